/* paper-bench.c: Table 1 and Table 2 of Şen & Diner (IJOCTA 2024), remeasured
 *
 * The paper compares ColorFutoshiki with FutoshikiBT on random satisfiable
 * puzzles of 54 classes (board size, number of inequalities, number of
 * givens) and reports the mean and standard deviation of the solving time
 * (its Table 1) and the explored and removed nodes (its Table 2). This
 * program generates such instances itself (paper-instances.c), solves each
 * with every chosen algorithm under a per-run limit, checks every answer
 * and prints both tables in the paper's layout.
 *
 * Means and standard deviations are over the runs that finished; runs that
 * hit the limit are counted apart and shown beside them, never averaged in.
 * The paper's own figures (src/cli/paper/data, paper-published.c)
 * are printed beside ours in Tables 3 and 4; --family makes the instances
 * another way, to test what the paper's counts say about its instances.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "paper-bench-private.h"

/* The 54 classes of the paper's Table 1 (as named in bench/data/paper),
 * by size, then inequalities, then givens. */
static const PaperClass paper_classes[] = {
  { 6, 1, 6 },      { 6, 6, 1 },      { 6, 6, 20 },     { 6, 6, 30 },     { 6, 20, 6 },     { 6, 30, 6 },
  { 7, 1, 7 },      { 7, 7, 1 },      { 7, 7, 30 },     { 7, 7, 40 },     { 7, 30, 7 },     { 7, 40, 7 },
  { 8, 1, 8 },      { 8, 8, 1 },      { 8, 8, 40 },     { 8, 8, 50 },     { 8, 40, 8 },     { 8, 50, 8 },
  { 9, 1, 9 },      { 9, 9, 1 },      { 9, 9, 70 },     { 9, 18, 35 },    { 9, 35, 18 },    { 9, 70, 9 },
  { 15, 1, 150 },   { 15, 15, 150 },  { 15, 15, 170 },  { 15, 15, 200 },  { 15, 90, 130 },  { 15, 150, 15 },
  { 20, 20, 300 },  { 20, 20, 370 },  { 20, 30, 300 },  { 20, 30, 320 },  { 20, 50, 350 },  { 20, 80, 250 },
  { 30, 30, 500 },  { 30, 30, 600 },  { 30, 30, 750 },  { 30, 50, 500 },  { 30, 100, 600 }, { 30, 300, 750 },
  { 40, 40, 750 },  { 40, 40, 950 },  { 40, 40, 1300 }, { 40, 100, 750 }, { 40, 300, 950 }, { 40, 400, 950 },
  { 50, 50, 1200 }, { 50, 100, 1500 }, { 50, 250, 2000 }, { 50, 400, 1600 }, { 50, 400, 2000 }, { 50, 500, 2000 },
};

#define N_CLASSES ((int) (sizeof paper_classes / sizeof paper_classes[0]))

int
futo_bench_paper_class_count (void)
{
  return N_CLASSES;
}

void
futo_bench_paper_class (int  index,
                        int *n,
                        int *inequalities,
                        int *givens)
{
  *n = paper_classes[index].n;
  *inequalities = paper_classes[index].inequalities;
  *givens = paper_classes[index].givens;
}

bool
futo_bench_published_match (const FutoPublished *published,
                            char                *error,
                            size_t               error_len)
{
  for (int k = 0; k < N_CLASSES; k++)
    {
      const PaperClass *pc = &paper_classes[k];

      if (futo_bench_published_find (published, pc->n, pc->inequalities, pc->givens) == NULL)
        {
          snprintf (error, error_len, "the published tables lack the class %d_%d_%d", pc->n, pc->inequalities,
                    pc->givens);
          return false;
        }
    }
  /* Each class once in both (futo_bench_published_load), all of ours found:
   * any row beyond them is a class the benchmark does not have. */
  for (int k = 0; k < published->count; k++)
    {
      const FutoPublishedClass *row = &published->classes[k];
      bool ours = false;

      for (int j = 0; j < N_CLASSES && !ours; j++)
        ours = paper_classes[j].n == row->n && paper_classes[j].inequalities == row->inequalities
               && paper_classes[j].givens == row->givens;
      if (!ours)
        {
          snprintf (error, error_len, "the published class %d_%d_%d is not one of the benchmark's", row->n,
                    row->inequalities, row->givens);
          return false;
        }
    }
  return true;
}
/* ---- Options ---- */

