/* test-board.c: editing and playing on the board under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drives the real window and board through their event controllers (GTK 4
 * has no helper to send keys: the key-pressed signal of the board's
 * GtkEventControllerKey is emitted, and clicks are emitted on its click
 * gestures at the coordinates of cells and gaps) and through actions, as
 * menus and accelerators do.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "app-test-util.h"
#include "futo-format.h"
#include "futo-latin.h"
#include "lab-board-private.h"
#include "lab-screenshot.h"
#include "lab-window-private.h"

static LabApplication *app;

/* Input */

static GtkEventController *
find_controller (GtkWidget *widget,
                 GType      type,
                 guint      button)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type)
          && (button == 0 || gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == button))
        return controller;
    }
  g_error ("No %s on %s", g_type_name (type), G_OBJECT_TYPE_NAME (widget));
}

static gboolean
press (LabBoard        *board,
       guint            keyval,
       GdkModifierType  state)
{
  GtkEventController *key = find_controller (GTK_WIDGET (board), GTK_TYPE_EVENT_CONTROLLER_KEY, 0);
  gboolean handled = FALSE;

  g_signal_emit_by_name (key, "key-pressed", keyval, 0, state, &handled);
  return handled;
}

static void
type (LabBoard   *board,
      const char *keys)
{
  for (const char *p = keys; *p != '\0'; p++)
    g_assert_true (press (board, gdk_unicode_to_keyval ((guint) *p), 0));
}

static void
cell_center (LabBoard *board,
             int       row,
             int       col,
             double   *x,
             double   *y)
{
  futo_render_layout_cell_origin (&board->layout, row, col, x, y);
  *x += board->layout.cell_size / 2;
  *y += board->layout.cell_size / 2;
}

/* The middle of the gap right of or below (row, col). */
static void
gap_center (LabBoard      *board,
            int            row,
            int            col,
            FutoDirection  dir,
            double        *x,
            double        *y)
{
  cell_center (board, row, col, x, y);
  if (dir == FUTO_DIR_RIGHT)
    *x += (board->layout.rtl ? -1 : 1) * (board->layout.cell_size + board->layout.gap) / 2;
  else
    *y += (board->layout.cell_size + board->layout.gap) / 2;
}

static void
click (LabBoard *board,
       guint     button,
       double    x,
       double    y)
{
  GtkEventController *gesture = find_controller (GTK_WIDGET (board), GTK_TYPE_GESTURE_CLICK, button);

  g_signal_emit_by_name (gesture, button == GDK_BUTTON_PRIMARY ? "released" : "pressed", 1, x, y);
}

static void
assert_cursor (LabBoard *board,
               int       row,
               int       col)
{
  int r, c;

  lab_board_get_cursor (board, &r, &c);
  g_assert_cmpint (r, ==, row);
  g_assert_cmpint (c, ==, col);
}

/* Windows and documents */

static LabWindow *
create_window (LabDocument *document)
{
  LabWindow *window = lab_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 700, 640);
  gtk_window_present (GTK_WINDOW (window));
  lab_window_set_document (window, document);
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  gtk_widget_grab_focus (GTK_WIDGET (window->board));
  return window;
}

static void
activate (LabWindow  *window,
          const char *action,
          GVariant   *parameter)
{
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), action));
  g_action_group_activate_action (G_ACTION_GROUP (window), action, parameter);
}

static LabDocument *
load_document (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "examples", name, NULL);
  g_autofree char *text = NULL;
  gsize length;
  FutoGame *game;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  game = futo_game_read_any (text, length, NULL, NULL);
  g_assert_nonnull (game);
  return lab_document_new_for_game (game, NULL);
}

static LabDocument *
empty_document (int size)
{
  LabDocument *document = lab_document_new (size);

  lab_document_set_mode (document, LAB_DOCUMENT_MODE_EDIT);
  return document;
}

static void
discard_and_destroy (LabWindow *window)
{
  /* Nothing here is worth a "Save Changes?" question. */
  if (window->document != NULL)
    lab_document_mark_saved (window->document, NULL);
  lab_test_destroy_window (GTK_WINDOW (window), TRUE);
}

/* Tests */

