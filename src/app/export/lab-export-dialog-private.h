/* lab-export-dialog-private.h: the dialog's insides, for its tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-export.h"
#include "futo-render-tree.h"
#include "lab-export-dialog.h"

G_BEGIN_DECLS

struct _LabExportDialog
{
  AdwWindow          parent_instance;

  FutoshikiDocument       *document;
  FutoshikiSolutionCheck  *check;
  FutoshikiTracePlayer    *trace_player;
  GSignalGroup      *trace_signals;
  /* The search tree of the player's run, offered once it is built. */
  GSignalGroup      *tree_signals;
  gboolean           tree_chosen;
  /* The game drawn for a trace: the document's, over the trace's puzzle,
   * and the frame, both valid until the player moves. */
  FutoGame           trace_game;
  /* Empty entries and pencil marks for a trace whose puzzle has another
   * size than the document's. */
  FutoGame          *trace_blank;
  FutoTraceFrame     trace_frame;
  GSettings         *settings;
  GCancellable      *cancellable;
  /* The content the user last chose, kept while the solution is not
   * available yet so that it is selected once the check finds it. */
  FutoExportContent  wanted_content;
  /* An export under way: the options cannot change under it. */
  gboolean           busy;

  /* Template children */
  GtkWidget         *export_button;
  GtkDrawingArea    *preview;
  GtkCheckButton    *puzzle_check;
  GtkCheckButton    *solution_check;
  GtkCheckButton    *state_check;
  GtkCheckButton    *trace_check;
  AdwActionRow      *trace_row;
  GtkCheckButton    *tree_check;
  AdwActionRow      *tree_row;
  AdwActionRow      *solution_row;
  AdwComboRow       *format_row;
  AdwPreferencesGroup *image_group;
  AdwActionRow      *scale_row;
  GtkSpinButton     *scale_spin;
  AdwExpanderRow    *width_expander;
  GtkSpinButton     *width_spin;
  AdwPreferencesGroup *print_group;
  GtkSpinButton     *cell_spin;
  AdwComboRow       *paper_row;
  AdwActionRow      *title_row;
  GtkSwitch         *title_switch;
  GtkSwitch         *caption_switch;
  GtkSwitch         *monochrome_switch;
  GtkSwitch         *labels_switch;
  AdwActionRow      *dark_row;
  GtkSwitch         *dark_switch;
  AdwActionRow      *transparent_row;
  GtkSwitch         *transparent_switch;
};

G_END_DECLS
