/* lab-solve-bar.c: a solver's outcome, above the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A slim bar under the hint bar that tells how a run ended, in words with
 * the statistics. Like the hint bar it only shows: its button is the
 * win.solve-dismiss action (lab-solve-controller.c), which decides what
 * it says. The run itself shows in the status line under the board while
 * it goes on (lab-solve-progress.c), so that the board keeps its size
 * until the result lands.
 */
#define G_LOG_DOMAIN "lab-solve-bar"

#include "config.h"

#include "lab-solve-bar.h"

struct _LabSolveBar
{
  GtkWidget    parent_instance;

  GtkRevealer *revealer;
  GtkImage    *icon;
  GtkLabel    *title;
  GtkLabel    *detail;
};

G_DEFINE_FINAL_TYPE (LabSolveBar, lab_solve_bar, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_REVEALED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GtkWidget *
lab_solve_bar_new (void)
{
  return g_object_new (LAB_TYPE_SOLVE_BAR, NULL);
}

static void
set_revealed (LabSolveBar *self,
              gboolean     revealed)
{
  if (gtk_revealer_get_reveal_child (self->revealer) == revealed)
    return;
  gtk_revealer_set_reveal_child (self->revealer, revealed);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEALED]);
}

void
lab_solve_bar_show_outcome (LabSolveBar *self,
                            const char  *icon_name,
                            const char  *title,
                            const char  *detail)
{
  g_return_if_fail (LAB_IS_SOLVE_BAR (self));
  g_return_if_fail (icon_name != NULL);
  g_return_if_fail (title != NULL);
  g_return_if_fail (detail != NULL);

  gtk_image_set_from_icon_name (self->icon, icon_name);
  gtk_label_set_label (self->title, title);
  gtk_label_set_label (self->detail, detail);
  set_revealed (self, TRUE);
}

void
lab_solve_bar_dismiss (LabSolveBar *self)
{
  g_return_if_fail (LAB_IS_SOLVE_BAR (self));

  set_revealed (self, FALSE);
}

gboolean
lab_solve_bar_get_revealed (LabSolveBar *self)
{
  g_return_val_if_fail (LAB_IS_SOLVE_BAR (self), FALSE);

  return gtk_revealer_get_reveal_child (self->revealer);
}

static void
lab_solve_bar_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), LAB_TYPE_SOLVE_BAR);

  G_OBJECT_CLASS (lab_solve_bar_parent_class)->dispose (object);
}

static void
lab_solve_bar_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  LabSolveBar *self = LAB_SOLVE_BAR (object);

  switch (prop_id)
    {
    case PROP_REVEALED:
      g_value_set_boolean (value, lab_solve_bar_get_revealed (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_solve_bar_class_init (LabSolveBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lab_solve_bar_dispose;
  object_class->get_property = lab_solve_bar_get_property;

  properties[PROP_REVEALED] =
    g_param_spec_boolean ("revealed", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "solvebar");
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/solving/lab-solve-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, LabSolveBar, revealer);
  gtk_widget_class_bind_template_child (widget_class, LabSolveBar, icon);
  gtk_widget_class_bind_template_child (widget_class, LabSolveBar, title);
  gtk_widget_class_bind_template_child (widget_class, LabSolveBar, detail);
}

static void
lab_solve_bar_init (LabSolveBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
