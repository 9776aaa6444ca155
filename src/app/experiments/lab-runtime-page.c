/* lab-runtime-page.c: a local search's runtime distribution on one puzzle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Experiments window's second page: the runs of `futoshiki bench runs`
 * with controls. A stochastic method (simulated annealing, the cat swarm)
 * is run N times on the puzzle of the window Experiments was opened from,
 * with the seeds S, S+1, …, and the page draws the fraction of runs that
 * had solved it against the steps they took, through futo_render_runs(),
 * the chart `bench runs --plot` writes, with the solved count and the
 * median beside it; Export CSV… writes the rows of `bench runs --csv`.
 *
 * The runs are made in batches in a worker thread (a thread a core); the
 * series is read on the main loop only between batches, while no worker
 * writes it, so the chart grows as batches end and a cancelled series
 * keeps the runs that were done.
 */
#define G_LOG_DOMAIN "lab-runtime-page"

#include "config.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "futo-render-runs.h"
#include "futoshiki-algorithm-text.h"
#include "futoshiki-error-text.h"
#include "futoshiki-solve-job.h"
#include "futoshiki-task.h"
#include "lab-file-util.h"
#include "lab-runtime-page.h"

/* Batches of at least this many runs a thread: fewer would wait on their
 * slowest run more often than they run. */
#define RUNS_PER_THREAD 2
/* About this many redraws of the chart in a series. */
#define BATCHES 25

struct _LabRuntimePage
{
  GtkWidget            parent_instance;

  FutoPuzzle          *puzzle;
  char                *puzzle_name;
  FutoRunSeries       *series;
  GCancellable        *cancellable;
  int                  next_run;     /* the first run of the next batch */
  struct _Batch       *batch;        /* the batch running, or NULL */
  GPtrArray           *methods;      /* const FutoAlgorithm *, as in method_row */
  char                *summary;
  char                 title[200];

  /* Template children */
  GtkWidget           *controls;
  AdwActionRow        *puzzle_row;
  AdwComboRow         *method_row;
  GtkSpinButton       *runs_spin;
  GtkSpinButton       *seed_spin;
  GtkSpinButton       *time_spin;
  GtkLabel            *status_label;
  GtkProgressBar      *progress_bar;
  GtkDrawingArea      *chart;
  GtkLabel            *summary_label;
  GtkWidget           *run_button;
  GtkWidget           *cancel_button;
};

