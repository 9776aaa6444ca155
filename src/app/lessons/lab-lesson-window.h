/* lab-lesson-window.h: the Lessons window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "futoshiki-lesson.h"
#include "lab-lesson-host.h"

G_BEGIN_DECLS

#define LAB_TYPE_LESSON_WINDOW (lab_lesson_window_get_type ())

G_DECLARE_FINAL_TYPE (LabLessonWindow, lab_lesson_window, LAB, LESSON_WINDOW, AdwWindow)

/* Lists the shipped lessons; their steps show on host's board. */
LabLessonWindow *lab_lesson_window_new          (LabLessonHost   *host);
/* TRUE while the shipped lessons are read (in a worker thread: a lesson
 * of twenty thousand steps must not stop the window). */
gboolean         lab_lesson_window_get_loading  (LabLessonWindow *self);
/* Reads file in a worker thread, then shows it, or says why it cannot
 * in a "Cannot Open Lesson" dialog (what Open Lesson… does). */
void             lab_lesson_window_open_file    (LabLessonWindow *self,
                                                 GFile           *file);
/* The shipped lessons as listed (a file that could not be read is listed
 * with its error and is not among them). */
guint            lab_lesson_window_get_n_shipped (LabLessonWindow *self);
FutoshikiLesson       *lab_lesson_window_get_shipped  (LabLessonWindow *self,
                                                       guint            index);
/* The lesson shown (at its first step), or NULL for the list. */
FutoshikiLesson       *lab_lesson_window_get_lesson   (LabLessonWindow *self);
void             lab_lesson_window_set_lesson   (LabLessonWindow *self,
                                                 FutoshikiLesson       *lesson);
guint            lab_lesson_window_get_step     (LabLessonWindow *self);
/* Shows step index of the lesson, on the board too. */
void             lab_lesson_window_set_step     (LabLessonWindow *self,
                                                 guint            index);
/* TRUE while the step's run is being recorded and found. */
gboolean         lab_lesson_window_get_busy     (LabLessonWindow *self);
/* What the last step's showing said: "" when all went well. */
const char      *lab_lesson_window_get_status   (LabLessonWindow *self);

G_END_DECLS
