/* futo-sweep.c: the phase-transition sweep, its runs and their statistics
 *
 * See futo-sweep.h. The jobs are numbered point by point, then instance by
 * instance, then method by method, so that a pool of workers taking them
 * in order completes the points in order, and the methods of one instance
 * run close together in time (the machine's load then weighs on them
 * alike).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-planted.h"
#include "futo-sweep.h"

struct _FutoSweep
{
  FutoSweepSpec spec;
  int           n_points;
  size_t        n_jobs;
  size_t        n_recorded;
  FutoSweepRun *runs; /* n_jobs, FUTO_SWEEP_PENDING until recorded */
};

void
futo_sweep_spec_init (FutoSweepSpec *spec)
{
  FUTO_RETURN_IF_FAIL (spec != NULL);

  memset (spec, 0, sizeof *spec);
  spec->size = 10;
  spec->from = 0.30;
  spec->to = 0.60;
  spec->step = 0.02;
  spec->instances = 10;
  spec->seed = 1;
  spec->node_limit = 10000000;
  spec->time_limit = 10.0;
}

/* The points from..to by step, the last one kept when floating-point
 * arithmetic lands it a hair beyond `to`. */
static int
count_points (const FutoSweepSpec *spec)
{
  return (int) floor ((spec->to - spec->from) / spec->step + 1e-9) + 1;
}

static bool
spec_check (const FutoSweepSpec *spec,
            FutoError           *error)
{
  if (spec->size < FUTO_MIN_SIZE || spec->size > FUTO_MAX_SIZE)
    futo_error_set_at (error, 0, 0, "size: %d is not between %d and %d", spec->size,
                       FUTO_MIN_SIZE, FUTO_MAX_SIZE);
  else if (!(spec->from >= 0.0 && spec->from <= 1.0) || !(spec->to >= 0.0 && spec->to <= 1.0))
    futo_error_set_at (error, 0, 0, "from, to: the fractions of holes lie between 0 and 1");
  else if (spec->to < spec->from)
    futo_error_set_at (error, 0, 0, "to: %g is below from (%g)", spec->to, spec->from);
  else if (!(spec->step > 0.0))
    futo_error_set_at (error, 0, 0, "step: must be greater than 0");
  else if ((spec->to - spec->from) / spec->step + 1 > FUTO_SWEEP_MAX_POINTS)
    futo_error_set_at (error, 0, 0, "step: more than %d points from %g to %g",
                       FUTO_SWEEP_MAX_POINTS, spec->from, spec->to);
  else if (spec->instances < 1 || spec->instances > FUTO_SWEEP_MAX_INSTANCES)
    futo_error_set_at (error, 0, 0, "instances: %d is not between 1 and %d", spec->instances,
                       FUTO_SWEEP_MAX_INSTANCES);
  else if (!(spec->signs >= 0.0 && spec->signs <= 1.0))
    futo_error_set_at (error, 0, 0, "signs: the fraction of signed pairs lies between 0 and 1");
  else if (!(spec->time_limit >= 0.0))
    futo_error_set_at (error, 0, 0, "time limit: must not be negative");
  else if (spec->holes_pattern != FUTO_PLANTED_HOLES_RANDOM &&
           spec->holes_pattern != FUTO_PLANTED_HOLES_BALANCED)
    futo_error_set_at (error, 0, 0, "holes: the pattern is neither random nor balanced");
  else if (spec->n_shards < 0 || spec->n_shards > 100000 ||
           spec->shard < 0 || spec->shard >= (spec->n_shards > 0 ? spec->n_shards : 1))
    futo_error_set_at (error, 0, 0, "shard: %d of %d is not a shard", spec->shard + 1, spec->n_shards);
  else if (spec->n_algorithms < 1 || spec->n_algorithms > FUTO_SWEEP_MAX_ALGORITHMS)
    futo_error_set_at (error, 0, 0, "algorithms: between 1 and %d methods", FUTO_SWEEP_MAX_ALGORITHMS);
  else
    {
      for (int i = 0; i < spec->n_algorithms; i++)
        if (spec->algorithms[i] == NULL)
          {
            futo_error_set_at (error, 0, 0, "algorithms: method %d is missing", i + 1);
            return false;
          }
      return true;
    }
  return false;
}

