/* futo-render-tree-merged.c: two runs' trees drawn as one
 *
 * The tree's own drawing does the work (_futo_render_tree_draw() with the
 * nodes' sides); here are the sides' colours, the ring and label at the
 * first divergence, the legend and the export, whose picture is the
 * legend above the fitted tree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include <glib.h>

#include "futo-export-private.h"
#include "futo-render-tree-merged.h"
#include "futo-render-tree-private.h"

#define EXPORT_MARGIN 12.0
#define LEGEND_PAD 8.0
#define LEGEND_SAMPLE 26.0

static void
set_color (cairo_t         *cr,
           const FutoColor *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

void
futo_render_merged_tree_style_init_light (FutoMergedTreeStyle *marks)
{
  g_return_if_fail (marks != NULL);

  memset (marks, 0, sizeof *marks);
  /* Okabe and Ito's blue and a darkened orange: apart for every common
   * colour blindness, and dark enough on white. */
  marks->first = (FutoColor) { 0.0, 0.447, 0.698, 1.0 };    /* #0072b2 */
  marks->second = (FutoColor) { 0.800, 0.435, 0.0, 1.0 };   /* #cc6f00 */
  marks->divergence = (FutoColor) { 0.40, 0.10, 0.55, 1.0 }; /* #661a8c */
}

void
futo_render_merged_tree_style_init_dark (FutoMergedTreeStyle *marks)
{
  g_return_if_fail (marks != NULL);

  memset (marks, 0, sizeof *marks);
  marks->first = (FutoColor) { 0.337, 0.706, 0.914, 1.0 };   /* #56b4e9 */
  marks->second = (FutoColor) { 0.902, 0.624, 0.0, 1.0 };    /* #e69f00 */
  marks->divergence = (FutoColor) { 0.86, 0.64, 1.0, 1.0 };  /* #dba3ff */
}

size_t
futo_render_merged_tree (cairo_t                   *cr,
                         const FutoMergedTree      *merged,
                         const FutoTreeView        *view,
                         const FutoTreeStyle       *style,
                         const FutoMergedTreeStyle *marks,
                         FutoMergedTreeDrawn       *drawn)
{
  FutoRenderTreeSides sides = { 0 };
  FutoTreeComparison comparison;
  FutoTreeStyle own_style;
  size_t shapes, current;

  g_return_val_if_fail (cr != NULL && merged != NULL && view != NULL && style != NULL && marks != NULL, 0);

  futo_merged_tree_get_comparison (merged, &comparison);
  current = comparison.divergence_first >= 0 ? (size_t) comparison.divergence_first : SIZE_MAX;
  own_style = *style;
  own_style.current = marks->divergence;
  sides.sides = futo_merged_tree_get_sides (merged);
  sides.colors[FUTO_MERGED_SHARED] = style->edge;
  sides.colors[FUTO_MERGED_FIRST_ONLY] = marks->first;
  sides.colors[FUTO_MERGED_SECOND_ONLY] = marks->second;
  shapes = _futo_render_tree_draw (cr, futo_merged_tree_get_tree (merged), view, current, &own_style, &sides);
  if (sides.current_drawn && marks->divergence_label != NULL)
    {
      cairo_text_extents_t extents;
      double r = fmax (1.0, fmin (style->node_radius, view->level_height * 0.22));

      cairo_save (cr);
      cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
      cairo_set_font_size (cr, style->font_size);
      cairo_text_extents (cr, marks->divergence_label, &extents);
      /* A tag left of the ring (the path's own label is on its right),
       * on the background so that no edge runs through its words. */
      {
        double pad = style->font_size * 0.3, w = extents.x_advance + 2 * pad, h = style->font_size * 1.4;
        double x = sides.current_x - r * 3 - w, y = sides.current_y - h / 2;

        cairo_rectangle (cr, x, y, w, h);
        set_color (cr, &style->background);
        cairo_fill_preserve (cr);
        set_color (cr, &marks->divergence);
        cairo_set_line_width (cr, 1.0);
        cairo_stroke (cr);
        set_color (cr, &style->text);
        cairo_move_to (cr, x + pad, sides.current_y + style->font_size * 0.35);
        cairo_show_text (cr, marks->divergence_label);
      }
      cairo_restore (cr);
    }
  if (drawn != NULL)
    {
      drawn->shared = sides.drawn[FUTO_MERGED_SHARED];
      drawn->first = sides.drawn[FUTO_MERGED_FIRST_ONLY];
      drawn->second = sides.drawn[FUTO_MERGED_SECOND_ONLY];
      drawn->divergence = sides.current_drawn;
    }
  return shapes;
}

