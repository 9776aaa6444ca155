/* test-render-tree-merged.c: two runs' merged tree, drawn
 *
 * The drawing reports what it drew per side: a pair with own nodes on
 * both sides must show shapes of each and the divergence's ring, and the
 * SVG must hold both sides' colours, the second's dashes and the legend's
 * words. The same at a view zoomed into one run's own part: only that
 * side's shapes (and shared ones) remain.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include <glib/gstdio.h>

#include "futo-render-tree-merged.h"
#include "futo-trace.h"
#include "test-util.h"

static FutoSearchTree *
tree_of (const char       *id,
         const FutoPuzzle *puzzle)
{
  const FutoAlgorithm *algorithm = futo_algorithm_find (id);
  FutoTrace *trace = futo_trace_new (puzzle->size, 0);
  FutoRunOptions options;
  FutoRunResult result;
  FutoSearchTree *tree;

  futo_run_options_init (&options);
  options.on_event = futo_trace_record;
  options.event_data = trace;
  futo_run_result_init (&result);
  futo_run (algorithm, puzzle, &options, &result);
  tree = futo_search_tree_new (trace, algorithm->node_count, NULL);
  futo_trace_free (trace);
  futo_run_result_clear (&result);
  g_assert_nonnull (tree);
  return tree;
}

/* "rgb(0%,44.7%,69.8%)", as cairo's SVG surface writes a colour. */
static char *
svg_color (const FutoColor *color)
{
  return g_strdup_printf ("rgb(%g%%,%g%%,%g%%)", round (color->red * 1000) / 10, round (color->green * 1000) / 10,
                          round (color->blue * 1000) / 10);
}

