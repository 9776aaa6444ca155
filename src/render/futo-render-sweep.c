/* futo-render-sweep.c: the chart of a phase-transition sweep
 *
 * See futo-render-sweep.h. The layout is fixed margins around the plot, in
 * the units of the surface, so that the app's widget and a file of the
 * same size look alike and futo_render_sweep_point_at() needs no surface.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include <glib.h>

#include "futo-export-private.h"
#include "futo-render-chart-private.h"
#include "futo-planted.h"
#include "futo-render-sweep.h"

#define TEXT_SIZE    11.0
#define SMALL_SIZE   9.5
#define MARKER       4.5
#define MARGIN_LEFT  70.0
#define MARGIN_RIGHT 18.0
#define MARGIN_TOP   38.0
#define MARGIN_BOTTOM 50.0

typedef struct
{
  double red, green, blue;
} Rgb;

/* Okabe and Ito's palette, which stays apart for the common colour
 * blindnesses; the marker shapes tell the methods apart in grey. */
static const Rgb method_colors[] = {
  { 0.000, 0.447, 0.698 }, /* blue */
  { 0.835, 0.369, 0.000 }, /* vermillion */
  { 0.000, 0.620, 0.451 }, /* bluish green */
  { 0.800, 0.475, 0.655 }, /* reddish purple */
  { 0.902, 0.624, 0.000 }, /* orange */
  { 0.337, 0.706, 0.914 }, /* sky blue */
  { 0.400, 0.400, 0.400 }, /* grey */
  { 0.600, 0.450, 0.200 }, /* brown */
};

typedef enum
{
  SHAPE_CIRCLE,
  SHAPE_SQUARE,
  SHAPE_TRIANGLE,
  SHAPE_DIAMOND,
  SHAPE_TRIANGLE_DOWN,
  SHAPE_PLUS,
  SHAPE_CROSS,
  SHAPE_STAR,
  N_SHAPES
} Shape;

typedef struct
{
  double left, top, right, bottom; /* the plot, in surface units */
  double x_low, x_high;            /* fractions at its left and right edges */
  double y_low, y_high;            /* log10 of the effort at its bottom and top */
} Frame;

typedef struct
{
  const FutoSweep              *sweep;
  const FutoRenderSweepOptions *options;
  Frame                         frame;
  Rgb                           ink;   /* text and axes */
  Rgb                           faint; /* the grid */
} Chart;

void
futo_render_sweep_options_init (FutoRenderSweepOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->effort = FUTO_SWEEP_EFFORT_NODES;
  options->selected_point = -1;
}

/* ---- Geometry ---- */

static void
frame_place (Frame           *frame,
             const FutoSweep *sweep,
             double           width,
             double           height)
{
  const FutoSweepSpec *spec = futo_sweep_get_spec (sweep);
  double pad = fmax (spec->step / 2, 0.005);

  frame->left = MARGIN_LEFT;
  frame->top = MARGIN_TOP;
  frame->right = fmax (width - MARGIN_RIGHT, frame->left + 1);
  frame->bottom = fmax (height - MARGIN_BOTTOM, frame->top + 1);
  frame->x_low = futo_sweep_fraction (sweep, 0) - pad;
  frame->x_high = futo_sweep_fraction (sweep, futo_sweep_n_points (sweep) - 1) + pad;
}

static double
frame_x (const Frame *frame,
         double       fraction)
{
  return frame->left + (fraction - frame->x_low) / (frame->x_high - frame->x_low)
         * (frame->right - frame->left);
}

static double
frame_y (const Frame *frame,
         double       effort)
{
  double position = (log10 (effort) - frame->y_low) / (frame->y_high - frame->y_low);

  return frame->bottom - fmin (fmax (position, 0.0), 1.0) * (frame->bottom - frame->top);
}

/* The effort axis never goes below one node or a microsecond, where a
 * logarithm of a run too quick to time would run away. */
static double
effort_floor (FutoSweepEffort effort)
{
  return effort == FUTO_SWEEP_EFFORT_NODES ? 1.0 : 1e-6;
}

