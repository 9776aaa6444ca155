/* test-visualizer-reading.c: what a screen reader reads of a recording,
 * under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * At a frame of the lesson puzzle recorded with forward checking, a cell
 * names the values its step removed and why; with the focus on the board
 * the arrows move between the recorded cells, read only, and the focused
 * cell reads its frame description; the board's description says where
 * the recording is; the status under the controls says the position and
 * the event; and the board goes back to describing the game when the
 * panel closes.
 */
#include "config.h"

#include <string.h>

#include "shot-test-util.h"
#include "visualizer-test-util.h"

/* The label a screen reader reads for cell (row, col) must be text. */
static void
assert_cell_label (LabWindow  *window,
                   int         cell,
                   const char *expected)
{
  int n = futoshiki_document_get_size (lab_window_get_document (window));
  GtkAccessible *accessible = GTK_ACCESSIBLE (lab_board_get_cell_widget (lab_test_board (window), cell / n, cell % n));
  g_autofree char *error = gtk_test_accessible_check_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                               expected);

  if (error != NULL)
    g_error ("cell %d reads \"%s\", not \"%s\"", cell, error, expected);
}

/* Every cell's accessible label is the description of the frame shown. */
static void
assert_cells_follow (LabWindow *window)
{
  lab_test_wait_for_frames (GTK_WIDGET (lab_test_board (window)), 2);
  for (int cell = 0; cell < 36; cell++)
    {
      g_autofree char *label = lab_board_describe_cell (lab_test_board (window), cell / 6, cell % 6);

      assert_cell_label (window, cell, label);
    }
}

/* The lesson with fc: after its first decision and the removals it makes
 * (Right twice from the start), each cell says what the frame shows. */
static void
test_frame_descriptions (void)
{
  LabWindow *window = lab_test_record_lesson ("fc");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  const FutoPuzzle *puzzle = futoshiki_trace_player_get_puzzle (player);
  FutoTraceFrame frame;
  gboolean found_removed = FALSE;
  int focus;

  lab_test_focus_panel (window);
  g_assert_true (lab_test_press_key (window, GDK_KEY_Right, 0));
  g_assert_true (lab_test_press_key (window, GDK_KEY_Right, 0));
  lab_test_wait_for_frames (GTK_WIDGET (lab_test_board (window)), 2);
  futoshiki_trace_player_get_frame (player, &frame);
  focus = frame.focus_cell;
  g_test_message ("at event %" G_GUINT64_FORMAT ": %s", futoshiki_trace_player_get_position (player),
                  futoshiki_trace_player_get_sentence (player));

  for (int cell = 0; cell < 36; cell++)
    {
      g_autofree char *label = lab_board_describe_cell (lab_test_board (window), cell / 6, cell % 6);
      g_autofree char *prefix = g_strdup_printf ("Row %d, column %d, ", cell / 6 + 1, cell % 6 + 1);

      /* What the accessible holds is the description of the frame. */
      assert_cell_label (window, cell, label);
      g_assert_true (g_str_has_prefix (label, prefix));
      if (puzzle->givens[cell] != 0)
        continue;
      if (frame.values[cell] != 0)
        g_assert_nonnull (strstr (label, frame.decisions[cell] ? ", a guess" : ", forced"));
      else if (frame.candidates[cell] == 0)
        g_assert_nonnull (strstr (label, "no value left: a dead end"));
      else
        g_assert_nonnull (strstr (label, ", empty, "));
      for (int v = 1; v <= 6; v++)
        if (frame.removed[cell] & FUTO_SET_BIT (v))
          {
            g_autofree char *removed = g_strdup_printf ("%d removed from r%dc%d because ", v,
                                                        cell / 6 + 1, cell % 6 + 1);

            if (strstr (label, removed) == NULL)
              g_error ("cell %d does not say why %d went: %s", cell, v, label);
            found_removed = TRUE;
          }
    }
  g_assert_true (found_removed);
  g_assert_cmpint (focus, >=, 0);
  {
    g_autofree char *label = lab_board_describe_cell (lab_test_board (window), focus / 6, focus % 6);

    g_assert_nonnull (strstr (label, "current event: "));
  }

  /* A known cell of this frame, word for word: r1c1 = 1 is the guess,
   * and r1c3 loses 1 to it; 3 and 6 went before, to the givens r1c2 and
   * r2c3. */
  assert_cell_label (window, 2, "Row 1, column 3, empty, 2, 4 and 5 still possible, "
                                "1 removed from r1c3 because r1c1 = 1 (row)");

  /* Back, forward, a jump and a dead end: the labels follow each move,
   * the cells a move left alone included. */
  g_assert_true (lab_test_press_key (window, GDK_KEY_Left, 0));
  assert_cells_follow (window);
  g_assert_true (lab_test_press_key (window, GDK_KEY_Right, 0));
  assert_cells_follow (window);
  g_assert_true (lab_test_press_key (window, GDK_KEY_b, 0));
  assert_cells_follow (window);
  futoshiki_trace_player_get_frame (player, &frame);
  {
    int dead = -1;

    for (int cell = 0; cell < 36 && dead < 0; cell++)
      if (puzzle->givens[cell] == 0 && frame.values[cell] == 0 && frame.candidates[cell] == 0)
        dead = cell;
    g_assert_cmpint (dead, >=, 0);
    {
      g_autofree char *label = lab_board_describe_cell (lab_test_board (window), dead / 6, dead % 6);

      g_assert_nonnull (strstr (label, "no value left: a dead end"));
      g_assert_nonnull (strstr (label, "wiped out (dead end): "));
    }
  }
  g_assert_true (lab_test_press_key (window, GDK_KEY_End, 0));
  assert_cells_follow (window);
  g_assert_true (lab_test_press_key (window, GDK_KEY_Home, 0));
  g_assert_true (lab_test_press_key (window, GDK_KEY_Right, 0));
  g_assert_true (lab_test_press_key (window, GDK_KEY_Right, 0));
  assert_cells_follow (window);

  /* Closing the panel gives the game's words back; opening it, the frame's. */
  lab_test_activate (window, "visualize", NULL);
  assert_cell_label (window, 2, "Row 1, column 3, empty");
  lab_test_activate (window, "visualize", NULL);
  assert_cell_label (window, 2, "Row 1, column 3, empty, 2, 4 and 5 still possible, "
                                "1 removed from r1c3 because r1c1 = 1 (row)");

  lab_test_discard_and_destroy (window);
}

