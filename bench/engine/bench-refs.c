/* bench-refs.c: running the SAT solvers and the Gecode model as child processes
 *
 * Each reference gets the instance in a file, its own time limit, and a
 * watchdog one second past it. Its answer is decoded and checked against
 * the puzzle: a wrong answer is an error, never a success. The SAT solvers
 * differ only in their row of bench_sat_solvers: how they take a time
 * limit, and which line, if any, gives their own clock.
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

const BenchSatSolver bench_sat_solvers[BENCH_N_SAT_SOLVERS] = {
  /* Its "total real time" line: wall-clock seconds since it started. */
  { "cadical", "cadical", "cadical", "-t", false, { NULL }, "c total real time since initialization:" },
  /* Its time lines are CPU time, so the wall clock of the run is used;
   * verbosity 0 still prints the "s" and "v" lines. */
  { "cryptominisat", "cryptominisat5", "cryptominisat", "--maxtime", false, { "--verb", "0", NULL }, NULL },
  /* "c Time : 0.123s (Solving: ...)" is wall-clock time. */
  { "clasp", "clasp", "clasp", "--time-limit=", true, { NULL }, "c Time " },
};

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

/* Runs argv with stdout into out_path; false when it had to be killed.
 * *exit_status gets its exit status (-1: it did not exit normally). */
static bool
run_child (char *const  argv[],
           const char  *out_path,
           double       limit,
           double      *wall,
           int         *exit_status)
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
  *exit_status = -1;
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
  if (WIFEXITED (status))
    *exit_status = WEXITSTATUS (status);
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

/* The wall-clock time of a solver on a trivial problem, measured once per
 * solver: what starting it costs. */
static double
sat_overhead (const BenchSatSolver *solver,
              const char           *program,
              const char           *workdir)
{
  static double overhead[BENCH_N_SAT_SOLVERS] = { -1, -1, -1 };
  int index = (int) (solver - bench_sat_solvers);
  char cnf[512], out[512];
  char *argv[] = { (char *) program, cnf, NULL };
  FILE *f;

  if (index < 0 || index >= BENCH_N_SAT_SOLVERS)
    return 0;
  if (overhead[index] >= 0)
    return overhead[index];
  snprintf (cnf, sizeof cnf, "%s/trivial.cnf", workdir);
  snprintf (out, sizeof out, "%s/trivial.out", workdir);
  overhead[index] = 0;
  if ((f = fopen (cnf, "w")) == NULL)
    return overhead[index];
  fputs ("p cnf 1 1\n1 0\n", f);
  fclose (f);
  for (int i = 0; i < 5; i++)
    {
      double wall = 0;
      int status;

      if (run_child (argv, out, 5, &wall, &status) && (overhead[index] == 0 || wall < overhead[index]))
        overhead[index] = wall;
    }
  unlink (cnf);
  unlink (out);
  return overhead[index];
}

/* The solver's own clock, or -1 when its output has none. The line's
 * seconds follow its first colon. */
static double
own_clock (const BenchSatSolver *solver,
           const char           *text)
{
  const char *at = NULL, *colon;

  if (solver->clock_line == NULL)
    return -1;
  for (const char *line = text; line != NULL && at == NULL; line = strchr (line, '\n'))
    {
      line += *line == '\n';
      if (strncmp (line, solver->clock_line, strlen (solver->clock_line)) == 0)
        at = line;
    }
  if (at == NULL || (colon = strchr (at, ':')) == NULL)
    return -1;
  return strtod (colon + 1, NULL);
}

/* The "v" lines into values (the givens, and for each open cell the value
 * whose variable is true); false when a literal is out of range. */
