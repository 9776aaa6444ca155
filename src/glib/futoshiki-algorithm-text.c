/* futoshiki-algorithm-text.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core describes each algorithm in English in its own file, the words
 * marked with FUTO_N_ (futo-algorithm.h) so that xgettext takes them into
 * the catalogue from there (po/meson.build). Here they go through gettext:
 * a new algorithm needs nothing in this file, and until its words are
 * translated it shows them in English. A reference that is a citation is
 * not in the catalogue and comes back as written. The words of a value
 * its descriptor only describes (reports_fitness) are here.
 */
#define G_LOG_DOMAIN "lab-algorithm-text"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "futoshiki-algorithm-text.h"

static const char *
translate (const char *text)
{
  /* gettext answers "" with the catalogue's header. */
  if (text == NULL || *text == '\0')
    return "";
  return g_dgettext (GETTEXT_PACKAGE, text);
}

const char *
futoshiki_algorithm_name (const FutoAlgorithm *algorithm)
{
  g_return_val_if_fail (algorithm != NULL, "");

  return translate (algorithm->name);
}

const char *
futoshiki_algorithm_description (const FutoAlgorithm *algorithm)
{
  g_return_val_if_fail (algorithm != NULL, "");

  return translate (algorithm->description);
}

const char *
futoshiki_algorithm_reference (const FutoAlgorithm *algorithm)
{
  g_return_val_if_fail (algorithm != NULL, "");

  return translate (algorithm->reference);
}

char *
futoshiki_algorithm_energy_text (const FutoAlgorithm *algorithm,
                                 double               value)
{
  /* The cat swarm reports the fitness of its best cat, annealing an energy. */
  if (algorithm != NULL && algorithm->reports_fitness)
    return g_strdup_printf (_("Fitness: %.6g"), value);
  return g_strdup_printf (_("Energy: %.6g"), value);
}
