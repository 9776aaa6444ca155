/* lab-search-tree.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search tree of the visualizer's run: one node per decision, children
 * in the order tried, dead ends marked with why, solutions as leaves. The
 * tree is built once per recording, in the background (FutoshikiRunTree); a
 * frame only asks the renderer (futo-render-tree) to draw what falls in
 * the window, which culls and collapses on its own, so that a run of a
 * million decisions draws as fast as a small one. This widget keeps the
 * view (a FutoTreeView: the scale and the tree point at the canvas's top
 * left) and the two marked nodes: the player's (found for each move by
 * the tree's lookup of events, and kept in view) and the keyboard's.
 *
 * Both ways: the player moves the highlight; a click on a node, or Enter
 * on the keyboard's node, moves the player there, and with it the board,
 * the timeline and the log. The arrows walk the tree (Up the parent, Down
 * the first child, Left and Right the siblings), drag or scroll pans,
 * Ctrl+scroll, a pinch or + and − zoom, 0 shows the whole tree.
 *
 * GTK 4.8 cannot give a screen reader parts of a drawing as children, so
 * the node the keyboard is on is the canvas's accessible name, and is
 * written under the tree: "r3c5 = 4, depth 7, refuted: r4c5 has no value
 * left".
 */
#define G_LOG_DOMAIN "lab-search-tree"

#include "config.h"

#include <math.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "futo-render-tree.h"
#include "futoshiki-run-tree.h"
#include "lab-search-tree-view.h"
#include "lab-tree-overview.h"
#include "futoshiki-trace-sentence.h"

/* Zoom limits in device pixels per leaf across and per level down, and
 * the step of + and −. Levels never get closer than a node needs, nor
 * farther apart than reads well: zooming in past that widens only. */
#define MIN_LEAF_WIDTH   1e-9
#define MAX_LEAF_WIDTH   400.0
/* How far the labels may grow for a room, and never shrink below a desk's. */
#define MIN_TEXT_SCALE   1.0
#define MAX_TEXT_SCALE   4.0
#define MIN_LEVEL_HEIGHT 10.0
#define MAX_LEVEL_HEIGHT 44.0
#define ZOOM_STEP        1.25
/* Pixels a scroll step pans, and the margin kept around the player's node. */
#define SCROLL_STEP 40.0
#define KEEP_MARGIN 40.0
/* A press that moves less than this is a click, not a drag. */
#define CLICK_SLOP 4.0

struct _LabSearchTreeView
{
  LabTraceView     parent_instance;

  FutoshikiRunTree      *run_tree;
  GSignalGroup    *run_tree_signals;
  /* The run tree's, once built; NULL before and for a local search. */
  const FutoSearchTree *tree;
  const FutoTreeNode   *nodes;
  size_t           n_nodes;
  FutoTreeView     view;
  /* Until the person zooms or pans, the whole tree is fitted. */
  gboolean         fitted;
  size_t           current;
  size_t           focus;
  /* The view as the drag began, and the leaf width as the pinch began. */
  FutoTreeView     drag_view;
  double           pinch_leaf_width;
  /* Where the pointer is over the canvas, for Ctrl+scroll. */
  double           pointer_x;
  double           pointer_y;

  /* Template children */
  GtkStack        *stack;
  GtkWidget       *canvas;
  GtkLabel        *caption_label;
  GtkLabel        *none_label;
  GtkWidget       *compare_button;
  LabTreeOverview *overview;
  LabSimilarList  *similar_list;
  /* The subtrees of the chosen group of repeated failures, one byte a
   * node; NULL when none is chosen. */
  guint8          *marks;
  /* Labels, nodes and the caption grow by this much where the tree is
   * read from afar (presentation mode); 1 at a desk. */
  double           text_scale;
};

G_DEFINE_FINAL_TYPE (LabSearchTreeView, lab_search_tree_view, LAB_TYPE_TRACE_VIEW)

enum {
  PROP_0,
  PROP_LEAF_WIDTH,
  PROP_LEVEL_HEIGHT,
  PROP_FOCUS_NODE,
  PROP_READY,
  PROP_TEXT_SCALE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  COMPARE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
lab_search_tree_view_new (void)
{
  return g_object_new (LAB_TYPE_SEARCH_TREE_VIEW, NULL);
}

const FutoSearchTree *
lab_search_tree_view_get_tree (LabSearchTreeView *self)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE_VIEW (self), NULL);
  return self->tree;
}

GtkWidget *
lab_search_tree_view_get_canvas (LabSearchTreeView *self)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE_VIEW (self), NULL);
  return self->canvas;
}

const FutoTreeView *
lab_search_tree_view_get_view (LabSearchTreeView *self)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE_VIEW (self), NULL);
  return &self->view;
}

