/* test-generate-dialog.c: Generate Puzzle, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * win.generate opens the dialog; Generate makes a puzzle in a thread and
 * the window opens it for play, after asking about unsaved changes. The
 * puzzle is unique (by the counting solver), grades at the chosen level
 * and is the same for the same seed. Cancel stops a long run promptly and
 * leaves the board alone; choices the generator does not take cannot be
 * started and say why.
 */
#include "config.h"

#include <string.h>

#include "board-test-util.h"
#include "futo-algorithm.h"
#include "futo-grade.h"
#include "lab-generate-dialog.h"
#include "shot-test-util.h"

static LabGenerateDialog *
open_dialog (LabWindow *window)
{
  lab_test_activate (window, "generate", NULL);
  return LAB_GENERATE_DIALOG (lab_test_wait_for_toplevel (LAB_TYPE_GENERATE_DIALOG, NULL));
}

static void
click (GtkWidget  *root,
       const char *label)
{
  GtkWidget *button = lab_test_find_button (root, label);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

typedef struct
{
  LabWindow   *window;
  FutoshikiDocument *old;
} DocumentWait;

static gboolean
document_replaced (gpointer data)
{
  DocumentWait *wait = data;

  return lab_window_get_document (wait->window) != NULL && lab_window_get_document (wait->window) != wait->old;
}

static gboolean
not_busy (gpointer data)
{
  return !lab_generate_dialog_get_busy (data);
}

static gboolean
is_null (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static guint64
count_solutions (const FutoPuzzle *puzzle)
{
  FutoRunOptions options;
  FutoRunResult result;
  guint64 count;

  futo_run_options_init (&options);
  options.solution_limit = 2;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_default (), puzzle, &options, &result);
  count = result.solution_count;
  futo_run_result_clear (&result);
  return count;
}

/* Generates 4×4 easy with seed 7 from window, whose document has no
 * unsaved changes; returns the new puzzle's copy. */
static FutoPuzzle *
generate_seeded (LabWindow *window)
{
  LabGenerateDialog *dialog = open_dialog (window);
  DocumentWait wait = { window, lab_window_get_document (window) };

  lab_generate_dialog_set_choices (dialog, 4, FUTO_MODE_UNEQUAL, FUTO_LEVEL_EASY, FUTO_STYLE_BALANCED, "7");
  click (GTK_WIDGET (dialog), "_Generate");
  g_assert_true (lab_generate_dialog_get_busy (dialog));
  lab_test_wait_until (document_replaced, &wait);
  g_assert_null (lab_test_find_toplevel (LAB_TYPE_GENERATE_DIALOG, NULL));
  return futo_puzzle_copy (futoshiki_document_get_puzzle (lab_window_get_document (window)));
}

static void
test_generate_opens (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (5);
  LabWindow *window = lab_test_create_window (document);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  const FutoGame *game;
  FutoPuzzle *first, *second;
  FutoGrade grade;

  first = generate_seeded (window);
  game = futoshiki_document_get_game (lab_window_get_document (window));

  /* Unique, at the level, for play, with where it came from. */
  g_assert_cmpint (first->size, ==, 4);
  g_assert_cmpuint (count_solutions (first), ==, 1);
  g_assert_cmpint (futo_grade (first, &grade), ==, FUTO_GRADE_OK);
  g_assert_cmpint (grade.level, ==, FUTO_LEVEL_EASY);
  g_assert_cmpint (futoshiki_document_get_mode (lab_window_get_document (window)), ==, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  g_assert_cmpstr (game->difficulty, ==, "easy");
  g_assert_nonnull (strstr (game->source, "seed 7"));
  /* Untouched, it is not modified, although it is nowhere on disk. */
  g_assert_false (futoshiki_document_get_dirty (lab_window_get_document (window)));

  /* The choices are remembered. */
  g_assert_cmpint (g_settings_get_int (settings, "generate-size"), ==, 4);
  g_autofree char *level = g_settings_get_string (settings, "generate-difficulty");
  g_assert_cmpstr (level, ==, "easy");

  /* The same seed gives the same puzzle; the untouched one goes without a
   * question (generate_seeded() fails on a "Save Changes?" dialog, as no
   * document would replace the old one). */
  second = generate_seeded (window);
  g_assert_true (futo_puzzle_equal (first, second));

  futo_puzzle_free (first);
  futo_puzzle_free (second);
  lab_test_discard_and_destroy (window);
}

/* Adjacent puzzles: givens only, every consecutive pair marked. */
static void
test_generate_adjacent (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (5);
  LabWindow *window = lab_test_create_window (document);
  LabGenerateDialog *dialog = open_dialog (window);
  DocumentWait wait = { window, document };
  GtkWidget *generate = lab_test_find_button (GTK_WIDGET (dialog), "_Generate");
  const FutoPuzzle *puzzle;

  /* Hard Adjacent puzzles start at 5 × 5 (no 4 × 4 one needs the hard techniques). */
  lab_generate_dialog_set_choices (dialog, 4, FUTO_MODE_ADJACENT, FUTO_LEVEL_HARD, FUTO_STYLE_BALANCED, NULL);
  g_assert_false (gtk_widget_is_sensitive (generate));
  g_assert_nonnull (strstr (lab_generate_dialog_get_status (dialog), "Adjacent"));

  lab_generate_dialog_set_choices (dialog, 5, FUTO_MODE_ADJACENT, FUTO_LEVEL_EASY, FUTO_STYLE_SIGNS, "2");
  lab_test_shoot (GTK_WIDGET (dialog), "generate-dialog-adjacent.png");
  click (GTK_WIDGET (dialog), "_Generate");
  lab_test_wait_until (document_replaced, &wait);

  puzzle = futoshiki_document_get_puzzle (lab_window_get_document (window));
  g_assert_cmpint (futo_puzzle_get_mode (puzzle), ==, FUTO_MODE_ADJACENT);
  g_assert_cmpint (puzzle->size, ==, 5);
  g_assert_cmpuint (count_solutions (puzzle), ==, 1);
  g_assert_cmpint (futoshiki_document_get_mode (lab_window_get_document (window)), ==, FUTOSHIKI_DOCUMENT_MODE_PLAY);

  lab_test_discard_and_destroy (window);
}

/* A generated puzzle is modified once the player changes it, and only
 * then does the next new game ask. */
static void
test_generate_not_modified (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (5);
  LabWindow *window = lab_test_create_window (document);
  FutoshikiDocument *generated;
  LabGenerateDialog *dialog;
  GtkWindow *question;
  FutoPuzzle *first;
  const char *title;
  int cell;

  first = generate_seeded (window);
  generated = lab_window_get_document (window);
  g_assert_false (futoshiki_document_get_dirty (generated));
  title = gtk_window_get_title (GTK_WINDOW (window));
  g_assert_null (strstr (title, "•"));

  /* The first empty cell gets a value: now there is something to keep. */
  for (cell = 0; cell < first->size * first->size && first->givens[cell] != 0; cell++)
    ;
  g_assert_cmpint (cell, <, first->size * first->size);
  g_assert_true (futoshiki_document_set_entry (generated, cell / first->size, cell % first->size, 1));
  g_assert_true (futoshiki_document_get_dirty (generated));
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (window)), "•"));

  dialog = open_dialog (window);
  lab_generate_dialog_set_choices (dialog, 4, FUTO_MODE_UNEQUAL, FUTO_LEVEL_EASY, FUTO_STYLE_BALANCED, "8");
  click (GTK_WIDGET (dialog), "_Generate");
  question = lab_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  g_assert_true (lab_window_get_document (window) == generated);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "discard");
  {
    DocumentWait wait = { window, generated };
    lab_test_wait_until (document_replaced, &wait);
  }

  futo_puzzle_free (first);
  lab_test_discard_and_destroy (window);
}

