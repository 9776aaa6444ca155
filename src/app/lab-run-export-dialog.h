/* lab-run-export-dialog.h: a recorded run exported as slides
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lab-document.h"
#include "lab-trace-player.h"

G_BEGIN_DECLS

/* More pages than this are not offered: a deck that long helps no class,
 * and writing it would take minutes. */
#define LAB_RUN_EXPORT_MAX_PAGES 1000

#define LAB_TYPE_RUN_EXPORT_DIALOG (lab_run_export_dialog_get_type ())

G_DECLARE_FINAL_TYPE (LabRunExportDialog, lab_run_export_dialog, LAB, RUN_EXPORT_DIALOG, AdwWindow)

/* document may be NULL; its file says where the file chooser opens and
 * its title names the puzzle on the slides. */
LabRunExportDialog *lab_run_export_dialog_new            (GtkWindow          *parent,
                                                          LabTracePlayer     *player,
                                                          LabDocument        *document);
LabTracePlayer     *lab_run_export_dialog_get_player     (LabRunExportDialog *self);
/* The pages the options shown make, 0 when they make none (the reason is
 * shown). */
guint64             lab_run_export_dialog_get_n_pages    (LabRunExportDialog *self);
/* Writes the slides to file (the first of the numbered files for SVG and
 * PNG) in a worker thread. Emits ::exported with the file and closes the
 * dialog on success; shows the error and stays open otherwise. What
 * Export… does after the file chooser. */
void                lab_run_export_dialog_export_to_file (LabRunExportDialog *self,
                                                          GFile              *file);

G_END_DECLS
