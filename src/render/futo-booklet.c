/* futo-booklet.c: puzzles laid out W × H to a page, then their solutions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <cairo-pdf.h>
#include <glib.h>

#include "futo-booklet.h"
#include "futo-export-private.h"

#define MM FUTO_POINTS_PER_MM
#define MARGIN              (15.0 * MM)
#define GUTTER              (8.0 * MM)
#define HEADING_SIZE        14.0
#define LABEL_SIZE          10.0
#define SOLUTION_LABEL_SIZE 8.0
#define FOOTER_SIZE         9.0
/* Labels shrink to fit a narrow slot down to this, then are cut short. */
#define MIN_LABEL_SIZE      6.0
/* Solutions shrink to twice as many boards a side only while a cell stays
 * this large: smaller digits are no help to anyone checking an answer. */
#define MIN_SOLUTION_CELL   (3.0 * MM)
/* Below this a board is not worth printing: the page is too small. */
#define MIN_BOARD           (20.0 * MM)

typedef struct
{
  FutoPuzzle *puzzle;
  uint8_t    *solution;   /* NULL: none known */
  char       *difficulty; /* NULL: not said */
} Entry;

/* How boards sit on one kind of page. */
typedef struct
{
  int    columns;
  int    rows;
  double gutter;
  double label_size;
  double label_height;
  double slot_width;
  double slot_height;
  double board;        /* the side of every board */
} Grid;

struct _FutoBooklet
{
  FutoBookletOptions options; /* title and subject point at the copies below */
  char              *title;
  char              *subject;
  FutoRenderStyle    style;
  double             heading_height; /* the band above the boards, with its spacing */
  GPtrArray         *entries;        /* of Entry */
  int                max_size;       /* of every puzzle added */
};

void
futo_render_booklet_options_init (FutoBookletOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  futo_render_paper_size ("a4", &options->page_width, &options->page_height);
  options->columns = 2;
  options->rows = 3;
  options->solutions = true;
}

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  futo_puzzle_free (entry->puzzle);
  free (entry->solution);
  g_free (entry->difficulty);
  g_free (entry);
}

/* Lays out columns × rows slots in the page's content area. */
static void
grid_init (const FutoBooklet *booklet,
           Grid              *grid,
           int                columns,
           int                rows,
           double             gutter,
           double             label_size)
{
  double width = booklet->options.page_width - 2 * MARGIN;
  double height = booklet->options.page_height - 2 * MARGIN - booklet->heading_height;

  grid->columns = columns;
  grid->rows = rows;
  grid->gutter = gutter;
  grid->label_size = label_size;
  _futo_render_export_text_measure (&booklet->style, "Puzzle 0 · 0×0", label_size, true,
                                    0, NULL, &grid->label_height);
  grid->slot_width = (width - (columns - 1) * gutter) / columns;
  grid->slot_height = (height - (rows - 1) * gutter) / rows;
  grid->board = MIN (grid->slot_width,
                     grid->slot_height - grid->label_height * 1.3);
}

static void
puzzle_grid (const FutoBooklet *booklet,
             Grid              *grid)
{
  grid_init (booklet, grid, booklet->options.columns, booklet->options.rows,
             GUTTER, LABEL_SIZE);
}

/* Twice as many boards a side as the puzzle pages when their cells stay
 * readable, otherwise as many but with smaller labels. */
static void
solution_grid (const FutoBooklet *booklet,
               Grid              *grid)
{
  double units = _futo_render_export_board_units (MAX (booklet->max_size, FUTO_MIN_SIZE), false);

  grid_init (booklet, grid, 2 * booklet->options.columns, 2 * booklet->options.rows,
             GUTTER / 2, SOLUTION_LABEL_SIZE);
  if (grid->board / units >= MIN_SOLUTION_CELL)
    return;
  grid_init (booklet, grid, booklet->options.columns, booklet->options.rows,
             GUTTER, SOLUTION_LABEL_SIZE);
}

FutoBooklet *
futo_render_booklet_new (const FutoBookletOptions *options)
{
  FutoBooklet *booklet;
  Grid grid;

  g_return_val_if_fail (options != NULL, NULL);

  if (options->columns < 1 || options->columns > FUTO_BOOKLET_MAX_PER_SIDE
      || options->rows < 1 || options->rows > FUTO_BOOKLET_MAX_PER_SIDE
      || !(options->page_width > 0) || !(options->page_height > 0))
    return NULL;

  booklet = g_new0 (FutoBooklet, 1);
  booklet->options = *options;
  booklet->title = g_strdup (options->title);
  booklet->subject = g_strdup (options->subject);
  booklet->options.title = booklet->title;
  booklet->options.subject = booklet->subject;
  booklet->entries = g_ptr_array_new_with_free_func (entry_free);
  _futo_render_export_style_init (&booklet->style, false, options->monochrome);
  _futo_render_export_text_measure (&booklet->style, "Solutions", HEADING_SIZE, true, 0,
                                    NULL, &booklet->heading_height);
  booklet->heading_height += HEADING_SIZE * 0.8;

  puzzle_grid (booklet, &grid);
  if (grid.board < MIN_BOARD)
    {
      futo_render_booklet_free (booklet);
      return NULL;
    }
  return booklet;
}

