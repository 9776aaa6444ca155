/* futo-algo-cso-swarm.c: the bookkeeping of cat swarm optimisation
 *
 * What the moves of futo-algo-cso.c stand on: the parameters, the cats'
 * boards (each stored with an index of its rows), their penalty, the swap
 * that moves one value within its row, the random swarm to start from and
 * the message at the end.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-algo-cso-private.h"
#include "futo-random.h"

/* Fills in the index of a board's rows from its cells. */
static void
index_board (const FutoCso *cso,
             uint8_t       *board)
{
  int n = cso->n;

  memset (board + cso->cells, FUTO_CSO_NO_COL, (size_t) n * (n + 1));
  for (int cell = 0; cell < cso->cells; cell++)
    _futo_cso_row_index (cso, board, cell / n)[board[cell]] = (uint8_t) (cell % n);
}

static int
broken_signs (const FutoCso *cso,
              const uint8_t *board)
{
  int broken = 0;

  for (int k = 0; k < cso->n_signs; k++)
    broken += board[cso->sign_small[k]] >= board[cso->sign_large[k]];
  return broken;
}

/* The rows are permutations, so only the columns and the signs can be
 * wrong: the values missing from each column plus the signs broken. */
static int
penalty_of (const FutoCso *cso,
            const uint8_t *board)
{
  int n = cso->n, penalty = 0;

  for (int col = 0; col < n; col++)
    {
      FutoSet seen = 0;

      for (int row = 0; row < n; row++)
        seen |= FUTO_SET_BIT (board[row * n + col]);
      penalty += n - futo_set_count (seen);
    }
  return penalty + broken_signs (cso, board);
}

/* Evaluates a position: a node. Returns true when the run must stop. */
bool
_futo_cso_evaluate (FutoCso       *cso,
                    const uint8_t *board,
                    int           *penalty)
{
  cso->runner.result->stats.nodes++;
  *penalty = penalty_of (cso, board);
  return _futo_runner_tick (&cso->runner);
}

/* A random cat: each row's missing values shuffled into its free cells. */
static void
place_cat (FutoCso *cso,
           int      cat)
{
  const uint8_t *givens = cso->puzzle->givens;
  uint8_t *pos = _futo_cso_cat_pos (cso, cat);
  int n = cso->n;

  for (int row = 0; row < n; row++)
    {
      FutoSet present = 0;
      int missing = 0, next = 0;

      for (int col = 0; col < n; col++)
        if (givens[row * n + col] != 0)
          present |= FUTO_SET_BIT (givens[row * n + col]);
      for (int value = 1; value <= n; value++)
        if ((present & FUTO_SET_BIT (value)) == 0)
          cso->scratch[missing++] = value;
      futo_random_shuffle (&cso->rng, cso->scratch, missing);
      for (int col = 0; col < n; col++)
        {
          int cell = row * n + col;

          pos[cell] = givens[cell] != 0 ? givens[cell] : (uint8_t) cso->scratch[next++];
        }
    }
  index_board (cso, pos);
}

/* Returns true when the run must stop. */
bool
_futo_cso_place_swarm (FutoCso *cso)
{
  for (int cat = 0; cat < cso->params.cats; cat++)
    {
      place_cat (cso, cat);
      if (_futo_cso_evaluate (cso, _futo_cso_cat_pos (cso, cat), &cso->penalty[cat]))
        return true;
    }
  return false;
}

void
_futo_cso_collect (FutoCso *cso)
{
  const FutoPuzzle *puzzle = cso->puzzle;
  int n = cso->n;

  cso->n_free = 0;
  cso->n_signs = 0;
  for (int cell = 0; cell < cso->cells; cell++)
    {
      if (puzzle->givens[cell] == 0)
        {
          cso->dims[cso->n_free] = cso->n_free;
          cso->free_cells[cso->n_free++] = (FutoCsoDim) { cell, cell / n, cell % n };
        }
      for (int d = FUTO_DIR_RIGHT; d <= FUTO_DIR_DOWN; d++)
        {
          FutoRelation rel = futo_puzzle_get_relation (puzzle, cell / n, cell % n, (FutoDirection) d);
          int other = d == FUTO_DIR_RIGHT ? cell + 1 : cell + n;

          if (rel == FUTO_REL_NONE)
            continue;
          cso->sign_small[cso->n_signs] = rel == FUTO_REL_LESS ? cell : other;
          cso->sign_large[cso->n_signs] = rel == FUTO_REL_LESS ? other : cell;
          cso->n_signs++;
        }
    }
}

static double
real_param (const FutoCso *cso,
            const char    *key,
            double         fallback,
            double         min,
            double         max)
{
  double value = _futo_runner_param (&cso->runner, key, fallback);

  return value >= min && value <= max ? value : fallback;
}

