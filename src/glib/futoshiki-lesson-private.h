/* futoshiki-lesson-private.h: how the parser fills a step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futoshiki-lesson.h"

G_BEGIN_DECLS

/* Takes nothing: copies every argument. puzzle NULL: text only; method
 * NULL: no moment either. */
FutoshikiLessonStep *_futoshiki_lesson_step_new (const char            *title,
                                                 const char            *text,
                                                 const FutoPuzzle      *puzzle,
                                                 const char            *method,
                                                 const FutoshikiLessonMoment *moment,
                                                 const char            *moment_text,
                                                 GArray                *highlight,
                                                 GArray                *related,
                                                 const char            *place);

G_END_DECLS
