/* lab-board-draw.c: how the board looks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The whole board is one Cairo drawing by the shared renderer, in the
 * colours of the current libadwaita style (light, dark, high contrast),
 * with the marks of this frame: cursor, its row and column, equal values,
 * problems, a difference between two solutions, hover hints, digits being
 * typed and the finishing wave.
 */
#define G_LOG_DOMAIN "lab-board"

#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "lab-board-private.h"

static FutoColor
to_futo_color (const GdkRGBA *rgba)
{
  FutoColor color = { rgba->red, rgba->green, rgba->blue, rgba->alpha };

  return color;
}

static void
lookup_color (GtkStyleContext *context,
              const char      *name,
              FutoColor       *color)
{
  GdkRGBA rgba;

  if (gtk_style_context_lookup_color (context, name, &rgba))
    *color = to_futo_color (&rgba);
}

/* Colours come from the theme on every draw, so light, dark and high
 * contrast all follow without the board tracking them. */
void
_lab_board_get_style (LabBoard        *self,
                      FutoRenderStyle *style,
                      char           **font_family)
{
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));
  PangoContext *pango_context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  const PangoFontDescription *font = pango_context_get_font_description (pango_context);
  AdwStyleManager *manager = adw_style_manager_get_default ();
  GdkRGBA foreground;

  if (adw_style_manager_get_dark (manager))
    futo_render_style_init_dark (style);
  else
    futo_render_style_init_light (style);
  style->fill_background = FALSE;
  style->high_contrast = adw_style_manager_get_high_contrast (manager);

  gtk_style_context_get_color (context, &foreground);
  style->foreground = to_futo_color (&foreground);
  /* Givens stand clearly apart from empty and entered cells, inside the
   * cursor's tinted row and column too; the dark style's cells are close
   * to its text, so it needs the stronger tint (issue 32). */
  style->given_cell = style->foreground;
  style->given_cell.alpha *= adw_style_manager_get_dark (manager) ? 0.19 : 0.11;
  style->pencil = style->foreground;
  style->pencil.alpha *= style->high_contrast ? 0.85 : 0.6;
  /* The labels name rows and columns as the texts name cells: Z3S1. */
  style->row_prefix = C_("cell", "r");
  style->column_prefix = C_("cell", "c");
  lookup_color (context, "accent_color", &style->accent);
  lookup_color (context, "card_bg_color", &style->cell);
  lookup_color (context, "error_color", &style->error);
  lookup_color (context, "accent_bg_color", &style->highlight);
  lookup_color (context, "success_bg_color", &style->success);
  /* card_bg_color is translucent over the window in the dark style;
   * cells must be opaque so that tints read the same everywhere. */
  if (style->cell.alpha < 1.0)
    {
      FutoColor window = style->background;

      lookup_color (context, "window_bg_color", &window);
      style->cell.red = window.red + (style->cell.red - window.red) * style->cell.alpha;
      style->cell.green = window.green + (style->cell.green - window.green) * style->cell.alpha;
      style->cell.blue = window.blue + (style->cell.blue - window.blue) * style->cell.alpha;
      style->cell.alpha = 1.0;
    }

  *font_family = g_strdup (font != NULL ? pango_font_description_get_family (font) : NULL);
  if (*font_family != NULL)
    style->font_family = *font_family;
}

/* The problems the board marks: the givens' when editing; when playing,
 * what the "show-errors" setting asks for (mistakes need the solution). */
const FutoshikiProblems *
_lab_board_get_problems (LabBoard *self)
{
  if (self->document == NULL)
    return NULL;
  if (futoshiki_document_get_mode (self->document) == FUTOSHIKI_DOCUMENT_MODE_EDIT)
    return futoshiki_document_get_problems (self->document, NULL);
  if (g_strcmp0 (self->show_errors, "never") == 0)
    return NULL;
  return futoshiki_document_get_problems (self->document,
                                          g_strcmp0 (self->show_errors, "mistakes") == 0
                                          ? self->solution : NULL);
}

