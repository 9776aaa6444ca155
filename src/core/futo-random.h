/* futo-random.h: a small seeded generator for the stochastic algorithms
 *
 * xoshiro256** (Blackman and Vigna), seeded through splitmix64 so that any
 * 64-bit seed, 0 included, gives a good state. The state is passed
 * explicitly: two runs with the same seed make the same choices, and runs in
 * parallel threads never share anything.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdint.h>

typedef struct
{
  uint64_t s[4];
} FutoRandom;

void     futo_random_init    (FutoRandom *rng,
                              uint64_t    seed);
uint64_t futo_random_next    (FutoRandom *rng);
/* Uniform in 0 .. bound - 1; bound must be at least 1. */
uint32_t futo_random_below   (FutoRandom *rng,
                              uint32_t    bound);
/* Uniform in [0, 1). */
double   futo_random_double  (FutoRandom *rng);
/* Puts the items in a uniformly random order (Fisher-Yates). */
void     futo_random_shuffle (FutoRandom *rng,
                              int        *items,
                              int         count);
