/* test-stress-actions.c: what the stress test's user does, and what the model expects of it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each entry of stress_actions does one thing a user does — a key on the
 * board or a win.* action — and tells the model what it predicts. The
 * weights say how often each is picked.
 */
#include "config.h"

#include "futo-format.h"
#include "test-stress-private.h"

gboolean
stress_enabled (Stress     *s,
                const char *action)
{
  return g_action_group_has_action (G_ACTION_GROUP (s->window), action)
         && g_action_group_get_action_enabled (G_ACTION_GROUP (s->window), action);
}

static void
activate (Stress     *s,
          const char *action,
          GVariant   *parameter)
{
  g_action_group_activate_action (G_ACTION_GROUP (s->window), action, parameter);
}

/* Lets the board and the window react as they would between two key presses. */
void
stress_spin (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
spin_for (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < until)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static int
random_value (Stress *s)
{
  return g_rand_int_range (s->rand, 0, s->model.cur->n + 1);
}

static void
random_cursor (Stress *s)
{
  int n = s->model.cur->n;

  lab_board_set_cursor (s->board, g_rand_int_range (s->rand, 0, n), g_rand_int_range (s->rand, 0, n));
}

/* Keys */

/* While the board shows a recorded search it is only watched: typing
 * changes nothing. */
static gboolean
watching (Stress *s)
{
  return lab_board_get_trace_player (s->board) != NULL;
}

static void
press (Stress          *s,
       guint            keyval,
       GdkModifierType  state)
{
  lab_test_press (s->board, keyval, state);
}

/* A digit key, or on boards above 9 the digits of a value and Enter when
 * the board would otherwise wait for a second digit. */
static void
key_value (Stress *s)
{
  int n = s->model.cur->n;
  int row, col, value;
  gboolean pencil = lab_board_get_pencil_mode (s->board);

  random_cursor (s);
  lab_board_get_cursor (s->board, &row, &col);
  if (n <= 9)
    {
      value = g_rand_int_range (s->rand, 0, 10);
      press (s, GDK_KEY_0 + value, 0);
    }
  else
    {
      value = random_value (s);
      if (value >= 10)
        {
          press (s, GDK_KEY_0 + value / 10, 0);
          press (s, GDK_KEY_0 + value % 10, 0);
        }
      else
        {
          press (s, GDK_KEY_0 + value, 0);
          if (value != 0 && value * 10 <= n && model_editable (&s->model, row, col))
            press (s, GDK_KEY_Return, 0);
        }
    }
  if (!watching (s))
    model_enter_value (&s->model, row, col, value, pencil, futoshiki_document_get_auto_clean_pencil (s->document));
}

static void
key_pencil (Stress *s)
{
  int row, col;
  int digit = g_rand_int_range (s->rand, 1, 10);

  random_cursor (s);
  lab_board_get_cursor (s->board, &row, &col);
  press (s, GDK_KEY_0 + digit, GDK_CONTROL_MASK);
  if (s->model.mode == FUTOSHIKI_DOCUMENT_MODE_PLAY && digit <= s->model.cur->n
      && model_editable (&s->model, row, col) && !watching (s))
    model_toggle_pencil (&s->model, row, col, digit);
}

static void
key_delete (Stress *s)
{
  int row, col;

  random_cursor (s);
  lab_board_get_cursor (s->board, &row, &col);
  press (s, g_rand_boolean (s->rand) ? GDK_KEY_Delete : GDK_KEY_BackSpace, 0);
  if (!watching (s))
    model_delete (&s->model, row, col);
}

static void
key_sign (Stress *s)
{
  static const guint keys[] = { GDK_KEY_less, GDK_KEY_greater, GDK_KEY_asciicircum, GDK_KEY_v };
  static const FutoDirection dirs[] = { FUTO_DIR_LEFT, FUTO_DIR_RIGHT, FUTO_DIR_UP, FUTO_DIR_DOWN };
  int k = g_rand_int_range (s->rand, 0, 4);
  int row, col;

  random_cursor (s);
  lab_board_get_cursor (s->board, &row, &col);
  press (s, keys[k], 0);
  if (s->model.mode == FUTOSHIKI_DOCUMENT_MODE_EDIT && !watching (s))
    model_point_sign (&s->model, row, col, dirs[k]);
}

static void
key_cycle_sign (Stress *s)
{
  static const guint keys[] = { GDK_KEY_Left, GDK_KEY_Right, GDK_KEY_Up, GDK_KEY_Down };
  static const FutoDirection dirs[] = { FUTO_DIR_LEFT, FUTO_DIR_RIGHT, FUTO_DIR_UP, FUTO_DIR_DOWN };
  int k = g_rand_int_range (s->rand, 0, 4);
  int row, col;

  random_cursor (s);
  lab_board_get_cursor (s->board, &row, &col);
  press (s, keys[k], GDK_SHIFT_MASK);
  if (s->model.mode == FUTOSHIKI_DOCUMENT_MODE_EDIT && !watching (s))
    model_cycle_sign (&s->model, row, col, dirs[k]);
}

static void
key_arrow (Stress *s)
{
  static const guint keys[] = { GDK_KEY_Left, GDK_KEY_Right, GDK_KEY_Up, GDK_KEY_Down };
  static const int drow[] = { 0, 0, -1, 1 };
  static const int dcol[] = { -1, 1, 0, 0 };
  int k = g_rand_int_range (s->rand, 0, 4);
  int n = s->model.cur->n;
  int row, col, to_row, to_col;

  lab_board_get_cursor (s->board, &row, &col);
  /* Also while watching a recording: the focused board reads its cells. */
  press (s, keys[k], 0);
  to_row = CLAMP (row + drow[k], 0, n - 1);
  to_col = CLAMP (col + dcol[k], 0, n - 1);
  lab_test_assert_cursor (s->board, to_row, to_col);
}

static void
key_pencil_mode (Stress *s)
{
  gboolean before = lab_board_get_pencil_mode (s->board);
  gboolean toggles = s->model.mode == FUTOSHIKI_DOCUMENT_MODE_PLAY && !watching (s);

  press (s, GDK_KEY_p, 0);
  g_assert_true (lab_board_get_pencil_mode (s->board) == (toggles ? !before : before));
}

/* Actions */

static void
action_set_cell (Stress *s)
{
  int n = s->model.cur->n;
  int row = g_rand_int_range (s->rand, 0, n);
  int col = g_rand_int_range (s->rand, 0, n);
  int value = random_value (s);

  activate (s, "set-cell", g_variant_new ("(iii)", row, col, value));
  model_set_cell (&s->model, row, col, value, futoshiki_document_get_auto_clean_pencil (s->document));
}

static void
action_undo (Stress *s)
{
  activate (s, "undo", NULL);
  model_undo (&s->model);
}

static void
action_redo (Stress *s)
{
  activate (s, "redo", NULL);
  model_redo (&s->model);
}

static void
action_toggle_mode (Stress *s)
{
  activate (s, "toggle-mode", NULL);
  s->model.mode = s->model.mode == FUTOSHIKI_DOCUMENT_MODE_EDIT ? FUTOSHIKI_DOCUMENT_MODE_PLAY : FUTOSHIKI_DOCUMENT_MODE_EDIT;
}

static void
action_mode (Stress *s)
{
  gboolean play = g_rand_boolean (s->rand);

  activate (s, "mode", g_variant_new_string (play ? "play" : "edit"));
  s->model.mode = play ? FUTOSHIKI_DOCUMENT_MODE_PLAY : FUTOSHIKI_DOCUMENT_MODE_EDIT;
}

static void
action_pencil_mode (Stress *s)
{
  gboolean before = lab_board_get_pencil_mode (s->board);

  activate (s, "pencil-mode", NULL);
  g_assert_true (lab_board_get_pencil_mode (s->board) == !before);
}

static void
action_fill_candidates (Stress *s)
{
  activate (s, "fill-candidates", NULL);
  model_fill_candidates (&s->model);
}

static void
action_clear_pencil (Stress *s)
{
  activate (s, "clear-pencil", NULL);
  model_clear_all_pencil (&s->model);
}

static void
action_restart (Stress *s)
{
  activate (s, "restart", NULL);
  model_restart (&s->model);
}

static void
action_resize (Stress *s)
{
  int size = g_rand_int_range (s->rand, FUTO_MIN_SIZE, MAX_SIZE + 1);
  GtkWindow *dialog;
  GtkSpinButton *spin_button;

  activate (s, "resize", NULL);
  dialog = lab_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  spin_button = GTK_SPIN_BUTTON (lab_test_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON));
  gtk_spin_button_set_value (spin_button, size);
  /* Now and then the user thinks better of it. */
  if (g_rand_int_range (s->rand, 0, 5) == 0)
    {
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
      size = s->model.cur->n;
    }
  else
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "accept");
  lab_test_destroy_window (dialog, FALSE);
  model_resize (&s->model, size);
}

