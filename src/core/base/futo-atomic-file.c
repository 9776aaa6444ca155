/* futo-atomic-file.c: write beside, fsync, rename over
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* realpath() is X/Open. */
#define _XOPEN_SOURCE 700

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "futo-atomic-file.h"
#include "futo-check-private.h"
#include "futo-random.h"
#include "futo-sentence-private.h"

struct _FutoAtomicFile
{
  char *target;     /* the file replaced, links followed */
  char *temp;       /* the temporary file beside it */
  int   fd;
  FILE *stream;     /* made on demand; owns fd once made */
  int   error;      /* the first errno met */
  bool  replaces;
  bool  direct;     /* a device or FIFO: written in place, nothing to keep */
};

/* The folder of path ("." for a bare name), for the temporary file and the
 * fsync that makes the rename last. */
static char *
dup_dirname (const char *path)
{
  const char *slash = strrchr (path, '/');
  size_t len;
  char *dir;

  if (slash == NULL)
    return strdup (".");
  len = slash == path ? 1 : (size_t) (slash - path);
  dir = malloc (len + 1);
  if (dir != NULL)
    {
      memcpy (dir, path, len);
      dir[len] = '\0';
    }
  return dir;
}

/* Follows a symbolic link at path so that the link survives the rename and
 * the file it names is the one replaced; a dangling link is written through
 * as well (its target is created). */
static char *
resolve_target (const char *path)
{
  struct stat st;
  char *resolved;

  if (lstat (path, &st) != 0 || !S_ISLNK (st.st_mode))
    return strdup (path);
  resolved = realpath (path, NULL);
  if (resolved != NULL)
    return resolved;
  return strdup (path);
}

/* Creates ".NAME.XXXXXX" beside target, O_EXCL with a random suffix: open()
 * with 0666 lets the umask apply to a new file, which mkstemp's 0600 would
 * not, and no process-wide umask() call races other threads. */
static int
create_temp (FutoAtomicFile *file)
{
  static const char letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  const char *slash = strrchr (file->target, '/');
  const char *base = slash != NULL ? slash + 1 : file->target;
  size_t dir_len = (size_t) (base - file->target);
  size_t len = dir_len + 1 + strlen (base) + 7 + 1;
  struct timespec now;
  FutoRandom rng;

  file->temp = malloc (len);
  if (file->temp == NULL)
    return ENOMEM;
  clock_gettime (CLOCK_REALTIME, &now);
  futo_random_init (&rng, (uint64_t) now.tv_nsec ^ ((uint64_t) now.tv_sec << 30)
                          ^ ((uint64_t) getpid () << 16) ^ (uint64_t) (uintptr_t) file);
  for (int attempt = 0; attempt < 100; attempt++)
    {
      char *suffix;

      snprintf (file->temp, len, "%.*s.%s.XXXXXX", (int) dir_len, file->target, base);
      suffix = file->temp + strlen (file->temp) - 6;
      for (int i = 0; i < 6; i++)
        suffix[i] = letters[futo_random_below (&rng, sizeof letters - 1)];
      file->fd = open (file->temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
      if (file->fd >= 0)
        return 0;
      if (errno != EEXIST && errno != EINTR)
        return errno;
    }
  return EEXIST;
}

static void
file_free (FutoAtomicFile *file)
{
  free (file->target);
  free (file->temp);
  free (file);
}

FutoAtomicFile *
futo_atomic_file_open (const char *path,
                       int        *error_number)
{
  FutoAtomicFile *file;
  struct stat st;
  int err;

  if (error_number != NULL)
    *error_number = EINVAL;
  FUTO_RETURN_VAL_IF_FAIL (path != NULL && path[0] != '\0', NULL);

  file = calloc (1, sizeof *file);
  if (file == NULL || (file->target = resolve_target (path)) == NULL)
    {
      if (file != NULL)
        free (file);
      if (error_number != NULL)
        *error_number = ENOMEM;
      return NULL;
    }
  file->fd = -1;
  if (stat (file->target, &st) == 0)
    {
      /* A folder is no file to replace. A device or a FIFO (-o /dev/stdout,
       * a pipe a script reads) holds no old version to keep, and renaming
       * over it would replace the device node: it is written in place, as
       * it always was. */
      if (S_ISDIR (st.st_mode))
        {
          if (error_number != NULL)
            *error_number = EISDIR;
          file_free (file);
          return NULL;
        }
      if (!S_ISREG (st.st_mode))
        {
          file->direct = true;
          file->fd = open (file->target, O_WRONLY | O_CLOEXEC | O_NOCTTY);
          err = file->fd < 0 ? errno : 0;
          if (err != 0)
            {
              if (error_number != NULL)
                *error_number = err;
              file_free (file);
              return NULL;
            }
          if (error_number != NULL)
            *error_number = 0;
          return file;
        }
      file->replaces = true;
    }
  err = create_temp (file);
  if (err != 0)
    {
      if (error_number != NULL)
        *error_number = err;
      file_free (file);
      return NULL;
    }
  /* The new version keeps the old one's owner and permissions; failing to
   * is no reason to lose the save (only root may give a file away). */
  if (file->replaces)
    {
      if (fchown (file->fd, st.st_uid, st.st_gid) != 0)
        { /* kept by whoever saves */ }
      (void) fchmod (file->fd, st.st_mode & 07777);
    }
  if (error_number != NULL)
    *error_number = 0;
  return file;
}

/* Flushes what the stream holds, so that raw writes and printed text keep
 * their order. */
static bool
flush_stream (FutoAtomicFile *file)
{
  if (file->stream == NULL || file->error != 0)
    return file->error == 0;
  while (fflush (file->stream) != 0)
    {
      if (errno == EINTR)
        {
          clearerr (file->stream);
          continue;
        }
      file->error = errno != 0 ? errno : EIO;
      return false;
    }
  if (ferror (file->stream))
    file->error = EIO;
  return file->error == 0;
}

bool
futo_atomic_file_write (FutoAtomicFile *file,
                        const void     *data,
                        size_t          len)
{
  const char *p = data;

  FUTO_RETURN_VAL_IF_FAIL (file != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (data != NULL || len == 0, false);

  if (!flush_stream (file))
    return false;
  while (len > 0)
    {
      ssize_t n = write (file->fd, p, len > SSIZE_MAX ? SSIZE_MAX : len);

      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          file->error = errno != 0 ? errno : EIO;
          return false;
        }
      if (n == 0)
        {
          /* write() that takes nothing and says nothing: the disk is full
           * in all but name. */
          file->error = ENOSPC;
          return false;
        }
      p += n;
      len -= (size_t) n;
    }
  return true;
}

FILE *
futo_atomic_file_get_stream (FutoAtomicFile *file)
{
  FUTO_RETURN_VAL_IF_FAIL (file != NULL, NULL);

  if (file->stream == NULL)
    {
      file->stream = fdopen (file->fd, "wb");
      if (file->stream == NULL && file->error == 0)
        file->error = errno != 0 ? errno : ENOMEM;
    }
  return file->stream;
}

int
futo_atomic_file_get_error (const FutoAtomicFile *file)
{
  FUTO_RETURN_VAL_IF_FAIL (file != NULL, EINVAL);
  return file->error;
}

bool
futo_atomic_file_replaces (const FutoAtomicFile *file)
{
  FUTO_RETURN_VAL_IF_FAIL (file != NULL, false);
  return file->replaces;
}

/* Closes the temporary file, checking the close: on NFS and some FUSE file
 * systems the close is where a full disk is said. */
static void
close_temp (FutoAtomicFile *file)
{
  int result;

  if (file->stream != NULL)
    result = fclose (file->stream);
  else if (file->fd >= 0)
    result = close (file->fd);
  else
    result = 0;
  if (result != 0 && file->error == 0 && errno != EINTR)
    file->error = errno != 0 ? errno : EIO;
  file->stream = NULL;
  file->fd = -1;
}

/* Makes the rename itself last a crash; a folder that cannot be synced
 * (some file systems refuse) costs nothing, the file is already whole. */
static void
sync_folder (const char *target)
{
  char *dir = dup_dirname (target);
  int fd;

  if (dir == NULL)
    return;
  fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd >= 0)
    {
      (void) fsync (fd);
      close (fd);
    }
  free (dir);
}

