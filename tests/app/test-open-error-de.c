/* test-open-error-de.c: a file that is not a puzzle, said in German
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the window with LANGUAGE=de and the build's own catalogue
 * (LAB_TEST_LOCALEDIR): the error dialog for a bad file must be German
 * throughout, the heading, the place in the file and the reason the core
 * found, not a German heading over an English reason.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "board-test-util.h"

static gboolean
not_loading (gpointer data)
{
  return !lab_window_get_loading (LAB_WINDOW (data));
}

/* Opens text as a file and returns the error dialog's body. */
static char *
open_error_body (const char *text,
                 char      **heading)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (4);
  LabWindow *window = lab_test_create_window (document);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileIOStream) stream = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *dialog;
  char *body;

  file = g_file_new_tmp ("futoshiki-XXXXXX.txt", &stream, &error);
  g_assert_no_error (error);
  g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                           G_FILE_CREATE_NONE, NULL, NULL, &error);
  g_assert_no_error (error);

  lab_window_open_file (window, file);
  lab_test_wait_until (not_loading, window);
  dialog = lab_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  body = g_strdup (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  *heading = g_strdup (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)));
  g_test_message ("%s: %s", *heading, body);
  lab_test_destroy_window (dialog, FALSE);
  lab_test_discard_and_destroy (window);
  g_file_delete (file, NULL, NULL);
  return body;
}

static void
test_bad_value (void)
{
  g_autofree char *heading = NULL;
  g_autofree char *body = open_error_body ("3\n. | . | .\n- - -\n. | 7 | .\n- - -\n. | . | .\n",
                                           &heading);

  g_assert_cmpstr (heading, ==, "Rätsel konnte nicht geöffnet werden");
  g_assert_nonnull (strstr (body, "Zeile 4, Spalte 5: der Wert 7 liegt außerhalb des Bereichs "
                                  "eines 3×3-Rätsels (1 bis 3)"));
  g_assert_null (strstr (body, "line"));
  g_assert_null (strstr (body, "out of range"));
}

/* A reason whose words come in two pieces: both are German. */
static void
test_sign_in_row (void)
{
  g_autofree char *heading = NULL;
  g_autofree char *body = open_error_body ("3\n. | ^ | .\n", &heading);

  g_assert_nonnull (strstr (body, "Zeile 2, Spalte 5: erwartet wurde ein Feld"));
  g_assert_nonnull (strstr (body, "(senkrechte Beziehungen stehen in den Zeilen zwischen "
                                  "den Feldreihen)"));
  g_assert_null (strstr (body, "expected"));
  g_assert_null (strstr (body, "vertical"));
}

/* A trace (known by its first line) without a puzzle: the trace's own
 * heading and reason. */
static void
test_trace_without_puzzle (void)
{
  g_autofree char *heading = NULL;
  g_autofree char *body = open_error_body ("futoshiki-lab-trace 1\nsize 4\nevents 1\n"
                                           "assign r1c1 1 decision depth 1\n", &heading);

  g_assert_cmpstr (heading, ==, "Protokoll konnte nicht geöffnet werden");
  g_assert_nonnull (strstr (body, "Das Protokoll hat kein Rätsel"));
  g_assert_null (strstr (body, "no puzzle"));
}

static void
add_tests (void)
{
  g_test_add_func ("/open-error-de/bad-value", test_bad_value);
  g_test_add_func ("/open-error-de/sign-in-row", test_sign_in_row);
  g_test_add_func ("/open-error-de/trace-without-puzzle", test_trace_without_puzzle);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app_in_german (argc, argv, add_tests);
}
