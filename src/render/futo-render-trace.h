/* futo-render-trace.h: one frame of a recorded search, drawn over a board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The visualizer shows the solver's view at one position of a trace: the
 * candidates still alive in every open cell, the values the current step
 * removed, the cell the event is about, the cell that caused it, dead ends
 * and solutions. Every mark has a shape as well as a colour (strike marks,
 * rings, dashed outlines, hatching), so none depends on telling colours
 * apart.
 */
#pragma once

#include "futo-render.h"

/* The colours of the trace marks; the shapes are fixed. */
typedef struct
{
  FutoColor candidate; /* values still alive */
  FutoColor removed;   /* values the current step removed: struck through */
  FutoColor focus;     /* the cell of the current event: a solid ring */
  FutoColor cause;     /* the cell that caused the removal: a dashed outline */
  FutoColor dead_end;  /* a cell with no value left: hatched, with a cross */
  FutoColor solution;  /* a solution: a double frame around the board */
  FutoColor decision;  /* values the search guessed: underlined */
  FutoColor forced;    /* values propagation or the givens forced */
  /* The candidates' type as a share of a candidate's place in the cell;
   * 0 (what the init functions set): the size of the board's own pencil
   * marks. A presentation sets more, to be read from the back row. */
  double    candidate_scale;
} FutoTraceStyle;

/* Where a revision of arc consistency stands, as AIspace steps it. */
typedef enum
{
  FUTO_TRACE_ARC_NONE = 0,
  FUTO_TRACE_ARC_REVISING,     /* the arc is being looked at: a solid arrow */
  FUTO_TRACE_ARC_UNSUPPORTED,  /* values of its cell lack support: a red arrow, the values ringed */
  FUTO_TRACE_ARC_PRUNED,       /* they are gone: a red dashed arrow */
} FutoTraceArcPhase;

typedef struct
{
  const FutoSet *candidates;   /* size * size: values still alive */
  const uint8_t *values;       /* size * size: the assigned value, 0 = none */
  const FutoSet *removed;      /* size * size values removed by this step, or NULL */
  const uint8_t *decisions;    /* size * size, non-zero where the value is a guess, or NULL */
  const uint8_t *conflicts;    /* size * size, non-zero where a value breaks a rule, or NULL */
  int            focus_cell;   /* the cell of the current event, or -1 */
  int            focus_value;  /* its value, 0 when none */
  int            cause_cell;   /* the cell that caused it, or -1 */
  bool           solution;     /* the values form a solution */
  bool           local_search; /* values are a configuration, candidates mean nothing */
  int               arc_cell;  /* the arc being revised: the cell it revises, or -1 */
  int               arc_other; /* the cell it is revised against */
  FutoTraceArcPhase arc_phase;
  FutoSet           arc_unsupported; /* ARC_UNSUPPORTED: arc_cell's values without support */
} FutoTraceFrame;

void futo_render_trace_style_init_light (FutoTraceStyle           *style);
void futo_render_trace_style_init_dark  (FutoTraceStyle           *style);
void futo_render_trace_frame_init       (FutoTraceFrame           *frame);

/* A local search's configuration: marks (non-zero) each cell of values
 * whose value repeats in its row or column or breaks a sign or mark with
 * a neighbour, for frame->conflicts. conflicts holds size * size. */
void futo_render_trace_find_conflicts   (const FutoPuzzle         *puzzle,
                                         const uint8_t            *values,
                                         uint8_t                  *conflicts);

/* Draws the board (as futo_render_board_overlay() does, with overlay for
 * hover and the like; it may be NULL) and the frame over it. The frame's
 * values take the place of the player's entries. */
void futo_render_trace           (cairo_t                  *cr,
                                  const FutoRenderLayout   *layout,
                                  const FutoRenderStyle    *style,
                                  const FutoTraceStyle     *trace_style,
                                  const FutoPuzzle         *puzzle,
                                  const FutoTraceFrame     *frame,
                                  const FutoRenderOverlay  *overlay);

/* Only the frame, over a board drawn without entries or pencil marks.
 * The board under it does not change from one position to the next, so a
 * caller that redraws often can draw it once and keep it: on a 50×50
 * board the board itself costs several times what the frame does. */
void futo_render_trace_layer     (cairo_t                  *cr,
                                  const FutoRenderLayout   *layout,
                                  const FutoRenderStyle    *style,
                                  const FutoTraceStyle     *trace_style,
                                  const FutoPuzzle         *puzzle,
                                  const FutoTraceFrame     *frame);

/* The place of value's candidate mark inside cell (row, col): its centre
 * and the side of its slot, for hit tests that find the candidate under
 * the pointer. */
void futo_render_trace_candidate_slot (const FutoRenderLayout *layout,
                                       int                     row,
                                       int                     col,
                                       int                     value,
                                       double                 *cx,
                                       double                 *cy,
                                       double                 *step);
/* The size in user units (pixels on screen) of the type that
 * futo_render_trace() and futo_render_trace_layer() draw the candidates
 * in, for layout and trace_style. */
double futo_render_trace_candidate_font_size (const FutoRenderLayout *layout,
                                              const FutoTraceStyle   *trace_style);
