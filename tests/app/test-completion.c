/* test-completion.c: the completion view and the locked board, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The player's solve shows the view with the clock's time and the hints
 * asked for, and locks the board: typing changes nothing until Keep
 * Editing or Edit mode. Play Again clears the entries and the clock; New
 * Puzzle With the Same Settings (Ctrl+N) generates with the remembered
 * choices and no dialog. No test asserts how long anything took.
 */
#include "config.h"

#include <string.h>

#include "board-test-util.h"
#include "futoshiki-game-clock.h"
#include "lab-completion-view.h"
#include "lab-generate-dialog.h"
#include "shot-test-util.h"

static LabCompletionView *
completion_view (LabWindow *window)
{
  return LAB_COMPLETION_VIEW (lab_test_window_child (window, "completion_view"));
}

/* Enters the solution's values in every cell without a given, as the
 * player would. */
static void
solve_by_hand (FutoshikiDocument *document)
{
  g_autofree guint8 *solution = lab_test_unique_solution (document);
  int n = futoshiki_document_get_size (document);

  for (int cell = 0; cell < n * n; cell++)
    if (futoshiki_document_get_puzzle (document)->givens[cell] == 0)
      futoshiki_document_set_entry (document, cell / n, cell % n, solution[cell]);
  g_assert_true (futoshiki_document_get_complete (document));
}

static gboolean
hint_enabled (gpointer window)
{
  return lab_test_action_enabled (window, "hint");
}

/* Asks for a hint once the last one was found. */
static void
ask_hint (LabWindow *window)
{
  lab_test_wait_until (hint_enabled, window);
  lab_test_activate (window, "hint", NULL);
}

/* The first cell the player filled. */
static int
first_open_cell (FutoshikiDocument *document)
{
  int n = futoshiki_document_get_size (document);

  for (int cell = 0; cell < n * n; cell++)
    if (futoshiki_document_get_puzzle (document)->givens[cell] == 0)
      return cell;
  g_assert_not_reached ();
}

static void
test_solve_shows_view (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  LabWindow *window;
  LabCompletionView *view;
  LabBoard *board;
  GtkWidget *new_button;
  g_autofree char *time = NULL;
  g_autofree char *time_text = NULL;
  int n = futoshiki_document_get_size (document);
  int cell = first_open_cell (document);
  int row = cell / n, col = cell % n;
  int value;
  char typed[2];

  /* A time the clock carries on from, so that it is not 0 by chance. */
  futoshiki_document_set_elapsed_seconds (document, 125);
  window = lab_test_play_window (document);
  view = completion_view (window);
  board = lab_test_board (window);
  g_assert_false (lab_completion_view_get_revealed (view));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (view)));
  g_assert_false (lab_board_get_locked (board));

  ask_hint (window);
  ask_hint (window);
  solve_by_hand (document);

  g_assert_true (lab_completion_view_get_revealed (view));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (view)));
  /* The clock's time, stopped on solving, and the two hints. */
  g_assert_cmpuint (lab_completion_view_get_seconds (view), >=, 125);
  g_assert_cmpuint (lab_completion_view_get_seconds (view), ==, futoshiki_document_get_elapsed_seconds (document));
  g_assert_cmpuint (lab_completion_view_get_hints (view), ==, 2);
  time = futoshiki_game_clock_format (lab_completion_view_get_seconds (view));
  time_text = g_strdup_printf ("Time: %s", time);
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (view), time_text));
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (view), "2 hints used"));
  /* The first solve at this size, kind and level is the best one. */
  g_assert_true (lab_completion_view_get_best (view));
  g_assert_true (gtk_widget_get_visible (lab_test_find_label_containing (GTK_WIDGET (view), "best time")));

  /* Keyboard reachable: the first button has the focus. */
  new_button = lab_test_find_button (GTK_WIDGET (view), "_New Puzzle With the Same Settings");
  g_assert_nonnull (new_button);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == new_button);
  g_assert_nonnull (lab_test_find_button (GTK_WIDGET (view), "_Play Again"));
  g_assert_nonnull (lab_test_find_button (GTK_WIDGET (view), "_Keep Editing"));

  /* Locked: typing another value into a filled cell changes nothing. */
  g_assert_true (lab_board_get_locked (board));
  value = futoshiki_document_get_entry (document, row, col);
  gtk_widget_grab_focus (GTK_WIDGET (board));
  lab_board_set_cursor (board, row, col);
  typed[0] = (char) ('0' + (value % n) + 1);
  typed[1] = '\0';
  lab_test_type (board, typed);
  lab_test_press (board, GDK_KEY_Delete, 0);
  lab_test_activate (window, "set-cell", g_variant_new ("(iii)", row, col, (value % n) + 1));
  g_assert_cmpint (futoshiki_document_get_entry (document, row, col), ==, value);
  g_assert_true (futoshiki_document_get_complete (document));
  g_assert_false (lab_test_action_enabled (window, "fill-candidates"));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (lab_test_window_child (window, "status_label"))), ==, "Solved");

  /* Keep Editing unlocks: now the same keys change the cell. */
  g_assert_true (lab_test_action_enabled (window, "keep-editing"));
  lab_test_activate (window, "keep-editing", NULL);
  g_assert_false (lab_board_get_locked (board));
  g_assert_false (lab_completion_view_get_revealed (view));
  g_assert_false (lab_test_action_enabled (window, "keep-editing"));
  lab_board_set_cursor (board, row, col);
  lab_test_type (board, typed);
  g_assert_cmpint (futoshiki_document_get_entry (document, row, col), ==, (value % n) + 1);
  g_assert_false (futoshiki_document_get_complete (document));

  lab_test_discard_and_destroy (window);
}

