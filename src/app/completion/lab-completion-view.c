/* lab-completion-view.c: what the player sees on solving a puzzle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A card over the solved board: the time the game clock counted, the
 * hints asked for, whether that time is the best one at the puzzle's
 * size, kind and level, and what to do next. The view owns only what it
 * shows; its buttons are the window's actions (win.new-same-settings,
 * win.play-again, win.keep-editing), so that the menu, the keyboard and
 * tests reach the same code, and the view knows nothing of the window.
 * Hidden, the view is not visible at all, so that it takes no clicks
 * meant for the board.
 */
#define G_LOG_DOMAIN "lab-completion-view"

#include "config.h"

#include <glib/gi18n.h>

#include "futoshiki-game-clock.h"
#include "lab-completion-view.h"

struct _LabCompletionView
{
  GtkWidget    parent_instance;

  guint        seconds;
  guint        hints;
  gboolean     best;

  /* Template children */
  GtkRevealer *revealer;
  GtkWidget   *card;
  GtkLabel    *time_label;
  GtkLabel    *hints_label;
  GtkWidget   *best_label;
  GtkWidget   *new_button;
};

G_DEFINE_FINAL_TYPE (LabCompletionView, lab_completion_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_REVEALED,
  PROP_SECONDS,
  PROP_HINTS,
  PROP_BEST,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GtkWidget *
lab_completion_view_new (void)
{
  return g_object_new (LAB_TYPE_COMPLETION_VIEW, NULL);
}

void
lab_completion_view_present (LabCompletionView *self,
                             guint              seconds,
                             guint              hints,
                             gboolean           best)
{
  g_autofree char *time = NULL;
  g_autofree char *time_text = NULL;
  g_autofree char *hints_text = NULL;
  g_autofree char *description = NULL;

  g_return_if_fail (LAB_IS_COMPLETION_VIEW (self));

  g_object_freeze_notify (G_OBJECT (self));
  if (self->seconds != seconds)
    {
      self->seconds = seconds;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SECONDS]);
    }
  if (self->hints != hints)
    {
      self->hints = hints;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINTS]);
    }
  if (self->best != !!best)
    {
      self->best = !!best;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BEST]);
    }

  time = futoshiki_game_clock_format (seconds);
  /* Translators: on solving a puzzle, e.g. "Time: 3:25" */
  time_text = g_strdup_printf (_("Time: %s"), time);
  if (hints == 0)
    hints_text = g_strdup (_("No hints used"));
  else
    /* Translators: on solving a puzzle */
    hints_text = g_strdup_printf (ngettext ("%u hint used", "%u hints used", hints), hints);
  gtk_label_set_label (self->time_label, time_text);
  gtk_label_set_label (self->hints_label, hints_text);
  gtk_widget_set_visible (self->best_label, best);

  /* A screen reader hears the outcome with the card's name. */
  description = best ? g_strdup_printf ("%s, %s, %s", time_text, hints_text,
                                        gtk_label_get_label (GTK_LABEL (self->best_label)))
                     : g_strdup_printf ("%s, %s", time_text, hints_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->card),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);

  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  if (!gtk_revealer_get_reveal_child (self->revealer))
    {
      gtk_revealer_set_reveal_child (self->revealer, TRUE);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEALED]);
    }
  g_object_thaw_notify (G_OBJECT (self));
  /* The keyboard goes on where the player most likely wants to. */
  gtk_widget_grab_focus (self->new_button);
}

void
lab_completion_view_dismiss (LabCompletionView *self)
{
  g_return_if_fail (LAB_IS_COMPLETION_VIEW (self));

  if (!gtk_revealer_get_reveal_child (self->revealer))
    return;
  gtk_revealer_set_reveal_child (self->revealer, FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEALED]);
}

gboolean
lab_completion_view_get_revealed (LabCompletionView *self)
{
  g_return_val_if_fail (LAB_IS_COMPLETION_VIEW (self), FALSE);

  return gtk_revealer_get_reveal_child (self->revealer);
}

guint
lab_completion_view_get_seconds (LabCompletionView *self)
{
  g_return_val_if_fail (LAB_IS_COMPLETION_VIEW (self), 0);

  return self->seconds;
}

guint
lab_completion_view_get_hints (LabCompletionView *self)
{
  g_return_val_if_fail (LAB_IS_COMPLETION_VIEW (self), 0);

  return self->hints;
}

gboolean
lab_completion_view_get_best (LabCompletionView *self)
{
  g_return_val_if_fail (LAB_IS_COMPLETION_VIEW (self), FALSE);

  return self->best;
}

/* Once faded out, the view goes, so that the board takes clicks again. */
static void
on_child_revealed (LabCompletionView *self)
{
  if (!gtk_revealer_get_reveal_child (self->revealer) && !gtk_revealer_get_child_revealed (self->revealer))
    gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static void
lab_completion_view_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  LabCompletionView *self = LAB_COMPLETION_VIEW (object);

  switch (prop_id)
    {
    case PROP_REVEALED:
      g_value_set_boolean (value, lab_completion_view_get_revealed (self));
      break;

    case PROP_SECONDS:
      g_value_set_uint (value, self->seconds);
      break;

    case PROP_HINTS:
      g_value_set_uint (value, self->hints);
      break;

    case PROP_BEST:
      g_value_set_boolean (value, self->best);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_completion_view_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), LAB_TYPE_COMPLETION_VIEW);

  G_OBJECT_CLASS (lab_completion_view_parent_class)->dispose (object);
}

static void
lab_completion_view_class_init (LabCompletionViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = lab_completion_view_get_property;
  object_class->dispose = lab_completion_view_dispose;

  properties[PROP_REVEALED] = g_param_spec_boolean ("revealed", NULL, NULL, FALSE, ro);
  properties[PROP_SECONDS] = g_param_spec_uint ("seconds", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_HINTS] = g_param_spec_uint ("hints", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_BEST] = g_param_spec_boolean ("best", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/completion/lab-completion-view.ui");
  gtk_widget_class_bind_template_child (widget_class, LabCompletionView, revealer);
  gtk_widget_class_bind_template_child (widget_class, LabCompletionView, card);
  gtk_widget_class_bind_template_child (widget_class, LabCompletionView, time_label);
  gtk_widget_class_bind_template_child (widget_class, LabCompletionView, hints_label);
  gtk_widget_class_bind_template_child (widget_class, LabCompletionView, best_label);
  gtk_widget_class_bind_template_child (widget_class, LabCompletionView, new_button);
  gtk_widget_class_bind_template_callback (widget_class, on_child_revealed);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "completion-view");
  /* Escape goes back to the board, as Keep Editing does. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.keep-editing", NULL);
}

static void
lab_completion_view_init (LabCompletionView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
