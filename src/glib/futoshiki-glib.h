/* futoshiki-glib.h: the scripting API of libfutoshiki-glib, in one include
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the GObject Introspection data (Futoshiki-1.0) describes, and what
 * the shared library's pkg-config file (futoshiki-glib-1.0) offers C.
 */
#pragma once

#include "futoshiki-algorithm-info.h"
#include "futoshiki-bookmarks.h"
#include "futoshiki-enums.h"
#include "futoshiki-error.h"
#include "futoshiki-event.h"
#include "futoshiki-hint.h"
#include "futoshiki-puzzle.h"
#include "futoshiki-recorder.h"
#include "futoshiki-search-tree.h"
#include "futoshiki-solve-result.h"
#include "futoshiki-solver.h"
#include "futoshiki-trace.h"
#include "futoshiki-trace-error.h"
