/* futo-sentence-private.h: keeping a message's template and arguments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdarg.h>

#include "futo-error.h"

/* Records format and each of its arguments, written out as text one
 * conversion at a time, in sentence. A conversion it does not know leaves
 * sentence->format NULL, so that callers fall back to the English text. */
void _futo_sentence_keep  (FutoSentence *sentence,
                           const char   *format,
                           va_list       args);
void _futo_sentence_clear (FutoSentence *sentence);

/* Marks a text of the library that a sentence takes as an argument, for
 * the translation catalogue (po/meson.build reads it as a keyword). The
 * core writes English; a translation looks the text up again. The same
 * definition as futo-algorithm.h's, which marks the algorithms' texts, so
 * that a file may include both. */
#define FUTO_N_(text) text

/* Says which arguments of error's sentence (bit i for argument i) are such
 * FUTO_N_ texts. error may be NULL. */
void _futo_error_mark_words (FutoError *error,
                             unsigned   words);
