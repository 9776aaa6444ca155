/* lab-bookmark-list.h: the bookmarks of the run shown in Watch the Solver
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "futoshiki-bookmarks.h"
#include "futoshiki-document.h"
#include "futoshiki-trace-player.h"

G_BEGIN_DECLS

#define LAB_TYPE_BOOKMARK_LIST (lab_bookmark_list_get_type ())
G_DECLARE_FINAL_TYPE (LabBookmarkList, lab_bookmark_list, LAB, BOOKMARK_LIST, GtkWidget)

/* The document gives the file the bookmarks are kept beside; the player
 * the run, its puzzle and method. */
void                lab_bookmark_list_set_document  (LabBookmarkList      *self,
                                                     FutoshikiDocument    *document);
void                lab_bookmark_list_set_player    (LabBookmarkList      *self,
                                                     FutoshikiTracePlayer *player);
/* The bookmarks shown (NULL while none can be kept or they load), and
 * the method whose run they mark. */
FutoshikiBookmarks *lab_bookmark_list_get_bookmarks (LabBookmarkList      *self);
const char         *lab_bookmark_list_get_method    (LabBookmarkList      *self);
/* Whether they are loaded and every change is saved. */
gboolean            lab_bookmark_list_get_settled   (LabBookmarkList      *self);
const char         *lab_bookmark_list_get_status    (LabBookmarkList      *self);

/* As the Mark button with note, a row's activation and its Remove. */
gboolean            lab_bookmark_list_mark          (LabBookmarkList      *self,
                                                     const char           *note);
void                lab_bookmark_list_jump          (LabBookmarkList      *self,
                                                     guint                 index);
void                lab_bookmark_list_remove        (LabBookmarkList      *self,
                                                     guint                 index);

G_END_DECLS
