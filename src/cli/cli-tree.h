/* cli-tree.h: what 'tree', 'tree --versus' and 'tree --similar' share: the
 * recording limit and the picture's target
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "cli-options.h"
#include "futo-export.h"
#include "futo-trace.h"

/* A tree is read whole, so the trace may be far longer than --trace's:
 * about 10^8 events is some 10^7 decisions, a few hundred megabytes. */
#define TREE_MAX_EVENTS 100000000
/* A node of the tree is some 50 bytes: 10^7 decisions, half a gigabyte, is
 * as far as a run is recorded even when its events are few per decision
 * (fc on an open board makes three); with the trace beside it the command
 * then holds about 1 GB at most. */
#define TREE_MAX_DECISIONS 10000000

/* The run records into trace and is stopped as soon as the recording is
 * cut: a run that went on would only make events nobody keeps, for as
 * long as it lasts (docs/file-limits.md). */
typedef struct
{
  FutoTrace  *trace;
  uint64_t    decisions;
  bool        cut;
  atomic_int  stop;
} TreeRecording;

/* The event sink of a TreeRecording (data). */
void cli_tree_record_until_cut (const FutoEvent *event,
                                void            *data);

typedef struct
{
  bool              draw;   /* --to or -o: write a picture */
  FutoExportFormat  format;
} TreeTarget;

/* The picture's format from --to, or from -o's extension; no picture when
 * neither is given. A usage error (printed) otherwise. */
int  cli_tree_resolve_target   (const CliOptions *options,
                                TreeTarget       *target);

#include "futo-search-tree.h"

/* tree --similar (cli-tree-similar.c): the groups of alike failed
 * subtrees of tree, as text or (--json) a JSON object, in place of the
 * counts. */
void cli_tree_print_similar    (const CliOptions     *options,
                                const FutoSearchTree *tree,
                                const char           *input_name);
