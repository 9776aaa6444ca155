/* futoshiki-solve-job.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One run of one registry algorithm on a private copy of a puzzle, in a
 * GTask worker thread. The worker never touches the job: it writes into a
 * shared, reference-counted RunData, and the main loop copies what it
 * needs from there. Progress arrives from the solver about every 50 ms;
 * the worker keeps only the latest statistics under a lock and schedules
 * at most one idle at a time, so a slow main loop never piles up work and
 * the properties are always notified from the job's own main context.
 *
 * The properties change at most every PROGRESS_INTERVAL, not at the
 * solver's 50 ms: each change redraws the window, and where GTK renders
 * in software (llvmpipe, as on the benchmark's machines) a frame of a
 * large window costs tens of milliseconds on both cores, taken from the
 * solver (bench/app/README.md has the profile).
 *
 * The GCancellable is tied to the atomic flag the solver polls, so that a
 * cancel stops the search within about a millisecond.
 */
#define G_LOG_DOMAIN "lab-solve-job"

#include "config.h"

#include <stdatomic.h>

#include <glib/gi18n.h>

#include "futoshiki-solve-job.h"
#include "futoshiki-task.h"

/* Seconds between two progress reports to the main loop: eight a second
 * reads as live and keeps the redraws few (at least four a second under
 * load, bench/app). */
#define PROGRESS_INTERVAL 0.125

struct _FutoshikiSolveJob
{
  GObject              parent_instance;

  FutoPuzzle          *puzzle;
  char                *algorithm_id;
  const FutoAlgorithm *algorithm;
  guint64              solution_limit;
  guint64              node_limit;
  double               time_limit;
  guint64              seed;
  char                *params;
  gsize                max_events;

  gboolean             started;
  gboolean             running;
  double               elapsed;
  guint64              nodes;
  double               nodes_per_second;

  gboolean             has_result;
  FutoRunResult        result;
  FutoTrace           *trace;
  gboolean             trace_truncated;
  gsize                trace_length;
};

G_DEFINE_FINAL_TYPE (FutoshikiSolveJob, futoshiki_solve_job, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RUNNING,
  PROP_ELAPSED,
  PROP_NODES,
  PROP_NODES_PER_SECOND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Shared by the worker, the progress idles and the completion. */
typedef struct
{
  FutoshikiSolveJob    *job;              /* borrowed: the outer task holds it */
  FutoPuzzle     *puzzle;
  const FutoAlgorithm *algorithm;
  FutoRunOptions  options;
  char           *params;
  GMainContext   *context;

  GMutex          lock;
  FutoStats       latest;           /* under lock */
  gboolean        progress_pending; /* under lock */
  double          next_report;      /* worker only: elapsed of the next report */

  gboolean        done;             /* main thread only */
  FutoRunResult   result;
  FutoTrace      *trace;
} RunData;

static void
run_data_clear (gpointer mem)
{
  RunData *data = mem;

  g_clear_pointer (&data->puzzle, futo_puzzle_free);
  g_clear_pointer (&data->params, g_free);
  g_clear_pointer (&data->trace, futo_trace_free);
  g_clear_pointer (&data->context, g_main_context_unref);
  futo_run_result_clear (&data->result);
  g_mutex_clear (&data->lock);
}

static void
run_data_unref (gpointer data)
{
  g_atomic_rc_box_release_full (data, run_data_clear);
}

static void
set_progress (FutoshikiSolveJob     *self,
              const FutoStats *stats)
{
  double rate = stats->elapsed > 0 ? (double) stats->nodes / stats->elapsed : 0;

  if (self->elapsed != stats->elapsed)
    {
      self->elapsed = stats->elapsed;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ELAPSED]);
    }
  if (self->nodes != stats->nodes)
    {
      self->nodes = stats->nodes;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NODES]);
    }
  if (self->nodes_per_second != rate)
    {
      self->nodes_per_second = rate;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NODES_PER_SECOND]);
    }
}

