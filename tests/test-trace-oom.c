/* test-trace-oom.c: a trace that runs out of memory says so, and is never
 * handed out unreadable
 *
 * Linked with -Wl,--wrap= for realloc, mmap, mmap64, mprotect and munmap
 * (tests/meson.build), so that the library's reallocs and the mappings of
 * a long trace's words (futo-trace-memory.c) go through the wrappers
 * below, which fail the ones asked to and count what is mapped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* MAP_ANONYMOUS */
#define _DEFAULT_SOURCE

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

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

/* With 64-bit file offsets the library's mmap() may be mmap64(): both are
 * wrapped. */
void *__real_mmap (void   *address,
                   size_t  size,
                   int     protection,
                   int     flags,
                   int     fd,
                   off_t   offset);
void *__wrap_mmap (void   *address,
                   size_t  size,
                   int     protection,
                   int     flags,
                   int     fd,
                   off_t   offset);
void *__real_mmap64 (void   *address,
                     size_t  size,
                     int     protection,
                     int     flags,
                     int     fd,
                     off_t   offset);
void *__wrap_mmap64 (void   *address,
                     size_t  size,
                     int     protection,
                     int     flags,
                     int     fd,
                     off_t   offset);
int __real_mprotect (void   *address,
                     size_t  size,
                     int     protection);
int __wrap_mprotect (void   *address,
                     size_t  size,
                     int     protection);
int __real_munmap (void   *address,
                   size_t  size);
int __wrap_munmap (void   *address,
                   size_t  size);

/* Whether mappings fail (the trace's words are then realloc's); the
 * mappings made and the bytes still mapped; from which call on commits
 * fail (0: none). */
static gboolean refuse_mappings;
static int      mappings;
static size_t   mapped;
static int      commits;
static int      fail_commits_from;

static void *
map (void   *mapping,
     size_t  size)
{
  if (mapping != MAP_FAILED)
    {
      mappings++;
      mapped += size;
    }
  return mapping;
}

void *
__wrap_mmap (void   *address,
             size_t  size,
             int     protection,
             int     flags,
             int     fd,
             off_t   offset)
{
  if (refuse_mappings)
    return MAP_FAILED;
  return map (__real_mmap (address, size, protection, flags, fd, offset), size);
}

void *
__wrap_mmap64 (void   *address,
               size_t  size,
               int     protection,
               int     flags,
               int     fd,
               off_t   offset)
{
  if (refuse_mappings)
    return MAP_FAILED;
  return map (__real_mmap64 (address, size, protection, flags, fd, offset), size);
}

int
__wrap_mprotect (void   *address,
                 size_t  size,
                 int     protection)
{
  commits++;
  if (fail_commits_from != 0 && commits >= fail_commits_from)
    return -1;
  return __real_mprotect (address, size, protection);
}

int
__wrap_munmap (void   *address,
               size_t  size)
{
  int result = __real_munmap (address, size);

  if (result == 0)
    mapped -= size;
  return result;
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
  refuse_mappings = TRUE;
  trace = futo_trace_new (9, 0);
  fail_count = 0;
  refuse_mappings = FALSE;
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

  /* The event array, realloc's when no mapping is to be had, starts at
   * 4096 events (16 KiB) and grows by a quarter: its first growth is the
   * first realloc of 20 KiB or more. */
  fail_count = -1;
  fail_from_size = 20000;
  refuse_mappings = TRUE;
  trace = futo_trace_read (text->str, text->len, &error);
  fail_count = 0;
  refuse_mappings = FALSE;
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

/* fc's run on puzzle up to nodes, recorded with the first realloc of
 * fail_size bytes up to fail_to failing once recording has begun
 * (fail_size 0: none), and the commits of its words' mapping from the
 * fail_commit-th on (0: none). */
static FutoTrace *
record_fc (const FutoPuzzle *puzzle,
           uint64_t          nodes,
           size_t            fail_size,
           size_t            fail_to,
           int               fail_commit)
{
  FutoTrace *trace = futo_trace_new (puzzle->size, 0);
  FutoRunOptions options;
  FutoRunResult result;

  g_assert_nonnull (trace);
  fail_count = fail_size != 0 ? 1 : 0;
  fail_from_size = fail_size;
  fail_to_size = fail_to;
  commits = 0;
  fail_commits_from = fail_commit;
  futo_run_options_init (&options);
  options.solution_limit = 0;
  options.node_limit = nodes;
  options.on_event = futo_trace_record;
  options.event_data = trace;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_find ("fc"), puzzle, &options, &result);
  fail_count = 0;
  fail_to_size = SIZE_MAX;
  fail_commits_from = 0;
  g_assert_cmpint (result.status, !=, FUTO_STATUS_GAVE_UP);
  futo_run_result_clear (&result);
  return trace;
}

/* Checks that cut, a recording of whole's run that ran out of memory,
 * says so, holds the events of whole up to where it stopped, and seeks to
 * its end as a replay gets there; returns its length. */
