/* test-board.c: editing and playing on the board under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drives the real window and board through their event controllers and
 * through actions, as menus and accelerators do: keyboard and mouse entry,
 * signs, pencil marks, undo, completion, the uniqueness check, zoom.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "board-test-util.h"
#include "futo-format.h"

static void
test_keyboard_edit (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (4);
  LabWindow *window = lab_test_create_window (document);
  LabBoard *board = lab_test_board (window);

  lab_test_assert_cursor (board, 0, 0);
  g_assert_true (gtk_widget_has_focus (lab_board_get_cell_widget (board, 0, 0)));

  /* Digits set givens; arrows move; focus follows the cursor. */
  lab_test_type (board, "3");
  g_assert_cmpint (futoshiki_document_get_given (document, 0, 0), ==, 3);
  g_assert_true (lab_test_press (board, GDK_KEY_Right, 0));
  lab_test_assert_cursor (board, 0, 1);
  g_assert_true (gtk_widget_has_focus (lab_board_get_cell_widget (board, 0, 1)));
  lab_test_type (board, "2");
  g_assert_true (lab_test_press (board, GDK_KEY_Down, 0));
  lab_test_type (board, "9");  /* out of range: nothing but a word why */
  g_assert_cmpint (futoshiki_document_get_given (document, 1, 1), ==, 0);
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (window),
                                                    "9 does not fit: a 4 × 4 puzzle takes 1 to 4"));
  g_assert_true (lab_test_press (board, GDK_KEY_Up, 0));
  g_assert_true (lab_test_press (board, GDK_KEY_Delete, 0));
  g_assert_cmpint (futoshiki_document_get_given (document, 0, 1), ==, 0);
  g_assert_true (lab_test_press (board, GDK_KEY_BackSpace, 0));
  lab_test_type (board, "2");

  /* The cursor stops at the edges. */
  g_assert_true (lab_test_press (board, GDK_KEY_Up, 0));
  lab_test_assert_cursor (board, 0, 1);
  g_assert_true (lab_test_press (board, GDK_KEY_End, 0));
  lab_test_assert_cursor (board, 0, 3);
  g_assert_true (lab_test_press (board, GDK_KEY_Home, 0));
  lab_test_assert_cursor (board, 0, 0);
  g_assert_true (lab_test_press (board, GDK_KEY_Right, 0));

  /* Shift+arrow cycles the sign on that side: none, <, >, none. */
  g_assert_true (lab_test_press (board, GDK_KEY_Right, GDK_SHIFT_MASK));
  g_assert_cmpint (futoshiki_document_get_relation (document, 0, 1, FUTO_DIR_RIGHT), ==, FUTO_REL_LESS);
  g_assert_true (lab_test_press (board, GDK_KEY_Right, GDK_SHIFT_MASK));
  g_assert_cmpint (futoshiki_document_get_relation (document, 0, 1, FUTO_DIR_RIGHT), ==, FUTO_REL_GREATER);
  g_assert_true (lab_test_press (board, GDK_KEY_Right, GDK_SHIFT_MASK));
  g_assert_cmpint (futoshiki_document_get_relation (document, 0, 1, FUTO_DIR_RIGHT), ==, FUTO_REL_NONE);
  lab_test_assert_cursor (board, 0, 1);
  g_assert_true (lab_test_press (board, GDK_KEY_Down, GDK_SHIFT_MASK));
  g_assert_cmpint (futoshiki_document_get_relation (document, 0, 1, FUTO_DIR_DOWN), ==, FUTO_REL_LESS);

  /* < > ^ v point at the smaller cell: "<" puts r1c1 < r1c2. */
  g_assert_true (lab_test_press (board, GDK_KEY_less, GDK_SHIFT_MASK));
  g_assert_cmpint (futoshiki_document_get_relation (document, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_LESS);
  g_assert_true (lab_test_press (board, GDK_KEY_less, GDK_SHIFT_MASK));
  g_assert_cmpint (futoshiki_document_get_relation (document, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_NONE);
  g_assert_true (lab_test_press (board, GDK_KEY_greater, GDK_SHIFT_MASK));
  g_assert_cmpint (futoshiki_document_get_relation (document, 0, 1, FUTO_DIR_RIGHT), ==, FUTO_REL_GREATER);
  g_assert_true (lab_test_press (board, GDK_KEY_Down, 0));
  /* "^" here says r1c2 < r2c2, which Shift+Down already did: it toggles. */
  g_assert_true (lab_test_press (board, GDK_KEY_asciicircum, GDK_SHIFT_MASK));
  g_assert_cmpint (futoshiki_document_get_relation (document, 0, 1, FUTO_DIR_DOWN), ==, FUTO_REL_NONE);
  g_assert_true (lab_test_press (board, GDK_KEY_asciicircum, GDK_SHIFT_MASK));
  g_assert_cmpint (futoshiki_document_get_relation (document, 0, 1, FUTO_DIR_DOWN), ==, FUTO_REL_LESS);
  g_assert_true (lab_test_press (board, GDK_KEY_v, 0));
  g_assert_cmpint (futoshiki_document_get_relation (document, 1, 1, FUTO_DIR_DOWN), ==, FUTO_REL_GREATER);

  /* Every step undoes, by accelerator action, and redoes. */
  lab_test_activate (window, "undo", NULL);
  g_assert_cmpint (futoshiki_document_get_relation (document, 1, 1, FUTO_DIR_DOWN), ==, FUTO_REL_NONE);
  lab_test_activate (window, "redo", NULL);
  g_assert_cmpint (futoshiki_document_get_relation (document, 1, 1, FUTO_DIR_DOWN), ==, FUTO_REL_GREATER);
  while (futoshiki_document_get_can_undo (document))
    lab_test_activate (window, "undo", NULL);
  g_assert_cmpint (futo_puzzle_count_givens (futoshiki_document_get_puzzle (document)), ==, 0);
  g_assert_cmpint (futo_puzzle_count_signs (futoshiki_document_get_puzzle (document)), ==, 0);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));

  /* Keys the board does not use go on to the window. */
  g_assert_false (lab_test_press (board, GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_false (lab_test_press (board, GDK_KEY_Tab, 0));

  lab_test_discard_and_destroy (window);
}

static void
test_rtl (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (3);
  LabWindow *window;
  LabBoard *board;
  double x, y;
  int row, col;

  gtk_widget_set_default_direction (GTK_TEXT_DIR_RTL);
  window = lab_test_create_window (document);
  board = lab_test_board (window);
  g_assert_true (lab_board_get_layout (board)->rtl);

  /* Column 1 is on the right; Left moves to the next column. */
  g_assert_true (lab_test_press (board, GDK_KEY_Left, 0));
  lab_test_assert_cursor (board, 0, 1);
  futo_render_layout_cell_origin (lab_board_get_layout (board), 0, 0, &x, NULL);
  futo_render_layout_cell_origin (lab_board_get_layout (board), 0, 1, &y, NULL);
  g_assert_cmpfloat (x, >, y);

  /* "<" points left on screen: at the next column, so that one is smaller. */
  g_assert_true (lab_test_press (board, GDK_KEY_less, GDK_SHIFT_MASK));
  g_assert_cmpint (futoshiki_document_get_relation (document, 0, 1, FUTO_DIR_RIGHT), ==, FUTO_REL_GREATER);

  /* Hit tests mirror too. */
  lab_test_cell_center (board, 2, 0, &x, &y);
  g_assert_true (futo_render_layout_cell_at (lab_board_get_layout (board), x, y, &row, &col));
  g_assert_cmpint (col, ==, 0);
  lab_test_gap_center (board, 1, 0, FUTO_DIR_RIGHT, &x, &y);
  lab_test_click (board, GDK_BUTTON_PRIMARY, x, y);
  g_assert_cmpint (futoshiki_document_get_relation (document, 1, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_LESS);

  lab_test_discard_and_destroy (window);
  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
}

static gboolean
document_is_complete (gpointer data)
{
  return futoshiki_document_get_complete (FUTOSHIKI_DOCUMENT (data));
}

static gboolean
pending_is_empty (gpointer data)
{
  return lab_board_get_pending_digits (LAB_BOARD (data))[0] == '\0';
}

static void
test_multi_digit (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (12);
  LabWindow *window = lab_test_create_window (document);
  LabBoard *board = lab_test_board (window);

  /* "1" could start 10, 11 or 12: it waits. */
  lab_test_type (board, "1");
  g_assert_cmpint (futoshiki_document_get_given (document, 0, 0), ==, 0);
  g_assert_cmpstr (lab_board_get_pending_digits (board), ==, "1");
  lab_test_type (board, "2");
  g_assert_cmpint (futoshiki_document_get_given (document, 0, 0), ==, 12);
  g_assert_cmpstr (lab_board_get_pending_digits (board), ==, "");

  /* A digit that no second one could extend goes in at once. */
  g_assert_true (lab_test_press (board, GDK_KEY_Right, 0));
  lab_test_type (board, "7");
  g_assert_cmpint (futoshiki_document_get_given (document, 0, 1), ==, 7);

  /* Enter ends a number early, and so does moving away. */
  g_assert_true (lab_test_press (board, GDK_KEY_Right, 0));
  lab_test_type (board, "1");
  g_assert_true (lab_test_press (board, GDK_KEY_Return, 0));
  g_assert_cmpint (futoshiki_document_get_given (document, 0, 2), ==, 1);
  lab_test_type (board, "1");
  g_assert_true (lab_test_press (board, GDK_KEY_Right, 0));
  g_assert_cmpint (futoshiki_document_get_given (document, 0, 2), ==, 1);
  g_assert_false (futoshiki_document_get_can_redo (document));

  /* BackSpace takes a pending digit back; Escape drops the number. */
  lab_test_type (board, "1");
  g_assert_true (lab_test_press (board, GDK_KEY_BackSpace, 0));
  g_assert_cmpstr (lab_board_get_pending_digits (board), ==, "");
  lab_test_type (board, "1");
  g_assert_true (lab_test_press (board, GDK_KEY_Escape, 0));
  g_assert_cmpint (futoshiki_document_get_given (document, 0, 3), ==, 0);

  /* So does a pause. */
  lab_test_type (board, "1");
  lab_test_wait_until (pending_is_empty, board);
  g_assert_cmpint (futoshiki_document_get_given (document, 0, 3), ==, 1);

  /* 13 does not fit a 12×12 board. */
  g_assert_true (lab_test_press (board, GDK_KEY_Down, 0));
  lab_test_type (board, "13");
  g_assert_cmpint (futoshiki_document_get_given (document, 1, 3), ==, 0);

  lab_test_discard_and_destroy (window);
}

static GtkWidget *
find_popover_button (LabBoard   *board,
                     const char *label)
{
  GtkWidget *button;

  g_assert_true (gtk_widget_get_visible (lab_test_board_popover (board)));
  button = lab_test_find_button (lab_test_board_popover (board), label);
  g_assert_nonnull (button);
  return button;
}

static void
test_mouse_edit (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (5);
  LabWindow *window = lab_test_create_window (document);
  LabBoard *board = lab_test_board (window);
  double x, y;

  /* A click puts the cursor (and focus) on a cell. */
  lab_test_cell_center (board, 2, 3, &x, &y);
  lab_test_click (board, GDK_BUTTON_PRIMARY, x, y);
  lab_test_assert_cursor (board, 2, 3);
  g_assert_true (gtk_widget_has_focus (lab_board_get_cell_widget (board, 2, 3)));

  /* A click on a gap cycles its sign. */
  lab_test_gap_center (board, 2, 3, FUTO_DIR_RIGHT, &x, &y);
  lab_test_click (board, GDK_BUTTON_PRIMARY, x, y);
  g_assert_cmpint (futoshiki_document_get_relation (document, 2, 3, FUTO_DIR_RIGHT), ==, FUTO_REL_LESS);
  lab_test_click (board, GDK_BUTTON_PRIMARY, x, y);
  g_assert_cmpint (futoshiki_document_get_relation (document, 2, 3, FUTO_DIR_RIGHT), ==, FUTO_REL_GREATER);
  lab_test_click (board, GDK_BUTTON_PRIMARY, x, y);
  g_assert_cmpint (futoshiki_document_get_relation (document, 2, 3, FUTO_DIR_RIGHT), ==, FUTO_REL_NONE);
  lab_test_gap_center (board, 0, 0, FUTO_DIR_DOWN, &x, &y);
  lab_test_click (board, GDK_BUTTON_PRIMARY, x, y);
  g_assert_cmpint (futoshiki_document_get_relation (document, 0, 0, FUTO_DIR_DOWN), ==, FUTO_REL_LESS);

  /* A right click offers the values of a cell... */
  lab_test_cell_center (board, 4, 4, &x, &y);
  lab_test_click (board, GDK_BUTTON_SECONDARY, x, y);
  lab_test_assert_cursor (board, 4, 4);
  g_signal_emit_by_name (find_popover_button (board, "5"), "clicked");
  g_assert_cmpint (futoshiki_document_get_given (document, 4, 4), ==, 5);
  g_assert_false (gtk_widget_get_visible (lab_test_board_popover (board)));
  lab_test_click (board, GDK_BUTTON_SECONDARY, x, y);
  g_signal_emit_by_name (find_popover_button (board, "_Clear"), "clicked");
  g_assert_cmpint (futoshiki_document_get_given (document, 4, 4), ==, 0);

  /* ...and the choices of a gap. */
  lab_test_gap_center (board, 3, 1, FUTO_DIR_DOWN, &x, &y);
  lab_test_click (board, GDK_BUTTON_SECONDARY, x, y);
  g_signal_emit_by_name (find_popover_button (board, "∨"), "clicked");
  g_assert_cmpint (futoshiki_document_get_relation (document, 3, 1, FUTO_DIR_DOWN), ==, FUTO_REL_GREATER);
  lab_test_click (board, GDK_BUTTON_SECONDARY, x, y);
  g_signal_emit_by_name (find_popover_button (board, "—"), "clicked");
  g_assert_cmpint (futoshiki_document_get_relation (document, 3, 1, FUTO_DIR_DOWN), ==, FUTO_REL_NONE);

  /* The keyboard opens the same popover. */
  g_assert_true (lab_test_press (board, GDK_KEY_Menu, 0));
  g_assert_true (gtk_widget_get_visible (lab_test_board_popover (board)));
  gtk_popover_popdown (GTK_POPOVER (lab_test_board_popover (board)));

  /* Undo walks the mouse's steps back too. */
  lab_test_activate (window, "undo", NULL);
  g_assert_cmpint (futoshiki_document_get_relation (document, 3, 1, FUTO_DIR_DOWN), ==, FUTO_REL_GREATER);

  lab_test_discard_and_destroy (window);
}

static void
test_play (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_4x4.txt");
  GSettings *settings = lab_application_get_settings (lab_test_app);
  LabWindow *window;
  LabBoard *board;
  const FutoshikiProblems *problems;

  g_settings_set_boolean (settings, "auto-clean-pencil", TRUE);
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  window = lab_test_create_window (document);
  board = lab_test_board (window);
  g_assert_true (futoshiki_document_get_auto_clean_pencil (document));

  /* Givens cannot be typed over. */
  lab_test_type (board, "2");
  g_assert_cmpint (futoshiki_document_get_value (document, 0, 0), ==, 1);
  g_assert_false (futoshiki_document_get_can_undo (document));

  /* Entries; Ctrl+digit and pencil mode make marks. */
  g_assert_true (lab_test_press (board, GDK_KEY_Right, 0));
  g_assert_true (lab_test_press (board, GDK_KEY_3, GDK_CONTROL_MASK));
  g_assert_true (lab_test_press (board, GDK_KEY_4, GDK_CONTROL_MASK));
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 0, 1), ==, FUTO_SET_BIT (3) | FUTO_SET_BIT (4));
  g_assert_true (lab_test_press (board, GDK_KEY_p, 0));
  g_assert_true (lab_board_get_pencil_mode (board));
  g_assert_true (g_variant_get_boolean (g_action_group_get_action_state (G_ACTION_GROUP (window),
                                                                         "pencil-mode")));
  g_assert_true (lab_test_press (board, GDK_KEY_Down, 0));
  lab_test_type (board, "4");
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 1, 1), ==, 0);  /* a given */
  g_assert_true (lab_test_press (board, GDK_KEY_Down, 0));
  lab_test_type (board, "41");
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 2, 1), ==, FUTO_SET_BIT (1) | FUTO_SET_BIT (4));
  lab_test_activate (window, "pencil-mode", NULL);
  g_assert_false (lab_board_get_pencil_mode (board));

  /* An entry cleans its value's marks from the row and column. */
  g_assert_true (lab_test_press (board, GDK_KEY_Up, 0));
  g_assert_true (lab_test_press (board, GDK_KEY_Up, 0));
  lab_test_type (board, "4");
  g_assert_cmpint (futoshiki_document_get_entry (document, 0, 1), ==, 4);
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 2, 1), ==, FUTO_SET_BIT (1));

  /* A conflict is found and marked: 4 twice in row 1. */
  g_assert_true (lab_test_press (board, GDK_KEY_End, 0));
  lab_test_type (board, "4");
  problems = futoshiki_document_get_problems (document, NULL);
  g_assert_true (problems->cells[3] & FUTOSHIKI_PROBLEM_CONFLICT);
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (lab_test_window_child (window, "status_label"))), "conflict"));
  g_assert_true (lab_test_press (board, GDK_KEY_Delete, 0));

  /* Fill all candidates, undo it in one step. */
  lab_test_activate (window, "fill-candidates", NULL);
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 0, 2), ==, FUTO_SET_BIT (2) | FUTO_SET_BIT (3));
  lab_test_activate (window, "undo", NULL);
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 0, 2), ==, 0);

  /* Restart clears every entry and mark, undoably. */
  lab_test_activate (window, "restart", NULL);
  g_assert_cmpint (futoshiki_document_get_entry (document, 0, 1), ==, 0);
  g_assert_cmpuint (futoshiki_document_get_pencil (document, 0, 1), ==, 0);
  lab_test_activate (window, "undo", NULL);
  g_assert_cmpint (futoshiki_document_get_entry (document, 0, 1), ==, 4);

  /* Edit-only actions are off while playing, and back on when editing. */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "resize"));
  lab_test_activate (window, "toggle-mode", NULL);
  g_assert_cmpint (futoshiki_document_get_mode (document), ==, FUTOSHIKI_DOCUMENT_MODE_EDIT);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "resize"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "restart"));
  lab_test_activate (window, "mode", g_variant_new_string ("play"));
  g_assert_cmpint (futoshiki_document_get_mode (document), ==, FUTOSHIKI_DOCUMENT_MODE_PLAY);

  g_settings_reset (settings, "auto-clean-pencil");
  lab_test_discard_and_destroy (window);
}