static void
set_running (FutoshikiSolveJob *self,
             gboolean     running)
{
  if (self->running == running)
    return;
  self->running = running;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

/* In the job's main context. */
static gboolean
progress_idle (gpointer user_data)
{
  RunData *data = user_data;
  FutoStats stats;

  g_mutex_lock (&data->lock);
  stats = data->latest;
  data->progress_pending = FALSE;
  g_mutex_unlock (&data->lock);

  /* The final statistics came first: a late idle must not undo them. */
  if (!data->done)
    set_progress (data->job, &stats);
  return G_SOURCE_REMOVE;
}

/* In the worker thread. */
static void
on_progress (const FutoStats *stats,
             void            *user_data)
{
  RunData *data = user_data;

  if (stats->elapsed < data->next_report)
    return;
  data->next_report = stats->elapsed + PROGRESS_INTERVAL;

  g_mutex_lock (&data->lock);
  data->latest = *stats;
  if (!data->progress_pending)
    {
      GSource *source = g_idle_source_new ();

      data->progress_pending = TRUE;
      g_source_set_priority (source, G_PRIORITY_DEFAULT);
      g_source_set_callback (source, progress_idle, g_atomic_rc_box_acquire (data), run_data_unref);
      g_source_set_static_name (source, "[lab-solve-job] progress");
      g_source_attach (source, data->context);
      g_source_unref (source);
    }
  g_mutex_unlock (&data->lock);
}

static void
run_thread (gpointer          task_data,
            const atomic_int *cancel)
{
  RunData *data = task_data;

  data->options.cancel = cancel;
  futo_run (data->algorithm, data->puzzle, &data->options, &data->result);
}

static void
on_thread_done (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) outer = user_data;
  FutoshikiSolveJob *self = g_task_get_source_object (outer);
  RunData *data = g_task_get_task_data (G_TASK (result));

  data->done = TRUE;
  self->result = data->result;
  futo_run_result_init (&data->result);
  self->has_result = TRUE;
  self->trace = g_steal_pointer (&data->trace);
  self->trace_truncated = self->trace != NULL && futo_trace_is_truncated (self->trace);
  self->trace_length = self->trace != NULL ? futo_trace_get_length (self->trace) : 0;

  g_object_freeze_notify (G_OBJECT (self));
  set_progress (self, &self->result.stats);
  set_running (self, FALSE);
  g_object_thaw_notify (G_OBJECT (self));

  if (self->result.status == FUTO_STATUS_CANCELLED)
    g_task_return_new_error (outer, G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s", _("The run was cancelled"));
  else
    g_task_return_boolean (outer, TRUE);
}

FutoshikiSolveJob *
futoshiki_solve_job_new (const FutoPuzzle *puzzle,
                         const char       *algorithm_id)
{
  FutoshikiSolveJob *self;

  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (algorithm_id != NULL, NULL);

  self = g_object_new (FUTOSHIKI_TYPE_SOLVE_JOB, NULL);
  self->puzzle = futo_puzzle_copy (puzzle);
  self->algorithm_id = g_strdup (algorithm_id);
  self->algorithm = futo_algorithm_find (algorithm_id);
  return self;
}

const char *
futoshiki_solve_job_get_algorithm_id (FutoshikiSolveJob *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self), NULL);

  return self->algorithm_id;
}

const FutoAlgorithm *
futoshiki_solve_job_get_algorithm (FutoshikiSolveJob *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self), NULL);

  return self->algorithm;
}

const FutoPuzzle *
futoshiki_solve_job_get_puzzle (FutoshikiSolveJob *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self), NULL);

  return self->puzzle;
}

void
futoshiki_solve_job_set_solution_limit (FutoshikiSolveJob *self,
                                        guint64      limit)
{
  g_return_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self));
  g_return_if_fail (!self->started);

  self->solution_limit = limit;
}

guint64
futoshiki_solve_job_get_solution_limit (FutoshikiSolveJob *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self), 1);

  return self->solution_limit;
}

void
futoshiki_solve_job_set_node_limit (FutoshikiSolveJob *self,
                                    guint64      limit)
{
  g_return_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self));
  g_return_if_fail (!self->started);

  self->node_limit = limit;
}

guint64
futoshiki_solve_job_get_node_limit (FutoshikiSolveJob *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self), 0);

  return self->node_limit;
}

void
futoshiki_solve_job_set_time_limit (FutoshikiSolveJob *self,
                                    double       seconds)
{
  g_return_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self));
  g_return_if_fail (!self->started);
  g_return_if_fail (seconds >= 0);

  self->time_limit = seconds;
}

double
futoshiki_solve_job_get_time_limit (FutoshikiSolveJob *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self), 0);

  return self->time_limit;
}

void
futoshiki_solve_job_set_seed (FutoshikiSolveJob *self,
                              guint64      seed)
{
  g_return_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self));
  g_return_if_fail (!self->started);

  self->seed = seed;
}

guint64
futoshiki_solve_job_get_seed (FutoshikiSolveJob *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self), 0);

  return self->seed;
}

void
futoshiki_solve_job_set_params (FutoshikiSolveJob *self,
                                const char  *params)
{
  g_return_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self));
  g_return_if_fail (!self->started);

  g_free (self->params);
  self->params = g_strdup (params);
}

void
futoshiki_solve_job_set_record_trace (FutoshikiSolveJob *self,
                                      gsize        max_events)
{
  g_return_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self));
  g_return_if_fail (!self->started);

  self->max_events = max_events;
}

