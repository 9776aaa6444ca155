/* test-files.c: saving, reopening, the clipboard and unsaved changes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Atomic saves and what a failed one says, reopening a saved game with
 * its entries and marks, Copy and Paste between windows, and the
 * "Save Changes?" question before anything is lost.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "board-test-util.h"
#include "futo-format.h"

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

/* win.new-puzzle asks for a size first; the size dialog's OK then asks
 * about unsaved changes. */
static void
ask_for_new_puzzle (LabWindow *window)
{
  GtkWindow *size;

  lab_test_activate (window, "new-puzzle", NULL);
  size = lab_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (size)), !=, "Save Changes?");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (size), "accept");
  lab_test_destroy_window (size, FALSE);
}

static gboolean
has_other_document (gpointer data)
{
  LabWindow *window = data;

  return lab_window_get_document (window) != g_object_get_data (G_OBJECT (window), "test-document");
}

static void
test_unsaved_guard (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (4);
  LabWindow *window = lab_test_create_window (document);
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);

  /* A clean document closes without a question... */
  g_assert_false (futoshiki_document_get_dirty (document));
  lab_test_type (lab_test_board (window), "1");
  g_assert_true (futoshiki_document_get_dirty (document));
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (lab_test_window_child (window, "window_title"))), ==, "• Untitled");

  /* ...a dirty one asks; Cancel keeps the window and the changes. */
  gtk_window_close (GTK_WINDOW (window));
  respond ("cancel");
  g_assert_nonnull (weak);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_cmpint (futoshiki_document_get_given (document, 0, 0), ==, 1);

  /* New Puzzle asks too; Cancel keeps the document. */
  ask_for_new_puzzle (window);
  respond ("cancel");
  g_assert_true (lab_window_get_document (window) == document);
  ask_for_new_puzzle (window);
  respond ("discard");
  g_object_set_data (G_OBJECT (window), "test-document", document);
  lab_test_wait_until (has_other_document, window);
  lab_window_set_document (window, document);

  /* Discard closes. */
  gtk_window_close (GTK_WINDOW (window));
  respond ("discard");
  lab_test_wait_until (weak_cleared, &weak);
}

static gboolean
not_dirty (gpointer data)
{
  return !futoshiki_document_get_dirty (FUTOSHIKI_DOCUMENT (data));
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
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (7);
  g_autofree char *saved = NULL;
  g_autofree char *expected = NULL;
  LabWindow *window;
  LabWindow *second;

  /* Save over an existing .futoshiki file: no dialog, atomically. */
  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  window = lab_test_create_window (document);
  futoshiki_document_mark_saved (document, file);
  lab_test_type (lab_test_board (window), "7");
  lab_test_activate (window, "toggle-mode", NULL);
  g_assert_true (lab_test_press (lab_test_board (window), GDK_KEY_Right, 0));
  lab_test_type (lab_test_board (window), "3");
  g_assert_true (lab_test_press (lab_test_board (window), GDK_KEY_Right, 0));
  g_assert_true (lab_test_press (lab_test_board (window), GDK_KEY_5, GDK_CONTROL_MASK));
  g_assert_true (futoshiki_document_get_dirty (document));
  lab_test_activate (window, "save", NULL);
  lab_test_wait_until (not_dirty, document);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  expected = futoshiki_document_serialize (document);
  g_assert_cmpstr (saved, ==, expected);
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (lab_test_window_child (window, "window_title"))), ==, "seven.futoshiki");

  /* Reopened, the puzzle and the player's state come back. */
  second = lab_test_create_window (NULL);
  lab_window_open_file (second, file);
  lab_test_wait_until (is_loaded, second);
  g_assert_nonnull (lab_window_get_document (second));
  g_assert_cmpint (futoshiki_document_get_given (lab_window_get_document (second), 0, 0), ==, 7);
  g_assert_cmpint (futoshiki_document_get_entry (lab_window_get_document (second), 0, 1), ==, 3);
  g_assert_cmpuint (futoshiki_document_get_pencil (lab_window_get_document (second), 0, 2), ==, FUTO_SET_BIT (5));
  g_assert_false (futoshiki_document_get_dirty (lab_window_get_document (second)));
  lab_test_discard_and_destroy (second);
  lab_test_discard_and_destroy (window);

  g_unlink (path);
  g_rmdir (dir);
}

typedef struct
{
  const char *path;
  const char *expected;
  gint64      settle_until; /* 0 until the file holds expected */
} SaveRace;

/* The file holds what was saved, and the main loop has run a while after,
 * long enough for the save's callback to have come back. */
