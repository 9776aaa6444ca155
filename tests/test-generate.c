/* test-generate.c: generated puzzles are unique, minimal and at their level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "futo-algorithm.h"
#include "futo-format.h"
#include "futo-generate.h"
#include "futo-grade.h"
#include "test-util.h"

/* Solutions by the default algorithm, up to two; the first goes to
 * solution when it is set. */
static guint64
engine_count (const FutoPuzzle *puzzle,
              guint8           *solution)
{
  FutoRunOptions options;
  FutoRunResult result;
  guint64 count;

  futo_run_options_init (&options);
  options.solution_limit = 2;
  futo_run_result_init (&result);
  g_assert_cmpint (futo_run (futo_algorithm_default (), puzzle, &options, &result), ==,
                   FUTO_STATUS_SOLVED);
  count = result.solution_count;
  if (solution != NULL && count > 0)
    memcpy (solution, result.solutions[0], (size_t) puzzle->size * puzzle->size);
  futo_run_result_clear (&result);
  return count;
}

static guint64
count_solutions (const FutoPuzzle *puzzle)
{
  return engine_count (puzzle, NULL);
}

/* Taking away any one clue, given or sign, leaves two solutions or more. */
static void
assert_minimal (const FutoPuzzle *puzzle)
{
  FutoPuzzle *less = futo_puzzle_copy (puzzle);
  int cells = puzzle->size * puzzle->size;

  for (int cell = 0; cell < cells; cell++)
    for (int kind = 0; kind < 3; kind++)
      {
        guint8 *slot = kind == 0 ? &less->givens[cell] : kind == 1 ? &less->right[cell]
                                                                   : &less->down[cell];
        guint8 keep = *slot;

        if (keep == 0)
          continue;
        *slot = 0;
        g_assert_cmpuint (count_solutions (less), ==, 2);
        *slot = keep;
      }
  futo_puzzle_free (less);
}

static void
check_generated (int           size,
                 FutoLevel     level,
                 FutoClueStyle style,
                 guint64       seed)
{
  FutoPuzzle *puzzle;
  FutoGenerateReport report;
  FutoGrade grade;

  g_test_message ("%dx%d %s %s seed %" G_GUINT64_FORMAT, size, size, futo_level_id (level),
                  futo_style_id (style), seed);
  g_assert_cmpint (futo_generate (size, level, style, seed, NULL, &puzzle, &report), ==,
                   FUTO_GENERATE_OK);
  g_assert_nonnull (puzzle);
  g_assert_cmpint (report.level, ==, level);
  g_assert_cmpint (report.givens, ==, futo_puzzle_count_givens (puzzle));
  g_assert_cmpint (report.signs, ==, futo_puzzle_count_signs (puzzle));
  g_assert_cmpuint (count_solutions (puzzle), ==, 1);
  assert_minimal (puzzle);
  g_assert_cmpint (futo_grade (puzzle, &grade), ==, FUTO_GRADE_OK);
  g_assert_cmpint (grade.level, ==, level);
  futo_puzzle_free (puzzle);
}

/* Every level at the small sizes, in every style. */
static void
test_small (void)
{
  for (int size = 4; size <= 6; size++)
    for (int level = 0; level < FUTO_N_LEVELS; level++)
      for (int style = 0; style < FUTO_N_STYLES; style++)
        if (size >= futo_generate_min_size ((FutoLevel) level, (FutoClueStyle) style))
          check_generated (size, (FutoLevel) level, (FutoClueStyle) style,
                           (guint64) (size * 100 + level * 10 + style));
}

/* Every level at two larger sizes, in Unequal's style. */
static void
test_larger (void)
{
  for (int size = 7; size <= 9; size += 2)
    for (int level = 0; level < FUTO_N_LEVELS; level++)
      check_generated (size, (FutoLevel) level, FUTO_STYLE_SIGNS, (guint64) (size + level));
}

/* From 10×10 on hard and recursive fill leanly and thin with a cheap pass
 * first, as extreme does at every size: their puzzles are still unique,
 * minimal and exactly at the level. */
static void
test_large (void)
{
  for (int level = FUTO_LEVEL_HARD; level <= FUTO_LEVEL_RECURSIVE; level++)
    {
      check_generated (10, (FutoLevel) level, FUTO_STYLE_SIGNS, (guint64) (10 + level));
      check_generated (11, (FutoLevel) level, FUTO_STYLE_BALANCED, (guint64) (11 + level));
    }
}

