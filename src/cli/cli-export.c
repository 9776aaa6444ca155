/* cli-export.c: the export command: the board as a PNG, PDF or SVG file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "cli-commands.h"
#include "futoshiki-error-text.h"
#include "cli-input.h"
#include "cli-json.h"
#include "cli-report.h"
#include "cli-run.h"
#include "futo-export.h"

/* The target from --to, or else from the output file's extension. */
static int
resolve_format (const CliOptions *options,
                FutoExportFormat *format)
{
  if (options->export_to != NULL)
    {
      if (!futo_render_export_format_from_id (options->export_to, format))
        return cli_fail (options, "export: unknown target '%s' for --to; use png, pdf or svg",
                         options->export_to);
      return CLI_EXIT_OK;
    }
  if (options->output != NULL && futo_render_export_format_from_path (options->output, format))
    return CLI_EXIT_OK;
  return cli_fail (options, "export: missing --to png|pdf|svg (or an -o file name "
                   "ending in .png, .pdf or .svg)");
}

/* Options that do not go together, or not with this format. */
static int
check_combinations (const CliOptions *options,
                    FutoExportFormat  format)
{
  const char *name = futo_render_export_format_id (format);

  if (options->solution && options->state)
    return cli_fail (options, "export: --solution and --state exclude each other");
  if (format == FUTO_EXPORT_PDF && (options->dark || options->transparent))
    return cli_fail (options, "export: --%s applies to png and svg, not pdf (paper is white)",
                     options->dark ? "dark" : "transparent");
  if (format != FUTO_EXPORT_PNG && (options->size != 0 || options->scale != 0))
    return cli_fail (options, "export: --%s applies to png only, not %s; "
                     "--cell-mm sizes a %s", options->size != 0 ? "size" : "scale", name, name);
  if (options->size != 0 && options->scale != 0)
    return cli_fail (options, "export: --size and --scale exclude each other");
  if (options->paper != NULL && format != FUTO_EXPORT_PDF)
    return cli_fail (options, "export: --paper applies to pdf only, not %s", name);
  if (options->cell_mm != 0 && (options->cell_mm < FUTO_EXPORT_MIN_CELL_MM
                                || options->cell_mm > FUTO_EXPORT_MAX_CELL_MM))
    return cli_fail (options, "export: --cell-mm must be between %g and %g",
                     FUTO_EXPORT_MIN_CELL_MM, FUTO_EXPORT_MAX_CELL_MM);
  if (options->size > FUTO_EXPORT_MAX_PIXELS)
    return cli_fail (options, "export: --size must be at most %d pixels", FUTO_EXPORT_MAX_PIXELS);
  if (options->bare && options->title != NULL)
    return cli_fail (options, "export: --bare and --title exclude each other");
  return CLI_EXIT_OK;
}

/* Where to write: -o, or the input file's name with the format's
 * extension. *path is to be freed with g_free(), or NULL for standard
 * output. */
static int
resolve_output (const CliOptions *options,
                FutoExportFormat  format,
                char            **path)
{
  const char *input = options->input;
  const char *ext = futo_render_export_format_id (format);
  const char *slash, *dot;
  size_t stem;

  *path = NULL;
  if (options->output != NULL)
    {
      if (strcmp (options->output, "-") != 0)
        *path = g_strdup (options->output);
      return CLI_EXIT_OK;
    }
  if (strcmp (input, "-") == 0 || access (input, F_OK) != 0)
    return cli_fail (options, "export: missing -o OUT; the input is not a file to name "
                     "the output after");
  slash = strrchr (input, '/');
  dot = strrchr (input, '.');
  stem = dot != NULL && (slash == NULL || dot > slash + 1) ? (size_t) (dot - input)
                                                           : strlen (input);
  *path = g_strdup_printf ("%.*s.%s", (int) stem, input, ext);
  if (strcmp (*path, input) == 0)
    {
      g_clear_pointer (path, g_free);
      return cli_fail (options, "export: the output would overwrite '%s'; name it with -o",
                       input);
    }
  return CLI_EXIT_OK;
}

static bool
has_player_state (const FutoGame *game)
{
  int cells = game->puzzle->size * game->puzzle->size;

  for (int i = 0; i < cells; i++)
    if ((game->entries != NULL && game->entries[i] != 0)
        || (game->pencil != NULL && game->pencil[i] != 0))
      return true;
  return false;
}

/* Finds the solution for --solution. Returns CLI_EXIT_OK with *solution
 * set, or the status to exit with. */
static int
find_solution (const CliOptions *options,
               const CliInput   *input,
               uint8_t         **solution)
{
  bool unique;

  if (cli_reject_invalid (options, input->name, input->game->puzzle))
    return CLI_EXIT_NO;
  *solution = futo_render_export_solve (input->game->puzzle, &unique);
  if (*solution == NULL)
    {
      cli_note ("export: %s: the puzzle has no solution", input->name);
      return CLI_EXIT_NO;
    }
  if (!unique)
    cli_note ("%s: the puzzle has more than one solution; one of them is drawn", input->name);
  return CLI_EXIT_OK;
}

