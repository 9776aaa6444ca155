/* lab-board-input.c: what the keyboard and the pointer do on the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything can be done with the keyboard alone: arrows move the cursor
 * (mirrored on a right-to-left board), digits enter values (with two-digit
 * values typed digit by digit on boards above 9), Delete clears, < > ^ v
 * and Shift+arrows set signs while editing, Menu opens the cell's popover.
 * Everything can be done again with a pointer alone: click a cell, click a
 * gap, right-click or long-press for a popover of choices (the values of a
 * cell, toggles for pencil marks in pencil mode, Clear, or the signs a gap
 * can hold), so that mouse-only and touch users reach everything too.
 * While a recorded search is shown only the arrows are the board's.
 *
 * Input becomes calls on FutoshikiDocument; the board redraws when it changes.
 * This file calls no other file of the board: they call it.
 */
#define G_LOG_DOMAIN "lab-board"

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include <glib/gi18n.h>

#include "lab-board-private.h"

/* How long a first digit waits for a second one on boards above 9. */
#define PENDING_TIMEOUT_MS 1000

/* Entering values */

static gboolean
cell_is_editable (LabBoard *self,
                  int       row,
                  int       col)
{
  if (self->document == NULL)
    return FALSE;
  /* A recorded search is only watched. */
  if (self->trace_player != NULL)
    return FALSE;
  /* A solved board, until the player chooses to edit. */
  if (self->locked)
    return FALSE;
  if (futoshiki_document_get_mode (self->document) == FUTOSHIKI_DOCUMENT_MODE_EDIT)
    return TRUE;
  return futoshiki_document_get_given (self->document, row, col) == 0;
}

/* Puts value into (row, col) the way the mode says: a given when editing,
 * an entry or a pencil mark when playing; 0 clears. */
static void
enter_value (LabBoard *self,
             int       row,
             int       col,
             int       value,
             gboolean  pencil)
{
  FutoshikiDocument *document = self->document;

  if (value > _lab_board_size (self))
    {
      _lab_board_reject_value (self, value);
      return;
    }
  if (value < 0 || !cell_is_editable (self, row, col))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  if (futoshiki_document_get_mode (document) == FUTOSHIKI_DOCUMENT_MODE_EDIT)
    futoshiki_document_set_given (document, row, col, value);
  else if (pencil && value != 0)
    futoshiki_document_toggle_pencil (document, row, col, value);
  else if (value != 0)
    futoshiki_document_set_entry (document, row, col, value);
  else
    futoshiki_document_clear_cell (document, row, col);
}

static void
clear_cell (LabBoard *self,
            int       row,
            int       col)
{
  if (futoshiki_document_get_mode (self->document) == FUTOSHIKI_DOCUMENT_MODE_EDIT
      && futoshiki_document_get_given (self->document, row, col) != 0)
    futoshiki_document_set_given (self->document, row, col, 0);
  else if (cell_is_editable (self, row, col))
    futoshiki_document_clear_cell (self->document, row, col);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

/* The cursor */

void
_lab_board_move_cursor (LabBoard *self,
                        int       row,
                        int       col,
                        gboolean  focus)
{
  int n = _lab_board_size (self);

  if (n == 0)
    return;
  row = CLAMP (row, 0, n - 1);
  col = CLAMP (col, 0, n - 1);

  if (row != self->cursor_row || col != self->cursor_col)
    {
      _lab_board_commit_pending (self);
      self->cursor_row = row;
      self->cursor_col = col;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  /* Focus follows the cursor, so that a screen reader announces it and a
   * zoomed board scrolls it into view. */
  if (focus)
    gtk_widget_grab_focus (g_ptr_array_index (self->cells, row * n + col));
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
  enter_value (self, cell / n, cell % n, value, self->pencil_mode);
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

  if (!cell_is_editable (self, row, col))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (n <= 9)
    {
      enter_value (self, row, col, digit, self->pencil_mode);
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
      _lab_board_reject_value (self, value);
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

/* Popovers */

static void
on_value_clicked (GtkButton *button,
                  LabBoard  *self)
{
  int value = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "value"));
  int row = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "row"));
  int col = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "col"));
  gboolean pencil = GTK_IS_TOGGLE_BUTTON (button);

  if (pencil && gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button))
      == ((futoshiki_document_get_pencil (self->document, row, col) & FUTO_SET_BIT (value)) != 0))
    return;
  enter_value (self, row, col, value, pencil);
  /* Marks are often set several at a time: keep the popover for them. */
  if (!pencil)
    gtk_popover_popdown (GTK_POPOVER (self->popover));
}

static void
on_clear_clicked (GtkButton *button,
                  LabBoard  *self)
{
  int row = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "row"));
  int col = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "col"));

  clear_cell (self, row, col);
  gtk_popover_popdown (GTK_POPOVER (self->popover));
}

