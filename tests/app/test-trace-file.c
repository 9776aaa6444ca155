/* test-trace-file.c: a solver's .trace file opened in the app, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A trace opens as a puzzle file does (the window's open, Open Recent
 * with its unsaved-changes question, the command line): its puzzle on
 * the board as a new document and its run in Watch the Solver at the
 * start, named as the trace names it, with a search tree that counts as
 * the trace's 'nodes' line says. A trace that lies, or one without a
 * puzzle, is refused with a dialog that says where, and nothing else
 * changes.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "futo-format.h"
#include "futo-search-tree.h"
#include "lab-tree-compare.h"
#include "visualizer-test-util.h"

static char *scratch;

static gboolean
is_loaded (gpointer data)
{
  return !lab_window_get_loading (LAB_WINDOW (data));
}

static gboolean
tree_ready (gpointer data)
{
  return lab_search_tree_view_get_ready (data);
}

static gboolean
has_message_dialog (gpointer data)
{
  return lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL) != NULL;
}

/* Opens path as the Open dialog, drag and drop and the command line do. */
static void
open_path (LabWindow  *window,
           const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  lab_window_open_file (window, file);
  lab_test_wait_until (is_loaded, window);
}

/* The message dialog in front: its heading and body, then it goes. */
static char *
take_message (char **heading)
{
  GtkWindow *dialog;
  char *body;

  lab_test_wait_until (has_message_dialog, NULL);
  dialog = lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  *heading = g_strdup (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)));
  body = g_strdup (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "close");
  lab_test_destroy_window (dialog, FALSE);
  return body;
}

static FutoPuzzle *
load_puzzle (const char *name)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document (name);

  return futo_puzzle_copy (futoshiki_document_get_puzzle (document));
}

static const char *
outcome_text (LabWindow *window)
{
  GtkWidget *label = lab_test_template_child (GTK_WIDGET (lab_test_visualizer (window)),
                                              LAB_TYPE_VISUALIZER, "outcome_label");

  return gtk_label_get_text (GTK_LABEL (label));
}

/* A student's solver named "my-bt" that counts its nodes as forward
 * checking does: the tree must count as the 'nodes' line says, and the
 * name be shown as it is. */
static void
test_open_student_trace (void)
{
  g_autoptr(LabTestPuzzle) puzzle = load_puzzle ("unequal_5x5.txt");
  g_autoptr(FutoshikiDocument) other = lab_test_load_document ("unequal_4x4.txt");
  g_autofree char *path = NULL;
  LabWindow *window = lab_test_create_window (other);
  FutoshikiDocument *document;
  FutoshikiTracePlayer *player;
  LabSearchTreeView *tree;
  GtkWindow *compare;
  FutoTreeTotals totals;
  guint64 nodes;

  path = lab_test_write_trace (scratch, "student.trace", puzzle, "fc", "my-bt", "consistent-states", &nodes);
  open_path (window, path);

  /* The trace's puzzle is the window's new document, named after it. */
  document = lab_window_get_document (window);
  g_assert_true (document != other);
  g_assert_true (futo_puzzle_equal (futoshiki_document_get_puzzle (document), puzzle));
  g_assert_true (adw_flap_get_reveal_flap (ADW_FLAP (lab_test_window_child (window, "visualizer_flap"))));

  /* The run at its start, on the board, under the student's name. */
  player = lab_visualizer_get_player (lab_test_visualizer (window));
  g_assert_nonnull (player);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 0);
  g_assert_cmpuint (futoshiki_trace_player_get_length (player), >, 10);
  g_assert_true (lab_board_get_trace_player (lab_test_board (window)) == player);
  g_assert_cmpstr (futoshiki_trace_player_get_algorithm_id (player), ==, "my-bt");
  g_assert_nonnull (strstr (outcome_text (window), "my-bt"));
  g_assert_nonnull (strstr (outcome_text (window), "student.trace"));

  /* The tree counts as the 'nodes' line says: as forward checking's
   * statistics count, which is not how a plain count of decisions
   * (the fallback for an unknown name) would. */
  tree = lab_visualizer_get_search_tree (lab_test_visualizer (window));
  lab_visualizer_show_search_tree (lab_test_visualizer (window), TRUE);
  lab_test_wait_until (tree_ready, tree);
  futo_search_tree_get_totals (lab_search_tree_view_get_tree (tree), &totals);
  g_assert_cmpuint (totals.nodes, ==, nodes);

  /* Its tree beside a built-in method's, on the same puzzle. */
  g_signal_emit_by_name (tree, "compare");
  compare = lab_test_wait_for_toplevel (LAB_TYPE_TREE_COMPARE, NULL);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (lab_test_template_child (GTK_WIDGET (compare), LAB_TYPE_TREE_COMPARE,
                                                                            "left_title"))), ==, "my-bt");
  g_assert_cmpstr (lab_tree_compare_get_algorithm_id (LAB_TREE_COMPARE (compare)), ==, "bt");
  lab_test_destroy_window (compare, FALSE);

  /* Playing works as for a recording made in the app. */
  lab_test_activate (window, "trace-step", NULL);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), >, 0);
  lab_test_discard_and_destroy (window);
}