enum {
  PROP_0,
  PROP_RUNNING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (LabRuntimePage, lab_runtime_page, GTK_TYPE_WIDGET)

static const FutoAlgorithm *
chosen_method (LabRuntimePage *self)
{
  guint index = adw_combo_row_get_selected (self->method_row);

  return index < self->methods->len ? g_ptr_array_index (self->methods, index) : NULL;
}

/* ---- What the page shows ---- */

static void
update_summary (LabRuntimePage *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *solved_text = NULL, *done_text = NULL;
  int done, solved;
  double median, seconds = 0;

  if (self->series == NULL || futo_run_series_n_done (self->series) == 0)
    {
      gtk_label_set_label (self->summary_label, "");
      g_clear_pointer (&self->summary, g_free);
      return;
    }
  done = futo_run_series_n_done (self->series);
  solved = futo_run_series_n_solved (self->series);
  median = futo_run_series_median_steps (self->series);
  for (int i = 0; i < futo_run_series_n_runs (self->series); i++)
    seconds += futo_run_series_get (self->series, i)->seconds;
  solved_text = futoshiki_solve_job_format_count ((guint64) solved);
  done_text = futoshiki_solve_job_format_count ((guint64) done);
  /* Translators: the runtime distribution's summary: runs that solved the
   * puzzle, runs done ("1,234"), and the percentage. */
  g_string_printf (text, _("Solved %s of %s runs (%.0f %%)."), solved_text, done_text, 100.0 * solved / done);
  g_string_append_c (text, ' ');
  if (isfinite (median))
    {
      /* Rounded, as the chart's median line is labelled. */
      g_autofree char *count = futoshiki_solve_job_format_count ((guint64) llround (median));

      if (futo_run_series_counts_iterations (self->series))
        /* Translators: the median effort of the runs ("12,345"). */
        g_string_append_printf (text, _("Median: %s iterations."), count);
      else
        g_string_append_printf (text, _("Median: %s nodes."), count);
    }
  else
    g_string_append (text, _("No median: half of the runs or more did not solve it."));
  g_string_append_c (text, ' ');
  /* Translators: the mean time of a run, in milliseconds. */
  g_string_append_printf (text, _("%.1f ms a run on average."), seconds * 1000 / done);
  g_free (self->summary);
  self->summary = g_string_free (g_steal_pointer (&text), FALSE);
  gtk_label_set_label (self->summary_label, self->summary);
}

static void
set_status (LabRuntimePage *self,
            const char     *text)
{
  gtk_label_set_label (self->status_label, text);
}

static void
update_progress (LabRuntimePage *self)
{
  g_autofree char *done_text = NULL, *total_text = NULL, *text = NULL;
  int done, total;

  if (self->series == NULL)
    return;
  done = futo_run_series_n_done (self->series);
  total = futo_run_series_n_runs (self->series);
  gtk_progress_bar_set_fraction (self->progress_bar, total > 0 ? (double) done / total : 0);
  done_text = futoshiki_solve_job_format_count ((guint64) done);
  total_text = futoshiki_solve_job_format_count ((guint64) total);
  if (self->cancellable != NULL)
    /* Translators: progress of the runtime distribution ("1,234"). */
    text = g_strdup_printf (_("Running: %s of %s runs"), done_text, total_text);
  else if (done < total)
    text = g_strdup_printf (_("Cancelled after %s of %s runs."), done_text, total_text);
  else
    text = g_strdup_printf (_("Done: %s runs."), total_text);
  set_status (self, text);
}

static void
update_controls (LabRuntimePage *self)
{
  gboolean running = self->cancellable != NULL;
  gboolean has_runs = self->series != NULL && futo_run_series_n_done (self->series) > 0;

  gtk_widget_set_visible (self->run_button, !running);
  gtk_widget_set_visible (self->cancel_button, running);
  gtk_widget_set_sensitive (self->controls, !running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "runtime.run", !running && self->puzzle != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "runtime.cancel", running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "runtime.export-csv", !running && has_runs);
}

static void
draw_chart (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  LabRuntimePage *self = user_data;
  FutoRenderRunsOptions options;
  const FutoAlgorithm *method;

  /* While a batch runs, its worker writes the series: the chart of the
   * batches before it stays as it was drawn. */
  if (self->series == NULL || width <= 0 || height <= 0)
    return;
  method = futo_run_series_algorithm (self->series);
  futo_render_runs_options_init (&options);
  options.dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  options.transparent = TRUE;
  /* Translators: the chart's title: the method, runs done, runs solved. */
  g_snprintf (self->title, sizeof self->title, _("%s · %d runs · %d solved"), futoshiki_algorithm_name (method),
              futo_run_series_n_done (self->series), futo_run_series_n_solved (self->series));
  options.title = self->title;
  options.x_label = futo_run_series_counts_iterations (self->series) ? _("Iterations (logarithmic)")
                                                                     : _("Explored nodes (logarithmic)");
  options.y_label = _("Runs that had solved it");
  futo_render_runs (cr, self->series, &options, width, height);
}

/* ---- Running ---- */

typedef struct _Batch
{
  FutoRunSeries *series;
  int            from;
  int            to;
  int            threads;
  gboolean       owns_series; /* the page went away while the batch ran */
} Batch;

static void
batch_free (gpointer data)
{
  Batch *batch = data;

  if (batch->owns_series)
    futo_run_series_free (batch->series);
  g_free (batch);
}

typedef struct
{
  FutoRunSeries    *series;
  const atomic_int *cancel;
} BatchRun;

static void
run_one (gpointer data,
         gpointer user_data)
{
  BatchRun *run = user_data;

  futo_run_series_run (run->series, GPOINTER_TO_INT (data) - 1, run->cancel);
}

/* In the worker: the batch's runs, a thread a core; a run that starts
 * after the cancel returns at once and is not kept. */
static void
run_batch (gpointer          task_data,
           const atomic_int *cancel)
{
  Batch *batch = task_data;
  BatchRun run = { batch->series, cancel };
  GThreadPool *pool = g_thread_pool_new (run_one, &run, batch->threads, TRUE, NULL);

  for (int i = batch->from; i < batch->to; i++)
    g_thread_pool_push (pool, GINT_TO_POINTER (i + 1), NULL);
  g_thread_pool_free (pool, FALSE, TRUE);
}

static void start_batch (LabRuntimePage *self);

static void
finish (LabRuntimePage *self)
{
  g_clear_object (&self->cancellable);
  update_progress (self);
  update_summary (self);
  update_controls (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->chart));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

static void
on_batch_done (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  LabRuntimePage *self = LAB_RUNTIME_PAGE (source);
  GTask *task = G_TASK (result);
  g_autoptr(GError) error = NULL;
  gboolean cancelled;

  self->batch = NULL;
  /* A page disposed while its batch ran keeps nothing. */
  if (self->series == NULL)
    return;
  cancelled = !g_task_propagate_boolean (task, &error) || g_cancellable_is_cancelled (self->cancellable);
  gtk_widget_queue_draw (GTK_WIDGET (self->chart));
  update_summary (self);
  if (!cancelled && self->next_run < futo_run_series_n_runs (self->series))
    {
      update_progress (self);
      start_batch (self);
      return;
    }
  finish (self);
}

static void
start_batch (LabRuntimePage *self)
{
  int n = futo_run_series_n_runs (self->series);
  int threads = (int) MAX (1, g_get_num_processors ());
  int size = MAX (threads * RUNS_PER_THREAD, (n + BATCHES - 1) / BATCHES);
  g_autoptr(GTask) task = g_task_new (self, self->cancellable, on_batch_done, NULL);
  Batch *batch = g_new0 (Batch, 1);

  batch->series = self->series;
  batch->from = self->next_run;
  batch->to = MIN (n, self->next_run + size);
  batch->threads = MIN (threads, batch->to - batch->from);
  self->next_run = batch->to;
  g_task_set_source_tag (task, start_batch);
  g_task_set_task_data (task, batch, batch_free);
  self->batch = batch;
  futoshiki_task_run_in_thread (task, run_batch);
}

void
lab_runtime_page_run (LabRuntimePage *self)
{
  const FutoAlgorithm *method;
  FutoRunOptions limits;
  FutoError error;
  FutoRunSeries *series;

  g_return_if_fail (LAB_IS_RUNTIME_PAGE (self));

  if (self->cancellable != NULL)
    return;
  method = chosen_method (self);
  if (self->puzzle == NULL || method == NULL)
    {
      set_status (self, _("Open a puzzle in a window first, then Experiments from its menu."));
      return;
    }
  futo_run_options_init (&limits);
  limits.time_limit = gtk_spin_button_get_value (self->time_spin);
  series = futo_run_series_new (method, self->puzzle, gtk_spin_button_get_value_as_int (self->runs_spin),
                                (uint64_t) gtk_spin_button_get_value (self->seed_spin), &limits, &error);
  if (series == NULL)
    {
      g_autofree char *message = futoshiki_error_message (&error);

      set_status (self, message);
      return;
    }
  g_clear_pointer (&self->series, futo_run_series_free);
  self->series = series;
  self->next_run = 0;
  self->cancellable = g_cancellable_new ();
  update_summary (self);
  update_progress (self);
  update_controls (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->chart));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  start_batch (self);
}

