/* futo-sweep.h: where the hard puzzles are, a sweep over the fraction of holes
 *
 * The classic phase-transition experiment (Cheeseman, Kanefsky & Taylor
 * 1991; for Latin squares Achlioptas, Gomes, Kautz & Selman 2000): planted
 * instances (futo-planted.h) at fractions of empty cells from `from` to
 * `to`, each solved by each chosen method under a node and a time limit,
 * and per point and method the median and quartiles of the explored nodes
 * and of the time. A run cut by a limit is counted as cut and never
 * averaged in: its effort is unknown, only that it is beyond every finished
 * run's, so the quartiles rank it last, as INFINITY (censored data, as in
 * the runtime distributions of Gomes et al.). A median is then finite while
 * fewer than half the runs are cut, and a peak where most are cut shows as
 * one instead of as a dip to the few easy runs that finished. A wrong
 * answer (no solution claimed, or a grid that is not one) is counted apart
 * and ranked nowhere.
 *
 * The sweep is a table of jobs, one per (point, instance, method), ordered
 * point by point so that points complete in order. It has no threads of its
 * own: futo_sweep_run_job() only reads the sweep and may run in any number
 * of threads at once, while futo_sweep_record() and the readers below must
 * be called from one thread at a time (the caller's lock, or its main loop).
 * The same specification always gives the same instances and, the times
 * aside, the same numbers.
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
#include "futo-planted.h"

#define FUTO_SWEEP_MAX_ALGORITHMS 16
#define FUTO_SWEEP_MAX_POINTS     1001
#define FUTO_SWEEP_MAX_INSTANCES  10000

typedef struct
{
  int                  size;        /* order of the board, 2..64 */
  double               from;        /* first fraction of empty cells, 0..1 */
  double               to;          /* last one, at least from */
  double               step;        /* > 0 */
  int                  instances;   /* per point, 1..FUTO_SWEEP_MAX_INSTANCES */
  double               signs;       /* fraction of neighbour pairs signed, 0..1 */
  uint64_t             seed;
  uint64_t             node_limit;  /* per run; 0: none */
  double               time_limit;  /* seconds per run; 0: none */
  int                  n_algorithms;
  const FutoAlgorithm *algorithms[FUTO_SWEEP_MAX_ALGORITHMS];
  FutoPlantedHoles     holes_pattern; /* anywhere (default) or balanced */
  /* One shard of n_shards (0 or 1: the whole sweep): the jobs whose number
   * modulo n_shards is shard (0-based), so that every shard gets as many of
   * the hard points as the others. A shard's runs go to a runs file
   * (futo_sweep_runs_to_csv), and the runs files of all shards merged give
   * the whole sweep's statistics. */
  int                  shard;
  int                  n_shards;
} FutoSweepSpec;

typedef enum
{
  FUTO_SWEEP_PENDING = 0, /* not recorded yet */
  FUTO_SWEEP_FINISHED,    /* solved, and the solution checked */
  FUTO_SWEEP_CUT,         /* a limit stopped it, or an incomplete method gave up */
  FUTO_SWEEP_WRONG,       /* claimed no solution, or gave a grid that is none */
  FUTO_SWEEP_CANCELLED,   /* the cancel flag stopped it: not an outcome of the method */
} FutoSweepOutcome;

typedef struct
{
  FutoSweepOutcome outcome;
  FutoStatus       status;
  uint64_t         nodes;
  double           seconds;
} FutoSweepRun;

typedef struct
{
  double   fraction;      /* of empty cells at this point */
  int      holes;         /* empty cells */
  int      runs;          /* recorded so far, of `instances` */
  int      finished;
  int      cut;
  int      wrong;
  /* Over the finished and cut runs, a cut one ranked as INFINITY (so a
   * quartile that reaches the cut runs is INFINITY); 0 when there are
   * none. Quartiles by linear interpolation between order statistics. */
  double   nodes_q1, nodes_median, nodes_q3;
  double   time_q1, time_median, time_q3;
  int      hardest;       /* the instance with the most nodes, a cut run first; -1: none */
  uint64_t hardest_nodes;
} FutoSweepStats;

typedef struct _FutoSweep FutoSweep;

