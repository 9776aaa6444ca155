/* write-screenshots.c: pictures of the board and the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Writes boards of 5×5, 9×9 and 25×25 in the light and dark styles, and
 * the three pictures of the README, to <build>/tests/screenshots/, for
 * people to look at. It checks nothing about them, so it is no test: run
 * it with `meson compile -C build screenshots`. It still uses GTest's
 * runner, as the widget tests do, for their helpers.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "board-test-util.h"
#include "futo-format.h"
#include "futo-latin.h"
#include "futoshiki-document-play.h"
#include "shot-test-util.h"
#include "lab-live-run-dialog.h"
#include "visualizer-test-util.h"

/* A board of size n: a Latin square with some givens and signs kept, some
 * entries and marks, as a player would have it mid-game. */
static FutoshikiDocument *
showcase_document (int n)
{
  FutoPuzzle *puzzle = futo_puzzle_new (n);
  guint8 *values = g_new (guint8, n * n);
  GRand *rand = g_rand_new_with_seed (n);
  FutoshikiDocument *document;

  FutoRandom rng;

  futo_random_init (&rng, (uint64_t) n);
  g_assert_true (futo_latin_random (&rng, n, values, 0));
  for (int i = 0; i < n * n; i++)
    {
      int r = i / n, c = i % n;

      if (g_rand_int_range (rand, 0, 100) < 22)
        puzzle->givens[i] = values[i];
      if (c + 1 < n && g_rand_int_range (rand, 0, 100) < 24)
        futo_puzzle_set_relation (puzzle, r, c, FUTO_DIR_RIGHT,
                                  values[i] < values[i + 1] ? FUTO_REL_LESS : FUTO_REL_GREATER);
      if (r + 1 < n && g_rand_int_range (rand, 0, 100) < 24)
        futo_puzzle_set_relation (puzzle, r, c, FUTO_DIR_DOWN,
                                  values[i] < values[i + n] ? FUTO_REL_LESS : FUTO_REL_GREATER);
    }
  document = futoshiki_document_new_for_game (futo_game_new (puzzle), NULL);
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  for (int i = 0; i < n * n; i++)
    if (futoshiki_document_get_given (document, i / n, i % n) == 0)
      {
        int roll = g_rand_int_range (rand, 0, 100);

        if (roll < 25)
          futoshiki_document_set_entry (document, i / n, i % n, values[i]);
        else if (roll < 55)
          futoshiki_document_set_pencil (document, i / n, i % n,
                                         futoshiki_document_get_candidates (document, i / n, i % n));
      }
  g_rand_free (rand);
  g_free (values);
  futoshiki_document_mark_saved (document, NULL);
  return document;
}

static void
test_screenshots (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  static const int sizes[] = { 5, 9, 25 };
  static const char *schemes[] = { "light", "dark" };

  /* A shot shows the final state, not a crossfade. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  for (guint s = 0; s < G_N_ELEMENTS (schemes); s++)
    {
      adw_style_manager_set_color_scheme (manager, s == 0 ? ADW_COLOR_SCHEME_FORCE_LIGHT
                                                          : ADW_COLOR_SCHEME_FORCE_DARK);
      for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
        {
          g_autoptr(FutoshikiDocument) document = showcase_document (sizes[i]);
          g_autofree char *name = g_strdup_printf ("board-%dx%d-%s.png", sizes[i], sizes[i], schemes[s]);
          LabWindow *window = lab_test_create_window (document);
          int n = sizes[i];

          gtk_window_set_default_size (GTK_WINDOW (window), 860, 760);
          /* One conflict to show the error marks. */
          for (int cell = 0; cell < n * n; cell++)
            if (futoshiki_document_get_value (document, cell / n, cell % n) == 0)
              {
                lab_board_set_cursor (lab_test_board (window), cell / n, cell % n);
                futoshiki_document_set_entry (document, cell / n, cell % n,
                                              futoshiki_document_get_value (document, cell / n, (cell % n + 1) % n) != 0
                                              ? futoshiki_document_get_value (document, cell / n, (cell % n + 1) % n)
                                        : 1);
                break;
              }
          lab_board_set_cursor (lab_test_board (window), n / 2, n / 2);
          lab_test_shoot (GTK_WIDGET (window), name);
          lab_test_discard_and_destroy (window);
        }
    }
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  /* The extremes, once each: the smallest board and the largest. */
  for (int n = 2; n <= 64; n += 62)
    {
      g_autoptr(FutoshikiDocument) document = showcase_document (n);
      g_autofree char *name = g_strdup_printf ("board-%dx%d.png", n, n);
      LabWindow *window;
      gint64 start;

      adw_style_manager_set_color_scheme (manager, n == 2 ? ADW_COLOR_SCHEME_FORCE_DARK
                                                          : ADW_COLOR_SCHEME_FORCE_LIGHT);
      window = lab_test_create_window (document);
      gtk_window_set_default_size (GTK_WINDOW (window), 860, 760);
      lab_board_set_cursor (lab_test_board (window), n / 2, n / 2);
      lab_test_shoot (GTK_WIDGET (window), name);
      start = g_get_monotonic_time ();
      lab_test_wait_for_frames (GTK_WIDGET (lab_test_board (window)), 5);
      g_test_message ("%d×%d: about %.1f ms a frame", n, n,
                      (g_get_monotonic_time () - start) / 5000.0);
      lab_test_discard_and_destroy (window);
    }

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

