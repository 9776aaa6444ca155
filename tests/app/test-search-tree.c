/* test-search-tree.c: the search tree of Watch the Solver
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tree follows the player, its nodes seek the player (Enter, and a
 * real click sent through the X server by xdotool), the arrows walk it,
 * two trees keep one scale, a local search says it has none, and the
 * export dialog writes the tree. The screenshots of the README (bt and
 * fc on the lesson's 6×6) come from here too.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "futo-algorithm.h"
#include "futoshiki-run-tree.h"
#include "lab-search-tree-view.h"
#include "lab-tree-compare.h"
#include "shot-test-util.h"
#include "visualizer-test-util.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

static gboolean
tree_ready (gpointer data)
{
  return lab_search_tree_view_get_ready (data);
}

/* The window's tree, shown in its tab and built. */
static LabSearchTreeView *
show_tree (LabWindow *window)
{
  LabSearchTreeView *tree = lab_visualizer_get_search_tree (lab_test_visualizer (window));

  lab_visualizer_show_search_tree (lab_test_visualizer (window), TRUE);
  lab_test_wait_until (tree_ready, tree);
  lab_test_wait_for_frames (GTK_WIDGET (window), 3);
  return tree;
}

static size_t
expected_node (LabSearchTreeView *tree,
               guint64        position)
{
  /* After position events the last applied is position - 1. */
  return position > 0 ? futo_search_tree_node_at (lab_search_tree_view_get_tree (tree), position - 1) : 0;
}

static gboolean
press (LabSearchTreeView *tree,
       guint          keyval)
{
  GtkEventController *keys = lab_test_find_controller (lab_search_tree_view_get_canvas (tree),
                                                       GTK_TYPE_EVENT_CONTROLLER_KEY, 0);
  gboolean handled = FALSE;

  g_signal_emit_by_name (keys, "key-pressed", keyval, 0, 0, &handled);
  return handled;
}

static void
assert_in_view (LabSearchTreeView *tree,
                size_t         node)
{
  GtkWidget *canvas = lab_search_tree_view_get_canvas (tree);
  double x, y;

  double width = gtk_widget_get_width (canvas), height = gtk_widget_get_height (canvas);
  /* Well inside, with room for its shape and the start of its label: a
   * node kept at the edge is half out of sight. */
  double margin = MIN (30, MIN (width, height) / 5);

  g_assert_true (lab_search_tree_view_get_node_point (tree, node, &x, &y));
  g_assert_cmpfloat (x, >=, margin);
  g_assert_cmpfloat (x, <=, width - margin);
  g_assert_cmpfloat (y, >=, margin);
  g_assert_cmpfloat (y, <=, height - margin);
}

/* Stepping, scrubbing and playing move the highlight, and a zoomed-in
 * tree pans to keep it in view. */
static void
test_follows_player (void)
{
  LabWindow *window = lab_test_record_lesson ("bt");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  LabSearchTreeView *tree = show_tree (window);
  guint64 length = futoshiki_trace_player_get_length (player);
  FutoTreeTotals totals;

  futo_search_tree_get_totals (lab_search_tree_view_get_tree (tree), &totals);
  g_test_message ("bt on the lesson: %" G_GUINT64_FORMAT " nodes, %" G_GUINT64_FORMAT " dead ends",
                  totals.nodes, totals.dead_ends);
  g_assert_cmpuint (totals.dead_ends, >, 10);
  /* At the start, the root. */
  g_assert_cmpuint (lab_search_tree_view_get_current_node (tree), ==, 0);

  for (int i = 0; i < 5; i++)
    {
      lab_test_activate (window, "trace-step", NULL);
      g_assert_cmpuint (lab_search_tree_view_get_current_node (tree), ==,
                        expected_node (tree, futoshiki_trace_player_get_position (player)));
    }
  g_assert_cmpuint (lab_search_tree_view_get_current_node (tree), >, 0);
  /* The keyboard's node went along. */
  g_assert_cmpuint (lab_search_tree_view_get_focus_node (tree), ==, lab_search_tree_view_get_current_node (tree));

  /* Zoomed far in, a jump across the run keeps the node on screen. */
  lab_search_tree_view_zoom (tree, 40);
  for (int i = 1; i <= 4; i++)
    {
      futoshiki_trace_player_set_position (player, length * i / 5);
      lab_test_wait_for_frames (GTK_WIDGET (window), 2);
      g_assert_cmpuint (lab_search_tree_view_get_current_node (tree), ==,
                        expected_node (tree, futoshiki_trace_player_get_position (player)));
      assert_in_view (tree, lab_search_tree_view_get_current_node (tree));
    }

  /* Playing. */
  futoshiki_trace_player_set_speed (player, 2000);
  futoshiki_trace_player_set_playing (player, TRUE);
  lab_test_wait_for_frames (GTK_WIDGET (window), 10);
  futoshiki_trace_player_set_playing (player, FALSE);
  g_assert_cmpuint (lab_search_tree_view_get_current_node (tree), ==,
                    expected_node (tree, futoshiki_trace_player_get_position (player)));
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  assert_in_view (tree, lab_search_tree_view_get_current_node (tree));

  lab_test_discard_and_destroy (window);
}

