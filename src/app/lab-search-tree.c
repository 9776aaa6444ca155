/* lab-search-tree.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search tree of the visualizer's run: one node per decision, children
 * in the order tried, dead ends marked with why, solutions as leaves. The
 * tree and its layout are made once per recording (src/core's
 * FutoSearchTree, src/render's tree layout); a frame only asks the renderer
 * to draw what falls in the window, which culls and collapses on its own,
 * so that a run of a million decisions draws as fast as a small one. This
 * widget keeps the view (a zoom and the point of the tree at the window's
 * top left) and the two marked nodes: the player's (found for each move in
 * the tree's index of events, and kept in view) and the keyboard's.
 *
 * Both ways: the player moves the highlight; a click on a node, or Enter
 * on the keyboard's node, moves the player there, and with it the board,
 * the timeline and the log. The arrows walk the tree (Up the parent, Down
 * the first child, Left and Right the siblings), drag or scroll pans,
 * Ctrl+scroll, a pinch or + and − zoom, 0 shows the whole tree.
 *
 * GTK 4.8 cannot give a screen reader parts of a drawing as children, so
 * the node the keyboard is on is said in the status line under the tree
 * (and as the canvas's description): "r3c5 = 4, depth 7, refuted: r4c5 has
 * no value left".
 */
#define G_LOG_DOMAIN "lab-search-tree"

#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "futo-render-tree.h"
#include "lab-search-tree.h"
#include "lab-trace-sentence.h"

/* Zoom limits, in pixels per layout unit, and the step of + and −. */
#define MIN_ZOOM  0.0005
#define MAX_ZOOM  64.0
#define ZOOM_STEP 1.25
/* Pixels a scroll step pans, and the margin kept around the player's node. */
#define SCROLL_STEP 40.0
#define KEEP_MARGIN 24.0
/* A press that moves less than this is a click, not a drag. */
#define CLICK_SLOP 4.0

struct _LabSearchTree
{
  LabTraceView     parent_instance;

  FutoSearchTree  *tree;
  FutoTreeLayout  *layout;
  double           zoom;
  /* The point of the layout at the canvas's top left. */
  double           origin_x;
  double           origin_y;
  /* Until the person zooms or pans, the whole tree is fitted. */
  gboolean         fitted;
  size_t           current;
  size_t           focus;
  /* The drag's start, and the zoom as the pinch began. */
  double           drag_origin_x;
  double           drag_origin_y;
  double           pinch_zoom;
  /* Where the pointer is over the canvas, for Ctrl+scroll. */
  double           pointer_x;
  double           pointer_y;

  /* Template children */
  GtkStack        *stack;
  GtkWidget       *canvas;
  GtkLabel        *caption_label;
  GtkLabel        *none_label;
};

G_DEFINE_FINAL_TYPE (LabSearchTree, lab_search_tree, LAB_TYPE_TRACE_VIEW)

enum {
  PROP_0,
  PROP_ZOOM,
  PROP_FOCUS_NODE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GtkWidget *
lab_search_tree_new (void)
{
  return g_object_new (LAB_TYPE_SEARCH_TREE, NULL);
}

const FutoSearchTree *
lab_search_tree_get_tree (LabSearchTree *self)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE (self), NULL);
  return self->tree;
}

GtkWidget *
lab_search_tree_get_canvas (LabSearchTree *self)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE (self), NULL);
  return self->canvas;
}

static LabTracePlayer *
player_of (LabSearchTree *self)
{
  return lab_trace_view_get_player (LAB_TRACE_VIEW (self));
}

/* The view: layout units to canvas pixels and back */

static double
canvas_width (LabSearchTree *self)
{
  return MAX (gtk_widget_get_width (self->canvas), 1);
}

static double
canvas_height (LabSearchTree *self)
{
  return MAX (gtk_widget_get_height (self->canvas), 1);
}

/* The zoom that shows the whole tree, capped so that a small tree is
 * not blown up past a readable size. */
static double
fit_zoom (LabSearchTree *self)
{
  double width, height;

  if (self->layout == NULL)
    return 1;
  futo_tree_layout_get_size (self->layout, &width, &height);
  return CLAMP (MIN (canvas_width (self) / MAX (width, 1), canvas_height (self) / MAX (height, 1)),
                MIN_ZOOM, 1.0);
}

