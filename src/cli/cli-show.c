/* cli-show.c: the show command: the board drawn with box-drawing characters
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli-commands.h"
#include "cli-input.h"
#include "cli-report.h"
#include "cli-run.h"

/* Adjacent marks are drawn as Unequal draws them, a heavy bar on the border
 * between the two cells: a heavy vertical line between cells of a row, a
 * heavy segment of the rule between rows. */
typedef struct
{
  const char *h, *v;                      /* lines */
  const char *corner[3][3];               /* [top/middle/bottom][left/middle/right] */
  const char *smaller_above, *larger_above;
  const char *empty;
  const char *mark_h, *mark_v;            /* Adjacent marks: between rows, in a row */
} Glyphs;

static const Glyphs unicode_glyphs = {
  "─", "│",
  { { "┌", "┬", "┐" }, { "├", "┼", "┤" }, { "└", "┴", "┘" } },
  "∧", "∨", "·",
  "━", "┃",
};

static const Glyphs ascii_glyphs = {
  "-", "|",
  { { "+", "+", "+" }, { "+", "+", "+" }, { "+", "+", "+" } },
  "^", "v", ".",
  "=", "#",
};

typedef struct
{
  FILE             *out;
  const FutoPuzzle *puzzle;
  const uint8_t    *values; /* what the cells show, 0 = empty */
  const Glyphs     *glyphs;
  int               digits; /* width of the widest value */
  bool              bold;   /* set givens in bold (terminal only) */
} Drawing;

/* A horizontal rule; kind 0 top, 1 between rows (row above given), 2 bottom. */
static void
draw_rule (const Drawing *d,
           int            kind,
           int            row)
{
  int n = d->puzzle->size, width = d->digits + 2;

  fputs (d->glyphs->corner[kind][0], d->out);
  for (int c = 0; c < n; c++)
    {
      FutoRelation rel = kind == 1 ? d->puzzle->down[futo_puzzle_cell (d->puzzle, row, c)]
                                   : FUTO_REL_NONE;

      for (int i = 0; i < width; i++)
        {
          /* The sign sits under the last digit, where a one-digit value is. */
          if (i == width / 2 && rel == FUTO_REL_LESS)
            fputs (d->glyphs->smaller_above, d->out);
          else if (i == width / 2 && rel == FUTO_REL_GREATER)
            fputs (d->glyphs->larger_above, d->out);
          else if (rel == FUTO_REL_ADJACENT)
            fputs (d->glyphs->mark_h, d->out);
          else
            fputs (d->glyphs->h, d->out);
        }
      fputs (c + 1 < n ? d->glyphs->corner[kind][1] : d->glyphs->corner[kind][2], d->out);
    }
  fputc ('\n', d->out);
}

static void
draw_row (const Drawing *d,
          int            row)
{
  int n = d->puzzle->size;

  fputs (d->glyphs->v, d->out);
  for (int c = 0; c < n; c++)
    {
      int cell = futo_puzzle_cell (d->puzzle, row, c);
      int value = d->values[cell];
      bool bold = d->bold && d->puzzle->givens[cell] != 0;

      fputc (' ', d->out);
      if (value == 0)
        fprintf (d->out, "%*s%s", d->digits - 1, "", d->glyphs->empty);
      else
        fprintf (d->out, "%s%*d%s", bold ? "\033[1m" : "", d->digits, value,
                 bold ? "\033[0m" : "");
      fputc (' ', d->out);
      if (c + 1 == n)
        fputs (d->glyphs->v, d->out);
      else if (d->puzzle->right[cell] == FUTO_REL_LESS)
        fputc ('<', d->out);
      else if (d->puzzle->right[cell] == FUTO_REL_GREATER)
        fputc ('>', d->out);
      else if (d->puzzle->right[cell] == FUTO_REL_ADJACENT)
        fputs (d->glyphs->mark_v, d->out);
      else
        fputs (d->glyphs->v, d->out);
    }
  fputc ('\n', d->out);
}

static void
draw (const Drawing *d)
{
  int n = d->puzzle->size;

  draw_rule (d, 0, 0);
  for (int r = 0; r < n; r++)
    {
      draw_row (d, r);
      draw_rule (d, r + 1 < n ? 1 : 2, r);
    }
}

/* The drawing as a malloc'd string, for --json. */
static char *
draw_to_string (Drawing *d)
{
  char *text = NULL;
  size_t len = 0;
  FILE *saved = d->out;

  d->out = open_memstream (&text, &len);
  if (d->out == NULL)
    abort ();
  draw (d);
  fclose (d->out);
  d->out = saved;
  return text;
}