FutoSweep *
futo_sweep_new (const FutoSweepSpec *spec,
                FutoError           *error)
{
  FutoSweep *sweep;

  FUTO_RETURN_VAL_IF_FAIL (spec != NULL, NULL);

  futo_error_clear (error);
  if (!spec_check (spec, error))
    return NULL;
  sweep = calloc (1, sizeof *sweep);
  if (sweep == NULL)
    return NULL;
  sweep->spec = *spec;
  sweep->n_points = count_points (spec);
  sweep->n_jobs = (size_t) sweep->n_points * (size_t) spec->instances * (size_t) spec->n_algorithms;
  sweep->runs = calloc (sweep->n_jobs, sizeof *sweep->runs);
  if (sweep->runs == NULL)
    {
      free (sweep);
      return NULL;
    }
  return sweep;
}

void
futo_sweep_free (FutoSweep *sweep)
{
  if (sweep == NULL)
    return;
  free (sweep->runs);
  free (sweep);
}

const FutoSweepSpec *
futo_sweep_get_spec (const FutoSweep *sweep)
{
  FUTO_RETURN_VAL_IF_FAIL (sweep != NULL, NULL);

  return &sweep->spec;
}

int
futo_sweep_n_points (const FutoSweep *sweep)
{
  FUTO_RETURN_VAL_IF_FAIL (sweep != NULL, 0);

  return sweep->n_points;
}

double
futo_sweep_fraction (const FutoSweep *sweep,
                     int              point)
{
  double fraction;

  FUTO_RETURN_VAL_IF_FAIL (sweep != NULL, 0.0);
  FUTO_RETURN_VAL_IF_FAIL (point >= 0 && point < sweep->n_points, 0.0);

  /* Rounded to 1e-9 so that 0.30 + 6 · 0.02 reads 0.42, not 0.42000000000000004. */
  fraction = round ((sweep->spec.from + point * sweep->spec.step) * 1e9) / 1e9;
  return fraction > 1.0 ? 1.0 : fraction;
}

size_t
futo_sweep_n_jobs (const FutoSweep *sweep)
{
  FUTO_RETURN_VAL_IF_FAIL (sweep != NULL, 0);

  return sweep->n_jobs;
}

bool
futo_sweep_job_in_shard (const FutoSweep *sweep,
                         size_t           job)
{
  FUTO_RETURN_VAL_IF_FAIL (sweep != NULL, false);

  return sweep->spec.n_shards <= 1 || job % (size_t) sweep->spec.n_shards == (size_t) sweep->spec.shard;
}

size_t
futo_sweep_n_shard_jobs (const FutoSweep *sweep)
{
  size_t shards;

  FUTO_RETURN_VAL_IF_FAIL (sweep != NULL, 0);

  if (sweep->spec.n_shards <= 1)
    return sweep->n_jobs;
  shards = (size_t) sweep->spec.n_shards;
  return sweep->n_jobs / shards + ((size_t) sweep->spec.shard < sweep->n_jobs % shards ? 1 : 0);
}

void
futo_sweep_job_place (const FutoSweep *sweep,
                      size_t           job,
                      int             *point,
                      int             *instance,
                      int             *algorithm)
{
  size_t methods, instances;

  FUTO_RETURN_IF_FAIL (sweep != NULL);
  FUTO_RETURN_IF_FAIL (job < sweep->n_jobs);

  methods = (size_t) sweep->spec.n_algorithms;
  instances = (size_t) sweep->spec.instances;
  if (algorithm != NULL)
    *algorithm = (int) (job % methods);
  if (instance != NULL)
    *instance = (int) (job / methods % instances);
  if (point != NULL)
    *point = (int) (job / methods / instances);
}

