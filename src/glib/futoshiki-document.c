/* futoshiki-document.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * FutoshikiDocument owns the core game (puzzle, metadata, entries, pencil marks)
 * and is the only code that changes it. Every change goes through
 * set_field() or replace_game(), which record it for undo and gather it
 * for one "changed" emission per user action; the widgets redraw from
 * that signal and never touch the game themselves.
 *
 * In this file, in order: the object and its properties, which follow the
 * game; the getters; what is wrong on the board and what could go where
 * (only looking, never searching: whether a puzzle has one solution is
 * the solution check's job, futoshiki-solution-check.c, in the background); the
 * one path every change takes; the edits, each one undo step; applying a
 * hint; saving, and taking a stored undo history (the undo stack reads it
 * and proves that it fits, futoshiki-undo.h).
 */
#define G_LOG_DOMAIN "lab-document"

#include "config.h"

#include "futo-format.h"
#include "futo-validate.h"
#include "futoshiki-document.h"
#include "futoshiki-document-hint.h"
#include "futoshiki-document-private.h"
#include "futoshiki-undo.h"

struct _FutoshikiDocument
{
  GObject            parent_instance;

  FutoGame          *game;
  GFile             *file;
  FutoshikiDocumentMode    mode;
  FutoshikiUndoStack      *undo;
  gboolean           auto_clean_pencil;
  /* Positions the player marked to come back to (futoshiki-document-play.c). */
  GPtrArray         *savepoints;
  guint              last_savepoint_number;

  /* What the properties said at the last notify, so that each real change
   * notifies once and nothing else does. */
  int                size;
  gboolean           dirty;
  gboolean           complete;
  gboolean           can_undo;
  gboolean           can_redo;

  /* One "changed" emission gathers everything an action did. */
  guint              batch_depth;
  FutoshikiDocumentChange  batch_what;
  int                batch_cell; /* -2 nothing yet, -1 several cells */

  /* futoshiki_document_get_problems() keeps its answer until the next change. */
  FutoshikiProblems        problems;
  gboolean           problems_valid;
  const guint8      *problems_solution;
};

static inline int
cell_index (FutoshikiDocument *self,
            int          row,
            int          col)
{
  return row * self->game->puzzle->size + col;
}

static inline gboolean
in_board (FutoshikiDocument *self,
          int          row,
          int          col)
{
  int n = self->game->puzzle->size;

  return row >= 0 && row < n && col >= 0 && col < n;
}

G_DEFINE_ENUM_TYPE (FutoshikiDocumentMode, futoshiki_document_mode,
                    G_DEFINE_ENUM_VALUE (FUTOSHIKI_DOCUMENT_MODE_EDIT, "edit"),
                    G_DEFINE_ENUM_VALUE (FUTOSHIKI_DOCUMENT_MODE_PLAY, "play"))

G_DEFINE_FLAGS_TYPE (FutoshikiDocumentChange, futoshiki_document_change,
                     G_DEFINE_ENUM_VALUE (FUTOSHIKI_DOCUMENT_CHANGE_GIVENS, "givens"),
                     G_DEFINE_ENUM_VALUE (FUTOSHIKI_DOCUMENT_CHANGE_SIGNS, "signs"),
                     G_DEFINE_ENUM_VALUE (FUTOSHIKI_DOCUMENT_CHANGE_ENTRIES, "entries"),
                     G_DEFINE_ENUM_VALUE (FUTOSHIKI_DOCUMENT_CHANGE_PENCIL, "pencil"),
                     G_DEFINE_ENUM_VALUE (FUTOSHIKI_DOCUMENT_CHANGE_SIZE, "size"))

G_DEFINE_FINAL_TYPE (FutoshikiDocument, futoshiki_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SIZE,
  PROP_FILE,
  PROP_MODE,
  PROP_DIRTY,
  PROP_COMPLETE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_AUTO_CLEAN_PENCIL,
  PROP_N_SAVEPOINTS,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* What is wrong on the board, and what could go where
 *
 * Only looks, never searches. The rules are the core's (futo-game.h,
 * futo-validate.h); the document keeps their answer until the next
 * change.
 */

FutoSet
futoshiki_document_get_candidates (FutoshikiDocument *self,
                                   int                row,
                                   int                col)
{
  int n;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), 0);

  n = self->game->puzzle->size;
  g_return_val_if_fail (row >= 0 && row < n && col >= 0 && col < n, 0);

  return futo_game_get_candidates (self->game, row, col);
}

static gboolean
compute_complete (FutoshikiDocument *self)
{
  const FutoGame *game = self->game;
  int n = game->puzzle->size;
  int cells = n * n;
  g_autofree guint8 *values = g_new (guint8, cells);

  for (int i = 0; i < cells; i++)
    {
      values[i] = futo_game_get_value (game, i / n, i % n);
      if (values[i] == 0)
        return FALSE;
    }
  return futo_puzzle_is_solution (game->puzzle, values);
}

static void
problems_clear (FutoshikiDocument *self)
{
  g_clear_pointer (&self->problems.cells, g_free);
  g_clear_pointer (&self->problems.right, g_free);
  g_clear_pointer (&self->problems.down, g_free);
  self->problems.size = 0;
  self->problems.n_cells = 0;
  self->problems_valid = FALSE;
  self->problems_solution = NULL;
}

G_STATIC_ASSERT ((int) FUTOSHIKI_PROBLEM_CONFLICT == (int) FUTO_MARK_CONFLICT);
G_STATIC_ASSERT ((int) FUTOSHIKI_PROBLEM_MISTAKE == (int) FUTO_MARK_MISTAKE);

