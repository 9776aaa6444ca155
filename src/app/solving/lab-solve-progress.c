/* lab-solve-progress.c: a run under way, in the status line under the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * While a background run goes on, the status line under the board shows
 * what runs and how far it got, with Cancel; the window shows this in
 * place of the game's status for as long as "running" is true. The outcome
 * then appears above the board (lab-solve-bar.c).
 *
 * The run shows here rather than above the board for the sake of the
 * solver: a bar appearing above the board takes height from it, and the
 * board is then laid out and drawn again, which on a 50×50 costs the main
 * thread more than the whole of a short run's progress. The status line
 * has a fixed height, so a run's start and its progress, eight times a
 * second, redraw a line of text and nothing else (bench/app/README.md).
 * For the same reason there is no spinner: the time and node count show
 * that the run is alive.
 */
#define G_LOG_DOMAIN "lab-solve-progress"

#include "config.h"

#include "lab-solve-progress.h"
#include "lab-tooltip.h"

struct _LabSolveProgress
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkLabel  *heading;
  GtkLabel  *detail;
  gboolean   running;
};

G_DEFINE_FINAL_TYPE (LabSolveProgress, lab_solve_progress, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_RUNNING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GtkWidget *
lab_solve_progress_new (void)
{
  return g_object_new (LAB_TYPE_SOLVE_PROGRESS, NULL);
}

static void
set_running (LabSolveProgress *self,
             gboolean          running)
{
  if (self->running == running)
    return;
  self->running = running;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

void
lab_solve_progress_start (LabSolveProgress *self,
                          const char       *heading)
{
  g_return_if_fail (LAB_IS_SOLVE_PROGRESS (self));
  g_return_if_fail (heading != NULL);

  gtk_label_set_label (self->heading, heading);
  gtk_label_set_label (self->detail, "");
  set_running (self, TRUE);
}

void
lab_solve_progress_set_detail (LabSolveProgress *self,
                               const char       *detail)
{
  g_return_if_fail (LAB_IS_SOLVE_PROGRESS (self));
  g_return_if_fail (detail != NULL);

  gtk_label_set_label (self->detail, detail);
}

void
lab_solve_progress_stop (LabSolveProgress *self)
{
  g_return_if_fail (LAB_IS_SOLVE_PROGRESS (self));

  set_running (self, FALSE);
}

gboolean
lab_solve_progress_get_running (LabSolveProgress *self)
{
  g_return_val_if_fail (LAB_IS_SOLVE_PROGRESS (self), FALSE);

  return self->running;
}

static void
lab_solve_progress_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), LAB_TYPE_SOLVE_PROGRESS);

  G_OBJECT_CLASS (lab_solve_progress_parent_class)->dispose (object);
}

static void
lab_solve_progress_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  LabSolveProgress *self = LAB_SOLVE_PROGRESS (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_solve_progress_class_init (LabSolveProgressClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lab_solve_progress_dispose;
  object_class->get_property = lab_solve_progress_get_property;

  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "solveprogress");
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/solving/lab-solve-progress.ui");
  /* Bound so that dispose takes the template's children away. */
  gtk_widget_class_bind_template_child (widget_class, LabSolveProgress, box);
  gtk_widget_class_bind_template_child (widget_class, LabSolveProgress, heading);
  gtk_widget_class_bind_template_child (widget_class, LabSolveProgress, detail);
}

static void
lab_solve_progress_init (LabSolveProgress *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Ellipsized in a narrow window; the detail changes eight times a
   * second, so its tooltip is made only when asked for. */
  lab_tooltip_show_label_text (self->heading);
  lab_tooltip_show_label_text (self->detail);
}