static void pan_by       (LabSearchTreeView *self,
                          double         dx,
                          double         dy);
static void keep_in_view (LabSearchTreeView *self,
                          size_t         node);

static FutoshikiTracePlayer *
player_of (LabSearchTreeView *self)
{
  return lab_trace_view_get_player (LAB_TRACE_VIEW (self));
}

static void
style_of (LabSearchTreeView *self,
          FutoTreeStyle *style)
{
  if (adw_style_manager_get_dark (adw_style_manager_get_default ()))
    futo_render_tree_style_init_dark (style);
  else
    futo_render_tree_style_init_light (style);
  /* The cells named as the texts beside the tree name them. */
  /* Translators: the letter before a cell's row, as in r3c5 (German Z3S5) */
  style->row_prefix = C_("cell", "r");
  /* Translators: the letter before a cell's column, as in r3c5 (German Z3S5) */
  style->column_prefix = C_("cell", "c");
  /* Translators: the root of a search tree, before any decision */
  style->root_label = C_("search tree", "start");
  style->font_size *= self->text_scale;
  style->node_radius *= self->text_scale;
}

double
lab_search_tree_view_get_text_scale (LabSearchTreeView *self)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE_VIEW (self), 1.0);

  return self->text_scale;
}

/* Scales the labels, the nodes and the caption under the tree: a room
 * reads the tree from its seats at 2 or more. The tree's own scale (leaf
 * width, level height) stays the person's. */
void
lab_search_tree_view_set_text_scale (LabSearchTreeView *self,
                                     double             text_scale)
{
  g_autoptr(PangoAttrList) attrs = NULL;

  g_return_if_fail (LAB_IS_SEARCH_TREE_VIEW (self));

  text_scale = CLAMP (text_scale, MIN_TEXT_SCALE, MAX_TEXT_SCALE);
  if (self->text_scale == text_scale)
    return;
  self->text_scale = text_scale;
  if (text_scale != 1.0)
    {
      attrs = pango_attr_list_new ();
      pango_attr_list_insert (attrs, pango_attr_scale_new (text_scale));
    }
  gtk_label_set_attributes (self->caption_label, attrs);
  gtk_widget_queue_draw (self->canvas);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT_SCALE]);
}

/* The view: tree units to canvas pixels and back */

static double
canvas_width (LabSearchTreeView *self)
{
  return MAX (gtk_widget_get_width (self->canvas), 1);
}

static double
canvas_height (LabSearchTreeView *self)
{
  return MAX (gtk_widget_get_height (self->canvas), 1);
}

static void
notify_scale (LabSearchTreeView *self,
              double         old_leaf_width,
              double         old_level_height)
{
  if (self->view.leaf_width != old_leaf_width)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEAF_WIDTH]);
  if (self->view.level_height != old_level_height)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL_HEIGHT]);
}

/* The whole tree in the canvas; no redraw, for the draw function. */
static void
fit_view (LabSearchTreeView *self)
{
  double leaf_width = self->view.leaf_width, level_height = self->view.level_height;

  self->fitted = TRUE;
  if (self->tree == NULL || self->n_nodes == 0)
    return;
  futo_render_tree_view_fit (&self->view, self->tree, canvas_width (self), canvas_height (self));
  /* A small tree is not blown up past a readable size. */
  if (self->view.level_height > MAX_LEVEL_HEIGHT || self->view.leaf_width > MAX_LEAF_WIDTH)
    {
      double factor = MIN (MAX_LEVEL_HEIGHT / self->view.level_height, MAX_LEAF_WIDTH / self->view.leaf_width);

      futo_render_tree_view_zoom (&self->view, MIN (factor, 1), MIN (factor, 1), canvas_width (self) / 2, 0);
    }
  notify_scale (self, leaf_width, level_height);
}

static void
show_whole_tree (LabSearchTreeView *self)
{
  fit_view (self);
  gtk_widget_queue_draw (self->canvas);
}

void
lab_search_tree_view_show_whole (LabSearchTreeView *self)
{
  g_return_if_fail (LAB_IS_SEARCH_TREE_VIEW (self));
  show_whole_tree (self);
}

void
lab_search_tree_view_show_root (LabSearchTreeView *self)
{
  double x, y;

  g_return_if_fail (LAB_IS_SEARCH_TREE_VIEW (self));

  if (self->n_nodes == 0)
    return;
  futo_render_tree_view_node_position (&self->view, self->tree, 0, &x, &y);
  self->fitted = FALSE;
  pan_by (self, x - canvas_width (self) / 2, y - self->view.level_height / 2);
}

/* Zooms by factor keeping the tree point under the canvas point x, y;
 * the levels follow within their limits. */
