/* futoshiki-document-hint.h: applying a hint's conclusion to a document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-hint.h"
#include "futoshiki-document.h"

G_BEGIN_DECLS

/* Applies the changes (futo_hint_changes()) as one undo step: placements
 * become entries, eliminations leave the pencil marks (a cell without marks
 * first gets its candidates), and wrong entries or marks are cleared. */
gboolean futoshiki_document_apply_hint (FutoshikiDocument          *self,
                                        const FutoHintChange *changes,
                                        int                   n_changes);

G_END_DECLS
