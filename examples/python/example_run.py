# SPDX-License-Identifier: GPL-3.0-or-later
"""What every example shares: reading the puzzle, recording the run, printing it.

The examples differ only in how they search; everything around the search
(the command line, the recorder, where the trace goes, the solution in the
grid format) is here, so that a solver file holds the search and nothing else.

    python3 examples/python/backtracking.py PUZZLE [--trace FILE] [--all]

--trace FILE  writes the run's trace to FILE (open it in Futoshiki Lab, or
              read it with `futoshiki tree --trace FILE`)
--trace -     writes the trace to standard output as the run goes, for Watch
              the Solver ▸ Run a Program…; the solution then goes to standard
              error
--all         goes on after the first solution and counts them all
"""

import argparse
import sys

import gi

gi.require_version("Futoshiki", "1.0")
from gi.repository import Futoshiki, Gio, GLib  # noqa: E402


class Run:
    """One solver run: the puzzle, a recorder, and the values found."""

    def __init__(self, puzzle, solver_name, node_count, trace_path):
        self.puzzle = puzzle
        self.size = puzzle.props.size
        self.recorder = Futoshiki.Recorder.new(puzzle, solver_name)
        self.recorder.props.node_count = node_count
        self.trace_path = trace_path
        if trace_path == "-":
            # The app reads the run as it comes; the recorder writes each
            # event as a line and flushes often enough for it to be live.
            self.recorder.set_output(Gio.UnixOutputStream.new(1, False))
        self.solutions = []

    # Each call reports one event. The recorder checks it against the rules
    # and raises GLib.Error at the first one that is not true, naming it
    # ("event 412: r3c5 = 4 breaks the sign r3c5 < r3c6 (r3c6 = 2)").
    def assign(self, row, col, value, reason=Futoshiki.Reason.DECISION):
        self.recorder.assign(row, col, value, reason)

    def unassign(self, row, col, value):
        self.recorder.unassign(row, col, value)

    def refute(self, row, col, value, reason, cause):
        """A value tried and taken back at once, because of cause."""
        self.recorder.refute(row, col, value, reason, cause[0], cause[1])

    def prune(self, row, col, value, reason, cause):
        self.recorder.prune(row, col, value, reason, cause[0], cause[1])

    def restore(self, row, col, value):
        self.recorder.restore(row, col, value)

    def backtrack(self, row, col, value):
        self.recorder.backtrack(row, col, value)

    def solution(self, values):
        self.recorder.solution()
        self.solutions.append(bytes(values))

    def finish(self):
        """Ends the recording, saves the trace, prints the first solution."""
        trace = self.recorder.finish()
        if self.trace_path not in (None, "-"):
            trace.save(Gio.File.new_for_path(self.trace_path))
        out = self.out
        if self.solutions:
            out.write(self.puzzle.format_values(self.solutions[0]))
        else:
            out.write("no solution\n")
        if len(self.solutions) > 1:
            out.write("solutions: %d\n" % len(self.solutions))
        out.flush()
        self.trace = trace
        return trace

    @property
    def out(self):
        """Where words for people go: standard error when standard output
        carries the trace."""
        return sys.stderr if self.trace_path == "-" else sys.stdout


def parse_arguments(description):
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("puzzle", help="a puzzle in any format Futoshiki Lab reads")
    parser.add_argument("--trace", metavar="FILE",
                        help="write the run's trace to FILE ('-': standard output, as it goes)")
    parser.add_argument("--all", action="store_true",
                        help="go on after the first solution and count them all")
    return parser.parse_args()


def load_puzzle(path):
    """The puzzle at path, or an exit with the reader's message (file:line:column: …)."""
    try:
        puzzle = Futoshiki.Puzzle.new_from_file(Gio.File.new_for_path(path))
    except GLib.Error as error:
        sys.exit("%s" % error.message)
    if puzzle.props.mode != Futoshiki.Mode.UNEQUAL:
        sys.exit("%s: this example solves Unequal puzzles (signs < and >), not Adjacent ones" % path)
    return puzzle


def signs_of(puzzle):
    """For each cell (row, col), its signs as (other_row, other_col, less):
    less is True when the cell must be smaller than the other one. In the
    order up, right, down, left, the order the built-in methods check them in."""
    n = puzzle.props.size
    steps = ((Futoshiki.Direction.UP, -1, 0), (Futoshiki.Direction.RIGHT, 0, 1),
             (Futoshiki.Direction.DOWN, 1, 0), (Futoshiki.Direction.LEFT, 0, -1))
    signs = {}
    for row in range(n):
        for col in range(n):
            cell_signs = []
            for direction, dr, dc in steps:
                relation = puzzle.get_relation(row, col, direction)
                if relation == Futoshiki.Relation.LESS:
                    cell_signs.append((row + dr, col + dc, True))
                elif relation == Futoshiki.Relation.GREATER:
                    cell_signs.append((row + dr, col + dc, False))
            signs[(row, col)] = cell_signs
    return signs


def main(solve, solver_name, node_count, description):
    """Runs solve(run, puzzle, find_all) as a program: see the module's text."""
    arguments = parse_arguments(description)
    # One level of recursion per filled cell: a 64×64 board needs 4,096.
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10000))
    puzzle = load_puzzle(arguments.puzzle)
    run = Run(puzzle, solver_name, node_count, arguments.trace)
    run.find_all = arguments.all
    try:
        solve(run, puzzle, arguments.all)
        run.finish()
    except GLib.Error as error:
        # The recorder's refusal: the event's number and what was wrong.
        sys.exit("%s: %s" % (solver_name, error.message))
    return run
