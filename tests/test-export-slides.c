/* test-export-slides.c: the slides command, its pages read back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The number of pages is checked against the run itself: the test records
 * the same run through the library and counts the steps in the events
 * one by one, as a reader would, rather than asking the code under test.
 */
#include <string.h>

#include "export-test-util.h"
#include "futo-algorithm.h"
#include "futo-format.h"
#include "futo-trace.h"

typedef struct
{
  guint64 length;
  guint64 steps;     /* events a visualizer step stops before, past the first */
  guint64 dead_ends; /* backtracks that follow a decision (or start the run) */
  gboolean step_at_end;
  gboolean dead_end_at_end;
} RunShape;

/* Records algorithm_id on the example as the command does (one solution,
 * seed 0) and counts its steps. */
static void
record_shape (const char *name,
              const char *algorithm_id,
              RunShape   *shape)
{
  g_autofree char *path = example (name), *text = NULL;
  FutoGame *game;
  FutoTrace *trace;
  FutoTraceReader *reader;
  FutoRunOptions options;
  FutoRunResult result;
  FutoEvent event;
  FutoError error;
  gsize len;
  gboolean decided = TRUE;

  g_assert_true (g_file_get_contents (path, &text, &len, NULL));
  game = futo_game_read_any (text, len, NULL, &error);
  g_assert_nonnull (game);
  trace = futo_trace_new (game->puzzle->size, 0);
  futo_run_options_init (&options);
  options.solution_limit = 1;
  options.on_event = futo_trace_record;
  options.event_data = trace;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_find (algorithm_id), game->puzzle, &options, &result);
  futo_run_result_clear (&result);

  memset (shape, 0, sizeof *shape);
  shape->length = futo_trace_get_length (trace);
  reader = futo_trace_reader_new (trace, 0);
  for (guint64 i = 0; futo_trace_reader_next (reader, &event); i++)
    {
      gboolean decision = event.kind == FUTO_EVENT_ASSIGN && event.reason == FUTO_REASON_DECISION;
      gboolean step = decision || event.kind == FUTO_EVENT_BACKTRACK
                      || event.kind == FUTO_EVENT_SOLUTION;

      /* A page before event i shows i events: none at the very start. */
      if (step && i > 0)
        shape->steps++;
      if (event.kind == FUTO_EVENT_BACKTRACK && decided && i > 0)
        shape->dead_ends++;
      if (event.kind == FUTO_EVENT_BACKTRACK)
        decided = FALSE;
      if (decision)
        decided = TRUE;
    }
  futo_trace_reader_free (reader);
  futo_trace_free (trace);
  futo_game_free (game);
}

static int
page_count (const char *pdf)
{
  int pages = -1;
  double width, height;

  if (!pdf_info (pdf, &pages, &width, &height))
    return -1;
  return pages;
}

static void
test_slides_pdf (void)
{
  g_autofree char *input = example ("unequal_4x4.txt");
  g_autofree char *pdf = tmp_path ("run.pdf"), *text = NULL;
  RunShape shape;
  double width, height;
  int pages;

  record_shape ("unequal_4x4.txt", "fc", &shape);
  g_assert_cmpuint (shape.steps, >, 10);

  /* As the visualizer steps: a page before each decision, backtrack or
   * solution, and the run's end. */
  g_assert_cmpint (cli (NULL, "slides", input, "-a", "fc", "-o", pdf, NULL), ==, 0);
  if (!pdf_info (pdf, &pages, &width, &height))
    return;
  g_assert_cmpint (pages, ==, shape.steps + 1);
  /* A4 landscape. */
  g_assert_cmpfloat_with_epsilon (width, 841.89, 0.5);
  g_assert_cmpfloat_with_epsilon (height, 595.28, 0.5);

  text = pdf_text (pdf);
  g_assert_nonnull (strstr (text, "unequal_4x4.txt · Forward checking"));
  g_assert_nonnull (strstr (text, "= 3 (decision,"));
  g_assert_nonnull (strstr (text, "Removed values:"));
  g_assert_nonnull (strstr (text, "Solution found"));
  g_assert_nonnull (strstr (text, "Page 1 of"));
  g_clear_pointer (&text, g_free);

  /* One page a dead end, and the end. */
  g_assert_cmpint (cli (NULL, "slides", input, "-a", "fc", "--every", "backtrack", "-o", pdf,
                        NULL), ==, 0);
  g_assert_cmpint (page_count (pdf), ==, shape.dead_ends + 1);
  text = pdf_text (pdf);
  g_assert_nonnull (strstr (text, "wiped out"));
  g_clear_pointer (&text, g_free);

  /* Every 7 events: 7, 14, …, and the last event. */
  g_assert_cmpint (cli (NULL, "slides", input, "-a", "fc", "--every", "7", "-o", pdf, NULL), ==, 0);
  g_assert_cmpint (page_count (pdf), ==, shape.length / 7 + (shape.length % 7 != 0));

  /* Every event of a range. */
  g_assert_cmpint (cli (NULL, "slides", input, "-a", "fc", "--every", "event", "--from-event", "10",
                        "--to-event", "20", "-o", pdf, NULL), ==, 0);
  g_assert_cmpint (page_count (pdf), ==, 11);
  text = pdf_text (pdf);
  g_assert_nonnull (strstr (text, "Event 10 of"));
  g_assert_nonnull (strstr (text, "Event 20 of"));
  g_assert_null (strstr (text, "Event 21 of"));

  /* Letter paper, landscape. */
  g_assert_cmpint (cli (NULL, "slides", input, "-a", "fc", "--paper", "letter", "--every", "50",
                        "-o", pdf, NULL), ==, 0);
  if (pdf_info (pdf, &pages, &width, &height))
    {
      g_assert_cmpfloat (width, ==, 792);
      g_assert_cmpfloat (height, ==, 612);
    }
}

