/* futo-algo-prop.c: propagation with smallest-domain-first backtracking
 *
 * The first complete solver: each empty cell keeps its candidate set;
 * propagation removes a placed value from the cell's row and column, places
 * hidden singles (a value with one place left in a line) and keeps the two
 * sides of every sign apart (a < b: a below b's largest candidate, b above
 * a's smallest). Search picks the cell with the fewest candidates and tries
 * them in ascending order. Changes go on a trail so that backtracking undoes
 * them without copying the board.
 *
 * Adjacent puzzles: across a mark each side keeps the values within 1 of the
 * other's, revised whenever either changes; a cell fixed to v takes v - 1
 * and v + 1 from its unmarked neighbours, and one left with {v - 1, v + 1}
 * takes v (reason NO_MARK): both are arc consistency, as cheap here as the
 * signs' bounds since every change of a cell is revised anyway.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-algorithms-private.h"
#include "futo-runner-private.h"
#include "futo-signs-private.h"

typedef struct
{
  int     cell;
  FutoSet old;
} TrailEntry;

typedef struct
{
  FutoRunner       runner;
  const FutoPuzzle *puzzle;
  int              n;
  int              cells;
  FutoSet          full;
  FutoSet         *dom;
  FutoSignList    *signs;    /* across the signs, or the marks in Adjacent mode */
  FutoSignList    *unmarked; /* Adjacent mode only, else NULL: across no mark */
  TrailEntry      *trail;
  size_t           trail_len;
  int             *queue;   /* a ring of cells whose candidates changed */
  bool            *queued;
  int              queue_head;
  int              queue_count;
  uint8_t         *values;
  int              depth;
} Prop;

/* Values strictly greater than m, within the puzzle's range. */
static inline FutoSet
values_above (const Prop *prop,
              int         m)
{
  return m >= 64 ? 0 : (~(FutoSet) 0 << m) & prop->full;
}

/* Values strictly smaller than m. */
static inline FutoSet
values_below (int m)
{
  return m <= 1 ? 0 : ((FutoSet) 1 << (m - 1)) - 1;
}

static void
enqueue (Prop *prop,
         int   cell)
{
  if (prop->queued[cell])
    return;
  prop->queued[cell] = true;
  prop->queue[(prop->queue_head + prop->queue_count) % prop->cells] = cell;
  prop->queue_count++;
}

static int
dequeue (Prop *prop)
{
  int cell = prop->queue[prop->queue_head];

  prop->queue_head = (prop->queue_head + 1) % prop->cells;
  prop->queue_count--;
  prop->queued[cell] = false;
  return cell;
}

static void
clear_queue (Prop *prop)
{
  while (prop->queue_count > 0)
    dequeue (prop);
}

static void
emit_each (const Prop   *prop,
           FutoEventKind kind,
           FutoSet       set,
           FutoReason    reason,
           int           cell,
           int           cause)
{
  for (; set != 0; set &= set - 1)
    _futo_runner_emit (&prop->runner, kind, reason, cell, cause, futo_set_min (set), prop->depth);
}

/* Narrows a cell to keep; false when nothing is left. */
static bool
restrict_to (Prop       *prop,
             int         cell,
             FutoSet     keep,
             FutoReason  reason,
             int         cause)
{
  FutoSet old = prop->dom[cell];
  FutoSet now = old & keep;

  if (now == old)
    return true;
  prop->trail[prop->trail_len++] = (TrailEntry) { cell, old };
  prop->dom[cell] = now;
  prop->runner.result->stats.removed_values += (uint64_t) futo_set_count (old & ~now);
  if (_futo_runner_wants_events (&prop->runner))
    emit_each (prop, FUTO_EVENT_PRUNE, old & ~now, reason, cell, cause);
  if (now == 0)
    return false;
  enqueue (prop, cell);
  return true;
}

/* The values within 1 of some value of set. */
static inline FutoSet
next_to (const Prop *prop,
         FutoSet     set)
{
  return ((set << 1) | (set >> 1)) & prop->full;
}

/* Adjacent mode: the neighbours across the cell's marks keep the values
 * within 1 of its own; its unmarked neighbours lose the values next to
 * every one of its own, which takes a fixed cell's v - 1 and v + 1 and the
 * middle value of two candidates {v - 1, v + 1}. */
