/* futoshiki-statistics.h: puzzles played and solved, and how fast
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One record per size, kind (FutoMode) and level: how many puzzles were
 * started and solved, the hints asked for, and the times of the solved
 * ones, from which the best and the median come. Kept in a key file in the
 * user's data folder ($XDG_DATA_HOME/futoshiki-lab/statistics.ini), read
 * once and written whole, atomically, after each change.
 */
#pragma once

#include <gio/gio.h>

#include "futo-puzzle.h"

G_BEGIN_DECLS

#define FUTOSHIKI_TYPE_STATISTICS (futoshiki_statistics_get_type ())
G_DECLARE_FINAL_TYPE (FutoshikiStatistics, futoshiki_statistics, FUTOSHIKI, STATISTICS, GObject)

/* One size, kind and level. level is a lower-case word ("easy", "hard";
 * "unknown" for puzzles that name none). Times are whole seconds; best and
 * median are 0 while nothing is solved. */
typedef struct
{
  int       size;
  FutoMode  mode;
  char     *level;
  guint     played;
  guint     solved;
  guint     hints;
  guint     best_seconds;
  guint     median_seconds;
} FutoshikiStatisticsRow;

void                 futoshiki_statistics_row_free   (FutoshikiStatisticsRow *row);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FutoshikiStatisticsRow, futoshiki_statistics_row_free)

/* Statistics kept in path (not read yet: see _load). */
FutoshikiStatistics *futoshiki_statistics_new        (const char          *path);
/* The app's: in the user's data folder, loaded on first use (a damaged
 * file is reported on standard error and replaced at the next save). */
FutoshikiStatistics *futoshiki_statistics_get_default (void);

const char          *futoshiki_statistics_get_path   (FutoshikiStatistics *self);
/* Reads the file. A missing file is no error (nothing played yet). A file
 * that is not a key file, or whose values are not what they should be, is
 * an error naming the file (and the group and key at fault); the records
 * are then empty, and the next save replaces the file. */
gboolean             futoshiki_statistics_load       (FutoshikiStatistics *self,
                                                      GError             **error);
/* Writes the file atomically (a new file renamed over the old one), making
 * its folder if needed. */
gboolean             futoshiki_statistics_save       (FutoshikiStatistics *self,
                                                      GError             **error);

/* A puzzle started; a puzzle solved in seconds, with hints asked for.
 * level may be NULL or free text ("Tricky"): it is folded to a word.
 * Both emit "changed"; neither saves. */
void                 futoshiki_statistics_add_played (FutoshikiStatistics *self,
                                                      int                  size,
                                                      FutoMode             mode,
                                                      const char          *level);
void                 futoshiki_statistics_add_solved (FutoshikiStatistics *self,
                                                      int                  size,
                                                      FutoMode             mode,
                                                      const char          *level,
                                                      guint                seconds,
                                                      guint                hints);

/* Every record, by size, then kind, then level (as the file names them):
 * an array of FutoshikiStatisticsRow, owning them. */
GPtrArray           *futoshiki_statistics_get_rows   (FutoshikiStatistics *self);
/* One record, or NULL when nothing was played at that size, kind and level. */
FutoshikiStatisticsRow *futoshiki_statistics_lookup  (FutoshikiStatistics *self,
                                                      int                  size,
                                                      FutoMode             mode,
                                                      const char          *level);
/* Forgets everything (not saved until _save). */
void                 futoshiki_statistics_clear      (FutoshikiStatistics *self);

G_END_DECLS
