/* test-lessons-hostile.c: lessons written to break the reader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every lesson of tests/data/lessons/hostile (with the FIFOs, symlinks and
 * large files made in a copy of it) is opened as the app opens it: each
 * must be refused with a message in valid UTF-8 that starts with the
 * place expected.txt gives, or be read when it is only large. Also: a
 * byte-order mark is accepted, columns count characters, and the steps of
 * a lesson share its puzzles.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "futoshiki-lesson.h"
#include "lesson-hostile-util.h"

static void
check_case (const char              *dir,
            const LessonHostileCase *c)
{
  g_autofree char *path = g_build_filename (dir, c->name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(FutoshikiLesson) lesson = futoshiki_lesson_new_from_file (file, NULL, &error);

  g_test_message ("%s: %s", c->name, error != NULL ? error->message : "read");
  if (strcmp (c->place, "read") == 0)
    {
      g_assert_no_error (error);
      g_assert_nonnull (lesson);
      if (g_str_has_prefix (c->name, "many-steps"))
        g_assert_cmpuint (futoshiki_lesson_get_n_steps (lesson), ==, g_ascii_strtoull (c->words, NULL, 10));
      else
        g_assert_cmpuint (g_utf8_strlen (futoshiki_lesson_get_title (lesson), -1), ==,
                          g_ascii_strtoull (c->words, NULL, 10));
      return;
    }
  g_assert_null (lesson);
  g_assert_nonnull (error);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_nonnull (strstr (error->message, c->words));
  if (strcmp (c->place, "-") == 0)
    g_assert_nonnull (strstr (error->message, c->name));
  else
    {
      g_autofree char *start = g_strdup_printf ("%s:%s: ", c->name, c->place);

      if (!g_str_has_prefix (error->message, start))
        g_error ("%s: expected the place %s, got: %s", c->name, start, error->message);
    }
}

static void
test_corpus (void)
{
  g_autofree char *dir = lesson_hostile_make ();
  g_autoptr(GPtrArray) cases = lesson_hostile_cases ();
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  /* Every lesson of the folder has its expectation. */
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      gboolean listed = FALSE;

      for (guint i = 0; i < cases->len && !listed; i++)
        listed = strcmp (((LessonHostileCase *) g_ptr_array_index (cases, i))->name, name) == 0;
      if (g_str_has_suffix (name, ".lesson") && !listed)
        g_error ("%s has no line in expected.txt", name);
    }
  for (guint i = 0; i < cases->len; i++)
    check_case (dir, g_ptr_array_index (cases, i));
  lesson_hostile_remove (dir);
}

static FutoshikiLesson *
read_text (const char  *text,
           gssize       length,
           GError     **error)
{
  return futoshiki_lesson_new_from_data (text, length, "t.lesson", NULL, error);
}

static void
test_byte_order_mark (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FutoshikiLesson) lesson =
    read_text ("\xEF\xBB\xBF<?xml version=\"1.0\"?>\n<lesson><title>T</title><step><p>x</p></step></lesson>\n",
               -1, &error);
  g_autoptr(FutoshikiLesson) bad = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (futoshiki_lesson_get_title (lesson), ==, "T");
  /* The line after it counts its columns from 1, as before it. */
  bad = read_text ("\xEF\xBB\xBF<lesson><bogus/></lesson>", -1, &error);
  g_assert_null (bad);
  g_assert_true (g_str_has_prefix (error->message, "t.lesson:1:9: "));
}

/* A column after "ÄÖÜ" counts three characters, not six bytes, and the
 * error of a step after steps of umlauts is the step's own. */
static void
test_columns_in_characters (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FutoshikiLesson) lesson =
    read_text ("<lesson><title>ÄÖÜ</title><bogus/></lesson>", -1, &error);

  g_assert_null (lesson);
  g_assert_true (g_str_has_prefix (error->message, "t.lesson:1:27: "));
}

