/* lab-solve-controller.c: solving, counting and checking in the background
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * win.solve runs the chosen algorithm (the GSettings key "algorithm",
 * chosen in the Solve With dialog, which shows every method of the
 * registry with its source) in a FutoshikiSolveJob; win.count-solutions and
 * win.check-uniqueness do the same with a solution limit of 0 and 2. The
 * solve bar above the board shows the time and speed while the run goes
 * on, Cancel (or Escape) stops it at once, and then the bar tells the
 * outcome in words with the statistics. A solution comes back as entries
 * in one undoable step.
 *
 * A run belongs to the puzzle it started on: a new document or a changed
 * puzzle cancels it, so that a stale answer never lands on the board.
 *
 * The outcome of a Solve speaks of the solution on the board, so it shows
 * only while the board shows that solution: Undo takes both away and gives
 * back the mode the Solve switched from, Redo brings back the solution as
 * the Solve left it (Play, and the outcome unless it was closed), and any
 * other change of the entries ends it.
 *
 * The window owns the controller, and a run holds the controller only
 * weakly: a closed window drops it at once, which stops the run.
 */
#define G_LOG_DOMAIN "lab-solve-controller"

#include "config.h"

#include <inttypes.h>
#include <time.h>

#include <glib/gi18n.h>

#include "futoshiki-algorithm-text.h"
#include "lab-compare-view.h"
#include "lab-solve-chooser.h"
#include "lab-solve-controller.h"

/* Counting all solutions of an open board never ends: stop at this many
 * nodes and say "at least". The default engine explores it in seconds. */
#define COUNT_NODE_LIMIT G_GUINT64_CONSTANT (20000000)

typedef enum
{
  PURPOSE_SOLVE,
  PURPOSE_COUNT,
  PURPOSE_UNIQUENESS,
} Purpose;

struct _LabSolveController
{
  GObject       parent_instance;

  /* The window whose win.* actions these are; it owns the controller,
   * so this is no reference. */
  GtkApplicationWindow *window;
  AdwToastOverlay      *toasts;
  LabBoard     *board;
  LabSolveBar  *bar;
  /* The run under way, in the status line under the board. */
  LabSolveProgress *progress;
  GSettings    *settings;

  FutoshikiDocument  *document;
  /* The document's "changed": a new puzzle stops the run. */
  GSignalGroup *document_signals;

  FutoshikiSolveJob  *job;
  /* The job's progress, shown on the bar. */
  GSignalGroup *job_signals;
  GCancellable *cancellable;
  Purpose       purpose;
  /* The document the run is for; not owned, only compared. */
  FutoshikiDocument  *run_document;

  /* The board as the last Solve left it, and as it was before (NULL when
   * the Solve changed nothing, so that no undo can take it back) with its
   * mode, for as long as Undo and Redo can go between the two. */
  FutoGame        *solved_game;
  FutoGame        *unsolved_game;
  FutoshikiDocumentMode  unsolved_mode;
  /* The user closed the outcome: Redo does not bring it back. */
  gboolean         outcome_closed;
  gboolean         applying;
};

