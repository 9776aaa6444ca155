/* bench-trace.c: what recording a trace costs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs every algorithm of the registry on a set of puzzles, each run
 * several times without and with a FutoTrace recording its events, and
 * prints the median times and their ratio per algorithm. The visualizer
 * asks for at most twice the time of a plain run, counting all the user
 * waits for between Record and the first step: the recorded run and the
 * first cursor's seek to the end ("total×"). A third run
 * passes the events to a function that does nothing, which splits the cost
 * between the solver (making the events) and the recorder (storing them).
 * It also checks that both runs did the same work (nodes, assignments,
 * backtracks, removed values): recording must not change what it records.
 * Then it times random seeks and first steps back on long traces, and last
 * the floor of any recorder here: writing 4 or 8 bytes an event to fresh
 * memory.
 *
 * Usage: bench-trace [--repeats K] [--node-limit N] [--algorithms A,B] [--seek-events N] PUZZLE…
 */
/* MAP_ANONYMOUS */
#define _DEFAULT_SOURCE

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/mman.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "bench-clock.h"
#include "futo-algorithm.h"
#include "futo-format.h"
#include "futo-game.h"
#include "futo-trace.h"

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
 * events and the seconds the first cursor then takes to seek to the end
 * (the "first seek" a user waits for before the player shows it). */
static double
run_once (const FutoAlgorithm *algorithm,
          const FutoPuzzle    *puzzle,
          uint64_t             node_limit,
          Mode                 mode,
          FutoStats           *stats,
          size_t              *events,
          double              *first_seek,
          size_t              *bytes)
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
  start = bench_cpu_now ();
  futo_run (algorithm, puzzle, &options, &result);
  elapsed = bench_cpu_now () - start;
  *stats = result.stats;
  if (trace != NULL)
    {
      FutoTraceCursor *cursor;

      *events = futo_trace_get_length (trace);
      /* What the user waits for after the run: the player's first cursor
       * seeks. Seeking to the end is the longest first seek. */
      start = bench_cpu_now ();
      cursor = futo_trace_cursor_new (trace);
      futo_trace_cursor_seek (cursor, *events);
      *first_seek = bench_cpu_now () - start;
      *bytes = futo_trace_get_memory (trace);
      futo_trace_cursor_free (cursor);
      futo_trace_free (trace);
    }
  futo_run_result_clear (&result);
  return elapsed;
}

/* The floor under any recorder that keeps so many bytes an event: the
 * CPU time of writing that many words to memory fresh from the system
 * (mapped anew, so that no page was touched before), which is mostly the
 * kernel's page faults; with huge, in huge pages where the system has
 * them, as a long trace's words are past their first 2 MiB
 * (futo-trace-memory.c). */
