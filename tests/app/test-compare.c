/* test-compare.c: the Compare Algorithms window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opens it from the window's menu action on a 6×6 puzzle, runs three
 * algorithms, and reads the table, the chart and the CSV file back the
 * way a person or a spreadsheet would. Also writes the screenshots of
 * the view in the light and dark styles to <build>/tests/app/screenshots/.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "board-test-util.h"
#include "futoshiki-algorithm-text.h"
#include "futoshiki-solve-job.h"
#include "futo-format.h"
#include "lab-compare-view.h"
#include "shot-test-util.h"

static const char * const three[] = { "bt", "fc", "mac", NULL };

/* Helpers */

static FutoshikiDocument *
lesson_document (void)
{
  return lab_test_load_app_document ("lesson-6x6.txt");
}

static gboolean
not_running (gpointer data)
{
  return !lab_compare_view_get_running (LAB_COMPARE_VIEW (data));
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

static LabCompareView *
open_compare (LabWindow *window)
{
  lab_test_activate (window, "compare", NULL);
  return LAB_COMPARE_VIEW (lab_test_wait_for_toplevel (LAB_TYPE_COMPARE_VIEW, GTK_WINDOW (window)));
}

static const char *
table_cell (GtkGrid *table,
            int      column,
            int      row)
{
  GtkWidget *label = gtk_grid_get_child_at (table, column, row);

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_label (GTK_LABEL (label));
}

/* "41,067" (or "41067" in the C locale) as a number. */
static guint64
parse_count (const char *text)
{
  g_autoptr(GString) digits = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    if (g_ascii_isdigit (*p))
      g_string_append_c (digits, *p);
  g_assert_cmpuint (digits->len, >, 0);
  return g_ascii_strtoull (digits->str, NULL, 10);
}

static int
table_rows (GtkGrid *table)
{
  int rows = 0;

  while (gtk_grid_get_child_at (table, 0, rows) != NULL)
    rows++;
  return rows;
}

static void
on_saved (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (lab_compare_view_save_csv_finish (LAB_COMPARE_VIEW (object), result, &error));
  g_assert_no_error (error);
  *(gboolean *) user_data = TRUE;
}

/* Tests */

static void
test_compare_three (void)
{
  g_autoptr(FutoshikiDocument) document = lesson_document ();
  LabWindow *window = lab_test_create_window (document);
  LabCompareView *view = open_compare (window);
  GtkGrid *table = lab_compare_view_get_table (view);
  LabBarChart *chart = lab_compare_view_get_chart (view);
  g_auto(GStrv) chosen = NULL;
  guint64 nodes[3];

  /* The default: every complete method and simulated annealing. */
  chosen = lab_compare_view_get_algorithms (view);
  g_assert_true (g_strv_contains ((const char * const *) chosen, "bt"));
  g_assert_true (g_strv_contains ((const char * const *) chosen, "sa"));
  g_assert_false (g_strv_contains ((const char * const *) chosen, "cso"));

  lab_compare_view_set_algorithms (view, three);
  lab_compare_view_set_limits (view, 1000000, 30);
  lab_compare_view_run (view);
  g_assert_true (lab_compare_view_get_running (view));
  lab_test_wait_until (not_running, view);

  /* One table row per algorithm under the heading, nodes > 0 in each. */
  g_assert_cmpuint (lab_compare_view_get_n_results (view), ==, 3);
  g_assert_cmpint (table_rows (table), ==, 4);
  g_assert_cmpstr (table_cell (table, 2, 0), ==, "Nodes");
  for (int i = 0; i < 3; i++)
    {
      FutoStatus status;
      const FutoStats *stats;
      const char *id = lab_compare_view_get_result (view, i, &status, &stats);

      g_assert_cmpstr (id, ==, three[i]);
      g_assert_cmpint (status, ==, FUTO_STATUS_SOLVED);
      g_assert_cmpstr (table_cell (table, 0, i + 1), ==, futo_algorithm_find (three[i])->name);
      g_assert_cmpstr (table_cell (table, 1, i + 1), ==, "solved");
      nodes[i] = parse_count (table_cell (table, 2, i + 1));
      g_assert_cmpuint (nodes[i], >, 0);
      g_assert_cmpuint (nodes[i], ==, stats->nodes);
    }
  /* What the lesson shows: forward checking explores far fewer nodes. */
  g_assert_cmpuint (nodes[1], <, nodes[0]);
  g_assert_cmpuint (nodes[2], <=, nodes[1]);

  /* The chart: a bar each; 41,067 nodes against 104 span more than two
   * orders of magnitude, so it starts logarithmic. */
  g_assert_cmpuint (lab_bar_chart_get_n_bars (chart), ==, 3);
  g_assert_cmpfloat (lab_bar_chart_get_fraction (chart, 0), ==, 1.0);
  g_assert_true (lab_bar_chart_get_log_scale (chart));
  {
    double linear, logarithmic = lab_bar_chart_get_fraction (chart, 1);
    g_autofree char *description = NULL;

    /* On the log scale small bars grow. */
    lab_bar_chart_set_log_scale (chart, FALSE);
    linear = lab_bar_chart_get_fraction (chart, 1);
    g_assert_cmpfloat (logarithmic, >, linear);
    lab_bar_chart_set_log_scale (chart, TRUE);
    g_assert_cmpfloat (lab_bar_chart_get_fraction (chart, 1), >, linear);
    description = lab_bar_chart_describe (chart);
    g_assert_nonnull (strstr (description, "Nodes, logarithmic scale: Backtracking"));
  }

  lab_test_destroy_window (GTK_WINDOW (view), FALSE);
  lab_test_discard_and_destroy (window);
}

/* Once the person picks a scale, new results keep it. */
static void
test_scale_choice (void)
{
  g_autoptr(FutoshikiDocument) document = lesson_document ();
  LabWindow *window = lab_test_create_window (document);
  LabCompareView *view = open_compare (window);
  LabBarChart *chart = lab_compare_view_get_chart (view);
  GtkSwitch *log_switch = GTK_SWITCH (lab_test_find_descendant (GTK_WIDGET (view), GTK_TYPE_SWITCH));

  g_assert_false (lab_bar_chart_get_log_scale (chart));
  gtk_switch_set_active (log_switch, TRUE);
  gtk_switch_set_active (log_switch, FALSE);
  lab_compare_view_set_algorithms (view, three);
  lab_compare_view_set_limits (view, 1000000, 30);
  lab_compare_view_run (view);
  lab_test_wait_until (not_running, view);
  g_assert_false (lab_bar_chart_get_log_scale (chart));
  gtk_switch_set_active (log_switch, TRUE);
  g_assert_true (lab_bar_chart_get_log_scale (chart));

  lab_test_destroy_window (GTK_WINDOW (view), FALSE);
  lab_test_discard_and_destroy (window);
}

/* The axis can be read: on the logarithmic scale it is ticked at every
 * power of ten up to the longest bar, on the linear one at round steps
 * from 0; durations are kept in microseconds. */
static void
test_axis_ticks (void)
{
  LabBarChart *chart = LAB_BAR_CHART (g_object_ref_sink (lab_bar_chart_new ()));
  static const char * const labels[] = { "bt", "fc", "lab" };
  static const char * const texts[] = { "41,067", "2,834", "12" };
  static const double values[] = { 41067, 2834, 12 };
  double ticks[16];
  guint n;

  lab_bar_chart_set_bars (chart, 3, labels, values, texts, NULL);
  lab_bar_chart_set_log_scale (chart, TRUE);
  n = lab_bar_chart_get_ticks (chart, ticks, G_N_ELEMENTS (ticks));
  g_assert_cmpuint (n, ==, 5);
  g_assert_cmpfloat (ticks[0], ==, 1);
  g_assert_cmpfloat (ticks[4], ==, 10000);

  lab_bar_chart_set_log_scale (chart, FALSE);
  n = lab_bar_chart_get_ticks (chart, ticks, G_N_ELEMENTS (ticks));
  g_assert_cmpuint (n, >=, 3);
  g_assert_cmpuint (n, <=, 9);
  g_assert_cmpfloat (ticks[0], ==, 0);
  g_assert_cmpfloat (ticks[n - 1], <=, 41067);
  g_assert_cmpfloat (ticks[1], ==, 10000);

  g_assert_false (lab_bar_chart_get_durations (chart));
  lab_bar_chart_set_durations (chart, TRUE);
  g_assert_true (lab_bar_chart_get_durations (chart));
  g_object_unref (chart);
}

/* Whether a label under root reads text and has tooltip as its tooltip. */
static gboolean
label_with_tooltip (GtkWidget  *root,
                    const char *text,
                    const char *tooltip)
{
  if (GTK_IS_LABEL (root) && g_str_equal (gtk_label_get_text (GTK_LABEL (root)), text)
      && g_strcmp0 (gtk_widget_get_tooltip_text (root), tooltip) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (label_with_tooltip (child, text, tooltip))
      return TRUE;
  return FALSE;
}

/* The table's method names carry what the method does, so that "MRV 2"
 * says what it is; times below a millisecond read in microseconds. */
static void
test_names_explained (void)
{
  static const char * const mrv[] = { "fc-mrv1", "fc-mrv2", NULL };
  g_autoptr(FutoshikiDocument) document = lesson_document ();
  LabWindow *window = lab_test_create_window (document);
  LabCompareView *view = open_compare (window);
  gboolean explained;
  g_autofree char *fast = futoshiki_solve_job_format_duration (0.000028);

  lab_compare_view_set_algorithms (view, mrv);
  lab_compare_view_set_limits (view, 1000000, 30);
  lab_compare_view_run (view);
  lab_test_wait_until (not_running, view);
  explained = label_with_tooltip (GTK_WIDGET (view), futoshiki_algorithm_name (futo_algorithm_find ("fc-mrv2")),
                                  futoshiki_algorithm_description (futo_algorithm_find ("fc-mrv2")));
  g_assert_true (explained);
  g_assert_cmpstr (fast, ==, "28 µs");

  lab_test_destroy_window (GTK_WINDOW (view), FALSE);
  lab_test_discard_and_destroy (window);
}

static gboolean
no_compare_view (gpointer data)
{
  return lab_test_find_toplevel (LAB_TYPE_COMPARE_VIEW, NULL) == NULL;
}

static void
press_escape (LabCompareView *view)
{
  GtkShortcut *shortcut = lab_test_find_shortcut (GTK_WIDGET (view), GDK_KEY_Escape, 0);

  g_assert_nonnull (shortcut);
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                               GTK_SHORTCUT_ACTION_EXCLUSIVE, GTK_WIDGET (view), NULL));
}

