/* lab-live-run-dialog.h: Run a Program…, the command line of a live run
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define LAB_TYPE_LIVE_RUN_DIALOG (lab_live_run_dialog_get_type ())

G_DECLARE_FINAL_TYPE (LabLiveRunDialog, lab_live_run_dialog, LAB, LIVE_RUN_DIALOG, AdwWindow)

/* The most recent commands the dialog remembers. */
#define LAB_LIVE_RUN_MAX_RECENT 10

/* Offers the most recent command; ::run (const char *command) when the
 * user runs one, which is then the most recent (the "live-run-commands"
 * setting), and the dialog closes. */
LabLiveRunDialog *lab_live_run_dialog_new         (GtkWindow        *parent);
const char       *lab_live_run_dialog_get_command (LabLiveRunDialog *self);
void              lab_live_run_dialog_set_command (LabLiveRunDialog *self,
                                                   const char       *command);
/* Runs the command shown, as the Run button does; FALSE when it is empty. */
gboolean          lab_live_run_dialog_run         (LabLiveRunDialog *self);

G_END_DECLS
