/* test-window.c: the application shell under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drives the real LabApplication and LabWindow: the empty state, the
 * menus and dialogs behind the actions, opening files the way the Open
 * dialog and the command line do, and the screenshot facility.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "app-test-util.h"
#include "futoshiki-solve-job.h"
#include "lab-application.h"
#include "lab-preferences-window.h"
#include "lab-screenshot.h"
#include "lab-board.h"
#include "lab-window.h"

static LabApplication *app;

/* Helpers */

/* The window's template child with this id (data/ui/window/lab-window.ui). */
static GtkWidget *
window_child (LabWindow  *window,
              const char *id)
{
  return lab_test_template_child (GTK_WIDGET (window), LAB_TYPE_WINDOW, id);
}

static gboolean
not_loading (gpointer data)
{
  return !lab_window_get_loading (LAB_WINDOW (data));
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

static LabWindow *
create_window (void)
{
  LabWindow *window = lab_window_new (GTK_APPLICATION (app));

  gtk_window_present (GTK_WINDOW (window));
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  return window;
}

static GFile *
example_file (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "examples", name, NULL);

  return g_file_new_for_path (path);
}

/* Tests */

static void
test_empty_state (void)
{
  LabWindow *window = create_window ();
  GtkWidget *new_button;
  GtkWidget *open_button;

  g_assert_false (lab_window_get_has_puzzle (window));
  g_assert_null (lab_window_get_file (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (window_child (window, "stack"))), ==, "empty");
  g_assert_true (gtk_widget_get_mapped (window_child (window, "empty_page")));
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (window_child (window, "empty_page"))), ==, "No Puzzle Open");
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (window_child (window, "window_title"))), ==, "Futoshiki Lab");

  new_button = lab_test_find_button (window_child (window, "empty_page"), "_New Puzzle");
  open_button = lab_test_find_button (window_child (window, "empty_page"), "_Open…");
  g_assert_nonnull (new_button);
  g_assert_nonnull (open_button);
  g_assert_true (gtk_widget_get_mapped (new_button));
  g_assert_true (gtk_widget_get_mapped (open_button));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (new_button)), ==, "win.new-puzzle");
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (open_button)), ==, "win.open");
  g_assert_true (gtk_widget_is_sensitive (new_button));
  g_assert_true (gtk_widget_is_sensitive (open_button));

  /* F10 opens the primary menu. */
  g_assert_true (gtk_menu_button_get_primary (GTK_MENU_BUTTON (window_child (window, "primary_menu_button"))));

  /* With nothing open, what needs a puzzle is greyed out, not a click that
   * does nothing (issue 32): Watch the Solver (F9), Analyze, Puzzle Kind. */
  {
    static const char * const need_puzzle[] = {
      "visualize", "count-solutions", "check-uniqueness", "compare", "puzzle-mode", "solve",
    };

    for (guint i = 0; i < G_N_ELEMENTS (need_puzzle); i++)
      if (g_action_group_get_action_enabled (G_ACTION_GROUP (window), need_puzzle[i]))
        g_error ("win.%s is enabled with no puzzle open", need_puzzle[i]);
  }

  lab_test_destroy_window (GTK_WINDOW (window), FALSE);
}

static gboolean
menu_has_action (GMenuModel *menu,
                 const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autoptr(GMenuModel) submenu = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SUBMENU);

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && g_str_equal (name, action))
        return TRUE;
      if ((section != NULL && menu_has_action (section, action))
          || (submenu != NULL && menu_has_action (submenu, action)))
        return TRUE;
    }
  return FALSE;
}

/* In a section or a submenu, however deep. */
static void
assert_menu_has_action (GMenuModel *menu,
                        const char *action)
{
  if (!menu_has_action (menu, action))
    g_error ("The primary menu has no item for %s", action);
}

static GMenuModel *
primary_menu (LabWindow *window)
{
  GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (window_child (window, "primary_menu_button")));

  g_assert_true (GTK_IS_POPOVER_MENU (popover));
  return gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover));
}

