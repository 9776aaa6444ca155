/* board-test-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>

#include <glib/gi18n.h>

#include "board-test-util.h"
#include "futo-algorithm.h"
#include "futo-format.h"

LabApplication *lab_test_app;

/* Input: GTK 4 has no helper to send keys, so the key-pressed signal of
 * the board's GtkEventControllerKey is emitted, and clicks are emitted on
 * its click gestures at the coordinates of cells and gaps. */

GtkEventController *
lab_test_find_controller (GtkWidget *widget,
                          GType      type,
                          guint      button)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type)
          && (button == 0 || gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == button))
        return controller;
    }
  g_error ("No %s on %s", g_type_name (type), G_OBJECT_TYPE_NAME (widget));
}

gboolean
lab_test_press (LabBoard        *board,
                guint            keyval,
                GdkModifierType  state)
{
  GtkEventController *key = lab_test_find_controller (GTK_WIDGET (board), GTK_TYPE_EVENT_CONTROLLER_KEY, 0);
  gboolean handled = FALSE;

  g_signal_emit_by_name (key, "key-pressed", keyval, 0, state, &handled);
  return handled;
}

void
lab_test_type (LabBoard   *board,
               const char *keys)
{
  for (const char *p = keys; *p != '\0'; p++)
    g_assert_true (lab_test_press (board, gdk_unicode_to_keyval ((guint) *p), 0));
}

void
lab_test_cell_center (LabBoard *board,
                      int       row,
                      int       col,
                      double   *x,
                      double   *y)
{
  futo_render_layout_cell_origin (lab_board_get_layout (board), row, col, x, y);
  *x += lab_board_get_layout (board)->cell_size / 2;
  *y += lab_board_get_layout (board)->cell_size / 2;
}

/* The middle of the gap right of or below (row, col). */
void
lab_test_gap_center (LabBoard      *board,
                     int            row,
                     int            col,
                     FutoDirection  dir,
                     double        *x,
                     double        *y)
{
  lab_test_cell_center (board, row, col, x, y);
  if (dir == FUTO_DIR_RIGHT)
    *x += (lab_board_get_layout (board)->rtl ? -1 : 1) * (lab_board_get_layout (board)->cell_size + lab_board_get_layout (board)->gap) / 2;
  else
    *y += (lab_board_get_layout (board)->cell_size + lab_board_get_layout (board)->gap) / 2;
}

void
lab_test_click (LabBoard *board,
                guint     button,
                double    x,
                double    y)
{
  GtkEventController *gesture = lab_test_find_controller (GTK_WIDGET (board), GTK_TYPE_GESTURE_CLICK, button);

  g_signal_emit_by_name (gesture, button == GDK_BUTTON_PRIMARY ? "released" : "pressed", 1, x, y);
}

void
lab_test_assert_cursor (LabBoard *board,
                        int       row,
                        int       col)
{
  int r, c;

  lab_board_get_cursor (board, &r, &c);
  g_assert_cmpint (r, ==, row);
  g_assert_cmpint (c, ==, col);
}

/* Windows and documents */

GtkWidget *
lab_test_window_child (LabWindow  *window,
                       const char *id)
{
  return lab_test_template_child (GTK_WIDGET (window), LAB_TYPE_WINDOW, id);
}

LabBoard *
lab_test_board (LabWindow *window)
{
  return LAB_BOARD (lab_test_window_child (window, "board"));
}

LabVisualizer *
lab_test_visualizer (LabWindow *window)
{
  return LAB_VISUALIZER (lab_test_window_child (window, "visualizer"));
}

GtkWidget *
lab_test_board_popover (LabBoard *board)
{
  return lab_test_find_descendant (GTK_WIDGET (board), GTK_TYPE_POPOVER);
}

LabWindow *
lab_test_create_window (FutoshikiDocument *document)
{
  LabWindow *window = lab_window_new (GTK_APPLICATION (lab_test_app));

  gtk_window_set_default_size (GTK_WINDOW (window), 700, 640);
  gtk_window_present (GTK_WINDOW (window));
  lab_window_set_document (window, document);
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  gtk_widget_grab_focus (GTK_WIDGET (lab_test_board (window)));
  return window;
}

