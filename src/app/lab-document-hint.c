/* lab-document-hint.c: applying a hint's conclusion to a document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hint may place a value, take candidates out of several cells, or clear
 * the entries that are wrong: whatever it concludes is one user action, so
 * one undo step takes it back.
 */
#define G_LOG_DOMAIN "lab-document"

#include "config.h"

#include "lab-document-hint.h"
#include "lab-document-private.h"

gboolean
lab_document_apply_hint (LabDocument          *self,
                         const FutoHintChange *changes,
                         int                   n_changes)
{
  int n, cells;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (n_changes == 0 || changes != NULL, FALSE);

  n = self->game->puzzle->size;
  cells = n * n;
  for (int i = 0; i < n_changes; i++)
    {
      g_return_val_if_fail (changes[i].cell >= 0 && changes[i].cell < cells, FALSE);
      g_return_val_if_fail (changes[i].value >= 0 && changes[i].value <= n, FALSE);
    }

  _lab_document_batch_begin (self, TRUE);
  for (int i = 0; i < n_changes; i++)
    {
      int cell = changes[i].cell;
      FutoSet marks = self->game->pencil[cell];

      /* Givens are never the hint's to change. */
      if (self->game->puzzle->givens[cell] != 0)
        continue;
      switch (changes[i].kind)
        {
        case FUTO_CHANGE_PLACE:
          _lab_document_set_field (self, LAB_UNDO_ENTRY, cell, changes[i].value);
          _lab_document_set_field (self, LAB_UNDO_PENCIL, cell, 0);
          /* As if the player had typed it. */
          if (self->auto_clean_pencil && changes[i].value != 0)
            _lab_document_clean_peer_pencil (self, cell / n, cell % n, changes[i].value);
          break;

        case FUTO_CHANGE_ELIMINATE:
          if (changes[i].value == 0 || self->game->entries[cell] != 0)
            break;
          /* No marks means "anything": what the board allows is the
           * honest starting point to cross a value out of. */
          if (marks == 0)
            marks = lab_document_get_candidates (self, cell / n, cell % n);
          _lab_document_set_field (self, LAB_UNDO_PENCIL, cell,
                                   marks & ~FUTO_SET_BIT (changes[i].value));
          break;

        case FUTO_CHANGE_CLEAR:
          _lab_document_set_field (self, LAB_UNDO_ENTRY, cell, 0);
          break;

        case FUTO_CHANGE_CLEAR_MARKS:
          _lab_document_set_field (self, LAB_UNDO_PENCIL, cell, 0);
          break;

        default:
          g_warn_if_reached ();
        }
    }
  return _lab_document_batch_end (self, TRUE);
}