static void
zoom_around (LabSearchTreeView *self,
             double         factor,
             double         x,
             double         y)
{
  double leaf_width = self->view.leaf_width, level_height = self->view.level_height;
  double factor_x, factor_y;

  factor_x = CLAMP (leaf_width * factor, MIN_LEAF_WIDTH, MAX_LEAF_WIDTH) / leaf_width;
  factor_y = CLAMP (level_height * factor, MIN (MIN_LEVEL_HEIGHT, level_height),
                    MAX (MAX_LEVEL_HEIGHT, level_height)) / level_height;
  if (factor_x == 1 && factor_y == 1)
    return;
  futo_render_tree_view_zoom (&self->view, factor_x, factor_y, x, y);
  self->fitted = FALSE;
  gtk_widget_queue_draw (self->canvas);
  notify_scale (self, leaf_width, level_height);
}

double
lab_search_tree_view_get_leaf_width (LabSearchTreeView *self)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE_VIEW (self), 1);
  return self->view.leaf_width;
}

void
lab_search_tree_view_set_leaf_width (LabSearchTreeView *self,
                                     double         leaf_width)
{
  double old = self->view.leaf_width;

  g_return_if_fail (LAB_IS_SEARCH_TREE_VIEW (self));

  leaf_width = CLAMP (leaf_width, MIN_LEAF_WIDTH, MAX_LEAF_WIDTH);
  if (leaf_width == old)
    return;
  futo_render_tree_view_zoom (&self->view, leaf_width / old, 1, canvas_width (self) / 2, canvas_height (self) / 2);
  self->fitted = FALSE;
  gtk_widget_queue_draw (self->canvas);
  notify_scale (self, old, self->view.level_height);
}

double
lab_search_tree_view_get_level_height (LabSearchTreeView *self)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE_VIEW (self), 1);
  return self->view.level_height;
}

void
lab_search_tree_view_set_level_height (LabSearchTreeView *self,
                                       double         level_height)
{
  double old = self->view.level_height;

  g_return_if_fail (LAB_IS_SEARCH_TREE_VIEW (self));

  if (level_height <= 0 || level_height == old)
    return;
  futo_render_tree_view_zoom (&self->view, 1, level_height / old, canvas_width (self) / 2, 0);
  self->fitted = FALSE;
  gtk_widget_queue_draw (self->canvas);
  notify_scale (self, self->view.leaf_width, old);
}

/* Buttons and keys zoom around the keyboard's node while it is on
 * screen, so that the node one is looking at stays put; else around the
 * middle. */
void
lab_search_tree_view_zoom (LabSearchTreeView *self,
                           double         factor)
{
  double x = canvas_width (self) / 2, y = canvas_height (self) / 2, node_x, node_y;

  g_return_if_fail (LAB_IS_SEARCH_TREE_VIEW (self));
  g_return_if_fail (factor > 0);

  if (self->focus != SIZE_MAX && lab_search_tree_view_get_node_point (self, self->focus, &node_x, &node_y)
      && node_x >= 0 && node_x <= canvas_width (self) && node_y >= 0 && node_y <= canvas_height (self))
    x = node_x, y = node_y;
  zoom_around (self, factor, x, y);
  if (self->focus != SIZE_MAX)
    keep_in_view (self, self->focus);
}

static void
pan_by (LabSearchTreeView *self,
        double         dx,
        double         dy)
{
  self->view.x += dx / self->view.leaf_width;
  self->view.y += dy / self->view.level_height;
  self->fitted = FALSE;
  gtk_widget_queue_draw (self->canvas);
}

gboolean
lab_search_tree_view_get_node_point (LabSearchTreeView *self,
                                     size_t         node,
                                     double        *x,
                                     double        *y)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE_VIEW (self), FALSE);

  if (self->tree == NULL || node >= self->n_nodes)
    return FALSE;
  futo_render_tree_view_node_position (&self->view, self->tree, node, x, y);
  return TRUE;
}

/* Keeps node a margin inside the canvas: once it comes closer to an edge
 * than that, it goes back to the middle along that axis. Panning only as
 * far as the margin kept the node at the edge the search was heading for,
 * its branch and label half out of sight, while the next nodes came
 * from there too. */
static void
keep_in_view (LabSearchTreeView *self,
              size_t         node)
{
  double x, y, margin, dx = 0, dy = 0;

  /* A fitted tree shows every node; and one not yet on screen has no
   * size to keep a node inside. */
  if (self->fitted || !gtk_widget_get_realized (self->canvas)
      || !lab_search_tree_view_get_node_point (self, node, &x, &y))
    return;
  margin = MIN (KEEP_MARGIN, MIN (canvas_width (self), canvas_height (self)) / 4);
  if (x < margin || x > canvas_width (self) - margin)
    dx = x - canvas_width (self) / 2;
  if (y < margin || y > canvas_height (self) - margin)
    dy = y - canvas_height (self) / 2;
  if (dx != 0 || dy != 0)
    pan_by (self, dx, dy);
}

