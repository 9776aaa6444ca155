/* futo-format.c: format detection and the helpers the readers share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-format-private.h"

/* Lines */

void
futo_lines_init (FutoLines  *lines,
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
futo_skip_bom (const char **text,
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
futo_lines_next (FutoLines *lines,
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
futo_is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r';
}

bool
futo_line_is_content (const FutoLine *line)
{
  for (size_t i = 0; i < line->len; i++)
    if (!futo_is_blank (line->start[i]))
      return line->start[i] != '#';
  return false;
}

bool
futo_lines_next_content (FutoLines *lines,
                         FutoLine  *line)
{
  while (futo_lines_next (lines, line))
    if (futo_line_is_content (line))
      return true;
  return false;
}

void
futo_lines_end_position (const FutoLines *lines,
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
  *column = futo_text_column (lines->text + last_start, lines->len - last_start);
}

size_t
futo_line_trimmed_len (const FutoLine *line)
{
  size_t len = line->len;

  while (len > 0 && futo_is_blank (line->start[len - 1]))
    len--;
  return len;
}

bool
futo_line_next_token (const FutoLine *line,
                      size_t         *offset,
                      FutoToken      *token)
{
  size_t i = *offset;

  while (i < line->len && futo_is_blank (line->start[i]))
    i++;
  if (i >= line->len)
    {
      *offset = i;
      return false;
    }
  token->start = line->start + i;
  token->offset = i;
  while (i < line->len && !futo_is_blank (line->start[i]))
    i++;
  token->len = i - token->offset;
  *offset = i;
  return true;
}

int
futo_text_column (const char *start,
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
futo_line_column (const FutoLine *line,
                  size_t          offset)
{
  return futo_text_column (line->start, offset);
}

/* Small parsing helpers */

int
futo_parse_number (const char *text,
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
futo_utf8_decode (const char   *text,
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
futo_quote (const char *text,
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
      size_t n = futo_utf8_decode (text + i, len - i, &cp);
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
futo_buffer_init (FutoBuffer *buffer)
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
futo_buffer_append (FutoBuffer *buffer,
                    const char *text,
                    size_t      len)
{
  if (!buffer_reserve (buffer, len))
    return;
  memcpy (buffer->data + buffer->len, text, len);
  buffer->len += len;
  buffer->data[buffer->len] = '\0';
}

void
futo_buffer_append_str (FutoBuffer *buffer,
                        const char *text)
{
  futo_buffer_append (buffer, text, strlen (text));
}

void
futo_buffer_append_char (FutoBuffer *buffer,
                         char        c)
{
  futo_buffer_append (buffer, &c, 1);
}

void
futo_buffer_append_int (FutoBuffer *buffer,
                        int         value)
{
  char digits[16];
  int len = snprintf (digits, sizeof digits, "%d", value);

  futo_buffer_append (buffer, digits, (size_t) len);
}

char *
futo_buffer_steal (FutoBuffer *buffer)
{
  char *data = buffer->data;

  if (buffer->failed)
    {
      free (data);
      data = NULL;
    }
  else if (data == NULL)
    data = calloc (1, 1);
  futo_buffer_init (buffer);
  return data;
}

/* Detection */

static bool
starts_with_magic (const char *text,
                   size_t      len)
{
  size_t magic_len = strlen (FUTO_NATIVE_MAGIC);
  size_t i = magic_len;

  if (len < magic_len || memcmp (text, FUTO_NATIVE_MAGIC, magic_len) != 0)
    return false;
  while (i < len && futo_is_blank (text[i]))
    i++;
  return i < len && text[i] == ':';
}

/* ^[0-9]+[a-z]*[:#] */
static bool
looks_like_game_id (const char *text,
                    size_t      len)
{
  size_t i = 0;

  while (i < len && text[i] >= '0' && text[i] <= '9')
    i++;
  if (i == 0)
    return false;
  while (i < len && text[i] >= 'a' && text[i] <= 'z')
    i++;
  return i < len && (text[i] == ':' || text[i] == '#');
}

static bool
is_number_alone (const FutoLine *line)
{
  size_t offset = 0;
  FutoToken token;

  if (!futo_line_next_token (line, &offset, &token))
    return false;
  if (futo_parse_number (token.start, token.len) < 0)
    return false;
  return !futo_line_next_token (line, &offset, &token);
}

static size_t
first_non_blank (const FutoLine *line)
{
  size_t offset = 0;

  while (offset < line->len && futo_is_blank (line->start[offset]))
    offset++;
  return offset;
}

/* Finds the first line that is not blank or a comment and guesses from it. */
static FutoFormat
detect_line (const char *text,
             size_t      len,
             FutoLine   *found)
{
  FutoLines lines;
  FutoLine line;
  size_t skip;

  futo_skip_bom (&text, &len);
  futo_lines_init (&lines, text, len, 1);
  if (!futo_lines_next_content (&lines, &line))
    return FUTO_FORMAT_UNKNOWN;
  *found = line;
  skip = first_non_blank (&line);
  if (starts_with_magic (line.start + skip, line.len - skip))
    return FUTO_FORMAT_NATIVE;
  if (looks_like_game_id (line.start + skip, line.len - skip))
    return FUTO_FORMAT_TATHAM;
  if (is_number_alone (&line))
    return FUTO_FORMAT_GRID;
  return FUTO_FORMAT_UNKNOWN;
}

FutoFormat
futo_format_detect (const char *text,
                    size_t      len)
{
  FutoLine line;

  if (text == NULL)
    return FUTO_FORMAT_UNKNOWN;
  return detect_line (text, len, &line);
}

static bool
is_empty_input (const char *text,
                size_t      len)
{
  FutoLines lines;
  FutoLine line;

  futo_skip_bom (&text, &len);
  futo_lines_init (&lines, text, len, 1);
  return !futo_lines_next_content (&lines, &line);
}

/* An ID kept in a file may have comment lines around it: the ID reader sees
 * only the ID's line, and its line numbers are shifted to the file's. */
static FutoGame *
read_game_id (const char     *text,
              size_t          len,
              const FutoLine *line,
              FutoError      *error)
{
  size_t end = (size_t) (line->start - text) + line->len;
  FutoPuzzle *puzzle;
  FutoLines rest;
  FutoLine extra;

  puzzle = futo_tatham_read (line->start, line->len, error);
  if (puzzle == NULL)
    {
      if (error != NULL && error->line > 0)
        error->line += line->number - 1;
      return NULL;
    }

  /* The rest starts at the newline ending the ID's line (after any '\r'). */
  while (end < len && text[end] != '\n')
    end++;
  futo_lines_init (&rest, text + end, len - end, line->number);
  if (futo_lines_next_content (&rest, &extra))
    {
      futo_error_set_at (error, extra.number,
                         futo_line_column (&extra, first_non_blank (&extra)),
                         "unexpected text after the game ID: only comments may follow it");
      futo_puzzle_free (puzzle);
      return NULL;
    }
  return futo_game_new (puzzle);
}

FutoGame *
futo_game_read_any (const char *text,
                    size_t      len,
                    FutoFormat *detected,
                    FutoError  *error)
{
  FutoLine line = { NULL, 0, 1 };
  FutoFormat format;

  futo_error_clear (error);
  if (text == NULL)
    len = 0;
  format = text != NULL ? detect_line (text, len, &line) : FUTO_FORMAT_UNKNOWN;
  if (detected != NULL)
    *detected = format;

  switch (format)
    {
    case FUTO_FORMAT_GRID:
      {
        FutoPuzzle *puzzle = futo_grid_read (text, len, error);
        return puzzle != NULL ? futo_game_new (puzzle) : NULL;
      }
    case FUTO_FORMAT_TATHAM:
      return read_game_id (text, len, &line, error);
    case FUTO_FORMAT_NATIVE:
      return futo_native_read (text, len, error);
    case FUTO_FORMAT_UNKNOWN:
    default:
      break;
    }

  if (text == NULL || is_empty_input (text, len))
    futo_error_set_at (error, 0, 0, "the input is empty: there is no puzzle to read");
  else
    futo_error_set_at (error, line.number,
                       futo_line_column (&line, first_non_blank (&line)),
                       "this is not a puzzle Futoshiki Lab can read: expected a grid "
                       "starting with its size, a game ID like 5:… or a .futoshiki file");
  return NULL;
}

const char *
futo_format_name (FutoFormat format)
{
  switch (format)
    {
    case FUTO_FORMAT_GRID:
      return "grid";
    case FUTO_FORMAT_TATHAM:
      return "tatham";
    case FUTO_FORMAT_NATIVE:
      return "futoshiki";
    case FUTO_FORMAT_UNKNOWN:
    default:
      return "unknown";
    }
}

FutoFormat
futo_format_from_name (const char *name)
{
  if (name == NULL)
    return FUTO_FORMAT_UNKNOWN;
  if (strcmp (name, "grid") == 0)
    return FUTO_FORMAT_GRID;
  if (strcmp (name, "tatham") == 0)
    return FUTO_FORMAT_TATHAM;
  if (strcmp (name, "futoshiki") == 0)
    return FUTO_FORMAT_NATIVE;
  return FUTO_FORMAT_UNKNOWN;
}
