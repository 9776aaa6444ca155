/* futo-engine-branch.c: where the engine branches
 *
 * Every set of the three views is an exactly-one constraint of the cube of
 * (row, column, value) choices; the engine branches on a pair of the open
 * set with the smallest size over conflict weight (dom/wdeg, Boussemart et
 * al. 2004, with the weights on these constraints), the lowest-numbered of
 * equals, so that the choice does not depend on the order of the open list.
 * Inside the set it takes the pair whose own three sets are smallest: the
 * pair closest to being forced, which is the likeliest to be right.
 *
 * Only the open sets are looked at (the sparse list of
 * futo-engine-private.h): at the hardness peak many of the 3 n² sets are
 * closed, and skipping them one by one cost a good part of the run time
 * (bench/engine/README.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-engine-private.h"

/* The pair that member k of set stands for. */
static inline EngineChoice
pair_of (const Engine *engine,
         int           set,
         int           k)
{
  int n = engine->n, cells = engine->cells, view = set / cells, index = set % cells;

  if (view == 0)
    return (EngineChoice) { index, k + 1 };
  if (view == 1)
    return (EngineChoice) { (index / n) * n + k, index % n + 1 };
  return (EngineChoice) { k * n + index / n, index % n + 1 };
}

/* How far the pair is from being forced: the product of its sets' sizes. */
static inline uint32_t
pair_freedom (const Engine *engine,
              EngineChoice  c)
{
  int n = engine->n, row = c.cell / n, col = c.cell - row * n;

  return (uint32_t) futo_set_count (engine->dom[c.cell])
         * (uint32_t) futo_set_count (engine->rowpos[row * n + c.value - 1])
         * (uint32_t) futo_set_count (engine->colpos[col * n + c.value - 1]);
}

/* The pair of set to branch on; ties go at random. */
static EngineChoice
pick_in_set (Engine *engine,
             int     set)
{
  EngineChoice best = { -1, 0 };
  uint64_t best_key = UINT64_MAX;

  for (FutoSet members = engine->sets[set]; members != 0; members &= members - 1)
    {
      EngineChoice c = pair_of (engine, set, __builtin_ctzll (members));
      uint64_t key = pair_freedom (engine, c);

      /* The random low bits break ties without biasing the order. */
      key = key << 16 | (_futo_engine_random (engine) & 0xffff);
      if (key < best_key)
        {
          best = c;
          best_key = key;
        }
    }
  return best;
}

/* The best open set, -1 when none is open. Sizes over weights are compared
 * as size * other weight. */
HOT_POPCOUNT static int
best_set (const Engine *engine)
{
  const FutoSet *sets = engine->sets;
  const uint32_t *weight = engine->weight;
  const uint32_t *list = engine->open_list;
  uint32_t count = engine->open_count, best = UINT32_MAX;
  uint64_t best_size = 1, best_weight = 0; /* worse than any set */

  for (uint32_t k = 0; k < count; k++)
    {
      uint32_t set = list[k];
      uint64_t w = weight[set], size, lhs, rhs;

      /* No open set is smaller than 2: skip the count when even that loses. */
      if (2 * best_weight > best_size * w)
        continue;
      size = (uint64_t) futo_set_count (sets[set]);
      lhs = size * best_weight;
      rhs = best_size * w;
      if (lhs < rhs || (lhs == rhs && set < best))
        {
          best = set;
          best_size = size;
          best_weight = w;
        }
    }
  return best == UINT32_MAX ? -1 : (int) best;
}

EngineChoice
_futo_engine_choose (Engine *engine)
{
  int set = best_set (engine);

  if (set < 0)
    return (EngineChoice) { -1, 0 };
  return pick_in_set (engine, set);
}
