/* futoshiki-task.h: work in a worker thread for a task whose source is a widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdatomic.h>

#include <gio/gio.h>

G_BEGIN_DECLS

/* Works on the task's data in a worker thread; cancel becomes non-zero
 * once the task's cancellable is cancelled, for the core's polling. */
typedef void (*FutoshikiTaskThreadFunc) (gpointer          task_data,
                                         const atomic_int *cancel);

/* Runs func on the task's data (set it first) in a worker thread, then
 * completes task with TRUE on the main context it was created in
 * (g_task_propagate_boolean() reports a cancellation as usual). Results
 * go into the task's data. The worker thread never holds task: its
 * source object is released on the main thread only, as a widget must
 * be. */
void futoshiki_task_run_in_thread (GTask             *task,
                                   FutoshikiTaskThreadFunc  func);

G_END_DECLS
