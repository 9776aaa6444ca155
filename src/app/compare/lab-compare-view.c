/* lab-compare-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A window beside the board: tick some algorithms, set a node and a time
 * limit per run, and Run. The algorithms run one after another, never in
 * parallel, so that each has the machine to itself and the times can be
 * compared. Each finished run adds a line to the table and a bar to the
 * chart; the chart shows one measure at a time (nodes, removed values,
 * assignments, backtracks, time), on a linear or logarithmic scale.
 *
 * Stochastic methods run with a fixed seed, so that the same comparison
 * gives the same numbers again.
 *
 * Export CSV… asks for a file with GtkFileChooserNative (a portal inside
 * Flatpak) and writes it atomically (futoshiki-file-save.h): a temporary
 * file beside it, renamed over the old one once whole and synced. The file is RFC 4180:
 * comma-separated, CRLF line ends, fields quoted when they hold a comma, a
 * quote or a line break. Numbers are written in the C locale (a decimal
 * point, no grouping) so that every spreadsheet reads them back as
 * numbers; the status is the stable word of futo_status_name().
 *
 * The window comes from a template (lab-compare-view.ui); only the
 * algorithms' check buttons are made here, one per algorithm of the
 * registry.
 */
#define G_LOG_DOMAIN "lab-compare-view"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "futoshiki-algorithm-text.h"
#include "lab-compare-view.h"
#include "lab-file-util.h"
#include "futoshiki-solve-job.h"

#define SEED 1

/* Enough for every complete method on the usual sizes, short enough that
 * plain backtracking on a hard 9×9 stops within seconds. */
#define DEFAULT_NODE_LIMIT G_GUINT64_CONSTANT (2000000)
#define DEFAULT_TIME_LIMIT 10.0

/* One finished run. */
typedef struct
{
  const FutoAlgorithm *algorithm;
  FutoStatus           status;
  guint64              solutions;
  gboolean             exhausted;
  /* Which limit stopped a run with FUTO_STATUS_LIMIT. */
  gboolean             node_limit_hit;
  FutoStats            stats;
} CompareRun;

typedef enum
{
  MEASURE_NODES,
  MEASURE_REMOVED,
  MEASURE_ASSIGNMENTS,
  MEASURE_BACKTRACKS,
  MEASURE_TIME,
} Measure;

struct _LabCompareView
{
  AdwWindow       parent_instance;

  FutoPuzzle     *puzzle;
  GArray         *runs;     /* CompareRun */
  GPtrArray      *queue;    /* const FutoAlgorithm *, still to run */
  FutoshikiSolveJob    *job;
  GSignalGroup   *job_signals;
  GCancellable   *cancellable;
  GPtrArray      *checks;   /* GtkCheckButton per registry algorithm */
  /* The scale follows the values until the person picks one. */
  gboolean        scale_chosen;
  gboolean        choosing_scale;

  /* Template children */
  GtkFlowBox     *algorithm_flow;
  GtkSpinButton  *node_spin;
  GtkSpinButton  *time_spin;
  GtkDropDown    *measure_dropdown;
  LabBarChart    *chart;
  GtkGrid        *table;
  GtkLabel       *progress_label;
  GtkWidget      *run_button;
  GtkWidget      *cancel_button;
};

