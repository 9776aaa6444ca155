/* test-export.c: PNG, PDF and SVG export and booklets, read back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pictures are checked by what they contain, not by comparing them with
 * stored images: a PNG is read back with cairo and its pixels looked at
 * where the cells and signs must be; PDFs go through poppler's pdfinfo,
 * pdftotext and pdftoppm, SVGs through librsvg's rsvg-convert. No display.
 */
#include <math.h>
#include <stdarg.h>
#include <string.h>
#include <sys/wait.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "futo-booklet.h"
#include "futo-export.h"
#include "test-util.h"

static char *tmp_dir;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FutoGame, futo_game_free)

/* ---- helpers ---- */

/* 3×3: a given 1 in r1c1, r2c2 < r2c3, r1c3 > r2c3. */
static FutoGame *
small_game (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (3);

  futo_puzzle_set_given (puzzle, 0, 0, 1);
  futo_puzzle_set_relation (puzzle, 1, 1, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  futo_puzzle_set_relation (puzzle, 0, 2, FUTO_DIR_DOWN, FUTO_REL_GREATER);
  return futo_game_new (puzzle);
}

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

/* Runs argv; the exit status, or -1 (and the test skipped) when the tool
 * is not installed. out and err may be NULL. */
static int
run (const char * const *argv,
     char              **out,
     char              **err)
{
  g_autofree char *program = g_find_program_in_path (argv[0]);
  g_autofree char *child_out = NULL, *child_err = NULL;
  g_autoptr (GError) error = NULL;
  int wait_status = 0;

  if (program == NULL)
    {
      g_autofree char *why = g_strdup_printf ("%s is not installed", argv[0]);

      g_test_skip (why);
      return -1;
    }
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                &child_out, &child_err, &wait_status, &error);
  g_assert_no_error (error);
  /* A sanitizer report is a failure whatever the exit status. */
  g_assert_null (strstr (child_err, "Sanitizer"));
  g_assert_null (strstr (child_err, "runtime error"));
  if (out != NULL)
    *out = g_steal_pointer (&child_out);
  if (err != NULL)
    *err = g_steal_pointer (&child_err);
  return WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : 128;
}

#define RUN(out, err, ...) run ((const char * const[]) { __VA_ARGS__, NULL }, out, err)

/* pdfinfo's page count and first page size in points; false if skipped. */
static gboolean
pdf_info (const char *path,
          int        *pages,
          double     *width,
          double     *height)
{
  g_autofree char *out = NULL, *err = NULL;
  const char *line;
  int status = RUN (&out, &err, "pdfinfo", path);

  if (status < 0)
    return FALSE;
  g_assert_cmpint (status, ==, 0);
  line = strstr (out, "Pages:");
  g_assert_nonnull (line);
  *pages = atoi (line + strlen ("Pages:"));
  line = strstr (out, "Page size:");
  g_assert_nonnull (line);
  g_assert_cmpint (sscanf (line, "Page size: %lf x %lf", width, height), ==, 2);
  return TRUE;
}

static char *
pdf_text (const char *path)
{
  char *out = NULL;
  g_autofree char *err = NULL;
  int status = RUN (&out, &err, "pdftotext", "-enc", "UTF-8", path, "-");

  if (status < 0)
    return NULL;
  g_assert_cmpint (status, ==, 0);
  return out;
}

typedef struct
{
  int    count;    /* pixels darker than the threshold */
  double mean_x;   /* their centre */
  double mean_y;
  double luminance; /* the mean over the whole rectangle, 0..255 */
} Pixels;

/* Looks at the pixels in [x0, x1) × [y0, y1) of an opaque ARGB32 image. */
static Pixels
look (cairo_surface_t *image,
      double           x0,
      double           y0,
      double           x1,
      double           y1)
{
  unsigned char *data = cairo_image_surface_get_data (image);
  int stride = cairo_image_surface_get_stride (image);
  Pixels p = { 0, 0, 0, 0 };
  int n = 0;

  cairo_surface_flush (image);
  for (int y = (int) ceil (y0); y < (int) y1; y++)
    for (int x = (int) ceil (x0); x < (int) x1; x++)
      {
        guint32 px = *(guint32 *) (data + y * stride + 4 * x);
        double lum = 0.3 * ((px >> 16) & 0xff) + 0.59 * ((px >> 8) & 0xff) + 0.11 * (px & 0xff);

        p.luminance += lum;
        n++;
        if (lum < 128)
          {
            p.count++;
            p.mean_x += x;
            p.mean_y += y;
          }
      }
  g_assert_cmpint (n, >, 0);
  p.luminance /= n;
  if (p.count > 0)
    {
      p.mean_x /= p.count;
      p.mean_y /= p.count;
    }
  return p;
}

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

