/* test-live-run.c: a student's program run live from Watch the Solver, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run a Program… takes a command line (remembered), the app starts it
 * with the puzzle as a file and shows its trace as it comes: the board at
 * the latest event, the counts, Cancel. The run then loads into the
 * player. A lie stops the program with its event named and the run kept
 * up to just before it; a crash says its exit status and what the
 * program wrote on its standard error; a trace of another puzzle and a
 * program that cannot start are refused. The programs are the little
 * shell scripts of tests/app/data, which print traces the tests make.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "futo-format.h"
#include "lab-live-run-dialog.h"
#include "visualizer-test-util.h"

static char *scratch;

static char *
script_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "app", "data", name, NULL);
}

/* "sh 'SCRIPT' 'TRACE' PAUSE", then extra (a "{puzzle}" or nothing). */
static char *
command_for (const char *script,
             const char *trace,
             const char *pause,
             const char *extra)
{
  g_autofree char *path = script_path (script);
  g_autofree char *quoted_script = g_shell_quote (path);
  g_autofree char *quoted_trace = g_shell_quote (trace);

  return g_strdup_printf ("sh %s %s %s%s%s", quoted_script, quoted_trace, pause,
                          extra != NULL ? " " : "", extra != NULL ? extra : "");
}

static LabWindow *
window_on (const char *name)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document (name);
  LabWindow *window = lab_test_create_window (document);

  lab_test_activate (window, "visualize", NULL);
  return window;
}

static FutoPuzzle *
window_puzzle (LabWindow *window)
{
  return futo_puzzle_copy (futoshiki_document_get_puzzle (lab_window_get_document (window)));
}

static gboolean
no_dialog (gpointer data)
{
  return lab_test_find_toplevel (LAB_TYPE_LIVE_RUN_DIALOG, NULL) == NULL;
}

/* Through the dialog, as the user does: Run a Program…, the command
 * line, Run. */
static void
run_through_dialog (LabWindow  *window,
                    const char *command)
{
  GtkWindow *dialog;

  lab_test_activate (window, "trace-run-program", NULL);
  dialog = lab_test_wait_for_toplevel (LAB_TYPE_LIVE_RUN_DIALOG, NULL);
  lab_live_run_dialog_set_command (LAB_LIVE_RUN_DIALOG (dialog), command);
  g_assert_true (lab_live_run_dialog_run (LAB_LIVE_RUN_DIALOG (dialog)));
  /* Run closes it. */
  lab_test_wait_until (no_dialog, NULL);
}

static gboolean
not_recording (gpointer data)
{
  return !lab_visualizer_get_recording (data);
}

typedef struct
{
  LabWindow *window;
  guint64    events;
} Seen;

/* The board shows the run as it comes: the live player, at its latest
 * event, with at least so many events. */
static gboolean
board_follows (gpointer data)
{
  Seen *seen = data;
  LabLiveRun *live = lab_visualizer_get_live_run (lab_test_visualizer (seen->window));
  FutoshikiTracePlayer *player = live != NULL ? lab_live_run_get_player (live) : NULL;
  LabLiveRunCounts counts;

  if (player == NULL || lab_board_get_trace_player (lab_test_board (seen->window)) != player)
    return FALSE;
  lab_live_run_get_counts (live, &counts);
  return counts.events >= seen->events && futoshiki_trace_player_get_position (player) >= seen->events;
}

static GtkWidget *
panel_child (LabWindow  *window,
             const char *id)
{
  return lab_test_template_child (GTK_WIDGET (lab_test_visualizer (window)), LAB_TYPE_VISUALIZER, id);
}

static const char *
message_text (LabWindow *window)
{
  g_assert_true (gtk_widget_get_visible (panel_child (window, "live_message_box")));
  return gtk_label_get_text (GTK_LABEL (panel_child (window, "live_message_label")));
}

/* What the panel says of the loaded run: its source, and what it lacks. */
static const char *
outcome_text (LabWindow *window)
{
  return gtk_label_get_text (GTK_LABEL (panel_child (window, "outcome_label")));
}

