/* bench-csv.c: the engine benchmark's CSV of runs, and the merge of shards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bench-csv.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N_FIELDS 9
#define MAX_LINE 512

typedef struct
{
  BenchCsvMerge     *merge;
  const char *const *solver_names;
  int                n_solvers;
  const char        *path;
  int                file;
  int                number;
} Reader;

static bool
fail (const Reader *reader,
      const char   *message)
{
  fprintf (stderr, "%s:%d: %s\n", reader->path, reader->number, message);
  return false;
}

static bool
parse_int (const char *text,
           int         low,
           int         high,
           int        *value)
{
  char *end;
  long parsed;

  if (*text < '0' || *text > '9')
    return false;
  errno = 0;
  parsed = strtol (text, &end, 10);
  if (errno != 0 || *end != '\0' || parsed < low || parsed > high)
    return false;
  *value = (int) parsed;
  return true;
}

static bool
parse_seconds (const char *text,
               double     *value)
{
  char *end;

  if (*text < '0' || *text > '9')
    return false;
  errno = 0;
  *value = strtod (text, &end);
  return errno == 0 && *end == '\0' && isfinite (*value);
}

/* Splits the line at its commas, in place; false unless it has exactly
 * N_FIELDS fields. */
static bool
split (char  *line,
       char **fields)
{
  int n = 0;

  fields[n++] = line;
  for (char *at = line; *at != '\0'; at++)
    if (*at == ',')
      {
        if (n == N_FIELDS)
          return false;
        *at = '\0';
        fields[n++] = at + 1;
      }
  return n == N_FIELDS;
}

static bool
read_row (Reader     *reader,
          const char *line)
{
  static const char *const outcomes[] = { "solved", "timeout", "unsat", "error" };
  char copy[MAX_LINE], *fields[N_FIELDS], message[160];
  BenchCsvRow row = { .path = reader->path, .file = reader->file, .number = reader->number };
  BenchCsvMerge *merge = reader->merge;
  bool known = false;
  int jobs;

  snprintf (copy, sizeof copy, "%s", line);
  if (!split (copy, fields))
    return fail (reader, "not a row of " BENCH_CSV_HEADER);
  if (fields[0][0] == '\0' || strlen (fields[0]) >= sizeof row.class_name)
    return fail (reader, "the class is empty or longer than 63 bytes");
  snprintf (row.class_name, sizeof row.class_name, "%s", fields[0]);
  if (!parse_int (fields[1], 1, BENCH_MAX_INSTANCES, &row.instance))
    return fail (reader, "the instance is not a number from 1 to 64");
  for (row.solver = 0; row.solver < reader->n_solvers; row.solver++)
    if (strcmp (fields[2], reader->solver_names[row.solver]) == 0)
      break;
  if (row.solver == reader->n_solvers)
    {
      snprintf (message, sizeof message, "no solver \"%.40s\" in this bench", fields[2]);
      return fail (reader, message);
    }
  for (size_t i = 0; i < sizeof outcomes / sizeof outcomes[0]; i++)
    known = known || strcmp (fields[3], outcomes[i]) == 0;
  /* The engine's own answers are checked as it runs: it solves or stops. */
  if (!known || (row.solver == 0 && strcmp (fields[3], "solved") != 0 && strcmp (fields[3], "timeout") != 0))
    {
      snprintf (message, sizeof message, "\"%.20s\" is not an outcome of %s", fields[3],
                reader->solver_names[row.solver]);
      return fail (reader, message);
    }
  snprintf (row.outcome, sizeof row.outcome, "%s", fields[3]);
  if (!parse_seconds (fields[4], &row.seconds))
    return fail (reader, "the seconds are not a number");
  if (!parse_int (fields[5], 1, 255, &row.order))
    return fail (reader, "the order is not a number from 1 to 255");
  if (!parse_seconds (fields[6], &row.limit))
    return fail (reader, "the limit is not a number of seconds");
  if (!parse_int (fields[8], 1, BENCH_MAX_JOBS, &jobs))
    return fail (reader, "the jobs are not a number from 1 to 1000000");
  if (merge->jobs != 0 && jobs != merge->jobs)
    {
      snprintf (message, sizeof message, "a row of a table of %d instances, the rows before are of one "
                "of %d: shards of two tables?", jobs, merge->jobs);
      return fail (reader, message);
    }
  merge->jobs = jobs;
  if (!parse_int (fields[7], 1, jobs, &row.job))
    return fail (reader, "the job is not a number from 1 to the jobs");
  row.line = strdup (line);
  merge->rows = realloc (merge->rows, (size_t) (merge->n_rows + 1) * sizeof *merge->rows);
  merge->rows[merge->n_rows++] = row;
  merge->solvers[row.solver] = true;
  return true;
}

