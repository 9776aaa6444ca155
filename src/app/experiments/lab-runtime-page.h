/* lab-runtime-page.h: a local search's runtime distribution on one puzzle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "futo-run-series.h"

G_BEGIN_DECLS

#define LAB_TYPE_RUNTIME_PAGE (lab_runtime_page_get_type ())
G_DECLARE_FINAL_TYPE (LabRuntimePage, lab_runtime_page, LAB, RUNTIME_PAGE, GtkWidget)

LabRuntimePage      *lab_runtime_page_new          (void);
/* The puzzle the next run is made on (copied), and its name for people;
 * NULL puzzle: none, and Run says to open one. */
void                 lab_runtime_page_set_puzzle   (LabRuntimePage      *self,
                                                    const FutoPuzzle    *puzzle,
                                                    const char          *name);
/* The method by id; FALSE when it is not one of the page's. */
gboolean             lab_runtime_page_set_method   (LabRuntimePage      *self,
                                                    const char          *algorithm_id);
void                 lab_runtime_page_set_n_runs   (LabRuntimePage      *self,
                                                    int                  n_runs);
/* Starts the runs off the main thread; the chart grows as they end. */
void                 lab_runtime_page_run          (LabRuntimePage      *self);
void                 lab_runtime_page_cancel       (LabRuntimePage      *self);
gboolean             lab_runtime_page_get_running  (LabRuntimePage      *self);
/* The last series (being) run, or NULL; its done runs may be read while
 * the page is not running. */
const FutoRunSeries *lab_runtime_page_get_series   (LabRuntimePage      *self);
/* The status line and the summary ("Solved 17 of 20 runs; …"). */
const char          *lab_runtime_page_get_status   (LabRuntimePage      *self);
const char          *lab_runtime_page_get_summary  (LabRuntimePage      *self);

/* Writes the done runs as the CSV of `futoshiki bench runs --csv`. */
void                 lab_runtime_page_save_csv_async  (LabRuntimePage      *self,
                                                       GFile               *file,
                                                       GCancellable        *cancellable,
                                                       GAsyncReadyCallback  callback,
                                                       gpointer             user_data);
gboolean             lab_runtime_page_save_csv_finish (LabRuntimePage      *self,
                                                       GAsyncResult        *result,
                                                       GError             **error);

G_END_DECLS
