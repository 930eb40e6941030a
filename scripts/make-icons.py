#!/usr/bin/env python3
"""Draws the app icons (a gold Sampo star on the night-blue of the app) as PNG files,
without any image library: static/icons/icon-192.png, icon-512.png and the maskable
icon-maskable-512.png (whose artwork keeps to the central safe zone)."""
import math
import struct
import zlib
from pathlib import Path

BG = (18, 50, 74)
GOLD = (242, 201, 76)
RING = (138, 109, 18)


def star(x, y, r):
    """Inside an eight-pointed star of outer radius r, centred at 0,0."""
    d = math.hypot(x, y)
    if d == 0:
        return True
    a = math.atan2(y, x)
    # Radius of the star's edge at this angle: points every 45 degrees.
    k = (math.cos(4 * a) + 1) / 2
    return d <= r * (0.45 + 0.55 * k ** 3)


PALETTE = (BG, GOLD, RING)


def draw(size, scale):
    """A PNG of three colours, as a palette at two bits a pixel: the same pixels as
    24-bit RGB in a sixth of the bytes (the 192-pixel icon is part of the first load)."""
    rows = []
    c = (size - 1) / 2
    outer = size * 0.36 * scale
    for j in range(size):
        row = bytearray([0])
        packed = 0
        for i in range(size):
            x, y = i - c, j - c
            d = math.hypot(x, y)
            colour = BG
            if d <= outer:
                colour = RING if d > outer * 0.92 else GOLD
                if star(x, y, outer * 0.8):
                    colour = BG
            packed = packed << 2 | PALETTE.index(colour)
            if i % 4 == 3:
                row.append(packed)
                packed = 0
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    assert size % 4 == 0, "four pixels to a byte"
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 2, 3, 0, 0, 0))
            + chunk(b"PLTE", b"".join(bytes(p) for p in PALETTE))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


out = Path(__file__).resolve().parent.parent / "static" / "icons"
out.mkdir(parents=True, exist_ok=True)
(out / "icon-192.png").write_bytes(draw(192, 1.0))
(out / "icon-512.png").write_bytes(draw(512, 1.0))
(out / "icon-maskable-512.png").write_bytes(draw(512, 0.78))
