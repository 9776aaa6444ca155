/* futoshiki-solve-result.h: what a solver's run found, and what it cost
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "futo-trace.h"

#include "futoshiki-enums.h"

G_BEGIN_DECLS

#define FUTOSHIKI_TYPE_SOLVE_RESULT (futoshiki_solve_result_get_type ())

G_DECLARE_FINAL_TYPE (FutoshikiSolveResult, futoshiki_solve_result, FUTOSHIKI, SOLVE_RESULT, GObject)

FutoshikiStatus  futoshiki_solve_result_get_status      (FutoshikiSolveResult *self);
guint64          futoshiki_solve_result_get_n_solutions (FutoshikiSolveResult *self);
gboolean         futoshiki_solve_result_get_exhausted   (FutoshikiSolveResult *self);
guint            futoshiki_solve_result_get_n_stored    (FutoshikiSolveResult *self);
const guint8    *futoshiki_solve_result_get_solution    (FutoshikiSolveResult *self,
                                                         guint                 index,
                                                         gsize                *n_values);
const guint8    *futoshiki_solve_result_get_best        (FutoshikiSolveResult *self,
                                                         gsize                *n_values);
const char      *futoshiki_solve_result_get_message     (FutoshikiSolveResult *self);
const char      *futoshiki_solve_result_get_algorithm   (FutoshikiSolveResult *self);
guint64          futoshiki_solve_result_get_nodes       (FutoshikiSolveResult *self);
guint64          futoshiki_solve_result_get_backtracks  (FutoshikiSolveResult *self);
guint64          futoshiki_solve_result_get_prunes      (FutoshikiSolveResult *self);
double           futoshiki_solve_result_get_seconds     (FutoshikiSolveResult *self);
guint64          futoshiki_solve_result_get_n_events    (FutoshikiSolveResult *self);
gboolean         futoshiki_solve_result_get_truncated   (FutoshikiSolveResult *self);
const FutoTrace *futoshiki_solve_result_get_core_trace  (FutoshikiSolveResult *self);
FutoTrace       *futoshiki_solve_result_steal_core_trace (FutoshikiSolveResult *self);

G_END_DECLS