static void
action_zoom (Stress *s)
{
  static const char *const zooms[] = { "zoom-in", "zoom-out", "zoom-reset" };
  const char *zoom = zooms[g_rand_int_range (s->rand, 0, 3)];

  if (stress_enabled (s, zoom))
    activate (s, zoom, NULL);
  g_assert_cmpfloat (lab_board_get_zoom (s->board), >=, LAB_BOARD_MIN_ZOOM);
  g_assert_cmpfloat (lab_board_get_zoom (s->board), <=, LAB_BOARD_MAX_ZOOM);
}

static void
window_size (Stress *s)
{
  gtk_window_set_default_size (GTK_WINDOW (s->window),
                               g_rand_int_range (s->rand, 360, 1200),
                               g_rand_int_range (s->rand, 300, 1000));
  lab_test_wait_for_frames (GTK_WIDGET (s->window), 2);
}

static gboolean
not_dirty (gpointer data)
{
  return !futoshiki_document_get_dirty (FUTOSHIKI_DOCUMENT (data));
}

static void
action_save (Stress *s)
{
  g_autofree char *path = g_file_get_path (futoshiki_document_get_file (s->document));
  g_autofree char *expected = futoshiki_document_serialize (s->document);
  g_autofree char *saved = NULL;

  /* Saving only with changes lets the test see the end of each write (the
   * document becomes clean). A save that ends after another file was
   * opened leaves the new document alone (lab-window-files.c). */
  if (!futoshiki_document_get_dirty (s->document))
    return;
  activate (s, "save", NULL);
  lab_test_wait_until (not_dirty, s->document);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_cmpstr (saved, ==, expected);
  model_mark_saved (&s->model);
  s->save_count++;
}

