/* futo-runner.c: limits, cancellation, solutions and timing for every algorithm
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "futo-check-private.h"
#include "futo-runner-private.h"

/* How many ticks pass between two looks at the clock and the cancel flag:
 * small enough that a run stops within a millisecond or so, large enough
 * that the clock never shows in a profile. */
#define TICKS_PER_CHECK 256
#define PROGRESS_INTERVAL 0.05

double
_futo_runner_clock_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

void
futo_run_options_init (FutoRunOptions *options)
{
  FUTO_RETURN_IF_FAIL (options != NULL);

  memset (options, 0, sizeof *options);
  options->solution_limit = 1;
}

void
futo_run_result_init (FutoRunResult *result)
{
  FUTO_RETURN_IF_FAIL (result != NULL);

  memset (result, 0, sizeof *result);
}

void
futo_run_result_clear (FutoRunResult *result)
{
  FUTO_RETURN_IF_FAIL (result != NULL);

  for (int i = 0; i < FUTO_MAX_STORED_SOLUTIONS; i++)
    free (result->solutions[i]);
  free (result->best);
  futo_run_result_init (result);
}

void
_futo_runner_init (FutoRunner           *runner,
                   const FutoPuzzle     *puzzle,
                   const FutoRunOptions *options,
                   FutoRunResult        *result)
{
  /* futo_run() hands an algorithm a puzzle of a size it checked. */
  assert (puzzle != NULL && puzzle->size >= FUTO_MIN_SIZE && puzzle->size <= FUTO_MAX_SIZE);
  assert (options != NULL && result != NULL);

  memset (runner, 0, sizeof *runner);
  runner->puzzle = puzzle;
  runner->options = options;
  runner->result = result;
  runner->on_event = options->on_event;
  if (options->on_event == futo_trace_record)
    runner->trace = options->event_data;
  runner->start = _futo_runner_clock_now ();
  runner->next_progress = runner->start + PROGRESS_INTERVAL;
  runner->countdown = TICKS_PER_CHECK;
}

void
_futo_runner_call_each (const FutoRunner *runner,
                        FutoEventKind     kind,
                        FutoReason        reason,
                        int               cell,
                        int               cause,
                        FutoSet           set,
                        int               depth)
{
  for (; set != 0; set &= set - 1)
    _futo_runner_emit (runner, kind, reason, cell, cause, futo_set_min (set), depth);
}

void
_futo_runner_call_line (const FutoRunner *runner,
                        FutoEventKind     kind,
                        FutoReason        reason,
                        int               cause,
                        int               value,
                        int               depth,
                        int               line,
                        bool              column,
                        uint64_t          positions,
                        bool              down)
{
  int size = runner->puzzle->size;

  while (positions != 0)
    {
      int position = down ? 63 - __builtin_clzll (positions) : __builtin_ctzll (positions);

      positions &= ~(UINT64_C (1) << position);
      _futo_runner_emit (runner, kind, reason, _futo_trace_line_cell (size, line, column, position), cause, value,
                         depth);
    }
}

void
_futo_runner_call_tries (const FutoRunner      *runner,
                         int                    cell,
                         int                    depth,
                         const FutoRunnerTries *tries)
{
  FutoSet values = tries->values;
  int size = runner->puzzle->size, column = cell % size;

  for (unsigned i = 0; i < tries->count; i++, values &= values - 1)
    {
      int value = futo_set_min (values), cause;
      FutoReason reason = _futo_trace_conflict_cause (size, cell, column, tries->conflicts[i], &cause);

      _futo_runner_emit (runner, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, value, depth);
      _futo_runner_emit (runner, FUTO_EVENT_UNASSIGN, reason, cell, cause, value, depth);
    }
}

static bool
stop (FutoRunner *runner,
      FutoStatus  status,
      const char *message)
{
  runner->stopped = true;
  runner->result->status = status;
  snprintf (runner->result->message, sizeof runner->result->message, "%s", message);
  return true;
}