const FutoshikiProblems *
futoshiki_document_get_problems (FutoshikiDocument  *self,
                                 const guint8 *solution)
{
  int cells;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), NULL);

  if (self->problems_valid && self->problems_solution == solution)
    return &self->problems;

  problems_clear (self);
  cells = self->game->puzzle->size * self->game->puzzle->size;
  self->problems.size = self->game->puzzle->size;
  self->problems.cells = g_new0 (guint8, cells);
  self->problems.right = g_new0 (guint8, cells);
  self->problems.down = g_new0 (guint8, cells);

  if (self->mode == FUTOSHIKI_DOCUMENT_MODE_EDIT)
    self->problems.n_cells = futo_puzzle_mark_problems (self->game->puzzle, self->problems.cells,
                                                        self->problems.right, self->problems.down);
  else
    self->problems.n_cells = futo_game_mark_problems (self->game, solution, self->problems.cells,
                                                      self->problems.right, self->problems.down);
  self->problems_valid = TRUE;
  self->problems_solution = solution;
  return &self->problems;
}

/**
 * futoshiki_document_new_for_game:
 * @game: (transfer full): the game to edit
 * @file: (nullable): where it was read from
 *
 * The document starts clean: its state is the one on disk (or, without a
 * file, an empty board nobody would miss).
 */
FutoshikiDocument *
futoshiki_document_new_for_game (FutoGame *game,
                                 GFile    *file)
{
  FutoshikiDocument *self;

  g_return_val_if_fail (game != NULL && game->puzzle != NULL, NULL);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  self = g_object_new (FUTOSHIKI_TYPE_DOCUMENT, NULL);
  self->game = game;
  self->size = game->puzzle->size;
  self->file = file != NULL ? g_object_ref (file) : NULL;
  self->complete = compute_complete (self);
  return self;
}

FutoshikiDocument *
futoshiki_document_new (int size)
{
  g_return_val_if_fail (size >= FUTO_MIN_SIZE && size <= FUTO_MAX_SIZE, NULL);

  return futoshiki_document_new_for_game (futo_game_new (futo_puzzle_new (size)), NULL);
}

/* Properties that follow the game */

static void
refresh (gboolean *cached,
         gboolean  now,
         guint     prop,
         guint    *changed)
{
  if (*cached != now)
    {
      *cached = now;
      *changed |= 1u << prop;
    }
}

/* Brings the cached property values up to date and returns a bit per
 * property that changed. Listeners to "changed" then see getters that
 * agree with the game; notifications follow the signal. */
static guint
refresh_properties (FutoshikiDocument *self)
{
  guint changed = 0;

  if (self->size != self->game->puzzle->size)
    {
      self->size = self->game->puzzle->size;
      changed |= 1u << PROP_SIZE;
    }
  refresh (&self->dirty, !futoshiki_undo_stack_is_saved (self->undo), PROP_DIRTY, &changed);
  refresh (&self->can_undo, futoshiki_undo_stack_can_undo (self->undo), PROP_CAN_UNDO, &changed);
  refresh (&self->can_redo, futoshiki_undo_stack_can_redo (self->undo), PROP_CAN_REDO, &changed);
  refresh (&self->complete, compute_complete (self), PROP_COMPLETE, &changed);
  return changed;
}

static void
notify_properties (FutoshikiDocument *self,
                   guint        changed)
{
  g_object_freeze_notify (G_OBJECT (self));
  for (guint prop = 1; prop < N_PROPS; prop++)
    if (changed & (1u << prop))
      g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
update_properties (FutoshikiDocument *self)
{
  notify_properties (self, refresh_properties (self));
}

/* The end of a batch that changed something: what depends on the game is
 * brought up to date, "changed" tells what, then the properties that
 * changed with it notify. */
static void
emit_changed (FutoshikiDocument       *self,
              FutoshikiDocumentChange  what,
              int                cell)
{
  guint changed;

  problems_clear (self);
  changed = refresh_properties (self);
  g_signal_emit (self, signals[CHANGED], 0, what, cell);
  notify_properties (self, changed);
}

static void
notify_file (FutoshikiDocument *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

/* Getters */

const FutoGame *
futoshiki_document_get_game (FutoshikiDocument *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), NULL);

  return self->game;
}

const FutoPuzzle *
futoshiki_document_get_puzzle (FutoshikiDocument *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), NULL);

  return self->game->puzzle;
}

int
futoshiki_document_get_size (FutoshikiDocument *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), 0);

  return self->game->puzzle->size;
}

GFile *
futoshiki_document_get_file (FutoshikiDocument *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), NULL);

  return self->file;
}

FutoshikiDocumentMode
futoshiki_document_get_mode (FutoshikiDocument *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FUTOSHIKI_DOCUMENT_MODE_EDIT);

  return self->mode;
}

/* The mode is how the board takes input, not part of the puzzle: it is
 * neither undone nor saved in the file. */
void
futoshiki_document_set_mode (FutoshikiDocument     *self,
                             FutoshikiDocumentMode  mode)
{
  g_return_if_fail (FUTOSHIKI_IS_DOCUMENT (self));
  g_return_if_fail (mode == FUTOSHIKI_DOCUMENT_MODE_EDIT || mode == FUTOSHIKI_DOCUMENT_MODE_PLAY);

  if (self->mode == mode)
    return;
  self->mode = mode;
  problems_clear (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
}

gboolean
futoshiki_document_get_dirty (FutoshikiDocument *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);

  return self->dirty;
}

guint
futoshiki_document_get_elapsed_seconds (FutoshikiDocument *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), 0);

  return self->game->elapsed_seconds;
}

