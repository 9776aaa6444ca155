/* test-experiments.c: the Experiments window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opens it from the main menu's action, runs a small sweep to the end and
 * checks its statistics against the core's own run of the same
 * specification, cancels a long one without the main loop ever waiting,
 * exports the CSV and the chart, and opens a point's instance in a new
 * puzzle window. Writes screenshots to <build>/tests/screenshots/.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "board-test-util.h"
#include "futoshiki-algorithm-text.h"
#include "lab-experiments-window.h"
#include "lab-visualizer.h"
#include "shot-test-util.h"

static gboolean
not_running (gpointer data)
{
  return !futoshiki_experiments_run_get_running (lab_experiments_window_get_run (data));
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

static LabExperimentsWindow *
open_experiments (void)
{
  g_action_group_activate_action (G_ACTION_GROUP (lab_test_app), "experiments", NULL);
  return LAB_EXPERIMENTS_WINDOW (lab_test_wait_for_toplevel (LAB_TYPE_EXPERIMENTS_WINDOW, NULL));
}

static void
small_spec (FutoSweepSpec *spec,
            int            size,
            int            instances)
{
  futo_sweep_spec_init (spec);
  spec->size = size;
  spec->from = 0.30;
  spec->to = 0.60;
  spec->step = 0.10;
  spec->instances = instances;
  spec->algorithms[spec->n_algorithms++] = futo_algorithm_find ("fc");
  spec->algorithms[spec->n_algorithms++] = futo_algorithm_find ("mac");
}

/* Every run recorded, the same node counts as the core's sweep run
 * directly, a progress line that says so. */
static void
test_run (void)
{
  LabExperimentsWindow *window = open_experiments ();
  FutoshikiExperimentsRun *run = lab_experiments_window_get_run (window);
  FutoSweepSpec spec, shown;
  FutoSweep *reference;
  const FutoSweep *sweep;

  /* The defaults: order 10, fc, mac and the engine. */
  lab_experiments_window_get_spec (window, &shown);
  g_assert_cmpint (shown.size, ==, 10);
  g_assert_cmpint (shown.n_algorithms, ==, 3);

  small_spec (&spec, 7, 3);
  lab_experiments_window_set_spec (window, &spec);
  lab_experiments_window_get_spec (window, &shown);
  g_assert_cmpint (shown.size, ==, 7);
  g_assert_cmpint (shown.n_algorithms, ==, 2);
  g_assert_true (shown.algorithms[0] == spec.algorithms[0]);

  gtk_widget_activate_action (GTK_WIDGET (window), "experiments.run", NULL);
  g_assert_true (futoshiki_experiments_run_get_running (run));
  lab_test_wait_until (not_running, window);

  sweep = futoshiki_experiments_run_get_sweep (run);
  g_assert_cmpuint (futo_sweep_n_recorded (sweep), ==, 4 * 3 * 2);
  g_assert_cmpfloat (futoshiki_experiments_run_get_fraction (run), ==, 1.0);
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (window), "Done: 24 runs"));

  reference = futo_sweep_new (futo_sweep_get_spec (sweep), NULL);
  for (size_t job = 0; job < futo_sweep_n_jobs (reference); job++)
    {
      FutoSweepRun one;

      futo_sweep_run_job (reference, job, NULL, &one);
      futo_sweep_record (reference, job, &one);
      g_assert_cmpuint (futo_sweep_get_run (sweep, job)->nodes, ==, one.nodes);
    }
  futo_sweep_free (reference);

  /* A click picks the point under it; the hardest instance is offered. */
  {
    LabExperimentsChart *chart = lab_experiments_window_get_chart (window);
    int width = gtk_widget_get_width (GTK_WIDGET (chart)), height = gtk_widget_get_height (GTK_WIDGET (chart));
    int point = -1;

    for (double x = 0; x < width && point < 0; x += 4)
      point = futo_render_sweep_point_at (sweep, width, height, x, height / 2.0);
    g_assert_cmpint (point, ==, 0);
    lab_experiments_chart_set_selected_point (chart, 3);
    g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (window), "60 % empty (29 cells)"));
    g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (window), "Hardest: instance"));
  }
  lab_test_destroy_window (GTK_WINDOW (window), FALSE);
}

