/* lab-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lab-application"

#include "config.h"

#include <glib/gi18n.h>

#include "lab-application.h"
#include "lab-experiments-window.h"
#include "lab-preferences-window.h"
#include "lab-statistics-window.h"
#include "lab-renderer.h"
#include "lab-screenshot.h"
#include "futoshiki-session.h"
#include "lab-window.h"

struct _LabApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  /* FUTOSHIKI_LAB_SCREENSHOT: shoot the first window, then quit. */
  char           *screenshot_path;
  gboolean        screenshot_started;

  /* Whether the last session was looked at: only the first window of a
   * run restores it. */
  gboolean        session_checked;
};

G_DEFINE_FINAL_TYPE (LabApplication, lab_application, ADW_TYPE_APPLICATION)

LabApplication *
lab_application_new (void)
{
  return g_object_new (LAB_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/org/futoshikilab/FutoshikiLab",
                       NULL);
}

/**
 * lab_application_get_settings:
 *
 * Returns: (transfer none): the application's settings, valid after startup
 */
GSettings *
lab_application_get_settings (LabApplication *self)
{
  g_return_val_if_fail (LAB_IS_APPLICATION (self), NULL);

  return self->settings;
}

/* Reopens what a crash or a kill left in the session folder, one window
 * per document. Returns the last window restored, or NULL. */
static LabWindow *
restore_session (LabApplication *self)
{
  g_autoptr(GArray) slots = NULL;
  g_autoptr(GError) lost = NULL;
  LabWindow *last = NULL;

  if (self->session_checked)
    return NULL;
  self->session_checked = TRUE;

  /* No window of this run has saved yet: what a temporary name holds
   * was left by a crash in the middle of a write. */
  futoshiki_session_remove_stale ();

  slots = futoshiki_session_list_slots ();
  for (guint i = 0; i < slots->len; i++)
    {
      guint slot = g_array_index (slots, guint, i);
      LabWindow *window = lab_window_new (GTK_APPLICATION (self));
      g_autoptr(GError) error = NULL;

      if (!lab_window_restore_session (window, slot, &error))
        {
          g_message ("Could not restore session slot %u: %s", slot, error->message);
          /* Out of the way of the next start, still there to look at. */
          futoshiki_session_set_aside (slot);
          if (lost == NULL)
            lost = g_steal_pointer (&error);
          gtk_window_destroy (GTK_WINDOW (window));
          continue;
        }
      gtk_window_present (GTK_WINDOW (window));
      last = window;
    }

  /* A session that cannot come back is said in the window, not only on
   * standard error: in the last window restored, or an empty one. */
  if (lost != NULL)
    {
      if (last == NULL)
        {
          last = lab_window_new (GTK_APPLICATION (self));
          gtk_window_present (GTK_WINDOW (last));
        }
      lab_window_show_session_lost (last, lost);
    }
  return last;
}

static void
apply_style_variant (LabApplication *self)
{
  AdwStyleManager *style_manager = adw_style_manager_get_default ();
  g_autofree char *variant = g_settings_get_string (self->settings, "style-variant");
  AdwColorScheme scheme = ADW_COLOR_SCHEME_DEFAULT;

  if (g_strcmp0 (variant, "light") == 0)
    scheme = ADW_COLOR_SCHEME_FORCE_LIGHT;
  else if (g_strcmp0 (variant, "dark") == 0)
    scheme = ADW_COLOR_SCHEME_FORCE_DARK;

  adw_style_manager_set_color_scheme (style_manager, scheme);
}

static void
on_screenshot_saved (GObject      *object,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(LabApplication) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!lab_screenshot_save_finish (GTK_WIDGET (object), result, &error))
    g_warning ("Screenshot failed: %s", error->message);
  else
    g_message ("Screenshot saved to %s", self->screenshot_path);

  g_application_quit (G_APPLICATION (self));
}

static void maybe_take_screenshot (LabApplication *self,
                                   LabWindow      *window);