/* The marks of every cell and gap for one frame. */
static void
fill_overlay (LabBoard          *self,
              FutoRenderOverlay *overlay,
              guint8            *cells,
              guint8            *right,
              guint8            *down)
{
  int n = _lab_board_size (self);
  int cursor = self->cursor_row * n + self->cursor_col;
  int cursor_value = futoshiki_document_get_value (self->document, self->cursor_row, self->cursor_col);
  const FutoGame *game = futoshiki_document_get_game (self->document);
  const FutoshikiProblems *problems = _lab_board_get_problems (self);

  futo_render_overlay_init (overlay);
  overlay->cells = cells;
  overlay->right = right;
  overlay->down = down;

  for (int i = 0; i < n * n; i++)
    {
      int value = game->puzzle->givens[i] != 0 ? game->puzzle->givens[i] : game->entries[i];

      if (i / n == self->cursor_row || i % n == self->cursor_col)
        cells[i] |= FUTO_RENDER_MARK_PEER;
      if (cursor_value != 0 && value == cursor_value)
        cells[i] |= FUTO_RENDER_MARK_SAME_VALUE;
      if (self->alternatives[0] != NULL && self->alternatives[0][i] != self->alternatives[1][i])
        cells[i] |= FUTO_RENDER_MARK_DIFFERENCE;
    }
  cells[cursor] |= FUTO_RENDER_MARK_CURSOR;
  if (self->hover_cell >= 0 && self->hover_cell < n * n)
    cells[self->hover_cell] |= FUTO_RENDER_MARK_HOVER;
  if (self->hover_gap_cell >= 0 && self->hover_gap_cell < n * n)
    (self->hover_gap_dir == FUTO_DIR_RIGHT ? right : down)[self->hover_gap_cell] |= FUTO_RENDER_MARK_HOVER;

  if (problems != NULL)
    {
      for (int i = 0; i < n * n; i++)
        {
          if (problems->cells[i])
            cells[i] |= FUTO_RENDER_MARK_ERROR;
          if (problems->right[i])
            right[i] |= FUTO_RENDER_MARK_ERROR;
          if (problems->down[i])
            down[i] |= FUTO_RENDER_MARK_ERROR;
        }
    }

  overlay->alternatives[0] = self->alternatives[0];
  overlay->alternatives[1] = self->alternatives[1];
  if (self->pending->len > 0)
    {
      overlay->pending_cell = self->pending_cell;
      overlay->pending_text = self->pending->str;
    }
  overlay->celebration = self->celebration;
  /* The cursor's value in every pencil mark too, where it could still go. */
  overlay->highlight_value = cursor_value;
}

/* Above this many pixels the image is not worth its memory. */
#define MAX_IMAGE_PIXELS (4096.0 * 4096.0)

/* Draws into an image of the widget's own pixels and returns a node that
 * only paints that image. GTK 4.8's cairo renderer, which the app uses
 * where OpenGL runs in software (lab-renderer.c), keeps a cairo node as a
 * recording and replays all of it for every frame that touches the node:
 * a line of progress, a popover or a toast over a 50×50 board cost a whole
 * board drawing each time (28 ms). Painting a kept image takes a fraction
 * of a millisecond. (Not a texture node: that renderer converts a texture
 * pixel by pixel into a new image on every frame.)
 *
 * A zoomed board is drawn straight into the node instead: it is larger
 * than the part in view, up to eight times each way, and a frame replays
 * only that part, where an image would hold the whole board. */
GskRenderNode *
_lab_board_paint_image (LabBoard          *self,
                        int                width,
                        int                height,
                        LabBoardPaintFunc  paint,
                        gconstpointer      data)
{
  /* The scale the layout put the cells on whole pixels for. */
  int scale = self->layout.pixel > 0 ? MAX (1, (int) lround (1.0 / self->layout.pixel))
                                     : gtk_widget_get_scale_factor (GTK_WIDGET (self));
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  cairo_surface_t *surface = NULL;
  cairo_t *cr;

  if (self->zoom <= LAB_BOARD_MIN_ZOOM
      && (double) width * height * scale * scale <= MAX_IMAGE_PIXELS)
    {
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
      if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
        g_clear_pointer (&surface, cairo_surface_destroy);
    }

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (surface != NULL)
    {
      cairo_t *image;

      cairo_surface_set_device_scale (surface, scale, scale);
      image = cairo_create (surface);
      paint (self, image, data);
      cairo_destroy (image);
      cairo_set_source_surface (cr, surface, 0, 0);
      cairo_paint (cr);
      cairo_surface_destroy (surface);
    }
  else
    paint (self, cr, data);
  cairo_destroy (cr);
  return gtk_snapshot_free_to_node (snapshot);
}

typedef struct
{
  const FutoRenderStyle   *style;
  const FutoRenderOverlay *overlay;
} GameDrawing;

static void
paint_game (LabBoard      *self,
            cairo_t       *cr,
            gconstpointer  data)
{
  const GameDrawing *drawing = data;
  const FutoGame *game = futoshiki_document_get_game (self->document);

  futo_render_board_overlay (cr, &self->layout, drawing->style, game->puzzle,
                             game->entries, game->pencil, drawing->overlay);
  _lab_board_draw_hint (self, cr, drawing->style);
}

void
_lab_board_snapshot_game (LabBoard              *self,
                          GtkSnapshot           *snapshot,
                          const FutoRenderStyle *style,
                          int                    width,
                          int                    height)
{
  int n = _lab_board_size (self);
  g_autofree guint8 *marks = g_new0 (guint8, 3 * n * n);
  FutoRenderOverlay overlay;
  GskRenderNode *node;

  fill_overlay (self, &overlay, marks, marks + n * n, marks + 2 * n * n);
  node = _lab_board_paint_image (self, width, height, paint_game,
                                 &(GameDrawing) { style, &overlay });
  gtk_snapshot_append_node (snapshot, node);
  gsk_render_node_unref (node);
}
