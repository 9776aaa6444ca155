/* futo-render-trace.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include <glib.h>
#include <pango/pangocairo.h>

#include "futo-render-arc-private.h"
#include "futo-render-private.h"
#include "futo-render-trace.h"

/* The same proportions as the pencil marks of futo-render.c, so that a
 * candidate sits where a player's pencil mark for it would. */
#define INSET_RATIO 0.1
/* Below this many units per candidate, digits turn to mush: dots instead. */
#define MIN_DIGIT_STEP 7.0

/* libadwaita's palette: blue for guesses, orange for what was removed, purple
 * for causes, red for dead ends, green for solutions. The shapes carry the
 * meaning; the colours only help. */
void
futo_render_trace_style_init_light (FutoTraceStyle *style)
{
  style->candidate = rgba (0.0, 0.0, 0.0, 0.6);
  style->removed = rgba (0.780, 0.286, 0.0, 1.0);   /* #c64600 */
  style->focus = rgba (0.110, 0.443, 0.847, 1.0);   /* #1c71d8 */
  style->cause = rgba (0.380, 0.208, 0.514, 1.0);   /* #613583 */
  style->dead_end = rgba (0.753, 0.110, 0.157, 1.0);/* #c01c28 */
  style->solution = rgba (0.149, 0.635, 0.412, 1.0);/* #26a269 */
  style->decision = rgba (0.110, 0.443, 0.847, 1.0);
  style->forced = rgba (0.0, 0.0, 0.0, 0.8);
  style->candidate_scale = 0;
}

void
futo_render_trace_style_init_dark (FutoTraceStyle *style)
{
  style->candidate = rgba (1.0, 1.0, 1.0, 0.65);
  style->removed = rgba (1.0, 0.639, 0.282, 1.0);   /* #ffa348 */
  style->focus = rgba (0.471, 0.682, 0.929, 1.0);   /* #78aeed */
  style->cause = rgba (0.863, 0.541, 0.867, 1.0);   /* #dc8add */
  style->dead_end = rgba (1.0, 0.482, 0.388, 1.0);  /* #ff7b63 */
  style->solution = rgba (0.341, 0.890, 0.537, 1.0);/* #57e389 */
  style->decision = rgba (0.471, 0.682, 0.929, 1.0);
  style->forced = rgba (1.0, 1.0, 1.0, 0.9);
  style->candidate_scale = 0;
}

void
futo_render_trace_frame_init (FutoTraceFrame *frame)
{
  memset (frame, 0, sizeof *frame);
  frame->focus_cell = -1;
  frame->cause_cell = -1;
  frame->arc_cell = -1;
  frame->arc_other = -1;
}

void
futo_render_trace_find_conflicts (const FutoPuzzle *puzzle,
                                  const uint8_t    *values,
                                  uint8_t          *conflicts)
{
  int n;

  g_return_if_fail (puzzle != NULL && values != NULL && conflicts != NULL);

  n = puzzle->size;
  memset (conflicts, 0, (size_t) n * n);
  for (int cell = 0; cell < n * n; cell++)
    {
      int row = cell / n, col = cell % n, value = values[cell];

      if (value == 0)
        continue;
      for (int k = 0; k < n && !conflicts[cell]; k++)
        if ((k != col && values[row * n + k] == value) || (k != row && values[k * n + col] == value))
          conflicts[cell] = 1;
      for (int dir = FUTO_DIR_UP; dir <= FUTO_DIR_LEFT && !conflicts[cell]; dir++)
        {
          FutoRelation rel = futo_puzzle_get_relation (puzzle, row, col, dir);
          int other = dir == FUTO_DIR_UP ? cell - n : dir == FUTO_DIR_DOWN ? cell + n
                      : dir == FUTO_DIR_LEFT ? cell - 1 : cell + 1;

          if (rel == FUTO_REL_NONE || values[other] == 0)
            continue;
          if ((rel == FUTO_REL_LESS && value >= values[other])
              || (rel == FUTO_REL_GREATER && value <= values[other])
              || (rel == FUTO_REL_ADJACENT && ABS (value - values[other]) != 1))
            conflicts[cell] = 1;
        }
    }
}

static int
sub_grid (int size)
{
  return (int) ceil (sqrt ((double) size));
}