static void
fill_export_options (const CliOptions  *options,
                     const uint8_t     *solution,
                     FutoExportOptions *export)
{
  futo_render_export_options_init (export);
  if (options->solution)
    export->content = FUTO_EXPORT_SOLUTION;
  else if (options->state)
    export->content = FUTO_EXPORT_STATE;
  export->solution = solution;
  export->dark = options->dark;
  export->monochrome = options->mono;
  export->labels = options->labels;
  /* The letters the texts name cells with: Z and S in German. */
  export->row_prefix = C_("cell", "r");
  export->column_prefix = C_("cell", "c");
  export->transparent = options->transparent;
  export->show_title = export->show_caption = !options->bare;
  export->title = options->title;
  if (options->cell_mm != 0)
    export->cell_mm = options->cell_mm;
  export->pixel_width = (int) options->size;
  if (options->scale != 0)
    export->scale = options->scale;
  if (options->paper != NULL)
    futo_render_paper_size (options->paper, &export->page_width, &export->page_height);
}

static cairo_status_t
write_stdout (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  return fwrite (data, 1, length, stdout) == length ? CAIRO_STATUS_SUCCESS
                                                    : CAIRO_STATUS_WRITE_ERROR;
}

static void
print_json (const CliInput          *input,
            const char              *path,
            FutoExportFormat         format,
            const FutoExportOptions *export)
{
  g_autoptr (JsonObject) json = json_object_new ();
  double width, height;
  int pixel_width, pixel_height;

  json_object_set_string_member (json, "status", "exported");
  json_object_set_string_member (json, "input", input->name);
  json_object_set_string_member (json, "output", path);
  json_object_set_string_member (json, "format", futo_render_export_format_id (format));
  if (format == FUTO_EXPORT_PNG)
    {
      futo_render_export_get_pixel_size (input->game, export, &pixel_width, &pixel_height);
      json_object_set_int_member (json, "width", pixel_width);
      json_object_set_int_member (json, "height", pixel_height);
      json_object_set_string_member (json, "unit", "px");
    }
  else
    {
      width = export->page_width;
      height = export->page_height;
      if (!(width > 0 && height > 0))
        futo_render_export_get_size (input->game, export, &width, &height);
      cli_json_object_set_double_member (json, "width", width);
      cli_json_object_set_double_member (json, "height", height);
      json_object_set_string_member (json, "unit", "pt");
    }
  cli_json_print (json);
}

/* Checks everything that needs no input. */
static int
prepare (const CliOptions *options,
         FutoExportFormat *format,
         char            **path)
{
  double width, height;
  int status = resolve_format (options, format);

  if (status == CLI_EXIT_OK)
    status = check_combinations (options, *format);
  if (status == CLI_EXIT_OK && options->paper != NULL
      && !futo_render_paper_size (options->paper, &width, &height))
    status = cli_fail (options, "export: unknown paper '%s'; use a4 or letter", options->paper);
  if (status == CLI_EXIT_OK)
    status = resolve_output (options, *format, path);
  if (status != CLI_EXIT_OK)
    return status;
  if (*path == NULL && options->json)
    status = cli_fail (options, "export: --json prints on standard output; "
                       "write the %s with -o FILE", futo_render_export_format_id (*format));
  else if (*path == NULL && isatty (STDOUT_FILENO))
    status = cli_fail (options, "export: not writing a %s to a terminal; use -o FILE",
                       futo_render_export_format_id (*format));
  if (status != CLI_EXIT_OK)
    g_clear_pointer (path, g_free);
  return status;
}

int
cli_command_export (const CliOptions *options)
{
  FutoExportFormat format;
  FutoExportOptions export;
  FutoError error;
  uint8_t *solution = NULL;
  g_autofree char *path = NULL;
  CliInput input;
  bool ok;
  int status;

  status = prepare (options, &format, &path);
  if (status != CLI_EXIT_OK)
    return status;
  status = cli_input_load (options, &input);
  if (status != CLI_EXIT_OK)
    return status;
  if (options->solution)
    status = find_solution (options, &input, &solution);
  if (status == CLI_EXIT_OK && options->state && !has_player_state (input.game))
    cli_note ("%s: no entries or pencil marks to show; the puzzle is drawn as it is",
              input.name);

  if (status == CLI_EXIT_OK)
    {
      fill_export_options (options, solution, &export);
      futo_error_clear (&error);
      if (path != NULL)
        ok = futo_render_export_write_file (input.game, &export, format, path, &error);
      else
        ok = futo_render_export_write (input.game, &export, format, write_stdout, NULL, &error);
      if (!ok)
        {
          g_autofree char *message = futoshiki_error_message (&error);

          status = cli_fail (options, "export: %s", message);
        }
      else if (options->json)
        print_json (&input, path, format, &export);
    }

  free (solution);
  cli_input_clear (&input);
  return status;
}
