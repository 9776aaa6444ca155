/* test-trace-energy.c: stepping back over local-search traces undoes stepping forward
 *
 * A local search reports its energy now and then (sa after each accepted
 * move, cso once a generation, a hand-made trace rarely): stepping back
 * must give back exactly the board, depth and energy that stepping forward
 * passed through, across keyframes, and agree with seeking there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "futo-algorithm.h"
#include "futo-trace.h"
#include "test-util.h"

/* Everything a cursor shows, folded into one number (FNV-1a). */
static guint64
fingerprint (const FutoTraceCursor *cursor)
{
  int cells = cursor->size * cursor->size;
  guint64 hash = G_GUINT64_CONSTANT (14695981039346656037);
  const guint8 *parts[] = { (const guint8 *) cursor->candidates, cursor->values,
                            (const guint8 *) &cursor->depth, (const guint8 *) &cursor->energy };
  gsize lengths[] = { cells * sizeof (FutoSet), (gsize) cells, sizeof cursor->depth, sizeof cursor->energy };

  for (guint p = 0; p < G_N_ELEMENTS (parts); p++)
    for (gsize i = 0; i < lengths[p]; i++)
      {
        hash ^= parts[p][i];
        hash *= G_GUINT64_CONSTANT (1099511628211);
      }
  return hash;
}

static void
assert_same_state (const FutoTraceCursor *a,
                   const FutoTraceCursor *b)
{
  int cells = a->size * a->size;

  g_assert_cmpuint (a->position, ==, b->position);
  g_assert_cmpmem (a->candidates, cells * sizeof (FutoSet), b->candidates, cells * sizeof (FutoSet));
  g_assert_cmpmem (a->values, cells, b->values, cells);
  g_assert_cmpint (a->depth, ==, b->depth);
  g_assert_cmpfloat (a->energy, ==, b->energy);
}

/* Forward to the end, then back to the start: at every position the state
 * going back is the one going forward; at some, also the one seeking finds. */
static void
assert_back_inverts_forward (const FutoTrace *trace)
{
  gsize length = futo_trace_get_length (trace);
  g_autofree guint64 *forward = g_new (guint64, length + 1);
  FutoTraceCursor *cursor = futo_trace_cursor_new (trace);
  FutoTraceCursor *seeker = futo_trace_cursor_new (trace);
  GRand *rand = g_rand_new_with_seed (3);
  gint64 start;

  forward[0] = fingerprint (cursor);
  for (gsize i = 1; i <= length; i++)
    {
      g_assert_true (futo_trace_cursor_forward (cursor));
      forward[i] = fingerprint (cursor);
    }
  g_assert_false (futo_trace_cursor_forward (cursor));

  start = g_get_monotonic_time ();
  for (gsize i = length; i > 0; i--)
    {
      g_assert_true (futo_trace_cursor_back (cursor));
      g_assert_cmpuint (cursor->position, ==, i - 1);
      if (fingerprint (cursor) != forward[i - 1])
        {
          futo_trace_cursor_seek (seeker, i - 1);
          assert_same_state (cursor, seeker);
          g_error ("stepping back to %" G_GSIZE_FORMAT " differs from stepping forward", i - 1);
        }
      if (g_rand_int_range (rand, 0, 500) == 0)
        {
          futo_trace_cursor_seek (seeker, i - 1);
          assert_same_state (cursor, seeker);
        }
    }
  g_assert_false (futo_trace_cursor_back (cursor));
  g_test_message ("%" G_GSIZE_FORMAT " steps back in %.1f ms", length,
                  (g_get_monotonic_time () - start) / 1000.0);

  g_rand_free (rand);
  futo_trace_cursor_free (seeker);
  futo_trace_cursor_free (cursor);
}

/* A run that never ends by itself: an unsatisfiable cycle of signs
 * (r1c1 < r1c2 < r2c2 < r2c1 < r1c1) stopped by a node limit. */
