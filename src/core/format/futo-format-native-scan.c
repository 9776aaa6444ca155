/* futo-format-native-scan.c: the first pass over a .futoshiki file
 *
 * The version line, the "key: value" metadata and the section headers,
 * checked and noted in a FutoNativeReader: where each section lies is all
 * this pass learns of the sections, whose rows the second pass reads
 * (futo-format-native.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "futo-format-native-private.h"

const char *const _futo_native_section_names[FUTO_NATIVE_N_SECTIONS] = { "puzzle", "entries", "pencil" };

static const char *const meta_keys[FUTO_NATIVE_N_META] = { "title", "author", "source", "difficulty" };

/* Helpers */

static bool
ascii_equal_nocase (const char *a,
                    size_t      a_len,
                    const char *b)
{
  size_t b_len = strlen (b);

  if (a_len != b_len)
    return false;
  for (size_t i = 0; i < a_len; i++)
    {
      char ca = a[i], cb = b[i];

      if (ca >= 'A' && ca <= 'Z')
        ca = (char) (ca - 'A' + 'a');
      if (ca != cb)
        return false;
    }
  return true;
}

static bool
is_name_char (char c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
      || c == '-' || c == '_';
}

static bool
is_name (const char *text,
         size_t      len)
{
  if (len == 0)
    return false;
  for (size_t i = 0; i < len; i++)
    if (!is_name_char (text[i]))
      return false;
  return true;
}

/* Metadata values */

/* Checks a value and copies it the way the writer would write it again:
 * space-like characters as spaces, without spaces at either end. */
static bool
copy_value (FutoNativeReader  *reader,
            const FutoLine    *line,
            size_t             start,
            size_t             end,
            char             **value)
{
  size_t len = 0;
  char *copy;

  *value = NULL;
  copy = malloc (end - start + 1);
  if (copy == NULL)
    {
      futo_error_set_at (reader->error, 0, 0, "out of memory");
      return false;
    }
  for (size_t i = start; i < end;)
    {
      unsigned int cp = 0;
      size_t n = _futo_text_utf8_decode (line->start + i, end - i, &cp);

      if (n == 0)
        {
          _futo_native_error_at (reader, line, i, "this value is not valid UTF-8 text");
          free (copy);
          return false;
        }
      if (_futo_native_is_control (cp))
        {
          futo_error_set_at (reader->error, line->number, _futo_line_column (line, i),
                             "control character U+%04X is not allowed in a value", cp);
          free (copy);
          return false;
        }
      if (cp == ' ' || _futo_native_is_space_like (cp))
        {
          /* Spaces at the start are dropped, those at the end cut below. */
          if (len > 0)
            copy[len++] = ' ';
        }
      else
        {
          memcpy (copy + len, line->start + i, n);
          len += n;
        }
      i += n;
    }
  while (len > 0 && copy[len - 1] == ' ')
    len--;
  copy[len] = '\0';
  if (len == 0)
    free (copy);
  else
    *value = copy;
  return true;
}

/* The header: the version line, then "key: value" lines */

static bool
split_key (FutoNativeReader *reader,
           const FutoLine   *line,
           size_t           *key_start,
           size_t           *key_len,
           size_t           *value_start)
{
  char quoted[FUTO_NATIVE_QUOTE_SIZE];
  size_t start = _futo_line_skip_blanks (line, 0), end = _futo_line_trimmed_len (line);
  const char *colon = memchr (line->start + start, ':', end - start);
  size_t colon_at, len;

  if (colon == NULL)
    {
      _futo_text_quote (line->start + start, end - start, quoted, sizeof quoted);
      futo_error_set_at (reader->error, line->number, _futo_line_column (line, start),
                         "expected 'key: value' or a section header like [puzzle], found '%s'",
                         quoted);
      return false;
    }
  colon_at = (size_t) (colon - line->start);
  len = colon_at - start;
  while (len > 0 && _futo_text_is_blank (line->start[start + len - 1]))
    len--;
  if (!is_name (line->start + start, len))
    {
      _futo_text_quote (line->start + start, len, quoted, sizeof quoted);
      futo_error_set_at (reader->error, line->number, _futo_line_column (line, start),
                         "'%s' is not a valid key: keys are made of letters, digits, "
                         "'-' and '_'", quoted);
      return false;
    }
  *key_start = start;
  *key_len = len;
  *value_start = _futo_line_skip_blanks (line, colon_at + 1);
  return true;
}