static void
set_cell_data (GtkWidget *widget,
               int        row,
               int        col,
               int        value)
{
  g_object_set_data (G_OBJECT (widget), "row", GINT_TO_POINTER (row));
  g_object_set_data (G_OBJECT (widget), "col", GINT_TO_POINTER (col));
  g_object_set_data (G_OBJECT (widget), "value", GINT_TO_POINTER (value));
}

static void
show_popover_at (LabBoard  *self,
                 GtkWidget *child,
                 double     x,
                 double     y,
                 double     width,
                 double     height)
{
  GdkRectangle rect = { (int) x, (int) y, MAX ((int) width, 1), MAX ((int) height, 1) };

  gtk_popover_set_child (GTK_POPOVER (self->popover), child);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->popover), &rect);
  gtk_popover_popup (GTK_POPOVER (self->popover));
}

/* The values for a cell in a square of buttons, and Clear. */
static void
show_cell_popover (LabBoard *self,
                   int       row,
                   int       col)
{
  int n = _lab_board_size (self);
  int columns = (int) ceil (sqrt ((double) n));
  gboolean pencil = self->pencil_mode
                    && futoshiki_document_get_mode (self->document) == FUTOSHIKI_DOCUMENT_MODE_PLAY;
  FutoSet marks = futoshiki_document_get_pencil (self->document, row, col);
  GtkWidget *box, *grid, *clear, *title;
  g_autofree char *heading = NULL;
  double x, y;

  if (!cell_is_editable (self, row, col))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  _lab_board_commit_pending (self);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  /* Translators: the heading of a cell's popover, e.g. "Row 2, Column 3" */
  heading = g_strdup_printf (pencil ? _("Pencil Marks, Row %d, Column %d") : _("Row %d, Column %d"),
                             row + 1, col + 1);
  title = gtk_label_new (heading);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (box), title);

  grid = gtk_grid_new ();
  gtk_grid_set_row_homogeneous (GTK_GRID (grid), TRUE);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 3);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 3);
  for (int value = 1; value <= n; value++)
    {
      g_autofree char *label = g_strdup_printf ("%d", value);
      GtkWidget *button = pencil ? gtk_toggle_button_new_with_label (label)
                                 : gtk_button_new_with_label (label);

      if (pencil)
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), (marks & FUTO_SET_BIT (value)) != 0);
      gtk_widget_add_css_class (button, "flat");
      set_cell_data (button, row, col, value);
      g_signal_connect_object (button, pencil ? "toggled" : "clicked",
                               G_CALLBACK (on_value_clicked), self, 0);
      gtk_grid_attach (GTK_GRID (grid), button, (value - 1) % columns, (value - 1) / columns, 1, 1);
    }
  gtk_box_append (GTK_BOX (box), grid);

  clear = gtk_button_new_with_mnemonic (_("_Clear"));
  set_cell_data (clear, row, col, 0);
  g_signal_connect_object (clear, "clicked", G_CALLBACK (on_clear_clicked), self, 0);
  gtk_box_append (GTK_BOX (box), clear);

  futo_render_layout_cell_origin (&self->layout, row, col, &x, &y);
  show_popover_at (self, box, x, y, self->layout.cell_size, self->layout.cell_size);
}

static void
on_sign_clicked (GtkButton *button,
                 LabBoard  *self)
{
  int row = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "row"));
  int col = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "col"));
  int packed = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "value"));

  futoshiki_document_set_relation (self->document, row, col, packed / 4, packed % 4);
  gtk_popover_popdown (GTK_POPOVER (self->popover));
}

/* None, < and > (or ∧ and ∨) for the gap right of or below (row, col);
 * none and a mark in an Adjacent puzzle. */
static void
show_gap_popover (LabBoard      *self,
                  int            row,
                  int            col,
                  FutoDirection  dir)
{
  gboolean horizontal = dir == FUTO_DIR_RIGHT;
  /* In a mirrored board "less" points the other way on screen. */
  gboolean flip = horizontal && _lab_board_is_rtl (self);
  struct {
    FutoRelation  rel;
    const char   *symbol;
    const char   *name;
  } choices[] = {
    { FUTO_REL_NONE, "—", _("No sign") },
    { FUTO_REL_LESS, horizontal ? (flip ? ">" : "<") : "∧",
      horizontal ? _("Less than the cell after it") : _("Less than the cell below") },
    { FUTO_REL_GREATER, horizontal ? (flip ? "<" : ">") : "∨",
      horizontal ? _("Greater than the cell after it") : _("Greater than the cell below") },
  };
  FutoRelation now = futoshiki_document_get_relation (self->document, row, col, dir);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  gboolean adjacent = futoshiki_document_get_puzzle_mode (self->document) == FUTO_MODE_ADJACENT;
  double x, y, bx, by;

  if (adjacent)
    {
      /* The mark is drawn as a bar across the gap. */
      choices[0].name = _("No mark: the two are not one apart");
      choices[1].rel = FUTO_REL_ADJACENT;
      choices[1].symbol = horizontal ? "|" : "—";
      choices[1].name = _("Mark: the two are one apart");
      choices[0].symbol = "·";
    }

  for (guint i = 0; i < (adjacent ? 2 : G_N_ELEMENTS (choices)); i++)
    {
      GtkWidget *button = gtk_button_new_with_label (choices[i].symbol);

      gtk_widget_set_tooltip_text (button, choices[i].name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, choices[i].name, -1);
      gtk_widget_add_css_class (button, choices[i].rel == now ? "suggested-action" : "flat");
      set_cell_data (button, row, col, dir * 4 + choices[i].rel);
      g_signal_connect_object (button, "clicked", G_CALLBACK (on_sign_clicked), self, 0);
      gtk_box_append (GTK_BOX (box), button);
    }

  futo_render_layout_cell_origin (&self->layout, row, col, &x, &y);
  futo_render_layout_cell_origin (&self->layout, row + !horizontal, col + horizontal, &bx, &by);
  if (horizontal)
    show_popover_at (self, box, MIN (x, bx) + self->layout.cell_size, y,
                     self->layout.gap, self->layout.cell_size);
  else
    show_popover_at (self, box, x, y + self->layout.cell_size,
                     self->layout.cell_size, self->layout.gap);
}

