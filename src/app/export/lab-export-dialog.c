/* lab-export-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The export dialog shows what will be written, drawn by the same
 * futo_render_export_draw() that writes the file, and redraws it whenever an
 * option changes. The rows read as FutoExportOptions and a format, for
 * the preview and for the file alike; the settings remember them from one
 * export to the next.
 *
 * Export… asks for a file name and writes there: the export is drawn
 * into memory in a worker thread and then replaces the file whole through
 * futoshiki_file_save_async(), which writes a temporary file next to the
 * target, checks every write, fsyncs and renames it: a failed export
 * leaves the old file, or none, never half of one.
 */
#define G_LOG_DOMAIN "lab-export-dialog"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "lab-export-dialog-private.h"
#include "futoshiki-error-text.h"
#include "futoshiki-file-save.h"
#include "lab-file-util.h"
#include "futoshiki-run-tree.h"
#include "futoshiki-task.h"

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

/* The options */

/* The combo rows list these, in this order. */
static const char * const format_ids[] = { "png", "pdf", "svg", NULL };
static const char * const paper_ids[] = { "none", "a4", "letter", NULL };
static const char * const content_ids[] = { "puzzle", "solution", "state", "trace", NULL };

static guint
choice_index (const char * const *choices,
              const char         *value)
{
  for (guint i = 0; choices[i] != NULL; i++)
    if (g_strcmp0 (choices[i], value) == 0)
      return i;
  return 0;
}

/* The id of a combo row's selection; the last one for a position past the
 * end, such as GTK_INVALID_LIST_POSITION when nothing is selected. */
static const char *
choice_id (const char * const *choices,
           guint               index)
{
  guint last = 0;

  while (choices[last + 1] != NULL)
    last++;
  return choices[MIN (index, last)];
}

static gboolean
solution_available (LabExportDialog *self)
{
  return self->check != NULL
         && futoshiki_solution_check_get_state (self->check) == FUTOSHIKI_SOLUTION_STATE_UNIQUE
         && futoshiki_solution_check_get_solution (self->check, 0) != NULL;
}

void
lab_export_dialog_get_options (LabExportDialog   *self,
                               FutoExportOptions *options,
                               FutoExportFormat  *format)
{
  FutoExportFormat chosen = (FutoExportFormat) adw_combo_row_get_selected (self->format_row);
  guint paper = adw_combo_row_get_selected (self->paper_row);

  if (chosen >= FUTO_N_EXPORT_FORMATS)
    chosen = FUTO_EXPORT_PNG;

  futo_render_export_options_init (options);
  if (gtk_check_button_get_active (self->solution_check)
      && solution_available (self))
    {
      options->content = FUTO_EXPORT_SOLUTION;
      options->solution = futoshiki_solution_check_get_solution (self->check, 0);
    }
  else if (gtk_check_button_get_active (self->state_check))
    options->content = FUTO_EXPORT_STATE;
  else if (gtk_check_button_get_active (self->trace_check) && self->trace_player != NULL)
    {
      options->content = FUTO_EXPORT_TRACE;
      futoshiki_trace_player_get_frame (self->trace_player, &self->trace_frame);
      options->frame = &self->trace_frame;
    }

  options->show_title = gtk_switch_get_active (self->title_switch);
  options->show_caption = gtk_switch_get_active (self->caption_switch);
  options->monochrome = gtk_switch_get_active (self->monochrome_switch);
  options->labels = gtk_switch_get_active (self->labels_switch);
  /* The letters the texts name cells with: Z and S in German. */
  options->row_prefix = C_("cell", "r");
  options->column_prefix = C_("cell", "c");
  options->cell_mm = gtk_spin_button_get_value (self->cell_spin);
  /* Paper is white and PDF has no other background: these options are
   * for the screen formats only, as the dialog shows. */
  if (chosen != FUTO_EXPORT_PDF)
    {
      options->dark = gtk_switch_get_active (self->dark_switch);
      options->transparent = gtk_switch_get_active (self->transparent_switch);
    }
  if (chosen == FUTO_EXPORT_PNG)
    {
      options->scale = gtk_spin_button_get_value (self->scale_spin);
      if (adw_expander_row_get_enable_expansion (self->width_expander))
        options->pixel_width = gtk_spin_button_get_value_as_int (self->width_spin);
    }
  /* Checked against the list before it is read: nothing selected is
   * GTK_INVALID_LIST_POSITION, far past its end. */
  if (chosen == FUTO_EXPORT_PDF && paper > 0 && paper < G_N_ELEMENTS (paper_ids) - 1)
    futo_render_paper_size (paper_ids[paper], &options->page_width, &options->page_height);

  if (format != NULL)
    *format = chosen;
}

