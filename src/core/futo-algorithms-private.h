/* futo-algorithms-private.h: the descriptors the registry lists
 *
 * Each algorithm file defines one; add it here and in futo-registry.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-algorithm.h"

extern const FutoAlgorithm futo_algorithm_prop;
