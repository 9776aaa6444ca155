/* futo-engine.c: Futoshiki Lab's own engine, built to be the fastest
 *
 * Not from one paper: the well-tried parts of the quasigroup-completion
 * literature, put together and measured one by one (bench/engine/README.md):
 *   - the Latin square in its three views (cell → values, row + value →
 *     columns, column + value → rows) kept in step, so that naked and hidden
 *     singles and wipe-outs are seen in all three at once (the "dual" or 3-D
 *     model of Dotu, del Val and Cebrián, 2003) — futo-engine-prop.c;
 *   - bounds consistency on the signs, to a fixpoint along sign chains (in
 *     Adjacent puzzles: arc consistency across the marks, and the values
 *     next to a fixed one taken from its unmarked neighbours);
 *   - generalised arc consistency for each all-different of the three views
 *     by bipartite matching (Régin 1994), kept incremental
 *     (futo-engine-gac.c);
 *   - binary branching (cell = value, then cell ≠ value) on the open set of
 *     any of the three views with the smallest size over conflict weight
 *     (dom/wdeg of Boussemart et al. 2004, the weights on the exactly-one
 *     constraints that the sets are), taking in it the pair closest to
 *     being forced (futo-engine-branch.c);
 *   - to find one solution: random tie-breaking with Luby restarts (Gomes,
 *     Selman and Kautz 1998), the weights kept across restarts;
 *   - when one solution is wanted and the search has spent 10 000 nodes: a
 *     second search on a second thread, the first to finish stopping the
 *     other (futo-engine-portfolio.c): a constraint-weighting local search
 *     from the root's domains (futo-engine-walk.c), which solves the
 *     hardness-peak instances where this search's heavy tail does not end,
 *     or in Adjacent puzzles the same complete search with other
 *     tie-breaks; and from 20 000 nodes the first search gives three
 *     quarters of its own thread to a walk of its own, in slices
 *     (futo-engine-share.c), since two walks cut the walk's heavy tail far
 *     more than the complete search's chances add by then; which one
 *     answers depends on the timing, so a puzzle with several solutions
 *     may then get a different one from run to run;
 *   - to count or prove uniqueness (solution_limit ≠ 1): the same search
 *     without restarts, so that no solution is counted twice and the
 *     exhausted tree is the proof. (Restart-safe nogoods would allow
 *     restarts here too; the small puzzles where counting matters do not
 *     need them.)
 *   - a trail of removed (cell, value) pairs instead of copies, an explicit
 *     stack of decisions, and a list of the open sets kept in step with the
 *     trail so that branching scans only those: nothing is allocated once
 *     the search starts; memory is O(n²) plus the trail and the stack,
 *     each bounded by the n³ pairs (twice over with the second search), and
 *     never grows with the run time.
 * Measured and taken out again because they lost on the benchmark or made
 * no difference beyond its noise (bench/engine/README.md has the figures):
 * probing the pairs of the best sets before branching, phase saving,
 * maximum solution-density branching, nogoods recorded at restarts,
 * last-conflict branching, geometric restarts, singleton consistency at the
 * root, branching on cells only, activity-based branching, failed-value
 * detection inside the search.
 *
 * Parameters (options->params): restarts=0 turns restarts off; luby=N sets
 * the restart unit in failures (default 32); gac=0 turns the matching off
 * and gacfam=MASK keeps only some families (1 rows, 2 columns, 4 values);
 * threads=1 keeps to one search and threads=N runs N - 1 others beside the
 * first (each the walk, with its own seed; 2 threads by default),
 * spawn=N starts them after N nodes;
 * share=P gives the first search's own walk P percent of its thread (75 by
 * default, at most 95; 0 turns it off), from sharefrom=N nodes (20 000; not
 * before spawn=, as it only starts once the second search has);
 * walk=0 makes the second the complete search in the usual mode too, and
 * walk=1 runs the local search alone on one thread (never a proof: without
 * a solution it ends at its limit or gives up; its iterations are the
 * nodes); nearrepair=1 makes the first search repair the second's near
 * misses (futo-engine-repair.c) and repair=1 lets the local search repair
 * them itself (both off by default: neither paid for its time on the
 * benchmark, "Fifth round"), repairgap=N at most every N iterations (1000
 * by default; 0 for tests, so that every near miss has one); swaps=0 keeps
 * the local search to moves of one cell (without its exchanges of two
 * cells' values within a line, "Sixth round"); walksmooth=N sets the
 * local search's rounds of raises between smoothings (7) and walkstall=N
 * its iterations without a new fewest before it starts again (1 000 000),
 * for measuring ("Eighth round"); walkaudit=1
 * makes the local search recompute its tables after every step and give
 * up naming the first one that went wrong (for tests: it costs O(n³) a
 * step). The seed only breaks ties (and drives the local search).
 *
 * Events: PRUNE for every removal with its reason (GIVEN, ROW, COLUMN and
 * SIGN with the cell that caused it, NO_MARK for an unmarked neighbour of an
 * Adjacent puzzle, HIDDEN_ROW / HIDDEN_COLUMN, MATCHING,
 * DECISION for a refuted branch),
 * RESTORE for every undone removal, ASSIGN for each decision, UNASSIGN and
 * BACKTRACK when it is undone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-engine-private.h"

/* The longest Luby runs (in restart units) that a repair may cut short. */
#define NEAR_RUN_MAX 8

