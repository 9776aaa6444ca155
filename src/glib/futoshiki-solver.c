/* futoshiki-solver.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A solver is settings (the algorithm, the limits, the seed); each solve
 * is one FutoshikiSolveJob, the app's own runner, so that a script's run
 * is the app's run: the same worker thread, the same cancellation (the
 * GCancellable tied to the flag the core polls), the same statistics.
 * The synchronous call runs the job on a main context of its own, so it
 * works from any thread, with or without a main loop.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "futo-algorithm.h"

#include "futoshiki-error.h"
#include "futoshiki-solve-job.h"
#include "futoshiki-solve-result-private.h"
#include "futoshiki-solver.h"

struct _FutoshikiSolver
{
  GObject  parent_instance;

  char    *algorithm;
  guint64  solution_limit;
  guint64  node_limit;
  double   time_limit;
  guint64  seed;
  char    *params;
  guint64  max_events;
};

/**
 * FutoshikiSolver:
 *
 * Runs one algorithm of the registry ([func@Futoshiki.algorithm_list]) on
 * puzzles, with limits on solutions, nodes and time.
 *
 * [method@Futoshiki.Solver.solve] waits for the run;
 * [method@Futoshiki.Solver.solve_async] runs it in a worker thread. Both
 * copy the puzzle, and a [class@Gio.Cancellable] stops either from any
 * thread within about a millisecond.
 */