/* The styles lean the way they say. */
static void
test_styles (void)
{
  int givens[FUTO_N_STYLES] = { 0 }, signs[FUTO_N_STYLES] = { 0 };

  for (int style = 0; style < FUTO_N_STYLES; style++)
    for (guint64 seed = 1; seed <= 5; seed++)
      {
        FutoPuzzle *puzzle;

        g_assert_cmpint (futo_generate (7, FUTO_LEVEL_MEDIUM, (FutoClueStyle) style, seed, NULL,
                                        &puzzle, NULL), ==, FUTO_GENERATE_OK);
        givens[style] += futo_puzzle_count_givens (puzzle);
        signs[style] += futo_puzzle_count_signs (puzzle);
        futo_puzzle_free (puzzle);
      }
  g_assert_cmpint (givens[FUTO_STYLE_GIVENS], >, givens[FUTO_STYLE_SIGNS]);
  g_assert_cmpint (signs[FUTO_STYLE_SIGNS], >, signs[FUTO_STYLE_GIVENS]);
  g_assert_cmpint (givens[FUTO_STYLE_GIVENS], >, signs[FUTO_STYLE_GIVENS]);
  g_assert_cmpint (signs[FUTO_STYLE_SIGNS], >, givens[FUTO_STYLE_SIGNS]);
}

static void
test_repeatable (void)
{
  FutoPuzzle *a, *b, *c;

  g_assert_cmpint (futo_generate (7, FUTO_LEVEL_HARD, FUTO_STYLE_BALANCED, 99, NULL, &a, NULL), ==,
                   FUTO_GENERATE_OK);
  g_assert_cmpint (futo_generate (7, FUTO_LEVEL_HARD, FUTO_STYLE_BALANCED, 99, NULL, &b, NULL), ==,
                   FUTO_GENERATE_OK);
  g_assert_cmpint (futo_generate (7, FUTO_LEVEL_HARD, FUTO_STYLE_BALANCED, 100, NULL, &c, NULL), ==,
                   FUTO_GENERATE_OK);
  g_assert_true (futo_puzzle_equal (a, b));
  g_assert_false (futo_puzzle_equal (a, c));
  futo_puzzle_free (a);
  futo_puzzle_free (b);
  futo_puzzle_free (c);
}

/* An Adjacent puzzle: unique by the engine and by plain enumeration, its
 * marks exactly the consecutive pairs of its solution, minimal over its
 * givens (its only clues), graded at its level, and its game ID (with the
 * `a` of Unequal's Adjacent mode) reads back to the same puzzle. */
static void
check_adjacent (int       size,
                FutoLevel level,
                guint64   seed)
{
  FutoPuzzle *puzzle, *less, *back;
  FutoGenerateReport report;
  FutoGrade grade;
  FutoError error;
  guint8 solution[64 * 64];
  char *id, prefix[16];

  g_test_message ("%dx%d Adjacent %s seed %" G_GUINT64_FORMAT, size, size, futo_level_id (level),
                  seed);
  g_assert_cmpint (futo_generate_mode (size, FUTO_MODE_ADJACENT, level, FUTO_STYLE_SIGNS, seed,
                                       NULL, &puzzle, &report), ==, FUTO_GENERATE_OK);
  g_assert_cmpint (futo_puzzle_get_mode (puzzle), ==, FUTO_MODE_ADJACENT);
  g_assert_cmpint (report.level, ==, level);
  g_assert_cmpuint (engine_count (puzzle, solution), ==, 1);
  if (size <= 6)
    g_assert_cmpuint (test_brute_count (puzzle, 2, NULL), ==, 1);
  g_assert_cmpint (futo_grade (puzzle, &grade), ==, FUTO_GRADE_OK);
  g_assert_cmpint (grade.level, ==, level);

  /* The marks are those of the solution, all of them. */
  for (int r = 0; r < size; r++)
    for (int c = 0; c < size; c++)
      {
        int cell = r * size + c;

        if (c < size - 1)
          g_assert_cmpint (puzzle->right[cell] == FUTO_REL_ADJACENT, ==,
                           ABS (solution[cell] - solution[cell + 1]) == 1);
        if (r < size - 1)
          g_assert_cmpint (puzzle->down[cell] == FUTO_REL_ADJACENT, ==,
                           ABS (solution[cell] - solution[cell + size]) == 1);
      }

  less = futo_puzzle_copy (puzzle);
  for (int cell = 0; cell < size * size; cell++)
    if (less->givens[cell] != 0)
      {
        guint8 keep = less->givens[cell];

        less->givens[cell] = 0;
        g_assert_cmpuint (count_solutions (less), ==, 2);
        less->givens[cell] = keep;
      }

  id = futo_tatham_write (puzzle);
  g_assert_nonnull (id);
  g_snprintf (prefix, sizeof prefix, "%da:", size);
  g_assert_true (g_str_has_prefix (id, prefix));
  back = futo_tatham_read (id, strlen (id), &error);
  g_assert_nonnull (back);
  g_assert_true (futo_puzzle_equal (puzzle, back));
  g_free (id);
  futo_puzzle_free (back);
  futo_puzzle_free (less);
  futo_puzzle_free (puzzle);
}