/* The Luby sequence 1 1 2 1 1 2 4 1 1 2 …, i from 1. */
static uint64_t
luby (uint64_t i)
{
  for (;;)
    {
      uint64_t k = 1;

      while (((uint64_t) 1 << k) - 1 < i)
        k++;
      if (i == ((uint64_t) 1 << k) - 1)
        return (uint64_t) 1 << (k - 1);
      i -= ((uint64_t) 1 << (k - 1)) - 1;
    }
}

static void
bump_weight (Engine *engine)
{
  if (engine->fail_set >= 0)
    engine->weight[engine->fail_set]++;
  engine->fail_set = -1;
}

static bool
report_solution (Engine *engine)
{
  for (int i = 0; i < engine->cells; i++)
    engine->values[i] = (uint8_t) futo_set_min (engine->dom[i]);
  return _futo_runner_solution (&engine->runner, engine->values);
}

/* Undoes the top frame's branch; returns false when the stack is empty. */
static bool
backtrack (Engine *engine,
           bool   *consistent)
{
  FutoStats *stats = &engine->runner.result->stats;

  while (engine->depth > 0)
    {
      EngineFrame *frame = &engine->frames[engine->depth - 1];

      _futo_engine_undo_to (engine, frame->mark);
      if (frame->branch == 0)
        {
          _futo_runner_emit (&engine->runner, FUTO_EVENT_UNASSIGN, FUTO_REASON_NONE, frame->cell, -1,
                             frame->value, (int) engine->depth);
          frame->branch = 1;
          stats->nodes++;
          *consistent = _futo_engine_remove (engine, frame->cell, frame->value, FUTO_REASON_DECISION, -1)
                        && _futo_engine_propagate (engine);
          if (!*consistent)
            _futo_engine_clear_queue (engine);
          return true;
        }
      engine->depth--;
      _futo_runner_emit (&engine->runner, FUTO_EVENT_BACKTRACK, FUTO_REASON_NONE, frame->cell, -1,
                         frame->value, (int) engine->depth);
    }
  return false;
}

static void
restart (Engine *engine)
{
  engine->runner.result->stats.restarts++;
  if (engine->depth > 0)
    _futo_engine_undo_to (engine, engine->frames[0].mark);
  engine->depth = 0;
  _futo_runner_emit (&engine->runner, FUTO_EVENT_BACKTRACK, FUTO_REASON_NONE, -1, -1, 0, 0);
}

/* Depth-first search over binary branches with an explicit stack. Returns
 * true when the space was exhausted. */
