/* futo-format-tatham.c: game IDs of Simon Tatham's Unequal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-format-private.h"
#include "futo-sentence-private.h"

#define QUOTE_SIZE 40

/* A flag says "this cell is greater than its neighbour there", or in
 * Adjacent mode "this cell and its neighbour there differ by 1" (then on
 * both cells); the letters are indexed by FutoDirection. */
static const char flag_letters[] = "URDL";

typedef struct
{
  const char *text;
  size_t      pos;    /* the next character to read */
  size_t      end;    /* past the last character once whitespace is trimmed */
  int         n;
  FutoMode    mode;   /* ADJACENT after an 'a' in the parameters */
  uint8_t    *flags;  /* n * n cells; bit d set for the flag of direction d */
  FutoPuzzle *puzzle;
  FutoError  *error;
} IdReader;

static bool
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

static bool
is_letter (char c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static bool
is_digit (char c)
{
  return c >= '0' && c <= '9';
}

/* Line and column of a byte: an ID is one line, but the text around it may
 * hold more (a file with the ID and something after it). */
static void
position_of (const IdReader *reader,
             size_t          pos,
             int            *line,
             int            *column)
{
  size_t line_start = 0;

  *line = 1;
  for (size_t i = 0; i < pos; i++)
    if (reader->text[i] == '\n')
      {
        if (*line < 1000000000)
          (*line)++;
        line_start = i + 1;
      }
  *column = _futo_text_column (reader->text + line_start, pos - line_start);
}

/* A quote of up to max_chars characters of the text at pos, stopping at
 * whitespace, or "the end of the ID". */
static const char *
quote_at (const IdReader *reader,
          size_t          pos,
          int             max_chars,
          char           *buf,
          size_t          size)
{
  char quoted[QUOTE_SIZE];
  size_t len = 0;

  if (pos >= reader->end)
    return "the end of the ID";
  for (int chars = 0; chars < max_chars && pos + len < reader->end; chars++)
    {
      if (chars > 0 && is_space (reader->text[pos + len]))
        break;
      len++;
      /* Never cut a character in two. */
      while (pos + len < reader->end && ((unsigned char) reader->text[pos + len] & 0xC0) == 0x80)
        len++;
    }
  _futo_text_quote (reader->text + pos, len, quoted, sizeof quoted);
  snprintf (buf, size, "'%s%s'", quoted,
            max_chars > 1 && pos + len < reader->end && !is_space (reader->text[pos + len])
              ? "…" : "");
  return buf;
}

/* Parameters: ORDER[a][dX] before ':' */

/* ^[0-9]+[a-z]*$, what may come before the '#' of a random-seed ID. */
static bool
looks_like_params (const char *text,
                   size_t      len)
{
  size_t i = 0;

  while (i < len && is_digit (text[i]))
    i++;
  if (i == 0)
    return false;
  while (i < len && text[i] >= 'a' && text[i] <= 'z')
    i++;
  return i == len;
}

static bool
find_separator (IdReader *reader,
                size_t   *separator)
{
  char quoted[QUOTE_SIZE];
  int line, column;

  for (size_t i = reader->pos; i < reader->end; i++)
    {
      if (reader->text[i] == ':')
        {
          *separator = i;
          return true;
        }
      if (reader->text[i] == '#' && looks_like_params (reader->text + reader->pos, i - reader->pos))
        {
          position_of (reader, i, &line, &column);
          futo_error_set_at (reader->error, line, column,
                             "this is a random-seed game ID that only Unequal can expand; "
                             "copy its descriptive ID (Game > Specific…) instead");
          return false;
        }
    }
  position_of (reader, reader->pos, &line, &column);
  _futo_text_quote (reader->text + reader->pos, reader->end - reader->pos, quoted, sizeof quoted);
  futo_error_set_at (reader->error, line, column,
                     "expected a game ID like 5:0,0,… with a ':' after the size, found '%s'",
                     quoted);
  return false;
}

static bool
read_order (IdReader *reader)
{
  char quoted[QUOTE_SIZE], found[QUOTE_SIZE + 8];
  size_t start = reader->pos;
  int line, column, size;

  while (reader->pos < reader->end && is_digit (reader->text[reader->pos]))
    reader->pos++;
  position_of (reader, start, &line, &column);
  if (reader->pos == start)
    {
      futo_error_set_at (reader->error, line, column,
                         "expected the size of the puzzle at the start of the game ID, found %s",
                         quote_at (reader, start, 1, found, sizeof found));
      return false;
    }
  size = _futo_text_parse_number (reader->text + start, reader->pos - start);
  if (size < FUTO_MIN_SIZE || size > FUTO_MAX_SIZE)
    {
      _futo_text_quote (reader->text + start, reader->pos - start, quoted, sizeof quoted);
      futo_error_set_at (reader->error, line, column,
                         "size %s is not supported (2 to 64)", quoted);
      return false;
    }
  reader->n = size;
  return true;
}

static bool
read_params (IdReader *reader,
             size_t    separator)
{
  char found[QUOTE_SIZE + 8];
  int line, column;

  if (!read_order (reader))
    return false;

  if (reader->pos < separator && reader->text[reader->pos] == 'a')
    {
      reader->mode = FUTO_MODE_ADJACENT;
      reader->pos++;
    }
  if (reader->pos < separator && reader->text[reader->pos] == 'd')
    {
      /* The difficulty Unequal aimed for says nothing about the puzzle
       * itself, so it is checked and dropped. */
      reader->pos++;
      position_of (reader, reader->pos, &line, &column);
      if (reader->pos >= separator)
        {
          futo_error_set_at (reader->error, line, column,
                             "expected a difficulty letter (t, e, k, x or r) after 'd'");
          return false;
        }
      if (reader->text[reader->pos] == '\0' || strchr ("tekxr", reader->text[reader->pos]) == NULL)
        {
          futo_error_set_at (reader->error, line, column,
                             "unknown difficulty %s: expected t, e, k, x or r",
                             quote_at (reader, reader->pos, 1, found, sizeof found));
          return false;
        }
      reader->pos++;
    }
  if (reader->pos < separator)
    {
      position_of (reader, reader->pos, &line, &column);
      futo_error_set_at (reader->error, line, column,
                         "unexpected %s in the game parameters: only the size, then "
                         "optionally 'a' (Adjacent mode), then optionally 'd' and a "
                         "difficulty letter, may come before ':'",
                         quote_at (reader, reader->pos, 1, found, sizeof found));
      return false;
    }
  reader->pos = separator + 1;
  return true;
}

/* Description: ORDER² cells, "NUMBER[URDL]*" separated by ',' */

static bool
read_cell (IdReader *reader,
           int       index)
{
  char quoted[QUOTE_SIZE], found[QUOTE_SIZE + 8];
  int n = reader->n, row = index / n, col = index % n;
  int line, column, value;
  size_t start = reader->pos;

  if (start >= reader->end || !is_digit (reader->text[start]))
    {
      position_of (reader, start, &line, &column);
      futo_error_set_cell (reader->error, row, col,
                           "expected a number for this cell at character %d, found %s",
                           column, quote_at (reader, start, 1, found, sizeof found));
      return false;
    }
  while (reader->pos < reader->end && is_digit (reader->text[reader->pos]))
    reader->pos++;
  value = _futo_text_parse_number (reader->text + start, reader->pos - start);
  if (value > n)
    {
      _futo_text_quote (reader->text + start, reader->pos - start, quoted, sizeof quoted);
      futo_error_set_cell (reader->error, row, col,
                           "%s is out of range for a %d×%d puzzle (0 for empty, or 1 to %d)",
                           quoted, n, n, n);
      return false;
    }
  futo_puzzle_set_given (reader->puzzle, row, col, value);

  for (; reader->pos < reader->end; reader->pos++)
    {
      const char *letter = memchr (flag_letters, reader->text[reader->pos], 4);

      if (letter == NULL)
        break;
      reader->flags[index] |= (uint8_t) (1 << (letter - flag_letters));
    }
  return true;
}

static bool
read_description (IdReader *reader)
{
  char found[QUOTE_SIZE + 8];
  int cells = reader->n * reader->n, index = 0;
  int line, column;

  while (reader->pos < reader->end)
    {
      size_t item = reader->pos;

      /* Lowercase letters skip cells, leaving them empty: a = 1 … z = 26. */
      for (; reader->pos < reader->end; reader->pos++)
        {
          char c = reader->text[reader->pos];

          if (c < 'a' || c > 'z')
            break;
          index += c - 'a' + 1;
          if (index > cells)
            index = cells;
        }
      if (index >= cells)
        {
          /* Point at the extra text itself, not at a newline before it. */
          while (item < reader->end && is_space (reader->text[item]))
            item++;
          position_of (reader, item, &line, &column);
          futo_error_set_at (reader->error, line, column,
                             "too much data: the %d×%d grid is already full, but the ID goes on "
                             "with %s%s", reader->n, reader->n,
                             quote_at (reader, item, 8, found, sizeof found),
                             item < reader->end && reader->text[item] >= 'a'
                               && reader->text[item] <= 'z'
                               ? FUTO_N_(" (a lowercase letter skips cells: a = 1 … z = 26)") : "");
          _futo_error_mark_words (reader->error, 1u << 3);
          return false;
        }
      if (!read_cell (reader, index))
        return false;
      index++;

      if (reader->pos < reader->end && reader->text[reader->pos] == ',')
        reader->pos++;
      else if (reader->pos < reader->end && is_letter (reader->text[reader->pos]))
        {
          /* A letter glued to a cell is a flag, even on the last cell,
           * where reading on would call it too much data. */
          position_of (reader, reader->pos, &line, &column);
          futo_error_set_cell (reader->error, (index - 1) / reader->n, (index - 1) % reader->n,
                               "unknown flag %s at character %d: a cell's flags are U, R, D "
                               "and L, then ',' ends the cell",
                               quote_at (reader, reader->pos, 1, found, sizeof found), column);
          return false;
        }
      else if (reader->pos < reader->end && index < cells)
        {
          futo_error_set_cell (reader->error, (index - 1) / reader->n, (index - 1) % reader->n,
                               "expected a flag (U, R, D or L) or the separator ',' after "
                               "this cell, found %s",
                               quote_at (reader, reader->pos, 1, found, sizeof found));
          return false;
        }
    }

  if (index < cells)
    {
      position_of (reader, reader->end, &line, &column);
      futo_error_set_at (reader->error, line, column,
                         "not enough data: the ID describes %d of the %d cells of a %d×%d puzzle",
                         index, cells, reader->n, reader->n);
      return false;
    }
  return true;
}

/* The flag of (row, col) towards dir, seen against the neighbour's flag back
 * (r, c): in the usual mode only one of the two may claim to be greater; in
 * Adjacent mode the two must come together. */
static bool
check_flag_pair (IdReader *reader,
                 int       row,
                 int       col,
                 int       dir,
                 int       r,
                 int       c)
{
  int n = reader->n, back = (dir + 2) % 4;
  bool answered = (reader->flags[r * n + c] & (1 << back)) != 0;
  char name[16];

  futo_cell_name (r, c, name, sizeof name);
  if (reader->mode == FUTO_MODE_UNEQUAL && answered)
    {
      futo_error_set_cell (reader->error, row, col,
                           "flags contradict each other: this cell and %s each claim "
                           "to be greater than the other", name);
      return false;
    }
  if (reader->mode == FUTO_MODE_ADJACENT && !answered)
    {
      futo_error_set_cell (reader->error, row, col,
                           "flags contradict each other: in an Adjacent puzzle this cell's "
                           "flag %c needs the flag %c on %s, which is missing",
                           flag_letters[dir], flag_letters[back], name);
      return false;
    }
  return true;
}

/* Turns the flags into relations once every cell is known, since a flag
 * may point at a cell that comes later. */
static bool
apply_flags (IdReader *reader)
{
  static const int dr[] = { -1, 0, 1, 0 }, dc[] = { 0, 1, 0, -1 };
  static const char *const where[] = {
    FUTO_N_("above it"), FUTO_N_("to its right"), FUTO_N_("below it"), FUTO_N_("to its left")
  };
  FutoRelation rel = reader->mode == FUTO_MODE_ADJACENT ? FUTO_REL_ADJACENT : FUTO_REL_GREATER;
  int n = reader->n;

  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      for (int dir = FUTO_DIR_UP; dir <= FUTO_DIR_LEFT; dir++)
        {
          int r = row + dr[dir], c = col + dc[dir];

          if (!(reader->flags[row * n + col] & (1 << dir)))
            continue;
          if (r < 0 || r >= n || c < 0 || c >= n)
            {
              futo_error_set_cell (reader->error, row, col,
                                   "flag %c goes off the grid: this cell has no neighbour %s",
                                   flag_letters[dir], where[dir]);
              _futo_error_mark_words (reader->error, 1u << 1);
              return false;
            }
          if (!check_flag_pair (reader, row, col, dir, r, c))
            return false;
          futo_puzzle_set_relation (reader->puzzle, row, col, (FutoDirection) dir, rel);
        }
  return true;
}

static bool
read_id (IdReader *reader)
{
  size_t separator;

  if (!find_separator (reader, &separator) || !read_params (reader, separator))
    return false;

  reader->puzzle = futo_puzzle_new_with_mode (reader->n, reader->mode);
  reader->flags = calloc ((size_t) reader->n * reader->n, 1);
  if (reader->puzzle == NULL || reader->flags == NULL)
    {
      futo_error_set_at (reader->error, 0, 0, "out of memory");
      return false;
    }
  return read_description (reader) && apply_flags (reader);
}

FutoPuzzle *
futo_tatham_read (const char *text,
                  size_t      len,
                  FutoError  *error)
{
  IdReader reader = { 0 };
  FutoPuzzle *puzzle = NULL;

  futo_error_clear (error);
  if (text == NULL)
    len = 0;
  _futo_text_skip_bom (&text, &len);
  reader.text = text;
  reader.error = error;
  reader.end = len;
  while (reader.pos < reader.end && is_space (text[reader.pos]))
    reader.pos++;
  while (reader.end > reader.pos && is_space (text[reader.end - 1]))
    reader.end--;
  if (reader.pos == reader.end)
    {
      futo_error_set_at (error, 0, 0, "the game ID is empty");
      return NULL;
    }

  if (read_id (&reader))
    {
      puzzle = reader.puzzle;
      reader.puzzle = NULL;
    }
  futo_puzzle_free (reader.puzzle);
  free (reader.flags);
  return puzzle;
}

/* Writing: the way Unequal writes its own IDs, flags in the order U R D L
 * and a comma after every cell; in Adjacent mode "Na:" and a mark's flag on
 * both of its cells. */

static bool
relations_fit_mode (const FutoPuzzle *puzzle)
{
  int n = puzzle->size;

  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      if (!futo_mode_allows (puzzle->mode, futo_puzzle_get_relation (puzzle, row, col, FUTO_DIR_RIGHT))
          || !futo_mode_allows (puzzle->mode, futo_puzzle_get_relation (puzzle, row, col, FUTO_DIR_DOWN)))
        return false;
  return true;
}

char *
futo_tatham_write (const FutoPuzzle *puzzle)
{
  FutoRelation flagged;
  FutoBuffer buffer;
  int n;

  if (puzzle == NULL || !relations_fit_mode (puzzle))
    return NULL;
  n = puzzle->size;
  flagged = puzzle->mode == FUTO_MODE_ADJACENT ? FUTO_REL_ADJACENT : FUTO_REL_GREATER;
  _futo_buffer_init (&buffer);
  _futo_buffer_append_int (&buffer, n);
  if (puzzle->mode == FUTO_MODE_ADJACENT)
    _futo_buffer_append_char (&buffer, 'a');
  _futo_buffer_append_char (&buffer, ':');
  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      {
        _futo_buffer_append_int (&buffer, futo_puzzle_get_given (puzzle, row, col));
        for (int dir = FUTO_DIR_UP; dir <= FUTO_DIR_LEFT; dir++)
          if (futo_puzzle_get_relation (puzzle, row, col, (FutoDirection) dir) == flagged)
            _futo_buffer_append_char (&buffer, flag_letters[dir]);
        _futo_buffer_append_char (&buffer, ',');
      }
  return _futo_buffer_steal (&buffer);
}