size_t
lab_search_tree_view_node_at (LabSearchTreeView *self,
                              double         x,
                              double         y)
{
  FutoTreeStyle style;

  g_return_val_if_fail (LAB_IS_SEARCH_TREE_VIEW (self), SIZE_MAX);

  if (self->tree == NULL || self->n_nodes == 0)
    return SIZE_MAX;
  style_of (self, &style);
  return futo_render_tree_node_at (self->tree, &self->view, self->current, &style, x, y);
}

/* The marked nodes */

char *
lab_search_tree_view_describe_node (LabSearchTreeView *self,
                                    size_t         node)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE_VIEW (self), NULL);

  if (self->tree == NULL || node >= self->n_nodes)
    return NULL;
  return futoshiki_trace_describe_tree_node (futoshiki_trace_player_get_puzzle (player_of (self)), &self->nodes[node]);
}

/* The keyboard's node, said under the tree and as the canvas's name: a
 * screen reader speaks the name of the focused object when it changes,
 * so the arrows are heard, while steps with the focus elsewhere stay
 * quiet here (the panel's status says them). */
static void
update_caption (LabSearchTreeView *self)
{
  g_autofree char *text = NULL;

  if (self->focus != SIZE_MAX)
    text = lab_search_tree_view_describe_node (self, self->focus);
  gtk_label_set_text (self->caption_label, text != NULL ? text : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->canvas),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text != NULL ? text : _("Search tree"),
                                  -1);
}

size_t
lab_search_tree_view_get_focus_node (LabSearchTreeView *self)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE_VIEW (self), SIZE_MAX);
  return self->focus;
}

void
lab_search_tree_view_set_focus_node (LabSearchTreeView *self,
                                     size_t         node)
{
  g_return_if_fail (LAB_IS_SEARCH_TREE_VIEW (self));

  if (node >= self->n_nodes)
    node = SIZE_MAX;
  if (self->focus == node)
    return;
  self->focus = node;
  if (node != SIZE_MAX)
    keep_in_view (self, node);
  update_caption (self);
  gtk_widget_queue_draw (self->canvas);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOCUS_NODE]);
}

size_t
lab_search_tree_view_get_current_node (LabSearchTreeView *self)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE_VIEW (self), SIZE_MAX);
  return self->current;
}

/* The position that shows node: right after its decision, the root
 * before anything happened. */
static guint64
node_position (LabSearchTreeView *self,
               size_t         node)
{
  return node == 0 ? 0 : self->nodes[node].first_event + 1;
}

void
lab_search_tree_view_activate_node (LabSearchTreeView *self,
                                    size_t         node)
{
  g_return_if_fail (LAB_IS_SEARCH_TREE_VIEW (self));

  if (player_of (self) == NULL || node >= self->n_nodes)
    return;
  lab_search_tree_view_set_focus_node (self, node);
  futoshiki_trace_player_set_playing (player_of (self), FALSE);
  futoshiki_trace_player_set_position (player_of (self), node_position (self, node));
}

/* Following the player */

static void
lab_search_tree_view_position_changed (LabTraceView *view)
{
  LabSearchTreeView *self = LAB_SEARCH_TREE_VIEW (view);
  size_t node;

  if (self->n_nodes == 0)
    return;
  node = futoshiki_run_tree_node_at_position (self->run_tree, futoshiki_trace_player_get_position (player_of (self)));
  if (node == self->current)
    return;
  /* The keyboard's node goes along, unless it was moved away: then the
   * person is looking elsewhere in the tree and Enter takes them there. */
  if (self->focus == self->current)
    {
      self->current = node;
      lab_search_tree_view_set_focus_node (self, node);
    }
  else
    self->current = node;
  lab_tree_overview_set_current (self->overview, node);
  keep_in_view (self, node);
  gtk_widget_queue_draw (self->canvas);
}

/* What the panel shows in place of a tree, or the tree. */
static void
update_page (LabSearchTreeView *self)
{
  FutoshikiTracePlayer *player = player_of (self);
  const char *text;

  if (player == NULL)
    text = _("Record a run to see its search tree.");
  else if (futoshiki_trace_player_get_local_search (player))
    /* Translators: shown instead of the search tree for simulated
     * annealing and the cat swarm */
    text = _("A local search builds no search tree: it changes a whole board step by step. "
             "Its energy over the run is drawn above.");
  else if (self->tree == NULL)
    text = _("Building the search tree…");
  else if (self->n_nodes <= 1)
    /* Translators: shown instead of the search tree when a run made no
     * decision (the BFS deduction, or a puzzle solved by propagation) */
    text = _("This run made no decision: its deduction went round after round on one board, "
             "so its tree is the root alone.");
  else
    text = NULL;
  if (text != NULL)
    gtk_label_set_text (self->none_label, text);
  gtk_stack_set_visible_child_name (self->stack, text != NULL ? "none" : "tree");
}

