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
 * algorithm, by its id; the core's English for an id the app does not know.
 * The reference is a literature citation as written, translated only for
 * the app's own methods, whose reference is a sentence about them. */
const char *futoshiki_algorithm_name        (const FutoAlgorithm *algorithm);
const char *futoshiki_algorithm_description (const FutoAlgorithm *algorithm);
const char *futoshiki_algorithm_reference   (const FutoAlgorithm *algorithm);

G_END_DECLS
