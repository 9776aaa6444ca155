/* app-test-util.h: waiting for and finding widgets in widget tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

typedef gboolean (*LabTestCondition) (gpointer data);

/* Spins the main loop until cond (data) holds; fails the test after
 * twenty seconds. */
void       lab_test_wait_until        (LabTestCondition  cond,
                                       gpointer          data);
/* Until a widget is mapped and has drawn some frames it may show nothing. */
void       lab_test_wait_for_frames   (GtkWidget        *widget,
                                       guint             n_frames);
/* The first visible toplevel of type other than except, or NULL. */
GtkWindow *lab_test_find_toplevel     (GType             type,
                                       GtkWindow        *except);
/* Waits for such a toplevel and for its first frames. */
GtkWindow *lab_test_wait_for_toplevel (GType             type,
                                       GtkWindow        *except);
/* The first descendant button of root labelled label (mnemonic included). */
GtkWidget *lab_test_find_button       (GtkWidget        *root,
                                       const char       *label);
/* The child of widget's template (of its class type or a parent class)
 * with this id in the .ui file; fails the test when there is none. */
GtkWidget *lab_test_template_child    (GtkWidget        *widget,
                                       GType             type,
                                       const char       *id);
/* root itself or its first descendant of type type, or NULL. */
GtkWidget *lab_test_find_descendant   (GtkWidget        *root,
                                       GType             type);
/* root itself or its first descendant label whose text holds text, or NULL. */
GtkWidget *lab_test_find_label_containing (GtkWidget     *root,
                                           const char    *text);
/* The first descendant AdwPreferencesRow of root titled title. */
GtkWidget *lab_test_find_row          (GtkWidget        *root,
                                       const char       *title);
/* The widget's own shortcut (class bindings included) for exactly this
 * key and these modifiers, or NULL. */
GtkShortcut *lab_test_find_shortcut   (GtkWidget        *widget,
                                       guint             keyval,
                                       GdkModifierType   modifiers);
/* Destroys (or, with close, closes) window and waits until it is gone:
 * nothing may keep it alive. */
void       lab_test_destroy_window    (GtkWindow        *window,
                                       gboolean          close);

/* Cases about file permissions mean nothing as root, who may read and
 * write anything. As root (as in CI), runs this executable's test_path in
 * a child as nobody (setpriv), with a D-Bus session of its own and a copy
 * of the display's cookie it may read, fails the test when the child
 * fails or skips, and returns TRUE; as anyone else returns FALSE: run the
 * case in this process then. */
gboolean   lab_test_run_unprivileged  (const char       *test_path);

/* Points the session folder (FUTOSHIKI_LAB_SESSION_DIR) and the XDG data
 * folder (recent files) into a new temporary folder, so that tests never
 * touch the user's files or each other's. Returns the folder. */
char      *lab_test_isolate           (void);
/* Removes a folder and everything in it. */
void       lab_test_remove_tree       (const char       *path);

G_END_DECLS
