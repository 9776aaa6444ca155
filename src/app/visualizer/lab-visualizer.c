/* lab-visualizer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The side panel of the step-through visualizer: pick an algorithm,
 * record its run on the puzzle (a FutoshikiSolveJob in a worker thread, with a
 * trace), then move through it with the controls, the timeline or the
 * event log while the board shows each moment. The panel also says
 * where the player is and what happened there (one status label, for
 * screen readers too), the running counts, and the decision stack or, for
 * local search, the energy and its chart: all follow the player's
 * position, once a frame while it plays fast. The controls are window
 * actions (lab-window-visualize.c) so that they have keyboard shortcuts.
 */
#define G_LOG_DOMAIN "lab-visualizer"

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>

#include "futoshiki-algorithm-text.h"
#include "lab-arc-queue.h"
#include "lab-bookmark-list.h"
#include "lab-energy-chart.h"
#include "lab-live-run.h"
#include "lab-search-tree-view.h"
#include "futoshiki-solve-job.h"
#include "lab-timeline.h"
#include "lab-trace-file.h"
#include "lab-tree-compare.h"
#include "lab-trace-legend.h"
#include "futoshiki-trace-sentence.h"
#include "lab-visualizer.h"

/* A safety net behind Cancel: a recording run stops after this long. */
#define RECORD_TIME_LIMIT 60.0
/* The search path lists this many levels; deeper ones are summed up in
 * one more line. Its height is kept for all of them, so the log below
 * does not move as the search goes deeper. */
#define MAX_PATH_LINES 8
/* How often the board and the counts follow a program run live. */
#define LIVE_UPDATES_PER_SECOND 30

struct _LabVisualizer
{
  GtkWidget        parent_instance;

  GSettings       *settings;
  FutoshikiDocument     *document;
  GPtrArray       *algorithm_ids;
  GSignalGroup    *document_signals;
  FutoshikiTracePlayer  *player;
  /* The player's moves and playing, and its speed and fine stepping tied
   * to the controls, follow whichever player is shown. */
  GSignalGroup    *player_signals;
  GBindingGroup   *player_bindings;
  FutoshikiSolveJob     *job;
  GCancellable    *cancellable;
  guint            update_tick;
  /* A program run live, its command line, and the frame clock's tick
   * that shows it as it comes (lab-live-run.c). */
  LabLiveRun      *live;
  char            *live_command;
  guint            live_tick;
  gint64           live_shown;   /* frame time of the last update */

  /* Template children */
  GtkWidget       *scroller;
  GtkDropDown     *algorithm_dropdown;
  GtkWidget       *record_button;
  GtkWidget       *cancel_button;
  GtkProgressBar  *progress_bar;
  GtkLabel        *live_counts_label;
  GtkLabel        *outcome_label;
  GtkWidget       *live_message_box;
  GtkWidget       *live_message_icon;
  GtkLabel        *live_message_label;
  GtkWidget       *truncated_box;
  GtkLabel        *truncated_label;
  GtkWidget       *player_box;
  LabBookmarkList *bookmark_list;
  GtkWidget       *play_button;
  GtkAdjustment   *speed_adjustment;
  GtkCheckButton  *fine_check;
  LabTimeline     *timeline;
  GtkLabel        *sentence_label;
  GtkLabel        *counts_label;
  GtkWidget       *path_box;
  GtkLabel        *path_label;
  GtkWidget       *energy_box;
  GtkLabel        *energy_label;
  LabEnergyChart  *energy_chart;
  LabArcQueue     *arc_queue;
  LabTraceLog     *log;
  /* Not in the panel: the window puts it in a pane of its own beside the
   * board, where it has room (lab_visualizer_get_search_tree()). */
  LabSearchTreeView   *search_tree;
  GtkExpander     *legend_expander;
};


