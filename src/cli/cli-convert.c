/* cli-convert.c: the convert command
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-commands.h"
#include "cli-input.h"
#include "cli-json.h"
#include "cli-report.h"
#include "futoshiki-file-save.h"

static char *
write_format (const FutoGame *game,
              FutoFormat      format)
{
  switch (format)
    {
    case FUTO_FORMAT_GRID:   return futo_grid_write (game->puzzle);
    case FUTO_FORMAT_TATHAM: return futo_tatham_write (game->puzzle);
    case FUTO_FORMAT_NATIVE: return futo_native_write (game);
    case FUTO_FORMAT_UNKNOWN:
    default:                 return NULL;
    }
}

static bool
has_player_state (const FutoGame *game)
{
  int cells = game->puzzle->size * game->puzzle->size;

  for (int i = 0; i < cells; i++)
    if ((game->entries != NULL && game->entries[i] != 0)
        || (game->pencil != NULL && game->pencil[i] != 0))
      return true;
  return game->title != NULL || game->author != NULL || game->source != NULL
         || game->difficulty != NULL;
}

/* Writes text to path as every save is written (futoshiki-file-save.h):
 * a failure keeps the old file and is said in one line. */
static int
save (const CliOptions *options,
      const char       *path,
      const char       *text)
{
  g_autoptr (GError) error = NULL;

  if (!futoshiki_file_save_contents (path, text, strlen (text), &error))
    return cli_fail (options, "%s", error->message);
  return CLI_EXIT_OK;
}

int
cli_command_convert (const CliOptions *options)
{
  const char *path = options->output;
  CliInput input;
  g_autofree char *line = NULL;
  char *text;
  int status;

  if (path != NULL && strcmp (path, "-") == 0)
    path = NULL;
  status = cli_input_load (options, &input);
  if (status != CLI_EXIT_OK)
    return status;
  if (options->to == FUTO_FORMAT_GRID && input.game->puzzle->mode == FUTO_MODE_ADJACENT)
    {
      status = cli_fail (options, "%s: the grid format cannot hold Adjacent puzzles; "
                         "use --to futoshiki or tatham", input.name);
      cli_input_clear (&input);
      return status;
    }

  text = write_format (input.game, options->to);
  if (text == NULL)
    {
      status = cli_fail (options, "%s: cannot be written in the %s format", input.name,
                         futo_format_name (options->to));
      cli_input_clear (&input);
      return status;
    }
  /* Every format is line-based text; end it like a text file. */
  line = g_strconcat (text, g_str_has_suffix (text, "\n") ? "" : "\n", NULL);
  free (text);

  if (options->to != FUTO_FORMAT_NATIVE && has_player_state (input.game))
    cli_note ("%s: the %s format keeps only the puzzle; entries, pencil marks and "
              "metadata are left out", input.name, futo_format_name (options->to));

  if (path != NULL)
    status = save (options, path, line);
  if (status == CLI_EXIT_OK && options->json)
    {
      g_autoptr (JsonObject) json = json_object_new ();

      json_object_set_string_member (json, "status", "converted");
      json_object_set_string_member (json, "input", input.name);
      json_object_set_string_member (json, "from", futo_format_name (input.format));
      json_object_set_string_member (json, "to", futo_format_name (options->to));
      json_object_set_string_member (json, "output", path);
      if (path == NULL)
        json_object_set_string_member (json, "text", line);
      cli_json_print (json);
    }
  else if (status == CLI_EXIT_OK && path == NULL)
    fputs (line, stdout);

  cli_input_clear (&input);
  return status;
}
