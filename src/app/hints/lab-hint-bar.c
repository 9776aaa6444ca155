/* lab-hint-bar.c: a hint shown above the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A slim bar that slides in between the header bar and the board, so that
 * the hint and the cells it talks about are seen together and nothing
 * waits for an answer. It only shows: its buttons are the win.hint,
 * win.hint-apply and win.hint-dismiss actions (lab-hint-controller.c),
 * which decides what it says.
 */
#define G_LOG_DOMAIN "lab-hint-bar"

#include "config.h"

#include <glib/gi18n.h>

#include "lab-hint-bar.h"

struct _LabHintBar
{
  GtkWidget   parent_instance;

  GtkWidget  *revealer;
  GtkWidget  *label;
  GtkWidget  *more_button;
  GtkWidget  *apply_button;
  char       *message;
};

G_DEFINE_FINAL_TYPE (LabHintBar, lab_hint_bar, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MESSAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GtkWidget *
lab_hint_bar_new (void)
{
  return g_object_new (LAB_TYPE_HINT_BAR, NULL);
}

static void
set_message (LabHintBar *self,
             const char *message)
{
  if (g_strcmp0 (self->message, message) == 0)
    return;
  g_free (self->message);
  self->message = g_strdup (message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGE]);
}

void
lab_hint_bar_show (LabHintBar *self,
                   const char *message,
                   const char *apply_label,
                   gboolean    show_more)
{
  g_return_if_fail (LAB_IS_HINT_BAR (self));
  g_return_if_fail (message != NULL);

  gtk_label_set_text (GTK_LABEL (self->label), message);
  /* The label is a status: a screen reader reads the new text out. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, message,
                                  -1);
  gtk_widget_set_visible (self->more_button, show_more);
  gtk_widget_set_visible (self->apply_button, apply_label != NULL);
  if (apply_label != NULL)
    gtk_button_set_label (GTK_BUTTON (self->apply_button), apply_label);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->revealer), TRUE);
  set_message (self, message);
}

void
lab_hint_bar_dismiss (LabHintBar *self)
{
  g_return_if_fail (LAB_IS_HINT_BAR (self));

  gtk_revealer_set_reveal_child (GTK_REVEALER (self->revealer), FALSE);
  set_message (self, NULL);
}

const char *
lab_hint_bar_get_message (LabHintBar *self)
{
  g_return_val_if_fail (LAB_IS_HINT_BAR (self), NULL);

  return self->message;
}

static GtkWidget *
action_button (const char *label,
               const char *action)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  return button;
}

static void
lab_hint_bar_dispose (GObject *object)
{
  LabHintBar *self = LAB_HINT_BAR (object);

  g_clear_pointer (&self->revealer, gtk_widget_unparent);

  G_OBJECT_CLASS (lab_hint_bar_parent_class)->dispose (object);
}

static void
lab_hint_bar_finalize (GObject *object)
{
  LabHintBar *self = LAB_HINT_BAR (object);

  g_free (self->message);

  G_OBJECT_CLASS (lab_hint_bar_parent_class)->finalize (object);
}

static void
lab_hint_bar_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  LabHintBar *self = LAB_HINT_BAR (object);

  switch (prop_id)
    {
    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_hint_bar_class_init (LabHintBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lab_hint_bar_dispose;
  object_class->finalize = lab_hint_bar_finalize;
  object_class->get_property = lab_hint_bar_get_property;

  properties[PROP_MESSAGE] =
    g_param_spec_string ("message", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "hintbar");
}

static void
lab_hint_bar_init (LabHintBar *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *icon = gtk_image_new_from_icon_name ("lab-hint-symbolic");
  GtkWidget *close = gtk_button_new_from_icon_name ("window-close-symbolic");

  self->revealer = gtk_revealer_new ();
  /* It slides in whole, not frame by frame: mid-slide GTK 4.8 asks the
   * wrapping label inside for its width at its height divided by the
   * progress, millions of pixels, which overflows in GtkLabel; the bogus
   * width stays in the size cache and the box then reports "GtkLabel
   * reports a minimum width of …". (A crossfade would keep the space.) */
  gtk_revealer_set_transition_type (GTK_REVEALER (self->revealer),
                                    GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN);
  gtk_revealer_set_transition_duration (GTK_REVEALER (self->revealer), 0);
  gtk_widget_set_parent (self->revealer, GTK_WIDGET (self));

  gtk_widget_add_css_class (box, "card");
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_bottom (box, 0);
  gtk_revealer_set_child (GTK_REVEALER (self->revealer), box);

  gtk_widget_set_margin_start (icon, 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Hint"),
                                  -1);
  gtk_box_append (GTK_BOX (box), icon);

  self->label = g_object_new (GTK_TYPE_LABEL,
                              "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS,
                              "wrap", TRUE,
                              /* A minimum width that no text changes: a
                               * wrapping label's minimum otherwise follows
                               * its longest word, and GTK's box checks it
                               * against the width it reports for a height. */
                              "wrap-mode", PANGO_WRAP_WORD_CHAR,
                              "width-chars", 16,
                              "max-width-chars", 60,
                              "xalign", 0.0f,
                              "hexpand", TRUE,
                              "selectable", FALSE,
                              "margin-top", 9,
                              "margin-bottom", 9,
                              NULL);
  gtk_box_append (GTK_BOX (box), self->label);

  self->more_button = action_button (_("Show _More"), "win.hint");
  gtk_widget_set_tooltip_text (self->more_button, _("Explain the hint in full (Ctrl+H)"));
  gtk_box_append (GTK_BOX (box), self->more_button);

  self->apply_button = action_button (_("_Apply"), "win.hint-apply");
  gtk_widget_add_css_class (self->apply_button, "suggested-action");
  gtk_box_append (GTK_BOX (box), self->apply_button);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (close), "win.hint-dismiss");
  gtk_widget_set_valign (close, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_end (close, 6);
  gtk_widget_add_css_class (close, "flat");
  gtk_widget_set_tooltip_text (close, _("Hide the hint"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (close),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Hide the Hint"),
                                  -1);
  gtk_box_append (GTK_BOX (box), close);
}
