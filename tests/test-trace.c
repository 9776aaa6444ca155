/* test-trace.c: recording, replaying and seeking a run; the text form
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-algorithm.h"
/* Inside the library on purpose: the keyframe interval of a recording (FutoTrace),
 * to read one back while it grows across keyframes. */
#include "futo-trace-private.h"
#include "test-util.h"

static FutoTrace *
record_run (const FutoAlgorithm *algorithm,
            const FutoPuzzle    *puzzle,
            guint64              solution_limit,
            FutoRunResult       *result)
{
  FutoTrace *trace = futo_trace_new (puzzle->size, 0);
  FutoRunOptions options;

  futo_run_options_init (&options);
  options.solution_limit = solution_limit;
  options.seed = 5;
  options.node_limit = 20000;
  options.on_event = futo_trace_record;
  options.event_data = trace;
  futo_run (algorithm, puzzle, &options, result);
  return trace;
}

static FutoTrace *
record_run_with (const FutoAlgorithm  *algorithm,
                 const FutoPuzzle     *puzzle,
                 const FutoRunOptions *base,
                 FutoRunResult        *result)
{
  FutoTrace *trace = futo_trace_new (puzzle->size, 0);
  FutoRunOptions options = *base;

  options.on_event = futo_trace_record;
  options.event_data = trace;
  futo_run (algorithm, puzzle, &options, result);
  return trace;
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

/* The propagation solver prunes down to the solution: replayed to the end,
 * its trace leaves exactly the solution's value in every cell. */
static void
test_replay_reaches_solution (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (21);
  const FutoAlgorithm *prop = futo_algorithm_find ("prop");

  for (int i = 0; i < 100; i++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 3 + i % 6, 0.3, 0.3);
      FutoRunResult result;
      FutoTrace *trace;
      FutoTraceCursor *cursor;

      futo_run_result_init (&result);
      trace = record_run (prop, puzzle, 1, &result);
      g_assert_cmpint (result.status, ==, FUTO_STATUS_SOLVED);
      cursor = futo_trace_cursor_new (trace);
      futo_trace_cursor_seek (cursor, futo_trace_get_length (trace));
      for (int c = 0; c < puzzle->size * puzzle->size; c++)
        g_assert_cmpuint (cursor->candidates[c], ==, FUTO_SET_BIT (result.solutions[0][c]));
      futo_trace_cursor_free (cursor);
      futo_trace_free (trace);
      futo_run_result_clear (&result);
      futo_puzzle_free (puzzle);
    }
}

/* After a complete search, everything pruned below the root comes back. */
static void
test_replay_restores_on_exhaustion (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (22);
  const FutoAlgorithm *prop = futo_algorithm_find ("prop");

  for (int i = 0; i < 50; i++)
    {
      FutoPuzzle *puzzle = test_random_wild_puzzle (rand, 4, 0.2, 0.2);
      FutoRunResult result;
      FutoTrace *trace, *root_trace;
      FutoTraceCursor *end, *root;
      FutoRunOptions options;

      futo_run_result_init (&result);
      trace = record_run (prop, puzzle, 0, &result);
      /* The root state: the same run stopped before its first node. */
      root_trace = futo_trace_new (puzzle->size, 0);
      futo_run_options_init (&options);
      options.node_limit = 1;
      options.on_event = futo_trace_record;
      options.event_data = root_trace;
      futo_run (prop, puzzle, &options, &result);
      if (result.status == FUTO_STATUS_LIMIT)
        {
          end = futo_trace_cursor_new (trace);
          root = futo_trace_cursor_new (root_trace);
          futo_trace_cursor_seek (end, futo_trace_get_length (trace));
          futo_trace_cursor_seek (root, futo_trace_get_length (root_trace));
          g_assert_cmpmem (end->candidates, 16 * sizeof (FutoSet), root->candidates, 16 * sizeof (FutoSet));
          futo_trace_cursor_free (end);
          futo_trace_cursor_free (root);
        }
      futo_trace_free (trace);
      futo_trace_free (root_trace);
      futo_run_result_clear (&result);
      futo_puzzle_free (puzzle);
    }
}