G_DEFINE_FINAL_TYPE (FutoshikiSolver, futoshiki_solver, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ALGORITHM,
  PROP_SOLUTION_LIMIT,
  PROP_NODE_LIMIT,
  PROP_TIME_LIMIT,
  PROP_SEED,
  PROP_PARAMS,
  PROP_MAX_EVENTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
futoshiki_solver_finalize (GObject *object)
{
  FutoshikiSolver *self = FUTOSHIKI_SOLVER (object);

  g_free (self->algorithm);
  g_free (self->params);

  G_OBJECT_CLASS (futoshiki_solver_parent_class)->finalize (object);
}

static void
futoshiki_solver_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  FutoshikiSolver *self = FUTOSHIKI_SOLVER (object);

  switch (prop_id)
    {
    case PROP_ALGORITHM:
      g_value_set_string (value, self->algorithm);
      break;
    case PROP_SOLUTION_LIMIT:
      g_value_set_uint64 (value, self->solution_limit);
      break;
    case PROP_NODE_LIMIT:
      g_value_set_uint64 (value, self->node_limit);
      break;
    case PROP_TIME_LIMIT:
      g_value_set_double (value, self->time_limit);
      break;
    case PROP_SEED:
      g_value_set_uint64 (value, self->seed);
      break;
    case PROP_PARAMS:
      g_value_set_string (value, self->params);
      break;
    case PROP_MAX_EVENTS:
      g_value_set_uint64 (value, self->max_events);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_solver_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  FutoshikiSolver *self = FUTOSHIKI_SOLVER (object);

  switch (prop_id)
    {
    case PROP_ALGORITHM:
      futoshiki_solver_set_algorithm (self, g_value_get_string (value));
      break;
    case PROP_SOLUTION_LIMIT:
      futoshiki_solver_set_solution_limit (self, g_value_get_uint64 (value));
      break;
    case PROP_NODE_LIMIT:
      futoshiki_solver_set_node_limit (self, g_value_get_uint64 (value));
      break;
    case PROP_TIME_LIMIT:
      futoshiki_solver_set_time_limit (self, g_value_get_double (value));
      break;
    case PROP_SEED:
      futoshiki_solver_set_seed (self, g_value_get_uint64 (value));
      break;
    case PROP_PARAMS:
      futoshiki_solver_set_params (self, g_value_get_string (value));
      break;
    case PROP_MAX_EVENTS:
      futoshiki_solver_set_max_events (self, g_value_get_uint64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_solver_class_init (FutoshikiSolverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = futoshiki_solver_finalize;
  object_class->get_property = futoshiki_solver_get_property;
  object_class->set_property = futoshiki_solver_set_property;

  /**
   * FutoshikiSolver:algorithm:
   *
   * The registry id of the algorithm to run (futoshiki_algorithm_list());
   * the default one ("lab") when %NULL is set. An unknown id is reported
   * by the solve.
   */
  properties[PROP_ALGORITHM] =
    g_param_spec_string ("algorithm", NULL, NULL, "lab", flags);
  /**
   * FutoshikiSolver:solution-limit:
   *
   * The solutions to find before stopping: 1 solves, 2 proves a solution
   * unique, 0 counts them all.
   */
  properties[PROP_SOLUTION_LIMIT] =
    g_param_spec_uint64 ("solution-limit", NULL, NULL, 0, G_MAXUINT64, 1, flags);
  /**
   * FutoshikiSolver:node-limit:
   *
   * The search-tree nodes after which the run stops with
   * %FUTOSHIKI_STATUS_LIMIT; 0 for none.
   */
  properties[PROP_NODE_LIMIT] =
    g_param_spec_uint64 ("node-limit", NULL, NULL, 0, G_MAXUINT64, 0, flags);
  /**
   * FutoshikiSolver:time-limit:
   *
   * The seconds after which the run stops with %FUTOSHIKI_STATUS_LIMIT;
   * 0 for none.
   */
  properties[PROP_TIME_LIMIT] =
    g_param_spec_double ("time-limit", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  /**
   * FutoshikiSolver:seed:
   *
   * The seed of stochastic methods and randomised choices: the same seed
   * repeats a run.
   */
  properties[PROP_SEED] =
    g_param_spec_uint64 ("seed", NULL, NULL, 0, G_MAXUINT64, 0, flags);
  /**
   * FutoshikiSolver:params:
   *
   * The algorithm's own settings, "key=value,key=value", as the command
   * line's `--params` takes them, or %NULL.
   */
  properties[PROP_PARAMS] =
    g_param_spec_string ("params", NULL, NULL, NULL, flags);

  /**
   * FutoshikiSolver:max-events:
   *
   * Records the run's events, at most this many (0: none, the default):
   * the result then says how many (#FutoshikiSolveResult:n-events) and
   * whether the recording stopped short.
   */
  properties[PROP_MAX_EVENTS] =
    g_param_spec_uint64 ("max-events", NULL, NULL, 0, G_MAXSIZE, 0, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
futoshiki_solver_init (FutoshikiSolver *self)
{
  self->algorithm = g_strdup (futo_algorithm_default ()->id);
  self->solution_limit = 1;
}

/**
 * futoshiki_solver_new:
 * @algorithm: (nullable): a registry id, or %NULL for the default one
 *
 * A solver running @algorithm with one solution to find and no limits.
 *
 * Returns: (transfer full): the solver
 */
FutoshikiSolver *
futoshiki_solver_new (const char *algorithm)
{
  return g_object_new (FUTOSHIKI_TYPE_SOLVER, "algorithm", algorithm, NULL);
}

/**
 * futoshiki_solver_get_algorithm:
 * @self: a solver
 *
 * Returns: the registry id of the algorithm it runs
 */
const char *
futoshiki_solver_get_algorithm (FutoshikiSolver *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVER (self), NULL);

  return self->algorithm;
}

/**
 * futoshiki_solver_set_algorithm:
 * @self: a solver
 * @algorithm: (nullable): a registry id, or %NULL for the default one
 *
 * Sets the algorithm to run.
 */
void
futoshiki_solver_set_algorithm (FutoshikiSolver *self,
                                const char      *algorithm)
{
  g_return_if_fail (FUTOSHIKI_IS_SOLVER (self));

  if (algorithm == NULL)
    algorithm = futo_algorithm_default ()->id;
  if (g_strcmp0 (self->algorithm, algorithm) == 0)
    return;
  g_free (self->algorithm);
  self->algorithm = g_strdup (algorithm);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ALGORITHM]);
}

/**
 * futoshiki_solver_get_solution_limit:
 * @self: a solver
 *
 * Returns: the solutions to find before stopping, 0 for all
 */
guint64
futoshiki_solver_get_solution_limit (FutoshikiSolver *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVER (self), 1);

  return self->solution_limit;
}

/**
 * futoshiki_solver_set_solution_limit:
 * @self: a solver
 * @limit: 1 to solve, 2 to prove uniqueness, 0 to count all
 *
 * Sets the solutions to find before stopping.
 */
void
futoshiki_solver_set_solution_limit (FutoshikiSolver *self,
                                     guint64          limit)
{
  g_return_if_fail (FUTOSHIKI_IS_SOLVER (self));

  if (self->solution_limit == limit)
    return;
  self->solution_limit = limit;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLUTION_LIMIT]);
}

/**
 * futoshiki_solver_get_node_limit:
 * @self: a solver
 *
 * Returns: the node limit, 0 for none
 */
guint64
futoshiki_solver_get_node_limit (FutoshikiSolver *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVER (self), 0);

  return self->node_limit;
}

