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
 * mark, in the order up, right, down, left; when unmarked is not NULL
 * (Adjacent mode), also unmarked[cell] with its neighbours across no mark.
 * Every solver that looks at a cell's signs takes them from here. */
/* Whether first and second, the left or upper value and its neighbour,
 * keep rel in a puzzle of mode: in Adjacent mode no mark means "not one
 * apart"; a relation of the other mode's kind holds nowhere. */
bool _futo_relation_holds (FutoMode     mode,
                           FutoRelation rel,
                           int          first,
                           int          second);

void _futo_signs_collect (const FutoPuzzle *puzzle,
                          FutoSignList     *signs,
                          FutoSignList     *unmarked);
