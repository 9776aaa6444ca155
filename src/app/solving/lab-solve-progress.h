/* lab-solve-progress.h: a run under way, in the status line under the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LAB_TYPE_SOLVE_PROGRESS (lab_solve_progress_get_type ())

G_DECLARE_FINAL_TYPE (LabSolveProgress, lab_solve_progress, LAB, SOLVE_PROGRESS, GtkWidget)

GtkWidget *lab_solve_progress_new         (void);
/* A run begins: its heading ("Solving with Backtracking…"), no detail yet. */
void       lab_solve_progress_start       (LabSolveProgress *self,
                                           const char       *heading);
/* Time, nodes and speed so far (a screen reader announces them). */
void       lab_solve_progress_set_detail  (LabSolveProgress *self,
                                           const char       *detail);
/* The run is over: its outcome shows above the board instead. */
void       lab_solve_progress_stop        (LabSolveProgress *self);
gboolean   lab_solve_progress_get_running (LabSolveProgress *self);

G_END_DECLS
