/* lab-hint-controller.c: hints in stages, with the win.hint actions
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
 *
 * The window owns the controller; a search in progress holds it only
 * weakly, so that a window closed meanwhile drops it at once.
 */
#define G_LOG_DOMAIN "lab-hint-controller"

#include "config.h"

#include <glib/gi18n.h>

#include "futo-hint.h"
#include "futoshiki-document-hint.h"
#include "lab-hint-controller.h"
#include "futoshiki-hint-text.h"
#include "futoshiki-task.h"

typedef enum
{
  STAGE_NONE = 0, /* nothing shown */
  STAGE_FINDING,  /* the core is looking */
  STAGE_VAGUE,    /* where to look */
  STAGE_FULL,     /* the whole deduction */
  STAGE_MESSAGE,  /* mistakes, or a sentence instead of a hint */
} HintStage;

struct _LabHintController
{
  GObject           parent_instance;

  /* The window whose win.* actions these are; it owns the controller,
   * so this is no reference. */
  GActionMap       *actions;
  LabBoard         *board;
  LabHintBar       *bar;

  FutoshikiSolutionCheck *check;
  /* The check's document, whose changes and mode end the hint. */
  FutoshikiDocument      *document;
  GSignalGroup     *document_signals;

  FutoHint          hint;
  gboolean          has_hint;
  HintStage         stage;
  /* Counts forgotten hints, so that a search finishing late is ignored. */
  guint             serial;
};

