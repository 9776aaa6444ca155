/* futo-algo-color.c: list-colouring backtracking (ColorFutoshiki)
 *
 * The source: Şen & Diner, "List coloring based algorithm for the Futoshiki
 * puzzle", IJOCTA 14(4):294-307, 2024 (doi:10.11121/ijocta.1432). The
 * puzzle is a precolouring extension problem on the n×n rook's graph: cells
 * are vertices, two cells of a line are adjacent, colours are the values,
 * givens are precoloured vertices, and each empty cell gets a list L(v) of
 * colours it may still take.
 *
 * The method, in two phases:
 * 1. Lists. L(v) starts as {1..n} without the colours of the givens in v's
 *    row and column. The lists are then filtered until nothing changes: a
 *    colour leaves L(v) when a sign between v and a neighbour w cannot hold
 *    with any colour of L(w) (w's list is {given} for a given), and a list
 *    down to one colour takes that colour out of the lists of the other
 *    empty cells of its row and column, as a given would. Every colour taken
 *    out is counted: this is the paper's "removed nodes" (removed_values).
 *    An empty list proves the puzzle unsatisfiable before any search.
 * 2. Search. The same chronological backtracking as FutoshikiBT
 *    (futo-algo-bt.c): empty cells in row-major order, but each cell tries
 *    only the colours of its own list, in ascending order, each checked
 *    against the assigned cells of its row and column and its signs towards
 *    assigned neighbours. The lists stay as phase 1 left them: there is no
 *    look-ahead during the search, weakness included.
 *
 * Interpretations, named:
 * - Phase 1's filtering: the sign rule keeps a colour of L(v) only when L(w)
 *   has a colour on the right side of it (for v < w: below max L(w)); the
 *   sweeps visit the empty cells in row-major order, the signs in the order
 *   up, right, down, left, and repeat until a sweep changes nothing. Taking
 *   a single remaining colour out of the lines is our reading of "filtered
 *   until nothing changes"; the parameter "singletons=0" turns it off, which
 *   leaves the givens and the signs only.
 * - Givens that clash with each other are checked once before phase 1, as
 *   in bt: a clash is unsatisfiable at once.
 * - Statistics as in bt, so that "explored nodes" compare: a node is one
 *   colour tried in one cell; assignments are the tries that pass the check;
 *   backtracks the placed colours taken back after their subtree; propagations
 *   counts the cell revisions of phase 1.
 * - Events: phase 1 emits one PRUNE per removed colour at depth 0, reason
 *   ROW or COLUMN with the given (or the single-colour cell) of the line as
 *   cause, or SIGN with the neighbour across the sign as cause. Phase 2 emits
 *   the events of bt: ASSIGN for each try, UNASSIGN with ROW, COLUMN or SIGN
 *   and the conflicting cell when the check fails (the refuted tries in a
 *   row of a cell told together, in order, before its next event),
 *   BACKTRACK then UNASSIGN when a placed colour is taken back. Phase 2 removes nothing, so the PRUNE
 *   events are exactly the removed values.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-algorithms-private.h"
#include "futo-runner-private.h"

typedef struct
{
  int     count;
  int     other[4]; /* the neighbour across each sign */
  uint8_t less[4];  /* true: this cell < other; false: this cell > other */
} SignNeighbours;

typedef struct
{
  FutoRunner        runner;
  const FutoPuzzle *puzzle;
  int               n;
  int               cells;
  FutoSet           full;
  SignNeighbours   *signs;
  FutoSet          *list;     /* each cell's colour list; {given} for a given */
  bool             *spread;   /* a single-colour list already taken out of its lines */
  int              *order;    /* the empty cells, row-major */
  int               n_empty;
  uint8_t          *values;   /* the grid being filled, givens included; 0 = empty */
  FutoSet          *row_used; /* values present in each row */
  FutoSet          *col_used; /* values present in each column */
  uint8_t          *row_where; /* [row * (n + 1) + value]: its column, valid while row_used has it;
                                * NULL when no events are wanted */
  uint8_t          *col_where; /* [col * (n + 1) + value]: its row, likewise */
  FutoRunnerTries   tries;    /* the refuted tries of the cell being coloured, not yet told */
} Color;

