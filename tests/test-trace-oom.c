/* test-trace-oom.c: a trace that runs out of memory says so, and is never
 * handed out unreadable
 *
 * Linked with -Wl,--wrap=realloc (tests/meson.build), so that the library's
 * reallocs go through __wrap_realloc below, which fails the ones asked to.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "futo-algorithm.h"
#include "futo-trace.h"

void *__real_realloc (void   *pointer,
                      size_t  size);
void *__wrap_realloc (void   *pointer,
                      size_t  size);

/* How many reallocs fail from now on (-1: all of them), and of which sizes. */
static int    fail_count;
static size_t fail_from_size;
static size_t fail_to_size = SIZE_MAX;

void *
__wrap_realloc (void   *pointer,
                size_t  size)
{
  if (fail_count != 0 && size >= fail_from_size && size <= fail_to_size)
    {
      if (fail_count > 0)
        fail_count--;
      return NULL;
    }
  return __real_realloc (pointer, size);
}

/* The first keyframe is kept by futo_trace_new: without it no cursor could
 * start, so new refuses rather than hand out such a trace. */
static void
test_first_keyframe (void)
{
  FutoTrace *trace;
  FutoTraceCursor *cursor;

  fail_count = 1;
  fail_from_size = 0;
  trace = futo_trace_new (9, 0);
  fail_count = 0;
  g_assert_null (trace);

  /* And with memory back, the same call works and can be read. */
  trace = futo_trace_new (9, 0);
  g_assert_nonnull (trace);
  cursor = futo_trace_cursor_new (trace);
  g_assert_nonnull (cursor);
  g_assert_false (futo_trace_cursor_back (cursor));
  g_assert_false (futo_trace_cursor_forward (cursor));
  futo_trace_cursor_free (cursor);
  futo_trace_free (trace);
}

/* A trace file read into memory that runs out partway says it is
 * truncated, even though the file did not say so. */
static void
test_read_out_of_memory (void)
{
  g_autoptr(GString) text = g_string_new ("futoshiki-lab-trace 1\nsize 4\nevents 6000\n");
  FutoTrace *trace;
  FutoError error;

  for (int i = 0; i < 3000; i++)
    g_string_append (text, "assign r1c2 1 decision depth 1\nunassign r1c2 1 row cause r1c1 depth 1\n");

  /* The event array starts at 4096 events (16 KiB) and grows by a quarter:
   * its first growth is the first realloc of 20 KiB or more. */
  fail_count = -1;
  fail_from_size = 20000;
  trace = futo_trace_read (text->str, text->len, &error);
  fail_count = 0;
  g_assert_nonnull (trace);
  g_assert_cmpuint (futo_trace_get_length (trace), <, 6000);
  g_assert_cmpuint (futo_trace_get_length (trace), >=, 4096);
  g_assert_true (futo_trace_is_truncated (trace));
  futo_trace_free (trace);

  /* The same text with memory to spare reads whole and complete. */
  trace = futo_trace_read (text->str, text->len, &error);
  g_assert_nonnull (trace);
  g_assert_cmpuint (futo_trace_get_length (trace), ==, 6000);
  g_assert_false (futo_trace_is_truncated (trace));
  futo_trace_free (trace);
}

/* fc's run on puzzle, recorded with the first realloc of fail_size bytes up
 * to fail_to failing once recording has begun (fail_size 0: none). */
static FutoTrace *
record_fc (const FutoPuzzle *puzzle,
           size_t            fail_size,
           size_t            fail_to)
{
  FutoTrace *trace = futo_trace_new (puzzle->size, 0);
  FutoRunOptions options;
  FutoRunResult result;

  g_assert_nonnull (trace);
  fail_count = fail_size != 0 ? 1 : 0;
  fail_from_size = fail_size;
  fail_to_size = fail_to;
  futo_run_options_init (&options);
  options.solution_limit = 0;
  options.node_limit = 4000;
  options.on_event = futo_trace_record;
  options.event_data = trace;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_find ("fc"), puzzle, &options, &result);
  fail_count = 0;
  fail_to_size = SIZE_MAX;
  g_assert_cmpint (result.status, !=, FUTO_STATUS_GAVE_UP);
  futo_run_result_clear (&result);
  return trace;
}

/* A recording whose words, block index or keyframes cannot grow (one
 * realloc fails, from the first block on to long into the run) stops
 * there: it says it is truncated, holds the events of the whole recording
 * up to where it stopped, and seeks to its end as a replay gets there. On
 * 6x6 the words start at 16 KiB and grow by a quarter, the block index
 * starts at 256 bytes (324 at its first growth, at 4,096 events), and the
 * keyframes' candidates at 288 (a byte a cell; 396 at the ninth keyframe). */
static void
test_recording_out_of_memory (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (6);
  FutoTrace *whole = record_fc (puzzle, 0, SIZE_MAX);
  size_t sizes[][2] = { { 1, SIZE_MAX }, { 256, 256 }, { 16384, SIZE_MAX }, { 16385, SIZE_MAX },
                        { 320, 330 }, { 390, 400 }, { 24000, SIZE_MAX }, { 41000, SIZE_MAX } };
  gboolean some_kept = FALSE;

  g_assert_false (futo_trace_is_truncated (whole));
  for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      FutoTrace *cut;
      FutoTraceCursor *seek, *replay;
      size_t length;

      cut = record_fc (puzzle, sizes[i][0], sizes[i][1]);
      length = futo_trace_get_length (cut);
      g_assert_true (futo_trace_is_truncated (cut));
      g_assert_cmpuint (length, <, futo_trace_get_length (whole));
      some_kept |= length > 4096;
      for (size_t k = 0; k < length; k++)
        {
          FutoEvent a, b;

          g_assert_true (futo_trace_get_event (cut, k, &a));
          g_assert_true (futo_trace_get_event (whole, k, &b));
          g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
        }
      seek = futo_trace_cursor_new (cut);
      replay = futo_trace_cursor_new (whole);
      futo_trace_cursor_seek (seek, length);
      while (replay->position < length)
        g_assert_true (futo_trace_cursor_forward (replay));
      g_assert_cmpmem (seek->candidates, 36 * sizeof (FutoSet), replay->candidates, 36 * sizeof (FutoSet));
      g_assert_cmpmem (seek->values, 36, replay->values, 36);
      futo_trace_cursor_free (seek);
      futo_trace_cursor_free (replay);
      futo_trace_free (cut);
    }
  g_assert_true (some_kept);
  futo_trace_free (whole);
  futo_puzzle_free (puzzle);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/trace-oom/first-keyframe", test_first_keyframe);
  g_test_add_func ("/trace-oom/read-out-of-memory", test_read_out_of_memory);
  g_test_add_func ("/trace-oom/recording-out-of-memory", test_recording_out_of_memory);
  return g_test_run ();
}
