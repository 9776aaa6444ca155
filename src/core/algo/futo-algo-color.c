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
 * 2. Search. FutoshikiBT's chronological backtracking itself
 *    (futo-algo-bt.c, run here over the lists): empty cells in row-major
 *    order, but each cell tries only the colours of its own list, in
 *    ascending order, each checked against the assigned cells of its row
 *    and column and its signs towards assigned neighbours. The lists stay as phase 1 left them: there is no
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

#include "futo-algo-bt-private.h"
#include "futo-algorithms-private.h"

typedef struct
{
  FutoBt   bt;     /* phase 2, which tries each cell's list */
  FutoSet  full;
  FutoSet *list;   /* each cell's colour list; {given} for a given */
  bool    *spread; /* a single-colour list already taken out of its lines */
} Color;

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
  color->bt.runner.result->stats.removed_values += (uint64_t) futo_set_count (gone);
  *changed = true;
  _futo_runner_emit_each (&color->bt.runner, FUTO_EVENT_PRUNE, reason, cell, cause, gone, 0);
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
  for (int k = 0, other = first; k < color->bt.n; k++, other += step)
    if (other != cell && color->bt.puzzle->givens[other] == 0
        && !remove_colours (color, other, colour, reason, cell, changed))
      return false;
  return true;
}

/* L(v) = {1..n} without the givens of v's row, then of its column. */
static bool
initial_list (Color *color,
              int    cell)
{
  int n = color->bt.n, row = cell / n, col = cell % n;
  const uint8_t *givens = color->bt.puzzle->givens;
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
  const FutoSignList *signs = &color->bt.signs[cell];
  int n = color->bt.n;

  color->bt.runner.result->stats.propagations++;
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
  bool singletons = _futo_runner_param (&color->bt.runner, "singletons", 1) != 0;
  bool changed;

  for (int cell = 0; cell < color->bt.cells; cell++)
    if (color->bt.puzzle->givens[cell] != 0)
      color->list[cell] = FUTO_SET_BIT (color->bt.puzzle->givens[cell]);
  for (int i = 0; i < color->bt.n_empty; i++)
    if (!initial_list (color, color->bt.order[i]))
      return false;
  do
    {
      changed = false;
      for (int i = 0; i < color->bt.n_empty; i++)
        if (!revise (color, color->bt.order[i], singletons, &changed))
          return false;
      /* A sweep costs one revision per empty cell: let a cancel through. */
      if (_futo_runner_tick (&color->bt.runner))
        return false;
    }
  while (changed);
  return true;
}

static bool
color_init (Color                *color,
            const FutoPuzzle     *puzzle,
            const FutoRunOptions *options,
            FutoRunResult        *result)
{
  size_t cells = (size_t) puzzle->size * puzzle->size;
  bool ok = _futo_bt_init (&color->bt, puzzle, options, result);

  color->full = FUTO_SET_FULL (puzzle->size);
  color->list = calloc (cells, sizeof *color->list);
  color->spread = calloc (cells, sizeof *color->spread);
  color->bt.lists = color->list;
  return ok && color->list && color->spread;
}

static void
color_clear (Color *color)
{
  _futo_bt_clear (&color->bt);
  free (color->list);
  free (color->spread);
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
  if (_futo_bt_place_givens (&color.bt) && build_lists (&color))
    _futo_bt_search (&color.bt, 0);
  _futo_runner_finish (&color.bt.runner, true);
  color_clear (&color);
}

const FutoAlgorithm _futo_algorithm_color = {
  .id = "color",
  /* Translators: ColorFutoshiki is the algorithm's name in its paper; keep it */
  .name = FUTO_N_ ("List colouring (ColorFutoshiki)"),
  .description = FUTO_N_ ("Precolouring extension: each empty cell's colour list filtered by the givens and the signs, "
                          "then backtracking over the lists in row-major order"),
  .reference = "Şen & Diner, List coloring based algorithm for the Futoshiki puzzle, IJOCTA 14(4):294-307, 2024 "
               "(doi:10.11121/ijocta.1432)",
  .complete = true,
  .stochastic = false,
  .node_count = FUTO_NODE_COUNT_DECISIONS,
  .run = color_run,
};
