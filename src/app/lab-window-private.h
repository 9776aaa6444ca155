/* lab-window-private.h: what the lab-window-*.c files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lab-board.h"
#include "lab-session.h"
#include "lab-solution-check.h"
#include "lab-window.h"

G_BEGIN_DECLS

enum {
  LAB_WINDOW_PROP_0,
  LAB_WINDOW_PROP_FILE,
  LAB_WINDOW_PROP_DOCUMENT,
  LAB_WINDOW_PROP_HAS_PUZZLE,
  LAB_WINDOW_PROP_LOADING,
  LAB_WINDOW_N_PROPS
};

struct _LabWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  /* The puzzle shown, or NULL for the empty state. */
  LabDocument          *document;
  LabSolutionCheck     *check;
  LabSession           *session;
  GCancellable         *load_cancellable;
  guint                 n_loads;
  /* Set once the user agreed to close over unsaved changes. */
  gboolean              close_confirmed;

  /* Template children */
  AdwWindowTitle       *window_title;
  GtkStack             *stack;
  AdwStatusPage        *empty_page;
  AdwToastOverlay      *toast_overlay;
  GtkScrolledWindow    *board_scroller;
  LabBoard             *board;
  GtkMenuButton        *primary_menu_button;
  GtkWidget            *undo_box;
  GtkWidget            *mode_box;
  GtkWidget            *pencil_button;
  GtkSpinner           *status_spinner;
  GtkImage             *status_icon;
  GtkLabel             *status_label;
  GtkWidget            *difference_button;
  GMenu                *recent_menu;
};

/* Called once it is fine to replace or drop the document. */
typedef void (*LabWindowContinuation) (LabWindow *self,
                                       gpointer   data);

/* lab-window.c */
void     _lab_window_show_toast          (LabWindow             *self,
                                          const char            *title);
void     _lab_window_notify              (LabWindow             *self,
                                          guint                  prop);

/* lab-window-load.c */
void     _lab_window_load_init           (LabWindow             *self);

/* lab-window-actions.c */
void     _lab_window_actions_init        (LabWindow             *self);
void     _lab_window_update_actions      (LabWindow             *self);

/* lab-window-files.c */
void     _lab_window_files_init          (LabWindow             *self);
void     _lab_window_show_open_error     (LabWindow             *self,
                                          GFile                 *file,
                                          GError                *error);
/* Asks Save / Discard / Cancel when the document has unsaved changes;
 * runs then (and destroy) only when the user did not cancel. */
void     _lab_window_confirm_discard     (LabWindow             *self,
                                          LabWindowContinuation  then,
                                          gpointer               data,
                                          GDestroyNotify         destroy);
void     _lab_window_add_recent          (LabWindow             *self,
                                          GFile                 *file);
void     _lab_window_show_error          (LabWindow             *self,
                                          const char            *heading,
                                          const char            *body);
/* The name people know a file by, which need not be UTF-8 on disk. */
char    *_lab_file_display_name          (GFile                 *file);
/* The same file with extension added when its name has none. */
GFile   *_lab_file_with_extension        (GFile                 *file,
                                          const char            *extension);
/* A filter of a MIME type (or NULL) and NULL-terminated patterns. */
void     _lab_file_chooser_add_filter    (GtkFileChooser        *chooser,
                                          const char            *name,
                                          const char            *mime_type,
                                          ...) G_GNUC_NULL_TERMINATED;

/* lab-window-exchange.c */
void     _lab_window_exchange_init       (LabWindow             *self);

/* lab-window-status.c */
void     _lab_window_update_status       (LabWindow             *self);

G_END_DECLS