/* Whether a label under root reads text. */
static gboolean
has_label (GtkWidget  *root,
           const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_label (child, text))
      return TRUE;
  return FALSE;
}

/* A dead end deep in the tree, away from the current node. */
static size_t
some_dead_end (const FutoSearchTree *tree,
               size_t                avoid)
{
  size_t n_nodes;
  const FutoTreeNode *nodes = futo_search_tree_get_nodes (tree, &n_nodes);

  for (size_t i = n_nodes / 2; i < n_nodes; i++)
    if (nodes[i].outcome == FUTO_TREE_DEAD_END && i != avoid)
      return i;
  g_assert_not_reached ();
}

/* A click on a node, or Enter on the keyboard's node, moves the player,
 * and with it the board, the timeline and the log, to that decision. */
static void
test_seeks (void)
{
  LabWindow *window = lab_test_record_lesson ("fc");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  LabSearchTreeView *tree = show_tree (window);
  const FutoSearchTree *search = lab_search_tree_view_get_tree (tree);
  const FutoTreeNode *nodes = futo_search_tree_get_nodes (search, NULL);
  GtkListView *list = lab_trace_log_get_list_view (lab_visualizer_get_log (lab_test_visualizer (window)));
  GtkSelectionModel *model = gtk_list_view_get_model (list);
  size_t target = some_dead_end (search, 0);
  g_autofree char *spoken = NULL;
  FutoEvent event;
  double x, y;

  /* What a click hits: zoomed in until the leaves stand apart. */
  lab_search_tree_view_set_leaf_width (tree, 40);
  lab_search_tree_view_set_level_height (tree, 40);
  lab_search_tree_view_set_focus_node (tree, target);
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_true (lab_search_tree_view_get_node_point (tree, target, &x, &y));
  g_assert_cmpuint (lab_search_tree_view_node_at (tree, x, y), ==, target);
  g_assert_cmpuint (lab_search_tree_view_node_at (tree, -50, -50), ==, SIZE_MAX);

  /* Enter on it. */
  gtk_widget_grab_focus (lab_search_tree_view_get_canvas (tree));
  g_assert_true (press (tree, GDK_KEY_Return));
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, nodes[target].first_event + 1);
  g_assert_true (futoshiki_trace_player_get_event (player, &event));
  g_assert_cmpint (event.kind, ==, FUTO_EVENT_ASSIGN);
  g_assert_cmpint (event.reason, ==, FUTO_REASON_DECISION);
  g_assert_cmpint (event.cell, ==, nodes[target].cell);
  g_assert_cmpint (event.value, ==, nodes[target].value);
  g_assert_cmpuint (lab_search_tree_view_get_current_node (tree), ==, target);
  g_assert_cmpuint (gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (model)), ==,
                    futoshiki_trace_player_get_position (player) - 1);
  g_assert_true (lab_board_get_trace_player (lab_test_board (window)) == player);

  /* The status line says the node in words. */
  spoken = lab_search_tree_view_describe_node (tree, target);
  g_test_message ("%s", spoken);
  g_assert_nonnull (strstr (spoken, ", refuted: "));
  g_assert_true (has_label (GTK_WIDGET (tree), spoken));

  /* The root goes back to the start. */
  lab_search_tree_view_activate_node (tree, 0);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 0);

  lab_test_discard_and_destroy (window);
}

