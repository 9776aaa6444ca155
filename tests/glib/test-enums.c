/* test-enums.c: the scripting API's enums against the core's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * futoshiki-enums.c asserts each C value at compile time; this reads the
 * registered GEnums, which are what Python sees through the typelib:
 * every value of the core is there, with its number, and named by the
 * word the core uses for it in files and on the command line.
 */
#include "config.h"

#include "futo-algorithm.h"
#include "futo-event.h"
#include "futo-format.h"
#include "futo-hint.h"
#include "futoshiki-glib.h"

/* The enum holds exactly values 0 .. n - 1, each with nick names[value]. */
static void
check_enum (GType              type,
            int                n,
            const char *const *names)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (type);

  g_assert_cmpuint (klass->n_values, ==, (guint) n);
  for (int value = 0; value < n; value++)
    {
      GEnumValue *ev = g_enum_get_value (klass, value);

      g_assert_nonnull (ev);
      g_assert_cmpstr (ev->value_nick, ==, names[value]);
    }
}

static void
test_mode (void)
{
  const char *names[] = { futo_mode_name (FUTO_MODE_UNEQUAL), futo_mode_name (FUTO_MODE_ADJACENT) };

  check_enum (FUTOSHIKI_TYPE_MODE, G_N_ELEMENTS (names), names);
}

static void
test_format (void)
{
  const char *names[FUTO_FORMAT_NATIVE + 1];

  for (int f = FUTO_FORMAT_UNKNOWN; f <= FUTO_FORMAT_NATIVE; f++)
    names[f] = futo_format_name ((FutoFormat) f);
  /* Python names the value by its nick: Futoshiki.Format.NATIVE. */
  g_assert_cmpstr (names[FUTO_FORMAT_NATIVE], ==, "futoshiki");
  names[FUTO_FORMAT_NATIVE] = "native";
  check_enum (FUTOSHIKI_TYPE_FORMAT, G_N_ELEMENTS (names), names);
}

static void
test_status (void)
{
  const char *names[FUTO_STATUS_INVALID + 1];

  for (int s = FUTO_STATUS_SOLVED; s <= FUTO_STATUS_INVALID; s++)
    names[s] = futo_status_name ((FutoStatus) s);
  check_enum (FUTOSHIKI_TYPE_STATUS, G_N_ELEMENTS (names), names);
}

static void
test_event_kind (void)
{
  const char *names[FUTO_EVENT_LAST + 1];

  for (int k = FUTO_EVENT_ASSIGN; k <= FUTO_EVENT_LAST; k++)
    names[k] = futo_event_kind_name ((FutoEventKind) k);
  check_enum (FUTOSHIKI_TYPE_EVENT_KIND, G_N_ELEMENTS (names), names);
}

static void
test_reason (void)
{
  const char *names[FUTO_REASON_LAST + 1];

  for (int r = FUTO_REASON_NONE; r <= FUTO_REASON_LAST; r++)
    names[r] = futo_reason_name ((FutoReason) r);
  check_enum (FUTOSHIKI_TYPE_REASON, G_N_ELEMENTS (names), names);
}

/* No core function names these; the words are the trace format's
 * 'nodes' line (docs/trace-format.md) and the directions' own. */
static void
test_words (void)
{
  const char *relations[] = { [FUTO_REL_NONE] = "none", [FUTO_REL_LESS] = "less",
                              [FUTO_REL_GREATER] = "greater", [FUTO_REL_ADJACENT] = "adjacent" };
  const char *directions[] = { [FUTO_DIR_UP] = "up", [FUTO_DIR_RIGHT] = "right",
                               [FUTO_DIR_DOWN] = "down", [FUTO_DIR_LEFT] = "left" };
  const char *counts[] = { [FUTO_NODE_COUNT_NONE] = "none",
                           [FUTO_NODE_COUNT_DECISIONS] = "decisions",
                           [FUTO_NODE_COUNT_EVERY_STATE] = "every-state",
                           [FUTO_NODE_COUNT_CONSISTENT_STATES] = "consistent-states",
                           [FUTO_NODE_COUNT_DEDUCTIONS] = "deductions" };
  const char *hints[] = { [FUTO_HINT_STEP] = "step", [FUTO_HINT_MISTAKES] = "mistakes",
                          [FUTO_HINT_SOLVED] = "solved", [FUTO_HINT_STUCK] = "stuck",
                          [FUTO_HINT_INVALID] = "invalid" };

  check_enum (FUTOSHIKI_TYPE_RELATION, G_N_ELEMENTS (relations), relations);
  check_enum (FUTOSHIKI_TYPE_DIRECTION, G_N_ELEMENTS (directions), directions);
  check_enum (FUTOSHIKI_TYPE_NODE_COUNT, G_N_ELEMENTS (counts), counts);
  check_enum (FUTOSHIKI_TYPE_HINT_KIND, G_N_ELEMENTS (hints), hints);
}

/* Every algorithm's node count is a value of the enum. */
static void
test_algorithm_node_counts (void)
{
  g_auto(GStrv) ids = futoshiki_algorithm_list ();
  g_autoptr(GEnumClass) klass = g_type_class_ref (FUTOSHIKI_TYPE_NODE_COUNT);
  size_t n = 0;

  futo_algorithms (&n);
  g_assert_cmpuint (g_strv_length (ids), ==, n);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(FutoshikiAlgorithmInfo) info = futoshiki_algorithm_info_new (ids[i], NULL);

      g_assert_nonnull (info);
      g_assert_cmpint (futoshiki_algorithm_info_get_node_count (info), ==,
                       futo_algorithm_find (ids[i])->node_count);
      g_assert_nonnull (g_enum_get_value (klass, futoshiki_algorithm_info_get_node_count (info)));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/enums/mode", test_mode);
  g_test_add_func ("/enums/format", test_format);
  g_test_add_func ("/enums/status", test_status);
  g_test_add_func ("/enums/event-kind", test_event_kind);
  g_test_add_func ("/enums/reason", test_reason);
  g_test_add_func ("/enums/words", test_words);
  g_test_add_func ("/enums/algorithm-node-counts", test_algorithm_node_counts);

  return g_test_run ();
}
