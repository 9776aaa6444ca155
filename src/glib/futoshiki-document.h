/* futoshiki-document.h: the puzzle being edited or played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "futo-game.h"

G_BEGIN_DECLS

typedef enum
{
  FUTOSHIKI_DOCUMENT_MODE_EDIT, /* digits set givens, the gaps take signs */
  FUTOSHIKI_DOCUMENT_MODE_PLAY, /* digits set entries and pencil marks */
} FutoshikiDocumentMode;

/* What a "changed" emission touched. */
typedef enum /*< flags >*/
{
  FUTOSHIKI_DOCUMENT_CHANGE_GIVENS  = 1 << 0,
  FUTOSHIKI_DOCUMENT_CHANGE_SIGNS   = 1 << 1,
  FUTOSHIKI_DOCUMENT_CHANGE_ENTRIES = 1 << 2,
  FUTOSHIKI_DOCUMENT_CHANGE_PENCIL  = 1 << 3,
  FUTOSHIKI_DOCUMENT_CHANGE_SIZE    = 1 << 4,
} FutoshikiDocumentChange;

/* The puzzle itself, as opposed to the player's progress. */
#define FUTOSHIKI_DOCUMENT_CHANGE_PUZZLE \
  (FUTOSHIKI_DOCUMENT_CHANGE_GIVENS | FUTOSHIKI_DOCUMENT_CHANGE_SIGNS | FUTOSHIKI_DOCUMENT_CHANGE_SIZE)

/* Why a cell or sign is marked by futoshiki_document_get_problems(). */
typedef enum
{
  FUTOSHIKI_PROBLEM_NONE     = 0,
  FUTOSHIKI_PROBLEM_CONFLICT = 1 << 0, /* breaks a rule on its face */
  FUTOSHIKI_PROBLEM_MISTAKE  = 1 << 1, /* differs from the solution */
} FutoshikiProblem;

typedef struct
{
  int     size;
  guint8 *cells; /* size * size FutoshikiProblem */
  guint8 *right; /* the sign right of each cell */
  guint8 *down;  /* the sign below each cell */
  int     n_cells;
} FutoshikiProblems;

#define FUTOSHIKI_TYPE_DOCUMENT_MODE   (futoshiki_document_mode_get_type ())
#define FUTOSHIKI_TYPE_DOCUMENT_CHANGE (futoshiki_document_change_get_type ())
#define FUTOSHIKI_TYPE_DOCUMENT        (futoshiki_document_get_type ())

GType futoshiki_document_mode_get_type   (void) G_GNUC_CONST;
GType futoshiki_document_change_get_type (void) G_GNUC_CONST;

G_DECLARE_FINAL_TYPE (FutoshikiDocument, futoshiki_document, FUTOSHIKI, DOCUMENT, GObject)

FutoshikiDocument       *futoshiki_document_new                (int                size);
FutoshikiDocument       *futoshiki_document_new_for_game       (FutoGame          *game,
                                                    GFile             *file);

const FutoGame    *futoshiki_document_get_game           (FutoshikiDocument       *self);
const FutoPuzzle  *futoshiki_document_get_puzzle         (FutoshikiDocument       *self);
int                futoshiki_document_get_size           (FutoshikiDocument       *self);
GFile             *futoshiki_document_get_file           (FutoshikiDocument       *self);
FutoshikiDocumentMode    futoshiki_document_get_mode           (FutoshikiDocument       *self);
void               futoshiki_document_set_mode           (FutoshikiDocument       *self,
                                                    FutoshikiDocumentMode    mode);
gboolean           futoshiki_document_get_dirty          (FutoshikiDocument       *self);
/* The time played that saving writes (elapsed-seconds) and loading
 * brought; the window's game clock keeps it current. Setting it is not a
 * change of the game: no undo step, not dirty. */
guint              futoshiki_document_get_elapsed_seconds (FutoshikiDocument      *self);
void               futoshiki_document_set_elapsed_seconds (FutoshikiDocument      *self,
                                                          guint                   seconds);
gboolean           futoshiki_document_get_complete       (FutoshikiDocument       *self);
gboolean           futoshiki_document_get_can_undo       (FutoshikiDocument       *self);
gboolean           futoshiki_document_get_can_redo       (FutoshikiDocument       *self);
gboolean           futoshiki_document_get_auto_clean_pencil (FutoshikiDocument    *self);
void               futoshiki_document_set_auto_clean_pencil (FutoshikiDocument    *self,
                                                    gboolean           auto_clean);

int                futoshiki_document_get_given          (FutoshikiDocument       *self,
                                                    int                row,
                                                    int                col);