/* An inline puzzle's fault is placed in the file, its indent counted. */
static void
test_inline_puzzle_column (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FutoshikiLesson) lesson =
    read_text ("<lesson>\n<title>T</title>\n<puzzle id=\"p\">\n    4\n    . | . | . | .\n    - - - -\n"
               "    . | 9 | . | .\n    - - - -\n    . | . | . | .\n    - - - -\n    . | . | . | .\n</puzzle>\n"
               "<step><p>x</p></step></lesson>\n", -1, &error);

  g_assert_null (lesson);
  g_assert_true (g_str_has_prefix (error->message, "t.lesson:7:9: "));
}

/* What the file says is never cut at a NUL, even inside an attribute
 * given with its length. */
static void
test_nul_refused (void)
{
  static const char text[] = "<lesson><title>T\0x</title><step><p>x</p></step></lesson>";
  g_autoptr(GError) error = NULL;
  g_autoptr(FutoshikiLesson) lesson = read_text (text, sizeof text - 1, &error);

  g_assert_null (lesson);
  g_assert_error (error, FUTOSHIKI_LESSON_ERROR, FUTOSHIKI_LESSON_ERROR_SYNTAX);
  g_assert_true (g_str_has_prefix (error->message, "t.lesson:1:17: "));
}

/* A name that is not UTF-8 (a file's, from the disk) is mended in the
 * message. */
static void
test_name_made_valid (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FutoshikiLesson) lesson =
    futoshiki_lesson_new_from_data ("<lesson/>", -1, "caf\xe9.lesson", NULL, &error);

  g_assert_null (lesson);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
}

/* A puzzle file named "sub/../p.txt" stays in the folder and is read;
 * one climbing out by a folder of the same prefix is not. */
static void
test_confinement_by_components (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *top = g_dir_make_tmp ("lesson-confined-XXXXXX", &error);
  g_autofree char *dir = g_build_filename (top, "less", NULL);
  g_autofree char *sub = g_build_filename (dir, "sub", NULL);
  g_autofree char *twin = g_build_filename (top, "lesson", NULL);
  g_autofree char *inside = g_build_filename (dir, "p.txt", NULL);
  g_autofree char *outside = g_build_filename (twin, "p.txt", NULL);
  static const char puzzle[] = "4\n. | . | . | .\n- - - -\n. | . | . | .\n- - - -\n. | . | . | .\n- - - -\n"
                               ". | . | . | .\n";
  g_autoptr(GFile) base = NULL;
  g_autoptr(FutoshikiLesson) good = NULL;
  g_autoptr(FutoshikiLesson) bad = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (sub, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (twin, 0700), ==, 0);
  g_assert_true (g_file_set_contents (inside, puzzle, -1, NULL));
  g_assert_true (g_file_set_contents (outside, puzzle, -1, NULL));
  base = g_file_new_for_path (dir);
  good = futoshiki_lesson_new_from_data ("<lesson><title>T</title><puzzle id=\"p\" file=\"sub/../p.txt\"/>"
                                         "<step puzzle=\"p\"><p>x</p></step></lesson>", -1, "t.lesson", base, &error);
  g_assert_no_error (error);
  g_assert_nonnull (good);
  bad = futoshiki_lesson_new_from_data ("<lesson><title>T</title><puzzle id=\"p\" file=\"../lesson/p.txt\"/>"
                                        "<step puzzle=\"p\"><p>x</p></step></lesson>", -1, "t.lesson", base, &error);
  g_assert_null (bad);
  g_assert_nonnull (strstr (error->message, "outside"));
  g_unlink (inside);
  g_unlink (outside);
  g_rmdir (sub);
  g_rmdir (dir);
  g_rmdir (twin);
  g_rmdir (top);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lessons-hostile/corpus", test_corpus);
  g_test_add_func ("/lessons-hostile/byte-order-mark", test_byte_order_mark);
  g_test_add_func ("/lessons-hostile/columns-in-characters", test_columns_in_characters);
  g_test_add_func ("/lessons-hostile/inline-puzzle-column", test_inline_puzzle_column);
  g_test_add_func ("/lessons-hostile/nul-refused", test_nul_refused);
  g_test_add_func ("/lessons-hostile/name-made-valid", test_name_made_valid);
  g_test_add_func ("/lessons-hostile/confinement-by-components", test_confinement_by_components);
  return g_test_run ();
}
