/* futoshiki-solution-check.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Watches a document and, whenever its givens or signs change, counts its
 * solutions up to two with the default engine in a worker thread (GTask).
 * A new change cancels the running count: the GCancellable sets the atomic
 * flag the solver polls, so a stale search stops within a millisecond
 * instead of competing with the new one. A short delay lets a burst of
 * typing start only one search.
 */
#define G_LOG_DOMAIN "lab-solution-check"

#include "config.h"

#include <stdatomic.h>
#include <string.h>

#include "futo-algorithm.h"
#include "futo-validate.h"
#include "futoshiki-solution-check.h"
#include "futoshiki-task.h"

/* Long enough to coalesce keystrokes, short enough to feel live. */
#define START_DELAY_MS 120
/* Puzzles this hard are rare in an editor; say so rather than spin. */
#define TIME_LIMIT_SECONDS 30.0

struct _FutoshikiSolutionCheck
{
  GObject           parent_instance;

  FutoshikiDocument      *document;
  FutoshikiSolutionState  state;
  guint8           *solutions[2];
  GCancellable     *cancellable;
  guint             start_source;
};

G_DEFINE_ENUM_TYPE (FutoshikiSolutionState, futoshiki_solution_state,
                    G_DEFINE_ENUM_VALUE (FUTOSHIKI_SOLUTION_STATE_CHECKING, "checking"),
                    G_DEFINE_ENUM_VALUE (FUTOSHIKI_SOLUTION_STATE_INVALID, "invalid"),
                    G_DEFINE_ENUM_VALUE (FUTOSHIKI_SOLUTION_STATE_NONE, "none"),
                    G_DEFINE_ENUM_VALUE (FUTOSHIKI_SOLUTION_STATE_UNIQUE, "unique"),
                    G_DEFINE_ENUM_VALUE (FUTOSHIKI_SOLUTION_STATE_MULTIPLE, "multiple"),
                    G_DEFINE_ENUM_VALUE (FUTOSHIKI_SOLUTION_STATE_UNDECIDED, "undecided"))

G_DEFINE_FINAL_TYPE (FutoshikiSolutionCheck, futoshiki_solution_check, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_STATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct
{
  FutoPuzzle    *puzzle;
  FutoRunResult  result;
} CheckData;

static void
check_data_free (gpointer user_data)
{
  CheckData *data = user_data;

  futo_puzzle_free (data->puzzle);
  futo_run_result_clear (&data->result);
  g_free (data);
}

static void
check_thread (gpointer          task_data,
              const atomic_int *cancel)
{
  CheckData *data = task_data;
  FutoRunOptions options;

  futo_run_options_init (&options);
  options.solution_limit = 2;
  options.time_limit = TIME_LIMIT_SECONDS;
  options.cancel = cancel;
  futo_run (futo_algorithm_default (), data->puzzle, &options, &data->result);
}

static void
set_state (FutoshikiSolutionCheck *self,
           FutoshikiSolutionState  state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
clear_solutions (FutoshikiSolutionCheck *self)
{
  g_clear_pointer (&self->solutions[0], g_free);
  g_clear_pointer (&self->solutions[1], g_free);
}

static void
on_check_done (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  FutoshikiSolutionCheck *self = FUTOSHIKI_SOLUTION_CHECK (object);
  CheckData *data = g_task_get_task_data (G_TASK (result));
  GCancellable *cancellable = g_task_get_cancellable (G_TASK (result));
  gsize cells = (gsize) data->puzzle->size * data->puzzle->size;
  const FutoRunResult *run = &data->result;

  /* A newer check replaced this one. */
  if (cancellable != self->cancellable || g_cancellable_is_cancelled (cancellable))
    return;
  g_clear_object (&self->cancellable);

  clear_solutions (self);
  for (int i = 0; i < run->stored && i < 2; i++)
    self->solutions[i] = g_memdup2 (run->solutions[i], cells);

  if (run->status == FUTO_STATUS_SOLVED && run->solution_count >= 2)
    set_state (self, FUTOSHIKI_SOLUTION_STATE_MULTIPLE);
  else if (run->status == FUTO_STATUS_SOLVED && run->exhausted)
    set_state (self, FUTOSHIKI_SOLUTION_STATE_UNIQUE);
  else if (run->status == FUTO_STATUS_UNSATISFIABLE)
    set_state (self, FUTOSHIKI_SOLUTION_STATE_NONE);
  else if (run->status == FUTO_STATUS_INVALID)
    set_state (self, FUTOSHIKI_SOLUTION_STATE_INVALID);
  else
    set_state (self, FUTOSHIKI_SOLUTION_STATE_UNDECIDED);
}

static gboolean
start_check (gpointer user_data)
{
  FutoshikiSolutionCheck *self = user_data;
  const FutoPuzzle *puzzle = futoshiki_document_get_puzzle (self->document);
  g_autoptr(GTask) task = NULL;
  CheckData *data;

  self->start_source = 0;

  /* What the validator finds needs no search. */
  if (futo_puzzle_validate (puzzle, NULL) > 0)
    {
      set_state (self, FUTOSHIKI_SOLUTION_STATE_INVALID);
      return G_SOURCE_REMOVE;
    }

  self->cancellable = g_cancellable_new ();
  data = g_new0 (CheckData, 1);
  data->puzzle = futo_puzzle_copy (puzzle);
  futo_run_result_init (&data->result);

  task = g_task_new (self, self->cancellable, on_check_done, NULL);
  g_task_set_source_tag (task, start_check);
  g_task_set_task_data (task, data, check_data_free);
  /* The callback looks at the result even when cancelled, to drop it. */
  g_task_set_check_cancellable (task, FALSE);
  futoshiki_task_run_in_thread (task, check_thread);
  return G_SOURCE_REMOVE;
}

static void
restart (FutoshikiSolutionCheck *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->start_source, g_source_remove);
  clear_solutions (self);
  set_state (self, FUTOSHIKI_SOLUTION_STATE_CHECKING);
  self->start_source = g_timeout_add (START_DELAY_MS, start_check, self);
}

static void
on_document_changed (FutoshikiSolutionCheck  *self,
                     FutoshikiDocumentChange  what,
                     int                cell)
{
  if (what & FUTOSHIKI_DOCUMENT_CHANGE_PUZZLE)
    restart (self);
}

FutoshikiSolutionCheck *
futoshiki_solution_check_new (FutoshikiDocument *document)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (document), NULL);

  return g_object_new (FUTOSHIKI_TYPE_SOLUTION_CHECK, "document", document, NULL);
}