const FutoGame *
lab_export_dialog_get_game (LabExportDialog *self)
{
  const FutoGame *game = futoshiki_document_get_game (self->document);
  const FutoPuzzle *puzzle;

  if (self->trace_player == NULL || !gtk_check_button_get_active (self->trace_check))
    return game;
  /* The frame belongs to the trace's puzzle, which the document may have
   * left behind since; the title and the rest are the document's. */
  puzzle = futoshiki_trace_player_get_puzzle (self->trace_player);
  self->trace_game = *game;
  self->trace_game.puzzle = (FutoPuzzle *) puzzle;
  if (puzzle->size != game->puzzle->size)
    {
      /* The document's entries are of its own size and would be read
       * past their end: none are drawn. */
      if (self->trace_blank == NULL || self->trace_blank->puzzle->size != puzzle->size)
        {
          g_clear_pointer (&self->trace_blank, futo_game_free);
          self->trace_blank = futo_game_new (futo_puzzle_copy (puzzle));
        }
      self->trace_game.entries = self->trace_blank->entries;
      self->trace_game.pencil = self->trace_blank->pencil;
    }
  return &self->trace_game;
}

const FutoSearchTree *
lab_export_dialog_get_tree (LabExportDialog       *self,
                            FutoTreeExportOptions *options)
{
  const FutoSearchTree *tree;
  FutoExportFormat format = (FutoExportFormat) adw_combo_row_get_selected (self->format_row);

  if (self->trace_player == NULL || !gtk_check_button_get_active (self->tree_check))
    return NULL;
  tree = futoshiki_run_tree_get_tree (futoshiki_run_tree_get_for_player (self->trace_player));
  if (tree == NULL || futo_search_tree_get_n_nodes (tree) == 0)
    return NULL;
  if (options != NULL)
    {
      FutoshikiRunTree *run_tree = futoshiki_run_tree_get_for_player (self->trace_player);

      futo_render_tree_export_options_init (options);
      options->current = futoshiki_run_tree_node_at_position (run_tree, futoshiki_trace_player_get_position (self->trace_player));
      /* Paper is white: the dark style is for the screen formats. */
      options->dark = format != FUTO_EXPORT_PDF && gtk_switch_get_active (self->dark_switch);
      if (format == FUTO_EXPORT_PNG)
        {
          double width, height, scale = gtk_spin_button_get_value (self->scale_spin);

          futo_render_tree_export_get_size (tree, options, &width, &height);
          if (adw_expander_row_get_enable_expansion (self->width_expander))
            scale = gtk_spin_button_get_value (self->width_spin) / width;
          options->width = round (width * scale);
          options->height = round (height * scale);
        }
    }
  return tree;
}

/* Settings: read when the dialog opens, written by a successful export */

