/* lab-statistics-window.h: played, solved and best times, by size, kind
 * and level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "futoshiki-statistics.h"

G_BEGIN_DECLS

#define LAB_TYPE_STATISTICS_WINDOW (lab_statistics_window_get_type ())
G_DECLARE_FINAL_TYPE (LabStatisticsWindow, lab_statistics_window, LAB, STATISTICS_WINDOW, AdwWindow)

/* Shows statistics, and follows their changes while open. */
LabStatisticsWindow *lab_statistics_window_new             (FutoshikiStatistics *statistics);
FutoshikiStatistics *lab_statistics_window_get_statistics  (LabStatisticsWindow *self);

G_END_DECLS
