/* futo-engine-walk-repair.c: the complete search on half the board, from a walk's near miss
 *
 * At the hardness peak the walk spends most of its time a few violations
 * away from a solution, and the last few are the hardest to lose: a
 * Latin square with one wrong cell is mended only by a cycle of changes
 * through many lines. The complete search is slow on the whole board but
 * quick on half of it. So at such a near miss the walk can try a repair, a
 * large-neighbourhood step (Shaw 1998): the open cells of half the rows
 * (or, every other time, half the columns), those of the lines in
 * conflict among them, are freed; every other open cell is fixed to the
 * walk's value, and the engine's own propagation and branching search the
 * freed lines within a small node budget. With the rest fixed, the freed
 * lines form a Latin-rectangle completion that propagation mostly settles
 * or refutes at once; now and then it has a solution, which is then one of
 * the whole puzzle.
 *
 * Measured on paper_50_400_1600 (bench/engine/README.md, "Fifth round"):
 * with fewer lines freed (20) no repair finds anything, with more (30 and
 * up) each one becomes a search as hard as the original at its own scale;
 * with half, one repair in several hundred finds a solution, most others
 * end in propagation, and each costs about 0.6 ms. A walk with repairs
 * follows the walk without them until a repair succeeds (they have their
 * own random stream), so the two compare run by run: the repairs solve
 * some walks millions of iterations sooner, but in the walk's own thread
 * they take a fifth of its time, which on that class their successes only
 * just pay back. So they are off unless repair=1; the next step is to run
 * them on the thread the complete search holds, from the walk's near
 * misses, where they would cost the walk nothing.
 *
 * The engine's domains are the root's before and after: everything a
 * repair fixes or removes goes on the trail and is undone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-engine-walk-private.h"

/* The most decisions a repair may take: with half the board free, most
 * repairs end in propagation alone and few reach this. */
#define REPAIR_NODES 1000

static bool
cancelled (const FutoRunner *runner)
{
  const atomic_int *cancel = runner->options->cancel;

  return (cancel != NULL && atomic_load_explicit (cancel, memory_order_relaxed) != 0)
         || (runner->stop_also != NULL && atomic_load_explicit (runner->stop_also, memory_order_relaxed) != 0);
}

/* Binary branching (cell = value, then cell ≠ value) under the engine's
 * propagation, at most *budget decisions. True when every cell is fixed;
 * otherwise the caller undoes the trail. */
static bool
repair_search (Engine   *engine,
               uint64_t *budget)
{
  FutoStats *stats = &engine->runner.result->stats;

  for (;;)
    {
      EngineChoice choice = engine_choose (engine);
      uint32_t mark = engine->trail_len;

      if (choice.cell < 0)
        return true;
      if (*budget == 0 || cancelled (&engine->runner))
        return false;
      (*budget)--;
      stats->assignments++;
      if (engine_assign (engine, choice.cell, choice.value, FUTO_REASON_DECISION, -1) && engine_propagate (engine))
        {
          if (repair_search (engine, budget))
            return true;
        }
      else
        engine_clear_queue (engine);
      stats->backtracks++;
      engine_undo_to (engine, mark);
      if (!engine_remove (engine, choice.cell, choice.value, FUTO_REASON_DECISION, -1)
          || !engine_propagate (engine))
        {
          engine_clear_queue (engine);
          return false;
        }
    }
}

/* Frees the lines of the cells in conflict and random others up to half
 * the board. */
static void
choose_lines (Walk *walk,
              bool  by_rows,
              bool *freed)
{
  int n = walk->n, count = 0;

  for (int i = 0; i < walk->n_conflict; i++)
    {
      int cell = walk->cell_of[walk->conflict[i]], line = by_rows ? cell / n : cell % n;

      count += !freed[line];
      freed[line] = true;
    }
  while (count < n / 2)
    {
      int line;

      /* xorshift64*, as engine_random, on a stream of its own. */
      walk->repair_rng ^= walk->repair_rng >> 12;
      walk->repair_rng ^= walk->repair_rng << 25;
      walk->repair_rng ^= walk->repair_rng >> 27;
      line = (int) (((walk->repair_rng * 2685821657736338717ULL) >> 32) * (uint64_t) n >> 32);

      count += !freed[line];
      freed[line] = true;
    }
}

bool
engine_walk_repair (Walk *walk,
                    bool  by_rows)
{
  Engine *engine = walk->engine;
  uint32_t mark = engine->trail_len;
  uint64_t budget = REPAIR_NODES, walk_rng = engine->rng;
  bool freed[64] = { false }, ok = true;
  int n = walk->n;

  engine->runner.result->stats.repairs++;
  choose_lines (walk, by_rows, freed);
  /* All the fixing first and one propagation after: a cell whose value
   * is already gone fails at once, and one fixpoint costs less than a
   * thousand. */
  for (int k = 0; k < walk->open && ok; k++)
    {
      int cell = walk->cell_of[k], line = by_rows ? cell / n : cell % n;
      FutoSet dom = engine->dom[cell];

      if (freed[line])
        continue;
      if ((dom & FUTO_SET_BIT (walk->val[k])) == 0)
        ok = false;
      else if ((dom & (dom - 1)) != 0)
        ok = engine_assign (engine, cell, walk->val[k], FUTO_REASON_DECISION, -1);
    }
  ok = ok && engine_propagate (engine);
  if (!ok)
    engine_clear_queue (engine);
  ok = ok && repair_search (engine, &budget);
  if (ok)
    for (int k = 0; k < walk->open; k++)
      walk->val[k] = (uint8_t) futo_set_min (engine->dom[walk->cell_of[k]]);
  engine_undo_to (engine, mark);
  /* The branching's tie-breaks drew from the engine's stream, which is
   * the walk's. */
  engine->rng = walk_rng;
  return ok;
}
