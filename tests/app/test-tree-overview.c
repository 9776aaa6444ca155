/* test-tree-overview.c: the overview strip under Watch the Solver's tree
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The strip's bins hold the whole tree; it marks the player's node as the
 * player moves; a click on it seeks the player to the node of the bin and
 * brings the tree's view there, a drag moves the view along. The
 * screenshots of the README come from here: bt on the hard 9×9 recorded
 * to about 10^6 nodes, or to 10^7 with LAB_TEST_HUGE_TREE=1 set (some
 * 20 s and 1 GB more), at 1366×768 and 1920×1080 (the test setup's
 * Xvfb screen is 1280×1024, which caps the window; run the binary under
 * xvfb-run -s '-screen 0 1920x1200x24' for the full size).
 */
#include "config.h"

#include <math.h>

#include "futo-algorithm.h"
#include "lab-search-tree-view.h"
#include "lab-tree-overview.h"
#include "shot-test-util.h"
#include "visualizer-test-util.h"

static gboolean
tree_ready (gpointer data)
{
  return lab_search_tree_view_get_ready (data);
}

static LabSearchTreeView *
show_tree (LabWindow *window)
{
  LabSearchTreeView *tree = lab_visualizer_get_search_tree (lab_test_visualizer (window));

  lab_visualizer_show_search_tree (lab_test_visualizer (window), TRUE);
  lab_test_wait_until (tree_ready, tree);
  lab_test_wait_for_frames (GTK_WIDGET (window), 3);
  return tree;
}

static LabTreeOverview *
overview_of (LabSearchTreeView *tree)
{
  return LAB_TREE_OVERVIEW (lab_test_find_descendant (GTK_WIDGET (tree), LAB_TYPE_TREE_OVERVIEW));
}

/* A press and release in place, or a press and a move, as the drag
 * gesture reports them. */
static void
press_and_drag (LabTreeOverview *overview,
                double           x,
                double           y,
                double           dx,
                double           dy)
{
  GtkEventController *drag = lab_test_find_controller (GTK_WIDGET (overview), GTK_TYPE_GESTURE_DRAG, 0);

  g_signal_emit_by_name (drag, "drag-begin", x, y);
  if (dx != 0 || dy != 0)
    g_signal_emit_by_name (drag, "drag-update", dx, dy);
  g_signal_emit_by_name (drag, "drag-end", dx, dy);
}

static void
assert_bins_hold_tree (LabTreeOverview      *overview,
                       const FutoSearchTree *tree)
{
  const FutoTreeOverview *bins_of = lab_tree_overview_get_overview (overview);
  int columns, rows;
  const FutoOverviewBin *bins;
  guint64 nodes = 0, dead_ends = 0, solutions = 0;
  FutoTreeTotals totals;

  g_assert_nonnull (bins_of);
  bins = futo_render_overview_get_bins (bins_of, &columns, &rows);
  /* One column a pixel of the strip. */
  g_assert_cmpint (columns, ==, gtk_widget_get_width (GTK_WIDGET (overview))
                               * gtk_widget_get_scale_factor (GTK_WIDGET (overview)));
  for (gsize i = 0; i < (gsize) columns * (gsize) rows; i++)
    {
      nodes += bins[i].nodes;
      dead_ends += bins[i].dead_ends;
      solutions += bins[i].solutions;
    }
  futo_search_tree_get_totals (tree, &totals);
  g_assert_cmpuint (nodes, ==, futo_search_tree_get_n_nodes (tree));
  g_assert_cmpuint (dead_ends, ==, totals.dead_ends);
  g_assert_cmpuint (solutions, ==, totals.solutions);
}

