/* bench-tree.c: building, drawing and seeking a search tree of 10^6 decisions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Records bt on a hard 9×9 up to a node limit (10^6 by default: bt counts
 * every value tried as a node, so that is 10^6 decisions), builds the tree
 * of the trace, then measures what the tree view does while a user looks:
 * a frame drawn into an image surface of a realistic widget size at several
 * zooms around the node of the middle event (the whole tree, ever deeper,
 * down to one leaf per 40 px), a click's hit test, and seeking the node
 * of an event as the player moves. Medians by the thread's CPU time, since
 * on a shared machine the wall clock also counts the wait for a core; the
 * wall clock's median beside it. bench/tree/README.md has the figures.
 *
 * The merged tree (bench_merged(), its own section): bt and fc recorded to
 * the same node limit on the same puzzle, merged (futo_merged_tree_new()),
 * its memory counted, and its frames drawn as the Merged view draws them.
 * Run alone with "merged" as the sixth argument (and fc's node limit as
 * the seventh), or after the rest.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench-clock.h"
#include "futo-format.h"
#include "futo-render-tree-merged.h"
#include "futo-render-tree.h"
#include "futo-search-tree.h"
#include "futo-trace.h"

/* tests/data/examples/unequal_9x9.txt: bt needs far more than 10^6 nodes. */
#define HARD_9X9 "9:0RD,0,0,0R,0D,0L,0R,0R,0,0,0R,0U,0,0D,0,0,0L,0,0D,0UL,0R,0,0,0R,0,0L,0U,0,0U,0,0L," \
                 "0L,0UL,0,0,5,0,0,0RL,0,0R,0UR,0,0D,0,0U,9,0U,0,0,0L,0,0R,0,0,0D,0U,0,7,0DL,0L,0U,0," \
                 "0,0,0D,0D,0,0D,0,0D,6,0U,0,0,0,0,0,0,0,0U,"

typedef struct
{
  double cpu;
  double wall;
  double worst_cpu;
  size_t drawn;
} Timing;

static Timing
time_frames (cairo_surface_t      *surface,
             const FutoSearchTree *tree,
             const FutoTreeView   *view,
             size_t                current,
             const FutoTreeStyle  *style,
             int                   frames)
{
  double *cpu = calloc ((size_t) frames, sizeof *cpu), *wall = calloc ((size_t) frames, sizeof *wall);
  Timing timing = { 0 };

  /* One frame first, untimed: the first text drawn loads the font, which a
   * widget has done long before. */
  for (int f = -1; f < frames; f++)
    {
      double cpu_start = bench_cpu_now (), wall_start = bench_wall_now ();
      cairo_t *cr = cairo_create (surface);

      /* What a widget's frame does: its background, then the tree. */
      cairo_set_source_rgb (cr, style->background.red, style->background.green, style->background.blue);
      cairo_paint (cr);
      timing.drawn = futo_render_tree (cr, tree, view, current, style);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      if (f < 0)
        continue;
      cpu[f] = bench_cpu_now () - cpu_start;
      wall[f] = bench_wall_now () - wall_start;
    }
  timing.cpu = bench_median (cpu, frames);
  timing.worst_cpu = cpu[frames - 1];
  timing.wall = bench_median (wall, frames);
  free (cpu);
  free (wall);
  return timing;
}

/* The merged tree */

static FutoSearchTree *
record_tree (const char       *id,
             const FutoPuzzle *puzzle,
             uint64_t          decisions)
{
  const FutoAlgorithm *algorithm = futo_algorithm_find (id);
  FutoTrace *trace = futo_trace_new (puzzle->size, 0);
  FutoRunOptions options;
  FutoRunResult result;
  FutoSearchTree *tree;
  double start = bench_wall_now ();

  futo_run_options_init (&options);
  options.node_limit = decisions;
  options.on_event = futo_trace_record;
  options.event_data = trace;
  futo_run_result_init (&result);
  futo_run (algorithm, puzzle, &options, &result);
  tree = futo_search_tree_new (trace, algorithm->node_count, NULL);
  printf ("recorded %s, %llu nodes (status %s): %zu events, %zu tree nodes, %.2f s\n", id,
          (unsigned long long) result.stats.nodes, futo_status_name (result.status), futo_trace_get_length (trace),
          futo_search_tree_get_n_nodes (tree), bench_wall_now () - start);
  futo_trace_free (trace);
  futo_run_result_clear (&result);
  return tree;
}

