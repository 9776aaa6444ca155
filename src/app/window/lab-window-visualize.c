/* lab-window-visualize.c: the visualizer's window actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * win.visualize shows or hides the visualizer panel beside the board.
 * While it is shown with a recording, the board draws the recording
 * instead of the game and the win.trace-* actions move through it; their
 * shortcuts (Left and Right or Page Up and Page Down step, with Shift one
 * event, Space plays, ] and [ change the speed) live in a controller of
 * this window and only act while the actions are enabled, so the same
 * keys move the board's cursor otherwise. A focused board keeps the
 * arrows even then, to move between the recorded cells
 * (lab-board-input.c).
 */
#define G_LOG_DOMAIN "lab-window-visualize"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "lab-file-util.h"
#include "lab-live-run-dialog.h"
#include "lab-slides-dialog.h"
#include "lab-window-private.h"

static FutoshikiTracePlayer *
shown_player (LabWindow *self)
{
  if (!adw_flap_get_reveal_flap (self->visualizer_flap))
    return NULL;
  return lab_visualizer_get_player (self->visualizer);
}

/* The board follows a program's run live as well as a recording. */
static FutoshikiTracePlayer *
board_player (LabWindow *self)
{
  if (!adw_flap_get_reveal_flap (self->visualizer_flap))
    return NULL;
  return lab_visualizer_get_board_player (self->visualizer);
}

static void
update_actions (LabWindow *self)
{
  static const char * const moves[] = {
    "trace-step", "trace-step-back", "trace-fine-step", "trace-fine-step-back",
    "trace-start", "trace-end", "trace-next-backtrack", "trace-next-solution",
    "trace-play", "trace-faster", "trace-slower", "trace-export",
  };
  FutoshikiTracePlayer *player = shown_player (self);
  gboolean recording = lab_visualizer_get_recording (self->visualizer);
  GAction *play;

  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    _lab_window_set_action_enabled (self, moves[i], player != NULL);
  /* Without a puzzle there is no solver to watch (F9 did nothing, issue
   * 32); a panel still open can always be closed. */
  _lab_window_set_action_enabled (self, "visualize",
                                  self->document != NULL
                                  || adw_flap_get_reveal_flap (self->visualizer_flap));
  _lab_window_set_action_enabled (self, "trace-record", self->document != NULL && !recording);
  _lab_window_set_action_enabled (self, "trace-run-program", self->document != NULL && !recording);
  _lab_window_set_action_enabled (self, "trace-cancel", recording);
  play = g_action_map_lookup_action (G_ACTION_MAP (self), "trace-play");
  g_simple_action_set_state (G_SIMPLE_ACTION (play),
                             g_variant_new_boolean (player != NULL && futoshiki_trace_player_get_playing (player)));
}

/* The search tree's pane beside (or under) the board. The setting keeps the board's
 * share of the paned's width (height, under); the divider is put back at that share
 * whenever the width changes (the window resized, the panel sliding in,
 * which GtkPaned alone would turn into another share where a child's
 * minimum width held it), and a move at the same width is the user's, and
 * remembered. Not in presentation mode, which sets a divider of its own. */
#define TREE_PANE_MIN 0.2
#define TREE_PANE_MAX 0.8

/* Beside the board or under it, whichever gives the board the larger
 * square at the remembered share: beside on a laptop and wider, under in
 * a narrow window (the app's default 860 px with the panel open), where
 * beside it the board would be a strip. */
static GtkOrientation
tree_pane_orientation_for (LabWindow *self)
{
  double share = CLAMP (g_settings_get_double (self->settings, "tree-pane-position"), TREE_PANE_MIN, TREE_PANE_MAX);
  int width = gtk_widget_get_width (GTK_WIDGET (self->tree_paned));
  int height = gtk_widget_get_height (GTK_WIDGET (self->tree_paned));
  double beside = MIN (share * width, height);
  double under = MIN (width, share * height);

  return beside >= under ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL;
}

/* The paned's length along its divider's travel. */
static int
tree_pane_extent (LabWindow *self)
{
  GtkWidget *paned = GTK_WIDGET (self->tree_paned);

  return gtk_orientable_get_orientation (GTK_ORIENTABLE (paned)) == GTK_ORIENTATION_HORIZONTAL
         ? gtk_widget_get_width (paned) : gtk_widget_get_height (paned);
}

static void
apply_tree_pane (LabWindow *self,
                 int        width)
{
  double share = CLAMP (g_settings_get_double (self->settings, "tree-pane-position"), TREE_PANE_MIN, TREE_PANE_MAX);
  int position = (int) (share * width + 0.5);

  self->tree_pane_width = width;
  if (abs (gtk_paned_get_position (self->tree_paned) - position) > 1)
    gtk_paned_set_position (self->tree_paned, position);
}