static bool
search (Engine *engine,
        bool    restarts,
        uint64_t unit)
{
  FutoStats *stats = &engine->runner.result->stats;
  bool consistent = true;
  uint64_t run = 1, failures = 0, allowed = restarts ? unit * luby (1) : 0;

  for (;;)
    {
      EngineChoice choice;

      if (_futo_runner_tick_eager (&engine->runner))
        return false;
      if (engine->portfolio != NULL && stats->nodes >= engine->spawn_at)
        {
          if (_futo_engine_portfolio_finished (engine->portfolio))
            return false;
          _futo_engine_portfolio_start (engine->portfolio, _futo_runner_clock_now () - engine->runner.start);
          /* A repair of the walk's near miss needs the root: the dive so
           * far is given up, as at a restart, but only in the short runs
           * of the Luby sequence, so that the long ones, which make the
           * search complete, still run to their end. */
          if (consistent && allowed <= unit * NEAR_RUN_MAX
              && _futo_engine_portfolio_wants_repair (engine->portfolio, engine))
            {
              /* Not counted again for each further try at the root. */
              if (engine->depth > 0)
                restart (engine);
              if (_futo_engine_portfolio_repair (engine->portfolio, engine))
                return false;
              continue;
            }
          if (stats->nodes >= engine->share_at && _futo_engine_share_slice (engine->share, engine, engine->portfolio))
            return false;
        }
      if (!consistent)
        {
          stats->backtracks++;
          bump_weight (engine);
          if (restarts && ++failures >= allowed)
            {
              failures = 0;
              allowed = unit * luby (++run);
              restart (engine);
              consistent = true;
              continue;
            }
          if (!backtrack (engine, &consistent))
            return true;
          continue;
        }
      choice = _futo_engine_choose (engine);
      if (choice.cell < 0)
        {
          if (report_solution (engine))
            return false;
          consistent = false;
          stats->backtracks--; /* a solution is not a dead end */
          engine->fail_set = -1;
          continue;
        }
      engine->frames[engine->depth++] = (EngineFrame) { engine->trail_len, choice.cell, choice.value, 0 };
      stats->nodes++;
      stats->assignments++;
      _futo_runner_emit (&engine->runner, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, choice.cell, -1,
                         choice.value, (int) engine->depth);
      consistent = _futo_engine_assign (engine, choice.cell, choice.value, FUTO_REASON_DECISION, -1)
                   && _futo_engine_propagate (engine);
      if (!consistent)
        _futo_engine_clear_queue (engine);
    }
}

void
_futo_engine_clear (Engine *engine)
{
  if (engine->gac != NULL)
    _futo_engine_gac_clear (engine);
  _futo_engine_prop_clear (engine);
  free (engine->weight);
  free (engine->frames);
  free (engine->values);
}

bool
_futo_engine_init (Engine               *engine,
                   const FutoPuzzle     *puzzle,
                   const FutoRunOptions *options,
                   FutoRunResult        *result)
{
  size_t n = (size_t) puzzle->size, cells = n * n;

  memset (engine, 0, sizeof *engine);
  _futo_runner_init (&engine->runner, puzzle, options, result);
  engine->puzzle = puzzle;
  engine->n = puzzle->size;
  engine->cells = (int) cells;
  engine->fail_set = -1;
  engine->rng = options->seed * 0x9E3779B97F4A7C15ULL + 0x2545F4914F6CDD1DULL;
  if (engine->rng == 0)
    engine->rng = 1;
  engine->weight = malloc (3 * cells * sizeof *engine->weight);
  /* Every frame on the stack removed at least one value below it. */
  engine->frames = malloc ((cells * n + 1) * sizeof *engine->frames);
  engine->values = malloc (cells);
  if (!_futo_engine_prop_init (engine) || !engine->weight || !engine->frames || !engine->values)
    return false;
  for (size_t i = 0; i < 3 * cells; i++)
    engine->weight[i] = 1;
  if (_futo_runner_param (&engine->runner, "gac", 1) != 0 && !_futo_engine_gac_init (engine))
    return false;
  return true;
}

