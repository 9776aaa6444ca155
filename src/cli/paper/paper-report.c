/* paper-report.c: the paper benchmark's tables and CSV
 *
 * Table 1 is the time, Table 2 the explored nodes and removed values, both
 * as means over the runs that solved their instance with the limit runs
 * counted beside them; Table 2b compares explored nodes on the instances
 * both methods solved.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "futo-atomic-file.h"
#include "paper-bench-private.h"

typedef struct
{
  int    finished; /* runs that solved the instance */
  int    limited;  /* runs stopped by a limit (or given up) */
  double time_mean, time_sd;
  double nodes_mean, removed_mean;
  double paper_nodes_mean; /* nodes + given_tries: the paper's count, givens included */
  double removed_all_mean; /* removed values over every run, limit runs included */
} Summary;

static Summary
summarise (const Bench *bench,
           int          class,
           int          algorithm)
{
  Summary s = { 0 };
  double sum = 0, sum_sq = 0, nodes = 0, removed = 0, paper_nodes = 0, removed_all = 0;

  for (int i = 0; i < bench->options->instances; i++)
    {
      const Outcome *o = outcome_at (bench, class, i, algorithm);

      removed_all += (double) o->stats.removed_values;
      if (o->status != FUTO_STATUS_SOLVED)
        {
          s.limited++;
          continue;
        }
      s.finished++;
      sum += o->cpu;
      sum_sq += o->cpu * o->cpu;
      nodes += (double) o->stats.nodes;
      removed += (double) o->stats.removed_values;
      paper_nodes += (double) (o->stats.nodes + o->stats.given_tries);
    }
  s.removed_all_mean = removed_all / bench->options->instances;
  if (s.finished > 0)
    {
      s.time_mean = sum / s.finished;
      /* The sample standard deviation, as is usual for such tables. */
      s.time_sd = s.finished > 1 ? sqrt (fmax (0, (sum_sq - sum * s.time_mean) / (s.finished - 1))) : 0;
      s.nodes_mean = nodes / s.finished;
      s.removed_mean = removed / s.finished;
      s.paper_nodes_mean = paper_nodes / s.finished;
    }
  return s;
}

/* Prints text padded to width columns: "±" takes two bytes but one column. */
static void
print_cell (const char *text,
            int         width)
{
  int columns = 0;

  for (const char *p = text; *p != '\0'; p++)
    if (((unsigned char) *p & 0xc0) != 0x80)
      columns++;
  printf (" | %s%*s", text, columns < width ? width - columns : 0, "");
}

static void
print_limit (const Summary *s,
             char          *buf,
             size_t         len)
{
  if (s->limited > 0)
    snprintf (buf, len, " (%d limit)", s->limited);
  else
    buf[0] = '\0';
}

static void
print_header (const Bench *bench,
              const char  *title,
              int          width)
{
  const Options *options = bench->options;

  printf ("\n%s\n\n  Size  Ineq. Given", title);
  for (int a = 0; a < options->n_algorithms; a++)
    printf (" | %-*s", width, options->algorithms[a]->id);
  printf ("\n  ----  ----- -----");
  for (int a = 0; a < options->n_algorithms; a++)
    {
      printf ("-+-");
      for (int k = 0; k < width; k++)
        putchar ('-');
    }
  putchar ('\n');
}

static void
print_class (const PaperClass *pc)
{
  printf ("  %4d  %5d %5d", pc->n, pc->inequalities, pc->givens);
}

static void
print_table_1 (const Bench *bench)
{
  const Options *options = bench->options;

  print_header (bench, "Table 1. Solving time in CPU seconds, mean ± standard deviation over the solved runs", 34);
  for (int c = 0; c < bench->n_selected; c++)
    {
      print_class (&bench->classes[bench->selected[c]]);
      for (int a = 0; a < options->n_algorithms; a++)
        {
          Summary s = summarise (bench, c, a);
          char cell[64], limit[32];

          print_limit (&s, limit, sizeof limit);
          if (s.finished > 0)
            snprintf (cell, sizeof cell, "%.6f ± %.6f%s", s.time_mean, s.time_sd, limit);
          else
            snprintf (cell, sizeof cell, "-%s", limit);
          print_cell (cell, 34);
        }
      putchar ('\n');
    }
}

