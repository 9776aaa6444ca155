/* lab-experiments-window.h: the Experiments window, where the hard puzzles are
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "futo-sweep.h"
#include "lab-experiments-chart.h"
#include "lab-runtime-page.h"
#include "futoshiki-experiments-run.h"

G_BEGIN_DECLS

#define LAB_TYPE_EXPERIMENTS_WINDOW (lab_experiments_window_get_type ())

G_DECLARE_FINAL_TYPE (LabExperimentsWindow, lab_experiments_window, LAB, EXPERIMENTS_WINDOW, AdwWindow)

typedef enum
{
  LAB_EXPERIMENTS_EXPORT_CSV,
  LAB_EXPERIMENTS_EXPORT_CHART, /* SVG, PNG or PDF by the file's extension */
} LabExperimentsExport;

LabExperimentsWindow *lab_experiments_window_new         (GtkApplication       *application);

/* What the controls say, and setting them (the methods too). */
void                  lab_experiments_window_get_spec    (LabExperimentsWindow *self,
                                                          FutoSweepSpec        *spec);
void                  lab_experiments_window_set_spec    (LabExperimentsWindow *self,
                                                          const FutoSweepSpec  *spec);

/* As the Run and Cancel buttons. */
void                  lab_experiments_window_run         (LabExperimentsWindow *self);
void                  lab_experiments_window_cancel      (LabExperimentsWindow *self);

/* Writes the statistics (CSV) or the chart to file, replacing it only once
 * all is written. */
void                  lab_experiments_window_save_async  (LabExperimentsWindow *self,
                                                          LabExperimentsExport  what,
                                                          GFile                *file,
                                                          GCancellable         *cancellable,
                                                          GAsyncReadyCallback   callback,
                                                          gpointer              user_data);
gboolean              lab_experiments_window_save_finish (LabExperimentsWindow *self,
                                                          GAsyncResult         *result,
                                                          GError              **error);

/* Opens instance of point where ::open-game says (the application: a
 * window of its own), and returns that window (NULL when there is no such
 * instance or nobody opened it). */
GtkWindow            *lab_experiments_window_open_instance (LabExperimentsWindow *self,
                                                            int                   point,
                                                            int                   instance);

/* The puzzle of the Runtime Distribution page (copied; NULL: none), and
 * its name; the page of the runs shown when show_runs. */
void                  lab_experiments_window_set_puzzle  (LabExperimentsWindow *self,
                                                          const FutoPuzzle     *puzzle,
                                                          const char           *name);
void                  lab_experiments_window_show_runs   (LabExperimentsWindow *self,
                                                          gboolean              show_runs);
LabRuntimePage       *lab_experiments_window_get_runtime_page (LabExperimentsWindow *self);

FutoshikiExperimentsRun    *lab_experiments_window_get_run     (LabExperimentsWindow *self);
LabExperimentsChart  *lab_experiments_window_get_chart   (LabExperimentsWindow *self);

G_END_DECLS
