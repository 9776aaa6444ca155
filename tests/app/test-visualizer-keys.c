/* test-visualizer-keys.c: the player's shortcuts, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each shortcut of the player (speed included) is pressed as the window
 * receives it, with the focus in the panel: the window's shortcut for
 * that key must move the player where the trace says. With the focus on
 * the board the arrows are the board's (test-visualizer-reading.c), and
 * Page Down steps. The timeline scrubs with its own keys when it has the
 * focus.
 */
#include "config.h"

#include "lab-timeline.h"
#include "visualizer-test-util.h"

static guint64
expected_after_kind (const FutoTrace *trace,
                     guint64          from,
                     FutoEventKind    kind)
{
  guint64 length = futo_trace_get_length (trace);
  FutoEvent event;

  for (guint64 index = from; index < length; index++)
    if (futo_trace_get_event (trace, index, &event) && event.kind == kind)
      return index;
  return G_MAXUINT64;
}

static gboolean
moved_from_start (gpointer data)
{
  return futoshiki_trace_player_get_position (data) >= 10;
}

static void
test_shortcuts (void)
{
  LabWindow *window = lab_test_record_lesson ("fc");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  const FutoTrace *trace = futoshiki_trace_player_get_trace (player);
  guint64 length = futoshiki_trace_player_get_length (player);
  guint64 position, expected, backtrack, solution;

  g_assert_cmpuint (length, >, 100);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 0);
  lab_test_focus_panel (window);

  /* Right steps to the next decision or backtrack, twice. */
  g_assert_true (lab_test_press_key (window, GDK_KEY_Right, 0));
  expected = lab_test_expected_step (trace, 0);
  g_assert_cmpuint (expected, >, 0);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, expected);
  g_assert_true (lab_test_press_key (window, GDK_KEY_Right, 0));
  expected = lab_test_expected_step (trace, expected);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, expected);

  /* Shift+Right and Shift+Left move one event. */
  position = futoshiki_trace_player_get_position (player);
  g_assert_true (lab_test_press_key (window, GDK_KEY_Right, GDK_SHIFT_MASK));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, position + 1);
  g_assert_true (lab_test_press_key (window, GDK_KEY_Right, GDK_SHIFT_MASK));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, position + 2);
  g_assert_true (lab_test_press_key (window, GDK_KEY_Left, GDK_SHIFT_MASK));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, position + 1);

  /* Left steps back to the decision the position is in, then before it. */
  position = futoshiki_trace_player_get_position (player);
  g_assert_true (lab_test_press_key (window, GDK_KEY_Left, 0));
  expected = lab_test_expected_step_back (trace, position);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, expected);
  g_assert_true (lab_test_press_key (window, GDK_KEY_Left, 0));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, lab_test_expected_step_back (trace, expected));

  /* End and Home. */
  g_assert_true (lab_test_press_key (window, GDK_KEY_End, 0));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, length);
  g_assert_true (lab_test_press_key (window, GDK_KEY_Home, 0));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 0);

  /* B: to the dead end before each backtrack in turn. */
  backtrack = expected_after_kind (trace, 1, FUTO_EVENT_BACKTRACK);
  g_assert_cmpuint (backtrack, !=, G_MAXUINT64);
  g_assert_true (lab_test_press_key (window, GDK_KEY_b, 0));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, backtrack);
  backtrack = expected_after_kind (trace, backtrack + 1, FUTO_EVENT_BACKTRACK);
  g_assert_cmpuint (backtrack, !=, G_MAXUINT64);
  g_assert_true (lab_test_press_key (window, GDK_KEY_b, 0));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, backtrack);

  /* S: to just after the solution. */
  solution = expected_after_kind (trace, backtrack, FUTO_EVENT_SOLUTION);
  g_assert_cmpuint (solution, !=, G_MAXUINT64);
  g_assert_true (lab_test_press_key (window, GDK_KEY_s, 0));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, solution + 1);

  /* Space plays from the start and pauses where it got to. */
  g_assert_true (lab_test_press_key (window, GDK_KEY_Home, 0));
  futoshiki_trace_player_set_speed (player, 200);
  g_assert_true (lab_test_press_key (window, GDK_KEY_space, 0));
  g_assert_true (futoshiki_trace_player_get_playing (player));
  g_assert_true (g_variant_get_boolean (g_action_group_get_action_state (G_ACTION_GROUP (window), "trace-play")));
  lab_test_wait_until (moved_from_start, player);
  g_assert_true (lab_test_press_key (window, GDK_KEY_space, 0));
  g_assert_false (futoshiki_trace_player_get_playing (player));
  position = futoshiki_trace_player_get_position (player);
  g_assert_cmpuint (position, >=, 10);
  lab_test_wait_for_frames (GTK_WIDGET (window), 3);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, position);

  /* ] and [ double and halve the speed, also while playing, within the
   * speed control's range. */
  futoshiki_trace_player_set_speed (player, 4);
  g_assert_true (lab_test_press_key (window, GDK_KEY_bracketright, 0));
  g_assert_cmpfloat (futoshiki_trace_player_get_speed (player), ==, 8);
  g_assert_true (lab_test_press_key (window, GDK_KEY_space, 0));
  g_assert_true (lab_test_press_key (window, GDK_KEY_bracketleft, 0));
  g_assert_true (futoshiki_trace_player_get_playing (player));
  g_assert_cmpfloat (futoshiki_trace_player_get_speed (player), ==, 4);
  g_assert_true (lab_test_press_key (window, GDK_KEY_space, 0));
  g_assert_false (futoshiki_trace_player_get_playing (player));
  position = futoshiki_trace_player_get_position (player);
  for (int i = 0; i < 5; i++)
    g_assert_true (lab_test_press_key (window, GDK_KEY_bracketleft, 0));
  g_assert_cmpfloat (futoshiki_trace_player_get_speed (player), ==, 0.5);

  /* F9 hides the panel: the same keys move the board's cursor, and the
   * player stays where it was. */
  g_assert_true (lab_test_press_key (window, GDK_KEY_F9, 0));
  g_assert_false (adw_flap_get_reveal_flap (ADW_FLAP (lab_test_window_child (window, "visualizer_flap"))));
  lab_board_set_cursor (lab_test_board (window), 0, 0);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (lab_test_board (window))));
  g_assert_true (lab_test_press_key (window, GDK_KEY_Right, 0));
  lab_test_assert_cursor (lab_test_board (window), 0, 1);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "trace-step"));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, position);
  g_assert_true (lab_test_press_key (window, GDK_KEY_F9, 0));
  g_assert_true (adw_flap_get_reveal_flap (ADW_FLAP (lab_test_window_child (window, "visualizer_flap"))));
  /* The board keeps the focus and its arrows; Page Down steps. */
  g_assert_true (lab_test_press_key (window, GDK_KEY_Right, 0));
  lab_test_assert_cursor (lab_test_board (window), 0, 2);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, position);
  g_assert_true (lab_test_press_key (window, GDK_KEY_Page_Down, 0));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, lab_test_expected_step (trace, position));
  /* Back in the panel, Right steps again. */
  lab_test_focus_panel (window);
  position = futoshiki_trace_player_get_position (player);
  g_assert_true (lab_test_press_key (window, GDK_KEY_Right, 0));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, lab_test_expected_step (trace, position));
  lab_test_assert_cursor (lab_test_board (window), 0, 2);

  lab_test_discard_and_destroy (window);
}

