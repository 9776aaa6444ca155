#!/usr/bin/env python3
# adjacent-variety.py: how varied the solutions of generated Adjacent puzzles are
#
# The Adjacent generator draws its squares a few Jacobson–Matthews steps from
# the cyclic square (src/core/generate/futo-generate-adjacent.c). This asks,
# over seeds 1..COUNT per size and level, how many different solutions come
# out (as they are, and up to the board's symmetries and the mirror of the
# values, which the generator applies at random), how far each lies from the
# nearest cyclic square ((±row ± column + k) mod n, in cells that differ),
# and how many pairs are marked; the same for the solutions of Unequal-mode
# easy puzzles, which are uniformly random squares, as the yardstick.
#
#   bench/generate/adjacent-variety.py [--count N] [--cli PATH] SIZE…
#
# SPDX-License-Identifier: GPL-3.0-or-later
import argparse
import re
import statistics
import subprocess

LEVELS = ["easy", "medium", "hard", "extreme", "recursive"]


def solution(cli, args):
    puzzle = subprocess.run([cli, "generate"] + args, check=True, capture_output=True, text=True).stdout
    grid = subprocess.run([cli, "solve", "-"], input=puzzle, check=True, capture_output=True,
                          text=True).stdout.split("\n")
    n = int(grid[0])
    rows = [[int(v) for v in re.findall(r"\d+", line)] for line in grid[1:]]
    return n, tuple(tuple(row) for row in rows if len(row) == n)


def symmetries(n, square):
    for bits in range(16):
        def at(row, col):
            r = n - 1 - row if bits & 1 else row
            c = n - 1 - col if bits & 2 else col
            v = square[c][r] if bits & 4 else square[r][c]
            return n + 1 - v if bits & 8 else v
        yield tuple(tuple(at(row, col) for col in range(n)) for row in range(n))


def cyclic_distance(n, square):
    best = n * n
    for a in (1, n - 1):
        for b in (1, n - 1):
            for k in range(n):
                differ = sum(square[r][c] != (a * r + b * c + k) % n + 1
                             for r in range(n) for c in range(n))
                best = min(best, differ)
    return best


def marks(n, square):
    return sum(abs(square[r][c] - square[r][c + 1]) == 1 for r in range(n) for c in range(n - 1)) \
         + sum(abs(square[r][c] - square[r + 1][c]) == 1 for r in range(n - 1) for c in range(n))


def report(label, n, squares):
    distances = [cyclic_distance(n, s) for s in squares]
    classes = {min(symmetries(n, s)) for s in squares}
    print(f"| {n}×{n} | {label} | {len(squares)} | {len(set(squares))} | {len(classes)} "
          f"| {min(distances)} | {statistics.median(distances):g} | {max(distances)} "
          f"| {statistics.mean(marks(n, s) for s in squares):.1f} of {2 * n * (n - 1)} |", flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=50)
    parser.add_argument("--cli", default="build/src/cli/futoshiki")
    parser.add_argument("sizes", type=int, nargs="+")
    options = parser.parse_args()
    print("| size | puzzles | seeds | distinct solutions | up to symmetry | cyclic distance: min "
          "| median | max | marked pairs |")
    print("|---|---|---|---|---|---|---|---|---|")
    for size in options.sizes:
        uniform = [solution(options.cli, ["--size", str(size), "--difficulty", "easy",
                                          "--seed", str(seed)])[1]
                   for seed in range(1, options.count + 1)]
        report("random squares (Unequal mode)", size, uniform)
        for level in LEVELS:
            squares = []
            for seed in range(1, options.count + 1):
                try:
                    squares.append(solution(options.cli, ["--mode", "adjacent", "--size", str(size),
                                                          "--difficulty", level, "--seed", str(seed)])[1])
                except subprocess.CalledProcessError:
                    pass
            if squares:
                report(f"Adjacent {level}", size, squares)


if __name__ == "__main__":
    main()
