/* futo-engine-walk.c: a constraint-weighting local search for the engine
 *
 * At the hardness peak of Latin-square completion the complete search has a
 * heavy tail that no branching rule or propagation has shortened
 * (bench/engine/README.md), while local search on the list-colouring view
 * solves satisfiable peak instances well (Jin and Hao 2019 and the
 * TabuCol line before them). This one is of the breakout family (Morris
 * 1993; PAWS, Thornton et al. 2004): the engine's root propagation leaves
 * every open cell a domain, every open cell holds one value of it, and the
 * constraints between open cells are "line L holds value v at most once"
 * for each row and column L, and each sign between two open cells. (A
 * fixed cell's value is gone from its lines' domains and its signs'
 * bounds hold for every value left, so it takes part in nothing.) Each
 * constraint has a weight, 1 at first; the cost is the weighted sum of the
 * violations, a line counting as many violations as it has extra holders
 * of a value. A move gives one conflicting cell another value of its
 * domain: the best over all conflicting cells, ties broken at random. When
 * no move lowers the cost, an exchange of two cells' values within a line
 * may (futo-engine-walk-swap.c; swaps=0 turns these off); when neither
 * does, a flat move is taken now and then, else every violated constraint
 * gains weight, and the weights above 1 lose one again after every few
 * such rounds, so that old minima are forgotten.
 *
 * score[k][v], the weighted violations that open cell k would take part in
 * if it held v (the other cells as they are), is kept up to date move by
 * move, so that a move's gain is one subtraction, and with it the list of
 * the cells in conflict (whose own value scores above 0). A move updates
 * the O(n) scores of its two lines and its signs. Nothing is allocated
 * once the walk has started; the scores take one integer per open cell and
 * value.
 *
 * Its near misses (local minima with a few violations) are worth more
 * than the walk makes of them: the complete search, with half the board
 * fixed to one, now and then fills in the other half
 * (futo-engine-repair.c). As the portfolio's second search the walk posts
 * them for the first search to repair; with repair=1 it repairs them
 * itself, which is off by default: in its own thread the repairs found
 * solutions sooner in iterations but not in time (bench/engine/README.md,
 * "Fifth round").
 *
 * The walk proves nothing: without a solution it ends at its limit, the
 * caller's cancel or the portfolio's stop word, and a solution is checked
 * against the puzzle before it is reported. Only the usual mode: the marks
 * of Adjacent puzzles are not modelled.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-engine-walk-private.h"

/* Measured on the peak instances (bench/engine/README.md, "Fourth round",
 * has the figures): the weights above 1 lose one after every WALK_SMOOTH
 * rounds of raises (the one setting that matters: a few rounds away from it
 * most walks no longer solve); at a local minimum a random step with
 * probability WALK_NOISE, else a flat move, where there is one, with
 * probability WALK_FLAT (as a fraction of 2^32). Signs start with the
 * weight of a line's value (heavier first weights lost). A walk that has
 * not bettered its fewest violations for WALK_STALL iterations starts again
 * from another first assignment with every weight back to 1: some walks
 * stay at two violations for ever where another seed solves at once (a
 * shorter stall cut walks that were still on their way). */
#define WALK_SMOOTH 7
#define WALK_NOISE  ((uint32_t) (0.01 * 4294967296.0))
#define WALK_FLAT   ((uint32_t) (0.15 * 4294967296.0))
#define WALK_STALL  1000000

/* A near miss is a local minimum with at most WALK_REPAIR_AT violations;
 * one is posted (or with repair=1 repaired) at most every WALK_REPAIR_GAP
 * iterations, so that the walk's own repairs take a bounded share of its
 * time (bench/engine/README.md, "Fifth round", has the figures). */
#define WALK_REPAIR_AT  4
#define WALK_REPAIR_GAP 1000

static inline void
add_score (Walk *walk,
           int   k,
           int   v,
           int   delta)
{
  int *score = &walk->score[k * walk->n + v - 1];

  *score += delta;
  if (walk->val[k] == v)
    _futo_engine_walk_set_conflict (walk, k, *score > 0);
}

/* Open cell k (on line) gives up value a / takes value b: the other
 * members' scores for that value change where their count of other holders
 * crosses 0 and 1. */