static void
test_slides_numbered_files (void)
{
  g_autofree char *input = example ("unequal_4x4.txt");
  g_autofree char *svg = tmp_path ("steps.svg"), *png = tmp_path ("steps");
  RunShape shape;
  cairo_surface_t *image;

  record_shape ("unequal_4x4.txt", "fc", &shape);
  g_assert_cmpint (cli (NULL, "slides", input, "-a", "fc", "--every", "backtrack", "--to", "svg",
                        "-o", svg, NULL), ==, 0);
  for (guint64 page = 1; page <= shape.dead_ends + 2; page++)
    {
      g_autofree char *name = g_strdup_printf ("steps-%03d.svg", (int) page);
      g_autofree char *path = tmp_path (name);

      /* Exactly the pages, numbered from 001. */
      g_assert_cmpint (g_file_test (path, G_FILE_TEST_IS_REGULAR), ==, page <= shape.dead_ends + 1);
    }

  g_assert_cmpint (cli (NULL, "slides", input, "-a", "fc", "--every", "40", "--to", "png",
                        "-o", png, NULL), ==, 0);
  {
    g_autofree char *first = tmp_path ("steps-001.png");
    Pixels board, column;

    image = cairo_image_surface_create_from_png (first);
    g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
    /* A4 landscape at twice the points. */
    g_assert_cmpint (cairo_image_surface_get_width (image), ==, 1684);
    g_assert_cmpint (cairo_image_surface_get_height (image), ==, 1191);
    /* The board fills the left, the words the right. */
    board = look (image, 100, 200, 900, 1000);
    column = look (image, 1000, 150, 1600, 300);
    g_assert_cmpint (board.count, >, 5000);
    g_assert_cmpint (column.count, >, 500);
    cairo_surface_destroy (image);
  }
}

/* The number after the last "label" in text, or -1. */
static gint64
last_number_after (const char *text,
                   const char *label)
{
  const char *found = NULL;

  for (const char *p = strstr (text, label); p != NULL; p = strstr (p + 1, label))
    found = p;
  if (found == NULL)
    return -1;
  return g_ascii_strtoll (found + strlen (label), NULL, 10);
}

/* The slides count nodes as the run's statistics do, so that the last
 * page (the run's end) says what `futoshiki solve --stats` says: for bt
 * every value tried, for fc only the decisions whose look-ahead held,
 * which the decisions alone would overcount. */
static void
test_slides_nodes (void)
{
  g_autofree char *input = example ("unequal_5x5.txt");
  g_autofree char *pdf = tmp_path ("nodes.pdf");
  const char *algorithms[] = { "bt", "fc" };

  for (guint i = 0; i < G_N_ELEMENTS (algorithms); i++)
    {
      g_autofree char *json = NULL, *text = NULL;
      gint64 stats_nodes, page_nodes, first_nodes;
      RunShape shape;

      if (RUN (&json, NULL, g_getenv ("FUTOSHIKI_CLI"), "solve", input, "-a", algorithms[i],
               "--stats", "--json") != 0)
        g_error ("solve -a %s failed", algorithms[i]);
      stats_nodes = last_number_after (json, "\"nodes\":");
      g_assert_cmpint (stats_nodes, >, 100);

      record_shape ("unequal_5x5.txt", algorithms[i], &shape);
      g_assert_cmpint (cli (NULL, "slides", input, "-a", algorithms[i], "--every",
                            i == 0 ? "500" : "100", "-o", pdf, NULL), ==, 0);
      text = pdf_text (pdf);
      if (text == NULL)
        return;
      /* The last page is the run's end. */
      g_assert_cmpint (last_number_after (text, "Event "), ==, shape.length);
      page_nodes = last_number_after (text, "Nodes: ");
      g_assert_cmpint (page_nodes, ==, stats_nodes);
      /* And the count grows with the run: the first page has fewer. */
      first_nodes = g_ascii_strtoll (strstr (text, "Nodes: ") + strlen ("Nodes: "), NULL, 10);
      g_assert_cmpint (first_nodes, <, page_nodes);
      g_assert_null (strstr (text, "Decisions:"));
    }
}