void
futoshiki_document_set_elapsed_seconds (FutoshikiDocument *self,
                                        guint              seconds)
{
  g_return_if_fail (FUTOSHIKI_IS_DOCUMENT (self));

  /* The file's bound (docs/native-format.md). */
  self->game->elapsed_seconds = MIN (seconds, (guint) G_MAXINT32);
}

gboolean
futoshiki_document_get_complete (FutoshikiDocument *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);

  return self->complete;
}

gboolean
futoshiki_document_get_can_undo (FutoshikiDocument *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);

  return self->can_undo;
}

gboolean
futoshiki_document_get_can_redo (FutoshikiDocument *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);

  return self->can_redo;
}

gboolean
futoshiki_document_get_auto_clean_pencil (FutoshikiDocument *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);

  return self->auto_clean_pencil;
}

void
futoshiki_document_set_auto_clean_pencil (FutoshikiDocument *self,
                                          gboolean     auto_clean)
{
  g_return_if_fail (FUTOSHIKI_IS_DOCUMENT (self));

  auto_clean = !!auto_clean;
  if (self->auto_clean_pencil == auto_clean)
    return;
  self->auto_clean_pencil = auto_clean;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTO_CLEAN_PENCIL]);
}

int
futoshiki_document_get_given (FutoshikiDocument *self,
                              int          row,
                              int          col)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), 0);
  g_return_val_if_fail (in_board (self, row, col), 0);

  return self->game->puzzle->givens[cell_index (self, row, col)];
}

int
futoshiki_document_get_entry (FutoshikiDocument *self,
                              int          row,
                              int          col)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), 0);
  g_return_val_if_fail (in_board (self, row, col), 0);

  return self->game->entries[cell_index (self, row, col)];
}

int
futoshiki_document_get_value (FutoshikiDocument *self,
                              int          row,
                              int          col)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), 0);
  g_return_val_if_fail (in_board (self, row, col), 0);

  return futo_game_get_value (self->game, row, col);
}

FutoSet
futoshiki_document_get_pencil (FutoshikiDocument *self,
                               int          row,
                               int          col)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), 0);
  g_return_val_if_fail (in_board (self, row, col), 0);

  return self->game->pencil[cell_index (self, row, col)];
}

FutoRelation
futoshiki_document_get_relation (FutoshikiDocument   *self,
                                 int            row,
                                 int            col,
                                 FutoDirection  dir)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FUTO_REL_NONE);
  g_return_val_if_fail (in_board (self, row, col), FUTO_REL_NONE);

  return futo_puzzle_get_relation (self->game->puzzle, row, col, dir);
}

int
futoshiki_document_count_filled (FutoshikiDocument *self)
{
  int cells, count = 0;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), 0);

  cells = self->game->puzzle->size * self->game->puzzle->size;
  for (int i = 0; i < cells; i++)
    count += self->game->puzzle->givens[i] != 0 || self->game->entries[i] != 0;
  return count;
}

/* The one path every change takes
 *
 * A field changes through set_field(), the whole game through
 * replace_game(); both record the change on the undo stack while a step
 * is open and note it in the batch, so that one user action, however many
 * fields it touches, is one undo step and one "changed" emission. Undo
 * and redo replay recorded steps through the same two calls, without
 * recording them again.
 */

static void
batch_begin (FutoshikiDocument *self,
             gboolean     record)
{
  if (self->batch_depth++ == 0)
    {
      self->batch_what = 0;
      self->batch_cell = -2;
    }
  if (record)
    futoshiki_undo_stack_begin (self->undo);
}

static void
batch_note (FutoshikiDocument       *self,
            FutoshikiDocumentChange  what,
            int                cell)
{
  self->batch_what |= what;
  if (self->batch_cell == -2)
    self->batch_cell = cell;
  else if (self->batch_cell != cell)
    self->batch_cell = -1;
}

/* Returns whether the action changed anything. */
static gboolean
batch_end (FutoshikiDocument *self,
           gboolean     record)
{
  if (record)
    futoshiki_undo_stack_end (self->undo);
  if (--self->batch_depth > 0)
    return self->batch_what != 0;
  if (self->batch_what == 0)
    return FALSE;

  emit_changed (self, self->batch_what, self->batch_cell);
  return TRUE;
}

static guint64
get_field (FutoshikiDocument *self,
           FutoshikiUndoKind  kind,
           int                cell)
{
  return futoshiki_undo_read_field (self->game, kind, cell);
}

/* Writes the field and says what kind of data it is. */
static FutoshikiDocumentChange
put_field (FutoshikiDocument *self,
           FutoshikiUndoKind  kind,
           int                cell,
           guint64            value)
{
  futoshiki_undo_write_field (self->game, kind, cell, value);
  switch (kind)
    {
    case FUTOSHIKI_UNDO_GIVEN:
      return FUTOSHIKI_DOCUMENT_CHANGE_GIVENS;
    case FUTOSHIKI_UNDO_RIGHT:
    case FUTOSHIKI_UNDO_DOWN:
      return FUTOSHIKI_DOCUMENT_CHANGE_SIGNS;
    case FUTOSHIKI_UNDO_ENTRY:
      return FUTOSHIKI_DOCUMENT_CHANGE_ENTRIES;
    case FUTOSHIKI_UNDO_PENCIL:
      return FUTOSHIKI_DOCUMENT_CHANGE_PENCIL;
    case FUTOSHIKI_UNDO_SNAPSHOT:
    default:
      g_assert_not_reached ();
    }
}

