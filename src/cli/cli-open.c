/* cli-open.c: opening a file the user names, refusing what is not a file
 *
 * fopen() on a FIFO waits for a writer, and reading /dev/zero never ends:
 * the file is opened without blocking, checked with fstat() on the very
 * descriptor that is then read (so that nothing can be swapped in between),
 * and only a regular file is handed on, in blocking mode again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli-open.h"
#include "cli-report.h"

/* What the file is instead, for the sentence; NULL for a regular file. */
static const char *
kind_of (mode_t mode)
{
  if (S_ISREG (mode))
    return NULL;
  if (S_ISCHR (mode) || S_ISBLK (mode))
    return "a device";
  if (S_ISFIFO (mode))
    return "a FIFO (a named pipe)";
  if (S_ISSOCK (mode))
    return "a socket";
  return "a special file";
}

static void
refuse (const CliOptions *options,
        const char       *name,
        const char       *kind)
{
  cli_fail (options, "%s: is %s, not a regular file; to read a stream, give '-' and pipe it "
            "to standard input", name, kind);
}

FILE *
cli_open_regular (const CliOptions *options,
                  const char       *name,
                  const char       *path,
                  int              *status)
{
  struct stat st;
  const char *kind;
  FILE *stream;
  int fd, flags, saved;

  *status = CLI_EXIT_USAGE;
  fd = open (path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0)
    {
      saved = errno;
      /* A socket cannot be opened at all (ENXIO): say what it is. */
      if (stat (path, &st) == 0 && !S_ISDIR (st.st_mode) && (kind = kind_of (st.st_mode)) != NULL)
        refuse (options, name, kind);
      else
        cli_fail (options, "%s: %s", name, strerror (saved));
      return NULL;
    }
  if (fstat (fd, &st) != 0)
    {
      saved = errno;
      close (fd);
      cli_fail (options, "%s: %s", name, strerror (saved));
      return NULL;
    }
  kind = kind_of (st.st_mode);
  if (S_ISDIR (st.st_mode))
    {
      /* The words every command has always used for a folder. */
      close (fd);
      cli_fail (options, "%s: %s", name, strerror (EISDIR));
      return NULL;
    }
  if (kind != NULL)
    {
      close (fd);
      refuse (options, name, kind);
      return NULL;
    }
  flags = fcntl (fd, F_GETFL);
  if (flags < 0 || fcntl (fd, F_SETFL, flags & ~O_NONBLOCK) < 0 || (stream = fdopen (fd, "rb")) == NULL)
    {
      saved = errno;
      close (fd);
      cli_fail (options, "%s: %s", name, strerror (saved));
      return NULL;
    }
  *status = CLI_EXIT_OK;
  return stream;
}
