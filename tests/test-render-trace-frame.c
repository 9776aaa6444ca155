/* test-render-trace-frame.c: a solution's double frame lies inside the picture
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A board fitted to its picture keeps only a narrow margin around the
 * cells; the solution's double frame must fit in it, both of its lines on
 * every side, whatever the size (issue 31: its outer line was cut off at
 * the sides). The lines are counted in the picture's pixels along the
 * middle row and column, from each edge to the cells.
 */
#include <math.h>
#include <string.h>

#include <glib.h>

#include "futo-render-trace.h"

/* Whether a pixel of a transparent picture is the frame's green: opaque
 * enough, green well above red and blue. */
static gboolean
is_frame (cairo_surface_t *image,
          int              x,
          int              y)
{
  unsigned char *data = cairo_image_surface_get_data (image);
  int stride = cairo_image_surface_get_stride (image);
  guint32 px = *(guint32 *) (data + y * stride + 4 * x);
  int a = (px >> 24) & 0xff, r = (px >> 16) & 0xff, g = (px >> 8) & 0xff, b = px & 0xff;

  return a > 100 && g > r + 40 && g > b + 20;
}

/* The runs of frame pixels met walking from (x, y) by (dx, dy) for n
 * pixels. */
static int
count_lines (cairo_surface_t *image,
             int              x,
             int              y,
             int              dx,
             int              dy,
             int              n)
{
  int lines = 0;
  gboolean inside = FALSE;

  for (int i = 0; i < n; i++, x += dx, y += dy)
    {
      gboolean frame = is_frame (image, x, y);

      lines += frame && !inside;
      inside = frame;
    }
  return lines;
}

/* Draws a solved size × size board's frame alone, fitted to a picture of
 * width × height pixels, and checks both lines on every side. */
static void
check_frame (int  size,
             int  width,
             int  height,
             bool labels)
{
  FutoPuzzle *puzzle = futo_puzzle_new (size);
  int cells = size * size;
  g_autofree FutoSet *candidates = g_new0 (FutoSet, cells);
  g_autofree uint8_t *values = g_new0 (uint8_t, cells);
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  FutoRenderLayout layout;
  FutoRenderStyle style;
  FutoTraceStyle trace_style;
  FutoTraceFrame frame;
  cairo_t *cr;
  int left, right, top, bottom, mid_x, mid_y, lines;
  double room;

  for (int i = 0; i < cells; i++)
    values[i] = (uint8_t) ((i / size + i % size) % size + 1);
  futo_render_style_init_light (&style);
  style.fill_background = false;
  futo_render_trace_style_init_light (&trace_style);
  futo_render_trace_frame_init (&frame);
  frame.candidates = candidates;
  frame.values = values;
  frame.solution = true;
  futo_render_layout_init_full (&layout, size, width, height, 1.0, false, labels);

  cr = cairo_create (image);
  futo_render_trace_layer (cr, &layout, &style, &trace_style, puzzle, &frame);
  cairo_destroy (cr);
  cairo_surface_flush (image);

  mid_x = (int) (layout.x + layout.board_size / 2);
  mid_y = (int) (layout.y + layout.board_size / 2);
  left = count_lines (image, 0, mid_y, 1, 0, (int) layout.x);
  right = count_lines (image, width - 1, mid_y, -1, 0, width - (int) ceil (layout.x + layout.board_size));
  top = count_lines (image, mid_x, 0, 0, 1, (int) layout.y);
  bottom = count_lines (image, mid_x, height - 1, 0, -1, height - (int) ceil (layout.y + layout.board_size));
  g_test_message ("%d×%d in %d×%d px%s: lines left %d, right %d, top %d, bottom %d", size, size, width, height,
                  labels ? " with labels" : "", left, right, top, bottom);
  /* Two lines and the gaps between them need four pixels; in less (cells
   * of 30 px and less) they run together, but stay inside. */
  room = fmin (fmin (layout.x, layout.y),
               fmin (width - layout.x - layout.board_size, height - layout.y - layout.board_size));
  lines = room >= 4 ? 2 : 1;
  g_assert_cmpint (left, ==, lines);
  g_assert_cmpint (right, ==, lines);
  g_assert_cmpint (top, ==, lines);
  g_assert_cmpint (bottom, ==, lines);

  cairo_surface_destroy (image);
  futo_puzzle_free (puzzle);
}

/* The board as tall as the picture: top and bottom are the tight sides. */
static void
test_frame_wide (void)
{
  check_frame (6, 640, 400, false);
  check_frame (9, 900, 520, false);
}

/* As wide as the picture (a side panel beside the board): the sides. */
static void
test_frame_narrow (void)
{
  check_frame (6, 400, 640, false);
  check_frame (4, 300, 700, false);
  check_frame (9, 520, 900, false);
}

/* Square pictures, small and large boards, with the label band too. */
static void
test_frame_square (void)
{
  int sizes[] = { 3, 5, 7, 10 };
  int sides[] = { 180, 420, 800 };

  for (size_t i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (size_t j = 0; j < G_N_ELEMENTS (sides); j++)
      {
        check_frame (sizes[i], sides[j], sides[j], false);
        check_frame (sizes[i], sides[j], sides[j], true);
      }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render-trace-frame/wide", test_frame_wide);
  g_test_add_func ("/render-trace-frame/narrow", test_frame_narrow);
  g_test_add_func ("/render-trace-frame/square", test_frame_square);
  return g_test_run ();
}