/* The one way a field changes: recorded for undo while a step is open. */
static void
set_field (FutoshikiDocument *self,
           FutoshikiUndoKind  kind,
           int          cell,
           guint64      value)
{
  guint64 before = get_field (self, kind, cell);

  if (before == value)
    return;

  if (futoshiki_undo_stack_is_recording (self->undo))
    {
      FutoshikiUndoChange change = { kind, cell, before, value, NULL, NULL };

      futoshiki_undo_stack_record (self->undo, &change);
    }
  batch_note (self, put_field (self, kind, cell, value), cell);
}

/* Takes game; records the old one for undo while a step is open. */
static void
replace_game (FutoshikiDocument *self,
              FutoGame    *game)
{
  FutoGame *old = self->game;
  FutoshikiDocumentChange what = FUTOSHIKI_DOCUMENT_CHANGE_GIVENS | FUTOSHIKI_DOCUMENT_CHANGE_SIGNS
                           | FUTOSHIKI_DOCUMENT_CHANGE_ENTRIES | FUTOSHIKI_DOCUMENT_CHANGE_PENCIL;

  if (old->puzzle->size != game->puzzle->size)
    what |= FUTOSHIKI_DOCUMENT_CHANGE_SIZE;

  self->game = game;
  if (futoshiki_undo_stack_is_recording (self->undo))
    {
      FutoshikiUndoChange change = { FUTOSHIKI_UNDO_SNAPSHOT, -1, 0, 0, old, futo_game_copy (game) };

      futoshiki_undo_stack_record (self->undo, &change);
    }
  else
    futo_game_free (old);
  batch_note (self, what, -1);
}

/* What futoshiki-document-play.c shares (futoshiki-document-private.h) */

static void clean_peer_pencil (FutoshikiDocument *self,
                               int                row,
                               int                col,
                               int                value);

void
_futoshiki_document_begin_step (FutoshikiDocument *self)
{
  batch_begin (self, TRUE);
}

gboolean
_futoshiki_document_end_step (FutoshikiDocument *self)
{
  return batch_end (self, TRUE);
}

void
_futoshiki_document_set_field (FutoshikiDocument *self,
                               FutoshikiUndoKind  kind,
                               int                cell,
                               guint64            value)
{
  set_field (self, kind, cell, value);
}

void
_futoshiki_document_place (FutoshikiDocument *self,
                           int                cell,
                           int                value)
{
  int n = self->game->puzzle->size;

  set_field (self, FUTOSHIKI_UNDO_ENTRY, cell, value);
  set_field (self, FUTOSHIKI_UNDO_PENCIL, cell, 0);
  if (self->auto_clean_pencil && value != 0)
    clean_peer_pencil (self, cell / n, cell % n, value);
}

FutoshikiUndoStack *
_futoshiki_document_get_undo (FutoshikiDocument *self)
{
  return self->undo;
}

GPtrArray *
_futoshiki_document_get_savepoints (FutoshikiDocument *self)
{
  return self->savepoints;
}

guint
_futoshiki_document_next_savepoint_number (FutoshikiDocument *self)
{
  return ++self->last_savepoint_number;
}

void
_futoshiki_document_notify_savepoints (FutoshikiDocument *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_SAVEPOINTS]);
}

/* Undo and redo */

static void
apply_change (FutoshikiDocument         *self,
              const FutoshikiUndoChange *change,
              gboolean             forward)
{
  if (change->kind == FUTOSHIKI_UNDO_SNAPSHOT)
    replace_game (self, futo_game_copy (forward ? change->game_after
                                                              : change->game_before));
  else
    set_field (self, change->kind, change->cell,
                             forward ? change->after : change->before);
}

/* Replays a recorded step as one batch, without recording it again: undo
 * takes its changes back last first, redo makes them again in order. */
static void
replay (FutoshikiDocument       *self,
        const FutoshikiUndoStep *step,
        gboolean           forward)
{
  guint len = step->changes->len;

  batch_begin (self, FALSE);
  for (guint i = 0; i < len; i++)
    apply_change (self, &g_array_index (step->changes, FutoshikiUndoChange, forward ? i : len - 1 - i),
                  forward);
  batch_end (self, FALSE);
}

gboolean
futoshiki_document_undo (FutoshikiDocument *self)
{
  const FutoshikiUndoStep *step;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);

  step = futoshiki_undo_stack_undo (self->undo);
  if (step == NULL)
    return FALSE;
  replay (self, step, FALSE);
  /* The stack moved even if the board did not, and then no "changed"
   * brought can-undo and can-redo up to date. */
  update_properties (self);
  return TRUE;
}

gboolean
futoshiki_document_redo (FutoshikiDocument *self)
{
  const FutoshikiUndoStep *step;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);

  step = futoshiki_undo_stack_redo (self->undo);
  if (step == NULL)
    return FALSE;
  replay (self, step, TRUE);
  update_properties (self);
  return TRUE;
}

/* Edits
 *
 * Each public edit opens a batch, changes fields through set_field() or
 * the whole game through replace_game(), and closes the batch, which
 * records the undo step and emits "changed" once.
 */

gboolean
futoshiki_document_set_given (FutoshikiDocument *self,
                              int          row,
                              int          col,
                              int          value)
{
  int cell;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (in_board (self, row, col), FALSE);
  g_return_val_if_fail (value >= 0 && value <= self->game->puzzle->size, FALSE);

  cell = cell_index (self, row, col);
  batch_begin (self, TRUE);
  set_field (self, FUTOSHIKI_UNDO_GIVEN, cell, value);
  /* An entry or marks under a given would be hidden and meaningless. */
  if (value != 0)
    {
      set_field (self, FUTOSHIKI_UNDO_ENTRY, cell, 0);
      set_field (self, FUTOSHIKI_UNDO_PENCIL, cell, 0);
    }
  return batch_end (self, TRUE);
}

