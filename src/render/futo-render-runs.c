/* futo-render-runs.c: the runtime distribution of a series of seeded runs
 *
 * See futo-render-runs.h. Fixed margins around the plot, in the units of
 * the surface, as the sweep's chart has.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "futo-render-chart-private.h"
#include "futo-render-runs.h"

#define TEXT_SIZE     11.0
#define SMALL_SIZE    9.5
#define MARGIN_LEFT   64.0
#define MARGIN_RIGHT  22.0
#define MARGIN_TOP    38.0
#define MARGIN_BOTTOM 50.0

typedef struct
{
  double left, top, right, bottom; /* the plot, in surface units */
  double x_low, x_high;            /* log10 of the steps at its left and right edges */
  double ink[3], faint[3], curve[3];
} Frame;

void
futo_render_runs_options_init (FutoRenderRunsOptions *options)
{
  g_return_if_fail (options != NULL);
  *options = (FutoRenderRunsOptions) { 0 };
}

static double
frame_x (const Frame *frame,
         double       steps)
{
  double position = (log10 (MAX (steps, 1.0)) - frame->x_low) / (frame->x_high - frame->x_low);

  return frame->left + CLAMP (position, 0.0, 1.0) * (frame->right - frame->left);
}

static double
frame_y (const Frame *frame,
         double       fraction)
{
  return frame->bottom - fraction * (frame->bottom - frame->top);
}

static void
set_rgb (cairo_t      *cr,
         const double  color[3])
{
  cairo_set_source_rgb (cr, color[0], color[1], color[2]);
}

/* "1,797,166". */
static void
thousands (double  value,
           char   *buf,
           size_t  len)
{
  char digits[32];
  size_t n, out = 0;

  g_snprintf (digits, sizeof digits, "%.0f", value);
  n = strlen (digits);
  for (size_t k = 0; k < n && out + 2 < len; k++)
    {
      buf[out++] = digits[k];
      if ((n - k - 1) % 3 == 0 && k + 1 < n)
        buf[out++] = ',';
    }
  buf[out] = '\0';
}

/* The decades the plot spans: from the fewest steps of any done run to the
 * most, at least one decade. */
static void
frame_fit (Frame               *frame,
           const FutoRunSeries *series)
{
  uint64_t fewest = UINT64_MAX, most = 0;

  for (int i = 0; i < futo_run_series_n_runs (series); i++)
    {
      const FutoSeriesRun *run = futo_run_series_get (series, i);

      if (!run->done)
        continue;
      fewest = MIN (fewest, MAX (run->steps, 1));
      most = MAX (most, MAX (run->steps, 1));
    }
  if (most == 0)
    fewest = most = 1;
  frame->x_low = floor (log10 ((double) fewest));
  frame->x_high = ceil (log10 ((double) most) + 1e-9);
  if (frame->x_high <= frame->x_low)
    frame->x_high = frame->x_low + 1;
}

static void
draw_axes (cairo_t                     *cr,
           const Frame                 *f,
           const FutoRunSeries         *series,
           const FutoRenderRunsOptions *options)
{
  bool few_decades = f->x_high - f->x_low <= 2;
  char label[32];

  cairo_save (cr);
  cairo_set_line_width (cr, 1.0);
  for (int decade = (int) f->x_low; decade <= (int) f->x_high; decade++)
    {
      double x = frame_x (f, pow (10, decade));

      set_rgb (cr, f->faint);
      cairo_move_to (cr, round (x) + 0.5, f->top);
      cairo_line_to (cr, round (x) + 0.5, f->bottom + 4);
      cairo_stroke (cr);
      for (int k = 2; k <= 9 && decade < (int) f->x_high; k++)
        {
          double minor = frame_x (f, k * pow (10, decade));

          set_rgb (cr, f->faint);
          cairo_move_to (cr, minor, f->bottom);
          cairo_line_to (cr, minor, f->bottom + 3);
          cairo_stroke (cr);
          /* Over one or two decades the ends alone say too little. */
          if (few_decades && (k == 2 || k == 5))
            {
              set_rgb (cr, f->ink);
              _futo_render_chart_count_label (decade, k, label, sizeof label);
              _futo_render_chart_draw_text (cr, label, SMALL_SIZE, false, minor, f->bottom + 14,
                                     FUTO_RENDER_CHART_ALIGN_CENTER);
            }
        }
      set_rgb (cr, f->ink);
      _futo_render_chart_count_label (decade, 1, label, sizeof label);
      _futo_render_chart_draw_text (cr, label, SMALL_SIZE, false, x, f->bottom + 14, FUTO_RENDER_CHART_ALIGN_CENTER);
    }
  for (int percent = 0; percent <= 100; percent += 20)
    {
      double y = frame_y (f, percent / 100.0);

      set_rgb (cr, f->faint);
      cairo_move_to (cr, f->left - 4, round (y) + 0.5);
      cairo_line_to (cr, f->right, round (y) + 0.5);
      cairo_stroke (cr);
      set_rgb (cr, f->ink);
      g_snprintf (label, sizeof label, "%d %%", percent);
      _futo_render_chart_draw_text (cr, label, SMALL_SIZE, false, f->left - 7, y, FUTO_RENDER_CHART_ALIGN_RIGHT);
    }
  set_rgb (cr, f->ink);
  cairo_rectangle (cr, f->left + 0.5, f->top + 0.5, f->right - f->left - 1, f->bottom - f->top - 1);
  cairo_stroke (cr);
  _futo_render_chart_draw_text (cr, options->x_label != NULL ? options->x_label
                         : futo_run_series_counts_iterations (series) ? "Iterations (logarithmic)"
                         : "Explored nodes (logarithmic)",
                         TEXT_SIZE, false, (f->left + f->right) / 2, f->bottom + 34, FUTO_RENDER_CHART_ALIGN_CENTER);
  cairo_translate (cr, 16, (f->top + f->bottom) / 2);
  cairo_rotate (cr, -G_PI / 2);
  _futo_render_chart_draw_text (cr, options->y_label != NULL ? options->y_label : "Runs that had solved it",
                         TEXT_SIZE, false, 0, 0, FUTO_RENDER_CHART_ALIGN_CENTER);
  cairo_restore (cr);
}

