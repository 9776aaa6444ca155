/* test-export-png.c: PNG export read back with cairo: size, pixels,
 * background, solution, trace
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "export-test-util.h"

/* Bluish pixels: the accent colour of entries. */
static int
count_blue (cairo_surface_t *image)
{
  unsigned char *data = cairo_image_surface_get_data (image);
  int stride = cairo_image_surface_get_stride (image);
  int count = 0;

  for (int y = 0; y < cairo_image_surface_get_height (image); y++)
    for (int x = 0; x < cairo_image_surface_get_width (image); x++)
      {
        guint32 px = *(guint32 *) (data + y * stride + 4 * x);

        if ((int) (px & 0xff) > (int) ((px >> 16) & 0xff) + 60)
          count++;
      }
  return count;
}

/* A cell's rectangle in pixels, shrunk by inset (a fraction of the cell). */
static void
cell_rect (const FutoRenderLayout *layout,
           double                  factor,
           int                     row,
           int                     col,
           double                  inset,
           double                  rect[4])
{
  double x, y, cell = layout->cell_size;

  futo_render_layout_cell_origin (layout, row, col, &x, &y);
  rect[0] = (x + cell * inset) * factor;
  rect[1] = (y + cell * inset) * factor;
  rect[2] = (x + cell * (1 - inset)) * factor;
  rect[3] = (y + cell * (1 - inset)) * factor;
}

static void
test_png_size (void)
{
  g_autoptr (FutoGame) game = NULL;
  g_autofree char *path = tmp_path ("size.png");
  FutoExportOptions options;
  cairo_surface_t *image;
  FutoError error;
  double width, height;
  int pw, ph;

  game = small_game ();
  futo_render_export_options_init (&options);
  options.pixel_width = 300;
  futo_render_export_get_pixel_size (game, &options, &pw, &ph);
  g_assert_cmpint (pw, ==, 300);
  g_assert_true (futo_render_export_write_file (game, &options, FUTO_EXPORT_PNG, path, &error));
  image = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 300);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, ph);
  cairo_surface_destroy (image);

  /* Scale 2 is twice 96 dpi. */
  options.pixel_width = 0;
  options.scale = 2;
  futo_render_export_get_size (game, &options, &width, &height);
  image = futo_render_export_create_image (game, &options, &error);
  g_assert_nonnull (image);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, (int) ceil (width * 96 / 72 * 2));
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, (int) round (height * 96 / 72 * 2));
  cairo_surface_destroy (image);
}

/* The given's cell is darker than an empty one, and each sign is in its
 * gap, pointing the right way, with nothing in a gap without one. */
static void
test_png_pixels (void)
{
  g_autoptr (FutoGame) game = small_game ();
  FutoExportOptions options;
  FutoRenderLayout layout;
  cairo_surface_t *image;
  double width, factor, given[4], empty[4], a[4], b[4];
  Pixels p, q, mid, outer;

  futo_render_export_options_init (&options);
  options.show_title = options.show_caption = false;
  options.pixel_width = 600;
  futo_render_export_get_size (game, &options, &width, NULL);
  futo_render_export_get_board_layout (game, &options, &layout);
  factor = 600 / width;
  image = futo_render_export_create_image (game, &options, NULL);
  g_assert_nonnull (image);

  cell_rect (&layout, factor, 0, 0, 0.15, given);
  cell_rect (&layout, factor, 2, 0, 0.15, empty);
  p = look (image, given[0], given[1], given[2], given[3]);
  q = look (image, empty[0], empty[1], empty[2], empty[3]);
  g_assert_cmpint (p.count, >, 20);
  g_assert_cmpint (q.count, ==, 0);
  g_assert_cmpfloat (p.luminance, <, q.luminance - 10);

  /* r2c2 < r2c3: ink in that gap, its point (the middle rows) to the left. */
  cell_rect (&layout, factor, 1, 1, 0, a);
  cell_rect (&layout, factor, 1, 2, 0, b);
  p = look (image, a[2], a[1], b[0], a[3]);
  g_assert_cmpint (p.count, >, 10);
  mid = look (image, a[2], p.mean_y - 2, b[0], p.mean_y + 2);
  outer = look (image, a[2], a[1], b[0], p.mean_y - layout.cell_size * factor * 0.08);
  g_assert_cmpint (mid.count, >, 0);
  g_assert_cmpint (outer.count, >, 0);
  g_assert_cmpfloat (mid.mean_x, <, outer.mean_x);
  /* r2c1 and r2c2 have no sign between them. */
  cell_rect (&layout, factor, 1, 0, 0, a);
  cell_rect (&layout, factor, 1, 1, 0, b);
  p = look (image, a[2] + 2, a[1], b[0] - 2, a[3]);
  g_assert_cmpint (p.count, ==, 0);

  /* r1c3 > r2c3: ink below r1c3, its point (the middle columns) down. */
  cell_rect (&layout, factor, 0, 2, 0, a);
  cell_rect (&layout, factor, 1, 2, 0, b);
  p = look (image, a[0], a[3], a[2], b[1]);
  g_assert_cmpint (p.count, >, 10);
  mid = look (image, p.mean_x - 2, a[3], p.mean_x + 2, b[1]);
  outer = look (image, a[0], a[3], p.mean_x - layout.cell_size * factor * 0.08, b[1]);
  g_assert_cmpfloat (mid.mean_y, >, outer.mean_y);
  cairo_surface_destroy (image);
}