/* A group of repeated failures chosen: its subtrees marked, the first
 * in view. */
static void
on_group_selected (LabSearchTreeView *self)
{
  gsize n = 0;
  const guint32 *members = lab_similar_list_get_members (self->similar_list, &n);

  g_clear_pointer (&self->marks, g_free);
  if (members != NULL && n > 0 && self->nodes != NULL)
    {
      self->marks = g_malloc0 (self->n_nodes);
      for (gsize k = 0; k < n; k++)
        memset (self->marks + members[k], 1, self->nodes[members[k]].subtree);
      self->fitted = FALSE;
      futo_render_tree_view_center_on (&self->view, self->tree, members[0]);
    }
  gtk_widget_queue_draw (self->canvas);
}

/* The marks of the chosen group, or NULL: what the tree draws marked. */
const guint8 *
lab_search_tree_view_get_marks (LabSearchTreeView *self)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE_VIEW (self), NULL);
  return self->marks;
}

LabSimilarList *
lab_search_tree_view_get_similar_list (LabSearchTreeView *self)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE_VIEW (self), NULL);
  return self->similar_list;
}

static void
on_tree_ready (LabSearchTreeView *self)
{
  self->tree = self->run_tree != NULL ? futoshiki_run_tree_get_tree (self->run_tree) : NULL;
  self->nodes = self->tree != NULL ? futo_search_tree_get_nodes (self->tree, &self->n_nodes) : NULL;
  if (self->tree == NULL)
    self->n_nodes = 0;
  g_clear_pointer (&self->marks, g_free);
  lab_similar_list_set_tree (self->similar_list, self->tree);
  self->current = self->focus = SIZE_MAX;
  lab_tree_overview_set_tree (self->overview, self->n_nodes > 1 ? self->tree : NULL);
  update_page (self);
  show_whole_tree (self);
  lab_search_tree_view_position_changed (LAB_TRACE_VIEW (self));
  update_caption (self);
  gtk_widget_queue_draw (self->canvas);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READY]);
}

/* The tree of a big run takes a while and a good deal of memory: it is
 * built when the tree is first shown, not for every recording. */
static void
follow_run_tree (LabSearchTreeView *self,
                 gboolean       again)
{
  FutoshikiTracePlayer *player = player_of (self);
  FutoshikiRunTree *run_tree = player != NULL && gtk_widget_get_mapped (GTK_WIDGET (self))
                         ? futoshiki_run_tree_get_for_player (player) : NULL;

  if (run_tree == self->run_tree && !again)
    return;
  self->run_tree = run_tree;
  g_signal_group_set_target (self->run_tree_signals, run_tree);
  on_tree_ready (self);
}

static void
lab_search_tree_view_player_changed (LabTraceView *view)
{
  /* Another recording: the old tree goes even while hidden. */
  follow_run_tree (LAB_SEARCH_TREE_VIEW (view), TRUE);
}

static void
lab_search_tree_view_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (lab_search_tree_view_parent_class)->map (widget);
  follow_run_tree (LAB_SEARCH_TREE_VIEW (widget), FALSE);
}

gboolean
lab_search_tree_view_get_ready (LabSearchTreeView *self)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE_VIEW (self), FALSE);
  return self->tree != NULL;
}

/* Drawing */

