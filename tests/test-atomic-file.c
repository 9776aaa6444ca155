/* test-atomic-file.c: the core's one helper for every save, on a full disk
 * and a read-only folder
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "fs-test-util.h"
#include "futo-atomic-file.h"

#define OLD_BYTES "the old file, which must survive\n"

static char *small_disk;
static GError *small_disk_error;

/* A folder of its own on the small disk, with "old.txt" holding OLD_BYTES. */
static char *
prepare (const char *name,
         char      **path)
{
  char *dir = g_build_filename (small_disk, name, NULL);

  g_assert_cmpint (g_mkdir (dir, 0755), ==, 0);
  *path = g_build_filename (dir, "old.txt", NULL);
  g_assert_true (g_file_set_contents (*path, OLD_BYTES, -1, NULL));
  return dir;
}

static void
assert_old_bytes (const char *path)
{
  g_autofree char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, OLD_BYTES);
}

static void
assert_no_leftover (const char *dir)
{
  g_autofree char *leftover = fs_test_find_leftover (dir);

  g_assert_cmpstr (leftover, ==, NULL);
}

static gboolean
skip_without_disk (void)
{
  return fs_test_skip_without_disk (small_disk, small_disk_error);
}

static void
test_replaces_and_keeps_mode (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-atomic-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "a.txt", NULL);
  g_autofree char *link = g_build_filename (dir, "link.txt", NULL);
  g_autofree char *contents = NULL;
  struct stat st;

  g_assert_true (g_file_set_contents (path, OLD_BYTES, -1, NULL));
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  g_assert_cmpint (futo_atomic_file_save (path, "new", 3), ==, 0);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "new");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);
  assert_no_leftover (dir);

  /* Through a symbolic link: the file it names is replaced, the link
   * stays a link. */
  g_assert_cmpint (symlink ("a.txt", link), ==, 0);
  g_assert_cmpint (futo_atomic_file_save (link, "linked", 6), ==, 0);
  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "linked");

  /* A device has no old version to keep: written in place, still a
   * device (-o /dev/stdout must go on working). */
  g_assert_cmpint (futo_atomic_file_save ("/dev/null", "x", 1), ==, 0);
  g_assert_cmpint (g_stat ("/dev/null", &st), ==, 0);
  g_assert_true (S_ISCHR (st.st_mode));

  /* A folder is refused, and stays a folder. */
  g_assert_cmpint (futo_atomic_file_save (dir, "x", 1), ==, EISDIR);
  g_assert_true (g_file_test (dir, G_FILE_TEST_IS_DIR));

  g_unlink (link);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_streaming (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-atomic-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "table.csv", NULL);
  g_autofree char *contents = NULL;
  FutoAtomicFile *file;
  int err = -1;

  file = futo_atomic_file_open (path, &err);
  g_assert_nonnull (file);
  g_assert_cmpint (err, ==, 0);
  g_assert_false (futo_atomic_file_replaces (file));
  g_assert_true (futo_atomic_file_write (file, "a,", 2));
  fprintf (futo_atomic_file_get_stream (file), "b,%d\n", 3);
  /* Raw writes after printed text keep their order. */
  g_assert_true (futo_atomic_file_write (file, "end\n", 4));
  /* Nothing at the target before the commit. */
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpint (futo_atomic_file_commit (file), ==, 0);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "a,b,3\nend\n");

  /* An abort leaves the file as it was and nothing beside it. */
  file = futo_atomic_file_open (path, NULL);
  g_assert_true (futo_atomic_file_replaces (file));
  futo_atomic_file_write (file, "half", 4);
  futo_atomic_file_abort (file);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "a,b,3\nend\n");
  assert_no_leftover (dir);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_full_disk (void)
{
  g_autofree char *path = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *big = NULL;
  g_autoptr (GError) error = NULL;
  FutoAtomicFile *file;
  FutoError failure;
  int err;

  if (skip_without_disk ())
    return;
  dir = prepare ("full", &path);
  g_assert_true (fs_test_fill_disk (dir, &error));
  g_assert_no_error (error);

  /* Whole-buffer use. */
  big = g_strnfill (200 * 1024, 'x');
  g_assert_cmpint (futo_atomic_file_save (path, big, strlen (big)), ==, ENOSPC);
  assert_old_bytes (path);
  assert_no_leftover (dir);

  /* Streaming use: printf until the end, the failure said at the commit. */
  file = futo_atomic_file_open (path, &err);
  if (file != NULL)
    {
      FILE *stream = futo_atomic_file_get_stream (file);

      for (int i = 0; i < 20000; i++)
        fprintf (stream, "%d,row of a table that does not fit\n", i);
      err = futo_atomic_file_commit (file);
    }
  g_assert_cmpint (err, ==, ENOSPC);
  assert_old_bytes (path);
  assert_no_leftover (dir);

  /* The sentence names the file and the reason, and says the old file is
   * kept. */
  futo_atomic_file_set_error (&failure, path, err);
  g_assert_nonnull (strstr (failure.message, "old.txt”: the disk is full. The old file is unchanged."));
  g_assert_cmpstr (failure.sentence.format, ==, "Could not save “%s”: %s. The old file is unchanged.");

  g_assert_true (fs_test_free_disk (dir, &error));
  g_assert_no_error (error);
  g_assert_cmpint (futo_atomic_file_save (path, "new", 3), ==, 0);
}

static void
test_read_only (void)
{
  g_autofree char *path = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *fresh = NULL;
  g_autoptr (GError) error = NULL;
  FutoError failure;

  if (skip_without_disk ())
    return;
  dir = prepare ("read-only", &path);
  fresh = g_build_filename (dir, "new.txt", NULL);
  g_assert_true (fs_test_set_read_only (small_disk, TRUE, &error));
  g_assert_no_error (error);

  g_assert_cmpint (futo_atomic_file_save (path, "new", 3), ==, EROFS);
  assert_old_bytes (path);
  g_assert_cmpint (futo_atomic_file_save (fresh, "new", 3), ==, EROFS);
  futo_atomic_file_set_error (&failure, fresh, EROFS);
  g_assert_nonnull (strstr (failure.message, "new.txt”: the disk is read-only. No file was written."));

  g_assert_true (fs_test_set_read_only (small_disk, FALSE, &error));
  g_assert_no_error (error);
  assert_no_leftover (dir);
}

int
main (int    argc,
      char **argv)
{
  /* Before any thread starts: a private mount namespace. */
  small_disk = fs_test_small_disk (64 * 1024, &small_disk_error);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/atomic-file/replaces-and-keeps-mode", test_replaces_and_keeps_mode);
  g_test_add_func ("/atomic-file/streaming", test_streaming);
  g_test_add_func ("/atomic-file/full-disk", test_full_disk);
  g_test_add_func ("/atomic-file/read-only", test_read_only);
  return g_test_run ();
}
