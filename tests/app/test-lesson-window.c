/* test-lesson-window.c: the Lessons window and its steps on the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opened from the empty state and from the menu's action, the window
 * lists the shipped lessons; a lesson's steps open their puzzle on the
 * main window, record their method in Watch the Solver and stop the
 * player at their moment with the cells framed. The picture of a lesson
 * in the README comes from here (lesson.png).
 */
#include "config.h"

#include "board-test-util.h"
#include "lab-lesson-window.h"
#include "shot-test-util.h"

static gboolean
is_idle (gpointer data)
{
  return !lab_lesson_window_get_busy (data);
}

/* The panel slides in after the step is shown; the board follows it. */
static gboolean
board_shows_run (gpointer data)
{
  LabWindow *window = data;

  return lab_board_get_trace_player (lab_test_board (window)) != NULL;
}

static gboolean
is_listed (gpointer data)
{
  return !lab_lesson_window_get_loading (LAB_LESSON_WINDOW (data));
}

static LabLessonWindow *
open_lessons (LabWindow *window)
{
  LabLessonWindow *lessons;

  lab_test_activate (window, "lessons", NULL);
  lessons = LAB_LESSON_WINDOW (lab_test_wait_for_toplevel (LAB_TYPE_LESSON_WINDOW, NULL));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (lessons)) == GTK_WINDOW (window));
  /* The list is read in a worker thread. */
  lab_test_wait_until (is_listed, lessons);
  return lessons;
}

static FutoshikiLesson *
find_lesson (LabLessonWindow *lessons,
             const char      *basename)
{
  for (guint i = 0; i < lab_lesson_window_get_n_shipped (lessons); i++)
    {
      FutoshikiLesson *lesson = lab_lesson_window_get_shipped (lessons, i);
      g_autofree char *name = g_file_get_basename (futoshiki_lesson_get_file (lesson));

      if (strcmp (name, basename) == 0)
        return lesson;
    }
  g_assert_not_reached ();
}

/* Both windows side by side in one picture, as a class sees them. */
static void
shoot_both (GtkWidget  *left,
            GtkWidget  *right,
            const char *name)
{
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "screenshots", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GdkPaintable) left_paint = gtk_widget_paintable_new (left);
  g_autoptr(GdkPaintable) right_paint = gtk_widget_paintable_new (right);
  int lw = gtk_widget_get_width (left), lh = gtk_widget_get_height (left);
  int rw = gtk_widget_get_width (right), rh = gtk_widget_get_height (right);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  lab_test_wait_for_frames (left, 4);
  lab_test_wait_for_frames (right, 4);
  g_mkdir_with_parents (dir, 0755);
  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.85, 0.85, 0.85, 1 },
                             &GRAPHENE_RECT_INIT (0, 0, lw + 16 + rw, MAX (lh, rh)));
  gdk_paintable_snapshot (left_paint, snapshot, lw, lh);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (lw + 16, 0));
  gdk_paintable_snapshot (right_paint, snapshot, rw, rh);
  gtk_snapshot_restore (snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (left)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, lw + 16 + rw, MAX (lh, rh)));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("wrote %s", path);
}

/* The empty state offers the lessons, and the list holds the six. */
static void
test_list (void)
{
  LabWindow *window = lab_test_create_window (NULL);
  LabLessonWindow *lessons;
  GtkWidget *button = lab_test_find_button (lab_test_window_child (window, "empty_page"), "_Lessons");

  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.lessons");
  lessons = open_lessons (window);
  g_assert_cmpuint (lab_lesson_window_get_n_shipped (lessons), >=, 6);
  g_assert_nonnull (lab_test_find_row (GTK_WIDGET (lessons), "What forward checking saves"));
  g_assert_null (lab_lesson_window_get_lesson (lessons));
  gtk_window_set_default_size (GTK_WINDOW (lessons), 420, 720);
  lab_test_shoot (GTK_WIDGET (lessons), "lesson-list.png");
  /* Asked again, the same window comes forward. */
  lab_test_activate (window, "lessons", NULL);
  g_assert_true (lab_test_find_toplevel (LAB_TYPE_LESSON_WINDOW, GTK_WINDOW (lessons)) == NULL);
  lab_test_discard_and_destroy (window);
  /* The main window takes its Lessons window with it. */
  g_assert_null (lab_test_find_toplevel (LAB_TYPE_LESSON_WINDOW, NULL));
}

