/* futo-render-tree-merged.h: two runs' trees drawn as one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The merged tree (futo_merged_tree_new()) is drawn as any run's tree is,
 * through the same view and collapsing, with each run's own branches
 * marked: the first's edges solid in its colour, the second's dashed in
 * its own (blue and orange, which readers with any common colour
 * blindness tell apart, and the dashes say it without colour), shared
 * edges grey. The path to the first divergence stays expanded and
 * labelled, and a ring names the divergence on the drawing. A legend says
 * what each mark is, in the caller's words.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#include <cairo.h>

#include "futo-render-tree.h"

typedef struct
{
  FutoColor   first;      /* the first run's own branches (solid) */
  FutoColor   second;     /* the second run's own branches (dashed) */
  FutoColor   divergence; /* the ring at the first divergence and the path to it */
  /* The legend's lines and the ring's label, in the caller's words; a NULL
   * line is left out. */
  const char *first_text;       /* "only in bt: 1,234 nodes" */
  const char *second_text;
  const char *shared_text;      /* "in both: 567 nodes" */
  const char *divergence_text;  /* "first divergence: after r1c1 = 2, bt tries r1c2 = 3" */
  const char *divergence_label; /* beside the ring: "first divergence" */
} FutoMergedTreeStyle;

/* What a drawing of a merged tree showed. */
typedef struct
{
  size_t shared;     /* shapes of shared nodes (and collapsed runs that mix both sides) */
  size_t first;      /* shapes of the first run's own nodes */
  size_t second;
  bool   divergence; /* the divergence's ring was drawn */
} FutoMergedTreeDrawn;

/* The colours for a light or a dark background; no words. */
void   futo_render_merged_tree_style_init_light (FutoMergedTreeStyle       *marks);
void   futo_render_merged_tree_style_init_dark  (FutoMergedTreeStyle       *marks);

/* Draws what of merged lies inside the view onto cr, as futo_render_tree()
 * draws a tree (style its shapes' colours and words, marks the sides'),
 * with the divergence as the node kept expanded. drawn may be NULL.
 * Returns how many shapes it drew. */
size_t futo_render_merged_tree                  (cairo_t                   *cr,
                                                 const FutoMergedTree      *merged,
                                                 const FutoTreeView        *view,
                                                 const FutoTreeStyle       *style,
                                                 const FutoMergedTreeStyle *marks,
                                                 FutoMergedTreeDrawn       *drawn);
/* The legend's box with its top left corner at (x, y); returns its size
 * (also without cr, to measure it: cr NULL). */
void   futo_render_merged_tree_legend           (cairo_t                   *cr,
                                                 double                     x,
                                                 double                     y,
                                                 const FutoTreeStyle       *style,
                                                 const FutoMergedTreeStyle *marks,
                                                 double                    *width,
                                                 double                    *height);

/* The size of an export as futo_render_tree_export_get_size() says it,
 * with room for the legend above the tree. */
void   futo_render_merged_tree_export_get_size  (const FutoMergedTree        *merged,
                                                 const FutoMergedTreeStyle   *marks,
                                                 const FutoTreeExportOptions *options,
                                                 double                      *width,
                                                 double                      *height);
/* The whole merged tree fitted below its legend, in format, into the file
 * at path (replaced; nothing left behind on failure). marks gives the
 * words; the colours follow options->dark (PDF is always light). drawn may
 * be NULL. */
bool   futo_render_merged_tree_export_write_file (const FutoMergedTree        *merged,
                                                  const FutoMergedTreeStyle   *marks,
                                                  const FutoTreeExportOptions *options,
                                                  FutoExportFormat             format,
                                                  const char                  *path,
                                                  FutoMergedTreeDrawn         *drawn,
                                                  FutoError                   *error);
