/* lab-board-cell.h: one cell of the board, for keyboard focus and screen readers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LAB_TYPE_BOARD_CELL (lab_board_cell_get_type ())

G_DECLARE_FINAL_TYPE (LabBoardCell, lab_board_cell, LAB, BOARD_CELL, GtkWidget)

GtkWidget *lab_board_cell_new     (int           row,
                                   int           col);
int        lab_board_cell_get_row (LabBoardCell *self);
int        lab_board_cell_get_col (LabBoardCell *self);

G_END_DECLS
