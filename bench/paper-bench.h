/* paper-bench.h: the experiment of Şen & Diner (IJOCTA 2024), reusable
 *
 * futo_bench_paper_main() is the whole benchmark behind one argc/argv entry
 * point: the futoshiki-bench-paper program calls it, and so can the CLI's
 * "futoshiki bench paper". The instance generator is exposed for tests and
 * for other benchmarks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdint.h>

#include "futo-puzzle.h"

/* One instance of the class (n, inequalities, givens): a random Latin square,
 * givens cells of it shown and inequalities orthogonal neighbour pairs given
 * their true sign, both chosen uniformly without repetition. Satisfiable by
 * construction; *solution (when not NULL) receives the square. NULL when the
 * counts do not fit the board. */
FutoPuzzle *futo_bench_paper_instance (int       n,
                                       int       inequalities,
                                       int       givens,
                                       uint64_t  seed,
                                       uint8_t **solution);

/* The seed of instance index of a class under a run's seed: each instance
 * depends only on these, so filtering classes changes no instance. */
uint64_t    futo_bench_instance_seed  (uint64_t  run_seed,
                                       int       n,
                                       int       inequalities,
                                       int       givens,
                                       int       index);

/* The benchmark: parses its options (argv[0] is the program or command
 * name), runs, prints the tables on stdout. Returns 0 on success, 1 when an
 * answer was wrong, 2 on a usage error. */
int         futo_bench_paper_main     (int    argc,
                                       char **argv);
