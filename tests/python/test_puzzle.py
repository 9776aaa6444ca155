# SPDX-License-Identifier: GPL-3.0-or-later
"""FutoshikiPuzzle through the typelib: every format read and written
back, errors with their place, atomic saves, givens and relations,
validation and the solution check."""
import os
import tempfile
import unittest

from futotest import DATA, D, Futoshiki, Gio, GLib, R, planted, rng_for, same_puzzle

F = Futoshiki.Format


def example(name):
    return os.path.join(DATA, 'examples', name)


class Formats(unittest.TestCase):
    def test_examples_round_trip_in_every_format(self):
        for name in ('unequal_4x4.txt', 'unequal_5x5.txt', 'unequal_9x9.txt'):
            puzzle = Futoshiki.Puzzle.new_from_file(Gio.File.new_for_path(example(name)))
            self.assertGreater(puzzle.count_givens() + puzzle.count_signs(), 0)
            for fmt in (F.GRID, F.TATHAM, F.NATIVE):
                with self.subTest(name=name, format=fmt):
                    again = Futoshiki.Puzzle.new_from_text(puzzle.to_text(fmt))
                    self.assertTrue(same_puzzle(puzzle, again))

    def test_random_puzzles_round_trip(self):
        rng = rng_for('round-trip')
        for i in range(30):
            mode = Futoshiki.Mode.ADJACENT if i % 3 == 0 else Futoshiki.Mode.UNEQUAL
            puzzle, _ = planted(rng.randint(2, 9), rng, mode=mode)
            formats = (F.TATHAM, F.NATIVE) if mode == Futoshiki.Mode.ADJACENT else (F.GRID, F.TATHAM, F.NATIVE)
            for fmt in formats:
                with self.subTest(i=i, format=fmt):
                    self.assertTrue(same_puzzle(puzzle, Futoshiki.Puzzle.new_from_text(puzzle.to_text(fmt))))

    def test_the_native_format_keeps_the_title(self):
        puzzle = Futoshiki.Puzzle.new(4)
        puzzle.props.title = 'Monday’s puzzle'
        again = Futoshiki.Puzzle.new_from_text(puzzle.to_text(F.NATIVE))
        self.assertEqual(again.props.title, 'Monday’s puzzle')
        self.assertIsNone(Futoshiki.Puzzle.new_from_text(puzzle.to_text(F.GRID)).props.title)

    def test_the_grid_format_has_no_adjacent_marks(self):
        puzzle = Futoshiki.Puzzle.new(4)
        puzzle.props.mode = Futoshiki.Mode.ADJACENT
        with self.assertRaises(GLib.Error) as caught:
            puzzle.to_text(F.GRID)
        self.assertTrue(caught.exception.matches(Futoshiki.error_quark(), Futoshiki.Error.UNSUPPORTED))
        with self.assertRaises(GLib.Error) as caught:
            puzzle.to_text(F.UNKNOWN)
        self.assertTrue(caught.exception.matches(Futoshiki.error_quark(), Futoshiki.Error.INVALID))

    def test_save_replaces_the_file_whole(self):
        rng = rng_for('save')
        puzzle, _ = planted(6, rng)
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, 'p.futoshiki')
            with open(path, 'w') as f:
                f.write('an old file, longer than the new one will be' * 100)
            for fmt in (F.NATIVE, F.GRID, F.TATHAM):
                self.assertTrue(puzzle.save(Gio.File.new_for_path(path), fmt))
                self.assertEqual(os.listdir(folder), ['p.futoshiki'])
                again = Futoshiki.Puzzle.new_from_file(Gio.File.new_for_path(path))
                self.assertTrue(same_puzzle(puzzle, again))


def expected_errors():
    """The "any" lines of tests/data/bad/EXPECTED: file, place, fragment."""
    with open(os.path.join(DATA, 'bad', 'EXPECTED'), encoding='utf-8') as f:
        for line in f:
            if line.startswith('#') or not line.strip():
                continue
            name, fmt, place, fragment = line.rstrip('\n').split(' ', 3)
            if fmt == 'any':
                yield name, place, fragment


