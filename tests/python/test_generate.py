# SPDX-License-Identifier: GPL-3.0-or-later
"""Generation, grading and hints through the typelib: a generated puzzle
has one solution and grades at the difficulty asked; hints on a
half-filled board point at a right step; wrong entries are named."""
import unittest

from futotest import Futoshiki, Gio, GLib, rng_for

H = Futoshiki.HintKind


def count(puzzle, algorithm='fc'):
    result = Futoshiki.Solver(algorithm=algorithm, solution_limit=0).solve(puzzle, None)
    return result.props.n_solutions, result


class Generate(unittest.TestCase):
    def test_generated_puzzles_are_unique_and_grade_as_asked(self):
        for size, difficulty in ((4, 'easy'), (5, 'easy'), (5, 'medium'), (6, 'hard')):
            for seed in (1, 2):
                with self.subTest(size=size, difficulty=difficulty, seed=seed):
                    puzzle = Futoshiki.Puzzle.generate(size, difficulty, seed, None)
                    self.assertEqual(puzzle.props.size, size)
                    self.assertTrue(puzzle.validate())
                    n, _ = count(puzzle)
                    self.assertEqual(n, 1)
                    self.assertEqual(puzzle.grade(), difficulty)

    def test_the_same_seed_gives_the_same_puzzle(self):
        a = Futoshiki.Puzzle.generate(5, 'medium', 42, None)
        b = Futoshiki.Puzzle.generate(5, 'medium', 42, None)
        self.assertEqual(a.to_text(Futoshiki.Format.GRID), b.to_text(Futoshiki.Format.GRID))

    def test_adjacent_and_styles(self):
        puzzle = Futoshiki.Puzzle.generate_full(5, Futoshiki.Mode.ADJACENT, 'easy', None, 3, None)
        self.assertEqual(puzzle.props.mode, Futoshiki.Mode.ADJACENT)
        adjacent = next(i for i in Futoshiki.algorithm_list()
                        if Futoshiki.AlgorithmInfo.new(i).props.supports_adjacent
                        and Futoshiki.AlgorithmInfo.new(i).props.complete)
        self.assertEqual(count(puzzle, adjacent)[0], 1)
        givens = Futoshiki.Puzzle.generate_full(5, Futoshiki.Mode.UNEQUAL, 'easy', 'givens', 3, None)
        signs = Futoshiki.Puzzle.generate_full(5, Futoshiki.Mode.UNEQUAL, 'easy', 'signs', 3, None)
        self.assertGreater(givens.count_givens(), signs.count_givens())

    def test_refusals(self):
        for args, code in (((5, 'impossible', 1, None), Futoshiki.Error.INVALID),
                           ((3, 'recursive', 1, None), Futoshiki.Error.INVALID),
                           ((90, 'easy', 1, None), Futoshiki.Error.INVALID)):
            with self.subTest(args=args), self.assertRaises(GLib.Error) as caught:
                Futoshiki.Puzzle.generate(*args)
            self.assertTrue(caught.exception.matches(Futoshiki.error_quark(), code))
        with self.assertRaises(GLib.Error) as caught:
            Futoshiki.Puzzle.generate_full(5, Futoshiki.Mode.UNEQUAL, 'easy', 'stripes', 1, None)
        self.assertIn('stripes', caught.exception.message)

    def test_a_cancelled_generator_stops(self):
        cancellable = Gio.Cancellable()
        cancellable.cancel()
        with self.assertRaises(GLib.Error) as caught:
            Futoshiki.Puzzle.generate(7, 'extreme', 5, cancellable)
        self.assertTrue(caught.exception.matches(Gio.io_error_quark(), Gio.IOErrorEnum.CANCELLED))


class Grade(unittest.TestCase):
    def test_puzzles_that_cannot_be_graded(self):
        with self.assertRaises(GLib.Error) as caught:
            Futoshiki.Puzzle.new(4).grade()
        self.assertEqual(caught.exception.code, Futoshiki.Error.AMBIGUOUS)
        # Fine on its face, but no 2×2 Latin square has 1 and 2 on its diagonal.
        puzzle = Futoshiki.Puzzle.new(2)
        puzzle.set_given(0, 0, 1)
        puzzle.set_given(1, 1, 2)
        self.assertTrue(puzzle.validate())
        with self.assertRaises(GLib.Error) as caught:
            puzzle.grade()
        self.assertEqual(caught.exception.code, Futoshiki.Error.NO_SOLUTION)


class Hint(unittest.TestCase):
    def setUp(self):
        self.puzzle = Futoshiki.Puzzle.generate(6, 'medium', 7, None)
        _, result = count(self.puzzle)
        self.solution = result.get_solution(0)
        self.n = self.puzzle.props.size

    def half_filled(self, rng):
        cells = [i for i in range(self.n * self.n)
                 if self.puzzle.get_given(i // self.n, i % self.n) == 0]
        chosen = set(rng.sample(cells, len(cells) // 2))
        return bytearray(self.solution[i] if i in chosen else 0 for i in range(self.n * self.n))

    def test_a_hint_on_a_half_filled_board_is_a_right_step(self):
        rng = rng_for('hint')
        for _ in range(5):
            values = self.half_filled(rng)
            hint = self.puzzle.get_hint(bytes(values))
            self.assertEqual(hint.props.kind, H.STEP)
            self.assertTrue(hint.props.text)
            self.assertTrue(hint.props.vague_text)
            self.assertTrue(hint.props.technique)
            cell = hint.props.row * self.n + hint.props.col
            self.assertEqual(values[cell], 0)
            self.assertEqual(self.puzzle.get_given(hint.props.row, hint.props.col), 0)
            self.assertIn(f'r{hint.props.row + 1}c{hint.props.col + 1}', hint.props.text + hint.props.vague_text)
            if hint.props.is_placement:
                self.assertEqual(hint.props.value, self.solution[cell])
            else:
                self.assertNotEqual(hint.props.value, self.solution[cell])

    def test_a_wrong_entry_is_named(self):
        values = self.half_filled(rng_for('mistake'))
        cell = next(i for i, v in enumerate(values) if v != 0)
        values[cell] = values[cell] % self.n + 1
        hint = self.puzzle.get_hint(bytes(values))
        self.assertEqual(hint.props.kind, H.MISTAKES)
        self.assertEqual((hint.props.row, hint.props.col), divmod(cell, self.n))
        self.assertEqual(hint.props.value, values[cell])
        self.assertIsNone(hint.props.technique)

    def test_a_solved_board(self):
        hint = self.puzzle.get_hint(self.solution)
        self.assertEqual(hint.props.kind, H.SOLVED)
        self.assertEqual((hint.props.row, hint.props.col, hint.props.value), (-1, -1, 0))

    def test_values_that_do_not_fit(self):
        for values in (bytes(5), bytes([self.n + 1]) + bytes(self.n * self.n - 1)):
            with self.subTest(values=values), self.assertRaises(GLib.Error) as caught:
                self.puzzle.get_hint(values)
            self.assertEqual(caught.exception.code, Futoshiki.Error.INVALID)


if __name__ == '__main__':
    unittest.main()