static void
test_keyboard_edit (void)
{
  g_autoptr(LabDocument) document = empty_document (4);
  LabWindow *window = create_window (document);
  LabBoard *board = window->board;

  assert_cursor (board, 0, 0);
  g_assert_true (gtk_widget_has_focus (lab_board_get_cell_widget (board, 0, 0)));

  /* Digits set givens; arrows move; focus follows the cursor. */
  type (board, "3");
  g_assert_cmpint (lab_document_get_given (document, 0, 0), ==, 3);
  g_assert_true (press (board, GDK_KEY_Right, 0));
  assert_cursor (board, 0, 1);
  g_assert_true (gtk_widget_has_focus (lab_board_get_cell_widget (board, 0, 1)));
  type (board, "2");
  g_assert_true (press (board, GDK_KEY_Down, 0));
  type (board, "9");  /* out of range: nothing */
  g_assert_cmpint (lab_document_get_given (document, 1, 1), ==, 0);
  g_assert_true (press (board, GDK_KEY_Up, 0));
  g_assert_true (press (board, GDK_KEY_Delete, 0));
  g_assert_cmpint (lab_document_get_given (document, 0, 1), ==, 0);
  g_assert_true (press (board, GDK_KEY_BackSpace, 0));
  type (board, "2");

  /* The cursor stops at the edges. */
  g_assert_true (press (board, GDK_KEY_Up, 0));
  assert_cursor (board, 0, 1);
  g_assert_true (press (board, GDK_KEY_End, 0));
  assert_cursor (board, 0, 3);
  g_assert_true (press (board, GDK_KEY_Home, 0));
  assert_cursor (board, 0, 0);
  g_assert_true (press (board, GDK_KEY_Right, 0));

  /* Shift+arrow cycles the sign on that side: none, <, >, none. */
  g_assert_true (press (board, GDK_KEY_Right, GDK_SHIFT_MASK));
  g_assert_cmpint (lab_document_get_relation (document, 0, 1, FUTO_DIR_RIGHT), ==, FUTO_REL_LESS);
  g_assert_true (press (board, GDK_KEY_Right, GDK_SHIFT_MASK));
  g_assert_cmpint (lab_document_get_relation (document, 0, 1, FUTO_DIR_RIGHT), ==, FUTO_REL_GREATER);
  g_assert_true (press (board, GDK_KEY_Right, GDK_SHIFT_MASK));
  g_assert_cmpint (lab_document_get_relation (document, 0, 1, FUTO_DIR_RIGHT), ==, FUTO_REL_NONE);
  assert_cursor (board, 0, 1);
  g_assert_true (press (board, GDK_KEY_Down, GDK_SHIFT_MASK));
  g_assert_cmpint (lab_document_get_relation (document, 0, 1, FUTO_DIR_DOWN), ==, FUTO_REL_LESS);

  /* < > ^ v point at the smaller cell: "<" puts r1c1 < r1c2. */
  g_assert_true (press (board, GDK_KEY_less, GDK_SHIFT_MASK));
  g_assert_cmpint (lab_document_get_relation (document, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_LESS);
  g_assert_true (press (board, GDK_KEY_less, GDK_SHIFT_MASK));
  g_assert_cmpint (lab_document_get_relation (document, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_NONE);
  g_assert_true (press (board, GDK_KEY_greater, GDK_SHIFT_MASK));
  g_assert_cmpint (lab_document_get_relation (document, 0, 1, FUTO_DIR_RIGHT), ==, FUTO_REL_GREATER);
  g_assert_true (press (board, GDK_KEY_Down, 0));
  /* "^" here says r1c2 < r2c2, which Shift+Down already did: it toggles. */
  g_assert_true (press (board, GDK_KEY_asciicircum, GDK_SHIFT_MASK));
  g_assert_cmpint (lab_document_get_relation (document, 0, 1, FUTO_DIR_DOWN), ==, FUTO_REL_NONE);
  g_assert_true (press (board, GDK_KEY_asciicircum, GDK_SHIFT_MASK));
  g_assert_cmpint (lab_document_get_relation (document, 0, 1, FUTO_DIR_DOWN), ==, FUTO_REL_LESS);
  g_assert_true (press (board, GDK_KEY_v, 0));
  g_assert_cmpint (lab_document_get_relation (document, 1, 1, FUTO_DIR_DOWN), ==, FUTO_REL_GREATER);

  /* Every step undoes, by accelerator action, and redoes. */
  activate (window, "undo", NULL);
  g_assert_cmpint (lab_document_get_relation (document, 1, 1, FUTO_DIR_DOWN), ==, FUTO_REL_NONE);
  activate (window, "redo", NULL);
  g_assert_cmpint (lab_document_get_relation (document, 1, 1, FUTO_DIR_DOWN), ==, FUTO_REL_GREATER);
  while (lab_document_get_can_undo (document))
    activate (window, "undo", NULL);
  g_assert_cmpint (futo_puzzle_count_givens (lab_document_get_puzzle (document)), ==, 0);
  g_assert_cmpint (futo_puzzle_count_signs (lab_document_get_puzzle (document)), ==, 0);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));

  /* Keys the board does not use go on to the window. */
  g_assert_false (press (board, GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_false (press (board, GDK_KEY_Tab, 0));

  discard_and_destroy (window);
}

static void
test_rtl (void)
{
  g_autoptr(LabDocument) document = empty_document (3);
  LabWindow *window;
  LabBoard *board;
  double x, y;
  int row, col;

  gtk_widget_set_default_direction (GTK_TEXT_DIR_RTL);
  window = create_window (document);
  board = window->board;
  g_assert_true (board->layout.rtl);

  /* Column 1 is on the right; Left moves to the next column. */
  g_assert_true (press (board, GDK_KEY_Left, 0));
  assert_cursor (board, 0, 1);
  futo_render_layout_cell_origin (&board->layout, 0, 0, &x, NULL);
  futo_render_layout_cell_origin (&board->layout, 0, 1, &y, NULL);
  g_assert_cmpfloat (x, >, y);

  /* "<" points left on screen: at the next column, so that one is smaller. */
  g_assert_true (press (board, GDK_KEY_less, GDK_SHIFT_MASK));
  g_assert_cmpint (lab_document_get_relation (document, 0, 1, FUTO_DIR_RIGHT), ==, FUTO_REL_GREATER);

  /* Hit tests mirror too. */
  cell_center (board, 2, 0, &x, &y);
  g_assert_true (futo_render_layout_cell_at (&board->layout, x, y, &row, &col));
  g_assert_cmpint (col, ==, 0);
  gap_center (board, 1, 0, FUTO_DIR_RIGHT, &x, &y);
  click (board, GDK_BUTTON_PRIMARY, x, y);
  g_assert_cmpint (lab_document_get_relation (document, 1, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_LESS);

  discard_and_destroy (window);
  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
}

static gboolean
pending_is_empty (gpointer data)
{
  return LAB_BOARD (data)->pending->len == 0;
}

static void
test_multi_digit (void)
{
  g_autoptr(LabDocument) document = empty_document (12);
  LabWindow *window = create_window (document);
  LabBoard *board = window->board;

  /* "1" could start 10, 11 or 12: it waits. */
  type (board, "1");
  g_assert_cmpint (lab_document_get_given (document, 0, 0), ==, 0);
  g_assert_cmpstr (board->pending->str, ==, "1");
  type (board, "2");
  g_assert_cmpint (lab_document_get_given (document, 0, 0), ==, 12);
  g_assert_cmpuint (board->pending->len, ==, 0);

  /* A digit that no second one could extend goes in at once. */
  g_assert_true (press (board, GDK_KEY_Right, 0));
  type (board, "7");
  g_assert_cmpint (lab_document_get_given (document, 0, 1), ==, 7);

  /* Enter ends a number early, and so does moving away. */
  g_assert_true (press (board, GDK_KEY_Right, 0));
  type (board, "1");
  g_assert_true (press (board, GDK_KEY_Return, 0));
  g_assert_cmpint (lab_document_get_given (document, 0, 2), ==, 1);
  type (board, "1");
  g_assert_true (press (board, GDK_KEY_Right, 0));
  g_assert_cmpint (lab_document_get_given (document, 0, 2), ==, 1);
  g_assert_false (lab_document_get_can_redo (document));

  /* BackSpace takes a pending digit back; Escape drops the number. */
  type (board, "1");
  g_assert_true (press (board, GDK_KEY_BackSpace, 0));
  g_assert_cmpuint (board->pending->len, ==, 0);
  type (board, "1");
  g_assert_true (press (board, GDK_KEY_Escape, 0));
  g_assert_cmpint (lab_document_get_given (document, 0, 3), ==, 0);

  /* So does a pause. */
  type (board, "1");
  lab_test_wait_until (pending_is_empty, board);
  g_assert_cmpint (lab_document_get_given (document, 0, 3), ==, 1);

  /* 13 does not fit a 12×12 board. */
  g_assert_true (press (board, GDK_KEY_Down, 0));
  type (board, "13");
  g_assert_cmpint (lab_document_get_given (document, 1, 3), ==, 0);

  discard_and_destroy (window);
}

static GtkWidget *
find_popover_button (LabBoard   *board,
                     const char *label)
{
  GtkWidget *button;

  g_assert_true (gtk_widget_get_visible (board->popover));
  button = lab_test_find_button (board->popover, label);
  g_assert_nonnull (button);
  return button;
}

static void
test_mouse_edit (void)
{
  g_autoptr(LabDocument) document = empty_document (5);
  LabWindow *window = create_window (document);
  LabBoard *board = window->board;
  double x, y;

  /* A click puts the cursor (and focus) on a cell. */
  cell_center (board, 2, 3, &x, &y);
  click (board, GDK_BUTTON_PRIMARY, x, y);
  assert_cursor (board, 2, 3);
  g_assert_true (gtk_widget_has_focus (lab_board_get_cell_widget (board, 2, 3)));

  /* A click on a gap cycles its sign. */
  gap_center (board, 2, 3, FUTO_DIR_RIGHT, &x, &y);
  click (board, GDK_BUTTON_PRIMARY, x, y);
  g_assert_cmpint (lab_document_get_relation (document, 2, 3, FUTO_DIR_RIGHT), ==, FUTO_REL_LESS);
  click (board, GDK_BUTTON_PRIMARY, x, y);
  g_assert_cmpint (lab_document_get_relation (document, 2, 3, FUTO_DIR_RIGHT), ==, FUTO_REL_GREATER);
  click (board, GDK_BUTTON_PRIMARY, x, y);
  g_assert_cmpint (lab_document_get_relation (document, 2, 3, FUTO_DIR_RIGHT), ==, FUTO_REL_NONE);
  gap_center (board, 0, 0, FUTO_DIR_DOWN, &x, &y);
  click (board, GDK_BUTTON_PRIMARY, x, y);
  g_assert_cmpint (lab_document_get_relation (document, 0, 0, FUTO_DIR_DOWN), ==, FUTO_REL_LESS);

  /* A right click offers the values of a cell... */
  cell_center (board, 4, 4, &x, &y);
  click (board, GDK_BUTTON_SECONDARY, x, y);
  assert_cursor (board, 4, 4);
  g_signal_emit_by_name (find_popover_button (board, "5"), "clicked");
  g_assert_cmpint (lab_document_get_given (document, 4, 4), ==, 5);
  g_assert_false (gtk_widget_get_visible (board->popover));
  click (board, GDK_BUTTON_SECONDARY, x, y);
  g_signal_emit_by_name (find_popover_button (board, "_Clear"), "clicked");
  g_assert_cmpint (lab_document_get_given (document, 4, 4), ==, 0);

  /* ...and the choices of a gap. */
  gap_center (board, 3, 1, FUTO_DIR_DOWN, &x, &y);
  click (board, GDK_BUTTON_SECONDARY, x, y);
  g_signal_emit_by_name (find_popover_button (board, "∨"), "clicked");
  g_assert_cmpint (lab_document_get_relation (document, 3, 1, FUTO_DIR_DOWN), ==, FUTO_REL_GREATER);
  click (board, GDK_BUTTON_SECONDARY, x, y);
  g_signal_emit_by_name (find_popover_button (board, "—"), "clicked");
  g_assert_cmpint (lab_document_get_relation (document, 3, 1, FUTO_DIR_DOWN), ==, FUTO_REL_NONE);

  /* The keyboard opens the same popover. */
  g_assert_true (press (board, GDK_KEY_Menu, 0));
  g_assert_true (gtk_widget_get_visible (board->popover));
  gtk_popover_popdown (GTK_POPOVER (board->popover));

  /* Undo walks the mouse's steps back too. */
  activate (window, "undo", NULL);
  g_assert_cmpint (lab_document_get_relation (document, 3, 1, FUTO_DIR_DOWN), ==, FUTO_REL_GREATER);

  discard_and_destroy (window);
}

static void
test_play (void)
{
  g_autoptr(LabDocument) document = load_document ("unequal_4x4.txt");
  GSettings *settings = lab_application_get_settings (app);
  LabWindow *window;
  LabBoard *board;
  const LabProblems *problems;

  g_settings_set_boolean (settings, "auto-clean-pencil", TRUE);
  lab_document_set_mode (document, LAB_DOCUMENT_MODE_PLAY);
  window = create_window (document);
  board = window->board;
  g_assert_true (lab_document_get_auto_clean_pencil (document));

  /* Givens cannot be typed over. */
  type (board, "2");
  g_assert_cmpint (lab_document_get_value (document, 0, 0), ==, 1);
  g_assert_false (lab_document_get_can_undo (document));

  /* Entries; Ctrl+digit and pencil mode make marks. */
  g_assert_true (press (board, GDK_KEY_Right, 0));
  g_assert_true (press (board, GDK_KEY_3, GDK_CONTROL_MASK));
  g_assert_true (press (board, GDK_KEY_4, GDK_CONTROL_MASK));
  g_assert_cmpuint (lab_document_get_pencil (document, 0, 1), ==, FUTO_SET_BIT (3) | FUTO_SET_BIT (4));
  g_assert_true (press (board, GDK_KEY_p, 0));
  g_assert_true (lab_board_get_pencil_mode (board));
  g_assert_true (g_variant_get_boolean (g_action_group_get_action_state (G_ACTION_GROUP (window),
                                                                         "pencil-mode")));
  g_assert_true (press (board, GDK_KEY_Down, 0));
  type (board, "4");
  g_assert_cmpuint (lab_document_get_pencil (document, 1, 1), ==, 0);  /* a given */
  g_assert_true (press (board, GDK_KEY_Down, 0));
  type (board, "41");
  g_assert_cmpuint (lab_document_get_pencil (document, 2, 1), ==, FUTO_SET_BIT (1) | FUTO_SET_BIT (4));
  activate (window, "pencil-mode", NULL);
  g_assert_false (lab_board_get_pencil_mode (board));

  /* An entry cleans its value's marks from the row and column. */
  g_assert_true (press (board, GDK_KEY_Up, 0));
  g_assert_true (press (board, GDK_KEY_Up, 0));
  type (board, "4");
  g_assert_cmpint (lab_document_get_entry (document, 0, 1), ==, 4);
  g_assert_cmpuint (lab_document_get_pencil (document, 2, 1), ==, FUTO_SET_BIT (1));

  /* A conflict is found and marked: 4 twice in row 1. */
  g_assert_true (press (board, GDK_KEY_End, 0));
  type (board, "4");
  problems = lab_document_get_problems (document, NULL);
  g_assert_true (problems->cells[3] & LAB_PROBLEM_CONFLICT);
  g_assert_nonnull (strstr (gtk_label_get_label (window->status_label), "conflict"));
  g_assert_true (press (board, GDK_KEY_Delete, 0));

  /* Fill all candidates, undo it in one step. */
  activate (window, "fill-candidates", NULL);
  g_assert_cmpuint (lab_document_get_pencil (document, 0, 2), ==, FUTO_SET_BIT (2) | FUTO_SET_BIT (3));
  activate (window, "undo", NULL);
  g_assert_cmpuint (lab_document_get_pencil (document, 0, 2), ==, 0);

  /* Restart clears every entry and mark, undoably. */
  activate (window, "restart", NULL);
  g_assert_cmpint (lab_document_get_entry (document, 0, 1), ==, 0);
  g_assert_cmpuint (lab_document_get_pencil (document, 0, 1), ==, 0);
  activate (window, "undo", NULL);
  g_assert_cmpint (lab_document_get_entry (document, 0, 1), ==, 4);

  /* Edit-only actions are off while playing, and back on when editing. */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "resize"));
  activate (window, "toggle-mode", NULL);
  g_assert_cmpint (lab_document_get_mode (document), ==, LAB_DOCUMENT_MODE_EDIT);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "resize"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "restart"));
  activate (window, "mode", g_variant_new_string ("play"));
  g_assert_cmpint (lab_document_get_mode (document), ==, LAB_DOCUMENT_MODE_PLAY);

  g_settings_reset (settings, "auto-clean-pencil");
  discard_and_destroy (window);
}

