/* futoshiki-lesson.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A lesson file (docs/lesson-format.md) is a little XML: a title, a
 * summary, puzzles (in any format the app reads, inline or in a file
 * beside the lesson) and steps, each with paragraphs and, when it shows a
 * run, the puzzle, the method and the moment. XML because gettext's ITS
 * rules can pull its texts into the app's catalogue
 * (data/lessons/its/), and because GMarkup reads it with the line and
 * column of every element. The texts are looked up in the catalogue here,
 * as they are read, after folding their white space as xgettext does: the
 * shipped files stay English and every language comes from po/, and a
 * teacher's own file shows as written.
 *
 * A lesson may come from anyone, so it is read as hostile: the whole text
 * is checked for UTF-8 and NUL bytes before GMarkup sees it (so that no
 * message ever quotes bytes that are not UTF-8), places are found in one
 * pass that only moves forward (GMarkup counts columns in bytes and gives
 * no offsets; finding each place again from the start made ten thousand
 * steps take seconds), the puzzles it names must lie in its folder, and
 * every puzzle is held once however many steps show it.
 */
/* realpath() is XSI, beyond the POSIX level the build asks for. */
#define _XOPEN_SOURCE 700
#define G_LOG_DOMAIN "lab-lesson"

#include "config.h"

#include <errno.h>
#include <stdlib.h>

#include <glib/gi18n.h>

#include "futo-format.h"
#include "futo-algorithm.h"
#include "futoshiki-error-text.h"
#include "futoshiki-file-read.h"
#include "futoshiki-lesson-private.h"

struct _FutoshikiLesson
{
  GObject    parent_instance;

  char      *title;
  char      *summary;
  GFile     *file;
  GPtrArray *steps;
};

G_DEFINE_FINAL_TYPE (FutoshikiLesson, futoshiki_lesson, G_TYPE_OBJECT)

G_DEFINE_QUARK (lab-lesson-error-quark, futoshiki_lesson_error)

/* The largest row or column a cell may name: a board is at most 64×64, and
 * digits beyond this are not added up, so that no number overflows. */
#define MAX_CELL_NUMBER 64

typedef struct
{
  const char          *data;
  gsize                length;
  const char          *name;
  /* While an element's start is read: where its "<" stands. */
  char                *start_place;
  GFile               *base_dir;
  GMarkupParseContext *context;
  FutoshikiLesson     *lesson;
  gboolean             seen_root;
  /* Where GMarkup was at its last callback: what comes next in the file
   * (an element's "<", stray text) starts at or after it. */
  gsize                scan;
  /* GMarkup's line markup_line begins at markup_base (GMarkup counts the
   * newline that ends a line as the first byte of the next one). */
  int                  markup_line;
  gsize                markup_base;
  /* The last place found for a person: at this offset stand this line
   * and this column, counted in characters. */
  gsize                found_at;
  int                  found_line;
  int                  found_column;
  /* id → FutoshikiLessonPuzzle */
  GHashTable          *puzzles;
  /* The text of the element being read (title, summary, p, puzzle), and
   * for a puzzle the line it starts on. */
  GString             *text;
  int                  text_line;
  gboolean             seen_summary;
  /* The puzzle element being read. */
  char                *puzzle_id;
  gboolean             puzzle_from_file;
  /* The step being read. */
  char                *step_title;
  GString             *step_text;
  FutoshikiLessonPuzzle *step_puzzle;
  char                *step_method;
  FutoshikiLessonMoment step_moment;
  char                *step_moment_text;
  GArray              *step_highlight;
  GArray              *step_related;
  char                *step_place;
} Parser;

/* The byte offset of where GMarkup is now. Its lines only grow while it
 * reads, so the base of its line moves forward from where it was. */
static gsize
markup_offset (Parser *parser)
{
  int line = 1, column = 1;
  gsize offset;

  g_markup_parse_context_get_position (parser->context, &line, &column);
  if (line < parser->markup_line)
    {
      parser->markup_line = 1;
      parser->markup_base = 0;
    }
  while (parser->markup_line < line)
    {
      gsize from = parser->markup_line == 1 ? 0 : parser->markup_base + 1;
      const char *newline = from < parser->length
                            ? memchr (parser->data + from, '\n', parser->length - from) : NULL;

      if (newline == NULL)
        break;
      parser->markup_base = newline - parser->data;
      parser->markup_line++;
    }
  offset = parser->markup_base + (gsize) MAX (column, 1) - 1;
  return MIN (offset, parser->length);
}

