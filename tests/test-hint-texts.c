/* test-hint-texts.c: what every hint says holds, for a few hundred positions
 *
 * Random puzzles of every size from 4 to 9 (Unequal, and Adjacent up to
 * 7), each with one solution, followed hint by hint as a player applying
 * them would, pencil marks included. Of every hint: its conclusion agrees
 * with the solution (a placed value is the solution's, an eliminated one is
 * not), it concludes something, both its sentences are there, the full one
 * opens with its technique's name, and every cell the sentences name is one
 * the hint reads, points at or concludes about. The walk ends solved, with
 * the solution's values. These are properties, not a record: how a hint is
 * worked out may change, what it says must stay true.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "adjacent-test-util.h"
#include "futo-algorithm.h"
#include "futo-hint.h"
#include "test-util.h"

/* Whether the puzzle has exactly one solution. */
static gboolean
unique (const FutoPuzzle *puzzle)
{
  FutoRunOptions options;
  FutoRunResult result;
  gboolean one;

  futo_run_options_init (&options);
  options.solution_limit = 2;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_default (), puzzle, &options, &result);
  one = result.status == FUTO_STATUS_SOLVED && result.solution_count == 1;
  futo_run_result_clear (&result);
  return one;
}

/* Takes clues away in a random order as long as one solution is left, so
 * that the hints need every kind of technique; givens_first makes a puzzle
 * of signs (as Unequal's), where the sign chains show. Adjacent marks stay:
 * they are the puzzle. */
static void
thin (GRand      *rand,
      FutoPuzzle *puzzle,
      gboolean    givens_first)
{
  int cells = puzzle->size * puzzle->size;
  gboolean adjacent = futo_puzzle_get_mode (puzzle) == FUTO_MODE_ADJACENT;
  int slots = adjacent ? cells : 3 * cells;
  int *order = g_new (int, slots);

  for (int i = 0; i < slots; i++)
    order[i] = i;
  for (int i = slots - 1; i > 0; i--)
    {
      int j = givens_first && i < cells ? g_rand_int_range (rand, 0, i + 1)
              : givens_first ? g_rand_int_range (rand, cells, i + 1)
              : g_rand_int_range (rand, 0, i + 1);
      int t = order[i];

      order[i] = order[j];
      order[j] = t;
    }
  for (int i = 0; i < slots; i++)
    {
      guint8 *clue = order[i] < cells ? &puzzle->givens[order[i]]
                   : order[i] < 2 * cells ? &puzzle->right[order[i] - cells]
                   : &puzzle->down[order[i] - 2 * cells];
      guint8 was = *clue;

      if (was == 0)
        continue;
      *clue = 0;
      if (!unique (puzzle))
        *clue = was;
    }
  g_free (order);
}

/* The puzzle's solution (it has exactly one). */
static guint8 *
solve (const FutoPuzzle *puzzle)
{
  FutoRunOptions options;
  FutoRunResult result;
  guint8 *solution;

  futo_run_options_init (&options);
  options.solution_limit = 1;
  futo_run_result_init (&result);
  g_assert_cmpint (futo_run (futo_algorithm_default (), puzzle, &options, &result), ==, FUTO_STATUS_SOLVED);
  solution = g_memdup2 (result.solutions[0], (gsize) (puzzle->size * puzzle->size));
  futo_run_result_clear (&result);
  return solution;
}

static void
add_cell (GHashTable *cells,
          int         cell)
{
  g_hash_table_add (cells, GINT_TO_POINTER (cell + 1));
}

/* Every cell the hint reads, points at or concludes about. */
static GHashTable *
hint_cells (const FutoHumanStep *step)
{
  GHashTable *cells = g_hash_table_new (NULL, NULL);

  for (int i = 0; i < step->n_cells; i++)
    add_cell (cells, step->cells[i]);
  for (int i = 0; i < step->n_signs; i++)
    {
      add_cell (cells, step->signs[i].cell);
      add_cell (cells, step->signs[i].other);
    }
  for (int i = 0; i < step->n_placements; i++)
    add_cell (cells, step->placements[i].cell);
  for (int i = 0; i < step->n_eliminations; i++)
    add_cell (cells, step->eliminations[i].cell);
  if (step->focus_kind == FUTO_FOCUS_CELL || step->focus_kind == FUTO_FOCUS_SIGN)
    add_cell (cells, step->focus);
  if (step->focus_kind == FUTO_FOCUS_SIGN)
    add_cell (cells, step->focus_other);
  return cells;
}

