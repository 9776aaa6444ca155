/* futoshiki-trace-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A domain of its own, apart from the puzzles' FUTOSHIKI_ERROR: a
 * student's program tells "my solver lied" (LIE) from "my file is not a
 * trace" (PARSE) by the code alone.
 */
#include "config.h"

#include "futoshiki-trace-error.h"

G_DEFINE_QUARK (futoshiki-trace-error-quark, futoshiki_trace_error)

G_DEFINE_ENUM_TYPE (FutoshikiTraceError, futoshiki_trace_error,
  G_DEFINE_ENUM_VALUE (FUTOSHIKI_TRACE_ERROR_PARSE, "parse"),
  G_DEFINE_ENUM_VALUE (FUTOSHIKI_TRACE_ERROR_LIE, "lie"))
