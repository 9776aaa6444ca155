/* lab-file-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Small helpers for whatever reads or writes files on the user's behalf:
 * opening and saving puzzles, exporting them.
 */
#define G_LOG_DOMAIN "lab-file-util"

#include "config.h"

#include <string.h>

#include "futoshiki-file-save.h"
#include "lab-file-util.h"

char *
lab_file_display_name (GFile *file)
{
  g_autofree char *basename = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  basename = g_file_get_basename (file);
  if (basename != NULL && g_file_is_native (file))
    return g_filename_display_name (basename);
  return basename != NULL ? g_steal_pointer (&basename) : g_file_get_uri (file);
}

/* Gives a name without an extension the one asked for, so that what the
 * user typed in a save dialog opens again by its type. */
GFile *
lab_file_with_extension (GFile      *file,
                         const char *extension)
{
  g_autofree char *basename = NULL;
  g_autoptr(GFile) parent = NULL;
  g_autofree char *named = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (extension != NULL, NULL);

  basename = g_file_get_basename (file);
  parent = g_file_get_parent (file);
  if (basename == NULL || parent == NULL || strchr (basename, '.') != NULL)
    return g_object_ref (file);
  named = g_strconcat (basename, extension, NULL);
  return g_file_get_child (parent, named);
}

char *
lab_file_stem (GFile *file)
{
  g_autofree char *name = NULL;
  char *dot;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = lab_file_display_name (file);
  dot = strrchr (name, '.');
  if (dot != NULL && dot != name)
    *dot = '\0';
  if (name[0] == '\0' || name[0] == '.')
    return NULL;
  return g_steal_pointer (&name);
}

/* Without a folder a save dialog opens in the folder the app was started
 * from, which has nothing to do with the puzzle. */
void
lab_file_chooser_open_beside (GtkFileChooser *chooser,
                              GFile          *file)
{
  g_autoptr(GFile) folder = NULL;

  g_return_if_fail (GTK_IS_FILE_CHOOSER (chooser));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (file != NULL)
    folder = g_file_get_parent (file);
  if (folder != NULL)
    gtk_file_chooser_set_current_folder (chooser, folder, NULL);
}

void
lab_file_chooser_add_filter (GtkFileChooser *chooser,
                             const char     *name,
                             const char     *mime_type,
                             ...)
{
  g_autoptr(GtkFileFilter) filter = NULL;
  const char *pattern;
  va_list args;

  g_return_if_fail (GTK_IS_FILE_CHOOSER (chooser));
  g_return_if_fail (name != NULL);

  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, name);
  if (mime_type != NULL)
    gtk_file_filter_add_mime_type (filter, mime_type);
  va_start (args, mime_type);
  while ((pattern = va_arg (args, const char *)) != NULL)
    gtk_file_filter_add_pattern (filter, pattern);
  va_end (args);

  gtk_file_chooser_add_filter (chooser, filter);
}

cairo_status_t
lab_file_append_bytes (void                *closure,
                       const unsigned char *data,
                       unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static void
on_replaced_for_task (GObject      *object,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  if (futoshiki_file_save_finish (G_FILE (object), result, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
lab_file_replace_for_task (GFile  *file,
                           GBytes *bytes,
                           GTask  *task)
{
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (bytes != NULL);
  g_return_if_fail (G_IS_TASK (task));

  futoshiki_file_save_async (file, bytes, g_task_get_cancellable (task), on_replaced_for_task, task);
}
