/* futoshiki-event.h: one event of a recorded run, for scripts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "futoshiki-enums.h"

G_BEGIN_DECLS

#define FUTOSHIKI_TYPE_EVENT (futoshiki_event_get_type ())

/**
 * FutoshikiEvent:
 * @kind: what happened
 * @reason: why, or %FUTOSHIKI_REASON_NONE
 * @row: the cell's row, from 0; -1 when the event is about no cell
 * @col: the cell's column, from 0; -1 when the event is about no cell
 * @value: the value, from 1 to the puzzle's size; 0 when none
 * @cause_row: the row of the cell responsible, from 0; -1 when none
 * @cause_col: the column of the cell responsible, from 0; -1 when none
 * @depth: the decision depth of the search (0 above the first decision)
 * @energy: the energy or fitness of an %FUTOSHIKI_EVENT_KIND_ENERGY event, else 0
 *
 * One step of a run, as futoshiki_trace_get_event() hands it out: a copy,
 * which changes nothing in the trace.
 */
typedef struct _FutoshikiEvent FutoshikiEvent;

struct _FutoshikiEvent
{
  FutoshikiEventKind kind;
  FutoshikiReason    reason;
  gint               row;
  gint               col;
  gint               value;
  gint               cause_row;
  gint               cause_col;
  gint               depth;
  gdouble            energy;
};

GType           futoshiki_event_get_type (void) G_GNUC_CONST;
FutoshikiEvent *futoshiki_event_copy     (const FutoshikiEvent *event);
void            futoshiki_event_free     (FutoshikiEvent       *event);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FutoshikiEvent, futoshiki_event_free)

G_END_DECLS
