/* document-test-util.h: watching a FutoshikiDocument's signals, and the example
 * document, for the document tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futoshiki-document.h"

G_BEGIN_DECLS

/* Counts notifies per property name and "changed" emissions. */
typedef struct
{
  GHashTable        *notifies;
  guint              n_changed;
  FutoshikiDocumentChange  last_what;
  int                last_cell;
} Recorder;

void         recorder_attach  (Recorder      *recorder,
                               FutoshikiDocument   *document);
/* How many times the property name was notified since the last reset. */
guint        notifies         (Recorder      *recorder,
                               const char    *name);
void         recorder_reset   (Recorder      *recorder);
void         recorder_clear   (Recorder      *recorder);

char        *game_text        (FutoshikiDocument   *document);
/* The 4×4 example from Unequal, with its solution (which may be NULL). */
FutoshikiDocument *example_document (const guint8 **solution);

G_END_DECLS