/* The line and the column in characters of offset, as an editor shows
 * them. Walks on from the last place found; only a place behind it (an
 * error's, once) starts again from the top. */
static void
line_column_at (Parser *parser,
                gsize   offset,
                int    *line,
                int    *column)
{
  const char *end;
  const char *p;

  offset = MIN (offset, parser->length);
  if (offset < parser->found_at)
    {
      parser->found_at = 0;
      parser->found_line = 1;
      parser->found_column = 1;
    }
  end = parser->data + offset;
  for (p = parser->data + parser->found_at; p < end; p = g_utf8_next_char (p))
    {
      if (*p == '\n')
        {
          parser->found_line++;
          parser->found_column = 1;
        }
      else
        parser->found_column++;
    }
  /* A character cut by offset (never, for the offsets GMarkup gives). */
  parser->found_at = MIN ((gsize) (p - parser->data), parser->length);
  *line = parser->found_line;
  *column = parser->found_column;
}

static char *
place_at (Parser *parser,
          gsize   offset)
{
  int line, column;

  line_column_at (parser, offset, &line, &column);
  return g_strdup_printf ("%s:%d:%d", parser->name, line, column);
}

static char *
place (Parser *parser)
{
  if (parser->start_place != NULL)
    return g_strdup (parser->start_place);
  return place_at (parser, markup_offset (parser));
}

/* "name:line:column: sentence". The sentence quotes the file's words,
 * which were checked to be UTF-8, and words of other files (a puzzle's
 * reader's), which may not be: it is made valid here, where it is made. */
static void
set_error_at (GError    **error,
              int         code,
              const char *where,
              const char *message)
{
  g_autofree char *valid = g_utf8_make_valid (message, -1);

  g_set_error (error, FUTOSHIKI_LESSON_ERROR, code, "%s: %s", where, valid);
}

static void G_GNUC_PRINTF (3, 4)
set_error (Parser     *parser,
           GError    **error,
           const char *format,
           ...)
{
  g_autofree char *where = place (parser);
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  set_error_at (error, FUTOSHIKI_LESSON_ERROR_CONTENT, where, message);
}

/* White space folded as xgettext folds it for the catalogue, then the
 * catalogue's translation. */
static char *
translate (const char *text)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t\r\n", -1);
  g_autoptr(GString) folded = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      {
        if (folded->len > 0)
          g_string_append_c (folded, ' ');
        g_string_append (folded, words[i]);
      }
  if (folded->len == 0)
    return g_strdup ("");
  return g_strdup (g_dgettext (GETTEXT_PACKAGE, folded->str));
}

/* Digits at *p into *number, moving past them; a number past
 * MAX_CELL_NUMBER stays past it instead of wrapping around. */
static gboolean
read_cell_number (const char **p,
                  int         *number)
{
  if (!g_ascii_isdigit (**p))
    return FALSE;
  *number = 0;
  for (; g_ascii_isdigit (**p); (*p)++)
    if (*number <= MAX_CELL_NUMBER)
      *number = *number * 10 + (**p - '0');
  return TRUE;
}

/* "r3c5" of a size×size board into its cell (row * size + column). */
static gboolean
parse_cell_word (const char *word,
                 int         size,
                 int        *cell)
{
  const char *p = word;
  int row, col;

  if (*p++ != 'r' || !read_cell_number (&p, &row) || *p++ != 'c' || !read_cell_number (&p, &col)
      || *p != '\0' || row < 1 || col < 1 || row > size || col > size)
    return FALSE;
  *cell = (row - 1) * size + col - 1;
  return TRUE;
}

/* "r3c1 r2c1" into cells of a size×size board. */
static gboolean
parse_cells (Parser      *parser,
             const char  *attribute,
             const char  *value,
             int          size,
             GArray      *cells,
             GError     **error)
{
  g_auto(GStrv) words = g_strsplit_set (value, " \t\n,", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      int cell;

      if (words[i][0] == '\0')
        continue;
      if (!parse_cell_word (words[i], size, &cell))
        {
          set_error (parser, error,
                     /* Translators: the first %s is an attribute's name, the
                      * second a word of it; %d is the board's size */
                     _("%s: “%s” is not a cell of the %d×%d board (write r3c5 for row 3, column 5)"),
                     attribute, words[i], size, size);
          return FALSE;
        }
      g_array_append_val (cells, cell);
    }
  return TRUE;
}
static const char *
current (GMarkupParseContext *context)
{
  return g_markup_parse_context_get_element (context);
}

