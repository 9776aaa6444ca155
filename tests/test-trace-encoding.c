/* test-trace-encoding.c: every event reads back as it was recorded, in
 * whichever form the trace stores it, and a recording stops exactly at its
 * limit, also in the middle of a set of values
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "futo-algorithm.h"
/* Inside the library on purpose: the trace's fields and the runner's append calls,
 * to record each form of a word directly and look at its limits. */
#include "futo-runner-private.h"
#include "futo-trace.h"
#include "test-util.h"

/* The board sizes at which the widths of cell, value and depth change,
 * and the smallest and largest. */
static const int sizes[] = { 2, 3, 4, 8, 9, 11, 12, 16, 17, 22, 23, 24, 32, 45, 46, 64 };

/* What an event reads back as: itself when its fields are in range; a field
 * out of range is clamped, as the trace format documents. */
static FutoEvent
expected_event (const FutoEvent *event)
{
  FutoEvent result = { 0 };

  result.kind = event->kind & 7;
  result.cell = -1;
  result.cause = -1;
  if (result.kind == FUTO_EVENT_ENERGY)
    {
      result.energy = (float) event->energy;
      return result;
    }
  result.reason = event->reason & 15;
  result.cell = CLAMP (event->cell + 1, 0, 8191) - 1;
  result.cause = CLAMP (event->cause + 1, 0, 8191) - 1;
  result.value = CLAMP (event->value, 0, 127);
  result.depth = CLAMP (event->depth, 0, 8191);
  return result;
}

static void
assert_same_event (const FutoEvent *got,
                   const FutoEvent *want,
                   int              size,
                   size_t           index)
{
  if (got->kind != want->kind || got->reason != want->reason || got->cell != want->cell
      || got->cause != want->cause || got->value != want->value || got->depth != want->depth
      || got->energy != want->energy)
    g_error ("size %d, event %zu: read back kind %d reason %d cell %d cause %d value %d depth %d energy %g, "
             "recorded kind %d reason %d cell %d cause %d value %d depth %d energy %g", size, index,
             got->kind, got->reason, got->cell, got->cause, got->value, got->depth, got->energy,
             want->kind, want->reason, want->cell, want->cause, want->value, want->depth, want->energy);
}

/* Every kind and reason with the extreme cells, causes, values and depths
 * of each board size (and some beyond them) reads back unchanged, through
 * the trace and through its text form. */
static void
test_round_trip_extremes (void)
{
  for (gsize s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      int size = sizes[s], cells = size * size;
      int cell_list[] = { -1, 0, 1, cells / 2, cells - 1, cells, 8190, 9000, -5 };
      int value_list[] = { 0, 1, size - 1, size, size + 1, 127, 200, -3 };
      int reason_list[] = { FUTO_REASON_NONE, FUTO_REASON_DECISION, FUTO_REASON_SIGN, FUTO_REASON_LAST, 15 };
      int depth_list[] = { 0, 1, 2, 3, 4, 7, 8, 15, 16, 31, 32, 63, 64, 127, 128, 255, 256,
                           511, 512, 1023, 1024, 2047, 2048, 4095, 4096, 8191, 8192, 20000, -1 };
      FutoTrace *trace = futo_trace_new (size, 0), *writable = futo_trace_new (size, 0), *again;
      GArray *recorded = g_array_new (FALSE, FALSE, sizeof (FutoEvent));
      g_autofree char *text = NULL, *text_again = NULL;
      FutoError error;

      for (int kind = FUTO_EVENT_ASSIGN; kind <= FUTO_EVENT_ENERGY; kind++)
        for (gsize r = 0; r < G_N_ELEMENTS (reason_list); r++)
          for (gsize c = 0; c < G_N_ELEMENTS (cell_list); c++)
            for (gsize v = 0; v < G_N_ELEMENTS (value_list); v++)
              {
                FutoEvent event = { kind, reason_list[r], cell_list[c], -1, value_list[v], 0, 0.0 };

                /* Depths with no cause, with the nearest and the farthest cause. */
                for (gsize d = 0; d < G_N_ELEMENTS (depth_list); d++)
                  for (int k = 0; k < 3; k++)
                    {
                      event.depth = depth_list[d];
                      event.cause = k == 0 ? -1 : k == 1 ? 0 : cells - 1;
                      event.energy = kind == FUTO_EVENT_ENERGY ? 0.25 * (double) d - 3.0 : 0.0;
                      futo_trace_record (&event, trace);
                      g_array_append_val (recorded, event);
                      /* The text form takes what a solver can say. */
                      if (kind == FUTO_EVENT_ENERGY
                          || (event.reason <= FUTO_REASON_LAST && event.cell >= 0 && event.cell < cells
                              && event.value >= 1 && event.value <= size
                              && event.depth >= 0 && event.depth <= 8191))
                        futo_trace_record (&event, writable);
                    }
              }
      g_assert_cmpuint (futo_trace_get_length (trace), ==, recorded->len);
      for (guint i = 0; i < recorded->len; i++)
        {
          FutoEvent got, want = expected_event (&g_array_index (recorded, FutoEvent, i));

          g_assert_true (futo_trace_get_event (trace, i, &got));
          assert_same_event (&got, &want, size, i);
        }
      text = futo_trace_write (writable, "test");
      again = futo_trace_read (text, strlen (text), &error);
      if (again == NULL)
        g_error ("size %d: line %d: %s", size, error.line, error.message);
      g_assert_cmpuint (futo_trace_get_length (again), ==, futo_trace_get_length (writable));
      text_again = futo_trace_write (again, "test");
      g_assert_cmpstr (text, ==, text_again);
      futo_trace_free (again);
      futo_trace_free (writable);
      futo_trace_free (trace);
      g_array_free (recorded, TRUE);
    }
}

