/* test-trace-player-growing.c: a player on a trace that is still growing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A program run live adds events to a trace the player borrows: after
 * each update the player must say what a player made on the finished
 * trace says (length, counts at every position, the board), and hand the
 * trace back when it goes.
 */
#include "config.h"

#include "futo-algorithm.h"
#include "futo-format.h"
#include "futoshiki-trace-player.h"

/* fc's run on the 5x5 example, recorded whole. */
static FutoTrace *
record_example (FutoPuzzle **puzzle_out)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "examples", "unequal_5x5.txt", NULL);
  g_autofree char *text = NULL;
  FutoTrace *trace;
  FutoRunOptions options;
  FutoRunResult result;
  FutoGame *game;
  gsize length;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  game = futo_game_read_any (text, length, NULL, NULL);
  g_assert_nonnull (game);
  trace = futo_trace_new (game->puzzle->size, 0);
  futo_run_options_init (&options);
  options.solution_limit = 1;
  options.on_event = futo_trace_record;
  options.event_data = trace;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_find ("fc"), game->puzzle, &options, &result);
  futo_run_result_clear (&result);
  *puzzle_out = futo_puzzle_copy (game->puzzle);
  futo_game_free (game);
  return trace;
}

static void
released (gpointer data)
{
  *(gboolean *) data = TRUE;
}

static void
assert_same_counts (FutoshikiTracePlayer *a,
                    FutoshikiTracePlayer *b)
{
  FutoshikiTraceCounts x, y;

  futoshiki_trace_player_get_counts (a, &x);
  futoshiki_trace_player_get_counts (b, &y);
  g_assert_cmpuint (x.assignments, ==, y.assignments);
  g_assert_cmpuint (x.prunes, ==, y.prunes);
  g_assert_cmpuint (x.backtracks, ==, y.backtracks);
  g_assert_cmpuint (x.solutions, ==, y.solutions);
}

static void
test_growing (void)
{
  FutoPuzzle *puzzle = NULL;
  FutoTrace *whole = record_example (&puzzle);
  gsize total = futo_trace_get_length (whole);
  FutoTrace *growing = futo_trace_new (puzzle->size, 0);
  g_autoptr(FutoshikiTracePlayer) reference = NULL;
  FutoshikiTracePlayer *player;
  FutoTraceReader *reader = futo_trace_reader_new (whole, 0);
  gboolean was_released = FALSE;
  gsize fed = 0;
  FutoEvent event;

  /* More than one checkpoint's worth, in uneven pieces. */
  g_assert_cmpuint (total, >, 2 * 4096);
  player = futoshiki_trace_player_new_borrowed (growing, puzzle, "fc", FALSE, released, &was_released);
  g_assert_cmpuint (futoshiki_trace_player_get_length (player), ==, 0);
  while (fed < total)
    {
      gsize piece = MIN (total - fed, 1 + (fed * 7919) % 5003);

      for (gsize i = 0; i < piece; i++)
        {
          g_assert_true (futo_trace_reader_next (reader, &event));
          futo_trace_record (&event, growing);
        }
      fed += piece;
      futoshiki_trace_player_update_length (player);
      g_assert_cmpuint (futoshiki_trace_player_get_length (player), ==, fed);
      futoshiki_trace_player_set_position (player, fed);
      g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, fed);
    }
  futo_trace_reader_free (reader);

  /* Everywhere as a player made on the whole run says. */
  reference = futoshiki_trace_player_new (whole, puzzle, "fc", FALSE);
  for (gsize position = 0; position <= total; position += 997)
    {
      futoshiki_trace_player_set_position (player, position);
      futoshiki_trace_player_set_position (reference, position);
      assert_same_counts (player, reference);
      g_assert_cmpmem (futoshiki_trace_player_get_cursor (player)->values, puzzle->size * puzzle->size,
                       futoshiki_trace_player_get_cursor (reference)->values, puzzle->size * puzzle->size);
    }
  futoshiki_trace_player_go_end (player);
  futoshiki_trace_player_go_end (reference);
  assert_same_counts (player, reference);

  /* The trace is handed back, not freed, when the player goes. */
  g_assert_false (was_released);
  g_object_unref (player);
  g_assert_true (was_released);
  g_assert_cmpuint (futo_trace_get_length (growing), ==, total);
  futo_trace_free (growing);
  futo_puzzle_free (puzzle);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/trace-player/growing", test_growing);
  return g_test_run ();
}