static void
check_seek_and_back (FutoTrace *trace,
                     GRand     *rand)
{
  size_t length = futo_trace_get_length (trace);
  FutoTraceCursor *walker = futo_trace_cursor_new (trace);
  FutoTraceCursor *seeker = futo_trace_cursor_new (trace);
  size_t *positions;
  FutoTraceCursor **snapshots;
  int samples = 12;

  /* Walk forward once, remembering the state at a few random positions. */
  positions = g_new (size_t, samples);
  snapshots = g_new (FutoTraceCursor *, samples);
  for (int s = 0; s < samples; s++)
    positions[s] = length ? (size_t) g_rand_int_range (rand, 0, (gint32) MIN (length + 1, G_MAXINT32)) : 0;
  for (int s = 0; s < samples; s++)
    {
      snapshots[s] = futo_trace_cursor_new (trace);
      while (walker->position < positions[s])
        g_assert_true (futo_trace_cursor_forward (walker));
      futo_trace_cursor_seek (walker, positions[s]); /* no-op or back: seek handles both */
      futo_trace_cursor_seek (snapshots[s], positions[s]);
      /* Seeking straight there equals walking there from the start. */
      {
        FutoTraceCursor *fresh = futo_trace_cursor_new (trace);
        for (size_t p = 0; p < positions[s]; p++)
          futo_trace_cursor_forward (fresh);
        assert_same_state (fresh, snapshots[s]);
        futo_trace_cursor_free (fresh);
      }
    }
  /* Stepping back from anywhere inverts stepping forward. */
  for (int s = 0; s < samples; s++)
    {
      size_t steps = (size_t) g_rand_int_range (rand, 0, 300);

      futo_trace_cursor_seek (seeker, positions[s]);
      for (size_t k = 0; k < steps && futo_trace_cursor_forward (seeker); k++)
        ;
      while (seeker->position > positions[s])
        g_assert_true (futo_trace_cursor_back (seeker));
      assert_same_state (seeker, snapshots[s]);
    }
  for (int s = 0; s < samples; s++)
    futo_trace_cursor_free (snapshots[s]);
  g_free (snapshots);
  g_free (positions);
  futo_trace_cursor_free (walker);
  futo_trace_cursor_free (seeker);
}

static void
test_seek_every_algorithm (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (23);
  gsize n = 0;
  const FutoAlgorithm *const *all = futo_algorithms (&n);

  for (gsize a = 0; a < n; a++)
    for (int i = 0; i < 6; i++)
      {
        FutoPuzzle *puzzle = test_random_puzzle (rand, 4 + i % 3, 0.15, 0.3);
        FutoRunResult result;
        FutoTrace *trace;

        futo_run_result_init (&result);
        trace = record_run (all[a], puzzle, 2, &result);
        check_seek_and_back (trace, rand);
        futo_trace_free (trace);
        futo_run_result_clear (&result);
        futo_puzzle_free (puzzle);
      }
}

/* Replayed up to its first solution, every algorithm's trace shows that
 * solution: each cell holds its value, or has it as its only candidate. */
static void
test_replay_shows_solution_every_algorithm (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (26);
  gsize n = 0;
  const FutoAlgorithm *const *all = futo_algorithms (&n);

  for (gsize a = 0; a < n; a++)
    for (int i = 0; i < 8; i++)
      {
        FutoPuzzle *puzzle = test_random_puzzle (rand, 4 + i % 3, 0.3, 0.3);
        FutoRunResult result;
        FutoTrace *trace;
        FutoTraceCursor *cursor;
        size_t solution;

        futo_run_result_init (&result);
        trace = record_run (all[a], puzzle, 1, &result);
        if (result.status != FUTO_STATUS_SOLVED)
          {
            /* Incomplete methods may give up: then no solution event. */
            g_assert_false (all[a]->complete && result.status == FUTO_STATUS_UNSATISFIABLE);
            g_assert_cmpuint (futo_trace_find_next (trace, 0, 1u << FUTO_EVENT_SOLUTION, false), ==,
                              futo_trace_get_length (trace));
          }
        else
          {
            solution = futo_trace_find_next (trace, 0, 1u << FUTO_EVENT_SOLUTION, false);
            g_assert_cmpuint (solution, <, futo_trace_get_length (trace));
            cursor = futo_trace_cursor_new (trace);
            futo_trace_cursor_seek (cursor, solution + 1);
            for (int c = 0; c < puzzle->size * puzzle->size; c++)
              {
                int value = result.solutions[0][c];

                if (puzzle->givens[c] == 0 && cursor->values[c] != value
                    && cursor->candidates[c] != FUTO_SET_BIT (value))
                  g_error ("%s: cell %d shows %d (candidates %#" G_GINT64_MODIFIER "x), the solution has %d",
                           all[a]->id, c, cursor->values[c], (guint64) cursor->candidates[c], value);
              }
            futo_trace_cursor_free (cursor);
          }
        futo_trace_free (trace);
        futo_run_result_clear (&result);
        futo_puzzle_free (puzzle);
      }
}

