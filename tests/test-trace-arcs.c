/* test-trace-arcs.c: the queue of arcs that ac3 and mac tell
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Through the public API: the events of a run (a sink of the test's own
 * and a recorded FutoTrace alike) keep the queue honest (an arc is queued
 * only when it is not waiting, revised only when it is, first in first
 * out, and the queue is empty between propagations), every arc prune comes
 * in the revision of its own arc, mac revises as often as it counts
 * propagations, the trace's text form reads back to the same events and
 * its checker accepts them, and the other methods tell no arcs.
 */
#include <string.h>

#include <glib.h>

#include "futo-algorithm.h"
#include "futo-trace.h"
#include "test-util.h"

static void
collect (const FutoEvent *event,
         void            *data)
{
  g_array_append_val ((GArray *) data, *event);
}

/* Replays the queue of events; returns how many revisions it saw. */
static guint64
check_queue (const FutoPuzzle *puzzle,
             GArray           *events)
{
  int n = puzzle->size, cells = n * n;
  g_autofree guint8 *waiting = g_malloc0 ((gsize) cells * (gsize) cells);
  g_autoptr (GQueue) queue = g_queue_new ();
  int revise_cell = -1, revise_other = -1;
  guint64 revisions = 0;

  for (guint i = 0; i < events->len; i++)
    {
      const FutoEvent *e = &g_array_index (events, FutoEvent, i);
      gsize arc = (gsize) e->cell * (gsize) cells + (gsize) e->cause;

      if (e->kind != FUTO_EVENT_PRUNE && e->kind != FUTO_EVENT_REVISE)
        revise_cell = revise_other = -1;
      switch (e->kind)
        {
        case FUTO_EVENT_QUEUE:
          g_assert_true (e->cell / n == e->cause / n || e->cell % n == e->cause % n);
          g_assert_cmpint (e->cell, !=, e->cause);
          g_assert_false (waiting[arc]);
          waiting[arc] = 1;
          g_queue_push_tail (queue, GSIZE_TO_POINTER (arc));
          break;
        case FUTO_EVENT_REVISE:
          g_assert_true (waiting[arc]);
          /* AC-3's queue is first in, first out. */
          g_assert_cmpuint (GPOINTER_TO_SIZE (g_queue_pop_head (queue)), ==, arc);
          waiting[arc] = 0;
          revise_cell = e->cell;
          revise_other = e->cause;
          revisions++;
          break;
        case FUTO_EVENT_FLUSH:
          g_assert_false (g_queue_is_empty (queue));
          while (!g_queue_is_empty (queue))
            waiting[GPOINTER_TO_SIZE (g_queue_pop_head (queue))] = 0;
          break;
        case FUTO_EVENT_PRUNE:
          if (e->reason == FUTO_REASON_ARC)
            {
              /* In the revision of its own arc. */
              g_assert_cmpint (e->cell, ==, revise_cell);
              g_assert_cmpint (e->cause, ==, revise_other);
            }
          else
            g_assert_true (g_queue_is_empty (queue));
          break;
        default:
          /* Between two propagations nothing waits. */
          g_assert_true (g_queue_is_empty (queue));
          break;
        }
    }
  g_assert_true (g_queue_is_empty (queue));
  return revisions;
}

static void
assert_same_events (GArray          *events,
                    const FutoTrace *trace)
{
  g_autoptr (GArray) read = g_array_new (FALSE, FALSE, sizeof (FutoEvent));
  FutoTraceReader *reader = futo_trace_reader_new (trace, 0);
  FutoEvent event;

  while (futo_trace_reader_next (reader, &event))
    g_array_append_val (read, event);
  futo_trace_reader_free (reader);
  g_assert_cmpuint (read->len, ==, events->len);
  for (guint i = 0; i < events->len; i++)
    {
      const FutoEvent *a = &g_array_index (events, FutoEvent, i), *b = &g_array_index (read, FutoEvent, i);

      g_assert_cmpint (a->kind, ==, b->kind);
      g_assert_cmpint (a->cell, ==, b->cell);
      g_assert_cmpint (a->cause, ==, b->cause);
      g_assert_cmpint (a->value, ==, b->value);
      g_assert_cmpint (a->depth, ==, b->depth);
      if (a->kind != FUTO_EVENT_ENERGY)
        g_assert_cmpint (a->reason, ==, b->reason);
    }
}

