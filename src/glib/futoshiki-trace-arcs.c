/* futoshiki-trace-arcs.c: the queue of arcs and the revision at a
 * position
 *
 * The events of ac3 and mac tell the queue as it changes (QUEUE, REVISE,
 * FLUSH); between two propagations it is empty, so the queue at a position
 * is rebuilt from the last event that is no arc's (nor an arc prune) on,
 * which for the searches means the decision that started the propagation.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futoshiki-trace-arcs.h"
#include "futoshiki-trace-player.h"

#define MAX_QUEUE_SCAN (G_GUINT64_CONSTANT (1) << 22)
/* A revision prunes at most every value of its cell. */
#define MAX_REVISION_SCAN 70

static gboolean
is_arc_event (const FutoEvent *event)
{
  return event->kind == FUTO_EVENT_QUEUE || event->kind == FUTO_EVENT_REVISE || event->kind == FUTO_EVENT_FLUSH
         || (event->kind == FUTO_EVENT_PRUNE && event->reason == FUTO_REASON_ARC);
}

static gboolean
is_prune_of (const FutoEvent    *event,
             const FutoshikiArc *arc)
{
  return event->kind == FUTO_EVENT_PRUNE && event->reason == FUTO_REASON_ARC && event->cell == arc->cell
         && event->cause == arc->other;
}

void
futoshiki_trace_revision_at (const FutoTrace   *trace,
                             guint64            position,
                             FutoshikiRevision *revision)
{
  guint64 length = futo_trace_get_length (trace), at = position;
  g_autoptr (FutoTraceReader) reader = NULL;
  FutoEvent event;

  g_return_if_fail (trace != NULL && revision != NULL);

  revision->arc.cell = revision->arc.other = -1;
  revision->pruned = FALSE;
  revision->unsupported = 0;
  revision->start = revision->end = position;
  /* Back over the prunes to the REVISE. */
  while (at > 0 && position - at < MAX_REVISION_SCAN)
    {
      if (!futo_trace_get_event (trace, at - 1, &event))
        return;
      if (event.kind == FUTO_EVENT_REVISE)
        break;
      if (event.kind != FUTO_EVENT_PRUNE || event.reason != FUTO_REASON_ARC)
        return;
      at--;
    }
  if (at == 0 || event.kind != FUTO_EVENT_REVISE)
    return;
  revision->arc.cell = event.cell;
  revision->arc.other = event.cause;
  revision->start = at;
  /* Every prune between must be this arc's. */
  reader = futo_trace_reader_new (trace, at);
  for (guint64 i = at; i < position && futo_trace_reader_next (reader, &event); i++)
    if (!is_prune_of (&event, &revision->arc))
      {
        revision->arc.cell = revision->arc.other = -1;
        return;
      }
  revision->pruned = position > at;
  for (revision->end = position; revision->end < length && futo_trace_reader_next (reader, &event);
       revision->end++)
    {
      if (!is_prune_of (&event, &revision->arc))
        break;
      if (event.value >= 1 && event.value <= 64)
        revision->unsupported |= FUTO_SET_BIT (event.value);
    }
}

gboolean
futoshiki_trace_frame_mark_revision (FutoTraceFrame  *frame,
                                     const FutoTrace *trace,
                                     guint64          position,
                                     gboolean         unsupported_phase)
{
  FutoshikiRevision revision;

  g_return_val_if_fail (frame != NULL && trace != NULL, FALSE);

  futoshiki_trace_revision_at (trace, position, &revision);
  if (revision.arc.cell < 0)
    return FALSE;
  frame->arc_cell = revision.arc.cell;
  frame->arc_other = revision.arc.other;
  frame->arc_phase = revision.pruned ? FUTO_TRACE_ARC_PRUNED
                     : unsupported_phase ? FUTO_TRACE_ARC_UNSUPPORTED : FUTO_TRACE_ARC_REVISING;
  frame->arc_unsupported = revision.unsupported;
  frame->focus_cell = revision.arc.cell;
  frame->cause_cell = revision.arc.other;
  return TRUE;
}

GArray *
futoshiki_trace_arc_queue (const FutoTrace *trace,
                           guint64          position)
{
  GArray *queue = g_array_new (FALSE, FALSE, sizeof (FutoshikiArc));
  g_autoptr (FutoTraceReader) reader = NULL;
  guint64 start = position, head = 0;
  FutoEvent event;

  g_return_val_if_fail (trace != NULL, queue);

  position = MIN (position, futo_trace_get_length (trace));
  start = position;
  /* Back to where the queue was empty: after an event of no arc. */
  if (start > 0)
    {
      guint64 floor = start > MAX_QUEUE_SCAN ? start - MAX_QUEUE_SCAN : 0;
      gsize found = futo_trace_find_previous (trace, start - 1,
                                              ~(1u << FUTO_EVENT_QUEUE | 1u << FUTO_EVENT_REVISE
                                                | 1u << FUTO_EVENT_FLUSH | 1u << FUTO_EVENT_PRUNE),
                                              FALSE);

      /* Prunes of other reasons end a propagation too; find_previous
       * cannot tell reasons apart, so the walk below checks them. */
      start = found == SIZE_MAX ? 0 : (guint64) found + 1;
      if (start < floor)
        start = floor;
    }
  reader = futo_trace_reader_new (trace, start);
  for (guint64 i = start; i < position && futo_trace_reader_next (reader, &event); i++)
    {
      if (!is_arc_event (&event))
        {
          g_array_set_size (queue, 0);
          head = 0;
          continue;
        }
      if (event.kind == FUTO_EVENT_QUEUE)
        g_array_append_val (queue, ((FutoshikiArc) { event.cell, event.cause }));
      else if (event.kind == FUTO_EVENT_FLUSH)
        {
          g_array_set_size (queue, 0);
          head = 0;
        }
      else if (event.kind == FUTO_EVENT_REVISE)
        {
          /* First in, first out as a rule: the head, else a search. */
          for (guint64 k = head; k < queue->len; k++)
            {
              FutoshikiArc *arc = &g_array_index (queue, FutoshikiArc, k);

              if (arc->cell == event.cell && arc->other == event.cause)
                {
                  if (k == head)
                    head++;
                  else
                    g_array_remove_index (queue, (guint) k);
                  break;
                }
            }
          /* Keeps the array from growing with what it has taken. */
          if (head > 4096 && head * 2 > queue->len)
            {
              g_array_remove_range (queue, 0, (guint) head);
              head = 0;
            }
        }
    }
  if (head > 0)
    g_array_remove_range (queue, 0, (guint) head);
  return queue;
}

guint64
futoshiki_trace_skip_queued (const FutoTrace *trace,
                             guint64          position)
{
  gsize next;

  g_return_val_if_fail (trace != NULL, position);

  next = futo_trace_find_next (trace, position, ~(1u << FUTO_EVENT_QUEUE), FALSE);
  return next;
}

guint64
futoshiki_trace_back_queued (const FutoTrace *trace,
                             guint64          position)
{
  gsize previous;

  g_return_val_if_fail (trace != NULL, position);

  if (position == 0)
    return 0;
  previous = futo_trace_find_previous (trace, position - 1, ~(1u << FUTO_EVENT_QUEUE), FALSE);
  return previous == SIZE_MAX ? 0 : previous + 1;
}
