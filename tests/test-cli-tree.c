/* test-cli-tree.c: the tree command: its counts against solve's and
 * count's statistics, its drawings read back, its refusals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include <cairo.h>
#include <glib/gstdio.h>

#include "cli-test-json.h"
#include "cli-test-util.h"

/* Both run with --seed, so that the lab engine keeps to the one search
 * that a recording sees (docs/cli.md). */
static JsonObject *
run_json (const char *command,
          const char *id,
          const char *input,
          const char *limit)
{
  g_autoptr (Run) run = limit != NULL ? RUN (command, input, "-a", id, "--seed", "3", "--stats", "--json",
                                             "--limit", limit)
                                      : RUN (command, input, "-a", id, "--seed", "3", "--stats", "--json");

  if (run->status != 0)
    g_error ("%s -a %s: exit %d: %s", command, id, run->status, run->err);
  return parse_json (run->out);
}

/* For every method that searches a tree: tree's nodes are solve's
 * stats.nodes, and with --limit 0 count's; its solutions are the run's. */
static void
test_nodes_match_solve_and_count (void)
{
  const char *ids[] = { "lab", "prop", "bt", "color", "fc", "fc-mrv1", "fc-mrv2", "fc-mrv3", "ac3", "mac" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr (JsonObject) tree = run_json ("tree", ids[i], ID5, NULL);
      g_autoptr (JsonObject) solve = run_json ("solve", ids[i], ID5, NULL);
      g_autoptr (JsonObject) all = run_json ("tree", ids[i], ID5, "0");
      g_autoptr (JsonObject) count = run_json ("count", ids[i], ID5, NULL);
      JsonObject *solve_stats = json_object_get_object_member (solve, "stats");
      JsonObject *count_stats = json_object_get_object_member (count, "stats");

      g_test_message ("%s: %g nodes", ids[i], number_member (tree, "nodes"));
      g_assert_cmpfloat (number_member (tree, "nodes"), >, 0);
      g_assert_cmpfloat (number_member (tree, "nodes"), ==, number_member (solve_stats, "nodes"));
      g_assert_cmpfloat (number_member (tree, "solutions"), ==, 1);
      g_assert_cmpfloat (number_member (all, "nodes"), ==, number_member (count_stats, "nodes"));
      g_assert_cmpfloat (number_member (all, "solutions"), ==, number_member (count, "solutions"));
      g_assert_cmpfloat (number_member (all, "cut"), ==, 0);
      g_assert_cmpfloat (number_member (all, "depth"), >=, 1);
      g_assert_cmpfloat (number_member (all, "dead_ends"), >=, 0);
      g_assert_cmpfloat (number_member (all, "decisions"), >=, number_member (all, "depth"));
      assert_stats (tree);
    }
}

/* Without --json the counts come as lines for people. */
static void
test_text (void)
{
  g_autoptr (Run) run = RUN ("tree", ID4, "-a", "bt");
  g_autoptr (Run) fc = RUN ("tree", ID4, "-a", "fc");

  g_assert_cmpint (run->status, ==, 0);
  g_assert_nonnull (strstr (run->out, "nodes:"));
  /* Each count says what it counts, since they differ for most methods. */
  g_assert_nonnull (strstr (run->out, "(as 'solve --stats' counts them: every value tried, refuted or not)"));
  g_assert_nonnull (strstr (fc->out, "look-ahead did not refute at once"));
  g_assert_nonnull (strstr (fc->out, "decisions:"));
  g_assert_nonnull (strstr (fc->out, "(every value tried: the tree's nodes but its root)"));
  g_assert_nonnull (strstr (run->out, "dead ends:"));
  g_assert_nonnull (strstr (run->out, "solutions:  1\n"));
}

/* The share of the image's pixels close to colour (0..1 components). */
static double
share_of_colour (cairo_surface_t *image,
                 double           red,
                 double           green,
                 double           blue)
{
  int width = cairo_image_surface_get_width (image), height = cairo_image_surface_get_height (image);
  int stride = cairo_image_surface_get_stride (image);
  const unsigned char *data;
  guint64 close = 0;

  cairo_surface_flush (image);
  data = cairo_image_surface_get_data (image);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint32 pixel = *(const guint32 *) (data + y * stride + x * 4);
        double r = ((pixel >> 16) & 255) / 255.0, g = ((pixel >> 8) & 255) / 255.0, b = (pixel & 255) / 255.0;

        if (fabs (r - red) < 0.12 && fabs (g - green) < 0.12 && fabs (b - blue) < 0.12)
          close++;
      }
  return (double) close / ((double) width * height);
}

/* A PNG read back: its size, a solution's diamond in the light style's
 * green and dead ends' crosses in its red; the dark style's background. */
static void
test_png (void)
{
  g_autofree char *png = g_build_filename (cli_test_tmp_dir (), "fc.png", NULL);
  g_autofree char *dark = g_build_filename (cli_test_tmp_dir (), "fc-dark.png", NULL);
  g_autoptr (Run) run = RUN ("tree", ID5, "-a", "fc", "--to", "png", "--size", "900", "-o", png, "--json");
  g_autoptr (Run) run_dark = RUN ("tree", ID5, "-a", "fc", "--dark", "-o", dark);
  g_autoptr (JsonObject) json = NULL;
  cairo_surface_t *image;

  g_assert_cmpint (run->status, ==, 0);
  json = parse_json (run->out);
  g_assert_cmpstr (json_object_get_string_member (json, "output"), ==, png);
  g_assert_cmpstr (json_object_get_string_member (json, "format"), ==, "png");
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 900);
  g_assert_cmpfloat (share_of_colour (image, 0.149, 0.635, 0.412), >, 0);  /* #26a269 */
  g_assert_cmpfloat (share_of_colour (image, 0.753, 0.110, 0.157), >, 0);  /* #c01c28 */
  g_assert_cmpfloat (share_of_colour (image, 1, 1, 1), >, 0.5);
  cairo_surface_destroy (image);

  g_assert_cmpint (run_dark->status, ==, 0);
  image = cairo_image_surface_create_from_png (dark);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpfloat (share_of_colour (image, 0.141, 0.141, 0.141), >, 0.5);
  cairo_surface_destroy (image);
}

