/* lesson-hostile-util.h: the hostile lessons of tests/data/lessons/hostile,
 * copied with the files git cannot hold, and where each must be refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  char *name;   /* the lesson's file name in the copy */
  char *place;  /* "line:column", "-" (an error of the whole file) or "read" */
  char *words;  /* what the message holds (for "read": the steps, or the title's length) */
} LessonHostileCase;

/* Copies the folder into a new temporary one and makes there what git
 * cannot hold: a FIFO lesson, a symlink to /dev/zero, a file past the
 * lesson limit, 20,000 steps, a title of a million characters, puzzle
 * files that are a FIFO or symlinks out of the folder. Returns the copy's
 * path (free it; lesson_hostile_remove() deletes it). */
char      *lesson_hostile_make   (void);
void       lesson_hostile_remove (const char *dir);
/* The cases of expected.txt, in its order; free with g_ptr_array_unref. */
GPtrArray *lesson_hostile_cases  (void);

G_END_DECLS
