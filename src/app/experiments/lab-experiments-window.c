/* lab-experiments-window.c: the Experiments window, where the hard puzzles are
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The phase-transition sweep of `futoshiki bench sweep`, with controls: the
 * order, the range and step of the fraction of empty cells, the instances
 * per point, the signs, the methods and the limits. Run hands them to a
 * FutoshikiExperimentsRun, which runs the jobs on every core and records them on
 * the main loop; the chart (LabExperimentsChart) redraws as they arrive.
 * Clicking a point picks it; its hardest instance is offered, and Open
 * Instance puts any instance of the point in a new window of the app, to
 * solve it or to watch a solver on it.
 *
 * A second page, LabRuntimePage, runs a stochastic method many times on
 * the puzzle of the window Experiments was opened from (its runtime
 * distribution); the sweep's buttons in the header bar belong to the
 * first page and hide on the second.
 *
 * Export writes the statistics as CSV (futo_sweep_to_csv) or the chart as
 * SVG, PNG or PDF (futo_render_sweep_write, the drawing the window shows,
 * on white), made in memory and written through futoshiki-file-save.h,
 * which replaces the file only once all is written and synced.
 */
#define G_LOG_DOMAIN "lab-experiments-window"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "futo-planted.h"
#include "futo-render-sweep.h"
#include "futoshiki-algorithm-text.h"
#include "futoshiki-error-text.h"
#include "futoshiki-solve-job.h"
#include "lab-experiments-window.h"
#include "lab-file-util.h"

/* The chart's size in exported files, pixels or points. */
#define EXPORT_WIDTH  960
#define EXPORT_HEIGHT 600

static const char * const default_methods[] = { "fc", "mac", "lab", NULL };

struct _LabExperimentsWindow
{
  AdwWindow            parent_instance;

  FutoshikiExperimentsRun   *run;
  GSignalGroup        *run_signals;
  GPtrArray           *checks; /* GtkCheckButton per complete algorithm */

  /* Template children */
  GtkSpinButton       *size_spin;
  GtkSpinButton       *from_spin;
  GtkSpinButton       *to_spin;
  GtkSpinButton       *step_spin;
  GtkSpinButton       *instances_spin;
  GtkSpinButton       *signs_spin;
  GtkSpinButton       *node_spin;
  GtkSpinButton       *time_spin;
  GtkFlowBox          *algorithm_flow;
  GtkLabel            *progress_label;
  GtkProgressBar      *progress_bar;
  LabExperimentsChart *chart;
  GtkLabel            *point_label;
  GtkSpinButton       *instance_spin;
  GtkWidget           *run_button;
  GtkWidget           *cancel_button;
  GtkWidget           *export_csv_button;
  GtkWidget           *export_chart_button;
  AdwViewStack        *stack;
  LabRuntimePage      *runtime_page;
};