/* The common events of a 9x9 run (a cell, a value, a cause or none, the
 * depth of a search) take 4 bytes: with keyframes and the room that a
 * growing array keeps, well under the 8 of a 64-bit word. */
static void
test_common_events_are_compact (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (41);
  FutoTrace *trace = futo_trace_new (9, 0);
  size_t length = 1000000;

  for (size_t i = 0; i < length; i++)
    {
      FutoEvent event = { 0 };

      event.kind = (FutoEventKind) g_rand_int_range (rand, FUTO_EVENT_ASSIGN, FUTO_EVENT_MOVE + 1);
      event.reason = (FutoReason) g_rand_int_range (rand, 0, FUTO_REASON_LAST + 1);
      event.cell = g_rand_int_range (rand, 0, 81);
      event.cause = g_rand_boolean (rand) ? -1 : g_rand_int_range (rand, 0, 81);
      event.value = g_rand_int_range (rand, 1, 10);
      event.depth = g_rand_int_range (rand, 0, 64);
      futo_trace_record (&event, trace);
    }
  g_assert_cmpfloat ((double) futo_trace_get_memory (trace) / (double) length, <, 6.0);
  futo_trace_free (trace);
}

/* A board as the trace format defines it, kept the plain way, to check
 * replay against. */
typedef struct
{
  FutoSet *candidates;
  guint8  *values;
  int      depth;
  double   energy;
} Model;

static void
model_apply (Model           *model,
             int              size,
             const FutoEvent *event)
{
  FutoEvent e = expected_event (event);

  if (e.kind == FUTO_EVENT_ENERGY)
    {
      model->energy = e.energy;
      return;
    }
  model->depth = e.depth;
  if (e.cell < 0 || e.cell >= size * size)
    return;
  switch (e.kind)
    {
    case FUTO_EVENT_ASSIGN:
    case FUTO_EVENT_MOVE:
      model->values[e.cell] = (guint8) e.value;
      break;
    case FUTO_EVENT_UNASSIGN:
      model->values[e.cell] = 0;
      break;
    case FUTO_EVENT_PRUNE:
      if (e.value >= 1 && e.value <= size)
        model->candidates[e.cell] &= ~FUTO_SET_BIT (e.value);
      break;
    case FUTO_EVENT_RESTORE:
      if (e.value >= 1 && e.value <= size)
        model->candidates[e.cell] |= FUTO_SET_BIT (e.value);
      break;
    default:
      break;
    }
}

