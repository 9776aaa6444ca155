/* futo-engine-walk-private.h: the local search's state, shared with its audit
 *
 * futo-engine-walk.c keeps every table below up to date move by move;
 * futo-engine-walk-audit.c recomputes them from the values alone, so that a
 * test can run the walk with walkaudit=1 and catch a table gone wrong at
 * the step that broke it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-engine-private.h"

struct _Walk
{
  Engine   *engine;
  int       n;
  int       open;        /* open cells, numbered 0 .. open - 1 */
  int      *cell_of;     /* open index → cell */
  int      *members;     /* line * n + i → the i-th open cell of the line (rows, then columns) */
  int      *line_len;
  int      *lines;       /* open index * 2 → its row, then its column, as line numbers */
  uint8_t  *val;         /* open index → its value */
  int      *count;       /* line * n + (v - 1) → its open cells holding v */
  int      *holder;      /* line * n + (v - 1) → one of them, while there is one */
  int      *weight;      /* constraint → weight: line * n + (v - 1), then 2 n² + sign */
  int      *score;       /* open index * n + (v - 1) */
  int       n_signs;
  int      *sign_lo;     /* sign → open index of the smaller side: violated while val[lo] >= val[hi] */
  int      *sign_hi;
  int      *signs_of;    /* open index * 4 + j → its j-th sign */
  uint8_t  *n_signs_of;
  int      *conflict;    /* the open cells in conflict, in any order */
  int      *conflict_pos;
  int       n_conflict;
  uint32_t *stamp;       /* constraint → the round that last raised it */
  int      *raised;      /* the constraints whose weight is above 1, in any order */
  int       n_raised;
  uint64_t  repair_rng;  /* the repairs' own random stream: a repair that finds nothing leaves
                          * the walk on the path it would have taken without it */
  FutoSet  *root_dom;    /* walkaudit=1 only: the engine's domains at the start, which a
                          * repair must leave as they were; else NULL */
  uint32_t  round;
  int       violations;  /* unweighted */
  int       best;        /* the fewest violations since the last start */
  uint64_t  stall;       /* iterations since best last fell */

  /* The search's own state, kept from one _futo_engine_walk_run to the next. */
  int       raises;      /* rounds of raises since the last smoothing */
  uint64_t  repairs;
  uint64_t  last_repair; /* the iteration of the last near miss taken */
  uint64_t  repair_gap;
  bool      audit;       /* walkaudit=1 */
  bool      repairing;   /* repair=1 */
  bool      swapping;    /* swaps=1 */
  int       smooth;      /* walksmooth=N: rounds of raises between smoothings */
  uint64_t  stall_limit; /* walkstall=N: iterations without a new fewest before a new start */
};

/* A draw in 0 .. bound - 1 from the engine's random stream. */
static inline uint32_t
_futo_engine_walk_random (Walk     *walk,
                          uint32_t  bound)
{
  return (uint32_t) ((_futo_engine_random (walk->engine) >> 32) * bound >> 32);
}

/* Puts open cell k in the list of cells in conflict, or takes it out. */
static inline void
_futo_engine_walk_set_conflict (Walk *walk,
                                int   k,
                                bool  in)
{
  int at = walk->conflict_pos[k];

  if (in && at < 0)
    {
      walk->conflict_pos[k] = walk->n_conflict;
      walk->conflict[walk->n_conflict++] = k;
    }
  else if (!in && at >= 0)
    {
      int last = walk->conflict[--walk->n_conflict];

      walk->conflict[at] = last;
      walk->conflict_pos[last] = at;
      walk->conflict_pos[k] = -1;
    }
}

/* futo-engine-walk-init.c: the open cells, their lines and signs, and every
 * table, allocated (false when out of memory: _futo_engine_walk_clear still
 * frees what was); the values, weights and scores are set by the walk. */
bool _futo_engine_walk_init  (Walk   *walk,
                              Engine *engine);
void _futo_engine_walk_clear (Walk   *walk);
/* The scores, the conflicts and the violations from the values alone
 * (after a repair changed them). */
void _futo_engine_walk_rebuild (Walk *walk);
/* A first assignment, every weight back to 1, the tables rebuilt and the
 * fewest violations counted afresh: at the start, and again when a walk
 * stalls. */
void _futo_engine_walk_start   (Walk *walk);

/* futo-engine-walk-swap.c: the best exchange of values between a cell in
 * conflict and another open cell of one of its lines, ties at random, and
 * its gain (negative: better); false when there is none. The gain of the
 * exchange of k and partner, which share line along (0 their row, 1 their
 * column). */
bool _futo_engine_walk_best_swap (Walk       *walk,
                                  int        *cell,
                                  int        *partner,
                                  int        *gain);
int  _futo_engine_walk_swap_gain (const Walk *walk,
                                  int         k,
                                  int         partner,
                                  int         along);

/* The weighted cost of the values, from the counts and the weights: what
 * a move's gain must change it by (walkaudit=1). */
int64_t _futo_engine_walk_cost (const Walk *walk);

/* NULL when every table agrees with the values and the weights, else what
 * disagrees first. Costs O(n³): for tests (walkaudit=1), not for runs. */
const char *_futo_engine_walk_audit       (const Walk *walk);
/* Keeps what the audit compares with later: the engine's root domains. */
void        _futo_engine_walk_audit_begin (Walk       *walk);

