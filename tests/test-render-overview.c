/* test-render-overview.c: the compressed pixel tree of a search tree
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Its bins account for every node, dead end and solution at every size;
 * a bin holds exactly the nodes its column and row say; a point answers
 * a node of the bin drawn there; the picture shows solutions, the current
 * node and the tree view's part where they are; the export writes each
 * format and refuses a tree without nodes.
 */
#include <math.h>

#include <glib/gstdio.h>

#include "futo-render-overview.h"
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

/* Trees of several shapes: deep and narrow, wide with many solutions,
 * binary branching. */
static FutoSearchTree *
sample_tree (int which)
{
  switch (which)
    {
    case 0:
      return tree_of_puzzle ("bt", test_load_puzzle ("examples/unequal_5x5.txt"), 0);
    case 1:
      return tree_of_puzzle ("fc", futo_puzzle_new (4), 0);
    case 2:
      return tree_of_puzzle ("lab", futo_puzzle_new (4), 0);
    default:
      return tree_of_puzzle ("mac", test_load_puzzle ("examples/unequal_5x5.txt"), 0);
    }
}

#define N_SAMPLES 4

/* Every width and height, the odd ones too: the bins add up to the
 * tree's nodes, dead ends and solutions, and each bin holds exactly the
 * nodes of its column's range at its row's depths. */
static void
test_bins_add_up (void)
{
  static const int sizes[] = { 1, 2, 3, 7, 64, 333, 1000, 4096 };

  for (int sample = 0; sample < N_SAMPLES; sample++)
    {
      FutoSearchTree *tree = sample_tree (sample);
      size_t n_nodes;
      const FutoTreeNode *nodes = futo_search_tree_get_nodes (tree, &n_nodes);
      FutoTreeTotals totals;

      futo_search_tree_get_totals (tree, &totals);
      g_test_message ("sample %d: %zu nodes, %" G_GUINT64_FORMAT " dead ends, %" G_GUINT64_FORMAT
                      " solutions, depth %d", sample, n_nodes, totals.dead_ends, totals.solutions, totals.depth);
      g_assert_cmpuint (totals.solutions, >, 0);
      for (gsize w = 0; w < G_N_ELEMENTS (sizes); w++)
        for (gsize h = 0; h < G_N_ELEMENTS (sizes); h += 2)
          {
            FutoTreeOverview *overview = futo_render_overview_new (tree, sizes[w], sizes[h]);
            int columns, rows;
            const FutoOverviewBin *bins = futo_render_overview_get_bins (overview, &columns, &rows);
            guint64 sum_nodes = 0, sum_dead = 0, sum_solutions = 0;
            size_t expected_first = 0;

            g_assert_cmpint (columns, ==, MIN ((size_t) sizes[w], n_nodes));
            g_assert_cmpint (rows, ==, MIN (sizes[h], totals.depth + 1));
            for (int c = 0; c < columns; c++)
              {
                size_t first, end;

                futo_render_overview_column_nodes (overview, c, &first, &end);
                /* The columns tile the preorder, none empty. */
                g_assert_cmpuint (first, ==, expected_first);
                g_assert_cmpuint (end, >, first);
                expected_first = end;
                for (int r = 0; r < rows; r++)
                  {
                    const FutoOverviewBin *bin = &bins[(size_t) r * (size_t) columns + (size_t) c];
                    guint32 count = 0, dead = 0, solutions = 0;
                    int depth_first, depth_end;

                    futo_render_overview_row_depths (overview, r, &depth_first, &depth_end);
                    g_assert_cmpint (depth_end, >, depth_first);
                    for (size_t i = first; i < end; i++)
                      if (nodes[i].depth >= depth_first && nodes[i].depth < depth_end)
                        {
                          count++;
                          dead += nodes[i].outcome == FUTO_TREE_DEAD_END;
                          solutions += nodes[i].outcome == FUTO_TREE_SOLUTION;
                        }
                    g_assert_cmpuint (bin->nodes, ==, count);
                    g_assert_cmpuint (bin->dead_ends, ==, dead);
                    g_assert_cmpuint (bin->solutions, ==, solutions);
                    sum_nodes += bin->nodes;
                    sum_dead += bin->dead_ends;
                    sum_solutions += bin->solutions;
                  }
              }
            g_assert_cmpuint (expected_first, ==, n_nodes);
            g_assert_cmpuint (sum_nodes, ==, n_nodes);
            g_assert_cmpuint (sum_dead, ==, totals.dead_ends);
            g_assert_cmpuint (sum_solutions, ==, totals.solutions);
            /* Nothing per node: the bins and the object, no more. */
            g_assert_cmpuint (futo_render_overview_get_memory (overview), <,
                              (size_t) columns * (size_t) rows * sizeof *bins + (size_t) columns * 4 + 1024);
            futo_render_overview_free (overview);
          }
      futo_search_tree_free (tree);
    }
}

