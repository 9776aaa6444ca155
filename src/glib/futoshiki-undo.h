/* futoshiki-undo.h: the undo history of a document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A plain data structure, not a GObject: FutoshikiDocument owns one and is the
 * only one that changes it. A step is what one user action did (placing a
 * value, filling all candidates, resizing), made of changes to single
 * fields or, when the board's size changes, of two whole snapshots. The
 * stack owns everything about the history: recording, the positions of
 * undo and redo, the saved point, replaying a step on a game, whether a
 * history fits a game, and its persistence; the document applies the
 * changes to itself and tells its listeners.
 */
#pragma once

#include <glib.h>

#include "futo-game.h"

G_BEGIN_DECLS

typedef enum
{
  FUTOSHIKI_UNDO_GIVEN,    /* puzzle->givens[cell] */
  FUTOSHIKI_UNDO_RIGHT,    /* puzzle->right[cell] */
  FUTOSHIKI_UNDO_DOWN,     /* puzzle->down[cell] */
  FUTOSHIKI_UNDO_ENTRY,    /* entries[cell] */
  FUTOSHIKI_UNDO_PENCIL,   /* pencil[cell] */
  FUTOSHIKI_UNDO_SNAPSHOT, /* the whole game, before and after */
} FutoshikiUndoKind;

typedef struct
{
  FutoshikiUndoKind  kind;
  int          cell;
  guint64      before;
  guint64      after;
  FutoGame    *game_before; /* FUTOSHIKI_UNDO_SNAPSHOT only, owned */
  FutoGame    *game_after;
} FutoshikiUndoChange;

typedef struct
{
  GArray *changes; /* FutoshikiUndoChange, in the order they were made */
} FutoshikiUndoStep;

typedef struct _FutoshikiUndoStack FutoshikiUndoStack;

/* Undo depth is bounded so that a long session cannot grow without end. */
#define FUTOSHIKI_UNDO_MAX_STEPS 10000

FutoshikiUndoStack      *futoshiki_undo_stack_new          (void);
void               futoshiki_undo_stack_free         (FutoshikiUndoStack        *stack);

/* Recording nests: only the outermost end closes the step. */
void               futoshiki_undo_stack_begin        (FutoshikiUndoStack        *stack);
/* Takes ownership of the change's snapshots. Two changes of one field in a
 * step merge into one. */
void               futoshiki_undo_stack_record       (FutoshikiUndoStack        *stack,
                                                const FutoshikiUndoChange *change);
/* TRUE when a step was added (it changed something). */
gboolean           futoshiki_undo_stack_end          (FutoshikiUndoStack        *stack);
gboolean           futoshiki_undo_stack_is_recording (FutoshikiUndoStack        *stack);

/* The step to revert (walk its changes backwards) or to replay, or NULL. */
const FutoshikiUndoStep *futoshiki_undo_stack_undo         (FutoshikiUndoStack        *stack);
const FutoshikiUndoStep *futoshiki_undo_stack_redo         (FutoshikiUndoStack        *stack);
gboolean           futoshiki_undo_stack_can_undo     (FutoshikiUndoStack        *stack);
gboolean           futoshiki_undo_stack_can_redo     (FutoshikiUndoStack        *stack);
guint              futoshiki_undo_stack_get_n_steps  (FutoshikiUndoStack        *stack);
guint              futoshiki_undo_stack_get_position (FutoshikiUndoStack        *stack);
const FutoshikiUndoStep *futoshiki_undo_stack_get_step     (FutoshikiUndoStack        *stack,
                                                guint                index);

/* The saved point: where the history matches the file on disk. */
void               futoshiki_undo_stack_mark_saved   (FutoshikiUndoStack        *stack);
void               futoshiki_undo_stack_mark_unsaved (FutoshikiUndoStack        *stack);
gboolean           futoshiki_undo_stack_is_saved     (FutoshikiUndoStack        *stack);

/* Fields and replay, without a document: what a change reads and writes
 * in a game, and a step made on a plain game. futoshiki_undo_step_apply()
 * moves *game across step (forward: redo, else undo) when every change
 * finds the game where it says it starts, checking each value against
 * the board; FALSE otherwise, with *game part way. */
guint64            futoshiki_undo_read_field         (const FutoGame            *game,
                                                      FutoshikiUndoKind          kind,
                                                      int                        cell);
void               futoshiki_undo_write_field        (FutoGame                  *game,
                                                      FutoshikiUndoKind          kind,
                                                      int                        cell,
                                                      guint64                    value);
gboolean           futoshiki_undo_step_apply         (const FutoshikiUndoStep   *step,
                                                      FutoGame                 **game,
                                                      gboolean                   forward);
/* Whether undoing every applied step from game and redoing them all is
 * possible and passes through game again at the position: whether the
 * history belongs to game. */
gboolean           futoshiki_undo_stack_leads_to     (FutoshikiUndoStack        *stack,
                                                      const FutoGame            *game,
                                                      GError                   **error);

/* Persistence
 *
 * The history is one GVariant of FUTOSHIKI_UNDO_VARIANT_TYPE:
 *
 *   (u  format version, FUTOSHIKI_UNDO_FORMAT_VERSION
 *    u  position: steps before it are applied
 *    x  saved: the position the file on disk matches, -1 for none
 *    aa(yittss)  the steps, each an array of changes:
 *       y kind (FutoshikiUndoKind), i cell (-1 for a snapshot),
 *       t before, t after (a pencil mark set is a FutoSet),
 *       s s the games before and after in the native format, for a
 *           snapshot; empty for a field)
 *
 * Saved, it is that variant's serialized data (g_variant_get_data) in
 * little-endian order. Version 1 was a text format of its own, still
 * read (futoshiki-undo.c has its grammar). Whatever is read is checked for
 * form, each error naming its place; whether the steps fit a document is
 * futoshiki_undo_stack_leads_to()'s to say. */
#define FUTOSHIKI_UNDO_FORMAT_VERSION 2
#define FUTOSHIKI_UNDO_VARIANT_TYPE   ((const GVariantType *) "(uuxaa(yittss))")

/* A new non-floating variant. */
GVariant          *futoshiki_undo_stack_to_variant   (FutoshikiUndoStack        *stack);
FutoshikiUndoStack *futoshiki_undo_stack_new_from_variant (GVariant             *variant,
                                                      GError                   **error);
/* The serialized data, and reading it (or a version 1 text) back. */
GBytes            *futoshiki_undo_stack_save         (FutoshikiUndoStack        *stack);
FutoshikiUndoStack *futoshiki_undo_stack_load        (GBytes                    *bytes,
                                                      GError                   **error);
/* GVariant's text form of the same variant, for people and scripts, and
 * reading it (or a version 1 text) back. */
char              *futoshiki_undo_stack_print        (FutoshikiUndoStack        *stack);
FutoshikiUndoStack *futoshiki_undo_stack_parse       (const char                *text,
                                                      gsize                      length,
                                                      GError                   **error);
/* The same, for a history that starts on line first_line (from 1) of a
 * file: an error names the file's line. */
FutoshikiUndoStack *futoshiki_undo_stack_parse_at_line (const char              *text,
                                                      gsize                      length,
                                                      int                        first_line,
                                                      GError                   **error);

G_END_DECLS
