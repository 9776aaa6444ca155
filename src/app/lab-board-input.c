/* lab-board-input.c: keyboard and pointer input of the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything can be done with the keyboard alone (arrows, digits, Delete,
 * < > ^ v, Shift+arrows, Menu) and again with a pointer alone (click a
 * cell, click a gap, right-click or long-press for a popover of choices).
 * Input becomes calls on LabDocument; the board redraws when it changes.
 */
#define G_LOG_DOMAIN "lab-board"

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include <glib/gi18n.h>

#include "lab-board-private.h"

/* How long a first digit waits for a second one on boards above 9. */
#define PENDING_TIMEOUT_MS 1000

typedef enum
{
  VISUAL_UP,
  VISUAL_RIGHT,
  VISUAL_DOWN,
  VISUAL_LEFT,
} VisualDirection;

static int
board_size (LabBoard *self)
{
  return self->document != NULL ? lab_document_get_size (self->document) : 0;
}

static gboolean
is_rtl (LabBoard *self)
{
  return gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
}

/* Left and right on screen swap columns in a mirrored board. */
static FutoDirection
logical_direction (LabBoard        *self,
                   VisualDirection  visual)
{
  switch (visual)
    {
    case VISUAL_UP:
      return FUTO_DIR_UP;
    case VISUAL_DOWN:
      return FUTO_DIR_DOWN;
    case VISUAL_LEFT:
      return is_rtl (self) ? FUTO_DIR_RIGHT : FUTO_DIR_LEFT;
    case VISUAL_RIGHT:
    default:
      return is_rtl (self) ? FUTO_DIR_LEFT : FUTO_DIR_RIGHT;
    }
}

static void
step (FutoDirection  dir,
      int           *row,
      int           *col)
{
  *row += (dir == FUTO_DIR_DOWN) - (dir == FUTO_DIR_UP);
  *col += (dir == FUTO_DIR_RIGHT) - (dir == FUTO_DIR_LEFT);
}

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

  if (value < 0 || value > board_size (self) || !_lab_board_cell_is_editable (self, row, col))
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

/* Pending digits */