/* The three pictures of the README (copied to data/screenshots): editing
 * with the verdict, playing with marks in the dark, a difference. */
static void
test_app_screenshots (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  LabWindow *window;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  /* Editing: a finished 7×7 puzzle, checked. */
  {
    g_autoptr(FutoshikiDocument) document = lab_test_load_app_document ("showcase-7x7.txt");

    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
    futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_EDIT);
    window = lab_test_create_window (document);
    gtk_window_set_default_size (GTK_WINDOW (window), 760, 720);
    lab_board_set_cursor (lab_test_board (window), 2, 5);
    lab_test_wait_until (lab_test_check_settled, window);
    g_assert_cmpint (futoshiki_solution_check_get_state (lab_window_get_solution_check (window)), ==, FUTOSHIKI_SOLUTION_STATE_UNIQUE);
    lab_test_shoot (GTK_WIDGET (window), "app-edit.png");
    lab_test_discard_and_destroy (window);
  }

  /* Playing a 9×9 puzzle in the dark: entries, candidates, one mistake. */
  {
    g_autoptr(FutoshikiDocument) document = lab_test_load_app_document ("showcase-9x9.txt");
    const guint8 *solution;

    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
    futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
    window = lab_test_create_window (document);
    gtk_window_set_default_size (GTK_WINDOW (window), 760, 720);
    lab_test_wait_until (lab_test_check_settled, window);
    solution = futoshiki_solution_check_get_solution (lab_window_get_solution_check (window), 0);
    for (int i = 0; i < 81; i += 3)
      if (i / 9 < 5 && futoshiki_document_get_given (document, i / 9, i % 9) == 0)
        futoshiki_document_set_entry (document, i / 9, i % 9, solution[i]);
    futoshiki_document_fill_candidates (document);
    /* A 9 where the row has a given 9: marked, not by colour alone. */
    futoshiki_document_set_entry (document, 6, 1, 9);
    lab_board_set_pencil_mode (lab_test_board (window), TRUE);
    lab_board_set_cursor (lab_test_board (window), 6, 2);
    lab_test_shoot (GTK_WIDGET (window), "app-play.png");
    lab_test_discard_and_destroy (window);
  }

  /* Two solutions: without one sign the 7×7 puzzle is ambiguous. */
  {
    g_autoptr(FutoshikiDocument) document = lab_test_load_app_document ("showcase-7x7.txt");

    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
    futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_EDIT);
    window = lab_test_create_window (document);
    gtk_window_set_default_size (GTK_WINDOW (window), 760, 720);
    futoshiki_document_set_relation (document, 1, 1, FUTO_DIR_RIGHT, FUTO_REL_NONE);
    lab_test_wait_until (lab_test_check_settled, window);
    g_assert_cmpint (futoshiki_solution_check_get_state (lab_window_get_solution_check (window)), ==, FUTOSHIKI_SOLUTION_STATE_MULTIPLE);
    lab_test_activate (window, "show-difference", NULL);
    lab_board_set_cursor (lab_test_board (window), 1, 1);
    lab_test_shoot (GTK_WIDGET (window), "app-difference.png");
    lab_test_discard_and_destroy (window);
  }

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

