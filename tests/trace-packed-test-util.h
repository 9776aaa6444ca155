/* trace-packed-test-util.h: comparing a packed trace with the generic
 * sink's, for the tests of the records that hold several events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "futo-trace.h"

G_BEGIN_DECLS

/* Every way of reading packed (by index, forward, backward, from the
 * middle of a record, turning) gives flat's events, the generic sink's. */
void trace_assert_same_events (const FutoTrace       *packed,
                               const FutoTrace       *flat);

/* The two cursors show the same board (candidates, values and depth);
 * the error names position. */
void trace_assert_same_board  (const FutoTraceCursor *a,
                               const FutoTraceCursor *b,
                               size_t                 position);

G_END_DECLS
