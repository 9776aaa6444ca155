/* futo-engine-portfolio.c: a second search on a second thread, for hard solves
 *
 * At the hardness peak the time to a solution is heavy-tailed: the same
 * instance is quick with one seed and orders of magnitude slower with
 * another, and some are out of the complete search's reach
 * (bench/engine/README.md).
 * Two different searches, run at once, finish when the luckier one does.
 * In the usual mode the second is the local search of futo-engine-walk.c
 * (walk=1 on its own seed), which solves the peak instances that the
 * complete search does not and the others about as fast; it can only find
 * a solution, so a proof that there is none still comes from the first.
 *
 * With nearrepair=1 the two also work together. At the peak the first
 * search is slow on the whole board but quick on half of it, and the walk
 * spends most of its time a few violations from a solution. So the walk
 * posts its near misses here (a local minimum with at most four
 * violations, at most one every 1000 iterations), and the first search, in
 * the short runs of its restarts, goes back to its root and repairs the
 * latest (futo-engine-repair.c): half the rows or columns freed, those in
 * conflict among them, the rest fixed to the walk's values, a small
 * complete search. Each near miss gets four tries with other lines freed,
 * and the repairs take at most half of the first search's work, counted in
 * removed values, so that it still proves what has no solution. Off by
 * default: on paper_50_400_1600 it solved some runs that the walk did not
 * and lost about as many that the walk solved close to the limit, and the
 * other peak classes were a little slower with it (bench/engine/README.md,
 * "Fifth round", has the figures).
 *
 * Once the first search has run a while it also shares its own thread
 * with a walk of its own (futo-engine-share.c), so that two walks race
 * where the complete search seldom answers.
 *
 * In Adjacent puzzles (whose marks the local search does not model), or
 * with walk=0, the second is the complete search with another seed and,
 * unless the caller set one, another restart unit (128 failures instead
 * of 32: on the peak classes the two units solved different instances).
 *
 * So that easy puzzles pay nothing, the second search starts only when the
 * first has spent a node budget (spawn=N, 10 000 nodes by default; its time
 * at the peak is in bench/engine/README.md); the first one to finish, with
 * a solution or with the proof that there is none, stops the other. Only
 * single-solution runs with restarts, without events and without a node or
 * assignment limit use it: counting and uniqueness proofs, traced runs and
 * runs limited by counts stay on one thread and deterministic per seed.
 * threads=1 turns it off; threads=N (2 by default) runs N - 1 other
 * searches, each on its own thread with its own seed (up to 15), for
 * machines with more cores: walks are independent, so each one more cuts
 * the heavy tail further. Two stay the default whatever the machine, so
 * that a run's use of it does not depend on where it runs; the bench's
 * machine has two cores.
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

/* Repairs the first search tries from one near miss, each with other
 * random lines freed, before it waits for the next. */
#define NEAR_TRIES 4

/* threads=N runs N - 1 second searches, at most this many. */
#define MAX_SECONDS 15

typedef struct
{
  struct _EnginePortfolio *portfolio;
  pthread_t         thread;
  bool              started;
  FutoRunOptions    options;  /* its seed, params and time limit */
  FutoRunResult     result;
} EngineSecond;

typedef struct _EnginePortfolio
{
  bool              tried;    /* _futo_engine_portfolio_start ran: it starts once at most */
  atomic_int        stop;     /* first search → the others: stop now */
  atomic_int        finished; /* another search → first: it has the answer */
  const FutoPuzzle *puzzle;
  char             *params;   /* the others' options.params, with the second restart unit */
  int               n_seconds;
  EngineSecond      seconds[MAX_SECONDS];

  /* The local search's latest near miss, under near_lock. */
  pthread_mutex_t   near_lock;
  atomic_int        near_fresh;   /* a near miss was posted since the first search took one */
  uint8_t          *near_values;
  uint64_t          near_rows;
  uint64_t          near_cols;
  int               near_weight[128];

  /* The first search's side of the repairs (its thread only). */
  uint8_t          *near_copy;
  uint64_t          copy_rows;
  uint64_t          copy_cols;
  int               copy_weight[128];
  int               tries_left;
  uint64_t          repair_work;  /* values the repairs removed */
  uint64_t          repair_rng;
} EnginePortfolio;

static void *
second_search (void *data)
{
  EngineSecond *second = data;
  EnginePortfolio *portfolio = second->portfolio;
  FutoRunResult *result = &second->result;

  /* options.cancel is the caller's flag; stop is the first search's word.
   * Only one walk posts its near misses for the first search to repair. */
  _futo_engine_solve (portfolio->puzzle, &second->options, result, NULL, &portfolio->stop,
                      portfolio->near_values != NULL && second == portfolio->seconds ? portfolio : NULL);
  if (result->status == FUTO_STATUS_SOLVED || result->status == FUTO_STATUS_UNSATISFIABLE)
    atomic_store (&portfolio->finished, 1);
  return NULL;
}

