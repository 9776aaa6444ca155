/* lab-solve-bar.h: a solver's outcome, above the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LAB_TYPE_SOLVE_BAR (lab_solve_bar_get_type ())

G_DECLARE_FINAL_TYPE (LabSolveBar, lab_solve_bar, LAB, SOLVE_BAR, GtkWidget)

GtkWidget *lab_solve_bar_new          (void);
/* A run that ended: the icon, title and detail (a screen reader announces
 * it), and the button for win.solve-dismiss. */
void       lab_solve_bar_show_outcome (LabSolveBar *self,
                                       const char  *icon_name,
                                       const char  *title,
                                       const char  *detail);
void       lab_solve_bar_dismiss      (LabSolveBar *self);
gboolean   lab_solve_bar_get_revealed (LabSolveBar *self);

G_END_DECLS