static void
collect_signs (Color *color)
{
  static const int dr[4] = { -1, 0, 1, 0 };
  static const int dc[4] = { 0, 1, 0, -1 };
  int n = color->n;

  for (int cell = 0; cell < color->cells; cell++)
    {
      SignNeighbours *signs = &color->signs[cell];

      signs->count = 0;
      for (int d = 0; d < 4; d++)
        {
          FutoRelation rel = futo_puzzle_get_relation (color->puzzle, cell / n, cell % n, (FutoDirection) d);

          if (rel == FUTO_REL_NONE)
            continue;
          signs->other[signs->count] = (cell / n + dr[d]) * n + cell % n + dc[d];
          signs->less[signs->count] = rel == FUTO_REL_LESS;
          signs->count++;
        }
    }
}

/* Colours strictly below m, and strictly above m, within 1..n. */
static inline FutoSet
colours_below (int m)
{
  return m <= 1 ? 0 : ((FutoSet) 1 << (m - 1)) - 1;
}

static inline FutoSet
colours_above (const Color *color,
               int          m)
{
  return m >= 64 ? 0 : (~(FutoSet) 0 << m) & color->full;
}

/* ---- Phase 1: the lists ---- */

/* Takes drop out of cell's list; false when the list is left empty. */
static bool
remove_colours (Color      *color,
                int         cell,
                FutoSet     drop,
                FutoReason  reason,
                int         cause,
                bool       *changed)
{
  FutoSet old = color->list[cell];
  FutoSet gone = old & drop;

  if (gone == 0)
    return true;
  color->list[cell] = old & ~gone;
  color->runner.result->stats.removed_values += (uint64_t) futo_set_count (gone);
  *changed = true;
  _futo_runner_emit_each (&color->runner, FUTO_EVENT_PRUNE, reason, cell, cause, gone, 0);
  return color->list[cell] != 0;
}

/* Takes colour out of the lists of the empty cells of the line first,
 * first + step, …, other than cell. */
static bool
remove_from_line (Color      *color,
                  int         first,
                  int         step,
                  int         cell,
                  FutoSet     colour,
                  FutoReason  reason,
                  bool       *changed)
{
  for (int k = 0, other = first; k < color->n; k++, other += step)
    if (other != cell && color->puzzle->givens[other] == 0
        && !remove_colours (color, other, colour, reason, cell, changed))
      return false;
  return true;
}

/* L(v) = {1..n} without the givens of v's row, then of its column. */
static bool
initial_list (Color *color,
              int    cell)
{
  int n = color->n, row = cell / n, col = cell % n;
  const uint8_t *givens = color->puzzle->givens;
  bool changed = false;

  color->list[cell] = color->full;
  for (int k = 0; k < n; k++)
    if (givens[row * n + k] != 0
        && !remove_colours (color, cell, FUTO_SET_BIT (givens[row * n + k]), FUTO_REASON_ROW, row * n + k, &changed))
      return false;
  for (int k = 0; k < n; k++)
    if (givens[k * n + col] != 0
        && !remove_colours (color, cell, FUTO_SET_BIT (givens[k * n + col]), FUTO_REASON_COLUMN, k * n + col, &changed))
      return false;
  return true;
}

/* One revision of an empty cell: its signs against its neighbours' lists,
 * then, once, its single colour out of its lines. */
static bool
revise (Color *color,
        int    cell,
        bool   singletons,
        bool  *changed)
{
  const SignNeighbours *signs = &color->signs[cell];
  int n = color->n;

  color->runner.result->stats.propagations++;
  for (int k = 0; k < signs->count; k++)
    {
      FutoSet theirs = color->list[signs->other[k]];
      FutoSet keep = signs->less[k] ? colours_below (futo_set_max (theirs))
                                    : colours_above (color, futo_set_min (theirs));

      if (!remove_colours (color, cell, ~keep, FUTO_REASON_SIGN, signs->other[k], changed))
        return false;
    }
  if (singletons && !color->spread[cell] && futo_set_count (color->list[cell]) == 1)
    {
      color->spread[cell] = true;
      if (!remove_from_line (color, (cell / n) * n, 1, cell, color->list[cell], FUTO_REASON_ROW, changed)
          || !remove_from_line (color, cell % n, n, cell, color->list[cell], FUTO_REASON_COLUMN, changed))
        return false;
    }
  return true;
}