static void
assert_near_centre (LabSearchTreeView *tree,
                    size_t             node)
{
  GtkWidget *canvas = lab_search_tree_view_get_canvas (tree);
  double x, y;

  g_assert_true (lab_search_tree_view_get_node_point (tree, node, &x, &y));
  g_assert_cmpfloat (fabs (x - gtk_widget_get_width (canvas) / 2.0), <, 2);
  /* Across it is centred; down, a tree no taller than its pane (as in the
   * pane beside the board) cannot scroll, so the node is only in view,
   * away from the edges. */
  g_assert_cmpfloat (y, >=, 20);
  g_assert_cmpfloat (y, <=, gtk_widget_get_height (canvas) - 20);
}

/* Forward checking on the 9×9 showcase: some hundred thousand nodes. */
static void
test_linked (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_app_document ("showcase-9x9.txt");
  LabWindow *window = lab_test_record (document, "fc");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  LabSearchTreeView *tree;
  LabTreeOverview *overview;
  const FutoSearchTree *search;
  const FutoTreeNode *nodes;
  double width, height, x, y;
  size_t target, pointed;

  gtk_window_set_default_size (GTK_WINDOW (window), 1366, 768);
  tree = show_tree (window);
  overview = overview_of (tree);
  search = lab_search_tree_view_get_tree (tree);
  nodes = futo_search_tree_get_nodes (search, NULL);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (overview)));
  width = gtk_widget_get_width (GTK_WIDGET (overview));
  height = gtk_widget_get_height (GTK_WIDGET (overview));
  g_assert_cmpfloat (width, >=, 200);
  g_assert_cmpfloat (height, >=, 48);
  assert_bins_hold_tree (overview, search);
  /* The player's node is marked. */
  g_assert_cmpuint (lab_tree_overview_get_current (overview), ==, lab_search_tree_view_get_current_node (tree));

  /* A click at 70 % across, in the middle row: the player goes to the
   * node of that bin, the tree's view shows it in the middle, and the
   * overview marks it. */
  target = lab_tree_overview_node_at (overview, width * 0.7, height / 2);
  g_assert_cmpuint (target, !=, SIZE_MAX);
  g_assert_cmpuint (target, >, 0);
  press_and_drag (overview, width * 0.7, height / 2, 0, 0);
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, nodes[target].first_event + 1);
  g_assert_cmpuint (lab_search_tree_view_get_current_node (tree), ==, target);
  g_assert_cmpuint (lab_tree_overview_get_current (overview), ==, target);
  assert_near_centre (tree, target);
  /* And the point of the node in the strip answers that node. */
  g_assert_true (lab_tree_overview_get_node_point (overview, target, &x, &y));
  g_assert_cmpuint (lab_tree_overview_node_at (overview, x, y), ==, target);

  /* A drag from 10 % to 40 %: the view follows to the node there; the
   * player stays. */
  pointed = lab_tree_overview_node_at (overview, width * 0.4, height / 3);
  press_and_drag (overview, width * 0.1, height / 3, width * 0.3, 0);
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  assert_near_centre (tree, pointed);
  g_assert_cmpuint (lab_search_tree_view_get_current_node (tree), ==, target);

  /* The player moves, the mark follows. */
  futoshiki_trace_player_set_position (player, futoshiki_trace_player_get_length (player));
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_cmpuint (lab_tree_overview_get_current (overview), ==, lab_search_tree_view_get_current_node (tree));
  g_assert_cmpuint (lab_tree_overview_get_current (overview), !=, target);

  lab_test_discard_and_destroy (window);
}

static void
press_overview_key (LabTreeOverview *overview,
                    guint            keyval,
                    GdkModifierType  state)
{
  GtkEventController *keys = lab_test_find_controller (GTK_WIDGET (overview), GTK_TYPE_EVENT_CONTROLLER_KEY, 0);
  gboolean handled = FALSE;

  g_signal_emit_by_name (keys, "key-pressed", keyval, 0, state, &handled);
  g_assert_true (handled);
}

/* The strip from the keyboard: it takes the focus, its cursor starts at
 * the player's node, the arrows move it and the tree's view with it, and
 * Enter takes the player there. */
