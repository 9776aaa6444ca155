/* lab-tree-overview.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The compressed pixel tree (futo-render-overview.h) of the search tree
 * view's tree, in a strip under it: a row a depth, the nodes in preorder
 * binned into the strip's pixel columns, so that a run of ten million
 * nodes reads at a glance. It marks the player's node (a ring and a line
 * down its column) and frames what the tree view shows; a click goes to
 * the node of the bin under it (::activate-node: the view moves there and
 * the player seeks it), a drag moves the view along (::point-node).
 *
 * The bins are counted for the strip's size in device pixels. They are
 * counted again when the size settles, a little after the last change, so
 * that dragging a pane's edge does not walk ten million nodes at every
 * frame: meanwhile the old bins are drawn stretched.
 */
#define G_LOG_DOMAIN "lab-tree-overview"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "lab-tree-overview.h"

/* How long the size must stay before the bins are counted again. */
#define REBUILD_DELAY_MS 150
/* A press that moves less than this is a click, not a drag. */
#define CLICK_SLOP 4.0

struct _LabTreeOverview
{
  GtkDrawingArea        parent_instance;

  const FutoSearchTree *tree;
  FutoTreeOverview     *overview;
  /* The size in device pixels the bins were asked for. */
  int                   built_columns;
  int                   built_rows;
  guint                 rebuild_id;
  size_t                current;
  gboolean              has_view;
  FutoTreeView          view;
  FutoOverviewWindow    window;
  double                drag_x;
  double                drag_y;
};

G_DEFINE_FINAL_TYPE (LabTreeOverview, lab_tree_overview, GTK_TYPE_DRAWING_AREA)

enum {
  ACTIVATE_NODE,
  POINT_NODE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
lab_tree_overview_new (void)
{
  return g_object_new (LAB_TYPE_TREE_OVERVIEW, NULL);
}

static void
clear_overview (LabTreeOverview *self)
{
  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  g_clear_pointer (&self->overview, futo_render_overview_free);
  self->built_columns = self->built_rows = 0;
}

static void
update_window (LabTreeOverview *self)
{
  if (self->overview != NULL && self->has_view)
    futo_render_overview_window_of (self->overview, &self->view, &self->window);
}

/* The bins for the widget's size now. */
static void
rebuild (LabTreeOverview *self)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int columns = MAX (gtk_widget_get_width (GTK_WIDGET (self)) * scale, 1);
  int rows = MAX (gtk_widget_get_height (GTK_WIDGET (self)) * scale, 1);

  g_clear_pointer (&self->overview, futo_render_overview_free);
  self->built_columns = columns;
  self->built_rows = rows;
  if (self->tree != NULL)
    self->overview = futo_render_overview_new (self->tree, columns, rows);
  update_window (self);
}

static gboolean
rebuild_later (gpointer data)
{
  LabTreeOverview *self = data;

  self->rebuild_id = 0;
  rebuild (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

/* The first bins at once; those of a new size once it settles. */
static void
ensure_bins (LabTreeOverview *self)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int width = gtk_widget_get_width (GTK_WIDGET (self)), height = gtk_widget_get_height (GTK_WIDGET (self));

  if (self->tree == NULL || width <= 0 || height <= 0)
    return;
  if (self->overview == NULL)
    {
      g_clear_handle_id (&self->rebuild_id, g_source_remove);
      rebuild (self);
    }
  else if ((self->built_columns != width * scale || self->built_rows != height * scale) && self->rebuild_id == 0)
    self->rebuild_id = g_timeout_add (REBUILD_DELAY_MS, rebuild_later, self);
}

static void
lab_tree_overview_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  GTK_WIDGET_CLASS (lab_tree_overview_parent_class)->size_allocate (widget, width, height, baseline);
  ensure_bins (LAB_TREE_OVERVIEW (widget));
}

