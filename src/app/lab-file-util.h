/* lab-file-util.h: file names for people, file chooser filters, and
 * drawings written to memory
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The name people know a file by, which need not be UTF-8 on disk. */
char  *lab_file_display_name       (GFile          *file);
/* The same file with extension (".txt") added when its name has none. */
GFile *lab_file_with_extension     (GFile          *file,
                                    const char     *extension);
/* The display name without its last extension ("week-12" for
 * "week-12.futoshiki"), or NULL when that leaves nothing. */
char  *lab_file_stem               (GFile          *file);
/* Opens chooser in the folder of file, when there is one (file may be
 * NULL): what is made from a puzzle belongs beside it. */
void   lab_file_chooser_open_beside (GtkFileChooser *chooser,
                                    GFile          *file);
/* Adds a filter of a MIME type (or NULL) and NULL-terminated patterns. */
void   lab_file_chooser_add_filter (GtkFileChooser *chooser,
                                    const char     *name,
                                    const char     *mime_type,
                                    ...) G_GNUC_NULL_TERMINATED;

/* Writes bytes over file (a temporary file renamed into place, so that a
 * failure never leaves half a file) and returns TRUE or the error into
 * task, which it takes. */
void   lab_file_replace_for_task   (GFile          *file,
                                    GBytes         *bytes,
                                    GTask          *task);
/* A cairo_write_func_t that appends to the GByteArray in closure: pictures
 * are drawn into memory first, so that a drawing that fails writes no
 * file. */
cairo_status_t lab_file_append_bytes (void                *closure,
                                      const unsigned char *data,
                                      unsigned int         length);

G_END_DECLS