static void
show_whole_tree (LabSearchTree *self)
{
  double width, height, zoom;

  if (self->layout == NULL)
    return;
  futo_tree_layout_get_size (self->layout, &width, &height);
  zoom = fit_zoom (self);
  self->origin_x = width / 2 - canvas_width (self) / zoom / 2;
  self->origin_y = 0;
  self->fitted = TRUE;
  if (self->zoom != zoom)
    {
      self->zoom = zoom;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
    }
  gtk_widget_queue_draw (self->canvas);
}

/* Zooms keeping the layout point under the canvas point x, y. */
static void
zoom_around (LabSearchTree *self,
             double         zoom,
             double         x,
             double         y)
{
  double world_x, world_y;

  zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);
  if (zoom == self->zoom)
    return;
  world_x = self->origin_x + x / self->zoom;
  world_y = self->origin_y + y / self->zoom;
  self->zoom = zoom;
  self->origin_x = world_x - x / zoom;
  self->origin_y = world_y - y / zoom;
  self->fitted = FALSE;
  gtk_widget_queue_draw (self->canvas);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

double
lab_search_tree_get_zoom (LabSearchTree *self)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE (self), 1);
  return self->zoom;
}

void
lab_search_tree_set_zoom (LabSearchTree *self,
                          double         zoom)
{
  g_return_if_fail (LAB_IS_SEARCH_TREE (self));
  zoom_around (self, zoom, canvas_width (self) / 2, canvas_height (self) / 2);
}

static void
pan_by (LabSearchTree *self,
        double         dx,
        double         dy)
{
  self->origin_x += dx / self->zoom;
  self->origin_y += dy / self->zoom;
  self->fitted = FALSE;
  gtk_widget_queue_draw (self->canvas);
}

gboolean
lab_search_tree_get_node_point (LabSearchTree *self,
                                size_t         node,
                                double        *x,
                                double        *y)
{
  double world_x, world_y;

  g_return_val_if_fail (LAB_IS_SEARCH_TREE (self), FALSE);

  if (self->layout == NULL || !futo_tree_layout_get_node_point (self->layout, node, &world_x, &world_y))
    return FALSE;
  *x = (world_x - self->origin_x) * self->zoom;
  *y = (world_y - self->origin_y) * self->zoom;
  return TRUE;
}

/* Pans the least that brings node into the canvas, a margin inside. */
static void
keep_in_view (LabSearchTree *self,
              size_t         node)
{
  double x, y, margin, dx = 0, dy = 0;

  if (!lab_search_tree_get_node_point (self, node, &x, &y))
    return;
  margin = MIN (KEEP_MARGIN, MIN (canvas_width (self), canvas_height (self)) / 4);
  if (x < margin)
    dx = x - margin;
  else if (x > canvas_width (self) - margin)
    dx = x - (canvas_width (self) - margin);
  if (y < margin)
    dy = y - margin;
  else if (y > canvas_height (self) - margin)
    dy = y - (canvas_height (self) - margin);
  if (dx != 0 || dy != 0)
    pan_by (self, dx, dy);
}

size_t
lab_search_tree_node_at (LabSearchTree *self,
                         double         x,
                         double         y)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE (self), FUTO_SEARCH_TREE_NONE);

  if (self->layout == NULL)
    return FUTO_SEARCH_TREE_NONE;
  return futo_tree_layout_hit (self->layout, self->origin_x + x / self->zoom,
                               self->origin_y + y / self->zoom, self->zoom);
}

/* The marked nodes */

char *
lab_search_tree_describe_node (LabSearchTree *self,
                               size_t         node)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE (self), NULL);

  if (self->tree == NULL || player_of (self) == NULL)
    return NULL;
  return lab_trace_describe_tree_node (lab_trace_player_get_puzzle (player_of (self)), self->tree, node);
}

/* The keyboard's node, said in the status line and as the canvas's
 * description so that a screen reader hears it as the focus moves. */
