/* lab-board-view.h: a read-only view of a puzzle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "futo-game.h"

G_BEGIN_DECLS

#define LAB_TYPE_BOARD_VIEW (lab_board_view_get_type ())

G_DECLARE_FINAL_TYPE (LabBoardView, lab_board_view, LAB, BOARD_VIEW, GtkDrawingArea)

GtkWidget      *lab_board_view_new      (void);
const FutoGame *lab_board_view_get_game (LabBoardView   *self);
void            lab_board_view_set_game (LabBoardView   *self,
                                         const FutoGame *game);
int             lab_board_view_get_size (LabBoardView   *self);

G_END_DECLS
