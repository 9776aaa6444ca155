/* lab-board-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shows a puzzle through the shared renderer until the editable board
 * widget arrives. It keeps a copy of the game so that it never depends on
 * how long the caller's one lives.
 */
#define G_LOG_DOMAIN "lab-board-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "futo-render.h"
#include "lab-board-view.h"

struct _LabBoardView
{
  GtkDrawingArea  parent_instance;

  FutoGame       *game;
};

G_DEFINE_FINAL_TYPE (LabBoardView, lab_board_view, GTK_TYPE_DRAWING_AREA)

enum {
  PROP_0,
  PROP_SIZE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GtkWidget *
lab_board_view_new (void)
{
  return g_object_new (LAB_TYPE_BOARD_VIEW, NULL);
}

static FutoColor
to_futo_color (const GdkRGBA *rgba)
{
  FutoColor color = { rgba->red, rgba->green, rgba->blue, rgba->alpha };

  return color;
}

static FutoColor
with_alpha (const GdkRGBA *rgba,
            double         alpha)
{
  FutoColor color = { rgba->red, rgba->green, rgba->blue, rgba->alpha * alpha };

  return color;
}

/* Colours come from the theme on every draw, so light, dark and high
 * contrast all follow without the view tracking them. */
static void
style_from_widget (LabBoardView    *self,
                   FutoRenderStyle *style,
                   char           **font_family)
{
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));
  PangoContext *pango_context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  const PangoFontDescription *font = pango_context_get_font_description (pango_context);
  GdkRGBA foreground, accent, cell;

  gtk_style_context_get_color (context, &foreground);
  if (!gtk_style_context_lookup_color (context, "accent_color", &accent))
    accent = (GdkRGBA) { 0.110, 0.443, 0.847, 1.0 };
  if (!gtk_style_context_lookup_color (context, "card_bg_color", &cell))
    cell = (GdkRGBA) { 1.0, 1.0, 1.0, 1.0 };

  /* The light or dark defaults supply what the theme has no colour for. */
  if (adw_style_manager_get_dark (adw_style_manager_get_default ()))
    futo_render_style_init_dark (style);
  else
    futo_render_style_init_light (style);
  style->fill_background = false;
  style->foreground = to_futo_color (&foreground);
  style->accent = to_futo_color (&accent);
  style->cell = to_futo_color (&cell);
  style->given_cell = with_alpha (&foreground, 0.07);
  style->pencil = with_alpha (&foreground, 0.6);

  *font_family = g_strdup (font != NULL ? pango_font_description_get_family (font) : NULL);
  if (*font_family != NULL)
    style->font_family = *font_family;
}

static void
draw_board (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  LabBoardView *self = LAB_BOARD_VIEW (area);
  g_autofree char *font_family = NULL;
  FutoRenderStyle style;

  if (self->game == NULL)
    return;

  style_from_widget (self, &style, &font_family);
  futo_render_game (cr, self->game, &style, width, height);
}

static void
update_accessible (LabBoardView *self)
{
  g_autofree char *description = NULL;

  if (self->game != NULL)
    {
      const FutoPuzzle *puzzle = self->game->puzzle;
      int n_givens = futo_puzzle_count_givens (puzzle);
      int n_signs = futo_puzzle_count_signs (puzzle);
      g_autofree char *givens = NULL;
      g_autofree char *signs = NULL;

      givens = g_strdup_printf (ngettext ("%d given value", "%d given values", n_givens), n_givens);
      signs = g_strdup_printf (ngettext ("%d sign", "%d signs", n_signs), n_signs);
      /* Translators: the board size, then "3 given values" and "7 signs" */
      description = g_strdup_printf (_("%d × %d puzzle with %s and %s"),
                                     puzzle->size, puzzle->size, givens, signs);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Puzzle board"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description != NULL ? description : "",
                                  -1);
}

const FutoGame *
lab_board_view_get_game (LabBoardView *self)
{
  g_return_val_if_fail (LAB_IS_BOARD_VIEW (self), NULL);

  return self->game;
}

/**
 * lab_board_view_set_game:
 * @game: (nullable) (transfer none): the game to show; the view copies it
 */
void
lab_board_view_set_game (LabBoardView   *self,
                         const FutoGame *game)
{
  int old_size;

  g_return_if_fail (LAB_IS_BOARD_VIEW (self));

  if (game == self->game)
    return;

  old_size = lab_board_view_get_size (self);
  g_clear_pointer (&self->game, futo_game_free);
  if (game != NULL)
    self->game = futo_game_copy (game);

  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));

  if (old_size != lab_board_view_get_size (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIZE]);
}

/* The number of rows and columns shown, 0 when there is no game. */
int
lab_board_view_get_size (LabBoardView *self)
{
  g_return_val_if_fail (LAB_IS_BOARD_VIEW (self), 0);

  return self->game != NULL ? self->game->puzzle->size : 0;
}

static void
lab_board_view_css_changed (GtkWidget         *widget,
                            GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (lab_board_view_parent_class)->css_changed (widget, change);

  gtk_widget_queue_draw (widget);
}

static void
lab_board_view_dispose (GObject *object)
{
  LabBoardView *self = LAB_BOARD_VIEW (object);

  g_clear_pointer (&self->game, futo_game_free);

  G_OBJECT_CLASS (lab_board_view_parent_class)->dispose (object);
}

static void
lab_board_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  LabBoardView *self = LAB_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_SIZE:
      g_value_set_int (value, lab_board_view_get_size (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_board_view_class_init (LabBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lab_board_view_dispose;
  object_class->get_property = lab_board_view_get_property;

  widget_class->css_changed = lab_board_view_css_changed;

  properties[PROP_SIZE] =
    g_param_spec_int ("size", NULL, NULL,
                      0, FUTO_MAX_SIZE, 0,
                      (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "boardview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
lab_board_view_init (LabBoardView *self)
{
  /* The natural size; the board scales to whatever it is given. */
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self), 360);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self), 360);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self), draw_board, NULL, NULL);
  update_accessible (self);
}
