/* lab-undo.h: the undo history of a document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A plain data structure, not a GObject: LabDocument owns one and is the
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
  LAB_UNDO_GIVEN,    /* puzzle->givens[cell] */
  LAB_UNDO_RIGHT,    /* puzzle->right[cell] */
  LAB_UNDO_DOWN,     /* puzzle->down[cell] */
  LAB_UNDO_ENTRY,    /* entries[cell] */
  LAB_UNDO_PENCIL,   /* pencil[cell] */
  LAB_UNDO_SNAPSHOT, /* the whole game, before and after */
} LabUndoKind;

typedef struct
{
  LabUndoKind  kind;
  int          cell;
  guint64      before;
  guint64      after;
  FutoGame    *game_before; /* LAB_UNDO_SNAPSHOT only, owned */
  FutoGame    *game_after;
} LabUndoChange;

typedef struct
{
  GArray *changes; /* LabUndoChange, in the order they were made */
} LabUndoStep;

typedef struct _LabUndoStack LabUndoStack;

/* Undo depth is bounded so that a long session cannot grow without end. */
#define LAB_UNDO_MAX_STEPS 10000

LabUndoStack      *lab_undo_stack_new          (void);
void               lab_undo_stack_free         (LabUndoStack        *stack);

/* Recording nests: only the outermost end closes the step. */
void               lab_undo_stack_begin        (LabUndoStack        *stack);
/* Takes ownership of the change's snapshots. Two changes of one field in a
 * step merge into one. */
void               lab_undo_stack_record       (LabUndoStack        *stack,
                                                const LabUndoChange *change);
/* TRUE when a step was added (it changed something). */
gboolean           lab_undo_stack_end          (LabUndoStack        *stack);
gboolean           lab_undo_stack_is_recording (LabUndoStack        *stack);

/* The step to revert (walk its changes backwards) or to replay, or NULL. */
const LabUndoStep *lab_undo_stack_undo         (LabUndoStack        *stack);
const LabUndoStep *lab_undo_stack_redo         (LabUndoStack        *stack);
gboolean           lab_undo_stack_can_undo     (LabUndoStack        *stack);
gboolean           lab_undo_stack_can_redo     (LabUndoStack        *stack);
guint              lab_undo_stack_get_n_steps  (LabUndoStack        *stack);
guint              lab_undo_stack_get_position (LabUndoStack        *stack);
const LabUndoStep *lab_undo_stack_get_step     (LabUndoStack        *stack,
                                                guint                index);

/* The saved point: where the history matches the file on disk. */
void               lab_undo_stack_mark_saved   (LabUndoStack        *stack);
void               lab_undo_stack_mark_unsaved (LabUndoStack        *stack);
gboolean           lab_undo_stack_is_saved     (LabUndoStack        *stack);

/* A text form for the session file; see lab-undo.c for its grammar. */
char              *lab_undo_stack_serialize    (LabUndoStack        *stack);
LabUndoStack      *lab_undo_stack_parse        (const char          *text,
                                                gsize                length,
                                                GError             **error);

G_END_DECLS
