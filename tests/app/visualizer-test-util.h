/* visualizer-test-util.h: recording the lesson and pressing the
 * player's keys as the window receives them, in widget tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "board-test-util.h"

G_BEGIN_DECLS

/* A window on document with the visualizer open on a finished recording
 * by algorithm_id. */
LabWindow *lab_test_record             (FutoshikiDocument     *document,
                                        const char      *algorithm_id);
/* lab_test_record() on the lesson 6 × 6. */
LabWindow *lab_test_record_lesson      (const char      *algorithm_id);
/* Records again with the visualizer's algorithm and waits for the player. */
void       lab_test_record_again       (LabWindow       *window);
/* A key press as it travels: the board first when the focus is in it,
 * then the window's shortcuts. Returns whether anything took it. */
gboolean   lab_test_press_key          (LabWindow       *window,
                                        guint            keyval,
                                        GdkModifierType  modifiers);
/* The focus on the panel's play button, as after a click or Tab. */
void       lab_test_focus_panel        (LabWindow       *window);
/* Where the trace says a step from position lands, forward and back. */
guint64    lab_test_expected_step      (const FutoTrace *trace,
                                        guint64          position);
guint64    lab_test_expected_step_back (const FutoTrace *trace,
                                        guint64          position);

/* A puzzle that frees itself (g_autoptr). */
typedef FutoPuzzle LabTestPuzzle;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (LabTestPuzzle, futo_puzzle_free)

/* Runs algorithm_id on puzzle and writes its trace (version 2, with the
 * puzzle) to folder/name, naming the method written_name and, unless
 * nodes_word is NULL, how it counts nodes; *nodes is the run's own
 * count. Returns the path. */
char      *lab_test_write_trace        (const char       *folder,
                                        const char       *name,
                                        const FutoPuzzle *puzzle,
                                        const char       *algorithm_id,
                                        const char       *written_name,
                                        const char       *nodes_word,
                                        guint64          *nodes);

/* The first label with the status role under root, or NULL. */
GtkWidget *lab_test_find_status        (GtkWidget       *root);

G_END_DECLS