/* ---- PNG ---- */

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
  futo_export_options_init (&options);
  options.pixel_width = 300;
  futo_export_get_pixel_size (game, &options, &pw, &ph);
  g_assert_cmpint (pw, ==, 300);
  g_assert_true (futo_export_write_file (game, &options, FUTO_EXPORT_PNG, path, &error));
  image = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 300);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, ph);
  cairo_surface_destroy (image);

  /* Scale 2 is twice 96 dpi. */
  options.pixel_width = 0;
  options.scale = 2;
  futo_export_get_size (game, &options, &width, &height);
  image = futo_export_create_image (game, &options, &error);
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

  futo_export_options_init (&options);
  options.show_title = options.show_caption = false;
  options.pixel_width = 600;
  futo_export_get_size (game, &options, &width, NULL);
  futo_export_get_board_layout (game, &options, &layout);
  factor = 600 / width;
  image = futo_export_create_image (game, &options, NULL);
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

  futo_export_options_init (&options);
  options.pixel_width = 100;
  image = futo_export_create_image (game, &options, NULL);
  corner = *(guint32 *) cairo_image_surface_get_data (image);
  g_assert_cmphex (corner, ==, 0xffffffff);
  cairo_surface_destroy (image);

  options.transparent = true;
  image = futo_export_create_image (game, &options, NULL);
  corner = *(guint32 *) cairo_image_surface_get_data (image);
  g_assert_cmphex (corner >> 24, ==, 0);
  cairo_surface_destroy (image);

  options.transparent = false;
  options.dark = true;
  image = futo_export_create_image (game, &options, NULL);
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

  futo_export_options_init (&options);
  options.content = FUTO_EXPORT_SOLUTION;
  options.pixel_width = 200;
  g_assert_null (futo_export_create_image (game, &options, &error));
  g_assert_nonnull (strstr (error.message, "no solution"));

  options.solution = solution;
  image = futo_export_create_image (game, &options, NULL);
  g_assert_cmpint (count_blue (image), >, 50);
  cairo_surface_destroy (image);
  options.monochrome = true;
  image = futo_export_create_image (game, &options, NULL);
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
  futo_trace_frame_init (&frame);
  frame.candidates = candidates;
  frame.values = values;

  futo_export_options_init (&options);
  options.content = FUTO_EXPORT_TRACE;
  options.pixel_width = 300;
  g_assert_null (futo_export_create_image (game, &options, &error));
  g_assert_nonnull (strstr (error.message, "no visualizer frame"));

  futo_export_get_board_layout (game, &options, &layout);
  futo_export_get_size (game, &options, &sheet_width, NULL);
  factor = 300.0 / sheet_width;
  cell_rect (&layout, factor, 1, 1, 0.15, rect);

  options.content = FUTO_EXPORT_PUZZLE;
  image = futo_export_create_image (game, &options, NULL);
  bare = look (image, rect[0], rect[1], rect[2], rect[3]);
  cairo_surface_destroy (image);

  options.content = FUTO_EXPORT_TRACE;
  options.frame = &frame;
  image = futo_export_create_image (game, &options, NULL);
  g_assert_nonnull (image);
  traced = look (image, rect[0], rect[1], rect[2], rect[3]);
  cairo_surface_destroy (image);

  g_assert_cmpint (bare.count, ==, 0);
  g_assert_cmpint (traced.count, >, 0);
}

/* ---- PDF and SVG ---- */

static void
test_pdf (void)
{
  g_autoptr (FutoGame) game = small_game ();
  g_autofree char *path = tmp_path ("small.pdf");
  g_autofree char *text = NULL;
  FutoExportOptions options;
  FutoError error;
  double width, height, pw, ph;
  int pages;

  futo_game_set_string (&game->title, "Morning puzzle");
  futo_game_set_string (&game->difficulty, "hard");
  futo_export_options_init (&options);
  options.cell_mm = 15;
  g_assert_true (futo_export_write_file (game, &options, FUTO_EXPORT_PDF, path, &error));
  futo_export_get_size (game, &options, &width, &height);
  if (!pdf_info (path, &pages, &pw, &ph))
    return;
  g_assert_cmpint (pages, ==, 1);
  g_assert_cmpfloat_with_epsilon (pw, width, 0.5);
  g_assert_cmpfloat_with_epsilon (ph, height, 0.5);
  /* Text stays text. */
  text = pdf_text (path);
  g_assert_nonnull (strstr (text, "Morning puzzle"));
  g_assert_nonnull (strstr (text, "3×3 · hard"));

  futo_paper_size ("a4", &options.page_width, &options.page_height);
  g_assert_true (futo_export_write_file (game, &options, FUTO_EXPORT_PDF, path, &error));
  pdf_info (path, &pages, &pw, &ph);
  g_assert_cmpfloat_with_epsilon (pw, 595.28, 0.1);
  g_assert_cmpfloat_with_epsilon (ph, 841.89, 0.1);
}

