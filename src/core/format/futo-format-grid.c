/* futo-format-grid.c: the grid interchange format (shared/formats/grid.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>

#include "futo-format-private.h"
#include "futo-sentence-private.h"

/* Room for a token quoted into a message by _futo_text_quote(). */
#define QUOTE_SIZE 40

typedef struct
{
  FutoLines   lines;
  FutoError  *error;
  FutoPuzzle *puzzle;
  int         n;
  FutoMode    mode;
} GridReader;

/* The relation tokens of each mode, indexed by FutoRelation: a row token
 * and a vertical one; '\0' where the mode has none. */
typedef struct
{
  char row[4];
  char vertical[4];
} RelationTokens;

static const RelationTokens unequal_tokens = {
  { '|', '<', '>', '\0' },
  { '-', '^', 'v', '\0' },
};

static const RelationTokens adjacent_tokens = {
  { '|', '\0', '\0', ':' },
  { '-', '\0', '\0', ':' },
};

static const RelationTokens *
tokens_of (FutoMode mode)
{
  return mode == FUTO_MODE_ADJACENT ? &adjacent_tokens : &unequal_tokens;
}

/* The relation a one-character token stands for; false when it is none of
 * the mode's. */
static bool
relation_of_token (const char      *table,
                   const FutoToken *token,
                   FutoRelation    *rel)
{
  if (token->len != 1)
    return false;
  for (int r = FUTO_REL_NONE; r <= FUTO_REL_ADJACENT; r++)
    if (table[r] != '\0' && table[r] == token->start[0])
      {
        *rel = (FutoRelation) r;
        return true;
      }
  return false;
}

/* The size line */

static bool
read_size_token (GridReader      *reader,
                 const FutoLine  *line,
                 const FutoToken *token)
{
  char quoted[QUOTE_SIZE];
  int size = _futo_text_parse_number (token->start, token->len);

  _futo_text_quote (token->start, token->len, quoted, sizeof quoted);
  if (size < 0)
    {
      futo_error_set_at (reader->error, line->number, _futo_line_column (line, token->offset),
                         "expected the size of the puzzle (a number from 2 to 64) "
                         "before the grid, found '%s'", quoted);
      return false;
    }
  if (size < FUTO_MIN_SIZE || size > FUTO_MAX_SIZE)
    {
      futo_error_set_at (reader->error, line->number, _futo_line_column (line, token->offset),
                         "size %s is not supported (2 to 64)", quoted);
      return false;
    }
  reader->n = size;
  return true;
}

static bool
read_size (GridReader *reader)
{
  FutoLine line;
  FutoToken token;
  size_t offset = 0;
  char quoted[QUOTE_SIZE];

  if (!_futo_lines_next_content (&reader->lines, &line))
    {
      int at_line, at_column;

      _futo_lines_end_position (&reader->lines, &at_line, &at_column);
      if (reader->lines.len == 0 && reader->lines.first == 1)
        at_line = at_column = 0;
      futo_error_set_at (reader->error, at_line, at_column,
                         "the puzzle is empty: expected its size (a number from 2 to 64), "
                         "then its grid");
      return false;
    }

  _futo_line_next_token (&line, &offset, &token);
  if (!read_size_token (reader, &line, &token))
    return false;
  if (_futo_line_next_token (&line, &offset, &token))
    {
      _futo_text_quote (token.start, token.len, quoted, sizeof quoted);
      futo_error_set_at (reader->error, line.number, _futo_line_column (&line, token.offset),
                         "expected the size alone on its line, found '%s' after it", quoted);
      return false;
    }
  return true;
}

/* Cell rows */

static bool
is_vertical_relation (const FutoToken *token)
{
  return token->len == 1
      && (token->start[0] == '^' || token->start[0] == 'v' || token->start[0] == '-');
}

static bool
read_cell (GridReader      *reader,
           const FutoLine  *line,
           const FutoToken *token,
           int              row,
           int              col)
{
  char quoted[QUOTE_SIZE];
  int n = reader->n, value;

  if (token->len == 1 && token->start[0] == '.')
    return true;

  _futo_text_quote (token->start, token->len, quoted, sizeof quoted);
  value = _futo_text_parse_number (token->start, token->len);
  if (value < 0)
    {
      const char *hint = is_vertical_relation (token)
                           ? FUTO_N_(" (vertical relations go on the lines between the rows of cells)")
                           : "";

      futo_error_set_at (reader->error, line->number, _futo_line_column (line, token->offset),
                         "expected a cell ('.' or a value from 1 to %d), found '%s'%s",
                         n, quoted, hint);
      _futo_error_mark_words (reader->error, 1u << 2);
      return false;
    }
  if (value < 1 || value > n)
    {
      futo_error_set_at (reader->error, line->number, _futo_line_column (line, token->offset),
                         "value %s is out of range for a %d×%d puzzle (1 to %d)",
                         quoted, n, n, n);
      return false;
    }
  futo_puzzle_set_given (reader->puzzle, row, col, value);
  return true;
}