static void
print_table_2 (const Bench *bench)
{
  const Options *options = bench->options;

  print_header (bench, "Table 2. Explored nodes and removed values (the paper's \"removed nodes\"), "
                "means over the solved runs", 34);
  for (int c = 0; c < bench->n_selected; c++)
    {
      print_class (&bench->classes[bench->selected[c]]);
      for (int a = 0; a < options->n_algorithms; a++)
        {
          Summary s = summarise (bench, c, a);
          char cell[80], limit[32];

          print_limit (&s, limit, sizeof limit);
          if (s.finished > 0)
            snprintf (cell, sizeof cell, "%.1f / %.1f%s", s.nodes_mean, s.removed_mean, limit);
          else
            snprintf (cell, sizeof cell, "-%s", limit);
          print_cell (cell, 34);
        }
      putchar ('\n');
    }
  printf ("\n  Each cell: explored nodes / removed values. A node is one value tried in one cell.\n");
}

/* Means over the solved runs compare different instances when one method
 * hits the limit more often than the other; this table compares like with
 * like: explored nodes relative to the first algorithm, as the geometric
 * mean of the ratios over the instances both solved. */
static void
print_table_2b (const Bench *bench)
{
  const Options *options = bench->options;
  char title[160];

  if (options->n_algorithms < 2)
    return;
  snprintf (title, sizeof title, "Table 2b. Explored nodes relative to %s, geometric mean over the "
            "instances both solved (count)", options->algorithms[0]->id);
  print_header (bench, title, 20);
  for (int c = 0; c < bench->n_selected; c++)
    {
      print_class (&bench->classes[bench->selected[c]]);
      print_cell ("1", 20);
      for (int a = 1; a < options->n_algorithms; a++)
        {
          double log_sum = 0;
          int both = 0;
          char cell[64];

          for (int i = 0; i < options->instances; i++)
            {
              const Outcome *first = outcome_at (bench, c, i, 0);
              const Outcome *other = outcome_at (bench, c, i, a);

              if (first->status != FUTO_STATUS_SOLVED || other->status != FUTO_STATUS_SOLVED)
                continue;
              /* A node count of 0 (a grid full of givens) counts as 1. */
              log_sum += log (fmax (1, (double) other->stats.nodes)) - log (fmax (1, (double) first->stats.nodes));
              both++;
            }
          if (both > 0)
            snprintf (cell, sizeof cell, "%.3g (%d)", exp (log_sum / both), both);
          else
            snprintf (cell, sizeof cell, "- (0)");
          print_cell (cell, 20);
        }
      putchar ('\n');
    }
}

/* ---- Beside the paper ---- */

/* The paper's two methods and ours: ColorFutoshiki is color, FutoshikiBT
 * is bt. */
typedef enum
{
  METHOD_CF,
  METHOD_BT,
  N_METHODS,
} Method;

_Static_assert (N_METHODS == FUTO_BENCH_METHODS, "one FamilyNodes per method");

static const char *const method_ids[N_METHODS] = { "color", "bt" };
static const char *const method_names[N_METHODS] = { "ColorFutoshiki (color)", "FutoshikiBT (bt)" };

/* The index of method among the run's algorithms, or -1. */
static int
method_algorithm (const Options *options,
                  Method         method)
{
  for (int a = 0; a < options->n_algorithms; a++)
    if (strcmp (options->algorithms[a]->id, method_ids[method]) == 0)
      return a;
  return -1;
}

/* The published class of the selected class c. */
static const FutoPublishedClass *
published_class (const Bench *bench,
                 int          c)
{
  const PaperClass *pc = &bench->classes[bench->selected[c]];

  return futo_bench_published_find (bench->published, pc->n, pc->inequalities, pc->givens);
}

/* The values the paper's count of removed nodes takes out of the givens'
 * lists: each starts as 1..n like any cell's and ends as the given alone.
 * (Its CF removes n²(n-1) values, all but one per cell, on the classes with
 * many givens: bench/README.md.) */
