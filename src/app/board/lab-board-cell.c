/* lab-board-cell.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 exposes only widgets to assistive technology, so each cell of the
 * board is a widget: an empty, focusable one with the role of a grid cell
 * that the board places over the cell it draws. It draws nothing and takes
 * no pointer input; LabBoard paints the whole board in one pass through the
 * shared renderer and keeps each cell's accessible label current. Keyboard
 * focus sits on the cell under the cursor, so a screen reader announces
 * the cell as the cursor moves.
 */
#define G_LOG_DOMAIN "lab-board-cell"

#include "config.h"

#include "lab-board-cell.h"

struct _LabBoardCell
{
  GtkWidget  parent_instance;

  int        row;
  int        col;
};

G_DEFINE_FINAL_TYPE (LabBoardCell, lab_board_cell, GTK_TYPE_WIDGET)

GtkWidget *
lab_board_cell_new (int row,
                    int col)
{
  LabBoardCell *self = g_object_new (LAB_TYPE_BOARD_CELL, NULL);

  self->row = row;
  self->col = col;
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_RELATION_ROW_INDEX, row + 1,
                                  GTK_ACCESSIBLE_RELATION_COL_INDEX, col + 1,
                                  -1);
  return GTK_WIDGET (self);
}

int
lab_board_cell_get_row (LabBoardCell *self)
{
  g_return_val_if_fail (LAB_IS_BOARD_CELL (self), -1);

  return self->row;
}

int
lab_board_cell_get_col (LabBoardCell *self)
{
  g_return_val_if_fail (LAB_IS_BOARD_CELL (self), -1);

  return self->col;
}

/* The board draws the cell, cursor ring included. */
static void
lab_board_cell_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
}

static void
lab_board_cell_class_init (LabBoardCellClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = lab_board_cell_snapshot;

  gtk_widget_class_set_css_name (widget_class, "boardcell");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID_CELL);
}

static void
lab_board_cell_init (LabBoardCell *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}
