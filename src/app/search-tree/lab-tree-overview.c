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
 * From the keyboard a cursor does the same: it starts at the player's
 * node when the strip takes the focus, the arrows move it a bin (Up and
 * Down a depth; with Ctrl a tenth of the strip across), Home and End go
 * to the ends, the view follows it, and Enter or Space goes there.
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
/* Half the side of the keyboard cursor's square, in pixels. */
#define CURSOR_HALF 4.0

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
  /* The keyboard's bin, -1 until the strip first has the focus. */
  int                   cursor_column;
  int                   cursor_row;
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
  /* The cursor keeps its place along the strip at the new size. */
  if (self->cursor_column >= 0 && self->built_columns > 0 && self->built_rows > 0)
    {
      self->cursor_column = MIN (columns - 1, self->cursor_column * columns / self->built_columns);
      self->cursor_row = MIN (rows - 1, self->cursor_row * rows / self->built_rows);
    }
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
  self->cursor_column = self->cursor_row = -1;
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

/* The keyboard's bin: a square around it, larger than a bin of one
 * pixel, and the strip's outline while it has the focus. */
static void
draw_cursor (LabTreeOverview *self,
             cairo_t         *cr,
             int              width,
             int              height,
             const GdkRGBA   *fg)
{
  int columns, rows;
  double x, y;

  futo_render_overview_get_bins (self->overview, &columns, &rows);
  x = (self->cursor_column + 0.5) * width / columns;
  y = (self->cursor_row + 0.5) * height / rows;
  cairo_save (cr);
  gdk_cairo_set_source_rgba (cr, fg);
  cairo_set_line_width (cr, 2);
  cairo_rectangle (cr, 1, 1, width - 2, height - 2);
  cairo_stroke (cr);
  cairo_rectangle (cr, x - CURSOR_HALF, y - CURSOR_HALF, 2 * CURSOR_HALF, 2 * CURSOR_HALF);
  cairo_stroke (cr);
  cairo_restore (cr);
}

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
  if (gtk_widget_has_focus (GTK_WIDGET (self)) && self->cursor_column >= 0)
    draw_cursor (self, cr, width, height, &fg);
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

/* The keyboard */

static void
on_focus_enter (LabTreeOverview *self)
{
  if (self->overview == NULL)
    return;
  /* From the player's node, else from the start. */
  if (self->current == SIZE_MAX
      || !futo_render_overview_bin_of (self->overview, self->current, &self->cursor_column, &self->cursor_row))
    self->cursor_column = self->cursor_row = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_focus_leave (LabTreeOverview *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The next row down (or up) that holds other depths than row: rows are
 * device pixels, several to a depth on a shallow tree. */
static int
row_step (const FutoTreeOverview *overview,
          int                     row,
          int                     rows,
          int                     direction)
{
  int first, end, next = row;

  futo_render_overview_row_depths (overview, row, &first, &end);
  for (int candidate = row + direction; candidate >= 0 && candidate < rows; candidate += direction)
    {
      int candidate_first, candidate_end;

      next = candidate;
      futo_render_overview_row_depths (overview, candidate, &candidate_first, &candidate_end);
      if (candidate_first != first || candidate_end != end)
        break;
    }
  return next;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                LabTreeOverview       *self)
{
  int columns, rows, column, row, across;
  size_t node;

  if (self->overview == NULL)
    return FALSE;
  if (self->cursor_column < 0)
    on_focus_enter (self);
  futo_render_overview_get_bins (self->overview, &columns, &rows);
  column = self->cursor_column;
  row = self->cursor_row;
  across = (state & GDK_CONTROL_MASK) ? MAX (1, columns / 10) : 1;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      column -= across;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      column += across;
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      row = row_step (self->overview, row, rows, -1);
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      row = row_step (self->overview, row, rows, 1);
      break;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      column = 0;
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      column = columns - 1;
      break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      node = futo_render_overview_bin_node (self->overview, column, row);
      if (node != SIZE_MAX)
        g_signal_emit (self, signals[ACTIVATE_NODE], 0, (guint64) node);
      return TRUE;
    default:
      return FALSE;
    }
  self->cursor_column = CLAMP (column, 0, columns - 1);
  self->cursor_row = CLAMP (row, 0, rows - 1);
  node = futo_render_overview_bin_node (self->overview, self->cursor_column, self->cursor_row);
  if (node != SIZE_MAX)
    g_signal_emit (self, signals[POINT_NODE], 0, (guint64) node);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

gboolean
lab_tree_overview_get_cursor (LabTreeOverview *self,
                              int             *column,
                              int             *row)
{
  g_return_val_if_fail (LAB_IS_TREE_OVERVIEW (self), FALSE);

  if (self->cursor_column < 0 || self->overview == NULL)
    return FALSE;
  *column = self->cursor_column;
  *row = self->cursor_row;
  return TRUE;
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
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->current = SIZE_MAX;
  self->cursor_column = self->cursor_row = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self), draw, NULL, NULL);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self),
                               _("The whole tree, a row for each depth: red where the search failed, "
                                 "green where it found a solution; click to go there (or press Enter), "
                                 "drag to move the tree (or use the arrow keys)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Overview of the search tree"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Each row a depth, the nodes in the order searched from left to right"),
                                  -1);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_enter), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}
