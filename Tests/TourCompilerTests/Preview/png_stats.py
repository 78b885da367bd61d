"""Prints a PNG's width, height and how many distinct colours it has:
`png_stats.py FILE`. Reads 8-bit RGB and RGBA images (what Chromium's
--screenshot writes) with zlib alone, undoing the scanline filters."""
import struct
import sys
import zlib

with open(sys.argv[1], "rb") as handle:
    data = handle.read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
offset, idat, width, height = 8, b"", 0, 0
while offset < len(data):
    length, kind = struct.unpack(">I4s", data[offset:offset + 8])
    body = data[offset + 8:offset + 8 + length]
    if kind == b"IHDR":
        width, height, depth, colour = struct.unpack(">IIBB", body[:10])
        assert depth == 8 and colour in (2, 6), f"unsupported PNG: depth {depth}, colour type {colour}"
        channels = 3 if colour == 2 else 4
    elif kind == b"IDAT":
        idat += body
    offset += 12 + length
raw = zlib.decompress(idat)
stride = width * channels
previous = bytearray(stride)
colours = set()
position = 0
for _ in range(height):
    kind, line = raw[position], bytearray(raw[position + 1:position + 1 + stride])
    position += 1 + stride
    for i in range(stride):
        left = line[i - channels] if i >= channels else 0
        up = previous[i]
        corner = previous[i - channels] if i >= channels else 0
        if kind == 1:
            line[i] = (line[i] + left) & 0xFF
        elif kind == 2:
            line[i] = (line[i] + up) & 0xFF
        elif kind == 3:
            line[i] = (line[i] + ((left + up) >> 1)) & 0xFF
        elif kind == 4:
            p = left + up - corner
            pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
            line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
    for i in range(0, stride, channels * 7):  # a sample of pixels is enough
        colours.add(bytes(line[i:i + 3]))
    previous = line
print(width, height, len(colours))
