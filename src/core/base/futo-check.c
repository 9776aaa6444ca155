/* futo-check.c: the message of a failed argument check
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>

#include "futo-check-private.h"

void
_futo_check_failed (const char *function,
                    const char *expression)
{
  fprintf (stderr, "libfutoshiki-CRITICAL: %s: assertion '%s' failed\n", function, expression);
}
