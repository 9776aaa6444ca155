/* futo-trace-io.c: the text form of a trace (docs/trace-format.md)
 *
 * One event a line, in words, so that a trace can be read by a person,
 * quoted in teaching material and checked by a test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-trace-reader-private.h"

#define TRACE_MAGIC   "futoshiki-lab-trace"

/* A growing string. */
typedef struct
{
  char   *text;
  size_t  len;
  size_t  capacity;
  bool    failed;
} Buffer;

static void
buffer_printf (Buffer     *buffer,
               const char *format,
               ...) __attribute__ ((format (printf, 2, 3)));

/* Makes room for needed more bytes and the NUL after them. */
static bool
buffer_reserve (Buffer *buffer,
                size_t  needed)
{
  if (buffer->failed)
    return false;
  if (buffer->len + needed + 1 > buffer->capacity)
    {
      size_t capacity = buffer->capacity ? buffer->capacity : 4096;
      char *text;

      while (buffer->len + needed + 1 > capacity)
        capacity *= 2;
      text = realloc (buffer->text, capacity);
      if (text == NULL)
        {
          buffer->failed = true;
          return false;
        }
      buffer->text = text;
      buffer->capacity = capacity;
    }
  return true;
}

static void
buffer_append (Buffer     *buffer,
               const char *text,
               size_t      len)
{
  if (!buffer_reserve (buffer, len))
    return;
  memcpy (buffer->text + buffer->len, text, len);
  buffer->len += len;
  buffer->text[buffer->len] = '\0';
}

static void
buffer_printf (Buffer     *buffer,
               const char *format,
               ...)
{
  va_list args;
  int needed;

  if (buffer->failed)
    return;
  va_start (args, format);
  needed = vsnprintf (NULL, 0, format, args);
  va_end (args);
  if (needed < 0)
    {
      buffer->failed = true;
      return;
    }
  if (!buffer_reserve (buffer, (size_t) needed))
    return;
  va_start (args, format);
  vsnprintf (buffer->text + buffer->len, buffer->capacity - buffer->len, format, args);
  va_end (args);
  buffer->len += (size_t) needed;
}

/* One event's line, put together before it goes into the buffer: an event
 * took up to seven buffer_printf() calls, each formatting twice, and a
 * trace has millions of events (perf put a fifth of fuzz-any's time in
 * writing traces, most of it in vsnprintf). Room for the longest line:
 * kind, cell, value, reason, cause and depth. */
typedef struct
{
  char   text[160];
  size_t len;
} Line;

static void
line_add (Line       *line,
          const char *text)
{
  size_t len = strlen (text);

  if (len > sizeof line->text - line->len)
    len = sizeof line->text - line->len;
  memcpy (line->text + line->len, text, len);
  line->len += len;
}

/* A number above 0, in decimal. */
static void
line_add_positive (Line *line,
                   int   value)
{
  char digits[12];
  size_t at = sizeof digits;

  digits[--at] = '\0';
  for (unsigned v = (unsigned) value; v > 0 && at > 0; v /= 10)
    digits[--at] = (char) ('0' + v % 10);
  line_add (line, digits + at);
}

/* A cell as futo_cell_name() names it, "r3c5", without its snprintf. */
static void
line_add_cell (Line *line,
               int   cell,
               int   size)
{
  line_add (line, "r");
  line_add_positive (line, cell / size + 1);
  line_add (line, "c");
  line_add_positive (line, cell % size + 1);
}

static void
write_event (Buffer          *out,
             const FutoEvent *event,
             int              size)
{
  Line line = { .len = 0 };

  if (event->kind == FUTO_EVENT_ENERGY)
    {
      buffer_printf (out, "energy %.9g\n", event->energy);
      return;
    }
  line_add (&line, futo_event_kind_name (event->kind));
  if (event->cell >= 0)
    {
      line_add (&line, " ");
      line_add_cell (&line, event->cell, size);
    }
  if (event->value > 0)
    {
      line_add (&line, " ");
      line_add_positive (&line, event->value);
    }
  if (event->reason != FUTO_REASON_NONE)
    {
      line_add (&line, " ");
      line_add (&line, futo_reason_name (event->reason));
    }
  if (event->cause >= 0)
    {
      line_add (&line, " cause ");
      line_add_cell (&line, event->cause, size);
    }
  if (event->depth > 0)
    {
      line_add (&line, " depth ");
      line_add_positive (&line, event->depth);
    }
  line_add (&line, "\n");
  buffer_append (out, line.text, line.len);
}

