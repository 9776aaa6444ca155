/* lab-generate-dialog.c: choosing and generating a new puzzle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Size, kind (signs or Adjacent marks), difficulty, clue style and an
 * optional seed; the generator
 * (futo-generate.h) runs in a GTask so that the window stays responsive,
 * and Cancel reaches it through the budget's cancel flag. Sizes the
 * generator does not offer at a level leave Generate insensitive with the
 * reason underneath. When the generator cannot reach the level within its
 * budget the dialog says so and stays open: it never hands over an easier
 * puzzle than asked for. The window (lab-window-actions.c) opens what
 * "generated" delivers.
 */
#define G_LOG_DOMAIN "lab-generate-dialog"

#include "config.h"

#include <stdatomic.h>
#include <stdlib.h>

#include <glib/gi18n.h>

#include "lab-generate-dialog.h"
#include "futoshiki-task.h"

struct _LabGenerateDialog
{
  AdwWindow      parent_instance;

  GSettings     *settings;
  GCancellable  *cancellable; /* while generating */
  FutoGame      *game;        /* the result, until stolen */
  char          *status;
  double         time_limit;

  /* Template children */
  GtkWidget     *cancel_button;
  GtkWidget     *generate_button;
  GtkWidget     *choices_group;
  GtkSpinButton *size_spin;
  AdwComboRow   *kind_row;
  AdwComboRow   *level_row;
  AdwComboRow   *style_row;
  AdwEntryRow   *seed_row;
  GtkSpinner    *spinner;
  GtkLabel      *status_label;
};

G_DEFINE_FINAL_TYPE (LabGenerateDialog, lab_generate_dialog, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_BUSY,
  PROP_STATUS,
  N_PROPS
};

enum {
  GENERATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The levels and styles in the order of the core's enums. */
static const struct {
  const char *name;
  const char *description;
} levels[FUTO_N_LEVELS] = {
  { N_("Easy"), N_("Singles, and what a sign or an Adjacent mark says about its two cells") },
  { N_("Medium"), N_("Adds chains of signs or runs of marks along a line, and naked and hidden pairs") },
  { N_("Hard"), N_("Adds triples, quads and X-wings") },
  { N_("Extreme"), N_("Adds swordfish, jellyfish and forcing chains") },
  { N_("Recursive"), N_("Needs a guess followed to a contradiction") },
};

static const struct {
  const char *name;
  const char *description;
} styles[FUTO_N_STYLES] = {
  { N_("Balanced"), N_("Givens and signs alike") },
  { N_("Many Givens"), N_("Mostly givens, few signs") },
  { N_("Many Signs"), N_("Mostly signs, few givens, as in Simon Tatham’s Unequal") },
};

typedef struct
{
  int                size;
  FutoMode           mode;
  FutoLevel          level;
  FutoClueStyle      style;
  guint64            seed;
  double             time_limit;
  FutoPuzzle        *puzzle;
  FutoGenerateReport report;
} GenerateData;

static void
generate_data_free (gpointer pointer)
{
  GenerateData *data = pointer;

  g_clear_pointer (&data->puzzle, futo_puzzle_free);
  g_free (data);
}

LabGenerateDialog *
lab_generate_dialog_new (GtkWindow *parent)
{
  return g_object_new (LAB_TYPE_GENERATE_DIALOG,
                       "transient-for", parent,
                       NULL);
}

static FutoMode
selected_mode (LabGenerateDialog *self)
{
  return adw_combo_row_get_selected (self->kind_row) == 1 ? FUTO_MODE_ADJACENT : FUTO_MODE_UNEQUAL;
}

static FutoLevel
selected_level (LabGenerateDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->level_row);

  return selected < FUTO_N_LEVELS ? (FutoLevel) selected : FUTO_LEVEL_EASY;
}

static FutoClueStyle
selected_style (LabGenerateDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->style_row);

  return selected < FUTO_N_STYLES ? (FutoClueStyle) selected : FUTO_STYLE_BALANCED;
}

