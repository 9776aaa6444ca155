/* lab-document.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * LabDocument owns the core game (puzzle, metadata, entries, pencil marks)
 * and is the only code that changes it. Every change goes through
 * _lab_document_set_field() or _lab_document_replace_game()
 * (lab-document-change.c), which record it for undo and gather it for one
 * "changed" emission per user action; the widgets redraw from that signal
 * and never touch the game themselves. This file is the object: its
 * properties, which follow the game, and the getters.
 */
#define G_LOG_DOMAIN "lab-document"

#include "config.h"

#include "lab-document-private.h"

G_DEFINE_ENUM_TYPE (LabDocumentMode, lab_document_mode,
                    G_DEFINE_ENUM_VALUE (LAB_DOCUMENT_MODE_EDIT, "edit"),
                    G_DEFINE_ENUM_VALUE (LAB_DOCUMENT_MODE_PLAY, "play"))

G_DEFINE_FLAGS_TYPE (LabDocumentChange, lab_document_change,
                     G_DEFINE_ENUM_VALUE (LAB_DOCUMENT_CHANGE_GIVENS, "givens"),
                     G_DEFINE_ENUM_VALUE (LAB_DOCUMENT_CHANGE_SIGNS, "signs"),
                     G_DEFINE_ENUM_VALUE (LAB_DOCUMENT_CHANGE_ENTRIES, "entries"),
                     G_DEFINE_ENUM_VALUE (LAB_DOCUMENT_CHANGE_PENCIL, "pencil"),
                     G_DEFINE_ENUM_VALUE (LAB_DOCUMENT_CHANGE_SIZE, "size"))

G_DEFINE_FINAL_TYPE (LabDocument, lab_document, G_TYPE_OBJECT)

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
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/**
 * lab_document_new_for_game:
 * @game: (transfer full): the game to edit
 * @file: (nullable): where it was read from
 *
 * The document starts clean: its state is the one on disk (or, without a
 * file, an empty board nobody would miss).
 */
LabDocument *
lab_document_new_for_game (FutoGame *game,
                           GFile    *file)
{
  LabDocument *self;

  g_return_val_if_fail (game != NULL && game->puzzle != NULL, NULL);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  self = g_object_new (LAB_TYPE_DOCUMENT, NULL);
  self->game = game;
  self->size = game->puzzle->size;
  self->file = file != NULL ? g_object_ref (file) : NULL;
  self->complete = _lab_document_compute_complete (self);
  return self;
}

LabDocument *
lab_document_new (int size)
{
  g_return_val_if_fail (size >= FUTO_MIN_SIZE && size <= FUTO_MAX_SIZE, NULL);

  return lab_document_new_for_game (futo_game_new (futo_puzzle_new (size)), NULL);
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
refresh_properties (LabDocument *self)
{
  guint changed = 0;

  if (self->size != self->game->puzzle->size)
    {
      self->size = self->game->puzzle->size;
      changed |= 1u << PROP_SIZE;
    }
  refresh (&self->dirty, !lab_undo_stack_is_saved (self->undo), PROP_DIRTY, &changed);
  refresh (&self->can_undo, lab_undo_stack_can_undo (self->undo), PROP_CAN_UNDO, &changed);
  refresh (&self->can_redo, lab_undo_stack_can_redo (self->undo), PROP_CAN_REDO, &changed);
  refresh (&self->complete, _lab_document_compute_complete (self), PROP_COMPLETE, &changed);
  return changed;
}

static void
notify_properties (LabDocument *self,
                   guint        changed)
{
  g_object_freeze_notify (G_OBJECT (self));
  for (guint prop = 1; prop < N_PROPS; prop++)
    if (changed & (1u << prop))
      g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
  g_object_thaw_notify (G_OBJECT (self));
}

void
_lab_document_update_properties (LabDocument *self)
{
  notify_properties (self, refresh_properties (self));
}

/* The end of a batch that changed something: what depends on the game is
 * brought up to date, "changed" tells what, then the properties that
 * changed with it notify. */
void
_lab_document_emit_changed (LabDocument       *self,
                            LabDocumentChange  what,
                            int                cell)
{
  guint changed;

  _lab_document_problems_clear (self);
  changed = refresh_properties (self);
  g_signal_emit (self, signals[CHANGED], 0, what, cell);
  notify_properties (self, changed);
}

void
_lab_document_notify_file (LabDocument *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

/* Getters */

const FutoGame *
lab_document_get_game (LabDocument *self)
{
  g_return_val_if_fail (LAB_IS_DOCUMENT (self), NULL);

  return self->game;
}

const FutoPuzzle *
lab_document_get_puzzle (LabDocument *self)
{
  g_return_val_if_fail (LAB_IS_DOCUMENT (self), NULL);

  return self->game->puzzle;
}

int
lab_document_get_size (LabDocument *self)
{
  g_return_val_if_fail (LAB_IS_DOCUMENT (self), 0);

  return self->game->puzzle->size;
}

GFile *
lab_document_get_file (LabDocument *self)
{
  g_return_val_if_fail (LAB_IS_DOCUMENT (self), NULL);

  return self->file;
}

LabDocumentMode
lab_document_get_mode (LabDocument *self)
{
  g_return_val_if_fail (LAB_IS_DOCUMENT (self), LAB_DOCUMENT_MODE_EDIT);

  return self->mode;
}

/* The mode is how the board takes input, not part of the puzzle: it is
 * neither undone nor saved in the file. */
void
lab_document_set_mode (LabDocument     *self,
                       LabDocumentMode  mode)
{
  g_return_if_fail (LAB_IS_DOCUMENT (self));
  g_return_if_fail (mode == LAB_DOCUMENT_MODE_EDIT || mode == LAB_DOCUMENT_MODE_PLAY);

  if (self->mode == mode)
    return;
  self->mode = mode;
  _lab_document_problems_clear (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
}

gboolean
lab_document_get_dirty (LabDocument *self)
{
  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);

  return self->dirty;
}

gboolean
lab_document_get_complete (LabDocument *self)
{
  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);

  return self->complete;
}

gboolean
lab_document_get_can_undo (LabDocument *self)
{
  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);

  return self->can_undo;
}

