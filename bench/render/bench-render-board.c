/* bench-render-board.c: how long the board itself takes to draw
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws a solved board (a fifth of the cells given, the rest entered,
 * signs in a fifth of the gaps, the cursor and its row and column marked)
 * the way the app's board widget does, and prints the medians of the
 * thread's CPU time for:
 *   - direct: straight into an image surface the size of the board;
 *   - record + replay: into a recording surface, then that recording
 *     painted into an image, which is what GTK 4.8's cairo renderer does
 *     with a widget's cairo node on every frame that touches it;
 *   - replay: painting a kept recording again (a frame over the board
 *     that does not change it);
 *   - kept image: painting a kept image of the board, as the widget's
 *     node does (lab-board-draw.c).
 * Every solve in the app ends with the board drawn once more, so on a
 * 50×50 this is most of what the main thread does for a short solve.
 */
#include <stdio.h>
#include <stdlib.h>

#include "bench-clock.h"
#include "futo-render.h"

typedef struct
{
  const FutoRenderLayout *layout;
  const FutoRenderStyle  *style;
  const FutoPuzzle       *puzzle;
  const uint8_t          *entries;
  const FutoRenderOverlay *overlay;
} Board;

static void
draw (cairo_t     *cr,
      const Board *board)
{
  futo_render_board_overlay (cr, board->layout, board->style, board->puzzle,
                             board->entries, NULL, board->overlay);
}

static double
direct (const Board *board,
        int          side)
{
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
  cairo_t *cr = cairo_create (image);
  double start = bench_cpu_now ();

  draw (cr, board);
  cairo_surface_flush (image);
  start = bench_cpu_now () - start;
  cairo_destroy (cr);
  cairo_surface_destroy (image);
  return start;
}

static cairo_surface_t *
record (const Board *board,
        int          side)
{
  cairo_surface_t *recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA,
                                                               &(cairo_rectangle_t) { 0, 0, side, side });
  cairo_t *cr = cairo_create (recording);

  draw (cr, board);
  cairo_destroy (cr);
  return recording;
}

static double
paint (cairo_surface_t *source,
       int              side)
{
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
  cairo_t *cr = cairo_create (image);
  double start = bench_cpu_now ();

  cairo_set_source_surface (cr, source, 0, 0);
  cairo_paint (cr);
  cairo_surface_flush (image);
  start = bench_cpu_now () - start;
  cairo_destroy (cr);
  cairo_surface_destroy (image);
  return start;
}

int
main (int   argc,
      char *argv[])
{
  int n = argc > 1 ? atoi (argv[1]) : 50;
  int side = argc > 2 ? atoi (argv[2]) : 700;
  int frames = argc > 3 ? atoi (argv[3]) : 30;
  FutoPuzzle *puzzle;
  uint8_t *entries, *cells;
  FutoRenderStyle style;
  FutoRenderLayout layout;
  FutoRenderOverlay overlay;
  Board board;
  double *direct_ms, *record_ms, *replay_ms, *image_ms;
  cairo_surface_t *kept, *kept_image;
  unsigned seed = 11;

  if (n < 2 || n > FUTO_MAX_SIZE || side < 50 || frames < 1)
    {
      fprintf (stderr, "usage: %s [SIZE 2..64] [SIDE PIXELS ≥ 50] [FRAMES ≥ 1] [OUT.png]\n", argv[0]);
      return 2;
    }

  /* A cyclic Latin square: every value right, as after a solve. */
  puzzle = futo_puzzle_new (n);
  entries = calloc ((size_t) n * n, 1);
  cells = calloc ((size_t) n * n, 1);
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int i = r * n + c;
        int value = 1 + (r + c) % n;

        seed = seed * 1103515245u + 12345u;
        if ((seed >> 8) % 5 == 0)
          puzzle->givens[i] = value;
        else
          entries[i] = value;
        if ((seed >> 16) % 5 == 0 && c + 1 < n)
          puzzle->right[i] = value < 1 + (r + c + 1) % n ? FUTO_REL_LESS : FUTO_REL_GREATER;
        if ((seed >> 20) % 5 == 0 && r + 1 < n)
          puzzle->down[i] = value < 1 + (r + 1 + c) % n ? FUTO_REL_LESS : FUTO_REL_GREATER;
        if (r == 3 || c == 4)
          cells[i] |= FUTO_RENDER_MARK_PEER;
      }
  cells[3 * n + 4] |= FUTO_RENDER_MARK_CURSOR;
  futo_render_overlay_init (&overlay);
  overlay.cells = cells;

  futo_render_style_init_light (&style);
  style.fill_background = false;
  futo_render_layout_init_aligned (&layout, n, side, side, 1.0, false);
  board = (Board) { &layout, &style, puzzle, entries, &overlay };

  direct_ms = calloc ((size_t) frames, sizeof (double));
  record_ms = calloc ((size_t) frames, sizeof (double));
  replay_ms = calloc ((size_t) frames, sizeof (double));
  image_ms = calloc ((size_t) frames, sizeof (double));

  /* Fonts and glyph caches warm up in the first draws. */
  for (int i = 0; i < 3; i++)
    direct (&board, side);

  kept = record (&board, side);
  kept_image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
  {
    cairo_t *cr = cairo_create (kept_image);

    draw (cr, &board);
    cairo_destroy (cr);
  }
  for (int f = 0; f < frames; f++)
    {
      double start = bench_cpu_now ();
      cairo_surface_t *recording = record (&board, side);

      direct_ms[f] = direct (&board, side) * 1e3;
      start = bench_cpu_now () - start;
      record_ms[f] = (start + paint (recording, side)) * 1e3 - direct_ms[f];
      cairo_surface_destroy (recording);
      replay_ms[f] = paint (kept, side) * 1e3;
      image_ms[f] = paint (kept_image, side) * 1e3;
    }

  printf ("board %d×%d, %d×%d px, %d draws, CPU time medians:\n", n, n, side, side, frames);
  printf ("  direct into an image      %7.2f ms\n", bench_median (direct_ms, frames));
  printf ("  record + replay           %7.2f ms\n", bench_median (record_ms, frames));
  printf ("  replay of a kept drawing  %7.2f ms\n", bench_median (replay_ms, frames));
  printf ("  paint of a kept image     %7.2f ms\n", bench_median (image_ms, frames));

  if (argc > 4)
    cairo_surface_write_to_png (kept_image, argv[4]);

  cairo_surface_destroy (kept);
  cairo_surface_destroy (kept_image);
  free (direct_ms);
  free (record_ms);
  free (replay_ms);
  free (image_ms);
  free (entries);
  free (cells);
  futo_puzzle_free (puzzle);
  return 0;
}