static void
test_menu_and_accels (void)
{
  LabWindow *window = create_window ();
  GMenuModel *menu = primary_menu (window);
  static const struct {
    const char *action;
    const char *accel;
  } expected[] = {
    /* Ctrl+N: the next game with the last settings, no dialog. */
    { "win.new-same-settings", "<Control>n" },
    { "win.generate", "<Shift><Control>n" },
    { "win.open", "<Control>o" },
    { "win.save", "<Control>s" },
    { "win.save-as", "<Shift><Control>s" },
    { "win.undo", "<Control>z" },
    { "win.redo", "<Shift><Control>z" },
    { "win.copy", "<Control>c" },
    { "win.paste", "<Control>v" },
    { "win.toggle-mode", "<Control>m" },
    { "win.export", "<Control>e" },
    { "win.print", "<Control>p" },
    { "win.copy-image", "<Shift><Control>c" },
    { "win.zoom-in", "<Control>plus" },
    { "win.zoom-out", "<Control>minus" },
    { "win.zoom-reset", "<Control>0" },
    { "window.close", "<Control>w" },
    { "app.quit", "<Control>q" },
    { "app.preferences", "<Control>comma" },
    { "win.show-help-overlay", "<Control>question" },
  };

  g_assert_nonnull (menu);
  assert_menu_has_action (menu, "win.new-puzzle");
  assert_menu_has_action (menu, "win.generate");
  assert_menu_has_action (menu, "win.save");
  assert_menu_has_action (menu, "win.save-as");
  assert_menu_has_action (menu, "win.copy");
  assert_menu_has_action (menu, "win.paste");
  assert_menu_has_action (menu, "win.export");
  assert_menu_has_action (menu, "win.export-grid");
  assert_menu_has_action (menu, "win.print");
  assert_menu_has_action (menu, "win.copy-image");
  assert_menu_has_action (menu, "win.resize");
  assert_menu_has_action (menu, "win.puzzle-mode");
  assert_menu_has_action (menu, "win.fill-candidates");
  assert_menu_has_action (menu, "win.clear-pencil");
  assert_menu_has_action (menu, "win.restart");
  assert_menu_has_action (menu, "win.solve");
  assert_menu_has_action (menu, "win.choose-algorithm");
  assert_menu_has_action (menu, "win.visualize");
  assert_menu_has_action (menu, "win.count-solutions");
  assert_menu_has_action (menu, "win.check-uniqueness");
  assert_menu_has_action (menu, "win.compare");
  assert_menu_has_action (menu, "app.preferences");
  assert_menu_has_action (menu, "win.show-help-overlay");
  assert_menu_has_action (menu, "app.about");
  /* Open is the header bar's button, not repeated in the menu; zoom is a
   * row of buttons in it (the accelerators below). */
  g_assert_nonnull (lab_test_find_button (gtk_widget_get_ancestor (window_child (window, "primary_menu_button"),
                                                                   ADW_TYPE_HEADER_BAR),
                                          "_Open"));

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                    expected[i].action);

      g_assert_true (g_strv_contains ((const char * const *) accels, expected[i].accel));
    }

  lab_test_destroy_window (GTK_WINDOW (window), FALSE);
}

static void
on_popover_mapped (GtkWidget *popover,
                   gboolean  *mapped)
{
  *mapped = TRUE;
}

/* The whole primary menu fits below the header bar on a screen 1000
 * pixels tall, leaving room for the desktop's top bar: nothing needs
 * scrolling to reach Keyboard Shortcuts and About. */
