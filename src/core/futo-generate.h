/* futo-generate.h: new puzzles with one solution, at a chosen difficulty
 *
 * A random Latin square (futo-latin.h) gives the solution; clues (givens
 * and signs, mixed according to a style) are added until the puzzle is
 * solvable, then taken away while it stays so, and the result is checked:
 * it has exactly one solution, no clue can be removed without losing that,
 * and it grades exactly at the requested level (futo-grade.h). When the
 * budget runs out first, the generator says so and returns nothing: it never
 * hands back an easier puzzle than asked for. The same seed, size, level and
 * style always give the same puzzle.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdatomic.h>
#include <stdint.h>

#include "futo-human.h"

typedef enum
{
  FUTO_STYLE_BALANCED = 0, /* givens and signs alike */
  FUTO_STYLE_GIVENS,       /* mostly givens, few signs */
  FUTO_STYLE_SIGNS,        /* mostly signs, few givens (the style of Tatham's Unequal) */
  FUTO_N_STYLES
} FutoClueStyle;

typedef struct
{
  uint32_t          max_attempts; /* solutions to try, 0: a default by size and level */
  double            time_limit;   /* seconds, 0: none */
  const atomic_int *cancel;       /* non-NULL: stop soon after it becomes non-zero */
} FutoGenerateBudget;

typedef enum
{
  FUTO_GENERATE_OK = 0,     /* *puzzle is set */
  FUTO_GENERATE_EXHAUSTED,  /* the budget ran out before the level was hit */
  FUTO_GENERATE_CANCELLED,
  FUTO_GENERATE_INVALID,    /* size, level or style out of range */
  FUTO_GENERATE_NO_MEMORY,
} FutoGenerateStatus;

typedef struct
{
  FutoGenerateStatus status;
  FutoLevel          level;     /* the grade of the puzzle (OK only) */
  uint32_t           attempts;  /* solutions tried */
  uint32_t           rounds;    /* remove-and-refill rounds, over all attempts */
  uint64_t           checks;    /* solvability and uniqueness checks */
  int                givens;
  int                signs;
  double             elapsed;   /* seconds */
  char               message[200];
} FutoGenerateReport;

/* Generates a puzzle of size × size (see futo_generate_min_size() and
 * futo_generate_max_size()) grading exactly at level. budget may be NULL
 * for the defaults; report may be NULL. On success *puzzle is a new puzzle
 * for the caller to free; otherwise it is NULL and the report says why. */
FutoGenerateStatus futo_generate          (int                       size,
                                           FutoLevel                 level,
                                           FutoClueStyle             style,
                                           uint64_t                  seed,
                                           const FutoGenerateBudget *budget,
                                           FutoPuzzle              **puzzle,
                                           FutoGenerateReport       *report);

/* The same in a mode. An Adjacent puzzle carries every mark its solution
 * implies (they are not clues: the mode says each consecutive pair is
 * marked), so its clues are givens alone and style does not matter. */
FutoGenerateStatus futo_generate_mode     (int                       size,
                                           FutoMode                  mode,
                                           FutoLevel                 level,
                                           FutoClueStyle             style,
                                           uint64_t                  seed,
                                           const FutoGenerateBudget *budget,
                                           FutoPuzzle              **puzzle,
                                           FutoGenerateReport       *report);

/* The sizes the generator accepts at level in style: every size from the
 * first to the second. Below the smallest the level does not exist (a 3×3
 * puzzle never needs more than the easy techniques, a 4×4 one never needs
 * guessing) or, for recursive puzzles with many givens, is too rare to find
 * in seconds; above the largest it is not worth the wait. */
int                futo_generate_min_size (FutoLevel                 level,
                                           FutoClueStyle             style);
int                futo_generate_max_size (FutoLevel                 level);

/* "balanced", "givens", "signs". */
/* The same in a mode (style does not matter in Adjacent mode). */
int                futo_generate_mode_min_size (FutoMode             mode,
                                                FutoLevel            level,
                                                FutoClueStyle        style);
int                futo_generate_mode_max_size (FutoMode             mode,
                                                FutoLevel            level);

const char        *futo_style_id          (FutoClueStyle             style);
bool               futo_style_from_id     (const char               *id,
                                           FutoClueStyle            *style);
const char        *futo_generate_status_name (FutoGenerateStatus     status);
