/* lab-window-private.h: what the lab-window-*.c files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * lab-window.c calls each part's init; the parts call down to the files,
 * actions and status parts, never back up (lab-window.c's own functions
 * they need are the window's public API).
 */
#pragma once

#include "lab-board.h"
#include "lab-completion-view.h"
#include "lab-generate-dialog.h"
#include "lab-hint-controller.h"
#include "futoshiki-game-clock.h"
#include "futoshiki-session.h"
#include "futoshiki-solution-check.h"
#include "lab-solve-bar.h"
#include "lab-solve-controller.h"
#include "lab-solve-progress.h"
#include "lab-visualizer.h"
#include "lab-lesson-host.h"
#include "lab-window.h"

G_BEGIN_DECLS

struct _LabWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  /* The puzzle shown, or NULL for the empty state. */
  FutoshikiDocument          *document;
  GSignalGroup         *document_signals;
  FutoshikiSolutionCheck     *check;
  GSignalGroup         *check_signals;
  FutoshikiSession           *session;
  /* The session's save-error, shown in autosave_banner
   * (lab-window-session.c). */
  GSignalGroup         *session_signals;
  /* The file a restored document names, not yet opened or saved in this
   * run: Save asks before it writes there. */
  GFile                *restored_file;
  GCancellable         *load_cancellable;
  guint                 n_loads;
  /* Set once the user agreed to close over unsaved changes. */
  gboolean              close_confirmed;
  /* Hints in stages, with the win.hint… actions. */
  LabHintController    *hint;
  /* Background solving, with the win.solve… actions. */
  LabSolveController   *solve;

  /* Template children */
  AdwWindowTitle       *window_title;
  GtkStack             *stack;
  AdwStatusPage        *empty_page;
  AdwToastOverlay      *toast_overlay;
  GtkScrolledWindow    *board_scroller;
  LabBoard             *board;
  /* The hint bar and a run's outcome, lying over the top of the board. */
  GtkOverlay           *board_overlay;
  GtkWidget            *bar_box;
  guint                 bar_inset_source;
  int                   overlay_width;    /* the room the tree's pane was placed for */
  int                   overlay_height;
  GtkMenuButton        *primary_menu_button;
  GtkWidget            *undo_box;
  GtkWidget            *mode_box;
  GtkWidget            *pencil_button;
  GtkStack             *status_stack;
  LabSolveProgress     *solve_progress;
  GtkSpinner           *status_spinner;
  GtkImage             *status_icon;
  GtkLabel             *status_label;
  GtkWidget            *difference_button;
  LabHintBar           *hint_bar;
  LabSolveBar          *solve_bar;
  GtkWidget            *hint_button;
  GtkWidget            *play_menu_button;
  GtkLabel             *timer_label;
  AdwFlap              *visualizer_flap;
  LabVisualizer        *visualizer;
  /* The board and the search tree's pane beside it, and the wait for the
   * paned's first width before the remembered divider is put back
   * (lab-window-visualize.c). */
  GtkPaned             *tree_paned;
  GtkWidget            *tree_box;
  guint                 tree_pane_tick;
  int                   tree_pane_width;  /* the width the divider was put back for */
  /* Presentation mode (lab-window-present.c): what it hides, the
   * sentence it shows, its keys, and whether it made the window full
   * screen. */
  GtkWidget            *header_bar;
  GtkWidget            *status_bar;
  GtkWidget            *status_separator;
  GtkLabel             *present_sentence;
  GtkEventController   *present_keys;
  /* The player's keys (lab-window-visualize.c): in the bubble phase, and
   * in the capture phase while presenting. */
  GtkEventController   *visualize_keys;
  GSignalGroup         *present_signals;
  gboolean              presenting;
  gboolean              present_fullscreened;
  guint                 present_sentence_tick;
  guint                 present_size_tick;
  guint                 present_settled;
  GdkSurface           *present_surface;  /* followed for its size, weak */
  int                   present_width;
  int                   present_height;
  GMenu                *recent_menu;
  GMenu                *savepoint_menu;
  GtkInfoBar           *autosave_banner;
  GtkLabel             *autosave_banner_label;
  GtkInfoBar           *restore_banner;
  GtkLabel             *restore_banner_label;

  /* The player whose playing state the actions follow
   * (lab-window-visualize.c). */
  GSignalGroup         *player_signals;
  /* A reveal of the panel waiting for the flap's first layout, and what
   * it was asked for (lab-window-visualize.c). */
  guint                 reveal_tick;
  gboolean              reveal_wanted;

  /* The lesson step waiting for its recording, whether that recording
   * was started, and the Lessons window (lab-window-lesson.c). */
  GTask                *lesson_task;
  gboolean              lesson_recording;
  GtkWindow            *lessons_window;

  /* The time played, shown when show-timer is on (lab-window-clock.c). */
  FutoshikiGameClock   *clock;
  GdkSurface           *clock_surface;
  /* Hints asked for on this document, and whether a failure to save the
   * statistics was said already (lab-window-statistics.c). */
  guint                 hints_used;
  gboolean              statistics_failed;
  /* Set once this document's solve is counted: undoing the last entry
   * and typing it again is the same solve. */
  gboolean              solve_counted;

  /* Shown over the board a player solved (lab-window-completion.c). */
  LabCompletionView    *completion_view;
  /* The Generate dialog that win.new-same-settings runs unseen, while
   * it runs (a weak pointer). */
  LabGenerateDialog    *quick_generate;
  /* "Generating a puzzle…": shown once the generation has taken a
   * moment, and dismissed when it ends, though never within a second of
   * showing (lab-window-completion.c says why). */
  AdwToast             *quick_toast;
  guint                 quick_toast_source;
  gint64                quick_toast_shown_at;
};

