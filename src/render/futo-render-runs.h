/* futo-render-runs.h: the runtime distribution of a series of seeded runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The fraction of runs that had solved the puzzle (up the side, 0 to 100 %)
 * against the steps they took (along the bottom, on a logarithmic axis):
 * a staircase that climbs by one run at each solved run's steps, and a
 * dashed line at the median when more than half solved. The CLI's
 * `bench runs --plot` draws through it.
 */
#pragma once

#include <stdbool.h>

#include <cairo.h>

#include "futo-error.h"
#include "futo-export.h"
#include "futo-run-series.h"

typedef struct
{
  bool        dark;        /* light text and lines on a dark background */
  bool        transparent; /* no background */
  /* The words of the chart, for translations; NULL: English. */
  const char *title;       /* NULL: "sa · 100 runs · 87 solved" */
  const char *x_label;
  const char *y_label;
} FutoRenderRunsOptions;

/* Light, opaque, English words. */
void futo_render_runs_options_init (FutoRenderRunsOptions       *options);

/* Draws the chart of the done runs into width × height of cr. */
void futo_render_runs              (cairo_t                     *cr,
                                    const FutoRunSeries         *series,
                                    const FutoRenderRunsOptions *options,
                                    double                       width,
                                    double                       height);

/* The chart as a PNG (pixels), PDF or SVG (points) file; false with error
 * set when writing fails or a side is out of range. */
bool futo_render_runs_write_file   (const FutoRunSeries         *series,
                                    const FutoRenderRunsOptions *options,
                                    FutoExportFormat             format,
                                    double                       width,
                                    double                       height,
                                    const char                  *path,
                                    FutoError                   *error);
