/* bench-csv.h: the engine benchmark's CSV of runs, and the merge of shards
 *
 * --csv writes one row per run (one solver on one instance). Besides what
 * a chart needs (class, instance, solver, outcome, seconds) a row holds the
 * instance's order, the run's time limit, and the instance's place among
 * all instances of the whole table (job of jobs): with these the files of
 * the shards of a table (--shard K/N) say by themselves whether together
 * they hold every run of it once, and in which order one run would have
 * written them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdbool.h>

#define BENCH_CSV_HEADER "class,instance,solver,outcome,seconds,order,limit,job,jobs"

/* A bench has at most this many instances per class (--seeds) and
 * instances in all. */
#define BENCH_MAX_INSTANCES 64
#define BENCH_MAX_JOBS      1000000

typedef struct
{
  char        class_name[64];
  int         instance;        /* 1-based, within its class */
  int         solver;          /* index in the names given to the merge */
  char        outcome[8];      /* solved, timeout, unsat, error */
  double      seconds;
  int         order;
  double      limit;
  int         job;             /* 1-based */
  char       *line;            /* the row as it was written, without its newline */
  const char *path;            /* where it was read */
  int         file;            /* the path's place among the merge's */
  int         number;          /* its line there */
} BenchCsvRow;

typedef struct
{
  BenchCsvRow *rows;           /* sorted by job, then solver */
  int          n_rows;
  int          jobs;
  bool         solvers[16];    /* which solvers have rows */
} BenchCsvMerge;

/* Reads the CSV files of the shards of one table, solver_names[0] being
 * the engine's (which has a row for every instance). Refuses, with a
 * "file:line: " message on stderr, a row that is not one of this format
 * or that another file has too; and, with a message naming what is
 * missing, a table with an instance without rows or without a row of a
 * solver the others have; merge then holds nothing. */
bool bench_csv_merge_read  (BenchCsvMerge     *merge,
                            int                n_paths,
                            char             **paths,
                            const char *const *solver_names,
                            int                n_solvers);

void bench_csv_merge_clear (BenchCsvMerge     *merge);
