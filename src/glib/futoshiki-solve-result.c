/* futoshiki-solve-result.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A copy of the core's FutoRunResult, read-only: the status, the count of
 * solutions and the first two of them, and every statistic FutoStats
 * holds, each a property named as `futoshiki solve --json` names it.
 */
#include "config.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "futoshiki-solve-result-private.h"

struct _FutoshikiSolveResult
{
  GObject        parent_instance;

  char          *algorithm;
  FutoRunResult  result;
  FutoTrace     *trace;
  guint64        n_events;
  gboolean       truncated;
};

/**
 * FutoshikiSolveResult:
 *
 * What a [class@Futoshiki.Solver]'s run found: how it ended, how many
 * solutions it found (the first two kept), and what it cost, every
 * statistic of the core as a property.
 */
G_DEFINE_FINAL_TYPE (FutoshikiSolveResult, futoshiki_solve_result, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ALGORITHM,
  PROP_STATUS,
  PROP_N_SOLUTIONS,
  PROP_EXHAUSTED,
  PROP_N_STORED,
  PROP_MESSAGE,
  PROP_BEST_ENERGY,
  PROP_SECONDS,
  PROP_N_EVENTS,
  PROP_TRUNCATED,
  /* The counts of FutoStats, in the order of counts[] below. */
  PROP_NODES,
  PROP_ASSIGNMENTS,
  PROP_BACKTRACKS,
  PROP_PRUNES,
  PROP_PROPAGATIONS,
  PROP_RESTARTS,
  PROP_ITERATIONS,
  PROP_MOVES,
  PROP_SEARCHES,
  PROP_REPAIRS,
  PROP_EXCHANGES,
  PROP_GIVEN_TRIES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Each count's property: its name, its place in FutoStats and what it
 * counts (futo-algorithm.h says more). */
static const struct
{
  const char *name;
  size_t      offset;
} counts[] = {
  { "nodes", offsetof (FutoStats, nodes) },
  { "assignments", offsetof (FutoStats, assignments) },
  { "backtracks", offsetof (FutoStats, backtracks) },
  { "prunes", offsetof (FutoStats, removed_values) },
  { "propagations", offsetof (FutoStats, propagations) },
  { "restarts", offsetof (FutoStats, restarts) },
  { "iterations", offsetof (FutoStats, iterations) },
  { "moves", offsetof (FutoStats, moves) },
  { "searches", offsetof (FutoStats, searches) },
  { "repairs", offsetof (FutoStats, repairs) },
  { "exchanges", offsetof (FutoStats, exchanges) },
  { "given-tries", offsetof (FutoStats, given_tries) },
};

G_STATIC_ASSERT (G_N_ELEMENTS (counts) == N_PROPS - PROP_NODES);

static guint64
get_count (FutoshikiSolveResult *self,
           guint                 prop_id)
{
  const guint8 *stats = (const guint8 *) &self->result.stats;
  guint64 value;

  memcpy (&value, stats + counts[prop_id - PROP_NODES].offset, sizeof value);
  return value;
}

static void
futoshiki_solve_result_dispose (GObject *object)
{
  FutoshikiSolveResult *self = FUTOSHIKI_SOLVE_RESULT (object);

  g_clear_pointer (&self->trace, futo_trace_free);

  G_OBJECT_CLASS (futoshiki_solve_result_parent_class)->dispose (object);
}

static void
futoshiki_solve_result_finalize (GObject *object)
{
  FutoshikiSolveResult *self = FUTOSHIKI_SOLVE_RESULT (object);

  g_free (self->algorithm);
  futo_run_result_clear (&self->result);

  G_OBJECT_CLASS (futoshiki_solve_result_parent_class)->finalize (object);
}

static void
futoshiki_solve_result_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  FutoshikiSolveResult *self = FUTOSHIKI_SOLVE_RESULT (object);

  switch (prop_id)
    {
    case PROP_ALGORITHM:
      g_value_set_string (value, self->algorithm);
      break;
    case PROP_STATUS:
      g_value_set_enum (value, futoshiki_solve_result_get_status (self));
      break;
    case PROP_N_SOLUTIONS:
      g_value_set_uint64 (value, self->result.solution_count);
      break;
    case PROP_EXHAUSTED:
      g_value_set_boolean (value, self->result.exhausted);
      break;
    case PROP_N_STORED:
      g_value_set_uint (value, futoshiki_solve_result_get_n_stored (self));
      break;
    case PROP_MESSAGE:
      g_value_set_string (value, self->result.message);
      break;
    case PROP_BEST_ENERGY:
      g_value_set_double (value, self->result.stats.best_energy);
      break;
    case PROP_SECONDS:
      g_value_set_double (value, self->result.stats.elapsed);
      break;
    case PROP_N_EVENTS:
      g_value_set_uint64 (value, self->n_events);
      break;
    case PROP_TRUNCATED:
      g_value_set_boolean (value, self->truncated);
      break;
    default:
      if (prop_id >= PROP_NODES && prop_id < N_PROPS)
        g_value_set_uint64 (value, get_count (self, prop_id));
      else
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_solve_result_class_init (FutoshikiSolveResultClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->dispose = futoshiki_solve_result_dispose;
  object_class->finalize = futoshiki_solve_result_finalize;
  object_class->get_property = futoshiki_solve_result_get_property;

  /**
   * FutoshikiSolveResult:algorithm:
   *
   * The id of the algorithm that ran.
   */
  properties[PROP_ALGORITHM] = g_param_spec_string ("algorithm", NULL, NULL, NULL, flags);
  /**
   * FutoshikiSolveResult:status:
   *
   * How the run ended.
   */
  properties[PROP_STATUS] =
    g_param_spec_enum ("status", NULL, NULL,
                       FUTOSHIKI_TYPE_STATUS, FUTOSHIKI_STATUS_SOLVED, flags);
  /**
   * FutoshikiSolveResult:n-solutions:
   *
   * How many solutions the run found: all of them when
   * #FutoshikiSolveResult:exhausted is %TRUE.
   */
  properties[PROP_N_SOLUTIONS] =
    g_param_spec_uint64 ("n-solutions", NULL, NULL, 0, G_MAXUINT64, 0, flags);
  /**
   * FutoshikiSolveResult:exhausted:
   *
   * Whether the run searched the whole space: then the count is exact.
   */
  properties[PROP_EXHAUSTED] = g_param_spec_boolean ("exhausted", NULL, NULL, FALSE, flags);
  /**
   * FutoshikiSolveResult:n-stored:
   *
   * How many of the solutions are kept (the first two at most).
   */
  properties[PROP_N_STORED] = g_param_spec_uint ("n-stored", NULL, NULL, 0, 2, 0, flags);
  /**
   * FutoshikiSolveResult:message:
   *
   * Why the run gave up or stopped, in English, or "".
   */
  properties[PROP_MESSAGE] = g_param_spec_string ("message", NULL, NULL, "", flags);
  /**
   * FutoshikiSolveResult:best-energy:
   *
   * A local search's best energy (or fitness) reached.
   */
  properties[PROP_BEST_ENERGY] =
    g_param_spec_double ("best-energy", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0, flags);
  /**
   * FutoshikiSolveResult:seconds:
   *
   * The wall-clock time of the run.
   */
  properties[PROP_SECONDS] =
    g_param_spec_double ("seconds", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  /**
   * FutoshikiSolveResult:n-events:
   *
   * The events recorded when the solver's #FutoshikiSolver:max-events
   * asked for them; 0 otherwise.
   */
  properties[PROP_N_EVENTS] =
    g_param_spec_uint64 ("n-events", NULL, NULL, 0, G_MAXUINT64, 0, flags);
  /**
   * FutoshikiSolveResult:truncated:
   *
   * Whether the recording stopped at #FutoshikiSolver:max-events before
   * the run ended.
   */
  properties[PROP_TRUNCATED] = g_param_spec_boolean ("truncated", NULL, NULL, FALSE, flags);
  /**
   * FutoshikiSolveResult:nodes:
   *
   * Search-tree nodes explored, as #FutoshikiAlgorithmInfo:node-count says.
   */
  /**
   * FutoshikiSolveResult:assignments:
   *
   * Values tried in cells.
   */
  /**
   * FutoshikiSolveResult:backtracks:
   *
   * Dead ends undone.
   */
  /**
   * FutoshikiSolveResult:prunes:
   *
   * Candidates removed by filtering.
   */
  /**
   * FutoshikiSolveResult:propagations:
   *
   * Propagation steps (queue pops, revisions).
   */
  /**
   * FutoshikiSolveResult:restarts:
   *
   * Restarts of the search.
   */
  /**
   * FutoshikiSolveResult:iterations:
   *
   * A local search's iterations or generations.
   */
  /**
   * FutoshikiSolveResult:moves:
   *
   * A local search's accepted moves.
   */
  /**
   * FutoshikiSolveResult:searches:
   *
   * The searches whose work the counts sum: 1, or 2 when the lab engine ran
   * a second one at the same time.
   */
  /**
   * FutoshikiSolveResult:repairs:
   *
   * The lab engine's complete searches of half the board from a near miss
   * of its local search.
   */
  /**
   * FutoshikiSolveResult:exchanges:
   *
   * The lab engine's local-search moves that exchanged two cells' values.
   */
  /**
   * FutoshikiSolveResult:given-tries:
   *
   * bt and color: the values the givens would try if the search walked
   * them like empty cells; nodes plus these are Şen and Diner's "explored
   * nodes".
   */
  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    properties[PROP_NODES + i] =
      g_param_spec_uint64 (counts[i].name, NULL, NULL, 0, G_MAXUINT64, 0, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
futoshiki_solve_result_init (FutoshikiSolveResult *self)
{
  futo_run_result_init (&self->result);
}

FutoshikiSolveResult *
_futoshiki_solve_result_new (const char          *algorithm_id,
                             const FutoRunResult *result,
                             FutoTrace           *trace)
{
  FutoshikiSolveResult *self;
  gsize cells;

  g_return_val_if_fail (algorithm_id != NULL, NULL);
  g_return_val_if_fail (result != NULL, NULL);

  self = g_object_new (FUTOSHIKI_TYPE_SOLVE_RESULT, NULL);
  self->algorithm = g_strdup (algorithm_id);
  self->trace = trace;
  self->n_events = trace != NULL ? futo_trace_get_length (trace) : 0;
  self->truncated = trace != NULL && futo_trace_is_truncated (trace);
  self->result = *result;
  cells = (gsize) result->size * (gsize) result->size;
  /* The copy owns copies of the grids; the core frees them with free(). */
  for (int i = 0; i < FUTO_MAX_STORED_SOLUTIONS; i++)
    self->result.solutions[i] = NULL;
  self->result.best = NULL;
  self->result.stored = 0;
  for (int i = 0; i < result->stored && i < FUTO_MAX_STORED_SOLUTIONS; i++)
    {
      if (result->solutions[i] == NULL)
        break;
      self->result.solutions[i] = malloc (cells);
      if (self->result.solutions[i] == NULL)
        g_error ("Not enough memory for a solution");
      memcpy (self->result.solutions[i], result->solutions[i], cells);
      self->result.stored = i + 1;
    }
  if (result->best != NULL)
    {
      self->result.best = malloc (cells);
      if (self->result.best == NULL)
        g_error ("Not enough memory for a configuration");
      memcpy (self->result.best, result->best, cells);
    }
  return self;
}

/**
 * futoshiki_solve_result_get_status:
 * @self: a result
 *
 * Returns: how the run ended
 */
FutoshikiStatus
futoshiki_solve_result_get_status (FutoshikiSolveResult *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_RESULT (self), FUTOSHIKI_STATUS_INVALID);

  return (FutoshikiStatus) self->result.status;
}

/**
 * futoshiki_solve_result_get_n_solutions:
 * @self: a result
 *
 * Returns: how many solutions the run found
 */
guint64
futoshiki_solve_result_get_n_solutions (FutoshikiSolveResult *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_RESULT (self), 0);

  return self->result.solution_count;
}

/**
 * futoshiki_solve_result_get_exhausted:
 * @self: a result
 *
 * Returns: whether the whole space was searched, so that the count is exact
 */
gboolean
futoshiki_solve_result_get_exhausted (FutoshikiSolveResult *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_RESULT (self), FALSE);

  return self->result.exhausted;
}

/**
 * futoshiki_solve_result_get_n_stored:
 * @self: a result
 *
 * Returns: how many solutions futoshiki_solve_result_get_solution() has
 */
guint
futoshiki_solve_result_get_n_stored (FutoshikiSolveResult *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_RESULT (self), 0);

  return (guint) self->result.stored;
}

/**
 * futoshiki_solve_result_get_solution:
 * @self: a result
 * @index: 0 for the first solution found, 1 for the second
 * @n_values: (out): the number of values, size × size
 *
 * A solution, row by row.
 *
 * Returns: (transfer none) (array length=n_values) (nullable): the values,
 *   or %NULL when the run kept no solution of that index
 */
const guint8 *
futoshiki_solve_result_get_solution (FutoshikiSolveResult *self,
                                     guint                 index,
                                     gsize                *n_values)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_RESULT (self), NULL);

  if (index >= (guint) self->result.stored)
    {
      if (n_values != NULL)
        *n_values = 0;
      return NULL;
    }
  if (n_values != NULL)
    *n_values = (gsize) self->result.size * (gsize) self->result.size;
  return self->result.solutions[index];
}

