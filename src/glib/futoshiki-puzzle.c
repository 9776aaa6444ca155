/* futoshiki-puzzle.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The scripting API's puzzle: the core's FutoGame (a puzzle and what a
 * .futoshiki file says of it) behind a GObject, so that a file read and
 * written again keeps its title and the player's entries. Rows and columns
 * count from 0, as a Python programmer counts; the messages name cells
 * from 1 ("r3c5"), as the files and the app do.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "futo-format.h"
#include "futo-game.h"
#include "futo-validate.h"

#include "futoshiki-error.h"
#include "futoshiki-error-text.h"
#include "futoshiki-file-save.h"
#include "futoshiki-file-read.h"
#include "futoshiki-puzzle.h"

#define DEFAULT_SIZE 5

struct _FutoshikiPuzzle
{
  GObject   parent_instance;

  int       size;
  FutoGame *game;
};

/**
 * FutoshikiPuzzle:
 *
 * A Futoshiki puzzle: its size, its mode, its givens and the relations
 * between neighbours, and the title a .futoshiki file gives it.
 *
 * A puzzle is read with [ctor@Futoshiki.Puzzle.new_from_file] or
 * [ctor@Futoshiki.Puzzle.new_from_text] in any format the app reads, made
 * with [func@Futoshiki.Puzzle.generate], and written with
 * [method@Futoshiki.Puzzle.to_text] or [method@Futoshiki.Puzzle.save].
 * Rows and columns count from 0; values run from 1 to the size, and 0 is
 * an empty cell.
 */
