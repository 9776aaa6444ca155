# SPDX-License-Identifier: GPL-3.0-or-later
"""FutoshikiRecorder through the typelib, as a student's solver uses it: a
run recorded by hand and read back, a lie refused at its event, the depth
the recorder keeps giving the tree the built-in methods give (a plain
backtracking and a forward checking written in Python against `bt` and
`fc` on random puzzles), the stream of a live run, and its saves."""
import os
import subprocess
import sys
import tempfile
import textwrap
import time
import unittest

from futotest import Futoshiki, Gio, GLib, planted, rng_for
from students import Backtracking, ForwardChecking

REASON = Futoshiki.Reason
KIND = Futoshiki.EventKind
NODES = Futoshiki.NodeCount


def puzzle_4x4():
    """r1c1 = 1 given, r1c2 < r1c3."""
    puzzle = Futoshiki.Puzzle.new(4)
    puzzle.set_given(0, 0, 1)
    puzzle.set_relation(0, 1, Futoshiki.Direction.RIGHT, Futoshiki.Relation.LESS)
    return puzzle


def events(trace):
    return [trace.get_event(i) for i in range(trace.props.n_events)]


def fields(event):
    return (event.kind, event.reason, event.row, event.col, event.value,
            event.cause_row, event.cause_col, event.depth)


def without_events_line(text):
    """A stream cannot know the count: the text form without it."""
    return ''.join(line for line in text.splitlines(True) if not line.startswith('events '))


def stream_text(stream):
    return bytes(stream.steal_as_bytes().get_data()).decode()