gboolean
lab_document_get_can_redo (LabDocument *self)
{
  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);

  return self->can_redo;
}

gboolean
lab_document_get_auto_clean_pencil (LabDocument *self)
{
  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FALSE);

  return self->auto_clean_pencil;
}

void
lab_document_set_auto_clean_pencil (LabDocument *self,
                                    gboolean     auto_clean)
{
  g_return_if_fail (LAB_IS_DOCUMENT (self));

  auto_clean = !!auto_clean;
  if (self->auto_clean_pencil == auto_clean)
    return;
  self->auto_clean_pencil = auto_clean;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTO_CLEAN_PENCIL]);
}

int
lab_document_get_given (LabDocument *self,
                        int          row,
                        int          col)
{
  g_return_val_if_fail (LAB_IS_DOCUMENT (self), 0);
  g_return_val_if_fail (in_board (self, row, col), 0);

  return self->game->puzzle->givens[cell_index (self, row, col)];
}

int
lab_document_get_entry (LabDocument *self,
                        int          row,
                        int          col)
{
  g_return_val_if_fail (LAB_IS_DOCUMENT (self), 0);
  g_return_val_if_fail (in_board (self, row, col), 0);

  return self->game->entries[cell_index (self, row, col)];
}

int
lab_document_get_value (LabDocument *self,
                        int          row,
                        int          col)
{
  int cell;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), 0);
  g_return_val_if_fail (in_board (self, row, col), 0);

  cell = cell_index (self, row, col);
  return self->game->puzzle->givens[cell] != 0 ? self->game->puzzle->givens[cell]
                                               : self->game->entries[cell];
}

FutoSet
lab_document_get_pencil (LabDocument *self,
                         int          row,
                         int          col)
{
  g_return_val_if_fail (LAB_IS_DOCUMENT (self), 0);
  g_return_val_if_fail (in_board (self, row, col), 0);

  return self->game->pencil[cell_index (self, row, col)];
}

FutoRelation
lab_document_get_relation (LabDocument   *self,
                           int            row,
                           int            col,
                           FutoDirection  dir)
{
  g_return_val_if_fail (LAB_IS_DOCUMENT (self), FUTO_REL_NONE);
  g_return_val_if_fail (in_board (self, row, col), FUTO_REL_NONE);

  return futo_puzzle_get_relation (self->game->puzzle, row, col, dir);
}

int
lab_document_count_filled (LabDocument *self)
{
  int cells, count = 0;

  g_return_val_if_fail (LAB_IS_DOCUMENT (self), 0);

  cells = self->game->puzzle->size * self->game->puzzle->size;
  for (int i = 0; i < cells; i++)
    count += self->game->puzzle->givens[i] != 0 || self->game->entries[i] != 0;
  return count;
}

/* GObject */

static void
lab_document_finalize (GObject *object)
{
  LabDocument *self = LAB_DOCUMENT (object);

  _lab_document_problems_clear (self);
  g_clear_pointer (&self->undo, lab_undo_stack_free);
  g_clear_pointer (&self->game, futo_game_free);

  G_OBJECT_CLASS (lab_document_parent_class)->finalize (object);
}

static void
lab_document_dispose (GObject *object)
{
  LabDocument *self = LAB_DOCUMENT (object);

  g_clear_object (&self->file);

  G_OBJECT_CLASS (lab_document_parent_class)->dispose (object);
}

static void
lab_document_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  LabDocument *self = LAB_DOCUMENT (object);

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

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_document_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  LabDocument *self = LAB_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_MODE:
      lab_document_set_mode (self, g_value_get_enum (value));
      break;

    case PROP_AUTO_CLEAN_PENCIL:
      lab_document_set_auto_clean_pencil (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_document_class_init (LabDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = lab_document_dispose;
  object_class->finalize = lab_document_finalize;
  object_class->get_property = lab_document_get_property;
  object_class->set_property = lab_document_set_property;

  properties[PROP_SIZE] =
    g_param_spec_int ("size", NULL, NULL, FUTO_MIN_SIZE, FUTO_MAX_SIZE, FUTO_MIN_SIZE, ro);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, ro);
  properties[PROP_MODE] =
    g_param_spec_enum ("mode", NULL, NULL,
                       LAB_TYPE_DOCUMENT_MODE, LAB_DOCUMENT_MODE_EDIT, rw);
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

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LabDocument::changed:
   * @what: the kinds of data that changed
   * @cell: the one cell that changed (for a sign, the left or upper cell
   *   of the pair), or -1 when several did
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, LAB_TYPE_DOCUMENT_CHANGE, G_TYPE_INT);
}

static void
lab_document_init (LabDocument *self)
{
  self->undo = lab_undo_stack_new ();
  self->mode = LAB_DOCUMENT_MODE_EDIT;
}
