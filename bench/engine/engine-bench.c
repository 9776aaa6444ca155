/* engine-bench.c: Futoshiki Lab's engine against Gecode and SAT solvers
 *
 * Generates the instance sets deterministically (the 54 classes of Şen and
 * Diner's Table 1 and quasigroups with 42% holes of orders 30 to 60, from
 * near-uniform random Latin squares), runs the engine and whichever
 * references are installed (Gecode; CaDiCaL, CryptoMiniSat and clasp on
 * one SAT encoding), checks every answer, and prints per class the
 * median time, how many were solved within the limit and the engine's ratio
 * to the better reference. Then it times uniqueness proofs (solution limit
 * 2) on unique 9×9 and 12×12 puzzles. See README.md.
 *
 * usage: futo-engine-bench [--seeds N] [--limit S] [--nodes N] [--only TEXT] [--params P]
 *                          [--dump DIR] [--verbose] [--no-refs] [--no-uniq] [--uniq-only]
 *                          [--balanced] [--refs LIST] [--csv FILE] [FILE…]
 * With FILEs, runs those puzzles (any format) instead of the generated sets.
 * --balanced runs the table of balanced quasigroups with holes instead
 * (issue 33: orders 30 to 64 across 24 to 40 % holes, futo-planted.h), the
 * instances of `futoshiki bench sweep --holes balanced --seed 1`.
 * --refs picks references by name (comma-separated); --csv writes every
 * run as a line of a CSV file (engine-chart.c draws the balanced table's).
 * The exit status is 1 when a reference gave a wrong answer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bench-instances.h"
#include "bench-refs.h"
#include "futo-algorithm.h"
#include "futo-format.h"
#include "futo-planted.h"

#ifndef BENCH_GECODE_PROGRAM
#define BENCH_GECODE_PROGRAM NULL
#endif

typedef struct
{
  int n, signs, givens;
} Class;

/* Table 1 of Şen and Diner: size, inequalities, givens. */
static const Class paper_classes[] = {
  { 6, 6, 1 }, { 6, 1, 6 }, { 6, 20, 6 }, { 6, 30, 6 }, { 6, 6, 20 }, { 6, 6, 30 },
  { 7, 7, 1 }, { 7, 1, 7 }, { 7, 30, 7 }, { 7, 40, 7 }, { 7, 7, 30 }, { 7, 7, 40 },
  { 8, 8, 1 }, { 8, 1, 8 }, { 8, 40, 8 }, { 8, 50, 8 }, { 8, 8, 40 }, { 8, 8, 50 },
  { 9, 9, 1 }, { 9, 1, 9 }, { 9, 70, 9 }, { 9, 35, 18 }, { 9, 18, 35 }, { 9, 9, 70 },
  { 15, 150, 15 }, { 15, 90, 130 }, { 15, 1, 150 }, { 15, 15, 150 }, { 15, 15, 170 }, { 15, 15, 200 },
  { 20, 80, 250 }, { 20, 20, 300 }, { 20, 30, 300 }, { 20, 30, 320 }, { 20, 50, 350 }, { 20, 20, 370 },
  { 30, 30, 500 }, { 30, 50, 500 }, { 30, 30, 600 }, { 30, 100, 600 }, { 30, 30, 750 }, { 30, 300, 750 },
  { 40, 40, 750 }, { 40, 100, 750 }, { 40, 40, 950 }, { 40, 300, 950 }, { 40, 400, 950 }, { 40, 40, 1300 },
  { 50, 50, 1200 }, { 50, 100, 1500 }, { 50, 400, 1600 }, { 50, 250, 2000 }, { 50, 400, 2000 }, { 50, 500, 2000 },
};

static const int qwh_orders[] = { 30, 40, 50, 60 };
#define QWH_HOLES 0.42

/* The balanced-QWH table: where the hardness peak of large orders lies
 * (Kautz et al. 2001; the peak moves to fewer holes as the order grows). */
static const int bqwh_orders[] = { 30, 35, 40, 45, 50, 56, 64 };
static const int bqwh_holes_percent[] = { 24, 26, 28, 30, 32, 34, 36, 38, 40 };

/* Gecode, then the SAT solvers of bench_sat_solvers in their order. */
enum { REF_GECODE, N_REFS = 1 + BENCH_N_SAT_SOLVERS };

static const char *
ref_name (int ref)
{
  return ref == REF_GECODE ? "gecode" : bench_sat_solvers[ref - 1].name;
}