static void
update_caption (LabSearchTree *self)
{
  g_autofree char *text = NULL;

  if (self->focus != FUTO_SEARCH_TREE_NONE)
    text = lab_search_tree_describe_node (self, self->focus);
  if (text == NULL && self->tree != NULL)
    {
      FutoSearchTreeStats stats;

      futo_search_tree_get_stats (self->tree, &stats);
      /* Translators: the search tree's summary under it */
      text = g_strdup_printf (_("%'zu decisions · %'zu dead ends · %'zu solutions · depth %d"),
                              stats.nodes, stats.dead_ends, stats.solutions, stats.depth);
    }
  gtk_label_set_text (self->caption_label, text != NULL ? text : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->canvas),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text != NULL ? text : "",
                                  -1);
}

size_t
lab_search_tree_get_focus_node (LabSearchTree *self)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE (self), FUTO_SEARCH_TREE_NONE);
  return self->focus;
}

void
lab_search_tree_set_focus_node (LabSearchTree *self,
                                size_t         node)
{
  g_return_if_fail (LAB_IS_SEARCH_TREE (self));

  if (self->tree == NULL || node >= futo_search_tree_get_n_nodes (self->tree))
    node = FUTO_SEARCH_TREE_NONE;
  if (self->focus == node)
    return;
  self->focus = node;
  if (node != FUTO_SEARCH_TREE_NONE)
    keep_in_view (self, node);
  update_caption (self);
  gtk_widget_queue_draw (self->canvas);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOCUS_NODE]);
}

size_t
lab_search_tree_get_current_node (LabSearchTree *self)
{
  g_return_val_if_fail (LAB_IS_SEARCH_TREE (self), FUTO_SEARCH_TREE_NONE);
  return self->current;
}

void
lab_search_tree_activate_node (LabSearchTree *self,
                               size_t         node)
{
  g_return_if_fail (LAB_IS_SEARCH_TREE (self));

  if (self->tree == NULL || player_of (self) == NULL || node >= futo_search_tree_get_n_nodes (self->tree))
    return;
  lab_search_tree_set_focus_node (self, node);
  lab_trace_player_set_playing (player_of (self), FALSE);
  lab_trace_player_set_position (player_of (self), futo_search_tree_get_node_position (self->tree, node));
}

/* Following the player */

static void
lab_search_tree_position_changed (LabTraceView *view)
{
  LabSearchTree *self = LAB_SEARCH_TREE (view);
  size_t node;

  if (self->tree == NULL)
    return;
  node = futo_search_tree_node_at (self->tree, lab_trace_player_get_position (player_of (self)));
  if (node == self->current)
    return;
  /* The keyboard's node goes along, unless it was moved away: then the
   * person is looking elsewhere in the tree and Enter will take them. */
  if (self->focus == self->current)
    {
      self->current = node;
      lab_search_tree_set_focus_node (self, node);
    }
  else
    self->current = node;
  if (node != FUTO_SEARCH_TREE_NONE && !self->fitted)
    keep_in_view (self, node);
  gtk_widget_queue_draw (self->canvas);
}

static void
lab_search_tree_player_changed (LabTraceView *view)
{
  LabSearchTree *self = LAB_SEARCH_TREE (view);
  LabTracePlayer *player = player_of (self);

  g_clear_pointer (&self->layout, futo_tree_layout_free);
  g_clear_pointer (&self->tree, futo_search_tree_free);
  self->current = self->focus = FUTO_SEARCH_TREE_NONE;
  if (player != NULL && lab_trace_player_get_local_search (player))
    {
      /* Translators: shown instead of the search tree for simulated
       * annealing and the cat swarm */
      gtk_label_set_text (self->none_label,
                          _("A local search builds no search tree: it changes a whole board step by step. "
                            "Its energy over the run is drawn above."));
      gtk_stack_set_visible_child_name (self->stack, "none");
    }
  else if (player != NULL)
    {
      self->tree = futo_search_tree_new (lab_trace_player_get_trace (player));
      self->layout = futo_tree_layout_new (self->tree);
      gtk_stack_set_visible_child_name (self->stack, "tree");
      if (futo_search_tree_get_n_nodes (self->tree) == 0)
        {
          /* Translators: shown instead of the search tree when a run made
           * no decision (the BFS deduction, or a puzzle solved by
           * propagation alone) */
          gtk_label_set_text (self->none_label,
                              _("This run made no decision: deduction alone, round after round, "
                                "went as far as it did, so its tree is a single root."));
          gtk_stack_set_visible_child_name (self->stack, "none");
        }
    }
  else
    {
      gtk_label_set_text (self->none_label, _("Record a run to see its search tree."));
      gtk_stack_set_visible_child_name (self->stack, "none");
    }
  self->fitted = TRUE;
  show_whole_tree (self);
  lab_search_tree_position_changed (view);
  update_caption (self);
  gtk_widget_queue_draw (self->canvas);
}