/* Recording only watches: with the same seed, a run with a trace does
 * exactly what the run without one does. */
static void
test_recording_changes_nothing (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (27);
  gsize n = 0;
  const FutoAlgorithm *const *all = futo_algorithms (&n);

  for (gsize a = 0; a < n; a++)
    for (int i = 0; i < 6; i++)
      {
        FutoPuzzle *puzzle = test_random_puzzle (rand, 4 + i % 3, 0.2, 0.3);
        FutoRunResult plain, recorded;
        FutoRunOptions options;
        FutoTrace *trace;
        int cells = puzzle->size * puzzle->size;

        futo_run_result_init (&plain);
        futo_run_result_init (&recorded);
        futo_run_options_init (&options);
        options.solution_limit = 2;
        options.seed = 11 + i;
        options.node_limit = 20000;
        futo_run (all[a], puzzle, &options, &plain);
        trace = record_run_with (all[a], puzzle, &options, &recorded);

        if (plain.status != recorded.status || plain.stats.nodes != recorded.stats.nodes)
          g_error ("%s, puzzle %d: recorded run differs", all[a]->id, i);
        g_assert_cmpint (plain.status, ==, recorded.status);
        g_assert_cmpuint (plain.solution_count, ==, recorded.solution_count);
        g_assert_cmpint (plain.exhausted, ==, recorded.exhausted);
        g_assert_cmpuint (plain.stats.nodes, ==, recorded.stats.nodes);
        g_assert_cmpuint (plain.stats.assignments, ==, recorded.stats.assignments);
        g_assert_cmpuint (plain.stats.backtracks, ==, recorded.stats.backtracks);
        g_assert_cmpuint (plain.stats.removed_values, ==, recorded.stats.removed_values);
        /* The lab engine posts the givens in one quiet pass when nobody
         * listens (futo-engine-prop.c, post_givens_quietly) and one by one
         * when a trace does: the same removals and search, but the root's
         * propagation steps are counted differently. */
        if (strcmp (all[a]->id, "lab") != 0)
          g_assert_cmpuint (plain.stats.propagations, ==, recorded.stats.propagations);
        g_assert_cmpuint (plain.stats.restarts, ==, recorded.stats.restarts);
        g_assert_cmpuint (plain.stats.iterations, ==, recorded.stats.iterations);
        g_assert_cmpuint (plain.stats.moves, ==, recorded.stats.moves);
        g_assert_cmpfloat (plain.stats.best_energy, ==, recorded.stats.best_energy);
        g_assert_cmpint (plain.stored, ==, recorded.stored);
        for (int s = 0; s < plain.stored; s++)
          g_assert_cmpmem (plain.solutions[s], cells, recorded.solutions[s], cells);
        futo_trace_free (trace);
        futo_run_result_clear (&plain);
        futo_run_result_clear (&recorded);
        futo_puzzle_free (puzzle);
      }
}

static void
forward_event (const FutoEvent *event,
               void            *trace)
{
  futo_trace_record (event, trace);
}

static char *
record_text (const FutoAlgorithm *algorithm,
             const FutoPuzzle    *puzzle,
             FutoEventFunc        sink,
             size_t               max_events,
             guint64              seed,
             guint64              node_limit,
             FutoTrace          **trace_out)
{
  FutoTrace *trace = futo_trace_new (puzzle->size, max_events);
  FutoRunOptions options;
  FutoRunResult result;
  char *text;

  futo_run_options_init (&options);
  options.solution_limit = 2;
  options.seed = seed;
  options.node_limit = node_limit;
  options.on_event = sink;
  options.event_data = trace;
  futo_run_result_init (&result);
  futo_run (algorithm, puzzle, &options, &result);
  futo_run_result_clear (&result);
  text = futo_trace_write (trace, algorithm->id);
  *trace_out = trace;
  return text;
}

