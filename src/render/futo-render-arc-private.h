/* futo-render-arc-private.h: the arc being revised, over a trace frame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-render-trace.h"

/* Draws frame's arc (none when its phase is NONE) over the frame's marks:
 * an arrow from the cell revised to the cell it is revised against, bowed
 * off the line between them so that the cells it passes stay readable. */
void _futo_render_trace_arc (cairo_t                *cr,
                             const FutoRenderLayout *layout,
                             const FutoTraceStyle   *trace_style,
                             const FutoPuzzle       *puzzle,
                             const FutoTraceFrame   *frame);