/* Builds and filters the lists; false when one is left empty. */
static bool
build_lists (Color *color)
{
  bool singletons = _futo_runner_param (&color->runner, "singletons", 1) != 0;
  bool changed;

  for (int cell = 0; cell < color->cells; cell++)
    if (color->puzzle->givens[cell] != 0)
      color->list[cell] = FUTO_SET_BIT (color->puzzle->givens[cell]);
  for (int i = 0; i < color->n_empty; i++)
    if (!initial_list (color, color->order[i]))
      return false;
  do
    {
      changed = false;
      for (int i = 0; i < color->n_empty; i++)
        if (!revise (color, color->order[i], singletons, &changed))
          return false;
      /* A sweep costs one revision per empty cell: let a cancel through. */
      if (_futo_runner_tick (&color->runner))
        return false;
    }
  while (changed);
  return true;
}

/* ---- Phase 2: the search ---- */

/* Whether value fits in cell against the assigned cells: NONE when it does,
 * else why not, with the conflicting cell as _futo_trace_conflict() names
 * it in *conflict when conflict is not NULL. */
static FutoReason
check (const Color *color,
       int          cell,
       int          value,
       unsigned    *conflict)
{
  int n = color->n, row = cell / n, col = cell % n;
  FutoSet bit = FUTO_SET_BIT (value);
  const SignNeighbours *signs = &color->signs[cell];

  if (color->row_used[row] & bit)
    {
      if (conflict != NULL)
        *conflict = _futo_trace_conflict (FUTO_REASON_ROW, n, color->row_where[row * (n + 1) + value]);
      return FUTO_REASON_ROW;
    }
  if (color->col_used[col] & bit)
    {
      if (conflict != NULL)
        *conflict = _futo_trace_conflict (FUTO_REASON_COLUMN, n, color->col_where[col * (n + 1) + value]);
      return FUTO_REASON_COLUMN;
    }
  for (int k = 0; k < signs->count; k++)
    {
      int other = color->values[signs->other[k]];

      if (other != 0 && (signs->less[k] ? value >= other : value <= other))
        {
          if (conflict != NULL)
            *conflict = _futo_trace_conflict (FUTO_REASON_SIGN, n, _futo_trace_direction (n, cell, signs->other[k]));
          return FUTO_REASON_SIGN;
        }
    }
  return FUTO_REASON_NONE;
}

static void
place (Color *color,
       int    cell,
       int    value)
{
  color->values[cell] = (uint8_t) value;
  color->row_used[cell / color->n] |= FUTO_SET_BIT (value);
  color->col_used[cell % color->n] |= FUTO_SET_BIT (value);
}

/* Notes where value sits, while events are wanted, so that a refuted try
 * names its conflict in one look rather than a scan of the line, which
 * took a recorded run a sixth of its instructions. */
static void
note_where (Color *color,
            int    cell,
            int    value)
{
  int n = color->n, row = cell / n, col = cell % n;

  color->row_where[row * (n + 1) + value] = (uint8_t) col;
  color->col_where[col * (n + 1) + value] = (uint8_t) row;
}

static void
take_back (Color *color,
           int    cell,
           int    value)
{
  color->values[cell] = 0;
  color->row_used[cell / color->n] &= ~FUTO_SET_BIT (value);
  color->col_used[cell % color->n] &= ~FUTO_SET_BIT (value);
}

/* Colours the empty cells from order[index] on. Returns true when the whole
 * run must stop (a limit, cancellation or the solution limit). */