static void
test_completion (void)
{
  g_autoptr(LabDocument) document = load_document ("unequal_4x4.txt");
  static const char solution[] = "1432" "3214" "2341" "4123";
  LabWindow *window;
  LabBoard *board;

  lab_document_set_mode (document, LAB_DOCUMENT_MODE_PLAY);
  window = create_window (document);
  board = window->board;

  /* Type the solution row by row, skipping givens. */
  for (int row = 0; row < 4; row++)
    for (int col = 0; col < 4; col++)
      {
        char key[2] = { solution[row * 4 + col], '\0' };

        lab_board_set_cursor (board, row, col);
        if (lab_document_get_given (document, row, col) == 0)
          type (board, key);
      }
  g_assert_true (lab_document_get_complete (document));
  g_assert_cmpstr (gtk_label_get_label (window->status_label), ==, "Solved");
  /* The finishing wave runs. */
  g_assert_cmpuint (board->celebration_tick, !=, 0);
  lab_test_wait_for_frames (GTK_WIDGET (board), 3);

  /* Undo takes the last entry back, and the puzzle is open again. */
  activate (window, "undo", NULL);
  g_assert_false (lab_document_get_complete (document));

  discard_and_destroy (window);
}

static gboolean
check_settled (gpointer data)
{
  LabWindow *window = data;

  return lab_solution_check_get_state (window->check) != LAB_SOLUTION_STATE_CHECKING;
}