static bool
decode_model (const FutoPuzzle *puzzle,
              const int        *var_of,
              int               vars,
              const char       *text,
              uint8_t          *values)
{
  int n = puzzle->size;
  bool *truth = calloc ((size_t) vars + 1, sizeof *truth), sane = true;

  for (const char *line = text; line != NULL; line = strchr (line, '\n'))
    {
      line += *line == '\n';
      if (strncmp (line, "v ", 2) != 0)
        continue;
      for (char *p = (char *) line + 2, *end; ; p = end)
        {
          long x = strtol (p, &end, 10);

          if (end == p || x == 0)
            break;
          if (x > vars || x < -vars)
            sane = false;
          else if (x > 0)
            truth[x] = true;
        }
    }
  for (int cell = 0; cell < n * n; cell++)
    {
      values[cell] = puzzle->givens[cell];
      for (int v = 1; v <= n; v++)
        if (var_of[cell * n + v - 1] > 0 && truth[var_of[cell * n + v - 1]])
          values[cell] = (uint8_t) v;
    }
  free (truth);
  return sane;
}

static bool
has_line (const char *text,
          const char *line)
{
  size_t len = strlen (line);

  for (const char *at = text; at != NULL; at = strchr (at, '\n'))
    {
      at += *at == '\n';
      if (strncmp (at, line, len) == 0 && (at[len] == '\n' || at[len] == '\0' || at[len] == ' '))
        return true;
    }
  return false;
}

BenchTime
bench_run_sat (const BenchSatSolver *solver,
               const char           *program,
               const FutoPuzzle     *puzzle,
               double                limit,
               const char           *workdir,
               uint8_t              *values)
{
  int n = puzzle->size, *var_of = malloc ((size_t) n * n * n * sizeof *var_of);
  char cnf[512], out[512], seconds[64];
  double wall = 0, reported;
  char *argv[8], *text;
  BenchTime result = { BENCH_ERROR, 0 };
  int vars, argc = 0, status = -1;

  snprintf (cnf, sizeof cnf, "%s/instance.cnf", workdir);
  snprintf (out, sizeof out, "%s/sat.out", workdir);
  argv[argc++] = (char *) program;
  for (int i = 0; solver->extra[i] != NULL; i++)
    argv[argc++] = (char *) solver->extra[i];
  if (solver->limit_joined)
    snprintf (seconds, sizeof seconds, "%s%d", solver->limit_option, (int) (limit + 0.999));
  else
    {
      argv[argc++] = (char *) solver->limit_option;
      snprintf (seconds, sizeof seconds, "%d", (int) (limit + 0.999));
    }
  argv[argc++] = seconds;
  argv[argc++] = cnf;
  argv[argc] = NULL;
  vars = bench_sat_write (puzzle, cnf, var_of);
  if (vars < 0 || !run_child (argv, out, limit, &wall, &status) || (text = read_all (out)) == NULL)
    {
      free (var_of);
      return (BenchTime) { vars < 0 ? BENCH_ERROR : BENCH_TIMEOUT, wall };
    }
  /* Their own clocks print hundredths of a second or are missing: below a
   * tenth, the wall-clock time less the cost of starting the solver on an
   * empty problem is the better figure. */
  reported = own_clock (solver, text);
  if (reported < 0.1)
    reported = fmax (wall - sat_overhead (solver, program, workdir), fmax (reported, 0));
  /* Across a process boundary nothing under a millisecond can be told apart
   * from the cost of starting it: such runs count as 1 ms. */
  reported = fmax (reported, 0.001);
  if (has_line (text, "s SATISFIABLE"))
    {
      /* A model that names no variable of the file, or an exit status that
       * contradicts the "s" line, is as wrong as a wrong grid. */
      if (decode_model (puzzle, var_of, vars, text, values) && status == 10)
        result = checked (puzzle, values, reported, limit);
    }
  else if (has_line (text, "s UNSATISFIABLE"))
    result = (BenchTime) { BENCH_UNSAT, reported };
  /* Out of time by its own limit: "s UNKNOWN" (clasp), "s INDETERMINATE"
   * (CryptoMiniSat), "c UNKNOWN" and no "s" line (CaDiCaL 1.5). */
  else if (has_line (text, "s UNKNOWN") || has_line (text, "s INDETERMINATE") || has_line (text, "c UNKNOWN"))
    result = (BenchTime) { BENCH_TIMEOUT, reported };
  /* Anything else (no "s" line: a crash, a wrong option) is an error. */
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
  int status;
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
  if (!run_child (argv, out, limit, &wall, &status) || (text = read_all (out)) == NULL)
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