EnginePortfolio *
_futo_engine_portfolio_new (const FutoPuzzle     *puzzle,
                            const FutoRunOptions *options)
{
  EnginePortfolio *portfolio;
  FutoRunResult scratch;
  FutoRunner reader;
  double threads;
  bool walk, own_params;

  if (options->solution_limit != 1 || options->on_event != NULL || options->node_limit != 0
      || options->assignment_limit != 0)
    return NULL;
  portfolio = calloc (1, sizeof *portfolio);
  if (portfolio == NULL)
    return NULL; /* one thread will do */
  portfolio->puzzle = puzzle;
  /* Only to read the parameters. */
  futo_run_result_init (&scratch);
  _futo_runner_init (&reader, puzzle, options, &scratch);
  threads = _futo_runner_param (&reader, "threads", 2);
  portfolio->n_seconds = threads - 1 > MAX_SECONDS ? MAX_SECONDS : threads >= 2 ? (int) threads - 1 : 1;
  /* The second search is the local search (walk=1) where it applies, else
   * the complete one with its own restart unit unless the caller set one. */
  walk = puzzle->mode != FUTO_MODE_ADJACENT && _futo_runner_param (&reader, "walk", -1) != 0;
  own_params = walk || _futo_runner_param (&reader, "luby", -1) < 0;
  if (walk)
    portfolio->params = _futo_engine_walk_params (options);
  else if (own_params)
    {
      const char *given = options->params != NULL ? options->params : "";
      size_t size = strlen (given) + sizeof ",luby=" + 20;

      portfolio->params = malloc (size);
      if (portfolio->params != NULL)
        snprintf (portfolio->params, size, "%s%sluby=%d", given, *given != '\0' ? "," : "",
                  ENGINE_SECOND_LUBY);
    }
  if (own_params && portfolio->params == NULL)
    {
      free (portfolio);
      return NULL;
    }
  for (int i = 0; i < portfolio->n_seconds; i++)
    {
      EngineSecond *second = &portfolio->seconds[i];

      second->portfolio = portfolio;
      second->options = *options;
      /* Another stream of tie-breaks each. They keep the caller's cancel
       * flag, so a cancel reaches them at once; the first search's clock
       * stops them through _futo_engine_portfolio_finish. */
      second->options.seed = ENGINE_NTH_SEED (options->seed, i);
      second->options.on_progress = NULL;
      if (portfolio->params != NULL)
        second->options.params = portfolio->params;
      futo_run_result_init (&second->result);
      second->result.size = puzzle->size;
    }
  if (walk && _futo_runner_param (&reader, "nearrepair", 0) != 0)
    {
      size_t cells = (size_t) puzzle->size * puzzle->size;

      /* Without them the two searches simply do not cooperate. */
      portfolio->near_values = malloc (cells);
      portfolio->near_copy = malloc (cells);
      if (portfolio->near_values == NULL || portfolio->near_copy == NULL)
        {
          free (portfolio->near_values);
          free (portfolio->near_copy);
          portfolio->near_values = portfolio->near_copy = NULL;
        }
    }
  futo_run_result_clear (&scratch);
  pthread_mutex_init (&portfolio->near_lock, NULL);
  atomic_init (&portfolio->near_fresh, 0);
  portfolio->repair_rng = ENGINE_SECOND_SEED (options->seed) | 1;
  atomic_init (&portfolio->stop, 0);
  atomic_init (&portfolio->finished, 0);
  return portfolio;
}

void
_futo_engine_portfolio_start (EnginePortfolio *portfolio,
                              double           elapsed)
{
  if (portfolio->tried)
    return;
  portfolio->tried = true;
  for (int i = 0; i < portfolio->n_seconds; i++)
    {
      EngineSecond *second = &portfolio->seconds[i];
      double limit = second->options.time_limit;

      if (limit > 0)
        {
          if (limit - elapsed <= 0)
            return;
          second->options.time_limit = limit - elapsed;
        }
      second->started = pthread_create (&second->thread, NULL, second_search, second) == 0;
    }
}

bool
_futo_engine_portfolio_finished (const EnginePortfolio *portfolio)
{
  return atomic_load_explicit (&portfolio->finished, memory_order_relaxed) != 0;
}

