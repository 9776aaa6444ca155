/* test-visualizer-keys.c: the player's shortcuts and what the board says
 * about a recorded frame, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each shortcut of the player (speed included) is pressed as the window
 * receives it: the board, which has the focus, must let the key pass, and
 * the window's shortcut for that key must move the player where the trace
 * says. The
 * timeline scrubs with its own keys when it has the focus. Then the
 * board's accessible labels: at a frame of the lesson puzzle recorded
 * with forward checking, a cell names the values its step removed and
 * why, and the board goes back to describing the game when the panel
 * closes.
 */
#include "config.h"

#include <string.h>

#include "board-test-util.h"
#include "lab-timeline.h"

static gboolean
has_player (gpointer data)
{
  return lab_visualizer_get_player (data) != NULL;
}

static gboolean
not_recording (gpointer data)
{
  return !lab_visualizer_get_recording (data);
}

static LabWindow *
record_lesson (const char *algorithm_id)
{
  g_autoptr(LabDocument) document = lab_test_load_app_document ("lesson-6x6.txt");
  LabWindow *window = lab_test_create_window (document);

  lab_test_activate (window, "visualize", NULL);
  lab_visualizer_set_algorithm_id (window->visualizer, algorithm_id);
  lab_test_activate (window, "trace-record", NULL);
  lab_test_wait_until (not_recording, window->visualizer);
  lab_test_wait_until (has_player, window->visualizer);
  return window;
}

/* The window's shortcut for exactly this key, or NULL. */
static GtkShortcut *
find_shortcut (GtkWidget       *widget,
               guint            keyval,
               GdkModifierType  modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers)
            return shortcut;
        }
    }
  return NULL;
}

/* A key press as it travels: the focused board first, then the window's
 * shortcuts. Returns whether anything took it. */
static gboolean
press_key (LabWindow       *window,
           guint            keyval,
           GdkModifierType  modifiers)
{
  GtkShortcut *shortcut;

  if (lab_test_press (window->board, keyval, modifiers))
    return TRUE;
  shortcut = find_shortcut (GTK_WIDGET (window), keyval, modifiers);
  g_assert_nonnull (shortcut);
  return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                       GTK_WIDGET (window), NULL);
}

/* Where the trace says a move from position lands. */
static gboolean
is_step_boundary (const FutoTrace *trace,
                  guint64          index)
{
  FutoEvent event;

  if (!futo_trace_get_event (trace, index, &event))
    return TRUE; /* the end */
  return (event.kind == FUTO_EVENT_ASSIGN && event.reason == FUTO_REASON_DECISION)
         || event.kind == FUTO_EVENT_BACKTRACK || event.kind == FUTO_EVENT_SOLUTION;
}

static guint64
expected_step (const FutoTrace *trace,
               guint64          position)
{
  guint64 index = position + 1;

  while (!is_step_boundary (trace, index))
    index++;
  return index;
}

static guint64
expected_step_back (const FutoTrace *trace,
                    guint64          position)
{
  guint64 index = position;

  while (index > 0 && !is_step_boundary (trace, --index))
    ;
  return index;
}

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
  return lab_trace_player_get_position (data) >= 10;
}

