/* futo-error.h: where and why input was rejected
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stddef.h>

/* Marks a text of the library for translation and leaves it as it is: the
 * core is plain C without gettext and writes English. xgettext reads
 * FUTO_N_ as a keyword (po/meson.build), so these texts reach the
 * catalogue, and the GLib library looks them up again: an algorithm
 * descriptor's name and description, and the words an error's sentence
 * takes as an argument (futoshiki-error-text.h). */
#define FUTO_N_(text) text

#define FUTO_SENTENCE_MAX_ARGS 6
#define FUTO_SENTENCE_ARG_LEN  200

/* What a message says, kept apart from its English words: the printf
 * template it was written from (a literal of the library, which is also its
 * msgid in the translation catalogue) and each of its arguments already
 * written out as text. A translation puts the arguments into its own
 * sentence (libfutoshiki-glib does, with gettext) without knowing their C
 * types. */
typedef struct
{
  const char *format;  /* the template; NULL when the arguments were not kept */
  int         n_args;
  unsigned    words;   /* bit i: argument i is itself a text of the library
                        * (like "cells in this row"), to be translated too */
  char        args[FUTO_SENTENCE_MAX_ARGS][FUTO_SENTENCE_ARG_LEN];
} FutoSentence;

/* A parse or validation error. The place is kept apart from the sentence so
 * that callers can show it their own way; futo_error_describe() joins them.
 * message is the English sentence; sentence holds its template and data for
 * callers that show it in another language. */
typedef struct
{
  int          line;    /* 1-based line of the input, 0 when the input has no lines */
  int          column;  /* 1-based column (in characters), 0 when unknown */
  int          row;     /* 0-based cell row, -1 when the error is not about a cell */
  int          col;     /* 0-based cell column, -1 likewise */
  char         message[240];
  FutoSentence sentence;
} FutoError;

void        futo_error_clear    (FutoError  *error);
/* Any pointer argument may be NULL; then nothing is recorded. The format is
 * the English sentence and must be a string literal: translation tools
 * read these calls as the catalogue's source (po/meson.build). */
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
