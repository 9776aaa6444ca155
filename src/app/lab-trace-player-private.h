/* lab-trace-player-private.h: what the lab-trace-player-*.c files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lab-trace-player.h"

G_BEGIN_DECLS

struct _LabTracePlayer
{
  GObject          parent_instance;

  FutoTrace       *trace;
  FutoPuzzle      *puzzle;
  char            *algorithm_id;
  gboolean         local_search;
  FutoTraceCursor *cursor;
  char            *sentence;

  LabTraceCounts  *checkpoints; /* counts before event i * CHECKPOINT_EVERY */
  gsize            n_checkpoints;

  gboolean         playing;
  gboolean         fine;
  double           speed;
  guint            play_source;
  gint64           play_last;
  double           play_debt;  /* steps due but not yet taken */

  /* Caches for the position they were made at, G_MAXUINT64 when stale. */
  guint64          frame_position;
  FutoSet         *removed;
  guint8          *decisions;
  guint8          *conflicts;
  guint64          path_position;
  GArray          *path;
  gsize            step_start;   /* the first event of the frame's step */
  /* Why the step removed each value, (cell * 64 + value - 1) -> sentence,
   * for reasons_position; NULL until asked. */
  guint64          reasons_position;
  GHashTable      *reasons;
};

/* lab-trace-player-frame.c */
/* The kinds of event a step stops before (a bit mask of 1 << kind). */
unsigned _lab_trace_player_step_kinds        (LabTracePlayer *self);
/* Counts every CHECKPOINT_EVERY events, once, for get_counts(). */
void     _lab_trace_player_build_checkpoints (LabTracePlayer *self);

G_END_DECLS
