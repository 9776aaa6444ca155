/* futoshiki-lesson-moment.h: a named moment of a recorded run
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "futo-trace.h"

G_BEGIN_DECLS

typedef enum
{
  FUTOSHIKI_LESSON_MOMENT_START = 0,      /* before the first event */
  FUTOSHIKI_LESSON_MOMENT_END,            /* after the last event */
  FUTOSHIKI_LESSON_MOMENT_EVENT,          /* after event number nth */
  FUTOSHIKI_LESSON_MOMENT_DEAD_END,       /* just before a backtrack (as Next Backtrack stops) */
  FUTOSHIKI_LESSON_MOMENT_SOLUTION,       /* just after a solution */
  FUTOSHIKI_LESSON_MOMENT_DECISION,       /* just after a guess of the search */
  FUTOSHIKI_LESSON_MOMENT_ASSIGNMENT,     /* just after any value placed */
  FUTOSHIKI_LESSON_MOMENT_PRUNE,          /* just after a removed value */
  FUTOSHIKI_LESSON_MOMENT_MOVE,           /* just after a local-search move */
  FUTOSHIKI_LESSON_MOMENT_HIGHEST_ENERGY, /* just after the first report of the highest energy */
  FUTOSHIKI_LESSON_MOMENT_LOWEST_ENERGY,  /* just after the first report of the lowest energy */
} FutoshikiLessonMomentKind;

/* What a lesson step's moment="…" says, e.g. "3rd dead end", "first prune
 * by arc", "2nd decision in r3c1", "event 412" (docs/lesson-format.md). */
typedef struct
{
  FutoshikiLessonMomentKind kind;
  guint64             nth;    /* 1-based count; 0 = the last one */
  int                 reason; /* FutoReason that prunes must have, -1 for any */
  int                 row;    /* 0-based cell the event must be about, -1 for any */
  int                 col;
} FutoshikiLessonMoment;

/* FALSE with a sentence in error (G_IO_ERROR_INVALID_DATA) that says what
 * was expected. */
gboolean futoshiki_lesson_moment_parse   (const char             *text,
                                    FutoshikiLessonMoment        *moment,
                                    GError                **error);
/* The player position of the moment in trace; FALSE (with a sentence)
 * when the run never gets there. */
gboolean futoshiki_lesson_moment_resolve (const FutoshikiLessonMoment  *moment,
                                    const FutoTrace        *trace,
                                    guint64                *position,
                                    GError                **error);

G_END_DECLS