FutoshikiDocument *
futoshiki_solution_check_get_document (FutoshikiSolutionCheck *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLUTION_CHECK (self), NULL);

  return self->document;
}

FutoshikiSolutionState
futoshiki_solution_check_get_state (FutoshikiSolutionCheck *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLUTION_CHECK (self), FUTOSHIKI_SOLUTION_STATE_CHECKING);

  return self->state;
}

const guint8 *
futoshiki_solution_check_get_solution (FutoshikiSolutionCheck *self,
                                       guint             index)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SOLUTION_CHECK (self), NULL);
  g_return_val_if_fail (index < 2, NULL);

  return self->solutions[index];
}

static void
futoshiki_solution_check_constructed (GObject *object)
{
  FutoshikiSolutionCheck *self = FUTOSHIKI_SOLUTION_CHECK (object);

  G_OBJECT_CLASS (futoshiki_solution_check_parent_class)->constructed (object);

  g_return_if_fail (self->document != NULL);
  g_signal_connect_object (self->document, "changed",
                           G_CALLBACK (on_document_changed), self, G_CONNECT_SWAPPED);
  restart (self);
}

static void
futoshiki_solution_check_dispose (GObject *object)
{
  FutoshikiSolutionCheck *self = FUTOSHIKI_SOLUTION_CHECK (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->start_source, g_source_remove);
  g_clear_object (&self->document);
  clear_solutions (self);

  G_OBJECT_CLASS (futoshiki_solution_check_parent_class)->dispose (object);
}

static void
futoshiki_solution_check_get_property (GObject    *object,
                                       guint       prop_id,
                                       GValue     *value,
                                       GParamSpec *pspec)
{
  FutoshikiSolutionCheck *self = FUTOSHIKI_SOLUTION_CHECK (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;

    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_solution_check_set_property (GObject      *object,
                                       guint         prop_id,
                                       const GValue *value,
                                       GParamSpec   *pspec)
{
  FutoshikiSolutionCheck *self = FUTOSHIKI_SOLUTION_CHECK (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      self->document = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_solution_check_class_init (FutoshikiSolutionCheckClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = futoshiki_solution_check_constructed;
  object_class->dispose = futoshiki_solution_check_dispose;
  object_class->get_property = futoshiki_solution_check_get_property;
  object_class->set_property = futoshiki_solution_check_set_property;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, FUTOSHIKI_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL,
                       FUTOSHIKI_TYPE_SOLUTION_STATE, FUTOSHIKI_SOLUTION_STATE_CHECKING,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
futoshiki_solution_check_init (FutoshikiSolutionCheck *self)
{
  self->state = FUTOSHIKI_SOLUTION_STATE_CHECKING;
}
