/* lab-board-trace.c: the board as the visualizer shows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * While a recorded search is shown, the board draws the solver's view at
 * the player's position instead of the player's game: candidates, what the
 * step removed, the current cell and its cause (futo-render-trace.c). The
 * board is read-only then; pointing at a candidate tells why it is gone or
 * that it is still possible, and the cells' accessible labels say the same
 * (lab-board-a11y.c).
 */
#define G_LOG_DOMAIN "lab-board"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "lab-board-private.h"
#include "futoshiki-trace-sentence.h"

/* How far back the reason for a removed candidate is looked for. */
#define MAX_REASON_SCAN (4 * 1024 * 1024)

static gboolean
a11y_tick_cb (GtkWidget     *widget,
              GdkFrameClock *clock,
              gpointer       data)
{
  LabBoard *self = LAB_BOARD (widget);

  self->trace_a11y_tick = 0;
  _lab_board_update_accessible (self, -1);
  return G_SOURCE_REMOVE;
}

/* The cells describe the frame (lab-board-a11y.c). While the player plays
 * they would change many times a second, a flood for a screen reader and
 * work on a large board: they catch up when it pauses. */
static void
queue_accessible_update (LabBoard *self)
{
  if (self->trace_player == NULL || futoshiki_trace_player_get_playing (self->trace_player))
    return;
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    _lab_board_update_accessible (self, -1);
  else if (self->trace_a11y_tick == 0)
    self->trace_a11y_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), a11y_tick_cb, NULL, NULL);
}

static void
on_position_changed (LabBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
  gtk_widget_trigger_tooltip_query (GTK_WIDGET (self));
  queue_accessible_update (self);
}

static void
clear_a11y_tick (LabBoard *self)
{
  if (self->trace_a11y_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->trace_a11y_tick);
      self->trace_a11y_tick = 0;
    }
}

FutoshikiTracePlayer *
lab_board_get_trace_player (LabBoard *self)
{
  g_return_val_if_fail (LAB_IS_BOARD (self), NULL);

  return self->trace_player;
}

void
lab_board_set_trace_player (LabBoard       *self,
                            FutoshikiTracePlayer *player)
{
  g_return_if_fail (LAB_IS_BOARD (self));
  g_return_if_fail (player == NULL || FUTOSHIKI_IS_TRACE_PLAYER (player));

  if (self->trace_player == player)
    return;

  /* The game's description is the window's to give back. */
  if (self->trace_player != NULL && player == NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  clear_a11y_tick (self);
  if (self->trace_keys != NULL)
    g_array_set_size (self->trace_keys, 0);
  /* A recording brings its labels (lab_board_get_shows_labels). */
  if ((self->trace_player == NULL) != (player == NULL) && !self->labels)
    gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_set_object (&self->trace_player, player);
  g_signal_group_set_target (self->trace_signals, player);
  g_clear_pointer (&self->trace_base, gsk_render_node_unref);
  if (player != NULL)
    {
      _lab_board_cancel_pending (self);
      if (self->popover != NULL)
        gtk_popover_popdown (GTK_POPOVER (self->popover));
    }
  /* A reason shown when the recording goes would stay on screen over
   * the game: asked again now, the board has nothing to say. */
  gtk_widget_trigger_tooltip_query (GTK_WIDGET (self));
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), player != NULL);
  _lab_board_update_accessible (self, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_lab_board_trace_dispose (LabBoard *self)
{
  g_clear_object (&self->trace_signals);
  clear_a11y_tick (self);
  g_clear_pointer (&self->trace_keys, g_array_unref);
  g_clear_object (&self->trace_player);
  g_clear_pointer (&self->trace_base, gsk_render_node_unref);
}

static void
paint_base (LabBoard      *self,
            cairo_t       *cr,
            gconstpointer  data)
{
  futo_render_board_overlay (cr, &self->layout, data,
                             futoshiki_trace_player_get_puzzle (self->trace_player), NULL, NULL, NULL);
}

/* The board under the frame does not change while the player moves, and
 * on large boards it costs several times the frame: it is drawn once and
 * kept as an image until the size or the style change (an image, not a
 * drawing, so that each frame only paints it: see _lab_board_paint_image).
 * It has no hover mark, so that pointing at candidates never redraws it. */
static GskRenderNode *
base_node (LabBoard              *self,
           const FutoRenderStyle *style,
           int                    width,
           int                    height)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  guint key = (adw_style_manager_get_dark (manager) ? 1 : 0)
              | (adw_style_manager_get_high_contrast (manager) ? 2 : 0)
              | (self->layout.rtl ? 4 : 0)
              | (guint) gtk_widget_get_scale_factor (GTK_WIDGET (self)) << 3;
  if (self->trace_base != NULL && self->trace_base_width == width
      && self->trace_base_height == height && self->trace_base_key == key
      && self->trace_base_cell_size == self->layout.cell_size)
    return self->trace_base;

  g_clear_pointer (&self->trace_base, gsk_render_node_unref);
  self->trace_base = _lab_board_paint_image (self, width, height, paint_base, style);
  self->trace_base_width = width;
  self->trace_base_height = height;
  self->trace_base_key = key;
  self->trace_base_cell_size = self->layout.cell_size;
  return self->trace_base;
}