static void
test_shortcuts (void)
{
  LabWindow *window = record_lesson ("fc");
  LabTracePlayer *player = lab_visualizer_get_player (window->visualizer);
  const FutoTrace *trace = lab_trace_player_get_trace (player);
  guint64 length = lab_trace_player_get_length (player);
  guint64 position, expected, backtrack, solution;

  g_assert_cmpuint (length, >, 100);
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, 0);

  /* Right steps to the next decision or backtrack, twice. */
  g_assert_true (press_key (window, GDK_KEY_Right, 0));
  expected = expected_step (trace, 0);
  g_assert_cmpuint (expected, >, 0);
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, expected);
  g_assert_true (press_key (window, GDK_KEY_Right, 0));
  expected = expected_step (trace, expected);
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, expected);

  /* Shift+Right and Shift+Left move one event. */
  position = lab_trace_player_get_position (player);
  g_assert_true (press_key (window, GDK_KEY_Right, GDK_SHIFT_MASK));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, position + 1);
  g_assert_true (press_key (window, GDK_KEY_Right, GDK_SHIFT_MASK));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, position + 2);
  g_assert_true (press_key (window, GDK_KEY_Left, GDK_SHIFT_MASK));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, position + 1);

  /* Left steps back to the decision the position is in, then before it. */
  position = lab_trace_player_get_position (player);
  g_assert_true (press_key (window, GDK_KEY_Left, 0));
  expected = expected_step_back (trace, position);
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, expected);
  g_assert_true (press_key (window, GDK_KEY_Left, 0));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, expected_step_back (trace, expected));

  /* End and Home. */
  g_assert_true (press_key (window, GDK_KEY_End, 0));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, length);
  g_assert_true (press_key (window, GDK_KEY_Home, 0));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, 0);

  /* B: to the dead end before each backtrack in turn. */
  backtrack = expected_after_kind (trace, 1, FUTO_EVENT_BACKTRACK);
  g_assert_cmpuint (backtrack, !=, G_MAXUINT64);
  g_assert_true (press_key (window, GDK_KEY_b, 0));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, backtrack);
  backtrack = expected_after_kind (trace, backtrack + 1, FUTO_EVENT_BACKTRACK);
  g_assert_cmpuint (backtrack, !=, G_MAXUINT64);
  g_assert_true (press_key (window, GDK_KEY_b, 0));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, backtrack);

  /* S: to just after the solution. */
  solution = expected_after_kind (trace, backtrack, FUTO_EVENT_SOLUTION);
  g_assert_cmpuint (solution, !=, G_MAXUINT64);
  g_assert_true (press_key (window, GDK_KEY_s, 0));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, solution + 1);

  /* Space plays from the start and pauses where it got to. */
  g_assert_true (press_key (window, GDK_KEY_Home, 0));
  lab_trace_player_set_speed (player, 200);
  g_assert_true (press_key (window, GDK_KEY_space, 0));
  g_assert_true (lab_trace_player_get_playing (player));
  g_assert_true (g_variant_get_boolean (g_action_group_get_action_state (G_ACTION_GROUP (window), "trace-play")));
  lab_test_wait_until (moved_from_start, player);
  g_assert_true (press_key (window, GDK_KEY_space, 0));
  g_assert_false (lab_trace_player_get_playing (player));
  position = lab_trace_player_get_position (player);
  g_assert_cmpuint (position, >=, 10);
  lab_test_wait_for_frames (GTK_WIDGET (window), 3);
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, position);

  /* ] and [ double and halve the speed, also while playing, within the
   * speed control's range. */
  lab_trace_player_set_speed (player, 4);
  g_assert_true (press_key (window, GDK_KEY_bracketright, 0));
  g_assert_cmpfloat (lab_trace_player_get_speed (player), ==, 8);
  g_assert_true (press_key (window, GDK_KEY_space, 0));
  g_assert_true (press_key (window, GDK_KEY_bracketleft, 0));
  g_assert_true (lab_trace_player_get_playing (player));
  g_assert_cmpfloat (lab_trace_player_get_speed (player), ==, 4);
  g_assert_true (press_key (window, GDK_KEY_space, 0));
  g_assert_false (lab_trace_player_get_playing (player));
  position = lab_trace_player_get_position (player);
  for (int i = 0; i < 5; i++)
    g_assert_true (press_key (window, GDK_KEY_bracketleft, 0));
  g_assert_cmpfloat (lab_trace_player_get_speed (player), ==, 0.5);

  /* F9 hides the panel: the same keys move the board's cursor, and the
   * player stays where it was. */
  g_assert_true (press_key (window, GDK_KEY_F9, 0));
  g_assert_false (adw_flap_get_reveal_flap (window->visualizer_flap));
  lab_board_set_cursor (window->board, 0, 0);
  g_assert_true (press_key (window, GDK_KEY_Right, 0));
  lab_test_assert_cursor (window->board, 0, 1);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "trace-step"));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, position);
  g_assert_true (press_key (window, GDK_KEY_F9, 0));
  g_assert_true (adw_flap_get_reveal_flap (window->visualizer_flap));
  g_assert_true (press_key (window, GDK_KEY_Right, 0));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, expected_step (trace, position));

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
  LabWindow *window = record_lesson ("bt");
  LabTracePlayer *player = lab_visualizer_get_player (window->visualizer);
  LabTimeline *timeline = LAB_TIMELINE (lab_test_find_descendant (GTK_WIDGET (window->visualizer),
                                                                  LAB_TYPE_TIMELINE));
  guint64 length = lab_trace_player_get_length (player);
  guint64 page = MAX (length / 20, 1);

  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (timeline)));
  g_assert_true (timeline_key (timeline, GDK_KEY_Page_Down));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, page);
  g_assert_true (timeline_key (timeline, GDK_KEY_Page_Down));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, 2 * page);
  g_assert_true (timeline_key (timeline, GDK_KEY_plus));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, 2 * page + 1);
  g_assert_true (timeline_key (timeline, GDK_KEY_minus));
  g_assert_true (timeline_key (timeline, GDK_KEY_minus));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, 2 * page - 1);
  g_assert_true (timeline_key (timeline, GDK_KEY_Page_Up));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, page - 1);
  g_assert_true (timeline_key (timeline, GDK_KEY_End));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, length);
  g_assert_true (timeline_key (timeline, GDK_KEY_plus));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, length);
  g_assert_true (timeline_key (timeline, GDK_KEY_Home));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, 0);
  g_assert_true (timeline_key (timeline, GDK_KEY_minus));
  g_assert_cmpuint (lab_trace_player_get_position (player), ==, 0);
  /* Other keys are left to the window: Right still steps. */
  g_assert_false (timeline_key (timeline, GDK_KEY_Right));

  lab_test_discard_and_destroy (window);
}

