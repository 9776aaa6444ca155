/* futo-text.c: the text helpers the readers and writers share
 *
 * Lines, tokens and numbers of an input that is not NUL-terminated, UTF-8
 * for columns and quotes in error messages, and the growing string the
 * writers build their output in. The formats (format/) and the trace file
 * (trace/) read and write with them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <assert.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-format-lines-private.h"

/* Lines */

void
_futo_lines_init (FutoLines  *lines,
                  const char *text,
                  size_t      len,
                  int         first_number)
{
  lines->text = text;
  lines->len = text != NULL ? len : 0;
  lines->pos = 0;
  lines->first = first_number;
  lines->number = first_number;
}

void
_futo_text_skip_bom (const char **text,
                     size_t      *len)
{
  /* Some editors start UTF-8 files with a byte order mark; it is no text. */
  if (*text != NULL && *len >= 3 && memcmp (*text, "\xEF\xBB\xBF", 3) == 0)
    {
      *text += 3;
      *len -= 3;
    }
}

bool
_futo_lines_next (FutoLines *lines,
                  FutoLine  *line)
{
  const char *start, *newline;
  size_t rest;

  if (lines->pos >= lines->len)
    return false;

  start = lines->text + lines->pos;
  rest = lines->len - lines->pos;
  newline = memchr (start, '\n', rest);
  line->start = start;
  line->len = newline != NULL ? (size_t) (newline - start) : rest;
  line->number = lines->number;
  lines->pos += line->len + (newline != NULL);
  if (lines->number < INT_MAX)
    lines->number++;

  /* Files written on Windows end their lines in "\r\n". */
  if (line->len > 0 && start[line->len - 1] == '\r')
    line->len--;
  return true;
}

bool
_futo_text_is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r';
}

bool
_futo_line_is_content (const FutoLine *line)
{
  for (size_t i = 0; i < line->len; i++)
    if (!_futo_text_is_blank (line->start[i]))
      return line->start[i] != '#';
  return false;
}

bool
_futo_lines_next_content (FutoLines *lines,
                          FutoLine  *line)
{
  while (_futo_lines_next (lines, line))
    if (_futo_line_is_content (line))
      return true;
  return false;
}

void
_futo_lines_end_position (const FutoLines *lines,
                          int             *line,
                          int             *column)
{
  size_t last_start = 0;
  int number = lines->first;

  /* The place just past the last character: on the line after a final
   * newline, or after the last character of a last line without one. */
  for (size_t i = 0; i < lines->len; i++)
    if (lines->text[i] == '\n')
      {
        if (number < 1000000000)
          number++;
        last_start = i + 1;
      }
  *line = number;
  *column = _futo_text_column (lines->text + last_start, lines->len - last_start);
}

size_t
_futo_line_trimmed_len (const FutoLine *line)
{
  size_t len = line->len;

  while (len > 0 && _futo_text_is_blank (line->start[len - 1]))
    len--;
  return len;
}

bool
_futo_line_next_token (const FutoLine *line,
                       size_t         *offset,
                       FutoToken      *token)
{
  size_t i = *offset;

  while (i < line->len && _futo_text_is_blank (line->start[i]))
    i++;
  if (i >= line->len)
    {
      *offset = i;
      return false;
    }
  token->start = line->start + i;
  token->offset = i;
  while (i < line->len && !_futo_text_is_blank (line->start[i]))
    i++;
  token->len = i - token->offset;
  *offset = i;
  return true;
}

int
_futo_text_column (const char *start,
                   size_t      offset)
{
  int column = 1;

  /* Count characters, not bytes: continuation bytes 10xxxxxx add nothing. */
  for (size_t i = 0; i < offset; i++)
    if (((unsigned char) start[i] & 0xC0) != 0x80 && column < 1000000000)
      column++;
  return column;
}

int
_futo_line_column (const FutoLine *line,
                   size_t          offset)
{
  return _futo_text_column (line->start, offset);
}

/* Small parsing helpers */

int
_futo_text_parse_number (const char *text,
                         size_t      len)
{
  int value = 0;

  if (len == 0)
    return -1;
  for (size_t i = 0; i < len; i++)
    {
      if (text[i] < '0' || text[i] > '9')
        return -1;
      if (value < FUTO_NUMBER_HUGE)
        value = value * 10 + (text[i] - '0');
    }
  return value < FUTO_NUMBER_HUGE ? value : FUTO_NUMBER_HUGE;
}

