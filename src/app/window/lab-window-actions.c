/* lab-window-actions.c: the win.* actions for the puzzle and the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything the board can do also exists as an action, so that menus,
 * buttons, accelerators, tests and D-Bus (org.gtk.Actions) reach it the
 * same way: a new, generated or resized puzzle, its kind, undo, the modes,
 * pencil marks, zoom. The file actions are in lab-window-files.c, the
 * hint and solve actions belong to their controllers.
 */
#define G_LOG_DOMAIN "lab-window-actions"

#include "config.h"

#include <glib/gi18n.h>

#include "futoshiki-document-play.h"
#include "lab-generate-dialog.h"
#include "lab-window-private.h"

#define ZOOM_STEP 1.25

/* data packs the size and, above it, the FutoMode (NEW_PUZZLE_MODE_SHIFT). */
#define NEW_PUZZLE_MODE_SHIFT 8

static void
new_document (LabWindow *self,
              gpointer   data)
{
  int packed = GPOINTER_TO_INT (data);
  int size = packed & ((1 << NEW_PUZZLE_MODE_SHIFT) - 1);
  FutoPuzzle *puzzle = futo_puzzle_new_with_mode (size, packed >> NEW_PUZZLE_MODE_SHIFT);
  g_autoptr(FutoshikiDocument) document = futoshiki_document_new_for_game (futo_game_new (puzzle), NULL);

  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_EDIT);
  lab_window_set_document (self, document);
}

/* The size dialog serves New Puzzle and Resize Board. */
static GtkWidget *
size_dialog_new (LabWindow  *self,
                 const char *heading,
                 const char *body,
                 const char *accept,
                 int         value)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  GtkWidget *spin = gtk_spin_button_new_with_range (FUTO_MIN_SIZE, FUTO_MAX_SIZE, 1);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "accept", accept,
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "accept",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "accept");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_halign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board size"),
                                  -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), spin);

  /* GtkSpinButton in GTK 4.8 has no activates-default of its own; its text
   * field does, so that Enter presses the default button. */
  gtk_text_set_activates_default (GTK_TEXT (gtk_editable_get_delegate (GTK_EDITABLE (spin))), TRUE);
  return dialog;
}

static int
size_dialog_get_value (AdwMessageDialog *dialog)
{
  GtkSpinButton *spin = GTK_SPIN_BUTTON (adw_message_dialog_get_extra_child (dialog));

  gtk_spin_button_update (spin);
  return gtk_spin_button_get_value_as_int (spin);
}

static void
on_new_puzzle_response (AdwMessageDialog *dialog,
                        const char       *response,
                        LabWindow        *self)
{
  /* "accept" makes a puzzle with signs, "adjacent" one with Adjacent marks. */
  int mode = g_strcmp0 (response, "adjacent") == 0 ? FUTO_MODE_ADJACENT : FUTO_MODE_UNEQUAL;

  if (g_strcmp0 (response, "accept") != 0 && mode != FUTO_MODE_ADJACENT)
    return;
  _lab_window_confirm_discard (self, new_document,
                               GINT_TO_POINTER (size_dialog_get_value (dialog)
                                                | mode << NEW_PUZZLE_MODE_SHIFT), NULL);
}

static void
new_puzzle_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  LabWindow *self = user_data;
  GtkWidget *dialog;

  dialog = size_dialog_new (self, _("New Puzzle"),
                            _("Choose the number of rows and columns, and the kind of puzzle: "
                              "signs between cells, or Adjacent marks between values one apart."),
                            _("C_reate"), g_settings_get_int (self->settings, "default-size"));
  /* The second kind of puzzle (win.puzzle-mode switches later too). */
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "adjacent", _("Create _Adjacent"));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_new_puzzle_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_resize_response (AdwMessageDialog *dialog,
                    const char       *response,
                    LabWindow        *self)
{
  if (g_strcmp0 (response, "accept") == 0 && self->document != NULL)
    futoshiki_document_resize (self->document, size_dialog_get_value (dialog));
}

