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