void
futo_render_trace_candidate_slot (const FutoRenderLayout *layout,
                                  int                     row,
                                  int                     col,
                                  int                     value,
                                  double                 *cx,
                                  double                 *cy,
                                  double                 *step)
{
  int k = sub_grid (layout->size);
  double inset = layout->cell_size * INSET_RATIO;
  double s = (layout->cell_size - 2 * inset) / k;
  int slot_col = (value - 1) % k;
  double x, y;

  futo_render_layout_cell_origin (layout, row, col, &x, &y);
  if (layout->rtl)
    slot_col = k - 1 - slot_col;
  if (cx != NULL)
    *cx = x + inset + (slot_col + 0.5) * s;
  if (cy != NULL)
    *cy = y + inset + ((value - 1) / k + 0.5) * s;
  if (step != NULL)
    *step = s;
}

double
futo_render_trace_candidate_font_size (const FutoRenderLayout *layout,
                                       const FutoTraceStyle   *trace_style)
{
  double scale;

  g_return_val_if_fail (layout != NULL && trace_style != NULL, 0);

  /* The sizes of the board's own pencil marks, unless asked for more. */
  scale = trace_style->candidate_scale > 0 ? trace_style->candidate_scale
                                           : (layout->size >= 10 ? 0.5 : 0.7);
  return layout->cell_size / sub_grid (layout->size) * scale;
}

static bool
is_open (const FutoPuzzle     *puzzle,
         const FutoTraceFrame *frame,
         int                   index)
{
  return puzzle->givens[index] == 0 && (frame->values == NULL || frame->values[index] == 0);
}

/* Tiny candidates as dots: written straight into one alpha mask and
 * painted at once, because tens of thousands of separate fills would take
 * far longer than a frame. */
static void
draw_candidate_dots (cairo_t                *cr,
                     const FutoRenderLayout *layout,
                     const FutoTraceStyle   *trace_style,
                     const FutoPuzzle       *puzzle,
                     const FutoTraceFrame   *frame)
{
  int n = puzzle->size;
  double scale_x = 1, scale_y = 0;
  double step;
  int width, height, stride, dot;
  cairo_surface_t *mask;
  unsigned char *data;

  cairo_user_to_device_distance (cr, &scale_x, &scale_y);
  scale_x = fmax (hypot (scale_x, scale_y), 0.01);
  width = (int) ceil (layout->board_size * scale_x) + 2;
  height = width;
  futo_render_trace_candidate_slot (layout, 0, 0, 1, NULL, NULL, &step);
  dot = (int) fmax (round (step * 0.6 * scale_x), 1.0);

  mask = cairo_image_surface_create (CAIRO_FORMAT_A8, width, height);
  if (cairo_surface_status (mask) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (mask);
      return;
    }
  cairo_surface_flush (mask);
  data = cairo_image_surface_get_data (mask);
  stride = cairo_image_surface_get_stride (mask);

  for (int index = 0; index < n * n; index++)
    {
      FutoSet alive = frame->candidates[index];

      if (!is_open (puzzle, frame, index) || alive == 0)
        continue;
      for (int value = 1; value <= n; value++)
        {
          double cx, cy;
          int px, py;

          if ((alive & FUTO_SET_BIT (value)) == 0)
            continue;
          futo_render_trace_candidate_slot (layout, index / n, index % n, value, &cx, &cy, NULL);
          px = (int) floor ((cx - layout->x) * scale_x - dot / 2.0 + 0.5);
          py = (int) floor ((cy - layout->y) * scale_x - dot / 2.0 + 0.5);
          for (int y = MAX (py, 0); y < MIN (py + dot, height); y++)
            memset (data + (size_t) y * stride + MAX (px, 0), 0xff,
                    (size_t) MAX (MIN (px + dot, width) - MAX (px, 0), 0));
        }
    }
  cairo_surface_mark_dirty (mask);

  cairo_save (cr);
  cairo_translate (cr, layout->x, layout->y);
  cairo_scale (cr, 1 / scale_x, 1 / scale_x);
  set_color (cr, &trace_style->candidate);
  cairo_mask_surface (cr, mask, 0, 0);
  cairo_restore (cr);
  cairo_surface_destroy (mask);
}

/* The values of sets[index] of every open cell in their candidate places,
 * in the current colour. */