class Errors(unittest.TestCase):
    def test_every_bad_file_names_its_file_and_place(self):
        cases = list(expected_errors())
        self.assertGreater(len(cases), 50)
        for name, place, fragment in cases:
            path = os.path.join(DATA, 'bad', name)
            if place.startswith('r'):
                where = f'cell {place}: '
            else:
                line, column = place.split(':')
                where = f'line {line}: ' if column == '0' else f'line {line}, column {column}: '
            with self.subTest(name=name):
                with self.assertRaises(GLib.Error) as caught:
                    Futoshiki.Puzzle.new_from_file(Gio.File.new_for_path(path))
                error = caught.exception
                self.assertTrue(error.matches(Futoshiki.error_quark(), Futoshiki.Error.PARSE))
                self.assertTrue(error.message.startswith(f'{path}: {where}'), error.message)
                self.assertIn(fragment, error.message)

    def test_text_errors_name_the_place(self):
        with self.assertRaises(GLib.Error) as caught:
            Futoshiki.Puzzle.new_from_text('4\n1 | . | . | .\n- - - -\n. | x | . | .\n')
        self.assertTrue(caught.exception.message.startswith('line 4, column 5: '), caught.exception.message)
        with self.assertRaises(GLib.Error) as caught:
            Futoshiki.Puzzle.new_from_text('')
        self.assertEqual(caught.exception.code, Futoshiki.Error.PARSE)

    def test_a_missing_file_is_an_io_error(self):
        with self.assertRaises(GLib.Error) as caught:
            Futoshiki.Puzzle.new_from_file(Gio.File.new_for_path(os.path.join(DATA, 'no-such-file.txt')))
        self.assertTrue(caught.exception.matches(Gio.io_error_quark(), Gio.IOErrorEnum.NOT_FOUND))


class Board(unittest.TestCase):
    def test_givens_and_relations(self):
        puzzle = Futoshiki.Puzzle.new(5)
        self.assertEqual((puzzle.props.size, puzzle.props.mode), (5, Futoshiki.Mode.UNEQUAL))
        puzzle.set_given(2, 4, 3)
        self.assertEqual(puzzle.get_given(2, 4), 3)
        self.assertEqual(puzzle.count_givens(), 1)
        self.assertTrue(puzzle.set_relation(1, 1, D.RIGHT, R.LESS))
        # Seen from the other cell, the same sign reads the other way.
        self.assertEqual(puzzle.get_relation(1, 2, D.LEFT), R.GREATER)
        self.assertTrue(puzzle.set_relation(3, 0, D.UP, R.GREATER))
        self.assertEqual(puzzle.get_relation(2, 0, D.DOWN), R.LESS)
        self.assertFalse(puzzle.set_relation(0, 0, D.UP, R.LESS))
        self.assertEqual(puzzle.get_relation(0, 4, D.RIGHT), R.NONE)
        self.assertEqual(puzzle.count_signs(), 2)

    def test_changing_the_mode_drops_the_relations(self):
        puzzle = Futoshiki.Puzzle.new(4)
        puzzle.set_relation(0, 0, D.RIGHT, R.LESS)
        notified = []
        puzzle.connect('notify::mode', lambda *a: notified.append(puzzle.props.mode))
        puzzle.props.mode = Futoshiki.Mode.ADJACENT
        puzzle.props.mode = Futoshiki.Mode.ADJACENT
        self.assertEqual(notified, [Futoshiki.Mode.ADJACENT])
        self.assertEqual(puzzle.count_signs(), 0)

    def test_a_copy_changes_apart(self):
        puzzle = Futoshiki.Puzzle.new(4)
        copy = puzzle.copy()
        copy.set_given(0, 0, 1)
        self.assertEqual(puzzle.get_given(0, 0), 0)
        self.assertEqual(copy.get_given(0, 0), 1)

    def test_validate_names_each_problem_by_its_cell(self):
        puzzle = Futoshiki.Puzzle.new(4)
        self.assertTrue(puzzle.validate())
        puzzle.set_given(2, 0, 3)
        puzzle.set_given(2, 3, 3)
        puzzle.set_relation(0, 0, D.RIGHT, R.ADJACENT)
        with self.assertRaises(GLib.Error) as caught:
            puzzle.validate()
        error = caught.exception
        self.assertTrue(error.matches(Futoshiki.error_quark(), Futoshiki.Error.INVALID))
        self.assertEqual(len(error.message.split('\n')), 2, error.message)
        self.assertIn('r3c', error.message)
        self.assertIn('r1c1', error.message)

    def test_solution_check_and_values_grid(self):
        rng = rng_for('solution')
        puzzle, solution = planted(5, rng)
        self.assertTrue(puzzle.is_solution(solution))
        broken = bytearray(solution)
        broken[0], broken[1] = broken[1], broken[0]
        self.assertFalse(puzzle.is_solution(bytes(broken)))
        self.assertFalse(puzzle.is_solution(solution[:-1]))
        self.assertFalse(puzzle.is_solution(bytes([9]) + solution[1:]))
        text = puzzle.format_values(solution)
        again = Futoshiki.Puzzle.new_from_text(text)
        self.assertEqual(bytes(again.get_given(r, c) for r in range(5) for c in range(5)), solution)


if __name__ == '__main__':
    unittest.main()
