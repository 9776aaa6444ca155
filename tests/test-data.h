/* test-data.h: finding and reading the files under tests/data, for every
 * test executable (those that link the library and those that run the
 * command as a user would)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The path of a file under tests/data ($FUTOSHIKI_TEST_DATA); g_free() it. */
char *test_data_path (const char *relative_path);
/* The whole file under tests/data; len may be NULL. g_free() it. */
char *test_read_data (const char *relative_path,
                      gsize      *len);

G_END_DECLS
