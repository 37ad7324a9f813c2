"""Serving a built dist/ on 127.0.0.1 as a static host would: GET and HEAD of
its files, under netlify.toml's header rules (`build.py serve`, and the
server the browser tests, benchmarks and screenshots start)."""

from __future__ import annotations

import dataclasses
import signal
import sys
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path, PurePosixPath
from types import FrameType
from typing import Any
from urllib.parse import unquote, urlsplit

from buildtools.compress import ENCODINGS
from buildtools.headers import HeaderRule, header_rules, headers_for
from buildtools.shell import say, shown

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webmanifest": "application/manifest+json",
    ".txt": "text/plain; charset=utf-8",
    ".woff2": "font/woff2",
}


@dataclasses.dataclass
class ServedSite:
    """What the server serves: a directory, under header rules.

    `replaced` (URL path -> body, or None for a 404) lets a test serve other
    bytes for a file without touching the build, e.g. a corrupted wheel.
    `served` records each response's URL path and body size, for tests and
    benchmarks that count what a page load fetched.
    """

    root: Path
    rules: list[HeaderRule]
    replaced: dict[str, bytes | None] = dataclasses.field(default_factory=dict)
    quiet: bool = False
    served: list[tuple[str, int]] = dataclasses.field(default_factory=list)
    # Sends the build's FILE.br / FILE.gz to a browser that accepts them, as
    # Netlify and other static hosts do (off: every file as it is).
    compressed: bool = True

    def file_for(self, url_path: str) -> Path | None:
        """The file a URL path names, or None (outside the root, or not a file)."""
        relative = url_path.lstrip("/")
        if relative == "" or relative.endswith("/"):
            relative += "index.html"
        path = (self.root / relative).resolve()
        if not path.is_relative_to(self.root.resolve()) or not path.is_file():
            return None
        return path

    def response(self, url_path: str,
                 accept_encoding: str = "") -> tuple[HTTPStatus, dict[str, str], bytes]:
        """Status, headers and body for a GET of a URL path, compressed as the
        request's Accept-Encoding allows when the build wrote a copy for it."""
        file = self.file_for(url_path)
        encoding = None
        if url_path in self.replaced:
            body = self.replaced[url_path]
        elif file is None:
            body = None
        else:
            encoding, copy = self.compressed_copy(file, accept_encoding)
            body = (copy or file).read_bytes()
        name = file.name if file is not None else PurePosixPath(url_path).name
        if body is None:
            status, body = HTTPStatus.NOT_FOUND, b"not found\n"
            name = "404.txt"
        else:
            status = HTTPStatus.OK
        headers = {"Content-Type": MIME_TYPES.get(PurePosixPath(name).suffix,
                                                  "application/octet-stream")}
        headers.update(headers_for(url_path, self.rules))  # a rule's Content-Type wins
        if file is not None and self.compressed and any(
            file.with_name(file.name + suffix).exists() for suffix in ENCODINGS.values()
        ):
            headers["Vary"] = "Accept-Encoding"  # caches keep one copy per encoding
        if encoding is not None:
            headers["Content-Encoding"] = encoding
        headers["Content-Length"] = str(len(body))
        return status, headers, body

    def compressed_copy(self, file: Path, accept_encoding: str) -> tuple[str | None, Path | None]:
        """The encoding and the build's copy of file to send, or (None, None): the
        first of ENCODINGS (brotli, then gzip) that the request accepts and the
        build wrote."""
        if not self.compressed:
            return None, None
        accepted = accepted_encodings(accept_encoding)
        for encoding, suffix in ENCODINGS.items():
            copy = file.with_name(file.name + suffix)
            if encoding in accepted and copy.is_file():
                return encoding, copy
        return None, None


def accepted_encodings(header: str) -> set[str]:
    """The content codings an Accept-Encoding header accepts (RFC 9110 12.5.3):
    those listed without q=0 ("*" is not taken to mean brotli, as no browser sends it)."""
    accepted = set()
    for item in header.split(","):
        name, *params = (part.strip() for part in item.split(";"))
        refused = False
        for param in params:
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    refused = float(value) == 0
                except ValueError:
                    refused = True
        if name and not refused:
            accepted.add(name.lower())
    return accepted


class SiteHandler(BaseHTTPRequestHandler):
    """GET and HEAD of dist/, nothing else; one ServedSite per server."""

    protocol_version = "HTTP/1.1"  # keep-alive, as a real host does
    # The headers and the body go out in two writes: with Nagle's algorithm the
    # body would wait for the browser's delayed ACK of the headers (up to 40 ms
    # on Linux), on every response of a kept-alive connection.  A real host
    # sends no such pause, and a page of 30 modules would pay it 30 times.
    disable_nagle_algorithm = True
    site: ServedSite

    def do_GET(self) -> None:
        self.answer(with_body=True)

    def do_HEAD(self) -> None:
        self.answer(with_body=False)

    def answer(self, with_body: bool) -> None:
        status, headers, body = self.site.response(unquote(urlsplit(self.path).path),
                                                   self.headers.get("Accept-Encoding", ""))
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()
        if with_body:
            self.wfile.write(body)
            self.site.served.append((urlsplit(self.path).path, len(body)))

    def log_message(self, format: str, *args: Any) -> None:
        if not self.site.quiet:
            super().log_message(format, *args)


class SiteServer(ThreadingHTTPServer):
    daemon_threads = True  # an open keep-alive connection must not block exit

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A browser closing a kept-alive connection is normal, not worth a traceback.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(site: ServedSite, port: int, host: str = "127.0.0.1") -> SiteServer:
    """A server for site on host:port (0: any free port), not yet serving."""
    handler = type("BoundSiteHandler", (SiteHandler,), {"site": site})
    return SiteServer((host, port), handler)


def stop_serving(_signum: int, _frame: FrameType | None) -> None:
    raise KeyboardInterrupt


def serve(root: Path, port: int) -> None:
    """Serve root at http://127.0.0.1:port/ until Ctrl-C or `kill`."""
    try:
        server = make_server(ServedSite(root, header_rules()), port)
    except OSError as err:
        raise SystemExit(f"build.py: cannot serve on 127.0.0.1:{port}: {err.strerror}") \
            from None
    say(f"serving {shown(root)} at http://127.0.0.1:{server.server_port}/ (Ctrl-C stops)")
    signal.signal(signal.SIGTERM, stop_serving)  # `kill` stops it as cleanly as Ctrl-C
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        say("stopped")
    finally:
        server.server_close()
