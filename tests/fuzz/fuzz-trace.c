/* fuzz-trace.c: the reader of the trace text format, both versions, fed
 * whole and a line at a time; the checker of version 2; and the cursor
 * that replays whatever events a trace file holds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "fuzz-common.h"

static bool
same_error (const FutoError *a,
            const FutoError *b)
{
  return a->line == b->line && a->column == b->column && strcmp (a->message, b->message) == 0;
}

/* The parser fed the input a line at a time, as a live run feeds it, must
 * read what futo_trace_read reads from the whole text, or fail alike. */
static void
check_line_by_line (const char      *text,
                    size_t           size,
                    const FutoTrace *whole,
                    const FutoError *whole_error)
{
  FutoTraceParser *parser = futo_trace_parser_new (0);
  FutoTrace *fed = NULL;
  FutoError error;
  size_t at = 0;
  bool ok = true;

  fuzz_assert (parser != NULL);
  while (ok && at < size)
    {
      const char *newline = memchr (text + at, '\n', size - at);
      size_t len = newline != NULL ? (size_t) (newline - (text + at)) : size - at;

      ok = futo_trace_parser_feed_line (parser, text + at, len, &error);
      at += len + (newline != NULL);
      /* From the first event on, the trace read so far is there. */
      if (ok && futo_trace_parser_get_trace (parser) != NULL)
        fuzz_assert (futo_trace_get_size (futo_trace_parser_get_trace (parser)) >= FUTO_MIN_SIZE);
    }
  if (ok)
    ok = futo_trace_parser_finish (parser, &error);
  if (ok)
    fed = futo_trace_parser_steal_trace (parser);
  else
    {
      /* A parser that failed keeps failing, with the same error. */
      FutoError again;

      fuzz_assert (!futo_trace_parser_feed_line (parser, "end", 3, &again));
      fuzz_assert (same_error (&error, &again));
      fuzz_check_error (&error);
    }
  futo_trace_parser_free (parser);

  fuzz_assert ((fed != NULL) == (whole != NULL));
  if (whole == NULL)
    fuzz_assert (same_error (&error, whole_error));
  else
    {
      fuzz_check_same_events (fed, whole);
      fuzz_assert (futo_trace_is_complete (fed) == futo_trace_is_complete (whole));
      fuzz_assert ((futo_trace_get_puzzle (fed) == NULL) == (futo_trace_get_puzzle (whole) == NULL));
      if (futo_trace_get_puzzle (whole) != NULL)
        fuzz_assert (futo_puzzle_equal (futo_trace_get_puzzle (fed), futo_trace_get_puzzle (whole)));
    }
  futo_trace_free (fed);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  FutoError error;
  FutoTrace *trace = futo_trace_read ((const char *) data, size, &error);

  if (trace == NULL)
    fuzz_check_error (&error);
  else
    {
      const FutoPuzzle *puzzle = futo_trace_get_puzzle (trace);

      /* A version-2 trace was checked as it was read: the check of the
       * recorded trace agrees, event for event. */
      if (puzzle != NULL)
        {
          fuzz_check_puzzle (puzzle);
          fuzz_assert (futo_trace_check (trace, NULL, &error));
        }
      fuzz_check_trace (trace);
    }
  check_line_by_line ((const char *) data, size, trace, &error);
  futo_trace_free (trace);
  return 0;
}
