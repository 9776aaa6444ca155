/* lab-timeline.h: a scrubbable bar over a recorded search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lab-trace-view.h"

G_BEGIN_DECLS

#define LAB_TYPE_TIMELINE (lab_timeline_get_type ())

G_DECLARE_FINAL_TYPE (LabTimeline, lab_timeline, LAB, TIMELINE, LabTraceView)

GtkWidget *lab_timeline_new (void);

G_END_DECLS
