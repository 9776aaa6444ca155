/* futoshiki-file-read.h: reading a user's file with a bound
 *
 * Every reader of a file a user names (a puzzle, a lesson and the puzzles
 * it names, a session, a history, a trace) reads it through here, so that
 * /dev/zero, a FIFO or a socket is refused at once instead of freezing the
 * app or filling the memory, and a file larger than its kind's documented
 * limit is refused with one sentence that names the file and the limit.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The documented limits (docs/file-limits.md); far beyond anything real. */
#define FUTOSHIKI_PUZZLE_FILE_MAX_BYTES  (16u * 1024 * 1024)  /* as the command line's */
#define FUTOSHIKI_LESSON_FILE_MAX_BYTES  (4u * 1024 * 1024)
#define FUTOSHIKI_SESSION_FILE_MAX_BYTES (64u * 1024 * 1024)
/* A trace of 10^8 events, the most any reader keeps, is well below this. */
#define FUTOSHIKI_TRACE_FILE_MAX_BYTES   (1024u * 1024 * 1024)

/* Reads FILE whole when it is a regular file (symlinks followed) of at most
 * MAX_BYTES. The contents come back NUL-terminated (not counted in LENGTH).
 * Errors are G_IO_ERROR_NOT_REGULAR_FILE (a device, FIFO, socket or
 * folder), G_IO_ERROR_MESSAGE_TOO_LARGE, or what opening and reading
 * gave; their messages name the file for a person. A FIFO never blocks:
 * it is refused before anything reads from it. */
GBytes   *futoshiki_file_read_bounded        (GFile         *file,
                                               gsize          max_bytes,
                                               GCancellable  *cancellable,
                                               GError       **error);

/* The same in a worker thread; the result is the GBytes. */
void      futoshiki_file_read_bounded_async  (GFile              *file,
                                               gsize               max_bytes,
                                               GCancellable       *cancellable,
                                               GAsyncReadyCallback callback,
                                               gpointer            user_data);
GBytes   *futoshiki_file_read_bounded_finish (GFile         *file,
                                               GAsyncResult  *result,
                                               GError       **error);

/* Checks, without reading, that FILE is a regular file of at most
 * MAX_BYTES (0: any size), for readers that stream (traces). */
gboolean  futoshiki_file_check_regular       (GFile         *file,
                                               gsize          max_bytes,
                                               GCancellable  *cancellable,
                                               GError       **error);

/* Sets ERROR to G_IO_ERROR_MESSAGE_TOO_LARGE with the one sentence every
 * reader gives: FILE's name and the limit MAX_BYTES, for readers that
 * count what they stream themselves. */
void      futoshiki_file_set_too_large_error (GError       **error,
                                               GFile         *file,
                                               gsize          max_bytes);

G_END_DECLS
