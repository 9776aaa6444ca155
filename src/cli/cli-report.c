/* cli-report.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdarg.h>
#include <stdio.h>

#include "cli-json.h"
#include "cli-report.h"

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
  CliJson json;

  cli_json_init (&json, stdout);
  cli_json_begin_object (&json);
  cli_json_member_string (&json, "status", "error");
  cli_json_member_string (&json, "error", text);
  if (name != NULL)
    cli_json_member_string (&json, "input", name);
  cli_json_key (&json, "line");
  if (error != NULL && error->line > 0)
    cli_json_int (&json, error->line);
  else
    cli_json_null (&json);
  cli_json_key (&json, "column");
  if (error != NULL && error->column > 0)
    cli_json_int (&json, error->column);
  else
    cli_json_null (&json);
  if (error != NULL && error->row >= 0 && error->col >= 0)
    {
      char cell[16];

      /* Rows and columns are 1-based like the "r2c3" names people read. */
      cli_json_member_int (&json, "row", error->row + 1);
      cli_json_member_int (&json, "col", error->col + 1);
      cli_json_member_string (&json, "cell",
                              futo_cell_name (error->row, error->col, cell, sizeof cell));
    }
  cli_json_end_object (&json);
  cli_json_finish (&json);
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
  char place[512];
  char text[1024];

  futo_error_describe (error, place, sizeof place);
  if (place[0] == '\0')
    snprintf (place, sizeof place, "not a puzzle in any known format");
  snprintf (text, sizeof text, "%s: %s", name, place);
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
