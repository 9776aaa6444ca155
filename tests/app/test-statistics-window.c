/* test-statistics-window.c: the Statistics window, and what solving adds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * app.statistics opens one window for the application, empty at first;
 * a puzzle the player solves adds a record with its size, kind and level,
 * the hints asked for and a time, written to the user's data folder; the
 * window follows. Writes statistics.png.
 */
#include "config.h"

#include <string.h>

#include "board-test-util.h"
#include "futoshiki-statistics.h"
#include "lab-statistics-window.h"
#include "shot-test-util.h"

static LabStatisticsWindow *
open_statistics (void)
{
  g_action_group_activate_action (G_ACTION_GROUP (lab_test_app), "statistics", NULL);
  return LAB_STATISTICS_WINDOW (lab_test_wait_for_toplevel (LAB_TYPE_STATISTICS_WINDOW, NULL));
}

static guint
count_rows (LabStatisticsWindow *window)
{
  GtkWidget *list = lab_test_template_child (GTK_WIDGET (window), LAB_TYPE_STATISTICS_WINDOW, "list");
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (list); child != NULL; child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

static void
test_solving_counts (void)
{
  FutoshikiStatistics *statistics = futoshiki_statistics_get_default ();
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  g_autofree guint8 *solution = lab_test_unique_solution (document);
  g_autoptr(FutoshikiStatisticsRow) row = NULL;
  g_autoptr(FutoshikiStatistics) reread = NULL;
  g_autoptr(GError) error = NULL;
  LabStatisticsWindow *window;
  GtkStack *stack;
  LabWindow *player;
  int n = futoshiki_document_get_size (document);

  /* The tests' own data folder: nothing played yet. */
  g_assert_true (g_str_has_prefix (futoshiki_statistics_get_path (statistics), g_get_user_data_dir ()));
  window = open_statistics ();
  stack = GTK_STACK (lab_test_template_child (GTK_WIDGET (window), LAB_TYPE_STATISTICS_WINDOW, "stack"));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "empty");
  /* One window for the application. */
  g_assert_true (open_statistics () == window);

  /* Solved by the player, with one hint asked for. */
  player = lab_test_play_window (document);
  lab_test_activate (player, "hint", NULL);
  for (int cell = 0; cell < n * n; cell++)
    if (futoshiki_document_get_puzzle (document)->givens[cell] == 0)
      futoshiki_document_set_entry (document, cell / n, cell % n, solution[cell]);
  g_assert_true (futoshiki_document_get_complete (document));

  row = futoshiki_statistics_lookup (statistics, 5, FUTO_MODE_UNEQUAL, NULL);
  g_assert_nonnull (row);
  g_assert_cmpuint (row->solved, ==, 1);
  g_assert_cmpuint (row->played, ==, 1);
  g_assert_cmpuint (row->hints, ==, 1);
  g_assert_cmpuint (row->best_seconds, ==, row->median_seconds);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "list");
  g_assert_cmpuint (count_rows (window), ==, 1);

  /* Undoing the last entry and typing it again is the same solve. */
  g_assert_true (futoshiki_document_undo (document));
  g_assert_false (futoshiki_document_get_complete (document));
  g_assert_true (futoshiki_document_redo (document));
  g_assert_true (futoshiki_document_get_complete (document));
  g_clear_pointer (&row, futoshiki_statistics_row_free);
  row = futoshiki_statistics_lookup (statistics, 5, FUTO_MODE_UNEQUAL, NULL);
  g_assert_cmpuint (row->solved, ==, 1);

  /* It is on disk already. */
  reread = futoshiki_statistics_new (futoshiki_statistics_get_path (statistics));
  g_assert_true (futoshiki_statistics_load (reread, &error));
  g_assert_no_error (error);
  g_clear_pointer (&row, futoshiki_statistics_row_free);
  row = futoshiki_statistics_lookup (reread, 5, FUTO_MODE_UNEQUAL, NULL);
  g_assert_nonnull (row);
  g_assert_cmpuint (row->solved, ==, 1);

  /* More records, for the picture. */
  for (int i = 0; i < 6; i++)
    futoshiki_statistics_add_played (statistics, 7, FUTO_MODE_UNEQUAL, "hard");
  futoshiki_statistics_add_solved (statistics, 7, FUTO_MODE_UNEQUAL, "hard", 612, 2);
  futoshiki_statistics_add_solved (statistics, 7, FUTO_MODE_UNEQUAL, "hard", 498, 0);
  futoshiki_statistics_add_solved (statistics, 7, FUTO_MODE_UNEQUAL, "hard", 845, 1);
  futoshiki_statistics_add_solved (statistics, 6, FUTO_MODE_ADJACENT, "easy", 131, 0);
  futoshiki_statistics_add_played (statistics, 9, FUTO_MODE_UNEQUAL, "extreme");
  g_assert_cmpuint (count_rows (window), ==, 4);
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (window), "Best 8:18"));
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (window), "Median 10:12"));
  lab_test_shoot (GTK_WIDGET (window), "statistics.png");

  gtk_window_destroy (GTK_WINDOW (window));
  lab_test_discard_and_destroy (player);
}

static void
add_tests (void)
{
  g_test_add_func ("/statistics-window/solving-counts", test_solving_counts);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
