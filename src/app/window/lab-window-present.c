/* lab-window-present.c: presentation mode, Watch the Solver for a room
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * win.present (F5) makes the window full screen and shows only what a
 * class reads from its seats: the board, the search tree's pane and the
 * current sentence under the tree. The header bar, the panel with its
 * controls, the bars over the board and the status line go; the keys
 * stay: Right and Left (or Page Down and Page Up) step, Space plays and
 * pauses, Home and End jump, Escape or F5 leave. They are caught before
 * the focused widget sees them (the window's shortcuts move to the
 * capture phase), so that a board with the focus does not
 * move its cursor instead. The type grows with the screen: the board
 * fills the height, its candidates fill their places
 * (lab_board_set_large_candidates()), and the sentence is a thirtieth of
 * the height, 36 pixels on a 1080-pixel screen.
 */
#define G_LOG_DOMAIN "lab-window-present"

#include "config.h"

#include <glib/gi18n.h>

#include "lab-window-private.h"

/* The sentence's type as a share of the window's height, and the least
 * it gets on a small screen. */
#define SENTENCE_SHARE  (1.0 / 30.0)
#define SENTENCE_MIN_PX 16
/* The tree's labels as a share of the height: 18 pixels on a 1080-pixel
 * screen, against 10 at a desk, so that its path reads from the seats too. */
#define TREE_LABEL_SHARE (18.0 / 1080.0)
#define TREE_LABEL_DESK_PX 10.0
/* Room the tree keeps beside a board as wide as the screen is high. */
#define TREE_MIN_WIDTH  360
/* The board's margins while presenting: every pixel goes to the cells. */
#define BOARD_MARGIN    18
#define PRESENT_MARGIN  6

static FutoshikiTracePlayer *
shown_player (LabWindow *self)
{
  if (!adw_flap_get_reveal_flap (self->visualizer_flap))
    return NULL;
  return lab_visualizer_get_player (self->visualizer);
}

static void
update_sentence (LabWindow *self)
{
  FutoshikiTracePlayer *player = shown_player (self);

  if (player == NULL)
    gtk_label_set_text (self->present_sentence,
                        lab_visualizer_get_recording (self->visualizer) ? _("Recording the run…") : "");
  else
    gtk_label_set_text (self->present_sentence, futoshiki_trace_player_get_sentence (player));
}

/* While playing fast the position changes more often than the screen
 * refreshes: the sentence follows once a frame. */
static gboolean
sentence_tick (GtkWidget     *widget,
               GdkFrameClock *clock,
               gpointer       data)
{
  LabWindow *self = data;

  self->present_sentence_tick = 0;
  update_sentence (self);
  return G_SOURCE_REMOVE;
}

static void
queue_sentence (LabWindow *self)
{
  if (!self->presenting || self->present_sentence_tick != 0)
    return;
  self->present_sentence_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->present_sentence),
                                                              sentence_tick, self, NULL);
}

/* The sentence's size and the divider follow the height: the board as a
 * square as high as the screen, the rest for the tree. */
static void
fit_to_height (LabWindow *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self->tree_paned));
  int height = gtk_widget_get_height (GTK_WIDGET (self->tree_paned));
  g_autoptr(PangoAttrList) attrs = pango_attr_list_new ();
  int px;

  if (!self->presenting || width <= 0 || height <= 0)
    return;
  /* Always beside: the board as high as the screen. */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->tree_paned), GTK_ORIENTATION_HORIZONTAL);
  px = MAX (SENTENCE_MIN_PX, (int) (height * SENTENCE_SHARE + 0.5));
  pango_attr_list_insert (attrs, pango_attr_size_new_absolute (px * PANGO_SCALE));
  gtk_label_set_attributes (self->present_sentence, attrs);
  gtk_widget_set_margin_start (GTK_WIDGET (self->present_sentence), px / 2);
  gtk_widget_set_margin_end (GTK_WIDGET (self->present_sentence), px / 2);
  gtk_widget_set_margin_top (GTK_WIDGET (self->present_sentence), px / 2);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->present_sentence), px / 2);
  gtk_paned_set_position (self->tree_paned, CLAMP (height, width / 3, MAX (width / 3, width - TREE_MIN_WIDTH)));
  lab_search_tree_view_set_text_scale (lab_visualizer_get_search_tree (self->visualizer),
                                       height * TREE_LABEL_SHARE / TREE_LABEL_DESK_PX);
  self->present_height = height;
  self->present_width = width;
}

