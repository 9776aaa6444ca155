/* futoshiki-hint.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hint `futoshiki hint` and the app give (src/cli/cli-grade.c,
 * futo-hint.h): the player's entries checked against the solution first,
 * then the easiest deduction, worded in the user's language by
 * futoshiki-hint-text.c. Its cell and value are the step's first
 * conclusion: a placement when it has one, else an elimination; for
 * mistakes, the first wrong entry.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "futo-hint.h"

#include "futoshiki-error.h"
#include "futoshiki-hint-text.h"
#include "futoshiki-hint.h"

struct _FutoshikiHint
{
  GObject            parent_instance;

  FutoshikiHintKind  kind;
  char              *text;
  char              *vague_text;
  const char        *technique;
  int                row;
  int                col;
  int                value;
  gboolean           is_placement;
};

/**
 * FutoshikiHint:
 *
 * The next step for a player, from [method@Futoshiki.Puzzle.get_hint]:
 * the entries that are wrong, or the easiest deduction, in words (vague
 * or full) and as a cell and a value.
 */
G_DEFINE_FINAL_TYPE (FutoshikiHint, futoshiki_hint, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_KIND,
  PROP_TEXT,
  PROP_VAGUE_TEXT,
  PROP_TECHNIQUE,
  PROP_ROW,
  PROP_COL,
  PROP_VALUE,
  PROP_IS_PLACEMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
futoshiki_hint_finalize (GObject *object)
{
  FutoshikiHint *self = FUTOSHIKI_HINT (object);

  g_free (self->text);
  g_free (self->vague_text);

  G_OBJECT_CLASS (futoshiki_hint_parent_class)->finalize (object);
}

static void
futoshiki_hint_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  FutoshikiHint *self = FUTOSHIKI_HINT (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    case PROP_VAGUE_TEXT:
      g_value_set_string (value, self->vague_text);
      break;
    case PROP_TECHNIQUE:
      g_value_set_string (value, self->technique);
      break;
    case PROP_ROW:
      g_value_set_int (value, self->row);
      break;
    case PROP_COL:
      g_value_set_int (value, self->col);
      break;
    case PROP_VALUE:
      g_value_set_int (value, self->value);
      break;
    case PROP_IS_PLACEMENT:
      g_value_set_boolean (value, self->is_placement);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_hint_class_init (FutoshikiHintClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = futoshiki_hint_finalize;
  object_class->get_property = futoshiki_hint_get_property;

  /**
   * FutoshikiHint:kind:
   *
   * What the hint says.
   */
  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL,
                       FUTOSHIKI_TYPE_HINT_KIND, FUTOSHIKI_HINT_KIND_STEP, flags);
  /**
   * FutoshikiHint:text:
   *
   * The hint in full, in the user's language: the technique, the cells and
   * signs it reads and what it concludes.
   */
  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL, flags);
  /**
   * FutoshikiHint:vague-text:
   *
   * Where to look ("Look at row 3."), in the user's language.
   */
  properties[PROP_VAGUE_TEXT] = g_param_spec_string ("vague-text", NULL, NULL, NULL, flags);
  /**
   * FutoshikiHint:technique:
   *
   * The id of the step's technique ("naked-single", "hidden-single", …),
   * or %NULL when the hint is no step.
   */
  properties[PROP_TECHNIQUE] = g_param_spec_string ("technique", NULL, NULL, NULL, flags);
  /**
   * FutoshikiHint:row:
   *
   * The row of the hint's cell, from 0, or -1 when it names none.
   */
  properties[PROP_ROW] = g_param_spec_int ("row", NULL, NULL, -1, FUTO_MAX_SIZE - 1, -1, flags);
  /**
   * FutoshikiHint:col:
   *
   * The column of the hint's cell, from 0, or -1 when it names none.
   */
  properties[PROP_COL] = g_param_spec_int ("col", NULL, NULL, -1, FUTO_MAX_SIZE - 1, -1, flags);
  /**
   * FutoshikiHint:value:
   *
   * The value the cell takes (a placement), loses (an elimination) or
   * wrongly holds (a mistake); 0 when none.
   */
  properties[PROP_VALUE] = g_param_spec_int ("value", NULL, NULL, 0, FUTO_MAX_SIZE, 0, flags);
  /**
   * FutoshikiHint:is-placement:
   *
   * Whether the step places the value in the cell, rather than removing it
   * from the cell's candidates.
   */
  properties[PROP_IS_PLACEMENT] = g_param_spec_boolean ("is-placement", NULL, NULL, FALSE, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
futoshiki_hint_init (FutoshikiHint *self)
{
  self->row = -1;
  self->col = -1;
}

static void
set_cell (FutoshikiHint       *self,
          int                  size,
          const FutoCellValue *cell_value)
{
  self->row = cell_value->cell / size;
  self->col = cell_value->cell % size;
  self->value = cell_value->value;
}

/**
 * futoshiki_puzzle_get_hint:
 * @self: a puzzle
 * @values: (array length=n_values): the player's entries, row by row, 0
 *   for an empty cell (ignored over givens)
 * @n_values: the number of values: size × size
 * @error: %FUTOSHIKI_ERROR_INVALID when @values do not fit the puzzle
 *
 * The next step for a player at this state: the entries that are wrong
 * when the puzzle has one solution and some are, else the easiest
 * deduction.
 *
 * Returns: (transfer full): the hint, or %NULL with @error set
 */
FutoshikiHint *
futoshiki_puzzle_get_hint (FutoshikiPuzzle  *self,
                           const guint8     *values,
                           gsize             n_values,
                           GError          **error)
{
  const FutoPuzzle *puzzle;
  FutoshikiHint *hint;
  FutoHint found;
  int size;

  g_return_val_if_fail (FUTOSHIKI_IS_PUZZLE (self), NULL);
  g_return_val_if_fail (values != NULL || n_values == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  puzzle = futoshiki_puzzle_get_core (self);
  size = puzzle->size;
  if (n_values != (gsize) size * (gsize) size)
    {
      /* The count as a word: xgettext cannot read G_GSIZE_FORMAT. */
      g_autofree char *given = g_strdup_printf ("%" G_GSIZE_FORMAT, n_values);

      g_set_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_INVALID,
                   _("A %d×%d puzzle has %d cells, not %s"), size, size, size * size, given);
      return NULL;
    }
  for (gsize i = 0; i < n_values; i++)
    if (values[i] > size)
      {
        char cell[16];

        futo_cell_name ((int) i / size, (int) i % size, cell, sizeof cell);
        g_set_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_INVALID,
                     /* Translators: a cell like r3c5, a value, then the puzzle's size twice. */
                     _("%s: %d is not a value of a %d×%d puzzle"), cell, values[i], size, size);
        return NULL;
      }

  futo_hint_init (&found);
  futo_hint_find (puzzle, values, NULL, &found);
  hint = g_object_new (FUTOSHIKI_TYPE_HINT, NULL);
  hint->kind = (FutoshikiHintKind) found.kind;
  hint->text = futoshiki_hint_text_full (puzzle, &found);
  hint->vague_text = futoshiki_hint_text_vague (puzzle, &found);
  if (found.kind == FUTO_HINT_STEP)
    {
      hint->technique = futo_technique_id (found.step.technique);
      if (found.step.n_placements > 0)
        {
          set_cell (hint, size, &found.step.placements[0]);
          hint->is_placement = TRUE;
        }
      else if (found.step.n_eliminations > 0)
        set_cell (hint, size, &found.step.eliminations[0]);
    }
  else if (found.kind == FUTO_HINT_MISTAKES && found.n_mistakes > 0)
    set_cell (hint, size, &found.mistakes[0]);
  futo_hint_clear (&found);
  return hint;
}

/**
 * futoshiki_hint_get_kind:
 * @self: a hint
 *
 * Returns: what the hint says
 */
FutoshikiHintKind
futoshiki_hint_get_kind (FutoshikiHint *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_HINT (self), FUTOSHIKI_HINT_KIND_INVALID);

  return self->kind;
}

