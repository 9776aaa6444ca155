/* test-session-restore.c: session slots of every version come back
 *
 * The files under data/old-session were written by the session code of
 * the version before the history became a GVariant (session.history, a
 * text header and the undo history's text of version 1): slot 0 holds a
 * new board, edited, resized, played, one step undone; slot 1 a puzzle
 * file's document with two entries, saved after the first. They must
 * restore with their file, mode, dirty flag and every undo step, and the
 * next save must replace them with the new layout, which restores alike.
 * Damaged state and history data must give an error, never a crash.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "futoshiki-session.h"
#include "futoshiki-undo.h"

static const char *old_files[] = {
  "session.futoshiki", "session.history", "session-1.futoshiki", "session-1.history",
};

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
copy_old_session (void)
{
  empty_session_dir ();
  for (guint i = 0; i < G_N_ELEMENTS (old_files); i++)
    {
      g_autofree char *source = g_test_build_filename (G_TEST_DIST, "app", "data", "old-session",
                                                       old_files[i], NULL);
      g_autofree char *target = session_file (old_files[i]);
      g_autofree char *contents = NULL;
      g_autoptr(GError) error = NULL;
      gsize length;

      g_file_get_contents (source, &contents, &length, &error);
      g_assert_no_error (error);
      g_file_set_contents (target, contents, (gssize) length, &error);
      g_assert_no_error (error);
    }
}

static FutoshikiDocument *
restore (guint slot)
{
  g_autoptr(GError) error = NULL;
  FutoshikiDocument *document = futoshiki_session_restore (slot, &error);

  g_assert_no_error (error);
  g_assert_nonnull (document);
  return document;
}

/* Slot 0 as the old version left it: 9 steps, 8 applied, the empty 4×4
 * board the saved point. */