static Timing
time_merged_frames (cairo_surface_t           *surface,
                    const FutoMergedTree      *merged,
                    const FutoTreeView        *view,
                    const FutoTreeStyle       *style,
                    const FutoMergedTreeStyle *marks,
                    int                        frames)
{
  double *cpu = calloc ((size_t) frames, sizeof *cpu), *wall = calloc ((size_t) frames, sizeof *wall);
  Timing timing = { 0 };

  for (int f = -1; f < frames; f++)
    {
      double cpu_start = bench_cpu_now (), wall_start = bench_wall_now ();
      cairo_t *cr = cairo_create (surface);

      cairo_set_source_rgb (cr, style->background.red, style->background.green, style->background.blue);
      cairo_paint (cr);
      timing.drawn = futo_render_merged_tree (cr, merged, view, style, marks, NULL);
      futo_render_merged_tree_legend (cr, 12, 12, style, marks, NULL, NULL);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      if (f < 0)
        continue;
      cpu[f] = bench_cpu_now () - cpu_start;
      wall[f] = bench_wall_now () - wall_start;
    }
  timing.cpu = bench_median (cpu, frames);
  timing.worst_cpu = cpu[frames - 1];
  timing.wall = bench_median (wall, frames);
  free (cpu);
  free (wall);
  return timing;
}

static void
bench_merged (const FutoPuzzle *puzzle,
              uint64_t          decisions,
              uint64_t          fc_decisions,
              int               width,
              int               height,
              int               frames,
              const char       *keep)
{
  FutoSearchTree *bt = record_tree ("bt", puzzle, decisions), *fc = record_tree ("fc", puzzle, fc_decisions);
  FutoMergedTree *merged = NULL;
  FutoTreeComparison comparison;
  FutoTreeStyle style;
  FutoMergedTreeStyle marks;
  FutoTreeView whole, view;
  cairo_surface_t *surface;
  const FutoSearchTree *tree;
  double builds[3], compares[3], start;
  size_t n_nodes, current;

  for (int i = 0; i < 3; i++)
    {
      futo_merged_tree_free (merged);
      start = bench_cpu_now ();
      merged = futo_merged_tree_new (bt, fc);
      builds[i] = bench_cpu_now () - start;
      start = bench_cpu_now ();
      futo_search_tree_compare (bt, fc, &comparison, NULL, NULL);
      compares[i] = bench_cpu_now () - start;
    }
  tree = futo_merged_tree_get_tree (merged);
  n_nodes = futo_search_tree_get_n_nodes (tree);
  futo_merged_tree_get_comparison (merged, &comparison);
  printf ("merged bt and fc: %zu nodes (%llu shared, %llu only bt, %llu only fc), depth of divergence %d\n", n_nodes,
          (unsigned long long) comparison.shared, (unsigned long long) comparison.only_first,
          (unsigned long long) comparison.only_second,
          comparison.divergence_first >= 0 ? futo_search_tree_get_nodes (tree, NULL)[comparison.divergence_first].depth
                                           : -1);
  /* A node, its side and its two origins; the build's stack and the
   * sibling links are freed before it returns. */
  printf ("merged tree memory: %.1f MB, %zu bytes a node\n",
          n_nodes * (sizeof (FutoTreeNode) + 1 + 2 * sizeof (int32_t)) / 1e6,
          sizeof (FutoTreeNode) + 1 + 2 * sizeof (int32_t));
  printf ("merge: median %.0f ms (CPU, 3 builds); the comparison alone %.0f ms\n", bench_median (builds, 3) * 1e3,
          bench_median (compares, 3) * 1e3);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  futo_render_tree_style_init_light (&style);
  futo_render_merged_tree_style_init_light (&marks);
  marks.first_text = "only bt: many nodes (solid)";
  marks.second_text = "only fc: 0 nodes (dashed)";
  marks.shared_text = "in both";
  marks.divergence_text = "first divergence: under r1c1 = 1";
  marks.divergence_label = "first divergence";
  futo_render_tree_view_fit (&whole, tree, width, height);
  current = comparison.divergence_first >= 0 ? (size_t) comparison.divergence_first : 0;
  printf ("merged frames at %d×%d, %d frames each (CPU median / slowest, wall median):\n", width, height, frames);
  for (double factor = 1;; factor *= 10)
    {
      Timing timing;
      bool last = whole.leaf_width * factor >= 40;

      view = whole;
      view.leaf_width = last ? 40 : whole.leaf_width * factor;
      view.level_height = fmin (40, fmax (whole.level_height, whole.level_height * factor));
      if (factor > 1)
        futo_render_tree_view_center_on (&view, tree, current);
      timing = time_merged_frames (surface, merged, &view, &style, &marks, frames);
      printf ("  %9.3g px a leaf: %6.2f / %6.2f ms, wall %6.2f ms, %zu shapes\n", view.leaf_width, timing.cpu * 1e3,
              timing.worst_cpu * 1e3, timing.wall * 1e3, timing.drawn);
      if (last)
        break;
    }
  if (keep != NULL)
    {
      time_merged_frames (surface, merged, &whole, &style, &marks, 1);
      cairo_surface_write_to_png (surface, keep);
    }
  cairo_surface_destroy (surface);
  futo_merged_tree_free (merged);
  futo_search_tree_free (bt);
  futo_search_tree_free (fc);
}

