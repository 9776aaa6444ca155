/* lab-board.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board widget: shows a FutoshikiDocument through the shared renderer (the
 * same drawing export and printing use) and turns keyboard and pointer
 * input into calls on the document (lab-board-input.c). It never changes
 * the game itself; it redraws when the document says "changed".
 *
 * This file is the widget itself: its properties, the document it
 * follows, its size and zoom. The other lab-board-*.c files each hold one
 * part (input, drawing, accessibility, hint marks, the recorded search)
 * and are called from here; none of them calls back into this file, and
 * none calls a file that calls it (lab-board-private.h lists who calls
 * whom).
 */
#define G_LOG_DOMAIN "lab-board"

#include "config.h"

#include <adwaita.h>

#include "lab-board-private.h"

G_DEFINE_FINAL_TYPE (LabBoard, lab_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_PENCIL_MODE,
  PROP_ZOOM,
  PROP_SHOW_ERRORS,
  PROP_HAS_DIFFERENCE,
  PROP_LOCKED,
  PROP_LABELS,
  PROP_TOP_INSET,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  VALUE_REJECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* How long the finishing wave runs. */
#define CELEBRATION_USEC (1400 * 1000)

void
_lab_board_reject_value (LabBoard *self,
                         int       value)
{
  gtk_widget_error_bell (GTK_WIDGET (self));
  g_signal_emit (self, signals[VALUE_REJECTED], 0, value);
}

GtkWidget *
lab_board_new (void)
{
  return g_object_new (LAB_TYPE_BOARD, NULL);
}

GtkWidget *
lab_board_get_cell_widget (LabBoard *self,
                           int       row,
                           int       col)
{
  int n;

  g_return_val_if_fail (LAB_IS_BOARD (self), NULL);

  n = _lab_board_size (self);
  g_return_val_if_fail (row >= 0 && row < n && col >= 0 && col < n, NULL);

  return g_ptr_array_index (self->cells, row * n + col);
}

void
lab_board_get_cursor (LabBoard *self,
                      int      *row,
                      int      *col)
{
  g_return_if_fail (LAB_IS_BOARD (self));

  if (row != NULL)
    *row = self->cursor_row;
  if (col != NULL)
    *col = self->cursor_col;
}

void
lab_board_set_cursor (LabBoard *self,
                      int       row,
                      int       col)
{
  g_return_if_fail (LAB_IS_BOARD (self));

  _lab_board_move_cursor (self, row, col, _lab_board_focus_is_inside (self));
}

static void
clear_solutions (LabBoard *self,
                 gboolean  solution_too)
{
  gboolean had_difference = self->alternatives[0] != NULL;

  g_clear_pointer (&self->alternatives[0], g_free);
  g_clear_pointer (&self->alternatives[1], g_free);
  if (solution_too)
    g_clear_pointer (&self->solution, g_free);
  if (had_difference)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_DIFFERENCE]);
}

