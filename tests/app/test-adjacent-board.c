/* test-adjacent-board.c: editing Adjacent puzzles on the board, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In an Adjacent puzzle a mark between two neighbours says they are one
 * apart, and every such pair is marked. The board places and removes marks
 * with the keyboard, the mouse and the gap popover; undo and the stored
 * history take them; win.puzzle-mode switches a puzzle between signs and
 * marks, asking when marks would go, as one undo step; a saved puzzle
 * reads back the same; the live check finds the one solution of a known
 * Adjacent puzzle; a screen reader hears the marks.
 */
#include "config.h"

#include <string.h>

#include "board-test-util.h"
#include "futo-format.h"
#include "shot-test-util.h"

/* A 5×5 Adjacent puzzle from Simon Tatham's Unequal with one solution. */
#define ID_5A \
  "5a:0,0D,0RD,0L,0D,0D,0UD,0U,0D,0U,0UR,0UDL,0R,0UL,0,0D,0URD,0DL,5,0,0U,0U,0UR,0RL,0L,"

static FutoshikiDocument *
adjacent_document (int size)
{
  FutoshikiDocument *document;

  document = futoshiki_document_new_for_game (futo_game_new (futo_puzzle_new_with_mode (size, FUTO_MODE_ADJACENT)),
                                              NULL);
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_EDIT);
  return document;
}

static FutoRelation
relation (FutoshikiDocument   *document,
          int            row,
          int            col,
          FutoDirection  dir)
{
  return futoshiki_document_get_relation (document, row, col, dir);
}

static GtkWidget *
popover_button (LabBoard   *board,
                const char *label)
{
  GtkWidget *button;

  g_assert_true (gtk_widget_get_visible (lab_test_board_popover (board)));
  button = lab_test_find_button (lab_test_board_popover (board), label);
  g_assert_nonnull (button);
  return button;
}

