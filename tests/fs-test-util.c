/* fs-test-util.c: a full disk and a read-only folder for the tests of
 * every writer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include "fs-test-util.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

static gboolean
write_proc_file (const char *path, const char *text, GError **error)
{
  int fd = open (path, O_WRONLY | O_CLOEXEC);
  ssize_t length = (ssize_t) strlen (text);

  if (fd < 0 || write (fd, text, (size_t) length) != length)
    {
      int saved = errno;
      if (fd >= 0)
        close (fd);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "writing %s: %s", path, g_strerror (saved));
      return FALSE;
    }
  close (fd);
  return TRUE;
}

static gboolean
enter_namespace (GError **error)
{
  static gboolean entered;
  uid_t uid = geteuid ();
  gid_t gid = getegid ();
  int flags = CLONE_NEWNS;

  if (entered)
    return TRUE;

  /* Real root needs only a mount namespace; anyone else gets one inside a
   * user namespace of their own, as `unshare -rm` does. */
  if (uid != 0)
    flags |= CLONE_NEWUSER;
  if (unshare (flags) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "no private mount namespace here (unshare: %s)", g_strerror (saved));
      return FALSE;
    }
  if (uid != 0)
    {
      g_autofree char *uid_map = g_strdup_printf ("0 %u 1", (unsigned) uid);
      g_autofree char *gid_map = g_strdup_printf ("0 %u 1", (unsigned) gid);

      /* setgroups may be missing on old kernels; the maps are what count. */
      write_proc_file ("/proc/self/setgroups", "deny", NULL);
      if (!write_proc_file ("/proc/self/uid_map", uid_map, error) ||
          !write_proc_file ("/proc/self/gid_map", gid_map, error))
        return FALSE;
    }
  /* Without this, a mount made by real root would show on the host too. */
  if (mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "cannot make the mounts private: %s", g_strerror (saved));
      return FALSE;
    }
  entered = TRUE;
  return TRUE;
}

char *
fs_test_small_disk (gsize size_bytes, GError **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *options = NULL;

  if (!enter_namespace (error))
    return NULL;

  dir = g_dir_make_tmp ("futoshiki-disk-XXXXXX", error);
  if (dir == NULL)
    return NULL;
  options = g_strdup_printf ("size=%" G_GSIZE_FORMAT ",mode=0755", size_bytes);
  if (mount ("tmpfs", dir, "tmpfs", MS_NOSUID | MS_NODEV, options) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "cannot mount a tmpfs on %s: %s", dir, g_strerror (saved));
      g_rmdir (dir);
      return NULL;
    }
  return g_steal_pointer (&dir);
}

gboolean
fs_test_fill_disk (const char *dir, GError **error)
{
  g_autofree char *path = g_build_filename (dir, ".fill", NULL);
  char block[4096] = { 0 };
  int fd = open (path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);

  if (fd < 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "cannot create %s: %s", path, g_strerror (saved));
      return FALSE;
    }
  /* Whole blocks first, then single bytes for the rest of the last page. */
  while (write (fd, block, sizeof block) > 0)
    ;
  while (write (fd, block, 1) > 0)
    ;
  if (errno != ENOSPC)
    {
      int saved = errno;
      close (fd);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "filling %s stopped with: %s", dir, g_strerror (saved));
      return FALSE;
    }
  close (fd);
  return TRUE;
}

gboolean
fs_test_free_disk (const char *dir, GError **error)
{
  g_autofree char *path = g_build_filename (dir, ".fill", NULL);

  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "cannot remove %s: %s", path, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

gboolean
fs_test_set_read_only (const char *dir, gboolean read_only, GError **error)
{
  unsigned long flags = MS_REMOUNT | MS_NOSUID | MS_NODEV | (read_only ? MS_RDONLY : 0);

  if (mount (NULL, dir, NULL, flags, NULL) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "cannot remount %s: %s", dir, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

char *
fs_test_find_leftover (const char *dir)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  if (listing == NULL)
    return NULL;
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      if (g_str_equal (name, ".fill"))
        continue;
      if (name[0] == '.' || strstr (name, ".tmp") != NULL || strchr (name, '~') != NULL)
        return g_strdup (name);
      /* mkstemp's six filled-in characters after a final dot */
      const char *dot = strrchr (name, '.');
      if (dot != NULL && strlen (dot + 1) == 6 && strpbrk (dot + 1, "0123456789") != NULL &&
          !g_str_has_suffix (name, ".futoshiki") && !g_str_has_suffix (name, ".lesson"))
        return g_strdup (name);
    }
  return NULL;
}

gboolean
fs_test_skip_without_disk (const char   *disk,
                           const GError *error)
{
  if (disk != NULL)
    return FALSE;
  g_test_skip (error != NULL ? error->message : "no small disk");
  return TRUE;
}
