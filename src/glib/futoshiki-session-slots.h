/* futoshiki-session-slots.h: which session slots this process's windows use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Claims a slot of the session folder for a window of this process:
 * wanted (>= 0) when it is free, else the lowest free one. Thread-safe. */
guint futoshiki_session_slots_claim   (int   wanted);
/* Gives slot back when its window goes. */
void  futoshiki_session_slots_release (guint slot);

G_END_DECLS
