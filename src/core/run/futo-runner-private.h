/* futo-runner-private.h: the bookkeeping every algorithm shares
 *
 * Limits, cancellation, progress, stored solutions and event emission live
 * here so that each algorithm file holds only its own search.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-algorithm.h"
#include "futo-trace-records-private.h"

typedef struct
{
  const FutoPuzzle     *puzzle;
  const FutoRunOptions *options;
  FutoRunResult        *result;
  FutoEventFunc         on_event;  /* options->on_event, one load nearer */
  FutoTrace            *trace;     /* the sink's trace when on_event is futo_trace_record */
  const atomic_int     *stop_also; /* a second cancel flag, or NULL: set after _futo_runner_init */
  double                start;
  double                next_progress;
  uint32_t              countdown; /* calls to _futo_runner_tick before the next clock check */
  bool                  stopped;   /* a limit, the solution limit or cancellation ended the run */
} FutoRunner;

void _futo_runner_init     (FutoRunner           *runner,
                            const FutoPuzzle     *puzzle,
                            const FutoRunOptions *options,
                            FutoRunResult        *result);

/* Checks the limits and the cancel flag; call it once per node (or per
 * iteration for local search). Returns true when the run must stop, having
 * set result->status. Cheap: the clock is read only every few hundred calls. */
bool _futo_runner_tick     (FutoRunner           *runner);

/* _futo_runner_tick() for a node that costs more than a few microseconds
 * (propagation over a large board): the cancel flag is looked at every
 * time, one relaxed load, so that a cancel waits for one node rather than
 * for a few hundred. */
static inline bool
_futo_runner_tick_eager (FutoRunner *runner)
{
  const atomic_int *cancel = runner->options->cancel;

  if ((cancel != NULL && atomic_load_explicit (cancel, memory_order_relaxed) != 0)
      || (runner->stop_also != NULL && atomic_load_explicit (runner->stop_also, memory_order_relaxed) != 0))
    runner->countdown = 1;
  return _futo_runner_tick (runner);
}

/* Records a full solution (size * size values). Returns true when the
 * solution limit is reached and the search must stop. */
bool _futo_runner_solution (FutoRunner           *runner,
                            const uint8_t        *values);

/* Keeps a copy of an incomplete method's best or final configuration. */
void _futo_runner_best     (FutoRunner           *runner,
                            const uint8_t        *values);

/* Sets the final status once the search has returned. exhausted: the search
 * space was covered to the end (ignored when the runner stopped early). */
void _futo_runner_finish   (FutoRunner           *runner,
                            bool                  exhausted);

/* Reads an integer or real "key=value" from options->params, else fallback. */
double _futo_runner_param  (const FutoRunner     *runner,
                            const char           *key,
                            double                fallback);

static inline bool
_futo_runner_wants_events (const FutoRunner *runner)
{
  return runner->on_event != NULL;
}

/* kind is never ENERGY: _futo_runner_emit_energy() carries those. */
static inline void
_futo_runner_emit (const FutoRunner *runner,
                   FutoEventKind     kind,
                   FutoReason        reason,
                   int               cell,
                   int               cause,
                   int               value,
                   int               depth)
{
  if (runner->on_event != NULL)
    {
      /* The recorder stores the same word as futo_trace_record() would, but
       * without a call per event: the algorithms that try or remove a value
       * every few nanoseconds would otherwise spend most of a recorded run
       * in calls. */
      if (runner->trace != NULL)
        _futo_trace_append (runner->trace, kind, reason, cell, cause, value, depth);
      else
        {
          FutoEvent event = { kind, reason, cell, cause, value, depth, 0.0 };
          runner->on_event (&event, runner->options->event_data);
        }
    }
}

/* An arc's event (QUEUE, REVISE or FLUSH) of the arc from cell to other
 * (for FLUSH, -1 and -1). */
static inline void
_futo_runner_emit_arc (const FutoRunner *runner,
                       FutoEventKind     kind,
                       int               cell,
                       int               other,
                       int               depth)
{
  if (runner->on_event != NULL)
    {
      if (runner->trace != NULL)
        _futo_trace_append_arc (runner->trace, kind, cell, other, depth);
      else
        {
          FutoEvent event = { kind, FUTO_REASON_NONE, cell, other, 0, depth, 0.0 };
          runner->on_event (&event, runner->options->event_data);
        }
    }
}

/* The generic sink's path of _futo_runner_emit_each(), out of line so that
 * the recording path stays small enough to inline. */
void _futo_runner_call_each (const FutoRunner *runner,
                             FutoEventKind     kind,
                             FutoReason        reason,
                             int               cell,
                             int               cause,
                             FutoSet           set,
                             int               depth);

/* _futo_runner_emit() for each value of set, lowest first. */
static inline void
_futo_runner_emit_each (const FutoRunner *runner,
                        FutoEventKind     kind,
                        FutoReason        reason,
                        int               cell,
                        int               cause,
                        FutoSet           set,
                        int               depth)
{
  if (runner->on_event == NULL)
    return;
  if (runner->trace != NULL)
    _futo_trace_append_each (runner->trace, kind, reason, cell, cause, set, depth);
  else
    _futo_runner_call_each (runner, kind, reason, cell, cause, set, depth);
}