static bool
read_row_relation (GridReader      *reader,
                   const FutoLine  *line,
                   const FutoToken *token,
                   int              row,
                   int              col)
{
  char quoted[QUOTE_SIZE];
  FutoRelation rel = FUTO_REL_NONE;

  if (!relation_of_token (tokens_of (reader->mode)->row, token, &rel))
    {
      _futo_text_quote (token->start, token->len, quoted, sizeof quoted);
      if (reader->mode == FUTO_MODE_ADJACENT)
        futo_error_set_at (reader->error, line->number, _futo_line_column (line, token->offset),
                           "expected a relation ':' (consecutive) or '|' between two cells of "
                           "an Adjacent puzzle, found '%s'", quoted);
      else
        futo_error_set_at (reader->error, line->number, _futo_line_column (line, token->offset),
                           "expected a relation '<', '>' or '|' between two cells, found '%s'",
                           quoted);
      return false;
    }
  futo_puzzle_set_relation (reader->puzzle, row, col, FUTO_DIR_RIGHT, rel);
  return true;
}

/* A cell row's tokens alternate: cell, relation, cell, …, cell. */
static bool
read_cell_row_token (void            *data,
                     const FutoLine  *line,
                     const FutoToken *token,
                     int              row,
                     int              index)
{
  if (index % 2 == 0)
    return read_cell (data, line, token, row, index / 2);
  return read_row_relation (data, line, token, row, index / 2);
}

/* Vertical relation rows */

static bool
read_vertical_relation (void            *data,
                        const FutoLine  *line,
                        const FutoToken *token,
                        int              row,
                        int              col)
{
  GridReader *reader = data;
  char quoted[QUOTE_SIZE];
  FutoRelation rel = FUTO_REL_NONE;

  if (!relation_of_token (tokens_of (reader->mode)->vertical, token, &rel))
    {
      bool cell_like = (token->len == 1 && token->start[0] == '.')
                    || _futo_text_parse_number (token->start, token->len) >= 0;
      const char *hint = cell_like
                           ? FUTO_N_(" (each row of cells is followed by a line of vertical relations)")
                           : "";

      _futo_text_quote (token->start, token->len, quoted, sizeof quoted);
      if (reader->mode == FUTO_MODE_ADJACENT)
        futo_error_set_at (reader->error, line->number, _futo_line_column (line, token->offset),
                           "expected a vertical relation ':' (consecutive) or '-' in an "
                           "Adjacent puzzle, found '%s'%s", quoted, hint);
      else
        futo_error_set_at (reader->error, line->number, _futo_line_column (line, token->offset),
                           "expected a vertical relation '^', 'v' or '-', found '%s'%s",
                           quoted, hint);
      _futo_error_mark_words (reader->error, 1u << 1);
      return false;
    }
  futo_puzzle_set_relation (reader->puzzle, row, col, FUTO_DIR_DOWN, rel);
  return true;
}

/* Rows of tokens */

bool
_futo_grid_read_row (const FutoLine  *line,
                     int              row,
                     int              tokens,
                     int              stride,
                     const char      *what,
                     FutoError       *error,
                     FutoRowTokenFunc read_token,
                     void            *data)
{
  int count = 0;
  size_t offset = 0;
  FutoToken token;

  while (_futo_line_next_token (line, &offset, &token))
    {
      if (count == tokens)
        {
          char quoted[QUOTE_SIZE];

          _futo_text_quote (token.start, token.len, quoted, sizeof quoted);
          futo_error_set_at (error, line->number, _futo_line_column (line, token.offset),
                             "expected %d %s, found more: '%s' follows the last one",
                             (tokens + stride - 1) / stride, what, quoted);
          _futo_error_mark_words (error, 1u << 1);
          return false;
        }
      if (!read_token (data, line, &token, row, count))
        return false;
      count++;
    }
  if (count < tokens)
    {
      futo_error_set_at (error, line->number, _futo_line_column (line, _futo_line_trimmed_len (line)),
                         "expected %d %s, found %d", (tokens + stride - 1) / stride, what,
                         (count + stride - 1) / stride);
      _futo_error_mark_words (error, 1u << 1);
      return false;
    }
  return true;
}

/* The whole grid */