G_DEFINE_FINAL_TYPE (LabHintController, lab_hint_controller, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SOLUTION_CHECK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_action_enabled (LabHintController *self,
                    const char        *name,
                    gboolean           enabled)
{
  GAction *action = g_action_map_lookup_action (self->actions, name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
update_actions (LabHintController *self)
{
  gboolean play = self->document != NULL
                  && futoshiki_document_get_mode (self->document) == FUTOSHIKI_DOCUMENT_MODE_PLAY;

  set_action_enabled (self, "hint", play && self->stage != STAGE_FULL && self->stage != STAGE_FINDING);
  set_action_enabled (self, "hint-apply", play && self->has_hint);
}

static void
forget_hint (LabHintController *self)
{
  if (self->has_hint)
    futo_hint_clear (&self->hint);
  self->has_hint = FALSE;
  self->stage = STAGE_NONE;
  self->serial++;
}

static void
dismiss (LabHintController *self)
{
  forget_hint (self);
  lab_hint_bar_dismiss (self->bar);
  lab_board_set_hint_cells (self->board, NULL, 0, NULL, 0, NULL, 0);
  update_actions (self);
}

/* Showing a hint */

/* The focus of a vague hint: the cell, the line or the sign. */
static void
mark_vague (LabHintController   *self,
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
mark_full (LabHintController   *self,
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
show_mistakes (LabHintController *self)
{
  g_autofree int *cells = g_new (int, MAX (self->hint.n_mistakes, 1));
  g_autofree char *text = futoshiki_hint_text_full (futoshiki_document_get_puzzle (self->document),
                                                    &self->hint);

  for (int i = 0; i < self->hint.n_mistakes; i++)
    cells[i] = self->hint.mistakes[i].cell;
  self->stage = STAGE_MESSAGE;
  lab_hint_bar_show (self->bar, text,
                     self->hint.n_mistakes > 0 ? _("_Clear Mistakes") : NULL, FALSE);
  lab_board_set_hint_cells (self->board, NULL, 0, cells, self->hint.n_mistakes, NULL, 0);
}

/* A sentence instead of a hint; nothing to apply. */
static void
show_message (LabHintController *self,
              const char        *text)
{
  forget_hint (self);
  self->stage = STAGE_MESSAGE;
  lab_board_set_hint_cells (self->board, NULL, 0, NULL, 0, NULL, 0);
  lab_hint_bar_show (self->bar, text, NULL, FALSE);
}

/* Hints are for puzzles with one solution. The solution check knows
 * already, and asking it first keeps the core from searching a puzzle
 * with many solutions (a large empty board takes minutes) on the main
 * thread. Returns FALSE after saying why there is no hint. */
static gboolean
puzzle_has_hints (LabHintController *self)
{
  switch (futoshiki_solution_check_get_state (self->check))
    {
    case FUTOSHIKI_SOLUTION_STATE_UNIQUE:
      return TRUE;
    case FUTOSHIKI_SOLUTION_STATE_CHECKING:
      show_message (self, _("The puzzle is still being checked for a single solution. "
                            "Ask again in a moment."));
      return FALSE;
    case FUTOSHIKI_SOLUTION_STATE_MULTIPLE:
      show_message (self, _("This puzzle has more than one solution, so no deduction can finish it. "
                            "Edit it until the status says it has one."));
      return FALSE;
    case FUTOSHIKI_SOLUTION_STATE_UNDECIDED:
      show_message (self, _("Whether this puzzle has a single solution could not be decided in time, "
                            "so there is no hint to give."));
      return FALSE;
    case FUTOSHIKI_SOLUTION_STATE_INVALID:
    case FUTOSHIKI_SOLUTION_STATE_NONE:
    default:
      show_message (self, _("This puzzle has no solution, so there is no hint to give. "
                            "Check its givens and signs."));
      return FALSE;
    }
}

/* Finding a hint */

/* The search runs on a copy of the game in a thread: a large puzzle can
 * take the core a while, and the window must stay responsive. */
typedef struct
{
  GWeakRef      controller;
  FutoGame     *game;
  FutoHint      hint;
  FutoHintKind  kind;
  guint         serial; /* the controller's serial when the search began */
} FindData;

static void
find_data_free (gpointer pointer)
{
  FindData *data = pointer;

  g_weak_ref_clear (&data->controller);
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
show_found (LabHintController *self,
            FindData          *data)
{
  int size = data->game->puzzle->size;
  g_autofree char *text = NULL;

  /* The hint moves into the controller; data keeps an empty one to free. */
  self->hint = data->hint;
  futo_hint_init (&data->hint);
  self->has_hint = TRUE;
  switch (data->kind)
    {
    case FUTO_HINT_STEP:
      self->stage = STAGE_VAGUE;
      text = futoshiki_hint_text_vague (data->game->puzzle, &self->hint);
      lab_hint_bar_show (self->bar, text, _("_Apply"), TRUE);
      mark_vague (self, &self->hint.step, size);
      break;
    case FUTO_HINT_MISTAKES:
      show_mistakes (self);
      break;
    case FUTO_HINT_SOLVED:
    case FUTO_HINT_STUCK:
    case FUTO_HINT_INVALID:
    default:
      /* show_message() forgets the hint: the words first. */
      text = futoshiki_hint_text_vague (data->game->puzzle, &self->hint);
      show_message (self, text);
      break;
    }
}

static void
on_found (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  FindData *data = g_task_get_task_data (G_TASK (result));
  g_autoptr(LabHintController) self = g_weak_ref_get (&data->controller);

  /* Gone, dismissed, or the board changed meanwhile: the answer is stale. */
  if (self == NULL || self->stage != STAGE_FINDING || self->serial != data->serial)
    return;
  self->stage = STAGE_NONE;
  show_found (self, data);
  update_actions (self);
}

static void
find_hint (LabHintController *self)
{
  g_autoptr(GTask) task = NULL;
  FindData *data;

  forget_hint (self);
  if (!puzzle_has_hints (self))
    return;

  data = g_new0 (FindData, 1);
  g_weak_ref_init (&data->controller, self);
  data->game = futo_game_copy (futoshiki_document_get_game (self->document));
  futo_hint_init (&data->hint);
  data->serial = self->serial;
  self->stage = STAGE_FINDING;
  lab_hint_bar_show (self->bar, _("Looking for a hint…"), NULL, FALSE);

  task = g_task_new (NULL, NULL, on_found, NULL);
  g_task_set_source_tag (task, find_hint);
  g_task_set_task_data (task, data, find_data_free);
  futoshiki_task_run_in_thread (task, find_thread);
}

/* Actions */

static void
hint_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  LabHintController *self = user_data;
  g_autofree char *text = NULL;

  if (self->document == NULL)
    return;

  if (self->stage == STAGE_VAGUE && self->has_hint)
    {
      /* The full deduction, naming the technique, worded from the
       * core's data in the user's language. */
      text = futoshiki_hint_text_full (futoshiki_document_get_puzzle (self->document), &self->hint);
      self->stage = STAGE_FULL;
      lab_hint_bar_show (self->bar, text != NULL ? text : "", _("_Apply"), FALSE);
      mark_full (self, &self->hint.step);
    }
  else if (self->stage == STAGE_NONE || self->stage == STAGE_MESSAGE)
    find_hint (self);
  else
    return;
  update_actions (self);
}

static void
hint_apply_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  LabHintController *self = user_data;
  g_autofree FutoHintChange *changes = NULL;
  int n_changes;

  if (self->document == NULL || !self->has_hint)
    return;
  n_changes = futo_hint_changes (&self->hint, &changes);
  /* The change clears the hint (on_document_changed) by itself. */
  if (!futoshiki_document_apply_hint (self->document, changes, n_changes))
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

LabHintController *
lab_hint_controller_new (GActionMap *actions,
                         LabBoard   *board,
                         LabHintBar *bar)
{
  LabHintController *self;

  g_return_val_if_fail (G_IS_ACTION_MAP (actions), NULL);
  g_return_val_if_fail (LAB_IS_BOARD (board), NULL);
  g_return_val_if_fail (LAB_IS_HINT_BAR (bar), NULL);

  self = g_object_new (LAB_TYPE_HINT_CONTROLLER, NULL);
  self->actions = actions;
  self->board = g_object_ref (board);
  self->bar = g_object_ref (bar);
  g_action_map_add_action_entries (actions, hint_actions,
                                   G_N_ELEMENTS (hint_actions), self);
  update_actions (self);
  return self;
}

/* Following the document */

/* A change of the board or of the mode ends the hint, which was about
 * the board as it was. */
static void
on_document_changed (LabHintController *self)
{
  if (self->stage != STAGE_NONE)
    dismiss (self);
  else
    update_actions (self);
}

FutoshikiSolutionCheck *
lab_hint_controller_get_solution_check (LabHintController *self)
{
  g_return_val_if_fail (LAB_IS_HINT_CONTROLLER (self), NULL);

  return self->check;
}

void
lab_hint_controller_set_solution_check (LabHintController *self,
                                        FutoshikiSolutionCheck  *check)
{
  FutoshikiDocument *document;

  g_return_if_fail (LAB_IS_HINT_CONTROLLER (self));
  g_return_if_fail (check == NULL || FUTOSHIKI_IS_SOLUTION_CHECK (check));

  if (self->check == check)
    return;
  document = check != NULL ? futoshiki_solution_check_get_document (check) : NULL;
  g_set_object (&self->check, check);
  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, self->document);
  dismiss (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLUTION_CHECK]);
}

gboolean
lab_hint_controller_get_busy (LabHintController *self)
{
  g_return_val_if_fail (LAB_IS_HINT_CONTROLLER (self), FALSE);

  return self->stage == STAGE_FINDING;
}

/* GObject */

static void
lab_hint_controller_dispose (GObject *object)
{
  LabHintController *self = LAB_HINT_CONTROLLER (object);

  if (self->actions != NULL)
    for (guint i = 0; i < G_N_ELEMENTS (hint_actions); i++)
      g_action_map_remove_action (self->actions, hint_actions[i].name);
  self->actions = NULL;

  forget_hint (self);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  g_clear_object (&self->check);
  g_clear_object (&self->board);
  g_clear_object (&self->bar);

  G_OBJECT_CLASS (lab_hint_controller_parent_class)->dispose (object);
}

static void
lab_hint_controller_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  LabHintController *self = LAB_HINT_CONTROLLER (object);

  switch (prop_id)
    {
    case PROP_SOLUTION_CHECK:
      g_value_set_object (value, self->check);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_hint_controller_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  LabHintController *self = LAB_HINT_CONTROLLER (object);

  switch (prop_id)
    {
    case PROP_SOLUTION_CHECK:
      lab_hint_controller_set_solution_check (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_hint_controller_class_init (LabHintControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = lab_hint_controller_dispose;
  object_class->get_property = lab_hint_controller_get_property;
  object_class->set_property = lab_hint_controller_set_property;

  properties[PROP_SOLUTION_CHECK] =
    g_param_spec_object ("solution-check", NULL, NULL, FUTOSHIKI_TYPE_SOLUTION_CHECK,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
lab_hint_controller_init (LabHintController *self)
{
  self->document_signals = g_signal_group_new (FUTOSHIKI_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "changed",
                                  G_CALLBACK (on_document_changed), self);
  g_signal_group_connect_swapped (self->document_signals, "notify::mode",
                                  G_CALLBACK (on_document_changed), self);
}
