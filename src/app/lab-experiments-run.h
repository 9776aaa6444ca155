/* lab-experiments-run.h: a phase-transition sweep running in the background
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "futo-sweep.h"

G_BEGIN_DECLS

#define LAB_TYPE_EXPERIMENTS_RUN (lab_experiments_run_get_type ())

G_DECLARE_FINAL_TYPE (LabExperimentsRun, lab_experiments_run, LAB, EXPERIMENTS_RUN, GObject)

LabExperimentsRun *lab_experiments_run_new          (void);

/* Starts a new sweep of spec, dropping the last one (and cancelling it if
 * it still runs). FALSE with error set when spec is out of range. */
gboolean           lab_experiments_run_start        (LabExperimentsRun   *self,
                                                     const FutoSweepSpec *spec,
                                                     GError             **error);
/* Stops the runs: those under way end soon, the rest never start. What was
 * recorded stays. */
void               lab_experiments_run_cancel       (LabExperimentsRun   *self);
gboolean           lab_experiments_run_get_running  (LabExperimentsRun   *self);
/* The sweep so far, NULL before the first start; owned by self and
 * changed on the main loop only (the "changed" signal). */
const FutoSweep   *lab_experiments_run_get_sweep    (LabExperimentsRun   *self);
/* Recorded runs over all of them, 0 to 1. */
double             lab_experiments_run_get_fraction (LabExperimentsRun   *self);
/* How many runs go on at once (default: one per core). */
void               lab_experiments_run_set_jobs     (LabExperimentsRun   *self,
                                                     guint                jobs);

G_END_DECLS
