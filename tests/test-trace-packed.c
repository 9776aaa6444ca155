/* test-trace-packed.c: the records that hold several events read back as
 * those events in whole runs of the searches, wherever a limit, a block or
 * a keyframe cuts them
 *
 * A recording keeps a refuted try (bt, color) and the prunes or restores
 * along a line (fc, ac3) as one word each, a run of refuted tries in one
 * cell as one record, and the undo of a forward check as one word; every reader must still see
 * the events one by one, as a caller's own sink that forwards to
 * futo_trace_record() records them. Each kind of record appended by hand
 * at the edges is in test-trace-packed-edges.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "futo-algorithm.h"
/* Inside the library on purpose: the trace's block size (FUTO_TRACE_BLOCK), to
 * cut runs exactly at a block's edge. */
#include "futo-trace-private.h"
#include "futo-trace.h"
#include "test-util.h"
#include "trace-packed-test-util.h"

static void
forward_event (const FutoEvent *event,
               void            *trace)
{
  futo_trace_record (event, trace);
}

static FutoTrace *
record (const char       *id,
        const FutoPuzzle *puzzle,
        FutoEventFunc     sink,
        size_t            max_events,
        guint64           node_limit)
{
  FutoTrace *trace = futo_trace_new (puzzle->size, max_events);
  FutoRunOptions options;
  FutoRunResult result;

  futo_run_options_init (&options);
  options.seed = 5;
  options.solution_limit = 0; /* all of them: long runs */
  options.node_limit = node_limit;
  options.on_event = sink;
  options.event_data = trace;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_find (id), puzzle, &options, &result);
  futo_run_result_clear (&result);
  return trace;
}

/* Long runs (many blocks and keyframes) of the methods whose events pack:
 * each event read back equals the generic sink's, and the packed trace is
 * smaller, so that the records were used. */
static void
test_lookup_every_index (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (61);
  const char *ids[] = { "bt", "color", "fc", "ac3" };

  for (gsize a = 0; a < G_N_ELEMENTS (ids); a++)
    for (int size = 6; size <= 9; size += 3)
      {
        FutoPuzzle *puzzle = test_random_puzzle (rand, size, 0.1, 0.3);
        FutoTrace *packed = record (ids[a], puzzle, futo_trace_record, 0, 20000);
        FutoTrace *flat = record (ids[a], puzzle, forward_event, 0, 20000);

        g_assert_cmpuint (futo_trace_get_length (flat), >, 20000);
        if (futo_trace_get_memory (packed) >= futo_trace_get_memory (flat))
          g_error ("%s on %dx%d: %zu bytes packed, %zu flat", ids[a], size, size, futo_trace_get_memory (packed),
                   futo_trace_get_memory (flat));
        trace_assert_same_events (packed, flat);
        for (unsigned kinds = 1; kinds < 1u << FUTO_EVENT_ENERGY; kinds = kinds * 3 + 1)
          for (size_t from = 0; from < futo_trace_get_length (flat); from += 997)
            {
              g_assert_cmpuint (futo_trace_find_next (packed, from, kinds, a % 2 == 0), ==,
                                futo_trace_find_next (flat, from, kinds, a % 2 == 0));
              g_assert_cmpuint (futo_trace_find_previous (packed, from, kinds, a % 2 == 0), ==,
                                futo_trace_find_previous (flat, from, kinds, a % 2 == 0));
            }
        futo_trace_free (packed);
        futo_trace_free (flat);
        futo_puzzle_free (puzzle);
      }
}

/* A limit anywhere, in the middle of a line or between a try and its
 * refutation, keeps exactly max_events, as the generic sink does. */
static void
test_cut_at_every_limit (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (62);
  const char *ids[] = { "bt", "fc", "ac3" };

  for (gsize a = 0; a < G_N_ELEMENTS (ids); a++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 9, 0.1, 0.3);

      for (size_t max_events = 1; max_events <= 700; max_events++)
        {
          FutoTrace *packed = record (ids[a], puzzle, futo_trace_record, max_events, 500);
          FutoTrace *flat = record (ids[a], puzzle, forward_event, max_events, 500);

          g_assert_cmpint (futo_trace_is_truncated (packed), ==, futo_trace_is_truncated (flat));
          if (futo_trace_is_truncated (flat))
            g_assert_cmpuint (futo_trace_get_length (packed), ==, max_events);
          trace_assert_same_events (packed, flat);
          futo_trace_free (packed);
          futo_trace_free (flat);
        }
      futo_puzzle_free (puzzle);
    }
}


/* A line or a refuted try straddles no block or keyframe: seeking to each
 * side of every block's start, and stepping back over it, gives the board
 * of a replay from the start. */
static void
test_seek_at_block_edges (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (63);
  const char *ids[] = { "bt", "fc", "ac3" };

  for (gsize a = 0; a < G_N_ELEMENTS (ids); a++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 9, 0.1, 0.3);
      FutoTrace *trace = record (ids[a], puzzle, futo_trace_record, 0, 3000);
      FutoTraceCursor *replay = futo_trace_cursor_new (trace);
      FutoTraceCursor *seek = futo_trace_cursor_new (trace);
      FutoTraceCursor *back = futo_trace_cursor_new (trace);
      size_t length = futo_trace_get_length (trace);

      g_assert_cmpuint (length, >, 4096);
      do
        {
          size_t position = replay->position;

          if (position % FUTO_TRACE_BLOCK <= 1 || position % FUTO_TRACE_BLOCK == FUTO_TRACE_BLOCK - 1 || position == length)
            {
              futo_trace_cursor_seek (seek, position);
              trace_assert_same_board (seek, replay, position);
              /* Back one from the next position, across the edge. */
              if (position < length)
                {
                  futo_trace_cursor_seek (back, position + 1);
                  g_assert_true (futo_trace_cursor_back (back));
                  trace_assert_same_board (back, replay, position);
                }
            }
        }
      while (futo_trace_cursor_forward (replay));
      futo_trace_cursor_free (replay);
      futo_trace_cursor_free (seek);
      futo_trace_cursor_free (back);
      futo_trace_free (trace);
      futo_puzzle_free (puzzle);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/trace-packed/lookup-every-index", test_lookup_every_index);
  g_test_add_func ("/trace-packed/cut-at-every-limit", test_cut_at_every_limit);
  g_test_add_func ("/trace-packed/seek-at-block-edges", test_seek_at_block_edges);
  return g_test_run ();
}
