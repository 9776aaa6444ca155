/* futoshiki-algorithm-info.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A registry entry seen from a script: its id, its words in the user's
 * language (futoshiki-algorithm-text.h) and what it promises. The entry
 * itself is static in the core, so the object only points at it.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "futo-algorithm.h"

#include "futoshiki-algorithm-info.h"
#include "futoshiki-algorithm-text.h"
#include "futoshiki-error.h"

struct _FutoshikiAlgorithmInfo
{
  GObject              parent_instance;

  const FutoAlgorithm *algorithm;
};

/**
 * FutoshikiAlgorithmInfo:
 *
 * What the registry says of one algorithm: its name and description in
 * the user's language, where it comes from, what its node count counts,
 * and whether it is complete, stochastic and takes Adjacent puzzles.
 */
G_DEFINE_FINAL_TYPE (FutoshikiAlgorithmInfo, futoshiki_algorithm_info, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_DESCRIPTION,
  PROP_REFERENCE,
  PROP_NODE_COUNT,
  PROP_COMPLETE,
  PROP_STOCHASTIC,
  PROP_SUPPORTS_ADJACENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
futoshiki_algorithm_info_get_property (GObject    *object,
                                       guint       prop_id,
                                       GValue     *value,
                                       GParamSpec *pspec)
{
  FutoshikiAlgorithmInfo *self = FUTOSHIKI_ALGORITHM_INFO (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, futoshiki_algorithm_info_get_id (self));
      break;
    case PROP_NAME:
      g_value_set_string (value, futoshiki_algorithm_info_get_name (self));
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, futoshiki_algorithm_info_get_description (self));
      break;
    case PROP_REFERENCE:
      g_value_set_string (value, futoshiki_algorithm_info_get_reference (self));
      break;
    case PROP_NODE_COUNT:
      g_value_set_enum (value, futoshiki_algorithm_info_get_node_count (self));
      break;
    case PROP_COMPLETE:
      g_value_set_boolean (value, futoshiki_algorithm_info_get_complete (self));
      break;
    case PROP_STOCHASTIC:
      g_value_set_boolean (value, futoshiki_algorithm_info_get_stochastic (self));
      break;
    case PROP_SUPPORTS_ADJACENT:
      g_value_set_boolean (value, futoshiki_algorithm_info_get_supports_adjacent (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_algorithm_info_class_init (FutoshikiAlgorithmInfoClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->get_property = futoshiki_algorithm_info_get_property;

  /**
   * FutoshikiAlgorithmInfo:id:
   *
   * The registry id ("bt", "fc", "lab", …), as the command line takes it.
   */
  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  /**
   * FutoshikiAlgorithmInfo:name:
   *
   * The name for people ("Forward checking"), in the user's language.
   */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  /**
   * FutoshikiAlgorithmInfo:description:
   *
   * One line on the method, in the user's language.
   */
  properties[PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, NULL, flags);
  /**
   * FutoshikiAlgorithmInfo:reference:
   *
   * Where the method comes from: a citation of the literature as written.
   */
  properties[PROP_REFERENCE] = g_param_spec_string ("reference", NULL, NULL, NULL, flags);
  /**
   * FutoshikiAlgorithmInfo:node-count:
   *
   * What the method's node count counts.
   */
  properties[PROP_NODE_COUNT] =
    g_param_spec_enum ("node-count", NULL, NULL,
                       FUTOSHIKI_TYPE_NODE_COUNT, FUTOSHIKI_NODE_COUNT_NONE, flags);
  /**
   * FutoshikiAlgorithmInfo:complete:
   *
   * Whether the method finds every solution and proves that a puzzle has
   * none: its counts are exact.
   */
  properties[PROP_COMPLETE] = g_param_spec_boolean ("complete", NULL, NULL, FALSE, flags);
  /**
   * FutoshikiAlgorithmInfo:stochastic:
   *
   * Whether the method's run depends on the seed.
   */
  properties[PROP_STOCHASTIC] = g_param_spec_boolean ("stochastic", NULL, NULL, FALSE, flags);
  /**
   * FutoshikiAlgorithmInfo:supports-adjacent:
   *
   * Whether the method takes Adjacent puzzles.
   */
  properties[PROP_SUPPORTS_ADJACENT] =
    g_param_spec_boolean ("supports-adjacent", NULL, NULL, FALSE, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
futoshiki_algorithm_info_init (FutoshikiAlgorithmInfo *self)
{
  self->algorithm = futo_algorithm_default ();
}

/**
 * futoshiki_algorithm_list:
 *
 * The ids of every algorithm of the registry, the default one first.
 *
 * Returns: (transfer full) (array zero-terminated=1): the ids
 */
char **
futoshiki_algorithm_list (void)
{
  const FutoAlgorithm *const *algorithms;
  size_t n = 0;
  char **ids;

  algorithms = futo_algorithms (&n);
  ids = g_new0 (char *, n + 1);
  for (size_t i = 0; i < n; i++)
    ids[i] = g_strdup (algorithms[i]->id);
  return ids;
}

/**
 * futoshiki_algorithm_info_new:
 * @id: a registry id, as futoshiki_algorithm_list() gives them
 * @error: %FUTOSHIKI_ERROR_UNKNOWN_ALGORITHM when no algorithm has the id
 *
 * What the registry says of an algorithm.
 *
 * Returns: (transfer full): the information, or %NULL with @error set
 */
FutoshikiAlgorithmInfo *
futoshiki_algorithm_info_new (const char  *id,
                              GError     **error)
{
  const FutoAlgorithm *algorithm;
  FutoshikiAlgorithmInfo *self;

  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  algorithm = futo_algorithm_find (id);
  if (algorithm == NULL)
    {
      g_set_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_UNKNOWN_ALGORITHM,
                   _("There is no algorithm called “%s”"), id);
      return NULL;
    }
  self = g_object_new (FUTOSHIKI_TYPE_ALGORITHM_INFO, NULL);
  self->algorithm = algorithm;
  return self;
}

/**
 * futoshiki_algorithm_info_get_id:
 * @self: an algorithm's information
 *
 * Returns: the registry id
 */
const char *
futoshiki_algorithm_info_get_id (FutoshikiAlgorithmInfo *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_ALGORITHM_INFO (self), NULL);

  return self->algorithm->id;
}

/**
 * futoshiki_algorithm_info_get_name:
 * @self: an algorithm's information
 *
 * Returns: the name for people, translated
 */
const char *
futoshiki_algorithm_info_get_name (FutoshikiAlgorithmInfo *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_ALGORITHM_INFO (self), NULL);

  return futoshiki_algorithm_name (self->algorithm);
}

/**
 * futoshiki_algorithm_info_get_description:
 * @self: an algorithm's information
 *
 * Returns: one line on the method, translated
 */
const char *
futoshiki_algorithm_info_get_description (FutoshikiAlgorithmInfo *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_ALGORITHM_INFO (self), NULL);

  return futoshiki_algorithm_description (self->algorithm);
}

/**
 * futoshiki_algorithm_info_get_reference:
 * @self: an algorithm's information
 *
 * Returns: the method's source in the literature
 */
const char *
futoshiki_algorithm_info_get_reference (FutoshikiAlgorithmInfo *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_ALGORITHM_INFO (self), NULL);

  return futoshiki_algorithm_reference (self->algorithm);
}