static void
on_window_loading_changed (LabWindow      *window,
                           GParamSpec     *pspec,
                           LabApplication *self)
{
  if (!lab_window_get_loading (window))
    {
      g_signal_handlers_disconnect_by_func (window, on_window_loading_changed, self);
      maybe_take_screenshot (self, window);
    }
}

/* The shot waits for a file given on the command line to finish loading,
 * so that it shows the puzzle and not the empty state. */
static void
maybe_take_screenshot (LabApplication *self,
                       LabWindow      *window)
{
  if (self->screenshot_path == NULL || self->screenshot_started)
    return;

  if (lab_window_get_loading (window))
    {
      g_signal_connect_object (window, "notify::loading",
                               G_CALLBACK (on_window_loading_changed), self, 0);
      return;
    }

  self->screenshot_started = TRUE;
  lab_screenshot_save_async (GTK_WIDGET (window), self->screenshot_path, NULL,
                             on_screenshot_saved, g_object_ref (self));
}

static LabWindow *
get_reusable_window (LabApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (LAB_IS_WINDOW (window)
      && !lab_window_get_has_puzzle (LAB_WINDOW (window))
      && !lab_window_get_loading (LAB_WINDOW (window)))
    return LAB_WINDOW (window);
  return NULL;
}

static void
lab_application_activate (GApplication *app)
{
  LabApplication *self = LAB_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (restore_session (self));
  if (window == NULL)
    window = GTK_WINDOW (lab_window_new (GTK_APPLICATION (self)));
  gtk_window_present (window);

  if (LAB_IS_WINDOW (window))
    maybe_take_screenshot (self, LAB_WINDOW (window));
}

/* Another puzzle window than except, the one in front first, or NULL. */
static LabWindow *
find_other_window (LabApplication *self,
                   LabWindow      *except)
{
  for (GList *iter = gtk_application_get_windows (GTK_APPLICATION (self)); iter != NULL; iter = iter->next)
    if (LAB_IS_WINDOW (iter->data) && iter->data != except && gtk_widget_get_visible (iter->data))
      return iter->data;
  return NULL;
}

/* A window made for a file, beside others, shows only once the file is
 * in it: a file that cannot be read is said over the window in front,
 * and no empty window stays behind. */
static void
on_new_window_loaded (GObject      *object,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  LabWindow *window = LAB_WINDOW (object);
  g_autoptr(GFile) file = user_data;
  g_autoptr(GError) error = NULL;
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (window));
  LabWindow *other;

  if (lab_window_load_file_finish (window, result, &error))
    {
      gtk_window_present (GTK_WINDOW (window));
      return;
    }

  other = app != NULL ? find_other_window (LAB_APPLICATION (app), window) : NULL;
  if (other == NULL)
    {
      gtk_window_present (GTK_WINDOW (window));
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        lab_window_show_open_error (window, file, error);
      return;
    }
  gtk_window_destroy (GTK_WINDOW (window));
  if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      gtk_window_present (GTK_WINDOW (other));
      lab_window_show_open_error (other, file, error);
    }
}

/* Each file gets a window of its own, except that the first one may fill
 * a window that still shows the empty state. */
static void
lab_application_open (GApplication  *app,
                      GFile        **files,
                      int            n_files,
                      const char    *hint)
{
  LabApplication *self = LAB_APPLICATION (app);

  /* Unsaved work from a crash comes back in windows of its own. */
  restore_session (self);

  for (int i = 0; i < n_files; i++)
    {
      LabWindow *window = get_reusable_window (self);

      if (window != NULL)
        {
          lab_window_open_file (window, files[i]);
          gtk_window_present (GTK_WINDOW (window));
        }
      else if (find_other_window (self, NULL) != NULL)
        {
          window = lab_window_new (GTK_APPLICATION (self));
          lab_window_load_file_async (window, files[i], NULL, on_new_window_loaded,
                                      g_object_ref (files[i]));
        }
      else
        {
          window = lab_window_new (GTK_APPLICATION (self));
          lab_window_open_file (window, files[i]);
          gtk_window_present (GTK_WINDOW (window));
        }

      if (i == 0)
        maybe_take_screenshot (self, window);
    }
}

static void close_next_window (LabApplication *self);

