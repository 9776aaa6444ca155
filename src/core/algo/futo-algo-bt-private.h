/* futo-algo-bt-private.h: the chronological backtracking that FutoshikiBT
 * (futo-algo-bt.c) is, and that ColorFutoshiki (futo-algo-color.c) runs
 * over its colour lists
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-runner-private.h"
#include "futo-signs-private.h"

typedef struct
{
  FutoRunner        runner;
  const FutoPuzzle *puzzle;
  int               n;
  int               cells;
  FutoSignList     *signs;
  int              *order;     /* the empty cells, row-major */
  int               n_empty;
  uint64_t         *gap_tries; /* [index]: the given_tries of the givens between order[index - 1]
                                * and order[index] (and after the last empty cell at n_empty) */
  const FutoSet    *lists;     /* the values each cell tries, ascending; NULL: 1..n */
  uint8_t          *values;    /* the grid being filled, givens included; 0 = empty */
  FutoSet          *row_used;  /* values present in each row */
  FutoSet          *col_used;  /* values present in each column */
  uint8_t          *row_where; /* [row * (n + 1) + value]: its column, valid while row_used has it;
                                * NULL when no events are wanted */
  uint8_t          *col_where; /* [col * (n + 1) + value]: its row, likewise */
  FutoRunnerTries   tries;     /* the refuted tries of the cell being filled, not yet told */
} FutoBt;

/* Allocates the search's tables for puzzle and collects its signs; false
 * when memory runs out (_futo_bt_clear() still frees what was). */
bool _futo_bt_init         (FutoBt               *bt,
                            const FutoPuzzle     *puzzle,
                            const FutoRunOptions *options,
                            FutoRunResult        *result);
void _futo_bt_clear        (FutoBt               *bt);
/* Places the givens and lists the empty cells; false when two givens clash. */
bool _futo_bt_place_givens (FutoBt               *bt);
/* Fills the empty cells from order[index] on, each trying the values of
 * its list. Returns true when the whole run must stop (a limit,
 * cancellation or the solution limit). */
bool _futo_bt_search       (FutoBt               *bt,
                            int                   index);
