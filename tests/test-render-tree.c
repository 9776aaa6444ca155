/* test-render-tree.c: drawing a search tree, finding a node under a point,
 * zooming
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "futo-render-tree.h"
#include "futo-trace.h"
#include "test-util.h"

static FutoSearchTree *
tree_of_puzzle (const char *id,
                FutoPuzzle *puzzle,
                guint64     solution_limit)
{
  const FutoAlgorithm *algorithm = futo_algorithm_find (id);
  FutoTrace *trace = futo_trace_new (puzzle->size, 0);
  FutoRunOptions options;
  FutoRunResult result;
  FutoSearchTree *tree;

  futo_run_options_init (&options);
  options.solution_limit = solution_limit;
  options.on_event = futo_trace_record;
  options.event_data = trace;
  futo_run_result_init (&result);
  futo_run (algorithm, puzzle, &options, &result);
  tree = futo_search_tree_new (trace, algorithm->node_count, NULL);
  g_assert_nonnull (tree);
  futo_run_result_clear (&result);
  futo_trace_free (trace);
  futo_puzzle_free (puzzle);
  return tree;
}

static FutoSearchTree *
tree_of (const char *id,
         const char *puzzle_path,
         guint64     solution_limit)
{
  return tree_of_puzzle (id, test_load_puzzle (puzzle_path), solution_limit);
}

/* Wide enough that nothing collapses: every node is found where it is
 * drawn. */
static void
test_hit_every_node (void)
{
  FutoSearchTree *tree = tree_of ("fc", "examples/unequal_4x4.txt", 0);
  size_t n_nodes;
  const FutoTreeNode *nodes = futo_search_tree_get_nodes (tree, &n_nodes);
  FutoTreeStyle style;
  FutoTreeView view;

  futo_render_tree_style_init_light (&style);
  futo_render_tree_view_fit (&view, tree, nodes[0].leaves * 2 * style.collapse_width, (nodes[0].height + 1) * 40.0);
  for (size_t i = 0; i < n_nodes; i++)
    {
      double x, y;

      futo_render_tree_view_node_position (&view, tree, i, &x, &y);
      g_assert_cmpfloat (x, >=, 0);
      g_assert_cmpfloat (x, <=, view.width);
      g_assert_cmpuint (futo_render_tree_node_at (tree, &view, SIZE_MAX, &style, x, y), ==, i);
      /* Half a level below, between the levels, is nothing. */
      g_assert_cmpuint (futo_render_tree_node_at (tree, &view, SIZE_MAX, &style, x, y + 20), ==, SIZE_MAX);
    }
  futo_search_tree_free (tree);
}

/* The whole of a large tree in a small view: few shapes, yet the current
 * node deep inside stays drawn and found where it is. */
static void
test_collapse_keeps_current (void)
{
  FutoSearchTree *tree = tree_of ("bt", "examples/unequal_5x5.txt", 0);
  size_t n_nodes, deepest = 0;
  const FutoTreeNode *nodes = futo_search_tree_get_nodes (tree, &n_nodes);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 300);
  cairo_t *cr = cairo_create (surface);
  FutoTreeStyle style;
  FutoTreeView view;
  size_t drawn, drawn_without;
  double x, y;

  for (size_t i = 0; i < n_nodes; i++)
    if (nodes[i].depth > nodes[deepest].depth || (nodes[i].depth == nodes[deepest].depth && i == n_nodes / 2))
      deepest = i;
  futo_render_tree_style_init_light (&style);
  futo_render_tree_view_fit (&view, tree, 400, 300);
  drawn_without = futo_render_tree (cr, tree, &view, SIZE_MAX, &style);
  drawn = futo_render_tree (cr, tree, &view, deepest, &style);
  g_assert_cmpuint (n_nodes, >, 10000);
  g_assert_cmpuint (drawn_without, >, 0);
  g_assert_cmpuint (drawn_without, <, n_nodes / 20);
  g_assert_cmpuint (drawn, >, drawn_without);
  g_assert_cmpuint (drawn, <, n_nodes / 20);

  futo_render_tree_view_node_position (&view, tree, deepest, &x, &y);
  g_assert_cmpuint (futo_render_tree_node_at (tree, &view, deepest, &style, x, y), ==, deepest);
  /* Without it as the current node, the point falls in a collapsed
   * subtree: its top node, an ancestor of deepest. */
  {
    size_t top = futo_render_tree_node_at (tree, &view, SIZE_MAX, &style, x, y);

    g_assert_cmpuint (top, !=, SIZE_MAX);
    g_assert_cmpuint (top, !=, deepest);
  }
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  futo_search_tree_free (tree);
}

/* Zooming keeps the tree point under the pointer where it was; centring
 * brings a node to the middle. */
