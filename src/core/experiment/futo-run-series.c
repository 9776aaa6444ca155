/* futo-run-series.c: one method run many times on one puzzle
 *
 * See futo-run-series.h. Each run writes only its own slot, so runs of
 * distinct indices need no lock; the counts are read from the slots.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-run-series.h"

struct _FutoRunSeries
{
  const FutoAlgorithm *algorithm;
  FutoPuzzle          *puzzle;
  int                  n_runs;
  uint64_t             first_seed;
  uint64_t             node_limit;
  double               time_limit;
  char                *params;
  FutoSeriesRun       *runs;
};

FutoRunSeries *
futo_run_series_new (const FutoAlgorithm  *algorithm,
                     const FutoPuzzle     *puzzle,
                     int                   n_runs,
                     uint64_t              first_seed,
                     const FutoRunOptions *limits,
                     FutoError            *error)
{
  FutoRunSeries *series;

  FUTO_RETURN_VAL_IF_FAIL (algorithm != NULL, NULL);
  FUTO_RETURN_VAL_IF_FAIL (puzzle != NULL, NULL);

  if (n_runs < 1 || n_runs > FUTO_RUN_SERIES_MAX_RUNS)
    {
      futo_error_set_at (error, 0, 0, "the number of runs must be 1 to %d, not %d",
                         FUTO_RUN_SERIES_MAX_RUNS, n_runs);
      return NULL;
    }
  if (puzzle->mode == FUTO_MODE_ADJACENT && !algorithm->supports_adjacent)
    {
      futo_error_set_at (error, 0, 0, "%s does not solve Adjacent puzzles", algorithm->id);
      return NULL;
    }
  series = calloc (1, sizeof *series);
  if (series == NULL)
    return NULL;
  series->algorithm = algorithm;
  series->puzzle = futo_puzzle_copy (puzzle);
  series->n_runs = n_runs;
  series->first_seed = first_seed;
  if (limits != NULL)
    {
      series->node_limit = limits->node_limit;
      series->time_limit = limits->time_limit;
      series->params = limits->params != NULL ? strdup (limits->params) : NULL;
    }
  series->runs = calloc ((size_t) n_runs, sizeof *series->runs);
  if (series->puzzle == NULL || series->runs == NULL
      || (limits != NULL && limits->params != NULL && series->params == NULL))
    {
      futo_run_series_free (series);
      return NULL;
    }
  return series;
}

void
futo_run_series_free (FutoRunSeries *series)
{
  if (series == NULL)
    return;
  futo_puzzle_free (series->puzzle);
  free (series->params);
  free (series->runs);
  free (series);
}

const FutoAlgorithm *
futo_run_series_algorithm (const FutoRunSeries *series)
{
  FUTO_RETURN_VAL_IF_FAIL (series != NULL, NULL);
  return series->algorithm;
}

int
futo_run_series_n_runs (const FutoRunSeries *series)
{
  FUTO_RETURN_VAL_IF_FAIL (series != NULL, 0);
  return series->n_runs;
}

bool
futo_run_series_counts_iterations (const FutoRunSeries *series)
{
  FUTO_RETURN_VAL_IF_FAIL (series != NULL, false);
  return series->algorithm->node_count == FUTO_NODE_COUNT_NONE;
}

void
futo_run_series_run (FutoRunSeries    *series,
                     int               index,
                     const atomic_int *cancel)
{
  FutoRunOptions options;
  FutoRunResult result;
  FutoSeriesRun run = { 0 };

  FUTO_RETURN_IF_FAIL (series != NULL);
  FUTO_RETURN_IF_FAIL (index >= 0 && index < series->n_runs);

  futo_run_options_init (&options);
  options.solution_limit = 1;
  options.node_limit = series->node_limit;
  options.time_limit = series->time_limit;
  options.params = series->params;
  options.seed = series->first_seed + (uint64_t) index;
  options.cancel = cancel;
  futo_run_result_init (&result);
  futo_run (series->algorithm, series->puzzle, &options, &result);
  if (result.status != FUTO_STATUS_CANCELLED)
    {
      run.done = true;
      run.seed = options.seed;
      run.status = result.status;
      run.solved = result.status == FUTO_STATUS_SOLVED && result.stored > 0
                   && futo_puzzle_is_solution (series->puzzle, result.solutions[0]);
      run.steps = futo_run_series_counts_iterations (series) ? result.stats.iterations : result.stats.nodes;
      run.seconds = result.stats.elapsed;
      run.energy = result.stats.best_energy;
      series->runs[index] = run;
    }
  futo_run_result_clear (&result);
}

const FutoSeriesRun *
futo_run_series_get (const FutoRunSeries *series,
                     int                  index)
{
  FUTO_RETURN_VAL_IF_FAIL (series != NULL, NULL);
  FUTO_RETURN_VAL_IF_FAIL (index >= 0 && index < series->n_runs, NULL);
  return &series->runs[index];
}

int
futo_run_series_n_done (const FutoRunSeries *series)
{
  int done = 0;

  FUTO_RETURN_VAL_IF_FAIL (series != NULL, 0);
  for (int i = 0; i < series->n_runs; i++)
    done += series->runs[i].done;
  return done;
}

int
futo_run_series_n_solved (const FutoRunSeries *series)
{
  int solved = 0;

  FUTO_RETURN_VAL_IF_FAIL (series != NULL, 0);
  for (int i = 0; i < series->n_runs; i++)
    solved += series->runs[i].done && series->runs[i].solved;
  return solved;
}

static int
compare_steps (const void *a,
               const void *b)
{
  uint64_t x = *(const uint64_t *) a, y = *(const uint64_t *) b;

  return (x > y) - (x < y);
}

int
futo_run_series_solved_steps (const FutoRunSeries *series,
                              uint64_t            *steps)
{
  int solved = 0;

  FUTO_RETURN_VAL_IF_FAIL (series != NULL, 0);
  FUTO_RETURN_VAL_IF_FAIL (steps != NULL, 0);
  for (int i = 0; i < series->n_runs; i++)
    if (series->runs[i].done && series->runs[i].solved)
      steps[solved++] = series->runs[i].steps;
  qsort (steps, (size_t) solved, sizeof *steps, compare_steps);
  return solved;
}

double
futo_run_series_median_steps (const FutoRunSeries *series)
{
  uint64_t *steps;
  int done, solved;
  double median;

  FUTO_RETURN_VAL_IF_FAIL (series != NULL, NAN);
  done = futo_run_series_n_done (series);
  if (done == 0)
    return NAN;
  steps = malloc ((size_t) series->n_runs * sizeof *steps);
  if (steps == NULL)
    return NAN;
  solved = futo_run_series_solved_steps (series, steps);
  /* The unsolved runs rank after every solved one: with them at the top,
   * the middle of done order statistics is a solved run's only while more
   * than half are solved. */
  if (2 * solved <= done)
    median = INFINITY;
  else if (done % 2 == 1)
    median = (double) steps[done / 2];
  else if (done / 2 < solved)
    median = ((double) steps[done / 2 - 1] + (double) steps[done / 2]) / 2;
  else
    median = INFINITY;
  free (steps);
  return median;
}

