/* test-session-banner.c: the window tells the truth about its session
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * - On a full disk (a small tmpfs of the test's own, tests/fs-test-util.h,
 *   as $XDG_STATE_HOME) the failed autosave shows a banner over the board
 *   with the reason and Save As…, until an autosave works again; the
 *   picture goes to <build>/tests/screenshots/autosave-failed.png
 *   (data/screenshots/autosave-failed.png in the README).
 * - A restored document whose session names a file does not write there
 *   on Save before the user said so: a question names the file.
 * - A restore that lost the undo history says so in a banner naming the
 *   file, not in a toast claiming the changes came back.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "board-test-util.h"
#include "futo-format.h"
#include "fs-test-util.h"
#include "futoshiki-session.h"
#include "shot-test-util.h"

static char *small_disk;
static GError *small_disk_error;

static const char empty_4x4[] =
  "# Futoshiki Lab puzzle\n"
  "futoshiki-lab-format: 1\n"
  "\n"
  "[puzzle]\n"
  "4\n"
  ". | . | . | .\n- - - -\n"
  ". | . | . | .\n- - - -\n"
  ". | . | . | .\n- - - -\n"
  ". | . | . | .\n";

static gboolean
banner_revealed (gpointer data)
{
  return gtk_widget_get_visible (data);
}

static gboolean
banner_hidden (gpointer data)
{
  return !gtk_widget_get_visible (data);
}

static const char *
banner_text (LabWindow  *window,
             const char *label_id)
{
  return gtk_label_get_text (GTK_LABEL (lab_test_window_child (window, label_id)));
}

static void
test_full_disk (void)
{
  g_autoptr(FutoshikiDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = NULL;
  GtkInfoBar *banner;
  LabWindow *window;

  if (small_disk == NULL)
    {
      g_test_skip (small_disk_error->message);
      return;
    }
  /* The session folder of $XDG_STATE_HOME (main() points it at the small
   * disk), made before the disk fills, as a earlier run would have. */
  g_unsetenv ("FUTOSHIKI_LAB_SESSION_DIR");
  folder = futoshiki_session_get_dir ();
  g_assert_true (g_str_has_prefix (folder, small_disk));
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);

  document = lab_test_empty_document (5);
  window = lab_test_create_window (document);
  banner = GTK_INFO_BAR (lab_test_window_child (window, "autosave_banner"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (banner)));

  g_assert_true (fs_test_fill_disk (small_disk, &error));
  g_assert_no_error (error);
  g_assert_true (futoshiki_document_set_given (document, 0, 0, 3));
  lab_test_wait_until (banner_revealed, banner);
  g_assert_true (g_str_has_prefix (banner_text (window, "autosave_banner_label"),
                                   "Your changes are not being kept: "));
  g_assert_nonnull (strstr (banner_text (window, "autosave_banner_label"), "No space left on device"));
  {
    GtkWidget *button = lab_test_find_button (GTK_WIDGET (banner), "Save _As…");

    g_assert_nonnull (button);
    g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.save-as");
  }
  lab_test_shoot (GTK_WIDGET (window), "autosave-failed.png");

  /* Room again: the next autosave works and the banner goes. */
  g_assert_true (fs_test_free_disk (small_disk, &error));
  g_assert_no_error (error);
  g_assert_true (futoshiki_document_set_given (document, 1, 1, 4));
  lab_test_wait_until (banner_hidden, banner);

  lab_test_discard_and_destroy (window);
  g_assert_true (g_setenv ("FUTOSHIKI_LAB_SESSION_DIR", g_object_get_data (G_OBJECT (lab_test_app), "test-session-dir"), TRUE));
}

/* A slot in the tests' session folder: the empty 4×4, its state naming
 * file_uri, and the history (serialized) or garbage. */
static void
write_slot (const char *file_uri,
            gboolean    damaged)
{
  g_autofree char *dir = futoshiki_session_get_dir ();
  g_autofree char *document_path = g_build_filename (dir, "session.futoshiki", NULL);
  g_autofree char *state_path = g_build_filename (dir, "session.state", NULL);
  g_autoptr(GVariant) history = NULL;
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_file_set_contents (document_path, empty_4x4, -1, &error);
  g_assert_no_error (error);
  if (damaged)
    {
      g_file_set_contents (state_path, "\x02\0\0\0garbage", 11, &error);
      g_assert_no_error (error);
      return;
    }
  /* No steps, saved nowhere: a document with unsaved changes. */
  history = g_variant_ref_sink (g_variant_new_parsed ("(uint32 2, uint32 0, int64 -1, @aa(yittss) [])"));
  state = g_variant_ref_sink (g_variant_new ("(ussv)", 2, file_uri, "edit", history));
  g_file_set_contents (state_path, g_variant_get_data (state), (gssize) g_variant_get_size (state), &error);
  g_assert_no_error (error);
}

static gboolean
dialog_shown (gpointer data)
{
  return lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL) != NULL;
}

static void
answer_overwrite (const char *expected_heading,
                  const char *response)
{
  GtkWindow *dialog;

  lab_test_wait_until (dialog_shown, NULL);
  dialog = lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, expected_heading);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  lab_test_destroy_window (dialog, FALSE);
}