void
lab_tree_overview_set_tree (LabTreeOverview      *self,
                            const FutoSearchTree *tree)
{
  g_return_if_fail (LAB_IS_TREE_OVERVIEW (self));

  clear_overview (self);
  self->tree = tree;
  self->current = SIZE_MAX;
  self->has_view = FALSE;
  ensure_bins (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const FutoTreeOverview *
lab_tree_overview_get_overview (LabTreeOverview *self)
{
  g_return_val_if_fail (LAB_IS_TREE_OVERVIEW (self), NULL);
  return self->overview;
}

void
lab_tree_overview_set_current (LabTreeOverview *self,
                               size_t           node)
{
  g_return_if_fail (LAB_IS_TREE_OVERVIEW (self));

  if (self->current == node)
    return;
  self->current = node;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

size_t
lab_tree_overview_get_current (LabTreeOverview *self)
{
  g_return_val_if_fail (LAB_IS_TREE_OVERVIEW (self), SIZE_MAX);
  return self->current;
}

void
lab_tree_overview_set_view (LabTreeOverview    *self,
                            const FutoTreeView *view)
{
  FutoOverviewWindow before = self->window;

  g_return_if_fail (LAB_IS_TREE_OVERVIEW (self));

  if (view == NULL)
    {
      if (self->has_view)
        gtk_widget_queue_draw (GTK_WIDGET (self));
      self->has_view = FALSE;
      return;
    }
  if (self->has_view && memcmp (&self->view, view, sizeof *view) == 0)
    return;
  self->view = *view;
  self->has_view = TRUE;
  update_window (self);
  if (memcmp (&before, &self->window, sizeof before) != 0)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

size_t
lab_tree_overview_node_at (LabTreeOverview *self,
                           double           x,
                           double           y)
{
  g_return_val_if_fail (LAB_IS_TREE_OVERVIEW (self), SIZE_MAX);

  if (self->overview == NULL)
    return SIZE_MAX;
  return futo_render_overview_node_at (self->overview, gtk_widget_get_width (GTK_WIDGET (self)),
                                       gtk_widget_get_height (GTK_WIDGET (self)), x, y);
}

gboolean
lab_tree_overview_get_node_point (LabTreeOverview *self,
                                  size_t           node,
                                  double          *x,
                                  double          *y)
{
  int column, row, columns, rows;

  g_return_val_if_fail (LAB_IS_TREE_OVERVIEW (self), FALSE);

  if (self->overview == NULL || !futo_render_overview_bin_of (self->overview, node, &column, &row))
    return FALSE;
  futo_render_overview_get_bins (self->overview, &columns, &rows);
  *x = (column + 0.5) * gtk_widget_get_width (GTK_WIDGET (self)) / columns;
  *y = (row + 0.5) * gtk_widget_get_height (GTK_WIDGET (self)) / rows;
  return TRUE;
}

/* Drawing */

static void
draw (GtkDrawingArea *area,
      cairo_t        *cr,
      int             width,
      int             height,
      gpointer        data)
{
  LabTreeOverview *self = LAB_TREE_OVERVIEW (area);
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));
  FutoTreeStyle style;
  GdkRGBA fg, accent;

  if (self->overview == NULL)
    return;

  if (adw_style_manager_get_dark (adw_style_manager_get_default ()))
    futo_render_tree_style_init_dark (&style);
  else
    futo_render_tree_style_init_light (&style);
  gtk_style_context_get_color (context, &fg);
  if (!gtk_style_context_lookup_color (context, "accent_color", &accent))
    accent = fg;
  style.current = (FutoColor) { accent.red, accent.green, accent.blue, accent.alpha };
  style.text = (FutoColor) { fg.red, fg.green, fg.blue, fg.alpha };
  futo_render_overview (cr, self->overview, &style, width, height, self->current,
                        self->has_view ? &self->window : NULL);
}

/* Input */

static void
on_drag_begin (GtkGestureDrag  *gesture,
               double           x,
               double           y,
               LabTreeOverview *self)
{
  self->drag_x = x;
  self->drag_y = y;
}

static void
on_drag_update (GtkGestureDrag  *gesture,
                double           dx,
                double           dy,
                LabTreeOverview *self)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self)), height = gtk_widget_get_height (GTK_WIDGET (self));
  size_t node;

  if (fabs (dx) < CLICK_SLOP && fabs (dy) < CLICK_SLOP)
    return;
  /* Held inside, so that a drag past the end keeps the last column. */
  node = lab_tree_overview_node_at (self, CLAMP (self->drag_x + dx, 0, width - 1),
                                    CLAMP (self->drag_y + dy, 0, height - 1));
  if (node != SIZE_MAX)
    g_signal_emit (self, signals[POINT_NODE], 0, (guint64) node);
}

static void
on_drag_end (GtkGestureDrag  *gesture,
             double           dx,
             double           dy,
             LabTreeOverview *self)
{
  size_t node;

  if (fabs (dx) >= CLICK_SLOP || fabs (dy) >= CLICK_SLOP)
    return;
  node = lab_tree_overview_node_at (self, self->drag_x, self->drag_y);
  if (node != SIZE_MAX)
    g_signal_emit (self, signals[ACTIVATE_NODE], 0, (guint64) node);
}

/* The object */

static void
lab_tree_overview_dispose (GObject *object)
{
  LabTreeOverview *self = LAB_TREE_OVERVIEW (object);

  clear_overview (self);
  self->tree = NULL;

  G_OBJECT_CLASS (lab_tree_overview_parent_class)->dispose (object);
}

static void
lab_tree_overview_class_init (LabTreeOverviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lab_tree_overview_dispose;
  widget_class->size_allocate = lab_tree_overview_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "treeoverview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);

  /**
   * LabTreeOverview::activate-node:
   * @node: the node clicked, in the tree's preorder
   *
   * A click on the overview: go to node's moment.
   */
  signals[ACTIVATE_NODE] = g_signal_new ("activate-node", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT64);
  /**
   * LabTreeOverview::point-node:
   * @node: the node under the pointer
   *
   * A drag over the overview: show node in the tree's view.
   */
  signals[POINT_NODE] = g_signal_new ("point-node", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT64);
}

static void
lab_tree_overview_init (LabTreeOverview *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  self->current = SIZE_MAX;
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self), draw, NULL, NULL);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self),
                               _("The whole tree, a row for each depth: red where the search failed, "
                                 "green where it found a solution; click to go there, drag to move the tree"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Overview of the search tree"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Each row a depth, the nodes in the order searched from left to right"),
                                  -1);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
}