G_DEFINE_FINAL_TYPE (FutoshikiPuzzle, futoshiki_puzzle, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SIZE,
  PROP_MODE,
  PROP_TITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
cell_in_range (FutoshikiPuzzle *self,
               int              row,
               int              col)
{
  return row >= 0 && row < self->size && col >= 0 && col < self->size;
}

/* Takes game, whose puzzle must be of a size the core allows. */
static FutoshikiPuzzle *
puzzle_new_take_game (FutoGame *game)
{
  FutoshikiPuzzle *self;

  self = g_object_new (FUTOSHIKI_TYPE_PUZZLE, "size", game->puzzle->size, NULL);
  g_clear_pointer (&self->game, futo_game_free);
  self->game = game;
  return self;
}

static void
futoshiki_puzzle_constructed (GObject *object)
{
  FutoshikiPuzzle *self = FUTOSHIKI_PUZZLE (object);
  FutoPuzzle *puzzle;

  G_OBJECT_CLASS (futoshiki_puzzle_parent_class)->constructed (object);

  puzzle = futo_puzzle_new (self->size);
  if (puzzle == NULL || (self->game = futo_game_new (puzzle)) == NULL)
    g_error ("Not enough memory for a puzzle of size %d", self->size);
}

static void
futoshiki_puzzle_finalize (GObject *object)
{
  FutoshikiPuzzle *self = FUTOSHIKI_PUZZLE (object);

  g_clear_pointer (&self->game, futo_game_free);

  G_OBJECT_CLASS (futoshiki_puzzle_parent_class)->finalize (object);
}

static void
futoshiki_puzzle_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  FutoshikiPuzzle *self = FUTOSHIKI_PUZZLE (object);

  switch (prop_id)
    {
    case PROP_SIZE:
      g_value_set_int (value, self->size);
      break;
    case PROP_MODE:
      g_value_set_enum (value, futoshiki_puzzle_get_mode (self));
      break;
    case PROP_TITLE:
      g_value_set_string (value, futoshiki_puzzle_get_title (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_puzzle_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  FutoshikiPuzzle *self = FUTOSHIKI_PUZZLE (object);

  switch (prop_id)
    {
    case PROP_SIZE:
      self->size = g_value_get_int (value);
      break;
    case PROP_MODE:
      futoshiki_puzzle_set_mode (self, g_value_get_enum (value));
      break;
    case PROP_TITLE:
      futoshiki_puzzle_set_title (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_puzzle_class_init (FutoshikiPuzzleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = futoshiki_puzzle_constructed;
  object_class->finalize = futoshiki_puzzle_finalize;
  object_class->get_property = futoshiki_puzzle_get_property;
  object_class->set_property = futoshiki_puzzle_set_property;

  /**
   * FutoshikiPuzzle:size:
   *
   * The number of rows and columns, and the largest value.
   */
  properties[PROP_SIZE] =
    g_param_spec_int ("size", NULL, NULL,
                      FUTO_MIN_SIZE, FUTO_MAX_SIZE, DEFAULT_SIZE,
                      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * FutoshikiPuzzle:mode:
   *
   * What the marks between neighbours mean. Changing it drops every
   * relation, since none of one mode's marks means anything in the other.
   */
  properties[PROP_MODE] =
    g_param_spec_enum ("mode", NULL, NULL,
                       FUTOSHIKI_TYPE_MODE, FUTOSHIKI_MODE_UNEQUAL,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * FutoshikiPuzzle:title:
   *
   * The title a .futoshiki file gives the puzzle, or %NULL.
   */
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
futoshiki_puzzle_init (FutoshikiPuzzle *self)
{
  self->size = DEFAULT_SIZE;
}

/**
 * futoshiki_puzzle_new:
 * @size: rows and columns, 2 to 64
 *
 * An empty Unequal puzzle: no givens, no signs.
 *
 * Returns: (transfer full): the puzzle
 */
FutoshikiPuzzle *
futoshiki_puzzle_new (int size)
{
  g_return_val_if_fail (size >= FUTO_MIN_SIZE && size <= FUTO_MAX_SIZE, NULL);

  return g_object_new (FUTOSHIKI_TYPE_PUZZLE, "size", size, NULL);
}

/**
 * futoshiki_puzzle_new_from_text:
 * @text: a puzzle in any format the app reads: the grid format, a game ID
 *   of Tatham's Unequal, or a .futoshiki file
 * @error: the place (line and column, or the cell) and what is wrong there
 *
 * Reads a puzzle, detecting its format. The puzzle is not validated: call
 * futoshiki_puzzle_validate() for that.
 *
 * Returns: (transfer full): the puzzle, or %NULL with @error set
 */
FutoshikiPuzzle *
futoshiki_puzzle_new_from_text (const char  *text,
                                GError     **error)
{
  FutoError futo_error;
  FutoGame *game;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  futo_error_clear (&futo_error);
  game = futo_game_read_any (text, strlen (text), NULL, &futo_error);
  if (game == NULL)
    {
      g_propagate_error (error, futoshiki_error_to_gerror (&futo_error, FUTOSHIKI_ERROR,
                                                           FUTOSHIKI_ERROR_PARSE));
      return NULL;
    }
  return puzzle_new_take_game (game);
}

/**
 * futoshiki_puzzle_new_from_file:
 * @file: a file in any format futoshiki_puzzle_new_from_text() reads
 * @error: the file, the place in it and what is wrong there
 *
 * Reads a puzzle file. Anything but a regular file (a device, a FIFO,
 * a socket) is refused with %G_IO_ERROR_NOT_REGULAR_FILE, and a file over
 * 16 MiB with %G_IO_ERROR_MESSAGE_TOO_LARGE (docs/file-limits.md).
 *
 * Returns: (transfer full): the puzzle, or %NULL with @error set
 */
FutoshikiPuzzle *
futoshiki_puzzle_new_from_file (GFile   *file,
                                GError **error)
{
  g_autoptr(GBytes) contents = NULL;
  FutoError futo_error;
  FutoGame *game;
  gsize length;
  const char *data;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* /dev/zero or a FIFO is refused in one sentence, not read forever. */
  contents = futoshiki_file_read_bounded (file, FUTOSHIKI_PUZZLE_FILE_MAX_BYTES, NULL, error);
  if (contents == NULL)
    return NULL;
  data = g_bytes_get_data (contents, &length);
  futo_error_clear (&futo_error);
  game = futo_game_read_any (length > 0 ? data : "", length, NULL, &futo_error);
  if (game == NULL)
    {
      g_autofree char *name = g_file_get_parse_name (file);

      g_propagate_error (error, futoshiki_error_to_gerror (&futo_error, FUTOSHIKI_ERROR,
                                                           FUTOSHIKI_ERROR_PARSE));
      g_prefix_error (error, "%s: ", name);
      return NULL;
    }
  return puzzle_new_take_game (game);
}

/**
 * futoshiki_puzzle_new_for_core: (skip)
 * @puzzle: a core puzzle
 *
 * A puzzle holding a copy of @puzzle, for C code that has a core puzzle.
 *
 * Returns: (transfer full): the puzzle
 */
FutoshikiPuzzle *
futoshiki_puzzle_new_for_core (const FutoPuzzle *puzzle)
{
  FutoPuzzle *copy;
  FutoGame *game;

  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (puzzle->size >= FUTO_MIN_SIZE && puzzle->size <= FUTO_MAX_SIZE, NULL);

  copy = futo_puzzle_copy (puzzle);
  if (copy == NULL || (game = futo_game_new (copy)) == NULL)
    g_error ("Not enough memory for a puzzle of size %d", puzzle->size);
  return puzzle_new_take_game (game);
}

/**
 * futoshiki_puzzle_copy:
 * @self: a puzzle
 *
 * A copy with the same givens, relations, title and entries, which
 * changes apart from @self.
 *
 * Returns: (transfer full): the copy
 */
FutoshikiPuzzle *
futoshiki_puzzle_copy (FutoshikiPuzzle *self)
{
  FutoGame *game;

  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (self), NULL);

  game = futo_game_copy (self->game);
  if (game == NULL)
    g_error ("Not enough memory for a puzzle of size %d", self->size);
  return puzzle_new_take_game (game);
}

/**
 * futoshiki_puzzle_get_core: (skip)
 * @self: a puzzle
 *
 * The core puzzle, for C code inside the library; it changes with @self.
 *
 * Returns: (transfer none): the core puzzle
 */
const FutoPuzzle *
futoshiki_puzzle_get_core (FutoshikiPuzzle *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (self), NULL);

  return self->game->puzzle;
}

/* Why a writer returned NULL: the grid format has no notation for Adjacent
 * puzzles, and no format writes a relation of the other mode's kind. */
static void
set_write_error (FutoshikiPuzzle  *self,
                 FutoshikiFormat   format,
                 GError          **error)
{
  if (format == FUTOSHIKI_FORMAT_GRID && self->game->puzzle->mode == FUTO_MODE_ADJACENT)
    g_set_error_literal (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_UNSUPPORTED,
                         _("The grid format has no notation for Adjacent puzzles"));
  else
    g_set_error_literal (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_UNSUPPORTED,
                         _("The puzzle holds a relation that its mode cannot hold"));
}

/**
 * futoshiki_puzzle_to_text:
 * @self: a puzzle
 * @format: the format to write
 * @error: why it cannot be written in @format
 *
 * The puzzle as text. The grid format cannot hold an Adjacent puzzle; the
 * native format keeps the title and the player's entries.
 *
 * Returns: (transfer full): the text, or %NULL with @error set
 */
char *
futoshiki_puzzle_to_text (FutoshikiPuzzle  *self,
                          FutoshikiFormat   format,
                          GError          **error)
{
  char *text = NULL;
  char *copy;

  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  switch (format)
    {
    case FUTOSHIKI_FORMAT_GRID:
      text = futo_grid_write (self->game->puzzle);
      break;
    case FUTOSHIKI_FORMAT_TATHAM:
      text = futo_tatham_write (self->game->puzzle);
      break;
    case FUTOSHIKI_FORMAT_NATIVE:
      text = futo_native_write (self->game);
      break;
    case FUTOSHIKI_FORMAT_UNKNOWN:
    default:
      g_set_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_INVALID,
                   _("%d is not a format to write"), (int) format);
      return NULL;
    }
  if (text == NULL)
    {
      set_write_error (self, format, error);
      return NULL;
    }
  /* The core's text is malloc'd; the caller frees with g_free. */
  copy = g_strdup (text);
  free (text);
  return copy;
}

/**
 * futoshiki_puzzle_save:
 * @self: a puzzle
 * @file: where to write it
 * @format: the format to write
 * @error: why it cannot be written
 *
 * Writes the puzzle to @file, replacing it atomically: a reader sees the
 * old file or the new one, never half of it.
 *
 * Returns: %TRUE when it was written
 */
gboolean
futoshiki_puzzle_save (FutoshikiPuzzle  *self,
                       GFile            *file,
                       FutoshikiFormat   format,
                       GError          **error)
{
  g_autofree char *text = NULL;
  g_autoptr (GBytes) bytes = NULL;

  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  text = futoshiki_puzzle_to_text (self, format, error);
  if (text == NULL)
    return FALSE;
  bytes = g_bytes_new_static (text, strlen (text));
  return futoshiki_file_save_bytes (file, bytes, NULL, error);
}

/**
 * futoshiki_puzzle_get_size:
 * @self: a puzzle
 *
 * Returns: the number of rows and columns
 */
int
futoshiki_puzzle_get_size (FutoshikiPuzzle *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (self), 0);

  return self->size;
}

/**
 * futoshiki_puzzle_get_mode:
 * @self: a puzzle
 *
 * Returns: what the marks between neighbours mean
 */
FutoshikiMode
futoshiki_puzzle_get_mode (FutoshikiPuzzle *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (self), FUTOSHIKI_MODE_UNEQUAL);

  return (FutoshikiMode) futo_puzzle_get_mode (self->game->puzzle);
}

/**
 * futoshiki_puzzle_set_mode:
 * @self: a puzzle
 * @mode: the new mode
 *
 * Changes the mode; a change drops every relation.
 */
void
futoshiki_puzzle_set_mode (FutoshikiPuzzle *self,
                           FutoshikiMode    mode)
{
  g_return_if_fail (FUTOSHIKI_IS_PUZZLE (self));
  g_return_if_fail (mode == FUTOSHIKI_MODE_UNEQUAL || mode == FUTOSHIKI_MODE_ADJACENT);

  if ((FutoMode) mode == futo_puzzle_get_mode (self->game->puzzle))
    return;
  futo_puzzle_set_mode (self->game->puzzle, (FutoMode) mode);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
}

/**
 * futoshiki_puzzle_get_title:
 * @self: a puzzle
 *
 * Returns: (nullable): the title, or %NULL when it has none
 */
const char *
futoshiki_puzzle_get_title (FutoshikiPuzzle *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (self), NULL);

  return self->game->title;
}

/**
 * futoshiki_puzzle_set_title:
 * @self: a puzzle
 * @title: (nullable): one line of UTF-8, or %NULL for none
 *
 * Sets the title the native format writes.
 */
void
futoshiki_puzzle_set_title (FutoshikiPuzzle *self,
                            const char      *title)
{
  g_return_if_fail (FUTOSHIKI_IS_PUZZLE (self));
  g_return_if_fail (title == NULL || g_utf8_validate (title, -1, NULL));
  g_return_if_fail (title == NULL || strpbrk (title, "\r\n") == NULL);

  if (g_strcmp0 (title, self->game->title) == 0)
    return;
  futo_game_set_string (&self->game->title, title);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

/**
 * futoshiki_puzzle_get_given:
 * @self: a puzzle
 * @row: the row, from 0
 * @col: the column, from 0
 *
 * Returns: the given value of the cell, or 0 when it has none
 */
int
futoshiki_puzzle_get_given (FutoshikiPuzzle *self,
                            int              row,
                            int              col)
{
  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (self), 0);
  g_return_val_if_fail (cell_in_range (self, row, col), 0);

  return futo_puzzle_get_given (self->game->puzzle, row, col);
}

/**
 * futoshiki_puzzle_set_given:
 * @self: a puzzle
 * @row: the row, from 0
 * @col: the column, from 0
 * @value: 1 to the size, or 0 to clear the given
 *
 * Sets a given. A player's entry in the cell goes, since no entry stands
 * over a given.
 */
void
futoshiki_puzzle_set_given (FutoshikiPuzzle *self,
                            int              row,
                            int              col,
                            int              value)
{
  g_return_if_fail (FUTOSHIKI_IS_PUZZLE (self));
  g_return_if_fail (cell_in_range (self, row, col));
  g_return_if_fail (value >= 0 && value <= self->size);

  futo_puzzle_set_given (self->game->puzzle, row, col, value);
  if (value != 0)
    self->game->entries[futo_puzzle_cell (self->game->puzzle, row, col)] = 0;
}

/**
 * futoshiki_puzzle_get_relation:
 * @self: a puzzle
 * @row: the row, from 0
 * @col: the column, from 0
 * @direction: which neighbour
 *
 * The relation between the cell and its neighbour, seen from the cell:
 * %FUTOSHIKI_RELATION_LESS means "this cell < the neighbour".
 *
 * Returns: the relation, %FUTOSHIKI_RELATION_NONE past the edge
 */
FutoshikiRelation
futoshiki_puzzle_get_relation (FutoshikiPuzzle    *self,
                               int                 row,
                               int                 col,
                               FutoshikiDirection  direction)
{
  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (self), FUTOSHIKI_RELATION_NONE);
  g_return_val_if_fail (cell_in_range (self, row, col), FUTOSHIKI_RELATION_NONE);
  g_return_val_if_fail (direction <= FUTOSHIKI_DIRECTION_LEFT, FUTOSHIKI_RELATION_NONE);

  return (FutoshikiRelation) futo_puzzle_get_relation (self->game->puzzle, row, col,
                                                       (FutoDirection) direction);
}

/**
 * futoshiki_puzzle_set_relation:
 * @self: a puzzle
 * @row: the row, from 0
 * @col: the column, from 0
 * @direction: which neighbour
 * @relation: the relation, seen from the cell
 *
 * Sets the relation between the cell and its neighbour. A relation of the
 * other mode's kind is stored: futoshiki_puzzle_validate() reports it, and
 * solvers refuse the puzzle.
 *
 * Returns: %FALSE when the neighbour lies past the edge
 */
gboolean
futoshiki_puzzle_set_relation (FutoshikiPuzzle    *self,
                               int                 row,
                               int                 col,
                               FutoshikiDirection  direction,
                               FutoshikiRelation   relation)
{
  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (self), FALSE);
  g_return_val_if_fail (cell_in_range (self, row, col), FALSE);
  g_return_val_if_fail (direction <= FUTOSHIKI_DIRECTION_LEFT, FALSE);
  g_return_val_if_fail (relation <= FUTOSHIKI_RELATION_ADJACENT, FALSE);

  return futo_puzzle_set_relation (self->game->puzzle, row, col, (FutoDirection) direction,
                                   (FutoRelation) relation);
}

/**
 * futoshiki_puzzle_count_givens:
 * @self: a puzzle
 *
 * Returns: how many cells hold a given
 */
int
futoshiki_puzzle_count_givens (FutoshikiPuzzle *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (self), 0);

  return futo_puzzle_count_givens (self->game->puzzle);
}

