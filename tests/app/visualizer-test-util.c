/* visualizer-test-util.c: recording the lesson and pressing the
 * player's keys as the window receives them, in widget tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "futo-algorithm.h"
#include "visualizer-test-util.h"

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

LabWindow *
lab_test_record (FutoshikiDocument *document,
                 const char  *algorithm_id)
{
  LabWindow *window = lab_test_create_window (document);

  lab_test_activate (window, "visualize", NULL);
  g_assert_true (adw_flap_get_reveal_flap (ADW_FLAP (lab_test_window_child (window, "visualizer_flap"))));
  lab_visualizer_set_algorithm_id (lab_test_visualizer (window), algorithm_id);
  g_assert_cmpstr (lab_visualizer_get_algorithm_id (lab_test_visualizer (window)), ==, algorithm_id);
  lab_test_record_again (window);
  return window;
}

void
lab_test_record_again (LabWindow *window)
{
  lab_test_activate (window, "trace-record", NULL);
  lab_test_wait_until (not_recording, lab_test_visualizer (window));
  lab_test_wait_until (has_player, lab_test_visualizer (window));
}

LabWindow *
lab_test_record_lesson (const char *algorithm_id)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_app_document ("lesson-6x6.txt");

  return lab_test_record (document, algorithm_id);
}

/* A key press as it travels: the board first when the focus is in it,
 * then the window's shortcuts. Returns whether anything took it. */
gboolean
lab_test_press_key (LabWindow       *window,
                    guint            keyval,
                    GdkModifierType  modifiers)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  GtkShortcut *shortcut;

  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (lab_test_board (window)))
      && lab_test_press (lab_test_board (window), keyval, modifiers))
    return TRUE;
  shortcut = lab_test_find_shortcut (GTK_WIDGET (window), keyval, modifiers);
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

guint64
lab_test_expected_step (const FutoTrace *trace,
                        guint64          position)
{
  guint64 index = position + 1;

  while (!is_step_boundary (trace, index))
    index++;
  return index;
}

guint64
lab_test_expected_step_back (const FutoTrace *trace,
                             guint64          position)
{
  guint64 index = position;

  while (index > 0 && !is_step_boundary (trace, --index))
    ;
  return index;
}

/* The button of the panel that activates action. */
static GtkWidget *
find_action_button (GtkWidget  *root,
                    const char *action)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_button (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The focus on the panel's play button, as after a click or Tab. */
void
lab_test_focus_panel (LabWindow *window)
{
  GtkWidget *play = find_action_button (GTK_WIDGET (lab_test_visualizer (window)), "win.trace-play");

  g_assert_nonnull (play);
  g_assert_true (gtk_widget_grab_focus (play));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == play);
}

/* The first label with the status role under root. */
GtkWidget *
lab_test_find_status (GtkWidget *root)
{
  if (GTK_IS_LABEL (root) && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (root)) == GTK_ACCESSIBLE_ROLE_STATUS)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = lab_test_find_status (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

char *
lab_test_write_trace (const char       *folder,
                      const char       *name,
                      const FutoPuzzle *puzzle,
                      const char       *algorithm_id,
                      const char       *written_name,
                      const char       *nodes_word,
                      guint64          *nodes)
{
  char *path = g_build_filename (folder, name, NULL);
  FutoTrace *trace = futo_trace_new (puzzle->size, 0);
  FutoRunOptions options;
  FutoRunResult result;
  char *text;

  futo_run_options_init (&options);
  options.solution_limit = 1;
  options.seed = 1;
  options.on_event = futo_trace_record;
  options.event_data = trace;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_find (algorithm_id), puzzle, &options, &result);
  *nodes = result.stats.nodes;
  futo_run_result_clear (&result);
  g_assert_true (futo_trace_set_puzzle (trace, puzzle));
  if (nodes_word != NULL)
    g_assert_true (futo_trace_set_node_count (trace, nodes_word));
  text = futo_trace_write (trace, written_name);
  g_assert_nonnull (text);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  free (text);
  futo_trace_free (trace);
  return path;
}