static void
test_generate_asks_first (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (5);
  LabWindow *window = lab_test_create_window (document);
  LabGenerateDialog *dialog;
  GtkWindow *question;
  DocumentWait wait = { window, document };

  futoshiki_document_set_given (document, 0, 0, 1);
  g_assert_true (futoshiki_document_get_dirty (document));
  dialog = open_dialog (window);
  lab_generate_dialog_set_choices (dialog, 4, FUTO_MODE_UNEQUAL, FUTO_LEVEL_EASY, FUTO_STYLE_SIGNS, "3");
  click (GTK_WIDGET (dialog), "_Generate");

  /* Unsaved changes: the board stays until the user says. */
  question = lab_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  g_assert_true (lab_window_get_document (window) == document);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "discard");
  lab_test_wait_until (document_replaced, &wait);
  g_assert_cmpint (futoshiki_document_get_size (lab_window_get_document (window)), ==, 4);

  lab_test_discard_and_destroy (window);
}

static void
test_generate_cancel (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (5);
  LabWindow *window = lab_test_create_window (document);
  LabGenerateDialog *dialog = open_dialog (window);
  g_autoptr(GTimer) timer = NULL;
  double elapsed;

  /* Far more than a minute of work at this size, level and seed (measured:
   * still at it after 30 s of CPU; 20 × 20 extreme, the choice here before
   * the generator got faster, now takes under a second). */
  lab_generate_dialog_set_choices (dialog, 30, FUTO_MODE_UNEQUAL, FUTO_LEVEL_HARD, FUTO_STYLE_BALANCED, "3");
  lab_test_shoot (GTK_WIDGET (dialog), "generate-dialog.png");
  click (GTK_WIDGET (dialog), "_Generate");
  g_assert_true (lab_generate_dialog_get_busy (dialog));
  lab_test_shoot (GTK_WIDGET (dialog), "generate-dialog-busy.png");
  g_assert_true (lab_generate_dialog_get_busy (dialog));

  timer = g_timer_new ();
  click (GTK_WIDGET (dialog), "_Cancel");
  lab_test_wait_until (not_busy, dialog);
  elapsed = g_timer_elapsed (timer, NULL);
  /* For reading only: a test asserts no time (the waiting above fails
   * only when the generator never stops). */
  g_test_message ("cancelled after %.1f ms", elapsed * 1000);

  /* The dialog stays, says what happened, and the board is untouched. */
  g_assert_nonnull (strstr (lab_generate_dialog_get_status (dialog), "Stopped"));
  g_assert_true (lab_window_get_document (window) == document);
  g_assert_true (lab_test_find_toplevel (LAB_TYPE_GENERATE_DIALOG, NULL) == GTK_WINDOW (dialog));

  /* Cancel again closes it. */
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  click (GTK_WIDGET (dialog), "_Cancel");
  lab_test_wait_until (is_null, &dialog);
  lab_test_discard_and_destroy (window);
}

