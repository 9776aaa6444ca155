/* test-presentation.c: the search tree's pane and presentation mode,
 * under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Watch the Solver puts the search tree in a pane beside the board whose
 * divider is remembered; presentation mode (win.present, F5) shows the
 * board, the tree and the sentence only, with the player's keys, and
 * type large enough for a room: the sizes are read from what the app
 * lays out (the board's candidate type, the sentence's font as Pango
 * placed it), not from pixels. The screenshots are the README's. Built
 * a second time with LAB_TEST_GERMAN as presentation-de: the same in
 * German, whose sentences are longer, with screenshots named *-de.png.
 */
#include "config.h"

#include <math.h>

#include "board-test-util.h"
#include "futo-format.h"
#include "shot-test-util.h"
#include "visualizer-test-util.h"

#ifdef LAB_TEST_GERMAN
#define SUFFIX "-de"
#else
#define SUFFIX ""
#endif

static FutoshikiDocument *
load_lesson_9x9 (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "lessons", "lesson-9x9.txt", NULL);
  g_autofree char *text = NULL;
  gsize length;
  FutoGame *game;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  game = futo_game_read_any (text, length, NULL, NULL);
  g_assert_nonnull (game);
  g_assert_cmpint (game->puzzle->size, ==, 9);
  return futoshiki_document_new_for_game (game, NULL);
}

static LabWindow *
record_9x9 (int width,
            int height)
{
  g_autoptr(FutoshikiDocument) document = load_lesson_9x9 ();
  LabWindow *window = lab_test_record (document, "fc-mrv1");

  GtkWidget *paned;
  int last = -1;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  lab_test_wait_for_frames (GTK_WIDGET (window), 4);
  /* Until the layout has settled (a loaded machine may take a few more
   * frames: the panel's scrollbar comes and the pane narrows). */
  paned = lab_test_window_child (window, "tree_paned");
  for (int frames = 0; frames < 60 && gtk_widget_get_width (paned) != last; frames++)
    {
      last = gtk_widget_get_width (paned);
      lab_test_wait_for_frames (GTK_WIDGET (window), 3);
    }
  return window;
}

/* How high the ink of a digit stands at the board's candidate type: the
 * type's size is more than its digits' height. */
static double
candidate_ink_px (LabBoard *board)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (board), "0123456789");
  PangoFontDescription *desc = pango_font_description_copy (pango_context_get_font_description (
                                 pango_layout_get_context (layout)));
  PangoRectangle ink;

  pango_font_description_set_absolute_size (desc, lab_board_get_candidate_size (board) * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_layout_get_extents (layout, &ink, NULL);
  pango_font_description_free (desc);
  g_object_unref (layout);
  return (double) ink.height / PANGO_SCALE;
}

/* The biggest font that Pango used for the label's text as laid out. */
static double
laid_out_font_px (GtkLabel *label)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  PangoLayoutIter *iter = pango_layout_get_iter (layout);
  double biggest = 0;

  do
    {
      PangoLayoutRun *run = pango_layout_iter_get_run_readonly (iter);

      if (run != NULL)
        {
          PangoFontDescription *desc = pango_font_describe_with_absolute_size (run->item->analysis.font);

          biggest = MAX (biggest, (double) pango_font_description_get_size (desc) / PANGO_SCALE);
          pango_font_description_free (desc);
        }
    }
  while (pango_layout_iter_next_run (iter));
  pango_layout_iter_free (iter);
  return biggest;
}

/* A key as presentation mode takes it: by the window's controllers in
 * the capture phase, before any focused widget, in their order; a
 * shortcut whose action is disabled lets the next one have it, as the
 * application's Escape (win.cancel-solve) does while nothing runs. */
static void
press_presenting (LabWindow *window,
                  guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller)
          || gtk_event_controller_get_propagation_phase (controller) != GTK_PHASE_CAPTURE)
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0
              && gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                               GTK_WIDGET (window), NULL))
            return;
        }
    }
  g_error ("presentation mode did not take %s", gdk_keyval_name (keyval));
}

static gboolean
is_child_visible (LabWindow  *window,
                  const char *name)
{
  return gtk_widget_is_visible (lab_test_window_child (window, name));
}

/* The tree's pane is beside the board, right of it, and both have room;
 * or, in a window too narrow for that, under it. */