static gboolean
restore_after_layout (GtkWidget     *paned,
                      GdkFrameClock *clock,
                      gpointer       data)
{
  LabWindow *self = data;
  GtkOrientation orientation;
  int width;

  /* A pane closed meanwhile is put back when it shows again
   * (update_tree_pane); no frame clock runs for it till then. */
  if (!gtk_widget_get_visible (self->tree_box))
    {
      self->tree_pane_tick = 0;
      return G_SOURCE_REMOVE;
    }
  if (gtk_widget_get_width (paned) <= 0 || gtk_widget_get_height (paned) <= 0)
    return G_SOURCE_CONTINUE;
  self->tree_pane_tick = 0;
  if (self->presenting)
    return G_SOURCE_REMOVE;
  orientation = tree_pane_orientation_for (self);
  if (orientation != gtk_orientable_get_orientation (GTK_ORIENTABLE (paned)))
    gtk_orientable_set_orientation (GTK_ORIENTABLE (paned), orientation);
  width = tree_pane_extent (self);
  apply_tree_pane (self, width);
  return G_SOURCE_REMOVE;
}

void
_lab_window_restore_tree_pane (LabWindow *self)
{
  self->tree_pane_width = 0;
  if (self->tree_pane_tick == 0)
    self->tree_pane_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->tree_paned), restore_after_layout,
                                                         self, NULL);
}

static void
on_tree_pane_moved (LabWindow *self)
{
  int width = tree_pane_extent (self);
  double share;

  if (self->tree_pane_tick != 0 || self->presenting || width <= 0
      || !gtk_widget_get_visible (self->tree_box))
    return;
  /* Put back before the next frame, not in the middle of this layout. */
  if (width != self->tree_pane_width)
    {
      _lab_window_restore_tree_pane (self);
      return;
    }
  share = CLAMP ((double) gtk_paned_get_position (self->tree_paned) / width, TREE_PANE_MIN, TREE_PANE_MAX);
  if (fabs (share - g_settings_get_double (self->settings, "tree-pane-position")) > 0.002)
    g_settings_set_double (self->settings, "tree-pane-position", share);
}

/* The tree's pane comes and goes with the panel. */
static void
update_tree_pane (LabWindow *self)
{
  gboolean shown = adw_flap_get_reveal_flap (self->visualizer_flap);

  if (shown == gtk_widget_get_visible (self->tree_box))
    return;
  gtk_widget_set_visible (self->tree_box, shown);
  if (shown)
    _lab_window_restore_tree_pane (self);
}

/* The board shows the recording only while the panel does. */
static void
update_board (LabWindow *self)
{
  FutoshikiTracePlayer *player = board_player (self);
  GAction *visualize = g_action_map_lookup_action (G_ACTION_MAP (self), "visualize");
  FutoshikiTracePlayer *shown = lab_board_get_trace_player (self->board);

  if (shown_player (self) == NULL && lab_visualizer_get_player (self->visualizer) != NULL)
    futoshiki_trace_player_set_playing (lab_visualizer_get_player (self->visualizer), FALSE);
  lab_board_set_trace_player (self->board, player);
  /* The board described the recording: it describes the game again. */
  if (shown != NULL && player == NULL)
    _lab_window_update_status (self);
  g_simple_action_set_state (G_SIMPLE_ACTION (visualize),
                             g_variant_new_boolean (adw_flap_get_reveal_flap (self->visualizer_flap)));
  update_tree_pane (self);
  update_actions (self);
  _lab_window_present_update (self);
}

static void
on_player_changed (LabWindow *self)
{
  /* A player left behind may live on in an export dialog: the group lets
   * go of it. */
  g_signal_group_set_target (self->player_signals, lab_visualizer_get_player (self->visualizer));
  update_board (self);
}

static void
on_document_changed (LabWindow *self)
{
  lab_visualizer_set_document (self->visualizer, self->document);
  update_actions (self);
}

static gboolean
reveal_after_layout (GtkWidget     *flap,
                     GdkFrameClock *clock,
                     gpointer       data)
{
  LabWindow *self = data;

  if (gtk_widget_get_width (flap) == 0)
    return G_SOURCE_CONTINUE;
  self->reveal_tick = 0;
  adw_flap_set_reveal_flap (ADW_FLAP (flap), self->reveal_wanted);
  return G_SOURCE_REMOVE;
}

