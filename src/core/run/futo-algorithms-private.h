/* futo-algorithms-private.h: the descriptors the registry lists
 *
 * Each algorithm file defines one descriptor (or a few) and has its line in
 * futo-algorithms.def; this header declares them all from there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-algorithm.h"

#define FUTO_ALGORITHM(name, file) extern const FutoAlgorithm _futo_algorithm_##name;
#include "futo-algorithms.def"
#undef FUTO_ALGORITHM
