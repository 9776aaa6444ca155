/* futo-trace-private.h: the trace's insides, shared with its text form and
 * with the runner, which appends to a recording trace without a call
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdint.h>
#include <string.h>

#include "futo-trace.h"

/* Two forms of an event.
 *
 * The compact form, 32 bits, holds nearly every event: kind (3 bits),
 * reason (4), cell, value, then a "no cause" bit and either the depth alone
 * or the cause and a shorter depth. The widths of cell and value follow the
 * board (7 and 4 bits on 9x9), so they are fields of the trace.
 *
 * The wide form, 64 bits with fixed fields, holds the rest: energies, events
 * without a cell, depths too deep for the compact field, and whatever a
 * caller's own sink hands over out of range. The events array then holds
 * kind 7 (ENERGY's number, never used by a compact word) and the index of
 * the wide word in the upper 29 bits. */
/* The wide form, low bits first; the compact form shares the kind, the
 * reason and where the cell starts (the cell itself, not cell + 1). */
#define FUTO_TRACE_KIND_SHIFT    0   /* 3 bits */
#define FUTO_TRACE_REASON_SHIFT  3   /* 4 bits */
#define FUTO_TRACE_CELL_SHIFT    7   /* 13 bits: cell + 1, 0 = none */
#define FUTO_TRACE_CAUSE_SHIFT   20  /* 13 bits: cause + 1 */
#define FUTO_TRACE_VALUE_SHIFT   33  /* 7 bits */
#define FUTO_TRACE_DEPTH_SHIFT   47  /* 13 bits */
#define FUTO_TRACE_ENERGY_SHIFT  32  /* ENERGY events: a float in the high half */

#define FUTO_TRACE_ESCAPE        7u          /* the kind field of a word that points to a wide one */
#define FUTO_TRACE_NOT_COMPACT   UINT32_MAX  /* futo_trace_compact(): the event needs the wide form */
#define FUTO_TRACE_MAX_WIDE      (UINT32_C (1) << 29)

typedef struct
{
  int      size;
  int      cells;
  FutoSet *candidates;
  uint8_t *values;
  int      depth;
  double   energy;
} FutoTraceState;

/* Recording stores each event's own fields, and keeps the live board (the
 * state after all the events) up to date inline, where the kind of event is
 * known when the solver is compiled: a prune is one AND on a candidate set.
 * Every interval events the slow path copies the live board into a
 * keyframe, so a trace is ready to seek the moment the run ends. What
 * stepping back needs (a cell's previous value, whether a prune removed a
 * live value) is worked out by the cursor for the keyframe interval it
 * steps back in (futo-trace-cursor.c). */
struct FutoTrace
{
  uint32_t       *events;
  size_t          length;
  size_t          room;      /* events storable without the slow path: up to the capacity or the
                              * next keyframe, 0 once stopped */
  size_t          capacity;
  size_t          max_events;
  bool            truncated;
  bool            has_energy;
  uint64_t       *wide;
  size_t          wide_length;
  size_t          wide_capacity;
  /* The compact layout for this board. */
  unsigned        value_shift;
  unsigned        flag_shift;       /* the "no cause" bit; its depth follows it */
  unsigned        cause_shift;
  unsigned        cause_depth_shift;
  uint32_t        cell_mask;
  uint32_t        value_mask;
  uint32_t        free_depth_max;   /* deepest depth without a cause */
  uint32_t        cause_depth_max;  /* deepest depth with a cause */
  uint32_t        cause_cells;      /* causes below this fit; 0 when no cause fits */
  size_t          interval;  /* events between keyframes */
  size_t          keyframes; /* keyframe k is the state after k * interval events */
  size_t          keyframe_capacity;
  FutoSet        *keyframe_candidates;
  uint8_t        *keyframe_values;
  int            *keyframe_depths;
  double         *keyframe_energies;
  FutoTraceState  live;      /* candidates, values and energy after all the events (its depth is
                              * worked out for each keyframe) */
};

static inline uint64_t
futo_trace_clamp (int value,
                  int high)
{
  return (uint64_t) (value < 0 ? 0 : value > high ? high : value);
}

/* The wide word of an event that is not ENERGY. */
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

/* Whether an event with these fields (and a value from 0 to the size)
 * has a compact word. Only fields that read back unchanged fit, so both
 * forms give the same event. */
static inline bool
futo_trace_fits (const FutoTrace *trace,
                 int              cell,
                 int              cause,
                 int              depth)
{
  if ((unsigned) cell >= (unsigned) trace->live.cells)
    return false;
  if (cause == -1)
    return (unsigned) depth <= trace->free_depth_max;
  return (unsigned) cause < trace->cause_cells && (unsigned) depth <= trace->cause_depth_max;
}

