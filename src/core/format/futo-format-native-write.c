/* futo-format-native-write.c: writing the .futoshiki file (docs/native-format.md)
 *
 * What it writes reads back as the same game: values are cleaned up the
 * way the reader would take them, and a file without Adjacent marks keeps
 * format 1 for older versions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "futo-format-native-private.h"

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
      size_t n = _futo_text_utf8_decode (value + i, len - i, &cp);

      if (n == 0)
        {
          _futo_buffer_append_str (out, "\xEF\xBF\xBD");
          i++;
          continue;
        }
      if (_futo_native_is_control (cp) || _futo_native_is_space_like (cp))
        _futo_buffer_append_char (out, ' ');
      else
        _futo_buffer_append (out, value + i, n);
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
  _futo_buffer_init (&clean);
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
      _futo_buffer_append_str (buffer, key);
      _futo_buffer_append_str (buffer, ": ");
      _futo_buffer_append (buffer, clean.data + start, end - start);
      _futo_buffer_append_char (buffer, '\n');
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

  _futo_buffer_append_str (buffer, "\n[entries]\n");
  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      {
        int value = game->entries[row * n + col];

        if (value == 0)
          _futo_buffer_append_char (buffer, '.');
        else
          _futo_buffer_append_int (buffer, value);
        _futo_buffer_append_char (buffer, col + 1 < n ? ' ' : '\n');
      }
}

static void
append_pencil (FutoBuffer     *buffer,
               const FutoGame *game)
{
  int n = game->puzzle->size;

  _futo_buffer_append_str (buffer, "\n[pencil]\n");
  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      {
        FutoSet set = game->pencil[row * n + col] & FUTO_SET_FULL (n);
        bool first = true;

        if (set == 0)
          _futo_buffer_append_char (buffer, '-');
        for (int value = 1; value <= n; value++)
          if (set & FUTO_SET_BIT (value))
            {
              if (!first)
                _futo_buffer_append_char (buffer, ',');
              _futo_buffer_append_int (buffer, value);
              first = false;
            }
        _futo_buffer_append_char (buffer, col + 1 < n ? ' ' : '\n');
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
  grid = _futo_grid_write_mode (game->puzzle, NULL);
  if (grid == NULL)
    return NULL;

  _futo_buffer_init (&buffer);
  _futo_buffer_append_str (&buffer, "# Futoshiki Lab puzzle\n");
  _futo_buffer_append_str (&buffer, FUTO_NATIVE_MAGIC ": ");
  _futo_buffer_append_int (&buffer, adjacent ? FUTO_NATIVE_VERSION_ADJACENT : FUTO_NATIVE_VERSION_UNEQUAL);
  _futo_buffer_append_char (&buffer, '\n');
  if (adjacent)
    _futo_buffer_append_str (&buffer, "mode: adjacent\n");
  append_metadata (&buffer, "title", game->title);
  append_metadata (&buffer, "author", game->author);
  append_metadata (&buffer, "source", game->source);
  append_metadata (&buffer, "difficulty", game->difficulty);
  /* Only a recorded time: files of puzzles nobody has played stay as
   * they were, and older versions skip the key as one they do not know. */
  if (game->elapsed_seconds > 0)
    {
      _futo_buffer_append_str (&buffer, "elapsed-seconds: ");
      /* The reader's bound: longer times would not read back. */
      _futo_buffer_append_int (&buffer, game->elapsed_seconds > INT32_MAX ? INT32_MAX : (int) game->elapsed_seconds);
      _futo_buffer_append_char (&buffer, '\n');
    }
  _futo_buffer_append_str (&buffer, "\n[puzzle]\n");
  _futo_buffer_append_str (&buffer, grid);
  free (grid);
  if (has_entries (game))
    append_entries (&buffer, game);
  if (has_pencil (game))
    append_pencil (&buffer, game);
  return _futo_buffer_steal (&buffer);
}
