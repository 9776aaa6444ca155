# SPDX-License-Identifier: GPL-3.0-or-later
"""FutoshikiSolver through the typelib: every algorithm of the registry on
random puzzles, its solutions checked by the puzzle and the counts of the
complete methods against each other and against a brute force; limits,
cancellation from another thread and from a timeout, the async call."""
import threading
import unittest

from futotest import D, Futoshiki, Gio, GLib, R, brute_force_count, planted, rng_for

S = Futoshiki.Status


def infos():
    return [Futoshiki.AlgorithmInfo.new(i) for i in Futoshiki.algorithm_list()]


class Registry(unittest.TestCase):
    def test_the_list_and_its_information(self):
        ids = Futoshiki.algorithm_list()
        self.assertEqual(ids[0], 'lab')
        self.assertEqual(len(ids), len(set(ids)))
        for info in infos():
            self.assertTrue(info.props.name)
            self.assertTrue(info.props.description)
            self.assertIsInstance(info.props.node_count, Futoshiki.NodeCount)
        self.assertTrue(Futoshiki.AlgorithmInfo.new('bt').props.complete)
        self.assertTrue(Futoshiki.AlgorithmInfo.new('sa').props.stochastic)
        with self.assertRaises(GLib.Error) as caught:
            Futoshiki.AlgorithmInfo.new('no-such-method')
        self.assertTrue(caught.exception.matches(Futoshiki.error_quark(),
                                                 Futoshiki.Error.UNKNOWN_ALGORITHM))

    def test_the_solver_defaults(self):
        solver = Futoshiki.Solver.new(None)
        self.assertEqual(solver.props.algorithm, 'lab')
        self.assertEqual(solver.props.solution_limit, 1)
        self.assertEqual((solver.props.node_limit, solver.props.time_limit), (0, 0))


class EveryAlgorithm(unittest.TestCase):
    def test_each_solves_random_puzzles(self):
        rng = rng_for('every')
        for info in infos():
            for i in range(6):
                mode = Futoshiki.Mode.ADJACENT if i % 3 == 2 else Futoshiki.Mode.UNEQUAL
                if mode == Futoshiki.Mode.ADJACENT and not info.props.supports_adjacent:
                    continue
                puzzle, _ = planted(rng.randint(4, 6), rng, mode=mode)
                solver = Futoshiki.Solver(algorithm=info.props.id, seed=i)
                if not info.props.complete:
                    # Local searches may give up; a bound keeps them short.
                    solver.props.time_limit = 10
                with self.subTest(algorithm=info.props.id, i=i):
                    result = solver.solve(puzzle, None)
                    self.assertEqual(result.props.algorithm, info.props.id)
                    if info.props.complete:
                        self.assertEqual(result.props.status, S.SOLVED)
                    if result.props.status != S.SOLVED:
                        self.assertIn(result.props.status, (S.GAVE_UP, S.LIMIT))
                        continue
                    self.assertGreaterEqual(result.props.n_solutions, 1)
                    self.assertEqual(result.props.n_stored, 1)
                    self.assertTrue(puzzle.is_solution(result.get_solution(0)))
                    self.assertFalse(result.get_solution(1))  # None or b""

    def test_complete_methods_count_alike_and_as_the_brute_force(self):
        rng = rng_for('counts')
        complete = [i.props.id for i in infos() if i.props.complete]
        self.assertGreaterEqual(len(complete), 5)
        for i in range(8):
            mode = Futoshiki.Mode.ADJACENT if i % 4 == 3 else Futoshiki.Mode.UNEQUAL
            puzzle, _ = planted(4, rng, givens=0.1, signs=0.15, mode=mode)
            if i == 0:
                # An unsatisfiable one too: two equal values in a column.
                puzzle.set_given(0, 0, 1)
                puzzle.set_given(3, 0, 1)
            expected = brute_force_count(puzzle)
            for algorithm in complete:
                if mode == Futoshiki.Mode.ADJACENT and not Futoshiki.AlgorithmInfo.new(algorithm).props.supports_adjacent:
                    continue
                with self.subTest(i=i, algorithm=algorithm):
                    result = Futoshiki.Solver(algorithm=algorithm, solution_limit=0).solve(puzzle, None)
                    self.assertTrue(result.props.exhausted)
                    self.assertEqual(result.props.n_solutions, expected)
                    self.assertEqual(result.props.status,
                                     S.SOLVED if expected else S.UNSATISFIABLE)
                    for k in range(result.props.n_stored):
                        self.assertTrue(puzzle.is_solution(result.get_solution(k)))
                    if expected >= 2:
                        self.assertNotEqual(result.get_solution(0), result.get_solution(1))

    def test_statistics_are_there(self):
        rng = rng_for('stats')
        puzzle, _ = planted(6, rng, givens=0.1)
        result = Futoshiki.Solver(algorithm='fc', solution_limit=0).solve(puzzle, None)
        self.assertGreater(result.props.nodes, 0)
        self.assertGreater(result.props.prunes, 0)
        self.assertEqual(result.get_nodes(), result.props.nodes)
        self.assertGreaterEqual(result.props.seconds, 0)
        for name in ('assignments', 'backtracks', 'propagations', 'restarts', 'iterations',
                     'moves', 'searches', 'repairs', 'exchanges', 'given_tries', 'best_energy'):
            self.assertGreaterEqual(getattr(result.props, name), 0, name)


