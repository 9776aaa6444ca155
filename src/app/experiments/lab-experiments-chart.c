/* lab-experiments-chart.c: the chart of a sweep, as its points arrive
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws through futo_render_sweep(), the same chart the command writes
 * with --plot and the window exports, so that what one sees is what one
 * saves. A click picks the point under it, for the window to open one of
 * its instances.
 */
#define G_LOG_DOMAIN "lab-experiments-chart"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "futo-planted.h"
#include "futoshiki-algorithm-text.h"
#include "lab-experiments-chart.h"

struct _LabExperimentsChart
{
  GtkWidget          parent_instance;

  FutoshikiExperimentsRun *run;
  GSignalGroup      *run_signals;
  FutoSweepEffort    effort;
  int                selected_point;
  char               title[200];
  const char        *method_names[FUTO_SWEEP_MAX_ALGORITHMS + 1];
};

G_DEFINE_FINAL_TYPE (LabExperimentsChart, lab_experiments_chart, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_RUN,
  PROP_EFFORT_TIME,
  PROP_SELECTED_POINT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
lab_experiments_chart_get_options (LabExperimentsChart    *self,
                                   FutoRenderSweepOptions *options)
{
  const FutoSweep *sweep;

  g_return_if_fail (LAB_IS_EXPERIMENTS_CHART (self));
  g_return_if_fail (options != NULL);

  futo_render_sweep_options_init (options);
  options->effort = self->effort;
  options->selected_point = self->selected_point;
  options->x_label = _("Empty cells (fraction of the board)");
  options->y_label = self->effort == FUTO_SWEEP_EFFORT_NODES ? _("Explored nodes (median and quartiles)")
                                                             : _("Time (median and quartiles)");
  options->cut_note = _("hollow: some runs hit the limit");
  sweep = self->run != NULL ? futoshiki_experiments_run_get_sweep (self->run) : NULL;
  if (sweep != NULL)
    {
      const FutoSweepSpec *spec = futo_sweep_get_spec (sweep);

      /* Translators: the chart's title: the board's order, instances per point, signs. */
      g_snprintf (self->title, sizeof self->title, _("Order %d · %d instances per point · %d signs"),
                  spec->size, spec->instances, futo_planted_sign_count (spec->size, spec->signs));
      options->title = self->title;
      /* The methods by their names, as everywhere else in the app. */
      for (int a = 0; a < spec->n_algorithms && a < FUTO_SWEEP_MAX_ALGORITHMS; a++)
        self->method_names[a] = futoshiki_algorithm_name (spec->algorithms[a]);
      self->method_names[MIN (spec->n_algorithms, FUTO_SWEEP_MAX_ALGORITHMS)] = NULL;
      options->method_names = self->method_names;
    }
}

static void
lab_experiments_chart_snapshot (GtkWidget   *widget,
                                GtkSnapshot *snapshot)
{
  LabExperimentsChart *self = LAB_EXPERIMENTS_CHART (widget);
  const FutoSweep *sweep = self->run != NULL ? futoshiki_experiments_run_get_sweep (self->run) : NULL;
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  FutoRenderSweepOptions options;
  cairo_t *cr;

  if (sweep == NULL || width <= 0 || height <= 0)
    return;
  lab_experiments_chart_get_options (self, &options);
  options.dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  options.transparent = TRUE;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  futo_render_sweep (cr, sweep, &options, width, height);
  cairo_destroy (cr);
}

static void
on_pressed (GtkGestureClick     *gesture,
            int                  n_press,
            double               x,
            double               y,
            LabExperimentsChart *self)
{
  const FutoSweep *sweep = self->run != NULL ? futoshiki_experiments_run_get_sweep (self->run) : NULL;
  int point;

  if (sweep == NULL)
    return;
  point = futo_render_sweep_point_at (sweep, gtk_widget_get_width (GTK_WIDGET (self)),
                                      gtk_widget_get_height (GTK_WIDGET (self)), x, y);
  if (point >= 0)
    lab_experiments_chart_set_selected_point (self, point);
}

static void
on_run_changed (LabExperimentsChart *self)
{
  const FutoSweep *sweep = futoshiki_experiments_run_get_sweep (self->run);

  /* A new sweep may have fewer points than the one picked from. */
  if (sweep == NULL || self->selected_point >= futo_sweep_n_points (sweep))
    lab_experiments_chart_set_selected_point (self, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
lab_experiments_chart_dispose (GObject *object)
{
  LabExperimentsChart *self = LAB_EXPERIMENTS_CHART (object);

  g_clear_object (&self->run_signals);
  g_clear_object (&self->run);
  G_OBJECT_CLASS (lab_experiments_chart_parent_class)->dispose (object);
}

static void
lab_experiments_chart_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  LabExperimentsChart *self = LAB_EXPERIMENTS_CHART (object);

  switch (prop_id)
    {
    case PROP_RUN:
      g_value_set_object (value, self->run);
      break;
    case PROP_EFFORT_TIME:
      g_value_set_boolean (value, self->effort == FUTO_SWEEP_EFFORT_TIME);
      break;
    case PROP_SELECTED_POINT:
      g_value_set_int (value, self->selected_point);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_experiments_chart_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  LabExperimentsChart *self = LAB_EXPERIMENTS_CHART (object);

  switch (prop_id)
    {
    case PROP_RUN:
      lab_experiments_chart_set_run (self, g_value_get_object (value));
      break;
    case PROP_EFFORT_TIME:
      lab_experiments_chart_set_effort (self, g_value_get_boolean (value) ? FUTO_SWEEP_EFFORT_TIME
                                                                          : FUTO_SWEEP_EFFORT_NODES);
      break;
    case PROP_SELECTED_POINT:
      lab_experiments_chart_set_selected_point (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_experiments_chart_class_init (LabExperimentsChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lab_experiments_chart_dispose;
  object_class->get_property = lab_experiments_chart_get_property;
  object_class->set_property = lab_experiments_chart_set_property;
  widget_class->snapshot = lab_experiments_chart_snapshot;

  properties[PROP_RUN] =
    g_param_spec_object ("run", NULL, NULL, FUTOSHIKI_TYPE_EXPERIMENTS_RUN,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* A boolean, so that a switch or toggle binds to it directly. */
  properties[PROP_EFFORT_TIME] =
    g_param_spec_boolean ("effort-time", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED_POINT] =
    g_param_spec_int ("selected-point", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "experimentschart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
lab_experiments_chart_init (LabExperimentsChart *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->selected_point = -1;
  self->effort = FUTO_SWEEP_EFFORT_NODES;
  gtk_widget_set_size_request (GTK_WIDGET (self), 480, 320);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Chart of the effort against the fraction of empty cells"), -1);

  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  self->run_signals = g_signal_group_new (FUTOSHIKI_TYPE_EXPERIMENTS_RUN);
  g_signal_group_connect_swapped (self->run_signals, "changed", G_CALLBACK (on_run_changed), self);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
lab_experiments_chart_new (void)
{
  return g_object_new (LAB_TYPE_EXPERIMENTS_CHART, NULL);
}

void
lab_experiments_chart_set_run (LabExperimentsChart *self,
                               FutoshikiExperimentsRun   *run)
{
  g_return_if_fail (LAB_IS_EXPERIMENTS_CHART (self));
  g_return_if_fail (run == NULL || FUTOSHIKI_IS_EXPERIMENTS_RUN (run));

  if (!g_set_object (&self->run, run))
    return;
  g_signal_group_set_target (self->run_signals, run);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUN]);
}

FutoshikiExperimentsRun *
lab_experiments_chart_get_run (LabExperimentsChart *self)
{
  g_return_val_if_fail (LAB_IS_EXPERIMENTS_CHART (self), NULL);

  return self->run;
}

void
lab_experiments_chart_set_effort (LabExperimentsChart *self,
                                  FutoSweepEffort      effort)
{
  g_return_if_fail (LAB_IS_EXPERIMENTS_CHART (self));

  if (self->effort == effort)
    return;
  self->effort = effort;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EFFORT_TIME]);
}

FutoSweepEffort
lab_experiments_chart_get_effort (LabExperimentsChart *self)
{
  g_return_val_if_fail (LAB_IS_EXPERIMENTS_CHART (self), FUTO_SWEEP_EFFORT_NODES);

  return self->effort;
}

int
lab_experiments_chart_get_selected_point (LabExperimentsChart *self)
{
  g_return_val_if_fail (LAB_IS_EXPERIMENTS_CHART (self), -1);

  return self->selected_point;
}

void
lab_experiments_chart_set_selected_point (LabExperimentsChart *self,
                                          int                  point)
{
  g_return_if_fail (LAB_IS_EXPERIMENTS_CHART (self));

  point = MAX (point, -1);
  if (self->selected_point == point)
    return;
  self->selected_point = point;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_POINT]);
}
