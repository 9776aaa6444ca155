/* bench-overview.c: the overview of a search tree of 10^7 decisions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Records bt on the hard 9×9 up to a node limit (10^7 by default, the
 * most 'futoshiki tree' records: bt counts every value tried as a node, so
 * that is 10^7 decisions), builds the tree, then measures the overview
 * (futo-render-overview.h): counting its bins, a frame with its picture
 * kept (the marks move), a frame that makes its picture again (the style
 * changed), a click's lookup, and the memory of each. The references are
 * measured in the same run: building the tree itself, and a frame of the
 * tree view (futo_render_tree()) of the whole tree at the same size.
 * Medians by the thread's CPU time; the wall clock's median beside.
 * bench/tree/README.md has the figures.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench-clock.h"
#include "futo-format.h"
#include "futo-render-overview.h"
#include "futo-render-tree.h"
#include "futo-search-tree.h"
#include "futo-trace.h"

/* tests/data/examples/unequal_9x9.txt: bt needs far more than 10^7 nodes. */
#define HARD_9X9 "9:0RD,0,0,0R,0D,0L,0R,0R,0,0,0R,0U,0,0D,0,0,0L,0,0D,0UL,0R,0,0,0R,0,0L,0U,0,0U,0,0L," \
                 "0L,0UL,0,0,5,0,0,0RL,0,0R,0UR,0,0D,0,0U,9,0U,0,0,0L,0,0R,0,0,0D,0U,0,7,0DL,0L,0U,0," \
                 "0,0,0D,0D,0,0D,0,0D,6,0U,0,0,0,0,0,0,0,0U,"

#define MAX_RUNS 64

typedef struct
{
  double cpu[MAX_RUNS];
  double wall[MAX_RUNS];
  int    n;
} Samples;

static void
sample_start (double *cpu,
              double *wall)
{
  *cpu = bench_cpu_now ();
  *wall = bench_wall_now ();
}

static void
sample_end (Samples *samples,
            double   cpu,
            double   wall)
{
  samples->cpu[samples->n] = bench_cpu_now () - cpu;
  samples->wall[samples->n] = bench_wall_now () - wall;
  samples->n++;
}

static void
print_samples (const char *what,
               Samples    *samples,
               double      unit,
               const char *unit_name)
{
  double slowest = 0;

  for (int i = 0; i < samples->n; i++)
    slowest = fmax (slowest, samples->cpu[i]);
  printf ("  %-44s CPU median %8.2f %s, slowest %8.2f %s, wall median %8.2f %s (%d runs)\n", what,
          bench_median (samples->cpu, samples->n) * unit, unit_name, slowest * unit, unit_name,
          bench_median (samples->wall, samples->n) * unit, unit_name, samples->n);
}

static void
paint_background (cairo_t             *cr,
                  const FutoTreeStyle *style)
{
  cairo_set_source_rgb (cr, style->background.red, style->background.green, style->background.blue);
  cairo_paint (cr);
}