/* Appends text to *buffer, growing it as needed; false when out of memory. */
static bool
append (char      **buffer,
        size_t     *length,
        size_t     *capacity,
        const char *text)
{
  size_t extra = strlen (text);

  if (*length + extra + 1 > *capacity)
    {
      size_t grown = (*length + extra + 1) * 2;
      char *bigger = realloc (*buffer, grown);

      if (bigger == NULL)
        return false;
      *buffer = bigger;
      *capacity = grown;
    }
  memcpy (*buffer + *length, text, extra + 1);
  *length += extra;
  return true;
}

char *
futo_run_series_to_csv (const FutoRunSeries *series)
{
  size_t capacity = 0, length = 0;
  char *text = NULL, line[256];

  FUTO_RETURN_VAL_IF_FAIL (series != NULL, NULL);
  snprintf (line, sizeof line, "seed,solved,status,%s,seconds,%s\n",
            futo_run_series_counts_iterations (series) ? "iterations" : "nodes",
            series->algorithm->reports_fitness ? "best_fitness" : "best_energy");
  if (!append (&text, &length, &capacity, line))
    return NULL;
  for (int i = 0; i < series->n_runs; i++)
    {
      const FutoSeriesRun *run = &series->runs[i];

      if (!run->done)
        continue;
      /* %.17g keeps the energy exact. */
      snprintf (line, sizeof line, "%" PRIu64 ",%s,%s,%" PRIu64 ",%.6f,%.17g\n", run->seed,
                run->solved ? "yes" : "no", futo_status_name (run->status), run->steps, run->seconds,
                run->energy);
      if (!append (&text, &length, &capacity, line))
        {
          free (text);
          return NULL;
        }
    }
  return text;
}
