/* replay.c: feeds files to a fuzz target without libFuzzer
 *
 * Linked with one target's source in every build, so that each test run
 * replays that target's whole corpus (every crash the fuzzers ever found is
 * kept there) under whatever sanitizers the build has.
 *
 * Usage: replay-TARGET FILE-OR-DIRECTORY...
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz-common.h"

/* Returns false when the file cannot be read. The input gets a buffer of
 * exactly its size, as under libFuzzer, so that a reader looking past the
 * end is caught by AddressSanitizer. */
static bool
replay_file (const char *path)
{
  FILE *file = fopen (path, "rb");
  uint8_t *data = NULL;
  size_t len = 0, capacity = 0;
  bool ok;

  if (file == NULL)
    {
      fprintf (stderr, "%s: %s\n", path, strerror (errno));
      return false;
    }
  for (;;)
    {
      size_t got;

      if (len == capacity)
        {
          capacity = capacity != 0 ? capacity * 2 : 4096;
          data = realloc (data, capacity);
          if (data == NULL)
            abort ();
        }
      got = fread (data + len, 1, capacity - len, file);
      len += got;
      if (got == 0)
        break;
    }
  ok = !ferror (file);
  fclose (file);
  if (!ok)
    {
      fprintf (stderr, "%s: read error\n", path);
      free (data);
      return false;
    }

  /* Shrink to the exact size (keeping one byte for an empty input). */
  {
    uint8_t *exact = malloc (len != 0 ? len : 1);

    if (exact == NULL)
      abort ();
    memcpy (exact, data, len);
    free (data);
    data = exact;
  }
  fprintf (stderr, "replay %s (%zu bytes)\n", path, len);
  LLVMFuzzerTestOneInput (data, len);
  free (data);
  return true;
}

static int
not_hidden (const struct dirent *entry)
{
  return entry->d_name[0] != '.';
}

/* Replays every file of a directory in name order; returns how many, or -1. */
static int
replay_directory (const char *path)
{
  struct dirent **entries;
  int n = scandir (path, &entries, not_hidden, alphasort);
  int count = 0;

  if (n < 0)
    {
      fprintf (stderr, "%s: %s\n", path, strerror (errno));
      return -1;
    }
  for (int i = 0; i < n; i++)
    {
      size_t len = strlen (path) + strlen (entries[i]->d_name) + 2;
      char *file = malloc (len);
      struct stat st;

      if (file == NULL)
        abort ();
      snprintf (file, len, "%s/%s", path, entries[i]->d_name);
      if (stat (file, &st) == 0 && S_ISREG (st.st_mode))
        {
          if (!replay_file (file))
            count = -1;
          else if (count >= 0)
            count++;
        }
      free (file);
      free (entries[i]);
    }
  free (entries);
  return count;
}

int
main (int    argc,
      char **argv)
{
  int total = 0;

  if (argc < 2)
    {
      fprintf (stderr, "usage: %s FILE-OR-DIRECTORY...\n", argv[0]);
      return 2;
    }
  for (int i = 1; i < argc; i++)
    {
      struct stat st;
      int count;

      if (stat (argv[i], &st) != 0)
        {
          fprintf (stderr, "%s: %s\n", argv[i], strerror (errno));
          return 1;
        }
      count = S_ISDIR (st.st_mode) ? replay_directory (argv[i]) : replay_file (argv[i]) ? 1 : -1;
      if (count < 0)
        return 1;
      total += count;
    }
  /* An empty corpus would make the test pass while checking nothing. */
  if (total == 0)
    {
      fprintf (stderr, "no input to replay\n");
      return 1;
    }
  printf ("replayed %d inputs\n", total);
  return 0;
}