static void
test_edit_mode_and_undo_unlock (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  LabWindow *window = lab_test_play_window (document);
  LabCompletionView *view = completion_view (window);
  LabBoard *board = lab_test_board (window);

  solve_by_hand (document);
  g_assert_true (lab_board_get_locked (board));
  lab_test_activate (window, "mode", g_variant_new_string ("edit"));
  g_assert_false (lab_board_get_locked (board));
  g_assert_false (lab_completion_view_get_revealed (view));

  /* Back in play the board is solved still, but the player chose to
   * edit: it stays open. */
  lab_test_activate (window, "mode", g_variant_new_string ("play"));
  g_assert_false (lab_board_get_locked (board));

  /* A board that is no longer solved is not locked either. */
  g_assert_true (futoshiki_document_undo (document));
  g_assert_true (futoshiki_document_redo (document));
  g_assert_true (lab_board_get_locked (board));
  g_assert_true (futoshiki_document_undo (document));
  g_assert_false (lab_board_get_locked (board));
  g_assert_false (lab_completion_view_get_revealed (view));

  lab_test_discard_and_destroy (window);
}

static void
test_play_again (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  LabWindow *window;
  LabCompletionView *view;
  int n = futoshiki_document_get_size (document);

  futoshiki_document_set_elapsed_seconds (document, 300);
  window = lab_test_play_window (document);
  view = completion_view (window);
  ask_hint (window);
  solve_by_hand (document);
  g_assert_true (lab_completion_view_get_revealed (view));

  lab_test_activate (window, "play-again", NULL);
  for (int cell = 0; cell < n * n; cell++)
    if (futoshiki_document_get_puzzle (document)->givens[cell] == 0)
      g_assert_cmpint (futoshiki_document_get_entry (document, cell / n, cell % n), ==, 0);
  g_assert_false (futoshiki_document_get_complete (document));
  g_assert_cmpuint (futoshiki_document_get_elapsed_seconds (document), <, 300);
  g_assert_false (lab_completion_view_get_revealed (view));
  g_assert_false (lab_board_get_locked (lab_test_board (window)));

  /* A second solve shows the new game's count: no hints this time. */
  solve_by_hand (document);
  g_assert_true (lab_completion_view_get_revealed (view));
  g_assert_cmpuint (lab_completion_view_get_hints (view), ==, 0);
  g_assert_cmpuint (lab_completion_view_get_seconds (view), <, 300);
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (view), "No hints used"));

  lab_test_discard_and_destroy (window);
}

static gboolean
document_replaced (gpointer data)
{
  LabWindow *window = g_object_get_data (data, "window");

  return lab_window_get_document (window) != data;
}

