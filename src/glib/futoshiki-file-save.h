/* futoshiki-file-save.h: saving a user's file so that a failure keeps the
 * old one
 *
 * Every writer above the core saves through here (the app's Save, Save As
 * and exports, the library's savers, the command's -o), and so through the
 * core's futo-atomic-file.h: a temporary file beside the target, every
 * write and the close checked, fsync, then the rename. A failure leaves the
 * old file byte for byte and says so in one sentence that names the file
 * and the reason: "Could not save “x.futoshiki”: the disk is full. The old
 * file is unchanged."
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Saves LENGTH bytes of DATA to PATH (a file name in the file system's
 * encoding); a failure's sentence names PATH as given. Errors are in G_IO_ERROR, their code from the errno
 * (G_IO_ERROR_NO_SPACE, G_IO_ERROR_READ_ONLY, …). */
gboolean  futoshiki_file_save_contents  (const char          *path,
                                         const void          *data,
                                         gsize                length,
                                         GError             **error);

/* The same for a GFile, picked by a person in a dialog: a failure's
 * sentence names its base name. A file with no local path (a remote GVfs mount)
 * is saved with g_file_replace_contents(), which is as safe as its backend
 * makes it. */
gboolean  futoshiki_file_save_bytes     (GFile               *file,
                                         GBytes              *bytes,
                                         GCancellable        *cancellable,
                                         GError             **error);

/* The same in a worker thread, for the app's main loop. */
void      futoshiki_file_save_async     (GFile               *file,
                                         GBytes              *bytes,
                                         GCancellable        *cancellable,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data);
gboolean  futoshiki_file_save_finish    (GFile               *file,
                                         GAsyncResult        *result,
                                         GError             **error);

/* Sets ERROR to the sentence for a failed save of PATH with ERROR_NUMBER
 * (an errno value), for writers that stream through the core's
 * FutoAtomicFile themselves (CSV). */
void      futoshiki_file_save_set_error (GError             **error,
                                         const char          *path,
                                         int                  error_number);

G_END_DECLS
