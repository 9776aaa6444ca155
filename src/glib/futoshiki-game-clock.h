/* futoshiki-game-clock.h: how long a game has been played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A stopwatch for one game: it runs while the player plays and is paused
 * otherwise (the window hidden or minimized, the puzzle solved or being
 * edited); the window decides which. It counts whole seconds from a
 * monotonic clock, so changing the system time does not change it, and it
 * starts from the time a saved game brings (elapsed-seconds).
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define FUTOSHIKI_TYPE_GAME_CLOCK (futoshiki_game_clock_get_type ())
G_DECLARE_FINAL_TYPE (FutoshikiGameClock, futoshiki_game_clock, FUTOSHIKI, GAME_CLOCK, GObject)

/* A paused clock at 0 seconds. */
FutoshikiGameClock *futoshiki_game_clock_new                 (void);

/* "running": TRUE counts, FALSE holds the time reached. */
gboolean            futoshiki_game_clock_get_running         (FutoshikiGameClock *self);
void                futoshiki_game_clock_set_running         (FutoshikiGameClock *self,
                                                              gboolean            running);

/* "elapsed-seconds": whole seconds played. Notified once a second while
 * running (and on every set), so a label bound to it stays current.
 * Setting it keeps running as it is: a loaded game continues from there. */
guint               futoshiki_game_clock_get_elapsed_seconds (FutoshikiGameClock *self);
void                futoshiki_game_clock_set_elapsed_seconds (FutoshikiGameClock *self,
                                                              guint               seconds);

/* "12:05", or "1:02:07" from an hour on: how the header bar and the
 * completion view show a time. Free with g_free(). */
char               *futoshiki_game_clock_format              (guint               seconds);

G_END_DECLS
