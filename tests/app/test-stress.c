/* test-stress.c: thousands of random user actions against a reference model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A seeded random walk through what a user does: keys on the board (digits,
 * pencil marks, Delete, signs, arrows), the win.* actions (undo, redo, modes,
 * candidates, restart, resize through its dialog, zoom, save, open, solve,
 * count and cancel) and resizing the window. A model written here — plain
 * arrays and a stack of snapshots — predicts the document after every
 * action, and the document, its undo state, its dirty flag and the enabled
 * actions are compared with it each time. Run under ASan this is also the
 * hunt for crashes and leaks; G_DEBUG=fatal-criticals makes any critical
 * warning a failure.
 *
 * Environment: FUTO_STRESS_SEED (printed; default 1), FUTO_STRESS_ACTIONS
 * (default 2500), FUTO_STRESS_VERBOSE (each step), FUTO_STRESS_SCREENSHOT
 * (a PNG of the window at the end). Actions that do not exist
 * in this build, or are disabled at the moment, are skipped; the test says
 * which ran and how often.
 */
#include "config.h"

#include "lab-screenshot.h"
#include "test-stress-private.h"

#define DEFAULT_ACTIONS 2500

/* Checks */

static char *
recent_actions (Stress *s)
{
  GString *text = g_string_new ("after");
  guint n = MIN (s->n_recent, G_N_ELEMENTS (s->recent));

  for (guint i = s->n_recent - n; i < s->n_recent; i++)
    g_string_append_printf (text, " %s", s->recent[i % G_N_ELEMENTS (s->recent)]);
  return g_string_free (text, FALSE);
}

static void
check_against_model (Stress      *s,
                     const char  *name,
                     guint        step)
{
  g_autofree char *recent = recent_actions (s);
  g_autoptr(GString) diff = g_string_new (NULL);
  Snap *now = snap_from_document (s->document);
  gboolean can_undo = s->model.undo->len > 0;
  gboolean can_redo = s->model.redo->len > 0;
  int row, col;

  if (!snap_describe_difference (s->model.cur, now, diff))
    g_error ("step %u (%s): the document differs from the model: %s (%s)", step, name, diff->str, recent);
  snap_free (now);
  if (futoshiki_document_get_mode (s->document) != s->model.mode)
    g_error ("step %u (%s): mode %d, the model says %d", step, name,
             futoshiki_document_get_mode (s->document), s->model.mode);
  if (futoshiki_document_get_can_undo (s->document) != can_undo || stress_enabled (s, "undo") != can_undo
      || futoshiki_document_get_can_redo (s->document) != can_redo || stress_enabled (s, "redo") != can_redo)
    g_error ("step %u (%s): can undo %d (action %d), redo %d (action %d); the model %d, %d", step, name,
             futoshiki_document_get_can_undo (s->document), stress_enabled (s, "undo"),
             futoshiki_document_get_can_redo (s->document), stress_enabled (s, "redo"), can_undo, can_redo);
  if (futoshiki_document_get_dirty (s->document) != model_dirty (&s->model))
    g_error ("step %u (%s): dirty %d, the model says %d (%s)", step, name,
             futoshiki_document_get_dirty (s->document), model_dirty (&s->model), recent);
  if (stress_enabled (s, "pencil-mode") != (s->model.mode == FUTOSHIKI_DOCUMENT_MODE_PLAY)
      || stress_enabled (s, "resize") != (s->model.mode == FUTOSHIKI_DOCUMENT_MODE_EDIT))
    g_error ("step %u (%s): the mode's actions are not the mode's", step, name);

  lab_board_get_cursor (s->board, &row, &col);
  g_assert_cmpint (row, >=, 0);
  g_assert_cmpint (col, >=, 0);
  g_assert_cmpint (row, <, s->model.cur->n);
  g_assert_cmpint (col, <, s->model.cur->n);
  g_assert_nonnull (lab_board_get_cell_widget (s->board, s->model.cur->n - 1, s->model.cur->n - 1));
}

/* For what the model cannot predict in detail: adopts the document's new
 * state when it is what expect allows. */
static void
adopt (Stress     *s,
       Expect      expect,
       const char *name,
       guint       step)
{
  Snap *now = snap_from_document (s->document);
  g_autoptr(GString) diff = g_string_new (NULL);
  gboolean same = snap_describe_difference (s->model.cur, now, diff);

  if (same)
    snap_free (now);
  else
    {
      if (expect == EXPECT_SAME)
        g_error ("step %u (%s) changed the document: %s", step, name, diff->str);
      if (!snap_same_puzzle (s->model.cur, now))
        g_error ("step %u (%s) changed the puzzle: %s", step, name, diff->str);
      if (expect == EXPECT_SOLUTION && !snap_is_solution (now))
        g_error ("step %u (%s) left a board that is not a solution", step, name);
      model_replace (&s->model, now);
    }
  /* Solving may go to play mode to show the solution, even when it
   * changes no cell (the board was solved already). */
  if (!same || expect == EXPECT_SOLUTION)
    s->model.mode = futoshiki_document_get_mode (s->document);
}