/* In how few cells a square differs from the nearest cyclic square
 * (±row ± column + k) mod n. */
static int
cyclic_distance (const guint8 *square,
                 int           n)
{
  int best = n * n;

  for (int form = 0; form < 4; form++)
    for (int k = 0; k < n; k++)
      {
        int a = form & 1 ? n - 1 : 1, b = form & 2 ? n - 1 : 1, differ = 0;

        for (int cell = 0; cell < n * n; cell++)
          differ += square[cell] != (a * (cell / n) + b * (cell % n) + k) % n + 1;
        best = MIN (best, differ);
      }
  return best;
}

/* The Adjacent squares start a few steps from the cyclic one; none may be
 * the cyclic square again or one small trade from it (before, 4 of 50 9×9
 * easy seeds gave the cyclic square itself). */
static void
test_adjacent_variety (void)
{
  static const int sizes[] = { 6, 9, 12 };
  guint8 solution[64 * 64];

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int level = FUTO_LEVEL_EASY; level <= FUTO_LEVEL_MEDIUM; level++)
      for (guint64 seed = 1; seed <= 25; seed++)
        {
          FutoPuzzle *puzzle;
          FutoGenerateReport report;

          g_assert_cmpint (futo_generate_mode (sizes[i], FUTO_MODE_ADJACENT, (FutoLevel) level,
                                               FUTO_STYLE_SIGNS, seed, NULL, &puzzle, &report),
                           ==, FUTO_GENERATE_OK);
          g_assert_cmpuint (engine_count (puzzle, solution), ==, 1);
          g_assert_cmpint (cyclic_distance (solution, sizes[i]), >=, sizes[i]);
          futo_puzzle_free (puzzle);
        }
}

/* Every level the Adjacent mode offers, at its smallest size, a larger one,
 * 9×9 and its largest: every level from 5×5 to 12×12, as Unequal's. */
static void
test_adjacent (void)
{
  for (int level = 0; level < FUTO_N_LEVELS; level++)
    {
      int low = futo_generate_mode_min_size (FUTO_MODE_ADJACENT, (FutoLevel) level,
                                             FUTO_STYLE_SIGNS);
      int high = futo_generate_mode_max_size (FUTO_MODE_ADJACENT, (FutoLevel) level);

      g_assert_cmpint (low, <=, 5);
      g_assert_cmpint (high, >=, 12);
      check_adjacent (low, (FutoLevel) level, (guint64) (level + 1));
      check_adjacent (low + 1, (FutoLevel) level, (guint64) (level + 7));
      check_adjacent (9, (FutoLevel) level, (guint64) (level + 13));
      check_adjacent (12, (FutoLevel) level, (guint64) (level + 19));
    }
  for (guint64 seed = 1; seed <= 4; seed++)
    check_adjacent (7, FUTO_LEVEL_EXTREME, seed);
}

static void
test_adjacent_repeatable (void)
{
  FutoPuzzle *a, *b, *c;

  g_assert_cmpint (futo_generate_mode (6, FUTO_MODE_ADJACENT, FUTO_LEVEL_MEDIUM, FUTO_STYLE_SIGNS,
                                       5, NULL, &a, NULL), ==, FUTO_GENERATE_OK);
  g_assert_cmpint (futo_generate_mode (6, FUTO_MODE_ADJACENT, FUTO_LEVEL_MEDIUM, FUTO_STYLE_SIGNS,
                                       5, NULL, &b, NULL), ==, FUTO_GENERATE_OK);
  g_assert_cmpint (futo_generate_mode (6, FUTO_MODE_ADJACENT, FUTO_LEVEL_MEDIUM, FUTO_STYLE_SIGNS,
                                       6, NULL, &c, NULL), ==, FUTO_GENERATE_OK);
  g_assert_true (futo_puzzle_equal (a, b));
  g_assert_false (futo_puzzle_equal (a, c));
  futo_puzzle_free (a);
  futo_puzzle_free (b);
  futo_puzzle_free (c);
}

