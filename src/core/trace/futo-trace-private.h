/* futo-trace-private.h: the trace's insides, its words' layout and
 * encoders, shared with its text form, its readers and the recorder's
 * inline paths (futo-trace-append-private.h)
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
 *   event has those: _futo_trace_compact() leaves them to the wide form).
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
 *   tries_code_bits (_futo_trace_conflict()), which alone hold no event.
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
 * - An arc's event (QUEUE, REVISE, FLUSH: kinds past the 3 bits): the
 *   word of a SOLUTION whose reason is FUTO_TRACE_ARC_REASON plus the
 *   kind's distance from QUEUE, in the compact and in the wide form (no
 *   compact SOLUTION has a reason, and a wide one is told apart by
 *   FUTO_TRACE_ARC_WIDE_BIT); a compact FLUSH keeps cell 0 and no cause,
 *   and reads back without a cell.
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
#define FUTO_TRACE_NOT_COMPACT   UINT32_MAX  /* _futo_trace_compact(): the event needs the wide form */
#define FUTO_TRACE_MAX_WIDE      (UINT32_C (1) << 28)
#define FUTO_TRACE_BLOCK         256         /* events per block of the index; no record holds more */
/* Events between keyframes at the least; futo_trace_new() spreads them
 * further on large boards, and keyframes fall on block starts, so this is
 * a power of two no smaller than a block. The fuzzing build keeps one
 * every block: a seek and a step back then cross keyframes within a few
 * kilobytes of trace text, where 4,096 events took a 142 KB seed whose
 * descendants cost some 70 ms an execution (tests/fuzz/README.md). */
#ifdef FUTO_FUZZING_BUILD
#define FUTO_TRACE_MIN_INTERVAL  FUTO_TRACE_BLOCK
#else
#define FUTO_TRACE_MIN_INTERVAL  4096
#endif
#define FUTO_TRACE_TRIES_REASON  13u         /* an ASSIGN word's reason: a cell's refuted tries */
#define FUTO_TRACE_CODES_REASON  14u         /* an ASSIGN word's reason: conflicts of the tries before */
#define FUTO_TRACE_TRIES_ASSIGN_REASON 15u   /* an ASSIGN word's reason: refuted tries, then an ASSIGN */
#define FUTO_TRACE_CODES_SHIFT   7           /* where a conflicts word's first one starts */
#define FUTO_TRACE_UNDO_REASON   14u         /* a BACKTRACK word's reason: an undo */
#define FUTO_TRACE_CHECK_REASON  13u         /* a PRUNE word's reason: an ASSIGN and its lines' prunes */
#define FUTO_TRACE_MASKS_REASON  14u         /* a PRUNE word's reason: the positions of the lines before */
#define FUTO_TRACE_CHECK_MAX     12          /* the largest board whose two masks fit in a word */
#define FUTO_TRACE_ARC_REASON    13u         /* a SOLUTION word's reason: 13 + an arc's kind - QUEUE */
#define FUTO_TRACE_ARC_WIDE_BIT  40          /* set in a wide word: an arc's event (a caller's SOLUTION
                                              * may have any reason) */

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
void _futo_trace_memory_init  (FutoTraceMemory *memory,
                               uint64_t         limit);
/* Makes more bytes usable, keeping what they hold: size in all while they
 * are realloc's, the next step once they are in the reservation; false
 * without memory or at the limit. */
bool _futo_trace_memory_grow  (FutoTraceMemory *memory,
                               size_t           size);
/* Returns the memory to the system. */
void _futo_trace_memory_clear (FutoTraceMemory *memory);

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
  /* The header of version 2 (futo-trace-header.c). */
  FutoPuzzle     *puzzle;     /* NULL: a version-1 trace */
  char           *algorithm;
  const char     *node_count; /* one of the words of _futo_trace_node_count_word(), or NULL */
  bool            incomplete; /* read from text without its 'end' line */
};

/* The node-count word equal to the len bytes at text, as a static string;
 * NULL when there is none. */
const char *_futo_trace_node_count_word (const char *text,
                                         size_t      len);
/* Whether the len bytes at text make a name an 'algorithm' line may hold. */
bool        _futo_trace_name_ok          (const char *text,
                                          size_t      len);
/* Frees the header's fields (futo_trace_free). */
void        _futo_trace_header_clear     (FutoTrace  *trace);

static inline uint64_t
_futo_trace_clamp (int value,
                   int high)
{
  return (uint64_t) (value < 0 ? 0 : value > high ? high : value);
}

/* The kind and reason an arc's event (QUEUE, REVISE, FLUSH) is stored
 * with: a SOLUTION's word with a reason of its own; other kinds are
 * stored as they are. */
