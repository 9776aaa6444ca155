/* lab-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define LAB_TYPE_APPLICATION (lab_application_get_type ())

G_DECLARE_FINAL_TYPE (LabApplication, lab_application, LAB, APPLICATION, AdwApplication)

LabApplication *lab_application_new                  (void);
GSettings      *lab_application_get_settings         (LabApplication *self);
/* Session slots (see futoshiki-session.c): wanted, if free, else the lowest
 * free one; wanted -1 for any. */
guint           lab_application_claim_session_slot   (LabApplication *self,
                                                      int             wanted);
void            lab_application_release_session_slot (LabApplication *self,
                                                      guint           slot);

G_END_DECLS