static void
test_completion (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_4x4.txt");
  static const char solution[] = "1432" "3214" "2341" "4123";
  LabWindow *window;
  LabBoard *board;

  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  window = lab_test_create_window (document);
  board = lab_test_board (window);

  /* Type the solution row by row, skipping givens. */
  for (int row = 0; row < 4; row++)
    for (int col = 0; col < 4; col++)
      {
        char key[2] = { solution[row * 4 + col], '\0' };

        lab_board_set_cursor (board, row, col);
        if (futoshiki_document_get_given (document, row, col) == 0)
          lab_test_type (board, key);
      }
  g_assert_true (futoshiki_document_get_complete (document));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (lab_test_window_child (window, "status_label"))), ==, "Solved");
  /* The finishing wave runs. */
  g_assert_true (lab_board_get_celebrating (board));
  lab_test_wait_for_frames (GTK_WIDGET (board), 3);

  /* Undo takes the last entry back, and the puzzle is open again. */
  lab_test_activate (window, "undo", NULL);
  g_assert_false (futoshiki_document_get_complete (document));

  lab_test_discard_and_destroy (window);
}

static void
test_uniqueness (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  LabWindow *window;
  LabBoard *board;
  const guint8 *first, *second;
  int diffs = 0;

  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_EDIT);
  window = lab_test_create_window (document);
  board = lab_test_board (window);

  lab_test_wait_until (lab_test_check_settled, window);
  g_assert_cmpint (futoshiki_solution_check_get_state (lab_window_get_solution_check (window)), ==, FUTOSHIKI_SOLUTION_STATE_UNIQUE);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (lab_test_window_child (window, "status_label"))), ==,
                   "Exactly one solution: the puzzle is ready");
  g_assert_false (gtk_widget_get_visible (lab_test_window_child (window, "difference_button")));

  /* Without its 4, the puzzle has several solutions; the check restarts
   * at once and the board can show where two of them differ. */
  lab_board_set_cursor (board, 0, 4);
  g_assert_true (lab_test_press (board, GDK_KEY_Delete, 0));
  g_assert_cmpint (futoshiki_solution_check_get_state (lab_window_get_solution_check (window)), ==, FUTOSHIKI_SOLUTION_STATE_CHECKING);
  lab_test_wait_until (lab_test_check_settled, window);
  g_assert_cmpint (futoshiki_solution_check_get_state (lab_window_get_solution_check (window)), ==, FUTOSHIKI_SOLUTION_STATE_MULTIPLE);
  g_assert_true (gtk_widget_get_visible (lab_test_window_child (window, "difference_button")));
  lab_test_activate (window, "show-difference", NULL);
  g_assert_true (lab_board_get_has_difference (board));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (lab_test_window_child (window, "difference_button"))), ==, "Hide the _Difference");
  /* The two solutions the board marks are the check's first two. */
  first = futoshiki_solution_check_get_solution (lab_window_get_solution_check (window), 0);
  second = futoshiki_solution_check_get_solution (lab_window_get_solution_check (window), 1);
  for (int i = 0; i < 25; i++)
    diffs += first[i] != second[i];
  g_assert_cmpint (diffs, >, 0);
  lab_test_wait_for_frames (GTK_WIDGET (board), 2);

  /* A change makes the difference stale: it goes. */
  lab_test_activate (window, "undo", NULL);
  g_assert_false (lab_board_get_has_difference (board));
  lab_test_wait_until (lab_test_check_settled, window);
  g_assert_cmpint (futoshiki_solution_check_get_state (lab_window_get_solution_check (window)), ==, FUTOSHIKI_SOLUTION_STATE_UNIQUE);

  /* Equal givens in a row: marked on the board and in the status. */
  lab_board_set_cursor (board, 0, 3);
  lab_test_type (board, "4");
  lab_test_wait_until (lab_test_check_settled, window);
  g_assert_cmpint (futoshiki_solution_check_get_state (lab_window_get_solution_check (window)), ==, FUTOSHIKI_SOLUTION_STATE_INVALID);
  g_assert_true (futoshiki_document_get_problems (document, NULL)->cells[3] & FUTOSHIKI_PROBLEM_CONFLICT);
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (lab_test_window_child (window, "status_label"))), "breaks a rule"));

  /* The solution can be revealed as one undoable step. */
  lab_test_activate (window, "undo", NULL);
  lab_test_wait_until (lab_test_check_settled, window);
  lab_test_activate (window, "solve", NULL);
  /* Solving runs in the background. */
  lab_test_wait_until (document_is_complete, document);
  lab_test_activate (window, "undo", NULL);
  g_assert_cmpint (futoshiki_document_count_filled (document), ==, 2);

  lab_test_discard_and_destroy (window);
}

