/* paper-bench-private.h: what the paper benchmark's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "futo-algorithm.h"
#include "paper-bench.h"

typedef struct
{
  int n, inequalities, givens;
} PaperClass;

#define MAX_ALGORITHMS 16

typedef struct
{
  int         instances;
  double      time_limit;
  uint64_t    node_limit;
  uint64_t    seed;
  int         jobs;
  const char *params;
  const char *csv;
  const char *classes;
  int         family;    /* futo_bench_family_find(); the one being run with all_families */
  bool        all_families;
  const char *published; /* the directory of the paper's figures, or NULL */
  int         n_algorithms;
  const FutoAlgorithm *algorithms[MAX_ALGORITHMS];
} Options;

/* The paper's two methods, ColorFutoshiki and FutoshikiBT. */
#define FUTO_BENCH_METHODS 2

/* What --family all keeps of each family's run: per class and method, the
 * explored nodes in the paper's count (givens included). */
typedef struct
{
  int    finished, limited;
  double nodes_mean;
} FamilyNodes;

/* One run of one algorithm on one instance. */
typedef struct
{
  FutoStatus status;
  bool       correct;
  double     cpu;     /* seconds of this thread's CPU time */
  double     elapsed; /* seconds of wall-clock time */
  FutoStats  stats;
} Outcome;

typedef struct
{
  const Options *options;
  const PaperClass *classes; /* the paper's classes */
  const FutoPublished *published; /* the paper's figures, or NULL */
  int           *selected;   /* indices into paper_classes */
  int            n_selected;
  Outcome       *outcomes;   /* [class][instance][algorithm] */
  atomic_int     next_task;  /* (class, instance) pairs handed out so far */
  atomic_int     done_tasks;
  atomic_int     wrong;
  pthread_mutex_t print_lock;
  bool           progress;   /* show a counter on stderr (a terminal) */
  FamilyNodes   *family_nodes; /* [family][class][method] with --family all, else NULL */
} Bench;


static inline Outcome *
outcome_at (const Bench *bench,
            int          class,
            int          instance,
            int          algorithm)
{
  const Options *options = bench->options;

  return &bench->outcomes[((size_t) class * options->instances + instance) * options->n_algorithms + algorithm];
}

/* Tables 1, 2 and 2b on stdout (paper-report.c). */
void futo_bench_print_tables (const Bench *bench);
/* One line per run into options->csv (after its header, or appended);
 * false (with a message) on failure. */
bool futo_bench_write_csv    (const Bench *bench,
                              bool         append);
/* --family all: keeps the run of options->family, and prints every family
 * beside the paper (Table 5). */
void futo_bench_keep_family     (Bench       *bench);
void futo_bench_print_families  (const Bench *bench);