static void
test_keyboard (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_app_document ("showcase-9x9.txt");
  LabWindow *window = lab_test_record (document, "fc");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  LabSearchTreeView *tree;
  LabTreeOverview *overview;
  const FutoTreeNode *nodes;
  int columns, rows, column, row, start_column, start_row, first, end, start_first, start_end;
  size_t node;

  gtk_window_set_default_size (GTK_WINDOW (window), 1366, 768);
  tree = show_tree (window);
  overview = overview_of (tree);
  nodes = futo_search_tree_get_nodes (lab_search_tree_view_get_tree (tree), NULL);
  futo_render_overview_get_bins (lab_tree_overview_get_overview (overview), &columns, &rows);
  g_assert_false (lab_tree_overview_get_cursor (overview, &column, &row));

  /* Reached by the keyboard, it starts where the player is. */
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (overview)));
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (overview)));
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (overview)));
  g_assert_true (lab_tree_overview_get_cursor (overview, &start_column, &start_row));
  g_assert_true (futo_render_overview_bin_of (lab_tree_overview_get_overview (overview),
                                              lab_tree_overview_get_current (overview), &column, &row));
  g_assert_cmpint (start_column, ==, column);
  g_assert_cmpint (start_row, ==, row);

  /* Right three times, a tenth across with Ctrl: the view follows. */
  press_overview_key (overview, GDK_KEY_Right, 0);
  press_overview_key (overview, GDK_KEY_Right, 0);
  press_overview_key (overview, GDK_KEY_Right, 0);
  press_overview_key (overview, GDK_KEY_Right, GDK_CONTROL_MASK);
  g_assert_true (lab_tree_overview_get_cursor (overview, &column, &row));
  g_assert_cmpint (column, ==, MIN (columns - 1, start_column + 3 + columns / 10));
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  node = futo_render_overview_bin_node (lab_tree_overview_get_overview (overview), column, row);
  g_assert_cmpuint (node, !=, SIZE_MAX);
  assert_near_centre (tree, node);

  /* Down goes a depth deeper: another row of depths. */
  futo_render_overview_row_depths (lab_tree_overview_get_overview (overview), row, &start_first, &start_end);
  press_overview_key (overview, GDK_KEY_Down, 0);
  g_assert_true (lab_tree_overview_get_cursor (overview, &column, &row));
  futo_render_overview_row_depths (lab_tree_overview_get_overview (overview), row, &first, &end);
  g_assert_cmpint (first, >=, start_end - 1);
  g_assert_true (first != start_first || end != start_end);

  /* Home and End go to the ends; Enter takes the player to the node. */
  press_overview_key (overview, GDK_KEY_End, 0);
  g_assert_true (lab_tree_overview_get_cursor (overview, &column, &row));
  g_assert_cmpint (column, ==, columns - 1);
  press_overview_key (overview, GDK_KEY_Home, 0);
  g_assert_true (lab_tree_overview_get_cursor (overview, &column, &row));
  g_assert_cmpint (column, ==, 0);
  press_overview_key (overview, GDK_KEY_Right, GDK_CONTROL_MASK);
  press_overview_key (overview, GDK_KEY_Right, GDK_CONTROL_MASK);
  g_assert_true (lab_tree_overview_get_cursor (overview, &column, &row));
  node = futo_render_overview_bin_node (lab_tree_overview_get_overview (overview), column, row);
  press_overview_key (overview, GDK_KEY_Return, 0);
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  lab_test_shoot_after_frames (GTK_WIDGET (window), "tree-overview-keyboard.png", 2);
  g_assert_cmpuint (lab_search_tree_view_get_current_node (tree), ==, node);
  if (node > 0)
    g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, nodes[node].first_event + 1);

  lab_test_discard_and_destroy (window);
}