/* The puzzle's lines: its mode, givens, then signs or marks. */
static void
write_puzzle (Buffer           *out,
              const FutoPuzzle *puzzle)
{
  int n = puzzle->size;
  char a[16], b[16];

  if (puzzle->mode == FUTO_MODE_ADJACENT)
    buffer_printf (out, "mode %s\n", futo_mode_name (puzzle->mode));
  for (int cell = 0; cell < n * n; cell++)
    if (puzzle->givens[cell] != 0)
      buffer_printf (out, "given %s %d\n", futo_cell_name (cell / n, cell % n, a, sizeof a),
                     puzzle->givens[cell]);
  for (int cell = 0; cell < n * n; cell++)
    for (int down = 0; down < 2; down++)
      {
        int other = down ? cell + n : cell + 1;
        FutoRelation rel = down ? puzzle->down[cell] : puzzle->right[cell];

        if (rel == FUTO_REL_NONE || (down ? cell / n + 1 >= n : cell % n + 1 >= n))
          continue;
        futo_cell_name (cell / n, cell % n, a, sizeof a);
        futo_cell_name (other / n, other % n, b, sizeof b);
        if (rel == FUTO_REL_ADJACENT)
          buffer_printf (out, "mark %s %s\n", a, b);
        else
          buffer_printf (out, "sign %s %s %s\n", a, rel == FUTO_REL_LESS ? "<" : ">", b);
      }
}

char *
futo_trace_write (const FutoTrace *trace,
                  const char      *algorithm_id)
{
  Buffer out = { 0 };
  int size;
  FutoTraceReader reader;
  FutoEvent event;

  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, NULL);

  size = trace->live.size;
  if (algorithm_id == NULL || *algorithm_id == '\0')
    algorithm_id = trace->algorithm;
  buffer_printf (&out, "%s %d\n", TRACE_MAGIC, trace->puzzle != NULL ? 2 : 1);
  buffer_printf (&out, "size %d\n", size);
  if (trace->puzzle != NULL)
    write_puzzle (&out, trace->puzzle);
  if (algorithm_id != NULL && *algorithm_id != '\0')
    buffer_printf (&out, "algorithm %s\n", algorithm_id);
  /* Version 1 has no line for it: its readers would refuse the trace. */
  if (trace->puzzle != NULL && trace->node_count != NULL)
    buffer_printf (&out, "nodes %s\n", trace->node_count);
  if (trace->truncated)
    buffer_printf (&out, "truncated\n");
  buffer_printf (&out, "events %zu\n", trace->length);
  _futo_trace_reader_start (&reader, trace, 0);
  while (futo_trace_reader_next (&reader, &event))
    write_event (&out, &event, size);
  if (trace->puzzle != NULL && !trace->incomplete)
    buffer_printf (&out, "end\n");
  if (out.failed)
    {
      free (out.text);
      return NULL;
    }
  return out.text;
}

FutoTrace *
futo_trace_read (const char *text,
                 size_t      len,
                 FutoError  *error)
{
  FutoTraceParser *parser;
  FutoTrace *trace = NULL;
  size_t at = 0;
  bool ok = true;

  FUTO_RETURN_VAL_IF_FAIL (text != NULL || len == 0, NULL);

  futo_error_clear (error);
  parser = futo_trace_parser_new (0);
  if (parser == NULL)
    {
      futo_error_set_at (error, 1, 0, "out of memory");
      return NULL;
    }
  while (ok && at < len)
    {
      const char *line = text + at;
      const char *newline = memchr (line, '\n', len - at);
      size_t line_len = newline ? (size_t) (newline - line) : len - at;

      at += line_len + (newline != NULL);
      ok = futo_trace_parser_feed_line (parser, line, line_len, error);
    }
  if (ok && futo_trace_parser_finish (parser, error))
    trace = futo_trace_parser_steal_trace (parser);
  futo_trace_parser_free (parser);
  return trace;
}
