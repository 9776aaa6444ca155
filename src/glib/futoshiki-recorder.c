/* futoshiki-recorder.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A student's solver reports its steps here, one call each, and gets a
 * trace that every view of the app and the command line reads as it
 * reads a built-in method's. Three things happen per event, and a Python
 * program of 10^5 nodes makes a few hundred thousand of them, so each is
 * kept to a few hundred nanoseconds beside the call's own cost:
 * - the checker (FutoTraceChecker) replays it against the puzzle, so that
 *   the program stops at its first wrong step with a sentence that names it;
 * - the depth is kept here as the built-in methods keep theirs (see
 *   Depth below), so that futo_search_tree_new() builds from a student's
 *   run the tree it builds from bt's or fc's for the same steps;
 * - the event is recorded into a FutoTrace, and with an output stream
 *   written as a line of the text form into a buffer that goes out every
 *   50 ms or so, so that a live viewer follows without a write() per event.
 */
#define G_LOG_DOMAIN "futoshiki-recorder"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "futo-search-tree.h"
#include "futoshiki-error.h"
#include "futoshiki-error-text.h"
#include "futoshiki-recorder.h"
#include "futoshiki-trace-private.h"

/* How long written lines may wait in the buffer while events keep coming. */
#define FLUSH_INTERVAL_US (50 * 1000)
/* How much may wait, whatever the time. */
#define FLUSH_BYTES (64 * 1024)

/* Depth. Every built-in search tells a decision as an ASSIGN (reason
 * DECISION) one deeper than the decision it is made under, and its undo
 * in two steps: a BACKTRACK to the depth above it (bt, fc), then the
 * events that undo it (restores, the UNASSIGN) still at its own depth.
 * A refuted try (bt) is an ASSIGN and an UNASSIGN at one depth. So the
 * recorder keeps the decisions open, in order: a decision pushes one, a
 * BACKTRACK of an open decision returns above it (the decision stays
 * open, "returned", for its undo), the UNASSIGN of an open decision
 * closes it and all below it, and the next decision after a return closes
 * what returned. A PRUNE with reason DECISION of a cell that holds no
 * value is the second branch of a binary choice (cell ≠ value), a
 * decision too, as the search tree reads it. */
typedef struct
{
  gint32 cell;
  gint32 value;
  gint32 previous; /* open_at[cell] before this one opened: a binary
                    * choice opens cell ≠ value, then cell = other under it */
} Decision;

struct _FutoshikiRecorder
{
  GObject            parent_instance;

  FutoshikiPuzzle   *puzzle;
  char              *solver_name;
  FutoshikiNodeCount node_count;
  gboolean           check;

  int                size;
  FutoTrace         *trace;      /* while recording; NULL once finished */
  FutoshikiTrace    *result;     /* once finished */
  FutoTraceChecker  *checker;    /* when check, from the first event */
  guint64            n_events;
  gboolean           started;    /* an event was reported or the header written */
  GError            *failure;    /* the lie that stopped the recording */

  Decision          *open;       /* the open decisions, the first at depth 1 */
  int                n_open;
  int                allocated;  /* entries of open */
  int                max_open;   /* the most a search can open */
  int                returned;   /* n_open - 1 after a BACKTRACK of open[n_open - 1], else -1 */
  gint32            *open_at;    /* per cell, its index in open, -1 when not open */
  guint8            *values;     /* per cell, 0 = none */

  GOutputStream     *output;
  GString           *pending;    /* lines not yet written to output */
  gint64             last_flush; /* monotonic µs */
};

G_DEFINE_FINAL_TYPE (FutoshikiRecorder, futoshiki_recorder, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PUZZLE,
  PROP_SOLVER_NAME,
  PROP_NODE_COUNT,
  PROP_CHECK,
  PROP_N_EVENTS,
  PROP_DEPTH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static guint notify_signal;
static GQuark n_events_quark;
static GQuark depth_quark;

/**
 * FutoshikiRecorder:
 *
 * Records the run of a solver written by hand, so that the app, the
 * search tree and `futoshiki tree --trace` show it as they show a
 * built-in method's.
 *
 * The solver reports each step as it takes it: a value tried
 * (futoshiki_recorder_assign() with %FUTOSHIKI_REASON_DECISION), a value
 * removed and why (futoshiki_recorder_prune()), a value given back
 * (futoshiki_recorder_restore(), futoshiki_recorder_unassign()), the
 * return from a decision that led nowhere (futoshiki_recorder_backtrack()),
 * a solution. Rows and columns count from 0, values from 1.
 *
 * With #FutoshikiRecorder:check (the default) each event is checked
 * against the puzzle and the events before it: an event that is not true
 * (a value assigned that was removed, a removal whose cause does not
 * hold, a solution that breaks a sign) fails with
 * %FUTOSHIKI_TRACE_ERROR_LIE and a message that names the event, and the
 * recorder takes no more events. The recorder keeps the search's depth
 * itself, as the built-in methods do, so that the tree of a plain
 * backtracking written in Python counts what `bt` counts.
 *
 * futoshiki_recorder_finish() hands over the #FutoshikiTrace;
 * futoshiki_recorder_set_output() streams the run as it goes, for a
 * viewer that shows it live.
 */

/**
 * futoshiki_recorder_new:
 * @puzzle: the puzzle the solver runs on (copied)
 * @solver_name: (nullable): the solver's name, written in the trace: letters,
 *   digits, `_`, `.` and `-` (any other character becomes `_`)
 *
 * Makes a recorder for a run on @puzzle.
 *
 * Returns: (transfer full): a new recorder
 */
FutoshikiRecorder *
futoshiki_recorder_new (FutoshikiPuzzle *puzzle,
                        const char      *solver_name)
{
  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (puzzle), NULL);

  return g_object_new (FUTOSHIKI_TYPE_RECORDER, "puzzle", puzzle, "solver-name", solver_name, NULL);
}

