"""A picture for Chromium's fake camera: a screenshot (PNG) made into one y4m frame.

Chromium started with --use-fake-device-for-media-stream and
--use-file-for-fake-video-capture=FILE.y4m shows FILE's frames as its camera, and
opens the file each time a capture starts: a test writes the other phone's QR
code there just before this phone opens its camera.  The standard library only:
a PNG as Playwright writes it (8-bit RGB or RGBA, not interlaced) is read with
zlib, made grey, scaled to fit a 640x480 frame on white, and written as 4:2:0
with neutral colour planes.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

WIDTH, HEIGHT = 640, 480
MARGIN = 40  # pixels of white around the picture in the frame


def png_grey(data: bytes) -> tuple[int, int, list[bytearray]]:
    """(width, height, rows of grey bytes) of an 8-bit RGB or RGBA PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    at, idat = 8, b""
    width = height = colour = 0
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour not in (2, 6) or interlace:
                raise ValueError(f"a PNG of depth {depth}, colour type {colour}: not read here")
        elif kind == b"IDAT":
            idat += body
        at += 12 + length
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows: list[bytearray] = []
    previous = bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, row = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = row[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                row[i] = (row[i] + left) & 255
            elif kind == 2:
                row[i] = (row[i] + up) & 255
            elif kind == 3:
                row[i] = (row[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                guess = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                row[i] = (row[i] + guess) & 255
        previous = row
        rows.append(bytearray((row[x] * 299 + row[x + 1] * 587 + row[x + 2] * 114) // 1000
                              for x in range(0, stride, channels)))
    return width, height, rows


def y4m_frame(png: bytes) -> bytes:
    """One 640x480 y4m frame showing the PNG, scaled to fit (nearest pixel), on white."""
    width, height, rows = png_grey(png)
    scale = min((WIDTH - 2 * MARGIN) / width, (HEIGHT - 2 * MARGIN) / height)
    shown_w, shown_h = int(width * scale), int(height * scale)
    left, top = (WIDTH - shown_w) // 2, (HEIGHT - shown_h) // 2
    luma = bytearray(b"\xff" * (WIDTH * HEIGHT))
    for y in range(shown_h):
        source = rows[min(height - 1, int(y / scale))]
        base = (top + y) * WIDTH + left
        for x in range(shown_w):
            luma[base + x] = source[min(width - 1, int(x / scale))]
    chroma = b"\x80" * (WIDTH // 2 * HEIGHT // 2)
    header = f"YUV4MPEG2 W{WIDTH} H{HEIGHT} F10:1 Ip A1:1 C420jpeg\n".encode()
    return header + b"FRAME\n" + bytes(luma) + chroma + chroma


def write_camera(path: Path, png: bytes | None) -> None:
    """The fake camera's file: the PNG's frame, or a white one (a camera on a wall)."""
    if png is None:
        blank = b"\xff" * (WIDTH * HEIGHT) + b"\x80" * (WIDTH * HEIGHT // 2)
        header = f"YUV4MPEG2 W{WIDTH} H{HEIGHT} F10:1 Ip A1:1 C420jpeg\n".encode()
        path.write_bytes(header + b"FRAME\n" + blank)
    else:
        path.write_bytes(y4m_frame(png))