static double
fresh_memory_ns (size_t words,
                 size_t word_size,
                 bool   huge,
                 int    repeats)
{
  double *times = calloc ((size_t) repeats, sizeof *times);
  size_t bytes = words * word_size, align = huge ? (size_t) 2 << 20 : 0;
  double result;

  for (int r = 0; r < repeats; r++)
    {
      char *mapping = mmap (NULL, bytes + align, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      void *memory = mapping;
      double start = bench_cpu_now ();

      if (mapping == MAP_FAILED)
        break;
#ifdef MADV_HUGEPAGE
      if (huge)
        {
          memory = mapping + (align - (uintptr_t) mapping % align) % align;
          madvise (memory, bytes, MADV_HUGEPAGE);
        }
#endif
      if (word_size == 4)
        for (size_t i = 0; i < words; i++)
          ((volatile uint32_t *) memory)[i] = (uint32_t) i;
      else
        for (size_t i = 0; i < words; i++)
          ((volatile uint64_t *) memory)[i] = i;
      times[r] = bench_cpu_now () - start;
      munmap (mapping, bytes + align);
    }
  result = bench_median (times, repeats) * 1e9 / (double) words;
  free (times);
  return result;
}

/* Seeking a long trace: one of events random events on a size x size
 * board, recorded through the public sink; then random seeks, each timed,
 * and a step back after each (the first step back in an interval replays
 * it). Prints the slowest of each. */
static void
time_seeks (int    size,
            size_t events,
            int    seeks)
{
  FutoTrace *trace = futo_trace_new (size, 0);
  FutoTraceCursor *cursor;
  uint64_t state = 88172645463325252u;
  double start, record_time, seek_max = 0, back_max = 0, seek_total = 0;
  int cells = size * size;

  start = bench_cpu_now ();
  for (size_t i = 0; i < events; i++)
    {
      FutoEvent event = { 0 };

      state ^= state << 13;
      state ^= state >> 7;
      state ^= state << 17;
      event.kind = (FutoEventKind) (state % 4);
      event.reason = FUTO_REASON_ROW;
      event.cell = (int) ((state >> 8) % (uint64_t) cells);
      event.cause = (state >> 40) % 2 ? -1 : (int) ((state >> 20) % (uint64_t) cells);
      event.value = 1 + (int) ((state >> 32) % (uint64_t) size);
      event.depth = (int) ((state >> 48) % 40);
      futo_trace_record (&event, trace);
    }
  record_time = bench_cpu_now () - start;
  cursor = futo_trace_cursor_new (trace);
  for (int k = 0; k < seeks; k++)
    {
      size_t position;
      double seek, back;

      state ^= state << 13;
      state ^= state >> 7;
      state ^= state << 17;
      position = 1 + (size_t) (state % events);
      start = bench_cpu_now ();
      futo_trace_cursor_seek (cursor, position);
      seek = bench_cpu_now () - start;
      start = bench_cpu_now ();
      futo_trace_cursor_back (cursor);
      back = bench_cpu_now () - start;
      seek_total += seek;
      seek_max = seek > seek_max ? seek : seek_max;
      back_max = back > back_max ? back : back_max;
    }
  printf ("%dx%d, %zu events (%.1f bytes an event, recorded through the sink in %.0f ms): "
          "%d random seeks, mean %.3f ms, slowest %.3f ms; slowest first step back %.3f ms\n",
          size, size, events, (double) futo_trace_get_memory (trace) / (double) events, record_time * 1e3,
          seeks, seek_total * 1e3 / seeks, seek_max * 1e3, back_max * 1e3);
  futo_trace_cursor_free (cursor);
  futo_trace_free (trace);
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
  size_t seek_events = 10000000;
  const char *only = NULL;
  FutoPuzzle **puzzles;
  int n_puzzles = 0, status = 0;
  size_t n_algorithms = 0;
  const FutoAlgorithm *const *all = futo_algorithms (&n_algorithms);

#ifdef __GLIBC__
  /* Every recording gets memory fresh from the system, as the first one
   * after starting the app does: otherwise glibc, having freed one large
   * trace, raises its mmap threshold and hands the next one pages that are
   * already mapped, and the page faults that dominate recording vanish
   * from all runs but the first. */
  mallopt (M_MMAP_THRESHOLD, 128 * 1024);
#endif
  puzzles = calloc ((size_t) argc, sizeof *puzzles);
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--repeats") == 0 && i + 1 < argc)
        repeats = atoi (argv[++i]);
      else if (strcmp (argv[i], "--node-limit") == 0 && i + 1 < argc)
        node_limit = strtoull (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "--seek-events") == 0 && i + 1 < argc)
        seek_events = strtoull (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "--algorithms") == 0 && i + 1 < argc)
        only = argv[++i];
      else if ((puzzles[n_puzzles] = load (argv[i])) != NULL)
        n_puzzles++;
      else
        return 2;
    }
  if (n_puzzles == 0 || repeats < 1)
    {
      fprintf (stderr, "usage: %s [--repeats K] [--node-limit N] [--algorithms A,B] [--seek-events N] PUZZLE…\n", argv[0]);
      return 2;
    }

  printf ("CPU time, median of %d runs, summed over %d puzzles\n", repeats, n_puzzles);
  printf ("%-8s %10s %10s %11s %6s %6s %10s %8s %9s %8s %7s\n", "algorithm", "plain ms", "sink ms", "recorded ms",
          "sink×", "ratio", "events", "ns/event", "seek ms", "B/event", "total×");
  for (size_t a = 0; a < n_algorithms; a++)
    {
      double plain_total = 0, sink_total = 0, recorded_total = 0, seek_total = 0, total_total = 0;
      size_t events_total = 0, bytes_total = 0;
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
          double *first_seek = calloc ((size_t) repeats, sizeof *first_seek);
          double *total = calloc ((size_t) repeats, sizeof *total);
          FutoStats plain_stats, sink_stats, recorded_stats;
          size_t events = 0, bytes = 0;

          /* Interleaved, so that a busy moment of the machine hits both. */
          for (int r = 0; r < repeats; r++)
            {
              plain[r] = run_once (all[a], puzzles[p], node_limit, PLAIN, &plain_stats, &events, NULL, NULL);
              sink[r] = run_once (all[a], puzzles[p], node_limit, SINK, &sink_stats, &events, NULL, NULL);
              recorded[r] = run_once (all[a], puzzles[p], node_limit, RECORD, &recorded_stats, &events,
                                      &first_seek[r], &bytes);
              total[r] = recorded[r] + first_seek[r];
            }
          if (!same_work (&plain_stats, &recorded_stats))
            {
              fprintf (stderr, "bench-trace: %s on puzzle %d: recording changed the run\n", all[a]->id, p + 1);
              status = 1;
            }
          plain_total += bench_median (plain, repeats);
          sink_total += bench_median (sink, repeats);
          recorded_total += bench_median (recorded, repeats);
          seek_total += bench_median (first_seek, repeats);
          total_total += bench_median (total, repeats);
          events_total += events;
          bytes_total += bytes;
          free (total);
          free (first_seek);
          free (sink);
          free (plain);
          free (recorded);
        }
      printf ("%-8s %10.3f %10.3f %11.3f %6.2f %6.2f %10zu %8.1f %9.3f %8.1f %7.2f\n", all[a]->id,
              plain_total * 1e3, sink_total * 1e3, recorded_total * 1e3,
              plain_total > 0 ? sink_total / plain_total : 0.0,
              plain_total > 0 ? recorded_total / plain_total : 0.0, events_total,
              events_total > 0 ? (recorded_total - sink_total) * 1e9 / events_total : 0.0,
              seek_total * 1e3,
              events_total > 0 ? (double) bytes_total / events_total : 0.0,
              plain_total > 0 ? total_total / plain_total : 0.0);
    }
  if (seek_events > 0)
    {
      time_seeks (9, seek_events, 200);
      time_seeks (30, seek_events, 200);
      time_seeks (64, seek_events, 200);
    }
  printf ("writing to fresh memory: %.2f ns a 4-byte word, %.2f ns an 8-byte word; "
          "%.2f ns a 4-byte word in huge pages\n",
          fresh_memory_ns (8u << 20, 4, false, repeats), fresh_memory_ns (4u << 20, 8, false, repeats),
          fresh_memory_ns (8u << 20, 4, true, repeats));
  for (int p = 0; p < n_puzzles; p++)
    futo_puzzle_free (puzzles[p]);
  free (puzzles);
  return status;
}
