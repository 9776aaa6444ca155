/* fs-test-util.h: a full disk and a read-only folder for the tests of
 * every writer
 *
 * A test that checks what a save does when the disk is full needs a disk
 * that is full, and one that checks a read-only folder needs one that even
 * root cannot write to. Both come from a small tmpfs mounted in a private
 * mount namespace of the test process (a user namespace too where the test
 * is not run as root), so nothing outside the test sees it and nothing needs
 * cleaning up. Child processes (the command line run by a test) inherit it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Enters a private mount namespace and mounts a tmpfs of SIZE_BYTES on a new
 * folder, which it returns (free it). Call it first in main(), before
 * g_test_init() or anything else that could start a thread: the kernel lets
 * only a single-threaded process unshare its user namespace. Returns NULL
 * and sets ERROR where the system allows no namespace (a test then skips,
 * saying so). Each call mounts one more tmpfs. */
char     *fs_test_small_disk      (gsize        size_bytes,
                                   GError     **error);

/* Fills the file system that holds DIR until a write fails with ENOSPC,
 * with one file named ".fill" in DIR: after it, no new byte fits. */
gboolean  fs_test_fill_disk       (const char  *dir,
                                   GError     **error);

/* Frees what fs_test_fill_disk() took, so that saving works again. */
gboolean  fs_test_free_disk       (const char  *dir,
                                   GError     **error);

/* Remounts the small disk at DIR read-only (or writable again, when
 * READ_ONLY is FALSE). */
gboolean  fs_test_set_read_only   (const char  *dir,
                                   gboolean     read_only,
                                   GError     **error);

/* Whether DIR holds a file whose name ends in one of the temporary
 * suffixes a save uses (".XXXXXX" filled in, a name starting with "."
 * and holding "~" or ".tmp"), other than ".fill"; for the test that a
 * failed save leaves nothing behind. Returns the first such name (free it)
 * or NULL. */
char     *fs_test_find_leftover   (const char  *dir);

/* With no small disk (DISK NULL, ERROR saying why), skips the current test
 * with ERROR's message and returns TRUE; else returns FALSE. */
gboolean  fs_test_skip_without_disk (const char   *disk,
                                     const GError *error);

G_END_DECLS
