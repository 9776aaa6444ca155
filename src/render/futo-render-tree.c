/* futo-render-tree.c: a recorded run's search tree, drawn
 *
 * One walk over the preorder finds what is visible (walk_visible()), and
 * both drawing and hit-testing follow it, so that a click lands on what
 * was drawn. The walk skips a subtree outside the view in one step (it is
 * a range of the preorder) and gathers a run of siblings too narrow to
 * draw into one collapsed shape; nodes on the path to the current node
 * are never gathered. Drawing collects the shapes of the walk by kind and
 * then strokes or fills each kind as one path: a frame is a handful of
 * cairo calls per kind, however many shapes it holds. Figures are in
 * bench/tree/README.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "futo-export-private.h"
#include "futo-render-tree-private.h"

/* How far outside the view a shape may start and still show. */
#define VIEW_PAD 16.0
/* The export's natural spacing, in points. */
#define EXPORT_LEAF_WIDTH 14.0
#define EXPORT_LEVEL_HEIGHT 36.0
#define EXPORT_MARGIN 12.0
/* The natural size's limit: a larger tree collapses instead. */
#define EXPORT_MAX_SIDE 4096.0
/* Labels need this much room: the node's share across, a level down. */
#define LABEL_MIN_WIDTH 64.0
/* The least type the current path's labels shrink to when the levels are
 * closer than the style's type is high: a desk's labels, 10 pixels. */
#define PATH_LABEL_MIN_FONT 10.0
/* How many steps a collapsed run of a merged tree may take to find the
 * side most of its nodes are on (collapsed_side()). */
#define COLLAPSED_SIDE_STEPS 4096
/* More shapes than this make a dense frame, drawn with cheaper antialiasing. */
#define DENSE_FRAME 400

static FutoColor
rgba (double red,
      double green,
      double blue,
      double alpha)
{
  return (FutoColor) { red, green, blue, alpha };
}

void
futo_render_tree_style_init_light (FutoTreeStyle *style)
{
  g_return_if_fail (style != NULL);

  style->background = rgba (1.0, 1.0, 1.0, 1.0);
  style->edge = rgba (0.0, 0.0, 0.0, 0.45);
  style->decision = rgba (0.110, 0.443, 0.847, 1.0);  /* #1c71d8 */
  style->dead_end = rgba (0.753, 0.110, 0.157, 1.0);  /* #c01c28 */
  style->solution = rgba (0.149, 0.635, 0.412, 1.0);  /* #26a269 */
  style->cut = rgba (0.369, 0.361, 0.392, 1.0);       /* #5e5c64 */
  style->collapsed = rgba (0.65, 0.65, 0.65, 1.0);
  style->current = rgba (0.902, 0.380, 0.0, 1.0);     /* #e66100 */
  style->text = rgba (0.0, 0.0, 0.0, 0.8);
  style->node_radius = 4.0;
  style->collapse_width = 12.0;
  style->font_size = 10.0;
  style->row_prefix = "r";
  style->column_prefix = "c";
  style->root_label = "start";
}

void
futo_render_tree_style_init_dark (FutoTreeStyle *style)
{
  g_return_if_fail (style != NULL);

  futo_render_tree_style_init_light (style);
  style->background = rgba (0.141, 0.141, 0.141, 1.0); /* #242424 */
  style->edge = rgba (1.0, 1.0, 1.0, 0.45);
  style->decision = rgba (0.471, 0.682, 0.929, 1.0);   /* #78aeed */
  style->dead_end = rgba (1.0, 0.482, 0.388, 1.0);     /* #ff7b63 */
  style->solution = rgba (0.341, 0.890, 0.537, 1.0);   /* #57e389 */
  style->cut = rgba (0.753, 0.749, 0.737, 1.0);        /* #c0bfbc */
  style->collapsed = rgba (0.44, 0.44, 0.44, 1.0);
  style->current = rgba (1.0, 0.639, 0.282, 1.0);      /* #ffa348 */
  style->text = rgba (1.0, 1.0, 1.0, 0.85);
}

void
futo_render_tree_view_fit (FutoTreeView         *view,
                           const FutoSearchTree *tree,
                           double                width,
                           double                height)
{
  const FutoTreeNode *nodes;
  size_t n_nodes;
  double leaves = 1, levels = 1;

  g_return_if_fail (view != NULL && tree != NULL);

  nodes = futo_search_tree_get_nodes (tree, &n_nodes);
  if (n_nodes > 0)
    {
      leaves = nodes[0].leaves;
      levels = nodes[0].height + 1;
    }
  view->width = width;
  view->height = height;
  view->leaf_width = width / leaves;
  view->level_height = height / levels;
  view->x = 0;
  view->y = -0.5;
}

