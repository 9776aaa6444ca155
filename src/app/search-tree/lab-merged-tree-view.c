/* lab-merged-tree-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Merged view of Compare Search Trees: CP-Profiler's merged tree, the
 * part both runs searched drawn once and each run's own branches marked
 * (futo-render-tree-merged.h), with the legend in the top left corner
 * and the first divergence named where it is. The whole tree is fitted
 * until the reader zooms (scroll, or Ctrl and scroll for depth too) or
 * pans (drag); a double click fits it again. A click on a node asks for
 * it in the run it comes from (::activate-node): the first run's for what
 * both share, so that the player beside the board goes there.
 */
#define G_LOG_DOMAIN "lab-merged-tree-view"

#include "config.h"

#include <inttypes.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "lab-merged-tree-view.h"

#define MARGIN 12.0
#define ZOOM_STEP 1.25

struct _LabMergedTreeView
{
  GtkDrawingArea       parent_instance;

  FutoMergedTree      *merged;
  char                *first_name;
  char                *second_name;
  FutoTreeView         view;
  gboolean             fitted;     /* the view follows the size until the reader zooms or pans */
  FutoMergedTreeDrawn  drawn;
  double               drag_x, drag_y;
  /* Where the tree starts under the legend, as last drawn. */
  double               tree_top;
};

G_DEFINE_FINAL_TYPE (LabMergedTreeView, lab_merged_tree_view, GTK_TYPE_DRAWING_AREA)