/* Shows the options of the last export. */
static void
load_settings (LabExportDialog *self)
{
  g_autofree char *content = g_settings_get_string (self->settings, "export-content");
  g_autofree char *format = g_settings_get_string (self->settings, "export-format");
  g_autofree char *paper = g_settings_get_string (self->settings, "export-paper");
  int pixel_width = g_settings_get_int (self->settings, "export-pixel-width");

  self->wanted_content = (FutoExportContent) choice_index (content_ids, content);
  if (self->wanted_content == FUTO_EXPORT_STATE)
    gtk_check_button_set_active (self->state_check, TRUE);
  adw_combo_row_set_selected (self->format_row, choice_index (format_ids, format));
  adw_combo_row_set_selected (self->paper_row, choice_index (paper_ids, paper));
  gtk_spin_button_set_value (self->scale_spin, g_settings_get_double (self->settings, "export-scale"));
  gtk_spin_button_set_value (self->cell_spin, g_settings_get_double (self->settings, "export-cell-mm"));
  adw_expander_row_set_enable_expansion (self->width_expander, pixel_width > 0);
  if (pixel_width > 0)
    gtk_spin_button_set_value (self->width_spin, pixel_width);
  gtk_switch_set_active (self->transparent_switch,
                         g_settings_get_boolean (self->settings, "export-transparent"));
  gtk_switch_set_active (self->title_switch, g_settings_get_boolean (self->settings, "export-title"));
  gtk_switch_set_active (self->caption_switch, g_settings_get_boolean (self->settings, "export-caption"));
  gtk_switch_set_active (self->monochrome_switch,
                         g_settings_get_boolean (self->settings, "export-monochrome"));
  gtk_switch_set_active (self->labels_switch, g_settings_get_boolean (self->settings, "export-labels"));
  gtk_switch_set_active (self->dark_switch, g_settings_get_boolean (self->settings, "export-dark"));
}

/* Remembers the options shown, for the next export. */
static void
save_settings (LabExportDialog *self)
{
  guint format = adw_combo_row_get_selected (self->format_row);
  guint paper = adw_combo_row_get_selected (self->paper_row);

  g_settings_delay (self->settings);
  /* A visualizer frame or tree is there only now and then: not remembered. */
  if (self->wanted_content != FUTO_EXPORT_TRACE && !self->tree_chosen)
    g_settings_set_string (self->settings, "export-content", content_ids[self->wanted_content]);
  g_settings_set_string (self->settings, "export-format", choice_id (format_ids, format));
  g_settings_set_string (self->settings, "export-paper", choice_id (paper_ids, paper));
  g_settings_set_double (self->settings, "export-scale", gtk_spin_button_get_value (self->scale_spin));
  g_settings_set_double (self->settings, "export-cell-mm", gtk_spin_button_get_value (self->cell_spin));
  g_settings_set_int (self->settings, "export-pixel-width",
                      adw_expander_row_get_enable_expansion (self->width_expander)
                      ? gtk_spin_button_get_value_as_int (self->width_spin) : 0);
  g_settings_set_boolean (self->settings, "export-transparent",
                          gtk_switch_get_active (self->transparent_switch));
  g_settings_set_boolean (self->settings, "export-title", gtk_switch_get_active (self->title_switch));
  g_settings_set_boolean (self->settings, "export-caption", gtk_switch_get_active (self->caption_switch));
  g_settings_set_boolean (self->settings, "export-monochrome",
                          gtk_switch_get_active (self->monochrome_switch));
  g_settings_set_boolean (self->settings, "export-labels", gtk_switch_get_active (self->labels_switch));
  g_settings_set_boolean (self->settings, "export-dark", gtk_switch_get_active (self->dark_switch));
  g_settings_apply (self->settings);
}

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
 * shows where the file ends; a search tree the same way. */
