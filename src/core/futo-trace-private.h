/* futo-trace-private.h: the trace's insides, shared with its text form and
 * with the runner, which appends to a recording trace without a call
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdint.h>
#include <string.h>

#include "futo-trace.h"

/* Two forms of an event, and two packed records.
 *
 * The compact form, 32 bits, holds nearly every event: kind (3 bits),
 * reason (4), cell, value, then a "no cause" bit and either the depth alone
 * or the cause and a shorter depth. The widths of cell and value follow the
 * board (7 and 4 bits on 9x9), so they are fields of the trace.
 *
 * The wide form, 64 bits with fixed fields, holds the rest: energies, events
 * without a cell, depths too deep for the compact field, and whatever a
 * caller's own sink hands over out of range. The events array then holds
 * kind 7 (ENERGY's number, never used by a compact word), a clear bit 3 and
 * the index of the wide word in the upper 28 bits.
 *
 * The searches that make an event every few nanoseconds make them in runs,
 * and each stored word costs about as much as the search did: so two
 * records hold several events in the words array.
 *
 * - A refuted try: an ASSIGN (a decision, no cause) and the UNASSIGN that
 *   takes it back at once for a conflict with a cause (ROW, COLUMN or
 *   SIGN), as one compact UNASSIGN word whose reason is 13, 14 or 15 (no
 *   event has those: futo_trace_compact() leaves them to the wide form).
 * - A line: the prunes one placed value makes along its row or column
 *   (ascending, reason ROW or COLUMN, the placed cell as cause), or the
 *   restores that take them back (descending, no reason or cause): kind 7,
 *   bit 3 set, bit 4 for restores, bit 5 for a column, then the cause (a
 *   prune's) or the first cell (a restore's), which names the line, the
 *   value, a mask of the positions along the line and the depth. The
 *   widths follow the board, as the compact form's do, and leave the depth
 *   6 bits on 9x9, 4 on 11x11 and none from 14x14 (plan_layout() in
 *   futo-trace.c); a deeper line is stored an event a word.
 *
 * - A cell's refuted tries: the values tried in one cell at one depth,
 *   ascending, each refuted at once (a refuted try's two events each), as
 *   a header and the words of their conflicts. The header is a compact
 *   ASSIGN word whose reason is FUTO_TRACE_TRIES_REASON, with the cell, a
 *   mask of the values and the depth; each following word is an ASSIGN
 *   word with reason FUTO_TRACE_CODES_REASON and several conflicts of
 *   tries_code_bits (futo_trace_conflict()), which alone hold no event.
 *   The widths follow the board (futo-trace-tries.c). With the reason
 *   FUTO_TRACE_TRIES_ASSIGN_REASON instead, the highest value of the mask
 *   is no try but the ASSIGN (a decision) that follows the tries.
 * - A value taken back: a BACKTRACK to depth and the UNASSIGN of its cell
 *   and value at depth + 1 (no reason or cause), as the BACKTRACK's
 *   compact word with reason FUTO_TRACE_PAIR_REASON.
 * - A forward check's start (fc, ac3): the ASSIGN of a decision and the
 *   prunes of its value along its row, then its column (as lines), as a
 *   header (the ASSIGN's compact word with kind PRUNE and reason
 *   FUTO_TRACE_CHECK_REASON) and a word of the two masks of positions
 *   (kind PRUNE, reason FUTO_TRACE_MASKS_REASON, no event alone), on
 *   boards up to FUTO_TRACE_CHECK_MAX.
 * - An undo (fc, ac3): a BACKTRACK, the restores of what a forward check
 *   pruned and the UNASSIGN of its value, as a word that points back to
 *   the ASSIGN and the prunes' words after it (futo-trace-undo.c).
 *
 * So an event's index is no longer its word's. Every FUTO_TRACE_BLOCK
 * events a block starts, at a word the trace keeps; no record straddles a
 * block, so finding an event walks at most one block's words
 * (futo-trace-reader.c). Readers see the events one by one, as flat words:
 * compact words and pointers to wide ones. */
