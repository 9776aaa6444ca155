/* bench-instances.h: deterministic instance sets for the engine benchmark
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdint.h>

#include "futo-puzzle.h"

typedef struct
{
  uint64_t state;
} BenchRng;

void        bench_rng_seed        (BenchRng   *rng,
                                   uint64_t    seed);
uint64_t    bench_rng_next        (BenchRng   *rng);
/* Uniform in [0, bound). */
uint32_t    bench_rng_below       (BenchRng   *rng,
                                   uint32_t    bound);

/* A Latin square of order n (values 1..n, row-major, malloc'd), close to
 * uniform: Jacobson and Matthews' Markov chain run for n³ steps from the
 * cyclic square. */
uint8_t    *bench_latin_square    (BenchRng   *rng,
                                   int         n);

/* The square with only `givens` random cells kept and `signs` random
 * neighbour pairs signed as the square has them: one puzzle of the class
 * (n, signs, givens) of Şen and Diner's Table 1, or with signs = 0 a
 * quasigroup with holes. */
FutoPuzzle *bench_puzzle_from     (BenchRng      *rng,
                                   const uint8_t *square,
                                   int            n,
                                   int            signs,
                                   int            givens);
