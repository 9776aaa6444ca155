/* bench-render-trace.c: how long one visualizer frame takes to draw
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws a 50×50 board with candidates in every open cell, some removed
 * values, a focus and a cause cell into an image surface the size of a
 * large window, and prints the median of many frames. The visualizer
 * redraws on every step while playing, so a frame must stay well inside
 * the 16 ms of a 60 Hz display.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench-clock.h"
#include "futo-render-trace.h"

int
main (int   argc,
      char *argv[])
{
  int n = argc > 1 ? atoi (argv[1]) : 50;
  int side = argc > 2 ? atoi (argv[2]) : 1000;
  int frames = argc > 3 ? atoi (argv[3]) : 60;
  FutoPuzzle *puzzle;
  FutoSet *candidates, *removed;
  uint8_t *values;
  FutoTraceFrame frame;
  FutoTraceStyle trace_style;
  FutoRenderStyle style;
  FutoRenderLayout layout;
  cairo_surface_t *surface, *board;
  double *times, *cpu_times;
  unsigned seed = 7;

  if (n < 2 || n > FUTO_MAX_SIZE || side < 50 || frames < 1)
    {
      fprintf (stderr, "usage: %s [SIZE 2..64] [SIDE PIXELS ≥ 50] [FRAMES ≥ 1]\n", argv[0]);
      return 2;
    }

  puzzle = futo_puzzle_new (n);
  candidates = calloc ((size_t) n * n, sizeof *candidates);
  removed = calloc ((size_t) n * n, sizeof *removed);
  values = calloc ((size_t) n * n, 1);
  times = calloc ((size_t) frames, sizeof *times);
  cpu_times = calloc ((size_t) frames, sizeof *cpu_times);
  /* A mid-search board: a tenth of the cells assigned, the rest with about
   * two thirds of their values alive, signs in a fifth of the gaps. */
  for (int i = 0; i < n * n; i++)
    {
      seed = seed * 1103515245u + 12345u;
      if ((seed >> 8) % 10 == 0)
        values[i] = 1 + (seed >> 12) % n;
      for (int v = 1; v <= n; v++)
        {
          seed = seed * 1103515245u + 12345u;
          if ((seed >> 8) % 3 != 0)
            candidates[i] |= FUTO_SET_BIT (v);
          else if ((seed >> 12) % 40 == 0)
            removed[i] |= FUTO_SET_BIT (v);
        }
      if ((seed >> 16) % 5 == 0 && (i % n) + 1 < n)
        puzzle->right[i] = FUTO_REL_LESS;
    }

  futo_render_trace_frame_init (&frame);
  frame.candidates = candidates;
  frame.values = values;
  frame.removed = removed;
  frame.focus_cell = n + 1;
  frame.cause_cell = 2 * n + 3;
  futo_render_style_init_light (&style);
  futo_render_trace_style_init_light (&trace_style);
  futo_render_layout_init_aligned (&layout, n, side, side, 1.0, false);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);

  /* The board under the frame is drawn once and kept, as the board widget
   * does; each frame paints it and draws the trace layer over it. */
  board = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
  {
    cairo_t *cr = cairo_create (board);

    futo_render_board_overlay (cr, &layout, &style, puzzle, NULL, NULL, NULL);
    cairo_destroy (cr);
  }
  for (int f = -3; f < frames; f++)
    {
      cairo_t *cr = cairo_create (surface);
      double start = bench_wall_now (), cpu_start = bench_cpu_now ();

      /* The kept board covers the frame: a copy, not a blend. */
      cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
      cairo_set_source_surface (cr, board, 0, 0);
      cairo_paint (cr);
      cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
      futo_render_trace_layer (cr, &layout, &style, &trace_style, puzzle, &frame);
      cairo_surface_flush (surface);
      if (f >= 0)
        {
          times[f] = bench_wall_now () - start;
          cpu_times[f] = bench_cpu_now () - cpu_start;
        }
      cairo_destroy (cr);
    }
  qsort (times, (size_t) frames, sizeof *times, bench_compare_doubles);
  qsort (cpu_times, (size_t) frames, sizeof *cpu_times, bench_compare_doubles);
  /* The board alone, for comparison: what the trace layer adds. */
  {
    double *base = calloc ((size_t) frames, sizeof *base);

    for (int f = 0; f < frames; f++)
      {
        cairo_t *cr = cairo_create (surface);
        double start = bench_wall_now ();

        futo_render_board_overlay (cr, &layout, &style, puzzle, NULL, NULL, NULL);
        cairo_surface_flush (surface);
        base[f] = bench_wall_now () - start;
        cairo_destroy (cr);
      }
    qsort (base, (size_t) frames, sizeof *base, bench_compare_doubles);
    printf ("the board under it, drawn once and kept: median %.2f ms\n", base[frames / 2] * 1e3);
    free (base);
  }
  printf ("trace frame (kept board + layer) %d×%d with candidates, %d×%d px, %d frames:\n"
          "  wall clock median %.2f ms (min %.2f, max %.2f); CPU time median %.2f ms (min %.2f, max %.2f)\n",
          n, n, side, side, frames, times[frames / 2] * 1e3, times[0] * 1e3, times[frames - 1] * 1e3,
          cpu_times[frames / 2] * 1e3, cpu_times[0] * 1e3, cpu_times[frames - 1] * 1e3);
  if (argc > 4)
    {
      cairo_t *cr = cairo_create (surface);

      cairo_set_source_surface (cr, board, 0, 0);
      cairo_paint (cr);
      futo_render_trace_layer (cr, &layout, &style, &trace_style, puzzle, &frame);
      cairo_destroy (cr);
      cairo_surface_write_to_png (surface, argv[4]);
    }

  cairo_surface_destroy (board);
  cairo_surface_destroy (surface);
  free (times);
  free (cpu_times);
  free (values);
  free (removed);
  free (candidates);
  futo_puzzle_free (puzzle);
  return 0;
}