static void
test_menu_fits (void)
{
  LabWindow *window = create_window ();
  GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (window_child (window, "primary_menu_button")));
  gboolean mapped = FALSE;
  graphene_rect_t button;
  int height;

  g_signal_connect (popover, "map", G_CALLBACK (on_popover_mapped), &mapped);
  gtk_menu_button_popup (GTK_MENU_BUTTON (window_child (window, "primary_menu_button")));
  lab_test_wait_until (is_true, &mapped);
  lab_test_wait_for_frames (GTK_WIDGET (popover), 2);

  g_assert_true (gtk_widget_compute_bounds (window_child (window, "primary_menu_button"),
                                            GTK_WIDGET (window), &button));
  gtk_widget_measure (GTK_WIDGET (popover), GTK_ORIENTATION_VERTICAL, -1, NULL, &height, NULL, NULL);
  g_test_message ("the menu is %d pixels tall below a button ending at %.0f", height,
                  button.origin.y + button.size.height);
  g_assert_cmpint (button.origin.y + button.size.height + height, <=, 1000 - 40);

  gtk_popover_popdown (popover);
  lab_test_destroy_window (GTK_WINDOW (window), FALSE);
}

/* GNOME writes tooltips in sentence case: after the first word only
 * proper names and keys are capitalised, and keys stand in parentheses. */
static void
check_sentence_case (GtkWidget *widget,
                     GString   *wrong)
{
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  /* The board's words have tests of their own. */
  if (LAB_IS_BOARD (widget))
    return;

  if (tooltip != NULL)
    {
      g_autoptr(GRegex) keys = g_regex_new (" *\\([^)]*\\)", 0, 0, NULL);
      g_autofree char *words = g_regex_replace_literal (keys, tooltip, -1, 0, "", 0, NULL);
      g_auto(GStrv) split = g_strsplit (words, " ", -1);

      for (guint i = 1; split[i] != NULL; i++)
        if (g_unichar_isupper (g_utf8_get_char (split[i])))
          {
            g_string_append_printf (wrong, "“%s” ", tooltip);
            break;
          }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_sentence_case (child, wrong);
}

static void
test_tooltips (void)
{
  LabWindow *window = create_window ();
  g_autoptr(GString) wrong = g_string_new (NULL);

  /* The header bar, the menu's zoom row, the hint and solve bars, the
   * visualizer's panel and the status bar are all in the window's tree. */
  check_sentence_case (GTK_WIDGET (window), wrong);
  if (wrong->len > 0)
    g_error ("Tooltips not in sentence case: %s", wrong->str);

  lab_test_destroy_window (GTK_WINDOW (window), FALSE);
}

static void
test_dialogs (void)
{
  static const char * const sections[] = { "puzzles", "board", "visualizer" };
  LabWindow *window = create_window ();
  GtkShortcutsWindow *overlay;
  GtkWindow *about;

  /* The keyboard shortcuts window comes from the resources by itself. */
  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_nonnull (overlay);
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  lab_test_wait_for_frames (GTK_WIDGET (overlay), 2);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));
  /* Each section is one page that fits a 1280 × 1000 screen, without
   * GTK's warnings about the page buttons (fatal in tests). */
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      int width, height;

      g_object_set (overlay, "section-name", sections[i], NULL);
      lab_test_wait_for_frames (GTK_WIDGET (overlay), 2);
      gtk_widget_measure (GTK_WIDGET (overlay), GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (overlay), GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL, NULL);
      g_test_message ("shortcuts section %s: %d × %d", sections[i], width, height);
      g_assert_cmpint (width, <=, 1280);
      g_assert_cmpint (height, <=, 1000);
    }
  gtk_window_close (GTK_WINDOW (overlay));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (overlay)));

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  about = lab_test_wait_for_toplevel (ADW_TYPE_ABOUT_WINDOW, NULL);
  g_assert_true (gtk_window_get_transient_for (about) == GTK_WINDOW (window));
  g_assert_cmpstr (adw_about_window_get_application_name (ADW_ABOUT_WINDOW (about)), ==, "Futoshiki Lab");
  g_assert_cmpstr (adw_about_window_get_version (ADW_ABOUT_WINDOW (about)), ==, PACKAGE_VERSION);
  lab_test_destroy_window (about, FALSE);

  lab_test_destroy_window (GTK_WINDOW (window), FALSE);
}

