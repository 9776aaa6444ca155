/* lab-board-input.c: pointer input of the board, and entering values
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything can be done with a pointer alone (click a cell, click a gap,
 * right-click or long-press for a popover of choices) and again with the
 * keyboard alone (lab-board-keys.c). Input becomes calls on LabDocument;
 * the board redraws when it changes.
 */
#define G_LOG_DOMAIN "lab-board"

#include "config.h"

#include "lab-board-private.h"

/* Puts value into (row, col) the way the mode says: a given when editing,
 * an entry or a pencil mark when playing; 0 clears. */
void
_lab_board_enter_value (LabBoard *self,
                        int       row,
                        int       col,
                        int       value,
                        gboolean  pencil)
{
  LabDocument *document = self->document;

  if (value < 0 || value > _lab_board_size (self) || !_lab_board_cell_is_editable (self, row, col))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  if (lab_document_get_mode (document) == LAB_DOCUMENT_MODE_EDIT)
    lab_document_set_given (document, row, col, value);
  else if (pencil && value != 0)
    lab_document_toggle_pencil (document, row, col, value);
  else if (value != 0)
    lab_document_set_entry (document, row, col, value);
  else
    lab_document_clear_cell (document, row, col);
}

void
_lab_board_clear_cell (LabBoard *self,
                       int       row,
                       int       col)
{
  if (lab_document_get_mode (self->document) == LAB_DOCUMENT_MODE_EDIT
      && lab_document_get_given (self->document, row, col) != 0)
    lab_document_set_given (self->document, row, col, 0);
  else if (_lab_board_cell_is_editable (self, row, col))
    lab_document_clear_cell (self->document, row, col);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

/* Pointer */

static void
show_popover_for_point (LabBoard *self,
                        double    x,
                        double    y)
{
  FutoDirection dir;
  int row, col;

  /* A recorded search is only watched (lab-board-trace.c). */
  if (_lab_board_size (self) == 0 || self->trace_player != NULL)
    return;
  if (futo_render_layout_cell_at (&self->layout, x, y, &row, &col))
    {
      _lab_board_move_cursor (self, row, col, TRUE);
      _lab_board_show_cell_popover (self, row, col);
    }
  else if (lab_document_get_mode (self->document) == LAB_DOCUMENT_MODE_EDIT
           && futo_render_layout_gap_at (&self->layout, x, y, &row, &col, &dir))
    _lab_board_show_gap_popover (self, row, col, dir);
}

static void
on_primary_released (GtkGestureClick *gesture,
                     int              n_press,
                     double           x,
                     double           y,
                     LabBoard        *self)
{
  FutoDirection dir;
  int row, col;

  if (_lab_board_size (self) == 0)
    return;
  if (futo_render_layout_cell_at (&self->layout, x, y, &row, &col))
    _lab_board_move_cursor (self, row, col, TRUE);
  else if (lab_document_get_mode (self->document) == LAB_DOCUMENT_MODE_EDIT
           && self->trace_player == NULL
           && futo_render_layout_gap_at (&self->layout, x, y, &row, &col, &dir))
    {
      _lab_board_commit_pending (self);
      lab_document_cycle_relation (self->document, row, col, dir);
      gtk_widget_grab_focus (GTK_WIDGET (self));
    }
}

static void
on_secondary_pressed (GtkGestureClick *gesture,
                      int              n_press,
                      double           x,
                      double           y,
                      LabBoard        *self)
{
  show_popover_for_point (self, x, y);
}

static void
on_long_pressed (GtkGestureLongPress *gesture,
                 double               x,
                 double               y,
                 LabBoard            *self)
{
  show_popover_for_point (self, x, y);
}

static void
set_hover (LabBoard      *self,
           int            cell,
           int            gap_cell,
           FutoDirection  gap_dir)
{
  if (self->hover_cell == cell && self->hover_gap_cell == gap_cell && self->hover_gap_dir == gap_dir)
    return;
  self->hover_cell = cell;
  self->hover_gap_cell = gap_cell;
  self->hover_gap_dir = gap_dir;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           LabBoard                 *self)
{
  int n = _lab_board_size (self);
  FutoDirection dir = FUTO_DIR_RIGHT;
  int row, col;

  if (n == 0)
    return;
  if (futo_render_layout_cell_at (&self->layout, x, y, &row, &col))
    set_hover (self, row * n + col, -1, FUTO_DIR_RIGHT);
  else if (lab_document_get_mode (self->document) == LAB_DOCUMENT_MODE_EDIT
           && futo_render_layout_gap_at (&self->layout, x, y, &row, &col, &dir))
    set_hover (self, -1, row * n + col, dir);
  else
    set_hover (self, -1, -1, FUTO_DIR_RIGHT);
}

static void
on_leave (GtkEventControllerMotion *controller,
          LabBoard                 *self)
{
  set_hover (self, -1, -1, FUTO_DIR_RIGHT);
}

/* Ctrl+wheel zooms, as in image viewers and browsers. */
static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           LabBoard                 *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if ((state & GDK_CONTROL_MASK) == 0 || dy == 0)
    return FALSE;
  lab_board_set_zoom (self, self->zoom * (dy < 0 ? 1.25 : 0.8));
  return TRUE;
}

void
_lab_board_input_init (LabBoard *self)
{
  GtkGesture *primary = gtk_gesture_click_new ();
  GtkGesture *secondary = gtk_gesture_click_new ();
  GtkGesture *long_press = gtk_gesture_long_press_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);

  _lab_board_keys_init (self);

  /* A long press wins over the click it started as. */
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (primary), GDK_BUTTON_PRIMARY);
  g_signal_connect_object (primary, "released", G_CALLBACK (on_primary_released), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (primary));
  g_signal_connect_object (long_press, "pressed", G_CALLBACK (on_long_pressed), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (long_press));
  gtk_gesture_group (long_press, primary);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
  g_signal_connect_object (secondary, "pressed", G_CALLBACK (on_secondary_pressed), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (secondary));

  g_signal_connect_object (motion, "motion", G_CALLBACK (on_motion), self, 0);
  g_signal_connect_object (motion, "leave", G_CALLBACK (on_leave), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  g_signal_connect_object (scroll, "scroll", G_CALLBACK (on_scroll), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

  self->popover = gtk_popover_new ();
  gtk_widget_set_parent (self->popover, GTK_WIDGET (self));
}

/* A digit typed on the keyboard (lab-board-keys.c) waits no longer. */
void
_lab_board_input_dispose (LabBoard *self)
{
  g_clear_handle_id (&self->pending_timeout, g_source_remove);
}
