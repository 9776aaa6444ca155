/* lab-lesson.h: a lesson: a short text in steps, each on a moment of a run
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "futo-puzzle.h"
#include "lab-lesson-moment.h"

G_BEGIN_DECLS

#define LAB_LESSON_ERROR (lab_lesson_error_quark ())

typedef enum
{
  LAB_LESSON_ERROR_SYNTAX,  /* not well-formed XML */
  LAB_LESSON_ERROR_CONTENT, /* well-formed, but not a lesson as docs/lesson-format.md says */
} LabLessonError;

GQuark lab_lesson_error_quark (void);

#define LAB_TYPE_LESSON_STEP (lab_lesson_step_get_type ())

G_DECLARE_FINAL_TYPE (LabLessonStep, lab_lesson_step, LAB, LESSON_STEP, GObject)

/* The heading, or NULL; translated when the app's catalogue knows it. */
const char            *lab_lesson_step_get_title       (LabLessonStep *self);
/* The paragraphs, translated, separated by blank lines. */
const char            *lab_lesson_step_get_text        (LabLessonStep *self);
/* The puzzle the step opens, or NULL for a step of text only. */
const FutoPuzzle      *lab_lesson_step_get_puzzle      (LabLessonStep *self);
/* The method to record (an id of `futoshiki algorithms`), or NULL. */
const char            *lab_lesson_step_get_method      (LabLessonStep *self);
/* Where to jump once it is recorded; NULL without a method. */
const LabLessonMoment *lab_lesson_step_get_moment      (LabLessonStep *self);
const char            *lab_lesson_step_get_moment_text (LabLessonStep *self);
/* Cells (row * size + column) to frame, and cells to outline as what the
 * framed ones depend on. */
const int             *lab_lesson_step_get_highlight   (LabLessonStep *self,
                                                        int           *n_cells);
const int             *lab_lesson_step_get_related     (LabLessonStep *self,
                                                        int           *n_cells);
/* "name:line:column" of the step's element, for messages about it. */
const char            *lab_lesson_step_get_place       (LabLessonStep *self);

#define LAB_TYPE_LESSON (lab_lesson_get_type ())

G_DECLARE_FINAL_TYPE (LabLesson, lab_lesson, LAB, LESSON, GObject)

/* Errors name the file, line and column: "intro.lesson:12:5: …". */
LabLesson     *lab_lesson_new_from_file    (GFile        *file,
                                            GCancellable *cancellable,
                                            GError      **error);
/* name is what errors call the text; puzzle files are looked for in
 * base_dir (NULL: none may be named). */
LabLesson     *lab_lesson_new_from_data    (const char   *data,
                                            gssize        length,
                                            const char   *name,
                                            GFile        *base_dir,
                                            GError      **error);
const char    *lab_lesson_get_title        (LabLesson    *self);
const char    *lab_lesson_get_summary      (LabLesson    *self);
/* The file it was read from, or NULL. */
GFile         *lab_lesson_get_file         (LabLesson    *self);
guint          lab_lesson_get_n_steps      (LabLesson    *self);
LabLessonStep *lab_lesson_get_step         (LabLesson    *self,
                                            guint         index);

/* Where the shipped lessons are: $FUTOSHIKI_LAB_LESSONDIR when set (the
 * build tree, tests), else the installed data folder. */
const char    *lab_lesson_get_shipped_dir  (void);
/* The shipped lesson files, sorted by name (their numbers). */
GPtrArray     *lab_lesson_list_shipped     (void);

G_END_DECLS
