# SPDX-License-Identifier: GPL-3.0-or-later
"""futo-engine-bench (bench/engine) in shards: four shards of one table,
run by GNU parallel as a batch system would run them, merged with
--merge, give the table and the CSV file of one run of the whole table;
the merge refuses a shard left out, a shard given twice and a damaged
file, naming the file and line.

Seconds differ from run to run, so the shards are compared with one run
with every time masked; all the rest is the same every time, because the
engine runs with a node limit (which keeps it on one thread and stops it
at the same node) and the references are fakes on $PATH whose answers
depend only on the instance. One run's own CSV file, whole or cut into
shards, must merge back to that file, that table and that chart to the
digit, times included.

usage: test-engine-bench-shards.py FUTO-ENGINE-BENCH [FUTO-ENGINE-CHART]"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

BENCH = None
CHART = None

# Orders 30 and 35 (a limit each), easy and hard fractions: the engine
# solves some and stops at its node limit on others.
TABLE = ['--balanced', '--only', 'bqwh_30_h3,bqwh_35_h24', '--seeds', '3', '--nodes', '3000',
         '--limit', '100,35:200', '--refs', 'cadical,clasp', '--no-uniq']

# "cadical": a small DPLL (unit propagation, chronological backtracking)
# with a budget of decisions: the model when it finds one, "s UNKNOWN"
# (as a solver says at its limit: a timeout) when the budget is spent.
FAKE_CADICAL = """#!/usr/bin/env python3
import sys
clauses, n_vars = [], 0
with open(sys.argv[-1]) as f:
    for line in f:
        if line.startswith('p'):
            n_vars = int(line.split()[2])
        elif line.strip() and not line.startswith('c'):
            clauses.append([int(x) for x in line.split()[:-1]])
value = [0] * (n_vars + 1)
falsified_by = {}
for i, clause in enumerate(clauses):
    for lit in clause:
        falsified_by.setdefault(-lit, []).append(i)
trail, done = [], 0
def true(lit):
    return value[abs(lit)] == (1 if lit > 0 else -1)
def assign(lit):
    if value[abs(lit)] == 0:
        value[abs(lit)] = 1 if lit > 0 else -1
        trail.append(lit)
    return true(lit)
def propagate():
    global done
    while done < len(trail):
        lit = trail[done]
        done += 1
        for i in falsified_by.get(lit, []):
            if any(true(m) for m in clauses[i]):
                continue
            free = [m for m in clauses[i] if value[abs(m)] == 0]
            if not free or (len(free) == 1 and not assign(free[0])):
                return False
    return True
def undo(length):
    global done
    while len(trail) > length:
        value[abs(trail.pop())] = 0
    done = length
ok = all(assign(c[0]) for c in clauses if len(c) == 1)
decisions, budget = [], 300
while True:
    if not ok or not propagate():
        while decisions and decisions[-1][2]:
            decisions.pop()
        if not decisions:
            print('s UNSATISFIABLE')
            sys.exit(20)
        length, lit, _ = decisions.pop()
        undo(length)
        decisions.append((length, lit, True))
        ok = assign(-lit)
        continue
    free = next((v for v in range(1, n_vars + 1) if value[v] == 0), None)
    if free is None:
        break
    budget -= 1
    if budget == 0:
        print('s UNKNOWN')
        sys.exit(0)
    decisions.append((len(trail), free, False))
    ok = assign(free)
print('s SATISFIABLE')
print('v ' + ' '.join(str(v * value[v]) for v in range(1, n_vars + 1)) + ' 0')
sys.exit(10)
"""

# "clasp": a wrong "unsatisfiable" on some instances (by the file's
# checksum), "unknown" on the others.
FAKE_CLASP = """#!/bin/sh
PATH=/usr/bin:/bin
for last; do :; done
case "$last" in *trivial.cnf) echo "s SATISFIABLE"; echo "v 1 0"; exit 10 ;; esac
if [ $(( $(cksum < "$last" | cut -d' ' -f1) % 3 )) -eq 0 ]; then
  echo "s UNSATISFIABLE"; exit 20