static gboolean
is_loaded (gpointer data)
{
  return !lab_window_get_loading (LAB_WINDOW (data));
}

static gboolean
tree_ready (gpointer data)
{
  return lab_search_tree_view_get_ready (data);
}

static gboolean
live_has_events (gpointer data)
{
  LabLiveRun *live = lab_visualizer_get_live_run (lab_test_visualizer (data));
  LabLiveRunCounts counts;

  if (live == NULL || lab_live_run_get_player (live) == NULL)
    return FALSE;
  lab_live_run_get_counts (live, &counts);
  return counts.events >= 60
         && futoshiki_trace_player_get_position (lab_live_run_get_player (live)) >= 60;
}

static gboolean
not_recording (gpointer data)
{
  return !lab_visualizer_get_recording (lab_test_visualizer (data));
}

/* The Python that has PyGObject: Debian's, which a python3 of its own
 * ahead in PATH (pyenv, a virtualenv) may hide. */
static const char *
python_with_gi (void)
{
  return g_file_test ("/usr/bin/python3", G_FILE_TEST_IS_EXECUTABLE) ? "/usr/bin/python3" : "python3";
}

/* Runs examples/python/EXAMPLE on puzzle_path, writing its trace to
 * trace_path, as docs/scripting.md tells a student to; FALSE (and why, in
 * the log) when Python or the typelib is missing. */
static gboolean
run_example (const char *example,
             const char *puzzle_path,
             const char *trace_path)
{
  g_autofree char *examples = g_test_build_filename (G_TEST_DIST, "..", "examples", "python", NULL);
  g_autofree char *script = g_build_filename (examples, example, NULL);
  const char *argv[] = { python_with_gi (), script, puzzle_path, "--trace", trace_path, NULL };
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err, &status, &error)
      || !g_spawn_check_wait_status (status, &error))
    {
      g_test_message ("%s could not run (%s): %s", example, error->message, err != NULL ? err : "");
      return FALSE;
    }
  return TRUE;
}

static gboolean
live_has_many_events (gpointer data)
{
  LabLiveRun *live = lab_visualizer_get_live_run (lab_test_visualizer (data));
  LabLiveRunCounts counts;

  if (live == NULL || lab_live_run_get_player (live) == NULL)
    return FALSE;
  lab_live_run_get_counts (live, &counts);
  return counts.events >= 5000;
}

/* Two pictures of the README: a student's trace opened from a file, its
 * search tree beside the board; a student's program running live. Both
 * are the Python examples' own runs when Python can run them, else
 * stand-ins written from the built-in method they copy. */