typedef struct
{
  FutoshikiTracePlayer *player;
  guint64         wanted;
  gint64          deadline;
} SeekWait;

static gboolean
seeked_or_late (gpointer data)
{
  SeekWait *wait = data;

  return futoshiki_trace_player_get_position (wait->player) == wait->wanted
         || g_get_monotonic_time () > wait->deadline;
}

/* A real click, as a person makes it: GTK 4.8 cannot fake pointer events
 * inside the process (no event constructors, and a gesture ignores a
 * signal emitted by hand), so xdotool presses and releases the X server's
 * own pointer over the node, through the same path as a mouse, and the
 * canvas's gesture alone must seek the player. */
static void
test_real_click (void)
{
#ifdef GDK_WINDOWING_X11
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  g_autofree char *xid_text = NULL, *x_text = NULL, *y_text = NULL, *err = NULL;
  LabWindow *window;
  FutoshikiTracePlayer *player;
  LabSearchTreeView *tree;
  const FutoTreeNode *nodes;
  GtkWidget *canvas;
  size_t target, n_nodes;
  double x, y, window_x, window_y, surface_x, surface_y;
  int status;
  SeekWait wait;

  if (xdotool == NULL || !GDK_IS_X11_DISPLAY (gdk_display_get_default ()))
    {
      g_test_skip ("needs xdotool and an X11 display");
      return;
    }
  window = lab_test_record_lesson ("fc");
  player = lab_visualizer_get_player (lab_test_visualizer (window));
  tree = show_tree (window);
  canvas = lab_search_tree_view_get_canvas (tree);
  nodes = futo_search_tree_get_nodes (lab_search_tree_view_get_tree (tree), &n_nodes);

  /* Room for the whole panel, as in the screenshots: a smaller window
   * scrolls the tree out of the pointer's reach. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1180, 940);
  lab_test_wait_for_frames (GTK_WIDGET (window), 3);
  /* The panel scrolls to the focused canvas. */
  gtk_widget_grab_focus (canvas);

  /* Zoomed in until the nodes stand apart, around a dead end. */
  lab_search_tree_view_set_leaf_width (tree, 40);
  lab_search_tree_view_set_level_height (tree, 40);
  lab_search_tree_view_set_focus_node (tree, some_dead_end (lab_search_tree_view_get_tree (tree), 0));
  lab_test_wait_for_frames (GTK_WIDGET (window), 3);

  /* A node the pointer can reach: drawn where nothing covers the canvas
   * (the panel it scrolls in clips its bottom), and not the player's. */
  target = SIZE_MAX;
  for (size_t i = 1; i < n_nodes && target == SIZE_MAX; i++)
    if (lab_search_tree_view_get_node_point (tree, i, &x, &y)
        && x >= 0 && x < gtk_widget_get_width (canvas) && y >= 0 && y < gtk_widget_get_height (canvas)
        && lab_search_tree_view_node_at (tree, x, y) == i
        && futoshiki_trace_player_get_position (player) != nodes[i].first_event + 1
        && gtk_widget_translate_coordinates (canvas, GTK_WIDGET (window), x, y, &window_x, &window_y)
        && gtk_widget_pick (GTK_WIDGET (window), window_x, window_y, GTK_PICK_DEFAULT) == canvas)
      target = i;
  g_assert_cmpuint (target, !=, SIZE_MAX);

  /* Its point in the X window: past the shadow the surface draws around
   * the window's widgets. */
  gtk_native_get_surface_transform (GTK_NATIVE (window), &surface_x, &surface_y);
  xid_text = g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window))));
  x_text = g_strdup_printf ("%d", (int) lround (window_x + surface_x));
  y_text = g_strdup_printf ("%d", (int) lround (window_y + surface_y));
  g_test_message ("node %zu at %s, %s of window %s", target, x_text, y_text, xid_text);
  g_assert_true (g_spawn_sync (NULL,
                               (char *[]) { xdotool, (char *) "mousemove", (char *) "--sync",
                                            (char *) "--window", xid_text, x_text, y_text,
                                            (char *) "click", (char *) "1", NULL },
                               NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, &err, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  /* The click arrives through the main loop: the player moves to the
   * node's decision, and the tree's highlight with it. */
  wait = (SeekWait) { player, nodes[target].first_event + 1, g_get_monotonic_time () + 5 * G_USEC_PER_SEC };
  lab_test_wait_until (seeked_or_late, &wait);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, nodes[target].first_event + 1);
  g_assert_cmpuint (lab_search_tree_view_get_current_node (tree), ==, target);
  g_assert_true (gtk_widget_has_focus (canvas));

  lab_test_discard_and_destroy (window);
#else
  g_test_skip ("needs X11");
#endif
}

