/* lab-window-hint.c: the win.hint actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hint teaches in stages: the first press of Hint says where to look
 * ("Look at row 3"), the second names the technique, the cells and signs
 * it reads and what follows, and Apply makes that one undoable step. When
 * entries are wrong the hint says which and offers to clear them. The
 * hint bar (lab-hint-bar.c) shows the words and the board outlines the
 * cells; both go away as soon as the board changes, since the hint was
 * about the board as it was.
 */
#define G_LOG_DOMAIN "lab-window-hint"

#include "config.h"

#include <glib/gi18n.h>

#include "futo-hint.h"
#include "lab-document-hint.h"
#include "lab-hint-text.h"
#include "lab-task.h"
#include "lab-window-private.h"

typedef enum
{
  STAGE_NONE = 0, /* nothing shown */
  STAGE_FINDING,  /* the core is looking */
  STAGE_VAGUE,    /* where to look */
  STAGE_FULL,     /* the whole deduction */
  STAGE_MESSAGE,  /* mistakes, or a sentence instead of a hint */
} HintStage;

struct _LabWindowHint
{
  FutoHint    hint;
  gboolean    has_hint;
  HintStage   stage;
  /* The document the hint listens to: a reference, so that it can still
   * be let go of after the window dropped it. */
  LabDocument *document;
  /* Counts forgotten hints, so that a search finishing late is ignored. */
  guint        serial;
};

static void
forget_hint (LabWindow *self)
{
  LabWindowHint *state = self->hint;

  if (state->has_hint)
    futo_hint_clear (&state->hint);
  state->has_hint = FALSE;
  state->stage = STAGE_NONE;
  state->serial++;
}

static void
dismiss (LabWindow *self)
{
  forget_hint (self);
  lab_hint_bar_dismiss (self->hint_bar);
  lab_board_set_hint_cells (self->board, NULL, 0, NULL, 0, NULL, 0);
  _lab_window_update_actions (self);
}

/* The focus of a vague hint: the cell, the line or the sign. */
static void
mark_vague (LabWindow           *self,
            const FutoHumanStep *step,
            int                  size)
{
  g_autofree int *cells = g_new (int, size);
  int sign[2] = { step->focus, step->focus_other };
  int n_cells = 0;

  switch (step->focus_kind)
    {
    case FUTO_FOCUS_CELL:
      cells[n_cells++] = step->focus;
      break;
    case FUTO_FOCUS_ROW:
    case FUTO_FOCUS_COLUMN:
      for (int i = 0; i < size; i++)
        cells[n_cells++] = step->focus_kind == FUTO_FOCUS_ROW ? step->focus * size + i
                                                              : i * size + step->focus;
      break;
    case FUTO_FOCUS_SIGN:
      lab_board_set_hint_cells (self->board, NULL, 0, NULL, 0, sign, 1);
      return;
    case FUTO_FOCUS_VALUE:
    default:
      break;
    }
  lab_board_set_hint_cells (self->board, cells, n_cells, NULL, 0, NULL, 0);
}

/* Everything the deduction reads, and the cells it concludes about. */
static void
mark_full (LabWindow           *self,
           const FutoHumanStep *step)
{
  int n_targets = step->n_placements + step->n_eliminations;
  g_autofree int *targets = g_new (int, MAX (n_targets, 1));
  g_autofree int *signs = g_new (int, 2 * MAX (step->n_signs, 1));

  for (int i = 0; i < step->n_placements; i++)
    targets[i] = step->placements[i].cell;
  for (int i = 0; i < step->n_eliminations; i++)
    targets[step->n_placements + i] = step->eliminations[i].cell;
  for (int i = 0; i < step->n_signs; i++)
    {
      signs[2 * i] = step->signs[i].cell;
      signs[2 * i + 1] = step->signs[i].other;
    }
  lab_board_set_hint_cells (self->board, step->cells, step->n_cells,
                            targets, n_targets, signs, step->n_signs);
}

static void
show_mistakes (LabWindow *self)
{
  LabWindowHint *state = self->hint;
  g_autofree int *cells = g_new (int, MAX (state->hint.n_mistakes, 1));
  g_autofree char *text = lab_hint_text_full (lab_document_get_puzzle (self->document),
                                              &state->hint);

  for (int i = 0; i < state->hint.n_mistakes; i++)
    cells[i] = state->hint.mistakes[i].cell;
  state->stage = STAGE_MESSAGE;
  lab_hint_bar_show (self->hint_bar, text,
                     state->hint.n_mistakes > 0 ? _("_Clear Mistakes") : NULL, FALSE);
  lab_board_set_hint_cells (self->board, NULL, 0, cells, state->hint.n_mistakes, NULL, 0);
}

