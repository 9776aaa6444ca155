/* test-session.c: the autosaved session survives kill -9
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the real futoshiki-lab program on a puzzle file, makes two entries
 * through its window's actions over D-Bus (org.gtk.Actions, as any
 * GtkApplication exports them), waits for the autosave, kills the process
 * with SIGKILL, starts it again with no file and checks that the puzzle,
 * the entries, the unsaved state and the undo history all came back.
 */
#include "config.h"

#include <string.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "futo-format.h"

#define APP_PATH    "/org/futoshikilab/FutoshikiLab"
#define WINDOW_PATH APP_PATH "/window/1"

static char *scratch;
static char *session_dir;

static GSubprocess *
spawn_app (const char *file)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_autoptr(GError) error = NULL;
  const char *binary = g_getenv ("FUTOSHIKI_LAB_BIN");
  GSubprocess *process;

  g_assert_nonnull (binary);
  g_subprocess_launcher_setenv (launcher, "FUTOSHIKI_LAB_SESSION_DIR", session_dir, TRUE);
  g_subprocess_launcher_setenv (launcher, "FUTOSHIKI_LAB_AUTOSAVE_MS", "100", TRUE);
  if (file != NULL)
    process = g_subprocess_launcher_spawn (launcher, &error, binary, file, NULL);
  else
    process = g_subprocess_launcher_spawn (launcher, &error, binary, NULL);
  g_assert_no_error (error);
  return process;
}

static GVariant *
call (GDBusConnection  *bus,
      const char       *path,
      const char       *method,
      GVariant         *parameters,
      GError          **error)
{
  return g_dbus_connection_call_sync (bus, APP_ID, path, "org.gtk.Actions", method,
                                      parameters, NULL, G_DBUS_CALL_FLAGS_NO_AUTO_START,
                                      2000, NULL, error);
}

/* Whether the window's action is there and enabled; FALSE meanwhile. */
static gboolean
action_enabled (GDBusConnection *bus,
                const char      *action)
{
  g_autoptr(GVariant) reply = call (bus, WINDOW_PATH, "Describe", g_variant_new ("(s)", action), NULL);
  gboolean enabled = FALSE;

  if (reply != NULL)
    g_variant_get (reply, "((bgav))", &enabled, NULL, NULL);
  return enabled;
}

static void
wait_for_window (GDBusConnection *bus)
{
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (!action_enabled (bus, "set-cell"))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_usleep (50 * 1000);
    }
}

static void
activate (GDBusConnection *bus,
          const char      *action,
          GVariant        *parameter)
{
  GVariantBuilder parameters;
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GError) error = NULL;

  g_variant_builder_init (&parameters, G_VARIANT_TYPE ("av"));
  if (parameter != NULL)
    g_variant_builder_add (&parameters, "v", parameter);
  reply = call (bus, WINDOW_PATH, "Activate",
                g_variant_new ("(sava{sv})", action, &parameters, NULL), &error);
  g_assert_no_error (error);
}

static char *
session_file (const char *name)
{
  return g_build_filename (session_dir, name, NULL);
}

/* Waits until the autosaved document has entry value at (row, col). */
static FutoGame *
wait_for_saved_entry (int row,
                      int col,
                      int value)
{
  g_autofree char *path = session_file ("session.futoshiki");
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  for (;;)
    {
      g_autofree char *text = NULL;
      gsize length;
      FutoGame *game;

      if (g_file_get_contents (path, &text, &length, NULL)
          && (game = futo_native_read (text, length, NULL)) != NULL)
        {
          if (game->entries[row * game->puzzle->size + col] == value)
            return game;
          futo_game_free (game);
        }
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_usleep (50 * 1000);
    }
}

static void
wait_for_no_session (void)
{
  g_autofree char *path = session_file ("session.futoshiki");
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_usleep (50 * 1000);
    }
}

static void
kill_app (GSubprocess *process)
{
  g_autoptr(GError) error = NULL;

  g_subprocess_force_exit (process);
  g_subprocess_wait (process, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_signaled (process));
  g_assert_cmpint (g_subprocess_get_term_sig (process), ==, 9);
}

static void
test_restore_after_kill (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "examples", "unequal_5x5.txt", NULL);
  g_autofree char *state_path = session_file ("session.state");
  g_autofree char *state_data = NULL;
  gsize state_length;
  g_autoptr(GDBusConnection) bus = NULL;
  g_autoptr(GSubprocess) first = NULL;
  g_autoptr(GSubprocess) second = NULL;
  g_autoptr(GError) error = NULL;
  FutoGame *game;

  bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_assert_no_error (error);

  /* Two entries in the puzzle file's window, then SIGKILL. */
  first = spawn_app (source);
  wait_for_window (bus);
  g_assert_false (action_enabled (bus, "undo"));
  activate (bus, "set-cell", g_variant_new ("(iii)", 2, 2, 3));
  activate (bus, "set-cell", g_variant_new ("(iii)", 4, 0, 5));
  game = wait_for_saved_entry (4, 0, 5);
  g_assert_cmpint (game->entries[2 * 5 + 2], ==, 3);
  futo_game_free (game);
  /* The state beside it: a GVariant of (version, file, mode, history). */
  g_assert_true (g_file_get_contents (state_path, &state_data, &state_length, NULL));
  {
    g_autoptr(GVariant) state = g_variant_ref_sink (g_variant_new_from_data (G_VARIANT_TYPE ("(ussv)"),
                                                                             state_data, state_length,
                                                                             FALSE, NULL, NULL));
    const char *uri, *mode;

    g_assert_true (g_variant_is_normal_form (state));
    g_variant_get (state, "(u&s&sv)", NULL, &uri, &mode, NULL);
    g_assert_true (g_str_has_prefix (uri, "file://"));
    g_assert_cmpstr (mode, ==, "play");
  }
  kill_app (first);

  /* Started again with nothing to open, it brings the puzzle back with
   * both entries and their undo history. */
  second = spawn_app (NULL);
  wait_for_window (bus);
  g_assert_true (action_enabled (bus, "undo"));
  g_assert_false (action_enabled (bus, "redo"));

  activate (bus, "undo", NULL);
  game = wait_for_saved_entry (4, 0, 0);
  g_assert_cmpint (game->entries[2 * 5 + 2], ==, 3);
  g_assert_cmpint (game->puzzle->givens[4], ==, 4);
  futo_game_free (game);
  g_assert_true (action_enabled (bus, "redo"));

  /* Back at the file's state there is nothing unsaved: the session goes. */
  activate (bus, "undo", NULL);
  wait_for_no_session ();
  g_assert_false (action_enabled (bus, "undo"));
  activate (bus, "redo", NULL);
  game = wait_for_saved_entry (2, 2, 3);
  futo_game_free (game);
  kill_app (second);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  scratch = g_dir_make_tmp ("futoshiki-lab-session-XXXXXX", &error);
  g_assert_no_error (error);
  session_dir = g_build_filename (scratch, "session", NULL);
  g_setenv ("XDG_DATA_HOME", scratch, TRUE);

  g_test_add_func ("/session/restore-after-kill", test_restore_after_kill);
  status = g_test_run ();

  {
    g_autofree char *document = session_file ("session.futoshiki");
    g_autofree char *history = session_file ("session.history");
    g_autofree char *state = session_file ("session.state");
    g_autofree char *recent = g_build_filename (scratch, "recently-used.xbel", NULL);

    g_unlink (document);
    g_unlink (history);
    g_unlink (state);
    g_unlink (recent);
    g_rmdir (session_dir);
    g_rmdir (scratch);
  }
  g_free (session_dir);
  g_free (scratch);
  return status;
}
