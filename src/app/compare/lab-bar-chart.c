/* lab-bar-chart.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One horizontal bar per algorithm, its name on the left and its value on
 * the right, so that long names and long numbers never collide. The
 * colours come from the style (accent and foreground), which keeps the
 * chart right in the dark style; a run stopped by a limit is hatched and
 * its value reads "≥ …", so the difference does not rest on colour.
 *
 * Counts between algorithms differ by orders of magnitude (plain
 * backtracking against propagation), so a logarithmic scale is offered:
 * the bar is then log(1 + v) / log(1 + max). An axis under the bars is
 * ticked at the powers of ten (or at round steps on the linear scale), so
 * that a bar's length can be read; durations come in microseconds for the
 * same reason and are ticked as durations.
 *
 * GTK 4.8 cannot expose non-widget children to screen readers: the chart
 * is an image whose description lists every bar.
 */
#define G_LOG_DOMAIN "lab-bar-chart"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "lab-bar-chart.h"

#define PADDING     6
#define ROW_GAP     8
#define COLUMN_GAP  12
#define BAR_MIN     14
#define MIN_BAR_AREA 80
#define MAX_TICKS   12
#define TICK_GAP    4

typedef struct
{
  char     *label;
  char     *text;
  double    value;
  gboolean  unfinished;
} Bar;

struct _LabBarChart
{
  GtkWidget  parent_instance;

  GArray    *bars;
  char      *title;
  gboolean   log_scale;
  gboolean   durations;
};