/* Up the parent, Down the first child, Right and Left the siblings; the
 * player stays until Enter. */
static void
test_arrows (void)
{
  LabWindow *window = lab_test_record_lesson ("bt");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  LabSearchTreeView *tree = show_tree (window);
  const FutoTreeNode *nodes = futo_search_tree_get_nodes (lab_search_tree_view_get_tree (tree), NULL);
  size_t first, second;

  gtk_widget_grab_focus (lab_search_tree_view_get_canvas (tree));
  lab_search_tree_view_set_focus_node (tree, 0);
  g_assert_true (press (tree, GDK_KEY_Down));
  first = lab_search_tree_view_get_focus_node (tree);
  g_assert_cmpuint (first, ==, 1);
  g_assert_cmpint (nodes[first].parent, ==, 0);
  /* bt tries the first cell's values in turn: it has siblings. */
  g_assert_true (press (tree, GDK_KEY_Right));
  second = lab_search_tree_view_get_focus_node (tree);
  g_assert_cmpint ((int32_t) second, ==, nodes[first].next_sibling);
  g_assert_true (press (tree, GDK_KEY_Left));
  g_assert_cmpuint (lab_search_tree_view_get_focus_node (tree), ==, first);
  /* At the edge the key is taken and the focus stays. */
  g_assert_true (press (tree, GDK_KEY_Left));
  g_assert_cmpuint (lab_search_tree_view_get_focus_node (tree), ==, first);
  g_assert_true (press (tree, GDK_KEY_Down));
  g_assert_cmpint (nodes[lab_search_tree_view_get_focus_node (tree)].parent, ==, (int32_t) first);
  g_assert_true (press (tree, GDK_KEY_Up));
  g_assert_true (press (tree, GDK_KEY_Up));
  g_assert_cmpuint (lab_search_tree_view_get_focus_node (tree), ==, 0);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 0);

  /* + and − zoom, 0 fits again. */
  {
    double width = lab_search_tree_view_get_leaf_width (tree);

    g_assert_true (press (tree, GDK_KEY_plus));
    g_assert_cmpfloat (lab_search_tree_view_get_leaf_width (tree), >, width);
    g_assert_true (press (tree, GDK_KEY_minus));
    g_assert_true (press (tree, GDK_KEY_minus));
    g_assert_cmpfloat (lab_search_tree_view_get_leaf_width (tree), <, width);
    g_assert_true (press (tree, GDK_KEY_0));
    g_assert_cmpfloat (fabs (lab_search_tree_view_get_leaf_width (tree) - width), <, 1e-9);
  }

  lab_test_discard_and_destroy (window);
}

/* Forward checking on the 9×9 showcase: hundreds of thousands of
 * decisions, millions of events. The tree counts its nodes as the run's
 * statistics do, a deep dead end is found, shown and gone to, and the
 * player's moves are followed. */