static void
draw_digits (cairo_t                *cr,
             FutoTextFace           *face,
             const FutoRenderLayout *layout,
             const FutoPuzzle       *puzzle,
             const FutoTraceFrame   *frame,
             const FutoSet          *sets)
{
  int n = puzzle->size;

  for (int index = 0; index < n * n; index++)
    {
      if (!is_open (puzzle, frame, index))
        continue;
      for (int value = 1; value <= n; value++)
        {
          double cx, cy;

          if ((sets[index] & FUTO_SET_BIT (value)) == 0)
            continue;
          futo_render_trace_candidate_slot (layout, index / n, index % n, value, &cx, &cy, NULL);
          _futo_render_draw_number (cr, face, value, cx, cy, NULL);
        }
    }
}

/* Removed values: each digit (or a dot's place) struck through, so that
 * what the step took away stays visible for the length of the step. The
 * digits go first, then every stroke in one path: a step can remove
 * hundreds of values on a large board. */
static void
draw_removed (cairo_t                *cr,
              FutoTextFace           *face,
              const FutoRenderLayout *layout,
              const FutoTraceStyle   *trace_style,
              const FutoPuzzle       *puzzle,
              const FutoTraceFrame   *frame)
{
  int n = puzzle->size;
  double step;
  bool digits;

  futo_render_trace_candidate_slot (layout, 0, 0, 1, NULL, NULL, &step);
  digits = step >= MIN_DIGIT_STEP;
  set_color (cr, &trace_style->removed);
  if (digits)
    draw_digits (cr, face, layout, puzzle, frame, frame->removed);

  cairo_new_path (cr);
  for (int index = 0; index < n * n; index++)
    for (int value = 1; value <= n; value++)
      {
        double cx, cy, hw, hh;

        if ((frame->removed[index] & FUTO_SET_BIT (value)) == 0 || !is_open (puzzle, frame, index))
          continue;
        futo_render_trace_candidate_slot (layout, index / n, index % n, value, &cx, &cy, NULL);
        if (digits)
          {
            /* The digit stays readable under one slanted stroke. */
            hw = step * 0.39;
            hh = step * 0.36;
            cairo_move_to (cr, cx - hw, cy + hh);
            cairo_line_to (cr, cx + hw, cy - hh);
          }
        else
          {
            /* A dot has no shape to strike: a cross in its place. */
            hw = hh = step * 0.45;
            cairo_move_to (cr, cx - hw, cy + hh);
            cairo_line_to (cr, cx + hw, cy - hh);
            cairo_move_to (cr, cx - hw, cy - hh);
            cairo_line_to (cr, cx + hw, cy + hh);
          }
      }
  cairo_set_line_width (cr, fmax (step * 0.1, layout->pixel > 0 ? layout->pixel : 0.6));
  cairo_stroke (cr);
}

/* Values the search holds: guesses in the decision colour and underlined,
 * forced values plain. Givens are the board's own. */
static void
draw_values (cairo_t                *cr,
             FutoTextFace           *face,
             const FutoRenderLayout *layout,
             const FutoTraceStyle   *trace_style,
             const FutoPuzzle       *puzzle,
             const FutoTraceFrame   *frame)
{
  int n = puzzle->size;
  double cell = layout->cell_size;

  if (frame->values == NULL)
    return;
  for (int index = 0; index < n * n; index++)
    {
      int value = frame->values[index];
      bool decision = frame->decisions != NULL && frame->decisions[index];
      double x, y;
      PangoRectangle ink;

      if (value <= 0 || value > n || puzzle->givens[index] != 0)
        continue;
      futo_render_layout_cell_origin (layout, index / n, index % n, &x, &y);
      set_color (cr, decision ? &trace_style->decision : &trace_style->forced);
      _futo_render_draw_number (cr, face, value, x + cell / 2, y + cell / 2, &ink);
      if (decision)
        {
          double hw = ink.width / 2.0 / PANGO_SCALE;
          double hh = ink.height / 2.0 / PANGO_SCALE;
          double thickness = line_width (layout, 0.05);
          double width = fmax (hw * 2, cell * 0.3);

          cairo_rectangle (cr, x + cell / 2 - width / 2, y + cell / 2 + hh + thickness * 1.5,
                           width, thickness);
          cairo_fill (cr);
        }
    }
}

/* A cell with nothing left: diagonal hatching and a cross, the dead end
 * that makes the search turn back. */