static void
test_preferences (void)
{
  LabWindow *window = create_window ();
  GSettings *settings = lab_application_get_settings (app);
  AdwStyleManager *style_manager = adw_style_manager_get_default ();
  GtkWindow *preferences;
  AdwComboRow *style_row;
  AdwComboRow *errors_row;
  g_autofree char *show_errors = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = lab_test_wait_for_toplevel (LAB_TYPE_PREFERENCES_WINDOW, NULL);
  g_assert_true (lab_preferences_window_get_settings (LAB_PREFERENCES_WINDOW (preferences)) == settings);

  /* The rows show the settings and change them. */
  style_row = ADW_COMBO_ROW (lab_test_find_row (GTK_WIDGET (preferences), "Style"));
  errors_row = ADW_COMBO_ROW (lab_test_find_row (GTK_WIDGET (preferences), "Show Errors"));
  g_assert_nonnull (style_row);
  g_assert_nonnull (errors_row);
  g_assert_cmpuint (adw_combo_row_get_selected (style_row), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (errors_row), ==, 1);
  adw_combo_row_set_selected (errors_row, 2);
  show_errors = g_settings_get_string (settings, "show-errors");
  g_assert_cmpstr (show_errors, ==, "mistakes");
  g_settings_reset (settings, "show-errors");
  g_assert_cmpuint (adw_combo_row_get_selected (errors_row), ==, 1);

  /* The style preference reaches the style manager at once. */
  g_settings_set_string (settings, "style-variant", "dark");
  g_assert_cmpuint (adw_combo_row_get_selected (style_row), ==, 2);
  g_assert_cmpint (adw_style_manager_get_color_scheme (style_manager), ==, ADW_COLOR_SCHEME_FORCE_DARK);
  g_settings_set_string (settings, "style-variant", "light");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style_manager), ==, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_settings_reset (settings, "style-variant");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style_manager), ==, ADW_COLOR_SCHEME_DEFAULT);

  /* The recording limit is a count like the others: grouped by
   * thousands, and read back with its separators. */
  {
    GtkSpinButton *limit = GTK_SPIN_BUTTON (lab_test_find_descendant (lab_test_find_row (GTK_WIDGET (preferences),
                                                                                         "Recording Limit"),
                                                                      GTK_TYPE_SPIN_BUTTON));
    g_autofree char *shown = NULL;

    shown = futoshiki_solve_job_format_count (20000000);
    g_assert_cmpstr (shown, ==, "20,000,000");
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (limit)), ==, shown);
    gtk_editable_set_text (GTK_EDITABLE (limit), "30,000,000");
    gtk_spin_button_update (limit);
    g_assert_cmpuint (g_settings_get_uint (settings, "trace-limit"), ==, 30000000);
    g_settings_reset (settings, "trace-limit");
  }

  lab_test_destroy_window (preferences, FALSE);
  lab_test_destroy_window (GTK_WINDOW (window), FALSE);
}

static void
test_new_puzzle (void)
{
  LabWindow *window = create_window ();
  GSettings *settings = lab_application_get_settings (app);
  GtkWindow *dialog;
  GtkSpinButton *spin;

  g_settings_set_int (settings, "default-size", 7);
  g_action_group_activate_action (G_ACTION_GROUP (window), "new-puzzle", NULL);
  dialog = lab_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  spin = GTK_SPIN_BUTTON (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog)));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 7);

  gtk_spin_button_set_value (spin, 6);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "accept");
  lab_test_destroy_window (dialog, FALSE);

  g_assert_true (lab_window_get_has_puzzle (window));
  g_assert_null (lab_window_get_file (window));
  g_assert_cmpint (lab_window_get_game (window)->puzzle->size, ==, 6);
  g_assert_true (lab_board_get_document (LAB_BOARD (window_child (window, "board"))) == lab_window_get_document (window));
  g_assert_cmpint (futoshiki_document_get_size (lab_board_get_document (LAB_BOARD (window_child (window, "board")))), ==, 6);
  g_assert_cmpint (futoshiki_document_get_mode (lab_window_get_document (window)), ==, FUTOSHIKI_DOCUMENT_MODE_EDIT);
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (window_child (window, "window_title"))), ==, "Untitled");
  g_assert_cmpstr (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (window_child (window, "window_title"))), ==, "6 × 6");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (window_child (window, "stack"))), ==, "board");

  g_settings_reset (settings, "default-size");
  lab_test_destroy_window (GTK_WINDOW (window), FALSE);
}

