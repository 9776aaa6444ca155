/* futoshiki-undo.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Recording steps, moving through them, the saved point, and replaying a
 * step on a plain game. The history's persistence is in
 * futoshiki-undo-save.c (a GVariant) and futoshiki-undo-text.c (the text
 * of version 1, still read).
 */
#define G_LOG_DOMAIN "lab-undo"

#include "config.h"

#include <string.h>

#include <gio/gio.h>
#include <glib/gi18n.h>

#include "futoshiki-undo-private.h"

void
_futoshiki_undo_change_clear (gpointer data)
{
  FutoshikiUndoChange *change = data;

  g_clear_pointer (&change->game_before, futo_game_free);
  g_clear_pointer (&change->game_after, futo_game_free);
}

FutoshikiUndoStep *
_futoshiki_undo_step_new (void)
{
  FutoshikiUndoStep *step = g_new0 (FutoshikiUndoStep, 1);

  step->changes = g_array_new (FALSE, TRUE, sizeof (FutoshikiUndoChange));
  g_array_set_clear_func (step->changes, _futoshiki_undo_change_clear);
  return step;
}

void
_futoshiki_undo_step_free (gpointer data)
{
  FutoshikiUndoStep *step = data;

  g_array_unref (step->changes);
  g_free (step);
}

FutoshikiUndoStack *
futoshiki_undo_stack_new (void)
{
  FutoshikiUndoStack *stack = g_new0 (FutoshikiUndoStack, 1);

  stack->steps = g_ptr_array_new_with_free_func (_futoshiki_undo_step_free);
  stack->saved = 0;
  return stack;
}

void
futoshiki_undo_stack_free (FutoshikiUndoStack *stack)
{
  if (stack == NULL)
    return;
  g_clear_pointer (&stack->open, _futoshiki_undo_step_free);
  g_ptr_array_unref (stack->steps);
  g_free (stack);
}

void
futoshiki_undo_stack_begin (FutoshikiUndoStack *stack)
{
  if (stack->depth++ == 0)
    {
      g_assert (stack->open == NULL);
      stack->open = _futoshiki_undo_step_new ();
    }
}

gboolean
futoshiki_undo_stack_is_recording (FutoshikiUndoStack *stack)
{
  return stack->depth > 0;
}

void
futoshiki_undo_stack_record (FutoshikiUndoStack        *stack,
                             const FutoshikiUndoChange *change)
{
  GArray *changes;

  g_return_if_fail (stack->open != NULL);

  changes = stack->open->changes;
  /* A field changed twice in one step keeps its first "before". Snapshots
   * never merge: they replace everything, in order. */
  if (change->kind != FUTOSHIKI_UNDO_SNAPSHOT)
    for (guint i = 0; i < changes->len; i++)
      {
        FutoshikiUndoChange *old = &g_array_index (changes, FutoshikiUndoChange, i);

        if (old->kind == change->kind && old->cell == change->cell)
          {
            old->after = change->after;
            return;
          }
        /* Fields recorded before a snapshot belong to another board. */
        if (old->kind == FUTOSHIKI_UNDO_SNAPSHOT)
          break;
      }
  g_array_append_vals (changes, change, 1);
}

static gboolean
change_is_noop (const FutoshikiUndoChange *change)
{
  if (change->kind == FUTOSHIKI_UNDO_SNAPSHOT)
    return FALSE;
  return change->before == change->after;
}

static void
drop_oldest (FutoshikiUndoStack *stack)
{
  g_ptr_array_remove_index (stack->steps, 0);
  stack->position--;
  if (stack->saved >= 0)
    stack->saved--;
}

gboolean
futoshiki_undo_stack_end (FutoshikiUndoStack *stack)
{
  FutoshikiUndoStep *step;

  g_return_val_if_fail (stack->depth > 0, FALSE);

  if (--stack->depth > 0)
    return FALSE;

  step = g_steal_pointer (&stack->open);
  for (guint i = step->changes->len; i > 0; i--)
    if (change_is_noop (&g_array_index (step->changes, FutoshikiUndoChange, i - 1)))
      g_array_remove_index (step->changes, i - 1);
  if (step->changes->len == 0)
    {
      _futoshiki_undo_step_free (step);
      return FALSE;
    }

  /* A new step forgets what could be redone, and with it a saved point
   * that lay there. */
  if (stack->saved > (gint64) stack->position)
    stack->saved = -1;
  g_ptr_array_set_size (stack->steps, stack->position);
  g_ptr_array_add (stack->steps, step);
  stack->position++;
  while (stack->steps->len > FUTOSHIKI_UNDO_MAX_STEPS)
    drop_oldest (stack);
  return TRUE;
}