static void
test_adjacent_keyboard (void)
{
  g_autoptr(FutoshikiDocument) document = adjacent_document (4);
  LabWindow *window = lab_test_create_window (document);
  LabBoard *board = lab_test_board (window);
  g_autofree char *described = NULL;

  /* Shift+arrow: none, mark, none. */
  g_assert_true (lab_test_press (board, GDK_KEY_Right, GDK_SHIFT_MASK));
  g_assert_cmpint (relation (document, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_ADJACENT);
  g_assert_cmpint (relation (document, 0, 1, FUTO_DIR_LEFT), ==, FUTO_REL_ADJACENT);
  g_assert_true (lab_test_press (board, GDK_KEY_Right, GDK_SHIFT_MASK));
  g_assert_cmpint (relation (document, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_NONE);

  /* The sign keys point at a side: a mark there, or none again. */
  lab_test_type (board, ">");
  g_assert_cmpint (relation (document, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_ADJACENT);
  lab_test_type (board, "v");
  g_assert_cmpint (relation (document, 0, 0, FUTO_DIR_DOWN), ==, FUTO_REL_ADJACENT);
  g_assert_true (lab_test_press (board, GDK_KEY_Right, 0));
  lab_test_type (board, "<");
  g_assert_cmpint (relation (document, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_NONE);
  lab_test_type (board, "<");
  g_assert_cmpint (relation (document, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_ADJACENT);

  /* What a screen reader hears for the first cell. */
  described = lab_board_describe_cell (board, 0, 0);
  g_assert_nonnull (strstr (described, "one apart from the cell to the right"));
  g_assert_nonnull (strstr (described, "one apart from the cell below"));
  g_clear_pointer (&described, g_free);
  described = lab_board_describe_cell (board, -1, -1);
  g_assert_nonnull (strstr (described, "Adjacent"));

  /* Undo and redo walk the marks. */
  lab_test_activate (window, "undo", NULL);
  g_assert_cmpint (relation (document, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_NONE);
  lab_test_activate (window, "undo", NULL);
  g_assert_cmpint (relation (document, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_ADJACENT);
  lab_test_activate (window, "undo", NULL);
  g_assert_cmpint (relation (document, 0, 0, FUTO_DIR_DOWN), ==, FUTO_REL_NONE);
  lab_test_activate (window, "redo", NULL);
  g_assert_cmpint (relation (document, 0, 0, FUTO_DIR_DOWN), ==, FUTO_REL_ADJACENT);

  lab_test_discard_and_destroy (window);
}

static void
test_adjacent_mouse (void)
{
  g_autoptr(FutoshikiDocument) document = adjacent_document (5);
  LabWindow *window = lab_test_create_window (document);
  LabBoard *board = lab_test_board (window);
  double x, y;

  /* A click on a gap puts a mark there or takes it away. */
  lab_test_gap_center (board, 2, 3, FUTO_DIR_RIGHT, &x, &y);
  lab_test_click (board, GDK_BUTTON_PRIMARY, x, y);
  g_assert_cmpint (relation (document, 2, 3, FUTO_DIR_RIGHT), ==, FUTO_REL_ADJACENT);
  lab_test_click (board, GDK_BUTTON_PRIMARY, x, y);
  g_assert_cmpint (relation (document, 2, 3, FUTO_DIR_RIGHT), ==, FUTO_REL_NONE);

  /* The gap popover offers no mark and a mark, not signs. */
  lab_test_gap_center (board, 3, 1, FUTO_DIR_DOWN, &x, &y);
  lab_test_click (board, GDK_BUTTON_SECONDARY, x, y);
  g_assert_null (lab_test_find_button (lab_test_board_popover (board), "∨"));
  g_signal_emit_by_name (popover_button (board, "—"), "clicked");
  g_assert_cmpint (relation (document, 3, 1, FUTO_DIR_DOWN), ==, FUTO_REL_ADJACENT);
  lab_test_click (board, GDK_BUTTON_SECONDARY, x, y);
  g_signal_emit_by_name (popover_button (board, "·"), "clicked");
  g_assert_cmpint (relation (document, 3, 1, FUTO_DIR_DOWN), ==, FUTO_REL_NONE);

  lab_test_discard_and_destroy (window);
}

/* The history of mark edits survives the session file: it is read back
 * and fits a fresh copy of the document. */
static void
test_adjacent_history (void)
{
  g_autoptr(FutoshikiDocument) document = adjacent_document (4);
  g_autoptr(FutoshikiDocument) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *history = NULL;

  futoshiki_document_set_relation (document, 1, 1, FUTO_DIR_RIGHT, FUTO_REL_ADJACENT);
  futoshiki_document_set_relation (document, 1, 1, FUTO_DIR_UP, FUTO_REL_ADJACENT);
  futoshiki_document_set_given (document, 2, 2, 3);
  text = futoshiki_document_serialize (document);
  history = futoshiki_document_serialize_history (document);

  copy = futoshiki_document_new_for_game (futo_game_read_any (text, strlen (text), NULL, NULL), NULL);
  g_assert_true (futoshiki_document_load_history (copy, history, strlen (history), &error));
  g_assert_no_error (error);
  g_assert_true (futoshiki_document_undo (copy));
  g_assert_true (futoshiki_document_undo (copy));
  g_assert_cmpint (futoshiki_document_get_relation (copy, 0, 1, FUTO_DIR_DOWN), ==, FUTO_REL_NONE);
  g_assert_cmpint (futoshiki_document_get_relation (copy, 1, 1, FUTO_DIR_RIGHT), ==, FUTO_REL_ADJACENT);
}

static void
test_adjacent_switch_mode (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (4);
  LabWindow *window = lab_test_create_window (document);
  GtkWindow *question;

  /* Without marks nothing is lost: no question. */
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "puzzle-mode"));
  lab_test_activate (window, "puzzle-mode", g_variant_new_string ("adjacent"));
  g_assert_cmpint (futoshiki_document_get_puzzle_mode (document), ==, FUTO_MODE_ADJACENT);
  g_assert_null (lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL));
  lab_test_activate (window, "undo", NULL);
  g_assert_cmpint (futoshiki_document_get_puzzle_mode (document), ==, FUTO_MODE_UNEQUAL);

  /* With signs it asks; Cancel keeps them. */
  futoshiki_document_set_given (document, 0, 0, 2);
  futoshiki_document_set_relation (document, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  lab_test_activate (window, "puzzle-mode", g_variant_new_string ("adjacent"));
  question = lab_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "cancel");
  g_assert_cmpint (futoshiki_document_get_puzzle_mode (document), ==, FUTO_MODE_UNEQUAL);
  g_assert_cmpint (relation (document, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_LESS);
  lab_test_destroy_window (question, FALSE);

  /* Switch: the signs go, the givens stay, the action's state follows. */
  lab_test_activate (window, "puzzle-mode", g_variant_new_string ("adjacent"));
  question = lab_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  lab_test_shoot (GTK_WIDGET (question), "switch-kind-dialog.png");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "switch");
  g_assert_cmpint (futoshiki_document_get_puzzle_mode (document), ==, FUTO_MODE_ADJACENT);
  g_assert_cmpint (relation (document, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_NONE);
  g_assert_cmpint (futoshiki_document_get_given (document, 0, 0), ==, 2);
  g_assert_nonnull (strstr (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (lab_test_window_child (window, "window_title"))), "Adjacent"));
  {
    g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), "puzzle-mode");

    g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "adjacent");
  }
  lab_test_destroy_window (question, FALSE);

  /* One undo brings the signs back. */
  lab_test_activate (window, "undo", NULL);
  g_assert_cmpint (futoshiki_document_get_puzzle_mode (document), ==, FUTO_MODE_UNEQUAL);
  g_assert_cmpint (relation (document, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_LESS);
  lab_test_activate (window, "redo", NULL);
  g_assert_cmpint (futoshiki_document_get_puzzle_mode (document), ==, FUTO_MODE_ADJACENT);

  /* New Puzzle offers both kinds. */
  futoshiki_document_mark_saved (document, NULL);
  lab_test_activate (window, "new-puzzle", NULL);
  question = lab_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  lab_test_shoot (GTK_WIDGET (question), "new-puzzle-dialog.png");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "adjacent");
  g_assert_true (lab_window_get_document (window) != document);
  g_assert_cmpint (futoshiki_document_get_puzzle_mode (lab_window_get_document (window)), ==, FUTO_MODE_ADJACENT);
  g_assert_false (futoshiki_document_get_can_undo (lab_window_get_document (window)));
  lab_test_destroy_window (question, FALSE);
  lab_window_set_document (window, document);

  /* The kind of puzzle is the editor's business. */
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "puzzle-mode"));

  lab_test_discard_and_destroy (window);
}

