/* lab-experiments-chart.h: the chart of a sweep, as its points arrive
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "futo-render-sweep.h"
#include "futoshiki-experiments-run.h"

G_BEGIN_DECLS

#define LAB_TYPE_EXPERIMENTS_CHART (lab_experiments_chart_get_type ())

G_DECLARE_FINAL_TYPE (LabExperimentsChart, lab_experiments_chart, LAB, EXPERIMENTS_CHART, GtkWidget)

GtkWidget         *lab_experiments_chart_new                (void);
/* The run whose sweep is drawn; redrawn on its "changed". */
void               lab_experiments_chart_set_run            (LabExperimentsChart *self,
                                                             FutoshikiExperimentsRun   *run);
FutoshikiExperimentsRun *lab_experiments_chart_get_run            (LabExperimentsChart *self);
void               lab_experiments_chart_set_effort         (LabExperimentsChart *self,
                                                             FutoSweepEffort      effort);
FutoSweepEffort    lab_experiments_chart_get_effort         (LabExperimentsChart *self);
/* The point picked by a click (-1: none). */
int                lab_experiments_chart_get_selected_point (LabExperimentsChart *self);
void               lab_experiments_chart_set_selected_point (LabExperimentsChart *self,
                                                             int                  point);
/* The chart's options with its translated words, for drawing it elsewhere
 * (an exported file): the strings are static. */
void               lab_experiments_chart_get_options        (LabExperimentsChart    *self,
                                                             FutoRenderSweepOptions *options);

G_END_DECLS
