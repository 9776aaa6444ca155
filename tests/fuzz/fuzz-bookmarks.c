/* fuzz-bookmarks.c: the bookmarks file (src/glib/futoshiki-bookmarks.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A refusal is a G_IO_ERROR in valid UTF-8 that names the file and a line
 * of the input; bookmarks read have notes of valid UTF-8 within their
 * bound, in the order of the run, and write out to text that reads back
 * to the same text.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"
#include "futoshiki-bookmarks.h"

static void
check_refusal (const GError  *error,
               const uint8_t *data,
               size_t         size)
{
  int lines = 1;
  long line = 0;

  fuzz_assert (error != NULL && error->domain == G_IO_ERROR);
  fuzz_assert (g_utf8_validate (error->message, -1, NULL));
  if (error->code == G_IO_ERROR_MESSAGE_TOO_LARGE)
    return;
  fuzz_assert (error->code == G_IO_ERROR_INVALID_DATA);
  fuzz_assert (g_str_has_prefix (error->message, "fuzz.bookmarks:"));
  for (size_t i = 0; i < size; i++)
    lines += data[i] == '\n';
  line = strtol (error->message + strlen ("fuzz.bookmarks:"), NULL, 10);
  fuzz_assert (line >= 1 && line <= lines);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FutoshikiBookmarks) bookmarks = NULL;
  g_autoptr(FutoshikiBookmarks) again = NULL;
  g_autoptr(GBytes) text = NULL, text_again = NULL;
  const char *methods[] = { "fc", "bt", "mac", "sa" };
  gsize length;
  const char *bytes;

  bookmarks = futoshiki_bookmarks_new_from_data ((const char *) data, size, "fuzz.bookmarks", &error);
  if (bookmarks == NULL)
    {
      check_refusal (error, data, size);
      return 0;
    }
  for (size_t m = 0; m < G_N_ELEMENTS (methods); m++)
    {
      guint n = futoshiki_bookmarks_get_n_items (bookmarks, methods[m]);

      fuzz_assert (n <= FUTOSHIKI_BOOKMARKS_MAX);
      for (guint i = 0; i < n; i++)
        {
          const char *note = futoshiki_bookmarks_get_note (bookmarks, methods[m], i);

          fuzz_assert (g_utf8_validate (note, -1, NULL));
          fuzz_assert (g_utf8_strlen (note, -1) <= FUTOSHIKI_BOOKMARK_NOTE_MAX_CHARS);
          fuzz_assert (i == 0 || futoshiki_bookmarks_get_event (bookmarks, methods[m], i - 1)
                                 < futoshiki_bookmarks_get_event (bookmarks, methods[m], i));
        }
    }
  text = futoshiki_bookmarks_to_bytes (bookmarks);
  bytes = g_bytes_get_data (text, &length);
  again = futoshiki_bookmarks_new_from_data (bytes, length, "fuzz.bookmarks", &error);
  fuzz_assert (again != NULL);
  text_again = futoshiki_bookmarks_to_bytes (again);
  fuzz_assert (g_bytes_equal (text, text_again));
  return 0;
}
