/* futoshiki-document-play.h: the player's tools on a document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Checking a position against the rules and the solution, going back to
 * the last position the solution can be reached from, savepoints, and
 * turning single pencil marks into entries. Each edit is one undo step.
 * The solution (size * size values) is the puzzle's unique one, which
 * the solution check finds in the background; the document itself never
 * searches.
 */
#pragma once

#include "futoshiki-document.h"

G_BEGIN_DECLS

typedef enum
{
  FUTOSHIKI_POSITION_GOOD,     /* no entry is wrong (with no solution: none breaks a rule) */
  FUTOSHIKI_POSITION_CONFLICT, /* an entry breaks a rule on its face */
  FUTOSHIKI_POSITION_DEAD_END, /* no rule broken, yet an entry differs from the solution */
} FutoshikiPosition;

/* What the position is, and in *cell (may be NULL) the entry that cannot
 * be right for CONFLICT, -1 otherwise. *message (may be NULL) gets one
 * sentence for the player that names that cell and why, and never which
 * entry a DEAD_END got wrong: finding it is the player's game. */
FutoshikiPosition  futoshiki_document_check_position   (FutoshikiDocument *self,
                                                        const guint8      *solution,
                                                        int               *cell,
                                                        char             **message);
/* Undoes, as one new undo step, to the latest position of the history
 * from which solution can be reached (every entry agrees with it),
 * within the current puzzle (an edit of the givens or signs ends the
 * search). FALSE when the position is good already or none was found. */
gboolean           futoshiki_document_back_to_good     (FutoshikiDocument *self,
                                                        const guint8      *solution);

/* Every empty cell with exactly one pencil mark gets it as its entry, as
 * one undo step; marks cleaned after each as after typing. */
gboolean           futoshiki_document_commit_pencil    (FutoshikiDocument *self);

/* Savepoints: the entries and pencil marks as they are now, numbered
 * 1, 2, … in the order marked, kept until dropped or the document goes
 * ("n-savepoints" notifies). Restoring one is one undo step and keeps
 * it. */
guint              futoshiki_document_add_savepoint    (FutoshikiDocument *self);
guint              futoshiki_document_get_n_savepoints (FutoshikiDocument *self);
/* The number of the savepoint at index (0 the oldest), 0 past the end. */
guint              futoshiki_document_get_savepoint_number (FutoshikiDocument *self,
                                                        guint              index);
/* "Savepoint 2 · 14:03 · 17 cells filled", for a menu; NULL for no such number. */
char              *futoshiki_document_dup_savepoint_label (FutoshikiDocument *self,
                                                        guint              number);
gboolean           futoshiki_document_restore_savepoint (FutoshikiDocument *self,
                                                        guint              number);
gboolean           futoshiki_document_drop_savepoint   (FutoshikiDocument *self,
                                                        guint              number);

G_END_DECLS
