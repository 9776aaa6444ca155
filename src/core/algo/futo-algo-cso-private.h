/* futo-algo-cso-private.h: the swarm that the moves (futo-algo-cso.c) and
 * the bookkeeping (futo-algo-cso-swarm.c) of cat swarm optimisation share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-random.h"
#include "futo-runner-private.h"

typedef struct
{
  int      cats;
  int      smp;
  double   srd;
  double   cdc;
  bool     spc;
  double   mr;
  double   c1;
  double   vmax;
  uint64_t max_iterations;
} FutoCsoParams;

/* A dimension: a non-given cell, with its row and column worked out once. */
typedef struct
{
  int cell;
  int row;
  int col;
} FutoCsoDim;

/* A board is stored as its cells followed by an index of each row
 * (n + 1 bytes: the column holding each value, FUTO_CSO_NO_COL when none),
 * so that finding the partner of a swap takes no search. */
#define FUTO_CSO_NO_COL 0xff

typedef struct
{
  FutoRunner        runner;
  const FutoPuzzle *puzzle;
  FutoCsoParams     params;
  FutoRandom        rng;
  int               n;
  int               cells;
  size_t            stride;      /* bytes per stored board: cells + index */
  int               n_free;
  FutoCsoDim       *free_cells;  /* the dimensions */
  int              *dims;        /* a permutation of 0 .. n_free - 1 for choosing */
  int              *seek_steps;  /* per value v: max (1, round (SRD * v)) */
  int               n_signs;
  int              *sign_small;  /* sign k: value of sign_small[k] < value of sign_large[k] */
  int              *sign_large;
  uint8_t          *pos;         /* cats * stride */
  double           *vel;         /* cats * cells, zero on givens */
  int              *penalty;     /* per cat */
  uint8_t          *copies;      /* smp * stride: seeking mode's candidates */
  int              *copy_penalty;
  uint8_t          *best;
  int               best_penalty;
  int              *scratch;     /* n ints for shuffling a row's values */
} FutoCso;

static inline uint8_t *
_futo_cso_cat_pos (const FutoCso *cso,
                   int            cat)
{
  return cso->pos + (size_t) cat * cso->stride;
}

static inline uint8_t *
_futo_cso_row_index (const FutoCso *cso,
                     uint8_t       *board,
                     int            row)
{
  return board + cso->cells + (size_t) row * (cso->n + 1);
}

static inline double
_futo_cso_fitness (int penalty)
{
  return 1.0 / (1.0 + penalty);
}

/* futo-algo-cso-swarm.c */
/* Reads the params and allocates; false when out of memory (clear anyway). */
bool _futo_cso_init         (FutoCso              *cso,
                             const FutoPuzzle     *puzzle,
                             const FutoRunOptions *options,
                             FutoRunResult        *result);
void _futo_cso_clear        (FutoCso              *cso);
/* Lists the dimensions and the signs. */
void _futo_cso_collect      (FutoCso              *cso);
/* Places every cat at random. Returns true when the run must stop. */
bool _futo_cso_place_swarm  (FutoCso              *cso);
/* Evaluates a position: a node. Returns true when the run must stop. */
bool _futo_cso_evaluate     (FutoCso              *cso,
                             const uint8_t        *board,
                             int                  *penalty);
/* result->message: how the run ended, the best penalty and what it is made of. */
void _futo_cso_describe_end (const FutoCso        *cso);