/**
 * futoshiki_solver_set_node_limit:
 * @self: a solver
 * @limit: the search-tree nodes to stop after, 0 for none
 *
 * Sets the node limit.
 */
void
futoshiki_solver_set_node_limit (FutoshikiSolver *self,
                                 guint64          limit)
{
  g_return_if_fail (FUTOSHIKI_IS_SOLVER (self));

  if (self->node_limit == limit)
    return;
  self->node_limit = limit;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NODE_LIMIT]);
}

/**
 * futoshiki_solver_get_time_limit:
 * @self: a solver
 *
 * Returns: the time limit in seconds, 0 for none
 */
double
futoshiki_solver_get_time_limit (FutoshikiSolver *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVER (self), 0);

  return self->time_limit;
}

/**
 * futoshiki_solver_set_time_limit:
 * @self: a solver
 * @seconds: the seconds to stop after, 0 for none
 *
 * Sets the time limit.
 */
void
futoshiki_solver_set_time_limit (FutoshikiSolver *self,
                                 double           seconds)
{
  g_return_if_fail (FUTOSHIKI_IS_SOLVER (self));
  g_return_if_fail (seconds >= 0);

  if (self->time_limit == seconds)
    return;
  self->time_limit = seconds;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TIME_LIMIT]);
}

/**
 * futoshiki_solver_get_seed:
 * @self: a solver
 *
 * Returns: the seed
 */
guint64
futoshiki_solver_get_seed (FutoshikiSolver *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVER (self), 0);

  return self->seed;
}

/**
 * futoshiki_solver_set_seed:
 * @self: a solver
 * @seed: the seed of the next runs
 *
 * Sets the seed.
 */
void
futoshiki_solver_set_seed (FutoshikiSolver *self,
                           guint64          seed)
{
  g_return_if_fail (FUTOSHIKI_IS_SOLVER (self));

  if (self->seed == seed)
    return;
  self->seed = seed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEED]);
}

/**
 * futoshiki_solver_get_params:
 * @self: a solver
 *
 * Returns: (nullable): the algorithm's own settings, or %NULL
 */
const char *
futoshiki_solver_get_params (FutoshikiSolver *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVER (self), NULL);

  return self->params;
}

/**
 * futoshiki_solver_set_params:
 * @self: a solver
 * @params: (nullable): "key=value,key=value", or %NULL
 *
 * Sets the algorithm's own settings.
 */
void
futoshiki_solver_set_params (FutoshikiSolver *self,
                             const char      *params)
{
  g_return_if_fail (FUTOSHIKI_IS_SOLVER (self));

  if (g_strcmp0 (self->params, params) == 0)
    return;
  g_free (self->params);
  self->params = g_strdup (params);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PARAMS]);
}

/**
 * futoshiki_solver_get_max_events:
 * @self: a solver
 *
 * Returns: the events a run records at most, 0 for none
 */
guint64
futoshiki_solver_get_max_events (FutoshikiSolver *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVER (self), 0);

  return self->max_events;
}

/**
 * futoshiki_solver_set_max_events:
 * @self: a solver
 * @max_events: the events to record at most, 0 for none
 *
 * Sets how many events a run records.
 */
void
futoshiki_solver_set_max_events (FutoshikiSolver *self,
                                 guint64          max_events)
{
  g_return_if_fail (FUTOSHIKI_IS_SOLVER (self));

  if (self->max_events == max_events)
    return;
  self->max_events = max_events;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAX_EVENTS]);
}

