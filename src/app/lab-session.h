/* lab-session.h: the autosaved state of a window, for a crash or a kill
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lab-document.h"

G_BEGIN_DECLS

#define LAB_TYPE_SESSION (lab_session_get_type ())

G_DECLARE_FINAL_TYPE (LabSession, lab_session, LAB, SESSION, GObject)

LabSession  *lab_session_new          (guint          slot);
guint        lab_session_get_slot     (LabSession    *self);
LabDocument *lab_session_get_document (LabSession    *self);
/* Follows document (NULL: none) and writes it after each change. */
void         lab_session_set_document (LabSession    *self,
                                       LabDocument   *document);
/* Writes now what a pending timer would write later. */
void         lab_session_flush        (LabSession    *self);
/* Removes the slot's files: the user closed the document on purpose. */
void         lab_session_discard      (LabSession    *self);

/* $FUTOSHIKI_LAB_SESSION_DIR, or futoshiki-lab in the user state folder */
char        *lab_session_get_dir      (void);
/* The slots that have files on disk, in increasing order. */
GArray      *lab_session_list_slots   (void);
/* The document a slot holds, with its file, mode, undo history and dirty
 * flag as they were. */
LabDocument *lab_session_restore      (guint          slot,
                                       GError       **error);

G_END_DECLS
