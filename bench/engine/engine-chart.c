/* engine-chart.c: the chart of the engine benchmark's balanced-QWH table
 *
 * Reads the runs that `futo-engine-bench --balanced --csv FILE` wrote and
 * draws, for each order, the median time of each solver against the
 * fraction of holes on a logarithmic axis: a small multiple of the sweep
 * chart that `futoshiki bench sweep --plot` draws (futo-render-sweep.h),
 * so that the quartile bands, the hollow markers of points with timeouts
 * and the markers on the top edge where most runs timed out mean the same
 * here. Each order becomes a sweep of its own whose "methods" are the
 * solvers of the file, in the order they first appear, named by the
 * legend; only its recorded runs are drawn, the sweep is never run.
 * An order's time limit is the one its rows hold (--limit 10,56:60 gives
 * two); --limit only stands in for files from before that column and for
 * runs without a limit.
 *
 * usage: futo-engine-chart [--columns N] [--limit S] RUNS.csv OUT.png|OUT.svg
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cairo-svg.h>
#include <cairo.h>

#include "futo-render-sweep.h"
#include "futo-sweep.h"

/* The balanced table's grid (engine-bench.c): 24 to 40 % by 2. */
#define HOLES_FROM 24
#define HOLES_TO   40
#define HOLES_STEP 2
#define N_POINTS   ((HOLES_TO - HOLES_FROM) / HOLES_STEP + 1)

#define MAX_ORDERS  16
#define MAX_SOLVERS 8
#define CELL_WIDTH  620.0
#define CELL_HEIGHT 400.0

typedef struct
{
  int      order, holes, instance, solver;
  FutoSweepOutcome outcome;
  double   seconds;
} Run;

typedef struct
{
  Run  *runs;
  int   n_runs;
  int   orders[MAX_ORDERS], n_orders;
  char  solvers[MAX_SOLVERS][64];
  int   n_solvers;
  int   instances;
  double limit_of[65];   /* by order, from the rows' limit column; 0: none */
} Table;

static int
solver_index (Table      *table,
              const char *name)
{
  for (int i = 0; i < table->n_solvers; i++)
    if (strcmp (table->solvers[i], name) == 0)
      return i;
  if (table->n_solvers == MAX_SOLVERS)
    return -1;
  snprintf (table->solvers[table->n_solvers], sizeof table->solvers[0], "%s", name);
  return table->n_solvers++;
}

static bool
add_order (Table *table,
           int    order)
{
  int i = 0;

  for (i = 0; i < table->n_orders; i++)
    if (table->orders[i] == order)
      return true;
  if (table->n_orders == MAX_ORDERS)
    return false;
  /* Kept sorted, so that the small multiples read by growing order. */
  for (i = table->n_orders; i > 0 && table->orders[i - 1] > order; i--)
    table->orders[i] = table->orders[i - 1];
  table->orders[i] = order;
  table->n_orders++;
  return true;
}

/* One line "class,instance,solver,outcome,seconds" and, in the files
 * of today, ",order,limit,job,jobs" (bench-csv.h); lines of other classes
 * than bqwh_ORDER_hPERCENT are skipped. false with a message on a
 * malformed line. */
static bool
read_line (Table      *table,
           const char *path,
           int         number,
           char       *line)
{
  char class[64], solver[64], outcome[32];
  int order, holes, instance, index, row_order;
  double seconds, limit = 0;
  Run *run;

  line[strcspn (line, "\r\n")] = '\0';
  if (line[0] == '\0')
    return true;
  if (sscanf (line, "%63[^,],%d,%63[^,],%31[^,],%lf", class, &instance, solver, outcome, &seconds) != 5)
    {
      fprintf (stderr, "%s:%d: not a line of class,instance,solver,outcome,seconds\n", path, number);
      return false;
    }
  if (sscanf (class, "bqwh_%d_h%d", &order, &holes) != 2)
    return true;
  if (sscanf (line, "%*[^,],%*d,%*[^,],%*[^,],%*f,%d,%lf", &row_order, &limit) == 2
      && (row_order != order || !(limit >= 0)))
    {
      fprintf (stderr, "%s:%d: order %d or limit %g does not go with %s\n", path, number, row_order, limit,
               class);
      return false;
    }
  if (order < 2 || order > 64 || holes < HOLES_FROM || holes > HOLES_TO || (holes - HOLES_FROM) % HOLES_STEP != 0
      || instance < 1 || instance > FUTO_SWEEP_MAX_INSTANCES)
    {
      fprintf (stderr, "%s:%d: %s #%d is not a point of the balanced table\n", path, number, class, instance);
      return false;
    }
  if ((index = solver_index (table, solver)) < 0 || !add_order (table, order))
    {
      fprintf (stderr, "%s:%d: more than %d solvers or %d orders\n", path, number, MAX_SOLVERS, MAX_ORDERS);
      return false;
    }
  table->runs = realloc (table->runs, (size_t) (table->n_runs + 1) * sizeof *table->runs);
  run = &table->runs[table->n_runs++];
  *run = (Run) { order, holes, instance, index, FUTO_SWEEP_FINISHED, seconds };
  if (strcmp (outcome, "timeout") == 0)
    run->outcome = FUTO_SWEEP_CUT;
  else if (strcmp (outcome, "error") == 0 || strcmp (outcome, "unsat") == 0)
    run->outcome = FUTO_SWEEP_WRONG;
  else if (strcmp (outcome, "solved") != 0)
    {
      fprintf (stderr, "%s:%d: unknown outcome \"%s\"\n", path, number, outcome);
      return false;
    }
  if (instance > table->instances)
    table->instances = instance;
  if (limit > 0 && table->limit_of[order] > 0 && table->limit_of[order] != limit)
    {
      fprintf (stderr, "%s:%d: order %d with a limit of %g s, %g s on a line before\n", path, number, order,
               limit, table->limit_of[order]);
      return false;
    }
  if (limit > 0)
    table->limit_of[order] = limit;
  return true;
}