/**
 * futoshiki_solve_result_get_best:
 * @self: a result
 * @n_values: (out): the number of values, size × size
 *
 * An incomplete method's best or last configuration, row by row: close to
 * a solution when it gave up.
 *
 * Returns: (transfer none) (array length=n_values) (nullable): the values,
 *   or %NULL when the method keeps none
 */
const guint8 *
futoshiki_solve_result_get_best (FutoshikiSolveResult *self,
                                 gsize                *n_values)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_RESULT (self), NULL);

  if (n_values != NULL)
    *n_values = self->result.best != NULL ? (gsize) self->result.size * (gsize) self->result.size : 0;
  return self->result.best;
}

/**
 * futoshiki_solve_result_get_message:
 * @self: a result
 *
 * Returns: why the run gave up or stopped, in English, or ""
 */
const char *
futoshiki_solve_result_get_message (FutoshikiSolveResult *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_RESULT (self), NULL);

  return self->result.message;
}

/**
 * futoshiki_solve_result_get_algorithm:
 * @self: a result
 *
 * Returns: the id of the algorithm that ran
 */
const char *
futoshiki_solve_result_get_algorithm (FutoshikiSolveResult *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_RESULT (self), NULL);

  return self->algorithm;
}

/**
 * futoshiki_solve_result_get_nodes:
 * @self: a result
 *
 * Returns: the search-tree nodes explored
 */