static const char *
parent (GMarkupParseContext *context)
{
  const GSList *stack = g_markup_parse_context_get_element_stack (context);

  return stack != NULL && stack->next != NULL ? stack->next->data : NULL;
}

static gboolean
start_step (Parser       *parser,
            const char  **names,
            const char  **values,
            GError      **error)
{
  const char *puzzle = NULL, *method = NULL, *moment = NULL, *highlight = NULL, *related = NULL;
  g_autoptr(GError) moment_error = NULL;
  int size;

  if (!g_markup_collect_attributes ("step", names, values, error,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "puzzle", &puzzle,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "method", &method,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "moment", &moment,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "highlight", &highlight,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "related", &related,
                                    G_MARKUP_COLLECT_INVALID))
    return FALSE;

  parser->step_place = place (parser);
  parser->step_text = g_string_new (NULL);
  parser->step_highlight = g_array_new (FALSE, FALSE, sizeof (int));
  parser->step_related = g_array_new (FALSE, FALSE, sizeof (int));
  parser->step_moment = (FutoshikiLessonMoment) { FUTOSHIKI_LESSON_MOMENT_START, 0, -1, -1, -1 };

  if (puzzle == NULL)
    {
      if (method != NULL || moment != NULL || highlight != NULL || related != NULL)
        {
          set_error (parser, error, _("a step needs a puzzle=\"…\" to record a method, "
                                      "jump to a moment or highlight cells"));
          return FALSE;
        }
      return TRUE;
    }
  parser->step_puzzle = g_hash_table_lookup (parser->puzzles, puzzle);
  if (parser->step_puzzle == NULL)
    {
      set_error (parser, error, _("no puzzle with id “%s” comes before this step"), puzzle);
      return FALSE;
    }
  size = _futoshiki_lesson_puzzle_get (parser->step_puzzle)->size;
  if (method != NULL && futo_algorithm_find (method) == NULL)
    {
      set_error (parser, error, _("there is no method “%s” (futoshiki algorithms lists them)"), method);
      return FALSE;
    }
  if (moment != NULL && method == NULL)
    {
      set_error (parser, error, _("a moment needs a method=\"…\" whose run it is in"));
      return FALSE;
    }
  if (method != NULL)
    {
      parser->step_method = g_strdup (method);
      parser->step_moment_text = g_strdup (moment != NULL ? moment : "start");
      if (!futoshiki_lesson_moment_parse (parser->step_moment_text, &parser->step_moment, &moment_error))
        {
          set_error (parser, error, "%s", moment_error->message);
          return FALSE;
        }
      if (parser->step_moment.row >= size || parser->step_moment.col >= size)
        {
          set_error (parser, error, _("moment “%s”: the cell is outside the %d×%d board"), moment, size, size);
          return FALSE;
        }
    }
  if (highlight != NULL && !parse_cells (parser, "highlight", highlight, size, parser->step_highlight, error))
    return FALSE;
  if (related != NULL && !parse_cells (parser, "related", related, size, parser->step_related, error))
    return FALSE;
  return TRUE;
}


/* Keeps the puzzle of game (which it frees) under the element's id. */
static void
add_puzzle (Parser   *parser,
            FutoGame *game)
{
  g_hash_table_insert (parser->puzzles, g_strdup (parser->puzzle_id),
                       _futoshiki_lesson_puzzle_new (futo_puzzle_copy (game->puzzle)));
  futo_game_free (game);
}

/* Where file_name really is, symlinks resolved, when that is beside the
 * lesson or below its folder (itself resolved); else NULL with a
 * sentence. A lesson is handed around by teachers: it must not read
 * /etc/passwd, a device or another user's files for whoever opens it. */