G_DEFINE_FINAL_TYPE (LabVisualizer, lab_visualizer, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PLAYER,
  PROP_RECORDING,
  PROP_BOARD_PLAYER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GtkWidget *
lab_visualizer_new (void)
{
  return g_object_new (LAB_TYPE_VISUALIZER, NULL);
}

LabTraceLog *
lab_visualizer_get_log (LabVisualizer *self)
{
  g_return_val_if_fail (LAB_IS_VISUALIZER (self), NULL);
  return self->log;
}

LabSearchTreeView *
lab_visualizer_get_search_tree (LabVisualizer *self)
{
  g_return_val_if_fail (LAB_IS_VISUALIZER (self), NULL);
  return self->search_tree;
}

void
lab_visualizer_show_search_tree (LabVisualizer *self,
                                 gboolean       show)
{
  g_return_if_fail (LAB_IS_VISUALIZER (self));
  gtk_widget_set_visible (GTK_WIDGET (self->search_tree), show);
}

/* What the panel says about the shown moment */

static void
update_counts (LabVisualizer *self)
{
  FutoshikiTraceCounts counts;
  g_autofree char *text = NULL;

  futoshiki_trace_player_get_counts (self->player, &counts);
  if (futoshiki_trace_player_get_local_search (self->player))
    /* Translators: running counts of a local search */
    text = g_strdup_printf (_("Moves %'" PRIu64 " · Solutions %'" PRIu64),
                            counts.moves, counts.solutions);
  else
    /* Translators: running counts up to the shown moment */
    text = g_strdup_printf (_("Assignments %'" PRIu64 " · Removed values %'" PRIu64
                              " · Backtracks %'" PRIu64 " · Solutions %'" PRIu64),
                            counts.assignments, counts.prunes, counts.backtracks, counts.solutions);
  gtk_label_set_text (self->counts_label, text);
}

static void
update_path (LabVisualizer *self)
{
  GArray *path = futoshiki_trace_player_get_path (self->player);
  int n = futoshiki_trace_player_get_puzzle (self->player)->size;
  g_autoptr(GString) text = g_string_new (NULL);
  guint first = path->len > MAX_PATH_LINES ? path->len - MAX_PATH_LINES : 0;

  if (path->len == 0)
    {
      gtk_label_set_text (self->path_label, _("No decision yet: the root of the search"));
      return;
    }
  if (g_array_index (path, FutoEvent, first).depth == 2)
    /* Translators: the top of a search path, one level too far back to show */
    g_string_append (text, _("… depth 1\n"));
  else if (g_array_index (path, FutoEvent, first).depth > 2)
    /* Translators: the top of a search path that starts too far back to show */
    g_string_append_printf (text, _("… depths 1 to %d\n"), g_array_index (path, FutoEvent, first).depth - 1);
  for (guint i = first; i < path->len; i++)
    {
      const FutoEvent *event = &g_array_index (path, FutoEvent, i);
      g_autofree char *cell = futoshiki_trace_cell_name (n, event->cell);

      /* Translators: one level of the search path, "depth 2: r4c1 = 3" */
      g_string_append_printf (text, _("depth %d: %s = %d"), event->depth, cell, event->value);
      if (i + 1 < path->len)
        g_string_append_c (text, '\n');
    }
  gtk_label_set_text (self->path_label, text->str);
}

/* Measured in the label's own font once it is on screen. */
static void
reserve_path_height (GtkWidget *path_label)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (path_label, "0");
  int line_height;

  pango_layout_get_pixel_size (layout, NULL, &line_height);
  gtk_widget_set_size_request (path_label, -1, line_height * (MAX_PATH_LINES + 1));
  g_object_unref (layout);
}

static void
update_position (LabVisualizer *self)
{
  g_autofree char *position = NULL;
  g_autofree char *markup = NULL;

  if (self->player == NULL)
    return;
  /* One label, the status, for where the player is and what happened
   * there: a screen reader hears both as one polite update. (Its own
   * accessible name follows its text; a second label or a name set apart
   * would be announced twice.) It follows every move, once a frame while
   * playing (queue_position): a header that lagged the board and the log
   * by a second showed another event than they did. */
  position = futoshiki_trace_position_text (futoshiki_trace_player_get_position (self->player),
                                            futoshiki_trace_player_get_length (self->player));
  markup = g_markup_printf_escaped ("<span weight=\"normal\" alpha=\"60%%\" "
                                    "font_features=\"tnum\">%s</span>\n%s",
                                    position, futoshiki_trace_player_get_sentence (self->player));
  gtk_label_set_markup (self->sentence_label, markup);
  update_counts (self);
  if (futoshiki_trace_player_get_local_search (self->player))
    {
      const char *id = futoshiki_trace_player_get_algorithm_id (self->player);
      g_autofree char *energy = futoshiki_algorithm_energy_text (id != NULL ? futo_algorithm_find (id) : NULL,
                                                                 futoshiki_trace_player_get_cursor (self->player)->energy);
      gtk_label_set_text (self->energy_label, energy);
    }
  else
    update_path (self);
}

/* While playing fast the position changes more often than the screen
 * refreshes: the labels follow once a frame. */
