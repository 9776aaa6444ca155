/* futo-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-game.h"

FutoGame *
futo_game_new (FutoPuzzle *puzzle)
{
  FutoGame *game;
  size_t cells;

  if (puzzle == NULL)
    return NULL;

  cells = (size_t) puzzle->size * puzzle->size;
  game = calloc (1, sizeof *game);
  if (game == NULL)
    {
      futo_puzzle_free (puzzle);
      return NULL;
    }
  game->puzzle = puzzle;
  game->entries = calloc (cells, sizeof *game->entries);
  game->pencil = calloc (cells, sizeof *game->pencil);
  if (game->entries == NULL || game->pencil == NULL)
    {
      futo_game_free (game);
      return NULL;
    }
  return game;
}

static bool
copy_string (char       **field,
             const char  *value)
{
  futo_game_set_string (field, value);
  return value == NULL || *field != NULL;
}

FutoGame *
futo_game_copy (const FutoGame *game)
{
  FutoGame *copy;
  size_t cells;

  if (game == NULL)
    return NULL;
  copy = futo_game_new (futo_puzzle_copy (game->puzzle));
  if (copy == NULL)
    return NULL;

  cells = (size_t) game->puzzle->size * game->puzzle->size;
  memcpy (copy->entries, game->entries, cells * sizeof *copy->entries);
  memcpy (copy->pencil, game->pencil, cells * sizeof *copy->pencil);
  copy->elapsed_seconds = game->elapsed_seconds;
  if (!copy_string (&copy->title, game->title)
      || !copy_string (&copy->author, game->author)
      || !copy_string (&copy->source, game->source)
      || !copy_string (&copy->difficulty, game->difficulty))
    {
      futo_game_free (copy);
      return NULL;
    }
  return copy;
}

void
futo_game_free (FutoGame *game)
{
  if (game == NULL)
    return;
  futo_puzzle_free (game->puzzle);
  free (game->title);
  free (game->author);
  free (game->source);
  free (game->difficulty);
  free (game->entries);
  free (game->pencil);
  free (game);
}

/* An empty string and no string both mean "not set": files cannot tell them
 * apart, so neither should a comparison. */
static bool
string_equal (const char *a,
              const char *b)
{
  return strcmp (a != NULL ? a : "", b != NULL ? b : "") == 0;
}

bool
futo_game_equal (const FutoGame *a,
                 const FutoGame *b)
{
  size_t cells;

  if (a == NULL || b == NULL)
    return a == b;
  if (!futo_puzzle_equal (a->puzzle, b->puzzle))
    return false;

  cells = (size_t) a->puzzle->size * a->puzzle->size;
  return string_equal (a->title, b->title)
      && string_equal (a->author, b->author)
      && string_equal (a->source, b->source)
      && string_equal (a->difficulty, b->difficulty)
      && memcmp (a->entries, b->entries, cells * sizeof *a->entries) == 0
      && memcmp (a->pencil, b->pencil, cells * sizeof *a->pencil) == 0;
}

void
futo_game_set_string (char       **field,
                      const char  *value)
{
  char *copy = NULL;

  FUTO_RETURN_IF_FAIL (field != NULL);

  /* Copy before freeing: value may be the field's own string. */
  if (value != NULL)
    {
      size_t len = strlen (value);

      copy = malloc (len + 1);
      if (copy != NULL)
        memcpy (copy, value, len + 1);
    }
  free (*field);
  *field = copy;
}
