/* lab-visualizer-private.h: what the visualizer panel's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lab-energy-chart.h"
#include "lab-solve-job.h"
#include "lab-timeline.h"
#include "lab-visualizer.h"

G_BEGIN_DECLS

struct _LabVisualizer
{
  GtkWidget        parent_instance;

  GSettings       *settings;
  LabDocument     *document;
  GPtrArray       *algorithm_ids;
  LabTracePlayer  *player;
  LabSolveJob     *job;
  GCancellable    *cancellable;
  GBinding        *speed_binding;
  GBinding        *fine_binding;
  guint            update_tick;
  gint64           status_time;

  /* Template children */
  GtkWidget       *scroller;
  GtkDropDown     *algorithm_dropdown;
  GtkWidget       *record_button;
  GtkWidget       *cancel_button;
  GtkProgressBar  *progress_bar;
  GtkLabel        *outcome_label;
  GtkWidget       *truncated_box;
  GtkLabel        *truncated_label;
  GtkWidget       *player_box;
  GtkWidget       *play_button;
  GtkAdjustment   *speed_adjustment;
  GtkWidget       *fine_check;
  LabTimeline     *timeline;
  GtkLabel        *sentence_label;
  GtkLabel        *counts_label;
  GtkWidget       *path_box;
  GtkLabel        *path_label;
  GtkWidget       *energy_box;
  GtkLabel        *energy_label;
  LabEnergyChart  *energy_chart;
  LabTraceLog     *log;
  GtkExpander     *legend_expander;
};

/* lab-visualizer-status.c: what the panel says about the shown moment */
/* Sets the status, the counts and the search path or energy at once. */
void _lab_visualizer_update_position (LabVisualizer *self);
/* The same once the next frame comes, while the panel is on screen. */
void _lab_visualizer_queue_position  (LabVisualizer *self);

G_END_DECLS
