/* test-cli-tree-versus.c: tree --versus, two runs' trees merged
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cli-test-json.h"
#include "cli-test-util.h"

/* bt against fc: fc tries a part of what bt tries, in the same order, so
 * all of fc's tree is shared and bt has branches of its own; the
 * divergence names where bt first tries what fc does not. */
static void
test_bt_versus_fc (void)
{
  g_autoptr (Run) run = RUN ("tree", ID5, "-a", "bt", "--versus", "fc", "--json");
  g_autoptr (JsonObject) json = NULL;
  JsonObject *first, *second, *divergence;

  g_assert_cmpint (run->status, ==, 0);
  json = parse_json (run->out);
  first = json_object_get_object_member (json, "first");
  second = json_object_get_object_member (json, "second");
  g_assert_cmpstr (json_object_get_string_member (first, "algorithm"), ==, "bt");
  g_assert_cmpstr (json_object_get_string_member (second, "algorithm"), ==, "fc");
  g_assert_cmpfloat (number_member (json, "shared"), >, 0);
  g_assert_cmpfloat (number_member (json, "only_second"), ==, 0);
  g_assert_cmpfloat (number_member (json, "shared"), ==, number_member (second, "tree_nodes"));
  g_assert_cmpfloat (number_member (json, "shared") + number_member (json, "only_first"), ==,
                     number_member (first, "tree_nodes"));
  divergence = json_object_get_object_member (json, "divergence");
  g_assert_nonnull (divergence);
  g_assert_true (g_str_has_prefix (json_object_get_string_member (divergence, "first_only"), "r"));
  g_assert_true (json_object_get_null_member (divergence, "second_only"));
}

/* The same method twice: one tree, no divergence; as text, the lines say
 * so. */
static void
test_same_method (void)
{
  g_autoptr (Run) json_run = RUN ("tree", ID5, "-a", "fc", "--versus", "fc", "--json");
  g_autoptr (Run) text = RUN ("tree", ID5, "-a", "mac", "--versus", "fc");
  g_autoptr (JsonObject) json = NULL;

  g_assert_cmpint (json_run->status, ==, 0);
  json = parse_json (json_run->out);
  g_assert_cmpfloat (number_member (json, "only_first") + number_member (json, "only_second"), ==, 0);
  g_assert_true (json_object_get_null_member (json, "divergence"));
  g_assert_cmpint (text->status, ==, 0);
  g_assert_nonnull (strstr (text->out, "shared:"));
  g_assert_nonnull (strstr (text->out, "only fc:"));
}

/* What --versus does not do says so, with exit status 2. */
static void
test_refused (void)
{
  g_autoptr (Run) local = RUN ("tree", ID5, "-a", "bt", "--versus", "sa");
  g_autoptr (Run) unknown = RUN ("tree", ID5, "--versus", "nope");
  g_autoptr (Run) drawing = RUN ("tree", ID5, "-a", "bt", "--versus", "fc", "-o", "merged.svg");

  g_assert_cmpint (local->status, ==, 2);
  g_assert_nonnull (strstr (local->err, "local search"));
  g_assert_cmpint (unknown->status, ==, 2);
  g_assert_nonnull (strstr (unknown->err, "--versus: unknown algorithm 'nope'"));
  g_assert_cmpint (drawing->status, ==, 2);
  g_assert_nonnull (strstr (drawing->err, "does not draw it yet"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/tree-versus/bt-versus-fc", test_bt_versus_fc);
  g_test_add_func ("/cli/tree-versus/same-method", test_same_method);
  g_test_add_func ("/cli/tree-versus/refused", test_refused);
  return cli_test_run ();
}
