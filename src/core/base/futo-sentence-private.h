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

/* Says which arguments of error's sentence (bit i for argument i) are
 * texts marked FUTO_N_ (futo-error.h). error may be NULL. */
void _futo_error_mark_words (FutoError *error,
                             unsigned   words);
