# SPDX-License-Identifier: GPL-3.0-or-later
"""What the Python tests share: the typelib (or exit 77 without PyGObject),
the test data, random puzzles planted on a Latin square, and a brute force
that counts the solutions of a small puzzle by the rules alone.

The tests run through the API only, as a student's program does; meson
sets GI_TYPELIB_PATH and LD_LIBRARY_PATH to the build (tests/python/meson.build).
"""
import itertools
import os
import random
import sys

try:
    import gi
except ImportError as e:
    print(f'skipped: PyGObject is missing ({e})')
    sys.exit(77)
# The typelib is the build's: without it the build is broken, which fails.
gi.require_version('Futoshiki', '1.0')
gi.require_version('Gio', '2.0')
from gi.repository import Futoshiki, Gio, GLib  # noqa: E402,F401 (re-exported)

DATA = os.environ.get('FUTOSHIKI_TEST_DATA',
                      os.path.join(os.path.dirname(__file__), '..', 'data'))

D = Futoshiki.Direction
R = Futoshiki.Relation


def latin_square(n, rng):
    """A random n × n Latin square: a cyclic one with rows, columns and
    symbols shuffled."""
    rows = rng.sample(range(n), n)
    cols = rng.sample(range(n), n)
    symbols = rng.sample(range(1, n + 1), n)
    return [[symbols[(rows[r] + cols[c]) % n] for c in range(n)] for r in range(n)]


def planted(n, rng, givens=0.2, signs=0.25, mode=Futoshiki.Mode.UNEQUAL):
    """A puzzle that the returned square solves: some of its values as
    givens and, between neighbours, the signs it keeps (Adjacent: every
    mark it implies, as the mode wants)."""
    square = latin_square(n, rng)
    puzzle = Futoshiki.Puzzle.new(n)
    puzzle.props.mode = mode
    for r in range(n):
        for c in range(n):
            if rng.random() < givens:
                puzzle.set_given(r, c, square[r][c])
            for d, (dr, dc) in ((D.RIGHT, (0, 1)), (D.DOWN, (1, 0))):
                r2, c2 = r + dr, c + dc
                if r2 >= n or c2 >= n:
                    continue
                a, b = square[r][c], square[r2][c2]
                if mode == Futoshiki.Mode.ADJACENT:
                    if abs(a - b) == 1:
                        puzzle.set_relation(r, c, d, R.ADJACENT)
                elif rng.random() < signs:
                    puzzle.set_relation(r, c, d, R.LESS if a < b else R.GREATER)
    return puzzle, bytes(v for row in square for v in row)


def relations(puzzle):
    """Every relation to the right and below, for comparing puzzles."""
    n = puzzle.props.size
    return [(r, c, int(puzzle.get_relation(r, c, d)))
            for r in range(n) for c in range(n) for d in (D.RIGHT, D.DOWN)]


def givens(puzzle):
    n = puzzle.props.size
    return [puzzle.get_given(r, c) for r in range(n) for c in range(n)]


def same_puzzle(a, b):
    return (a.props.size == b.props.size and a.props.mode == b.props.mode
            and givens(a) == givens(b) and relations(a) == relations(b))


def holds(relation, a, b, mode):
    if relation == R.LESS:
        return a < b
    if relation == R.GREATER:
        return a > b
    if relation == R.ADJACENT:
        return abs(a - b) == 1
    return mode != Futoshiki.Mode.ADJACENT or abs(a - b) != 1


def brute_force_count(puzzle):
    """The solutions of a small puzzle, counted from the rules alone:
    every row a permutation, the columns all different, the givens kept,
    each neighbour relation holding."""
    n = puzzle.props.size
    mode = puzzle.props.mode
    g = givens(puzzle)
    rows = []
    for r in range(n):
        ok = []
        for perm in itertools.permutations(range(1, n + 1)):
            if any(g[r * n + c] not in (0, perm[c]) for c in range(n)):
                continue
            if all(holds(puzzle.get_relation(r, c, D.RIGHT), perm[c], perm[c + 1], mode)
                   for c in range(n - 1)):
                ok.append(perm)
        rows.append(ok)

    def count(r, above):
        if r == n:
            return 1
        total = 0
        for perm in rows[r]:
            if above is not None and not all(
                    holds(puzzle.get_relation(r - 1, c, D.DOWN), above[c], perm[c], mode)
                    for c in range(n)):
                continue
            if any(perm[c] in used[c] for c in range(n)):
                continue
            for c in range(n):
                used[c].add(perm[c])
            total += count(r + 1, perm)
            for c in range(n):
                used[c].discard(perm[c])
        return total

    used = [set() for _ in range(n)]
    return count(0, None)


def rng_for(name):
    """A generator seeded by the test's name, so that a failure repeats;
    FUTOSHIKI_TEST_SEED varies it."""
    return random.Random(f'{name}:{os.environ.get("FUTOSHIKI_TEST_SEED", "0")}')
