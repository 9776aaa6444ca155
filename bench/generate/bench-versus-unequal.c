/* bench-versus-unequal.c: our generator and Simon Tatham's Unequal side by side
 *
 * Usage: bench-versus-unequal [--count N] [--seed S] [--mode unequal|adjacent]
 *                             [--timeout SECS] [--unequal PATH] [--futoshiki PATH]
 *                             SIZE:LEVEL…
 * For each SIZE:LEVEL (our level: easy, medium, hard, extreme, recursive)
 * both generators make N puzzles from seeds S, S + 1, … in one run, one
 * after the other, so that a busy machine weighs on both alike. Unequal
 * makes the puzzle of its level that docs/difficulty.md maps to ours
 * (Easy, Tricky, Extreme, Recursive; medium has none and is timed for us
 * alone), in the mode asked, as `sgt-unequal --time-generation --generate 1
 * PARAMS#SEED`. Two times each: the process's wall time, start to exit, as a
 * user running the command sees it; and the time inside the process, the
 * generation alone (Unequal's own --time-generation figure; ours the CPU
 * time of futo_generate_mode() here, as bench-generate measures it). Our
 * process is `futoshiki generate --style signs` (Unequal's style). One
 * Markdown table row per SIZE:LEVEL: medians and the largest, and how many
 * times faster we are (Unequal's median over ours). An Unequal run past the
 * timeout (default 60 s) is stopped and shown as "> SECS s".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "futo-generate.h"

extern char **environ;

#define MAX_COUNT 100

typedef struct
{
  int         count;
  uint64_t    seed;
  FutoMode    mode;
  double      timeout;
  const char *unequal;
  char        futoshiki[PATH_MAX];
} Options;

static double
wall_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + ts.tv_nsec / 1e9;
}

static double
cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + ts.tv_nsec / 1e9;
}

#define FAILED    -1.0
#define TIMED_OUT -2.0

/* Runs argv, its standard output into out (when set), its errors to
 * /dev/null; returns its wall time, FAILED, or TIMED_OUT when it ran past
 * timeout seconds (then it is killed). */
static double
run (char *const *argv,
     char        *out,
     size_t       out_len,
     double       timeout)
{
  posix_spawn_file_actions_t actions;
  int pipe_fds[2] = { -1, -1 }, status = 0;
  size_t used = 0;
  double start = wall_now (), elapsed;
  pid_t pid;
  bool done = false;

  if (out != NULL && pipe (pipe_fds) != 0)
    return FAILED;
  posix_spawn_file_actions_init (&actions);
  posix_spawn_file_actions_addopen (&actions, 2, "/dev/null", O_WRONLY, 0);
  if (out != NULL)
    {
      posix_spawn_file_actions_adddup2 (&actions, pipe_fds[1], 1);
      posix_spawn_file_actions_addclose (&actions, pipe_fds[0]);
    }
  else
    posix_spawn_file_actions_addopen (&actions, 1, "/dev/null", O_WRONLY, 0);
  if (posix_spawn (&pid, argv[0], &actions, NULL, argv, environ) != 0)
    {
      posix_spawn_file_actions_destroy (&actions);
      return FAILED;
    }
  posix_spawn_file_actions_destroy (&actions);
  if (out != NULL)
    {
      close (pipe_fds[1]);
      fcntl (pipe_fds[0], F_SETFL, O_NONBLOCK);
    }
  while (!done)
    {
      if (out != NULL && used + 1 < out_len)
        {
          ssize_t got = read (pipe_fds[0], out + used, out_len - 1 - used);

          if (got > 0)
            used += (size_t) got;
        }
      done = waitpid (pid, &status, WNOHANG) == pid;
      if (!done && wall_now () - start > timeout)
        {
          kill (pid, SIGKILL);
          waitpid (pid, &status, 0);
          if (out != NULL)
            close (pipe_fds[0]);
          return TIMED_OUT;
        }
      else if (!done)
        {
          struct timespec pause = { 0, 200000 };

          nanosleep (&pause, NULL);
        }
    }
  elapsed = wall_now () - start;
  if (out != NULL)
    {
      ssize_t got;

      while (used + 1 < out_len && (got = read (pipe_fds[0], out + used, out_len - 1 - used)) > 0)
        used += (size_t) got;
      out[used] = '\0';
      close (pipe_fds[0]);
    }
  if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
    return FAILED;
  return elapsed;
}

static char
unequal_letter (FutoLevel level)
{
  static const char letters[FUTO_N_LEVELS] = { 'e', 0, 'k', 'x', 'r' };

  return letters[level];
}

static const char *
unequal_name (FutoLevel level)
{
  static const char *const names[FUTO_N_LEVELS] = { "Easy", "–", "Tricky", "Extreme", "Recursive" };

  return names[level];
}

