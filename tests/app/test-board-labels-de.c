/* test-board-labels-de.c: the board's labels in German, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The texts name cells Z3S1 in German, so the labels must read Z1… and
 * S1…: the board takes its letters from the same catalogue entries as the
 * search tree. A screenshot of Watch the Solver for people to look at.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "board-test-util.h"
#include "shot-test-util.h"
#include "visualizer-test-util.h"

static void
test_watch_the_solver_de (void)
{
  LabWindow *window;
  FutoshikiTracePlayer *player;

  /* The letters the board asks the catalogue for. */
  g_assert_cmpstr (C_("cell", "r"), ==, "Z");
  g_assert_cmpstr (C_("cell", "c"), ==, "S");
  window = lab_test_record_lesson ("fc");
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  player = lab_visualizer_get_player (lab_test_visualizer (window));
  futoshiki_trace_player_set_position (player, futoshiki_trace_player_get_length (player) / 3);
  futoshiki_trace_player_step (player);
  lab_test_shoot_after_frames (GTK_WIDGET (window), "board-labels-de-1024x700.png", 4);
  g_assert_true (lab_board_get_shows_labels (lab_test_board (window)));
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/board-labels-de/watch-the-solver", test_watch_the_solver_de);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app_in_german (argc, argv, add_tests);
}
