/* futoshiki-error-text.h: the core's errors and problems in the user's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "futo-error.h"
#include "futo-validate.h"

G_BEGIN_DECLS

/* The sentence of a parse error, translated ("expected …"), without its
 * place. Falls back to the core's English message when the error carries
 * no template. */
char   *futoshiki_error_message    (const FutoError   *error);
/* The place and the sentence, translated, as futo_error_describe() joins
 * them in English: "line 4, column 7: …", "cell r3c5: …" or the sentence
 * alone. */
char   *futoshiki_error_describe   (const FutoError   *error);
/* A GError of domain and code whose message is futoshiki_error_describe(). */
GError *futoshiki_error_to_gerror  (const FutoError   *error,
                                    GQuark             domain,
                                    gint               code);

/* A validation problem's sentence, translated. */
char   *futoshiki_problem_message  (const FutoProblem *problem);
/* The problem with its cell in front ("r3c5: …"), unless the sentence
 * already starts with the cell. */
char   *futoshiki_problem_describe (const FutoProblem *problem);

G_END_DECLS