int
futo_atomic_file_commit (FutoAtomicFile *file)
{
  int err;

  FUTO_RETURN_VAL_IF_FAIL (file != NULL, EINVAL);

  flush_stream (file);
  if (file->direct)
    {
      close_temp (file);
      err = file->error;
      file_free (file);
      return err;
    }
  if (file->error == 0)
    {
      while (fsync (file->fd) != 0)
        if (errno != EINTR)
          {
            /* A file system without fsync (EINVAL) has still taken the
             * bytes; anything else is a real failure. */
            if (errno != EINVAL && errno != EROFS)
              file->error = errno;
            break;
          }
    }
  close_temp (file);
  if (file->error == 0 && rename (file->temp, file->target) != 0)
    file->error = errno != 0 ? errno : EIO;
  err = file->error;
  if (err != 0)
    unlink (file->temp);
  else
    sync_folder (file->target);
  file_free (file);
  return err;
}

void
futo_atomic_file_abort (FutoAtomicFile *file)
{
  if (file == NULL)
    return;
  close_temp (file);
  if (!file->direct)
    unlink (file->temp);
  file_free (file);
}

int
futo_atomic_file_save (const char *path,
                       const void *data,
                       size_t      len)
{
  FutoAtomicFile *file;
  int err;

  file = futo_atomic_file_open (path, &err);
  if (file == NULL)
    return err;
  futo_atomic_file_write (file, data, len);
  return futo_atomic_file_commit (file);
}

bool
futo_atomic_file_exists (const char *path)
{
  struct stat st;

  return path != NULL && stat (path, &st) == 0 && S_ISREG (st.st_mode);
}

const char *
futo_atomic_file_reason (int error_number)
{
  switch (error_number)
    {
    case ENOSPC:
#ifdef EDQUOT
    case EDQUOT:
#endif
      return FUTO_N_("the disk is full");
    case EROFS:
      return FUTO_N_("the disk is read-only");
    case EACCES:
    case EPERM:
      return FUTO_N_("you may not write in that folder");
    case ENOENT:
    case ENOTDIR:
      return FUTO_N_("the folder does not exist");
    case EISDIR:
      return FUTO_N_("it is a folder");
    case EINVAL:
      return FUTO_N_("it is not a regular file");
    case ENAMETOOLONG:
      return FUTO_N_("the name is too long");
    case ENOMEM:
      return FUTO_N_("there is not enough memory");
    case EIO:
      return FUTO_N_("the disk could not be written");
    default:
      return FUTO_N_("the file could not be written");
    }
}

void
futo_atomic_file_set_error (FutoError  *error,
                            const char *path,
                            int         error_number)
{
  if (error == NULL)
    return;
  if (futo_atomic_file_exists (path))
    futo_error_set_at (error, 0, 0, "Could not save “%s”: %s. The old file is unchanged.",
                       path, futo_atomic_file_reason (error_number));
  else
    futo_error_set_at (error, 0, 0, "Could not save “%s”: %s. No file was written.",
                       path, futo_atomic_file_reason (error_number));
  _futo_error_mark_words (error, 1u << 1);
}