static void
write_example (Stress     *s,
               const char *example,
               const char *name)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document (example);
  g_autofree char *text = futoshiki_document_serialize (document);
  char *path = g_build_filename (s->dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_ptr_array_add (s->files, path);
}

/* A board above 9, where values take two digits, with a few givens. */
static void
write_large (Stress     *s,
             const char *name)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (MAX_SIZE);
  g_autofree char *text = NULL;
  char *path = g_build_filename (s->dir, name, NULL);

  for (int i = 0; i < MAX_SIZE; i++)
    futoshiki_document_set_given (document, i, (i * 5) % MAX_SIZE, i + 1);
  futoshiki_document_set_relation (document, 0, 1, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  text = futoshiki_document_serialize (document);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_ptr_array_add (s->files, path);
}

static void
on_screenshot_saved (GObject      *object,
                     GAsyncResult *result,
                     gpointer      data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (lab_screenshot_save_finish (GTK_WIDGET (object), result, &error));
  *(gboolean *) data = TRUE;
}

static gboolean
flag_set (gpointer data)
{
  return *(gboolean *) data;
}

/* FUTO_STRESS_SCREENSHOT=file.png: the window as the walk left it, to look at. */
static void
save_screenshot (Stress *s)
{
  const char *path = g_getenv ("FUTO_STRESS_SCREENSHOT");
  gboolean saved = FALSE;

  if (path == NULL)
    return;
  lab_test_wait_for_frames (GTK_WIDGET (s->window), 2);
  lab_screenshot_save_async (GTK_WIDGET (s->window), path, NULL, on_screenshot_saved, &saved);
  lab_test_wait_until (flag_set, &saved);
}

static guint
env_number (const char *name,
            guint       fallback)
{
  const char *value = g_getenv (name);

  return value != NULL && *value != '\0' ? (guint) g_ascii_strtoull (value, NULL, 10) : fallback;
}

static void
test_stress (void)
{
  guint seed = env_number ("FUTO_STRESS_SEED", 1);
  guint count = env_number ("FUTO_STRESS_ACTIONS", DEFAULT_ACTIONS);
  g_autofree guint *ran = g_new0 (guint, stress_n_actions);
  g_autofree guint *weights = g_new0 (guint, stress_n_actions);
  guint total_weight = 0;
  g_autoptr(GString) summary = g_string_new (NULL);
  Stress s = { 0 };

  g_test_message ("FUTO_STRESS_SEED=%u FUTO_STRESS_ACTIONS=%u", seed, count);
  s.rand = g_rand_new_with_seed (seed);
  s.dir = g_dir_make_tmp ("lab-stress-XXXXXX", NULL);
  s.files = g_ptr_array_new_with_free_func (g_free);
  model_init (&s.model);
  write_example (&s, "unequal_5x5.txt", "five.futoshiki");
  write_example (&s, "unequal_4x4.txt", "four.futoshiki");
  write_example (&s, "unequal_9x9.txt", "nine.futoshiki");
  write_large (&s, "twelve.futoshiki");

  s.window = lab_test_create_window (NULL);
  s.board = lab_test_board (s.window);
  stress_open_path (&s, g_ptr_array_index (s.files, 0));
  gtk_widget_grab_focus (GTK_WIDGET (s.board));

  for (guint i = 0; i < stress_n_actions; i++)
    weights[i] = stress_actions[i].weight;
  for (guint i = 0; i < stress_n_actions; i++)
    total_weight += weights[i];

  for (guint step = 0; step < count; step++)
    {
      guint pick = g_rand_int_range (s.rand, 0, total_weight);
      guint i = 0;

      while (pick >= weights[i])
        pick -= weights[i++];
      /* What this build lacks, or the user could not do now, is skipped. */
      if (stress_actions[i].action != NULL && !stress_enabled (&s, stress_actions[i].action))
        continue;

      s.recent[s.n_recent++ % G_N_ELEMENTS (s.recent)] = stress_actions[i].name;
      if (g_test_verbose () || g_getenv ("FUTO_STRESS_VERBOSE"))
        g_test_message ("step %u: %s (size %d, mode %d)", step, stress_actions[i].name,
                        s.model.cur->n, s.model.mode);
      model_begin (&s.model);
      stress_actions[i].run (&s);
      stress_spin ();
      if (stress_actions[i].expect != EXPECT_MODEL)
        adopt (&s, stress_actions[i].expect, stress_actions[i].name, step);
      model_end (&s.model);
      check_against_model (&s, stress_actions[i].name, step);
      ran[i]++;
      /* Now and then a real frame, drawn from the state reached. */
      if (step % 64 == 0)
        lab_test_wait_for_frames (GTK_WIDGET (s.window), 1);
    }

  for (guint i = 0; i < stress_n_actions; i++)
    g_string_append_printf (summary, " %s %u", stress_actions[i].name, ran[i]);
  g_test_message ("actions run:%s; saves %d", summary->str, s.save_count);
  save_screenshot (&s);

  lab_test_discard_and_destroy (s.window);
  model_clear (&s.model);
  g_rand_free (s.rand);
  g_ptr_array_unref (s.files);
  lab_test_remove_tree (s.dir);
  g_free (s.dir);
}

static void
add_tests (void)
{
  g_test_add_func ("/stress/random-actions", test_stress);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
