/* futo-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-error.h"
#include "futo-puzzle.h"
#include "futo-sentence-private.h"

void
futo_error_clear (FutoError *error)
{
  if (error == NULL)
    return;
  error->line = 0;
  error->column = 0;
  error->row = -1;
  error->col = -1;
  error->message[0] = '\0';
  _futo_sentence_clear (&error->sentence);
}

static void
set_message (FutoError  *error,
             const char *format,
             va_list     args)
{
  _futo_sentence_keep (&error->sentence, format, args);
  vsnprintf (error->message, sizeof error->message, format, args);
}

void
futo_error_set_at (FutoError  *error,
                   int         line,
                   int         column,
                   const char *format,
                   ...)
{
  va_list args;

  if (error == NULL)
    return;
  futo_error_clear (error);
  error->line = line;
  error->column = column;
  va_start (args, format);
  set_message (error, format, args);
  va_end (args);
}

void
futo_error_set_cell (FutoError  *error,
                     int         row,
                     int         col,
                     const char *format,
                     ...)
{
  va_list args;

  if (error == NULL)
    return;
  futo_error_clear (error);
  error->row = row;
  error->col = col;
  va_start (args, format);
  set_message (error, format, args);
  va_end (args);
}

const char *
futo_error_describe (const FutoError *error,
                     char            *buf,
                     size_t           len)
{
  char cell[16];

  FUTO_RETURN_VAL_IF_FAIL (error != NULL, NULL);
  FUTO_RETURN_VAL_IF_FAIL (buf != NULL && len > 0, NULL);

  if (error->line > 0 && error->column > 0)
    snprintf (buf, len, "line %d, column %d: %s", error->line, error->column, error->message);
  else if (error->line > 0)
    snprintf (buf, len, "line %d: %s", error->line, error->message);
  else if (error->row >= 0 && error->col >= 0)
    snprintf (buf, len, "cell %s: %s",
              futo_cell_name (error->row, error->col, cell, sizeof cell), error->message);
  else
    snprintf (buf, len, "%s", error->message);
  return buf;
}