/* Frames without a change of size after which the layout counts as
 * settled and the tick stops, until the window's size changes again. */
#define SETTLED_FRAMES 30

/* A tick that follows the size while it settles: full screen comes a few
 * frames after it is asked for, and the header bar and the panel go in
 * the meantime. The paned's size is followed, not the window's: GtkPaned
 * would scale the divider with it. */
static gboolean
size_tick (GtkWidget     *widget,
           GdkFrameClock *clock,
           gpointer       data)
{
  LabWindow *self = LAB_WINDOW (widget);
  GtkWidget *paned = GTK_WIDGET (self->tree_paned);

  if (gtk_widget_get_width (paned) != self->present_width
      || gtk_widget_get_height (paned) != self->present_height)
    {
      fit_to_height (self);
      self->present_settled = 0;
    }
  else if (++self->present_settled >= SETTLED_FRAMES)
    {
      self->present_size_tick = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
follow_size (LabWindow *self)
{
  self->present_settled = 0;
  if (self->presenting && self->present_size_tick == 0)
    self->present_size_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), size_tick, NULL, NULL);
}

static void
set_board_margins (LabWindow *self,
                   int        margin)
{
  GtkWidget *board = GTK_WIDGET (self->board);

  gtk_widget_set_margin_top (board, margin);
  gtk_widget_set_margin_bottom (board, margin);
  gtk_widget_set_margin_start (board, margin);
  gtk_widget_set_margin_end (board, margin);
}

static void
forget_surface (LabWindow *self)
{
  if (self->present_surface == NULL)
    return;
  g_signal_handlers_disconnect_by_func (self->present_surface, follow_size, self);
  g_object_remove_weak_pointer (G_OBJECT (self->present_surface), (gpointer *) &self->present_surface);
  self->present_surface = NULL;
}

static void
set_presenting (LabWindow *self,
                gboolean   presenting)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "present");

  presenting = !!presenting;
  if (self->presenting == presenting)
    return;
  self->presenting = presenting;

  gtk_widget_set_visible (self->header_bar, !presenting);
  gtk_widget_set_visible (self->bar_box, !presenting);
  gtk_widget_set_visible (self->status_bar, !presenting);
  gtk_widget_set_visible (self->status_separator, !presenting);
  gtk_widget_set_visible (GTK_WIDGET (self->visualizer), !presenting);
  gtk_widget_set_visible (GTK_WIDGET (self->present_sentence), presenting);
  lab_board_set_large_candidates (self->board, presenting);
  set_board_margins (self, presenting ? PRESENT_MARGIN : BOARD_MARGIN);
  gtk_event_controller_set_propagation_phase (self->present_keys,
                                              presenting ? GTK_PHASE_CAPTURE : GTK_PHASE_NONE);
  gtk_event_controller_set_propagation_phase (self->visualize_keys,
                                              presenting ? GTK_PHASE_CAPTURE : GTK_PHASE_BUBBLE);
  if (presenting)
    {
      self->present_fullscreened = !gtk_window_is_fullscreen (GTK_WINDOW (self));
      if (self->present_fullscreened)
        gtk_window_fullscreen (GTK_WINDOW (self));
      self->present_width = self->present_height = 0;
      follow_size (self);
      /* A monitor changed or the window resized later. */
      self->present_surface = gtk_native_get_surface (GTK_NATIVE (self));
      if (self->present_surface != NULL)
        {
          g_object_add_weak_pointer (G_OBJECT (self->present_surface), (gpointer *) &self->present_surface);
          g_signal_connect_object (self->present_surface, "notify::width", G_CALLBACK (follow_size), self,
                                   G_CONNECT_SWAPPED);
          g_signal_connect_object (self->present_surface, "notify::height", G_CALLBACK (follow_size), self,
                                   G_CONNECT_SWAPPED);
        }
      update_sentence (self);
    }
  else
    {
      if (self->present_fullscreened)
        gtk_window_unfullscreen (GTK_WINDOW (self));
      self->present_fullscreened = FALSE;
      if (self->present_size_tick != 0)
        gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->present_size_tick);
      self->present_size_tick = 0;
      forget_surface (self);
      lab_search_tree_view_set_text_scale (lab_visualizer_get_search_tree (self->visualizer), 1.0);
      /* The divider the user left, not the presentation's. */
      _lab_window_restore_tree_pane (self);
    }
  g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (presenting));
}