guint64
futoshiki_solve_result_get_nodes (FutoshikiSolveResult *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_RESULT (self), 0);

  return self->result.stats.nodes;
}

/**
 * futoshiki_solve_result_get_backtracks:
 * @self: a result
 *
 * Returns: the dead ends undone
 */
guint64
futoshiki_solve_result_get_backtracks (FutoshikiSolveResult *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_RESULT (self), 0);

  return self->result.stats.backtracks;
}

/**
 * futoshiki_solve_result_get_prunes:
 * @self: a result
 *
 * Returns: the candidates removed by filtering
 */
guint64
futoshiki_solve_result_get_prunes (FutoshikiSolveResult *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_RESULT (self), 0);

  return self->result.stats.removed_values;
}

/**
 * futoshiki_solve_result_get_seconds:
 * @self: a result
 *
 * Returns: the wall-clock time of the run
 */
double
futoshiki_solve_result_get_seconds (FutoshikiSolveResult *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_RESULT (self), 0);

  return self->result.stats.elapsed;
}

/**
 * futoshiki_solve_result_get_n_events:
 * @self: a result
 *
 * Returns: the events recorded, 0 when none were asked for
 */
guint64
futoshiki_solve_result_get_n_events (FutoshikiSolveResult *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_RESULT (self), 0);

  return self->n_events;
}

/**
 * futoshiki_solve_result_get_truncated:
 * @self: a result
 *
 * Returns: whether the recording stopped before the run ended
 */
gboolean
futoshiki_solve_result_get_truncated (FutoshikiSolveResult *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_RESULT (self), FALSE);

  return self->truncated;
}

/**
 * futoshiki_solve_result_get_core_trace: (skip)
 * @self: a result
 *
 * The run's events as the core recorded them, for C code inside the
 * library (the trace of a run carries no puzzle: the caller knows it).
 *
 * Returns: (transfer none) (nullable): the trace, or %NULL when none was
 *   recorded or it was taken
 */
const FutoTrace *
futoshiki_solve_result_get_core_trace (FutoshikiSolveResult *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_RESULT (self), NULL);

  return self->trace;
}

/**
 * futoshiki_solve_result_steal_core_trace: (skip)
 * @self: a result
 *
 * Hands the run's events over; the result then has none (its
 * #FutoshikiSolveResult:n-events stays).
 *
 * Returns: (transfer full) (nullable): the trace, or %NULL
 */
FutoTrace *
futoshiki_solve_result_steal_core_trace (FutoshikiSolveResult *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_RESULT (self), NULL);

  return g_steal_pointer (&self->trace);
}
