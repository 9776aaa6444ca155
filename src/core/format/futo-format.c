/* futo-format.c: format detection, and reading a text of any format
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "futo-format-private.h"

/* Detection */

static bool
starts_with_magic (const char *text,
                   size_t      len)
{
  size_t magic_len = strlen (FUTO_NATIVE_MAGIC);
  size_t i = magic_len;

  if (len < magic_len || memcmp (text, FUTO_NATIVE_MAGIC, magic_len) != 0)
    return false;
  while (i < len && _futo_text_is_blank (text[i]))
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

  if (!_futo_line_next_token (line, &offset, &token))
    return false;
  if (_futo_text_parse_number (token.start, token.len) < 0)
    return false;
  return !_futo_line_next_token (line, &offset, &token);
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

  _futo_text_skip_bom (&text, &len);
  _futo_lines_init (&lines, text, len, 1);
  if (!_futo_lines_next_content (&lines, &line))
    return FUTO_FORMAT_UNKNOWN;
  *found = line;
  skip = _futo_line_skip_blanks (&line, 0);
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

  _futo_text_skip_bom (&text, &len);
  _futo_lines_init (&lines, text, len, 1);
  return !_futo_lines_next_content (&lines, &line);
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
  _futo_lines_init (&rest, text + end, len - end, line->number);
  if (_futo_lines_next_content (&rest, &extra))
    {
      futo_error_set_at (error, extra.number,
                         _futo_line_column (&extra, _futo_line_skip_blanks (&extra, 0)),
                         "unexpected text after the game ID: only comments may follow it");
      futo_puzzle_free (puzzle);
      return NULL;
    }
  return futo_game_new (puzzle);
}

/* The level a generated puzzle's header comment records ("# Futoshiki Lab
 * puzzle 1: 7×7, hard, balanced style, seed 4", or "7×7 Adjacent, hard,
 * seed 4"), so that a .txt the generator wrote keeps it, as a .futoshiki
 * file does: its caption said "7×7" without the "hard" (issue 32). Only
 * comment lines before the puzzle are read; the first such header counts. */
static void
read_header_level (const char *text,
                   size_t      len,
                   FutoGame   *game)
{
  static const char header[] = "# Futoshiki Lab puzzle ";
  static const char *const levels[] = { "easy", "medium", "hard", "extreme", "recursive" };
  size_t at = 0;

  while (at < len)
    {
      size_t end = at;
      const char *colon, *level, *stop;

      while (end < len && text[end] != '\n')
        end++;
      if (end > at && text[at] != '#' && text[at] != '\r')
        return;
      if (end - at > sizeof header - 1 && memcmp (text + at, header, sizeof header - 1) == 0)
        {
          colon = memchr (text + at, ':', end - at);
          level = colon != NULL ? memchr (colon, ',', (size_t) (text + end - colon)) : NULL;
          if (level == NULL)
            return;
          level += 2;
          for (stop = level; stop < text + end && *stop != ',' && *stop != '\r'; stop++)
            ;
          for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++)
            if ((size_t) (stop - level) == strlen (levels[i])
                && memcmp (level, levels[i], (size_t) (stop - level)) == 0)
              futo_game_set_string (&game->difficulty, levels[i]);
          return;
        }
      at = end + 1;
    }
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
        FutoGame *game = puzzle != NULL ? futo_game_new (puzzle) : NULL;

        if (game != NULL)
          read_header_level (text, len, game);
        return game;
      }
    case FUTO_FORMAT_TATHAM:
      {
        FutoGame *game = read_game_id (text, len, &line, error);

        if (game != NULL)
          read_header_level (text, len, game);
        return game;
      }
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
                       _futo_line_column (&line, _futo_line_skip_blanks (&line, 0)),
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