/* Default-ish specification: 10 × 10, 0.30 to 0.60 by 0.02, 10 instances,
 * no signs, seed 1, limits of 10^7 nodes and 10 s, no methods. */
void                 futo_sweep_spec_init      (FutoSweepSpec       *spec);

/* A sweep of spec (copied), every job pending; NULL with error set when
 * the specification is out of range (the error names the field). */
FutoSweep           *futo_sweep_new            (const FutoSweepSpec *spec,
                                                FutoError           *error);
void                 futo_sweep_free           (FutoSweep           *sweep);
const FutoSweepSpec *futo_sweep_get_spec       (const FutoSweep     *sweep);

int                  futo_sweep_n_points       (const FutoSweep     *sweep);
double               futo_sweep_fraction       (const FutoSweep     *sweep,
                                                int                  point);
size_t               futo_sweep_n_jobs         (const FutoSweep     *sweep);
/* Whether job belongs to the sweep's shard, and how many do (all of them
 * without shards). */
bool                 futo_sweep_job_in_shard   (const FutoSweep     *sweep,
                                                size_t               job);
size_t               futo_sweep_n_shard_jobs   (const FutoSweep     *sweep);
void                 futo_sweep_job_place      (const FutoSweep     *sweep,
                                                size_t               job,
                                                int                 *point,
                                                int                 *instance,
                                                int                 *algorithm);
/* The instance of a point (a new puzzle; *solution as futo_planted_instance). */
FutoPuzzle          *futo_sweep_instance       (const FutoSweep     *sweep,
                                                int                  point,
                                                int                  instance,
                                                uint8_t            **solution);

/* Runs job: builds its instance, runs its method with the sweep's limits
 * and judges the answer into *run. Reads the sweep only: safe in many
 * threads at once. cancel may be NULL. */
void                 futo_sweep_run_job        (const FutoSweep     *sweep,
                                                size_t               job,
                                                const atomic_int    *cancel,
                                                FutoSweepRun        *run);
/* Keeps the run of job (a cancelled one is not kept: the job stays pending). */
void                 futo_sweep_record         (FutoSweep           *sweep,
                                                size_t               job,
                                                const FutoSweepRun  *run);
const FutoSweepRun  *futo_sweep_get_run        (const FutoSweep     *sweep,
                                                size_t               job);
size_t               futo_sweep_n_recorded     (const FutoSweep     *sweep);
/* Whether every run of point (of the sweep's shard) has been recorded. */
bool                 futo_sweep_point_complete (const FutoSweep     *sweep,
                                                int                  point);
void                 futo_sweep_get_stats      (const FutoSweep     *sweep,
                                                int                  point,
                                                int                  algorithm,
                                                FutoSweepStats      *stats);

/* Quartiles of values (count of them, reordered in place) by linear
 * interpolation: the median of 1, 2, 3, 4 is 2.5, its quartiles 1.75 and
 * 3.25. Values may be INFINITY; all three are 0 when count is 0. */
void                 futo_sweep_quartiles      (double              *values,
                                                size_t               count,
                                                double              *q1,
                                                double              *median,
                                                double              *q3);

/* The statistics as CSV, one line per point and method after a header
 * line, points without a recorded run left out; malloc'd, NULL when memory
 * runs out. */
char                *futo_sweep_to_csv         (const FutoSweep     *sweep);

/* The runs file: a comment line with the specification, then one line per
 * recorded run (job, fraction, instance, method, outcome, status, nodes,
 * seconds); malloc'd, NULL when memory runs out. */
char                *futo_sweep_runs_to_csv    (const FutoSweep     *sweep);
/* A sweep of the whole specification that the runs file text states (its
 * shard dropped), with its runs recorded; NULL with error set (line and
 * column) for anything that is not such a file. */
FutoSweep           *futo_sweep_new_from_runs  (const char          *text,
                                                FutoError           *error);
/* Records the runs of another shard's file into sweep; false with error
 * set when its specification differs (the field named), when a run is
 * already recorded (two files of one shard) or for a malformed line. */
bool                 futo_sweep_merge_runs     (FutoSweep           *sweep,
                                                const char          *text,
                                                FutoError           *error);
