/* futoshiki-solver.h: runs a registry algorithm on a puzzle, for scripts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "futoshiki-puzzle.h"
#include "futoshiki-solve-result.h"

G_BEGIN_DECLS

#define FUTOSHIKI_TYPE_SOLVER (futoshiki_solver_get_type ())

G_DECLARE_FINAL_TYPE (FutoshikiSolver, futoshiki_solver, FUTOSHIKI, SOLVER, GObject)

FutoshikiSolver      *futoshiki_solver_new                (const char          *algorithm);

const char           *futoshiki_solver_get_algorithm      (FutoshikiSolver     *self);
void                  futoshiki_solver_set_algorithm      (FutoshikiSolver     *self,
                                                           const char          *algorithm);
guint64               futoshiki_solver_get_solution_limit (FutoshikiSolver     *self);
void                  futoshiki_solver_set_solution_limit (FutoshikiSolver     *self,
                                                           guint64              limit);
guint64               futoshiki_solver_get_node_limit     (FutoshikiSolver     *self);
void                  futoshiki_solver_set_node_limit     (FutoshikiSolver     *self,
                                                           guint64              limit);
double                futoshiki_solver_get_time_limit     (FutoshikiSolver     *self);
void                  futoshiki_solver_set_time_limit     (FutoshikiSolver     *self,
                                                           double               seconds);
guint64               futoshiki_solver_get_seed           (FutoshikiSolver     *self);
void                  futoshiki_solver_set_seed           (FutoshikiSolver     *self,
                                                           guint64              seed);
const char           *futoshiki_solver_get_params         (FutoshikiSolver     *self);
void                  futoshiki_solver_set_params         (FutoshikiSolver     *self,
                                                           const char          *params);
guint64               futoshiki_solver_get_max_events     (FutoshikiSolver     *self);
void                  futoshiki_solver_set_max_events     (FutoshikiSolver     *self,
                                                           guint64              max_events);

FutoshikiSolveResult *futoshiki_solver_solve              (FutoshikiSolver     *self,
                                                           FutoshikiPuzzle     *puzzle,
                                                           GCancellable        *cancellable,
                                                           GError             **error);
void                  futoshiki_solver_solve_async        (FutoshikiSolver     *self,
                                                           FutoshikiPuzzle     *puzzle,
                                                           GCancellable        *cancellable,
                                                           GAsyncReadyCallback  callback,
                                                           gpointer             user_data);
FutoshikiSolveResult *futoshiki_solver_solve_finish       (FutoshikiSolver     *self,
                                                           GAsyncResult        *result,
                                                           GError             **error);

G_END_DECLS