class Refusals(unittest.TestCase):
    def test_unknown_algorithm(self):
        with self.assertRaises(GLib.Error) as caught:
            Futoshiki.Solver(algorithm='quantum').solve(Futoshiki.Puzzle.new(4), None)
        self.assertTrue(caught.exception.matches(Futoshiki.error_quark(),
                                                 Futoshiki.Error.UNKNOWN_ALGORITHM))
        self.assertIn('quantum', caught.exception.message)

    def test_an_adjacent_puzzle_for_a_method_without_them(self):
        without = [i.props.id for i in infos() if not i.props.supports_adjacent]
        if not without:
            self.skipTest('every method takes Adjacent puzzles')
        puzzle = Futoshiki.Puzzle.new(4)
        puzzle.props.mode = Futoshiki.Mode.ADJACENT
        with self.assertRaises(GLib.Error) as caught:
            Futoshiki.Solver(algorithm=without[0]).solve(puzzle, None)
        self.assertEqual(caught.exception.code, Futoshiki.Error.UNSUPPORTED)

    def test_a_relation_of_the_wrong_mode(self):
        puzzle = Futoshiki.Puzzle.new(4)
        puzzle.set_relation(1, 1, D.DOWN, R.ADJACENT)
        with self.assertRaises(GLib.Error) as caught:
            Futoshiki.Solver(algorithm='bt').solve(puzzle, None)
        self.assertEqual(caught.exception.code, Futoshiki.Error.INVALID)


class Limits(unittest.TestCase):
    def test_a_node_limit_stops_the_count(self):
        result = Futoshiki.Solver(algorithm='bt', solution_limit=0,
                                  node_limit=50).solve(Futoshiki.Puzzle.new(7), None)
        self.assertEqual(result.props.status, S.LIMIT)
        self.assertFalse(result.props.exhausted)
        self.assertGreaterEqual(result.props.nodes, 50)

    def test_a_time_limit_stops_the_count(self):
        # Counting every 9×9 Latin square takes far longer than a second.
        result = Futoshiki.Solver(algorithm='fc', solution_limit=0,
                                  time_limit=0.2).solve(Futoshiki.Puzzle.new(9), None)
        self.assertEqual(result.props.status, S.LIMIT)
        self.assertFalse(result.props.exhausted)

    def test_a_solution_limit_of_two_proves_uniqueness(self):
        result = Futoshiki.Solver(algorithm='bt', solution_limit=2).solve(Futoshiki.Puzzle.new(4), None)
        self.assertEqual(result.props.n_solutions, 2)
        self.assertEqual(result.props.n_stored, 2)