static void
test_svg (void)
{
  g_autoptr (FutoGame) game = small_game ();
  g_autofree char *path = tmp_path ("small.svg");
  g_autofree char *png = tmp_path ("small-svg.png");
  g_autofree char *out = NULL, *err = NULL;
  FutoExportOptions options;
  cairo_surface_t *image;
  double width;
  int status;

  futo_export_options_init (&options);
  g_assert_true (futo_export_write_file (game, &options, FUTO_EXPORT_SVG, path, NULL));
  status = RUN (&out, &err, "rsvg-convert", "-o", png, path);
  if (status < 0)
    return;
  g_assert_cmpint (status, ==, 0);
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  futo_export_get_size (game, &options, &width, NULL);
  /* Points at 96 dpi, give or take librsvg's rounding. */
  g_assert_cmpint (abs (cairo_image_surface_get_width (image) - (int) (width * 96 / 72)), <=, 2);
  g_assert_cmpint (look (image, 0, 0, cairo_image_surface_get_width (image),
                         cairo_image_surface_get_height (image)).count, >, 50);
  cairo_surface_destroy (image);
}

static cairo_status_t
count_bytes (void                *closure,
             const unsigned char *data,
             unsigned int         length)
{
  *(gsize *) closure += length;
  return CAIRO_STATUS_SUCCESS;
}

/* Every size from 2×2 to 64×64 as a PDF, and in every format up to 16×16
 * and at a few larger sizes (a large board takes a second a format). */
static void
test_every_size (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (8);

  for (int n = FUTO_MIN_SIZE; n <= FUTO_MAX_SIZE; n++)
    {
      g_autoptr (FutoGame) game = futo_game_new (test_random_puzzle (rand, n, 0.2, 0.2));
      bool all = n <= 16 || n == 25 || n == 49 || n == FUTO_MAX_SIZE;
      FutoExportOptions options;
      FutoError error;

      futo_export_options_init (&options);
      options.pixel_width = 160;
      for (int f = 0; f < FUTO_N_EXPORT_FORMATS; f++)
        {
          gsize bytes = 0;

          if (f != FUTO_EXPORT_PDF && !all)
            continue;
          g_assert_true (futo_export_write (game, &options, f, count_bytes, &bytes, &error));
          g_assert_cmpuint (bytes, >, 100);
        }
    }
}

static void
test_errors (void)
{
  g_autoptr (FutoGame) game = small_game ();
  FutoExportOptions options;
  FutoExportFormat format;
  FutoError error;
  double w, h;

  futo_export_options_init (&options);
  g_assert_false (futo_export_write_file (game, &options, FUTO_EXPORT_PNG,
                                          "/nonexistent/dir/out.png", &error));
  g_assert_nonnull (strstr (error.message, "/nonexistent/dir/out.png"));
  options.cell_mm = 1;
  g_assert_false (futo_export_write_file (game, &options, FUTO_EXPORT_PDF, "x.pdf", &error));
  g_assert_false (g_file_test ("x.pdf", G_FILE_TEST_EXISTS));
  options.cell_mm = 10;
  options.pixel_width = FUTO_EXPORT_MAX_PIXELS + 1;
  g_assert_null (futo_export_create_image (game, &options, &error));

  g_assert_true (futo_export_format_from_path ("a/b.PDF", &format));
  g_assert_cmpint (format, ==, FUTO_EXPORT_PDF);
  g_assert_false (futo_export_format_from_path ("a.svg/b", &format));
  g_assert_false (futo_export_format_from_id ("gif", &format));
  g_assert_true (futo_paper_size ("Letter", &w, &h));
  g_assert_cmpfloat (w, ==, 612);
  g_assert_false (futo_paper_size ("a5", &w, &h));
}

/* ---- booklets ---- */

