/* lab-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A window shows one FutoshikiDocument on a LabBoard, with the solution check
 * running beside it and a session slot that keeps it safe from crashes.
 *
 * The window's parts, each with an init called here: the actions on the
 * puzzle and the board and their enabled state (lab-window-actions.c);
 * opening, loading, saving and asking about unsaved changes
 * (lab-window-files.c); the clipboard and grid text
 * (lab-window-exchange.c); pictures and printing (lab-window-export.c);
 * the visualizer panel (lab-window-visualize.c); lesson steps on the
 * board (lab-window-lesson.c); the status line
 * (lab-window-status.c). The parts call this file only through the
 * window's public API. Hints and solving are objects of their own,
 * LabHintController and LabSolveController, which add their own win.*
 * actions; the window owns them and tells them what it shows.
 */
#define G_LOG_DOMAIN "lab-window"

#include "config.h"

#include <glib/gi18n.h>

#include "futo-format.h"
#include "futoshiki-session-slots.h"
#include "futoshiki-settings.h"
#include "lab-file-util.h"
#include "lab-window-private.h"

G_DEFINE_FINAL_TYPE_WITH_CODE (LabWindow, lab_window, ADW_TYPE_APPLICATION_WINDOW,
                               G_IMPLEMENT_INTERFACE (LAB_TYPE_LESSON_HOST, _lab_window_lesson_host_init))

enum {
  PROP_0,
  PROP_FILE,
  PROP_DOCUMENT,
  PROP_HAS_PUZZLE,
  PROP_LOADING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

LabWindow *
lab_window_new (GtkApplication *application)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);

  return g_object_new (LAB_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

/* The folder as GNOME Text Editor shows it: "~/Puzzles" for one at home. */
static char *
file_display_folder (GFile *file)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autoptr(GFile) home = g_file_new_for_path (g_get_home_dir ());
  g_autofree char *relative = NULL;

  if (parent == NULL)
    return NULL;
  if (g_file_equal (parent, home))
    return g_strdup ("~");
  relative = g_file_get_relative_path (home, parent);
  if (relative != NULL)
    {
      g_autofree char *display = g_filename_display_name (relative);

      return g_strconcat ("~/", display, NULL);
    }
  return g_file_get_parse_name (parent);
}

char *
_lab_window_dup_document_name (LabWindow *self)
{
  const FutoGame *game;
  GFile *file;

  g_return_val_if_fail (self->document != NULL, NULL);

  file = futoshiki_document_get_file (self->document);
  if (file != NULL)
    return lab_file_display_name (file);
  game = futoshiki_document_get_game (self->document);
  if (game->title != NULL && game->title[0] != '\0')
    return g_strdup (game->title);
  return g_strdup (_("Untitled"));
}

static void
update_title (LabWindow *self)
{
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *window_title = NULL;
  g_autofree char *folder = NULL;
  GFile *file;
  int size;

  if (self->document == NULL)
    {
      adw_window_title_set_title (self->window_title, _("Futoshiki Lab"));
      adw_window_title_set_subtitle (self->window_title, NULL);
      gtk_window_set_title (GTK_WINDOW (self), _("Futoshiki Lab"));
      return;
    }

  file = futoshiki_document_get_file (self->document);
  size = futoshiki_document_get_size (self->document);
  name = _lab_window_dup_document_name (self);
  folder = file != NULL ? file_display_folder (file) : NULL;
  /* A dot before the name marks unsaved changes, as in GNOME Text Editor. */
  title = futoshiki_document_get_dirty (self->document) ? g_strconcat ("• ", name, NULL)
                                                  : g_strdup (name);
  if (folder != NULL)
    /* Translators: the board size and the folder of the file, e.g. "5 × 5 · ~/Puzzles" */
    subtitle = g_strdup_printf (_("%d × %d · %s"), size, size, folder);
  else
    /* Translators: the board size, e.g. "5 × 5" */
    subtitle = g_strdup_printf (_("%d × %d"), size, size);
  /* The kind of puzzle changes what a bar between cells means. */
  if (futoshiki_document_get_puzzle_mode (self->document) == FUTO_MODE_ADJACENT)
    {
      g_autofree char *plain = g_steal_pointer (&subtitle);

      /* Translators: the subtitle of an Adjacent puzzle, e.g. "Adjacent · 5 × 5" */
      subtitle = g_strdup_printf (_("Adjacent · %s"), plain);
    }

  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  /* Translators: the window title in the window list, e.g. "puzzle.txt — Futoshiki Lab" */
  window_title = g_strdup_printf (_("%s — Futoshiki Lab"), title);
  gtk_window_set_title (GTK_WINDOW (self), window_title);
}

