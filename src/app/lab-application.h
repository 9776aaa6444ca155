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

G_END_DECLS