static bool
read_file (Reader *reader)
{
  FILE *f = fopen (reader->path, "r");
  char line[MAX_LINE];
  bool ok = true;

  if (f == NULL)
    {
      fprintf (stderr, "%s: %s\n", reader->path, strerror (errno));
      return false;
    }
  reader->number = 0;
  while (ok && fgets (line, sizeof line, f) != NULL)
    {
      size_t len = strlen (line);

      reader->number++;
      if (len > 0 && line[len - 1] == '\n')
        line[--len] = '\0';
      else if (!feof (f))
        ok = fail (reader, "a line longer than 511 bytes");
      else
        ok = fail (reader, "the file ends inside a row (a shard stopped while writing?)");
      if (ok && reader->number == 1 && strcmp (line, "class,instance,solver,outcome,seconds") == 0)
        ok = fail (reader, "a CSV file of futo-engine-bench from before shards, without the columns "
                   "order,limit,job,jobs that the merge needs");
      else if (ok && reader->number == 1)
        ok = strcmp (line, BENCH_CSV_HEADER) == 0
             || fail (reader, "not a CSV file of futo-engine-bench (its first line is not " BENCH_CSV_HEADER ")");
      else if (ok)
        ok = read_row (reader, line);
    }
  if (ok && reader->number == 0)
    {
      fprintf (stderr, "%s: empty, not a CSV file of futo-engine-bench\n", reader->path);
      ok = false;
    }
  fclose (f);
  return ok;
}

/* By job, then solver; rows of one run in the order they were read, so
 * that the first of two is the one named as first. */
static int
compare_rows (const void *a,
              const void *b)
{
  const BenchCsvRow *x = a, *y = b;

  if (x->job != y->job)
    return x->job < y->job ? -1 : 1;
  if (x->solver != y->solver)
    return x->solver < y->solver ? -1 : 1;
  if (x->file != y->file)
    return x->file < y->file ? -1 : 1;
  return (x->number > y->number) - (x->number < y->number);
}

static bool
fail_row (const BenchCsvRow *row,
          const char        *message)
{
  fprintf (stderr, "%s:%d: %s\n", row->path, row->number, message);
  return false;
}

/* Every run once, every instance with the same solvers, the instances of
 * a class one after the other, and one limit per order. */