static void
test_large (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_app_document ("showcase-9x9.txt");
  LabWindow *window = lab_test_record (document, "fc");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  LabSearchTreeView *tree = show_tree (window);
  const FutoSearchTree *search = lab_search_tree_view_get_tree (tree);
  const FutoTreeNode *nodes = futo_search_tree_get_nodes (search, NULL);
  FutoRunOptions options;
  FutoRunResult result;
  FutoTreeTotals totals;
  size_t target;
  double x, y;

  futo_run_options_init (&options);
  options.solution_limit = 1;
  options.seed = 1;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_find ("fc"), futoshiki_trace_player_get_puzzle (player), &options, &result);
  futo_search_tree_get_totals (search, &totals);
  g_test_message ("fc on the 9×9: %" G_GUINT64_FORMAT " nodes, %" G_GUINT64_FORMAT " dead ends, "
                  "%" G_GUINT64_FORMAT " events", totals.nodes, totals.dead_ends,
                  futoshiki_trace_player_get_length (player));
  g_assert_cmpuint (totals.nodes, ==, result.stats.nodes);
  g_assert_cmpuint (totals.nodes, >, 100000);
  futo_run_result_clear (&result);

  target = some_dead_end (search, 0);
  lab_search_tree_view_set_leaf_width (tree, 40);
  lab_search_tree_view_set_level_height (tree, 30);
  lab_search_tree_view_activate_node (tree, target);
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, nodes[target].first_event + 1);
  assert_in_view (tree, target);
  g_assert_true (lab_search_tree_view_get_node_point (tree, target, &x, &y));
  g_assert_cmpuint (lab_search_tree_view_node_at (tree, x, y), ==, target);

  futoshiki_trace_player_set_position (player, futoshiki_trace_player_get_length (player) - 1);
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_cmpuint (lab_search_tree_view_get_current_node (tree), ==,
                    expected_node (tree, futoshiki_trace_player_get_position (player)));
  assert_in_view (tree, lab_search_tree_view_get_current_node (tree));

  lab_test_discard_and_destroy (window);
}

/* Simulated annealing builds no tree and says so; nor does a run
 * without decisions. */
static void
test_local_search (void)
{
  LabWindow *window = lab_test_record_lesson ("sa");
  LabSearchTreeView *tree = show_tree (window);
  GtkWidget *stack = lab_test_find_descendant (GTK_WIDGET (tree), GTK_TYPE_STACK);

  g_assert_true (futo_search_tree_is_empty (lab_search_tree_view_get_tree (tree)));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "none");
  g_assert_cmpuint (lab_search_tree_view_get_current_node (tree), ==, SIZE_MAX);
  lab_test_discard_and_destroy (window);

  /* BFS deduction makes no decision: a root alone, said so too. */
  window = lab_test_record_lesson ("bfs");
  tree = show_tree (window);
  stack = lab_test_find_descendant (GTK_WIDGET (tree), GTK_TYPE_STACK);
  g_assert_cmpuint (futo_search_tree_get_n_nodes (lab_search_tree_view_get_tree (tree)), ==, 1);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "none");
  lab_test_discard_and_destroy (window);
}

static gboolean
both_ready (gpointer data)
{
  return lab_tree_compare_get_arranged (data);
}

/* Backtracking beside forward checking, each fitted, then at one scale:
 * the smaller tree looks smaller. */
static void
test_compare (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  LabWindow *window = lab_test_record_lesson ("fc");
  LabSearchTreeView *tree = show_tree (window);
  LabTreeCompare *compare;
  LabSearchTreeView *left, *right;
  FutoTreeTotals fc, bt;

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (tree), "search-tree.compare", NULL));
  compare = LAB_TREE_COMPARE (lab_test_find_toplevel (LAB_TYPE_TREE_COMPARE, NULL));
  g_assert_nonnull (compare);
  g_assert_cmpstr (lab_tree_compare_get_algorithm_id (compare), ==, "bt");
  lab_test_wait_until (both_ready, compare);
  left = lab_tree_compare_get_tree (compare, 0);
  right = lab_tree_compare_get_tree (compare, 1);
  futo_search_tree_get_totals (lab_search_tree_view_get_tree (left), &fc);
  futo_search_tree_get_totals (lab_search_tree_view_get_tree (right), &bt);
  g_test_message ("fc: %" G_GUINT64_FORMAT " decisions, bt: %" G_GUINT64_FORMAT, fc.decisions, bt.decisions);
  g_assert_cmpuint (fc.decisions, <, bt.decisions);
  /* By default each tree fits its side: fc's is not a sliver, and the
   * note says how the two compare. */
  g_assert_false (lab_tree_compare_get_same_scale (compare));
  g_assert_cmpfloat (lab_search_tree_view_get_leaf_width (left), >, lab_search_tree_view_get_leaf_width (right));
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (compare), "The right tree has"));
  lab_test_shoot_after_frames (GTK_WIDGET (compare), "tree-compare-fitted.png", 4);

  /* Same Scale: one scale for both. */
  lab_tree_compare_set_same_scale (compare, TRUE);
  lab_test_wait_until (both_ready, compare);
  lab_test_wait_for_frames (GTK_WIDGET (compare), 2);
  g_assert_cmpfloat (lab_search_tree_view_get_leaf_width (left), ==, lab_search_tree_view_get_leaf_width (right));
  g_assert_cmpfloat (lab_search_tree_view_get_level_height (left), ==, lab_search_tree_view_get_level_height (right));
  /* The wider tree, bt's, shows whole; fc's root stands on top. */
  {
    double x, y;

    g_assert_true (lab_search_tree_view_get_node_point (left, 0, &x, &y));
    g_assert_cmpfloat (fabs (x - gtk_widget_get_width (lab_search_tree_view_get_canvas (left)) / 2.0), <, 1);
  }
  lab_test_shoot_after_frames (GTK_WIDGET (compare), "tree-compare.png", 4);

  /* Zooming one zooms both. */
  lab_search_tree_view_zoom (left, 2);
  g_assert_cmpfloat (lab_search_tree_view_get_leaf_width (left), ==, lab_search_tree_view_get_leaf_width (right));

  /* Another method records again. */
  lab_tree_compare_set_algorithm_id (compare, "mac");
  g_assert_false (lab_search_tree_view_get_ready (right));
  lab_test_wait_until (both_ready, compare);
  g_assert_cmpstr (futoshiki_trace_player_get_algorithm_id (lab_tree_compare_get_player (compare)), ==, "mac");

  lab_test_destroy_window (GTK_WINDOW (compare), TRUE);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  lab_test_discard_and_destroy (window);
}