static void
on_document_changed (LabBoard          *self,
                     FutoshikiDocumentChange  what,
                     int                cell)
{
  /* A hint is about the board as it was. */
  _lab_board_clear_hint (self);
  /* Solutions belong to the puzzle they were found for. */
  if (what & FUTOSHIKI_DOCUMENT_CHANGE_PUZZLE)
    clear_solutions (self, TRUE);
  if (what & FUTOSHIKI_DOCUMENT_CHANGE_SIZE)
    {
      gboolean had_focus = _lab_board_focus_is_inside (self);

      _lab_board_cancel_pending (self);
      _lab_board_rebuild_cells (self);
      _lab_board_move_cursor (self, self->cursor_row, self->cursor_col, had_focus);
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
  _lab_board_update_accessible (self, (what & FUTOSHIKI_DOCUMENT_CHANGE_SIZE) ? -1 : cell);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_document_mode_changed (LabBoard *self)
{
  _lab_board_cancel_pending (self);
  _lab_board_update_accessible (self, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

FutoshikiDocument *
lab_board_get_document (LabBoard *self)
{
  g_return_val_if_fail (LAB_IS_BOARD (self), NULL);

  return self->document;
}

void
lab_board_set_document (LabBoard    *self,
                        FutoshikiDocument *document)
{
  gboolean had_focus;

  g_return_if_fail (LAB_IS_BOARD (self));
  g_return_if_fail (document == NULL || FUTOSHIKI_IS_DOCUMENT (document));

  if (self->document == document)
    return;

  had_focus = _lab_board_focus_is_inside (self);
  _lab_board_cancel_pending (self);
  if (self->popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->popover));
  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);

  clear_solutions (self, TRUE);
  _lab_board_clear_hint (self);
  self->cursor_row = 0;
  self->cursor_col = 0;
  self->hover_cell = -1;
  self->hover_gap_cell = -1;
  _lab_board_rebuild_cells (self);
  if (had_focus && document != NULL)
    _lab_board_move_cursor (self, 0, 0, TRUE);
  _lab_board_update_accessible (self, -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

gboolean
lab_board_get_pencil_mode (LabBoard *self)
{
  g_return_val_if_fail (LAB_IS_BOARD (self), FALSE);

  return self->pencil_mode;
}

void
lab_board_set_pencil_mode (LabBoard *self,
                           gboolean  pencil_mode)
{
  g_return_if_fail (LAB_IS_BOARD (self));

  pencil_mode = !!pencil_mode;
  if (self->pencil_mode == pencil_mode)
    return;
  _lab_board_commit_pending (self);
  self->pencil_mode = pencil_mode;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PENCIL_MODE]);
}

gboolean
lab_board_get_locked (LabBoard *self)
{
  g_return_val_if_fail (LAB_IS_BOARD (self), FALSE);

  return self->locked;
}

void
lab_board_set_locked (LabBoard *self,
                      gboolean  locked)
{
  g_return_if_fail (LAB_IS_BOARD (self));

  locked = !!locked;
  if (self->locked == locked)
    return;
  /* Digits waiting for a second one would land after the lock. */
  _lab_board_commit_pending (self);
  self->locked = locked;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOCKED]);
}

gboolean
lab_board_get_labels (LabBoard *self)
{
  g_return_val_if_fail (LAB_IS_BOARD (self), FALSE);

  return self->labels;
}

/* The preference; Watch the Solver shows labels whatever it says. */
void
lab_board_set_labels (LabBoard *self,
                      gboolean  labels)
{
  g_return_if_fail (LAB_IS_BOARD (self));

  labels = !!labels;
  if (self->labels == labels)
    return;
  self->labels = labels;
  /* The cells move to make room: lay them out again. */
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LABELS]);
}

int
lab_board_get_top_inset (LabBoard *self)
{
  g_return_val_if_fail (LAB_IS_BOARD (self), 0);

  return self->top_inset;
}

/* The height of what lies over the top of the board (the hint bar, a run's
 * outcome). The board keeps its size and place while the bars leave its
 * cells free, and moves down and shrinks only as far as it must, so that
 * no bar ever hides the first row. */
void
lab_board_set_top_inset (LabBoard *self,
                         int       top_inset)
{
  g_return_if_fail (LAB_IS_BOARD (self));

  top_inset = MAX (top_inset, 0);
  if (self->top_inset == top_inset)
    return;
  self->top_inset = top_inset;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOP_INSET]);
}

/* Whether labels are on the board now, by preference or recording. */
gboolean
lab_board_get_shows_labels (LabBoard *self)
{
  g_return_val_if_fail (LAB_IS_BOARD (self), FALSE);

  return _lab_board_shows_labels (self);
}

const char *
lab_board_get_show_errors (LabBoard *self)
{
  g_return_val_if_fail (LAB_IS_BOARD (self), NULL);

  return self->show_errors;
}

/**
 * lab_board_set_show_errors:
 * @show_errors: "never", "conflicts" or "mistakes", as the setting
 */
void
lab_board_set_show_errors (LabBoard   *self,
                           const char *show_errors)
{
  g_return_if_fail (LAB_IS_BOARD (self));
  g_return_if_fail (show_errors != NULL);

  if (g_strcmp0 (self->show_errors, show_errors) != 0)
    {
      g_free (self->show_errors);
      self->show_errors = g_strdup (show_errors);
      _lab_board_update_accessible (self, -1);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_ERRORS]);
    }
}

static guint8 *
copy_values (LabBoard     *self,
             const guint8 *values)
{
  int n = _lab_board_size (self);

  return values != NULL && n > 0 ? g_memdup2 (values, (gsize) n * n) : NULL;
}