static void
draw_focus (LabSearchTreeView *self,
            cairo_t       *cr,
            const GdkRGBA *color)
{
  double x, y;

  if (self->focus == SIZE_MAX || !gtk_widget_has_focus (self->canvas)
      || !lab_search_tree_view_get_node_point (self, self->focus, &x, &y))
    return;
  /* A dashed square: it differs in shape from every mark of the tree. */
  cairo_save (cr);
  cairo_set_dash (cr, (double[]) { 3, 2 }, 2, 0);
  cairo_set_line_width (cr, 1.5);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_rectangle (cr, x - 9, y - 9, 18, 18);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_canvas (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        data)
{
  LabSearchTreeView *self = data;
  GtkStyleContext *context = gtk_widget_get_style_context (self->canvas);
  FutoTreeStyle style;
  GdkRGBA fg, accent;

  if (self->tree == NULL || self->n_nodes == 0)
    return;
  /* A fitted tree stays fitted as the canvas changes size. */
  if (self->fitted && (self->view.width != width || self->view.height != height))
    fit_view (self);
  self->view.width = width;
  self->view.height = height;
  gtk_style_context_get_color (context, &fg);
  if (!gtk_style_context_lookup_color (context, "accent_color", &accent))
    accent = fg;
  style_of (self, &style);
  style.current = (FutoColor) { accent.red, accent.green, accent.blue, accent.alpha };
  if (self->marks != NULL)
    {
      /* The repeats in the tree's own purple, apart from its blue, red,
       * green and the accent of the current path. */
      FutoColor repeat = adw_style_manager_get_dark (adw_style_manager_get_default ())
                           ? (FutoColor) { 0.86, 0.64, 1.0, 1.0 } : (FutoColor) { 0.57, 0.25, 0.67, 1.0 };

      futo_render_tree_marked (cr, self->tree, &self->view, self->current, &style, self->marks, repeat);
    }
  else
    futo_render_tree (cr, self->tree, &self->view, self->current, &style);
  draw_focus (self, cr, &fg);
  /* The overview frames what this frame showed. */
  lab_tree_overview_set_view (self->overview, &self->view);
}

/* Input */

static void
zoom_in_clicked (LabSearchTreeView *self)
{
  lab_search_tree_view_zoom (self, ZOOM_STEP);
}

static void
zoom_out_clicked (LabSearchTreeView *self)
{
  lab_search_tree_view_zoom (self, 1 / ZOOM_STEP);
}

static void
fit_clicked (LabSearchTreeView *self)
{
  show_whole_tree (self);
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               LabSearchTreeView  *self)
{
  self->drag_view = self->view;
  gtk_widget_grab_focus (self->canvas);
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                LabSearchTreeView  *self)
{
  if (fabs (dx) < CLICK_SLOP && fabs (dy) < CLICK_SLOP)
    return;
  self->view.x = self->drag_view.x - dx / self->view.leaf_width;
  self->view.y = self->drag_view.y - dy / self->view.level_height;
  self->fitted = FALSE;
  gtk_widget_queue_draw (self->canvas);
}

/* A press that hardly moved is a click: it goes to the node under it. */
static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             LabSearchTreeView  *self)
{
  double x, y;
  size_t node;

  if (fabs (dx) >= CLICK_SLOP || fabs (dy) >= CLICK_SLOP)
    return;
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  node = lab_search_tree_view_node_at (self, x, y);
  if (node != SIZE_MAX)
    lab_search_tree_view_activate_node (self, node);
}

/* The overview points at node: the view goes there, close enough to
 * read it when it showed the whole tree. */
static void
show_node (LabSearchTreeView *self,
           size_t             node)
{
  double leaf_width = self->view.leaf_width, level_height = self->view.level_height;

  if (self->tree == NULL || node >= self->n_nodes)
    return;
  if (self->fitted)
    {
      self->view.leaf_width = MAX (leaf_width, 16);
      self->view.level_height = CLAMP (level_height, 24, MAX_LEVEL_HEIGHT);
    }
  futo_render_tree_view_center_on (&self->view, self->tree, node);
  self->fitted = FALSE;
  gtk_widget_queue_draw (self->canvas);
  notify_scale (self, leaf_width, level_height);
}

static void
overview_pointed (LabSearchTreeView *self,
                  guint64            node)
{
  show_node (self, (size_t) node);
}

/* A click there: the view and the player go to the node. */
static void
overview_activated (LabSearchTreeView *self,
                    guint64            node)
{
  show_node (self, (size_t) node);
  lab_search_tree_view_activate_node (self, (size_t) node);
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           LabSearchTreeView            *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if (state & GDK_CONTROL_MASK)
    {
      /* Around the pointer, as maps zoom. */
      zoom_around (self, pow (ZOOM_STEP, -dy), self->pointer_x, self->pointer_y);
      return TRUE;
    }
  if (state & GDK_SHIFT_MASK && dx == 0)
    dx = dy, dy = 0;
  pan_by (self, dx * SCROLL_STEP, dy * SCROLL_STEP);
  return TRUE;
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           LabSearchTreeView            *self)
{
  self->pointer_x = x;
  self->pointer_y = y;
}

static void
on_pinch_begin (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                LabSearchTreeView    *self)
{
  self->pinch_leaf_width = self->view.leaf_width;
}

static void
on_pinch (GtkGestureZoom *gesture,
          double          scale,
          LabSearchTreeView  *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    x = canvas_width (self) / 2, y = canvas_height (self) / 2;
  zoom_around (self, self->pinch_leaf_width * scale / self->view.leaf_width, x, y);
}

/* The arrows walk the tree as it is drawn: the root on top, children
 * left to right in the order tried. */
