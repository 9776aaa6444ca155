/* lab-arc-queue.h: the arcs of arc consistency waiting, beside the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lab-trace-view.h"

G_BEGIN_DECLS

#define LAB_TYPE_ARC_QUEUE (lab_arc_queue_get_type ())

G_DECLARE_FINAL_TYPE (LabArcQueue, lab_arc_queue, LAB, ARC_QUEUE, LabTraceView)

GtkWidget *lab_arc_queue_new       (void);
/* Whether the player's run tells its arcs (ac3, mac); the queue hides
 * itself otherwise. */
gboolean   lab_arc_queue_has_arcs  (LabArcQueue *self);
/* The text of the queue as shown: the arc being revised, then a line an
 * arc waiting (for tests and the accessible description). */
char      *lab_arc_queue_dup_text  (LabArcQueue *self);

G_END_DECLS