static size_t
check_cut (FutoTrace *whole,
           FutoTrace *cut)
{
  size_t length = futo_trace_get_length (cut);
  FutoTraceCursor *seek, *replay;

  g_assert_true (futo_trace_is_truncated (cut));
  g_assert_cmpuint (length, <, futo_trace_get_length (whole));
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
  return length;
}

/* A recording whose words, block index or keyframes cannot grow (one
 * realloc fails, from the first block on to long into the run) stops
 * there (check_cut()). Without a mapping the words are realloc's: on 6x6
 * they start at 16 KiB and grow by a quarter, the block index starts at
 * 256 bytes (324 at its first growth, at 16,384 events), and the
 * keyframes' candidates at 288 (a byte a cell; 396 at the ninth
 * keyframe). */
static void
test_recording_out_of_memory (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (6);
  FutoTrace *whole;
  size_t sizes[][2] = { { 1, SIZE_MAX }, { 256, 256 }, { 16384, SIZE_MAX }, { 16385, SIZE_MAX },
                        { 320, 330 }, { 390, 400 }, { 24000, SIZE_MAX }, { 41000, SIZE_MAX } };
  gboolean some_kept = FALSE;

  /* 44,650 events: past the ninth keyframe (one every 4,096 events). */
  refuse_mappings = TRUE;
  whole = record_fc (puzzle, 8000, 0, SIZE_MAX, 0);
  g_assert_false (futo_trace_is_truncated (whole));
  for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      FutoTrace *cut = record_fc (puzzle, 8000, sizes[i][0], sizes[i][1], 0);

      some_kept |= check_cut (whole, cut) > 4096;
      futo_trace_free (cut);
    }
  refuse_mappings = FALSE;
  g_assert_true (some_kept);
  futo_trace_free (whole);
  futo_puzzle_free (puzzle);
}

/* The words of a long trace move into a mapping, committed as they grow.
 * A commit that fails there stops the recording as a failed realloc does;
 * when the first one fails, the words stay realloc's and the recording
 * goes on whole. */
static void
test_recording_out_of_commit (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (6);
  FutoTrace *whole;
  int whole_commits;
  size_t kept = 0;

  mappings = 0;
  whole = record_fc (puzzle, 40000, 0, SIZE_MAX, 0);
  whole_commits = commits;
  if (mappings == 0)
    {
      g_test_skip ("no huge pages here: the words are realloc's");
      futo_trace_free (whole);
      futo_puzzle_free (puzzle);
      return;
    }
  g_assert_false (futo_trace_is_truncated (whole));
  /* The move, then more as the words grow. */
  g_assert_cmpint (whole_commits, >=, 3);
  for (int from = 1; from <= whole_commits; from++)
    {
      FutoTrace *cut = record_fc (puzzle, 40000, 0, SIZE_MAX, from);

      if (from == 1)
        {
          g_assert_false (futo_trace_is_truncated (cut));
          g_assert_cmpuint (futo_trace_get_length (cut), ==, futo_trace_get_length (whole));
        }
      else
        {
          /* Each later commit keeps what the ones before held. */
          size_t length = check_cut (whole, cut);

          g_assert_cmpuint (length, >, kept);
          kept = length;
        }
      futo_trace_free (cut);
    }
  futo_trace_free (whole);
  futo_puzzle_free (puzzle);
}

/* Freeing a trace returns its mapping whole, a trace limited to
 * max_events stops there in its mapping too (past the first huge page,
 * where the words commit 2 MiB at a time), and a trace whose limit fits
 * in a huge page maps nothing. */
static void
test_mapping_returned (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (6);
  FutoTrace *trace;
  size_t max_events = 700001;

  mappings = 0;
  mapped = 0;
  trace = record_fc (puzzle, 40000, 0, SIZE_MAX, 0);
  futo_trace_free (trace);
  g_assert_cmpuint (mapped, ==, 0);

  mappings = 0;
  trace = futo_trace_new (9, max_events);
  for (size_t i = 0; i <= max_events; i++)
    {
      FutoEvent event = { FUTO_EVENT_PRUNE, FUTO_REASON_NONE, (int) (i % 81), -1, (int) (i % 9) + 1, 0, 0.0 };

      futo_trace_record (&event, trace);
    }
  g_assert_cmpuint (futo_trace_get_length (trace), ==, max_events);
  g_assert_true (futo_trace_is_truncated (trace));
  {
    FutoEvent last;

    g_assert_true (futo_trace_get_event (trace, max_events - 1, &last));
    g_assert_cmpint (last.cell, ==, (int) ((max_events - 1) % 81));
    g_assert_cmpint (last.value, ==, (int) ((max_events - 1) % 9) + 1);
  }
  futo_trace_free (trace);
  g_assert_cmpuint (mapped, ==, 0);

  mappings = 0;
  trace = futo_trace_new (9, 1000);
  g_assert_nonnull (trace);
  g_assert_cmpint (mappings, ==, 0);
  futo_trace_free (trace);
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
  g_test_add_func ("/trace-oom/recording-out-of-commit", test_recording_out_of_commit);
  g_test_add_func ("/trace-oom/mapping-returned", test_mapping_returned);
  return g_test_run ();
}