/* Output. */

static gboolean
write_pending (FutoshikiRecorder *self,
               GError           **error)
{
  gboolean ok;

  self->last_flush = g_get_monotonic_time ();
  if (self->output == NULL || self->pending->len == 0)
    return TRUE;
  ok = g_output_stream_write_all (self->output, self->pending->str, self->pending->len, NULL, NULL, error)
       && g_output_stream_flush (self->output, NULL, error);
  g_string_truncate (self->pending, 0);
  /* A viewer that went away (a pipe closed) takes no more: the program
   * hears it once, from the event that failed, and records on. */
  if (!ok)
    g_clear_object (&self->output);
  return ok;
}

static void
append_number (GString *out,
               guint    number)
{
  char digits[12];
  int n = 0;

  do
    digits[n++] = (char) ('0' + number % 10);
  while ((number /= 10) != 0);
  while (n > 0)
    g_string_append_c (out, digits[--n]);
}

static void
append_cell (GString *out,
             int      cell,
             int      size)
{
  g_string_append_c (out, 'r');
  append_number (out, (guint) (cell / size + 1));
  g_string_append_c (out, 'c');
  append_number (out, (guint) (cell % size + 1));
}

/* The event's line of the text form, as futo_trace_write() writes it:
 * KIND [CELL [VALUE]] [REASON] [cause CELL] [depth D]. */
static void
append_event (GString         *out,
              const FutoEvent *event,
              int              size)
{
  if (event->kind == FUTO_EVENT_ENERGY)
    {
      char number[G_ASCII_DTOSTR_BUF_SIZE];

      g_string_append (out, "energy ");
      g_string_append (out, g_ascii_formatd (number, sizeof number, "%.9g", event->energy));
      g_string_append_c (out, '\n');
      return;
    }
  g_string_append (out, futo_event_kind_name (event->kind));
  if (event->cell >= 0)
    {
      g_string_append_c (out, ' ');
      append_cell (out, event->cell, size);
    }
  if (event->value > 0)
    {
      g_string_append_c (out, ' ');
      append_number (out, (guint) event->value);
    }
  if (event->reason != FUTO_REASON_NONE)
    {
      g_string_append_c (out, ' ');
      g_string_append (out, futo_reason_name (event->reason));
    }
  if (event->cause >= 0)
    {
      g_string_append (out, " cause ");
      append_cell (out, event->cause, size);
    }
  if (event->depth > 0)
    {
      g_string_append (out, " depth ");
      append_number (out, (guint) event->depth);
    }
  g_string_append_c (out, '\n');
}

/* The text form of what was recorded so far without its 'events' line (a
 * stream cannot know the count; version 2 does without) and without its
 * 'end' line (the run goes on). */
static gboolean
append_recorded (FutoshikiRecorder *self,
                 GString           *out,
                 GError           **error)
{
  char *text = futo_trace_write (self->trace, NULL);
  const char *line;

  if (text == NULL)
    {
      g_set_error_literal (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_FAILED, _("Not enough memory for the trace"));
      return FALSE;
    }
  for (line = text; *line != '\0';)
    {
      const char *newline = strchr (line, '\n');
      gsize len = newline != NULL ? (gsize) (newline - line) + 1 : strlen (line);

      if (!g_str_has_prefix (line, "events ") && !(len >= 3 && strncmp (line, "end", 3) == 0
                                                  && (len == 3 || line[3] == '\n')))
        g_string_append_len (out, line, (gssize) len);
      line += len;
    }
  free (text);
  return TRUE;
}

/**
 * futoshiki_recorder_set_output:
 * @self: a recorder
 * @output: (nullable): where to write the run as it goes, or %NULL to stop
 * @error: return location for an error
 *
 * Streams the run in the text form (docs/trace-format.md, version 2):
 * the header with the puzzle at once (and the events so far, when some
 * were reported already), then one line per event as it is reported,
 * and `end` from futoshiki_recorder_finish(). Lines are written together
 * at least every 50 milliseconds while events come, and at once after a
 * pause, so that a viewer reading @output (the app's Watch the Solver
 * reads a program's standard output: `Gio.UnixOutputStream.new(1, False)`
 * from Python) shows the run live without a write for each event.
 *
 * An event that lies is written too before it is refused, so that the
 * viewer stops at the same event with the same message. When writing
 * fails (the viewer went away), the event method that wrote reports it
 * and the recorder writes no more to @output.
 *
 * Returns: %TRUE when the header was written
 */
gboolean
futoshiki_recorder_set_output (FutoshikiRecorder *self,
                               GOutputStream     *output,
                               GError           **error)
{
  gboolean ok = TRUE;

  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), FALSE);
  g_return_val_if_fail (output == NULL || G_IS_OUTPUT_STREAM (output), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* What the old stream has not had yet is its own. */
  ok = write_pending (self, error);
  g_clear_object (&self->output);
  if (!ok || output == NULL)
    return ok;
  if (self->trace == NULL)
    {
      g_set_error_literal (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_INVALID,
                           _("The recording has finished: there is nothing more to write"));
      return FALSE;
    }
  if (!append_recorded (self, self->pending, error))
    return FALSE;
  self->output = g_object_ref (output);
  self->started = TRUE;
  return write_pending (self, error);
}

/**
 * futoshiki_recorder_flush:
 * @self: a recorder
 * @error: return location for an error
 *
 * Writes the lines waiting for the output now, for a program that is
 * about to think for a while without reporting anything. Nothing to do
 * without an output.
 *
 * Returns: %TRUE unless writing failed
 */