static void
test_run_to_end (void)
{
  LabWindow *window = window_on ("unequal_4x4.txt");
  g_autoptr(LabTestPuzzle) puzzle = window_puzzle (window);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *trace_path = NULL, *command = NULL, *text = NULL;
  g_auto(GStrv) recent = NULL;
  FutoshikiTracePlayer *player;
  LabLiveRun *live;
  GtkWindow *dialog;
  Seen seen = { window, 3 };
  guint64 nodes;
  FutoEvent event;

  trace_path = lab_test_write_trace (scratch, "bt.trace", puzzle, "bt", "my-bt", NULL, &nodes);
  /* Without {puzzle}: the path comes last. */
  command = command_for ("trace-slowly.sh", trace_path, "0.01", NULL);
  run_through_dialog (window, command);

  /* While it runs: the board follows, Cancel is there, Record is not. */
  live = lab_visualizer_get_live_run (lab_test_visualizer (window));
  g_assert_nonnull (live);
  g_assert_true (lab_visualizer_get_recording (lab_test_visualizer (window)));
  g_assert_true (gtk_widget_get_visible (panel_child (window, "cancel_button")));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "trace-record"));
  lab_test_wait_until (board_follows, &seen);
  text = g_strdup (gtk_label_get_text (GTK_LABEL (panel_child (window, "live_counts_label"))));
  g_assert_nonnull (strstr (text, "Events"));
  g_assert_nonnull (strstr (text, "Decisions"));

  /* The end: the whole run in the player, ended by a solution. */
  lab_test_wait_until (not_recording, lab_test_visualizer (window));
  player = lab_visualizer_get_player (lab_test_visualizer (window));
  g_assert_nonnull (player);
  g_assert_true (lab_board_get_trace_player (lab_test_board (window)) == player);
  g_assert_true (futo_trace_is_complete (futoshiki_trace_player_get_trace (player)));
  g_assert_cmpstr (futoshiki_trace_player_get_algorithm_id (player), ==, "my-bt");
  g_assert_true (futo_trace_get_event (futoshiki_trace_player_get_trace (player),
                                       futoshiki_trace_player_get_length (player) - 1, &event));
  g_assert_cmpint (event.kind, ==, FUTO_EVENT_SOLUTION);
  g_assert_false (gtk_widget_get_visible (panel_child (window, "live_message_box")));

  /* The command is remembered, first, and offered next time. */
  recent = g_settings_get_strv (settings, "live-run-commands");
  g_assert_cmpstr (recent[0], ==, command);
  lab_test_activate (window, "trace-run-program", NULL);
  dialog = lab_test_wait_for_toplevel (LAB_TYPE_LIVE_RUN_DIALOG, NULL);
  g_assert_cmpstr (lab_live_run_dialog_get_command (LAB_LIVE_RUN_DIALOG (dialog)), ==, command);
  lab_test_destroy_window (dialog, TRUE);
  lab_test_discard_and_destroy (window);
}

/* At most ten, the last first, each once. */
static void
test_recent_commands (void)
{
  LabWindow *window = window_on ("unequal_4x4.txt");
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_auto(GStrv) recent = NULL;

  g_settings_reset (settings, "live-run-commands");
  for (int i = 0; i < 12; i++)
    {
      g_autofree char *command = g_strdup_printf ("/nonexistent/solver-%d", i % 11);
      GtkWindow *dialog;

      lab_test_activate (window, "trace-run-program", NULL);
      dialog = lab_test_wait_for_toplevel (LAB_TYPE_LIVE_RUN_DIALOG, NULL);
      lab_live_run_dialog_set_command (LAB_LIVE_RUN_DIALOG (dialog), command);
      g_assert_true (lab_live_run_dialog_run (LAB_LIVE_RUN_DIALOG (dialog)));
      lab_test_wait_until (no_dialog, NULL);
    }
  recent = g_settings_get_strv (settings, "live-run-commands");
  g_assert_cmpuint (g_strv_length (recent), ==, LAB_LIVE_RUN_MAX_RECENT);
  g_assert_cmpstr (recent[0], ==, "/nonexistent/solver-0");
  g_assert_cmpstr (recent[1], ==, "/nonexistent/solver-10");
  g_assert_cmpstr (recent[9], ==, "/nonexistent/solver-2");
  /* A program that is not there: said in the panel, nothing runs. */
  g_assert_null (lab_visualizer_get_live_run (lab_test_visualizer (window)));
  g_assert_nonnull (strstr (message_text (window), "could not be started"));
  lab_test_discard_and_destroy (window);
}

static void
test_cancel (void)
{
  LabWindow *window = window_on ("unequal_5x5.txt");
  g_autoptr(LabTestPuzzle) puzzle = window_puzzle (window);
  g_autofree char *trace_path = NULL, *command = NULL;
  FutoshikiTracePlayer *player;
  Seen seen = { window, 5 };
  guint64 nodes, length;

  trace_path = lab_test_write_trace (scratch, "fc.trace", puzzle, "fc", "fc", NULL, &nodes);
  command = command_for ("trace-slowly.sh", trace_path, "0.05", "{puzzle}");
  g_assert_true (lab_visualizer_run_program (lab_test_visualizer (window), command, NULL));
  lab_test_wait_until (board_follows, &seen);
  lab_test_activate (window, "trace-cancel", NULL);
  lab_test_wait_until (not_recording, lab_test_visualizer (window));

  /* What came is kept; the rest never came. */
  player = lab_visualizer_get_player (lab_test_visualizer (window));
  g_assert_nonnull (player);
  length = futoshiki_trace_player_get_length (player);
  g_assert_cmpuint (length, >=, 5);
  g_assert_false (futo_trace_is_complete (futoshiki_trace_player_get_trace (player)));
  g_assert_nonnull (strstr (message_text (window), "cancelled"));
  /* The message says why the run stops short; the panel does not guess. */
  g_assert_null (strstr (outcome_text (window), "cut off"));
  lab_test_discard_and_destroy (window);
}