static int
int_param (const FutoCso *cso,
           const char    *key,
           int            fallback,
           int            min,
           int            max)
{
  return (int) real_param (cso, key, fallback, min, max);
}

static void
read_params (FutoCso *cso)
{
  FutoCsoParams *p = &cso->params;

  p->cats = int_param (cso, "cats", 30, 1, 100000);
  p->smp = int_param (cso, "smp", 5, 1, 1000);
  p->srd = real_param (cso, "srd", 0.2, 0.0, 1.0);
  p->cdc = real_param (cso, "cdc", 0.8, 0.0, 1.0);
  p->spc = int_param (cso, "spc", 1, 0, 1) != 0;
  p->mr = real_param (cso, "mr", 0.02, 0.0, 1.0);
  p->c1 = real_param (cso, "c1", 2.0, 0.0, 100.0);
  p->vmax = real_param (cso, "vmax", 5.0, 0.0, 64.0);
  p->max_iterations = (uint64_t) real_param (cso, "max-iterations", 2000, 1, 1e15);
}

bool
_futo_cso_init (FutoCso              *cso,
                const FutoPuzzle     *puzzle,
                const FutoRunOptions *options,
                FutoRunResult        *result)
{
  size_t cells = (size_t) puzzle->size * puzzle->size;

  memset (cso, 0, sizeof *cso);
  _futo_runner_init (&cso->runner, puzzle, options, result);
  cso->puzzle = puzzle;
  cso->n = puzzle->size;
  cso->cells = (int) cells;
  futo_random_init (&cso->rng, options->seed);
  read_params (cso);
  cso->best_penalty = INT32_MAX;
  cso->stride = cells + (size_t) cso->n * (cso->n + 1);
  cso->free_cells = malloc (cells * sizeof *cso->free_cells);
  cso->dims = malloc (cells * sizeof *cso->dims);
  cso->seek_steps = malloc (((size_t) cso->n + 1) * sizeof *cso->seek_steps);
  for (int v = 0; cso->seek_steps != NULL && v <= cso->n; v++)
    {
      int steps = (int) lround (cso->params.srd * v);

      cso->seek_steps[v] = steps < 1 ? 1 : steps;
    }
  cso->sign_small = malloc (2 * cells * sizeof *cso->sign_small);
  cso->sign_large = malloc (2 * cells * sizeof *cso->sign_large);
  cso->pos = malloc ((size_t) cso->params.cats * cso->stride);
  cso->vel = calloc ((size_t) cso->params.cats * cells, sizeof *cso->vel);
  cso->penalty = malloc ((size_t) cso->params.cats * sizeof *cso->penalty);
  for (int cat = 0; cso->penalty != NULL && cat < cso->params.cats; cat++)
    cso->penalty[cat] = INT32_MAX; /* not placed yet */
  cso->copies = malloc ((size_t) cso->params.smp * cso->stride);
  cso->copy_penalty = malloc ((size_t) cso->params.smp * sizeof *cso->copy_penalty);
  cso->best = calloc (cells, 1);
  cso->scratch = malloc ((size_t) cso->n * sizeof *cso->scratch);
  return cso->free_cells && cso->dims && cso->seek_steps && cso->sign_small && cso->sign_large && cso->pos && cso->vel
         && cso->penalty && cso->copies && cso->copy_penalty && cso->best && cso->scratch;
}

void
_futo_cso_clear (FutoCso *cso)
{
  free (cso->free_cells);
  free (cso->dims);
  free (cso->seek_steps);
  free (cso->sign_small);
  free (cso->sign_large);
  free (cso->pos);
  free (cso->vel);
  free (cso->penalty);
  free (cso->copies);
  free (cso->copy_penalty);
  free (cso->best);
  free (cso->scratch);
}

void
_futo_cso_describe_end (const FutoCso *cso)
{
  FutoRunResult *result = cso->runner.result;
  int broken = broken_signs (cso, cso->best);
  int missing = cso->best_penalty - broken;
  char what[64];

  if (result->status == FUTO_STATUS_SOLVED)
    snprintf (what, sizeof what, "solved");
  else if (result->status != FUTO_STATUS_GAVE_UP)
    snprintf (what, sizeof what, "%.60s", result->message);
  else
    snprintf (what, sizeof what, "no solution within max-iterations");
  if (cso->best_penalty == INT32_MAX)
    snprintf (result->message, sizeof result->message, "%s before the swarm was placed", what);
  else
    snprintf (result->message, sizeof result->message,
              "%s after %llu iterations of %d cats; best penalty %d (%d values missing from columns, "
              "%d of %d signs broken, fitness %.3g)",
              what, (unsigned long long) result->stats.iterations, cso->params.cats, cso->best_penalty,
              missing, broken, cso->n_signs, _futo_cso_fitness (cso->best_penalty));
}
