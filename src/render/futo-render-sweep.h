/* futo-render-sweep.h: the chart of a phase-transition sweep
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Effort against the fraction of empty cells, one curve per method: the
 * median as a line through markers, the quartiles as a band around it, on
 * a logarithmic effort axis. Each method has its colour and its marker
 * shape, so that the chart reads in grey too. A point where some runs hit
 * the limit has a hollow marker (its median is over the finished runs
 * only); a point where all did sits hollow on the top edge. The CLI's
 * --plot files and the app's Experiments window draw through it, while a
 * sweep still runs as well: points without a finished run are left out.
 */
#pragma once

#include <stdbool.h>

#include <cairo.h>

#include "futo-error.h"
#include "futo-export.h"
#include "futo-sweep.h"

typedef enum
{
  FUTO_SWEEP_EFFORT_NODES = 0, /* explored nodes */
  FUTO_SWEEP_EFFORT_TIME,      /* seconds */
} FutoSweepEffort;

typedef struct
{
  FutoSweepEffort effort;
  bool            dark;           /* light text and lines on a dark background */
  bool            transparent;    /* no background */
  int             selected_point; /* marked by a vertical line; -1: none */
  /* The words of the chart, for translations; NULL: English. */
  const char     *title;          /* NULL: "Order N · K instances per point · S signs" */
  const char     *x_label;
  const char     *y_label;
  const char     *cut_note;       /* the legend's line about hollow markers */
  /* The legend's name of each method, in the order of the sweep's
   * algorithms; NULL: their ids. */
  const char *const *method_names;
} FutoRenderSweepOptions;

/* Nodes, light, opaque, nothing selected, English words. */
void futo_render_sweep_options_init (FutoRenderSweepOptions       *options);

/* Draws the chart into width × height (points or pixels) of cr. */
void futo_render_sweep              (cairo_t                      *cr,
                                     const FutoSweep              *sweep,
                                     const FutoRenderSweepOptions *options,
                                     double                        width,
                                     double                        height);

/* The point whose column holds x in a chart drawn at width × height,
 * or -1 when x lies outside the plot. */
int  futo_render_sweep_point_at     (const FutoSweep              *sweep,
                                     double                        width,
                                     double                        height,
                                     double                        x,
                                     double                        y);

/* The chart as a PNG (width × height pixels), PDF or SVG (points), to a
 * cairo write function or to a file. false with error set when writing
 * fails or the size is out of range (1 to FUTO_EXPORT_MAX_PIXELS). */
bool futo_render_sweep_write        (const FutoSweep              *sweep,
                                     const FutoRenderSweepOptions *options,
                                     FutoExportFormat              format,
                                     double                        width,
                                     double                        height,
                                     cairo_write_func_t            write,
                                     void                         *closure,
                                     FutoError                    *error);
bool futo_render_sweep_write_file   (const FutoSweep              *sweep,
                                     const FutoRenderSweepOptions *options,
                                     FutoExportFormat              format,
                                     double                        width,
                                     double                        height,
                                     const char                   *path,
                                     FutoError                    *error);