static void
test_uniqueness (void)
{
  g_autoptr(LabDocument) document = load_document ("unequal_5x5.txt");
  LabWindow *window;
  LabBoard *board;
  int diffs = 0;

  lab_document_set_mode (document, LAB_DOCUMENT_MODE_EDIT);
  window = create_window (document);
  board = window->board;

  lab_test_wait_until (check_settled, window);
  g_assert_cmpint (lab_solution_check_get_state (window->check), ==, LAB_SOLUTION_STATE_UNIQUE);
  g_assert_cmpstr (gtk_label_get_label (window->status_label), ==,
                   "Exactly one solution: the puzzle is ready");
  g_assert_false (gtk_widget_get_visible (window->difference_button));

  /* Without its 4, the puzzle has several solutions; the check restarts
   * at once and the board can show where two of them differ. */
  lab_board_set_cursor (board, 0, 4);
  g_assert_true (press (board, GDK_KEY_Delete, 0));
  g_assert_cmpint (lab_solution_check_get_state (window->check), ==, LAB_SOLUTION_STATE_CHECKING);
  lab_test_wait_until (check_settled, window);
  g_assert_cmpint (lab_solution_check_get_state (window->check), ==, LAB_SOLUTION_STATE_MULTIPLE);
  g_assert_true (gtk_widget_get_visible (window->difference_button));
  activate (window, "show-difference", NULL);
  g_assert_true (lab_board_get_has_difference (board));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (window->difference_button)), ==, "Hide the _Difference");
  for (int i = 0; i < 25; i++)
    diffs += board->alternatives[0][i] != board->alternatives[1][i];
  g_assert_cmpint (diffs, >, 0);
  lab_test_wait_for_frames (GTK_WIDGET (board), 2);

  /* A change makes the difference stale: it goes. */
  activate (window, "undo", NULL);
  g_assert_false (lab_board_get_has_difference (board));
  lab_test_wait_until (check_settled, window);
  g_assert_cmpint (lab_solution_check_get_state (window->check), ==, LAB_SOLUTION_STATE_UNIQUE);

  /* Equal givens in a row: marked on the board and in the status. */
  lab_board_set_cursor (board, 0, 3);
  type (board, "4");
  lab_test_wait_until (check_settled, window);
  g_assert_cmpint (lab_solution_check_get_state (window->check), ==, LAB_SOLUTION_STATE_INVALID);
  g_assert_true (lab_document_get_problems (document, NULL)->cells[3] & LAB_PROBLEM_CONFLICT);
  g_assert_nonnull (strstr (gtk_label_get_label (window->status_label), "breaks a rule"));

  /* The solution can be revealed as one undoable step. */
  activate (window, "undo", NULL);
  lab_test_wait_until (check_settled, window);
  activate (window, "solve", NULL);
  g_assert_true (lab_document_get_complete (document));
  activate (window, "undo", NULL);
  g_assert_cmpint (lab_document_count_filled (document), ==, 2);

  discard_and_destroy (window);
}