/* A sentence instead of a hint; nothing to apply. */
static void
show_message (LabWindow  *self,
              const char *text)
{
  forget_hint (self);
  self->hint->stage = STAGE_MESSAGE;
  lab_board_set_hint_cells (self->board, NULL, 0, NULL, 0, NULL, 0);
  lab_hint_bar_show (self->hint_bar, text, NULL, FALSE);
}

/* Hints are for puzzles with one solution. The solution check knows
 * already, and asking it first keeps the core from searching a puzzle
 * with many solutions (a large empty board takes minutes) on the main
 * thread. Returns FALSE after saying why there is no hint. */
static gboolean
puzzle_has_hints (LabWindow *self)
{
  switch (self->check != NULL ? lab_solution_check_get_state (self->check)
                              : LAB_SOLUTION_STATE_CHECKING)
    {
    case LAB_SOLUTION_STATE_UNIQUE:
      return TRUE;
    case LAB_SOLUTION_STATE_CHECKING:
      show_message (self, _("The puzzle is still being checked for a single solution. "
                            "Ask again in a moment."));
      return FALSE;
    case LAB_SOLUTION_STATE_MULTIPLE:
      show_message (self, _("This puzzle has more than one solution, so no deduction can finish it. "
                            "Edit it until the status says it has one."));
      return FALSE;
    case LAB_SOLUTION_STATE_UNDECIDED:
      show_message (self, _("Whether this puzzle has a single solution could not be decided in time, "
                            "so there is no hint to give."));
      return FALSE;
    case LAB_SOLUTION_STATE_INVALID:
    case LAB_SOLUTION_STATE_NONE:
    default:
      show_message (self, _("This puzzle has no solution, so there is no hint to give. "
                            "Check its givens and signs."));
      return FALSE;
    }
}

/* The search runs on a copy of the game in a thread: a large puzzle can
 * take the core a while, and the window must stay responsive. */
typedef struct
{
  FutoGame     *game;
  FutoHint      hint;
  FutoHintKind  kind;
  guint         serial; /* the hint state's serial when the search began */
} FindData;

static void
find_data_free (gpointer pointer)
{
  FindData *data = pointer;

  futo_game_free (data->game);
  futo_hint_clear (&data->hint);
  g_free (data);
}

static void
find_thread (gpointer          task_data,
             const atomic_int *cancel)
{
  FindData *data = task_data;

  data->kind = futo_hint_find (data->game->puzzle, data->game->entries, data->game->pencil,
                               &data->hint);
}

static void
show_found (LabWindow *self,
            FindData  *data)
{
  LabWindowHint *state = self->hint;
  int size = data->game->puzzle->size;
  g_autofree char *text = NULL;

  /* The hint moves into the state; data keeps an empty one to free. */
  state->hint = data->hint;
  futo_hint_init (&data->hint);
  state->has_hint = TRUE;
  switch (data->kind)
    {
    case FUTO_HINT_STEP:
      state->stage = STAGE_VAGUE;
      text = lab_hint_text_vague (data->game->puzzle, &state->hint);
      lab_hint_bar_show (self->hint_bar, text, _("_Apply"), TRUE);
      mark_vague (self, &state->hint.step, size);
      break;
    case FUTO_HINT_MISTAKES:
      show_mistakes (self);
      break;
    case FUTO_HINT_SOLVED:
    case FUTO_HINT_STUCK:
    case FUTO_HINT_INVALID:
    default:
      /* show_message() forgets the hint: the words first. */
      text = lab_hint_text_vague (data->game->puzzle, &state->hint);
      show_message (self, text);
      break;
    }
}

static void
on_found (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  LabWindow *self = LAB_WINDOW (source);
  FindData *data = g_task_get_task_data (G_TASK (result));

  /* Gone, dismissed, or the board changed meanwhile: the answer is stale. */
  if (self->hint == NULL || self->hint->stage != STAGE_FINDING || self->hint->serial != data->serial)
    return;
  self->hint->stage = STAGE_NONE;
  show_found (self, data);
  _lab_window_update_actions (self);
}