static char *
confined_path (Parser      *parser,
               const char  *file_name,
               GError     **error)
{
  g_autofree char *dir_path = NULL;
  g_autofree char *dir_real = NULL;
  g_autofree char *joined = NULL;
  g_autofree char *real = NULL;
  gsize dir_length;

  if (g_path_is_absolute (file_name))
    {
      set_error (parser, error, _("the puzzle file “%s” is named from the root; name it from the lesson's "
                                  "folder, as “puzzle.txt” or “puzzles/puzzle.txt”"), file_name);
      return NULL;
    }
  dir_path = g_file_get_path (parser->base_dir);
  if (dir_path != NULL)
    dir_real = realpath (dir_path, NULL);
  if (dir_real == NULL)
    {
      set_error (parser, error, _("this lesson has no folder to read the puzzle file “%s” from"), file_name);
      return NULL;
    }
  joined = g_build_filename (dir_real, file_name, NULL);
  real = realpath (joined, NULL);
  if (real == NULL)
    {
      int saved_errno = errno;

      set_error (parser, error, _("the puzzle file “%s” cannot be read: %s"), file_name, g_strerror (saved_errno));
      return NULL;
    }
  /* A prefix of whole components: /lessons is not inside /less. */
  dir_length = strlen (dir_real);
  if (strcmp (dir_real, "/") != 0
      && !(strncmp (real, dir_real, dir_length) == 0 && (real[dir_length] == '/' || real[dir_length] == '\0')))
    {
      set_error (parser, error, _("the puzzle file “%s” lies outside the lesson's folder; a lesson reads only "
                                  "puzzles beside it or in folders below it"), file_name);
      return NULL;
    }
  return g_steal_pointer (&real);
}

static gboolean
read_puzzle_file (Parser      *parser,
                  const char  *file_name,
                  GError     **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) load_error = NULL;
  g_autoptr(GBytes) contents = NULL;
  g_autofree char *path = NULL;
  FutoError futo_error;
  FutoGame *game;
  gsize length = 0;
  const char *bytes;

  if (parser->base_dir == NULL)
    {
      set_error (parser, error, _("this lesson has no folder to read the puzzle file “%s” from"), file_name);
      return FALSE;
    }
  path = confined_path (parser, file_name, error);
  if (path == NULL)
    return FALSE;
  file = g_file_new_for_path (path);
  contents = futoshiki_file_read_bounded (file, FUTOSHIKI_PUZZLE_FILE_MAX_BYTES, NULL, &load_error);
  if (contents == NULL)
    {
      set_error (parser, error, _("the puzzle file “%s” cannot be read: %s"), file_name, load_error->message);
      return FALSE;
    }
  bytes = g_bytes_get_data (contents, &length);
  game = futo_game_read_any (bytes, length, NULL, &futo_error);
  if (game == NULL)
    {
      g_autofree char *where = futoshiki_error_describe (&futo_error);

      set_error (parser, error, _("the puzzle file “%s” is not a puzzle: %s"), file_name, where);
      return FALSE;
    }
  add_puzzle (parser, game);
  return TRUE;
}

static gboolean
start_puzzle (Parser       *parser,
              const char  **names,
              const char  **values,
              GError      **error)
{
  const char *id = NULL, *file = NULL;
  int column;

  if (!g_markup_collect_attributes ("puzzle", names, values, error,
                                    G_MARKUP_COLLECT_STRING, "id", &id,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "file", &file,
                                    G_MARKUP_COLLECT_INVALID))
    return FALSE;
  if (g_hash_table_contains (parser->puzzles, id))
    {
      set_error (parser, error, _("a second puzzle with id “%s”"), id);
      return FALSE;
    }
  parser->puzzle_id = g_strdup (id);
  parser->puzzle_from_file = file != NULL;
  /* The text's first line is the one the start tag ends on: GMarkup
   * stands just past its ">". */
  line_column_at (parser, markup_offset (parser) - 1, &parser->text_line, &column);
  if (file != NULL)
    return read_puzzle_file (parser, file, error);
  return TRUE;
}

/* Which element may stand inside which. */
static gboolean
allowed_in (const char *element,
            const char *container)
{
  static const char * const pairs[][2] = {
    { "title", "lesson" }, { "summary", "lesson" }, { "puzzle", "lesson" }, { "step", "lesson" },
    { "title", "step" }, { "p", "step" },
  };

  if (container == NULL)
    return strcmp (element, "lesson") == 0;
  for (gsize i = 0; i < G_N_ELEMENTS (pairs); i++)
    if (strcmp (element, pairs[i][0]) == 0 && strcmp (container, pairs[i][1]) == 0)
      return TRUE;
  return FALSE;
}

