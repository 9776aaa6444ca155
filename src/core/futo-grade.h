/* futo-grade.h: how hard a puzzle is for a person
 *
 * The grade is the hardest level the solution needs when every step uses
 * the easiest technique that makes progress (futo-human.h). Levels are
 * described in docs/difficulty.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-human.h"

typedef enum
{
  FUTO_GRADE_OK = 0,      /* one solution: level and the counts are set */
  FUTO_GRADE_NO_SOLUTION, /* the clues contradict each other */
  FUTO_GRADE_AMBIGUOUS,   /* more than one solution: no person can finish it by deduction */
  FUTO_GRADE_INVALID,     /* size or a given out of range, or out of memory */
} FutoGradeStatus;

typedef struct
{
  FutoGradeStatus status;
  FutoLevel       level;                   /* the hardest level the solution needs */
  FutoTechnique   hardest;                 /* the hardest technique it uses */
  int             steps;                   /* steps of the solution */
  int             uses[FUTO_N_TECHNIQUES]; /* steps of each technique */
} FutoGrade;

/* Grades puzzle: proves its solution unique with the default algorithm,
 * then solves it step by step. Returns grade->status. */
FutoGradeStatus futo_grade              (const FutoPuzzle *puzzle,
                                         FutoGrade        *grade);

/* The level alone, for a puzzle already known to have exactly one solution,
 * by the fast solver (no steps are written down, nothing is allocated):
 * the first level whose techniques solve it, or FUTO_LEVEL_RECURSIVE when
 * none up to FUTO_LEVEL_EXTREME does. Stops early and returns max + 1 when
 * more than max is needed (max < FUTO_LEVEL_RECURSIVE). human must have been
 * made for a puzzle of the same size; it is reset to puzzle. */
FutoLevel       futo_grade_unique_level (FutoHuman        *human,
                                         const FutoPuzzle *puzzle,
                                         FutoLevel         max);

const char     *futo_grade_status_name  (FutoGradeStatus   status);
