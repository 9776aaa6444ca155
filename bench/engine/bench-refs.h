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

/* A SAT solver that reads DIMACS and answers as the SAT competition asks
 * ("s SATISFIABLE" with "v" lines and exit status 10, "s UNSATISFIABLE"
 * and 20): one row of the table in bench-refs.c, so that every solver
 * reads the same file of bench_sat_write and is judged by the same code. */
typedef struct
{
  const char *name;          /* the bench's name for it, and its column */
  const char *program;       /* looked up on $PATH */
  const char *package;       /* the Debian package that has it */
  const char *limit_option;  /* takes the limit in whole seconds */
  bool        limit_joined;  /* "--time-limit=10" rather than "-t 10" */
  const char *extra[3];      /* more arguments (NULL-terminated) */
  const char *clock_line;    /* starts the line of its own wall clock; NULL: none */
} BenchSatSolver;

#define BENCH_N_SAT_SOLVERS 3
extern const BenchSatSolver bench_sat_solvers[BENCH_N_SAT_SOLVERS];

/* Runs the solver (program: its whole path) on the puzzle with a time
 * limit in seconds; values receives the decoded solution, which is checked
 * against the puzzle. */
BenchTime bench_run_sat      (const BenchSatSolver *solver,
                              const char           *program,
                              const FutoPuzzle     *puzzle,
                              double                limit,
                              const char           *workdir,
                              uint8_t              *values);

/* Runs the Gecode model (gecode-futoshiki.cpp), same contract. */
BenchTime bench_run_gecode   (const char       *program,
                              const FutoPuzzle *puzzle,
                              double            limit,
                              const char       *workdir,
                              uint8_t          *values);
