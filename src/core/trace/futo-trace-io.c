/* futo-trace-io.c: the text form of a trace (docs/trace-format.md)
 *
 * One event a line, in words, so that a trace can be read by a person,
 * quoted in teaching material and checked by a test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <ctype.h>
#include <stdarg.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-format-lines-private.h"
#include "futo-trace-reader-private.h"

#define TRACE_MAGIC   "futoshiki-lab-trace"
#define TRACE_VERSION 1
#define MAX_TOKENS    12

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
  if (buffer->len + (size_t) needed + 1 > buffer->capacity)
    {
      size_t capacity = buffer->capacity ? buffer->capacity : 4096;
      char *text;

      while (buffer->len + (size_t) needed + 1 > capacity)
        capacity *= 2;
      text = realloc (buffer->text, capacity);
      if (text == NULL)
        {
          buffer->failed = true;
          return;
        }
      buffer->text = text;
      buffer->capacity = capacity;
    }
  va_start (args, format);
  vsnprintf (buffer->text + buffer->len, buffer->capacity - buffer->len, format, args);
  va_end (args);
  buffer->len += (size_t) needed;
}

static void
write_event (Buffer          *out,
             const FutoEvent *event,
             int              size)
{
  char cell[16];

  if (event->kind == FUTO_EVENT_ENERGY)
    {
      buffer_printf (out, "energy %.9g\n", event->energy);
      return;
    }
  buffer_printf (out, "%s", futo_event_kind_name (event->kind));
  if (event->cell >= 0)
    buffer_printf (out, " %s", futo_cell_name (event->cell / size, event->cell % size, cell, sizeof cell));
  if (event->value > 0)
    buffer_printf (out, " %d", event->value);
  if (event->reason != FUTO_REASON_NONE)
    buffer_printf (out, " %s", futo_reason_name (event->reason));
  if (event->cause >= 0)
    buffer_printf (out, " cause %s", futo_cell_name (event->cause / size, event->cause % size, cell, sizeof cell));
  if (event->depth > 0)
    buffer_printf (out, " depth %d", event->depth);
  buffer_printf (out, "\n");
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
  buffer_printf (&out, "%s %d\n", TRACE_MAGIC, TRACE_VERSION);
  buffer_printf (&out, "size %d\n", size);
  if (algorithm_id != NULL && *algorithm_id != '\0')
    buffer_printf (&out, "algorithm %s\n", algorithm_id);
  if (trace->truncated)
    buffer_printf (&out, "truncated\n");
  buffer_printf (&out, "events %zu\n", trace->length);
  _futo_trace_reader_start (&reader, trace, 0);
  while (futo_trace_reader_next (&reader, &event))
    write_event (&out, &event, size);
  if (out.failed)
    {
      free (out.text);
      return NULL;
    }
  return out.text;
}

/* Reading. */

typedef struct
{
  const char *start;
  int         len;
  int         column;     /* 1-based, in characters as every reader counts */
  int         end_column; /* just past the token */
} Token;

typedef struct
{
  int        line;
  int        size;
  FutoTrace *trace;
  FutoError *error;
} Reader;