/* The legend's lines: its sample (0 solid, 1 dashed, 2 shared, 3 ring),
 * colour and text. */
typedef struct
{
  int         sample;
  FutoColor   color;
  const char *text;
} LegendLine;

static int
legend_lines (const FutoTreeStyle       *style,
              const FutoMergedTreeStyle *marks,
              LegendLine                *lines)
{
  int n = 0;

  if (marks->first_text != NULL)
    lines[n++] = (LegendLine) { 0, marks->first, marks->first_text };
  if (marks->second_text != NULL)
    lines[n++] = (LegendLine) { 1, marks->second, marks->second_text };
  if (marks->shared_text != NULL)
    lines[n++] = (LegendLine) { 2, style->edge, marks->shared_text };
  if (marks->divergence_text != NULL)
    lines[n++] = (LegendLine) { 3, marks->divergence, marks->divergence_text };
  return n;
}

void
futo_render_merged_tree_legend (cairo_t                   *cr,
                                double                     x,
                                double                     y,
                                const FutoTreeStyle       *style,
                                const FutoMergedTreeStyle *marks,
                                double                    *width,
                                double                    *height)
{
  LegendLine lines[4];
  int n;
  double line_height = style != NULL ? style->font_size * 1.6 : 0, text_width = 0, w, h;
  cairo_surface_t *scratch = NULL;
  cairo_t *measure = cr;

  g_return_if_fail (style != NULL && marks != NULL);

  n = legend_lines (style, marks, lines);
  if (measure == NULL)
    {
      scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
      measure = cairo_create (scratch);
    }
  cairo_save (measure);
  cairo_select_font_face (measure, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (measure, style->font_size);
  for (int i = 0; i < n; i++)
    {
      cairo_text_extents_t extents;

      cairo_text_extents (measure, lines[i].text, &extents);
      text_width = fmax (text_width, extents.x_advance);
    }
  cairo_restore (measure);
  w = n > 0 ? 2 * LEGEND_PAD + LEGEND_SAMPLE + 8 + text_width : 0;
  h = n > 0 ? 2 * LEGEND_PAD + n * line_height : 0;
  if (width != NULL)
    *width = w;
  if (height != NULL)
    *height = h;
  if (scratch != NULL)
    {
      cairo_destroy (measure);
      cairo_surface_destroy (scratch);
      return;
    }
  if (n == 0)
    return;

  cairo_save (cr);
  {
    FutoColor box = style->background;

    box.alpha = 0.92;
    cairo_rectangle (cr, x + 0.5, y + 0.5, w - 1, h - 1);
    set_color (cr, &box);
    cairo_fill_preserve (cr);
    set_color (cr, &style->edge);
    cairo_set_line_width (cr, 1.0);
    cairo_stroke (cr);
  }
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, style->font_size);
  for (int i = 0; i < n; i++)
    {
      double middle = y + LEGEND_PAD + (i + 0.5) * line_height, sx = x + LEGEND_PAD;

      set_color (cr, &lines[i].color);
      cairo_set_line_width (cr, lines[i].sample == 2 ? 1.0 : 2.5);
      if (lines[i].sample == 1)
        cairo_set_dash (cr, (double[]) { 6.0, 3.5 }, 2, 0);
      if (lines[i].sample == 3)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, sx + LEGEND_SAMPLE / 2, middle, style->font_size * 0.5, 0, 2 * G_PI);
        }
      else
        {
          cairo_move_to (cr, sx, middle);
          cairo_line_to (cr, sx + LEGEND_SAMPLE, middle);
        }
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      set_color (cr, &style->text);
      cairo_move_to (cr, sx + LEGEND_SAMPLE + 8, middle + style->font_size * 0.35);
      cairo_show_text (cr, lines[i].text);
    }
  cairo_restore (cr);
}