enum {
  OPEN_GAME,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (LabExperimentsWindow, lab_experiments_window, ADW_TYPE_WINDOW)

static const FutoAlgorithm *
check_algorithm (GtkWidget *check)
{
  return g_object_get_data (G_OBJECT (check), "algorithm");
}

void
lab_experiments_window_get_spec (LabExperimentsWindow *self,
                                 FutoSweepSpec        *spec)
{
  g_return_if_fail (LAB_IS_EXPERIMENTS_WINDOW (self));
  g_return_if_fail (spec != NULL);

  futo_sweep_spec_init (spec);
  spec->size = gtk_spin_button_get_value_as_int (self->size_spin);
  spec->from = gtk_spin_button_get_value (self->from_spin);
  spec->to = gtk_spin_button_get_value (self->to_spin);
  spec->step = gtk_spin_button_get_value (self->step_spin);
  spec->instances = gtk_spin_button_get_value_as_int (self->instances_spin);
  spec->signs = gtk_spin_button_get_value (self->signs_spin);
  spec->node_limit = (guint64) gtk_spin_button_get_value (self->node_spin);
  spec->time_limit = gtk_spin_button_get_value (self->time_spin);
  spec->seed = 1;
  for (guint i = 0; i < self->checks->len && spec->n_algorithms < FUTO_SWEEP_MAX_ALGORITHMS; i++)
    if (gtk_check_button_get_active (g_ptr_array_index (self->checks, i)))
      spec->algorithms[spec->n_algorithms++] = check_algorithm (g_ptr_array_index (self->checks, i));
}

void
lab_experiments_window_set_spec (LabExperimentsWindow *self,
                                 const FutoSweepSpec  *spec)
{
  g_return_if_fail (LAB_IS_EXPERIMENTS_WINDOW (self));
  g_return_if_fail (spec != NULL);

  gtk_spin_button_set_value (self->size_spin, spec->size);
  gtk_spin_button_set_value (self->from_spin, spec->from);
  gtk_spin_button_set_value (self->to_spin, spec->to);
  gtk_spin_button_set_value (self->step_spin, spec->step);
  gtk_spin_button_set_value (self->instances_spin, spec->instances);
  gtk_spin_button_set_value (self->signs_spin, spec->signs);
  gtk_spin_button_set_value (self->node_spin, (double) spec->node_limit);
  gtk_spin_button_set_value (self->time_spin, spec->time_limit);
  for (guint i = 0; i < self->checks->len; i++)
    {
      GtkCheckButton *check = g_ptr_array_index (self->checks, i);
      gboolean chosen = FALSE;

      for (int a = 0; a < spec->n_algorithms; a++)
        chosen |= spec->algorithms[a] == check_algorithm (GTK_WIDGET (check));
      gtk_check_button_set_active (check, chosen);
    }
}

/* ---- Following the run ---- */

static void
update_point (LabExperimentsWindow *self)
{
  const FutoSweep *sweep = futoshiki_experiments_run_get_sweep (self->run);
  int point = lab_experiments_chart_get_selected_point (self->chart);
  const FutoSweepSpec *spec;
  g_autoptr(GString) text = NULL;
  int hardest = -1;
  guint64 hardest_nodes = 0;
  const char *hardest_method = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "experiments.open-instance", sweep != NULL && point >= 0);
  if (sweep == NULL || point < 0)
    {
      gtk_label_set_label (self->point_label, _("Click a point of the chart to pick its instances."));
      return;
    }
  spec = futo_sweep_get_spec (sweep);
  gtk_spin_button_set_range (self->instance_spin, 0, spec->instances - 1);

  /* The hardest instance over the methods: most nodes, a cut run first. */
  for (int a = 0; a < spec->n_algorithms; a++)
    {
      FutoSweepStats stats;

      futo_sweep_get_stats (sweep, point, a, &stats);
      if (stats.hardest >= 0 && (hardest < 0 || stats.hardest_nodes > hardest_nodes))
        {
          hardest = stats.hardest;
          hardest_nodes = stats.hardest_nodes;
          hardest_method = futoshiki_algorithm_name (spec->algorithms[a]);
        }
    }
  text = g_string_new (NULL);
  /* Translators: a point of the chart: the percentage of empty cells and their number. */
  g_string_printf (text, _("%.0f %% empty (%d cells)."), futo_sweep_fraction (sweep, point) * 100,
                   futo_planted_hole_count (spec->size, futo_sweep_fraction (sweep, point)));
  if (hardest >= 0)
    {
      g_autofree char *nodes = futoshiki_solve_job_format_count (hardest_nodes);

      g_string_append_c (text, ' ');
      /* Translators: the instance that took a method most nodes at a point
       * of the chart: its number, the method's name, the nodes ("12,345"). */
      g_string_append_printf (text, _("Hardest: instance %d (%s, %s nodes)."), hardest, hardest_method, nodes);
      gtk_spin_button_set_value (self->instance_spin, hardest);
    }
  gtk_label_set_label (self->point_label, text->str);
}