/* Called once it is fine to replace or drop the document. */
typedef void (*LabWindowContinuation) (LabWindow *self,
                                       gpointer   data);

/* lab-window-clock.c: the game clock follows the document, and runs
 * only while the player plays in a window that can be seen. */
void     _lab_window_clock_init          (LabWindow             *self);
void     _lab_window_clock_dispose       (LabWindow             *self);
void     _lab_window_clock_follow        (LabWindow             *self);
void     _lab_window_clock_update        (LabWindow             *self);

/* lab-window-statistics.c: a generated puzzle started, a puzzle solved
 * by the player, and the hints asked for on the document. */
void     _lab_window_statistics_init     (LabWindow             *self);
void     _lab_window_statistics_follow   (LabWindow             *self);
guint    _lab_window_statistics_get_hints (LabWindow            *self);
void     _lab_window_statistics_started  (LabWindow             *self);
/* Returns whether seconds is a best time at the puzzle's size, kind and
 * level (FALSE when this document's solve was counted already). */
gboolean _lab_window_statistics_solved   (LabWindow             *self,
                                          guint                  seconds);

/* lab-window-completion.c: the completion view and the locked board of a
 * solved puzzle, win.new-same-settings, win.play-again and
 * win.keep-editing. */
void     _lab_window_completion_init     (LabWindow             *self);
void     _lab_window_completion_dispose  (LabWindow             *self);
/* The player solved the puzzle: lock the board, show the view. */
void     _lab_window_completion_show     (LabWindow             *self,
                                          guint                  seconds,
                                          guint                  hints,
                                          gboolean               best);
/* The document, its mode or its completeness changed: a board no longer
 * solved in play is unlocked. */
void     _lab_window_completion_update   (LabWindow             *self);

/* lab-window-actions.c */
void     _lab_window_actions_init        (LabWindow             *self);
/* Opens a generated game (owned) once unsaved changes are settled. */
void     _lab_window_open_generated      (LabWindow             *self,
                                          FutoGame              *game);
void     _lab_window_update_actions      (LabWindow             *self);
/* Enables or disables one of the window's own win.* actions. */
void     _lab_window_set_action_enabled  (LabWindow             *self,
                                          const char            *name,
                                          gboolean               enabled);

/* lab-window.c */
/* The name the title bar and the questions give the puzzle: its file's,
 * else its own title (a generated puzzle, one opened from the Experiments
 * window), else "Untitled". */
