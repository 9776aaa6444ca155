/* futo-puzzle.h: the Futoshiki puzzle model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define FUTO_MIN_SIZE 2
#define FUTO_MAX_SIZE 64

/* A set of candidate values: bit (v - 1) is set when value v is possible.
 * Sizes stop at 64 so that one word always holds a whole domain. */
typedef uint64_t FutoSet;

#define FUTO_SET_FULL(n) ((n) >= 64 ? ~(FutoSet) 0 : (((FutoSet) 1 << (n)) - 1))
#define FUTO_SET_BIT(v)  ((FutoSet) 1 << ((v) - 1))

/* What the marks between neighbours mean, as in Simon Tatham's Unequal.
 * UNEQUAL: a sign says which of the two cells is greater; unsigned pairs are
 * free. ADJACENT: a mark says the two differ by exactly 1, and every such
 * pair is marked, so an unmarked pair is never consecutive. */
typedef enum
{
  FUTO_MODE_UNEQUAL = 0,
  FUTO_MODE_ADJACENT,
} FutoMode;

/* The relation between a cell and its right or lower neighbour, read as
 * "first cell REL second cell" where the first cell is the left or upper one.
 * An UNEQUAL puzzle holds NONE, LESS and GREATER; an ADJACENT one NONE and
 * ADJACENT. Anything else is the wrong kind for the mode: the validator
 * reports it and futo_run() refuses the puzzle. */
typedef enum
{
  FUTO_REL_NONE = 0,
  FUTO_REL_LESS,     /* first < second: '<' in a row, '^' between rows */
  FUTO_REL_GREATER,  /* first > second: '>' in a row, 'v' between rows */
  FUTO_REL_ADJACENT, /* |first - second| = 1 (Adjacent mode); its own flip */
} FutoRelation;

/* The four neighbours of a cell. */
typedef enum
{
  FUTO_DIR_UP = 0,
  FUTO_DIR_RIGHT,
  FUTO_DIR_DOWN,
  FUTO_DIR_LEFT,
} FutoDirection;

/* Cells are indexed row-major, rows and columns from 0; people see them from
 * 1 as "r3c5". Values run 1..size; 0 means empty. */
typedef struct
{
  int      size;
  FutoMode mode;
  uint8_t *givens; /* size * size values, 0 = empty */
  uint8_t *right;  /* FutoRelation of (r, c) to (r, c + 1); NONE in the last column */
  uint8_t *down;   /* FutoRelation of (r, c) to (r + 1, c); NONE in the last row */
} FutoPuzzle;

/* A puzzle of the usual (UNEQUAL) mode, with no givens and no signs. */
FutoPuzzle  *futo_puzzle_new          (int               size);
FutoPuzzle  *futo_puzzle_new_with_mode (int              size,
                                        FutoMode         mode);
FutoPuzzle  *futo_puzzle_copy         (const FutoPuzzle *puzzle);
void         futo_puzzle_free         (FutoPuzzle       *puzzle);
/* Same size, mode, givens and relations. */
bool         futo_puzzle_equal        (const FutoPuzzle *a,
                                       const FutoPuzzle *b);

FutoMode     futo_puzzle_get_mode     (const FutoPuzzle *puzzle);
/* Changing the mode drops every relation, since none of one mode's marks
 * means anything in the other; setting the same mode changes nothing. */
void         futo_puzzle_set_mode     (FutoPuzzle       *puzzle,
                                       FutoMode          mode);
/* Whether rel is one that a puzzle of this mode may hold (NONE always is). */
bool         futo_mode_allows         (FutoMode          mode,
                                       FutoRelation      rel);
/* "unequal" or "adjacent": stable, for files and scripts. */
const char  *futo_mode_name           (FutoMode          mode);

static inline int
futo_puzzle_cell (const FutoPuzzle *puzzle, int row, int col)
{
  return row * puzzle->size + col;
}

int          futo_puzzle_get_given    (const FutoPuzzle *puzzle,
                                       int               row,
                                       int               col);
void         futo_puzzle_set_given    (FutoPuzzle       *puzzle,
                                       int               row,
                                       int               col,
                                       int               value);
int          futo_puzzle_count_givens (const FutoPuzzle *puzzle);
/* Pairs with a relation other than NONE: signs, or marks in Adjacent mode. */
int          futo_puzzle_count_signs  (const FutoPuzzle *puzzle);

/* The relation between (row, col) and its neighbour in direction dir, seen
 * from (row, col): LESS means "this cell < the neighbour"; ADJACENT reads the
 * same from both sides. NONE past the edge. */
FutoRelation futo_puzzle_get_relation (const FutoPuzzle *puzzle,
                                       int               row,
                                       int               col,
                                       FutoDirection     dir);
/* Sets it, stored on whichever of the two cells owns the pair.
 * Returns false when the neighbour lies past the edge. It does not check rel
 * against the mode (editors may pass through wrong states; the validator
 * reports them). */
bool         futo_puzzle_set_relation (FutoPuzzle       *puzzle,
                                       int               row,
                                       int               col,
                                       FutoDirection     dir,
                                       FutoRelation      rel);

/* Whether a full grid of values (size * size, row-major) is a solution:
 * a Latin square that keeps the givens and every sign; in Adjacent mode,
 * marked pairs differ by exactly 1 and unmarked neighbours do not. A
 * relation of the wrong kind for the mode holds for no values. */
bool         futo_puzzle_is_solution  (const FutoPuzzle *puzzle,
                                       const uint8_t    *values);

/* Writes "r3c5" (1-based) into buf. */
const char  *futo_cell_name           (int               row,
                                       int               col,
                                       char             *buf,
                                       size_t            len);

static inline int
futo_set_count (FutoSet set)
{
  return __builtin_popcountll (set);
}

/* Lowest value in a non-empty set. */
static inline int
futo_set_min (FutoSet set)
{
  return __builtin_ctzll (set) + 1;
}

/* Highest value in a non-empty set. */
static inline int
futo_set_max (FutoSet set)
{
  return 64 - __builtin_clzll (set);
}
