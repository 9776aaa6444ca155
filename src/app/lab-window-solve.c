/* lab-window-solve.c: solving, counting and checking in the background
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * win.solve runs the chosen algorithm (the GSettings key "algorithm",
 * chosen in the Solve With dialog, which shows every method of the
 * registry with its source) in a LabSolveJob; win.count-solutions and
 * win.check-uniqueness do the same with a solution limit of 0 and 2. A bar
 * above the board shows the time and speed while the run goes on, Cancel
 * (or Escape) stops it at once, and then the bar tells the outcome in
 * words with the statistics. A solution comes back as entries in one
 * undoable step.
 *
 * A run belongs to the puzzle it started on: a new document or a changed
 * puzzle cancels it, so that a stale answer never lands on the board.
 */
#define G_LOG_DOMAIN "lab-window-solve"

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>

#include "lab-algorithm-text.h"
#include "lab-compare-view.h"
#include "lab-window-private.h"

/* Counting all solutions of an open board never ends: stop at this many
 * nodes and say "at least". The default engine explores it in seconds. */
#define COUNT_NODE_LIMIT G_GUINT64_CONSTANT (20000000)

typedef enum
{
  PURPOSE_SOLVE,
  PURPOSE_COUNT,
  PURPOSE_UNIQUENESS,
} Purpose;

struct _LabWindowSolve
{
  LabSolveJob  *job;
  GCancellable *cancellable;
  Purpose       purpose;
  /* The document the run is for; not owned, only compared. */
  LabDocument  *document;
  /* The document whose "changed" the window follows; weak. */
  LabDocument  *watched;
  gboolean      applying;
};

const FutoAlgorithm *
_lab_window_solve_get_algorithm (LabWindow *self)
{
  g_autofree char *id = g_settings_get_string (self->settings, "algorithm");
  const FutoAlgorithm *algorithm = futo_algorithm_find (id);

  return algorithm != NULL ? algorithm : futo_algorithm_default ();
}

static char *
format_rate (double nodes_per_second)
{
  if (nodes_per_second >= 1e6)
    /* Translators: search speed, e.g. "2.4 million nodes per second" */
    return g_strdup_printf (_("%.1f million nodes per second"), nodes_per_second / 1e6);
  /* Translators: search speed, e.g. "3,400 nodes per second" */
  return g_strdup_printf (_("%'.0f nodes per second"), nodes_per_second);
}

static void
update_progress (LabWindow *self)
{
  LabWindowSolve *solve = self->solve;
  g_autofree char *time = lab_solve_job_format_duration (lab_solve_job_get_elapsed (solve->job));
  g_autofree char *rate = format_rate (lab_solve_job_get_nodes_per_second (solve->job));
  g_autofree char *text = NULL;

  /* Translators: elapsed time, nodes explored, speed:
   * "1.20 s · 340,000 nodes · 2.8 million nodes per second" */
  text = g_strdup_printf (_("%s · %'" PRIu64 " nodes · %s"),
                          time, lab_solve_job_get_nodes (solve->job), rate);
  lab_solve_bar_set_detail (self->solve_bar, text);
}

static const char *
outcome_icon (const FutoRunResult *result)
{
  switch (result->status)
    {
    case FUTO_STATUS_SOLVED:
      return "emblem-ok-symbolic";
    case FUTO_STATUS_UNSATISFIABLE:
    case FUTO_STATUS_INVALID:
      return "dialog-warning-symbolic";
    default:
      return "dialog-information-symbolic";
    }
}

static const char *
outcome_title (Purpose              purpose,
               const FutoRunResult *result)
{
  switch (result->status)
    {
    case FUTO_STATUS_SOLVED:
      if (purpose == PURPOSE_SOLVE)
        return _("Solved");
      if (purpose == PURPOSE_UNIQUENESS)
        return result->solution_count >= 2 ? _("Not Unique")
               : result->exhausted ? _("Unique") : _("One Solution Found");
      return result->exhausted ? _("Solutions Counted") : _("Solutions Found");
    case FUTO_STATUS_UNSATISFIABLE:
      return _("No Solution");
    case FUTO_STATUS_LIMIT:
      return _("Limit Reached");
    case FUTO_STATUS_CANCELLED:
      return _("Cancelled");
    case FUTO_STATUS_GAVE_UP:
      return _("Gave Up");
    case FUTO_STATUS_INVALID:
    default:
      return _("Cannot Solve");
    }
}