#define FUTO_TRACE_KIND_SHIFT    0   /* 3 bits */
#define FUTO_TRACE_REASON_SHIFT  3   /* 4 bits */
#define FUTO_TRACE_CELL_SHIFT    7   /* 13 bits: cell + 1, 0 = none */
#define FUTO_TRACE_CAUSE_SHIFT   20  /* 13 bits: cause + 1 */
#define FUTO_TRACE_VALUE_SHIFT   33  /* 7 bits */
#define FUTO_TRACE_DEPTH_SHIFT   47  /* 13 bits */
#define FUTO_TRACE_ENERGY_SHIFT  32  /* ENERGY events: a float in the high half */

#define FUTO_TRACE_ESCAPE        7u          /* the kind field of a wide pointer or a line's word */
#define FUTO_TRACE_LINE_BIT      8u          /* set in an escape word: a line's word */
#define FUTO_TRACE_WIDE_SHIFT    4           /* a wide pointer's index */
#define FUTO_TRACE_LINE_RESTORE  4           /* a line's word: restores */
#define FUTO_TRACE_LINE_COLUMN   5           /* a line's word: along a column */
#define FUTO_TRACE_LINE_CELL     6           /* a line's word: its cell */
#define FUTO_TRACE_LINE_MAX      20          /* the largest board with line records */
#define FUTO_TRACE_PAIR_REASON   13u         /* a refuted try's reason: 13 + its conflict's - ROW */
#define FUTO_TRACE_NOT_COMPACT   UINT32_MAX  /* futo_trace_compact(): the event needs the wide form */
#define FUTO_TRACE_MAX_WIDE      (UINT32_C (1) << 28)
#define FUTO_TRACE_BLOCK         256         /* events per block of the index; no record holds more */
#define FUTO_TRACE_TRIES_REASON  13u         /* an ASSIGN word's reason: a cell's refuted tries */
#define FUTO_TRACE_CODES_REASON  14u         /* an ASSIGN word's reason: conflicts of the tries before */
#define FUTO_TRACE_TRIES_ASSIGN_REASON 15u   /* an ASSIGN word's reason: refuted tries, then an ASSIGN */
#define FUTO_TRACE_CODES_SHIFT   7           /* where a conflicts word's first one starts */
#define FUTO_TRACE_UNDO_REASON   14u         /* a BACKTRACK word's reason: an undo */
#define FUTO_TRACE_CHECK_REASON  13u         /* a PRUNE word's reason: an ASSIGN and its lines' prunes */
#define FUTO_TRACE_MASKS_REASON  14u         /* a PRUNE word's reason: the positions of the lines before */
#define FUTO_TRACE_CHECK_MAX     12          /* the largest board whose two masks fit in a word */

typedef struct
{
  int      size;
  int      cells;
  FutoSet *candidates;
  uint8_t *values;
  int      depth;
  double   energy;
} FutoTraceState;

/* The memory of a trace's words (futo-trace-memory.c): realloc's, and
 * once long, where the system has huge pages, address space reserved for
 * the largest size and committed as the array grows. */
typedef struct
{
  void   *data;
  size_t  size;          /* usable bytes */
  size_t  limit;         /* the largest size, while a reservation may pay; else 0 */
  size_t  reserved;      /* bytes from data on that it can grow to; 0: data is realloc's */
  void   *mapping;       /* the reservation, aligned into data */
  size_t  mapping_size;
} FutoTraceMemory;

/* Memory for an array of up to limit bytes, holding no usable byte yet. */
void futo_trace_memory_init  (FutoTraceMemory *memory,
                              uint64_t         limit);
/* Makes more bytes usable, keeping what they hold: size in all while they
 * are realloc's, the next step once they are in the reservation; false
 * without memory or at the limit. */
bool futo_trace_memory_grow  (FutoTraceMemory *memory,
                              size_t           size);
