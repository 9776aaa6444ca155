/* lab-energy-chart.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Simulated annealing and the cat swarm report an energy (or fitness)
 * after each iteration. The chart draws it over the run, one column per
 * bucket of events with the bucket's range and last value, so that a
 * run of millions of iterations still draws in a few hundred segments;
 * a vertical line marks the player's position.
 */
#define G_LOG_DOMAIN "lab-energy-chart"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "lab-energy-chart.h"

#define BUCKETS 400
#define HEIGHT  96

struct _LabEnergyChart
{
  LabTraceView    parent_instance;

  double          low[BUCKETS];
  double          high[BUCKETS];
  double          last[BUCKETS];
  gboolean        filled[BUCKETS];
  double          min;
  double          max;
  gboolean        has_data;
};

G_DEFINE_FINAL_TYPE (LabEnergyChart, lab_energy_chart, LAB_TYPE_TRACE_VIEW)

GtkWidget *
lab_energy_chart_new (void)
{
  return g_object_new (LAB_TYPE_ENERGY_CHART, NULL);
}

static void
collect (LabEnergyChart *self)
{
  FutoshikiTracePlayer *player = lab_trace_view_get_player (LAB_TRACE_VIEW (self));
  const FutoTrace *trace;
  g_autoptr(FutoTraceReader) reader = NULL;
  FutoEvent event;
  gsize length;

  memset (self->filled, 0, sizeof self->filled);
  self->has_data = FALSE;
  self->min = G_MAXDOUBLE;
  self->max = -G_MAXDOUBLE;
  if (player == NULL)
    return;
  trace = futoshiki_trace_player_get_trace (player);
  length = futo_trace_get_length (trace);
  /* One reader over the trace: a lookup per energy would start from its
   * block each time. */
  reader = futoshiki_trace_reader_new (trace, 0);
  for (gsize index = 0; futo_trace_reader_next (reader, &event); index++)
    {
      int bucket;

      if (event.kind != FUTO_EVENT_ENERGY)
        continue;
      bucket = (int) ((double) index / length * BUCKETS);
      bucket = CLAMP (bucket, 0, BUCKETS - 1);
      if (!self->filled[bucket])
        {
          self->low[bucket] = self->high[bucket] = event.energy;
          self->filled[bucket] = TRUE;
        }
      self->last[bucket] = event.energy;
      self->low[bucket] = MIN (self->low[bucket], event.energy);
      self->high[bucket] = MAX (self->high[bucket], event.energy);
      self->min = MIN (self->min, event.energy);
      self->max = MAX (self->max, event.energy);
      self->has_data = TRUE;
    }
}

static void
lab_energy_chart_player_changed (LabTraceView *view)
{
  collect (LAB_ENERGY_CHART (view));
  gtk_widget_queue_draw (GTK_WIDGET (view));
}

gboolean
lab_energy_chart_has_data (LabEnergyChart *self)
{
  g_return_val_if_fail (LAB_IS_ENERGY_CHART (self), FALSE);
  return self->has_data;
}

static void
lab_energy_chart_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  LabEnergyChart *self = LAB_ENERGY_CHART (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double pad = 4, span, fraction;
  GdkRGBA fg, accent = { 0.21, 0.52, 0.89, 1.0 };
  gboolean first = TRUE;
  cairo_t *cr;

  if (!self->has_data || width <= 2 * pad || height <= 2 * pad)
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), "accent_color", &accent);
  span = self->max > self->min ? self->max - self->min : 1;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_rectangle (cr, 0.5, 0.5, width - 1, height - 1);
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fg.alpha * 0.15);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  /* The range of each bucket as a band, the value at its end as a line. */
  for (int b = 0; b < BUCKETS; b++)
    {
      double x = pad + (width - 2 * pad) * (b + 0.5) / BUCKETS;
      double top = pad + (height - 2 * pad) * (1 - (self->high[b] - self->min) / span);
      double bottom = pad + (height - 2 * pad) * (1 - (self->low[b] - self->min) / span);

      if (!self->filled[b])
        continue;
      cairo_rectangle (cr, x - 0.5, top, 1, MAX (bottom - top, 0.5));
    }
  cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, 0.3);
  cairo_fill (cr);
  for (int b = 0; b < BUCKETS; b++)
    {
      double x = pad + (width - 2 * pad) * (b + 0.5) / BUCKETS;
      double y = pad + (height - 2 * pad) * (1 - (self->last[b] - self->min) / span);

      if (!self->filled[b])
        continue;
      if (first)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
      first = FALSE;
    }
  gdk_cairo_set_source_rgba (cr, &accent);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);

  /* Where the player is: a dashed line. */
  if (lab_trace_view_get_fraction (LAB_TRACE_VIEW (self), &fraction))
    {
      double dash = 3;
      double x = pad + (width - 2 * pad) * fraction;

      cairo_set_dash (cr, &dash, 1, 0);
      cairo_move_to (cr, x, 0);
      cairo_line_to (cr, x, height);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fg.alpha * 0.8);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
lab_energy_chart_class_init (LabEnergyChartClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  LabTraceViewClass *view_class = LAB_TRACE_VIEW_CLASS (klass);

  widget_class->snapshot = lab_energy_chart_snapshot;
  /* A move redraws the dashed line of the position, as by default. */
  view_class->player_changed = lab_energy_chart_player_changed;

  gtk_widget_class_set_css_name (widget_class, "energychart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
lab_energy_chart_init (LabEnergyChart *self)
{
  gtk_widget_set_size_request (GTK_WIDGET (self), 120, HEIGHT);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Energy over the run"),
                                  -1);
}