void
futo_render_tree_view_zoom (FutoTreeView *view,
                            double        factor_x,
                            double        factor_y,
                            double        px,
                            double        py)
{
  g_return_if_fail (view != NULL && factor_x > 0 && factor_y > 0);

  /* The tree point under (px, py) before and after must be the same. */
  view->x += px / view->leaf_width * (1 - 1 / factor_x);
  view->y += py / view->level_height * (1 - 1 / factor_y);
  view->leaf_width *= factor_x;
  view->level_height *= factor_y;
}

void
futo_render_tree_view_node_position (const FutoTreeView   *view,
                                     const FutoSearchTree *tree,
                                     size_t                node,
                                     double               *x,
                                     double               *y)
{
  size_t n_nodes;
  const FutoTreeNode *nodes;

  g_return_if_fail (view != NULL && tree != NULL && x != NULL && y != NULL);
  nodes = futo_search_tree_get_nodes (tree, &n_nodes);
  g_return_if_fail (node < n_nodes);

  *x = (nodes[node].first_leaf + nodes[node].leaves * 0.5 - view->x) * view->leaf_width;
  *y = (nodes[node].depth - view->y) * view->level_height;
}

void
futo_render_tree_view_center_on (FutoTreeView         *view,
                                 const FutoSearchTree *tree,
                                 size_t                node)
{
  double x, y;

  g_return_if_fail (view != NULL && tree != NULL);
  g_return_if_fail (node < futo_search_tree_get_n_nodes (tree));

  futo_render_tree_view_node_position (view, tree, node, &x, &y);
  view->x += (x - view->width / 2) / view->leaf_width;
  view->y += (y - view->height / 2) / view->level_height;
}

void
futo_render_tree_node_label (const FutoSearchTree *tree,
                             size_t                node,
                             char                 *buffer,
                             size_t                size)
{
  FutoTreeStyle english;

  g_return_if_fail (tree != NULL && buffer != NULL && size > 0);
  g_return_if_fail (node < futo_search_tree_get_n_nodes (tree));

  futo_render_tree_style_init_light (&english);
  futo_render_tree_node_label_styled (tree, &english, node, buffer, size);
}

void
futo_render_tree_node_label_styled (const FutoSearchTree *tree,
                                    const FutoTreeStyle  *style,
                                    size_t                node,
                                    char                 *buffer,
                                    size_t                size)
{
  const FutoTreeNode *nodes;
  int n;

  g_return_if_fail (tree != NULL && style != NULL && buffer != NULL && size > 0);
  g_return_if_fail (node < futo_search_tree_get_n_nodes (tree));

  nodes = futo_search_tree_get_nodes (tree, NULL);
  n = futo_search_tree_get_size (tree);
  if (nodes[node].cell < 0)
    snprintf (buffer, size, "%s", style->root_label != NULL ? style->root_label : "start");
  else
    snprintf (buffer, size, "%s%d%s%d %s %d", style->row_prefix != NULL ? style->row_prefix : "r",
              nodes[node].cell / n + 1, style->column_prefix != NULL ? style->column_prefix : "c",
              nodes[node].cell % n + 1, (nodes[node].flags & FUTO_TREE_NODE_EXCLUDES) ? "≠" : "=",
              nodes[node].value);
}

/* One thing the walk found to show: a node, or a run of siblings
 * [first, end) of the preorder gathered into one collapsed shape. */
typedef struct
{
  size_t first;
  size_t end;
  bool   collapsed;
  bool   visible;      /* false: only the edge from the parent crosses the view */
  bool   on_path;      /* on the path from the root to the current node */
  double x, y;         /* the node's centre, or the apex of the collapsed shape */
  double left, right;  /* collapsed: the base's ends */
  double bottom;       /* collapsed: the base's y */
  bool   has_parent;
  double parent_x, parent_y;
  uint64_t nodes, dead_ends, solutions; /* collapsed: what it holds */
  uint8_t side;        /* with sides: the node's, or a collapsed run's when all its own are one side's */
} Visible;

typedef bool (*VisitFunc) (const Visible *visible,
                           void          *data);

typedef struct
{
  const FutoTreeNode *nodes;
  size_t              n_nodes;
  const FutoTreeView *view;
  size_t              current;
  double              collapse_width;
} Walk;

static inline double
node_left (const Walk *walk,
           size_t      i)
{
  return (walk->nodes[i].first_leaf - walk->view->x) * walk->view->leaf_width;
}

static inline double
node_width (const Walk *walk,
            size_t      i)
{
  return walk->nodes[i].leaves * walk->view->leaf_width;
}

static inline double
depth_y (const Walk *walk,
         double      depth)
{
  return (depth - walk->view->y) * walk->view->level_height;
}

