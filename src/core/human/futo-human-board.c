/* futo-human-board.c: the human solver's boards
 *
 * A board holds each cell's candidates and placed value, and for each line
 * and value the count of places (HumanBoard in futo-human-private.h). The
 * functions here change a board without following the consequences, as a
 * person applying one deduction does; futo-human-propagate.c follows them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-human-private.h"

bool
_futo_human_board_init (HumanBoard       *board,
                        const HumanRules *rules)
{
  size_t cells = (size_t) rules->cells;

  /* One block (the searches make a board per node): candidates, then
   * values, then counts of places. */
  board->cand = malloc (cells * (sizeof *board->cand + 3));
  board->value = board->cand != NULL ? (uint8_t *) (board->cand + cells) : NULL;
  board->places = board->cand != NULL ? board->value + cells : NULL;
  board->open = rules->cells;
  board->broken = false;
  return board->cand != NULL;
}

void
_futo_human_board_clear (HumanBoard *board)
{
  free (board->cand);
  board->cand = NULL;
  board->value = NULL;
  board->places = NULL;
}

void
_futo_human_board_copy (HumanBoard       *dest,
                        const HumanBoard *src,
                        const HumanRules *rules)
{
  size_t cells = (size_t) rules->cells;

  memcpy (dest->cand, src->cand, cells * sizeof *src->cand);
  memcpy (dest->value, src->value, cells);
  memcpy (dest->places, src->places, cells * 2);
  dest->open = src->open;
  dest->broken = src->broken;
}

bool
_futo_human_board_eliminate (const HumanRules *rules,
                             HumanBoard       *board,
                             int               cell,
                             FutoSet           values)
{
  FutoSet gone = board->cand[cell] & values, low = 0;

  board->cand[cell] &= ~values;
  if (board->cand[cell] == 0)
    board->broken = true;
  /* The counts that fall low here are for the next propagation to find:
   * it looks at every count. */
  _futo_human_places_drop (rules, board, cell, gone, &low, &low);
  return !board->broken;
}

/* Whether value in cell breaks a sign or (Adjacent) a mark, or the lack of
 * one, with a neighbour already placed. A placement applies no sign (the
 * bounds are a technique), so a wrong entry beside a placed neighbour would
 * otherwise wait for the sign bounds, and naked singles, being easier, can
 * fill the board first: the step-by-step solve then ended solved where the
 * propagation, which revises placed cells too, finds the contradiction. */
static bool
placement_breaks (const HumanRules *rules,
                  const HumanBoard *board,
                  int               cell,
                  int               value)
{
  const HumanSigns *signs = &rules->signs[cell];
  const HumanLinks *links = &rules->links[cell];

  for (int k = 0; k < signs->count; k++)
    {
      int theirs = board->value[signs->other[k]];

      if (theirs != 0 && (signs->less[k] ? value >= theirs : value <= theirs))
        return true;
    }
  for (int k = 0; k < links->count; k++)
    {
      int theirs = board->value[links->other[k]];

      if (theirs != 0 && links->marked[k] != (value - theirs == 1 || theirs - value == 1))
        return true;
    }
  return false;
}

/* A placement takes the value from the rest of the row and column at once,
 * as a person crossing out pencil marks does: that is no technique. */
bool
_futo_human_board_place (const HumanRules *rules,
                         HumanBoard       *board,
                         int               cell,
                         int               value)
{
  int n = rules->n, row = cell / n, col = cell % n;
  FutoSet bit = FUTO_SET_BIT (value), low = 0;

  if (board->value[cell] != 0 || (board->cand[cell] & bit) == 0)
    {
      if (board->value[cell] != value)
        board->broken = true;
      return !board->broken;
    }
  if (placement_breaks (rules, board, cell, value))
    board->broken = true;
  board->value[cell] = (uint8_t) value;
  board->places[row * n + value - 1] += HUMAN_PLACED;
  board->places[(n + col) * n + value - 1] += HUMAN_PLACED;
  _futo_human_places_drop (rules, board, cell, board->cand[cell] & ~bit, &low, &low);
  board->cand[cell] = bit;
  board->open--;
  for (int k = 0; k < n; k++)
    {
      int in_row = row * n + k, in_col = k * n + col;

      if (in_row != cell && (board->cand[in_row] & bit) != 0)
        _futo_human_board_eliminate (rules, board, in_row, bit);
      if (in_col != cell && (board->cand[in_col] & bit) != 0)
        _futo_human_board_eliminate (rules, board, in_col, bit);
    }
  return !board->broken;
}

FutoHumanStatus
_futo_human_board_status (const HumanBoard *board)
{
  if (board->broken)
    return FUTO_HUMAN_CONTRADICTION;
  return board->open == 0 ? FUTO_HUMAN_SOLVED : FUTO_HUMAN_OPEN;
}

/* The puzzle's givens placed on a fresh board. */
bool
_futo_human_board_start (const HumanRules *rules,
                         HumanBoard       *board)
{
  for (int cell = 0; cell < rules->cells; cell++)
    {
      board->cand[cell] = rules->full;
      board->value[cell] = 0;
    }
  memset (board->places, rules->n, (size_t) rules->cells * 2);
  board->open = rules->cells;
  board->broken = false;
  for (int cell = 0; cell < rules->cells; cell++)
    {
      int given = rules->puzzle->givens[cell];

      if (given < 0 || given > rules->n)
        board->broken = true;
      else if (given != 0)
        _futo_human_board_place (rules, board, cell, given);
    }
  return !board->broken;
}