void
lab_board_set_solution (LabBoard     *self,
                        const guint8 *solution)
{
  g_return_if_fail (LAB_IS_BOARD (self));

  g_free (self->solution);
  self->solution = copy_values (self, solution);
  _lab_board_update_accessible (self, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
lab_board_set_difference (LabBoard     *self,
                          const guint8 *first,
                          const guint8 *second)
{
  gboolean had;

  g_return_if_fail (LAB_IS_BOARD (self));
  g_return_if_fail ((first == NULL) == (second == NULL));

  had = self->alternatives[0] != NULL;
  g_free (self->alternatives[0]);
  g_free (self->alternatives[1]);
  self->alternatives[0] = copy_values (self, first);
  self->alternatives[1] = copy_values (self, second);
  _lab_board_update_accessible (self, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (had != (first != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_DIFFERENCE]);
}

gboolean
lab_board_get_has_difference (LabBoard *self)
{
  g_return_val_if_fail (LAB_IS_BOARD (self), FALSE);

  return self->alternatives[0] != NULL;
}

gboolean
lab_board_get_celebrating (LabBoard *self)
{
  g_return_val_if_fail (LAB_IS_BOARD (self), FALSE);

  return self->celebration_tick != 0;
}

const FutoRenderLayout *
lab_board_get_layout (LabBoard *self)
{
  g_return_val_if_fail (LAB_IS_BOARD (self), NULL);

  return &self->layout;
}

const char *
lab_board_get_pending_digits (LabBoard *self)
{
  g_return_val_if_fail (LAB_IS_BOARD (self), "");

  return self->pending->str;
}

static gboolean
celebration_tick (GtkWidget     *widget,
                  GdkFrameClock *clock,
                  gpointer       user_data)
{
  LabBoard *self = LAB_BOARD (widget);
  gint64 elapsed = gdk_frame_clock_get_frame_time (clock) - self->celebration_start;

  self->celebration = CLAMP ((double) elapsed / CELEBRATION_USEC, 0.0, 1.0);
  gtk_widget_queue_draw (widget);
  if (self->celebration < 1.0)
    return G_SOURCE_CONTINUE;
  self->celebration = 0;
  self->celebration_tick = 0;
  return G_SOURCE_REMOVE;
}

void
lab_board_celebrate (LabBoard *self)
{
  gboolean animations = TRUE;

  g_return_if_fail (LAB_IS_BOARD (self));

  /* Motion is a treat, not information: without animations the toast
   * alone says the puzzle is solved. */
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &animations, NULL);
  if (!animations || self->celebration_tick != 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;

  self->celebration_start = g_get_monotonic_time ();
  if (gtk_widget_get_frame_clock (GTK_WIDGET (self)) != NULL)
    self->celebration_start = gdk_frame_clock_get_frame_time (gtk_widget_get_frame_clock (GTK_WIDGET (self)));
  self->celebration_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), celebration_tick, NULL, NULL);
}

/* Size and zoom
 *
 * One layout of the shared renderer, made at each allocation, places the
 * drawing, the hit tests and the accessible cell widgets alike; a
 * mirrored board lays its columns out from the right.
 */

double
lab_board_get_zoom (LabBoard *self)
{
  g_return_val_if_fail (LAB_IS_BOARD (self), 1.0);

  return self->zoom;
}

void
lab_board_set_zoom (LabBoard *self,
                    double    zoom)
{
  g_return_if_fail (LAB_IS_BOARD (self));

  zoom = CLAMP (zoom, LAB_BOARD_MIN_ZOOM, LAB_BOARD_MAX_ZOOM);
  if (G_APPROX_VALUE (self->zoom, zoom, 1e-9))
    return;
  self->zoom = zoom;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

/* Ctrl+wheel zooms, as in image viewers and browsers. */
static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           LabBoard                 *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if ((state & GDK_CONTROL_MASK) == 0 || dy == 0)
    return FALSE;
  lab_board_set_zoom (self, self->zoom * (dy < 0 ? 1.25 : 0.8));
  return TRUE;
}

static void
lab_board_measure (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  LabBoard *self = LAB_BOARD (widget);
  int n = MAX (_lab_board_size (self), 1);
  int fit = 0;

  /* Unzoomed, the board takes whatever room it gets, down to a few pixels
   * per cell. Zoomed, it asks for a multiple of the room the scrolled
   * window shows, which then scrolls. */
  if (self->zoom > LAB_BOARD_MIN_ZOOM)
    {
      GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);

      if (scrolled != NULL)
        fit = MIN (gtk_widget_get_width (scrolled), gtk_widget_get_height (scrolled));
    }
  *minimum = MAX (n * 6, (int) (fit * self->zoom));
  *natural = MAX (*minimum, 360);
}