G_DEFINE_FINAL_TYPE (LabCompareView, lab_compare_view, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_RUNNING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void run_next (LabCompareView *self);

static const char *
outcome_word (const CompareRun *run)
{
  switch (run->status)
    {
    case FUTO_STATUS_SOLVED:
      return _("solved");
    case FUTO_STATUS_UNSATISFIABLE:
      return _("no solution");
    case FUTO_STATUS_LIMIT:
      return run->node_limit_hit ? _("node limit") : _("time limit");
    case FUTO_STATUS_CANCELLED:
      return _("cancelled");
    case FUTO_STATUS_GAVE_UP:
      return _("gave up");
    case FUTO_STATUS_INVALID:
    default:
      return _("invalid puzzle");
    }
}

static gboolean
finished (const CompareRun *run)
{
  return run->status == FUTO_STATUS_SOLVED || run->status == FUTO_STATUS_UNSATISFIABLE;
}

static double
measure_value (const CompareRun *run,
               Measure              measure)
{
  switch (measure)
    {
    case MEASURE_REMOVED:     return run->stats.removed_values;
    case MEASURE_ASSIGNMENTS: return run->stats.assignments;
    case MEASURE_BACKTRACKS:  return run->stats.backtracks;
    /* In microseconds, so that the logarithmic scale spreads them. */
    case MEASURE_TIME:        return run->stats.elapsed * 1e6;
    case MEASURE_NODES:
    default:                  return run->stats.nodes;
    }
}

static char *
measure_text (const CompareRun *run,
              Measure              measure)
{
  g_autofree char *text = measure == MEASURE_TIME
                          ? futoshiki_solve_job_format_duration (run->stats.elapsed)
                          : futoshiki_solve_job_format_count ((guint64) measure_value (run, measure));

  /* A run that stopped early did at least this much. */
  if (finished (run))
    return g_steal_pointer (&text);
  /* Translators: a run stopped early took at least this, e.g. "≥ 12,000" */
  return g_strdup_printf (_("≥ %s"), text);
}

/* Beyond two orders of magnitude a linear chart flattens every bar but
 * the longest (2,000,000 nodes against 4,000), so the logarithmic scale
 * is the one that shows the comparison. */
static gboolean
spans_orders_of_magnitude (const double *values,
                           guint         n)
{
  double smallest = G_MAXDOUBLE, largest = 0;

  for (guint i = 0; i < n; i++)
    if (values[i] > 0)
      {
        smallest = MIN (smallest, values[i]);
        largest = MAX (largest, values[i]);
      }
  return largest > 100 * smallest;
}

static void
on_chart_scale_changed (LabCompareView *self)
{
  if (!self->choosing_scale)
    self->scale_chosen = TRUE;
}

static void
update_chart (LabCompareView *self)
{
  static const char * const titles[] = {
    N_("Nodes"), N_("Removed values"), N_("Assignments"), N_("Backtracks"), N_("Time"),
  };
  Measure measure = gtk_drop_down_get_selected (self->measure_dropdown);
  guint n = self->runs->len;
  g_autofree const char **labels = g_new0 (const char *, n + 1);
  g_autofree double *values = g_new0 (double, n + 1);
  g_autofree gboolean *unfinished = g_new0 (gboolean, n + 1);
  g_auto(GStrv) texts = g_new0 (char *, n + 1);

  if (measure >= G_N_ELEMENTS (titles))
    measure = MEASURE_NODES;
  for (guint i = 0; i < n; i++)
    {
      const CompareRun *run = &g_array_index (self->runs, CompareRun, i);

      labels[i] = futoshiki_algorithm_name (run->algorithm);
      values[i] = measure_value (run, measure);
      texts[i] = measure_text (run, measure);
      unfinished[i] = !finished (run);
    }
  lab_bar_chart_set_title (self->chart, _(titles[measure]));
  lab_bar_chart_set_durations (self->chart, measure == MEASURE_TIME);
  lab_bar_chart_set_bars (self->chart, n, labels, values,
                          (const char * const *) texts, unfinished);
  if (!self->scale_chosen)
    {
      self->choosing_scale = TRUE;
      lab_bar_chart_set_log_scale (self->chart, spans_orders_of_magnitude (values, n));
      self->choosing_scale = FALSE;
    }
}

static GtkWidget *
cell_label (const char *text,
            gboolean    numeric)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), numeric ? 1.0f : 0.0f);
  if (numeric)
    gtk_widget_add_css_class (label, "numeric");
  return label;
}

