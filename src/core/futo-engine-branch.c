/* futo-engine-branch.c: where the engine branches, with failed-pair probing
 *
 * Every set of the three views is an exactly-one constraint of the cube of
 * (row, column, value) choices; the engine branches on a pair of the open
 * set with the smallest size over conflict weight (dom/wdeg, Boussemart et
 * al. 2004, with the weights on these constraints). Inside the set it takes
 * the pair whose own three sets are smallest: the pair closest to being
 * forced, which is the likeliest to be right.
 *
 * With probing on (probe=K, K > 0), the pairs of the K best sets are each
 * tried and undone first (a lookahead in the manner of Satz, Li and Anbulagan
 * 1997, or singleton consistency restricted to where the search is about to
 * go): a pair whose propagation fails is removed for good, and among the
 * pairs that survive the one whose propagation removed the fewest values
 * (the most promising) is taken.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-engine-private.h"

#define MAX_PROBED_SETS 16


/* Score of a set: size over weight, compared as size * other_weight. */
static inline bool
better (int      size,
        uint32_t weight,
        int      best_size,
        uint32_t best_weight)
{
  return (uint64_t) size * best_weight < (uint64_t) best_size * weight;
}

static inline FutoSet
members_of (const Engine *engine,
            int           set)
{
  int cells = engine->cells, view = set / cells, index = set % cells;

  return view == 0 ? engine->dom[index] : view == 1 ? engine->rowpos[index] : engine->colpos[index];
}

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

/* The pair of set to branch on; with gains, the one whose probe removed
 * least. Ties go at random. */
static EngineChoice
pick_in_set (Engine *engine,
             int     set,
             bool    gains)
{
  EngineChoice best = { -1, 0 };
  uint64_t best_key = UINT64_MAX;

  for (FutoSet members = members_of (engine, set); members != 0; members &= members - 1)
    {
      EngineChoice c = pair_of (engine, set, __builtin_ctzll (members));
      uint64_t key = gains ? engine->probe_gain[c.cell * engine->n + c.value - 1] : pair_freedom (engine, c);

      if (engine->phases && engine->saved[c.cell] != c.value)
        key += (uint64_t) 1 << 32;

      /* The random low bits break ties without biasing the order. */
      key = key << 16 | (engine_random (engine) & 0xffff);
      if (key < best_key)
        {
          best = c;
          best_key = key;
        }
    }
  return best;
}

/* The up to count best open sets, best first; returns how many. */
HOT_POPCOUNT static int
best_sets (const Engine *engine,
           int          *sets,
           int           count)
{
  int cells = engine->cells, found = 0;
  int sizes[MAX_PROBED_SETS];
  uint32_t weights[MAX_PROBED_SETS];
  const FutoSet *views[3] = { engine->dom, engine->rowpos, engine->colpos };

  for (int view = 0; view < engine->views; view++)
    {
      const FutoSet *all = views[view];
      const uint32_t *w = engine->weight + view * cells;

      for (int i = 0; i < cells; i++)
        {
          FutoSet s = all[i];
          int size, at;

          if ((s & (s - 1)) == 0)
            continue;
          /* No set is smaller than 2: skip the count when even that loses. */
          if (found == count && !better (2, w[i], sizes[found - 1], weights[found - 1]))
            continue;
          size = futo_set_count (s);
          if (found == count && !better (size, w[i], sizes[found - 1], weights[found - 1]))
            continue;
          at = found < count ? found++ : found - 1;
          while (at > 0 && better (size, w[i], sizes[at - 1], weights[at - 1]))
            {
              sets[at] = sets[at - 1];
              sizes[at] = sizes[at - 1];
              weights[at] = weights[at - 1];
              at--;
            }
          sets[at] = view * cells + i;
          sizes[at] = size;
          weights[at] = w[i];
        }
    }
  return found;
}

/* Tries a pair and undoes it. Returns false when it failed, having removed
 * it; *dead when that removal left the node inconsistent. */
