/* futo-game.h: a puzzle with its metadata and a player's progress
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-puzzle.h"

/* What a .futoshiki file holds. Strings are UTF-8 on one line, or NULL. */
typedef struct
{
  FutoPuzzle *puzzle;
  char       *title;
  char       *author;
  char       *source;
  char       *difficulty;
  uint8_t    *entries; /* size * size player values, 0 = none; never over a given */
  FutoSet    *pencil;  /* size * size pencil-mark sets */
} FutoGame;

/* Takes ownership of puzzle; entries and pencil marks start empty. */
FutoGame *futo_game_new       (FutoPuzzle     *puzzle);
FutoGame *futo_game_copy      (const FutoGame *game);
void      futo_game_free      (FutoGame       *game);
bool      futo_game_equal     (const FutoGame *a,
                               const FutoGame *b);
/* Replaces a string field with a copy of value (NULL clears it). */
void      futo_game_set_string(char          **field,
                               const char     *value);