/* Cancel stops a sweep that would take minutes at once, keeps what was
 * recorded, and the window answers all along. */
static void
test_cancel (void)
{
  LabExperimentsWindow *window = open_experiments ();
  FutoshikiExperimentsRun *run = lab_experiments_window_get_run (window);
  FutoSweepSpec spec;
  size_t recorded;

  small_spec (&spec, 18, 40);
  spec.from = 0.40;
  spec.to = 0.70;
  spec.time_limit = 30;
  spec.node_limit = 0;
  lab_experiments_window_set_spec (window, &spec);
  lab_experiments_window_run (window);
  lab_test_wait_for_frames (GTK_WIDGET (window), 5);
  g_assert_true (futoshiki_experiments_run_get_running (run));
  gtk_widget_activate_action (GTK_WIDGET (window), "experiments.cancel", NULL);
  g_assert_false (futoshiki_experiments_run_get_running (run));
  recorded = futo_sweep_n_recorded (futoshiki_experiments_run_get_sweep (run));
  g_assert_cmpuint (recorded, <, futo_sweep_n_jobs (futoshiki_experiments_run_get_sweep (run)));
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (window), "Cancelled after"));
  /* The runs still under way come back cancelled and are not recorded. */
  lab_test_wait_for_frames (GTK_WIDGET (window), 10);
  g_assert_cmpuint (futo_sweep_n_recorded (futoshiki_experiments_run_get_sweep (run)), ==, recorded);

  /* A new sweep starts at once after it. */
  small_spec (&spec, 5, 2);
  lab_experiments_window_set_spec (window, &spec);
  lab_experiments_window_run (window);
  lab_test_wait_until (not_running, window);
  g_assert_cmpuint (futo_sweep_n_recorded (futoshiki_experiments_run_get_sweep (run)), ==, 4 * 2 * 2);
  lab_test_destroy_window (GTK_WINDOW (window), FALSE);
}

/* Escape as the window's own binding: the application's accelerators
 * (win.cancel-solve) come first in the list but do nothing here, and a
 * shortcut that does nothing lets the key go on to the next. */
static void
press_escape (LabExperimentsWindow *window)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  GtkShortcut *escape = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && escape == NULL; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)) && escape == NULL; j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == GDK_KEY_Escape
              && GTK_IS_NAMED_ACTION (action)
              && g_str_equal (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), "experiments.escape"))
            escape = shortcut;
        }
    }
  g_assert_nonnull (escape);
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (escape), GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                               GTK_WIDGET (window), NULL));
}

static gboolean
no_experiments_window (gpointer data)
{
  return lab_test_find_toplevel (LAB_TYPE_EXPERIMENTS_WINDOW, NULL) == NULL;
}

/* Escape stops a running sweep, and closes the window when none runs. */
static void
test_escape (void)
{
  LabExperimentsWindow *window = open_experiments ();
  FutoshikiExperimentsRun *run = lab_experiments_window_get_run (window);
  FutoSweepSpec spec;

  small_spec (&spec, 18, 40);
  spec.time_limit = 30;
  spec.node_limit = 0;
  lab_experiments_window_set_spec (window, &spec);
  lab_experiments_window_run (window);
  lab_test_wait_for_frames (GTK_WIDGET (window), 5);
  g_assert_true (futoshiki_experiments_run_get_running (run));
  press_escape (window);
  g_assert_false (futoshiki_experiments_run_get_running (run));
  g_assert_nonnull (lab_test_find_toplevel (LAB_TYPE_EXPERIMENTS_WINDOW, NULL));
  press_escape (window);
  lab_test_wait_until (no_experiments_window, NULL);
}

/* The methods go by their names, as in the rest of the app, with what
 * they do as the tooltip; the default range runs past the peak of the
 * default order, to the easy side beyond it. */