/* The runner stores events inline when the sink is futo_trace_record; a
 * sink of the caller's own that forwards to it takes the ordinary call. Both
 * must give the same trace, event for event, and step back alike (the live
 * board and keyframes kept inline included), with and without truncation. */
static void
test_fast_path_matches_generic_sink (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (28);
  gsize n = 0;
  const FutoAlgorithm *const *all = futo_algorithms (&n);

  for (gsize a = 0; a < n; a++)
    for (int i = 0; i < 6; i++)
      {
        FutoPuzzle *puzzle = test_random_puzzle (rand, 4 + i % 3, 0.2, 0.3);
        size_t max_events = i % 2 ? 0 : (size_t) g_rand_int_range (rand, 1, 5000);
        FutoTrace *fast, *generic;
        g_autofree char *fast_text = record_text (all[a], puzzle, futo_trace_record, max_events, 3 + i, 3000, &fast);
        g_autofree char *generic_text = record_text (all[a], puzzle, forward_event, max_events, 3 + i, 3000, &generic);
        FutoTraceCursor *fast_cursor, *generic_cursor;

        g_assert_nonnull (fast_text);
        if (g_strcmp0 (fast_text, generic_text) != 0)
          g_error ("%s, puzzle %d: the inline recording differs from the generic sink's", all[a]->id, i);
        g_assert_cmpint (futo_trace_is_truncated (fast), ==, futo_trace_is_truncated (generic));
        if (max_events != 0)
          g_assert_cmpuint (futo_trace_get_length (fast), <=, max_events);
        fast_cursor = futo_trace_cursor_new (fast);
        generic_cursor = futo_trace_cursor_new (generic);
        futo_trace_cursor_seek (fast_cursor, futo_trace_get_length (fast));
        futo_trace_cursor_seek (generic_cursor, futo_trace_get_length (generic));
        assert_same_state (fast_cursor, generic_cursor);
        while (futo_trace_cursor_back (fast_cursor))
          {
            g_assert_true (futo_trace_cursor_back (generic_cursor));
            assert_same_state (fast_cursor, generic_cursor);
          }
        g_assert_false (futo_trace_cursor_back (generic_cursor));
        futo_trace_cursor_free (fast_cursor);
        futo_trace_cursor_free (generic_cursor);
        futo_trace_free (fast);
        futo_trace_free (generic);
        futo_puzzle_free (puzzle);
      }
}

static void
record_and_read_often (const FutoEvent *event,
                       void            *trace)
{
  futo_trace_record (event, trace);
  /* A prime, so that the reads end at every offset from a keyframe. */
  if (futo_trace_get_length (trace) % 997 == 0)
    {
      FutoTraceCursor *cursor = futo_trace_cursor_new (trace);

      futo_trace_cursor_seek (cursor, futo_trace_get_length (trace));
      for (int k = 0; k < 300 && futo_trace_cursor_back (cursor); k++)
        ;
      futo_trace_cursor_seek (cursor, futo_trace_get_length (trace) / 2);
      futo_trace_cursor_free (cursor);
    }
}

/* A trace may be read while it is still recording (from the recording
 * thread): cursors made, sought and stepped back in the middle of a run
 * leave it exactly like one that nobody read. */
