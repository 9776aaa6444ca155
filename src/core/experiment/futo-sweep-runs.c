/* futo-sweep-runs.c: a sweep's runs as a file, so that shards can merge
 *
 * A sweep at orders 50 to 64 takes hours on one machine; split into shards
 * (FutoSweepSpec.shard, n_shards) it runs on many, each writing the runs it
 * made. Statistics cannot be merged (a median of medians is not the
 * median), runs can: the merge rebuilds the whole sweep from the first
 * file's specification and records every file's runs into it, and its
 * statistics are then those of one run of the whole sweep (the clock
 * aside).
 *
 * The file is CSV with two comment lines in front:
 *
 *   # futoshiki sweep runs 1
 *   # size 40 from 0.24 to 0.4 step 0.02 instances 5 signs 0 holes balanced seed 1 …
 *   job,holes_fraction,instance,algorithm,outcome,status,nodes,seconds
 *   17,0.2400,3,lab,finished,solved,1234,0.012345
 *
 * The specification's numbers are written with 17 significant digits, so
 * that the fractions computed from them are the very same doubles in every
 * shard and in the merge. A row's job number is what counts; its fraction,
 * instance and method are there for people and are checked against it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-format-lines-private.h"
#include "futo-sweep.h"

#define RUNS_MAGIC   "# futoshiki sweep runs 1"
#define RUNS_COLUMNS "job,holes_fraction,instance,algorithm,outcome,status,nodes,seconds"

static const char *const outcome_words[] = {
  [FUTO_SWEEP_FINISHED] = "finished",
  [FUTO_SWEEP_CUT] = "cut",
  [FUTO_SWEEP_WRONG] = "wrong",
};

static void
append_printf (FutoBuffer *buffer,
               const char *format,
               ...) __attribute__ ((format (printf, 2, 3)));

static void
append_printf (FutoBuffer *buffer,
               const char *format,
               ...)
{
  char line[512];
  va_list args;
  int needed;

  va_start (args, format);
  needed = vsnprintf (line, sizeof line, format, args);
  va_end (args);
  /* Every line written here is far shorter; a longer one would be a bug. */
  if (needed < 0 || (size_t) needed >= sizeof line)
    {
      buffer->failed = true;
      return;
    }
  _futo_buffer_append (buffer, line, (size_t) needed);
}

char *
futo_sweep_runs_to_csv (const FutoSweep *sweep)
{
  const FutoSweepSpec *spec;
  FutoBuffer buffer;

  FUTO_RETURN_VAL_IF_FAIL (sweep != NULL, NULL);

  spec = futo_sweep_get_spec (sweep);
  _futo_buffer_init (&buffer);
  _futo_buffer_append_str (&buffer, RUNS_MAGIC "\n");
  append_printf (&buffer,
                 "# size %d from %.17g to %.17g step %.17g instances %d signs %.17g holes %s "
                 "seed %" PRIu64 " node-limit %" PRIu64 " time-limit %.17g shard %d/%d algorithms ",
                 spec->size, spec->from, spec->to, spec->step, spec->instances, spec->signs,
                 spec->holes_pattern == FUTO_PLANTED_HOLES_BALANCED ? "balanced" : "random",
                 spec->seed, spec->node_limit, spec->time_limit, spec->shard + 1,
                 spec->n_shards > 1 ? spec->n_shards : 1);
  for (int a = 0; a < spec->n_algorithms; a++)
    {
      if (a > 0)
        _futo_buffer_append_char (&buffer, ',');
      _futo_buffer_append_str (&buffer, spec->algorithms[a]->id);
    }
  _futo_buffer_append_str (&buffer, "\n" RUNS_COLUMNS "\n");

  for (size_t job = 0; job < futo_sweep_n_jobs (sweep); job++)
    {
      const FutoSweepRun *run = futo_sweep_get_run (sweep, job);
      int point, instance, algorithm;

      if (run->outcome != FUTO_SWEEP_FINISHED && run->outcome != FUTO_SWEEP_CUT &&
          run->outcome != FUTO_SWEEP_WRONG)
        continue;
      futo_sweep_job_place (sweep, job, &point, &instance, &algorithm);
      append_printf (&buffer, "%zu,%.4f,%d,%s,%s,%s,%" PRIu64 ",%.6f\n", job,
                     futo_sweep_fraction (sweep, point), instance, spec->algorithms[algorithm]->id,
                     outcome_words[run->outcome], futo_status_name (run->status), run->nodes,
                     run->seconds);
    }
  return _futo_buffer_steal (&buffer);
}