static void
assert_cursor_is (const FutoTraceCursor *cursor,
                  const Model           *model,
                  int                    size)
{
  int cells = size * size;

  g_assert_cmpmem (cursor->candidates, cells * sizeof (FutoSet), model->candidates, cells * sizeof (FutoSet));
  g_assert_cmpmem (cursor->values, cells, model->values, cells);
  g_assert_cmpint (cursor->depth, ==, model->depth);
  g_assert_cmpfloat (cursor->energy, ==, model->energy);
}

/* Random events, compact and wide mixed (causes that do not fit, depths
 * past the compact field, energies, cells out of range), replay as the
 * plain model says, forwards, by seeking and stepping back. */
static void
test_mixed_forms_replay (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  int test_sizes[] = { 3, 9, 12, 24, 64 };

  for (gsize s = 0; s < G_N_ELEMENTS (test_sizes); s++)
    {
      int size = test_sizes[s], cells = size * size;
      /* Past a few keyframes at every size (64x64 keeps one every 32768). */
      size_t length = size == 64 ? 100000 : 30000, samples = 300;
      FutoTrace *trace = futo_trace_new (size, 0);
      Model model = { g_new (FutoSet, cells), g_new0 (guint8, cells), 0, 0 };
      size_t *positions = g_new (size_t, samples);
      FutoSet *sample_candidates = g_new (FutoSet, samples * cells);
      guint8 *sample_values = g_new (guint8, samples * cells);
      int *sample_depths = g_new (int, samples);
      double *sample_energies = g_new (double, samples);
      FutoTraceCursor *cursor;
      size_t next = 0, k;

      /* Increasing positions, the first and the last among them. */
      for (k = 0; k < samples; k++)
        positions[k] = k == 0 ? 0 : k == samples - 1 ? length
                     : (size_t) g_rand_int_range (rand, (gint32) positions[k - 1], (gint32) length + 1);
      for (int i = 0; i < cells; i++)
        model.candidates[i] = FUTO_SET_FULL (size);
      for (size_t i = 0; i <= length; i++)
        {
          FutoEvent event = { 0 };

          for (; next < samples && positions[next] == i; next++)
            {
              memcpy (sample_candidates + next * cells, model.candidates, cells * sizeof (FutoSet));
              memcpy (sample_values + next * cells, model.values, cells);
              sample_depths[next] = model.depth;
              sample_energies[next] = model.energy;
            }
          if (i == length)
            break;
          event.kind = (FutoEventKind) g_rand_int_range (rand, 0, 8);
          event.reason = (FutoReason) g_rand_int_range (rand, 0, 16);
          event.cell = g_rand_int_range (rand, 0, 50) == 0 ? g_rand_int_range (rand, -2, 9000)
                                                           : g_rand_int_range (rand, 0, cells);
          event.cause = g_rand_boolean (rand) ? -1 : g_rand_int_range (rand, 0, cells);
          event.value = g_rand_int_range (rand, 0, 40) == 0 ? g_rand_int_range (rand, 0, 130)
                                                            : g_rand_int_range (rand, 1, size + 1);
          event.depth = g_rand_int_range (rand, 0, 20) == 0 ? g_rand_int_range (rand, 0, 9000)
                                                            : g_rand_int_range (rand, 0, 40);
          event.energy = g_rand_double_range (rand, -10, 10);
          futo_trace_record (&event, trace);
          model_apply (&model, size, &event);
        }
      g_assert_cmpuint (next, ==, samples);
      /* Forwards from the start, by seeking in random order, and backwards
       * from the end through every event. */
      cursor = futo_trace_cursor_new (trace);
      for (k = 0; k < samples; k++)
        {
          Model at = { sample_candidates + k * cells, sample_values + k * cells,
                       sample_depths[k], sample_energies[k] };

          while (cursor->position < positions[k])
            g_assert_true (futo_trace_cursor_forward (cursor));
          assert_cursor_is (cursor, &at, size);
        }
      g_assert_false (futo_trace_cursor_forward (cursor));
      for (int n = 0; n < 200; n++)
        {
          k = (size_t) g_rand_int_range (rand, 0, (gint32) samples);
          Model at = { sample_candidates + k * cells, sample_values + k * cells,
                       sample_depths[k], sample_energies[k] };

          futo_trace_cursor_seek (cursor, positions[k]);
          assert_cursor_is (cursor, &at, size);
        }
      futo_trace_cursor_seek (cursor, length);
      for (k = samples; k-- > 0;)
        {
          Model at = { sample_candidates + k * cells, sample_values + k * cells,
                       sample_depths[k], sample_energies[k] };

          while (cursor->position > positions[k])
            g_assert_true (futo_trace_cursor_back (cursor));
          assert_cursor_is (cursor, &at, size);
        }
      g_assert_false (futo_trace_cursor_back (cursor));
      futo_trace_cursor_free (cursor);
      futo_trace_free (trace);
      g_free (model.candidates);
      g_free (model.values);
      g_free (positions);
      g_free (sample_candidates);
      g_free (sample_values);
      g_free (sample_depths);
      g_free (sample_energies);
    }
}

