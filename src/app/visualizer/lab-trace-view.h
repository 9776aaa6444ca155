/* lab-trace-view.h: a widget that shows a recorded search as it plays
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "futoshiki-trace-player.h"

G_BEGIN_DECLS

#define LAB_TYPE_TRACE_VIEW (lab_trace_view_get_type ())

G_DECLARE_DERIVABLE_TYPE (LabTraceView, lab_trace_view, LAB, TRACE_VIEW, GtkWidget)

struct _LabTraceViewClass
{
  GtkWidgetClass parent_class;

  /* Another player, or none: what was read from the last one is stale. */
  void (*player_changed)   (LabTraceView *self);
  /* The player moved; by default the view is drawn again. */
  void (*position_changed) (LabTraceView *self);
};

FutoshikiTracePlayer *lab_trace_view_get_player   (LabTraceView   *self);
void            lab_trace_view_set_player   (LabTraceView   *self,
                                             FutoshikiTracePlayer *player);
/* How far through the run the player is, 0 to 1; FALSE, and 0, when
 * there is no player or nothing was recorded. */
gboolean        lab_trace_view_get_fraction (LabTraceView   *self,
                                             double         *fraction);

G_END_DECLS
