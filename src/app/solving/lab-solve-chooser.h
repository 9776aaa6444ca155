/* lab-solve-chooser.h: the Solve With dialog
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "futo-algorithm.h"

G_BEGIN_DECLS

/* Shows every method over window with chosen checked; Solve activates
 * win.solve-with (the method's id) on window. */
void lab_solve_chooser_present (GtkWindow           *window,
                                const FutoAlgorithm *chosen);

G_END_DECLS
