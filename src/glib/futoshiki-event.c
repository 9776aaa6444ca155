/* futoshiki-event.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A plain struct with public fields, boxed so that a script reads
 * event.row and event.reason without a call per field. Rows and columns
 * count from 0, as the rest of the scripting API does; the core's cells
 * (row * size + col) stay inside.
 */
#include "config.h"

#include "futoshiki-event-private.h"

G_DEFINE_BOXED_TYPE (FutoshikiEvent, futoshiki_event, futoshiki_event_copy, futoshiki_event_free)

/**
 * futoshiki_event_copy:
 * @event: an event
 *
 * Copies an event.
 *
 * Returns: (transfer full): a copy of @event, freed with futoshiki_event_free()
 */
FutoshikiEvent *
futoshiki_event_copy (const FutoshikiEvent *event)
{
  g_return_val_if_fail (event != NULL, NULL);

  return g_memdup2 (event, sizeof *event);
}

/**
 * futoshiki_event_free:
 * @event: (transfer full): an event
 *
 * Frees an event made by futoshiki_event_copy() or handed out by a trace.
 */
void
futoshiki_event_free (FutoshikiEvent *event)
{
  g_free (event);
}

FutoshikiEvent *
_futoshiki_event_new_for_core (const FutoEvent *event,
                               int              size)
{
  FutoshikiEvent *out = g_new0 (FutoshikiEvent, 1);

  out->kind = (FutoshikiEventKind) event->kind;
  out->reason = (FutoshikiReason) event->reason;
  out->row = event->cell >= 0 ? event->cell / size : -1;
  out->col = event->cell >= 0 ? event->cell % size : -1;
  out->value = event->value;
  out->cause_row = event->cause >= 0 ? event->cause / size : -1;
  out->cause_col = event->cause >= 0 ? event->cause % size : -1;
  out->depth = event->depth;
  out->energy = event->kind == FUTO_EVENT_ENERGY ? event->energy : 0.0;
  return out;
}
