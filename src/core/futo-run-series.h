/* futo-run-series.h: one method run many times on one puzzle, a seed a run
 *
 * A stochastic method is judged by the distribution of its runs, not by one
 * of them (Hoos & Stützle's runtime distributions; AISpace2 plots them for
 * its local searches): run it N times with seeds first_seed, first_seed + 1,
 * … and read, for every effort, the fraction of runs that had solved the
 * puzzle by then. The effort of a run is its steps: iterations (or
 * generations) for a local search, explored nodes for a tree search. A run
 * that a limit stopped is unsolved and counts only in the denominator.
 *
 * The series has no threads of its own: futo_run_series_run() of distinct
 * runs may be called from many threads at once; the readers want the runs
 * they read to be done.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "futo-algorithm.h"
#include "futo-error.h"

#define FUTO_RUN_SERIES_MAX_RUNS 100000

typedef struct
{
  bool       done;
  uint64_t   seed;
  FutoStatus status;
  bool       solved;  /* a solution was found, and checked */
  uint64_t   steps;   /* iterations for a local search, nodes for a tree search */
  double     seconds;
  double     energy;  /* stats.best_energy: simulated annealing's highest energy
                       * (its maximum when solved), the cat swarm's best
                       * fitness; 0 for a tree search */
} FutoSeriesRun;

typedef struct _FutoRunSeries FutoRunSeries;

/* A series of n_runs (1..FUTO_RUN_SERIES_MAX_RUNS) runs of algorithm on
 * puzzle (copied), none run yet. limits gives node_limit, time_limit and
 * params for every run (NULL: none); its seed and solution limit are
 * replaced. NULL with error set when an argument is out of range or the
 * method does not understand the puzzle. */
FutoRunSeries       *futo_run_series_new          (const FutoAlgorithm  *algorithm,
                                                   const FutoPuzzle     *puzzle,
                                                   int                   n_runs,
                                                   uint64_t              first_seed,
                                                   const FutoRunOptions *limits,
                                                   FutoError            *error);
void                 futo_run_series_free         (FutoRunSeries        *series);

const FutoAlgorithm *futo_run_series_algorithm    (const FutoRunSeries  *series);
int                  futo_run_series_n_runs       (const FutoRunSeries  *series);
/* Whether steps count iterations (a local search) rather than nodes. */
bool                 futo_run_series_counts_iterations (const FutoRunSeries *series);

/* Runs run index with seed first_seed + index and keeps what it did.
 * cancel may be NULL; a cancelled run is not kept (it stays not done). */
void                 futo_run_series_run          (FutoRunSeries        *series,
                                                   int                   index,
                                                   const atomic_int     *cancel);
const FutoSeriesRun *futo_run_series_get          (const FutoRunSeries  *series,
                                                   int                   index);
int                  futo_run_series_n_done       (const FutoRunSeries  *series);
int                  futo_run_series_n_solved     (const FutoRunSeries  *series);

/* The steps of the solved runs among the done ones, ascending, into steps
 * (room for n_runs); returns how many. The cumulative distribution is then
 * (i + 1) / n_done at steps[i]. */
int                  futo_run_series_solved_steps (const FutoRunSeries  *series,
                                                   uint64_t             *steps);
/* The median steps of the done runs, an unsolved run ranked as INFINITY:
 * INFINITY when half of them or more are unsolved, NAN when none is done. */
double               futo_run_series_median_steps (const FutoRunSeries  *series);

/* The done runs as CSV: a header, then one row a run (seed, solved, status,
 * steps, seconds, energy); NULL when out of memory. free() it. */
char                *futo_run_series_to_csv       (const FutoRunSeries  *series);
