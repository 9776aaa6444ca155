/* futo-puzzle.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-puzzle.h"
#include "futo-signs-private.h"

#define VALID_MODE(mode) ((mode) == FUTO_MODE_UNEQUAL || (mode) == FUTO_MODE_ADJACENT)

FutoPuzzle *
futo_puzzle_new (int size)
{
  FutoPuzzle *puzzle;
  size_t cells;

  if (size < FUTO_MIN_SIZE || size > FUTO_MAX_SIZE)
    return NULL;

  cells = (size_t) size * size;
  puzzle = calloc (1, sizeof *puzzle);
  if (puzzle == NULL)
    return NULL;
  puzzle->size = size;
  puzzle->givens = calloc (cells, 1);
  puzzle->right = calloc (cells, 1);
  puzzle->down = calloc (cells, 1);
  if (puzzle->givens == NULL || puzzle->right == NULL || puzzle->down == NULL)
    {
      futo_puzzle_free (puzzle);
      return NULL;
    }
  return puzzle;
}

FutoPuzzle *
futo_puzzle_new_with_mode (int      size,
                           FutoMode mode)
{
  FutoPuzzle *puzzle;

  FUTO_RETURN_VAL_IF_FAIL (VALID_MODE (mode), NULL);

  puzzle = futo_puzzle_new (size);
  if (puzzle != NULL)
    puzzle->mode = mode;
  return puzzle;
}

FutoPuzzle *
futo_puzzle_copy (const FutoPuzzle *puzzle)
{
  FutoPuzzle *copy;
  size_t cells;

  FUTO_RETURN_VAL_IF_FAIL (puzzle != NULL, NULL);

  copy = futo_puzzle_new_with_mode (puzzle->size, puzzle->mode);
  cells = (size_t) puzzle->size * puzzle->size;
  if (copy == NULL)
    return NULL;
  memcpy (copy->givens, puzzle->givens, cells);
  memcpy (copy->right, puzzle->right, cells);
  memcpy (copy->down, puzzle->down, cells);
  return copy;
}

void
futo_puzzle_free (FutoPuzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  free (puzzle->givens);
  free (puzzle->right);
  free (puzzle->down);
  free (puzzle);
}

bool
futo_puzzle_equal (const FutoPuzzle *a,
                   const FutoPuzzle *b)
{
  size_t cells;

  FUTO_RETURN_VAL_IF_FAIL (a != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (b != NULL, false);

  if (a->size != b->size || a->mode != b->mode)
    return false;
  cells = (size_t) a->size * a->size;
  return memcmp (a->givens, b->givens, cells) == 0
      && memcmp (a->right, b->right, cells) == 0
      && memcmp (a->down, b->down, cells) == 0;
}

FutoMode
futo_puzzle_get_mode (const FutoPuzzle *puzzle)
{
  FUTO_RETURN_VAL_IF_FAIL (puzzle != NULL, FUTO_MODE_UNEQUAL);

  return puzzle->mode;
}

void
futo_puzzle_set_mode (FutoPuzzle *puzzle,
                      FutoMode    mode)
{
  size_t cells;

  FUTO_RETURN_IF_FAIL (puzzle != NULL);
  FUTO_RETURN_IF_FAIL (VALID_MODE (mode));

  cells = (size_t) puzzle->size * puzzle->size;
  if (puzzle->mode == mode)
    return;
  puzzle->mode = mode;
  memset (puzzle->right, FUTO_REL_NONE, cells);
  memset (puzzle->down, FUTO_REL_NONE, cells);
}

bool
futo_mode_allows (FutoMode     mode,
                  FutoRelation rel)
{
  if (rel == FUTO_REL_NONE)
    return true;
  if (mode == FUTO_MODE_ADJACENT)
    return rel == FUTO_REL_ADJACENT;
  return rel == FUTO_REL_LESS || rel == FUTO_REL_GREATER;
}

const char *
futo_mode_name (FutoMode mode)
{
  return mode == FUTO_MODE_ADJACENT ? "adjacent" : "unequal";
}

int
futo_puzzle_get_given (const FutoPuzzle *puzzle,
                       int               row,
                       int               col)
{
  FUTO_RETURN_VAL_IF_FAIL (puzzle != NULL, 0);
  FUTO_RETURN_VAL_IF_FAIL (row >= 0 && row < puzzle->size, 0);
  FUTO_RETURN_VAL_IF_FAIL (col >= 0 && col < puzzle->size, 0);

  return puzzle->givens[futo_puzzle_cell (puzzle, row, col)];
}

void
futo_puzzle_set_given (FutoPuzzle *puzzle,
                       int         row,
                       int         col,
                       int         value)
{
  FUTO_RETURN_IF_FAIL (puzzle != NULL);
  FUTO_RETURN_IF_FAIL (row >= 0 && row < puzzle->size);
  FUTO_RETURN_IF_FAIL (col >= 0 && col < puzzle->size);
  /* Out of 1..size is for the validator to report; past a byte it cannot be kept. */
  FUTO_RETURN_IF_FAIL (value >= 0 && value <= UINT8_MAX);

  puzzle->givens[futo_puzzle_cell (puzzle, row, col)] = (uint8_t) value;
}

int
futo_puzzle_count_givens (const FutoPuzzle *puzzle)
{
  int cells, count = 0;

  FUTO_RETURN_VAL_IF_FAIL (puzzle != NULL, 0);

  cells = puzzle->size * puzzle->size;
  for (int i = 0; i < cells; i++)
    count += puzzle->givens[i] != 0;
  return count;
}

