# SPDX-License-Identifier: GPL-3.0-or-later
"""FutoshikiTrace and FutoshikiSearchTree through the typelib: traces read
from text and files and checked as they are read (the corpus of lying
traces refused at its events, malformed text with its line and column),
their events, puzzle and header, atomic saves, and the search tree with
its counts and pictures."""
import os
import tempfile
import unittest

from futotest import DATA, Futoshiki, Gio, GLib, planted, rng_for
from students import Backtracking

REASON = Futoshiki.Reason
KIND = Futoshiki.EventKind
TRACE_ERROR = Futoshiki.trace_error_quark()

VERSION_1 = '''futoshiki-lab-trace 1
size 3
algorithm bt
events 4
assign r1c1 1 decision depth 1
assign r1c2 1 decision depth 2
unassign r1c2 1 row cause r1c1 depth 2
assign r1c2 2 decision depth 2
'''

VERSION_2 = '''futoshiki-lab-trace 2
size 3
given r3c3 3
sign r1c2 < r1c3
algorithm my-solver
nodes decisions
assign r1c1 1 decision depth 1
prune r1c2 1 row cause r1c1 depth 1
assign r1c2 2 decision depth 2
backtrack r1c2 2 depth 1
unassign r1c2 2 depth 2
energy 2.5
end
'''


def fields(event):
    return (event.kind, event.reason, event.row, event.col, event.value,
            event.cause_row, event.cause_col, event.depth)


def lying_corpus():
    """(file, line:column, message) of each lying trace of the core's corpus."""
    folder = os.path.join(DATA, 'traces', 'lying')
    with open(os.path.join(folder, 'EXPECTED')) as f:
        for line in f:
            if line.strip() and not line.startswith('#'):
                name, place, message = line.rstrip('\n').split(' ', 2)
                yield os.path.join(folder, name), place, message


class Reading(unittest.TestCase):
    def test_version_1_has_no_puzzle(self):
        trace = Futoshiki.Trace.new_from_text(VERSION_1)
        self.assertIsNone(trace.get_puzzle())
        self.assertEqual((trace.props.size, trace.props.n_events, trace.props.algorithm), (3, 4, 'bt'))
        # bt's own way of counting, from the registry.
        self.assertEqual(trace.props.node_count, Futoshiki.NodeCount.DECISIONS)
        self.assertTrue(trace.props.complete)
        self.assertFalse(trace.props.truncated)

    def test_version_2_carries_its_puzzle_and_events(self):
        trace = Futoshiki.Trace.new_from_text(VERSION_2)
        puzzle = trace.get_puzzle()
        self.assertEqual(puzzle.props.size, 3)
        self.assertEqual(puzzle.get_given(2, 2), 3)
        self.assertEqual(puzzle.get_relation(0, 1, Futoshiki.Direction.RIGHT), Futoshiki.Relation.LESS)
        self.assertEqual(trace.props.algorithm, 'my-solver')
        self.assertTrue(trace.props.complete)
        self.assertEqual([fields(trace.get_event(i)) for i in range(trace.props.n_events)], [
            (KIND.ASSIGN, REASON.DECISION, 0, 0, 1, -1, -1, 1),
            (KIND.PRUNE, REASON.ROW, 0, 1, 1, 0, 0, 1),
            (KIND.ASSIGN, REASON.DECISION, 0, 1, 2, -1, -1, 2),
            (KIND.BACKTRACK, REASON.NONE, 0, 1, 2, -1, -1, 1),
            (KIND.UNASSIGN, REASON.NONE, 0, 1, 2, -1, -1, 2),
            (KIND.ENERGY, REASON.NONE, -1, -1, 0, -1, -1, 0),
        ])
        self.assertEqual(trace.get_event(5).energy, 2.5)
        # The puzzle handed out is a copy.
        puzzle.set_given(0, 0, 2)
        self.assertEqual(trace.get_puzzle().get_given(0, 0), 0)

    def test_events_in_any_order(self):
        puzzle, _ = planted(6, rng_for('order'), givens=0.1)
        rec = Futoshiki.Recorder.new(puzzle, 'order')
        Backtracking(puzzle, rec).search()
        trace = rec.finish()
        forward = [fields(trace.get_event(i)) for i in range(trace.props.n_events)]
        self.assertGreater(len(forward), 600)
        backward = [fields(trace.get_event(i)) for i in reversed(range(trace.props.n_events))]
        self.assertEqual(backward[::-1], forward)
        for i in (0, 599, 3, len(forward) - 1, 256, 255):
            self.assertEqual(fields(trace.get_event(i)), forward[i])
        with self.assertRaises(GLib.Error) as caught:
            trace.get_event(len(forward))
        self.assertTrue(caught.exception.matches(Futoshiki.error_quark(), Futoshiki.Error.INVALID))

    def test_a_run_cut_off_is_not_complete(self):
        trace = Futoshiki.Trace.new_from_text(VERSION_2.replace('end\n', ''))
        self.assertFalse(trace.props.complete)
        self.assertEqual(trace.props.n_events, 6)