gboolean
futoshiki_recorder_flush (FutoshikiRecorder *self,
                          GError           **error)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return write_pending (self, error);
}

/* Events. */

/* Why an event cannot even be told; FALSE with error set. */
static gboolean
refuse_cell (FutoshikiRecorder *self,
             const char        *what,
             int                row,
             int                col,
             GError           **error)
{
  g_set_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_INVALID,
               /* Translators: event 12: the cell (or: the cause) at row 7, column 0 lies outside the
                * 6×6 board; rows and columns count from 0 */
               _("event %llu: %s at row %d, column %d lies outside the %d×%d board "
                 "(rows and columns count from 0)"),
               (unsigned long long) self->n_events + 1, what, row, col, self->size, self->size);
  return FALSE;
}

static gboolean
cell_of (FutoshikiRecorder *self,
         int                row,
         int                col,
         gboolean           cause,
         int               *cell,
         GError           **error)
{
  if (row >= 0 && row < self->size && col >= 0 && col < self->size)
    {
      *cell = row * self->size + col;
      return TRUE;
    }
  return refuse_cell (self, cause ? _("the cause") : _("the cell"), row, col, error);
}

static gboolean
value_ok (FutoshikiRecorder *self,
          int                value,
          GError           **error)
{
  if (value >= 1 && value <= self->size)
    return TRUE;
  g_set_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_INVALID,
               _("event %llu: the value %d is out of range (1 to %d)"),
               (unsigned long long) self->n_events + 1, value, self->size);
  return FALSE;
}

static gboolean
reason_ok (FutoshikiRecorder *self,
           FutoshikiReason    reason,
           GError           **error)
{
  if ((int) reason >= FUTO_REASON_NONE && (int) reason <= FUTO_REASON_LAST)
    return TRUE;
  g_set_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_INVALID,
               _("event %llu: %d is not a reason"), (unsigned long long) self->n_events + 1, (int) reason);
  return FALSE;
}

/* Whether the recorder takes events at all. */
static gboolean
accepting (FutoshikiRecorder *self,
           GError           **error)
{
  if (G_UNLIKELY (self->failure != NULL))
    {
      if (error != NULL)
        *error = g_error_copy (self->failure);
      return FALSE;
    }
  if (G_UNLIKELY (self->trace == NULL))
    {
      g_set_error_literal (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_INVALID,
                           self->result != NULL ? _("The recording has finished: it takes no more events")
                           : _("The recorder was made without a puzzle"));
      return FALSE;
    }
  return TRUE;
}

/* The depth the search is at: above a decision it returned from. */
static inline int
current_depth (const FutoshikiRecorder *self)
{
  return self->returned >= 0 ? self->returned : self->n_open;
}

static void
close_from (FutoshikiRecorder *self,
            int                index)
{
  while (self->n_open > index)
    {
      const Decision *closed = &self->open[--self->n_open];

      self->open_at[closed->cell] = closed->previous;
    }
  if (self->returned >= self->n_open)
    self->returned = -1;
}

static void
open_decision (FutoshikiRecorder *self,
               int                cell,
               int                value)
{
  if (self->returned >= 0)
    close_from (self, self->returned);
  /* A binary search opens each cell once as = and once per value as ≠;
   * past that, a script that never undoes its decisions (unchecked: the
   * checker refuses a second value in a cell) has its deepest make room. */
  if (self->n_open == self->allocated)
    {
      if (self->allocated == self->max_open)
        close_from (self, self->n_open - 1);
      else
        {
          self->allocated = MIN (self->allocated * 2, self->max_open);
          self->open = g_renew (Decision, self->open, self->allocated);
        }
    }
  self->open[self->n_open] = (Decision) { cell, value, self->open_at[cell] };
  self->open_at[cell] = self->n_open++;
}

/* The index in open of the decision cell = value (or cell ≠ value), the
 * deepest when there are several; -1 when it is not open. */
static int
find_open (const FutoshikiRecorder *self,
           int                      cell,
           int                      value)
{
  int at = self->open_at[cell];

  while (at >= 0 && self->open[at].value != value)
    at = self->open[at].previous;
  return at;
}

/* Sets event's depth and moves the open decisions past it. */
static void
keep_depth (FutoshikiRecorder *self,
            FutoEvent         *event)
{
  int at;

  switch (event->kind)
    {
    case FUTO_EVENT_ASSIGN:
      if (event->reason == FUTO_REASON_DECISION)
        open_decision (self, event->cell, event->value);
      event->depth = self->n_open;
      break;
    case FUTO_EVENT_PRUNE:
      if (event->reason == FUTO_REASON_DECISION && self->values[event->cell] == 0)
        open_decision (self, event->cell, event->value);
      event->depth = self->n_open;
      break;
    case FUTO_EVENT_UNASSIGN:
      at = find_open (self, event->cell, event->value);
      if (at >= 0)
        {
          event->depth = at + 1;
          close_from (self, at);
        }
      else
        event->depth = self->n_open;
      break;
    case FUTO_EVENT_BACKTRACK:
      at = event->cell >= 0 ? find_open (self, event->cell, event->value) : -1;
      if (at < 0)
        at = self->n_open - 1;
      if (at < 0)
        {
          event->depth = 0;
          break;
        }
      close_from (self, at + 1);
      self->returned = at;
      event->depth = at;
      break;
    case FUTO_EVENT_RESTORE:
    case FUTO_EVENT_QUEUE:
    case FUTO_EVENT_REVISE:
    case FUTO_EVENT_FLUSH:
      event->depth = self->n_open;
      break;
    case FUTO_EVENT_SOLUTION:
    case FUTO_EVENT_MOVE:
    case FUTO_EVENT_ENERGY:
    default:
      /* As the runner reports them: no depth. */
      event->depth = 0;
      break;
    }
}