static void
lab_board_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  LabBoard *self = LAB_BOARD (widget);
  int n = _lab_board_size (self);
  double pixel = 1.0 / gtk_widget_get_scale_factor (widget);
  gboolean rtl = _lab_board_is_rtl (self);

  if (n == 0)
    {
      self->layout.size = 0;
      return;
    }

  futo_render_layout_init_full (&self->layout, n, width, height, pixel, rtl,
                                _lab_board_shows_labels (self));
  /* The board's square (its margin included) is centred: when the bars
   * reach into it, fit the board into the room below them instead. */
  if (self->top_inset > 0 && (height - MIN (width, height)) / 2 < self->top_inset)
    {
      int room = MAX (height - self->top_inset, 1);

      futo_render_layout_init_full (&self->layout, n, width, room, pixel, rtl,
                                    _lab_board_shows_labels (self));
      self->layout.y += self->top_inset;
    }
  for (guint i = 0; i < self->cells->len; i++)
    {
      double x, y;
      int size = (int) self->layout.cell_size;

      futo_render_layout_cell_origin (&self->layout, i / n, i % n, &x, &y);
      gtk_widget_size_allocate (g_ptr_array_index (self->cells, i),
                                &(GtkAllocation) { (int) x, (int) y, size, size }, -1);
    }
  if (self->popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->popover));
}

/* Cells sit on whole pixels of the screen the window is on: on another
 * scale they are placed again, or an image of the board would be drawn
 * at one scale for cells laid out for the other. */