static gboolean
update_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       data)
{
  LabVisualizer *self = LAB_VISUALIZER (widget);

  self->update_tick = 0;
  update_position (self);
  return G_SOURCE_REMOVE;
}

static void
queue_position (LabVisualizer *self)
{
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    update_position (self);
  else if (self->update_tick == 0)
    self->update_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), update_tick_cb, NULL, NULL);
}

/* The play button turns into a pause button while playing. */
static void
update_play_button (LabVisualizer *self)
{
  gboolean playing = self->player != NULL && futoshiki_trace_player_get_playing (self->player);

  gtk_button_set_icon_name (GTK_BUTTON (self->play_button),
                            playing ? "media-playback-pause-symbolic" : "media-playback-start-symbolic");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->play_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, playing ? _("Pause") : _("Play"),
                                  -1);
}

FutoshikiTracePlayer *
lab_visualizer_get_player (LabVisualizer *self)
{
  g_return_val_if_fail (LAB_IS_VISUALIZER (self), NULL);
  return self->player;
}

void
lab_visualizer_set_player (LabVisualizer  *self,
                           FutoshikiTracePlayer *player)
{
  gboolean local;

  g_return_if_fail (LAB_IS_VISUALIZER (self));
  g_return_if_fail (player == NULL || FUTOSHIKI_IS_TRACE_PLAYER (player));

  if (self->player == player)
    return;

  if (self->player != NULL)
    futoshiki_trace_player_set_playing (self->player, FALSE);
  /* A new recording plays at the speed and stepping the controls show:
   * the bindings then carry them over from it. */
  if (player != NULL)
    {
      futoshiki_trace_player_set_speed (player, gtk_adjustment_get_value (self->speed_adjustment));
      futoshiki_trace_player_set_fine (player, gtk_check_button_get_active (self->fine_check));
    }
  g_binding_group_set_source (self->player_bindings, player);
  g_set_object (&self->player, player);

  lab_trace_view_set_player (LAB_TRACE_VIEW (self->timeline), player);
  lab_trace_view_set_player (LAB_TRACE_VIEW (self->log), player);
  lab_trace_view_set_player (LAB_TRACE_VIEW (self->energy_chart), player);
  lab_trace_view_set_player (LAB_TRACE_VIEW (self->arc_queue), player);
  lab_trace_view_set_player (LAB_TRACE_VIEW (self->search_tree), player);
  lab_bookmark_list_set_player (self->bookmark_list, player);
  g_signal_group_set_target (self->player_signals, player);
  gtk_widget_set_sensitive (self->player_box, player != NULL);
  if (player != NULL)
    {
      local = futoshiki_trace_player_get_local_search (player);
      gtk_widget_set_visible (self->energy_box, local && lab_energy_chart_has_data (self->energy_chart));
      gtk_widget_set_visible (self->path_box, !local);
      update_position (self);
    }
  else
    {
      gtk_label_set_text (self->sentence_label, "");
      gtk_label_set_text (self->counts_label, "");
      gtk_label_set_text (self->path_label, "");
      gtk_widget_set_visible (self->energy_box, FALSE);
      gtk_widget_set_visible (self->truncated_box, FALSE);
    }
  update_play_button (self);
  /* Another run starts at the top of the panel, not where the last one
   * was scrolled to. */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller)), 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
  if (self->live == NULL)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_PLAYER]);
}

const char *
lab_visualizer_get_algorithm_id (LabVisualizer *self)
{
  guint selected;

  g_return_val_if_fail (LAB_IS_VISUALIZER (self), NULL);

  selected = gtk_drop_down_get_selected (self->algorithm_dropdown);
  if (selected >= self->algorithm_ids->len)
    return NULL;
  return g_ptr_array_index (self->algorithm_ids, selected);
}

void
lab_visualizer_set_algorithm_id (LabVisualizer *self,
                                 const char    *algorithm_id)
{
  g_return_if_fail (LAB_IS_VISUALIZER (self));

  for (guint i = 0; i < self->algorithm_ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->algorithm_ids, i), algorithm_id) == 0)
      gtk_drop_down_set_selected (self->algorithm_dropdown, i);
}

gboolean
lab_visualizer_get_recording (LabVisualizer *self)
{
  g_return_val_if_fail (LAB_IS_VISUALIZER (self), FALSE);
  return self->job != NULL || self->live != NULL;
}