static gboolean
question_shown (gpointer data)
{
  return lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL) != NULL;
}

static gboolean
document_replaced (gpointer data)
{
  Stress *s = data;

  return lab_window_get_document (s->window) != s->document && !lab_window_get_loading (s->window);
}

void
stress_open_path (Stress     *s,
                  const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *text = NULL;
  gsize length;
  FutoGame *game;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  game = futo_game_read_any (text, length, NULL, NULL);
  g_assert_nonnull (game);

  activate (s, "open-recent", g_variant_new_string (uri));
  if (s->document != NULL && futoshiki_document_get_dirty (s->document))
    {
      GtkWindow *dialog;

      lab_test_wait_until (question_shown, NULL);
      dialog = lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "discard");
      lab_test_destroy_window (dialog, FALSE);
    }
  lab_test_wait_until (document_replaced, s);
  s->document = lab_window_get_document (s->window);
  model_open (&s->model, game);
  futo_game_free (game);
}

static void
action_open (Stress *s)
{
  stress_open_path (s, g_ptr_array_index (s->files, g_rand_int_range (s->rand, 0, s->files->len)));
}

/* Background work (solving, counting) has ended and the check has settled. */
static gboolean
idle (gpointer data)
{
  Stress *s = data;

  return !stress_enabled (s, "cancel-solve") && lab_test_check_settled (s->window);
}

/* Starts background work; the user waits a moment (sometimes none), then
 * cancels what still runs, and waits until it has stopped. */
static void
run_in_background (Stress     *s,
                   const char *action,
                   guint       max_patience_ms)
{
  gint64 patience = g_get_monotonic_time () + g_rand_int_range (s->rand, 0, max_patience_ms) * 1000;

  activate (s, action, NULL);
  while (!idle (s) && g_get_monotonic_time () < patience)
    spin_for (5);
  if (stress_enabled (s, "cancel-solve"))
    activate (s, "cancel-solve", NULL);
  lab_test_wait_until (idle, s);
}

/* A solution found goes on the board; Undo and Redo of it follow
 * (model_solved()). */
static void
action_solve (Stress *s)
{
  const FutoRunResult *result;

  run_in_background (s, "solve", 2000);
  model_forget_solve (&s->model);
  result = futoshiki_solve_job_get_result (lab_solve_controller_get_job (lab_window_get_solve_controller (s->window)));
  if (result != NULL && result->status == FUTO_STATUS_SOLVED && result->stored > 0)
    model_solved (&s->model, snap_from_document (s->document));
}

static void
action_count (Stress *s)
{
  run_in_background (s, "count-solutions", 300);
  model_forget_solve (&s->model);
}

static void
action_check_uniqueness (Stress *s)
{
  run_in_background (s, "check-uniqueness", 1000);
  model_forget_solve (&s->model);
}

static void
action_simple (Stress     *s,
               const char *action)
{
  activate (s, action, NULL);
  stress_spin ();
}

/* Recording a search runs in the background: until it has ended. */
static gboolean
not_recording (gpointer data)
{
  return !stress_enabled (data, "trace-cancel");
}

static void
action_trace_record (Stress *s)
{
  gint64 patience = g_get_monotonic_time () + g_rand_int_range (s->rand, 0, 300) * 1000;

  /* The user waits a little, then cancels a recording that goes on. */
  activate (s, "trace-record", NULL);
  while (!not_recording (s) && g_get_monotonic_time () < patience)
    spin_for (5);
  if (stress_enabled (s, "trace-cancel"))
    activate (s, "trace-cancel", NULL);
  lab_test_wait_until (not_recording, s);
}

