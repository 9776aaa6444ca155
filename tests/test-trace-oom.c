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

#include "futo-trace.h"

void *__real_realloc (void   *pointer,
                      size_t  size);
void *__wrap_realloc (void   *pointer,
                      size_t  size);

/* How many reallocs fail from now on (-1: all of them), and from which size. */
static int    fail_count;
static size_t fail_from_size;

void *
__wrap_realloc (void   *pointer,
                size_t  size)
{
  if (fail_count != 0 && size >= fail_from_size)
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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/trace-oom/first-keyframe", test_first_keyframe);
  g_test_add_func ("/trace-oom/read-out-of-memory", test_read_out_of_memory);
  return g_test_run ();
}