FutoshikiTracePlayer *
lab_visualizer_get_board_player (LabVisualizer *self)
{
  g_return_val_if_fail (LAB_IS_VISUALIZER (self), NULL);

  if (self->live != NULL)
    return lab_live_run_get_player (self->live);
  return self->player;
}

LabLiveRun *
lab_visualizer_get_live_run (LabVisualizer *self)
{
  g_return_val_if_fail (LAB_IS_VISUALIZER (self), NULL);
  return self->live;
}

static void
set_recording_ui (LabVisualizer *self,
                  gboolean       recording)
{
  gtk_widget_set_visible (self->cancel_button, recording);
  gtk_widget_set_visible (GTK_WIDGET (self->progress_bar), recording);
  gtk_widget_set_visible (GTK_WIDGET (self->live_counts_label), recording && self->live != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->algorithm_dropdown), !recording);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RECORDING]);
}

static void
on_job_progress (LabVisualizer *self)
{
  g_autofree char *time = NULL, *text = NULL;

  if (self->job == NULL)
    return;
  time = futoshiki_solve_job_format_duration (futoshiki_solve_job_get_elapsed (self->job));
  /* Translators: recording progress, "1.2 s · 30,000 nodes" */
  text = g_strdup_printf (_("%s · %'" PRIu64 " nodes"), time, futoshiki_solve_job_get_nodes (self->job));
  gtk_progress_bar_set_text (self->progress_bar, text);
  gtk_progress_bar_pulse (self->progress_bar);
}