static void
stats_effort (const FutoSweepStats *stats,
              FutoSweepEffort       effort,
              double                values[3])
{
  double floor_value = effort_floor (effort);

  values[0] = fmax (effort == FUTO_SWEEP_EFFORT_NODES ? stats->nodes_q1 : stats->time_q1, floor_value);
  values[1] = fmax (effort == FUTO_SWEEP_EFFORT_NODES ? stats->nodes_median : stats->time_median,
                    floor_value);
  values[2] = fmax (effort == FUTO_SWEEP_EFFORT_NODES ? stats->nodes_q3 : stats->time_q3, floor_value);
}

/* Whole decades around every quartile drawn so far. */
static void
frame_fit_effort (Frame           *frame,
                  const FutoSweep *sweep,
                  FutoSweepEffort  effort)
{
  double low = INFINITY, high = -INFINITY;

  for (int point = 0; point < futo_sweep_n_points (sweep); point++)
    for (int a = 0; a < futo_sweep_get_spec (sweep)->n_algorithms; a++)
      {
        FutoSweepStats stats;
        double values[3];

        futo_sweep_get_stats (sweep, point, a, &stats);
        if (stats.finished == 0)
          continue;
        stats_effort (&stats, effort, values);
        /* Quartiles among the cut runs sit on the top edge, whatever it is. */
        for (int q = 0; q < 3; q++)
          if (isfinite (values[q]))
            {
              low = fmin (low, values[q]);
              high = fmax (high, values[q]);
            }
      }
  if (!isfinite (low))
    {
      low = effort_floor (effort);
      high = effort == FUTO_SWEEP_EFFORT_NODES ? 1000 : 1.0;
    }
  frame->y_low = floor (log10 (low) + 1e-9);
  frame->y_high = ceil (log10 (high) - 1e-9);
  if (frame->y_high <= frame->y_low)
    frame->y_high = frame->y_low + 1;
}

int
futo_render_sweep_point_at (const FutoSweep *sweep,
                            double           width,
                            double           height,
                            double           x,
                            double           y)
{
  Frame frame;
  const FutoSweepSpec *spec;
  double fraction;
  int point;

  g_return_val_if_fail (sweep != NULL, -1);

  frame_place (&frame, sweep, width, height);
  if (x < frame.left || x > frame.right || y < frame.top || y > frame.bottom)
    return -1;
  spec = futo_sweep_get_spec (sweep);
  fraction = frame.x_low + (x - frame.left) / (frame.right - frame.left) * (frame.x_high - frame.x_low);
  point = (int) lround ((fraction - spec->from) / spec->step);
  return CLAMP (point, 0, futo_sweep_n_points (sweep) - 1);
}

/* ---- Text ---- */

static void
set_rgb (cairo_t   *cr,
         const Rgb *color,
         double     alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, alpha);
}

/* "1", "10", "100", "1k", … "1G" for nodes; "1 µs" … "100 s" for time. */
static void
decade_label (int              decade,
              FutoSweepEffort  effort,
              char            *buf,
              size_t           len)
{
  static const char *const time_units[] = { "µs", "ms", "s" };

  if (effort == FUTO_SWEEP_EFFORT_NODES)
    _futo_render_chart_count_label (decade, 1, buf, len);
  else
    {
      int shifted = decade + 6, group = CLAMP (shifted / 3, 0, 2);

      g_snprintf (buf, len, "%.0f %s", pow (10, shifted - 3 * group), time_units[group]);
    }
}

/* ---- Drawing ---- */