static void
draw_dead_end (cairo_t                *cr,
               const FutoRenderLayout *layout,
               const FutoTraceStyle   *trace_style,
               double                  x,
               double                  y)
{
  double cell = layout->cell_size;
  double inset = cell * 0.08;

  cairo_save (cr);
  cairo_rectangle (cr, x + inset, y + inset, cell - 2 * inset, cell - 2 * inset);
  cairo_clip (cr);
  set_color_alpha (cr, &trace_style->dead_end, 0.35);
  cairo_set_line_width (cr, line_width (layout, 0.025));
  for (double d = -cell; d < cell; d += cell * 0.18)
    {
      cairo_move_to (cr, x + d, y + cell);
      cairo_line_to (cr, x + d + cell, y);
    }
  cairo_stroke (cr);
  cairo_restore (cr);

  /* The cross goes in the lower right corner, clear of the struck-out
   * values that tell what emptied the cell. */
  set_color (cr, &trace_style->dead_end);
  cairo_set_line_width (cr, line_width (layout, 0.06));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, x + cell * 0.62, y + cell * 0.62);
  cairo_line_to (cr, x + cell * 0.86, y + cell * 0.86);
  cairo_move_to (cr, x + cell * 0.86, y + cell * 0.62);
  cairo_line_to (cr, x + cell * 0.62, y + cell * 0.86);
  cairo_stroke (cr);
}

static void
cell_outline (cairo_t                *cr,
              const FutoRenderLayout *layout,
              int                     index,
              double                  inset)
{
  double x, y, cell = layout->cell_size;

  futo_render_layout_cell_origin (layout, index / layout->size, index % layout->size, &x, &y);
  cairo_rectangle (cr, x + inset, y + inset, cell - 2 * inset, cell - 2 * inset);
}

/* A solution's double frame around the board. It sits outside the cells,
 * in the room between the board and the edge of what can be drawn (the
 * clip: the widget, the image, the slide's box), and shrinks to fit that
 * room. A board fitted to its widget or image keeps only a margin of an
 * eighth of a cell, less than the frame's third of a cell, so a frame
 * drawn at its full width lost its outer line at the limiting sides
 * (issue 31: "the solution's outer frame is clipped at its sides"). */
static void
draw_solution_frame (cairo_t                *cr,
                     const FutoRenderLayout *layout,
                     const FutoTraceStyle   *trace_style,
                     double                  ring)
{
  double gap = fmax (layout->gap * 0.3, ring);
  double x1, y1, x2, y2, room, extent;

  /* The frame reaches 2 gaps and 1.5 lines beyond the cells. */
  cairo_clip_extents (cr, &x1, &y1, &x2, &y2);
  room = fmin (fmin (layout->x - x1, layout->y - y1),
               fmin (x2 - (layout->x + layout->board_size), y2 - (layout->y + layout->board_size)));
  extent = 2 * gap + 1.5 * ring;
  if (room > 0 && room < extent)
    {
      double scale = room / extent;

      ring *= scale;
      gap *= scale;
      /* On whole pixels the lines stay crisp and a pixel wide at least,
       * the gaps take what is left. */
      if (layout->pixel > 0)
        {
          ring = fmax (floor (ring / layout->pixel), 1.0) * layout->pixel;
          gap = fmax ((room - 1.5 * ring) / 2, 0);
        }
    }

  set_color (cr, &trace_style->solution);
  cairo_set_line_width (cr, ring);
  for (int i = 1; i <= 2; i++)
    {
      double out = i * gap + (i - 1) * ring;

      cairo_rectangle (cr, layout->x - out, layout->y - out,
                       layout->board_size + 2 * out, layout->board_size + 2 * out);
      cairo_stroke (cr);
    }
}

/* The marks over everything else: dead ends, the cause (dashed), the
 * current cell (solid ring) and a solution's double frame. */