static void
update_progress (LabExperimentsWindow *self)
{
  const FutoSweep *sweep = futoshiki_experiments_run_get_sweep (self->run);
  gboolean running = futoshiki_experiments_run_get_running (self->run);
  g_autofree char *text = NULL, *done_text = NULL, *total_text = NULL;
  guint done, total;

  gtk_progress_bar_set_fraction (self->progress_bar, futoshiki_experiments_run_get_fraction (self->run));
  if (sweep == NULL)
    return;
  done = (guint) futo_sweep_n_recorded (sweep);
  total = (guint) futo_sweep_n_jobs (sweep);
  done_text = futoshiki_solve_job_format_count (done);
  total_text = futoshiki_solve_job_format_count (total);
  if (running)
    /* Translators: progress of the sweep: runs done of all runs ("1,234"). */
    text = g_strdup_printf (_("Running: %s of %s runs"), done_text, total_text);
  else if (done < total)
    text = g_strdup_printf (_("Cancelled after %s of %s runs."), done_text, total_text);
  else
    text = g_strdup_printf (_("Done: %s runs."), total_text);
  gtk_label_set_label (self->progress_label, text);
}

static void
on_running_changed (LabExperimentsWindow *self)
{
  gboolean running = futoshiki_experiments_run_get_running (self->run);
  gboolean has_sweep = futoshiki_experiments_run_get_sweep (self->run) != NULL;

  gboolean sweep_page = g_strcmp0 (adw_view_stack_get_visible_child_name (self->stack), "runs") != 0;

  gtk_widget_set_visible (self->cancel_button, sweep_page && running);
  gtk_widget_set_visible (self->run_button, sweep_page && !running);
  gtk_widget_set_visible (self->export_csv_button, sweep_page);
  gtk_widget_set_visible (self->export_chart_button, sweep_page);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "experiments.cancel", running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "experiments.run", !running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "experiments.export-csv", has_sweep);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "experiments.export-chart", has_sweep);
  update_progress (self);
}

/* ---- Actions ---- */

void
lab_experiments_window_run (LabExperimentsWindow *self)
{
  FutoSweepSpec spec;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (LAB_IS_EXPERIMENTS_WINDOW (self));

  lab_experiments_window_get_spec (self, &spec);
  if (spec.n_algorithms == 0)
    {
      gtk_label_set_label (self->progress_label, _("Tick at least one method."));
      return;
    }
  if (spec.to < spec.from)
    {
      gtk_label_set_label (self->progress_label, _("“To” must not be below “From”."));
      return;
    }
  if (!futoshiki_experiments_run_start (self->run, &spec, &error))
    gtk_label_set_label (self->progress_label, error->message);
}

void
lab_experiments_window_cancel (LabExperimentsWindow *self)
{
  g_return_if_fail (LAB_IS_EXPERIMENTS_WINDOW (self));

  futoshiki_experiments_run_cancel (self->run);
}

/* The file's contents, or NULL with error set. */
static GBytes *
export_bytes (LabExperimentsWindow *self,
              LabExperimentsExport  what,
              GFile                *file,
              GError              **error)
{
  const FutoSweep *sweep = futoshiki_experiments_run_get_sweep (self->run);
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr(GByteArray) bytes = NULL;
  FutoRenderSweepOptions options;
  FutoExportFormat format;
  FutoError chart_error;

  if (sweep == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Nothing has run yet."));
      return NULL;
    }
  if (what == LAB_EXPERIMENTS_EXPORT_CSV)
    {
      char *csv = futo_sweep_to_csv (sweep);

      /* futo_sweep_to_csv's memory is libc's: copied into GLib's. */
      GBytes *contents = g_bytes_new (csv, csv != NULL ? strlen (csv) : 0);

      free (csv);
      return contents;
    }
  if (!futo_render_export_format_from_path (name, &format))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                   _("“%s” does not end in .svg, .png or .pdf."), name);
      return NULL;
    }
  lab_experiments_chart_get_options (self->chart, &options);
  options.selected_point = -1;
  bytes = g_byte_array_new ();
  if (!futo_render_sweep_write (sweep, &options, format, EXPORT_WIDTH, EXPORT_HEIGHT, lab_file_append_bytes,
                                bytes, &chart_error))
    {
      g_propagate_error (error, futoshiki_error_to_gerror (&chart_error, G_IO_ERROR, G_IO_ERROR_FAILED));
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}

