/* bench-limits.h: the engine benchmark's time limit, per order
 *
 * Issue 33 asks for 10 s per run at orders 40 to 50 and 60 s at orders
 * 56 to 64 in one table: "--limit 10,56:60" is a limit of 10 s, and of
 * 60 s from order 56 up. Each step holds from its order until the next.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#define BENCH_MAX_LIMIT_STEPS 16

typedef struct
{
  double base;                             /* below the first step; 0: none */
  int    n_steps;
  int    from[BENCH_MAX_LIMIT_STEPS];      /* growing orders */
  double seconds[BENCH_MAX_LIMIT_STEPS];
} BenchLimits;

/* "S" or "S,ORDER:S,ORDER:S…" with growing orders; false when the text
 * is not one (limits is then left as it was). */
bool   bench_limits_parse    (BenchLimits       *limits,
                              const char        *text);

/* The limit in seconds of a run at that order (0: none). */
double bench_limits_for      (const BenchLimits *limits,
                              int                order);

/* "time limit 10 s per run, 60 s from order 56" for the orders of a
 * table with the limit each got (sorted by growing order, each once):
 * written from the limits that were applied, not from the option, so that
 * a merge of CSV files (which hold each run's order and limit) says the
 * same as the run that wrote them. */
void   bench_limits_describe (const int         *orders,
                              const double      *seconds,
                              int                n,
                              char              *text,
                              size_t             size);
