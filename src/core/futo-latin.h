/* futo-latin.h: near-uniformly random Latin squares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "futo-random.h"

/* Fills square (n * n, row-major, values 1..n) with a Latin square drawn
 * near-uniformly by the Jacobson–Matthews Markov chain, started from the
 * cyclic square and run for `moves` steps (0: a default of n³, the usual
 * budget), ending on a proper square. Deterministic for a given generator state.
 * Returns false only when memory runs out. */
bool futo_latin_random (FutoRandom *rng,
                        int         n,
                        uint8_t    *square,
                        uint64_t    moves);
