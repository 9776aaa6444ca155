/* futoshiki-hint.h: the next step for a player, for scripts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "futoshiki-enums.h"
#include "futoshiki-puzzle.h"

G_BEGIN_DECLS

#define FUTOSHIKI_TYPE_HINT (futoshiki_hint_get_type ())

G_DECLARE_FINAL_TYPE (FutoshikiHint, futoshiki_hint, FUTOSHIKI, HINT, GObject)

FutoshikiHint     *futoshiki_puzzle_get_hint       (FutoshikiPuzzle *self,
                                                    const guint8    *values,
                                                    gsize            n_values,
                                                    GError         **error);

FutoshikiHintKind  futoshiki_hint_get_kind         (FutoshikiHint   *self);
const char        *futoshiki_hint_get_text         (FutoshikiHint   *self);
const char        *futoshiki_hint_get_vague_text   (FutoshikiHint   *self);
const char        *futoshiki_hint_get_technique    (FutoshikiHint   *self);
int                futoshiki_hint_get_row          (FutoshikiHint   *self);
int                futoshiki_hint_get_col          (FutoshikiHint   *self);
int                futoshiki_hint_get_value        (FutoshikiHint   *self);
gboolean           futoshiki_hint_get_is_placement (FutoshikiHint   *self);

G_END_DECLS
