/* futoshiki-lesson-private.h: how the parser fills a step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futoshiki-lesson.h"

G_BEGIN_DECLS

/* A puzzle of a lesson, shared by every step that shows it: twenty
 * thousand steps on one 64×64 puzzle hold one copy, not twenty thousand. */
typedef struct _FutoshikiLessonPuzzle FutoshikiLessonPuzzle;

/* Takes puzzle. */
FutoshikiLessonPuzzle *_futoshiki_lesson_puzzle_new   (FutoPuzzle            *puzzle);
FutoshikiLessonPuzzle *_futoshiki_lesson_puzzle_ref   (FutoshikiLessonPuzzle *self);
void                   _futoshiki_lesson_puzzle_unref (FutoshikiLessonPuzzle *self);
const FutoPuzzle      *_futoshiki_lesson_puzzle_get   (FutoshikiLessonPuzzle *self);

/* Copies every argument (puzzle is shared, not copied). puzzle NULL: text
 * only; method NULL: no moment either. */
FutoshikiLessonStep *_futoshiki_lesson_step_new (const char                  *title,
                                                 const char                  *text,
                                                 FutoshikiLessonPuzzle       *puzzle,
                                                 const char                  *method,
                                                 const FutoshikiLessonMoment *moment,
                                                 const char                  *moment_text,
                                                 GArray                      *highlight,
                                                 GArray                      *related,
                                                 const char                  *place);

G_END_DECLS