gboolean
futoshiki_document_set_relation (FutoshikiDocument   *self,
                                 int            row,
                                 int            col,
                                 FutoDirection  dir,
                                 FutoRelation   rel)
{
  int n, owner_row = row, owner_col = col;
  FutoRelation stored = rel;
  FutoshikiUndoKind kind;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (in_board (self, row, col), FALSE);
  g_return_val_if_fail (rel <= FUTO_REL_ADJACENT, FALSE);

  /* A relation of the other kind makes a board no file can hold: the
   * native writer refuses it, and with it every save and autosave. */
  if (!futo_mode_allows (futo_puzzle_get_mode (self->game->puzzle), rel))
    return FALSE;

  /* Signs live on the left or upper cell of the pair, read from there;
   * an Adjacent mark reads the same both ways. */
  n = self->game->puzzle->size;
  if (dir == FUTO_DIR_LEFT || dir == FUTO_DIR_UP)
    {
      stored = rel == FUTO_REL_LESS ? FUTO_REL_GREATER
               : rel == FUTO_REL_GREATER ? FUTO_REL_LESS : rel;
      if (dir == FUTO_DIR_LEFT)
        owner_col--;
      else
        owner_row--;
    }
  kind = (dir == FUTO_DIR_LEFT || dir == FUTO_DIR_RIGHT) ? FUTOSHIKI_UNDO_RIGHT : FUTOSHIKI_UNDO_DOWN;
  if (owner_row < 0 || owner_col < 0
      || (kind == FUTOSHIKI_UNDO_RIGHT && owner_col + 1 >= n)
      || (kind == FUTOSHIKI_UNDO_DOWN && owner_row + 1 >= n))
    return FALSE;

  batch_begin (self, TRUE);
  set_field (self, kind, cell_index (self, owner_row, owner_col), stored);
  return batch_end (self, TRUE);
}

gboolean
futoshiki_document_cycle_relation (FutoshikiDocument   *self,
                                   int            row,
                                   int            col,
                                   FutoDirection  dir)
{
  FutoRelation rel;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (in_board (self, row, col), FALSE);

  rel = futo_puzzle_get_relation (self->game->puzzle, row, col, dir);
  if (futo_puzzle_get_mode (self->game->puzzle) == FUTO_MODE_ADJACENT)
    rel = rel == FUTO_REL_NONE ? FUTO_REL_ADJACENT : FUTO_REL_NONE;
  else
    rel = rel == FUTO_REL_NONE ? FUTO_REL_LESS
          : rel == FUTO_REL_LESS ? FUTO_REL_GREATER : FUTO_REL_NONE;
  return futoshiki_document_set_relation (self, row, col, dir, rel);
}

/* Placing v takes away the marks it rules out at once, the chore players
 * do by hand after every entry: v from the rest of the row and column,
 * and in each neighbour what the relation between the two cells no
 * longer allows (a sign: the values on the wrong side of v; an Adjacent
 * mark: all but v - 1 and v + 1; no mark in an Adjacent puzzle: those
 * two). Only these direct consequences: nothing that follows from a
 * cleaned cell in turn, which would be solving for the player. */
static FutoSet
allowed_beside (FutoRelation rel,
                FutoMode     mode,
                int          value,
                int          size)
{
  FutoSet full = FUTO_SET_FULL (size);
  FutoSet one_apart = (value > 1 ? FUTO_SET_BIT (value - 1) : 0)
                      | (value < size ? FUTO_SET_BIT (value + 1) : 0);

  switch (rel)
    {
    case FUTO_REL_LESS:    /* this cell < the neighbour */
      return full & ~FUTO_SET_FULL (value);
    case FUTO_REL_GREATER: /* this cell > the neighbour */
      return FUTO_SET_FULL (value - 1);
    case FUTO_REL_ADJACENT:
      return one_apart;
    case FUTO_REL_NONE:
    default:
      return mode == FUTO_MODE_ADJACENT ? full & ~one_apart : full;
    }
}

static void
clean_peer_pencil (FutoshikiDocument *self,
                   int          row,
                   int          col,
                   int          value)
{
  const FutoPuzzle *puzzle = self->game->puzzle;
  int n = puzzle->size;
  static const int steps[4][2] = { { 0, 1 }, { 1, 0 }, { 0, -1 }, { -1, 0 } };
  static const FutoDirection dirs[4] = { FUTO_DIR_RIGHT, FUTO_DIR_DOWN, FUTO_DIR_LEFT, FUTO_DIR_UP };

  for (int i = 0; i < n; i++)
    {
      int in_row = cell_index (self, row, i);
      int in_col = cell_index (self, i, col);

      if (i != col)
        set_field (self, FUTOSHIKI_UNDO_PENCIL, in_row, self->game->pencil[in_row] & ~FUTO_SET_BIT (value));
      if (i != row)
        set_field (self, FUTOSHIKI_UNDO_PENCIL, in_col, self->game->pencil[in_col] & ~FUTO_SET_BIT (value));
    }

  for (int d = 0; d < 4; d++)
    {
      int r = row + steps[d][0], c = col + steps[d][1];
      FutoSet allowed;
      int neighbour;

      if (!in_board (self, r, c))
        continue;
      neighbour = cell_index (self, r, c);
      allowed = allowed_beside (futo_puzzle_get_relation (puzzle, row, col, dirs[d]),
                                futo_puzzle_get_mode (puzzle), value, n);
      set_field (self, FUTOSHIKI_UNDO_PENCIL, neighbour, self->game->pencil[neighbour] & allowed);
    }
}