G_DEFINE_FINAL_TYPE (LabSolveController, lab_solve_controller, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The algorithm of the "algorithm" setting, or the default one. */
static const FutoAlgorithm *
chosen_algorithm (LabSolveController *self)
{
  g_autofree char *id = g_settings_get_string (self->settings, "algorithm");
  const FutoAlgorithm *algorithm = futo_algorithm_find (id);

  return algorithm != NULL ? algorithm : futo_algorithm_default ();
}

static void
set_action_enabled (LabSolveController *self,
                    const char         *name,
                    gboolean            enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->window), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
update_actions (LabSolveController *self)
{
  static const char * const start_actions[] = {
    "solve", "solve-with", "choose-algorithm", "count-solutions", "check-uniqueness", "compare",
  };
  gboolean running = self->cancellable != NULL;

  for (guint i = 0; i < G_N_ELEMENTS (start_actions); i++)
    set_action_enabled (self, start_actions[i], self->document != NULL && !running);
  set_action_enabled (self, "cancel-solve", running);
}

/* The run in the status line */

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
update_progress (LabSolveController *self)
{
  g_autofree char *time = NULL;
  g_autofree char *rate = NULL;
  g_autofree char *text = NULL;

  /* Until the first progress report the numbers are all zero, which
   * reads as a search that does nothing. */
  if (futoshiki_solve_job_get_elapsed (self->job) <= 0)
    {
      lab_solve_progress_set_detail (self->progress, _("Starting…"));
      return;
    }

  /* For bench/app/bench-app.py, which counts the updates per second
   * (G_MESSAGES_DEBUG=lab-solve-controller). */
  g_debug ("progress shown at %" G_GINT64_FORMAT " us", g_get_monotonic_time ());

  time = futoshiki_solve_job_format_duration (futoshiki_solve_job_get_elapsed (self->job));
  rate = format_rate (futoshiki_solve_job_get_nodes_per_second (self->job));

  /* Translators: elapsed time, nodes explored, speed:
   * "1.20 s · 340,000 nodes · 2.8 million nodes per second" */
  text = g_strdup_printf (_("%s · %'" PRIu64 " nodes · %s"),
                          time, futoshiki_solve_job_get_nodes (self->job), rate);
  lab_solve_progress_set_detail (self->progress, text);
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
show_result (LabSolveController *self)
{
  const FutoRunResult *run = futoshiki_solve_job_get_result (self->job);
  g_autofree char *text = futoshiki_solve_job_describe (self->job);

  lab_solve_bar_show_outcome (self->bar, outcome_icon (run), outcome_title (self->purpose, run), text);
}

/* The solution on the board */

static void
forget_solution (LabSolveController *self)
{
  g_clear_pointer (&self->solved_game, futo_game_free);
  g_clear_pointer (&self->unsolved_game, futo_game_free);
  self->outcome_closed = FALSE;
}

/* Puts values on the board in Play mode, as one undo step, and remembers
 * the board before and after for follow_solution(). */
static void
apply_solution (LabSolveController *self,
                const guint8       *values)
{
  FutoGame *unsolved = futo_game_copy (futoshiki_document_get_game (self->document));
  FutoshikiDocumentMode mode = futoshiki_document_get_mode (self->document);
  gboolean changed;

  self->applying = TRUE;
  futoshiki_document_set_mode (self->document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  changed = futoshiki_document_apply_values (self->document, values);
  self->applying = FALSE;

  forget_solution (self);
  self->solved_game = futo_game_copy (futoshiki_document_get_game (self->document));
  self->unsolved_mode = mode;
  if (changed)
    self->unsolved_game = unsolved;
  else
    futo_game_free (unsolved);
}

/* After a change of the entries or pencil marks. Undo and Redo move
 * between the two remembered boards; Undo leaves something to redo,
 * which tells it from the player clearing the board by hand (Restart). */
static void
follow_solution (LabSolveController *self)
{
  const FutoGame *game;

  if (self->solved_game == NULL || self->applying)
    return;

  game = futoshiki_document_get_game (self->document);
  if (futo_game_equal (game, self->solved_game))
    {
      futoshiki_document_set_mode (self->document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
      if (!self->outcome_closed)
        show_result (self);
      return;
    }

  lab_solve_bar_dismiss (self->bar);
  if (self->unsolved_game != NULL && futo_game_equal (game, self->unsolved_game)
      && futoshiki_document_get_can_redo (self->document))
    futoshiki_document_set_mode (self->document, self->unsolved_mode);
  else
    forget_solution (self);
}

/* Running */

/* For bench/app/bench-app.py (G_MESSAGES_DEBUG=lab-solve-controller): the
 * main thread's CPU time at the moments it reads, so that it can tell what
 * the main thread did while the run went on from what showing the result
 * cost. */
static gint64
main_thread_cpu_us (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

static void
on_result_painted (GdkFrameClock *clock,
                   gpointer       user_data)
{
  g_signal_handlers_disconnect_by_func (clock, on_result_painted, user_data);
  g_debug ("result shown at %" G_GINT64_FORMAT " us, main thread %" G_GINT64_FORMAT " us",
           g_get_monotonic_time (), main_thread_cpu_us ());
}

static void
log_run_end (LabSolveController *self)
{
  GdkFrameClock *clock;

  if (g_log_writer_default_would_drop (G_LOG_LEVEL_DEBUG, G_LOG_DOMAIN))
    return;
  g_debug ("run done at %" G_GINT64_FORMAT " us, main thread %" G_GINT64_FORMAT " us",
           g_get_monotonic_time (), main_thread_cpu_us ());
  /* The first frame painted after this one shows the result. */
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (self->board));
  if (clock != NULL)
    g_signal_connect (clock, "after-paint", G_CALLBACK (on_result_painted), NULL);
}

static void
on_run_done (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  FutoshikiSolveJob *job = FUTOSHIKI_SOLVE_JOB (object);
  GWeakRef *weak_self = user_data;
  g_autoptr(LabSolveController) self = g_weak_ref_get (weak_self);
  g_autoptr(GError) error = NULL;
  const FutoRunResult *run;
  gboolean ok = futoshiki_solve_job_run_finish (job, result, &error);

  g_weak_ref_clear (weak_self);
  g_free (weak_self);

  /* The window went away, or a newer run replaced this one. */
  if (self == NULL || self->job != job)
    return;
  log_run_end (self);
  g_clear_object (&self->cancellable);
  lab_solve_progress_stop (self->progress);
  update_actions (self);

  if (!ok && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_autofree char *time = futoshiki_solve_job_format_duration (futoshiki_solve_job_get_elapsed (job));
      const FutoRunResult *partial = futoshiki_solve_job_get_result (job);
      g_autofree char *detail = NULL;

      /* A count stopped by hand still found what it found: a lower bound. */
      if (partial != NULL && futoshiki_solve_job_get_solution_limit (job) != 1 && partial->solution_count > 0)
        {
          g_autofree char *count = futoshiki_solve_job_format_count (partial->solution_count);

          /* Translators: a count of solutions stopped by hand: the time, the
           * solutions found by then ("1,234"). */
          detail = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 "Stopped after %s: at least %s solution. The board is as it was.",
                                                 "Stopped after %s: at least %s solutions. The board is as it was.",
                                                 partial->solution_count),
                                    time, count);
        }
      else
        detail = g_strdup_printf (_("Stopped after %s. The board is as it was."), time);

      lab_solve_bar_show_outcome (self->bar, "dialog-information-symbolic", _("Cancelled"), detail);
      return;
    }
  if (!ok)
    {
      lab_solve_bar_show_outcome (self->bar, "dialog-warning-symbolic", _("Cannot Solve"), error->message);
      return;
    }

  run = futoshiki_solve_job_get_result (job);
  g_debug ("run ended: %" G_GUINT64_FORMAT " nodes in %.6f s", run->stats.nodes, run->stats.elapsed);
  show_result (self);

  if (self->purpose == PURPOSE_SOLVE && run->status == FUTO_STATUS_SOLVED && run->stored > 0
      && self->run_document == self->document)
    apply_solution (self, run->solutions[0]);

  /* Two solutions of a puzzle being written: show where they differ, as
   * Show a Difference does, so that the author sees where to add a clue. */
  if (self->purpose == PURPOSE_UNIQUENESS && run->stored >= 2 && self->run_document == self->document
      && futoshiki_document_get_mode (self->document) == FUTOSHIKI_DOCUMENT_MODE_EDIT)
    lab_board_set_difference (self->board, run->solutions[0], run->solutions[1]);
}

void
lab_solve_controller_cancel (LabSolveController *self)
{
  g_return_if_fail (LAB_IS_SOLVE_CONTROLLER (self));

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

static void
start_run (LabSolveController  *self,
           Purpose              purpose,
           const FutoAlgorithm *algorithm)
{
  g_autofree char *heading = NULL;
  GWeakRef *weak_self;

  g_return_if_fail (self->document != NULL);

  lab_solve_controller_cancel (self);
  g_clear_object (&self->cancellable);
  forget_solution (self);
  g_signal_group_set_target (self->job_signals, NULL);
  g_clear_object (&self->job);

  /* Counting and proving need a method that searches everything. */
  if (purpose != PURPOSE_SOLVE && !algorithm->complete)
    algorithm = futo_algorithm_default ();

  self->purpose = purpose;
  self->run_document = self->document;
  self->job = futoshiki_solve_job_new (futoshiki_document_get_puzzle (self->document), algorithm->id);
  self->cancellable = g_cancellable_new ();
  switch (purpose)
    {
    case PURPOSE_COUNT:
      futoshiki_solve_job_set_solution_limit (self->job, 0);
      futoshiki_solve_job_set_node_limit (self->job, COUNT_NODE_LIMIT);
      /* Translators: %s is an algorithm, e.g. "Counting solutions with Forward checking…" */
      heading = g_strdup_printf (_("Counting solutions with %s…"), futoshiki_algorithm_name (algorithm));
      break;
    case PURPOSE_UNIQUENESS:
      futoshiki_solve_job_set_solution_limit (self->job, 2);
      heading = g_strdup_printf (_("Checking uniqueness with %s…"), futoshiki_algorithm_name (algorithm));
      break;
    case PURPOSE_SOLVE:
    default:
      /* A stochastic method gets a new chance each time. The others take
       * the command line's seed, 0: the seed breaks the engine's ties, and
       * at the hardness peak its time depends on them by orders of
       * magnitude, so the same puzzle solves as `futoshiki solve` does. */
      if (algorithm->stochastic)
        futoshiki_solve_job_set_seed (self->job, g_random_int ());
      heading = g_strdup_printf (_("Solving with %s…"), futoshiki_algorithm_name (algorithm));
      break;
    }

  g_signal_group_set_target (self->job_signals, self->job);
  /* The outcome of an earlier run goes; this one shows under the board,
   * which keeps its size (lab-solve-progress.c). */
  lab_solve_bar_dismiss (self->bar);
  lab_solve_progress_start (self->progress, heading);
  update_progress (self);
  weak_self = g_new0 (GWeakRef, 1);
  g_weak_ref_init (weak_self, self);
  futoshiki_solve_job_run_async (self->job, self->cancellable, on_run_done, weak_self);
  update_actions (self);
}

/* Actions */

static void
solve_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  LabSolveController *self = user_data;

  start_run (self, PURPOSE_SOLVE, chosen_algorithm (self));
}

/* win.solve-with (id): for the chooser, scripts and tests. */
static void
solve_with_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  LabSolveController *self = user_data;
  const char *id = g_variant_get_string (parameter, NULL);
  const FutoAlgorithm *algorithm = futo_algorithm_find (id);

  if (algorithm == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("There is no algorithm called “%s”"), id);

      AdwToast *toast = adw_toast_new (text);

      adw_toast_set_timeout (toast, 4);
      adw_toast_overlay_add_toast (self->toasts, toast);
      return;
    }
  g_settings_set_string (self->settings, "algorithm", id);
  start_run (self, PURPOSE_SOLVE, algorithm);
}

