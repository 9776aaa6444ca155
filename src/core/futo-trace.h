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

/* The header of version 2 of the text form: what the run was on and how
 * its tree counts nodes. */

/* The puzzle the run was on: NULL for a version-1 trace. */
const FutoPuzzle *futo_trace_get_puzzle      (const FutoTrace  *trace);
/* Copies puzzle (same size as the trace; NULL drops it): futo_trace_write
 * then writes version 2. false on a size mismatch or without memory. */
bool             futo_trace_set_puzzle       (FutoTrace        *trace,
                                              const FutoPuzzle *puzzle);
/* The 'algorithm' header line (NULL when none); futo_trace_write's
 * algorithm_id, when not NULL, wins. */
const char      *futo_trace_get_algorithm    (const FutoTrace  *trace);
/* name is a registry id or any solver's name of [A-Za-z0-9_.-]; NULL
 * drops it. false on another name or without memory. */
bool             futo_trace_set_algorithm    (FutoTrace        *trace,
                                              const char       *name);
/* The 'nodes' header line as its word ("decisions", "every-state",
 * "consistent-states" or "deductions"), NULL when none. The run layer
 * maps it to FutoNodeCount. */
const char      *futo_trace_get_node_count   (const FutoTrace  *trace);
/* false for another word (NULL drops it). */
bool             futo_trace_set_node_count   (FutoTrace        *trace,
                                              const char       *word);
/* Whether the text had its 'end' line (always true for a trace recorded in
 * memory, and for version 1, which has none). */
bool             futo_trace_is_complete      (const FutoTrace  *trace);

/* Checks a run against its puzzle and the rules, one event at a time
 * (docs/trace-format.md says what each reason claims). */
typedef struct FutoTraceChecker FutoTraceChecker;

/* Copies puzzle; NULL without memory. */
FutoTraceChecker *futo_trace_checker_new     (const FutoPuzzle *puzzle);
void             futo_trace_checker_free     (FutoTraceChecker *checker);
/* Checks event against the state the events before it left, and applies
 * it when it holds. false when it lies, with error's message "event N: …"
 * (N counts events from 1), e.g. "event 412: r3c5 = 4 breaks the sign
 * r3c5 < r3c6 (r3c6 = 2)". A checker that refused an event refuses every
 * later one. */
bool             futo_trace_checker_check    (FutoTraceChecker *checker,
                                              const FutoEvent  *event,
                                              FutoError        *error);
/* Events accepted. */
size_t           futo_trace_checker_get_count (const FutoTraceChecker *checker);
/* A whole trace recorded in memory, against puzzle (or the trace's own when
 * puzzle is NULL; false with an error when there is none). */
bool             futo_trace_check            (const FutoTrace  *trace,
                                              const FutoPuzzle *puzzle,
                                              FutoError        *error);

/* The documented text form (docs/trace-format.md): version 2 when the trace
 * has a puzzle, else version 1. NULL without memory. */
char            *futo_trace_write            (const FutoTrace  *trace,
                                              const char       *algorithm_id);
/* Reads the text form with a FutoTraceParser: a version-2 trace is checked
 * as it is read. */
FutoTrace       *futo_trace_read             (const char       *text,
                                              size_t            len,
                                              FutoError        *error);

/* Reads the text form one line at a time (a file, or a program's output as
 * it comes). A version-2 trace is checked as it is read; the first lying
 * event stops it with error naming the line, the column of the event's
 * first word and "event N: …". */
typedef struct FutoTraceParser FutoTraceParser;

/* max_events bounds the trace's memory as in futo_trace_new (0 = no
 * bound); NULL without memory. */
FutoTraceParser *futo_trace_parser_new       (size_t            max_events);
void             futo_trace_parser_free      (FutoTraceParser  *parser);
/* One line, without its newline. false on an error (the parser then
 * refuses further lines with the same error). */
bool             futo_trace_parser_feed_line (FutoTraceParser  *parser,
                                              const char       *line,
                                              size_t            len,
                                              FutoError        *error);
/* The end of the input: false when the header was not complete. */
bool             futo_trace_parser_finish    (FutoTraceParser  *parser,
                                              FutoError        *error);
/* The trace read so far: NULL before the 'events' line (or the first
 * event). Owned by the parser. */
const FutoTrace *futo_trace_parser_get_trace (FutoTraceParser  *parser);
/* Hands the trace over (the parser then has none); NULL when it has none. */
FutoTrace       *futo_trace_parser_steal_trace (FutoTraceParser *parser);