/* The visualizer's moves through a recording, picked at random. */
static void
action_trace_move (Stress *s)
{
  static const char *const moves[] = {
    "trace-step", "trace-step-back", "trace-fine-step", "trace-fine-step-back", "trace-start",
    "trace-end", "trace-next-backtrack", "trace-next-solution", "trace-play",
  };
  const char *move = moves[g_rand_int_range (s->rand, 0, G_N_ELEMENTS (moves))];

  if (stress_enabled (s, move))
    activate (s, move, NULL);
  stress_spin ();
}

static void action_visualize (Stress *s) { action_simple (s, "visualize"); }
static void action_trace_close (Stress *s) { action_simple (s, "trace-close"); }
static void action_hint_dismiss (Stress *s) { action_simple (s, "hint-dismiss"); }
static void action_solve_dismiss (Stress *s) { action_simple (s, "solve-dismiss"); }
static void action_hint (Stress *s) { action_simple (s, "hint"); }
static void action_hint_apply (Stress *s) { action_simple (s, "hint-apply"); }
static void action_show_difference (Stress *s) { action_simple (s, "show-difference"); }
static void action_copy (Stress *s) { action_simple (s, "copy"); }

const StressAction stress_actions[] = {
  { "key-value",        NULL,               40, EXPECT_MODEL,    key_value },
  { "key-pencil",       NULL,               12, EXPECT_MODEL,    key_pencil },
  { "key-delete",       NULL,               10, EXPECT_MODEL,    key_delete },
  { "key-sign",         NULL,               14, EXPECT_MODEL,    key_sign },
  { "key-cycle-sign",   NULL,               10, EXPECT_MODEL,    key_cycle_sign },
  { "key-arrow",        NULL,                6, EXPECT_MODEL,    key_arrow },
  { "key-pencil-mode",  NULL,                3, EXPECT_MODEL,    key_pencil_mode },
  { "set-cell",         "set-cell",         10, EXPECT_MODEL,    action_set_cell },
  { "undo",             "undo",             14, EXPECT_MODEL,    action_undo },
  { "redo",             "redo",              8, EXPECT_MODEL,    action_redo },
  { "toggle-mode",      "toggle-mode",       5, EXPECT_MODEL,    action_toggle_mode },
  { "mode",             "mode",              3, EXPECT_MODEL,    action_mode },
  { "pencil-mode",      "pencil-mode",       3, EXPECT_MODEL,    action_pencil_mode },
  { "fill-candidates",  "fill-candidates",   3, EXPECT_MODEL,    action_fill_candidates },
  { "clear-pencil",     "clear-pencil",      2, EXPECT_MODEL,    action_clear_pencil },
  { "restart",          "restart",           1, EXPECT_MODEL,    action_restart },
  /* Growing the board once read past its cell array when the solution
   * check redescribed the cells before the board had rebuilt them. */
  { "resize",           "resize",            2, EXPECT_MODEL,    action_resize },
  { "zoom",             NULL,                3, EXPECT_MODEL,    action_zoom },
  { "window-size",      NULL,                1, EXPECT_MODEL,    window_size },
  { "save",             "save",              2, EXPECT_MODEL,    action_save },
  { "open",             "open-recent",       1, EXPECT_MODEL,    action_open },
  { "copy",             "copy",              1, EXPECT_SAME,     action_copy },
  { "show-difference",  "show-difference",   1, EXPECT_SAME,     action_show_difference },
  { "solve",            "solve",             2, EXPECT_SOLUTION, action_solve },
  { "count-solutions",  "count-solutions",   2, EXPECT_SAME,     action_count },
  { "check-uniqueness", "check-uniqueness",  1, EXPECT_SAME,     action_check_uniqueness },
  { "hint",             "hint",              2, EXPECT_SAME,     action_hint },
  { "hint-apply",       "hint-apply",        1, EXPECT_EDIT,     action_hint_apply },
  { "hint-dismiss",     "hint-dismiss",      1, EXPECT_SAME,     action_hint_dismiss },
  { "solve-dismiss",    "solve-dismiss",     1, EXPECT_SAME,     action_solve_dismiss },
  { "visualize",        "visualize",         2, EXPECT_SAME,     action_visualize },
  { "trace-record",     "trace-record",      2, EXPECT_SAME,     action_trace_record },
  { "trace-move",       "trace-step",        8, EXPECT_SAME,     action_trace_move },
  { "trace-close",      "trace-close",       1, EXPECT_SAME,     action_trace_close },
};

const guint stress_n_actions = G_N_ELEMENTS (stress_actions);
