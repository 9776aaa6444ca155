/* test-adjacent.c: Unequal's Adjacent mode: the model, the example
 * solved, events, and which algorithms may run it
 *
 * An Adjacent puzzle marks every pair of orthogonal neighbours that differ
 * by exactly 1, so a missing mark says "not consecutive". The solvers that
 * support it (lab and prop) are held to a brute force written here, apart
 * from the model's own checks; the formats must round-trip it; validation
 * must never flag a puzzle read off a Latin square and must be right about
 * broken ones; every other algorithm must refuse it.
 * (test-adjacent-solvers.c, -formats.c and -validate.c hold the rest.)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "futo-algorithm.h"
#include "futo-format.h"
#include "adjacent-test-util.h"

static void
test_model (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new_with_mode (4, FUTO_MODE_ADJACENT);
  FutoPuzzle *copy;

  g_assert_cmpint (futo_puzzle_get_mode (puzzle), ==, FUTO_MODE_ADJACENT);
  g_assert_true (futo_puzzle_set_relation (puzzle, 1, 1, FUTO_DIR_LEFT, FUTO_REL_ADJACENT));
  g_assert_true (futo_puzzle_set_relation (puzzle, 2, 3, FUTO_DIR_UP, FUTO_REL_ADJACENT));
  /* A mark reads the same from both of its cells. */
  g_assert_cmpint (futo_puzzle_get_relation (puzzle, 1, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_ADJACENT);
  g_assert_cmpint (futo_puzzle_get_relation (puzzle, 1, 1, FUTO_DIR_LEFT), ==, FUTO_REL_ADJACENT);
  g_assert_cmpint (futo_puzzle_get_relation (puzzle, 1, 3, FUTO_DIR_DOWN), ==, FUTO_REL_ADJACENT);
  g_assert_cmpint (futo_puzzle_count_signs (puzzle), ==, 2);

  copy = futo_puzzle_copy (puzzle);
  g_assert_true (futo_puzzle_equal (puzzle, copy));
  /* The mode is part of the puzzle: the same marks in the other mode differ. */
  copy->mode = FUTO_MODE_UNEQUAL;
  g_assert_false (futo_puzzle_equal (puzzle, copy));
  copy->mode = FUTO_MODE_ADJACENT;

  /* Changing the mode drops the marks, which mean nothing in the other. */
  futo_puzzle_set_mode (copy, FUTO_MODE_ADJACENT);
  g_assert_cmpint (futo_puzzle_count_signs (copy), ==, 2);
  futo_puzzle_set_mode (copy, FUTO_MODE_UNEQUAL);
  g_assert_cmpint (futo_puzzle_count_signs (copy), ==, 0);
  g_assert_cmpint (futo_puzzle_get_mode (copy), ==, FUTO_MODE_UNEQUAL);

  g_assert_true (futo_mode_allows (FUTO_MODE_ADJACENT, FUTO_REL_ADJACENT));
  g_assert_false (futo_mode_allows (FUTO_MODE_ADJACENT, FUTO_REL_LESS));
  g_assert_false (futo_mode_allows (FUTO_MODE_UNEQUAL, FUTO_REL_ADJACENT));
  g_assert_true (futo_mode_allows (FUTO_MODE_UNEQUAL, FUTO_REL_NONE));
  g_assert_cmpstr (futo_mode_name (FUTO_MODE_ADJACENT), ==, "adjacent");
  g_assert_cmpstr (futo_mode_name (FUTO_MODE_UNEQUAL), ==, "unequal");
  futo_puzzle_free (copy);
  futo_puzzle_free (puzzle);
}

static void
test_new_is_unequal (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (3);

  g_assert_cmpint (puzzle->mode, ==, FUTO_MODE_UNEQUAL);
  futo_puzzle_free (puzzle);
}

static void
test_is_solution (void)
{
  FutoError error;
  FutoPuzzle *puzzle = futo_tatham_read (ID_5A, strlen (ID_5A), &error);
  guint8 values[25];

  g_assert_nonnull (puzzle);
  parse_solution (SOLUTION_5A, values);
  g_assert_true (futo_puzzle_is_solution (puzzle, values));

  /* Swapping the first two columns keeps a Latin square that breaks marks. */
  for (int r = 0; r < 5; r++)
    {
      guint8 t = values[r * 5];

      values[r * 5] = values[r * 5 + 1];
      values[r * 5 + 1] = t;
    }
  g_assert_false (futo_puzzle_is_solution (puzzle, values));

  /* An unmarked consecutive pair is not allowed either: drop one mark. */
  parse_solution (SOLUTION_5A, values);
  g_assert_cmpint (puzzle->down[1], ==, FUTO_REL_ADJACENT); /* 1 above 2 */
  puzzle->down[1] = FUTO_REL_NONE;
  g_assert_false (futo_puzzle_is_solution (puzzle, values));
  /* And a sign of the other mode holds for no values. */
  puzzle->down[1] = FUTO_REL_LESS;
  g_assert_false (futo_puzzle_is_solution (puzzle, values));
  futo_puzzle_free (puzzle);
}

/* The example from Unequal: one solution, found and proved by lab and prop,
 * with events and without. */