class Refusals(unittest.TestCase):
    def test_the_lying_corpus_is_refused_at_each_event(self):
        cases = list(lying_corpus())
        self.assertGreater(len(cases), 20)
        for path, place, message in cases:
            line, column = place.split(':')
            with self.subTest(file=os.path.basename(path)):
                file = Gio.File.new_for_path(path)
                with self.assertRaises(GLib.Error) as caught:
                    Futoshiki.Trace.new_from_file(file)
                error = caught.exception
                self.assertEqual(error.domain, GLib.quark_to_string(TRACE_ERROR))
                # A lie names its event ("event N: …"); whatever else is wrong is a parse error.
                lie = message.startswith('event ') and message.split(' ', 2)[1].endswith(':')
                self.assertEqual(error.code, Futoshiki.TraceError.LIE if lie else Futoshiki.TraceError.PARSE)
                self.assertEqual(error.message, f'{file.get_parse_name()}: line {line}, column {column}: {message}')
                with open(path) as f:
                    text = f.read()
                with self.assertRaises(GLib.Error) as from_text:
                    Futoshiki.Trace.new_from_text(text)
                self.assertEqual(from_text.exception.code, error.code)
                self.assertEqual(from_text.exception.message, f'line {line}, column {column}: {message}')

    def test_malformed_text_names_the_place(self):
        for text, words in ((VERSION_2.replace('r1c2 1 row', 'r1c9 1 row'), 'line 8, column 7: '),
                            (VERSION_2.replace('depth 2\nbacktrack', 'depth two\nbacktrack'), 'line 9, column '),
                            ('', 'the trace is empty'),
                            ('futoshiki-lab-trace 1\nsize 3\n', "before its 'events' line"),
                            ('hello\n', 'line 1, column 1: this is not a Futoshiki Lab trace')):
            with self.subTest(words=words):
                with self.assertRaises(GLib.Error) as caught:
                    Futoshiki.Trace.new_from_text(text)
                self.assertTrue(caught.exception.matches(TRACE_ERROR, Futoshiki.TraceError.PARSE))
                self.assertIn(words, caught.exception.message)

    def test_a_changed_assignment_is_refused(self):
        # The "done when" of issue 30: the last assignment of a real run changed.
        puzzle, _ = planted(5, rng_for('changed'))
        rec = Futoshiki.Recorder.new(puzzle, 'changed')
        Backtracking(puzzle, rec).search()
        trace = rec.finish()
        lines = trace.to_text().splitlines(True)
        last = max(i for i, line in enumerate(lines) if line.startswith('assign '))
        words = lines[last].split()
        row, col = int(words[1][1]) - 1, int(words[1][3]) - 1
        words[2] = str(puzzle.props.size + 1 - int(words[2]) if int(words[2]) * 2 != puzzle.props.size + 1 else 1)
        lines[last] = ' '.join(words) + '\n'
        with self.assertRaises(GLib.Error) as caught:
            Futoshiki.Trace.new_from_text(''.join(lines))
        self.assertTrue(caught.exception.matches(TRACE_ERROR, Futoshiki.TraceError.LIE))
        number = sum(1 for line in lines[:last + 1] if line.split()[0] in
                     ('assign', 'unassign', 'prune', 'restore', 'backtrack', 'solution', 'move', 'energy'))
        # bt tries values that clash and takes them back, so a clashing
        # assignment may stand until the solution it leads to is claimed.
        self.assertRegex(caught.exception.message,
                         rf'^line \d+, column 1: event ({number}: r{row + 1}c{col + 1} = |{number + 1}: the solution)')

    def test_an_endless_line_is_refused(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, 'long.trace')
            with open(path, 'w') as f:
                f.write('futoshiki-lab-trace 2\nsize 4\n# ' + 'x' * (3 << 20))
            with self.assertRaises(GLib.Error) as caught:
                Futoshiki.Trace.new_from_file(Gio.File.new_for_path(path))
            self.assertTrue(caught.exception.matches(TRACE_ERROR, Futoshiki.TraceError.PARSE))
            self.assertIn('line 3 is longer than', caught.exception.message)

    def test_a_missing_file(self):
        with tempfile.TemporaryDirectory() as tmp:
            with self.assertRaises(GLib.Error) as caught:
                Futoshiki.Trace.new_from_file(Gio.File.new_for_path(os.path.join(tmp, 'none.trace')))
            self.assertTrue(caught.exception.matches(Gio.io_error_quark(), Gio.IOErrorEnum.NOT_FOUND))


