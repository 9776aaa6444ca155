/* lab-visualizer.h: the panel that records a search and plays it back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "futoshiki-document.h"
#include "lab-live-run.h"
#include "lab-search-tree-view.h"
#include "lab-trace-log.h"
#include "futoshiki-trace-player.h"

G_BEGIN_DECLS

#define LAB_TYPE_VISUALIZER (lab_visualizer_get_type ())

G_DECLARE_FINAL_TYPE (LabVisualizer, lab_visualizer, LAB, VISUALIZER, GtkWidget)

GtkWidget      *lab_visualizer_new              (void);
/* The puzzle Record runs on; a change to its puzzle drops the recording. */
void            lab_visualizer_set_document     (LabVisualizer  *self,
                                                 FutoshikiDocument    *document);
const char     *lab_visualizer_get_algorithm_id (LabVisualizer  *self);
void            lab_visualizer_set_algorithm_id (LabVisualizer  *self,
                                                 const char     *algorithm_id);
/* Runs the chosen algorithm on the document's puzzle, recording at most
 * the "trace-limit" setting's events; the player appears when it ends. */
void            lab_visualizer_record           (LabVisualizer  *self);
void            lab_visualizer_cancel           (LabVisualizer  *self);
gboolean        lab_visualizer_get_recording    (LabVisualizer  *self);
/* Runs command_line live on the document's puzzle (lab-live-run.h): the
 * board follows its trace as it comes, and the run is loaded as a
 * recording when it ends. FALSE with error (also shown in the panel)
 * when it cannot start. */
gboolean        lab_visualizer_run_program      (LabVisualizer  *self,
                                                 const char     *command_line,
                                                 GError        **error);
/* The program running live, or NULL. */
LabLiveRun     *lab_visualizer_get_live_run     (LabVisualizer  *self);
/* What the board shows: the live run's player while a program runs,
 * else the recording ("board-player"). */
FutoshikiTracePlayer *lab_visualizer_get_board_player (LabVisualizer *self);
/* The recording being shown, or NULL. */
FutoshikiTracePlayer *lab_visualizer_get_player       (LabVisualizer  *self);
void            lab_visualizer_set_player       (LabVisualizer  *self,
                                                 FutoshikiTracePlayer *player);
/* Shows a run made elsewhere (a trace file, a program run live) on the
 * document's puzzle; source is where it came from ("run.trace"). */
void            lab_visualizer_load_run         (LabVisualizer  *self,
                                                 FutoshikiTracePlayer *player,
                                                 const char     *source);
LabTraceLog    *lab_visualizer_get_log          (LabVisualizer  *self);
/* The run's search tree, which follows the player; it is not in the
 * panel: the window gives it a pane of its own beside the board. */
LabSearchTreeView  *lab_visualizer_get_search_tree  (LabVisualizer  *self);
/* Shows or hides the search tree in its pane. */
void            lab_visualizer_show_search_tree (LabVisualizer  *self,
                                                 gboolean        show);

G_END_DECLS