/* An SVG from its extension, rendered back with rsvg-convert when it is
 * there: the solution's green shows. */
static void
test_svg (void)
{
  g_autofree char *svg = g_build_filename (cli_test_tmp_dir (), "bt.svg", NULL);
  g_autofree char *back = g_build_filename (cli_test_tmp_dir (), "bt-back.png", NULL);
  g_autofree char *text = NULL, *rsvg = g_find_program_in_path ("rsvg-convert");
  g_autoptr (Run) run = RUN ("tree", ID4, "-a", "bt", "-o", svg);
  g_autoptr (GStrvBuilder) argv = NULL;
  g_auto (GStrv) args = NULL;
  cairo_surface_t *image;
  int status = -1;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_true (g_file_get_contents (svg, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<svg"));
  if (rsvg == NULL)
    {
      g_test_skip ("rsvg-convert is not installed");
      return;
    }
  argv = g_strv_builder_new ();
  g_strv_builder_add_many (argv, rsvg, "-o", back, svg, NULL);
  args = g_strv_builder_end (argv);
  g_assert_true (g_spawn_sync (NULL, args, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL, &status, NULL));
  g_assert_cmpint (status, ==, 0);
  image = cairo_image_surface_create_from_png (back);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpfloat (share_of_colour (image, 0.149, 0.635, 0.412), >, 0);
  cairo_surface_destroy (image);
}

/* --overview: the compressed pixel tree at the width asked for, dead
 * ends' red and a solution's green in it; refused without a file and
 * with --versus. */
static void
test_overview (void)
{
  g_autofree char *png = g_build_filename (cli_test_tmp_dir (), "overview.png", NULL);
  g_autoptr (Run) run = RUN ("tree", ID5, "-a", "bt", "--overview", "--to", "png", "--size", "800", "-o", png);
  g_autoptr (Run) no_file = RUN ("tree", ID4, "--overview");
  g_autoptr (Run) versus = RUN ("tree", ID4, "--overview", "--versus", "fc", "-o", "x.png");
  cairo_surface_t *image;

  g_assert_cmpint (run->status, ==, 0);
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 800);
  g_assert_cmpfloat (share_of_colour (image, 0.149, 0.635, 0.412), >, 0);  /* #26a269 */
  g_assert_cmpfloat (share_of_colour (image, 0.753, 0.110, 0.157), >, 0);  /* #c01c28 */
  cairo_surface_destroy (image);
  assert_one_line_error (no_file, "--overview is a picture");
  assert_one_line_error (versus, "leave out --versus");
}

static void
test_local_search_refused (void)
{
  g_autoptr (Run) run = RUN ("tree", ID4, "-a", "sa");

  assert_one_line_error (run, "local search");
  g_assert_nonnull (strstr (run->err, "builds no search tree"));
}

static void
test_bad_target (void)
{
  g_autoptr (Run) unknown = RUN ("tree", ID4, "--to", "gif", "-o", "x.gif");
  g_autoptr (Run) no_file = RUN ("tree", ID4, "--to", "svg");
  g_autoptr (Run) dark_pdf = RUN ("tree", ID4, "--dark", "-o", "x.pdf");

  assert_one_line_error (unknown, "unknown target 'gif'");
  assert_one_line_error (no_file, "-o FILE");
  assert_one_line_error (dark_pdf, "paper is white");
}

/* Every solution of an empty 64×64 board: more than any run can record.
 * The run must stop at the documented cut (docs/cli.md) and say so, not go
 * on growing for as long as anyone lets it. */
static void
test_stops_at_cut (void)
{
  g_autofree char *board = empty_grid (64);
  g_autofree char *path = scratch ("empty64-tree.txt", board, -1);
  g_autoptr (Run) run = RUN ("tree", "--limit", "0", "--algorithm", "fc", path);
  const char *nodes;

  g_test_message ("%s%s", run->out, run->err);
  g_assert_cmpint (run->status, ==, 0);
  g_assert_nonnull (strstr (run->err, "empty64-tree.txt: the run was stopped at "));
  g_assert_nonnull (strstr (run->err, "the tree shows its first part only"));
  nodes = strstr (run->out, "nodes:");
  g_assert_nonnull (nodes);
  /* At most the cut's decisions, the root and the one that crossed it. */
  g_assert_cmpuint (g_ascii_strtoull (nodes + strlen ("nodes:"), NULL, 10), <=, 10000002);
  g_assert_cmpuint (g_ascii_strtoull (nodes + strlen ("nodes:"), NULL, 10), >, 1000000);
  g_unlink (path);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/tree/nodes-match-solve-and-count", test_nodes_match_solve_and_count);
  g_test_add_func ("/cli/tree/text", test_text);
  g_test_add_func ("/cli/tree/png", test_png);
  g_test_add_func ("/cli/tree/svg", test_svg);
  g_test_add_func ("/cli/tree/overview", test_overview);
  g_test_add_func ("/cli/tree/local-search-refused", test_local_search_refused);
  g_test_add_func ("/cli/tree/bad-target", test_bad_target);
  g_test_add_func ("/cli/tree/stops-at-cut", test_stops_at_cut);
  return cli_test_run ();
}
