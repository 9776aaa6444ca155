/* futo-engine-gac.c: all-different by bipartite matching for the engine
 *
 * A Latin square is 3n permutation constraints over the n×n×n cube of
 * (row, column, value) choices: for each row, columns ↔ values; for each
 * column, rows ↔ values; for each value, rows ↔ columns. Each is an
 * all-different with as many values as variables, so every value must be
 * used and a pair is possible exactly when it lies in some perfect matching
 * (Régin 1994). With a perfect matching M in hand that is when, in the graph
 * whose nodes are the right-hand side (node j → node k when the left node
 * matched to j may take k), j and k lie in one strongly connected component.
 *
 * Incremental in the usual ways: a constraint is looked at only when one of
 * its pairs was removed since its last look; its matching is kept between
 * looks (a removal that takes a matched pair frees its left node at once,
 * in a bit set, so that the repair by augmenting paths visits only those;
 * backtracking only adds pairs, so it stays valid); fixed left nodes are
 * left out of the component search. Components are found by
 * forward and backward closure on 64-bit sets, which for the usual one big
 * component costs a few dozen word operations.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-engine-private.h"

typedef struct _EngineGac
{
  int      count;   /* 3n constraints: rows, then columns, then values */
  int8_t  *mate;    /* constraint * n + left → right, -1 when free */
  int8_t  *inv;     /* constraint * n + right → left, -1 when free */
  FutoSet *free;    /* constraint → its free left nodes */
  uint8_t *dirty;
  int     *stack;   /* dirty constraints */
  int      stack_len;
  int      families; /* bit 0: rows, 1: columns, 2: values */
} EngineGac;

/* The left node i's candidate right nodes in constraint k. */
static inline FutoSet
adjacent (const Engine *engine,
          int           k,
          int           i)
{
  int n = engine->n, family = k / n, line = k - family * n;

  switch (family)
    {
    case 0: /* row line: column i → values */
      return engine->dom[line * n + i];
    case 1: /* column line: row i → values */
      return engine->dom[i * n + line];
    default: /* value line + 1: row i → columns */
      return engine->rowpos[i * n + line];
    }
}

/* Removes the pair (left i, right j) of constraint k from the views. */
static inline bool
remove_pair (Engine *engine,
             int     k,
             int     i,
             int     j)
{
  int n = engine->n, family = k / n, line = k - family * n;

  switch (family)
    {
    case 0:
      return _futo_engine_remove (engine, line * n + i, j + 1, FUTO_REASON_MATCHING, -1);
    case 1:
      return _futo_engine_remove (engine, i * n + line, j + 1, FUTO_REASON_MATCHING, -1);
    default:
      return _futo_engine_remove (engine, i * n + j, line + 1, FUTO_REASON_MATCHING, -1);
    }
}

/* The removed pair (left, right) of constraint k: frees left when they
 * were matched, and marks k for a look. */
static inline void
touch (EngineGac *gac,
       int        n,
       int        k,
       int        left,
       int        right)
{
  int8_t *mate = gac->mate + k * n;

  if (mate[left] == right)
    {
      gac->inv[k * n + right] = -1;
      mate[left] = -1;
      gac->free[k] |= (FutoSet) 1 << left;
    }
  if (!gac->dirty[k])
    {
      gac->dirty[k] = 1;
      gac->stack[gac->stack_len++] = k;
    }
}

void
_futo_engine_gac_touch (Engine *engine,
                        int     cell,
                        int     value)
{
  EngineGac *gac = engine->gac;
  int n = engine->n, row = cell / n, col = cell - row * n;

  if (gac->families & 1)
    touch (gac, n, row, col, value - 1);
  if (gac->families & 2)
    touch (gac, n, n + col, row, value - 1);
  if (gac->families & 4)
    touch (gac, n, 2 * n + value - 1, row, col);
}

/* Kuhn's augmenting path from left node i; seen holds visited right nodes. */
static bool
augment (const Engine *engine,
         int           k,
         int8_t       *mate,
         int8_t       *inv,
         int           i,
         FutoSet      *seen)
{
  FutoSet options = adjacent (engine, k, i) & ~*seen;

  /* A free right node first: the path ends at once. */
  for (FutoSet s = options; s != 0; s &= s - 1)
    {
      int j = __builtin_ctzll (s);

      if (inv[j] < 0)
        {
          *seen |= (FutoSet) 1 << j;
          mate[i] = (int8_t) j;
          inv[j] = (int8_t) i;
          return true;
        }
    }
  *seen |= options;
  for (; options != 0; options &= options - 1)
    {
      int j = __builtin_ctzll (options);

      if (augment (engine, k, mate, inv, inv[j], seen))
        {
          mate[i] = (int8_t) j;
          inv[j] = (int8_t) i;
          return true;
        }
    }
  return false;
}

/* No perfect matching: left node i and the left nodes matched to the right
 * nodes its search reached form a Hall set with too few values. Their sets
 * get the conflict's weight, as a wipe-out's set does. */