static void
on_record_done (GObject      *object,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr(LabVisualizer) self = data;
  g_autoptr(FutoshikiSolveJob) job = FUTOSHIKI_SOLVE_JOB (object);
  g_autoptr(GError) error = NULL;
  g_autoptr(FutoshikiTracePlayer) player = NULL;
  g_autofree char *outcome = NULL;
  const FutoAlgorithm *algorithm = futoshiki_solve_job_get_algorithm (job);
  FutoTrace *trace;

  /* A job the panel no longer waits for: it was disposed meanwhile. */
  if (self->job != job)
    {
      futoshiki_solve_job_run_finish (job, result, NULL);
      return;
    }
  g_clear_object (&self->job);
  g_clear_object (&self->cancellable);
  set_recording_ui (self, FALSE);
  if (!futoshiki_solve_job_run_finish (job, result, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        gtk_label_set_text (self->outcome_label, _("Recording cancelled"));
      else
        gtk_label_set_text (self->outcome_label, error->message);
      return;
    }

  trace = futoshiki_solve_job_steal_trace (job);
  if (trace == NULL)
    {
      gtk_label_set_text (self->outcome_label, _("The run recorded nothing"));
      return;
    }
  player = futoshiki_trace_player_new (trace, futoshiki_solve_job_get_puzzle (job),
                                       futoshiki_solve_job_get_algorithm_id (job),
                                       algorithm != NULL && algorithm->stochastic);
  outcome = futoshiki_solve_job_describe (job);
  gtk_label_set_text (self->outcome_label, outcome);
  if (futoshiki_solve_job_get_trace_truncated (job))
    {
      g_autofree char *limit = g_strdup_printf ("%'" G_GUINT64_FORMAT, futoshiki_trace_player_get_length (player));
      g_autofree char *text = NULL;

      /* Translators: %s is a number of events */
      text = g_strdup_printf (_("The run went on past the recording limit of %s events: only its beginning "
                                "is shown. The limit is in Preferences."), limit);
      gtk_label_set_text (self->truncated_label, text);
    }
  lab_visualizer_set_player (self, player);
  gtk_widget_set_visible (self->truncated_box, futoshiki_solve_job_get_trace_truncated (job));
}

void
lab_visualizer_record (LabVisualizer *self)
{
  const char *id;
  guint64 limit;

  g_return_if_fail (LAB_IS_VISUALIZER (self));

  if (self->job != NULL || self->live != NULL || self->document == NULL)
    return;
  id = lab_visualizer_get_algorithm_id (self);
  if (id == NULL)
    return;

  lab_visualizer_set_player (self, NULL);
  gtk_widget_set_visible (self->live_message_box, FALSE);
  limit = g_settings_get_uint (self->settings, "trace-limit");
  self->job = futoshiki_solve_job_new (futoshiki_document_get_puzzle (self->document), id);
  futoshiki_solve_job_set_record_trace (self->job, MAX (limit, 1));
  futoshiki_solve_job_set_solution_limit (self->job, 1);
  futoshiki_solve_job_set_seed (self->job, 1);
  futoshiki_solve_job_set_time_limit (self->job, RECORD_TIME_LIMIT);
  self->cancellable = g_cancellable_new ();
  g_signal_connect_object (self->job, "notify::elapsed",
                           G_CALLBACK (on_job_progress), self, G_CONNECT_SWAPPED);
  gtk_progress_bar_set_text (self->progress_bar, _("Recording…"));
  gtk_label_set_text (self->outcome_label, _("Recording the run…"));
  set_recording_ui (self, TRUE);
  futoshiki_solve_job_run_async (g_object_ref (self->job), self->cancellable, on_record_done, g_object_ref (self));
}

/* A program run live */

/* The message that stays under the outcome once a live run has ended
 * other than well: a lie with its event, a failure with the program's
 * own words. */
static void
show_live_message (LabVisualizer *self,
                   const char    *message,
                   gboolean       error)
{
  gtk_widget_set_visible (self->live_message_box, message != NULL);
  if (message == NULL)
    return;
  gtk_label_set_text (self->live_message_label, message);
  gtk_image_set_from_icon_name (GTK_IMAGE (self->live_message_icon),
                                error ? "dialog-error-symbolic" : "dialog-information-symbolic");
  gtk_widget_remove_css_class (self->live_message_icon, error ? "dim-label" : "error");
  gtk_widget_add_css_class (self->live_message_icon, error ? "error" : "dim-label");
  gtk_widget_remove_css_class (GTK_WIDGET (self->live_message_label), error ? "dim-label" : "error");
  gtk_widget_add_css_class (GTK_WIDGET (self->live_message_label), error ? "error" : "dim-label");
}

/* The board at the latest event, the counts and the time: once a frame
 * at most, and at most LIVE_UPDATES_PER_SECOND times a second, however
 * fast the program writes. */
static void
update_live (LabVisualizer *self)
{
  FutoshikiTracePlayer *player = lab_live_run_get_player (self->live);
  g_autofree char *time = futoshiki_solve_job_format_duration (lab_live_run_get_elapsed (self->live));
  g_autofree char *progress = NULL, *counts_text = NULL;
  LabLiveRunCounts counts;

  if (player != NULL)
    {
      futoshiki_trace_player_update_length (player);
      futoshiki_trace_player_set_position (player, futoshiki_trace_player_get_length (player));
    }
  lab_live_run_get_counts (self->live, &counts);
  /* Translators: a program's run as it comes, "1.2 s · 30,000 events" */
  progress = g_strdup_printf (_("%s · %'" PRIu64 " events"), time, counts.events);
  gtk_progress_bar_set_text (self->progress_bar, progress);
  gtk_progress_bar_pulse (self->progress_bar);
  /* Translators: the counts of a program's run as it comes */
  counts_text = g_strdup_printf (_("Events %'" PRIu64 " · Decisions %'" PRIu64 " · Backtracks %'" PRIu64
                                   " · Solutions %'" PRIu64),
                                 counts.events, counts.decisions, counts.backtracks, counts.solutions);
  gtk_label_set_text (self->live_counts_label, counts_text);
}

/* In the frame clock's update phase, so that what changed is laid out
 * and drawn in the same frame. */
static gboolean
live_tick_cb (GtkWidget     *widget,
              GdkFrameClock *clock,
              gpointer       data)
{
  LabVisualizer *self = LAB_VISUALIZER (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  if (now - self->live_shown >= G_USEC_PER_SEC / LIVE_UPDATES_PER_SECOND)
    {
      self->live_shown = now;
      update_live (self);
    }
  return G_SOURCE_CONTINUE;
}

static void
stop_live_updates (LabVisualizer *self)
{
  if (self->live_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->live_tick);
  self->live_tick = 0;
}

/* Forgets a live run without showing it: the puzzle changed, another run
 * replaced it, the panel goes away. */
static void
drop_live (LabVisualizer *self)
{
  g_autoptr(LabLiveRun) live = g_steal_pointer (&self->live);

  if (live == NULL)
    return;
  stop_live_updates (self);
  g_signal_handlers_disconnect_by_data (live, self);
  lab_live_run_cancel (live);
  set_recording_ui (self, FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_PLAYER]);
}

static void
on_live_player (LabVisualizer *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_PLAYER]);
}

static void load_run (LabVisualizer        *self,
                      FutoshikiTracePlayer *player,
                      const char           *source,
                      gboolean              say_cut_off);

