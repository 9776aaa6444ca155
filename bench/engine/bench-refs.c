/* bench-refs.c: running CaDiCaL and the Gecode model as child processes
 *
 * Each reference gets the instance in a file, its own time limit, and a
 * watchdog one second past it. Its answer is decoded and checked against
 * the puzzle: a wrong answer is an error, never a success.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bench-refs.h"

static double
now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

char *
bench_find_program (const char *name)
{
  const char *path = getenv ("PATH");
  char *copy, *save = NULL, *found = NULL;

  if (path == NULL)
    return NULL;
  copy = strdup (path);
  for (char *dir = strtok_r (copy, ":", &save); dir && !found; dir = strtok_r (NULL, ":", &save))
    {
      size_t len = strlen (dir) + strlen (name) + 2;
      char *full = malloc (len);

      snprintf (full, len, "%s/%s", dir, name);
      if (access (full, X_OK) == 0)
        found = full;
      else
        free (full);
    }
  free (copy);
  return found;
}

/* Runs argv with stdout into out_path; false when it had to be killed. */
static bool
run_child (char *const  argv[],
           const char  *out_path,
           double       limit,
           double      *wall)
{
  double start;
  pid_t pid;
  int status;

  /* What is buffered would otherwise be written twice. */
  fflush (stdout);
  start = now ();
  pid = fork ();

  if (pid == 0)
    {
      if (freopen (out_path, "w", stdout) == NULL || freopen ("/dev/null", "w", stderr) == NULL)
        _exit (127);
      execv (argv[0], argv);
      _exit (127);
    }
  if (pid < 0)
    return false;
  for (;;)
    {
      pid_t done = waitpid (pid, &status, WNOHANG);

      if (done == pid)
        break;
      if (now () - start > limit + 1.0)
        {
          kill (pid, SIGKILL);
          waitpid (pid, &status, 0);
          *wall = now () - start;
          return false;
        }
      nanosleep (&(struct timespec) { 0, 500000 }, NULL);
    }
  *wall = now () - start;
  return true;
}

static char *
read_all (const char *path)
{
  FILE *f = fopen (path, "r");
  char *text;
  long len;

  if (f == NULL)
    return NULL;
  fseek (f, 0, SEEK_END);
  len = ftell (f);
  rewind (f);
  text = malloc ((size_t) len + 1);
  len = (long) fread (text, 1, (size_t) len, f);
  text[len] = '\0';
  fclose (f);
  return text;
}

static BenchTime
checked (const FutoPuzzle *puzzle,
         const uint8_t    *values,
         double            seconds,
         double            limit)
{
  if (!futo_puzzle_is_solution (puzzle, values))
    return (BenchTime) { BENCH_ERROR, seconds };
  if (seconds > limit)
    return (BenchTime) { BENCH_TIMEOUT, seconds };
  return (BenchTime) { BENCH_SOLVED, seconds };
}

/* The wall-clock time of CaDiCaL on a trivial problem, measured once. */
static double
cadical_overhead (const char *cadical,
                  const char *workdir)
{
  static double overhead = -1;
  char cnf[512], out[512];
  char *argv[] = { (char *) cadical, cnf, NULL };
  FILE *f;

  if (overhead >= 0)
    return overhead;
  snprintf (cnf, sizeof cnf, "%s/trivial.cnf", workdir);
  snprintf (out, sizeof out, "%s/trivial.out", workdir);
  overhead = 0;
  if ((f = fopen (cnf, "w")) == NULL)
    return overhead;
  fputs ("p cnf 1 1\n1 0\n", f);
  fclose (f);
  for (int i = 0; i < 5; i++)
    {
      double wall = 0;

      if (run_child (argv, out, 5, &wall) && (overhead == 0 || wall < overhead))
        overhead = wall;
    }
  unlink (cnf);
  unlink (out);
  return overhead;
}