/**
 * futoshiki_puzzle_count_signs:
 * @self: a puzzle
 *
 * Returns: how many neighbouring pairs hold a relation (signs, or marks in
 *   Adjacent mode)
 */
int
futoshiki_puzzle_count_signs (FutoshikiPuzzle *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (self), 0);

  return futo_puzzle_count_signs (self->game->puzzle);
}

/**
 * futoshiki_puzzle_validate:
 * @self: a puzzle
 * @error: every problem, one a line, each with its cell ("r3c5: …"), in
 *   the user's language
 *
 * Checks what makes a puzzle impossible on its face: givens out of range
 * or twice in a line, broken or cyclic signs, relations of the wrong mode.
 * It does not search: a puzzle that passes may still have no solution.
 *
 * Returns: %TRUE when there is no problem
 */
gboolean
futoshiki_puzzle_validate (FutoshikiPuzzle  *self,
                           GError          **error)
{
  FutoProblemList problems = { 0 };
  g_autoptr(GString) text = NULL;

  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (futo_puzzle_validate (self->game->puzzle, &problems) == 0)
    {
      futo_problem_list_clear (&problems);
      return TRUE;
    }
  text = g_string_new (NULL);
  for (size_t i = 0; i < problems.len; i++)
    {
      g_autofree char *line = futoshiki_problem_describe (&problems.items[i]);

      if (i > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, line);
    }
  futo_problem_list_clear (&problems);
  g_set_error_literal (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_INVALID, text->str);
  return FALSE;
}

