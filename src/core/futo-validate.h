/* futo-validate.h: everything that makes a puzzle impossible on its face
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-error.h"
#include "futo-puzzle.h"

typedef enum
{
  FUTO_PROBLEM_VALUE_RANGE,       /* a given outside 1..size */
  FUTO_PROBLEM_DUPLICATE_ROW,     /* two equal givens in one row */
  FUTO_PROBLEM_DUPLICATE_COLUMN,  /* two equal givens in one column */
  FUTO_PROBLEM_SIGN_BROKEN,       /* a sign between two givens that they break */
  FUTO_PROBLEM_SIGN_CYCLE,        /* signs that form a cycle (a < b < … < a) */
  FUTO_PROBLEM_CHAIN_TOO_LONG,    /* a chain of signs needs more values than the size has */
  FUTO_PROBLEM_GIVEN_OUT_OF_CHAIN,/* a given that the signs around it leave no room for */
  FUTO_PROBLEM_WRONG_RELATION,    /* a relation the puzzle's mode cannot hold (a sign in an
                                   * Adjacent puzzle, a mark in an Unequal one) */
  FUTO_PROBLEM_MARK_BROKEN,       /* Adjacent: a mark between two givens that do not differ by 1 */
  FUTO_PROBLEM_MARK_MISSING,      /* Adjacent: two neighbouring givens that differ by 1, unmarked */
} FutoProblemKind;

typedef struct
{
  FutoProblemKind kind;
  int             row, col;   /* the cell the problem is reported at */
  int             row2, col2; /* the other cell involved, -1 when none */
  char            message[200]; /* in English */
  FutoSentence    sentence;     /* its template and data, for other languages */
} FutoProblem;

typedef struct
{
  FutoProblem *items;
  size_t       len;
  size_t       capacity;
} FutoProblemList;

/* Finds every problem, in row-major order of their cells, and appends them to
 * problems (which may be NULL to only count). Returns how many were found. */
size_t futo_puzzle_validate      (const FutoPuzzle *puzzle,
                                  FutoProblemList  *problems);
void   futo_problem_list_clear   (FutoProblemList  *problems);

/* Fills cells, right and down (size * size FutoMark of futo-game.h each)
 * with what futo_puzzle_validate() finds: the cell of each problem, its
 * other cell, and the relation between the two when they are neighbours.
 * Returns how many cells are marked. */
int    futo_puzzle_mark_problems (const FutoPuzzle *puzzle,
                                  uint8_t          *cells,
                                  uint8_t          *right,
                                  uint8_t          *down);