static void
read_start (GMarkupParseContext  *context,
            const char           *element,
            const char          **names,
            const char          **values,
            Parser               *parser,
            GError              **error)
{
  const char *container = parent (context);

  if (!allowed_in (element, container))
    {
      if (container == NULL)
        set_error (parser, error, _("a lesson file starts with <lesson>, not <%s>"), element);
      else
        set_error (parser, error, _("<%s> cannot stand inside <%s>"), element, container);
      return;
    }
  g_string_truncate (parser->text, 0);
  parser->text_line = 0;

  if (strcmp (element, "lesson") == 0)
    {
      const char *version = NULL;

      /* GMarkup reads on after the root ends; a second one would be
       * merged into the first without a word. */
      if (parser->seen_root)
        {
          set_error (parser, error, _("a lesson file holds one <lesson>; a second one starts here"));
          return;
        }
      parser->seen_root = TRUE;
      if (!g_markup_collect_attributes (element, names, values, error,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "version", &version,
                                        G_MARKUP_COLLECT_INVALID))
        return;
      if (version != NULL && strcmp (version, "1") != 0)
        set_error (parser, error, _("this app reads lessons of version 1, not “%s”"), version);
    }
  else if (strcmp (element, "step") == 0)
    start_step (parser, names, values, error);
  else if (strcmp (element, "puzzle") == 0)
    start_puzzle (parser, names, values, error);
  else if (!g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_INVALID, NULL))
    return;
  else if (strcmp (element, "title") == 0
           && ((strcmp (container, "lesson") == 0 && parser->lesson->title != NULL)
               || (strcmp (container, "step") == 0 && (parser->step_title != NULL || parser->step_text->len > 0))))
    set_error (parser, error, _("one <title> only, before the paragraphs"));
  else if (strcmp (element, "summary") == 0 && parser->seen_summary)
    set_error (parser, error, _("one <summary> only"));
}

static void
start_element (GMarkupParseContext  *context,
               const char           *element,
               const char          **names,
               const char          **values,
               gpointer              data,
               GError              **error)
{
  Parser *parser = data;
  const char *from = parser->data + parser->scan;
  /* Nothing but text, which never holds a "<", stands between the last
   * callback and this element's "<". */
  const char *open = memchr (from, '<', parser->length - parser->scan);

  parser->start_place = place_at (parser, open != NULL ? (gsize) (open - parser->data) : parser->scan);
  read_start (context, element, names, values, parser, error);
  g_clear_pointer (&parser->start_place, g_free);
  parser->scan = markup_offset (parser);
}

/* The inline puzzle's lines without their common indent (given back in
 * indent, for the columns of its errors), so that it can be indented with
 * the file. */
static char *
dedent (const char *text,
        gsize      *indent_out)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  gsize indent = G_MAXSIZE;
  GString *out = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      gsize spaces = strspn (lines[i], " \t");

      if (lines[i][spaces] != '\0' && lines[i][spaces] != '\r')
        indent = MIN (indent, spaces);
    }
  for (guint i = 0; lines[i] != NULL; i++)
    {
      gsize length = strlen (lines[i]);

      g_string_append (out, length > indent ? lines[i] + indent : "");
      g_string_append_c (out, '\n');
    }
  *indent_out = indent == G_MAXSIZE ? 0 : indent;
  return g_string_free (out, FALSE);
}

