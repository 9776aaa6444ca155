/* lab-board-hint.c: the cells and signs a hint points at
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hint reads some cells and signs and concludes something about other
 * cells. The board outlines the first with dashes and the second with a
 * thick solid frame over a tint, so that the two read apart without colour
 * (and in the dark and high-contrast styles, which give the colours).
 * The marks belong to the board as it was when the hint was found: any
 * change of the document drops them.
 */
#define G_LOG_DOMAIN "lab-board"

#include "config.h"

#include "lab-board-private.h"

enum {
  HINT_READ   = 1 << 0,
  HINT_TARGET = 1 << 1,
};

void
_lab_board_clear_hint (LabBoard *self)
{
  if (self->hint_marks == NULL)
    return;
  g_clear_pointer (&self->hint_marks, g_free);
  self->hint_size = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * lab_board_set_hint_cells:
 * @cells: (array length=n_cells) (nullable): cells the hint reads
 * @targets: (array length=n_targets) (nullable): cells it concludes about
 * @signs: (array length=n_signs) (nullable): pairs of neighbouring cells
 *   (2 * @n_signs cells) whose sign the hint reads
 *
 * Marks a hint on the board until the document changes; all empty clears.
 * Cells are row * size + column.
 */
void
lab_board_set_hint_cells (LabBoard  *self,
                          const int *cells,
                          int        n_cells,
                          const int *targets,
                          int        n_targets,
                          const int *signs,
                          int        n_signs)
{
  int n;

  g_return_if_fail (LAB_IS_BOARD (self));
  g_return_if_fail (n_cells == 0 || cells != NULL);
  g_return_if_fail (n_targets == 0 || targets != NULL);
  g_return_if_fail (n_signs == 0 || signs != NULL);

  _lab_board_clear_hint (self);
  if (self->document == NULL || n_cells + n_targets + n_signs == 0)
    return;

  n = futoshiki_document_get_size (self->document);
  /* Cells, then the gap right of each cell, then the gap below it. */
  self->hint_marks = g_new0 (guint8, 3 * n * n);
  self->hint_size = n;
  for (int i = 0; i < n_cells; i++)
    if (cells[i] >= 0 && cells[i] < n * n)
      self->hint_marks[cells[i]] |= HINT_READ;
  for (int i = 0; i < n_targets; i++)
    if (targets[i] >= 0 && targets[i] < n * n)
      self->hint_marks[targets[i]] |= HINT_TARGET;
  for (int i = 0; i < n_signs; i++)
    {
      int a = MIN (signs[2 * i], signs[2 * i + 1]);
      int b = MAX (signs[2 * i], signs[2 * i + 1]);

      if (a < 0 || b >= n * n)
        continue;
      if (b == a + 1 && a % n + 1 < n)
        self->hint_marks[n * n + a] = HINT_READ;
      else if (b == a + n)
        self->hint_marks[2 * n * n + a] = HINT_READ;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
lab_board_get_has_hint (LabBoard *self)
{
  g_return_val_if_fail (LAB_IS_BOARD (self), FALSE);

  return self->hint_marks != NULL;
}

/* Whether the hint marks cell (read or target, or 0 for either). */
gboolean
lab_board_get_hint_mark (LabBoard *self,
                         int       cell,
                         gboolean  target)
{
  g_return_val_if_fail (LAB_IS_BOARD (self), FALSE);

  if (self->hint_marks == NULL || cell < 0 || cell >= self->hint_size * self->hint_size)
    return FALSE;
  return (self->hint_marks[cell] & (target ? HINT_TARGET : HINT_READ)) != 0;
}

static void
set_color (cairo_t         *cr,
           const FutoColor *color,
           double           alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

static void
cell_center (const FutoRenderLayout *layout,
             int                     cell,
             double                 *x,
             double                 *y)
{
  futo_render_layout_cell_origin (layout, cell / layout->size, cell % layout->size, x, y);
  *x += layout->cell_size / 2;
  *y += layout->cell_size / 2;
}

void
_lab_board_draw_hint (LabBoard              *self,
                      cairo_t               *cr,
                      const FutoRenderStyle *style)
{
  const FutoRenderLayout *layout = &self->layout;
  int n = self->hint_size;
  double size = layout->cell_size;
  double line = MAX (2.0, size * 0.05);
  double dash[2] = { MAX (4.0, size * 0.12), MAX (3.0, size * 0.08) };

  if (self->hint_marks == NULL || layout->size != n)
    return;

  cairo_save (cr);
  for (int cell = 0; cell < n * n; cell++)
    {
      double x, y;

      if (self->hint_marks[cell] == 0)
        continue;
      futo_render_layout_cell_origin (layout, cell / n, cell % n, &x, &y);
      if (self->hint_marks[cell] & HINT_TARGET)
        {
          /* The conclusion: a tint and a solid frame. */
          set_color (cr, &style->accent, 0.16);
          cairo_rectangle (cr, x, y, size, size);
          cairo_fill (cr);
          set_color (cr, &style->accent, 1.0);
          cairo_set_line_width (cr, 1.5 * line);
          cairo_set_dash (cr, NULL, 0, 0);
          cairo_rectangle (cr, x + 0.75 * line, y + 0.75 * line, size - 1.5 * line, size - 1.5 * line);
          cairo_stroke (cr);
        }
      else
        {
          /* The evidence: a dashed frame just inside the cell. */
          set_color (cr, style->high_contrast ? &style->foreground : &style->accent, 1.0);
          cairo_set_line_width (cr, line);
          cairo_set_dash (cr, dash, 2, 0);
          cairo_rectangle (cr, x + line, y + line, size - 2 * line, size - 2 * line);
          cairo_stroke (cr);
        }
    }

  /* Signs read: a dashed ring around the gap. */
  set_color (cr, style->high_contrast ? &style->foreground : &style->accent, 1.0);
  cairo_set_line_width (cr, line);
  cairo_set_dash (cr, dash, 2, 0);
  for (int cell = 0; cell < n * n; cell++)
    for (int d = 0; d < 2; d++)
      if (self->hint_marks[(d + 1) * n * n + cell] != 0)
        {
          double ax, ay, bx, by;

          cell_center (layout, cell, &ax, &ay);
          cell_center (layout, d == 0 ? cell + 1 : cell + n, &bx, &by);
          cairo_new_sub_path (cr);
          cairo_arc (cr, (ax + bx) / 2, (ay + by) / 2, MAX (layout->gap * 0.7, size * 0.2), 0, 2 * G_PI);
          cairo_stroke (cr);
        }
  cairo_restore (cr);
}