/* One Unequal puzzle: the process's wall time and --time-generation's
 * figure, both FAILED or TIMED_OUT when it was so. */
static void
time_unequal (const Options *options,
              int            size,
              FutoLevel      level,
              uint64_t       seed,
              double        *process,
              double        *inside)
{
  char params[64], out[4096];
  char *argv[] = { (char *) options->unequal, (char *) "--time-generation", (char *) "--generate",
                   (char *) "1", params, NULL };
  const char *colon;

  snprintf (params, sizeof params, "%d%sd%c#%llu", size,
            options->mode == FUTO_MODE_ADJACENT ? "a" : "", unequal_letter (level),
            (unsigned long long) seed);
  *process = run (argv, out, sizeof out, options->timeout);
  *inside = *process;
  /* "Unequal 9dx#5: 0.182072" */
  colon = strrchr (out, ':');
  if (*process >= 0)
    *inside = colon != NULL ? strtod (colon + 1, NULL) : FAILED;
}

/* One of ours: the CLI's wall time, and futo_generate_mode()'s CPU time
 * here (FAILED when it failed: a size the level does not come in). */
static void
time_ours (const Options *options,
           int            size,
           FutoLevel      level,
           uint64_t       seed,
           double        *process,
           double        *inside)
{
  char size_text[16], seed_text[32];
  char *argv[] = { (char *) options->futoshiki, (char *) "generate", (char *) "--size", size_text,
                   (char *) "--difficulty", (char *) futo_level_id (level), (char *) "--mode",
                   (char *) (options->mode == FUTO_MODE_ADJACENT ? "adjacent" : "unequal"),
                   (char *) "--style", (char *) "signs", (char *) "--seed", seed_text, NULL };
  FutoPuzzle *puzzle = NULL;
  double start;

  snprintf (size_text, sizeof size_text, "%d", size);
  snprintf (seed_text, sizeof seed_text, "%llu", (unsigned long long) seed);
  *process = run (argv, NULL, 0, 1e9);
  start = cpu_now ();
  *inside = futo_generate_mode (size, options->mode, level, FUTO_STYLE_SIGNS, seed, NULL, &puzzle,
                                NULL) == FUTO_GENERATE_OK ? cpu_now () - start : FAILED;
  futo_puzzle_free (puzzle);
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Median and largest of count times; one past the timeout counts as the
 * largest (1e30), one that failed as failing all. */
static void
summarise (double *times,
           int     count,
           double *median,
           double *max)
{
  for (int i = 0; i < count; i++)
    if (times[i] == FAILED)
      {
        *median = *max = FAILED;
        return;
      }
    else if (times[i] == TIMED_OUT)
      times[i] = 1e30;
  qsort (times, (size_t) count, sizeof *times, compare_doubles);
  *median = count % 2 ? times[count / 2] : (times[count / 2 - 1] + times[count / 2]) / 2;
  *max = times[count - 1];
}

static void
format_time (char       *buf,
             size_t      len,
             double      seconds,
             double      timeout)
{
  if (seconds == FAILED)
    snprintf (buf, len, "fails");
  else if (seconds >= 1e29)
    snprintf (buf, len, "> %.0f s", timeout);
  else if (seconds >= 1)
    snprintf (buf, len, "%.2f s", seconds);
  else if (seconds >= 0.01)
    snprintf (buf, len, "%.0f ms", seconds * 1e3);
  else
    snprintf (buf, len, "%.2f ms", seconds * 1e3);
}

static void
format_ratio (char   *buf,
              size_t  len,
              double  theirs,
              double  ours)
{
  if (theirs >= 1e29 || theirs < 0 || ours < 0)
    snprintf (buf, len, "–");
  else if (theirs / ours >= 10)
    snprintf (buf, len, "%.0f×", theirs / ours);
  else
    snprintf (buf, len, "%.1f×", theirs / ours);
}

static void
bench_spec (const Options *options,
            int            size,
            FutoLevel      level)
{
  double times[4][MAX_COUNT], median[4], max[4];
  char text[4][2][32], ratio[2][32];
  bool theirs = unequal_letter (level) != 0;

  for (int i = 0; i < options->count; i++)
    {
      uint64_t seed = options->seed + (uint64_t) i;

      /* Past the timeout once, Unequal is not asked again for this kind. */
      if (theirs && i > 0 && times[0][i - 1] == TIMED_OUT)
        times[0][i] = times[1][i] = TIMED_OUT;
      else if (theirs)
        time_unequal (options, size, level, seed, &times[0][i], &times[1][i]);
      time_ours (options, size, level, seed, &times[2][i], &times[3][i]);
    }
  for (int k = theirs ? 0 : 2; k < 4; k++)
    {
      summarise (times[k], options->count, &median[k], &max[k]);
      format_time (text[k][0], sizeof text[k][0], median[k], options->timeout);
      format_time (text[k][1], sizeof text[k][1], max[k], options->timeout);
    }
  if (!theirs)
    {
      printf ("| %d×%d | %s | – | – | – | %s (%s) | %s (%s) | – | – |\n", size, size,
              futo_level_id (level), text[2][0], text[2][1], text[3][0], text[3][1]);
      fflush (stdout);
      return;
    }
  format_ratio (ratio[0], sizeof ratio[0], median[0], median[2]);
  format_ratio (ratio[1], sizeof ratio[1], median[1], median[3]);
  printf ("| %d×%d | %s | %s | %s (%s) | %s (%s) | %s (%s) | %s (%s) | %s | %s |\n", size, size,
          futo_level_id (level), unequal_name (level), text[0][0], text[0][1], text[1][0], text[1][1],
          text[2][0], text[2][1], text[3][0], text[3][1], ratio[0], ratio[1]);
  fflush (stdout);
}

/* The CLI beside this program in the build tree: build/src/cli/futoshiki
 * for build/bench/generate/bench-versus-unequal. */
static void
default_futoshiki (char   *path,
                   size_t  len)
{
  char self[PATH_MAX - 32];
  ssize_t got = readlink ("/proc/self/exe", self, sizeof self - 1);
  char *slash;

  snprintf (path, len, "futoshiki");
  if (got <= 0)
    return;
  self[got] = '\0';
  for (int up = 0; up < 3 && (slash = strrchr (self, '/')) != NULL; up++)
    *slash = '\0';
  snprintf (path, len, "%s/src/cli/futoshiki", self);
}

static int
usage (void)
{
  fprintf (stderr, "usage: bench-versus-unequal [--count N] [--seed S] [--mode unequal|adjacent]\n"
                   "                            [--timeout SECS] [--unequal PATH] [--futoshiki PATH]\n"
                   "                            SIZE:LEVEL…\n");
  return 2;
}

int
main (int   argc,
      char *argv[])
{
  Options options = { .count = 5, .seed = 1, .mode = FUTO_MODE_UNEQUAL, .timeout = 60,
                      .unequal = "/usr/games/sgt-unequal" };
  int first = 1;

  default_futoshiki (options.futoshiki, sizeof options.futoshiki);
  for (; first < argc && strncmp (argv[first], "--", 2) == 0; first++)
    {
      const char *value = first + 1 < argc ? argv[first + 1] : NULL;

      if (value == NULL)
        return usage ();
      if (strcmp (argv[first], "--count") == 0)
        options.count = atoi (value);
      else if (strcmp (argv[first], "--seed") == 0)
        options.seed = strtoull (value, NULL, 10);
      else if (strcmp (argv[first], "--timeout") == 0)
        options.timeout = atof (value);
      else if (strcmp (argv[first], "--unequal") == 0)
        options.unequal = value;
      else if (strcmp (argv[first], "--futoshiki") == 0)
        snprintf (options.futoshiki, sizeof options.futoshiki, "%s", value);
      else if (strcmp (argv[first], "--mode") == 0 && strcmp (value, "adjacent") == 0)
        options.mode = FUTO_MODE_ADJACENT;
      else if (strcmp (argv[first], "--mode") != 0 || strcmp (value, "unequal") != 0)
        return usage ();
      first++;
    }
  if (first == argc || options.count < 1 || options.count > MAX_COUNT || options.timeout <= 0)
    return usage ();
  if (access (options.unequal, X_OK) != 0 || access (options.futoshiki, X_OK) != 0)
    {
      fprintf (stderr, "bench-versus-unequal: %s or %s is missing (Debian: apt-get install "
                       "sgt-puzzles; ninja -C build src/cli/futoshiki)\n", options.unequal,
               options.futoshiki);
      return 1;
    }
  printf ("%s mode, %d seeds from %llu, medians (max); process: wall time of the command; "
          "inside: Unequal's --time-generation, our futo_generate_mode() CPU time\n\n",
          options.mode == FUTO_MODE_ADJACENT ? "Adjacent" : "Unequal", options.count,
          (unsigned long long) options.seed);
  printf ("| size | ours | Unequal | Unequal: process | Unequal: inside | ours: process "
          "| ours: inside | process: ours faster | inside: ours faster |\n");
  printf ("|---|---|---|---|---|---|---|---|---|\n");
  for (int i = first; i < argc; i++)
    {
      int size = atoi (argv[i]);
      const char *colon = strchr (argv[i], ':');
      FutoLevel level;

      if (colon == NULL || !futo_level_from_id (colon + 1, &level) || size < 2 || size > 64)
        return usage ();
      bench_spec (&options, size, level);
    }
  return 0;
}