static gboolean
timeline_key (LabTimeline *timeline,
              guint        keyval)
{
  GtkEventController *key = lab_test_find_controller (GTK_WIDGET (timeline), GTK_TYPE_EVENT_CONTROLLER_KEY, 0);
  gboolean handled = FALSE;

  g_signal_emit_by_name (key, "key-pressed", keyval, 0, 0, &handled);
  return handled;
}

/* With the focus on the timeline: Home and End, a twentieth of the run
 * with Page Up and Page Down, one event with plus and minus. */
static void
test_timeline_keys (void)
{
  LabWindow *window = lab_test_record_lesson ("bt");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  LabTimeline *timeline = LAB_TIMELINE (lab_test_find_descendant (GTK_WIDGET (lab_test_visualizer (window)),
                                                                  LAB_TYPE_TIMELINE));
  guint64 length = futoshiki_trace_player_get_length (player);
  guint64 page = MAX (length / 20, 1);

  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (timeline)));
  g_assert_true (timeline_key (timeline, GDK_KEY_Page_Down));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, page);
  g_assert_true (timeline_key (timeline, GDK_KEY_Page_Down));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 2 * page);
  g_assert_true (timeline_key (timeline, GDK_KEY_plus));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 2 * page + 1);
  g_assert_true (timeline_key (timeline, GDK_KEY_minus));
  g_assert_true (timeline_key (timeline, GDK_KEY_minus));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 2 * page - 1);
  g_assert_true (timeline_key (timeline, GDK_KEY_Page_Up));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, page - 1);
  g_assert_true (timeline_key (timeline, GDK_KEY_End));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, length);
  g_assert_true (timeline_key (timeline, GDK_KEY_plus));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, length);
  g_assert_true (timeline_key (timeline, GDK_KEY_Home));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 0);
  g_assert_true (timeline_key (timeline, GDK_KEY_minus));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 0);
  /* Other keys are left to the window: Right still steps. */
  g_assert_false (timeline_key (timeline, GDK_KEY_Right));

  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/visualizer-keys/shortcuts", test_shortcuts);
  g_test_add_func ("/visualizer-keys/timeline", test_timeline_keys);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