static void
on_quit_window_closed (GObject      *object,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  g_autoptr(LabApplication) self = user_data;

  /* A window the user kept open keeps the application, and the windows
   * not asked yet, as they are. */
  if (lab_window_close_finish (LAB_WINDOW (object), result, NULL))
    close_next_window (self);
}

/* Quitting closes the puzzle windows one at a time, the one in front
 * first, so that two "Save Changes?" questions never stand at once; the
 * other windows (preferences, comparisons) go last. Closing rather than
 * destroying gives every window its close-request, where it saves its
 * size. The application ends with the last one. */
static void
close_next_window (LabApplication *self)
{
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (self));

  for (GList *iter = windows; iter != NULL; iter = iter->next)
    if (LAB_IS_WINDOW (iter->data))
      {
        gtk_window_present (iter->data);
        lab_window_close_async (iter->data, NULL, on_quit_window_closed, g_object_ref (self));
        return;
      }

  /* The list changes as windows go, so walk a copy. */
  windows = g_list_copy (windows);
  for (GList *iter = windows; iter != NULL; iter = iter->next)
    g_object_ref (iter->data);
  for (GList *iter = windows; iter != NULL; iter = iter->next)
    gtk_window_close (GTK_WINDOW (iter->data));
  g_list_free_full (windows, g_object_unref);
}

static void
quit_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  close_next_window (user_data);
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  LabApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  static const char *developers[] = { "The Futoshiki Lab authors", NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", parent,
                        "modal", TRUE,
                        "application-icon", APP_ID,
                        "application-name", _("Futoshiki Lab"),
                        "developer-name", _("The Futoshiki Lab authors"),
                        "version", PACKAGE_VERSION,
                        "comments", _("Solve, create and study Futoshiki puzzles, and watch "
                                      "solving algorithms at work."),
                        "developers", developers,
                        /* Translators: your names, one per line, shown in the About window */
                        "translator-credits", _("translator-credits"),
                        "copyright", _("© 2026 The Futoshiki Lab authors"),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
preferences_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  LabApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  LabPreferencesWindow *preferences;

  preferences = lab_preferences_window_new (self->settings);
  gtk_window_set_transient_for (GTK_WINDOW (preferences), parent);
  gtk_window_present (GTK_WINDOW (preferences));
}

/* One Statistics window for the application: the statistics are the
 * user's, not a window's. */
static void
statistics_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  LabApplication *self = user_data;
  GtkWindow *window = NULL;

  for (GList *iter = gtk_application_get_windows (GTK_APPLICATION (self)); iter != NULL; iter = iter->next)
    if (LAB_IS_STATISTICS_WINDOW (iter->data))
      window = iter->data;
  if (window == NULL)
    {
      /* The parent first: once added, the new window is the active one. */
      GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

      window = GTK_WINDOW (lab_statistics_window_new (futoshiki_statistics_get_default ()));
      gtk_window_set_transient_for (window, parent);
      gtk_window_set_application (window, GTK_APPLICATION (self));
    }
  gtk_window_present (window);
}

/* An instance from the Experiments window, in a window of its own, with
 * the method that found it hardest being watched: the chart's point is
 * about that search, not about playing. */
static GtkWindow *
on_open_game (LabExperimentsWindow *experiments,
              gpointer              game,
              const char           *algorithm_id,
              LabApplication       *self)
{
  LabWindow *window = lab_window_new (GTK_APPLICATION (self));

  lab_window_set_game (window, futo_game_copy (game), NULL);
  if (algorithm_id != NULL)
    lab_window_watch_solver (window, algorithm_id);
  return GTK_WINDOW (window);
}

/* One Experiments window for the application: it is about no puzzle in
 * particular, and a second sweep beside the first would halve both. */
