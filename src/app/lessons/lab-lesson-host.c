/* lab-lesson-host.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Lessons window drives a window's board through this interface, not
 * through LabWindow itself: the main window opens the Lessons window, so a
 * call back into the window's own type would tie the two features into a
 * circle. LabWindow implements it (lab-window-lesson.c).
 */
#include "config.h"

#include "lab-lesson-host.h"

G_DEFINE_INTERFACE (LabLessonHost, lab_lesson_host, GTK_TYPE_WINDOW)

static void
lab_lesson_host_default_init (LabLessonHostInterface *iface)
{
}

void
lab_lesson_host_show_step_async (LabLessonHost       *self,
                                 FutoshikiLessonStep *step,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_return_if_fail (LAB_IS_LESSON_HOST (self));
  g_return_if_fail (FUTOSHIKI_IS_LESSON_STEP (step));

  LAB_LESSON_HOST_GET_IFACE (self)->show_step_async (self, step, cancellable, callback, user_data);
}

gboolean
lab_lesson_host_show_step_finish (LabLessonHost  *self,
                                  GAsyncResult   *result,
                                  GError        **error)
{
  g_return_val_if_fail (LAB_IS_LESSON_HOST (self), FALSE);

  return LAB_LESSON_HOST_GET_IFACE (self)->show_step_finish (self, result, error);
}