void
lab_experiments_window_save_async (LabExperimentsWindow *self,
                                   LabExperimentsExport  what,
                                   GFile                *file,
                                   GCancellable         *cancellable,
                                   GAsyncReadyCallback   callback,
                                   gpointer              user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GBytes) bytes = NULL;
  GError *error = NULL;

  g_return_if_fail (LAB_IS_EXPERIMENTS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, lab_experiments_window_save_async);
  bytes = export_bytes (self, what, file, &error);
  if (bytes == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  lab_file_replace_for_task (file, bytes, g_steal_pointer (&task));
}

gboolean
lab_experiments_window_save_finish (LabExperimentsWindow *self,
                                    GAsyncResult         *result,
                                    GError              **error)
{
  g_return_val_if_fail (LAB_IS_EXPERIMENTS_WINDOW (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
on_saved (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  LabExperimentsWindow *self = LAB_EXPERIMENTS_WINDOW (source);
  g_autoptr(GError) error = NULL;

  if (lab_experiments_window_save_finish (self, result, &error))
    gtk_label_set_label (self->progress_label, _("Saved."));
  else
    gtk_label_set_label (self->progress_label, error->message);
}

static void
on_chooser_response (GtkNativeDialog *chooser,
                     int              response,
                     gpointer         user_data)
{
  LabExperimentsWindow *self = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      LabExperimentsExport what = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "what"));

      lab_experiments_window_save_async (self, what, file, NULL, on_saved, NULL);
    }
  g_object_unref (chooser);
}