/* The compact word of an event that fits (kind below ENERGY, reason below
 * 16). */
static inline uint32_t
futo_trace_word (const FutoTrace *trace,
                 FutoEventKind    kind,
                 FutoReason       reason,
                 int              cell,
                 int              cause,
                 int              value,
                 int              depth)
{
  uint32_t word = (uint32_t) kind | (uint32_t) reason << FUTO_TRACE_REASON_SHIFT
                  | (uint32_t) cell << FUTO_TRACE_CELL_SHIFT | (uint32_t) value << trace->value_shift;

  if (cause == -1)
    return word | UINT32_C (1) << trace->flag_shift | (uint32_t) depth << (trace->flag_shift + 1);
  return word | (uint32_t) cause << trace->cause_shift | (uint32_t) depth << trace->cause_depth_shift;
}

/* The compact word of an event (kind below ENERGY, reason below 16), or
 * FUTO_TRACE_NOT_COMPACT. */
static inline uint32_t
futo_trace_compact (const FutoTrace *trace,
                    FutoEventKind    kind,
                    FutoReason       reason,
                    int              cell,
                    int              cause,
                    int              value,
                    int              depth)
{
  if (!futo_trace_fits (trace, cell, cause, depth) || (unsigned) value > (unsigned) trace->live.size)
    return FUTO_TRACE_NOT_COMPACT;
  return futo_trace_word (trace, kind, reason, cell, cause, value, depth);
}

/* Stores compact (or, when it is FUTO_TRACE_NOT_COMPACT, wide in the wide
 * array) and applies it to the live board, keeping a keyframe or growing
 * the arrays first, or stops the recording at max_events or without
 * memory. */
void futo_trace_append_slow (FutoTrace *trace,
                             uint32_t   compact,
                             uint64_t   wide);

/* The bit of value in a candidate set, none for value 0. */
static inline FutoSet
futo_trace_value_bit (int value)
{
  return (FutoSet) (value != 0) << ((value - 1) & 63);
}

/* futo_trace_append() for an event that takes the slow path: packs it
 * there, so that the inline path carries no code for the wide form. */
void futo_trace_append_event (FutoTrace     *trace,
                              FutoEventKind  kind,
                              FutoReason     reason,
                              int            cell,
                              int            cause,
                              int            value,
                              int            depth);

/* futo_trace_append_event() for each value of set, lowest first. */
void futo_trace_append_each_event (FutoTrace     *trace,
                                   FutoEventKind  kind,
                                   FutoReason     reason,
                                   int            cell,
                                   int            cause,
                                   FutoSet        set,
                                   int            depth);

/* A compact event's change to the live board. */
static inline void
futo_trace_live_apply (FutoSet       *candidates,
                       uint8_t       *values,
                       FutoEventKind  kind,
                       int            cell,
                       int            value)
{
  switch (kind)
    {
    case FUTO_EVENT_ASSIGN:
    case FUTO_EVENT_MOVE:
      values[cell] = (uint8_t) value;
      break;
    case FUTO_EVENT_UNASSIGN:
      values[cell] = 0;
      break;
    case FUTO_EVENT_PRUNE:
      candidates[cell] &= ~futo_trace_value_bit (value);
      break;
    case FUTO_EVENT_RESTORE:
      candidates[cell] |= futo_trace_value_bit (value);
      break;
    case FUTO_EVENT_BACKTRACK:
    case FUTO_EVENT_SOLUTION:
    case FUTO_EVENT_ENERGY:
    default:
      break;
    }
}

/* What futo_trace_record() does with an event that is not ENERGY, without
 * the call. */
static inline void
futo_trace_append (FutoTrace     *trace,
                   FutoEventKind  kind,
                   FutoReason     reason,
                   int            cell,
                   int            cause,
                   int            value,
                   int            depth)
{
  if (futo_trace_fits (trace, cell, cause, depth) && (unsigned) value <= (unsigned) trace->live.size
      && trace->length < trace->room)
    {
      trace->events[trace->length++] = futo_trace_word (trace, kind, reason, cell, cause, value, depth);
      futo_trace_live_apply (trace->live.candidates, trace->live.values, kind, cell, value);
    }
  else
    futo_trace_append_event (trace, kind, reason, cell, cause, value, depth);
}

/* What futo_trace_record() does with an ENERGY event, without the call:
 * the wide word, and the live energy as the trace reads it back. */