void
lab_window_show_toast (LabWindow  *self,
                       const char *title)
{
  AdwToast *toast;

  g_return_if_fail (LAB_IS_WINDOW (self));
  g_return_if_fail (title != NULL);

  toast = adw_toast_new (title);
  adw_toast_set_timeout (toast, 4);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
on_document_complete (LabWindow *self)
{
  guint seconds;
  gboolean best;

  _lab_window_clock_update (self);
  _lab_window_completion_update (self);
  if (!futoshiki_document_get_complete (self->document)
      || futoshiki_document_get_mode (self->document) != FUTOSHIKI_DOCUMENT_MODE_PLAY)
    return;
  /* A solver filled the board, not the player. */
  if (lab_solve_controller_get_solution_shown (self->solve))
    return;
  seconds = futoshiki_game_clock_get_elapsed_seconds (self->clock);
  best = _lab_window_statistics_solved (self, seconds);
  /* The view says it, with what comes next, in place of a toast. */
  _lab_window_completion_show (self, seconds, _lab_window_statistics_get_hints (self), best);
  lab_board_celebrate (self->board);
}

static void
on_document_file_changed (LabWindow *self)
{
  _lab_window_session_file_changed (self);
  update_title (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

static void
on_document_state_changed (LabWindow *self)
{
  _lab_window_clock_update (self);
  _lab_window_completion_update (self);
  update_title (self);
  _lab_window_update_actions (self);
  _lab_window_update_status (self);
}

static void
on_check_state_changed (LabWindow *self)
{
  FutoshikiSolutionState state = futoshiki_solution_check_get_state (self->check);

  lab_board_set_solution (self->board, state == FUTOSHIKI_SOLUTION_STATE_UNIQUE
                                       ? futoshiki_solution_check_get_solution (self->check, 0) : NULL);
  _lab_window_update_actions (self);
  _lab_window_update_status (self);
}

static FutoshikiSession *
ensure_session (LabWindow *self,
                int        wanted_slot)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (self->session == NULL && app != NULL)
    {
      self->session = futoshiki_session_new (futoshiki_session_slots_claim (wanted_slot));
      _lab_window_session_follow (self);
    }
  return self->session;
}

void
lab_window_set_document (LabWindow   *self,
                         FutoshikiDocument *document)
{
  GFile *old_file, *new_file;
  gboolean had_puzzle;

  g_return_if_fail (LAB_IS_WINDOW (self));
  g_return_if_fail (document == NULL || FUTOSHIKI_IS_DOCUMENT (document));

  if (self->document == document)
    return;

  had_puzzle = self->document != NULL;
  old_file = self->document != NULL ? futoshiki_document_get_file (self->document) : NULL;
  new_file = document != NULL ? futoshiki_document_get_file (document) : NULL;

  if (self->document != NULL)
    g_settings_unbind (self->document, "auto-clean-pencil");
  g_signal_group_set_target (self->check_signals, NULL);
  g_clear_object (&self->check);

  /* Keep the old file alive for the comparison below. */
  if (old_file != NULL)
    g_object_ref (old_file);
  g_signal_group_set_target (self->document_signals, document);
  g_set_object (&self->document, document);
  /* Another document: opened or made in this run, its file is trusted. */
  _lab_window_session_forget_restored (self);

  if (document != NULL)
    {
      g_settings_bind (self->settings, "auto-clean-pencil", document, "auto-clean-pencil",
                       G_SETTINGS_BIND_GET);
      self->check = futoshiki_solution_check_new (document);
      g_signal_group_set_target (self->check_signals, self->check);
    }

  lab_board_set_document (self->board, document);
  lab_board_set_pencil_mode (self->board, FALSE);
  lab_board_set_zoom (self->board, LAB_BOARD_MIN_ZOOM);
  gtk_stack_set_visible_child_name (self->stack, document != NULL ? "board" : "empty");
  gtk_widget_set_visible (self->undo_box, document != NULL);
  gtk_widget_set_visible (self->mode_box, document != NULL);
  if (document != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));

  if (ensure_session (self, -1) != NULL)
    futoshiki_session_set_document (self->session, document);

  _lab_window_clock_follow (self);
  _lab_window_statistics_follow (self);
  _lab_window_completion_update (self);
  update_title (self);
  _lab_window_update_actions (self);
  _lab_window_update_status (self);

  lab_hint_controller_set_solution_check (self->hint, self->check);
  lab_solve_controller_set_document (self->solve, document);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
  if (old_file != new_file && (old_file == NULL || new_file == NULL || !g_file_equal (old_file, new_file)))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  if (had_puzzle != (document != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_PUZZLE]);
  g_clear_object (&old_file);
}

/**
 * lab_window_set_game:
 * @game: (transfer full) (nullable): the puzzle to show, or %NULL for the
 *   empty state
 * @file: (nullable): where it came from, %NULL when it was never saved
 *
 * A puzzle with givens or signs opens for play, an empty board for editing.
 */
void
lab_window_set_game (LabWindow *self,
                     FutoGame  *game,
                     GFile     *file)
{
  g_autoptr(FutoshikiDocument) document = NULL;

  g_return_if_fail (LAB_IS_WINDOW (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));
  g_return_if_fail (game == NULL || game->puzzle != NULL);

  if (game != NULL)
    {
      gboolean has_clues = futo_puzzle_count_givens (game->puzzle) > 0
                           || futo_puzzle_count_signs (game->puzzle) > 0;

      document = futoshiki_document_new_for_game (game, file);
      futoshiki_document_set_mode (document, has_clues ? FUTOSHIKI_DOCUMENT_MODE_PLAY : FUTOSHIKI_DOCUMENT_MODE_EDIT);
    }
  lab_window_set_document (self, document);
}

gboolean
lab_window_restore_session (LabWindow  *self,
                            guint       slot,
                            GError    **error)
{
  g_autoptr(FutoshikiDocument) document = NULL;
  g_autoptr(GError) damage = NULL;

  g_return_val_if_fail (LAB_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (self->session == NULL, FALSE);

  document = futoshiki_session_restore_full (slot, &damage, error);
  if (document == NULL)
    return FALSE;
  ensure_session (self, (int) slot);
  lab_window_set_document (self, document);
  _lab_window_session_restored (self, damage);
  return TRUE;
}

void
lab_window_show_session_lost (LabWindow    *self,
                              const GError *error)
{
  g_return_if_fail (LAB_IS_WINDOW (self));
  g_return_if_fail (error != NULL);

  _lab_window_session_lost (self, error);
}

GFile *
lab_window_get_file (LabWindow *self)
{
  g_return_val_if_fail (LAB_IS_WINDOW (self), NULL);

  return self->document != NULL ? futoshiki_document_get_file (self->document) : NULL;
}

FutoshikiDocument *
lab_window_get_document (LabWindow *self)
{
  g_return_val_if_fail (LAB_IS_WINDOW (self), NULL);

  return self->document;
}

const FutoGame *
lab_window_get_game (LabWindow *self)
{
  g_return_val_if_fail (LAB_IS_WINDOW (self), NULL);

  return self->document != NULL ? futoshiki_document_get_game (self->document) : NULL;
}

gboolean
lab_window_get_has_puzzle (LabWindow *self)
{
  g_return_val_if_fail (LAB_IS_WINDOW (self), FALSE);

  return self->document != NULL;
}

FutoshikiSolutionCheck *
lab_window_get_solution_check (LabWindow *self)
{
  g_return_val_if_fail (LAB_IS_WINDOW (self), NULL);

  return self->check;
}

LabHintController *
lab_window_get_hint_controller (LabWindow *self)
{
  g_return_val_if_fail (LAB_IS_WINDOW (self), NULL);

  return self->hint;
}

LabSolveController *
lab_window_get_solve_controller (LabWindow *self)
{
  g_return_val_if_fail (LAB_IS_WINDOW (self), NULL);

  return self->solve;
}

gboolean
lab_window_get_loading (LabWindow *self)
{
  g_return_val_if_fail (LAB_IS_WINDOW (self), FALSE);

  return self->n_loads > 0;
}

static void
close_after_confirm (LabWindow *self,
                     gpointer   data)
{
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

/* The user agreed (Discard, or Save and the save went well): the task
 * answers once the question is gone, in close_request_done(). */
static void
close_for_request (LabWindow *self,
                   gpointer   data)
{
  g_task_set_task_data (data, GINT_TO_POINTER (TRUE), NULL);
  close_after_confirm (self, NULL);
}

static void
close_request_done (gpointer data)
{
  GTask *task = data;

  g_task_return_boolean (task, g_task_get_task_data (task) != NULL);
  g_object_unref (task);
}

/**
 * lab_window_close_async:
 *
 * Closes the window as its close button does, asking first about unsaved
 * changes, and tells when that is settled: lab_window_close_finish() says
 * whether the window closed or the user kept it open. Quitting asks the
 * windows one after another with it.
 */
void
lab_window_close_async (LabWindow           *self,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (LAB_IS_WINDOW (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, lab_window_close_async);
  if (self->close_confirmed || self->document == NULL || !futoshiki_document_get_dirty (self->document))
    {
      gtk_window_close (GTK_WINDOW (self));
      g_task_return_boolean (task, TRUE);
      g_object_unref (task);
      return;
    }

  if (self->session != NULL)
    futoshiki_session_flush (self->session);
  _lab_window_confirm_discard (self, close_for_request, task, close_request_done);
}

gboolean
lab_window_close_finish (LabWindow     *self,
                         GAsyncResult  *result,
                         GError       **error)
{
  g_return_val_if_fail (LAB_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static gboolean
lab_window_close_request (GtkWindow *window)
{
  LabWindow *self = LAB_WINDOW (window);
  gboolean maximized = gtk_window_is_maximized (window);

  /* Unsaved changes first: the user may still cancel. Meanwhile the
   * session keeps the latest state, should the app die in the dialog. */
  if (!self->close_confirmed && self->document != NULL && futoshiki_document_get_dirty (self->document))
    {
      if (self->session != NULL)
        futoshiki_session_flush (self->session);
      _lab_window_confirm_discard (self, close_after_confirm, NULL, NULL);
      return TRUE;
    }

  /* Whatever still holds the window, closing it stops its solve and its
   * recording now rather than at dispose. */
  lab_solve_controller_cancel (self->solve);
  lab_visualizer_cancel (self->visualizer);

  /* Closed on purpose: there is nothing to restore next time. */
  if (self->session != NULL)
    {
      futoshiki_session_set_document (self->session, NULL);
      futoshiki_session_discard (self->session);
    }

  /* A maximized window keeps the size to return to, not the screen's. */
  g_settings_set_boolean (self->settings, "window-maximized", maximized);
  if (!maximized)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      futoshiki_settings_set_int (self->settings, "window-width", width);
      futoshiki_settings_set_int (self->settings, "window-height", height);
    }

  return GTK_WINDOW_CLASS (lab_window_parent_class)->close_request (window);
}

/* The board learns how far the bars reach over it after the overlay has
 * placed them: changing its layout inside this allocation is not allowed,
 * so it happens on the next turn of the loop, before the next frame. */
static gboolean
apply_bar_inset (gpointer data)
{
  LabWindow *self = data;
  int bar_height = 0;

  self->bar_inset_source = 0;
  if (gtk_widget_get_visible (self->bar_box))
    gtk_widget_measure (self->bar_box, GTK_ORIENTATION_VERTICAL,
                        gtk_widget_get_width (GTK_WIDGET (self->board_overlay)),
                        NULL, &bar_height, NULL, NULL);
  /* A little room between the bars and the first row. */
  if (bar_height > 0)
    bar_height += 6;
  lab_board_set_top_inset (self->board,
                           bar_height - gtk_widget_get_margin_top (GTK_WIDGET (self->board)));
  return G_SOURCE_REMOVE;
}

/* Called for every child the overlay places, at each of its allocations:
 * the bars' height depends on the overlay's width, as their text wraps. */
static gboolean
on_board_overlay_get_child_position (GtkOverlay   *overlay,
                                     GtkWidget    *child,
                                     GdkRectangle *allocation,
                                     LabWindow    *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (overlay));
  int height = gtk_widget_get_height (GTK_WIDGET (overlay));

  if (child != self->bar_box)
    return FALSE;
  if (self->bar_inset_source == 0)
    self->bar_inset_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, apply_bar_inset, self, NULL);
  /* The room for the board and the tree changed: the tree's pane decides
   * again whether it goes beside the board or under it (a vertical
   * pane's divider does not move when the window only gets wider). */
  if (width != self->overlay_width || height != self->overlay_height)
    {
      self->overlay_width = width;
      self->overlay_height = height;
      if (gtk_widget_get_visible (self->tree_box))
        _lab_window_restore_tree_pane (self);
    }
  /* The overlay's own placement (valign start, full width). */
  return FALSE;
}

static void
lab_window_dispose (GObject *object)
{
  LabWindow *self = LAB_WINDOW (object);

  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  g_clear_object (&self->hint);
  g_clear_object (&self->solve);
  _lab_window_lesson_dispose (self);
  _lab_window_present_dispose (self);
  _lab_window_visualize_dispose (self);
  g_clear_handle_id (&self->bar_inset_source, g_source_remove);

  /* Destroyed without closing (the application ending): keep the
   * session's files so that nothing unsaved is lost. */
  if (self->session != NULL)
    {
      futoshiki_session_flush (self->session);
      futoshiki_session_set_document (self->session, NULL);
      futoshiki_session_slots_release (futoshiki_session_get_slot (self->session));
      g_clear_object (&self->session);
    }
  _lab_window_session_dispose (self);
  _lab_window_clock_dispose (self);
  _lab_window_completion_dispose (self);
  g_clear_object (&self->check_signals);
  g_clear_object (&self->check);
  if (self->document != NULL)
    g_settings_unbind (self->document, "auto-clean-pencil");
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  g_clear_object (&self->settings);

  gtk_widget_dispose_template (GTK_WIDGET (self), LAB_TYPE_WINDOW);

  G_OBJECT_CLASS (lab_window_parent_class)->dispose (object);
}

static void
lab_window_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  LabWindow *self = LAB_WINDOW (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, lab_window_get_file (self));
      break;

    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;

    case PROP_HAS_PUZZLE:
      g_value_set_boolean (value, lab_window_get_has_puzzle (self));
      break;

    case PROP_LOADING:
      g_value_set_boolean (value, lab_window_get_loading (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_window_class_init (LabWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = lab_window_dispose;
  object_class->get_property = lab_window_get_property;

  window_class->close_request = lab_window_close_request;

  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, ro);
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, FUTOSHIKI_TYPE_DOCUMENT, ro);
  properties[PROP_HAS_PUZZLE] =
    g_param_spec_boolean ("has-puzzle", NULL, NULL, FALSE, ro);
  properties[PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL, FALSE, ro);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (LAB_TYPE_BOARD);
  g_type_ensure (LAB_TYPE_COMPLETION_VIEW);
  g_type_ensure (LAB_TYPE_HINT_BAR);
  g_type_ensure (LAB_TYPE_SOLVE_BAR);
  g_type_ensure (LAB_TYPE_SOLVE_PROGRESS);
  g_type_ensure (LAB_TYPE_VISUALIZER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/window/lab-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LabWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, board_scroller);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, board);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, board_overlay);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, bar_box);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, undo_box);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, mode_box);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, timer_label);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, pencil_button);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, status_stack);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, solve_progress);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, status_spinner);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, status_icon);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, difference_button);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, hint_bar);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, completion_view);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, solve_bar);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, play_menu_button);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, visualizer_flap);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, visualizer);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, tree_paned);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, tree_box);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, status_bar);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, status_separator);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, present_sentence);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, recent_menu);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, savepoint_menu);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, autosave_banner);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, autosave_banner_label);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, restore_banner);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, restore_banner_label);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_solve_progress_running",
                                                G_CALLBACK (_lab_window_show_solve_progress));
}