void
_futo_engine_portfolio_post (EnginePortfolio *portfolio,
                             const uint8_t   *values,
                             uint64_t         conflict_rows,
                             uint64_t         conflict_cols,
                             const int       *line_weight)
{
  pthread_mutex_lock (&portfolio->near_lock);
  memcpy (portfolio->near_values, values, (size_t) portfolio->puzzle->size * portfolio->puzzle->size);
  portfolio->near_rows = conflict_rows;
  portfolio->near_cols = conflict_cols;
  memcpy (portfolio->near_weight, line_weight, 2 * (size_t) portfolio->puzzle->size * sizeof *line_weight);
  pthread_mutex_unlock (&portfolio->near_lock);
  atomic_store_explicit (&portfolio->near_fresh, 1, memory_order_relaxed);
}

bool
_futo_engine_portfolio_wants_repair (const EnginePortfolio *portfolio,
                                     const Engine          *engine)
{
  return portfolio->near_copy != NULL && portfolio->seconds[0].started
         && (portfolio->tries_left > 0 || atomic_load_explicit (&portfolio->near_fresh, memory_order_relaxed) != 0)
         && 2 * portfolio->repair_work <= engine->runner.result->stats.removed_values;
}

bool
_futo_engine_portfolio_repair (EnginePortfolio *portfolio,
                               Engine          *engine)
{
  FutoStats *stats = &engine->runner.result->stats;
  uint64_t before = stats->removed_values;
  bool by_rows, solved;

  if (atomic_exchange_explicit (&portfolio->near_fresh, 0, memory_order_relaxed) != 0)
    {
      pthread_mutex_lock (&portfolio->near_lock);
      memcpy (portfolio->near_copy, portfolio->near_values, (size_t) engine->cells);
      portfolio->copy_rows = portfolio->near_rows;
      portfolio->copy_cols = portfolio->near_cols;
      memcpy (portfolio->copy_weight, portfolio->near_weight, sizeof portfolio->copy_weight);
      pthread_mutex_unlock (&portfolio->near_lock);
      portfolio->tries_left = NEAR_TRIES;
    }
  if (portfolio->tries_left == 0)
    return false;
  by_rows = portfolio->tries_left-- % 2 == 0;
  solved = _futo_engine_repair (engine, engine->values, portfolio->near_copy,
                                by_rows ? portfolio->copy_rows : portfolio->copy_cols,
                                portfolio->copy_weight + (by_rows ? 0 : engine->n), by_rows, &portfolio->repair_rng);
  portfolio->repair_work += stats->removed_values - before;
  return solved && futo_puzzle_is_solution (engine->puzzle, engine->values)
         && _futo_runner_solution (&engine->runner, engine->values);
}

void
_futo_engine_stats_add (FutoStats       *to,
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
  to->exchanges += from->exchanges;
}

void
_futo_engine_portfolio_finish (EnginePortfolio *portfolio,
                               FutoRunner      *runner,
                               bool            *exhausted)
{
  const FutoRunResult *solved = NULL;
  bool unsatisfiable = false, out_of_memory = false;

  atomic_store (&portfolio->stop, 1);
  for (int i = 0; i < portfolio->n_seconds; i++)
    {
      EngineSecond *second = &portfolio->seconds[i];

      if (!second->started)
        continue;
      pthread_join (second->thread, NULL);
      second->result.stats.searches = 1;
      _futo_engine_stats_add (&runner->result->stats, &second->result.stats);
      if (second->result.status == FUTO_STATUS_SOLVED && second->result.stored > 0)
        solved = solved != NULL ? solved : &second->result;
      else if (second->result.status == FUTO_STATUS_SOLVED)
        out_of_memory = true;
      else if (second->result.status == FUTO_STATUS_UNSATISFIABLE)
        unsatisfiable = true;
    }
  /* The first search's own answer stands when it has one. Another's
   * answer is known even when the first stopped at its time limit at the
   * same moment: it is the result then. */
  if (runner->result->solution_count == 0 && !*exhausted)
    {
      if (solved != NULL)
        {
          runner->stopped = false;
          runner->result->message[0] = '\0';
          _futo_runner_solution (runner, solved->solutions[0]);
        }
      else if (out_of_memory)
        {
          /* One found a solution but had no memory to keep it. */
          runner->stopped = true;
          runner->result->status = FUTO_STATUS_GAVE_UP;
          snprintf (runner->result->message, sizeof runner->result->message, "out of memory");
        }
      else if (unsatisfiable)
        {
          runner->stopped = false;
          runner->result->message[0] = '\0';
          *exhausted = true;
        }
    }
  for (int i = 0; i < portfolio->n_seconds; i++)
    futo_run_result_clear (&portfolio->seconds[i].result);
  pthread_mutex_destroy (&portfolio->near_lock);
  free (portfolio->near_values);
  free (portfolio->near_copy);
  free (portfolio->params);
  free (portfolio);
}
