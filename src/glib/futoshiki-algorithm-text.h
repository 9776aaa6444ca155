/* futoshiki-algorithm-text.h: the algorithms' names and descriptions in the
 * user's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "futo-algorithm.h"

G_BEGIN_DECLS

/* The translated name ("Forward checking") and one-line description of an
 * algorithm, from its descriptor's FUTO_N_ texts; the core's English where
 * the catalogue has none. The reference is a literature citation as
 * written, translated only where the descriptor marks it (the app's own
 * methods, whose reference is a sentence about them). */
const char *futoshiki_algorithm_name        (const FutoAlgorithm *algorithm);
const char *futoshiki_algorithm_description (const FutoAlgorithm *algorithm);
const char *futoshiki_algorithm_reference   (const FutoAlgorithm *algorithm);
/* The value of a local search's ENERGY events, as a label says it
 * ("Energy: 12", "Fitness: 0.25"), by the descriptor's reports_fitness;
 * an energy for a NULL algorithm (a trace of a method this build does not
 * know). Free with g_free. */
char       *futoshiki_algorithm_energy_text (const FutoAlgorithm *algorithm,
                                             double               value);

G_END_DECLS