static gboolean
window_gone_or_dialog (gpointer data)
{
  return lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL) != NULL;
}

static void
respond (const char *response)
{
  GtkWindow *dialog;

  lab_test_wait_until (window_gone_or_dialog, NULL);
  dialog = lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Save Changes?");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  lab_test_destroy_window (dialog, FALSE);
}

static gboolean
weak_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static gboolean
has_no_document (gpointer data)
{
  return lab_window_get_document (LAB_WINDOW (data)) == NULL;
}

static void
test_unsaved_guard (void)
{
  g_autoptr(LabDocument) document = empty_document (4);
  LabWindow *window = create_window (document);
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);

  /* A clean document closes without a question... */
  g_assert_false (lab_document_get_dirty (document));
  type (window->board, "1");
  g_assert_true (lab_document_get_dirty (document));
  g_assert_cmpstr (adw_window_title_get_title (window->window_title), ==, "• Untitled");

  /* ...a dirty one asks; Cancel keeps the window and the changes. */
  gtk_window_close (GTK_WINDOW (window));
  respond ("cancel");
  g_assert_nonnull (weak);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_cmpint (lab_document_get_given (document, 0, 0), ==, 1);

  /* New Puzzle asks too; Cancel keeps the document. */
  _lab_window_confirm_discard (window, (LabWindowContinuation) lab_window_set_document, NULL, NULL);
  respond ("cancel");
  g_assert_true (lab_window_get_document (window) == document);
  _lab_window_confirm_discard (window, (LabWindowContinuation) lab_window_set_document, NULL, NULL);
  respond ("discard");
  lab_test_wait_until (has_no_document, window);
  lab_window_set_document (window, document);

  /* Discard closes. */
  gtk_window_close (GTK_WINDOW (window));
  respond ("discard");
  lab_test_wait_until (weak_cleared, &weak);
}