void
futo_render_booklet_free (FutoBooklet *booklet)
{
  if (booklet == NULL)
    return;
  g_ptr_array_unref (booklet->entries);
  g_free (booklet->title);
  g_free (booklet->subject);
  g_free (booklet);
}

void
futo_render_booklet_add (FutoBooklet      *booklet,
                         const FutoPuzzle *puzzle,
                         const uint8_t    *solution,
                         const char       *difficulty)
{
  Entry *entry;

  g_return_if_fail (booklet != NULL);
  g_return_if_fail (puzzle != NULL);

  entry = g_new0 (Entry, 1);
  entry->puzzle = futo_puzzle_copy (puzzle);
  if (entry->puzzle == NULL)
    g_error ("futo_render_booklet_add: out of memory");
  if (solution != NULL)
    {
      size_t cells = (size_t) puzzle->size * puzzle->size;

      entry->solution = malloc (cells);
      if (entry->solution == NULL)
        g_error ("futo_render_booklet_add: out of memory");
      memcpy (entry->solution, solution, cells);
    }
  entry->difficulty = difficulty != NULL && difficulty[0] != '\0' ? g_strdup (difficulty) : NULL;
  g_ptr_array_add (booklet->entries, entry);
  booklet->max_size = MAX (booklet->max_size, puzzle->size);
}

int
futo_render_booklet_get_n_puzzles (const FutoBooklet *booklet)
{
  g_return_val_if_fail (booklet != NULL, 0);
  return (int) booklet->entries->len;
}

static int
pages_for (int n,
           int per_page)
{
  return (n + per_page - 1) / per_page;
}

static int
puzzle_pages (const FutoBooklet *booklet)
{
  return pages_for (booklet->entries->len, booklet->options.columns * booklet->options.rows);
}

int
futo_render_booklet_get_solutions_per_page (const FutoBooklet *booklet)
{
  Grid grid;

  g_return_val_if_fail (booklet != NULL, 0);
  solution_grid (booklet, &grid);
  return grid.columns * grid.rows;
}

int
futo_render_booklet_get_n_pages (const FutoBooklet *booklet)
{
  g_return_val_if_fail (booklet != NULL, 0);

  if (!booklet->options.solutions)
    return puzzle_pages (booklet);
  return puzzle_pages (booklet)
         + pages_for (booklet->entries->len, futo_render_booklet_get_solutions_per_page (booklet));
}