static void
on_scale_factor_changed (LabBoard *self)
{
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* A mirrored board places its cells again. */
static void
lab_board_direction_changed (GtkWidget        *widget,
                             GtkTextDirection  previous)
{
  gtk_widget_queue_allocate (widget);
}

/* Drawing */

/* The game (lab-board-draw.c), or instead the recorded search that the
 * visualizer shows (lab-board-trace.c). */
static void
lab_board_snapshot (GtkWidget   *widget,
                    GtkSnapshot *snapshot)
{
  LabBoard *self = LAB_BOARD (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int n = _lab_board_size (self);
  g_autofree char *font_family = NULL;
  FutoRenderStyle style;

  if (n == 0 || width <= 0 || height <= 0 || self->layout.size != n)
    return;

  _lab_board_get_style (self, &style, &font_family);
  if (self->trace_player != NULL)
    _lab_board_snapshot_trace (self, snapshot, &style, width, height);
  else
    _lab_board_snapshot_game (self, snapshot, &style, width, height);
}

/* Style */

static void
lab_board_css_changed (GtkWidget         *widget,
                       GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (lab_board_parent_class)->css_changed (widget, change);

  gtk_widget_queue_draw (widget);
}

/* GObject */

static void
lab_board_dispose (GObject *object)
{
  LabBoard *self = LAB_BOARD (object);

  /* A digit typed on the keyboard (lab-board-input.c) waits no longer. */
  g_clear_handle_id (&self->pending_timeout, g_source_remove);
  _lab_board_trace_dispose (self);
  if (self->celebration_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->celebration_tick);
      self->celebration_tick = 0;
    }
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  if (self->cells != NULL)
    {
      for (guint i = 0; i < self->cells->len; i++)
        gtk_widget_unparent (g_ptr_array_index (self->cells, i));
      g_clear_pointer (&self->cells, g_ptr_array_unref);
    }
  g_clear_pointer (&self->cell_labels, g_ptr_array_unref);
  g_clear_pointer (&self->popover, gtk_widget_unparent);
  clear_solutions (self, TRUE);

  G_OBJECT_CLASS (lab_board_parent_class)->dispose (object);
}

static void
lab_board_finalize (GObject *object)
{
  LabBoard *self = LAB_BOARD (object);

  g_free (self->show_errors);
  g_free (self->hint_marks);
  g_string_free (self->pending, TRUE);

  G_OBJECT_CLASS (lab_board_parent_class)->finalize (object);
}

static void
lab_board_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  LabBoard *self = LAB_BOARD (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;

    case PROP_PENCIL_MODE:
      g_value_set_boolean (value, self->pencil_mode);
      break;
    case PROP_LABELS:
      g_value_set_boolean (value, self->labels);
      break;

    case PROP_TOP_INSET:
      g_value_set_int (value, self->top_inset);
      break;

    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;

    case PROP_SHOW_ERRORS:
      g_value_set_string (value, self->show_errors);
      break;

    case PROP_HAS_DIFFERENCE:
      g_value_set_boolean (value, lab_board_get_has_difference (self));
      break;

    case PROP_LOCKED:
      g_value_set_boolean (value, self->locked);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_board_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  LabBoard *self = LAB_BOARD (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      lab_board_set_document (self, g_value_get_object (value));
      break;

    case PROP_PENCIL_MODE:
      lab_board_set_pencil_mode (self, g_value_get_boolean (value));
      break;
    case PROP_LABELS:
      lab_board_set_labels (self, g_value_get_boolean (value));
      break;

    case PROP_TOP_INSET:
      lab_board_set_top_inset (self, g_value_get_int (value));
      break;

    case PROP_ZOOM:
      lab_board_set_zoom (self, g_value_get_double (value));
      break;

    case PROP_SHOW_ERRORS:
      lab_board_set_show_errors (self, g_value_get_string (value));
      break;

    case PROP_LOCKED:
      lab_board_set_locked (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_board_class_init (LabBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = lab_board_dispose;
  object_class->finalize = lab_board_finalize;
  object_class->get_property = lab_board_get_property;
  object_class->set_property = lab_board_set_property;

  widget_class->snapshot = lab_board_snapshot;
  widget_class->measure = lab_board_measure;
  widget_class->size_allocate = lab_board_size_allocate;
  widget_class->focus = _lab_board_focus;
  widget_class->grab_focus = _lab_board_grab_focus;
  widget_class->set_focus_child = _lab_board_set_focus_child;
  widget_class->css_changed = lab_board_css_changed;
  widget_class->direction_changed = lab_board_direction_changed;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, FUTOSHIKI_TYPE_DOCUMENT, rw);
  properties[PROP_PENCIL_MODE] =
    g_param_spec_boolean ("pencil-mode", NULL, NULL, FALSE, rw);
  properties[PROP_LABELS] =
    g_param_spec_boolean ("labels", NULL, NULL, FALSE, rw);
  properties[PROP_TOP_INSET] =
    g_param_spec_int ("top-inset", NULL, NULL, 0, G_MAXINT, 0, rw);
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL,
                         LAB_BOARD_MIN_ZOOM, LAB_BOARD_MAX_ZOOM, LAB_BOARD_MIN_ZOOM, rw);
  properties[PROP_SHOW_ERRORS] =
    g_param_spec_string ("show-errors", NULL, NULL, "conflicts", rw);
  properties[PROP_HAS_DIFFERENCE] =
    g_param_spec_boolean ("has-difference", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LOCKED] =
    g_param_spec_boolean ("locked", NULL, NULL, FALSE, rw);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LabBoard::value-rejected:
   * @value: the value typed, larger than the board's size
   *
   * A bell alone is silent on many systems: the window says in words
   * which values the board takes.
   */
  signals[VALUE_REJECTED] =
    g_signal_new ("value-rejected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  /* The P key toggles pencil mode through this (lab-board-input.c). */
  gtk_widget_class_install_property_action (widget_class, "board.pencil-mode", "pencil-mode");

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
lab_board_init (LabBoard *self)
{
  GtkEventController *scroll;

  self->zoom = LAB_BOARD_MIN_ZOOM;
  self->show_errors = g_strdup ("conflicts");
  self->cells = g_ptr_array_new ();
  self->pending = g_string_new (NULL);
  self->pending_cell = -1;
  self->hover_cell = -1;
  self->hover_gap_cell = -1;

  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  self->document_signals = g_signal_group_new (FUTOSHIKI_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "changed",
                                 G_CALLBACK (on_document_changed), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->document_signals, "notify::mode",
                                 G_CALLBACK (on_document_mode_changed), self, G_CONNECT_SWAPPED);

  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (on_scale_factor_changed), NULL);
  _lab_board_trace_init (self);
  _lab_board_input_init (self);
  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect_object (scroll, "scroll", G_CALLBACK (on_scroll), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);
  _lab_board_update_accessible (self, -1);
}