static void
test_run_screenshots (void)
{
  g_autofree char *scratch = g_dir_make_tmp ("lab-shots-XXXXXX", NULL);
  g_autoptr(FutoshikiDocument) lesson = lab_test_load_app_document ("lesson-6x6.txt");
  const FutoPuzzle *puzzle = futoshiki_document_get_puzzle (lesson);
  g_autofree char *trace_path = NULL, *script = NULL, *command = NULL;
  g_autofree char *quoted_script = NULL, *quoted_trace = NULL;
  g_autoptr(GFile) file = NULL;
  LabWindow *window;
  guint64 nodes;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);

  /* A trace as a student's forward checking writes it, opened. */
  {
    g_autofree char *lesson_path = g_test_build_filename (G_TEST_DIST, "app", "data", "lesson-6x6.txt", NULL);

    trace_path = g_build_filename (scratch, "forward_checking.trace", NULL);
    if (!run_example ("forward_checking.py", lesson_path, trace_path))
      {
        g_free (trace_path);
        trace_path = lab_test_write_trace (scratch, "forward_checking.trace", puzzle, "fc",
                                           "forward_checking.py", "consistent-states", &nodes);
      }
  }
  {
    g_autoptr(FutoshikiDocument) empty = lab_test_empty_document (6);

    window = lab_test_create_window (empty);
  }
  gtk_window_set_default_size (GTK_WINDOW (window), 1180, 940);
  file = g_file_new_for_path (trace_path);
  lab_window_open_file (window, file);
  lab_test_wait_until (is_loaded, window);
  for (int i = 0; i < 9; i++)
    lab_test_activate (window, "trace-step", NULL);
  lab_visualizer_show_search_tree (lab_test_visualizer (window), TRUE);
  lab_test_wait_until (tree_ready, lab_visualizer_get_search_tree (lab_test_visualizer (window)));
  /* The panel scrolled down to the tree under the counts. */
  lab_test_wait_for_frames (GTK_WIDGET (window), 3);
  {
    GtkWidget *scroller = lab_test_template_child (GTK_WIDGET (lab_test_visualizer (window)),
                                                   LAB_TYPE_VISUALIZER, "scroller");
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  }
  lab_test_shoot_after_frames (GTK_WIDGET (window), "app-trace.png", 6);
  lab_test_discard_and_destroy (window);

  /* A program run live: the board at its latest event. The Python
   * backtracking takes many seconds on this 8×8 (3,243,082 nodes), as the
   * student typed it, from the examples' folder. */
  {
    g_autoptr(FutoshikiDocument) eight = lab_test_load_app_document ("live-8x8.txt");
    g_autofree char *examples = g_test_build_filename (G_TEST_DIST, "..", "examples", "python", NULL);
    g_autofree char *here = g_get_current_dir ();
    g_autofree char *probe_trace = g_build_filename (scratch, "probe.trace", NULL);
    g_autofree char *small = g_test_build_filename (G_TEST_DIST, "data", "examples", "unequal_4x4.txt", NULL);
    gboolean python = run_example ("backtracking.py", small, probe_trace);

    window = lab_test_create_window (python ? eight : lesson);
    gtk_window_set_default_size (GTK_WINDOW (window), 1180, 760);
    lab_test_activate (window, "visualize", NULL);
    if (python)
      {
        g_autofree char *quoted_python = g_shell_quote (python_with_gi ());

        g_assert_cmpint (g_chdir (examples), ==, 0);
        command = g_strdup_printf ("%s backtracking.py --trace -",
                                   g_str_equal (python_with_gi (), "/usr/bin/python3") ? "python3" : quoted_python);
        /* "python3" as a student types it, found as Debian's. */
        {
          g_autofree char *path = g_strconcat ("/usr/bin:", g_getenv ("PATH"), NULL);

          g_setenv ("PATH", path, TRUE);
        }
        g_assert_true (lab_visualizer_run_program (lab_test_visualizer (window), command, NULL));
        lab_test_wait_until (live_has_many_events, window);
        g_assert_cmpint (g_chdir (here), ==, 0);
      }
    else
      {
        script = g_test_build_filename (G_TEST_DIST, "app", "data", "trace-slowly.sh", NULL);
        quoted_script = g_shell_quote (script);
        quoted_trace = g_shell_quote (trace_path);
        command = g_strdup_printf ("sh %s %s 0.01 {puzzle}", quoted_script, quoted_trace);
        g_assert_true (lab_visualizer_run_program (lab_test_visualizer (window), command, NULL));
        lab_test_wait_until (live_has_events, window);
      }
  }
  lab_test_shoot (GTK_WIDGET (window), "app-live-run.png");
  lab_test_activate (window, "trace-cancel", NULL);
  lab_test_wait_until (not_recording, window);

  /* Run a Program…, with the last commands to pick from. */
  {
    g_autoptr(GSettings) settings = g_settings_new (APP_ID);
    const char *recent[] = { "python3 my_forward_checking.py {puzzle}",
                             "python3 backtracking.py {puzzle} --trace /dev/stdout", NULL };
    GtkWindow *dialog;

    g_settings_set_strv (settings, "live-run-commands", recent);
    lab_test_activate (window, "trace-run-program", NULL);
    dialog = lab_test_wait_for_toplevel (LAB_TYPE_LIVE_RUN_DIALOG, NULL);
    lab_test_shoot (GTK_WIDGET (dialog), "live-run-dialog.png");
    lab_test_destroy_window (dialog, TRUE);
    g_settings_reset (settings, "live-run-commands");
  }
  lab_test_discard_and_destroy (window);

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  lab_test_remove_tree (scratch);
}