static void
choose_algorithm_activated (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       user_data)
{
  LabSolveController *self = user_data;

  lab_solve_chooser_present (GTK_WINDOW (self->window), chosen_algorithm (self));
}

static void
count_solutions_activated (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       user_data)
{
  LabSolveController *self = user_data;

  start_run (self, PURPOSE_COUNT, chosen_algorithm (self));
}

static void
check_uniqueness_activated (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       user_data)
{
  LabSolveController *self = user_data;

  start_run (self, PURPOSE_UNIQUENESS, chosen_algorithm (self));
}

static void
cancel_solve_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  lab_solve_controller_cancel (user_data);
}

static void
solve_dismiss_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  LabSolveController *self = user_data;

  self->outcome_closed = TRUE;
  lab_solve_bar_dismiss (self->bar);
}

static void
compare_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  LabSolveController *self = user_data;
  LabCompareView *view = lab_compare_view_new (GTK_WINDOW (self->window),
                                               futoshiki_document_get_puzzle (self->document));

  gtk_window_present (GTK_WINDOW (view));
}

static const GActionEntry solve_actions[] = {
  { "solve", solve_activated },
  { "solve-with", solve_with_activated, "s" },
  { "choose-algorithm", choose_algorithm_activated },
  { "count-solutions", count_solutions_activated },
  { "check-uniqueness", check_uniqueness_activated },
  { "cancel-solve", cancel_solve_activated },
  { "solve-dismiss", solve_dismiss_activated },
  { "compare", compare_activated },
};