/* The window's title, actions and status follow its document and the
 * document's solution check, whichever they are at the moment. */
static void
follow_document (LabWindow *self)
{
  self->document_signals = g_signal_group_new (FUTOSHIKI_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "notify::file",
                                  G_CALLBACK (on_document_file_changed), self);
  g_signal_group_connect_swapped (self->document_signals, "notify::dirty",
                                  G_CALLBACK (update_title), self);
  g_signal_group_connect_swapped (self->document_signals, "notify::mode",
                                  G_CALLBACK (on_document_state_changed), self);
  g_signal_group_connect_swapped (self->document_signals, "notify::can-undo",
                                  G_CALLBACK (_lab_window_update_actions), self);
  g_signal_group_connect_swapped (self->document_signals, "notify::can-redo",
                                  G_CALLBACK (_lab_window_update_actions), self);
  g_signal_group_connect_swapped (self->document_signals, "notify::complete",
                                  G_CALLBACK (on_document_complete), self);
  g_signal_group_connect_swapped (self->document_signals, "changed",
                                  G_CALLBACK (on_document_state_changed), self);

  self->check_signals = g_signal_group_new (FUTOSHIKI_TYPE_SOLUTION_CHECK);
  g_signal_group_connect_swapped (self->check_signals, "notify::state",
                                  G_CALLBACK (on_check_state_changed), self);
}

