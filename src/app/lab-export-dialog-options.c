/* lab-export-dialog-options.c: what the export dialog's rows say
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rows of the dialog read as FutoExportOptions and a format, for the
 * preview and for the file alike, and the game those options draw; the
 * settings remember the rows from one export to the next.
 */
#define G_LOG_DOMAIN "lab-export-dialog"

#include "config.h"

#include "lab-export-dialog-private.h"

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

gboolean
_lab_export_dialog_solution_available (LabExportDialog *self)
{
  return self->check != NULL
         && lab_solution_check_get_state (self->check) == LAB_SOLUTION_STATE_UNIQUE
         && lab_solution_check_get_solution (self->check, 0) != NULL;
}

void
_lab_export_dialog_get_options (LabExportDialog   *self,
                                FutoExportOptions *options,
                                FutoExportFormat  *format)
{
  FutoExportFormat chosen = (FutoExportFormat) adw_combo_row_get_selected (self->format_row);
  guint paper = adw_combo_row_get_selected (self->paper_row);

  if (chosen >= FUTO_N_EXPORT_FORMATS)
    chosen = FUTO_EXPORT_PNG;

  futo_export_options_init (options);
  if (gtk_check_button_get_active (self->solution_check)
      && _lab_export_dialog_solution_available (self))
    {
      options->content = FUTO_EXPORT_SOLUTION;
      options->solution = lab_solution_check_get_solution (self->check, 0);
    }
  else if (gtk_check_button_get_active (self->state_check))
    options->content = FUTO_EXPORT_STATE;
  else if (gtk_check_button_get_active (self->trace_check) && self->trace_player != NULL)
    {
      options->content = FUTO_EXPORT_TRACE;
      lab_trace_player_get_frame (self->trace_player, &self->trace_frame);
      options->frame = &self->trace_frame;
    }

  options->show_title = gtk_switch_get_active (self->title_switch);
  options->show_caption = gtk_switch_get_active (self->caption_switch);
  options->monochrome = gtk_switch_get_active (self->monochrome_switch);
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
    futo_paper_size (paper_ids[paper], &options->page_width, &options->page_height);

  if (format != NULL)
    *format = chosen;
}

const FutoGame *
_lab_export_dialog_get_game (LabExportDialog *self)
{
  const FutoGame *game = lab_document_get_game (self->document);
  const FutoPuzzle *puzzle;

  if (self->trace_player == NULL || !gtk_check_button_get_active (self->trace_check))
    return game;
  /* The frame belongs to the trace's puzzle, which the document may have
   * left behind since; the title and the rest are the document's. */
  puzzle = lab_trace_player_get_puzzle (self->trace_player);
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

/* Settings: read when the dialog opens, written by a successful export */

void
_lab_export_dialog_load_settings (LabExportDialog *self)
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
  gtk_switch_set_active (self->dark_switch, g_settings_get_boolean (self->settings, "export-dark"));
}

void
_lab_export_dialog_save_settings (LabExportDialog *self)
{
  guint format = adw_combo_row_get_selected (self->format_row);
  guint paper = adw_combo_row_get_selected (self->paper_row);

  g_settings_delay (self->settings);
  /* A visualizer frame is there only now and then: not remembered. */
  if (self->wanted_content != FUTO_EXPORT_TRACE)
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
  g_settings_set_boolean (self->settings, "export-dark", gtk_switch_get_active (self->dark_switch));
  g_settings_apply (self->settings);
}