static void
test_read_while_recording (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (29);
  const char *ids[] = { "fc", "bt", "sa" };
  int checked = 0;

  /* Only traces that cross several keyframes and reads count. */
  for (int i = 0; i < 60 && checked < 6; i++)
    {
      const FutoAlgorithm *algorithm = futo_algorithm_find (ids[i % G_N_ELEMENTS (ids)]);
      FutoPuzzle *puzzle = test_random_puzzle (rand, 5 + i % 4, 0.1, 0.3);
      FutoTrace *parts, *whole;
      g_autofree char *parts_text = record_text (algorithm, puzzle, record_and_read_often, 0, 7 + i, 20000, &parts);
      g_autofree char *whole_text = record_text (algorithm, puzzle, futo_trace_record, 0, 7 + i, 20000, &whole);
      FutoTraceCursor *a_cursor, *b_cursor;
      size_t length = futo_trace_get_length (whole);

      g_assert_cmpstr (parts_text, ==, whole_text);
      if (length > 3 * whole->interval)
        checked++;
      a_cursor = futo_trace_cursor_new (parts);
      b_cursor = futo_trace_cursor_new (whole);
      for (int k = 0; k < 20; k++)
        {
          size_t position = (size_t) g_rand_int_range (rand, 0, (gint32) length + 1);

          futo_trace_cursor_seek (a_cursor, position);
          futo_trace_cursor_seek (b_cursor, position);
          assert_same_state (a_cursor, b_cursor);
        }
      futo_trace_cursor_seek (a_cursor, length);
      futo_trace_cursor_seek (b_cursor, length);
      while (futo_trace_cursor_back (a_cursor))
        {
          g_assert_true (futo_trace_cursor_back (b_cursor));
          assert_same_state (a_cursor, b_cursor);
        }
      futo_trace_cursor_free (a_cursor);
      futo_trace_cursor_free (b_cursor);
      futo_trace_free (parts);
      futo_trace_free (whole);
      futo_puzzle_free (puzzle);
    }
  g_assert_cmpint (checked, ==, 6);
}

/* Long traces stay within 16 bytes an event and seek anywhere. */
static void
test_long_trace (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (24);
  FutoTrace *trace = futo_trace_new (30, 0);
  FutoTraceCursor *cursor;
  size_t length = 2000000;

  for (size_t i = 0; i < length; i++)
    {
      FutoEvent event = { 0 };

      event.kind = i % 2 ? FUTO_EVENT_RESTORE : FUTO_EVENT_PRUNE;
      event.cell = g_rand_int_range (rand, 0, 900);
      event.value = g_rand_int_range (rand, 1, 31);
      event.cause = -1;
      event.depth = (int) (i % 50);
      futo_trace_record (&event, trace);
    }
  g_assert_cmpuint (futo_trace_get_length (trace), ==, length);
  g_assert_cmpfloat ((double) futo_trace_get_memory (trace) / (double) length, <=, 16.0);
  cursor = futo_trace_cursor_new (trace);
  check_seek_and_back (trace, rand);
  futo_trace_cursor_seek (cursor, length);
  g_assert_cmpuint (cursor->position, ==, length);
  futo_trace_cursor_free (cursor);
  futo_trace_free (trace);
}

static void
test_truncation (void)
{
  FutoTrace *trace = futo_trace_new (9, 1000);
  FutoPuzzle *empty = futo_puzzle_new (9);
  FutoRunOptions options;
  FutoRunResult result;

  futo_run_options_init (&options);
  futo_run_result_init (&result);
  options.solution_limit = 0;
  options.node_limit = 5000;
  options.on_event = futo_trace_record;
  options.event_data = trace;
  futo_run (futo_algorithm_find ("prop"), empty, &options, &result);
  g_assert_true (futo_trace_is_truncated (trace));
  g_assert_cmpuint (futo_trace_get_length (trace), ==, 1000);
  futo_run_result_clear (&result);
  futo_trace_free (trace);
  futo_puzzle_free (empty);
}

