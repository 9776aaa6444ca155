/* futo-human-propagate.c: the easy techniques as one propagation
 *
 * Singles, sign bounds and (Adjacent) marked and unmarked pairs, applied
 * in any order, stop at the same place (they only ever remove candidates).
 * The fast solver, the forcing chains and the guesses get there through a
 * queue of changed cells and a set of lines to scan for hidden singles,
 * instead of sweeping the whole board with each technique in turn as the
 * step-by-step solver does: the work follows the consequences of a change,
 * which is what makes trying a value cheap.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-human-private.h"

static void
enqueue (HumanRules *rules,
         int         cell)
{
  int tail;

  rules->dirty_rows |= FUTO_SET_BIT (rules->row_of[cell] + 1);
  rules->dirty_cols |= FUTO_SET_BIT (rules->col_of[cell] + 1);
  if (rules->queued[cell])
    return;
  tail = rules->queue_head + rules->queue_count;

  rules->queued[cell] = 1;
  /* A ring of cells entries: queued[] keeps it from ever holding more. */
  rules->queue[tail >= rules->cells ? tail - rules->cells : tail] = cell;
  rules->queue_count++;
}

static int
dequeue (HumanRules *rules)
{
  int cell = rules->queue[rules->queue_head];

  if (++rules->queue_head == rules->cells)
    rules->queue_head = 0;
  rules->queue_count--;
  rules->queued[cell] = 0;
  return cell;
}

static void
reset_queue (HumanRules *rules)
{
  while (rules->queue_count > 0)
    dequeue (rules);
  rules->dirty_rows = 0;
  rules->dirty_cols = 0;
}

static bool
restrict_to (HumanRules *rules,
             HumanBoard *board,
             int         cell,
             FutoSet     keep)
{
  FutoSet now = board->cand[cell] & keep;

  if (now == board->cand[cell])
    return true;
  board->cand[cell] = now;
  if (now == 0)
    {
      board->broken = true;
      return false;
    }
  enqueue (rules, cell);
  return true;
}

static bool
place (HumanRules *rules,
       HumanBoard *board,
       int         cell,
       int         value)
{
  int n = rules->n, row = rules->row_of[cell], col = rules->col_of[cell];
  FutoSet bit = FUTO_SET_BIT (value);
  FutoSet *cand = board->cand;

  if (board->value[cell] != 0 || (cand[cell] & bit) == 0)
    {
      if (board->value[cell] != value)
        board->broken = true;
      return !board->broken;
    }
  board->value[cell] = (uint8_t) value;
  board->open--;
  if (!restrict_to (rules, board, cell, bit))
    return false;
  enqueue (rules, cell);
  /* The cell itself is left out of the sweep below by holding no
   * candidate meanwhile, which spares a test per cell. */
  cand[cell] = 0;
  for (int k = 0, in_row = row * n, in_col = col; k < n; k++, in_row++, in_col += n)
    if (((cand[in_row] & bit) != 0 && !restrict_to (rules, board, in_row, ~bit))
        || ((cand[in_col] & bit) != 0 && !restrict_to (rules, board, in_col, ~bit)))
      {
        cand[cell] = bit;
        return false;
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
      FutoSet keep = signs->less[k] ? human_above (rules->full, futo_set_min (mine))
                                    : human_below (futo_set_max (mine));

      if (!restrict_to (rules, board, signs->other[k], keep))
        return false;
    }
  if (rules->adjacent)
    {
      const HumanLinks *links = &rules->links[cell];
      /* A neighbour keeps the values next to one of mine across a mark,
       * and across no mark those that leave me a value neither equal nor
       * next to it: with four or more values of mine, every value does. */
      bool wide = human_count (mine) >= 4;

      for (int k = 0; k < links->count; k++)
        if ((links->marked[k] || !wide)
            && !restrict_to (rules, board, links->other[k],
                             human_adjacent_support (rules, mine, links->marked[k])))
          return false;
    }
  return true;
}

/* Hidden singles in one line; a value with no place is a contradiction. */
static bool
scan_line (HumanRules *rules,
           HumanBoard *board,
           int         line)
{
  int n = rules->n;
  int first = line < n ? line * n : line - n, step = line < n ? 1 : n;
  FutoSet placed = 0, seen = 0, twice = 0, once;

  /* Without a branch on whether each cell is placed, which the processor
   * cannot foresee. */
  for (int k = 0, cell = first; k < n; k++, cell += step)
    {
      FutoSet mine = board->cand[cell];
      FutoSet open = board->value[cell] != 0 ? 0 : ~(FutoSet) 0;

      placed |= mine & ~open;
      mine &= open;
      twice |= seen & mine;
      seen |= mine;
    }
  if ((placed | seen) != rules->full)
    {
      board->broken = true;
      return false;
    }
  for (once = seen & ~twice & ~placed; once != 0; once &= once - 1)
    {
      FutoSet bit = once & -once;

      for (int k = 0, cell = first; k < n; k++, cell += step)
        if (board->value[cell] == 0 && (board->cand[cell] & bit) != 0)
          {
            if (!place (rules, board, cell, futo_set_min (bit)))
              return false;
            break;
          }
    }
  return true;
}

/* Scans the dirty lines of one orientation in increasing order, taking
 * up those the scans dirty on the way when they come later. The order
 * only changes the cost, never the fixpoint; this one, the order of a
 * sweep over the lines, measured cheapest (a queue of lines in the order
 * they got dirty, or one line at a time between the cells' revisions,
 * cost 3 to 6 % more instructions). */
static bool
scan_dirty (HumanRules *rules,
            HumanBoard *board,
            FutoSet    *dirty,
            int         base)
{
  for (int index = 0; (*dirty & human_above (~(FutoSet) 0, index)) != 0;)
    {
      index = futo_set_min (*dirty & human_above (~(FutoSet) 0, index));
      *dirty &= ~FUTO_SET_BIT (index);
      if (!scan_line (rules, board, base + index - 1))
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
      if (!scan_dirty (rules, board, &rules->dirty_rows, 0)
          || !scan_dirty (rules, board, &rules->dirty_cols, rules->n))
        return false;
      if (!scanned && rules->queue_count == 0)
        return true;
    }
}

FutoHumanStatus
human_propagate (HumanRules *rules,
                 HumanBoard *board)
{
  if (!board->broken)
    {
      for (int cell = 0; cell < rules->cells; cell++)
        enqueue (rules, cell);
      drain (rules, board);
      reset_queue (rules);
    }
  return human_board_status (board);
}

FutoHumanStatus
human_propagate_place (HumanRules *rules,
                       HumanBoard *board,
                       int         cell,
                       int         value)
{
  if (!board->broken && place (rules, board, cell, value))
    drain (rules, board);
  reset_queue (rules);
  return human_board_status (board);
}

FutoHumanStatus
human_propagate_within (HumanRules       *rules,
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
  return human_board_status (board);
}
