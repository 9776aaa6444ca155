/* futo-algo-bt.c: plain chronological backtracking (FutoshikiBT)
 *
 * The source: Algorithm 1 of Şen & Diner, "List coloring based algorithm
 * for the Futoshiki puzzle", IJOCTA 14(4):294-307, 2024
 * (doi:10.11121/ijocta.1432), which the paper calls FutoshikiBT and uses as
 * the baseline of its experiments; it is also the "generalized backtracking"
 * of Vishnu et al., "A comparative study on the performance of search
 * algorithms solving Futoshiki" (Trinity College Dublin, 2020).
 *
 * The method: visit the empty cells in row-major order; in each, try the
 * values 1..n in ascending order; a value is kept when no assigned cell of
 * the same row or column holds it and every sign towards an assigned
 * neighbour holds; then go on to the next cell. When no value fits, go back
 * to the previous cell and try its next value. Givens are fixed and never
 * revisited. Nothing is filtered ahead: no candidate lists, no look-ahead,
 * no ordering heuristic. That is the point of the baseline, weakness
 * included: it hits the node or time limit on the paper's large classes.
 *
 * Interpretations, named:
 * - The sources take a well-formed puzzle. Two givens that clash with each
 *   other (same value in a line, or a broken sign between them) are never
 *   checked by the search itself, so they are checked once before it starts;
 *   a clash makes the run unsatisfiable at once, with no node explored.
 * - Statistics, defined the same way in ColorFutoshiki (futo-algo-color.c) so
 *   that the paper's "explored nodes" compare: a node is one value tried in
 *   one cell (one consistency check); assignments counts the tries that pass
 *   the check and extend the partial assignment; backtracks counts the
 *   placed values taken back after their subtree was searched. bt removes no
 *   value from anything, so removed_values stays 0.
 * - Şen & Diner count their explored nodes over every cell, givens included
 *   (their FutoshikiBT's count equals the sum of the solution's values on
 *   classes where it never steps back). The search here skips the givens, so
 *   given_tries counts what they would add: each time the search moves
 *   forward past a given, the values it would try there before reaching the
 *   given's own, itself included (its value in 1..n; 1 in ColorFutoshiki,
 *   whose list for a given is that value alone). Stepping back over a given
 *   adds nothing: the paper does not say, and its counts cannot tell.
 * - Events: every try is an ASSIGN (reason DECISION). A try that fails its
 *   check is taken back at once by an UNASSIGN whose reason is ROW, COLUMN
 *   or SIGN and whose cause is the conflicting cell (row first, then column,
 *   then the signs up, right, down, left), so a viewer can say "3 does not
 *   fit in r2c4: r2c1 = 3 (row)". The refuted tries in a row of a cell are
 *   told together, in order, before the cell's next event. No PRUNE is
 *   emitted: bt keeps no candidate lists, so there is nothing to prune or
 *   to restore. A placed value that is taken back after its subtree gives
 *   BACKTRACK then UNASSIGN (reason NONE).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-algo-bt-private.h"
#include "futo-algorithms-private.h"

/* Whether value fits in cell against the assigned cells: NONE when it does,
 * else why not, with the conflicting cell as _futo_trace_conflict() names
 * it in *conflict when conflict is not NULL. */
static FutoReason
check (const FutoBt *bt,
       int           cell,
       int           value,
       unsigned     *conflict)
{
  int n = bt->n, row = cell / n, col = cell % n;
  FutoSet bit = FUTO_SET_BIT (value);
  const FutoSignList *signs = &bt->signs[cell];

  if (bt->row_used[row] & bit)
    {
      if (conflict != NULL)
        *conflict = _futo_trace_conflict (FUTO_REASON_ROW, n, bt->row_where[row * (n + 1) + value]);
      return FUTO_REASON_ROW;
    }
  if (bt->col_used[col] & bit)
    {
      if (conflict != NULL)
        *conflict = _futo_trace_conflict (FUTO_REASON_COLUMN, n, bt->col_where[col * (n + 1) + value]);
      return FUTO_REASON_COLUMN;
    }
  for (int k = 0; k < signs->count; k++)
    {
      int other = bt->values[signs->other[k]];

      if (other != 0 && (signs->less[k] ? value >= other : value <= other))
        {
          if (conflict != NULL)
            *conflict = _futo_trace_conflict (FUTO_REASON_SIGN, n,
                                              _futo_trace_direction (n, cell, signs->other[k]));
          return FUTO_REASON_SIGN;
        }
    }
  return FUTO_REASON_NONE;
}

static void
place (FutoBt *bt,
       int     cell,
       int     value)
{
  int n = bt->n, row = cell / n, col = cell % n;

  bt->values[cell] = (uint8_t) value;
  bt->row_used[row] |= FUTO_SET_BIT (value);
  bt->col_used[col] |= FUTO_SET_BIT (value);
  /* Where each value sits, while events are wanted, so that a failed check
   * names the clashing cell in one look instead of scanning the line: a
   * check fails every few nanoseconds, and a scan per failure would double
   * a recorded run. A line holds a value at most once, so this is the cell
   * a scan would find. */
  if (bt->row_where != NULL)
    {
      bt->row_where[row * (n + 1) + value] = (uint8_t) col;
      bt->col_where[col * (n + 1) + value] = (uint8_t) row;
    }
}

static void
take_back (FutoBt *bt,
           int     cell,
           int     value)
{
  bt->values[cell] = 0;
  bt->row_used[cell / bt->n] &= ~FUTO_SET_BIT (value);
  bt->col_used[cell % bt->n] &= ~FUTO_SET_BIT (value);
}

