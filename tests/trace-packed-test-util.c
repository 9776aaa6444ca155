/* trace-packed-test-util.c: comparing a packed trace with the generic
 * sink's, for the tests of the records that hold several events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "trace-packed-test-util.h"

static void
assert_same_event (const FutoEvent *a,
                   const FutoEvent *b,
                   size_t           index)
{
  if (memcmp (a, b, sizeof *a) != 0)
    g_error ("event %zu: %s %s cell %d cause %d value %d depth %d, expected %s %s cell %d cause %d value %d depth %d",
             index, futo_event_kind_name (a->kind), futo_reason_name (a->reason), a->cell, a->cause, a->value,
             a->depth, futo_event_kind_name (b->kind), futo_reason_name (b->reason), b->cell, b->cause, b->value,
             b->depth);
}

void
trace_assert_same_events (const FutoTrace *packed,
                          const FutoTrace *flat)
{
  size_t length = futo_trace_get_length (flat);
  FutoTraceReader *forward = futo_trace_reader_new (packed, 0);
  FutoTraceReader *backward = futo_trace_reader_new (packed, length);
  FutoEvent a, b;

  g_assert_cmpuint (futo_trace_get_length (packed), ==, length);
  for (size_t i = 0; i < length; i++)
    {
      g_assert_true (futo_trace_get_event (flat, i, &b));
      g_assert_true (futo_trace_get_event (packed, i, &a));
      assert_same_event (&a, &b, i);
      g_assert_true (futo_trace_reader_next (forward, &a));
      assert_same_event (&a, &b, i);
    }
  g_assert_false (futo_trace_reader_next (forward, &a));
  for (size_t i = length; i-- > 0;)
    {
      g_assert_true (futo_trace_get_event (flat, i, &b));
      g_assert_true (futo_trace_reader_previous (backward, &a));
      assert_same_event (&a, &b, i);
    }
  g_assert_false (futo_trace_reader_previous (backward, &a));
  futo_trace_reader_free (forward);
  futo_trace_reader_free (backward);

  /* A reader from the middle of a record starts at its event. */
  for (size_t i = 0; i < length; i += 7)
    {
      FutoTraceReader *reader = futo_trace_reader_new (packed, i);

      g_assert_true (futo_trace_reader_next (reader, &a));
      g_assert_true (futo_trace_get_event (flat, i, &b));
      assert_same_event (&a, &b, i);
      futo_trace_reader_free (reader);
    }

  /* A reader that turns: two steps forward, one back, then forward again
   * (which must start over from where the step back left it). */
  for (size_t i = 0; i + 2 < length; i += 61)
    {
      FutoTraceReader *reader = futo_trace_reader_new (packed, i);

      g_assert_true (futo_trace_reader_next (reader, &a));
      g_assert_true (futo_trace_reader_next (reader, &a));
      g_assert_true (futo_trace_reader_previous (reader, &a));
      g_assert_true (futo_trace_get_event (flat, i + 1, &b));
      assert_same_event (&a, &b, i + 1);
      g_assert_true (futo_trace_reader_next (reader, &a));
      assert_same_event (&a, &b, i + 1);
      g_assert_true (futo_trace_reader_next (reader, &a));
      g_assert_true (futo_trace_get_event (flat, i + 2, &b));
      assert_same_event (&a, &b, i + 2);
      futo_trace_reader_free (reader);
    }
}

void
trace_assert_same_board (const FutoTraceCursor *a,
                         const FutoTraceCursor *b,
                         size_t                 position)
{
  int cells = a->size * a->size;

  if (memcmp (a->candidates, b->candidates, (size_t) cells * sizeof (FutoSet)) != 0
      || memcmp (a->values, b->values, (size_t) cells) != 0 || a->depth != b->depth)
    g_error ("position %zu: the boards differ", position);
}