static void
test_png_background (void)
{
  g_autoptr (FutoGame) game = small_game ();
  FutoExportOptions options;
  cairo_surface_t *image;
  guint32 corner;

  futo_render_export_options_init (&options);
  options.pixel_width = 100;
  image = futo_render_export_create_image (game, &options, NULL);
  corner = *(guint32 *) cairo_image_surface_get_data (image);
  g_assert_cmphex (corner, ==, 0xffffffff);
  cairo_surface_destroy (image);

  options.transparent = true;
  image = futo_render_export_create_image (game, &options, NULL);
  corner = *(guint32 *) cairo_image_surface_get_data (image);
  g_assert_cmphex (corner >> 24, ==, 0);
  cairo_surface_destroy (image);

  options.transparent = false;
  options.dark = true;
  image = futo_render_export_create_image (game, &options, NULL);
  corner = *(guint32 *) cairo_image_surface_get_data (image);
  g_assert_cmphex (corner >> 24, ==, 0xff);
  g_assert_cmpuint (corner & 0xff, <, 80);
  cairo_surface_destroy (image);
}

/* Solved cells show in the accent colour, and in grey when monochrome. */
static void
test_png_solution (void)
{
  g_autoptr (FutoGame) game = small_game ();
  static const uint8_t solution[9] = { 1, 2, 3, 3, 1, 2, 2, 3, 1 };
  FutoExportOptions options;
  cairo_surface_t *image;
  FutoError error;

  futo_render_export_options_init (&options);
  options.content = FUTO_EXPORT_SOLUTION;
  options.pixel_width = 200;
  g_assert_null (futo_render_export_create_image (game, &options, &error));
  g_assert_nonnull (strstr (error.message, "no solution"));

  options.solution = solution;
  image = futo_render_export_create_image (game, &options, NULL);
  g_assert_cmpint (count_blue (image), >, 50);
  cairo_surface_destroy (image);
  options.monochrome = true;
  image = futo_render_export_create_image (game, &options, NULL);
  g_assert_cmpint (count_blue (image), ==, 0);
  cairo_surface_destroy (image);
}

/* A visualizer frame takes the board's place: the candidates the solver
 * still had show in the open cells, where the bare puzzle has none. */
static void
test_png_trace (void)
{
  g_autoptr (FutoGame) game = small_game ();
  FutoSet candidates[9];
  uint8_t values[9] = { 1, 0, 0, 0, 0, 0, 0, 0, 0 };
  FutoTraceFrame frame;
  FutoExportOptions options;
  FutoRenderLayout layout;
  cairo_surface_t *image;
  FutoError error;
  double rect[4], factor, sheet_width;
  Pixels bare, traced;

  for (int i = 0; i < 9; i++)
    candidates[i] = FUTO_SET_BIT (1) | FUTO_SET_BIT (2) | FUTO_SET_BIT (3);
  futo_render_trace_frame_init (&frame);
  frame.candidates = candidates;
  frame.values = values;

  futo_render_export_options_init (&options);
  options.content = FUTO_EXPORT_TRACE;
  options.pixel_width = 300;
  g_assert_null (futo_render_export_create_image (game, &options, &error));
  g_assert_nonnull (strstr (error.message, "no visualizer frame"));

  futo_render_export_get_board_layout (game, &options, &layout);
  futo_render_export_get_size (game, &options, &sheet_width, NULL);
  factor = 300.0 / sheet_width;
  cell_rect (&layout, factor, 1, 1, 0.15, rect);

  options.content = FUTO_EXPORT_PUZZLE;
  image = futo_render_export_create_image (game, &options, NULL);
  bare = look (image, rect[0], rect[1], rect[2], rect[3]);
  cairo_surface_destroy (image);

  options.content = FUTO_EXPORT_TRACE;
  options.frame = &frame;
  image = futo_render_export_create_image (game, &options, NULL);
  g_assert_nonnull (image);
  traced = look (image, rect[0], rect[1], rect[2], rect[3]);
  cairo_surface_destroy (image);

  g_assert_cmpint (bare.count, ==, 0);
  g_assert_cmpint (traced.count, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/export/png/size", test_png_size);
  g_test_add_func ("/export/png/pixels", test_png_pixels);
  g_test_add_func ("/export/png/background", test_png_background);
  g_test_add_func ("/export/png/solution", test_png_solution);
  g_test_add_func ("/export/png/trace", test_png_trace);

  return export_test_run ();
}