/* Drawing */

static void
draw_canvas (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        data)
{
  LabSearchTree *self = data;
  FutoTreeDrawOptions options;
  GtkStyleContext *style = gtk_widget_get_style_context (self->canvas);
  GdkRGBA fg, accent;

  if (self->layout == NULL)
    return;
  /* A tree fitted to the canvas stays fitted as the canvas changes size. */
  if (self->fitted && self->zoom != fit_zoom (self))
    show_whole_tree (self);
  gtk_style_context_get_color (style, &fg);
  if (!gtk_style_context_lookup_color (style, "accent_color", &accent))
    accent = (GdkRGBA) { 0.21, 0.52, 0.89, 1.0 };

  futo_tree_draw_options_init (&options);
  options.view_x = self->origin_x;
  options.view_y = self->origin_y;
  options.view_width = width / self->zoom;
  options.view_height = height / self->zoom;
  options.zoom = self->zoom;
  options.current = self->current;
  options.focus = gtk_widget_has_focus (self->canvas) ? self->focus : FUTO_SEARCH_TREE_NONE;
  options.dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  futo_render_tree (cr, self->layout, &options);
}

/* Input */

static void
zoom_in_clicked (LabSearchTree *self)
{
  lab_search_tree_set_zoom (self, self->zoom * ZOOM_STEP);
}

static void
zoom_out_clicked (LabSearchTree *self)
{
  lab_search_tree_set_zoom (self, self->zoom / ZOOM_STEP);
}

static void
fit_clicked (LabSearchTree *self)
{
  show_whole_tree (self);
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               LabSearchTree  *self)
{
  self->drag_origin_x = self->origin_x;
  self->drag_origin_y = self->origin_y;
  gtk_widget_grab_focus (self->canvas);
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                LabSearchTree  *self)
{
  if (fabs (dx) < CLICK_SLOP && fabs (dy) < CLICK_SLOP)
    return;
  self->origin_x = self->drag_origin_x - dx / self->zoom;
  self->origin_y = self->drag_origin_y - dy / self->zoom;
  self->fitted = FALSE;
  gtk_widget_queue_draw (self->canvas);
}

/* A press that hardly moved is a click: it goes to the node under it. */
static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             LabSearchTree  *self)
{
  double x, y;
  size_t node;

  if (fabs (dx) >= CLICK_SLOP || fabs (dy) >= CLICK_SLOP)
    return;
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  node = lab_search_tree_node_at (self, x, y);
  if (node != FUTO_SEARCH_TREE_NONE)
    lab_search_tree_activate_node (self, node);
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           LabSearchTree            *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if (state & GDK_CONTROL_MASK)
    {
      /* Around the pointer, as maps zoom. */
      zoom_around (self, self->zoom * pow (ZOOM_STEP, -dy), self->pointer_x, self->pointer_y);
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
           LabSearchTree            *self)
{
  self->pointer_x = x;
  self->pointer_y = y;
}

static void
on_pinch_begin (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                LabSearchTree    *self)
{
  self->pinch_zoom = self->zoom;
}

static void
on_pinch (GtkGestureZoom *gesture,
          double          scale,
          LabSearchTree  *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    x = canvas_width (self) / 2, y = canvas_height (self) / 2;
  zoom_around (self, self->pinch_zoom * scale, x, y);
}

/* The arrows walk the tree as it is drawn: the root on top, children
 * left to right in the order tried. */
static size_t
neighbour (LabSearchTree *self,
           guint          keyval)
{
  size_t node = self->focus;

  if (node == FUTO_SEARCH_TREE_NONE)
    return self->current != FUTO_SEARCH_TREE_NONE ? self->current : 0;
  switch (keyval)
    {
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      return futo_search_tree_get_parent (self->tree, node);
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      return futo_search_tree_get_first_child (self->tree, node);
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      return futo_search_tree_get_previous_sibling (self->tree, node);
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      return futo_search_tree_get_next_sibling (self->tree, node);
    default:
      return FUTO_SEARCH_TREE_NONE;
    }
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                LabSearchTree         *self)
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
        if (next != FUTO_SEARCH_TREE_NONE)
          lab_search_tree_set_focus_node (self, next);
        else
          gtk_widget_error_bell (self->canvas);
        return TRUE;
      }
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
      if (self->focus == FUTO_SEARCH_TREE_NONE)
        return FALSE;
      lab_search_tree_activate_node (self, self->focus);
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