static bool
check_rows (BenchCsvMerge     *merge,
            const char *const *solver_names,
            int                n_solvers)
{
  double limit_of[256];
  const BenchCsvRow *limit_row[256] = { NULL };
  const BenchCsvRow *previous = NULL;   /* the first row of the job before */
  char message[256];
  int missing = 0, first_missing = 0, r = 0;
  bool gap = false;                     /* the job before has no rows */

  for (int job = 1; job <= merge->jobs; job++)
    {
      const BenchCsvRow *first = r < merge->n_rows ? &merge->rows[r] : NULL;

      if (first == NULL || first->job != job)
        {
          missing++;
          first_missing = first_missing != 0 ? first_missing : job;
          previous = NULL;
          gap = true;
          continue;
        }
      for (int solver = 0; solver < n_solvers; solver++)
        {
          const BenchCsvRow *row = r < merge->n_rows ? &merge->rows[r] : NULL;

          if (row != NULL && row->job == job && row->solver == solver)
            {
              if (strcmp (row->class_name, first->class_name) != 0 || row->instance != first->instance
                  || row->order != first->order || row->limit != first->limit)
                {
                  snprintf (message, sizeof message, "job %d is %s #%d here but %s #%d at %s:%d: rows "
                            "of two tables?", job, row->class_name, row->instance, first->class_name,
                            first->instance, first->path, first->number);
                  return fail_row (row, message);
                }
              r++;
              if (r < merge->n_rows && merge->rows[r].job == job && merge->rows[r].solver == solver)
                {
                  const BenchCsvRow *again = &merge->rows[r];

                  if (strcmp (again->class_name, row->class_name) != 0 || again->instance != row->instance)
                    {
                      snprintf (message, sizeof message, "job %d is %s #%d here but %s #%d at %s:%d: rows "
                                "of two tables?", job, again->class_name, again->instance, row->class_name,
                                row->instance, row->path, row->number);
                      return fail_row (again, message);
                    }
                  snprintf (message, sizeof message, "%s #%d %s again (first at %s:%d): a shard given "
                            "twice?", row->class_name, row->instance, solver_names[solver],
                            row->path, row->number);
                  return fail_row (&merge->rows[r], message);
                }
            }
          else if (merge->solvers[solver])
            {
              fprintf (stderr, "%s:%d: %s #%d has no row of %s, other instances have one: a shard that "
                       "ran other references, or stopped early?\n", first->path, first->number,
                       first->class_name, first->instance, solver_names[solver]);
              return false;
            }
        }
      if (limit_row[first->order] == NULL)
        {
          limit_row[first->order] = first;
          limit_of[first->order] = first->limit;
        }
      else if (limit_of[first->order] != first->limit)
        {
          snprintf (message, sizeof message, "order %d with a limit of %g s, %g s at %s:%d: shards run "
                    "with different --limit?", first->order, first->limit, limit_of[first->order],
                    limit_row[first->order]->path, limit_row[first->order]->number);
          return fail_row (first, message);
        }
      /* A class's instances are jobs one after the other, from #1. */
      if (first->instance > 1 && !gap
          && (previous == NULL || previous->job != job - 1 || previous->instance != first->instance - 1
              || strcmp (previous->class_name, first->class_name) != 0))
        {
          snprintf (message, sizeof message, "%s #%d is job %d, but job %d is not #%d of %s", first->class_name,
                    first->instance, job, job - 1, first->instance - 1, first->class_name);
          return fail_row (first, message);
        }
      previous = first;
      gap = false;
    }
  if (missing > 0)
    {
      fprintf (stderr, "merge: %d of the %d instances have no rows (the first: job %d): is a shard's CSV "
               "file left out, or did a shard stop early?\n", missing, merge->jobs, first_missing);
      return false;
    }
  return true;
}

bool
bench_csv_merge_read (BenchCsvMerge     *merge,
                      int                n_paths,
                      char             **paths,
                      const char *const *solver_names,
                      int                n_solvers)
{
  Reader reader = { merge, solver_names, n_solvers, NULL, 0, 0 };
  bool ok = n_solvers <= (int) (sizeof merge->solvers / sizeof merge->solvers[0]);

  *merge = (BenchCsvMerge) { 0 };
  for (int i = 0; ok && i < n_paths; i++)
    {
      reader.path = paths[i];
      reader.file = i;
      ok = read_file (&reader);
    }
  if (ok && merge->n_rows == 0)
    {
      fprintf (stderr, "merge: the files hold no runs\n");
      ok = false;
    }
  else if (ok && !merge->solvers[0])
    {
      fprintf (stderr, "merge: no row of %s: these are not the files of a table\n", solver_names[0]);
      ok = false;
    }
  if (ok)
    {
      qsort (merge->rows, (size_t) merge->n_rows, sizeof *merge->rows, compare_rows);
      ok = check_rows (merge, solver_names, n_solvers);
    }
  /* Nothing of a refused merge is kept. */
  if (!ok)
    bench_csv_merge_clear (merge);
  return ok;
}

void
bench_csv_merge_clear (BenchCsvMerge *merge)
{
  for (int i = 0; i < merge->n_rows; i++)
    free (merge->rows[i].line);
  free (merge->rows);
  *merge = (BenchCsvMerge) { 0 };
}