static void
draw_marks (cairo_t                *cr,
            const FutoRenderLayout *layout,
            const FutoTraceStyle   *trace_style,
            const FutoPuzzle       *puzzle,
            const FutoTraceFrame   *frame)
{
  int n = puzzle->size;
  double ring = fmax (line_width (layout, 0.08), 2 * (layout->pixel > 0 ? layout->pixel : 1.0));

  cairo_save (cr);
  if (!frame->local_search)
    for (int index = 0; index < n * n; index++)
      if (is_open (puzzle, frame, index) && frame->candidates[index] == 0)
        {
          double x, y;

          futo_render_layout_cell_origin (layout, index / n, index % n, &x, &y);
          draw_dead_end (cr, layout, trace_style, x, y);
        }

  if (frame->cause_cell >= 0 && frame->cause_cell < n * n && frame->cause_cell != frame->focus_cell)
    {
      double dash = fmax (layout->cell_size * 0.1, 2 * ring);

      cairo_set_dash (cr, &dash, 1, 0);
      cairo_set_line_width (cr, ring * 0.75);
      cell_outline (cr, layout, frame->cause_cell, ring);
      set_color (cr, &trace_style->cause);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  if (frame->focus_cell >= 0 && frame->focus_cell < n * n)
    {
      cairo_set_line_width (cr, ring);
      cell_outline (cr, layout, frame->focus_cell, ring / 2);
      set_color (cr, &trace_style->focus);
      cairo_stroke (cr);
    }
  if (frame->solution)
    draw_solution_frame (cr, layout, trace_style, ring);
  cairo_restore (cr);
}

/* A configuration's broken rule: a tint and stripes in the top corner at
 * the end of the line, like the board's own error mark. */
static void
draw_conflict (cairo_t                *cr,
               const FutoRenderLayout *layout,
               const FutoTraceStyle   *trace_style,
               double                  x,
               double                  y)
{
  double cell = layout->cell_size;

  cairo_save (cr);
  rounded_rectangle (cr, x, y, cell, cell, cell * RADIUS_RATIO);
  cairo_clip (cr);
  cairo_rectangle (cr, x, y, cell, cell);
  set_color_alpha (cr, &trace_style->dead_end, 0.12);
  cairo_fill (cr);
  set_color (cr, &trace_style->dead_end);
  _futo_render_error_stripes (cr, layout, x, y);
  cairo_restore (cr);
}

void
futo_render_trace_layer (cairo_t                *cr,
                         const FutoRenderLayout *layout,
                         const FutoRenderStyle  *style,
                         const FutoTraceStyle   *trace_style,
                         const FutoPuzzle       *puzzle,
                         const FutoTraceFrame   *frame)
{
  int n;
  double step;
  FutoTextFace candidate_face = { 0 }, value_face = { 0 };

  g_return_if_fail (cr != NULL && layout != NULL && style != NULL && trace_style != NULL);
  g_return_if_fail (puzzle != NULL && frame != NULL && frame->candidates != NULL);
  g_return_if_fail (layout->size == puzzle->size);

  if (layout->cell_size <= 0)
    return;
  n = puzzle->size;

  cairo_save (cr);
  if (frame->conflicts != NULL)
    for (int index = 0; index < n * n; index++)
      if (frame->conflicts[index])
        {
          double x, y;

          futo_render_layout_cell_origin (layout, index / n, index % n, &x, &y);
          draw_conflict (cr, layout, trace_style, x, y);
        }

  futo_render_trace_candidate_slot (layout, 0, 0, 1, NULL, NULL, &step);
  /* The sizes of the board's own pencil marks and entries. */
  candidate_face.base = _futo_render_text_layout_new (cr, style,
                                                      futo_render_trace_candidate_font_size (layout, trace_style),
                                                      PANGO_WEIGHT_NORMAL);
  value_face.base = _futo_render_text_layout_new (cr, style,
                                                  layout->cell_size * (n >= 10 ? 0.48 : 0.56),
                                                  PANGO_WEIGHT_NORMAL);

  if (!frame->local_search)
    {
      if (step < MIN_DIGIT_STEP)
        draw_candidate_dots (cr, layout, trace_style, puzzle, frame);
      else
        {
          set_color (cr, &trace_style->candidate);
          draw_digits (cr, &candidate_face, layout, puzzle, frame, frame->candidates);
        }
      if (frame->removed != NULL)
        draw_removed (cr, &candidate_face, layout, trace_style, puzzle, frame);
    }
  draw_values (cr, &value_face, layout, trace_style, puzzle, frame);
  draw_marks (cr, layout, trace_style, puzzle, frame);
  _futo_render_trace_arc (cr, layout, trace_style, puzzle, frame);

  _futo_render_text_face_clear (&candidate_face);
  _futo_render_text_face_clear (&value_face);
  cairo_restore (cr);
}

void
futo_render_trace (cairo_t                 *cr,
                   const FutoRenderLayout  *layout,
                   const FutoRenderStyle   *style,
                   const FutoTraceStyle    *trace_style,
                   const FutoPuzzle        *puzzle,
                   const FutoTraceFrame    *frame,
                   const FutoRenderOverlay *overlay)
{
  futo_render_board_overlay (cr, layout, style, puzzle, NULL, NULL, overlay);
  futo_render_trace_layer (cr, layout, style, trace_style, puzzle, frame);
}