static void
resize_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  LabWindow *self = user_data;
  GtkWidget *dialog;

  dialog = size_dialog_new (self, _("Resize Board"),
                            _("Givens, signs and entries that fit on the new board are kept. "
                              "Undo brings back the old board."),
                            _("_Resize"), futoshiki_document_get_size (self->document));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_resize_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
open_generated (LabWindow *self,
                gpointer   data)
{
  lab_window_set_game (self, futo_game_copy (data), NULL);
  /* Not marked unsaved although it is nowhere on disk: an untouched
   * puzzle holds nothing of the player's, and asking "Save Changes?" at
   * the next new game would be a question about nothing (issue 32). The
   * first entry or mark makes it dirty as on any document. */
  if (self->document != NULL)
    {
      futoshiki_document_set_mode (self->document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
      _lab_window_statistics_started (self);
    }
}

/* The generator's dialog chooses and generates; the window asks about
 * unsaved changes only once there is a puzzle to replace them with. */
void
_lab_window_open_generated (LabWindow *self,
                            FutoGame  *game)
{
  _lab_window_confirm_discard (self, open_generated, game, (GDestroyNotify) futo_game_free);
}

static void
on_generated (LabGenerateDialog *dialog,
              LabWindow         *self)
{
  FutoGame *game = lab_generate_dialog_steal_game (dialog);

  if (game != NULL)
    _lab_window_open_generated (self, game);
}

static void
generate_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  LabWindow *self = user_data;
  LabGenerateDialog *dialog = lab_generate_dialog_new (GTK_WINDOW (self));

  g_signal_connect_object (dialog, "generated", G_CALLBACK (on_generated), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The kind of puzzle
 *
 * The two kinds of puzzle of Simon Tatham's Unequal: signs between
 * neighbours ("unequal"), or marks between neighbours one apart, with
 * every such pair marked ("adjacent"). Neither kind's marks mean anything
 * in the other, so switching a board that has some asks first and says
 * that Undo brings them back. */

static const char *
mode_id (FutoMode mode)
{
  return mode == FUTO_MODE_ADJACENT ? "adjacent" : "unequal";
}

static void
switch_puzzle_mode (LabWindow *self,
                    FutoMode   mode)
{
  if (self->document != NULL && futoshiki_document_set_puzzle_mode (self->document, mode))
    _lab_window_update_actions (self);
}

static void
on_switch_response (AdwMessageDialog *dialog,
                    const char       *response,
                    LabWindow        *self)
{
  if (g_strcmp0 (response, "switch") == 0)
    switch_puzzle_mode (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "mode")));
}

static void
puzzle_mode_changed (GSimpleAction *action,
                     GVariant      *state,
                     gpointer       user_data)
{
  LabWindow *self = user_data;
  const char *id = g_variant_get_string (state, NULL);
  FutoMode mode = g_str_equal (id, "adjacent") ? FUTO_MODE_ADJACENT : FUTO_MODE_UNEQUAL;
  int marks;
  GtkWidget *dialog;
  g_autofree char *body = NULL;

  if (self->document == NULL || futoshiki_document_get_puzzle_mode (self->document) == mode)
    return;

  marks = futo_puzzle_count_signs (futoshiki_document_get_puzzle (self->document));
  if (marks == 0)
    {
      switch_puzzle_mode (self, mode);
      return;
    }

  if (mode == FUTO_MODE_ADJACENT)
    body = g_strdup_printf (ngettext ("The board’s %d sign means nothing in an Adjacent puzzle and will be "
                                      "removed. Givens stay. Undo brings the sign back.",
                                      "The board’s %d signs mean nothing in an Adjacent puzzle and will be "
                                      "removed. Givens stay. Undo brings the signs back.", marks), marks);
  else
    body = g_strdup_printf (ngettext ("The board’s %d Adjacent mark means nothing in a puzzle with signs and "
                                      "will be removed. Givens stay. Undo brings the mark back.",
                                      "The board’s %d Adjacent marks mean nothing in a puzzle with signs and "
                                      "will be removed. Givens stay. Undo brings the marks back.", marks),
                            marks);
  dialog = adw_message_dialog_new (GTK_WINDOW (self),
                                   mode == FUTO_MODE_ADJACENT ? _("Switch to Adjacent?")
                                                              : _("Switch to Signs?"),
                                   body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "switch", _("_Switch"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "switch",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "mode", GINT_TO_POINTER (mode));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_switch_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
undo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  LabWindow *self = user_data;

  futoshiki_document_undo (self->document);
}

static void
redo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  LabWindow *self = user_data;

  futoshiki_document_redo (self->document);
}