/* The program has ended, or was stopped: what it wrote is the run. */
static void
on_live_state (LabVisualizer *self)
{
  g_autoptr(LabLiveRun) live = NULL;
  g_autoptr(FutoshikiTracePlayer) player = NULL;
  LabLiveRunState state;

  if (self->live == NULL || lab_live_run_get_running (self->live))
    return;
  update_live (self);
  stop_live_updates (self);
  live = g_steal_pointer (&self->live);
  g_signal_handlers_disconnect_by_data (live, self);
  state = lab_live_run_get_state (live);
  player = lab_live_run_get_player (live) != NULL ? g_object_ref (lab_live_run_get_player (live)) : NULL;
  set_recording_ui (self, FALSE);

  if (player != NULL)
    load_run (self, player, self->live_command,
              state != LAB_LIVE_RUN_CANCELLED && state != LAB_LIVE_RUN_REFUSED && state != LAB_LIVE_RUN_FAILED);
  else
    {
      gtk_label_set_text (self->outcome_label, _("The program’s run could not be shown."));
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_PLAYER]);
    }
  if (state == LAB_LIVE_RUN_CANCELLED)
    show_live_message (self, _("The run was cancelled: what the program wrote until then is shown."), FALSE);
  else
    show_live_message (self, lab_live_run_get_message (live),
                       state == LAB_LIVE_RUN_REFUSED || state == LAB_LIVE_RUN_FAILED);
}

gboolean
lab_visualizer_run_program (LabVisualizer  *self,
                            const char     *command_line,
                            GError        **error)
{
  g_autoptr(LabLiveRun) live = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *outcome = NULL;

  g_return_val_if_fail (LAB_IS_VISUALIZER (self), FALSE);
  g_return_val_if_fail (command_line != NULL, FALSE);

  if (self->document == NULL || lab_visualizer_get_recording (self))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                           _("A run is under way: cancel it first."));
      return FALSE;
    }
  lab_visualizer_set_player (self, NULL);
  show_live_message (self, NULL, FALSE);
  live = lab_live_run_new (futoshiki_document_get_puzzle (self->document),
                           g_settings_get_uint (self->settings, "trace-limit"));
  if (!lab_live_run_start (live, command_line, &local_error))
    {
      /* Translators: %s says why, e.g. "Failed to execute child process “mysolver” (No such file or directory)" */
      g_autofree char *text = g_strdup_printf (_("The program could not be started: %s"), local_error->message);

      gtk_label_set_text (self->outcome_label, _("The program did not run."));
      show_live_message (self, text, TRUE);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  g_free (self->live_command);
  self->live_command = g_strdup (command_line);
  self->live = g_steal_pointer (&live);
  g_signal_connect_object (self->live, "notify::state", G_CALLBACK (on_live_state), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->live, "notify::player", G_CALLBACK (on_live_player), self, G_CONNECT_SWAPPED);
  /* Translators: %s is the command line of the program running */
  outcome = g_strdup_printf (_("Running “%s”…"), command_line);
  gtk_label_set_text (self->outcome_label, outcome);
  self->live_shown = 0;
  self->live_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), live_tick_cb, NULL, NULL);
  set_recording_ui (self, TRUE);
  update_live (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_PLAYER]);
  return TRUE;
}

/* What the panel says of a run it did not record itself: where it came
 * from, whose it is and how long, and what a trace cut short lacks. */
static char *
describe_run (FutoshikiTracePlayer *player,
              const char           *source,
              gboolean              say_cut_off)
{
  const FutoTrace *trace = futoshiki_trace_player_get_trace (player);
  const char *name = lab_trace_file_algorithm_name (futoshiki_trace_player_get_algorithm_id (player));
  g_autofree char *events = g_strdup_printf ("%'" G_GUINT64_FORMAT, futoshiki_trace_player_get_length (player));
  g_autofree char *text = NULL;

  /* Translators: a run opened from a file or a program, e.g.
   * "“run.trace”: a run of my-bt, 1,234 events" */
  text = g_strdup_printf (_("“%s”: a run of %s, %s events"), source, name, events);
  if (say_cut_off && !futo_trace_is_complete (trace) && !futo_trace_is_truncated (trace))
    {
      g_autofree char *joined = g_strconcat (text, "\n", _("The run stops before its end: the trace was cut off."), NULL);

      return g_steal_pointer (&joined);
    }
  return g_steal_pointer (&text);
}

/* say_cut_off: whether the panel says that a trace without its 'end'
 * was cut off; not when a message beside it already says why the run
 * stopped (a cancel, a lie, a crash). */
