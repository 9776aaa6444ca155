/* futo-engine-nogood.c: nogoods recorded at restarts, propagated by watches
 *
 * A restart throws away the branch the search was on, and with it what the
 * refuted decisions proved. Lecoutre, Saïs, Tabary and Vidal (2007) showed
 * how to keep it: on a branch of binary decisions δ1 … δm, every negative
 * decision δi (cell ≠ value, taken because cell = value failed) gives the
 * nogood "the positive decisions among δ1 … δi-1, and cell = value, never
 * hold together" — the negative decisions before it may be left out, as the
 * nogoods of lower levels already imply them (reduced nld-nogoods). The
 * node that failed when the restart came gives one more the same way.
 *
 * Every literal of such a nogood is a pair cell = value, so the nogood is a
 * clause "one of these cells does not take its value". It is propagated as a
 * SAT solver propagates clauses, with two watched pairs that are not fixed:
 * when a watched pair becomes fixed (the cell is down to that value), the
 * watch moves to another pair that is not, or, when there is none, the other
 * watched pair loses its value (or, fixed too, it is a dead end). Watches
 * need no undoing when the search backtracks. A nogood of one pair removes
 * the value at the root for good.
 *
 * The store has a fixed size decided at the start (O(n³) pairs); when it is
 * full it is emptied at the next restart and filled again, so memory never
 * grows with the run time and nothing is allocated during the search.
 *
 * Nogoods are recorded only by the search for one solution: counting runs
 * without restarts and keeps none, so no solution can be lost to one.
 *
 * Off by default (nogoods=1 turns it on): on the benchmark's hardness-peak
 * instances a run records hundreds of nogoods and not one of them ever
 * removes a value, because after a restart the conflict weights send the
 * search down other branches than the recorded ones (bench/engine/README.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>

#include "futo-engine-private.h"

typedef struct _EngineNogoods
{
  /* Literals (cell * n + value - 1) of every nogood, one after another; the
   * first two of each are its watched ones. */
  uint32_t *lits;
  uint32_t  lits_len;
  uint32_t  lits_size;

  /* Nogood k occupies lits[start[k]] … lits[start[k] + len[k] - 1]. */
  uint32_t *start;
  uint32_t *len;
  uint32_t  count;
  uint32_t  size;

  /* Pair → first watch on it; watch 2k + w is nogood k's w-th literal;
   * next[] chains the watches of one pair; -1 ends a chain. */
  int32_t  *head;
  int32_t  *next;

  /* Positive decisions of the branch, and the single-pair nogoods, gathered
   * at a restart. */
  uint32_t *path;
  uint32_t *units;
} EngineNogoods;

static inline bool
pair_fixed (const Engine *engine,
            uint32_t      pair)
{
  int n = engine->n;

  return engine->dom[pair / (uint32_t) n] == FUTO_SET_BIT (pair % (uint32_t) n + 1);
}

static inline bool
pair_open (const Engine *engine,
           uint32_t      pair)
{
  int n = engine->n;

  return (engine->dom[pair / (uint32_t) n] & FUTO_SET_BIT (pair % (uint32_t) n + 1)) != 0;
}

bool
engine_nogood_init (Engine *engine)
{
  EngineNogoods *ng = calloc (1, sizeof *ng);
  size_t pairs = (size_t) engine->cells * (size_t) engine->n;

  engine->nogoods = ng;
  if (ng == NULL)
    return false;
  /* Enough for many restarts' worth on every size, small enough to stay
   * O(n³): 4 literals per pair, at least 64k. */
  ng->lits_size = (uint32_t) (pairs * 4 < 65536 ? 65536 : pairs * 4);
  ng->size = ng->lits_size / 2;
  ng->lits = malloc (ng->lits_size * sizeof *ng->lits);
  ng->start = malloc (ng->size * sizeof *ng->start);
  ng->len = malloc (ng->size * sizeof *ng->len);
  ng->next = malloc (2 * (size_t) ng->size * sizeof *ng->next);
  ng->head = malloc (pairs * sizeof *ng->head);
  ng->path = malloc ((pairs + 1) * sizeof *ng->path);
  ng->units = malloc ((pairs + 1) * sizeof *ng->units);
  if (!ng->lits || !ng->start || !ng->len || !ng->next || !ng->head || !ng->path || !ng->units)
    return false;
  for (size_t p = 0; p < pairs; p++)
    ng->head[p] = -1;
  return true;
}

void
engine_nogood_clear (Engine *engine)
{
  EngineNogoods *ng = engine->nogoods;

  if (ng == NULL)
    return;
  free (ng->lits);
  free (ng->start);
  free (ng->len);
  free (ng->next);
  free (ng->head);
  free (ng->path);
  free (ng->units);
  free (ng);
  engine->nogoods = NULL;
}

