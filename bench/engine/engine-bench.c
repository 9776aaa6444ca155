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
 * usage: futo-engine-bench [--seeds N] [--limit S[,ORDER:S…]] [--nodes N] [--only TEXT]
 *                          [--params P] [--dump DIR] [--verbose] [--no-refs] [--no-uniq]
 *                          [--uniq-only] [--balanced] [--refs LIST] [--shard K/N] [--csv FILE]
 *                          [FILE…]
 *        futo-engine-bench --merge FILE.csv… [--csv FILE]
 * With FILEs, runs those puzzles (any format) instead of the generated sets.
 * --limit 10,56:60 is 10 s per run, and 60 s from order 56 up.
 * --shard K/N runs only every N-th instance from the K-th (with all its
 * solvers) and needs --csv; --merge reads the CSV files of all N shards
 * and prints the table of the whole run, and writes its CSV, as one run
 * would have (bench-csv.h).
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

#include "bench-csv.h"
#include "bench-instances.h"
#include "bench-limits.h"
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

/* One row of the table: a class of instances, generated or read. */
typedef enum { KIND_PAPER, KIND_QWH, KIND_BALANCED, KIND_FILE } ClassKind;

typedef struct
{
  ClassKind   kind;
  char        name[64];
  Class       shape;          /* paper and qwh: order, signs, givens */
  int         holes_percent;  /* balanced */
  FutoGame   *game;           /* file */
  int         order;
  int         count;          /* its instances */
  int         first_job;      /* the place of its first among all instances (0-based) */
} TableClass;