int
main (int   argc,
      char *argv[])
{
  uint64_t decisions = argc > 1 ? strtoull (argv[1], NULL, 10) : 10000000;
  int width = argc > 2 ? atoi (argv[2]) : 1200, height = argc > 3 ? atoi (argv[3]) : 120;
  int frames = argc > 4 ? atoi (argv[4]) : 30;
  const char *keep = argc > 5 ? argv[5] : NULL;
  const FutoAlgorithm *bt = futo_algorithm_find ("bt");
  FutoError error;
  FutoGame *game;
  FutoTrace *trace;
  FutoRunOptions options;
  FutoRunResult result;
  FutoSearchTree *tree = NULL;
  FutoTreeOverview *overview = NULL;
  FutoTreeTotals totals;
  FutoTreeStyle light, dark;
  FutoTreeView whole, deep;
  FutoOverviewWindow window;
  cairo_surface_t *surface;
  size_t n_nodes, length, current;
  const FutoTreeNode *nodes;
  double cpu, wall, start;
  Samples samples;
  volatile size_t sink = 0;

  if (decisions < 100 || width < 10 || height < 10 || frames < 1 || frames > MAX_RUNS)
    {
      fprintf (stderr, "usage: %s [DECISIONS ≥ 100] [WIDTH] [HEIGHT] [FRAMES ≤ %d] [KEEP.png]\n", argv[0], MAX_RUNS);
      return 2;
    }
  game = futo_game_read_any (HARD_9X9, strlen (HARD_9X9), NULL, &error);
  if (game == NULL)
    {
      fprintf (stderr, "%s\n", error.message);
      return 1;
    }

  trace = futo_trace_new (game->puzzle->size, 0);
  futo_run_options_init (&options);
  options.node_limit = decisions;
  options.on_event = futo_trace_record;
  options.event_data = trace;
  futo_run_result_init (&result);
  start = bench_wall_now ();
  futo_run (bt, game->puzzle, &options, &result);
  length = futo_trace_get_length (trace);
  printf ("recorded bt, %llu nodes (status %s): %zu events, %.1f MB of trace (%.1f bytes a node), %.2f s\n",
          (unsigned long long) result.stats.nodes, futo_status_name (result.status), length,
          futo_trace_get_memory (trace) / 1e6, (double) futo_trace_get_memory (trace) / (double) result.stats.nodes,
          bench_wall_now () - start);

  /* The reference: the tree itself, built from the trace. */
  printf ("building:\n");
  samples.n = 0;
  for (int i = 0; i < 3; i++)
    {
      futo_search_tree_free (tree);
      sample_start (&cpu, &wall);
      tree = futo_search_tree_new (trace, bt->node_count, NULL);
      sample_end (&samples, cpu, wall);
    }
  print_samples ("the tree (reference)", &samples, 1e3, "ms");
  nodes = futo_search_tree_get_nodes (tree, &n_nodes);
  futo_search_tree_get_totals (tree, &totals);

  samples.n = 0;
  for (int i = 0; i < 5; i++)
    {
      futo_render_overview_free (overview);
      sample_start (&cpu, &wall);
      overview = futo_render_overview_new (tree, width, height);
      sample_end (&samples, cpu, wall);
    }
  {
    char what[64];

    snprintf (what, sizeof what, "the overview, %d × %d bins", width, height);
    print_samples (what, &samples, 1e3, "ms");
  }

  current = futo_search_tree_node_at (tree, length / 2);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  futo_render_tree_style_init_light (&light);
  futo_render_tree_style_init_dark (&dark);
  futo_render_tree_view_fit (&whole, tree, width, height);
  /* The tree view zoomed in on the current node, as the overview frames it. */
  deep = whole;
  deep.leaf_width = 16;
  deep.level_height = 32;
  deep.width = 600;
  deep.height = 400;
  futo_render_tree_view_center_on (&deep, tree, current);
  futo_render_overview_window_of (overview, &deep, &window);

  printf ("a frame at %d × %d, current node %zu at depth %d:\n", width, height, current, nodes[current].depth);
  /* One untimed frame of each first: the first cairo calls load what a
   * widget has long loaded. */
  for (int pass = 0; pass < 3; pass++)
    {
      samples.n = 0;
      for (int f = -1; f < frames; f++)
        {
          cairo_t *cr = cairo_create (surface);
          const FutoTreeStyle *style = pass == 1 && (f & 1) ? &dark : &light;

          sample_start (&cpu, &wall);
          paint_background (cr, style);
          if (pass == 0)
            futo_render_tree (cr, tree, &whole, current, style);
          else
            futo_render_overview (cr, overview, style, width, height, current, &window);
          cairo_destroy (cr);
          cairo_surface_flush (surface);
          if (f >= 0)
            sample_end (&samples, cpu, wall);
        }
      print_samples (pass == 0 ? "the tree view, whole tree (reference)"
                     : pass == 1 ? "the overview, its picture made again" : "the overview, its picture kept",
                     &samples, 1e3, "ms");
    }

  samples.n = 0;
  for (int i = 0; i < 21; i++)
    {
      sample_start (&cpu, &wall);
      sink += futo_render_overview_node_at (overview, width, height, width * (0.3 + i / 50.0), height / 2.0);
      sample_end (&samples, cpu, wall);
    }
  print_samples ("a click's node (overview)", &samples, 1e6, "µs");

  printf ("memory:\n");
  printf ("  the trace    %8.1f MB, %6.1f bytes a node\n", futo_trace_get_memory (trace) / 1e6,
          (double) futo_trace_get_memory (trace) / (double) n_nodes);
  printf ("  the tree     %8.1f MB, %6.1f bytes a node (%zu nodes, %llu dead ends, %llu solutions, depth %d)\n",
          n_nodes * sizeof *nodes / 1e6, (double) sizeof *nodes, n_nodes, (unsigned long long) totals.dead_ends,
          (unsigned long long) totals.solutions, totals.depth);
  printf ("  the overview %8.3f MB, %6.4f bytes a node (bins and picture; the same at any size of tree)\n",
          futo_render_overview_get_memory (overview) / 1e6,
          (double) futo_render_overview_get_memory (overview) / (double) n_nodes);

  if (keep != NULL)
    {
      cairo_t *cr = cairo_create (surface);

      paint_background (cr, &light);
      futo_render_overview (cr, overview, &light, width, height, current, &window);
      cairo_destroy (cr);
      cairo_surface_write_to_png (surface, keep);
    }

  cairo_surface_destroy (surface);
  futo_render_overview_free (overview);
  futo_search_tree_free (tree);
  futo_trace_free (trace);
  futo_run_result_clear (&result);
  futo_game_free (game);
  return sink == 42 ? 1 : 0;
}
