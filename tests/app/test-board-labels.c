/* test-board-labels.c: row and column labels on the window's board, under
 * Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Play shows no labels unless the board-labels preference asks; Watch the
 * Solver shows them whatever it says. With labels the cells move to make
 * room, and a click still lands on the cell drawn there: the expected
 * place is worked out here from the board's size, not read back from the
 * board, so a board that drew with one layout and hit-tested with another
 * would fail.
 */
#include "config.h"

#include <math.h>

#include "board-test-util.h"
#include "shot-test-util.h"
#include "visualizer-test-util.h"

/* Where the renderer puts the middle of (row, col) on a board of this
 * widget's size, with or without labels. */
static void
expected_center (LabBoard *board,
                 gboolean  labels,
                 int       row,
                 int       col,
                 double   *x,
                 double   *y)
{
  const FutoRenderLayout *shown = lab_board_get_layout (board);
  FutoRenderLayout layout;

  futo_render_layout_init_full (&layout, shown->size,
                                gtk_widget_get_width (GTK_WIDGET (board)),
                                gtk_widget_get_height (GTK_WIDGET (board)),
                                1.0 / gtk_widget_get_scale_factor (GTK_WIDGET (board)),
                                gtk_widget_get_direction (GTK_WIDGET (board)) == GTK_TEXT_DIR_RTL,
                                labels);
  futo_render_layout_cell_origin (&layout, row, col, x, y);
  *x += layout.cell_size / 2;
  *y += layout.cell_size / 2;
}

static void
test_play_preference (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_9x9.txt");
  GSettings *settings = lab_application_get_settings (lab_test_app);
  LabWindow *window;
  LabBoard *board;
  double x, y, plain_x;

  g_settings_reset (settings, "board-labels");
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  window = lab_test_create_window (document);
  board = lab_test_board (window);
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);

  /* Off by default in Play. */
  g_assert_false (lab_board_get_shows_labels (board));
  g_assert_cmpfloat (lab_board_get_layout (board)->label_band, ==, 0);
  expected_center (board, FALSE, 4, 6, &plain_x, &y);

  /* The preference turns them on: room is made, and clicks follow. */
  g_settings_set_boolean (settings, "board-labels", TRUE);
  g_assert_true (lab_board_get_labels (board));
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_true (lab_board_get_shows_labels (board));
  g_assert_cmpfloat (lab_board_get_layout (board)->label_band, >, 0);
  for (int row = 0; row < 9; row += 4)
    for (int col = 0; col < 9; col += 3)
      {
        expected_center (board, TRUE, row, col, &x, &y);
        lab_test_click (board, GDK_BUTTON_PRIMARY, x, y);
        lab_test_assert_cursor (board, row, col);
      }
  /* The cells did move: a click where r5c7 was without labels is on
   * another cell or none. */
  expected_center (board, TRUE, 4, 6, &x, &y);
  g_assert_cmpfloat (fabs (x - plain_x), >, 1);
  /* A click on a row label selects nothing new. */
  expected_center (board, TRUE, 0, 0, &x, &y);
  lab_test_click (board, GDK_BUTTON_PRIMARY, lab_board_get_layout (board)->x
                  - lab_board_get_layout (board)->label_band / 2, y);
  lab_test_assert_cursor (board, 8, 6);

  g_settings_reset (settings, "board-labels");
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_cmpfloat (lab_board_get_layout (board)->label_band, ==, 0);
  lab_test_discard_and_destroy (window);
}

/* Watch the Solver names cells in every sentence: labels, preference or
 * not, and clicks still select the cell under them. */
static void
test_watch_the_solver (void)
{
  GSettings *settings = lab_application_get_settings (lab_test_app);
  LabWindow *window;
  LabBoard *board;

  g_settings_reset (settings, "board-labels");
  window = lab_test_record_lesson ("fc");
  board = lab_test_board (window);
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_false (lab_board_get_labels (board));
  g_assert_true (lab_board_get_shows_labels (board));
  g_assert_cmpfloat (lab_board_get_layout (board)->label_band, >, 0);

  /* Closing the panel gives the game back, without labels. */
  lab_test_activate (window, "visualize", NULL);
  lab_test_wait_for_frames (GTK_WIDGET (window), 4);
  g_assert_false (lab_board_get_shows_labels (board));
  g_assert_cmpfloat (lab_board_get_layout (board)->label_band, ==, 0);
  lab_test_discard_and_destroy (window);
}

/* For people to look at: Watch the Solver with labels, light and dark,
 * at a laptop's and a projector's size (build/tests/screenshots). */
static void
test_screenshots (void)
{
  static const struct { int width, height; gboolean dark; } shots[] = {
    { 1024, 700, FALSE }, { 1024, 700, TRUE }, { 1920, 1080, FALSE }, { 1920, 1080, TRUE },
  };
  AdwStyleManager *manager = adw_style_manager_get_default ();

  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      g_autofree char *name = g_strdup_printf ("board-labels-%dx%d%s.png", shots[i].width,
                                               shots[i].height, shots[i].dark ? "-dark" : "");
      LabWindow *window;
      FutoshikiTracePlayer *player;

      adw_style_manager_set_color_scheme (manager, shots[i].dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                                 : ADW_COLOR_SCHEME_FORCE_LIGHT);
      window = lab_test_record_lesson ("fc");
      gtk_window_set_default_size (GTK_WINDOW (window), shots[i].width, shots[i].height);
      player = lab_visualizer_get_player (lab_test_visualizer (window));
      futoshiki_trace_player_set_position (player, futoshiki_trace_player_get_length (player) / 3);
      futoshiki_trace_player_step (player);
      lab_test_shoot_after_frames (GTK_WIDGET (window), name, 4);
      g_assert_true (lab_board_get_shows_labels (lab_test_board (window)));
      lab_test_discard_and_destroy (window);
    }
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
}

static void
add_tests (void)
{
  g_test_add_func ("/board-labels/play-preference", test_play_preference);
  g_test_add_func ("/board-labels/watch-the-solver", test_watch_the_solver);
  g_test_add_func ("/board-labels/screenshots", test_screenshots);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