/* Whether a handler of "notify" takes the property of quark: one
 * connected to it ("notify::depth") or to them all ("notify"). */
static gboolean
listens (FutoshikiRecorder *self,
         GQuark             quark)
{
  return g_signal_has_handler_pending (self, notify_signal, quark, TRUE)
         || g_signal_has_handler_pending (self, notify_signal, 0, TRUE);
}

/* Checks, records and writes one event. */
static gboolean
report (FutoshikiRecorder *self,
        FutoEvent         *event,
        GError           **error)
{
  int depth_before = current_depth (self);
  gboolean ok = TRUE;

  /* Checking is chosen up to the first event (futoshiki_recorder_set_check()). */
  if (G_UNLIKELY (self->n_events == 0 && self->check && self->checker == NULL))
    {
      self->checker = futo_trace_checker_new (futoshiki_puzzle_get_core (self->puzzle));
      if (self->checker == NULL)
        {
          g_set_error_literal (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_FAILED, _("Not enough memory for the trace"));
          return FALSE;
        }
    }
  self->started = TRUE;

  /* The depth is the recorder's, whatever the checker says: a lying
   * event is written as it would have been recorded. */
  if (self->checker != NULL)
    {
      FutoError lie;

      futo_error_clear (&lie);
      keep_depth (self, event);
      if (!futo_trace_checker_check (self->checker, event, &lie))
        {
          GError *stream_error = NULL;

          self->failure = futoshiki_error_to_gerror (&lie, FUTOSHIKI_TRACE_ERROR, FUTOSHIKI_TRACE_ERROR_LIE);
          if (self->output != NULL)
            {
              append_event (self->pending, event, self->size);
              write_pending (self, &stream_error);
              g_clear_error (&stream_error);
            }
          if (error != NULL)
            *error = g_error_copy (self->failure);
          return FALSE;
        }
    }
  else
    keep_depth (self, event);

  futo_trace_record (event, self->trace);
  switch (event->kind)
    {
    case FUTO_EVENT_ASSIGN:
    case FUTO_EVENT_MOVE:
      self->values[event->cell] = (guint8) event->value;
      break;
    case FUTO_EVENT_UNASSIGN:
      self->values[event->cell] = 0;
      break;
    default:
      break;
    }
  self->n_events++;

  if (self->output != NULL)
    {
      append_event (self->pending, event, self->size);
      if (self->pending->len >= FLUSH_BYTES || g_get_monotonic_time () - self->last_flush >= FLUSH_INTERVAL_US)
        ok = write_pending (self, error);
    }
  /* A notification costs as much as the rest of the event; asking
   * whether anyone listens costs little, and mostly nobody does. */
  if (G_UNLIKELY (listens (self, n_events_quark)))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_EVENTS]);
  if (G_UNLIKELY (current_depth (self) != depth_before && listens (self, depth_quark)))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEPTH]);
  return ok;
}

static gboolean
report_cell (FutoshikiRecorder *self,
             FutoEventKind      kind,
             int                row,
             int                col,
             int                value,
             FutoshikiReason    reason,
             int                cause_row,
             int                cause_col,
             GError           **error)
{
  FutoEvent event = { kind, (FutoReason) reason, -1, -1, value, 0, 0.0 };

  if (!accepting (self, error) || !cell_of (self, row, col, FALSE, &event.cell, error)
      || !value_ok (self, value, error) || !reason_ok (self, reason, error))
    return FALSE;
  if ((cause_row != -1 || cause_col != -1) && !cell_of (self, cause_row, cause_col, TRUE, &event.cause, error))
    return FALSE;
  return report (self, &event, error);
}

/**
 * futoshiki_recorder_assign:
 * @self: a recorder
 * @row: the cell's row, from 0
 * @col: the cell's column, from 0
 * @value: the value, from 1
 * @reason: why: %FUTOSHIKI_REASON_DECISION for a value tried (a node of
 *   the search tree, one deeper than the decision it is made under), or
 *   what forced it (%FUTOSHIKI_REASON_NAKED_SINGLE, …)
 * @error: return location for an error
 *
 * Reports that the cell takes the value.
 *
 * Returns: %TRUE when the event was recorded; %FALSE with @error set when
 *   it lies (%FUTOSHIKI_TRACE_ERROR_LIE), an argument is out of range
 *   (`FUTOSHIKI_ERROR_INVALID`), or writing to the output failed (then it
 *   was recorded all the same)
 */
gboolean
futoshiki_recorder_assign (FutoshikiRecorder *self,
                           gint               row,
                           gint               col,
                           gint               value,
                           FutoshikiReason    reason,
                           GError           **error)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), FALSE);
  return report_cell (self, FUTO_EVENT_ASSIGN, row, col, value, reason, -1, -1, error);
}

/**
 * futoshiki_recorder_prune:
 * @self: a recorder
 * @row: the cell's row, from 0
 * @col: the cell's column, from 0
 * @value: the value removed from the cell's candidates
 * @reason: why (%FUTOSHIKI_REASON_ROW, %FUTOSHIKI_REASON_SIGN, …)
 * @cause_row: the row of the cell responsible, or -1 for none
 * @cause_col: the column of the cell responsible, or -1 for none
 * @error: return location for an error
 *
 * Reports that a value leaves a cell's candidates, because of the cause.
 *
 * Returns: %TRUE when the event was recorded (see futoshiki_recorder_assign())
 */