static inline bool
on_current_path (const Walk *walk,
                 size_t      i)
{
  return walk->current < walk->n_nodes && futo_tree_node_is_ancestor (walk->nodes, i, walk->current);
}

/* A subtree gathered with its narrow siblings: too narrow to draw apart,
 * and not on the current path. */
static inline bool
gatherable (const Walk *walk,
            size_t      i)
{
  return node_width (walk, i) < walk->collapse_width && !on_current_path (walk, i);
}

static bool
segment_visible (const FutoTreeView *view,
                 double              x0,
                 double              y0,
                 double              x1,
                 double              y1)
{
  return !(fmax (x0, x1) < -VIEW_PAD || fmin (x0, x1) > view->width + VIEW_PAD
           || fmax (y0, y1) < -VIEW_PAD || fmin (y0, y1) > view->height + VIEW_PAD);
}

/* Calls visit for every node or collapsed run that shows in the view, in
 * preorder; stops when visit returns true. */
static void
walk_visible (const Walk *walk,
              VisitFunc   visit,
              void       *data)
{
  const FutoTreeNode *nodes = walk->nodes;
  const FutoTreeView *view = walk->view;
  size_t i = 0;

  while (i < walk->n_nodes)
    {
      const FutoTreeNode *node = &nodes[i];
      double left = node_left (walk, i), right = left + node_width (walk, i);
      double top = depth_y (walk, node->depth), bottom = depth_y (walk, node->depth + node->height);
      Visible visible = { .first = i, .end = i + 1 };

      visible.has_parent = node->parent >= 0;
      if (visible.has_parent)
        {
          visible.parent_x = node_left (walk, (size_t) node->parent) + node_width (walk, (size_t) node->parent) / 2;
          visible.parent_y = depth_y (walk, nodes[node->parent].depth);
        }
      visible.y = top;
      visible.visible = !(right < -VIEW_PAD || left > view->width + VIEW_PAD || top > view->height + VIEW_PAD
                          || bottom < -VIEW_PAD);
      if (!visible.visible)
        {
          /* Only the edge into it may cross the view. */
          visible.x = (left + right) / 2;
          visible.end = i + node->subtree;
          if (visible.has_parent && segment_visible (view, visible.parent_x, visible.parent_y, visible.x, top)
              && visit (&visible, data))
            return;
          i = visible.end;
          continue;
        }
      visible.on_path = on_current_path (walk, i);
      if (gatherable (walk, i) && (node->subtree > 1 || (i + 1 < walk->n_nodes && nodes[i + 1].parent == node->parent
                                                         && gatherable (walk, i + 1))))
        {
          size_t end = i + node->subtree;
          uint16_t height = node->height;

          /* The run of narrow siblings after it, while together they stay
           * narrow. */
          while (end < walk->n_nodes && nodes[end].parent == node->parent && gatherable (walk, end)
                 && node_left (walk, end) + node_width (walk, end) - left < walk->collapse_width)
            {
              if (nodes[end].height > height)
                height = nodes[end].height;
              right = node_left (walk, end) + node_width (walk, end);
              end += nodes[end].subtree;
            }
          visible.collapsed = true;
          visible.end = end;
          visible.left = left;
          visible.right = right;
          visible.x = (left + right) / 2;
          visible.bottom = depth_y (walk, node->depth + height);
          for (size_t j = i; j < end; j += nodes[j].subtree)
            {
              visible.nodes += nodes[j].subtree;
              visible.dead_ends += nodes[j].subtree_dead_ends;
              visible.solutions += nodes[j].subtree_solutions;
            }
          if (visit (&visible, data))
            return;
          i = end;
          continue;
        }
      visible.x = (left + right) / 2;
      if (visit (&visible, data))
        return;
      i++;
    }
}