static void
test_adjacent_save_reload (void)
{
  g_autoptr(FutoshikiDocument) document = adjacent_document (5);
  g_autoptr(FutoshikiDocument) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  g_autofree char *read_back = NULL;
  g_autofree char *tmp = lab_test_isolate ();
  FutoGame *game;
  gsize length;

  futoshiki_document_set_relation (document, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_ADJACENT);
  futoshiki_document_set_relation (document, 3, 4, FUTO_DIR_UP, FUTO_REL_ADJACENT);
  futoshiki_document_set_given (document, 4, 4, 5);
  text = futoshiki_document_serialize (document);
  path = g_build_filename (tmp, "adjacent.futoshiki", NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));

  g_assert_true (g_file_get_contents (path, &read_back, &length, NULL));
  game = futo_game_read_any (read_back, length, NULL, NULL);
  g_assert_nonnull (game);
  again = futoshiki_document_new_for_game (game, NULL);
  g_assert_cmpint (futoshiki_document_get_puzzle_mode (again), ==, FUTO_MODE_ADJACENT);
  g_assert_true (futo_puzzle_equal (futoshiki_document_get_puzzle (again), futoshiki_document_get_puzzle (document)));
  g_assert_cmpint (relation (again, 2, 4, FUTO_DIR_DOWN), ==, FUTO_REL_ADJACENT);

  lab_test_remove_tree (tmp);
}

static gboolean
stack_settled (gpointer data)
{
  return !gtk_stack_get_transition_running (data);
}

