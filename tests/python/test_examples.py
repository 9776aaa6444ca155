# SPDX-License-Identifier: GPL-3.0-or-later
"""The teaching examples (examples/python) against the built-in methods they
reimplement: backtracking.py must build bt's search tree and forward_checking.py
fc's, node for node, on random puzzles (solvable or not, one solution or all),
and the programs must work from a shell as docs/scripting.md says: the trace
they write is read by `futoshiki tree --trace` with the built-in's counts, and
a trace whose last assignment was changed is refused with exit 2 naming the
event.
"""
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import unittest

import futotest
from futotest import Futoshiki, Gio, GLib

EXAMPLES = os.environ.get('FUTOSHIKI_EXAMPLES',
                          os.path.join(os.path.dirname(__file__), '..', '..', 'examples', 'python'))
CLI = os.environ.get('FUTOSHIKI_CLI', 'futoshiki')
sys.path.insert(0, EXAMPLES)

import backtracking  # noqa: E402
import example_run  # noqa: E402
import forward_checking  # noqa: E402
import my_heuristic  # noqa: E402

EXAMPLE_OF = {
    'bt': (backtracking, Futoshiki.NodeCount.DECISIONS),
    'fc': (forward_checking, Futoshiki.NodeCount.CONSISTENT_STATES),
}


def random_puzzle(n, rng):
    """Mostly planted (solvable) puzzles, some with extra random givens or
    signs that may make them unsolvable."""
    puzzle, _ = futotest.planted(n, rng, givens=rng.choice((0.0, 0.15, 0.3)), signs=rng.choice((0.1, 0.3)))
    if rng.random() < 0.3:
        puzzle.set_given(rng.randrange(n), rng.randrange(n), rng.randint(1, n))
    return puzzle


def example_tree(method, puzzle, find_all):
    module, node_count = EXAMPLE_OF[method]
    run = example_run.Run(puzzle, module.__name__ + '.py', node_count, None)
    module.solve(run, puzzle, find_all)
    trace = run.recorder.finish()
    return run, trace, trace.build_tree(None)


def built_in(method, puzzle, find_all, node_limit=0):
    solver = Futoshiki.Solver(algorithm=method, solution_limit=0 if find_all else 1, node_limit=node_limit)
    return solver.solve(puzzle, None)


# Python searches about a hundred times slower than C: the random puzzles
# are kept to those the built-in settles in this many nodes.
NODE_BUDGET = 3000


class TheExamplesAreTheBuiltIns(unittest.TestCase):
    def check(self, method, sizes, count):
        rng = random.Random(30 + len(method))
        checked = 0
        while checked < count:
            n = sizes[checked % len(sizes)]
            puzzle = random_puzzle(n, rng)
            find_all = checked % 3 == 0
            result = built_in(method, puzzle, find_all, NODE_BUDGET)
            if result.props.status == Futoshiki.Status.LIMIT:
                continue
            checked += 1
            with self.subTest(method=method, n=n, i=checked, find_all=find_all):
                run, trace, tree = example_tree(method, puzzle, find_all)
                self.assertEqual(tree.props.nodes, result.props.nodes, puzzle.to_text(Futoshiki.Format.GRID))
                self.assertEqual(len(run.solutions), result.props.n_solutions)
                if run.solutions:
                    self.assertEqual(run.solutions[0], bytes(result.get_solution(0)))
                    self.assertTrue(puzzle.is_solution(run.solutions[0]))

    def test_backtracking_is_bt(self):
        self.check('bt', (3, 4, 5), 150)

    def test_forward_checking_is_fc(self):
        self.check('fc', (3, 4, 5, 6), 150)

    def test_a_wrong_count_would_show(self):
        # The comparison can fail: fc's tree is not bt's on a puzzle that
        # needs search.
        puzzle = Futoshiki.Puzzle.generate(5, 'hard', 3, None)
        _, _, tree = example_tree('fc', puzzle, False)
        self.assertNotEqual(tree.props.nodes, built_in('bt', puzzle, False).props.nodes)

    def test_my_heuristic_by_default_is_mrv_over_the_domains(self):
        puzzle = Futoshiki.Puzzle.generate(6, 'hard', 6, None)
        run = example_run.Run(puzzle, 'my_heuristic.py', Futoshiki.NodeCount.CONSISTENT_STATES, None)
        my_heuristic.solve(run, puzzle, False)
        tree = run.recorder.finish().build_tree(None)
        self.assertEqual(len(run.solutions), 1)
        self.assertTrue(puzzle.is_solution(run.solutions[0]))
        # Choosing by fewest candidates never needs more nodes here than
        # reading order (a property of this puzzle, checked so that the
        # heuristic demonstrably changes the search).
        self.assertLess(tree.props.nodes, built_in('fc', puzzle, False).props.nodes)