static void
usage (FILE       *out,
       const char *name)
{
  fprintf (out,
           "Usage: %s [OPTION…]\n"
           "Remeasures Table 1 (time) and Table 2 (explored and removed nodes) of\n"
           "Şen & Diner, List coloring based algorithm for the Futoshiki puzzle, IJOCTA 2024,\n"
           "on instances generated here from random Latin squares (Jacobson–Matthews).\n"
           "\n"
           "  --algorithms A,B,…  algorithms to compare (default color,bt)\n"
           "  --instances K       instances per class (default 10)\n"
           "  --node-limit N      explored nodes per run before it counts as \"limit\"\n"
           "                      (default 50000000; 0 = none)\n"
           "  --time-limit S      wall-clock seconds per run before \"limit\", a safety net\n"
           "                      behind the node limit (default 60; 0 = none)\n"
           "  --classes LIST      N (every class of size N) or N_I_G items, comma-separated\n"
           "                      (default: all 54 classes)\n"
           "  --seed S            run seed; each instance depends only on it and its class\n"
           "                      (default 1)\n"
           "  --jobs J            runs in parallel (default 1: timings are cleanest alone)\n"
           "  --params P          algorithm parameters, \"key=value,…\"\n"
           "  --csv FILE          also write one line per run to FILE\n"
           "  --family NAME       how the instances are made (default uniform;\n"
           "                      --list-families lists them); \"all\" runs every family\n"
           "                      and prints only how close each comes to the paper\n"
           "  --published DIR     the paper's figures (default: the installed copy, or\n"
           "                      src/cli/paper/data of the source tree; \"none\"\n"
           "                      leaves them out)\n"
           "  --list-classes      print the 54 classes and exit\n"
           "  --list-families     print the instance families and exit\n"
           "  -h, --help          show this help\n",
           name);
}

static bool
parse_uint (const char *text,
            uint64_t   *value)
{
  char *end;

  errno = 0;
  *value = strtoull (text, &end, 10);
  return errno == 0 && end != text && *end == '\0' && text[0] != '-';
}

static bool
parse_algorithms (Options    *options,
                  const char *list)
{
  char buf[256];

  if (strlen (list) >= sizeof buf)
    return false;
  strcpy (buf, list);
  options->n_algorithms = 0;
  for (char *save = NULL, *id = strtok_r (buf, ",", &save); id != NULL; id = strtok_r (NULL, ",", &save))
    {
      const FutoAlgorithm *algorithm = futo_algorithm_find (id);

      if (algorithm == NULL)
        {
          fprintf (stderr, "unknown algorithm \"%s\"\n", id);
          return false;
        }
      if (options->n_algorithms == MAX_ALGORITHMS)
        return false;
      options->algorithms[options->n_algorithms++] = algorithm;
    }
  return options->n_algorithms > 0;
}

/* Whether class matches one item of the --classes list ("9" or "9_35_18"). */
static bool
class_selected (const char       *list,
                const PaperClass *class)
{
  if (list == NULL)
    return true;
  for (const char *at = list; *at != '\0';)
    {
      int n, i, g, used = 0;
      size_t len = strcspn (at, ",");

      if (sscanf (at, "%d_%d_%d%n", &n, &i, &g, &used) == 3 && (size_t) used == len)
        {
          if (n == class->n && i == class->inequalities && g == class->givens)
            return true;
        }
      else if (sscanf (at, "%d%n", &n, &used) == 1 && (size_t) used == len && n == class->n)
        return true;
      at += len;
      if (*at == ',')
        at++;
    }
  return false;
}

