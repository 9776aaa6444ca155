/* test-session.c: sessions that are honest (FutoshikiSession, no GTK)
 *
 * A session folder is data the app did not check when it wrote it: a
 * crafted or damaged slot must restore what it can without crashing and
 * say what it left out, with the file and the line; a failed autosave
 * must say so (save-error) until one works again; stale temporary files
 * go at startup; nothing that is not a regular file is read.
 *
 * data/crafted-redo is the slot of issue 34: its history's one step, not
 * yet applied, puts an Adjacent mark into an Unequal puzzle. Accepted, a
 * Redo made a board the native writer refuses, and the next autosave
 * dereferenced an error that was never set.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "fs-test-util.h"
#include "futoshiki-session.h"
#include "futoshiki-undo.h"

static char *small_disk;
static GError *small_disk_error;
static char *session_dir;

static char *
session_file (const char *name)
{
  return g_build_filename (session_dir, name, NULL);
}

static void
empty_session_dir (void)
{
  g_autoptr(GDir) dir = g_dir_open (session_dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, session_file (name));
  for (guint i = 0; i < names->len; i++)
    g_unlink (g_ptr_array_index (names, i));
}

static void
put_file (const char *name,
          const char *contents,
          gssize      length)
{
  g_autofree char *path = session_file (name);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, length, &error);
  g_assert_no_error (error);
}

static void
copy_data_file (const char *folder,
                const char *name)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "glib", "data", folder, name, NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  g_file_get_contents (source, &contents, &length, &error);
  g_assert_no_error (error);
  put_file (name, contents, (gssize) length);
}

static const char empty_4x4[] =
  "# Futoshiki Lab puzzle\n"
  "futoshiki-lab-format: 1\n"
  "\n"
  "[puzzle]\n"
  "4\n"
  ". | . | . | .\n- - - -\n"
  ". | . | . | .\n- - - -\n"
  ". | . | . | .\n- - - -\n"
  ". | . | . | .\n";

static void
test_crafted_redo (void)
{
  g_autoptr(FutoshikiDocument) document = NULL;
  g_autoptr(FutoshikiSession) session = NULL;
  g_autoptr(GError) damage = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved_path = session_file ("session.futoshiki");
  g_autofree char *saved = NULL;

  empty_session_dir ();
  copy_data_file ("crafted-redo", "session.futoshiki");
  copy_data_file ("crafted-redo", "session.state");

  document = futoshiki_session_restore_full (0, &damage, &error);
  g_assert_no_error (error);
  g_assert_nonnull (document);
  /* The board came back, without the history that does not fit it. */
  g_assert_nonnull (damage);
  g_assert_nonnull (strstr (damage->message, "session.state"));
  g_assert_false (futoshiki_document_get_can_redo (document));
  g_assert_false (futoshiki_document_redo (document));
  g_assert_true (futoshiki_document_get_dirty (document));

  /* The autosave that crashed now writes the board. */
  session = futoshiki_session_new (0);
  futoshiki_session_set_document (session, document);
  g_assert_null (futoshiki_session_get_save_error (session));
  g_file_get_contents (saved_path, &saved, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (saved, "[puzzle]"));
  futoshiki_session_set_document (session, NULL);
}

/* Nor can the model be led there by its own API: the writer would refuse
 * the board, and every save with it. */
static void
test_wrong_mode_relation_refused (void)
{
  g_autoptr(FutoshikiDocument) document = futoshiki_document_new_for_game (futo_game_new (futo_puzzle_new (4)), NULL);
  g_autofree char *text = NULL;

  g_assert_false (futoshiki_document_set_relation (document, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_ADJACENT));
  g_assert_true (futoshiki_document_set_relation (document, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_LESS));
  text = futoshiki_document_serialize (document);
  g_assert_nonnull (text);
}

/* The same history, read by the undo stack alone: it reads (its form is
 * fine), but it does not lead to the Unequal board it came with. */
