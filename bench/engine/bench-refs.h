/* bench-refs.h: the reference solvers of the engine benchmark
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "futo-puzzle.h"

typedef enum
{
  BENCH_SOLVED = 0,
  BENCH_TIMEOUT,
  BENCH_UNSAT,   /* a reference claimed a satisfiable instance has no solution */
  BENCH_ERROR,   /* crashed, printed nonsense or a wrong solution */
} BenchOutcome;

typedef struct
{
  BenchOutcome outcome;
  double       seconds;
} BenchTime;

/* The whole path of an executable named name on $PATH, or NULL; g_free-free
 * (malloc'd). */
char     *bench_find_program (const char       *name);

/* Writes the direct encoding with support clauses in DIMACS (see
 * bench-sat.c); returns the number of variables, or -1 on an I/O error.
 * var_of[cell * n + value - 1] receives each pair's variable (0: none). */
int       bench_sat_write    (const FutoPuzzle *puzzle,
                              const char       *path,
                              int              *var_of);

/* Runs CaDiCaL on the puzzle with a time limit in seconds; values receives
 * the decoded solution, which is checked against the puzzle. */
BenchTime bench_run_cadical  (const char       *cadical,
                              const FutoPuzzle *puzzle,
                              double            limit,
                              const char       *workdir,
                              uint8_t          *values);

/* Runs the Gecode model (gecode-futoshiki.cpp), same contract. */
BenchTime bench_run_gecode   (const char       *program,
                              const FutoPuzzle *puzzle,
                              double            limit,
                              const char       *workdir,
                              uint8_t          *values);