static bool
revise_adjacent (Prop *prop,
                 int   cell)
{
  FutoSet dom = prop->dom[cell], lowest = dom & -dom;
  const FutoSignList *marks = &prop->signs[cell], *unmarked = &prop->unmarked[cell];

  for (int k = 0; k < marks->count; k++)
    if (!restrict_to (prop, marks->other[k], next_to (prop, dom), FUTO_REASON_SIGN, cell))
      return false;
  if (futo_set_count (dom) <= 2)
    {
      FutoSet rest = dom == lowest ? lowest : dom & ~lowest;
      FutoSet denied = next_to (prop, lowest) & next_to (prop, rest);

      for (int k = 0; k < unmarked->count && denied != 0; k++)
        if (!restrict_to (prop, unmarked->other[k], ~denied, FUTO_REASON_NO_MARK, cell))
          return false;
    }
  return true;
}

/* Consequences of one cell's change for its lines and its signs. */
static bool
revise_from (Prop *prop,
             int   cell)
{
  int n = prop->n, row = cell / n, col = cell % n;
  FutoSet dom = prop->dom[cell];
  const FutoSignList *signs = &prop->signs[cell];

  if (futo_set_count (dom) == 1)
    for (int k = 0; k < n; k++)
      {
        int in_row = row * n + k, in_col = k * n + col;

        if (in_row != cell && !restrict_to (prop, in_row, ~dom, FUTO_REASON_ROW, cell))
          return false;
        if (in_col != cell && !restrict_to (prop, in_col, ~dom, FUTO_REASON_COLUMN, cell))
          return false;
      }

  if (prop->unmarked != NULL)
    return revise_adjacent (prop, cell);
  for (int k = 0; k < signs->count; k++)
    {
      FutoSet keep = signs->less[k] ? values_above (prop, futo_set_min (dom))
                                    : values_below (futo_set_max (dom));

      if (!restrict_to (prop, signs->other[k], keep, FUTO_REASON_SIGN, cell))
        return false;
    }
  return true;
}

/* Hidden singles in the line of cells first, first + step, …: a value with
 * one place left goes there; a value with none is a dead end. */
static bool
hidden_singles (Prop       *prop,
                int         first,
                int         step,
                FutoReason  reason)
{
  FutoSet seen = 0, seen_twice = 0, once;

  for (int k = 0, cell = first; k < prop->n; k++, cell += step)
    {
      seen_twice |= seen & prop->dom[cell];
      seen |= prop->dom[cell];
    }
  if (seen != prop->full)
    return false;
  once = seen & ~seen_twice;
  if (once == 0)
    return true;
  for (int k = 0, cell = first; k < prop->n; k++, cell += step)
    {
      FutoSet mine = prop->dom[cell] & once;

      if (mine == 0)
        continue;
      if (futo_set_count (mine) > 1)
        return false;
      if (!restrict_to (prop, cell, mine, reason, -1))
        return false;
    }
  return true;
}

static bool
propagate (Prop *prop)
{
  FutoStats *stats = &prop->runner.result->stats;

  for (;;)
    {
      size_t before;

      while (prop->queue_count > 0)
        {
          stats->propagations++;
          if (!revise_from (prop, dequeue (prop)))
            {
              clear_queue (prop);
              return false;
            }
        }
      before = prop->trail_len;
      for (int line = 0; line < prop->n; line++)
        if (!hidden_singles (prop, line * prop->n, 1, FUTO_REASON_HIDDEN_ROW)
            || !hidden_singles (prop, line, prop->n, FUTO_REASON_HIDDEN_COLUMN))
          {
            clear_queue (prop);
            return false;
          }
      if (prop->trail_len == before)
        return true;
    }
}

static void
undo_to (Prop   *prop,
         size_t  mark)
{
  while (prop->trail_len > mark)
    {
      TrailEntry *entry = &prop->trail[--prop->trail_len];

      if (_futo_runner_wants_events (&prop->runner))
        emit_each (prop, FUTO_EVENT_RESTORE, entry->old & ~prop->dom[entry->cell],
                   FUTO_REASON_NONE, entry->cell, -1);
      prop->dom[entry->cell] = entry->old;
    }
}

/* The unfixed cell with the fewest candidates, or -1 when all are fixed. */
static int
choose_cell (const Prop *prop)
{
  int best = -1, best_count = 65;

  for (int cell = 0; cell < prop->cells; cell++)
    {
      int count = futo_set_count (prop->dom[cell]);

      if (count > 1 && count < best_count)
        {
          best = cell;
          best_count = count;
          if (count == 2)
            break;
        }
    }
  return best;
}