void
_lab_board_cancel_pending (LabBoard *self)
{
  g_clear_handle_id (&self->pending_timeout, g_source_remove);
  if (self->pending->len > 0)
    {
      g_string_truncate (self->pending, 0);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  self->pending_cell = -1;
}

void
_lab_board_commit_pending (LabBoard *self)
{
  int n = board_size (self);
  int cell = self->pending_cell;
  int value;

  if (self->pending->len == 0 || cell < 0 || cell >= n * n)
    {
      _lab_board_cancel_pending (self);
      return;
    }
  value = atoi (self->pending->str);
  _lab_board_cancel_pending (self);
  _lab_board_enter_value (self, cell / n, cell % n, value, self->pencil_mode);
}

static gboolean
on_pending_timeout (gpointer user_data)
{
  LabBoard *self = user_data;

  self->pending_timeout = 0;
  _lab_board_commit_pending (self);
  return G_SOURCE_REMOVE;
}

/* On boards up to 9 a digit is a value at once. Above, "1" may start 12:
 * it waits for a second digit, Enter or a pause, and is shown meanwhile. */
static void
type_digit (LabBoard *self,
            int       digit)
{
  int n = board_size (self);
  int row = self->cursor_row, col = self->cursor_col;
  int cell = row * n + col;
  int value;

  if (!_lab_board_cell_is_editable (self, row, col))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (n <= 9)
    {
      _lab_board_enter_value (self, row, col, digit, self->pencil_mode);
      return;
    }

  if (self->pending_cell != cell)
    _lab_board_commit_pending (self);
  g_string_append_c (self->pending, (char) ('0' + digit));
  self->pending_cell = cell;
  value = atoi (self->pending->str);
  if (value > n)
    {
      _lab_board_cancel_pending (self);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  /* No further digit could make a value that fits: enter it now. */
  if (value * 10 > n || value == 0 || self->pending->len >= 2)
    {
      _lab_board_commit_pending (self);
      return;
    }
  g_clear_handle_id (&self->pending_timeout, g_source_remove);
  self->pending_timeout = g_timeout_add (PENDING_TIMEOUT_MS, on_pending_timeout, self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Signs */

/* "<" ">" "^" "v" all point at the smaller cell: the sign goes into the gap
 * on that side of the cursor, saying the cursor cell is the greater. The
 * same key again takes the sign away. In an Adjacent puzzle, where marks
 * have no direction, the key puts a mark on that side or takes it away. */
static void
point_sign (LabBoard        *self,
            VisualDirection  visual)
{
  FutoDirection dir = logical_direction (self, visual);
  FutoRelation now = lab_document_get_relation (self->document, self->cursor_row,
                                                self->cursor_col, dir);
  int row = self->cursor_row, col = self->cursor_col;

  step (dir, &row, &col);
  if (row < 0 || col < 0 || row >= board_size (self) || col >= board_size (self))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (lab_document_get_puzzle_mode (self->document) == FUTO_MODE_ADJACENT)
    lab_document_set_relation (self->document, self->cursor_row, self->cursor_col, dir,
                               now == FUTO_REL_ADJACENT ? FUTO_REL_NONE : FUTO_REL_ADJACENT);
  else
    lab_document_set_relation (self->document, self->cursor_row, self->cursor_col, dir,
                               now == FUTO_REL_GREATER ? FUTO_REL_NONE : FUTO_REL_GREATER);
}

/* Shift+arrow cycles the sign on that side, in the order a click on the
 * gap would: none, < (or ∧), > (or ∨); in an Adjacent puzzle none, mark. */
static void
cycle_sign (LabBoard        *self,
            VisualDirection  visual)
{
  FutoDirection dir = logical_direction (self, visual);
  int row = self->cursor_row, col = self->cursor_col;

  step (dir, &row, &col);
  if (row < 0 || col < 0 || row >= board_size (self) || col >= board_size (self))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (dir == FUTO_DIR_LEFT || dir == FUTO_DIR_UP)
    lab_document_cycle_relation (self->document, row, col,
                                 dir == FUTO_DIR_LEFT ? FUTO_DIR_RIGHT : FUTO_DIR_DOWN);
  else
    lab_document_cycle_relation (self->document, self->cursor_row, self->cursor_col, dir);
}

/* Keyboard */

static int
keyval_digit (guint keyval)
{
  if (keyval >= GDK_KEY_0 && keyval <= GDK_KEY_9)
    return keyval - GDK_KEY_0;
  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    return keyval - GDK_KEY_KP_0;
  return -1;
}

static gboolean
arrow_direction (guint            keyval,
                 VisualDirection *visual)
{
  switch (keyval)
    {
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      *visual = VISUAL_UP;
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      *visual = VISUAL_DOWN;
      return TRUE;
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      *visual = VISUAL_LEFT;
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      *visual = VISUAL_RIGHT;
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
handle_sign_key (LabBoard *self,
                 guint     keyval)
{
  VisualDirection visual;

  switch (keyval)
    {
    case GDK_KEY_less:
      visual = VISUAL_LEFT;
      break;
    case GDK_KEY_greater:
      visual = VISUAL_RIGHT;
      break;
    case GDK_KEY_asciicircum:
    case GDK_KEY_dead_circumflex:
      visual = VISUAL_UP;
      break;
    case GDK_KEY_v:
    case GDK_KEY_V:
      visual = VISUAL_DOWN;
      break;
    default:
      return FALSE;
    }
  point_sign (self, visual);
  return TRUE;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                LabBoard              *self)
{
  GdkModifierType mods = state & gtk_accelerator_get_default_mod_mask ();
  gboolean edit;
  VisualDirection visual;
  int digit = keyval_digit (keyval);
  int n = board_size (self);

  /* While a recorded search is shown, keys go to the player's shortcuts. */
  if (n == 0 || self->trace_player != NULL)
    return FALSE;
  edit = lab_document_get_mode (self->document) == LAB_DOCUMENT_MODE_EDIT;

  /* Shift is allowed: some layouts need it for digits and signs. */
  if (digit >= 0 && (mods & ~GDK_SHIFT_MASK) == 0)
    {
      type_digit (self, digit);
      return TRUE;
    }
  /* Ctrl+digit: a pencil mark without switching modes (1 to 9). */
  if (digit >= 1 && mods == GDK_CONTROL_MASK && !edit)
    {
      _lab_board_commit_pending (self);
      if (digit <= n && _lab_board_cell_is_editable (self, self->cursor_row, self->cursor_col))
        lab_document_toggle_pencil (self->document, self->cursor_row, self->cursor_col, digit);
      else
        gtk_widget_error_bell (GTK_WIDGET (self));
      return TRUE;
    }

  if (arrow_direction (keyval, &visual))
    {
      int row = self->cursor_row, col = self->cursor_col;

      if (mods == GDK_SHIFT_MASK && edit)
        {
          _lab_board_commit_pending (self);
          cycle_sign (self, visual);
          return TRUE;
        }
      if (mods != 0)
        return FALSE;
      step (logical_direction (self, visual), &row, &col);
      if (row >= 0 && col >= 0 && row < n && col < n)
        _lab_board_move_cursor (self, row, col, TRUE);
      return TRUE;
    }

  if (mods & ~GDK_SHIFT_MASK)
    return FALSE;

  if (edit && handle_sign_key (self, keyval))
    {
      _lab_board_commit_pending (self);
      return TRUE;
    }

  switch (keyval)
    {
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      _lab_board_move_cursor (self, self->cursor_row, 0, TRUE);
      return TRUE;

    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      _lab_board_move_cursor (self, self->cursor_row, n - 1, TRUE);
      return TRUE;

    case GDK_KEY_BackSpace:
      if (self->pending->len > 0)
        {
          g_string_truncate (self->pending, self->pending->len - 1);
          if (self->pending->len == 0)
            _lab_board_cancel_pending (self);
          gtk_widget_queue_draw (GTK_WIDGET (self));
          return TRUE;
        }
      G_GNUC_FALLTHROUGH;
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
      _lab_board_cancel_pending (self);
      _lab_board_clear_cell (self, self->cursor_row, self->cursor_col);
      return TRUE;

    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      if (self->pending->len > 0)
        _lab_board_commit_pending (self);
      else
        _lab_board_show_cell_popover (self, self->cursor_row, self->cursor_col);
      return TRUE;

    case GDK_KEY_Escape:
      if (self->pending->len == 0)
        return FALSE;
      _lab_board_cancel_pending (self);
      return TRUE;

    case GDK_KEY_Menu:
      _lab_board_show_cell_popover (self, self->cursor_row, self->cursor_col);
      return TRUE;

    case GDK_KEY_F10:
      if (mods != GDK_SHIFT_MASK)
        return FALSE;
      _lab_board_show_cell_popover (self, self->cursor_row, self->cursor_col);
      return TRUE;

    case GDK_KEY_p:
    case GDK_KEY_P:
      if (edit)
        return FALSE;
      lab_board_set_pencil_mode (self, !self->pencil_mode);
      return TRUE;

    default:
      return FALSE;
    }
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
  if (board_size (self) == 0 || self->trace_player != NULL)
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

  if (board_size (self) == 0)
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
  int n = board_size (self);
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
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkGesture *primary = gtk_gesture_click_new ();
  GtkGesture *secondary = gtk_gesture_click_new ();
  GtkGesture *long_press = gtk_gesture_long_press_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);

  g_signal_connect_object (key, "key-pressed", G_CALLBACK (on_key_pressed), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), key);

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

void
_lab_board_input_dispose (LabBoard *self)
{
  g_clear_handle_id (&self->pending_timeout, g_source_remove);
}