static void
forget_all (Engine *engine)
{
  EngineNogoods *ng = engine->nogoods;
  size_t pairs = (size_t) engine->cells * (size_t) engine->n;

  for (size_t p = 0; p < pairs; p++)
    ng->head[p] = -1;
  ng->lits_len = 0;
  ng->count = 0;
}

static inline void
watch (EngineNogoods *ng,
       uint32_t       k,
       int            w)
{
  uint32_t pair = ng->lits[ng->start[k] + (uint32_t) w];
  int32_t id = (int32_t) (2 * k + (uint32_t) w);

  ng->next[id] = ng->head[pair];
  ng->head[pair] = id;
}

/* Stores the nogood of path[0 … len - 1], len ≥ 2, when there is room. */
static void
add (Engine         *engine,
     const uint32_t *path,
     uint32_t        len)
{
  EngineNogoods *ng = engine->nogoods;
  uint32_t k;

  if (ng->count == ng->size || ng->lits_len + len > ng->lits_size)
    return;
  k = ng->count++;
  ng->start[k] = ng->lits_len;
  ng->len[k] = len;
  for (uint32_t i = 0; i < len; i++)
    ng->lits[ng->lits_len++] = path[i];
  /* The last two pairs were decided last: the likeliest to stay open. */
  ng->lits[ng->start[k]] = path[len - 1];
  ng->lits[ng->start[k] + len - 1] = path[0];
  if (len > 2)
    {
      ng->lits[ng->start[k] + 1] = path[len - 2];
      ng->lits[ng->start[k] + len - 2] = path[1];
    }
  watch (ng, k, 0);
  watch (ng, k, 1);
}

bool
engine_nogood_restart (Engine *engine)
{
  EngineNogoods *ng = engine->nogoods;
  uint32_t depth = engine->depth, positives = 0, needed = 0, units = 0;
  int n = engine->n;

  /* Room for this restart's nogoods, or a fresh store. */
  for (uint32_t i = 0; i < depth; i++)
    if (engine->frames[i].branch == 1 || i + 1 == depth)
      needed += i + 1;
  if (ng->count + depth > ng->size || ng->lits_len + needed > ng->lits_size)
    forget_all (engine);

  /* One nogood per refuted decision, and one for the top decision, whose
   * node has just failed. Recorded while the branch is still there; the
   * single pairs are removed once back at the root. */
  for (uint32_t i = 0; i < depth; i++)
    {
      const EngineFrame *frame = &engine->frames[i];
      uint32_t pair = (uint32_t) frame->cell * (uint32_t) n + (uint32_t) frame->value - 1;

      if (frame->branch == 1 || i + 1 == depth)
        {
          ng->path[positives] = pair;
          if (positives == 0)
            ng->units[units++] = pair;
          else
            add (engine, ng->path, positives + 1);
        }
      if (frame->branch == 0)
        ng->path[positives++] = pair;
    }
  if (depth > 0)
    engine_undo_to (engine, engine->frames[0].mark);
  engine->depth = 0;
  for (uint32_t i = 0; i < units; i++)
    if (!engine_remove (engine, (int) (ng->units[i] / (uint32_t) n), (int) (ng->units[i] % (uint32_t) n) + 1,
                        FUTO_REASON_CONFLICT, -1))
      return false;
  return true;
}

bool
engine_nogood_fixed (Engine *engine,
                     int     cell,
                     int     value)
{
  EngineNogoods *ng = engine->nogoods;
  uint32_t pair = (uint32_t) cell * (uint32_t) engine->n + (uint32_t) value - 1;
  int32_t *link = &ng->head[pair];

  while (*link >= 0)
    {
      int32_t id = *link;
      uint32_t k = (uint32_t) id >> 1, w = (uint32_t) id & 1;
      uint32_t *lits = ng->lits + ng->start[k], len = ng->len[k];
      uint32_t other = lits[1 - w];
      bool moved = false;

      /* Already satisfied: the other watched pair has lost its value. */
      if (!pair_open (engine, other))
        {
          link = &ng->next[id];
          continue;
        }
      for (uint32_t j = 2; j < len; j++)
        if (!pair_fixed (engine, lits[j]))
          {
            uint32_t moved_to = lits[j];

            lits[j] = lits[w];
            lits[w] = moved_to;
            *link = ng->next[id];
            ng->next[id] = ng->head[moved_to];
            ng->head[moved_to] = id;
            moved = true;
            break;
          }
      if (moved)
        continue;
      link = &ng->next[id];
      engine->runner.result->stats.propagations++;
      /* Every other pair is fixed: the last one must not be. */
      if (pair_fixed (engine, other))
        {
          engine->fail_set = (int) (other / (uint32_t) engine->n);
          return false;
        }
      if (!engine_remove (engine, (int) (other / (uint32_t) engine->n),
                          (int) (other % (uint32_t) engine->n) + 1, FUTO_REASON_CONFLICT, -1))
        return false;
    }
  return true;
}