/* Repeats the first removal from the third event on: a removal of a
 * value already removed. Returns that event's number. */
static guint64
repeat_removal (const char *path)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  guint64 events = 0, lie = 0;
  gboolean in_events = FALSE;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL && lines[i + 1] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "events "))
        {
          in_events = TRUE;
          continue; /* its count would no longer hold */
        }
      g_string_append_printf (out, "%s\n", lines[i]);
      if (!in_events || g_str_equal (lines[i], "end") || lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      events++;
      if (lie == 0 && events >= 3 && g_str_has_prefix (lines[i], "prune "))
        {
          g_string_append_printf (out, "%s\n", lines[i]);
          lie = ++events;
        }
    }
  g_assert_cmpuint (lie, >, 0);
  g_assert_true (g_file_set_contents (path, out->str, -1, NULL));
  return lie;
}

static void
test_lie (void)
{
  LabWindow *window = window_on ("unequal_5x5.txt");
  g_autoptr(LabTestPuzzle) puzzle = window_puzzle (window);
  g_autofree char *trace_path = NULL, *command = NULL, *expected = NULL;
  FutoshikiTracePlayer *player;
  const char *message;
  guint64 nodes, lie;

  trace_path = lab_test_write_trace (scratch, "lie.trace", puzzle, "fc", "my-fc", NULL, &nodes);
  lie = repeat_removal (trace_path);
  command = command_for ("trace-slowly.sh", trace_path, "0", "{puzzle}");
  run_through_dialog (window, command);
  lab_test_wait_until (not_recording, lab_test_visualizer (window));

  message = message_text (window);
  g_test_message ("%s", message);
  expected = g_strdup_printf ("event %" G_GUINT64_FORMAT ":", lie);
  g_assert_nonnull (strstr (message, expected));
  g_assert_null (strstr (outcome_text (window), "cut off"));
  /* The run up to just before the lie, to step to it. */
  player = lab_visualizer_get_player (lab_test_visualizer (window));
  g_assert_nonnull (player);
  g_assert_cmpuint (futoshiki_trace_player_get_length (player), ==, lie - 1);
  lab_test_activate (window, "trace-start", NULL);
  lab_test_activate (window, "trace-end", NULL);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, lie - 1);
  lab_test_discard_and_destroy (window);
}

static void
test_crash (void)
{
  LabWindow *window = window_on ("unequal_5x5.txt");
  g_autoptr(LabTestPuzzle) puzzle = window_puzzle (window);
  g_autofree char *trace_path = NULL, *command = NULL;
  const char *message;
  guint64 nodes;

  trace_path = lab_test_write_trace (scratch, "crash.trace", puzzle, "fc", "my-fc", NULL, &nodes);
  command = command_for ("fail-midway.sh", trace_path, "40", NULL);
  g_assert_true (lab_visualizer_run_program (lab_test_visualizer (window), command, NULL));
  lab_test_wait_until (not_recording, lab_test_visualizer (window));
  message = message_text (window);
  g_assert_nonnull (strstr (message, "exit status 1"));
  g_assert_nonnull (strstr (message, "ZeroDivisionError"));
  /* What it wrote before it crashed is there to look at. */
  g_assert_nonnull (lab_visualizer_get_player (lab_test_visualizer (window)));
  g_assert_cmpuint (futoshiki_trace_player_get_length (lab_visualizer_get_player (lab_test_visualizer (window))), >, 0);
  lab_test_discard_and_destroy (window);
}

/* A program that solves another puzzle than the one it was sent. */
static void
test_other_puzzle (void)
{
  LabWindow *window = window_on ("unequal_5x5.txt");
  g_autoptr(FutoshikiDocument) other = lab_test_load_document ("unequal_4x4.txt");
  g_autofree char *trace_path = NULL, *command = NULL;
  guint64 nodes;

  trace_path = lab_test_write_trace (scratch, "other.trace", futoshiki_document_get_puzzle (other),
                                     "bt", "bt", NULL, &nodes);
  command = command_for ("trace-slowly.sh", trace_path, "0", "{puzzle}");
  g_assert_true (lab_visualizer_run_program (lab_test_visualizer (window), command, NULL));
  lab_test_wait_until (not_recording, lab_test_visualizer (window));
  g_assert_nonnull (strstr (message_text (window), "another puzzle"));
  g_assert_null (lab_visualizer_get_player (lab_test_visualizer (window)));
  lab_test_discard_and_destroy (window);
}