static inline void
futo_trace_append_energy (FutoTrace *trace,
                          double     energy)
{
  size_t wide_length = trace->wide_length;

  if (trace->length < trace->room && wide_length < trace->wide_capacity)
    {
      trace->wide[wide_length] = futo_trace_pack_energy (energy);
      trace->events[trace->length++] = (uint32_t) wide_length << 3 | FUTO_TRACE_ESCAPE;
      trace->wide_length = wide_length + 1;
      trace->live.energy = (float) energy;
      trace->has_energy = true;
    }
  else
    futo_trace_append_slow (trace, FUTO_TRACE_NOT_COMPACT, futo_trace_pack_energy (energy));
}

/* Appends one event per value of set, lowest first, the value put into the
 * event made with value 0. The array and its bounds live in locals, since a
 * store to the array could otherwise be the length itself for all the
 * compiler knows. */
static inline void
futo_trace_append_each (FutoTrace     *trace,
                        FutoEventKind  kind,
                        FutoReason     reason,
                        int            cell,
                        int            cause,
                        FutoSet        set,
                        int            depth)
{
  uint32_t *events, base;
  FutoSet *candidates;
  uint8_t *values;
  size_t length, room;
  unsigned shift;

  /* Values above the size (never from a solver) take the wide form. */
  if (!futo_trace_fits (trace, cell, cause, depth) || set >> (trace->live.size - 1) >> 1 != 0)
    {
      futo_trace_append_each_event (trace, kind, reason, cell, cause, set, depth);
      return;
    }
  base = futo_trace_word (trace, kind, reason, cell, cause, 0, depth);
  events = trace->events;
  candidates = trace->live.candidates;
  values = trace->live.values;
  length = trace->length;
  room = trace->room;
  shift = trace->value_shift;
  for (; set != 0; set &= set - 1)
    {
      int value = __builtin_ctzll (set) + 1;

      if (length < room)
        {
          events[length++] = base | (uint32_t) value << shift;
          futo_trace_live_apply (candidates, values, kind, cell, value);
        }
      else
        {
          trace->length = length;
          futo_trace_append_event (trace, kind, reason, cell, cause, value, depth);
          events = trace->events;
          length = trace->length;
          room = trace->room;
        }
    }
  trace->length = length;
}

/* Reading: the helpers that the trace and its cursors share. */

#define FUTO_TRACE_FIELD(word, shift, bits) ((int) (((word) >> (shift)) & ((UINT64_C (1) << (bits)) - 1)))

static inline bool
futo_trace_is_escape (uint32_t word)
{
  return (word & 7) == FUTO_TRACE_ESCAPE;
}

static inline uint64_t
futo_trace_wide_of (const FutoTrace *trace,
                    uint32_t         word)
{
  return trace->wide[word >> 3];
}

/* The depth of a compact word. */
static inline int
futo_trace_compact_depth (const FutoTrace *trace,
                          uint32_t         word)
{
  if ((word >> trace->flag_shift) & 1)
    return (int) ((uint64_t) word >> (trace->flag_shift + 1));
  return (int) ((uint64_t) word >> trace->cause_depth_shift);
}

void futo_trace_unpack   (const FutoTrace *trace,
                          size_t           index,
                          FutoEvent       *event);
/* Applies a wide word's candidates and values to state; returns what
 * futo_trace_apply_undo() returns. */
int  futo_trace_apply_wide (FutoTraceState *state,
                            uint64_t        word);

/* Applies event word to the candidates and values of state (not depth or
 * energy: readers take those from the last event that has them). Returns
 * what undoing it needs: the cell's value before, and 128 when a prune or
 * restore changed the candidates. */
static inline int
futo_trace_apply (const FutoTrace *trace,
                  FutoTraceState  *state,
                  uint32_t         word)
{
  int kind = (int) (word & 7), cell, value, before;
  FutoSet bit, old;

  if (kind == FUTO_TRACE_ESCAPE)
    return futo_trace_apply_wide (state, futo_trace_wide_of (trace, word));
  cell = (int) ((word >> FUTO_TRACE_CELL_SHIFT) & trace->cell_mask);
  value = (int) ((word >> trace->value_shift) & trace->value_mask);
  before = state->values[cell];
  switch (kind)
    {
    case FUTO_EVENT_ASSIGN:
    case FUTO_EVENT_MOVE:
      state->values[cell] = (uint8_t) value;
      return before;
    case FUTO_EVENT_UNASSIGN:
      state->values[cell] = 0;
      return before;
    case FUTO_EVENT_PRUNE:
      bit = futo_trace_value_bit (value);
      old = state->candidates[cell];
      state->candidates[cell] = old & ~bit;
      return before | ((old & bit) != 0) << 7;
    case FUTO_EVENT_RESTORE:
      bit = futo_trace_value_bit (value);
      old = state->candidates[cell];
      state->candidates[cell] = old | bit;
      return before | (bit != 0 && (old & bit) == 0) << 7;
    default:
      return before;
    }
}