static void
test_booklet (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  g_autofree char *path = tmp_path ("booklet.pdf");
  g_autofree char *prefix = tmp_path ("page");
  g_autofree char *page1 = tmp_path ("page-1.png");
  g_autofree char *text = NULL, *out = NULL, *err = NULL;
  FutoBookletOptions options;
  FutoBooklet *booklet;
  cairo_surface_t *image;
  double w, h;
  int pages;

  futo_booklet_options_init (&options);
  options.title = "Twelve";
  booklet = futo_booklet_new (&options);
  for (int i = 0; i < 12; i++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 7, 0.3, 0.2);
      uint8_t *solution = futo_export_solve (puzzle, NULL);

      g_assert_nonnull (solution);
      futo_booklet_add (booklet, puzzle, solution, i % 2 ? "hard" : NULL);
      free (solution);
      futo_puzzle_free (puzzle);
    }
  /* 2 pages of 6, then 24 small solutions on one. */
  g_assert_cmpint (futo_booklet_get_solutions_per_page (booklet), ==, 24);
  g_assert_cmpint (futo_booklet_get_n_pages (booklet), ==, 3);
  g_assert_true (futo_booklet_write_pdf_file (booklet, path, NULL));
  futo_booklet_free (booklet);

  if (!pdf_info (path, &pages, &w, &h))
    return;
  g_assert_cmpint (pages, ==, 3);
  g_assert_cmpfloat_with_epsilon (w, 595.28, 0.1);
  g_assert_cmpfloat_with_epsilon (h, 841.89, 0.1);
  text = pdf_text (path);
  g_assert_nonnull (strstr (text, "Twelve"));
  g_assert_nonnull (strstr (text, "Puzzle 8 · 7×7 · hard"));
  g_assert_nonnull (strstr (text, "Puzzle 7 · 7×7"));
  g_assert_nonnull (strstr (text, "Solutions"));

  /* The first page is not blank where its first board goes. */
  if (RUN (&out, &err, "pdftoppm", "-png", "-r", "30", "-f", "1", "-l", "1", path, prefix) < 0)
    return;
  image = cairo_image_surface_create_from_png (page1);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (look (image, 0, 0, cairo_image_surface_get_width (image) / 2,
                         cairo_image_surface_get_height (image) / 3).count, >, 30);
  cairo_surface_destroy (image);
}

static void
test_booklet_layouts (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (9);
  FutoBookletOptions options;
  FutoBooklet *booklet;

  futo_booklet_options_init (&options);
  options.columns = 0;
  g_assert_null (futo_booklet_new (&options));
  options.columns = FUTO_BOOKLET_MAX_PER_SIDE + 1;
  g_assert_null (futo_booklet_new (&options));

  /* Letter, 3×4, no solutions: 13 puzzles on 2 pages. */
  futo_booklet_options_init (&options);
  futo_paper_size ("letter", &options.page_width, &options.page_height);
  options.columns = 3;
  options.rows = 4;
  options.solutions = false;
  booklet = futo_booklet_new (&options);
  for (int i = 0; i < 13; i++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 5, 0.3, 0.2);

      futo_booklet_add (booklet, puzzle, NULL, NULL);
      futo_puzzle_free (puzzle);
    }
  g_assert_cmpint (futo_booklet_get_n_pages (booklet), ==, 2);
  futo_booklet_free (booklet);
}

/* ---- the commands ---- */

static int
cli (char **err,
     ...)
{
  const char *argv[32] = { g_getenv ("FUTOSHIKI_CLI") };
  va_list args;
  int n = 1, status;

  g_assert_nonnull (argv[0]);
  va_start (args, err);
  while ((argv[n] = va_arg (args, const char *)) != NULL)
    n++;
  va_end (args);
  status = run (argv, NULL, err);
  g_assert_cmpint (status, >=, 0);
  return status;
}

static char *
example (const char *name)
{
  return g_build_filename (g_getenv ("FUTOSHIKI_TEST_DATA"), "examples", name, NULL);
}

