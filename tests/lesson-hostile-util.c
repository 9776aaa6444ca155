/* lesson-hostile-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lesson-hostile-util.h"

#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test-data.h"

#define MANY_STEPS 20000
#define LONG_TITLE_CHARS 1000000
/* As FUTOSHIKI_LESSON_FILE_MAX_BYTES (4 MiB), plus one byte. */
#define TOO_LARGE_BYTES (4u * 1024 * 1024 + 1)

static void
write_file (const char *dir,
            const char *name,
            const char *contents,
            gssize      length)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, length, &error);
  g_assert_no_error (error);
}

static void
make_link (const char *dir,
           const char *name,
           const char *target)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_cmpint (symlink (target, path), ==, 0);
}

/* Twenty thousand steps on one puzzle; with bad_last the last frames a
 * cell the 4×4 does not have, on line 4 + MANY_STEPS. */
static char *
many_steps (gboolean bad_last)
{
  GString *text = g_string_new ("<?xml version=\"1.0\"?>\n<lesson>\n  <title>Many steps</title>\n"
                                "  <puzzle id=\"p\" file=\"ok-4x4.txt\"/>\n");

  for (int i = 0; i < MANY_STEPS; i++)
    g_string_append_printf (text, "  <step puzzle=\"p\" highlight=\"%s\"><p>Step %d.</p></step>\n",
                            bad_last && i == MANY_STEPS - 1 ? "r5c5" : "r1c1", i + 1);
  g_string_append (text, "</lesson>\n");
  return g_string_free (text, FALSE);
}

/* A title of a million characters with no space to break it at. */
static char *
long_title (void)
{
  GString *text = g_string_new ("<lesson>\n  <title>");

  for (int i = 0; i < LONG_TITLE_CHARS; i++)
    g_string_append_c (text, 'W');
  g_string_append (text, "</title>\n  <summary>");
  for (int i = 0; i < LONG_TITLE_CHARS / 2; i++)
    g_string_append_c (text, 'S');
  g_string_append (text, "</summary>\n  <step><p>x</p></step>\n</lesson>\n");
  return g_string_free (text, FALSE);
}

char *
lesson_hostile_make (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *top = g_dir_make_tmp ("lesson-hostile-XXXXXX", &error);
  g_autofree char *source = test_data_path ("lessons/hostile");
  char *dir = g_build_filename (top, "hostile", NULL);
  g_autoptr(GDir) listing = NULL;
  g_autofree char *big = NULL;
  const char *name;

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  listing = g_dir_open (source, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (source, name, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_file_get_contents (path, &contents, &length, &error);
      g_assert_no_error (error);
      write_file (dir, name, contents, length);
    }

  /* Beside the copy, not in it: what the symlink escapes to. */
  write_file (top, "outside.txt", "4\n. | . | . | .\n- - - -\n. | . | . | .\n- - - -\n"
              ". | . | . | .\n- - - -\n. | . | . | .\n", -1);
  make_link (dir, "escape.txt", "../outside.txt");
  make_link (dir, "zero.txt", "/dev/zero");
  make_link (dir, "dev-zero-link.lesson", "/dev/zero");
  {
    g_autofree char *fifo = g_build_filename (dir, "fifo.txt", NULL);
    g_autofree char *fifo_lesson = g_build_filename (dir, "fifo.lesson", NULL);

    g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
    g_assert_cmpint (mkfifo (fifo_lesson, 0600), ==, 0);
  }
  big = g_malloc (TOO_LARGE_BYTES);
  memset (big, ' ', TOO_LARGE_BYTES);
  write_file (dir, "too-large.lesson", big, TOO_LARGE_BYTES);
  {
    g_autofree char *good = many_steps (FALSE);
    g_autofree char *bad = many_steps (TRUE);
    g_autofree char *title = long_title ();

    write_file (dir, "many-steps.lesson", good, -1);
    write_file (dir, "many-steps-last-bad.lesson", bad, -1);
    write_file (dir, "long-title.lesson", title, -1);
  }
  return dir;
}

void
lesson_hostile_remove (const char *dir)
{
  g_autofree char *top = g_path_get_dirname (dir);
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  g_autofree char *outside = g_build_filename (top, "outside.txt", NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
  g_unlink (outside);
  g_rmdir (top);
}

static void
case_free (gpointer data)
{
  LessonHostileCase *c = data;

  g_free (c->name);
  g_free (c->place);
  g_free (c->words);
  g_free (c);
}

GPtrArray *
lesson_hostile_cases (void)
{
  g_autofree char *text = test_read_data ("lessons/hostile/expected.txt", NULL);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GPtrArray *cases = g_ptr_array_new_with_free_func (case_free);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      LessonHostileCase *c;
      const char *name;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      fields = g_strsplit (lines[i], "\t", 3);
      g_assert_cmpuint (g_strv_length (fields), ==, 3);
      name = g_str_has_prefix (fields[0], "made:") ? fields[0] + 5 : fields[0];
      c = g_new0 (LessonHostileCase, 1);
      c->name = g_strdup (name);
      c->place = g_strdup (fields[1]);
      c->words = g_strdup (fields[2]);
      g_ptr_array_add (cases, c);
    }
  return cases;
}