int                futoshiki_document_get_entry          (FutoshikiDocument       *self,
                                                    int                row,
                                                    int                col);
/* The given or else the entry: what the cell shows, 0 for nothing. */
int                futoshiki_document_get_value          (FutoshikiDocument       *self,
                                                    int                row,
                                                    int                col);
FutoSet            futoshiki_document_get_pencil         (FutoshikiDocument       *self,
                                                    int                row,
                                                    int                col);
FutoRelation       futoshiki_document_get_relation       (FutoshikiDocument       *self,
                                                    int                row,
                                                    int                col,
                                                    FutoDirection      dir);
int                futoshiki_document_count_filled       (FutoshikiDocument       *self);

/* Every edit below is one undo step and returns whether it changed
 * anything. */
gboolean           futoshiki_document_set_given          (FutoshikiDocument       *self,
                                                    int                row,
                                                    int                col,
                                                    int                value);
gboolean           futoshiki_document_set_relation       (FutoshikiDocument       *self,
                                                    int                row,
                                                    int                col,
                                                    FutoDirection      dir,
                                                    FutoRelation       rel);
/* Unequal (signs) or Adjacent (marks between values one apart). Switching
 * drops the other mode's marks, as one undo step. */
FutoMode           futoshiki_document_get_puzzle_mode    (FutoshikiDocument       *self);
gboolean           futoshiki_document_set_puzzle_mode    (FutoshikiDocument       *self,
                                                    FutoMode           mode);
/* none → less → greater → none, as read from (row, col) towards dir; in an
 * Adjacent puzzle none → mark → none. */
gboolean           futoshiki_document_cycle_relation     (FutoshikiDocument       *self,
                                                    int                row,
                                                    int                col,
                                                    FutoDirection      dir);
gboolean           futoshiki_document_set_entry          (FutoshikiDocument       *self,
                                                    int                row,
                                                    int                col,
                                                    int                value);
gboolean           futoshiki_document_toggle_pencil      (FutoshikiDocument       *self,
                                                    int                row,
                                                    int                col,
                                                    int                value);
gboolean           futoshiki_document_set_pencil         (FutoshikiDocument       *self,
                                                    int                row,
                                                    int                col,
                                                    FutoSet            marks);
/* Entry and pencil marks, leaving a given alone. */
gboolean           futoshiki_document_clear_cell         (FutoshikiDocument       *self,
                                                    int                row,
                                                    int                col);
gboolean           futoshiki_document_fill_candidates    (FutoshikiDocument       *self);
gboolean           futoshiki_document_clear_all_pencil   (FutoshikiDocument       *self);
gboolean           futoshiki_document_restart            (FutoshikiDocument       *self);
gboolean           futoshiki_document_resize             (FutoshikiDocument       *self,
                                                    int                size);
/* Puts values (size * size, e.g. a solution) into every cell without a
 * given, and drops the pencil marks there. */
gboolean           futoshiki_document_apply_values       (FutoshikiDocument       *self,
                                                    const guint8      *values);

gboolean           futoshiki_document_undo               (FutoshikiDocument       *self);
gboolean           futoshiki_document_redo               (FutoshikiDocument       *self);

/* What a cell could hold given the values in its row, column and the signs
 * around it. */
FutoSet            futoshiki_document_get_candidates     (FutoshikiDocument       *self,
                                                    int                row,
                                                    int                col);
/* In edit mode, what the validator finds in the givens and signs; in play
 * mode, values that break a rule and, with solution non-NULL, entries
 * that differ from it. The result stays valid until the next change. */
const FutoshikiProblems *futoshiki_document_get_problems       (FutoshikiDocument       *self,
                                                    const guint8      *solution);

/* Files */
char              *futoshiki_document_serialize          (FutoshikiDocument       *self);
void               futoshiki_document_mark_saved         (FutoshikiDocument       *self,
                                                    GFile             *file);
void               futoshiki_document_mark_unsaved       (FutoshikiDocument       *self);
/* The undo history: as text (GVariant's text form) for tests and
 * scripts, as a GVariant for a file (futoshiki-undo.h describes both). Loading
 * takes it only when it leads to the document as it is, and reads the
 * text of older versions too. */
char              *futoshiki_document_serialize_history  (FutoshikiDocument       *self);
gboolean           futoshiki_document_load_history       (FutoshikiDocument       *self,
                                                    const char        *text,
                                                    gsize              length,
                                                    GError           **error);
GVariant          *futoshiki_document_save_history       (FutoshikiDocument       *self);
gboolean           futoshiki_document_restore_history    (FutoshikiDocument       *self,
                                                    GVariant          *history,
                                                    GError           **error);

G_END_DECLS
