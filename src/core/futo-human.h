/* futo-human.h: solving the way a person does, one named deduction at a time
 *
 * The solver is an engine driven by a table of techniques, easiest first,
 * each belonging to a difficulty level (the separation of Simon Tatham's
 * latin.c and unequal.c). At every step it applies the easiest technique that
 * makes progress and can report that step as data: the technique, the cells
 * and signs it looks at, what it concludes (placements and eliminations) and
 * a sentence. The grader (futo-grade.h), the hints (futo-hint.h) and the
 * generator (futo-generate.h) are built on it. docs/difficulty.md describes
 * every technique and level.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "futo-puzzle.h"

/* Every technique, easiest first: the order in which the engine tries them. */
typedef enum
{
  FUTO_TECHNIQUE_NAKED_SINGLE = 0, /* a cell with one candidate left */
  FUTO_TECHNIQUE_HIDDEN_SINGLE,    /* a value with one place left in a line */
  FUTO_TECHNIQUE_SIGN_BOUNDS,      /* a < b: a below b's largest candidate, b above a's smallest */
  FUTO_TECHNIQUE_MARKED_PAIR,      /* Adjacent: a marked pair differs by 1 */
  FUTO_TECHNIQUE_UNMARKED_PAIR,    /* Adjacent: an unmarked pair is not consecutive */
  FUTO_TECHNIQUE_SIGN_CHAIN,       /* a cell above (below) several cells of its line, which all differ */
  FUTO_TECHNIQUE_MARKED_RUN,       /* Adjacent: marks joining a line's cells make a run of consecutive values */
  FUTO_TECHNIQUE_NAKED_PAIR,       /* two cells of a line sharing the same two candidates */
  FUTO_TECHNIQUE_HIDDEN_PAIR,      /* two values with the same two places in a line */
  FUTO_TECHNIQUE_NAKED_TRIPLE,
  FUTO_TECHNIQUE_HIDDEN_TRIPLE,
  FUTO_TECHNIQUE_NAKED_QUAD,
  FUTO_TECHNIQUE_HIDDEN_QUAD,
  FUTO_TECHNIQUE_X_WING,           /* one value, two rows (columns) with the same two places */
  FUTO_TECHNIQUE_NAKED_SET,        /* five or more cells of a line with as many candidates between them */
  FUTO_TECHNIQUE_HIDDEN_SET,       /* five or more values with as many places in a line */
  FUTO_TECHNIQUE_SWORDFISH,        /* … three lines */
  FUTO_TECHNIQUE_JELLYFISH,        /* … four lines */
  FUTO_TECHNIQUE_FORCING_CHAIN,    /* every candidate of a two-candidate cell leads to the same conclusion */
  FUTO_TECHNIQUE_GUESS,            /* try a value and follow it to a contradiction */
  FUTO_N_TECHNIQUES
} FutoTechnique;

/* Difficulty levels: a level allows its own techniques and those of every
 * easier level. A puzzle's grade is the hardest level its solution needs. */
typedef enum
{
  FUTO_LEVEL_EASY = 0,  /* singles, sign bounds, marked and unmarked pairs */
  FUTO_LEVEL_MEDIUM,    /* + sign chains, marked runs, naked and hidden pairs */
  FUTO_LEVEL_HARD,      /* + naked and hidden triples and quads, X-wing */
  FUTO_LEVEL_EXTREME,   /* + swordfish, jellyfish, forcing chains */
  FUTO_LEVEL_RECURSIVE, /* + guessing */
  FUTO_N_LEVELS
} FutoLevel;

/* A (cell, value) pair: a placement or an elimination. */
typedef struct
{
  int cell;  /* row * size + col */
  int value; /* 1..size */
} FutoCellValue;

/* The sign between two orthogonal neighbours (read it from the puzzle). */
typedef struct
{
  int cell;
  int other;
} FutoSignRef;

/* Where a step's attention lies, for a vague hint. */
typedef enum
{
  FUTO_FOCUS_CELL = 0, /* focus = a cell */
  FUTO_FOCUS_ROW,      /* focus = a row */
  FUTO_FOCUS_COLUMN,   /* focus = a column */
  FUTO_FOCUS_SIGN,     /* focus = a cell, focus_other = its neighbour across the sign */
  FUTO_FOCUS_VALUE,    /* value across several rows (focus = 0) or columns (focus = 1) */
} FutoFocus;

/* What a step's sentence reads beyond the step's own fields, written down
 * by the technique that found it, so that an app can word the deduction in
 * its own language (the step's text is English). Sets of values hold
 * values; sets of lines or positions hold index + 1. Fields a technique
 * does not use are zero. */
typedef struct
{
  /* SIGN_BOUNDS, MARKED_PAIR, UNMARKED_PAIR: the candidates of the cell
   * across the sign (focus_other); FORCING_CHAIN from a cell: its two. */
  FutoSet  theirs;
  /* SIGN_BOUNDS, SIGN_CHAIN: the focus cell is the smaller side. */
  bool     less;
  /* SIGN_BOUNDS: the largest (less) or smallest of theirs; SIGN_CHAIN: the
   * smallest (less) or largest value the chain's cells leave room for. */
  int      limit;
  /* SIGN_CHAIN: the chain lies in the focus cell's row, else its column;
   * members are its cells' positions in that line. */
  bool     is_row;
  FutoSet  members;
  /* SIGN_CHAIN: the members' candidates; subsets: the subset's values. */
  FutoSet  values;
  /* Fish: the lines holding the value in few places (rows when focus is
   * 0) and the lines across them that hold those places. */
  FutoSet  bases;
  FutoSet  covers;
  /* FORCING_CHAIN: the either-or's two cells (the same cell twice when it
   * starts from a cell's two candidates) and the side whose branch ends in
   * a contradiction, -1 when both branches agree on the conclusions (and
   * for every other technique). */
  int      choice[2];
  int      refuted;
  /* GUESS: only a search, not the techniques, refutes the guess. */
  bool     deep;
  /* Set for every step the solver finds; FALSE in a step made up
   * elsewhere, which is then worded without the fields above. */
  bool     valid;
} FutoHumanDetail;