typedef struct
{
  int         seeds;
  BenchLimits limits;
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
  bool        ref_ran[N_REFS];   /* the references with a column of times */
  char        workdir[64];
  TableClass *table;             /* the table's classes, in their order */
  int         n_table;
  int         jobs;              /* instances in all classes */
  int         shard, n_shards;   /* --shard K/N: shard K - 1 of N */
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

/* One line of the --csv file (bench-csv.h). */
static void
csv_run (Bench            *bench,
         const TableClass *table_class,
         int               instance,
         const char       *solver,
         const char       *outcome,
         double            seconds,
         double            limit)
{
  if (bench->csv == NULL)
    return;
  fprintf (bench->csv, "%s,%d,%s,%s,%.6f,%d,%g,%d,%d\n", table_class->name, instance, solver, outcome,
           seconds, table_class->order, limit, table_class->first_job + instance, bench->jobs);
  fflush (bench->csv);
}

/* A time as the CSV file holds it (to the microsecond): the table takes
 * its medians from these, so that a merge of CSV files prints the same. */
static double
as_written (double seconds)
{
  char text[64];

  if (isinf (seconds))
    return seconds;
  snprintf (text, sizeof text, "%.6f", seconds);
  return strtod (text, NULL);
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
            double            time_limit,
            FutoRunResult    *result,
            double           *cpu)
{
  FutoRunOptions options;
  double start = cpu_now ();

  futo_run_options_init (&options);
  options.solution_limit = limit;
  options.time_limit = time_limit;
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
         const TableClass *table_class,
         int               instance,
         double            limit,
         uint8_t          *values)
{
  static const char *const outcomes[] = { "solved", "timeout", "unsat", "error" };
  BenchTime t;

  if (ref == REF_GECODE)
    t = bench_run_gecode (bench->ref_path[ref], puzzle, limit, bench->workdir, values);
  else
    t = bench_run_sat (&bench_sat_solvers[ref - 1], bench->ref_path[ref], puzzle, limit,
                       bench->workdir, values);
  if (t.outcome == BENCH_ERROR || t.outcome == BENCH_UNSAT)
    {
      fprintf (stderr, "%s: WRONG ANSWER (%s) on %s #%d\n", ref_name (ref),
               t.outcome == BENCH_UNSAT ? "unsat" : "error", table_class->name, instance);
      bench->wrong++;
    }
  csv_run (bench, table_class, instance, ref_name (ref), outcomes[t.outcome], t.seconds, limit);
  return t.outcome == BENCH_SOLVED ? as_written (t.seconds) : INFINITY;
}

static bool
any_ref (const Bench *bench)
{
  for (int ref = 0; ref < N_REFS; ref++)
    if (bench->ref_ran[ref])
      return true;
  return false;
}

/* One row of the table from the times of the class's instances (+inf:
 * not solved; a reference's -1: not run). */
static void
print_row (const Bench *bench,
           const char  *name,
           double      *ours,
           double       refs[N_REFS][BENCH_MAX_INSTANCES],
           int          count)
{
  double best = INFINITY, ours_median;
  int solved = 0, ref_solved[N_REFS] = { 0 };

  for (int i = 0; i < count; i++)
    {
      solved += !isinf (ours[i]);
      for (int ref = 0; ref < N_REFS; ref++)
        ref_solved[ref] += refs[ref][i] >= 0 && !isinf (refs[ref][i]);
    }
  ours_median = median (ours, count);
  printf ("%-22s", name);
  print_time (ours_median, 9);
  printf (" %2d/%-2d", solved, count);
  for (int ref = 0; ref < N_REFS; ref++)
    {
      double m = bench->ref_ran[ref] ? median (refs[ref], count) : -1;

      print_time (m, ref_width (ref));
      if (bench->ref_ran[ref])
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

/* Instance s (0-based) of the class; the caller frees it unless it is a
 * file's. */
static FutoPuzzle *
class_instance (const TableClass *table_class,
                int               s)
{
  const Class *c = &table_class->shape;
  FutoPuzzle *puzzle;
  BenchRng rng;
  uint8_t *square;

  switch (table_class->kind)
    {
    case KIND_FILE:
      return table_class->game->puzzle;
    case KIND_BALANCED:
      /* The instance that `futoshiki bench sweep --holes balanced --seed 1`
       * makes at this order and fraction (seed 1, index s). */
      return futo_planted_instance_with_holes (table_class->order, table_class->holes_percent / 100.0, 0.0,
                                               FUTO_PLANTED_HOLES_BALANCED, 1, (uint64_t) s, NULL);
    case KIND_PAPER:
    case KIND_QWH:
    default:
      bench_rng_seed (&rng, ((uint64_t) c->n * 1000003 + (uint64_t) c->signs) * 1000003
                            + (uint64_t) c->givens * 101 + (uint64_t) s);
      square = bench_latin_square (&rng, c->n);
      puzzle = bench_puzzle_from (&rng, square, c->n, c->signs, c->givens);
      free (square);
      return puzzle;
    }
}

/* Runs the class's instances of this shard, every solver on each, and
 * prints the row of those. */
static void
run_class (Bench            *bench,
           const TableClass *table_class)
{
  double ours[BENCH_MAX_INSTANCES], refs[N_REFS][BENCH_MAX_INSTANCES];
  double limit = bench_limits_for (&bench->limits, table_class->order);
  uint8_t *values = malloc (64 * 64);
  FutoRunResult result;
  int ran = 0;

  futo_run_result_init (&result);
  for (int s = 0; s < table_class->count; s++)
    {
      FutoPuzzle *puzzle;
      double cpu, seconds;

      if ((table_class->first_job + s) % bench->n_shards != bench->shard)
        continue;
      puzzle = class_instance (table_class, s);
      if (bench->dump != NULL && table_class->kind != KIND_FILE)
        dump_puzzle (bench, table_class->name, s + 1, puzzle);
      seconds = run_engine (bench, puzzle, (uint64_t) s + 1, 1, limit, &result, &cpu);
      ours[ran] = as_written (seconds);
      csv_run (bench, table_class, s + 1, "lab", isinf (seconds) ? "timeout" : "solved",
               isinf (seconds) ? result.stats.elapsed : seconds, limit);
      /* The counts do not depend on the machine's load: compare them. */
      if (bench->verbose)
        fprintf (stderr, "  %s #%d: %s %.1f ms (cpu %.1f ms), %llu nodes, %llu failures, %llu restarts\n",
                 table_class->name, s + 1, isinf (seconds) ? "timeout" : "solved", result.stats.elapsed * 1000,
                 cpu * 1000, (unsigned long long) result.stats.nodes, (unsigned long long) result.stats.backtracks,
                 (unsigned long long) result.stats.restarts);
      for (int ref = 0; ref < N_REFS; ref++)
        refs[ref][ran] = bench->ref_ran[ref] ? run_ref (bench, ref, puzzle, table_class, s + 1, limit, values)
                                             : -1;
      if (table_class->kind != KIND_FILE)
        futo_puzzle_free (puzzle);
      ran++;
    }
  if (ran > 0)
    print_row (bench, table_class->name, ours, refs, ran);
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

static TableClass *
add_class (Bench      *bench,
           ClassKind   kind,
           const char *name,
           int         order,
           int         count)
{
  TableClass *table_class;

  bench->table = realloc (bench->table, (size_t) (bench->n_table + 1) * sizeof *bench->table);
  table_class = &bench->table[bench->n_table++];
  *table_class = (TableClass) { .kind = kind, .order = order, .count = count, .first_job = bench->jobs };
  snprintf (table_class->name, sizeof table_class->name, "%s", name);
  bench->jobs += count;
  return table_class;
}

/* The classes of Şen and Diner's table, then quasigroups with holes. */
static void
plan_classes (Bench *bench)
{
  char name[64];

  for (size_t k = 0; k < sizeof paper_classes / sizeof paper_classes[0] + sizeof qwh_orders / sizeof (int); k++)
    {
      bool qwh = k >= sizeof paper_classes / sizeof paper_classes[0];
      Class c = qwh ? (Class) { qwh_orders[k - sizeof paper_classes / sizeof paper_classes[0]], 0, 0 }
                    : paper_classes[k];

      if (qwh)
        c.givens = c.n * c.n - (int) lround (QWH_HOLES * c.n * c.n);
      snprintf (name, sizeof name, qwh ? "qwh_%d_h42" : "paper_%d_%d_%d", c.n, c.signs, c.givens);
      if (wanted (bench, name))
        add_class (bench, qwh ? KIND_QWH : KIND_PAPER, name, c.n, bench->seeds)->shape = c;
    }
}

/* Balanced QWH: every order at every fraction of holes. */
static void
plan_balanced (Bench *bench)
{
  char name[64];

  for (size_t o = 0; o < sizeof bqwh_orders / sizeof bqwh_orders[0]; o++)
    for (size_t h = 0; h < sizeof bqwh_holes_percent / sizeof bqwh_holes_percent[0]; h++)
      {
        snprintf (name, sizeof name, "bqwh_%d_h%d", bqwh_orders[o], bqwh_holes_percent[h]);
        if (wanted (bench, name))
          add_class (bench, KIND_BALANCED, name, bqwh_orders[o], bench->seeds)->holes_percent
            = bqwh_holes_percent[h];
      }
}

/* Given files, one class of one instance each; one that cannot be read
 * is said and left out (of every shard alike). */
static void
plan_files (Bench  *bench,
            int     count,
            char  **paths)
{
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
      add_class (bench, KIND_FILE, base, game->puzzle->size, 1)->game = game;
    }
}

static int
compare_int (const void *a,
             const void *b)
{
  int x = *(const int *) a, y = *(const int *) b;

  return (x > y) - (x < y);
}

/* The first line: the limits as they fall on the table's orders. */
static void
print_limits (const int    *orders,
              const double *limits,
              int           n)
{
  char text[512];

  bench_limits_describe (orders, limits, n, text, sizeof text);
  printf ("%s; times in ms; medians count unsolved runs as slowest\n", text);
}

static void
print_plan_limits (const Bench *bench)
{
  int orders[256], n = 0;
  double limits[256];

  /* Each order once (there are at most 255). */
  for (int i = 0; i < bench->n_table; i++)
    {
      int k = 0;

      while (k < n && orders[k] != bench->table[i].order)
        k++;
      if (k == n && n < 256)
        orders[n++] = bench->table[i].order;
    }
  qsort (orders, (size_t) n, sizeof *orders, compare_int);
  if (n == 0)
    orders[n++] = 0;
  for (int i = 0; i < n; i++)
    limits[i] = bench_limits_for (&bench->limits, orders[i]);
  print_limits (orders, limits, n);
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
          times[i] = run_engine (bench, puzzle, 1, 2, bench_limits_for (&bench->limits, sizes[k]), &result, NULL);
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

/* --merge: the table of the CSV files of all shards of a run, as that
 * run would have printed it, and its CSV file with the rows in its order. */
static int
merge_shards (Bench       *bench,
              int          n_paths,
              char       **paths,
              const char  *csv_path)
{
  const char *names[1 + N_REFS];
  BenchCsvMerge merge;
  int orders[256], n_orders = 0, r = 0;
  double limits[256];

  names[0] = "lab";
  for (int ref = 0; ref < N_REFS; ref++)
    names[1 + ref] = ref_name (ref);
  if (!bench_csv_merge_read (&merge, n_paths, paths, names, 1 + N_REFS))
    return 2;
  /* Opened only now: it may be one of the files read. */
  if (csv_path != NULL && (bench->csv = fopen (csv_path, "w")) == NULL)
    {
      perror (csv_path);
      bench_csv_merge_clear (&merge);
      return 1;
    }
  for (int ref = 0; ref < N_REFS; ref++)
    bench->ref_ran[ref] = merge.solvers[1 + ref];
  /* The merge has checked that each order has one limit. */
  for (int i = 0; i < merge.n_rows; i++)
    {
      int k = 0;

      while (k < n_orders && orders[k] != merge.rows[i].order)
        k++;
      if (k == n_orders)
        {
          for (k = n_orders++; k > 0 && orders[k - 1] > merge.rows[i].order; k--)
            orders[k] = orders[k - 1], limits[k] = limits[k - 1];
          orders[k] = merge.rows[i].order;
          limits[k] = merge.rows[i].limit;
        }
    }
  printf ("merged from %d CSV files: %d runs on %d instances\n", n_paths, merge.n_rows, merge.jobs);
  print_limits (orders, limits, n_orders);
  print_header (bench);
  if (bench->csv != NULL)
    fprintf (bench->csv, "%s\n", BENCH_CSV_HEADER);
  /* The rows come by job; a class's instances are jobs in a row from #1. */
  while (r < merge.n_rows)
    {
      const BenchCsvRow *first = &merge.rows[r];
      double ours[BENCH_MAX_INSTANCES], refs[N_REFS][BENCH_MAX_INSTANCES];
      int count = 0;

      do
        {
          int job = merge.rows[r].job;

          for (int ref = 0; ref < N_REFS; ref++)
            refs[ref][count] = -1;
          for (; r < merge.n_rows && merge.rows[r].job == job; r++)
            {
              const BenchCsvRow *row = &merge.rows[r];
              double seconds = strcmp (row->outcome, "solved") == 0 ? row->seconds : INFINITY;

              if (row->solver == 0)
                ours[count] = seconds;
              else
                refs[row->solver - 1][count] = seconds;
              bench->wrong += row->solver > 0 && (strcmp (row->outcome, "unsat") == 0
                                                  || strcmp (row->outcome, "error") == 0);
              if (bench->csv != NULL)
                fprintf (bench->csv, "%s\n", row->line);
            }
          count++;
        }
      while (r < merge.n_rows && merge.rows[r].instance > 1 && count < BENCH_MAX_INSTANCES);
      print_row (bench, first->class_name, ours, refs, count);
    }
  bench_csv_merge_clear (&merge);
  return 0;
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
      bench->ref_ran[ref] = bench->ref_path[ref] != NULL;
      if (bench->ref_path[ref] == NULL && ref == REF_GECODE)
        printf ("reference gecode: not found (built without libgecode-dev and a C++ compiler)\n");
      else if (bench->ref_path[ref] == NULL)
        printf ("reference %s: not found, skipped (%s is not on $PATH: install the %s package)\n",
                ref_name (ref), bench_sat_solvers[ref - 1].program, bench_sat_solvers[ref - 1].package);
      else
        printf ("reference %s: %s\n", ref_name (ref), bench->ref_path[ref]);
    }
}

static int
usage (const char *program)
{
  fprintf (stderr, "usage: %s [--seeds N] [--limit S[,ORDER:S…]] [--nodes N] [--only TEXT] [--params P] "
           "[--dump DIR] [--verbose] [--no-refs] [--no-uniq] [--uniq-only] [--balanced] [--refs LIST] "
           "[--shard K/N] [--csv FILE] [FILE…]\n"
           "       %s --merge FILE.csv… [--csv FILE]\n"
           "--limit 10,56:60: 10 s per run, 60 s from order 56 up; --shard K/N: the K-th of N shards "
           "(needs --csv; no uniqueness proofs); --merge: the table of all shards' CSV files\n",
           program, program);
  return 2;
}

/* "K/N" with 1 <= K <= N. */
static bool
parse_shard (Bench      *bench,
             const char *text)
{
  int shard = 0, count = 0, used = 0;

  if (sscanf (text, "%d/%d%n", &shard, &count, &used) != 2 || text[used] != '\0' || text[0] < '0'
      || text[0] > '9' || count < 1 || count > BENCH_MAX_JOBS || shard < 1 || shard > count)
    return false;
  bench->shard = shard - 1;
  bench->n_shards = count;
  return true;
}

static void
print_engine_mode (const Bench *bench)
{
  /* The engine's own rule (futo-engine-portfolio.c): a node limit or
   * threads=1 keeps every run on one thread. */
  if (bench->nodes != 0 || (bench->params != NULL && strstr (bench->params, "threads=1") != NULL))
    printf ("lab: one search per run (one thread)\n");
  else
    {
      const char *spawn = bench->params != NULL ? strstr (bench->params, "spawn=") : NULL;
      const char *share = bench->params != NULL ? strstr (bench->params, "share=") : NULL;
      const char *from = bench->params != NULL ? strstr (bench->params, "sharefrom=") : NULL;
      double percent = share != NULL ? atof (share + 6) : 75.0;

      printf ("lab: portfolio, a second search on a second thread once a run has spent %.0f nodes "
              "(single-solution runs only)", spawn != NULL ? atof (spawn + 6) : 10000.0);
      if (percent > 0)
        printf ("; from %.0f nodes the first search gives %.0f%% of its thread to a walk of its own",
                from != NULL ? atof (from + 10) : 20000.0, percent);
      printf ("\n");
    }
}

static void
remove_workdir (const Bench *bench)
{
  const char *names[] = { "instance.cnf", "sat.out", "instance.gecode", "gecode.out" };
  char path[128];

  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    {
      snprintf (path, sizeof path, "%s/%s", bench->workdir, names[i]);
      unlink (path);
    }
  rmdir (bench->workdir);
}

int
main (int argc, char *argv[])
{
  Bench bench = { .seeds = 3, .limits = { .base = 10 }, .refs = true, .uniq = true, .classes = true,
                  .n_shards = 1 };
  int first_file = argc, n_merge = 0, status = 0;
  char **merge_paths = calloc ((size_t) argc, sizeof *merge_paths);
  const char *csv_path = NULL;
  bool merge = false, run_options = false;

  for (int i = 1; i < argc; i++)
    {
      bool takes_value = i + 1 < argc;

      run_options = run_options || (strcmp (argv[i], "--csv") != 0 && strcmp (argv[i], "--merge") != 0
                                    && argv[i][0] == '-');
      if (strcmp (argv[i], "--seeds") == 0 && takes_value)
        bench.seeds = atoi (argv[++i]);
      else if (strcmp (argv[i], "--limit") == 0 && takes_value)
        {
          if (!bench_limits_parse (&bench.limits, argv[++i]))
            {
              fprintf (stderr, "%s: --limit: '%s' is not a time limit such as 10 or 10,56:60 (10 s per run, "
                       "60 s from order 56 up)\n", argv[0], argv[i]);
              status = 2;
              goto finish;
            }
        }
      else if (strcmp (argv[i], "--nodes") == 0 && takes_value)
        bench.nodes = strtoull (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "--only") == 0 && takes_value)
        bench.only = argv[++i];
      else if (strcmp (argv[i], "--params") == 0 && takes_value)
        bench.params = argv[++i];
      else if (strcmp (argv[i], "--dump") == 0 && takes_value)
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
      else if (strcmp (argv[i], "--refs") == 0 && takes_value)
        bench.ref_list = argv[++i];
      else if (strcmp (argv[i], "--shard") == 0 && takes_value)
        {
          if (!parse_shard (&bench, argv[++i]))
            {
              fprintf (stderr, "%s: --shard: '%s' is not a shard such as 3/8 (the third of eight)\n", argv[0],
                       argv[i]);
              status = 2;
              goto finish;
            }
        }
      else if (strcmp (argv[i], "--csv") == 0 && takes_value)
        csv_path = argv[++i];
      else if (strcmp (argv[i], "--merge") == 0)
        merge = true;
      else if (argv[i][0] == '-')
        {
          status = usage (argv[0]);
          goto finish;
        }
      else if (merge)
        merge_paths[n_merge++] = argv[i];
      else
        {
          first_file = i;
          break;
        }
    }
  if (merge && run_options)
    {
      fprintf (stderr, "%s: --merge takes no option but --csv: what the shards ran is in their files\n", argv[0]);
      status = 2;
      goto finish;
    }
  if (merge && n_merge == 0)
    {
      fprintf (stderr, "%s: --merge needs the CSV files of the shards\n", argv[0]);
      status = 2;
      goto finish;
    }
  if (bench.seeds < 1 || bench.seeds > BENCH_MAX_INSTANCES)
    {
      /* Each class keeps its instances in a fixed array. */
      fprintf (stderr, "%s: --seeds takes 1 to 64, not %d\n", argv[0], bench.seeds);
      status = 2;
      goto finish;
    }
  /* A shard's table alone says little; its runs are what the merge needs. */
  if (bench.n_shards > 1 && csv_path == NULL)
    {
      fprintf (stderr, "%s: --shard needs --csv FILE, for the merge\n", argv[0]);
      status = 2;
      goto finish;
    }
  if (bench.n_shards > 1 && !bench.classes)
    {
      fprintf (stderr, "%s: --shard and --uniq-only do not go together: the uniqueness proofs are not in "
               "the CSV file\n", argv[0]);
      status = 2;
      goto finish;
    }
  if (!ref_list_valid (&bench))
    {
      status = 2;
      goto finish;
    }
  if (!merge && csv_path != NULL && (bench.csv = fopen (csv_path, "w")) == NULL)
    {
      perror (csv_path);
      status = 1;
      goto finish;
    }
  if (merge)
    status = merge_shards (&bench, n_merge, merge_paths, csv_path);
  else
    {
      if (bench.csv != NULL)
        fprintf (bench.csv, "%s\n", BENCH_CSV_HEADER);
      snprintf (bench.workdir, sizeof bench.workdir, "/tmp/futo-engine-bench-XXXXXX");
      if (mkdtemp (bench.workdir) == NULL)
        {
          perror ("mkdtemp");
          status = 1;
          goto finish;
        }
      if (first_file < argc)
        plan_files (&bench, argc - first_file, argv + first_file);
      else if (bench.balanced)
        plan_balanced (&bench);
      else if (bench.classes)
        plan_classes (&bench);
      if (bench.classes || bench.balanced || first_file < argc)
        find_refs (&bench);
      print_plan_limits (&bench);
      print_engine_mode (&bench);
      if (bench.n_shards > 1)
        {
          printf ("shard %d of %d: instances", bench.shard + 1, bench.n_shards);
          for (int job = bench.shard, shown = 0; job < bench.jobs && shown < 3; job += bench.n_shards, shown++)
            printf ("%s %d", shown > 0 ? "," : "", job + 1);
          printf ("%s of the %d, each with all its solvers (merge the shards' CSV files for the table)\n",
                  bench.shard + 3 * bench.n_shards < bench.jobs ? ", …" : "", bench.jobs);
        }
      if (first_file < argc || bench.balanced || bench.classes)
        {
          print_header (&bench);
          for (int c = 0; c < bench.n_table; c++)
            run_class (&bench, &bench.table[c]);
        }
      if (bench.uniq && first_file == argc && !bench.balanced && bench.n_shards == 1)
        run_uniqueness (&bench);
      remove_workdir (&bench);
    }
  /* Every way out of the options comes here, so that nothing is left
   * allocated (the sanitizer build counts what is left as a leak). */
finish:
  for (int ref = 0; ref < N_REFS; ref++)
    free (bench.ref_path[ref]);
  for (int c = 0; c < bench.n_table; c++)
    futo_game_free (bench.table[c].game);
  free (bench.table);
  free (merge_paths);
  if (bench.csv != NULL && fclose (bench.csv) != 0)
    {
      perror (csv_path);
      return 1;
    }
  if (status != 0)
    return status;
  if (bench.wrong > 0)
    {
      fprintf (stderr, "%d wrong answers of the references\n", bench.wrong);
      return 1;
    }
  return 0;
}
