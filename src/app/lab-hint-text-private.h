/* lab-hint-text-private.h: what the hint text files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "futo-hint.h"

G_BEGIN_DECLS

/* The body of a step's full hint, after "Technique: " (lab-hint-text-step.c);
 * NULL for a technique it does not know, or a step whose detail is missing
 * or does not fit it (FutoHumanDetail.valid). */
char *_lab_hint_text_step (const FutoPuzzle *puzzle,
                           const FutoHint   *hint);

G_END_DECLS
