/* futo-generate-private.h: what the generator's files share
 *
 * One attempt of the generator (futo-generate.c) works on a Gen: the
 * solution, the clues read off it so far (futo-generate-clues.c: clue ids,
 * setting and clearing them, the other solutions met on the way) and the
 * rounds of filling and thinning (futo-generate-minimize.c). An Adjacent
 * attempt is a square and one given (futo-generate-adjacent.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-generate.h"
#include "futo-human-private.h"
#include "futo-random.h"

#define ROUNDS_PER_ATTEMPT 20
#define LARGE_ROUNDS_PER_ATTEMPT 40
#define WITNESSES          256
#define SEARCH_NODES       400 /* before the plain search hands over to the default algorithm */
#define QUICK_NODES        200 /* the short search for another solution before grading */
#define LARGE_QUICK_NODES  20  /* the same from 10×10 on below extreme: see quick_nodes() */
#define BLOCKING_NODES     50  /* the same, for a clue found needed to stay at the level */
#define PROOF_NODES        50000 /* the default algorithm's, on the first square (doubling) */

typedef struct
{
  int                       n;
  int                       cells;
  FutoMode                  mode;     /* Adjacent: see futo-generate-adjacent.c */
  FutoLevel                 level;
  FutoClueStyle             style;
  FutoRandom                rng;
  const FutoGenerateBudget *budget;
  double                    deadline;
  FutoGenerateReport       *report;
  uint8_t                  *solution;
  FutoPuzzle               *puzzle;   /* the clues so far */
  FutoHuman                *human;
  int                      *order;    /* clue ids, 3 per cell, room for two lists */
  uint8_t                  *banned;   /* clues dropped for good in this attempt */
  uint8_t                  *suspect;  /* kept while thinning only for being too hard without */
  bool                      solvable; /* the techniques up to the fill's level solve the clues so far */
  uint64_t                  proof_nodes; /* the default algorithm's node limit per question */
  bool                      gave_up;  /* a question went past it: this square is dropped */
  /* Other solutions met on the way, each with how many present clues it
   * breaks: one that breaks a single clue proves that clue necessary. */
  uint8_t                  *witness;
  uint8_t                  *found;    /* scratch for a new one */
  int                       witness_breaks[WITNESSES];
  int                       witness_count;
  int                       witness_next;
  /* Other squares a short cycle away (futo-generate-cycles.c), with the
   * present clues each breaks, and by cell. */
  uint8_t                  *cycle;
  int                      *cycle_breaks;
  int                      *cycle_cells; /* the cells each changes */
  int                      *cycle_size;
  int                       cycle_count;
  int                      *cycle_start; /* cell → its cycles in cycle_list */
  int                      *cycle_list;
} Gen;

/* Clue ids: 0 .. cells - 1 are givens; cells + 2 * cell is the sign to the
 * right of cell, cells + 2 * cell + 1 the sign below it. */
static inline bool
_futo_gen_clue_is_given (const Gen *gen,
                         int        id)
{
  return id < gen->cells;
}

static inline int
_futo_gen_sign_cell (const Gen *gen,
                     int        id)
{
  return (id - gen->cells) / 2;
}

static inline int
_futo_gen_sign_other (const Gen *gen,
                      int        id)
{
  int cell = _futo_gen_sign_cell (gen, id);

  return (id - gen->cells) % 2 == 0 ? cell + 1 : cell + gen->n;
}

static inline bool
_futo_gen_clue_exists (const Gen *gen,
                       int        id)
{
  int cell;

  if (_futo_gen_clue_is_given (gen, id))
    return true;
  cell = _futo_gen_sign_cell (gen, id);
  return (id - gen->cells) % 2 == 0 ? cell % gen->n < gen->n - 1 : cell / gen->n < gen->n - 1;
}

static inline bool
_futo_gen_clue_present (const Gen *gen,
                        int        id)
{
  int cell = _futo_gen_clue_is_given (gen, id) ? id : _futo_gen_sign_cell (gen, id);

  if (_futo_gen_clue_is_given (gen, id))
    return gen->puzzle->givens[cell] != 0;
  return ((id - gen->cells) % 2 == 0 ? gen->puzzle->right : gen->puzzle->down)[cell] != FUTO_REL_NONE;
}

/* Whether the fill stops as soon as the easy techniques finish the puzzle
 * (_futo_gen_fill()), and whether thinning starts with a pass that takes away
 * what they find again without it (_futo_gen_thin()). Both cost the grade: the
 * puzzles thinned that way come out too easy more often, which at hard and
 * recursive costs more rounds on small boards than the cheaper rounds save
 * (measured, bench/generate/README.md); at extreme the rounds even become
 * fewer. So, as measured: both at extreme; the cheap pass at hard and
 * recursive from 10×10 on; the lean fill at recursive on every board and
 * at hard from 10×10 on. */
static inline bool
_futo_gen_lean_fill (const Gen *gen)
{
  return gen->level == FUTO_LEVEL_EXTREME || gen->level == FUTO_LEVEL_RECURSIVE
         || (gen->level == FUTO_LEVEL_HARD && gen->n >= 10);
}

static inline bool
_futo_gen_implied_pass (const Gen *gen)
{
  return gen->level == FUTO_LEVEL_EXTREME || (gen->level >= FUTO_LEVEL_HARD && gen->n >= 10);
}

/* futo-generate-clues.c */
bool  _futo_gen_clue_broken_by (const Gen     *gen,
                                const uint8_t *values,
                                int            id);
void  _futo_gen_clue_set       (Gen           *gen,
                                int            id,
                                bool           on,
                                bool           human);
int   _futo_gen_sign_id        (const Gen     *gen,
                                int            cell,
                                FutoDirection  dir);
void  _futo_gen_sign_set       (Gen           *gen,
                                int            id,
                                FutoRelation   rel);
void  _futo_gen_witness_add    (Gen           *gen,
                                const uint8_t *values);
bool  _futo_gen_witness_needs  (const Gen     *gen,
                                int            id);
bool  _futo_gen_fill           (Gen           *gen);

/* futo-generate-cycles.c */
bool  _futo_gen_cycles_init    (Gen           *gen);
void  _futo_gen_cycles_clear   (Gen           *gen);
/* For a new solution, before any clue is set. */
void  _futo_gen_cycles_build   (Gen           *gen);
void  _futo_gen_cycles_change  (Gen           *gen,
                                int            id,
                                int            change);
bool  _futo_gen_cycles_need    (const Gen     *gen,
                                int            id);

/* futo-generate-adjacent.c: one attempt in Adjacent mode (a square, and
 * its cells tried as the one given); the same contract as attempt(). */
bool  _futo_gen_adjacent_attempt (Gen         *gen,
                                  bool        *stop);

/* futo-generate-minimize.c */
bool  _futo_gen_over_budget    (Gen           *gen);
bool  _futo_gen_thin           (Gen           *gen);
bool  _futo_gen_check_round    (Gen           *gen,
                                bool          *failed);