static void
present_change_state (GSimpleAction *action,
                      GVariant      *state,
                      gpointer       data)
{
  LabWindow *self = data;
  gboolean presenting = g_variant_get_boolean (state);

  if (presenting)
    {
      if (self->document == NULL)
        return;
      /* The run shown, or the panel's method recorded now: a teacher
       * presses F5 on a puzzle and the class watches. */
      if (!adw_flap_get_reveal_flap (self->visualizer_flap))
        g_action_group_change_action_state (G_ACTION_GROUP (self), "visualize", g_variant_new_boolean (TRUE));
      if (lab_visualizer_get_player (self->visualizer) == NULL && !lab_visualizer_get_recording (self->visualizer))
        lab_visualizer_record (self->visualizer);
    }
  set_presenting (self, presenting);
}

static gboolean
leave_cb (GtkWidget *widget,
          GVariant  *args,
          gpointer   data)
{
  set_presenting (LAB_WINDOW (widget), FALSE);
  return TRUE;
}

/* Escape leaves; the player's keys are the window's own
 * (lab-window-visualize.c), taken in the capture phase while presenting. */
static void
add_keys (LabWindow *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("Escape"),
                                                          gtk_callback_action_new (leave_cb, NULL, NULL)));
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_NONE);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
  self->present_keys = controller;
}

void
_lab_window_present_update (LabWindow *self)
{
  gboolean can = self->document != NULL;

  /* The visualizer's part is set up first and calls in already. */
  if (self->present_signals == NULL)
    return;

  /* Closing the panel (F9) or the puzzle ends the presentation. */
  if (self->presenting && (!can || !adw_flap_get_reveal_flap (self->visualizer_flap)))
    set_presenting (self, FALSE);
  _lab_window_set_action_enabled (self, "present", can);
  g_signal_group_set_target (self->present_signals, lab_visualizer_get_player (self->visualizer));
  if (self->presenting)
    update_sentence (self);
}

static const GActionEntry present_entries[] = {
  { "present", NULL, NULL, "false", present_change_state },
};

gboolean
lab_window_get_presenting (LabWindow *self)
{
  g_return_val_if_fail (LAB_IS_WINDOW (self), FALSE);
  return self->presenting;
}

GtkLabel *
lab_window_get_present_sentence (LabWindow *self)
{
  g_return_val_if_fail (LAB_IS_WINDOW (self), NULL);
  return self->present_sentence;
}

void
_lab_window_present_init (LabWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), present_entries,
                                   G_N_ELEMENTS (present_entries), self);
  add_keys (self);
  self->present_signals = g_signal_group_new (FUTOSHIKI_TYPE_TRACE_PLAYER);
  g_signal_group_connect_swapped (self->present_signals, "notify::position",
                                  G_CALLBACK (queue_sentence), self);
  g_signal_connect_object (self->visualizer, "notify::recording",
                           G_CALLBACK (_lab_window_present_update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self, "notify::document",
                           G_CALLBACK (_lab_window_present_update), self, G_CONNECT_SWAPPED);
  _lab_window_present_update (self);
}

void
_lab_window_present_dispose (LabWindow *self)
{
  if (self->present_size_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->present_size_tick);
  self->present_size_tick = 0;
  forget_surface (self);
  if (self->present_sentence_tick != 0 && self->present_sentence != NULL)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->present_sentence), self->present_sentence_tick);
  self->present_sentence_tick = 0;
  g_clear_object (&self->present_signals);
}
