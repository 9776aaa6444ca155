/* lab-trace-legend.h: what the visualizer's marks mean
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A grid of small drawn samples, each with its meaning in words. */
GtkWidget *lab_trace_legend_new (void);

G_END_DECLS
