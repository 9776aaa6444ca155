/* futo-format-private.h: what the formats share with each other
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-format.h"
#include "futo-format-lines-private.h"

/* The key on the first line of a .futoshiki file. */
#define FUTO_NATIVE_MAGIC "futoshiki-lab-format"

/* The grid reader, for a part of a larger file whose first line is
 * first_line there. Errors carry the larger file's line numbers. The puzzle
 * gets mode; in Adjacent mode the relation tokens are ':' (the two cells are
 * consecutive) and '|' in cell rows, ':' and '-' in vertical rows (the
 * native file's notation, docs/native-format.md). */
FutoPuzzle *_futo_grid_read_lines     (const char      *text,
                                       size_t           len,
                                       int              first_line,
                                       FutoMode         mode,
                                       FutoError       *error);
/* Reads one token of a row: the index-th of line, which is row row of its
 * grid. data is the caller's reader. */
typedef bool (*FutoRowTokenFunc) (void            *data,
                                  const FutoLine  *line,
                                  const FutoToken *token,
                                  int              row,
                                  int              index);

/* Reads a line that must hold exactly tokens tokens, calling read_token
 * for each; false with error set when one fails or the count is wrong.
 * The errors count items of stride tokens (2 for cells with relations
 * between them) and name them with what ("cells in this row"). Shared by
 * the grid and the native file's rows of entries and pencil marks. */
bool        _futo_grid_read_row       (const FutoLine  *line,
                                       int              row,
                                       int              tokens,
                                       int              stride,
                                       const char      *what,
                                       FutoError       *error,
                                       FutoRowTokenFunc read_token,
                                       void            *data);
/* The grid writer in the tokens of the puzzle's mode (as read above);
 * values as for futo_grid_write_values(). NULL when a relation is of the
 * wrong kind for the mode: no writer drops one silently. */
char       *_futo_grid_write_mode     (const FutoPuzzle *puzzle,
                                       const uint8_t   *values);
