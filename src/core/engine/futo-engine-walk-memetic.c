/* futo-engine-walk-memetic.c: a population of the walk's near misses, and their crossover
 *
 * The memetic part of Jin and Hao's (2019) method for Latin-square
 * completion: a small pool of good assignments, each the best that a
 * stretch of local search reached, and children made by crossing two of
 * them, each child then improved by the same local search. Here the local
 * search is the walk itself (futo-engine-walk.c, weights back to 1 for
 * each child), and the crossover is the greedy partition crossover of
 * graph colouring (Galinier and Hao 1999) with the colours kept as they
 * are, since in a Latin square a value cannot be renamed: the parents take
 * turns, each giving the child the whole class of one value (its cells
 * holding it) that covers the most cells still empty in the child, each
 * value given once; the cells left take their domain's value least used
 * in their lines. A class of a good assignment is nearly a transversal of
 * the open cells, so the child keeps most of both parents' structure.
 * A child replaces the pool's worst when it is better and no copy of a
 * member. memetic=P (a pool of P, at least 2) turns it on, memeticgen=G
 * sets the stretch to G iterations per open cell (200 by default).
 * bench/engine/README.md ("Eighth round") has the figures.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-engine-walk-private.h"

struct _WalkMemetic
{
  int       size;       /* the pool's capacity */
  int       count;      /* members so far */
  uint8_t  *members;    /* count × open values */
  int      *cost;       /* each member's violations */
  uint8_t  *best;       /* the stretch's best so far */
  int       best_cost;
  uint64_t  stretch;    /* iterations per stretch */
  uint64_t  left;       /* of this stretch */
  int      *class_count; /* scratch: parent * n + (v - 1) */
  uint8_t  *used;       /* scratch: value - 1 given to the child */
};

bool
_futo_engine_walk_memetic_init (Walk *walk,
                                int   size,
                                double per_cell)
{
  WalkMemetic *memetic = calloc (1, sizeof *memetic);
  size_t open = (size_t) (walk->open > 0 ? walk->open : 1);

  walk->memetic = memetic;
  if (memetic == NULL)
    return false;
  memetic->size = size < 2 ? 2 : size > 64 ? 64 : size;
  memetic->members = malloc ((size_t) memetic->size * open);
  memetic->cost = malloc ((size_t) memetic->size * sizeof *memetic->cost);
  memetic->best = malloc (open);
  memetic->class_count = malloc (2 * (size_t) walk->n * sizeof *memetic->class_count);
  memetic->used = malloc ((size_t) walk->n);
  memetic->stretch = (uint64_t) ((per_cell > 0 ? per_cell : 1) * (double) open);
  memetic->left = memetic->stretch;
  memetic->best_cost = walk->violations;
  if (!memetic->members || !memetic->cost || !memetic->best || !memetic->class_count || !memetic->used)
    return false;
  memcpy (memetic->best, walk->val, (size_t) walk->open);
  return true;
}

void
_futo_engine_walk_memetic_clear (Walk *walk)
{
  WalkMemetic *memetic = walk->memetic;

  if (memetic == NULL)
    return;
  free (memetic->members);
  free (memetic->cost);
  free (memetic->best);
  free (memetic->class_count);
  free (memetic->used);
  free (memetic);
  walk->memetic = NULL;
}

void
_futo_engine_walk_memetic_note (Walk *walk)
{
  WalkMemetic *memetic = walk->memetic;

  if (walk->violations < memetic->best_cost)
    {
      memetic->best_cost = walk->violations;
      memcpy (memetic->best, walk->val, (size_t) walk->open);
    }
}

/* The stretch's best into the pool: added while there is room, else in the
 * worst member's place if better than it and no copy of a member. */
static void
keep_best (Walk *walk)
{
  WalkMemetic *memetic = walk->memetic;
  size_t open = (size_t) walk->open;
  int worst = 0;

  for (int i = 0; i < memetic->count; i++)
    {
      if (memetic->cost[i] == memetic->best_cost
          && memcmp (&memetic->members[i * open], memetic->best, open) == 0)
        return;
      if (memetic->cost[i] > memetic->cost[worst])
        worst = i;
    }
  if (memetic->count < memetic->size)
    worst = memetic->count++;
  else if (memetic->best_cost >= memetic->cost[worst])
    return;
  memcpy (&memetic->members[worst * open], memetic->best, open);
  memetic->cost[worst] = memetic->best_cost;
}

/* The child of members a and b in walk->val. */
static void
cross (Walk *walk,
       int   a,
       int   b)
{
  WalkMemetic *memetic = walk->memetic;
  const FutoSet *dom = walk->engine->dom;
  int n = walk->n, open = walk->open;
  const uint8_t *parent[2] = { &memetic->members[(size_t) a * open], &memetic->members[(size_t) b * open] };
  int *class_count = memetic->class_count;

  /* 0: still empty in the child. */
  memset (walk->val, 0, (size_t) open);
  memset (memetic->used, 0, (size_t) n);
  memset (class_count, 0, 2 * (size_t) n * sizeof *class_count);
  for (int k = 0; k < open; k++)
    for (int p = 0; p < 2; p++)
      class_count[p * n + parent[p][k] - 1]++;
  for (int turn = 0; turn < n; turn++)
    {
      int p = turn % 2, v = 0;

      for (int u = 1; u <= n; u++)
        if (!memetic->used[u - 1] && (v == 0 || class_count[p * n + u - 1] > class_count[p * n + v - 1]))
          v = u;
      if (v == 0 || class_count[p * n + v - 1] == 0)
        continue;
      memetic->used[v - 1] = 1;
      for (int k = 0; k < open; k++)
        if (walk->val[k] == 0 && parent[p][k] == v)
          {
            walk->val[k] = (uint8_t) v;
            /* k is taken: it no longer counts for the other parent's class. */
            class_count[(1 - p) * n + parent[1 - p][k] - 1]--;
            class_count[p * n + v - 1]--;
          }
    }
  /* The cells left: their domain's value least used in their two lines. */
  memset (walk->count, 0, (size_t) 2 * n * n * sizeof *walk->count);
  for (int k = 0; k < open; k++)
    if (walk->val[k] != 0)
      {
        walk->count[walk->lines[2 * k] * n + walk->val[k] - 1]++;
        walk->count[walk->lines[2 * k + 1] * n + walk->val[k] - 1]++;
      }
  for (int k = 0; k < open; k++)
    if (walk->val[k] == 0)
      {
        int best = -1, best_use = 0, ties = 0;

        for (FutoSet left = dom[walk->cell_of[k]]; left != 0; left &= left - 1)
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

bool
_futo_engine_walk_memetic_tick (Walk *walk)
{
  WalkMemetic *memetic = walk->memetic;
  int a, b;

  if (memetic->left-- > 0)
    return false;
  keep_best (walk);
  memetic->left = memetic->stretch;
  if (memetic->count < memetic->size)
    _futo_engine_walk_start (walk);
  else
    {
      a = (int) _futo_engine_walk_random (walk, (uint32_t) memetic->count);
      b = (int) _futo_engine_walk_random (walk, (uint32_t) memetic->count - 1);
      b += b >= a;
      for (int id = 0; id < 2 * walk->n * walk->n + walk->n_signs; id++)
        walk->weight[id] = 1;
      walk->n_raised = 0;
      cross (walk, a, b);
      _futo_engine_walk_rebuild (walk);
      walk->best = walk->violations;
      walk->stall = 0;
    }
  memetic->best_cost = walk->violations;
  memcpy (memetic->best, walk->val, (size_t) walk->open);
  return true;
}
