/* futoshiki-session-slots.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each window autosaves into a slot of its own (futoshiki-session.c). Which
 * slots are taken is a fact about the process, not about any one window or
 * about the GTK application, so it is kept here, beside the sessions: the
 * window asks for a slot without knowing the application that made it.
 */
#include "config.h"

#include "futoshiki-session-slots.h"

static GMutex slots_lock;
static GHashTable *slots_in_use;

guint
futoshiki_session_slots_claim (int wanted)
{
  guint slot = 0;

  g_mutex_lock (&slots_lock);
  if (slots_in_use == NULL)
    slots_in_use = g_hash_table_new (NULL, NULL);
  if (wanted >= 0 && !g_hash_table_contains (slots_in_use, GUINT_TO_POINTER (wanted)))
    slot = (guint) wanted;
  else
    while (g_hash_table_contains (slots_in_use, GUINT_TO_POINTER (slot)))
      slot++;
  g_hash_table_add (slots_in_use, GUINT_TO_POINTER (slot));
  g_mutex_unlock (&slots_lock);
  return slot;
}

void
futoshiki_session_slots_release (guint slot)
{
  g_mutex_lock (&slots_lock);
  if (slots_in_use != NULL)
    g_hash_table_remove (slots_in_use, GUINT_TO_POINTER (slot));
  g_mutex_unlock (&slots_lock);
}