static gboolean
not_dirty (gpointer data)
{
  return !lab_document_get_dirty (LAB_DOCUMENT (data));
}

static gboolean
is_loaded (gpointer data)
{
  return !lab_window_get_loading (LAB_WINDOW (data));
}

static void
test_save_and_reopen (void)
{
  g_autofree char *dir = g_dir_make_tmp ("lab-board-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "seven.futoshiki", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(LabDocument) document = empty_document (7);
  g_autofree char *saved = NULL;
  g_autofree char *expected = NULL;
  LabWindow *window;
  LabWindow *second;

  /* Save over an existing .futoshiki file: no dialog, atomically. */
  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  window = create_window (document);
  lab_document_mark_saved (document, file);
  type (window->board, "7");
  activate (window, "toggle-mode", NULL);
  g_assert_true (press (window->board, GDK_KEY_Right, 0));
  type (window->board, "3");
  g_assert_true (press (window->board, GDK_KEY_Right, 0));
  g_assert_true (press (window->board, GDK_KEY_5, GDK_CONTROL_MASK));
  g_assert_true (lab_document_get_dirty (document));
  activate (window, "save", NULL);
  lab_test_wait_until (not_dirty, document);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  expected = lab_document_serialize (document);
  g_assert_cmpstr (saved, ==, expected);
  g_assert_cmpstr (adw_window_title_get_title (window->window_title), ==, "seven.futoshiki");

  /* Reopened, the puzzle and the player's state come back. */
  second = create_window (NULL);
  lab_window_open_file (second, file);
  lab_test_wait_until (is_loaded, second);
  g_assert_nonnull (lab_window_get_document (second));
  g_assert_cmpint (lab_document_get_given (lab_window_get_document (second), 0, 0), ==, 7);
  g_assert_cmpint (lab_document_get_entry (lab_window_get_document (second), 0, 1), ==, 3);
  g_assert_cmpuint (lab_document_get_pencil (lab_window_get_document (second), 0, 2), ==, FUTO_SET_BIT (5));
  g_assert_false (lab_document_get_dirty (lab_window_get_document (second)));
  discard_and_destroy (second);
  discard_and_destroy (window);

  g_unlink (path);
  g_rmdir (dir);
}

static gboolean
dialog_shown (gpointer data)
{
  return lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL) != NULL;
}

static void
test_save_error (void)
{
  g_autofree char *dir = g_dir_make_tmp ("lab-board-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "folder.futoshiki", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(LabDocument) document = empty_document (4);
  LabWindow *window;
  GtkWindow *dialog;

  /* A folder where the file should be: the save fails and says so. */
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  window = create_window (document);
  lab_document_mark_saved (document, file);
  type (window->board, "2");
  activate (window, "save", NULL);
  lab_test_wait_until (dialog_shown, NULL);
  dialog = lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Could Not Save Puzzle");
  g_test_message ("%s", adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  lab_test_destroy_window (dialog, FALSE);
  g_assert_true (lab_document_get_dirty (document));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_DIR));

  discard_and_destroy (window);
  g_rmdir (path);
  g_rmdir (dir);
}

static gboolean
has_document (gpointer data)
{
  return lab_window_get_document (LAB_WINDOW (data)) != NULL;
}

static void
test_copy_paste (void)
{
  g_autoptr(LabDocument) document = load_document ("unequal_4x4.txt");
  LabWindow *window = create_window (document);
  LabWindow *second = create_window (NULL);
  LabDocument *pasted;

  activate (window, "copy", NULL);
  activate (second, "paste", NULL);
  lab_test_wait_until (has_document, second);
  pasted = lab_window_get_document (second);
  g_assert_true (futo_puzzle_equal (lab_document_get_puzzle (pasted), lab_document_get_puzzle (document)));
  /* Pasted text is nowhere on disk. */
  g_assert_true (lab_document_get_dirty (pasted));
  g_assert_null (lab_document_get_file (pasted));

  discard_and_destroy (second);
  discard_and_destroy (window);
}

static double fit_cell;

static gboolean
board_fits (gpointer data)
{
  return fabs (LAB_BOARD (data)->layout.cell_size - fit_cell) <= 1.0;
}

static void
test_zoom_and_resize (void)
{
  g_autoptr(LabDocument) document = empty_document (6);
  LabWindow *window = create_window (document);
  LabBoard *board = window->board;
  GtkWindow *dialog;
  GtkSpinButton *spin;
  double fit;

  lab_test_wait_until (check_settled, window);
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  fit = board->layout.cell_size;
  activate (window, "zoom-in", NULL);
  activate (window, "zoom-in", NULL);
  g_assert_cmpfloat_with_epsilon (lab_board_get_zoom (board), 1.5625, 1e-9);
  lab_test_wait_for_frames (GTK_WIDGET (window), 3);
  g_assert_cmpfloat (board->layout.cell_size, >, fit * 1.3);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), >,
                   gtk_widget_get_width (GTK_WIDGET (window->board_scroller)));
  activate (window, "zoom-reset", NULL);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "zoom-out"));
  fit_cell = fit;
  lab_test_wait_until (board_fits, board);

  /* Resize through its dialog; one undo brings the old board back. */
  lab_board_set_cursor (board, 5, 5);
  type (board, "6");
  activate (window, "resize", NULL);
  dialog = lab_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  spin = GTK_SPIN_BUTTON (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog)));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 6);
  gtk_spin_button_set_value (spin, 9);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "accept");
  lab_test_destroy_window (dialog, FALSE);
  g_assert_cmpint (lab_document_get_size (document), ==, 9);
  g_assert_cmpint (lab_document_get_given (document, 5, 5), ==, 6);
  g_assert_nonnull (lab_board_get_cell_widget (board, 8, 8));
  activate (window, "undo", NULL);
  g_assert_cmpint (lab_document_get_size (document), ==, 6);

  discard_and_destroy (window);
}

