/* lab-export-dialog.h: the options of an export, with a live preview
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "futo-export.h"
#include "futo-render-tree.h"
#include "futoshiki-document.h"
#include "futoshiki-solution-check.h"
#include "futoshiki-trace-player.h"

G_BEGIN_DECLS

#define LAB_TYPE_EXPORT_DIALOG (lab_export_dialog_get_type ())

G_DECLARE_FINAL_TYPE (LabExportDialog, lab_export_dialog, LAB, EXPORT_DIALOG, AdwWindow)

/* check may be NULL: the solution is then not offered. */
LabExportDialog *lab_export_dialog_new            (GtkWindow        *parent,
                                                   FutoshikiDocument      *document,
                                                   FutoshikiSolutionCheck *check);
FutoshikiDocument     *lab_export_dialog_get_document   (LabExportDialog  *self);
/* The visualizer's player while the board shows its frame, or NULL: its
 * current frame is then offered as content. */
void             lab_export_dialog_set_trace_player (LabExportDialog *self,
                                                     FutoshikiTracePlayer  *player);
/* Writes the export with the options shown to file, replacing it whole
 * or not at all. Emits ::exported and closes the dialog on success;
 * shows the error and stays open otherwise. What Export… does after the
 * file chooser. */
void             lab_export_dialog_export_to_file (LabExportDialog  *self,
                                                   GFile            *file);

/* The options and format the dialog shows. options->solution points into
 * the solution check and options->page_* hold the chosen paper. */
void             lab_export_dialog_get_options    (LabExportDialog  *self,
                                                   FutoExportOptions *options,
                                                   FutoExportFormat *format);
/* The search tree to export instead of a board, or NULL; the options of
 * its export. */
const FutoSearchTree *
                 lab_export_dialog_get_tree       (LabExportDialog  *self,
                                                   FutoTreeExportOptions *options);
/* The game those options draw. */
const FutoGame  *lab_export_dialog_get_game       (LabExportDialog  *self);

G_END_DECLS
