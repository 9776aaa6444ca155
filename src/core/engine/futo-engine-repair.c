/* futo-engine-repair.c: the complete search on half the board, from a near miss of the local search
 *
 * At the hardness peak the walk spends most of its time a few violations
 * away from a solution, and the last few are the hardest to lose: a
 * Latin square with one wrong cell is mended only by a cycle of changes
 * through many lines. The complete search is slow on the whole board but
 * quick on half of it. So a near miss is repaired by a large-neighbourhood
 * step (Shaw 1998): the open cells of half the rows
 * (or, every other time, half the columns), those of the lines in
 * conflict among them, are freed; every other open cell is fixed to the
 * walk's value, and the engine's own propagation and branching search the
 * freed lines within a small node budget. With the rest fixed, the freed
 * lines form a Latin-rectangle completion that propagation mostly settles
 * or refutes at once; now and then it has a solution, which is then one of
 * the whole puzzle.
 *
 * Measured on paper_50_400_1600 (bench/engine/README.md, "Fifth round",
 * has the figures): with fewer lines freed no repair finds anything, with
 * more each one becomes a search as hard as the original at its own scale;
 * with half, a rare repair finds a solution, most others end in
 * propagation, and each is cheap. Done by the walk in its own thread
 * (repair=1) they took a good share of its time, which their successes
 * only just paid back; so the portfolio's first search does them instead
 * (futo-engine-portfolio.c), on the core that it holds and that at the
 * peak does little else of use.
 *
 * The engine's domains are the root's before and after: everything a
 * repair fixes or removes goes on the trail and is undone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-engine-private.h"

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
      EngineChoice choice = _futo_engine_choose (engine);
      uint32_t mark = engine->trail_len;

      if (choice.cell < 0)
        return true;
      if (*budget == 0 || cancelled (&engine->runner))
        return false;
      (*budget)--;
      stats->assignments++;
      if (_futo_engine_assign (engine, choice.cell, choice.value, FUTO_REASON_DECISION, -1)
          && _futo_engine_propagate (engine))
        {
          if (repair_search (engine, budget))
            return true;
        }
      else
        _futo_engine_clear_queue (engine);
      stats->backtracks++;
      _futo_engine_undo_to (engine, mark);
      if (!_futo_engine_remove (engine, choice.cell, choice.value, FUTO_REASON_DECISION, -1)
          || !_futo_engine_propagate (engine))
        {
          _futo_engine_clear_queue (engine);
          return false;
        }
    }
}

/* How much more likely a line is to be freed for each unit its walk raised
 * the weights of its constraints above 1: the walk's weights say where it
 * keeps failing. On paired walks of paper_50_400_1600 the repairs made
 * more walks shorter with lines weighted so than drawn uniformly or with
 * a factor of 1 (bench/engine/README.md, "Fifth round", has the table). */
#define LINE_WEIGHT_FACTOR 5

static uint64_t
repair_random (uint64_t *rng)
{
  /* xorshift64*, as _futo_engine_random, on the caller's stream. */
  *rng ^= *rng >> 12;
  *rng ^= *rng << 25;
  *rng ^= *rng >> 27;
  return *rng * 2685821657736338717ULL;
}

/* Frees the lines in conflict, then others up to half the board, each
 * drawn with a chance that grows with its weight. */
static void
choose_lines (int        n,
              uint64_t   conflict_lines,
              const int *line_weight,
              uint64_t  *rng,
              bool      *freed)
{
  uint64_t chance[64], total = 0;
  int count = 0;

  for (int line = 0; line < n; line++)
    {
      /* Capped, so that the draw below cannot overflow however long the
       * walk has been raising weights. */
      uint64_t weight = line_weight[line] < (1 << 20) ? (uint64_t) line_weight[line] : 1 << 20;

      freed[line] = (conflict_lines >> line & 1) != 0;
      count += freed[line];
      chance[line] = freed[line] ? 0 : 1 + LINE_WEIGHT_FACTOR * weight;
      total += chance[line];
    }
  for (; count < n / 2; count++)
    {
      uint64_t pick = (repair_random (rng) >> 32) * total >> 32;
      int line = 0;

      while (pick >= chance[line])
        pick -= chance[line++];
      freed[line] = true;
      total -= chance[line];
      chance[line] = 0;
    }
}

bool
_futo_engine_repair (Engine        *engine,
                     uint8_t       *values,
                     const uint8_t *near_miss,
                     uint64_t       conflict_lines,
                     const int     *line_weight,
                     bool           by_rows,
                     uint64_t      *rng)
{
  uint32_t mark = engine->trail_len;
  uint64_t budget = REPAIR_NODES, engine_rng = engine->rng;
  bool freed[64] = { false }, ok = true;
  int n = engine->n;

  engine->runner.result->stats.repairs++;
  choose_lines (n, conflict_lines, line_weight, rng, freed);
  /* All the fixing first and one propagation after: a cell whose value
   * is already gone fails at once, and one fixpoint costs less than a
   * thousand. */
  for (int cell = 0; cell < engine->cells && ok; cell++)
    {
      FutoSet dom = engine->dom[cell];

      if (freed[by_rows ? cell / n : cell % n] || (dom & (dom - 1)) == 0)
        continue;
      if ((dom & FUTO_SET_BIT (near_miss[cell])) == 0)
        ok = false;
      else
        ok = _futo_engine_assign (engine, cell, near_miss[cell], FUTO_REASON_DECISION, -1);
    }
  ok = ok && _futo_engine_propagate (engine);
  if (!ok)
    _futo_engine_clear_queue (engine);
  ok = ok && repair_search (engine, &budget);
  if (ok)
    for (int cell = 0; cell < engine->cells; cell++)
      values[cell] = (uint8_t) futo_set_min (engine->dom[cell]);
  _futo_engine_undo_to (engine, mark);
  /* The branching's tie-breaks drew from the engine's own stream, which
   * the walk, say, must find as it left it. Its failures leave no set to
   * weigh. */
  engine->rng = engine_rng;
  engine->fail_set = -1;
  return ok;
}
