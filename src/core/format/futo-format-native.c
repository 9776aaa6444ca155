/* futo-format-native.c: reading the .futoshiki file (docs/native-format.md)
 *
 * Two passes: the first (futo-format-native-scan.c) reads the version and
 * the metadata and finds the sections; this second one reads the puzzle
 * through the grid reader and the rows of [entries] and [pencil] into the
 * game. The writer is futo-format-native-write.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-format-native-private.h"
#include "futo-sentence-private.h"

/* Second pass: rows of cells in [entries] and [pencil] */

static bool
read_rows (FutoNativeReader *reader,
           int               which,
           FutoRowTokenFunc  read_cell)
{
  const FutoNativeSection *section = &reader->sections[which];
  int n = reader->game->puzzle->size;
  FutoLines lines;
  FutoLine line;

  if (!section->present)
    return true;
  _futo_lines_init (&lines, reader->text + section->start, section->end - section->start,
                    section->first_line);
  for (int row = 0; row < n; row++)
    {
      if (!_futo_lines_next_content (&lines, &line))
        {
          int at_line, at_column;

          _futo_lines_end_position (&lines, &at_line, &at_column);
          futo_error_set_at (reader->error, at_line, at_column,
                             "the [%s] section ends after %d of its %d rows",
                             _futo_native_section_names[which], row, n);
          return false;
        }
      if (!_futo_grid_read_row (&line, row, n, 1, FUTO_N_("cells in this row"), reader->error, read_cell, reader))
        return false;
    }
  if (_futo_lines_next_content (&lines, &line))
    {
      futo_error_set_at (reader->error, line.number,
                         _futo_line_column (&line, _futo_line_skip_blanks (&line, 0)),
                         "unexpected text after the last row of the [%s] section",
                         _futo_native_section_names[which]);
      return false;
    }
  return true;
}

static bool
read_entry (void             *data,
            const FutoLine   *line,
            const FutoToken  *token,
            int               row,
            int               col)
{
  FutoNativeReader *reader = data;
  char quoted[FUTO_NATIVE_QUOTE_SIZE], name[16];
  const FutoPuzzle *puzzle = reader->game->puzzle;
  int n = puzzle->size, value, given;

  if (token->len == 1 && token->start[0] == '.')
    return true;
  _futo_text_quote (token->start, token->len, quoted, sizeof quoted);
  value = _futo_text_parse_number (token->start, token->len);
  if (value < 0)
    {
      futo_error_set_at (reader->error, line->number, _futo_line_column (line, token->offset),
                         "expected '.' or a value from 1 to %d, found '%s'", n, quoted);
      return false;
    }
  if (value < 1 || value > n)
    {
      futo_error_set_at (reader->error, line->number, _futo_line_column (line, token->offset),
                         "value %s is out of range for a %d×%d puzzle (1 to %d)",
                         quoted, n, n, n);
      return false;
    }
  given = futo_puzzle_get_given (puzzle, row, col);
  if (given != 0)
    {
      futo_error_set_at (reader->error, line->number, _futo_line_column (line, token->offset),
                         "%s holds the given %d, so it cannot have an entry",
                         futo_cell_name (row, col, name, sizeof name), given);
      return false;
    }
  reader->game->entries[row * n + col] = (uint8_t) value;
  return true;
}

static bool
read_pencil_value (FutoNativeReader *reader,
                   const FutoLine   *line,
                   const FutoToken  *token,
                   size_t            start,
                   size_t            end,
                   FutoSet          *set)
{
  char quoted[FUTO_NATIVE_QUOTE_SIZE];
  int n = reader->game->puzzle->size;
  int value = _futo_text_parse_number (token->start + start, end - start);

  if (value < 0)
    {
      _futo_text_quote (token->start, token->len, quoted, sizeof quoted);
      futo_error_set_at (reader->error, line->number, _futo_line_column (line, token->offset),
                         "expected '-' or values from 1 to %d joined by ',' (like 1,4,5), "
                         "found '%s'", n, quoted);
      return false;
    }
  if (value < 1 || value > n)
    {
      _futo_text_quote (token->start + start, end - start, quoted, sizeof quoted);
      futo_error_set_at (reader->error, line->number,
                         _futo_line_column (line, token->offset + start),
                         "pencil mark %s is out of range for a %d×%d puzzle (1 to %d)",
                         quoted, n, n, n);
      return false;
    }
  if (*set & FUTO_SET_BIT (value))
    {
      futo_error_set_at (reader->error, line->number,
                         _futo_line_column (line, token->offset + start),
                         "pencil mark %d appears twice in this cell", value);
      return false;
    }
  *set |= FUTO_SET_BIT (value);
  return true;
}

static bool
read_pencil (void             *data,
             const FutoLine   *line,
             const FutoToken  *token,
             int               row,
             int               col)
{
  FutoNativeReader *reader = data;
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
read_game (FutoNativeReader *reader)
{
  const FutoNativeSection *puzzle_section = &reader->sections[FUTO_NATIVE_SECTION_PUZZLE];
  FutoPuzzle *puzzle;

  if (!_futo_native_scan (reader))
    return false;
  if (!puzzle_section->present)
    {
      FutoLines lines;
      int at_line, at_column;

      _futo_lines_init (&lines, reader->text, reader->len, 1);
      _futo_lines_end_position (&lines, &at_line, &at_column);
      futo_error_set_at (reader->error, at_line, at_column,
                         "the file has no [puzzle] section");
      return false;
    }

  puzzle = _futo_grid_read_lines (reader->text + puzzle_section->start,
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
  reader->game->title = reader->meta[FUTO_NATIVE_META_TITLE];
  reader->game->author = reader->meta[FUTO_NATIVE_META_AUTHOR];
  reader->game->source = reader->meta[FUTO_NATIVE_META_SOURCE];
  reader->game->difficulty = reader->meta[FUTO_NATIVE_META_DIFFICULTY];
  reader->game->elapsed_seconds = reader->elapsed_seconds;
  memset (reader->meta, 0, sizeof reader->meta);

  return read_rows (reader, FUTO_NATIVE_SECTION_ENTRIES, read_entry)
      && read_rows (reader, FUTO_NATIVE_SECTION_PENCIL, read_pencil);
}

FutoGame *
futo_native_read (const char *text,
                  size_t      len,
                  FutoError  *error)
{
  FutoNativeReader reader = { 0 };
  FutoGame *game = NULL;

  futo_error_clear (error);
  reader.text = text;
  reader.len = text != NULL ? len : 0;
  reader.error = error;
  _futo_text_skip_bom (&reader.text, &reader.len);

  if (read_game (&reader))
    {
      game = reader.game;
      reader.game = NULL;
    }
  futo_game_free (reader.game);
  for (int i = 0; i < FUTO_NATIVE_N_META; i++)
    free (reader.meta[i]);
  return game;
}