/* AdwFlap 1.2 starts its reveal at a speed divided by the panel's width as
 * last laid out. Before the board's page has ever been laid out (the
 * moment after a document replaced the empty page) that width is 0, the
 * speed 0 / 0 is NaN, and so is the spring's value in a frame that comes
 * within the millisecond it started: that frame the flap gives the board's
 * scroller a width of -2147483648 (a GTK warning and a board drawn nowhere;
 * the stress test met it about once in a hundred runs). So until the flap
 * has a width, the reveal waits for it; the last request wins. */
static void
reveal_panel (LabWindow *self,
              gboolean   reveal)
{
  GtkWidget *flap = GTK_WIDGET (self->visualizer_flap);

  if (self->reveal_tick == 0 && gtk_widget_get_width (flap) > 0)
    {
      adw_flap_set_reveal_flap (self->visualizer_flap, reveal);
      return;
    }
  self->reveal_wanted = reveal;
  if (self->reveal_tick == 0)
    self->reveal_tick = gtk_widget_add_tick_callback (flap, reveal_after_layout, self, NULL);
}

static void
visualize_change_state (GSimpleAction *action,
                        GVariant      *state,
                        gpointer       data)
{
  reveal_panel (data, g_variant_get_boolean (state));
}

#define PLAYER_ACTION(name, call)                                         \
  static void                                                             \
  name (GSimpleAction *action,                                            \
        GVariant      *parameter,                                         \
        gpointer       data)                                              \
  {                                                                       \
    FutoshikiTracePlayer *player = shown_player (data);                         \
                                                                          \
    if (player != NULL)                                                   \
      {                                                                   \
        futoshiki_trace_player_set_playing (player, FALSE);                     \
        call (player);                                                    \
      }                                                                   \
  }

PLAYER_ACTION (step_activated, futoshiki_trace_player_step)
PLAYER_ACTION (step_back_activated, futoshiki_trace_player_step_back)
PLAYER_ACTION (fine_step_activated, futoshiki_trace_player_fine_step)
PLAYER_ACTION (fine_step_back_activated, futoshiki_trace_player_fine_step_back)
PLAYER_ACTION (start_activated, futoshiki_trace_player_go_start)
PLAYER_ACTION (end_activated, futoshiki_trace_player_go_end)
PLAYER_ACTION (next_backtrack_activated, futoshiki_trace_player_next_backtrack)
PLAYER_ACTION (next_solution_activated, futoshiki_trace_player_next_solution)

/* Twice or half as fast, without stopping: a class watching the run
 * asks for it while it plays. The spin button follows through its
 * binding and keeps the speed within its range. */
static void
change_speed (LabWindow *self,
              double     factor)
{
  FutoshikiTracePlayer *player = shown_player (self);

  if (player != NULL)
    futoshiki_trace_player_set_speed (player, futoshiki_trace_player_get_speed (player) * factor);
}

static void
faster_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       data)
{
  change_speed (data, 2.0);
}

static void
slower_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       data)
{
  change_speed (data, 0.5);
}

static void
play_change_state (GSimpleAction *action,
                   GVariant      *state,
                   gpointer       data)
{
  FutoshikiTracePlayer *player = shown_player (data);

  if (player != NULL)
    futoshiki_trace_player_set_playing (player, g_variant_get_boolean (state));
  update_actions (data);
}

static void
record_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       data)
{
  LabWindow *self = data;

  reveal_panel (self, TRUE);
  lab_visualizer_record (self->visualizer);
}

void
lab_window_watch_solver (LabWindow  *self,
                         const char *algorithm_id)
{
  g_return_if_fail (LAB_IS_WINDOW (self));
  g_return_if_fail (algorithm_id != NULL);

  lab_visualizer_set_algorithm_id (self->visualizer, algorithm_id);
  reveal_panel (self, TRUE);
  lab_visualizer_record (self->visualizer);
}

static void
cancel_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       data)
{
  lab_visualizer_cancel (LAB_WINDOW (data)->visualizer);
}

static void
on_run_chosen (LabWindow  *self,
               const char *command)
{
  /* What went wrong is said in the panel. */
  lab_visualizer_run_program (self->visualizer, command, NULL);
}

