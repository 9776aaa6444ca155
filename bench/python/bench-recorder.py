#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""What recording costs a student's Python solver, and how fast a run is shown.

    meson devenv -C build python3 bench/python/bench-recorder.py [--runs 5] [PUZZLE]

Runs examples/python/backtracking.py's search on PUZZLE (default: a 7×7 on
which bt needs 111,475 nodes) three ways, RUNS times each, and prints medians:

  bare      the search with every report a no-op (what Python costs alone)
  checked   through Futoshiki.Recorder, every event checked (the default)
  unchecked through the recorder with check=False

then events a second through the API, the recorder's cost against the bare
search, the built-in bt on the same puzzle (the C reference, measured in the
same run), and the time `futoshiki tree --trace` takes to read, check and
count the saved trace (what opening it in the app starts with).
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, 'examples', 'python'))

import backtracking  # noqa: E402
import example_run  # noqa: E402
from example_run import Futoshiki, Gio  # noqa: E402


class BareRun:
    """A run whose reports do nothing: the search's own cost."""

    def __init__(self):
        self.solutions = []
        self.events = 0

    def _count(self, *args):
        self.events += 1

    assign = unassign = refute = prune = restore = backtrack = _count

    def solution(self, values):
        self.events += 1
        self.solutions.append(bytes(values))


def timed(function):
    start = time.perf_counter()
    value = function()
    return time.perf_counter() - start, value


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('puzzle', nargs='?', default=os.path.join(ROOT, 'bench', 'data', 'python', 'bt-111475.txt'))
    parser.add_argument('--runs', type=int, default=5)
    parser.add_argument('--cli', default=os.path.join(ROOT, 'build', 'src', 'cli', 'futoshiki'))
    arguments = parser.parse_args()

    puzzle = Futoshiki.Puzzle.new_from_file(Gio.File.new_for_path(arguments.puzzle))
    rows = {'bare': [], 'checked': [], 'unchecked': [], 'bt (C)': []}
    events = nodes = 0
    trace_path = os.path.join(tempfile.mkdtemp(), 'run.trace')
    for _ in range(arguments.runs):
        bare = BareRun()
        seconds, _ = timed(lambda: backtracking.solve(bare, puzzle, False))
        rows['bare'].append(seconds)
        events = bare.events
        for name, check in (('checked', True), ('unchecked', False)):
            run = example_run.Run(puzzle, 'backtracking.py', Futoshiki.NodeCount.DECISIONS, None)
            run.recorder.props.check = check
            seconds, trace = timed(lambda: (backtracking.solve(run, puzzle, False), run.recorder.finish())[1])
            rows[name].append(seconds)
            nodes = trace.build_tree(None).props.nodes
            if check:
                trace.save(Gio.File.new_for_path(trace_path))
        result = Futoshiki.Solver(algorithm='bt').solve(puzzle, None)
        rows['bt (C)'].append(result.props.seconds)

    tree_times = []
    for _ in range(arguments.runs):
        seconds, done = timed(lambda: subprocess.run([arguments.cli, 'tree', '--trace', trace_path],
                                                     capture_output=True, text=True))
        tree_times.append(seconds)
        if done.returncode != 0:
            sys.exit(done.stderr)

    print('puzzle: %s, %d nodes, %d events, %d runs (medians)' % (os.path.basename(arguments.puzzle), nodes,
                                                                   events, arguments.runs))
    bare = statistics.median(rows['bare'])
    for name, times in rows.items():
        median = statistics.median(times)
        line = '  %-10s %8.3f s' % (name, median)
        if name != 'bt (C)':
            line += '  %9.0f events/s  %5.2f× bare' % (events / median, median / bare)
        print(line)
    print('  tree --trace %6.3f s  (read, check and count the %d-event trace)' % (statistics.median(tree_times),
                                                                                 events))


if __name__ == '__main__':
    main()
