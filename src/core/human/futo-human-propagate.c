/* futo-human-propagate.c: the easy techniques as one propagation
 *
 * Singles, sign bounds and (Adjacent) marked and unmarked pairs, applied
 * in any order, stop at the same place (they only ever remove candidates).
 * The fast solver, the forcing chains and the guesses get there through a
 * stack of changed cells and the board's counts of places per line and
 * value (a hidden single is a count fallen to one), instead of sweeping the
 * whole board with each technique in turn as the step-by-step solver does:
 * the work follows the consequences of a change, which is what makes trying
 * a value cheap.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-human-private.h"

/* The changed cells wait on a stack, the latest revised first: queued[]
 * keeps it from holding more than all cells. The order changes the cost
 * alone; this one took fewer instructions than first in, first out
 * (bench/generate/README.md has the figures). */
static inline void
enqueue (HumanRules *rules,
         int         cell)
{
  if (rules->queued[cell])
    return;
  rules->queued[cell] = 1;
  rules->queue[rules->queue_count++] = cell;
}

static int
dequeue (HumanRules *rules)
{
  int cell = rules->queue[--rules->queue_count];

  rules->queued[cell] = 0;
  return cell;
}

/* Values of line whose count of places fell to one or none. */
static void
pend (HumanRules *rules,
      int         line,
      FutoSet     values)
{
  int n = rules->n;

  rules->pending[line] |= values;
  if (line < n)
    rules->dirty_rows |= FUTO_SET_BIT (line + 1);
  else
    rules->dirty_cols |= FUTO_SET_BIT (line - n + 1);
}

static void
reset_queue (HumanRules *rules)
{
  while (rules->queue_count > 0)
    dequeue (rules);
  for (FutoSet rows = rules->dirty_rows; rows != 0; rows &= rows - 1)
    rules->pending[futo_set_min (rows) - 1] = 0;
  for (FutoSet cols = rules->dirty_cols; cols != 0; cols &= cols - 1)
    rules->pending[rules->n + futo_set_min (cols) - 1] = 0;
  rules->dirty_rows = 0;
  rules->dirty_cols = 0;
}

/* A cell's candidates shrink from was to now (not empty): the counts of
 * places follow, and the cell is revised. */
static void
narrow (HumanRules *rules,
        HumanBoard *board,
        int         cell,
        FutoSet     was,
        FutoSet     now)
{
  FutoSet low_row = 0, low_col = 0;

  board->cand[cell] = now;
  _futo_human_places_drop (rules, board, cell, was & ~now, &low_row, &low_col);
  if (low_row != 0)
    pend (rules, rules->row_of[cell], low_row);
  if (low_col != 0)
    pend (rules, rules->n + rules->col_of[cell], low_col);
  enqueue (rules, cell);
}

/* Inline: most calls change nothing. */
static inline bool
restrict_to (HumanRules *rules,
             HumanBoard *board,
             int         cell,
             FutoSet     keep)
{
  FutoSet was = board->cand[cell], now = was & keep;

  if (now == was)
    return true;
  if (now == 0)
    {
      board->cand[cell] = 0;
      board->broken = true;
      return false;
    }
  narrow (rules, board, cell, was, now);
  return true;
}

/* A placement of bit takes it from cell, in the placement's row or column:
 * only the count of cell's other line (line) matters, the placement's own
 * count holding HUMAN_PLACED. */
static inline bool
lose (HumanRules *rules,
      HumanBoard *board,
      int         cell,
      FutoSet     bit,
      int         line)
{
  FutoSet now = board->cand[cell] & ~bit;

  board->cand[cell] = now;
  if (now == 0)
    {
      board->broken = true;
      return false;
    }
  if (--board->places[line * rules->n + futo_set_min (bit) - 1] <= 1)
    pend (rules, line, bit);
  enqueue (rules, cell);
  return true;
}

static bool
place (HumanRules *rules,
       HumanBoard *board,
       int         cell,
       int         value)
{
  int n = rules->n, row = rules->row_of[cell], col = rules->col_of[cell], in_row, in_col;
  FutoSet bit = FUTO_SET_BIT (value);
  FutoSet *cand = board->cand;

  if (board->value[cell] != 0 || (cand[cell] & bit) == 0)
    {
      if (board->value[cell] != value)
        board->broken = true;
      return !board->broken;
    }
  /* How many other cells of the row and column hold the value: the
   * sweeps below stop when they have taken it from all of them. The
   * counts are exact for a value not placed in the line, which it is not
   * here (a placement takes the value from its lines at once, and nothing
   * is placed on a broken board). */
  in_row = board->places[row * n + value - 1] - 1;
  in_col = board->places[(n + col) * n + value - 1] - 1;
  board->value[cell] = (uint8_t) value;
  board->open--;
  board->places[row * n + value - 1] += HUMAN_PLACED;
  board->places[(n + col) * n + value - 1] += HUMAN_PLACED;
  if (!restrict_to (rules, board, cell, bit))
    return false;
  enqueue (rules, cell);
  /* The cell itself is left out of the sweeps below by holding no
   * candidate meanwhile, which spares a test per cell. */
  cand[cell] = 0;
  /* The counts end each sweep early; k < n keeps a count gone wrong (a
   * candidate written past _futo_human_board_eliminate()) from reading past the
   * line. */
  for (int k = 0, other = row * n; in_row > 0 && k < n; k++, other++)
    if ((cand[other] & bit) != 0)
      {
        in_row--;
        if (!lose (rules, board, other, bit, n + k))
          {
            cand[cell] = bit;
            return false;
          }
      }
  for (int k = 0, other = col; in_col > 0 && k < n; k++, other += n)
    if ((cand[other] & bit) != 0)
      {
        in_col--;
        if (!lose (rules, board, other, bit, k))
          {
            cand[cell] = bit;
            return false;
          }
      }
  cand[cell] = bit;
  return true;
}

