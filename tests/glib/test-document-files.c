/* test-document-files.c: FutoshikiDocument without a display: the round trips
 * through a file and through the session history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "futo-format.h"
#include "document-test-util.h"

static void
test_save_round_trip (void)
{
  const guint8 *solution;
  FutoshikiDocument *document = example_document (&solution);
  FutoshikiDocument *copy;
  Recorder recorder = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("lab-document-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "puzzle.futoshiki", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *read_back = NULL;
  g_autofree char *copy_text = NULL;
  FutoError parse_error;
  FutoGame *game;

  recorder_attach (&recorder, document);
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  g_assert_true (futoshiki_document_set_entry (document, 1, 1, 3));
  g_assert_true (futoshiki_document_set_pencil (document, 2, 1, FUTO_SET_BIT (2) | FUTO_SET_BIT (4)));
  g_assert_true (futoshiki_document_get_dirty (document));

  text = futoshiki_document_serialize (document);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
  recorder_reset (&recorder);
  futoshiki_document_mark_saved (document, file);
  g_assert_false (futoshiki_document_get_dirty (document));
  g_assert_true (g_file_equal (futoshiki_document_get_file (document), file));
  g_assert_cmpuint (notifies (&recorder, "file"), ==, 1);
  g_assert_cmpuint (notifies (&recorder, "dirty"), ==, 1);
  futoshiki_document_mark_saved (document, file);
  g_assert_cmpuint (notifies (&recorder, "file"), ==, 1);
  g_assert_cmpuint (notifies (&recorder, "dirty"), ==, 1);

  /* Undo and redo cross the saved point. */
  g_assert_true (futoshiki_document_undo (document));
  g_assert_true (futoshiki_document_get_dirty (document));
  g_assert_true (futoshiki_document_redo (document));
  g_assert_false (futoshiki_document_get_dirty (document));

  /* A new step after undoing past the saved point makes it unreachable. */
  g_assert_true (futoshiki_document_undo (document));
  g_assert_true (futoshiki_document_set_entry (document, 3, 0, 1));
  g_assert_true (futoshiki_document_undo (document));
  g_assert_true (futoshiki_document_get_dirty (document));

  /* What was written reads back equal. */
  g_assert_true (g_file_get_contents (path, &read_back, NULL, &error));
  futo_error_clear (&parse_error);
  game = futo_native_read (read_back, strlen (read_back), &parse_error);
  g_assert_nonnull (game);
  copy = futoshiki_document_new_for_game (game, file);
  g_assert_false (futoshiki_document_get_dirty (copy));
  copy_text = futoshiki_document_serialize (copy);
  g_assert_cmpstr (copy_text, ==, text);
  g_assert_cmpint (futoshiki_document_get_entry (copy, 1, 1), ==, 3);
  g_assert_cmpuint (futoshiki_document_get_pencil (copy, 2, 1), ==, FUTO_SET_BIT (2) | FUTO_SET_BIT (4));
  futoshiki_document_mark_unsaved (copy);
  g_assert_true (futoshiki_document_get_dirty (copy));

  g_assert_finalize_object (copy);
  g_unlink (path);
  g_rmdir (dir);
  recorder_clear (&recorder);
  g_assert_finalize_object (document);
}

static FutoshikiDocument *
document_from_text (const char *text)
{
  FutoError parse_error;
  FutoGame *game;

  futo_error_clear (&parse_error);
  game = futo_native_read (text, strlen (text), &parse_error);
  g_assert_nonnull (game);
  return futoshiki_document_new_for_game (game, NULL);
}

