/* lab-solve-job.h: one algorithm run in a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "futo-algorithm.h"
#include "futo-trace.h"

G_BEGIN_DECLS

#define LAB_TYPE_SOLVE_JOB (lab_solve_job_get_type ())

G_DECLARE_FINAL_TYPE (LabSolveJob, lab_solve_job, LAB, SOLVE_JOB, GObject)

/* Copies the puzzle. An unknown algorithm id is reported by run_finish. */
LabSolveJob         *lab_solve_job_new                  (const FutoPuzzle    *puzzle,
                                                         const char          *algorithm_id);
const char          *lab_solve_job_get_algorithm_id     (LabSolveJob         *self);
/* The registry entry, or NULL when the id names none. */
const FutoAlgorithm *lab_solve_job_get_algorithm        (LabSolveJob         *self);
const FutoPuzzle    *lab_solve_job_get_puzzle           (LabSolveJob         *self);

/* 1 solves (the default), 2 proves uniqueness, 0 counts all. */
void                 lab_solve_job_set_solution_limit   (LabSolveJob         *self,
                                                         guint64              limit);
guint64              lab_solve_job_get_solution_limit   (LabSolveJob         *self);
/* 0: none. */
void                 lab_solve_job_set_node_limit       (LabSolveJob         *self,
                                                         guint64              limit);
guint64              lab_solve_job_get_node_limit       (LabSolveJob         *self);
/* Seconds, 0: none. */
void                 lab_solve_job_set_time_limit       (LabSolveJob         *self,
                                                         double               seconds);
double               lab_solve_job_get_time_limit       (LabSolveJob         *self);
void                 lab_solve_job_set_seed             (LabSolveJob         *self,
                                                         guint64              seed);
guint64              lab_solve_job_get_seed             (LabSolveJob         *self);
/* Algorithm-specific "key=value,key=value", or NULL. */
void                 lab_solve_job_set_params           (LabSolveJob         *self,
                                                         const char          *params);
/* Records a FutoTrace of at most max_events events; 0 records nothing. */
void                 lab_solve_job_set_record_trace     (LabSolveJob         *self,
                                                         gsize                max_events);

/* A job runs once. run_finish returns FALSE with G_IO_ERROR_CANCELLED
 * when the cancellable stopped the run, and TRUE otherwise, whatever the
 * FutoStatus says. */
void                 lab_solve_job_run_async            (LabSolveJob         *self,
                                                         GCancellable        *cancellable,
                                                         GAsyncReadyCallback  callback,
                                                         gpointer             user_data);
gboolean             lab_solve_job_run_finish           (LabSolveJob         *self,
                                                         GAsyncResult        *result,
                                                         GError             **error);

gboolean             lab_solve_job_get_running          (LabSolveJob         *self);
double               lab_solve_job_get_elapsed          (LabSolveJob         *self);
guint64              lab_solve_job_get_nodes            (LabSolveJob         *self);
double               lab_solve_job_get_nodes_per_second (LabSolveJob         *self);

/* After finish: the status, solutions and statistics; NULL before. */
const FutoRunResult *lab_solve_job_get_result           (LabSolveJob         *self);
/* Transfer full: the recorded trace, or NULL when none was recorded. */
FutoTrace           *lab_solve_job_steal_trace          (LabSolveJob         *self);
/* Whether the trace stopped at the recording limit (known after finish,
 * even once the trace was stolen). */
gboolean             lab_solve_job_get_trace_truncated  (LabSolveJob         *self);
/* Events recorded (known after finish, even once the trace was stolen). */
gsize                lab_solve_job_get_trace_length     (LabSolveJob         *self);
/* Whether the run stopped because it reached its node limit. */
gboolean             lab_solve_job_get_node_limit_hit   (LabSolveJob         *self);

/* lab-solve-job-describe.c: a run told in words */
/* The outcome in words, translated. */
char                *lab_solve_job_describe             (LabSolveJob         *self);
/* A duration for people: "12 ms", "3.4 s", "2 min 5 s". */
char                *lab_solve_job_format_duration      (double               seconds);
/* A count with the locale's thousands separators: "41,067". */
char                *lab_solve_job_format_count         (guint64              value);

G_END_DECLS
