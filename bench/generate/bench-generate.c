/* bench-generate.c: how long the generator takes per puzzle, by size and level
 *
 * Usage: bench-generate [--count N] [--seed S] [--style balanced|givens|signs]
 *                       [--mode unequal|adjacent] [--check] SIZE:LEVEL…
 * For each SIZE:LEVEL (for example 9:extreme) it generates N puzzles with
 * seeds S, S + 1, … and prints one line: the median, mean and largest time
 * per puzzle, how many failed, the clues and the checks made. --check also
 * verifies each puzzle (unique, minimal, graded at its level), outside the
 * timing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "futo-algorithm.h"
#include "futo-generate.h"
#include "futo-grade.h"

/* CPU time of the process: the machines this runs on are shared, and a
 * busy neighbour must not count as the generator's time. */
static double
now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + ts.tv_nsec / 1e9;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static int
count_solutions (const FutoPuzzle *puzzle)
{
  FutoRunOptions options;
  FutoRunResult result;
  int count;

  futo_run_options_init (&options);
  options.solution_limit = 2;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_default (), puzzle, &options, &result);
  count = (int) result.solution_count;
  futo_run_result_clear (&result);
  return count;
}

/* Unique, minimal and graded at level; prints what is wrong. */
static bool
check_puzzle (const FutoPuzzle *puzzle,
              FutoLevel         level,
              uint64_t          seed)
{
  FutoPuzzle *less = futo_puzzle_copy (puzzle);
  int n = puzzle->size;
  FutoGrade grade;
  bool ok = true;

  if (count_solutions (puzzle) != 1)
    {
      printf ("  seed %llu: not unique\n", (unsigned long long) seed);
      ok = false;
    }
  for (int cell = 0; cell < n * n && ok; cell++)
    for (int kind = 0; kind < 3 && ok; kind++)
      {
        uint8_t *slot = kind == 0 ? &less->givens[cell] : kind == 1 ? &less->right[cell]
                                                                    : &less->down[cell];
        uint8_t keep = *slot;

        /* An Adjacent puzzle's marks are not clues: only its givens are. */
        if (keep == 0 || (kind > 0 && futo_puzzle_get_mode (puzzle) == FUTO_MODE_ADJACENT))
          continue;
        *slot = 0;
        if (count_solutions (less) == 1)
          {
            printf ("  seed %llu: not minimal (clue %d of cell %d)\n", (unsigned long long) seed,
                    kind, cell);
            ok = false;
          }
        *slot = keep;
      }
  if (ok && (futo_grade (puzzle, &grade) != FUTO_GRADE_OK || grade.level != level))
    {
      printf ("  seed %llu: grades %s, not %s\n", (unsigned long long) seed,
              futo_level_id (grade.level), futo_level_id (level));
      ok = false;
    }
  futo_puzzle_free (less);
  return ok;
}

static void
bench_one (int            size,
           FutoMode       mode,
           FutoLevel      level,
           FutoClueStyle  style,
           int            count,
           uint64_t       seed,
           bool           check)
{
  double *times = calloc ((size_t) count, sizeof *times), total = 0;
  long givens = 0, signs = 0, attempts = 0, rounds = 0;
  int failed = 0, wrong = 0;

  for (int i = 0; i < count; i++)
    {
      FutoPuzzle *puzzle;
      FutoGenerateReport report;
      double start = now ();

      futo_generate_mode (size, mode, level, style, seed + (uint64_t) i, NULL, &puzzle, &report);
      times[i] = now () - start;
      total += times[i];
      attempts += report.attempts;
      rounds += report.rounds;
      if (puzzle == NULL)
        {
          failed++;
          printf ("  seed %llu: %s\n", (unsigned long long) (seed + (uint64_t) i), report.message);
          continue;
        }
      givens += report.givens;
      signs += report.signs;
      if (check && !check_puzzle (puzzle, level, seed + (uint64_t) i))
        wrong++;
      futo_puzzle_free (puzzle);
    }
  qsort (times, (size_t) count, sizeof *times, compare_doubles);
  printf ("%2dx%-2d %-9s %-8s n=%-4d median %9.2f ms  mean %9.2f ms  max %9.2f ms  failed %d",
          size, size, futo_level_id (level),
          mode == FUTO_MODE_ADJACENT ? "adjacent" : futo_style_id (style), count,
          1000 * times[count / 2], 1000 * total / count, 1000 * times[count - 1], failed);
  if (count > failed)
    printf ("  givens %.1f signs %.1f attempts %.1f rounds %.1f", (double) givens / (count - failed),
            (double) signs / (count - failed), (double) attempts / count, (double) rounds / count);
  if (check)
    printf ("  wrong %d", wrong);
  printf ("\n");
  fflush (stdout);
  free (times);
}

int
main (int   argc,
      char *argv[])
{
  int count = 20;
  uint64_t seed = 1;
  FutoClueStyle style = FUTO_STYLE_SIGNS;
  FutoMode mode = FUTO_MODE_UNEQUAL;
  bool check = false;

  for (int i = 1; i < argc; i++)
    {
      char level_id[32];
      int size;
      FutoLevel level;

      if (strcmp (argv[i], "--count") == 0 && i + 1 < argc)
        count = atoi (argv[++i]);
      else if (strcmp (argv[i], "--seed") == 0 && i + 1 < argc)
        seed = strtoull (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "--style") == 0 && i + 1 < argc)
        {
          if (!futo_style_from_id (argv[++i], &style))
            {
              fprintf (stderr, "unknown style %s\n", argv[i]);
              return 2;
            }
        }
      else if (strcmp (argv[i], "--mode") == 0 && i + 1 < argc)
        mode = strcmp (argv[++i], "adjacent") == 0 ? FUTO_MODE_ADJACENT : FUTO_MODE_UNEQUAL;
      else if (strcmp (argv[i], "--check") == 0)
        check = true;
      else if (sscanf (argv[i], "%d:%31s", &size, level_id) == 2
               && futo_level_from_id (level_id, &level) && count > 0)
        bench_one (size, mode, level, style, count, seed, check);
      else
        {
          fprintf (stderr, "usage: %s [--count N] [--seed S] [--style STYLE] [--mode MODE] "
                   "[--check] SIZE:LEVEL…\n", argv[0]);
          return 2;
        }
    }
  return 0;
}
