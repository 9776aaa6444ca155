/* futoshiki-bookmarks.h: moments of recorded runs marked with a note
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Bounds of the file (docs/bookmarks-format.md): far beyond any use. */
#define FUTOSHIKI_BOOKMARKS_FILE_MAX_BYTES (1024u * 1024)
#define FUTOSHIKI_BOOKMARKS_MAX            10000
#define FUTOSHIKI_BOOKMARK_NOTE_MAX_CHARS  500
#define FUTOSHIKI_BOOKMARKS_METHOD_MAX     32

#define FUTOSHIKI_TYPE_BOOKMARKS (futoshiki_bookmarks_get_type ())

G_DECLARE_FINAL_TYPE (FutoshikiBookmarks, futoshiki_bookmarks, FUTOSHIKI, BOOKMARKS, GObject)

FutoshikiBookmarks *futoshiki_bookmarks_new            (const char          *puzzle_key);
FutoshikiBookmarks *futoshiki_bookmarks_new_from_data  (const char          *data,
                                                        gsize                length,
                                                        const char          *file_name,
                                                        GError             **error);
FutoshikiBookmarks *futoshiki_bookmarks_load           (GFile               *file,
                                                        GCancellable        *cancellable,
                                                        GError             **error);
gboolean            futoshiki_bookmarks_save           (FutoshikiBookmarks  *self,
                                                        GFile               *file,
                                                        GCancellable        *cancellable,
                                                        GError             **error);
GBytes             *futoshiki_bookmarks_to_bytes       (FutoshikiBookmarks  *self);

const char         *futoshiki_bookmarks_get_puzzle_key (FutoshikiBookmarks  *self);
gboolean            futoshiki_bookmarks_add            (FutoshikiBookmarks  *self,
                                                        const char          *method,
                                                        guint64              event,
                                                        const char          *note,
                                                        GError             **error);
gboolean            futoshiki_bookmarks_remove         (FutoshikiBookmarks  *self,
                                                        const char          *method,
                                                        guint64              event);
guint               futoshiki_bookmarks_get_n_items    (FutoshikiBookmarks  *self,
                                                        const char          *method);
guint64             futoshiki_bookmarks_get_event      (FutoshikiBookmarks  *self,
                                                        const char          *method,
                                                        guint                index);
const char         *futoshiki_bookmarks_get_note       (FutoshikiBookmarks  *self,
                                                        const char          *method,
                                                        guint                index);
char               *futoshiki_bookmarks_get_moment     (guint64              event);

char               *futoshiki_bookmarks_puzzle_key     (const char          *puzzle_text);
GFile              *futoshiki_bookmarks_file_for       (GFile               *puzzle_file);

G_END_DECLS
