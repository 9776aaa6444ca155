/* lab-export-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The export dialog shows what will be written, drawn by the same
 * futo_export_draw() that writes the file, and redraws it whenever an
 * option changes. Export… asks for a file name and writes there
 * (lab-export-dialog-file.c). The options the rows stand for, and the
 * settings that remember them, are lab-export-dialog-options.c.
 */
#define G_LOG_DOMAIN "lab-export-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "lab-export-dialog-private.h"

G_DEFINE_FINAL_TYPE (LabExportDialog, lab_export_dialog, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_SOLUTION_CHECK,
  N_PROPS
};

enum {
  EXPORTED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The preview */

static void
draw_checkerboard (cairo_t *cr,
                   double   width,
                   double   height)
{
  const double square = 8;

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  cairo_set_source_rgb (cr, 0.85, 0.85, 0.85);
  cairo_paint (cr);
  cairo_set_source_rgb (cr, 0.7, 0.7, 0.7);
  for (int row = 0; row * square < height; row++)
    for (int col = row % 2; col * square < width; col += 2)
      cairo_rectangle (cr, col * square, row * square, square, square);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* The export scaled to fit the area, up or down, on its paper or with a
 * checkerboard behind a transparent background, with a thin outline that
 * shows where the file ends. */
static void
preview_draw (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  LabExportDialog *self = user_data;
  const FutoGame *game = _lab_export_dialog_get_game (self);
  FutoExportOptions options;
  FutoExportFormat format;
  double sheet_width, sheet_height, scale;

  _lab_export_dialog_get_options (self, &options, &format);
  if (options.page_width > 0 && options.page_height > 0)
    {
      sheet_width = options.page_width;
      sheet_height = options.page_height;
    }
  else
    futo_export_get_size (game, &options, &sheet_width, &sheet_height);
  if (sheet_width <= 0 || sheet_height <= 0 || width < 4 || height < 4)
    return;

  scale = MIN ((width - 2) / sheet_width, (height - 2) / sheet_height);
  cairo_translate (cr, floor ((width - sheet_width * scale) / 2),
                   floor ((height - sheet_height * scale) / 2));
  cairo_scale (cr, scale, scale);

  if (options.transparent)
    {
      cairo_save (cr);
      cairo_scale (cr, 1 / scale, 1 / scale);
      draw_checkerboard (cr, sheet_width * scale, sheet_height * scale);
      cairo_restore (cr);
    }
  else
    {
      /* The paper around a drawing that is smaller than its page. */
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_rectangle (cr, 0, 0, sheet_width, sheet_height);
      cairo_fill (cr);
    }
  futo_export_draw (cr, game, &options, sheet_width, sheet_height);

  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_set_line_width (cr, 1 / scale);
  cairo_rectangle (cr, 0, 0, sheet_width, sheet_height);
  cairo_stroke (cr);
}

/* What the options say about themselves: which rows apply to the format,
 * how large the PNG comes out, whether it can be written at all. */
static void
update_rows (LabExportDialog *self)
{
  FutoExportOptions options;
  FutoExportFormat format;
  gboolean fits = TRUE;

  _lab_export_dialog_get_options (self, &options, &format);

  gtk_widget_set_visible (GTK_WIDGET (self->image_group), format == FUTO_EXPORT_PNG);
  gtk_widget_set_visible (GTK_WIDGET (self->print_group), format != FUTO_EXPORT_PNG);
  gtk_widget_set_visible (GTK_WIDGET (self->paper_row), format == FUTO_EXPORT_PDF);
  gtk_widget_set_visible (GTK_WIDGET (self->dark_row), format != FUTO_EXPORT_PDF);
  gtk_widget_set_visible (GTK_WIDGET (self->transparent_row), format != FUTO_EXPORT_PDF);
  gtk_widget_set_sensitive (GTK_WIDGET (self->scale_row),
                            !adw_expander_row_get_enable_expansion (self->width_expander));

  if (format == FUTO_EXPORT_PNG)
    {
      g_autofree char *description = NULL;
      int width, height;

      futo_export_get_pixel_size (_lab_export_dialog_get_game (self), &options, &width, &height);
      fits = width <= FUTO_EXPORT_MAX_PIXELS && height <= FUTO_EXPORT_MAX_PIXELS;
      if (fits)
        /* Translators: the size of the image to be exported, e.g. "640 × 480 pixels" */
        description = g_strdup_printf (_("%d × %d pixels"), width, height);
      else
        /* Translators: %d is the largest side of an image, in pixels */
        description = g_strdup_printf (_("Too large: at most %d pixels a side"),
                                       FUTO_EXPORT_MAX_PIXELS);
      adw_preferences_group_set_description (self->image_group, description);
    }
  gtk_widget_set_sensitive (self->export_button, fits && !self->busy);
}

static void
options_changed (LabExportDialog *self)
{
  update_rows (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->preview));
}

static void
on_content_toggled (LabExportDialog *self)
{
  /* Every check button of the group reports; the active one decides. */
  if (gtk_check_button_get_active (self->solution_check))
    self->wanted_content = FUTO_EXPORT_SOLUTION;
  else if (gtk_check_button_get_active (self->state_check))
    self->wanted_content = FUTO_EXPORT_STATE;
  else if (gtk_check_button_get_active (self->trace_check))
    self->wanted_content = FUTO_EXPORT_TRACE;
  else if (gtk_check_button_get_active (self->puzzle_check))
    self->wanted_content = FUTO_EXPORT_PUZZLE;
  options_changed (self);
}

/* The solution is offered only when it is the only one; otherwise its row
 * says why not. */
static void
update_solution_row (LabExportDialog *self)
{
  LabSolutionState state = self->check != NULL ? lab_solution_check_get_state (self->check)
                                               : LAB_SOLUTION_STATE_UNDECIDED;
  gboolean available = _lab_export_dialog_solution_available (self);
  FutoExportContent wanted = self->wanted_content;
  const char *reason = NULL;

  switch (state)
    {
    case LAB_SOLUTION_STATE_CHECKING:
      reason = _("Looking for the solution…");
      break;
    case LAB_SOLUTION_STATE_INVALID:
      reason = _("Not available: the givens or signs break a rule");
      break;
    case LAB_SOLUTION_STATE_NONE:
      reason = _("Not available: the puzzle has no solution");
      break;
    case LAB_SOLUTION_STATE_MULTIPLE:
      reason = _("Not available: the puzzle has more than one solution");
      break;
    case LAB_SOLUTION_STATE_UNDECIDED:
      reason = _("Not available: no single solution was found");
      break;
    case LAB_SOLUTION_STATE_UNIQUE:
    default:
      reason = _("The finished board");
      break;
    }
  adw_action_row_set_subtitle (self->solution_row, reason);
  gtk_widget_set_sensitive (GTK_WIDGET (self->solution_row), available);

  if (!available && gtk_check_button_get_active (self->solution_check))
    gtk_check_button_set_active (self->puzzle_check, TRUE);
  else if (available && wanted == FUTO_EXPORT_SOLUTION)
    gtk_check_button_set_active (self->solution_check, TRUE);
  /* Falling back to the puzzle is not a choice of the user's. */
  self->wanted_content = wanted;
  options_changed (self);
}

void
_lab_export_dialog_set_busy (LabExportDialog *self,
                             gboolean         busy)
{
  self->busy = busy;
  update_rows (self);
}

/* The object */

void
_lab_export_dialog_emit_exported (LabExportDialog *self,
                                  GFile           *file)
{
  g_signal_emit (self, signals[EXPORTED], 0, file);
}

LabExportDialog *
lab_export_dialog_new (GtkWindow        *parent,
                       LabDocument      *document,
                       LabSolutionCheck *check)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (LAB_IS_DOCUMENT (document), NULL);
  g_return_val_if_fail (check == NULL || LAB_IS_SOLUTION_CHECK (check), NULL);

