/* futoshiki-document-private.h: what the document's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * futoshiki-document.c owns the game, the one path every change takes
 * and the undo stack; futoshiki-document-play.c builds the player's
 * tools (checking, going back, savepoints, committing marks) on that
 * path, so that each of them is one undo step like every other edit.
 */
#pragma once

#include "futoshiki-document.h"
#include "futoshiki-undo.h"

G_BEGIN_DECLS

/* Opens and closes one undo step and one "changed" emission. */
void                _futoshiki_document_begin_step      (FutoshikiDocument *self);
gboolean            _futoshiki_document_end_step        (FutoshikiDocument *self);
/* Inside a step: one field, recorded for undo. */
void                _futoshiki_document_set_field       (FutoshikiDocument *self,
                                                         FutoshikiUndoKind  kind,
                                                         int                cell,
                                                         guint64            value);
/* Inside a step: value as the player's entry in cell, its marks dropped,
 * and the marks it rules out cleaned when the document cleans them. */
void                _futoshiki_document_place           (FutoshikiDocument *self,
                                                         int                cell,
                                                         int                value);
FutoshikiUndoStack *_futoshiki_document_get_undo        (FutoshikiDocument *self);

/* The savepoints, oldest first (FutoshikiSavepoint, futoshiki-document-play.c
 * frees them), a number for the next one, and the notify of
 * "n-savepoints" after a change. */
typedef struct
{
  guint     number;
  gint64    time;  /* g_get_real_time() when it was marked */
  FutoGame *game;
} FutoshikiSavepoint;

void                _futoshiki_savepoint_free           (gpointer           data);
GPtrArray          *_futoshiki_document_get_savepoints  (FutoshikiDocument *self);
guint               _futoshiki_document_next_savepoint_number (FutoshikiDocument *self);
void                _futoshiki_document_notify_savepoints (FutoshikiDocument *self);

G_END_DECLS
