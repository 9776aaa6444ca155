/* lab-solution-check.h: does the puzzle have no, one or several solutions?
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lab-document.h"

G_BEGIN_DECLS

typedef enum
{
  LAB_SOLUTION_STATE_CHECKING,  /* a check is under way */
  LAB_SOLUTION_STATE_INVALID,   /* the givens or signs break a rule on their face */
  LAB_SOLUTION_STATE_NONE,      /* no solution */
  LAB_SOLUTION_STATE_UNIQUE,    /* exactly one */
  LAB_SOLUTION_STATE_MULTIPLE,  /* two or more */
  LAB_SOLUTION_STATE_UNDECIDED, /* the search ran out of time */
} LabSolutionState;

#define LAB_TYPE_SOLUTION_STATE (lab_solution_state_get_type ())
#define LAB_TYPE_SOLUTION_CHECK (lab_solution_check_get_type ())

GType lab_solution_state_get_type (void) G_GNUC_CONST;

G_DECLARE_FINAL_TYPE (LabSolutionCheck, lab_solution_check, LAB, SOLUTION_CHECK, GObject)

LabSolutionCheck *lab_solution_check_new          (LabDocument      *document);
LabDocument      *lab_solution_check_get_document (LabSolutionCheck *self);
LabSolutionState  lab_solution_check_get_state    (LabSolutionCheck *self);
/* The first (index 0) or second solution found, size * size values, or
 * NULL: UNIQUE has one, MULTIPLE two that differ. */
const guint8     *lab_solution_check_get_solution (LabSolutionCheck *self,
                                                   guint             index);

G_END_DECLS
