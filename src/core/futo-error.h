/* futo-error.h: where and why input was rejected
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stddef.h>

/* A parse or validation error. The place is kept apart from the sentence so
 * that callers can show it their own way; futo_error_describe() joins them. */
typedef struct
{
  int  line;    /* 1-based line of the input, 0 when the input has no lines */
  int  column;  /* 1-based column (in characters), 0 when unknown */
  int  row;     /* 0-based cell row, -1 when the error is not about a cell */
  int  col;     /* 0-based cell column, -1 likewise */
  char message[240];
} FutoError;

void        futo_error_clear    (FutoError  *error);
/* Any pointer argument may be NULL; then nothing is recorded. */
void        futo_error_set_at   (FutoError  *error,
                                 int         line,
                                 int         column,
                                 const char *format,
                                 ...) __attribute__ ((format (printf, 4, 5)));
void        futo_error_set_cell (FutoError  *error,
                                 int         row,
                                 int         col,
                                 const char *format,
                                 ...) __attribute__ ((format (printf, 4, 5)));
/* "line 4, column 7: …", "cell r3c5: …" or just the message. */
const char *futo_error_describe (const FutoError *error,
                                 char            *buf,
                                 size_t           len);