/* Returns the memory to the system. */
void futo_trace_memory_clear (FutoTraceMemory *memory);

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
  uint32_t       *events;    /* the words: events and records, in memory */
  FutoTraceMemory memory;
  size_t          words;
  size_t          length;    /* events */
  size_t          room;      /* events storable without the slow path: up to the free words, the
                              * next block and max_events, 0 once stopped */
  size_t          capacity;  /* words */
  size_t          max_events;
  uint32_t       *block_starts; /* block b starts at this word with event b * FUTO_TRACE_BLOCK */
  size_t          blocks;
  size_t          block_capacity;
  bool            truncated;
  bool            has_energy;
  uint64_t       *wide;
  size_t          wide_length;
  size_t          wide_capacity;
  /* The compact layout for this board. */
  unsigned        value_shift;
  unsigned        flag_shift;       /* the "no cause" bit; its depth follows it */
  uint32_t        free_flag;        /* that bit */
  uint32_t        value_unit;       /* 1 << value_shift, and so on: a field times its unit */
  uint32_t        free_depth_unit;
  uint32_t        cause_unit;
  uint32_t        cause_depth_unit;
  unsigned        cause_shift;
  unsigned        cause_depth_shift;
  uint32_t        cell_mask;
  uint32_t        value_mask;
  uint32_t        free_depth_max;   /* deepest depth without a cause */
  uint32_t        cause_depth_max;  /* deepest depth with a cause */
  uint32_t        cause_cells;      /* causes below this fit; 0 when no cause fits */
  unsigned        line_value_shift;
  unsigned        line_positions_shift;
  unsigned        line_depth_shift;
  uint32_t        line_value_unit;  /* 1 << line_value_shift, and so on */
  uint32_t        line_positions_unit;
  uint32_t        line_depth_unit;
  uint32_t        line_depths;      /* depths of lines below this fit; 0 without line records */
  unsigned        tries_values_shift;
  unsigned        tries_depth_shift;
  uint32_t        tries_depths;     /* depths of tries below this fit; 0 without try records */
  unsigned        tries_code_bits;  /* a conflict's bits in a conflicts word */
  unsigned        tries_per_word;   /* conflicts in a conflicts word */
  size_t          interval;  /* events between keyframes */
  size_t          keyframes; /* keyframe k is the state after k * interval events */
  size_t          keyframe_capacity;
  uint8_t        *keyframe_candidates; /* keyframe_set_bytes per cell */
  unsigned        keyframe_set_bytes;   /* 1, 2, 4 or 8: what the board's values need */
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
  /* The fields whose place follows the board are multiplied into it: one
   * instruction where a shift by a loaded count takes two. */
  uint32_t word = (uint32_t) kind | (uint32_t) reason << FUTO_TRACE_REASON_SHIFT
                  | (uint32_t) cell << FUTO_TRACE_CELL_SHIFT | (uint32_t) value * trace->value_unit;

  if (cause == -1)
    return word | trace->free_flag | (uint32_t) depth * trace->free_depth_unit;
  return word | (uint32_t) cause * trace->cause_unit | (uint32_t) depth * trace->cause_depth_unit;
}

/* Whether an event with this reason and value (and the fields of
 * futo_trace_fits()) has a compact word: reasons past the last one would
 * read back as a refuted try. */
static inline bool
futo_trace_fits_all (const FutoTrace *trace,
                     FutoReason       reason,
                     int              cell,
                     int              cause,
                     int              value,
                     int              depth)
{
  return (unsigned) reason <= FUTO_REASON_LAST && futo_trace_fits (trace, cell, cause, depth)
         && (unsigned) value <= (unsigned) trace->live.size;
}

/* The compact word of an event (kind below ENERGY), or
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
  if (!futo_trace_fits_all (trace, reason, cell, cause, value, depth))
    return FUTO_TRACE_NOT_COMPACT;
  return futo_trace_word (trace, kind, reason, cell, cause, value, depth);
}

/* Keeps the live board as keyframe length / interval, growing the arrays;
 * without memory, stops the recording and returns false. */
