/* lab-window-private.h: what lab-window.c shares with lab-window-actions.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lab-board-view.h"
#include "lab-window.h"

G_BEGIN_DECLS

struct _LabWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  /* The puzzle shown, or NULL for the empty state; file is NULL for a
   * puzzle that was never saved. */
  FutoGame             *game;
  GFile                *file;
  GCancellable         *load_cancellable;
  guint                 n_loads;

  /* Template children */
  AdwWindowTitle       *window_title;
  GtkStack             *stack;
  AdwStatusPage        *empty_page;
  LabBoardView         *board_view;
  GtkMenuButton        *primary_menu_button;
};

void _lab_window_actions_init   (LabWindow  *self);
void _lab_window_show_open_error (LabWindow *self,
                                  GFile     *file,
                                  GError    *error);

G_END_DECLS