static void
load_run (LabVisualizer        *self,
          FutoshikiTracePlayer *player,
          const char           *source,
          gboolean              say_cut_off)
{
  g_autofree char *outcome = NULL;
  gboolean truncated;

  lab_visualizer_cancel (self);
  drop_live (self);
  outcome = describe_run (player, source, say_cut_off);
  gtk_label_set_text (self->outcome_label, outcome);
  truncated = futo_trace_is_truncated (futoshiki_trace_player_get_trace (player));
  if (truncated)
    {
      g_autofree char *limit = g_strdup_printf ("%'" G_GUINT64_FORMAT, futoshiki_trace_player_get_length (player));
      g_autofree char *text = NULL;

      /* Translators: %s is a number of events */
      text = g_strdup_printf (_("The run went on past the recording limit of %s events: only its beginning "
                                "is shown. The limit is in Preferences."), limit);
      gtk_label_set_text (self->truncated_label, text);
    }
  lab_visualizer_set_player (self, player);
  gtk_widget_set_visible (self->truncated_box, truncated);
}

void
lab_visualizer_load_run (LabVisualizer        *self,
                         FutoshikiTracePlayer *player,
                         const char           *source)
{
  g_return_if_fail (LAB_IS_VISUALIZER (self));
  g_return_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (player));
  g_return_if_fail (source != NULL);

  load_run (self, player, source, TRUE);
}

void
lab_visualizer_cancel (LabVisualizer *self)
{
  g_return_if_fail (LAB_IS_VISUALIZER (self));

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  if (self->live != NULL)
    lab_live_run_cancel (self->live);
}

/* The panel as before any run: the result of another puzzle's run must
 * not stay beside this one. */
static void
forget_outcome (LabVisualizer *self)
{
  gtk_label_set_text (self->outcome_label,
                      _("Record a run to step through its search: every guess, every removed value and every "
                        "backtrack."));
  gtk_widget_set_visible (self->truncated_box, FALSE);
}

static void
on_document_changed (LabVisualizer     *self,
                     FutoshikiDocumentChange  what,
                     int                cell)
{
  /* A recording belongs to the puzzle it was made on: one still running
   * would land on the edited puzzle. */
  if (what & FUTOSHIKI_DOCUMENT_CHANGE_PUZZLE)
    {
      lab_visualizer_cancel (self);
      drop_live (self);
      lab_visualizer_set_player (self, NULL);
      forget_outcome (self);
    }
}

void
lab_visualizer_set_document (LabVisualizer *self,
                             FutoshikiDocument   *document)
{
  g_return_if_fail (LAB_IS_VISUALIZER (self));
  g_return_if_fail (document == NULL || FUTOSHIKI_IS_DOCUMENT (document));

  if (!g_set_object (&self->document, document))
    return;
  lab_bookmark_list_set_document (self->bookmark_list, document);
  g_signal_group_set_target (self->document_signals, document);
  lab_visualizer_cancel (self);
  drop_live (self);
  gtk_widget_set_visible (self->live_message_box, FALSE);
  lab_visualizer_set_player (self, NULL);
  forget_outcome (self);
}

static void
fill_algorithms (LabVisualizer *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  const FutoAlgorithm *const *all;
  gsize n = 0;

  all = futo_algorithms (&n);
  for (gsize i = 0; i < n; i++)
    {
      gtk_string_list_append (names, futoshiki_algorithm_name (all[i]));
      g_ptr_array_add (self->algorithm_ids, g_strdup (all[i]->id));
    }
  gtk_drop_down_set_model (self->algorithm_dropdown, G_LIST_MODEL (names));
  /* Forward checking teaches best: guesses, removals and dead ends. */
  lab_visualizer_set_algorithm_id (self, "fc");
}

static void
lab_visualizer_dispose (GObject *object)
{
  LabVisualizer *self = LAB_VISUALIZER (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  drop_live (self);
  if (self->update_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->update_tick);
      self->update_tick = 0;
    }
  if (self->player != NULL)
    futoshiki_trace_player_set_playing (self->player, FALSE);
  g_clear_object (&self->player_signals);
  g_clear_object (&self->player_bindings);
  g_clear_object (&self->player);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  g_clear_object (&self->job);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->settings);
  if (self->search_tree != NULL)
    lab_trace_view_set_player (LAB_TRACE_VIEW (self->search_tree), NULL);
  g_clear_object (&self->search_tree);
  gtk_widget_dispose_template (GTK_WIDGET (self), LAB_TYPE_VISUALIZER);

  G_OBJECT_CLASS (lab_visualizer_parent_class)->dispose (object);
}

