/* futoshiki-trace-arcs.h: the queue of arcs and the revision at a
 * position of a recorded run (ac3, mac: docs/trace-format.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "futo-render-trace.h"
#include "futo-trace.h"

G_BEGIN_DECLS

/* An arc of arc consistency: cell is revised against other. */
typedef struct
{
  gint cell;
  gint other;
} FutoshikiArc;

/* The revision at a position: the arc of the REVISE before it, when only
 * that arc's prunes came since. */
typedef struct
{
  FutoshikiArc arc;        /* -1, -1: no revision */
  gboolean     pruned;     /* its prunes came (the position is after some) */
  FutoSet      unsupported;/* the values of arc.cell its prunes right after the position remove */
  guint64      end;        /* the position after the revision's last prune */
  guint64      start;      /* the position after its REVISE */
} FutoshikiRevision;

/* The revision at position (before the event at position). */
void    futoshiki_trace_revision_at  (const FutoTrace   *trace,
                                      guint64            position,
                                      FutoshikiRevision *revision);

/* Marks frame with the revision at position, when there is one: the arc
 * as an arrow in its phase (PRUNED once its prunes came, else
 * UNSUPPORTED when unsupported_phase, the visualizer's fine step, else
 * REVISING), the revised cell as the focus and the other as the cause.
 * The visualizer and the slides draw a revision alike through it. FALSE,
 * and frame untouched, when position is in no revision. */
gboolean futoshiki_trace_frame_mark_revision (FutoTraceFrame  *frame,
                                              const FutoTrace *trace,
                                              guint64          position,
                                              gboolean         unsupported_phase);

/* The arcs waiting at position, the next to be revised first, as an array
 * of FutoshikiArc (empty when none; the queue is empty at any event that
 * is not an arc's or an arc prune). Looks back at most 2^22 events for
 * where the queue was last empty. */
GArray *futoshiki_trace_arc_queue    (const FutoTrace   *trace,
                                      guint64            position);

/* The position after the run of QUEUE events from position on (position
 * itself when the event there is no QUEUE), and the one before the run
 * that ends at position. */
guint64 futoshiki_trace_skip_queued  (const FutoTrace   *trace,
                                      guint64            position);
guint64 futoshiki_trace_back_queued  (const FutoTrace   *trace,
                                      guint64            position);

G_END_DECLS