/* Escape stops the runs while they go, and otherwise closes the window. */
static void
test_escape (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (9);
  LabWindow *window;
  LabCompareView *view;
  static const char * const slow[] = { "bt", NULL };

  futoshiki_document_set_given (document, 8, 8, 1);
  futoshiki_document_set_relation (document, 8, 7, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  window = lab_test_create_window (document);
  view = open_compare (window);
  lab_compare_view_set_algorithms (view, slow);
  lab_compare_view_set_limits (view, 0, 0);
  lab_compare_view_run (view);
  press_escape (view);
  lab_test_wait_until (not_running, view);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (view)));

  press_escape (view);
  lab_test_wait_until (no_compare_view, NULL);
  lab_test_discard_and_destroy (window);
}

/* Run, the suggested action, is at the end of the header bar. */
static void
test_run_at_end (void)
{
  g_autoptr(FutoshikiDocument) document = lesson_document ();
  LabWindow *window = lab_test_create_window (document);
  LabCompareView *view = open_compare (window);
  GtkWidget *run = lab_test_find_button (GTK_WIDGET (view), "_Run");
  graphene_point_t origin = { 0, 0 }, where;

  g_assert_nonnull (run);
  g_assert_true (gtk_widget_has_css_class (run, "suggested-action"));
  g_assert_true (gtk_widget_compute_point (run, GTK_WIDGET (view), &origin, &where));
  g_assert_cmpfloat (where.x, >, gtk_widget_get_width (GTK_WIDGET (view)) / 2.0);

  lab_test_destroy_window (GTK_WINDOW (view), FALSE);
  lab_test_discard_and_destroy (window);
}