bool
_futo_bt_search (FutoBt *bt,
                 int     index)
{
  FutoStats *stats = &bt->runner.result->stats;
  bool events = _futo_runner_wants_events (&bt->runner);
  int cell, depth = index + 1;

  stats->given_tries += bt->gap_tries[index];
  if (index == bt->n_empty)
    return _futo_runner_solution (&bt->runner, bt->values);

  cell = bt->order[index];
  for (FutoSet choices = bt->lists != NULL ? bt->lists[cell] : FUTO_SET_FULL (bt->n);
       choices != 0; choices &= choices - 1)
    {
      int value = futo_set_min (choices);
      unsigned conflict;

      if (_futo_runner_tick (&bt->runner))
        {
          _futo_runner_emit_tries (&bt->runner, cell, depth, &bt->tries, 0);
          return true;
        }
      stats->nodes++;
      if (check (bt, cell, value, events ? &conflict : NULL) != FUTO_REASON_NONE)
        {
          /* The try and its refutation, told with the cell's next tries
           * before the next event: a recording keeps a run of them as one
           * record. */
          if (events)
            _futo_runner_tries_add (&bt->tries, value, conflict);
          continue;
        }
      _futo_runner_emit_tries (&bt->runner, cell, depth, &bt->tries, value);

      stats->assignments++;
      place (bt, cell, value);
      if (_futo_bt_search (bt, index + 1))
        return true;
      take_back (bt, cell, value);
      stats->backtracks++;
      _futo_runner_emit_taken_back (&bt->runner, cell, value, depth - 1);
    }
  _futo_runner_emit_tries (&bt->runner, cell, depth, &bt->tries, 0);
  return false;
}

bool
_futo_bt_place_givens (FutoBt *bt)
{
  const uint8_t *givens = bt->puzzle->givens;
  uint64_t gap = 0;

  for (int cell = 0; cell < bt->cells; cell++)
    {
      if (givens[cell] == 0)
        {
          bt->gap_tries[bt->n_empty] = gap;
          gap = 0;
          bt->order[bt->n_empty++] = cell;
          continue;
        }
      if (check (bt, cell, givens[cell], NULL) != FUTO_REASON_NONE)
        return false;
      place (bt, cell, givens[cell]);
      gap += bt->lists != NULL ? 1 : givens[cell];
    }
  bt->gap_tries[bt->n_empty] = gap;
  return true;
}

bool
_futo_bt_init (FutoBt               *bt,
               const FutoPuzzle     *puzzle,
               const FutoRunOptions *options,
               FutoRunResult        *result)
{
  size_t cells = (size_t) puzzle->size * puzzle->size;

  memset (bt, 0, sizeof *bt);
  _futo_runner_init (&bt->runner, puzzle, options, result);
  bt->puzzle = puzzle;
  bt->n = puzzle->size;
  bt->cells = (int) cells;
  bt->signs = malloc (cells * sizeof *bt->signs);
  bt->order = malloc (cells * sizeof *bt->order);
  bt->gap_tries = malloc ((cells + 1) * sizeof *bt->gap_tries);
  bt->values = calloc (cells, 1);
  bt->row_used = calloc ((size_t) puzzle->size, sizeof *bt->row_used);
  bt->col_used = calloc ((size_t) puzzle->size, sizeof *bt->col_used);
  if (_futo_runner_wants_events (&bt->runner))
    {
      bt->row_where = calloc ((size_t) puzzle->size * (puzzle->size + 1), 1);
      bt->col_where = calloc ((size_t) puzzle->size * (puzzle->size + 1), 1);
      if (bt->row_where == NULL || bt->col_where == NULL)
        return false;
    }
  if (bt->signs == NULL || bt->order == NULL || bt->gap_tries == NULL || bt->values == NULL || bt->row_used == NULL
      || bt->col_used == NULL)
    return false;
  _futo_signs_collect (puzzle, bt->signs, NULL);
  return true;
}

void
_futo_bt_clear (FutoBt *bt)
{
  free (bt->signs);
  free (bt->order);
  free (bt->gap_tries);
  free (bt->values);
  free (bt->row_used);
  free (bt->col_used);
  free (bt->row_where);
  free (bt->col_where);
}

static void
bt_run (const FutoPuzzle     *puzzle,
        const FutoRunOptions *options,
        FutoRunResult        *result)
{
  FutoBt bt;

  if (!_futo_bt_init (&bt, puzzle, options, result))
    {
      _futo_bt_clear (&bt);
      result->status = FUTO_STATUS_GAVE_UP;
      strcpy (result->message, "out of memory");
      return;
    }
  if (_futo_bt_place_givens (&bt))
    _futo_bt_search (&bt, 0);
  _futo_runner_finish (&bt.runner, true);
  _futo_bt_clear (&bt);
}

const FutoAlgorithm _futo_algorithm_bt = {
  .id = "bt",
  /* Translators: FutoshikiBT is the algorithm's name in its paper; keep it */
  .name = FUTO_N_ ("Backtracking (FutoshikiBT)"),
  .description = FUTO_N_ ("Plain chronological backtracking: cells in row-major order, values 1..n, each checked against the assigned cells"),
  .reference = "Şen & Diner, List coloring based algorithm for the Futoshiki puzzle, IJOCTA 14(4):294-307, 2024, "
               "Algorithm 1 (doi:10.11121/ijocta.1432); Vishnu et al., A comparative study on the performance "
               "of search algorithms solving Futoshiki, Trinity College Dublin, 2020",
  .complete = true,
  .stochastic = false,
  .node_count = FUTO_NODE_COUNT_DECISIONS,
  .run = bt_run,
};
