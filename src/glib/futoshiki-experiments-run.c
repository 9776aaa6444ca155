/* futoshiki-experiments-run.c: a phase-transition sweep running in the background
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core's sweep (futo-sweep.h) is a table of jobs with no threads of
 * its own. Here a GThreadPool of one thread per core runs the jobs, each
 * worker only reading the sweep, and every run comes back to the main
 * loop, which records it and says so with "changed": the chart redraws as
 * points arrive and the main loop never waits for a solver.
 *
 * A start makes a new Batch: the sweep, its cancel flag and its pool,
 * reference-counted because the workers of a cancelled batch may still be
 * finishing their runs after a new one has started. A result of a batch
 * that is no longer the current one is dropped. The pool is let go without
 * waiting: its last queued jobs see the cancel flag and come back at once.
 */
#define G_LOG_DOMAIN "lab-experiments-run"

#include "config.h"

#include <stdatomic.h>

#include "futoshiki-error-text.h"
#include "futoshiki-experiments-run.h"

typedef struct
{
  FutoSweep  *sweep;
  atomic_int  cancel;
  GThreadPool *pool;
} Batch;

struct _FutoshikiExperimentsRun
{
  GObject       parent_instance;

  Batch        *batch;   /* the current one, or NULL */
  GMainContext *context; /* where results come back */
  guint         jobs;
  gboolean      running;
};

G_DEFINE_FINAL_TYPE (FutoshikiExperimentsRun, futoshiki_experiments_run, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RUNNING,
  PROP_FRACTION,
  PROP_JOBS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* One job on its way to a worker and back. */
typedef struct
{
  FutoshikiExperimentsRun *self;
  Batch             *batch;
  size_t             job;
  FutoSweepRun       run;
} Work;

static void
batch_free (gpointer data)
{
  Batch *batch = data;

  futo_sweep_free (batch->sweep);
}

static void
set_running (FutoshikiExperimentsRun *self,
             gboolean           running)
{
  if (self->running == running)
    return;
  self->running = running;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

/* On the main loop. */
static gboolean
work_done (gpointer data)
{
  Work *work = data;
  FutoshikiExperimentsRun *self = work->self;

  /* After Cancel nothing more is recorded, not even a run that finished
   * before it saw the flag: what the window shows stays put. */
  if (work->batch == self->batch && !atomic_load (&work->batch->cancel)
      && work->run.outcome != FUTO_SWEEP_CANCELLED)
    {
      futo_sweep_record (self->batch->sweep, work->job, &work->run);
      g_signal_emit (self, signals[CHANGED], 0);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FRACTION]);
      if (futo_sweep_n_recorded (self->batch->sweep) == futo_sweep_n_shard_jobs (self->batch->sweep))
        {
          /* Its threads end once idle; nothing waits for them. */
          g_thread_pool_free (g_steal_pointer (&self->batch->pool), FALSE, FALSE);
          set_running (self, FALSE);
        }
    }
  return G_SOURCE_REMOVE;
}

static void
work_free (gpointer data)
{
  Work *work = data;

  g_atomic_rc_box_release_full (work->batch, batch_free);
  g_object_unref (work->self);
  g_free (work);
}

/* In a worker thread. */
static void
work_run (gpointer data,
          gpointer user_data)
{
  Work *work = data;
  GSource *source;

  if (atomic_load (&work->batch->cancel))
    work->run.outcome = FUTO_SWEEP_CANCELLED;
  else
    futo_sweep_run_job (work->batch->sweep, work->job, &work->batch->cancel, &work->run);
  /* Always through a source on the context, never g_main_context_invoke:
   * from a thread with no context of its own, invoke runs the function at
   * once in this thread whenever it can acquire the default context, so
   * that the last result was recorded here, off the main loop, without
   * waking it, and a loop waiting for "running" to drop slept forever (CI
   * saw the test time out once in a while). */
  source = g_idle_source_new ();
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, work_done, work, work_free);
  g_source_set_static_name (source, "[futoshiki] sweep result");
  g_source_attach (source, work->self->context);
  g_source_unref (source);
}

/* Cancels the current batch, if any, and lets it go. */
static void
drop_batch (FutoshikiExperimentsRun *self)
{
  Batch *batch = g_steal_pointer (&self->batch);

  if (batch == NULL)
    return;
  atomic_store (&batch->cancel, 1);
  if (batch->pool != NULL)
    g_thread_pool_free (g_steal_pointer (&batch->pool), FALSE, FALSE);
  g_atomic_rc_box_release_full (batch, batch_free);
}

static void
futoshiki_experiments_run_dispose (GObject *object)
{
  FutoshikiExperimentsRun *self = FUTOSHIKI_EXPERIMENTS_RUN (object);

  drop_batch (self);
  G_OBJECT_CLASS (futoshiki_experiments_run_parent_class)->dispose (object);
}

static void
futoshiki_experiments_run_finalize (GObject *object)
{
  FutoshikiExperimentsRun *self = FUTOSHIKI_EXPERIMENTS_RUN (object);

  g_main_context_unref (self->context);
  G_OBJECT_CLASS (futoshiki_experiments_run_parent_class)->finalize (object);
}