static void
update_table (LabCompareView *self)
{
  static const char * const headings[] = {
    N_("Algorithm"), N_("Outcome"), N_("Nodes"), N_("Removed values"),
    N_("Assignments"), N_("Backtracks"), N_("Time"),
  };
  GtkGrid *grid = self->table;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (grid))) != NULL)
    gtk_grid_remove (grid, child);

  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    {
      GtkWidget *label = cell_label (_(headings[c]), c >= 2);

      gtk_widget_add_css_class (label, "heading");
      gtk_grid_attach (grid, label, c, 0, 1, 1);
    }

  for (guint i = 0; i < self->runs->len; i++)
    {
      const CompareRun *run = &g_array_index (self->runs, CompareRun, i);
      g_autofree char *nodes = futoshiki_solve_job_format_count (run->stats.nodes);
      g_autofree char *removed = futoshiki_solve_job_format_count (run->stats.removed_values);
      g_autofree char *assignments = futoshiki_solve_job_format_count (run->stats.assignments);
      g_autofree char *backtracks = futoshiki_solve_job_format_count (run->stats.backtracks);
      g_autofree char *time = futoshiki_solve_job_format_duration (run->stats.elapsed);
      const char *cells[] = {
        futoshiki_algorithm_name (run->algorithm), outcome_word (run), nodes, removed, assignments, backtracks, time,
      };

      for (guint c = 0; c < G_N_ELEMENTS (cells); c++)
        {
          GtkWidget *label = cell_label (cells[c], c >= 2);

          /* What the method does, where the name alone ("MRV 2") does not
           * say; the same words a screen reader hears. */
          if (c == 0)
            {
              gtk_widget_set_tooltip_text (label, futoshiki_algorithm_description (run->algorithm));
              gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                              futoshiki_algorithm_description (run->algorithm), -1);
            }
          gtk_grid_attach (grid, label, c, i + 1, 1, 1);
        }
    }
}

static void
set_running (LabCompareView *self,
             gboolean        running)
{
  if ((self->cancellable != NULL) == running)
    return;
  if (running)
    self->cancellable = g_cancellable_new ();
  else
    g_clear_object (&self->cancellable);

  gtk_widget_set_visible (self->run_button, !running);
  gtk_widget_set_visible (self->cancel_button, running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "compare.run", !running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "compare.cancel", running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "compare.export", !running && self->runs->len > 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

static void
update_progress (LabCompareView *self)
{
  const FutoAlgorithm *algorithm = futoshiki_solve_job_get_algorithm (self->job);
  guint done = self->runs->len;
  guint total = done + self->queue->len + 1;
  g_autofree char *time = futoshiki_solve_job_format_duration (futoshiki_solve_job_get_elapsed (self->job));
  g_autofree char *nodes = futoshiki_solve_job_format_count (futoshiki_solve_job_get_nodes (self->job));
  g_autofree char *text = NULL;

  /* Translators: "Running Forward checking (2 of 6): 1.20 s, 34,000 nodes" */
  text = g_strdup_printf (_("Running %s (%u of %u): %s, %s nodes"),
                          futoshiki_algorithm_name (algorithm), done + 1, total, time, nodes);
  gtk_label_set_label (self->progress_label, text);
}

static void
on_run_done (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  FutoshikiSolveJob *job = FUTOSHIKI_SOLVE_JOB (object);
  g_autoptr(LabCompareView) self = user_data;
  const FutoRunResult *run_result;
  CompareRun run = { 0 };

  futoshiki_solve_job_run_finish (job, result, NULL);
  if (job != self->job)
    return;

  run_result = futoshiki_solve_job_get_result (job);
  if (run_result != NULL)
    {
      run.algorithm = futoshiki_solve_job_get_algorithm (job);
      run.status = run_result->status;
      run.solutions = run_result->solution_count;
      run.exhausted = run_result->exhausted;
      run.node_limit_hit = futoshiki_solve_job_get_node_limit_hit (job);
      run.stats = run_result->stats;
      g_array_append_val (self->runs, run);
      update_table (self);
      update_chart (self);
    }
  g_signal_group_set_target (self->job_signals, NULL);
  g_clear_object (&self->job);

  if (self->cancellable == NULL || g_cancellable_is_cancelled (self->cancellable))
    {
      g_ptr_array_set_size (self->queue, 0);
      gtk_label_set_label (self->progress_label, _("Cancelled."));
      set_running (self, FALSE);
      return;
    }
  run_next (self);
}

static void
run_next (LabCompareView *self)
{
  const FutoAlgorithm *algorithm;
  double time_limit = gtk_spin_button_get_value (self->time_spin);
  guint64 node_limit = (guint64) gtk_spin_button_get_value (self->node_spin);

  if (self->queue->len == 0)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("%u run finished.", "%u runs finished.",
                                                         self->runs->len),
                                               self->runs->len);

      gtk_label_set_label (self->progress_label, text);
      set_running (self, FALSE);
      return;
    }

  algorithm = g_ptr_array_steal_index (self->queue, 0);
  self->job = futoshiki_solve_job_new (self->puzzle, algorithm->id);
  futoshiki_solve_job_set_node_limit (self->job, node_limit);
  futoshiki_solve_job_set_time_limit (self->job, time_limit);
  futoshiki_solve_job_set_seed (self->job, SEED);
  g_signal_group_set_target (self->job_signals, self->job);
  update_progress (self);
  futoshiki_solve_job_run_async (self->job, self->cancellable, on_run_done, g_object_ref (self));
}