LabSolveController *
lab_solve_controller_new (GtkApplicationWindow *window,
                          AdwToastOverlay      *toasts,
                          LabBoard         *board,
                          LabSolveBar      *bar,
                          LabSolveProgress *progress)
{
  LabSolveController *self;

  g_return_val_if_fail (GTK_IS_APPLICATION_WINDOW (window), NULL);
  g_return_val_if_fail (ADW_IS_TOAST_OVERLAY (toasts), NULL);
  g_return_val_if_fail (LAB_IS_BOARD (board), NULL);
  g_return_val_if_fail (LAB_IS_SOLVE_BAR (bar), NULL);
  g_return_val_if_fail (LAB_IS_SOLVE_PROGRESS (progress), NULL);

  self = g_object_new (LAB_TYPE_SOLVE_CONTROLLER, NULL);
  self->window = window;
  self->toasts = toasts;
  self->board = g_object_ref (board);
  self->bar = g_object_ref (bar);
  self->progress = g_object_ref (progress);
  g_action_map_add_action_entries (G_ACTION_MAP (window), solve_actions,
                                   G_N_ELEMENTS (solve_actions), self);
  update_actions (self);
  return self;
}

/* Following the document */

static void
on_document_changed (LabSolveController *self,
                     FutoshikiDocumentChange   what,
                     int                 cell,
                     FutoshikiDocument        *document)
{
  if (what & FUTOSHIKI_DOCUMENT_CHANGE_PUZZLE)
    {
      lab_solve_controller_cancel (self);
      forget_solution (self);
      lab_solve_bar_dismiss (self->bar);
    }
  else if (what & (FUTOSHIKI_DOCUMENT_CHANGE_ENTRIES | FUTOSHIKI_DOCUMENT_CHANGE_PENCIL))
    follow_solution (self);
}