G_DEFINE_FINAL_TYPE (LabBarChart, lab_bar_chart, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_LOG_SCALE,
  PROP_TITLE,
  PROP_DURATIONS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
bar_clear (gpointer data)
{
  Bar *bar = data;

  g_free (bar->label);
  g_free (bar->text);
}

static double
max_value (LabBarChart *self)
{
  double max = 0;

  for (guint i = 0; i < self->bars->len; i++)
    max = MAX (max, g_array_index (self->bars, Bar, i).value);
  return max;
}

static double
fraction_of (LabBarChart *self,
             double       value,
             double       max)
{
  if (max <= 0 || value <= 0)
    return 0;
  if (self->log_scale)
    return log1p (value) / log1p (max);
  return value / max;
}

double
lab_bar_chart_get_fraction (LabBarChart *self,
                            guint        i)
{
  double max, value;

  g_return_val_if_fail (LAB_IS_BAR_CHART (self), 0);
  g_return_val_if_fail (i < self->bars->len, 0);

  max = max_value (self);
  value = g_array_index (self->bars, Bar, i).value;
  return fraction_of (self, value, max);
}

guint
lab_bar_chart_get_ticks (LabBarChart *self,
                         double      *ticks,
                         guint        max_ticks)
{
  double max, step;
  guint n = 0;

  g_return_val_if_fail (LAB_IS_BAR_CHART (self), 0);
  g_return_val_if_fail (ticks != NULL || max_ticks == 0, 0);

  max = max_value (self);
  if (max <= 0)
    return 0;
  if (self->log_scale)
    {
      for (double power = 1; power <= max * (1 + 1e-9) && n < max_ticks; power *= 10)
        ticks[n++] = power;
      return n;
    }
  /* Four or five steps of 1, 2 or 5 times a power of ten. */
  step = pow (10, floor (log10 (max / 4)));
  if (max / step > 20)
    step *= 5;
  else if (max / step > 8)
    step *= 2;
  for (double tick = 0; tick <= max * (1 + 1e-9) && n < max_ticks; tick += step)
    ticks[n++] = tick;
  return n;
}

/* "1k", "10M" for counts; "10 µs", "1 ms", "1 s" for durations. */
static char *
tick_text (LabBarChart *self,
           double       value)
{
  if (self->durations)
    {
      if (value < 1000)
        /* Translators: an axis tick, microseconds */
        return g_strdup_printf (_("%g µs"), value);
      if (value < 1e6)
        /* Translators: an axis tick, milliseconds */
        return g_strdup_printf (_("%g ms"), value / 1e3);
      /* Translators: an axis tick, seconds */
      return g_strdup_printf (_("%g s"), value / 1e6);
    }
  if (value < 1e3)
    return g_strdup_printf ("%g", value);
  if (value < 1e6)
    /* Translators: an axis tick, thousands (1k = 1,000) */
    return g_strdup_printf (_("%gk"), value / 1e3);
  if (value < 1e9)
    /* Translators: an axis tick, millions */
    return g_strdup_printf (_("%gM"), value / 1e6);
  /* Translators: an axis tick, thousands of millions */
  return g_strdup_printf (_("%gG"), value / 1e9);
}

char *
lab_bar_chart_describe (LabBarChart *self)
{
  GString *text;

  g_return_val_if_fail (LAB_IS_BAR_CHART (self), NULL);

  text = g_string_new (self->title);
  if (self->log_scale)
    /* Translators: added to the chart's title for screen readers */
    g_string_append (text, _(", logarithmic scale"));
  g_string_append (text, ": ");
  for (guint i = 0; i < self->bars->len; i++)
    {
      const Bar *bar = &g_array_index (self->bars, Bar, i);

      if (i > 0)
        /* Translators: between two bars read out by a screen reader */
        g_string_append (text, _("; "));
      /* Translators: one bar for screen readers: name, then value */
      g_string_append_printf (text, _("%s %s"), bar->label, bar->text);
    }
  return g_string_free (text, FALSE);
}

static void
update_accessible (LabBarChart *self)
{
  g_autofree char *description = lab_bar_chart_describe (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

static PangoLayout *
make_layout (LabBarChart *self,
             const char  *text)
{
  return gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
}

/* The widest label and value, and the height of one line. */
static void
measure_texts (LabBarChart *self,
               int         *label_width,
               int         *text_width,
               int         *line_height)
{
  *label_width = *text_width = 0;
  *line_height = BAR_MIN;
  for (guint i = 0; i < self->bars->len; i++)
    {
      const Bar *bar = &g_array_index (self->bars, Bar, i);
      g_autoptr(PangoLayout) label = make_layout (self, bar->label);
      g_autoptr(PangoLayout) text = make_layout (self, bar->text);
      int w, h;

      pango_layout_get_pixel_size (label, &w, &h);
      *label_width = MAX (*label_width, w);
      *line_height = MAX (*line_height, h);
      pango_layout_get_pixel_size (text, &w, &h);
      *text_width = MAX (*text_width, w);
    }
}

static void
lab_bar_chart_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  LabBarChart *self = LAB_BAR_CHART (widget);
  int label_width, text_width, line_height;

  measure_texts (self, &label_width, &text_width, &line_height);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 2 * PADDING + label_width + text_width + 2 * COLUMN_GAP + MIN_BAR_AREA;
      *natural = *minimum + 3 * MIN_BAR_AREA;
    }
  else
    {
      guint n = MAX (self->bars->len, 1);

      /* The bars, then the axis's labels. */
      *minimum = *natural = 2 * PADDING + n * line_height + (n - 1) * ROW_GAP + TICK_GAP + line_height;
    }
}

static void
set_source (cairo_t       *cr,
            const GdkRGBA *color,
            double         alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

/* Diagonal lines over a bar: "not finished", without relying on colour. */
static void
hatch (cairo_t       *cr,
       double         x,
       double         y,
       double         width,
       double         height,
       const GdkRGBA *color)
{
  cairo_save (cr);
  cairo_rectangle (cr, x, y, width, height);
  cairo_clip (cr);
  set_source (cr, color, 0.55);
  cairo_set_line_width (cr, 2);
  for (double s = x - height; s < x + width; s += 7)
    {
      cairo_move_to (cr, s, y + height);
      cairo_line_to (cr, s + height, y);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Faint lines at the ticks across the bars, and their values under them;
 * a label that would run into the one before it is left out. */
static void
draw_axis (LabBarChart   *self,
           cairo_t       *cr,
           double         area_x,
           double         area_width,
           int            line_height,
           const GdkRGBA *fg)
{
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
  double ticks[MAX_TICKS], max = max_value (self), last_edge = -G_MAXDOUBLE;
  double bottom = PADDING + self->bars->len * (line_height + ROW_GAP) - ROW_GAP;
  guint n = lab_bar_chart_get_ticks (self, ticks, MAX_TICKS);

  cairo_save (cr);
  cairo_set_line_width (cr, 1);
  for (guint t = 0; t < n; t++)
    {
      double fraction = fraction_of (self, ticks[t], max);
      double x = round (rtl ? area_x + area_width - fraction * area_width : area_x + fraction * area_width) + 0.5;
      g_autofree char *label = tick_text (self, ticks[t]);
      g_autoptr(PangoLayout) layout = make_layout (self, label);
      int w, h;

      set_source (cr, fg, 0.18);
      cairo_move_to (cr, x, PADDING);
      cairo_line_to (cr, x, bottom + TICK_GAP);
      cairo_stroke (cr);
      pango_layout_get_pixel_size (layout, &w, &h);
      /* Left to right in reading order; in RTL the edges run the other way. */
      if ((rtl ? -(x + w / 2.0) : x - w / 2.0) < last_edge + 6)
        continue;
      last_edge = rtl ? -(x - w / 2.0) : x + w / 2.0;
      set_source (cr, fg, 0.7);
      cairo_move_to (cr, x - w / 2.0, bottom + TICK_GAP);
      pango_cairo_show_layout (cr, layout);
    }
  cairo_restore (cr);
}

static void
lab_bar_chart_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  LabBarChart *self = LAB_BAR_CHART (widget);
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int label_width, text_width, line_height;
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  GdkRGBA fg, accent, track;
  double area_x, area_width;
  cairo_t *cr;

  if (self->bars->len == 0 || width <= 0 || height <= 0)
    return;

  gtk_style_context_get_color (context, &fg);
  if (!gtk_style_context_lookup_color (context, "accent_bg_color", &accent))
    gdk_rgba_parse (&accent, "#3584e4");
  track = fg;
  track.alpha *= 0.08;

  measure_texts (self, &label_width, &text_width, &line_height);
  label_width = MIN (label_width, width * 2 / 5);
  area_x = PADDING + label_width + COLUMN_GAP;
  area_width = MAX (width - area_x - COLUMN_GAP - text_width - PADDING, 1);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  for (guint i = 0; i < self->bars->len; i++)
    {
      const Bar *bar = &g_array_index (self->bars, Bar, i);
      g_autoptr(PangoLayout) label = make_layout (self, bar->label);
      g_autoptr(PangoLayout) text = make_layout (self, bar->text);
      double y = PADDING + i * (line_height + ROW_GAP);
      double length = lab_bar_chart_get_fraction (self, i) * area_width;
      double bar_x = rtl ? width - area_x - length : area_x;
      int w, h;

      /* The name, ellipsized to its column. */
      pango_layout_set_width (label, label_width * PANGO_SCALE);
      pango_layout_set_ellipsize (label, PANGO_ELLIPSIZE_END);
      pango_layout_get_pixel_size (label, &w, &h);
      set_source (cr, &fg, 1);
      cairo_move_to (cr, rtl ? width - PADDING - w : PADDING, y + (line_height - h) / 2.0);
      pango_cairo_show_layout (cr, label);

      /* The track shows the whole scale, the bar the value. */
      set_source (cr, &track, 1);
      cairo_rectangle (cr, rtl ? width - area_x - area_width : area_x, y, area_width, line_height);
      cairo_fill (cr);
      set_source (cr, &accent, bar->unfinished ? 0.45 : 1);
      cairo_rectangle (cr, bar_x, y, MAX (length, 1), line_height);
      cairo_fill (cr);
      if (bar->unfinished)
        hatch (cr, bar_x, y, MAX (length, 1), line_height, &fg);

      pango_layout_get_pixel_size (text, &w, &h);
      set_source (cr, &fg, 1);
      cairo_move_to (cr,
                     rtl ? width - area_x - area_width - COLUMN_GAP - w
                         : area_x + area_width + COLUMN_GAP,
                     y + (line_height - h) / 2.0);
      pango_cairo_show_layout (cr, text);
    }
  draw_axis (self, cr, rtl ? width - area_x - area_width : area_x, area_width, line_height, &fg);
  cairo_destroy (cr);
}

GtkWidget *
lab_bar_chart_new (void)
{
  return g_object_new (LAB_TYPE_BAR_CHART, NULL);
}

void
lab_bar_chart_set_bars (LabBarChart        *self,
                        guint               n,
                        const char * const *labels,
                        const double       *values,
                        const char * const *texts,
                        const gboolean     *unfinished)
{
  g_return_if_fail (LAB_IS_BAR_CHART (self));
  g_return_if_fail (n == 0 || (labels != NULL && values != NULL && texts != NULL));

  g_array_set_size (self->bars, 0);
  for (guint i = 0; i < n; i++)
    {
      Bar bar = {
        .label = g_strdup (labels[i]),
        .text = g_strdup (texts[i]),
        .value = MAX (values[i], 0),
        .unfinished = unfinished != NULL && unfinished[i],
      };

      g_array_append_val (self->bars, bar);
    }
  update_accessible (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
lab_bar_chart_get_n_bars (LabBarChart *self)
{
  g_return_val_if_fail (LAB_IS_BAR_CHART (self), 0);

  return self->bars->len;
}

void
lab_bar_chart_set_title (LabBarChart *self,
                         const char  *title)
{
  g_return_if_fail (LAB_IS_BAR_CHART (self));

  if (g_strcmp0 (self->title, title) == 0)
    return;
  g_free (self->title);
  self->title = g_strdup (title);
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

const char *
lab_bar_chart_get_title (LabBarChart *self)
{
  g_return_val_if_fail (LAB_IS_BAR_CHART (self), NULL);

  return self->title;
}

gboolean
lab_bar_chart_get_log_scale (LabBarChart *self)
{
  g_return_val_if_fail (LAB_IS_BAR_CHART (self), FALSE);

  return self->log_scale;
}

void
lab_bar_chart_set_log_scale (LabBarChart *self,
                             gboolean     log_scale)
{
  g_return_if_fail (LAB_IS_BAR_CHART (self));

  log_scale = !!log_scale;
  if (self->log_scale == log_scale)
    return;
  self->log_scale = log_scale;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOG_SCALE]);
}

gboolean
lab_bar_chart_get_durations (LabBarChart *self)
{
  g_return_val_if_fail (LAB_IS_BAR_CHART (self), FALSE);

  return self->durations;
}

void
lab_bar_chart_set_durations (LabBarChart *self,
                             gboolean     durations)
{
  g_return_if_fail (LAB_IS_BAR_CHART (self));

  durations = !!durations;
  if (self->durations == durations)
    return;
  self->durations = durations;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DURATIONS]);
}

static void
lab_bar_chart_finalize (GObject *object)
{
  LabBarChart *self = LAB_BAR_CHART (object);

  g_array_unref (self->bars);
  g_free (self->title);

  G_OBJECT_CLASS (lab_bar_chart_parent_class)->finalize (object);
}

static void
lab_bar_chart_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  LabBarChart *self = LAB_BAR_CHART (object);

  switch (prop_id)
    {
    case PROP_LOG_SCALE:
      g_value_set_boolean (value, self->log_scale);
      break;

    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;

    case PROP_DURATIONS:
      g_value_set_boolean (value, self->durations);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_bar_chart_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  LabBarChart *self = LAB_BAR_CHART (object);

  switch (prop_id)
    {
    case PROP_LOG_SCALE:
      lab_bar_chart_set_log_scale (self, g_value_get_boolean (value));
      break;

    case PROP_TITLE:
      lab_bar_chart_set_title (self, g_value_get_string (value));
      break;

    case PROP_DURATIONS:
      lab_bar_chart_set_durations (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_bar_chart_class_init (LabBarChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = lab_bar_chart_finalize;
  object_class->get_property = lab_bar_chart_get_property;
  object_class->set_property = lab_bar_chart_set_property;

  widget_class->measure = lab_bar_chart_measure;
  widget_class->snapshot = lab_bar_chart_snapshot;

  properties[PROP_LOG_SCALE] =
    g_param_spec_boolean ("log-scale", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DURATIONS] =
    g_param_spec_boolean ("durations", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "barchart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
lab_bar_chart_init (LabBarChart *self)
{
  self->bars = g_array_new (FALSE, TRUE, sizeof (Bar));
  g_array_set_clear_func (self->bars, bar_clear);
}