static gboolean
save_settled (gpointer data)
{
  SaveRace *race = data;
  g_autofree char *contents = NULL;

  if (race->settle_until == 0)
    {
      if (g_file_get_contents (race->path, &contents, NULL, NULL)
          && g_strcmp0 (contents, race->expected) == 0)
        race->settle_until = g_get_monotonic_time () + 300 * G_TIME_SPAN_MILLISECOND;
      return FALSE;
    }
  return g_get_monotonic_time () >= race->settle_until;
}

/* A save that ends after another puzzle came into the window must leave
 * that puzzle alone: marking it saved to the old file would let the next
 * Save write it over the first puzzle's file. */
static void
test_save_then_replace (void)
{
  g_autofree char *dir = g_dir_make_tmp ("lab-board-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "first.futoshiki", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(FutoshikiDocument) first = lab_test_empty_document (5);
  g_autoptr(FutoshikiDocument) second = lab_test_empty_document (6);
  g_autofree char *expected = NULL;
  SaveRace race = { 0 };
  LabWindow *window;

  window = lab_test_create_window (first);
  futoshiki_document_mark_saved (first, file);
  lab_test_type (lab_test_board (window), "4");
  expected = futoshiki_document_serialize (first);
  futoshiki_document_set_given (second, 0, 0, 6);
  g_assert_true (futoshiki_document_get_dirty (second));

  lab_test_activate (window, "save", NULL);
  lab_window_set_document (window, second);
  race.path = path;
  race.expected = expected;
  lab_test_wait_until (save_settled, &race);

  g_assert_true (lab_window_get_document (window) == second);
  g_assert_null (futoshiki_document_get_file (second));
  g_assert_true (futoshiki_document_get_dirty (second));
  lab_test_discard_and_destroy (window);

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
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (4);
  LabWindow *window;
  GtkWindow *dialog;

  /* A folder where the file should be: the save fails and says so. */
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  window = lab_test_create_window (document);
  futoshiki_document_mark_saved (document, file);
  lab_test_type (lab_test_board (window), "2");
  lab_test_activate (window, "save", NULL);
  lab_test_wait_until (dialog_shown, NULL);
  dialog = lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Could Not Save Puzzle");
  g_test_message ("%s", adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  lab_test_destroy_window (dialog, FALSE);
  g_assert_true (futoshiki_document_get_dirty (document));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_DIR));

  lab_test_discard_and_destroy (window);
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
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_4x4.txt");
  LabWindow *window = lab_test_create_window (document);
  LabWindow *second = lab_test_create_window (NULL);
  FutoshikiDocument *pasted;

  lab_test_activate (window, "copy", NULL);
  lab_test_activate (second, "paste", NULL);
  lab_test_wait_until (has_document, second);
  pasted = lab_window_get_document (second);
  g_assert_true (futo_puzzle_equal (futoshiki_document_get_puzzle (pasted), futoshiki_document_get_puzzle (document)));
  /* Pasted text is nowhere on disk. */
  g_assert_true (futoshiki_document_get_dirty (pasted));
  g_assert_null (futoshiki_document_get_file (pasted));

  lab_test_discard_and_destroy (second);
  lab_test_discard_and_destroy (window);
}

static gboolean
file_exists (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_EXISTS);
}

/* "Save" in the question about an untitled puzzle asks for a name, saves,
 * and then closes the window. */
static void
test_guard_save_as (void)
{
  g_autofree char *dir = g_dir_make_tmp ("lab-files-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "mine.futoshiki", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (4);
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *offered = NULL;
  LabWindow *window = lab_test_create_window (document);
  GtkWindow *chooser;
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  lab_test_type (lab_test_board (window), "3");
  expected = futoshiki_document_serialize (document);

  gtk_window_close (GTK_WINDOW (window));
  respond ("save");
  chooser = lab_test_wait_for_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG, NULL);
  offered = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  g_assert_cmpstr (offered, ==, "Untitled.futoshiki");
  g_assert_true (gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL));
  /* No extension: the native one is added. */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "mine");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);

  lab_test_wait_until (file_exists, path);
  lab_test_wait_until (weak_cleared, &weak);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, expected);

  g_unlink (path);
  g_rmdir (dir);
}

static gboolean
chooser_shown (gpointer data)
{
  return lab_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG, NULL) != NULL;
}

static gboolean
chooser_gone (gpointer data)
{
  return !chooser_shown (data);
}

/* The chooser knows its folder once it has loaded it. */
static gboolean
chooser_in_folder (gpointer data)
{
  GtkWindow *chooser = lab_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG, NULL);
  g_autoptr(GFile) folder = chooser != NULL ? gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser))
                                            : NULL;

  return folder != NULL;
}

/* Export as Grid Text offers a file beside the puzzle, named after it,
 * and writes it there; an untitled puzzle gets a plain name. */