static void
mode_changed (GSimpleAction *action,
              GVariant      *state,
              gpointer       user_data)
{
  LabWindow *self = user_data;
  const char *mode = g_variant_get_string (state, NULL);

  if (g_str_equal (mode, "edit"))
    futoshiki_document_set_mode (self->document, FUTOSHIKI_DOCUMENT_MODE_EDIT);
  else if (g_str_equal (mode, "play"))
    futoshiki_document_set_mode (self->document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
}

static void
toggle_mode_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  LabWindow *self = user_data;

  futoshiki_document_set_mode (self->document,
                               futoshiki_document_get_mode (self->document) == FUTOSHIKI_DOCUMENT_MODE_EDIT
                               ? FUTOSHIKI_DOCUMENT_MODE_PLAY : FUTOSHIKI_DOCUMENT_MODE_EDIT);
}

static void
pencil_mode_changed (GSimpleAction *action,
                     GVariant      *state,
                     gpointer       user_data)
{
  LabWindow *self = user_data;

  lab_board_set_pencil_mode (self->board, g_variant_get_boolean (state));
}

static void
fill_candidates_activated (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       user_data)
{
  LabWindow *self = user_data;

  futoshiki_document_fill_candidates (self->document);
}

static void
clear_pencil_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  LabWindow *self = user_data;

  futoshiki_document_clear_all_pencil (self->document);
}

static void
restart_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  LabWindow *self = user_data;

  if (futoshiki_document_restart (self->document))
    lab_window_show_toast (self, _("Restarted. Undo brings your entries back."));
}

static void
show_difference_activated (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       user_data)
{
  LabWindow *self = user_data;

  if (lab_board_get_has_difference (self->board))
    lab_board_set_difference (self->board, NULL, NULL);
  else
    lab_board_set_difference (self->board,
                              futoshiki_solution_check_get_solution (self->check, 0),
                              futoshiki_solution_check_get_solution (self->check, 1));
}

static void
zoom_in_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  LabWindow *self = user_data;

  lab_board_set_zoom (self->board, lab_board_get_zoom (self->board) * ZOOM_STEP);
}

static void
zoom_out_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  LabWindow *self = user_data;

  lab_board_set_zoom (self->board, lab_board_get_zoom (self->board) / ZOOM_STEP);
}

static void
zoom_reset_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  LabWindow *self = user_data;

  lab_board_set_zoom (self->board, LAB_BOARD_MIN_ZOOM);
}

/* Mistakes and savepoints
 *
 * Back to Last Good Position needs the puzzle's one solution, which the
 * solution check finds in the background; until it has, it is off, and
 * Check only looks for broken rules. Check answers in a toast, in words
 * that name a broken rule's cell but never which entry leads away from
 * the solution. */

static const guint8 *
unique_solution (LabWindow *self)
{
  if (self->check == NULL
      || futoshiki_solution_check_get_state (self->check) != FUTOSHIKI_SOLUTION_STATE_UNIQUE)
    return NULL;
  return futoshiki_solution_check_get_solution (self->check, 0);
}