static inline FutoEventKind
_futo_trace_stored_kind (FutoEventKind  kind,
                         FutoReason    *reason)
{
  if (kind < FUTO_EVENT_QUEUE)
    return kind;
  *reason = (FutoReason) (FUTO_TRACE_ARC_REASON + (unsigned) (kind - FUTO_EVENT_QUEUE));
  return FUTO_EVENT_SOLUTION;
}

/* The event a stored kind and reason read back as (the inverse of
 * _futo_trace_stored_kind()); fixes a FLUSH's cell. */
static inline void
_futo_trace_read_kind (FutoEvent *event)
{
  if (event->kind != FUTO_EVENT_SOLUTION || (unsigned) event->reason < FUTO_TRACE_ARC_REASON)
    return;
  event->kind = (FutoEventKind) (FUTO_EVENT_QUEUE + (int) (event->reason - FUTO_TRACE_ARC_REASON));
  event->reason = FUTO_REASON_NONE;
  if (event->kind == FUTO_EVENT_FLUSH)
    event->cell = event->cause = -1;
}

/* The wide word of an event that is not ENERGY. */
static inline uint64_t
_futo_trace_pack (FutoEventKind kind,
                  FutoReason    reason,
                  int           cell,
                  int           cause,
                  int           value,
                  int           depth)
{
  uint64_t arc = kind >= FUTO_EVENT_QUEUE ? UINT64_C (1) << FUTO_TRACE_ARC_WIDE_BIT : 0;

  kind = _futo_trace_stored_kind (kind, &reason);
  return arc | (uint64_t) (kind & 7) << FUTO_TRACE_KIND_SHIFT
         | (uint64_t) (reason & 15) << FUTO_TRACE_REASON_SHIFT
         | _futo_trace_clamp (cell + 1, 8191) << FUTO_TRACE_CELL_SHIFT
         | _futo_trace_clamp (cause + 1, 8191) << FUTO_TRACE_CAUSE_SHIFT
         | _futo_trace_clamp (value, 127) << FUTO_TRACE_VALUE_SHIFT
         | _futo_trace_clamp (depth, 8191) << FUTO_TRACE_DEPTH_SHIFT;
}

static inline uint64_t
_futo_trace_pack_energy (double energy)
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
_futo_trace_fits (const FutoTrace *trace,
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
_futo_trace_word (const FutoTrace *trace,
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
 * _futo_trace_fits()) has a compact word: reasons past the last one would
 * read back as a refuted try. */
static inline bool
_futo_trace_fits_all (const FutoTrace *trace,
                      FutoReason       reason,
                      int              cell,
                      int              cause,
                      int              value,
                      int              depth)
{
  return (unsigned) reason <= FUTO_REASON_LAST && _futo_trace_fits (trace, cell, cause, depth)
         && (unsigned) value <= (unsigned) trace->live.size;
}

/* The compact word of an event (kind below ENERGY), or
 * FUTO_TRACE_NOT_COMPACT. */
static inline uint32_t
_futo_trace_compact (const FutoTrace *trace,
                     FutoEventKind    kind,
                     FutoReason       reason,
                     int              cell,
                     int              cause,
                     int              value,
                     int              depth)
{
  if (!_futo_trace_fits_all (trace, reason, cell, cause, value, depth))
    return FUTO_TRACE_NOT_COMPACT;
  return _futo_trace_word (trace, kind, reason, cell, cause, value, depth);
}

/* Keeps the live board as keyframe length / interval, growing the arrays;
 * without memory, stops the recording and returns false. */
bool _futo_trace_save_keyframe (FutoTrace       *trace);
/* Copies keyframe's board into candidates and values. */
void _futo_trace_load_keyframe (const FutoTrace *trace,
                                size_t           keyframe,
                                FutoSet         *candidates,
                                uint8_t         *values);

/* The bit of value in a candidate set, none for value 0. */
static inline FutoSet
_futo_trace_value_bit (int value)
{
  return (FutoSet) (value != 0) << ((value - 1) & 63);
}

/* The cell at position along line (a row, or a column when column). */
static inline int
_futo_trace_line_cell (int  size,
                       int  line,
                       bool column,
                       int  position)
{
  return column ? position * size + line : line * size + position;
}

/* The bits set in a line's positions, without the library call that
 * __builtin_popcount() becomes on a baseline x86-64 target. */
static inline unsigned
_futo_trace_count_positions (uint64_t positions)
{
  uint64_t x = positions - ((positions >> 1) & UINT64_C (0x5555555555555555));

  x = (x & UINT64_C (0x3333333333333333)) + ((x >> 2) & UINT64_C (0x3333333333333333));
  x = (x + (x >> 4)) & UINT64_C (0x0f0f0f0f0f0f0f0f);
  return (unsigned) ((x * UINT64_C (0x0101010101010101)) >> 56);
}

/* Plans the layout of the records of tries (called by plan_layout() with
 * the bits of a cell). */
void _futo_trace_plan_tries        (FutoTrace      *trace,
                                    unsigned        cell_bits);