static void
futoshiki_experiments_run_get_property (GObject    *object,
                                        guint       prop_id,
                                        GValue     *value,
                                        GParamSpec *pspec)
{
  FutoshikiExperimentsRun *self = FUTOSHIKI_EXPERIMENTS_RUN (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;
    case PROP_FRACTION:
      g_value_set_double (value, futoshiki_experiments_run_get_fraction (self));
      break;
    case PROP_JOBS:
      g_value_set_uint (value, self->jobs);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_experiments_run_set_property (GObject      *object,
                                        guint         prop_id,
                                        const GValue *value,
                                        GParamSpec   *pspec)
{
  FutoshikiExperimentsRun *self = FUTOSHIKI_EXPERIMENTS_RUN (object);

  switch (prop_id)
    {
    case PROP_JOBS:
      futoshiki_experiments_run_set_jobs (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_experiments_run_class_init (FutoshikiExperimentsRunClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = futoshiki_experiments_run_dispose;
  object_class->finalize = futoshiki_experiments_run_finalize;
  object_class->get_property = futoshiki_experiments_run_get_property;
  object_class->set_property = futoshiki_experiments_run_set_property;

  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FRACTION] =
    g_param_spec_double ("fraction", NULL, NULL, 0.0, 1.0, 0.0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* How many runs go on at once: the threads of the next start's pool
   * (one per core by default; a sweep under way keeps its own). */
  properties[PROP_JOBS] =
    g_param_spec_uint ("jobs", NULL, NULL, 1, G_MAXINT, 1,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A run was recorded, or a new sweep started: the statistics changed. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
futoshiki_experiments_run_init (FutoshikiExperimentsRun *self)
{
  self->context = g_main_context_ref_thread_default ();
  self->jobs = CLAMP (g_get_num_processors (), 1, G_MAXINT);
}

FutoshikiExperimentsRun *
futoshiki_experiments_run_new (void)
{
  return g_object_new (FUTOSHIKI_TYPE_EXPERIMENTS_RUN, NULL);
}

gboolean
futoshiki_experiments_run_start (FutoshikiExperimentsRun   *self,
                                 const FutoSweepSpec *spec,
                                 GError             **error)
{
  FutoSweep *sweep;
  FutoError sweep_error;
  Batch *batch;

  g_return_val_if_fail (FUTOSHIKI_IS_EXPERIMENTS_RUN (self), FALSE);
  g_return_val_if_fail (spec != NULL, FALSE);

  sweep = futo_sweep_new (spec, &sweep_error);
  if (sweep == NULL)
    {
      g_autofree char *why = futoshiki_error_message (&sweep_error);

      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, why);
      return FALSE;
    }
  drop_batch (self);
  batch = g_atomic_rc_box_new0 (Batch);
  batch->sweep = sweep;
  batch->pool = g_thread_pool_new (work_run, NULL, (int) self->jobs, FALSE, NULL);
  self->batch = batch;
  for (size_t job = 0; job < futo_sweep_n_jobs (sweep); job++)
    {
      Work *work;

      /* A shard runs its own jobs only; the others' come in a merge. */
      if (!futo_sweep_job_in_shard (sweep, job))
        continue;
      work = g_new0 (Work, 1);

      work->self = g_object_ref (self);
      work->batch = g_atomic_rc_box_acquire (batch);
      work->job = job;
      g_thread_pool_push (batch->pool, work, NULL);
    }
  set_running (self, TRUE);
  g_signal_emit (self, signals[CHANGED], 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FRACTION]);
  return TRUE;
}

void
futoshiki_experiments_run_cancel (FutoshikiExperimentsRun *self)
{
  g_return_if_fail (FUTOSHIKI_IS_EXPERIMENTS_RUN (self));

  if (!self->running)
    return;
  /* The runs under way stop at the core's next poll; those queued come
   * back cancelled without running. What was recorded stays. */
  atomic_store (&self->batch->cancel, 1);
  set_running (self, FALSE);
}

gboolean
futoshiki_experiments_run_get_running (FutoshikiExperimentsRun *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_EXPERIMENTS_RUN (self), FALSE);

  return self->running;
}

const FutoSweep *
futoshiki_experiments_run_get_sweep (FutoshikiExperimentsRun *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_EXPERIMENTS_RUN (self), NULL);

  return self->batch != NULL ? self->batch->sweep : NULL;
}

double
futoshiki_experiments_run_get_fraction (FutoshikiExperimentsRun *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_EXPERIMENTS_RUN (self), 0.0);

  if (self->batch == NULL || futo_sweep_n_shard_jobs (self->batch->sweep) == 0)
    return 0.0;
  return (double) futo_sweep_n_recorded (self->batch->sweep) /
         (double) futo_sweep_n_shard_jobs (self->batch->sweep);
}

void
futoshiki_experiments_run_set_jobs (FutoshikiExperimentsRun *self,
                                    guint                    jobs)
{
  g_return_if_fail (FUTOSHIKI_IS_EXPERIMENTS_RUN (self));

  /* g_thread_pool_new takes an int. */
  jobs = CLAMP (jobs, 1, G_MAXINT);
  if (self->jobs == jobs)
    return;
  self->jobs = jobs;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_JOBS]);
}

guint
futoshiki_experiments_run_get_jobs (FutoshikiExperimentsRun *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_EXPERIMENTS_RUN (self), 1);

  return self->jobs;
}
