/* futoshiki-solve-job.h: one algorithm run in a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "futo-algorithm.h"
#include "futo-trace.h"

G_BEGIN_DECLS

#define FUTOSHIKI_TYPE_SOLVE_JOB (futoshiki_solve_job_get_type ())

G_DECLARE_FINAL_TYPE (FutoshikiSolveJob, futoshiki_solve_job, FUTOSHIKI, SOLVE_JOB, GObject)

/* Copies the puzzle. An unknown algorithm id is reported by run_finish. */
FutoshikiSolveJob         *futoshiki_solve_job_new                  (const FutoPuzzle    *puzzle,
                                                         const char          *algorithm_id);
const char          *futoshiki_solve_job_get_algorithm_id     (FutoshikiSolveJob         *self);
/* The registry entry, or NULL when the id names none. */
const FutoAlgorithm *futoshiki_solve_job_get_algorithm        (FutoshikiSolveJob         *self);
const FutoPuzzle    *futoshiki_solve_job_get_puzzle           (FutoshikiSolveJob         *self);

/* 1 solves (the default), 2 proves uniqueness, 0 counts all. */
void                 futoshiki_solve_job_set_solution_limit   (FutoshikiSolveJob         *self,
                                                         guint64              limit);
guint64              futoshiki_solve_job_get_solution_limit   (FutoshikiSolveJob         *self);
/* 0: none. */
void                 futoshiki_solve_job_set_node_limit       (FutoshikiSolveJob         *self,
                                                         guint64              limit);
guint64              futoshiki_solve_job_get_node_limit       (FutoshikiSolveJob         *self);
/* Seconds, 0: none. */
void                 futoshiki_solve_job_set_time_limit       (FutoshikiSolveJob         *self,
                                                         double               seconds);
double               futoshiki_solve_job_get_time_limit       (FutoshikiSolveJob         *self);
void                 futoshiki_solve_job_set_seed             (FutoshikiSolveJob         *self,
                                                         guint64              seed);
guint64              futoshiki_solve_job_get_seed             (FutoshikiSolveJob         *self);
/* Algorithm-specific "key=value,key=value", or NULL. */
void                 futoshiki_solve_job_set_params           (FutoshikiSolveJob         *self,
                                                         const char          *params);
/* Records a FutoTrace of at most max_events events; 0 records nothing. */
void                 futoshiki_solve_job_set_record_trace     (FutoshikiSolveJob         *self,
                                                         gsize                max_events);

/* A job runs once. run_finish returns FALSE with G_IO_ERROR_CANCELLED
 * when the cancellable stopped the run, and TRUE otherwise, whatever the
 * FutoStatus says. */
void                 futoshiki_solve_job_run_async            (FutoshikiSolveJob         *self,
                                                         GCancellable        *cancellable,
                                                         GAsyncReadyCallback  callback,
                                                         gpointer             user_data);
gboolean             futoshiki_solve_job_run_finish           (FutoshikiSolveJob         *self,
                                                         GAsyncResult        *result,
                                                         GError             **error);

gboolean             futoshiki_solve_job_get_running          (FutoshikiSolveJob         *self);
double               futoshiki_solve_job_get_elapsed          (FutoshikiSolveJob         *self);
guint64              futoshiki_solve_job_get_nodes            (FutoshikiSolveJob         *self);
double               futoshiki_solve_job_get_nodes_per_second (FutoshikiSolveJob         *self);

/* After finish: the status, solutions and statistics; NULL before. */
const FutoRunResult *futoshiki_solve_job_get_result           (FutoshikiSolveJob         *self);
/* Transfer full: the recorded trace, or NULL when none was recorded. */
FutoTrace           *futoshiki_solve_job_steal_trace          (FutoshikiSolveJob         *self);
/* Whether the trace stopped at the recording limit (known after finish,
 * even once the trace was stolen). */
gboolean             futoshiki_solve_job_get_trace_truncated  (FutoshikiSolveJob         *self);
/* Events recorded (known after finish, even once the trace was stolen). */
gsize                futoshiki_solve_job_get_trace_length     (FutoshikiSolveJob         *self);
/* Whether the run stopped because it reached its node limit. */
gboolean             futoshiki_solve_job_get_node_limit_hit   (FutoshikiSolveJob         *self);

/* futoshiki-solve-job-describe.c: a run told in words */
/* The outcome in words, translated. */
char                *futoshiki_solve_job_describe             (FutoshikiSolveJob         *self);
/* A duration for people: "12 ms", "3.4 s", "2 min 5 s". */
char                *futoshiki_solve_job_format_duration      (double               seconds);
/* A count with the locale's thousands separators: "41,067". */
char                *futoshiki_solve_job_format_count         (guint64              value);

G_END_DECLS