static double fit_cell;

static gboolean
board_fits (gpointer data)
{
  return fabs (lab_board_get_layout (LAB_BOARD (data))->cell_size - fit_cell) <= 1.0;
}

static void
test_zoom_and_resize (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (6);
  LabWindow *window = lab_test_create_window (document);
  LabBoard *board = lab_test_board (window);
  GtkWindow *dialog;
  GtkSpinButton *spin;
  double fit;

  lab_test_wait_until (lab_test_check_settled, window);
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  fit = lab_board_get_layout (board)->cell_size;
  lab_test_activate (window, "zoom-in", NULL);
  lab_test_activate (window, "zoom-in", NULL);
  g_assert_cmpfloat_with_epsilon (lab_board_get_zoom (board), 1.5625, 1e-9);
  lab_test_wait_for_frames (GTK_WIDGET (window), 3);
  g_assert_cmpfloat (lab_board_get_layout (board)->cell_size, >, fit * 1.3);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), >,
                   gtk_widget_get_width (lab_test_window_child (window, "board_scroller")));
  lab_test_activate (window, "zoom-reset", NULL);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "zoom-out"));
  fit_cell = fit;
  lab_test_wait_until (board_fits, board);

  /* Resize through its dialog; one undo brings the old board back. */
  lab_board_set_cursor (board, 5, 5);
  lab_test_type (board, "6");
  lab_test_activate (window, "resize", NULL);
  dialog = lab_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  spin = GTK_SPIN_BUTTON (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog)));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 6);
  gtk_spin_button_set_value (spin, 9);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "accept");
  lab_test_destroy_window (dialog, FALSE);
  g_assert_cmpint (futoshiki_document_get_size (document), ==, 9);
  g_assert_cmpint (futoshiki_document_get_given (document, 5, 5), ==, 6);
  g_assert_nonnull (lab_board_get_cell_widget (board, 8, 8));
  lab_test_activate (window, "undo", NULL);
  g_assert_cmpint (futoshiki_document_get_size (document), ==, 6);

  lab_test_discard_and_destroy (window);
}

