/* futo-engine-walk-init.c: the local search's model of a puzzle, built from the engine's root
 *
 * The open cells (two values or more left at the root) are numbered, each
 * with its row and column as line numbers and the signs it shares with
 * other open cells; every table the walk keeps up to date is allocated
 * here, once, so that nothing is allocated while it runs. Here too the
 * walk's starting state: a first assignment, and every table built from
 * the values (again after a restart or a repair).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-engine-walk-private.h"

bool
_futo_engine_walk_init (Walk   *walk,
                        Engine *engine)
{
  int n = engine->n, cells = engine->cells, *open_of;
  size_t lines = 2 * (size_t) n;

  memset (walk, 0, sizeof *walk);
  walk->engine = engine;
  walk->n = n;
  walk->repair_rng = (engine->rng ^ 0x9E3779B97F4A7C15ULL) | 1;
  walk->cell_of = malloc ((size_t) cells * sizeof *walk->cell_of);
  walk->members = malloc (lines * n * sizeof *walk->members);
  walk->line_len = calloc (lines, sizeof *walk->line_len);
  walk->lines = malloc (2 * (size_t) cells * sizeof *walk->lines);
  walk->val = malloc ((size_t) cells);
  walk->count = malloc (lines * n * sizeof *walk->count);
  walk->holder = malloc (lines * n * sizeof *walk->holder);
  walk->score = malloc ((size_t) cells * n * sizeof *walk->score);
  walk->sign_lo = malloc (2 * (size_t) cells * sizeof *walk->sign_lo);
  walk->sign_hi = malloc (2 * (size_t) cells * sizeof *walk->sign_hi);
  walk->signs_of = malloc (4 * (size_t) cells * sizeof *walk->signs_of);
  walk->n_signs_of = calloc ((size_t) cells, 1);
  walk->conflict = malloc ((size_t) cells * sizeof *walk->conflict);
  walk->conflict_pos = malloc ((size_t) cells * sizeof *walk->conflict_pos);
  /* The open index of each cell, -1 for a fixed one; borrowed from conflict_pos. */
  open_of = walk->conflict_pos;
  if (!walk->cell_of || !walk->members || !walk->line_len || !walk->lines || !walk->val || !walk->count
      || !walk->holder || !walk->score || !walk->sign_lo || !walk->sign_hi || !walk->signs_of || !walk->n_signs_of
      || !walk->conflict || !walk->conflict_pos)
    return false;
  for (int cell = 0; cell < cells; cell++)
    {
      FutoSet dom = engine->dom[cell];

      open_of[cell] = -1;
      if ((dom & (dom - 1)) != 0)
        {
          int k = walk->open++, row = cell / n, col = cell % n;

          open_of[cell] = k;
          walk->cell_of[k] = cell;
          walk->lines[2 * k] = row;
          walk->lines[2 * k + 1] = n + col;
          walk->members[row * n + walk->line_len[row]++] = k;
          walk->members[(n + col) * n + walk->line_len[n + col]++] = k;
        }
    }
  for (int k = 0; k < walk->open; k++)
    {
      const EngineSigns *signs = &engine->signs[walk->cell_of[k]];

      for (int j = 0; j < signs->count; j++)
        {
          int other = open_of[signs->other[j]];

          /* Each sign once, from its side with the lower open index. */
          if (other > k)
            {
              int s = walk->n_signs++;

              walk->sign_lo[s] = signs->less[j] ? k : other;
              walk->sign_hi[s] = signs->less[j] ? other : k;
              walk->signs_of[k * 4 + walk->n_signs_of[k]++] = s;
              walk->signs_of[other * 4 + walk->n_signs_of[other]++] = s;
            }
        }
    }
  walk->weight = malloc ((2 * (size_t) n * n + walk->n_signs) * sizeof *walk->weight);
  walk->stamp = calloc (2 * (size_t) n * n + walk->n_signs, sizeof *walk->stamp);
  walk->raised = malloc ((2 * (size_t) n * n + walk->n_signs) * sizeof *walk->raised);
  return walk->weight != NULL && walk->stamp != NULL && walk->raised != NULL;
}

