/* futoshiki-puzzle.h: a puzzle for scripts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "futo-puzzle.h"

#include "futoshiki-enums.h"

G_BEGIN_DECLS

#define FUTOSHIKI_TYPE_PUZZLE (futoshiki_puzzle_get_type ())

G_DECLARE_FINAL_TYPE (FutoshikiPuzzle, futoshiki_puzzle, FUTOSHIKI, PUZZLE, GObject)

FutoshikiPuzzle   *futoshiki_puzzle_new           (int                 size);
FutoshikiPuzzle   *futoshiki_puzzle_new_from_text (const char         *text,
                                                   GError            **error);
FutoshikiPuzzle   *futoshiki_puzzle_new_from_file (GFile              *file,
                                                   GError            **error);
FutoshikiPuzzle   *futoshiki_puzzle_new_for_core  (const FutoPuzzle   *puzzle);
FutoshikiPuzzle   *futoshiki_puzzle_copy          (FutoshikiPuzzle    *self);
const FutoPuzzle  *futoshiki_puzzle_get_core      (FutoshikiPuzzle    *self);

char              *futoshiki_puzzle_to_text       (FutoshikiPuzzle    *self,
                                                   FutoshikiFormat     format,
                                                   GError            **error);
gboolean           futoshiki_puzzle_save          (FutoshikiPuzzle    *self,
                                                   GFile              *file,
                                                   FutoshikiFormat     format,
                                                   GError            **error);

int                futoshiki_puzzle_get_size      (FutoshikiPuzzle    *self);
FutoshikiMode      futoshiki_puzzle_get_mode      (FutoshikiPuzzle    *self);
void               futoshiki_puzzle_set_mode      (FutoshikiPuzzle    *self,
                                                   FutoshikiMode       mode);
const char        *futoshiki_puzzle_get_title     (FutoshikiPuzzle    *self);
void               futoshiki_puzzle_set_title     (FutoshikiPuzzle    *self,
                                                   const char         *title);

int                futoshiki_puzzle_get_given     (FutoshikiPuzzle    *self,
                                                   int                 row,
                                                   int                 col);
void               futoshiki_puzzle_set_given     (FutoshikiPuzzle    *self,
                                                   int                 row,
                                                   int                 col,
                                                   int                 value);
FutoshikiRelation  futoshiki_puzzle_get_relation  (FutoshikiPuzzle    *self,
                                                   int                 row,
                                                   int                 col,
                                                   FutoshikiDirection  direction);
gboolean           futoshiki_puzzle_set_relation  (FutoshikiPuzzle    *self,
                                                   int                 row,
                                                   int                 col,
                                                   FutoshikiDirection  direction,
                                                   FutoshikiRelation   relation);
int                futoshiki_puzzle_count_givens  (FutoshikiPuzzle    *self);
int                futoshiki_puzzle_count_signs   (FutoshikiPuzzle    *self);

gboolean           futoshiki_puzzle_validate      (FutoshikiPuzzle    *self,
                                                   GError            **error);
gboolean           futoshiki_puzzle_is_solution   (FutoshikiPuzzle    *self,
                                                   const guint8       *values,
                                                   gsize               n_values);
char              *futoshiki_puzzle_format_values (FutoshikiPuzzle    *self,
                                                   const guint8       *values,
                                                   gsize               n_values);

/* futoshiki-puzzle-generate.c: new puzzles, and how hard a puzzle is */
FutoshikiPuzzle   *futoshiki_puzzle_generate      (int                 size,
                                                   const char         *difficulty,
                                                   guint64             seed,
                                                   GCancellable       *cancellable,
                                                   GError            **error);
FutoshikiPuzzle   *futoshiki_puzzle_generate_full (int                 size,
                                                   FutoshikiMode       mode,
                                                   const char         *difficulty,
                                                   const char         *style,
                                                   guint64             seed,
                                                   GCancellable       *cancellable,
                                                   GError            **error);
char              *futoshiki_puzzle_grade         (FutoshikiPuzzle    *self,
                                                   GError            **error);

G_END_DECLS
