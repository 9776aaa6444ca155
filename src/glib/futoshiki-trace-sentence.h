/* futoshiki-trace-sentence.h: a trace event in plain words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "futo-search-tree.h"
#include "futo-trace.h"

G_BEGIN_DECLS

/* One translated sentence for event, e.g. "5 removed from r2c3 because
 * r2c6 = 5 (row)". after is the board right after the event (for the
 * bound a sign used and for wiped-out cells); it may be NULL, and the
 * sentence is then plainer. */
char *futoshiki_trace_describe_event (const FutoPuzzle      *puzzle,
                                      const FutoTraceCursor *after,
                                      const FutoEvent       *event);

/* The same for a removal, always with its reason, also when it empties
 * the cell: "3 removed from r2c3 because r2c4 = 3 (row)". */
char *futoshiki_trace_describe_removal (const FutoPuzzle      *puzzle,
                                        const FutoTraceCursor *after,
                                        const FutoEvent       *event);

/* A node of the search tree for a screen reader and the tree's status
 * line: "r3c5 = 4, depth 7, refuted: r4c5 has no value left". */
char *futoshiki_trace_describe_tree_node (const FutoPuzzle      *puzzle,
                                          const FutoTreeNode    *node);

/* "r3c5" for a cell index of a size×size board, in the user's language
 * ("Z3S5" in German). */
char *futoshiki_trace_cell_name      (int                    size,
                                      int                    cell);

/* "Event 120 of 5,400", for the panel and the timeline's screen reader. */
char *futoshiki_trace_position_text  (guint64                position,
                                      guint64                length);

G_END_DECLS
