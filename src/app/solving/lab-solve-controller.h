/* lab-solve-controller.h: solving, counting and checking in the background
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lab-board.h"
#include "lab-solve-bar.h"
#include "lab-solve-progress.h"
#include "futoshiki-solve-job.h"

G_BEGIN_DECLS

#define LAB_TYPE_SOLVE_CONTROLLER (lab_solve_controller_get_type ())

G_DECLARE_FINAL_TYPE (LabSolveController, lab_solve_controller, LAB, SOLVE_CONTROLLER, GObject)

/* Adds the win.solve… actions to window, which owns the controller; runs
 * show on bar, and a uniqueness check's two solutions on board; what has
 * no place there is a toast on toasts. */
LabSolveController *lab_solve_controller_new                (GtkApplicationWindow *window,
                                                             AdwToastOverlay    *toasts,
                                                             LabBoard           *board,
                                                             LabSolveBar        *bar,
                                                             LabSolveProgress   *progress);
FutoshikiDocument        *lab_solve_controller_get_document       (LabSolveController *self);
/* The puzzle runs are for: another one stops the run. */
void                lab_solve_controller_set_document       (LabSolveController *self,
                                                             FutoshikiDocument        *document);
/* Stops a running run, if any. */
void                lab_solve_controller_cancel             (LabSolveController *self);
/* Whether the board shows a solution as a Solve put it there (while it
 * goes on the board, and until the entries change). */
gboolean            lab_solve_controller_get_solution_shown (LabSolveController *self);
/* The running or last run; NULL before the first. */
FutoshikiSolveJob        *lab_solve_controller_get_job            (LabSolveController *self);

G_END_DECLS