static void
on_job_done (GObject      *object,
             GAsyncResult *async_result,
             gpointer      user_data)
{
  FutoshikiSolveJob *job = FUTOSHIKI_SOLVE_JOB (object);
  g_autoptr(GTask) task = user_data;
  const FutoRunResult *result;
  GError *error = NULL;

  if (!futoshiki_solve_job_run_finish (job, async_result, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  result = futoshiki_solve_job_get_result (job);
  /* The core refused the puzzle's shape; its message says what. */
  if (result->status == FUTO_STATUS_INVALID)
    {
      g_task_return_new_error (task, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_INVALID,
                               _("The puzzle cannot be solved as it is: %s"), result->message);
      return;
    }
  g_task_return_pointer (task,
                         _futoshiki_solve_result_new (futoshiki_solve_job_get_algorithm_id (job), result,
                                                      futoshiki_solve_job_steal_trace (job)),
                         g_object_unref);
}

/**
 * futoshiki_solver_solve_async:
 * @self: a solver
 * @puzzle: the puzzle to solve (copied: it may change during the run)
 * @cancellable: (nullable): stops the run within about a millisecond,
 *   from any thread
 * @callback: (scope async): called in the thread-default main context
 *   of this call when the run ends
 * @user_data: (closure): data for @callback
 *
 * Runs the algorithm on @puzzle in a worker thread.
 */
void
futoshiki_solver_solve_async (FutoshikiSolver     *self,
                              FutoshikiPuzzle     *puzzle,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(FutoshikiSolveJob) job = NULL;
  const FutoAlgorithm *algorithm;

  g_return_if_fail (FUTOSHIKI_IS_SOLVER (self));
  g_return_if_fail (FUTOSHIKI_IS_PUZZLE (puzzle));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, futoshiki_solver_solve_async);

  algorithm = futo_algorithm_find (self->algorithm);
  if (algorithm == NULL)
    {
      g_task_return_new_error (task, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_UNKNOWN_ALGORITHM,
                               _("There is no algorithm called “%s”"), self->algorithm);
      return;
    }
  if (futoshiki_puzzle_get_mode (puzzle) == FUTOSHIKI_MODE_ADJACENT && !algorithm->supports_adjacent)
    {
      g_task_return_new_error (task, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_UNSUPPORTED,
                               _("The algorithm “%s” does not solve Adjacent puzzles"),
                               self->algorithm);
      return;
    }

  job = futoshiki_solve_job_new (futoshiki_puzzle_get_core (puzzle), self->algorithm);
  futoshiki_solve_job_set_solution_limit (job, self->solution_limit);
  futoshiki_solve_job_set_node_limit (job, self->node_limit);
  futoshiki_solve_job_set_time_limit (job, self->time_limit);
  futoshiki_solve_job_set_seed (job, self->seed);
  futoshiki_solve_job_set_params (job, self->params);
  futoshiki_solve_job_set_record_trace (job, (gsize) MIN (self->max_events, G_MAXSIZE));
  futoshiki_solve_job_run_async (job, cancellable, on_job_done, g_steal_pointer (&task));
}

/**
 * futoshiki_solver_solve_finish:
 * @self: a solver
 * @result: the result given to the callback
 * @error: %G_IO_ERROR_CANCELLED when the cancellable stopped the run, or
 *   a %FUTOSHIKI_ERROR
 *
 * Ends futoshiki_solver_solve_async().
 *
 * Returns: (transfer full): what the run found, or %NULL with @error set
 */
FutoshikiSolveResult *
futoshiki_solver_solve_finish (FutoshikiSolver  *self,
                               GAsyncResult     *result,
                               GError          **error)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVER (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

static void
on_solved (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

/**
 * futoshiki_solver_solve:
 * @self: a solver
 * @puzzle: the puzzle to solve
 * @cancellable: (nullable): stops the run within about a millisecond,
 *   from any other thread
 * @error: %G_IO_ERROR_CANCELLED when the cancellable stopped the run;
 *   %FUTOSHIKI_ERROR_UNKNOWN_ALGORITHM, %FUTOSHIKI_ERROR_UNSUPPORTED (an
 *   Adjacent puzzle for a method without them) or %FUTOSHIKI_ERROR_INVALID
 *   (a puzzle whose shape the core refuses)
 *
 * Runs the algorithm on @puzzle and waits for it. A limit that stops the
 * run is no error: the status says %FUTOSHIKI_STATUS_LIMIT.
 *
 * Returns: (transfer full): what the run found, or %NULL with @error set
 */
FutoshikiSolveResult *
futoshiki_solver_solve (FutoshikiSolver  *self,
                        FutoshikiPuzzle  *puzzle,
                        GCancellable     *cancellable,
                        GError          **error)
{
  g_autoptr(GMainContext) context = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  FutoshikiSolveResult *solved;

  g_return_val_if_fail (FUTOSHIKI_IS_SOLVER (self), NULL);
  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (puzzle), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  context = g_main_context_new ();
  g_main_context_push_thread_default (context);
  futoshiki_solver_solve_async (self, puzzle, cancellable, on_solved, &result);
  while (result == NULL)
    g_main_context_iteration (context, TRUE);
  solved = futoshiki_solver_solve_finish (self, result, error);
  /* A progress report may still wait here; it holds the run's data, and
   * that data holds the context. */
  while (g_main_context_iteration (context, FALSE))
    ;
  g_main_context_pop_thread_default (context);
  return solved;
}