static void
check_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  LabWindow *self = user_data;
  g_autofree char *message = NULL;
  int cell = -1;

  if (self->document == NULL)
    return;
  if (futoshiki_document_check_position (self->document, unique_solution (self), &cell, &message)
      == FUTOSHIKI_POSITION_CONFLICT)
    {
      int n = futoshiki_document_get_size (self->document);

      lab_board_set_cursor (self->board, cell / n, cell % n);
    }
  lab_window_show_toast (self, message);
}

static void
back_to_good_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  LabWindow *self = user_data;
  const guint8 *solution = unique_solution (self);

  if (self->document == NULL || solution == NULL)
    return;
  if (futoshiki_document_back_to_good (self->document, solution))
    lab_window_show_toast (self, _("Back at the last position the solution can be reached from. "
                                   "Undo brings your moves back."));
  else if (futoshiki_document_check_position (self->document, solution, NULL, NULL)
           == FUTOSHIKI_POSITION_GOOD)
    lab_window_show_toast (self, _("All entries so far are right: there is nothing to go back from."));
  else
    lab_window_show_toast (self, _("No good position is left in the history."));
}

static void
commit_pencil_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  LabWindow *self = user_data;

  if (self->document != NULL && !futoshiki_document_commit_pencil (self->document))
    lab_window_show_toast (self, _("No cell has a single pencil mark."));
}

static void
savepoint_mark_activated (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  LabWindow *self = user_data;
  g_autofree char *text = NULL;
  guint number;

  if (self->document == NULL)
    return;
  number = futoshiki_document_add_savepoint (self->document);
  /* Translators: a toast, "Savepoint 2 marked" */
  text = g_strdup_printf (_("Savepoint %u marked"), number);
  lab_window_show_toast (self, text);
}

static void
savepoint_restore_activated (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  LabWindow *self = user_data;
  guint number = g_variant_get_uint32 (parameter);
  g_autofree char *text = NULL;

  if (self->document == NULL)
    return;
  if (futoshiki_document_restore_savepoint (self->document, number))
    /* Translators: a toast, "Back at savepoint 2. Undo brings your moves back." */
    text = g_strdup_printf (_("Back at savepoint %u. Undo brings your moves back."), number);
  else
    /* Translators: a toast: the board is as the savepoint left it, or is
     * no longer the board it was marked on */
    text = g_strdup_printf (_("Savepoint %u has nothing to bring back to this board."), number);
  lab_window_show_toast (self, text);
}

static void
savepoint_drop_activated (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  LabWindow *self = user_data;

  if (self->document != NULL)
    futoshiki_document_drop_savepoint (self->document, g_variant_get_uint32 (parameter));
}

/* The Savepoints submenu: one item a savepoint to return to, and one to
 * drop it, newest first, rebuilt when the list or the document changes. */
static void
fill_savepoint_menu (LabWindow         *self,
                     FutoshikiDocument *document)
{
  guint n = futoshiki_document_get_n_savepoints (document);
  g_autoptr(GMenu) restore = g_menu_new ();
  g_autoptr(GMenu) drop = g_menu_new ();

  g_menu_remove_all (self->savepoint_menu);
  for (guint i = n; i > 0; i--)
    {
      guint number = futoshiki_document_get_savepoint_number (document, i - 1);
      g_autofree char *label = futoshiki_document_dup_savepoint_label (document, number);
      g_autoptr(GMenuItem) back = g_menu_item_new (label, NULL);
      g_autoptr(GMenuItem) gone = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (back, "win.savepoint-restore", g_variant_new_uint32 (number));
      g_menu_item_set_action_and_target_value (gone, "win.savepoint-drop", g_variant_new_uint32 (number));
      g_menu_append_item (restore, back);
      g_menu_append_item (drop, gone);
    }
  if (n > 0)
    {
      g_menu_append_section (self->savepoint_menu, NULL, G_MENU_MODEL (restore));
      g_menu_append_submenu (self->savepoint_menu, _("_Drop a Savepoint"), G_MENU_MODEL (drop));
    }
}