static bool
read_version (FutoNativeReader *reader,
              const FutoLine   *line)
{
  char quoted[FUTO_NATIVE_QUOTE_SIZE];
  size_t key_start, key_len, value_start, value_end;
  int version;

  if (!split_key (reader, line, &key_start, &key_len, &value_start)
      || key_len != strlen (FUTO_NATIVE_MAGIC)
      || memcmp (line->start + key_start, FUTO_NATIVE_MAGIC, key_len) != 0)
    {
      futo_error_set_at (reader->error, line->number,
                         _futo_line_column (line, _futo_line_skip_blanks (line, 0)),
                         "this is not a Futoshiki Lab file: it must start with the line "
                         "'%s: %d'", FUTO_NATIVE_MAGIC, FUTO_NATIVE_VERSION_UNEQUAL);
      return false;
    }

  value_end = _futo_line_trimmed_len (line);
  if (value_end < value_start)
    value_end = value_start;
  _futo_text_quote (line->start + value_start, value_end - value_start, quoted, sizeof quoted);
  version = _futo_text_parse_number (line->start + value_start, value_end - value_start);
  if (version < 0)
    {
      futo_error_set_at (reader->error, line->number, _futo_line_column (line, value_start),
                         "the format version must be a whole number, found '%s'", quoted);
      return false;
    }
  if (version > FUTO_NATIVE_VERSION)
    {
      futo_error_set_at (reader->error, line->number, _futo_line_column (line, value_start),
                         "this file was written by a newer version of Futoshiki Lab "
                         "(format %s); this version reads formats up to %d", quoted, FUTO_NATIVE_VERSION);
      return false;
    }
  if (version < 1)
    {
      futo_error_set_at (reader->error, line->number, _futo_line_column (line, value_start),
                         "format %s does not exist; this version reads formats up to %d",
                         quoted, FUTO_NATIVE_VERSION);
      return false;
    }
  return true;
}

/* "mode: adjacent" or "mode: unequal". Unlike other keys an unknown mode
 * cannot be skipped: the grid would be misread. */
static bool
read_mode (FutoNativeReader *reader,
           const FutoLine   *line,
           size_t            key_start,
           size_t            value_start)
{
  char quoted[FUTO_NATIVE_QUOTE_SIZE];
  size_t value_end = _futo_line_trimmed_len (line);
  const char *value = line->start + value_start;

  if (reader->mode_line != 0)
    {
      futo_error_set_at (reader->error, line->number, _futo_line_column (line, key_start),
                         "the key 'mode' appears twice (first on line %d)", reader->mode_line);
      return false;
    }
  reader->mode_line = line->number;
  if (value_end < value_start)
    value_end = value_start;
  if (ascii_equal_nocase (value, value_end - value_start, futo_mode_name (FUTO_MODE_ADJACENT)))
    reader->mode = FUTO_MODE_ADJACENT;
  else if (ascii_equal_nocase (value, value_end - value_start, futo_mode_name (FUTO_MODE_UNEQUAL)))
    reader->mode = FUTO_MODE_UNEQUAL;
  else
    {
      _futo_text_quote (value, value_end - value_start, quoted, sizeof quoted);
      futo_error_set_at (reader->error, line->number, _futo_line_column (line, value_start),
                         "unknown mode '%s': expected 'adjacent' or 'unequal'", quoted);
      return false;
    }
  return true;
}

/* "elapsed-seconds: 754", the time played. A number is all it can hold:
 * a value that is not one is the file's mistake, said as such, rather
 * than a time silently lost. */
static bool
read_elapsed (FutoNativeReader *reader,
              const FutoLine   *line,
              size_t            key_start,
              size_t            value_start)
{
  size_t value_end = _futo_line_trimmed_len (line);
  uint64_t seconds = 0;

  if (reader->elapsed_line != 0)
    {
      futo_error_set_at (reader->error, line->number, _futo_line_column (line, key_start),
                         "the key '%s' appears twice (first on line %d)",
                         "elapsed-seconds", reader->elapsed_line);
      return false;
    }
  reader->elapsed_line = line->number;
  if (value_end < value_start)
    value_end = value_start;
  /* An empty value is the same as no value, as for every key. */
  for (size_t i = value_start; i < value_end; i++)
    {
      char c = line->start[i];

      if (c < '0' || c > '9')
        {
          _futo_native_error_at (reader, line, i,
                                 "expected the time played as a whole number of seconds");
          return false;
        }
      seconds = seconds * 10 + (uint64_t) (c - '0');
      if (seconds > INT32_MAX)
        {
          _futo_native_error_at (reader, line, value_start,
                                 "the time played is too long (at most 2147483647 seconds)");
          return false;
        }
    }
  reader->elapsed_seconds = (uint32_t) seconds;
  return true;
}