static void
test_accessible_labels (void)
{
  g_autoptr(LabDocument) document = load_document ("unequal_4x4.txt");
  LabWindow *window = create_window (document);
  LabBoard *board = window->board;
  g_autofree char *given = NULL;
  g_autofree char *marks = NULL;
  g_autofree char *whole = NULL;

  lab_document_set_mode (document, LAB_DOCUMENT_MODE_PLAY);
  lab_document_set_pencil (document, 0, 1, FUTO_SET_BIT (1) | FUTO_SET_BIT (4));
  lab_document_set_relation (document, 0, 1, FUTO_DIR_LEFT, FUTO_REL_NONE);
  given = _lab_board_describe_cell (board, 0, 0);
  marks = _lab_board_describe_cell (board, 0, 1);
  whole = _lab_board_describe_cell (board, -1, -1);
  g_assert_cmpstr (given, ==, "Row 1, column 1, given 1");
  g_assert_cmpstr (marks, ==, "Row 1, column 2, empty, candidates 1 and 4, "
                              "greater than the cell to the right");
  g_assert_cmpstr (whole, ==, "4 × 4 puzzle, playing");
  g_assert_true (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (board)) == GTK_ACCESSIBLE_ROLE_GRID);
  g_assert_true (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (lab_board_get_cell_widget (board, 3, 3)))
                 == GTK_ACCESSIBLE_ROLE_GRID_CELL);

  discard_and_destroy (window);
}

/* Screenshots */

static void
on_shot (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (lab_screenshot_save_finish (GTK_WIDGET (object), result, &error));
  *done = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

static void
shoot (LabWindow  *window,
       const char *name)
{
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR") != NULL
                                           ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                           "screenshots", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  gboolean done = FALSE;

  g_mkdir_with_parents (dir, 0755);
  lab_test_wait_for_frames (GTK_WIDGET (window), 3);
  lab_screenshot_save_async (GTK_WIDGET (window), path, NULL, on_shot, &done);
  lab_test_wait_until (is_true, &done);
  g_test_message ("wrote %s", path);
}

/* A board of size n: a Latin square with some givens and signs kept, some
 * entries and marks, as a player would have it mid-game. */
static LabDocument *
showcase_document (int n)
{
  FutoPuzzle *puzzle = futo_puzzle_new (n);
  guint8 *values = g_new (guint8, n * n);
  GRand *rand = g_rand_new_with_seed (n);
  LabDocument *document;

  FutoRandom rng;

  futo_random_init (&rng, (uint64_t) n);
  g_assert_true (futo_latin_random (&rng, n, values, 0));
  for (int i = 0; i < n * n; i++)
    {
      int r = i / n, c = i % n;

      if (g_rand_int_range (rand, 0, 100) < 22)
        puzzle->givens[i] = values[i];
      if (c + 1 < n && g_rand_int_range (rand, 0, 100) < 24)
        futo_puzzle_set_relation (puzzle, r, c, FUTO_DIR_RIGHT,
                                  values[i] < values[i + 1] ? FUTO_REL_LESS : FUTO_REL_GREATER);
      if (r + 1 < n && g_rand_int_range (rand, 0, 100) < 24)
        futo_puzzle_set_relation (puzzle, r, c, FUTO_DIR_DOWN,
                                  values[i] < values[i + n] ? FUTO_REL_LESS : FUTO_REL_GREATER);
    }
  document = lab_document_new_for_game (futo_game_new (puzzle), NULL);
  lab_document_set_mode (document, LAB_DOCUMENT_MODE_PLAY);
  for (int i = 0; i < n * n; i++)
    if (lab_document_get_given (document, i / n, i % n) == 0)
      {
        int roll = g_rand_int_range (rand, 0, 100);

        if (roll < 25)
          lab_document_set_entry (document, i / n, i % n, values[i]);
        else if (roll < 55)
          lab_document_set_pencil (document, i / n, i % n,
                                   lab_document_get_candidates (document, i / n, i % n));
      }
  g_rand_free (rand);
  g_free (values);
  lab_document_mark_saved (document, NULL);
  return document;
}

static void
test_screenshots (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  static const int sizes[] = { 5, 9, 25 };
  static const char *schemes[] = { "light", "dark" };

  /* A shot shows the final state, not a crossfade. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  for (guint s = 0; s < G_N_ELEMENTS (schemes); s++)
    {
      adw_style_manager_set_color_scheme (manager, s == 0 ? ADW_COLOR_SCHEME_FORCE_LIGHT
                                                          : ADW_COLOR_SCHEME_FORCE_DARK);
      for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
        {
          g_autoptr(LabDocument) document = showcase_document (sizes[i]);
          g_autofree char *name = g_strdup_printf ("board-%dx%d-%s.png", sizes[i], sizes[i], schemes[s]);
          LabWindow *window = create_window (document);
          int n = sizes[i];

          gtk_window_set_default_size (GTK_WINDOW (window), 860, 760);
          /* One conflict to show the error marks. */
          for (int cell = 0; cell < n * n; cell++)
            if (lab_document_get_value (document, cell / n, cell % n) == 0)
              {
                lab_board_set_cursor (window->board, cell / n, cell % n);
                lab_document_set_entry (document, cell / n, cell % n,
                                        lab_document_get_value (document, cell / n, (cell % n + 1) % n) != 0
                                        ? lab_document_get_value (document, cell / n, (cell % n + 1) % n)
                                        : 1);
                break;
              }
          lab_board_set_cursor (window->board, n / 2, n / 2);
          shoot (window, name);
          discard_and_destroy (window);
        }
    }
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