static void
test_history_round_trip (void)
{
  const guint8 *solution;
  FutoshikiDocument *document = example_document (&solution);
  FutoshikiDocument *restored;
  FutoshikiDocument *stranger;
  g_autofree char *history = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  char *states[6] = { NULL };

  /* Five steps of every kind, one of them a resize; two are undone. */
  states[0] = game_text (document);
  g_assert_true (futoshiki_document_set_given (document, 1, 1, 3));
  states[1] = game_text (document);
  g_assert_true (futoshiki_document_cycle_relation (document, 2, 0, FUTO_DIR_DOWN));
  states[2] = game_text (document);
  g_assert_true (futoshiki_document_resize (document, 5));
  states[3] = game_text (document);
  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  g_assert_true (futoshiki_document_set_entry (document, 4, 4, 5));
  states[4] = game_text (document);
  g_assert_true (futoshiki_document_fill_candidates (document));
  states[5] = game_text (document);
  g_assert_true (futoshiki_document_undo (document));
  g_assert_true (futoshiki_document_undo (document));
  futoshiki_document_mark_unsaved (document);

  history = futoshiki_document_serialize_history (document);
  text = game_text (document);
  g_assert_cmpstr (text, ==, states[3]);

  restored = document_from_text (text);
  g_assert_true (futoshiki_document_load_history (restored, history, strlen (history), &error));
  g_assert_no_error (error);
  g_assert_true (futoshiki_document_get_dirty (restored));
  g_assert_true (futoshiki_document_get_can_undo (restored));
  g_assert_true (futoshiki_document_get_can_redo (restored));

  /* Redo all, then undo all, comparing every state. */
  for (int i = 4; i <= 5; i++)
    {
      g_autofree char *now = NULL;

      g_assert_true (futoshiki_document_redo (restored));
      now = game_text (restored);
      g_assert_cmpstr (now, ==, states[i]);
    }
  for (int i = 4; i >= 0; i--)
    {
      g_autofree char *now = NULL;

      g_assert_true (futoshiki_document_undo (restored));
      now = game_text (restored);
      g_assert_cmpstr (now, ==, states[i]);
    }
  g_assert_false (futoshiki_document_get_can_undo (restored));

  /* A history that does not lead to the document is refused, untouched. */
  stranger = futoshiki_document_new (4);
  g_assert_false (futoshiki_document_load_history (stranger, history, strlen (history), &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  g_assert_false (futoshiki_document_get_can_undo (stranger));

  /* So is a damaged one, at every length. */
  for (gsize len = 0; len < strlen (history); len += 7)
    {
      FutoshikiDocument *victim = document_from_text (text);

      g_assert_false (futoshiki_document_load_history (victim, history, len, NULL));
      g_assert_false (futoshiki_document_get_can_undo (victim));
      g_assert_finalize_object (victim);
    }
  g_assert_false (futoshiki_document_load_history (stranger, "futoshiki-lab-history: 2\n", 25, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);

  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    g_free (states[i]);
  g_assert_finalize_object (stranger);
  g_assert_finalize_object (restored);
  g_assert_finalize_object (document);
}

/* Recording never keeps a change that changes nothing, so a stored history
 * with one is damaged; taken, its redo left the board as it was, and with
 * it the document's can-redo, while the stack had moved on (the fuzzer
 * found it). It is refused and the error names the step and the change. */
static void
test_history_noop_change (void)
{
  g_autoptr(FutoshikiDocument) document = futoshiki_document_new (4);
  g_autoptr(GVariant) history = NULL;
  g_autoptr(GError) error = NULL;
  const char *old_text = "futoshiki-lab-history: 1\nsteps: 1\nposition: 0\nsaved: -1\nstep 1\ne 3 2 2\n";

  history = g_variant_ref_sink (g_variant_new_parsed (
      "(uint32 2, uint32 0, int64 -1, [[(byte 0x03, 5, uint64 1, uint64 2, '', '')],"
      " [(byte 0x01, 0, uint64 0, uint64 0, '', '')]])"));
  g_assert_false (futoshiki_document_restore_history (document, history, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "step 2, change 1"));
  g_assert_false (futoshiki_document_get_can_redo (document));
  g_clear_error (&error);

  g_assert_false (futoshiki_document_load_history (document, old_text, strlen (old_text), &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "line 6"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document/save-round-trip", test_save_round_trip);
  g_test_add_func ("/document/history-round-trip", test_history_round_trip);
  g_test_add_func ("/document/history-noop-change", test_history_noop_change);

  return g_test_run ();
}