gboolean
futoshiki_recorder_prune (FutoshikiRecorder *self,
                          gint               row,
                          gint               col,
                          gint               value,
                          FutoshikiReason    reason,
                          gint               cause_row,
                          gint               cause_col,
                          GError           **error)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), FALSE);
  return report_cell (self, FUTO_EVENT_PRUNE, row, col, value, reason, cause_row, cause_col, error);
}

/**
 * futoshiki_recorder_restore:
 * @self: a recorder
 * @row: the cell's row, from 0
 * @col: the cell's column, from 0
 * @value: the value given back to the cell's candidates
 * @error: return location for an error
 *
 * Reports that a pruned value comes back, as the search undoes a decision.
 *
 * Returns: %TRUE when the event was recorded (see futoshiki_recorder_assign())
 */
gboolean
futoshiki_recorder_restore (FutoshikiRecorder *self,
                            gint               row,
                            gint               col,
                            gint               value,
                            GError           **error)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), FALSE);
  return report_cell (self, FUTO_EVENT_RESTORE, row, col, value, FUTOSHIKI_REASON_NONE, -1, -1, error);
}

/**
 * futoshiki_recorder_unassign:
 * @self: a recorder
 * @row: the cell's row, from 0
 * @col: the cell's column, from 0
 * @value: the value the cell holds
 * @error: return location for an error
 *
 * Reports that the cell gives its value back. The unassignment of a
 * decision closes it: the next decision is its sibling in the tree.
 *
 * Returns: %TRUE when the event was recorded (see futoshiki_recorder_assign())
 */
gboolean
futoshiki_recorder_unassign (FutoshikiRecorder *self,
                             gint               row,
                             gint               col,
                             gint               value,
                             GError           **error)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), FALSE);
  return report_cell (self, FUTO_EVENT_UNASSIGN, row, col, value, FUTOSHIKI_REASON_NONE, -1, -1, error);
}

/**
 * futoshiki_recorder_refute:
 * @self: a recorder
 * @row: the cell's row, from 0
 * @col: the cell's column, from 0
 * @value: the value the cell holds, just tried
 * @reason: the rule the value breaks (%FUTOSHIKI_REASON_ROW,
 *   %FUTOSHIKI_REASON_COLUMN, %FUTOSHIKI_REASON_SIGN, …)
 * @cause_row: the row of the cell whose value it clashes with, or -1
 * @cause_col: the column of that cell, or -1
 * @error: return location for an error
 *
 * Reports that a value just tried breaks a rule, and takes it back: an
 * unassignment with its reason, as `bt` tells a try that fails its check.
 * The search tree then says why the node is a dead end.
 *
 * Returns: %TRUE when the event was recorded (see futoshiki_recorder_assign())
 */
gboolean
futoshiki_recorder_refute (FutoshikiRecorder *self,
                           gint               row,
                           gint               col,
                           gint               value,
                           FutoshikiReason    reason,
                           gint               cause_row,
                           gint               cause_col,
                           GError           **error)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), FALSE);
  return report_cell (self, FUTO_EVENT_UNASSIGN, row, col, value, reason, cause_row, cause_col, error);
}

/**
 * futoshiki_recorder_backtrack:
 * @self: a recorder
 * @row: the row of the decision the search returns from, from 0
 * @col: its column, from 0
 * @value: its value
 * @error: return location for an error
 *
 * Reports that the search returns from a decision whose subtree is done,
 * to the depth above it; the decision's undo (restores, its
 * unassignment) follows. Row and column -1 with value 0 return from the
 * deepest open decision.
 *
 * Returns: %TRUE when the event was recorded (see futoshiki_recorder_assign())
 */
gboolean
futoshiki_recorder_backtrack (FutoshikiRecorder *self,
                              gint               row,
                              gint               col,
                              gint               value,
                              GError           **error)
{
  FutoEvent event = { FUTO_EVENT_BACKTRACK, FUTO_REASON_NONE, -1, -1, 0, 0, 0.0 };

  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), FALSE);

  if (!accepting (self, error))
    return FALSE;
  if (row != -1 || col != -1 || value != 0)
    {
      if (!cell_of (self, row, col, FALSE, &event.cell, error) || !value_ok (self, value, error))
        return FALSE;
      event.value = value;
    }
  return report (self, &event, error);
}

static gboolean
report_arc (FutoshikiRecorder *self,
            FutoEventKind      kind,
            int                row,
            int                col,
            int                other_row,
            int                other_col,
            GError           **error)
{
  FutoEvent event = { kind, FUTO_REASON_NONE, -1, -1, 0, 0, 0.0 };

  if (!accepting (self, error) || !cell_of (self, row, col, FALSE, &event.cell, error)
      || !cell_of (self, other_row, other_col, TRUE, &event.cause, error))
    return FALSE;
  return report (self, &event, error);
}

/**
 * futoshiki_recorder_queue:
 * @self: a recorder
 * @row: the row of the cell the arc revises, from 0
 * @col: its column, from 0
 * @other_row: the row of the cell it is revised against, from 0
 * @other_col: its column, from 0
 * @error: return location for an error
 *
 * Arc consistency: reports that the arc from the cell to the other (in its
 * row or column) joins the queue of arcs waiting to be revised. The app
 * lists the queue beside the board. With checking on, an arc already
 * waiting, or whose cells share no line, is refused.
 *
 * Returns: %TRUE when the event was recorded (see futoshiki_recorder_assign())
 */
gboolean
futoshiki_recorder_queue (FutoshikiRecorder *self,
                          gint               row,
                          gint               col,
                          gint               other_row,
                          gint               other_col,
                          GError           **error)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), FALSE);
  return report_arc (self, FUTO_EVENT_QUEUE, row, col, other_row, other_col, error);
}

