/* test-close-cancels.c: closing a window stops what it was running
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A background job may hold a reference to what started it (the
 * visualizer's does), and a run nobody waits for wastes the machine: each
 * window has to stop its jobs when it is closed. Every test here starts a
 * run that would go on far longer than the test waits (lab_test_wait_until
 * fails after 20 s), closes the window, and checks that the run stops and
 * that nothing of it lands: no file, no entries, no recording. Also the
 * recording of a puzzle that was edited meanwhile, and a recording of
 * another size than the board or the document shows.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "board-test-util.h"
#include "futo-trace.h"
#include "lab-compare-view.h"
#include "lab-export-dialog.h"

/* Helpers */

/* r9c9 = 1 and r9c8 < r9c9: no solution, but plain backtracking finds
 * that out only after enumerating Latin rectangles for ages. */
/* The export dialog's template child with this id
 * (data/ui/export/lab-export-dialog.ui). */
static GtkWidget *
dialog_child (LabExportDialog *dialog,
                       const char      *id)
{
  return lab_test_template_child (GTK_WIDGET (dialog), LAB_TYPE_EXPORT_DIALOG, id);
}

static FutoshikiDocument *
endless_document (void)
{
  FutoshikiDocument *document = lab_test_empty_document (9);

  futoshiki_document_set_given (document, 8, 8, 1);
  futoshiki_document_set_relation (document, 8, 7, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  return document;
}

static gboolean
weak_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static gboolean
job_stopped (gpointer data)
{
  return !futoshiki_solve_job_get_running (data);
}

static gboolean
not_recording (gpointer data)
{
  return !lab_visualizer_get_recording (data);
}

static gboolean
compare_stopped (gpointer data)
{
  return !lab_compare_view_get_running (data);
}

/* Closes window as the user does, with nothing unsaved to ask about, and
 * returns a weak pointer that clears once the window is gone. */
static void
close_window (LabWindow *window,
              gpointer  *weak)
{
  futoshiki_document_mark_saved (lab_window_get_document (window), NULL);
  *weak = window;
  g_object_add_weak_pointer (G_OBJECT (window), weak);
  gtk_window_close (GTK_WINDOW (window));
}

static void
count_signal (gpointer data)
{
  (*(int *) data)++;
}

/* A 4×4 recording of eight removals, each of another cell. */
static FutoshikiTracePlayer *
small_player (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (4);
  FutoTrace *trace = futo_trace_new (4, 0);
  FutoshikiTracePlayer *player;

  g_assert_nonnull (trace);
  for (int i = 0; i < 8; i++)
    {
      FutoEvent event = { .kind = FUTO_EVENT_PRUNE, .reason = FUTO_REASON_ROW,
                          .cell = i, .cause = 15, .value = 1 + i % 4, .depth = 0 };

      futo_trace_record (&event, trace);
    }
  player = futoshiki_trace_player_new (trace, puzzle, "fc", FALSE);
  futo_puzzle_free (puzzle);
  return player;
}

/* Tests */

static void
test_window_solve (void)
{
  g_autoptr(FutoshikiDocument) document = endless_document ();
  LabWindow *window = lab_test_create_window (document);
  g_autoptr(FutoshikiSolveJob) job = NULL;
  int filled = futoshiki_document_count_filled (document);
  gpointer weak;

  lab_test_activate (window, "solve-with", g_variant_new_string ("bt"));
  job = g_object_ref (lab_solve_controller_get_job (lab_window_get_solve_controller (window)));
  lab_test_wait_for_frames (GTK_WIDGET (window), 3);
  g_assert_true (futoshiki_solve_job_get_running (job));

  close_window (window, &weak);
  lab_test_wait_until (job_stopped, job);
  g_assert_cmpint (futoshiki_solve_job_get_result (job)->status, ==, FUTO_STATUS_CANCELLED);
  lab_test_wait_until (weak_cleared, &weak);
  g_assert_cmpint (futoshiki_document_count_filled (document), ==, filled);
}

static void
test_window_recording (void)
{
  g_autoptr(FutoshikiDocument) document = endless_document ();
  LabWindow *window = lab_test_create_window (document);
  g_autoptr(LabVisualizer) visualizer = g_object_ref (lab_test_visualizer (window));
  gpointer weak;

  lab_test_activate (window, "visualize", NULL);
  lab_visualizer_set_algorithm_id (visualizer, "bt");
  lab_test_activate (window, "trace-record", NULL);
  lab_test_wait_for_frames (GTK_WIDGET (window), 3);
  g_assert_true (lab_visualizer_get_recording (visualizer));

  close_window (window, &weak);
  lab_test_wait_until (not_recording, visualizer);
  g_assert_null (lab_visualizer_get_player (visualizer));
  lab_test_wait_until (weak_cleared, &weak);
}

/* A recording still running when the puzzle changes would be shown over
 * the edited puzzle: it stops instead. */
static void
test_edit_stops_recording (void)
{
  g_autoptr(FutoshikiDocument) document = endless_document ();
  LabWindow *window = lab_test_create_window (document);

  lab_test_activate (window, "visualize", NULL);
  lab_visualizer_set_algorithm_id (lab_test_visualizer (window), "bt");
  lab_test_activate (window, "trace-record", NULL);
  lab_test_wait_for_frames (GTK_WIDGET (window), 3);
  g_assert_true (lab_visualizer_get_recording (lab_test_visualizer (window)));

  futoshiki_document_set_given (document, 0, 0, 2);
  lab_test_wait_until (not_recording, lab_test_visualizer (window));
  g_assert_null (lab_visualizer_get_player (lab_test_visualizer (window)));
  g_assert_null (lab_board_get_trace_player (lab_test_board (window)));
  lab_test_discard_and_destroy (window);
}

static void
test_compare (void)
{
  static const char * const slow[] = { "bt", "fc", NULL };
  g_autoptr(FutoshikiDocument) document = endless_document ();
  LabWindow *window = lab_test_create_window (document);
  g_autoptr(LabCompareView) view = NULL;
  FutoStatus status;
  gpointer weak = NULL;

  lab_test_activate (window, "compare", NULL);
  view = g_object_ref (LAB_COMPARE_VIEW (lab_test_wait_for_toplevel (LAB_TYPE_COMPARE_VIEW,
                                                                      GTK_WINDOW (window))));
  lab_compare_view_set_algorithms (view, slow);
  lab_compare_view_set_limits (view, 0, 0);
  lab_compare_view_run (view);
  lab_test_wait_for_frames (GTK_WIDGET (view), 3);
  g_assert_true (lab_compare_view_get_running (view));

  gtk_window_close (GTK_WINDOW (view));
  lab_test_wait_until (compare_stopped, view);
  /* The run under way is cut short and the rest of the queue never starts. */
  g_assert_cmpuint (lab_compare_view_get_n_results (view), ==, 1);
  g_assert_cmpstr (lab_compare_view_get_result (view, 0, &status, NULL), ==, "bt");
  g_assert_cmpint (status, ==, FUTO_STATUS_CANCELLED);
  weak = view;
  g_object_add_weak_pointer (G_OBJECT (view), &weak);
  g_clear_object (&view);
  lab_test_wait_until (weak_cleared, &weak);
  lab_test_discard_and_destroy (window);
}

/* Closed while drawing: the file is not written and no "Exported" toast
 * is shown for it. */
static void
test_export (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (64);
  g_autofree char *dir = g_dir_make_tmp ("futoshiki-lab-close-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "puzzle.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  LabWindow *window = lab_test_create_window (document);
  LabExportDialog *dialog;
  gpointer weak;
  int exported = 0;

  lab_test_activate (window, "export", NULL);
  dialog = LAB_EXPORT_DIALOG (lab_test_wait_for_toplevel (LAB_TYPE_EXPORT_DIALOG, NULL));
  g_signal_connect_swapped (dialog, "exported", G_CALLBACK (count_signal), &exported);
  weak = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);

  /* The drawing ends on the main loop at the earliest, after the close. */
  lab_export_dialog_export_to_file (dialog, file);
  gtk_window_close (GTK_WINDOW (dialog));
  lab_test_wait_until (weak_cleared, &weak);

  g_assert_cmpint (exported, ==, 0);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  lab_test_discard_and_destroy (window);
}

/* A recording of a 4×4 puzzle over a 9×9 board and document: the
 * tooltip has nothing to say and an export draws no entries. */
static void
test_other_size (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (9);
  g_autoptr(FutoshikiTracePlayer) player = small_player ();
  LabWindow *window;
  LabExportDialog *dialog;
  const FutoGame *game;
  g_autofree char *text = NULL;
  double x, y;

  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  for (int col = 0; col < 9; col++)
    futoshiki_document_set_entry (document, 0, col, col + 1);
  window = lab_test_create_window (document);
  lab_board_set_trace_player (lab_test_board (window), player);
  lab_test_wait_for_frames (GTK_WIDGET (lab_test_board (window)), 3);
  lab_test_cell_center (lab_test_board (window), 8, 8, &x, &y);
  text = lab_board_describe_trace_at (lab_test_board (window), x, y);
  g_assert_null (text);
  lab_board_set_trace_player (lab_test_board (window), NULL);

  dialog = lab_export_dialog_new (GTK_WINDOW (window), document, NULL);
  lab_export_dialog_set_trace_player (dialog, player);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (dialog_child (dialog, "trace_check")), TRUE);
  game = lab_export_dialog_get_game (dialog);
  g_assert_cmpint (game->puzzle->size, ==, 4);
  for (int cell = 0; cell < 16; cell++)
    {
      g_assert_cmpint (game->entries[cell], ==, 0);
      g_assert_cmpuint (game->pencil[cell], ==, 0);
    }
  lab_test_destroy_window (GTK_WINDOW (dialog), FALSE);
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/close-cancels/window-solve", test_window_solve);
  g_test_add_func ("/close-cancels/window-recording", test_window_recording);
  g_test_add_func ("/close-cancels/edit-stops-recording", test_edit_stops_recording);
  g_test_add_func ("/close-cancels/compare", test_compare);
  g_test_add_func ("/close-cancels/export", test_export);
  g_test_add_func ("/close-cancels/other-size", test_other_size);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