static void
set_color (cairo_t         *cr,
           const FutoColor *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

/* The shapes of one frame, by kind, to be drawn kind by kind. */
typedef enum
{
  KIND_DECISION,
  KIND_EXCLUSION,
  KIND_ROOT,
  KIND_DEAD_END,
  KIND_SOLUTION,
  KIND_CUT,
  KIND_COLLAPSED,
  N_KINDS
} ShapeKind;

typedef struct
{
  GArray             *edges;      /* double quadruples: x0 y0 x1 y1 */
  GArray             *path_edges; /* the same, for the current path */
  GArray             *shapes[N_KINDS]; /* Visible */
  const FutoTreeNode *nodes;
  double              radius;
  bool                have_current;
  double              current_x, current_y;
  size_t              current;
  size_t              drawn;
  FutoRenderTreeSides *sides;       /* NULL but for a merged tree */
  GArray             *side_edges[3]; /* with sides: the own edges of each side ([0] unused) */
} Frame;

static void
add_edge (GArray *edges,
          double  x0,
          double  y0,
          double  x1,
          double  y1)
{
  double segment[4] = { x0, y0, x1, y1 };

  g_array_append_vals (edges, segment, 4);
}

static ShapeKind
kind_of (const FutoTreeNode *node)
{
  if (node->parent < 0 && node->outcome == FUTO_TREE_INNER)
    return KIND_ROOT;
  switch (node->outcome)
    {
    case FUTO_TREE_DEAD_END: return KIND_DEAD_END;
    case FUTO_TREE_SOLUTION: return KIND_SOLUTION;
    case FUTO_TREE_CUT:      return KIND_CUT;
    default:
      return (node->flags & FUTO_TREE_NODE_EXCLUDES) ? KIND_EXCLUSION : KIND_DECISION;
    }
}

/* The side most of a collapsed run's nodes are on. A node in one run
 * only has its whole subtree in that run only, so the walk counts each
 * such subtree at once and steps through the shared nodes one by one; on
 * two runs that share most of a huge tree it stops after a budget of
 * steps and goes by what it has counted. A shared top over a subtree that
 * is mostly one run's own must show that run's colour, not "in both". */
static uint8_t
collapsed_side (const Frame   *frame,
                const Visible *visible)
{
  const uint8_t *sides = frame->sides->sides;
  uint64_t count[3] = { 0, 0, 0 };
  size_t steps = 0;
  uint8_t side = FUTO_MERGED_SHARED;

  for (size_t j = visible->first; j < visible->end && steps < COLLAPSED_SIDE_STEPS; steps++)
    if (sides[j] == FUTO_MERGED_SHARED)
      {
        count[FUTO_MERGED_SHARED]++;
        j++;
      }
    else
      {
        count[sides[j]] += frame->nodes[j].subtree;
        j += frame->nodes[j].subtree;
      }
  for (uint8_t k = FUTO_MERGED_FIRST_ONLY; k <= FUTO_MERGED_SECOND_ONLY; k++)
    if (count[k] > count[side])
      side = k;
  return side;
}

static bool
collect (const Visible *visible,
         void          *data)
{
  Frame *frame = data;
  Visible shape = *visible;

  if (frame->sides != NULL)
    shape.side = visible->collapsed ? collapsed_side (frame, visible)
                                    : frame->sides->sides[visible->first];
  if (visible->has_parent)
    add_edge (visible->on_path ? frame->path_edges
              : shape.side != FUTO_MERGED_SHARED ? frame->side_edges[shape.side] : frame->edges,
              visible->parent_x, visible->parent_y, visible->x, visible->y);
  if (!visible->visible)
    return false;
  frame->drawn++;
  if (frame->sides != NULL)
    frame->sides->drawn[shape.side]++;
  if (visible->collapsed)
    g_array_append_val (frame->shapes[KIND_COLLAPSED], shape);
  else
    g_array_append_val (frame->shapes[kind_of (&frame->nodes[visible->first])], shape);
  if (visible->first == frame->current)
    {
      frame->have_current = true;
      frame->current_x = visible->x;
      frame->current_y = visible->y;
    }
  return false;
}

static void
stroke_edges (cairo_t *cr,
              GArray  *edges)
{
  const double *e = (const double *) edges->data;

  for (guint k = 0; k + 3 < edges->len; k += 4)
    {
      cairo_move_to (cr, e[k], e[k + 1]);
      cairo_line_to (cr, e[k + 2], e[k + 3]);
    }
  cairo_stroke (cr);
}

/* 1.2k, 34k, 1.5M: a size that fits a narrow shape. */
static void
format_count (uint64_t count,
              char    *buffer,
              size_t   size)
{
  if (count < 1000)
    snprintf (buffer, size, "%u", (unsigned) count);
  else if (count < 10000)
    snprintf (buffer, size, "%.1fk", count / 1000.0);
  else if (count < 1000000)
    snprintf (buffer, size, "%uk", (unsigned) (count / 1000));
  else
    snprintf (buffer, size, "%.1fM", count / 1e6);
}

/* A dot as an octagon: at a few pixels it is a circle to the eye, and
 * costs cairo a fraction of an arc's curves. */
static void
add_dot (cairo_t *cr,
         double   x,
         double   y,
         double   r)
{
  double a = r * 0.4142; /* tan (π/8) */

  cairo_move_to (cr, x + r, y - a);
  cairo_line_to (cr, x + r, y + a);
  cairo_line_to (cr, x + a, y + r);
  cairo_line_to (cr, x - a, y + r);
  cairo_line_to (cr, x - r, y + a);
  cairo_line_to (cr, x - r, y - a);
  cairo_line_to (cr, x - a, y - r);
  cairo_line_to (cr, x + a, y - r);
  cairo_close_path (cr);
}

static void
draw_shapes (cairo_t             *cr,
             Frame               *frame,
             const FutoTreeStyle *style)
{
  double r = frame->radius;
  GArray *shapes;

  /* Collapsed subtrees: translucent triangles, a diamond under those that
   * hold a solution. */
  shapes = frame->shapes[KIND_COLLAPSED];
  for (int side = 0; side < (frame->sides != NULL ? 3 : 1); side++)
    {
      for (guint k = 0; k < shapes->len; k++)
        {
          const Visible *v = &g_array_index (shapes, Visible, k);
          double half = fmax ((v->right - v->left) / 2, r * 0.75);

          if (v->side != side)
            continue;
          cairo_move_to (cr, v->x, v->y);
          cairo_line_to (cr, v->x + half, fmax (v->bottom, v->y + r * 2));
          cairo_line_to (cr, v->x - half, fmax (v->bottom, v->y + r * 2));
          cairo_close_path (cr);
        }
      if (side == 0)
        set_color (cr, &style->collapsed);
      else
        {
          FutoColor own = frame->sides->colors[side];

          own.alpha *= 0.6;
          set_color (cr, &own);
        }
      cairo_fill (cr);
    }
  for (guint k = 0; k < shapes->len; k++)
    {
      const Visible *v = &g_array_index (shapes, Visible, k);
      double y = fmax (v->bottom, v->y + r * 2) + r;

      if (v->solutions == 0)
        continue;
      cairo_move_to (cr, v->x, y - r);
      cairo_line_to (cr, v->x + r, y);
      cairo_line_to (cr, v->x, y + r);
      cairo_line_to (cr, v->x - r, y);
      cairo_close_path (cr);
    }
  set_color (cr, &style->solution);
  cairo_fill (cr);

  /* Decisions: dots; "cell ≠ value" branches and the root: squares. */
  shapes = frame->shapes[KIND_DECISION];
  for (guint k = 0; k < shapes->len; k++)
    {
      const Visible *v = &g_array_index (shapes, Visible, k);

      add_dot (cr, v->x, v->y, r * 0.8);
    }
  for (int kind = KIND_EXCLUSION; kind <= KIND_ROOT; kind++)
    for (guint k = 0; k < frame->shapes[kind]->len; k++)
      {
        const Visible *v = &g_array_index (frame->shapes[kind], Visible, k);

        cairo_rectangle (cr, v->x - r * 0.75, v->y - r * 0.75, r * 1.5, r * 1.5);
      }
  set_color (cr, &style->decision);
  cairo_fill (cr);

  /* Dead ends: crosses. */
  shapes = frame->shapes[KIND_DEAD_END];
  for (guint k = 0; k < shapes->len; k++)
    {
      const Visible *v = &g_array_index (shapes, Visible, k);

      cairo_move_to (cr, v->x - r, v->y - r);
      cairo_line_to (cr, v->x + r, v->y + r);
      cairo_move_to (cr, v->x + r, v->y - r);
      cairo_line_to (cr, v->x - r, v->y + r);
    }
  set_color (cr, &style->dead_end);
  cairo_set_line_width (cr, fmax (1.0, r * 0.45));
  cairo_stroke (cr);

  /* Solutions: diamonds, larger than a dot. */
  shapes = frame->shapes[KIND_SOLUTION];
  for (guint k = 0; k < shapes->len; k++)
    {
      const Visible *v = &g_array_index (shapes, Visible, k);
      double d = r * 1.5;

      cairo_move_to (cr, v->x, v->y - d);
      cairo_line_to (cr, v->x + d, v->y);
      cairo_line_to (cr, v->x, v->y + d);
      cairo_line_to (cr, v->x - d, v->y);
      cairo_close_path (cr);
    }
  set_color (cr, &style->solution);
  cairo_fill (cr);

  /* Cut short: hollow rings. */
  shapes = frame->shapes[KIND_CUT];
  for (guint k = 0; k < shapes->len; k++)
    {
      const Visible *v = &g_array_index (shapes, Visible, k);

      add_dot (cr, v->x, v->y, r * 0.8);
    }
  set_color (cr, &style->cut);
  cairo_set_line_width (cr, fmax (1.0, r * 0.35));
  cairo_stroke (cr);
}

static void
draw_labels (cairo_t              *cr,
             const FutoSearchTree *tree,
             const FutoTreeView   *view,
             Frame                *frame,
             const FutoTreeStyle  *style)
{
  bool room_down = view->level_height >= style->font_size * 1.6;
  /* The path to the current node is what a class follows: its labels come
   * whenever the levels leave a line's height, however narrow the nodes,
   * each on a halo of the background so that edges do not cross it. Type
   * larger than the levels (presentation mode's) shrinks to their height
   * on the path rather than leave it bare, down to a desk's size. */
  double path_font = fmin (style->font_size, view->level_height / 1.1);
  bool room_for_path = path_font >= fmin (style->font_size, PATH_LABEL_MIN_FONT);

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, style->font_size);
  set_color (cr, &style->text);
  for (int kind = 0; kind < N_KINDS && room_for_path; kind++)
    {
      GArray *shapes = frame->shapes[kind];

      for (guint k = 0; k < shapes->len; k++)
        {
          const Visible *v = &g_array_index (shapes, Visible, k);
          char text[48];

          if (v->on_path && kind != KIND_COLLAPSED)
            {
              futo_render_tree_node_label_styled (tree, style, v->first, text, sizeof text);
              cairo_save (cr);
              cairo_set_font_size (cr, path_font);
              cairo_move_to (cr, v->x + frame->radius * 1.8, v->y - frame->radius * 0.6);
              cairo_text_path (cr, text);
              set_color (cr, &style->background);
              cairo_set_line_width (cr, fmax (2.0, path_font * 0.3));
              cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
              cairo_stroke_preserve (cr);
              set_color (cr, &style->text);
              cairo_fill (cr);
              cairo_restore (cr);
              continue;
            }
          if (!room_down)
            continue;
          if (kind == KIND_COLLAPSED)
            {
              /* Up the triangle's middle, when it is tall enough. */
              cairo_text_extents_t extents;

              format_count (v->nodes, text, sizeof text);
              cairo_text_extents (cr, text, &extents);
              /* Only where the number fits inside, across and along. */
              if (v->right - v->left < style->font_size || v->bottom - v->y < extents.x_advance + frame->radius * 3)
                continue;
              cairo_save (cr);
              cairo_move_to (cr, v->x + style->font_size * 0.35, v->bottom - frame->radius);
              cairo_rotate (cr, -G_PI / 2);
              cairo_show_text (cr, text);
              cairo_restore (cr);
              continue;
            }
          if (frame->nodes[v->first].leaves * view->leaf_width < LABEL_MIN_WIDTH)
            continue;
          futo_render_tree_node_label_styled (tree, style, v->first, text, sizeof text);
          cairo_move_to (cr, v->x + frame->radius * 1.8, v->y - frame->radius * 0.6);
          cairo_show_text (cr, text);
        }
    }
}