static void
test_csv (void)
{
  g_autoptr(FutoshikiDocument) document = lesson_document ();
  LabWindow *window = lab_test_create_window (document);
  LabCompareView *view = open_compare (window);
  g_autofree char *csv = NULL;
  g_autofree char *dir = g_dir_make_tmp ("compare-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "table.csv", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *written = NULL;
  g_auto(GStrv) lines = NULL;
  gboolean saved = FALSE;

  lab_compare_view_set_algorithms (view, three);
  lab_compare_view_set_limits (view, 1000000, 30);
  lab_compare_view_run (view);
  lab_test_wait_until (not_running, view);

  csv = lab_compare_view_to_csv (view);
  lines = g_strsplit (csv, "\r\n", -1);
  /* A header, three rows, and the empty rest after the last line end. */
  g_assert_cmpuint (g_strv_length (lines), ==, 5);
  g_assert_cmpstr (lines[0], ==, "algorithm,name,status,solutions,exhausted,nodes,removed_values,"
                                 "assignments,backtracks,propagations,iterations,seconds");
  g_assert_cmpstr (lines[4], ==, "");
  for (int i = 0; i < 3; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i + 1], ",", -1);
      const FutoStats *stats;
      char *end;
      double seconds;

      lab_compare_view_get_result (view, i, NULL, &stats);
      g_assert_cmpuint (g_strv_length (fields), ==, 12);
      g_assert_cmpstr (fields[0], ==, three[i]);
      g_assert_cmpstr (fields[1], ==, futo_algorithm_find (three[i])->name);
      g_assert_cmpstr (fields[2], ==, "solved");
      g_assert_cmpstr (fields[3], ==, "1");
      g_assert_cmpuint (g_ascii_strtoull (fields[5], NULL, 10), ==, stats->nodes);
      g_assert_cmpuint (g_ascii_strtoull (fields[6], NULL, 10), ==, stats->removed_values);
      g_assert_cmpuint (g_ascii_strtoull (fields[8], NULL, 10), ==, stats->backtracks);
      seconds = g_ascii_strtod (fields[11], &end);
      g_assert_true (*end == '\0');
      g_assert_cmpfloat (seconds, >=, 0);
    }

  /* Saved as is, replacing an older file whole. */
  g_assert_true (g_file_set_contents (path, "old content that is longer than nothing", -1, NULL));
  lab_compare_view_save_csv_async (view, file, NULL, on_saved, &saved);
  lab_test_wait_until (is_true, &saved);
  g_assert_true (g_file_get_contents (path, &written, NULL, NULL));
  g_assert_cmpstr (written, ==, csv);

  g_unlink (path);
  g_rmdir (dir);
  lab_test_destroy_window (GTK_WINDOW (view), FALSE);
  lab_test_discard_and_destroy (window);
}

