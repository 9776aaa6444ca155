/* test-experiments-de.c: the Experiments window in German
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reads the build's own catalogue (LAB_TEST_LOCALEDIR): the window, its
 * progress line, the picked point and the chart's words must be German,
 * and the screenshot <build>/tests/screenshots/experiments-de.png shows
 * that they fit.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "board-test-util.h"
#include "lab-experiments-window.h"
#include "shot-test-util.h"

static gboolean
not_running (gpointer data)
{
  return !futoshiki_experiments_run_get_running (lab_experiments_window_get_run (data));
}

static void
test_german (void)
{
  LabExperimentsWindow *window;
  FutoRenderSweepOptions options;
  FutoSweepSpec spec;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_action_group_activate_action (G_ACTION_GROUP (lab_test_app), "experiments", NULL);
  window = LAB_EXPERIMENTS_WINDOW (lab_test_wait_for_toplevel (LAB_TYPE_EXPERIMENTS_WINDOW, NULL));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Experimente");
  g_assert_nonnull (lab_test_find_row (GTK_WIDGET (window), "Instanzen je Punkt"));

  futo_sweep_spec_init (&spec);
  spec.size = 8;
  spec.from = 0.30;
  spec.to = 0.70;
  spec.step = 0.05;
  spec.instances = 4;
  spec.algorithms[spec.n_algorithms++] = futo_algorithm_find ("fc");
  spec.algorithms[spec.n_algorithms++] = futo_algorithm_find ("lab");
  lab_experiments_window_set_spec (window, &spec);
  lab_experiments_window_run (window);
  lab_test_wait_until (not_running, window);
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (window), "Fertig: 72 Läufe."));
  lab_experiments_chart_set_selected_point (lab_experiments_window_get_chart (window), 4);
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (window), "50 % leer (32 Zellen)."));
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (window), "Am schwersten: Instanz"));

  lab_experiments_chart_get_options (lab_experiments_window_get_chart (window), &options);
  g_assert_cmpstr (options.title, ==, "Ordnung 8 · 4 Instanzen je Punkt · 0 Zeichen");
  g_assert_cmpstr (options.x_label, ==, "Leere Zellen (Anteil am Brett)");

  lab_test_shoot (GTK_WIDGET (window), "experiments-de.png");
  lab_test_destroy_window (GTK_WINDOW (window), FALSE);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

static void
add_tests (void)
{
  g_test_add_func ("/experiments-de/german", test_german);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app_in_german (argc, argv, add_tests);
}