static void
find_hint (LabWindow *self)
{
  LabWindowHint *state = self->hint;
  g_autoptr(GTask) task = NULL;
  FindData *data;

  forget_hint (self);
  if (!puzzle_has_hints (self))
    return;

  data = g_new0 (FindData, 1);
  data->game = futo_game_copy (lab_document_get_game (self->document));
  futo_hint_init (&data->hint);
  data->serial = state->serial;
  state->stage = STAGE_FINDING;
  lab_hint_bar_show (self->hint_bar, _("Looking for a hint…"), NULL, FALSE);

  task = g_task_new (self, NULL, on_found, NULL);
  g_task_set_source_tag (task, find_hint);
  g_task_set_task_data (task, data, find_data_free);
  /* The window is the source: it must not be released in the thread. */
  lab_task_run_in_thread (task, find_thread);
}

static void
hint_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  LabWindow *self = user_data;
  LabWindowHint *state = self->hint;
  g_autofree char *text = NULL;

  if (self->document == NULL)
    return;

  if (state->stage == STAGE_VAGUE && state->has_hint)
    {
      /* The full deduction, naming the technique, worded from the
       * core's data in the user's language. */
      text = lab_hint_text_full (lab_document_get_puzzle (self->document), &state->hint);
      state->stage = STAGE_FULL;
      lab_hint_bar_show (self->hint_bar, text != NULL ? text : "", _("_Apply"), FALSE);
      mark_full (self, &state->hint.step);
    }
  else if (state->stage == STAGE_NONE || state->stage == STAGE_MESSAGE)
    find_hint (self);
  else
    return;
  _lab_window_update_actions (self);
}

static void
hint_apply_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  LabWindow *self = user_data;
  LabWindowHint *state = self->hint;
  g_autofree FutoHintChange *changes = NULL;
  int n_changes;

  if (self->document == NULL || !state->has_hint)
    return;
  n_changes = futo_hint_changes (&state->hint, &changes);
  /* The change clears the hint (on_document_changed) by itself. */
  if (!lab_document_apply_hint (self->document, changes, n_changes))
    dismiss (self);
}

static void
hint_dismiss_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  dismiss (user_data);
}

static const GActionEntry hint_actions[] = {
  { "hint", hint_activated },
  { "hint-apply", hint_apply_activated },
  { "hint-dismiss", hint_dismiss_activated },
};

static void
on_document_changed (LabWindow *self)
{
  if (self->hint->stage != STAGE_NONE)
    dismiss (self);
}

static void
on_window_document (LabWindow *self)
{
  LabWindowHint *state = self->hint;

  if (state->document != NULL)
    g_signal_handlers_disconnect_by_func (state->document, on_document_changed, self);
  g_set_object (&state->document, self->document);
  if (state->document != NULL)
    {
      g_signal_connect_object (state->document, "changed",
                               G_CALLBACK (on_document_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (state->document, "notify::mode",
                               G_CALLBACK (on_document_changed), self, G_CONNECT_SWAPPED);
    }
  dismiss (self);
}

void
_lab_window_hint_update (LabWindow *self)
{
  gboolean play = self->document != NULL
                  && lab_document_get_mode (self->document) == LAB_DOCUMENT_MODE_PLAY;
  GAction *action;

  if (self->hint == NULL)
    return;
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "hint");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               play && self->hint->stage != STAGE_FULL
                               && self->hint->stage != STAGE_FINDING);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "hint-apply");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), play && self->hint->has_hint);
  gtk_widget_set_visible (self->hint_button, play);
}

gboolean
_lab_window_hint_get_busy (LabWindow *self)
{
  return self->hint != NULL && self->hint->stage == STAGE_FINDING;
}

void
_lab_window_hint_init (LabWindow *self)
{
  self->hint = g_new0 (LabWindowHint, 1);
  g_action_map_add_action_entries (G_ACTION_MAP (self), hint_actions,
                                   G_N_ELEMENTS (hint_actions), self);
  g_signal_connect (self, "notify::document", G_CALLBACK (on_window_document), NULL);
  _lab_window_hint_update (self);
}

void
_lab_window_hint_dispose (LabWindow *self)
{
  if (self->hint == NULL)
    return;
  if (self->hint->document != NULL)
    g_signal_handlers_disconnect_by_func (self->hint->document, on_document_changed, self);
  g_clear_object (&self->hint->document);
  forget_hint (self);
  g_clear_pointer (&self->hint, g_free);
}