static void
set_status (LabGenerateDialog *self,
            const char        *status)
{
  if (g_strcmp0 (self->status, status) == 0)
    return;
  g_free (self->status);
  self->status = g_strdup (status);
  gtk_label_set_text (self->status_label, status != NULL ? status : "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
}

/* A seed is a whole number; anything else is said, not guessed at. */
static gboolean
parse_seed (LabGenerateDialog *self,
            guint64           *seed,
            gboolean          *given)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->seed_row));
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  *given = stripped[0] != '\0';
  if (!*given)
    return TRUE;
  return g_ascii_string_to_unsigned (stripped, 10, 0, G_MAXUINT64, seed, NULL);
}

/* Generate is sensitive only for choices the generator takes. */
static void
update_choices (LabGenerateDialog *self)
{
  FutoMode mode = selected_mode (self);
  FutoLevel level = selected_level (self);
  FutoClueStyle style = selected_style (self);
  int size = gtk_spin_button_get_value_as_int (self->size_spin);
  int low = futo_generate_mode_min_size (mode, level, style);
  int high = futo_generate_mode_max_size (mode, level);
  gboolean busy = self->cancellable != NULL;
  g_autofree char *reason = NULL;
  guint64 seed;
  gboolean has_seed;

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->level_row), _(levels[level].description));
  /* Every consecutive pair carries a mark, so an Adjacent puzzle's only
   * clues are givens: there is no style to choose. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->style_row), mode == FUTO_MODE_UNEQUAL);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->style_row),
                               mode == FUTO_MODE_UNEQUAL ? _(styles[style].description)
                               : _("Adjacent puzzles have givens as their only clues"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->kind_row),
                               mode == FUTO_MODE_UNEQUAL ? _("Signs say which of two cells is greater")
                               : _("Marks join every two cells one apart"));

  if (size < low || size > high)
    reason = mode == FUTO_MODE_UNEQUAL
             /* Translators: e.g. "Extreme puzzles in this style come in sizes from 4 × 4 to 20 × 20." */
             ? g_strdup_printf (_("%s puzzles in this style come in sizes from %d × %d to %d × %d."),
                                _(levels[level].name), low, low, high, high)
             /* Translators: e.g. "Hard Adjacent puzzles come in sizes from 5 × 5 to 7 × 7." */
             : g_strdup_printf (_("%s Adjacent puzzles come in sizes from %d × %d to %d × %d."),
                                _(levels[level].name), low, low, high, high);
  else if (!parse_seed (self, &seed, &has_seed))
    reason = g_strdup (_("The seed must be a whole number, or empty for a random one."));

  gtk_widget_set_sensitive (self->generate_button, !busy && reason == NULL);
  gtk_widget_set_sensitive (self->choices_group, !busy);
  if (reason != NULL)
    set_status (self, reason);
  else if (!busy)
    set_status (self, NULL);
}

void
lab_generate_dialog_set_choices (LabGenerateDialog *self,
                                 int                size,
                                 FutoMode           mode,
                                 FutoLevel          level,
                                 FutoClueStyle      style,
                                 const char        *seed)
{
  g_return_if_fail (LAB_IS_GENERATE_DIALOG (self));
  g_return_if_fail (level < FUTO_N_LEVELS);
  g_return_if_fail (style < FUTO_N_STYLES);

  gtk_spin_button_set_value (self->size_spin, size);
  adw_combo_row_set_selected (self->kind_row, mode == FUTO_MODE_ADJACENT ? 1 : 0);
  adw_combo_row_set_selected (self->level_row, level);
  adw_combo_row_set_selected (self->style_row, style);
  gtk_editable_set_text (GTK_EDITABLE (self->seed_row), seed != NULL ? seed : "");
  update_choices (self);
}

