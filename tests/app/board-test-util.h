/* board-test-util.h: driving the board and its window in widget tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "app-test-util.h"
#include "lab-application.h"
#include "lab-board.h"
#include "lab-hint-bar.h"
#include "lab-hint-controller.h"
#include "lab-solve-bar.h"
#include "lab-solve-controller.h"
#include "lab-solve-progress.h"
#include "lab-visualizer.h"
#include "lab-window.h"
#include "futoshiki-solution-check.h"

G_BEGIN_DECLS

extern LabApplication *lab_test_app;

GtkEventController *lab_test_find_controller     (GtkWidget        *widget,
                                                  GType             type,
                                                  guint             button);
/* Emits key-pressed on the board's key controller; returns whether it
 * was handled. */
gboolean            lab_test_press               (LabBoard         *board,
                                                  guint             keyval,
                                                  GdkModifierType   state);
/* Presses each character of keys in turn. */
void                lab_test_type                (LabBoard         *board,
                                                  const char       *keys);
void                lab_test_cell_center         (LabBoard         *board,
                                                  int               row,
                                                  int               col,
                                                  double           *x,
                                                  double           *y);
/* The middle of the gap right of or below (row, col). */
void                lab_test_gap_center          (LabBoard         *board,
                                                  int               row,
                                                  int               col,
                                                  FutoDirection     dir,
                                                  double           *x,
                                                  double           *y);
/* A primary click is a release, a secondary one a press, as the board
 * listens. */
void                lab_test_click               (LabBoard         *board,
                                                  guint             button,
                                                  double            x,
                                                  double            y);
void                lab_test_assert_cursor       (LabBoard         *board,
                                                  int               row,
                                                  int               col);
/* The window's template child with this id (data/ui/window/lab-window.ui);
 * cast it at the call site. */
GtkWidget          *lab_test_window_child        (LabWindow        *window,
                                                  const char       *id);
/* The window's board and visualizer panel, which most tests drive. */
LabBoard           *lab_test_board               (LabWindow        *window);
LabVisualizer      *lab_test_visualizer          (LabWindow        *window);
/* The board's popover of signs or marks, or NULL before its first use. */
GtkWidget          *lab_test_board_popover       (LabBoard         *board);
/* A shown window with document on its board, which has the focus. */
LabWindow          *lab_test_create_window       (FutoshikiDocument      *document);
/* Activates an enabled window action. */
void                lab_test_activate            (LabWindow        *window,
                                                  const char       *action,
                                                  GVariant         *parameter);
/* A document from tests/data/examples. */
FutoshikiDocument        *lab_test_load_document       (const char       *name);
/* A document from tests/app/data. */
FutoshikiDocument        *lab_test_load_app_document   (const char       *name);
FutoshikiDocument        *lab_test_empty_document      (int               size);
/* Closes the window without a "Save Changes?" question. */
void                lab_test_discard_and_destroy (LabWindow        *window);
/* Whether the window's solution check has an answer. */
gboolean            lab_test_check_settled       (gpointer          window);
/* The document's one solution, found by the counting solver (asserted
 * unique); free it. */
guint8             *lab_test_unique_solution     (FutoshikiDocument *document);
/* A window playing document, once its solution check has settled (hints,
 * Check and Back to Last Good Position wait for it). */
LabWindow          *lab_test_play_window         (FutoshikiDocument *document);
gboolean            lab_test_action_enabled      (LabWindow        *window,
                                                  const char       *name);
/* Runs the tests that add_tests registers inside a LabApplication. */
int                 lab_test_run_app             (int               argc,
                                                  char            **argv,
                                                  void            (*add_tests) (void));
/* The same with the app's German catalogue (from LAB_TEST_LOCALEDIR; the
 * tests are skipped without it). */
int                 lab_test_run_app_in_german   (int               argc,
                                                  char            **argv,
                                                  void            (*add_tests) (void));

G_END_DECLS
