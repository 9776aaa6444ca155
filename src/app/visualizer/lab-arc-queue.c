/* lab-arc-queue.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The queue of AC-3 as the player stands: the arc being revised, then the
 * arcs waiting, the next first, as aima-javascript's users asked to see it.
 * A full AC-3 pass on a 9×9 queues 1,296 arcs, so the list shows the head
 * of the queue and says how many more wait; the queue itself is rebuilt
 * from the trace (futoshiki-trace-arcs.h) when the position changes.
 */
#define G_LOG_DOMAIN "lab-arc-queue"

#include "config.h"

#include <glib/gi18n.h>

#include "lab-arc-queue.h"
#include "futoshiki-trace-arcs.h"
#include "futoshiki-trace-sentence.h"

/* The arcs listed; the rest are counted. */
#define SHOWN 12

struct _LabArcQueue
{
  LabTraceView  parent_instance;

  GtkWidget    *box;
  GtkWidget    *heading_label;
  GtkWidget    *revising_label;
  GtkWidget    *list_box;
  GtkWidget    *rows[SHOWN];
  GtkWidget    *more_label;
  gboolean      has_arcs;
};

G_DEFINE_FINAL_TYPE (LabArcQueue, lab_arc_queue, LAB_TYPE_TRACE_VIEW)

GtkWidget *
lab_arc_queue_new (void)
{
  return g_object_new (LAB_TYPE_ARC_QUEUE, NULL);
}

static char *
arc_text (int                 size,
          const FutoshikiArc *arc)
{
  g_autofree char *cell = futoshiki_trace_cell_name (size, arc->cell);
  g_autofree char *other = futoshiki_trace_cell_name (size, arc->other);

  /* Translators: an arc of arc consistency, the first cell revised against the second */
  return g_strdup_printf (_("%s → %s"), cell, other);
}

static void
update (LabArcQueue *self)
{
  FutoshikiTracePlayer *player = lab_trace_view_get_player (LAB_TRACE_VIEW (self));
  const FutoTrace *trace;
  g_autoptr (GArray) queue = NULL;
  FutoshikiRevision revision;
  guint64 position;
  int size;

  if (player == NULL || !self->has_arcs)
    return;
  trace = futoshiki_trace_player_get_trace (player);
  size = futoshiki_trace_player_get_puzzle (player)->size;
  position = futoshiki_trace_player_get_position (player);
  queue = futoshiki_trace_arc_queue (trace, position);
  futoshiki_trace_revision_at (trace, position, &revision);

  {
    g_autofree char *heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Queue of Arcs: %u Waiting",
                                                             "Queue of Arcs: %u Waiting", queue->len),
                                                queue->len);

    gtk_label_set_label (GTK_LABEL (self->heading_label), heading);
  }
  if (revision.arc.cell >= 0)
    {
      g_autofree char *arc = arc_text (size, &revision.arc);
      g_autofree char *text = g_strdup_printf (_("Revising %s"), arc);

      gtk_label_set_label (GTK_LABEL (self->revising_label), text);
    }
  else
    gtk_label_set_label (GTK_LABEL (self->revising_label), queue->len > 0 ? _("Next: the first arc below")
                                                                          : _("No arc is being revised"));
  for (guint i = 0; i < SHOWN; i++)
    {
      gtk_widget_set_visible (self->rows[i], i < queue->len);
      if (i < queue->len)
        {
          g_autofree char *arc = arc_text (size, &g_array_index (queue, FutoshikiArc, i));
          g_autofree char *text = g_strdup_printf ("%u.  %s", i + 1, arc);

          gtk_label_set_label (GTK_LABEL (self->rows[i]), text);
        }
    }
  gtk_widget_set_visible (self->more_label, queue->len > SHOWN);
  if (queue->len > SHOWN)
    {
      guint more = queue->len - SHOWN;
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "and %u more arc",
                                                            "and %u more arcs", more), more);

      gtk_label_set_label (GTK_LABEL (self->more_label), text);
    }
}

static void
lab_arc_queue_player_changed (LabTraceView *view)
{
  LabArcQueue *self = LAB_ARC_QUEUE (view);
  FutoshikiTracePlayer *player = lab_trace_view_get_player (view);

  self->has_arcs = FALSE;
  if (player != NULL)
    {
      const FutoTrace *trace = futoshiki_trace_player_get_trace (player);

      self->has_arcs = futo_trace_find_next (trace, 0, 1u << FUTO_EVENT_QUEUE, FALSE) < futo_trace_get_length (trace);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), self->has_arcs);
  update (self);
}

static void
lab_arc_queue_position_changed (LabTraceView *view)
{
  update (LAB_ARC_QUEUE (view));
}

gboolean
lab_arc_queue_has_arcs (LabArcQueue *self)
{
  g_return_val_if_fail (LAB_IS_ARC_QUEUE (self), FALSE);
  return self->has_arcs;
}

char *
lab_arc_queue_dup_text (LabArcQueue *self)
{
  GString *text;

  g_return_val_if_fail (LAB_IS_ARC_QUEUE (self), NULL);

  text = g_string_new (gtk_label_get_label (GTK_LABEL (self->heading_label)));
  g_string_append_printf (text, "\n%s", gtk_label_get_label (GTK_LABEL (self->revising_label)));
  for (guint i = 0; i < SHOWN; i++)
    if (gtk_widget_get_visible (self->rows[i]))
      g_string_append_printf (text, "\n%s", gtk_label_get_label (GTK_LABEL (self->rows[i])));
  if (gtk_widget_get_visible (self->more_label))
    g_string_append_printf (text, "\n%s", gtk_label_get_label (GTK_LABEL (self->more_label)));
  return g_string_free (text, FALSE);
}

static void
lab_arc_queue_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), LAB_TYPE_ARC_QUEUE);
  G_OBJECT_CLASS (lab_arc_queue_parent_class)->dispose (object);
}

static void
lab_arc_queue_class_init (LabArcQueueClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  LabTraceViewClass *view_class = LAB_TRACE_VIEW_CLASS (klass);

  object_class->dispose = lab_arc_queue_dispose;
  view_class->player_changed = lab_arc_queue_player_changed;
  view_class->position_changed = lab_arc_queue_position_changed;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/visualizer/lab-arc-queue.ui");
  gtk_widget_class_bind_template_child (widget_class, LabArcQueue, box);
  gtk_widget_class_bind_template_child (widget_class, LabArcQueue, heading_label);
  gtk_widget_class_bind_template_child (widget_class, LabArcQueue, revising_label);
  gtk_widget_class_bind_template_child (widget_class, LabArcQueue, list_box);
  gtk_widget_class_bind_template_child (widget_class, LabArcQueue, more_label);
}

static void
lab_arc_queue_init (LabArcQueue *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint i = 0; i < SHOWN; i++)
    {
      self->rows[i] = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (self->rows[i]), 0);
      gtk_widget_add_css_class (self->rows[i], "numeric");
      gtk_widget_set_visible (self->rows[i], FALSE);
      gtk_box_append (GTK_BOX (self->list_box), self->rows[i]);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