/**
 * futoshiki_hint_get_text:
 * @self: a hint
 *
 * Returns: the hint in full, translated
 */
const char *
futoshiki_hint_get_text (FutoshikiHint *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_HINT (self), NULL);

  return self->text;
}

/**
 * futoshiki_hint_get_vague_text:
 * @self: a hint
 *
 * Returns: where to look, translated
 */
const char *
futoshiki_hint_get_vague_text (FutoshikiHint *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_HINT (self), NULL);

  return self->vague_text;
}

/**
 * futoshiki_hint_get_technique:
 * @self: a hint
 *
 * Returns: (nullable): the step's technique id, or %NULL when it is no step
 */
const char *
futoshiki_hint_get_technique (FutoshikiHint *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_HINT (self), NULL);

  return self->technique;
}

/**
 * futoshiki_hint_get_row:
 * @self: a hint
 *
 * Returns: the row of the hint's cell, from 0, or -1
 */
int
futoshiki_hint_get_row (FutoshikiHint *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_HINT (self), -1);

  return self->row;
}

/**
 * futoshiki_hint_get_col:
 * @self: a hint
 *
 * Returns: the column of the hint's cell, from 0, or -1
 */
int
futoshiki_hint_get_col (FutoshikiHint *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_HINT (self), -1);

  return self->col;
}

/**
 * futoshiki_hint_get_value:
 * @self: a hint
 *
 * Returns: the value the hint is about, or 0
 */
int
futoshiki_hint_get_value (FutoshikiHint *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_HINT (self), 0);

  return self->value;
}

/**
 * futoshiki_hint_get_is_placement:
 * @self: a hint
 *
 * Returns: whether the step places its value in its cell
 */
gboolean
futoshiki_hint_get_is_placement (FutoshikiHint *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_HINT (self), FALSE);

  return self->is_placement;
}