static void
experiments_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  LabApplication *self = user_data;
  GtkWindow *window = NULL;
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (self));

  for (GList *iter = gtk_application_get_windows (GTK_APPLICATION (self)); iter != NULL; iter = iter->next)
    if (LAB_IS_EXPERIMENTS_WINDOW (iter->data))
      window = iter->data;
  if (window == NULL)
    {
      window = GTK_WINDOW (lab_experiments_window_new (GTK_APPLICATION (self)));
      g_signal_connect_object (window, "open-game", G_CALLBACK (on_open_game), self, 0);
    }
  /* The runtime distribution is about the puzzle of the window it was
   * asked from. */
  if (LAB_IS_WINDOW (active) && lab_window_get_has_puzzle (LAB_WINDOW (active)))
    {
      const FutoGame *game = lab_window_get_game (LAB_WINDOW (active));
      GFile *file = lab_window_get_file (LAB_WINDOW (active));
      g_autofree char *name = file != NULL ? g_file_get_basename (file) : NULL;

      if (name == NULL && game->title != NULL && game->title[0] != '\0')
        name = g_strdup (game->title);
      lab_experiments_window_set_puzzle (LAB_EXPERIMENTS_WINDOW (window), game->puzzle, name);
    }
  gtk_window_present (window);
}

static const GActionEntry app_actions[] = {
  { "quit", quit_activated },
  { "about", about_activated },
  { "preferences", preferences_activated },
  { "experiments", experiments_activated },
  { "statistics", statistics_activated },
};

static void
lab_application_startup (GApplication *app)
{
  LabApplication *self = LAB_APPLICATION (app);
  static const struct {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    /* Ctrl+N is the next game, as in GNOME Sudoku and Mines; the empty
     * New Puzzle stays in the menu. */
    { "win.new-same-settings", { "<Control>n", NULL } },
    { "win.generate", { "<Control><Shift>n", NULL } },
    { "win.hint", { "<Control>h", NULL } },
    { "win.solve", { "<Control>r", NULL } },
    { "win.choose-algorithm", { "<Control><Shift>r", NULL } },
    { "win.cancel-solve", { "Escape", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "win.copy", { "<Control>c", NULL } },
    { "win.paste", { "<Control>v", NULL } },
    { "win.toggle-mode", { "<Control>m", NULL } },
    { "win.export", { "<Control>e", NULL } },
    { "win.print", { "<Control>p", NULL } },
    { "win.copy-image", { "<Control><Shift>c", NULL } },
    { "win.fill-candidates", { "<Control><Shift>f", NULL } },
    { "win.show-difference", { "<Control>d", NULL } },
    { "win.zoom-in", { "<Control>plus", "<Control>equal", NULL } },
    { "win.zoom-out", { "<Control>minus", NULL } },
    { "win.zoom-reset", { "<Control>0", NULL } },
    { "window.close", { "<Control>w", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
    { "win.present", { "F5", NULL } },
  };

  G_APPLICATION_CLASS (lab_application_parent_class)->startup (app);

  lab_renderer_choose (gdk_display_get_default ());

  g_set_application_name (_("Futoshiki Lab"));
  gtk_window_set_default_icon_name (APP_ID);

  /* A screenshot must show the final state, not a transition. */
  if (self->screenshot_path != NULL)
    g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  self->settings = g_settings_new (APP_ID);
  g_signal_connect_object (self->settings, "changed::style-variant",
                           G_CALLBACK (apply_style_variant), self, G_CONNECT_SWAPPED);
  apply_style_variant (self);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                           accels[i].action, accels[i].accels);
}

static void
lab_application_dispose (GObject *object)
{
  LabApplication *self = LAB_APPLICATION (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (lab_application_parent_class)->dispose (object);
}

static void
lab_application_finalize (GObject *object)
{
  LabApplication *self = LAB_APPLICATION (object);

  g_free (self->screenshot_path);

  G_OBJECT_CLASS (lab_application_parent_class)->finalize (object);
}

static void
lab_application_class_init (LabApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = lab_application_dispose;
  object_class->finalize = lab_application_finalize;

  app_class->startup = lab_application_startup;
  app_class->activate = lab_application_activate;
  app_class->open = lab_application_open;
}

static void
lab_application_init (LabApplication *self)
{
  const char *path = g_getenv ("FUTOSHIKI_LAB_SCREENSHOT");


  if (path != NULL && *path != '\0')
    self->screenshot_path = g_strdup (path);
}
