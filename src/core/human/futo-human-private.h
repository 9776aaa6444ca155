/* futo-human-private.h: what the human solver's files share
 *
 * The engine (futo-human.c) keeps the rules of a puzzle (its signs, and the
 * order the signs impose inside each line) apart from a board (candidates
 * and placed values), so that forcing chains and guesses can try a value on
 * a copy of the board alone. A technique reads the board through a HumanCtx
 * and reports each deduction through _futo_human_begin() … _futo_human_done():
 * while recording (ctx->step set) the first deduction is written down and the
 * technique stops; otherwise each deduction is applied at once and the sweep
 * goes on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdarg.h>

#include "futo-human.h"

typedef struct
{
  int     count;
  int     other[4]; /* the neighbour across each sign */
  uint8_t less[4];  /* true: this cell < other */
} HumanSigns;

/* Adjacent mode: every neighbour of a cell, marked (the two differ by 1)
 * or not (they do not). */
typedef struct
{
  int     count;
  int     other[4];
  uint8_t marked[4];
} HumanLinks;

/* Branches the forcing chains of one closure have followed, by (cell,
 * value): each is shared by up to three either-ors (the cell's two
 * candidates, the value's two places in the row and in the column) and
 * followed once a sweep; a later sweep brings it up to date from where it
 * stopped instead of following it again. */
typedef struct
{
  int     *slot;     /* cell * n + value - 1 → entry, valid when its stamp is now */
  int     *stamp;
  int      keys;
  int      now;      /* one closure */
  unsigned sweep;    /* one sweep of that closure */
  int      used;
  int      capacity;
  FutoSet *cand;     /* capacity boards */
  uint8_t *value;
  uint8_t *places;
  int     *open;
  uint8_t *broken;
  unsigned *swept;   /* the sweep each entry was last brought up to date in */
} HumanBranches;

/* A clue the generator took away, for a closure to look out for: a given
 * (other < 0: cell holds value) or a sign (cell < other). Once the board
 * implies it the closure has what it had with the clue, and where that
 * led is known (see _futo_human_solve_until() for how far that holds). */
typedef struct
{
  int cell;
  int other;
  int value;
} HumanGoal;

/* The last technique that _futo_human_propagate() covers. */
#define HUMAN_LAST_PROPAGATED FUTO_TECHNIQUE_UNMARKED_PAIR

typedef struct
{
  int          n;
  int          cells;
  FutoSet      full;
  FutoPuzzle  *puzzle;  /* owned */
  HumanSigns  *signs;   /* Unequal signs; none in Adjacent mode */
  bool         adjacent;
  HumanLinks  *links;   /* Adjacent mode only: count 0 otherwise */
  /* For each cell, the cells of its row (as a set of columns) and of its
   * column (a set of rows) that the signs force below or above it, through
   * chains of any length. Built on first use, dropped when a sign changes. */
  FutoSet     *below_row;
  FutoSet     *above_row;
  FutoSet     *below_col;
  FutoSet     *above_col;
  bool         order_ready;
  int         *stamp;   /* scratch for the walks over the signs */
  int         *stack;
  int         *parent;
  int          stamp_now;
  uint8_t     *row_of;  /* cell → row and column, to spare divisions in the hot loop */
  uint8_t     *col_of;
  /* Scratch for _futo_human_propagate(): changed cells, and the values whose
   * count of places in a line fell to one or none (pending[line]). */
  int         *queue;
  uint8_t     *queued;
  FutoSet     *pending;
  FutoSet      dirty_rows; /* lines with pending values, as sets of indexes */
  FutoSet      dirty_cols;
  int          queue_count;
  /* Scratch for subsets and fish, by orientation (0: rows, 1: columns):
   * where_table[o] + (value - 1) * n + line holds the places (as positions
   * from 1) of value among the open cells of the line, placed_table[o] +
   * line the values placed in it. where and placed point at the one in use.
   * A table (and sizes) is built when first asked for after the board
   * changed (where_ready; see _futo_human_where_forget()). */
  FutoSet     *where_table[2];
  FutoSet     *placed_table[2];
  FutoSet     *where;
  FutoSet     *placed;
  uint8_t     *sizes;       /* naked subsets: how many candidates each cell has */
  unsigned     where_ready; /* bits: the rows' table, the columns', sizes */
  HumanBranches branches;
  const HumanGoal *goal; /* set only inside _futo_human_solve_until() */
} HumanRules;