static double
given_removals (const PaperClass *pc)
{
  return (double) pc->givens * (pc->n - 1);
}

/* A published figure, "?" after it when the printed table left it
 * uncertain. */
static void
format_published (char   *buf,
                  size_t  len,
                  double  value,
                  bool    sure)
{
  snprintf (buf, len, "%.6g%s", value, sure ? " " : "?");
}

/* The heads of a table beside the paper: each method of the run gets the
 * column heads columns[method], under its name. */
static void
print_beside_header (const Bench       *bench,
                     const char *const  columns[N_METHODS])
{
  const Options *options = bench->options;

  printf ("\n                   ");
  for (Method m = 0; m < N_METHODS; m++)
    if (method_algorithm (options, m) >= 0)
      printf (" | %-*s", (int) strlen (columns[m]), method_names[m]);
  printf ("\n  Size  Ineq. Given");
  for (Method m = 0; m < N_METHODS; m++)
    if (method_algorithm (options, m) >= 0)
      printf (" | %s", columns[m]);
  printf ("\n  ----  ----- -----");
  for (Method m = 0; m < N_METHODS; m++)
    if (method_algorithm (options, m) >= 0)
      {
        printf ("-+-");
        for (size_t k = 0; k < strlen (columns[m]); k++)
          putchar ('-');
      }
  putchar ('\n');
}

static void
print_time_beside (const Bench *bench)
{
  static const char *const columns[N_METHODS] = {
    "  paper ms    ours ms  speed-up limit",
    "  paper ms    ours ms  speed-up limit",
  };
  const Options *options = bench->options;

  printf ("\nTable 3. Time beside the paper's Table 1: mean over the solved runs in ms (the paper's:\n"
          "Python on an Intel i7-6700HQ, each instance run 50 times; ours: C, CPU time on this machine)\n");
  print_beside_header (bench, columns);
  for (int c = 0; c < bench->n_selected; c++)
    {
      const FutoPublishedClass *paper = published_class (bench, c);

      print_class (&bench->classes[bench->selected[c]]);
      for (Method m = 0; m < N_METHODS; m++)
        {
          int a = method_algorithm (options, m);
          double paper_ms = m == METHOD_CF ? paper->cf_time_mean : paper->bt_time_mean;
          char published[32], ours[32], speedup[32];
          Summary s;

          if (a < 0)
            continue;
          s = summarise (bench, c, a);
          format_published (published, sizeof published, paper_ms, paper->time_sure);
          if (s.finished > 0)
            {
              snprintf (ours, sizeof ours, "%.4g", s.time_mean * 1e3);
              /* A run under the clock's resolution counts as one tick. */
              snprintf (speedup, sizeof speedup, "%.3gx", paper_ms / fmax (s.time_mean * 1e3, 1e-6));
            }
          else
            {
              strcpy (ours, "-");
              strcpy (speedup, "-");
            }
          printf (" | %10s %10s %9s %5d", published, ours, speedup, s.limited);
        }
      putchar ('\n');
    }
}

