# SPDX-License-Identifier: GPL-3.0-or-later
"""Solvers written as a student would write them, recording their runs
through Futoshiki.Recorder: what the tests compare with the built-in
methods of the same names. Each follows the C file's search step for step
(the same variable order, value order and checks), so that its tree counts
what the built-in's statistics count."""
from futotest import Futoshiki

D = Futoshiki.Direction
REL = Futoshiki.Relation
REASON = Futoshiki.Reason

# The neighbours in the order both methods look at their signs.
NEIGHBOURS = ((D.UP, -1, 0), (D.RIGHT, 0, 1), (D.DOWN, 1, 0), (D.LEFT, 0, -1))


def sign_neighbours(puzzle, r, c):
    """(row, column, relation seen from (r, c)) of each neighbour across a sign."""
    n = puzzle.props.size
    return [(r + dr, c + dc, puzzle.get_relation(r, c, d)) for d, dr, dc in NEIGHBOURS
            if 0 <= r + dr < n and 0 <= c + dc < n and puzzle.get_relation(r, c, d) in (REL.LESS, REL.GREATER)]


class Backtracking:
    """src/core/algo/futo-algo-bt.c: the empty cells in row-major order, the
    values 1..n in ascending order, each tried as a decision and checked
    against the assigned cells (its row, then its column, then the signs
    up, right, down, left); a try that fails is refuted with the rule and
    the cell it clashes with, one that holds is searched under and, when
    that fails, backtracked and unassigned."""

    def __init__(self, puzzle, recorder):
        self.recorder = recorder
        self.n = n = puzzle.props.size
        self.values = [[puzzle.get_given(r, c) for c in range(n)] for r in range(n)]
        self.empty = [(r, c) for r in range(n) for c in range(n) if self.values[r][c] == 0]
        self.signs = {(r, c): sign_neighbours(puzzle, r, c) for r in range(n) for c in range(n)}

    def conflict(self, r, c, v):
        for c2 in range(self.n):
            if self.values[r][c2] == v:
                return REASON.ROW, r, c2
        for r2 in range(self.n):
            if self.values[r2][c] == v:
                return REASON.COLUMN, r2, c
        for r2, c2, rel in self.signs[r, c]:
            other = self.values[r2][c2]
            if other and (v >= other if rel == REL.LESS else v <= other):
                return REASON.SIGN, r2, c2
        return None

    def search(self, index=0):
        rec = self.recorder
        if index == len(self.empty):
            rec.solution()
            return True
        r, c = self.empty[index]
        for v in range(1, self.n + 1):
            rec.assign(r, c, v, REASON.DECISION)
            clash = self.conflict(r, c, v)
            if clash is not None:
                rec.refute(r, c, v, *clash)
                continue
            self.values[r][c] = v
            if self.search(index + 1):
                return True
            self.values[r][c] = 0
            rec.backtrack(r, c, v)
            rec.unassign(r, c, v)
        return False


class ForwardChecking:
    """src/core/algo/futo-algo-fc.c: the givens' forward checks first, then
    the empty cells in row-major order and their candidates in ascending
    order; each assignment removes its value from the unassigned cells of
    its row, then of its column (in ascending order), then what the signs
    forbid from its unassigned neighbours (up, right, down, left), up to
    the first emptied domain; then the search goes on or backtracks, and the
    undo restores what the assignment removed."""

    def __init__(self, puzzle, recorder):
        self.recorder = recorder
        self.n = n = puzzle.props.size
        self.values = [puzzle.get_given(r, c) for r in range(n) for c in range(n)]
        self.domains = [set(range(1, n + 1)) for _ in range(n * n)]
        self.trail = []
        self.signs = [[(r2 * n + c2, rel) for r2, c2, rel in sign_neighbours(puzzle, r, c)]
                      for r in range(n) for c in range(n)]

    def remove(self, cell, values, reason, cause):
        """Removes values from an unassigned cell; False when it empties."""
        n = self.n
        for v in sorted(values & self.domains[cell]):
            self.domains[cell].discard(v)
            self.trail.append((cell, v))
            self.recorder.prune(cell // n, cell % n, v, reason, cause // n, cause % n)
        return bool(self.domains[cell])

    def forward_check(self, cell, value):
        n = self.n
        row, col = divmod(cell, n)
        for others, reason in (([row * n + k for k in range(n)], REASON.ROW),
                               ([k * n + col for k in range(n)], REASON.COLUMN)):
            for other in others:
                if other != cell and not self.values[other] and not self.remove(other, {value}, reason, cell):
                    return False
        for other, rel in self.signs[cell]:
            if self.values[other]:
                continue
            forbidden = set(range(1, value + 1)) if rel == REL.LESS else set(range(value, n + 1))
            if not self.remove(other, forbidden, REASON.SIGN, cell):
                return False
        return True

    def undo(self, mark):
        n = self.n
        while len(self.trail) > mark:
            cell, v = self.trail.pop()
            self.domains[cell].add(v)
            self.recorder.restore(cell // n, cell % n, v)

    def solve(self):
        for cell, v in enumerate(self.values):
            if v and not self.forward_check(cell, v):
                return False
        return self.search(0)

    def search(self, start):
        n, rec = self.n, self.recorder
        cell = next((k for k in range(start, n * n) if not self.values[k]), None)
        if cell is None:
            rec.solution()
            return True
        row, col = divmod(cell, n)
        saved = set(self.domains[cell])
        for v in sorted(saved):
            mark = len(self.trail)
            rec.assign(row, col, v, REASON.DECISION)
            self.values[cell] = v
            self.domains[cell] = {v}
            if self.forward_check(cell, v) and self.search(cell + 1):
                return True
            rec.backtrack(row, col, v)
            self.undo(mark)
            self.domains[cell] = saved
            self.values[cell] = 0
            rec.unassign(row, col, v)
        return False
