/* lab-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lab-window"

#include "config.h"

#include <glib/gi18n.h>

#include "futo-format.h"
#include "lab-window-private.h"

G_DEFINE_FINAL_TYPE (LabWindow, lab_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_FILE,
  PROP_HAS_PUZZLE,
  PROP_LOADING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

LabWindow *
lab_window_new (LabApplication *application)
{
  g_return_val_if_fail (LAB_IS_APPLICATION (application), NULL);

  return g_object_new (LAB_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

/* The name people know the file by, which need not be valid UTF-8 on disk. */
static char *
file_display_name (GFile *file)
{
  g_autofree char *basename = g_file_get_basename (file);

  if (g_file_is_native (file) && basename != NULL)
    return g_filename_display_name (basename);
  return basename != NULL ? g_steal_pointer (&basename) : g_file_get_uri (file);
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

static void
update_title (LabWindow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *window_title = NULL;
  g_autofree char *folder = NULL;
  int size;

  if (self->game == NULL)
    {
      adw_window_title_set_title (self->window_title, _("Futoshiki Lab"));
      adw_window_title_set_subtitle (self->window_title, NULL);
      gtk_window_set_title (GTK_WINDOW (self), _("Futoshiki Lab"));
      return;
    }

  size = self->game->puzzle->size;
  title = self->file != NULL ? file_display_name (self->file) : g_strdup (_("Untitled"));
  folder = self->file != NULL ? file_display_folder (self->file) : NULL;
  if (folder != NULL)
    /* Translators: the board size and the folder of the file, e.g. "5 × 5 · ~/Puzzles" */
    subtitle = g_strdup_printf (_("%d × %d · %s"), size, size, folder);
  else
    /* Translators: the board size, e.g. "5 × 5" */
    subtitle = g_strdup_printf (_("%d × %d"), size, size);

  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  /* Translators: the window title in the window list, e.g. "puzzle.txt — Futoshiki Lab" */
  window_title = g_strdup_printf (_("%s — Futoshiki Lab"), title);
  gtk_window_set_title (GTK_WINDOW (self), window_title);
}

/**
 * lab_window_set_game:
 * @game: (transfer full) (nullable): the puzzle to show, or %NULL for the
 *   empty state
 * @file: (nullable): where it came from, %NULL when it was never saved
 */
void
lab_window_set_game (LabWindow *self,
                     FutoGame  *game,
                     GFile     *file)
{
  gboolean had_puzzle;
  gboolean file_changed;

  g_return_if_fail (LAB_IS_WINDOW (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));
  g_return_if_fail (game == NULL || game->puzzle != NULL);

  had_puzzle = self->game != NULL;
  g_clear_pointer (&self->game, futo_game_free);
  self->game = game;

  file_changed = self->file != file
                 && (self->file == NULL || file == NULL || !g_file_equal (self->file, file));
  g_set_object (&self->file, file);

  lab_board_view_set_game (self->board_view, game);
  gtk_stack_set_visible_child_name (self->stack, game != NULL ? "board" : "empty");
  update_title (self);

  if (file_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  if (had_puzzle != (game != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_PUZZLE]);
}

static void
set_loading (LabWindow *self,
             gboolean   loading)
{
  gboolean was_loading = self->n_loads > 0;

  if (loading)
    self->n_loads++;
  else
    {
      g_assert (self->n_loads > 0);
      self->n_loads--;
    }

  if (was_loading != (self->n_loads > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
}

/* Reads a whole puzzle file's text into a game, or says why it cannot. */
static FutoGame *
parse_game (GFile         *file,
            GAsyncResult  *result,
            GError       **error)
{
  g_autofree char *contents = NULL;
  FutoError parse_error;
  FutoGame *game;
  gsize length;

  if (!g_file_load_contents_finish (file, result, &contents, &length, NULL, error))
    return NULL;

  /* Puzzle files are small; even a 64×64 board parses in well under a
   * frame, so there is no need for a worker thread. */
  futo_error_clear (&parse_error);
  game = futo_game_read_any (contents, length, NULL, &parse_error);
  if (game == NULL)
    {
      char where[300];

      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           futo_error_describe (&parse_error, where, sizeof where));
    }
  return game;
}

static void
on_contents_loaded (GObject      *object,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  GFile *file = G_FILE (object);
  g_autoptr(GTask) task = user_data;
  LabWindow *self = g_task_get_source_object (task);
  GError *error = NULL;
  FutoGame *game;

  game = parse_game (file, result, &error);

  /* The window may have been closed while the file was read. */
  if (game != NULL && self->load_cancellable == NULL)
    {
      g_clear_pointer (&game, futo_game_free);
      g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The window was closed");
    }

  /* Show the game before the load counts as done, so that whoever waits
   * for loading to end finds it in place. */
  if (game != NULL)
    lab_window_set_game (self, game, file);
  set_loading (self, FALSE);

  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

/**
 * lab_window_load_file_async:
 *
 * Reads @file, in any format futo_game_read_any() knows, and shows it.
 * Errors are left to the caller; lab_window_open_file() shows them.
 */
void
lab_window_load_file_async (LabWindow           *self,
                            GFile               *file,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (LAB_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, lab_window_load_file_async);

  set_loading (self, TRUE);
  g_file_load_contents_async (file, cancellable, on_contents_loaded, task);
}

gboolean
lab_window_load_file_finish (LabWindow     *self,
                             GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (LAB_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
on_open_loaded (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  LabWindow *self = LAB_WINDOW (object);
  g_autoptr(GFile) file = user_data;
  g_autoptr(GError) error = NULL;

  if (!lab_window_load_file_finish (self, result, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    _lab_window_show_open_error (self, file, error);
}

/**
 * lab_window_open_file:
 *
 * Loads @file into the window and tells the user when that fails. This is
 * what the Open dialog, drag and drop and the command line use.
 */
void
lab_window_open_file (LabWindow *self,
                      GFile     *file)
{
  g_return_if_fail (LAB_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  lab_window_load_file_async (self, file, self->load_cancellable,
                              on_open_loaded, g_object_ref (file));
}

void
_lab_window_show_open_error (LabWindow *self,
                             GFile     *file,
                             GError    *error)
{
  g_autofree char *name = file_display_name (file);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA))
    /* Translators: the file name, then where and why it was rejected,
     * e.g. "line 3, column 5: expected a value" */
    body = g_strdup_printf (_("“%s” is not a puzzle that Futoshiki Lab can read.\n\n%s"),
                            name, error->message);
  else
    body = g_strdup_printf (_("“%s” could not be read: %s"), name, error->message);

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Open Puzzle"), body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
on_drop (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         LabWindow     *self)
{
  if (!G_VALUE_HOLDS (value, G_TYPE_FILE))
    return FALSE;

  lab_window_open_file (self, g_value_get_object (value));
  return TRUE;
}

GFile *
lab_window_get_file (LabWindow *self)
{
  g_return_val_if_fail (LAB_IS_WINDOW (self), NULL);

  return self->file;
}

const FutoGame *
lab_window_get_game (LabWindow *self)
{
  g_return_val_if_fail (LAB_IS_WINDOW (self), NULL);

  return self->game;
}

gboolean
lab_window_get_has_puzzle (LabWindow *self)
{
  g_return_val_if_fail (LAB_IS_WINDOW (self), FALSE);

  return self->game != NULL;
}

gboolean
lab_window_get_loading (LabWindow *self)
{
  g_return_val_if_fail (LAB_IS_WINDOW (self), FALSE);

  return self->n_loads > 0;
}

static gboolean
lab_window_close_request (GtkWindow *window)
{
  LabWindow *self = LAB_WINDOW (window);
  gboolean maximized = gtk_window_is_maximized (window);

  /* A maximized window keeps the size to return to, not the screen's. */
  g_settings_set_boolean (self->settings, "window-maximized", maximized);
  if (!maximized)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }

  return GTK_WINDOW_CLASS (lab_window_parent_class)->close_request (window);
}

static void
lab_window_dispose (GObject *object)
{
  LabWindow *self = LAB_WINDOW (object);

  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  g_clear_pointer (&self->game, futo_game_free);
  g_clear_object (&self->file);
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
      g_value_set_object (value, self->file);
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

  object_class->dispose = lab_window_dispose;
  object_class->get_property = lab_window_get_property;

  window_class->close_request = lab_window_close_request;

  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL,
                         G_TYPE_FILE,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_HAS_PUZZLE] =
    g_param_spec_boolean ("has-puzzle", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (LAB_TYPE_BOARD_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/lab-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LabWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, LabWindow, primary_menu_button);
}

static void
lab_window_init (LabWindow *self)
{
  GtkDropTarget *drop_target;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->load_cancellable = g_cancellable_new ();
  self->settings = g_settings_new (APP_ID);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  drop_target = gtk_drop_target_new (G_TYPE_FILE, GDK_ACTION_COPY);
  g_signal_connect_object (drop_target, "drop", G_CALLBACK (on_drop), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop_target));

  _lab_window_actions_init (self);
  update_title (self);
}