static void
on_focus_changed (LabSearchTree *self)
{
  /* The focus ring is drawn on the keyboard's node only while the canvas
   * has the focus. */
  gtk_widget_queue_draw (self->canvas);
}

/* The object */

static void
lab_search_tree_dispose (GObject *object)
{
  LabSearchTree *self = LAB_SEARCH_TREE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), LAB_TYPE_SEARCH_TREE);

  G_OBJECT_CLASS (lab_search_tree_parent_class)->dispose (object);
}

static void
lab_search_tree_finalize (GObject *object)
{
  LabSearchTree *self = LAB_SEARCH_TREE (object);

  g_clear_pointer (&self->layout, futo_tree_layout_free);
  g_clear_pointer (&self->tree, futo_search_tree_free);

  G_OBJECT_CLASS (lab_search_tree_parent_class)->finalize (object);
}

static void
lab_search_tree_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  LabSearchTree *self = LAB_SEARCH_TREE (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;

    case PROP_FOCUS_NODE:
      g_value_set_uint64 (value, self->focus == FUTO_SEARCH_TREE_NONE ? G_MAXUINT64 : self->focus);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_search_tree_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  LabSearchTree *self = LAB_SEARCH_TREE (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      lab_search_tree_set_zoom (self, g_value_get_double (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_search_tree_class_init (LabSearchTreeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  LabTraceViewClass *view_class = LAB_TRACE_VIEW_CLASS (klass);

  object_class->dispose = lab_search_tree_dispose;
  object_class->finalize = lab_search_tree_finalize;
  object_class->get_property = lab_search_tree_get_property;
  object_class->set_property = lab_search_tree_set_property;
  view_class->player_changed = lab_search_tree_player_changed;
  view_class->position_changed = lab_search_tree_position_changed;

  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, MIN_ZOOM, MAX_ZOOM, 1,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* G_MAXUINT64 for none. */
  properties[PROP_FOCUS_NODE] =
    g_param_spec_uint64 ("focus-node", NULL, NULL, 0, G_MAXUINT64, G_MAXUINT64,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "searchtree");
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/lab-search-tree.ui");
  gtk_widget_class_bind_template_child (widget_class, LabSearchTree, stack);
  gtk_widget_class_bind_template_child (widget_class, LabSearchTree, canvas);
  gtk_widget_class_bind_template_child (widget_class, LabSearchTree, caption_label);
  gtk_widget_class_bind_template_child (widget_class, LabSearchTree, none_label);
  gtk_widget_class_bind_template_callback (widget_class, zoom_in_clicked);
  gtk_widget_class_bind_template_callback (widget_class, zoom_out_clicked);
  gtk_widget_class_bind_template_callback (widget_class, fit_clicked);
}

static void
lab_search_tree_init (LabSearchTree *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *pinch = gtk_gesture_zoom_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->zoom = 1;
  self->fitted = TRUE;
  self->current = self->focus = FUTO_SEARCH_TREE_NONE;
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->canvas), draw_canvas, self, NULL);
  gtk_label_set_text (self->none_label, _("Record a run to see its search tree."));
  gtk_stack_set_visible_child_name (self->stack, "none");

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