static void
on_savepoints_changed (LabWindow *self)
{
  fill_savepoint_menu (self, self->document);
  _lab_window_update_actions (self);
}

/* The group binds a new document before the window holds it. */
static void
on_document_bound (LabWindow *self,
                   GObject   *document)
{
  fill_savepoint_menu (self, FUTOSHIKI_DOCUMENT (document));
}

static void
on_document_unbound (LabWindow *self)
{
  /* Also while the window goes, before its template's objects do. */
  if (self->savepoint_menu != NULL)
    g_menu_remove_all (self->savepoint_menu);
}

/* win.set-cell (row, column, value): what typing value into that cell
 * does in the current mode, 0 clearing it. For scripts, tests and D-Bus. */
static void
set_cell_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  LabWindow *self = user_data;
  int row, col, value, n;

  g_variant_get (parameter, "(iii)", &row, &col, &value);
  n = futoshiki_document_get_size (self->document);
  if (row < 0 || col < 0 || row >= n || col >= n || value < 0 || value > n)
    return;
  /* As typing: a solved board is locked (lab-window-completion.c). */
  if (lab_board_get_locked (self->board))
    return;

  if (futoshiki_document_get_mode (self->document) == FUTOSHIKI_DOCUMENT_MODE_EDIT)
    futoshiki_document_set_given (self->document, row, col, value);
  else if (value == 0)
    futoshiki_document_clear_cell (self->document, row, col);
  else
    futoshiki_document_set_entry (self->document, row, col, value);
}

static const GActionEntry win_actions[] = {
  { "new-puzzle", new_puzzle_activated },
  { "generate", generate_activated },
  { "resize", resize_activated },
  { "puzzle-mode", NULL, "s", "'unequal'", puzzle_mode_changed },
  { "undo", undo_activated },
  { "redo", redo_activated },
  { "mode", NULL, "s", "'edit'", mode_changed },
  { "toggle-mode", toggle_mode_activated },
  { "pencil-mode", NULL, NULL, "false", pencil_mode_changed },
  { "fill-candidates", fill_candidates_activated },
  { "clear-pencil", clear_pencil_activated },
  { "restart", restart_activated },
  { "show-difference", show_difference_activated },
  { "zoom-in", zoom_in_activated },
  { "zoom-out", zoom_out_activated },
  { "zoom-reset", zoom_reset_activated },
  { "set-cell", set_cell_activated, "(iii)" },
  { "check", check_activated },
  { "back-to-good", back_to_good_activated },
  { "commit-pencil", commit_pencil_activated },
  { "savepoint-mark", savepoint_mark_activated },
  { "savepoint-restore", savepoint_restore_activated, "u" },
  { "savepoint-drop", savepoint_drop_activated, "u" },
};

void
_lab_window_set_action_enabled (LabWindow  *self,
                                const char *name,
                                gboolean    enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
set_state (LabWindow  *self,
           const char *name,
           GVariant   *state)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_state (G_SIMPLE_ACTION (action), state);
}

