/* futoshiki-trace-player.h: a position in a recorded search, and how it moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "futo-render-trace.h"
#include "futo-trace.h"

G_BEGIN_DECLS

#define FUTOSHIKI_TYPE_TRACE_PLAYER (futoshiki_trace_player_get_type ())

G_DECLARE_FINAL_TYPE (FutoshikiTracePlayer, futoshiki_trace_player, FUTOSHIKI, TRACE_PLAYER, GObject)

/* What happened up to the position. */
typedef struct
{
  guint64 assignments;
  guint64 prunes;
  guint64 backtracks;
  guint64 solutions;
  guint64 moves;
} FutoshikiTraceCounts;

/* Takes the trace; copies the puzzle. local_search: the trace is of a
 * stochastic method, whose steps are iterations and whose values are a
 * configuration rather than assignments. */
FutoshikiTracePlayer        *futoshiki_trace_player_new              (FutoTrace        *trace,
                                                          const FutoPuzzle *puzzle,
                                                          const char       *algorithm_id,
                                                          gboolean          local_search);
/* A player of a trace that someone else owns and may still be adding to
 * (a program's run read as it comes, on the main loop): release
 * (release_data) is called when the player no longer reads it. */
FutoshikiTracePlayer        *futoshiki_trace_player_new_borrowed     (const FutoTrace  *trace,
                                                          const FutoPuzzle *puzzle,
                                                          const char       *algorithm_id,
                                                          gboolean          local_search,
                                                          GDestroyNotify    release,
                                                          gpointer          release_data);
/* Takes in the events a borrowed trace gained since the player was made
 * or last updated, and notifies "length". */
void                   futoshiki_trace_player_update_length    (FutoshikiTracePlayer   *self);

const FutoTrace       *futoshiki_trace_player_get_trace        (FutoshikiTracePlayer   *self);
const FutoPuzzle      *futoshiki_trace_player_get_puzzle       (FutoshikiTracePlayer   *self);
const char            *futoshiki_trace_player_get_algorithm_id (FutoshikiTracePlayer   *self);
gboolean               futoshiki_trace_player_get_local_search (FutoshikiTracePlayer   *self);
/* The board at the position. */
const FutoTraceCursor *futoshiki_trace_player_get_cursor       (FutoshikiTracePlayer   *self);

guint64                futoshiki_trace_player_get_length       (FutoshikiTracePlayer   *self);
guint64                futoshiki_trace_player_get_position     (FutoshikiTracePlayer   *self);
/* Clamped to the length. */
void                   futoshiki_trace_player_set_position     (FutoshikiTracePlayer   *self,
                                                          guint64           position);
/* The last event applied; FALSE at the start. */
gboolean               futoshiki_trace_player_get_event        (FutoshikiTracePlayer   *self,
                                                          FutoEvent        *event);
/* That event in words, or a sentence about the start. */
const char            *futoshiki_trace_player_get_sentence     (FutoshikiTracePlayer   *self);

/* Each returns whether the position moved. A step goes to the next
 * decision or backtrack (an iteration, in local search), a fine step one
 * event. */
gboolean               futoshiki_trace_player_step             (FutoshikiTracePlayer   *self);
gboolean               futoshiki_trace_player_step_back        (FutoshikiTracePlayer   *self);
gboolean               futoshiki_trace_player_fine_step        (FutoshikiTracePlayer   *self);
gboolean               futoshiki_trace_player_fine_step_back   (FutoshikiTracePlayer   *self);
gboolean               futoshiki_trace_player_go_start         (FutoshikiTracePlayer   *self);
gboolean               futoshiki_trace_player_go_end           (FutoshikiTracePlayer   *self);
/* To the dead end just before the next backtrack. */
gboolean               futoshiki_trace_player_next_backtrack   (FutoshikiTracePlayer   *self);
/* To just after the next solution. */
gboolean               futoshiki_trace_player_next_solution    (FutoshikiTracePlayer   *self);

gboolean               futoshiki_trace_player_get_playing      (FutoshikiTracePlayer   *self);
void                   futoshiki_trace_player_set_playing      (FutoshikiTracePlayer   *self,
                                                          gboolean          playing);
/* Steps (or, when fine, events) a second while playing. */
double                 futoshiki_trace_player_get_speed        (FutoshikiTracePlayer   *self);
void                   futoshiki_trace_player_set_speed        (FutoshikiTracePlayer   *self,
                                                          double            speed);
gboolean               futoshiki_trace_player_get_fine         (FutoshikiTracePlayer   *self);
void                   futoshiki_trace_player_set_fine         (FutoshikiTracePlayer   *self,
                                                          gboolean          fine);

void                   futoshiki_trace_player_get_counts       (FutoshikiTracePlayer   *self,
                                                          FutoshikiTraceCounts   *counts);
/* The decisions on the search stack at the position, shallowest first
 * (FutoEvent items); empty in local search. Decisions made millions of
 * events before the position are left out: the first item's depth is
 * then above 1. */
GArray                *futoshiki_trace_player_get_path         (FutoshikiTracePlayer   *self);
/* Why the current step removed value from cell, in words ("5 removed
 * from r2c3 because r2c6 = 5 (row)"); NULL when the step did not remove
 * it. The string belongs to the player and holds until the position
 * changes. */
const char            *futoshiki_trace_player_get_removal_reason (FutoshikiTracePlayer *self,
                                                            int             cell,
                                                            int             value);
/* The frame to draw; its arrays belong to the player and hold until the
 * position changes. */
void                   futoshiki_trace_player_get_frame        (FutoshikiTracePlayer   *self,
                                                          FutoTraceFrame   *frame);

/* futo_trace_reader_new() as the app wants it: like g_new(), it aborts
 * when memory runs out rather than return NULL, so that no pass over the
 * events stops short without a word. */
FutoTraceReader       *futoshiki_trace_reader_new              (const FutoTrace  *trace,
                                                          gsize             from);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FutoTraceReader, futo_trace_reader_free)

G_END_DECLS