/* The cell a keyboard or screen reader user is reading, while the
 * arrows move through the frame: GTK's focus ring (the accent colour,
 * half transparent, outside the cell), unlike the trace's own marks. */
static void
snapshot_focus (LabBoard    *self,
                GtkSnapshot *snapshot)
{
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));
  double size = self->layout.cell_size;
  double x, y, width;
  GdkRGBA color = { 0.21, 0.52, 0.89, 1.0 };
  GskRoundedRect outline;

  if (!_lab_board_focus_is_inside (self))
    return;
  gtk_style_context_lookup_color (context, "accent_color", &color);
  color.alpha *= 0.5;
  futo_render_layout_cell_origin (&self->layout, self->cursor_row, self->cursor_col, &x, &y);
  width = MAX (2.0, size / 16);
  gsk_rounded_rect_init_from_rect (&outline,
                                   &GRAPHENE_RECT_INIT (x - width, y - width,
                                                        size + 2 * width, size + 2 * width),
                                   width * 2);
  gtk_snapshot_append_border (snapshot, &outline,
                              (float[4]) { width, width, width, width },
                              (GdkRGBA[4]) { color, color, color, color });
}

/* In presentation mode the candidates fill their places: type of 1.17
 * places gives digits whose ink is 0.86 of a place high (a digit's ink is
 * about 0.73 of its type), still a few pixels clear of the next row's, and
 * on a 9×9 at 1080 pixels high digits 24 pixels high, readable from the
 * back of a lecture hall (issue 31). */
#define LARGE_CANDIDATE_SCALE 1.17

static void
init_trace_style (LabBoard              *self,
                  const FutoRenderStyle *style,
                  FutoTraceStyle        *trace_style)
{
  if (adw_style_manager_get_dark (adw_style_manager_get_default ()))
    futo_render_trace_style_init_dark (trace_style);
  else
    futo_render_trace_style_init_light (trace_style);
  /* Candidates and forced values in the theme's own ink, like pencil
   * marks and givens. */
  if (style != NULL)
    {
      trace_style->candidate = style->pencil;
      trace_style->forced = style->foreground;
    }
  if (self->large_candidates)
    trace_style->candidate_scale = LARGE_CANDIDATE_SCALE;
}