/* The label a screen reader reads for cell (row, col) must be text. */
static void
assert_cell_label (LabWindow  *window,
                   int         cell,
                   const char *expected)
{
  GtkAccessible *accessible = GTK_ACCESSIBLE (g_ptr_array_index (window->board->cells, cell));
  g_autofree char *error = gtk_test_accessible_check_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                               expected);

  if (error != NULL)
    g_error ("cell %d reads \"%s\", not \"%s\"", cell, error, expected);
}

/* Every cell's accessible label is the description of the frame shown. */
static void
assert_cells_follow (LabWindow *window)
{
  lab_test_wait_for_frames (GTK_WIDGET (window->board), 2);
  for (int cell = 0; cell < 36; cell++)
    {
      g_autofree char *label = _lab_board_describe_cell (window->board, cell / 6, cell % 6);

      assert_cell_label (window, cell, label);
    }
}

/* The lesson with fc: after its first decision and the removals it makes
 * (Right twice from the start), each cell says what the frame shows. */
static void
test_frame_descriptions (void)
{
  LabWindow *window = record_lesson ("fc");
  LabTracePlayer *player = lab_visualizer_get_player (window->visualizer);
  const FutoPuzzle *puzzle = lab_trace_player_get_puzzle (player);
  FutoTraceFrame frame;
  gboolean found_removed = FALSE;
  int focus;

  g_assert_true (press_key (window, GDK_KEY_Right, 0));
  g_assert_true (press_key (window, GDK_KEY_Right, 0));
  lab_test_wait_for_frames (GTK_WIDGET (window->board), 2);
  lab_trace_player_get_frame (player, &frame);
  focus = frame.focus_cell;
  g_test_message ("at event %" G_GUINT64_FORMAT ": %s", lab_trace_player_get_position (player),
                  lab_trace_player_get_sentence (player));

  for (int cell = 0; cell < 36; cell++)
    {
      g_autofree char *label = _lab_board_describe_cell (window->board, cell / 6, cell % 6);
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
    g_autofree char *label = _lab_board_describe_cell (window->board, focus / 6, focus % 6);

    g_assert_nonnull (strstr (label, "current event: "));
  }

  /* A known cell of this frame, word for word: r1c1 = 1 is the guess,
   * and r1c3 loses 1 to it; 3 and 6 went before, to the givens r1c2 and
   * r2c3. */
  assert_cell_label (window, 2, "Row 1, column 3, empty, 2, 4 and 5 still possible, "
                                "1 removed from r1c3 because r1c1 = 1 (row)");

  /* Back, forward, a jump and a dead end: the labels follow each move,
   * the cells a move left alone included. */
  g_assert_true (press_key (window, GDK_KEY_Left, 0));
  assert_cells_follow (window);
  g_assert_true (press_key (window, GDK_KEY_Right, 0));
  assert_cells_follow (window);
  g_assert_true (press_key (window, GDK_KEY_b, 0));
  assert_cells_follow (window);
  lab_trace_player_get_frame (player, &frame);
  {
    int dead = -1;

    for (int cell = 0; cell < 36 && dead < 0; cell++)
      if (puzzle->givens[cell] == 0 && frame.values[cell] == 0 && frame.candidates[cell] == 0)
        dead = cell;
    g_assert_cmpint (dead, >=, 0);
    {
      g_autofree char *label = _lab_board_describe_cell (window->board, dead / 6, dead % 6);

      g_assert_nonnull (strstr (label, "no value left: a dead end"));
      g_assert_nonnull (strstr (label, "wiped out (dead end): "));
    }
  }
  g_assert_true (press_key (window, GDK_KEY_End, 0));
  assert_cells_follow (window);
  g_assert_true (press_key (window, GDK_KEY_Home, 0));
  g_assert_true (press_key (window, GDK_KEY_Right, 0));
  g_assert_true (press_key (window, GDK_KEY_Right, 0));
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

/* The first label with the status role under root. */
static GtkWidget *
find_status (GtkWidget *root)
{
  if (GTK_IS_LABEL (root) && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (root)) == GTK_ACCESSIBLE_ROLE_STATUS)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_status (child);

      if (found != NULL)
        return found;
    }
  return NULL;
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
  LabWindow *window = record_lesson ("fc");
  LabTracePlayer *player = lab_visualizer_get_player (window->visualizer);
  GtkWidget *status = find_status (GTK_WIDGET (window->visualizer));

  g_assert_nonnull (status);
  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_autofree char *expected = NULL;
      gpointer data[2];

      g_assert_true (press_key (window, moves[i].keyval, moves[i].modifiers));
      expected = g_strdup_printf ("Event %" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT "\n%s",
                                  lab_trace_player_get_position (player), lab_trace_player_get_length (player),
                                  lab_trace_player_get_sentence (player));
      data[0] = status;
      data[1] = expected;
      lab_test_wait_until (label_is, data);
    }
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (status)), "Event 0 of "));

  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/visualizer-keys/shortcuts", test_shortcuts);
  g_test_add_func ("/visualizer-keys/timeline", test_timeline_keys);
  g_test_add_func ("/visualizer-keys/frame-descriptions", test_frame_descriptions);
  g_test_add_func ("/visualizer-keys/position-status", test_position_status);
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