static gboolean
label_is (gpointer data)
{
  GtkAccessible *accessible = ((gpointer *) data)[0];
  g_autofree char *error = gtk_test_accessible_check_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                               ((gpointer *) data)[1]);

  return error == NULL;
}

/* The status under the controls says where the player is and what
 * happened, for a screen reader to announce after each move. */
static void
test_position_status (void)
{
  static const struct { guint keyval; GdkModifierType modifiers; } moves[] = {
    { GDK_KEY_Right, 0 },
    { GDK_KEY_Right, GDK_SHIFT_MASK },
    { GDK_KEY_b, 0 },
    { GDK_KEY_Home, 0 },
  };
  LabWindow *window = lab_test_record_lesson ("fc");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  GtkWidget *status = lab_test_find_status (GTK_WIDGET (lab_test_visualizer (window)));

  g_assert_nonnull (status);
  lab_test_focus_panel (window);
  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_autofree char *expected = NULL;
      gpointer data[2];

      g_assert_true (lab_test_press_key (window, moves[i].keyval, moves[i].modifiers));
      expected = g_strdup_printf ("Event %" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT "\n%s",
                                  futoshiki_trace_player_get_position (player), futoshiki_trace_player_get_length (player),
                                  futoshiki_trace_player_get_sentence (player));
      data[0] = status;
      data[1] = expected;
      lab_test_wait_until (label_is, data);
    }
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (status)), "Event 0 of "));

  lab_test_discard_and_destroy (window);
}

/* The accessible description of the board must be text. */
static void
assert_board_description (LabWindow  *window,
                          const char *expected)
{
  g_autofree char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (lab_test_board (window)),
                                                               GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                               expected);

  if (error != NULL)
    g_error ("the board is described as \"%s\", not \"%s\"", error, expected);
}

static void
assert_recorded_description (LabWindow      *window,
                             FutoshikiTracePlayer *player)
{
  g_autofree char *expected = NULL;

  lab_test_wait_for_frames (GTK_WIDGET (lab_test_board (window)), 2);
  expected = g_strdup_printf ("Recorded search of Forward checking, event %" G_GUINT64_FORMAT
                              " of %" G_GUINT64_FORMAT,
                              futoshiki_trace_player_get_position (player), futoshiki_trace_player_get_length (player));
  assert_board_description (window, expected);
}

/* The cell (row, col) has the focus, and reads what the frame shows. */
static void
assert_focused_cell (LabWindow  *window,
                     int         row,
                     int         col,
                     const char *expected)
{
  GtkWidget *cell = lab_board_get_cell_widget (lab_test_board (window), row, col);

  lab_test_assert_cursor (lab_test_board (window), row, col);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == cell);
  lab_test_wait_for_frames (GTK_WIDGET (lab_test_board (window)), 2);
  assert_cell_label (window, row * 6 + col, expected);
}

/* With the focus on the board, the arrows move between the cells of the
 * recorded frame, whose labels are what a screen reader reads there; the
 * player stays, nothing can be typed, and Page Down and Page Up, Shift
 * with them, and the other keys still drive the player. The board's
 * description follows the position and gives the game's status back when
 * the panel closes. */
