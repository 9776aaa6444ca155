/* futoshiki-algorithm-info.h: the registry's algorithms, for scripts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "futoshiki-enums.h"

G_BEGIN_DECLS

#define FUTOSHIKI_TYPE_ALGORITHM_INFO (futoshiki_algorithm_info_get_type ())

G_DECLARE_FINAL_TYPE (FutoshikiAlgorithmInfo, futoshiki_algorithm_info, FUTOSHIKI, ALGORITHM_INFO, GObject)

char                  **futoshiki_algorithm_list                        (void);

FutoshikiAlgorithmInfo *futoshiki_algorithm_info_new                    (const char             *id,
                                                                         GError                **error);
const char             *futoshiki_algorithm_info_get_id                 (FutoshikiAlgorithmInfo *self);
const char             *futoshiki_algorithm_info_get_name               (FutoshikiAlgorithmInfo *self);
const char             *futoshiki_algorithm_info_get_description        (FutoshikiAlgorithmInfo *self);
const char             *futoshiki_algorithm_info_get_reference          (FutoshikiAlgorithmInfo *self);
FutoshikiNodeCount      futoshiki_algorithm_info_get_node_count         (FutoshikiAlgorithmInfo *self);
gboolean                futoshiki_algorithm_info_get_complete           (FutoshikiAlgorithmInfo *self);
gboolean                futoshiki_algorithm_info_get_stochastic         (FutoshikiAlgorithmInfo *self);
gboolean                futoshiki_algorithm_info_get_supports_adjacent  (FutoshikiAlgorithmInfo *self);

G_END_DECLS