class FromAShell(unittest.TestCase):
    """What docs/scripting.md tells a newcomer to type."""

    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)

    def path(self, name):
        return os.path.join(self.dir.name, name)

    def run_example(self, name, *args):
        return subprocess.run([sys.executable, os.path.join(EXAMPLES, name), *args],
                              capture_output=True, text=True, timeout=600)

    def tree_json(self, *args):
        done = subprocess.run([CLI, 'tree', '--json', *args], capture_output=True, text=True, timeout=600)
        self.assertEqual(done.returncode, 0, done.stderr)
        return json.loads(done.stdout)

    def test_trace_read_by_the_command_has_the_built_ins_counts(self):
        for seed, n in ((1, 4), (2, 5), (3, 6), (4, 7)):
            puzzle = Futoshiki.Puzzle.generate(n, 'medium', seed, None)
            puzzle_path = self.path('p%d.txt' % n)
            puzzle.save(Gio.File.new_for_path(puzzle_path), Futoshiki.Format.GRID)
            for example, method in (('backtracking.py', 'bt'), ('forward_checking.py', 'fc')):
                with self.subTest(n=n, method=method):
                    trace_path = self.path('%s-%d.trace' % (method, n))
                    done = self.run_example(example, puzzle_path, '--trace', trace_path)
                    self.assertEqual(done.returncode, 0, done.stderr)
                    solved = subprocess.run([CLI, 'solve', '-a', method, puzzle_path],
                                            capture_output=True, text=True, timeout=600)
                    self.assertEqual(done.stdout, solved.stdout)
                    mine = self.tree_json('--trace', trace_path)
                    theirs = self.tree_json('-a', method, puzzle_path)
                    for key in ('nodes', 'decisions', 'dead_ends', 'solutions', 'depth'):
                        self.assertEqual(mine[key], theirs[key], key)

    @unittest.skipUnless(os.environ.get('FUTOSHIKI_C_EXAMPLE'), 'the C example is not built')
    def test_the_c_example_is_bt_too(self):
        for seed, n in ((5, 4), (6, 5), (7, 6)):
            puzzle = Futoshiki.Puzzle.generate(n, 'hard', seed, None)
            puzzle_path = self.path('c%d.txt' % n)
            puzzle.save(Gio.File.new_for_path(puzzle_path), Futoshiki.Format.GRID)
            trace_path = self.path('c%d.trace' % n)
            done = subprocess.run([os.environ['FUTOSHIKI_C_EXAMPLE'], puzzle_path, trace_path],
                                  capture_output=True, text=True, timeout=600)
            self.assertEqual(done.returncode, 0, done.stderr)
            solved = subprocess.run([CLI, 'solve', '-a', 'bt', puzzle_path], capture_output=True, text=True)
            self.assertEqual(done.stdout, solved.stdout)
            self.assertEqual(self.tree_json('--trace', trace_path)['nodes'],
                             self.tree_json('-a', 'bt', puzzle_path)['nodes'])

    def test_a_changed_last_assignment_is_refused_with_its_event(self):
        puzzle = Futoshiki.Puzzle.generate(5, 'hard', 8, None)
        puzzle_path = self.path('p.txt')
        puzzle.save(Gio.File.new_for_path(puzzle_path), Futoshiki.Format.GRID)
        trace_path = self.path('bt.trace')
        done = self.run_example('backtracking.py', puzzle_path, '--trace', trace_path)
        self.assertEqual(done.returncode, 0, done.stderr)
        with open(trace_path, encoding='utf-8') as f:
            lines = f.read().split('\n')
        first_event = next(i for i, line in enumerate(lines) if line.startswith(('assign ', 'unassign ')))
        last = max(i for i, line in enumerate(lines) if line.startswith('assign '))
        words = lines[last].split()
        n = puzzle.props.size
        words[2] = str(int(words[2]) % n + 1)
        lines[last] = ' '.join(words)
        with open(trace_path, 'w', encoding='utf-8') as f:
            f.write('\n'.join(lines))
        done = subprocess.run([CLI, 'tree', '--trace', trace_path], capture_output=True, text=True, timeout=600)
        self.assertEqual(done.returncode, 2, done.stdout)
        # Event numbers count the event lines from 1. bt tries values that
        # clash (and says so), so the changed value itself may stand as a
        # try; the solution after it cannot.
        numbers = {}
        count = 0
        for i, line in enumerate(lines[first_event:], first_event):
            if line and not line.startswith('#') and line != 'end':
                count += 1
                numbers[count] = i + 1
        match = re.search(r'%s:(\d+):\d+: event (\d+): ' % re.escape(trace_path), done.stderr)
        self.assertIsNotNone(match, done.stderr)
        line, event = int(match.group(1)), int(match.group(2))
        self.assertEqual(numbers[event], line, done.stderr)
        self.assertIn(line, (last + 1, last + 2), done.stderr)
        self.assertIn(lines[line - 1].split()[0], ('assign', 'solution'))

    def test_a_live_trace_goes_to_standard_output(self):
        puzzle_path = os.path.join(futotest.DATA, 'examples', 'unequal_4x4.txt')
        done = self.run_example('backtracking.py', puzzle_path, '--trace', '-')
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertTrue(done.stdout.startswith('futoshiki-lab-trace 2\n'), done.stdout[:80])
        self.assertTrue(done.stdout.rstrip('\n').endswith('end'))
        # The solution goes to standard error then, for a person to read.
        self.assertIn('1 | 4 > 3 | 2', done.stderr)
        trace = Futoshiki.Trace.new_from_text(done.stdout)
        self.assertEqual(trace.build_tree(None).props.nodes, built_in('bt', trace.get_puzzle(), False).props.nodes)

    def test_a_bad_puzzle_file_is_named(self):
        bad = self.path('bad.txt')
        with open(bad, 'w', encoding='utf-8') as f:
            f.write('4\n1 | 2 | 3\n')
        done = self.run_example('backtracking.py', bad)
        self.assertNotEqual(done.returncode, 0)
        self.assertIn(bad, done.stderr)


if __name__ == '__main__':
    unittest.main()