class Recording(unittest.TestCase):
    def test_max_events_records_the_run(self):
        rng = rng_for('record')
        puzzle, _ = planted(5, rng, givens=0.3)
        plain = Futoshiki.Solver(algorithm='fc').solve(puzzle, None)
        self.assertEqual((plain.props.n_events, plain.props.truncated), (0, False))
        whole = Futoshiki.Solver(algorithm='fc', max_events=1 << 20).solve(puzzle, None)
        self.assertGreater(whole.props.n_events, 0)
        self.assertFalse(whole.props.truncated)
        cut = Futoshiki.Solver(algorithm='fc', max_events=10).solve(puzzle, None)
        self.assertLessEqual(cut.props.n_events, 10)
        self.assertTrue(cut.props.truncated)


# Counting every 10×10 Latin square never ends in a test's time: only a
# cancel stops it (a cancel that does not work hangs the test until meson
# times it out, which fails it).
ENDLESS = 10


class Cancellation(unittest.TestCase):
    def test_a_cancel_from_another_thread_stops_a_solve(self):
        for algorithm in ('bt', 'fc', 'lab'):
            cancellable = Gio.Cancellable()
            timer = threading.Timer(0.05, cancellable.cancel)
            timer.start()
            with self.subTest(algorithm=algorithm), self.assertRaises(GLib.Error) as caught:
                Futoshiki.Solver(algorithm=algorithm, solution_limit=0).solve(
                    Futoshiki.Puzzle.new(ENDLESS), cancellable)
            timer.join()
            self.assertTrue(caught.exception.matches(Gio.io_error_quark(), Gio.IOErrorEnum.CANCELLED))

    def test_a_solve_in_a_thread_is_cancelled_from_the_main_thread(self):
        cancellable = Gio.Cancellable()
        outcome = []

        def run():
            try:
                Futoshiki.Solver(algorithm='bt', solution_limit=0).solve(
                    Futoshiki.Puzzle.new(ENDLESS), cancellable)
                outcome.append('finished')
            except GLib.Error as e:
                outcome.append(e.code)

        thread = threading.Thread(target=run)
        thread.start()
        cancellable.cancel()
        thread.join()
        self.assertEqual(outcome, [Gio.IOErrorEnum.CANCELLED])

    def test_a_timeout_source_cancels_an_async_solve(self):
        loop = GLib.MainLoop()
        cancellable = Gio.Cancellable()
        outcome = []

        def done(solver, result):
            try:
                solver.solve_finish(result)
                outcome.append('finished')
            except GLib.Error as e:
                outcome.append(e.code)
            loop.quit()

        solver = Futoshiki.Solver(algorithm='fc', solution_limit=0)
        solver.solve_async(Futoshiki.Puzzle.new(ENDLESS), cancellable, done)
        GLib.timeout_add(50, lambda: cancellable.cancel() or GLib.SOURCE_REMOVE)
        loop.run()
        self.assertEqual(outcome, [Gio.IOErrorEnum.CANCELLED])

    def test_cancelled_before_it_starts(self):
        cancellable = Gio.Cancellable()
        cancellable.cancel()
        with self.assertRaises(GLib.Error) as caught:
            Futoshiki.Solver(algorithm='bt', solution_limit=0).solve(Futoshiki.Puzzle.new(ENDLESS), cancellable)
        self.assertEqual(caught.exception.code, Gio.IOErrorEnum.CANCELLED)


class Async(unittest.TestCase):
    def test_async_finds_what_sync_finds(self):
        rng = rng_for('async')
        puzzle, _ = planted(5, rng, givens=0.15)
        solver = Futoshiki.Solver(algorithm='fc', solution_limit=0)
        expected = solver.solve(puzzle, None)
        loop = GLib.MainLoop()
        results = []

        def done(source, result):
            results.append(source.solve_finish(result))
            loop.quit()

        solver.solve_async(puzzle, None, done)
        loop.run()
        self.assertEqual(results[0].props.n_solutions, expected.props.n_solutions)
        self.assertEqual(results[0].props.nodes, expected.props.nodes)
        self.assertEqual(results[0].get_solution(0), expected.get_solution(0))


if __name__ == '__main__':
    unittest.main()