/* A program whose output stops before the trace's 'end' line. */
static void
test_cut_off (void)
{
  LabWindow *window = window_on ("unequal_4x4.txt");
  g_autoptr(LabTestPuzzle) puzzle = window_puzzle (window);
  g_autofree char *trace_path = NULL, *command = NULL, *text = NULL;
  FutoshikiTracePlayer *player;
  guint64 nodes;
  char *end;

  trace_path = lab_test_write_trace (scratch, "cut.trace", puzzle, "bt", "bt", NULL, &nodes);
  g_assert_true (g_file_get_contents (trace_path, &text, NULL, NULL));
  end = strstr (text, "\nend\n");
  g_assert_nonnull (end);
  end[1] = '\0';
  g_assert_true (g_file_set_contents (trace_path, text, -1, NULL));
  command = command_for ("trace-slowly.sh", trace_path, "0", "{puzzle}");
  g_assert_true (lab_visualizer_run_program (lab_test_visualizer (window), command, NULL));
  lab_test_wait_until (not_recording, lab_test_visualizer (window));
  g_assert_nonnull (strstr (message_text (window), "without the trace’s “end” line"));
  g_assert_nonnull (strstr (outcome_text (window), "cut off"));
  player = lab_visualizer_get_player (lab_test_visualizer (window));
  g_assert_nonnull (player);
  g_assert_false (futo_trace_is_complete (futoshiki_trace_player_get_trace (player)));
  lab_test_discard_and_destroy (window);
}

/* A program that prints no trace at all, only a complaint. */
static void
test_no_trace (void)
{
  LabWindow *window = window_on ("unequal_4x4.txt");
  const char *message;

  g_assert_true (lab_visualizer_run_program (lab_test_visualizer (window),
                                             "sh -c 'echo cannot read the puzzle >&2'", NULL));
  lab_test_wait_until (not_recording, lab_test_visualizer (window));
  message = message_text (window);
  g_assert_nonnull (strstr (message, "standard output"));
  g_assert_nonnull (strstr (message, "cannot read the puzzle"));
  g_assert_null (lab_visualizer_get_player (lab_test_visualizer (window)));
  lab_test_discard_and_destroy (window);
}

static gboolean
file_gone (gpointer data)
{
  return !g_file_test (data, G_FILE_TEST_EXISTS);
}

/* Closing the window ends the program: its puzzle file, which goes once
 * the program has ended, goes. */
static void
test_close_while_running (void)
{
  LabWindow *window = window_on ("unequal_5x5.txt");
  g_autoptr(LabTestPuzzle) puzzle = window_puzzle (window);
  g_autofree char *trace_path = NULL, *command = NULL, *puzzle_path = NULL, *text = NULL;
  g_autoptr(LabLiveRun) live = NULL;
  Seen seen = { window, 2 };
  guint64 nodes;

  trace_path = lab_test_write_trace (scratch, "long.trace", puzzle, "fc", "fc", NULL, &nodes);
  command = command_for ("trace-slowly.sh", trace_path, "0.05", "{puzzle}");
  g_assert_true (lab_visualizer_run_program (lab_test_visualizer (window), command, NULL));
  live = g_object_ref (lab_visualizer_get_live_run (lab_test_visualizer (window)));
  puzzle_path = g_strdup (lab_live_run_get_puzzle_path (live));
  /* The program was given the puzzle on the board, in the native format. */
  g_assert_true (g_file_get_contents (puzzle_path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "futoshiki"));
  lab_test_wait_until (board_follows, &seen);
  lab_test_discard_and_destroy (window);
  lab_test_wait_until (file_gone, puzzle_path);
  g_assert_cmpint (lab_live_run_get_state (live), ==, LAB_LIVE_RUN_CANCELLED);
}

static void
add_tests (void)
{
  scratch = g_dir_make_tmp ("lab-live-run-XXXXXX", NULL);
  g_test_add_func ("/live-run/to-end", test_run_to_end);
  g_test_add_func ("/live-run/recent", test_recent_commands);
  g_test_add_func ("/live-run/cancel", test_cancel);
  g_test_add_func ("/live-run/lie", test_lie);
  g_test_add_func ("/live-run/crash", test_crash);
  g_test_add_func ("/live-run/other-puzzle", test_other_puzzle);
  g_test_add_func ("/live-run/close-while-running", test_close_while_running);
  g_test_add_func ("/live-run/cut-off", test_cut_off);
  g_test_add_func ("/live-run/no-trace", test_no_trace);
}

int
main (int   argc,
      char *argv[])
{
  int status = lab_test_run_app (argc, argv, add_tests);

  if (scratch != NULL)
    lab_test_remove_tree (scratch);
  return status;
}
