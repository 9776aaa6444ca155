/* futo-render-text.c: the numbers in the cells
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Givens, entries, pencil marks, digits being typed and the two values of
 * a difference, all laid out with Pango. Text layout is the costly part of
 * drawing a board, so each number is laid out once per frame and face.
 */
#include <math.h>

#include <glib.h>
#include <pango/pangocairo.h>

#include "futo-render-private.h"

/* Below this many units per pencil mark, digits turn to mush. */
#define MIN_PENCIL_STEP 7.0

/* Draws text centred on (cx, cy) and returns its ink box. Digits are
 * centred on their ink, not on the line box, or they would sit visibly high
 * in the cell. */
static void
draw_centered_text (cairo_t        *cr,
                    PangoLayout    *layout,
                    const char     *text,
                    double          cx,
                    double          cy,
                    PangoRectangle *ink_out)
{
  PangoRectangle ink;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_extents (layout, &ink, NULL);
  cairo_move_to (cr,
                 cx - ((double) ink.x + ink.width / 2.0) / PANGO_SCALE,
                 cy - ((double) ink.y + ink.height / 2.0) / PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
  if (ink_out != NULL)
    *ink_out = ink;
}

PangoLayout *
_futo_render_text_layout_new (cairo_t               *cr,
                              const FutoRenderStyle *style,
                              double                 pixel_size,
                              PangoWeight            weight)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font;
  cairo_font_options_t *options;

  /* Unhinted metrics keep text placement identical on screen, in PDF and
   * at any zoom. */
  options = cairo_font_options_create ();
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (pango_layout_get_context (layout), options);
  pango_layout_context_changed (layout);
  cairo_font_options_destroy (options);

  font = pango_font_description_from_string (style->font_family != NULL
                                             ? style->font_family
                                             : DEFAULT_FONT);
  pango_font_description_set_weight (font, weight);
  pango_font_description_set_absolute_size (font, fmax (pixel_size, 1.0) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

void
_futo_render_text_face_clear (FutoTextFace *face)
{
  for (int i = 0; i <= FUTO_MAX_SIZE; i++)
    g_clear_object (&face->numbers[i]);
  g_clear_object (&face->base);
}

/* Draws value centred on its ink at (cx, cy), as draw_centered_text. */
void
_futo_render_draw_number (cairo_t        *cr,
                          FutoTextFace   *face,
                          int             value,
                          double          cx,
                          double          cy,
                          PangoRectangle *ink_out)
{
  PangoRectangle *ink;

  if (value < 0 || value > FUTO_MAX_SIZE)
    return;
  ink = &face->ink[value];
  if (face->numbers[value] == NULL)
    {
      char buf[4];

      g_snprintf (buf, sizeof buf, "%d", value);
      face->numbers[value] = pango_layout_copy (face->base);
      pango_layout_set_text (face->numbers[value], buf, -1);
      pango_layout_get_extents (face->numbers[value], ink, NULL);
    }
  cairo_move_to (cr,
                 cx - ((double) ink->x + ink->width / 2.0) / PANGO_SCALE,
                 cy - ((double) ink->y + ink->height / 2.0) / PANGO_SCALE);
  pango_cairo_show_layout (cr, face->numbers[value]);
  if (ink_out != NULL)
    *ink_out = *ink;
}

/* Pencil marks sit in a k×k sub-grid, value v at its reading-order place,
 * so that a mark is always found in the same spot of every cell. */
static void
draw_pencil (cairo_t                *cr,
             FutoTextFace           *text,
             const FutoRenderLayout *layout,
             const FutoRenderStyle  *style,
             double                  x,
             double                  y,
             FutoSet                 marks,
             int                     highlighted)
{
  int size = layout->size;
  int k = (int) ceil (sqrt ((double) size));
  double inset = layout->cell_size * 0.1;
  double step = (layout->cell_size - 2 * inset) / k;

  for (int value = 1; value <= size; value++)
    {
      int slot_col = (value - 1) % k;
      double cx, cy;

      if ((marks & FUTO_SET_BIT (value)) == 0)
        continue;
      if (layout->rtl)
        slot_col = k - 1 - slot_col;
      cx = x + inset + (slot_col + 0.5) * step;
      cy = y + inset + ((value - 1) / k + 0.5) * step;
      /* The selected value's marks on a disc, so that every place it
       * could still go shows at once; the digit in full strength. */
      if (value == highlighted)
        {
          cairo_save (cr);
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, step * 0.48, 0, 2 * G_PI);
          set_color_alpha (cr, &style->highlight, 0.35);
          cairo_fill (cr);
          cairo_restore (cr);
          cairo_save (cr);
          set_color (cr, &style->foreground);
          if (step < MIN_PENCIL_STEP)
            {
              cairo_new_sub_path (cr);
              cairo_arc (cr, cx, cy, step * 0.3, 0, 2 * G_PI);
              cairo_fill (cr);
            }
          else
            _futo_render_draw_number (cr, text, value, cx, cy, NULL);
          cairo_restore (cr);
          continue;
        }
      /* Digits too small to read become dots in the same places, which
       * still show how many candidates are left and which. */
      if (step < MIN_PENCIL_STEP)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, step * 0.3, 0, 2 * G_PI);
          cairo_fill (cr);
          continue;
        }
      _futo_render_draw_number (cr, text, value, cx, cy, NULL);
    }
}

