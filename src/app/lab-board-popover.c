/* lab-board-popover.c: the choices for a cell or a gap
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A right click, a long press, Menu or Enter opens them: the values of a
 * cell (toggles for pencil marks in pencil mode) and Clear, or the signs a
 * gap can hold. Mouse-only and touch users reach everything through them.
 */
#define G_LOG_DOMAIN "lab-board"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "lab-board-private.h"

static void
on_value_clicked (GtkButton *button,
                  LabBoard  *self)
{
  int value = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "value"));
  int row = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "row"));
  int col = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "col"));
  gboolean pencil = GTK_IS_TOGGLE_BUTTON (button);

  if (pencil && gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button))
      == ((lab_document_get_pencil (self->document, row, col) & FUTO_SET_BIT (value)) != 0))
    return;
  _lab_board_enter_value (self, row, col, value, pencil);
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

  _lab_board_clear_cell (self, row, col);
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
void
_lab_board_show_cell_popover (LabBoard *self,
                              int       row,
                              int       col)
{
  int n = _lab_board_size (self);
  int columns = (int) ceil (sqrt ((double) n));
  gboolean pencil = self->pencil_mode
                    && lab_document_get_mode (self->document) == LAB_DOCUMENT_MODE_PLAY;
  FutoSet marks = lab_document_get_pencil (self->document, row, col);
  GtkWidget *box, *grid, *clear, *title;
  g_autofree char *heading = NULL;
  double x, y;

  if (!_lab_board_cell_is_editable (self, row, col))
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

  lab_document_set_relation (self->document, row, col, packed / 4, packed % 4);
  gtk_popover_popdown (GTK_POPOVER (self->popover));
}

/* None, < and > (or ∧ and ∨) for the gap right of or below (row, col);
 * none and a mark in an Adjacent puzzle. */
void
_lab_board_show_gap_popover (LabBoard      *self,
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
  FutoRelation now = lab_document_get_relation (self->document, row, col, dir);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  gboolean adjacent = lab_document_get_puzzle_mode (self->document) == FUTO_MODE_ADJACENT;
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