void
_futo_engine_walk_clear (Walk *walk)
{
  free (walk->cell_of);
  free (walk->members);
  free (walk->line_len);
  free (walk->lines);
  free (walk->val);
  free (walk->count);
  free (walk->holder);
  free (walk->weight);
  free (walk->score);
  free (walk->sign_lo);
  free (walk->sign_hi);
  free (walk->signs_of);
  free (walk->n_signs_of);
  free (walk->conflict);
  free (walk->conflict_pos);
  free (walk->stamp);
  free (walk->raised);
  free (walk->root_dom);
}

/* The scores, the conflicts and the violations from the values alone. */
void
_futo_engine_walk_rebuild (Walk *walk)
{
  int n = walk->n;

  walk->violations = 0;
  memset (walk->count, 0, (size_t) 2 * n * n * sizeof *walk->count);
  memset (walk->score, 0, (size_t) walk->open * n * sizeof *walk->score);
  walk->n_conflict = 0;
  for (int k = 0; k < walk->open; k++)
    {
      walk->conflict_pos[k] = -1;
      for (int side = 0; side < 2; side++)
        {
          int id = walk->lines[2 * k + side] * n + walk->val[k] - 1;

          walk->count[id]++;
          walk->holder[id] = k;
        }
    }
  for (int id = 0; id < 2 * n * n; id++)
    if (walk->count[id] >= 2)
      walk->violations += walk->count[id] - 1;
  for (int k = 0; k < walk->open; k++)
    for (int side = 0; side < 2; side++)
      {
        int line = walk->lines[2 * k + side];

        for (int v = 1; v <= n; v++)
          {
            int id = line * n + v - 1;

            if (walk->count[id] - (walk->val[k] == v) >= 1)
              walk->score[k * n + v - 1] += walk->weight[id];
          }
      }
  for (int s = 0; s < walk->n_signs; s++)
    {
      int lo = walk->sign_lo[s], hi = walk->sign_hi[s], w = walk->weight[2 * n * n + s];

      walk->violations += walk->val[lo] >= walk->val[hi];
      for (int v = walk->val[hi]; v <= n; v++)
        walk->score[lo * n + v - 1] += w;
      for (int v = 1; v <= walk->val[lo]; v++)
        walk->score[hi * n + v - 1] += w;
    }
  for (int k = 0; k < walk->open; k++)
    _futo_engine_walk_set_conflict (walk, k, walk->score[k * n + walk->val[k] - 1] > 0);
}

/* A first assignment: each open cell in turn takes the value of its
 * domain least used so far in its two lines, ties at random. */
static void
first_values (Walk *walk)
{
  Engine *engine = walk->engine;
  int n = walk->n;

  memset (walk->count, 0, (size_t) 2 * n * n * sizeof *walk->count);
  for (int k = 0; k < walk->open; k++)
    {
      FutoSet dom = engine->dom[walk->cell_of[k]];
      int best = -1, best_use = 0, ties = 0;

      for (FutoSet left = dom; left != 0; left &= left - 1)
        {
          int v = __builtin_ctzll (left) + 1;
          int use = walk->count[walk->lines[2 * k] * n + v - 1] + walk->count[walk->lines[2 * k + 1] * n + v - 1];

          if (best < 0 || use < best_use)
            best = v, best_use = use, ties = 1;
          else if (use == best_use && _futo_engine_walk_random (walk, (uint32_t) ++ties) == 0)
            best = v;
        }
      walk->val[k] = (uint8_t) best;
      walk->count[walk->lines[2 * k] * n + best - 1]++;
      walk->count[walk->lines[2 * k + 1] * n + best - 1]++;
    }
}

/* A first assignment and every weight 1: at the start, and again when a
 * walk stalls. */
void
_futo_engine_walk_start (Walk *walk)
{
  for (int id = 0; id < 2 * walk->n * walk->n + walk->n_signs; id++)
    walk->weight[id] = 1;
  walk->n_raised = 0;
  first_values (walk);
  _futo_engine_walk_rebuild (walk);
  walk->best = walk->violations;
  walk->stall = 0;
}