static void
draw_marker (cairo_t *cr,
             Shape    shape,
             double   x,
             double   y,
             double   r)
{
  switch (shape)
    {
    case SHAPE_CIRCLE:
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      break;
    case SHAPE_SQUARE:
      cairo_rectangle (cr, x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7);
      break;
    case SHAPE_TRIANGLE:
    case SHAPE_TRIANGLE_DOWN:
      {
        double s = shape == SHAPE_TRIANGLE ? 1 : -1;

        cairo_move_to (cr, x, y - s * r * 1.15);
        cairo_line_to (cr, x + r * 1.1, y + s * r * 0.8);
        cairo_line_to (cr, x - r * 1.1, y + s * r * 0.8);
        cairo_close_path (cr);
      }
      break;
    case SHAPE_DIAMOND:
      cairo_move_to (cr, x, y - r * 1.2);
      cairo_line_to (cr, x + r * 1.2, y);
      cairo_line_to (cr, x, y + r * 1.2);
      cairo_line_to (cr, x - r * 1.2, y);
      cairo_close_path (cr);
      break;
    case SHAPE_PLUS:
    case SHAPE_CROSS:
    case SHAPE_STAR:
    case N_SHAPES:
    default:
      {
        /* Spokes: + is four, × four turned, * eight. */
        int spokes = shape == SHAPE_STAR ? 8 : 4;
        double turn = shape == SHAPE_CROSS ? G_PI / 4 : 0;

        for (int i = 0; i < spokes; i++)
          {
            double angle = turn + i * 2 * G_PI / spokes;

            cairo_move_to (cr, x, y);
            cairo_line_to (cr, x + r * 1.2 * cos (angle), y + r * 1.2 * sin (angle));
          }
      }
      break;
    }
}

/* Filled, or hollow when some runs of the point were cut (a median among
 * the cut runs is hollow on the top edge). Spoked shapes
 * have no inside: theirs is a ring around them. */
static void
paint_marker (cairo_t   *cr,
              Shape      shape,
              const Rgb *color,
              double     x,
              double     y,
              bool       hollow)
{
  bool spoked = shape >= SHAPE_PLUS;

  cairo_save (cr);
  cairo_set_line_width (cr, 1.5);
  draw_marker (cr, shape, x, y, MARKER);
  set_rgb (cr, color, 1.0);
  if (spoked)
    {
      cairo_stroke (cr);
      if (hollow)
        {
          cairo_arc (cr, x, y, MARKER * 1.6, 0, 2 * G_PI);
          cairo_stroke (cr);
        }
    }
  else if (hollow)
    {
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill_preserve (cr);
      set_rgb (cr, color, 1.0);
      cairo_stroke (cr);
    }
  else
    cairo_fill (cr);
  cairo_restore (cr);
}

static double
nice_step (double span)
{
  static const double steps[] = { 0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1.0 };

  for (size_t i = 0; i < G_N_ELEMENTS (steps); i++)
    if (span / steps[i] <= 8)
      return steps[i];
  return 1.0;
}

static void
draw_axes (cairo_t     *cr,
           const Chart *chart)
{
  const Frame *f = &chart->frame;
  FutoSweepEffort effort = chart->options->effort;
  double step = nice_step (f->x_high - f->x_low);
  char label[32];

  cairo_save (cr);
  cairo_set_line_width (cr, 1.0);

  /* Decades, with their 2…9 lighter between. */
  for (int decade = (int) f->y_low; decade <= (int) f->y_high; decade++)
    {
      double y = frame_y (f, pow (10, decade));

      set_rgb (cr, &chart->faint, 0.9);
      cairo_move_to (cr, f->left, round (y) + 0.5);
      cairo_line_to (cr, f->right, round (y) + 0.5);
      cairo_stroke (cr);
      set_rgb (cr, &chart->ink, 1.0);
      decade_label (decade, effort, label, sizeof label);
      _futo_render_chart_draw_text (cr, label, SMALL_SIZE, false, f->left - 6, y, FUTO_RENDER_CHART_ALIGN_RIGHT);
      for (int k = 2; k <= 9 && decade < (int) f->y_high; k++)
        {
          double minor = frame_y (f, k * pow (10, decade));

          set_rgb (cr, &chart->faint, 0.9);
          cairo_move_to (cr, f->left - 3, minor);
          cairo_line_to (cr, f->left, minor);
          cairo_stroke (cr);
        }
    }

  /* Fractions, as percentages. */
  for (double tick = ceil (f->x_low / step - 1e-9) * step; tick <= f->x_high + 1e-9; tick += step)
    {
      double x = frame_x (f, tick);

      set_rgb (cr, &chart->faint, 0.9);
      cairo_move_to (cr, round (x) + 0.5, f->top);
      cairo_line_to (cr, round (x) + 0.5, f->bottom + 4);
      cairo_stroke (cr);
      set_rgb (cr, &chart->ink, 1.0);
      g_snprintf (label, sizeof label, fabs (tick * 100 - round (tick * 100)) < 1e-6 ? "%.0f %%" : "%.1f %%",
                  tick * 100);
      _futo_render_chart_draw_text (cr, label, SMALL_SIZE, false, x, f->bottom + 14, FUTO_RENDER_CHART_ALIGN_CENTER);
    }

  set_rgb (cr, &chart->ink, 1.0);
  cairo_rectangle (cr, f->left + 0.5, f->top + 0.5, f->right - f->left - 1, f->bottom - f->top - 1);
  cairo_stroke (cr);
  _futo_render_chart_draw_text (cr, chart->options->x_label != NULL ? chart->options->x_label
                 : "Empty cells (fraction of the board)",
             TEXT_SIZE, false, (f->left + f->right) / 2, f->bottom + 34, FUTO_RENDER_CHART_ALIGN_CENTER);
  cairo_save (cr);
  cairo_translate (cr, 16, (f->top + f->bottom) / 2);
  cairo_rotate (cr, -G_PI / 2);
  _futo_render_chart_draw_text (cr, chart->options->y_label != NULL ? chart->options->y_label
                 : effort == FUTO_SWEEP_EFFORT_NODES ? "Explored nodes (median and quartiles)"
                 : "Time (median and quartiles)",
             TEXT_SIZE, false, 0, 0, FUTO_RENDER_CHART_ALIGN_CENTER);
  cairo_restore (cr);
  cairo_restore (cr);
}