const FutoshikiUndoStep *
futoshiki_undo_stack_undo (FutoshikiUndoStack *stack)
{
  g_return_val_if_fail (stack->depth == 0, NULL);

  if (stack->position == 0)
    return NULL;
  return g_ptr_array_index (stack->steps, --stack->position);
}

const FutoshikiUndoStep *
futoshiki_undo_stack_redo (FutoshikiUndoStack *stack)
{
  g_return_val_if_fail (stack->depth == 0, NULL);

  if (stack->position >= stack->steps->len)
    return NULL;
  return g_ptr_array_index (stack->steps, stack->position++);
}

gboolean
futoshiki_undo_stack_can_undo (FutoshikiUndoStack *stack)
{
  return stack->position > 0;
}

gboolean
futoshiki_undo_stack_can_redo (FutoshikiUndoStack *stack)
{
  return stack->position < stack->steps->len;
}

guint
futoshiki_undo_stack_get_n_steps (FutoshikiUndoStack *stack)
{
  return stack->steps->len;
}

guint
futoshiki_undo_stack_get_position (FutoshikiUndoStack *stack)
{
  return stack->position;
}

const FutoshikiUndoStep *
futoshiki_undo_stack_get_step (FutoshikiUndoStack *stack,
                               guint         index)
{
  g_return_val_if_fail (index < stack->steps->len, NULL);

  return g_ptr_array_index (stack->steps, index);
}

void
futoshiki_undo_stack_mark_saved (FutoshikiUndoStack *stack)
{
  stack->saved = stack->position;
}

void
futoshiki_undo_stack_mark_unsaved (FutoshikiUndoStack *stack)
{
  stack->saved = -1;
}

gboolean
futoshiki_undo_stack_is_saved (FutoshikiUndoStack *stack)
{
  return stack->saved == (gint64) stack->position;
}

/* Fields and replay */

guint64
futoshiki_undo_read_field (const FutoGame    *game,
                           FutoshikiUndoKind  kind,
                           int                cell)
{
  switch (kind)
    {
    case FUTOSHIKI_UNDO_GIVEN:
      return game->puzzle->givens[cell];
    case FUTOSHIKI_UNDO_RIGHT:
      return game->puzzle->right[cell];
    case FUTOSHIKI_UNDO_DOWN:
      return game->puzzle->down[cell];
    case FUTOSHIKI_UNDO_ENTRY:
      return game->entries[cell];
    case FUTOSHIKI_UNDO_PENCIL:
      return game->pencil[cell];
    case FUTOSHIKI_UNDO_SNAPSHOT:
    default:
      g_return_val_if_reached (0);
    }
}

void
futoshiki_undo_write_field (FutoGame          *game,
                            FutoshikiUndoKind  kind,
                            int                cell,
                            guint64            value)
{
  switch (kind)
    {
    case FUTOSHIKI_UNDO_GIVEN:
      game->puzzle->givens[cell] = (uint8_t) value;
      break;
    case FUTOSHIKI_UNDO_RIGHT:
      game->puzzle->right[cell] = (uint8_t) value;
      break;
    case FUTOSHIKI_UNDO_DOWN:
      game->puzzle->down[cell] = (uint8_t) value;
      break;
    case FUTOSHIKI_UNDO_ENTRY:
      game->entries[cell] = (uint8_t) value;
      break;
    case FUTOSHIKI_UNDO_PENCIL:
      game->pencil[cell] = value;
      break;
    case FUTOSHIKI_UNDO_SNAPSHOT:
    default:
      g_return_if_reached ();
    }
}

/* Whether value may stand in the field of change on this board: a stored
 * history may come from another board, or be damaged. */
