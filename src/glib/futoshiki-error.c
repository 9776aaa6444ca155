/* futoshiki-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One domain for the scripting API: a script tells a parse error from an
 * unsolvable puzzle by the code, and reads the place in the message.
 */
#include "config.h"

#include "futoshiki-error.h"

G_DEFINE_QUARK (futoshiki-error-quark, futoshiki_error)

G_DEFINE_ENUM_TYPE (FutoshikiError, futoshiki_error,
  G_DEFINE_ENUM_VALUE (FUTOSHIKI_ERROR_PARSE, "parse"),
  G_DEFINE_ENUM_VALUE (FUTOSHIKI_ERROR_INVALID, "invalid"),
  G_DEFINE_ENUM_VALUE (FUTOSHIKI_ERROR_UNSUPPORTED, "unsupported"),
  G_DEFINE_ENUM_VALUE (FUTOSHIKI_ERROR_UNKNOWN_ALGORITHM, "unknown-algorithm"),
  G_DEFINE_ENUM_VALUE (FUTOSHIKI_ERROR_NO_SOLUTION, "no-solution"),
  G_DEFINE_ENUM_VALUE (FUTOSHIKI_ERROR_AMBIGUOUS, "ambiguous"),
  G_DEFINE_ENUM_VALUE (FUTOSHIKI_ERROR_EXHAUSTED, "exhausted"),
  G_DEFINE_ENUM_VALUE (FUTOSHIKI_ERROR_FAILED, "failed"))
