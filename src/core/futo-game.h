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
  /* How long the player has played, in seconds (0: no time recorded).
   * Not part of futo_game_equal(): the same position reached faster is
   * the same position, and undo history compares positions. */
  uint32_t    elapsed_seconds;
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

/* The rules as the player meets them (base/futo-rules.c): what a cell
 * could hold and which values break a rule, only looking at the board,
 * never searching. Cells are row-major indices, as in FutoPuzzle. */

/* The given at (row, col), or else the player's entry; 0 for neither. */
int      futo_game_get_value      (const FutoGame *game,
                                   int             row,
                                   int             col);

/* The values (row, col) could hold, whatever it holds now: none that its
 * row or column shows elsewhere, and only those that keep each relation
 * to a filled neighbour (in Adjacent mode a mark asks for one apart and
 * no mark for anything else). A sign to an empty neighbour still rules
 * out the extreme that the neighbour would have to beat. 0 for a bad
 * argument. */
FutoSet  futo_game_get_candidates (const FutoGame *game,
                                   int             row,
                                   int             col);

/* Which rule two values break. */
typedef enum
{
  FUTO_RULE_ROW,      /* one value twice in a row */
  FUTO_RULE_COLUMN,   /* one value twice in a column */
  FUTO_RULE_SIGN,     /* a '<' or '>' sign that the two values break */
  FUTO_RULE_ADJACENT, /* Adjacent: a mark between values not one apart,
                       * or values one apart with no mark */
} FutoRule;

typedef struct
{
  FutoRule rule;
  int      first;  /* the two cells, first < second; for SIGN and */
  int      second; /* ADJACENT they are neighbours */
} FutoConflict;

typedef struct
{
  FutoConflict *items;
  size_t        len;
  size_t        capacity;
} FutoConflictList;

/* Finds every pair of values (givens or entries) that breaks a rule, row
 * rules first, then the relations in row-major order of the first cell,
 * and appends them to conflicts (NULL only counts). A relation of the
 * other mode's kind is the validator's to report, not a conflict. Returns
 * how many were found. */
size_t   futo_game_find_conflicts (const FutoGame   *game,
                                   FutoConflictList *conflicts);
void     futo_conflict_list_clear (FutoConflictList *conflicts);

/* What futo_game_mark_problems() and futo_puzzle_mark_problems() write. */
typedef enum
{
  FUTO_MARK_NONE     = 0,
  FUTO_MARK_CONFLICT = 1 << 0, /* breaks a rule on its face */
  FUTO_MARK_MISTAKE  = 1 << 1, /* differs from the solution */
} FutoMark;

/* Fills cells, right and down (size * size FutoMark each, as the puzzle
 * stores its relations) from the conflicts: each relation broken, and of
 * each pair the cell the player can change, its entry (both cells when
 * both are givens: then the puzzle itself is wrong). With solution
 * (size * size values) not NULL, also every entry that differs from it.
 * Returns how many cells are marked. */
int      futo_game_mark_problems  (const FutoGame *game,
                                   const uint8_t  *solution,
                                   uint8_t        *cells,
                                   uint8_t        *right,
                                   uint8_t        *down);