/* Returns true when the whole run must stop. */
static bool
search (Prop *prop)
{
  FutoStats *stats = &prop->runner.result->stats;
  int cell;
  FutoSet choices;

  stats->nodes++;
  if (_futo_runner_tick_eager (&prop->runner))
    return true;

  cell = choose_cell (prop);
  if (cell < 0)
    {
      for (int i = 0; i < prop->cells; i++)
        prop->values[i] = (uint8_t) futo_set_min (prop->dom[i]);
      return _futo_runner_solution (&prop->runner, prop->values);
    }

  prop->depth++;
  for (choices = prop->dom[cell]; choices != 0; choices &= choices - 1)
    {
      int value = futo_set_min (choices);
      size_t mark = prop->trail_len;
      bool stop_now = false;

      stats->assignments++;
      _futo_runner_emit (&prop->runner, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, value, prop->depth);
      if (restrict_to (prop, cell, FUTO_SET_BIT (value), FUTO_REASON_DECISION, -1) && propagate (prop))
        stop_now = search (prop);
      else
        clear_queue (prop);
      if (stop_now)
        {
          prop->depth--;
          return true;
        }
      stats->backtracks++;
      _futo_runner_emit (&prop->runner, FUTO_EVENT_BACKTRACK, FUTO_REASON_NONE, cell, -1, value, prop->depth - 1);
      undo_to (prop, mark);
      _futo_runner_emit (&prop->runner, FUTO_EVENT_UNASSIGN, FUTO_REASON_NONE, cell, -1, value, prop->depth);
    }
  prop->depth--;
  return false;
}

static bool
prop_init (Prop                 *prop,
           const FutoPuzzle     *puzzle,
           const FutoRunOptions *options,
           FutoRunResult        *result)
{
  size_t cells = (size_t) puzzle->size * puzzle->size;

  memset (prop, 0, sizeof *prop);
  _futo_runner_init (&prop->runner, puzzle, options, result);
  prop->puzzle = puzzle;
  prop->n = puzzle->size;
  prop->cells = (int) cells;
  prop->full = FUTO_SET_FULL (puzzle->size);
  prop->dom = malloc (cells * sizeof *prop->dom);
  prop->signs = malloc (cells * sizeof *prop->signs);
  /* Every entry removes at least one value, so a descent never needs more. */
  prop->trail = malloc (cells * ((size_t) puzzle->size + 1) * sizeof *prop->trail);
  prop->queue = malloc (cells * sizeof *prop->queue);
  prop->queued = calloc (cells, sizeof *prop->queued);
  prop->values = malloc (cells);
  if (puzzle->mode == FUTO_MODE_ADJACENT)
    {
      prop->unmarked = malloc (cells * sizeof *prop->unmarked);
      if (prop->unmarked == NULL)
        return false;
    }
  return prop->dom && prop->signs && prop->trail && prop->queue && prop->queued && prop->values;
}

static void
prop_clear (Prop *prop)
{
  free (prop->dom);
  free (prop->signs);
  free (prop->unmarked);
  free (prop->trail);
  free (prop->queue);
  free (prop->queued);
  free (prop->values);
}

static void
prop_run (const FutoPuzzle     *puzzle,
          const FutoRunOptions *options,
          FutoRunResult        *result)
{
  Prop prop;
  bool consistent = true;

  if (!prop_init (&prop, puzzle, options, result))
    {
      prop_clear (&prop);
      result->status = FUTO_STATUS_GAVE_UP;
      strcpy (result->message, "out of memory");
      return;
    }
  _futo_signs_collect (prop.puzzle, prop.signs, prop.unmarked);
  for (int cell = 0; cell < prop.cells; cell++)
    {
      prop.dom[cell] = prop.full;
      enqueue (&prop, cell);
    }
  for (int cell = 0; cell < prop.cells && consistent; cell++)
    if (puzzle->givens[cell] != 0)
      consistent = restrict_to (&prop, cell, FUTO_SET_BIT (puzzle->givens[cell]), FUTO_REASON_GIVEN, -1);

  if (consistent && propagate (&prop))
    search (&prop);
  _futo_runner_finish (&prop.runner, true);
  prop_clear (&prop);
}

const FutoAlgorithm _futo_algorithm_prop = {
  .id = "prop",
  .name = FUTO_N_ ("Propagation and backtracking"),
  .description = FUTO_N_ ("Row, column and sign propagation with hidden singles; branches on the cell with the fewest candidates"),
  /* Translators: latin.c is a file of Simon Tatham's puzzles; keep it */
  .reference = FUTO_N_ ("Futoshiki Lab's first solver (classic constraint propagation, cf. Tatham's latin.c)"),
  .complete = true,
  .stochastic = false,
  .supports_adjacent = true,
  .node_count = FUTO_NODE_COUNT_CONSISTENT_STATES,
  .run = prop_run,
};