/* Returns -1 to go on, else the exit code. */
static int
parse_options (Options  *options,
               int       argc,
               char    **argv)
{
  const char *name = argc > 0 ? argv[0] : "futoshiki-bench-paper";

  memset (options, 0, sizeof *options);
  options->instances = 10;
  options->node_limit = 50000000;
  options->time_limit = 60.0;
  options->seed = 1;
  options->jobs = 1;
  options->published = futo_bench_published_default_dir ();
  parse_algorithms (options, "color,bt");

  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i];
      const char *value = i + 1 < argc ? argv[i + 1] : NULL;
      uint64_t number;
      bool ok = true;

      if (strcmp (arg, "-h") == 0 || strcmp (arg, "--help") == 0)
        {
          usage (stdout, name);
          return 0;
        }
      if (strcmp (arg, "--list-classes") == 0)
        {
          for (int k = 0; k < N_CLASSES; k++)
            printf ("%d_%d_%d\n", paper_classes[k].n, paper_classes[k].inequalities, paper_classes[k].givens);
          return 0;
        }
      if (strcmp (arg, "--list-families") == 0)
        {
          for (int k = 0; k < futo_bench_family_count (); k++)
            printf ("%-11s %s\n", futo_bench_family_name (k), futo_bench_family_description (k));
          return 0;
        }
      if (value == NULL)
        ok = false;
      else if (strcmp (arg, "--algorithms") == 0)
        ok = parse_algorithms (options, value);
      else if (strcmp (arg, "--instances") == 0)
        ok = parse_uint (value, &number) && number >= 1 && number <= 100000 && (options->instances = (int) number);
      else if (strcmp (arg, "--time-limit") == 0)
        {
          char *end;
          options->time_limit = strtod (value, &end);
          ok = end != value && *end == '\0' && options->time_limit >= 0;
        }
      else if (strcmp (arg, "--node-limit") == 0)
        ok = parse_uint (value, &options->node_limit);
      else if (strcmp (arg, "--classes") == 0)
        options->classes = value;
      else if (strcmp (arg, "--seed") == 0)
        ok = parse_uint (value, &options->seed);
      else if (strcmp (arg, "--jobs") == 0)
        ok = parse_uint (value, &number) && number >= 1 && number <= 256 && (options->jobs = (int) number);
      else if (strcmp (arg, "--params") == 0)
        options->params = value;
      else if (strcmp (arg, "--csv") == 0)
        options->csv = value;
      else if (strcmp (arg, "--family") == 0)
        {
          options->all_families = strcmp (value, "all") == 0;
          options->family = options->all_families ? 0 : futo_bench_family_find (value);
          ok = options->family >= 0;
        }
      else if (strcmp (arg, "--published") == 0)
        options->published = strcmp (value, "none") == 0 ? NULL : value;
      else
        ok = false;
      if (!ok)
        {
          fprintf (stderr, "%s: bad option or value: %s%s%s\n", name, arg, value ? " " : "", value ? value : "");
          usage (stderr, name);
          return 2;
        }
      i++;
    }
  return -1;
}

/* ---- Running ---- */

/* CPU time rather than wall-clock time: the tables should not depend on
 * what else the machine is doing. */
static double
thread_cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

static void
run_task (Bench *bench,
          int    task)
{
  const Options *options = bench->options;
  int class = task / options->instances, instance = task % options->instances;
  const PaperClass *pc = &paper_classes[bench->selected[class]];
  uint64_t seed = futo_bench_instance_seed (options->seed, pc->n, pc->inequalities, pc->givens, instance);
  uint8_t *square = NULL;
  FutoPuzzle *puzzle = futo_bench_paper_instance (options->family, pc->n, pc->inequalities, pc->givens, seed,
                                                  &square);

  if (puzzle == NULL || !futo_puzzle_is_solution (puzzle, square))
    {
      fprintf (stderr, "class %d_%d_%d instance %d: the generator failed\n",
               pc->n, pc->inequalities, pc->givens, instance);
      atomic_fetch_add (&bench->wrong, 1);
      futo_puzzle_free (puzzle);
      free (square);
      return;
    }

  for (int a = 0; a < options->n_algorithms; a++)
    {
      Outcome *outcome = outcome_at (bench, class, instance, a);
      FutoRunOptions run_options;
      FutoRunResult result;
      double cpu_start;

      futo_run_options_init (&run_options);
      run_options.solution_limit = 1;
      run_options.time_limit = options->time_limit;
      run_options.node_limit = options->node_limit;
      run_options.seed = seed;
      run_options.params = options->params;
      futo_run_result_init (&result);
      cpu_start = thread_cpu_seconds ();
      futo_run (options->algorithms[a], puzzle, &run_options, &result);

      outcome->status = result.status;
      outcome->cpu = thread_cpu_seconds () - cpu_start;
      outcome->elapsed = result.stats.elapsed;
      outcome->stats = result.stats;
      /* Every instance has a solution: only a valid grid is a right answer;
       * a limit or an incomplete method giving up is not wrong. */
      outcome->correct = result.status == FUTO_STATUS_SOLVED
                         ? result.stored > 0 && futo_puzzle_is_solution (puzzle, result.solutions[0])
                         : result.status == FUTO_STATUS_LIMIT || result.status == FUTO_STATUS_GAVE_UP;
      if (!outcome->correct)
        {
          pthread_mutex_lock (&bench->print_lock);
          fprintf (stderr, "WRONG: %s on class %d_%d_%d instance %d (seed %llu): %s\n",
                   options->algorithms[a]->id, pc->n, pc->inequalities, pc->givens, instance,
                   (unsigned long long) seed, futo_status_name (result.status));
          pthread_mutex_unlock (&bench->print_lock);
          atomic_fetch_add (&bench->wrong, 1);
        }
      futo_run_result_clear (&result);
    }
  futo_puzzle_free (puzzle);
  free (square);
}