/* Out of time: said in words, and no easier puzzle instead. */
static void
test_generate_exhausted (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (5);
  LabWindow *window = lab_test_create_window (document);
  LabGenerateDialog *dialog = open_dialog (window);

  lab_generate_dialog_set_time_limit (dialog, 0.2);
  lab_generate_dialog_set_choices (dialog, 30, FUTO_MODE_UNEQUAL, FUTO_LEVEL_HARD, FUTO_STYLE_BALANCED, "3");
  click (GTK_WIDGET (dialog), "_Generate");
  lab_test_wait_until (not_busy, dialog);
  g_test_message ("%s", lab_generate_dialog_get_status (dialog));
  g_assert_nonnull (strstr (lab_generate_dialog_get_status (dialog), "No puzzle at exactly this level"));
  g_assert_true (lab_window_get_document (window) == document);
  g_assert_true (lab_test_find_toplevel (LAB_TYPE_GENERATE_DIALOG, NULL) == GTK_WINDOW (dialog));
  lab_test_shoot (GTK_WIDGET (dialog), "generate-dialog-exhausted.png");

  lab_test_destroy_window (GTK_WINDOW (dialog), TRUE);
  lab_test_discard_and_destroy (window);
}

static void
test_generate_refuses (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (5);
  LabWindow *window = lab_test_create_window (document);
  LabGenerateDialog *dialog = open_dialog (window);
  GtkWidget *generate = lab_test_find_button (GTK_WIDGET (dialog), "_Generate");

  /* Extreme stops at 20 × 20; medium starts at 4 × 4. */
  lab_generate_dialog_set_choices (dialog, 25, FUTO_MODE_UNEQUAL, FUTO_LEVEL_EXTREME, FUTO_STYLE_BALANCED, NULL);
  g_assert_false (gtk_widget_is_sensitive (generate));
  lab_test_shoot (GTK_WIDGET (dialog), "generate-dialog-refused.png");
  g_assert_nonnull (strstr (lab_generate_dialog_get_status (dialog), "20 × 20"));
  lab_generate_dialog_set_choices (dialog, 3, FUTO_MODE_UNEQUAL, FUTO_LEVEL_MEDIUM, FUTO_STYLE_BALANCED, NULL);
  g_assert_false (gtk_widget_is_sensitive (generate));
  g_assert_nonnull (strstr (lab_generate_dialog_get_status (dialog), "4 × 4"));

  /* A seed is a number. */
  lab_generate_dialog_set_choices (dialog, 6, FUTO_MODE_UNEQUAL, FUTO_LEVEL_MEDIUM, FUTO_STYLE_BALANCED, "twelve");
  g_assert_false (gtk_widget_is_sensitive (generate));
  g_assert_nonnull (strstr (lab_generate_dialog_get_status (dialog), "seed"));

  lab_generate_dialog_set_choices (dialog, 6, FUTO_MODE_UNEQUAL, FUTO_LEVEL_MEDIUM, FUTO_STYLE_BALANCED, "12");
  g_assert_true (gtk_widget_is_sensitive (generate));
  g_assert_null (lab_generate_dialog_get_status (dialog));

  lab_test_destroy_window (GTK_WINDOW (dialog), TRUE);
  g_assert_true (lab_window_get_document (window) == document);
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/generate/opens", test_generate_opens);
  g_test_add_func ("/generate/adjacent", test_generate_adjacent);
  g_test_add_func ("/generate/not-modified", test_generate_not_modified);
  g_test_add_func ("/generate/asks-first", test_generate_asks_first);
  g_test_add_func ("/generate/cancel", test_generate_cancel);
  g_test_add_func ("/generate/exhausted", test_generate_exhausted);
  g_test_add_func ("/generate/refuses", test_generate_refuses);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
