/* futo-trace-private.h: the trace's insides, shared with its text form
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-trace.h"

typedef struct
{
  int      size;
  int      cells;
  FutoSet *candidates;
  uint8_t *values;
  int      depth;
  double   energy;
} FutoTraceState;

struct FutoTrace
{
  uint64_t       *events;
  size_t          length;
  size_t          capacity;
  size_t          max_events;
  bool            truncated;
  bool            has_energy;
  size_t          interval;  /* events between keyframes */
  size_t          keyframes; /* keyframe k is the state after k * interval events */
  size_t          keyframe_capacity;
  FutoSet        *keyframe_candidates;
  uint8_t        *keyframe_values;
  int            *keyframe_depths;
  double         *keyframe_energies;
  FutoTraceState  live;      /* the state after every recorded event */
};
