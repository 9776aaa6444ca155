/* futoshiki-solution-check.h: does the puzzle have no, one or several solutions?
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futoshiki-document.h"

G_BEGIN_DECLS

typedef enum
{
  FUTOSHIKI_SOLUTION_STATE_CHECKING,  /* a check is under way */
  FUTOSHIKI_SOLUTION_STATE_INVALID,   /* the givens or signs break a rule on their face */
  FUTOSHIKI_SOLUTION_STATE_NONE,      /* no solution */
  FUTOSHIKI_SOLUTION_STATE_UNIQUE,    /* exactly one */
  FUTOSHIKI_SOLUTION_STATE_MULTIPLE,  /* two or more */
  FUTOSHIKI_SOLUTION_STATE_UNDECIDED, /* the search ran out of time */
} FutoshikiSolutionState;

#define FUTOSHIKI_TYPE_SOLUTION_STATE (futoshiki_solution_state_get_type ())
#define FUTOSHIKI_TYPE_SOLUTION_CHECK (futoshiki_solution_check_get_type ())

GType futoshiki_solution_state_get_type (void) G_GNUC_CONST;

G_DECLARE_FINAL_TYPE (FutoshikiSolutionCheck, futoshiki_solution_check, FUTOSHIKI, SOLUTION_CHECK, GObject)

FutoshikiSolutionCheck *futoshiki_solution_check_new          (FutoshikiDocument      *document);
FutoshikiDocument      *futoshiki_solution_check_get_document (FutoshikiSolutionCheck *self);
FutoshikiSolutionState  futoshiki_solution_check_get_state    (FutoshikiSolutionCheck *self);
/* The first (index 0) or second solution found, size * size values, or
 * NULL: UNIQUE has one, MULTIPLE two that differ. */
const guint8     *futoshiki_solution_check_get_solution (FutoshikiSolutionCheck *self,
                                                         guint             index);

G_END_DECLS
