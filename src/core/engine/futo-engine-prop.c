/* futo-engine-prop.c: the engine's views, trail and propagation
 *
 * One primitive, _futo_engine_remove, takes a value from a cell and keeps the
 * three views in step; whatever the removal makes decidable is queued:
 *   - the cell has one value left (naked single): the value leaves the row
 *     and the column;
 *   - row + value or column + value has one place left (hidden single): the
 *     value goes there; no place left: a dead end;
 *   - the cell's bounds moved and it has signs: its neighbours across the
 *     signs are narrowed (a < b: a below b's largest, b above a's smallest),
 *     which run to a fixpoint is bounds consistency along whole sign chains.
 * Adjacent puzzles (Unequal's other mode) change two rules and nothing else
 * (so the usual mode pays one test of a flag that is always false):
 *   - any removal from a cell with marks revises them, since a value in the
 *     middle can be the last support of a neighbour's value: across a mark
 *     each side keeps only values within 1 of the other's (arc consistency);
 *   - a cell fixed to v takes v - 1 and v + 1 from each unmarked neighbour.
 * Nothing is allocated after _futo_engine_prop_init.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-engine-private.h"

static inline FutoSet
values_above (const Engine *engine,
              int           m)
{
  return m >= 64 ? 0 : (~(FutoSet) 0 << m) & engine->full;
}

static inline FutoSet
values_below (int m)
{
  return m <= 1 ? 0 : ((FutoSet) 1 << (m - 1)) - 1;
}

static inline void
enqueue (Engine     *engine,
         EngineItem  kind,
         int         index)
{
  uint32_t item = (uint32_t) kind * (uint32_t) engine->cells + (uint32_t) index;
  uint32_t at;

  if (engine->queued[item])
    return;
  engine->queued[item] = 1;
  at = engine->queue_head + engine->queue_count;
  if (at >= engine->queue_size)
    at -= engine->queue_size;
  engine->queue[at] = item;
  engine->queue_count++;
}

static inline uint32_t
dequeue (Engine *engine)
{
  uint32_t item = engine->queue[engine->queue_head];

  if (++engine->queue_head == engine->queue_size)
    engine->queue_head = 0;
  engine->queue_count--;
  engine->queued[item] = 0;
  return item;
}

void
_futo_engine_clear_queue (Engine *engine)
{
  while (engine->queue_count > 0)
    dequeue (engine);
}

static inline bool
fail (Engine *engine,
      int     set)
{
  engine->fail_set = set;
  return false;
}

bool
_futo_engine_remove (Engine     *engine,
                     int         cell,
                     int         value,
                     FutoReason  reason,
                     int         cause)
{
  int n = engine->n, row = cell / n, col = cell - row * n;
  FutoSet bit = FUTO_SET_BIT (value), dom = engine->dom[cell];
  int rv = row * n + value - 1, cv = col * n + value - 1;
  FutoSet rp, cp;

  if ((dom & bit) == 0)
    return true;
  dom &= ~bit;
  engine->dom[cell] = dom;
  rp = engine->rowpos[rv] &= ~((FutoSet) 1 << col);
  cp = engine->colpos[cv] &= ~((FutoSet) 1 << row);
  /* Before any early return, so that the open list and the undo agree. */
  if (dom != 0 && (dom & (dom - 1)) == 0)
    _futo_engine_open_remove (engine, (uint32_t) cell);
  if (rp != 0 && (rp & (rp - 1)) == 0)
    _futo_engine_open_remove (engine, (uint32_t) (engine->cells + rv));
  if (cp != 0 && (cp & (cp - 1)) == 0)
    _futo_engine_open_remove (engine, (uint32_t) (2 * engine->cells + cv));
  engine->trail[engine->trail_len++] = (uint32_t) cell << 6 | (uint32_t) (value - 1);
  engine->runner.result->stats.removed_values++;
  _futo_runner_emit (&engine->runner, FUTO_EVENT_PRUNE, reason, cell, cause, value, (int) engine->depth);
  if (engine->gac != NULL)
    _futo_engine_gac_touch (engine, cell, value);

  if (dom == 0)
    return fail (engine, cell);
  if (rp == 0)
    return fail (engine, engine->cells + rv);
  if (cp == 0)
    return fail (engine, 2 * engine->cells + cv);
  if ((dom & (dom - 1)) == 0)
    enqueue (engine, ENGINE_ITEM_FIX, cell);
  if ((rp & (rp - 1)) == 0)
    enqueue (engine, ENGINE_ITEM_HROW, rv);
  if ((cp & (cp - 1)) == 0)
    enqueue (engine, ENGINE_ITEM_HCOL, cv);
  if (engine->signs[cell].count > 0 && (bit < (dom & -dom) || bit > dom || engine->adjacent))
    enqueue (engine, ENGINE_ITEM_BOUNDS, cell);
  return true;
}

