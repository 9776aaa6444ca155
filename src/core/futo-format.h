/* futo-format.h: reading and writing puzzles
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-error.h"
#include "futo-game.h"

typedef enum
{
  FUTO_FORMAT_UNKNOWN = 0,
  FUTO_FORMAT_GRID,   /* the grid interchange format (shared/formats/grid.md) */
  FUTO_FORMAT_TATHAM, /* a game ID of Simon Tatham's Unequal */
  FUTO_FORMAT_NATIVE, /* a .futoshiki file */
} FutoFormat;

/* Every reader takes text of a known length (it need not end in NUL), returns
 * a new object or NULL with error filled in (line and column, or the cell for
 * game IDs). Every writer returns a malloc'd NUL-terminated string. */

FutoPuzzle *futo_grid_read          (const char       *text,
                                     size_t            len,
                                     FutoError        *error);
/* The grid format has no notation for Adjacent puzzles, so for one of them
 * (or for a puzzle holding a relation of the wrong kind for its mode) both
 * writers return NULL rather than drop its marks. */
char       *futo_grid_write         (const FutoPuzzle *puzzle);
/* The puzzle's signs with every cell showing values[] (a solution or a state;
 * 0 prints as '.'). */
char       *futo_grid_write_values  (const FutoPuzzle *puzzle,
                                     const uint8_t    *values);

/* Both modes: "5:…" and Adjacent "5a:…". The writer returns NULL for a
 * puzzle holding a relation of the wrong kind for its mode. */
FutoPuzzle *futo_tatham_read        (const char       *text,
                                     size_t            len,
                                     FutoError        *error);
char       *futo_tatham_write       (const FutoPuzzle *puzzle);

FutoGame   *futo_native_read        (const char       *text,
                                     size_t            len,
                                     FutoError        *error);
char       *futo_native_write       (const FutoGame   *game);

/* Guesses the format from the first meaningful characters. */
FutoFormat  futo_format_detect      (const char       *text,
                                     size_t            len);
/* Detects the format and reads it; a grid or game ID becomes a game without
 * metadata. detected may be NULL. */
FutoGame   *futo_game_read_any      (const char       *text,
                                     size_t            len,
                                     FutoFormat       *detected,
                                     FutoError        *error);
const char *futo_format_name        (FutoFormat        format);
/* "grid", "tatham", "futoshiki" → format; UNKNOWN otherwise. */
FutoFormat  futo_format_from_name   (const char       *name);
