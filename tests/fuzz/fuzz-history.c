/* fuzz-history.c: the undo history's readers (src/glib/futoshiki-undo.c)
 *
 * The input goes to both readers: futoshiki_undo_stack_load() (the
 * GVariant's serialized data, or the text of version 1) and
 * futoshiki_undo_stack_parse() (GVariant's text form, or version 1). A
 * rejection must come with a G_IO_ERROR_INVALID_DATA and a message; a
 * history read must save and read back to the same bytes, and replaying
 * it on a small board must fail cleanly where it does not fit.
 *
 * Then the path the app's restore takes (futoshiki-session.c): a document
 * on an empty 4×4 board of either kind takes the history only when it
 * leads there (futoshiki_document_restore_history), and every board its
 * undo and redo reach must be one the native format writes: a history
 * whose Redo put an Adjacent mark into an Unequal puzzle made the writer
 * return NULL and the session's save crash (issue 34).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <gio/gio.h>

#include "fuzz-common.h"
#include "futoshiki-document.h"
#include "futoshiki-undo.h"

static void
check_error (GError *error)
{
  fuzz_assert (error != NULL);
  fuzz_assert (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA));
  fuzz_assert (error->message != NULL && error->message[0] != '\0');
}

static void
check_stack (FutoshikiUndoStack *stack)
{
  g_autoptr(GBytes) saved = futoshiki_undo_stack_save (stack);
  g_autoptr(GBytes) saved_again = NULL;
  g_autofree char *text = futoshiki_undo_stack_print (stack);
  g_autoptr(GError) error = NULL;
  FutoshikiUndoStack *again;
  FutoGame *game;

  fuzz_assert (futoshiki_undo_stack_get_position (stack) <= futoshiki_undo_stack_get_n_steps (stack));

  again = futoshiki_undo_stack_load (saved, &error);
  fuzz_assert (again != NULL && error == NULL);
  saved_again = futoshiki_undo_stack_save (again);
  fuzz_assert (g_bytes_equal (saved, saved_again));
  futoshiki_undo_stack_free (again);

  again = futoshiki_undo_stack_parse (text, strlen (text), &error);
  fuzz_assert (again != NULL && error == NULL);
  futoshiki_undo_stack_free (again);

  /* Replaying on a board it was not made for fails step by step, without
   * harm, or (for a history that fits an empty 4×4) succeeds. */
  game = futo_game_new (futo_puzzle_new (4));
  if (!futoshiki_undo_stack_leads_to (stack, game, &error))
    check_error (error);
  for (guint i = 0; i < futoshiki_undo_stack_get_n_steps (stack); i++)
    {
      const FutoshikiUndoStep *step = futoshiki_undo_stack_get_step (stack, i);

      futoshiki_undo_step_apply (step, &game, TRUE);
      fuzz_assert (game != NULL);
      futoshiki_undo_step_apply (step, &game, FALSE);
      fuzz_assert (game != NULL);
    }
  futo_game_free (game);
}

/* Every document state is one the session can write. */
static void
check_writable (FutoshikiDocument *document)
{
  g_autofree char *text = futoshiki_document_serialize (document);

  fuzz_assert (text != NULL);
}

/* The history on a document, as the session restores it: taken only when
 * it leads to the board, and then undone and redone to its ends (a few
 * dozen steps at most, to keep the target fast). */
static void
check_on_document (FutoshikiUndoStack *stack,
                   FutoMode            mode)
{
  g_autoptr(GVariant) history = futoshiki_undo_stack_to_variant (stack);
  g_autoptr(GError) error = NULL;
  g_autoptr(FutoshikiDocument) document = NULL;
  FutoPuzzle *puzzle = futo_puzzle_new (4);
  gboolean fits;

  futo_puzzle_set_mode (puzzle, mode);
  document = futoshiki_document_new_for_game (futo_game_new (puzzle), NULL);
  fits = futoshiki_undo_stack_leads_to (stack, futoshiki_document_get_game (document), NULL);
  fuzz_assert (futoshiki_document_restore_history (document, history, &error) == fits);
  if (!fits)
    {
      check_error (error);
      return;
    }
  check_writable (document);
  for (int i = 0; i < 64 && futoshiki_document_get_can_undo (document); i++)
    {
      fuzz_assert (futoshiki_document_undo (document));
      check_writable (document);
    }
  for (int i = 0; i < 128 && futoshiki_document_get_can_redo (document); i++)
    {
      fuzz_assert (futoshiki_document_redo (document));
      check_writable (document);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) load_error = NULL;
  g_autoptr(GError) parse_error = NULL;
  FutoshikiUndoStack *stack;

  stack = futoshiki_undo_stack_load (bytes, &load_error);
  if (stack == NULL)
    check_error (load_error);
  else
    {
      check_stack (stack);
      check_on_document (stack, FUTO_MODE_UNEQUAL);
      check_on_document (stack, FUTO_MODE_ADJACENT);
      futoshiki_undo_stack_free (stack);
    }

  stack = futoshiki_undo_stack_parse ((const char *) data, size, &parse_error);
  if (stack == NULL)
    check_error (parse_error);
  else
    {
      check_stack (stack);
      futoshiki_undo_stack_free (stack);
    }
  return 0;
}