static void
on_run_done (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  LabSolveJob *job = LAB_SOLVE_JOB (object);
  g_autoptr(LabWindow) self = user_data;
  LabWindowSolve *solve = self->solve;
  g_autoptr(GError) error = NULL;
  const FutoRunResult *run;
  g_autofree char *text = NULL;
  gboolean ok = lab_solve_job_run_finish (job, result, &error);

  /* The window went away, or a newer run replaced this one. */
  if (solve == NULL || solve->job != job)
    return;
  g_clear_object (&solve->cancellable);
  _lab_window_update_actions (self);

  if (!ok && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_autofree char *time = lab_solve_job_format_duration (lab_solve_job_get_elapsed (job));
      g_autofree char *detail = g_strdup_printf (_("Stopped after %s. The board is as it was."), time);

      lab_solve_bar_show_outcome (self->solve_bar, "dialog-information-symbolic", _("Cancelled"), detail);
      return;
    }
  if (!ok)
    {
      lab_solve_bar_show_outcome (self->solve_bar, "dialog-warning-symbolic", _("Cannot Solve"), error->message);
      return;
    }

  run = lab_solve_job_get_result (job);
  text = lab_solve_job_describe (job);
  lab_solve_bar_show_outcome (self->solve_bar, outcome_icon (run), outcome_title (solve->purpose, run), text);

  if (solve->purpose == PURPOSE_SOLVE && run->status == FUTO_STATUS_SOLVED && run->stored > 0
      && solve->document == self->document)
    {
      solve->applying = TRUE;
      lab_document_set_mode (self->document, LAB_DOCUMENT_MODE_PLAY);
      lab_document_apply_values (self->document, run->solutions[0]);
      solve->applying = FALSE;
    }

  /* Two solutions of a puzzle being written: show where they differ, as
   * Show a Difference does, so that the author sees where to add a clue. */
  if (solve->purpose == PURPOSE_UNIQUENESS && run->stored >= 2 && solve->document == self->document
      && lab_document_get_mode (self->document) == LAB_DOCUMENT_MODE_EDIT)
    lab_board_set_difference (self->board, run->solutions[0], run->solutions[1]);
}

static void
cancel_run (LabWindow *self)
{
  LabWindowSolve *solve = self->solve;

  if (solve->cancellable != NULL)
    g_cancellable_cancel (solve->cancellable);
}

static void
start_run (LabWindow           *self,
           Purpose              purpose,
           const FutoAlgorithm *algorithm)
{
  LabWindowSolve *solve = self->solve;
  g_autofree char *heading = NULL;

  g_return_if_fail (self->document != NULL);

  cancel_run (self);
  g_clear_object (&solve->cancellable);
  if (solve->job != NULL)
    g_signal_handlers_disconnect_by_data (solve->job, self);
  g_clear_object (&solve->job);

  /* Counting and proving need a method that searches everything. */
  if (purpose != PURPOSE_SOLVE && !algorithm->complete)
    algorithm = futo_algorithm_default ();

  solve->purpose = purpose;
  solve->document = self->document;
  solve->job = lab_solve_job_new (lab_document_get_puzzle (self->document), algorithm->id);
  solve->cancellable = g_cancellable_new ();
  switch (purpose)
    {
    case PURPOSE_COUNT:
      lab_solve_job_set_solution_limit (solve->job, 0);
      lab_solve_job_set_node_limit (solve->job, COUNT_NODE_LIMIT);
      /* Translators: %s is an algorithm, e.g. "Counting solutions with Forward checking…" */
      heading = g_strdup_printf (_("Counting solutions with %s…"), lab_algorithm_name (algorithm));
      break;
    case PURPOSE_UNIQUENESS:
      lab_solve_job_set_solution_limit (solve->job, 2);
      heading = g_strdup_printf (_("Checking uniqueness with %s…"), lab_algorithm_name (algorithm));
      break;
    case PURPOSE_SOLVE:
    default:
      lab_solve_job_set_seed (solve->job, g_random_int ());
      heading = g_strdup_printf (_("Solving with %s…"), lab_algorithm_name (algorithm));
      break;
    }

  g_signal_connect_object (solve->job, "notify::elapsed",
                           G_CALLBACK (update_progress), self, G_CONNECT_SWAPPED);
  lab_solve_bar_show_running (self->solve_bar, heading);
  update_progress (self);
  lab_solve_job_run_async (solve->job, solve->cancellable, on_run_done, g_object_ref (self));
  _lab_window_update_actions (self);
}

static void
solve_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  LabWindow *self = user_data;

  start_run (self, PURPOSE_SOLVE, _lab_window_solve_get_algorithm (self));
}

/* win.solve-with (id): for the chooser, scripts and tests. */
static void
solve_with_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  LabWindow *self = user_data;
  const char *id = g_variant_get_string (parameter, NULL);
  const FutoAlgorithm *algorithm = futo_algorithm_find (id);

  if (algorithm == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("There is no algorithm called “%s”"), id);

      lab_window_show_toast (self, text);
      return;
    }
  g_settings_set_string (self->settings, "algorithm", id);
  start_run (self, PURPOSE_SOLVE, algorithm);
}

