/* test-saves.c: Save and Export in the window on a full disk and a
 * read-only folder
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The puzzle and the picture live on a small tmpfs of the test's own
 * (tests/fs-test-util.h). A save that fails must leave the old file byte
 * for byte, leave nothing beside it, keep the document unsaved, and say in
 * its dialog which file, why, and that the old one is unchanged. The
 * failed Save's dialog goes to <build>/tests/screenshots/save-failed-full-disk.png.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "board-test-util.h"
#include "fs-test-util.h"
#include "lab-export-dialog.h"
#include "shot-test-util.h"

#define OLD_BYTES "the old file, which must survive\n"

static char *small_disk;
static GError *small_disk_error;

typedef enum
{
  FULL_DISK,
  READ_ONLY,
} Trouble;

/* A folder of its own on the small disk with name holding OLD_BYTES; the
 * trouble is made later, once the window is up. */
static char *
old_file (const char *folder,
          const char *name)
{
  g_autofree char *dir = g_build_filename (small_disk, folder, NULL);
  char *path = g_build_filename (dir, name, NULL);

  g_assert_cmpint (g_mkdir (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, OLD_BYTES, -1, NULL));
  return path;
}

static void
make_trouble (const char *path,
              Trouble     trouble,
              gboolean    on)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (GError) error = NULL;

  if (trouble == FULL_DISK)
    g_assert_true (on ? fs_test_fill_disk (dir, &error) : fs_test_free_disk (dir, &error));
  else
    g_assert_true (fs_test_set_read_only (small_disk, on, &error));
  g_assert_no_error (error);
}

static void
assert_old_file (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *contents = NULL;
  g_autofree char *leftover = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, OLD_BYTES);
  leftover = fs_test_find_leftover (dir);
  g_assert_cmpstr (leftover, ==, NULL);
}

static gboolean
message_shown (gpointer data)
{
  return lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL) != NULL;
}

/* Waits for the error dialog, checks its heading and that its body names
 * the file and the reason and says the old file is unchanged, and closes
 * it; shot, when not NULL, names its picture in <build>/tests/screenshots/. */
static void
assert_error_dialog (const char *heading,
                     const char *name,
                     Trouble     trouble,
                     const char *shot)
{
  GtkWindow *dialog;
  const char *body;

  lab_test_wait_until (message_shown, NULL);
  dialog = lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, heading);
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  g_test_message ("%s", body);
  g_assert_nonnull (strstr (body, name));
  g_assert_nonnull (strstr (body, trouble == FULL_DISK ? "the disk is full" : "the disk is read-only"));
  g_assert_nonnull (strstr (body, "The old file is unchanged."));
  if (shot != NULL)
    lab_test_shoot (GTK_WIDGET (dialog), shot);
  lab_test_destroy_window (dialog, FALSE);
}

static gboolean
skip_without_disk (void)
{
  return fs_test_skip_without_disk (small_disk, small_disk_error);
}

static gboolean
document_saved (gpointer data)
{
  return !futoshiki_document_get_dirty (data);
}

static void
test_save (gconstpointer data)
{
  Trouble trouble = GPOINTER_TO_INT (data);
  g_autoptr(FutoshikiDocument) document = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  LabWindow *window;

  if (skip_without_disk ())
    return;
  path = old_file (trouble == FULL_DISK ? "save-full" : "save-read-only", "app.futoshiki");
  file = g_file_new_for_path (path);
  document = lab_test_empty_document (4);
  window = lab_test_create_window (document);
  futoshiki_document_mark_saved (document, file);
  lab_test_type (lab_test_board (window), "2");

  make_trouble (path, trouble, TRUE);
  lab_test_activate (window, "save", NULL);
  assert_error_dialog ("Could Not Save Puzzle", "app.futoshiki", trouble,
                       trouble == FULL_DISK ? "save-failed-full-disk.png" : NULL);
  assert_old_file (path);
  g_assert_true (futoshiki_document_get_dirty (document));

  /* Room again: the same Save works. */
  make_trouble (path, trouble, FALSE);
  lab_test_activate (window, "save", NULL);
  lab_test_wait_until (document_saved, document);
  {
    g_autofree char *contents = NULL;

    g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
    g_assert_true (g_str_has_prefix (contents, "# Futoshiki Lab puzzle"));
  }
  lab_test_discard_and_destroy (window);
}

static void
test_export (gconstpointer data)
{
  Trouble trouble = GPOINTER_TO_INT (data);
  g_autoptr(FutoshikiDocument) document = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  GtkWindow *dialog;
  LabWindow *window;

  if (skip_without_disk ())
    return;
  path = old_file (trouble == FULL_DISK ? "export-full" : "export-read-only", "board.png");
  file = g_file_new_for_path (path);
  document = lab_test_empty_document (5);
  window = lab_test_create_window (document);
  lab_test_activate (window, "export", NULL);
  dialog = lab_test_wait_for_toplevel (LAB_TYPE_EXPORT_DIALOG, NULL);

  make_trouble (path, trouble, TRUE);
  lab_export_dialog_export_to_file (LAB_EXPORT_DIALOG (dialog), file);
  assert_error_dialog ("Could Not Export", "board.png", trouble, NULL);
  assert_old_file (path);
  /* The dialog stays open for another try. */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  make_trouble (path, trouble, FALSE);

  lab_test_destroy_window (dialog, FALSE);
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_data_func ("/saves/save/full-disk", GINT_TO_POINTER (FULL_DISK), test_save);
  g_test_add_data_func ("/saves/save/read-only", GINT_TO_POINTER (READ_ONLY), test_save);
  g_test_add_data_func ("/saves/export/full-disk", GINT_TO_POINTER (FULL_DISK), test_export);
  g_test_add_data_func ("/saves/export/read-only", GINT_TO_POINTER (READ_ONLY), test_export);
}

int
main (int   argc,
      char *argv[])
{
  /* Before any thread: the small disk needs a mount namespace of its own. */
  small_disk = fs_test_small_disk (256 * 1024, &small_disk_error);
  return lab_test_run_app (argc, argv, add_tests);
}