static void
test_adjacent_check (void)
{
  FutoPuzzle *puzzle = futo_tatham_read (ID_5A, strlen (ID_5A), NULL);
  g_autoptr(FutoshikiDocument) document = NULL;
  LabWindow *window;
  const FutoshikiProblems *problems;
  int n;

  g_assert_nonnull (puzzle);
  n = puzzle->size;
  document = futoshiki_document_new_for_game (futo_game_new (puzzle), NULL);
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_EDIT);
  window = lab_test_create_window (document);
  gtk_window_set_default_size (GTK_WINDOW (window), 700, 760);
  /* The board fades in: the picture waits for it. */
  lab_test_wait_until (stack_settled, GTK_STACK (lab_test_window_child (window, "stack")));
  lab_board_set_cursor (lab_test_board (window), 1, 2);
  lab_test_wait_until (lab_test_check_settled, window);
  lab_test_shoot (GTK_WIDGET (window), "adjacent-edit.png");

  /* The engine proves the one solution while editing. */
  lab_test_wait_until (lab_test_check_settled, window);
  g_assert_cmpint (futoshiki_solution_check_get_state (lab_window_get_solution_check (window)), ==, FUTOSHIKI_SOLUTION_STATE_UNIQUE);

  /* Taking a mark away makes another puzzle: the check runs again. */
  futoshiki_document_cycle_relation (document, 0, 1, FUTO_DIR_DOWN);
  lab_test_wait_until (lab_test_check_settled, window);
  g_assert_cmpint (futoshiki_solution_check_get_state (lab_window_get_solution_check (window)), !=, FUTOSHIKI_SOLUTION_STATE_UNIQUE);
  lab_test_activate (window, "undo", NULL);
  lab_test_wait_until (lab_test_check_settled, window);
  g_assert_cmpint (futoshiki_solution_check_get_state (lab_window_get_solution_check (window)), ==, FUTOSHIKI_SOLUTION_STATE_UNIQUE);

  /* Playing: the 5 at r4c4 has marks on two sides, so its neighbours there
   * can only be 4, and an unmarked neighbour cannot be 4. */
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  g_assert_cmpint (futoshiki_document_get_given (document, 3, 3), ==, 5);
  for (int d = 0; d < 4; d++)
    {
      static const int drow[] = { -1, 0, 1, 0 }, dcol[] = { 0, 1, 0, -1 };
      static const FutoDirection dirs[] = { FUTO_DIR_UP, FUTO_DIR_RIGHT, FUTO_DIR_DOWN, FUTO_DIR_LEFT };
      int row = 3 + drow[d], col = 3 + dcol[d];
      FutoSet candidates = futoshiki_document_get_candidates (document, row, col);

      if (relation (document, 3, 3, dirs[d]) == FUTO_REL_ADJACENT)
        g_assert_cmpuint (candidates, ==, FUTO_SET_BIT (4));
      else
        g_assert_false (candidates & FUTO_SET_BIT (4));
    }

  /* A value one apart across an unmarked pair breaks the rule. */
  for (int d = 0; d < 4; d++)
    {
      static const FutoDirection dirs[] = { FUTO_DIR_UP, FUTO_DIR_RIGHT, FUTO_DIR_DOWN, FUTO_DIR_LEFT };
      static const int drow[] = { -1, 0, 1, 0 }, dcol[] = { 0, 1, 0, -1 };

      if (relation (document, 3, 3, dirs[d]) == FUTO_REL_NONE)
        {
          int row = 3 + drow[d], col = 3 + dcol[d];

          futoshiki_document_set_entry (document, row, col, 4);
          problems = futoshiki_document_get_problems (document, NULL);
          g_assert_true (problems->cells[row * n + col] & FUTOSHIKI_PROBLEM_CONFLICT);
          break;
        }
    }

  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/adjacent/keyboard", test_adjacent_keyboard);
  g_test_add_func ("/adjacent/mouse", test_adjacent_mouse);
  g_test_add_func ("/adjacent/history", test_adjacent_history);
  g_test_add_func ("/adjacent/switch-mode", test_adjacent_switch_mode);
  g_test_add_func ("/adjacent/save-reload", test_adjacent_save_reload);
  g_test_add_func ("/adjacent/check", test_adjacent_check);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
