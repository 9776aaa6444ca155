/* futo-engine-portfolio.c: a second search on a second thread, for hard solves
 *
 * At the hardness peak the time to a solution is heavy-tailed: the same
 * instance takes a thousand nodes with one seed and a million with another,
 * and some are out of the complete search's reach (bench/engine/README.md).
 * Two different searches, run at once, finish when the luckier one does.
 * In the usual mode the second is the local search of futo-engine-walk.c
 * (walk=1 on its own seed), which solves the peak instances that the
 * complete search does not and the others about as fast; it can only find
 * a solution, so a proof that there is none still comes from the first.
 * In Adjacent puzzles (whose marks the local search does not model), or
 * with walk=0, the second is the complete search with another seed and,
 * unless the caller set one, another restart unit (128 failures instead
 * of 32: on the peak classes the two units solved different instances).
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
 * nodes and failures still count all the work done; stats.searches says
 * that two ran. The caller's cancel flag reaches both searches directly.
 *
 * POSIX threads rather than C11 <threads.h>: the sanitizers' runtimes see
 * pthread_create and pthread_join (and so the order they impose) but not
 * glibc's thrd_create, which ThreadSanitizer then cannot check at all.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-engine-private.h"

typedef struct _EnginePortfolio
{
  pthread_t         thread;
  bool              tried;    /* engine_portfolio_start ran: it starts once at most */
  bool              started;
  atomic_int        stop;     /* first search → second: stop now */
  atomic_int        finished; /* second search → first: it has the answer */
  const FutoPuzzle *puzzle;
  FutoRunOptions    options;  /* the second search's */
  FutoRunResult     result;
  char             *params;   /* options.params, with the second restart unit */
} EnginePortfolio;

static void *
second_search (void *data)
{
  EnginePortfolio *portfolio = data;
  FutoRunResult *result = &portfolio->result;

  /* options.cancel is the caller's flag; stop is the first search's word. */
  engine_solve (portfolio->puzzle, &portfolio->options, result, NULL, &portfolio->stop);
  if (result->status == FUTO_STATUS_SOLVED || result->status == FUTO_STATUS_UNSATISFIABLE)
    atomic_store (&portfolio->finished, 1);
  return NULL;
}

EnginePortfolio *
engine_portfolio_new (const FutoPuzzle     *puzzle,
                      const FutoRunOptions *options)
{
  EnginePortfolio *portfolio;
  FutoRunner reader;
  bool walk;

  if (options->solution_limit != 1 || options->on_event != NULL || options->node_limit != 0
      || options->assignment_limit != 0)
    return NULL;
  portfolio = calloc (1, sizeof *portfolio);
  if (portfolio == NULL)
    return NULL; /* one thread will do */
  portfolio->puzzle = puzzle;
  portfolio->options = *options;
  /* Another stream of tie-breaks. It keeps the caller's cancel flag, so a
   * cancel reaches it at once; the first search's clock stops it through
   * engine_portfolio_finish. */
  portfolio->options.seed = ENGINE_SECOND_SEED (options->seed);
  portfolio->options.on_progress = NULL;
  /* Only to read the parameters. */
  futo_runner_init (&reader, puzzle, options, &portfolio->result);
  /* The second search is the local search (walk=1) where it applies, else
   * the complete one with its own restart unit unless the caller set one. */
  walk = puzzle->mode != FUTO_MODE_ADJACENT && futo_runner_param (&reader, "walk", -1) != 0;
  if (walk || futo_runner_param (&reader, "luby", -1) < 0)
    {
      const char *given = options->params != NULL ? options->params : "";
      size_t size = strlen (given) + sizeof ",luby=" + 20;

      portfolio->params = malloc (size);
      if (portfolio->params == NULL)
        {
          free (portfolio);
          return NULL;
        }
      if (walk)
        /* First, so that it wins over a walk= of the caller's (the first
         * of a key counts). */
        snprintf (portfolio->params, size, "walk=1%s%s", *given != '\0' ? "," : "", given);
      else
        snprintf (portfolio->params, size, "%s%sluby=%d", given, *given != '\0' ? "," : "",
                  ENGINE_SECOND_LUBY);
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
  portfolio->started = pthread_create (&portfolio->thread, NULL, second_search, portfolio) == 0;
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
  to->iterations += from->iterations;
  to->moves += from->moves;
  to->searches += from->searches;
  to->repairs += from->repairs;
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
      pthread_join (portfolio->thread, NULL);
      second->stats.searches = 1;
      add_stats (&runner->result->stats, &second->stats);
      /* The first search's own answer stands when it has one. The second's
       * answer is known even when the first stopped at its time limit at
       * the same moment: it is the result then. */
      if (runner->result->solution_count == 0 && !*exhausted)
        {
          if (second->status == FUTO_STATUS_SOLVED && second->stored > 0)
            {
              runner->stopped = false;
              runner->result->message[0] = '\0';
              futo_runner_solution (runner, second->solutions[0]);
            }
          else if (second->status == FUTO_STATUS_SOLVED)
            {
              /* It found one but had no memory to keep it. */
              runner->stopped = true;
              runner->result->status = FUTO_STATUS_GAVE_UP;
              snprintf (runner->result->message, sizeof runner->result->message, "out of memory");
            }
          else if (second->status == FUTO_STATUS_UNSATISFIABLE)
            {
              runner->stopped = false;
              runner->result->message[0] = '\0';
              *exhausted = true;
            }
        }
    }
  futo_run_result_clear (second);
  free (portfolio->params);
  free (portfolio);
}