static void
test_steps (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  LabWindow *window;
  LabLessonWindow *lessons;
  FutoshikiTracePlayer *player;
  int r3c1 = 2 * 6 + 0, r2c1 = 1 * 6 + 0;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = lab_test_create_window (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  lessons = open_lessons (window);
  gtk_window_set_default_size (GTK_WINDOW (lessons), 420, 720);

  /* Step 1: the puzzle on the board, no run, r3c1 framed. */
  lab_lesson_window_set_lesson (lessons, find_lesson (lessons, "01-forward-checking.lesson"));
  lab_test_wait_until (is_idle, lessons);
  g_assert_cmpstr (lab_lesson_window_get_status (lessons), ==, "");
  g_assert_nonnull (lab_window_get_document (window));
  g_assert_cmpint (futoshiki_document_get_given (lab_window_get_document (window), 0, 1), ==, 3);
  /* The puzzle is named after its lesson, not "Untitled", nor after
   * the step that happened to open it. */
  g_assert_cmpstr (futoshiki_document_get_game (lab_window_get_document (window))->title, ==,
                   futoshiki_lesson_get_title (lab_lesson_window_get_lesson (lessons)));
  g_assert_nonnull (futoshiki_document_get_game (lab_window_get_document (window))->title);
  g_assert_true (lab_board_get_hint_mark (lab_test_board (window), r3c1, TRUE));
  g_assert_true (lab_board_get_hint_mark (lab_test_board (window), r2c1, FALSE));
  g_assert_null (lab_board_get_trace_player (lab_test_board (window)));

  /* Step 2: forward checking, stopped at its first dead end. */
  gtk_widget_activate_action (GTK_WIDGET (lessons), "lesson.next", NULL);
  g_assert_cmpuint (lab_lesson_window_get_step (lessons), ==, 1);
  g_assert_true (lab_lesson_window_get_busy (lessons));
  lab_test_wait_until (is_idle, lessons);
  g_assert_cmpstr (lab_lesson_window_get_status (lessons), ==, "");
  lab_test_wait_until (board_shows_run, window);
  player = lab_board_get_trace_player (lab_test_board (window));
  g_assert_cmpstr (futoshiki_trace_player_get_algorithm_id (player), ==, "fc");
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 89);
  g_assert_true (lab_board_get_hint_mark (lab_test_board (window), r3c1, TRUE));
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (lessons), "event 89"));
  shoot_both (GTK_WIDGET (window), GTK_WIDGET (lessons), "lesson.png");

  /* Away from the moment and back: Show Again. */
  lab_test_activate (window, "trace-end", NULL);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), >, 89);
  gtk_widget_activate_action (GTK_WIDGET (lessons), "lesson.show", NULL);
  lab_test_wait_until (is_idle, lessons);
  g_assert_true (lab_board_get_trace_player (lab_test_board (window)) == player);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 89);

  /* Step 3: backtracking's first dead end, a new recording. */
  gtk_widget_activate_action (GTK_WIDGET (lessons), "lesson.next", NULL);
  lab_test_wait_until (is_idle, lessons);
  player = lab_board_get_trace_player (lab_test_board (window));
  g_assert_cmpstr (futoshiki_trace_player_get_algorithm_id (player), ==, "bt");
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 67);

  /* Back to the list: the board keeps what it shows. */
  gtk_widget_activate_action (GTK_WIDGET (lessons), "lesson.back", NULL);
  g_assert_null (lab_lesson_window_get_lesson (lessons));

  lab_test_discard_and_destroy (window);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

/* The last step leads on: Next becomes Next Lesson, which opens the next
 * shipped lesson at its first step; after the last lesson, All Lessons
 * goes back to the list. The text carries no caret. */