void
_lab_window_update_actions (LabWindow *self)
{
  gboolean has = self->document != NULL;
  gboolean play = has && futoshiki_document_get_mode (self->document) == FUTOSHIKI_DOCUMENT_MODE_PLAY;
  /* A solved board takes no marks until the player chooses to edit. */
  gboolean open = play && !lab_board_get_locked (self->board);
  FutoshikiSolutionState state = self->check != NULL ? futoshiki_solution_check_get_state (self->check)
                                               : FUTOSHIKI_SOLUTION_STATE_CHECKING;
  double zoom = lab_board_get_zoom (self->board);
  static const char * const document_actions[] = {
    "toggle-mode", "mode", "set-cell", "zoom-reset", "save", "save-as", "export-grid", "copy",
    "export", "print", "copy-image",
  };

  for (guint i = 0; i < G_N_ELEMENTS (document_actions); i++)
    _lab_window_set_action_enabled (self, document_actions[i], has);
  _lab_window_set_action_enabled (self, "undo", has && futoshiki_document_get_can_undo (self->document));
  _lab_window_set_action_enabled (self, "redo", has && futoshiki_document_get_can_redo (self->document));
  _lab_window_set_action_enabled (self, "resize", has && !play);
  _lab_window_set_action_enabled (self, "puzzle-mode", has && !play);
  _lab_window_set_action_enabled (self, "pencil-mode", play);
  _lab_window_set_action_enabled (self, "fill-candidates", open);
  _lab_window_set_action_enabled (self, "clear-pencil", open);
  _lab_window_set_action_enabled (self, "restart", play);
  /* Without the one solution (several, or not known yet) Check still
   * finds broken rules. */
  _lab_window_set_action_enabled (self, "check", play);
  _lab_window_set_action_enabled (self, "back-to-good", open && state == FUTOSHIKI_SOLUTION_STATE_UNIQUE);
  _lab_window_set_action_enabled (self, "commit-pencil", open);
  _lab_window_set_action_enabled (self, "savepoint-mark", open);
  _lab_window_set_action_enabled (self, "savepoint-restore",
                                  open && futoshiki_document_get_n_savepoints (self->document) > 0);
  _lab_window_set_action_enabled (self, "savepoint-drop",
                                  has && futoshiki_document_get_n_savepoints (self->document) > 0);
  _lab_window_set_action_enabled (self, "show-difference", has && !play && state == FUTOSHIKI_SOLUTION_STATE_MULTIPLE);
  _lab_window_set_action_enabled (self, "keep-editing", has && lab_board_get_locked (self->board));
  _lab_window_set_action_enabled (self, "play-again", play);
  _lab_window_set_action_enabled (self, "zoom-in", has && zoom < LAB_BOARD_MAX_ZOOM);
  _lab_window_set_action_enabled (self, "zoom-out", has && zoom > LAB_BOARD_MIN_ZOOM);

  set_state (self, "mode", g_variant_new_string (play ? "play" : "edit"));
  set_state (self, "pencil-mode", g_variant_new_boolean (lab_board_get_pencil_mode (self->board)));
  if (has)
    set_state (self, "puzzle-mode",
               g_variant_new_string (mode_id (futoshiki_document_get_puzzle_mode (self->document))));
  gtk_widget_set_visible (self->hint_button, play);
  gtk_widget_set_visible (self->play_menu_button, play);

  /* A difference belongs to the check that found it. */
  if (state != FUTOSHIKI_SOLUTION_STATE_MULTIPLE && lab_board_get_has_difference (self->board))
    lab_board_set_difference (self->board, NULL, NULL);
}

static void
on_value_rejected (LabWindow *self,
                   int        value)
{
  int n = futoshiki_document_get_size (self->document);
  g_autofree char *text =
    /* Translators: a toast after typing a value too large for the board,
     * "7 does not fit: a 5 × 5 puzzle takes 1 to 5" */
    g_strdup_printf (_("%d does not fit: a %d × %d puzzle takes 1 to %d"), value, n, n, n);

  lab_window_show_toast (self, text);
}

void
_lab_window_actions_init (LabWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions,
                                   G_N_ELEMENTS (win_actions), self);
  g_signal_connect_object (self->board, "notify::pencil-mode",
                           G_CALLBACK (_lab_window_update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::zoom",
                           G_CALLBACK (_lab_window_update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::has-difference",
                           G_CALLBACK (_lab_window_update_status), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "value-rejected",
                           G_CALLBACK (on_value_rejected), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_swapped (self->document_signals, "notify::n-savepoints",
                                  G_CALLBACK (on_savepoints_changed), self);
  /* The group's target is the document shown: each brings its own
   * savepoints. */
  g_signal_connect_object (self->document_signals, "bind",
                           G_CALLBACK (on_document_bound), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document_signals, "unbind",
                           G_CALLBACK (on_document_unbound), self, G_CONNECT_SWAPPED);
}