void
lab_compare_view_run (LabCompareView *self)
{
  const FutoAlgorithm *const *algorithms;
  size_t n;

  g_return_if_fail (LAB_IS_COMPARE_VIEW (self));

  if (self->cancellable != NULL)
    return;

  g_array_set_size (self->runs, 0);
  g_ptr_array_set_size (self->queue, 0);
  algorithms = futo_algorithms (&n);
  for (size_t i = 0; i < n; i++)
    if (gtk_check_button_get_active (g_ptr_array_index (self->checks, i)))
      g_ptr_array_add (self->queue, (gpointer) algorithms[i]);
  update_table (self);
  update_chart (self);

  if (self->queue->len == 0)
    {
      gtk_label_set_label (self->progress_label, _("Tick at least one algorithm."));
      return;
    }
  set_running (self, TRUE);
  run_next (self);
}

void
lab_compare_view_cancel (LabCompareView *self)
{
  g_return_if_fail (LAB_IS_COMPARE_VIEW (self));

  g_cancellable_cancel (self->cancellable);
}

gboolean
lab_compare_view_get_running (LabCompareView *self)
{
  g_return_val_if_fail (LAB_IS_COMPARE_VIEW (self), FALSE);

  return self->cancellable != NULL;
}

void
lab_compare_view_set_algorithms (LabCompareView     *self,
                                 const char * const *ids)
{
  const FutoAlgorithm *const *algorithms;
  size_t n;

  g_return_if_fail (LAB_IS_COMPARE_VIEW (self));

  algorithms = futo_algorithms (&n);
  for (size_t i = 0; i < n; i++)
    {
      GtkWidget *check = g_ptr_array_index (self->checks, i);

      gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                   ids != NULL && g_strv_contains (ids, algorithms[i]->id)
                                   && gtk_widget_get_sensitive (check));
    }
}

char **
lab_compare_view_get_algorithms (LabCompareView *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  const FutoAlgorithm *const *algorithms;
  size_t n;

  g_return_val_if_fail (LAB_IS_COMPARE_VIEW (self), NULL);

  algorithms = futo_algorithms (&n);
  for (size_t i = 0; i < n; i++)
    if (gtk_check_button_get_active (g_ptr_array_index (self->checks, i)))
      g_strv_builder_add (builder, algorithms[i]->id);
  return g_strv_builder_end (builder);
}

void
lab_compare_view_set_limits (LabCompareView *self,
                             guint64         node_limit,
                             double          time_limit)
{
  g_return_if_fail (LAB_IS_COMPARE_VIEW (self));

  gtk_spin_button_set_value (self->node_spin, node_limit);
  gtk_spin_button_set_value (self->time_spin, time_limit);
}