gboolean
futoshiki_document_set_entry (FutoshikiDocument *self,
                              int          row,
                              int          col,
                              int          value)
{
  int cell;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (in_board (self, row, col), FALSE);
  g_return_val_if_fail (value >= 0 && value <= self->game->puzzle->size, FALSE);

  cell = cell_index (self, row, col);
  if (self->game->puzzle->givens[cell] != 0)
    return FALSE;

  batch_begin (self, TRUE);
  set_field (self, FUTOSHIKI_UNDO_ENTRY, cell, value);
  if (value != 0 && self->auto_clean_pencil && self->batch_what != 0)
    clean_peer_pencil (self, row, col, value);
  return batch_end (self, TRUE);
}

gboolean
futoshiki_document_set_pencil (FutoshikiDocument *self,
                               int          row,
                               int          col,
                               FutoSet      marks)
{
  int cell;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (in_board (self, row, col), FALSE);
  g_return_val_if_fail ((marks & ~FUTO_SET_FULL (self->game->puzzle->size)) == 0, FALSE);

  cell = cell_index (self, row, col);
  if (self->game->puzzle->givens[cell] != 0)
    return FALSE;

  batch_begin (self, TRUE);
  /* Marks hide under an entry; writing one means the entry was a guess. */
  set_field (self, FUTOSHIKI_UNDO_ENTRY, cell, 0);
  set_field (self, FUTOSHIKI_UNDO_PENCIL, cell, marks);
  return batch_end (self, TRUE);
}

gboolean
futoshiki_document_toggle_pencil (FutoshikiDocument *self,
                                  int          row,
                                  int          col,
                                  int          value)
{
  FutoSet marks;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (in_board (self, row, col), FALSE);
  g_return_val_if_fail (value >= 1 && value <= self->game->puzzle->size, FALSE);

  marks = self->game->pencil[cell_index (self, row, col)] ^ FUTO_SET_BIT (value);
  return futoshiki_document_set_pencil (self, row, col, marks);
}

gboolean
futoshiki_document_clear_cell (FutoshikiDocument *self,
                               int          row,
                               int          col)
{
  int cell;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (in_board (self, row, col), FALSE);

  cell = cell_index (self, row, col);
  batch_begin (self, TRUE);
  set_field (self, FUTOSHIKI_UNDO_ENTRY, cell, 0);
  set_field (self, FUTOSHIKI_UNDO_PENCIL, cell, 0);
  return batch_end (self, TRUE);
}

gboolean
futoshiki_document_fill_candidates (FutoshikiDocument *self)
{
  int n;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);

  n = self->game->puzzle->size;
  /* Candidates are worked out from the board as it was before the fill:
   * marks do not affect them, so the order does not matter. */
  batch_begin (self, TRUE);
  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      if (futoshiki_document_get_value (self, row, col) == 0)
        set_field (self, FUTOSHIKI_UNDO_PENCIL, cell_index (self, row, col),
                   futoshiki_document_get_candidates (self, row, col));
  return batch_end (self, TRUE);
}

gboolean
futoshiki_document_clear_all_pencil (FutoshikiDocument *self)
{
  int cells;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);

  cells = self->game->puzzle->size * self->game->puzzle->size;
  batch_begin (self, TRUE);
  for (int i = 0; i < cells; i++)
    set_field (self, FUTOSHIKI_UNDO_PENCIL, i, 0);
  return batch_end (self, TRUE);
}

gboolean
futoshiki_document_restart (FutoshikiDocument *self)
{
  int cells;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);

  cells = self->game->puzzle->size * self->game->puzzle->size;
  batch_begin (self, TRUE);
  for (int i = 0; i < cells; i++)
    {
      set_field (self, FUTOSHIKI_UNDO_ENTRY, i, 0);
      set_field (self, FUTOSHIKI_UNDO_PENCIL, i, 0);
    }
  return batch_end (self, TRUE);
}

/* Switching between Unequal and Adjacent drops the marks of the old mode,
 * which mean nothing in the new one; givens, entries and pencil marks
 * stay. One undo step brings the old marks back. */
gboolean
futoshiki_document_set_puzzle_mode (FutoshikiDocument *self,
                                    FutoMode     mode)
{
  FutoGame *copy;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (mode == FUTO_MODE_UNEQUAL || mode == FUTO_MODE_ADJACENT, FALSE);

  if (futo_puzzle_get_mode (self->game->puzzle) == mode)
    return FALSE;

  copy = futo_game_copy (self->game);
  futo_puzzle_set_mode (copy->puzzle, mode);
  batch_begin (self, TRUE);
  replace_game (self, copy);
  return batch_end (self, TRUE);
}

FutoMode
futoshiki_document_get_puzzle_mode (FutoshikiDocument *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FUTO_MODE_UNEQUAL);

  return futo_puzzle_get_mode (self->game->puzzle);
}

/* The new board keeps every given, sign, entry and mark that still fits. */
static FutoGame *
resized_copy (const FutoGame *game,
              int             size)
{
  int old_size = game->puzzle->size;
  int keep = MIN (old_size, size);
  FutoGame *copy = futo_game_new (futo_puzzle_new_with_mode (size, futo_puzzle_get_mode (game->puzzle)));

  futo_game_set_string (&copy->title, game->title);
  futo_game_set_string (&copy->author, game->author);
  futo_game_set_string (&copy->source, game->source);
  futo_game_set_string (&copy->difficulty, game->difficulty);

  for (int row = 0; row < keep; row++)
    for (int col = 0; col < keep; col++)
      {
        int from = row * old_size + col;
        int to = row * size + col;

        if (game->puzzle->givens[from] <= size)
          copy->puzzle->givens[to] = game->puzzle->givens[from];
        if (game->entries[from] <= size)
          copy->entries[to] = game->entries[from];
        copy->pencil[to] = game->pencil[from] & FUTO_SET_FULL (size);
        if (col + 1 < keep)
          copy->puzzle->right[to] = game->puzzle->right[from];
        if (row + 1 < keep)
          copy->puzzle->down[to] = game->puzzle->down[from];
      }
  return copy;
}