static void
test_board_arrows (void)
{
  LabWindow *window = lab_test_record_lesson ("fc");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  const FutoTrace *trace = futoshiki_trace_player_get_trace (player);
  g_autofree char *r1c3 = NULL;
  guint64 position;

  lab_board_set_cursor (lab_test_board (window), 0, 0);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (lab_test_board (window))));
  assert_recorded_description (window, player);

  /* Page Down twice: the frame of test_frame_descriptions. */
  g_assert_true (lab_test_press_key (window, GDK_KEY_Page_Down, 0));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, lab_test_expected_step (trace, 0));
  g_assert_true (lab_test_press_key (window, GDK_KEY_Page_Down, 0));
  position = futoshiki_trace_player_get_position (player);
  g_assert_cmpuint (position, ==, lab_test_expected_step (trace, lab_test_expected_step (trace, 0)));
  assert_recorded_description (window, player);

  /* Right twice reaches r1c3 and reads it, word for word. */
  r1c3 = g_strdup ("Row 1, column 3, empty, 2, 4 and 5 still possible, "
                   "1 removed from r1c3 because r1c1 = 1 (row)");
  g_assert_true (lab_test_press_key (window, GDK_KEY_Right, 0));
  g_assert_true (lab_test_press_key (window, GDK_KEY_Right, 0));
  assert_focused_cell (window, 0, 2, r1c3);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, position);
  /* For people to look at: the focused cell is ringed apart from the
   * trace's own marks, in both styles. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1180, 860);
  lab_test_shoot_after_frames (GTK_WIDGET (window), "visualizer-board-focus.png", 4);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  lab_test_shoot_after_frames (GTK_WIDGET (window), "visualizer-board-focus-dark.png", 4);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* Down, Left and Up: each focused cell reads its frame description. */
  g_assert_true (lab_test_press_key (window, GDK_KEY_Down, 0));
  {
    g_autofree char *label = lab_board_describe_cell (lab_test_board (window), 1, 2);

    g_assert_true (g_str_has_prefix (label, "Row 2, column 3, "));
    assert_focused_cell (window, 1, 2, label);
  }
  g_assert_true (lab_test_press_key (window, GDK_KEY_Left, 0));
  {
    g_autofree char *label = lab_board_describe_cell (lab_test_board (window), 1, 1);

    assert_focused_cell (window, 1, 1, label);
  }
  g_assert_true (lab_test_press_key (window, GDK_KEY_Up, 0));
  g_assert_true (lab_test_press_key (window, GDK_KEY_Up, 0));
  {
    g_autofree char *label = lab_board_describe_cell (lab_test_board (window), 0, 1);

    /* r1c2 is given 3 in the lesson. */
    g_assert_true (g_str_has_prefix (label, "Row 1, column 2, given 3"));
    assert_focused_cell (window, 0, 1, label);
  }
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, position);

  /* Read only: a digit or Delete changes nothing. */
  g_assert_true (lab_test_press_key (window, GDK_KEY_Right, 0));
  g_assert_false (lab_test_press (lab_test_board (window), GDK_KEY_4, 0));
  g_assert_false (lab_test_press (lab_test_board (window), GDK_KEY_Delete, 0));
  g_assert_cmpint (futoshiki_document_get_entry (lab_window_get_document (window), 0, 2), ==, 0);
  assert_focused_cell (window, 0, 2, r1c3);

  /* Shift+Page Down and Shift+Page Up move one event, Page Up steps back;
   * the focused cell stays where it is. */
  g_assert_true (lab_test_press_key (window, GDK_KEY_Page_Down, GDK_SHIFT_MASK));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, position + 1);
  g_assert_true (lab_test_press_key (window, GDK_KEY_Page_Up, GDK_SHIFT_MASK));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, position);
  g_assert_true (lab_test_press_key (window, GDK_KEY_Page_Up, 0));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, lab_test_expected_step_back (trace, position));
  g_assert_true (lab_test_press_key (window, GDK_KEY_Page_Down, 0));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, position);
  assert_focused_cell (window, 0, 2, r1c3);
  assert_recorded_description (window, player);

  /* The player's letters still pass the board. */
  g_assert_true (lab_test_press_key (window, GDK_KEY_End, 0));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, futoshiki_trace_player_get_length (player));
  assert_recorded_description (window, player);
  lab_test_assert_cursor (lab_test_board (window), 0, 2);

  /* Closed, the board is described by the game's status again. */
  lab_test_activate (window, "visualize", NULL);
  g_assert_false (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (lab_test_window_child (window, "status_label"))), "Recorded"));
  assert_board_description (window, gtk_label_get_text (GTK_LABEL (lab_test_window_child (window, "status_label"))));
  lab_test_activate (window, "visualize", NULL);
  assert_recorded_description (window, player);

  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/visualizer-reading/frame-descriptions", test_frame_descriptions);
  g_test_add_func ("/visualizer-reading/position-status", test_position_status);
  g_test_add_func ("/visualizer-reading/board-arrows", test_board_arrows);
}

int
main (int   argc,
      char *argv[])
{
  /* GTK's test backend keeps the accessible properties to be checked;
   * with none there is nothing to read. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  return lab_test_run_app (argc, argv, add_tests);
}