/* A column wide enough for the reference's name. */
static int
ref_width (int ref)
{
  int len = (int) strlen (ref_name (ref));

  return len > 9 ? len : 9;
}

typedef struct
{
  int         seeds;
  double      limit;
  uint64_t    nodes;
  const char *only;
  const char *params;
  const char *dump;
  const char *ref_list;   /* --refs: the names of the references to run; NULL: all */
  FILE       *csv;
  int         wrong;      /* wrong answers of the references */
  bool        refs;
  bool        uniq;
  bool        classes;
  bool        balanced;
  bool        verbose;
  char       *ref_path[N_REFS];
  char        workdir[64];
} Bench;

static int
compare_double (const void *a,
                const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The median with unsolved runs counted as infinitely slow (the upper
 * median for an even count). */
static double
median (double *times,
        int     count)
{
  qsort (times, (size_t) count, sizeof *times, compare_double);
  return times[count / 2];
}

static void
print_time (double seconds,
            int    width)
{
  if (isinf (seconds))
    printf (" %*s", width, "timeout");
  else if (seconds < 0)
    printf (" %*s", width, "-");
  else
    printf (" %*.2f", width, seconds * 1000);
}

/* One line of the --csv file: class, instance, solver, outcome, seconds. */
static void
csv_run (Bench      *bench,
         const char *name,
         int         instance,
         const char *solver,
         const char *outcome,
         double      seconds)
{
  if (bench->csv == NULL)
    return;
  fprintf (bench->csv, "%s,%d,%s,%s,%.6f\n", name, instance, solver, outcome, seconds);
  fflush (bench->csv);
}

/* CPU time of the whole process (all its threads), in seconds: what a run
 * cost, whatever else the machine was doing. */
static double
cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

/* Our engine on one puzzle; +inf when not solved in time. *cpu gets the
 * CPU time it used. */
static double
run_engine (const Bench      *bench,
            const FutoPuzzle *puzzle,
            uint64_t          seed,
            uint64_t          limit,
            FutoRunResult    *result,
            double           *cpu)
{
  FutoRunOptions options;
  double start = cpu_now ();

  futo_run_options_init (&options);
  options.solution_limit = limit;
  options.time_limit = bench->limit;
  options.node_limit = bench->nodes;
  options.seed = seed;
  options.params = bench->params;
  futo_run (futo_algorithm_find ("lab"), puzzle, &options, result);
  if (cpu != NULL)
    *cpu = cpu_now () - start;
  for (int i = 0; i < result->stored; i++)
    if (!futo_puzzle_is_solution (puzzle, result->solutions[i]))
      {
        fprintf (stderr, "engine: WRONG SOLUTION\n");
        exit (1);
      }
  if (result->status != FUTO_STATUS_SOLVED && result->status != FUTO_STATUS_UNSATISFIABLE)
    return INFINITY;
  return result->stats.elapsed;
}

static double
run_ref (Bench            *bench,
         int               ref,
         const FutoPuzzle *puzzle,
         const char       *name,
         int               instance,
         uint8_t          *values)
{
  static const char *const outcomes[] = { "solved", "timeout", "unsat", "error" };
  BenchTime t;

  if (ref == REF_GECODE)
    t = bench_run_gecode (bench->ref_path[ref], puzzle, bench->limit, bench->workdir, values);
  else
    t = bench_run_sat (&bench_sat_solvers[ref - 1], bench->ref_path[ref], puzzle, bench->limit,
                       bench->workdir, values);
  if (t.outcome == BENCH_ERROR || t.outcome == BENCH_UNSAT)
    {
      fprintf (stderr, "%s: WRONG ANSWER (%s) on %s #%d\n", ref_name (ref),
               t.outcome == BENCH_UNSAT ? "unsat" : "error", name, instance);
      bench->wrong++;
    }
  csv_run (bench, name, instance, ref_name (ref), outcomes[t.outcome], t.seconds);
  return t.outcome == BENCH_SOLVED ? t.seconds : INFINITY;
}

static bool
any_ref (const Bench *bench)
{
  for (int ref = 0; ref < N_REFS; ref++)
    if (bench->ref_path[ref] != NULL)
      return true;
  return false;
}

/* Runs a set of puzzles and prints one row for it. */
static void
run_set (Bench       *bench,
         const char  *name,
         FutoPuzzle **puzzles,
         int          count)
{
  double ours[64], refs[N_REFS][64], best = INFINITY, ours_median;
  int solved = 0, ref_solved[N_REFS] = { 0 };
  uint8_t *values = malloc (64 * 64);
  FutoRunResult result;

  futo_run_result_init (&result);
  for (int i = 0; i < count; i++)
    {
      double cpu;

      ours[i] = run_engine (bench, puzzles[i], (uint64_t) i + 1, 1, &result, &cpu);
      solved += !isinf (ours[i]);
      csv_run (bench, name, i + 1, "lab", isinf (ours[i]) ? "timeout" : "solved",
               isinf (ours[i]) ? result.stats.elapsed : ours[i]);
      /* The counts do not depend on the machine's load: compare them. */
      if (bench->verbose)
        fprintf (stderr, "  %s #%d: %s %.1f ms (cpu %.1f ms), %llu nodes, %llu failures, %llu restarts\n",
                 name, i + 1, isinf (ours[i]) ? "timeout" : "solved", result.stats.elapsed * 1000, cpu * 1000,
                 (unsigned long long) result.stats.nodes, (unsigned long long) result.stats.backtracks,
                 (unsigned long long) result.stats.restarts);
      for (int ref = 0; ref < N_REFS; ref++)
        {
          refs[ref][i] = bench->ref_path[ref] ? run_ref (bench, ref, puzzles[i], name, i + 1, values) : -1;
          ref_solved[ref] += refs[ref][i] >= 0 && !isinf (refs[ref][i]);
        }
    }
  ours_median = median (ours, count);
  printf ("%-22s", name);
  print_time (ours_median, 9);
  printf (" %2d/%-2d", solved, count);
  for (int ref = 0; ref < N_REFS; ref++)
    {
      double m = bench->ref_path[ref] ? median (refs[ref], count) : -1;

      print_time (m, ref_width (ref));
      if (bench->ref_path[ref])
        printf (" %2d/%-2d", ref_solved[ref], count);
      else
        printf (" %5s", "");
      if (m >= 0 && m < best)
        best = m;
    }
  if (!isinf (best) && !isinf (ours_median))
    printf ("  %7.3f", ours_median / best);
  else if (!isinf (ours_median) && !any_ref (bench))
    printf ("  %7s", "-");
  else if (!isinf (ours_median))
    printf ("  %7s", "<limit");
  else
    printf ("  %7s", "MISS");
  printf ("\n");
  fflush (stdout);
  futo_run_result_clear (&result);
  free (values);
}

static void
print_header (const Bench *bench)
{
  printf ("%-22s %9s %5s", "class (n_signs_givens)", "lab ms", "ok");
  for (int ref = 0; ref < N_REFS; ref++)
    printf (" %*s %5s", ref_width (ref), ref_name (ref), "ok");
  printf ("  %7s\n", "ratio");
}

/* --only takes one or more texts, separated by commas. */
static bool
wanted (const Bench *bench,
        const char  *name)
{
  const char *text = bench->only;

  if (text == NULL)
    return true;
  for (;;)
    {
      const char *comma = strchr (text, ',');
      size_t len = comma ? (size_t) (comma - text) : strlen (text);

      for (const char *at = name; *at != '\0'; at++)
        if (len > 0 && strncmp (at, text, len) == 0)
          return true;
      if (comma == NULL)
        return false;
      text = comma + 1;
    }
}

static void
dump_puzzle (const Bench      *bench,
             const char       *name,
             int               seed,
             const FutoPuzzle *puzzle)
{
  char path[512], *text = futo_grid_write (puzzle);
  FILE *f;

  snprintf (path, sizeof path, "%s/%s_s%d.txt", bench->dump, name, seed);
  if ((f = fopen (path, "w")) != NULL)
    {
      fputs (text, f);
      fclose (f);
    }
  free (text);
}

static void
run_classes (Bench *bench)
{
  FutoPuzzle *puzzles[64];
  char name[64];

  print_header (bench);
  for (size_t k = 0; k < sizeof paper_classes / sizeof paper_classes[0] + sizeof qwh_orders / sizeof (int); k++)
    {
      bool qwh = k >= sizeof paper_classes / sizeof paper_classes[0];
      Class c = qwh ? (Class) { qwh_orders[k - sizeof paper_classes / sizeof paper_classes[0]], 0, 0 }
                    : paper_classes[k];

      if (qwh)
        c.givens = c.n * c.n - (int) lround (QWH_HOLES * c.n * c.n);
      snprintf (name, sizeof name, qwh ? "qwh_%d_h42" : "paper_%d_%d_%d", c.n, c.signs, c.givens);
      if (!wanted (bench, name))
        continue;
      for (int s = 0; s < bench->seeds; s++)
        {
          BenchRng rng;
          uint8_t *square;

          bench_rng_seed (&rng, ((uint64_t) c.n * 1000003 + (uint64_t) c.signs) * 1000003
                                + (uint64_t) c.givens * 101 + (uint64_t) s);
          square = bench_latin_square (&rng, c.n);
          puzzles[s] = bench_puzzle_from (&rng, square, c.n, c.signs, c.givens);
          free (square);
          if (bench->dump != NULL)
            dump_puzzle (bench, name, s + 1, puzzles[s]);
        }
      run_set (bench, name, puzzles, bench->seeds);
      for (int s = 0; s < bench->seeds; s++)
        futo_puzzle_free (puzzles[s]);
    }
}

/* Balanced QWH: instance s of order n at the fraction of holes, the
 * instance that `futoshiki bench sweep --holes balanced --seed 1` makes
 * there (seed 1, index s). */
static void
run_balanced (Bench *bench)
{
  FutoPuzzle *puzzles[64];
  char name[64];

  print_header (bench);
  for (size_t o = 0; o < sizeof bqwh_orders / sizeof bqwh_orders[0]; o++)
    for (size_t h = 0; h < sizeof bqwh_holes_percent / sizeof bqwh_holes_percent[0]; h++)
      {
        int n = bqwh_orders[o];

        snprintf (name, sizeof name, "bqwh_%d_h%d", n, bqwh_holes_percent[h]);
        if (!wanted (bench, name))
          continue;
        for (int s = 0; s < bench->seeds; s++)
          {
            puzzles[s] = futo_planted_instance_with_holes (n, bqwh_holes_percent[h] / 100.0, 0.0,
                                                           FUTO_PLANTED_HOLES_BALANCED, 1, s, NULL);
            if (bench->dump != NULL)
              dump_puzzle (bench, name, s + 1, puzzles[s]);
          }
        run_set (bench, name, puzzles, bench->seeds);
        for (int s = 0; s < bench->seeds; s++)
          futo_puzzle_free (puzzles[s]);
      }
}

/* A minimal unique puzzle: signs at random, then every given that can go
 * without a second solution appearing is taken away, in random order. */
static FutoPuzzle *
unique_puzzle (BenchRng *rng,
               int       n)
{
  uint8_t *square = bench_latin_square (rng, n);
  FutoPuzzle *puzzle = bench_puzzle_from (rng, square, n, n * (n - 1) * 2 / 4, n * n);
  FutoRunOptions options;
  FutoRunResult result;
  int cells = n * n, *order = malloc ((size_t) cells * sizeof *order);

  futo_run_options_init (&options);
  futo_run_result_init (&result);
  options.solution_limit = 2;
  for (int i = 0; i < cells; i++)
    order[i] = i;
  for (int i = cells - 1; i > 0; i--)
    {
      int j = (int) bench_rng_below (rng, (uint32_t) i + 1), t = order[i];

      order[i] = order[j];
      order[j] = t;
    }
  for (int i = 0; i < cells; i++)
    {
      int cell = order[i], given = puzzle->givens[cell];

      puzzle->givens[cell] = 0;
      futo_run (futo_algorithm_find ("lab"), puzzle, &options, &result);
      if (result.solution_count != 1)
        puzzle->givens[cell] = (uint8_t) given;
    }
  futo_run_result_clear (&result);
  free (order);
  free (square);
  return puzzle;
}

static void
run_uniqueness (const Bench *bench)
{
  static const int sizes[] = { 9, 12 };
  enum { COUNT = 25 };

  printf ("\nuniqueness proofs (solution limit 2) on minimal unique puzzles with signs on 1/4 of the pairs\n");
  printf ("%-22s %9s %9s %9s %9s\n", "size", "median ms", "mean ms", "max ms", "givens");
  for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    {
      double times[COUNT], total = 0, worst = 0;
      int givens = 0;
      BenchRng rng;
      char name[32];

      bench_rng_seed (&rng, 777 + (uint64_t) sizes[k]);
      for (int i = 0; i < COUNT; i++)
        {
          FutoPuzzle *puzzle = unique_puzzle (&rng, sizes[k]);
          FutoRunResult result;

          futo_run_result_init (&result);
          times[i] = run_engine (bench, puzzle, 1, 2, &result, NULL);
          if (result.solution_count != 1 || !result.exhausted)
            {
              fprintf (stderr, "uniqueness: WRONG COUNT\n");
              exit (1);
            }
          total += times[i];
          worst = times[i] > worst ? times[i] : worst;
          givens += futo_puzzle_count_givens (puzzle);
          futo_run_result_clear (&result);
          futo_puzzle_free (puzzle);
        }
      snprintf (name, sizeof name, "%d×%d", sizes[k], sizes[k]);
      printf ("%-23s", name);
      print_time (median (times, COUNT), 9);
      print_time (total / COUNT, 9);
      print_time (worst, 9);
      printf (" %9.1f\n", (double) givens / COUNT);
    }
}

static void
run_files (Bench       *bench,
           int          count,
           char       **paths)
{
  print_header (bench);
  for (int i = 0; i < count; i++)
    {
      FILE *f = fopen (paths[i], "r");
      char *text = malloc (1 << 20);
      size_t len = f ? fread (text, 1, (1 << 20) - 1, f) : 0;
      FutoError error;
      FutoGame *game;
      const char *base = strrchr (paths[i], '/') ? strrchr (paths[i], '/') + 1 : paths[i];

      if (f != NULL)
        fclose (f);
      game = futo_game_read_any (text, len, NULL, &error);
      free (text);
      if (game == NULL)
        {
          fprintf (stderr, "%s: %s\n", paths[i], error.message);
          continue;
        }
      run_set (bench, base, &game->puzzle, 1);
      futo_game_free (game);
    }
}

/* Whether --refs names the reference (all are wanted without it). */
static bool
ref_wanted (const Bench *bench,
            const char  *name)
{
  size_t len = strlen (name);

  if (bench->ref_list == NULL)
    return true;
  for (const char *at = bench->ref_list; at != NULL; at = strchr (at, ','))
    {
      at += *at == ',';
      if (strncmp (at, name, len) == 0 && (at[len] == ',' || at[len] == '\0'))
        return true;
    }
  return false;
}

/* false with a message when --refs names a reference that does not exist. */
static bool
ref_list_valid (const Bench *bench)
{
  for (const char *at = bench->ref_list; at != NULL && *at != '\0'; at = strchr (at, ','))
    {
      size_t len;
      bool known = false;

      at += *at == ',';
      len = strchr (at, ',') ? (size_t) (strchr (at, ',') - at) : strlen (at);
      for (int ref = 0; ref < N_REFS && !known; ref++)
        known = strlen (ref_name (ref)) == len && strncmp (at, ref_name (ref), len) == 0;
      if (!known)
        {
          fprintf (stderr, "--refs: no reference \"%.*s\" (gecode", (int) len, at);
          for (int ref = 1; ref < N_REFS; ref++)
            fprintf (stderr, ", %s", ref_name (ref));
          fprintf (stderr, ")\n");
          return false;
        }
    }
  return true;
}

static void
find_refs (Bench *bench)
{
  const char *gecode = BENCH_GECODE_PROGRAM;

  for (int ref = 0; ref < N_REFS; ref++)
    {
      if (!bench->refs || !ref_wanted (bench, ref_name (ref)))
        {
          bench->ref_path[ref] = NULL;
          continue;
        }
      if (ref == REF_GECODE)
        bench->ref_path[ref] = gecode != NULL && access (gecode, X_OK) == 0 ? strdup (gecode) : NULL;
      else
        bench->ref_path[ref] = bench_find_program (bench_sat_solvers[ref - 1].program);
      if (bench->ref_path[ref] == NULL && ref == REF_GECODE)
        printf ("reference gecode: not found (built without libgecode-dev and a C++ compiler)\n");
      else if (bench->ref_path[ref] == NULL)
        printf ("reference %s: not found, skipped (%s is not on $PATH: install the %s package)\n",
                ref_name (ref), bench_sat_solvers[ref - 1].program, bench_sat_solvers[ref - 1].package);
      else
        printf ("reference %s: %s\n", ref_name (ref), bench->ref_path[ref]);
    }
}

int
main (int argc, char *argv[])
{
  Bench bench = { .seeds = 3, .limit = 10, .refs = true, .uniq = true, .classes = true };
  int first_file = argc;
  const char *csv_path = NULL;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--seeds") == 0 && i + 1 < argc)
        bench.seeds = atoi (argv[++i]);
      else if (strcmp (argv[i], "--limit") == 0 && i + 1 < argc)
        bench.limit = atof (argv[++i]);
      else if (strcmp (argv[i], "--nodes") == 0 && i + 1 < argc)
        bench.nodes = strtoull (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "--only") == 0 && i + 1 < argc)
        bench.only = argv[++i];
      else if (strcmp (argv[i], "--params") == 0 && i + 1 < argc)
        bench.params = argv[++i];
      else if (strcmp (argv[i], "--dump") == 0 && i + 1 < argc)
        bench.dump = argv[++i];
      else if (strcmp (argv[i], "--verbose") == 0)
        bench.verbose = true;
      else if (strcmp (argv[i], "--no-refs") == 0)
        bench.refs = false;
      else if (strcmp (argv[i], "--no-uniq") == 0)
        bench.uniq = false;
      else if (strcmp (argv[i], "--uniq-only") == 0)
        bench.classes = false;
      else if (strcmp (argv[i], "--balanced") == 0)
        bench.balanced = true;
      else if (strcmp (argv[i], "--refs") == 0 && i + 1 < argc)
        bench.ref_list = argv[++i];
      else if (strcmp (argv[i], "--csv") == 0 && i + 1 < argc)
        csv_path = argv[++i];
      else if (argv[i][0] == '-')
        {
          fprintf (stderr, "usage: %s [--seeds N] [--limit S] [--nodes N] [--only TEXT] [--params P] "
                   "[--dump DIR] [--verbose] [--no-refs] [--no-uniq] [--uniq-only] [--balanced] [--refs LIST] "
                   "[--csv FILE] [FILE…]\n",
                   argv[0]);
          return 2;
        }
      else
        {
          first_file = i;
          break;
        }
    }
  if (bench.seeds < 1 || bench.seeds > 64)
    {
      /* Each class keeps its instances in a fixed array. */
      fprintf (stderr, "%s: --seeds takes 1 to 64, not %d\n", argv[0], bench.seeds);
      return 2;
    }
  if (!ref_list_valid (&bench))
    return 2;
  if (csv_path != NULL)
    {
      if ((bench.csv = fopen (csv_path, "w")) == NULL)
        {
          perror (csv_path);
          return 1;
        }
      fprintf (bench.csv, "class,instance,solver,outcome,seconds\n");
    }
  snprintf (bench.workdir, sizeof bench.workdir, "/tmp/futo-engine-bench-XXXXXX");
  if (mkdtemp (bench.workdir) == NULL)
    {
      perror ("mkdtemp");
      return 1;
    }
  if (bench.classes || bench.balanced)
    find_refs (&bench);
  printf ("time limit %.0f s per run; times in ms; medians count unsolved runs as slowest\n", bench.limit);
  /* The engine's own rule (futo-engine-portfolio.c): a node limit or
   * threads=1 keeps every run on one thread. */
  if (bench.nodes != 0 || (bench.params != NULL && strstr (bench.params, "threads=1") != NULL))
    printf ("lab: one search per run (one thread)\n");
  else
    {
      const char *spawn = bench.params != NULL ? strstr (bench.params, "spawn=") : NULL;
      const char *share = bench.params != NULL ? strstr (bench.params, "share=") : NULL;
      const char *from = bench.params != NULL ? strstr (bench.params, "sharefrom=") : NULL;
      double percent = share != NULL ? atof (share + 6) : 75.0;

      printf ("lab: portfolio, a second search on a second thread once a run has spent %.0f nodes "
              "(single-solution runs only)", spawn != NULL ? atof (spawn + 6) : 10000.0);
      if (percent > 0)
        printf ("; from %.0f nodes the first search gives %.0f%% of its thread to a walk of its own",
                from != NULL ? atof (from + 10) : 20000.0, percent);
      printf ("\n");
    }
  if (first_file < argc)
    run_files (&bench, argc - first_file, argv + first_file);
  else if (bench.balanced)
    run_balanced (&bench);
  else if (bench.classes)
    run_classes (&bench);
  if (bench.uniq && first_file == argc && !bench.balanced)
    run_uniqueness (&bench);
  for (int ref = 0; ref < N_REFS; ref++)
    free (bench.ref_path[ref]);
  {
    char path[128];
    const char *names[] = { "instance.cnf", "sat.out", "instance.gecode", "gecode.out" };

    for (size_t i = 0; i < 4; i++)
      {
        snprintf (path, sizeof path, "%s/%s", bench.workdir, names[i]);
        unlink (path);
      }
    rmdir (bench.workdir);
  }
  if (bench.csv != NULL)
    fclose (bench.csv);
  if (bench.wrong > 0)
    {
      fprintf (stderr, "%d wrong answers of the references\n", bench.wrong);
      return 1;
    }
  return 0;
}