static void
test_cli_export (void)
{
  g_autofree char *input = example ("unequal_5x5.txt");
  g_autofree char *png = tmp_path ("cli.png"), *pdf = tmp_path ("cli.pdf");
  g_autofree char *svg = tmp_path ("cli.svg"), *err = NULL;
  g_autofree char *copy = tmp_path ("named.txt"), *named = tmp_path ("named.svg");
  g_autofree char *text = NULL;
  cairo_surface_t *image;
  double w, h;
  int pages;

  g_assert_cmpint (cli (NULL, "export", input, "--to", "png", "--size", "256", "-o", png, NULL),
                   ==, 0);
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 256);
  cairo_surface_destroy (image);

  g_assert_cmpint (cli (NULL, "export", input, "--solution", "--mono", "-o", pdf, NULL), ==, 0);
  if (pdf_info (pdf, &pages, &w, &h))
    g_assert_cmpint (pages, ==, 1);
  g_assert_cmpint (cli (NULL, "export", input, "--to", "svg", "--dark", "-o", svg, NULL), ==, 0);
  g_assert_true (g_file_test (svg, G_FILE_TEST_IS_REGULAR));

  /* Without -o the output is named after the input. */
  g_assert_true (g_file_get_contents (input, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  g_assert_cmpint (cli (NULL, "export", copy, "--to", "svg", NULL), ==, 0);
  g_assert_true (g_file_test (named, G_FILE_TEST_IS_REGULAR));

  /* Usage errors: one line, exit 2. */
  g_assert_cmpint (cli (&err, "export", input, "--solution", "--state", "-o", png, NULL), ==, 2);
  g_assert_true (g_str_has_prefix (err, "futoshiki: export: "));
  g_assert_cmpint (strchr (err, '\n') - err, ==, strlen (err) - 1);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli (NULL, "export", input, "--to", "gif", "-o", png, NULL), ==, 2);
  g_assert_cmpint (cli (NULL, "export", input, "--to", "pdf", "--dark", "-o", pdf, NULL), ==, 2);
  g_assert_cmpint (cli (NULL, "export", input, "--to", "svg", "--size", "9", "-o", svg, NULL),
                   ==, 2);
  g_assert_cmpint (cli (NULL, "export", input, "--cell-mm", "0.5", "-o", pdf, NULL), ==, 2);
  g_assert_cmpint (cli (NULL, "export", "no-such-file.txt", "-o", pdf, NULL), ==, 2);
  g_assert_cmpint (cli (NULL, "export", input, NULL), ==, 2);
}

static void
test_cli_booklet (void)
{
  g_autofree char *pdf = tmp_path ("cli-booklet.pdf"), *err = NULL;
  g_autofree char *a = example ("unequal_4x4.txt"), *b = example ("unequal_9x9.txt");
  double w, h;
  int pages;

  g_assert_cmpint (cli (NULL, "booklet", "--count", "12", "--size", "7", "--per-page", "2x3",
                        "--solutions", "--seed", "3", "-o", pdf, NULL), ==, 0);
  if (pdf_info (pdf, &pages, &w, &h))
    g_assert_cmpint (pages, ==, 3);

  g_assert_cmpint (cli (NULL, "booklet", a, b, "--solutions", "--paper", "letter",
                        "-o", pdf, NULL), ==, 0);
  if (pdf_info (pdf, &pages, &w, &h))
    {
      g_assert_cmpint (pages, ==, 2);
      g_assert_cmpfloat (w, ==, 612);
    }

  g_assert_cmpint (cli (&err, "booklet", "--count", "2", "--size", "5", NULL), ==, 2);
  g_assert_true (g_str_has_prefix (err, "futoshiki: booklet: missing -o"));
  g_assert_cmpint (cli (NULL, "booklet", "--count", "2", "--size", "5", "--per-page", "0x3",
                        "-o", pdf, NULL), ==, 2);
  g_assert_cmpint (cli (NULL, "booklet", "--count", "2", "--size", "99", "-o", pdf, NULL), ==, 2);
  g_assert_cmpint (cli (NULL, "booklet", a, "--count", "2", "--size", "5", "-o", pdf, NULL),
                   ==, 2);
  g_assert_cmpint (cli (NULL, "booklet", "-o", pdf, NULL), ==, 2);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("test-export-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/export/png/size", test_png_size);
  g_test_add_func ("/export/png/pixels", test_png_pixels);
  g_test_add_func ("/export/png/background", test_png_background);
  g_test_add_func ("/export/png/solution", test_png_solution);
  g_test_add_func ("/export/png/trace", test_png_trace);
  g_test_add_func ("/export/pdf", test_pdf);
  g_test_add_func ("/export/svg", test_svg);
  g_test_add_func ("/export/every-size", test_every_size);
  g_test_add_func ("/export/errors", test_errors);
  g_test_add_func ("/booklet/pages", test_booklet);
  g_test_add_func ("/booklet/layouts", test_booklet_layouts);
  g_test_add_func ("/cli/export", test_cli_export);
  g_test_add_func ("/cli/booklet", test_cli_booklet);
  status = g_test_run ();

  /* Scratch files go with their directory. */
  {
    g_autoptr (GDir) dir = g_dir_open (tmp_dir, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = tmp_path (name);

        g_unlink (path);
      }
    g_rmdir (tmp_dir);
  }
  g_free (tmp_dir);
  return status;
}
