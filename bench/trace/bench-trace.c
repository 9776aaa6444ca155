/* bench-trace.c: what recording a trace costs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs every algorithm of the registry on a set of puzzles, each run
 * several times without and with a FutoTrace recording its events, and
 * prints the median times and their ratio per algorithm. The visualizer
 * asks for at most twice the time of a plain run. A third run passes the
 * events to a function that does nothing, which splits the cost between
 * the solver (making the events) and the recorder (storing them). It also
 * checks that
 * both runs did the same work (nodes, assignments, backtracks, removed
 * values): recording must not change what it records. Recording leaves the
 * undo fields and keyframes to the first cursor, so that step is timed on
 * its own ("settle"), and last the bench times the floor of any recorder
 * here: writing 8 bytes an event to fresh memory.
 *
 * Usage: bench-trace [--repeats K] [--node-limit N] [--algorithms A,B] PUZZLE…
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "futo-algorithm.h"
#include "futo-format.h"
#include "futo-game.h"
#include "futo-trace.h"

/* The thread's CPU time, not the wall clock: on a machine shared with
 * other jobs the wall clock also counts the waits for a core, which hit
 * the two kinds of run unequally. Page faults of the growing trace are
 * still counted (the kernel's time on the thread's behalf). */
static double
now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (double *values,
        int     n)
{
  qsort (values, (size_t) n, sizeof *values, compare_doubles);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

static FutoPuzzle *
load (const char *path)
{
  FILE *file = fopen (path, "rb");
  char *text;
  long size;
  FutoGame *game;
  FutoPuzzle *puzzle;
  FutoError error;

  if (file == NULL || fseek (file, 0, SEEK_END) != 0 || (size = ftell (file)) < 0)
    {
      fprintf (stderr, "bench-trace: %s: cannot read it\n", path);
      if (file != NULL)
        fclose (file);
      return NULL;
    }
  rewind (file);
  text = malloc ((size_t) size + 1);
  if (fread (text, 1, (size_t) size, file) != (size_t) size)
    size = 0;
  fclose (file);
  game = futo_game_read_any (text, (size_t) size, NULL, &error);
  free (text);
  if (game == NULL)
    {
      fprintf (stderr, "bench-trace: %s:%d:%d: %s\n", path, error.line, error.column, error.message);
      return NULL;
    }
  puzzle = futo_puzzle_copy (game->puzzle);
  futo_game_free (game);
  return puzzle;
}

static void
ignore_event (const FutoEvent *event,
              void            *data)
{
}

typedef enum
{
  PLAIN,
  SINK,
  RECORD,
} Mode;

/* One run; returns its CPU seconds and, when recording, the number of
 * events and the seconds the first cursor then takes to settle the trace
 * (the undo fields and keyframes that recording leaves for later). */
static double
run_once (const FutoAlgorithm *algorithm,
          const FutoPuzzle    *puzzle,
          uint64_t             node_limit,
          Mode                 mode,
          FutoStats           *stats,
          size_t              *events,
          double              *settle)
{
  bool record = mode == RECORD;
  FutoRunOptions options;
  FutoRunResult result;
  FutoTrace *trace = record ? futo_trace_new (puzzle->size, 0) : NULL;
  double start, elapsed;

  futo_run_options_init (&options);
  options.seed = 1;
  options.node_limit = node_limit;
  options.time_limit = 60;
  if (record)
    {
      options.on_event = futo_trace_record;
      options.event_data = trace;
    }
  else if (mode == SINK)
    options.on_event = ignore_event;
  futo_run_result_init (&result);
  start = now ();
  futo_run (algorithm, puzzle, &options, &result);
  elapsed = now () - start;
  *stats = result.stats;
  if (trace != NULL)
    {
      *events = futo_trace_get_length (trace);
      start = now ();
      futo_trace_cursor_free (futo_trace_cursor_new (trace));
      *settle = now () - start;
      futo_trace_free (trace);
    }
  futo_run_result_clear (&result);
  return elapsed;
}

/* The floor under any recorder that keeps 8 bytes an event: the CPU time
 * of writing that many words to memory fresh from the system, which is
 * mostly the kernel's page faults. */
static double
fresh_memory_ns (size_t words,
                 int    repeats)
{
  double *times = calloc ((size_t) repeats, sizeof *times);
  double result;

  for (int r = 0; r < repeats; r++)
    {
      volatile uint64_t *array = malloc (words * sizeof *array);
      double start = now ();

      if (array == NULL)
        break;
      for (size_t i = 0; i < words; i++)
        array[i] = i;
      times[r] = now () - start;
      free ((void *) array);
    }
  result = median (times, repeats) * 1e9 / (double) words;
  free (times);
  return result;
}

static bool
same_work (const FutoStats *a,
           const FutoStats *b)
{
  return a->nodes == b->nodes && a->assignments == b->assignments
         && a->backtracks == b->backtracks && a->removed_values == b->removed_values
         && a->iterations == b->iterations && a->moves == b->moves;
}

int
main (int   argc,
      char *argv[])
{
  int repeats = 5;
  uint64_t node_limit = 2000000;
  const char *only = NULL;
  FutoPuzzle **puzzles;
  int n_puzzles = 0, status = 0;
  size_t n_algorithms = 0;
  const FutoAlgorithm *const *all = futo_algorithms (&n_algorithms);

  puzzles = calloc ((size_t) argc, sizeof *puzzles);
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--repeats") == 0 && i + 1 < argc)
        repeats = atoi (argv[++i]);
      else if (strcmp (argv[i], "--node-limit") == 0 && i + 1 < argc)
        node_limit = strtoull (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "--algorithms") == 0 && i + 1 < argc)
        only = argv[++i];
      else if ((puzzles[n_puzzles] = load (argv[i])) != NULL)
        n_puzzles++;
      else
        return 2;
    }
  if (n_puzzles == 0 || repeats < 1)
    {
      fprintf (stderr, "usage: %s [--repeats K] [--node-limit N] [--algorithms A,B] PUZZLE…\n", argv[0]);
      return 2;
    }

  printf ("CPU time, median of %d runs, summed over %d puzzles\n", repeats, n_puzzles);
  printf ("%-8s %11s %11s %11s %7s %7s %11s %9s %9s %9s\n", "algorithm", "plain ms", "sink ms", "recorded ms",
          "sink×", "ratio", "events", "ns/event", "settle ms", "+settle×");
  for (size_t a = 0; a < n_algorithms; a++)
    {
      double plain_total = 0, sink_total = 0, recorded_total = 0, settle_total = 0;
      size_t events_total = 0;
      char pattern[64];

      snprintf (pattern, sizeof pattern, ",%s,", all[a]->id);
      if (only != NULL)
        {
          char list[512];

          snprintf (list, sizeof list, ",%s,", only);
          if (strstr (list, pattern) == NULL)
            continue;
        }
      for (int p = 0; p < n_puzzles; p++)
        {
          double *plain = calloc ((size_t) repeats, sizeof *plain);
          double *recorded = calloc ((size_t) repeats, sizeof *recorded);
          double *sink = calloc ((size_t) repeats, sizeof *sink);
          double *settle = calloc ((size_t) repeats, sizeof *settle);
          FutoStats plain_stats, sink_stats, recorded_stats;
          size_t events = 0;

          /* Interleaved, so that a busy moment of the machine hits both. */
          for (int r = 0; r < repeats; r++)
            {
              plain[r] = run_once (all[a], puzzles[p], node_limit, PLAIN, &plain_stats, &events, NULL);
              sink[r] = run_once (all[a], puzzles[p], node_limit, SINK, &sink_stats, &events, NULL);
              recorded[r] = run_once (all[a], puzzles[p], node_limit, RECORD, &recorded_stats, &events,
                                      &settle[r]);
            }
          if (!same_work (&plain_stats, &recorded_stats))
            {
              fprintf (stderr, "bench-trace: %s on puzzle %d: recording changed the run\n", all[a]->id, p + 1);
              status = 1;
            }
          plain_total += median (plain, repeats);
          sink_total += median (sink, repeats);
          recorded_total += median (recorded, repeats);
          settle_total += median (settle, repeats);
          events_total += events;
          free (settle);
          free (sink);
          free (plain);
          free (recorded);
        }
      printf ("%-8s %11.3f %11.3f %11.3f %7.2f %7.2f %11zu %9.1f %9.3f %9.2f\n", all[a]->id, plain_total * 1e3,
              sink_total * 1e3, recorded_total * 1e3,
              plain_total > 0 ? sink_total / plain_total : 0.0,
              plain_total > 0 ? recorded_total / plain_total : 0.0, events_total,
              events_total > 0 ? (recorded_total - sink_total) * 1e9 / events_total : 0.0,
              settle_total * 1e3,
              plain_total > 0 ? (recorded_total + settle_total) / plain_total : 0.0);
    }
  printf ("writing 8-byte words to fresh memory: %.1f ns/word\n", fresh_memory_ns (4u << 20, repeats));
  for (int p = 0; p < n_puzzles; p++)
    futo_puzzle_free (puzzles[p]);
  free (puzzles);
  return status;
}