/* Appends set the runner's way (one base event, a store per value) and
 * one event at a time through the public sink, to traces limited to
 * max_events: both stop at exactly max_events, in the middle of the set,
 * with the same events and the same board. */
static void
test_truncation_in_a_set (void)
{
  int size = 9;
  FutoSet set = FUTO_SET_FULL (size) & ~FUTO_SET_BIT (4);
  FutoTrace *probe = futo_trace_new (size, 0);
  size_t interval = probe->interval;

  futo_trace_free (probe);
  /* Limits inside the first set, at the first keyframe and inside a set
   * that crosses it. */
  for (size_t max_events = 1; max_events <= interval + 80;
       max_events += max_events < 20 || max_events + 10 > interval ? 1 : 37)
    {
      FutoTrace *packed = futo_trace_new (size, max_events), *single = futo_trace_new (size, max_events);
      g_autofree char *packed_text = NULL, *single_text = NULL;
      FutoTraceCursor *a, *b;
      size_t sets = 0;

      for (int round = 0; futo_trace_get_length (packed) < max_events && (size_t) round < max_events; round++)
        {
          int cell = round % (size * size), cause = round % 3 == 0 ? -1 : (round * 7) % (size * size);
          FutoEventKind kind = round % 2 ? FUTO_EVENT_RESTORE : FUTO_EVENT_PRUNE;

          _futo_trace_append_each (packed, kind, FUTO_REASON_ROW, cell, cause, set, round % 70);
          for (FutoSet rest = set; rest != 0; rest &= rest - 1)
            {
              FutoEvent event = { kind, FUTO_REASON_ROW, cell, cause, futo_set_min (rest), round % 70, 0.0 };

              futo_trace_record (&event, single);
            }
          sets++;
        }
      /* One more set past the limit changes nothing but says the trace is cut. */
      _futo_trace_append_each (packed, FUTO_EVENT_PRUNE, FUTO_REASON_ROW, 0, -1, set, 0);
      {
        FutoEvent event = { FUTO_EVENT_PRUNE, FUTO_REASON_ROW, 0, -1, 1, 0, 0.0 };

        futo_trace_record (&event, single);
      }
      g_assert_cmpuint (sets * 8, >=, max_events);
      g_assert_cmpuint (futo_trace_get_length (packed), ==, max_events);
      g_assert_cmpuint (futo_trace_get_length (single), ==, max_events);
      g_assert_true (futo_trace_is_truncated (packed));
      g_assert_true (futo_trace_is_truncated (single));
      packed_text = futo_trace_write (packed, NULL);
      single_text = futo_trace_write (single, NULL);
      g_assert_cmpstr (packed_text, ==, single_text);
      a = futo_trace_cursor_new (packed);
      b = futo_trace_cursor_new (single);
      futo_trace_cursor_seek (a, max_events);
      futo_trace_cursor_seek (b, max_events);
      g_assert_cmpmem (a->candidates, 81 * sizeof (FutoSet), b->candidates, 81 * sizeof (FutoSet));
      g_assert_cmpint (a->depth, ==, b->depth);
      futo_trace_cursor_free (a);
      futo_trace_cursor_free (b);
      futo_trace_free (packed);
      futo_trace_free (single);
    }
}

