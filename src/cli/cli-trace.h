/* cli-trace.h: --trace FILE, the run's events in the documented text form
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdio.h>

#include "cli-options.h"
#include "futo-atomic-file.h"
#include "futo-trace.h"

/* A trace could hold billions of events; past this many it is cut and says so. */
#define CLI_TRACE_MAX_EVENTS 20000000

typedef struct
{
  FutoTrace *trace;     /* NULL without --trace */
  FutoAtomicFile *file; /* opened at the start (a folder that cannot take
                         * the trace fails before the run), committed at the end */
} CliTrace;

/* With --trace, opens a temporary file beside the target now, so that an
 * unwritable place is reported before a long run, and starts a trace of a
 * run on puzzle (written as version 2, with the algorithm's node count).
 * Returns CLI_EXIT_OK or reports and returns CLI_EXIT_USAGE. */
int  cli_trace_begin  (const CliOptions *options,
                       const FutoPuzzle *puzzle,
                       CliTrace         *trace);
/* Writes the trace and moves it into place. Returns CLI_EXIT_OK or
 * reports and returns CLI_EXIT_USAGE. Always releases everything. */
int  cli_trace_finish (const CliOptions *options,
                       CliTrace         *trace);

/* tree --trace FILE, slides --trace FILE: reads FILE ('-': standard input)
 * a line at a time, checked as it is read (version 2), keeping up to
 * max_events events. Returns CLI_EXIT_OK with *out, or reports
 * "FILE:LINE:COLUMN: event N: …" and returns CLI_EXIT_USAGE. Notes a run
 * that was cut off (no 'end' line) or cut short. */
int  cli_trace_load   (const CliOptions *options,
                       size_t            max_events,
                       FutoTrace       **out);
/* The name of the solver that made trace, for people: the registry's name
 * of its algorithm, its own name, or "an unnamed solver". */
const char *cli_trace_solver_name (const FutoTrace *trace);
