/* fuzz-history.c: the undo history's readers (src/glib/futoshiki-undo.c)
 *
 * The input goes to both readers: futoshiki_undo_stack_load() (the
 * GVariant's serialized data, or the text of version 1) and
 * futoshiki_undo_stack_parse() (GVariant's text form, or version 1). A
 * rejection must come with a G_IO_ERROR_INVALID_DATA and a message; a
 * history read must save and read back to the same bytes, and replaying
 * it on a small board must fail cleanly where it does not fit.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <gio/gio.h>

#include "fuzz-common.h"
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