/* One deduction. The arrays are malloc'd and owned by the step:
 * futo_human_step_init() before first use, futo_human_step_clear() after. */
typedef struct
{
  FutoTechnique  technique;
  FutoFocus      focus_kind;
  int            focus;
  int            focus_other;
  int            value;         /* the value the step is about, 0 when several */
  int           *cells;         /* the cells the deduction reads */
  int            n_cells;
  FutoSignRef   *signs;         /* the signs it reads */
  int            n_signs;
  FutoCellValue *placements;    /* cells that must take a value */
  int            n_placements;
  FutoCellValue *eliminations;  /* values that leave a cell's candidates */
  int            n_eliminations;
  char          *text;          /* the deduction in one or two sentences */
  FutoHumanDetail detail;
  int            capacity[4];   /* private: sizes of the four arrays */
  int            text_capacity; /* private */
} FutoHumanStep;

typedef enum
{
  FUTO_HUMAN_OPEN = 0,      /* some cells are still open */
  FUTO_HUMAN_SOLVED,        /* every cell is placed */
  FUTO_HUMAN_CONTRADICTION, /* the clues and placements cannot all hold */
} FutoHumanStatus;

/* Called for each step a stepwise solve applies; return false to stop. */
typedef bool (*FutoHumanStepFunc) (const FutoHumanStep *step,
                                   void                *user_data);

typedef struct _FutoHuman FutoHuman;

/* A solver on a copy of puzzle, with its givens placed (and their
 * consequences for their lines). NULL when memory runs out or the size is
 * out of range; the givens may contradict each other (see status). */
FutoHuman      *futo_human_new              (const FutoPuzzle    *puzzle);
void            futo_human_free             (FutoHuman           *human);
const FutoPuzzle *futo_human_get_puzzle     (const FutoHuman     *human);

/* Places value in cell as a player's entry would, taking it from the
 * cell's row and column. Returns false when that leads to a contradiction:
 * the value is not a candidate, or it breaks a sign (Adjacent: a mark, or
 * the lack of one) with a placed neighbour. */
bool            futo_human_place            (FutoHuman           *human,
                                             int                  cell,
                                             int                  value);
/* Removes values from cell's candidates (a player's pencil marks). Returns
 * false when that leaves the cell without candidates. */
bool            futo_human_eliminate        (FutoHuman           *human,
                                             int                  cell,
                                             FutoSet              values);
FutoSet         futo_human_candidates       (const FutoHuman     *human,
                                             int                  cell);
/* The placed value, 0 when the cell is open. */
int             futo_human_value            (const FutoHuman     *human,
                                             int                  cell);
FutoHumanStatus futo_human_status           (const FutoHuman     *human);

/* Finds the easiest deduction of a technique up to last, without applying
 * it. Returns true and fills step when one is found; false when the
 * solver is stuck at that level, solved or contradicted (see status). */
bool            futo_human_find_step        (FutoHuman           *human,
                                             FutoTechnique        last,
                                             FutoHumanStep       *step);
/* Applies a step's conclusions. Returns false on a contradiction. */
bool            futo_human_apply_step       (FutoHuman           *human,
                                             const FutoHumanStep *step);

/* Solves step by step with techniques up to last, easiest first, calling
 * on_step (which may be NULL) for each step. Returns the status reached:
 * OPEN means stuck. uses (FUTO_N_TECHNIQUES counters, or NULL) counts the
 * steps of each technique. */
FutoHumanStatus futo_human_solve_steps      (FutoHuman           *human,
                                             FutoTechnique        last,
                                             FutoHumanStepFunc    on_step,
                                             void                *user_data,
                                             int                 *uses);
/* The same result as futo_human_solve_steps() (the techniques only ever
 * remove candidates, so the order does not change where they stop), reached
 * faster: every deduction a technique finds in a sweep is applied at once
 * and nothing is written down. Guessing is not used here: last is capped at
 * FUTO_TECHNIQUE_FORCING_CHAIN. */
FutoHumanStatus futo_human_solve_fast       (FutoHuman           *human,
                                             FutoTechnique        last);

void            futo_human_step_init        (FutoHumanStep       *step);
void            futo_human_step_clear       (FutoHumanStep       *step);
/* Copies src into dest (initialised), replacing what dest held. Returns
 * false when memory runs out. */
bool            futo_human_step_copy        (FutoHumanStep       *dest,
                                             const FutoHumanStep *src);

/* Names: "naked-single", "Naked single"; "easy", "Easy". */
const char     *futo_technique_id           (FutoTechnique        technique);
const char     *futo_technique_name         (FutoTechnique        technique);
FutoLevel       futo_technique_level        (FutoTechnique        technique);
/* The hardest technique a level allows. */
FutoTechnique   futo_level_last_technique   (FutoLevel            level);
const char     *futo_level_id               (FutoLevel            level);
const char     *futo_level_name             (FutoLevel            level);
/* "easy", "medium", "hard", "extreme", "recursive" (case-insensitive) → level;
 * returns false for anything else. */
bool            futo_level_from_id          (const char          *id,
                                             FutoLevel           *level);