void
lab_runtime_page_cancel (LabRuntimePage *self)
{
  g_return_if_fail (LAB_IS_RUNTIME_PAGE (self));

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

gboolean
lab_runtime_page_get_running (LabRuntimePage *self)
{
  g_return_val_if_fail (LAB_IS_RUNTIME_PAGE (self), FALSE);

  return self->cancellable != NULL;
}

const FutoRunSeries *
lab_runtime_page_get_series (LabRuntimePage *self)
{
  g_return_val_if_fail (LAB_IS_RUNTIME_PAGE (self), NULL);

  return self->series;
}

const char *
lab_runtime_page_get_status (LabRuntimePage *self)
{
  g_return_val_if_fail (LAB_IS_RUNTIME_PAGE (self), NULL);

  return gtk_label_get_label (self->status_label);
}

const char *
lab_runtime_page_get_summary (LabRuntimePage *self)
{
  g_return_val_if_fail (LAB_IS_RUNTIME_PAGE (self), NULL);

  return self->summary;
}

/* ---- The puzzle and the controls ---- */

void
lab_runtime_page_set_puzzle (LabRuntimePage   *self,
                             const FutoPuzzle *puzzle,
                             const char       *name)
{
  g_autofree char *subtitle = NULL;

  g_return_if_fail (LAB_IS_RUNTIME_PAGE (self));

  g_clear_pointer (&self->puzzle, futo_puzzle_free);
  g_clear_pointer (&self->puzzle_name, g_free);
  if (puzzle != NULL)
    {
      self->puzzle = futo_puzzle_copy (puzzle);
      self->puzzle_name = g_strdup (name != NULL ? name : _("Untitled"));
      /* Translators: the puzzle of the runs: its name and its order ("lesson · 6 × 6"). */
      subtitle = g_strdup_printf (_("%s · %d × %d"), self->puzzle_name, puzzle->size, puzzle->size);
    }
  adw_action_row_set_subtitle (self->puzzle_row,
                               subtitle != NULL ? subtitle
                                                : _("None: open Experiments from a window with a puzzle"));
  update_controls (self);
}

gboolean
lab_runtime_page_set_method (LabRuntimePage *self,
                             const char     *algorithm_id)
{
  g_return_val_if_fail (LAB_IS_RUNTIME_PAGE (self), FALSE);
  g_return_val_if_fail (algorithm_id != NULL, FALSE);

  for (guint i = 0; i < self->methods->len; i++)
    if (g_str_equal (((const FutoAlgorithm *) g_ptr_array_index (self->methods, i))->id, algorithm_id))
      {
        adw_combo_row_set_selected (self->method_row, i);
        return TRUE;
      }
  return FALSE;
}

void
lab_runtime_page_set_n_runs (LabRuntimePage *self,
                             int             n_runs)
{
  g_return_if_fail (LAB_IS_RUNTIME_PAGE (self));

  gtk_spin_button_set_value (self->runs_spin, n_runs);
}

/* Only the stochastic methods: a deterministic one would draw one step
 * of N runs alike. */
static void
add_methods (LabRuntimePage *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  size_t n;
  const FutoAlgorithm *const *algorithms = futo_algorithms (&n);

  for (size_t i = 0; i < n; i++)
    if (algorithms[i]->stochastic)
      {
        g_ptr_array_add (self->methods, (gpointer) algorithms[i]);
        gtk_string_list_append (names, futoshiki_algorithm_name (algorithms[i]));
      }
  adw_combo_row_set_model (self->method_row, G_LIST_MODEL (names));
}

/* ---- Export ---- */

void
lab_runtime_page_save_csv_async (LabRuntimePage      *self,
                                 GFile               *file,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  char *csv;
  GBytes *bytes;

  g_return_if_fail (LAB_IS_RUNTIME_PAGE (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, lab_runtime_page_save_csv_async);
  if (self->series == NULL || self->cancellable != NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "%s",
                               self->series == NULL ? _("Nothing has run yet.") : _("The runs are still running."));
      return;
    }
  /* futo_run_series_to_csv's memory is libc's: copied into GLib's. */
  csv = futo_run_series_to_csv (self->series);
  if (csv == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", g_strerror (ENOMEM));
      return;
    }
  bytes = g_bytes_new (csv, strlen (csv));
  free (csv);
  lab_file_replace_for_task (file, bytes, g_steal_pointer (&task));
  g_bytes_unref (bytes);
}

gboolean
lab_runtime_page_save_csv_finish (LabRuntimePage  *self,
                                  GAsyncResult    *result,
                                  GError         **error)
{
  g_return_val_if_fail (LAB_IS_RUNTIME_PAGE (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
on_saved (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  LabRuntimePage *self = LAB_RUNTIME_PAGE (source);
  g_autoptr(GError) error = NULL;

  if (lab_runtime_page_save_csv_finish (self, result, &error))
    set_status (self, _("Saved."));
  else
    set_status (self, error->message);
}

static void
on_chooser_response (GtkNativeDialog *chooser,
                     int              response,
                     gpointer         user_data)
{
  LabRuntimePage *self = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      lab_runtime_page_save_csv_async (self, file, NULL, on_saved, NULL);
    }
  g_object_unref (chooser);
}

static void
choose_csv_file (LabRuntimePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (_("Export CSV"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("CSV files"));
  gtk_file_filter_add_suffix (filter, "csv");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "runs.csv");
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_chooser_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
page_action (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  LabRuntimePage *self = LAB_RUNTIME_PAGE (widget);

  if (g_str_equal (name, "runtime.run"))
    lab_runtime_page_run (self);
  else if (g_str_equal (name, "runtime.cancel"))
    lab_runtime_page_cancel (self);
  else if (g_str_equal (name, "runtime.export-csv"))
    choose_csv_file (self);
}

/* ---- Object ---- */

static void
lab_runtime_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  LabRuntimePage *self = LAB_RUNTIME_PAGE (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, lab_runtime_page_get_running (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_runtime_page_dispose (GObject *object)
{
  LabRuntimePage *self = LAB_RUNTIME_PAGE (object);
  GtkWidget *child;

  /* A batch still running uses the series: it is handed to the batch,
   * freed once the worker is done with it (on_batch_done then finds the
   * page without one). */
  if (self->batch != NULL)
    {
      self->batch->owns_series = TRUE;
      self->series = NULL;
    }
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->series, futo_run_series_free);
  g_clear_pointer (&self->puzzle, futo_puzzle_free);
  g_clear_pointer (&self->puzzle_name, g_free);
  g_clear_pointer (&self->summary, g_free);
  g_clear_pointer (&self->methods, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), LAB_TYPE_RUNTIME_PAGE);
  /* The template's top box is no bound child: unparented by hand. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (lab_runtime_page_parent_class)->dispose (object);
}

static void
lab_runtime_page_class_init (LabRuntimePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = lab_runtime_page_get_property;
  object_class->dispose = lab_runtime_page_dispose;

  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/experiments/lab-runtime-page.ui");
  gtk_widget_class_bind_template_child (widget_class, LabRuntimePage, controls);
  gtk_widget_class_bind_template_child (widget_class, LabRuntimePage, puzzle_row);
  gtk_widget_class_bind_template_child (widget_class, LabRuntimePage, method_row);
  gtk_widget_class_bind_template_child (widget_class, LabRuntimePage, runs_spin);
  gtk_widget_class_bind_template_child (widget_class, LabRuntimePage, seed_spin);
  gtk_widget_class_bind_template_child (widget_class, LabRuntimePage, time_spin);
  gtk_widget_class_bind_template_child (widget_class, LabRuntimePage, status_label);
  gtk_widget_class_bind_template_child (widget_class, LabRuntimePage, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, LabRuntimePage, chart);
  gtk_widget_class_bind_template_child (widget_class, LabRuntimePage, summary_label);
  gtk_widget_class_bind_template_child (widget_class, LabRuntimePage, run_button);
  gtk_widget_class_bind_template_child (widget_class, LabRuntimePage, cancel_button);

  gtk_widget_class_install_action (widget_class, "runtime.run", NULL, page_action);
  gtk_widget_class_install_action (widget_class, "runtime.cancel", NULL, page_action);
  gtk_widget_class_install_action (widget_class, "runtime.export-csv", NULL, page_action);
}

static void
lab_runtime_page_init (LabRuntimePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->methods = g_ptr_array_new ();
  add_methods (self);
  gtk_drawing_area_set_draw_func (self->chart, draw_chart, self, NULL);
  lab_runtime_page_set_puzzle (self, NULL, NULL);
  update_controls (self);
}

LabRuntimePage *
lab_runtime_page_new (void)
{
  return g_object_new (LAB_TYPE_RUNTIME_PAGE, NULL);
}