gboolean
futoshiki_document_resize (FutoshikiDocument *self,
                           int          size)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (size >= FUTO_MIN_SIZE && size <= FUTO_MAX_SIZE, FALSE);

  if (size == self->game->puzzle->size)
    return FALSE;

  batch_begin (self, TRUE);
  replace_game (self, resized_copy (self->game, size));
  return batch_end (self, TRUE);
}

gboolean
futoshiki_document_apply_values (FutoshikiDocument  *self,
                                 const guint8 *values)
{
  int n, cells;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (values != NULL, FALSE);

  n = self->game->puzzle->size;
  cells = n * n;
  for (int i = 0; i < cells; i++)
    g_return_val_if_fail (values[i] <= n, FALSE);

  batch_begin (self, TRUE);
  for (int i = 0; i < cells; i++)
    if (self->game->puzzle->givens[i] == 0)
      {
        set_field (self, FUTOSHIKI_UNDO_ENTRY, i, values[i]);
        if (values[i] != 0)
          set_field (self, FUTOSHIKI_UNDO_PENCIL, i, 0);
      }
  return batch_end (self, TRUE);
}

/* Applying a hint
 *
 * A hint may place a value, take candidates out of several cells, or clear
 * the entries that are wrong: whatever it concludes is one user action, so
 * one undo step takes it back. (Declared in futoshiki-document-hint.h, so that
 * futoshiki-document.h does not bring the core's hint types to every user.)
 */

gboolean
futoshiki_document_apply_hint (FutoshikiDocument          *self,
                               const FutoHintChange *changes,
                               int                   n_changes)
{
  int n, cells;

  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (n_changes == 0 || changes != NULL, FALSE);

  n = self->game->puzzle->size;
  cells = n * n;
  for (int i = 0; i < n_changes; i++)
    {
      g_return_val_if_fail (changes[i].cell >= 0 && changes[i].cell < cells, FALSE);
      g_return_val_if_fail (changes[i].value >= 0 && changes[i].value <= n, FALSE);
    }

  batch_begin (self, TRUE);
  for (int i = 0; i < n_changes; i++)
    {
      int cell = changes[i].cell;
      FutoSet marks = self->game->pencil[cell];

      /* Givens are never the hint's to change. */
      if (self->game->puzzle->givens[cell] != 0)
        continue;
      switch (changes[i].kind)
        {
        case FUTO_CHANGE_PLACE:
          set_field (self, FUTOSHIKI_UNDO_ENTRY, cell, changes[i].value);
          set_field (self, FUTOSHIKI_UNDO_PENCIL, cell, 0);
          /* As if the player had typed it. */
          if (self->auto_clean_pencil && changes[i].value != 0)
            clean_peer_pencil (self, cell / n, cell % n, changes[i].value);
          break;

        case FUTO_CHANGE_ELIMINATE:
          if (changes[i].value == 0 || self->game->entries[cell] != 0)
            break;
          /* The marks the cell is left with never hold a value the board
           * refutes (issue 32): where it had none, what its row, column
           * and signs allow, less what the hint rules out; else its marks,
           * narrowed. Placements come first in a hint's changes, so the
           * board already holds them. */
          set_field (self, FUTOSHIKI_UNDO_PENCIL, cell,
                     futo_hint_marks_after (self->game->puzzle, self->game->entries, cell,
                                            marks, FUTO_SET_BIT (changes[i].value)));
          break;

        case FUTO_CHANGE_CLEAR:
          set_field (self, FUTOSHIKI_UNDO_ENTRY, cell, 0);
          break;

        case FUTO_CHANGE_CLEAR_MARKS:
          set_field (self, FUTOSHIKI_UNDO_PENCIL, cell, 0);
          break;

        default:
          g_warn_if_reached ();
        }
    }
  return batch_end (self, TRUE);
}

/* Saving, and the stored undo history
 *
 * A history read back from the session directory may belong to another
 * document (the puzzle file was replaced while the app was away) or be
 * damaged: the undo stack reads it and proves that it leads to the
 * document as it is (futoshiki_undo_stack_leads_to()) before the document
 * takes it.
 */

/* Files */

char *
futoshiki_document_serialize (FutoshikiDocument *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), NULL);

  return futo_native_write (self->game);
}

/**
 * futoshiki_document_mark_saved:
 * @file: (nullable): where the document now lives; %NULL keeps the file
 *
 * Says that the document as it is now is what @file holds.
 */
void
futoshiki_document_mark_saved (FutoshikiDocument *self,
                               GFile       *file)
{
  g_return_if_fail (FUTOSHIKI_IS_DOCUMENT (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (file != NULL && (self->file == NULL || !g_file_equal (self->file, file)))
    {
      g_set_object (&self->file, file);
      notify_file (self);
    }
  futoshiki_undo_stack_mark_saved (self->undo);
  update_properties (self);
}

/* For a document whose state is nowhere on disk (pasted, restored). */
void
futoshiki_document_mark_unsaved (FutoshikiDocument *self)
{
  g_return_if_fail (FUTOSHIKI_IS_DOCUMENT (self));

  futoshiki_undo_stack_mark_unsaved (self->undo);
  update_properties (self);
}

/**
 * futoshiki_document_serialize_history:
 *
 * The undo history in GVariant's text form (of the type that
 * futoshiki-undo.h describes), for tests and scripts; the session saves
 * the binary form, futoshiki_document_save_history().
 */
char *
futoshiki_document_serialize_history (FutoshikiDocument *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), NULL);

  return futoshiki_undo_stack_print (self->undo);
}