static void
walk_init (Walk                 *walk,
           const FutoSearchTree *tree,
           const FutoTreeView   *view,
           size_t                current,
           const FutoTreeStyle  *style)
{
  walk->nodes = futo_search_tree_get_nodes (tree, &walk->n_nodes);
  walk->view = view;
  walk->current = current;
  walk->collapse_width = style->collapse_width;
}

static double
radius_for (const FutoTreeView  *view,
            const FutoTreeStyle *style)
{
  return fmax (1.0, fmin (style->node_radius, view->level_height * 0.22));
}

size_t
futo_render_tree (cairo_t              *cr,
                  const FutoSearchTree *tree,
                  const FutoTreeView   *view,
                  size_t                current,
                  const FutoTreeStyle  *style)
{
  g_return_val_if_fail (cr != NULL && tree != NULL && view != NULL && style != NULL, 0);

  return _futo_render_tree_draw (cr, tree, view, current, style, NULL);
}

size_t
futo_render_tree_marked (cairo_t              *cr,
                         const FutoSearchTree *tree,
                         const FutoTreeView   *view,
                         size_t                current,
                         const FutoTreeStyle  *style,
                         const uint8_t        *marks,
                         FutoColor             color)
{
  FutoRenderTreeSides sides = { 0 };

  g_return_val_if_fail (cr != NULL && tree != NULL && view != NULL && style != NULL && marks != NULL, 0);

  /* A marked node is drawn as a first run's own: solid, in color. */
  sides.sides = marks;
  sides.colors[0] = style->edge;
  sides.colors[1] = color;
  sides.colors[2] = color;
  return _futo_render_tree_draw (cr, tree, view, current, style, &sides);
}

