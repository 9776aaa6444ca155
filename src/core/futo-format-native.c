/* futo-format-native.c: the .futoshiki file (docs/native-format.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-format-private.h"

/* Format 2 added Adjacent puzzles ("mode: adjacent" and ':' marks), which a
 * reader of format 1 would misread. Files of the usual mode do not need it
 * and keep format 1, so that older versions still open them. */
#define FORMAT_VERSION          2
#define FORMAT_VERSION_UNEQUAL  1
#define FORMAT_VERSION_ADJACENT 2
#define QUOTE_SIZE              40
#define MAGIC                   FUTO_NATIVE_MAGIC

enum
{
  SECTION_PUZZLE,
  SECTION_ENTRIES,
  SECTION_PENCIL,
  N_SECTIONS
};

static const char *const section_names[N_SECTIONS] = { "puzzle", "entries", "pencil" };

enum
{
  META_TITLE,
  META_AUTHOR,
  META_SOURCE,
  META_DIFFICULTY,
  N_META
};

static const char *const meta_keys[N_META] = { "title", "author", "source", "difficulty" };

typedef struct
{
  bool   present;
  int    header_line;
  size_t start;      /* byte range of the body, after the header line */
  size_t end;
  int    first_line; /* line number of the body's first line */
} Section;

typedef struct
{
  const char *text;
  size_t      len;
  FutoError  *error;
  char       *meta[N_META];
  int         meta_line[N_META];
  FutoMode    mode;
  int         mode_line;
  Section     sections[N_SECTIONS];
  Section    *open;  /* the section being scanned; NULL in the header */
  bool        in_section;
  FutoGame   *game;
} NativeReader;

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

static size_t
skip_blanks (const FutoLine *line,
             size_t          offset)
{
  while (offset < line->len && futo_is_blank (line->start[offset]))
    offset++;
  return offset;
}

static void
error_at_offset (NativeReader   *reader,
                 const FutoLine *line,
                 size_t          offset,
                 const char     *message)
{
  futo_error_set_at (reader->error, line->number, futo_line_column (line, offset), "%s", message);
}

/* Metadata values */

/* Whether a character of a value is shown as a space: tabs, and the Unicode
 * line and paragraph separators that some programs would break lines at. */
static bool
is_space_like (unsigned int cp)
{
  return cp == '\t' || cp == 0x2028 || cp == 0x2029;
}

/* Checks a value and copies it the way the writer would write it again:
 * space-like characters as spaces, without spaces at either end. */
static bool
copy_value (NativeReader    *reader,
            const FutoLine  *line,
            size_t           start,
            size_t           end,
            char           **value)
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
      size_t n = futo_utf8_decode (line->start + i, end - i, &cp);

      if (n == 0)
        {
          error_at_offset (reader, line, i, "this value is not valid UTF-8 text");
          free (copy);
          return false;
        }
      if ((cp < 0x20 && cp != '\t') || cp == 0x7F || (cp >= 0x80 && cp < 0xA0))
        {
          futo_error_set_at (reader->error, line->number, futo_line_column (line, i),
                             "control character U+%04X is not allowed in a value", cp);
          free (copy);
          return false;
        }
      if (cp == ' ' || is_space_like (cp))
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
split_key (NativeReader   *reader,
           const FutoLine *line,
           size_t         *key_start,
           size_t         *key_len,
           size_t         *value_start)
{
  char quoted[QUOTE_SIZE];
  size_t start = skip_blanks (line, 0), end = futo_line_trimmed_len (line);
  const char *colon = memchr (line->start + start, ':', end - start);
  size_t colon_at, len;

  if (colon == NULL)
    {
      futo_quote (line->start + start, end - start, quoted, sizeof quoted);
      futo_error_set_at (reader->error, line->number, futo_line_column (line, start),
                         "expected 'key: value' or a section header like [puzzle], found '%s'",
                         quoted);
      return false;
    }
  colon_at = (size_t) (colon - line->start);
  len = colon_at - start;
  while (len > 0 && futo_is_blank (line->start[start + len - 1]))
    len--;
  if (!is_name (line->start + start, len))
    {
      futo_quote (line->start + start, len, quoted, sizeof quoted);
      futo_error_set_at (reader->error, line->number, futo_line_column (line, start),
                         "'%s' is not a valid key: keys are made of letters, digits, "
                         "'-' and '_'", quoted);
      return false;
    }
  *key_start = start;
  *key_len = len;
  *value_start = skip_blanks (line, colon_at + 1);
  return true;
}

