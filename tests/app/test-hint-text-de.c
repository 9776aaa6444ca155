/* test-hint-text-de.c: the hint bar and the Solve With dialog in German
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the window with LANGUAGE=de and the build's own catalogues
 * (LAB_TEST_LOCALEDIR): the hint bar must show German words for both
 * stages of a hint, and the Solve With dialog German algorithm names.
 * Screenshots of both go to <build>/tests/app/screenshots/.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "board-test-util.h"
#include "shot-test-util.h"

static LabWindow *
play_window (FutoshikiDocument *document)
{
  LabWindow *window;

  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  window = lab_test_create_window (document);
  lab_test_wait_until (lab_test_check_settled, window);
  return window;
}

static gboolean
hint_idle (gpointer data)
{
  return !lab_hint_controller_get_busy (lab_window_get_hint_controller (LAB_WINDOW (data)));
}

static void
ask_hint (LabWindow *window)
{
  lab_test_activate (window, "hint", NULL);
  lab_test_wait_until (hint_idle, window);
}

static void
test_hint_bar (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  LabWindow *window = play_window (document);
  const char *message;

  gtk_window_set_default_size (GTK_WINDOW (window), 860, 820);
  ask_hint (window);
  message = lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar")));
  g_test_message ("%s", message);
  g_assert_true (g_str_has_prefix (message, "Sehen Sie sich"));
  lab_test_shoot (GTK_WIDGET (window), "hint-vague-de.png");

  ask_hint (window);
  message = lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar")));
  g_test_message ("%s", message);
  /* The known first step of this puzzle: sign bounds, worded in German. */
  g_assert_true (g_str_has_prefix (message, "Zeichenschranken: "));
  g_assert_nonnull (strstr (message, "kann"));
  g_assert_null (strstr (message, "cannot"));
  lab_test_shoot (GTK_WIDGET (window), "hint-full-de.png");
  lab_test_discard_and_destroy (window);
}

/* The label under widget that shows text, or NULL. */
static GtkLabel *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return GTK_LABEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *label = find_label (child, text);

      if (label != NULL)
        return label;
    }
  return NULL;
}

/* The bar shows a long message whole: laid out in several lines at the
 * width it was given, none cut off, and given the height of all of them. */
static void
assert_wraps (LabWindow  *window,
              const char *message)
{
  GtkLabel *label = find_label (lab_test_window_child (window, "hint_bar"), message);
  PangoLayout *layout;
  int lines, height;

  g_assert_nonnull (label);
  lab_test_wait_for_frames (GTK_WIDGET (window), 2);
  layout = gtk_label_get_layout (label);
  lines = pango_layout_get_line_count (layout);
  pango_layout_get_pixel_size (layout, NULL, &height);
  g_test_message ("%d lines, %d px of text in a label of %d × %d px", lines, height,
                  gtk_widget_get_width (GTK_WIDGET (label)),
                  gtk_widget_get_height (GTK_WIDGET (label)));
  g_assert_cmpint (lines, >=, 3);
  g_assert_false (pango_layout_is_ellipsized (layout));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (label)), >=, height);
  /* Three lines are higher than twice one: a single line clipped to a
   * fixed height would not be. */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (label)), >, 2 * height / lines);
}

/* A long deduction wraps in the bar: hints are applied until one of
 * more than two lines comes up. */
static void
test_long_hint (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_9x9.txt");
  LabWindow *window = play_window (document);
  gboolean found = FALSE;

  gtk_window_set_default_size (GTK_WINDOW (window), 860, 900);
  for (int i = 0; i < 400 && !found; i++)
    {
      const char *message;

      ask_hint (window);
      if (!g_action_group_get_action_enabled (G_ACTION_GROUP (window), "hint-apply"))
        break;
      ask_hint (window);
      message = lab_hint_bar_get_message (LAB_HINT_BAR (lab_test_window_child (window, "hint_bar")));
      found = g_utf8_strlen (message, -1) > 220;
      if (found)
        {
          g_test_message ("%s", message);
          g_assert_null (strstr (message, " cannot "));
          assert_wraps (window, message);
          lab_test_shoot (GTK_WIDGET (window), "hint-long-de.png");
        }
      else
        lab_test_activate (window, "hint-apply", NULL);
    }
  g_assert_true (found);
  lab_test_discard_and_destroy (window);
}

static AdwMessageDialog *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

/* The titles of the action rows under widget, joined by "|". */
static void
collect_titles (GtkWidget *widget,
                GString   *titles)
{
  if (ADW_IS_ACTION_ROW (widget))
    g_string_append_printf (titles, "%s|",
                            adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_titles (child, titles);
}

static void
test_solve_chooser (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  LabWindow *window = lab_test_create_window (document);
  g_autoptr(GString) titles = g_string_new ("|");
  AdwMessageDialog *dialog;

  lab_test_activate (window, "choose-algorithm", NULL);
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  collect_titles (GTK_WIDGET (dialog), titles);
  g_test_message ("%s", titles->str);
  g_assert_nonnull (strstr (titles->str, "|Vorwärtsprüfung|"));
  g_assert_nonnull (strstr (titles->str, "|Simulierte Abkühlung|"));
  g_assert_null (strstr (titles->str, "|Forward checking|"));
  lab_test_shoot (GTK_WIDGET (dialog), "solve-chooser-de.png");
  gtk_window_destroy (GTK_WINDOW (dialog));
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/hint-text-de/hint-bar", test_hint_bar);
  g_test_add_func ("/hint-text-de/long-hint", test_long_hint);
  g_test_add_func ("/hint-text-de/solve-chooser", test_solve_chooser);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app_in_german (argc, argv, add_tests);
}