size_t
_futo_text_utf8_decode (const char   *text,
                        size_t        len,
                        unsigned int *code_point)
{
  const unsigned char *s = (const unsigned char *) text;
  unsigned int cp, min;
  size_t need;

  if (len == 0)
    return 0;
  if (s[0] < 0x80)
    {
      *code_point = s[0];
      return 1;
    }
  if (s[0] >= 0xC2 && s[0] <= 0xDF)
    need = 2, cp = s[0] & 0x1F, min = 0x80;
  else if (s[0] >= 0xE0 && s[0] <= 0xEF)
    need = 3, cp = s[0] & 0x0F, min = 0x800;
  else if (s[0] >= 0xF0 && s[0] <= 0xF4)
    need = 4, cp = s[0] & 0x07, min = 0x10000;
  else
    return 0;
  if (len < need)
    return 0;
  for (size_t i = 1; i < need; i++)
    {
      if ((s[i] & 0xC0) != 0x80)
        return 0;
      cp = (cp << 6) | (s[i] & 0x3F);
    }
  /* Overlong forms, surrogates and values past Unicode are not UTF-8. */
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
    return 0;
  *code_point = cp;
  return need;
}

const char *
_futo_text_quote (const char *text,
                  size_t      len,
                  char       *buf,
                  size_t      size)
{
  size_t out = 0, i = 0;

  if (size == 0)
    return buf;
  while (i < len)
    {
      unsigned int cp = 0;
      size_t n = _futo_text_utf8_decode (text + i, len - i, &cp);
      bool shown = n > 0 && !(cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp < 0xA0));
      size_t piece = shown ? n : 1;

      /* Stop at about 24 bytes, keeping room for '…' (3 bytes) and the NUL. */
      if (out + piece > 24 || out + piece + 4 > size)
        {
          if (out + 4 <= size)
            {
              memcpy (buf + out, "…", 3);
              out += 3;
            }
          break;
        }
      if (shown)
        memcpy (buf + out, text + i, n);
      else
        buf[out] = '?';
      out += piece;
      i += n > 0 ? n : 1;
    }
  buf[out] = '\0';
  return buf;
}

/* Buffer */

void
_futo_buffer_init (FutoBuffer *buffer)
{
  buffer->data = NULL;
  buffer->len = 0;
  buffer->capacity = 0;
  buffer->failed = false;
}

static bool
buffer_reserve (FutoBuffer *buffer,
                size_t      extra)
{
  size_t capacity;
  char *data;

  if (buffer->failed)
    return false;
  if (buffer->len + extra + 1 <= buffer->capacity)
    return true;
  capacity = buffer->capacity > 0 ? buffer->capacity : 256;
  while (capacity < buffer->len + extra + 1)
    capacity *= 2;
  data = realloc (buffer->data, capacity);
  if (data == NULL)
    {
      buffer->failed = true;
      return false;
    }
  buffer->data = data;
  buffer->capacity = capacity;
  return true;
}

void
_futo_buffer_append (FutoBuffer *buffer,
                     const char *text,
                     size_t      len)
{
  assert (text != NULL || len == 0);

  if (!buffer_reserve (buffer, len))
    return;
  memcpy (buffer->data + buffer->len, text, len);
  buffer->len += len;
  buffer->data[buffer->len] = '\0';
}

void
_futo_buffer_append_str (FutoBuffer *buffer,
                         const char *text)
{
  _futo_buffer_append (buffer, text, strlen (text));
}

void
_futo_buffer_append_char (FutoBuffer *buffer,
                          char        c)
{
  _futo_buffer_append (buffer, &c, 1);
}

void
_futo_buffer_append_int (FutoBuffer *buffer,
                         int         value)
{
  char digits[16];
  int len = snprintf (digits, sizeof digits, "%d", value);

  _futo_buffer_append (buffer, digits, (size_t) len);
}

char *
_futo_buffer_steal (FutoBuffer *buffer)
{
  char *data = buffer->data;

  if (buffer->failed)
    {
      free (data);
      data = NULL;
    }
  else if (data == NULL)
    data = calloc (1, 1);
  _futo_buffer_init (buffer);
  return data;
}