size_t
_futo_render_tree_draw (cairo_t              *cr,
                        const FutoSearchTree *tree,
                        const FutoTreeView   *view,
                        size_t                current,
                        const FutoTreeStyle  *style,
                        FutoRenderTreeSides  *sides)
{
  Walk walk;
  Frame frame = { 0 };
  double r;

  g_return_val_if_fail (cr != NULL && tree != NULL && view != NULL && style != NULL, 0);

  if (futo_search_tree_is_empty (tree) || view->leaf_width <= 0 || view->level_height <= 0)
    return 0;
  walk_init (&walk, tree, view, current, style);
  frame.nodes = walk.nodes;
  frame.current = current;
  frame.radius = r = radius_for (view, style);
  frame.edges = g_array_new (FALSE, FALSE, sizeof (double));
  frame.path_edges = g_array_new (FALSE, FALSE, sizeof (double));
  for (int kind = 0; kind < N_KINDS; kind++)
    frame.shapes[kind] = g_array_new (FALSE, FALSE, sizeof (Visible));
  frame.sides = sides;
  if (sides != NULL)
    {
      memset (sides->drawn, 0, sizeof sides->drawn);
      sides->current_drawn = false;
      for (int side = 1; side < 3; side++)
        frame.side_edges[side] = g_array_new (FALSE, FALSE, sizeof (double));
    }
  walk_visible (&walk, collect, &frame);

  cairo_save (cr);
  /* A dense frame (the whole of a large tree) is mostly shapes of a few
   * pixels, where cairo's cheaper antialiasing looks the same and costs
   * half: that keeps it inside a frame (bench/tree/README.md). */
  if (frame.drawn > DENSE_FRAME)
    cairo_set_antialias (cr, CAIRO_ANTIALIAS_FAST);
  /* Butt caps: round ones cost each of thousands of edges two arcs. */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  set_color (cr, &style->edge);
  cairo_set_line_width (cr, fmax (0.5, r * 0.25));
  stroke_edges (cr, frame.edges);
  if (sides != NULL)
    {
      /* Each run's own branches in its colour, thicker than the shared
       * ones, the second's dashed: told apart without the colours too. */
      double width = fmax (1.5, r * 0.5);

      cairo_set_line_width (cr, width);
      set_color (cr, &sides->colors[FUTO_MERGED_FIRST_ONLY]);
      stroke_edges (cr, frame.side_edges[FUTO_MERGED_FIRST_ONLY]);
      cairo_set_dash (cr, (double[]) { width * 2.5, width * 1.5 }, 2, 0);
      set_color (cr, &sides->colors[FUTO_MERGED_SECOND_ONLY]);
      stroke_edges (cr, frame.side_edges[FUTO_MERGED_SECOND_ONLY]);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  set_color (cr, &style->current);
  cairo_set_line_width (cr, fmax (1.5, r * 0.6));
  stroke_edges (cr, frame.path_edges);
  draw_shapes (cr, &frame, style);
  if (frame.have_current)
    {
      /* A ring around the current node, thick and apart from its shape. */
      cairo_new_sub_path (cr);
      cairo_arc (cr, frame.current_x, frame.current_y, r * 2.2, 0, 2 * G_PI);
      set_color (cr, &style->current);
      cairo_set_line_width (cr, fmax (1.5, r * 0.5));
      cairo_stroke (cr);
      if (sides != NULL)
        {
          sides->current_drawn = true;
          sides->current_x = frame.current_x;
          sides->current_y = frame.current_y;
        }
    }
  draw_labels (cr, tree, view, &frame, style);
  cairo_restore (cr);
  for (int side = 1; side < 3; side++)
    if (frame.side_edges[side] != NULL)
      g_array_unref (frame.side_edges[side]);

  g_array_unref (frame.edges);
  g_array_unref (frame.path_edges);
  for (int kind = 0; kind < N_KINDS; kind++)
    g_array_unref (frame.shapes[kind]);
  return frame.drawn;
}

typedef struct
{
  double x, y;
  double radius;
  size_t found;
  double distance; /* of the best so far */
} Hit;

/* The nearest shape wins; a node's own shape comes before a collapsed
 * subtree that reaches under the point, since narrow shapes overlap. */
static bool
hit_visit (const Visible *visible,
           void          *data)
{
  Hit *hit = data;
  double distance;

  if (!visible->visible)
    return false;
  if (visible->collapsed)
    {
      double half = fmax ((visible->right - visible->left) / 2, hit->radius);
      double bottom = fmax (visible->bottom, visible->y + hit->radius * 2);

      if (!(hit->y >= visible->y - hit->radius && hit->y <= bottom + hit->radius
            && fabs (hit->x - visible->x) <= half + hit->radius))
        return false;
      distance = hit->radius * 2;
    }
  else
    {
      if (fabs (hit->x - visible->x) > hit->radius * 2 || fabs (hit->y - visible->y) > hit->radius * 2)
        return false;
      distance = hypot (hit->x - visible->x, hit->y - visible->y);
    }
  if (distance <= hit->distance)
    {
      hit->found = visible->first;
      hit->distance = distance;
    }
  return false;
}

size_t
futo_render_tree_node_at (const FutoSearchTree *tree,
                          const FutoTreeView   *view,
                          size_t                current,
                          const FutoTreeStyle  *style,
                          double                x,
                          double                y)
{
  Walk walk;
  Hit hit = { x, y, 0, SIZE_MAX, INFINITY };

  g_return_val_if_fail (tree != NULL && view != NULL && style != NULL, SIZE_MAX);

  if (futo_search_tree_is_empty (tree) || view->leaf_width <= 0 || view->level_height <= 0)
    return SIZE_MAX;
  walk_init (&walk, tree, view, current, style);
  hit.radius = fmax (radius_for (view, style), 3.0);
  walk_visible (&walk, hit_visit, &hit);
  return hit.found;
}

void
futo_render_tree_export_options_init (FutoTreeExportOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->current = SIZE_MAX;
}

void
futo_render_tree_export_get_size (const FutoSearchTree        *tree,
                                  const FutoTreeExportOptions *options,
                                  double                      *width,
                                  double                      *height)
{
  const FutoTreeNode *nodes;
  size_t n_nodes;

  g_return_if_fail (tree != NULL && options != NULL && width != NULL && height != NULL);

  nodes = futo_search_tree_get_nodes (tree, &n_nodes);
  *width = options->width;
  *height = options->height;
  if (*width <= 0)
    *width = fmin (EXPORT_MAX_SIDE, fmax (200, (n_nodes > 0 ? nodes[0].leaves : 1) * EXPORT_LEAF_WIDTH
                                                      + 2 * EXPORT_MARGIN));
  if (*height <= 0)
    *height = fmin (EXPORT_MAX_SIDE, fmax (120, (n_nodes > 0 ? nodes[0].height + 1 : 1) * EXPORT_LEVEL_HEIGHT
                                                       + 2 * EXPORT_MARGIN));
}

static void
draw_export (cairo_t                     *cr,
             const FutoSearchTree        *tree,
             const FutoTreeExportOptions *options,
             bool                         dark,
             double                       width,
             double                       height)
{
  FutoTreeStyle style;
  FutoTreeView view;

  if (dark)
    futo_render_tree_style_init_dark (&style);
  else
    futo_render_tree_style_init_light (&style);
  set_color (cr, &style.background);
  cairo_paint (cr);
  cairo_translate (cr, EXPORT_MARGIN, EXPORT_MARGIN);
  futo_render_tree_view_fit (&view, tree, width - 2 * EXPORT_MARGIN, height - 2 * EXPORT_MARGIN);
  futo_render_tree (cr, tree, &view, options->current, &style);
}

void
futo_render_tree_export_draw (cairo_t                     *cr,
                              const FutoSearchTree        *tree,
                              const FutoTreeExportOptions *options,
                              double                       width,
                              double                       height)
{
  g_return_if_fail (cr != NULL && tree != NULL && options != NULL);

  draw_export (cr, tree, options, options->dark, width, height);
}

/* What draw_picture() draws: the tree as the options ask. */
typedef struct
{
  const FutoSearchTree        *tree;
  const FutoTreeExportOptions *options;
} TreePicture;

/* Paper is white: a PDF is drawn in the light style whatever is asked. */
static void
draw_picture (cairo_t *cr,
              double   width,
              double   height,
              bool     on_paper,
              void    *data)
{
  const TreePicture *picture = data;

  draw_export (cr, picture->tree, picture->options, picture->options->dark && !on_paper, width, height);
}

bool
futo_render_tree_export_write (const FutoSearchTree        *tree,
                               const FutoTreeExportOptions *options,
                               FutoExportFormat             format,
                               cairo_write_func_t           write,
                               void                        *closure,
                               FutoError                   *error)
{
  TreePicture picture = { tree, options };
  double width, height;

  g_return_val_if_fail (tree != NULL && options != NULL && write != NULL, false);

  futo_render_tree_export_get_size (tree, options, &width, &height);
  return _futo_render_export_picture (format, width, height, draw_picture, &picture, write, closure, error);
}

bool
futo_render_tree_export_write_file (const FutoSearchTree        *tree,
                                    const FutoTreeExportOptions *options,
                                    FutoExportFormat             format,
                                    const char                  *path,
                                    FutoError                   *error)
{
  FutoFileSink sink;
  bool ok;

  g_return_val_if_fail (tree != NULL && options != NULL && path != NULL, false);

  if (!_futo_render_file_sink_open (&sink, path, error))
    return false;
  ok = futo_render_tree_export_write (tree, options, format, _futo_render_file_sink_write, &sink, error);
  return _futo_render_file_sink_finish (&sink, path, ok, error);
}