class ByHand(unittest.TestCase):
    def test_the_queue_of_arcs_by_hand(self):
        # A student's AC-3: two arcs queued, one revised, its prune, a flush.
        rec = Futoshiki.Recorder.new(puzzle_4x4(), 'my-ac3')
        rec.queue(0, 1, 0, 0)
        rec.queue(0, 2, 0, 0)
        rec.revise(0, 1, 0, 0)
        rec.prune(0, 1, 1, REASON.ARC, 0, 0)
        rec.flush_queue()
        trace = rec.finish()
        self.assertEqual([fields(e) for e in events(trace)], [
            (KIND.QUEUE, REASON.NONE, 0, 1, 0, 0, 0, 0),
            (KIND.QUEUE, REASON.NONE, 0, 2, 0, 0, 0, 0),
            (KIND.REVISE, REASON.NONE, 0, 1, 0, 0, 0, 0),
            (KIND.PRUNE, REASON.ARC, 0, 1, 1, 0, 0, 0),
            (KIND.FLUSH, REASON.NONE, -1, -1, 0, -1, -1, 0),
        ])
        again = Futoshiki.Trace.new_from_text(trace.to_text())
        self.assertEqual([fields(e) for e in events(again)], [fields(e) for e in events(trace)])

    def test_an_arc_queued_twice_is_a_lie(self):
        rec = Futoshiki.Recorder.new(puzzle_4x4(), 'my-ac3')
        rec.queue(0, 1, 0, 0)
        with self.assertRaises(GLib.Error) as caught:
            rec.queue(0, 1, 0, 0)
        self.assertIn('already waiting', caught.exception.message)

    def test_a_run_recorded_by_hand_reads_back(self):
        puzzle = puzzle_4x4()
        rec = Futoshiki.Recorder.new(puzzle, 'by-hand')
        self.assertEqual((rec.props.n_events, rec.props.depth), (0, 0))
        rec.prune(0, 1, 1, REASON.ROW, 0, 0)
        rec.assign(0, 1, 2, REASON.DECISION)
        self.assertEqual(rec.props.depth, 1)
        rec.assign(0, 2, 3, REASON.DECISION)
        self.assertEqual(rec.props.depth, 2)
        rec.backtrack(0, 2, 3)
        self.assertEqual(rec.props.depth, 1)
        rec.unassign(0, 2, 3)
        rec.assign(0, 2, 4, REASON.DECISION)
        self.assertEqual((rec.props.n_events, rec.props.depth), (6, 2))
        trace = rec.finish()

        self.assertEqual(trace.props.algorithm, 'by-hand')
        self.assertEqual(trace.props.node_count, NODES.DECISIONS)
        self.assertTrue(trace.props.complete)
        self.assertEqual(trace.props.n_events, 6)
        self.assertEqual([fields(e) for e in events(trace)], [
            (KIND.PRUNE, REASON.ROW, 0, 1, 1, 0, 0, 0),
            (KIND.ASSIGN, REASON.DECISION, 0, 1, 2, -1, -1, 1),
            (KIND.ASSIGN, REASON.DECISION, 0, 2, 3, -1, -1, 2),
            (KIND.BACKTRACK, REASON.NONE, 0, 2, 3, -1, -1, 1),
            (KIND.UNASSIGN, REASON.NONE, 0, 2, 3, -1, -1, 2),
            (KIND.ASSIGN, REASON.DECISION, 0, 2, 4, -1, -1, 2),
        ])
        again = Futoshiki.Trace.new_from_text(trace.to_text())
        self.assertEqual([fields(e) for e in events(again)], [fields(e) for e in events(trace)])
        self.assertEqual(again.props.algorithm, 'by-hand')
        self.assertEqual(again.get_puzzle().get_given(0, 0), 1)
        self.assertEqual(again.get_puzzle().get_relation(0, 1, Futoshiki.Direction.RIGHT), Futoshiki.Relation.LESS)
        # r1c2 = 2 under r1c3 = 4, and the sibling r1c3 = 3 before it.
        tree = again.build_tree(None)
        self.assertEqual((tree.props.nodes, tree.props.decisions, tree.props.depth), (3, 3, 2))

    def test_a_binary_choice_goes_deeper_under_its_second_branch(self):
        # As the lab engine branches: r1c2 = 2, then r1c2 ≠ 2 (a prune with
        # reason DECISION of a cell with no value), under which r1c2 = 3.
        rec = Futoshiki.Recorder.new(puzzle_4x4(), 'binary')
        rec.assign(1, 1, 2, REASON.DECISION)
        rec.backtrack(1, 1, 2)
        rec.unassign(1, 1, 2)
        rec.prune(1, 1, 2, REASON.DECISION, -1, -1)
        self.assertEqual(rec.props.depth, 1)
        rec.assign(1, 1, 3, REASON.DECISION)
        self.assertEqual(rec.props.depth, 2)
        trace = rec.finish()
        self.assertEqual([e.depth for e in events(trace)], [1, 0, 1, 1, 2])
        tree = trace.build_tree(None)
        self.assertEqual((tree.props.decisions, tree.props.depth), (3, 2))

    def test_the_puzzle_is_a_copy(self):
        puzzle = puzzle_4x4()
        rec = Futoshiki.Recorder.new(puzzle, 'copy')
        puzzle.set_given(3, 3, 2)
        self.assertEqual(rec.props.puzzle.get_given(3, 3), 0)
        rec.assign(3, 3, 3, REASON.DECISION)
        self.assertEqual(rec.finish().get_puzzle().get_given(3, 3), 0)

    def test_the_solver_name_is_one_word_of_the_format(self):
        rec = Futoshiki.Recorder.new(puzzle_4x4(), 'my solver (v2)')
        self.assertEqual(rec.props.solver_name, 'my_solver__v2_')
        self.assertIn('algorithm my_solver__v2_\n', rec.finish().to_text())
        self.assertIsNone(Futoshiki.Recorder.new(puzzle_4x4(), None).finish().props.algorithm)

    def test_the_node_count_is_written(self):
        rec = Futoshiki.Recorder(puzzle=puzzle_4x4(), solver_name='fcish', node_count=NODES.CONSISTENT_STATES)
        trace = rec.finish()
        self.assertIn('nodes consistent-states\n', trace.to_text())
        self.assertEqual(Futoshiki.Trace.new_from_text(trace.to_text()).props.node_count, NODES.CONSISTENT_STATES)

    def test_arguments_out_of_range_name_the_event(self):
        rec = Futoshiki.Recorder.new(puzzle_4x4(), 'range')
        rec.assign(1, 1, 2, REASON.DECISION)
        for call, words in ((lambda: rec.assign(4, 0, 1, REASON.DECISION), 'row 4, column 0'),
                            (lambda: rec.prune(0, 1, 5, REASON.ROW, 0, 0), 'value 5'),
                            (lambda: rec.prune(0, 1, 2, REASON.ROW, 0, -1), 'row 0, column -1'),
                            (lambda: rec.restore(-1, 0, 1), 'row -1, column 0'),
                            (lambda: rec.energy(float('nan')), 'finite')):
            with self.assertRaises(GLib.Error) as caught:
                call()
            self.assertTrue(caught.exception.matches(Futoshiki.error_quark(), Futoshiki.Error.INVALID))
            self.assertTrue(caught.exception.message.startswith('event 2: '), caught.exception.message)
            self.assertIn(words, caught.exception.message)
        # Nothing was recorded, and the run goes on.
        self.assertEqual(rec.props.n_events, 1)
        rec.unassign(1, 1, 2)
        self.assertEqual(rec.finish().props.n_events, 2)

    def test_a_finished_recorder_takes_no_more_events(self):
        rec = Futoshiki.Recorder.new(puzzle_4x4(), 'done')
        rec.assign(1, 1, 2, REASON.DECISION)
        trace = rec.finish()
        self.assertIs(rec.finish(), trace)
        with self.assertRaises(GLib.Error) as caught:
            rec.unassign(1, 1, 2)
        self.assertTrue(caught.exception.matches(Futoshiki.error_quark(), Futoshiki.Error.INVALID))
        self.assertEqual(trace.props.n_events, 1)


