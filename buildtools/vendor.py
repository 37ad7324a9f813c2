"""Third-party code the page runs, from npm: pinned, checked, served from our own origin.

    assets/vendor/qrcode.<hash>.mjs              qrcode-generator: draws a pairing code
                                                 as a QR code (js/peers/qr.js)
    assets/vendor/barcode-detector/*.<hash>.js   barcode-detector's ponyfill: the
                                                 BarcodeDetector API where the browser
                                                 has none (js/peers/scan.js)
    assets/vendor/zxing_reader.<hash>.wasm       zxing-wasm's reader, which that
                                                 ponyfill decodes with
    assets/vendor/LICENSES.<hash>.txt            their licences, as their terms ask

Each package is fetched with `npm pack` and checked against the integrity
pinned here before anything is unpacked (buildtools/npm.py), like Pyodide and
axe-core.  The ponyfill fetches its wasm from jsDelivr unless told otherwise:
js/peers/scan.js points it at ours (the CSP's connect-src 'self' would refuse
another origin anyway), and the build refuses a reader whose sha256 is not the
one the ponyfill was built for.  The QR drawer is small (about 11 KB on the
wire) and a guest loads it; the decoder (about 45 KB of JavaScript and 1 MB of
wasm) is loaded only by a phone that scans without a native BarcodeDetector.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import PurePosixPath

from buildtools.npm import fetch_npm_package

# npm's integrity of each tarball (`npm view NAME@VERSION dist.integrity`).
QRCODE = ("qrcode-generator", "2.0.4",
          "sha512-mZSiP6RnbHl4xL2Ap5HfkjLnmxfKcPWpWe/c+5XxCuetEenqmNFf1FH/ftXPCtFG5/TDobjsjz6sSNL0Sr8Z9g==")
DETECTOR = ("barcode-detector", "3.2.2",
            "sha512-/4QOrrNrCRmDSBWiiP4aC72dnkuXUEdcFRidHgbPRXUpy82XcCMvJssI6fEs6JT42LS7DvBVZO70qasJbYKyrA==")
# barcode-detector 3.2.2 depends on exactly this zxing-wasm; its ES build carries
# zxing-wasm's JavaScript inside it, so only the reader's wasm is taken from here.
ZXING = ("zxing-wasm", "3.1.3",
         "sha512-3lC9BJk4fR5ZJxcGjb0hVnDFOW7KpLXHIebiBmVd4FDRQZVeObztoTKxRUPxlWwSgxrMRONK0u50hBD1aTYEKg==")

VENDOR = PurePosixPath("vendor")
QRCODE_MODULE = VENDOR / "qrcode.mjs"
DETECTOR_MODULE = VENDOR / "barcode-detector" / "ponyfill.js"
DETECTOR_BUNDLE = VENDOR / "barcode-detector" / "zxing-exported.js"
ZXING_READER = VENDOR / "zxing_reader.wasm"
LICENSES = VENDOR / "LICENSES.txt"
# The modules a page module may import from vendor/ (tests/test_js_layout.py).
MODULES = (QRCODE_MODULE, DETECTOR_MODULE, DETECTOR_BUNDLE)
FILES = (*MODULES, ZXING_READER, LICENSES)  # every file vendor_files() gives

# Where in the package each file is.
_QRCODE_FILE = "dist/qrcode.mjs"
_DETECTOR_FILES = ("dist/es/ponyfill.js", "dist/es/zxing-exported.js")
_READER_FILE = "dist/reader/zxing_reader.wasm"
# The reader's sha256 the ponyfill was built against, as its bundle exports it.
_READER_SHA256 = re.compile(r'(\w+) = "([0-9a-f]{64})"')


def _reader_sha256_of(bundle: str) -> str:
    """The ZXING_WASM_SHA256 the ponyfill's bundle exports (a minified constant, which
    ponyfill.js imports as `r`: read for the pinned version; another stops the build
    here, saying so, rather than ship a reader unchecked)."""
    exported = re.search(r"\b(\w+) as r\b", bundle.rsplit("export {", 1)[-1])
    if exported is None:
        raise SystemExit("build.py: barcode-detector's bundle exports no ZXING_WASM_SHA256")
    found: dict[str, str] = dict(_READER_SHA256.findall(bundle))
    if exported.group(1) not in found:
        raise SystemExit("build.py: barcode-detector's ZXING_WASM_SHA256 was not found")
    return found[exported.group(1)]


def vendor_files() -> dict[PurePosixPath, bytes]:
    """The vendored files, by their path under assets/ (as if under web/static/)."""
    qrcode = fetch_npm_package(*QRCODE, (_QRCODE_FILE,), "qrcode-generator")
    detector = fetch_npm_package(*DETECTOR, (*_DETECTOR_FILES, "LICENSE"), "barcode-detector")
    zxing = fetch_npm_package(*ZXING, (_READER_FILE, "LICENSE"), "zxing-wasm")
    ponyfill, bundle = ((detector / name).read_bytes() for name in _DETECTOR_FILES)
    reader = (zxing / _READER_FILE).read_bytes()
    wanted = _reader_sha256_of(bundle.decode())
    got = hashlib.sha256(reader).hexdigest()
    if got != wanted:
        raise SystemExit(f"build.py: zxing-wasm's reader has sha256 {got}, not the {wanted} "
                         f"barcode-detector {DETECTOR[1]} was built for")
    drawer = (qrcode / _QRCODE_FILE).read_bytes()
    # qrcode-generator's package has no LICENSE file: its notice heads its code.
    notice = drawer.decode().split("\n\n", 1)[0]
    sources = (
        (*QRCODE[:2], "https://github.com/kazuhikoarase/qrcode-generator", notice),
        (*DETECTOR[:2], "https://github.com/Sec-ant/barcode-detector",
         (detector / "LICENSE").read_text()),
        (*ZXING[:2], "https://github.com/Sec-ant/zxing-wasm; its reader is zxing-cpp "
         "(https://github.com/zxing-cpp/zxing-cpp, Apache License 2.0) compiled to wasm",
         (zxing / "LICENSE").read_text()),
    )
    licenses = "".join(f"{name} {version} ({url})\n\n{text.strip()}\n\n\n"
                       for name, version, url, text in sources)
    files = {
        QRCODE_MODULE: drawer,
        DETECTOR_MODULE: ponyfill,
        DETECTOR_BUNDLE: bundle,
        ZXING_READER: reader,
        LICENSES: licenses.encode(),
    }
    assert tuple(files) == FILES
    return files