/* One run of algorithm on puzzle, checked every way (the text form only
 * when text: a header refuses a puzzle broken on its face); its
 * revisions. */
static guint64
check_run (const char       *id,
           const FutoPuzzle *puzzle,
           gboolean          text_too)
{
  const FutoAlgorithm *algorithm = futo_algorithm_find (id);
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (FutoEvent));
  FutoTrace *trace = futo_trace_new (puzzle->size, 0), *again;
  FutoRunOptions options;
  FutoRunResult result;
  FutoError error;
  guint64 revisions;
  char *text;

  futo_run_options_init (&options);
  options.solution_limit = 2;
  options.on_event = collect;
  options.event_data = events;
  futo_run_result_init (&result);
  futo_run (algorithm, puzzle, &options, &result);
  revisions = check_queue (puzzle, events);
  if (g_str_equal (id, "mac"))
    g_assert_cmpuint (revisions, ==, result.stats.propagations);
  futo_run_result_clear (&result);

  /* Recorded, the same events. */
  options.on_event = futo_trace_record;
  options.event_data = trace;
  futo_run_result_init (&result);
  futo_run (algorithm, puzzle, &options, &result);
  futo_run_result_clear (&result);
  assert_same_events (events, trace);
  g_assert_true (futo_trace_set_puzzle (trace, puzzle));
  if (!text_too)
    {
      futo_trace_free (trace);
      return revisions;
    }
  g_assert_true (futo_trace_check (trace, NULL, &error));

  /* Written and read back, the same events again. */
  text = futo_trace_write (trace, id);
  again = futo_trace_read (text, strlen (text), &error);
  if (again == NULL)
    g_error ("%s: %s", id, error.message);
  assert_same_events (events, again);
  futo_trace_free (again);
  g_free (text);
  futo_trace_free (trace);
  return revisions;
}

static void
test_lesson (void)
{
  FutoPuzzle *puzzle = test_load_puzzle ("../app/data/lesson-6x6.txt");

  g_assert_cmpuint (check_run ("ac3", puzzle, TRUE), >, 360);
  g_assert_cmpuint (check_run ("mac", puzzle, TRUE), >, 360);
  g_assert_cmpuint (check_run ("fc", puzzle, TRUE), ==, 0);
  g_assert_cmpuint (check_run ("bt", puzzle, TRUE), ==, 0);
  futo_puzzle_free (puzzle);
}

/* Random puzzles, some unsatisfiable: wipe-outs flush the queue. */
static void
test_random (void)
{
  GRand *rand = g_rand_new_with_seed (31);

  for (int i = 0; i < 60; i++)
    {
      int n = 3 + i % 5;
      FutoPuzzle *puzzle = i % 2 ? test_random_puzzle (rand, n, 0.2, 0.3)
                                 : test_random_wild_puzzle (rand, n, 0.2, 0.3);

      check_run ("ac3", puzzle, i % 2);
      check_run ("mac", puzzle, i % 2);
      futo_puzzle_free (puzzle);
    }
  g_rand_free (rand);
}

/* The first queue holds every arc once, each cell's along its row, then
 * along its column. */
static void
test_first_queue (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (4);
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (FutoEvent));
  FutoRunOptions options;
  FutoRunResult result;

  futo_run_options_init (&options);
  options.on_event = collect;
  options.event_data = events;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_find ("ac3"), puzzle, &options, &result);
  futo_run_result_clear (&result);
  for (guint i = 0; i < 16 * 6; i++)
    {
      const FutoEvent *e = &g_array_index (events, FutoEvent, i);

      g_assert_cmpint (e->kind, ==, FUTO_EVENT_QUEUE);
      g_assert_cmpint (e->cell, ==, (int) i / 6);
    }
  g_assert_cmpint (g_array_index (events, FutoEvent, 0).cause, ==, 1);
  g_assert_cmpint (g_array_index (events, FutoEvent, 3).cause, ==, 4);
  g_assert_cmpint (g_array_index (events, FutoEvent, 16 * 6).kind, ==, FUTO_EVENT_REVISE);
  futo_puzzle_free (puzzle);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/trace-arcs/lesson", test_lesson);
  g_test_add_func ("/trace-arcs/random", test_random);
  g_test_add_func ("/trace-arcs/first-queue", test_first_queue);
  return g_test_run ();
}