static void
draw_method (cairo_t     *cr,
             const Chart *chart,
             int          algorithm)
{
  const Frame *f = &chart->frame;
  const FutoSweep *sweep = chart->sweep;
  const Rgb *color = &method_colors[algorithm % G_N_ELEMENTS (method_colors)];
  Shape shape = (Shape) (algorithm % N_SHAPES);
  int n_points = futo_sweep_n_points (sweep);
  g_autofree double *x = g_new0 (double, n_points);
  g_autofree double *low = g_new0 (double, n_points);
  g_autofree double *mid = g_new0 (double, n_points);
  g_autofree double *high = g_new0 (double, n_points);
  g_autofree int *state = g_new0 (int, n_points); /* 0 nothing, 1 a finite median, 2 a median among the cut runs */
  g_autofree gboolean *hollow = g_new0 (gboolean, n_points);

  for (int point = 0; point < n_points; point++)
    {
      FutoSweepStats stats;
      double values[3];

      futo_sweep_get_stats (sweep, point, algorithm, &stats);
      x[point] = frame_x (f, stats.fraction);
      hollow[point] = stats.cut > 0;
      stats_effort (&stats, chart->options->effort, values);
      if (stats.finished > 0 && isfinite (values[1]))
        {
          low[point] = frame_y (f, values[0]);
          mid[point] = frame_y (f, values[1]);
          high[point] = frame_y (f, values[2]);
          state[point] = 1;
        }
      else if (stats.cut > 0)
        state[point] = 2;
    }

  cairo_save (cr);
  cairo_rectangle (cr, f->left, f->top - MARKER * 2, f->right - f->left, f->bottom - f->top + MARKER * 2);
  cairo_clip (cr);

  /* The quartile band, one piece per run of neighbouring points; a lone
   * point gets a whisker instead. */
  for (int start = 0; start < n_points;)
    {
      int end = start;

      if (state[start] != 1)
        {
          start++;
          continue;
        }
      while (end + 1 < n_points && state[end + 1] == 1)
        end++;
      set_rgb (cr, color, 0.18);
      if (end == start)
        {
          cairo_set_line_width (cr, 3.0);
          cairo_move_to (cr, x[start], low[start]);
          cairo_line_to (cr, x[start], high[start]);
          cairo_stroke (cr);
        }
      else
        {
          cairo_move_to (cr, x[start], high[start]);
          for (int p = start + 1; p <= end; p++)
            cairo_line_to (cr, x[p], high[p]);
          for (int p = end; p >= start; p--)
            cairo_line_to (cr, x[p], low[p]);
          cairo_close_path (cr);
          cairo_fill (cr);
          cairo_set_line_width (cr, 0.75);
          set_rgb (cr, color, 0.45);
          for (int p = start; p <= end; p++)
            {
              cairo_move_to (cr, x[p], low[p]);
              cairo_line_to (cr, x[p], high[p]);
            }
          cairo_stroke (cr);
        }
      start = end + 1;
    }

  /* The medians. */
  set_rgb (cr, color, 1.0);
  cairo_set_line_width (cr, 2.0);
  for (int point = 0, drawing = 0; point < n_points; point++)
    {
      if (state[point] != 1)
        {
          drawing = 0;
          continue;
        }
      if (drawing)
        cairo_line_to (cr, x[point], mid[point]);
      else
        cairo_move_to (cr, x[point], mid[point]);
      drawing = 1;
    }
  cairo_stroke (cr);
  for (int point = 0; point < n_points; point++)
    if (state[point] == 1)
      paint_marker (cr, shape, color, x[point], mid[point], hollow[point]);
    else if (state[point] == 2)
      paint_marker (cr, shape, color, x[point], f->top, true);
  cairo_restore (cr);
}

