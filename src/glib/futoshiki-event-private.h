/* futoshiki-event-private.h: the core's events as the scripting API shows them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-event.h"
#include "futoshiki-event.h"

G_BEGIN_DECLS

/* A new FutoshikiEvent of event on a board of size: cells split into a
 * row and a column from 0, -1 for none. */
FutoshikiEvent *_futoshiki_event_new_for_core (const FutoEvent *event,
                                               int              size);

G_END_DECLS