/* Keyboard */

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
  FutoRelation now = futoshiki_document_get_relation (self->document, self->cursor_row,
                                                      self->cursor_col, dir);
  int row = self->cursor_row, col = self->cursor_col;

  step (dir, &row, &col);
  if (row < 0 || col < 0 || row >= _lab_board_size (self) || col >= _lab_board_size (self))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (futoshiki_document_get_puzzle_mode (self->document) == FUTO_MODE_ADJACENT)
    futoshiki_document_set_relation (self->document, self->cursor_row, self->cursor_col, dir,
                                     now == FUTO_REL_ADJACENT ? FUTO_REL_NONE : FUTO_REL_ADJACENT);
  else
    futoshiki_document_set_relation (self->document, self->cursor_row, self->cursor_col, dir,
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
    futoshiki_document_cycle_relation (self->document, row, col,
                                       dir == FUTO_DIR_LEFT ? FUTO_DIR_RIGHT : FUTO_DIR_DOWN);
  else
    futoshiki_document_cycle_relation (self->document, self->cursor_row, self->cursor_col, dir);
}

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
  edit = futoshiki_document_get_mode (self->document) == FUTOSHIKI_DOCUMENT_MODE_EDIT;

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
      if (digit <= n && cell_is_editable (self, self->cursor_row, self->cursor_col))
        futoshiki_document_toggle_pencil (self->document, self->cursor_row, self->cursor_col, digit);
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
      clear_cell (self, self->cursor_row, self->cursor_col);
      return TRUE;

    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      if (self->pending->len > 0)
        _lab_board_commit_pending (self);
      else
        show_cell_popover (self, self->cursor_row, self->cursor_col);
      return TRUE;

    case GDK_KEY_Escape:
      if (self->pending->len == 0)
        return FALSE;
      _lab_board_cancel_pending (self);
      return TRUE;

    case GDK_KEY_Menu:
      show_cell_popover (self, self->cursor_row, self->cursor_col);
      return TRUE;

    case GDK_KEY_F10:
      if (mods != GDK_SHIFT_MASK)
        return FALSE;
      show_cell_popover (self, self->cursor_row, self->cursor_col);
      return TRUE;

    case GDK_KEY_p:
    case GDK_KEY_P:
      if (edit)
        return FALSE;
      gtk_widget_activate_action (GTK_WIDGET (self), "board.pencil-mode", NULL);
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
  if (_lab_board_size (self) == 0 || self->trace_player != NULL)
    return;
  if (futo_render_layout_cell_at (&self->layout, x, y, &row, &col))
    {
      _lab_board_move_cursor (self, row, col, TRUE);
      show_cell_popover (self, row, col);
    }
  else if (futoshiki_document_get_mode (self->document) == FUTOSHIKI_DOCUMENT_MODE_EDIT
           && futo_render_layout_gap_at (&self->layout, x, y, &row, &col, &dir))
    show_gap_popover (self, row, col, dir);
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
  else if (futoshiki_document_get_mode (self->document) == FUTOSHIKI_DOCUMENT_MODE_EDIT
           && self->trace_player == NULL
           && futo_render_layout_gap_at (&self->layout, x, y, &row, &col, &dir))
    {
      _lab_board_commit_pending (self);
      futoshiki_document_cycle_relation (self->document, row, col, dir);
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
  else if (futoshiki_document_get_mode (self->document) == FUTOSHIKI_DOCUMENT_MODE_EDIT
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

void
_lab_board_input_init (LabBoard *self)
{
  GtkGesture *primary = gtk_gesture_click_new ();
  GtkGesture *secondary = gtk_gesture_click_new ();
  GtkGesture *long_press = gtk_gesture_long_press_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *key = gtk_event_controller_key_new ();

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

  self->popover = gtk_popover_new ();
  gtk_widget_set_parent (self->popover, GTK_WIDGET (self));
}

