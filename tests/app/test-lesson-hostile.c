/* test-lesson-hostile.c: Open Lesson… on lessons written to break it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each lesson of tests/data/lessons/hostile (with the FIFOs, symlinks and
 * large files made in a copy) is opened as Open Lesson… opens it: the
 * window must go on drawing frames while it is read (in a worker thread),
 * and then show it, or say why not in a "Cannot Open Lesson" dialog whose
 * text is valid UTF-8, short enough to lay out and starts with the place
 * expected.txt gives. The list, pointed at the same folder, lists them
 * all, the million-character title cut short.
 */
#include "config.h"

#include "app-test-util.h"
#include "board-test-util.h"
#include "lab-lesson-window.h"
#include "lesson-hostile-util.h"
#include "shot-test-util.h"

static gboolean
is_idle (gpointer data)
{
  return !lab_lesson_window_get_loading (LAB_LESSON_WINDOW (data));
}

static LabLessonWindow *
open_lessons (LabWindow *window)
{
  LabLessonWindow *lessons;

  lab_test_activate (window, "lessons", NULL);
  lessons = LAB_LESSON_WINDOW (lab_test_wait_for_toplevel (LAB_TYPE_LESSON_WINDOW, NULL));
  lab_test_wait_until (is_idle, lessons);
  return lessons;
}

static gboolean
has_dialog (gpointer data)
{
  return lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL) != NULL;
}

static void
check_case (LabLessonWindow         *lessons,
            const char              *dir,
            const LessonHostileCase *c)
{
  g_autofree char *path = g_build_filename (dir, c->name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  AdwMessageDialog *dialog;
  const char *body;

  g_test_message ("%s", c->name);
  lab_lesson_window_open_file (lessons, file);
  /* The window still draws while the file is read. */
  lab_test_wait_for_frames (GTK_WIDGET (lessons), 2);
  lab_test_wait_until (is_idle, lessons);
  if (strcmp (c->place, "read") == 0)
    {
      g_assert_nonnull (lab_lesson_window_get_lesson (lessons));
      g_assert_null (lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL));
      lab_test_wait_for_frames (GTK_WIDGET (lessons), 2);
      lab_lesson_window_set_lesson (lessons, NULL);
      return;
    }
  lab_test_wait_until (has_dialog, NULL);
  dialog = ADW_MESSAGE_DIALOG (lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Cannot Open Lesson");
  body = adw_message_dialog_get_body (dialog);
  g_test_message ("  %s", body);
  g_assert_true (g_utf8_validate (body, -1, NULL));
  g_assert_cmpint (g_utf8_strlen (body, -1), <=, 601);
  g_assert_nonnull (strstr (body, c->words));
  if (strcmp (c->place, "-") != 0)
    {
      g_autofree char *start = g_strdup_printf ("%s:%s: ", c->name, c->place);

      g_assert_true (g_str_has_prefix (body, start));
    }
  if (strcmp (c->name, "invalid-utf8-title.lesson") == 0)
    lab_test_shoot (GTK_WIDGET (dialog), "lesson-hostile-dialog.png");
  lab_test_wait_for_frames (GTK_WIDGET (dialog), 2);
  lab_test_destroy_window (GTK_WINDOW (dialog), FALSE);
}

static void
test_open_each (void)
{
  g_autofree char *dir = lesson_hostile_make ();
  g_autoptr(GPtrArray) cases = lesson_hostile_cases ();
  LabWindow *window = lab_test_create_window (NULL);
  LabLessonWindow *lessons = open_lessons (window);

  for (guint i = 0; i < cases->len; i++)
    check_case (lessons, dir, g_ptr_array_index (cases, i));
  lab_test_discard_and_destroy (window);
  lesson_hostile_remove (dir);
}

/* Every hostile lesson as a shipped one: each listed, the readable ones
 * under their titles (the long one cut), the others with their errors. */
static void
test_list_of_hostile (void)
{
  g_autofree char *dir = lesson_hostile_make ();
  g_autofree char *saved = g_strdup (g_getenv ("FUTOSHIKI_LAB_LESSONDIR"));
  LabWindow *window;
  LabLessonWindow *lessons;
  GtkWidget *list;
  guint rows = 0;

  g_setenv ("FUTOSHIKI_LAB_LESSONDIR", dir, TRUE);
  window = lab_test_create_window (NULL);
  lessons = open_lessons (window);
  gtk_window_set_default_size (GTK_WINDOW (lessons), 420, 900);
  lab_test_wait_for_frames (GTK_WIDGET (lessons), 3);
  lab_test_shoot (GTK_WIDGET (lessons), "lesson-hostile-list.png");
  list = lab_test_template_child (GTK_WIDGET (lessons), LAB_TYPE_LESSON_WINDOW, "lesson_list");
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
      const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));

      g_assert_true (g_utf8_validate (title, -1, NULL));
      g_assert_true (g_utf8_validate (subtitle, -1, NULL));
      g_assert_cmpint (g_utf8_strlen (title, -1), <=, 201);
      g_assert_cmpint (adw_action_row_get_title_lines (ADW_ACTION_ROW (row)), ==, 1);
      rows++;
    }
  /* Every .lesson of the folder (the FIFO and the symlink to /dev/zero too). */
  g_assert_cmpuint (rows, >=, 29);
  g_assert_cmpuint (lab_lesson_window_get_n_shipped (lessons), ==, 2);
  lab_test_discard_and_destroy (window);
  if (saved != NULL)
    g_setenv ("FUTOSHIKI_LAB_LESSONDIR", saved, TRUE);
  lesson_hostile_remove (dir);
}

static void
add_tests (void)
{
  g_test_add_func ("/lesson-hostile/open-each", test_open_each);
  g_test_add_func ("/lesson-hostile/list-of-hostile", test_list_of_hostile);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