/* Run a Program…: a student's solver, run live on the puzzle. */
static void
run_program_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       data)
{
  LabWindow *self = data;
  LabLiveRunDialog *dialog;

  if (self->document == NULL)
    return;
  reveal_panel (self, TRUE);
  dialog = lab_live_run_dialog_new (GTK_WINDOW (self));
  g_signal_connect_object (dialog, "run", G_CALLBACK (on_run_chosen), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Export Run…: the recording shown, as slides. */
static void
export_run_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       data)
{
  LabWindow *self = data;
  FutoshikiTracePlayer *player = shown_player (self);
  LabSlidesDialog *dialog;

  if (player == NULL)
    return;
  futoshiki_trace_player_set_playing (player, FALSE);
  dialog = lab_slides_dialog_new (GTK_WINDOW (self), player, self->document);
  g_signal_connect_object (dialog, "exported", G_CALLBACK (_lab_window_show_exported), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static const GActionEntry visualize_entries[] = {
  { "visualize", NULL, NULL, "false", visualize_change_state },
  { "trace-record", record_activated },
  { "trace-cancel", cancel_activated },
  { "trace-run-program", run_program_activated },
  { "trace-step", step_activated },
  { "trace-step-back", step_back_activated },
  { "trace-fine-step", fine_step_activated },
  { "trace-fine-step-back", fine_step_back_activated },
  { "trace-start", start_activated },
  { "trace-end", end_activated },
  { "trace-next-backtrack", next_backtrack_activated },
  { "trace-next-solution", next_solution_activated },
  { "trace-play", NULL, NULL, "false", play_change_state },
  { "trace-faster", faster_activated },
  { "trace-slower", slower_activated },
  { "trace-export", export_run_activated },
};

static void
add_shortcuts (LabWindow *self)
{
  static const struct { const char *accel; const char *action; } shortcuts[] = {
    { "F9", "win.visualize" },
    { "Right", "win.trace-step" },
    { "Left", "win.trace-step-back" },
    { "<Shift>Right", "win.trace-fine-step" },
    { "<Shift>Left", "win.trace-fine-step-back" },
    /* The same steps where the arrows are taken: on the board, which
     * moves between the recorded cells with them. */
    { "Page_Down", "win.trace-step" },
    { "Page_Up", "win.trace-step-back" },
    { "<Shift>Page_Down", "win.trace-fine-step" },
    { "<Shift>Page_Up", "win.trace-fine-step-back" },
    { "space", "win.trace-play" },
    { "Home", "win.trace-start" },
    { "End", "win.trace-end" },
    { "b", "win.trace-next-backtrack" },
    { "s", "win.trace-next-solution" },
    /* As in media players. */
    { "bracketright", "win.trace-faster" },
    { "bracketleft", "win.trace-slower" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  /* In the bubble phase: a focused widget that uses these keys (a spin
   * button, the timeline, the board with its arrows) keeps them; the
   * board passes the others on while a recording is shown. */
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_BUBBLE);
  for (gsize i = 0; i < G_N_ELEMENTS (shortcuts); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_shortcut_trigger_parse_string (shortcuts[i].accel),
                                                            gtk_named_action_new (shortcuts[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
  self->visualize_keys = controller;
}

void
_lab_window_show_run (LabWindow            *self,
                      FutoshikiTracePlayer *player,
                      GFile                *file)
{
  g_autofree char *name = lab_file_display_name (file);

  lab_visualizer_load_run (self->visualizer, player, name);
  reveal_panel (self, TRUE);
}

void
_lab_window_visualize_init (LabWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), visualize_entries,
                                   G_N_ELEMENTS (visualize_entries), self);
  add_shortcuts (self);
  self->player_signals = g_signal_group_new (FUTOSHIKI_TYPE_TRACE_PLAYER);
  g_signal_group_connect_swapped (self->player_signals, "notify::playing",
                                  G_CALLBACK (update_actions), self);
  g_signal_connect_object (self->visualizer, "notify::player",
                           G_CALLBACK (on_player_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->visualizer, "notify::board-player",
                           G_CALLBACK (update_board), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->visualizer, "notify::recording",
                           G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->visualizer_flap, "notify::reveal-flap",
                           G_CALLBACK (update_board), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self, "notify::document",
                           G_CALLBACK (on_document_changed), self, G_CONNECT_SWAPPED);
  gtk_box_prepend (GTK_BOX (self->tree_box), GTK_WIDGET (lab_visualizer_get_search_tree (self->visualizer)));
  g_signal_connect_object (self->tree_paned, "notify::position",
                           G_CALLBACK (on_tree_pane_moved), self, G_CONNECT_SWAPPED);

  lab_visualizer_set_document (self->visualizer, self->document);
  update_board (self);
}

void
_lab_window_visualize_dispose (LabWindow *self)
{
  g_clear_object (&self->player_signals);
  if (self->reveal_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->visualizer_flap), self->reveal_tick);
  self->reveal_tick = 0;
  if (self->tree_pane_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->tree_paned), self->tree_pane_tick);
  self->tree_pane_tick = 0;
}
