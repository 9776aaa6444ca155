# SPDX-License-Identifier: GPL-3.0-or-later
"""futo-engine-bench (bench/engine) reads its SAT references' answers right:
a fake solver on $PATH, under each reference's program name, answers a
puzzle with one open cell (so the file the bench writes has one variable)
with a right model, a wrong one, a model that names no variable of the
file, an exit status that contradicts its verdict, an "unknown" and
nothing at all. The bench must accept only the right model, count the
unknown as a timeout, report the others as wrong answers (exit status 1),
pass the time limit in each solver's own style, and say when a solver is
not there.

usage: test-engine-bench-refs.py FUTO-ENGINE-BENCH"""
import os
import subprocess
import sys
import tempfile
import unittest

BENCH = None

# A 4 × 4 Latin square with its last cell open.
PUZZLE = """4
1 | 2 | 3 | 4
- - - -
2 | 1 | 4 | 3
- - - -
3 | 4 | 1 | 2
- - - -
4 | 3 | 2 | .
"""

# Answers as FAKE_SAT_MODE says, and keeps its arguments and the file it
# was given (the last argument) for the test to read.
FAKE = """#!/bin/sh
PATH=/usr/bin:/bin
for last; do :; done
case "$last" in
  *trivial.cnf) ;;
  *) printf '%s\\n' "$@" > "$FAKE_SAT_LOG"; cp "$last" "$FAKE_SAT_LOG.cnf" ;;
esac
case "$FAKE_SAT_MODE" in
  right)   echo "s SATISFIABLE"; echo "v 1 0"; exit 10 ;;
  wrong)   echo "s SATISFIABLE"; echo "v -1 0"; exit 10 ;;
  range)   echo "s SATISFIABLE"; echo "v 1 7 0"; exit 10 ;;
  status)  echo "s SATISFIABLE"; echo "v 1 0"; exit 0 ;;
  unsat)   echo "s UNSATISFIABLE"; exit 20 ;;
  unknown) echo "s UNKNOWN"; exit 0 ;;
  silent)  exit 0 ;;
esac
exit 3
"""

# Each reference: its program and how it must have been given the limit.
SOLVERS = {
    'cadical': ('cadical', ['-t', '10']),
    'cryptominisat': ('cryptominisat5', ['--maxtime', '10']),
    'clasp': ('clasp', ['--time-limit=10']),
}


class FakeSolver(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.bin = os.path.join(self.dir.name, 'bin')
        os.mkdir(self.bin)
        self.puzzle = os.path.join(self.dir.name, 'one-hole.txt')
        with open(self.puzzle, 'w') as f:
            f.write(PUZZLE)
        self.log = os.path.join(self.dir.name, 'args')

    def tearDown(self):
        self.dir.cleanup()

    def install(self, program):
        path = os.path.join(self.bin, program)
        with open(path, 'w') as f:
            f.write(FAKE)
        os.chmod(path, 0o755)

    def run_bench(self, ref, mode):
        csv = os.path.join(self.dir.name, 'runs.csv')
        env = dict(os.environ, PATH=self.bin, FAKE_SAT_MODE=mode, FAKE_SAT_LOG=self.log)
        done = subprocess.run([BENCH, '--refs', ref, '--limit', '10', '--csv', csv, self.puzzle],
                              env=env, capture_output=True, text=True, timeout=60)
        with open(csv) as f:
            runs = [line.split(',') for line in f.read().splitlines()[1:]]
        return done, {run[2]: run[3] for run in runs}

    def test_each_solver_right_model_accepted(self):
        for ref, (program, limit_args) in SOLVERS.items():
            with self.subTest(ref=ref):
                self.install(program)
                done, outcomes = self.run_bench(ref, 'right')
                self.assertEqual(done.returncode, 0, done.stderr)
                self.assertEqual(outcomes.get(ref), 'solved')
                self.assertEqual(outcomes.get('lab'), 'solved')
                self.assertRegex(done.stdout, r'one-hole\.txt.* 1/1 .* 1/1 ')
                with open(self.log) as f:
                    args = f.read().split('\n')
                for arg in limit_args:
                    self.assertIn(arg, args)
                with open(self.log + '.cnf') as f:
                    self.assertEqual(f.readline().split()[:3], ['p', 'cnf', '1'])

    def test_wrong_answers_are_reported(self):
        self.install('cadical')
        for mode, outcome in [('wrong', 'error'), ('range', 'error'), ('status', 'error'),
                              ('silent', 'error'), ('unsat', 'unsat')]:
            with self.subTest(mode=mode):
                done, outcomes = self.run_bench('cadical', mode)
                self.assertEqual(done.returncode, 1, done.stdout)
                self.assertIn('cadical: WRONG ANSWER', done.stderr)
                self.assertEqual(outcomes.get('cadical'), outcome)
                self.assertRegex(done.stdout, r'one-hole\.txt +[0-9.]+ +1/1 +- +timeout +0/1 ')

    def test_unknown_is_a_timeout(self):
        self.install('clasp')
        done, outcomes = self.run_bench('clasp', 'unknown')
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertEqual(outcomes.get('clasp'), 'timeout')
        self.assertNotIn('WRONG', done.stderr)

    def test_missing_solver_is_skipped_with_a_word(self):
        done, outcomes = self.run_bench('cryptominisat', 'right')
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn('reference cryptominisat: not found, skipped', done.stdout)
        self.assertNotIn('cryptominisat', outcomes)

    def test_unknown_reference_name_is_refused(self):
        done = subprocess.run([BENCH, '--refs', 'cadical,minisat', self.puzzle],
                              capture_output=True, text=True, timeout=60)
        self.assertEqual(done.returncode, 2)
        self.assertIn('no reference "minisat"', done.stderr)


if __name__ == '__main__':
    BENCH = os.path.abspath(sys.argv.pop(1))
    unittest.main()