static gboolean
merged_drawn (gpointer data)
{
  FutoMergedTreeDrawn drawn;

  lab_merged_tree_view_get_drawn (data, &drawn);
  return drawn.shared > 0;
}

/* The merged tree of bt and fc on the lesson's 6×6: the counts of the
 * comparison, both runs' nodes drawn (fc's are all shared: its tree is a
 * part of bt's), the view remembered when the window opens again. */
static void
test_compare_merged (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  LabWindow *window = lab_test_record_lesson ("bt");
  LabSearchTreeView *tree = show_tree (window);
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  LabTreeCompare *compare;
  LabMergedTreeView *merged_view;
  const FutoMergedTree *merged;
  FutoTreeComparison expected, got;
  FutoMergedTreeDrawn drawn;

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (tree), "search-tree.compare", NULL));
  compare = LAB_TREE_COMPARE (lab_test_find_toplevel (LAB_TYPE_TREE_COMPARE, NULL));
  g_assert_cmpstr (lab_tree_compare_get_algorithm_id (compare), ==, "fc");
  gtk_window_set_default_size (GTK_WINDOW (compare), 1200, 760);
  lab_test_wait_until (both_ready, compare);
  g_assert_false (lab_tree_compare_get_merged (compare));

  lab_tree_compare_set_merged (compare, TRUE);
  {
    g_autofree char *view = g_settings_get_string (settings, "tree-compare-view");

    g_assert_cmpstr (view, ==, "merged");
  }
  merged_view = lab_tree_compare_get_merged_view (compare);
  merged = lab_merged_tree_view_get_merged (merged_view);
  g_assert_nonnull (merged);
  g_assert_true (futo_search_tree_compare (lab_search_tree_view_get_tree (lab_tree_compare_get_tree (compare, 0)),
                                           lab_search_tree_view_get_tree (lab_tree_compare_get_tree (compare, 1)),
                                           &expected, NULL, NULL));
  futo_merged_tree_get_comparison (merged, &got);
  g_assert_cmpuint (got.shared, ==, expected.shared);
  g_assert_cmpuint (got.only_first, ==, expected.only_first);
  g_assert_cmpuint (got.only_second, ==, expected.only_second);
  g_assert_cmpuint (expected.shared, >, 1);
  g_assert_cmpuint (expected.only_first, >, 0);
  lab_test_wait_until (merged_drawn, merged_view);
  lab_merged_tree_view_get_drawn (merged_view, &drawn);
  g_assert_cmpuint (drawn.first, >, 0);
  g_assert_true (drawn.divergence);
  lab_test_wait_for_frames (GTK_WIDGET (compare), 2);
  g_assert_false (gtk_widget_get_mapped (lab_test_find_label_containing (GTK_WIDGET (compare), "Same Scale")));
  lab_test_shoot_after_frames (GTK_WIDGET (compare), "tree-merged-bt-fc.png", 4);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  lab_test_shoot_after_frames (GTK_WIDGET (compare), "tree-merged-bt-fc-dark.png", 4);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  /* A node of bt's own, clicked in the merged tree, takes the player
   * beside the board (bt's run) to its moment; a shared node too. */
  {
    FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
    const FutoSearchTree *bt = lab_search_tree_view_get_tree (lab_tree_compare_get_tree (compare, 0));
    const FutoTreeNode *bt_nodes = futo_search_tree_get_nodes (bt, NULL);
    int32_t own = futo_merged_tree_get_origin (merged, (size_t) got.first_own_child, 0);
    int32_t shared = futo_merged_tree_get_origin (merged, (size_t) got.divergence_first, 0);

    g_assert_cmpint (got.first_own_child, >=, 0);
    g_assert_cmpint (own, >, 0);
    lab_merged_tree_view_activate_node (merged_view, (size_t) got.first_own_child);
    g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, bt_nodes[own].first_event + 1);
    g_assert_cmpuint (lab_search_tree_view_get_current_node (tree), ==, (size_t) own);
    g_assert_cmpint (shared, >, 0);
    lab_merged_tree_view_activate_node (merged_view, (size_t) got.divergence_first);
    g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, bt_nodes[shared].first_event + 1);
    /* Nothing is under a point above the tree, in the legend's margin. */
    g_assert_cmpuint (lab_merged_tree_view_node_at (merged_view, 2, 2), ==, SIZE_MAX);
  }
  /* Zoomed in, the drawing keeps both runs' marks apart. */
  lab_merged_tree_view_zoom (merged_view, 6);
  lab_test_shoot_after_frames (GTK_WIDGET (compare), "tree-merged-bt-fc-zoomed.png", 4);
  lab_test_destroy_window (GTK_WINDOW (compare), TRUE);

  /* Opened again: the merged view, as left. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (tree), "search-tree.compare", NULL));
  compare = LAB_TREE_COMPARE (lab_test_find_toplevel (LAB_TYPE_TREE_COMPARE, NULL));
  g_assert_true (lab_tree_compare_get_merged (compare));
  lab_tree_compare_set_merged (compare, FALSE);
  {
    g_autofree char *view = g_settings_get_string (settings, "tree-compare-view");

    g_assert_cmpstr (view, ==, "pair");
  }
  lab_test_destroy_window (GTK_WINDOW (compare), TRUE);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  lab_test_discard_and_destroy (window);
}

/* Repeated failures of bt on the lesson's 6×6: the popover lists the
 * groups, the largest share first; choosing one marks exactly its
 * subtrees in the tree. */
