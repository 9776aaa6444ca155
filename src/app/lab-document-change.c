/* lab-document-change.c: the one path every change of a LabDocument takes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A field changes through _lab_document_set_field(), the whole game
 * through _lab_document_replace_game(); both record the change on the undo
 * stack while a step is open and note it in the batch, so that one user
 * action, however many fields it touches, is one undo step and one
 * "changed" emission. Undo and redo replay recorded steps through the
 * same two calls, without recording them again.
 */
#define G_LOG_DOMAIN "lab-document"

#include "config.h"

#include "lab-document-private.h"

void
_lab_document_batch_begin (LabDocument *self,
                           gboolean     record)
{
  if (self->batch_depth++ == 0)
    {
      self->batch_what = 0;
      self->batch_cell = -2;
    }
  if (record)
    lab_undo_stack_begin (self->undo);
}

static void
batch_note (LabDocument       *self,
            LabDocumentChange  what,
            int                cell)
{
  self->batch_what |= what;
  if (self->batch_cell == -2)
    self->batch_cell = cell;
  else if (self->batch_cell != cell)
    self->batch_cell = -1;
}

/* Returns whether the action changed anything. */
gboolean
_lab_document_batch_end (LabDocument *self,
                         gboolean     record)
{
  if (record)
    lab_undo_stack_end (self->undo);
  if (--self->batch_depth > 0)
    return self->batch_what != 0;
  if (self->batch_what == 0)
    return FALSE;

  _lab_document_emit_changed (self, self->batch_what, self->batch_cell);
  return TRUE;
}

static guint64
get_field (LabDocument *self,
           LabUndoKind  kind,
           int          cell)
{
  const FutoGame *game = self->game;

  switch (kind)
    {
    case LAB_UNDO_GIVEN:
      return game->puzzle->givens[cell];
    case LAB_UNDO_RIGHT:
      return game->puzzle->right[cell];
    case LAB_UNDO_DOWN:
      return game->puzzle->down[cell];
    case LAB_UNDO_ENTRY:
      return game->entries[cell];
    case LAB_UNDO_PENCIL:
      return game->pencil[cell];
    case LAB_UNDO_SNAPSHOT:
    default:
      g_assert_not_reached ();
    }
}

static LabDocumentChange
put_field (LabDocument *self,
           LabUndoKind  kind,
           int          cell,
           guint64      value)
{
  FutoGame *game = self->game;

  switch (kind)
    {
    case LAB_UNDO_GIVEN:
      game->puzzle->givens[cell] = (uint8_t) value;
      return LAB_DOCUMENT_CHANGE_GIVENS;
    case LAB_UNDO_RIGHT:
      game->puzzle->right[cell] = (uint8_t) value;
      return LAB_DOCUMENT_CHANGE_SIGNS;
    case LAB_UNDO_DOWN:
      game->puzzle->down[cell] = (uint8_t) value;
      return LAB_DOCUMENT_CHANGE_SIGNS;
    case LAB_UNDO_ENTRY:
      game->entries[cell] = (uint8_t) value;
      return LAB_DOCUMENT_CHANGE_ENTRIES;
    case LAB_UNDO_PENCIL:
      game->pencil[cell] = value;
      return LAB_DOCUMENT_CHANGE_PENCIL;
    case LAB_UNDO_SNAPSHOT:
    default:
      g_assert_not_reached ();
    }
}

/* The one way a field changes: recorded for undo while a step is open. */
void
_lab_document_set_field (LabDocument *self,
                         LabUndoKind  kind,
                         int          cell,
                         guint64      value)
{
  guint64 before = get_field (self, kind, cell);

  if (before == value)
    return;

  if (lab_undo_stack_is_recording (self->undo))
    {
      LabUndoChange change = { kind, cell, before, value, NULL, NULL };

      lab_undo_stack_record (self->undo, &change);
    }
  batch_note (self, put_field (self, kind, cell, value), cell);
}

/* Takes game; records the old one for undo while a step is open. */
void
_lab_document_replace_game (LabDocument *self,
                            FutoGame    *game)
{
  FutoGame *old = self->game;
  LabDocumentChange what = LAB_DOCUMENT_CHANGE_GIVENS | LAB_DOCUMENT_CHANGE_SIGNS
                           | LAB_DOCUMENT_CHANGE_ENTRIES | LAB_DOCUMENT_CHANGE_PENCIL;

  if (old->puzzle->size != game->puzzle->size)
    what |= LAB_DOCUMENT_CHANGE_SIZE;

  self->game = game;
  if (lab_undo_stack_is_recording (self->undo))
    {
      LabUndoChange change = { LAB_UNDO_SNAPSHOT, -1, 0, 0, old, futo_game_copy (game) };

      lab_undo_stack_record (self->undo, &change);
    }
  else
    futo_game_free (old);
  batch_note (self, what, -1);
}

/* Undo and redo */

static void
apply_change (LabDocument         *self,
              const LabUndoChange *change,
              gboolean             forward)
{
  if (change->kind == LAB_UNDO_SNAPSHOT)
    _lab_document_replace_game (self, futo_game_copy (forward ? change->game_after
                                                              : change->game_before));
  else
    _lab_document_set_field (self, change->kind, change->cell,
                             forward ? change->after : change->before);
}

/* Replays a recorded step as one batch, without recording it again: undo
 * takes its changes back last first, redo makes them again in order. */
static void
replay (LabDocument       *self,
        const LabUndoStep *step,
        gboolean           forward)
{
  guint len = step->changes->len;

  _lab_document_batch_begin (self, FALSE);
  for (guint i = 0; i < len; i++)
    apply_change (self, &g_array_index (step->changes, LabUndoChange, forward ? i : len - 1 - i),
                  forward);
  _lab_document_batch_end (self, FALSE);
}

gboolean
lab_document_undo (LabDocument *self)
{
  const LabUndoStep *step;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);

  step = lab_undo_stack_undo (self->undo);
  if (step == NULL)
    return FALSE;
  replay (self, step, FALSE);
  return TRUE;
}

gboolean
lab_document_redo (LabDocument *self)
{
  const LabUndoStep *step;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);

  step = lab_undo_stack_redo (self->undo);
  if (step == NULL)
    return FALSE;
  replay (self, step, TRUE);
  return TRUE;
}
