/* lab-board-private.h: what the lab-board-*.c files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-render.h"
#include "lab-board.h"
#include "futoshiki-trace-player.h"

G_BEGIN_DECLS

struct _LabBoard
{
  GtkWidget          parent_instance;

  FutoshikiDocument       *document;
  GSignalGroup      *document_signals;
  int                cursor_row;
  int                cursor_col;
  gboolean           pencil_mode;
  /* A solved board is read-only until the player chooses to edit. */
  gboolean           locked;
  double             zoom;
  /* Pixels at the top covered by bars lying over the board. */
  int                top_inset;
  char              *show_errors;
  guint8            *solution;        /* size * size, or NULL */
  guint8            *alternatives[2]; /* two solutions that differ, or NULL */

  /* The geometry of the last allocation: drawing, hit tests and the cell
   * widgets all use this one. */
  FutoRenderLayout   layout;

  /* What the pointer is over, for hover hints; -1 when nothing. */
  int                hover_cell;
  int                hover_gap_cell;
  FutoDirection      hover_gap_dir;

  /* Digits typed towards a value above 9, until a pause or Enter. */
  GString           *pending;
  int                pending_cell;
  guint              pending_timeout;

  guint              celebration_tick;
  gint64             celebration_start;
  double             celebration;

  /* One accessible, focusable child per cell (see lab-board-cell.c), and
   * the label each was last given, so that only changes reach the
   * accessibility bus. */
  GPtrArray         *cells;
  GPtrArray         *cell_labels;
  GtkWidget         *popover;

  /* The recorded search shown instead of the game (lab-board-trace.c), or
   * NULL; the board under its frames, kept while nothing it shows changes. */
  FutoshikiTracePlayer    *trace_player;
  /* Row and column labels (the board-labels preference); a recording
   * always shows them, its sentences name cells r3c1. */
  gboolean           labels;
  /* A recording's candidates in larger type, for presentation mode. */
  gboolean           large_candidates;
  GSignalGroup      *trace_signals;
  GskRenderNode     *trace_base;
  int                trace_base_width;
  int                trace_base_height;
  guint              trace_base_key;
  double             trace_base_cell_size;
  /* Labels follow the player once a frame, and not while it plays; what
   * each cell's label was made from, to skip the cells a move left alone
   * (lab-board-a11y.c). */
  guint              trace_a11y_tick;
  GArray            *trace_keys;

  /* What a hint points at (lab-board-hint.c), or NULL. */
  guint8            *hint_marks;
  int                hint_size;
};

/* The board's size, 0 while it has no document. */
static inline int
_lab_board_size (LabBoard *self)
{
  return self->document != NULL ? futoshiki_document_get_size (self->document) : 0;
}

/* A mirrored board: its columns run from right to left on screen. */
static inline gboolean
_lab_board_is_rtl (LabBoard *self)
{
  return gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
}

/* Whether the board keeps room for row and column labels. */
static inline gboolean
_lab_board_shows_labels (LabBoard *self)
{
  return self->labels || self->trace_player != NULL;
}

/* Whether one of the cells has the keyboard focus. */
static inline gboolean
_lab_board_focus_is_inside (LabBoard *self)
{
  return (gtk_widget_get_state_flags (GTK_WIDGET (self)) & GTK_STATE_FLAG_FOCUS_WITHIN) != 0;
}

/* The files call each other in one direction only, top to bottom:
 *
 *   lab-board.c        the widget: calls all of the others
 *   lab-board-trace.c  calls -a11y and -input
 *   lab-board-a11y.c   calls -draw and -input
 *   lab-board-draw.c   calls -hint
 *   lab-board-hint.c, lab-board-input.c   call none
 *
 * (lab-board-cell.c is a widget type of its own, LabBoardCell, that
 * -a11y places over each cell.)
 *
 * so that a part can be read knowing only the parts below it. */

/* lab-board-input.c: the keyboard and the pointer */
void     _lab_board_input_init       (LabBoard      *self);
/* Moves the cursor, clamped to the board; focus: and the keyboard focus
 * with it. */
void     _lab_board_move_cursor      (LabBoard      *self,
                                      int            row,
                                      int            col,
                                      gboolean       focus);
/* Enters whatever digits are pending, or drops them. */
void     _lab_board_commit_pending   (LabBoard      *self);
/* A typed value larger than the board: the bell and ::value-rejected. */
void     _lab_board_reject_value     (LabBoard      *self,
                                      int            value);
void     _lab_board_cancel_pending   (LabBoard      *self);

/* lab-board-hint.c */
void     _lab_board_clear_hint       (LabBoard      *self);
void     _lab_board_draw_hint        (LabBoard      *self,
                                      cairo_t       *cr,
                                      const FutoRenderStyle *style);

/* lab-board-draw.c: the game as the board shows it */
void     _lab_board_get_style        (LabBoard      *self,
                                      FutoRenderStyle *style,
                                      char         **font_family);
const FutoshikiProblems *
         _lab_board_get_problems     (LabBoard      *self);
/* Paints one Cairo drawing of the board. */
typedef void (*LabBoardPaintFunc)            (LabBoard      *self,
                                              cairo_t       *cr,
                                              gconstpointer  data);
GskRenderNode *
         _lab_board_paint_image      (LabBoard      *self,
                                      int            width,
                                      int            height,
                                      LabBoardPaintFunc paint,
                                      gconstpointer  data);
void     _lab_board_snapshot_game    (LabBoard      *self,
                                      GtkSnapshot   *snapshot,
                                      const FutoRenderStyle *style,
                                      int            width,
                                      int            height);

/* lab-board-a11y.c: the cell widgets, focus and labels */
void     _lab_board_rebuild_cells    (LabBoard      *self);
gboolean _lab_board_focus            (GtkWidget     *widget,
                                      GtkDirectionType direction);
gboolean _lab_board_grab_focus       (GtkWidget     *widget);
void     _lab_board_set_focus_child  (GtkWidget     *widget,
                                      GtkWidget     *child);
void     _lab_board_update_accessible (LabBoard     *self,
                                      int            changed_cell);

/* lab-board-trace.c: a recorded search shown instead of the game */
void     _lab_board_trace_init       (LabBoard      *self);
void     _lab_board_trace_dispose    (LabBoard      *self);
void     _lab_board_snapshot_trace   (LabBoard      *self,
                                      GtkSnapshot   *snapshot,
                                      const FutoRenderStyle *style,
                                      int            width,
                                      int            height);

G_END_DECLS
