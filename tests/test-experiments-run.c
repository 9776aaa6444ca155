/* test-experiments-run.c: the GLib library's sweep runner, without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * FutoshikiExperimentsRun runs a sweep for the app's Experiments window and
 * for `futoshiki bench sweep`: the number of its threads is a property, and
 * a sweep it runs to the end on a turning main loop holds what the core's
 * own serial run of the same jobs holds.
 */
#include <string.h>

#include <gio/gio.h>

#include "futoshiki-experiments-run.h"

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              gpointer    data)
{
  (*(int *) data)++;
}

static void
tiny_spec (FutoSweepSpec *spec)
{
  futo_sweep_spec_init (spec);
  spec->size = 5;
  spec->from = 0.3;
  spec->to = 0.5;
  spec->step = 0.1;
  spec->instances = 3;
  spec->seed = 7;
  spec->time_limit = 0;
  spec->n_algorithms = 2;
  spec->algorithms[0] = futo_algorithm_find ("fc");
  spec->algorithms[1] = futo_algorithm_find ("bt");
}

static void
test_jobs (void)
{
  g_autoptr (FutoshikiExperimentsRun) run = futoshiki_experiments_run_new ();
  int notified = 0;
  guint jobs = 0;

  /* One per core by default, and never none. */
  g_assert_cmpuint (futoshiki_experiments_run_get_jobs (run), >=, 1);
  g_signal_connect (run, "notify::jobs", G_CALLBACK (count_notify), &notified);

  futoshiki_experiments_run_set_jobs (run, 3);
  g_assert_cmpuint (futoshiki_experiments_run_get_jobs (run), ==, 3);
  g_assert_cmpint (notified, ==, 1);
  /* The same value again says nothing. */
  futoshiki_experiments_run_set_jobs (run, 3);
  g_assert_cmpint (notified, ==, 1);
  /* No threads at all would never finish: 0 means one. */
  futoshiki_experiments_run_set_jobs (run, 0);
  g_assert_cmpuint (futoshiki_experiments_run_get_jobs (run), ==, 1);
  g_assert_cmpint (notified, ==, 2);

  g_object_set (run, "jobs", 2u, NULL);
  g_object_get (run, "jobs", &jobs, NULL);
  g_assert_cmpuint (jobs, ==, 2);
  g_assert_cmpint (notified, ==, 3);
}

/* Turned until it stops running, the runner has recorded every job, and
 * each as the core's own run of it. */
static void
test_runs_to_the_end (void)
{
  g_autoptr (FutoshikiExperimentsRun) run = futoshiki_experiments_run_new ();
  g_autoptr (GError) error = NULL;
  FutoSweepSpec spec;
  const FutoSweep *sweep;
  FutoSweep *serial;
  FutoError sweep_error;
  int running_notified = 0;

  tiny_spec (&spec);
  futoshiki_experiments_run_set_jobs (run, 2);
  g_signal_connect (run, "notify::running", G_CALLBACK (count_notify), &running_notified);
  g_assert_true (futoshiki_experiments_run_start (run, &spec, &error));
  g_assert_no_error (error);
  g_assert_true (futoshiki_experiments_run_get_running (run));
  while (futoshiki_experiments_run_get_running (run))
    g_main_context_iteration (NULL, TRUE);
  /* It went on and off once. */
  g_assert_cmpint (running_notified, ==, 2);
  g_assert_cmpfloat (futoshiki_experiments_run_get_fraction (run), ==, 1.0);

  sweep = futoshiki_experiments_run_get_sweep (run);
  serial = futo_sweep_new (&spec, &sweep_error);
  g_assert_nonnull (serial);
  g_assert_cmpuint (futo_sweep_n_jobs (sweep), ==, 3 * 3 * 2);
  g_assert_cmpuint (futo_sweep_n_recorded (sweep), ==, futo_sweep_n_jobs (sweep));
  for (size_t job = 0; job < futo_sweep_n_jobs (serial); job++)
    {
      FutoSweepRun one;

      futo_sweep_run_job (serial, job, NULL, &one);
      g_assert_cmpint (futo_sweep_get_run (sweep, job)->outcome, ==, one.outcome);
      g_assert_cmpuint (futo_sweep_get_run (sweep, job)->nodes, ==, one.nodes);
    }
  futo_sweep_free (serial);
}

/* A spec out of range is refused with an error that says what is wrong,
 * and nothing starts. */
static void
test_bad_spec (void)
{
  g_autoptr (FutoshikiExperimentsRun) run = futoshiki_experiments_run_new ();
  g_autoptr (GError) error = NULL;
  FutoSweepSpec spec;

  tiny_spec (&spec);
  spec.instances = 0;
  g_assert_false (futoshiki_experiments_run_start (run, &spec, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "instances"));
  g_assert_false (futoshiki_experiments_run_get_running (run));
  g_assert_null (futoshiki_experiments_run_get_sweep (run));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/experiments-run/jobs", test_jobs);
  g_test_add_func ("/experiments-run/runs-to-the-end", test_runs_to_the_end);
  g_test_add_func ("/experiments-run/bad-spec", test_bad_spec);
  return g_test_run ();
}