static FutoTrace *
record_local_search (const char *id,
                     int         size,
                     guint64     node_limit)
{
  FutoPuzzle *puzzle = futo_puzzle_new (size);
  FutoTrace *trace = futo_trace_new (size, 0);
  FutoRunOptions options;
  FutoRunResult result;

  futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  futo_puzzle_set_relation (puzzle, 0, 1, FUTO_DIR_DOWN, FUTO_REL_LESS);
  futo_puzzle_set_relation (puzzle, 1, 0, FUTO_DIR_RIGHT, FUTO_REL_GREATER);
  futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_DOWN, FUTO_REL_GREATER);
  futo_run_options_init (&options);
  futo_run_result_init (&result);
  options.solution_limit = 0;
  options.seed = 11;
  options.node_limit = node_limit;
  options.params = "rate=1e-6,max-iterations=1e12";
  options.on_event = futo_trace_record;
  options.event_data = trace;
  futo_run (futo_algorithm_find (id), puzzle, &options, &result);
  g_assert_cmpint (result.status, ==, FUTO_STATUS_LIMIT);
  g_assert_false (futo_trace_is_truncated (trace));
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
  return trace;
}

static gboolean
has_energy_change (const FutoTrace *trace)
{
  FutoEvent first = { 0 }, event;
  gboolean seen = FALSE;

  for (gsize i = 0; i < futo_trace_get_length (trace); i++)
    if (futo_trace_get_event (trace, i, &event) && event.kind == FUTO_EVENT_ENERGY)
      {
        if (seen && event.energy != first.energy)
          return TRUE;
        first = event;
        seen = TRUE;
      }
  return FALSE;
}

static void
test_sa (void)
{
  FutoTrace *trace = record_local_search ("sa", 9, 30000);

  /* Long enough to cross many keyframes, with energies that move. */
  g_assert_cmpuint (futo_trace_get_length (trace), >, 20000);
  g_assert_true (has_energy_change (trace));
  assert_back_inverts_forward (trace);
  futo_trace_free (trace);
}

static void
test_cso (void)
{
  FutoTrace *trace = record_local_search ("cso", 9, 300000);

  g_assert_cmpuint (futo_trace_get_length (trace), >, 2500);
  assert_back_inverts_forward (trace);
  futo_trace_free (trace);
}

/* Energies thousands of events apart, so that whole keyframe intervals
 * hold none and the energy must come from before them; depths that change
 * with every event but energies. */
static void
test_rare_energy (void)
{
  const int size = 5;
  FutoTrace *trace = futo_trace_new (size, 0);

  for (int i = 0; i < 40000; i++)
    {
      FutoEvent event = { FUTO_EVENT_MOVE, FUTO_REASON_NONE, i % (size * size), -1, i % size + 1, i % 7, 0.0 };

      if (i % 3001 == 0)
        {
          FutoEvent energy = { FUTO_EVENT_ENERGY, FUTO_REASON_NONE, -1, -1, 0, 0, 1000.0 - i / 3001 };

          futo_trace_record (&energy, trace);
        }
      futo_trace_record (&event, trace);
    }
  assert_back_inverts_forward (trace);

  /* And from the very end straight back over one long quiet stretch. */
  {
    FutoTraceCursor *cursor = futo_trace_cursor_new (trace);
    gsize length = futo_trace_get_length (trace);

    futo_trace_cursor_seek (cursor, length);
    g_assert_true (futo_trace_cursor_back (cursor));
    g_assert_cmpfloat (cursor->energy, ==, 1000.0 - 39999 / 3001);
    futo_trace_cursor_free (cursor);
  }
  futo_trace_free (trace);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/trace-energy/sa", test_sa);
  g_test_add_func ("/trace-energy/cso", test_cso);
  g_test_add_func ("/trace-energy/rare-energy", test_rare_energy);
  return g_test_run ();
}