static void
print_nodes_beside (const Bench *bench)
{
  static const char *const columns[N_METHODS] = {
    "  paper EN    ours EN  ours+g EN   paper RN    ours RN  ours+g RN limit",
    "  paper EN    ours EN  ours+g EN limit",
  };
  const Options *options = bench->options;

  printf ("\nTable 4. Nodes beside the paper's Table 2: explored nodes are means over the solved runs,\n"
          "removed nodes over all runs (the lists are filtered before the search, limit or not)\n"
          "  EN explored nodes, RN removed nodes (values taken out of the lists); \"ours\" counts the\n"
          "  tries in empty cells, \"ours+g\" adds the givens as the paper counts them: every cell is\n"
          "  visited, a given tries its list up to its own value and has n-1 values removed from it\n"
          "  (bench/README.md)\n");
  print_beside_header (bench, columns);
  for (int c = 0; c < bench->n_selected; c++)
    {
      const FutoPublishedClass *paper = published_class (bench, c);
      const PaperClass *pc = &bench->classes[bench->selected[c]];

      print_class (pc);
      for (Method m = 0; m < N_METHODS; m++)
        {
          int a = method_algorithm (options, m);
          char explored[32], removed[32], ours[32], ours_g[32], ours_removed[32], ours_removed_g[32];
          Summary s;

          if (a < 0)
            continue;
          s = summarise (bench, c, a);
          format_published (explored, sizeof explored, m == METHOD_CF ? paper->cf_explored : paper->bt_explored,
                            paper->nodes_sure);
          format_published (removed, sizeof removed, paper->cf_removed, paper->nodes_sure);
          if (s.finished > 0)
            {
              snprintf (ours, sizeof ours, "%.0f", s.nodes_mean);
              snprintf (ours_g, sizeof ours_g, "%.0f", s.paper_nodes_mean);
            }
          else
            {
              strcpy (ours, "-");
              strcpy (ours_g, "-");
            }
          /* The lists are filtered before the search: a run stopped in its
           * search has removed all it will, and counts. */
          snprintf (ours_removed, sizeof ours_removed, "%.0f", s.removed_all_mean);
          snprintf (ours_removed_g, sizeof ours_removed_g, "%.0f", s.removed_all_mean + given_removals (pc));
          if (m == METHOD_CF)
            printf (" | %10s %10s %10s %10s %10s %10s %5d", explored, ours, ours_g, removed, ours_removed,
                    ours_removed_g, s.limited);
          else
            printf (" | %10s %10s %10s %5d", explored, ours, ours_g, s.limited);
        }
      putchar ('\n');
    }
}

/* The notes of the uncertain published values among the selected classes. */
static void
print_uncertain (const Bench *bench)
{
  bool any = false;

  for (int c = 0; c < bench->n_selected; c++)
    {
      const FutoPublishedClass *paper = published_class (bench, c);

      for (int table = 1; table <= 2; table++)
        {
          bool sure = table == 1 ? paper->time_sure : paper->nodes_sure;

          if (sure)
            continue;
          if (!any)
            printf ("\n  \"?\": a value the printed table left uncertain, the likelier reading:\n");
          any = true;
          printf ("    %d_%d_%d, Table %d: %s\n", paper->n, paper->inequalities, paper->givens, table,
                  table == 1 ? paper->time_note : paper->nodes_note);
        }
    }
}

static void
print_beside_paper (const Bench *bench)
{
  if (bench->published == NULL
      || (method_algorithm (bench->options, METHOD_CF) < 0 && method_algorithm (bench->options, METHOD_BT) < 0))
    return;
  print_time_beside (bench);
  print_nodes_beside (bench);
  print_uncertain (bench);
}

/* The paper's figures for the class and method of a run, or empty fields
 * for a method the paper did not run. */
static void
write_csv_published (FILE        *out,
                     const Bench *bench,
                     int          c,
                     int          algorithm)
{
  const FutoPublishedClass *paper = bench->published != NULL ? published_class (bench, c) : NULL;
  bool cf = algorithm == method_algorithm (bench->options, METHOD_CF);
  bool bt = algorithm == method_algorithm (bench->options, METHOD_BT);

  if (paper == NULL || !(cf || bt))
    {
      fprintf (out, ",,,,,\n");
      return;
    }
  fprintf (out, "%.6g,%.6g,%.6g,", cf ? paper->cf_time_mean : paper->bt_time_mean,
           cf ? paper->cf_time_sd : paper->bt_time_sd, cf ? paper->cf_explored : paper->bt_explored);
  if (cf)
    fprintf (out, "%.6g", paper->cf_removed);
  fprintf (out, ",%s,%s\n", paper->time_sure ? "yes" : "no", paper->nodes_sure ? "yes" : "no");
}

static bool
report_save_error (const char *path,
                   int         error_number)
{
  FutoError error;

  futo_atomic_file_set_error (&error, path, error_number);
  fprintf (stderr, "%s\n", error.message);
  return false;
}

/* The rows of an earlier run, for --all-families appending to its table;
 * a table not yet there has none. */
