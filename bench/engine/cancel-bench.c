/* cancel-bench.c: how soon every algorithm stops, in time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tests hold a count (tests/test-cancel.c: a run that finds its cancel
 * flag up does at most one check interval of work); the time that takes
 * depends on the machine and its load, so it is measured here, where a
 * person reads it on a quiet machine:
 *
 *   - cancellation: each algorithm of the registry on long runs (the
 *     solutions of empty 9×9, 25×25 and 64×64 grids; for stochastic methods
 *     a grid without solution), the flag raised from another thread after
 *     a seeded random delay; the run thread's CPU time from the flag to
 *     futo_run's return, against issue 9's bound of 100 ms;
 *   - time limits: a 50 ms limit on the same runs; the wall time past the
 *     limit, against 100 ms (tests/test-algo-btcolor.c and
 *     tests/test-algo-local-limits.c check that the limit is what stops
 *     the run, and not too early).
 *
 * Usage: futo-cancel-bench [RUNS]   (3 per algorithm and size)
 * Exit status 1 when a bound is exceeded.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "futo-algorithm.h"
#include "futo-puzzle.h"

#define LATENCY_BOUND_US   100000
#define OVERSHOOT_BOUND_US 100000
#define MAX_DELAY_US       120000
#define TIME_LIMIT         0.05
/* Parameters that keep every method going (each reads its own keys). */
#define ENDLESS_PARAMS     "guess=1,rate=1e-12,max-iterations=1e15"

static const int sizes[] = { 9, 25, 64 };

typedef struct
{
  const FutoAlgorithm *algorithm;
  const FutoPuzzle    *puzzle;
  atomic_int           flag;
  atomic_int           started;
  clockid_t            clock;
  long long            returned_cpu;
  FutoRunResult        result;
} Run;

static long long
clock_us (clockid_t clock)
{
  struct timespec now;

  clock_gettime (clock, &now);
  return (long long) now.tv_sec * 1000000 + now.tv_nsec / 1000;
}

/* The tests' long instance: a cycle of four signs that no local search
 * can satisfy, or an empty grid whose solutions a complete one counts. */
static FutoPuzzle *
long_instance (const FutoAlgorithm *algorithm,
               int                  size)
{
  FutoPuzzle *puzzle = futo_puzzle_new (size);

  if (algorithm->stochastic)
    {
      futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_LESS);
      futo_puzzle_set_relation (puzzle, 0, 1, FUTO_DIR_DOWN, FUTO_REL_LESS);
      futo_puzzle_set_relation (puzzle, 1, 0, FUTO_DIR_RIGHT, FUTO_REL_GREATER);
      futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_DOWN, FUTO_REL_GREATER);
    }
  return puzzle;
}

static void *
run_thread (void *data)
{
  Run *run = data;
  FutoRunOptions options;

  futo_run_options_init (&options);
  options.solution_limit = 0;
  options.seed = 7;
  options.params = ENDLESS_PARAMS;
  options.cancel = &run->flag;
  pthread_getcpuclockid (pthread_self (), &run->clock);
  atomic_store (&run->started, 1);
  futo_run (run->algorithm, run->puzzle, &options, &run->result);
  run->returned_cpu = clock_us (CLOCK_THREAD_CPUTIME_ID);
  return NULL;
}

/* The CPU time the run spent after its flag went up, in µs, or -1 when
 * it did not end as cancelled. */
static long long
cancel_latency (const FutoAlgorithm *algorithm,
                const FutoPuzzle    *puzzle,
                long long            delay_us)
{
  Run run = { .algorithm = algorithm, .puzzle = puzzle };
  struct timespec pause = { delay_us / 1000000, (delay_us % 1000000) * 1000 };
  pthread_t thread;
  long long set_cpu, latency;

  futo_run_result_init (&run.result);
  pthread_create (&thread, NULL, run_thread, &run);
  while (!atomic_load (&run.started))
    sched_yield ();
  nanosleep (&pause, NULL);
  set_cpu = clock_us (run.clock);
  atomic_store (&run.flag, 1);
  pthread_join (thread, NULL);
  latency = run.result.status == FUTO_STATUS_CANCELLED ? run.returned_cpu - set_cpu : -1;
  futo_run_result_clear (&run.result);
  return latency;
}

/* The wall time past a time limit, in µs, or -1 when the limit did not
 * stop the run. */
static long long
limit_overshoot (const FutoAlgorithm *algorithm,
                 const FutoPuzzle    *puzzle)
{
  FutoRunOptions options;
  FutoRunResult result;
  long long overshoot = -1;

  futo_run_options_init (&options);
  options.solution_limit = 0;
  options.seed = 7;
  options.params = ENDLESS_PARAMS;
  options.time_limit = TIME_LIMIT;
  futo_run_result_init (&result);
  if (futo_run (algorithm, puzzle, &options, &result) == FUTO_STATUS_LIMIT
      && strstr (result.message, "time limit") != NULL)
    overshoot = (long long) ((result.stats.elapsed - TIME_LIMIT) * 1e6);
  futo_run_result_clear (&result);
  return overshoot;
}

int
main (int    argc,
      char **argv)
{
  int runs = argc > 1 ? atoi (argv[1]) : 3;
  size_t n_algorithms;
  const FutoAlgorithm *const *algorithms = futo_algorithms (&n_algorithms);
  unsigned int seed = 9;
  int failed = 0;

  if (runs < 1)
    {
      fprintf (stderr, "futo-cancel-bench: RUNS must be a positive number, not '%s'\n", argv[1]);
      return 2;
    }
  printf ("%-10s %6s %22s %22s\n", "algorithm", "size", "worst cancel (CPU ms)", "worst overshoot (ms)");
  for (size_t a = 0; a < n_algorithms; a++)
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
      {
        FutoPuzzle *puzzle = long_instance (algorithms[a], sizes[s]);
        long long worst_latency = 0, worst_overshoot = 0;

        for (int i = 0; i < runs; i++)
          {
            long long delay = i == 0 ? 0 : rand_r (&seed) % MAX_DELAY_US;
            long long latency = cancel_latency (algorithms[a], puzzle, delay);
            long long overshoot = limit_overshoot (algorithms[a], puzzle);

            if (latency < 0 || overshoot < 0)
              {
                fprintf (stderr, "%s %dx%d: the run was not stopped by its %s\n", algorithms[a]->id,
                         sizes[s], sizes[s], latency < 0 ? "cancel flag" : "time limit");
                failed = 1;
              }
            worst_latency = latency > worst_latency ? latency : worst_latency;
            worst_overshoot = overshoot > worst_overshoot ? overshoot : worst_overshoot;
          }
        printf ("%-10s %3dx%-3d %22.2f %22.2f%s\n", algorithms[a]->id, sizes[s], sizes[s],
                worst_latency / 1000.0, worst_overshoot / 1000.0,
                worst_latency >= LATENCY_BOUND_US || worst_overshoot >= OVERSHOOT_BOUND_US ? "  over the bound" : "");
        if (worst_latency >= LATENCY_BOUND_US || worst_overshoot >= OVERSHOOT_BOUND_US)
          failed = 1;
        futo_puzzle_free (puzzle);
      }
  return failed;
}
