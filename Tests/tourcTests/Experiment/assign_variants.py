"""A second implementation of tourc's experiment assignment, from the
spec alone (docs/analytics.md, Assignment): the bucket is
fmix64(fnv1a64(utf8(experiment + "\\x1f" + install))) % 10000, and the
variants take weight x 100 buckets each, in order.

usage: assign_variants.py EXPERIMENT NAME:WEIGHT... < IDS
prints "ID VARIANT" for each id read, one a line, as
`tourc experiment assign` does.
"""
import sys

MASK = (1 << 64) - 1


def fnv1a64(data):
    h = 0xCBF29CE484222325
    for byte in data:
        h ^= byte
        h = (h * 0x100000001B3) & MASK
    return h


def fmix64(h):
    h ^= h >> 33
    h = (h * 0xFF51AFD7ED558CCD) & MASK
    h ^= h >> 33
    h = (h * 0xC4CEB9FE1A85EC53) & MASK
    h ^= h >> 33
    return h


def variant(experiment, install, variants):
    bucket = fmix64(fnv1a64((experiment + "\x1f" + install).encode("utf-8"))) % 10000
    end = 0
    for name, weight in variants:
        end += weight * 100
        if bucket < end:
            return name
    return "-"


def main():
    experiment = sys.argv[1]
    variants = [(part.rsplit(":", 1)[0], int(part.rsplit(":", 1)[1])) for part in sys.argv[2:]]
    for line in sys.stdin.read().split("\n"):
        if line:
            print(line, variant(experiment, line, variants))


main()