static gboolean
file_rewritten (gpointer data)
{
  g_autofree char *contents = NULL;

  return g_file_get_contents (data, &contents, NULL, NULL) && strstr (contents, "[puzzle]") != NULL;
}

static gboolean
document_clean (gpointer data)
{
  return !futoshiki_document_get_dirty (lab_window_get_document (data));
}

static void
test_restored_file_asks (void)
{
  g_autofree char *target = g_build_filename (g_object_get_data (G_OBJECT (lab_test_app), "test-session-dir"),
                                              "someone-elses.futoshiki", NULL);
  g_autoptr(GFile) target_file = g_file_new_for_path (target);
  g_autofree char *uri = g_file_get_uri (target_file);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  LabWindow *window;

  g_assert_cmpint (g_mkdir_with_parents (g_object_get_data (G_OBJECT (lab_test_app), "test-session-dir"), 0700), ==, 0);
  g_file_set_contents (target, "precious\n", -1, &error);
  g_assert_no_error (error);
  write_slot (uri, FALSE);

  window = lab_window_new (GTK_APPLICATION (lab_test_app));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (lab_window_restore_session (window, 0, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_equal (lab_window_get_file (window), target_file));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (GTK_INFO_BAR (lab_test_window_child (window, "restore_banner")))));

  /* Save asks; Cancel leaves the file alone. */
  lab_test_activate (window, "save", NULL);
  answer_overwrite ("Save Over “someone-elses.futoshiki”?", "cancel");
  g_file_get_contents (target, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, "precious\n");
  g_assert_true (futoshiki_document_get_dirty (lab_window_get_document (window)));

  /* Said yes to, it writes; from then on Save asks no more. */
  lab_test_activate (window, "save", NULL);
  answer_overwrite ("Save Over “someone-elses.futoshiki”?", "replace");
  lab_test_wait_until (file_rewritten, target);
  lab_test_wait_until (document_clean, window);
  g_assert_true (futoshiki_document_set_given (lab_window_get_document (window), 0, 0, 1));
  lab_test_activate (window, "save", NULL);
  lab_test_wait_until (document_clean, window);
  g_assert_null (lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL));

  lab_test_discard_and_destroy (window);
  g_unlink (target);
}

/* Opened again in this run, the same file is the user's choice. */
static void
test_reopened_file_trusted (void)
{
  g_autofree char *target = g_build_filename (g_object_get_data (G_OBJECT (lab_test_app), "test-session-dir"),
                                              "reopened.futoshiki", NULL);
  g_autoptr(GFile) target_file = g_file_new_for_path (target);
  g_autofree char *uri = g_file_get_uri (target_file);
  g_autoptr(GError) error = NULL;
  FutoGame *game;
  LabWindow *window;

  g_file_set_contents (target, empty_4x4, -1, &error);
  g_assert_no_error (error);
  write_slot (uri, FALSE);
  window = lab_window_new (GTK_APPLICATION (lab_test_app));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (lab_window_restore_session (window, 0, &error));
  g_assert_no_error (error);

  game = futo_native_read (empty_4x4, strlen (empty_4x4), NULL);
  g_assert_nonnull (game);
  lab_window_set_game (window, game, target_file);
  g_assert_true (futoshiki_document_set_given (lab_window_get_document (window), 0, 0, 2));
  lab_test_activate (window, "save", NULL);
  lab_test_wait_until (document_clean, window);
  g_assert_null (lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL));

  lab_test_discard_and_destroy (window);
  g_unlink (target);
}

static void
test_damaged_history (void)
{
  g_autoptr(GError) error = NULL;
  GtkInfoBar *banner;
  LabWindow *window;

  write_slot ("", TRUE);
  window = lab_window_new (GTK_APPLICATION (lab_test_app));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (lab_window_restore_session (window, 0, &error));
  g_assert_no_error (error);

  banner = GTK_INFO_BAR (lab_test_window_child (window, "restore_banner"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (banner)));
  g_assert_true (g_str_has_prefix (banner_text (window, "restore_banner_label"),
                                   "Your last session came back without its undo history: session.state: "));
  /* Closed, it goes. */
  gtk_info_bar_response (banner, GTK_RESPONSE_CLOSE);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (banner)));
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_object_set_data_full (G_OBJECT (lab_test_app), "test-session-dir",
                          g_strdup (g_getenv ("FUTOSHIKI_LAB_SESSION_DIR")), g_free);
  g_test_add_func ("/session-banner/full-disk", test_full_disk);
  g_test_add_func ("/session-banner/restored-file-asks", test_restored_file_asks);
  g_test_add_func ("/session-banner/reopened-file-trusted", test_reopened_file_trusted);
  g_test_add_func ("/session-banner/damaged-history", test_damaged_history);
}

int
main (int   argc,
      char *argv[])
{
  /* Before any thread: the small disk needs a mount namespace of its own. */
  small_disk = fs_test_small_disk (64 * 1024, &small_disk_error);
  if (small_disk != NULL)
    {
      g_autofree char *state = g_build_filename (small_disk, "state", NULL);

      /* Before anything asks GLib for the folder, which it keeps. */
      g_setenv ("XDG_STATE_HOME", state, TRUE);
    }
  g_setenv ("FUTOSHIKI_LAB_AUTOSAVE_MS", "20", TRUE);
  return lab_test_run_app (argc, argv, add_tests);
}