static size_t
neighbour (LabSearchTreeView *self,
           guint          keyval)
{
  size_t node = self->focus;
  int32_t parent, child;

  if (node == SIZE_MAX)
    return self->current != SIZE_MAX ? self->current : 0;
  parent = self->nodes[node].parent;
  switch (keyval)
    {
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      return parent >= 0 ? (size_t) parent : SIZE_MAX;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      child = futo_tree_node_first_child (self->nodes, node);
      return child >= 0 ? (size_t) child : SIZE_MAX;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      return self->nodes[node].next_sibling >= 0 ? (size_t) self->nodes[node].next_sibling : SIZE_MAX;
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      /* Siblings link forward only: walk from the first, at most the
       * board's size of them (binary branching has two). */
      if (parent < 0)
        return SIZE_MAX;
      for (child = futo_tree_node_first_child (self->nodes, parent); child >= 0;
           child = self->nodes[child].next_sibling)
        if (self->nodes[child].next_sibling == (int32_t) node)
          return (size_t) child;
      return SIZE_MAX;
    default:
      return SIZE_MAX;
    }
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                LabSearchTreeView         *self)
{
  if (self->tree == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    {
      /* Shift goes to the window: Shift+arrows step one event. */
      if (self->tree != NULL && (keyval == GDK_KEY_plus || keyval == GDK_KEY_KP_Add))
        {
          zoom_in_clicked (self);
          return TRUE;
        }
      return FALSE;
    }
  switch (keyval)
    {
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      {
        size_t next = neighbour (self, keyval);

        /* At the edge of the tree the focus stays, and the key is still
         * taken: it must not step the player instead. */
        if (next != SIZE_MAX)
          lab_search_tree_view_set_focus_node (self, next);
        else
          gtk_widget_error_bell (self->canvas);
        return TRUE;
      }
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      if (self->focus == SIZE_MAX)
        return FALSE;
      lab_search_tree_view_activate_node (self, self->focus);
      return TRUE;
    case GDK_KEY_plus:
    case GDK_KEY_equal:
    case GDK_KEY_KP_Add:
      zoom_in_clicked (self);
      return TRUE;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
      zoom_out_clicked (self);
      return TRUE;
    case GDK_KEY_0:
    case GDK_KEY_KP_0:
      show_whole_tree (self);
      return TRUE;
    default:
      return FALSE;
    }
}

/* Another method's tree beside this one: whoever shows this tree opens
 * the comparison (the visualizer, in a window of its own), since the
 * comparison's panes are trees like this one. */
static void
compare_activated (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  LabSearchTreeView *self = LAB_SEARCH_TREE_VIEW (widget);

  if (player_of (self) != NULL)
    g_signal_emit (self, signals[COMPARE], 0);
}

void
lab_search_tree_view_set_show_compare (LabSearchTreeView *self,
                                       gboolean       show)
{
  g_return_if_fail (LAB_IS_SEARCH_TREE_VIEW (self));
  gtk_widget_set_visible (self->compare_button, show);
}

static void
on_focus_changed (LabSearchTreeView *self)
{
  /* The focus ring is drawn on the keyboard's node only while the canvas
   * has the focus. */
  gtk_widget_queue_draw (self->canvas);
}

/* The object */

static void
lab_search_tree_view_dispose (GObject *object)
{
  LabSearchTreeView *self = LAB_SEARCH_TREE_VIEW (object);

  g_clear_object (&self->run_tree_signals);
  g_clear_pointer (&self->marks, g_free);
  if (self->similar_list != NULL)
    lab_similar_list_set_tree (self->similar_list, NULL);
  self->run_tree = NULL;
  if (self->overview != NULL)
    lab_tree_overview_set_tree (self->overview, NULL);
  self->tree = NULL;
  self->nodes = NULL;
  self->n_nodes = 0;
  gtk_widget_dispose_template (GTK_WIDGET (self), LAB_TYPE_SEARCH_TREE_VIEW);

  G_OBJECT_CLASS (lab_search_tree_view_parent_class)->dispose (object);
}

static void
lab_search_tree_view_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  LabSearchTreeView *self = LAB_SEARCH_TREE_VIEW (object);

  switch (prop_id)
    {
    case PROP_LEAF_WIDTH:
      g_value_set_double (value, self->view.leaf_width);
      break;

    case PROP_LEVEL_HEIGHT:
      g_value_set_double (value, self->view.level_height);
      break;

    case PROP_READY:
      g_value_set_boolean (value, self->tree != NULL);
      break;

    case PROP_TEXT_SCALE:
      g_value_set_double (value, self->text_scale);
      break;

    case PROP_FOCUS_NODE:
      g_value_set_uint64 (value, self->focus == SIZE_MAX ? G_MAXUINT64 : self->focus);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_search_tree_view_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  LabSearchTreeView *self = LAB_SEARCH_TREE_VIEW (object);

  switch (prop_id)
    {
    case PROP_LEAF_WIDTH:
      lab_search_tree_view_set_leaf_width (self, g_value_get_double (value));
      break;

    case PROP_LEVEL_HEIGHT:
      lab_search_tree_view_set_level_height (self, g_value_get_double (value));
      break;

    case PROP_TEXT_SCALE:
      lab_search_tree_view_set_text_scale (self, g_value_get_double (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_search_tree_view_class_init (LabSearchTreeViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  LabTraceViewClass *view_class = LAB_TRACE_VIEW_CLASS (klass);

  object_class->dispose = lab_search_tree_view_dispose;
  g_type_ensure (LAB_TYPE_SIMILAR_LIST);
  object_class->get_property = lab_search_tree_view_get_property;
  object_class->set_property = lab_search_tree_view_set_property;
  widget_class->map = lab_search_tree_view_map;
  view_class->player_changed = lab_search_tree_view_player_changed;
  view_class->position_changed = lab_search_tree_view_position_changed;

  /* The scale, device pixels per leaf across and per level down: two
   * trees bound on both show two runs at the same scale. */
  properties[PROP_LEAF_WIDTH] =
    g_param_spec_double ("leaf-width", NULL, NULL, MIN_LEAF_WIDTH, MAX_LEAF_WIDTH, 16,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LEVEL_HEIGHT] =
    g_param_spec_double ("level-height", NULL, NULL, 1e-3, 1e6, 32,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_READY] =
    g_param_spec_boolean ("ready", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TEXT_SCALE] =
    g_param_spec_double ("text-scale", NULL, NULL, MIN_TEXT_SCALE, MAX_TEXT_SCALE, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* G_MAXUINT64 for none. */
  properties[PROP_FOCUS_NODE] =
    g_param_spec_uint64 ("focus-node", NULL, NULL, 0, G_MAXUINT64, G_MAXUINT64,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "searchtree");
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/search-tree/lab-search-tree-view.ui");
  gtk_widget_class_bind_template_child (widget_class, LabSearchTreeView, stack);
  gtk_widget_class_bind_template_child (widget_class, LabSearchTreeView, canvas);
  gtk_widget_class_bind_template_child (widget_class, LabSearchTreeView, caption_label);
  gtk_widget_class_bind_template_child (widget_class, LabSearchTreeView, none_label);
  gtk_widget_class_bind_template_child (widget_class, LabSearchTreeView, compare_button);
  gtk_widget_class_bind_template_child (widget_class, LabSearchTreeView, overview);
  gtk_widget_class_bind_template_child (widget_class, LabSearchTreeView, similar_list);
  gtk_widget_class_bind_template_callback (widget_class, on_group_selected);
  gtk_widget_class_install_action (widget_class, "search-tree.compare", NULL, compare_activated);
  /**
   * LabSearchTreeView::compare:
   *
   * The user asked for another method's tree beside this one.
   */
  signals[COMPARE] = g_signal_new ("compare", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_bind_template_callback (widget_class, zoom_in_clicked);
  gtk_widget_class_bind_template_callback (widget_class, zoom_out_clicked);
  gtk_widget_class_bind_template_callback (widget_class, fit_clicked);
  gtk_widget_class_bind_template_callback (widget_class, overview_activated);
  gtk_widget_class_bind_template_callback (widget_class, overview_pointed);
  g_type_ensure (LAB_TYPE_TREE_OVERVIEW);
}

static void
lab_search_tree_view_init (LabSearchTreeView *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *pinch = gtk_gesture_zoom_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->view = (FutoTreeView) { .leaf_width = 16, .level_height = 32, .width = 1, .height = 1 };
  self->fitted = TRUE;
  self->text_scale = 1.0;
  self->run_tree_signals = g_signal_group_new (FUTOSHIKI_TYPE_RUN_TREE);
  g_signal_group_connect_object (self->run_tree_signals, "notify::ready",
                                 G_CALLBACK (on_tree_ready), self, G_CONNECT_SWAPPED);
  self->current = self->focus = SIZE_MAX;
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->canvas), draw_canvas, self, NULL);
  update_page (self);

  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  g_signal_connect (pinch, "begin", G_CALLBACK (on_pinch_begin), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (on_pinch), self);
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "enter", G_CALLBACK (on_motion), self);
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (self->canvas, GTK_EVENT_CONTROLLER (drag));
  gtk_widget_add_controller (self->canvas, GTK_EVENT_CONTROLLER (pinch));
  gtk_widget_add_controller (self->canvas, scroll);
  gtk_widget_add_controller (self->canvas, keys);
  gtk_widget_add_controller (self->canvas, focus);
  gtk_widget_add_controller (self->canvas, motion);
}
