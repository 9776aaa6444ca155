/* test-stress-model.h: the stress test's reference model of a document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Written from what the app promises, not from its code: plain arrays for
 * the givens, signs, entries and pencil marks, and whole snapshots for undo
 * and redo.
 */
#pragma once

#include "futo-game.h"
#include "futoshiki-document.h"

G_BEGIN_DECLS

typedef struct
{
  int      n;
  guint8  *givens;
  guint8  *right;   /* FutoRelation of (r, c) to (r, c + 1) */
  guint8  *down;    /* FutoRelation of (r, c) to (r + 1, c) */
  guint8  *entries;
  FutoSet *pencil;
} Snap;

typedef struct
{
  Snap            *cur;
  GPtrArray       *undo;     /* Snap *, the state before each step, oldest first */
  GPtrArray       *redo;     /* Snap *, the next one to redo last */
  gint64           saved;    /* undo->len when saved or opened, -1 when lost */
  FutoshikiDocumentMode  mode;
  Snap            *before;   /* the state when the current action began */
  gboolean         replayed; /* the current action was undo, redo or open */

  /* The board as the last Solve left it and as it was before (NULL when
   * the Solve changed nothing), with the mode then: while Undo and Redo go
   * between the two, Undo gives that mode back and Redo goes to play. */
  Snap            *solved;
  Snap            *unsolved;
  FutoshikiDocumentMode  unsolved_mode;
} Model;

Snap     *snap_new                  (int               n);
void      snap_free                 (Snap             *snap);
Snap     *snap_from_document        (FutoshikiDocument      *document);
/* TRUE when a and b are equal; otherwise the first differences go to diff. */
gboolean  snap_describe_difference  (const Snap       *a,
                                     const Snap       *b,
                                     GString          *diff);
gboolean  snap_same_puzzle          (const Snap       *a,
                                     const Snap       *b);
/* Every cell filled, each value once per row and column, every sign kept. */
gboolean  snap_is_solution          (const Snap       *snap);

void      model_init                (Model            *model);
void      model_clear               (Model            *model);
/* Brackets one user action: a change between them is one undo step. */
void      model_begin               (Model            *model);
void      model_end                 (Model            *model);
gboolean  model_dirty               (const Model      *model);
void      model_mark_saved          (Model            *model);
/* A new document from a file: no history, saved, play mode with clues. */
void      model_open                (Model            *model,
                                     const FutoGame   *game);
/* Takes snap as the new state (one undo step at model_end()). */
void      model_replace             (Model            *model,
                                     Snap             *snap);
void      model_undo                (Model            *model);
void      model_redo                (Model            *model);
/* A search started: the last Solve's boards are forgotten. */
void      model_forget_solve        (Model            *model);
/* A Solve is about to put solved (taken) on the board, as one step. */
void      model_solved              (Model            *model,
                                     Snap             *solved);

gboolean  model_editable            (const Model      *model,
                                     int               row,
                                     int               col);
/* A value typed on the board, as the mode and pencil mode say. */
void      model_enter_value         (Model            *model,
                                     int               row,
                                     int               col,
                                     int               value,
                                     gboolean          pencil,
                                     gboolean          auto_clean);
/* win.set-cell */
void      model_set_cell            (Model            *model,
                                     int               row,
                                     int               col,
                                     int               value,
                                     gboolean          auto_clean);
void      model_toggle_pencil       (Model            *model,
                                     int               row,
                                     int               col,
                                     int               value);
/* Delete on the board. */
void      model_delete              (Model            *model,
                                     int               row,
                                     int               col);
/* < > ^ v: the cell at (row, col) is the greater one towards dir; again
 * removes it. */
void      model_point_sign          (Model            *model,
                                     int               row,
                                     int               col,
                                     FutoDirection     dir);
/* Shift+arrow: none, less, greater across that gap. */
void      model_cycle_sign          (Model            *model,
                                     int               row,
                                     int               col,
                                     FutoDirection     dir);
void      model_fill_candidates     (Model            *model);
void      model_clear_all_pencil    (Model            *model);
void      model_restart             (Model            *model);
void      model_resize              (Model            *model,
                                     int               size);

G_END_DECLS
