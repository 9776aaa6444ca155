/* futoshiki-solve-job-describe.c: a finished run told in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The status alone does not say enough: "solved" while counting means a
 * count, "limit" can be the node or the time limit, and an incomplete
 * method that finds one solution proves nothing about a second. The
 * sentences here keep those apart so that a class is never told more
 * than the run showed.
 *
 * A file of its own: running a solver in a worker thread
 * (futoshiki-solve-job.c) and telling its outcome to people are two concerns,
 * and this one reads the job through its public API only.
 */
#define G_LOG_DOMAIN "lab-solve-job"

#include "config.h"

#include <glib/gi18n.h>

#include <string.h>

#include "futoshiki-algorithm-text.h"
#include "futoshiki-solve-job.h"

char *
futoshiki_solve_job_format_duration (double seconds)
{
  /* Below a millisecond "0.0 ms" would say nothing. */
  if (seconds < 0.001)
    /* Translators: a duration in microseconds. */
    return g_strdup_printf (_("%.0f µs"), seconds * 1e6);
  if (seconds < 0.01)
    /* Translators: a duration in milliseconds with one decimal. */
    return g_strdup_printf (_("%.1f ms"), seconds * 1000);
  if (seconds < 1)
    /* Translators: a duration in milliseconds. */
    return g_strdup_printf (_("%.0f ms"), seconds * 1000);
  if (seconds < 60)
    /* Translators: a duration in seconds with two decimals. */
    return g_strdup_printf (_("%.2f s"), seconds);
  /* Translators: a duration in minutes and seconds. */
  return g_strdup_printf (_("%d min %d s"), (int) (seconds / 60), (int) seconds % 60);
}

char *
futoshiki_solve_job_format_count (guint64 value)
{
  char digits[32];
  GString *text = g_string_new (NULL);
  /* Grouped by the language of the interface rather than by LC_NUMERIC,
   * which is often the C locale (no grouping at all) while the texts
   * around the number are translated. */
  /* Translators: the thousands separator in counts such as 12,345 */
  const char *separator = C_("thousands separator", ",");
  size_t n;

  g_snprintf (digits, sizeof digits, "%" G_GUINT64_FORMAT, value);
  n = strlen (digits);
  for (size_t k = 0; k < n; k++)
    {
      g_string_append_c (text, digits[k]);
      if (k + 1 < n && (n - k - 1) % 3 == 0)
        g_string_append (text, separator);
    }
  return g_string_free (text, FALSE);
}

/* Propagation settled the puzzle before any guess (our engine does that
 * often): "0 nodes, 0 assignments" would read as if nothing was done. */
static gboolean
no_search (const FutoStats *stats)
{
  return stats->nodes == 0 && stats->assignments == 0 && stats->iterations == 0;
}

static char *
describe_statistics (const FutoStats *stats)
{
  g_autofree char *nodes = futoshiki_solve_job_format_count (stats->nodes);
  g_autofree char *assignments = futoshiki_solve_job_format_count (stats->assignments);
  g_autofree char *backtracks = futoshiki_solve_job_format_count (stats->backtracks);
  g_autofree char *removed = futoshiki_solve_job_format_count (stats->removed_values);

  /* The engine's second search (see futo-engine-portfolio.c) adds its work
   * to the counts: say so, or they look like one search's. When it is the
   * local search, its steps are counted as nodes too; they are told apart,
   * as they are no nodes of a search tree. With three searches, the
   * first search also gave part of its thread to a local search of its
   * own (futo-engine-share.c). */
  if (stats->searches >= 2 && stats->iterations > 0 && stats->iterations <= stats->nodes)
    {
      g_autofree char *tree_nodes = futoshiki_solve_job_format_count (stats->nodes - stats->iterations);
      g_autofree char *steps = futoshiki_solve_job_format_count (stats->iterations);

      if (stats->searches >= 3)
        /* Translators: run statistics of a complete search and of two
         * local searches run beside it, one on a second thread and one
         * sharing its own; the five numbers in this order. */
        return g_strdup_printf (_("%s nodes, %s assignments, %s backtracks, %s removed values, "
                                  "and %s steps of two local searches beside it"),
                                tree_nodes, assignments, backtracks, removed, steps);
      /* Translators: run statistics of a complete search and of a local
       * search run beside it on a second thread; the five numbers in this
       * order. */
      return g_strdup_printf (_("%s nodes, %s assignments, %s backtracks, %s removed values, "
                                "and %s local search steps on a second thread"),
                              tree_nodes, assignments, backtracks, removed, steps);
    }
  if (no_search (stats))
    /* Translators: run statistics when propagation alone settled the puzzle */
    return g_strdup_printf (_("propagation alone removed %s values, without a guess"), removed);
  if (stats->searches >= 2)
    /* Translators: run statistics of two searches run at once, summed; the
     * four numbers in this order. */
    return g_strdup_printf (_("%s nodes, %s assignments, %s backtracks, %s removed values, in two searches"),
                            nodes, assignments, backtracks, removed);

  /* Translators: run statistics, the four numbers in this order. */
  return g_strdup_printf (_("%s nodes, %s assignments, %s backtracks, %s removed values"),
                          nodes, assignments, backtracks, removed);
}