/* A point answers a node of the bin drawn under it (a solution when the
 * bin holds one), and that node's bin is the bin of the point; an empty
 * bin answers a node of its column. */
static void
test_point_maps_to_its_node (void)
{
  static const struct { int columns, rows; double width, height; } shapes[] = {
    { 50, 30, 500, 90 }, { 7, 5, 123, 47 }, { 400, 100, 400, 100 }, { 1000, 8, 640, 80 },
  };

  for (int sample = 0; sample < N_SAMPLES; sample++)
    {
      FutoSearchTree *tree = sample_tree (sample);
      const FutoTreeNode *nodes = futo_search_tree_get_nodes (tree, NULL);

      for (gsize s = 0; s < G_N_ELEMENTS (shapes); s++)
        {
          FutoTreeOverview *overview = futo_render_overview_new (tree, shapes[s].columns, shapes[s].rows);
          int columns, rows;
          const FutoOverviewBin *bins = futo_render_overview_get_bins (overview, &columns, &rows);
          double column_width = shapes[s].width / columns, row_height = shapes[s].height / rows;

          for (int c = 0; c < columns; c++)
            for (int r = 0; r < rows; r++)
              {
                const FutoOverviewBin *bin = &bins[(size_t) r * (size_t) columns + (size_t) c];
                double x = (c + 0.5) * column_width, y = (r + 0.5) * row_height;
                size_t node = futo_render_overview_node_at (overview, shapes[s].width, shapes[s].height, x, y);
                size_t first, end;
                int column, row;

                futo_render_overview_column_nodes (overview, c, &first, &end);
                g_assert_cmpuint (node, >=, first);
                g_assert_cmpuint (node, <, end);
                g_assert_true (futo_render_overview_bin_of (overview, node, &column, &row));
                g_assert_cmpint (column, ==, c);
                if (bin->nodes == 0)
                  continue;
                g_assert_cmpint (row, ==, r);
                if (bin->solutions > 0)
                  g_assert_cmpint (nodes[node].outcome, ==, FUTO_TREE_SOLUTION);
                /* The bin's first node otherwise: one a click can name. */
                else
                  for (size_t i = first; i < node; i++)
                    {
                      int other_column, other_row;

                      futo_render_overview_bin_of (overview, i, &other_column, &other_row);
                      g_assert_cmpint (other_row, !=, r);
                    }
                g_assert_cmpuint (futo_render_overview_bin_node (overview, c, r), ==, node);
              }
          /* Outside the picture, nothing. */
          g_assert_cmpuint (futo_render_overview_node_at (overview, shapes[s].width, shapes[s].height, -1, 5),
                            ==, SIZE_MAX);
          g_assert_cmpuint (futo_render_overview_node_at (overview, shapes[s].width, shapes[s].height, 5,
                                                          shapes[s].height), ==, SIZE_MAX);
          g_assert_cmpuint (futo_render_overview_bin_node (overview, columns, 0), ==, SIZE_MAX);
          futo_render_overview_free (overview);
        }
      futo_search_tree_free (tree);
    }
}

