/* lab-lesson-host.h: a window that shows lesson steps on its board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "futoshiki-lesson.h"

G_BEGIN_DECLS

#define LAB_TYPE_LESSON_HOST (lab_lesson_host_get_type ())

G_DECLARE_INTERFACE (LabLessonHost, lab_lesson_host, LAB, LESSON_HOST, GtkWindow)

struct _LabLessonHostInterface
{
  GTypeInterface parent_iface;

  void     (*show_step_async)  (LabLessonHost        *self,
                                FutoshikiLessonStep  *step,
                                GCancellable         *cancellable,
                                GAsyncReadyCallback   callback,
                                gpointer              user_data);
  gboolean (*show_step_finish) (LabLessonHost        *self,
                                GAsyncResult         *result,
                                GError              **error);
};

/* Shows step on the host: its puzzle, the method's run at its moment, its
 * cells framed. A step of text only finishes at once; a second call drops
 * the step the first one was waiting for. */
void     lab_lesson_host_show_step_async  (LabLessonHost        *self,
                                           FutoshikiLessonStep  *step,
                                           GCancellable         *cancellable,
                                           GAsyncReadyCallback   callback,
                                           gpointer              user_data);
gboolean lab_lesson_host_show_step_finish (LabLessonHost        *self,
                                           GAsyncResult         *result,
                                           GError              **error);

G_END_DECLS