static void
choose_file (LabExperimentsWindow *self,
             LabExperimentsExport  what)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (what == LAB_EXPERIMENTS_EXPORT_CSV ? _("Export CSV")
                                                                           : _("Export Chart"),
                                         GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Save"), _("_Cancel"));
  if (what == LAB_EXPERIMENTS_EXPORT_CSV)
    {
      gtk_file_filter_set_name (filter, _("CSV files"));
      gtk_file_filter_add_suffix (filter, "csv");
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "sweep.csv");
    }
  else
    {
      gtk_file_filter_set_name (filter, _("SVG, PNG or PDF images"));
      gtk_file_filter_add_suffix (filter, "svg");
      gtk_file_filter_add_suffix (filter, "png");
      gtk_file_filter_add_suffix (filter, "pdf");
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "sweep.svg");
    }
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_object_set_data (G_OBJECT (chooser), "what", GINT_TO_POINTER (what));
  g_signal_connect (chooser, "response", G_CALLBACK (on_chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* The method that found the point hardest (most nodes, a cut run first),
 * or the first method when no run is recorded there: the one to watch. */
static const FutoAlgorithm *
point_method (const FutoSweep *sweep,
              int              point)
{
  const FutoSweepSpec *spec = futo_sweep_get_spec (sweep);
  const FutoAlgorithm *method = spec->algorithms[0];
  guint64 most = 0;
  gboolean any = FALSE;

  for (int a = 0; a < spec->n_algorithms; a++)
    {
      FutoSweepStats stats;

      futo_sweep_get_stats (sweep, point, a, &stats);
      if (stats.hardest >= 0 && (!any || stats.hardest_nodes > most))
        {
          method = spec->algorithms[a];
          most = stats.hardest_nodes;
          any = TRUE;
        }
    }
  return method;
}

GtkWindow *
lab_experiments_window_open_instance (LabExperimentsWindow *self,
                                      int                   point,
                                      int                   instance)
{
  const FutoSweep *sweep;
  FutoPuzzle *puzzle;
  FutoGame *game;
  g_autofree char *title = NULL;
  GtkWindow *window = NULL;

  g_return_val_if_fail (LAB_IS_EXPERIMENTS_WINDOW (self), NULL);

  sweep = futoshiki_experiments_run_get_sweep (self->run);
  if (sweep == NULL || point < 0 || point >= futo_sweep_n_points (sweep)
      || instance < 0 || instance >= futo_sweep_get_spec (sweep)->instances)
    return NULL;
  puzzle = futo_sweep_instance (sweep, point, instance, NULL);
  if (puzzle == NULL)
    return NULL;
  game = futo_game_new (puzzle);
  /* Translators: the title of a puzzle opened from the Experiments window. */
  title = g_strdup_printf (_("Sweep of order %d, %.0f %% empty, instance %d"),
                           futo_sweep_get_spec (sweep)->size, futo_sweep_fraction (sweep, point) * 100, instance);
  futo_game_set_string (&game->title, title);
  /* Whoever made this window knows where a puzzle opens (the application:
   * a window of its own); the Experiments window does not. */
  g_signal_emit (self, signals[OPEN_GAME], 0, game, point_method (sweep, point)->id, &window);
  futo_game_free (game);
  if (window != NULL)
    gtk_window_present (window);
  return window;
}

static void
run_action (GtkWidget  *widget,
            const char *name,
            GVariant   *parameter)
{
  LabExperimentsWindow *self = LAB_EXPERIMENTS_WINDOW (widget);

  if (g_str_equal (name, "experiments.run"))
    lab_experiments_window_run (self);
  else if (g_str_equal (name, "experiments.cancel"))
    lab_experiments_window_cancel (self);
  else if (g_str_equal (name, "experiments.escape"))
    {
      /* Escape stops a running sweep first, and closes the window when
       * nothing runs, as a dialog's Escape does. */
      if (futoshiki_experiments_run_get_running (self->run))
        lab_experiments_window_cancel (self);
      else if (lab_runtime_page_get_running (self->runtime_page))
        lab_runtime_page_cancel (self->runtime_page);
      else
        gtk_window_close (GTK_WINDOW (self));
    }
  else if (g_str_equal (name, "experiments.export-csv"))
    choose_file (self, LAB_EXPERIMENTS_EXPORT_CSV);
  else if (g_str_equal (name, "experiments.export-chart"))
    choose_file (self, LAB_EXPERIMENTS_EXPORT_CHART);
  else if (g_str_equal (name, "experiments.open-instance"))
    lab_experiments_window_open_instance (self, lab_experiments_chart_get_selected_point (self->chart),
                                          gtk_spin_button_get_value_as_int (self->instance_spin));
}

/* ---- Object ---- */

static void
add_algorithm_checks (LabExperimentsWindow *self)
{
  size_t n;
  const FutoAlgorithm *const *algorithms = futo_algorithms (&n);

  /* Only complete methods: an incomplete one gives up rather than proves,
   * and its runs would all count as cut at the hard points. */
  for (size_t i = 0; i < n; i++)
    {
      GtkWidget *check;

      if (!algorithms[i]->complete)
        continue;
      check = gtk_check_button_new_with_label (futoshiki_algorithm_name (algorithms[i]));
      gtk_widget_set_tooltip_text (check, futoshiki_algorithm_description (algorithms[i]));
      g_object_set_data (G_OBJECT (check), "algorithm", (gpointer) algorithms[i]);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                   g_strv_contains (default_methods, algorithms[i]->id));
      gtk_flow_box_append (self->algorithm_flow, check);
      g_ptr_array_add (self->checks, check);
    }
}

static void
lab_experiments_window_dispose (GObject *object)
{
  LabExperimentsWindow *self = LAB_EXPERIMENTS_WINDOW (object);

  if (self->run != NULL)
    futoshiki_experiments_run_cancel (self->run);
  g_clear_object (&self->run_signals);
  g_clear_object (&self->run);
  g_clear_pointer (&self->checks, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), LAB_TYPE_EXPERIMENTS_WINDOW);
  G_OBJECT_CLASS (lab_experiments_window_parent_class)->dispose (object);
}

