/* futo-trace.h: a run's events, recorded compactly, replayable from anywhere
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#include "futo-error.h"
#include "futo-event.h"
#include "futo-puzzle.h"

typedef struct FutoTrace FutoTrace;
typedef struct FutoTraceReader FutoTraceReader;

/* The board as the solver saw it after some prefix of the events. */
typedef struct
{
  const FutoTrace *trace;
  size_t           position; /* events applied */
  int              size;
  FutoSet         *candidates; /* per cell: values still alive */
  uint8_t         *values;     /* per cell: assigned (or, in local search, current) value, 0 = none */
  int              depth;      /* decision depth after the last applied event */
  double           energy;     /* the last energy or fitness reported */
} FutoTraceCursor;

/* max_events bounds the memory (0 = no bound); past it the trace stops
 * recording and says it was truncated. */
FutoTrace       *futo_trace_new              (int               size,
                                              size_t            max_events);
void             futo_trace_free             (FutoTrace        *trace);

/* A FutoEventFunc: pass it as options.on_event with the trace as event_data. */
void             futo_trace_record           (const FutoEvent  *event,
                                              void             *trace);

/* The keyframes are kept while recording, so a finished trace needs no
 * preparation before it is read: from one thread at a time while it is
 * still being recorded, from several once recording has ended. */

int              futo_trace_get_size         (const FutoTrace  *trace);
size_t           futo_trace_get_length       (const FutoTrace  *trace);
bool             futo_trace_is_truncated     (const FutoTrace  *trace);
/* Bytes held by events, wide events and keyframes. */
size_t           futo_trace_get_memory       (const FutoTrace  *trace);
/* One event, found from the start of its block (up to 255 events away):
 * a pass over many events takes a reader. */
bool             futo_trace_get_event        (const FutoTrace  *trace,
                                              size_t            index,
                                              FutoEvent        *event);

/* Reads the events from index from on (next), or those before it,
 * backwards (previous). A reader is made for one way: it can turn, but
 * turning costs a new start. NULL without memory. */
FutoTraceReader *futo_trace_reader_new       (const FutoTrace  *trace,
                                              size_t            from);
void             futo_trace_reader_free      (FutoTraceReader  *reader);
/* The next event; false at the end of the trace. */
bool             futo_trace_reader_next      (FutoTraceReader  *reader,
                                              FutoEvent        *event);
/* The event before the reader's position (from, at first; each call moves
 * the position back by one); false at the start. */
bool             futo_trace_reader_previous  (FutoTraceReader  *reader,
                                              FutoEvent        *event);

/* The index of the next event at or after from (or the last one at or before
 * from, going back) whose kind is in kinds (a bit mask of 1 << kind);
 * decisions_only keeps only ASSIGN events with reason DECISION among
 * assignments. Returns the trace length (forward) or SIZE_MAX (back) when
 * there is none. */
size_t           futo_trace_find_next        (const FutoTrace  *trace,
                                              size_t            from,
                                              unsigned          kinds,
                                              bool              decisions_only);
size_t           futo_trace_find_previous    (const FutoTrace  *trace,
                                              size_t            from,
                                              unsigned          kinds,
                                              bool              decisions_only);

/* A cursor starts at position 0: every candidate alive, no values. */
FutoTraceCursor *futo_trace_cursor_new       (const FutoTrace  *trace);
void             futo_trace_cursor_free      (FutoTraceCursor  *cursor);
/* Moves to the state after the first position events (clamped to the length). */
void             futo_trace_cursor_seek      (FutoTraceCursor  *cursor,
                                              size_t            position);
/* Applies the next event; false at the end. */
bool             futo_trace_cursor_forward   (FutoTraceCursor  *cursor);
/* Undoes the last applied event; false at the start. */
bool             futo_trace_cursor_back      (FutoTraceCursor  *cursor);

/* The documented text form (docs/trace-format.md). */
char            *futo_trace_write            (const FutoTrace  *trace,
                                              const char       *algorithm_id);
FutoTrace       *futo_trace_read             (const char       *text,
                                              size_t            len,
                                              FutoError        *error);