/**
 * futoshiki_recorder_revise:
 * @self: a recorder
 * @row: the row of the cell the arc revises, from 0
 * @col: its column, from 0
 * @other_row: the row of the cell it is revised against, from 0
 * @other_col: its column, from 0
 * @error: return location for an error
 *
 * Arc consistency: reports that the arc leaves the queue and is revised;
 * the prunes of the cell with %FUTOSHIKI_REASON_ARC and the other cell as
 * their cause that follow are its removals (the app draws the arc as an
 * arrow). With checking on, an arc that is not waiting is refused, and
 * once a revision was reported, so is an arc prune outside its own arc's.
 *
 * Returns: %TRUE when the event was recorded (see futoshiki_recorder_assign())
 */
gboolean
futoshiki_recorder_revise (FutoshikiRecorder *self,
                           gint               row,
                           gint               col,
                           gint               other_row,
                           gint               other_col,
                           GError           **error)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), FALSE);
  return report_arc (self, FUTO_EVENT_REVISE, row, col, other_row, other_col, error);
}

/**
 * futoshiki_recorder_flush_queue:
 * @self: a recorder
 * @error: return location for an error
 *
 * Arc consistency: reports that every arc still waiting leaves the queue
 * unrevised, as when a revision empties a cell.
 *
 * Returns: %TRUE when the event was recorded (see futoshiki_recorder_assign())
 */
gboolean
futoshiki_recorder_flush_queue (FutoshikiRecorder *self,
                                GError           **error)
{
  FutoEvent event = { FUTO_EVENT_FLUSH, FUTO_REASON_NONE, -1, -1, 0, 0, 0.0 };

  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), FALSE);

  if (!accepting (self, error))
    return FALSE;
  return report (self, &event, error);
}

/**
 * futoshiki_recorder_solution:
 * @self: a recorder
 * @error: return location for an error
 *
 * Reports that the values assigned now are a solution. With checking on,
 * a board with an empty cell, a value twice in a line or a broken sign
 * is refused.
 *
 * Returns: %TRUE when the event was recorded (see futoshiki_recorder_assign())
 */
gboolean
futoshiki_recorder_solution (FutoshikiRecorder *self,
                             GError           **error)
{
  FutoEvent event = { FUTO_EVENT_SOLUTION, FUTO_REASON_NONE, -1, -1, 0, 0, 0.0 };

  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), FALSE);

  if (!accepting (self, error))
    return FALSE;
  return report (self, &event, error);
}

/**
 * futoshiki_recorder_move:
 * @self: a recorder
 * @row: the cell's row, from 0
 * @col: the cell's column, from 0
 * @value: its new value
 * @error: return location for an error
 *
 * Local search: reports that a cell of the current configuration changes
 * its value.
 *
 * Returns: %TRUE when the event was recorded (see futoshiki_recorder_assign())
 */
gboolean
futoshiki_recorder_move (FutoshikiRecorder *self,
                         gint               row,
                         gint               col,
                         gint               value,
                         GError           **error)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), FALSE);
  return report_cell (self, FUTO_EVENT_MOVE, row, col, value, FUTOSHIKI_REASON_NONE, -1, -1, error);
}

/**
 * futoshiki_recorder_energy:
 * @self: a recorder
 * @energy: the energy (or fitness) of the current configuration
 * @error: return location for an error
 *
 * Local search: reports the current energy, which the app's energy chart
 * draws.
 *
 * Returns: %TRUE when the event was recorded (see futoshiki_recorder_assign())
 */
gboolean
futoshiki_recorder_energy (FutoshikiRecorder *self,
                           gdouble            energy,
                           GError           **error)
{
  FutoEvent event = { FUTO_EVENT_ENERGY, FUTO_REASON_NONE, -1, -1, 0, 0, energy };

  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), FALSE);

  if (!accepting (self, error))
    return FALSE;
  if (!isfinite (energy))
    {
      g_set_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_INVALID,
                   _("event %llu: an energy must be a finite number"), (unsigned long long) self->n_events + 1);
      return FALSE;
    }
  return report (self, &event, error);
}

/**
 * futoshiki_recorder_finish:
 * @self: a recorder
 * @error: return location for an error
 *
 * Ends the recording: writes `end` to the output and hands over the
 * trace. The recorder takes no more events; calling this again returns
 * the same trace.
 *
 * Returns: (transfer full): the trace, or %NULL with @error set when an
 *   event lied (%FUTOSHIKI_TRACE_ERROR_LIE, the lie's message) or writing
 *   the output failed
 */
FutoshikiTrace *
futoshiki_recorder_finish (FutoshikiRecorder *self,
                           GError           **error)
{
  gboolean ok;

  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (self->result != NULL)
    return g_object_ref (self->result);
  if (!accepting (self, error))
    {
      /* The viewer hears that the run stopped where it lied. */
      write_pending (self, NULL);
      return NULL;
    }
  if (self->output != NULL)
    g_string_append (self->pending, "end\n");
  ok = write_pending (self, error);
  g_clear_object (&self->output);
  self->result = futoshiki_trace_new_for_core (g_steal_pointer (&self->trace));
  g_clear_pointer (&self->checker, futo_trace_checker_free);
  if (!ok)
    return NULL;
  return g_object_ref (self->result);
}

/**
 * futoshiki_recorder_save:
 * @self: a recorder
 * @file: where to write the trace (replaced)
 * @error: return location for an error
 *
 * Writes the run recorded so far, or the finished trace, in the text form
 * to @file, atomically (see futoshiki_trace_save()).
 *
 * Returns: %TRUE when the trace was written
 */