static void
test_example (void)
{
  static const char *const ids[] = { "lab", "prop" };
  static const char *const params[] = { NULL, "gac=0", "restarts=0,views=1" };
  FutoError error;
  FutoPuzzle *puzzle = futo_tatham_read (ID_5A, strlen (ID_5A), &error);
  guint8 expected[25];

  g_assert_nonnull (puzzle);
  parse_solution (SOLUTION_5A, expected);
  for (gsize a = 0; a < G_N_ELEMENTS (ids); a++)
    for (gsize p = 0; p < G_N_ELEMENTS (params); p++)
      {
        FutoRunResult result;

        futo_run_result_init (&result);
        g_assert_cmpint (adjacent_run (ids[a], puzzle, 0, params[p], &result), ==, FUTO_STATUS_SOLVED);
        g_assert_cmpuint (result.solution_count, ==, 1);
        g_assert_true (result.exhausted);
        g_assert_cmpmem (result.solutions[0], 25, expected, 25);
        futo_run_result_clear (&result);

        futo_run_result_init (&result);
        g_assert_cmpint (adjacent_run (ids[a], puzzle, 1, params[p], &result), ==, FUTO_STATUS_SOLVED);
        g_assert_cmpmem (result.solutions[0], 25, expected, 25);
        futo_run_result_clear (&result);
      }
  g_assert_cmpuint (adjacent_brute_count (puzzle, 0), ==, 1);
  futo_puzzle_free (puzzle);
}

typedef struct
{
  guint64 no_mark; /* prunes for the reason NO_MARK */
  guint64 sign;    /* prunes across a mark */
} ReasonCount;

static void
count_reasons (const FutoEvent *event,
               void            *data)
{
  ReasonCount *count = data;

  if (event->kind != FUTO_EVENT_PRUNE)
    return;
  count->no_mark += event->reason == FUTO_REASON_NO_MARK;
  count->sign += event->reason == FUTO_REASON_SIGN;
  /* Both name the neighbour that caused them. */
  if (event->reason == FUTO_REASON_NO_MARK || event->reason == FUTO_REASON_SIGN)
    g_assert_cmpint (event->cause, >=, 0);
}

/* With an event sink the engine posts its givens one by one (not quietly):
 * both ways must give the same answer, and say why they pruned. */
static void
test_events (void)
{
  static const char *const ids[] = { "lab", "prop" };
  FutoError error;
  FutoPuzzle *puzzle = futo_tatham_read (ID_5A, strlen (ID_5A), &error);
  guint8 expected[25];

  g_assert_nonnull (puzzle);
  parse_solution (SOLUTION_5A, expected);
  g_assert_cmpstr (futo_reason_name (FUTO_REASON_NO_MARK), ==, "no-mark");
  for (gsize a = 0; a < G_N_ELEMENTS (ids); a++)
    {
      ReasonCount count = { 0, 0 };
      FutoRunOptions options;
      FutoRunResult result;

      futo_run_options_init (&options);
      options.solution_limit = 2;
      options.on_event = count_reasons;
      options.event_data = &count;
      futo_run_result_init (&result);
      futo_run (futo_algorithm_find (ids[a]), puzzle, &options, &result);
      g_assert_cmpint (result.status, ==, FUTO_STATUS_SOLVED);
      g_assert_cmpuint (result.solution_count, ==, 1);
      g_assert_cmpmem (result.solutions[0], 25, expected, 25);
      g_assert_cmpuint (count.no_mark, >, 0);
      g_assert_cmpuint (count.sign, >, 0);
      futo_run_result_clear (&result);
    }
  futo_puzzle_free (puzzle);
}

/* Only the algorithms that say they support the mode may run it. */
static void
test_gate (void)
{
  FutoError error;
  FutoPuzzle *puzzle = futo_tatham_read (ID_5A, strlen (ID_5A), &error);
  const FutoAlgorithm *const *algorithms;
  size_t n_algorithms;
  FutoRunResult result;

  g_assert_nonnull (puzzle);
  futo_run_result_init (&result);
  g_assert_cmpint (adjacent_run ("bt", puzzle, 1, NULL, &result), ==, FUTO_STATUS_INVALID);
  g_assert_cmpstr (result.message, ==, "the bt algorithm does not support Adjacent puzzles");
  g_assert_cmpuint (result.solution_count, ==, 0);
  futo_run_result_clear (&result);

  algorithms = futo_algorithms (&n_algorithms);
  for (size_t i = 0; i < n_algorithms; i++)
    {
      gboolean supported = strcmp (algorithms[i]->id, "lab") == 0
                           || strcmp (algorithms[i]->id, "prop") == 0;

      g_assert_true (algorithms[i]->supports_adjacent == supported);
      futo_run_result_init (&result);
      futo_run (algorithms[i], puzzle, NULL, &result);
      if (supported)
        g_assert_cmpint (result.status, ==, FUTO_STATUS_SOLVED);
      else
        g_assert_cmpint (result.status, ==, FUTO_STATUS_INVALID);
      futo_run_result_clear (&result);
    }

  /* A relation of the wrong kind for the mode is refused by every one. */
  puzzle->right[0] = FUTO_REL_LESS;
  futo_run_result_init (&result);
  g_assert_cmpint (adjacent_run ("lab", puzzle, 1, NULL, &result), ==, FUTO_STATUS_INVALID);
  g_assert_cmpstr (result.message, ==, "r1c1: a relation of the wrong kind for Adjacent puzzles");
  futo_run_result_clear (&result);
  futo_puzzle_set_mode (puzzle, FUTO_MODE_UNEQUAL);
  puzzle->down[6] = FUTO_REL_ADJACENT;
  futo_run_result_init (&result);
  g_assert_cmpint (adjacent_run ("bt", puzzle, 1, NULL, &result), ==, FUTO_STATUS_INVALID);
  g_assert_cmpstr (result.message, ==, "r2c2: a relation of the wrong kind for Unequal puzzles");
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjacent/model", test_model);
  g_test_add_func ("/adjacent/new-is-unequal", test_new_is_unequal);
  g_test_add_func ("/adjacent/is-solution", test_is_solution);
  g_test_add_func ("/adjacent/example", test_example);
  g_test_add_func ("/adjacent/events", test_events);
  g_test_add_func ("/adjacent/gate", test_gate);
  return g_test_run ();
}
