/* futo-algo-fc-private.h: the static-order search that fc, ac3 and mac share
 *
 * The search takes the first unassigned cell in row-major order and tries
 * its remaining candidates in ascending order; after each assignment a
 * lookahead (forward checking for fc and ac3, AC-3 for mac) removes values
 * from the other cells, and a trail undoes that on backtrack.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-runner-private.h"
#include "futo-signs-private.h"

typedef struct FutoFc FutoFc;

/* Looks ahead after cell took value. Returns false on a dead end (a domain
 * emptied) or when the runner stopped the run (a long propagation may tick
 * it); the search undoes whatever it removed. */
typedef bool (*FutoFcLookahead) (FutoFc *fc,
                                 int     cell,
                                 int     value);

/* line: while events are wanted, set on the last entry of a forward
 * check's prunes along a row or column when they are two or more (up to
 * FUTO_TRACE_LINE_MAX), so that undoing them tells one line of restores:
 * the positions, FUTO_FC_LINE_COLUMN and the line's index from
 * FUTO_FC_LINE_SHIFT; 0 otherwise. */
typedef struct
{
  int      cell;
  uint32_t line;
  FutoSet  old;
} FutoFcTrail;

/* Where a recording trace stood before an assignment's ASSIGN and after
 * its lookahead's prunes: what _futo_trace_append_undo() points back to. */
typedef struct
{
  size_t assign_word;
  size_t assign_length;
  size_t prunes_end;
  size_t prunes_length;
} FutoFcMark;

#define FUTO_FC_LINE_COLUMN (UINT32_C (1) << 26)
#define FUTO_FC_LINE_SHIFT  27

_Static_assert (FUTO_TRACE_LINE_MAX <= 26 && FUTO_TRACE_LINE_MAX <= 1 << (32 - FUTO_FC_LINE_SHIFT),
                "a trail entry's line holds its positions and its index");

struct FutoFc
{
  FutoRunner        runner;
  const FutoPuzzle *puzzle;
  int               n;
  int               cells;
  FutoSet           full;
  FutoSet          *dom;    /* every cell's candidates; {value} while assigned */
  uint8_t          *values; /* the givens and the assignments, 0 = unassigned */
  FutoSignList     *signs;
  FutoFcTrail      *trail;
  size_t            trail_len;
  int               depth;
  FutoFcLookahead   lookahead;
  FutoFcMark       *marks;      /* per depth, while recording a forward check's search: an undo is
                                 * one word (_futo_trace_append_undo()); NULL otherwise */
};

/* Values strictly greater than m, within 1..n. */
static inline FutoSet
_futo_fc_above (const FutoFc *fc,
                int           m)
{
  return m >= 64 ? 0 : (~(FutoSet) 0 << m) & fc->full;
}

/* Values strictly smaller than m. */
static inline FutoSet
_futo_fc_below (int m)
{
  return m <= 1 ? 0 : ((FutoSet) 1 << (m - 1)) - 1;
}

/* Whether two givens already break a line or a sign between them. */
bool _futo_fc_givens_clash  (const FutoPuzzle     *puzzle);

/* Sets up domains (givens fixed, other cells full), signs and the trail.
 * False when memory ran out (_futo_fc_clear is still needed). */
bool _futo_fc_init          (FutoFc               *fc,
                             const FutoPuzzle     *puzzle,
                             const FutoRunOptions *options,
                             FutoRunResult        *result);
void _futo_fc_clear         (FutoFc               *fc);

/* Removes the values of remove from cell's domain (recorded on the trail,
 * counted, one PRUNE event each). Returns false when the domain is empty. */
bool _futo_fc_remove        (FutoFc               *fc,
                             int                   cell,
                             FutoSet               remove,
                             FutoReason            reason,
                             int                   cause);

/* Forward checking from cell = value: the value leaves the unassigned cells
 * of its row, then of its column, then the sign neighbours lose what the
 * sign forbids. Stops at the first emptied domain. */
bool _futo_fc_forward_check (FutoFc               *fc,
                             int                   cell,
                             int                   value);

/* Runs the search from the current domains and finishes the run. */
void _futo_fc_search        (FutoFc               *fc);

/* Ends a run that could not start (out of memory). */
void _futo_fc_give_up       (FutoRunResult        *result);