fi
echo "s UNKNOWN"
exit 0
"""


def masked_csv(text):
    """The CSV file without its seconds (the fifth column)."""
    rows = [line.split(',') for line in text.splitlines()]
    return '\n'.join(','.join(row[:4] + ['S'] + row[5:]) for row in rows[1:])


def table(out):
    """The table of a run's output: its limits line, column header and
    rows, without the lines that say what ran where."""
    return '\n'.join(line for line in out.splitlines()
                     if not line.startswith(('reference ', 'lab: ', 'shard ', 'merged from ')))


def masked_table(out):
    """The table with each time (and ratio) a T, and the columns one space
    apart, as a time's width varies too."""
    return '\n'.join(' '.join(re.sub(r'\d+\.\d+', 'T', line).split()) for line in table(out).splitlines())


class Shards(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.parallel = shutil.which('parallel')
        cls.dir = tempfile.TemporaryDirectory()
        cls.bin = os.path.join(cls.dir.name, 'bin')
        os.mkdir(cls.bin)
        for name, text in [('cadical', FAKE_CADICAL), ('clasp', FAKE_CLASP)]:
            path = os.path.join(cls.bin, name)
            with open(path, 'w') as f:
                f.write(text)
            os.chmod(path, 0o755)
        # The fakes come first; they and parallel need python3 and perl.
        cls.env = dict(os.environ, PATH=cls.bin + ':/usr/bin:/bin')
        cls.whole_csv = cls.path('whole.csv')
        cls.whole = cls.bench(TABLE + ['--csv', cls.whole_csv])
        with open(cls.whole_csv) as f:
            cls.whole_rows = f.read()

    @classmethod
    def tearDownClass(cls):
        cls.dir.cleanup()

    @classmethod
    def path(cls, name):
        return os.path.join(cls.dir.name, name)

    @classmethod
    def bench(cls, args):
        return subprocess.run([BENCH] + args, env=cls.env, capture_output=True, text=True, timeout=300)

    def run_shards(self):
        if self.parallel is None:
            self.skipTest('GNU parallel is not installed (Debian package parallel)')
        if getattr(Shards, 'parts', None) is None:
            Shards.parts = self.run_parallel()
        return Shards.parts

    def run_parallel(self):
        done = subprocess.run([self.parallel, '--will-cite', BENCH] + TABLE
                              + ['--shard', '{}/4', '--csv', self.path('part-{}.csv'), ':::', '1', '2', '3', '4'],
                              env=self.env, capture_output=True, text=True, timeout=300)
        parts = [self.path('part-%d.csv' % k) for k in range(1, 5)]
        # parallel's status counts the shards that failed: here those that
        # met a wrong answer (status 1), and only those.
        wrong = 0
        for part in parts:
            with open(part) as f:
                wrong += ',clasp,unsat,' in f.read()
        self.assertEqual(done.returncode, wrong, done.stderr)
        self.assertIn('shard 3 of 4: instances 3, 7, 11, … of the 18', done.stdout)
        return parts

    def test_whole_run_is_a_table_worth_merging(self):
        # Every outcome is there, so the merge has each to carry over.
        for outcome in [',lab,solved,', ',lab,timeout,', ',cadical,solved,', ',cadical,timeout,',
                        ',clasp,unsat,', ',clasp,timeout,']:
            self.assertIn(outcome, self.whole_rows)
        self.assertEqual(self.whole.returncode, 1, self.whole.stderr)
        self.assertIn('time limit 100 s per run, 200 s from order 35;', self.whole.stdout)
        self.assertEqual(len(self.whole_rows.splitlines()), 1 + 18 * 3)

    def test_four_shards_merge_to_the_whole_run(self):
        parts = self.run_shards()
        merged_csv = self.path('merged.csv')
        merged = self.bench(['--merge', parts[2], parts[0], parts[3], parts[1], '--csv', merged_csv])
        self.assertEqual(merged.returncode, self.whole.returncode, merged.stderr)
        self.assertEqual(merged.stderr.splitlines()[-1], self.whole.stderr.splitlines()[-1])
        self.assertIn('merged from 4 CSV files: 54 runs on 18 instances', merged.stdout)
        self.assertEqual(masked_table(merged.stdout), masked_table(self.whole.stdout))
        with open(merged_csv) as f:
            self.assertEqual(masked_csv(f.read()), masked_csv(self.whole_rows))

    def test_whole_run_merges_to_itself_to_the_digit(self):
        merged_csv = self.path('itself.csv')
        merged = self.bench(['--merge', self.whole_csv, '--csv', merged_csv])
        self.assertEqual(merged.returncode, 1, merged.stderr)
        self.assertEqual(table(merged.stdout), table(self.whole.stdout))
        with open(merged_csv) as f:
            self.assertEqual(f.read(), self.whole_rows)

    def test_whole_run_cut_into_shards_merges_back_to_the_digit(self):
        # The rows of one run, written out as four shards would have
        # written them (every fourth instance), so that the times are the
        # same too: the merge must give back that run's file, its table
        # and its chart exactly.
        header, *rows = self.whole_rows.splitlines()
        parts = []
        for k in range(4):
            part = self.path('cut-%d.csv' % k)
            with open(part, 'w') as f:
                f.write('\n'.join([header] + [row for row in rows if (int(row.split(',')[7]) - 1) % 4 == k]) + '\n')
            parts.append(part)
        merged_csv = self.path('cut-merged.csv')
        merged = self.bench(['--merge', parts[3], parts[1], parts[0], parts[2], '--csv', merged_csv])
        self.assertEqual(merged.returncode, 1, merged.stderr)
        self.assertEqual(table(merged.stdout), table(self.whole.stdout))
        with open(merged_csv) as f:
            self.assertEqual(f.read(), self.whole_rows)
        if CHART is not None:
            self.assertEqual(self.chart(merged_csv, 'cut-merged.png'), self.chart(self.whole_csv, 'whole.png'))

    def chart(self, csv, name):
        done = subprocess.run([CHART, csv, self.path(name)], capture_output=True, text=True, timeout=120)
        self.assertEqual(done.returncode, 0, done.stderr)
        with open(self.path(name), 'rb') as f:
            return f.read()

    def test_merge_refuses_what_is_not_one_whole_table(self):
        parts = self.run_shards()
        left_out = self.bench(['--merge', parts[0], parts[1], parts[3]])
        self.assertEqual(left_out.returncode, 2)
        self.assertIn('merge: 4 of the 18 instances have no rows (the first: job 3): is a shard\'s CSV file '
                      'left out', left_out.stderr)
        twice = self.bench(['--merge'] + parts + [parts[1]])
        self.assertEqual(twice.returncode, 2)
        self.assertRegex(twice.stderr, r'part-2\.csv:2: bqwh_30_h30 #2 lab again \(first at .*part-2\.csv:2\): '
                         r'a shard given twice\?')
        damaged = self.path('damaged.csv')
        with open(parts[3]) as f, open(damaged, 'w') as g:
            g.write(f.read()[:-3])
        cut = self.bench(['--merge', parts[0], parts[1], parts[2], damaged])
        self.assertEqual(cut.returncode, 2)
        self.assertRegex(cut.stderr, r'damaged\.csv:\d+: the file ends inside a row')
        with open(parts[3]) as f, open(damaged, 'w') as g:
            g.write(f.read().replace(',200,', ',60,'))
        limit = self.bench(['--merge', parts[0], parts[1], parts[2], damaged])
        self.assertEqual(limit.returncode, 2)
        # Which of the two is named first depends on the order of the jobs.
        self.assertRegex(limit.stderr, r'csv:\d+: order 35 with a limit of (60 s, 200|200 s, 60) s at .*csv:\d+: '
                         r'shards run with different --limit\?')

    def test_bad_values_are_refused_in_one_sentence(self):
        for args, expected in [(['--shard', '5/4', '--csv', self.path('x.csv')], "--shard: '5/4' is not a shard"),
                               (['--shard', '0/4', '--csv', self.path('x.csv')], "--shard: '0/4' is not a shard"),
                               (['--shard', '2/4'], '--shard needs --csv FILE'),
                               (['--limit', '10,56'], "--limit: '10,56' is not a time limit"),
                               (['--limit', '10,56:60,50:10'], "is not a time limit"),
                               (['--merge'], '--merge needs the CSV files'),
                               (['--merge', '--seeds', '2', self.whole_csv], '--merge takes no option but --csv')]:
            with self.subTest(args=args):
                done = self.bench(args)
                self.assertEqual(done.returncode, 2)
                self.assertIn(expected, done.stderr)
                self.assertEqual(len(done.stderr.splitlines()), 1, done.stderr)


if __name__ == '__main__':
    BENCH = os.path.abspath(sys.argv.pop(1))
    if len(sys.argv) > 1:
        CHART = os.path.abspath(sys.argv.pop(1))
    unittest.main()
