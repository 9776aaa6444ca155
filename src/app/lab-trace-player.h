/* lab-trace-player.h: a position in a recorded search, and how it moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "futo-render-trace.h"
#include "futo-trace.h"

G_BEGIN_DECLS

#define LAB_TYPE_TRACE_PLAYER (lab_trace_player_get_type ())

G_DECLARE_FINAL_TYPE (LabTracePlayer, lab_trace_player, LAB, TRACE_PLAYER, GObject)

/* What happened up to the position. */
typedef struct
{
  guint64 assignments;
  guint64 prunes;
  guint64 backtracks;
  guint64 solutions;
  guint64 moves;
} LabTraceCounts;

/* Takes the trace; copies the puzzle. local_search: the trace is of a
 * stochastic method, whose steps are iterations and whose values are a
 * configuration rather than assignments. */
LabTracePlayer        *lab_trace_player_new              (FutoTrace        *trace,
                                                          const FutoPuzzle *puzzle,
                                                          const char       *algorithm_id,
                                                          gboolean          local_search);

const FutoTrace       *lab_trace_player_get_trace        (LabTracePlayer   *self);
const FutoPuzzle      *lab_trace_player_get_puzzle       (LabTracePlayer   *self);
const char            *lab_trace_player_get_algorithm_id (LabTracePlayer   *self);
gboolean               lab_trace_player_get_local_search (LabTracePlayer   *self);
/* The board at the position. */
const FutoTraceCursor *lab_trace_player_get_cursor       (LabTracePlayer   *self);

guint64                lab_trace_player_get_length       (LabTracePlayer   *self);
guint64                lab_trace_player_get_position     (LabTracePlayer   *self);
/* Clamped to the length. */
void                   lab_trace_player_set_position     (LabTracePlayer   *self,
                                                          guint64           position);
/* The last event applied; FALSE at the start. */
gboolean               lab_trace_player_get_event        (LabTracePlayer   *self,
                                                          FutoEvent        *event);
/* That event in words, or a sentence about the start. */
const char            *lab_trace_player_get_sentence     (LabTracePlayer   *self);

/* Each returns whether the position moved. A step goes to the next
 * decision or backtrack (an iteration, in local search), a fine step one
 * event. */
gboolean               lab_trace_player_step             (LabTracePlayer   *self);
gboolean               lab_trace_player_step_back        (LabTracePlayer   *self);
gboolean               lab_trace_player_fine_step        (LabTracePlayer   *self);
gboolean               lab_trace_player_fine_step_back   (LabTracePlayer   *self);
gboolean               lab_trace_player_go_start         (LabTracePlayer   *self);
gboolean               lab_trace_player_go_end           (LabTracePlayer   *self);
/* To the dead end just before the next backtrack. */
gboolean               lab_trace_player_next_backtrack   (LabTracePlayer   *self);
/* To just after the next solution. */
gboolean               lab_trace_player_next_solution    (LabTracePlayer   *self);

gboolean               lab_trace_player_get_playing      (LabTracePlayer   *self);
void                   lab_trace_player_set_playing      (LabTracePlayer   *self,
                                                          gboolean          playing);
/* Steps (or, when fine, events) a second while playing. */
double                 lab_trace_player_get_speed        (LabTracePlayer   *self);
void                   lab_trace_player_set_speed        (LabTracePlayer   *self,
                                                          double            speed);
gboolean               lab_trace_player_get_fine         (LabTracePlayer   *self);
void                   lab_trace_player_set_fine         (LabTracePlayer   *self,
                                                          gboolean          fine);

void                   lab_trace_player_get_counts       (LabTracePlayer   *self,
                                                          LabTraceCounts   *counts);
/* The decisions on the search stack at the position, shallowest first
 * (FutoEvent items); empty in local search. Decisions made millions of
 * events before the position are left out: the first item's depth is
 * then above 1. */
GArray                *lab_trace_player_get_path         (LabTracePlayer   *self);
/* Why the current step removed value from cell, in words ("5 removed
 * from r2c3 because r2c6 = 5 (row)"); NULL when the step did not remove
 * it. The string belongs to the player and holds until the position
 * changes. */
const char            *lab_trace_player_get_removal_reason (LabTracePlayer *self,
                                                            int             cell,
                                                            int             value);
/* The frame to draw; its arrays belong to the player and hold until the
 * position changes. */
void                   lab_trace_player_get_frame        (LabTracePlayer   *self,
                                                          FutoTraceFrame   *frame);

/* futo_trace_reader_new() as the app wants it: like g_new(), it aborts
 * when memory runs out rather than return NULL, so that no pass over the
 * events stops short without a word. */
FutoTraceReader       *lab_trace_reader_new              (const FutoTrace  *trace,
                                                          gsize             from);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FutoTraceReader, futo_trace_reader_free)

G_END_DECLS