static void
test_similar (void)
{
  LabWindow *window = lab_test_record_lesson ("bt");
  LabSearchTreeView *tree = show_tree (window);
  LabSimilarList *list = lab_search_tree_view_get_similar_list (tree);
  const FutoSearchTree *search = lab_search_tree_view_get_tree (tree);
  const FutoTreeNode *nodes;
  const guint8 *marks;
  const guint32 *members;
  gsize n_members = 0, n_nodes = 0, marked = 0, expected = 0;
  GtkWidget *button;

  gtk_window_set_default_size (GTK_WINDOW (window), 1180, 940);
  g_assert_null (lab_search_tree_view_get_marks (tree));
  button = lab_test_find_descendant (GTK_WIDGET (tree), GTK_TYPE_MENU_BUTTON);
  g_assert_nonnull (button);
  /* Found when the popover first shows; a popover under Xvfb has no
   * monitor to place it on, so the test asks as showing would. */
  g_assert_cmpuint (lab_similar_list_get_n_groups (list), ==, 0);
  lab_similar_list_update (list);
  g_assert_cmpuint (lab_similar_list_get_n_groups (list), >, 0);
  g_assert_nonnull (lab_test_find_label_containing (GTK_WIDGET (list), "the same way"));

  lab_similar_list_select (list, 0);
  members = lab_similar_list_get_members (list, &n_members);
  g_assert_cmpuint (n_members, >=, 2);
  marks = lab_search_tree_view_get_marks (tree);
  g_assert_nonnull (marks);
  nodes = futo_search_tree_get_nodes (search, &n_nodes);
  for (gsize k = 0; k < n_members; k++)
    expected += nodes[members[k]].subtree;
  for (gsize i = 0; i < n_nodes; i++)
    {
      gboolean under = FALSE;

      for (gsize k = 0; k < n_members && !under; k++)
        under = futo_tree_node_is_ancestor (nodes, members[k], i);
      g_assert_cmpint (marks[i], ==, under);
      marked += marks[i];
    }
  g_assert_cmpuint (marked, ==, expected);
  {
    /* The panel scrolled down to the tree, as in the other pictures. */
    GtkWidget *scroller = lab_test_find_descendant (GTK_WIDGET (lab_test_visualizer (window)),
                                                    GTK_TYPE_SCROLLED_WINDOW);
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

    lab_test_wait_for_frames (GTK_WIDGET (window), 3);
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  }
  lab_test_shoot_after_frames (GTK_WIDGET (window), "tree-similar-bt.png", 4);

  lab_similar_list_select (list, -1);
  g_assert_null (lab_search_tree_view_get_marks (tree));
  lab_test_discard_and_destroy (window);
}