static void
test_crafted_redo_does_not_fit (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "glib", "data", "crafted-redo", "session.state", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GVariant) history = NULL;
  g_autoptr(GError) error = NULL;
  FutoshikiUndoStack *stack;
  FutoGame *game;
  gsize length;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  bytes = g_bytes_new (contents, length);
  state = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE ("(ussv)"), bytes, FALSE));
  g_variant_get_child (state, 3, "v", &history);
  stack = futoshiki_undo_stack_new_from_variant (history, &error);
  g_assert_no_error (error);
  g_assert_nonnull (stack);

  game = futo_game_new (futo_puzzle_new (4));
  g_assert_false (futoshiki_undo_stack_leads_to (stack, game, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  /* An Adjacent board takes the same step. */
  g_clear_error (&error);
  futo_puzzle_set_mode (game->puzzle, FUTO_MODE_ADJACENT);
  g_assert_true (futoshiki_undo_stack_leads_to (stack, game, &error));
  g_assert_no_error (error);
  futo_game_free (game);
  futoshiki_undo_stack_free (stack);
}

/* A history whose redo sets a given on a cell that keeps its entry leads
 * to a board no file holds (the native reader refuses it): the session
 * saved it and could not restore it (fuzz-session,
 * tests/fuzz/corpus/session/crash-redo-given-over-entry). The same given
 * set in a step that also takes the entry away fits. */
static void
test_given_over_entry_refused (void)
{
  static const char over_entry[] =
    "futoshiki-lab-history: 1\nsteps: 2\nposition: 1\nsaved: -1\n"
    "step 1\ne 5 0 4\n"
    "step 1\ng 5 0 3\n";
  static const char entry_cleared[] =
    "futoshiki-lab-history: 1\nsteps: 2\nposition: 1\nsaved: -1\n"
    "step 1\ne 5 0 4\n"
    "step 2\ne 5 4 0\ng 5 0 3\n";
  g_autoptr(GError) error = NULL;
  FutoshikiUndoStack *stack;
  FutoGame *game = futo_game_new (futo_puzzle_new (4));

  game->entries[5] = 4;
  stack = futoshiki_undo_stack_parse (over_entry, strlen (over_entry), &error);
  g_assert_no_error (error);
  g_assert_false (futoshiki_undo_stack_leads_to (stack, game, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  futoshiki_undo_stack_free (stack);

  stack = futoshiki_undo_stack_parse (entry_cleared, strlen (entry_cleared), &error);
  g_assert_no_error (error);
  g_assert_true (futoshiki_undo_stack_leads_to (stack, game, &error));
  g_assert_no_error (error);
  futoshiki_undo_stack_free (stack);
  futo_game_free (game);
}

/* An older slot's history counts its lines from the file's first: the
 * header is three lines, the history's magic the fourth, and the broken
 * "step" line below is the file's eighth. */
static void
test_old_history_line_numbers (void)
{
  g_autoptr(FutoshikiDocument) document = NULL;
  g_autoptr(GError) damage = NULL;
  g_autoptr(GError) error = NULL;
  static const char history[] =
    "futoshiki-lab-session: 1\n"   /* 1 */
    "file: \n"                     /* 2 */
    "mode: play\n"                 /* 3 */
    "futoshiki-lab-history: 1\n"   /* 4 */
    "steps: 1\n"                   /* 5 */
    "position: 1\n"                /* 6 */
    "saved: -1\n"                  /* 7 */
    "stop 1\n";                    /* 8 */

  empty_session_dir ();
  put_file ("session.futoshiki", empty_4x4, -1);
  put_file ("session.history", history, -1);

  document = futoshiki_session_restore_full (0, &damage, &error);
  g_assert_no_error (error);
  g_assert_nonnull (document);
  g_assert_nonnull (damage);
  g_assert_cmpstr (damage->message, ==, "session.history: line 8: expected “step <count>”");
  g_assert_cmpint (futoshiki_document_get_mode (document), ==, FUTOSHIKI_DOCUMENT_MODE_PLAY);
}

static void
test_damaged_state (void)
{
  g_autoptr(FutoshikiDocument) document = NULL;
  g_autoptr(GError) damage = NULL;
  g_autoptr(GError) error = NULL;

  empty_session_dir ();
  put_file ("session.futoshiki", empty_4x4, -1);
  put_file ("session.state", "\x02\0\0\0garbage", 11);

  document = futoshiki_session_restore_full (0, &damage, &error);
  g_assert_no_error (error);
  g_assert_nonnull (document);
  g_assert_nonnull (damage);
  g_assert_true (g_str_has_prefix (damage->message, "session.state: "));
  /* Nothing says the board matches its file any more. */
  g_assert_true (futoshiki_document_get_dirty (document));
}

/* A damaged puzzle is the one loss that leaves nothing: an error naming
 * the file and the line. */
static void
test_damaged_document (void)
{
  g_autoptr(FutoshikiDocument) document = NULL;
  g_autoptr(GError) damage = NULL;
  g_autoptr(GError) error = NULL;

  empty_session_dir ();
  put_file ("session.futoshiki", "# Futoshiki Lab puzzle\nfutoshiki-lab-format: 1\n\n[puzzle]\n4\n. | x\n", -1);

  document = futoshiki_session_restore_full (0, &damage, &error);
  g_assert_null (document);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_true (g_str_has_prefix (error->message, "session.futoshiki: line 6"));

  /* Set aside, it no longer counts as a slot. */
  futoshiki_session_set_aside (0);
  {
    g_autoptr(GArray) slots = futoshiki_session_list_slots ();
    g_autofree char *aside = session_file ("session.futoshiki.damaged");

    g_assert_cmpuint (slots->len, ==, 0);
    g_assert_true (g_file_test (aside, G_FILE_TEST_IS_REGULAR));
  }
}

/* Only a local file is kept as the document's file. */
static void
test_remote_file_dropped (void)
{
  g_autoptr(GVariant) history = NULL;
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GBytes) document_data = g_bytes_new_static (empty_4x4, strlen (empty_4x4));
  g_autoptr(GBytes) state_data = NULL;
  g_autoptr(FutoshikiDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  FutoshikiUndoStack *stack = futoshiki_undo_stack_new ();

  futoshiki_undo_stack_mark_unsaved (stack);
  history = futoshiki_undo_stack_to_variant (stack);
  futoshiki_undo_stack_free (stack);
  state = g_variant_ref_sink (g_variant_new ("(ussv)", 2, "sftp://example.org/p.futoshiki", "edit", history));
  state_data = g_variant_get_data_as_bytes (state);

  document = futoshiki_session_restore_data (document_data, state_data, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (document);
  g_assert_null (futoshiki_document_get_file (document));
}

static void
test_not_regular (void)
{
  g_autofree char *fifo = session_file ("session.futoshiki");
  g_autoptr(FutoshikiDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  empty_session_dir ();
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  /* A FIFO would block a plain read for ever. */
  document = futoshiki_session_restore_full (0, NULL, &error);
  g_assert_null (document);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
}

static void
test_remove_stale (void)
{
  static const char *const stale[] = { "session.state.Ab3xYz", "session-2.futoshiki.QQ12zz", "session.history.000000" };
  static const char *const kept[] = { "session.futoshiki", "session.futoshiki.damaged", "notes.txt", "session.state.tmp" };

  empty_session_dir ();
  for (guint i = 0; i < G_N_ELEMENTS (stale); i++)
    put_file (stale[i], "x", 1);
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    put_file (kept[i], "x", 1);

  g_assert_cmpuint (futoshiki_session_remove_stale (), ==, G_N_ELEMENTS (stale));
  for (guint i = 0; i < G_N_ELEMENTS (stale); i++)
    {
      g_autofree char *path = session_file (stale[i]);

      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *path = session_file (kept[i]);

      g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
    }
}

static void
on_save_error (FutoshikiSession *session,
               GParamSpec       *pspec,
               guint            *n_notified)
{
  (*n_notified)++;
}

/* A full disk: save-error says so, and goes once a save works again. */
static void
test_full_disk (void)
{
  g_autofree char *folder = NULL;
  g_autoptr(FutoshikiSession) session = NULL;
  g_autoptr(FutoshikiDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  guint n_notified = 0;

  if (small_disk == NULL)
    {
      g_test_skip (small_disk_error->message);
      return;
    }
  folder = g_build_filename (small_disk, "state", NULL);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_setenv ("FUTOSHIKI_LAB_SESSION_DIR", folder, TRUE);

  document = futoshiki_document_new_for_game (futo_game_new (futo_puzzle_new (9)), NULL);
  session = futoshiki_session_new (0);
  g_signal_connect (session, "notify::save-error", G_CALLBACK (on_save_error), &n_notified);
  futoshiki_session_set_document (session, document);
  g_assert_true (fs_test_fill_disk (small_disk, &error));
  g_assert_no_error (error);

  g_assert_true (futoshiki_document_set_entry (document, 0, 0, 5));
  futoshiki_session_flush (session);
  g_assert_nonnull (futoshiki_session_get_save_error (session));
  g_assert_cmpuint (n_notified, ==, 1);

  g_assert_true (fs_test_free_disk (small_disk, &error));
  g_assert_no_error (error);
  g_assert_true (futoshiki_document_set_entry (document, 0, 1, 6));
  futoshiki_session_flush (session);
  g_assert_null (futoshiki_session_get_save_error (session));
  g_assert_cmpuint (n_notified, ==, 2);
  {
    g_autoptr(FutoshikiDocument) restored = futoshiki_session_restore_full (0, NULL, &error);

    g_assert_no_error (error);
    g_assert_cmpint (futoshiki_document_get_game (restored)->entries[1], ==, 6);
  }
  futoshiki_session_discard (session);
  g_setenv ("FUTOSHIKI_LAB_SESSION_DIR", session_dir, TRUE);
}

/* A folder made read-only: the system's short reason, not GLib's
 * sentence about a temporary file. */
static void
test_read_only_folder (void)
{
  g_autofree char *folder = NULL;
  g_autoptr(FutoshikiSession) session = NULL;
  g_autoptr(FutoshikiDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  if (small_disk == NULL)
    {
      g_test_skip (small_disk_error->message);
      return;
    }
  folder = g_build_filename (small_disk, "state", NULL);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_setenv ("FUTOSHIKI_LAB_SESSION_DIR", folder, TRUE);

  document = futoshiki_document_new_for_game (futo_game_new (futo_puzzle_new (4)), NULL);
  session = futoshiki_session_new (0);
  futoshiki_session_set_document (session, document);
  g_assert_true (fs_test_set_read_only (small_disk, TRUE, &error));
  g_assert_no_error (error);

  g_assert_true (futoshiki_document_set_entry (document, 0, 0, 1));
  futoshiki_session_flush (session);
  g_assert_cmpstr (futoshiki_session_get_save_error (session), ==, g_strerror (EROFS));

  g_assert_true (fs_test_set_read_only (small_disk, FALSE, &error));
  g_assert_no_error (error);
  g_assert_true (futoshiki_document_set_entry (document, 0, 1, 2));
  futoshiki_session_flush (session);
  g_assert_null (futoshiki_session_get_save_error (session));
  futoshiki_session_discard (session);
  g_setenv ("FUTOSHIKI_LAB_SESSION_DIR", session_dir, TRUE);
}

int
main (int argc, char **argv)
{
  int status;

  /* Before any thread starts: a private mount namespace. */
  small_disk = fs_test_small_disk (64 * 1024, &small_disk_error);
  g_test_init (&argc, &argv, NULL);

  session_dir = g_dir_make_tmp ("test-session-XXXXXX", NULL);
  g_assert_nonnull (session_dir);
  g_setenv ("FUTOSHIKI_LAB_SESSION_DIR", session_dir, TRUE);

  g_test_add_func ("/session/crafted-redo", test_crafted_redo);
  g_test_add_func ("/session/crafted-redo-does-not-fit", test_crafted_redo_does_not_fit);
  g_test_add_func ("/session/wrong-mode-relation-refused", test_wrong_mode_relation_refused);
  g_test_add_func ("/session/given-over-entry-refused", test_given_over_entry_refused);
  g_test_add_func ("/session/old-history-line-numbers", test_old_history_line_numbers);
  g_test_add_func ("/session/damaged-state", test_damaged_state);
  g_test_add_func ("/session/damaged-document", test_damaged_document);
  g_test_add_func ("/session/remote-file-dropped", test_remote_file_dropped);
  g_test_add_func ("/session/not-regular", test_not_regular);
  g_test_add_func ("/session/remove-stale", test_remove_stale);
  g_test_add_func ("/session/full-disk", test_full_disk);
  g_test_add_func ("/session/read-only-folder", test_read_only_folder);
  status = g_test_run ();

  empty_session_dir ();
  g_rmdir (session_dir);
  g_free (session_dir);
  return status;
}