gboolean
futoshiki_recorder_save (FutoshikiRecorder *self,
                         GFile             *file,
                         GError           **error)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->result != NULL)
    return futoshiki_trace_save (self->result, file, error);
  if (self->trace == NULL)
    {
      g_set_error_literal (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_INVALID,
                           _("The recorder was made without a puzzle"));
      return FALSE;
    }
  return _futoshiki_trace_write_file (self->trace, file, error);
}

/* Properties. */

/**
 * futoshiki_recorder_get_puzzle:
 * @self: a recorder
 *
 * The puzzle the run is on: the recorder's own copy.
 *
 * Returns: (transfer none) (nullable): the puzzle
 */
FutoshikiPuzzle *
futoshiki_recorder_get_puzzle (FutoshikiRecorder *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), NULL);
  return self->puzzle;
}

/**
 * futoshiki_recorder_get_solver_name:
 * @self: a recorder
 *
 * The solver's name as the trace writes it.
 *
 * Returns: (nullable): the name, or %NULL when none was given
 */
const char *
futoshiki_recorder_get_solver_name (FutoshikiRecorder *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), NULL);
  return self->solver_name;
}

/**
 * futoshiki_recorder_get_node_count:
 * @self: a recorder
 *
 * How the run's search tree counts its nodes.
 *
 * Returns: the node count
 */
FutoshikiNodeCount
futoshiki_recorder_get_node_count (FutoshikiRecorder *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), FUTOSHIKI_NODE_COUNT_DECISIONS);
  return self->node_count;
}

static void
write_node_count (FutoshikiRecorder *self)
{
  /* The same words as the command's traces; NONE has no line. */
  if (self->trace != NULL
      && !futo_trace_set_node_count (self->trace, futo_node_count_name ((FutoNodeCount) self->node_count)))
    g_warning ("The trace refused the node count %d", (int) self->node_count);
}

/**
 * futoshiki_recorder_set_node_count:
 * @self: a recorder
 * @node_count: how the tree counts nodes
 *
 * Says how the run's search tree counts its nodes, written in the trace's
 * header: as `bt` does (%FUTOSHIKI_NODE_COUNT_DECISIONS, the default),
 * as `fc` does (%FUTOSHIKI_NODE_COUNT_CONSISTENT_STATES), …. Set it before
 * the first event and before futoshiki_recorder_set_output(), which write
 * the header; later it is ignored with a warning.
 */
void
futoshiki_recorder_set_node_count (FutoshikiRecorder *self,
                                   FutoshikiNodeCount node_count)
{
  g_return_if_fail (FUTOSHIKI_IS_RECORDER (self));
  g_return_if_fail ((int) node_count >= FUTOSHIKI_NODE_COUNT_NONE
                    && (int) node_count <= FUTOSHIKI_NODE_COUNT_DEDUCTIONS);

  if (self->node_count == node_count)
    return;
  if (self->started)
    {
      g_warning ("The node count of a recording is set before its first event or output");
      return;
    }
  self->node_count = node_count;
  write_node_count (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NODE_COUNT]);
}

/**
 * futoshiki_recorder_get_check:
 * @self: a recorder
 *
 * Whether each event is checked against the puzzle as it is reported.
 *
 * Returns: %TRUE when checking
 */
gboolean
futoshiki_recorder_get_check (FutoshikiRecorder *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), FALSE);
  return self->check;
}

/**
 * futoshiki_recorder_set_check:
 * @self: a recorder
 * @check: whether to check each event
 *
 * Turns checking on (the default) or off, before the first event (later
 * it is ignored with a warning: a checker must see every event). A trace
 * recorded unchecked is checked all the same when it is read back.
 */
void
futoshiki_recorder_set_check (FutoshikiRecorder *self,
                              gboolean           check)
{
  g_return_if_fail (FUTOSHIKI_IS_RECORDER (self));

  check = !!check;
  if (self->check == check)
    return;
  if (self->n_events > 0 || self->failure != NULL)
    {
      g_warning ("Checking is turned on or off before the first event of a recording");
      return;
    }
  self->check = check;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHECK]);
}

/**
 * futoshiki_recorder_get_n_events:
 * @self: a recorder
 *
 * The events recorded.
 *
 * Returns: the number of events
 */
guint64
futoshiki_recorder_get_n_events (FutoshikiRecorder *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), 0);
  return self->n_events;
}

/**
 * futoshiki_recorder_get_depth:
 * @self: a recorder
 *
 * The decisions open: the depth the next decision's parent is at. A
 * decision goes one deeper; a backtrack returns above the decision.
 *
 * Returns: the depth
 */
gint
futoshiki_recorder_get_depth (FutoshikiRecorder *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RECORDER (self), 0);
  return current_depth (self);
}

/* The object. */

