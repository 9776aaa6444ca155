/* test-completion-de.c: the completion view in German
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reads the build's own catalogue (LAB_TEST_LOCALEDIR): the view's time,
 * hint count and buttons must be German, and the screenshot
 * <build>/tests/screenshots/completion-de.png shows that they fit.
 */
#include "config.h"

#include "board-test-util.h"
#include "lab-completion-view.h"
#include "shot-test-util.h"

static void
test_german (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  g_autofree guint8 *solution = lab_test_unique_solution (document);
  int n = futoshiki_document_get_size (document);
  LabWindow *window;
  GtkWidget *view;

  futoshiki_document_set_elapsed_seconds (document, 75);
  window = lab_test_play_window (document);
  view = lab_test_window_child (window, "completion_view");
  for (int cell = 0; cell < n * n; cell++)
    if (futoshiki_document_get_puzzle (document)->givens[cell] == 0)
      futoshiki_document_set_entry (document, cell / n, cell % n, solution[cell]);
  g_assert_true (lab_completion_view_get_revealed (LAB_COMPLETION_VIEW (view)));

  g_assert_nonnull (lab_test_find_label_containing (view, "Zeit: 1:1"));
  g_assert_nonnull (lab_test_find_label_containing (view, "Keine Tipps verwendet"));
  g_assert_nonnull (lab_test_find_label_containing (view, "Ihre beste Zeit"));
  g_assert_nonnull (lab_test_find_button (view, "_Neues Rätsel mit denselben Einstellungen"));
  g_assert_nonnull (lab_test_find_button (view, "Noch einmal _spielen"));
  g_assert_nonnull (lab_test_find_button (view, "_Weiter bearbeiten"));
  lab_test_shoot_after_frames (GTK_WIDGET (window), "completion-de.png", 30);
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/completion-de/german", test_german);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app_in_german (argc, argv, add_tests);
}
