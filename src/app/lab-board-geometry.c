/* lab-board-geometry.c: the room the board asks for and where its cells go
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One layout of the shared renderer, made at each allocation, places the
 * drawing, the hit tests and the accessible cell widgets alike; a
 * mirrored board lays its columns out from the right.
 */
#define G_LOG_DOMAIN "lab-board"

#include "config.h"

#include "lab-board-private.h"

void
_lab_board_measure (GtkWidget      *widget,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  LabBoard *self = LAB_BOARD (widget);
  int n = MAX (_lab_board_size (self), 1);
  int fit = 0;

  /* Unzoomed, the board takes whatever room it gets, down to a few pixels
   * per cell. Zoomed, it asks for a multiple of the room the scrolled
   * window shows, which then scrolls. */
  if (self->zoom > LAB_BOARD_MIN_ZOOM)
    {
      GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);

      if (scrolled != NULL)
        fit = MIN (gtk_widget_get_width (scrolled), gtk_widget_get_height (scrolled));
    }
  *minimum = MAX (n * 6, (int) (fit * self->zoom));
  *natural = MAX (*minimum, 360);
}

void
_lab_board_size_allocate (GtkWidget *widget,
                          int        width,
                          int        height,
                          int        baseline)
{
  LabBoard *self = LAB_BOARD (widget);
  int n = _lab_board_size (self);
  double pixel = 1.0 / gtk_widget_get_scale_factor (widget);
  gboolean rtl = _lab_board_is_rtl (self);

  if (n == 0)
    {
      self->layout.size = 0;
      return;
    }

  futo_render_layout_init_aligned (&self->layout, n, width, height, pixel, rtl);
  for (guint i = 0; i < self->cells->len; i++)
    {
      double x, y;
      int size = (int) self->layout.cell_size;

      futo_render_layout_cell_origin (&self->layout, i / n, i % n, &x, &y);
      gtk_widget_size_allocate (g_ptr_array_index (self->cells, i),
                                &(GtkAllocation) { (int) x, (int) y, size, size }, -1);
    }
  if (self->popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->popover));
}

void
_lab_board_direction_changed (GtkWidget        *widget,
                              GtkTextDirection  previous)
{
  gtk_widget_queue_allocate (widget);
}
