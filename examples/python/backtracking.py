#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Plain chronological backtracking, recorded for Futoshiki Lab's visualizer.

    python3 examples/python/backtracking.py PUZZLE [--trace FILE] [--all]

The empty cells are visited in reading order (row by row, left to right) and
each tries the values 1..n in turn. A value is kept when no filled cell of its
row or column holds it and every sign towards a filled neighbour holds; then
the search goes on to the next empty cell. When no value fits, it goes back to
the previous cell and tries that cell's next value.

This is exactly the built-in method `bt`: on the same puzzle its search tree
has the same nodes (one node per value tried), which `futoshiki tree --trace
FILE` shows next to `futoshiki tree -a bt PUZZLE`.
"""

import example_run
from example_run import Futoshiki

REASON = Futoshiki.Reason


def solve(run, puzzle, find_all):
    n = puzzle.props.size
    signs = example_run.signs_of(puzzle)
    values = bytearray(n * n)          # 0 = empty, row-major
    empty = []                         # the cells the search fills, in order
    for row in range(n):
        for col in range(n):
            given = puzzle.get_given(row, col)
            values[row * n + col] = given
            if given == 0:
                empty.append((row, col))

    def conflict(row, col, value):
        """Why value cannot go in (row, col) now, and the cell that says so;
        (None, None) when it fits. Row first, then column, then the signs."""
        for c in range(n):
            if c != col and values[row * n + c] == value:
                return REASON.ROW, (row, c)
        for r in range(n):
            if r != row and values[r * n + col] == value:
                return REASON.COLUMN, (r, col)
        for other_row, other_col, less in signs[(row, col)]:
            other = values[other_row * n + other_col]
            if other != 0 and (value >= other if less else value <= other):
                return REASON.SIGN, (other_row, other_col)
        return None, None

    # Two givens that clash cannot be mended by the search: no solution,
    # and not one node explored (as bt does).
    for row in range(n):
        for col in range(n):
            given = values[row * n + col]
            if given != 0 and conflict(row, col, given)[0] is not None:
                return

    def search(index):
        """Fills empty[index:]; True when the run should stop."""
        if index == len(empty):
            run.solution(values)
            return not find_all
        row, col = empty[index]
        for value in range(1, n + 1):
            # A value tried is a decision, whether it fits or not.
            run.assign(row, col, value)
            reason, cause = conflict(row, col, value)
            if reason is not None:
                # Refuted at once: taken back, saying which cell clashed.
                run.refute(row, col, value, reason, cause)
                continue
            values[row * n + col] = value
            if search(index + 1):
                return True
            values[row * n + col] = 0
            # The subtree under this value holds no (more) solutions.
            run.backtrack(row, col, value)
            run.unassign(row, col, value)
        return False

    search(0)


if __name__ == "__main__":
    example_run.main(solve, "backtracking.py", Futoshiki.NodeCount.DECISIONS, __doc__.splitlines()[0])