  return g_object_new (LAB_TYPE_EXPORT_DIALOG,
                       "transient-for", parent,
                       "document", document,
                       "solution-check", check,
                       NULL);
}

LabDocument *
lab_export_dialog_get_document (LabExportDialog *self)
{
  g_return_val_if_fail (LAB_IS_EXPORT_DIALOG (self), NULL);

  return self->document;
}

void
lab_export_dialog_set_trace_player (LabExportDialog *self,
                                    LabTracePlayer  *player)
{
  g_return_if_fail (LAB_IS_EXPORT_DIALOG (self));
  g_return_if_fail (player == NULL || LAB_IS_TRACE_PLAYER (player));

  if (self->trace_player == player)
    return;
  if (self->trace_player != NULL)
    g_signal_handlers_disconnect_by_data (self->trace_player, self);
  g_set_object (&self->trace_player, player);
  if (player != NULL)
    g_signal_connect_object (player, "notify::position",
                             G_CALLBACK (options_changed), self, G_CONNECT_SWAPPED);
  else if (gtk_check_button_get_active (self->trace_check))
    gtk_check_button_set_active (self->puzzle_check, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->trace_row), player != NULL);
  options_changed (self);
}

static void
lab_export_dialog_constructed (GObject *object)
{
  LabExportDialog *self = LAB_EXPORT_DIALOG (object);
  const FutoGame *game;

  G_OBJECT_CLASS (lab_export_dialog_parent_class)->constructed (object);

  g_assert (self->document != NULL);
  game = lab_document_get_game (self->document);
  adw_action_row_set_subtitle (self->title_row,
                               game->title != NULL && game->title[0] != '\0' ? game->title
                               : _("The puzzle has no title: “Futoshiki” is shown"));

  _lab_export_dialog_load_settings (self);
  if (self->check != NULL)
    g_signal_connect_object (self->check, "notify::state",
                             G_CALLBACK (update_solution_row), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "changed",
                           G_CALLBACK (options_changed), self, G_CONNECT_SWAPPED);
  update_solution_row (self);
}