class Lies(unittest.TestCase):
    def test_a_lying_event_is_refused_with_its_number(self):
        rec = Futoshiki.Recorder.new(puzzle_4x4(), 'liar')
        rec.assign(1, 1, 3, REASON.DECISION)
        rec.prune(1, 2, 3, REASON.ROW, 1, 1)
        with self.assertRaises(GLib.Error) as caught:
            rec.assign(1, 2, 3, REASON.DECISION)
        error = caught.exception
        self.assertTrue(error.matches(Futoshiki.trace_error_quark(), Futoshiki.TraceError.LIE))
        self.assertEqual(error.message, 'event 3: r2c3 = 3, but event 2 removed 3 from r2c3')
        self.assertEqual(rec.props.n_events, 2)
        # The recorder stops at its first lie, as the student's program should.
        with self.assertRaises(GLib.Error) as again:
            rec.unassign(1, 1, 3)
        self.assertEqual(again.exception.message, error.message)
        with self.assertRaises(GLib.Error):
            rec.finish()

    def test_each_kind_of_lie(self):
        def given(rec):
            rec.assign(0, 0, 2, REASON.DECISION)

        def cause(rec):
            rec.assign(1, 1, 2, REASON.DECISION)
            rec.prune(2, 2, 2, REASON.ROW, 1, 1)

        def sign(rec):
            # r1c2 = 2 < r1c3 leaves r1c3 its 3.
            rec.assign(0, 1, 2, REASON.DECISION)
            rec.prune(0, 2, 3, REASON.SIGN, 0, 1)

        def unassigned(rec):
            rec.unassign(2, 2, 1)

        def refuted_without_reason(rec):
            rec.assign(1, 1, 2, REASON.DECISION)
            rec.refute(1, 1, 2, REASON.ROW, 1, 2)

        def solution(rec):
            rec.solution()

        for tell, number in ((given, 1), (cause, 2), (sign, 2), (unassigned, 1),
                             (refuted_without_reason, 2), (solution, 1)):
            with self.subTest(lie=tell.__name__):
                rec = Futoshiki.Recorder.new(puzzle_4x4(), 'liar')
                with self.assertRaises(GLib.Error) as caught:
                    tell(rec)
                self.assertTrue(caught.exception.matches(Futoshiki.trace_error_quark(), Futoshiki.TraceError.LIE))
                self.assertTrue(caught.exception.message.startswith(f'event {number}: '), caught.exception.message)

    def test_unchecked_a_lie_is_recorded_and_refused_when_read(self):
        rec = Futoshiki.Recorder(puzzle=puzzle_4x4(), solver_name='liar', check=False)
        rec.assign(1, 1, 3, REASON.DECISION)
        rec.assign(1, 2, 3, REASON.DECISION)
        rec.assign(0, 0, 4, REASON.DECISION)
        text = rec.finish().to_text()
        with self.assertRaises(GLib.Error) as caught:
            Futoshiki.Trace.new_from_text(text)
        self.assertTrue(caught.exception.matches(Futoshiki.trace_error_quark(), Futoshiki.TraceError.LIE))
        self.assertIn('event 3: r1c1 = 4 breaks the given r1c1 = 1', caught.exception.message)

    def test_checking_is_chosen_before_the_first_event(self):
        rec = Futoshiki.Recorder.new(puzzle_4x4(), 'late')
        rec.assign(1, 1, 3, REASON.DECISION)
        rec.props.check = False    # ignored, with a warning
        self.assertTrue(rec.props.check)
        with self.assertRaises(GLib.Error):
            rec.assign(0, 0, 4, REASON.DECISION)