static char *
describe_solved (FutoshikiSolveJob         *self,
                 const FutoRunResult *result,
                 const char          *name,
                 const char          *time,
                 const char          *stats)
{
  guint64 limit = futoshiki_solve_job_get_solution_limit (self);
  g_autofree char *count = futoshiki_solve_job_format_count (result->solution_count);

  if (limit == 1 && no_search (&result->stats))
    {
      g_autofree char *removed = futoshiki_solve_job_format_count (result->stats.removed_values);

      /* Translators: algorithm, duration, removed values. */
      return g_strdup_printf (_("Solved by %s in %s by propagation alone, without a search: "
                                "%s values removed."), name, time, removed);
    }
  if (limit == 1)
    /* Translators: algorithm, duration, statistics. */
    return g_strdup_printf (_("Solved by %s in %s: %s."), name, time, stats);

  if (limit == 2 && result->solution_count >= 2)
    return g_strdup_printf (_("Not unique: %s found two different solutions in %s: %s."),
                            name, time, stats);

  if (limit == 2 && result->exhausted)
    return g_strdup_printf (_("Unique: %s searched everything in %s and found exactly one solution: %s."),
                            name, time, stats);

  if (result->exhausted)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Exactly %s solution, counted by %s in %s: %s.",
                                         "Exactly %s solutions, counted by %s in %s: %s.",
                                         result->solution_count),
                            count, name, time, stats);

  /* An incomplete method, or a limit above two that was met. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s found %s solution in %s, but did not search everything: %s.",
                                       "%s found %s solutions in %s, but did not search everything: %s.",
                                       result->solution_count),
                          name, count, time, stats);
}

static char *
describe_limit (FutoshikiSolveJob         *self,
                const FutoRunResult *result,
                const char          *name,
                const char          *time,
                const char          *stats)
{
  g_autofree char *count = futoshiki_solve_job_format_count (result->solution_count);
  g_autofree char *stopped = NULL;

  if (futoshiki_solve_job_get_node_limit_hit (self))
    stopped = g_strdup_printf (_("Stopped at the node limit after %s: %s."), time, stats);
  else
    stopped = g_strdup_printf (_("Stopped at the time limit after %s: %s."), time, stats);

  if (result->solution_count == 0)
    return g_steal_pointer (&stopped);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s At least %s solution.",
                                       "%s At least %s solutions.",
                                       result->solution_count),
                          stopped, count);
}

static char *
describe_outcome (FutoshikiSolveJob         *self,
                  const FutoRunResult *result)
{
  const FutoAlgorithm *algorithm = futoshiki_solve_job_get_algorithm (self);
  const char *name = algorithm != NULL ? futoshiki_algorithm_name (algorithm) : futoshiki_solve_job_get_algorithm_id (self);
  g_autofree char *time = futoshiki_solve_job_format_duration (result->stats.elapsed);
  g_autofree char *stats = describe_statistics (&result->stats);

  switch (result->status)
    {
    case FUTO_STATUS_SOLVED:
      return describe_solved (self, result, name, time, stats);

    case FUTO_STATUS_UNSATISFIABLE:
      return g_strdup_printf (_("No solution: %s searched everything in %s: %s."), name, time, stats);

    case FUTO_STATUS_LIMIT:
      return describe_limit (self, result, name, time, stats);

    case FUTO_STATUS_CANCELLED:
      return g_strdup_printf (_("Cancelled after %s: %s."), time, stats);

    case FUTO_STATUS_GAVE_UP:
      {
        g_autofree char *iterations = futoshiki_solve_job_format_count (result->stats.iterations);

        /* Translators: duration, algorithm, iterations, best energy, statistics. */
        return g_strdup_printf (_("Gave up after %s: %s found no solution in %s iterations "
                                  "(best energy %.4g). %s is not complete: this proves nothing "
                                  "about the puzzle."),
                                time, name, iterations, result->stats.best_energy, name);
      }

    case FUTO_STATUS_INVALID:
    default:
      /* The core names the cell; its words are not translated. */
      return g_strdup_printf (_("The puzzle cannot be solved as it stands: %s."),
                              result->message[0] != '\0' ? result->message : _("it is malformed"));
    }
}

char *
futoshiki_solve_job_describe (FutoshikiSolveJob *self)
{
  const FutoRunResult *result;
  g_autofree char *outcome = NULL;

  g_return_val_if_fail (FUTOSHIKI_IS_SOLVE_JOB (self), NULL);

  result = futoshiki_solve_job_get_result (self);
  if (result == NULL)
    return g_strdup (futoshiki_solve_job_get_running (self) ? _("Running…") : _("Not run yet."));

  outcome = describe_outcome (self, result);
  if (futoshiki_solve_job_get_trace_truncated (self))
    {
      g_autofree char *events = futoshiki_solve_job_format_count (futoshiki_solve_job_get_trace_length (self));

      return g_strdup_printf (_("%s Trace truncated at %s events (recording limit, see Preferences)."),
                              outcome, events);
    }
  return g_steal_pointer (&outcome);
}