static gboolean
field_in_range (const FutoGame            *game,
                const FutoshikiUndoChange *change,
                guint64                    value)
{
  int n = game->puzzle->size;

  if (change->cell < 0 || change->cell >= n * n)
    return FALSE;
  switch (change->kind)
    {
    case FUTOSHIKI_UNDO_GIVEN:
    case FUTOSHIKI_UNDO_ENTRY:
      return value <= (guint64) n;
    /* Only a relation of the board's own mode: a mode switch is a
     * snapshot, and a field change that puts an Adjacent mark into an
     * Unequal puzzle (or a sign into an Adjacent one) comes from a
     * damaged or crafted history, whose board no file could hold. */
    case FUTOSHIKI_UNDO_RIGHT:
      return value <= FUTO_REL_ADJACENT && futo_mode_allows (game->puzzle->mode, (FutoRelation) value)
             && (value == FUTO_REL_NONE || change->cell % n + 1 < n);
    case FUTOSHIKI_UNDO_DOWN:
      return value <= FUTO_REL_ADJACENT && futo_mode_allows (game->puzzle->mode, (FutoRelation) value)
             && (value == FUTO_REL_NONE || change->cell + n < n * n);
    case FUTOSHIKI_UNDO_PENCIL:
      return (value & ~FUTO_SET_FULL (n)) == 0;
    case FUTOSHIKI_UNDO_SNAPSHOT:
    default:
      return FALSE;
    }
}

/* Moves *game across one change when it is where the change says it
 * starts; FALSE otherwise. */
static gboolean
step_change (FutoGame                 **game,
             const FutoshikiUndoChange  *change,
             gboolean                    forward)
{
  guint64 from = forward ? change->before : change->after;
  guint64 to = forward ? change->after : change->before;

  if (change->kind == FUTOSHIKI_UNDO_SNAPSHOT)
    {
      const FutoGame *expected = forward ? change->game_before : change->game_after;
      const FutoGame *next = forward ? change->game_after : change->game_before;

      if (expected == NULL || next == NULL || !futo_game_equal (*game, expected))
        return FALSE;
      futo_game_free (*game);
      *game = futo_game_copy (next);
      return *game != NULL;
    }

  if (!field_in_range (*game, change, from) || !field_in_range (*game, change, to))
    return FALSE;
  if (futoshiki_undo_read_field (*game, change->kind, change->cell) != from)
    return FALSE;
  futoshiki_undo_write_field (*game, change->kind, change->cell, to);
  return TRUE;
}

gboolean
futoshiki_undo_step_apply (const FutoshikiUndoStep  *step,
                           FutoGame                **game,
                           gboolean                  forward)
{
  guint len;

  g_return_val_if_fail (step != NULL, FALSE);
  g_return_val_if_fail (game != NULL && *game != NULL, FALSE);

  len = step->changes->len;
  for (guint i = 0; i < len; i++)
    {
      guint index = forward ? i : len - 1 - i;

      if (!step_change (game, &g_array_index (step->changes, FutoshikiUndoChange, index), forward))
        return FALSE;
    }
  /* Each change may fit while the step as a whole leaves a cell with both
   * a given and an entry: a crafted or damaged history that makes an
   * entry, then sets a given on its cell without taking the entry away.
   * No file can hold that board (the native reader refuses it, so the
   * session's save could not be restored: fuzz-session found it), and the
   * app's own steps take the entry away in the step that sets the given. */
  for (guint i = 0; i < len; i++)
    {
      const FutoshikiUndoChange *change = &g_array_index (step->changes, FutoshikiUndoChange, i);

      if ((change->kind == FUTOSHIKI_UNDO_GIVEN || change->kind == FUTOSHIKI_UNDO_ENTRY)
          && (*game)->puzzle->givens[change->cell] != 0 && (*game)->entries[change->cell] != 0)
        return FALSE;
    }
  return TRUE;
}

/**
 * futoshiki_undo_stack_leads_to:
 *
 * Replays the history on a copy of @game: before anything of a stored
 * history is trusted, undoing every step must be possible, and redoing
 * them all must pass through @game again at the position.
 */
gboolean
futoshiki_undo_stack_leads_to (FutoshikiUndoStack  *stack,
                               const FutoGame      *game,
                               GError             **error)
{
  FutoGame *copy;
  gboolean fits = TRUE;

  g_return_val_if_fail (stack != NULL, FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  copy = futo_game_copy (game);
  for (guint i = stack->position; fits && i > 0; i--)
    fits = futoshiki_undo_step_apply (g_ptr_array_index (stack->steps, i - 1), &copy, FALSE);
  for (guint i = 0; fits && i < stack->steps->len; i++)
    {
      fits = futoshiki_undo_step_apply (g_ptr_array_index (stack->steps, i), &copy, TRUE);
      if (fits && i + 1 == stack->position)
        fits = futo_game_equal (copy, game);
    }
  futo_game_free (copy);

  if (!fits)
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                         _("the undo history does not lead to this puzzle"));
  return fits;
}