static void
line_leave (Walk *walk,
            int   line,
            int   k,
            int   a)
{
  int n = walk->n, *count = &walk->count[line * n + a - 1], w = walk->weight[line * n + a - 1];
  int *holder = &walk->holder[line * n + a - 1];
  const int *members = &walk->members[line * n];

  for (int i = 0; i < walk->line_len[line]; i++)
    {
      if (members[i] == k)
        continue;
      /* Another holder of a: the line's holder if k was it, and while k
       * was the one other holder its score for a counted the line. */
      if (walk->val[members[i]] == a)
        {
          *holder = members[i];
          if (*count == 2)
            add_score (walk, members[i], a, -w);
        }
      else if (*count == 1)
        add_score (walk, members[i], a, -w);
    }
  if (*count >= 2)
    walk->violations--;
  (*count)--;
}

static void
line_enter (Walk *walk,
            int   line,
            int   k,
            int   b)
{
  int n = walk->n, *count = &walk->count[line * n + b - 1], w = walk->weight[line * n + b - 1];
  const int *members = &walk->members[line * n];

  walk->holder[line * n + b - 1] = k;
  for (int i = 0; i < walk->line_len[line]; i++)
    if (members[i] != k && *count - (walk->val[members[i]] == b) == 0)
      add_score (walk, members[i], b, w);
  if (*count >= 1)
    walk->violations++;
  (*count)++;
}

/* k's value goes from a to b: the values of the other side of each of its
 * signs that are violated change between a and b. */
static void
signs_move (Walk *walk,
            int   k,
            int   a,
            int   b)
{
  for (int j = 0; j < walk->n_signs_of[k]; j++)
    {
      int s = walk->signs_of[k * 4 + j], w = walk->weight[2 * walk->n * walk->n + s];
      int lo = walk->sign_lo[s], hi = walk->sign_hi[s];

      if (lo == k)
        {
          /* hi's value v is violated while v <= lo's. */
          walk->violations += (b >= walk->val[hi]) - (a >= walk->val[hi]);
          for (int v = (a < b ? a : b) + 1; v <= (a < b ? b : a); v++)
            add_score (walk, hi, v, a < b ? w : -w);
        }
      else
        {
          /* lo's value v is violated while v >= hi's. */
          walk->violations += (walk->val[lo] >= b) - (walk->val[lo] >= a);
          for (int v = a < b ? a : b; v < (a < b ? b : a); v++)
            add_score (walk, lo, v, a < b ? -w : w);
        }
    }
}

static void
move (Walk *walk,
      int   k,
      int   b)
{
  int a = walk->val[k];

  line_leave (walk, walk->lines[2 * k], k, a);
  line_leave (walk, walk->lines[2 * k + 1], k, a);
  line_enter (walk, walk->lines[2 * k], k, b);
  line_enter (walk, walk->lines[2 * k + 1], k, b);
  signs_move (walk, k, a, b);
  walk->val[k] = (uint8_t) b;
  _futo_engine_walk_set_conflict (walk, k, walk->score[k * walk->n + b - 1] > 0);
}

/* Adds delta to the weight of constraint id and to the scores it makes. */
static void
raise_weight (Walk *walk,
              int   id,
              int   delta)
{
  int n = walk->n;

  walk->weight[id] += delta;
  if (walk->weight[id] == 2 && delta > 0)
    walk->raised[walk->n_raised++] = id;
  if (id < 2 * n * n)
    {
      int line = id / n, v = id % n + 1, count = walk->count[id];
      const int *members = &walk->members[line * n];

      for (int i = 0; i < walk->line_len[line]; i++)
        if (count - (walk->val[members[i]] == v) >= 1)
          add_score (walk, members[i], v, delta);
    }
  else
    {
      int s = id - 2 * n * n, lo = walk->sign_lo[s], hi = walk->sign_hi[s];

      for (int v = walk->val[hi]; v <= n; v++)
        add_score (walk, lo, v, delta);
      for (int v = 1; v <= walk->val[lo]; v++)
        add_score (walk, hi, v, delta);
    }
}