static void
set_color (cairo_t         *cr,
           const FutoColor *color,
           double           alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

/* "Puzzle 7 · 7×7 · hard" over a puzzle, "Puzzle 7" over its solution. */
static char *
slot_label (const Entry *entry,
            int          number,
            bool         solution)
{
  int size = entry->puzzle->size;

  if (solution)
    return entry->solution != NULL ? g_strdup_printf ("Puzzle %d", number)
                                   : g_strdup_printf ("Puzzle %d · no solution", number);
  if (entry->difficulty != NULL)
    return g_strdup_printf ("Puzzle %d · %d×%d · %s", number, size, size, entry->difficulty);
  return g_strdup_printf ("Puzzle %d · %d×%d", number, size, size);
}

/* One puzzle or solution in the slot whose top-left corner is (x, y). */
static void
draw_slot (const FutoBooklet *booklet,
           cairo_t           *cr,
           const Grid        *grid,
           int                index,
           bool               solution,
           double             x,
           double             y)
{
  const Entry *entry = g_ptr_array_index (booklet->entries, index);
  char *label = slot_label (entry, index + 1, solution);
  double size = _futo_render_export_text_fit (&booklet->style, label, grid->label_size, !solution,
                                              grid->slot_width, MIN_LABEL_SIZE);

  set_color (cr, &booklet->style.foreground, 1.0);
  /* A smaller label keeps its baseline near the full-size one's. */
  _futo_render_export_text_draw (cr, &booklet->style, label, size, !solution,
                                 x, y + grid->label_height * (1 - size / grid->label_size) * 0.8,
                                 grid->slot_width);
  g_free (label);
  if (solution && entry->solution == NULL)
    return;
  _futo_render_export_draw_board (cr, &booklet->style, entry->puzzle,
                                  solution ? entry->solution : NULL, NULL,
                                  x + (grid->slot_width - grid->board) / 2,
                                  y + grid->label_height * 1.3, grid->board, false);
}

static void
draw_heading (const FutoBooklet *booklet,
              cairo_t           *cr,
              const char        *text)
{
  if (text == NULL || text[0] == '\0')
    return;
  set_color (cr, &booklet->style.foreground, 1.0);
  _futo_render_export_text_draw (cr, &booklet->style, text, HEADING_SIZE, true, MARGIN, MARGIN,
                                 booklet->options.page_width - 2 * MARGIN);
}

/* The page number, centred in the bottom margin. */
static void
draw_footer (const FutoBooklet *booklet,
             cairo_t           *cr,
             int                page)
{
  char text[32];
  double height;

  g_snprintf (text, sizeof text, "%d", page + 1);
  _futo_render_export_text_measure (&booklet->style, text, FOOTER_SIZE, false, 0, NULL, &height);
  set_color (cr, &booklet->style.foreground, 0.6);
  _futo_render_export_text_draw (cr, &booklet->style, text, FOOTER_SIZE, false, MARGIN,
                                 booklet->options.page_height - (MARGIN + height) / 2,
                                 booklet->options.page_width - 2 * MARGIN);
}

/* Draws the page at the size it was laid out for. */
static void
draw_page_content (const FutoBooklet *booklet,
                   cairo_t           *cr,
                   int                page)
{
  int first_solution_page = puzzle_pages (booklet);
  bool solutions = page >= first_solution_page;
  int first, per_page;
  Grid grid;

  if (solutions)
    solution_grid (booklet, &grid);
  else
    puzzle_grid (booklet, &grid);
  per_page = grid.columns * grid.rows;
  first = (solutions ? page - first_solution_page : page) * per_page;

  draw_heading (booklet, cr, solutions ? "Solutions" : booklet->title);
  for (int i = 0; i < per_page && first + i < (int) booklet->entries->len; i++)
    {
      double x = MARGIN + (i % grid.columns) * (grid.slot_width + grid.gutter);
      double y = MARGIN + booklet->heading_height
                 + (i / grid.columns) * (grid.slot_height + grid.gutter);

      draw_slot (booklet, cr, &grid, first + i, solutions, x, y);
    }
  draw_footer (booklet, cr, page);
}

void
futo_render_booklet_draw_page (const FutoBooklet *booklet,
                               cairo_t           *cr,
                               int                page,
                               double             width,
                               double             height)
{
  double page_width, page_height, scale;

  g_return_if_fail (booklet != NULL);
  g_return_if_fail (cr != NULL);
  g_return_if_fail (page >= 0 && page < futo_render_booklet_get_n_pages (booklet));

  page_width = booklet->options.page_width;
  page_height = booklet->options.page_height;
  scale = MIN (width / page_width, height / page_height);
  if (!(scale > 0))
    return;
  cairo_save (cr);
  cairo_translate (cr, (width - page_width * scale) / 2, (height - page_height * scale) / 2);
  cairo_scale (cr, scale, scale);
  draw_page_content (booklet, cr, page);
  cairo_restore (cr);
}

bool
futo_render_booklet_write_pdf (const FutoBooklet  *booklet,
                               cairo_write_func_t  write,
                               void               *closure,
                               FutoError          *error)
{
  double width, height;
  cairo_surface_t *surface;
  cairo_t *cr;
  int n_pages;

  g_return_val_if_fail (booklet != NULL, false);
  g_return_val_if_fail (write != NULL, false);

  n_pages = futo_render_booklet_get_n_pages (booklet);
  if (n_pages == 0)
    {
      futo_error_set_at (error, 0, 0, "the booklet has no puzzles");
      return false;
    }
  width = booklet->options.page_width;
  height = booklet->options.page_height;
  surface = cairo_pdf_surface_create_for_stream (write, closure, width, height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE,
                                  booklet->title != NULL && booklet->title[0] != '\0'
                                  ? booklet->title : "Futoshiki");
  if (booklet->subject != NULL)
    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_SUBJECT, booklet->subject);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Futoshiki Lab");
  cr = cairo_create (surface);
  for (int page = 0; page < n_pages; page++)
    {
      futo_render_booklet_draw_page (booklet, cr, page, width, height);
      cairo_show_page (cr);
    }
  return _futo_render_export_finish_surface (surface, cr, error);
}

bool
futo_render_booklet_write_pdf_file (const FutoBooklet *booklet,
                                    const char        *path,
                                    FutoError         *error)
{
  FutoFileSink sink;
  bool ok;

  g_return_val_if_fail (booklet != NULL, false);
  g_return_val_if_fail (path != NULL, false);

  if (futo_render_booklet_get_n_pages (booklet) == 0)
    {
      futo_error_set_at (error, 0, 0, "the booklet has no puzzles");
      return false;
    }
  if (!_futo_render_file_sink_open (&sink, path, error))
    return false;
  ok = futo_render_booklet_write_pdf (booklet, _futo_render_file_sink_write, &sink, error);
  return _futo_render_file_sink_finish (&sink, path, ok, error);
}