/* The staircase: flat at 0 until the first solved run, up by 1/done at
 * each solved run's steps, then flat to the right edge. */
static void
draw_curve (cairo_t             *cr,
            const Frame         *f,
            const FutoRunSeries *series)
{
  int done = futo_run_series_n_done (series), solved;
  uint64_t *steps;
  double median = futo_run_series_median_steps (series);

  if (done == 0)
    return;
  steps = g_new (uint64_t, futo_run_series_n_runs (series));
  solved = futo_run_series_solved_steps (series, steps);
  cairo_save (cr);
  cairo_rectangle (cr, f->left, f->top - 2, f->right - f->left, f->bottom - f->top + 4);
  cairo_clip (cr);
  set_rgb (cr, f->curve);
  cairo_set_line_width (cr, 2.0);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_move_to (cr, f->left, frame_y (f, 0));
  for (int i = 0; i < solved; i++)
    {
      double x = frame_x (f, (double) steps[i]);

      cairo_line_to (cr, x, frame_y (f, (double) i / done));
      cairo_line_to (cr, x, frame_y (f, (double) (i + 1) / done));
    }
  cairo_line_to (cr, f->right, frame_y (f, (double) solved / done));
  cairo_stroke (cr);

  if (isfinite (median))
    {
      static const double dash[] = { 4.0, 3.0 };
      double x = frame_x (f, median);
      char label[64], count[40];

      cairo_set_line_width (cr, 1.0);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      cairo_move_to (cr, round (x) + 0.5, f->bottom);
      cairo_line_to (cr, round (x) + 0.5, f->top);
      cairo_stroke (cr);
      set_rgb (cr, f->ink);
      thousands (median, count, sizeof count);
      g_snprintf (label, sizeof label, "median %s", count);
      _futo_render_chart_draw_text (cr, label, SMALL_SIZE, false, x + 4, f->top + 10, FUTO_RENDER_CHART_ALIGN_LEFT);
    }
  cairo_restore (cr);
  g_free (steps);
}

void
futo_render_runs (cairo_t                     *cr,
                  const FutoRunSeries         *series,
                  const FutoRenderRunsOptions *options,
                  double                       width,
                  double                       height)
{
  FutoRenderRunsOptions defaults;
  Frame frame = {
    .left = MARGIN_LEFT,
    .top = MARGIN_TOP,
    .right = MAX (width - MARGIN_RIGHT, MARGIN_LEFT + 1),
    .bottom = MAX (height - MARGIN_BOTTOM, MARGIN_TOP + 1),
  };
  static const double light_ink[3] = { 0.14, 0.14, 0.16 }, dark_ink[3] = { 0.92, 0.92, 0.92 };
  static const double light_faint[3] = { 0.85, 0.85, 0.87 }, dark_faint[3] = { 0.30, 0.30, 0.32 };
  /* Okabe and Ito's blue, as the sweep's first method. */
  static const double light_curve[3] = { 0.000, 0.447, 0.698 }, dark_curve[3] = { 0.337, 0.706, 0.914 };
  char title[160];

  g_return_if_fail (cr != NULL);
  g_return_if_fail (series != NULL);

  if (options == NULL)
    {
      futo_render_runs_options_init (&defaults);
      options = &defaults;
    }
  for (int k = 0; k < 3; k++)
    {
      frame.ink[k] = options->dark ? dark_ink[k] : light_ink[k];
      frame.faint[k] = options->dark ? dark_faint[k] : light_faint[k];
      frame.curve[k] = options->dark ? dark_curve[k] : light_curve[k];
    }
  frame_fit (&frame, series);

  cairo_save (cr);
  if (!options->transparent)
    {
      if (options->dark)
        cairo_set_source_rgb (cr, 0.14, 0.14, 0.15);
      else
        cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
    }
  draw_axes (cr, &frame, series, options);
  draw_curve (cr, &frame, series);
  if (options->title == NULL)
    g_snprintf (title, sizeof title, "%s · %d runs · %d solved", futo_run_series_algorithm (series)->id,
                futo_run_series_n_done (series), futo_run_series_n_solved (series));
  set_rgb (cr, frame.ink);
  _futo_render_chart_draw_text (cr, options->title != NULL ? options->title : title, TEXT_SIZE, true,
                         (frame.left + frame.right) / 2, MARGIN_TOP / 2, FUTO_RENDER_CHART_ALIGN_CENTER);
  cairo_restore (cr);
}

typedef struct
{
  const FutoRunSeries         *series;
  const FutoRenderRunsOptions *options;
} RunsDrawing;

static void
draw_runs (cairo_t    *cr,
           const void *data,
           double      width,
           double      height)
{
  const RunsDrawing *drawing = data;

  futo_render_runs (cr, drawing->series, drawing->options, width, height);
}

bool
futo_render_runs_write_file (const FutoRunSeries         *series,
                             const FutoRenderRunsOptions *options,
                             FutoExportFormat             format,
                             double                       width,
                             double                       height,
                             const char                  *path,
                             FutoError                   *error)
{
  RunsDrawing drawing = { series, options };

  g_return_val_if_fail (series != NULL, false);
  g_return_val_if_fail (path != NULL, false);
  return _futo_render_chart_write_file (draw_runs, &drawing, format, width, height, path, error);
}
