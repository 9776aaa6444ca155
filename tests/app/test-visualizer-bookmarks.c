/* test-visualizer-bookmarks.c: bookmarks with a note in Watch the Solver
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On a puzzle with a file: mark two events with notes, find them saved in
 * PUZZLE.bookmarks beside it, jump to one, remove the other, and find the
 * first again after recording the same method anew; a bookmark is a
 * lesson moment that leads the player to the same event; an untitled
 * puzzle says where bookmarks are kept. Writes
 * <build>/tests/screenshots/visualizer-bookmarks.png.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "futo-format.h"
#include "futoshiki-lesson-moment.h"
#include "lab-bookmark-list.h"
#include "shot-test-util.h"
#include "visualizer-test-util.h"

static gboolean
settled (gpointer data)
{
  return lab_bookmark_list_get_settled (data) && lab_bookmark_list_get_bookmarks (data) != NULL;
}

static LabBookmarkList *
bookmark_list (LabWindow *window)
{
  return LAB_BOOKMARK_LIST (lab_test_template_child (GTK_WIDGET (lab_test_visualizer (window)), LAB_TYPE_VISUALIZER, "bookmark_list"));
}

/* The expander whose child is child (a collapsed one keeps its child
 * unparented). */
static GtkExpander *
expander_of (GtkWidget *root,
             GtkWidget *child)
{
  if (GTK_IS_EXPANDER (root) && gtk_expander_get_child (GTK_EXPANDER (root)) == child)
    return GTK_EXPANDER (root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkExpander *found = expander_of (c, child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_mark_save_reload (void)
{
  g_autofree char *dir = g_dir_make_tmp ("bookmarks-XXXXXX", NULL);
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "app", "data", "lesson-6x6.txt", NULL);
  g_autofree char *path = g_build_filename (dir, "lesson.txt", NULL);
  g_autofree char *bookmarks_path = g_strconcat (path, ".bookmarks", NULL);
  g_autofree char *text = NULL, *saved = NULL, *moment_text = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(FutoshikiDocument) document = NULL;
  FutoshikiTracePlayer *player;
  FutoshikiBookmarks *bookmarks;
  FutoshikiLessonMoment moment;
  LabBookmarkList *list;
  LabWindow *window;
  guint64 position;
  gsize length;

  g_assert_true (g_file_get_contents (source, &text, &length, NULL));
  g_assert_true (g_file_set_contents (path, text, (gssize) length, NULL));
  document = futoshiki_document_new_for_game (futo_game_read_any (text, length, NULL, NULL), file);
  window = lab_test_record (document, "fc");
  list = bookmark_list (window);
  player = lab_visualizer_get_player (lab_test_visualizer (window));
  lab_test_wait_until (settled, list);
  g_assert_cmpstr (lab_bookmark_list_get_method (list), ==, "fc");
  g_assert_cmpuint (futoshiki_bookmarks_get_n_items (lab_bookmark_list_get_bookmarks (list), "fc"), ==, 0);

  futoshiki_trace_player_set_position (player, 1000);
  g_assert_true (lab_bookmark_list_mark (list, "  later on  "));
  futoshiki_trace_player_set_position (player, 412);
  g_assert_true (lab_bookmark_list_mark (list, "the first dead end"));
  lab_test_wait_until (settled, list);
  g_assert_true (g_file_get_contents (bookmarks_path, &saved, NULL, NULL));
  g_assert_true (g_str_has_prefix (saved, "futoshiki-bookmarks 1\npuzzle "));
  g_assert_nonnull (strstr (saved, "\nmethod fc\n412 the first dead end\n1000 later on\n"));

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 1000);
  gtk_expander_set_expanded (expander_of (GTK_WIDGET (lab_test_visualizer (window)), GTK_WIDGET (list)), TRUE);
  lab_test_wait_for_frames (GTK_WIDGET (window), 3);
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (window), "Event 412: the first dead end"));
  lab_test_shoot (GTK_WIDGET (window), "visualizer-bookmarks.png");

  /* Jump, then remove the later one. */
  futoshiki_trace_player_set_position (player, 0);
  lab_bookmark_list_jump (list, 0);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 412);
  lab_bookmark_list_remove (list, 1);
  lab_test_wait_until (settled, list);
  g_clear_pointer (&saved, g_free);
  g_assert_true (g_file_get_contents (bookmarks_path, &saved, NULL, NULL));
  g_assert_null (strstr (saved, "later on"));

  /* The bookmark is a lesson moment: "event 412" leads to the same place. */
  moment_text = futoshiki_bookmarks_get_moment (412);
  g_assert_true (futoshiki_lesson_moment_parse (moment_text, &moment, NULL));
  g_assert_true (futoshiki_lesson_moment_resolve (&moment, futoshiki_trace_player_get_trace (player), &position,
                                                  NULL));
  g_assert_cmpuint (position, ==, 412);

  /* The same method recorded anew reads them back from the file. */
  lab_test_record_again (window);
  lab_test_wait_until (settled, list);
  bookmarks = lab_bookmark_list_get_bookmarks (list);
  g_assert_cmpuint (futoshiki_bookmarks_get_n_items (bookmarks, "fc"), ==, 1);
  g_assert_cmpstr (futoshiki_bookmarks_get_note (bookmarks, "fc", 0), ==, "the first dead end");

  lab_test_discard_and_destroy (window);
  g_unlink (bookmarks_path);
  g_unlink (path);
  g_rmdir (dir);
}

/* An untitled puzzle keeps its bookmarks in memory and says so. */
static void
test_untitled (void)
{
  LabWindow *window = lab_test_record_lesson ("fc");
  LabBookmarkList *list = bookmark_list (window);

  lab_test_wait_until (settled, list);
  g_assert_true (lab_bookmark_list_mark (list, "here"));
  g_assert_nonnull (strstr (lab_bookmark_list_get_status (list), "Save the puzzle"));
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/visualizer-bookmarks/mark-save-reload", test_mark_save_reload);
  g_test_add_func ("/visualizer-bookmarks/untitled", test_untitled);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