static size_t
job_index (const FutoSweep *sweep,
           int              point,
           int              instance,
           int              algorithm)
{
  return ((size_t) point * (size_t) sweep->spec.instances + (size_t) instance)
         * (size_t) sweep->spec.n_algorithms + (size_t) algorithm;
}

FutoPuzzle *
futo_sweep_instance (const FutoSweep *sweep,
                     int              point,
                     int              instance,
                     uint8_t        **solution)
{
  FUTO_RETURN_VAL_IF_FAIL (sweep != NULL, NULL);
  FUTO_RETURN_VAL_IF_FAIL (point >= 0 && point < sweep->n_points, NULL);
  FUTO_RETURN_VAL_IF_FAIL (instance >= 0 && instance < sweep->spec.instances, NULL);

  return futo_planted_instance_with_holes (sweep->spec.size, futo_sweep_fraction (sweep, point),
                                           sweep->spec.signs, sweep->spec.holes_pattern,
                                           sweep->spec.seed, instance, solution);
}

static FutoSweepOutcome
judge (const FutoPuzzle    *puzzle,
       const FutoRunResult *result)
{
  switch (result->status)
    {
    case FUTO_STATUS_SOLVED:
      return result->stored > 0 && futo_puzzle_is_solution (puzzle, result->solutions[0])
             ? FUTO_SWEEP_FINISHED : FUTO_SWEEP_WRONG;
    case FUTO_STATUS_LIMIT:
    case FUTO_STATUS_GAVE_UP:
      return FUTO_SWEEP_CUT;
    case FUTO_STATUS_CANCELLED:
      return FUTO_SWEEP_CANCELLED;
    case FUTO_STATUS_UNSATISFIABLE:
    case FUTO_STATUS_INVALID:
    default:
      return FUTO_SWEEP_WRONG;
    }
}

void
futo_sweep_run_job (const FutoSweep  *sweep,
                    size_t            job,
                    const atomic_int *cancel,
                    FutoSweepRun     *run)
{
  FutoRunOptions options;
  FutoRunResult result;
  FutoPuzzle *puzzle;
  int point, instance, algorithm;

  FUTO_RETURN_IF_FAIL (sweep != NULL);
  FUTO_RETURN_IF_FAIL (job < sweep->n_jobs);
  FUTO_RETURN_IF_FAIL (run != NULL);

  memset (run, 0, sizeof *run);
  futo_sweep_job_place (sweep, job, &point, &instance, &algorithm);
  puzzle = futo_sweep_instance (sweep, point, instance, NULL);
  if (puzzle == NULL)
    {
      run->outcome = FUTO_SWEEP_WRONG;
      run->status = FUTO_STATUS_INVALID;
      return;
    }

  futo_run_options_init (&options);
  options.solution_limit = 1;
  options.node_limit = sweep->spec.node_limit;
  options.time_limit = sweep->spec.time_limit;
  /* Stochastic methods get a seed of their own per instance, the same
   * for every point, like the instance itself. */
  options.seed = sweep->spec.seed + (uint64_t) instance;
  options.cancel = cancel;
  futo_run_result_init (&result);
  futo_run (sweep->spec.algorithms[algorithm], puzzle, &options, &result);

  run->status = result.status;
  run->outcome = judge (puzzle, &result);
  run->nodes = result.stats.nodes;
  run->seconds = result.stats.elapsed;
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
}

void
futo_sweep_record (FutoSweep          *sweep,
                   size_t              job,
                   const FutoSweepRun *run)
{
  FUTO_RETURN_IF_FAIL (sweep != NULL);
  FUTO_RETURN_IF_FAIL (job < sweep->n_jobs);
  FUTO_RETURN_IF_FAIL (run != NULL);

  if (run->outcome == FUTO_SWEEP_PENDING || run->outcome == FUTO_SWEEP_CANCELLED)
    return;
  if (sweep->runs[job].outcome == FUTO_SWEEP_PENDING)
    sweep->n_recorded++;
  sweep->runs[job] = *run;
}