class SameTreeAsTheBuiltIns(unittest.TestCase):
    """The recorder keeps the depth as bt and fc keep theirs: the tree of a
    student's run counts what the built-in method's statistics count."""

    def compare(self, algorithm, student, node_count, sizes, per_size):
        rng = rng_for('same-tree-' + algorithm)
        for n in sizes:
            for i in range(per_size):
                puzzle, _ = planted(n, rng, givens=rng.choice((0.1, 0.2, 0.3)), signs=rng.choice((0.2, 0.4)))
                rec = Futoshiki.Recorder.new(puzzle, 'student-' + algorithm)
                rec.props.node_count = node_count
                student(puzzle, rec)
                trace = rec.finish()
                tree = trace.build_tree(None)
                result = Futoshiki.Solver(algorithm=algorithm).solve(puzzle, None)
                with self.subTest(size=n, i=i):
                    self.assertEqual(result.props.status, Futoshiki.Status.SOLVED)
                    self.assertEqual(tree.props.nodes, result.props.nodes)
                    self.assertEqual(tree.props.solutions, 1)
                    self.assertEqual(tree.props.cut, 0)
                    # Read back, the trace still says how to count.
                    again = Futoshiki.Trace.new_from_text(trace.to_text())
                    self.assertEqual(again.build_tree(None).props.nodes, result.props.nodes)

    def test_backtracking_counts_as_bt(self):
        self.compare('bt', lambda puzzle, rec: Backtracking(puzzle, rec).search(),
                     NODES.DECISIONS, range(3, 7), 6)

    @unittest.skipUnless(os.environ.get('FUTOSHIKI_CLI'), 'needs FUTOSHIKI_CLI, the futoshiki command')
    def test_backtracking_tells_what_bt_tells(self):
        # Event for event, depths included: the trace `futoshiki solve -a bt
        # --trace` writes for the same puzzle.
        rng = rng_for('bt-events')
        with tempfile.TemporaryDirectory() as tmp:
            for i in range(8):
                puzzle, _ = planted(3 + i % 4, rng, givens=0.15, signs=0.3)
                path, trace_path = os.path.join(tmp, 'p.txt'), os.path.join(tmp, 'bt.trace')
                puzzle.save(Gio.File.new_for_path(path), Futoshiki.Format.GRID)
                subprocess.run([os.environ['FUTOSHIKI_CLI'], 'solve', '-a', 'bt', '--trace', trace_path, path],
                               check=True, stdout=subprocess.DEVNULL)
                bt = Futoshiki.Trace.new_from_file(Gio.File.new_for_path(trace_path))
                rec = Futoshiki.Recorder.new(puzzle, 'student-bt')
                Backtracking(puzzle, rec).search()
                with self.subTest(i=i):
                    self.assertEqual([fields(e) for e in events(rec.finish())], [fields(e) for e in events(bt)])

    def test_forward_checking_counts_as_fc(self):
        self.compare('fc', lambda puzzle, rec: ForwardChecking(puzzle, rec).solve(),
                     NODES.CONSISTENT_STATES, range(3, 7), 6)