static void
test_zoom_and_center (void)
{
  FutoSearchTree *tree = tree_of ("fc", "examples/unequal_5x5.txt", 1);
  size_t n_nodes = futo_search_tree_get_n_nodes (tree), node = n_nodes * 2 / 3;
  FutoTreeView view;
  double x, y, x2, y2;

  futo_render_tree_view_fit (&view, tree, 800, 600);
  futo_render_tree_view_node_position (&view, tree, node, &x, &y);
  futo_render_tree_view_zoom (&view, 8, 2, x, y);
  futo_render_tree_view_node_position (&view, tree, node, &x2, &y2);
  g_assert_cmpfloat (fabs (x2 - x), <, 1e-6);
  g_assert_cmpfloat (fabs (y2 - y), <, 1e-6);
  futo_render_tree_view_center_on (&view, tree, 0);
  futo_render_tree_view_node_position (&view, tree, 0, &x, &y);
  g_assert_cmpfloat (fabs (x - 400), <, 1e-6);
  g_assert_cmpfloat (fabs (y - 300), <, 1e-6);
  futo_search_tree_free (tree);
}

/* The mean lightness of the pixels drawn (alpha-weighted) on a clear
 * surface. */
static double
drawn_lightness (const FutoSearchTree *tree,
                 const FutoTreeStyle  *style)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 200);
  cairo_t *cr = cairo_create (surface);
  FutoTreeView view;
  double sum = 0, weight = 0;
  const guint8 *data;
  int stride = cairo_image_surface_get_stride (surface);

  futo_render_tree_view_fit (&view, tree, 300, 200);
  futo_render_tree (cr, tree, &view, SIZE_MAX, style);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  for (int y = 0; y < 200; y++)
    for (int x = 0; x < 300; x++)
      {
        guint32 pixel = *(const guint32 *) (data + y * stride + x * 4);
        double alpha = (pixel >> 24) / 255.0;

        if (alpha == 0)
          continue;
        /* Premultiplied: the colour is the component over alpha. */
        sum += (((pixel >> 16) & 255) + ((pixel >> 8) & 255) + (pixel & 255)) / (3 * 255.0);
        weight += alpha;
      }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  g_assert_cmpfloat (weight, >, 0);
  return sum / weight;
}

/* Light: shapes darker than its white; dark: lighter than its grey. */
static void
test_styles (void)
{
  FutoSearchTree *tree = tree_of ("bt", "examples/unequal_4x4.txt", 0);
  FutoTreeStyle light, dark;

  futo_render_tree_style_init_light (&light);
  futo_render_tree_style_init_dark (&dark);
  double on_light = drawn_lightness (tree, &light), on_dark = drawn_lightness (tree, &dark);

  g_test_message ("lightness drawn: %g in the light style, %g in the dark one", on_light, on_dark);
  /* What is drawn stands out from the background each style is for:
   * darker than white, lighter than the dark grey. */
  g_assert_cmpfloat (light.background.red - on_light, >, 0.3);
  g_assert_cmpfloat (on_dark - dark.background.red, >, 0.3);
  futo_search_tree_free (tree);
}

static void
test_empty_tree (void)
{
  FutoSearchTree *tree = tree_of ("sa", "examples/unequal_4x4.txt", 1);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 10, 10);
  cairo_t *cr = cairo_create (surface);
  FutoTreeStyle style;
  FutoTreeView view;

  futo_render_tree_style_init_light (&style);
  futo_render_tree_view_fit (&view, tree, 10, 10);
  g_assert_cmpuint (futo_render_tree (cr, tree, &view, SIZE_MAX, &style), ==, 0);
  g_assert_cmpuint (futo_render_tree_node_at (tree, &view, SIZE_MAX, &style, 5, 5), ==, SIZE_MAX);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  futo_search_tree_free (tree);
}

/* Pixels of the path's labels: drawn in magenta, which nothing else of
 * the style uses. */
static int
path_label_pixels (const FutoSearchTree *tree,
                   const FutoTreeView   *view,
                   size_t                current,
                   double                font_size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) view->width,
                                                         (int) view->height);
  cairo_t *cr = cairo_create (surface);
  FutoTreeStyle style;
  int count = 0;

  futo_render_tree_style_init_light (&style);
  style.text = (FutoColor) { 1.0, 0.0, 1.0, 1.0 };
  style.font_size = font_size;
  futo_render_tree (cr, tree, view, current, &style);
  cairo_surface_flush (surface);
  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    {
      const guint32 *row = (const guint32 *) (cairo_image_surface_get_data (surface)
                                               + (size_t) y * cairo_image_surface_get_stride (surface));

      for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
        {
          int red = (row[x] >> 16) & 0xff, green = (row[x] >> 8) & 0xff, blue = row[x] & 0xff;

          /* Mostly magenta: the labels' ink, edges of glyphs included. */
          count += red > 160 && blue > 160 && green < 140;
        }
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return count;
}

/* The current path keeps its labels when the type is larger than the
 * levels are apart (presentation mode's type on a deep tree): they shrink
 * to the levels' height instead of going. */
