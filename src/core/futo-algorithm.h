/* futo-algorithm.h: one interface for every solving method, and their registry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "futo-error.h"
#include "futo-event.h"
#include "futo-puzzle.h"

typedef enum
{
  FUTO_STATUS_SOLVED = 0,    /* at least one solution found (see solution_count, exhausted) */
  FUTO_STATUS_UNSATISFIABLE, /* the whole space was searched: no solution */
  FUTO_STATUS_LIMIT,         /* a node, assignment or time limit stopped the run */
  FUTO_STATUS_CANCELLED,     /* the cancel flag stopped the run */
  FUTO_STATUS_GAVE_UP,       /* an incomplete method stopped without a solution */
  FUTO_STATUS_INVALID,       /* the puzzle is malformed (size, given out of range) */
} FutoStatus;

typedef struct
{
  uint64_t nodes;          /* search-tree nodes explored */
  uint64_t assignments;    /* values tried in cells */
  uint64_t backtracks;     /* dead ends undone */
  uint64_t removed_values; /* candidates removed by filtering ("removed nodes") */
  uint64_t propagations;   /* propagation steps (queue pops, revisions) */
  uint64_t restarts;
  uint64_t iterations;     /* local search: iterations or generations */
  uint64_t moves;          /* local search: accepted moves */
  double   best_energy;    /* local search: best energy or fitness reached */
  double   elapsed;        /* seconds of wall-clock time */
  uint64_t searches;       /* searches whose work the counts sum: 1, or 2 when the lab engine
                            * ran a second one at the same time (0: the puzzle was refused) */
  uint64_t repairs;        /* lab engine: complete searches of half the board from a near miss
                            * of its local search, by the local search (repair=1) or by the
                            * first search (nearrepair=1); their decisions count as assignments */
  uint64_t exchanges;      /* lab engine: moves of its local search that exchanged the values of
                            * two cells of a line (counted among the moves too) */
  uint64_t given_tries;    /* bt, color: the values the givens would try if the search walked
                            * them like empty cells, each time it moves forward past them; nodes
                            * + given_tries is Şen & Diner's "explored nodes" (bench/README.md) */
} FutoStats;

typedef void (*FutoProgressFunc) (const FutoStats *stats,
                                  void            *user_data);

typedef struct
{
  uint64_t          solution_limit;   /* 1 to solve, 2 to prove uniqueness, 0 to count all */
  uint64_t          node_limit;       /* 0 = none */
  uint64_t          assignment_limit; /* 0 = none */
  double            time_limit;       /* seconds, 0 = none */
  uint64_t          seed;             /* for stochastic methods and randomised choices */
  const atomic_int *cancel;           /* non-NULL: the run stops soon after it becomes non-zero */
  FutoEventFunc     on_event;         /* NULL: no events, and no cost for them */
  void             *event_data;
  FutoProgressFunc  on_progress;      /* called about every 50 ms of running time */
  void             *progress_data;
  const char       *params;           /* algorithm-specific "key=value,key=value", or NULL */
} FutoRunOptions;

#define FUTO_MAX_STORED_SOLUTIONS 2

typedef struct
{
  FutoStatus status;
  uint64_t   solution_count;  /* solutions found */
  bool       exhausted;       /* the space was searched to the end: the count is exact */
  int        size;
  int        stored;          /* how many solutions are kept below (at most 2) */
  uint8_t   *solutions[FUTO_MAX_STORED_SOLUTIONS]; /* size * size each, malloc'd */
  uint8_t   *best;            /* stochastic/incomplete: the best or last configuration */
  FutoStats  stats;
  char       message[256];    /* why it gave up or stopped, in words, or "" */
} FutoRunResult;

/* What FutoStats.nodes counts for a method, so that its search tree
 * (futo-search-tree.h) can count the same. */
typedef enum
{
  FUTO_NODE_COUNT_NONE = 0,          /* no search tree: a local search counts iterations */
  FUTO_NODE_COUNT_DECISIONS,         /* every decision: each value tried, refuted or not,
                                      * or each branch of a binary choice (bt, color, lab) */
  FUTO_NODE_COUNT_EVERY_STATE,       /* the root and every decision: each call of the search,
                                      * which always follows a decision (the mrv variants) */
  FUTO_NODE_COUNT_CONSISTENT_STATES, /* the root and every decision that its own filtering
                                      * did not refute at once: each call of the search, made
                                      * only after a look-ahead that held (fc, ac3, mac, prop) */
  FUTO_NODE_COUNT_DEDUCTIONS,        /* as CONSISTENT_STATES, but the root counts even when
                                      * deduction refutes it: the board deduction worked on (bfs) */
} FutoNodeCount;

/* A descriptor's name and description are marked FUTO_N_ (futo-error.h)
 * for translation; the GLib library hands them through gettext
 * (futoshiki-algorithm-text.h). A comment just above, from "Translators:",
 * reaches the translator. */

/* An algorithm, as the registry lists it (run/futo-algorithms.def): all
 * that the command line, the app and the tests know of it is here. */
typedef struct
{
  const char *id;          /* "bt", "fc", …: stable, for the CLI and settings */
  const char *name;        /* for people, FUTO_N_ */
  const char *description; /* one line, FUTO_N_ */
  const char *reference;   /* the literature source as written; FUTO_N_ only when it is a
                            * sentence about the method rather than a citation */
  bool        complete;    /* finds every solution and proves unsatisfiability */
  bool        stochastic;  /* depends on the seed */
  bool        supports_adjacent; /* understands Adjacent puzzles; futo_run refuses them otherwise */
  FutoNodeCount node_count; /* what stats.nodes counts (NONE: no search tree) */
  bool        reports_fitness; /* local search: stats.best_energy and the ENERGY events are a
                                * fitness (the cat swarm's), not an energy; the GLib library
                                * words the value by it (futoshiki_algorithm_energy_text) */
  void      (*run) (const FutoPuzzle     *puzzle,
                    const FutoRunOptions *options,
                    FutoRunResult        *result);
} FutoAlgorithm;

void                 futo_run_options_init  (FutoRunOptions *options);
void                 futo_run_result_init   (FutoRunResult  *result);
void                 futo_run_result_clear  (FutoRunResult  *result);

/* Runs algorithm on puzzle: checks the puzzle's shape (size, givens in
 * range, relations of the puzzle's mode, an algorithm that supports the
 * mode), times the run and fills result (which must be initialised).
 * Returns result->status. */
FutoStatus           futo_run               (const FutoAlgorithm  *algorithm,
                                             const FutoPuzzle     *puzzle,
                                             const FutoRunOptions *options,
                                             FutoRunResult        *result);

/* The registry: every algorithm, the default one first. */
const FutoAlgorithm *const *futo_algorithms (size_t *n_algorithms);
const FutoAlgorithm *futo_algorithm_find    (const char *id);
const FutoAlgorithm *futo_algorithm_default (void);
const char          *futo_status_name       (FutoStatus status);