static void
test_refusals (void)
{
  FutoPuzzle *puzzle;
  FutoGenerateReport report;
  FutoGenerateBudget budget = { .max_attempts = 1 };
  atomic_int cancel = 1;
  FutoClueStyle style;
  int exhausted = 0;

  /* Sizes where a level does not exist, or is not offered. */
  g_assert_cmpint (futo_generate (3, FUTO_LEVEL_MEDIUM, FUTO_STYLE_SIGNS, 1, NULL, &puzzle, &report),
                   ==, FUTO_GENERATE_INVALID);
  g_assert_null (puzzle);
  g_assert_nonnull (strstr (report.message, "medium"));
  g_assert_cmpint (futo_generate (4, FUTO_LEVEL_RECURSIVE, FUTO_STYLE_SIGNS, 1, NULL, &puzzle, NULL),
                   ==, FUTO_GENERATE_INVALID);
  g_assert_cmpint (futo_generate (futo_generate_max_size (FUTO_LEVEL_EXTREME) + 1, FUTO_LEVEL_EXTREME,
                                  FUTO_STYLE_SIGNS, 1, NULL, &puzzle, NULL), ==, FUTO_GENERATE_INVALID);
  g_assert_cmpint (futo_generate (5, FUTO_N_LEVELS, FUTO_STYLE_SIGNS, 1, NULL, &puzzle, NULL), ==,
                   FUTO_GENERATE_INVALID);
  /* No 4×4 Adjacent puzzle needs the hard techniques; the message says what can be had. */
  g_assert_cmpint (futo_generate_mode (4, FUTO_MODE_ADJACENT, FUTO_LEVEL_HARD, FUTO_STYLE_SIGNS, 1,
                                       NULL, &puzzle, &report), ==, FUTO_GENERATE_INVALID);
  g_assert_null (puzzle);
  g_assert_nonnull (strstr (report.message, "hard Adjacent puzzles can be generated from"));
  g_assert_cmpint (futo_generate_mode (5, (FutoMode) 7, FUTO_LEVEL_EASY, FUTO_STYLE_SIGNS, 1,
                                       NULL, &puzzle, &report), ==, FUTO_GENERATE_INVALID);

  /* A budget too small fails clearly: never an easier puzzle. */
  for (guint64 seed = 1; seed <= 30; seed++)
    if (futo_generate (5, FUTO_LEVEL_RECURSIVE, FUTO_STYLE_SIGNS, seed, &budget, &puzzle, &report)
        == FUTO_GENERATE_EXHAUSTED)
      {
        g_assert_null (puzzle);
        g_assert_nonnull (strstr (report.message, "no 5×5 recursive puzzle"));
        exhausted++;
      }
    else
      futo_puzzle_free (puzzle);
  g_assert_cmpint (exhausted, >, 0);

  budget.cancel = &cancel;
  budget.max_attempts = 0;
  g_assert_cmpint (futo_generate (9, FUTO_LEVEL_EXTREME, FUTO_STYLE_SIGNS, 1, &budget, &puzzle, NULL),
                   ==, FUTO_GENERATE_CANCELLED);
  g_assert_null (puzzle);

  g_assert_true (futo_style_from_id ("givens", &style));
  g_assert_cmpint (style, ==, FUTO_STYLE_GIVENS);
  g_assert_false (futo_style_from_id ("numbers", &style));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/generate/small", test_small);
  g_test_add_func ("/generate/larger", test_larger);
  g_test_add_func ("/generate/large", test_large);
  g_test_add_func ("/generate/styles", test_styles);
  g_test_add_func ("/generate/repeatable", test_repeatable);
  g_test_add_func ("/generate/refusals", test_refusals);
  g_test_add_func ("/generate/adjacent", test_adjacent);
  g_test_add_func ("/generate/adjacent-repeatable", test_adjacent_repeatable);
  g_test_add_func ("/generate/adjacent-variety", test_adjacent_variety);
  return g_test_run ();
}
