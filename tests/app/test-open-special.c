/* test-open-special.c: files that are not puzzles in the way a disk file is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opening /dev/zero used to read until the memory ran out, and a FIFO
 * froze the window until someone wrote to it. Both, and a file larger
 * than any puzzle, must end in an error dialog of one sentence that names
 * the file; the test's own timeout is what catches a freeze.
 */
#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "board-test-util.h"

static gboolean
not_loading (gpointer data)
{
  return !lab_window_get_loading (LAB_WINDOW (data));
}

/* Opens path in a fresh window; returns the error dialog's body, and its
 * heading in *heading. */
static char *
open_error_body (const char *path,
                 char      **heading)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (4);
  LabWindow *window = lab_test_create_window (document);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWindow *dialog;
  char *body;

  lab_window_open_file (window, file);
  lab_test_wait_until (not_loading, window);
  dialog = lab_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  body = g_strdup (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  *heading = g_strdup (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)));
  g_test_message ("%s: %s", *heading, body);
  /* The puzzle shown before is still the window's. */
  g_assert_true (lab_window_get_document (window) == document);
  lab_test_destroy_window (dialog, FALSE);
  lab_test_discard_and_destroy (window);
  return body;
}

/* One sentence: no second "could not be read" wrapped around it. */
static void
assert_one_sentence (const char *body,
                     const char *name)
{
  g_autofree char *quoted = g_strdup_printf ("“%s”", name);

  g_assert_nonnull (strstr (body, quoted));
  g_assert_null (strstr (strstr (body, quoted) + strlen (quoted), quoted));
  g_assert_null (strchr (body, '\n'));
}

static void
test_dev_zero (void)
{
  g_autofree char *heading = NULL;
  g_autofree char *body = open_error_body ("/dev/zero", &heading);

  g_assert_cmpstr (heading, ==, "Could Not Open Puzzle");
  g_assert_nonnull (strstr (body, "not a regular file"));
  assert_one_sentence (body, "/dev/zero");
}

static void
test_fifo (void)
{
  g_autofree char *dir = g_dir_make_tmp ("futoshiki-fifo-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "puzzle.txt", NULL);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;

  g_assert_nonnull (dir);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  /* No writer ever comes: reading it would wait for good. */
  body = open_error_body (path, &heading);
  g_assert_nonnull (strstr (body, "not a regular file"));
  assert_one_sentence (body, path);
  g_unlink (path);
  g_rmdir (dir);
}

/* A sparse file past the puzzle limit (16 MiB) that does not look like a
 * trace: refused by size, not parsed. */
static void
test_too_large (void)
{
  g_autofree char *dir = g_dir_make_tmp ("futoshiki-large-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "huge.txt", NULL);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  FILE *stream;

  g_assert_nonnull (dir);
  stream = g_fopen (path, "w");
  g_assert_nonnull (stream);
  fputs ("4\n", stream);
  g_assert_cmpint (ftruncate (fileno (stream), 17 * 1024 * 1024), ==, 0);
  fclose (stream);
  body = open_error_body (path, &heading);
  g_assert_nonnull (strstr (body, "larger than 16.0"));
  assert_one_sentence (body, path);
  g_unlink (path);
  g_rmdir (dir);
}

static void
add_tests (void)
{
  g_test_add_func ("/open-special/dev-zero", test_dev_zero);
  g_test_add_func ("/open-special/fifo", test_fifo);
  g_test_add_func ("/open-special/too-large", test_too_large);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