/* Added to a line's count of places for a value once the value is placed
 * in the line: the count then never reads as one place (a hidden single)
 * or none (a contradiction) again, and need not be kept exact (counts stay
 * below 2 * 64 without it). */
#define HUMAN_PLACED 128

typedef struct
{
  FutoSet *cand;   /* candidates of each cell */
  uint8_t *value;  /* placed values, 0 = open */
  /* places[line * n + value - 1]: how many cells of the line (the rows,
   * then the columns) hold value as a candidate, plus HUMAN_PLACED once it
   * is placed there (then no more exact). Kept as candidates go, so that the propagation finds
   * a hidden single when a count falls to one instead of scanning lines. */
  uint8_t *places;
  int      open;   /* how many cells are open */
  bool     broken; /* a contradiction was found */
} HumanBoard;

typedef struct
{
  HumanRules    *rules;
  HumanBoard    *board;
  FutoHumanStep *step;       /* recording: write the first deduction down, then stop */
  bool           branches;   /* forcing chains may keep branches (inside one closure) */
  HumanBoard    *scratch;    /* two boards for forcing chains */
  bool           progress;   /* applying: something changed in this sweep */
  bool           failed;     /* recording ran out of memory */
} HumanCtx;

struct _FutoHuman
{
  HumanRules rules;
  HumanBoard board;
  HumanBoard scratch[2];
};

/* A technique: true when it recorded a step, changed the board while
 * applying, or found a contradiction. param is the subset or fish size. */
typedef bool (*HumanTechniqueFunc) (HumanCtx *ctx,
                                    int       param);

/* futo-human-board.c: boards. */
bool  _futo_human_board_init        (HumanBoard       *board,
                                     const HumanRules *rules);
void  _futo_human_board_clear       (HumanBoard       *board);
void  _futo_human_board_copy        (HumanBoard       *dest,
                                     const HumanBoard *src,
                                     const HumanRules *rules);
bool  _futo_human_board_place       (const HumanRules *rules,
                                     HumanBoard       *board,
                                     int               cell,
                                     int               value);
bool  _futo_human_board_eliminate   (const HumanRules *rules,
                                     HumanBoard       *board,
                                     int               cell,
                                     FutoSet           values);
bool  _futo_human_board_start       (const HumanRules *rules,
                                     HumanBoard       *board);
FutoHumanStatus _futo_human_board_status (const HumanBoard *board);

/* futo-human.c: rules. */
void  _futo_human_rules_build_signs (HumanRules       *rules);
void  _futo_human_rules_build_order (HumanRules       *rules);
/* The cells that chains of signs from start reach, each sign pointing the
 * same way (less: start < …), as the sets of start's row and column they
 * hold; rules->parent then leads back from each reached cell towards start. */
void  _futo_human_rules_walk        (HumanRules       *rules,
                                     int               start,
                                     bool              less,
                                     FutoSet          *in_row,
                                     FutoSet          *in_col);
/* Runs the techniques up to last (never guessing) on board, applying. */
FutoHumanStatus _futo_human_closure (HumanRules       *rules,
                                     HumanBoard       *board,
                                     HumanBoard       *scratch,
                                     FutoTechnique     last);

/* FutoHuman internals for the generator and grader. */
/* The closure up to last on a puzzle known to be solved by it with one more
 * clue, the goal: FUTO_HUMAN_SOLVED as soon as the board implies the goal.
 * The techniques only remove candidates and each keeps what it concludes on
 * a board with fewer candidates, so a board that implies a given goes as
 * far as the puzzle with it did: the answer is the full closure's. A sign
 * is not quite the order of its cells: a chain of signs reasons through it
 * (futo-human-basic.c), so once in a while the full closure without it
 * stops where this answers solved. The generator, which grades every puzzle
 * at the end, takes that (it is rare: bench/generate/README.md has the
 * count). The goal must be true of the puzzle's solution. */
FutoHumanStatus _futo_human_solve_until      (FutoHuman       *human,
                                              FutoTechnique    last,
                                              const HumanGoal *goal);
bool  _futo_human_reset             (FutoHuman        *human,
                                     const FutoPuzzle *puzzle);
/* Adds a clue of the solution without starting over (candidates only
 * shrink). Returns false on a contradiction. */
