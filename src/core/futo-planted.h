/* futo-planted.h: planted instances, holes punched in a random Latin square
 *
 * The instances of the phase-transition experiments ("quasigroup with
 * holes", Achlioptas, Gomes, Kautz & Selman, AAAI 2000): a random Latin
 * square (futo-latin.h) with a fraction of its cells emptied and, for
 * Futoshiki, a fraction of its neighbour pairs given the sign the square
 * shows. The square is a solution, so every instance is satisfiable by
 * construction; it need not be the only one.
 *
 * An instance is a pure function of (size, seed, index): the square, the
 * order in which cells are emptied and the order in which pairs get their
 * sign. The fractions only say how far along those orders to go, so the
 * instance of an index at 40 % holes is the one at 38 % with more cells
 * emptied. Curves over the fraction then move with the fraction alone,
 * not with a fresh draw at every point.
 *
 * The holes are punched anywhere (the QWH of Achlioptas et al.), or
 * balanced: every row and every column gets the same number of holes, or
 * one more where holes / size is not whole (the balanced QWH of Kautz,
 * Ruan, Achlioptas, Gomes, Selman & Stickel 2001, markedly harder at the
 * same fraction, and the peak that the engine benchmark measures).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdint.h>

#include "futo-puzzle.h"

/* The number of cells emptied at holes (0..1) on a size × size board:
 * the nearest whole number to holes · size². */
int         futo_planted_hole_count (int       size,
                                     double    holes);
/* The number of neighbour pairs, of the 2 · size · (size - 1), that keep
 * their sign at signs (0..1). */
int         futo_planted_sign_count (int       size,
                                     double    signs);

typedef enum
{
  FUTO_PLANTED_HOLES_RANDOM = 0,  /* anywhere */
  FUTO_PLANTED_HOLES_BALANCED,    /* as many in every row and column */
} FutoPlantedHoles;

/* Instance index of (size, seed) with the fraction holes of its cells
 * empty and the fraction signs of its neighbour pairs signed. *solution,
 * when not NULL, receives the square (size * size values, malloc'd).
 * NULL for a bad argument (size outside 2..64, a fraction outside 0..1, a
 * negative index) or when memory runs out. */
FutoPuzzle *futo_planted_instance   (int       size,
                                     double    holes,
                                     double    signs,
                                     uint64_t  seed,
                                     int       index,
                                     uint8_t **solution);
/* The same with the holes placed as pattern says. A balanced instance has
 * the square of the random one of the same arguments and other holes,
 * which too grow
 * with the fraction only (the 38 % instance's holes are among the 40 %
 * one's), and at each fraction every row and column has
 * floor(h / size) or ceil(h / size) of the h holes. */
FutoPuzzle *futo_planted_instance_with_holes (int               size,
                                              double            holes,
                                              double            signs,
                                              FutoPlantedHoles  pattern,
                                              uint64_t          seed,
                                              int               index,
                                              uint8_t         **solution);
