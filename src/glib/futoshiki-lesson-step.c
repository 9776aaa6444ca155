/* futoshiki-lesson-step.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One step of a lesson as read from its file (futoshiki-lesson.c): what it says,
 * and the puzzle, method, moment and cells it shows. It does not change
 * once read, so it has getters and no properties.
 */
#define G_LOG_DOMAIN "lab-lesson"

#include "config.h"

#include "futoshiki-lesson-private.h"

struct _FutoshikiLessonStep
{
  GObject          parent_instance;

  char            *title;
  char            *text;
  FutoshikiLessonPuzzle *puzzle;
  char            *method;
  FutoshikiLessonMoment  moment;
  char            *moment_text;
  GArray          *highlight;
  GArray          *related;
  char            *place;
};

G_DEFINE_FINAL_TYPE (FutoshikiLessonStep, futoshiki_lesson_step, G_TYPE_OBJECT)

struct _FutoshikiLessonPuzzle
{
  FutoPuzzle *puzzle;
};

FutoshikiLessonPuzzle *
_futoshiki_lesson_puzzle_new (FutoPuzzle *puzzle)
{
  FutoshikiLessonPuzzle *self = g_atomic_rc_box_new0 (FutoshikiLessonPuzzle);

  self->puzzle = puzzle;
  return self;
}

FutoshikiLessonPuzzle *
_futoshiki_lesson_puzzle_ref (FutoshikiLessonPuzzle *self)
{
  return g_atomic_rc_box_acquire (self);
}

static void
clear_puzzle (gpointer data)
{
  FutoshikiLessonPuzzle *self = data;

  futo_puzzle_free (self->puzzle);
}

void
_futoshiki_lesson_puzzle_unref (FutoshikiLessonPuzzle *self)
{
  g_atomic_rc_box_release_full (self, clear_puzzle);
}

const FutoPuzzle *
_futoshiki_lesson_puzzle_get (FutoshikiLessonPuzzle *self)
{
  return self->puzzle;
}

static GArray *
copy_cells (GArray *cells)
{
  GArray *copy = g_array_new (FALSE, FALSE, sizeof (int));

  if (cells != NULL)
    g_array_append_vals (copy, cells->data, cells->len);
  return copy;
}

FutoshikiLessonStep *
_futoshiki_lesson_step_new (const char            *title,
                            const char            *text,
                            FutoshikiLessonPuzzle *puzzle,
                            const char            *method,
                            const FutoshikiLessonMoment *moment,
                            const char            *moment_text,
                            GArray                *highlight,
                            GArray                *related,
                            const char            *place)
{
  FutoshikiLessonStep *self = g_object_new (FUTOSHIKI_TYPE_LESSON_STEP, NULL);

  self->title = g_strdup (title);
  self->text = g_strdup (text != NULL ? text : "");
  self->puzzle = puzzle != NULL ? _futoshiki_lesson_puzzle_ref (puzzle) : NULL;
  if (method != NULL && moment != NULL)
    {
      self->method = g_strdup (method);
      self->moment = *moment;
      self->moment_text = g_strdup (moment_text);
    }
  self->highlight = copy_cells (highlight);
  self->related = copy_cells (related);
  self->place = g_strdup (place);
  return self;
}

const char *
futoshiki_lesson_step_get_title (FutoshikiLessonStep *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_LESSON_STEP (self), NULL);
  return self->title;
}

const char *
futoshiki_lesson_step_get_text (FutoshikiLessonStep *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_LESSON_STEP (self), NULL);
  return self->text;
}

const FutoPuzzle *
futoshiki_lesson_step_get_puzzle (FutoshikiLessonStep *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_LESSON_STEP (self), NULL);
  return self->puzzle != NULL ? self->puzzle->puzzle : NULL;
}

const char *
futoshiki_lesson_step_get_method (FutoshikiLessonStep *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_LESSON_STEP (self), NULL);
  return self->method;
}

const FutoshikiLessonMoment *
futoshiki_lesson_step_get_moment (FutoshikiLessonStep *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_LESSON_STEP (self), NULL);
  return self->method != NULL ? &self->moment : NULL;
}

const char *
futoshiki_lesson_step_get_moment_text (FutoshikiLessonStep *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_LESSON_STEP (self), NULL);
  return self->moment_text;
}

const int *
futoshiki_lesson_step_get_highlight (FutoshikiLessonStep *self,
                                     int           *n_cells)
{
  g_return_val_if_fail (FUTOSHIKI_IS_LESSON_STEP (self), NULL);
  *n_cells = (int) self->highlight->len;
  return (const int *) self->highlight->data;
}

const int *
futoshiki_lesson_step_get_related (FutoshikiLessonStep *self,
                                   int           *n_cells)
{
  g_return_val_if_fail (FUTOSHIKI_IS_LESSON_STEP (self), NULL);
  *n_cells = (int) self->related->len;
  return (const int *) self->related->data;
}

const char *
futoshiki_lesson_step_get_place (FutoshikiLessonStep *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_LESSON_STEP (self), NULL);
  return self->place;
}

static void
futoshiki_lesson_step_finalize (GObject *object)
{
  FutoshikiLessonStep *self = FUTOSHIKI_LESSON_STEP (object);

  g_free (self->title);
  g_free (self->text);
  g_clear_pointer (&self->puzzle, _futoshiki_lesson_puzzle_unref);
  g_free (self->method);
  g_free (self->moment_text);
  g_array_unref (self->highlight);
  g_array_unref (self->related);
  g_free (self->place);

  G_OBJECT_CLASS (futoshiki_lesson_step_parent_class)->finalize (object);
}

static void
futoshiki_lesson_step_class_init (FutoshikiLessonStepClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = futoshiki_lesson_step_finalize;
}

static void
futoshiki_lesson_step_init (FutoshikiLessonStep *self)
{
}