static void
test_new_same_settings (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  LabWindow *window = lab_test_play_window (document);
  FutoshikiDocument *generated;

  /* What the Generate dialog remembered last. */
  g_settings_set_int (settings, "generate-size", 6);
  g_settings_set_string (settings, "generate-mode", "unequal");
  g_settings_set_string (settings, "generate-difficulty", "easy");
  g_settings_set_string (settings, "generate-style", "balanced");

  g_object_set_data (G_OBJECT (document), "window", window);
  lab_test_activate (window, "new-same-settings", NULL);
  /* It generates without showing the dialog (only visible ones are
   * found). */
  g_assert_null (lab_test_find_toplevel (LAB_TYPE_GENERATE_DIALOG, NULL));
  lab_test_wait_until (document_replaced, document);

  generated = lab_window_get_document (window);
  g_assert_nonnull (generated);
  g_assert_cmpint (futoshiki_document_get_size (generated), ==, 6);
  g_assert_cmpint (futoshiki_document_get_puzzle_mode (generated), ==, FUTO_MODE_UNEQUAL);
  g_assert_cmpstr (futoshiki_document_get_game (generated)->difficulty, ==, "easy");
  g_assert_cmpint (futoshiki_document_get_mode (generated), ==, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  g_assert_false (futoshiki_document_get_dirty (generated));
  /* No dialog was ever shown, and none is left. */
  g_assert_null (lab_test_find_toplevel (LAB_TYPE_GENERATE_DIALOG, NULL));
  g_assert_null (lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL));

  g_settings_reset (settings, "generate-size");
  g_settings_reset (settings, "generate-mode");
  g_settings_reset (settings, "generate-difficulty");
  g_settings_reset (settings, "generate-style");
  lab_test_discard_and_destroy (window);
}

/* After the player's solve, the next puzzle of the same settings comes
 * without "Save Changes?" for a game from no file; a solved game of a
 * file is still a change to it, and asked about. */
static void
test_solved_is_not_asked_about (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  g_settings_set_int (settings, "generate-size", 5);
  g_settings_set_string (settings, "generate-difficulty", "easy");
  for (int from_file = 0; from_file <= 1; from_file++)
    {
      g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
      g_autoptr(GFile) file = g_file_new_build_filename (g_get_tmp_dir (), "solved.futoshiki", NULL);
      LabWindow *window;

      if (from_file)
        futoshiki_document_mark_saved (document, file);
      window = lab_test_play_window (document);
      solve_by_hand (document);
      g_assert_true (futoshiki_document_get_dirty (document));
      g_assert_true (lab_board_get_locked (lab_test_board (window)));

      g_object_set_data (G_OBJECT (document), "window", window);
      lab_test_activate (window, "new-same-settings", NULL);
      if (from_file)
        {
          GtkWidget *dialog;

          dialog = GTK_WIDGET (lab_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL));
          g_assert_nonnull (dialog);
          adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "discard");
          /* What the dialog's button does after the response. */
          lab_test_destroy_window (GTK_WINDOW (dialog), FALSE);
        }
      lab_test_wait_until (document_replaced, document);
      g_assert_null (lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL));
      lab_test_discard_and_destroy (window);
    }
  g_settings_reset (settings, "generate-size");
  g_settings_reset (settings, "generate-difficulty");
}

/* data/screenshots/completion.png */
static void
test_screenshot (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_app_document ("showcase-7x7.txt");
  LabWindow *window;

  futoshiki_document_set_elapsed_seconds (document, 263);
  window = lab_test_play_window (document);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  ask_hint (window);
  solve_by_hand (document);
  g_assert_true (lab_completion_view_get_revealed (completion_view (window)));
  lab_test_wait_until ((LabTestCondition) gtk_revealer_get_child_revealed,
                       lab_test_find_descendant (GTK_WIDGET (completion_view (window)), GTK_TYPE_REVEALER));
  lab_test_shoot_after_frames (GTK_WIDGET (window), "completion.png", 30);
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/completion/solve-shows-view", test_solve_shows_view);
  g_test_add_func ("/completion/edit-mode-and-undo-unlock", test_edit_mode_and_undo_unlock);
  g_test_add_func ("/completion/play-again", test_play_again);
  g_test_add_func ("/completion/new-same-settings", test_new_same_settings);
  g_test_add_func ("/completion/solved-is-not-asked-about", test_solved_is_not_asked_about);
  g_test_add_func ("/completion/screenshot", test_screenshot);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