/* The player's tools (README, "Playing"): a savepoint being restored on a
 * 9×9 puzzle, with its toast over the board; and the dark style, where
 * givens stand apart from empty and entered cells inside the cursor's
 * row and column too, and the cursor's value shows in every pencil mark. */
static void
test_play_screenshots (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  {
    g_autoptr(FutoshikiDocument) document = lab_test_load_app_document ("showcase-9x9.txt");
    const guint8 *solution;
    LabWindow *window;
    guint savepoint;

    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
    futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
    window = lab_test_create_window (document);
    gtk_window_set_default_size (GTK_WINDOW (window), 760, 720);
    lab_test_wait_until (lab_test_check_settled, window);
    solution = futoshiki_solution_check_get_solution (lab_window_get_solution_check (window), 0);
    for (int i = 0; i < 81; i += 2)
      if (i / 9 < 4 && futoshiki_document_get_given (document, i / 9, i % 9) == 0)
        futoshiki_document_set_entry (document, i / 9, i % 9, solution[i]);
    futoshiki_document_fill_candidates (document);
    savepoint = futoshiki_document_add_savepoint (document);
    /* A guess and what it led to, then back. */
    for (int i = 45; i < 63; i += 4)
      if (futoshiki_document_get_value (document, i / 9, i % 9) == 0)
        futoshiki_document_set_entry (document, i / 9, i % 9, solution[i] % 9 + 1);
    lab_board_set_cursor (lab_test_board (window), 5, 4);
    lab_test_activate (window, "savepoint-restore", g_variant_new_uint32 (savepoint));
    lab_test_shoot (GTK_WIDGET (window), "app-savepoint.png");

    /* The menu that lists them, with a second one marked. */
    {
      GtkMenuButton *button = GTK_MENU_BUTTON (lab_test_window_child (window, "play_menu_button"));

      futoshiki_document_add_savepoint (document);
      gtk_menu_button_popup (button);
      lab_test_shoot (GTK_WIDGET (gtk_menu_button_get_popover (button)), "app-savepoint-menu.png");
      gtk_menu_button_popdown (button);
    }
    lab_test_discard_and_destroy (window);
  }

  {
    g_autoptr(FutoshikiDocument) document = lab_test_load_app_document ("showcase-9x9.txt");
    const guint8 *solution;
    LabWindow *window;
    int cursor = -1;

    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
    futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
    window = lab_test_create_window (document);
    gtk_window_set_default_size (GTK_WINDOW (window), 760, 720);
    lab_test_wait_until (lab_test_check_settled, window);
    solution = futoshiki_solution_check_get_solution (lab_window_get_solution_check (window), 0);
    for (int i = 0; i < 81; i += 5)
      if (futoshiki_document_get_given (document, i / 9, i % 9) == 0)
        futoshiki_document_set_entry (document, i / 9, i % 9, solution[i]);
    futoshiki_document_fill_candidates (document);
    /* The cursor on a given, so that its value lights up everywhere. */
    for (int i = 30; i < 81 && cursor < 0; i++)
      if (futoshiki_document_get_given (document, i / 9, i % 9) != 0)
        cursor = i;
    lab_board_set_cursor (lab_test_board (window), MAX (cursor, 0) / 9, MAX (cursor, 0) % 9);
    lab_test_shoot (GTK_WIDGET (window), "app-dark-givens.png");
    lab_test_discard_and_destroy (window);
  }

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

static void
add_tests (void)
{
  g_test_add_func ("/screenshots/boards", test_screenshots);
  g_test_add_func ("/screenshots/app", test_app_screenshots);
  g_test_add_func ("/screenshots/runs", test_run_screenshots);
  g_test_add_func ("/screenshots/play", test_play_screenshots);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