/* Takes stack when it leads to the document as it is; frees it otherwise. */
static gboolean
take_history (FutoshikiDocument   *self,
              FutoshikiUndoStack  *stack,
              GError             **error)
{
  if (stack == NULL)
    return FALSE;
  if (!futoshiki_undo_stack_leads_to (stack, self->game, error))
    {
      futoshiki_undo_stack_free (stack);
      return FALSE;
    }

  futoshiki_undo_stack_free (self->undo);
  self->undo = stack;
  update_properties (self);
  return TRUE;
}

/**
 * futoshiki_document_load_history:
 *
 * Replaces the undo history with one futoshiki_document_serialize_history()
 * wrote (or the text of an older version), if it leads exactly to the
 * document as it is now. Its saved point comes along, so the dirty flag is
 * what it was.
 */
gboolean
futoshiki_document_load_history (FutoshikiDocument  *self,
                                 const char         *text,
                                 gsize               length,
                                 GError            **error)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (self->batch_depth == 0, FALSE);

  return take_history (self, futoshiki_undo_stack_parse (text, length, error), error);
}

/**
 * futoshiki_document_save_history:
 *
 * Returns: (transfer full): the undo history as a GVariant of
 *   %FUTOSHIKI_UNDO_VARIANT_TYPE, for a file
 */
GVariant *
futoshiki_document_save_history (FutoshikiDocument *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (self->batch_depth == 0, NULL);

  return futoshiki_undo_stack_to_variant (self->undo);
}

/**
 * futoshiki_document_restore_history:
 *
 * As futoshiki_document_load_history(), from what
 * futoshiki_document_save_history() made.
 */
gboolean
futoshiki_document_restore_history (FutoshikiDocument  *self,
                                    GVariant           *history,
                                    GError            **error)
{
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (history != NULL, FALSE);
  g_return_val_if_fail (self->batch_depth == 0, FALSE);

  return take_history (self, futoshiki_undo_stack_new_from_variant (history, error), error);
}

/* GObject */

static void
futoshiki_document_finalize (GObject *object)
{
  FutoshikiDocument *self = FUTOSHIKI_DOCUMENT (object);

  problems_clear (self);
  g_clear_pointer (&self->undo, futoshiki_undo_stack_free);
  g_clear_pointer (&self->savepoints, g_ptr_array_unref);
  g_clear_pointer (&self->game, futo_game_free);

  G_OBJECT_CLASS (futoshiki_document_parent_class)->finalize (object);
}

static void
futoshiki_document_dispose (GObject *object)
{
  FutoshikiDocument *self = FUTOSHIKI_DOCUMENT (object);

  g_clear_object (&self->file);

  G_OBJECT_CLASS (futoshiki_document_parent_class)->dispose (object);
}

static void
futoshiki_document_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  FutoshikiDocument *self = FUTOSHIKI_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_SIZE:
      g_value_set_int (value, self->size);
      break;

    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;

    case PROP_MODE:
      g_value_set_enum (value, self->mode);
      break;

    case PROP_DIRTY:
      g_value_set_boolean (value, self->dirty);
      break;

    case PROP_COMPLETE:
      g_value_set_boolean (value, self->complete);
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;

    case PROP_AUTO_CLEAN_PENCIL:
      g_value_set_boolean (value, self->auto_clean_pencil);
      break;

    case PROP_N_SAVEPOINTS:
      g_value_set_uint (value, self->savepoints->len);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_document_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  FutoshikiDocument *self = FUTOSHIKI_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_MODE:
      futoshiki_document_set_mode (self, g_value_get_enum (value));
      break;

    case PROP_AUTO_CLEAN_PENCIL:
      futoshiki_document_set_auto_clean_pencil (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_document_class_init (FutoshikiDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = futoshiki_document_dispose;
  object_class->finalize = futoshiki_document_finalize;
  object_class->get_property = futoshiki_document_get_property;
  object_class->set_property = futoshiki_document_set_property;

  properties[PROP_SIZE] =
    g_param_spec_int ("size", NULL, NULL, FUTO_MIN_SIZE, FUTO_MAX_SIZE, FUTO_MIN_SIZE, ro);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, ro);
  properties[PROP_MODE] =
    g_param_spec_enum ("mode", NULL, NULL,
                       FUTOSHIKI_TYPE_DOCUMENT_MODE, FUTOSHIKI_DOCUMENT_MODE_EDIT, rw);
  properties[PROP_DIRTY] =
    g_param_spec_boolean ("dirty", NULL, NULL, FALSE, ro);
  properties[PROP_COMPLETE] =
    g_param_spec_boolean ("complete", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  properties[PROP_AUTO_CLEAN_PENCIL] =
    g_param_spec_boolean ("auto-clean-pencil", NULL, NULL, FALSE, rw);
  properties[PROP_N_SAVEPOINTS] =
    g_param_spec_uint ("n-savepoints", NULL, NULL, 0, G_MAXUINT, 0, ro);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * FutoshikiDocument::changed:
   * @what: the kinds of data that changed
   * @cell: the one cell that changed (for a sign, the left or upper cell
   *   of the pair), or -1 when several did
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, FUTOSHIKI_TYPE_DOCUMENT_CHANGE, G_TYPE_INT);
}

static void
futoshiki_document_init (FutoshikiDocument *self)
{
  self->undo = futoshiki_undo_stack_new ();
  self->savepoints = g_ptr_array_new_with_free_func (_futoshiki_savepoint_free);
  self->mode = FUTOSHIKI_DOCUMENT_MODE_EDIT;
}
