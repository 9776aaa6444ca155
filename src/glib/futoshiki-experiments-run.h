/* futoshiki-experiments-run.h: a phase-transition sweep running in the background
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "futo-sweep.h"

G_BEGIN_DECLS

#define FUTOSHIKI_TYPE_EXPERIMENTS_RUN (futoshiki_experiments_run_get_type ())

G_DECLARE_FINAL_TYPE (FutoshikiExperimentsRun, futoshiki_experiments_run, FUTOSHIKI, EXPERIMENTS_RUN, GObject)

FutoshikiExperimentsRun *futoshiki_experiments_run_new          (void);

/* Starts a new sweep of spec, dropping the last one (and cancelling it if
 * it still runs). FALSE with error set when spec is out of range. */
gboolean           futoshiki_experiments_run_start        (FutoshikiExperimentsRun   *self,
                                                           const FutoSweepSpec *spec,
                                                           GError             **error);
/* Stops the runs: those under way end soon, the rest never start. What was
 * recorded stays. */
void               futoshiki_experiments_run_cancel       (FutoshikiExperimentsRun   *self);
gboolean           futoshiki_experiments_run_get_running  (FutoshikiExperimentsRun   *self);
/* The sweep so far, NULL before the first start; owned by self and
 * changed on the main loop only (the "changed" signal). */
const FutoSweep   *futoshiki_experiments_run_get_sweep    (FutoshikiExperimentsRun   *self);
/* Recorded runs over all of them, 0 to 1. */
double             futoshiki_experiments_run_get_fraction (FutoshikiExperimentsRun   *self);
/* How many runs go on at once (the "jobs" property; default: one per
 * core, at least 1): the next start's threads. */
void               futoshiki_experiments_run_set_jobs     (FutoshikiExperimentsRun   *self,
                                                           guint                jobs);
guint              futoshiki_experiments_run_get_jobs     (FutoshikiExperimentsRun   *self);

G_END_DECLS
