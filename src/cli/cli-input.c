/* cli-input.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <glib.h>

#include "cli-input.h"
#include "cli-open.h"
#include "cli-report.h"

/* Far beyond any 64×64 puzzle; stops "futoshiki solve /dev/zero" from
 * eating the memory. */
#define MAX_INPUT_BYTES (16u * 1024 * 1024)

/* "N:…" or "N#…" with optional parameter letters, as Unequal writes them. */
static bool
looks_like_game_id (const char *arg)
{
  const char *p = arg;

  if (!g_ascii_isdigit (*p))
    return false;
  while (g_ascii_isdigit (*p))
    p++;
  while (g_ascii_isalpha (*p))
    p++;
  return *p == ':' || *p == '#';
}

/* Reads the whole stream. Returns 0 or an errno value; EFBIG when too large. */
static int
read_stream (FILE       *stream,
             GByteArray *text)
{
  guint8 chunk[4096];
  size_t got;

  while ((got = fread (chunk, 1, sizeof chunk, stream)) > 0)
    {
      if (text->len + got >= MAX_INPUT_BYTES)
        return EFBIG;
      g_byte_array_append (text, chunk, (guint) got);
    }
  if (ferror (stream))
    return errno != 0 ? errno : EIO;
  return 0;
}

static int
read_file (const CliOptions *options,
           const char       *name,
           const char       *path,
           GByteArray       *text)
{
  FILE *stream = stdin;
  struct stat st;
  int status, err;

  /* A named file must be a regular one: /dev/zero or a FIFO is refused
   * before anything reads it. Standard input may be a pipe: its bound is
   * MAX_INPUT_BYTES. */
  if (path != NULL && (stream = cli_open_regular (options, name, path, &status)) == NULL)
    return status;
  if (fstat (fileno (stream), &st) == 0 && S_ISDIR (st.st_mode))
    err = EISDIR;
  else if (path != NULL && (guint64) st.st_size >= MAX_INPUT_BYTES)
    err = EFBIG;  /* known before reading a byte of it */
  else
    err = read_stream (stream, text);
  if (path != NULL)
    fclose (stream);
  if (err == EFBIG)
    return cli_fail (options, "%s: too large for a puzzle (more than %u bytes)", name,
                     MAX_INPUT_BYTES);
  if (err != 0)
    return cli_fail (options, "%s: %s", name, strerror (err));
  return CLI_EXIT_OK;
}

/* Rejects what no reader should have to see: nothing at all, or binary data. */
static int
check_text (const CliOptions *options,
            const char       *name,
            const GByteArray *text)
{
  const char *data = (const char *) text->data;
  const char *nul;
  size_t i = 0;

  /* strchr also finds the terminating NUL: NUL bytes count as blank here,
   * so that blanks and NULs alone are an empty input, not binary data. */
  while (i < text->len && strchr (" \t\r\n\f\v", data[i]) != NULL)
    i++;
  if (i == text->len)
    return cli_fail (options, "%s: empty input: no puzzle in it", name);

  nul = memchr (data, '\0', text->len);
  if (nul != NULL)
    {
      FutoError error;
      int line = 1, column = 1;

      for (const char *p = data; p < nul; p++)
        {
          if (*p == '\n')
            line++, column = 1;
          else if (((unsigned char) *p & 0xc0) != 0x80)
            column++;
        }
      futo_error_set_at (&error, line, column, "binary data (a NUL byte), not a puzzle");
      return cli_fail_input (options, name, &error);
    }
  return CLI_EXIT_OK;
}

static FutoGame *
parse (const GByteArray *text,
       FutoFormat        format,
       FutoFormat       *detected,
       FutoError        *error)
{
  const char *data = (const char *) text->data;
  FutoPuzzle *puzzle = NULL;

  *detected = format;
  switch (format)
    {
    case FUTO_FORMAT_GRID:
      puzzle = futo_grid_read (data, text->len, error);
      break;
    case FUTO_FORMAT_TATHAM:
      puzzle = futo_tatham_read (data, text->len, error);
      break;
    case FUTO_FORMAT_NATIVE:
      return futo_native_read (data, text->len, error);
    case FUTO_FORMAT_UNKNOWN:
    default:
      return futo_game_read_any (data, text->len, detected, error);
    }
  return puzzle != NULL ? futo_game_new (puzzle) : NULL;
}

int
cli_input_load (const CliOptions *options,
                CliInput         *input)
{
  const char *arg = options->input;
  FutoFormat format = options->from;
  g_autoptr (GByteArray) text = g_byte_array_new ();
  FutoError error;
  struct stat st;
  int status;

  memset (input, 0, sizeof *input);
  if (strcmp (arg, "-") == 0)
    {
      input->name = g_strdup ("standard input");
      status = read_file (options, input->name, NULL, text);
    }
  else if (looks_like_game_id (arg) && stat (arg, &st) != 0)
    {
      /* A game ID on the command line; a file of that name would win. */
      input->name = g_strdup ("game ID");
      g_byte_array_append (text, (const guint8 *) arg, (guint) strlen (arg));
      if (format == FUTO_FORMAT_UNKNOWN)
        format = FUTO_FORMAT_TATHAM;
      status = CLI_EXIT_OK;
    }
  else
    {
      input->name = g_strdup (arg);
      status = read_file (options, input->name, arg, text);
    }
  if (status == CLI_EXIT_OK)
    status = check_text (options, input->name, text);
  if (status == CLI_EXIT_OK)
    {
      futo_error_clear (&error);
      input->game = parse (text, format, &input->format, &error);
      if (input->game == NULL)
        status = cli_fail_input (options, input->name, &error);
    }
  if (status != CLI_EXIT_OK)
    cli_input_clear (input);
  return status;
}

void
cli_input_clear (CliInput *input)
{
  g_free (input->name);
  if (input->game != NULL)
    futo_game_free (input->game);
  memset (input, 0, sizeof *input);
}
