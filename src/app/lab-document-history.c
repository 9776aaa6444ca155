/* lab-document-history.c: does a stored undo history fit the document?
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A history read back from the session directory may belong to another
 * document (the puzzle file was replaced while the app was away) or be
 * damaged. Replaying it on a copy proves, before anything is trusted,
 * that undoing every step is possible and that redoing them all leads
 * back to the document as it is. Saving and the dirty flag live here too.
 */
#define G_LOG_DOMAIN "lab-document"

#include "config.h"

#include "futo-format.h"
#include "lab-document-private.h"

static gboolean
field_in_range (const FutoGame      *game,
                const LabUndoChange *change,
                guint64              value)
{
  int n = game->puzzle->size;

  if (change->cell < 0 || change->cell >= n * n)
    return FALSE;
  switch (change->kind)
    {
    case LAB_UNDO_GIVEN:
    case LAB_UNDO_ENTRY:
      return value <= (guint64) n;
    /* Any relation the model knows: an Adjacent mark as well as a sign
     * (an editor may pass through marks of the wrong mode). */
    case LAB_UNDO_RIGHT:
      return value <= FUTO_REL_ADJACENT && (value == FUTO_REL_NONE || change->cell % n + 1 < n);
    case LAB_UNDO_DOWN:
      return value <= FUTO_REL_ADJACENT && (value == FUTO_REL_NONE || change->cell + n < n * n);
    case LAB_UNDO_PENCIL:
      return (value & ~FUTO_SET_FULL (n)) == 0;
    case LAB_UNDO_SNAPSHOT:
    default:
      return FALSE;
    }
}

static guint64
read_field (const FutoGame      *game,
            const LabUndoChange *change)
{
  switch (change->kind)
    {
    case LAB_UNDO_GIVEN:
      return game->puzzle->givens[change->cell];
    case LAB_UNDO_RIGHT:
      return game->puzzle->right[change->cell];
    case LAB_UNDO_DOWN:
      return game->puzzle->down[change->cell];
    case LAB_UNDO_ENTRY:
      return game->entries[change->cell];
    case LAB_UNDO_PENCIL:
      return game->pencil[change->cell];
    case LAB_UNDO_SNAPSHOT:
    default:
      g_assert_not_reached ();
    }
}

static void
write_field (FutoGame            *game,
             const LabUndoChange *change,
             guint64              value)
{
  switch (change->kind)
    {
    case LAB_UNDO_GIVEN:
      game->puzzle->givens[change->cell] = (uint8_t) value;
      break;
    case LAB_UNDO_RIGHT:
      game->puzzle->right[change->cell] = (uint8_t) value;
      break;
    case LAB_UNDO_DOWN:
      game->puzzle->down[change->cell] = (uint8_t) value;
      break;
    case LAB_UNDO_ENTRY:
      game->entries[change->cell] = (uint8_t) value;
      break;
    case LAB_UNDO_PENCIL:
      game->pencil[change->cell] = value;
      break;
    case LAB_UNDO_SNAPSHOT:
    default:
      g_assert_not_reached ();
    }
}

/* Moves *game across one change when it is where the change says it
 * starts; FALSE otherwise. */
static gboolean
step_change (FutoGame            **game,
             const LabUndoChange  *change,
             gboolean              forward)
{
  guint64 from = forward ? change->before : change->after;
  guint64 to = forward ? change->after : change->before;

  if (change->kind == LAB_UNDO_SNAPSHOT)
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
  if (read_field (*game, change) != from)
    return FALSE;
  write_field (*game, change, to);
  return TRUE;
}

static gboolean
step_through (FutoGame          **game,
              const LabUndoStep  *step,
              gboolean            forward)
{
  guint len = step->changes->len;

  for (guint i = 0; i < len; i++)
    {
      guint index = forward ? i : len - 1 - i;

      if (!step_change (game, &g_array_index (step->changes, LabUndoChange, index), forward))
        return FALSE;
    }
  return TRUE;
}

gboolean
_lab_document_history_fits (LabDocument   *self,
                            LabUndoStack  *stack,
                            GError       **error)
{
  guint position = lab_undo_stack_get_position (stack);
  guint n_steps = lab_undo_stack_get_n_steps (stack);
  FutoGame *game = futo_game_copy (self->game);
  gboolean fits = TRUE;

  for (guint i = position; fits && i > 0; i--)
    fits = step_through (&game, lab_undo_stack_get_step (stack, i - 1), FALSE);
  for (guint i = 0; fits && i < n_steps; i++)
    {
      fits = step_through (&game, lab_undo_stack_get_step (stack, i), TRUE);
      if (fits && i + 1 == position)
        fits = futo_game_equal (game, self->game);
    }
  futo_game_free (game);

  if (!fits)
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                         "The undo history does not lead to this puzzle");
  return fits;
}

/* Files */

char *
lab_document_serialize (LabDocument *self)
{
  g_return_val_if_fail (LAB_IS_DOCUMENT (self), NULL);

  return futo_native_write (self->game);
}

/**
 * lab_document_mark_saved:
 * @file: (nullable): where the document now lives; %NULL keeps the file
 *
 * Says that the document as it is now is what @file holds.
 */
void
lab_document_mark_saved (LabDocument *self,
                         GFile       *file)
{
  g_return_if_fail (LAB_IS_DOCUMENT (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (file != NULL && (self->file == NULL || !g_file_equal (self->file, file)))
    {
      g_set_object (&self->file, file);
      _lab_document_notify_file (self);
    }
  lab_undo_stack_mark_saved (self->undo);
  _lab_document_update_properties (self);
}

/* For a document whose state is nowhere on disk (pasted, restored). */
void
lab_document_mark_unsaved (LabDocument *self)
{
  g_return_if_fail (LAB_IS_DOCUMENT (self));

  lab_undo_stack_mark_unsaved (self->undo);
  _lab_document_update_properties (self);
}

char *
lab_document_serialize_history (LabDocument *self)
{
  g_return_val_if_fail (LAB_IS_DOCUMENT (self), NULL);

  return lab_undo_stack_serialize (self->undo);
}

/**
 * lab_document_load_history:
 *
 * Replaces the undo history with one lab_document_serialize_history()
 * wrote, if it leads exactly to the document as it is now. Its saved point
 * comes along, so the dirty flag is what it was.
 */
gboolean
lab_document_load_history (LabDocument  *self,
                           const char   *text,
                           gsize         length,
                           GError      **error)
{
  LabUndoStack *stack;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (self->batch_depth == 0, FALSE);

  stack = lab_undo_stack_parse (text, length, error);
  if (stack == NULL)
    return FALSE;
  if (!_lab_document_history_fits (self, stack, error))
    {
      lab_undo_stack_free (stack);
      return FALSE;
    }

  lab_undo_stack_free (self->undo);
  self->undo = stack;
  _lab_document_update_properties (self);
  return TRUE;
}
