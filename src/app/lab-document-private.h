/* lab-document-private.h: what the lab-document-*.c files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lab-document.h"
#include "lab-undo.h"

G_BEGIN_DECLS

struct _LabDocument
{
  GObject            parent_instance;

  FutoGame          *game;
  GFile             *file;
  LabDocumentMode    mode;
  LabUndoStack      *undo;
  gboolean           auto_clean_pencil;

  /* What the properties said at the last notify, so that each real change
   * notifies once and nothing else does. */
  int                size;
  gboolean           dirty;
  gboolean           complete;
  gboolean           can_undo;
  gboolean           can_redo;

  /* One "changed" emission gathers everything an action did. */
  guint              batch_depth;
  LabDocumentChange  batch_what;
  int                batch_cell; /* -2 nothing yet, -1 several cells */

  /* lab_document_get_problems() keeps its answer until the next change. */
  LabProblems        problems;
  gboolean           problems_valid;
  const guint8      *problems_solution;
};

static inline int
cell_index (LabDocument *self,
            int          row,
            int          col)
{
  return row * self->game->puzzle->size + col;
}

static inline gboolean
in_board (LabDocument *self,
          int          row,
          int          col)
{
  int n = self->game->puzzle->size;

  return row >= 0 && row < n && col >= 0 && col < n;
}

/* lab-document-change.c: the one path every change takes. A batch gathers
 * one user action: record says whether it becomes an undo step (undo and
 * redo themselves replay steps without recording). */
void     _lab_document_batch_begin      (LabDocument  *self,
                                         gboolean      record);
gboolean _lab_document_batch_end        (LabDocument  *self,
                                         gboolean      record);
void     _lab_document_set_field        (LabDocument  *self,
                                         LabUndoKind   kind,
                                         int           cell,
                                         guint64       value);
void     _lab_document_replace_game     (LabDocument  *self,
                                         FutoGame     *game);

/* lab-document.c */
/* Notifies what changed in dirty, can-undo, can-redo, complete, size. */
void     _lab_document_update_properties (LabDocument *self);
void     _lab_document_notify_file      (LabDocument  *self);
/* Emits "changed" for a batch, then notifies the properties it changed. */
void     _lab_document_emit_changed     (LabDocument       *self,
                                         LabDocumentChange  what,
                                         int                cell);

/* lab-document-edit.c: takes value out of the pencil marks of the rest
 * of (row, col)'s row and column, as entering it does. */
void     _lab_document_clean_peer_pencil (LabDocument *self,
                                          int          row,
                                          int          col,
                                          int          value);

/* lab-document-check.c */
void     _lab_document_problems_clear   (LabDocument *self);
gboolean _lab_document_compute_complete (LabDocument *self);

/* lab-document-history.c */
gboolean _lab_document_history_fits     (LabDocument  *self,
                                         LabUndoStack *stack,
                                         GError      **error);

G_END_DECLS