/* A registry id is shown by its translated name, and its tree counts as
 * the method does when the trace has no 'nodes' line. */
static void
test_open_registry_trace (void)
{
  g_autoptr(LabTestPuzzle) puzzle = load_puzzle ("unequal_5x5.txt");
  g_autoptr(FutoshikiDocument) other = lab_test_empty_document (4);
  g_autofree char *path = NULL;
  LabWindow *window = lab_test_create_window (other);
  LabSearchTreeView *tree;
  FutoTreeTotals totals;
  guint64 nodes;

  path = lab_test_write_trace (scratch, "fc.trace", puzzle, "fc", "fc", NULL, &nodes);
  open_path (window, path);
  g_assert_nonnull (strstr (outcome_text (window), "Forward checking"));
  tree = lab_visualizer_get_search_tree (lab_test_visualizer (window));
  lab_visualizer_show_search_tree (lab_test_visualizer (window), TRUE);
  lab_test_wait_until (tree_ready, tree);
  futo_search_tree_get_totals (lab_search_tree_view_get_tree (tree), &totals);
  g_assert_cmpuint (totals.nodes, ==, nodes);
  lab_test_discard_and_destroy (window);
}

/* Changes the event line number index (from 1) of the trace at path into
 * a copy of the one before it: a removal of a value already removed. */
static guint64
repeat_event (const char *path,
              const char *pruned_kind)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  guint64 event = 0, lie = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      gboolean is_event = g_str_has_prefix (lines[i], "assign ") || g_str_has_prefix (lines[i], "prune ")
                          || g_str_has_prefix (lines[i], "unassign ") || g_str_has_prefix (lines[i], "restore ")
                          || g_str_has_prefix (lines[i], "backtrack ") || g_str_has_prefix (lines[i], "solution");

      if (g_str_has_prefix (lines[i], "events "))
        continue; /* the count no longer holds */
      g_string_append_printf (out, "%s\n", lines[i]);
      if (is_event)
        event++;
      /* The third removal, twice. */
      if (lie == 0 && g_str_has_prefix (lines[i], pruned_kind) && event >= 3)
        {
          g_string_append_printf (out, "%s\n", lines[i]);
          lie = ++event;
        }
    }
  g_assert_cmpuint (lie, >, 0);
  g_assert_true (g_file_set_contents (path, out->str, -1, NULL));
  return lie;
}

static void
test_lying_trace (void)
{
  g_autoptr(LabTestPuzzle) puzzle = load_puzzle ("unequal_5x5.txt");
  g_autoptr(FutoshikiDocument) other = lab_test_load_document ("unequal_4x4.txt");
  g_autofree char *path = NULL, *heading = NULL, *body = NULL, *event = NULL;
  LabWindow *window = lab_test_create_window (other);
  guint64 nodes, lie;

  path = lab_test_write_trace (scratch, "lie.trace", puzzle, "fc", "my-fc", NULL, &nodes);
  lie = repeat_event (path, "prune ");
  open_path (window, path);
  body = take_message (&heading);
  g_test_message ("%s", body);
  g_assert_cmpstr (heading, ==, "Could Not Open Trace");
  g_assert_nonnull (strstr (body, "lie.trace"));
  g_assert_nonnull (strstr (body, "line "));
  event = g_strdup_printf ("event %" G_GUINT64_FORMAT ":", lie);
  g_assert_nonnull (strstr (body, event));
  /* Nothing else changed. */
  g_assert_true (lab_window_get_document (window) == other);
  g_assert_null (lab_visualizer_get_player (lab_test_visualizer (window)));
  lab_test_discard_and_destroy (window);
}