class Streaming(unittest.TestCase):
    def record_bt(self, puzzle, rec):
        Backtracking(puzzle, rec).search()
        return rec.finish()

    def test_the_stream_is_the_text_form(self):
        rng = rng_for('stream')
        for i in range(6):
            puzzle, _ = planted(3 + i % 4, rng)
            rec = Futoshiki.Recorder.new(puzzle, 'streamed')
            stream = Gio.MemoryOutputStream.new_resizable()
            rec.set_output(stream)
            trace = self.record_bt(puzzle, rec)
            stream.close()
            text = stream_text(stream)
            self.assertTrue(text.endswith('\nend\n'))
            self.assertEqual(text, without_events_line(trace.to_text()))
            # The stream reads as the same run.
            self.assertEqual([fields(e) for e in events(Futoshiki.Trace.new_from_text(text))],
                             [fields(e) for e in events(trace)])

    def file_output(self, tmp):
        """An unbuffered stream, read back from the file as a viewer reads."""
        path = os.path.join(tmp, 'live.trace')
        return path, Gio.File.new_for_path(path).create(Gio.FileCreateFlags.NONE, None)

    def test_the_header_goes_out_at_once(self):
        rec = Futoshiki.Recorder.new(puzzle_4x4(), 'live')
        with tempfile.TemporaryDirectory() as tmp:
            path, stream = self.file_output(tmp)
            rec.set_output(stream)
            with open(path) as f:
                header = f.read()
            self.assertTrue(header.startswith('futoshiki-lab-trace 2\nsize 4\n'), header)
            self.assertIn('given r1c1 1\n', header)
            self.assertIn('algorithm live\n', header)
            self.assertNotIn('events', header)
            # After a pause the next event goes out at once.
            time.sleep(0.06)
            rec.assign(1, 1, 2, REASON.DECISION)
            with open(path) as f:
                self.assertEqual(f.read(), header + 'assign r2c2 2 decision depth 1\n')
            rec.finish()
            with open(path) as f:
                self.assertTrue(f.read().endswith('depth 1\nend\n'))

    def test_flush_writes_what_waits(self):
        rec = Futoshiki.Recorder.new(puzzle_4x4(), 'flushed')
        with tempfile.TemporaryDirectory() as tmp:
            path, stream = self.file_output(tmp)
            rec.set_output(stream)
            for v in (2, 3, 4):
                rec.assign(1, 1, v, REASON.DECISION)
                rec.unassign(1, 1, v)
            rec.flush()
            with open(path) as f:
                self.assertTrue(f.read().endswith('assign r2c2 4 decision depth 1\nunassign r2c2 4 depth 1\n'))

    def test_an_output_set_late_gets_the_run_so_far(self):
        puzzle = puzzle_4x4()
        rec = Futoshiki.Recorder.new(puzzle, 'late')
        rec.assign(1, 1, 2, REASON.DECISION)
        stream = Gio.MemoryOutputStream.new_resizable()
        rec.set_output(stream)
        rec.unassign(1, 1, 2)
        trace = rec.finish()
        stream.close()
        self.assertEqual(stream_text(stream), without_events_line(trace.to_text()))

    def test_a_lie_goes_out_before_it_is_refused(self):
        rec = Futoshiki.Recorder.new(puzzle_4x4(), 'liar')
        stream = Gio.MemoryOutputStream.new_resizable()
        rec.set_output(stream)
        rec.assign(1, 1, 2, REASON.DECISION)
        with self.assertRaises(GLib.Error) as caught:
            rec.assign(0, 0, 3, REASON.DECISION)
        stream.close()
        text = stream_text(stream)
        self.assertTrue(text.endswith('assign r1c1 3 decision depth 2\n'), text)
        # A viewer reading the stream stops at the same event, with the same words.
        with self.assertRaises(GLib.Error) as read:
            Futoshiki.Trace.new_from_text(text)
        self.assertTrue(read.exception.matches(Futoshiki.trace_error_quark(), Futoshiki.TraceError.LIE))
        self.assertTrue(read.exception.message.endswith(caught.exception.message), read.exception.message)

    def program(self, body):
        return textwrap.dedent('''
            import sys
            sys.path[:0] = %r
            from futotest import Futoshiki, Gio, GLib
            from students import Backtracking
            puzzle = Futoshiki.Puzzle.new_from_text(sys.stdin.read())
            rec = Futoshiki.Recorder.new(puzzle, 'child')
            rec.set_output(Gio.UnixOutputStream.new(1, False))
        ''' % [os.path.dirname(os.path.abspath(__file__))]) + textwrap.dedent(body)

    def test_a_program_streams_its_run_on_its_standard_output(self):
        puzzle, _ = planted(5, rng_for('child'))
        child = subprocess.run([sys.executable, '-c', self.program('''
            Backtracking(puzzle, rec).search()
            rec.finish()
        ''')], input=puzzle.to_text(Futoshiki.Format.GRID), capture_output=True, text=True, check=True)
        trace = Futoshiki.Trace.new_from_text(child.stdout)
        self.assertTrue(trace.props.complete)
        own = Futoshiki.Recorder.new(puzzle, 'child')
        Backtracking(puzzle, own).search()
        self.assertEqual(child.stdout, without_events_line(own.finish().to_text()))

    def test_a_program_hears_when_its_viewer_goes_away(self):
        puzzle, _ = planted(6, rng_for('gone'), givens=0.05)
        child = subprocess.Popen([sys.executable, '-c', self.program('''
            try:
                for i in range(10 ** 7):
                    rec.assign(0, 0, 1, Futoshiki.Reason.DECISION)
                    rec.unassign(0, 0, 1)
            except GLib.Error as e:
                print(e.domain, e.code, file=sys.stderr)
                sys.exit(3)
        ''')], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        child.stdin.write(puzzle.to_text(Futoshiki.Format.GRID))
        child.stdin.close()
        self.assertTrue(child.stdout.readline().startswith('futoshiki-lab-trace 2'))
        child.stdout.close()
        self.assertEqual(child.wait(timeout=120), 3)
        err = child.stderr.read()
        child.stderr.close()
        self.assertEqual(err.split(), ['g-io-error-quark', str(int(Gio.IOErrorEnum.BROKEN_PIPE))])


class Saving(unittest.TestCase):
    def test_save_and_read_back(self):
        puzzle, _ = planted(5, rng_for('save'))
        rec = Futoshiki.Recorder.new(puzzle, 'saved')
        Backtracking(puzzle, rec).search()
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, 'run.trace')
            # Before finish: the run so far; after: the whole trace.
            rec.save(Gio.File.new_for_path(path))
            partial = Futoshiki.Trace.new_from_file(Gio.File.new_for_path(path))
            trace = rec.finish()
            self.assertEqual(partial.props.n_events, trace.props.n_events)
            rec.save(Gio.File.new_for_path(path))
            again = Futoshiki.Trace.new_from_file(Gio.File.new_for_path(path))
            self.assertEqual(again.to_text(), trace.to_text())
            self.assertEqual(os.listdir(tmp), ['run.trace'])

    def test_a_failed_save_says_where(self):
        rec = Futoshiki.Recorder.new(puzzle_4x4(), 'nowhere')
        with tempfile.TemporaryDirectory() as tmp:
            with self.assertRaises(GLib.Error) as caught:
                rec.save(Gio.File.new_for_path(os.path.join(tmp, 'no', 'such', 'dir.trace')))
            self.assertEqual(caught.exception.domain, 'g-io-error-quark')


if __name__ == '__main__':
    unittest.main()