static bool
read_grid_lines (GridReader *reader)
{
  int total = 2 * reader->n - 1;
  FutoLine line;

  for (int i = 0; i < total; i++)
    {
      bool ok;

      if (!_futo_lines_next_content (&reader->lines, &line))
        {
          int at_line, at_column;

          _futo_lines_end_position (&reader->lines, &at_line, &at_column);
          futo_error_set_at (reader->error, at_line, at_column,
                             "the puzzle ends after %d of its %d lines", i, total);
          return false;
        }
      if (i % 2 == 0)
        ok = _futo_grid_read_row (&line, i / 2, 2 * reader->n - 1, 2, FUTO_N_("cells in this row"),
                                  reader->error, read_cell_row_token, reader);
      else
        ok = _futo_grid_read_row (&line, i / 2, reader->n, 1, FUTO_N_("vertical relations in this line"),
                                  reader->error, read_vertical_relation, reader);
      if (!ok)
        return false;
    }

  if (_futo_lines_next_content (&reader->lines, &line))
    {
      FutoToken token;
      size_t offset = 0;

      _futo_line_next_token (&line, &offset, &token);
      futo_error_set_at (reader->error, line.number, _futo_line_column (&line, token.offset),
                         "unexpected text after the end of the grid (a %d×%d puzzle has "
                         "%d lines after its size)", reader->n, reader->n, total);
      return false;
    }
  return true;
}

FutoPuzzle *
_futo_grid_read_lines (const char *text,
                       size_t      len,
                       int         first_line,
                       FutoMode    mode,
                       FutoError  *error)
{
  GridReader reader = { 0 };

  futo_error_clear (error);
  _futo_lines_init (&reader.lines, text, len, first_line);
  reader.error = error;
  reader.mode = mode;

  if (!read_size (&reader))
    return NULL;
  reader.puzzle = futo_puzzle_new_with_mode (reader.n, mode);
  if (reader.puzzle == NULL)
    {
      futo_error_set_at (error, 0, 0, "out of memory");
      return NULL;
    }
  if (!read_grid_lines (&reader))
    {
      futo_puzzle_free (reader.puzzle);
      return NULL;
    }
  return reader.puzzle;
}

FutoPuzzle *
futo_grid_read (const char *text,
                size_t      len,
                FutoError  *error)
{
  _futo_text_skip_bom (&text, &len);
  return _futo_grid_read_lines (text, len, 1, FUTO_MODE_UNEQUAL, error);
}

/* Writing */

static bool
relations_fit_mode (const FutoPuzzle *puzzle)
{
  int n = puzzle->size;

  for (int i = 0; i < n * n; i++)
    if ((i % n + 1 < n && !futo_mode_allows (puzzle->mode, puzzle->right[i]))
        || (i + n < n * n && !futo_mode_allows (puzzle->mode, puzzle->down[i])))
      return false;
  return true;
}

static void
write_cell_row (FutoBuffer       *buffer,
                const FutoPuzzle *puzzle,
                const uint8_t    *values,
                int               row)
{
  const char *tokens = tokens_of (puzzle->mode)->row;
  int n = puzzle->size;

  for (int col = 0; col < n; col++)
    {
      int value = values[row * n + col];

      if (col > 0)
        {
          _futo_buffer_append_char (buffer, ' ');
          _futo_buffer_append_char (buffer, tokens[puzzle->right[row * n + col - 1]]);
          _futo_buffer_append_char (buffer, ' ');
        }
      if (value == 0)
        _futo_buffer_append_char (buffer, '.');
      else
        _futo_buffer_append_int (buffer, value);
    }
  _futo_buffer_append_char (buffer, '\n');
}

static void
write_relation_row (FutoBuffer       *buffer,
                    const FutoPuzzle *puzzle,
                    int               row)
{
  const char *tokens = tokens_of (puzzle->mode)->vertical;
  int n = puzzle->size;

  for (int col = 0; col < n; col++)
    {
      if (col > 0)
        _futo_buffer_append_char (buffer, ' ');
      _futo_buffer_append_char (buffer, tokens[puzzle->down[row * n + col]]);
    }
  _futo_buffer_append_char (buffer, '\n');
}

char *
_futo_grid_write_mode (const FutoPuzzle *puzzle,
                       const uint8_t    *values)
{
  FutoBuffer buffer;

  if (puzzle == NULL || !relations_fit_mode (puzzle))
    return NULL;
  if (values == NULL)
    values = puzzle->givens;

  _futo_buffer_init (&buffer);
  _futo_buffer_append_int (&buffer, puzzle->size);
  _futo_buffer_append_char (&buffer, '\n');
  for (int row = 0; row < puzzle->size; row++)
    {
      if (row > 0)
        write_relation_row (&buffer, puzzle, row - 1);
      write_cell_row (&buffer, puzzle, values, row);
    }
  return _futo_buffer_steal (&buffer);
}

char *
futo_grid_write_values (const FutoPuzzle *puzzle,
                        const uint8_t    *values)
{
  if (puzzle == NULL || puzzle->mode != FUTO_MODE_UNEQUAL)
    return NULL;
  return _futo_grid_write_mode (puzzle, values);
}

char *
futo_grid_write (const FutoPuzzle *puzzle)
{
  if (puzzle == NULL)
    return NULL;
  return futo_grid_write_values (puzzle, puzzle->givens);
}
