/* test-hint-follow.c: following the hints from an empty board (issue 32)
 *
 * A player who asks for a hint and applies it, again and again, from a
 * generated puzzle with nothing entered, must reach the solution, at every
 * level and in both kinds (Unequal and Adjacent). On the way no applied
 * hint may leave a pencil mark that a value in the same row or column
 * already rules out, nor take the solution's value out of a cell's marks;
 * and a hint never says the player was wrong, since the player only ever
 * did what the hints said.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "futo-game.h"
#include "futo-generate.h"
#include "futo-hint.h"
#include "test-util.h"

/* What stands in cell: the given, else the entry. */
static int
shown (const FutoPuzzle *puzzle,
       const guint8     *entries,
       int               cell)
{
  return puzzle->givens[cell] != 0 ? puzzle->givens[cell] : entries[cell];
}

/* Every mark of every empty cell is a value its row and column do not
 * show, and the marks (where there are any) hold the solution's value. */
static void
assert_marks_consistent (const FutoPuzzle *puzzle,
                         const guint8     *entries,
                         const FutoSet    *pencil,
                         const guint8     *solution,
                         int               step)
{
  int n = puzzle->size;

  for (int cell = 0; cell < n * n; cell++)
    {
      int row = cell / n, col = cell % n;

      if (shown (puzzle, entries, cell) != 0)
        {
          g_assert_cmpint (shown (puzzle, entries, cell), ==, solution[cell]);
          continue;
        }
      if (pencil[cell] == 0)
        continue;
      if ((pencil[cell] & FUTO_SET_BIT (solution[cell])) == 0)
        g_error ("step %d: the marks of r%dc%d leave out its value %d", step, row + 1, col + 1,
                 solution[cell]);
      for (int k = 0; k < n; k++)
        {
          int in_row = k != col ? shown (puzzle, entries, row * n + k) : 0;
          int in_col = k != row ? shown (puzzle, entries, k * n + col) : 0;

          if (in_row != 0 && (pencil[cell] & FUTO_SET_BIT (in_row)) != 0)
            g_error ("step %d: r%dc%d is marked %d, which r%dc%d holds", step, row + 1, col + 1,
                     in_row, row + 1, k + 1);
          if (in_col != 0 && (pencil[cell] & FUTO_SET_BIT (in_col)) != 0)
            g_error ("step %d: r%dc%d is marked %d, which r%dc%d holds", step, row + 1, col + 1,
                     in_col, k + 1, col + 1);
        }
    }
}

/* Follows the hints from an empty board; returns how many it applied, and
 * adds to *marked how often a cell was left with marks. */
static int
follow (const FutoPuzzle *puzzle,
        int              *marked)
{
  int n = puzzle->size, cells = n * n, steps = 0;
  g_autofree guint8 *solution = g_new0 (guint8, cells);
  g_autofree guint8 *entries = g_new0 (guint8, cells);
  g_autofree FutoSet *pencil = g_new0 (FutoSet, cells);

  g_assert_cmpuint (test_brute_count (puzzle, 2, solution), ==, 1);
  for (;;)
    {
      FutoHint hint;
      FutoHintKind kind;

      futo_hint_init (&hint);
      kind = futo_hint_find (puzzle, entries, pencil, &hint);
      if (kind == FUTO_HINT_SOLVED)
        {
          futo_hint_clear (&hint);
          break;
        }
      g_assert_cmpint (kind, ==, FUTO_HINT_STEP);
      futo_hint_apply (puzzle, &hint, entries, pencil);
      futo_hint_clear (&hint);
      steps++;
      assert_marks_consistent (puzzle, entries, pencil, solution, steps);
      for (int cell = 0; cell < cells; cell++)
        *marked += pencil[cell] != 0;
      /* Each hint concludes something, so the walk ends. */
      g_assert_cmpint (steps, <=, cells * n + 1);
    }
  for (int cell = 0; cell < cells; cell++)
    g_assert_cmpint (shown (puzzle, entries, cell), ==, solution[cell]);
  return steps;
}

typedef struct
{
  FutoMode  mode;
  FutoLevel level;
} FollowCase;

static void
test_follow (gconstpointer data)
{
  const FollowCase *c = data;
  FutoClueStyle style = c->mode == FUTO_MODE_ADJACENT ? FUTO_STYLE_BALANCED : FUTO_STYLE_SIGNS;
  int size = futo_generate_mode_min_size (c->mode, c->level, style);
  int followed = 0, marked = 0;

  g_assert_cmpint (size, >, 0);
  /* The smallest size of each level and the next, where the generator is
   * quick: both kinds, every level, a few seeds. */
  for (int grow = 0; grow < 2 && size + grow <= futo_generate_mode_max_size (c->mode, c->level);
       grow++)
    for (guint64 seed = 1; seed <= 3; seed++)
      {
        FutoPuzzle *puzzle = NULL;
        FutoGenerateReport report;
        FutoGenerateStatus status;

        status = futo_generate_mode (size + grow, c->mode, c->level, style, seed * 7919 + grow,
                                     NULL, &puzzle, &report);
        if (status != FUTO_GENERATE_OK)
          {
            g_test_message ("%dx%d seed %" G_GUINT64_FORMAT ": %s", size + grow, size + grow,
                            seed, report.message);
            continue;
          }
        g_test_message ("%dx%d seed %" G_GUINT64_FORMAT ": %d hints", size + grow, size + grow,
                        seed, follow (puzzle, &marked));
        followed++;
        futo_puzzle_free (puzzle);
      }
  g_assert_cmpint (followed, >, 0);
  /* Some hint crossed values out, so the marks were put to the test. */
  g_assert_cmpint (marked, >, 0);
}

int
main (int    argc,
      char **argv)
{
  static FollowCase cases[2 * FUTO_N_LEVELS];

  g_test_init (&argc, &argv, NULL);
  for (int m = 0; m < 2; m++)
    for (int level = 0; level < FUTO_N_LEVELS; level++)
      {
        FollowCase *c = &cases[m * FUTO_N_LEVELS + level];
        g_autofree char *path = NULL;

        c->mode = m == 0 ? FUTO_MODE_UNEQUAL : FUTO_MODE_ADJACENT;
        c->level = (FutoLevel) level;
        path = g_strdup_printf ("/hint/follow/%s/%s", m == 0 ? "unequal" : "adjacent",
                                futo_level_id (c->level));
        g_test_add_data_func (path, c, test_follow);
      }
  return g_test_run ();
}