/* The drawing and the writing hold the dialog, so dispose would come
 * only after the file was written: closing is when the export stops. */
static gboolean
lab_export_dialog_close_request (GtkWindow *window)
{
  LabExportDialog *self = LAB_EXPORT_DIALOG (window);

  g_cancellable_cancel (self->cancellable);
  return GTK_WINDOW_CLASS (lab_export_dialog_parent_class)->close_request (window);
}

static void
lab_export_dialog_dispose (GObject *object)
{
  LabExportDialog *self = LAB_EXPORT_DIALOG (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->trace_player != NULL)
    g_signal_handlers_disconnect_by_data (self->trace_player, self);
  g_clear_object (&self->trace_player);
  g_clear_pointer (&self->trace_blank, futo_game_free);
  g_clear_object (&self->check);
  g_clear_object (&self->document);
  g_clear_object (&self->settings);

  gtk_widget_dispose_template (GTK_WIDGET (self), LAB_TYPE_EXPORT_DIALOG);

  G_OBJECT_CLASS (lab_export_dialog_parent_class)->dispose (object);
}

static void
lab_export_dialog_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  LabExportDialog *self = LAB_EXPORT_DIALOG (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;

    case PROP_SOLUTION_CHECK:
      g_value_set_object (value, self->check);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_export_dialog_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  LabExportDialog *self = LAB_EXPORT_DIALOG (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      self->document = g_value_dup_object (value);
      break;

    case PROP_SOLUTION_CHECK:
      self->check = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_export_dialog_class_init (LabExportDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = lab_export_dialog_constructed;
  object_class->dispose = lab_export_dialog_dispose;
  object_class->get_property = lab_export_dialog_get_property;
  object_class->set_property = lab_export_dialog_set_property;
  window_class->close_request = lab_export_dialog_close_request;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, LAB_TYPE_DOCUMENT, flags);
  properties[PROP_SOLUTION_CHECK] =
    g_param_spec_object ("solution-check", NULL, NULL, LAB_TYPE_SOLUTION_CHECK, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LabExportDialog::exported:
   * @file: the file written
   *
   * The export was written, just before the dialog closes.
   */
  signals[EXPORTED] =
    g_signal_new ("exported", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_FILE);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/lab-export-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, export_button);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, preview);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, puzzle_check);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, solution_check);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, state_check);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, trace_check);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, trace_row);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, solution_row);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, format_row);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, image_group);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, scale_row);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, scale_spin);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, width_expander);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, width_spin);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, print_group);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, cell_spin);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, paper_row);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, title_row);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, title_switch);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, caption_switch);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, monochrome_switch);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, dark_row);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, dark_switch);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, transparent_row);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, transparent_switch);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_export_clicked",
                                                G_CALLBACK (_lab_export_dialog_choose_file));
  gtk_widget_class_bind_template_callback (widget_class, on_content_toggled);
  gtk_widget_class_bind_template_callback (widget_class, options_changed);
}

static void
lab_export_dialog_init (LabExportDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->cancellable = g_cancellable_new ();
  self->settings = g_settings_new (APP_ID);
  gtk_drawing_area_set_draw_func (self->preview, preview_draw, self, NULL);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->export_button);
  gtk_widget_grab_focus (self->export_button);
}