static void
test_both_runs_drawn (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (5);
  FutoSearchTree *bt, *mrv;
  FutoMergedTree *merged;
  FutoMergedTreeStyle words, light;
  FutoTreeExportOptions options;
  FutoMergedTreeDrawn drawn = { 0 };
  FutoError error;
  g_autofree char *dir = g_dir_make_tmp ("merged-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "merged.svg", NULL);
  g_autofree char *svg = NULL, *first = NULL, *second = NULL;

  futo_puzzle_set_given (puzzle, 0, 0, 2);
  futo_puzzle_set_relation (puzzle, 1, 1, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  futo_puzzle_set_relation (puzzle, 3, 2, FUTO_DIR_DOWN, FUTO_REL_GREATER);
  bt = tree_of ("bt", puzzle);
  mrv = tree_of ("fc-mrv3", puzzle);
  merged = futo_merged_tree_new (bt, mrv);
  g_assert_nonnull (merged);

  futo_render_merged_tree_style_init_light (&words);
  words.first_text = "only in bt: SOLIDWORDS";
  words.second_text = "only in fc-mrv3: DASHEDWORDS";
  words.shared_text = "in both";
  words.divergence_text = "first divergence: here";
  words.divergence_label = "first divergence";
  futo_render_tree_export_options_init (&options);
  futo_error_clear (&error);
  g_assert_true (futo_render_merged_tree_export_write_file (merged, &words, &options, FUTO_EXPORT_SVG, path, &drawn,
                                                            &error));
  g_assert_cmpuint (drawn.first, >, 0);
  g_assert_cmpuint (drawn.second, >, 0);
  g_assert_cmpuint (drawn.shared, >, 0);
  g_assert_true (drawn.divergence);

  g_assert_true (g_file_get_contents (path, &svg, NULL, NULL));
  futo_render_merged_tree_style_init_light (&light);
  first = svg_color (&light.first);
  second = svg_color (&light.second);
  g_assert_nonnull (strstr (svg, first));
  g_assert_nonnull (strstr (svg, second));
  g_assert_nonnull (strstr (svg, "stroke-dasharray"));

  /* The PNG of the same, and a refusal of a folder that is not there. */
  {
    g_autofree char *png = g_build_filename (dir, "merged.png", NULL);
    g_autofree char *missing = g_build_filename (dir, "no", "merged.png", NULL);

    g_assert_true (futo_render_merged_tree_export_write_file (merged, &words, &options, FUTO_EXPORT_PNG, png, NULL,
                                                              &error));
    g_assert_false (futo_render_merged_tree_export_write_file (merged, &words, &options, FUTO_EXPORT_PNG, missing,
                                                               NULL, &error));
    g_remove (png);
  }
  g_remove (path);
  g_rmdir (dir);
  futo_merged_tree_free (merged);
  futo_search_tree_free (bt);
  futo_search_tree_free (mrv);
  futo_puzzle_free (puzzle);
}

/* Zoomed onto the first run's own child at the divergence: the second
 * run's shapes are out of the view. */
static void
test_zoomed_to_one_side (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (9);
  FutoPuzzle *puzzle = test_random_puzzle (rand, 5, 0.1, 0.3);
  FutoSearchTree *bt = tree_of ("bt", puzzle), *fc = tree_of ("fc", puzzle);
  FutoMergedTree *merged = futo_merged_tree_new (bt, fc);
  const FutoSearchTree *tree = futo_merged_tree_get_tree (merged);
  FutoTreeComparison comparison;
  FutoTreeStyle style;
  FutoMergedTreeStyle marks;
  FutoTreeView view;
  FutoMergedTreeDrawn drawn;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 300);
  cairo_t *cr = cairo_create (surface);

  futo_merged_tree_get_comparison (merged, &comparison);
  /* fc's tree is part of bt's: nothing is fc's own. */
  g_assert_cmpuint (comparison.only_second, ==, 0);
  g_assert_cmpint (comparison.first_own_child, >=, 0);
  futo_render_tree_style_init_light (&style);
  futo_render_merged_tree_style_init_light (&marks);
  futo_render_tree_view_fit (&view, tree, 400, 300);
  g_assert_cmpuint (futo_render_merged_tree (cr, merged, &view, &style, &marks, &drawn), >, 0);
  g_assert_cmpuint (drawn.first, >, 0);
  g_assert_cmpuint (drawn.shared, >, 0);
  g_assert_cmpuint (drawn.second, ==, 0);
  futo_render_tree_view_zoom (&view, 50, 1, 0, 0);
  futo_render_tree_view_center_on (&view, tree, (size_t) comparison.first_own_child);
  futo_render_merged_tree (cr, merged, &view, &style, &marks, &drawn);
  g_assert_cmpuint (drawn.first, >, 0);
  g_assert_cmpuint (drawn.second, ==, 0);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  futo_merged_tree_free (merged);
  futo_search_tree_free (bt);
  futo_search_tree_free (fc);
  futo_puzzle_free (puzzle);
}

/* Zoomed out, a collapsed subtree takes the colour of the side most of
 * its nodes are on: bt against fc, where most of bt's tree is its own,
 * must not read as a tree the two mostly share because the top of each
 * collapsed subtree is shared. */
static void
test_collapsed_by_majority (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (9);
  FutoPuzzle *puzzle = test_random_puzzle (rand, 6, 0.1, 0.3);
  FutoSearchTree *bt = tree_of ("bt", puzzle), *fc = tree_of ("fc", puzzle);
  FutoMergedTree *merged = futo_merged_tree_new (bt, fc);
  const FutoSearchTree *tree = futo_merged_tree_get_tree (merged);
  FutoTreeComparison comparison;
  FutoTreeStyle style;
  FutoMergedTreeStyle marks;
  FutoTreeView view;
  FutoMergedTreeDrawn drawn;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 200);
  cairo_t *cr = cairo_create (surface);

  futo_merged_tree_get_comparison (merged, &comparison);
  g_test_message ("shared %" G_GUINT64_FORMAT ", only bt %" G_GUINT64_FORMAT,
                  (guint64) comparison.shared, (guint64) comparison.only_first);
  g_assert_cmpuint (comparison.only_first, >, 4 * comparison.shared);
  futo_render_tree_style_init_light (&style);
  futo_render_merged_tree_style_init_light (&marks);
  futo_render_tree_view_fit (&view, tree, 300, 200);
  futo_render_merged_tree (cr, merged, &view, &style, &marks, &drawn);
  g_test_message ("shapes drawn: %zu shared, %zu only bt", (size_t) drawn.shared, (size_t) drawn.first);
  g_assert_cmpuint (drawn.first, >, drawn.shared);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  futo_merged_tree_free (merged);
  futo_search_tree_free (bt);
  futo_search_tree_free (fc);
  futo_puzzle_free (puzzle);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render-tree-merged/both-runs-drawn", test_both_runs_drawn);
  g_test_add_func ("/render-tree-merged/zoomed-to-one-side", test_zoomed_to_one_side);
  g_test_add_func ("/render-tree-merged/collapsed-by-majority", test_collapsed_by_majority);
  return g_test_run ();
}
