/* test-bookmarks.c: bookmarks with a note, saved beside the puzzle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Added in any order they list in the order of the run, per method; a new
 * note replaces the old; saved through the atomic writer they read back
 * equal; a damaged file is refused with its file, line and column; the
 * bounds hold; a bookmark is a lesson moment as it stands.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "futoshiki-bookmarks.h"

static void
on_changed (FutoshikiBookmarks *bookmarks,
            const char         *method,
            int                *count)
{
  (*count)++;
}

static void
test_add_remove (void)
{
  g_autoptr(FutoshikiBookmarks) bookmarks = futoshiki_bookmarks_new ("ab12");
  g_autoptr(GError) error = NULL;
  int changes = 0;

  g_signal_connect (bookmarks, "changed", G_CALLBACK (on_changed), &changes);
  g_assert_true (futoshiki_bookmarks_add (bookmarks, "fc", 412, "the first dead end", NULL));
  g_assert_true (futoshiki_bookmarks_add (bookmarks, "fc", 17, "r1c1 = 2, a guess", NULL));
  g_assert_true (futoshiki_bookmarks_add (bookmarks, "bt", 9, "backtracking’s own", NULL));
  g_assert_true (futoshiki_bookmarks_add (bookmarks, "fc", 412, "the first dead end: r3c1 is empty", NULL));
  g_assert_cmpint (changes, ==, 4);
  g_assert_cmpuint (futoshiki_bookmarks_get_n_items (bookmarks, "fc"), ==, 2);
  g_assert_cmpuint (futoshiki_bookmarks_get_event (bookmarks, "fc", 0), ==, 17);
  g_assert_cmpuint (futoshiki_bookmarks_get_event (bookmarks, "fc", 1), ==, 412);
  g_assert_cmpstr (futoshiki_bookmarks_get_note (bookmarks, "fc", 1), ==, "the first dead end: r3c1 is empty");
  g_assert_cmpuint (futoshiki_bookmarks_get_n_items (bookmarks, "mac"), ==, 0);

  /* One line of text, for a method's id. */
  g_assert_false (futoshiki_bookmarks_add (bookmarks, "fc", 3, "two\nlines", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (futoshiki_bookmarks_add (bookmarks, "F C", 3, "note", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  g_assert_true (futoshiki_bookmarks_remove (bookmarks, "fc", 17));
  g_assert_false (futoshiki_bookmarks_remove (bookmarks, "fc", 17));
  g_assert_cmpuint (futoshiki_bookmarks_get_n_items (bookmarks, "fc"), ==, 1);
  g_assert_cmpint (changes, ==, 5);

  {
    g_autofree char *moment = futoshiki_bookmarks_get_moment (412);

    g_assert_cmpstr (moment, ==, "event 412");
  }
}

static void
test_save_load (void)
{
  g_autoptr(FutoshikiBookmarks) bookmarks = futoshiki_bookmarks_new (NULL);
  g_autoptr(FutoshikiBookmarks) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bookmarks-XXXXXX", NULL);
  g_autofree char *puzzle_path = g_build_filename (dir, "week-12.txt", NULL);
  g_autoptr(GFile) puzzle = g_file_new_for_path (puzzle_path);
  g_autoptr(GFile) file = futoshiki_bookmarks_file_for (puzzle);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *key = futoshiki_bookmarks_puzzle_key ("4\n1 . . .\n");
  g_autoptr(GBytes) saved = NULL, again = NULL;

  g_assert_cmpstr (name, ==, "week-12.txt.bookmarks");
  g_assert_cmpuint (strlen (key), ==, 64);
  g_clear_object (&bookmarks);
  bookmarks = futoshiki_bookmarks_new (key);
  g_assert_true (futoshiki_bookmarks_add (bookmarks, "mac", 120, "AC-3 empties r2c2 — Zeile 2", NULL));
  g_assert_true (futoshiki_bookmarks_add (bookmarks, "fc", 7, "", NULL));
  g_assert_true (futoshiki_bookmarks_save (bookmarks, file, NULL, &error));
  g_assert_no_error (error);

  read = futoshiki_bookmarks_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (futoshiki_bookmarks_get_puzzle_key (read), ==, key);
  g_assert_cmpuint (futoshiki_bookmarks_get_n_items (read, "mac"), ==, 1);
  g_assert_cmpstr (futoshiki_bookmarks_get_note (read, "mac", 0), ==, "AC-3 empties r2c2 — Zeile 2");
  g_assert_cmpstr (futoshiki_bookmarks_get_note (read, "fc", 0), ==, "");
  saved = futoshiki_bookmarks_to_bytes (bookmarks);
  again = futoshiki_bookmarks_to_bytes (read);
  g_assert_true (g_bytes_equal (saved, again));

  g_assert_null (futoshiki_bookmarks_load (puzzle, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

  g_unlink (g_file_peek_path (file));
  g_rmdir (dir);
}

static void
check_refused (const char *text,
               const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FutoshikiBookmarks) read = futoshiki_bookmarks_new_from_data (text, strlen (text), "x.bookmarks",
                                                                           &error);

  g_assert_null (read);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_cmpstr (error->message, ==, message);
}

static void
test_refused (void)
{
  check_refused ("hello\n", "x.bookmarks:1:1: not a bookmarks file: it begins “futoshiki-bookmarks 1”");
  check_refused ("futoshiki-bookmarks 1\n12 before a method\n",
                 "x.bookmarks:2:1: a bookmark before any “method” line");
  check_refused ("futoshiki-bookmarks 1\nmethod fc\n12 one\n# a comment\n\n12 two\n",
                 "x.bookmarks:6:1: event 12 is bookmarked twice");
  check_refused ("futoshiki-bookmarks 1\nmethod fc\n99999999999999999999999 big\n",
                 "x.bookmarks:3:1: “99999999999999999999999” is no event number");
  check_refused ("futoshiki-bookmarks 1\nmethod fc\n12\n", "x.bookmarks:3:3: the event has no note after it");
  check_refused ("futoshiki-bookmarks 1\nmethod Fc\n", "x.bookmarks:2:8: “method” wants a method’s id");
  check_refused ("futoshiki-bookmarks 1\nmethod fc\n3 é\tx\n", "x.bookmarks:3:3: the note holds a control character");
  check_refused ("futoshiki-bookmarks 1\nmethod fc\n3 ab\xff\n", "x.bookmarks:3:5: not valid UTF-8 text");
  check_refused ("futoshiki-bookmarks 1\nmethod fc\nmethod fc\n", "x.bookmarks:3:8: the method “fc” comes twice");
  check_refused ("futoshiki-bookmarks 1\nmethod fc\npuzzle ab\n",
                 "x.bookmarks:3:1: “puzzle” comes once, before the methods");
}

/* Bounds: the count of bookmarks and the length of a note. */
static void
test_bounds (void)
{
  g_autoptr(FutoshikiBookmarks) bookmarks = futoshiki_bookmarks_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *long_note = g_strnfill (FUTOSHIKI_BOOKMARK_NOTE_MAX_CHARS + 1, 'x');
  g_autoptr(GString) many = g_string_new ("futoshiki-bookmarks 1\nmethod fc\n");

  g_assert_false (futoshiki_bookmarks_add (bookmarks, "fc", 1, long_note, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  for (int i = 0; i < FUTOSHIKI_BOOKMARKS_MAX; i++)
    g_assert_true (futoshiki_bookmarks_add (bookmarks, "fc", (guint64) i, "n", NULL));
  g_assert_false (futoshiki_bookmarks_add (bookmarks, "bt", 1, "one too many", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_clear_error (&error);

  for (int i = 0; i <= FUTOSHIKI_BOOKMARKS_MAX; i++)
    g_string_append_printf (many, "%d n\n", i);
  g_assert_null (futoshiki_bookmarks_new_from_data (many->str, many->len, "x.bookmarks", &error));
  g_assert_cmpstr (error->message, ==, "x.bookmarks:10003:1: more than 10000 bookmarks");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bookmarks/add-remove", test_add_remove);
  g_test_add_func ("/bookmarks/save-load", test_save_load);
  g_test_add_func ("/bookmarks/refused", test_refused);
  g_test_add_func ("/bookmarks/bounds", test_bounds);
  return g_test_run ();
}
