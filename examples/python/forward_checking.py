#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Backtracking with forward checking, recorded for Futoshiki Lab's visualizer.

    python3 examples/python/forward_checking.py PUZZLE [--trace FILE] [--all]

Every cell keeps its candidates (its domain). Cells are taken in reading order
and their candidates in ascending order. After each assignment the value is
removed from the candidates of the empty cells of its row and its column, and
the empty neighbours across a sign lose the values the sign forbids. A cell
whose candidates run out is a dead end: the search takes the value back,
gives every removed candidate back, and tries the next one.

This is exactly the built-in method `fc`: the same removals in the same order,
and a search tree of the same nodes (the start and every assignment that the
forward check did not refute at once).
"""

import example_run
from example_run import Futoshiki

REASON = Futoshiki.Reason


def reading_order(values, domains, n):
    """The first empty cell in reading order, or None when all are filled."""
    for cell in range(n * n):
        if values[cell] == 0:
            return cell
    return None


def solve(run, puzzle, find_all, choose_cell=reading_order):
    """Forward checking on puzzle, recorded into run. choose_cell(values,
    domains, n) picks the next cell to fill (an index row * n + col) among
    those whose value is 0, or returns None when none is left;
    my_heuristic.py passes its own."""
    n = puzzle.props.size
    signs = example_run.signs_of(puzzle)
    full = set(range(1, n + 1))
    values = bytearray(n * n)
    domains = []
    for row in range(n):
        for col in range(n):
            given = puzzle.get_given(row, col)
            values[row * n + col] = given
            domains.append({given} if given else set(full))
    trail = []  # (cell, removed values) in the order removed, to give back

    def remove(cell, doomed, reason, cause):
        """Removes doomed from cell's candidates; False when none are left."""
        doomed = doomed & domains[cell]
        if not doomed:
            return True
        domains[cell] -= doomed
        trail.append((cell, doomed))
        for value in sorted(doomed):
            run.prune(cell // n, cell % n, value, reason, cause)
        return bool(domains[cell])

    def forward_check(row, col, value):
        """The removals that (row, col) = value makes; False at a dead end.
        Row, then column, then the signs, stopping at the first cell left
        without candidates, as fc does."""
        for c in range(n):
            other = row * n + c
            if c != col and values[other] == 0 and not remove(other, {value}, REASON.ROW, (row, col)):
                return False
        for r in range(n):
            other = r * n + col
            if r != row and values[other] == 0 and not remove(other, {value}, REASON.COLUMN, (row, col)):
                return False
        for other_row, other_col, less in signs[(row, col)]:
            other = other_row * n + other_col
            if values[other] != 0:
                continue
            # (row, col) < other: other keeps only the values above value.
            keep = {v for v in full if (v > value if less else v < value)}
            if not remove(other, full - keep, REASON.SIGN, (row, col)):
                return False
        return True

    def undo_to(mark):
        while len(trail) > mark:
            cell, removed = trail.pop()
            domains[cell] |= removed
            for value in sorted(removed):
                run.restore(cell // n, cell % n, value)

    def givens_clash():
        for row in range(n):
            for col in range(n):
                v = values[row * n + col]
                if v == 0:
                    continue
                if any(values[row * n + c] == v for c in range(n) if c != col):
                    return True
                if any(values[r * n + col] == v for r in range(n) if r != row):
                    return True
                for other_row, other_col, less in signs[(row, col)]:
                    w = values[other_row * n + other_col]
                    if w != 0 and not (v < w if less else v > w):
                        return True
        return False

    def search():
        """A consistent partial assignment: one node. True to stop."""
        cell = choose_cell(values, domains, n)
        if cell is None:
            run.solution(values)
            return not find_all
        row, col = cell // n, cell % n
        saved = set(domains[cell])
        for value in sorted(saved):
            mark = len(trail)
            run.assign(row, col, value)
            values[cell] = value
            domains[cell] = {value}
            if forward_check(row, col, value) and search():
                return True
            run.backtrack(row, col, value)
            undo_to(mark)
            domains[cell] = set(saved)
            values[cell] = 0
            run.unassign(row, col, value)
        return False

    # The givens are placed before the search: their forward checks first,
    # in reading order. A clash between givens, or a cell they leave without
    # candidates, means no solution before any node.
    if givens_clash():
        return
    for cell in range(n * n):
        if values[cell] != 0 and not forward_check(cell // n, cell % n, values[cell]):
            return
    search()


if __name__ == "__main__":
    example_run.main(solve, "forward_checking.py", Futoshiki.NodeCount.CONSISTENT_STATES,
                     __doc__.splitlines()[0])
