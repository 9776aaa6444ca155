/* lab-timeline.h: a scrubbable bar over a recorded search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lab-trace-player.h"

G_BEGIN_DECLS

#define LAB_TYPE_TIMELINE (lab_timeline_get_type ())

G_DECLARE_FINAL_TYPE (LabTimeline, lab_timeline, LAB, TIMELINE, GtkWidget)

GtkWidget      *lab_timeline_new        (void);
LabTracePlayer *lab_timeline_get_player (LabTimeline    *self);
void            lab_timeline_set_player (LabTimeline    *self,
                                         LabTracePlayer *player);

G_END_DECLS