char    *_lab_window_dup_document_name   (LabWindow             *self);

/* lab-window-files.c */
void     _lab_window_files_init          (LabWindow             *self);
/* Asks Save / Discard / Cancel when the document has unsaved changes;
 * runs then (and destroy) only when the user did not cancel. */
void     _lab_window_confirm_discard     (LabWindow             *self,
                                          LabWindowContinuation  then,
                                          gpointer               data,
                                          GDestroyNotify         destroy);
void     _lab_window_show_error          (LabWindow             *self,
                                          const char            *heading,
                                          const char            *body);

/* lab-window-exchange.c */
void     _lab_window_exchange_init       (LabWindow             *self);

/* lab-window-export.c */
void     _lab_window_pictures_init         (LabWindow             *self);
/* A toast that names the file written, with a button that opens it. */
void     _lab_window_show_exported       (LabWindow             *self,
                                          GFile                 *file);

/* lab-window-visualize.c */
void     _lab_window_visualize_init      (LabWindow             *self);
void     _lab_window_visualize_dispose   (LabWindow             *self);
/* Shows player's run in the visualizer panel, opened from file. */
void     _lab_window_show_run            (LabWindow             *self,
                                          FutoshikiTracePlayer  *player,
                                          GFile                 *file);

/* Puts the search tree's pane back where the user left its divider, once
 * the paned has a width (lab-window-visualize.c). */
void     _lab_window_restore_tree_pane   (LabWindow             *self);
/* lab-window-present.c: win.present (F5), the board, the tree and the
 * sentence full screen. */
void     _lab_window_present_init        (LabWindow             *self);
void     _lab_window_present_dispose     (LabWindow             *self);
/* The state follows the player's presence: a window without a recording
 * to show leaves presentation mode. */
void     _lab_window_present_update      (LabWindow             *self);
/* lab-window-lesson.c */
void     _lab_window_lesson_init         (LabWindow             *self);
void     _lab_window_lesson_dispose      (LabWindow             *self);
/* LabWindow's LabLessonHost: the Lessons window shows its steps here. */
void     _lab_window_lesson_host_init    (LabLessonHostInterface *iface);

/* lab-window-session.c */
void     _lab_window_session_init        (LabWindow             *self);
void     _lab_window_session_dispose     (LabWindow             *self);
/* Follows the window's session (after ensure_session). */
void     _lab_window_session_follow      (LabWindow             *self);
/* The document was restored: remember its file as not yet confirmed, and
 * say what came back (damage: what did not). */
void     _lab_window_session_restored    (LabWindow             *self,
                                          const GError          *damage);
/* Says in the window that the last session could not be restored. */
void     _lab_window_session_lost        (LabWindow             *self,
                                          const GError          *error);
/* The document's file changed: a restored file the document no longer
 * names is forgotten. */
void     _lab_window_session_file_changed (LabWindow            *self);
/* Another document came: whatever was restored before is forgotten. */
void     _lab_window_session_forget_restored (LabWindow         *self);
/* Whether Save may write to file without asking; trust_file records that
 * the user chose it (opened, saved or confirmed it) in this run. */
gboolean _lab_window_session_trusts_file (LabWindow             *self,
                                          GFile                 *file);
void     _lab_window_session_trust_file  (LabWindow             *self,
                                          GFile                 *file);
typedef void (*LabWindowOverwriteAnswer) (LabWindow  *self,
                                          const char *response,
                                          gpointer    data);
/* Asks whether to save over file, restored from an earlier session;
 * answer runs once, with "replace" (file is trusted from then on),
 * "save-as" or "cancel", and owns data. */
void     _lab_window_session_ask_overwrite (LabWindow              *self,
                                            GFile                  *file,
                                            LabWindowOverwriteAnswer answer,
                                            gpointer                data);

/* lab-window-status.c */
void     _lab_window_update_status       (LabWindow             *self);
/* The status line shows a run under way in place of the game's status. */
void     _lab_window_show_solve_progress (LabWindow             *self);

G_END_DECLS