static void
test_export_beside (void)
{
  g_autofree char *dir = g_dir_make_tmp ("lab-files-XXXXXX", NULL);
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "examples", "unequal_5x5.txt", NULL);
  g_autofree char *path = g_build_filename (dir, "week-12.futoshiki", NULL);
  g_autofree char *exported = g_build_filename (dir, "week-12.txt", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) shown = NULL;
  g_autoptr(FutoshikiDocument) document = NULL;
  g_autofree char *text = NULL;
  g_autofree char *offered = NULL;
  LabWindow *window;
  GtkWindow *chooser;
  gsize length;

  g_assert_true (g_file_get_contents (source, &text, &length, NULL));
  document = futoshiki_document_new_for_game (futo_game_read_any (text, length, NULL, NULL), file);
  window = lab_test_create_window (document);

  lab_test_activate (window, "export-grid", NULL);
  lab_test_wait_until (chooser_in_folder, NULL);
  chooser = lab_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG, NULL);
  shown = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser));
  offered = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  g_assert_nonnull (shown);
  g_assert_true (g_file_equal (shown, folder));
  g_assert_cmpstr (offered, ==, "week-12.txt");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  lab_test_wait_until (file_exists, exported);
  lab_test_discard_and_destroy (window);

  g_clear_object (&document);
  g_clear_pointer (&offered, g_free);
  document = lab_test_empty_document (4);
  window = lab_test_create_window (document);
  lab_test_activate (window, "export-grid", NULL);
  lab_test_wait_until (chooser_shown, NULL);
  chooser = lab_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG, NULL);
  offered = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  g_assert_cmpstr (offered, ==, "puzzle.txt");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  lab_test_wait_until (chooser_gone, NULL);
  lab_test_discard_and_destroy (window);

  g_unlink (exported);
  g_rmdir (dir);
}

static guint
count_questions (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        n++;
    }
  return n;
}

/* The question stands over a window, and that window is the one asked. */
static void
assert_one_question_over (LabWindow *window)
{
  GtkWindow *dialog;

  lab_test_wait_until (window_gone_or_dialog, NULL);
  dialog = lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  lab_test_wait_for_frames (GTK_WIDGET (dialog), 2);
  g_assert_cmpuint (count_questions (), ==, 1);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
}

/* Quit with two windows of unsaved changes asks one window at a time; a
 * window kept open stops the quitting there. */
static void
test_quit_asks_in_turn (void)
{
  g_autoptr(FutoshikiDocument) first_document = lab_test_empty_document (4);
  g_autoptr(FutoshikiDocument) second_document = lab_test_empty_document (5);
  LabWindow *first = lab_test_create_window (first_document);
  LabWindow *second = lab_test_create_window (second_document);
  gpointer weak_first = first, weak_second = second;
  GtkWindow *asked;

  g_object_add_weak_pointer (G_OBJECT (first), &weak_first);
  g_object_add_weak_pointer (G_OBJECT (second), &weak_second);
  lab_test_type (lab_test_board (first), "1");
  lab_test_type (lab_test_board (second), "2");

  g_action_group_activate_action (G_ACTION_GROUP (lab_test_app), "quit", NULL);
  lab_test_wait_until (window_gone_or_dialog, NULL);
  asked = gtk_window_get_transient_for (lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL));
  g_assert_true (asked == GTK_WINDOW (first) || asked == GTK_WINDOW (second));
  assert_one_question_over (LAB_WINDOW (asked));
  respond ("discard");

  /* The other window is asked only now. */
  assert_one_question_over (asked == GTK_WINDOW (first) ? second : first);
  respond ("cancel");
  lab_test_wait_for_frames (GTK_WIDGET (asked == GTK_WINDOW (first) ? second : first), 2);
  g_assert_cmpuint (count_questions (), ==, 0);

  if (asked == GTK_WINDOW (first))
    {
      lab_test_wait_until (weak_cleared, &weak_first);
      g_assert_nonnull (weak_second);
      lab_test_discard_and_destroy (second);
    }
  else
    {
      lab_test_wait_until (weak_cleared, &weak_second);
      g_assert_nonnull (weak_first);
      lab_test_discard_and_destroy (first);
    }
}

static void
add_tests (void)
{
  g_test_add_func ("/files/unsaved-guard", test_unsaved_guard);
  g_test_add_func ("/files/save-and-reopen", test_save_and_reopen);
  g_test_add_func ("/files/save-then-replace", test_save_then_replace);
  g_test_add_func ("/files/save-error", test_save_error);
  g_test_add_func ("/files/copy-paste", test_copy_paste);
  g_test_add_func ("/files/guard-save-as", test_guard_save_as);
  g_test_add_func ("/files/export-beside", test_export_beside);
  g_test_add_func ("/files/quit-asks-in-turn", test_quit_asks_in_turn);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
