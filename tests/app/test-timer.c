/* test-timer.c: the time played in the window, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The header bar shows the time only with show-timer on; the clock runs
 * while the player plays, holds while the board is edited and once it is
 * solved, starts from a loaded game's time, and its time goes into the
 * saved file. No test asserts how long anything took.
 */
#include "config.h"

#include <string.h>

#include "board-test-util.h"

static gboolean
on_timeout (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for a little over a second: the clock would have
 * moved by then if it were running. */
static void
run_a_while (void)
{
  gboolean done = FALSE;

  g_timeout_add (1300, on_timeout, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

typedef struct
{
  FutoshikiDocument *document;
  guint              past;
} TimeWait;

static gboolean
time_passed (gpointer data)
{
  TimeWait *wait = data;

  return futoshiki_document_get_elapsed_seconds (wait->document) > wait->past;
}

static void
test_label_follows_setting (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  LabWindow *window;
  GtkWidget *label;

  g_settings_set_boolean (settings, "show-timer", FALSE);
  window = lab_test_play_window (document);
  label = lab_test_window_child (window, "timer_label");
  g_assert_false (gtk_widget_get_visible (label));

  g_settings_set_boolean (settings, "show-timer", TRUE);
  g_assert_true (gtk_widget_get_visible (label));
  g_assert_true (gtk_widget_get_mapped (label));

  g_settings_reset (settings, "show-timer");
  g_assert_false (gtk_widget_get_visible (label));
  lab_test_discard_and_destroy (window);
}

static void
test_runs_while_playing (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  g_autofree guint8 *solution = lab_test_unique_solution (document);
  g_autofree char *text = NULL;
  LabWindow *window;
  GtkLabel *label;
  TimeWait wait = { document, 0 };
  guint held;
  int n = futoshiki_document_get_size (document);

  /* A saved game's time: the clock carries on from it. */
  futoshiki_document_set_elapsed_seconds (document, 600);
  window = lab_test_play_window (document);
  label = GTK_LABEL (lab_test_window_child (window, "timer_label"));
  g_assert_cmpuint (futoshiki_document_get_elapsed_seconds (document), >=, 600);
  g_assert_true (g_str_has_prefix (gtk_label_get_label (label), "10:"));

  /* Playing: it counts. */
  wait.past = futoshiki_document_get_elapsed_seconds (document);
  lab_test_wait_until (time_passed, &wait);

  /* Editing the board: it holds. */
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_EDIT);
  held = futoshiki_document_get_elapsed_seconds (document);
  run_a_while ();
  g_assert_cmpuint (futoshiki_document_get_elapsed_seconds (document), ==, held);

  /* Playing again, then solved: it holds at the time of solving. */
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  for (int cell = 0; cell < n * n; cell++)
    if (futoshiki_document_get_puzzle (document)->givens[cell] == 0)
      futoshiki_document_set_entry (document, cell / n, cell % n, solution[cell]);
  g_assert_true (futoshiki_document_get_complete (document));
  held = futoshiki_document_get_elapsed_seconds (document);
  run_a_while ();
  g_assert_cmpuint (futoshiki_document_get_elapsed_seconds (document), ==, held);

  /* The file written now keeps it. */
  text = futoshiki_document_serialize (document);
  {
    g_autofree char *line = g_strdup_printf ("\nelapsed-seconds: %u\n", held);
    g_assert_nonnull (strstr (text, line));
  }

  /* Another puzzle starts from its own time. */
  {
    g_autoptr(FutoshikiDocument) other = lab_test_load_document ("unequal_4x4.txt");

    lab_window_set_document (window, other);
    g_assert_cmpstr (gtk_label_get_label (label), ==, "0:00");
    g_assert_cmpuint (futoshiki_document_get_elapsed_seconds (document), ==, held);
    lab_window_set_document (window, document);
  }
  lab_test_discard_and_destroy (window);
}

/* Hidden, the window's clock holds. */
static void
test_hidden_holds (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  LabWindow *window = lab_test_play_window (document);
  TimeWait wait = { document, 0 };
  guint held;

  lab_test_wait_until (time_passed, &wait);
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  held = futoshiki_document_get_elapsed_seconds (document);
  run_a_while ();
  g_assert_cmpuint (futoshiki_document_get_elapsed_seconds (document), ==, held);

  /* Shown again, it carries on. */
  gtk_window_present (GTK_WINDOW (window));
  wait.past = held;
  lab_test_wait_until (time_passed, &wait);
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/timer/label-follows-setting", test_label_follows_setting);
  g_test_add_func ("/timer/runs-while-playing", test_runs_while_playing);
  g_test_add_func ("/timer/hidden-holds", test_hidden_holds);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