static bool
copy_old_rows (FutoAtomicFile *file,
               const char     *path)
{
  FILE *in = fopen (path, "rb");
  char buffer[16384];
  size_t n;
  bool ok = true;

  if (in == NULL)
    return errno == ENOENT;
  while ((n = fread (buffer, 1, sizeof buffer, in)) > 0)
    if (!futo_atomic_file_write (file, buffer, n))
      {
        errno = futo_atomic_file_get_error (file);
        ok = false;
        break;
      }
  if (ok && ferror (in))
    ok = false;
  fclose (in);
  return ok;
}

bool
futo_bench_write_csv (const Bench *bench,
                      bool         append)
{
  const Options *options = bench->options;
  FutoAtomicFile *file;
  FILE *out;
  int err;

  /* Saved as every file is (futo-atomic-file.h): a full disk keeps the
   * old table whole. Appending copies the old rows into the new file
   * first, so that even an append never leaves half a row. */
  file = futo_atomic_file_open (options->csv, &err);
  if (file == NULL)
    return report_save_error (options->csv, err);
  if (append && !copy_old_rows (file, options->csv))
    {
      err = errno != 0 ? errno : EIO;
      futo_atomic_file_abort (file);
      return report_save_error (options->csv, err);
    }
  out = futo_atomic_file_get_stream (file);
  if (out == NULL)
    {
      err = futo_atomic_file_get_error (file);
      futo_atomic_file_abort (file);
      return report_save_error (options->csv, err);
    }
  if (!append)
    fprintf (out, "n,inequalities,givens,family,instance,seed,algorithm,status,cpu_seconds,wall_seconds,nodes,"
                  "assignments,backtracks,removed_values,propagations,given_tries,nodes_with_givens,"
                  "removed_with_givens,paper_ms_mean,paper_ms_sd,paper_explored,paper_removed,paper_time_sure,paper_nodes_sure\n");
  for (int c = 0; c < bench->n_selected; c++)
    for (int i = 0; i < options->instances; i++)
      for (int a = 0; a < options->n_algorithms; a++)
        {
          const PaperClass *pc = &bench->classes[bench->selected[c]];
          const Outcome *o = outcome_at (bench, c, i, a);

          fprintf (out, "%d,%d,%d,%s,%d,%llu,%s,%s,%.9f,%.9f,%llu,%llu,%llu,%llu,%llu,%llu,%llu,%llu,",
                   pc->n, pc->inequalities, pc->givens, futo_bench_family_name (options->family), i,
                   (unsigned long long) futo_bench_instance_seed (options->seed, pc->n, pc->inequalities,
                                                                  pc->givens, i),
                   options->algorithms[a]->id, futo_status_name (o->status), o->cpu, o->elapsed,
                   (unsigned long long) o->stats.nodes, (unsigned long long) o->stats.assignments,
                   (unsigned long long) o->stats.backtracks, (unsigned long long) o->stats.removed_values,
                   (unsigned long long) o->stats.propagations, (unsigned long long) o->stats.given_tries,
                   (unsigned long long) (o->stats.nodes + o->stats.given_tries),
                   (unsigned long long) (o->stats.removed_values
                                         + (a == method_algorithm (options, METHOD_CF)
                                            ? (uint64_t) given_removals (pc) : 0)));
          write_csv_published (out, bench, c, a);
        }
  err = futo_atomic_file_commit (file);
  if (err != 0)
    return report_save_error (options->csv, err);
  return true;
}

/* ---- --family all ---- */

static FamilyNodes *
family_nodes_at (const Bench *bench,
                 int          family,
                 int          class,
                 Method       method)
{
  return &bench->family_nodes[((size_t) family * bench->n_selected + class) * N_METHODS + method];
}

void
futo_bench_keep_family (Bench *bench)
{
  for (int c = 0; c < bench->n_selected; c++)
    for (Method m = 0; m < N_METHODS; m++)
      {
        int a = method_algorithm (bench->options, m);
        FamilyNodes *kept = family_nodes_at (bench, bench->options->family, c, m);
        Summary s;

        if (a < 0)
          continue;
        s = summarise (bench, c, a);
        kept->finished = s.finished;
        kept->limited = s.limited;
        kept->nodes_mean = s.paper_nodes_mean;
      }
}