/* Preferences and Generate speak of one board size (issue 32): they
 * agree from the start, and a size chosen in Preferences is what Generate
 * offers next, within what the generator makes. */
static void
test_preferences_size (void)
{
  GSettings *settings = lab_application_get_settings (app);
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) blank = NULL, generated = NULL;
  g_autoptr(GVariant) blank_default = NULL, generated_default = NULL;
  LabPreferencesWindow *preferences;
  GtkAdjustment *adjustment;

  g_object_get (settings, "settings-schema", &schema, NULL);
  blank = g_settings_schema_get_key (schema, "default-size");
  generated = g_settings_schema_get_key (schema, "generate-size");
  blank_default = g_settings_schema_key_get_default_value (blank);
  generated_default = g_settings_schema_key_get_default_value (generated);
  g_assert_cmpint (g_variant_get_int32 (blank_default), ==, g_variant_get_int32 (generated_default));

  preferences = lab_preferences_window_new (settings);
  adjustment = GTK_ADJUSTMENT (gtk_widget_get_template_child (GTK_WIDGET (preferences),
                                                              LAB_TYPE_PREFERENCES_WINDOW,
                                                              "default_size_adjustment"));
  gtk_adjustment_set_value (adjustment, 9);
  g_assert_cmpint (g_settings_get_int (settings, "default-size"), ==, 9);
  g_assert_cmpint (g_settings_get_int (settings, "generate-size"), ==, 9);
  gtk_adjustment_set_value (adjustment, 40);
  g_assert_cmpint (g_settings_get_int (settings, "generate-size"), ==, 30);
  gtk_window_destroy (GTK_WINDOW (preferences));
  g_settings_reset (settings, "default-size");
  g_settings_reset (settings, "generate-size");
}

static void
on_notify_count (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

static void
test_open_file (void)
{
  LabWindow *window = create_window ();
  g_autoptr(GFile) file = example_file ("unequal_5x5.txt");
  g_autofree char *subtitle_start = NULL;
  guint file_notifies = 0;
  guint puzzle_notifies = 0;

  g_signal_connect (window, "notify::file", G_CALLBACK (on_notify_count), &file_notifies);
  g_signal_connect (window, "notify::has-puzzle", G_CALLBACK (on_notify_count), &puzzle_notifies);

  lab_window_open_file (window, file);
  g_assert_true (lab_window_get_loading (window));
  lab_test_wait_until (not_loading, window);

  g_assert_true (lab_window_get_has_puzzle (window));
  g_assert_true (g_file_equal (lab_window_get_file (window), file));
  g_assert_cmpuint (file_notifies, ==, 1);
  g_assert_cmpuint (puzzle_notifies, ==, 1);
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (window_child (window, "window_title"))), ==, "unequal_5x5.txt");
  subtitle_start = g_utf8_substring (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (window_child (window, "window_title"))), 0, 5);
  g_assert_cmpstr (subtitle_start, ==, "5 × 5");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "unequal_5x5.txt — Futoshiki Lab");

  /* The board is on screen and draws. */
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (window_child (window, "stack"))), ==, "board");
  lab_test_wait_for_frames (GTK_WIDGET (LAB_BOARD (window_child (window, "board"))), 2);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (LAB_BOARD (window_child (window, "board")))));
  g_assert_cmpint (futoshiki_document_get_size (lab_board_get_document (LAB_BOARD (window_child (window, "board")))), ==, 5);
  g_assert_cmpint (futoshiki_document_get_given (lab_board_get_document (LAB_BOARD (window_child (window, "board"))), 0, 4), ==, 4);
  /* A puzzle with givens opens for play. */
  g_assert_cmpint (futoshiki_document_get_mode (lab_window_get_document (window)), ==, FUTOSHIKI_DOCUMENT_MODE_PLAY);

  /* Opening the same file again changes nothing that is observed. */
  lab_window_open_file (window, file);
  lab_test_wait_until (not_loading, window);
  g_assert_cmpuint (file_notifies, ==, 1);
  g_assert_cmpuint (puzzle_notifies, ==, 1);

  lab_test_destroy_window (GTK_WINDOW (window), FALSE);
}