/**
 * futoshiki_algorithm_info_get_node_count:
 * @self: an algorithm's information
 *
 * Returns: what the method's node count counts
 */
FutoshikiNodeCount
futoshiki_algorithm_info_get_node_count (FutoshikiAlgorithmInfo *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_ALGORITHM_INFO (self), FUTOSHIKI_NODE_COUNT_NONE);

  return (FutoshikiNodeCount) self->algorithm->node_count;
}

/**
 * futoshiki_algorithm_info_get_complete:
 * @self: an algorithm's information
 *
 * Returns: whether the method's counts of solutions are exact
 */
gboolean
futoshiki_algorithm_info_get_complete (FutoshikiAlgorithmInfo *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_ALGORITHM_INFO (self), FALSE);

  return self->algorithm->complete;
}

/**
 * futoshiki_algorithm_info_get_stochastic:
 * @self: an algorithm's information
 *
 * Returns: whether the method's run depends on the seed
 */
gboolean
futoshiki_algorithm_info_get_stochastic (FutoshikiAlgorithmInfo *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_ALGORITHM_INFO (self), FALSE);

  return self->algorithm->stochastic;
}

/**
 * futoshiki_algorithm_info_get_supports_adjacent:
 * @self: an algorithm's information
 *
 * Returns: whether the method takes Adjacent puzzles
 */
gboolean
futoshiki_algorithm_info_get_supports_adjacent (FutoshikiAlgorithmInfo *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_ALGORITHM_INFO (self), FALSE);

  return self->algorithm->supports_adjacent;
}