/* The whole tree in the tree view is the whole overview; a view on one
 * subtree is that subtree's range of the preorder. */
static void
test_window_of_view (void)
{
  FutoSearchTree *tree = sample_tree (0);
  size_t n_nodes;
  const FutoTreeNode *nodes = futo_search_tree_get_nodes (tree, &n_nodes);
  FutoTreeOverview *overview = futo_render_overview_new (tree, 300, 40);
  FutoOverviewWindow window;
  FutoTreeView view;
  size_t child = 1;

  futo_render_tree_view_fit (&view, tree, 800, 400);
  futo_render_overview_window_of (overview, &view, &window);
  g_assert_cmpuint (window.first, ==, 0);
  g_assert_cmpuint (window.end, ==, n_nodes);
  g_assert_cmpfloat (window.depth_top, <=, 0.01);

  /* The view over exactly the leaves of the root's first child. */
  view.leaf_width = 10;
  view.x = nodes[child].first_leaf;
  view.width = nodes[child].leaves * view.leaf_width;
  futo_render_overview_window_of (overview, &view, &window);
  g_assert_cmpuint (window.first, <=, child);
  g_assert_cmpuint (window.end, ==, child + nodes[child].subtree);
  for (size_t i = window.first; i < child; i++)
    g_assert_true (futo_tree_node_is_ancestor (nodes, i, child));
  futo_render_overview_free (overview);
  futo_search_tree_free (tree);
}

static void
pixel_at (cairo_surface_t *surface,
          int              x,
          int              y,
          double          *red,
          double          *green,
          double          *blue)
{
  const guint32 *row = (const guint32 *) (void *) (cairo_image_surface_get_data (surface)
                                                   + (size_t) y * (size_t) cairo_image_surface_get_stride (surface));

  *red = ((row[x] >> 16) & 0xff) / 255.0;
  *green = ((row[x] >> 8) & 0xff) / 255.0;
  *blue = (row[x] & 0xff) / 255.0;
}

/* Drawn over white: a solution's bin in the solution's green, a bin of
 * dead ends redder than blue, the current node's ring in its colour, and
 * nothing outside the rectangle asked for. */
static void
test_draw (void)
{
  FutoSearchTree *tree = sample_tree (1);
  size_t n_nodes;
  const FutoTreeNode *nodes = futo_search_tree_get_nodes (tree, &n_nodes);
  FutoTreeOverview *overview = futo_render_overview_new (tree, 100, 100);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 220, 120);
  int columns, rows, column, row;
  const FutoOverviewBin *bins = futo_render_overview_get_bins (overview, &columns, &rows);
  double width = 200, height = 100, column_width, row_height, red, green, blue;
  FutoTreeStyle style;
  size_t solution = SIZE_MAX, current = SIZE_MAX;
  cairo_t *cr;

  futo_render_tree_style_init_light (&style);
  column_width = width / columns;
  row_height = height / rows;
  for (size_t i = 0; i < n_nodes && solution == SIZE_MAX; i++)
    if (nodes[i].outcome == FUTO_TREE_SOLUTION)
      solution = i;
  g_assert_cmpuint (solution, !=, SIZE_MAX);
  /* A node far from the solution, to mark as current. */
  current = solution < n_nodes / 2 ? n_nodes - 1 : 0;

  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  futo_render_overview (cr, overview, &style, width, height, current, NULL);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  g_assert_true (futo_render_overview_bin_of (overview, solution, &column, &row));
  g_assert_cmpuint (bins[(size_t) row * (size_t) columns + (size_t) column].solutions, >, 0);
  pixel_at (surface, (int) ((column + 0.5) * column_width), (int) ((row + 0.5) * row_height), &red, &green, &blue);
  g_assert_cmpfloat (fabs (red - style.solution.red), <, 0.05);
  g_assert_cmpfloat (fabs (green - style.solution.green), <, 0.05);
  g_assert_cmpfloat (fabs (blue - style.solution.blue), <, 0.05);

  /* The ring round the current node's bin: its top edge, in the
   * current node's colour. */
  g_assert_true (futo_render_overview_bin_of (overview, current, &column, &row));
  {
    double x = (column + 0.5) * column_width, y = (row + 0.5) * row_height;
    double h = MAX (row_height + 4, 7.0);
    int top = (int) floor (y - h / 2);

    if (top < 0)
      top = (int) floor (y + h / 2) - 1;
    pixel_at (surface, (int) x, CLAMP (top, 0, 99), &red, &green, &blue);
    g_assert_cmpfloat (fabs (red - style.current.red), <, 0.2);
    g_assert_cmpfloat (fabs (green - style.current.green), <, 0.2);
  }
  /* Past the rectangle the white stays. */
  pixel_at (surface, 210, 110, &red, &green, &blue);
  g_assert_cmpfloat (red + green + blue, ==, 3);
  pixel_at (surface, 205, 50, &red, &green, &blue);
  g_assert_cmpfloat (red + green + blue, ==, 3);

  /* The picture is kept: the overview holds it now, once. */
  g_assert_cmpuint (futo_render_overview_get_memory (overview), >=, (size_t) columns * (size_t) rows * 4);

  cairo_surface_destroy (surface);
  futo_render_overview_free (overview);
  futo_search_tree_free (tree);
}

