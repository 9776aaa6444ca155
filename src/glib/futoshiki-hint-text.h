/* futoshiki-hint-text.h: hints in the user's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "futo-hint.h"

G_BEGIN_DECLS

/* Translated names: "Naked single", "Easy". */
const char *futoshiki_technique_name  (FutoTechnique     technique);
const char *futoshiki_level_name      (FutoLevel         level);

/* The hint as a translated sentence, worded from its data (the core's
 * futo_hint_vague() and futo_hint_full() speak English only): vague says
 * where to look ("Look at row 3."), full names the technique, the cells
 * and signs it reads and what it concludes. Both say what a hint that is
 * not a step means (mistakes, solved, stuck, no solution). */
char       *futoshiki_hint_text_vague (const FutoPuzzle *puzzle,
                                       const FutoHint   *hint);
char       *futoshiki_hint_text_full  (const FutoPuzzle *puzzle,
                                       const FutoHint   *hint);

G_END_DECLS