static void
preview_draw (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  LabExportDialog *self = user_data;
  const FutoGame *game = lab_export_dialog_get_game (self);
  FutoTreeExportOptions tree_options;
  const FutoSearchTree *tree = lab_export_dialog_get_tree (self, &tree_options);
  FutoExportOptions options;
  FutoExportFormat format;
  double sheet_width, sheet_height, scale;

  lab_export_dialog_get_options (self, &options, &format);
  if (tree != NULL)
    {
      /* A search tree paints its own background, on its own size. */
      futo_render_tree_export_get_size (tree, &tree_options, &sheet_width, &sheet_height);
      options.transparent = FALSE;
    }
  else if (options.page_width > 0 && options.page_height > 0)
    {
      sheet_width = options.page_width;
      sheet_height = options.page_height;
    }
  else
    futo_render_export_get_size (game, &options, &sheet_width, &sheet_height);
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
  if (tree != NULL)
    {
      /* It paints its background over all the context holds. */
      cairo_save (cr);
      cairo_rectangle (cr, 0, 0, sheet_width, sheet_height);
      cairo_clip (cr);
      futo_render_tree_export_draw (cr, tree, &tree_options, sheet_width, sheet_height);
      cairo_restore (cr);
    }
  else
    futo_render_export_draw (cr, game, &options, sheet_width, sheet_height);

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

  FutoTreeExportOptions tree_options;
  const FutoSearchTree *tree = lab_export_dialog_get_tree (self, &tree_options);

  lab_export_dialog_get_options (self, &options, &format);

  gtk_widget_set_visible (GTK_WIDGET (self->image_group), format == FUTO_EXPORT_PNG);
  /* A tree has no cells to size, no title and no caption. */
  gtk_widget_set_visible (GTK_WIDGET (self->print_group), format != FUTO_EXPORT_PNG && tree == NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->paper_row), format == FUTO_EXPORT_PDF);
  gtk_widget_set_visible (GTK_WIDGET (self->dark_row), format != FUTO_EXPORT_PDF);
  gtk_widget_set_visible (GTK_WIDGET (self->transparent_row), format != FUTO_EXPORT_PDF && tree == NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->scale_row),
                            !adw_expander_row_get_enable_expansion (self->width_expander));

  if (format == FUTO_EXPORT_PNG)
    {
      g_autofree char *description = NULL;
      int width, height;

      if (tree != NULL)
        width = tree_options.width, height = tree_options.height;
      else
        futo_render_export_get_pixel_size (lab_export_dialog_get_game (self), &options, &width, &height);
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
  self->tree_chosen = gtk_check_button_get_active (self->tree_check);
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
  FutoshikiSolutionState state = self->check != NULL ? futoshiki_solution_check_get_state (self->check)
                                               : FUTOSHIKI_SOLUTION_STATE_UNDECIDED;
  gboolean available = solution_available (self);
  FutoExportContent wanted = self->wanted_content;
  const char *reason = NULL;

  switch (state)
    {
    case FUTOSHIKI_SOLUTION_STATE_CHECKING:
      reason = _("Looking for the solution…");
      break;
    case FUTOSHIKI_SOLUTION_STATE_INVALID:
      reason = _("Not available: the givens or signs break a rule");
      break;
    case FUTOSHIKI_SOLUTION_STATE_NONE:
      reason = _("Not available: the puzzle has no solution");
      break;
    case FUTOSHIKI_SOLUTION_STATE_MULTIPLE:
      reason = _("Not available: the puzzle has more than one solution");
      break;
    case FUTOSHIKI_SOLUTION_STATE_UNDECIDED:
      reason = _("Not available: no single solution was found");
      break;
    case FUTOSHIKI_SOLUTION_STATE_UNIQUE:
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

/* An export under way: Export… waits for it. */
static void
set_busy (LabExportDialog *self,
          gboolean         busy)
{
  self->busy = busy;
  update_rows (self);
}

/* Writing the file */

static void
show_error (LabExportDialog *self,
            GFile           *file,
            const char      *message)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *display = g_filename_display_name (name);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* Translators: the file name and why it could not be written */
  body = g_strdup_printf (_("“%s” could not be written: %s"), display, message);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Export"), body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A failed save: its sentence already names the file and says that the
 * old one is unchanged. */
static void
show_save_error (LabExportDialog *self,
                 const char      *message)
{
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Export"), message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_replaced (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(LabExportDialog) self = user_data;
  g_autoptr(GError) error = NULL;
  GFile *file = G_FILE (object);

  if (!futoshiki_file_save_finish (file, result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          set_busy (self, FALSE);
          show_save_error (self, error->message);
        }
      return;
    }
  save_settings (self);
  set_busy (self, FALSE);
  g_signal_emit (self, signals[EXPORTED], 0, file);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* What a drawing in a worker thread needs, copied: the document and the
 * visualizer go on changing on the main thread meanwhile. */
typedef struct
{
  FutoGame          *game;
  FutoExportOptions  options;
  FutoExportFormat   format;
  guint8            *solution;
  FutoTraceFrame     frame;
  FutoSet           *candidates;
  FutoSet           *removed;
  guint8            *values;
  guint8            *decisions;
  guint8            *conflicts;
  /* A search tree instead of a board: the player holds it. */
  FutoshikiTracePlayer    *player;
  const FutoSearchTree *tree;
  FutoTreeExportOptions tree_options;
  /* What the thread made: the file's bytes, or why there are none. */
  GBytes            *bytes;
  char              *error;
} ExportJob;

static void
export_job_free (ExportJob *job)
{
  g_clear_pointer (&job->game, futo_game_free);
  g_free (job->solution);
  g_free (job->candidates);
  g_free (job->removed);
  g_free (job->values);
  g_free (job->decisions);
  g_free (job->conflicts);
  g_clear_object (&job->player);
  g_clear_pointer (&job->bytes, g_bytes_unref);
  g_free (job->error);
  g_free (job);
}

static ExportJob *
export_job_new (LabExportDialog *self)
{
  ExportJob *job = g_new0 (ExportJob, 1);
  gsize cells;

  lab_export_dialog_get_options (self, &job->options, &job->format);
  job->tree = lab_export_dialog_get_tree (self, &job->tree_options);
  if (job->tree != NULL)
    job->player = g_object_ref (self->trace_player);
  job->game = futo_game_copy (lab_export_dialog_get_game (self));
  cells = (gsize) job->game->puzzle->size * job->game->puzzle->size;
  if (job->options.solution != NULL)
    job->options.solution = job->solution = g_memdup2 (job->options.solution, cells);
  if (job->options.frame != NULL)
    {
      const FutoTraceFrame *frame = job->options.frame;

      job->frame = *frame;
      job->frame.candidates = job->candidates = g_memdup2 (frame->candidates, cells * sizeof (FutoSet));
      job->frame.removed = job->removed = g_memdup2 (frame->removed, cells * sizeof (FutoSet));
      job->frame.values = job->values = g_memdup2 (frame->values, cells);
      job->frame.decisions = job->decisions = g_memdup2 (frame->decisions, cells);
      job->frame.conflicts = job->conflicts = g_memdup2 (frame->conflicts, cells);
      job->options.frame = &job->frame;
    }
  return job;
}

/* Drawn into memory first: a drawing that fails writes nothing. A 64×64
 * board takes a second or two, which the window should not wait for. */
static void
draw_in_thread (gpointer          task_data,
                const atomic_int *cancel)
{
  ExportJob *job = task_data;
  GByteArray *buffer = g_byte_array_new ();
  FutoError error = { 0 };

  if (job->tree != NULL
      ? !futo_render_tree_export_write (job->tree, &job->tree_options, job->format, lab_file_append_bytes, buffer, &error)
      : !futo_render_export_write (job->game, &job->options, job->format, lab_file_append_bytes, buffer, &error))
    {
      g_byte_array_unref (buffer);
      job->error = futoshiki_error_message (&error);
      return;
    }
  job->bytes = g_byte_array_free_to_bytes (buffer);
}

static void
on_drawn (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  LabExportDialog *self = LAB_EXPORT_DIALOG (object);
  ExportJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GFile) file = user_data;

  /* Closed meanwhile: the drawing is not wanted. */
  if (!g_task_propagate_boolean (G_TASK (result), NULL))
    return;
  if (job->bytes == NULL)
    {
      set_busy (self, FALSE);
      show_error (self, file, job->error);
      return;
    }
  futoshiki_file_save_async (file, job->bytes, self->cancellable, on_replaced, g_object_ref (self));
}

void
lab_export_dialog_export_to_file (LabExportDialog *self,
                                  GFile           *file)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (LAB_IS_EXPORT_DIALOG (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (!self->busy);

  set_busy (self, TRUE);
  task = g_task_new (self, self->cancellable, on_drawn, g_object_ref (file));
  g_task_set_source_tag (task, lab_export_dialog_export_to_file);
  g_task_set_task_data (task, export_job_new (self), (GDestroyNotify) export_job_free);
  /* The dialog is the source: it must not be released in the thread. */
  futoshiki_task_run_in_thread (task, draw_in_thread);
}

/* "Puzzle 12.pdf" from the puzzle's title, without what file systems or
 * people would trip over. */
static char *
suggested_name (LabExportDialog  *self,
                FutoExportFormat  format)
{
  const FutoGame *game = futoshiki_document_get_game (self->document);
  GFile *file = futoshiki_document_get_file (self->document);
  g_autofree char *base = NULL;

  if (game->title != NULL && game->title[0] != '\0')
    base = g_strdelimit (g_strstrip (g_strdup (game->title)), "/\\:*?\"<>|", '-');
  else if (file != NULL)
    /* Untitled: the file's name, "week-12.futoshiki" giving "week-12". */
    base = lab_file_stem (file);
  if (base == NULL || base[0] == '\0' || base[0] == '.')
    {
      g_free (base);
      /* Translators: the file name offered for an export, without its extension */
      base = g_strdup (_("puzzle"));
    }
  if (lab_export_dialog_get_tree (self, NULL) != NULL)
    /* Translators: the file name offered for a search tree's export,
     * "Puzzle 12-tree.svg"; %s is the puzzle's */
    return g_strdup_printf (_("%s-tree.%s"), base, futo_render_export_format_id (format));
  return g_strconcat (base, ".", futo_render_export_format_id (format), NULL);
}

static void
on_chooser_response (GtkNativeDialog *native,
                     int              response,
                     LabExportDialog *self)
{
  g_autoptr(GFile) chosen = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  gtk_native_dialog_destroy (native);
  g_object_unref (native);

  if (chosen != NULL)
    {
      FutoExportFormat format;
      FutoExportOptions options;
      g_autofree char *name = g_file_get_basename (chosen);
      g_autoptr(GFile) file = NULL;

      lab_export_dialog_get_options (self, &options, &format);
      /* A name without an extension gets the format's. */
      if (strchr (name, '.') == NULL)
        {
          g_autofree char *named = g_strconcat (name, ".", futo_render_export_format_id (format), NULL);
          g_autoptr(GFile) parent = g_file_get_parent (chosen);

          file = g_file_get_child (parent, named);
        }
      else
        file = g_object_ref (chosen);
      lab_export_dialog_export_to_file (self, file);
    }
}

/* Export…: asks for a file name, then writes there. */
static void
choose_file (LabExportDialog *self)
{
  GtkFileChooserNative *native;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *name = NULL;
  g_autofree char *pattern = NULL;
  FutoExportOptions options;
  FutoExportFormat format;

  lab_export_dialog_get_options (self, &options, &format);
  native = gtk_file_chooser_native_new (_("Export"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);

  pattern = g_strconcat ("*.", futo_render_export_format_id (format), NULL);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_filter_set_name (filter, adw_combo_row_get_selected_item (self->format_row) != NULL
                            ? gtk_string_object_get_string (adw_combo_row_get_selected_item (self->format_row))
                            : pattern);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);

  /* What is made from a puzzle belongs beside it, not in the folder the
   * app was started from. */
  lab_file_chooser_open_beside (GTK_FILE_CHOOSER (native), futoshiki_document_get_file (self->document));
  name = suggested_name (self, format);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
  g_signal_connect_object (native, "response", G_CALLBACK (on_chooser_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* The object */

LabExportDialog *
lab_export_dialog_new (GtkWindow        *parent,
                       FutoshikiDocument      *document,
                       FutoshikiSolutionCheck *check)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (FUTOSHIKI_IS_DOCUMENT (document), NULL);
  g_return_val_if_fail (check == NULL || FUTOSHIKI_IS_SOLUTION_CHECK (check), NULL);

  return g_object_new (LAB_TYPE_EXPORT_DIALOG,
                       "transient-for", parent,
                       "document", document,
                       "solution-check", check,
                       NULL);
}

FutoshikiDocument *
lab_export_dialog_get_document (LabExportDialog *self)
{
  g_return_val_if_fail (LAB_IS_EXPORT_DIALOG (self), NULL);

  return self->document;
}

/* The tree is offered for a search that builds one, once it is built. */
static void
update_tree_row (LabExportDialog *self)
{
  FutoshikiRunTree *run_tree = self->trace_player != NULL ? futoshiki_run_tree_get_for_player (self->trace_player) : NULL;
  const FutoSearchTree *tree = run_tree != NULL ? futoshiki_run_tree_get_tree (run_tree) : NULL;
  gboolean available = tree != NULL && futo_search_tree_get_n_nodes (tree) > 1;

  gtk_widget_set_visible (GTK_WIDGET (self->tree_row),
                          self->trace_player != NULL && !futoshiki_trace_player_get_local_search (self->trace_player));
  gtk_widget_set_sensitive (GTK_WIDGET (self->tree_row), available);
  if (tree == NULL)
    adw_action_row_set_subtitle (self->tree_row, _("Building the search tree…"));
  else if (!available)
    adw_action_row_set_subtitle (self->tree_row, _("Not available: the run made no decision"));
  else
    adw_action_row_set_subtitle (self->tree_row, _("Every decision of the recorded run, its dead ends and solutions"));
  if (!available && gtk_check_button_get_active (self->tree_check))
    gtk_check_button_set_active (self->puzzle_check, TRUE);
  options_changed (self);
}

void
lab_export_dialog_set_trace_player (LabExportDialog *self,
                                    FutoshikiTracePlayer  *player)
{
  g_return_if_fail (LAB_IS_EXPORT_DIALOG (self));
  g_return_if_fail (player == NULL || FUTOSHIKI_IS_TRACE_PLAYER (player));

  if (!g_set_object (&self->trace_player, player))
    return;
  g_signal_group_set_target (self->trace_signals, player);
  g_signal_group_set_target (self->tree_signals, player != NULL ? futoshiki_run_tree_get_for_player (player) : NULL);
  if (player == NULL && (gtk_check_button_get_active (self->trace_check)
                         || gtk_check_button_get_active (self->tree_check)))
    gtk_check_button_set_active (self->puzzle_check, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->trace_row), player != NULL);
  update_tree_row (self);
  options_changed (self);
}

static void
lab_export_dialog_constructed (GObject *object)
{
  LabExportDialog *self = LAB_EXPORT_DIALOG (object);
  const FutoGame *game;

  G_OBJECT_CLASS (lab_export_dialog_parent_class)->constructed (object);

  g_assert (self->document != NULL);
  game = futoshiki_document_get_game (self->document);
  adw_action_row_set_subtitle (self->title_row,
                               game->title != NULL && game->title[0] != '\0' ? game->title
                               : _("The puzzle has no title: “Futoshiki” is shown"));

  load_settings (self);
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
  g_clear_object (&self->trace_signals);
  g_clear_object (&self->tree_signals);
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
    g_param_spec_object ("document", NULL, NULL, FUTOSHIKI_TYPE_DOCUMENT, flags);
  properties[PROP_SOLUTION_CHECK] =
    g_param_spec_object ("solution-check", NULL, NULL, FUTOSHIKI_TYPE_SOLUTION_CHECK, flags);
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
                                               "/org/futoshikilab/FutoshikiLab/ui/export/lab-export-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, export_button);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, preview);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, puzzle_check);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, solution_check);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, state_check);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, trace_check);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, trace_row);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, tree_check);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, tree_row);
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
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, labels_switch);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, dark_row);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, dark_switch);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, transparent_row);
  gtk_widget_class_bind_template_child (widget_class, LabExportDialog, transparent_switch);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_export_clicked",
                                                G_CALLBACK (choose_file));
  gtk_widget_class_bind_template_callback (widget_class, on_content_toggled);
  gtk_widget_class_bind_template_callback (widget_class, options_changed);
}

static void
lab_export_dialog_init (LabExportDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->cancellable = g_cancellable_new ();
  self->settings = g_settings_new (APP_ID);
  /* The trace's frame is drawn at the player's position. */
  self->trace_signals = g_signal_group_new (FUTOSHIKI_TYPE_TRACE_PLAYER);
  g_signal_group_connect_object (self->trace_signals, "notify::position",
                                 G_CALLBACK (options_changed), self, G_CONNECT_SWAPPED);
  self->tree_signals = g_signal_group_new (FUTOSHIKI_TYPE_RUN_TREE);
  g_signal_group_connect_object (self->tree_signals, "notify::ready",
                                 G_CALLBACK (update_tree_row), self, G_CONNECT_SWAPPED);
  gtk_drawing_area_set_draw_func (self->preview, preview_draw, self, NULL);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->export_button);
  gtk_widget_grab_focus (self->export_button);
}
