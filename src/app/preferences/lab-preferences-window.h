/* lab-preferences-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define LAB_TYPE_PREFERENCES_WINDOW (lab_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (LabPreferencesWindow, lab_preferences_window, LAB, PREFERENCES_WINDOW, AdwPreferencesWindow)

LabPreferencesWindow *lab_preferences_window_new          (GSettings            *settings);
GSettings            *lab_preferences_window_get_settings (LabPreferencesWindow *self);

G_END_DECLS