/* The legend's name of method a. */
static const char *
method_name (const Chart *chart,
             int          a)
{
  if (chart->options->method_names != NULL && chart->options->method_names[a] != NULL)
    return chart->options->method_names[a];
  return futo_sweep_get_spec (chart->sweep)->algorithms[a]->id;
}

static bool
any_cut (const FutoSweep *sweep)
{
  for (int point = 0; point < futo_sweep_n_points (sweep); point++)
    for (int a = 0; a < futo_sweep_get_spec (sweep)->n_algorithms; a++)
      {
        FutoSweepStats stats;

        futo_sweep_get_stats (sweep, point, a, &stats);
        if (stats.cut > 0)
          return true;
      }
  return false;
}

/* In the plot's top-left corner, where the easy side of the curves leaves
 * room. */
static void
draw_legend (cairo_t     *cr,
             const Chart *chart)
{
  const FutoSweepSpec *spec = futo_sweep_get_spec (chart->sweep);
  const char *note = chart->options->cut_note != NULL ? chart->options->cut_note
                     : "hollow: some runs hit the limit";
  bool cut = any_cut (chart->sweep);
  double line = TEXT_SIZE * 1.5, width = 0, height, x, y;

  for (int a = 0; a < spec->n_algorithms; a++)
    width = fmax (width, _futo_render_chart_text_width (cr, method_name (chart, a), TEXT_SIZE));
  width += 34;
  if (cut)
    width = fmax (width, _futo_render_chart_text_width (cr, note, SMALL_SIZE) + 12);
  height = line * (spec->n_algorithms + (cut ? 1 : 0)) + 8;
  x = chart->frame.left + 8;
  y = chart->frame.top + 8;

  cairo_save (cr);
  if (chart->options->dark)
    cairo_set_source_rgba (cr, 0.12, 0.12, 0.13, 0.85);
  else
    cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
  cairo_rectangle (cr, x, y, width, height);
  cairo_fill_preserve (cr);
  set_rgb (cr, &chart->faint, 1.0);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
  for (int a = 0; a < spec->n_algorithms; a++)
    {
      const Rgb *color = &method_colors[a % G_N_ELEMENTS (method_colors)];
      double row = y + 4 + line * (a + 0.5);

      set_rgb (cr, color, 1.0);
      cairo_set_line_width (cr, 2.0);
      cairo_move_to (cr, x + 6, row);
      cairo_line_to (cr, x + 26, row);
      cairo_stroke (cr);
      paint_marker (cr, (Shape) (a % N_SHAPES), color, x + 16, row, false);
      set_rgb (cr, &chart->ink, 1.0);
      _futo_render_chart_draw_text (cr, method_name (chart, a), TEXT_SIZE, false, x + 32, row,
                                    FUTO_RENDER_CHART_ALIGN_LEFT);
    }
  if (cut)
    {
      set_rgb (cr, &chart->ink, 1.0);
      _futo_render_chart_draw_text (cr, note, SMALL_SIZE, false, x + 6, y + 4 + line * (spec->n_algorithms + 0.5),
                 FUTO_RENDER_CHART_ALIGN_LEFT);
    }
  cairo_restore (cr);
}

