/* test-adjacent-solvers.c: lab and prop on Adjacent puzzles, held to the
 * brute force of adjacent-test-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-format.h"
#include "adjacent-test-util.h"

/* lab (in several of its modes) and prop count what the brute force counts,
 * on hundreds of small puzzles of every kind. */
static void
test_agreement (void)
{
  static const char *const lab_params[] = { NULL, "gac=0", "restarts=0", "views=1,gac=0" };
  g_autoptr(GRand) rand = g_rand_new_with_seed (2024);
  int outcomes[3] = { 0 };

  for (int i = 0; i < 600; i++)
    {
      int n = 2 + i % 5; /* 2 .. 6 */
      guint64 limit = n <= 5 ? 0 : 40;
      FutoPuzzle *puzzle;
      guint64 expected;
      FutoRunResult lab, prop;

      switch (i % 4)
        {
        case 0:
        case 1:
          puzzle = random_adjacent (rand, n, 0.3 * g_rand_double (rand));
          break;
        case 2:
          puzzle = random_wild_adjacent (rand, n, 0.2 * g_rand_double (rand), 0.6 * g_rand_double (rand));
          break;
        default:
          puzzle = random_flipped_adjacent (rand, n);
          break;
        }
      expected = adjacent_brute_count (puzzle, limit);
      futo_run_result_init (&lab);
      futo_run_result_init (&prop);
      adjacent_run ("lab", puzzle, limit, lab_params[i % G_N_ELEMENTS (lab_params)], &lab);
      adjacent_run ("prop", puzzle, limit, NULL, &prop);
      if (lab.solution_count != expected || prop.solution_count != expected)
        {
          char *id = futo_tatham_write (puzzle);

          g_error ("%s: brute force %" G_GUINT64_FORMAT ", lab %" G_GUINT64_FORMAT
                   ", prop %" G_GUINT64_FORMAT, id, expected, lab.solution_count, prop.solution_count);
        }
      g_assert_cmpint (lab.status, ==, expected > 0 ? FUTO_STATUS_SOLVED : FUTO_STATUS_UNSATISFIABLE);
      g_assert_cmpint (prop.status, ==, lab.status);
      if (limit == 0 || expected < limit)
        g_assert_true (lab.exhausted && prop.exhausted);
      /* Puzzles read off a square always have their square. */
      if (i % 4 < 2)
        g_assert_cmpuint (expected, >, 0);
      outcomes[MIN (expected, 2)]++;

      /* Solving alone: the engine with its restarts, the first solution. */
      futo_run_result_clear (&lab);
      futo_run_result_init (&lab);
      adjacent_run ("lab", puzzle, 1, NULL, &lab);
      g_assert_cmpuint (lab.solution_count, ==, MIN (expected, 1));
      futo_run_result_clear (&lab);
      futo_run_result_clear (&prop);
      futo_puzzle_free (puzzle);
    }
  g_test_message ("unsatisfiable %d, unique %d, several %d", outcomes[0], outcomes[1], outcomes[2]);
  g_assert_cmpint (outcomes[0], >, 50);
  g_assert_cmpint (outcomes[1], >, 50);
  g_assert_cmpint (outcomes[2], >, 50);
}

/* Bigger puzzles than brute force can count: lab and prop agree. (Near
 * empty ones of order 10 can take either minutes to prove: a mark flipped
 * deep in the grid is found only by exhausting it.) */
static void
test_bigger (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (99);

  for (int i = 0; i < 40; i++)
    {
      int n = 7 + i % 3;
      FutoPuzzle *puzzle = i % 2 == 0 ? random_adjacent (rand, n, 0.1 + 0.2 * g_rand_double (rand))
                                      : random_flipped_adjacent (rand, n);
      FutoRunResult lab, prop;

      futo_run_result_init (&lab);
      futo_run_result_init (&prop);
      adjacent_run ("lab", puzzle, 2, NULL, &lab);
      adjacent_run ("prop", puzzle, 2, NULL, &prop);
      g_assert_cmpint (lab.status, ==, prop.status);
      g_assert_cmpuint (lab.solution_count, ==, prop.solution_count);
      if (i % 2 == 0)
        g_assert_cmpint (lab.status, ==, FUTO_STATUS_SOLVED);
      futo_run_result_clear (&lab);
      futo_run_result_clear (&prop);
      futo_puzzle_free (puzzle);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjacent/agreement", test_agreement);
  g_test_add_func ("/adjacent/bigger", test_bigger);
  return g_test_run ();
}