/* How far a family's explored nodes lie from the paper's, in decades:
 * |log10 (ours / paper)|. A method with limit runs counts at the node limit,
 * so the distance is then a lower bound. Negative when there is nothing to
 * compare. */
static double
distance (const Bench       *bench,
          const FamilyNodes *kept,
          double             paper)
{
  double ours = kept->limited > 0 ? (double) bench->options->node_limit : kept->nodes_mean;

  if (kept->finished + kept->limited == 0 || paper <= 0 || ours <= 0)
    return -1;
  return fabs (log10 (ours / paper));
}

void
futo_bench_print_families (const Bench *bench)
{
  const Options *options = bench->options;
  int families = futo_bench_family_count ();

  if (bench->published == NULL)
    return;
  printf ("\nTable 5. Explored nodes in the paper's count (givens included) by instance family, beside the\n"
          "paper's: mean over the solved runs, color / bt; \">\" when a run of the class reached the limit\n"
          "The closest family has the least distance |log10 (ours / paper)|, averaged over both methods\n"
          "(a limit counts as the limit itself: a lower bound on the distance)\n\n"
          "  Size  Ineq. Given |       paper CF / BT");
  for (int f = 0; f < families; f++)
    printf (" | %19s", futo_bench_family_name (f));
  printf (" | closest (decades)\n  ----  ----- ------+--------------------");
  for (int f = 0; f <= families; f++)
    printf ("-+--------------------");
  putchar ('\n');

  for (int c = 0; c < bench->n_selected; c++)
    {
      const FutoPublishedClass *paper = published_class (bench, c);
      const double published[N_METHODS] = { paper->cf_explored, paper->bt_explored };
      char cell[64];
      int best = -1, limited_families = 0;
      double best_distance = 0;
      bool best_bounded = false;

      print_class (&bench->classes[bench->selected[c]]);
      snprintf (cell, sizeof cell, "%.3g%s / %.3g%s", paper->cf_explored, paper->nodes_sure ? "" : "?",
                paper->bt_explored, paper->nodes_sure ? "" : "?");
      printf (" | %19s", cell);
      for (int f = 0; f < families; f++)
        {
          double sum = 0;
          int counted = 0, limited = 0;
          char part[N_METHODS][24];

          for (Method m = 0; m < N_METHODS; m++)
            {
              const FamilyNodes *kept = family_nodes_at (bench, f, c, m);
              double d = distance (bench, kept, published[m]);

              if (method_algorithm (options, m) < 0)
                strcpy (part[m], "");
              else if (kept->limited > 0)
                snprintf (part[m], sizeof part[m], ">%.3g", (double) options->node_limit);
              else
                snprintf (part[m], sizeof part[m], "%.3g", kept->nodes_mean);
              if (d >= 0)
                {
                  sum += d;
                  counted++;
                  limited += kept->limited > 0;
                }
            }
          limited_families += counted > 0 && limited == counted;
          snprintf (cell, sizeof cell, "%s / %s", part[METHOD_CF], part[METHOD_BT]);
          printf (" | %19s", cell);
          if (counted > 0 && (best < 0 || sum / counted < best_distance))
            {
              best = f;
              best_distance = sum / counted;
              best_bounded = limited > 0;
            }
        }
      /* Where every family reaches the limit, the distances are all lower
       * bounds and no family is closer than another. */
      if (best < 0 || limited_families == families)
        printf (" | none: all at the limit\n");
      else
        printf (" | %s (%s%.2f)\n", futo_bench_family_name (best), best_bounded ? ">" : "", best_distance);
    }
}

void
futo_bench_print_tables (const Bench *bench)
{
  print_table_1 (bench);
  print_table_2 (bench);
  print_table_2b (bench);
  print_beside_paper (bench);
  printf ("\n  \"(k limit)\": k runs stopped by the limit; they are left out of the means.\n");
}