/* A line's fields, split at commas or blanks, without copying. */
#define MAX_FIELDS 40

typedef struct
{
  const char *start[MAX_FIELDS];
  size_t      len[MAX_FIELDS];
  size_t      offset[MAX_FIELDS];
  int         count;
} Fields;

static void
split (const FutoLine *line,
       char            separator,
       Fields         *fields)
{
  size_t i = 0;

  fields->count = 0;
  while (i <= line->len && fields->count < MAX_FIELDS)
    {
      size_t start = i;

      if (separator == ' ')
        {
          start = i = _futo_line_skip_blanks (line, i);
          if (i == line->len)
            break;
          while (i < line->len && !_futo_text_is_blank (line->start[i]))
            i++;
        }
      else
        while (i < line->len && line->start[i] != separator)
          i++;
      fields->start[fields->count] = line->start + start;
      fields->len[fields->count] = i - start;
      fields->offset[fields->count] = start;
      fields->count++;
      i++;
    }
}

static bool
field_is (const Fields *fields,
          int           i,
          const char   *word)
{
  return i < fields->count && fields->len[i] == strlen (word) &&
         memcmp (fields->start[i], word, fields->len[i]) == 0;
}

/* A copy of field i as a C string in buf (cut to fit, which then fails
 * every conversion below). */
static const char *
field_text (const Fields *fields,
            int           i,
            char         *buf,
            size_t        size)
{
  size_t len = fields->len[i] < size - 1 ? fields->len[i] : size - 1;

  memcpy (buf, fields->start[i], len);
  buf[len] = '\0';
  return buf;
}

static bool
field_double (const Fields *fields,
              int           i,
              double       *value)
{
  char buf[64], *end;
  const char *text = field_text (fields, i, buf, sizeof buf);

  errno = 0;
  *value = strtod (text, &end);
  return fields->len[i] < sizeof buf && end != text && *end == '\0' && errno == 0 &&
         isfinite (*value);
}

static bool
field_u64 (const Fields *fields,
           int           i,
           uint64_t     *value)
{
  char buf[32], *end;
  const char *text = field_text (fields, i, buf, sizeof buf);
  unsigned long long parsed;

  if (fields->len[i] == 0 || fields->len[i] >= sizeof buf || text[0] < '0' || text[0] > '9')
    return false;
  errno = 0;
  parsed = strtoull (text, &end, 10);
  *value = parsed;
  return *end == '\0' && errno == 0;
}

static bool
field_int (const Fields *fields,
           int           i,
           int           max,
           int          *value)
{
  uint64_t parsed;

  if (!field_u64 (fields, i, &parsed) || parsed > (uint64_t) max)
    return false;
  *value = (int) parsed;
  return true;
}

static int
field_column (const FutoLine *line,
              const Fields   *fields,
              int             field)
{
  if (fields == NULL || field < 0 || field >= fields->count)
    return 1;
  return _futo_line_column (line, fields->offset[field]);
}

/* Sets the error at a field's place and gives false; the message stays a
 * literal, the template that a translation looks up. */
#define fail_at(error, line, fields, field, message) \
  (futo_error_set_at ((error), (line)->number, field_column ((line), (fields), (field)), message), false)