static void
lab_window_init (LabWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  follow_document (self);

  self->load_cancellable = g_cancellable_new ();
  self->settings = g_settings_new (APP_ID);

  /* Through the checked reader: a size out of range never reaches GTK. */
  gtk_window_set_default_size (GTK_WINDOW (self),
                               futoshiki_settings_get_int (self->settings, "window-width"),
                               futoshiki_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_settings_bind (self->settings, "show-errors", self->board, "show-errors", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "board-labels", self->board, "labels", G_SETTINGS_BIND_GET);
  g_signal_connect (self->board_overlay, "get-child-position",
                    G_CALLBACK (on_board_overlay_get_child_position), self);

  /* First: the actions' enabled state names the completion's actions. */
  _lab_window_completion_init (self);
  _lab_window_actions_init (self);
  self->hint = lab_hint_controller_new (G_ACTION_MAP (self), self->board, self->hint_bar);
  self->solve = lab_solve_controller_new (GTK_APPLICATION_WINDOW (self), self->toast_overlay, self->board, self->solve_bar, self->solve_progress);
  _lab_window_files_init (self);
  _lab_window_exchange_init (self);
  _lab_window_pictures_init (self);
  _lab_window_visualize_init (self);
  _lab_window_present_init (self);
  _lab_window_lesson_init (self);
  _lab_window_session_init (self);
  _lab_window_clock_init (self);
  _lab_window_statistics_init (self);
  update_title (self);
  _lab_window_update_actions (self);
}
