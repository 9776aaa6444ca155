/* lab-generate-dialog.h: choosing and generating a new puzzle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "futo-game.h"
#include "futo-generate.h"

G_BEGIN_DECLS

#define LAB_TYPE_GENERATE_DIALOG (lab_generate_dialog_get_type ())

G_DECLARE_FINAL_TYPE (LabGenerateDialog, lab_generate_dialog, LAB, GENERATE_DIALOG, AdwWindow)

LabGenerateDialog *lab_generate_dialog_new         (GtkWindow         *parent);
/* What the rows show; seed NULL or "" for a random one. */
void               lab_generate_dialog_set_choices (LabGenerateDialog *self,
                                                    int                size,
                                                    FutoMode           mode,
                                                    FutoLevel          level,
                                                    FutoClueStyle      style,
                                                    const char        *seed);
/* How long one Generate may search before it says it found nothing at
 * exactly that level (LAB_GENERATE_TIME_LIMIT seconds unless set). */
#define LAB_GENERATE_TIME_LIMIT 60.0
void               lab_generate_dialog_set_time_limit (LabGenerateDialog *self,
                                                    double             seconds);
/* What the Generate button does: starts generating in a thread. */
void               lab_generate_dialog_generate    (LabGenerateDialog *self);
/* What the Cancel button does while generating: stops, and stays open. */
void               lab_generate_dialog_cancel      (LabGenerateDialog *self);
gboolean           lab_generate_dialog_get_busy    (LabGenerateDialog *self);
/* The line under the choices: a reason the choices cannot be made, or
 * what the last attempt came to. */
const char        *lab_generate_dialog_get_status  (LabGenerateDialog *self);
/* In a "generated" handler: the new puzzle with its metadata, for the
 * caller to free. */
FutoGame          *lab_generate_dialog_steal_game  (LabGenerateDialog *self);

G_END_DECLS