/* Removes every value but one; its consequences come from the queue. */
bool
_futo_engine_assign (Engine     *engine,
                     int         cell,
                     int         value,
                     FutoReason  reason,
                     int         cause)
{
  FutoSet others = engine->dom[cell] & ~FUTO_SET_BIT (value);

  for (; others != 0; others &= others - 1)
    if (!_futo_engine_remove (engine, cell, futo_set_min (others), reason, cause))
      return false;
  return true;
}

/* Adjacent mode: a cell fixed to value is not consecutive with its unmarked
 * neighbours. Kept out of line (as revise_marks), so that the usual mode's
 * propagation loop stays the code it was. */
static __attribute__ ((noinline)) bool
revise_unmarked (Engine *engine,
                 int     cell,
                 int     value)
{
  const EngineSigns *unmarked = &engine->unmarked[cell];

  for (int k = 0; k < unmarked->count; k++)
    {
      int other = unmarked->other[k];

      if (value > 1 && !_futo_engine_remove (engine, other, value - 1, FUTO_REASON_NO_MARK, cell))
        return false;
      if (value < engine->n && !_futo_engine_remove (engine, other, value + 1, FUTO_REASON_NO_MARK, cell))
        return false;
    }
  return true;
}

/* A naked single: its value leaves the rest of the row and of the column. */
static bool
revise_fixed (Engine *engine,
              int     cell)
{
  int n = engine->n, row = cell / n, col = cell - row * n;
  int value = futo_set_min (engine->dom[cell]);
  FutoSet cols = engine->rowpos[row * n + value - 1] & ~((FutoSet) 1 << col);
  FutoSet rows = engine->colpos[col * n + value - 1] & ~((FutoSet) 1 << row);

  for (; cols != 0; cols &= cols - 1)
    if (!_futo_engine_remove (engine, row * n + __builtin_ctzll (cols), value, FUTO_REASON_ROW, cell))
      return false;
  for (; rows != 0; rows &= rows - 1)
    if (!_futo_engine_remove (engine, __builtin_ctzll (rows) * n + col, value, FUTO_REASON_COLUMN, cell))
      return false;
  if (engine->adjacent)
    return revise_unmarked (engine, cell, value);
  return true;
}

static bool
revise_bounds (Engine *engine,
               int     cell)
{
  const EngineSigns *signs = &engine->signs[cell];
  FutoSet dom = engine->dom[cell];

  for (int k = 0; k < signs->count; k++)
    {
      int other = signs->other[k];
      FutoSet drop = engine->dom[other] & ~(signs->less[k] ? values_above (engine, futo_set_min (dom))
                                                          : values_below (futo_set_max (dom)));

      for (; drop != 0; drop &= drop - 1)
        if (!_futo_engine_remove (engine, other, futo_set_min (drop), FUTO_REASON_SIGN, cell))
          return false;
    }
  return true;
}

/* Adjacent mode: across each mark, the neighbour keeps only the values
 * within 1 of one of this cell's. */
static __attribute__ ((noinline)) bool
revise_marks (Engine *engine,
              int     cell)
{
  const EngineSigns *marks = &engine->signs[cell];
  FutoSet dom = engine->dom[cell];
  FutoSet near = ((dom << 1) | (dom >> 1)) & engine->full;

  for (int k = 0; k < marks->count; k++)
    {
      int other = marks->other[k];
      FutoSet drop = engine->dom[other] & ~near;

      for (; drop != 0; drop &= drop - 1)
        if (!_futo_engine_remove (engine, other, futo_set_min (drop), FUTO_REASON_SIGN, cell))
          return false;
    }
  return true;
}

static bool
process (Engine   *engine,
         uint32_t  item)
{
  int cells = engine->cells, n = engine->n;
  EngineItem kind = (EngineItem) (item / (uint32_t) cells);
  int index = (int) (item % (uint32_t) cells);

  switch (kind)
    {
    case ENGINE_ITEM_FIX:
      return revise_fixed (engine, index);
    case ENGINE_ITEM_HROW:
      {
        FutoSet at = engine->rowpos[index];

        if (at == 0 || (at & (at - 1)) != 0)
          return true;
        return _futo_engine_assign (engine, (index / n) * n + __builtin_ctzll (at), index % n + 1,
                                    FUTO_REASON_HIDDEN_ROW, -1);
      }
    case ENGINE_ITEM_HCOL:
      {
        FutoSet at = engine->colpos[index];

        if (at == 0 || (at & (at - 1)) != 0)
          return true;
        return _futo_engine_assign (engine, __builtin_ctzll (at) * n + index / n, index % n + 1,
                                    FUTO_REASON_HIDDEN_COLUMN, -1);
      }
    case ENGINE_ITEM_BOUNDS:
      return engine->adjacent ? revise_marks (engine, index) : revise_bounds (engine, index);
    case ENGINE_N_ITEMS:
    default:
      return true;
    }
}