static void
draw_selection (cairo_t     *cr,
                const Chart *chart)
{
  int point = chart->options->selected_point;
  double x;

  if (point < 0 || point >= futo_sweep_n_points (chart->sweep))
    return;
  x = frame_x (&chart->frame, futo_sweep_fraction (chart->sweep, point));
  cairo_save (cr);
  set_rgb (cr, &chart->ink, 0.6);
  cairo_set_line_width (cr, 1.0);
  cairo_set_dash (cr, (const double[]) { 4, 3 }, 2, 0);
  cairo_move_to (cr, round (x) + 0.5, chart->frame.top);
  cairo_line_to (cr, round (x) + 0.5, chart->frame.bottom);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
futo_render_sweep (cairo_t                      *cr,
                   const FutoSweep              *sweep,
                   const FutoRenderSweepOptions *options,
                   double                        width,
                   double                        height)
{
  FutoRenderSweepOptions defaults;
  const FutoSweepSpec *spec;
  Chart chart;
  char title[160];

  g_return_if_fail (cr != NULL);
  g_return_if_fail (sweep != NULL);

  if (options == NULL)
    {
      futo_render_sweep_options_init (&defaults);
      options = &defaults;
    }
  spec = futo_sweep_get_spec (sweep);
  chart.sweep = sweep;
  chart.options = options;
  chart.ink = options->dark ? (Rgb) { 0.92, 0.92, 0.92 } : (Rgb) { 0.14, 0.14, 0.16 };
  chart.faint = options->dark ? (Rgb) { 0.30, 0.30, 0.32 } : (Rgb) { 0.85, 0.85, 0.87 };
  frame_place (&chart.frame, sweep, width, height);
  frame_fit_effort (&chart.frame, sweep, options->effort);

  cairo_save (cr);
  if (!options->transparent)
    {
      if (options->dark)
        cairo_set_source_rgb (cr, 0.14, 0.14, 0.15);
      else
        cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
    }
  draw_axes (cr, &chart);
  draw_selection (cr, &chart);
  for (int a = 0; a < spec->n_algorithms; a++)
    draw_method (cr, &chart, a);
  draw_legend (cr, &chart);
  if (options->title == NULL)
    g_snprintf (title, sizeof title, "Order %d · %d instances per point · %d signs", spec->size,
                spec->instances, futo_planted_sign_count (spec->size, spec->signs));
  set_rgb (cr, &chart.ink, 1.0);
  _futo_render_chart_draw_text (cr, options->title != NULL ? options->title : title, TEXT_SIZE, true,
             (chart.frame.left + chart.frame.right) / 2, MARGIN_TOP / 2, FUTO_RENDER_CHART_ALIGN_CENTER);
  cairo_restore (cr);
}

/* ---- Files ---- */

/* futo_render_sweep() as a FutoRenderChartDrawFunc. */
typedef struct
{
  const FutoSweep              *sweep;
  const FutoRenderSweepOptions *options;
} SweepDrawing;

static void
draw_sweep (cairo_t    *cr,
            const void *data,
            double      width,
            double      height)
{
  const SweepDrawing *drawing = data;

  futo_render_sweep (cr, drawing->sweep, drawing->options, width, height);
}

bool
futo_render_sweep_write (const FutoSweep              *sweep,
                         const FutoRenderSweepOptions *options,
                         FutoExportFormat              format,
                         double                        width,
                         double                        height,
                         cairo_write_func_t            write,
                         void                         *closure,
                         FutoError                    *error)
{
  SweepDrawing drawing = { sweep, options };

  g_return_val_if_fail (sweep != NULL, false);
  g_return_val_if_fail (write != NULL, false);
  return _futo_render_chart_write (draw_sweep, &drawing, format, width, height, write, closure, error);
}

bool
futo_render_sweep_write_file (const FutoSweep              *sweep,
                              const FutoRenderSweepOptions *options,
                              FutoExportFormat              format,
                              double                        width,
                              double                        height,
                              const char                   *path,
                              FutoError                    *error)
{
  SweepDrawing drawing = { sweep, options };

  g_return_val_if_fail (sweep != NULL, false);
  g_return_val_if_fail (path != NULL, false);
  return _futo_render_chart_write_file (draw_sweep, &drawing, format, width, height, path, error);
}