static void
test_cancel (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (9);
  LabWindow *window;
  LabCompareView *view;
  static const char * const slow[] = { "bt", "fc", NULL };

  /* r9c9 = 1 > r9c8: bt would search the 9×9 for ages. */
  futoshiki_document_set_given (document, 8, 8, 1);
  futoshiki_document_set_relation (document, 8, 7, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  window = lab_test_create_window (document);
  view = open_compare (window);
  lab_compare_view_set_algorithms (view, slow);
  lab_compare_view_set_limits (view, 0, 0);
  lab_compare_view_run (view);
  lab_test_wait_for_frames (GTK_WIDGET (view), 3);
  gtk_widget_activate_action (GTK_WIDGET (view), "compare.cancel", NULL);
  lab_test_wait_until (not_running, view);

  /* The cancelled run is listed as such, and the queue stops there. */
  g_assert_cmpuint (lab_compare_view_get_n_results (view), ==, 1);
  {
    FutoStatus status;

    g_assert_cmpstr (lab_compare_view_get_result (view, 0, &status, NULL), ==, "bt");
    g_assert_cmpint (status, ==, FUTO_STATUS_CANCELLED);
  }
  lab_test_destroy_window (GTK_WINDOW (view), FALSE);
  lab_test_discard_and_destroy (window);
}

static void
test_screenshots (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  static const char * const lesson[] = { "bt", "color", "fc", "mac", "lab", "sa", NULL };

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  for (int dark = 0; dark <= 1; dark++)
    {
      g_autoptr(FutoshikiDocument) document = lesson_document ();
      LabWindow *window;
      LabCompareView *view;

      adw_style_manager_set_color_scheme (manager, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
      window = lab_test_create_window (document);
      view = open_compare (window);
      gtk_window_set_default_size (GTK_WINDOW (view), 900, 1040);
      lab_compare_view_set_algorithms (view, lesson);
      lab_compare_view_set_limits (view, 1000000, 30);
      lab_compare_view_run (view);
      lab_test_wait_until (not_running, view);
      lab_bar_chart_set_log_scale (lab_compare_view_get_chart (view), TRUE);
      lab_test_shoot (GTK_WIDGET (view), dark ? "compare-6x6-dark.png" : "compare-6x6.png");
      lab_test_destroy_window (GTK_WINDOW (view), FALSE);
      lab_test_discard_and_destroy (window);
    }
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

static void
add_tests (void)
{
  g_test_add_func ("/compare/three", test_compare_three);
  g_test_add_func ("/compare/scale-choice", test_scale_choice);
  g_test_add_func ("/compare/axis-ticks", test_axis_ticks);
  g_test_add_func ("/compare/names-explained", test_names_explained);
  g_test_add_func ("/compare/escape", test_escape);
  g_test_add_func ("/compare/run-at-end", test_run_at_end);
  g_test_add_func ("/compare/csv", test_csv);
  g_test_add_func ("/compare/cancel", test_cancel);
  g_test_add_func ("/compare/screenshots", test_screenshots);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
