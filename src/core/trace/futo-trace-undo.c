/* futo-trace-undo.c: taking back a value and what its forward check pruned,
 * as one word
 *
 * fc and ac3 undo each assignment with a BACKTRACK, the restores of every
 * value its forward check pruned, and the UNASSIGN: 4.5 words of 9x9's 8 an
 * assignment. All of it follows from the ASSIGN and the prunes already
 * stored, so an undo is one word that points back to them: the distance
 * to the ASSIGN's word (or a forward check's header, which holds the
 * prunes along the lines too) and how many words of prunes follow it. The
 * restores go in the trail's order, which is the prunes' reversed, a
 * sign's prunes of one cell (one entry of the trail) ascending.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-trace-reader-private.h"
#include "futo-trace-records-private.h"

#define WORDS_SHIFT    FUTO_TRACE_UNDO_WORDS_SHIFT
#define WORDS_MAX      FUTO_TRACE_UNDO_WORDS_MAX
#define DISTANCE_SHIFT FUTO_TRACE_UNDO_DISTANCE_SHIFT

/* Whether the ASSIGN an undo points back to is a forward check's header,
 * which holds the prunes along its lines too. */
static bool
is_check_header (uint32_t word)
{
  return (word & 127) == (FUTO_EVENT_PRUNE | FUTO_TRACE_CHECK_REASON << FUTO_TRACE_REASON_SHIFT);
}

unsigned
_futo_trace_undo_events (const FutoTrace *trace,
                         size_t           word)
{
  uint32_t here = trace->events[word], flat[FUTO_TRACE_BLOCK];
  size_t assign_word = word - (here >> DISTANCE_SHIFT), end = assign_word + 1 + ((here >> WORDS_SHIFT) & WORDS_MAX);
  unsigned count = 2;

  /* A forward check's header holds the ASSIGN and the lines' prunes. */
  if (is_check_header (trace->events[assign_word]))
    count += _futo_trace_decode (trace, assign_word, flat) - 1;
  for (size_t at = assign_word + 1; at < end; at++)
    count += _futo_trace_decode (trace, at, flat);
  return count;
}

unsigned
_futo_trace_decode_undo (const FutoTrace *trace,
                         size_t           word,
                         uint32_t        *flat)
{
  uint32_t here = trace->events[word], prunes[FUTO_TRACE_BLOCK];
  size_t assign_word = word - (here >> DISTANCE_SHIFT), end = assign_word + 1 + ((here >> WORDS_SHIFT) & WORDS_MAX);
  uint32_t assign = trace->events[assign_word];
  int cell = (int) ((assign >> FUTO_TRACE_CELL_SHIFT) & trace->cell_mask);
  int value = (int) ((assign >> trace->value_shift) & trace->value_mask);
  int depth = _futo_trace_compact_depth (trace, assign);
  uint32_t restore = _futo_trace_word (trace, FUTO_EVENT_RESTORE, FUTO_REASON_NONE, 0, -1, 0, depth);
  uint32_t fields = trace->cell_mask << FUTO_TRACE_CELL_SHIFT | trace->value_mask << trace->value_shift;
  unsigned pruned = 0, count = 0;

  /* After a forward check's header, prunes[0] is its ASSIGN: written over
   * by the prunes that follow it. */
  if (is_check_header (assign))
    {
      pruned = _futo_trace_decode (trace, assign_word, prunes) - 1;
      memmove (prunes, prunes + 1, pruned * sizeof *prunes);
    }
  for (size_t at = assign_word + 1; at < end; at++)
    pruned += _futo_trace_decode (trace, at, prunes + pruned);
  flat[count++] = _futo_trace_word (trace, FUTO_EVENT_BACKTRACK, FUTO_REASON_NONE, cell, -1, value, depth - 1);
  for (unsigned stop = pruned; stop > 0;)
    {
      unsigned start = stop - 1;

      /* A sign's prunes of one cell are one entry of the trail. */
      if (((prunes[start] >> FUTO_TRACE_REASON_SHIFT) & 15) == FUTO_REASON_SIGN)
        while (start > 0 && ((prunes[start - 1] >> FUTO_TRACE_REASON_SHIFT) & 15) == FUTO_REASON_SIGN
               && ((prunes[start - 1] ^ prunes[start]) & (trace->cell_mask << FUTO_TRACE_CELL_SHIFT)) == 0)
          start--;
      for (unsigned i = start; i < stop; i++)
        flat[count++] = restore | (prunes[i] & fields);
      stop = start;
    }
  flat[count++] = _futo_trace_word (trace, FUTO_EVENT_UNASSIGN, FUTO_REASON_NONE, cell, -1, value, depth);
  return count;
}
