/* futo-algo-bfs-private.h: the state of a BFS run, for its messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-runner-private.h"
#include "futo-signs-private.h"

typedef struct
{
  int     cell;
  FutoSet old;
} FutoBfsTrail;

typedef enum
{
  FUTO_BFS_DEDUCED,       /* the queue and the scan ran dry */
  FUTO_BFS_CONTRADICTION,
  FUTO_BFS_STOPPED,       /* a limit or cancellation */
} FutoBfsOutcome;

typedef struct
{
  FutoRunner        runner;
  const FutoPuzzle *puzzle;
  int               n;
  int               cells;
  FutoSet           full;
  bool              guess;
  FutoSet          *cand;
  FutoSignList     *signs;
  FutoBfsTrail     *trail;
  size_t            trail_len;
  int              *queue;   /* a ring of cells whose lists changed */
  bool             *queued;
  int               queue_head;
  int               queue_count;
  uint8_t          *values;
  int               placed;  /* cells with a single candidate */
  int               depth;
  int               conflict_cell; /* where the last contradiction showed, -1: a line */
} FutoBfs;

static inline bool
_futo_bfs_is_placed (const FutoBfs *bfs,
                     int            cell)
{
  return futo_set_count (bfs->cand[cell]) == 1;
}

/* futo-algo-bfs-describe.c */
/* Without guessing: what deduction placed, and why it ended (solved,
 * stuck with the lists left, no solution and where it showed, stopped). */
void _futo_bfs_describe_deduction (const FutoBfs  *bfs,
                                   FutoBfsOutcome  outcome);
/* With guess=1: what deduction did alone, the guesses, the outcome. */
void _futo_bfs_describe_guessing  (const FutoBfs  *bfs,
                                   int             placed_alone);
