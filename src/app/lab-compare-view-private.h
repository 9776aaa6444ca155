/* lab-compare-view-private.h: what the compare view's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lab-compare-view.h"
#include "lab-solve-job.h"

G_BEGIN_DECLS

/* Enough for every complete method on the usual sizes, short enough that
 * plain backtracking on a hard 9×9 stops within seconds. */
#define DEFAULT_NODE_LIMIT G_GUINT64_CONSTANT (2000000)
#define DEFAULT_TIME_LIMIT 10.0

/* One finished run. */
typedef struct
{
  const FutoAlgorithm *algorithm;
  FutoStatus           status;
  guint64              solutions;
  gboolean             exhausted;
  /* Which limit stopped a run with FUTO_STATUS_LIMIT. */
  gboolean             node_limit_hit;
  FutoStats            stats;
} LabCompareRun;

typedef enum
{
  MEASURE_NODES,
  MEASURE_REMOVED,
  MEASURE_ASSIGNMENTS,
  MEASURE_BACKTRACKS,
  MEASURE_TIME,
} Measure;

struct _LabCompareView
{
  AdwWindow     parent_instance;

  FutoPuzzle   *puzzle;
  GArray       *runs;     /* LabCompareRun */
  GPtrArray    *queue;    /* const FutoAlgorithm *, still to run */
  LabSolveJob  *job;
  GCancellable *cancellable;

  GPtrArray    *checks;   /* GtkCheckButton per registry algorithm */
  GtkWidget    *node_spin;
  GtkWidget    *time_spin;
  GtkWidget    *measure_dropdown;
  GtkWidget    *log_switch;
  GtkWidget    *chart;
  GtkWidget    *table;
  GtkWidget    *progress_label;
  GtkWidget    *run_button;
  GtkWidget    *cancel_button;
};

/* lab-compare-view-layout.c: builds the widgets */
void  _lab_compare_view_build (LabCompareView      *self);

/* lab-compare-view-csv.c */
char *_lab_compare_csv         (const LabCompareRun *runs,
                                guint                n_runs);
/* The compare.export action: asks for a file, then saves. */
void  _lab_compare_view_export (GtkWidget           *widget,
                                const char          *action_name,
                                GVariant            *parameter);

G_END_DECLS