/* Every violated constraint gains 1 (each once: the stamp). */
static void
raise_violated (Walk *walk)
{
  int n = walk->n;

  walk->round++;
  /* Raising a violated constraint raises only the scores of values other
   * than their cells' or of cells already in conflict: the list stays. */
  for (int i = 0; i < walk->n_conflict; i++)
    {
      int k = walk->conflict[i], v = walk->val[k];

      for (int side = 0; side < 2; side++)
        {
          int id = walk->lines[2 * k + side] * n + v - 1;

          if (walk->count[id] >= 2 && walk->stamp[id] != walk->round)
            {
              walk->stamp[id] = walk->round;
              raise_weight (walk, id, 1);
            }
        }
      for (int j = 0; j < walk->n_signs_of[k]; j++)
        {
          int s = walk->signs_of[k * 4 + j], id = 2 * n * n + s;

          if (walk->val[walk->sign_lo[s]] >= walk->val[walk->sign_hi[s]]
              && walk->stamp[id] != walk->round)
            {
              walk->stamp[id] = walk->round;
              raise_weight (walk, id, 1);
            }
        }
    }
}

/* Every weight above 1 loses 1. */
static void
smooth_weights (Walk *walk)
{
  int kept = 0;

  /* In the order of the constraints, as the scan of them all that this
   * list replaces (a seventh of the walk's time) went: the order of the
   * score changes orders the list of cells in conflict, which breaks
   * ties. The list stays sorted from one smoothing to the next but for
   * the few raised since, so insertion sorts it. */
  for (int i = 1; i < walk->n_raised; i++)
    {
      int id = walk->raised[i], j = i;

      for (; j > 0 && walk->raised[j - 1] > id; j--)
        walk->raised[j] = walk->raised[j - 1];
      walk->raised[j] = id;
    }
  for (int i = 0; i < walk->n_raised; i++)
    {
      int id = walk->raised[i];

      raise_weight (walk, id, -1);
      if (walk->weight[id] > 1)
        walk->raised[kept++] = id;
    }
  walk->n_raised = kept;
}

/* The best move over all cells in conflict, ties at random, and its gain
 * (negative: better). An open cell has two values or more: there is one. */
static void
best_move (Walk *walk,
           int  *cell,
           int  *value,
           int  *gain)
{
  const FutoSet *dom = walk->engine->dom;
  const int *conflict = walk->conflict, *cell_of = walk->cell_of;
  int n = walk->n, ties = 0, best_cell = -1, best_value = 0, best_gain = 0;

  /* The best so far in locals: through the pointers every score read
   * would have to reload them. */
  for (int i = 0; i < walk->n_conflict; i++)
    {
      int k = conflict[i], now = walk->val[k];
      const int *score = &walk->score[k * n];
      int base = score[now - 1];
      FutoSet others = dom[cell_of[k]] & ~FUTO_SET_BIT (now);

      for (; others != 0; others &= others - 1)
        {
          int v = __builtin_ctzll (others) + 1, delta = score[v - 1] - base;

          if (ties == 0 || delta < best_gain)
            best_cell = k, best_value = v, best_gain = delta, ties = 1;
          else if (delta == best_gain && _futo_engine_walk_random (walk, (uint32_t) ++ties) == 0)
            best_cell = k, best_value = v;
        }
    }
  *cell = best_cell;
  *value = best_value;
  *gain = best_gain;
}

static bool
report (Walk *walk)
{
  Engine *engine = walk->engine;

  for (int cell = 0; cell < engine->cells; cell++)
    engine->values[cell] = (uint8_t) futo_set_min (engine->dom[cell]);
  for (int k = 0; k < walk->open; k++)
    engine->values[walk->cell_of[k]] = walk->val[k];
  if (!futo_puzzle_is_solution (engine->puzzle, engine->values))
    return false;
  _futo_runner_solution (&engine->runner, engine->values);
  return true;
}

static void
audit_stop (Walk       *walk,
            const char *wrong)
{
  FutoRunResult *result = walk->engine->runner.result;

  walk->engine->runner.stopped = true;
  result->status = FUTO_STATUS_GAVE_UP;
  snprintf (result->message, sizeof result->message, "walkaudit: %s went wrong", wrong);
}

static bool
audit_failed (Walk *walk)
{
  const char *wrong = _futo_engine_walk_audit (walk);

  if (wrong != NULL)
    audit_stop (walk, wrong);
  return wrong != NULL;
}

