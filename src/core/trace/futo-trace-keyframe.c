/* futo-trace-keyframe.c: the boards a trace keeps every interval events
 *
 * A keyframe is the live board as it stands when the recording reaches a
 * multiple of the interval: a seek copies the one at or before its
 * position and replays the rest.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "futo-trace-private.h"

/* A keyframe keeps each candidate set in the bytes the board's values
 * need (2 on 9x9, not 8): keyframes are a good part of the memory a
 * recording touches, and so of its page faults. The narrow sets are
 * native integers: a keyframe never leaves the process. */
static void
pack_sets (uint8_t       *out,
           const FutoSet *sets,
           size_t         cells,
           unsigned       bytes)
{
  for (size_t i = 0; i < cells; i++)
    {
      uint8_t narrow8 = (uint8_t) sets[i];
      uint16_t narrow16 = (uint16_t) sets[i];
      uint32_t narrow32 = (uint32_t) sets[i];

      switch (bytes)
        {
        case 1:
          out[i] = narrow8;
          break;
        case 2:
          memcpy (out + 2 * i, &narrow16, 2);
          break;
        case 4:
          memcpy (out + 4 * i, &narrow32, 4);
          break;
        default:
          memcpy (out + 8 * i, &sets[i], 8);
          break;
        }
    }
}

void
_futo_trace_load_keyframe (const FutoTrace *trace,
                           size_t           keyframe,
                           FutoSet         *candidates,
                           uint8_t         *values)
{
  size_t cells = (size_t) trace->live.cells;
  unsigned bytes = trace->keyframe_set_bytes;
  const uint8_t *in = trace->keyframe_candidates + keyframe * cells * bytes;

  for (size_t i = 0; i < cells; i++)
    {
      uint16_t narrow16;
      uint32_t narrow32;

      switch (bytes)
        {
        case 1:
          candidates[i] = in[i];
          break;
        case 2:
          memcpy (&narrow16, in + 2 * i, 2);
          candidates[i] = narrow16;
          break;
        case 4:
          memcpy (&narrow32, in + 4 * i, 4);
          candidates[i] = narrow32;
          break;
        default:
          memcpy (&candidates[i], in + 8 * i, 8);
          break;
        }
    }
  memcpy (values, trace->keyframe_values + keyframe * cells, cells);
}

bool
_futo_trace_save_keyframe (FutoTrace *trace)
{
  size_t index = trace->length / trace->interval;
  size_t cells = (size_t) trace->live.cells;

  if (index >= trace->keyframe_capacity)
    {
      size_t capacity = trace->keyframe_capacity ? trace->keyframe_capacity + trace->keyframe_capacity / 4 + 1 : 8;
      uint8_t *candidates, *values;
      int *depths;
      double *energies;

      /* With a 32-bit size_t the products below could wrap. */
      if (capacity > SIZE_MAX / (cells * sizeof (FutoSet)))
        goto fail;
      candidates = realloc (trace->keyframe_candidates, capacity * cells * trace->keyframe_set_bytes);
      if (candidates == NULL)
        goto fail;
      trace->keyframe_candidates = candidates;
      values = realloc (trace->keyframe_values, capacity * cells);
      if (values == NULL)
        goto fail;
      trace->keyframe_values = values;
      depths = realloc (trace->keyframe_depths, capacity * sizeof *depths);
      if (depths == NULL)
        goto fail;
      trace->keyframe_depths = depths;
      energies = realloc (trace->keyframe_energies, capacity * sizeof *energies);
      if (energies == NULL)
        goto fail;
      trace->keyframe_energies = energies;
      trace->keyframe_capacity = capacity;
    }
  pack_sets (trace->keyframe_candidates + index * cells * trace->keyframe_set_bytes, trace->live.candidates, cells,
             trace->keyframe_set_bytes);
  memcpy (trace->keyframe_values + index * cells, trace->live.values, cells);
  trace->keyframe_depths[index] = trace->live.depth;
  trace->keyframe_energies[index] = trace->live.energy;
  trace->keyframes = index + 1;
  return true;

fail:
  /* Without room for the keyframe the trace cannot be sought past here: it
   * ends before the event that called for it. */
  trace->truncated = true;
  trace->room = 0;
  return false;
}