static void
lab_experiments_window_class_init (LabExperimentsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lab_experiments_window_dispose;

  /**
   * LabExperimentsWindow::open-game:
   * @game: (type gpointer): the FutoGame to open, the window's own: a
   *   handler that keeps it copies it
   * @algorithm_id: the method that found the point hardest, to watch
   *   solving it
   *
   * Asks for an instance to be opened; the first handler that opens it
   * returns the window it opened it in.
   */
  signals[OPEN_GAME] = g_signal_new ("open-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, g_signal_accumulator_first_wins, NULL, NULL,
                                     GTK_TYPE_WINDOW, 2, G_TYPE_POINTER, G_TYPE_STRING);

  g_type_ensure (LAB_TYPE_EXPERIMENTS_CHART);
  g_type_ensure (LAB_TYPE_RUNTIME_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/experiments/lab-experiments-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, size_spin);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, from_spin);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, to_spin);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, step_spin);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, instances_spin);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, signs_spin);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, node_spin);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, time_spin);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, algorithm_flow);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, progress_label);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, chart);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, point_label);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, instance_spin);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, run_button);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, export_csv_button);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, export_chart_button);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, LabExperimentsWindow, runtime_page);

  gtk_widget_class_install_action (widget_class, "experiments.run", NULL, run_action);
  gtk_widget_class_install_action (widget_class, "experiments.cancel", NULL, run_action);
  gtk_widget_class_install_action (widget_class, "experiments.export-csv", NULL, run_action);
  gtk_widget_class_install_action (widget_class, "experiments.export-chart", NULL, run_action);
  gtk_widget_class_install_action (widget_class, "experiments.open-instance", NULL, run_action);
  gtk_widget_class_install_action (widget_class, "experiments.escape", NULL, run_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "experiments.escape", NULL);
}

static void
lab_experiments_window_init (LabExperimentsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->checks = g_ptr_array_new ();
  add_algorithm_checks (self);

  self->run = futoshiki_experiments_run_new ();
  self->run_signals = g_signal_group_new (FUTOSHIKI_TYPE_EXPERIMENTS_RUN);
  g_signal_group_connect_swapped (self->run_signals, "notify::running", G_CALLBACK (on_running_changed), self);
  g_signal_group_connect_swapped (self->run_signals, "notify::fraction", G_CALLBACK (update_progress), self);
  g_signal_group_connect_swapped (self->run_signals, "changed", G_CALLBACK (update_point), self);
  g_signal_group_set_target (self->run_signals, self->run);
  lab_experiments_chart_set_run (self->chart, self->run);
  g_signal_connect_object (self->chart, "notify::selected-point", G_CALLBACK (update_point), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->stack, "notify::visible-child-name", G_CALLBACK (on_running_changed), self,
                           G_CONNECT_SWAPPED);
  on_running_changed (self);
  update_point (self);
}

LabExperimentsWindow *
lab_experiments_window_new (GtkApplication *application)
{
  g_return_val_if_fail (application == NULL || GTK_IS_APPLICATION (application), NULL);

  return g_object_new (LAB_TYPE_EXPERIMENTS_WINDOW, "application", application, NULL);
}

FutoshikiExperimentsRun *
lab_experiments_window_get_run (LabExperimentsWindow *self)
{
  g_return_val_if_fail (LAB_IS_EXPERIMENTS_WINDOW (self), NULL);

  return self->run;
}

void
lab_experiments_window_set_puzzle (LabExperimentsWindow *self,
                                   const FutoPuzzle     *puzzle,
                                   const char           *name)
{
  g_return_if_fail (LAB_IS_EXPERIMENTS_WINDOW (self));

  lab_runtime_page_set_puzzle (self->runtime_page, puzzle, name);
}

void
lab_experiments_window_show_runs (LabExperimentsWindow *self,
                                  gboolean              show_runs)
{
  g_return_if_fail (LAB_IS_EXPERIMENTS_WINDOW (self));

  adw_view_stack_set_visible_child_name (self->stack, show_runs ? "runs" : "sweep");
}

LabRuntimePage *
lab_experiments_window_get_runtime_page (LabExperimentsWindow *self)
{
  g_return_val_if_fail (LAB_IS_EXPERIMENTS_WINDOW (self), NULL);

  return self->runtime_page;
}

LabExperimentsChart *
lab_experiments_window_get_chart (LabExperimentsWindow *self)
{
  g_return_val_if_fail (LAB_IS_EXPERIMENTS_WINDOW (self), NULL);

  return self->chart;
}