/* At a near miss: the values of every cell in engine->values, posted to
 * the first search when this walk is the portfolio's second one, and with
 * repair=1 repaired here. True when the repair found a solution, now the
 * walk's values. */
static bool
near_miss (Walk *walk,
           bool  repairing,
           bool  by_rows)
{
  Engine *engine = walk->engine;
  uint64_t rows = 0, cols = 0;
  int line_weight[128] = { 0 }, n = walk->n;

  /* How far each row's, then each column's, weights have risen. */
  for (int id = 0; id < 2 * n * n; id++)
    {
      /* Saturated: a weight only comes back to 1 at a restart. */
      int64_t sum = (int64_t) line_weight[id / n] + walk->weight[id] - 1;

      line_weight[id / n] = sum < INT32_MAX ? (int) sum : INT32_MAX;
    }
  for (int cell = 0; cell < engine->cells; cell++)
    engine->values[cell] = (uint8_t) futo_set_min (engine->dom[cell]);
  for (int k = 0; k < walk->open; k++)
    engine->values[walk->cell_of[k]] = walk->val[k];
  for (int i = 0; i < walk->n_conflict; i++)
    {
      int cell = walk->cell_of[walk->conflict[i]];

      rows |= (uint64_t) 1 << (cell / walk->n);
      cols |= (uint64_t) 1 << (cell % walk->n);
    }
  if (engine->near_misses != NULL)
    _futo_engine_portfolio_post (engine->near_misses, engine->values, rows, cols, line_weight);
  if (!repairing
      || !_futo_engine_repair (engine, engine->values, engine->values, by_rows ? rows : cols,
                               line_weight + (by_rows ? 0 : n), by_rows, &walk->repair_rng))
    return false;
  for (int k = 0; k < walk->open; k++)
    walk->val[k] = engine->values[walk->cell_of[k]];
  return true;
}

/* Open cell k takes value b and, for an exchange, partner takes k's value;
 * gain is what the weighted cost was to change by, which walkaudit=1
 * checks. False when the audit found it did not. */
static bool
step (Walk *walk,
      int   k,
      int   b,
      int   partner,
      int   gain,
      bool  audit)
{
  FutoStats *stats = &walk->engine->runner.result->stats;
  int64_t cost = audit ? _futo_engine_walk_cost (walk) : 0;
  int a = walk->val[k];

  move (walk, k, b);
  if (partner >= 0)
    move (walk, partner, a);
  if (audit && _futo_engine_walk_cost (walk) - cost != gain)
    {
      audit_stop (walk, partner >= 0 ? "the gain of an exchange" : "the gain of a move");
      return false;
    }
  stats->moves++;
  stats->exchanges += partner >= 0;
  if (walk->violations < walk->best)
    {
      walk->best = walk->violations;
      walk->stall = 0;
    }
  if (walk->violations < stats->best_energy)
    stats->best_energy = walk->violations;
  return true;
}