typedef struct
{
  FutoTextFace  given;
  FutoTextFace  entry;
  FutoTextFace  pencil;
  PangoLayout  *small;
} TextLayouts;

/* The two values two solutions put in a cell, as "2/5" in the lower half. */
static void
draw_alternatives (cairo_t                 *cr,
                   TextLayouts             *text,
                   const FutoRenderLayout  *layout,
                   const FutoRenderStyle   *style,
                   const FutoRenderOverlay *overlay,
                   int                      index,
                   double                   x,
                   double                   y,
                   bool                     has_value)
{
  double cell = layout->cell_size;
  char buf[16];

  if (overlay->alternatives[0] == NULL || overlay->alternatives[1] == NULL)
    return;
  g_snprintf (buf, sizeof buf, "%d/%d",
              overlay->alternatives[0][index], overlay->alternatives[1][index]);
  set_color (cr, &style->difference);
  draw_centered_text (cr, text->small, buf, x + cell / 2,
                      has_value ? y + cell * 0.86 : y + cell / 2, NULL);
}

static void
draw_cell_text (cairo_t                 *cr,
                TextLayouts             *text,
                const FutoRenderLayout  *layout,
                const FutoRenderStyle   *style,
                const FutoPuzzle        *puzzle,
                const uint8_t           *entries,
                const FutoSet           *pencil,
                const FutoRenderOverlay *overlay,
                int                      row,
                int                      col)
{
  int index = futo_puzzle_cell (puzzle, row, col);
  int given = puzzle->givens[index];
  int entry = entries != NULL ? entries[index] : 0;
  uint8_t marks = cell_marks (overlay, index);
  bool pending = overlay != NULL && overlay->pending_cell == index && overlay->pending_text != NULL;
  bool difference = (marks & FUTO_RENDER_MARK_DIFFERENCE) != 0 && overlay != NULL;
  double cell = layout->cell_size;
  double x, y, cx, cy;
  PangoRectangle ink;
  char buf[24];

  futo_render_layout_cell_origin (layout, row, col, &x, &y);
  cx = x + cell / 2;
  cy = y + cell / 2;

  if (pending)
    {
      /* Digits typed so far, with a caret: the entry is not made yet. */
      g_snprintf (buf, sizeof buf, "%s_", overlay->pending_text);
      set_color (cr, &style->accent);
      draw_centered_text (cr, text->entry.base, buf, cx, cy, NULL);
    }
  else if (given != 0 || entry != 0)
    {
      bool error = (marks & FUTO_RENDER_MARK_ERROR) != 0;

      set_color (cr, error ? &style->error : given != 0 ? &style->foreground : &style->accent);
      _futo_render_draw_number (cr, given != 0 ? &text->given : &text->entry,
                                given != 0 ? given : entry, cx, cy, &ink);
      if (error)
        {
          /* An underline, so that the error shows without its colour. */
          double width = fmax ((double) ink.width / PANGO_SCALE, cell * 0.3);
          double thickness = line_width (layout, 0.05);
          double under = cy + (double) ink.height / PANGO_SCALE / 2 + thickness * 1.5;

          cairo_rectangle (cr, cx - width / 2, under, width, thickness);
          cairo_fill (cr);
        }
    }
  else if (pencil != NULL && pencil[index] != 0 && !difference)
    {
      set_color (cr, &style->pencil);
      draw_pencil (cr, &text->pencil, layout, style, x, y, pencil[index],
                   overlay != NULL ? overlay->highlight_value : 0);
    }

  if (difference)
    draw_alternatives (cr, text, layout, style, overlay, index, x, y,
                       pending || given != 0 || entry != 0);
}

void
_futo_render_draw_values (cairo_t                 *cr,
                          const FutoRenderLayout  *layout,
                          const FutoRenderStyle   *style,
                          const FutoPuzzle        *puzzle,
                          const uint8_t           *entries,
                          const FutoSet           *pencil,
                          const FutoRenderOverlay *overlay)
{
  int size = puzzle->size;
  int k = (int) ceil (sqrt ((double) size));
  /* Two-digit values need a smaller face to stay inside the cell. */
  double value_px = layout->cell_size * (size >= 10 ? 0.48 : 0.56);
  double pencil_px = layout->cell_size / k * (size >= 10 ? 0.5 : 0.7);
  TextLayouts text = { 0 };

  text.given.base = _futo_render_text_layout_new (cr, style, value_px, PANGO_WEIGHT_BOLD);
  text.entry.base = _futo_render_text_layout_new (cr, style, value_px, PANGO_WEIGHT_NORMAL);
  text.pencil.base = _futo_render_text_layout_new (cr, style, pencil_px, PANGO_WEIGHT_NORMAL);
  text.small = _futo_render_text_layout_new (cr, style,
                                             layout->cell_size * (size >= 10 ? 0.2 : 0.24),
                                             PANGO_WEIGHT_BOLD);

  for (int row = 0; row < size; row++)
    for (int col = 0; col < size; col++)
      draw_cell_text (cr, &text, layout, style, puzzle, entries, pencil, overlay, row, col);

  _futo_render_text_face_clear (&text.given);
  _futo_render_text_face_clear (&text.entry);
  _futo_render_text_face_clear (&text.pencil);
  g_object_unref (text.small);
}
