/* futoshiki-game-clock.c: how long a game has been played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The time is kept as microseconds reached before the current run plus,
 * while running, the monotonic time since it started, so pausing and
 * resuming loses no fraction of a second. A one-second timeout only
 * announces the new whole second; it is not what counts the time, so a
 * late tick (a busy main loop) cannot make the clock slow.
 */
#include "config.h"

#include "futoshiki-game-clock.h"

struct _FutoshikiGameClock
{
  GObject parent_instance;

  gint64  banked_us;  /* time reached before the current run */
  gint64  started_us; /* monotonic start of the current run; 0: paused */
  guint   shown;      /* the whole seconds last notified */
  guint   tick_id;
};

G_DEFINE_FINAL_TYPE (FutoshikiGameClock, futoshiki_game_clock, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_RUNNING,
  PROP_ELAPSED_SECONDS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gint64
elapsed_us (FutoshikiGameClock *self)
{
  gint64 us = self->banked_us;

  if (self->started_us != 0)
    us += g_get_monotonic_time () - self->started_us;
  return us;
}

static guint
whole_seconds (gint64 us)
{
  gint64 seconds = us / G_USEC_PER_SEC;

  return seconds > G_MAXUINT ? G_MAXUINT : (guint) seconds;
}

/* Notifies elapsed-seconds only when the whole seconds changed. */
static void
update_shown (FutoshikiGameClock *self)
{
  guint now = whole_seconds (elapsed_us (self));

  if (now == self->shown)
    return;
  self->shown = now;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ELAPSED_SECONDS]);
}

static gboolean
on_tick (gpointer data)
{
  FutoshikiGameClock *self = data;

  update_shown (self);
  return G_SOURCE_CONTINUE;
}

static void
stop_tick (FutoshikiGameClock *self)
{
  g_clear_handle_id (&self->tick_id, g_source_remove);
}

/* Ticks four times a second: cheap, and the shown second turns at most a
 * quarter of a second late (a tick every second would drift against the
 * fraction carried over from earlier runs). */
static void
start_tick (FutoshikiGameClock *self)
{
  stop_tick (self);
  self->tick_id = g_timeout_add (250, on_tick, self);
}

FutoshikiGameClock *
futoshiki_game_clock_new (void)
{
  return g_object_new (FUTOSHIKI_TYPE_GAME_CLOCK, NULL);
}

gboolean
futoshiki_game_clock_get_running (FutoshikiGameClock *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_GAME_CLOCK (self), FALSE);

  return self->started_us != 0;
}

void
futoshiki_game_clock_set_running (FutoshikiGameClock *self,
                                  gboolean            running)
{
  g_return_if_fail (FUTOSHIKI_IS_GAME_CLOCK (self));

  running = !!running;
  if (running == futoshiki_game_clock_get_running (self))
    return;
  if (running)
    {
      self->started_us = g_get_monotonic_time ();
      /* The monotonic clock may read 0 only at its very start; 0 means
       * paused here, so nudge it. */
      if (self->started_us == 0)
        self->started_us = 1;
      start_tick (self);
    }
  else
    {
      self->banked_us = elapsed_us (self);
      self->started_us = 0;
      stop_tick (self);
      update_shown (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

guint
futoshiki_game_clock_get_elapsed_seconds (FutoshikiGameClock *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_GAME_CLOCK (self), 0);

  return whole_seconds (elapsed_us (self));
}

void
futoshiki_game_clock_set_elapsed_seconds (FutoshikiGameClock *self,
                                          guint               seconds)
{
  g_return_if_fail (FUTOSHIKI_IS_GAME_CLOCK (self));

  self->banked_us = (gint64) seconds * G_USEC_PER_SEC;
  if (self->started_us != 0)
    self->started_us = MAX (g_get_monotonic_time (), 1);
  update_shown (self);
}

char *
futoshiki_game_clock_format (guint seconds)
{
  guint hours = seconds / 3600, minutes = seconds / 60 % 60;

  if (hours > 0)
    return g_strdup_printf ("%u:%02u:%02u", hours, minutes, seconds % 60);
  return g_strdup_printf ("%u:%02u", minutes, seconds % 60);
}

static void
futoshiki_game_clock_dispose (GObject *object)
{
  stop_tick (FUTOSHIKI_GAME_CLOCK (object));

  G_OBJECT_CLASS (futoshiki_game_clock_parent_class)->dispose (object);
}

static void
futoshiki_game_clock_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  FutoshikiGameClock *self = FUTOSHIKI_GAME_CLOCK (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, futoshiki_game_clock_get_running (self));
      break;
    case PROP_ELAPSED_SECONDS:
      g_value_set_uint (value, futoshiki_game_clock_get_elapsed_seconds (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_game_clock_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  FutoshikiGameClock *self = FUTOSHIKI_GAME_CLOCK (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      futoshiki_game_clock_set_running (self, g_value_get_boolean (value));
      break;
    case PROP_ELAPSED_SECONDS:
      futoshiki_game_clock_set_elapsed_seconds (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_game_clock_class_init (FutoshikiGameClockClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = futoshiki_game_clock_dispose;
  object_class->get_property = futoshiki_game_clock_get_property;
  object_class->set_property = futoshiki_game_clock_set_property;

  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ELAPSED_SECONDS] =
    g_param_spec_uint ("elapsed-seconds", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
futoshiki_game_clock_init (FutoshikiGameClock *self)
{
}