bool  _futo_human_add_given         (FutoHuman        *human,
                                     int               cell,
                                     int               value);
void  _futo_human_add_sign          (FutoHuman        *human,
                                     int               cell,
                                     FutoDirection     dir,
                                     FutoRelation      rel);

/* futo-human-propagate.c: singles and sign bounds to their fixpoint. */
FutoHumanStatus _futo_human_propagate       (HumanRules *rules,
                                             HumanBoard *board);
/* Takes from board what within rules out, and follows the consequences;
 * board must be at the fixpoint already. The fixpoint reached is the one a
 * fresh propagation of the two boards' meet would reach. */
FutoHumanStatus _futo_human_propagate_within (HumanRules       *rules,
                                              HumanBoard       *board,
                                              const HumanBoard *within);
/* Places value in cell and follows the consequences; board must be at the
 * fixpoint already. */
FutoHumanStatus _futo_human_propagate_place (HumanRules *rules,
                                             HumanBoard *board,
                                             int         cell,
                                             int         value);

/* futo-human-branches.c: frees the forcing chains' branches; forgets them
 * (a new closure starts, on a board the old ones may not describe). */
void  _futo_human_branches_clear     (HumanBranches    *branches);
void  _futo_human_branches_forget    (HumanBranches    *branches);
/* The board with value tried in cell, followed by the easy techniques:
 * its entry, -1 when memory runs out. Within one closure only. */
int   _futo_human_branch_follow      (HumanRules       *rules,
                                      const HumanBoard *board,
                                      int               cell,
                                      int               value);
/* An entry as a board (valid until the next branch is followed). */
void  _futo_human_branch_view        (const HumanRules *rules,
                                      int               entry,
                                      HumanBoard       *view);

/* futo-grade.c: 0, 1 or 2 (for two or more) solutions of puzzle by the
 * default algorithm, the first into solution when it is not NULL; -1 when
 * the run could not finish. The grader and the hints ask it. */
int   _futo_grade_count_solutions    (const FutoPuzzle *puzzle,
                                      uint8_t          *solution);

/* futo-human-forcing.c: whether the board can be completed at all, by a
 * search with singles and sign bounds at each node, trying the values of
 * prefer (when set) first; the solution goes to found (when set). */
bool  _futo_human_board_has_solution (HumanRules       *rules,
                                      const HumanBoard *board,
                                      const uint8_t    *prefer,
                                      uint8_t          *found,
                                      long             *budget);
/* The same for a solver's current board. With budget set, at most that
 * many nodes: when it runs out (*budget < 0) the answer means nothing. */
bool  _futo_human_has_solution       (FutoHuman        *human,
                                      const uint8_t    *prefer,
                                      uint8_t          *found,
                                      long             *budget);

/* Whether the board implies the goal (rules->goal set). */
static inline bool
_futo_human_goal_reached (const HumanRules *rules,
                          const HumanBoard *board)
{
  const HumanGoal *goal = rules->goal;

  if (goal->other < 0)
    return board->cand[goal->cell] == FUTO_SET_BIT (goal->value);
  return futo_set_max (board->cand[goal->cell]) < futo_set_min (board->cand[goal->other]);
}

/* Takes the values gone from cell off the counts of places of its row and
 * column; adds those whose count fell to one or none to low_row and
 * low_col. */
static inline void
_futo_human_places_drop (const HumanRules *rules,
                         HumanBoard       *board,
                         int               cell,
                         FutoSet           gone,
                         FutoSet          *low_row,
                         FutoSet          *low_col)
{
  int n = rules->n;
  uint8_t *in_row = board->places + rules->row_of[cell] * n;
  uint8_t *in_col = board->places + (n + rules->col_of[cell]) * n;

  for (; gone != 0; gone &= gone - 1)
    {
      int index = futo_set_min (gone) - 1;
      FutoSet bit = gone & -gone;

      if (--in_row[index] <= 1)
        *low_row |= bit;
      if (--in_col[index] <= 1)
        *low_col |= bit;
    }
}

/* The board the subsets and fish read changed: their tables are built
 * again when next asked for. */
static inline void
_futo_human_where_forget (HumanRules *rules)
{
  rules->where_ready = 0;
}

/* futo-human.c: reporting a deduction. */
static inline bool
_futo_human_recording (const HumanCtx *ctx)
{
  return ctx->step != NULL;
}