static void
test_open_error (void)
{
  LabWindow *window = create_window ();
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileIOStream) stream = NULL;
  g_autoptr(GError) error = NULL;
  const char *broken = "3\n. | . | .\n- - -\n. | 7 | .\n- - -\n. | . | .\n";
  const char *body;
  GtkWindow *dialog;

  file = g_file_new_tmp ("futoshiki-XXXXXX.txt", &stream, &error);
  g_assert_no_error (error);
  g_file_replace_contents (file, broken, strlen (broken), NULL, FALSE,
                           G_FILE_CREATE_NONE, NULL, NULL, &error);
  g_assert_no_error (error);

  lab_window_open_file (window, file);
  lab_test_wait_until (not_loading, window);
  dialog = lab_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));

  /* The message says where in the file the problem is. */
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  g_test_message ("error dialog: %s", body);
  g_assert_nonnull (strstr (body, "line 4"));
  lab_test_destroy_window (dialog, FALSE);

  g_assert_false (lab_window_get_has_puzzle (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (window_child (window, "stack"))), ==, "empty");

  g_file_delete (file, NULL, NULL);
  lab_test_destroy_window (GTK_WINDOW (window), FALSE);
}

static gboolean
has_lab_window (gpointer data)
{
  return lab_test_find_toplevel (LAB_TYPE_WINDOW, NULL) != NULL;
}

static void
test_command_line_open (void)
{
  g_autoptr(GFile) file = example_file ("unequal_4x4.txt");
  GFile *files[] = { file };
  LabWindow *window;

  g_application_open (G_APPLICATION (app), files, 1, "");
  lab_test_wait_until (has_lab_window, NULL);
  window = LAB_WINDOW (lab_test_find_toplevel (LAB_TYPE_WINDOW, NULL));
  lab_test_wait_until (not_loading, window);

  g_assert_true (g_file_equal (lab_window_get_file (window), file));
  g_assert_cmpint (lab_window_get_game (window)->puzzle->size, ==, 4);
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (window_child (window, "window_title"))), ==, "unequal_4x4.txt");

  lab_test_destroy_window (GTK_WINDOW (window), FALSE);
}

static guint
count_lab_windows (void)
{
  guint n = 0;

  for (GList *iter = gtk_application_get_windows (GTK_APPLICATION (app)); iter != NULL; iter = iter->next)
    n += LAB_IS_WINDOW (iter->data);
  return n;
}

/* A file that cannot be read, opened beside a window with a puzzle (from
 * the file manager, or the command line of a second instance), is said
 * over that window, and leaves no empty window behind. */
static void
test_command_line_open_error (void)
{
  g_autoptr(GFile) good = example_file ("unequal_4x4.txt");
  g_autoptr(GFile) bad = g_file_new_build_filename (g_get_tmp_dir (), "futoshiki-lab-missing.txt", NULL);
  GFile *files[] = { bad };
  LabWindow *window = create_window ();
  LabWindow *opened;
  GtkWindow *dialog;

  lab_window_open_file (window, good);
  lab_test_wait_until (not_loading, window);
  g_assert_true (lab_window_get_has_puzzle (window));
  g_assert_cmpuint (count_lab_windows (), ==, 1);

  g_application_open (G_APPLICATION (app), files, 1, "");
  dialog = lab_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "futoshiki-lab-missing.txt"));
  g_assert_cmpuint (count_lab_windows (), ==, 1);
  lab_test_destroy_window (dialog, FALSE);

  /* A file that opens comes up in a window of its own. */
  files[0] = good;
  g_application_open (G_APPLICATION (app), files, 1, "");
  opened = LAB_WINDOW (lab_test_wait_for_toplevel (LAB_TYPE_WINDOW, GTK_WINDOW (window)));
  lab_test_wait_until (not_loading, opened);
  g_assert_true (lab_window_get_has_puzzle (opened));
  g_assert_cmpuint (count_lab_windows (), ==, 2);

  lab_test_destroy_window (GTK_WINDOW (opened), FALSE);
  lab_test_destroy_window (GTK_WINDOW (window), FALSE);
}

