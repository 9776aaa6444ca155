/* lab-live-run.h: a student's program run as a separate process, its trace read as it comes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "futo-puzzle.h"
#include "futoshiki-trace-player.h"

G_BEGIN_DECLS

#define LAB_TYPE_LIVE_RUN (lab_live_run_get_type ())

G_DECLARE_FINAL_TYPE (LabLiveRun, lab_live_run, LAB, LIVE_RUN, GObject)

typedef enum
{
  LAB_LIVE_RUN_IDLE,       /* not started */
  LAB_LIVE_RUN_RUNNING,
  LAB_LIVE_RUN_COMPLETE,   /* exit status 0 after the trace's 'end' line */
  LAB_LIVE_RUN_CANCELLED,  /* stopped by lab_live_run_cancel() */
  LAB_LIVE_RUN_REFUSED,    /* stopped at a line that lies or cannot be read, or another puzzle */
  LAB_LIVE_RUN_FAILED,     /* a non-zero exit status, a signal, or no trace at all */
  LAB_LIVE_RUN_CUT,        /* the output ended without 'end' */
  LAB_LIVE_RUN_LIMIT,      /* stopped at the recording limit */
} LabLiveRunState;

typedef struct
{
  guint64 events;
  guint64 decisions;
  guint64 backtracks;
  guint64 solutions;
} LabLiveRunCounts;

/* A run of a program on a copy of puzzle, keeping at most max_events
 * events (0: all). */
LabLiveRun           *lab_live_run_new           (const FutoPuzzle *puzzle,
                                                  guint64           max_events);
/* Writes the puzzle to a temporary file in the native format and starts
 * command_line (split as a shell splits it, without a shell) with the
 * file's path in place of each "{puzzle}", or after the last argument
 * when there is none. FALSE with error when it cannot start. */
gboolean              lab_live_run_start         (LabLiveRun       *self,
                                                  const char       *command_line,
                                                  GError          **error);
/* Ends the program; what it wrote so far stays. */
void                  lab_live_run_cancel        (LabLiveRun       *self);
LabLiveRunState       lab_live_run_get_state     (LabLiveRun       *self);
gboolean              lab_live_run_get_running   (LabLiveRun       *self);
/* Why the run ended as it did (the refused line with its event, the exit
 * status and the end of the program's standard error), or NULL when it
 * ran to its end. */
const char           *lab_live_run_get_message   (LabLiveRun       *self);
/* The run so far, once the trace's header has come: a player on the
 * trace as it grows (futoshiki_trace_player_update_length() takes in
 * what came since), which holds the trace as long as it lives. */
FutoshikiTracePlayer *lab_live_run_get_player    (LabLiveRun       *self);
void                  lab_live_run_get_counts    (LabLiveRun       *self,
                                                  LabLiveRunCounts *counts);
/* Seconds since the start, until the end. */
double                lab_live_run_get_elapsed   (LabLiveRun       *self);
/* The puzzle file the program was given, while it runs; NULL after. */
const char           *lab_live_run_get_puzzle_path (LabLiveRun     *self);

G_END_DECLS
