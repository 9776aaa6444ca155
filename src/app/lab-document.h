/* lab-document.h: the puzzle being edited or played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "futo-game.h"

G_BEGIN_DECLS

typedef enum
{
  LAB_DOCUMENT_MODE_EDIT, /* digits set givens, the gaps take signs */
  LAB_DOCUMENT_MODE_PLAY, /* digits set entries and pencil marks */
} LabDocumentMode;

/* What a "changed" emission touched. */
typedef enum /*< flags >*/
{
  LAB_DOCUMENT_CHANGE_GIVENS  = 1 << 0,
  LAB_DOCUMENT_CHANGE_SIGNS   = 1 << 1,
  LAB_DOCUMENT_CHANGE_ENTRIES = 1 << 2,
  LAB_DOCUMENT_CHANGE_PENCIL  = 1 << 3,
  LAB_DOCUMENT_CHANGE_SIZE    = 1 << 4,
} LabDocumentChange;

/* The puzzle itself, as opposed to the player's progress. */
#define LAB_DOCUMENT_CHANGE_PUZZLE \
  (LAB_DOCUMENT_CHANGE_GIVENS | LAB_DOCUMENT_CHANGE_SIGNS | LAB_DOCUMENT_CHANGE_SIZE)

/* Why a cell or sign is marked by lab_document_get_problems(). */
typedef enum
{
  LAB_PROBLEM_NONE     = 0,
  LAB_PROBLEM_CONFLICT = 1 << 0, /* breaks a rule on its face */
  LAB_PROBLEM_MISTAKE  = 1 << 1, /* differs from the solution */
} LabProblem;

typedef struct
{
  int     size;
  guint8 *cells; /* size * size LabProblem */
  guint8 *right; /* the sign right of each cell */
  guint8 *down;  /* the sign below each cell */
  int     n_cells;
} LabProblems;

#define LAB_TYPE_DOCUMENT_MODE   (lab_document_mode_get_type ())
#define LAB_TYPE_DOCUMENT_CHANGE (lab_document_change_get_type ())
#define LAB_TYPE_DOCUMENT        (lab_document_get_type ())

GType lab_document_mode_get_type   (void) G_GNUC_CONST;
GType lab_document_change_get_type (void) G_GNUC_CONST;

G_DECLARE_FINAL_TYPE (LabDocument, lab_document, LAB, DOCUMENT, GObject)

LabDocument       *lab_document_new                (int                size);
LabDocument       *lab_document_new_for_game       (FutoGame          *game,
                                                    GFile             *file);

const FutoGame    *lab_document_get_game           (LabDocument       *self);
const FutoPuzzle  *lab_document_get_puzzle         (LabDocument       *self);
int                lab_document_get_size           (LabDocument       *self);
GFile             *lab_document_get_file           (LabDocument       *self);
LabDocumentMode    lab_document_get_mode           (LabDocument       *self);
void               lab_document_set_mode           (LabDocument       *self,
                                                    LabDocumentMode    mode);
gboolean           lab_document_get_dirty          (LabDocument       *self);
gboolean           lab_document_get_complete       (LabDocument       *self);
gboolean           lab_document_get_can_undo       (LabDocument       *self);
gboolean           lab_document_get_can_redo       (LabDocument       *self);
gboolean           lab_document_get_auto_clean_pencil (LabDocument    *self);
void               lab_document_set_auto_clean_pencil (LabDocument    *self,
                                                    gboolean           auto_clean);

int                lab_document_get_given          (LabDocument       *self,
                                                    int                row,
                                                    int                col);
int                lab_document_get_entry          (LabDocument       *self,
                                                    int                row,
                                                    int                col);
/* The given or else the entry: what the cell shows, 0 for nothing. */
int                lab_document_get_value          (LabDocument       *self,
                                                    int                row,
                                                    int                col);
FutoSet            lab_document_get_pencil         (LabDocument       *self,
                                                    int                row,
                                                    int                col);
FutoRelation       lab_document_get_relation       (LabDocument       *self,
                                                    int                row,
                                                    int                col,
                                                    FutoDirection      dir);
int                lab_document_count_filled       (LabDocument       *self);

/* Every edit below is one undo step and returns whether it changed
 * anything. */
gboolean           lab_document_set_given          (LabDocument       *self,
                                                    int                row,
                                                    int                col,
                                                    int                value);
gboolean           lab_document_set_relation       (LabDocument       *self,
                                                    int                row,
                                                    int                col,
                                                    FutoDirection      dir,
                                                    FutoRelation       rel);
/* Unequal (signs) or Adjacent (marks between values one apart). Switching
 * drops the other mode's marks, as one undo step. */
FutoMode           lab_document_get_puzzle_mode    (LabDocument       *self);
gboolean           lab_document_set_puzzle_mode    (LabDocument       *self,
                                                    FutoMode           mode);
/* none → less → greater → none, as read from (row, col) towards dir; in an
 * Adjacent puzzle none → mark → none. */
gboolean           lab_document_cycle_relation     (LabDocument       *self,
                                                    int                row,
                                                    int                col,
                                                    FutoDirection      dir);
gboolean           lab_document_set_entry          (LabDocument       *self,
                                                    int                row,
                                                    int                col,
                                                    int                value);
gboolean           lab_document_toggle_pencil      (LabDocument       *self,
                                                    int                row,
                                                    int                col,
                                                    int                value);
gboolean           lab_document_set_pencil         (LabDocument       *self,
                                                    int                row,
                                                    int                col,
                                                    FutoSet            marks);
/* Entry and pencil marks, leaving a given alone. */
gboolean           lab_document_clear_cell         (LabDocument       *self,
                                                    int                row,
                                                    int                col);
gboolean           lab_document_fill_candidates    (LabDocument       *self);
gboolean           lab_document_clear_all_pencil   (LabDocument       *self);
gboolean           lab_document_restart            (LabDocument       *self);
gboolean           lab_document_resize             (LabDocument       *self,
                                                    int                size);
/* Puts values (size * size, e.g. a solution) into every cell without a
 * given, and drops the pencil marks there. */
gboolean           lab_document_apply_values       (LabDocument       *self,
                                                    const guint8      *values);

gboolean           lab_document_undo               (LabDocument       *self);
gboolean           lab_document_redo               (LabDocument       *self);

/* What a cell could hold given the values in its row, column and the signs
 * around it. */
FutoSet            lab_document_get_candidates     (LabDocument       *self,
                                                    int                row,
                                                    int                col);
/* In edit mode, what the validator finds in the givens and signs; in play
 * mode, values that break a rule and, with solution non-NULL, entries
 * that differ from it. The result stays valid until the next change. */
const LabProblems *lab_document_get_problems       (LabDocument       *self,
                                                    const guint8      *solution);

/* Files */
char              *lab_document_serialize          (LabDocument       *self);
void               lab_document_mark_saved         (LabDocument       *self,
                                                    GFile             *file);
void               lab_document_mark_unsaved       (LabDocument       *self);
char              *lab_document_serialize_history  (LabDocument       *self);
gboolean           lab_document_load_history       (LabDocument       *self,
                                                    const char        *text,
                                                    gsize              length,
                                                    GError           **error);

G_END_DECLS