static gboolean
overview_sized (gpointer data)
{
  LabTreeOverview *overview = data;
  const FutoTreeOverview *bins = lab_tree_overview_get_overview (overview);
  int columns;

  if (bins == NULL)
    return FALSE;
  futo_render_overview_get_bins (bins, &columns, NULL);
  return columns == gtk_widget_get_width (GTK_WIDGET (overview)) * gtk_widget_get_scale_factor (GTK_WIDGET (overview));
}

/* bt on the hard 9×9, recorded here up to a node limit (the visualizer
 * records until its time limit, far past a limit of events) and shown as
 * a run made elsewhere is. */
static void
test_screenshots (void)
{
  static const int sizes[][2] = { { 1366, 768 }, { 1920, 1080 } };
  gboolean huge = g_getenv ("LAB_TEST_HUGE_TREE") != NULL;
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_9x9.txt");
  const FutoPuzzle *puzzle = futoshiki_document_get_puzzle (document);
  gint64 start = g_get_monotonic_time ();
  g_autoptr(FutoshikiTracePlayer) player = NULL;
  FutoRunOptions options;
  FutoRunResult result;
  FutoTrace *trace;
  LabWindow *window;
  LabSearchTreeView *tree;
  LabTreeOverview *overview;
  FutoTreeTotals totals;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  window = lab_test_create_window (document);
  lab_test_activate (window, "visualize", NULL);
  trace = futo_trace_new (puzzle->size, 0);
  futo_run_options_init (&options);
  options.node_limit = huge ? 10000000 : 1000000;
  options.on_event = futo_trace_record;
  options.event_data = trace;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_find ("bt"), puzzle, &options, &result);
  futo_run_result_clear (&result);
  player = futoshiki_trace_player_new (trace, puzzle, "bt", FALSE);
  lab_visualizer_load_run (lab_test_visualizer (window), player, "bt");
  tree = show_tree (window);
  overview = overview_of (tree);
  futo_search_tree_get_totals (lab_search_tree_view_get_tree (tree), &totals);
  g_test_message ("bt on the 9×9: %" G_GUINT64_FORMAT " nodes, %" G_GUINT64_FORMAT " dead ends, depth %d, "
                  "recorded and built in %.1f s", totals.nodes, totals.dead_ends, totals.depth,
                  (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpuint (totals.nodes, >=, options.node_limit);

  for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *name = g_strdup_printf ("tree-overview-%d.png", sizes[i][0]);
      GtkWidget *scroller;
      GtkAdjustment *adjustment;
      double width, height;

      gtk_window_set_default_size (GTK_WINDOW (window), sizes[i][0], sizes[i][1]);
      lab_test_wait_for_frames (GTK_WIDGET (window), 3);
      /* The bins are counted again once the size settles. */
      lab_test_wait_until (overview_sized, overview);
      assert_bins_hold_tree (overview, lab_search_tree_view_get_tree (tree));
      /* Somewhere in the middle of the run, from the overview. */
      width = gtk_widget_get_width (GTK_WIDGET (overview));
      height = gtk_widget_get_height (GTK_WIDGET (overview));
      press_and_drag (overview, width * 0.55, height * 0.6, 0, 0);
      scroller = lab_test_find_descendant (GTK_WIDGET (lab_test_visualizer (window)), GTK_TYPE_SCROLLED_WINDOW);
      adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      lab_test_wait_for_frames (GTK_WIDGET (window), 3);
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
      lab_test_shoot_after_frames (GTK_WIDGET (window), name, 4);
      if (i == 0)
        lab_test_shoot (GTK_WIDGET (tree), "tree-overview-panel.png");
    }
  lab_test_discard_and_destroy (window);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

static void
add_tests (void)
{
  g_test_add_func ("/tree-overview/linked", test_linked);
  g_test_add_func ("/tree-overview/keyboard", test_keyboard);
  g_test_add_func ("/tree-overview/screenshots", test_screenshots);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
