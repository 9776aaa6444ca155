/* test-runtime-distribution.c: the Experiments window's runtime distribution
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opened from a puzzle's window, the page runs a stochastic method N times
 * on that puzzle off the main thread: the same runs as the core's series of
 * the same seeds, the summary that says so, Escape cancelling with the runs
 * done kept, the CSV of `bench runs --csv`. Writes screenshots to
 * <build>/tests/screenshots/ (runtime-distribution*.png).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "board-test-util.h"
#include "lab-experiments-window.h"
#include "shot-test-util.h"

static gboolean
page_idle (gpointer data)
{
  return !lab_runtime_page_get_running (data);
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

/* The Experiments window asked for from window, as its menu does. */
static LabExperimentsWindow *
open_experiments_from (LabWindow *window)
{
  gtk_window_present (GTK_WINDOW (window));
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_action_group_activate_action (G_ACTION_GROUP (lab_test_app), "experiments", NULL);
  return LAB_EXPERIMENTS_WINDOW (lab_test_wait_for_toplevel (LAB_TYPE_EXPERIMENTS_WINDOW, NULL));
}

/* The runs of the page are the core's runs of the same seeds: the same
 * solved runs and, for each, the same steps; the summary counts them. */
static void
test_runs_match_core (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_4x4.txt");
  LabWindow *window = lab_test_create_window (document);
  LabExperimentsWindow *experiments = open_experiments_from (window);
  LabRuntimePage *page = lab_experiments_window_get_runtime_page (experiments);
  const FutoRunSeries *series;
  FutoRunSeries *reference;
  FutoRunOptions limits;
  FutoError error;
  g_autofree char *solved = NULL;

  lab_experiments_window_show_runs (experiments, TRUE);
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (experiments), "4 × 4"));
  g_assert_true (lab_runtime_page_set_method (page, "cso"));
  g_assert_false (lab_runtime_page_set_method (page, "fc"));
  lab_runtime_page_set_n_runs (page, 16);
  gtk_widget_activate_action (GTK_WIDGET (page), "runtime.run", NULL);
  g_assert_true (lab_runtime_page_get_running (page));
  lab_test_wait_until (page_idle, page);

  series = lab_runtime_page_get_series (page);
  g_assert_nonnull (series);
  g_assert_cmpint (futo_run_series_n_done (series), ==, 16);
  g_assert_cmpstr (lab_runtime_page_get_status (page), ==, "Done: 16 runs.");

  /* Ten seconds a run: no limit that a loaded machine could reach. */
  futo_run_options_init (&limits);
  limits.time_limit = 10;
  reference = futo_run_series_new (futo_algorithm_find ("cso"), futoshiki_document_get_puzzle (document), 16, 1,
                                   &limits, &error);
  g_assert_nonnull (reference);
  for (int i = 0; i < 16; i++)
    {
      const FutoSeriesRun *shown = futo_run_series_get (series, i), *own;

      futo_run_series_run (reference, i, NULL);
      own = futo_run_series_get (reference, i);
      g_assert_cmpuint (shown->seed, ==, own->seed);
      /* A run the page's 2 s limit stopped may differ; none should here. */
      if (shown->status != FUTO_STATUS_LIMIT)
        {
          g_assert_cmpint (shown->solved, ==, own->solved);
          g_assert_cmpuint (shown->steps, ==, own->steps);
        }
    }
  solved = g_strdup_printf ("Solved %d of 16 runs", futo_run_series_n_solved (reference));
  g_assert_nonnull (strstr (lab_runtime_page_get_summary (page), solved));
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (experiments), solved));
  futo_run_series_free (reference);

  lab_test_destroy_window (GTK_WINDOW (experiments), FALSE);
  lab_test_discard_and_destroy (window);
}

/* Escape stops a long series at once; the runs done stay and are drawn,
 * and the window stays open until a second Escape. */
