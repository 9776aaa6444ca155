/* cli-report.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>

#include <glib/gi18n.h>

#include "cli-json.h"
#include "cli-report.h"
#include "futoshiki-error-text.h"

/* Keeps a message on one line whatever a file name or a parser put in it. */
static void
flatten (char *text)
{
  for (unsigned char *s = (unsigned char *) text; *s != '\0'; s++)
    if (*s < 0x20 || *s == 0x7f)
      *s = '?';
}

static void
print_line (const char *text)
{
  fflush (stdout);
  fprintf (stderr, "futoshiki: %s\n", text);
}

static void
json_error (const char      *text,
            const char      *name,
            const FutoError *error)
{
  g_autoptr (JsonObject) json = json_object_new ();

  json_object_set_string_member (json, "status", "error");
  json_object_set_string_member (json, "error", text);
  if (name != NULL)
    json_object_set_string_member (json, "input", name);
  if (error != NULL && error->line > 0)
    json_object_set_int_member (json, "line", error->line);
  else
    json_object_set_null_member (json, "line");
  if (error != NULL && error->column > 0)
    json_object_set_int_member (json, "column", error->column);
  else
    json_object_set_null_member (json, "column");
  if (error != NULL && error->row >= 0 && error->col >= 0)
    {
      char cell[16];

      /* Rows and columns are 1-based like the "r2c3" names people read. */
      json_object_set_int_member (json, "row", error->row + 1);
      json_object_set_int_member (json, "col", error->col + 1);
      json_object_set_string_member (json, "cell",
                                     futo_cell_name (error->row, error->col, cell, sizeof cell));
    }
  cli_json_print (json);
}

int
cli_fail (const CliOptions *options,
          const char       *format,
          ...)
{
  char text[1024];
  va_list args;

  va_start (args, format);
  vsnprintf (text, sizeof text, format, args);
  va_end (args);
  flatten (text);
  print_line (text);
  if (options != NULL && options->json)
    json_error (text, NULL, NULL);
  return CLI_EXIT_USAGE;
}

int
cli_fail_input (const CliOptions *options,
                const char       *name,
                const FutoError  *error)
{
  g_autofree char *place = NULL;
  char text[1024];

  /* In the user's language, worded as the app words it. */
  place = futoshiki_error_describe (error);
  if (place[0] == '\0')
    {
      g_free (place);
      place = g_strdup (_("not a puzzle in any known format"));
    }
  snprintf (text, sizeof text, "%s: %s", name, place);
  flatten (text);
  print_line (text);
  if (options != NULL && options->json)
    json_error (text, name, error);
  return CLI_EXIT_USAGE;
}

int
cli_fail_at (const CliOptions *options,
             const char       *name,
             const FutoError  *error)
{
  g_autofree char *message = futoshiki_error_message (error);
  char text[1024];

  if (error->line > 0 && error->column > 0)
    snprintf (text, sizeof text, "%s:%d:%d: %s", name, error->line, error->column, message);
  else if (error->line > 0)
    snprintf (text, sizeof text, "%s:%d: %s", name, error->line, message);
  else
    snprintf (text, sizeof text, "%s: %s", name, message);
  flatten (text);
  print_line (text);
  if (options != NULL && options->json)
    json_error (text, name, error);
  return CLI_EXIT_USAGE;
}

void
cli_note (const char *format,
          ...)
{
  char text[1024];
  va_list args;

  va_start (args, format);
  vsnprintf (text, sizeof text, format, args);
  va_end (args);
  flatten (text);
  print_line (text);
}
