/* futoshiki-solve-result-private.h: made by the solver only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-algorithm.h"

#include "futoshiki-solve-result.h"

G_BEGIN_DECLS

/* Copies result's status, solutions and statistics, and takes trace (the
 * run's events, or NULL when none were recorded). */
FutoshikiSolveResult *_futoshiki_solve_result_new (const char          *algorithm_id,
                                                   const FutoRunResult *result,
                                                   FutoTrace           *trace);

G_END_DECLS