static void
count_solutions_activated (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       user_data)
{
  LabWindow *self = user_data;

  start_run (self, PURPOSE_COUNT, _lab_window_solve_get_algorithm (self));
}

static void
check_uniqueness_activated (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       user_data)
{
  LabWindow *self = user_data;

  start_run (self, PURPOSE_UNIQUENESS, _lab_window_solve_get_algorithm (self));
}

static void
cancel_solve_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  cancel_run (LAB_WINDOW (user_data));
}

static void
solve_dismiss_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  lab_solve_bar_dismiss (LAB_WINDOW (user_data)->solve_bar);
}

static void
compare_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  LabWindow *self = user_data;
  LabCompareView *view = lab_compare_view_new (GTK_WINDOW (self),
                                               lab_document_get_puzzle (self->document));

  gtk_window_present (GTK_WINDOW (view));
}

static const GActionEntry solve_actions[] = {
  { "solve", solve_activated },
  { "solve-with", solve_with_activated, "s" },
  { "choose-algorithm", _lab_window_solve_choose },
  { "count-solutions", count_solutions_activated },
  { "check-uniqueness", check_uniqueness_activated },
  { "cancel-solve", cancel_solve_activated },
  { "solve-dismiss", solve_dismiss_activated },
  { "compare", compare_activated },
};

void
_lab_window_solve_update_actions (LabWindow *self)
{
  static const char * const start_actions[] = {
    "solve", "solve-with", "choose-algorithm", "count-solutions", "check-uniqueness", "compare",
  };
  gboolean running;

  if (self->solve == NULL)
    return;
  running = self->solve->cancellable != NULL;
  for (guint i = 0; i < G_N_ELEMENTS (start_actions); i++)
    _lab_window_set_action_enabled (self, start_actions[i], self->document != NULL && !running);
  _lab_window_set_action_enabled (self, "cancel-solve", running);
}

static void
on_puzzle_changed (LabWindow         *self,
                   LabDocumentChange  what,
                   int                cell,
                   LabDocument       *document)
{
  /* A document this window showed before may live on elsewhere. */
  if (document == self->document && (what & LAB_DOCUMENT_CHANGE_PUZZLE))
    {
      cancel_run (self);
      lab_solve_bar_dismiss (self->solve_bar);
    }
}

static void
on_document_replaced (LabWindow *self)
{
  LabWindowSolve *solve = self->solve;

  if (solve == NULL)
    return;
  cancel_run (self);
  lab_solve_bar_dismiss (self->solve_bar);
  if (solve->watched == self->document)
    return;
  if (solve->watched != NULL)
    g_signal_handlers_disconnect_by_func (solve->watched, on_puzzle_changed, self);
  g_set_weak_pointer (&solve->watched, self->document);
  if (self->document != NULL)
    g_signal_connect_object (self->document, "changed",
                             G_CALLBACK (on_puzzle_changed), self, G_CONNECT_SWAPPED);
}

void
_lab_window_solve_init (LabWindow *self)
{
  self->solve = g_new0 (LabWindowSolve, 1);
  g_action_map_add_action_entries (G_ACTION_MAP (self), solve_actions,
                                   G_N_ELEMENTS (solve_actions), self);
  g_signal_connect (self, "notify::document", G_CALLBACK (on_document_replaced), NULL);
  if (self->document != NULL)
    on_document_replaced (self);
  _lab_window_solve_update_actions (self);
}

void
_lab_window_solve_cancel (LabWindow *self)
{
  if (self->solve != NULL)
    cancel_run (self);
}

void
_lab_window_solve_dispose (LabWindow *self)
{
  LabWindowSolve *solve = self->solve;

  if (solve == NULL)
    return;
  self->solve = NULL;
  if (solve->watched != NULL)
    g_signal_handlers_disconnect_by_func (solve->watched, on_puzzle_changed, self);
  g_clear_weak_pointer (&solve->watched);
  if (solve->cancellable != NULL)
    g_cancellable_cancel (solve->cancellable);
  g_clear_object (&solve->cancellable);
  if (solve->job != NULL)
    g_signal_handlers_disconnect_by_data (solve->job, self);
  g_clear_object (&solve->job);
  g_free (solve);
}

LabSolveJob *
_lab_window_solve_get_job (LabWindow *self)
{
  return self->solve != NULL ? self->solve->job : NULL;
}

gboolean
_lab_window_solve_is_applying (LabWindow *self)
{
  return self->solve != NULL && self->solve->applying;
}