/* The tree of bt and of fc on the lesson's 6×6, light and dark, at the
 * first dead end. */
static void
test_screenshots (void)
{
  static const struct { const char *algorithm; gboolean dark; } shots[] = {
    { "bt", FALSE },
    { "fc", FALSE },
    { "bt", TRUE },
    { "fc", TRUE },
  };
  AdwStyleManager *manager = adw_style_manager_get_default ();

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      g_autofree char *name = NULL;
      LabSearchTreeView *tree;
      LabWindow *window;
      GtkWidget *scroller;
      GtkAdjustment *adjustment;

      adw_style_manager_set_color_scheme (manager, shots[i].dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                                 : ADW_COLOR_SCHEME_FORCE_LIGHT);
      window = lab_test_record_lesson (shots[i].algorithm);
      gtk_window_set_default_size (GTK_WINDOW (window), 1180, 940);
      tree = show_tree (window);
      lab_test_activate (window, "trace-next-backtrack", NULL);
      lab_test_activate (window, "trace-next-backtrack", NULL);
      /* The panel scrolled down to the tree. */
      scroller = lab_test_find_descendant (GTK_WIDGET (lab_test_visualizer (window)), GTK_TYPE_SCROLLED_WINDOW);
      adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      lab_test_wait_for_frames (GTK_WIDGET (window), 3);
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
      gtk_widget_grab_focus (lab_search_tree_view_get_canvas (tree));
      /* Close enough to the dead end to read its marks: zooming keeps
       * the keyboard's node, the current one, where it is. */
      g_assert_cmpuint (lab_search_tree_view_get_focus_node (tree), ==, lab_search_tree_view_get_current_node (tree));
      lab_search_tree_view_zoom (tree, 12);
      lab_test_wait_for_frames (GTK_WIDGET (window), 2);
      assert_in_view (tree, lab_search_tree_view_get_current_node (tree));
      name = g_strdup_printf ("tree-%s%s.png", shots[i].algorithm, shots[i].dark ? "-dark" : "");
      lab_test_shoot_after_frames (GTK_WIDGET (window), name, 4);
      lab_test_discard_and_destroy (window);
    }
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

static void
add_tests (void)
{
  g_test_add_func ("/search-tree/follows-player", test_follows_player);
  g_test_add_func ("/search-tree/seeks", test_seeks);
  g_test_add_func ("/search-tree/real-click", test_real_click);
  g_test_add_func ("/search-tree/arrows", test_arrows);
  g_test_add_func ("/search-tree/large", test_large);
  g_test_add_func ("/search-tree/local-search", test_local_search);
  g_test_add_func ("/search-tree/compare", test_compare);
  g_test_add_func ("/search-tree/compare-merged", test_compare_merged);
  g_test_add_func ("/search-tree/similar", test_similar);
  g_test_add_func ("/search-tree/screenshots", test_screenshots);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
