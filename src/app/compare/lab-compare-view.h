/* lab-compare-view.h: several algorithms on one puzzle, side by side
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "futo-algorithm.h"
#include "lab-bar-chart.h"

G_BEGIN_DECLS

#define LAB_TYPE_COMPARE_VIEW (lab_compare_view_get_type ())

G_DECLARE_FINAL_TYPE (LabCompareView, lab_compare_view, LAB, COMPARE_VIEW, AdwWindow)

/* Copies the puzzle. */
LabCompareView  *lab_compare_view_new             (GtkWindow          *parent,
                                                   const FutoPuzzle   *puzzle);
/* Ticks exactly these algorithms (ids of the registry). */
void             lab_compare_view_set_algorithms  (LabCompareView     *self,
                                                   const char * const *ids);
/* The ticked ones, in the registry's order. */
char           **lab_compare_view_get_algorithms  (LabCompareView     *self);
/* Per run; 0 means none. */
void             lab_compare_view_set_limits      (LabCompareView     *self,
                                                   guint64             node_limit,
                                                   double              time_limit);

/* Runs the ticked algorithms one after another in the background. */
void             lab_compare_view_run             (LabCompareView     *self);
void             lab_compare_view_cancel          (LabCompareView     *self);
gboolean         lab_compare_view_get_running     (LabCompareView     *self);

/* The finished runs, in the order they ran. */
guint            lab_compare_view_get_n_results   (LabCompareView     *self);
const char      *lab_compare_view_get_result      (LabCompareView     *self,
                                                   guint               i,
                                                   FutoStatus         *status,
                                                   const FutoStats   **stats);

/* The results as CSV: a header line, then one line per run. */
char            *lab_compare_view_to_csv          (LabCompareView     *self);
/* Writes that to file atomically (replacing it only once all is written). */
void             lab_compare_view_save_csv_async  (LabCompareView     *self,
                                                   GFile              *file,
                                                   GCancellable       *cancellable,
                                                   GAsyncReadyCallback callback,
                                                   gpointer            user_data);
gboolean         lab_compare_view_save_csv_finish (LabCompareView     *self,
                                                   GAsyncResult       *result,
                                                   GError            **error);

/* For tests and screenshots. */
GtkGrid         *lab_compare_view_get_table       (LabCompareView     *self);
LabBarChart     *lab_compare_view_get_chart       (LabCompareView     *self);

G_END_DECLS
