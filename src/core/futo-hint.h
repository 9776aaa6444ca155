/* futo-hint.h: the next step for a player, at three levels of detail
 *
 * From a player's state (the givens, their entries and, optionally, their
 * pencil marks) a hint first checks the entries against the solution when
 * the puzzle has exactly one ("r4c2 is wrong"), then names the easiest
 * deduction the human solver (futo-human.h) finds. It can be shown vaguely
 * (where to look), fully (technique, cells and conclusion in a sentence),
 * or turned into changes for the app to apply (and undo).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-human.h"

typedef enum
{
  FUTO_HINT_STEP = 0,  /* step holds the next deduction */
  FUTO_HINT_MISTAKES,  /* mistakes lists entries (or pencil marks) that are wrong */
  FUTO_HINT_SOLVED,    /* every cell is filled, and rightly */
  FUTO_HINT_STUCK,     /* no deduction: the puzzle has more than one solution */
  FUTO_HINT_INVALID,   /* the puzzle has no solution, or the input is malformed */
} FutoHintKind;

typedef struct
{
  FutoHintKind    kind;
  /* STEP: the deduction; step.detail holds what its sentence says beyond
   * it, for an app to word it in its own language (futo_hint_full()
   * speaks English only). */
  FutoHumanStep   step;
  /* MISTAKES: cells whose entry is wrong (value = the entry), or whose pencil
   * marks leave out the right value (value = 0). With more than one
   * solution, only entries that break a rule are found; when the entries
   * only clash further on, mistakes may be empty. */
  FutoCellValue  *mistakes;
  int             n_mistakes;
} FutoHint;

typedef enum
{
  FUTO_CHANGE_PLACE = 0, /* enter value in cell */
  FUTO_CHANGE_ELIMINATE, /* remove value from cell's pencil marks */
  FUTO_CHANGE_CLEAR,     /* clear cell's entry (a wrong entry) */
  FUTO_CHANGE_CLEAR_MARKS, /* clear cell's pencil marks (they leave out the right value) */
} FutoChangeKind;

typedef struct
{
  FutoChangeKind kind;
  int            cell;
  int            value;
} FutoHintChange;

void          futo_hint_init     (FutoHint         *hint);
void          futo_hint_clear    (FutoHint         *hint);

/* Finds the hint for a state. entries: size * size player values (0 =
 * none; ignored over givens); pencil: size * size candidate sets (0 = no
 * marks in that cell) or NULL to ignore pencil marks. Returns hint->kind. */
FutoHintKind  futo_hint_find     (const FutoPuzzle *puzzle,
                                  const uint8_t    *entries,
                                  const FutoSet    *pencil,
                                  FutoHint         *hint);

/* The hint as a malloc'd sentence: vague ("Look at row 3.") or full
 * ("Hidden single: in row 3, 5 can only go in r3c4."). */
char         *futo_hint_vague    (const FutoPuzzle *puzzle,
                                  const FutoHint   *hint);
char         *futo_hint_full     (const FutoPuzzle *puzzle,
                                  const FutoHint   *hint);

/* The hint's conclusion as changes: placements, then eliminations; for
 * mistakes, the entries to clear. *changes is malloc'd (NULL when there are
 * none); returns how many. */
int           futo_hint_changes  (const FutoHint   *hint,
                                  FutoHintChange  **changes);
/* The pencil marks a cell should hold once a hint has ruled ruled_out out
 * of it, so that applying a hint never writes a mark the board already
 * refutes: the cell's marks (or, where it has none, every value its row,
 * its column and its signs allow on the board as entries and givens stand),
 * narrowed to what the board allows, less ruled_out. Should the board allow
 * none of the marks (they were wrong), only ruled_out leaves them. 0 for a
 * bad argument. */
FutoSet       futo_hint_marks_after (const FutoPuzzle *puzzle,
                                     const uint8_t    *entries,
                                     int               cell,
                                     FutoSet           marks,
                                     FutoSet           ruled_out);
/* Applies the changes to a state (pencil may be NULL): entries are set or
 * cleared, and a placed cell loses its pencil marks; a placement also takes
 * its value out of the marks of the cells in its row and column (its direct
 * consequences, as the app's clean-up does); an elimination leaves the
 * cell's marks as futo_hint_marks_after() says. */
void          futo_hint_apply    (const FutoPuzzle *puzzle,
                                  const FutoHint   *hint,
                                  uint8_t          *entries,
                                  FutoSet          *pencil);
