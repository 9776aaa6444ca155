/* futo-engine-portfolio.c: a second search on a second thread, for hard solves
 *
 * At the hardness peak the time to a solution is heavy-tailed: the same
 * instance takes a thousand nodes with one seed and a million with another
 * (bench/engine/README.md). Two different searches, run at once, finish
 * when the luckier one does, which the tail rewards far more than the
 * halved share of each. The second differs in its seed and, unless the
 * caller set one, in its restart unit (128 failures instead of 32: on the
 * peak classes the two units solved different instances).
 *
 * So that easy puzzles pay nothing, the second search starts only when the
 * first has spent a node budget (spawn=N, 10 000 nodes by default: 0.1 s
 * at the peak); the first one to finish, with a solution or with the proof
 * that there is none, stops the other. Only single-solution runs with
 * restarts, without events and without a node or assignment limit use it:
 * counting and uniqueness proofs, traced runs and runs limited by counts
 * stay on one thread and deterministic per seed. threads=1 turns it off.
 *
 * The statistics of the result are the sums over both searches, so that
 * nodes and failures still count all the work done.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

#include "futo-engine-private.h"

typedef struct _EnginePortfolio
{
  thrd_t            thread;
  bool              tried;    /* engine_portfolio_start ran: it starts once at most */
  bool              started;
  atomic_int        stop;     /* first search → second: stop now */
  atomic_int        finished; /* second search → first: it has the answer */
  const FutoPuzzle *puzzle;
  FutoRunOptions    options;  /* the second search's */
  FutoRunResult     result;
  char             *params;   /* options.params, with the second restart unit */
} EnginePortfolio;

static int
second_search (void *data)
{
  EnginePortfolio *portfolio = data;
  FutoRunResult *result = &portfolio->result;

  engine_solve (portfolio->puzzle, &portfolio->options, result, NULL);
  if (result->status == FUTO_STATUS_SOLVED || result->status == FUTO_STATUS_UNSATISFIABLE)
    atomic_store (&portfolio->finished, 1);
  return 0;
}

EnginePortfolio *
engine_portfolio_new (const FutoPuzzle     *puzzle,
                      const FutoRunOptions *options)
{
  EnginePortfolio *portfolio;

  if (options->solution_limit != 1 || options->on_event != NULL || options->node_limit != 0
      || options->assignment_limit != 0)
    return NULL;
  portfolio = calloc (1, sizeof *portfolio);
  if (portfolio == NULL)
    return NULL; /* one thread will do */
  portfolio->puzzle = puzzle;
  portfolio->options = *options;
  /* Another stream of tie-breaks; the first search's cancel flag and clock
   * stop it through engine_portfolio_finish. */
  portfolio->options.seed = options->seed ^ 0xD1B54A32D192ED03ULL;
  portfolio->options.cancel = &portfolio->stop;
  portfolio->options.on_progress = NULL;
  if (options->params == NULL || strstr (options->params, "luby=") == NULL)
    {
      const char *given = options->params != NULL ? options->params : "";
      size_t size = strlen (given) + sizeof ",luby=128";

      portfolio->params = malloc (size);
      if (portfolio->params == NULL)
        {
          free (portfolio);
          return NULL;
        }
      snprintf (portfolio->params, size, "%s%sluby=128", given, *given != '\0' ? "," : "");
      portfolio->options.params = portfolio->params;
    }
  atomic_init (&portfolio->stop, 0);
  atomic_init (&portfolio->finished, 0);
  futo_run_result_init (&portfolio->result);
  portfolio->result.size = puzzle->size;
  return portfolio;
}

void
engine_portfolio_start (EnginePortfolio *portfolio,
                        double           elapsed)
{
  double limit = portfolio->options.time_limit;

  if (portfolio->tried)
    return;
  portfolio->tried = true;
  if (limit > 0)
    {
      if (limit - elapsed <= 0)
        return;
      portfolio->options.time_limit = limit - elapsed;
    }
  portfolio->started = thrd_create (&portfolio->thread, second_search, portfolio) == thrd_success;
}

bool
engine_portfolio_finished (const EnginePortfolio *portfolio)
{
  return atomic_load_explicit (&portfolio->finished, memory_order_relaxed) != 0;
}

static void
add_stats (FutoStats       *to,
           const FutoStats *from)
{
  to->nodes += from->nodes;
  to->assignments += from->assignments;
  to->backtracks += from->backtracks;
  to->removed_values += from->removed_values;
  to->propagations += from->propagations;
  to->restarts += from->restarts;
}

void
engine_portfolio_finish (EnginePortfolio *portfolio,
                         FutoRunner      *runner,
                         bool            *exhausted)
{
  FutoRunResult *second = &portfolio->result;

  if (portfolio->started)
    {
      atomic_store (&portfolio->stop, 1);
      thrd_join (portfolio->thread, NULL);
      add_stats (&runner->result->stats, &second->stats);
      /* The first search's own answer stands when it has one. */
      if (runner->result->solution_count == 0 && !*exhausted)
        {
          if (second->status == FUTO_STATUS_SOLVED && second->stored > 0)
            futo_runner_solution (runner, second->solutions[0]);
          else if (second->status == FUTO_STATUS_UNSATISFIABLE)
            *exhausted = true;
        }
    }
  futo_run_result_clear (second);
  free (portfolio->params);
  free (portfolio);
}
