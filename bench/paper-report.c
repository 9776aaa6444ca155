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

#include "paper-bench-private.h"

typedef struct
{
  int    finished; /* runs that solved the instance */
  int    limited;  /* runs stopped by a limit (or given up) */
  double time_mean, time_sd;
  double nodes_mean, removed_mean;
} Summary;

static Summary
summarise (const Bench *bench,
           int          class,
           int          algorithm)
{
  Summary s = { 0 };
  double sum = 0, sum_sq = 0, nodes = 0, removed = 0;

  for (int i = 0; i < bench->options->instances; i++)
    {
      const Outcome *o = outcome_at (bench, class, i, algorithm);

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
    }
  if (s.finished > 0)
    {
      s.time_mean = sum / s.finished;
      /* The sample standard deviation, as is usual for such tables. */
      s.time_sd = s.finished > 1 ? sqrt (fmax (0, (sum_sq - sum * s.time_mean) / (s.finished - 1))) : 0;
      s.nodes_mean = nodes / s.finished;
      s.removed_mean = removed / s.finished;
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

bool
futo_bench_write_csv (const Bench *bench)
{
  const Options *options = bench->options;
  FILE *out = fopen (options->csv, "w");

  if (out == NULL)
    {
      fprintf (stderr, "%s: %s\n", options->csv, strerror (errno));
      return false;
    }
  fprintf (out, "n,inequalities,givens,instance,seed,algorithm,status,cpu_seconds,wall_seconds,nodes,assignments,"
                "backtracks,removed_values,propagations\n");
  for (int c = 0; c < bench->n_selected; c++)
    for (int i = 0; i < options->instances; i++)
      for (int a = 0; a < options->n_algorithms; a++)
        {
          const PaperClass *pc = &bench->classes[bench->selected[c]];
          const Outcome *o = outcome_at (bench, c, i, a);

          fprintf (out, "%d,%d,%d,%d,%llu,%s,%s,%.9f,%.9f,%llu,%llu,%llu,%llu,%llu\n",
                   pc->n, pc->inequalities, pc->givens, i,
                   (unsigned long long) futo_bench_instance_seed (options->seed, pc->n, pc->inequalities,
                                                                  pc->givens, i),
                   options->algorithms[a]->id, futo_status_name (o->status), o->cpu, o->elapsed,
                   (unsigned long long) o->stats.nodes, (unsigned long long) o->stats.assignments,
                   (unsigned long long) o->stats.backtracks, (unsigned long long) o->stats.removed_values,
                   (unsigned long long) o->stats.propagations);
        }
  return fclose (out) == 0;
}

void
futo_bench_print_tables (const Bench *bench)
{
  print_table_1 (bench);
  print_table_2 (bench);
  print_table_2b (bench);
  printf ("\n  \"(k limit)\": k runs stopped by the limit; they are left out of the means.\n");
}