class Writing(unittest.TestCase):
    def test_text_round_trip(self):
        for text in (VERSION_1, VERSION_2):
            trace = Futoshiki.Trace.new_from_text(text)
            again = Futoshiki.Trace.new_from_text(trace.to_text())
            self.assertEqual(again.to_text(), trace.to_text())
            self.assertEqual([fields(again.get_event(i)) for i in range(again.props.n_events)],
                             [fields(trace.get_event(i)) for i in range(trace.props.n_events)])
        self.assertTrue(Futoshiki.Trace.new_from_text(VERSION_2).to_text().startswith('futoshiki-lab-trace 2\n'))
        self.assertTrue(Futoshiki.Trace.new_from_text(VERSION_1).to_text().startswith('futoshiki-lab-trace 1\n'))

    def test_save_replaces_atomically(self):
        trace = Futoshiki.Trace.new_from_text(VERSION_2)
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, 'run.trace')
            with open(path, 'w') as f:
                f.write('old')
            trace.save(Gio.File.new_for_path(path))
            self.assertEqual(os.listdir(tmp), ['run.trace'])
            again = Futoshiki.Trace.new_from_file(Gio.File.new_for_path(path))
            self.assertEqual(again.to_text(), trace.to_text())
            # Under a file, which no one can write into: an error naming it.
            with self.assertRaises(GLib.Error) as caught:
                trace.save(Gio.File.new_for_path(os.path.join(path, 'inside.trace')))
            self.assertEqual(caught.exception.domain, 'g-io-error-quark')
            # Into a folder that cannot be written: an error, and the old file stays.
            os.chmod(tmp, 0o500)
            try:
                if os.access(tmp, os.W_OK):
                    self.skipTest('running as a user who writes anywhere')
                with self.assertRaises(GLib.Error) as caught:
                    Futoshiki.Trace.new_from_text(VERSION_1).save(Gio.File.new_for_path(path))
                self.assertEqual(caught.exception.domain, 'g-io-error-quark')
                with open(path) as f:
                    self.assertEqual(f.read(), trace.to_text())
            finally:
                os.chmod(tmp, 0o700)


class Trees(unittest.TestCase):
    def test_counts(self):
        tree = Futoshiki.Trace.new_from_text(VERSION_2).build_tree(None)
        # The root, r1c1 = 1 and under it r1c2 = 2, which was backtracked: a
        # dead end.
        self.assertEqual((tree.props.nodes, tree.props.decisions, tree.props.depth), (2, 2, 2))
        self.assertEqual((tree.props.dead_ends, tree.props.solutions, tree.props.cut), (1, 0, 0))
        self.assertFalse(tree.props.empty)

    def test_a_cancelled_build(self):
        cancellable = Gio.Cancellable()
        cancellable.cancel()
        with self.assertRaises(GLib.Error) as caught:
            Futoshiki.Trace.new_from_text(VERSION_2).build_tree(cancellable)
        self.assertTrue(caught.exception.matches(Gio.io_error_quark(), Gio.IOErrorEnum.CANCELLED))

    def test_pictures(self):
        puzzle, _ = planted(5, rng_for('pictures'))
        rec = Futoshiki.Recorder.new(puzzle, 'drawn')
        Backtracking(puzzle, rec).search()
        tree = rec.finish().build_tree(None)
        with tempfile.TemporaryDirectory() as tmp:
            for name, format_id, magic in (('tree.png', None, b'\x89PNG'), ('tree.pdf', None, b'%PDF'),
                                           ('tree.svg', None, b'<?xml'), ('tree.picture', 'png', b'\x89PNG'),
                                           ('other.svg', 'PDF', b'%PDF')):
                with self.subTest(name=name):
                    path = os.path.join(tmp, name)
                    tree.save_picture(Gio.File.new_for_path(path), format_id)
                    with open(path, 'rb') as f:
                        self.assertTrue(f.read().startswith(magic))
            for name, format_id in (('tree.bmp', None), ('tree.png', 'bmp')):
                with self.subTest(name=name, format_id=format_id):
                    with self.assertRaises(GLib.Error) as caught:
                        tree.save_picture(Gio.File.new_for_path(os.path.join(tmp, name)), format_id)
                    self.assertTrue(caught.exception.matches(Futoshiki.error_quark(), Futoshiki.Error.UNSUPPORTED))
                    self.assertIn('bmp', caught.exception.message)
            self.assertFalse(os.path.exists(os.path.join(tmp, 'tree.bmp')))


if __name__ == '__main__':
    unittest.main()