bool
_futo_engine_propagate (Engine *engine)
{
  FutoStats *stats = &engine->runner.result->stats;

  for (;;)
    {
      while (engine->queue_count > 0)
        {
          stats->propagations++;
          if (!process (engine, dequeue (engine)))
            {
              _futo_engine_clear_queue (engine);
              return false;
            }
        }
      /* The costlier all-different reasoning runs only at the fixpoint of
       * the cheap rules, and starts them again when it removes anything. */
      if (engine->gac == NULL)
        return true;
      if (!_futo_engine_gac_run (engine))
        {
          _futo_engine_clear_queue (engine);
          return false;
        }
      if (engine->queue_count == 0)
        return true;
    }
}

void
_futo_engine_undo_to (Engine   *engine,
                      uint32_t  mark)
{
  int n = engine->n, cells = engine->cells;
  bool events = _futo_runner_wants_events (&engine->runner);
  FutoSet *dom = engine->dom, *rowpos = engine->rowpos, *colpos = engine->colpos;

  while (engine->trail_len > mark)
    {
      uint32_t entry = engine->trail[--engine->trail_len];
      int cell = (int) (entry >> 6), value = (int) (entry & 63) + 1;
      int row = cell / n, col = cell - row * n;
      int rv = row * n + value - 1, cv = col * n + value - 1;
      FutoSet d = dom[cell], rp = rowpos[rv], cp = colpos[cv];

      /* A set of one member grows to two: open again. (One that a conflict
       * emptied grows to one and stays closed.) */
      if (d != 0 && (d & (d - 1)) == 0)
        _futo_engine_open_add (engine, (uint32_t) cell);
      if (rp != 0 && (rp & (rp - 1)) == 0)
        _futo_engine_open_add (engine, (uint32_t) (cells + rv));
      if (cp != 0 && (cp & (cp - 1)) == 0)
        _futo_engine_open_add (engine, (uint32_t) (2 * cells + cv));
      dom[cell] = d | FUTO_SET_BIT (value);
      rowpos[rv] = rp | (FutoSet) 1 << col;
      colpos[cv] = cp | (FutoSet) 1 << row;
      if (events)
        _futo_runner_emit (&engine->runner, FUTO_EVENT_RESTORE, FUTO_REASON_NONE, cell, -1, value,
                           (int) engine->depth);
    }
}

/* The signs (or marks) of every cell, and in Adjacent mode its neighbours
 * across no mark. */
static void
collect_signs (Engine *engine)
{
  _futo_signs_collect (engine->puzzle, engine->signs, engine->unmarked);
}

bool
_futo_engine_prop_init (Engine *engine)
{
  size_t n = (size_t) engine->n, cells = n * n;

  engine->full = FUTO_SET_FULL (engine->n);
  engine->sets = malloc (3 * cells * sizeof *engine->sets);
  engine->open_list = malloc (3 * cells * sizeof *engine->open_list);
  engine->open_pos = malloc (3 * cells * sizeof *engine->open_pos);
  if (engine->sets == NULL || engine->open_list == NULL || engine->open_pos == NULL)
    return false;
  engine->dom = engine->sets;
  engine->rowpos = engine->sets + cells;
  engine->colpos = engine->sets + 2 * cells;
  engine->signs = malloc (cells * sizeof *engine->signs);
  engine->adjacent = engine->puzzle->mode == FUTO_MODE_ADJACENT;
  if (engine->adjacent)
    {
      engine->unmarked = malloc (cells * sizeof *engine->unmarked);
      if (engine->unmarked == NULL)
        return false;
    }
  /* Each value leaves each cell at most once on the way down. */
  engine->trail = malloc (cells * n * sizeof *engine->trail);
  engine->queue_size = (uint32_t) (ENGINE_N_ITEMS * cells);
  engine->queue = malloc (engine->queue_size * sizeof *engine->queue);
  engine->queued = calloc (engine->queue_size, 1);
  if (!engine->signs || !engine->trail || !engine->queue || !engine->queued)
    return false;
  for (size_t i = 0; i < cells; i++)
    engine->dom[i] = engine->rowpos[i] = engine->colpos[i] = engine->full;
  _futo_engine_open_rebuild (engine);
  collect_signs (engine);
  return true;
}