void
_futo_engine_solve (const FutoPuzzle     *puzzle,
                    const FutoRunOptions *options,
                    FutoRunResult        *result,
                    EnginePortfolio      *portfolio,
                    const atomic_int     *stop_also,
                    EnginePortfolio      *near_misses)
{
  Engine engine;
  bool exhausted = true, restarts;
  uint64_t unit;

  if (!_futo_engine_init (&engine, puzzle, options, result))
    {
      _futo_engine_clear (&engine);
      if (portfolio != NULL)
        _futo_engine_portfolio_finish (portfolio, &engine.runner, &exhausted);
      result->status = FUTO_STATUS_GAVE_UP;
      strcpy (result->message, "out of memory");
      return;
    }
  engine.runner.stop_also = stop_also;
  engine.near_misses = near_misses;
  /* Restarts would visit solutions again: only when one is enough. */
  restarts = options->solution_limit == 1 && _futo_runner_param (&engine.runner, "restarts", 1) != 0;
  if (restarts && portfolio != NULL)
    {
      engine.portfolio = portfolio;
      engine.spawn_at = (uint64_t) _futo_runner_param (&engine.runner, "spawn", 10000);
      engine.share = _futo_engine_share_new (puzzle, options, &engine.runner, &engine.share_at);
    }
  if (engine.share == NULL)
    engine.share_at = UINT64_MAX;
  unit = (uint64_t) _futo_runner_param (&engine.runner, "luby", 32);
  if (unit == 0)
    unit = 1;
  if (_futo_runner_param (&engine.runner, "walk", -1) == 1)
    {
      /* The local search alone proves nothing, not even at the root, and
       * finds one solution: it cannot count. */
      if (options->solution_limit != 1)
        strcpy (result->message, "walk=1 looks for one solution; it cannot count solutions");
      else if (_futo_engine_post_root (&engine))
        _futo_engine_walk (&engine);
      else
        strcpy (result->message, "propagation at the root left a cell without values");
      exhausted = false;
    }
  else if (_futo_engine_post_root (&engine))
    exhausted = search (&engine, restarts, unit);
  _futo_engine_share_free (engine.share, &result->stats);
  if (portfolio != NULL)
    _futo_engine_portfolio_finish (portfolio, &engine.runner, &exhausted);
  _futo_runner_finish (&engine.runner, exhausted);
  _futo_engine_clear (&engine);
}

char *
_futo_engine_walk_params (const FutoRunOptions *options)
{
  const char *given = options->params != NULL ? options->params : "";
  size_t size = strlen (given) + sizeof "walk=1,";
  char *params = malloc (size);

  /* walk=1 first, so that it wins over a walk= of the caller's (the first
   * of a key counts). */
  if (params != NULL)
    snprintf (params, size, "walk=1%s%s", *given != '\0' ? "," : "", given);
  return params;
}

static void
engine_run (const FutoPuzzle     *puzzle,
            const FutoRunOptions *options,
            FutoRunResult        *result)
{
  FutoRunner runner;
  EnginePortfolio *portfolio = NULL;

  /* Only to read the parameters. */
  _futo_runner_init (&runner, puzzle, options, result);
  if (_futo_runner_param (&runner, "threads", 2) >= 2 && _futo_runner_param (&runner, "restarts", 1) != 0
      && _futo_runner_param (&runner, "walk", -1) != 1)
    portfolio = _futo_engine_portfolio_new (puzzle, options);
  _futo_engine_solve (puzzle, options, result, portfolio, NULL, NULL);
}

const FutoAlgorithm _futo_algorithm_lab = {
  .id = "lab",
  /* Translators: the name of this app's own solver */
  .name = FUTO_N_ ("Futoshiki Lab engine"),
  .description = FUTO_N_ ("Three synchronised views, sign bounds, all-different by matching, "
                          "weighted binary branching with restarts"),
  /* Translators: where the app's own solver comes from; the names and
   * years are citations, keep them */
  .reference = FUTO_N_ ("Futoshiki Lab's own engine (after Dotu et al. 2003, Régin 1994, "
                        "Boussemart et al. 2004, Gomes et al. 1998)"),
  .complete = true,
  .stochastic = false,
  .supports_adjacent = true,
  .node_count = FUTO_NODE_COUNT_DECISIONS,
  .run = engine_run,
};
