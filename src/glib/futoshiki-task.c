/* futoshiki-task.c: work in a worker thread for a task whose source is a widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * g_task_run_in_thread() lets the worker thread drop its reference to the
 * task after the result is returned. When the main loop has run the
 * callback already and the window was closed meanwhile, that last
 * reference finalises the task's source object, a widget, in the worker
 * thread. So the thread works on an inner task without a source object,
 * and only the main loop touches the caller's task.
 */
#define G_LOG_DOMAIN "lab-task"

#include "config.h"

#include "futoshiki-task.h"

typedef struct
{
  FutoshikiTaskThreadFunc  func;
  /* The outer task's data, kept alive by the outer task, which the inner
   * task's callback holds until the thread function has returned. */
  gpointer           task_data;
  atomic_int         cancel;
  GCancellable      *cancellable;
  gulong             cancelled_id;
} Run;

/* May run in the worker thread: touches no widget. */
static void
run_free (gpointer pointer)
{
  Run *run = pointer;

  if (run->cancellable != NULL)
    {
      g_cancellable_disconnect (run->cancellable, run->cancelled_id);
      g_object_unref (run->cancellable);
    }
  g_free (run);
}

/* Runs in whatever thread cancels: only touches the atomic flag. */
static void
on_cancelled (GCancellable *cancellable,
              Run          *run)
{
  atomic_store (&run->cancel, 1);
}

static void
run_thread (GTask        *inner,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  Run *run = task_data;

  run->func (run->task_data, &run->cancel);
  g_task_return_boolean (inner, TRUE);
}

static void
on_inner_done (GObject      *source_object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GTask) outer = user_data;

  g_task_return_boolean (outer, TRUE);
}

void
futoshiki_task_run_in_thread (GTask             *task,
                              FutoshikiTaskThreadFunc  func)
{
  g_autoptr(GTask) inner = NULL;
  GCancellable *cancellable;
  Run *run;

  g_return_if_fail (G_IS_TASK (task));
  g_return_if_fail (func != NULL);

  run = g_new0 (Run, 1);
  run->func = func;
  run->task_data = g_task_get_task_data (task);
  cancellable = g_task_get_cancellable (task);
  if (cancellable != NULL)
    {
      run->cancellable = g_object_ref (cancellable);
      /* Calls on_cancelled at once when it is cancelled already. */
      run->cancelled_id = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), run, NULL);
    }

  inner = g_task_new (NULL, NULL, on_inner_done, g_object_ref (task));
  g_task_set_source_tag (inner, futoshiki_task_run_in_thread);
  g_task_set_task_data (inner, run, run_free);
  g_task_run_in_thread (inner, run_thread);
}
