/* futoshiki-undo-private.h: what the undo stack's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * futoshiki-undo.c records and replays, futoshiki-undo-save.c keeps the
 * history as a GVariant, futoshiki-undo-text.c reads the text of version
 * 1; all three build and read the same stack.
 */
#pragma once

#include "futoshiki-undo.h"

struct _FutoshikiUndoStack
{
  GPtrArray         *steps;    /* FutoshikiUndoStep */
  guint              position; /* steps[0, position) are applied */
  gint64             saved;    /* the position matching the file, -1 when none does */
  FutoshikiUndoStep *open;     /* the step being recorded */
  guint              depth;
};

/* The magic line of the version 1 text, up to its number. */
#define _FUTOSHIKI_UNDO_TEXT_MAGIC "futoshiki-lab-history: "

/* Frees the snapshots of a change (an element clear function). */
void                _futoshiki_undo_change_clear   (gpointer            data);
FutoshikiUndoStep  *_futoshiki_undo_step_new       (void);
void                _futoshiki_undo_step_free      (gpointer            data);

/* Sets a G_IO_ERROR_INVALID_DATA with the message; returns FALSE. */
gboolean            _futoshiki_undo_fail           (GError            **error,
                                                    const char         *format,
                                                    ...) G_GNUC_PRINTF (2, 3);

/* What version 1 wrote, checked for form only; its errors count the
 * text's first line as first_line (a history inside a longer file). */
FutoshikiUndoStack *_futoshiki_undo_read_text_v1   (const char         *text,
                                                    gsize               length,
                                                    int                 first_line,
                                                    GError            **error);
