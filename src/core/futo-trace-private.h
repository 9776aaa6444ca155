/* futo-trace-private.h: the trace's insides, shared with its text form and
 * with the runner, which appends to a recording trace without a call
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdint.h>
#include <string.h>

#include "futo-trace.h"

/* Layout of a packed event, low bits first. */
#define FUTO_TRACE_KIND_SHIFT    0   /* 3 bits */
#define FUTO_TRACE_REASON_SHIFT  3   /* 4 bits */
#define FUTO_TRACE_CELL_SHIFT    7   /* 13 bits: cell + 1, 0 = none */
#define FUTO_TRACE_CAUSE_SHIFT   20  /* 13 bits: cause + 1 */
#define FUTO_TRACE_VALUE_SHIFT   33  /* 7 bits */
#define FUTO_TRACE_PREV_SHIFT    40  /* 7 bits: the cell's value before, for undoing */
#define FUTO_TRACE_DEPTH_SHIFT   47  /* 13 bits */
#define FUTO_TRACE_CHANGED_SHIFT 60  /* 1 bit: the prune or restore changed the candidates */
#define FUTO_TRACE_ENERGY_SHIFT  32  /* ENERGY events: a float in the high half */

typedef struct
{
  int      size;
  int      cells;
  FutoSet *candidates;
  uint8_t *values;
  int      depth;
  double   energy;
} FutoTraceState;

/* Recording only stores each event's own fields (a "raw" word). What depends
 * on the events before it (the previous value and the changed bit that undo
 * needs, the keyframes) is derived later in one pass over the array, the
 * first time a reader needs it: that pass runs from memory at full speed
 * instead of costing the solver a board update per event. */
struct FutoTrace
{
  uint64_t       *events;
  size_t          length;
  size_t          room;      /* events storable without the slow path: capacity, 0 once stopped */
  size_t          capacity;
  size_t          max_events;
  bool            truncated;
  bool            has_energy;
  size_t          settled;   /* events[0..settled) are complete words and live is after them */
  size_t          interval;  /* events between keyframes */
  size_t          keyframes; /* keyframe k is the state after k * interval events */
  size_t          keyframe_capacity;
  FutoSet        *keyframe_candidates;
  uint8_t        *keyframe_values;
  int            *keyframe_depths;
  double         *keyframe_energies;
  FutoTraceState  live;      /* the state after the settled events */
};

static inline uint64_t
futo_trace_clamp (int value,
                  int high)
{
  return (uint64_t) (value < 0 ? 0 : value > high ? high : value);
}

/* The raw word of an event that is not ENERGY. */
static inline uint64_t
futo_trace_pack (FutoEventKind kind,
                 FutoReason    reason,
                 int           cell,
                 int           cause,
                 int           value,
                 int           depth)
{
  return (uint64_t) (kind & 7) << FUTO_TRACE_KIND_SHIFT
         | (uint64_t) (reason & 15) << FUTO_TRACE_REASON_SHIFT
         | futo_trace_clamp (cell + 1, 8191) << FUTO_TRACE_CELL_SHIFT
         | futo_trace_clamp (cause + 1, 8191) << FUTO_TRACE_CAUSE_SHIFT
         | futo_trace_clamp (value, 127) << FUTO_TRACE_VALUE_SHIFT
         | futo_trace_clamp (depth, 8191) << FUTO_TRACE_DEPTH_SHIFT;
}

static inline uint64_t
futo_trace_pack_energy (double energy)
{
  float narrow = (float) energy;
  uint32_t bits;

  memcpy (&bits, &narrow, sizeof bits);
  return (uint64_t) (FUTO_EVENT_ENERGY & 7) << FUTO_TRACE_KIND_SHIFT
         | (uint64_t) bits << FUTO_TRACE_ENERGY_SHIFT;
}

/* Grows the array, or stops the recording at max_events or without memory. */
void futo_trace_append_slow (FutoTrace *trace,
                             uint64_t   word);

/* What futo_trace_record() does with an event, without the call. */
static inline void
futo_trace_append (FutoTrace *trace,
                   uint64_t   word)
{
  if (trace->length < trace->room)
    trace->events[trace->length++] = word;
  else
    futo_trace_append_slow (trace, word);
}

/* Appends one word per value of set, lowest first: base with the value put
 * in. The array and its bounds live in locals, since a store to the array
 * could otherwise be the length itself for all the compiler knows. */
static inline void
futo_trace_append_each (FutoTrace *trace,
                        uint64_t   base,
                        FutoSet    set)
{
  uint64_t *events = trace->events;
  size_t length = trace->length, room = trace->room;

  for (; set != 0; set &= set - 1)
    {
      uint64_t word = base | (uint64_t) (__builtin_ctzll (set) + 1) << FUTO_TRACE_VALUE_SHIFT;

      if (length < room)
        events[length++] = word;
      else
        {
          trace->length = length;
          futo_trace_append_slow (trace, word);
          events = trace->events;
          length = trace->length;
          room = trace->room;
        }
    }
  trace->length = length;
}
