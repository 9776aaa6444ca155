/* futoshiki-session.h: the autosaved state of a window, for a crash or a kill
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futoshiki-document.h"

G_BEGIN_DECLS

#define FUTOSHIKI_TYPE_SESSION (futoshiki_session_get_type ())

G_DECLARE_FINAL_TYPE (FutoshikiSession, futoshiki_session, FUTOSHIKI, SESSION, GObject)

FutoshikiSession  *futoshiki_session_new          (guint          slot);
guint        futoshiki_session_get_slot     (FutoshikiSession    *self);
FutoshikiDocument *futoshiki_session_get_document (FutoshikiSession    *self);
/* Follows document (NULL: none) and writes it after each change. */
void         futoshiki_session_set_document (FutoshikiSession    *self,
                                       FutoshikiDocument   *document);
/* Writes now what a pending timer would write later. */
void         futoshiki_session_flush        (FutoshikiSession    *self);
/* Removes the slot's files: the user closed the document on purpose. */
void         futoshiki_session_discard      (FutoshikiSession    *self);
/* Why the last autosave failed (for a person), NULL while they work;
 * notified as "save-error". */
const char  *futoshiki_session_get_save_error (FutoshikiSession  *self);

/* $FUTOSHIKI_LAB_SESSION_DIR, or futoshiki-lab in the user state folder */
char        *futoshiki_session_get_dir      (void);
/* The slots that have files on disk, in increasing order. */
GArray      *futoshiki_session_list_slots   (void);
/* The document a slot holds, with its file, mode, undo history and dirty
 * flag as they were. */
FutoshikiDocument *futoshiki_session_restore      (guint          slot,
                                       GError       **error);
/* The same; damage (optional) says what came back without its undo
 * history and why, naming the file and the place ("session.history:
 * line 12: …"). NULL with error only when the puzzle itself is lost. */
FutoshikiDocument *futoshiki_session_restore_full (guint          slot,
                                                   GError       **damage,
                                                   GError       **error);
/* The same on the files' contents (state and old_history may be NULL). */
FutoshikiDocument *futoshiki_session_restore_data (GBytes        *document_data,
                                                   GBytes        *state_data,
                                                   GBytes        *old_history_data,
                                                   GError       **damage,
                                                   GError       **error);
/* Removes the temporary files a crash mid-save left; how many. */
guint        futoshiki_session_remove_stale (void);
/* Renames a slot that cannot be restored out of the way (NAME.damaged). */
void         futoshiki_session_set_aside    (guint          slot);

G_END_DECLS