bool
_futo_runner_tick (FutoRunner *runner)
{
  const FutoRunOptions *options = runner->options;
  FutoStats *stats = &runner->result->stats;
  double now;

  if (runner->stopped)
    return true;
  if (options->node_limit != 0 && stats->nodes >= options->node_limit)
    return stop (runner, FUTO_STATUS_LIMIT, "the node limit was reached");
  if (options->assignment_limit != 0 && stats->assignments >= options->assignment_limit)
    return stop (runner, FUTO_STATUS_LIMIT, "the assignment limit was reached");
  if (--runner->countdown > 0)
    return false;
  runner->countdown = TICKS_PER_CHECK;

  if ((options->cancel != NULL && atomic_load (options->cancel) != 0)
      || (runner->stop_also != NULL && atomic_load (runner->stop_also) != 0))
    return stop (runner, FUTO_STATUS_CANCELLED, "the run was cancelled");
  now = _futo_runner_clock_now ();
  stats->elapsed = now - runner->start;
  if (options->time_limit > 0 && stats->elapsed >= options->time_limit)
    return stop (runner, FUTO_STATUS_LIMIT, "the time limit was reached");
  if (options->on_progress != NULL && now >= runner->next_progress)
    {
      runner->next_progress = now + PROGRESS_INTERVAL;
      options->on_progress (stats, options->progress_data);
    }
  return false;
}

static uint8_t *
copy_grid (const FutoRunner *runner,
           const uint8_t    *values)
{
  size_t cells = (size_t) runner->puzzle->size * runner->puzzle->size;
  uint8_t *copy = malloc (cells);

  if (copy != NULL)
    memcpy (copy, values, cells);
  return copy;
}

bool
_futo_runner_solution (FutoRunner    *runner,
                       const uint8_t *values)
{
  FutoRunResult *result = runner->result;
  uint64_t limit = runner->options->solution_limit;

  if (result->stored < FUTO_MAX_STORED_SOLUTIONS)
    {
      result->solutions[result->stored] = copy_grid (runner, values);
      if (result->solutions[result->stored] != NULL)
        result->stored++;
    }
  result->solution_count++;
  _futo_runner_emit (runner, FUTO_EVENT_SOLUTION, FUTO_REASON_NONE, -1, -1, 0, 0);
  if (limit != 0 && result->solution_count >= limit)
    {
      runner->stopped = true;
      result->status = FUTO_STATUS_SOLVED;
      return true;
    }
  return false;
}

void
_futo_runner_best (FutoRunner    *runner,
                   const uint8_t *values)
{
  FutoRunResult *result = runner->result;
  size_t cells = (size_t) runner->puzzle->size * runner->puzzle->size;

  if (result->best == NULL)
    result->best = malloc (cells);
  if (result->best != NULL)
    memcpy (result->best, values, cells);
}

void
_futo_runner_finish (FutoRunner *runner,
                     bool        exhausted)
{
  FutoRunResult *result = runner->result;

  result->stats.elapsed = _futo_runner_clock_now () - runner->start;
  if (runner->stopped)
    return;
  result->exhausted = exhausted;
  if (result->solution_count > 0)
    result->status = FUTO_STATUS_SOLVED;
  else if (exhausted)
    result->status = FUTO_STATUS_UNSATISFIABLE;
  else
    result->status = FUTO_STATUS_GAVE_UP;
}

double
_futo_runner_param (const FutoRunner *runner,
                    const char       *key,
                    double            fallback)
{
  const char *params = runner->options->params;
  size_t key_len = strlen (key);

  /* params looks like "key=value,key=value"; a key must match whole. */
  for (const char *at = params; at != NULL && *at != '\0';)
    {
      const char *end = strchr (at, ',');
      size_t item_len = end ? (size_t) (end - at) : strlen (at);

      if (item_len > key_len && strncmp (at, key, key_len) == 0 && at[key_len] == '=')
        {
          char value[64];
          size_t value_len = item_len - key_len - 1;
          char *parsed_end;
          double parsed;

          if (value_len >= sizeof value)
            return fallback;
          memcpy (value, at + key_len + 1, value_len);
          value[value_len] = '\0';
          parsed = strtod (value, &parsed_end);
          return (parsed_end != value && *parsed_end == '\0') ? parsed : fallback;
        }
      at = end ? end + 1 : NULL;
    }
  return fallback;
}