static void
set_busy (LabGenerateDialog *self,
          GCancellable      *cancellable)
{
  gboolean was_busy = self->cancellable != NULL;

  g_set_object (&self->cancellable, cancellable);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), cancellable != NULL);
  gtk_spinner_set_spinning (self->spinner, cancellable != NULL);
  update_choices (self);
  if (was_busy != (cancellable != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static void
generate_thread (gpointer          task_data,
                 const atomic_int *cancel)
{
  GenerateData *data = task_data;
  FutoGenerateBudget budget = { 0, data->time_limit, cancel };

  futo_generate_mode (data->size, data->mode, data->level, data->style, data->seed,
                      &budget, &data->puzzle, &data->report);
}

static FutoGame *
game_for (const GenerateData *data,
          FutoPuzzle         *puzzle)
{
  FutoGame *game = futo_game_new (puzzle);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, data->seed);
  g_autofree char *source = NULL;
  g_autofree char *title = NULL;

  /* Translators: the source of a generated puzzle; %s is a number */
  source = g_strdup_printf (_("Generated by Futoshiki Lab, seed %s"), seed);
  /* Translators: the title of a generated puzzle, e.g. "Easy 6 × 6" */
  title = data->mode == FUTO_MODE_UNEQUAL
          ? g_strdup_printf (_("%s %d × %d"), _(levels[data->level].name), data->size, data->size)
          /* Translators: the title of a generated Adjacent puzzle, e.g. "Easy Adjacent 6 × 6" */
          : g_strdup_printf (_("%s Adjacent %d × %d"), _(levels[data->level].name),
                             data->size, data->size);
  futo_game_set_string (&game->source, source);
  futo_game_set_string (&game->title, title);
  futo_game_set_string (&game->difficulty, futo_level_id (data->level));
  return game;
}

static void
on_generated (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  LabGenerateDialog *self = LAB_GENERATE_DIALOG (source);
  GenerateData *data = g_task_get_task_data (G_TASK (result));
  g_autofree char *message = NULL;

  /* A newer run (or none, after Cancel) owns the dialog now. */
  if (self->cancellable != g_task_get_cancellable (G_TASK (result)))
    return;
  set_busy (self, NULL);

  switch (data->report.status)
    {
    case FUTO_GENERATE_OK:
      g_clear_pointer (&self->game, futo_game_free);
      self->game = game_for (data, g_steal_pointer (&data->puzzle));
      g_signal_emit (self, signals[GENERATED], 0);
      gtk_window_destroy (GTK_WINDOW (self));
      return;

    case FUTO_GENERATE_CANCELLED:
      message = g_strdup (_("Stopped. Nothing was generated."));
      break;

    case FUTO_GENERATE_EXHAUSTED:
      /* Translators: %s is the generator's own explanation */
      message = g_strdup_printf (_("No puzzle at exactly this level turned up within the time allowed. "
                                   "Try another seed, size or style. (%s)"), data->report.message);
      break;

    default:
      message = g_strdup_printf (_("The generator refused these choices: %s"), data->report.message);
      break;
    }
  set_status (self, message);
}

void
lab_generate_dialog_generate (LabGenerateDialog *self)
{
  g_autoptr(GCancellable) cancellable = NULL;
  g_autoptr(GTask) task = NULL;
  GenerateData *data;
  gboolean has_seed;

  g_return_if_fail (LAB_IS_GENERATE_DIALOG (self));

  if (self->cancellable != NULL || !gtk_widget_get_sensitive (self->generate_button))
    return;

  data = g_new0 (GenerateData, 1);
  data->size = gtk_spin_button_get_value_as_int (self->size_spin);
  data->mode = selected_mode (self);
  data->time_limit = self->time_limit;
  data->level = selected_level (self);
  data->style = selected_style (self);
  if (!parse_seed (self, &data->seed, &has_seed) || !has_seed)
    data->seed = ((guint64) g_random_int () << 32) | g_random_int ();

  /* The choices are remembered for next time, tried or not. */
  g_settings_set_int (self->settings, "generate-size", data->size);
  /* Preferences show the same size (lab-preferences-window.c). */
  g_settings_set_int (self->settings, "default-size", data->size);
  g_settings_set_string (self->settings, "generate-mode",
                         data->mode == FUTO_MODE_ADJACENT ? "adjacent" : "unequal");
  g_settings_set_string (self->settings, "generate-difficulty", futo_level_id (data->level));
  g_settings_set_string (self->settings, "generate-style", futo_style_id (data->style));

  cancellable = g_cancellable_new ();

  task = g_task_new (self, cancellable, on_generated, NULL);
  g_task_set_source_tag (task, lab_generate_dialog_generate);
  g_task_set_task_data (task, data, generate_data_free);
  /* The result is always reported, cancelled or not: the callback tells
   * a stale run by its cancellable. */
  g_task_set_check_cancellable (task, FALSE);

  set_busy (self, cancellable);
  set_status (self, _("Generating…"));
  /* The dialog is the source: it must not be released in the thread. */
  futoshiki_task_run_in_thread (task, generate_thread);
}

void
lab_generate_dialog_set_time_limit (LabGenerateDialog *self,
                                    double             seconds)
{
  g_return_if_fail (LAB_IS_GENERATE_DIALOG (self));
  g_return_if_fail (seconds > 0);

  self->time_limit = seconds;
}

void
lab_generate_dialog_cancel (LabGenerateDialog *self)
{
  g_return_if_fail (LAB_IS_GENERATE_DIALOG (self));

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

gboolean
lab_generate_dialog_get_busy (LabGenerateDialog *self)
{
  g_return_val_if_fail (LAB_IS_GENERATE_DIALOG (self), FALSE);

  return self->cancellable != NULL;
}

const char *
lab_generate_dialog_get_status (LabGenerateDialog *self)
{
  g_return_val_if_fail (LAB_IS_GENERATE_DIALOG (self), NULL);

  return self->status;
}

FutoGame *
lab_generate_dialog_steal_game (LabGenerateDialog *self)
{
  g_return_val_if_fail (LAB_IS_GENERATE_DIALOG (self), NULL);

  return g_steal_pointer (&self->game);
}

static void
on_cancel_clicked (LabGenerateDialog *self)
{
  if (self->cancellable != NULL)
    lab_generate_dialog_cancel (self);
  else
    gtk_window_close (GTK_WINDOW (self));
}

static GListModel *
names_model (const char *const *names,
             guint              n_names)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  for (guint i = 0; i < n_names; i++)
    gtk_string_list_append (list, _(names[i]));
  return G_LIST_MODEL (list);
}

static void
load_settings (LabGenerateDialog *self)
{
  g_autofree char *level_id = g_settings_get_string (self->settings, "generate-difficulty");
  g_autofree char *style_id = g_settings_get_string (self->settings, "generate-style");
  g_autofree char *mode_id = g_settings_get_string (self->settings, "generate-mode");
  FutoLevel level = FUTO_LEVEL_EASY;
  FutoClueStyle style = FUTO_STYLE_BALANCED;

  futo_level_from_id (level_id, &level);
  futo_style_from_id (style_id, &style);
  lab_generate_dialog_set_choices (self, g_settings_get_int (self->settings, "generate-size"),
                                   g_str_equal (mode_id, "adjacent") ? FUTO_MODE_ADJACENT
                                                                     : FUTO_MODE_UNEQUAL,
                                   level, style, NULL);
}

static gboolean
lab_generate_dialog_close_request (GtkWindow *window)
{
  LabGenerateDialog *self = LAB_GENERATE_DIALOG (window);

  /* Closing while generating means the result is not wanted. */
  lab_generate_dialog_cancel (self);
  return GTK_WINDOW_CLASS (lab_generate_dialog_parent_class)->close_request (window);
}

static void
lab_generate_dialog_dispose (GObject *object)
{
  LabGenerateDialog *self = LAB_GENERATE_DIALOG (object);

  lab_generate_dialog_cancel (self);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->game, futo_game_free);

  gtk_widget_dispose_template (GTK_WIDGET (self), LAB_TYPE_GENERATE_DIALOG);

  G_OBJECT_CLASS (lab_generate_dialog_parent_class)->dispose (object);
}