static int
split (const char *line,
       size_t      len,
       Token       tokens[MAX_TOKENS + 1])
{
  int count = 0;
  size_t i = 0;

  while (i < len && count <= MAX_TOKENS)
    {
      while (i < len && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r'))
        i++;
      if (i >= len)
        break;
      tokens[count].start = line + i;
      tokens[count].column = _futo_text_column (line, i);
      while (i < len && line[i] != ' ' && line[i] != '\t' && line[i] != '\r')
        i++;
      tokens[count].len = (int) (line + i - tokens[count].start);
      tokens[count].end_column = _futo_text_column (line, i);
      count++;
    }
  return count;
}

static bool
token_is (const Token *token,
          const char  *word)
{
  return (size_t) token->len == strlen (word) && memcmp (token->start, word, (size_t) token->len) == 0;
}

/* A decimal number 0..limit; false on anything else. */
static bool
parse_number (const char *text,
              int         len,
              int         limit,
              int        *out)
{
  long value = 0;

  if (len <= 0 || len > 9)
    return false;
  for (int i = 0; i < len; i++)
    {
      if (!isdigit ((unsigned char) text[i]))
        return false;
      value = value * 10 + (text[i] - '0');
    }
  if (value > limit)
    return false;
  *out = (int) value;
  return true;
}

static bool
parse_cell (const Reader *reader,
            const Token  *token,
            int          *cell)
{
  const char *c_at;
  int row, col;

  if (token->len < 4 || token->start[0] != 'r')
    goto bad;
  c_at = memchr (token->start + 1, 'c', (size_t) token->len - 1);
  if (c_at == NULL)
    goto bad;
  if (!parse_number (token->start + 1, (int) (c_at - token->start - 1), 1000, &row)
      || !parse_number (c_at + 1, (int) (token->start + token->len - c_at - 1), 1000, &col))
    goto bad;
  if (row < 1 || row > reader->size || col < 1 || col > reader->size)
    {
      futo_error_set_at (reader->error, reader->line, token->column,
                         "cell '%.*s' lies outside the %d×%d board", token->len, token->start,
                         reader->size, reader->size);
      return false;
    }
  *cell = (row - 1) * reader->size + col - 1;
  return true;

bad:
  futo_error_set_at (reader->error, reader->line, token->column,
                     "expected a cell such as r3c5, found '%.*s'", token->len, token->start);
  return false;
}

static bool
parse_kind (const Token   *token,
            FutoEventKind *kind)
{
  for (int k = FUTO_EVENT_ASSIGN; k <= FUTO_EVENT_ENERGY; k++)
    if (token_is (token, futo_event_kind_name ((FutoEventKind) k)))
      {
        *kind = (FutoEventKind) k;
        return true;
      }
  return false;
}

static bool
parse_reason (const Token *token,
              FutoReason  *reason)
{
  for (int r = FUTO_REASON_NONE; r <= FUTO_REASON_LAST; r++)
    if (token_is (token, futo_reason_name ((FutoReason) r)))
      {
        *reason = (FutoReason) r;
        return true;
      }
  return false;
}

static bool
parse_energy (Reader      *reader,
              const Token *tokens,
              int          count,
              FutoEvent   *event)
{
  char number[64];
  char *end;

  if (count != 2 || tokens[1].len >= (int) sizeof number)
    {
      futo_error_set_at (reader->error, reader->line, tokens[0].column,
                         "an energy line holds one number: 'energy 12.5'");
      return false;
    }
  memcpy (number, tokens[1].start, (size_t) tokens[1].len);
  number[tokens[1].len] = '\0';
  errno = 0;
  event->energy = strtod (number, &end);
  if (*end != '\0' || errno != 0 || end == number)
    {
      futo_error_set_at (reader->error, reader->line, tokens[1].column,
                         "'%s' is not a number", number);
      return false;
    }
  return true;
}

/* KIND [CELL [VALUE]] [REASON] [cause CELL] [depth D] */
static bool
parse_event (Reader      *reader,
             const Token *tokens,
             int          count,
             FutoEvent   *event)
{
  int at = 1;

  memset (event, 0, sizeof *event);
  event->cell = -1;
  event->cause = -1;
  if (!parse_kind (&tokens[0], &event->kind))
    {
      futo_error_set_at (reader->error, reader->line, tokens[0].column,
                         "unknown event '%.*s' (assign, unassign, prune, restore, backtrack, solution, move or energy)",
                         tokens[0].len, tokens[0].start);
      return false;
    }
  if (event->kind == FUTO_EVENT_ENERGY)
    return parse_energy (reader, tokens, count, event);
  if (at < count && tokens[at].start[0] == 'r' && tokens[at].len > 1 && isdigit ((unsigned char) tokens[at].start[1]))
    if (!parse_cell (reader, &tokens[at++], &event->cell))
      return false;
  if (at < count && isdigit ((unsigned char) tokens[at].start[0]))
    {
      if (!parse_number (tokens[at].start, tokens[at].len, reader->size, &event->value) || event->value < 1)
        {
          futo_error_set_at (reader->error, reader->line, tokens[at].column,
                             "value '%.*s' is out of range (1 to %d)", tokens[at].len, tokens[at].start,
                             reader->size);
          return false;
        }
      at++;
    }
  if (at < count && parse_reason (&tokens[at], &event->reason))
    at++;
  while (at < count)
    {
      if (token_is (&tokens[at], "cause") && at + 1 < count)
        {
          if (!parse_cell (reader, &tokens[at + 1], &event->cause))
            return false;
        }
      else if (token_is (&tokens[at], "depth") && at + 1 < count)
        {
          if (!parse_number (tokens[at + 1].start, tokens[at + 1].len, 8191, &event->depth))
            {
              futo_error_set_at (reader->error, reader->line, tokens[at + 1].column,
                                 "depth '%.*s' is not a number from 0 to 8191",
                                 tokens[at + 1].len, tokens[at + 1].start);
              return false;
            }
        }
      else
        {
          futo_error_set_at (reader->error, reader->line, tokens[at].column,
                             "unexpected '%.*s' in this event", tokens[at].len, tokens[at].start);
          return false;
        }
      at += 2;
    }
  return true;
}

typedef enum
{
  EXPECT_MAGIC,
  EXPECT_SIZE,
  IN_HEADER,
  IN_EVENTS,
} Stage;

static bool
parse_header_line (Reader      *reader,
                   Stage       *stage,
                   const Token *tokens,
                   int          count,
                   bool        *truncated)
{
  int number;

  switch (*stage)
    {
    case EXPECT_MAGIC:
      if (!token_is (&tokens[0], TRACE_MAGIC))
        {
          futo_error_set_at (reader->error, reader->line, tokens[0].column,
                             "this is not a Futoshiki Lab trace (it must start with '%s 1')", TRACE_MAGIC);
          return false;
        }
      if (count != 2 || !parse_number (tokens[1].start, tokens[1].len, 1000000, &number))
        {
          futo_error_set_at (reader->error, reader->line, count > 1 ? tokens[1].column : tokens[0].end_column,
                             "expected the format version after '%s'", TRACE_MAGIC);
          return false;
        }
      if (number != TRACE_VERSION)
        {
          futo_error_set_at (reader->error, reader->line, tokens[1].column,
                             "this trace has format %d; this version of Futoshiki Lab reads format %d",
                             number, TRACE_VERSION);
          return false;
        }
      *stage = EXPECT_SIZE;
      return true;

    case EXPECT_SIZE:
      if (count != 2 || !token_is (&tokens[0], "size")
          || !parse_number (tokens[1].start, tokens[1].len, 1000, &number)
          || number < FUTO_MIN_SIZE || number > FUTO_MAX_SIZE)
        {
          futo_error_set_at (reader->error, reader->line, tokens[0].column,
                             "expected 'size N' with N from %d to %d", FUTO_MIN_SIZE, FUTO_MAX_SIZE);
          return false;
        }
      reader->size = number;
      reader->trace = futo_trace_new (number, 0);
      if (reader->trace == NULL)
        {
          futo_error_set_at (reader->error, reader->line, 1, "out of memory");
          return false;
        }
      *stage = IN_HEADER;
      return true;

    case IN_HEADER:
      if (token_is (&tokens[0], "algorithm") && count == 2)
        return true;
      if (token_is (&tokens[0], "truncated") && count == 1)
        {
          *truncated = true;
          return true;
        }
      if (token_is (&tokens[0], "events") && count == 2
          && parse_number (tokens[1].start, tokens[1].len, 999999999, &number))
        {
          *stage = IN_EVENTS;
          return true;
        }
      futo_error_set_at (reader->error, reader->line, tokens[0].column,
                         "expected 'algorithm ID', 'truncated' or 'events N' before the events, found '%.*s'",
                         tokens[0].len, tokens[0].start);
      return false;

    case IN_EVENTS:
    default:
      return false;
    }
}

FutoTrace *
futo_trace_read (const char *text,
                 size_t      len,
                 FutoError  *error)
{
  Reader reader = { 0, 0, NULL, error };
  Stage stage = EXPECT_MAGIC;
  bool truncated = false;
  size_t at = 0;

  FUTO_RETURN_VAL_IF_FAIL (text != NULL || len == 0, NULL);

  futo_error_clear (error);
  while (at < len)
    {
      const char *line = text + at;
      const char *newline = memchr (line, '\n', len - at);
      size_t line_len = newline ? (size_t) (newline - line) : len - at;
      Token tokens[MAX_TOKENS + 1];
      const char *nul;
      int count;

      at += line_len + (newline != NULL);
      reader.line++;
      if ((nul = memchr (line, '\0', line_len)) != NULL)
        {
          futo_error_set_at (error, reader.line, _futo_text_column (line, (size_t) (nul - line)),
                             "the trace holds a NUL byte: is it a text file?");
          goto fail;
        }
      count = split (line, line_len, tokens);
      if (count == 0 || tokens[0].start[0] == '#')
        continue;
      if (count > MAX_TOKENS)
        {
          futo_error_set_at (error, reader.line, tokens[MAX_TOKENS].column, "too many words on this line");
          goto fail;
        }
      if (stage != IN_EVENTS)
        {
          if (!parse_header_line (&reader, &stage, tokens, count, &truncated))
            goto fail;
        }
      else
        {
          FutoEvent event;

          if (!parse_event (&reader, tokens, count, &event))
            goto fail;
          futo_trace_record (&event, reader.trace);
        }
    }
  if (stage != IN_EVENTS)
    {
      /* Two calls, not a choice of formats, so that both are literals. */
      if (stage == EXPECT_MAGIC)
        futo_error_set_at (error, reader.line > 0 ? reader.line : 1, 0, "the trace is empty");
      else
        futo_error_set_at (error, reader.line > 0 ? reader.line : 1, 0,
                           "the trace ends before its 'events' line");
      goto fail;
    }
  /* Either the file says it was cut short, or reading it ran out of
   * memory (the recorder then stopped and marked it): both are truncated. */
  if (truncated)
    reader.trace->truncated = true;
  return reader.trace;

fail:
  futo_trace_free (reader.trace);
  return NULL;
}