/* The generic sink's path of the lines below: an event per position,
 * ascending, or descending when down. */
void _futo_runner_call_line (const FutoRunner *runner,
                             FutoEventKind     kind,
                             FutoReason        reason,
                             int               cause,
                             int               value,
                             int               depth,
                             int               line,
                             bool              column,
                             uint64_t          positions,
                             bool              down);

/* The count prunes of value that the cell at position from along line (a
 * row, or a column when column) makes at the positions given, ascending,
 * for reason ROW or COLUMN: what a recording trace keeps as one word. */
static inline void
_futo_runner_emit_prune_line (const FutoRunner *runner,
                              int               line,
                              bool              column,
                              int               from,
                              int               value,
                              int               depth,
                              uint64_t          positions,
                              unsigned          count)
{
  if (runner->on_event == NULL)
    return;
  if (runner->trace != NULL)
    _futo_trace_append_prune_line (runner->trace, line, column, from, value, depth, positions, count);
  else
    _futo_runner_call_line (runner, FUTO_EVENT_PRUNE, column ? FUTO_REASON_COLUMN : FUTO_REASON_ROW,
                            _futo_trace_line_cell (runner->puzzle->size, line, column, from), value, depth, line,
                            column, positions, false);
}

/* The count restores of value at the positions given along line,
 * descending, without a reason or cause: what undoing such prunes tells. */
static inline void
_futo_runner_emit_restore_line (const FutoRunner *runner,
                                int               line,
                                bool              column,
                                int               value,
                                int               depth,
                                uint64_t          positions,
                                unsigned          count)
{
  if (runner->on_event == NULL)
    return;
  if (runner->trace != NULL)
    _futo_trace_append_restore_line (runner->trace, line, column, value, depth, positions, count);
  else
    _futo_runner_call_line (runner, FUTO_EVENT_RESTORE, FUTO_REASON_NONE, -1, value, depth, line, column, positions,
                            true);
}

/* The refuted tries of one cell, gathered while a search tries its values
 * in ascending order and told together before the next event
 * (_futo_runner_emit_tries()): a recording keeps them as one record. */
typedef struct
{
  FutoSet  values;                   /* the values tried */
  unsigned count;
  uint8_t  conflicts[FUTO_MAX_SIZE]; /* each try's, _futo_trace_conflict() */
} FutoRunnerTries;

/* Adds a try of value that conflict refuted. */
static inline void
_futo_runner_tries_add (FutoRunnerTries *tries,
                        int              value,
                        unsigned         conflict)
{
  tries->values |= FUTO_SET_BIT (value);
  tries->conflicts[tries->count++] = (uint8_t) conflict;
}

/* The generic sink's path of _futo_runner_emit_tries(). */
void _futo_runner_call_tries (const FutoRunner      *runner,
                              int                    cell,
                              int                    depth,
                              const FutoRunnerTries *tries);

/* The tries gathered in cell at depth, each an ASSIGN (a decision) and
 * the UNASSIGN for its conflict, then the ASSIGN (a decision) of assign
 * when it is not 0, a value above the tries; empties tries. */
static inline void
_futo_runner_emit_tries (const FutoRunner *runner,
                         int               cell,
                         int               depth,
                         FutoRunnerTries  *tries,
                         int               assign)
{
  if (tries->count == 0)
    {
      if (assign != 0)
        _futo_runner_emit (runner, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, assign, depth);
      return;
    }
  if (runner->trace != NULL)
    _futo_trace_append_tries (runner->trace, cell, depth, tries->values, tries->conflicts, tries->count, assign);
  else
    {
      _futo_runner_call_tries (runner, cell, depth, tries);
      if (assign != 0)
        _futo_runner_emit (runner, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, assign, depth);
    }
  tries->values = 0;
  tries->count = 0;
}

/* A placed value taken back after its subtree: the BACKTRACK to depth,
 * then the UNASSIGN of cell at depth + 1, which a recording keeps as one
 * word. */
static inline void
_futo_runner_emit_taken_back (const FutoRunner *runner,
                              int               cell,
                              int               value,
                              int               depth)
{
  if (runner->on_event == NULL)
    return;
  if (runner->trace != NULL)
    _futo_trace_append_taken_back (runner->trace, cell, value, depth);
  else
    {
      _futo_runner_emit (runner, FUTO_EVENT_BACKTRACK, FUTO_REASON_NONE, cell, -1, value, depth);
      _futo_runner_emit (runner, FUTO_EVENT_UNASSIGN, FUTO_REASON_NONE, cell, -1, value, depth + 1);
    }
}

static inline void
_futo_runner_emit_energy (const FutoRunner *runner,
                          double            energy)
{
  if (runner->on_event != NULL)
    {
      if (runner->trace != NULL)
        _futo_trace_append_energy (runner->trace, energy);
      else
        {
          FutoEvent event = { FUTO_EVENT_ENERGY, FUTO_REASON_NONE, -1, -1, 0, 0, energy };
          runner->on_event (&event, runner->options->event_data);
        }
    }
}

/* Monotonic seconds. */
double _futo_runner_clock_now (void);