bool
_futo_engine_walk_run (Walk     *walk,
                       uint64_t  iterations)
{
  FutoRunner *runner = &walk->engine->runner;
  FutoStats *stats = &runner->result->stats;
  uint64_t until = iterations > UINT64_MAX - stats->iterations ? UINT64_MAX : stats->iterations + iterations;
  bool audit = walk->audit;

  for (;;)
    {
      int cell = -1, value = 0, gain = 0, swap_cell = -1, partner = -1, swap_gain = 0;
      bool take;

      /* Each step's tables, recomputed (tests only): the one before this
       * iteration was a move, a raise, a smoothing or a restart. Before
       * the budget's end, so that a walk in slices audits every step too. */
      if (audit && audit_failed (walk))
        return true;
      if (walk->n_conflict == 0)
        break;
      if (stats->iterations >= until)
        return false;

      stats->nodes++;
      stats->iterations++;
      /* An iteration looks at every cell in conflict: early in a walk on a
       * large board a few hundred take milliseconds, so a cancel is
       * looked at every time, not with the clock. */
      if (_futo_runner_tick_eager (runner))
        return true;
      if (++walk->stall > walk->stall_limit)
        {
          _futo_engine_walk_start (walk);
          stats->restarts++;
          continue;
        }
      best_move (walk, &cell, &value, &gain);
      take = gain < 0;
      /* No move of one cell betters the cost: an exchange may. */
      if (!take && walk->swapping
          && _futo_engine_walk_best_swap (walk, &swap_cell, &partner, &swap_gain) && swap_gain < 0)
        {
          if (!step (walk, swap_cell, walk->val[partner], partner, swap_gain, audit))
            return true;
          continue;
        }
      if (!take && (walk->repairing || walk->engine->near_misses != NULL) && walk->violations <= WALK_REPAIR_AT
          && stats->iterations - walk->last_repair >= walk->repair_gap)
        {
          walk->last_repair = stats->iterations;
          if (near_miss (walk, walk->repairing, walk->repairs++ % 2 == 0))
            {
              _futo_engine_walk_rebuild (walk);
              continue;
            }
        }
      if (!take && (uint32_t) _futo_engine_random (walk->engine) < WALK_NOISE)
        {
          /* A random step: any conflicting cell, any other value. */
          int k = walk->conflict[_futo_engine_walk_random (walk, (uint32_t) walk->n_conflict)];
          FutoSet others = walk->engine->dom[walk->cell_of[k]] & ~FUTO_SET_BIT (walk->val[k]);

          for (uint32_t pick = _futo_engine_walk_random (walk, (uint32_t) futo_set_count (others)); pick > 0; pick--)
            others &= others - 1;
          cell = k;
          value = __builtin_ctzll (others) + 1;
          gain = walk->score[k * walk->n + value - 1] - walk->score[k * walk->n + walk->val[k] - 1];
          take = true;
        }
      else if (!take && gain == 0 && (uint32_t) _futo_engine_random (walk->engine) < WALK_FLAT)
        take = true;
      if (take)
        {
          if (!step (walk, cell, value, -1, gain, audit))
            return true;
          continue;
        }
      raise_violated (walk);
      if (++walk->raises >= walk->smooth)
        {
          walk->raises = 0;
          smooth_weights (walk);
        }
    }
  if (!report (walk))
    {
      runner->stopped = true;
      runner->result->status = FUTO_STATUS_GAVE_UP;
      strcpy (runner->result->message, "the local search reached an assignment that is no solution");
    }
  return true;
}

Walk *
_futo_engine_walk_new (Engine *engine)
{
  FutoRunner *runner = &engine->runner;
  Walk *walk;
  double gap, smooth, stall;

  if (engine->adjacent)
    {
      strcpy (runner->result->message, "the local search does not handle Adjacent puzzles");
      return NULL;
    }
  walk = calloc (1, sizeof *walk);
  if (walk == NULL || !_futo_engine_walk_init (walk, engine))
    {
      _futo_engine_walk_free (walk);
      strcpy (runner->result->message, "out of memory");
      return NULL;
    }
  walk->audit = _futo_runner_param (runner, "walkaudit", 0) != 0;
  walk->repairing = _futo_runner_param (runner, "repair", 0) != 0;
  gap = _futo_runner_param (runner, "repairgap", WALK_REPAIR_GAP);
  walk->repair_gap = gap > 0 ? (uint64_t) gap : 0;
  walk->swapping = _futo_runner_param (runner, "swaps", 1) != 0;
  smooth = _futo_runner_param (runner, "walksmooth", WALK_SMOOTH);
  stall = _futo_runner_param (runner, "walkstall", WALK_STALL);
  /* Written so that nan reads as the least. */
  walk->smooth = smooth >= 1000 ? 1000 : smooth >= 1 ? (int) smooth : 1;
  walk->stall_limit = stall >= 1e18 ? UINT64_MAX : stall >= 1 ? (uint64_t) stall : 1;
  _futo_engine_walk_start (walk);
  if (walk->audit)
    _futo_engine_walk_audit_begin (walk);
  runner->result->stats.best_energy = walk->violations;
  return walk;
}

void
_futo_engine_walk_free (Walk *walk)
{
  if (walk == NULL)
    return;
  _futo_engine_walk_clear (walk);
  free (walk);
}

void
_futo_engine_walk (Engine *engine)
{
  Walk *walk = _futo_engine_walk_new (engine);

  if (walk != NULL)
    _futo_engine_walk_run (walk, UINT64_MAX);
  _futo_engine_walk_free (walk);
}