static void
test_window_size (void)
{
  GSettings *settings = lab_application_get_settings (app);
  LabWindow *window;
  int width, height;

  /* A new window takes its size from the settings... */
  g_settings_set_int (settings, "window-width", 700);
  g_settings_set_int (settings, "window-height", 600);
  window = create_window ();
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 700);
  g_assert_cmpint (height, ==, 600);

  /* ...and leaves its last size behind when it closes. */
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 500);
  lab_test_destroy_window (GTK_WINDOW (window), TRUE);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 640);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 500);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));

  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
  g_settings_reset (settings, "window-maximized");
}

static void
on_screenshot (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (lab_screenshot_save_finish (GTK_WIDGET (object), result, &error));
  g_assert_no_error (error);
  *done = TRUE;
}

static void
test_screenshot (void)
{
  LabWindow *window = create_window ();
  g_autofree char *dir = g_dir_make_tmp ("futoshiki-lab-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "shot.png", NULL);
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  gboolean done = FALSE;

  lab_screenshot_save_async (GTK_WIDGET (window), path, NULL, on_screenshot, &done);
  lab_test_wait_until (is_true, &done);

  texture = gdk_texture_new_from_filename (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpint (gdk_texture_get_height (texture), ==, gtk_widget_get_height (GTK_WIDGET (window)));

  g_unlink (path);
  g_rmdir (dir);
  lab_test_destroy_window (GTK_WINDOW (window), FALSE);
}

/* The tests run inside activate, so that g_application_run() brings the
 * application up and, afterwards, properly down: only its shutdown drops
 * every reference GtkApplication takes on itself. */
static void
run_tests (GApplication *application,
           int          *status)
{
  /* No default window: the tests make their own. */
  g_signal_stop_emission_by_name (application, "activate");

  g_test_add_func ("/window/empty-state", test_empty_state);
  g_test_add_func ("/window/menu-and-accels", test_menu_and_accels);
  g_test_add_func ("/window/menu-fits", test_menu_fits);
  g_test_add_func ("/window/tooltips", test_tooltips);
  g_test_add_func ("/window/preferences-size", test_preferences_size);
  g_test_add_func ("/window/dialogs", test_dialogs);
  g_test_add_func ("/window/preferences", test_preferences);
  g_test_add_func ("/window/new-puzzle", test_new_puzzle);
  g_test_add_func ("/window/open-file", test_open_file);
  g_test_add_func ("/window/open-error", test_open_error);
  g_test_add_func ("/window/command-line-open", test_command_line_open);
  g_test_add_func ("/window/command-line-open-error", test_command_line_open_error);
  g_test_add_func ("/window/size", test_window_size);
  g_test_add_func ("/window/screenshot", test_screenshot);

  *status = g_test_run ();
}

int
main (int   argc,
      char *argv[])
{
  char *app_argv[] = { argv[0], NULL };
  g_autofree char *scratch = lab_test_isolate ();
  int status = 1;

  gtk_test_init (&argc, &argv, NULL);

  app = lab_application_new ();
  /* Never hand the tests' work to another running instance. */
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (run_tests), &status);

  /* The test options were already taken by gtk_test_init(). */
  g_application_run (G_APPLICATION (app), 1, app_argv);

  g_assert_finalize_object (app);
  lab_test_remove_tree (scratch);
  return status;
}