static bool
want_bold (void)
{
  const char *term = getenv ("TERM");

  return isatty (STDOUT_FILENO) && getenv ("NO_COLOR") == NULL
         && term != NULL && strcmp (term, "dumb") != 0;
}

/* Says why there is no solution to draw; returns the exit status. */
static int
report_no_solution (const CliOptions    *options,
                    const CliInput      *input,
                    const FutoRunResult *result)
{
  bool none = result->status == FUTO_STATUS_UNSATISFIABLE
              || result->status == FUTO_STATUS_INVALID;

  if (options->json)
    {
      g_autoptr (JsonObject) json = json_object_new ();

      json_object_set_string_member (json, "status", cli_status_word (result->status));
      json_object_set_string_member (json, "input", input->name);
      json_object_set_null_member (json, "solution");
      if (result->message[0] != '\0')
        json_object_set_string_member (json, "message", result->message);
      cli_json_object_set_stats (json, options, &result->stats);
      cli_json_print (json);
    }
  else if (none)
    cli_note ("%s: the puzzle has no solution to show", input->name);
  else
    cli_note ("%s: stopped before finding a solution%s%s", input->name,
              result->message[0] != '\0' ? ": " : "", result->message);
  return none ? CLI_EXIT_NO : CLI_EXIT_LIMIT;
}

/* Finds the solution for --solution; returns the exit status. */
static int
solve_for_show (const CliOptions *options,
                const CliInput   *input,
                FutoRunResult    *result)
{
  int status = cli_require_mode (options, input->name, input->game->puzzle);

  if (status != CLI_EXIT_OK)
    return status;
  if (cli_reject_invalid (options, input->name, input->game->puzzle))
    return CLI_EXIT_NO;
  cli_run (options, input->game->puzzle, 1, result);
  cli_stats_print (options, &result->stats);
  if (result->status == FUTO_STATUS_SOLVED && result->stored > 0)
    return CLI_EXIT_OK;
  return report_no_solution (options, input, result);
}

/* A title from a file may hold anything; keep terminal controls out. */
static void
print_title (const char *title)
{
  for (const unsigned char *s = (const unsigned char *) title; *s != '\0'; s++)
    putchar (*s < 0x20 || *s == 0x7f ? '?' : *s);
  putchar ('\n');
}

int
cli_command_show (const CliOptions *options)
{
  FutoRunResult result;
  CliInput input;
  Drawing d;
  int status;

  status = cli_input_load (options, &input);
  if (status != CLI_EXIT_OK)
    return status;
  futo_run_result_init (&result);
  if (options->solution)
    status = solve_for_show (options, &input, &result);
  if (status != CLI_EXIT_OK)
    {
      futo_run_result_clear (&result);
      cli_input_clear (&input);
      return status;
    }

  d.out = stdout;
  d.puzzle = input.game->puzzle;
  d.values = options->solution ? result.solutions[0] : d.puzzle->givens;
  d.glyphs = options->ascii ? &ascii_glyphs : &unicode_glyphs;
  d.digits = d.puzzle->size >= 10 ? 2 : 1;
  d.bold = false;
  if (options->json)
    {
      char *board = draw_to_string (&d);
      g_autoptr (JsonObject) json = json_object_new ();

      json_object_set_string_member (json, "status", options->solution ? "solved" : "ok");
      json_object_set_string_member (json, "input", input.name);
      json_object_set_int_member (json, "size", d.puzzle->size);
      json_object_set_string_member (json, "mode", futo_mode_name (d.puzzle->mode));
      json_object_set_string_member (json, "title", input.game->title);
      json_object_set_array_member (json, "givens",
                                    cli_json_grid_new (d.puzzle->size, d.puzzle->givens));
      if (options->solution)
        {
          json_object_set_array_member (json, "solution",
                                        cli_json_grid_new (d.puzzle->size, result.solutions[0]));
          cli_json_object_set_stats (json, options, &result.stats);
        }
      json_object_set_string_member (json, "board", board);
      cli_json_print (json);
      free (board);
    }
  else
    {
      /* Givens stand out from solved values only where bold can be seen. */
      d.bold = options->solution && want_bold ();
      if (input.game->title != NULL)
        print_title (input.game->title);
      draw (&d);
    }

  futo_run_result_clear (&result);
  cli_input_clear (&input);
  return status;
}