static void
test_export (void)
{
  static const struct { FutoExportFormat format; const char *name; const char *magic; } formats[] = {
    { FUTO_EXPORT_PNG, "overview.png", "\x89PNG" },
    { FUTO_EXPORT_SVG, "overview.svg", "<?xml" },
    { FUTO_EXPORT_PDF, "overview.pdf", "%PDF" },
  };
  g_autofree char *dir = g_dir_make_tmp ("overview-XXXXXX", NULL);
  FutoSearchTree *tree = sample_tree (0), *empty;
  FutoTreeExportOptions options;
  FutoError error;

  futo_render_tree_export_options_init (&options);
  for (gsize i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *path = g_build_filename (dir, formats[i].name, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      futo_error_clear (&error);
      g_assert_true (futo_render_overview_export_write_file (tree, &options, formats[i].format, path, &error));
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      g_assert_true (g_str_has_prefix (contents, formats[i].magic));
      if (formats[i].format == FUTO_EXPORT_PNG)
        {
          cairo_surface_t *png = cairo_image_surface_create_from_png (path);

          /* 1200 wide by default, as tall as the levels ask. */
          g_assert_cmpint (cairo_image_surface_get_width (png), ==, 1200);
          g_assert_cmpint (cairo_image_surface_get_height (png), >=, 160);
          cairo_surface_destroy (png);
        }
      g_unlink (path);
    }

  /* A local search has no tree: said, and no file left. */
  empty = tree_of_puzzle ("sa", test_load_puzzle ("examples/unequal_4x4.txt"), 1);
  g_assert_null (futo_render_overview_new (empty, 10, 10));
  {
    g_autofree char *path = g_build_filename (dir, "empty.png", NULL);

    futo_error_clear (&error);
    g_assert_false (futo_render_overview_export_write_file (empty, &options, FUTO_EXPORT_PNG, path, &error));
    g_assert_nonnull (strstr (error.message, "no search tree"));
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  }
  futo_search_tree_free (empty);
  futo_search_tree_free (tree);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render-overview/bins-add-up", test_bins_add_up);
  g_test_add_func ("/render-overview/point-maps-to-its-node", test_point_maps_to_its_node);
  g_test_add_func ("/render-overview/window-of-view", test_window_of_view);
  g_test_add_func ("/render-overview/draw", test_draw);
  g_test_add_func ("/render-overview/export", test_export);
  return g_test_run ();
}
