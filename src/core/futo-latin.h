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
 * cyclic square and run until it has visited `moves` proper squares
 * (0: a default of 4 n²), returning the last. Deterministic for a given
 * generator state. Returns false only when memory runs out, or for a bad
 * argument (no rng or square, n outside 1..FUTO_MAX_SIZE). */
bool futo_latin_random (FutoRandom *rng,
                        int         n,
                        uint8_t    *square,
                        uint64_t    moves);
