/* lab-bar-chart.h: a labelled horizontal bar chart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LAB_TYPE_BAR_CHART (lab_bar_chart_get_type ())

G_DECLARE_FINAL_TYPE (LabBarChart, lab_bar_chart, LAB, BAR_CHART, GtkWidget)

GtkWidget  *lab_bar_chart_new            (void);

/* Replaces the bars. labels and texts (the value as people read it) hold
 * n strings each; an unfinished bar (a run stopped by a limit) is drawn
 * hatched, since its value is only a lower bound. */
void        lab_bar_chart_set_bars       (LabBarChart        *self,
                                          guint               n,
                                          const char * const *labels,
                                          const double       *values,
                                          const char * const *texts,
                                          const gboolean     *unfinished);
guint       lab_bar_chart_get_n_bars     (LabBarChart        *self);
/* What the chart measures, e.g. "Nodes": its accessible name and the
 * start of its description. */
void        lab_bar_chart_set_title      (LabBarChart        *self,
                                          const char         *title);
const char *lab_bar_chart_get_title      (LabBarChart        *self);
gboolean    lab_bar_chart_get_log_scale  (LabBarChart        *self);
void        lab_bar_chart_set_log_scale  (LabBarChart        *self,
                                          gboolean            log_scale);
/* The length of bar i as a fraction of the longest possible, 0..1. */
double      lab_bar_chart_get_fraction   (LabBarChart        *self,
                                          guint               i);
/* Whether the values are durations in microseconds (kept in µs so that
 * the logarithmic scale spreads them, as it does counts): the ticks then
 * read as durations. */
gboolean    lab_bar_chart_get_durations  (LabBarChart        *self);
void        lab_bar_chart_set_durations  (LabBarChart        *self,
                                          gboolean            durations);
/* The values the axis is ticked at, ascending, into ticks (room for
 * max_ticks); returns how many. On the logarithmic scale the powers of
 * ten up to the longest bar, else a few round steps. */
guint       lab_bar_chart_get_ticks      (LabBarChart        *self,
                                          double             *ticks,
                                          guint               max_ticks);
/* The summary a screen reader hears. */
char       *lab_bar_chart_describe       (LabBarChart        *self);

G_END_DECLS