/* A student's solver names itself as it likes: its trace's 'nodes' line
 * says how its tree counts, so slides of a forward checking called
 * "my-fc" count as fc's statistics do, not as a count of decisions. */
static void
test_slides_nodes_line (void)
{
  g_autofree char *input = example ("unequal_5x5.txt");
  g_autofree char *trace = tmp_path ("my-fc.trace"), *pdf = tmp_path ("my-fc.pdf");
  g_autofree char *json = NULL, *text = NULL, *contents = NULL, *renamed = NULL;
  g_auto(GStrv) lines = NULL;
  gint64 stats_nodes;

  if (RUN (&json, NULL, g_getenv ("FUTOSHIKI_CLI"), "solve", input, "-a", "fc", "--stats", "--json") != 0)
    g_error ("solve -a fc failed");
  stats_nodes = last_number_after (json, "\"nodes\":");
  g_assert_cmpint (cli (NULL, "solve", input, "-a", "fc", "--trace", trace, NULL), ==, 0);
  g_assert_true (g_file_get_contents (trace, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\nnodes consistent-states\n"));
  lines = g_strsplit (contents, "\nalgorithm fc\n", 2);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  renamed = g_strjoinv ("\nalgorithm my-fc\n", lines);
  g_assert_true (g_file_set_contents (trace, renamed, -1, NULL));

  g_assert_cmpint (cli (NULL, "slides", "--trace", trace, "--every", "100", "-o", pdf, NULL), ==, 0);
  text = pdf_text (pdf);
  if (text == NULL)
    return;
  g_assert_nonnull (strstr (text, "my-fc"));
  g_assert_cmpint (last_number_after (text, "Nodes: "), ==, stats_nodes);
}

static void
test_slides_local_search (void)
{
  g_autofree char *input = example ("unequal_4x4.txt");
  g_autofree char *pdf = tmp_path ("sa.pdf"), *err = NULL;

  /* Annealing makes no decisions: only events. */
  g_assert_cmpint (cli (&err, "slides", input, "-a", "sa", "--seed", "1", "-o", pdf, NULL), ==, 2);
  g_assert_true (g_str_has_prefix (err, "futoshiki: slides: sa is a local search"));
  g_assert_nonnull (strstr (err, "--every event or --every N"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli (&err, "slides", input, "-a", "sa", "--seed", "1", "--every", "backtrack",
                        "-o", pdf, NULL), ==, 2);
  g_clear_pointer (&err, g_free);

  g_assert_cmpint (cli (NULL, "slides", input, "-a", "sa", "--seed", "1", "--every", "event",
                        "--to-event", "30", "-o", pdf, NULL), ==, 0);
  g_assert_cmpint (page_count (pdf), ==, 30);
}

/* Pixels of the red the trace draws dead ends and a pruning arc in. */
static int
red_pixels (cairo_surface_t *image)
{
  unsigned char *data = cairo_image_surface_get_data (image);
  int stride = cairo_image_surface_get_stride (image), count = 0;

  cairo_surface_flush (image);
  for (int y = 0; y < cairo_image_surface_get_height (image); y++)
    for (int x = 0; x < cairo_image_surface_get_width (image); x++)
      {
        guint32 px = *(guint32 *) (data + y * stride + 4 * x);

        count += ((px >> 16) & 0xff) > 150 && ((px >> 8) & 0xff) < 70 && (px & 0xff) < 90;
      }
  return count;
}

/* AC-3's slides show the arc it revises as the visualizer does: on the
 * page of an arc's prune, the arrow in red from the revised cell to the
 * one that gave no support. */
static void
test_slides_arc (void)
{
  g_autofree char *input = example ("unequal_4x4.txt");
  g_autofree char *trace = tmp_path ("ac3.trace"), *png = tmp_path ("arc");
  g_autofree char *contents = NULL, *first = tmp_path ("arc-001.png"), *event = NULL;
  g_auto (GStrv) lines = NULL;
  gint64 prune = -1, number = 0;
  gboolean in_events = FALSE;
  cairo_surface_t *image;

  g_assert_cmpint (cli (NULL, "solve", input, "-a", "ac3", "--trace", trace, NULL), ==, 0);
  g_assert_true (g_file_get_contents (trace, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  /* Events count from 1, after the header's "events" line. */
  for (guint i = 0; lines[i] != NULL && prune < 0; i++)
    if (!in_events)
      in_events = g_str_has_prefix (lines[i], "events ");
    else if (lines[i][0] != '\0')
      {
        number++;
        if (g_str_has_prefix (lines[i], "prune ") && strstr (lines[i], " arc ") != NULL)
          prune = number;
      }
  g_assert_cmpint (prune, >, 0);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, prune);
  g_assert_cmpint (cli (NULL, "slides", input, "-a", "ac3", "--every", "event", "--from-event", event,
                        "--to-event", event, "--to", "png", "-o", png, NULL), ==, 0);
  image = cairo_image_surface_create_from_png (first);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_test_message ("event %" G_GINT64_FORMAT ": %d red pixels", prune, red_pixels (image));
  g_assert_cmpint (red_pixels (image), >, 200);
  cairo_surface_destroy (image);
}

static void
test_slides_errors (void)
{
  g_autofree char *input = example ("unequal_5x5.txt");
  g_autofree char *pdf = tmp_path ("errors.pdf"), *err = NULL;
  RunShape shape;

  record_shape ("unequal_5x5.txt", "fc", &shape);
  g_assert_cmpuint (shape.steps + 1, >, 200);

  /* Too many pages: refused with the count and the way out. */
  g_assert_cmpint (cli (&err, "slides", input, "-a", "fc", "-o", pdf, NULL), ==, 2);
  {
    g_autofree char *count = g_strdup_printf ("makes %" G_GUINT64_FORMAT " pages", shape.steps + 1);

    g_assert_nonnull (strstr (err, count));
    g_assert_nonnull (strstr (err, "--max-pages"));
  }
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
  g_clear_pointer (&err, g_free);
  /* --max-pages: the first N. */
  g_assert_cmpint (cli (&err, "slides", input, "-a", "fc", "--max-pages", "12", "-o", pdf, NULL),
                   ==, 0);
  g_assert_nonnull (strstr (err, "writing the first 12"));
  g_assert_cmpint (page_count (pdf), ==, 12);
  g_clear_pointer (&err, g_free);

  /* A range outside the run names the run's length. */
  g_assert_cmpint (cli (&err, "slides", input, "-a", "fc", "--from-event", "999999", "-o", pdf,
                        NULL), ==, 2);
  {
    g_autofree char *length = g_strdup_printf ("events 1 to %" G_GUINT64_FORMAT, shape.length);

    g_assert_nonnull (strstr (err, length));
  }
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli (&err, "slides", input, "-a", "fc", "--from-event", "30", "--to-event", "20",
                        "-o", pdf, NULL), ==, 2);
  g_clear_pointer (&err, g_free);

  /* Bad values and missing pieces: one line, exit 2. */
  g_assert_cmpint (cli (&err, "slides", input, "-a", "fc", "--every", "often", "-o", pdf, NULL), ==, 2);
  g_assert_true (g_str_has_prefix (err, "futoshiki: slides: invalid value 'often' for --every"));
  g_assert_cmpint (strchr (err, '\n') - err, ==, strlen (err) - 1);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli (NULL, "slides", input, "-a", "fc", "--every", "0", "-o", pdf, NULL), ==, 2);
  g_assert_cmpint (cli (NULL, "slides", input, "-a", "fc", NULL), ==, 2);
  g_assert_cmpint (cli (NULL, "slides", input, "-a", "fc", "--to", "gif", "-o", pdf, NULL), ==, 2);
  g_assert_cmpint (cli (NULL, "slides", input, "-a", "fc", "--paper", "a3", "-o", pdf, NULL), ==, 2);
  g_assert_cmpint (cli (NULL, "slides", input, "-a", "fc", "--max-pages", "0", "-o", pdf, NULL), ==, 2);
  g_assert_cmpint (cli (NULL, "slides", input, "-a", "fc", "--stats", "-o", pdf, NULL), ==, 2);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/slides/pdf", test_slides_pdf);
  g_test_add_func ("/slides/numbered-files", test_slides_numbered_files);
  g_test_add_func ("/slides/nodes", test_slides_nodes);
  g_test_add_func ("/slides/nodes-line", test_slides_nodes_line);
  g_test_add_func ("/slides/local-search", test_slides_local_search);
  g_test_add_func ("/slides/errors", test_slides_errors);
  g_test_add_func ("/slides/arc", test_slides_arc);

  return export_test_run ();
}
