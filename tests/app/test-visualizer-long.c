/* test-visualizer-long.c: a long recording in the visualizer, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Forward checking on the 9×9 showcase makes about six million events: the
 * trace's words outgrow malloc's memory and move to pages of their own,
 * the packed records of the search (an assignment with its prunes, an
 * undo that points back to them) fill thousands of blocks, and the
 * keyframes come every few thousand events. What the player shows must
 * not depend on how it got there.
 */
#include "config.h"

#include <string.h>

#include "visualizer-test-util.h"

/* A copy of the frame's board: candidates, then values. */
static GBytes *
frame_board (FutoshikiTracePlayer *player)
{
  FutoTraceFrame frame;
  int cells = futoshiki_trace_player_get_puzzle (player)->size * futoshiki_trace_player_get_puzzle (player)->size;
  g_autoptr(GByteArray) board = g_byte_array_new ();

  futoshiki_trace_player_get_frame (player, &frame);
  g_byte_array_append (board, (const guint8 *) frame.candidates, cells * sizeof *frame.candidates);
  g_byte_array_append (board, frame.values, cells);
  return g_byte_array_free_to_bytes (g_steal_pointer (&board));
}

static void
test_long_fc (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_app_document ("showcase-9x9.txt");
  LabWindow *window = lab_test_record (document, "fc");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  guint64 length = futoshiki_trace_player_get_length (player);
  FutoshikiTraceCounts counts;
  FutoTraceFrame frame;

  g_test_message ("%" G_GUINT64_FORMAT " events", length);
  g_assert_cmpuint (length, >, 1000000);
  g_assert_false (futo_trace_is_truncated (futoshiki_trace_player_get_trace (player)));

  /* The end: the solution, found once. */
  futoshiki_trace_player_go_end (player);
  futoshiki_trace_player_get_counts (player, &counts);
  g_assert_cmpuint (counts.solutions, ==, 1);
  futoshiki_trace_player_get_frame (player, &frame);
  g_assert_true (frame.solution);

  /* A seek shows what the single events up to it and back to it show,
   * across keyframes and blocks, anywhere in the run. */
  for (int i = 1; i <= 3; i++)
    {
      guint64 target = length * i / 4;
      g_autoptr(GBytes) sought = NULL, forward = NULL, back = NULL;

      futoshiki_trace_player_set_position (player, target);
      sought = frame_board (player);
      futoshiki_trace_player_set_position (player, target - 5000);
      for (int k = 0; k < 5000; k++)
        g_assert_true (futoshiki_trace_player_fine_step (player));
      g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, target);
      forward = frame_board (player);
      futoshiki_trace_player_set_position (player, target + 5000);
      for (int k = 0; k < 5000; k++)
        g_assert_true (futoshiki_trace_player_fine_step_back (player));
      g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, target);
      back = frame_board (player);
      g_assert_true (g_bytes_equal (sought, forward));
      g_assert_true (g_bytes_equal (sought, back));
    }
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/visualizer-long/fc-showcase-9x9", test_long_fc);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