static void
test_names_and_range (void)
{
  LabExperimentsWindow *window = open_experiments ();
  const FutoAlgorithm *mac = futo_algorithm_find ("mac");
  GtkWidget *check = lab_test_find_label_containing (GTK_WIDGET (window), futoshiki_algorithm_name (mac));
  FutoSweepSpec spec;

  g_assert_nonnull (check);
  g_assert_null (lab_test_find_label_containing (GTK_WIDGET (window), "fc-mrv1"));
  lab_experiments_window_get_spec (window, &spec);
  g_assert_cmpfloat (spec.to, >=, 0.8 - 1e-9);
  lab_test_destroy_window (GTK_WINDOW (window), FALSE);
}

static void
on_saved (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (lab_experiments_window_save_finish (LAB_EXPERIMENTS_WINDOW (source), result, &error));
  g_assert_no_error (error);
  *(gboolean *) user_data = TRUE;
}

static void
save (LabExperimentsWindow *window,
      LabExperimentsExport  what,
      const char           *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  gboolean saved = FALSE;

  lab_experiments_window_save_async (window, what, file, NULL, on_saved, &saved);
  lab_test_wait_until (is_true, &saved);
}

/* The CSV is the core's; the chart comes out in the format of its name. */
static void
test_export (void)
{
  LabExperimentsWindow *window = open_experiments ();
  g_autofree char *dir = g_dir_make_tmp ("experiments-XXXXXX", NULL);
  g_autofree char *csv_path = g_build_filename (dir, "sweep.csv", NULL);
  g_autofree char *svg_path = g_build_filename (dir, "sweep.svg", NULL);
  g_autofree char *png_path = g_build_filename (dir, "sweep.png", NULL);
  g_autofree char *csv = NULL, *expected = NULL, *svg = NULL, *png = NULL;
  FutoSweepSpec spec;
  gsize length;

  small_spec (&spec, 6, 2);
  lab_experiments_window_set_spec (window, &spec);
  lab_experiments_window_run (window);
  lab_test_wait_until (not_running, window);

  save (window, LAB_EXPERIMENTS_EXPORT_CSV, csv_path);
  g_assert_true (g_file_get_contents (csv_path, &csv, NULL, NULL));
  expected = futo_sweep_to_csv (futoshiki_experiments_run_get_sweep (lab_experiments_window_get_run (window)));
  g_assert_cmpstr (csv, ==, expected);
  g_assert_true (g_str_has_prefix (csv, "size,holes_fraction"));

  save (window, LAB_EXPERIMENTS_EXPORT_CHART, svg_path);
  g_assert_true (g_file_get_contents (svg_path, &svg, NULL, NULL));
  g_assert_nonnull (strstr (svg, "<svg"));
  save (window, LAB_EXPERIMENTS_EXPORT_CHART, png_path);
  g_assert_true (g_file_get_contents (png_path, &png, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_cmpmem (png, 8, "\x89PNG\r\n\x1a\n", 8);

  g_unlink (csv_path);
  g_unlink (svg_path);
  g_unlink (png_path);
  g_rmdir (dir);
  lab_test_destroy_window (GTK_WINDOW (window), FALSE);
}

static gboolean
has_message_dialog (gpointer data)
{
  return lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL) != NULL;
}

/* The opened puzzle has no file: its title names it in the title bar, and
 * the question before its changes are lost. */
static void
check_title_and_guard (LabWindow *window)
{
  const FutoGame *game = lab_window_get_game (window);
  FutoshikiDocument *document = lab_window_get_document (window);
  g_autofree char *dirty_title = g_strconcat ("• ", game->title, NULL);
  g_autofree char *window_title = g_strconcat (game->title, " — Futoshiki Lab", NULL);
  GtkWindow *dialog;
  int size = game->puzzle->size, empty = -1;

  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (lab_test_window_child (window, "window_title"))), ==, game->title);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, window_title);
  lab_test_shoot (GTK_WIDGET (window), "experiments-instance.png");

  /* Nothing changed yet: no dot, and closing would not ask. */
  g_assert_false (futoshiki_document_get_dirty (document));
  for (int i = 0; i < size * size && empty < 0; i++)
    if (game->puzzle->givens[i] == 0)
      empty = i;
  g_assert_cmpint (empty, >=, 0);
  futoshiki_document_set_entry (document, empty / size, empty % size, 1);
  g_assert_true (futoshiki_document_get_dirty (document));
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (lab_test_window_child (window, "window_title"))), ==, dirty_title);

  /* A change asks, by the puzzle's title; Cancel keeps it. */
  gtk_window_close (GTK_WINDOW (window));
  lab_test_wait_until (has_message_dialog, NULL);
  dialog = lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Save Changes?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), game->title));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  lab_test_destroy_window (dialog, FALSE);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_true (lab_window_get_document (window) == document);
  g_assert_cmpint (futoshiki_document_get_entry (document, empty / size, empty % size), ==, 1);
}