static void
test_escape_cancels (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_app_document ("lesson-6x6.txt");
  LabWindow *window = lab_test_create_window (document);
  LabExperimentsWindow *experiments = open_experiments_from (window);
  LabRuntimePage *page = lab_experiments_window_get_runtime_page (experiments);
  const FutoRunSeries *series;

  lab_experiments_window_show_runs (experiments, TRUE);
  g_assert_true (lab_runtime_page_set_method (page, "sa"));
  lab_runtime_page_set_n_runs (page, 1000);
  lab_runtime_page_run (page);
  lab_test_wait_for_frames (GTK_WIDGET (experiments), 5);
  g_assert_true (lab_runtime_page_get_running (page));
  gtk_widget_activate_action (GTK_WIDGET (experiments), "experiments.escape", NULL);
  lab_test_wait_until (page_idle, page);
  series = lab_runtime_page_get_series (page);
  g_assert_cmpint (futo_run_series_n_done (series), <, 1000);
  g_assert_nonnull (strstr (lab_runtime_page_get_status (page), "Cancelled after"));
  g_assert_nonnull (lab_test_find_toplevel (LAB_TYPE_EXPERIMENTS_WINDOW, NULL));

  lab_test_destroy_window (GTK_WINDOW (experiments), FALSE);
  lab_test_discard_and_destroy (window);
}

static void
on_saved (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (lab_runtime_page_save_csv_finish (LAB_RUNTIME_PAGE (source), result, &error));
  g_assert_no_error (error);
  *(gboolean *) user_data = TRUE;
}

/* Export CSV writes what `bench runs --csv` writes: the core's CSV of the
 * same series. */
static void
test_export_csv (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_4x4.txt");
  LabWindow *window = lab_test_create_window (document);
  LabExperimentsWindow *experiments = open_experiments_from (window);
  LabRuntimePage *page = lab_experiments_window_get_runtime_page (experiments);
  g_autofree char *dir = g_dir_make_tmp ("runtime-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "runs.csv", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;
  char *expected;
  gboolean saved = FALSE;

  g_assert_true (lab_runtime_page_set_method (page, "cso"));
  lab_runtime_page_set_n_runs (page, 6);
  g_assert_false (gtk_widget_is_sensitive (lab_test_find_button (GTK_WIDGET (page), "Export _CSV…")));
  lab_runtime_page_run (page);
  lab_test_wait_until (page_idle, page);
  g_assert_true (gtk_widget_is_sensitive (lab_test_find_button (GTK_WIDGET (page), "Export _CSV…")));
  lab_runtime_page_save_csv_async (page, file, NULL, on_saved, &saved);
  lab_test_wait_until (is_true, &saved);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  expected = futo_run_series_to_csv (lab_runtime_page_get_series (page));
  g_assert_cmpstr (contents, ==, expected);
  g_assert_true (g_str_has_prefix (contents, "seed,"));
  free (expected);

  g_unlink (path);
  g_rmdir (dir);
  lab_test_destroy_window (GTK_WINDOW (experiments), FALSE);
  lab_test_discard_and_destroy (window);
}

/* The page after 100 runs of the cat swarm, at two window sizes, light and
 * dark. */
static void
test_screenshots (void)
{
  static const struct { int width, height; const char *name; } shots[] = {
    { 1024, 700, "runtime-distribution.png" },
    { 1920, 1080, "runtime-distribution-1920.png" },
    { 1024, 700, "runtime-distribution-dark.png" },
  };
  AdwStyleManager *manager = adw_style_manager_get_default ();
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_4x4.txt");
  LabWindow *window = lab_test_create_window (document);

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  for (size_t i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      LabExperimentsWindow *experiments;
      LabRuntimePage *page;
      gboolean dark = strstr (shots[i].name, "dark") != NULL;

      adw_style_manager_set_color_scheme (manager, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
      experiments = open_experiments_from (window);
      page = lab_experiments_window_get_runtime_page (experiments);
      gtk_window_set_default_size (GTK_WINDOW (experiments), shots[i].width, shots[i].height);
      lab_experiments_window_show_runs (experiments, TRUE);
      g_assert_true (lab_runtime_page_set_method (page, "cso"));
      lab_runtime_page_set_n_runs (page, 100);
      lab_runtime_page_run (page);
      lab_test_wait_until (page_idle, page);
      lab_test_shoot (GTK_WIDGET (experiments), shots[i].name);
      lab_test_destroy_window (GTK_WINDOW (experiments), FALSE);
    }
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/runtime-distribution/runs-match-core", test_runs_match_core);
  g_test_add_func ("/runtime-distribution/escape-cancels", test_escape_cancels);
  g_test_add_func ("/runtime-distribution/export-csv", test_export_csv);
  g_test_add_func ("/runtime-distribution/screenshots", test_screenshots);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