static void
test_text_round_trip (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (25);
  gsize n = 0;
  const FutoAlgorithm *const *all = futo_algorithms (&n);

  for (gsize a = 0; a < n; a++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 5, 0.2, 0.3);
      FutoRunResult result;
      FutoTrace *trace, *back;
      FutoError error;
      char *text;

      futo_run_result_init (&result);
      trace = record_run (all[a], puzzle, 1, &result);
      text = futo_trace_write (trace, all[a]->id);
      g_assert_nonnull (text);
      g_assert_true (g_str_has_prefix (text, "futoshiki-lab-trace 1\nsize 5\n"));
      back = futo_trace_read (text, strlen (text), &error);
      if (back == NULL)
        g_error ("%s: line %d, column %d: %s", all[a]->id, error.line, error.column, error.message);
      g_assert_cmpuint (futo_trace_get_length (back), ==, futo_trace_get_length (trace));
      for (size_t i = 0; i < futo_trace_get_length (trace); i++)
        {
          FutoEvent x, y;

          futo_trace_get_event (trace, i, &x);
          futo_trace_get_event (back, i, &y);
          g_assert_cmpint (x.kind, ==, y.kind);
          g_assert_cmpint (x.cell, ==, y.cell);
          g_assert_cmpint (x.value, ==, y.value);
          g_assert_cmpint (x.cause, ==, y.cause);
          g_assert_cmpint (x.reason, ==, y.reason);
          g_assert_cmpint (x.depth, ==, y.depth);
          g_assert_cmpfloat_with_epsilon (x.energy, y.energy, 1e-6 * (1 + ABS (x.energy)));
        }
      free (text);
      futo_trace_free (trace);
      futo_trace_free (back);
      futo_run_result_clear (&result);
      futo_puzzle_free (puzzle);
    }
}

static void
test_text_errors (void)
{
  static const struct { const char *text; int line, column; const char *fragment; } cases[] = {
    { "", 1, 0, "empty" },
    { "hello 1\n", 1, 1, "not a Futoshiki Lab trace" },
    { "futoshiki-lab-trace\n", 1, 20, "version" },
    { "futoshiki-lab-trace 3\n", 1, 21, "format 3" },
    { "futoshiki-lab-trace 1\nsize 99\n", 2, 1, "size N" },
    { "futoshiki-lab-trace 1\nsize 4\n", 2, 0, "before its 'events'" },
    { "futoshiki-lab-trace 1\nsize 4\nwhat\n", 3, 1, "found 'what'" },
    { "futoshiki-lab-trace 1\nsize 4\nevents 1\njump r1c1 2\n", 4, 1, "unknown event 'jump'" },
    { "futoshiki-lab-trace 1\nsize 4\nevents 1\nprune r5c1 2 row\n", 4, 7, "outside the 4×4 board" },
    { "futoshiki-lab-trace 1\nsize 4\nevents 1\nprune r1c1 9 row\n", 4, 12, "out of range" },
    { "futoshiki-lab-trace 1\nsize 4\nevents 1\nprune r1c1 2 row cause rxc1\n", 4, 24, "expected a cell" },
    { "futoshiki-lab-trace 1\nsize 4\nevents 1\nprune r1c1 2 row depth -1\n", 4, 24, "depth" },
    { "futoshiki-lab-trace 1\nsize 4\nevents 1\nprune r1c1 2 row extra\n", 4, 18, "unexpected 'extra'" },
    { "futoshiki-lab-trace 1\nsize 4\nevents 1\nenergy abc\n", 4, 8, "not a number" },
    { "futoshiki-lab-trace 1\nsize 4\nevents 1\nenergy\n", 4, 1, "one number" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      FutoError error;
      FutoTrace *trace = futo_trace_read (cases[i].text, strlen (cases[i].text), &error);

      g_assert_null (trace);
      if (error.line != cases[i].line || error.column != cases[i].column
          || strstr (error.message, cases[i].fragment) == NULL)
        g_error ("case %zu: got line %d, column %d: %s", i, error.line, error.column, error.message);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/trace/replay-reaches-solution", test_replay_reaches_solution);
  g_test_add_func ("/trace/replay-restores-on-exhaustion", test_replay_restores_on_exhaustion);
  g_test_add_func ("/trace/seek-every-algorithm", test_seek_every_algorithm);
  g_test_add_func ("/trace/replay-shows-solution-every-algorithm", test_replay_shows_solution_every_algorithm);
  g_test_add_func ("/trace/recording-changes-nothing", test_recording_changes_nothing);
  g_test_add_func ("/trace/fast-path-matches-generic-sink", test_fast_path_matches_generic_sink);
  g_test_add_func ("/trace/read-while-recording", test_read_while_recording);
  g_test_add_func ("/trace/long-trace", test_long_trace);
  g_test_add_func ("/trace/truncation", test_truncation);
  g_test_add_func ("/trace/text-round-trip", test_text_round_trip);
  g_test_add_func ("/trace/text-errors", test_text_errors);
  return g_test_run ();
}