guint
lab_compare_view_get_n_results (LabCompareView *self)
{
  g_return_val_if_fail (LAB_IS_COMPARE_VIEW (self), 0);

  return self->runs->len;
}

const char *
lab_compare_view_get_result (LabCompareView   *self,
                             guint             i,
                             FutoStatus       *status,
                             const FutoStats **stats)
{
  const CompareRun *run;

  g_return_val_if_fail (LAB_IS_COMPARE_VIEW (self), NULL);
  g_return_val_if_fail (i < self->runs->len, NULL);

  run = &g_array_index (self->runs, CompareRun, i);
  if (status != NULL)
    *status = run->status;
  if (stats != NULL)
    *stats = &run->stats;
  return run->algorithm->id;
}

GtkGrid *
lab_compare_view_get_table (LabCompareView *self)
{
  g_return_val_if_fail (LAB_IS_COMPARE_VIEW (self), NULL);

  return self->table;
}

LabBarChart *
lab_compare_view_get_chart (LabCompareView *self)
{
  g_return_val_if_fail (LAB_IS_COMPARE_VIEW (self), NULL);

  return self->chart;
}

/* The results as a spreadsheet file */

static void
append_field (GString    *csv,
              const char *field)
{
  if (strpbrk (field, ",\"\r\n") == NULL)
    {
      g_string_append (csv, field);
      return;
    }
  g_string_append_c (csv, '"');
  for (const char *p = field; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (csv, '"');
      g_string_append_c (csv, *p);
    }
  g_string_append_c (csv, '"');
}

static const char *
status_word (const CompareRun *run)
{
  /* "limit" alone would not say which one. */
  if (run->status == FUTO_STATUS_LIMIT)
    return run->node_limit_hit ? "node-limit" : "time-limit";
  return futo_status_name (run->status);
}

static char *
runs_to_csv (const CompareRun *runs,
             guint             n_runs)
{
  GString *csv = g_string_new ("algorithm,name,status,solutions,exhausted,nodes,"
                               "removed_values,assignments,backtracks,propagations,"
                               "iterations,seconds\r\n");

  for (guint i = 0; i < n_runs; i++)
    {
      const CompareRun *run = &runs[i];
      char seconds[G_ASCII_DTOSTR_BUF_SIZE];

      append_field (csv, run->algorithm->id);
      g_string_append_c (csv, ',');
      append_field (csv, run->algorithm->name);
      g_string_append_printf (csv,
                              ",%s,%" G_GUINT64_FORMAT ",%s,%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT
                              ",%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT
                              ",%" G_GUINT64_FORMAT ",%s\r\n",
                              status_word (run), run->solutions,
                              run->exhausted ? "yes" : "no",
                              run->stats.nodes, run->stats.removed_values, run->stats.assignments,
                              run->stats.backtracks, run->stats.propagations, run->stats.iterations,
                              g_ascii_formatd (seconds, sizeof seconds, "%.6f", run->stats.elapsed));
    }
  return g_string_free (csv, FALSE);
}

char *
lab_compare_view_to_csv (LabCompareView *self)
{
  g_return_val_if_fail (LAB_IS_COMPARE_VIEW (self), NULL);

  return runs_to_csv ((const CompareRun *) (gpointer) self->runs->data, self->runs->len);
}

void
lab_compare_view_save_csv_async (LabCompareView      *self,
                                 GFile               *file,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GBytes) bytes = NULL;
  char *csv;

  g_return_if_fail (LAB_IS_COMPARE_VIEW (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, lab_compare_view_save_csv_async);
  csv = lab_compare_view_to_csv (self);
  bytes = g_bytes_new_take (csv, strlen (csv));
  lab_file_replace_for_task (file, bytes, g_steal_pointer (&task));
}

