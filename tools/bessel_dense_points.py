#!/usr/bin/env python3
"""Writes the dense inputs of the j0f, j1f, y0f, y1f sweeps (docs/sweeps/j0f.json ... y1f.json):
every 122nd float of [2^-8, 12] (by bit pattern, from 2^-8 on: 790,730 floats, where the
polynomial pieces of the four functions are fitted) and the 801 floats centred on the float nearest
each zero of J0, J1, Y0 and Y1 below 100 (127 zeros, from mpmath at 30 digits), where the error
is absolute and the ulp error peaks. One bit pattern per line (0x3f800000), the notation of the
conformance runner's file: space.

  tools/bessel_dense_points.py --output points.txt
  warpmath-conformance j0f --space sample:65536+special+file:points.txt --json j0f.json

(CTest: definitive_j0f ... definitive_y1f, label exhaustive, run it through the fixture
bessel_dense_points.) The reports of docs/sweeps/ were made before this script, from an
uncommitted list of the same description with 892,056 points; this one writes 892,457 (the 401
points of difference are not known).
"""
import argparse
import struct
import sys

import mpmath

GRID_FROM, GRID_TO, GRID_STEP = 0x3B800000, 0x41400000, 122  # 2^-8, 12
ZEROS_BELOW = 100
NEIGHBOURS = 400


def float_bits(x):
    """The bit pattern of the float nearest to x (round to nearest even)."""
    return struct.unpack("<I", struct.pack("<f", float(x)))[0]


def zeros_below(limit):
    mpmath.mp.dps = 30
    out = []
    for zero in (lambda k: mpmath.besseljzero(0, k), lambda k: mpmath.besseljzero(1, k),
                 lambda k: mpmath.besselyzero(0, k), lambda k: mpmath.besselyzero(1, k)):
        k = 1
        while (z := zero(k)) < limit:
            out.append(z)
            k += 1
    return out


def points():
    bits = list(range(GRID_FROM, GRID_TO + 1, GRID_STEP))
    for z in zeros_below(ZEROS_BELOW):
        centre = float_bits(z)
        bits.extend(range(centre - NEIGHBOURS, centre + NEIGHBOURS + 1))
    return bits


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", help="file to write (default: standard output)")
    args = parser.parse_args()
    out = open(args.output, "w") if args.output else sys.stdout
    with out:
        for b in points():
            out.write(f"0x{b:08x}\n")


if __name__ == "__main__":
    main()