static gboolean
has_player (gpointer data)
{
  return lab_visualizer_get_player (LAB_VISUALIZER (data)) != NULL;
}

/* A point's instance opens in a window of its own, the same puzzle, with
 * Watch the Solver recording the method the point is about. */
static void
test_open_instance (void)
{
  LabExperimentsWindow *window = open_experiments ();
  const FutoSweep *sweep;
  FutoSweepSpec spec;
  FutoPuzzle *expected;
  GtkWindow *opened;
  const FutoGame *game;

  small_spec (&spec, 6, 2);
  lab_experiments_window_set_spec (window, &spec);
  lab_experiments_window_run (window);
  lab_test_wait_until (not_running, window);
  sweep = futoshiki_experiments_run_get_sweep (lab_experiments_window_get_run (window));

  opened = lab_experiments_window_open_instance (window, 2, 1);
  g_assert_true (LAB_IS_WINDOW (opened));
  game = lab_window_get_game (LAB_WINDOW (opened));
  expected = futo_sweep_instance (sweep, 2, 1, NULL);
  g_assert_true (futo_puzzle_equal (game->puzzle, expected));
  g_assert_nonnull (strstr (game->title, "instance 1"));
  futo_puzzle_free (expected);
  /* It opens watching the method that found the point hardest solve it. */
  {
    LabVisualizer *visualizer = lab_test_visualizer (LAB_WINDOW (opened));
    const char *method = lab_visualizer_get_algorithm_id (visualizer);
    g_autoptr(GVariant) state = NULL;

    g_assert_true (g_str_equal (method, "fc") || g_str_equal (method, "mac"));
    lab_test_wait_until (has_player, visualizer);
    lab_test_wait_for_frames (GTK_WIDGET (opened), 3);
    state = g_action_group_get_action_state (G_ACTION_GROUP (opened), "visualize");
    g_assert_true (g_variant_get_boolean (state));
  }
  g_assert_null (lab_experiments_window_open_instance (window, 9, 0));
  check_title_and_guard (LAB_WINDOW (opened));

  lab_test_discard_and_destroy (LAB_WINDOW (opened));
  lab_test_destroy_window (GTK_WINDOW (window), FALSE);
}

static void
test_screenshots (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  for (int dark = 0; dark <= 1; dark++)
    {
      LabExperimentsWindow *window;
      FutoSweepSpec spec;

      adw_style_manager_set_color_scheme (manager, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
      window = open_experiments ();
      small_spec (&spec, 9, 6);
      spec.from = 0.30;
      spec.to = 0.70;
      spec.step = 0.05;
      spec.algorithms[spec.n_algorithms++] = futo_algorithm_find ("lab");
      lab_experiments_window_set_spec (window, &spec);
      lab_experiments_window_run (window);
      lab_test_wait_until (not_running, window);
      lab_experiments_chart_set_selected_point (lab_experiments_window_get_chart (window), 4);
      lab_test_shoot (GTK_WIDGET (window), dark ? "experiments-dark.png" : "experiments.png");
      lab_test_destroy_window (GTK_WINDOW (window), FALSE);
    }
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

static void
add_tests (void)
{
  g_test_add_func ("/experiments/run", test_run);
  g_test_add_func ("/experiments/cancel", test_cancel);
  g_test_add_func ("/experiments/escape", test_escape);
  g_test_add_func ("/experiments/names-and-range", test_names_and_range);
  g_test_add_func ("/experiments/export", test_export);
  g_test_add_func ("/experiments/open-instance", test_open_instance);
  g_test_add_func ("/experiments/screenshots", test_screenshots);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