static bool
read_version (NativeReader   *reader,
              const FutoLine *line)
{
  char quoted[QUOTE_SIZE];
  size_t key_start, key_len, value_start, value_end;
  int version;

  if (!split_key (reader, line, &key_start, &key_len, &value_start)
      || key_len != strlen (MAGIC) || memcmp (line->start + key_start, MAGIC, key_len) != 0)
    {
      futo_error_set_at (reader->error, line->number,
                         futo_line_column (line, skip_blanks (line, 0)),
                         "this is not a Futoshiki Lab file: it must start with the line "
                         "'" MAGIC ": %d'", FORMAT_VERSION_UNEQUAL);
      return false;
    }

  value_end = futo_line_trimmed_len (line);
  if (value_end < value_start)
    value_end = value_start;
  futo_quote (line->start + value_start, value_end - value_start, quoted, sizeof quoted);
  version = futo_parse_number (line->start + value_start, value_end - value_start);
  if (version < 0)
    {
      futo_error_set_at (reader->error, line->number, futo_line_column (line, value_start),
                         "the format version must be a whole number, found '%s'", quoted);
      return false;
    }
  if (version > FORMAT_VERSION)
    {
      futo_error_set_at (reader->error, line->number, futo_line_column (line, value_start),
                         "this file was written by a newer version of Futoshiki Lab "
                         "(format %s); this version reads formats up to %d", quoted, FORMAT_VERSION);
      return false;
    }
  if (version < 1)
    {
      futo_error_set_at (reader->error, line->number, futo_line_column (line, value_start),
                         "format %s does not exist; this version reads formats up to %d",
                         quoted, FORMAT_VERSION);
      return false;
    }
  return true;
}

/* "mode: adjacent" or "mode: unequal". Unlike other keys an unknown mode
 * cannot be skipped: the grid would be misread. */