enum {
  ACTIVATE_NODE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
draw (GtkDrawingArea *area,
      cairo_t        *cr,
      int             width,
      int             height,
      gpointer        data)
{
  LabMergedTreeView *self = LAB_MERGED_TREE_VIEW (area);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  FutoTreeStyle style;
  FutoMergedTreeStyle marks;
  FutoTreeComparison comparison;
  g_autofree char *first = NULL, *second = NULL, *shared = NULL, *divergence = NULL;
  double legend_width, legend_h;

  memset (&self->drawn, 0, sizeof self->drawn);
  if (self->merged == NULL)
    return;
  if (dark)
    {
      futo_render_tree_style_init_dark (&style);
      futo_render_merged_tree_style_init_dark (&marks);
    }
  else
    {
      futo_render_tree_style_init_light (&style);
      futo_render_merged_tree_style_init_light (&marks);
    }
  /* The same words as the tree beside the log (lab-search-tree-view.c). */
  style.row_prefix = C_("cell", "r");
  style.column_prefix = C_("cell", "c");
  style.root_label = C_("search tree", "start");
  futo_merged_tree_get_comparison (self->merged, &comparison);
  /* Translators: a line of the merged tree's legend; the method's name
   * and how many nodes only its run has */
  first = g_strdup_printf (_("Only %s: %'" PRIu64 " nodes (solid)"), self->first_name, comparison.only_first);
  second = g_strdup_printf (_("Only %s: %'" PRIu64 " nodes (dashed)"), self->second_name, comparison.only_second);
  shared = g_strdup_printf (_("In both: %'" PRIu64 " nodes"), comparison.shared);
  if (comparison.divergence_first >= 0)
    {
      char where[64];

      futo_render_tree_node_label_styled (futo_merged_tree_get_tree (self->merged), &style,
                                          (size_t) comparison.divergence_first, where, sizeof where);
      /* Translators: the merged tree's legend; the decision after which
       * the two runs differ first, e.g. "r1c1 = 1" */
      divergence = g_strdup_printf (_("First divergence: under %s"), where);
      marks.divergence_label = _("first divergence");
    }
  else
    divergence = g_strdup (_("The two runs searched the same tree"));
  marks.first_text = first;
  marks.second_text = second;
  marks.shared_text = shared;
  marks.divergence_text = divergence;

  futo_render_merged_tree_legend (NULL, 0, 0, &style, &marks, &legend_width, &legend_h);
  if (self->fitted)
    {
      futo_render_tree_view_fit (&self->view, futo_merged_tree_get_tree (self->merged),
                                 MAX (1.0, width - 2 * MARGIN), MAX (1.0, height - 2 * MARGIN - legend_h - MARGIN));
    }
  self->view.width = MAX (1.0, width - 2 * MARGIN);
  self->view.height = MAX (1.0, height - 2 * MARGIN - legend_h - MARGIN);
  self->tree_top = MARGIN + legend_h + MARGIN;
  cairo_save (cr);
  cairo_translate (cr, MARGIN, self->tree_top);
  futo_render_merged_tree (cr, self->merged, &self->view, &style, &marks, &self->drawn);
  cairo_restore (cr);
  futo_render_merged_tree_legend (cr, MARGIN, MARGIN, &style, &marks, NULL, NULL);
}

void
lab_merged_tree_view_zoom (LabMergedTreeView *self,
                           double             factor)
{
  g_return_if_fail (LAB_IS_MERGED_TREE_VIEW (self));
  g_return_if_fail (factor > 0);

  if (self->merged == NULL)
    return;
  self->fitted = FALSE;
  futo_render_tree_view_zoom (&self->view, factor, 1, self->view.width / 2, self->view.height / 2);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
lab_merged_tree_view_show_whole (LabMergedTreeView *self)
{
  g_return_if_fail (LAB_IS_MERGED_TREE_VIEW (self));

  self->fitted = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           LabMergedTreeView        *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  double factor = dy < 0 ? ZOOM_STEP : 1 / ZOOM_STEP;

  if (self->merged == NULL || dy == 0)
    return FALSE;
  self->fitted = FALSE;
  futo_render_tree_view_zoom (&self->view, factor, (state & GDK_CONTROL_MASK) ? factor : 1,
                              self->view.width / 2, self->view.height / 2);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static void
on_drag_begin (GtkGestureDrag    *gesture,
               double             x,
               double             y,
               LabMergedTreeView *self)
{
  self->drag_x = 0;
  self->drag_y = 0;
}

static void
on_drag_update (GtkGestureDrag    *gesture,
                double             x,
                double             y,
                LabMergedTreeView *self)
{
  if (self->merged == NULL)
    return;
  self->fitted = FALSE;
  self->view.x -= (x - self->drag_x) / self->view.leaf_width;
  self->view.y -= (y - self->drag_y) / self->view.level_height;
  self->drag_x = x;
  self->drag_y = y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_pressed (GtkGestureClick   *gesture,
            int                n_press,
            double             x,
            double             y,
            LabMergedTreeView *self)
{
  if (n_press == 2)
    lab_merged_tree_view_show_whole (self);
}

size_t
lab_merged_tree_view_node_at (LabMergedTreeView *self,
                              double             x,
                              double             y)
{
  FutoTreeStyle style;

  g_return_val_if_fail (LAB_IS_MERGED_TREE_VIEW (self), SIZE_MAX);

  if (self->merged == NULL)
    return SIZE_MAX;
  /* The shapes' sizes are the light style's and the dark one's alike. */
  futo_render_tree_style_init_light (&style);
  return futo_render_tree_node_at (futo_merged_tree_get_tree (self->merged), &self->view, SIZE_MAX, &style,
                                   x - MARGIN, y - self->tree_top);
}

void
lab_merged_tree_view_activate_node (LabMergedTreeView *self,
                                    size_t             node)
{
  int32_t origin;
  int run = 0;

  g_return_if_fail (LAB_IS_MERGED_TREE_VIEW (self));

  if (self->merged == NULL || node >= futo_search_tree_get_n_nodes (futo_merged_tree_get_tree (self->merged)))
    return;
  origin = futo_merged_tree_get_origin (self->merged, node, 0);
  if (origin < 0)
    {
      run = 1;
      origin = futo_merged_tree_get_origin (self->merged, node, 1);
    }
  if (origin >= 0)
    g_signal_emit (self, signals[ACTIVATE_NODE], 0, run, (guint64) origin);
}

/* A click that did not become a drag: the node under it. */
static void
on_released (GtkGestureClick   *gesture,
             int                n_press,
             double             x,
             double             y,
             LabMergedTreeView *self)
{
  size_t node;

  if (n_press != 1)
    return;
  node = lab_merged_tree_view_node_at (self, x, y);
  if (node != SIZE_MAX)
    lab_merged_tree_view_activate_node (self, node);
}

void
lab_merged_tree_view_set_trees (LabMergedTreeView    *self,
                                const FutoSearchTree *first,
                                const char           *first_name,
                                const FutoSearchTree *second,
                                const char           *second_name)
{
  g_return_if_fail (LAB_IS_MERGED_TREE_VIEW (self));

  g_clear_pointer (&self->merged, futo_merged_tree_free);
  g_clear_pointer (&self->first_name, g_free);
  g_clear_pointer (&self->second_name, g_free);
  if (first != NULL && second != NULL && !futo_search_tree_is_empty (first) && !futo_search_tree_is_empty (second))
    {
      self->merged = futo_merged_tree_new (first, second);
      self->first_name = g_strdup (first_name);
      self->second_name = g_strdup (second_name);
    }
  self->fitted = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const FutoMergedTree *
lab_merged_tree_view_get_merged (LabMergedTreeView *self)
{
  g_return_val_if_fail (LAB_IS_MERGED_TREE_VIEW (self), NULL);
  return self->merged;
}

void
lab_merged_tree_view_get_drawn (LabMergedTreeView   *self,
                                FutoMergedTreeDrawn *drawn)
{
  g_return_if_fail (LAB_IS_MERGED_TREE_VIEW (self) && drawn != NULL);
  *drawn = self->drawn;
}

GtkWidget *
lab_merged_tree_view_new (void)
{
  return g_object_new (LAB_TYPE_MERGED_TREE_VIEW, NULL);
}

static void
lab_merged_tree_view_finalize (GObject *object)
{
  LabMergedTreeView *self = LAB_MERGED_TREE_VIEW (object);

  g_clear_pointer (&self->merged, futo_merged_tree_free);
  g_free (self->first_name);
  g_free (self->second_name);

  G_OBJECT_CLASS (lab_merged_tree_view_parent_class)->finalize (object);
}

static void
lab_merged_tree_view_class_init (LabMergedTreeViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = lab_merged_tree_view_finalize;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);

  /**
   * LabMergedTreeView::activate-node:
   * @run: 0 for the first run, 1 for the second
   * @node: the node in that run's tree
   *
   * A click on a node: show it in the run it comes from, the first for
   * a node both runs share.
   */
  signals[ACTIVATE_NODE] = g_signal_new ("activate-node", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_UINT64);
}

static void
lab_merged_tree_view_init (LabMergedTreeView *self)
{
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *click = gtk_gesture_click_new ();

  self->fitted = TRUE;
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self), draw, NULL, NULL);
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  g_signal_connect (click, "released", G_CALLBACK (on_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Merged search tree of both runs"), -1);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (gtk_widget_queue_draw),
                           self, G_CONNECT_SWAPPED);
}