bool futo_trace_save_keyframe (FutoTrace       *trace);
/* Copies keyframe's board into candidates and values. */
void futo_trace_load_keyframe (const FutoTrace *trace,
                               size_t           keyframe,
                               FutoSet         *candidates,
                               uint8_t         *values);

/* Makes room for the inline paths when they have none left: starts the
 * next block, keeping a keyframe when one is due, or grows the words; or
 * stops the recording at max_events or without memory, and returns
 * false. */
bool futo_trace_make_room   (FutoTrace *trace);

/* Stores compact (or, when it is FUTO_TRACE_NOT_COMPACT, wide in the wide
 * array) and applies it to the live board, making room first, or stops
 * the recording. */
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
  if (futo_trace_fits_all (trace, reason, cell, cause, value, depth)
      && (trace->length < trace->room || futo_trace_make_room (trace)))
    {
      trace->events[trace->words++] = futo_trace_word (trace, kind, reason, cell, cause, value, depth);
      trace->length++;
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
      trace->events[trace->words++] = (uint32_t) wide_length << FUTO_TRACE_WIDE_SHIFT | FUTO_TRACE_ESCAPE;
      trace->length++;
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
  size_t words, length, room;
  unsigned shift;

  /* Values above the size (never from a solver) take the wide form. */
  if (!futo_trace_fits_all (trace, reason, cell, cause, 0, depth) || set >> (trace->live.size - 1) >> 1 != 0)
    {
      futo_trace_append_each_event (trace, kind, reason, cell, cause, set, depth);
      return;
    }
  base = futo_trace_word (trace, kind, reason, cell, cause, 0, depth);
  events = trace->events;
  candidates = trace->live.candidates;
  values = trace->live.values;
  words = trace->words;
  length = trace->length;
  room = trace->room;
  shift = trace->value_shift;
  for (; set != 0; set &= set - 1)
    {
      int value = __builtin_ctzll (set) + 1;

      if (length >= room)
        {
          trace->words = words;
          trace->length = length;
          /* Once the recording stops, the rest of the set is left out. */
          if (!futo_trace_make_room (trace))
            return;
          events = trace->events;
          room = trace->room;
        }
      events[words++] = base | (uint32_t) value << shift;
      length++;
      futo_trace_live_apply (candidates, values, kind, cell, value);
    }
  trace->words = words;
  trace->length = length;
}

/* A try of value in cell at depth, refuted at once by a conflict with cause
 * for reason: an ASSIGN (a decision without a cause) and its UNASSIGN, kept
 * as one word when they fit in the block. */
static inline void
futo_trace_append_refuted (FutoTrace  *trace,
                           int         cell,
                           int         value,
                           int         depth,
                           FutoReason  reason,
                           int         cause)
{
  unsigned pair = (unsigned) reason - FUTO_REASON_ROW;

  /* futo_trace_fits_all() for an event with a cause. */
  if (pair <= FUTO_REASON_SIGN - FUTO_REASON_ROW && (unsigned) cause < trace->cause_cells
      && (unsigned) cell < (unsigned) trace->live.cells && (unsigned) depth <= trace->cause_depth_max
      && (unsigned) value <= (unsigned) trace->live.size && trace->length + 2 <= trace->room)
    {
      trace->events[trace->words++] = futo_trace_word (trace, FUTO_EVENT_UNASSIGN,
                                                       (FutoReason) (FUTO_TRACE_PAIR_REASON + pair),
                                                       cell, cause, value, depth);
      trace->length += 2;
      /* The ASSIGN and the UNASSIGN leave the cell empty. */
      trace->live.values[cell] = 0;
      return;
    }
  futo_trace_append (trace, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, value, depth);
  futo_trace_append (trace, FUTO_EVENT_UNASSIGN, reason, cell, cause, value, depth);
}

/* The cell at position along line (a row, or a column when column). */
static inline int
futo_trace_line_cell (int  size,
                      int  line,
                      bool column,
                      int  position)
{
  return column ? position * size + line : line * size + position;
}