static bool
read_mode (NativeReader   *reader,
           const FutoLine *line,
           size_t          key_start,
           size_t          value_start)
{
  char quoted[QUOTE_SIZE];
  size_t value_end = futo_line_trimmed_len (line);
  const char *value = line->start + value_start;

  if (reader->mode_line != 0)
    {
      futo_error_set_at (reader->error, line->number, futo_line_column (line, key_start),
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
      futo_quote (value, value_end - value_start, quoted, sizeof quoted);
      futo_error_set_at (reader->error, line->number, futo_line_column (line, value_start),
                         "unknown mode '%s': expected 'adjacent' or 'unequal'", quoted);
      return false;
    }
  return true;
}

static bool
read_metadata (NativeReader   *reader,
               const FutoLine *line)
{
  size_t key_start, key_len, value_start, value_end;
  const char *key;

  if (!split_key (reader, line, &key_start, &key_len, &value_start))
    return false;
  key = line->start + key_start;

  if (ascii_equal_nocase (key, key_len, MAGIC))
    {
      error_at_offset (reader, line, key_start, "the format version is given twice");
      return false;
    }
  if (ascii_equal_nocase (key, key_len, "mode"))
    return read_mode (reader, line, key_start, value_start);
  for (int i = 0; i < N_META; i++)
    {
      if (!ascii_equal_nocase (key, key_len, meta_keys[i]))
        continue;
      if (reader->meta_line[i] != 0)
        {
          futo_error_set_at (reader->error, line->number, futo_line_column (line, key_start),
                             "the key '%s' appears twice (first on line %d)",
                             meta_keys[i], reader->meta_line[i]);
          return false;
        }
      reader->meta_line[i] = line->number;
      value_end = futo_line_trimmed_len (line);
      if (value_end < value_start)
        value_end = value_start;
      return copy_value (reader, line, value_start, value_end, &reader->meta[i]);
    }
  /* Keys this version does not know may come from a newer one: skip them. */
  return true;
}

/* Section headers */

static bool
read_section_header (NativeReader   *reader,
                     FutoLines      *lines,
                     const FutoLine *line)
{
  char quoted[QUOTE_SIZE];
  size_t start = skip_blanks (line, 0), end = futo_line_trimmed_len (line);
  size_t name_start = start + 1, name_len = 0;
  Section *section = NULL;

  while (name_start + name_len < end && is_name_char (line->start[name_start + name_len]))
    name_len++;
  if (name_len == 0 || name_start + name_len + 1 != end || line->start[end - 1] != ']')
    {
      futo_quote (line->start + start, end - start, quoted, sizeof quoted);
      futo_error_set_at (reader->error, line->number, futo_line_column (line, start),
                         "expected a section header like [puzzle], found '%s'", quoted);
      return false;
    }

  if (reader->open != NULL)
    reader->open->end = (size_t) (line->start - reader->text);
  reader->open = NULL;
  reader->in_section = true;

  for (int i = 0; i < N_SECTIONS; i++)
    if (ascii_equal_nocase (line->start + name_start, name_len, section_names[i]))
      section = &reader->sections[i];
  /* Sections this version does not know may come from a newer one. */
  if (section == NULL)
    return true;
  if (section->present)
    {
      futo_quote (line->start + name_start, name_len, quoted, sizeof quoted);
      futo_error_set_at (reader->error, line->number, futo_line_column (line, start),
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
static bool
scan_file (NativeReader *reader)
{
  FutoLines lines;
  FutoLine line;

  futo_lines_init (&lines, reader->text, reader->len, 1);
  if (!futo_lines_next_content (&lines, &line))
    {
      int at_line = 0, at_column = 0;

      if (reader->len > 0)
        futo_lines_end_position (&lines, &at_line, &at_column);
      futo_error_set_at (reader->error, at_line, at_column,
                         "the file is empty: a Futoshiki Lab file starts with the line "
                         "'" MAGIC ": %d'", FORMAT_VERSION_UNEQUAL);
      return false;
    }
  if (!read_version (reader, &line))
    return false;

  while (futo_lines_next (&lines, &line))
    {
      bool ok = true;

      if (!futo_line_is_content (&line))
        continue;
      if (line.start[skip_blanks (&line, 0)] == '[')
        ok = read_section_header (reader, &lines, &line);
      else if (!reader->in_section)
        ok = read_metadata (reader, &line);
      /* Lines inside sections are read in the second pass. */
      if (!ok)
        return false;
    }
  return true;
}

/* Second pass: rows of cells in [entries] and [pencil] */

typedef bool (*CellReader) (NativeReader    *reader,
                            const FutoLine  *line,
                            const FutoToken *token,
                            int              row,
                            int              col);

static bool
read_row (NativeReader   *reader,
          const FutoLine *line,
          int             row,
          CellReader      read_cell)
{
  char quoted[QUOTE_SIZE];
  int n = reader->game->puzzle->size, col = 0;
  size_t offset = 0;
  FutoToken token;

  while (futo_line_next_token (line, &offset, &token))
    {
      if (col == n)
        {
          futo_quote (token.start, token.len, quoted, sizeof quoted);
          futo_error_set_at (reader->error, line->number, futo_line_column (line, token.offset),
                             "expected %d cells in this row, found more: '%s' follows the last one",
                             n, quoted);
          return false;
        }
      if (!read_cell (reader, line, &token, row, col))
        return false;
      col++;
    }
  if (col < n)
    {
      futo_error_set_at (reader->error, line->number,
                         futo_line_column (line, futo_line_trimmed_len (line)),
                         "expected %d cells in this row, found %d", n, col);
      return false;
    }
  return true;
}

static bool
read_rows (NativeReader *reader,
           int           which,
           CellReader    read_cell)
{
  const Section *section = &reader->sections[which];
  int n = reader->game->puzzle->size;
  FutoLines lines;
  FutoLine line;

  if (!section->present)
    return true;
  futo_lines_init (&lines, reader->text + section->start, section->end - section->start,
                   section->first_line);
  for (int row = 0; row < n; row++)
    {
      if (!futo_lines_next_content (&lines, &line))
        {
          int at_line, at_column;

          futo_lines_end_position (&lines, &at_line, &at_column);
          futo_error_set_at (reader->error, at_line, at_column,
                             "the [%s] section ends after %d of its %d rows",
                             section_names[which], row, n);
          return false;
        }
      if (!read_row (reader, &line, row, read_cell))
        return false;
    }
  if (futo_lines_next_content (&lines, &line))
    {
      error_at_offset (reader, &line, skip_blanks (&line, 0),
                       which == SECTION_ENTRIES
                         ? "unexpected text after the last row of the [entries] section"
                         : "unexpected text after the last row of the [pencil] section");
      return false;
    }
  return true;
}

static bool
read_entry (NativeReader    *reader,
            const FutoLine  *line,
            const FutoToken *token,
            int              row,
            int              col)
{
  char quoted[QUOTE_SIZE], name[16];
  const FutoPuzzle *puzzle = reader->game->puzzle;
  int n = puzzle->size, value, given;

  if (token->len == 1 && token->start[0] == '.')
    return true;
  futo_quote (token->start, token->len, quoted, sizeof quoted);
  value = futo_parse_number (token->start, token->len);
  if (value < 0)
    {
      futo_error_set_at (reader->error, line->number, futo_line_column (line, token->offset),
                         "expected '.' or a value from 1 to %d, found '%s'", n, quoted);
      return false;
    }
  if (value < 1 || value > n)
    {
      futo_error_set_at (reader->error, line->number, futo_line_column (line, token->offset),
                         "value %s is out of range for a %d×%d puzzle (1 to %d)",
                         quoted, n, n, n);
      return false;
    }
  given = futo_puzzle_get_given (puzzle, row, col);
  if (given != 0)
    {
      futo_error_set_at (reader->error, line->number, futo_line_column (line, token->offset),
                         "%s holds the given %d, so it cannot have an entry",
                         futo_cell_name (row, col, name, sizeof name), given);
      return false;
    }
  reader->game->entries[row * n + col] = (uint8_t) value;
  return true;
}

static bool
read_pencil_value (NativeReader    *reader,
                   const FutoLine  *line,
                   const FutoToken *token,
                   size_t           start,
                   size_t           end,
                   FutoSet         *set)
{
  char quoted[QUOTE_SIZE];
  int n = reader->game->puzzle->size;
  int value = futo_parse_number (token->start + start, end - start);

  if (value < 0)
    {
      futo_quote (token->start, token->len, quoted, sizeof quoted);
      futo_error_set_at (reader->error, line->number, futo_line_column (line, token->offset),
                         "expected '-' or values from 1 to %d joined by ',' (like 1,4,5), "
                         "found '%s'", n, quoted);
      return false;
    }
  if (value < 1 || value > n)
    {
      futo_quote (token->start + start, end - start, quoted, sizeof quoted);
      futo_error_set_at (reader->error, line->number,
                         futo_line_column (line, token->offset + start),
                         "pencil mark %s is out of range for a %d×%d puzzle (1 to %d)",
                         quoted, n, n, n);
      return false;
    }
  if (*set & FUTO_SET_BIT (value))
    {
      futo_error_set_at (reader->error, line->number,
                         futo_line_column (line, token->offset + start),
                         "pencil mark %d appears twice in this cell", value);
      return false;
    }
  *set |= FUTO_SET_BIT (value);
  return true;
}

static bool
read_pencil (NativeReader    *reader,
             const FutoLine  *line,
             const FutoToken *token,
             int              row,
             int              col)
{
  FutoSet set = 0;
  size_t start = 0;

  if (token->len == 1 && token->start[0] == '-')
    return true;
  while (start <= token->len)
    {
      const char *comma = start < token->len
                            ? memchr (token->start + start, ',', token->len - start)
                            : NULL;
      size_t end = comma != NULL ? (size_t) (comma - token->start) : token->len;

      if (!read_pencil_value (reader, line, token, start, end, &set))
        return false;
      start = end + 1;
    }
  reader->game->pencil[row * reader->game->puzzle->size + col] = set;
  return true;
}

/* The whole file */

static bool
read_game (NativeReader *reader)
{
  const Section *puzzle_section = &reader->sections[SECTION_PUZZLE];
  FutoPuzzle *puzzle;

  if (!scan_file (reader))
    return false;
  if (!puzzle_section->present)
    {
      FutoLines lines;
      int at_line, at_column;

      futo_lines_init (&lines, reader->text, reader->len, 1);
      futo_lines_end_position (&lines, &at_line, &at_column);
      futo_error_set_at (reader->error, at_line, at_column,
                         "the file has no [puzzle] section");
      return false;
    }

  puzzle = futo_grid_read_lines (reader->text + puzzle_section->start,
                                 puzzle_section->end - puzzle_section->start,
                                 puzzle_section->first_line, reader->mode, reader->error);
  if (puzzle == NULL)
    return false;
  reader->game = futo_game_new (puzzle);
  if (reader->game == NULL)
    {
      futo_error_set_at (reader->error, 0, 0, "out of memory");
      return false;
    }
  reader->game->title = reader->meta[META_TITLE];
  reader->game->author = reader->meta[META_AUTHOR];
  reader->game->source = reader->meta[META_SOURCE];
  reader->game->difficulty = reader->meta[META_DIFFICULTY];
  memset (reader->meta, 0, sizeof reader->meta);

  return read_rows (reader, SECTION_ENTRIES, read_entry)
      && read_rows (reader, SECTION_PENCIL, read_pencil);
}

FutoGame *
futo_native_read (const char *text,
                  size_t      len,
                  FutoError  *error)
{
  NativeReader reader = { 0 };
  FutoGame *game = NULL;

  futo_error_clear (error);
  reader.text = text;
  reader.len = text != NULL ? len : 0;
  reader.error = error;
  futo_skip_bom (&reader.text, &reader.len);

  if (read_game (&reader))
    {
      game = reader.game;
      reader.game = NULL;
    }
  futo_game_free (reader.game);
  for (int i = 0; i < N_META; i++)
    free (reader.meta[i]);
  return game;
}

/* Writing */

/* Cleans a value up for one line: control characters and line separators
 * become spaces, broken UTF-8 becomes U+FFFD. */
static void
clean_value (FutoBuffer *out,
             const char *value)
{
  size_t len = strlen (value);

  for (size_t i = 0; i < len;)
    {
      unsigned int cp = 0;
      size_t n = futo_utf8_decode (value + i, len - i, &cp);

      if (n == 0)
        {
          futo_buffer_append_str (out, "\xEF\xBF\xBD");
          i++;
          continue;
        }
      if (cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp < 0xA0) || cp == 0x2028 || cp == 0x2029)
        futo_buffer_append_char (out, ' ');
      else
        futo_buffer_append (out, value + i, n);
      i += n;
    }
}

static void
append_metadata (FutoBuffer *buffer,
                 const char *key,
                 const char *value)
{
  FutoBuffer clean;
  size_t start = 0, end;

  if (value == NULL)
    return;
  futo_buffer_init (&clean);
  clean_value (&clean, value);
  if (clean.failed)
    {
      buffer->failed = true;
      free (clean.data);
      return;
    }

  /* The reader trims the ends, so the writer does too; and a value that is
   * empty once cleaned up is no value at all. */
  end = clean.len;
  while (start < end && clean.data[start] == ' ')
    start++;
  while (end > start && clean.data[end - 1] == ' ')
    end--;
  if (end > start)
    {
      futo_buffer_append_str (buffer, key);
      futo_buffer_append_str (buffer, ": ");
      futo_buffer_append (buffer, clean.data + start, end - start);
      futo_buffer_append_char (buffer, '\n');
    }
  free (clean.data);
}

static bool
has_entries (const FutoGame *game)
{
  size_t cells = (size_t) game->puzzle->size * game->puzzle->size;

  for (size_t i = 0; i < cells; i++)
    if (game->entries[i] != 0)
      return true;
  return false;
}

static bool
has_pencil (const FutoGame *game)
{
  size_t cells = (size_t) game->puzzle->size * game->puzzle->size;

  for (size_t i = 0; i < cells; i++)
    if ((game->pencil[i] & FUTO_SET_FULL (game->puzzle->size)) != 0)
      return true;
  return false;
}

static void
append_entries (FutoBuffer     *buffer,
                const FutoGame *game)
{
  int n = game->puzzle->size;

  futo_buffer_append_str (buffer, "\n[entries]\n");
  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      {
        int value = game->entries[row * n + col];

        if (value == 0)
          futo_buffer_append_char (buffer, '.');
        else
          futo_buffer_append_int (buffer, value);
        futo_buffer_append_char (buffer, col + 1 < n ? ' ' : '\n');
      }
}

static void
append_pencil (FutoBuffer     *buffer,
               const FutoGame *game)
{
  int n = game->puzzle->size;

  futo_buffer_append_str (buffer, "\n[pencil]\n");
  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      {
        FutoSet set = game->pencil[row * n + col] & FUTO_SET_FULL (n);
        bool first = true;

        if (set == 0)
          futo_buffer_append_char (buffer, '-');
        for (int value = 1; value <= n; value++)
          if (set & FUTO_SET_BIT (value))
            {
              if (!first)
                futo_buffer_append_char (buffer, ',');
              futo_buffer_append_int (buffer, value);
              first = false;
            }
        futo_buffer_append_char (buffer, col + 1 < n ? ' ' : '\n');
      }
}

char *
futo_native_write (const FutoGame *game)
{
  FutoBuffer buffer;
  bool adjacent;
  char *grid;

  if (game == NULL || game->puzzle == NULL)
    return NULL;
  adjacent = game->puzzle->mode == FUTO_MODE_ADJACENT;
  grid = futo_grid_write_mode (game->puzzle, NULL);
  if (grid == NULL)
    return NULL;

  futo_buffer_init (&buffer);
  futo_buffer_append_str (&buffer, "# Futoshiki Lab puzzle\n");
  futo_buffer_append_str (&buffer, MAGIC ": ");
  futo_buffer_append_int (&buffer, adjacent ? FORMAT_VERSION_ADJACENT : FORMAT_VERSION_UNEQUAL);
  futo_buffer_append_char (&buffer, '\n');
  if (adjacent)
    futo_buffer_append_str (&buffer, "mode: adjacent\n");
  append_metadata (&buffer, "title", game->title);
  append_metadata (&buffer, "author", game->author);
  append_metadata (&buffer, "source", game->source);
  append_metadata (&buffer, "difficulty", game->difficulty);
  futo_buffer_append_str (&buffer, "\n[puzzle]\n");
  futo_buffer_append_str (&buffer, grid);
  free (grid);
  if (has_entries (game))
    append_entries (&buffer, game);
  if (has_pencil (game))
    append_pencil (&buffer, game);
  return futo_buffer_steal (&buffer);
}