gboolean
lab_compare_view_save_csv_finish (LabCompareView  *self,
                                  GAsyncResult    *result,
                                  GError         **error)
{
  g_return_val_if_fail (LAB_IS_COMPARE_VIEW (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Export CSV… */

static void
on_saved (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  LabCompareView *self = LAB_COMPARE_VIEW (object);
  g_autoptr(GError) error = NULL;

  if (lab_compare_view_save_csv_finish (self, result, &error))
    gtk_label_set_label (self->progress_label, _("Saved."));
  else
    {
      /* The helper's sentence says which file and that the old one stays. */
      gtk_label_set_label (self->progress_label, error->message);
    }
}

static void
on_export_response (GtkNativeDialog *chooser,
                    int              response,
                    LabCompareView  *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      lab_compare_view_save_csv_async (self, file, NULL, on_saved, NULL);
    }
  g_object_unref (chooser);
}

/* The compare.export action: asks for a file, then saves. */
static void
export_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  LabCompareView *self = LAB_COMPARE_VIEW (widget);
  GtkFileChooserNative *chooser;
  GtkFileFilter *filter;

  chooser = gtk_file_chooser_native_new (_("Export CSV"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("CSV Files"));
  gtk_file_filter_add_mime_type (filter, "text/csv");
  gtk_file_filter_add_pattern (filter, "*.csv");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_object_unref (filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("comparison.csv"));
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_export_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
run_activated (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  lab_compare_view_run (LAB_COMPARE_VIEW (widget));
}

static void
cancel_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  lab_compare_view_cancel (LAB_COMPARE_VIEW (widget));
}

/* Escape stops the runs while they go, as the Cancel button says, and
 * otherwise closes the window like any other secondary window. */
static gboolean
escape_pressed (GtkWidget *widget,
                GVariant  *args,
                gpointer   user_data)
{
  LabCompareView *self = LAB_COMPARE_VIEW (widget);

  if (lab_compare_view_get_running (self))
    lab_compare_view_cancel (self);
  else
    gtk_window_close (GTK_WINDOW (self));
  return TRUE;
}

/* One check button per algorithm, with its description and reference
 * as the tooltip. */
static void
fill_algorithms (LabCompareView *self)
{
  const FutoAlgorithm *const *algorithms;
  size_t n;

  algorithms = futo_algorithms (&n);
  for (size_t i = 0; i < n; i++)
    {
      GtkWidget *check = gtk_check_button_new_with_label (futoshiki_algorithm_name (algorithms[i]));
      g_autofree char *tooltip = g_strdup_printf ("%s\n%s", futoshiki_algorithm_description (algorithms[i]),
                                                  futoshiki_algorithm_reference (algorithms[i]));

      gtk_widget_set_tooltip_text (check, tooltip);
      /* The complete methods, and one stochastic one to show the contrast. */
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                   algorithms[i]->complete || g_str_equal (algorithms[i]->id, "sa"));
      g_ptr_array_add (self->checks, check);
      gtk_flow_box_append (self->algorithm_flow, check);
    }
}

/* Most literature methods know only inequality signs: an Adjacent
 * puzzle is refused by them, so they are not offered. */
static void
disable_unsupported (LabCompareView *self)
{
  const FutoAlgorithm *const *algorithms;
  size_t n;

  if (futo_puzzle_get_mode (self->puzzle) != FUTO_MODE_ADJACENT)
    return;
  algorithms = futo_algorithms (&n);
  for (size_t i = 0; i < n; i++)
    if (!algorithms[i]->supports_adjacent)
      {
        GtkWidget *check = g_ptr_array_index (self->checks, i);

        gtk_check_button_set_active (GTK_CHECK_BUTTON (check), FALSE);
        gtk_widget_set_sensitive (check, FALSE);
        gtk_widget_set_tooltip_text (check, _("This method does not understand Adjacent marks"));
      }
}

LabCompareView *
lab_compare_view_new (GtkWindow        *parent,
                      const FutoPuzzle *puzzle)
{
  LabCompareView *self;

  g_return_val_if_fail (!parent || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (puzzle != NULL, NULL);

  self = g_object_new (LAB_TYPE_COMPARE_VIEW,
                       "transient-for", parent,
                       NULL);
  self->puzzle = futo_puzzle_copy (puzzle);
  disable_unsupported (self);
  return self;
}

/* A running job holds the window, so dispose would wait for the whole
 * queue: closing is when the runs stop. */
static gboolean
lab_compare_view_close_request (GtkWindow *window)
{
  LabCompareView *self = LAB_COMPARE_VIEW (window);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  return GTK_WINDOW_CLASS (lab_compare_view_parent_class)->close_request (window);
}

static void
lab_compare_view_dispose (GObject *object)
{
  LabCompareView *self = LAB_COMPARE_VIEW (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->job_signals);
  g_clear_object (&self->job);
  gtk_widget_dispose_template (GTK_WIDGET (self), LAB_TYPE_COMPARE_VIEW);

  G_OBJECT_CLASS (lab_compare_view_parent_class)->dispose (object);
}

static void
lab_compare_view_finalize (GObject *object)
{
  LabCompareView *self = LAB_COMPARE_VIEW (object);

  g_clear_pointer (&self->puzzle, futo_puzzle_free);
  g_array_unref (self->runs);
  g_ptr_array_unref (self->queue);
  g_ptr_array_unref (self->checks);

  G_OBJECT_CLASS (lab_compare_view_parent_class)->finalize (object);
}

static void
lab_compare_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  LabCompareView *self = LAB_COMPARE_VIEW (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, lab_compare_view_get_running (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_compare_view_class_init (LabCompareViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = lab_compare_view_dispose;
  object_class->finalize = lab_compare_view_finalize;
  object_class->get_property = lab_compare_view_get_property;
  window_class->close_request = lab_compare_view_close_request;

  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "compare.run", NULL, run_activated);
  gtk_widget_class_install_action (widget_class, "compare.cancel", NULL, cancel_activated);
  gtk_widget_class_install_action (widget_class, "compare.export", NULL, export_activated);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, escape_pressed, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);

  g_type_ensure (LAB_TYPE_BAR_CHART);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/compare/lab-compare-view.ui");
  gtk_widget_class_bind_template_child (widget_class, LabCompareView, algorithm_flow);
  gtk_widget_class_bind_template_child (widget_class, LabCompareView, node_spin);
  gtk_widget_class_bind_template_child (widget_class, LabCompareView, time_spin);
  gtk_widget_class_bind_template_child (widget_class, LabCompareView, measure_dropdown);
  gtk_widget_class_bind_template_child (widget_class, LabCompareView, chart);
  gtk_widget_class_bind_template_child (widget_class, LabCompareView, table);
  gtk_widget_class_bind_template_child (widget_class, LabCompareView, progress_label);
  gtk_widget_class_bind_template_child (widget_class, LabCompareView, run_button);
  gtk_widget_class_bind_template_child (widget_class, LabCompareView, cancel_button);
  gtk_widget_class_bind_template_callback (widget_class, update_chart);
}

static void
lab_compare_view_init (LabCompareView *self)
{
  self->runs = g_array_new (FALSE, TRUE, sizeof (CompareRun));
  self->queue = g_ptr_array_new ();
  self->checks = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  fill_algorithms (self);
  gtk_spin_button_set_value (self->node_spin, DEFAULT_NODE_LIMIT);
  gtk_spin_button_set_value (self->time_spin, DEFAULT_TIME_LIMIT);
  self->job_signals = g_signal_group_new (FUTOSHIKI_TYPE_SOLVE_JOB);
  g_signal_group_connect_object (self->job_signals, "notify::elapsed",
                                 G_CALLBACK (update_progress), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->chart, "notify::log-scale",
                           G_CALLBACK (on_chart_scale_changed), self, G_CONNECT_SWAPPED);
  update_table (self);
  update_chart (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "compare.cancel", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "compare.export", FALSE);
}