/* Reads the specification line (the second) into spec. */
static bool
parse_spec (const FutoLine *line,
            FutoSweepSpec  *spec,
            FutoError      *error)
{
  Fields fields;
  bool seen_size = false;

  futo_sweep_spec_init (spec);
  spec->n_algorithms = 0;
  split (line, ' ', &fields);
  if (!field_is (&fields, 0, "#"))
    return fail_at (error, line, &fields, 0, "the specification line of a runs file starts with '#'");
  for (int i = 1; i < fields.count; i += 2)
    {
      bool ok;

      if (i + 1 >= fields.count)
        return fail_at (error, line, &fields, i, "a setting of the specification has no value");
      if (field_is (&fields, i, "size"))
        ok = seen_size = field_int (&fields, i + 1, 1000, &spec->size);
      else if (field_is (&fields, i, "from"))
        ok = field_double (&fields, i + 1, &spec->from);
      else if (field_is (&fields, i, "to"))
        ok = field_double (&fields, i + 1, &spec->to);
      else if (field_is (&fields, i, "step"))
        ok = field_double (&fields, i + 1, &spec->step);
      else if (field_is (&fields, i, "instances"))
        ok = field_int (&fields, i + 1, FUTO_SWEEP_MAX_INSTANCES, &spec->instances);
      else if (field_is (&fields, i, "signs"))
        ok = field_double (&fields, i + 1, &spec->signs);
      else if (field_is (&fields, i, "seed"))
        ok = field_u64 (&fields, i + 1, &spec->seed);
      else if (field_is (&fields, i, "node-limit"))
        ok = field_u64 (&fields, i + 1, &spec->node_limit);
      else if (field_is (&fields, i, "time-limit"))
        ok = field_double (&fields, i + 1, &spec->time_limit);
      else if (field_is (&fields, i, "holes"))
        {
          ok = field_is (&fields, i + 1, "random") || field_is (&fields, i + 1, "balanced");
          spec->holes_pattern = field_is (&fields, i + 1, "balanced") ? FUTO_PLANTED_HOLES_BALANCED
                                                                       : FUTO_PLANTED_HOLES_RANDOM;
        }
      else if (field_is (&fields, i, "shard"))
        {
          char buf[32];
          int shard = 0, count = 0, used = 0;
          const char *text = field_text (&fields, i + 1, buf, sizeof buf);

          ok = sscanf (text, "%d/%d%n", &shard, &count, &used) == 2 && text[used] == '\0' &&
               count >= 1 && shard >= 1 && shard <= count;
          spec->shard = shard - 1;
          spec->n_shards = count;
        }
      else if (field_is (&fields, i, "algorithms"))
        {
          char buf[512];
          char *ids = (char *) field_text (&fields, i + 1, buf, sizeof buf), *saved = NULL;

          ok = fields.len[i + 1] < sizeof buf;
          for (char *id = strtok_r (ids, ",", &saved); ok && id != NULL; id = strtok_r (NULL, ",", &saved))
            {
              const FutoAlgorithm *algorithm = futo_algorithm_find (id);

              if (algorithm == NULL || spec->n_algorithms == FUTO_SWEEP_MAX_ALGORITHMS)
                return fail_at (error, line, &fields, i + 1, "an unknown method, or too many methods");
              spec->algorithms[spec->n_algorithms++] = algorithm;
            }
        }
      else
        return fail_at (error, line, &fields, i, "an unknown setting in the specification");
      if (!ok)
        return fail_at (error, line, &fields, i + 1, "a value of the specification that does not fit");
    }
  if (!seen_size || spec->n_algorithms == 0)
    return fail_at (error, line, NULL, 0, "the specification names no size or no method");
  return true;
}

/* The specification and column lines; on success lines stands at the
 * first run. */
static bool
read_head (FutoLines     *lines,
           const char    *text,
           FutoSweepSpec *spec,
           FutoError     *error)
{
  size_t len = strlen (text);
  FutoLine line;

  _futo_text_skip_bom (&text, &len);
  _futo_lines_init (lines, text, len, 1);
  if (!_futo_lines_next (lines, &line) || line.len != strlen (RUNS_MAGIC) ||
      memcmp (line.start, RUNS_MAGIC, line.len) != 0)
    {
      futo_error_set_at (error, 1, 1, "not a runs file of futoshiki bench sweep "
                                      "(it starts with \"" RUNS_MAGIC "\")");
      return false;
    }
  if (!_futo_lines_next (lines, &line))
    {
      futo_error_set_at (error, 2, 1, "the runs file ends before its specification");
      return false;
    }
  if (!parse_spec (&line, spec, error))
    return false;
  if (!_futo_lines_next (lines, &line) || line.len != strlen (RUNS_COLUMNS) ||
      memcmp (line.start, RUNS_COLUMNS, line.len) != 0)
    {
      futo_error_set_at (error, 3, 1, "the third line of a runs file names its columns: " RUNS_COLUMNS);
      return false;
    }
  return true;
}