/* The bits set in a line's positions, without the library call that
 * __builtin_popcount() becomes on a baseline x86-64 target. */
static inline unsigned
futo_trace_count_positions (uint64_t positions)
{
  uint64_t x = positions - ((positions >> 1) & UINT64_C (0x5555555555555555));

  x = (x & UINT64_C (0x3333333333333333)) + ((x >> 2) & UINT64_C (0x3333333333333333));
  x = (x + (x >> 4)) & UINT64_C (0x0f0f0f0f0f0f0f0f);
  return (unsigned) ((x * UINT64_C (0x0101010101010101)) >> 56);
}

/* Stores a line's word for count events at positions (a restore's word
 * names its first cell, a prune's its cause: the cell at position skip) and
 * applies them to the live board. The caller has checked the room and the
 * depth. */
static inline void
futo_trace_store_line (FutoTrace *trace,
                       bool       restore,
                       bool       column,
                       int        line,
                       int        skip,
                       int        value,
                       int        depth,
                       uint64_t   positions,
                       unsigned   count)
{
  int size = trace->live.size, base = column ? line : line * size, stride = column ? size : 1;
  /* A line's value is 1 to the size. */
  FutoSet bit = (FutoSet) 1 << (value - 1), *candidates = trace->live.candidates;

  trace->events[trace->words++] = (uint32_t) restore << FUTO_TRACE_LINE_RESTORE
                                  | (uint32_t) column << FUTO_TRACE_LINE_COLUMN | FUTO_TRACE_LINE_BIT
                                  | FUTO_TRACE_ESCAPE | (uint32_t) (base + skip * stride) << FUTO_TRACE_LINE_CELL
                                  | (uint32_t) value * trace->line_value_unit
                                  | (uint32_t) positions * trace->line_positions_unit
                                  | (uint32_t) depth * trace->line_depth_unit;
  trace->length += count;
  for (; positions != 0; positions &= positions - 1)
    {
      FutoSet *set = &candidates[base + __builtin_ctzll (positions) * stride];

      *set = restore ? *set | bit : *set & ~bit;
    }
}

/* A line that does not fit in the block or in a line's word: what fits in
 * the block as a line's word, the rest after the slow path, or an event per
 * position. */
void futo_trace_append_line_slow (FutoTrace *trace,
                                  bool       restore,
                                  bool       column,
                                  int        line,
                                  int        from,
                                  int        value,
                                  int        depth,
                                  uint64_t   positions);

/* The count prunes of value (1 to the size) that the cell at position from
 * along line (a row, or a column when column) makes at the positions given
 * (not from), ascending, for reason ROW or COLUMN. */
static inline void
futo_trace_append_prune_line (FutoTrace *trace,
                              int        line,
                              bool       column,
                              int        from,
                              int        value,
                              int        depth,
                              uint64_t   positions,
                              unsigned   count)
{
  if (count == 0)
    return;
  if ((unsigned) depth < trace->line_depths && trace->length + count <= trace->room)
    futo_trace_store_line (trace, false, column, line, from, value, depth, positions, count);
  else
    futo_trace_append_line_slow (trace, false, column, line, from, value, depth, positions);
}

/* The count restores of value (1 to the size) at the positions given along
 * line, descending, without a reason or cause. */
static inline void
futo_trace_append_restore_line (FutoTrace *trace,
                                int        line,
                                bool       column,
                                int        value,
                                int        depth,
                                uint64_t   positions,
                                unsigned   count)
{
  int first;

  if (count == 0)
    return;
  first = 63 - __builtin_clzll (positions);
  if ((unsigned) depth < trace->line_depths && trace->length + count <= trace->room)
    futo_trace_store_line (trace, true, column, line, first, value, depth, positions, count);
  else
    futo_trace_append_line_slow (trace, true, column, line, first, value, depth, positions);
}

/* Plans the layout of the records of tries (called by plan_layout() with
 * the bits of a cell). */
void futo_trace_plan_tries         (FutoTrace      *trace,
                                    unsigned        cell_bits);