/* Whether values holds one value of 0..size for each cell. */
static gboolean
values_fit (FutoshikiPuzzle *self,
            const guint8    *values,
            gsize            n_values)
{
  if (values == NULL || n_values != (gsize) self->size * (gsize) self->size)
    return FALSE;
  for (gsize i = 0; i < n_values; i++)
    if (values[i] > self->size)
      return FALSE;
  return TRUE;
}

/**
 * futoshiki_puzzle_is_solution:
 * @self: a puzzle
 * @values: (array length=n_values): a value for every cell, row by row
 * @n_values: the number of values: size × size
 *
 * Whether @values solve the puzzle: a Latin square that keeps the givens
 * and every relation (in Adjacent mode, unmarked neighbours are not
 * consecutive either).
 *
 * Returns: %TRUE for a solution; %FALSE otherwise, and for a grid of the
 *   wrong length or with values out of range
 */
gboolean
futoshiki_puzzle_is_solution (FutoshikiPuzzle *self,
                              const guint8    *values,
                              gsize            n_values)
{
  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (self), FALSE);

  if (!values_fit (self, values, n_values))
    return FALSE;
  return futo_puzzle_is_solution (self->game->puzzle, values);
}

/**
 * futoshiki_puzzle_format_values:
 * @self: a puzzle
 * @values: (array length=n_values): a value for every cell, row by row, 0
 *   for an empty cell
 * @n_values: the number of values: size × size
 *
 * The grid format with @values in the cells, as `futoshiki solve` prints a
 * solution: an Unequal puzzle's signs between them, an Adjacent puzzle's
 * values alone (the grid format has no notation for its marks).
 *
 * Returns: (transfer full) (nullable): the text, or %NULL when @values do
 *   not fit the puzzle (wrong length, a value out of range)
 */
char *
futoshiki_puzzle_format_values (FutoshikiPuzzle *self,
                                const guint8    *values,
                                gsize            n_values)
{
  FutoPuzzle *plain = NULL;
  char *text;
  char *copy;

  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (self), NULL);
  g_return_val_if_fail (values_fit (self, values, n_values), NULL);

  if (self->game->puzzle->mode == FUTO_MODE_UNEQUAL)
    text = futo_grid_write_values (self->game->puzzle, values);
  else
    {
      plain = futo_puzzle_new (self->size);
      text = plain != NULL ? futo_grid_write_values (plain, values) : NULL;
      futo_puzzle_free (plain);
    }
  /* NULL for an Unequal puzzle holding an Adjacent mark. */
  if (text == NULL)
    return NULL;
  copy = g_strdup (text);
  free (text);
  return copy;
}