static void
assert_tree_near_board (LabWindow *window,
                        int        beside)
{
  GtkWidget *tree = GTK_WIDGET (lab_visualizer_get_search_tree (lab_test_visualizer (window)));
  GtkWidget *board = GTK_WIDGET (lab_test_board (window));
  graphene_rect_t tree_bounds, board_bounds;

  g_assert_true (gtk_widget_is_visible (tree));
  /* The pane's orientation follows the board's room from an idle, and a
   * slow machine (the sanitizer build) may not have laid out the new
   * orientation yet: give it frames until the tree lies where the pane
   * says, then check the sizes. */
  for (int frame = 0; ; frame++)
    {
      gboolean across;

      g_assert_true (gtk_widget_compute_bounds (tree, GTK_WIDGET (window), &tree_bounds));
      g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &board_bounds));
      across = beside >= 0 ? beside
               : gtk_orientable_get_orientation (GTK_ORIENTABLE (lab_test_window_child (window, "tree_paned")))
                 == GTK_ORIENTATION_HORIZONTAL;
      if (frame >= 120
          || (across && tree_bounds.origin.x >= board_bounds.origin.x + board_bounds.size.width)
          || (!across && tree_bounds.origin.y >= board_bounds.origin.y + board_bounds.size.height))
        break;
      lab_test_wait_for_frames (GTK_WIDGET (window), 1);
    }
  g_test_message ("tree %.0f,%.0f %.0f×%.0f, board %.0f,%.0f %.0f×%.0f in a window %d×%d",
                  tree_bounds.origin.x, tree_bounds.origin.y, tree_bounds.size.width, tree_bounds.size.height,
                  board_bounds.origin.x, board_bounds.origin.y, board_bounds.size.width, board_bounds.size.height,
                  gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)));
  /* Either, as the room decides: check the one the pane took. */
  if (beside < 0)
    beside = gtk_orientable_get_orientation (GTK_ORIENTABLE (lab_test_window_child (window, "tree_paned")))
             == GTK_ORIENTATION_HORIZONTAL;
  if (beside)
    {
      g_assert_cmpfloat (tree_bounds.origin.x, >=, board_bounds.origin.x + board_bounds.size.width);
      g_assert_cmpfloat (tree_bounds.size.width, >=, 200);
      g_assert_cmpfloat (tree_bounds.size.height, >=, 300);
    }
  else
    {
      g_assert_cmpfloat (tree_bounds.origin.y, >=, board_bounds.origin.y + board_bounds.size.height);
      g_assert_cmpfloat (tree_bounds.size.width, >=, 300);
      g_assert_cmpfloat (tree_bounds.size.height, >=, 150);
      /* The board a square, not a strip. */
      g_assert_cmpfloat (board_bounds.size.width, >=, 280);
    }
}

static void
assert_tree_beside_board (LabWindow *window)
{
  assert_tree_near_board (window, TRUE);
}