void
lab_test_activate (LabWindow  *window,
                   const char *action,
                   GVariant   *parameter)
{
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), action));
  g_action_group_activate_action (G_ACTION_GROUP (window), action, parameter);
}

static FutoshikiDocument *
load_document (const char *path)
{
  g_autofree char *text = NULL;
  gsize length;
  FutoGame *game;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  game = futo_game_read_any (text, length, NULL, NULL);
  g_assert_nonnull (game);
  return futoshiki_document_new_for_game (game, NULL);
}

FutoshikiDocument *
lab_test_load_document (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "examples", name, NULL);

  return load_document (path);
}

FutoshikiDocument *
lab_test_load_app_document (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "app", "data", name, NULL);

  return load_document (path);
}

FutoshikiDocument *
lab_test_empty_document (int size)
{
  FutoshikiDocument *document = futoshiki_document_new (size);

  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_EDIT);
  return document;
}

void
lab_test_discard_and_destroy (LabWindow *window)
{
  /* Nothing here is worth a "Save Changes?" question. */
  if (lab_window_get_document (window) != NULL)
    futoshiki_document_mark_saved (lab_window_get_document (window), NULL);
  lab_test_destroy_window (GTK_WINDOW (window), TRUE);
}

gboolean
lab_test_check_settled (gpointer data)
{
  LabWindow *window = data;

  return futoshiki_solution_check_get_state (lab_window_get_solution_check (window)) != FUTOSHIKI_SOLUTION_STATE_CHECKING;
}

static void
run_tests (GApplication *application,
           gpointer      user_data)
{
  void (*add_tests) (void) = user_data;

  /* No default window: the tests make their own. */
  g_signal_stop_emission_by_name (application, "activate");
  add_tests ();
  g_object_set_data (G_OBJECT (application), "status", GINT_TO_POINTER (g_test_run ()));
}

int
lab_test_run_app (int    argc,
                  char **argv,
                  void (*add_tests) (void))
{
  char *app_argv[] = { argv[0], NULL };
  g_autofree char *scratch = lab_test_isolate ();
  int status;

  gtk_test_init (&argc, &argv, NULL);

  lab_test_app = lab_application_new ();
  /* Never hand the tests' work to another running instance. */
  g_application_set_flags (G_APPLICATION (lab_test_app),
                           g_application_get_flags (G_APPLICATION (lab_test_app))
                           | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (lab_test_app, "activate", G_CALLBACK (run_tests), add_tests);
  /* The tests run inside activate, so that g_application_run() brings the
   * application up and, afterwards, properly down. */
  g_application_run (G_APPLICATION (lab_test_app), 1, app_argv);
  status = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (lab_test_app), "status"));

  g_assert_finalize_object (lab_test_app);
  lab_test_remove_tree (scratch);
  return status;
}

int
lab_test_run_app_in_german (int    argc,
                            char **argv,
                            void (*add_tests) (void))
{
  const char *localedir = g_getenv ("LAB_TEST_LOCALEDIR");

  if (localedir == NULL)
    {
      g_print ("1..0 # SKIP LAB_TEST_LOCALEDIR is not set\n");
      return 0;
    }
  /* Only C locales may exist here: LANGUAGE picks the catalogue then. */
  g_setenv ("LANGUAGE", "de", TRUE);
  g_setenv ("LANG", "C.UTF-8", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  return lab_test_run_app (argc, argv, add_tests);
}

guint8 *
lab_test_unique_solution (FutoshikiDocument *document)
{
  const FutoPuzzle *puzzle = futoshiki_document_get_puzzle (document);
  FutoRunOptions options;
  FutoRunResult result;
  guint8 *solution;

  futo_run_options_init (&options);
  options.solution_limit = 2;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_default (), puzzle, &options, &result);
  g_assert_cmpuint (result.solution_count, ==, 1);
  solution = g_memdup2 (result.solutions[0], puzzle->size * puzzle->size);
  futo_run_result_clear (&result);
  return solution;
}

LabWindow *
lab_test_play_window (FutoshikiDocument *document)
{
  LabWindow *window;

  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  window = lab_test_create_window (document);
  lab_test_wait_until (lab_test_check_settled, window);
  return window;
}

gboolean
lab_test_action_enabled (LabWindow  *window,
                         const char *name)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), name);
}