const FutoSweepRun *
futo_sweep_get_run (const FutoSweep *sweep,
                    size_t           job)
{
  FUTO_RETURN_VAL_IF_FAIL (sweep != NULL, NULL);
  FUTO_RETURN_VAL_IF_FAIL (job < sweep->n_jobs, NULL);

  return &sweep->runs[job];
}

size_t
futo_sweep_n_recorded (const FutoSweep *sweep)
{
  FUTO_RETURN_VAL_IF_FAIL (sweep != NULL, 0);

  return sweep->n_recorded;
}

bool
futo_sweep_point_complete (const FutoSweep *sweep,
                           int              point)
{
  size_t first, last;

  FUTO_RETURN_VAL_IF_FAIL (sweep != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (point >= 0 && point < sweep->n_points, false);

  first = job_index (sweep, point, 0, 0);
  last = job_index (sweep, point + 1, 0, 0);
  for (size_t job = first; job < last; job++)
    if (sweep->runs[job].outcome == FUTO_SWEEP_PENDING && futo_sweep_job_in_shard (sweep, job))
      return false;
  return true;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The p-quantile of sorted values, between the two nearest order
 * statistics (Hyndman & Fan's type 7, R's and NumPy's default). Cut runs
 * sort last as INFINITY: a quantile that reaches one is INFINITY too. */
static double
quantile (const double *sorted,
          size_t        count,
          double        p)
{
  double position = p * (double) (count - 1);
  size_t below = (size_t) floor (position);
  double weight = position - (double) below;

  if (below + 1 >= count || weight == 0.0)
    return sorted[below];
  if (isinf (sorted[below + 1]))
    return INFINITY;
  return sorted[below] + weight * (sorted[below + 1] - sorted[below]);
}

void
futo_sweep_quartiles (double *values,
                      size_t  count,
                      double *q1,
                      double *median,
                      double *q3)
{
  FUTO_RETURN_IF_FAIL (values != NULL || count == 0);

  *q1 = *median = *q3 = 0.0;
  if (count == 0)
    return;
  qsort (values, count, sizeof *values, compare_doubles);
  *q1 = quantile (values, count, 0.25);
  *median = quantile (values, count, 0.50);
  *q3 = quantile (values, count, 0.75);
}

void
futo_sweep_get_stats (const FutoSweep *sweep,
                      int              point,
                      int              algorithm,
                      FutoSweepStats  *stats)
{
  int instances;
  double *nodes, *seconds;
  size_t ranked = 0;
  bool hardest_cut = false;

  FUTO_RETURN_IF_FAIL (sweep != NULL);
  FUTO_RETURN_IF_FAIL (point >= 0 && point < sweep->n_points);
  FUTO_RETURN_IF_FAIL (algorithm >= 0 && algorithm < sweep->spec.n_algorithms);
  FUTO_RETURN_IF_FAIL (stats != NULL);

  memset (stats, 0, sizeof *stats);
  stats->fraction = futo_sweep_fraction (sweep, point);
  stats->holes = futo_planted_hole_count (sweep->spec.size, stats->fraction);
  stats->hardest = -1;
  instances = sweep->spec.instances;
  nodes = malloc (sizeof *nodes * (size_t) instances);
  seconds = malloc (sizeof *seconds * (size_t) instances);
  if (nodes == NULL || seconds == NULL)
    goto out;

  for (int i = 0; i < instances; i++)
    {
      const FutoSweepRun *run = &sweep->runs[job_index (sweep, point, i, algorithm)];
      bool cut = run->outcome == FUTO_SWEEP_CUT;

      if (run->outcome == FUTO_SWEEP_PENDING)
        continue;
      stats->runs++;
      if (run->outcome == FUTO_SWEEP_WRONG)
        {
          stats->wrong++;
          continue;
        }
      /* The hardest: a cut run beats any finished one, then most nodes. */
      if (stats->hardest < 0 || (cut && !hardest_cut)
          || (cut == hardest_cut && run->nodes > stats->hardest_nodes))
        {
          stats->hardest = i;
          stats->hardest_nodes = run->nodes;
          hardest_cut = cut;
        }
      if (cut)
        {
          stats->cut++;
          nodes[ranked] = seconds[ranked] = INFINITY;
        }
      else
        {
          nodes[ranked] = (double) run->nodes;
          seconds[ranked] = run->seconds;
        }
      ranked++;
    }
  stats->finished = (int) ranked - stats->cut;
  futo_sweep_quartiles (nodes, ranked, &stats->nodes_q1, &stats->nodes_median, &stats->nodes_q3);
  futo_sweep_quartiles (seconds, ranked, &stats->time_q1, &stats->time_median, &stats->time_q3);
out:
  free (nodes);
  free (seconds);
}

/* A growing string for the CSV. */
typedef struct
{
  char  *text;
  size_t length, capacity;
  bool   failed;
} Text;

static void
text_append (Text       *text,
             const char *format,
             ...) __attribute__ ((format (printf, 2, 3)));

static void
text_append (Text       *text,
             const char *format,
             ...)
{
  va_list args;
  int needed;

  if (text->failed)
    return;
  va_start (args, format);
  needed = vsnprintf (NULL, 0, format, args);
  va_end (args);
  if (text->length + (size_t) needed + 1 > text->capacity)
    {
      size_t capacity = (text->capacity + (size_t) needed + 1) * 2;
      char *grown = realloc (text->text, capacity);

      if (grown == NULL)
        {
          text->failed = true;
          return;
        }
      text->text = grown;
      text->capacity = capacity;
    }
  va_start (args, format);
  vsnprintf (text->text + text->length, text->capacity - text->length, format, args);
  va_end (args);
  text->length += (size_t) needed;
}

char *
futo_sweep_to_csv (const FutoSweep *sweep)
{
  Text text = { NULL, 0, 0, false };
  int signs;

  FUTO_RETURN_VAL_IF_FAIL (sweep != NULL, NULL);

  signs = futo_planted_sign_count (sweep->spec.size, sweep->spec.signs);
  text_append (&text, "size,holes_fraction,holes,signs,algorithm,instances,runs,finished,cut,wrong,"
                      "nodes_q1,nodes_median,nodes_q3,time_q1,time_median,time_q3,"
                      "hardest_instance,hardest_nodes\n");
  /* A quartile beyond the limit reads "inf", as Python, R and spreadsheets
   * read it back. */
  for (int point = 0; point < sweep->n_points; point++)
    for (int a = 0; a < sweep->spec.n_algorithms; a++)
      {
        FutoSweepStats stats;

        futo_sweep_get_stats (sweep, point, a, &stats);
        if (stats.runs == 0)
          continue;
        text_append (&text, "%d,%.4f,%d,%d,%s,%d,%d,%d,%d,%d,%.1f,%.1f,%.1f,%.6f,%.6f,%.6f,%d,%llu\n",
                     sweep->spec.size, stats.fraction, stats.holes, signs,
                     sweep->spec.algorithms[a]->id, sweep->spec.instances, stats.runs,
                     stats.finished, stats.cut, stats.wrong,
                     stats.nodes_q1, stats.nodes_median, stats.nodes_q3,
                     stats.time_q1, stats.time_median, stats.time_q3,
                     stats.hardest, (unsigned long long) stats.hardest_nodes);
      }
  if (text.failed)
    {
      free (text.text);
      return NULL;
    }
  return text.text;
}