static void
test_present (void)
{
  LabWindow *window = record_9x9 (1920, 1080);
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  LabBoard *board = lab_test_board (window);
  GtkLabel *sentence = lab_window_get_present_sentence (window);
  guint64 position;

  g_assert_false (lab_window_get_presenting (window));
  g_assert_false (gtk_widget_is_visible (GTK_WIDGET (sentence)));
  /* The panel's size: a candidate smaller than a room can read. */
  g_assert_cmpfloat (candidate_ink_px (board), <, 24);

  lab_test_activate (window, "present", NULL);
  g_assert_true (lab_window_get_presenting (window));
  lab_test_wait_for_frames (GTK_WIDGET (window), 6);

  /* The board, the tree and the sentence only. */
  g_assert_false (is_child_visible (window, "header_bar"));
  g_assert_false (is_child_visible (window, "status_bar"));
  g_assert_false (gtk_widget_is_visible (GTK_WIDGET (lab_test_visualizer (window))));
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (board)));
  assert_tree_beside_board (window);
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (sentence)));

  /* Type for the back row, at 1920×1080 on a 9×9: candidate digits whose
   * ink stands at least 24 pixels high and a sentence of at least 32, as
   * laid out. */
  g_assert_cmpint (lab_board_get_layout (board)->size, ==, 9);
  g_test_message ("candidate type %.1f px, digits %.1f px high, sentence %.1f px, cell %.1f px",
                  lab_board_get_candidate_size (board), candidate_ink_px (board),
                  laid_out_font_px (sentence), lab_board_get_layout (board)->cell_size);
  g_assert_cmpfloat (candidate_ink_px (board), >=, 24);
  g_assert_cmpfloat (laid_out_font_px (sentence), >=, 32);
  /* The tree's labels and nodes grow with the screen too. */
  g_assert_cmpfloat (lab_search_tree_view_get_text_scale (lab_visualizer_get_search_tree (lab_test_visualizer (window))),
                     >=, 1.5);

  /* The keys: step, back, jump, play and pause; the sentence follows. */
  futoshiki_trace_player_set_position (player, 0);
  press_presenting (window, GDK_KEY_Right);
  position = futoshiki_trace_player_get_position (player);
  g_assert_cmpuint (position, ==, lab_test_expected_step (futoshiki_trace_player_get_trace (player), 0));
  press_presenting (window, GDK_KEY_Right);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), >, position);
  press_presenting (window, GDK_KEY_Left);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, position);
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_cmpstr (gtk_label_get_text (sentence), ==, futoshiki_trace_player_get_sentence (player));
  press_presenting (window, GDK_KEY_End);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, futoshiki_trace_player_get_length (player));
  press_presenting (window, GDK_KEY_Home);
  g_assert_cmpuint (futoshiki_trace_player_get_position (player), ==, 0);
  press_presenting (window, GDK_KEY_space);
  g_assert_true (futoshiki_trace_player_get_playing (player));
  press_presenting (window, GDK_KEY_space);
  g_assert_false (futoshiki_trace_player_get_playing (player));

  /* Escape gives the window back as it was. */
  press_presenting (window, GDK_KEY_Escape);
  g_assert_false (lab_window_get_presenting (window));
  lab_test_wait_for_frames (GTK_WIDGET (window), 4);
  g_assert_true (is_child_visible (window, "header_bar"));
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (lab_test_visualizer (window))));
  g_assert_false (gtk_widget_is_visible (GTK_WIDGET (sentence)));
  g_assert_cmpfloat (candidate_ink_px (board), <, 24);
  g_assert_cmpfloat (lab_search_tree_view_get_text_scale (lab_visualizer_get_search_tree (lab_test_visualizer (window))),
                     ==, 1.0);
  lab_test_discard_and_destroy (window);
}

static gboolean
has_player (gpointer visualizer)
{
  return lab_visualizer_get_player (visualizer) != NULL;
}

/* F9 closes the panel, and with it the presentation; F5 with no run
 * records one. */
static void
test_present_follows_panel (void)
{
  g_autoptr(FutoshikiDocument) document = load_lesson_9x9 ();
  LabWindow *window = lab_test_create_window (document);

  lab_test_activate (window, "present", NULL);
  g_assert_true (lab_window_get_presenting (window));
  lab_test_wait_until (has_player, lab_test_visualizer (window));
  lab_test_activate (window, "visualize", NULL);
  g_assert_false (lab_window_get_presenting (window));
  g_assert_true (is_child_visible (window, "header_bar"));
  lab_test_discard_and_destroy (window);
}

/* The divider is where the user left it, in the next window too. */
static void
test_tree_pane_remembered (void)
{
  GSettings *settings = lab_application_get_settings (lab_test_app);
  LabWindow *window;
  GtkPaned *paned;
  int width;

  g_settings_reset (settings, "tree-pane-position");
  window = record_9x9 (1600, 1000);
  assert_tree_beside_board (window);
  paned = GTK_PANED (lab_test_window_child (window, "tree_paned"));
  width = gtk_widget_get_width (GTK_WIDGET (paned));
  g_assert_cmpfloat (fabs ((double) gtk_paned_get_position (paned) / width
                           - g_settings_get_double (settings, "tree-pane-position")), <, 0.01);
  gtk_paned_set_position (paned, width * 0.4);
  g_assert_cmpfloat (fabs (g_settings_get_double (settings, "tree-pane-position") - 0.4), <, 0.01);
  lab_test_discard_and_destroy (window);

  window = record_9x9 (1400, 900);
  paned = GTK_PANED (lab_test_window_child (window, "tree_paned"));
  g_assert_cmpfloat (fabs ((double) gtk_paned_get_position (paned) / gtk_widget_get_width (GTK_WIDGET (paned))
                           - 0.4), <, 0.01);
  lab_test_discard_and_destroy (window);
  g_settings_reset (settings, "tree-pane-position");
}

