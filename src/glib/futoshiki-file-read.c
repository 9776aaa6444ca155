/* futoshiki-file-read.c: reading a user's file with a bound
 *
 * A local file is opened with O_NONBLOCK and checked with fstat() on the
 * descriptor that is then read, so that a file swapped for a FIFO or a
 * device between a check and the open cannot slip through, and opening a
 * FIFO with no writer does not wait. Anything else GIO can reach is asked
 * for its type first and read through a stream that stops one byte past
 * the limit.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "futoshiki-file-read.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <sys/stat.h>
#include <unistd.h>

static char *
file_name_for_message (GFile *file)
{
  g_autofree char *name = g_file_get_parse_name (file);

  /* A parse name may hold bytes that are not UTF-8; a message must not. */
  return g_utf8_make_valid (name, -1);
}

static void
set_not_regular (GError **error, GFile *file)
{
  g_autofree char *name = file_name_for_message (file);

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
               _("“%s” is not a regular file (it is a device, a pipe, a socket or a folder)"),
               name);
}

void
futoshiki_file_set_too_large_error (GError **error, GFile *file, gsize max_bytes)
{
  g_autofree char *name = file_name_for_message (file);
  g_autofree char *limit = g_format_size_full (max_bytes, G_FORMAT_SIZE_IEC_UNITS);

  /* TRANSLATORS: the first %s is a file's name, the second a size such as
   * "16.0 MiB" */
  g_return_if_fail (G_IS_FILE (file));

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
               _("“%s” is larger than %s, the most a file of its kind may hold"), name, limit);
}

static void
set_too_large (GError **error, GFile *file, gsize max_bytes)
{
  futoshiki_file_set_too_large_error (error, file, max_bytes);
}

static void
set_from_errno (GError **error, GFile *file, int saved_errno)
{
  g_autofree char *name = file_name_for_message (file);

  /* TRANSLATORS: a file's name, and why it cannot be read */
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               _("“%s” cannot be read: %s"), name, g_strerror (saved_errno));
}

static GBytes *
read_local (GFile *file, const char *path, gsize max_bytes,
            GCancellable *cancellable, GError **error)
{
  g_autoptr (GByteArray) contents = NULL;
  struct stat st;
  int fd;

  fd = open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
  if (fd < 0)
    {
      set_from_errno (error, file, errno);
      return NULL;
    }
  if (fstat (fd, &st) != 0)
    {
      set_from_errno (error, file, errno);
      close (fd);
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      set_not_regular (error, file);
      close (fd);
      return NULL;
    }
  if ((guint64) st.st_size > max_bytes)
    {
      set_too_large (error, file, max_bytes);
      close (fd);
      return NULL;
    }

  /* The size may have changed since fstat(); the loop holds the bound. */
  contents = g_byte_array_sized_new ((guint) st.st_size + 1);
  for (;;)
    {
      guint8 chunk[16384];
      ssize_t got;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          close (fd);
          return NULL;
        }
      got = read (fd, chunk, sizeof chunk);
      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        {
          set_from_errno (error, file, errno);
          close (fd);
          return NULL;
        }
      if (got == 0)
        break;
      if (contents->len + (gsize) got > max_bytes)
        {
          set_too_large (error, file, max_bytes);
          close (fd);
          return NULL;
        }
      g_byte_array_append (contents, chunk, (guint) got);
    }
  close (fd);
  g_byte_array_append (contents, (const guint8 *) "", 1);
  g_byte_array_set_size (contents, contents->len - 1);
  /* The NUL stays in the allocation past the length: readers that want a
   * C string may rely on it. */
  return g_byte_array_free_to_bytes (g_steal_pointer (&contents));
}

static GBytes *
read_through_gio (GFile *file, gsize max_bytes,
                  GCancellable *cancellable, GError **error)
{
  g_autoptr (GFileInputStream) stream = NULL;
  g_autoptr (GByteArray) contents = g_byte_array_new ();

  if (!futoshiki_file_check_regular (file, max_bytes, cancellable, error))
    return NULL;
  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return NULL;
  for (;;)
    {
      guint8 chunk[16384];
      gssize got = g_input_stream_read (G_INPUT_STREAM (stream), chunk, sizeof chunk,
                                        cancellable, error);
      if (got < 0)
        return NULL;
      if (got == 0)
        break;
      if (contents->len + (gsize) got > max_bytes)
        {
          set_too_large (error, file, max_bytes);
          return NULL;
        }
      g_byte_array_append (contents, chunk, (guint) got);
    }
  g_byte_array_append (contents, (const guint8 *) "", 1);
  g_byte_array_set_size (contents, contents->len - 1);
  return g_byte_array_free_to_bytes (g_steal_pointer (&contents));
}

GBytes *
futoshiki_file_read_bounded (GFile        *file,
                              gsize         max_bytes,
                              GCancellable *cancellable,
                              GError      **error)
{
  const char *path;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  path = g_file_peek_path (file);
  if (path != NULL)
    return read_local (file, path, max_bytes, cancellable, error);
  return read_through_gio (file, max_bytes, cancellable, error);
}

gboolean
futoshiki_file_check_regular (GFile        *file,
                               gsize         max_bytes,
                               GCancellable *cancellable,
                               GError      **error)
{
  g_autoptr (GFileInfo) info = NULL;
  g_autoptr (GError) query_error = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, cancellable, &query_error);
  if (info == NULL)
    {
      g_autofree char *name = file_name_for_message (file);

      g_set_error (error, query_error->domain, query_error->code,
                   _("“%s” cannot be read: %s"), name, query_error->message);
      return FALSE;
    }
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      set_not_regular (error, file);
      return FALSE;
    }
  if (max_bytes > 0 && g_file_info_get_size (info) > 0 &&
      (guint64) g_file_info_get_size (info) > max_bytes)
    {
      set_too_large (error, file, max_bytes);
      return FALSE;
    }
  return TRUE;
}

typedef struct
{
  gsize max_bytes;
} ReadData;

static void
read_data_free (gpointer data)
{
  ReadData *read_data = data;

  g_free (read_data);
}

static void
read_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  ReadData *read_data = task_data;
  GError *error = NULL;
  GBytes *bytes = futoshiki_file_read_bounded (G_FILE (source), read_data->max_bytes,
                                                cancellable, &error);

  if (bytes == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, bytes, (GDestroyNotify) g_bytes_unref);
}

void
futoshiki_file_read_bounded_async (GFile              *file,
                                    gsize               max_bytes,
                                    GCancellable       *cancellable,
                                    GAsyncReadyCallback callback,
                                    gpointer            user_data)
{
  g_autoptr (GTask) task = NULL;
  ReadData *read_data;

  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (file, cancellable, callback, user_data);
  g_task_set_source_tag (task, futoshiki_file_read_bounded_async);
  read_data = g_new0 (ReadData, 1);
  read_data->max_bytes = max_bytes;
  g_task_set_task_data (task, read_data, read_data_free);
  g_task_run_in_thread (task, read_in_thread);
}

GBytes *
futoshiki_file_read_bounded_finish (GFile         *file,
                                     GAsyncResult  *result,
                                     GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, file), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