static void
test_version_1_trace (void)
{
  g_autofree char *path = g_build_filename (scratch, "old.trace", NULL);
  g_autoptr(FutoshikiDocument) other = lab_test_load_document ("unequal_4x4.txt");
  g_autofree char *heading = NULL, *body = NULL;
  LabWindow *window = lab_test_create_window (other);

  g_assert_true (g_file_set_contents (path, "futoshiki-lab-trace 1\nsize 4\nalgorithm bt\nevents 1\n"
                                      "assign r1c1 1 decision depth 1\n", -1, NULL));
  open_path (window, path);
  body = take_message (&heading);
  g_assert_cmpstr (heading, ==, "Could Not Open Trace");
  g_assert_nonnull (strstr (body, "old.trace"));
  g_assert_nonnull (strstr (body, "no puzzle"));
  g_assert_true (lab_window_get_document (window) == other);
  lab_test_discard_and_destroy (window);
}

static gboolean
has_other_document (gpointer data)
{
  LabWindow *window = data;

  return lab_window_get_document (window) != g_object_get_data (G_OBJECT (window), "test-document")
         && !lab_window_get_loading (window);
}

/* Open Recent asks about unsaved changes first, as for a puzzle file. */
static void
test_open_over_changes (void)
{
  g_autoptr(LabTestPuzzle) puzzle = load_puzzle ("unequal_4x4.txt");
  g_autoptr(FutoshikiDocument) other = lab_test_empty_document (5);
  g_autofree char *path = NULL, *uri = NULL;
  g_autoptr(GFile) file = NULL;
  LabWindow *window = lab_test_create_window (other);
  GtkWindow *dialog;
  guint64 nodes;

  path = lab_test_write_trace (scratch, "recent.trace", puzzle, "bt", "bt", NULL, &nodes);
  file = g_file_new_for_path (path);
  uri = g_file_get_uri (file);
  lab_test_type (lab_test_board (window), "1");
  g_assert_true (futoshiki_document_get_dirty (other));
  lab_test_activate (window, "open-recent", g_variant_new_string (uri));
  lab_test_wait_until (has_message_dialog, NULL);
  dialog = lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Save Changes?");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "discard");
  lab_test_destroy_window (dialog, FALSE);
  g_object_set_data (G_OBJECT (window), "test-document", other);
  lab_test_wait_until (has_other_document, window);
  g_assert_true (futo_puzzle_equal (futoshiki_document_get_puzzle (lab_window_get_document (window)), puzzle));
  g_assert_nonnull (lab_visualizer_get_player (lab_test_visualizer (window)));
  lab_test_discard_and_destroy (window);
}

static gboolean
has_trace_window (gpointer data)
{
  for (GList *iter = gtk_application_get_windows (GTK_APPLICATION (lab_test_app)); iter != NULL; iter = iter->next)
    if (LAB_IS_WINDOW (iter->data) && !lab_window_get_loading (iter->data)
        && lab_visualizer_get_player (lab_test_visualizer (iter->data)) != NULL)
      {
        *(LabWindow **) data = iter->data;
        return TRUE;
      }
  return FALSE;
}

/* `futoshiki-lab run.trace`: the application's open. */
static void
test_command_line (void)
{
  g_autoptr(LabTestPuzzle) puzzle = load_puzzle ("unequal_5x5.txt");
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  LabWindow *window = NULL;
  guint64 nodes;

  path = lab_test_write_trace (scratch, "command-line.trace", puzzle, "fc", "my-bt", NULL, &nodes);
  file = g_file_new_for_path (path);
  g_application_open (G_APPLICATION (lab_test_app), &file, 1, "");
  lab_test_wait_until (has_trace_window, &window);
  g_assert_true (futo_puzzle_equal (futoshiki_document_get_puzzle (lab_window_get_document (window)), puzzle));
  g_assert_cmpstr (futoshiki_trace_player_get_algorithm_id (lab_visualizer_get_player (lab_test_visualizer (window))),
                   ==, "my-bt");
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  scratch = g_dir_make_tmp ("lab-trace-file-XXXXXX", NULL);
  g_test_add_func ("/trace-file/student", test_open_student_trace);
  g_test_add_func ("/trace-file/registry", test_open_registry_trace);
  g_test_add_func ("/trace-file/lie", test_lying_trace);
  g_test_add_func ("/trace-file/version-1", test_version_1_trace);
  g_test_add_func ("/trace-file/over-changes", test_open_over_changes);
  g_test_add_func ("/trace-file/command-line", test_command_line);
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