static void
test_accessible_labels (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_4x4.txt");
  LabWindow *window = lab_test_create_window (document);
  LabBoard *board = lab_test_board (window);
  g_autofree char *given = NULL;
  g_autofree char *marks = NULL;
  g_autofree char *whole = NULL;

  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  futoshiki_document_set_pencil (document, 0, 1, FUTO_SET_BIT (1) | FUTO_SET_BIT (4));
  futoshiki_document_set_relation (document, 0, 1, FUTO_DIR_LEFT, FUTO_REL_NONE);
  given = lab_board_describe_cell (board, 0, 0);
  marks = lab_board_describe_cell (board, 0, 1);
  whole = lab_board_describe_cell (board, -1, -1);
  g_assert_cmpstr (given, ==, "Row 1, column 1, given 1");
  g_assert_cmpstr (marks, ==, "Row 1, column 2, empty, candidates 1 and 4, "
                              "greater than the cell to the right");
  g_assert_cmpstr (whole, ==, "4 × 4 puzzle, playing");
  g_assert_true (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (board)) == GTK_ACCESSIBLE_ROLE_GRID);
  g_assert_true (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (lab_board_get_cell_widget (board, 3, 3)))
                 == GTK_ACCESSIBLE_ROLE_GRID_CELL);

  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/board/keyboard-edit", test_keyboard_edit);
  g_test_add_func ("/board/rtl", test_rtl);
  g_test_add_func ("/board/multi-digit", test_multi_digit);
  g_test_add_func ("/board/mouse-edit", test_mouse_edit);
  g_test_add_func ("/board/play", test_play);
  g_test_add_func ("/board/completion", test_completion);
  g_test_add_func ("/board/uniqueness", test_uniqueness);
  g_test_add_func ("/board/zoom-and-resize", test_zoom_and_resize);
  g_test_add_func ("/board/accessible-labels", test_accessible_labels);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
