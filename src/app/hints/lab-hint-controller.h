/* lab-hint-controller.h: hints in stages, with the win.hint actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lab-board.h"
#include "lab-hint-bar.h"
#include "futoshiki-solution-check.h"

G_BEGIN_DECLS

#define LAB_TYPE_HINT_CONTROLLER (lab_hint_controller_get_type ())

G_DECLARE_FINAL_TYPE (LabHintController, lab_hint_controller, LAB, HINT_CONTROLLER, GObject)

/* Adds the hint… actions to actions (the window that owns the controller:
 * "win.hint"); hints show on bar and outline their cells on board. */
LabHintController *lab_hint_controller_new                (GActionMap        *actions,
                                                           LabBoard          *board,
                                                           LabHintBar        *bar);
FutoshikiSolutionCheck  *lab_hint_controller_get_solution_check (LabHintController *self);
/* Hints are for the document that check checks (NULL: none), and only
 * once check knows it has a single solution. */
void               lab_hint_controller_set_solution_check (LabHintController *self,
                                                           FutoshikiSolutionCheck  *check);
/* Whether the core is still looking for a hint (in a thread). */
gboolean           lab_hint_controller_get_busy           (LabHintController *self);

G_END_DECLS
