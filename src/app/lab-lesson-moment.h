/* lab-lesson-moment.h: a named moment of a recorded run
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "futo-trace.h"

G_BEGIN_DECLS

typedef enum
{
  LAB_LESSON_MOMENT_START = 0,      /* before the first event */
  LAB_LESSON_MOMENT_END,            /* after the last event */
  LAB_LESSON_MOMENT_EVENT,          /* after event number nth */
  LAB_LESSON_MOMENT_DEAD_END,       /* just before a backtrack (as Next Backtrack stops) */
  LAB_LESSON_MOMENT_SOLUTION,       /* just after a solution */
  LAB_LESSON_MOMENT_DECISION,       /* just after a guess of the search */
  LAB_LESSON_MOMENT_ASSIGNMENT,     /* just after any value placed */
  LAB_LESSON_MOMENT_PRUNE,          /* just after a removed value */
  LAB_LESSON_MOMENT_MOVE,           /* just after a local-search move */
  LAB_LESSON_MOMENT_HIGHEST_ENERGY, /* just after the first report of the highest energy */
  LAB_LESSON_MOMENT_LOWEST_ENERGY,  /* just after the first report of the lowest energy */
} LabLessonMomentKind;

/* What a lesson step's moment="…" says, e.g. "3rd dead end", "first prune
 * by arc", "2nd decision in r3c1", "event 412" (docs/lesson-format.md). */
typedef struct
{
  LabLessonMomentKind kind;
  guint64             nth;    /* 1-based count; 0 = the last one */
  int                 reason; /* FutoReason that prunes must have, -1 for any */
  int                 row;    /* 0-based cell the event must be about, -1 for any */
  int                 col;
} LabLessonMoment;

/* FALSE with a sentence in error (G_IO_ERROR_INVALID_DATA) that says what
 * was expected. */
gboolean lab_lesson_moment_parse   (const char             *text,
                                    LabLessonMoment        *moment,
                                    GError                **error);
/* The player position of the moment in trace; FALSE (with a sentence)
 * when the run never gets there. */
gboolean lab_lesson_moment_resolve (const LabLessonMoment  *moment,
                                    const FutoTrace        *trace,
                                    guint64                *position,
                                    GError                **error);

G_END_DECLS