static void *
worker (void *data)
{
  Bench *bench = data;
  int total = bench->n_selected * bench->options->instances;

  for (;;)
    {
      int task = atomic_fetch_add (&bench->next_task, 1);
      int done;

      if (task >= total)
        return NULL;
      run_task (bench, task);
      done = atomic_fetch_add (&bench->done_tasks, 1) + 1;
      if (bench->progress)
        {
          pthread_mutex_lock (&bench->print_lock);
          fprintf (stderr, "\r%d/%d instances", done, total);
          if (done == total)
            fputc ('\n', stderr);
          pthread_mutex_unlock (&bench->print_lock);
        }
    }
}

static void
run_all (Bench *bench)
{
  pthread_t threads[256];
  int jobs = bench->options->jobs, started = 0;

  for (int j = 1; j < jobs; j++)
    if (pthread_create (&threads[started], NULL, worker, bench) == 0)
      started++;
  worker (bench);
  for (int j = 0; j < started; j++)
    pthread_join (threads[j], NULL);
}

int
futo_bench_paper_main (int    argc,
                       char **argv)
{
  Options options;
  Bench bench;
  FutoPublished published;
  char error[4400];
  int code = parse_options (&options, argc, argv);
  int selected[N_CLASSES];
  size_t n_outcomes;

  if (code >= 0)
    return code;

  memset (&bench, 0, sizeof bench);
  bench.options = &options;
  bench.classes = paper_classes;
  bench.selected = selected;
  for (int k = 0; k < N_CLASSES; k++)
    if (class_selected (options.classes, &paper_classes[k]))
      selected[bench.n_selected++] = k;
  if (bench.n_selected == 0)
    {
      fprintf (stderr, "no class matches \"%s\" (see --list-classes)\n", options.classes);
      return 2;
    }
  /* The paper's figures are read before the run, so that a damaged file
   * stops it at once rather than after an hour of measuring. */
  if (options.published != NULL)
    {
      if (!futo_bench_published_load (&published, options.published, error, sizeof error)
          || !futo_bench_published_match (&published, error, sizeof error))
        {
          fprintf (stderr, "%s\n(--published none runs without the paper's figures)\n", error);
          return 1;
        }
      bench.published = &published;
    }
  n_outcomes = (size_t) bench.n_selected * options.instances * options.n_algorithms;
  bench.outcomes = calloc (n_outcomes, sizeof *bench.outcomes);
  if (bench.outcomes == NULL)
    return 1;
  if (options.all_families)
    {
      bench.family_nodes = calloc ((size_t) futo_bench_family_count () * bench.n_selected * FUTO_BENCH_METHODS,
                                   sizeof *bench.family_nodes);
      if (bench.family_nodes == NULL)
        {
          free (bench.outcomes);
          return 1;
        }
    }
  pthread_mutex_init (&bench.print_lock, NULL);
  bench.progress = isatty (STDERR_FILENO);

  printf ("Şen & Diner (IJOCTA 2024), Tables 1 and 2 remeasured\n"
          "%d classes, %d instances each of %s%s, seed %llu; limits per run: %llu nodes, %g s; "
          "%d job%s\n",
          bench.n_selected, options.instances, options.all_families ? "every family" : "the family ",
          options.all_families ? "" : futo_bench_family_name (options.family), (unsigned long long) options.seed,
          (unsigned long long) options.node_limit, options.time_limit, options.jobs, options.jobs > 1 ? "s" : "");
  fflush (stdout);

  /* One family, or each in turn on the same classes and instance seeds. */
  code = 0;
  for (int family = options.family;
       family < (options.all_families ? futo_bench_family_count () : options.family + 1); family++)
    {
      options.family = family;
      atomic_store (&bench.next_task, 0);
      atomic_store (&bench.done_tasks, 0);
      memset (bench.outcomes, 0, n_outcomes * sizeof *bench.outcomes);
      run_all (&bench);
      if (options.all_families)
        futo_bench_keep_family (&bench);
      else
        futo_bench_print_tables (&bench);
      if (options.csv != NULL && !futo_bench_write_csv (&bench, family > 0 && options.all_families))
        code = 1;
    }
  if (options.all_families)
    futo_bench_print_families (&bench);

  if (atomic_load (&bench.wrong) > 0)
    printf ("\n  %d WRONG ANSWERS (see the messages above)\n", atomic_load (&bench.wrong));
  else
    printf ("\n  Every answer was checked against the puzzle: all correct.\n");
  if (atomic_load (&bench.wrong) > 0)
    code = 1;
  pthread_mutex_destroy (&bench.print_lock);
  free (bench.outcomes);
  free (bench.family_nodes);
  return code;
}
