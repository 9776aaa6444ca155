/* cli-run.h: running an algorithm as the options ask, and showing the run
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cli-json.h"
#include "cli-options.h"
#include "futo-trace.h"
#include "futo-validate.h"

/* Runs options->algorithm on puzzle with the node, time and seed options.
 * result must be initialised; the caller clears it. */
FutoStatus  cli_run                   (const CliOptions *options,
                                       const FutoPuzzle *puzzle,
                                       uint64_t          solution_limit,
                                       FutoRunResult    *result);
/* The same, recording every event into trace (which may be NULL). */
FutoStatus  cli_run_traced            (const CliOptions *options,
                                       const FutoPuzzle *puzzle,
                                       uint64_t          solution_limit,
                                       FutoTrace        *trace,
                                       FutoRunResult    *result);

/* What a run may be given beyond the options: a cancel flag (Ctrl+C), a
 * progress callback, an event sink. Any member may be NULL. */
typedef struct
{
  const atomic_int *cancel;
  FutoProgressFunc  on_progress;
  void             *progress_data;
  FutoEventFunc     on_event;
  void             *event_data;
} CliRunHooks;

/* cli_run_traced with hooks in place of the trace. */
FutoStatus  cli_run_hooked            (const CliOptions  *options,
                                       const FutoPuzzle  *puzzle,
                                       uint64_t           solution_limit,
                                       const CliRunHooks *hooks,
                                       FutoRunResult     *result);

/* The CLI's word for a run's status ("solved", "unsatisfiable", "limit", …);
 * stable, for scripts reading --json. */
const char *cli_status_word           (FutoStatus status);

/* With --stats and not --json: the run's statistics on standard error, so
 * that standard output stays machine-readable. */
void        cli_stats_print           (const CliOptions *options,
                                       const FutoStats  *stats);
/* Sets "algorithm": "id" and "stats": {…} with every FutoStats field. */
void        cli_json_object_set_stats (JsonObject       *object,
                                       const CliOptions *options,
                                       const FutoStats  *stats);
/* values (a solution) as grid text, for printing. The grid format has no
 * notation for Adjacent marks, so an Adjacent puzzle's values come on a grid
 * without signs: still a solution that every command reads back, and the
 * values themselves show where the marks are. */
char       *cli_values_grid           (const FutoPuzzle *puzzle,
                                       const uint8_t    *values);
/* A grid of values as an array of rows of numbers. */
JsonArray  *cli_json_grid_new         (int            size,
                                       const uint8_t *values);

/* "r3c5: message", with the cell named once even if the message names it. */
const char *cli_problem_text          (const FutoProblem *problem,
                                       char              *buf,
                                       size_t             len);
/* [{"row":…,"col":…,"cell":…,"message":…}, …] (1-based), for "problems". */
JsonArray  *cli_json_problems_new     (const FutoProblemList *problems);
/* Validates puzzle. When it has problems, reports them (lines on standard
 * error, or a JSON object with status "invalid") and returns true: the
 * caller then exits with CLI_EXIT_NO without solving. */
bool        cli_reject_invalid        (const CliOptions *options,
                                       const char       *name,
                                       const FutoPuzzle *puzzle);
