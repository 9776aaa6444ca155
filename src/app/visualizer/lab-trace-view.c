/* lab-trace-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The timeline, the energy chart and the event log each show the
 * visualizer's player and move with it. What they share lives here once:
 * the "player" property, following its position through a GSignalGroup
 * (which drops the old player's handlers by itself), and where the
 * position falls along the run. Each subclass says what a new player and
 * a move mean to it.
 */
#define G_LOG_DOMAIN "lab-trace-view"

#include "config.h"

#include "lab-trace-view.h"

typedef struct
{
  FutoshikiTracePlayer *player;
  GSignalGroup   *player_signals;
} LabTraceViewPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (LabTraceView, lab_trace_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PLAYER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
on_position_changed (LabTraceView *self)
{
  LAB_TRACE_VIEW_GET_CLASS (self)->position_changed (self);
}

/* Most views draw the position: by default a move redraws. */
static void
lab_trace_view_real_position_changed (LabTraceView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

FutoshikiTracePlayer *
lab_trace_view_get_player (LabTraceView *self)
{
  LabTraceViewPrivate *priv = lab_trace_view_get_instance_private (self);

  g_return_val_if_fail (LAB_IS_TRACE_VIEW (self), NULL);

  return priv->player;
}

void
lab_trace_view_set_player (LabTraceView   *self,
                           FutoshikiTracePlayer *player)
{
  LabTraceViewPrivate *priv = lab_trace_view_get_instance_private (self);
  LabTraceViewClass *klass;

  g_return_if_fail (LAB_IS_TRACE_VIEW (self));
  g_return_if_fail (player == NULL || FUTOSHIKI_IS_TRACE_PLAYER (player));

  if (!g_set_object (&priv->player, player))
    return;
  g_signal_group_set_target (priv->player_signals, player);
  klass = LAB_TRACE_VIEW_GET_CLASS (self);
  if (klass->player_changed != NULL)
    klass->player_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
}

gboolean
lab_trace_view_get_fraction (LabTraceView *self,
                             double       *fraction)
{
  LabTraceViewPrivate *priv = lab_trace_view_get_instance_private (self);
  guint64 length;

  g_return_val_if_fail (LAB_IS_TRACE_VIEW (self), FALSE);

  *fraction = 0;
  length = priv->player != NULL ? futoshiki_trace_player_get_length (priv->player) : 0;
  if (length == 0)
    return FALSE;
  *fraction = (double) futoshiki_trace_player_get_position (priv->player) / length;
  return TRUE;
}

static void
lab_trace_view_dispose (GObject *object)
{
  LabTraceView *self = LAB_TRACE_VIEW (object);
  LabTraceViewPrivate *priv = lab_trace_view_get_instance_private (self);

  g_clear_object (&priv->player_signals);
  g_clear_object (&priv->player);

  G_OBJECT_CLASS (lab_trace_view_parent_class)->dispose (object);
}

static void
lab_trace_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  LabTraceView *self = LAB_TRACE_VIEW (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      g_value_set_object (value, lab_trace_view_get_player (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_trace_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  LabTraceView *self = LAB_TRACE_VIEW (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      lab_trace_view_set_player (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_trace_view_class_init (LabTraceViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = lab_trace_view_dispose;
  object_class->get_property = lab_trace_view_get_property;
  object_class->set_property = lab_trace_view_set_property;
  klass->position_changed = lab_trace_view_real_position_changed;

  properties[PROP_PLAYER] =
    g_param_spec_object ("player", NULL, NULL, FUTOSHIKI_TYPE_TRACE_PLAYER,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
lab_trace_view_init (LabTraceView *self)
{
  LabTraceViewPrivate *priv = lab_trace_view_get_instance_private (self);

  priv->player_signals = g_signal_group_new (FUTOSHIKI_TYPE_TRACE_PLAYER);
  g_signal_group_connect_object (priv->player_signals, "notify::position",
                                 G_CALLBACK (on_position_changed), self, G_CONNECT_SWAPPED);
}