static void
init_styles (bool                       dark,
             const FutoMergedTreeStyle *words,
             FutoTreeStyle             *style,
             FutoMergedTreeStyle       *marks)
{
  if (dark)
    {
      futo_render_tree_style_init_dark (style);
      futo_render_merged_tree_style_init_dark (marks);
    }
  else
    {
      futo_render_tree_style_init_light (style);
      futo_render_merged_tree_style_init_light (marks);
    }
  marks->first_text = words->first_text;
  marks->second_text = words->second_text;
  marks->shared_text = words->shared_text;
  marks->divergence_text = words->divergence_text;
  marks->divergence_label = words->divergence_label;
}

void
futo_render_merged_tree_export_get_size (const FutoMergedTree        *merged,
                                         const FutoMergedTreeStyle   *marks,
                                         const FutoTreeExportOptions *options,
                                         double                      *width,
                                         double                      *height)
{
  FutoTreeStyle style;
  FutoMergedTreeStyle own;
  double legend_width, legend_height;

  g_return_if_fail (merged != NULL && marks != NULL && options != NULL && width != NULL && height != NULL);

  init_styles (false, marks, &style, &own);
  futo_render_merged_tree_legend (NULL, 0, 0, &style, &own, &legend_width, &legend_height);
  futo_render_tree_export_get_size (futo_merged_tree_get_tree (merged), options, width, height);
  if (options->width <= 0)
    *width = fmin (FUTO_EXPORT_MAX_PIXELS, fmax (*width, legend_width + 2 * EXPORT_MARGIN));
  if (options->height <= 0)
    *height = fmin (FUTO_EXPORT_MAX_PIXELS, *height + legend_height + EXPORT_MARGIN);
}

static void
draw_export (cairo_t                   *cr,
             const FutoMergedTree      *merged,
             const FutoMergedTreeStyle *words,
             bool                       dark,
             double                     width,
             double                     height,
             FutoMergedTreeDrawn       *drawn)
{
  FutoTreeStyle style;
  FutoMergedTreeStyle marks;
  FutoTreeView view;
  double legend_width, legend_height, top;

  init_styles (dark, words, &style, &marks);
  set_color (cr, &style.background);
  cairo_paint (cr);
  futo_render_merged_tree_legend (cr, EXPORT_MARGIN, EXPORT_MARGIN, &style, &marks, &legend_width, &legend_height);
  top = EXPORT_MARGIN + (legend_height > 0 ? legend_height + EXPORT_MARGIN : 0);
  cairo_save (cr);
  cairo_translate (cr, EXPORT_MARGIN, top);
  futo_render_tree_view_fit (&view, futo_merged_tree_get_tree (merged), width - 2 * EXPORT_MARGIN,
                             fmax (1.0, height - top - EXPORT_MARGIN));
  futo_render_merged_tree (cr, merged, &view, &style, &marks, drawn);
  cairo_restore (cr);
}

/* What draw_picture() draws: the merged tree with its legend. */
typedef struct
{
  const FutoMergedTree        *merged;
  const FutoMergedTreeStyle   *marks;
  const FutoTreeExportOptions *options;
  FutoMergedTreeDrawn         *drawn;
} MergedPicture;

/* Paper is white: a PDF is drawn in the light style whatever is asked. */
static void
draw_picture (cairo_t *cr,
              double   width,
              double   height,
              bool     on_paper,
              void    *data)
{
  const MergedPicture *picture = data;

  draw_export (cr, picture->merged, picture->marks, picture->options->dark && !on_paper, width, height,
               picture->drawn);
}

bool
futo_render_merged_tree_export_write_file (const FutoMergedTree        *merged,
                                           const FutoMergedTreeStyle   *marks,
                                           const FutoTreeExportOptions *options,
                                           FutoExportFormat             format,
                                           const char                  *path,
                                           FutoMergedTreeDrawn         *drawn,
                                           FutoError                   *error)
{
  MergedPicture picture = { merged, marks, options, drawn };
  FutoFileSink sink;
  double width, height;
  bool ok;

  g_return_val_if_fail (merged != NULL && marks != NULL && options != NULL && path != NULL, false);

  futo_render_merged_tree_export_get_size (merged, marks, options, &width, &height);
  if (!_futo_render_file_sink_open (&sink, path, error))
    return false;
  ok = _futo_render_export_picture (format, width, height, draw_picture, &picture, _futo_render_file_sink_write,
                                    &sink, error);
  return _futo_render_file_sink_finish (&sink, path, ok, error);
}