static void
check_slot_0 (FutoshikiDocument *document)
{
  g_assert_cmpint (futoshiki_document_get_size (document), ==, 5);
  g_assert_null (futoshiki_document_get_file (document));
  g_assert_cmpint (futoshiki_document_get_mode (document), ==, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  g_assert_true (futoshiki_document_get_dirty (document));
  g_assert_cmpint (futoshiki_document_get_entry (document, 0, 1), ==, 3);
  g_assert_cmphex (futoshiki_document_get_pencil (document, 3, 3), ==, FUTO_SET_BIT (4) | FUTO_SET_BIT (5));
  g_assert_cmpint (futoshiki_document_get_entry (document, 2, 2), ==, 0);
  g_assert_true (futoshiki_document_get_can_redo (document));

  g_assert_true (futoshiki_document_redo (document));
  g_assert_cmpint (futoshiki_document_get_entry (document, 2, 2), ==, 4);
  g_assert_false (futoshiki_document_get_can_redo (document));
  for (int i = 0; i < 9; i++)
    {
      g_assert_true (futoshiki_document_get_dirty (document));
      g_assert_true (futoshiki_document_undo (document));
    }
  g_assert_false (futoshiki_document_get_can_undo (document));
  g_assert_false (futoshiki_document_get_dirty (document));
  g_assert_cmpint (futoshiki_document_get_size (document), ==, 4);
  g_assert_cmpint (futoshiki_document_count_filled (document), ==, 0);
  g_assert_cmpint (futo_puzzle_count_signs (futoshiki_document_get_puzzle (document)), ==, 0);
}

/* Slot 1: a file's document, saved after its first entry. */
static void
check_slot_1 (FutoshikiDocument *document)
{
  g_autofree char *uri = NULL;

  g_assert_nonnull (futoshiki_document_get_file (document));
  uri = g_file_get_uri (futoshiki_document_get_file (document));
  g_assert_cmpstr (uri, ==, "file:///nonexistent/old-session.futoshiki");
  g_assert_cmpint (futoshiki_document_get_mode (document), ==, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  g_assert_true (futoshiki_document_get_dirty (document));
  g_assert_cmpint (futoshiki_document_get_given (document, 0, 0), ==, 2);
  g_assert_cmpint (futoshiki_document_get_entry (document, 1, 1), ==, 4);
  g_assert_cmpint (futoshiki_document_get_entry (document, 1, 2), ==, 3);

  g_assert_true (futoshiki_document_undo (document));
  g_assert_false (futoshiki_document_get_dirty (document));
  g_assert_true (futoshiki_document_undo (document));
  g_assert_true (futoshiki_document_get_dirty (document));
  g_assert_false (futoshiki_document_get_can_undo (document));
  g_assert_true (futoshiki_document_redo (document));
  g_assert_true (futoshiki_document_redo (document));
}

/* Saves document in slot, as the app does, and checks the layout. */
static void
save_in_slot (FutoshikiDocument *document,
              guint              slot)
{
  g_autoptr(FutoshikiSession) session = futoshiki_session_new (slot);
  g_autofree char *state = session_file (slot == 0 ? "session.state" : "session-1.state");
  g_autofree char *history = session_file (slot == 0 ? "session.history" : "session-1.history");

  futoshiki_session_set_document (session, document);
  g_assert_true (g_file_test (state, G_FILE_TEST_IS_REGULAR));
  g_assert_false (g_file_test (history, G_FILE_TEST_EXISTS));
  futoshiki_session_set_document (session, NULL);
}

static void
test_old_layout (void)
{
  g_autoptr(GArray) slots = NULL;

  copy_old_session ();
  slots = futoshiki_session_list_slots ();
  g_assert_cmpuint (slots->len, ==, 2);
  g_assert_cmpuint (g_array_index (slots, guint, 0), ==, 0);
  g_assert_cmpuint (g_array_index (slots, guint, 1), ==, 1);

  for (guint slot = 0; slot < 2; slot++)
    {
      g_autoptr(FutoshikiDocument) document = restore (slot);

      if (slot == 0)
        check_slot_0 (document);
      else
        check_slot_1 (document);
    }
}

static void
test_old_layout_saved_anew (void)
{
  copy_old_session ();

  /* Restored from the old files, saved in the new layout, restored from
   * it: the same document and history. */
  for (guint slot = 0; slot < 2; slot++)
    {
      g_autoptr(FutoshikiDocument) old = restore (slot);
      g_autoptr(FutoshikiDocument) again = NULL;

      save_in_slot (old, slot);
      again = restore (slot);
      if (slot == 0)
        check_slot_0 (again);
      else
        check_slot_1 (again);
    }
}

static void
test_damaged_state (void)
{
  g_autofree char *state_path = session_file ("session.state");
  g_autofree char *state = NULL;
  gsize length;

  copy_old_session ();
  {
    g_autoptr(FutoshikiDocument) document = restore (0);

    save_in_slot (document, 0);
  }
  g_assert_true (g_file_get_contents (state_path, &state, &length, NULL));
  g_assert_cmpuint (length, >, 100);

  /* Cut short anywhere, or with a byte changed: the document still comes
   * back, marked unsaved, never with a history that does not fit. */
  for (gsize cut = 0; cut < length; cut += 5)
    {
      g_autoptr(FutoshikiDocument) document = NULL;

      g_assert_true (g_file_set_contents (state_path, state, (gssize) cut, NULL));
      document = restore (0);
      g_assert_true (futoshiki_document_get_dirty (document));
      g_assert_false (futoshiki_document_get_can_undo (document));
    }
  for (gsize at = 0; at < length; at += 3)
    {
      g_autoptr(FutoshikiDocument) document = NULL;
      g_autofree char *bad = g_memdup2 (state, length);

      bad[at] ^= 0x5a;
      g_assert_true (g_file_set_contents (state_path, bad, (gssize) length, NULL));
      document = restore (0);
      g_assert_true (futoshiki_document_get_dirty (document));
    }
}

static void
test_damaged_history (void)
{
  g_autoptr(FutoshikiDocument) document = NULL;
  g_autoptr(GVariant) history = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  FutoshikiUndoStack *stack;
  const guint8 *data;
  gsize length;

  copy_old_session ();
  document = restore (0);
  history = futoshiki_document_save_history (document);
  g_assert_true (g_variant_is_of_type (history, FUTOSHIKI_UNDO_VARIANT_TYPE));

  /* The bytes of a file read back whole... */
  stack = futoshiki_undo_stack_new_from_variant (history, &error);
  g_assert_no_error (error);
  bytes = g_variant_get_data_as_bytes (history);
  futoshiki_undo_stack_free (stack);
  stack = futoshiki_undo_stack_load (bytes, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (futoshiki_undo_stack_get_n_steps (stack), ==, 9);
  g_assert_cmpuint (futoshiki_undo_stack_get_position (stack), ==, 8);
  futoshiki_undo_stack_free (stack);

  /* ...and cut short, never. */
  data = g_bytes_get_data (bytes, &length);
  for (gsize cut = 0; cut < length; cut++)
    {
      g_autoptr(GBytes) part = g_bytes_new (data, cut);

      stack = futoshiki_undo_stack_load (part, &error);
      if (stack != NULL)
        {
          /* A cut that GVariant cannot tell still has to fit. */
          g_assert_false (futoshiki_undo_stack_leads_to (stack, futoshiki_document_get_game (document),
                                                         &error));
          futoshiki_undo_stack_free (stack);
        }
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_assert_nonnull (error->message);
      g_clear_error (&error);
    }

  /* A later version is named as such. */
  {
    g_autoptr(GVariant) newer = g_variant_ref_sink (g_variant_new ("(uuxaa(yittss))", 3, 0, (gint64) -1, NULL));

    g_assert_null (futoshiki_undo_stack_new_from_variant (newer, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    g_assert_nonnull (strstr (error->message, "newer version (3)"));
    g_clear_error (&error);
  }
  /* A step with a cell off every board names the step and the change. */
  {
    g_autoptr(GVariant) bad = g_variant_ref_sink (g_variant_parse (FUTOSHIKI_UNDO_VARIANT_TYPE,
                                                                   "(2, 1, -1, [[(3, 9999, 0, 1, '', '')]])",
                                                                   NULL, NULL, &error));

    g_assert_no_error (error);
    g_assert_null (futoshiki_undo_stack_new_from_variant (bad, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    g_assert_nonnull (strstr (error->message, "step 1, change 1"));
    g_clear_error (&error);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *scratch = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  scratch = g_dir_make_tmp ("futoshiki-session-restore-XXXXXX", &error);
  g_assert_no_error (error);
  session_dir = scratch;
  g_setenv ("FUTOSHIKI_LAB_SESSION_DIR", session_dir, TRUE);

  g_test_add_func ("/session-restore/old-layout", test_old_layout);
  g_test_add_func ("/session-restore/old-layout-saved-anew", test_old_layout_saved_anew);
  g_test_add_func ("/session-restore/damaged-state", test_damaged_state);
  g_test_add_func ("/session-restore/damaged-history", test_damaged_history);
  status = g_test_run ();

  empty_session_dir ();
  g_rmdir (session_dir);
  return status;
}
