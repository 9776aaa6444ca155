/* test-file-read.c: the bounded reader every reader of a user's file uses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A regular file comes back whole; a device, a FIFO, a folder and a
 * symlink to a device are refused at once with their name in the sentence;
 * a file one byte past the limit is refused, one at the limit is read.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "futoshiki-file-read.h"

static char *
make_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("test-file-read-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
test_regular_file (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "a.txt", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = NULL;
  gsize length;
  const char *data;

  g_assert_true (g_file_set_contents (path, "4\n. . . .\n", -1, NULL));
  bytes = futoshiki_file_read_bounded (file, 64, NULL, &error);
  g_assert_no_error (error);
  data = g_bytes_get_data (bytes, &length);
  g_assert_cmpuint (length, ==, 10);
  g_assert_cmpmem (data, length, "4\n. . . .\n", 10);

  /* At the limit it is read; one byte past it, refused with its name. */
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = futoshiki_file_read_bounded (file, 10, NULL, &error);
  g_assert_no_error (error);
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = futoshiki_file_read_bounded (file, 9, NULL, &error);
  g_assert_null (bytes);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "a.txt"));
  g_assert_true (g_utf8_validate (error->message, -1, NULL));

  g_unlink (path);
  g_rmdir (dir);
}

static void
assert_refused (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = futoshiki_file_read_bounded (file, 1024, NULL, &error);
  g_autofree char *basename = g_path_get_basename (path);

  g_assert_null (bytes);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_nonnull (strstr (error->message, basename));

  g_clear_error (&error);
  g_assert_false (futoshiki_file_check_regular (file, 0, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
}

static void
test_not_regular (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *fifo = g_build_filename (dir, "pipe", NULL);
  g_autofree char *link = g_build_filename (dir, "zero.txt", NULL);

  assert_refused ("/dev/zero");
  assert_refused ("/dev/urandom");
  assert_refused (dir);
  /* A FIFO with no writer: refused without waiting for one. */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  assert_refused (fifo);
  g_assert_cmpint (symlink ("/dev/zero", link), ==, 0);
  assert_refused (link);

  g_unlink (fifo);
  g_unlink (link);
  g_rmdir (dir);
}

static void
on_read (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GError **error = user_data;
  g_autoptr (GBytes) bytes = futoshiki_file_read_bounded_finish (G_FILE (source), result, error);

  g_assert_null (bytes);
}

static void
test_async (void)
{
  g_autoptr (GFile) file = g_file_new_for_path ("/dev/zero");
  g_autoptr (GError) error = NULL;

  futoshiki_file_read_bounded_async (file, 1024, NULL, on_read, &error);
  while (error == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/file-read/regular", test_regular_file);
  g_test_add_func ("/file-read/not-regular", test_not_regular);
  g_test_add_func ("/file-read/async", test_async);
  return g_test_run ();
}