static void
test_path_labels_large_type (void)
{
  FutoSearchTree *tree = tree_of ("bt", "examples/unequal_5x5.txt", 0);
  size_t n_nodes, deepest = 0;
  const FutoTreeNode *nodes = futo_search_tree_get_nodes (tree, &n_nodes);
  FutoTreeView view;
  int at_desk, large;

  for (size_t i = 0; i < n_nodes; i++)
    if (nodes[i].depth > nodes[deepest].depth)
      deepest = i;
  /* Levels 13 pixels apart: room for a desk's 10-pixel line, not for 18. */
  futo_render_tree_view_fit (&view, tree, 600, 13.0 * (nodes[0].height + 1));
  g_assert_cmpfloat (view.level_height, <, 18 * 1.1);
  g_assert_cmpfloat (view.level_height, >=, 10 * 1.1);
  at_desk = path_label_pixels (tree, &view, deepest, 10);
  large = path_label_pixels (tree, &view, deepest, 18);
  g_test_message ("path label pixels: %d at 10 px, %d at 18 px", at_desk, large);
  g_assert_cmpint (at_desk, >, 100);
  g_assert_cmpint (large, >=, at_desk);
  /* Closer than a desk's line, the path goes bare. */
  futo_render_tree_view_fit (&view, tree, 600, 6.0 * (nodes[0].height + 1));
  g_assert_cmpint (path_label_pixels (tree, &view, deepest, 18), ==, 0);
  futo_search_tree_free (tree);
}

static void
test_labels (void)
{
  /* Every solution of an empty 4×4: the lab engine must branch both ways. */
  FutoSearchTree *tree = tree_of_puzzle ("lab", futo_puzzle_new (4), 0);
  size_t n_nodes;
  const FutoTreeNode *nodes = futo_search_tree_get_nodes (tree, &n_nodes);
  char text[32];
  gboolean excluded = FALSE;

  futo_render_tree_node_label (tree, 0, text, sizeof text);
  g_assert_cmpstr (text, ==, "start");
  /* A style with other words names the cells as the texts beside it do. */
  {
    FutoTreeStyle german;
    g_autofree char *expected = NULL;

    futo_render_tree_style_init_dark (&german);
    german.row_prefix = "Z";
    german.column_prefix = "S";
    german.root_label = "Start";
    futo_render_tree_node_label_styled (tree, &german, 0, text, sizeof text);
    g_assert_cmpstr (text, ==, "Start");
    futo_render_tree_node_label_styled (tree, &german, 1, text, sizeof text);
    expected = g_strdup_printf ("Z%dS%d %s %d", nodes[1].cell / 4 + 1, nodes[1].cell % 4 + 1,
                                (nodes[1].flags & FUTO_TREE_NODE_EXCLUDES) ? "≠" : "=", nodes[1].value);
    g_assert_cmpstr (text, ==, expected);
  }
  for (size_t i = 1; i < n_nodes; i++)
    {
      g_autofree char *expected = NULL;

      futo_render_tree_node_label (tree, i, text, sizeof text);
      expected = g_strdup_printf ("r%dc%d %s %d", nodes[i].cell / 4 + 1, nodes[i].cell % 4 + 1,
                                  (nodes[i].flags & FUTO_TREE_NODE_EXCLUDES) ? "≠" : "=", nodes[i].value);
      g_assert_cmpstr (text, ==, expected);
      excluded |= (nodes[i].flags & FUTO_TREE_NODE_EXCLUDES) != 0;
    }
  /* The lab engine's second branches are there, each the sibling after
   * the branch it negates. */
  g_assert_true (excluded);
  for (size_t i = 0; i < n_nodes; i++)
    {
      int32_t before = -1;

      for (int32_t child = futo_tree_node_first_child (nodes, i); child >= 0; child = nodes[child].next_sibling)
        {
          if (nodes[child].flags & FUTO_TREE_NODE_EXCLUDES)
            {
              g_assert_cmpint (before, >=, 0);
              g_assert_cmpint (nodes[before].cell, ==, nodes[child].cell);
              g_assert_cmpint (nodes[before].value, ==, nodes[child].value);
              g_assert_false (nodes[before].flags & FUTO_TREE_NODE_EXCLUDES);
            }
          before = child;
        }
    }
  futo_search_tree_free (tree);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render-tree/hit-every-node", test_hit_every_node);
  g_test_add_func ("/render-tree/collapse-keeps-current", test_collapse_keeps_current);
  g_test_add_func ("/render-tree/zoom-and-center", test_zoom_and_center);
  g_test_add_func ("/render-tree/styles", test_styles);
  g_test_add_func ("/render-tree/empty-tree", test_empty_tree);
  g_test_add_func ("/render-tree/labels", test_labels);
  g_test_add_func ("/render-tree/path-labels-large-type", test_path_labels_large_type);
  return g_test_run ();
}
