/* futo-algorithms-private.h: the descriptors the registry lists
 *
 * Each algorithm file defines one; add it here and in futo-registry.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-algorithm.h"

extern const FutoAlgorithm _futo_algorithm_prop;
extern const FutoAlgorithm _futo_algorithm_fc;
extern const FutoAlgorithm _futo_algorithm_fc_mrv1;
extern const FutoAlgorithm _futo_algorithm_fc_mrv2;
extern const FutoAlgorithm _futo_algorithm_fc_mrv3;
extern const FutoAlgorithm _futo_algorithm_ac3;
extern const FutoAlgorithm _futo_algorithm_mac;
extern const FutoAlgorithm _futo_algorithm_lab;
extern const FutoAlgorithm _futo_algorithm_bt;
extern const FutoAlgorithm _futo_algorithm_color;
extern const FutoAlgorithm _futo_algorithm_bfs;
extern const FutoAlgorithm _futo_algorithm_sa;
extern const FutoAlgorithm _futo_algorithm_cso;