/* A cell's candidates changed: a naked single, its signs and its marks. */
static bool
revise (HumanRules *rules,
        HumanBoard *board,
        int         cell)
{
  FutoSet mine = board->cand[cell];
  const HumanSigns *signs = &rules->signs[cell];

  /* One value: a set with a first bit and no second (cheaper than a count). */
  if (board->value[cell] == 0 && mine != 0 && (mine & (mine - 1)) == 0
      && !place (rules, board, cell, futo_set_min (mine)))
    return false;
  for (int k = 0; k < signs->count; k++)
    {
      FutoSet keep = signs->less[k] ? _futo_human_above (rules->full, futo_set_min (mine))
                                    : _futo_human_below (futo_set_max (mine));

      if (!restrict_to (rules, board, signs->other[k], keep))
        return false;
    }
  if (rules->adjacent)
    {
      const HumanLinks *links = &rules->links[cell];
      /* A neighbour keeps the values next to one of mine across a mark,
       * and across no mark those that leave me a value neither equal nor
       * next to it: with four or more values of mine, every value does. */
      bool wide = _futo_human_count (mine) >= 4;

      for (int k = 0; k < links->count; k++)
        if ((links->marked[k] || !wide)
            && !restrict_to (rules, board, links->other[k],
                             _futo_human_adjacent_support (rules, mine, links->marked[k])))
          return false;
    }
  return true;
}

/* The pending values of one line: a value with one place left is a hidden
 * single, one with none a contradiction. */
static bool
settle_line (HumanRules *rules,
             HumanBoard *board,
             int         line)
{
  int n = rules->n;
  int first = line < n ? line * n : line - n, step = line < n ? 1 : n;
  const uint8_t *places = board->places + line * n;
  FutoSet pending = rules->pending[line];

  rules->pending[line] = 0;
  for (; pending != 0; pending &= pending - 1)
    {
      int value = futo_set_min (pending);
      FutoSet bit = pending & -pending;

      /* Read now: a placement on the way may have settled it. */
      if (places[value - 1] == 0)
        {
          board->broken = true;
          return false;
        }
      if (places[value - 1] != 1)
        continue;
      for (int k = 0, cell = first; k < n; k++, cell += step)
        if ((board->cand[cell] & bit) != 0)
          {
            if (!place (rules, board, cell, value))
              return false;
            break;
          }
    }
  return true;
}

/* Settles the dirty lines of one orientation in increasing order, taking
 * up those dirtied on the way when they come later. The order only changes
 * the cost, never the fixpoint. */
static bool
settle_dirty (HumanRules *rules,
              HumanBoard *board,
              FutoSet    *dirty,
              int         base)
{
  for (int index = 0; (*dirty & _futo_human_above (~(FutoSet) 0, index)) != 0;)
    {
      index = futo_set_min (*dirty & _futo_human_above (~(FutoSet) 0, index));
      *dirty &= ~FUTO_SET_BIT (index);
      if (!settle_line (rules, board, base + index - 1))
        return false;
    }
  return true;
}

static bool
drain (HumanRules *rules,
       HumanBoard *board)
{
  for (;;)
    {
      bool scanned;

      while (rules->queue_count > 0)
        if (!revise (rules, board, dequeue (rules)))
          return false;
      scanned = (rules->dirty_rows | rules->dirty_cols) != 0;
      if (!settle_dirty (rules, board, &rules->dirty_rows, 0)
          || !settle_dirty (rules, board, &rules->dirty_cols, rules->n))
        return false;
      if (!scanned && rules->queue_count == 0)
        return true;
    }
}

FutoHumanStatus
_futo_human_propagate (HumanRules *rules,
                       HumanBoard *board)
{
  if (!board->broken)
    {
      int n = rules->n;

      for (int cell = 0; cell < rules->cells; cell++)
        enqueue (rules, cell);
      /* The techniques outside this propagation keep the counts but leave
       * what they bring low to it. */
      for (int line = 0; line < 2 * n; line++)
        {
          FutoSet low = 0;

          for (int value = 1; value <= n; value++)
            if (board->places[line * n + value - 1] <= 1)
              low |= FUTO_SET_BIT (value);
          if (low != 0)
            pend (rules, line, low);
        }
      drain (rules, board);
      reset_queue (rules);
    }
  return _futo_human_board_status (board);
}

FutoHumanStatus
_futo_human_propagate_place (HumanRules *rules,
                             HumanBoard *board,
                             int         cell,
                             int         value)
{
  if (!board->broken && place (rules, board, cell, value))
    drain (rules, board);
  reset_queue (rules);
  return _futo_human_board_status (board);
}

FutoHumanStatus
_futo_human_propagate_within (HumanRules       *rules,
                              HumanBoard       *board,
                              const HumanBoard *within)
{
  if (within->broken)
    board->broken = true;
  for (int cell = 0; cell < rules->cells && !board->broken; cell++)
    if ((board->cand[cell] & ~within->cand[cell]) != 0)
      restrict_to (rules, board, cell, within->cand[cell]);
  if (!board->broken)
    drain (rules, board);
  reset_queue (rules);
  return _futo_human_board_status (board);
}