void
futoshiki_solve_job_run_async (FutoshikiSolveJob         *self,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) outer = NULL;
  g_autoptr(GTask) inner = NULL;
  RunData *data;

  g_return_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self));
  g_return_if_fail (!cancellable || G_IS_CANCELLABLE (cancellable));
  g_return_if_fail (!self->started);

  self->started = TRUE;
  outer = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (outer, futoshiki_solve_job_run_async);

  if (self->algorithm == NULL)
    {
      g_task_return_new_error (outer, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               _("There is no algorithm called “%s”"), self->algorithm_id);
      return;
    }

  data = g_atomic_rc_box_new0 (RunData);
  g_mutex_init (&data->lock);
  data->job = self;
  data->algorithm = self->algorithm;
  data->puzzle = futo_puzzle_copy (self->puzzle);
  data->params = g_strdup (self->params);
  data->context = g_main_context_ref_thread_default ();
  futo_run_result_init (&data->result);
  futo_run_options_init (&data->options);
  data->options.solution_limit = self->solution_limit;
  data->options.node_limit = self->node_limit;
  data->options.time_limit = self->time_limit;
  data->options.seed = self->seed;
  data->options.params = data->params;
  data->options.on_progress = on_progress;
  data->options.progress_data = data;
  if (self->max_events > 0)
    {
      /* Out of memory for the trace: the run goes on and records
       * nothing, which the visualizer says. */
      data->trace = futo_trace_new (self->puzzle->size, self->max_events);
      if (data->trace != NULL)
        {
          data->options.on_event = futo_trace_record;
          data->options.event_data = data->trace;
        }
      else
        g_warning ("No memory to record a trace of %" G_GUINT64_FORMAT " events", (guint64) self->max_events);
    }
  set_running (self, TRUE);

  /* The inner task ends on the main loop, where the result moves into the
   * job before the caller hears of it. It has no source object, and
   * futoshiki_task_run_in_thread() keeps even that task out of the worker
   * thread: the job must never be finalised there. The outer task keeps
   * the job alive. */
  inner = g_task_new (NULL, cancellable, on_thread_done, g_steal_pointer (&outer));
  g_task_set_source_tag (inner, futoshiki_solve_job_run_async);
  g_task_set_task_data (inner, data, run_data_unref);
  futoshiki_task_run_in_thread (inner, run_thread);
}

gboolean
futoshiki_solve_job_run_finish (FutoshikiSolveJob   *self,
                                GAsyncResult  *result,
                                GError       **error)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
futoshiki_solve_job_get_running (FutoshikiSolveJob *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self), FALSE);

  return self->running;
}

double
futoshiki_solve_job_get_elapsed (FutoshikiSolveJob *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self), 0);

  return self->elapsed;
}

guint64
futoshiki_solve_job_get_nodes (FutoshikiSolveJob *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self), 0);

  return self->nodes;
}

double
futoshiki_solve_job_get_nodes_per_second (FutoshikiSolveJob *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self), 0);

  return self->nodes_per_second;
}

const FutoRunResult *
futoshiki_solve_job_get_result (FutoshikiSolveJob *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self), NULL);

  return self->has_result ? &self->result : NULL;
}

gboolean
futoshiki_solve_job_get_node_limit_hit (FutoshikiSolveJob *self)
{
  const FutoRunResult *result;
  guint64 node_limit;

  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self), FALSE);

  result = futoshiki_solve_job_get_result (self);
  node_limit = futoshiki_solve_job_get_node_limit (self);
  return result != NULL && node_limit != 0 && result->stats.nodes >= node_limit;
}

FutoTrace *
futoshiki_solve_job_steal_trace (FutoshikiSolveJob *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self), NULL);

  return g_steal_pointer (&self->trace);
}

gboolean
futoshiki_solve_job_get_trace_truncated (FutoshikiSolveJob *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self), FALSE);

  return self->trace_truncated;
}

gsize
futoshiki_solve_job_get_trace_length (FutoshikiSolveJob *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self), 0);

  return self->trace_length;
}

static void
futoshiki_solve_job_dispose (GObject *object)
{
  FutoshikiSolveJob *self = FUTOSHIKI_SOLVE_JOB (object);

  g_clear_pointer (&self->trace, futo_trace_free);

  G_OBJECT_CLASS (futoshiki_solve_job_parent_class)->dispose (object);
}

static void
futoshiki_solve_job_finalize (GObject *object)
{
  FutoshikiSolveJob *self = FUTOSHIKI_SOLVE_JOB (object);

  g_clear_pointer (&self->puzzle, futo_puzzle_free);
  g_free (self->algorithm_id);
  g_free (self->params);
  futo_run_result_clear (&self->result);

  G_OBJECT_CLASS (futoshiki_solve_job_parent_class)->finalize (object);
}

static void
futoshiki_solve_job_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  FutoshikiSolveJob *self = FUTOSHIKI_SOLVE_JOB (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;

    case PROP_ELAPSED:
      g_value_set_double (value, self->elapsed);
      break;

    case PROP_NODES:
      g_value_set_uint64 (value, self->nodes);
      break;

    case PROP_NODES_PER_SECOND:
      g_value_set_double (value, self->nodes_per_second);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_solve_job_class_init (FutoshikiSolveJobClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = futoshiki_solve_job_dispose;
  object_class->finalize = futoshiki_solve_job_finalize;
  object_class->get_property = futoshiki_solve_job_get_property;

  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ELAPSED] =
    g_param_spec_double ("elapsed", NULL, NULL, 0, G_MAXDOUBLE, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NODES] =
    g_param_spec_uint64 ("nodes", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NODES_PER_SECOND] =
    g_param_spec_double ("nodes-per-second", NULL, NULL, 0, G_MAXDOUBLE, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
futoshiki_solve_job_init (FutoshikiSolveJob *self)
{
  self->solution_limit = 1;
  futo_run_result_init (&self->result);
}
