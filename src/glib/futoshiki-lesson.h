/* futoshiki-lesson.h: a lesson: a short text in steps, each on a moment of a run
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "futo-puzzle.h"
#include "futoshiki-lesson-moment.h"

G_BEGIN_DECLS

#define FUTOSHIKI_LESSON_ERROR (futoshiki_lesson_error_quark ())

typedef enum
{
  FUTOSHIKI_LESSON_ERROR_SYNTAX,  /* not well-formed XML */
  FUTOSHIKI_LESSON_ERROR_CONTENT, /* well-formed, but not a lesson as docs/lesson-format.md says */
} FutoshikiLessonError;

GQuark futoshiki_lesson_error_quark (void);

#define FUTOSHIKI_TYPE_LESSON_STEP (futoshiki_lesson_step_get_type ())

G_DECLARE_FINAL_TYPE (FutoshikiLessonStep, futoshiki_lesson_step, FUTOSHIKI, LESSON_STEP, GObject)

/* The heading, or NULL; translated when the app's catalogue knows it. */
const char            *futoshiki_lesson_step_get_title       (FutoshikiLessonStep *self);
/* The paragraphs, translated, separated by blank lines. */
const char            *futoshiki_lesson_step_get_text        (FutoshikiLessonStep *self);
/* The puzzle the step opens, or NULL for a step of text only. */
const FutoPuzzle      *futoshiki_lesson_step_get_puzzle      (FutoshikiLessonStep *self);
/* The method to record (an id of `futoshiki algorithms`), or NULL. */
const char            *futoshiki_lesson_step_get_method      (FutoshikiLessonStep *self);
/* Where to jump once it is recorded; NULL without a method. */
const FutoshikiLessonMoment *futoshiki_lesson_step_get_moment      (FutoshikiLessonStep *self);
const char            *futoshiki_lesson_step_get_moment_text (FutoshikiLessonStep *self);
/* Cells (row * size + column) to frame, and cells to outline as what the
 * framed ones depend on. */
const int             *futoshiki_lesson_step_get_highlight   (FutoshikiLessonStep *self,
                                                        int           *n_cells);
const int             *futoshiki_lesson_step_get_related     (FutoshikiLessonStep *self,
                                                        int           *n_cells);
/* "name:line:column" of the step's element, for messages about it. */
const char            *futoshiki_lesson_step_get_place       (FutoshikiLessonStep *self);

#define FUTOSHIKI_TYPE_LESSON (futoshiki_lesson_get_type ())

G_DECLARE_FINAL_TYPE (FutoshikiLesson, futoshiki_lesson, FUTOSHIKI, LESSON, GObject)

/* Errors name the file, line and column: "intro.lesson:12:5: …". */
FutoshikiLesson     *futoshiki_lesson_new_from_file    (GFile        *file,
                                            GCancellable *cancellable,
                                            GError      **error);
/* name is what errors call the text; puzzle files are looked for in
 * base_dir (NULL: none may be named). */
FutoshikiLesson     *futoshiki_lesson_new_from_data    (const char   *data,
                                            gssize        length,
                                            const char   *name,
                                            GFile        *base_dir,
                                            GError      **error);
const char    *futoshiki_lesson_get_title        (FutoshikiLesson    *self);
const char    *futoshiki_lesson_get_summary      (FutoshikiLesson    *self);
/* The file it was read from, or NULL. */
GFile         *futoshiki_lesson_get_file         (FutoshikiLesson    *self);
guint          futoshiki_lesson_get_n_steps      (FutoshikiLesson    *self);
FutoshikiLessonStep *futoshiki_lesson_get_step         (FutoshikiLesson    *self,
                                            guint         index);

/* Where the shipped lessons are: $FUTOSHIKI_LAB_LESSONDIR when set (the
 * build tree, tests), else the installed data folder. */
const char    *futoshiki_lesson_get_shipped_dir  (void);
/* The shipped lesson files, sorted by name (their numbers). */
GPtrArray     *futoshiki_lesson_list_shipped     (void);

G_END_DECLS