void  _futo_human_begin             (HumanCtx         *ctx,
                                     FutoTechnique     technique,
                                     FutoFocus         focus_kind,
                                     int               focus,
                                     int               focus_other,
                                     int               value);
void  _futo_human_use_cell          (HumanCtx         *ctx,
                                     int               cell);
void  _futo_human_use_sign          (HumanCtx         *ctx,
                                     int               cell,
                                     int               other);
void  _futo_human_place             (HumanCtx         *ctx,
                                     int               cell,
                                     int               value);
void  _futo_human_eliminate         (HumanCtx         *ctx,
                                     int               cell,
                                     FutoSet           values);
void  _futo_human_text              (HumanCtx         *ctx,
                                     const char       *format,
                                     ...) __attribute__ ((format (printf, 2, 3)));
/* Ends a deduction. Returns true when the technique must return now. */
bool  _futo_human_done              (HumanCtx         *ctx);

/* Text helpers: "r3c5", and a set as "2, 3 or 5". */
const char *_futo_human_cell_text   (const HumanRules *rules,
                                     int               cell,
                                     char             *buf);
const char *_futo_human_set_text    (FutoSet           set,
                                     const char       *last_word,
                                     char             *buf,
                                     size_t            len);
/* Appends "r3c2 cannot be 2 or 5; r3c7 cannot be 5." for the recorded
 * eliminations (grouped by cell as they were recorded). */
void        _futo_human_text_eliminations (HumanCtx *ctx);
/* Cells as "r1c2, r1c4 and r1c5". */
const char *_futo_human_cells_text  (const HumanRules *rules,
                                     const int        *cells,
                                     int               count,
                                     char             *buf,
                                     size_t            len);

/* The techniques, one family per file. */
bool  _futo_human_naked_single      (HumanCtx *ctx, int param);
bool  _futo_human_hidden_single     (HumanCtx *ctx, int param);
bool  _futo_human_sign_bounds       (HumanCtx *ctx, int param);
bool  _futo_human_sign_chain        (HumanCtx *ctx, int param);
bool  _futo_human_marked_pair       (HumanCtx *ctx, int param);
bool  _futo_human_unmarked_pair     (HumanCtx *ctx, int param);
bool  _futo_human_marked_run        (HumanCtx *ctx, int param);

/* futo-human-adjacent.c: the values of a cell that a neighbour whose
 * candidates are theirs leaves possible, across a mark (marked) or across
 * no mark in Adjacent mode. */
FutoSet _futo_human_adjacent_support (const HumanRules *rules,
                                      FutoSet           theirs,
                                      bool              marked);
bool  _futo_human_naked_subset      (HumanCtx *ctx, int size);
bool  _futo_human_hidden_subset     (HumanCtx *ctx, int size);
/* Sets of every size from smallest up to half a line's open cells. */
bool  _futo_human_naked_sets        (HumanCtx *ctx, int smallest);
bool  _futo_human_hidden_sets       (HumanCtx *ctx, int smallest);
bool  _futo_human_fish              (HumanCtx *ctx, int size);
bool  _futo_human_forcing_chain     (HumanCtx *ctx, int param);
bool  _futo_human_guess             (HumanCtx *ctx, int param);

/* Bits in a set. Written out because without a popcount instruction in
 * the target the builtin becomes a call, and this is the hottest loop. */
static inline int
_futo_human_count (FutoSet set)
{
  set = set - ((set >> 1) & 0x5555555555555555ULL);
  set = (set & 0x3333333333333333ULL) + ((set >> 2) & 0x3333333333333333ULL);
  set = (set + (set >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
  return (int) ((set * 0x0101010101010101ULL) >> 56);
}

/* The values of set in increasing order: the k-th (from 1) smallest. */
static inline int
_futo_human_set_kth (FutoSet set,
                     int     k)
{
  for (int i = 1; i < k && set != 0; i++)
    set &= set - 1;
  return set != 0 ? futo_set_min (set) : 0;
}

/* Values strictly below m, and strictly above m within full. */
static inline FutoSet
_futo_human_below (int m)
{
  return m <= 1 ? 0 : m > 64 ? ~(FutoSet) 0 : ((FutoSet) 1 << (m - 1)) - 1;
}

static inline FutoSet
_futo_human_above (FutoSet full,
                   int     m)
{
  return m >= 64 ? 0 : m < 0 ? full : (~(FutoSet) 0 << m) & full;
}
