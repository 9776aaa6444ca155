/* futoshiki-undo.h: the undo history of a document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A plain data structure, not a GObject: FutoshikiDocument owns one and is the
 * only one that reads or changes it. A step is what one user action did
 * (placing a value, filling all candidates, resizing), made of changes to
 * single fields or, when the board's size changes, of two whole snapshots.
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

/* A text form for the session file; see futoshiki-undo.c for its grammar. */
char              *futoshiki_undo_stack_serialize    (FutoshikiUndoStack        *stack);
FutoshikiUndoStack      *futoshiki_undo_stack_parse        (const char          *text,
                                                gsize                length,
                                                GError             **error);

G_END_DECLS
