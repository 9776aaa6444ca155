/* test-api-readers.c: the scripting API's file readers keep the limits
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * futoshiki_puzzle_new_from_file() and futoshiki_trace_new_from_file()
 * once read whatever they were given: /dev/zero until the memory ran out,
 * a FIFO until someone wrote to it. They refuse both at once, refuse a
 * file past their documented limit (docs/file-limits.md) without reading
 * it, and still read a real file.
 */
#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "futoshiki-file-read.h"
#include "futoshiki-glib.h"

typedef struct
{
  char *dir;
  char *fifo;
  char *sparse;
} Fixture;

/* A file of size bytes that holds only holes past its first line. */
static void
make_sparse (const char *path,
             const char *first_line,
             goffset     size)
{
  FILE *stream = g_fopen (path, "w");

  g_assert_nonnull (stream);
  fputs (first_line, stream);
  g_assert_cmpint (ftruncate (fileno (stream), size), ==, 0);
  fclose (stream);
}

static void
fixture_set_up (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("test-api-readers-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->fifo = g_build_filename (fixture->dir, "fifo.txt", NULL);
  g_assert_cmpint (mkfifo (fixture->fifo, 0600), ==, 0);
  fixture->sparse = g_build_filename (fixture->dir, "sparse.txt", NULL);
}

static void
fixture_tear_down (Fixture *fixture, gconstpointer data)
{
  g_unlink (fixture->fifo);
  g_unlink (fixture->sparse);
  g_rmdir (fixture->dir);
  g_free (fixture->fifo);
  g_free (fixture->sparse);
  g_free (fixture->dir);
}

static void
assert_names (const GError *error, const char *path)
{
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
}

static void
test_puzzle_not_regular (Fixture *fixture, gconstpointer data)
{
  const char *paths[] = { "/dev/zero", "/dev/null", fixture->fifo, fixture->dir };

  for (gsize i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr (GFile) file = g_file_new_for_path (paths[i]);
      g_autoptr (GError) error = NULL;
      g_autoptr (FutoshikiPuzzle) puzzle = futoshiki_puzzle_new_from_file (file, &error);

      g_assert_null (puzzle);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
      assert_names (error, paths[i]);
    }
}

static void
test_puzzle_too_large (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GFile) file = g_file_new_for_path (fixture->sparse);
  g_autoptr (GError) error = NULL;
  g_autoptr (FutoshikiPuzzle) puzzle = NULL;

  make_sparse (fixture->sparse, "4\n", FUTOSHIKI_PUZZLE_FILE_MAX_BYTES + 1);
  puzzle = futoshiki_puzzle_new_from_file (file, &error);
  g_assert_null (puzzle);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  assert_names (error, fixture->sparse);

  /* The same file within the limit is read (and refused as a puzzle). */
  g_clear_error (&error);
  make_sparse (fixture->sparse, "4\n", 64);
  puzzle = futoshiki_puzzle_new_from_file (file, &error);
  g_assert_null (puzzle);
  g_assert_false (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE));
}

static void
test_puzzle_regular (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GFile) file = g_file_new_for_path (fixture->sparse);
  g_autoptr (GError) error = NULL;
  g_autoptr (FutoshikiPuzzle) puzzle = NULL;

  g_assert_true (g_file_set_contents (fixture->sparse, "2\n1 | .\n- -\n. | .\n", -1, NULL));
  puzzle = futoshiki_puzzle_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (futoshiki_puzzle_get_size (puzzle), ==, 2);
}

static void
test_trace_not_regular (Fixture *fixture, gconstpointer data)
{
  const char *paths[] = { "/dev/zero", fixture->fifo, fixture->dir };

  for (gsize i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr (GFile) file = g_file_new_for_path (paths[i]);
      g_autoptr (GError) error = NULL;
      g_autoptr (FutoshikiTrace) trace = futoshiki_trace_new_from_file (file, &error);

      g_assert_null (trace);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
      assert_names (error, paths[i]);
    }
}

/* Past 1 GiB by its size alone: the holes are never read. */
static void
test_trace_too_large (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GFile) file = g_file_new_for_path (fixture->sparse);
  g_autoptr (GError) error = NULL;
  g_autoptr (FutoshikiTrace) trace = NULL;

  make_sparse (fixture->sparse, "futoshiki-lab-trace 1\n", (goffset) FUTOSHIKI_TRACE_FILE_MAX_BYTES + 1);
  trace = futoshiki_trace_new_from_file (file, &error);
  g_assert_null (trace);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  assert_names (error, fixture->sparse);
}

static void
test_trace_regular (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GFile) file = g_file_new_for_path (fixture->sparse);
  g_autoptr (GError) error = NULL;
  g_autoptr (FutoshikiTrace) trace = NULL;

  g_assert_true (g_file_set_contents (fixture->sparse,
                                      "futoshiki-lab-trace 1\nsize 2\nevents 1\n"
                                      "assign r1c1 1 decision depth 1\n", -1, NULL));
  trace = futoshiki_trace_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (trace);
}

static void
test_too_large_helper (void)
{
  g_autoptr (GFile) file = g_file_new_for_path ("/somewhere/big.trace");
  g_autoptr (GError) error = NULL;

  futoshiki_file_set_too_large_error (&error, file, 1024);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  assert_names (error, "/somewhere/big.trace");
  g_assert_nonnull (strstr (error->message, "1.0"));
  /* One sentence: no line break, one full stop at most at the end. */
  g_assert_null (strchr (error->message, '\n'));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/api-readers/puzzle/not-regular", Fixture, NULL, fixture_set_up,
              test_puzzle_not_regular, fixture_tear_down);
  g_test_add ("/api-readers/puzzle/too-large", Fixture, NULL, fixture_set_up,
              test_puzzle_too_large, fixture_tear_down);
  g_test_add ("/api-readers/puzzle/regular", Fixture, NULL, fixture_set_up,
              test_puzzle_regular, fixture_tear_down);
  g_test_add ("/api-readers/trace/not-regular", Fixture, NULL, fixture_set_up,
              test_trace_not_regular, fixture_tear_down);
  g_test_add ("/api-readers/trace/too-large", Fixture, NULL, fixture_set_up,
              test_trace_too_large, fixture_tear_down);
  g_test_add ("/api-readers/trace/regular", Fixture, NULL, fixture_set_up,
              test_trace_regular, fixture_tear_down);
  g_test_add_func ("/api-readers/too-large-helper", test_too_large_helper);
  return g_test_run ();
}
