/* futo-engine-share.c: a local search of the first search's own, in slices of its time
 *
 * In the portfolio (futo-engine-portfolio.c) the first search is the
 * complete one and the second the local search. At the hardness peak the
 * complete search seldom finishes once it has run a while, and the local
 * search's run time is heavy-tailed: some walks end early, others not after
 * a hundred times as many iterations (bench/engine/README.md). Two walks
 * with different seeds finish when the luckier one does, which cuts that
 * tail far more than the complete search's chances at that stage add.
 * But the complete search is what proves that a puzzle has no solution,
 * so it cannot give its thread away. It shares it: once it has spent
 * sharefrom=N nodes (20 000 by default) without an answer, it hands a
 * walk of its own share=P percent of the thread's time (75 by default), in
 * short slices between its nodes, and goes on with the rest. It is still
 * complete, only slower (a proof that needs more than those nodes takes
 * 100 / (100 - P) times as long); puzzles it answers early never see the
 * walk. share=0 turns it off. On paper_50_400_1600 it solved more
 * instances within the bench's time limit and halved the median, and
 * paper_40_400_950 did not change beyond the noise (bench/engine/README.md,
 * "Seventh round", has the figures).
 *
 * The walk runs on an engine of its own (its root domains must stay as
 * the root left them while the complete search branches), with its own
 * seed, and its solution is checked before it is reported, as the second
 * search's is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>

#include "futo-engine-private.h"

/* The walk looks at the clock after this many iterations (a few
 * milliseconds on the largest boards), and the complete search after this
 * many nodes. */
#define SHARE_CHUNK 1024
#define SHARE_NODES 1024

/* The longest slice, in seconds: the complete search (and with it the
 * caller's progress reports) waits no longer than this, even when the
 * time since the last slice was long (a thread descheduled or stopped). */
#define SHARE_SLICE_MAX 0.1

struct _EngineShare
{
  Engine         engine;
  FutoRunOptions options;
  FutoRunResult  result;
  char          *params;
  Walk          *walk;
  bool           begun;    /* the engine and the walk exist (or failed to) */
  bool           ended;    /* the walk will take no more slices */
  bool           ran;      /* the walk has had a slice: it counts as a search */
  int            percent;  /* of the thread's time the walk takes */
  double         since;    /* when the complete search last took the thread back */
};

EngineShare *
_futo_engine_share_new (const FutoPuzzle     *puzzle,
                        const FutoRunOptions *options,
                        FutoRunner           *reader,
                        uint64_t             *from_nodes)
{
  EngineShare *share;
  double percent = _futo_runner_param (reader, "share", 75);
  double from = _futo_runner_param (reader, "sharefrom", 20000);

  /* Where the portfolio's second search is not the walk, neither is this.
   * (Written so that share=nan reads as off.) */
  if (!(percent > 0) || puzzle->mode == FUTO_MODE_ADJACENT || _futo_runner_param (reader, "walk", -1) == 0)
    return NULL;
  share = calloc (1, sizeof *share);
  if (share == NULL)
    return NULL;
  share->params = _futo_engine_walk_params (options);
  if (share->params == NULL)
    {
      free (share);
      return NULL;
    }
  share->options = *options;
  share->options.params = share->params;
  share->options.seed = ENGINE_SHARE_SEED (options->seed);
  share->options.on_progress = NULL;
  share->percent = percent >= 95 ? 95 : percent < 1 ? 1 : (int) percent;
  futo_run_result_init (&share->result);
  share->result.size = puzzle->size;
  *from_nodes = !(from > 0) ? 0 : from >= 1e18 ? UINT64_MAX : (uint64_t) from;
  return share;
}

/* The engine and its walk, the first time the walk gets the thread. */
static void
begin (EngineShare *share,
       Engine      *first)
{
  double limit = share->options.time_limit, elapsed = _futo_runner_clock_now () - first->runner.start;

  share->begun = true;
  share->ended = true;
  if (limit > 0)
    {
      if (limit - elapsed <= 0)
        return;
      share->options.time_limit = limit - elapsed;
    }
  if (!_futo_engine_init (&share->engine, first->puzzle, &share->options, &share->result)
      || !_futo_engine_post_root (&share->engine))
    return;
  share->walk = _futo_engine_walk_new (&share->engine);
  share->ended = share->walk == NULL;
}

bool
_futo_engine_share_slice (EngineShare     *share,
                          Engine          *first,
                          EnginePortfolio *portfolio)
{
  double now = _futo_runner_clock_now (), slice, until;

  first->share_at = first->runner.result->stats.nodes + SHARE_NODES;
  if (!share->begun)
    {
      begin (share, first);
      share->since = _futo_runner_clock_now ();
      return false;
    }
  if (share->ended)
    {
      first->share_at = UINT64_MAX;
      return false;
    }
  /* The walk's time is to the search's since the last slice as percent is
   * to the rest, up to SHARE_SLICE_MAX. */
  slice = (now - share->since) * share->percent / (100 - share->percent);
  until = now + (slice < SHARE_SLICE_MAX ? slice : SHARE_SLICE_MAX);
  share->ran = true;
  do
    share->ended = _futo_engine_walk_run (share->walk, SHARE_CHUNK);
  while (!share->ended && !_futo_engine_portfolio_finished (portfolio) && _futo_runner_clock_now () < until);
  share->since = _futo_runner_clock_now ();
  if (share->result.solution_count == 0)
    return false;
  /* _futo_engine_walk_run reported it to the walk's runner: it is in the walk
   * engine's values, checked against the puzzle. */
  _futo_runner_solution (&first->runner, share->engine.values);
  return true;
}

void
_futo_engine_share_free (EngineShare *share,
                         FutoStats   *stats)
{
  if (share == NULL)
    return;
  if (share->begun)
    {
      /* A walk that never had a slice did no search. */
      share->result.stats.searches = share->ran ? 1 : 0;
      _futo_engine_stats_add (stats, &share->result.stats);
      _futo_engine_walk_free (share->walk);
      _futo_engine_clear (&share->engine);
    }
  futo_run_result_clear (&share->result);
  free (share->params);
  free (share);
}