int
main (int   argc,
      char *argv[])
{
  uint64_t decisions = argc > 1 ? strtoull (argv[1], NULL, 10) : 1000000;
  int width = argc > 2 ? atoi (argv[2]) : 1200, height = argc > 3 ? atoi (argv[3]) : 800;
  int frames = argc > 4 ? atoi (argv[4]) : 30;
  const char *keep = argc > 5 && strcmp (argv[5], "-") != 0 ? argv[5] : NULL;
  const FutoAlgorithm *bt = futo_algorithm_find ("bt");
  FutoError error;
  FutoGame *game;
  FutoTrace *trace;
  FutoRunOptions options;
  FutoRunResult result;
  FutoSearchTree *tree = NULL;
  FutoTreeTotals totals;
  FutoTreeStyle style;
  FutoTreeView whole, view;
  cairo_surface_t *surface;
  size_t n_nodes, length, current;
  const FutoTreeNode *nodes;
  double start, builds[5], seeks[9];
  volatile size_t sink = 0;

  if (decisions < 100 || width < 100 || height < 100 || frames < 1)
    {
      fprintf (stderr, "usage: %s [DECISIONS ≥ 100] [WIDTH] [HEIGHT] [FRAMES] [KEEP.png|-] [merged [FC-DECISIONS]]\n", argv[0]);
      return 2;
    }
  game = futo_game_read_any (HARD_9X9, strlen (HARD_9X9), NULL, &error);
  if (game == NULL)
    {
      fprintf (stderr, "%s\n", error.message);
      return 1;
    }

  if (argc > 6 && strcmp (argv[6], "merged") == 0)
    {
      bench_merged (game->puzzle, decisions, argc > 7 ? strtoull (argv[7], NULL, 10) : decisions, width, height,
                    frames, keep);
      futo_game_free (game);
      return 0;
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
  printf ("recorded bt, %llu nodes (status %s): %zu events, %.1f MB of trace, %.2f s\n",
          (unsigned long long) result.stats.nodes, futo_status_name (result.status), length,
          futo_trace_get_memory (trace) / 1e6, bench_wall_now () - start);

  for (int i = 0; i < 5; i++)
    {
      start = bench_cpu_now ();
      futo_search_tree_free (tree);
      tree = futo_search_tree_new (trace, bt->node_count, NULL);
      builds[i] = bench_cpu_now () - start;
    }
  nodes = futo_search_tree_get_nodes (tree, &n_nodes);
  futo_search_tree_get_totals (tree, &totals);
  printf ("tree: %zu nodes (%llu as stats.nodes counts), %llu dead ends, %llu leaves, depth %d, %.1f MB\n",
          n_nodes, (unsigned long long) totals.nodes, (unsigned long long) totals.dead_ends,
          (unsigned long long) nodes[0].leaves, totals.depth, n_nodes * sizeof *nodes / 1e6);
  printf ("build: median %.0f ms (CPU, 5 builds)\n", bench_median (builds, 5) * 1e3);

  /* Seeking: the node of an event, at events spread over the run, as a
   * scrub does; nine batches of 100 000. */
  for (int batch = 0; batch < 9; batch++)
    {
      uint64_t state = 0x9e3779b97f4a7c15u * (uint64_t) (batch + 1);

      start = bench_cpu_now ();
      for (int i = 0; i < 100000; i++)
        {
          state = state * 6364136223846793005u + 1442695040888963407u;
          sink += futo_search_tree_node_at (tree, (size_t) ((state >> 11) % length));
        }
      seeks[batch] = (bench_cpu_now () - start) / 100000;
    }
  printf ("seek (node at an event): median %.2f µs a call (CPU, 9 batches of 100 000)\n",
          bench_median (seeks, 9) * 1e6);

  current = futo_search_tree_node_at (tree, length / 2);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  futo_render_tree_style_init_light (&style);
  futo_render_tree_view_fit (&whole, tree, width, height);
  printf ("frames at %d×%d, current node %zu at depth %d, %d frames each (CPU median / slowest, wall median):\n",
          width, height, current, nodes[current].depth, frames);
  /* From the whole tree to one leaf per 40 px, ×√10 across at each step
   * (and the levels to 40 px at most), centred on the current node. */
  for (double factor = 1;; factor *= 3.1623)
    {
      Timing timing;
      bool last = whole.leaf_width * factor >= 40;

      view = whole;
      view.leaf_width = last ? 40 : whole.leaf_width * factor;
      view.level_height = fmin (40, fmax (whole.level_height, whole.level_height * factor));
      futo_render_tree_view_center_on (&view, tree, current);
      timing = time_frames (surface, tree, &view, current, &style, frames);
      printf ("  %9.3g px a leaf: %6.2f / %6.2f ms, wall %6.2f ms, %zu shapes\n", view.leaf_width,
              timing.cpu * 1e3, timing.worst_cpu * 1e3, timing.wall * 1e3, timing.drawn);
      if (last)
        break;
    }
  /* A click in the middle of the whole tree. */
  {
    double clicks[21];

    for (int i = 0; i < 21; i++)
      {
        start = bench_cpu_now ();
        sink += futo_render_tree_node_at (tree, &whole, current, &style, width / 2.0 + i, height / 3.0);
        clicks[i] = bench_cpu_now () - start;
      }
    printf ("hit test on the whole tree: median %.2f ms\n", bench_median (clicks, 21) * 1e3);
  }
  if (keep != NULL)
    {
      view = whole;
      time_frames (surface, tree, &view, current, &style, 1);
      cairo_surface_write_to_png (surface, keep);
    }

  cairo_surface_destroy (surface);
  futo_search_tree_free (tree);
  futo_trace_free (trace);
  futo_run_result_clear (&result);

  bench_merged (game->puzzle, decisions, decisions, width, height, frames, NULL);
  futo_game_free (game);
  return sink == 42 ? 1 : 0;
}