static void
lab_visualizer_finalize (GObject *object)
{
  LabVisualizer *self = LAB_VISUALIZER (object);

  g_ptr_array_unref (self->algorithm_ids);
  g_free (self->live_command);

  G_OBJECT_CLASS (lab_visualizer_parent_class)->finalize (object);
}

static void
lab_visualizer_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  LabVisualizer *self = LAB_VISUALIZER (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      g_value_set_object (value, self->player);
      break;
    case PROP_RECORDING:
      g_value_set_boolean (value, lab_visualizer_get_recording (self));
      break;
    case PROP_BOARD_PLAYER:
      g_value_set_object (value, lab_visualizer_get_board_player (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_visualizer_class_init (LabVisualizerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lab_visualizer_dispose;
  object_class->finalize = lab_visualizer_finalize;
  object_class->get_property = lab_visualizer_get_property;

  properties[PROP_PLAYER] =
    g_param_spec_object ("player", NULL, NULL, FUTOSHIKI_TYPE_TRACE_PLAYER,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RECORDING] =
    g_param_spec_boolean ("recording", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The player the board shows: a program's run as it comes while one
   * runs live, else the player. */
  properties[PROP_BOARD_PLAYER] =
    g_param_spec_object ("board-player", NULL, NULL, FUTOSHIKI_TYPE_TRACE_PLAYER,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (LAB_TYPE_TIMELINE);
  g_type_ensure (LAB_TYPE_ENERGY_CHART);
  g_type_ensure (LAB_TYPE_ARC_QUEUE);
  g_type_ensure (LAB_TYPE_TRACE_LOG);
  g_type_ensure (LAB_TYPE_SEARCH_TREE_VIEW);
  g_type_ensure (LAB_TYPE_BOOKMARK_LIST);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/futoshikilab/FutoshikiLab/ui/visualizer/lab-visualizer.ui");
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, scroller);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, algorithm_dropdown);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, record_button);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, outcome_label);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, live_counts_label);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, live_message_box);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, live_message_icon);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, live_message_label);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, truncated_box);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, truncated_label);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, player_box);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, bookmark_list);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, play_button);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, speed_adjustment);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, fine_check);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, timeline);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, sentence_label);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, counts_label);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, path_box);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, path_label);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, energy_box);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, energy_label);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, energy_chart);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, arc_queue);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, log);
  gtk_widget_class_bind_template_child (widget_class, LabVisualizer, legend_expander);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "visualizer");
}

/* Another method's tree beside the run's, in a window of their own. */
static void
on_compare_trees (LabVisualizer *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  LabTreeCompare *compare;

  if (self->player == NULL)
    return;
  compare = lab_tree_compare_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, self->player);
  gtk_window_present (GTK_WINDOW (compare));
}

static void
lab_visualizer_init (LabVisualizer *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->search_tree = g_object_ref_sink (g_object_new (LAB_TYPE_SEARCH_TREE_VIEW, "vexpand", TRUE, NULL));
  g_signal_connect_object (self->search_tree, "compare", G_CALLBACK (on_compare_trees), self, G_CONNECT_SWAPPED);
  self->settings = g_settings_new (APP_ID);

  self->document_signals = g_signal_group_new (FUTOSHIKI_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "changed",
                                 G_CALLBACK (on_document_changed), self, G_CONNECT_SWAPPED);
  self->player_signals = g_signal_group_new (FUTOSHIKI_TYPE_TRACE_PLAYER);
  g_signal_group_connect_object (self->player_signals, "notify::position",
                                 G_CALLBACK (queue_position), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->player_signals, "notify::playing",
                                 G_CALLBACK (update_play_button), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->player_signals, "notify::playing",
                                 G_CALLBACK (queue_position), self, G_CONNECT_SWAPPED);
  self->player_bindings = g_binding_group_new ();
  g_binding_group_bind (self->player_bindings, "speed", self->speed_adjustment, "value",
                        G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->player_bindings, "fine", self->fine_check, "active",
                        G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  self->algorithm_ids = g_ptr_array_new_with_free_func (g_free);
  fill_algorithms (self);
  gtk_expander_set_child (self->legend_expander, lab_trace_legend_new ());
  g_signal_connect (self->path_label, "map", G_CALLBACK (reserve_path_height), NULL);
}