static bool
read_table (Table      *table,
            const char *path)
{
  FILE *f = fopen (path, "r");
  char line[512];
  int number = 0;

  if (f == NULL)
    {
      perror (path);
      return false;
    }
  while (fgets (line, sizeof line, f) != NULL)
    if (++number > 1 && !read_line (table, path, number, line))
      {
        fclose (f);
        return false;
      }
  fclose (f);
  if (table->n_runs == 0)
    {
      fprintf (stderr, "%s: no runs of the balanced table (bqwh_ORDER_hPERCENT)\n", path);
      return false;
    }
  return true;
}

/* The sweep of one order with the file's runs recorded. */
static FutoSweep *
order_sweep (const Table *table,
             int          order,
             double       limit)
{
  FutoSweepSpec spec;
  FutoSweep *sweep;
  FutoError error;

  futo_sweep_spec_init (&spec);
  spec.size = order;
  spec.from = HOLES_FROM / 100.0;
  spec.to = HOLES_TO / 100.0;
  spec.step = HOLES_STEP / 100.0;
  spec.instances = table->instances;
  spec.signs = 0;
  spec.time_limit = limit;
  spec.holes_pattern = FUTO_PLANTED_HOLES_BALANCED;
  spec.n_algorithms = table->n_solvers;
  /* Never run: any method of the registry holds the place of a solver. */
  for (int i = 0; i < table->n_solvers; i++)
    spec.algorithms[i] = futo_algorithm_find ("lab");
  if ((sweep = futo_sweep_new (&spec, &error)) == NULL)
    {
      fprintf (stderr, "order %d: %s\n", order, error.message);
      return NULL;
    }
  for (size_t job = 0; job < futo_sweep_n_jobs (sweep); job++)
    {
      int point, instance, method;

      futo_sweep_job_place (sweep, job, &point, &instance, &method);
      for (int r = 0; r < table->n_runs; r++)
        {
          const Run *run = &table->runs[r];

          if (run->order == order && (run->holes - HOLES_FROM) / HOLES_STEP == point
              && run->instance - 1 == instance && run->solver == method)
            {
              FutoSweepRun recorded = { run->outcome, FUTO_STATUS_SOLVED, 0, run->seconds };

              futo_sweep_record (sweep, job, &recorded);
            }
        }
    }
  return sweep;
}

static void
draw (cairo_t     *cr,
      const Table *table,
      int          columns,
      double       limit)
{
  const char *names[MAX_SOLVERS];

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  for (int i = 0; i < table->n_solvers; i++)
    names[i] = table->solvers[i];
  for (int o = 0; o < table->n_orders; o++)
    {
      double order_limit = table->limit_of[table->orders[o]] > 0 ? table->limit_of[table->orders[o]] : limit;
      FutoSweep *sweep = order_sweep (table, table->orders[o], order_limit);
      FutoRenderSweepOptions options;
      char title[128];

      if (sweep == NULL)
        continue;
      futo_render_sweep_options_init (&options);
      options.effort = FUTO_SWEEP_EFFORT_TIME;
      options.transparent = true;
      options.method_names = names;
      options.x_label = "holes (fraction of cells empty, balanced)";
      snprintf (title, sizeof title, "Balanced QWH order %d · %d instances per point · limit %g s",
                table->orders[o], table->instances, order_limit);
      options.title = title;
      cairo_save (cr);
      cairo_translate (cr, (o % columns) * CELL_WIDTH, (o / columns) * CELL_HEIGHT);
      futo_render_sweep (cr, sweep, &options, CELL_WIDTH, CELL_HEIGHT);
      cairo_restore (cr);
      futo_sweep_free (sweep);
    }
}

int
main (int argc, char *argv[])
{
  Table table = { 0 };
  int columns = 2, rows, first = 1;
  double limit = 10, width, height;
  const char *out;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  bool svg;

  for (; first < argc && argv[first][0] == '-'; first++)
    if (strcmp (argv[first], "--columns") == 0 && first + 1 < argc)
      columns = atoi (argv[++first]);
    else if (strcmp (argv[first], "--limit") == 0 && first + 1 < argc)
      limit = atof (argv[++first]);
    else
      break;
  if (argc - first != 2 || columns < 1 || columns > MAX_ORDERS || !(limit > 0))
    {
      fprintf (stderr, "usage: %s [--columns N] [--limit S] RUNS.csv OUT.png|OUT.svg\n", argv[0]);
      return 2;
    }
  out = argv[first + 1];
  svg = strlen (out) > 4 && strcmp (out + strlen (out) - 4, ".svg") == 0;
  if (!svg && !(strlen (out) > 4 && strcmp (out + strlen (out) - 4, ".png") == 0))
    {
      fprintf (stderr, "%s: the chart is written as .png or .svg\n", out);
      return 2;
    }
  if (!read_table (&table, argv[first]))
    return 1;
  if (columns > table.n_orders)
    columns = table.n_orders;
  rows = (table.n_orders + columns - 1) / columns;
  width = columns * CELL_WIDTH;
  height = rows * CELL_HEIGHT;
  surface = svg ? cairo_svg_surface_create (out, width, height)
                : cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width, (int) height);
  cr = cairo_create (surface);
  draw (cr, &table, columns, limit);
  cairo_destroy (cr);
  status = svg ? CAIRO_STATUS_SUCCESS : cairo_surface_write_to_png (surface, out);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  free (table.runs);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      fprintf (stderr, "%s: %s\n", out, cairo_status_to_string (status));
      return 1;
    }
  return 0;
}
