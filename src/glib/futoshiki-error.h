/* futoshiki-error.h: the errors of the scripting API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/**
 * FUTOSHIKI_ERROR:
 *
 * The error domain of puzzles, solvers and the generator. A cancelled
 * call reports `G_IO_ERROR_CANCELLED` instead, as GIO does.
 */
#define FUTOSHIKI_ERROR (futoshiki_error_quark ())

/**
 * FutoshikiError:
 * @FUTOSHIKI_ERROR_PARSE: the text is not a puzzle; the message names the
 *   place (file, line and column, or the cell)
 * @FUTOSHIKI_ERROR_INVALID: the puzzle breaks a rule on its face (two equal
 *   givens in a row, a broken sign, …), or an argument is out of range
 * @FUTOSHIKI_ERROR_UNSUPPORTED: the format cannot hold this puzzle, or the
 *   algorithm does not take its mode
 * @FUTOSHIKI_ERROR_UNKNOWN_ALGORITHM: no algorithm has this id
 * @FUTOSHIKI_ERROR_NO_SOLUTION: the puzzle has no solution
 * @FUTOSHIKI_ERROR_AMBIGUOUS: the puzzle has more than one solution
 * @FUTOSHIKI_ERROR_EXHAUSTED: the generator's budget ran out first
 * @FUTOSHIKI_ERROR_FAILED: anything else (out of memory)
 *
 * What went wrong.
 */
typedef enum
{
  FUTOSHIKI_ERROR_PARSE,
  FUTOSHIKI_ERROR_INVALID,
  FUTOSHIKI_ERROR_UNSUPPORTED,
  FUTOSHIKI_ERROR_UNKNOWN_ALGORITHM,
  FUTOSHIKI_ERROR_NO_SOLUTION,
  FUTOSHIKI_ERROR_AMBIGUOUS,
  FUTOSHIKI_ERROR_EXHAUSTED,
  FUTOSHIKI_ERROR_FAILED,
} FutoshikiError;

#define FUTOSHIKI_TYPE_ERROR (futoshiki_error_get_type ())

GQuark futoshiki_error_quark    (void);
GType  futoshiki_error_get_type (void) G_GNUC_CONST;

G_END_DECLS
