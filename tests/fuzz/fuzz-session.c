/* fuzz-session.c: a session slot, as the app restores and saves it
 *
 * The input is a slot's files in one: session.futoshiki, then, after a
 * line "=state=", the bytes of session.state (the GVariant of
 * futoshiki-session.c) or, when they begin with "futoshiki-lab-session:",
 * an older version's session.history. They go to
 * futoshiki_session_restore_data(), the code behind the app's restore:
 *
 * - a refusal is a G_IO_ERROR_INVALID_DATA (or NOT_REGULAR_FILE: never
 *   here) with a message naming session.futoshiki; damage names the file;
 * - a restored document has a board the native format writes, a file
 *   that is local or none, and undo and redo that keep it writable;
 * - saved into a slot by a FutoshikiSession, without a save error, it
 *   restores again to the same board with no damage: what the app writes
 *   it reads back whole.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "fuzz-common.h"
#include "futoshiki-session.h"

#define SEPARATOR "\n=state=\n"

static char *dir;

static void
remove_session_dir (void)
{
  /* Each input's slot was discarded (check_round_trip): the folder is
   * empty. */
  g_rmdir (dir);
}

static const char *
session_dir (void)
{
  /* One folder for the whole run: the target writes a slot in it for
   * every input. In memory (/dev/shm) where there is one: a slot is
   * written beside and fsync'ed before it is renamed over
   * (futo-atomic-file.c), and on a disk perf put 44 % of the target's
   * time in the kernel, creating files and waiting for fsync. The files
   * and their round trip are the same; only the medium differs. */
  if (dir == NULL)
    {
      if (g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR))
        {
          dir = g_strdup ("/dev/shm/fuzz-session-XXXXXX");
          if (g_mkdtemp (dir) == NULL)
            g_clear_pointer (&dir, g_free);
        }
      if (dir == NULL)
        dir = g_dir_make_tmp ("fuzz-session-XXXXXX", NULL);
      fuzz_assert (dir != NULL);
      atexit (remove_session_dir);
      g_setenv ("FUTOSHIKI_LAB_SESSION_DIR", dir, TRUE);
      g_setenv ("FUTOSHIKI_LAB_AUTOSAVE_MS", "0", TRUE);
    }
  return dir;
}

static void
check_error (const GError *error,
             const char   *name)
{
  fuzz_assert (error != NULL);
  fuzz_assert (error->message != NULL && error->message[0] != '\0');
  fuzz_assert (g_utf8_validate (error->message, -1, NULL));
  if (name != NULL)
    fuzz_assert (g_str_has_prefix (error->message, name));
}

static void
check_writable (FutoshikiDocument *document)
{
  g_autofree char *text = futoshiki_document_serialize (document);

  fuzz_assert (text != NULL);
}

/* Saved by a session and restored from its files: the same board. */
static void
check_round_trip (FutoshikiDocument *document)
{
  g_autoptr(FutoshikiSession) session = NULL;
  g_autoptr(FutoshikiDocument) again = NULL;
  g_autoptr(GError) damage = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = futoshiki_document_serialize (document);
  g_autofree char *text_again = NULL;

  session_dir ();
  session = futoshiki_session_new (0);
  futoshiki_session_set_document (session, document);
  fuzz_assert (futoshiki_session_get_save_error (session) == NULL);
  if (futoshiki_document_get_dirty (document))
    {
      again = futoshiki_session_restore_full (0, &damage, &error);
      fuzz_assert (again != NULL && error == NULL);
      fuzz_assert (damage == NULL);
      text_again = futoshiki_document_serialize (again);
      fuzz_assert (g_strcmp0 (text, text_again) == 0);
      fuzz_assert (futoshiki_document_get_can_undo (again) == futoshiki_document_get_can_undo (document));
      fuzz_assert (futoshiki_document_get_can_redo (again) == futoshiki_document_get_can_redo (document));
      fuzz_assert (futoshiki_document_get_mode (again) == futoshiki_document_get_mode (document));
    }
  futoshiki_session_discard (session);
  futoshiki_session_set_document (session, NULL);
}

/* The separator's place, searching bytes (the state holds NULs). */
static const char *
find_separator (const char *text,
                size_t      size)
{
  size_t length = strlen (SEPARATOR);

  for (size_t i = 0; i + length <= size; i++)
    if (memcmp (text + i, SEPARATOR, length) == 0)
      return text + i;
  return NULL;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  const char *text = (const char *) data;
  const char *separator = find_separator (text, size);
  gsize document_size = separator != NULL ? (gsize) (separator - text) : size;
  g_autoptr(GBytes) document_data = g_bytes_new (data, document_size);
  g_autoptr(GBytes) state_data = NULL;
  g_autoptr(GBytes) old_history_data = NULL;
  g_autoptr(FutoshikiDocument) document = NULL;
  g_autoptr(GError) damage = NULL;
  g_autoptr(GError) error = NULL;
  GFile *file;

  if (separator != NULL)
    {
      const char *rest = separator + strlen (SEPARATOR);
      gsize rest_size = size - (gsize) (rest - text);
      GBytes *bytes = g_bytes_new (rest, rest_size);

      if (rest_size >= 22 && memcmp (rest, "futoshiki-lab-session:", 22) == 0)
        old_history_data = bytes;
      else
        state_data = bytes;
    }

  document = futoshiki_session_restore_data (document_data, state_data, old_history_data, &damage, &error);
  if (document == NULL)
    {
      check_error (error, "session.futoshiki: ");
      fuzz_assert (damage == NULL);
      return 0;
    }
  fuzz_assert (error == NULL);
  if (damage != NULL)
    check_error (damage, "session.");

  file = futoshiki_document_get_file (document);
  fuzz_assert (file == NULL || g_file_peek_path (file) != NULL);
  check_writable (document);
  for (int i = 0; i < 32 && futoshiki_document_get_can_undo (document); i++)
    {
      fuzz_assert (futoshiki_document_undo (document));
      check_writable (document);
    }
  for (int i = 0; i < 64 && futoshiki_document_get_can_redo (document); i++)
    {
      fuzz_assert (futoshiki_document_redo (document));
      check_writable (document);
    }
  check_round_trip (document);
  return 0;
}