static bool
read_runs (FutoSweep *sweep,
           FutoLines *lines,
           FutoError *error)
{
  const FutoSweepSpec *spec = futo_sweep_get_spec (sweep);
  FutoLine line;

  while (_futo_lines_next (lines, &line))
    {
      Fields fields;
      FutoSweepRun run = { 0 };
      uint64_t job;
      int point, instance, algorithm, listed_instance;
      double fraction;
      bool known_status = false;

      if (_futo_line_trimmed_len (&line) == 0)
        continue;
      split (&line, ',', &fields);
      if (fields.count != 8)
        return fail_at (error, &line, &fields, fields.count < 8 ? fields.count - 1 : 8,
                        "a run has eight fields: " RUNS_COLUMNS);
      if (!field_u64 (&fields, 0, &job) || job >= futo_sweep_n_jobs (sweep))
        return fail_at (error, &line, &fields, 0, "the job number is not one of this sweep");
      futo_sweep_job_place (sweep, (size_t) job, &point, &instance, &algorithm);
      if (!field_double (&fields, 1, &fraction) || fabs (fraction - futo_sweep_fraction (sweep, point)) > 1e-4)
        return fail_at (error, &line, &fields, 1, "the fraction of holes is not that of this job");
      if (!field_int (&fields, 2, FUTO_SWEEP_MAX_INSTANCES, &listed_instance) || listed_instance != instance)
        return fail_at (error, &line, &fields, 2, "the instance is not that of this job");
      if (!field_is (&fields, 3, spec->algorithms[algorithm]->id))
        return fail_at (error, &line, &fields, 3, "the method is not that of this job");
      for (int o = FUTO_SWEEP_FINISHED; o <= FUTO_SWEEP_WRONG; o++)
        if (field_is (&fields, 4, outcome_words[o]))
          run.outcome = (FutoSweepOutcome) o;
      if (run.outcome == FUTO_SWEEP_PENDING)
        return fail_at (error, &line, &fields, 4, "the outcome is finished, cut or wrong");
      for (int s = FUTO_STATUS_SOLVED; s <= FUTO_STATUS_INVALID && !known_status; s++)
        if (field_is (&fields, 5, futo_status_name ((FutoStatus) s)))
          {
            run.status = (FutoStatus) s;
            known_status = true;
          }
      if (!known_status)
        return fail_at (error, &line, &fields, 5, "an unknown status");
      if (!field_u64 (&fields, 6, &run.nodes))
        return fail_at (error, &line, &fields, 6, "the node count is not a whole number");
      if (!field_double (&fields, 7, &run.seconds) || run.seconds < 0)
        return fail_at (error, &line, &fields, 7, "the time is not a number of seconds");
      if (futo_sweep_get_run (sweep, (size_t) job)->outcome != FUTO_SWEEP_PENDING)
        return fail_at (error, &line, &fields, 0,
                        "this job's run is already recorded (the same shard given twice?)");
      futo_sweep_record (sweep, (size_t) job, &run);
    }
  return true;
}

FutoSweep *
futo_sweep_new_from_runs (const char *text,
                          FutoError  *error)
{
  FutoSweepSpec spec;
  FutoLines lines;
  FutoSweep *sweep;

  FUTO_RETURN_VAL_IF_FAIL (text != NULL, NULL);

  futo_error_clear (error);
  if (!read_head (&lines, text, &spec, error))
    return NULL;
  spec.shard = 0;
  spec.n_shards = 1;
  sweep = futo_sweep_new (&spec, error);
  if (sweep == NULL)
    {
      if (error != NULL && error->line == 0)
        error->line = 2;
      return NULL;
    }
  if (!read_runs (sweep, &lines, error))
    {
      futo_sweep_free (sweep);
      return NULL;
    }
  return sweep;
}

/* The first field in which a and b differ, shards aside; NULL when none. */
static const char *
spec_difference (const FutoSweepSpec *a,
                 const FutoSweepSpec *b)
{
  if (a->size != b->size)
    return "size";
  if (a->from != b->from || a->to != b->to || a->step != b->step)
    return "the fractions of holes (from, to, step)";
  if (a->instances != b->instances)
    return "instances";
  if (a->signs != b->signs)
    return "signs";
  if (a->holes_pattern != b->holes_pattern)
    return "holes (random or balanced)";
  if (a->seed != b->seed)
    return "seed";
  if (a->node_limit != b->node_limit || a->time_limit != b->time_limit)
    return "the limits";
  if (a->n_algorithms != b->n_algorithms)
    return "algorithms";
  for (int i = 0; i < a->n_algorithms; i++)
    if (a->algorithms[i] != b->algorithms[i])
      return "algorithms";
  return NULL;
}

bool
futo_sweep_merge_runs (FutoSweep  *sweep,
                       const char *text,
                       FutoError  *error)
{
  FutoSweepSpec spec;
  FutoLines lines;
  const char *differs;

  FUTO_RETURN_VAL_IF_FAIL (sweep != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (text != NULL, false);

  futo_error_clear (error);
  if (!read_head (&lines, text, &spec, error))
    return false;
  differs = spec_difference (futo_sweep_get_spec (sweep), &spec);
  if (differs != NULL)
    {
      futo_error_set_at (error, 2, 1, "this shard was run with another %s than the first file", differs);
      return false;
    }
  return read_runs (sweep, &lines, error);
}
