/* lab-run-export-dialog.h: a recorded run exported as slides
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "futoshiki-document.h"
#include "futoshiki-slide-deck.h"
#include "futoshiki-trace-player.h"

G_BEGIN_DECLS

/* More pages than this are not offered: a deck that long helps no class,
 * and writing it would take minutes. The command line's `slides` stops at
 * the same number unless --max-pages raises it. */
#define LAB_RUN_EXPORT_MAX_PAGES FUTOSHIKI_SLIDE_DECK_DEFAULT_MAX_PAGES

#define LAB_TYPE_SLIDES_DIALOG (lab_slides_dialog_get_type ())

G_DECLARE_FINAL_TYPE (LabSlidesDialog, lab_slides_dialog, LAB, SLIDES_DIALOG, AdwWindow)

/* document may be NULL; its file says where the file chooser opens and
 * its title names the puzzle on the slides. */
LabSlidesDialog *lab_slides_dialog_new            (GtkWindow          *parent,
                                                   FutoshikiTracePlayer     *player,
                                                   FutoshikiDocument        *document);
FutoshikiTracePlayer     *lab_slides_dialog_get_player     (LabSlidesDialog *self);
/* The pages the options shown make, 0 when they make none (the reason is
 * shown). */
guint64             lab_slides_dialog_get_n_pages    (LabSlidesDialog *self);
/* The preview of the first page, once drawn (NULL before, or with no page). */
GdkPaintable       *lab_slides_dialog_get_preview    (LabSlidesDialog *self);
/* Writes the slides to file (the first of the numbered files for SVG and
 * PNG) in a worker thread. Emits ::exported with the file and closes the
 * dialog on success; shows the error and stays open otherwise. What
 * Export… does after the file chooser. */
void                lab_slides_dialog_export_to_file (LabSlidesDialog *self,
                                                      GFile              *file);

G_END_DECLS
