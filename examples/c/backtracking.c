/* backtracking.c: plain backtracking in C, recorded through libfutoshiki-glib
 *
 * The same search as examples/python/backtracking.py and the built-in bt:
 * empty cells in reading order, values 1..n, each checked against the filled
 * cells of its row and column and its signs towards filled neighbours. It
 * shows the library's public C API as a program outside the project would
 * use it:
 *
 *   cc backtracking.c $(pkg-config --cflags --libs futoshiki-glib-1.0)
 *   ./a.out PUZZLE [TRACE]
 *
 * prints the first solution in the grid format and, with TRACE, saves the
 * run there for Futoshiki Lab or `futoshiki tree --trace TRACE`.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>

#include <futoshiki-glib.h>

typedef struct
{
  FutoshikiPuzzle   *puzzle;
  FutoshikiRecorder *recorder;
  int                n;
  guint8            *values; /* row-major, 0 = empty */
  int               *empty;  /* the cells the search fills, in order */
  int                n_empty;
  GError            *error;  /* the recorder's refusal, if any */
} Search;

static const struct
{
  FutoshikiDirection direction;
  int                dr, dc;
} steps[] = {
  { FUTOSHIKI_DIRECTION_UP, -1, 0 },
  { FUTOSHIKI_DIRECTION_RIGHT, 0, 1 },
  { FUTOSHIKI_DIRECTION_DOWN, 1, 0 },
  { FUTOSHIKI_DIRECTION_LEFT, 0, -1 },
};

/* Why value cannot go in (row, col) now: ROW, COLUMN or SIGN with the cell
 * that says so in *cause, or NONE when it fits. The order is bt's. */
static FutoshikiReason
conflict (const Search *search,
          int           row,
          int           col,
          int           value,
          int          *cause)
{
  int n = search->n;

  for (int c = 0; c < n; c++)
    if (c != col && search->values[row * n + c] == value)
      {
        *cause = row * n + c;
        return FUTOSHIKI_REASON_ROW;
      }
  for (int r = 0; r < n; r++)
    if (r != row && search->values[r * n + col] == value)
      {
        *cause = r * n + col;
        return FUTOSHIKI_REASON_COLUMN;
      }
  for (size_t k = 0; k < G_N_ELEMENTS (steps); k++)
    {
      FutoshikiRelation relation = futoshiki_puzzle_get_relation (search->puzzle, row, col, steps[k].direction);
      int other_row = row + steps[k].dr, other_col = col + steps[k].dc;
      int other;

      if (relation != FUTOSHIKI_RELATION_LESS && relation != FUTOSHIKI_RELATION_GREATER)
        continue;
      other = search->values[other_row * n + other_col];
      if (other != 0 && (relation == FUTOSHIKI_RELATION_LESS ? value >= other : value <= other))
        {
          *cause = other_row * n + other_col;
          return FUTOSHIKI_REASON_SIGN;
        }
    }
  return FUTOSHIKI_REASON_NONE;
}

/* Fills empty[index…]; TRUE at the first solution or at a refused event. */
static gboolean
fill (Search *search,
      int     index)
{
  int n = search->n, row, col;

  /* The first solution ends the run (the recorder's refusal, too). */
  if (index == search->n_empty)
    {
      futoshiki_recorder_solution (search->recorder, &search->error);
      return TRUE;
    }
  row = search->empty[index] / n;
  col = search->empty[index] % n;
  for (int value = 1; value <= n; value++)
    {
      FutoshikiReason reason;
      int cause = -1;

      /* Every value tried is a decision, whether it fits or not. */
      if (!futoshiki_recorder_assign (search->recorder, row, col, value, FUTOSHIKI_REASON_DECISION, &search->error))
        return TRUE;
      reason = conflict (search, row, col, value, &cause);
      if (reason != FUTOSHIKI_REASON_NONE)
        {
          if (!futoshiki_recorder_refute (search->recorder, row, col, value, reason, cause / n, cause % n,
                                          &search->error))
            return TRUE;
          continue;
        }
      search->values[row * n + col] = (guint8) value;
      if (fill (search, index + 1))
        return TRUE;
      search->values[row * n + col] = 0;
      if (!futoshiki_recorder_backtrack (search->recorder, row, col, value, &search->error)
          || !futoshiki_recorder_unassign (search->recorder, row, col, value, &search->error))
        return TRUE;
    }
  return FALSE;
}

/* Whether two givens clash: then there is no solution and no node. */
static gboolean
givens_clash (const Search *search)
{
  int n = search->n;

  for (int cell = 0; cell < n * n; cell++)
    {
      int cause;

      if (search->values[cell] != 0
          && conflict (search, cell / n, cell % n, search->values[cell], &cause) != FUTOSHIKI_REASON_NONE)
        return TRUE;
    }
  return FALSE;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (GFile) trace_file = NULL;
  g_autoptr (FutoshikiTrace) trace = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  Search search = { 0 };
  gboolean solved;

  if (argc < 2 || argc > 3)
    {
      fprintf (stderr, "usage: %s PUZZLE [TRACE]\n", argv[0]);
      return 2;
    }
  file = g_file_new_for_commandline_arg (argv[1]);
  search.puzzle = futoshiki_puzzle_new_from_file (file, &error);
  if (search.puzzle == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  if (futoshiki_puzzle_get_mode (search.puzzle) != FUTOSHIKI_MODE_UNEQUAL)
    {
      fprintf (stderr, "%s: this example solves Unequal puzzles, not Adjacent ones\n", argv[1]);
      return 2;
    }
  search.n = futoshiki_puzzle_get_size (search.puzzle);
  search.values = g_new0 (guint8, search.n * search.n);
  search.empty = g_new (int, search.n * search.n);
  for (int cell = 0; cell < search.n * search.n; cell++)
    {
      search.values[cell] = (guint8) futoshiki_puzzle_get_given (search.puzzle, cell / search.n, cell % search.n);
      if (search.values[cell] == 0)
        search.empty[search.n_empty++] = cell;
    }
  search.recorder = futoshiki_recorder_new (search.puzzle, "backtracking.c");

  if (argc == 3)
    trace_file = g_file_new_for_commandline_arg (argv[2]);
  solved = !givens_clash (&search) && fill (&search, 0) && search.error == NULL;
  if (search.error != NULL)
    g_propagate_error (&error, g_steal_pointer (&search.error));
  else if ((trace = futoshiki_recorder_finish (search.recorder, &error)) != NULL && trace_file != NULL)
    futoshiki_trace_save (trace, trace_file, &error);
  if (error != NULL)
    fprintf (stderr, "backtracking.c: %s\n", error->message);
  else if (solved)
    {
      text = futoshiki_puzzle_format_values (search.puzzle, search.values, (gsize) search.n * search.n);
      fputs (text, stdout);
    }
  else
    puts ("no solution");

  g_object_unref (search.recorder);
  g_object_unref (search.puzzle);
  g_free (search.values);
  g_free (search.empty);
  return error != NULL ? 1 : 0;
}