static void
end_puzzle (Parser  *parser,
            GError **error)
{
  g_autofree char *text = NULL;
  FutoError futo_error;
  FutoGame *game;
  gsize indent = 0;

  if (parser->puzzle_from_file)
    {
      if (strspn (parser->text->str, " \t\r\n") != parser->text->len)
        set_error (parser, error, _("a puzzle read from a file has no text of its own"));
      return;
    }
  text = dedent (parser->text->str, &indent);
  game = futo_game_read_any (text, strlen (text), NULL, &futo_error);
  if (game == NULL)
    {
      /* The line inside the element, counted in the file; a puzzle that
       * ends too soon is told so on the line after its last, which in the
       * file is the one its </puzzle> stands on at most. */
      int line = futo_error.line > 0 ? parser->text_line + futo_error.line - 1 : parser->text_line;
      int end_line, end_column;

      line_column_at (parser, markup_offset (parser), &end_line, &end_column);
      line = MIN (line, end_line);
      g_autofree char *why = futoshiki_error_message (&futo_error);
      /* The column in the file, its indent put back (spaces and tabs, one
       * character each). */
      int column = futo_error.column > 0 ? futo_error.column + (int) MIN (indent, 1000) : 1;
      g_autofree char *where = g_strdup_printf ("%s:%d:%d", parser->name, line, column);
      /* Translators: the puzzle "id" is not a puzzle: why */
      g_autofree char *message = g_strdup_printf (_("the puzzle “%s” cannot be read: %s"), parser->puzzle_id, why);

      set_error_at (error, FUTOSHIKI_LESSON_ERROR_CONTENT, where, message);
      return;
    }
  add_puzzle (parser, game);
}

static void
clear_step (Parser *parser)
{
  g_clear_pointer (&parser->step_title, g_free);
  if (parser->step_text != NULL)
    g_string_free (parser->step_text, TRUE);
  parser->step_text = NULL;
  parser->step_puzzle = NULL;
  g_clear_pointer (&parser->step_method, g_free);
  g_clear_pointer (&parser->step_moment_text, g_free);
  g_clear_pointer (&parser->step_highlight, g_array_unref);
  g_clear_pointer (&parser->step_related, g_array_unref);
  g_clear_pointer (&parser->step_place, g_free);
}

static void
read_end (GMarkupParseContext  *context,
          const char           *element,
          Parser               *parser,
          GError              **error)
{
  const char *container = parent (context);
  g_autofree char *text = NULL;

  if (strcmp (element, "puzzle") == 0)
    {
      end_puzzle (parser, error);
      g_clear_pointer (&parser->puzzle_id, g_free);
      return;
    }
  if (strcmp (element, "step") == 0)
    {
      if (parser->step_text->len == 0)
        {
          /* Blamed on the step itself, not on what follows it. */
          parser->start_place = g_strdup (parser->step_place);
          set_error (parser, error, _("a step needs at least one <p>"));
          g_clear_pointer (&parser->start_place, g_free);
          return;
        }
      g_ptr_array_add (parser->lesson->steps,
                       _futoshiki_lesson_step_new (parser->step_title, parser->step_text->str, parser->step_puzzle,
                                                   parser->step_method, &parser->step_moment,
                                                   parser->step_moment_text, parser->step_highlight,
                                                   parser->step_related, parser->step_place));
      clear_step (parser);
      return;
    }
  if (strcmp (element, "lesson") == 0)
    {
      if (parser->lesson->title == NULL)
        set_error (parser, error, _("a lesson needs a <title>"));
      else if (parser->lesson->steps->len == 0)
        set_error (parser, error, _("a lesson needs at least one <step>"));
      return;
    }

  text = translate (parser->text->str);
  if (text[0] == '\0')
    {
      set_error (parser, error, _("<%s> is empty"), element);
      return;
    }
  if (strcmp (element, "p") == 0)
    {
      if (parser->step_text->len > 0)
        g_string_append (parser->step_text, "\n\n");
      g_string_append (parser->step_text, text);
    }
  else if (strcmp (element, "title") == 0 && strcmp (container, "step") == 0)
    parser->step_title = g_steal_pointer (&text);
  else if (strcmp (element, "title") == 0)
    parser->lesson->title = g_steal_pointer (&text);
  else if (strcmp (element, "summary") == 0)
    {
      parser->lesson->summary = g_steal_pointer (&text);
      parser->seen_summary = TRUE;
    }
}

static void
end_element (GMarkupParseContext  *context,
             const char           *element,
             gpointer              data,
             GError              **error)
{
  Parser *parser = data;

  read_end (context, element, parser, error);
  parser->scan = markup_offset (parser);
}

