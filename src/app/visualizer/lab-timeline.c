/* lab-timeline.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The whole run as one bar: the part played is filled, solutions are
 * ticks, and a handle marks the position. Click or drag to seek; with the
 * keyboard, Home and End jump, Page Up and Page Down move by a twentieth
 * of the run, plus and minus by one event. It is an accessible slider, so
 * screen readers announce the position.
 */
#define G_LOG_DOMAIN "lab-timeline"

#include "config.h"

#include <glib/gi18n.h>

#include "lab-timeline.h"
#include "futoshiki-trace-sentence.h"

#define HEIGHT 28
/* Solution ticks shown at most; more would be a solid block anyway. */
#define MAX_TICKS 512

struct _LabTimeline
{
  LabTraceView  parent_instance;

  GArray       *solutions; /* guint64 indices of SOLUTION events */
};

G_DEFINE_FINAL_TYPE (LabTimeline, lab_timeline, LAB_TYPE_TRACE_VIEW)

GtkWidget *
lab_timeline_new (void)
{
  return g_object_new (LAB_TYPE_TIMELINE, NULL);
}

static FutoshikiTracePlayer *
player_of (LabTimeline *self)
{
  return lab_trace_view_get_player (LAB_TRACE_VIEW (self));
}

static guint64
length_of (LabTimeline *self)
{
  return player_of (self) != NULL ? futoshiki_trace_player_get_length (player_of (self)) : 0;
}

static void
update_accessible (LabTimeline *self)
{
  guint64 length = length_of (self);
  guint64 position = player_of (self) != NULL ? futoshiki_trace_player_get_position (player_of (self)) : 0;
  g_autofree char *text = NULL;

  text = futoshiki_trace_position_text (position, length);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, (double) length,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, (double) position,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                  -1);
}

static void
lab_timeline_position_changed (LabTraceView *view)
{
  LabTimeline *self = LAB_TIMELINE (view);

  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
find_solutions (LabTimeline *self)
{
  const FutoTrace *trace;
  gsize length, index = 0;

  g_array_set_size (self->solutions, 0);
  if (player_of (self) == NULL)
    return;
  trace = futoshiki_trace_player_get_trace (player_of (self));
  length = futo_trace_get_length (trace);
  while (self->solutions->len < MAX_TICKS)
    {
      guint64 found;

      index = futo_trace_find_next (trace, index, 1u << FUTO_EVENT_SOLUTION, FALSE);
      if (index >= length)
        break;
      found = index;
      g_array_append_val (self->solutions, found);
      index++;
    }
}

static void
lab_timeline_player_changed (LabTraceView *view)
{
  LabTimeline *self = LAB_TIMELINE (view);

  find_solutions (self);
  lab_timeline_position_changed (view);
  gtk_widget_set_sensitive (GTK_WIDGET (self), player_of (self) != NULL);
}

/* The track runs between half a handle's width from each end. */
static void
track_geometry (LabTimeline *self,
                double      *start,
                double      *width)
{
  double handle = HEIGHT * 0.5;

  *start = handle / 2;
  *width = MAX (gtk_widget_get_width (GTK_WIDGET (self)) - handle, 1);
}

static void
seek_to_x (LabTimeline *self,
           double       x)
{
  double start, width, fraction;

  if (player_of (self) == NULL)
    return;
  track_geometry (self, &start, &width);
  fraction = CLAMP ((x - start) / width, 0.0, 1.0);
  futoshiki_trace_player_set_position (player_of (self), (guint64) (fraction * length_of (self) + 0.5));
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            LabTimeline     *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  seek_to_x (self, x);
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                LabTimeline    *self)
{
  double x, y;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  seek_to_x (self, x + dx);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                LabTimeline           *self)
{
  FutoshikiTracePlayer *player = player_of (self);
  guint64 length = length_of (self), position, page;

  if (player == NULL)
    return FALSE;
  position = futoshiki_trace_player_get_position (player);
  page = MAX (length / 20, 1);
  switch (keyval)
    {
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      position = 0;
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      position = length;
      break;
    case GDK_KEY_Page_Up:
    case GDK_KEY_KP_Page_Up:
      position = position > page ? position - page : 0;
      break;
    case GDK_KEY_Page_Down:
    case GDK_KEY_KP_Page_Down:
      position += page;
      break;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
      position = position > 0 ? position - 1 : 0;
      break;
    case GDK_KEY_plus:
    case GDK_KEY_equal:
    case GDK_KEY_KP_Add:
      position++;
      break;
    default:
      return FALSE;
    }
  futoshiki_trace_player_set_position (player, position);
  return TRUE;
}

static void
lab_timeline_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  LabTimeline *self = LAB_TIMELINE (widget);
  guint64 length = length_of (self);
  double fraction, start, width, bar = 6, mid = HEIGHT / 2.0;
  GdkRGBA fg, accent = { 0.21, 0.52, 0.89, 1.0 };
  gboolean focused = gtk_widget_has_focus (widget);
  cairo_t *cr;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), "accent_bg_color", &accent);
  lab_trace_view_get_fraction (LAB_TRACE_VIEW (self), &fraction);
  track_geometry (self, &start, &width);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget), HEIGHT));
  /* The track, and the part already played. */
  cairo_rectangle (cr, start, mid - bar / 2, width, bar);
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fg.alpha * 0.15);
  cairo_fill (cr);
  cairo_rectangle (cr, start, mid - bar / 2, width * fraction, bar);
  gdk_cairo_set_source_rgba (cr, &accent);
  cairo_fill (cr);

  /* Solutions: ticks above and below the track. */
  cairo_set_line_width (cr, 2);
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fg.alpha * 0.7);
  for (guint i = 0; i < self->solutions->len && length > 0; i++)
    {
      double x = start + width * (double) g_array_index (self->solutions, guint64, i) / length;

      cairo_move_to (cr, x, 2);
      cairo_line_to (cr, x, HEIGHT - 2);
    }
  cairo_stroke (cr);

  /* The handle, ringed when the timeline has the keyboard focus. */
  cairo_arc (cr, start + width * fraction, mid, HEIGHT * 0.25, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1, 1, 1, 1);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &accent);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  if (focused)
    {
      cairo_arc (cr, start + width * fraction, mid, HEIGHT * 0.25 + 3, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, 0.5);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
lab_timeline_finalize (GObject *object)
{
  LabTimeline *self = LAB_TIMELINE (object);

  g_array_unref (self->solutions);

  G_OBJECT_CLASS (lab_timeline_parent_class)->finalize (object);
}

static void
lab_timeline_class_init (LabTimelineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  LabTraceViewClass *view_class = LAB_TRACE_VIEW_CLASS (klass);

  object_class->finalize = lab_timeline_finalize;
  widget_class->snapshot = lab_timeline_snapshot;
  view_class->player_changed = lab_timeline_player_changed;
  view_class->position_changed = lab_timeline_position_changed;

  gtk_widget_class_set_css_name (widget_class, "timeline");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_SLIDER);
}

static void
lab_timeline_init (LabTimeline *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->solutions = g_array_new (FALSE, FALSE, sizeof (guint64));
  gtk_widget_set_size_request (GTK_WIDGET (self), 120, HEIGHT);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_sensitive (GTK_WIDGET (self), FALSE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), _("Click or drag to go to any moment of the run"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Timeline"),
                                  -1);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  update_accessible (self);
}