FutoshikiDocument *
lab_solve_controller_get_document (LabSolveController *self)
{
  g_return_val_if_fail (LAB_IS_SOLVE_CONTROLLER (self), NULL);

  return self->document;
}

void
lab_solve_controller_set_document (LabSolveController *self,
                                   FutoshikiDocument        *document)
{
  g_return_if_fail (LAB_IS_SOLVE_CONTROLLER (self));
  g_return_if_fail (document == NULL || FUTOSHIKI_IS_DOCUMENT (document));

  if (self->document == document)
    return;
  lab_solve_controller_cancel (self);
  forget_solution (self);
  lab_solve_bar_dismiss (self->bar);
  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

gboolean
lab_solve_controller_get_solution_shown (LabSolveController *self)
{
  g_return_val_if_fail (LAB_IS_SOLVE_CONTROLLER (self), FALSE);

  return self->applying
         || (self->solved_game != NULL
             && futo_game_equal (futoshiki_document_get_game (self->document), self->solved_game));
}

FutoshikiSolveJob *
lab_solve_controller_get_job (LabSolveController *self)
{
  g_return_val_if_fail (LAB_IS_SOLVE_CONTROLLER (self), NULL);

  return self->job;
}

/* GObject */

static void
lab_solve_controller_dispose (GObject *object)
{
  LabSolveController *self = LAB_SOLVE_CONTROLLER (object);

  if (self->window != NULL)
    for (guint i = 0; i < G_N_ELEMENTS (solve_actions); i++)
      g_action_map_remove_action (G_ACTION_MAP (self->window), solve_actions[i].name);
  self->window = NULL;
  self->toasts = NULL;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  forget_solution (self);
  g_clear_object (&self->job_signals);
  g_clear_object (&self->job);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  g_clear_object (&self->settings);
  g_clear_object (&self->board);
  g_clear_object (&self->bar);
  g_clear_object (&self->progress);

  G_OBJECT_CLASS (lab_solve_controller_parent_class)->dispose (object);
}

static void
lab_solve_controller_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  LabSolveController *self = LAB_SOLVE_CONTROLLER (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_solve_controller_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  LabSolveController *self = LAB_SOLVE_CONTROLLER (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      lab_solve_controller_set_document (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_solve_controller_class_init (LabSolveControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = lab_solve_controller_dispose;
  object_class->get_property = lab_solve_controller_get_property;
  object_class->set_property = lab_solve_controller_set_property;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, FUTOSHIKI_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
lab_solve_controller_init (LabSolveController *self)
{
  self->settings = g_settings_new (APP_ID);

  self->document_signals = g_signal_group_new (FUTOSHIKI_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "changed",
                                  G_CALLBACK (on_document_changed), self);

  self->job_signals = g_signal_group_new (FUTOSHIKI_TYPE_SOLVE_JOB);
  g_signal_group_connect_swapped (self->job_signals, "notify::elapsed",
                                  G_CALLBACK (update_progress), self);
}