static void
text_cb (GMarkupParseContext  *context,
         const char           *text,
         gsize                 length,
         gpointer              data,
         GError              **error)
{
  Parser *parser = data;
  const char *element = current (context);

  if (element != NULL && (strcmp (element, "lesson") == 0 || strcmp (element, "step") == 0))
    {
      gsize blank = strspn (text, " \t\r\n");

      if (blank < length)
        {
          /* Told where the stray text starts in the file (GMarkup has
           * read to its end, and entities make it shorter than it was). */
          gsize start = parser->scan + strspn (parser->data + parser->scan, " \t\r\n");

          parser->start_place = place_at (parser, start);
          set_error (parser, error, _("text inside <%s> belongs in a <%s>"), element,
                     strcmp (element, "step") == 0 ? "p" : "summary");
          g_clear_pointer (&parser->start_place, g_free);
          return;
        }
    }
  else
    g_string_append_len (parser->text, text, length);
  parser->scan = markup_offset (parser);
}

/* Comments and processing instructions (the <?xml …?> line) are passed
 * over; CDATA would be text GMarkup hands here instead of to text_cb, so
 * it would vanish: refused where it starts. */
static void
passthrough_cb (GMarkupParseContext  *context,
                const char           *text,
                gsize                 length,
                gpointer              data,
                GError              **error)
{
  Parser *parser = data;

  if (length >= 9 && strncmp (text, "<![CDATA[", 9) == 0)
    {
      const char *from = parser->data + parser->scan;
      const char *open = memchr (from, '<', parser->length - parser->scan);

      parser->start_place = place_at (parser, open != NULL ? (gsize) (open - parser->data) : parser->scan);
      set_error (parser, error, _("CDATA sections are not read in a lesson; write the text as it is, "
                                  "with &lt; for < and &amp; for &"));
      g_clear_pointer (&parser->start_place, g_free);
      return;
    }
  parser->scan = markup_offset (parser);
}

static const GMarkupParser markup_parser = {
  start_element, end_element, text_cb, passthrough_cb, NULL,
};

/* The first byte that is no character of UTF-8, or a NUL (which would cut
 * a C string short and make "a.txt\0../../etc/passwd" read as "a.txt"),
 * refused before GMarkup, whose messages would quote them. */
static gboolean
check_characters (Parser  *parser,
                  GError **error)
{
  const char *bad = NULL;
  g_autofree char *where = NULL;

  if (g_utf8_validate_len (parser->data, parser->length, &bad))
    return TRUE;
  where = place_at (parser, bad - parser->data);
  set_error_at (error, FUTOSHIKI_LESSON_ERROR_SYNTAX, where,
                *bad == '\0' ? _("a NUL byte; a lesson is text")
                             : _("this is not UTF-8; a lesson is a text file in UTF-8"));
  return FALSE;
}

FutoshikiLesson *
futoshiki_lesson_new_from_data (const char  *data,
                                gssize       length,
                                const char  *name,
                                GFile       *base_dir,
                                GError     **error)
{
  g_autoptr(FutoshikiLesson) lesson = g_object_new (FUTOSHIKI_TYPE_LESSON, NULL);
  g_autoptr(GError) local_error = NULL;
  g_autofree char *valid_name = NULL;
  Parser parser = { 0 };
  gboolean ok;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (base_dir == NULL || G_IS_FILE (base_dir), NULL);

  valid_name = g_utf8_make_valid (name, -1);
  parser.length = length >= 0 ? (gsize) length : strlen (data);
  parser.data = data;
  /* A byte-order mark, as some editors write, is no part of the text; the
   * first line still begins after it. */
  if (parser.length >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    {
      parser.data += 3;
      parser.length -= 3;
    }
  parser.name = valid_name;
  parser.base_dir = base_dir;
  parser.lesson = lesson;
  parser.markup_line = 1;
  parser.found_line = 1;
  parser.found_column = 1;
  parser.puzzles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                          (GDestroyNotify) _futoshiki_lesson_puzzle_unref);
  parser.text = g_string_new (NULL);
  parser.context = g_markup_parse_context_new (&markup_parser, 0, &parser, NULL);
  ok = check_characters (&parser, error);
  if (ok)
    {
      ok = g_markup_parse_context_parse (parser.context, parser.data, parser.length, &local_error)
           && g_markup_parse_context_end_parse (parser.context, &local_error);
      if (!ok && local_error->domain != FUTOSHIKI_LESSON_ERROR)
        {
          /* GMarkup's own sentence (bad XML, an unknown attribute) with the
           * place in the form every other error has. */
          g_autofree char *where = place (&parser);

          set_error_at (error, FUTOSHIKI_LESSON_ERROR_SYNTAX, where, local_error->message);
        }
      else if (!ok)
        g_propagate_error (error, g_steal_pointer (&local_error));
      /* Comments and processing instructions alone are well-formed to
       * GMarkup, and would make a lesson of nothing. */
      if (ok && !parser.seen_root)
        {
          set_error (&parser, error, _("there is no <lesson> in this file"));
          ok = FALSE;
        }
    }

  clear_step (&parser);
  g_free (parser.start_place);
  g_free (parser.puzzle_id);
  g_string_free (parser.text, TRUE);
  g_hash_table_unref (parser.puzzles);
  g_markup_parse_context_free (parser.context);
  return ok ? g_steal_pointer (&lesson) : NULL;
}

