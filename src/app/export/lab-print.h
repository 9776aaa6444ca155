/* lab-print.h: printing a puzzle, several to a page or with its solution
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "futo-game.h"

G_BEGIN_DECLS

#define LAB_TYPE_PRINT (lab_print_get_type ())

G_DECLARE_FINAL_TYPE (LabPrint, lab_print, LAB, PRINT, GtkPrintOperation)

/* Prints a copy of game's puzzle. solution (size * size values) may be
 * NULL: the solution page is then left out. */
LabPrint *lab_print_new            (const FutoGame *game,
                                    const guint8   *solution);
/* Puzzles across and down a page: copies of the puzzle to share out. */
int       lab_print_get_columns    (LabPrint       *self);
void      lab_print_set_columns    (LabPrint       *self,
                                    int             columns);
int       lab_print_get_rows       (LabPrint       *self);
void      lab_print_set_rows       (LabPrint       *self,
                                    int             rows);
/* A page with the solution after the puzzle page. */
gboolean  lab_print_get_solutions  (LabPrint       *self);
void      lab_print_set_solutions  (LabPrint       *self,
                                    gboolean        solutions);
/* The side of a cell in millimetres when one puzzle fills a page; it
 * shrinks when the board does not fit. */
double    lab_print_get_cell_mm    (LabPrint       *self);
void      lab_print_set_cell_mm    (LabPrint       *self,
                                    double          cell_mm);

/* Whether the previewer GTK starts for Print Preview (the
 * gtk-print-preview-command setting of settings, NULL for the default
 * ones) is installed: without one GTK only logs a warning, and the dialog
 * closes saying nothing. */
gboolean  lab_print_has_previewer  (GtkSettings    *settings);

G_END_DECLS
