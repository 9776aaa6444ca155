/* lab-board-keys.c: keyboard input of the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything can be done with the keyboard alone: arrows move the cursor
 * (mirrored on a right-to-left board), digits enter values (with two-digit
 * values typed digit by digit on boards above 9), Delete clears, < > ^ v
 * and Shift+arrows set signs while editing, Menu opens the cell's popover.
 * While a recorded search is shown only the arrows are the board's.
 * The pointer's part is lab-board-input.c.
 */
#define G_LOG_DOMAIN "lab-board"

#include "config.h"

#include <stdlib.h>

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
      return _lab_board_is_rtl (self) ? FUTO_DIR_RIGHT : FUTO_DIR_LEFT;
    case VISUAL_RIGHT:
    default:
      return _lab_board_is_rtl (self) ? FUTO_DIR_LEFT : FUTO_DIR_RIGHT;
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
  int n = _lab_board_size (self);
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
  int n = _lab_board_size (self);
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
  if (row < 0 || col < 0 || row >= _lab_board_size (self) || col >= _lab_board_size (self))
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
  if (row < 0 || col < 0 || row >= _lab_board_size (self) || col >= _lab_board_size (self))
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
  int n = _lab_board_size (self);

  if (n == 0)
    return FALSE;
  /* A recorded search is only read: the arrows move between its cells,
   * so that each can be heard, and every other key goes on to the
   * player's shortcuts (lab-window-visualize.c), which step with Page Up
   * and Page Down here and with the arrows everywhere else. */
  if (self->trace_player != NULL)
    {
      int row = self->cursor_row, col = self->cursor_col;

      if (mods != 0 || !arrow_direction (keyval, &visual))
        return FALSE;
      step (logical_direction (self, visual), &row, &col);
      if (row >= 0 && col >= 0 && row < n && col < n)
        _lab_board_move_cursor (self, row, col, TRUE);
      return TRUE;
    }
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

void
_lab_board_keys_init (LabBoard *self)
{
  GtkEventController *key = gtk_event_controller_key_new ();

  g_signal_connect_object (key, "key-pressed", G_CALLBACK (on_key_pressed), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
}
