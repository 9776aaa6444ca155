/* futoshiki-file-save.c: the core's atomic save with a sentence for people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "futoshiki-file-save.h"

#include <glib/gi18n-lib.h>

#include "futo-atomic-file.h"

/* The sentence, naming the file as shown: the path as the command line's
 * user typed it, the base name for a file picked in a dialog. */
static void
set_error_named (GError     **error,
                 const char  *path,
                 const char  *shown,
                 int          error_number)
{
  const char *reason = g_dgettext (GETTEXT_PACKAGE, futo_atomic_file_reason (error_number));

  /* A failed save leaves the target as it was, so a file there now is the
   * old one, unchanged. */
  if (futo_atomic_file_exists (path))
    /* TRANSLATORS: the first %s is a file's name, the second why it could
     * not be saved ("the disk is full") */
    g_set_error (error, G_IO_ERROR, g_io_error_from_errno (error_number),
                 _("Could not save “%s”: %s. The old file is unchanged."), shown, reason);
  else
    /* TRANSLATORS: as above, when there was no file before */
    g_set_error (error, G_IO_ERROR, g_io_error_from_errno (error_number),
                 _("Could not save “%s”: %s. No file was written."), shown, reason);
}

void
futoshiki_file_save_set_error (GError     **error,
                               const char  *path,
                               int          error_number)
{
  g_autofree char *shown = NULL;

  g_return_if_fail (path != NULL);

  /* Valid UTF-8, as every message must be whatever bytes the name holds. */
  shown = g_filename_display_name (path);
  set_error_named (error, path, shown, error_number);
}

gboolean
futoshiki_file_save_contents (const char  *path,
                              const void  *data,
                              gsize        length,
                              GError     **error)
{
  int err;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  err = futo_atomic_file_save (path, data != NULL ? data : "", length);
  if (err != 0)
    {
      futoshiki_file_save_set_error (error, path, err);
      return FALSE;
    }
  return TRUE;
}

gboolean
futoshiki_file_save_bytes (GFile         *file,
                           GBytes        *bytes,
                           GCancellable  *cancellable,
                           GError       **error)
{
  g_autofree char *path = NULL;
  gsize length;
  const void *data;
  int err;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);

  data = g_bytes_get_data (bytes, &length);
  path = g_file_get_path (file);
  if (path == NULL)
    return g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                                    cancellable, error);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  err = futo_atomic_file_save (path, data != NULL ? data : "", length);
  if (err != 0)
    {
      g_autofree char *shown = g_filename_display_basename (path);

      set_error_named (error, path, shown, err);
      return FALSE;
    }
  return TRUE;
}

static void
save_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GError *error = NULL;

  if (futoshiki_file_save_bytes (G_FILE (source_object), task_data, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
futoshiki_file_save_async (GFile               *file,
                           GBytes              *bytes,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (bytes != NULL);

  task = g_task_new (file, cancellable, callback, user_data);
  g_task_set_source_tag (task, futoshiki_file_save_async);
  g_task_set_task_data (task, g_bytes_ref (bytes), (GDestroyNotify) g_bytes_unref);
  g_task_run_in_thread (task, save_in_thread);
}

gboolean
futoshiki_file_save_finish (GFile         *file,
                            GAsyncResult  *result,
                            GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, file), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
