/* app-test-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "app-test-util.h"

#define TIMEOUT_SECONDS 20

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* A periodic source makes sure the loop wakes up to check the condition
 * even when nothing else happens. */
void
lab_test_wait_until (LabTestCondition cond,
                     gpointer         data)
{
  gint64 deadline = g_get_monotonic_time () + TIMEOUT_SECONDS * G_USEC_PER_SEC;
  guint source = g_timeout_add (10, wake_up, NULL);

  while (!cond (data))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (source);
}

typedef struct
{
  guint frames;
  guint wanted;
} FrameWait;

static gboolean
count_frame (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       user_data)
{
  FrameWait *wait = user_data;

  if (gtk_widget_get_mapped (widget))
    wait->frames++;
  return G_SOURCE_CONTINUE;
}

static gboolean
frames_drawn (gpointer data)
{
  FrameWait *wait = data;

  return wait->frames >= wait->wanted;
}

void
lab_test_wait_for_frames (GtkWidget *widget,
                          guint      n_frames)
{
  FrameWait wait = { 0, n_frames };
  guint id;

  id = gtk_widget_add_tick_callback (widget, count_frame, &wait, NULL);
  gtk_widget_queue_draw (widget);
  lab_test_wait_until (frames_drawn, &wait);
  gtk_widget_remove_tick_callback (widget, id);
}

GtkWindow *
lab_test_find_toplevel (GType      type,
                        GtkWindow *except)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && window != except
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

typedef struct
{
  GType      type;
  GtkWindow *except;
  GtkWindow *found;
} ToplevelWait;

static gboolean
toplevel_appeared (gpointer data)
{
  ToplevelWait *wait = data;

  wait->found = lab_test_find_toplevel (wait->type, wait->except);
  return wait->found != NULL;
}

GtkWindow *
lab_test_wait_for_toplevel (GType      type,
                            GtkWindow *except)
{
  ToplevelWait wait = { type, except, NULL };

  lab_test_wait_until (toplevel_appeared, &wait);
  lab_test_wait_for_frames (GTK_WIDGET (wait.found), 2);
  return wait.found;
}

GtkWidget *
lab_test_find_button (GtkWidget  *root,
                      const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child)
          && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
        return child;
      if ((found = lab_test_find_button (child, label)) != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
lab_test_template_child (GtkWidget  *widget,
                         GType       type,
                         const char *id)
{
  GObject *child = gtk_widget_get_template_child (widget, type, id);

  /* A renamed id in the .ui file fails here, by name, not as a crash. */
  if (child == NULL || !GTK_IS_WIDGET (child))
    g_error ("%s has no template child widget \"%s\"", G_OBJECT_TYPE_NAME (widget), id);
  return GTK_WIDGET (child);
}

GtkWidget *
lab_test_find_descendant (GtkWidget *root,
                          GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = lab_test_find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
lab_test_find_row (GtkWidget  *root,
                   const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (ADW_IS_PREFERENCES_ROW (child)
          && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child)), title) == 0)
        return child;
      if ((found = lab_test_find_row (child, title)) != NULL)
        return found;
    }
  return NULL;
}

static gboolean
weak_pointer_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

void
lab_test_destroy_window (GtkWindow *window,
                         gboolean   close)
{
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  if (close)
    gtk_window_close (window);
  else
    gtk_window_destroy (window);
  lab_test_wait_until (weak_pointer_cleared, &weak);
}

gboolean
lab_test_run_unprivileged (const char *test_path)
{
  g_autofree char *setpriv = g_find_program_in_path ("setpriv");
  g_autofree char *dbus = g_find_program_in_path ("dbus-run-session");
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *home = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) child = NULL;
  g_autoptr(GError) error = NULL;
  const char *cookie = g_getenv ("XAUTHORITY");

  if (geteuid () != 0)
    return FALSE;
  /* The child itself must not be root: no second child, a clear failure. */
  if (g_getenv ("LAB_TEST_UNPRIVILEGED") != NULL)
    g_error ("%s: still root after dropping privileges", test_path);
  if (setpriv == NULL || dbus == NULL || self == NULL)
    g_error ("running as root, %s needs setpriv and dbus-run-session to run as nobody", test_path);

  /* A home of nobody's own, holding the display's cookie: xvfb-run keeps
   * it in a folder only root may enter. */
  home = g_dir_make_tmp ("lab-nobody-XXXXXX", &error);
  g_assert_no_error (error);
  g_assert_cmpint (chown (home, 65534, 65534), ==, 0);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_MERGE);
  if (cookie != NULL)
    {
      g_autofree char *copy = g_build_filename (home, "Xauthority", NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (cookie, &contents, &length, NULL));
      g_assert_true (g_file_set_contents (copy, contents, (gssize) length, NULL));
      g_assert_cmpint (chown (copy, 65534, 65534), ==, 0);
      g_subprocess_launcher_setenv (launcher, "XAUTHORITY", copy, TRUE);
    }
  g_subprocess_launcher_setenv (launcher, "HOME", home, TRUE);
  g_subprocess_launcher_setenv (launcher, "LAB_TEST_UNPRIVILEGED", "1", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "XDG_RUNTIME_DIR");
  g_subprocess_launcher_unsetenv (launcher, "DBUS_SESSION_BUS_ADDRESS");
  /* The child makes folders of its own (lab_test_isolate()). */
  g_subprocess_launcher_unsetenv (launcher, "XDG_DATA_HOME");
  g_subprocess_launcher_unsetenv (launcher, "FUTOSHIKI_LAB_SESSION_DIR");
  child = g_subprocess_launcher_spawn (launcher, &error, setpriv, "--reuid=nobody", "--regid=nogroup",
                                       "--clear-groups", "--", dbus, "--", self, "-p", test_path, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (child, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_test_message ("%s as nobody:\n%s", test_path, out);
  if (!g_subprocess_get_if_exited (child) || g_subprocess_get_exit_status (child) != 0
      || strstr (out, "# SKIP") != NULL || strstr (out, "\nok 1 ") == NULL)
    g_error ("%s failed or skipped as nobody", test_path);
  lab_test_remove_tree (home);
  return TRUE;
}

char *
lab_test_isolate (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("futoshiki-lab-test-XXXXXX", &error);
  g_autofree char *session = NULL;
  g_autofree char *data = NULL;

  g_assert_no_error (error);
  session = g_build_filename (dir, "session", NULL);
  data = g_build_filename (dir, "data", NULL);
  g_setenv ("FUTOSHIKI_LAB_SESSION_DIR", session, TRUE);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  return dir;
}

void
lab_test_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        lab_test_remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

/* The widget's own shortcut for exactly this key, or NULL. */
GtkShortcut *
lab_test_find_shortcut (GtkWidget       *widget,
                        guint            keyval,
                        GdkModifierType  modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers)
            return shortcut;
        }
    }
  return NULL;
}

GtkWidget *
lab_test_find_label_containing (GtkWidget  *root,
                                const char *text)
{
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_text (GTK_LABEL (root)), text) != NULL)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = lab_test_find_label_containing (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}
