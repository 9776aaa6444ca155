/* futo-check-private.h: how the public functions refuse bad arguments
 *
 * A public function checks what its caller hands it (pointers, sizes,
 * cells, indices) with these, as GLib's g_return_if_fail() does: on a
 * failed check it prints one line on stderr naming the function and the
 * expression, and returns at once, with val for a function that returns
 * one (the failure value its header documents). A bad argument is a bug of
 * the caller, so the line is there to be seen, and returning keeps the bug
 * from writing out of bounds. What the library itself guarantees inside
 * (invariants between its own functions) is checked with assert().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

/* Prints "libfutoshiki-CRITICAL: function: assertion 'expression' failed". */
void _futo_check_failed (const char *function,
                         const char *expression);

#define FUTO_RETURN_IF_FAIL(expr)                          \
  do                                                       \
    {                                                      \
      if (__builtin_expect (!(expr), 0))                   \
        {                                                  \
          _futo_check_failed (__func__, #expr);            \
          return;                                          \
        }                                                  \
    }                                                      \
  while (0)

#define FUTO_RETURN_VAL_IF_FAIL(expr, val)                 \
  do                                                       \
    {                                                      \
      if (__builtin_expect (!(expr), 0))                   \
        {                                                  \
          _futo_check_failed (__func__, #expr);            \
          return (val);                                    \
        }                                                  \
    }                                                      \
  while (0)