static bool
search (Color *color,
        int    index)
{
  FutoStats *stats = &color->runner.result->stats;
  bool events = _futo_runner_wants_events (&color->runner);
  int cell, depth = index + 1;

  if (index == color->n_empty)
    return _futo_runner_solution (&color->runner, color->values);

  cell = color->order[index];
  for (FutoSet choices = color->list[cell]; choices != 0; choices &= choices - 1)
    {
      int value = futo_set_min (choices);
      unsigned conflict;

      if (_futo_runner_tick (&color->runner))
        {
          _futo_runner_emit_tries (&color->runner, cell, depth, &color->tries, 0);
          return true;
        }
      stats->nodes++;
      if (check (color, cell, value, events ? &conflict : NULL) != FUTO_REASON_NONE)
        {
          /* The try and its refutation, told with the cell's next tries
           * before the next event: a recording keeps a run of them as one
           * record. */
          if (events)
            _futo_runner_tries_add (&color->tries, value, conflict);
          continue;
        }
      _futo_runner_emit_tries (&color->runner, cell, depth, &color->tries, value);

      stats->assignments++;
      place (color, cell, value);
      if (events)
        note_where (color, cell, value);
      if (search (color, index + 1))
        return true;
      take_back (color, cell, value);
      stats->backtracks++;
      _futo_runner_emit_taken_back (&color->runner, cell, value, depth - 1);
    }
  _futo_runner_emit_tries (&color->runner, cell, depth, &color->tries, 0);
  return false;
}

/* Places the givens and lists the empty cells; false when two givens clash. */
static bool
place_givens (Color *color)
{
  const uint8_t *givens = color->puzzle->givens;

  for (int cell = 0; cell < color->cells; cell++)
    {
      if (givens[cell] == 0)
        {
          color->order[color->n_empty++] = cell;
          continue;
        }
      if (check (color, cell, givens[cell], NULL) != FUTO_REASON_NONE)
        return false;
      place (color, cell, givens[cell]);
      if (color->row_where != NULL)
        note_where (color, cell, givens[cell]);
    }
  return true;
}

static bool
color_init (Color                *color,
            const FutoPuzzle     *puzzle,
            const FutoRunOptions *options,
            FutoRunResult        *result)
{
  size_t cells = (size_t) puzzle->size * puzzle->size;

  memset (color, 0, sizeof *color);
  _futo_runner_init (&color->runner, puzzle, options, result);
  color->puzzle = puzzle;
  color->n = puzzle->size;
  color->cells = (int) cells;
  color->full = FUTO_SET_FULL (puzzle->size);
  color->signs = malloc (cells * sizeof *color->signs);
  color->list = calloc (cells, sizeof *color->list);
  color->spread = calloc (cells, sizeof *color->spread);
  color->order = malloc (cells * sizeof *color->order);
  color->values = calloc (cells, 1);
  color->row_used = calloc ((size_t) puzzle->size, sizeof *color->row_used);
  color->col_used = calloc ((size_t) puzzle->size, sizeof *color->col_used);
  if (_futo_runner_wants_events (&color->runner))
    {
      color->row_where = calloc ((size_t) puzzle->size * (puzzle->size + 1), 1);
      color->col_where = calloc ((size_t) puzzle->size * (puzzle->size + 1), 1);
      if (color->row_where == NULL || color->col_where == NULL)
        return false;
    }
  return color->signs && color->list && color->spread && color->order && color->values
         && color->row_used && color->col_used;
}

static void
color_clear (Color *color)
{
  free (color->signs);
  free (color->list);
  free (color->spread);
  free (color->order);
  free (color->values);
  free (color->row_used);
  free (color->col_used);
  free (color->row_where);
  free (color->col_where);
}

static void
color_run (const FutoPuzzle     *puzzle,
           const FutoRunOptions *options,
           FutoRunResult        *result)
{
  Color color;

  if (!color_init (&color, puzzle, options, result))
    {
      color_clear (&color);
      result->status = FUTO_STATUS_GAVE_UP;
      strcpy (result->message, "out of memory");
      return;
    }
  collect_signs (&color);
  if (place_givens (&color) && build_lists (&color))
    search (&color, 0);
  _futo_runner_finish (&color.runner, true);
  color_clear (&color);
}

const FutoAlgorithm _futo_algorithm_color = {
  .id = "color",
  .name = "List colouring (ColorFutoshiki)",
  .description = "Precolouring extension: each empty cell's colour list filtered by the givens and the signs, "
                 "then backtracking over the lists in row-major order",
  .reference = "Şen & Diner, List coloring based algorithm for the Futoshiki puzzle, IJOCTA 14(4):294-307, 2024 "
               "(doi:10.11121/ijocta.1432)",
  .complete = true,
  .stochastic = false,
  .run = color_run,
};