int
futo_puzzle_count_signs (const FutoPuzzle *puzzle)
{
  int cells, count = 0;

  FUTO_RETURN_VAL_IF_FAIL (puzzle != NULL, 0);

  cells = puzzle->size * puzzle->size;
  for (int i = 0; i < cells; i++)
    count += (puzzle->right[i] != FUTO_REL_NONE) + (puzzle->down[i] != FUTO_REL_NONE);
  return count;
}

static FutoRelation
flip (FutoRelation rel)
{
  switch (rel)
    {
    case FUTO_REL_LESS:
      return FUTO_REL_GREATER;
    case FUTO_REL_GREATER:
      return FUTO_REL_LESS;
    case FUTO_REL_ADJACENT:
      return FUTO_REL_ADJACENT;
    case FUTO_REL_NONE:
    default:
      return FUTO_REL_NONE;
    }
}

FutoRelation
futo_puzzle_get_relation (const FutoPuzzle *puzzle,
                          int               row,
                          int               col,
                          FutoDirection     dir)
{
  int n;

  FUTO_RETURN_VAL_IF_FAIL (puzzle != NULL, FUTO_REL_NONE);
  FUTO_RETURN_VAL_IF_FAIL (row >= 0 && row < puzzle->size, FUTO_REL_NONE);
  FUTO_RETURN_VAL_IF_FAIL (col >= 0 && col < puzzle->size, FUTO_REL_NONE);

  n = puzzle->size;
  switch (dir)
    {
    case FUTO_DIR_RIGHT:
      return col + 1 < n ? (FutoRelation) puzzle->right[row * n + col] : FUTO_REL_NONE;
    case FUTO_DIR_LEFT:
      return col > 0 ? flip (puzzle->right[row * n + col - 1]) : FUTO_REL_NONE;
    case FUTO_DIR_DOWN:
      return row + 1 < n ? (FutoRelation) puzzle->down[row * n + col] : FUTO_REL_NONE;
    case FUTO_DIR_UP:
      return row > 0 ? flip (puzzle->down[(row - 1) * n + col]) : FUTO_REL_NONE;
    default:
      return FUTO_REL_NONE;
    }
}

bool
futo_puzzle_set_relation (FutoPuzzle    *puzzle,
                          int            row,
                          int            col,
                          FutoDirection  dir,
                          FutoRelation   rel)
{
  int n;

  FUTO_RETURN_VAL_IF_FAIL (puzzle != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (row >= 0 && row < puzzle->size, false);
  FUTO_RETURN_VAL_IF_FAIL (col >= 0 && col < puzzle->size, false);
  FUTO_RETURN_VAL_IF_FAIL (rel >= FUTO_REL_NONE && rel <= FUTO_REL_ADJACENT, false);

  n = puzzle->size;
  switch (dir)
    {
    case FUTO_DIR_RIGHT:
      if (col + 1 >= n)
        return false;
      puzzle->right[row * n + col] = (uint8_t) rel;
      return true;
    case FUTO_DIR_LEFT:
      if (col <= 0)
        return false;
      puzzle->right[row * n + col - 1] = (uint8_t) flip (rel);
      return true;
    case FUTO_DIR_DOWN:
      if (row + 1 >= n)
        return false;
      puzzle->down[row * n + col] = (uint8_t) rel;
      return true;
    case FUTO_DIR_UP:
      if (row <= 0)
        return false;
      puzzle->down[(row - 1) * n + col] = (uint8_t) flip (rel);
      return true;
    default:
      return false;
    }
}

bool
_futo_relation_holds (FutoMode     mode,
                      FutoRelation rel,
                      int          first,
                      int          second)
{
  bool consecutive = first - second == 1 || second - first == 1;

  if (rel != FUTO_REL_NONE && !futo_mode_allows (mode, rel))
    return false;
  switch (rel)
    {
    case FUTO_REL_LESS:
      return first < second;
    case FUTO_REL_GREATER:
      return first > second;
    case FUTO_REL_ADJACENT:
      return consecutive;
    case FUTO_REL_NONE:
    default:
      /* In Adjacent mode the missing mark says something too. */
      return mode != FUTO_MODE_ADJACENT || !consecutive;
    }
}

bool
futo_puzzle_is_solution (const FutoPuzzle *puzzle,
                         const uint8_t    *values)
{
  int n;

  FUTO_RETURN_VAL_IF_FAIL (puzzle != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (values != NULL, false);

  n = puzzle->size;
  for (int r = 0; r < n; r++)
    {
      FutoSet row_seen = 0, col_seen = 0;

      for (int c = 0; c < n; c++)
        {
          int v = values[r * n + c];
          int w = values[c * n + r];

          if (v < 1 || v > n || w < 1 || w > n)
            return false;
          row_seen |= FUTO_SET_BIT (v);
          col_seen |= FUTO_SET_BIT (w);
        }
      if (row_seen != FUTO_SET_FULL (n) || col_seen != FUTO_SET_FULL (n))
        return false;
    }

  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int i = r * n + c;

        if (puzzle->givens[i] != 0 && puzzle->givens[i] != values[i])
          return false;
        if (c + 1 < n && !_futo_relation_holds (puzzle->mode, puzzle->right[i], values[i], values[i + 1]))
          return false;
        if (r + 1 < n && !_futo_relation_holds (puzzle->mode, puzzle->down[i], values[i], values[i + n]))
          return false;
      }
  return true;
}

const char *
futo_cell_name (int     row,
                int     col,
                char   *buf,
                size_t  len)
{
  FUTO_RETURN_VAL_IF_FAIL (buf != NULL && len > 0, NULL);

  snprintf (buf, len, "r%dc%d", row + 1, col + 1);
  return buf;
}