BenchTime
bench_run_cadical (const char       *cadical,
                   const FutoPuzzle *puzzle,
                   double            limit,
                   const char       *workdir,
                   uint8_t          *values)
{
  int n = puzzle->size, *var_of = malloc ((size_t) n * n * n * sizeof *var_of);
  char cnf[512], out[512], seconds[32];
  double wall = 0, reported = -1;
  char *argv[] = { (char *) cadical, (char *) "-t", seconds, cnf, NULL };
  char *text, *at;
  BenchTime result = { BENCH_ERROR, 0 };
  int vars;

  snprintf (cnf, sizeof cnf, "%s/instance.cnf", workdir);
  snprintf (out, sizeof out, "%s/cadical.out", workdir);
  snprintf (seconds, sizeof seconds, "%d", (int) (limit + 0.999));
  vars = bench_sat_write (puzzle, cnf, var_of);
  if (vars < 0 || !run_child (argv, out, limit, &wall) || (text = read_all (out)) == NULL)
    {
      free (var_of);
      return (BenchTime) { vars < 0 ? BENCH_ERROR : BENCH_TIMEOUT, wall };
    }
  /* CaDiCaL's own clock prints hundredths of a second: below a tenth, the
   * wall-clock time less the cost of starting a process on an empty
   * problem is the better figure. */
  if ((at = strstr (text, "total real time since initialization:")) != NULL)
    reported = strtod (at + strlen ("total real time since initialization:"), NULL);
  if (reported < 0.1)
    reported = fmax (wall - cadical_overhead (cadical, workdir), fmax (reported, 0));
  /* Across a process boundary nothing under a millisecond can be told apart
   * from the cost of starting it: such runs count as 1 ms. */
  reported = fmax (reported, 0.001);
  if (strstr (text, "s SATISFIABLE") != NULL)
    {
      bool *truth = calloc ((size_t) vars + 1, sizeof *truth);

      for (char *line = strstr (text, "\nv "); line != NULL; line = strstr (line + 1, "\nv "))
        for (char *p = line + 3, *end; ; p = end)
          {
            long x = strtol (p, &end, 10);

            if (end == p || x == 0)
              break;
            if (x > 0 && x <= vars)
              truth[x] = true;
          }
      for (int cell = 0; cell < n * n; cell++)
        {
          values[cell] = puzzle->givens[cell];
          for (int v = 1; v <= n; v++)
            if (var_of[cell * n + v - 1] > 0 && truth[var_of[cell * n + v - 1]])
              values[cell] = (uint8_t) v;
        }
      free (truth);
      result = checked (puzzle, values, reported, limit);
    }
  else if (strstr (text, "s UNSATISFIABLE") != NULL)
    result = (BenchTime) { BENCH_UNSAT, reported };
  else
    result = (BenchTime) { BENCH_TIMEOUT, reported };
  free (text);
  free (var_of);
  return result;
}

BenchTime
bench_run_gecode (const char       *program,
                  const FutoPuzzle *puzzle,
                  double            limit,
                  const char       *workdir,
                  uint8_t          *values)
{
  int n = puzzle->size;
  char in[512], out[512], seconds[32];
  char *argv[] = { (char *) program, in, seconds, NULL };
  double wall = 0, reported;
  BenchTime result = { BENCH_ERROR, 0 };
  char *text, *p, *end;
  FILE *f;

  /* A plain format the model reads without a parser of its own: n, then the
   * givens, the right relations and the down relations, row-major. */
  snprintf (in, sizeof in, "%s/instance.gecode", workdir);
  snprintf (out, sizeof out, "%s/gecode.out", workdir);
  snprintf (seconds, sizeof seconds, "%g", limit);
  if ((f = fopen (in, "w")) == NULL)
    return result;
  fprintf (f, "%d\n", n);
  for (int i = 0; i < n * n; i++)
    fprintf (f, "%d%c", puzzle->givens[i], i % n == n - 1 ? '\n' : ' ');
  for (int i = 0; i < n * n; i++)
    fprintf (f, "%d%c", puzzle->right[i], i % n == n - 1 ? '\n' : ' ');
  for (int i = 0; i < n * n; i++)
    fprintf (f, "%d%c", puzzle->down[i], i % n == n - 1 ? '\n' : ' ');
  fclose (f);
  if (!run_child (argv, out, limit, &wall) || (text = read_all (out)) == NULL)
    return (BenchTime) { BENCH_TIMEOUT, wall };
  /* "solved SECONDS" and the values, "unsat SECONDS" or "timeout SECONDS". */
  p = text;
  if (strncmp (p, "solved ", 7) == 0)
    {
      reported = strtod (p + 7, &end);
      p = end;
      for (int i = 0; i < n * n; i++, p = end)
        values[i] = (uint8_t) strtol (p, &end, 10);
      result = checked (puzzle, values, reported, limit);
    }
  else if (strncmp (p, "unsat ", 6) == 0)
    result = (BenchTime) { BENCH_UNSAT, strtod (p + 6, NULL) };
  else if (strncmp (p, "timeout ", 8) == 0)
    result = (BenchTime) { BENCH_TIMEOUT, strtod (p + 8, NULL) };
  free (text);
  return result;
}
