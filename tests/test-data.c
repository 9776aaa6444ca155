/* test-data.c: finding and reading the files under tests/data
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-data.h"

char *
test_data_path (const char *relative_path)
{
  const char *dir = g_getenv ("FUTOSHIKI_TEST_DATA");

  g_assert_nonnull (dir);
  return g_build_filename (dir, relative_path, NULL);
}

char *
test_read_data (const char *relative_path,
                gsize      *len)
{
  g_autofree char *path = test_data_path (relative_path);
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, len, &error);
  g_assert_no_error (error);
  return text;
}
