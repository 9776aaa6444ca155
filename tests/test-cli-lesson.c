/* test-cli-lesson.c: futoshiki lesson check, a teacher's lint
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every shipped lesson passes with a summary of what it holds; every
 * hostile lesson (tests/data/lessons/hostile, with the FIFOs, symlinks and
 * large files made in a copy) is refused with exit status 2 and its
 * place as FILE:LINE:COLUMN, or read when it is only large; a moment the
 * run never reaches is blamed on its step.
 */
#include <string.h>

#include <glib/gstdio.h>

#include "cli-test-util.h"
#include "lesson-hostile-util.h"

static void
test_shipped_pass (void)
{
  const char *dir = g_getenv ("FUTOSHIKI_LAB_LESSONDIR");
  g_autoptr(GDir) listing = NULL;
  const char *name;
  guint checked = 0;

  g_assert_nonnull (dir);
  listing = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(Run) run = NULL;

      if (!g_str_has_suffix (name, ".lesson"))
        continue;
      run = RUN ("lesson", "check", path);
      if (run->status != 0)
        g_error ("%s: exit %d: %s", name, run->status, run->err);
      g_assert_true (g_str_has_prefix (run->out, path));
      g_assert_nonnull (strstr (run->out, " steps, "));
      g_assert_nonnull (strstr (run->out, " found\n"));
      checked++;
    }
  g_assert_cmpuint (checked, >=, 6);
}

static void
test_hostile_refused (void)
{
  g_autofree char *dir = lesson_hostile_make ();
  g_autoptr(GPtrArray) cases = lesson_hostile_cases ();

  for (guint i = 0; i < cases->len; i++)
    {
      const LessonHostileCase *c = g_ptr_array_index (cases, i);
      g_autofree char *path = g_build_filename (dir, c->name, NULL);
      g_autoptr(Run) run = RUN ("lesson", "check", path);

      g_test_message ("%s: exit %d: %s%s", c->name, run->status, run->out, run->err);
      g_assert_true (g_utf8_validate (run->err, -1, NULL));
      if (strcmp (c->place, "read") == 0)
        {
          g_assert_cmpint (run->status, ==, 0);
          g_assert_true (g_str_has_prefix (run->out, path));
          continue;
        }
      g_assert_cmpint (run->status, ==, 2);
      g_assert_nonnull (strstr (run->err, c->words));
      if (strcmp (c->place, "-") != 0)
        {
          g_autofree char *start = g_strdup_printf ("futoshiki: %s:%s: ", path, c->place);

          if (!g_str_has_prefix (run->err, start))
            g_error ("%s: expected %s, got %s", c->name, start, run->err);
        }
      /* One line: a teacher's editor jumps to it. */
      g_assert_cmpint (strchr (run->err, '\n') - run->err + 1, ==, (int) strlen (run->err));
    }
  lesson_hostile_remove (dir);
}

/* A lesson that reads well but whose moment the run never reaches: the
 * recording is made, and the step is blamed. */
static void
test_moment_not_reached (void)
{
  g_autofree char *puzzle = scratch ("moment-4x4.txt", "4\n" ". | . | . | .\n" GRID4_TAIL, -1);
  g_autofree char *path = scratch ("moment.lesson",
                                   "<lesson>\n  <title>T</title>\n  <puzzle id=\"p\" file=\"moment-4x4.txt\"/>\n"
                                   "  <step puzzle=\"p\" method=\"bt\" moment=\"first dead end\"><p>x</p></step>\n"
                                   "  <step puzzle=\"p\" method=\"bt\" moment=\"900th dead end\"><p>x</p></step>\n"
                                   "</lesson>\n", -1);
  g_autoptr(Run) run = RUN ("lesson", "check", path);
  g_autofree char *start = g_strdup_printf ("futoshiki: %s:5:3: moment “900th dead end”", path);

  g_assert_cmpint (run->status, ==, 2);
  g_assert_true (g_str_has_prefix (run->err, start));
  g_unlink (puzzle);
}

static void
test_summary_counts (void)
{
  g_autofree char *puzzle = scratch ("summary-4x4.txt", "4\n" ". | . | . | .\n" GRID4_TAIL, -1);
  g_autofree char *path = scratch ("summary.lesson",
                                   "<lesson>\n  <title>T</title>\n  <puzzle id=\"p\" file=\"summary-4x4.txt\"/>\n"
                                   "  <step puzzle=\"p\" method=\"bt\" moment=\"first dead end\"><p>x</p></step>\n"
                                   "  <step puzzle=\"p\" method=\"fc\"><p>x</p></step>\n"
                                   "  <step><p>x</p></step>\n"
                                   "</lesson>\n", -1);
  g_autoptr(Run) run = RUN ("lesson", "check", path);
  g_autofree char *want = g_strdup_printf ("%s: 3 steps, 1 puzzle, 2 methods (bt, fc), 2 moments found\n", path);

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->out, ==, want);
  g_unlink (puzzle);
}

static void
test_usage (void)
{
  g_autoptr(Run) bare = RUN ("lesson");
  g_autoptr(Run) two = RUN ("lesson", "check", "a.lesson", "b.lesson");
  g_autoptr(Run) other = RUN ("lesson", "show", "a.lesson");
  g_autoptr(Run) help = RUN ("lesson", "check", "--help");
  g_autoptr(Run) asked = RUN ("help", "lesson");

  g_assert_cmpint (bare->status, ==, 2);
  g_assert_cmpint (two->status, ==, 2);
  g_assert_cmpint (other->status, ==, 2);
  g_assert_nonnull (strstr (other->err, "check"));
  g_assert_cmpint (help->status, ==, 0);
  g_assert_nonnull (strstr (help->out, "futoshiki lesson check FILE"));
  g_assert_cmpint (asked->status, ==, 0);
  g_assert_nonnull (strstr (asked->out, "futoshiki lesson check FILE"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-lesson/shipped-pass", test_shipped_pass);
  g_test_add_func ("/cli-lesson/hostile-refused", test_hostile_refused);
  g_test_add_func ("/cli-lesson/moment-not-reached", test_moment_not_reached);
  g_test_add_func ("/cli-lesson/summary-counts", test_summary_counts);
  g_test_add_func ("/cli-lesson/usage", test_usage);
  return cli_test_run ();
}