static void
test_way_on (void)
{
  LabWindow *window = lab_test_create_window (NULL);
  LabLessonWindow *lessons = open_lessons (window);
  guint n = lab_lesson_window_get_n_shipped (lessons);
  FutoshikiLesson *first = lab_lesson_window_get_shipped (lessons, 0);
  FutoshikiLesson *last = lab_lesson_window_get_shipped (lessons, n - 1);

  g_assert_cmpuint (n, >=, 2);
  lab_lesson_window_set_lesson (lessons, first);
  lab_test_wait_until (is_idle, lessons);
  g_assert_false (gtk_label_get_selectable (GTK_LABEL (lab_test_template_child (GTK_WIDGET (lessons),
                                                                                 LAB_TYPE_LESSON_WINDOW,
                                                                                 "step_text"))));
  lab_lesson_window_set_step (lessons, futoshiki_lesson_get_n_steps (first) - 1);
  lab_test_wait_until (is_idle, lessons);
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (lessons), "Next Lesson"));
  gtk_widget_activate_action (GTK_WIDGET (lessons), "lesson.next", NULL);
  lab_test_wait_until (is_idle, lessons);
  g_assert_true (lab_lesson_window_get_lesson (lessons) == lab_lesson_window_get_shipped (lessons, 1));
  g_assert_cmpuint (lab_lesson_window_get_step (lessons), ==, 0);

  lab_lesson_window_set_lesson (lessons, last);
  lab_test_wait_until (is_idle, lessons);
  lab_lesson_window_set_step (lessons, futoshiki_lesson_get_n_steps (last) - 1);
  lab_test_wait_until (is_idle, lessons);
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (lessons), "All Lessons"));
  gtk_widget_activate_action (GTK_WIDGET (lessons), "lesson.next", NULL);
  g_assert_null (lab_lesson_window_get_lesson (lessons));

  lab_test_discard_and_destroy (window);
}

/* A step whose moment the run never reaches says so, and the window
 * goes on. */
static void
test_unreachable_moment (void)
{
  static const char text[] =
    "<lesson><title>T</title>\n"
    "<puzzle id=\"p\">4\n. | . | . | .\n- - - -\n. | . | . | .\n- - - -\n"
    ". | . | . | .\n- - - -\n. | . | . | .\n</puzzle>\n"
    "<step puzzle=\"p\" method=\"fc\" moment=\"5th dead end\"><p>Never.</p></step>\n"
    "</lesson>";
  g_autoptr(FutoshikiLesson) lesson = futoshiki_lesson_new_from_data (text, -1, "t.lesson", NULL, NULL);
  LabWindow *window = lab_test_create_window (NULL);
  LabLessonWindow *lessons = open_lessons (window);

  g_assert_nonnull (lesson);
  lab_lesson_window_set_lesson (lessons, lesson);
  lab_test_wait_until (is_idle, lessons);
  g_assert_nonnull (strstr (lab_lesson_window_get_status (lessons), "5th dead end"));
  lab_test_discard_and_destroy (window);
}

/* A step chosen while the last one still records: the old run is
 * cancelled, the new one recorded, and only the new step reports. */
static void
test_switch_while_recording (void)
{
  LabWindow *window = lab_test_create_window (NULL);
  LabLessonWindow *lessons = open_lessons (window);
  FutoshikiTracePlayer *player;

  /* Annealing on the open 5×5 records about three million events. */
  lab_lesson_window_set_lesson (lessons, find_lesson (lessons, "05-simulated-annealing.lesson"));
  g_assert_true (lab_lesson_window_get_busy (lessons));
  g_assert_true (lab_visualizer_get_recording (lab_test_visualizer (window)));
  /* Straight on to the 6×6 at its highest energy. */
  lab_lesson_window_set_step (lessons, 2);
  lab_test_wait_until (is_idle, lessons);
  g_assert_cmpstr (lab_lesson_window_get_status (lessons), ==, "");
  lab_test_wait_until (board_shows_run, window);
  player = lab_board_get_trace_player (lab_test_board (window));
  g_assert_cmpstr (futoshiki_trace_player_get_algorithm_id (player), ==, "sa");
  g_assert_cmpint (futoshiki_trace_player_get_puzzle (player)->size, ==, 6);
  g_assert_cmpfloat (futoshiki_trace_player_get_cursor (player)->energy, ==, 145.0);
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/lesson-window/list", test_list);
  g_test_add_func ("/lesson-window/steps", test_steps);
  g_test_add_func ("/lesson-window/way-on", test_way_on);
  g_test_add_func ("/lesson-window/unreachable-moment", test_unreachable_moment);
  g_test_add_func ("/lesson-window/switch-while-recording", test_switch_while_recording);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
