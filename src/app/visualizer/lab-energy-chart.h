/* lab-energy-chart.h: a local search's energy over its run
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lab-trace-view.h"

G_BEGIN_DECLS

#define LAB_TYPE_ENERGY_CHART (lab_energy_chart_get_type ())

G_DECLARE_FINAL_TYPE (LabEnergyChart, lab_energy_chart, LAB, ENERGY_CHART, LabTraceView)

GtkWidget *lab_energy_chart_new      (void);
/* Whether the player's trace reports any energy. */
gboolean   lab_energy_chart_has_data (LabEnergyChart *self);

G_END_DECLS