/* The open list from the views, for when they were written directly. */
void
_futo_engine_open_rebuild (Engine *engine)
{
  uint32_t total = 3 * (uint32_t) engine->cells, closed = total;

  engine->open_count = 0;
  for (uint32_t set = 0; set < total; set++)
    {
      FutoSet s = engine->sets[set];
      uint32_t at = (s & (s - 1)) != 0 ? engine->open_count++ : --closed;

      engine->open_list[at] = set;
      engine->open_pos[set] = at;
    }
}

void
_futo_engine_prop_clear (Engine *engine)
{
  free (engine->sets);
  free (engine->open_list);
  free (engine->open_pos);
  free (engine->signs);
  free (engine->unmarked);
  free (engine->trail);
  free (engine->queue);
  free (engine->queued);
}

/* The givens straight into the three views, for runs without events: the
 * same removals as _futo_engine_assign and revise_fixed would make one by one,
 * counted but neither trailed (the root is never undone) nor reported. */
static bool
post_givens_quietly (Engine *engine)
{
  const FutoPuzzle *puzzle = engine->puzzle;
  int n = engine->n;
  FutoSet in_row[64] = { 0 }, in_col[64] = { 0 };
  uint64_t kept = 0;

  for (int cell = 0; cell < engine->cells; cell++)
    if (puzzle->givens[cell] != 0)
      {
        FutoSet bit = FUTO_SET_BIT (puzzle->givens[cell]);
        int row = cell / n, col = cell % n;

        if ((in_row[row] | in_col[col]) & bit)
          return false; /* the same given twice in a line */
        in_row[row] |= bit;
        in_col[col] |= bit;
      }
  memset (engine->rowpos, 0, (size_t) engine->cells * sizeof *engine->rowpos);
  memset (engine->colpos, 0, (size_t) engine->cells * sizeof *engine->colpos);
  for (int cell = 0; cell < engine->cells; cell++)
    {
      int row = cell / n, col = cell % n, given = puzzle->givens[cell];
      FutoSet dom = given ? FUTO_SET_BIT (given) : engine->full & ~in_row[row] & ~in_col[col];

      engine->dom[cell] = dom;
      kept += (uint64_t) futo_set_count (dom);
      for (FutoSet s = dom; s != 0; s &= s - 1)
        {
          int v = __builtin_ctzll (s);

          engine->rowpos[row * n + v] |= (FutoSet) 1 << col;
          engine->colpos[col * n + v] |= (FutoSet) 1 << row;
        }
      if (dom == 0)
        return false;
      if (!given && (dom & (dom - 1)) == 0)
        enqueue (engine, ENGINE_ITEM_FIX, cell);
    }
  engine->runner.result->stats.removed_values += (uint64_t) engine->cells * (uint64_t) n - kept;
  _futo_engine_open_rebuild (engine);
  for (int i = 0; i < engine->cells; i++)
    {
      FutoSet rp = engine->rowpos[i], cp = engine->colpos[i];

      if (rp == 0 || cp == 0)
        return false;
      if ((rp & (rp - 1)) == 0 && (engine->dom[(i / n) * n + __builtin_ctzll (rp)] & ~FUTO_SET_BIT (i % n + 1)))
        enqueue (engine, ENGINE_ITEM_HROW, i);
      if ((cp & (cp - 1)) == 0 && (engine->dom[__builtin_ctzll (cp) * n + i / n] & ~FUTO_SET_BIT (i % n + 1)))
        enqueue (engine, ENGINE_ITEM_HCOL, i);
    }
  return true;
}

/* The givens and the signs' first narrowing, then the fixpoint. */
bool
_futo_engine_post_root (Engine *engine)
{
  const FutoPuzzle *puzzle = engine->puzzle;

  if (!_futo_runner_wants_events (&engine->runner))
    {
      if (!post_givens_quietly (engine))
        {
          _futo_engine_clear_queue (engine);
          return false;
        }
    }
  else
    for (int cell = 0; cell < engine->cells; cell++)
      if (puzzle->givens[cell] != 0
          && !_futo_engine_assign (engine, cell, puzzle->givens[cell], FUTO_REASON_GIVEN, -1))
        {
          _futo_engine_clear_queue (engine);
          return false;
        }
  for (int cell = 0; cell < engine->cells; cell++)
    {
      FutoSet dom = engine->dom[cell];

      if (engine->signs[cell].count > 0)
        enqueue (engine, ENGINE_ITEM_BOUNDS, cell);
      /* The quiet posting queues no given: their unmarked neighbours still
       * have to lose the values next to them. */
      if (engine->adjacent && (dom & (dom - 1)) == 0)
        enqueue (engine, ENGINE_ITEM_FIX, cell);
    }
  return _futo_engine_propagate (engine);
}
