/* test-algorithm-text.c: the algorithms' words, from their descriptors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The GLib library speaks of an algorithm from its registry entry alone:
 * its name, description and reference go through gettext, and the label
 * of a local search's value follows the descriptor's reports_fitness.
 * German is read from the build's catalogues when LAB_TEST_LOCALEDIR
 * names them.
 */
#include "config.h"

#include <locale.h>

#include <glib.h>
#include <glib/gi18n-lib.h>

#include "futoshiki-algorithm-text.h"

/* Every value label follows the descriptor, never the id. */
static void
test_energy_text (void)
{
  size_t n;
  const FutoAlgorithm *const *all = futo_algorithms (&n);
  FutoAlgorithm swarm = { .id = "not-cso", .name = "Swarm", .description = "", .reference = "",
                          .reports_fitness = true };
  FutoAlgorithm annealer = { .id = "cso", .name = "Annealer", .description = "", .reference = "" };
  int fitness = 0;

  for (size_t i = 0; i < n; i++)
    {
      g_autofree char *text = futoshiki_algorithm_energy_text (all[i], 0.25);

      g_assert_cmpstr (text, ==, all[i]->reports_fitness ? "Fitness: 0.25" : "Energy: 0.25");
      /* A fitness is a local search's: nothing counts nodes for it. */
      if (all[i]->reports_fitness)
        {
          g_assert_cmpint (all[i]->node_count, ==, FUTO_NODE_COUNT_NONE);
          fitness++;
        }
    }
  /* The cat swarm is the one that does. */
  g_assert_cmpint (fitness, ==, 1);
  g_assert_true (futo_algorithm_find ("cso")->reports_fitness);

  {
    g_autofree char *a = futoshiki_algorithm_energy_text (&swarm, 1.5);
    g_autofree char *b = futoshiki_algorithm_energy_text (&annealer, 12);
    g_autofree char *c = futoshiki_algorithm_energy_text (NULL, 3);

    g_assert_cmpstr (a, ==, "Fitness: 1.5");
    g_assert_cmpstr (b, ==, "Energy: 12");
    g_assert_cmpstr (c, ==, "Energy: 3");
  }
}

/* Untranslated, the words are the descriptor's own English. */
static void
test_english (void)
{
  size_t n;
  const FutoAlgorithm *const *all = futo_algorithms (&n);

  for (size_t i = 0; i < n; i++)
    {
      g_assert_true (futoshiki_algorithm_name (all[i]) == all[i]->name
                     || g_str_equal (futoshiki_algorithm_name (all[i]), all[i]->name));
      g_assert_cmpstr (futoshiki_algorithm_description (all[i]), ==, all[i]->description);
      g_assert_cmpstr (futoshiki_algorithm_reference (all[i]), ==, all[i]->reference);
    }
}

/* In German the descriptors' marked words are German, a citation stays as
 * written, and an empty text stays empty (gettext would answer "" with
 * the catalogue's header). */
static void
test_german (void)
{
  const char *localedir = g_getenv ("LAB_TEST_LOCALEDIR");
  FutoAlgorithm blank = { .id = "blank", .name = "", .description = "", .reference = "" };
  const FutoAlgorithm *fc = futo_algorithm_find ("fc");
  const FutoAlgorithm *lab = futo_algorithm_find ("lab");

  if (localedir == NULL)
    {
      g_test_skip ("LAB_TEST_LOCALEDIR is not set (a build without the app has no catalogues)");
      return;
    }
  /* Only C locales may exist: LANGUAGE picks the catalogue then. */
  g_setenv ("LANGUAGE", "de", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  g_assert_cmpstr (futoshiki_algorithm_name (fc), ==, "Vorwärtsprüfung");
  g_assert_cmpstr (futoshiki_algorithm_description (fc), !=, fc->description);
  g_assert_cmpstr (futoshiki_algorithm_reference (fc), ==, fc->reference);
  g_assert_cmpstr (futoshiki_algorithm_reference (lab), !=, lab->reference);
  g_assert_cmpstr (futoshiki_algorithm_name (&blank), ==, "");
  g_assert_cmpstr (futoshiki_algorithm_reference (&blank), ==, "");
  {
    g_autofree char *energy = futoshiki_algorithm_energy_text (NULL, 3);

    g_assert_cmpstr (energy, ==, "Energie: 3");
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/algorithm-text/energy", test_energy_text);
  g_test_add_func ("/algorithm-text/english", test_english);
  /* Last: it switches the language. */
  g_test_add_func ("/algorithm-text/german", test_german);
  return g_test_run ();
}