static char *
clean_name (const char *name)
{
  char *clean;

  if (name == NULL || *name == '\0')
    return NULL;
  clean = g_strdup (name);
  /* The format's names are [A-Za-z0-9_.-]+, one word on the header line. */
  g_strcanon (clean, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-", '_');
  return clean;
}

static void
futoshiki_recorder_constructed (GObject *object)
{
  FutoshikiRecorder *self = FUTOSHIKI_RECORDER (object);
  const FutoPuzzle *puzzle;
  gsize cells;

  G_OBJECT_CLASS (futoshiki_recorder_parent_class)->constructed (object);

  if (self->puzzle == NULL)
    {
      g_critical ("A FutoshikiRecorder is made with a puzzle");
      return;
    }
  puzzle = futoshiki_puzzle_get_core (self->puzzle);
  self->size = puzzle->size;
  cells = (gsize) self->size * (gsize) self->size;
  self->trace = futo_trace_new (self->size, 0);
  if (self->trace == NULL || !futo_trace_set_puzzle (self->trace, puzzle)
      || (self->solver_name != NULL && !futo_trace_set_algorithm (self->trace, self->solver_name)))
    g_error ("Not enough memory for a recording");
  write_node_count (self);
  /* Each cell once as = and once per value as ≠ in a binary search. */
  self->max_open = (int) (cells * (gsize) (self->size + 1));
  self->allocated = (int) cells;
  self->open = g_new (Decision, self->allocated);
  self->open_at = g_new (gint32, cells);
  for (gsize i = 0; i < cells; i++)
    self->open_at[i] = -1;
  self->values = g_new0 (guint8, cells);
}

static void
futoshiki_recorder_dispose (GObject *object)
{
  FutoshikiRecorder *self = FUTOSHIKI_RECORDER (object);

  /* A script that drops its recorder unfinished still gets its lines out. */
  write_pending (self, NULL);
  g_clear_object (&self->output);
  g_clear_object (&self->result);
  g_clear_object (&self->puzzle);

  G_OBJECT_CLASS (futoshiki_recorder_parent_class)->dispose (object);
}

static void
futoshiki_recorder_finalize (GObject *object)
{
  FutoshikiRecorder *self = FUTOSHIKI_RECORDER (object);

  g_clear_pointer (&self->trace, futo_trace_free);
  g_clear_pointer (&self->checker, futo_trace_checker_free);
  g_clear_error (&self->failure);
  g_free (self->solver_name);
  g_free (self->open);
  g_free (self->open_at);
  g_free (self->values);
  g_string_free (self->pending, TRUE);

  G_OBJECT_CLASS (futoshiki_recorder_parent_class)->finalize (object);
}

static void
futoshiki_recorder_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  FutoshikiRecorder *self = FUTOSHIKI_RECORDER (object);

  switch (prop_id)
    {
    case PROP_PUZZLE:
      g_value_set_object (value, self->puzzle);
      break;
    case PROP_SOLVER_NAME:
      g_value_set_string (value, self->solver_name);
      break;
    case PROP_NODE_COUNT:
      g_value_set_enum (value, self->node_count);
      break;
    case PROP_CHECK:
      g_value_set_boolean (value, self->check);
      break;
    case PROP_N_EVENTS:
      g_value_set_uint64 (value, self->n_events);
      break;
    case PROP_DEPTH:
      g_value_set_int (value, futoshiki_recorder_get_depth (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_recorder_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  FutoshikiRecorder *self = FUTOSHIKI_RECORDER (object);
  FutoshikiPuzzle *puzzle;

  switch (prop_id)
    {
    case PROP_PUZZLE:
      /* A copy: the script may go on changing its own. */
      puzzle = g_value_get_object (value);
      self->puzzle = puzzle != NULL ? futoshiki_puzzle_copy (puzzle) : NULL;
      break;
    case PROP_SOLVER_NAME:
      self->solver_name = clean_name (g_value_get_string (value));
      break;
    case PROP_NODE_COUNT:
      futoshiki_recorder_set_node_count (self, g_value_get_enum (value));
      break;
    case PROP_CHECK:
      futoshiki_recorder_set_check (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_recorder_class_init (FutoshikiRecorderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = futoshiki_recorder_constructed;
  object_class->dispose = futoshiki_recorder_dispose;
  object_class->finalize = futoshiki_recorder_finalize;
  object_class->get_property = futoshiki_recorder_get_property;
  object_class->set_property = futoshiki_recorder_set_property;

  /**
   * FutoshikiRecorder:puzzle: (getter get_puzzle)
   *
   * The puzzle the run is on (a copy of the one given).
   */
  properties[PROP_PUZZLE] =
    g_param_spec_object ("puzzle", NULL, NULL, FUTOSHIKI_TYPE_PUZZLE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_EXPLICIT_NOTIFY
                         | G_PARAM_STATIC_STRINGS);
  /**
   * FutoshikiRecorder:solver-name: (getter get_solver_name)
   *
   * The solver's name, written in the trace's `algorithm` line.
   */
  properties[PROP_SOLVER_NAME] =
    g_param_spec_string ("solver-name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_EXPLICIT_NOTIFY
                         | G_PARAM_STATIC_STRINGS);
  /**
   * FutoshikiRecorder:node-count: (getter get_node_count) (setter set_node_count)
   *
   * How the run's search tree counts its nodes; set it before the first
   * event.
   */
  properties[PROP_NODE_COUNT] =
    g_param_spec_enum ("node-count", NULL, NULL, FUTOSHIKI_TYPE_NODE_COUNT, FUTOSHIKI_NODE_COUNT_DECISIONS,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * FutoshikiRecorder:check: (getter get_check) (setter set_check)
   *
   * Whether each event is checked as it is reported; set it before the
   * first event.
   */
  properties[PROP_CHECK] =
    g_param_spec_boolean ("check", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * FutoshikiRecorder:n-events: (getter get_n_events)
   *
   * The events recorded.
   */
  properties[PROP_N_EVENTS] =
    g_param_spec_uint64 ("n-events", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * FutoshikiRecorder:depth: (getter get_depth)
   *
   * The depth of the search: the decisions open.
   */
  properties[PROP_DEPTH] =
    g_param_spec_int ("depth", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  notify_signal = g_signal_lookup ("notify", G_TYPE_OBJECT);
  n_events_quark = g_param_spec_get_name_quark (properties[PROP_N_EVENTS]);
  depth_quark = g_param_spec_get_name_quark (properties[PROP_DEPTH]);
}

static void
futoshiki_recorder_init (FutoshikiRecorder *self)
{
  self->node_count = FUTOSHIKI_NODE_COUNT_DECISIONS;
  self->check = TRUE;
  self->returned = -1;
  self->pending = g_string_new (NULL);
}