static bool
read_metadata (FutoNativeReader *reader,
               const FutoLine   *line)
{
  size_t key_start, key_len, value_start, value_end;
  const char *key;

  if (!split_key (reader, line, &key_start, &key_len, &value_start))
    return false;
  key = line->start + key_start;

  if (ascii_equal_nocase (key, key_len, FUTO_NATIVE_MAGIC))
    {
      _futo_native_error_at (reader, line, key_start, "the format version is given twice");
      return false;
    }
  if (ascii_equal_nocase (key, key_len, "mode"))
    return read_mode (reader, line, key_start, value_start);
  if (ascii_equal_nocase (key, key_len, "elapsed-seconds"))
    return read_elapsed (reader, line, key_start, value_start);
  for (int i = 0; i < FUTO_NATIVE_N_META; i++)
    {
      if (!ascii_equal_nocase (key, key_len, meta_keys[i]))
        continue;
      if (reader->meta_line[i] != 0)
        {
          futo_error_set_at (reader->error, line->number, _futo_line_column (line, key_start),
                             "the key '%s' appears twice (first on line %d)",
                             meta_keys[i], reader->meta_line[i]);
          return false;
        }
      reader->meta_line[i] = line->number;
      value_end = _futo_line_trimmed_len (line);
      if (value_end < value_start)
        value_end = value_start;
      return copy_value (reader, line, value_start, value_end, &reader->meta[i]);
    }
  /* Keys this version does not know may come from a newer one: skip them. */
  return true;
}

/* FutoNativeSection headers */

static bool
read_section_header (FutoNativeReader *reader,
                     FutoLines        *lines,
                     const FutoLine   *line)
{
  char quoted[FUTO_NATIVE_QUOTE_SIZE];
  size_t start = _futo_line_skip_blanks (line, 0), end = _futo_line_trimmed_len (line);
  size_t name_start = start + 1, name_len = 0;
  FutoNativeSection *section = NULL;

  while (name_start + name_len < end && is_name_char (line->start[name_start + name_len]))
    name_len++;
  if (name_len == 0 || name_start + name_len + 1 != end || line->start[end - 1] != ']')
    {
      _futo_text_quote (line->start + start, end - start, quoted, sizeof quoted);
      futo_error_set_at (reader->error, line->number, _futo_line_column (line, start),
                         "expected a section header like [puzzle], found '%s'", quoted);
      return false;
    }

  if (reader->open != NULL)
    reader->open->end = (size_t) (line->start - reader->text);
  reader->open = NULL;
  reader->in_section = true;

  for (int i = 0; i < FUTO_NATIVE_N_SECTIONS; i++)
    if (ascii_equal_nocase (line->start + name_start, name_len, _futo_native_section_names[i]))
      section = &reader->sections[i];
  /* Sections this version does not know may come from a newer one. */
  if (section == NULL)
    return true;
  if (section->present)
    {
      _futo_text_quote (line->start + name_start, name_len, quoted, sizeof quoted);
      futo_error_set_at (reader->error, line->number, _futo_line_column (line, start),
                         "the section [%s] appears twice (first on line %d)",
                         quoted, section->header_line);
      return false;
    }
  section->present = true;
  section->header_line = line->number;
  section->start = lines->pos;
  section->end = lines->len;
  section->first_line = lines->number;
  reader->open = section;
  return true;
}

/* First pass: the version, the metadata and where each section lies. */
bool
_futo_native_scan (FutoNativeReader *reader)
{
  FutoLines lines;
  FutoLine line;

  _futo_lines_init (&lines, reader->text, reader->len, 1);
  if (!_futo_lines_next_content (&lines, &line))
    {
      int at_line = 0, at_column = 0;

      if (reader->len > 0)
        _futo_lines_end_position (&lines, &at_line, &at_column);
      futo_error_set_at (reader->error, at_line, at_column,
                         "the file is empty: a Futoshiki Lab file starts with the line "
                         "'%s: %d'", FUTO_NATIVE_MAGIC, FUTO_NATIVE_VERSION_UNEQUAL);
      return false;
    }
  if (!read_version (reader, &line))
    return false;

  while (_futo_lines_next (&lines, &line))
    {
      bool ok = true;

      if (!_futo_line_is_content (&line))
        continue;
      if (line.start[_futo_line_skip_blanks (&line, 0)] == '[')
        ok = read_section_header (reader, &lines, &line);
      else if (!reader->in_section)
        ok = read_metadata (reader, &line);
      /* Lines inside sections are read in the second pass. */
      if (!ok)
        return false;
    }
  return true;
}