static void
lab_generate_dialog_finalize (GObject *object)
{
  LabGenerateDialog *self = LAB_GENERATE_DIALOG (object);

  g_free (self->status);

  G_OBJECT_CLASS (lab_generate_dialog_parent_class)->finalize (object);
}

static void
lab_generate_dialog_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  LabGenerateDialog *self = LAB_GENERATE_DIALOG (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, lab_generate_dialog_get_busy (self));
      break;

    case PROP_STATUS:
      g_value_set_string (value, self->status);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_generate_dialog_class_init (LabGenerateDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = lab_generate_dialog_dispose;
  object_class->finalize = lab_generate_dialog_finalize;
  object_class->get_property = lab_generate_dialog_get_property;
  window_class->close_request = lab_generate_dialog_close_request;

  properties[PROP_BUSY] = g_param_spec_boolean ("busy", NULL, NULL, FALSE, ro);
  properties[PROP_STATUS] = g_param_spec_string ("status", NULL, NULL, NULL, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LabGenerateDialog::generated:
   *
   * A puzzle is ready: take it with lab_generate_dialog_steal_game(). The
   * dialog closes after the handlers ran.
   */
  signals[GENERATED] = g_signal_new ("generated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/generate/lab-generate-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, LabGenerateDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, LabGenerateDialog, generate_button);
  gtk_widget_class_bind_template_child (widget_class, LabGenerateDialog, choices_group);
  gtk_widget_class_bind_template_child (widget_class, LabGenerateDialog, size_spin);
  gtk_widget_class_bind_template_child (widget_class, LabGenerateDialog, kind_row);
  gtk_widget_class_bind_template_child (widget_class, LabGenerateDialog, level_row);
  gtk_widget_class_bind_template_child (widget_class, LabGenerateDialog, style_row);
  gtk_widget_class_bind_template_child (widget_class, LabGenerateDialog, seed_row);
  gtk_widget_class_bind_template_child (widget_class, LabGenerateDialog, spinner);
  gtk_widget_class_bind_template_child (widget_class, LabGenerateDialog, status_label);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
lab_generate_dialog_init (LabGenerateDialog *self)
{
  const char *level_names[FUTO_N_LEVELS];
  const char *style_names[FUTO_N_STYLES];
  g_autoptr(GListModel) level_model = NULL;
  g_autoptr(GListModel) style_model = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APP_ID);
  self->time_limit = LAB_GENERATE_TIME_LIMIT;

  for (guint i = 0; i < FUTO_N_LEVELS; i++)
    level_names[i] = levels[i].name;
  for (guint i = 0; i < FUTO_N_STYLES; i++)
    style_names[i] = styles[i].name;
  level_model = names_model (level_names, FUTO_N_LEVELS);
  style_model = names_model (style_names, FUTO_N_STYLES);
  adw_combo_row_set_model (self->level_row, level_model);
  adw_combo_row_set_model (self->style_row, style_model);

  g_signal_connect_object (self->cancel_button, "clicked",
                           G_CALLBACK (on_cancel_clicked), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->generate_button, "clicked",
                           G_CALLBACK (lab_generate_dialog_generate), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->size_spin, "value-changed",
                           G_CALLBACK (update_choices), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->kind_row, "notify::selected",
                           G_CALLBACK (update_choices), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->level_row, "notify::selected",
                           G_CALLBACK (update_choices), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->style_row, "notify::selected",
                           G_CALLBACK (update_choices), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->seed_row, "changed",
                           G_CALLBACK (update_choices), self, G_CONNECT_SWAPPED);
  /* Enter in the seed starts, as the default button would. */
  g_signal_connect_object (self->seed_row, "entry-activated",
                           G_CALLBACK (lab_generate_dialog_generate), self, G_CONNECT_SWAPPED);
  load_settings (self);
}
