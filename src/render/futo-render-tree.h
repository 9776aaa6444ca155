/* futo-render-tree.h: a recorded run's search tree, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The layout needs no pass of its own: a node's x is the middle of its
 * leaves in leaf order (FutoTreeNode.first_leaf, .leaves), its y its depth.
 * A FutoTreeView maps those tree units onto a device rectangle, so zooming
 * and panning are changes of four numbers. Drawing walks the preorder and
 * skips every subtree outside the view; a subtree narrower on screen than
 * style->collapse_width becomes one triangle labelled with its size, unless
 * it holds the current node, whose path stays expanded. So a frame costs
 * what is visible, not what the tree holds.
 *
 * Every outcome has a shape as well as a colour: a decision a dot (a
 * square for a "cell ≠ value" branch), a dead end a cross, a solution a
 * diamond, a cut node a hollow ring, the root a square, a collapsed
 * subtree a triangle (with a diamond under it when it holds a solution),
 * the current node a ring and a thicker path.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#include <cairo.h>

#include "futo-error.h"
#include "futo-export.h"
#include "futo-render.h"
#include "futo-search-tree.h"

typedef struct
{
  FutoColor background;     /* painted by exports only; widgets paint their own */
  FutoColor edge;           /* the lines from parent to child */
  FutoColor decision;       /* inner nodes: dots */
  FutoColor dead_end;       /* crosses */
  FutoColor solution;       /* diamonds */
  FutoColor cut;            /* hollow rings */
  FutoColor collapsed;      /* triangles */
  FutoColor current;        /* the ring around the current node, its path */
  FutoColor text;           /* labels */
  double    node_radius;    /* device units, at most; less when levels are close */
  double    collapse_width; /* a subtree narrower than this (device units) is one triangle */
  double    font_size;      /* labels, device units */
  /* The words of the labels, for translations (the style inits set
   * English): the letters before a cell's row and column ("r3c5", "Z3S5"
   * in German) and the root's label. */
  const char *row_prefix;
  const char *column_prefix;
  const char *root_label;
} FutoTreeStyle;

/* What the view shows: tree units (leaves across, depth down) at its top
 * left corner, and how many device units one leaf and one level take. */
typedef struct
{
  double x;            /* the leaf coordinate at the left edge */
  double y;            /* the depth at the top edge */
  double leaf_width;   /* device units per leaf */
  double level_height; /* device units per level */
  double width;        /* the view's size in device units */
  double height;
} FutoTreeView;

void   futo_render_tree_style_init_light   (FutoTreeStyle        *style);
void   futo_render_tree_style_init_dark    (FutoTreeStyle        *style);

/* The whole tree inside width × height, with half a level of margin above
 * and below and half a leaf at each side. */
void   futo_render_tree_view_fit           (FutoTreeView         *view,
                                            const FutoSearchTree *tree,
                                            double                width,
                                            double                height);
/* Scales the view by factor_x across and factor_y down, keeping the tree
 * point under the device point (px, py) where it is. */
void   futo_render_tree_view_zoom          (FutoTreeView         *view,
                                            double                factor_x,
                                            double                factor_y,
                                            double                px,
                                            double                py);
/* Pans so that node is at the view's centre. */
void   futo_render_tree_view_center_on     (FutoTreeView         *view,
                                            const FutoSearchTree *tree,
                                            size_t                node);
/* The centre of node's shape in device units (perhaps outside the view). */
void   futo_render_tree_view_node_position (const FutoTreeView   *view,
                                            const FutoSearchTree *tree,
                                            size_t                node,
                                            double               *x,
                                            double               *y);

/* Draws what of tree lies inside the view onto cr (device units are cr's
 * user units; nothing outside [0, width] × [0, height] is drawn, but cr is
 * not clipped). current is the node to mark and keep expanded, SIZE_MAX
 * for none. Returns how many nodes and collapsed subtrees it drew. */
size_t futo_render_tree             (cairo_t              *cr,
                                     const FutoSearchTree *tree,
                                     const FutoTreeView   *view,
                                     size_t                current,
                                     const FutoTreeStyle  *style);

/* The node drawn under the device point (x, y), with the same collapsing as
 * futo_render_tree(): a collapsed subtree answers its top node. SIZE_MAX
 * when the point is on nothing. */
size_t futo_render_tree_node_at     (const FutoSearchTree *tree,
                                     const FutoTreeView   *view,
                                     size_t                current,
                                     const FutoTreeStyle  *style,
                                     double                x,
                                     double                y);

/* "r3c5 = 4", "r3c5 ≠ 4" or "start" (the root), for labels and exports. */
void   futo_render_tree_node_label  (const FutoSearchTree *tree,
                                     size_t                node,
                                     char                 *buffer,
                                     size_t                size);
/* The same in style's words ("Z3S5 = 4"), as the drawn labels read. */
void   futo_render_tree_node_label_styled (const FutoSearchTree *tree,
                                           const FutoTreeStyle  *style,
                                           size_t                node,
                                           char                 *buffer,
                                           size_t                size);

typedef struct
{
  double width;   /* points (PDF, SVG) or pixels (PNG); 0: from the tree's size */
  double height;
  bool   dark;    /* the dark palette */
  size_t current; /* the node to mark, SIZE_MAX for none */
} FutoTreeExportOptions;

void   futo_render_tree_export_options_init (FutoTreeExportOptions *options);

/* The size an export takes when options leave it 0: wide enough for the
 * leaves and deep enough for the levels, within FUTO_EXPORT_MAX_PIXELS. */
void   futo_render_tree_export_get_size    (const FutoSearchTree        *tree,
                                            const FutoTreeExportOptions *options,
                                            double                      *width,
                                            double                      *height);

/* Draws onto cr, over width × height of its user units, what
 * futo_render_tree_export_write() writes (options->width and ->height are not
 * read): an export dialog's preview. */
void   futo_render_tree_export_draw        (cairo_t                     *cr,
                                            const FutoSearchTree        *tree,
                                            const FutoTreeExportOptions *options,
                                            double                       width,
                                            double                       height);

/* Writes the whole tree, fitted, in format to a stream (cairo's write
 * function). False with error set when cairo fails. */
bool   futo_render_tree_export_write       (const FutoSearchTree        *tree,
                                            const FutoTreeExportOptions *options,
                                            FutoExportFormat             format,
                                            cairo_write_func_t           write,
                                            void                        *closure,
                                            FutoError                   *error);
/* futo_render_tree_export_write() into the file at path (replaced); nothing is
 * left behind when it fails. */
bool   futo_render_tree_export_write_file  (const FutoSearchTree        *tree,
                                            const FutoTreeExportOptions *options,
                                            FutoExportFormat             format,
                                            const char                  *path,
                                            FutoError                   *error);

/* futo_render_tree() with the nodes marked in marks (one byte a node, 1
 * marked, 0 not; no other value) drawn in color, edges and collapsed runs: the app's
 * similar subtrees. */
size_t futo_render_tree_marked      (cairo_t              *cr,
                                     const FutoSearchTree *tree,
                                     const FutoTreeView   *view,
                                     size_t                current,
                                     const FutoTreeStyle  *style,
                                     const uint8_t        *marks,
                                     FutoColor             color);