static LabDocument *
load_showcase (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "app", "data", name, NULL);
  g_autofree char *text = NULL;
  gsize length;
  FutoGame *game;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  game = futo_game_read_any (text, length, NULL, NULL);
  g_assert_nonnull (game);
  return lab_document_new_for_game (game, NULL);
}

/* The three pictures of the README (copied to data/screenshots): editing
 * with the verdict, playing with marks in the dark, a difference. */
static void
test_app_screenshots (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  LabWindow *window;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  /* Editing: a finished 7×7 puzzle, checked. */
  {
    g_autoptr(LabDocument) document = load_showcase ("showcase-7x7.txt");

    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
    lab_document_set_mode (document, LAB_DOCUMENT_MODE_EDIT);
    window = create_window (document);
    gtk_window_set_default_size (GTK_WINDOW (window), 760, 720);
    lab_board_set_cursor (window->board, 2, 5);
    lab_test_wait_until (check_settled, window);
    g_assert_cmpint (lab_solution_check_get_state (window->check), ==, LAB_SOLUTION_STATE_UNIQUE);
    shoot (window, "app-edit.png");
    discard_and_destroy (window);
  }

  /* Playing a 9×9 puzzle in the dark: entries, candidates, one mistake. */
  {
    g_autoptr(LabDocument) document = load_showcase ("showcase-9x9.txt");
    const guint8 *solution;

    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
    lab_document_set_mode (document, LAB_DOCUMENT_MODE_PLAY);
    window = create_window (document);
    gtk_window_set_default_size (GTK_WINDOW (window), 760, 720);
    lab_test_wait_until (check_settled, window);
    solution = lab_solution_check_get_solution (window->check, 0);
    for (int i = 0; i < 81; i += 3)
      if (i / 9 < 5 && lab_document_get_given (document, i / 9, i % 9) == 0)
        lab_document_set_entry (document, i / 9, i % 9, solution[i]);
    lab_document_fill_candidates (document);
    /* A 9 where the row has a given 9: marked, not by colour alone. */
    lab_document_set_entry (document, 6, 1, 9);
    lab_board_set_pencil_mode (window->board, TRUE);
    lab_board_set_cursor (window->board, 6, 2);
    shoot (window, "app-play.png");
    discard_and_destroy (window);
  }

  /* Two solutions: without one sign the 7×7 puzzle is ambiguous. */
  {
    g_autoptr(LabDocument) document = load_showcase ("showcase-7x7.txt");

    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
    lab_document_set_mode (document, LAB_DOCUMENT_MODE_EDIT);
    window = create_window (document);
    gtk_window_set_default_size (GTK_WINDOW (window), 760, 720);
    lab_document_set_relation (document, 1, 1, FUTO_DIR_RIGHT, FUTO_REL_NONE);
    lab_test_wait_until (check_settled, window);
    g_assert_cmpint (lab_solution_check_get_state (window->check), ==, LAB_SOLUTION_STATE_MULTIPLE);
    activate (window, "show-difference", NULL);
    lab_board_set_cursor (window->board, 1, 1);
    shoot (window, "app-difference.png");
    discard_and_destroy (window);
  }

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

static void
run_tests (GApplication *application,
           int          *status)
{
  g_signal_stop_emission_by_name (application, "activate");

  g_test_add_func ("/board/keyboard-edit", test_keyboard_edit);
  g_test_add_func ("/board/rtl", test_rtl);
  g_test_add_func ("/board/multi-digit", test_multi_digit);
  g_test_add_func ("/board/mouse-edit", test_mouse_edit);
  g_test_add_func ("/board/play", test_play);
  g_test_add_func ("/board/completion", test_completion);
  g_test_add_func ("/board/uniqueness", test_uniqueness);
  g_test_add_func ("/board/unsaved-guard", test_unsaved_guard);
  g_test_add_func ("/board/save-and-reopen", test_save_and_reopen);
  g_test_add_func ("/board/save-error", test_save_error);
  g_test_add_func ("/board/copy-paste", test_copy_paste);
  g_test_add_func ("/board/zoom-and-resize", test_zoom_and_resize);
  g_test_add_func ("/board/accessible-labels", test_accessible_labels);
  g_test_add_func ("/board/screenshots", test_screenshots);
  g_test_add_func ("/board/app-screenshots", test_app_screenshots);

  *status = g_test_run ();
}

int
main (int   argc,
      char *argv[])
{
  char *app_argv[] = { argv[0], NULL };
  g_autofree char *scratch = lab_test_isolate ();
  int status = 1;

  gtk_test_init (&argc, &argv, NULL);

  app = lab_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (run_tests), &status);
  g_application_run (G_APPLICATION (app), 1, app_argv);

  g_assert_finalize_object (app);
  lab_test_remove_tree (scratch);
  return status;
}
