/* futo-signs-private.h: each cell's neighbours across a sign, for the solvers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-puzzle.h"

typedef struct
{
  int     count;
  int     other[4]; /* the neighbour across each sign (or Adjacent mark) */
  uint8_t less[4];  /* true: this cell < other; false: this cell > other (or a mark) */
} FutoSignList;

/* Fills signs[cell] for every cell with its neighbours across a sign or a
 * mark; when unmarked is not NULL (Adjacent mode), also unmarked[cell] with
 * its neighbours across no mark. */
void _futo_signs_collect (const FutoPuzzle *puzzle,
                          FutoSignList     *signs,
                          FutoSignList     *unmarked);