static bool
probe (Engine       *engine,
       EngineChoice  c,
       bool         *dead)
{
  uint32_t mark = engine->trail_len;
  bool ok = engine_assign (engine, c.cell, c.value, FUTO_REASON_DECISION, -1) && engine_propagate (engine);

  if (!ok)
    engine_clear_queue (engine);
  engine->probe_gain[c.cell * engine->n + c.value - 1] = engine->trail_len - mark;
  engine_undo_to (engine, mark);
  if (ok)
    return true;
  if (engine->fail_set >= 0)
    engine->weight[engine->fail_set]++;
  engine->fail_set = -1;
  *dead = !engine_remove (engine, c.cell, c.value, FUTO_REASON_CONFLICT, -1) || !engine_propagate (engine);
  if (*dead)
    engine_clear_queue (engine);
  return false;
}

/* Probes every pair of the sets; false when the node died. *changed tells
 * whether a failed pair was removed. */
static bool
probe_sets (Engine    *engine,
            const int *sets,
            int        count,
            bool      *changed)
{
  for (int k = 0; k < count; k++)
    for (FutoSet members = members_of (engine, sets[k]); members != 0; members &= members - 1)
      {
        EngineChoice c = pair_of (engine, sets[k], __builtin_ctzll (members));
        FutoSet dom = engine->dom[c.cell];
        bool dead = false;

        /* Earlier probes may have fixed the cell or removed the pair. */
        if ((dom & FUTO_SET_BIT (c.value)) == 0 || (dom & (dom - 1)) == 0)
          continue;
        if (!probe (engine, c, &dead))
          {
            *changed = true;
            if (dead)
              return false;
          }
      }
  return true;
}

bool
engine_probe_root (Engine *engine,
                   int     passes)
{
  for (int pass = 0; pass < passes; pass++)
    {
      bool changed = false;

      for (int cell = 0; cell < engine->cells; cell++)
        for (FutoSet dom = engine->dom[cell]; dom != 0; dom &= dom - 1)
          {
            EngineChoice c = { cell, futo_set_min (dom) };
            FutoSet now = engine->dom[cell];
            bool dead = false;

            /* Earlier probes may have fixed the cell or removed the pair. */
            if ((now & FUTO_SET_BIT (c.value)) == 0 || (now & (now - 1)) == 0)
              continue;
            if (futo_runner_tick_eager (&engine->runner))
              return true;
            if (!probe (engine, c, &dead))
              {
                changed = true;
                if (dead)
                  return false;
              }
          }
      if (!changed)
        break;
    }
  return true;
}

bool
engine_choose (Engine       *engine,
               EngineChoice *choice)
{
  int sets[MAX_PROBED_SETS], count;
  int want = engine->probe < 1 ? 1 : engine->probe > MAX_PROBED_SETS ? MAX_PROBED_SETS : engine->probe;

  /* Last-conflict reasoning (Lecoutre et al. 2009): the cell whose decision
   * failed last goes first until it has been given a value that holds. */
  if (engine->last_conflict && engine->conflict_cell >= 0)
    {
      FutoSet dom = engine->dom[engine->conflict_cell];

      if ((dom & (dom - 1)) != 0)
        {
          *choice = pick_in_set (engine, engine->conflict_cell, false);
          return true;
        }
      engine->conflict_cell = -1;
    }

  /* Until a round of probes removes nothing, so that the gains are fresh. */
  for (;;)
    {
      bool changed = false;

      count = best_sets (engine, sets, want);
      if (count == 0)
        {
          *choice = (EngineChoice) { -1, 0 };
          return true;
        }
      if (engine->probe < 1)
        {
          if (engine->density)
            {
              *choice = engine_density_choose (engine);
              return true;
            }
          break;
        }
      if (!probe_sets (engine, sets, count, &changed))
        return false;
      if (!changed)
        break;
    }
  *choice = pick_in_set (engine, sets[0], engine->probe > 0);
  return true;
}