FutoshikiLesson *
futoshiki_lesson_new_from_file (GFile         *file,
                                GCancellable  *cancellable,
                                GError       **error)
{
  g_autoptr(GBytes) contents = NULL;
  g_autofree char *name = NULL;
  g_autofree char *basename = NULL;
  g_autoptr(GFile) dir = NULL;
  FutoshikiLesson *lesson;
  gsize length = 0;
  const char *data;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  contents = futoshiki_file_read_bounded (file, FUTOSHIKI_LESSON_FILE_MAX_BYTES, cancellable, error);
  if (contents == NULL)
    return NULL;
  data = g_bytes_get_data (contents, &length);
  /* The name in messages: the file's, which may hold bytes that are not
   * UTF-8 (new_from_data mends them). */
  basename = g_file_get_basename (file);
  name = g_filename_display_name (basename);
  dir = g_file_get_parent (file);
  lesson = futoshiki_lesson_new_from_data (data != NULL ? data : "", length, name, dir, error);
  if (lesson != NULL)
    lesson->file = g_object_ref (file);
  return lesson;
}
const char *
futoshiki_lesson_get_title (FutoshikiLesson *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_LESSON (self), NULL);
  return self->title;
}

const char *
futoshiki_lesson_get_summary (FutoshikiLesson *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_LESSON (self), NULL);
  return self->summary != NULL ? self->summary : "";
}

GFile *
futoshiki_lesson_get_file (FutoshikiLesson *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_LESSON (self), NULL);
  return self->file;
}

guint
futoshiki_lesson_get_n_steps (FutoshikiLesson *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_LESSON (self), 0);
  return self->steps->len;
}

FutoshikiLessonStep *
futoshiki_lesson_get_step (FutoshikiLesson *self,
                           guint      index)
{
  g_return_val_if_fail (FUTOSHIKI_IS_LESSON (self), NULL);
  g_return_val_if_fail (index < self->steps->len, NULL);
  return g_ptr_array_index (self->steps, index);
}

const char *
futoshiki_lesson_get_shipped_dir (void)
{
  const char *dir = g_getenv ("FUTOSHIKI_LAB_LESSONDIR");

  return dir != NULL && dir[0] != '\0' ? dir : LESSONDIR;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

GPtrArray *
futoshiki_lesson_list_shipped (void)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GDir) dir = g_dir_open (futoshiki_lesson_get_shipped_dir (), 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (dir == NULL)
    return files;
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".lesson"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    g_ptr_array_add (files, g_file_new_build_filename (futoshiki_lesson_get_shipped_dir (),
                                                       (const char *) g_ptr_array_index (names, i), NULL));
  return files;
}

static void
futoshiki_lesson_dispose (GObject *object)
{
  FutoshikiLesson *self = FUTOSHIKI_LESSON (object);

  g_clear_object (&self->file);
  g_ptr_array_set_size (self->steps, 0);

  G_OBJECT_CLASS (futoshiki_lesson_parent_class)->dispose (object);
}

static void
futoshiki_lesson_finalize (GObject *object)
{
  FutoshikiLesson *self = FUTOSHIKI_LESSON (object);

  g_free (self->title);
  g_free (self->summary);
  g_ptr_array_unref (self->steps);

  G_OBJECT_CLASS (futoshiki_lesson_parent_class)->finalize (object);
}

static void
futoshiki_lesson_class_init (FutoshikiLessonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = futoshiki_lesson_dispose;
  object_class->finalize = futoshiki_lesson_finalize;
}

static void
futoshiki_lesson_init (FutoshikiLesson *self)
{
  self->steps = g_ptr_array_new_with_free_func (g_object_unref);
}
