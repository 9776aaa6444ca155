/* lab-lesson-step.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One step of a lesson as read from its file (lab-lesson.c): what it says,
 * and the puzzle, method, moment and cells it shows. It does not change
 * once read, so it has getters and no properties.
 */
#define G_LOG_DOMAIN "lab-lesson"

#include "config.h"

#include "lab-lesson-private.h"

struct _LabLessonStep
{
  GObject          parent_instance;

  char            *title;
  char            *text;
  FutoPuzzle      *puzzle;
  char            *method;
  LabLessonMoment  moment;
  char            *moment_text;
  GArray          *highlight;
  GArray          *related;
  char            *place;
};

G_DEFINE_FINAL_TYPE (LabLessonStep, lab_lesson_step, G_TYPE_OBJECT)

static GArray *
copy_cells (GArray *cells)
{
  GArray *copy = g_array_new (FALSE, FALSE, sizeof (int));

  if (cells != NULL)
    g_array_append_vals (copy, cells->data, cells->len);
  return copy;
}

LabLessonStep *
_lab_lesson_step_new (const char            *title,
                      const char            *text,
                      const FutoPuzzle      *puzzle,
                      const char            *method,
                      const LabLessonMoment *moment,
                      const char            *moment_text,
                      GArray                *highlight,
                      GArray                *related,
                      const char            *place)
{
  LabLessonStep *self = g_object_new (LAB_TYPE_LESSON_STEP, NULL);

  self->title = g_strdup (title);
  self->text = g_strdup (text != NULL ? text : "");
  self->puzzle = puzzle != NULL ? futo_puzzle_copy (puzzle) : NULL;
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
lab_lesson_step_get_title (LabLessonStep *self)
{
  g_return_val_if_fail (LAB_IS_LESSON_STEP (self), NULL);
  return self->title;
}

const char *
lab_lesson_step_get_text (LabLessonStep *self)
{
  g_return_val_if_fail (LAB_IS_LESSON_STEP (self), NULL);
  return self->text;
}

const FutoPuzzle *
lab_lesson_step_get_puzzle (LabLessonStep *self)
{
  g_return_val_if_fail (LAB_IS_LESSON_STEP (self), NULL);
  return self->puzzle;
}

const char *
lab_lesson_step_get_method (LabLessonStep *self)
{
  g_return_val_if_fail (LAB_IS_LESSON_STEP (self), NULL);
  return self->method;
}

const LabLessonMoment *
lab_lesson_step_get_moment (LabLessonStep *self)
{
  g_return_val_if_fail (LAB_IS_LESSON_STEP (self), NULL);
  return self->method != NULL ? &self->moment : NULL;
}

const char *
lab_lesson_step_get_moment_text (LabLessonStep *self)
{
  g_return_val_if_fail (LAB_IS_LESSON_STEP (self), NULL);
  return self->moment_text;
}

const int *
lab_lesson_step_get_highlight (LabLessonStep *self,
                               int           *n_cells)
{
  g_return_val_if_fail (LAB_IS_LESSON_STEP (self), NULL);
  *n_cells = (int) self->highlight->len;
  return (const int *) self->highlight->data;
}

const int *
lab_lesson_step_get_related (LabLessonStep *self,
                             int           *n_cells)
{
  g_return_val_if_fail (LAB_IS_LESSON_STEP (self), NULL);
  *n_cells = (int) self->related->len;
  return (const int *) self->related->data;
}

const char *
lab_lesson_step_get_place (LabLessonStep *self)
{
  g_return_val_if_fail (LAB_IS_LESSON_STEP (self), NULL);
  return self->place;
}

static void
lab_lesson_step_finalize (GObject *object)
{
  LabLessonStep *self = LAB_LESSON_STEP (object);

  g_free (self->title);
  g_free (self->text);
  g_clear_pointer (&self->puzzle, futo_puzzle_free);
  g_free (self->method);
  g_free (self->moment_text);
  g_array_unref (self->highlight);
  g_array_unref (self->related);
  g_free (self->place);

  G_OBJECT_CLASS (lab_lesson_step_parent_class)->finalize (object);
}

static void
lab_lesson_step_class_init (LabLessonStepClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = lab_lesson_step_finalize;
}

static void
lab_lesson_step_init (LabLessonStep *self)
{
}