void
lab_board_set_large_candidates (LabBoard *self,
                                gboolean  large)
{
  g_return_if_fail (LAB_IS_BOARD (self));

  if (self->large_candidates == !!large)
    return;
  self->large_candidates = !!large;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
lab_board_get_candidate_size (LabBoard *self)
{
  FutoTraceStyle trace_style;

  g_return_val_if_fail (LAB_IS_BOARD (self), 0);

  if (self->layout.cell_size <= 0)
    return 0;
  init_trace_style (self, NULL, &trace_style);
  return futo_render_trace_candidate_font_size (&self->layout, &trace_style);
}

void
_lab_board_snapshot_trace (LabBoard              *self,
                           GtkSnapshot           *snapshot,
                           const FutoRenderStyle *style,
                           int                    width,
                           int                    height)
{
  const FutoPuzzle *puzzle = futoshiki_trace_player_get_puzzle (self->trace_player);
  FutoTraceStyle trace_style;
  FutoTraceFrame frame;
  GskRenderNode *base;
  cairo_t *cr;

  if (puzzle->size != self->layout.size)
    return;

  init_trace_style (self, style, &trace_style);

  base = base_node (self, style, width, height);
  if (base != NULL)
    gtk_snapshot_append_node (snapshot, base);
  futoshiki_trace_player_get_frame (self->trace_player, &frame);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  futo_render_trace_layer (cr, &self->layout, style, &trace_style, puzzle, &frame);
  /* A lesson frames the cells its moment is about over the frame. */
  _lab_board_draw_hint (self, cr, style);
  cairo_destroy (cr);
  snapshot_focus (self, snapshot);
}

/* The index of the last event that removed value from cell before the
 * position, or SIZE_MAX. */
static gsize
find_removal (const FutoTrace *trace,
              guint64          position,
              int              cell,
              int              value,
              FutoEvent       *event)
{
  guint64 stop = position > MAX_REASON_SCAN ? position - MAX_REASON_SCAN : 0;
  gsize index = position;
  /* One reader backwards: a lookup per prune would start from its block
   * each time. */
  g_autoptr(FutoTraceReader) reader = futoshiki_trace_reader_new (trace, position);

  while (index > stop && futo_trace_reader_previous (reader, event))
    {
      index--;
      if (event->kind == FUTO_EVENT_PRUNE && event->cell == cell && event->value == value)
        return index;
    }
  return SIZE_MAX;
}

/* Describes the candidate under (x, y), or the cell when there is none. */
char *
lab_board_describe_trace_at (LabBoard *self,
                             double    x,
                             double    y)
{
  const FutoTraceCursor *cursor;
  const FutoPuzzle *puzzle;
  const FutoTrace *trace;
  g_autofree char *name = NULL;
  const char *reason;
  gsize index;
  int row, col, cell, n, value;
  double cx, cy, step;
  FutoEvent event;

  if (self->trace_player == NULL
      || !futo_render_layout_cell_at (&self->layout, x, y, &row, &col))
    return NULL;

  cursor = futoshiki_trace_player_get_cursor (self->trace_player);
  puzzle = futoshiki_trace_player_get_puzzle (self->trace_player);
  /* The board was resized for another puzzle and the player not yet
   * dropped: the layout's cells are not the trace's. */
  if (puzzle->size != self->layout.size)
    return NULL;
  n = puzzle->size;
  cell = row * n + col;
  name = futoshiki_trace_cell_name (n, cell);
  if (puzzle->givens[cell] != 0)
    return g_strdup_printf (_("%s = %d (given)"), name, puzzle->givens[cell]);
  if (cursor->values[cell] != 0)
    return g_strdup_printf (_("%s holds %d"), name, cursor->values[cell]);
  if (futoshiki_trace_player_get_local_search (self->trace_player))
    return NULL;

  /* Which slot of the candidate sub-grid the pointer is in. */
  futo_render_trace_candidate_slot (&self->layout, row, col, 1, &cx, &cy, &step);
  value = 0;
  for (int v = 1; v <= n; v++)
    {
      futo_render_trace_candidate_slot (&self->layout, row, col, v, &cx, &cy, &step);
      if (ABS (x - cx) <= step / 2 && ABS (y - cy) <= step / 2)
        value = v;
    }
  if (value == 0)
    return g_strdup_printf (ngettext ("%s: %d value left", "%s: %d values left",
                                      futo_set_count (cursor->candidates[cell])),
                            name, futo_set_count (cursor->candidates[cell]));
  if (cursor->candidates[cell] & FUTO_SET_BIT (value))
    return g_strdup_printf (_("%d is still possible in %s"), value, name);
  /* This step's removals are named with the cell descriptions' words. */
  reason = futoshiki_trace_player_get_removal_reason (self->trace_player, cell, value);
  if (reason != NULL)
    return g_strdup (reason);
  trace = futoshiki_trace_player_get_trace (self->trace_player);
  index = find_removal (trace, cursor->position, cell, value, &event);
  if (index != SIZE_MAX)
    {
      /* In words as of that moment: a sign's bound is the one it used. */
      FutoTraceCursor *then = futo_trace_cursor_new (trace);
      char *text;

      if (then == NULL)
        return g_strdup_printf (_("%d was removed from %s earlier"), value, name);
      futo_trace_cursor_seek (then, index + 1);
      /* The reason, also for the removal that emptied the cell: the
       * hatched cross already says it is a dead end. */
      text = futoshiki_trace_describe_removal (puzzle, then, &event);
      futo_trace_cursor_free (then);
      return text;
    }
  return g_strdup_printf (_("%d was removed from %s earlier"), value, name);
}

static gboolean
on_query_tooltip (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip)
{
  LabBoard *self = LAB_BOARD (widget);
  g_autofree char *text = NULL;

  if (keyboard)
    return FALSE;
  text = lab_board_describe_trace_at (self, x, y);
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* The player's moves redraw the board; the tooltip tells the reasons. */
void
_lab_board_trace_init (LabBoard *self)
{
  self->trace_signals = g_signal_group_new (FUTOSHIKI_TYPE_TRACE_PLAYER);
  g_signal_group_connect_object (self->trace_signals, "notify::position",
                                 G_CALLBACK (on_position_changed), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->trace_signals, "notify::playing",
                                 G_CALLBACK (queue_accessible_update), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
}
