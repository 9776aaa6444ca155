/* lab-board.h: the interactive Futoshiki board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "futo-render.h"
#include "futoshiki-document.h"
#include "futoshiki-trace-player.h"

G_BEGIN_DECLS

#define LAB_BOARD_MIN_ZOOM 1.0
#define LAB_BOARD_MAX_ZOOM 8.0

#define LAB_TYPE_BOARD (lab_board_get_type ())

G_DECLARE_FINAL_TYPE (LabBoard, lab_board, LAB, BOARD, GtkWidget)

GtkWidget    *lab_board_new                 (void);
FutoshikiDocument  *lab_board_get_document        (LabBoard     *self);
void          lab_board_set_document        (LabBoard     *self,
                                             FutoshikiDocument  *document);
gboolean      lab_board_get_pencil_mode     (LabBoard     *self);
void          lab_board_set_pencil_mode     (LabBoard     *self,
                                             gboolean      pencil_mode);
/* Locked, no cell takes a value, a mark or a sign: the window locks a
 * board the player solved, until the player chooses to edit. */
gboolean      lab_board_get_locked          (LabBoard     *self);
void          lab_board_set_locked          (LabBoard     *self,
                                             gboolean      locked);
gboolean      lab_board_get_labels          (LabBoard     *self);
void          lab_board_set_labels          (LabBoard     *self,
                                             gboolean      labels);
gboolean      lab_board_get_shows_labels    (LabBoard     *self);
int           lab_board_get_top_inset       (LabBoard     *self);
void          lab_board_set_top_inset       (LabBoard     *self,
                                             int           top_inset);
double        lab_board_get_zoom            (LabBoard     *self);
void          lab_board_set_zoom            (LabBoard     *self,
                                             double        zoom);
const char   *lab_board_get_show_errors     (LabBoard     *self);
void          lab_board_set_show_errors     (LabBoard     *self,
                                             const char   *show_errors);
void          lab_board_get_cursor          (LabBoard     *self,
                                             int          *row,
                                             int          *col);
void          lab_board_set_cursor          (LabBoard     *self,
                                             int           row,
                                             int           col);
/* The puzzle's unique solution, for "show-errors" = "mistakes"; copied. */
void          lab_board_set_solution        (LabBoard     *self,
                                             const guint8 *solution);
/* Two solutions whose differing cells the board marks, or NULL, NULL. */
void          lab_board_set_difference      (LabBoard     *self,
                                             const guint8 *first,
                                             const guint8 *second);
gboolean      lab_board_get_has_difference  (LabBoard     *self);
/* A short wave over the board, for a finished puzzle. */
void          lab_board_celebrate           (LabBoard     *self);
/* What a hint reads (dashed outlines: cells, and signs as pairs of
 * cells) and concludes about (solid frames), until the document changes. */
void          lab_board_set_hint_cells      (LabBoard     *self,
                                             const int    *cells,
                                             int           n_cells,
                                             const int    *targets,
                                             int           n_targets,
                                             const int    *signs,
                                             int           n_signs);
gboolean      lab_board_get_has_hint        (LabBoard     *self);
gboolean      lab_board_get_hint_mark       (LabBoard     *self,
                                             int           cell,
                                             gboolean      target);
/* A recorded search to show instead of the game, or NULL: the board draws
 * the player's frame and is read-only while one is set. */
void          lab_board_set_trace_player    (LabBoard       *self,
                                             FutoshikiTracePlayer *player);
FutoshikiTracePlayer *lab_board_get_trace_player  (LabBoard       *self);
/* The label a screen reader hears for the cell, or for the whole board
 * with row -1; a new string. */
char         *lab_board_describe_cell       (LabBoard     *self,
                                             int           row,
                                             int           col);
/* What the tooltip says at (x, y) while a recorded search is shown: the
 * candidate there, else the cell; a new string, or NULL. */
char         *lab_board_describe_trace_at   (LabBoard     *self,
                                             double        x,
                                             double        y);
/* Digits typed towards a value above 9 that wait for the next one, for
 * a pause or for Enter; "" when none wait. */
const char   *lab_board_get_pending_digits  (LabBoard     *self);
/* The geometry of the board's last allocation: where it draws each cell,
 * gap and candidate, and where its clicks land. */
const FutoRenderLayout *
              lab_board_get_layout          (LabBoard     *self);
/* A recording's candidates in the larger type of presentation mode, to
 * be read from the back of a room; the size of pencil marks otherwise. */
void          lab_board_set_large_candidates (LabBoard   *self,
                                              gboolean    large);
/* The size in pixels of the type a recording's candidates are drawn in
 * at the board's last allocation (0 before it has one). */
double        lab_board_get_candidate_size  (LabBoard     *self);
/* Whether the finishing wave of lab_board_celebrate() is running. */
gboolean      lab_board_get_celebrating     (LabBoard     *self);
/* The cell's accessible child, for tests and assistive technology. */
GtkWidget    *lab_board_get_cell_widget     (LabBoard     *self,
                                             int           row,
                                             int           col);

G_END_DECLS