/* Every "rXcY" of text names one of cells. */
static void
assert_names_only (const char *label,
                   const char *text,
                   int         size,
                   GHashTable *cells)
{
  static GRegex *names;
  g_autoptr(GMatchInfo) match = NULL;

  if (names == NULL)
    names = g_regex_new ("\\br([0-9]+)c([0-9]+)\\b", 0, 0, NULL);
  g_regex_match (names, text, 0, &match);
  for (; g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      g_autofree char *row = g_match_info_fetch (match, 1);
      g_autofree char *col = g_match_info_fetch (match, 2);
      int r = atoi (row), c = atoi (col);

      if (r < 1 || r > size || c < 1 || c > size
          || !g_hash_table_contains (cells, GINT_TO_POINTER ((r - 1) * size + (c - 1) + 1)))
        g_error ("%s: \"%s\" names r%dc%d, which the hint neither reads nor concludes about", label, text, r, c);
    }
}

static void
check_step (const char       *label,
            const FutoPuzzle *puzzle,
            const FutoHint   *hint,
            const guint8     *solution)
{
  const FutoHumanStep *step = &hint->step;
  g_autofree char *vague = futo_hint_vague (puzzle, hint);
  g_autofree char *full = futo_hint_full (puzzle, hint);
  g_autofree char *name = g_strconcat (futo_technique_name (step->technique), ": ", NULL);
  GHashTable *cells = hint_cells (step);

  g_assert_nonnull (vague);
  g_assert_nonnull (full);
  g_assert_cmpstr (vague, !=, "");
  if (!g_str_has_prefix (full, name) || strlen (full) == strlen (name))
    g_error ("%s: \"%s\" does not open with its technique, \"%s\", and say something", label, full, name);
  if (step->n_placements + step->n_eliminations == 0)
    g_error ("%s: \"%s\" concludes nothing", label, full);
  for (int i = 0; i < step->n_placements; i++)
    if (solution[step->placements[i].cell] != step->placements[i].value)
      g_error ("%s: \"%s\" places %d in cell %d, whose value is %d", label, full,
               step->placements[i].value, step->placements[i].cell, solution[step->placements[i].cell]);
  for (int i = 0; i < step->n_eliminations; i++)
    if (solution[step->eliminations[i].cell] == step->eliminations[i].value)
      g_error ("%s: \"%s\" takes %d from cell %d, whose value it is", label, full,
               step->eliminations[i].value, step->eliminations[i].cell);
  assert_names_only (label, vague, puzzle->size, cells);
  assert_names_only (label, full, puzzle->size, cells);
  g_hash_table_unref (cells);
}

/* Follows the hints of one puzzle to the end; returns how many steps. */
static int
follow_puzzle (const char       *label,
               const FutoPuzzle *puzzle)
{
  int cells = puzzle->size * puzzle->size;
  guint8 *solution = solve (puzzle);
  guint8 *entries = g_new0 (guint8, cells);
  FutoSet *pencil = g_new0 (FutoSet, cells);
  FutoHint hint;
  int k;

  futo_hint_init (&hint);
  for (k = 0;; k++)
    {
      FutoHintKind kind = futo_hint_find (puzzle, entries, pencil, &hint);
      g_autofree char *where = g_strdup_printf ("%s #%d", label, k);

      if (kind != FUTO_HINT_STEP)
        {
          g_autofree char *said = futo_hint_full (puzzle, &hint);

          /* A player who follows every hint ends with the solution. */
          if (kind != FUTO_HINT_SOLVED)
            g_error ("%s: hint of kind %d (\"%s\") before the end", where, kind, said);
          g_assert_nonnull (said);
          g_assert_cmpstr (said, !=, "");
          break;
        }
      check_step (where, puzzle, &hint, solution);
      futo_hint_apply (puzzle, &hint, entries, pencil);
    }
  for (int i = 0; i < cells; i++)
    g_assert_cmpint (puzzle->givens[i] != 0 ? puzzle->givens[i] : entries[i], ==, solution[i]);
  futo_hint_clear (&hint);
  g_free (pencil);
  g_free (entries);
  g_free (solution);
  return k;
}

static void
test_hint_texts (void)
{
  GRand *rand = g_rand_new_with_seed (17);
  int steps = 0;

  for (int n = 4; n <= 9; n++)
    for (int i = 0; i < (n <= 7 ? 6 : 4); i++)
      {
        g_autofree char *label = g_strdup_printf ("unequal %d.%d", n, i);
        FutoPuzzle *puzzle = test_random_puzzle (rand, n, 1.0, 1.0);

        /* Puzzles of signs alone take seconds at 8×8 and 9×9: every
         * hint there guesses, from the start. */
        thin (rand, puzzle, n <= 7 && i % 2 == 1);
        steps += follow_puzzle (label, puzzle);
        futo_puzzle_free (puzzle);
      }
  for (int n = 4; n <= 7; n++)
    for (int i = 0; i < 3; i++)
      {
        g_autofree char *label = g_strdup_printf ("adjacent %d.%d", n, i);
        FutoPuzzle *puzzle = random_adjacent (rand, n, 1.0);

        thin (rand, puzzle, FALSE);
        steps += follow_puzzle (label, puzzle);
        futo_puzzle_free (puzzle);
      }
  g_test_message ("%d hints checked", steps);
  g_rand_free (rand);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hint/texts", test_hint_texts);
  return g_test_run ();
}