static void
blame_hall_set (Engine  *engine,
                int      k,
                int      i,
                FutoSet  seen)
{
  int n = engine->n, family = k / n, line = k - family * n;
  const int8_t *inv = engine->gac->inv + k * n;

  for (;;)
    {
      if (family == 0)
        engine->weight[line * n + i]++;
      else if (family == 1)
        engine->weight[i * n + line]++;
      else
        engine->weight[engine->cells + i * n + line]++;
      if (seen == 0)
        break;
      i = inv[__builtin_ctzll (seen)];
      seen &= seen - 1;
      if (i < 0)
        break;
    }
}

/* Repairs constraint k's matching; false when no perfect one exists. */
static bool
repair_matching (Engine *engine,
                 int     k)
{
  EngineGac *gac = engine->gac;
  int n = engine->n;
  int8_t *mate = gac->mate + k * n, *inv = gac->inv + k * n;

  /* Each left node that augments leaves the set; one that cannot stays,
   * for the next look after backtracking. */
  while (gac->free[k] != 0)
    {
      int i = __builtin_ctzll (gac->free[k]);
      FutoSet seen = 0;

      if (!augment (engine, k, mate, inv, i, &seen))
        {
          blame_hall_set (engine, k, i, seen);
          return false;
        }
      gac->free[k] &= gac->free[k] - 1;
    }
  return true;
}

/* Finds the components among the open right nodes and removes every pair
 * that crosses from one to another. */
static bool
prune_components (Engine *engine,
                  int     k)
{
  EngineGac *gac = engine->gac;
  int n = engine->n;
  const int8_t *inv = gac->inv + k * n;
  FutoSet succ[64], open = 0;
  int family = k / n, line = k - family * n;

  /* adjacent() with its switch taken out of the loop, and the open nodes
   * (more than one successor) marked without a branch. */
  {
    const FutoSet *base = family == 2 ? engine->rowpos + line : family == 1 ? engine->dom + line
                                                                            : engine->dom + line * n;
    int stride = family == 0 ? 1 : n;

    for (int j = 0; j < n; j++)
      {
        FutoSet s = base[inv[j] * stride];

        succ[j] = s;
        open |= (FutoSet) ((s & (s - 1)) != 0) << j;
      }
  }
  while (open != 0)
    {
      int x = __builtin_ctzll (open);
      FutoSet forward = (FutoSet) 1 << x, frontier = forward, backward = forward;
      bool grew = true;

      while (frontier != 0)
        {
          FutoSet next = 0;

          for (; frontier != 0; frontier &= frontier - 1)
            next |= succ[__builtin_ctzll (frontier)];
          frontier = next & open & ~forward;
          forward |= frontier;
        }
      while (grew)
        {
          grew = false;
          for (FutoSet s = forward & ~backward; s != 0; s &= s - 1)
            {
              int y = __builtin_ctzll (s);

              if (succ[y] & backward)
                {
                  backward |= (FutoSet) 1 << y;
                  grew = true;
                }
            }
        }
      open &= ~backward;
      for (FutoSet s = backward; s != 0; s &= s - 1)
        {
          int j = __builtin_ctzll (s), i = inv[j];

          for (FutoSet cut = succ[j] & ~backward; cut != 0; cut &= cut - 1)
            if (!remove_pair (engine, k, i, __builtin_ctzll (cut)))
              return false;
        }
    }
  return true;
}

bool
_futo_engine_gac_run (Engine *engine)
{
  EngineGac *gac = engine->gac;

  while (gac->stack_len > 0)
    {
      int k = gac->stack[--gac->stack_len];
      bool ok;

      engine->runner.result->stats.propagations++;
      ok = repair_matching (engine, k) && prune_components (engine, k);
      gac->dirty[k] = 0;
      if (!ok)
        return false;
      if (engine->queue_count > 0)
        return true;
    }
  return true;
}

bool
_futo_engine_gac_init (Engine *engine)
{
  size_t n = (size_t) engine->n, count = 3 * n;
  EngineGac *gac = calloc (1, sizeof *gac);

  if (gac == NULL)
    return false;
  engine->gac = gac;
  gac->count = (int) count;
  gac->mate = malloc (count * n);
  gac->inv = malloc (count * n);
  gac->free = malloc (count * sizeof *gac->free);
  gac->dirty = calloc (count, 1);
  gac->stack = malloc (count * sizeof *gac->stack);
  if (!gac->mate || !gac->inv || !gac->free || !gac->dirty || !gac->stack)
    return false;
  memset (gac->mate, -1, count * n);
  memset (gac->inv, -1, count * n);
  gac->families = (int) _futo_runner_param (&engine->runner, "gacfam", 7);
  for (int k = 0; k < gac->count; k++)
    {
      gac->free[k] = engine->full;
      gac->dirty[k] = 1;
      gac->stack[gac->stack_len++] = k;
    }
  return true;
}

void
_futo_engine_gac_clear (Engine *engine)
{
  EngineGac *gac = engine->gac;

  free (gac->mate);
  free (gac->inv);
  free (gac->free);
  free (gac->dirty);
  free (gac->stack);
  free (gac);
  engine->gac = NULL;
}