/* From a laptop to a projector the events stay above the fold, with the
 * tree beside the board (under it in a narrow window). */
static void
test_sizes (void)
{
  /* beside: 1, under: 0, either: -1 (at 1024×700 the two are close, and
   * the German panel's width tips it). */
  static const struct { int width, height, beside; } sizes[] = {
    { 1024, 700, -1 }, { 1366, 768, 1 }, { 1920, 1080, 1 }, { 860, 760, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      LabWindow *window = record_9x9 (sizes[i].width, sizes[i].height);
      GtkWidget *log = GTK_WIDGET (lab_visualizer_get_log (lab_test_visualizer (window)));
      graphene_rect_t bounds;
      g_autofree char *name = g_strdup_printf ("tree-pane-%dx%d" SUFFIX ".png", sizes[i].width,
                                               sizes[i].height);

      /* Under the board in the app's default 860×760, where beside it the
       * board would be a narrow column. */
      assert_tree_near_board (window, sizes[i].beside);
      g_assert_true (gtk_widget_compute_bounds (log, GTK_WIDGET (window), &bounds));
      g_test_message ("%dx%d: events at y %.0f, %.0f high", sizes[i].width, sizes[i].height,
                      bounds.origin.y, bounds.size.height);
      lab_test_shoot_after_frames (GTK_WIDGET (window), name, 4);
      g_assert_cmpfloat (bounds.origin.y + 100, <=, gtk_widget_get_height (GTK_WIDGET (window)));
      if (i == 0)
        {
          /* Scrolled down to the search path, then a new run: it starts
           * at the top of the panel, not where the last one was. */
          GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (lab_test_template_child (
            GTK_WIDGET (lab_test_visualizer (window)), LAB_TYPE_VISUALIZER, "scroller"));
          GtkAdjustment *vadjustment = gtk_scrolled_window_get_vadjustment (scroller);

          g_assert_cmpfloat (gtk_adjustment_get_upper (vadjustment) - gtk_adjustment_get_page_size (vadjustment),
                             >, 50);
          gtk_adjustment_set_value (vadjustment, gtk_adjustment_get_upper (vadjustment));
          g_assert_cmpfloat (gtk_adjustment_get_value (vadjustment), >, 50);
          lab_test_record_again (window);
          g_assert_cmpfloat (gtk_adjustment_get_value (vadjustment), ==, 0);
        }
      lab_test_discard_and_destroy (window);
    }
}

/* For people to look at, and the README's: presentation mode on the
 * lesson's 9×9 at 1920×1080, light and dark, and the tree pane beside
 * the board at 1600×1000. */
static void
test_screenshots (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();

  for (int dark = 0; dark < 2; dark++)
    {
      LabWindow *window = record_9x9 (1920, 1080);
      FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));

      adw_style_manager_set_color_scheme (manager, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      lab_test_activate (window, "present", NULL);
      futoshiki_trace_player_set_position (player, 0);
      for (int i = 0; i < 40; i++)
        futoshiki_trace_player_step (player);
      futoshiki_trace_player_fine_step (player);
      lab_test_shoot_after_frames (GTK_WIDGET (window), dark ? "presentation-9x9-1920x1080-dark" SUFFIX ".png"
                                                             : "presentation-9x9-1920x1080" SUFFIX ".png", 8);
      lab_test_discard_and_destroy (window);
    }
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  {
    LabWindow *window = record_9x9 (1600, 1000);
    FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));

    futoshiki_trace_player_set_position (player, 0);
    for (int i = 0; i < 40; i++)
      futoshiki_trace_player_step (player);
    lab_test_shoot_after_frames (GTK_WIDGET (window), "tree-pane-1600x1000" SUFFIX ".png", 8);
    lab_test_discard_and_destroy (window);
  }
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
}

static void
add_tests (void)
{
  g_test_add_func ("/presentation/present", test_present);
  g_test_add_func ("/presentation/follows-panel", test_present_follows_panel);
  g_test_add_func ("/presentation/tree-pane-remembered", test_tree_pane_remembered);
  g_test_add_func ("/presentation/sizes", test_sizes);
  g_test_add_func ("/presentation/screenshots", test_screenshots);
}

int
main (int   argc,
      char *argv[])
{
#ifdef LAB_TEST_GERMAN
  return lab_test_run_app_in_german (argc, argv, add_tests);
#else
  return lab_test_run_app (argc, argv, add_tests);
#endif
}
