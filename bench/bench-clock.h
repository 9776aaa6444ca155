/* bench-clock.h: the clocks and the median every benchmark here reports
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Header-only, so that each benchmark stays one program with no library of
 * its own. The thread's CPU time is the figure to trust on a machine shared
 * with other jobs: the wall clock also counts the waits for a core. Page
 * faults are still in it (the kernel's time on the thread's behalf).
 */
#pragma once

#include <stdlib.h>
#include <time.h>

static inline double
bench_wall_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static inline double
bench_cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static inline int
bench_compare_doubles (const void *a,
                       const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Sorts values (ascending, so values[n - 1] is then the slowest) and
 * returns their median. */
static inline double
bench_median (double *values,
              int     n)
{
  qsort (values, (size_t) n, sizeof *values, bench_compare_doubles);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}