/* Real runs whose events come in sets (colouring's first phase, the
 * breadth-first search) stop at every limit exactly as the public sink
 * does. */
static void
forward_event (const FutoEvent *event,
               void            *trace)
{
  futo_trace_record (event, trace);
}

static char *
record_text (const char   *id,
             FutoPuzzle   *puzzle,
             FutoEventFunc sink,
             size_t        max_events,
             size_t       *length)
{
  FutoTrace *trace = futo_trace_new (puzzle->size, max_events);
  FutoRunOptions options;
  FutoRunResult result;
  char *text;

  futo_run_options_init (&options);
  options.seed = 3;
  options.node_limit = 2000;
  options.on_event = sink;
  options.event_data = trace;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_find (id), puzzle, &options, &result);
  futo_run_result_clear (&result);
  text = futo_trace_write (trace, id);
  *length = futo_trace_get_length (trace);
  futo_trace_free (trace);
  return text;
}

static void
test_truncation_every_limit (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (43);
  const char *ids[] = { "color", "bfs", "fc", "ac3" };

  for (gsize a = 0; a < G_N_ELEMENTS (ids); a++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 6, 0.15, 0.3);

      for (size_t max_events = 1; max_events <= 400; max_events++)
        {
          size_t fast_length, generic_length;
          g_autofree char *fast = record_text (ids[a], puzzle, futo_trace_record, max_events, &fast_length);
          g_autofree char *generic = record_text (ids[a], puzzle, forward_event, max_events, &generic_length);

          if (g_strcmp0 (fast, generic) != 0)
            g_error ("%s, limit %zu: the inline recording differs from the generic sink's", ids[a], max_events);
          g_assert_cmpuint (fast_length, <=, max_events);
        }
      futo_puzzle_free (puzzle);
    }
}

/* A kind or reason with no bits in the format is left out, never stored as
 * another kind or reason; the events around it are kept. */
static void
test_unknown_kind_left_out (void)
{
  FutoTrace *trace = futo_trace_new (5, 0);
  FutoEvent assign = { FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, 3, -1, 2, 1, 0.0 };
  FutoEvent bad_kind = { FUTO_EVENT_LAST + 1, FUTO_REASON_NONE, 3, -1, 2, 1, 0.0 };
  FutoEvent bad_reason = { FUTO_EVENT_PRUNE, 16, 4, -1, 1, 1, 0.0 };
  FutoEvent prune = { FUTO_EVENT_PRUNE, FUTO_REASON_ROW, 4, 3, 2, 1, 0.0 };
  FutoEvent read;

  futo_trace_record (&assign, trace);
  futo_trace_record (&bad_kind, trace);
  futo_trace_record (&bad_reason, trace);
  futo_trace_record (&prune, trace);
  g_assert_cmpuint (futo_trace_get_length (trace), ==, 2);
  g_assert_false (futo_trace_is_truncated (trace));
  g_assert_true (futo_trace_get_event (trace, 0, &read));
  g_assert_cmpint (read.kind, ==, FUTO_EVENT_ASSIGN);
  g_assert_true (futo_trace_get_event (trace, 1, &read));
  g_assert_cmpint (read.kind, ==, FUTO_EVENT_PRUNE);
  g_assert_cmpint (read.reason, ==, FUTO_REASON_ROW);
  futo_trace_free (trace);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/trace-encoding/round-trip-extremes", test_round_trip_extremes);
  g_test_add_func ("/trace-encoding/common-events-are-compact", test_common_events_are_compact);
  g_test_add_func ("/trace-encoding/mixed-forms-replay", test_mixed_forms_replay);
  g_test_add_func ("/trace-encoding/truncation-in-a-set", test_truncation_in_a_set);
  g_test_add_func ("/trace-encoding/truncation-every-limit", test_truncation_every_limit);
  g_test_add_func ("/trace-encoding/unknown-kind-left-out", test_unknown_kind_left_out);
  return g_test_run ();
}
