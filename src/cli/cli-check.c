/* cli-check.c: the check command: problems first, then uniqueness
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-commands.h"
#include "cli-input.h"
#include "cli-report.h"
#include "cli-run.h"

/* Two boards side by side only while they fit a wide terminal. */
#define SIDE_BY_SIDE_COLUMNS 100
#define GAP "      "

typedef struct
{
  char     **all;   /* every line of the grid text */
  GPtrArray *lines; /* the board rows among them: no comments, size or blank lines */
  size_t     width; /* of the widest row */
} Board;

static void
board_init (Board            *board,
            const FutoPuzzle *puzzle,
            const uint8_t    *values)
{
  char *text = cli_values_grid (puzzle, values);
  bool size_seen = false;

  board->all = g_strsplit (text, "\n", -1);
  free (text);
  board->lines = g_ptr_array_new ();
  board->width = 0;
  for (char **line = board->all; *line != NULL; line++)
    {
      if ((*line)[0] == '\0' || (*line)[0] == '#')
        continue;
      if (!size_seen)
        {
          size_seen = true;
          continue;
        }
      g_ptr_array_add (board->lines, *line);
      board->width = MAX (board->width, strlen (*line));
    }
}

static void
board_clear (Board *board)
{
  g_strfreev (board->all);
  g_ptr_array_unref (board->lines);
}

/* Row i of board, or "" below its last. */
static const char *
board_row (const Board *board,
           guint        i)
{
  return i < board->lines->len ? g_ptr_array_index (board->lines, i) : "";
}

static void
print_two (const FutoPuzzle *puzzle,
           const uint8_t    *first,
           const uint8_t    *second)
{
  Board a, b;

  board_init (&a, puzzle, first);
  board_init (&b, puzzle, second);
  if (a.width + strlen (GAP) + b.width <= SIDE_BY_SIDE_COLUMNS)
    {
      size_t col = a.width > strlen ("solution 1") ? a.width : strlen ("solution 1");

      printf ("%-*s" GAP "%s\n", (int) col, "solution 1", "solution 2");
      for (guint i = 0; i < MAX (a.lines->len, b.lines->len); i++)
        printf ("%-*s" GAP "%s\n", (int) col, board_row (&a, i), board_row (&b, i));
    }
  else
    {
      printf ("solution 1\n");
      for (guint i = 0; i < a.lines->len; i++)
        printf ("%s\n", board_row (&a, i));
      printf ("solution 2\n");
      for (guint i = 0; i < b.lines->len; i++)
        printf ("%s\n", board_row (&b, i));
    }
  board_clear (&a);
  board_clear (&b);
}

static void
print_one (const FutoPuzzle *puzzle,
           const uint8_t    *values)
{
  Board a;

  board_init (&a, puzzle, values);
  for (guint i = 0; i < a.lines->len; i++)
    printf ("%s\n", board_row (&a, i));
  board_clear (&a);
}

static void
print_differences (const FutoPuzzle *puzzle,
                   const uint8_t    *first,
                   const uint8_t    *second)
{
  int n = puzzle->size;
  const char *sep = "they differ at ";

  for (int i = 0; i < n * n; i++)
    if (first[i] != second[i])
      {
        char cell[16];

        printf ("%s%s", sep, futo_cell_name (i / n, i % n, cell, sizeof cell));
        sep = ", ";
      }
  printf ("\n");
}

static JsonArray *
json_differences_new (const FutoPuzzle *puzzle,
                      const uint8_t    *first,
                      const uint8_t    *second)
{
  JsonArray *cells = json_array_new ();
  int n = puzzle->size;

  for (int i = 0; i < n * n; i++)
    if (first[i] != second[i])
      {
        char cell[16];

        json_array_add_string_element (cells, futo_cell_name (i / n, i % n, cell, sizeof cell));
      }
  return cells;
}

/* Status word and exit status of a check from its validation and run. */
static int
verdict (size_t               n_problems,
         const FutoRunResult *result,
         const char         **word)
{
  if (n_problems > 0)
    return *word = "invalid", CLI_EXIT_NO;
  if (result->status == FUTO_STATUS_UNSATISFIABLE)
    return *word = "unsatisfiable", CLI_EXIT_NO;
  if (result->status == FUTO_STATUS_INVALID)
    return *word = "invalid", CLI_EXIT_NO;
  if (result->solution_count >= 2 && result->stored >= 2)
    return *word = "several", CLI_EXIT_NO;
  if (result->status == FUTO_STATUS_SOLVED && result->exhausted && result->stored >= 1)
    return *word = "unique", CLI_EXIT_OK;
  *word = cli_status_word (result->status);
  return CLI_EXIT_LIMIT;
}

static void
print_text (const FutoPuzzle      *puzzle,
            const FutoProblemList *problems,
            const FutoRunResult   *result,
            const char            *word)
{
  if (problems->len == 0)
    printf ("problems: none\n");
  else
    printf ("problems: %zu\n", problems->len);
  for (size_t i = 0; i < problems->len; i++)
    {
      char text[320];

      printf ("%s\n", cli_problem_text (&problems->items[i], text, sizeof text));
    }

  if (strcmp (word, "invalid") == 0)
    printf ("solutions: none (the puzzle is invalid%s%s)\n",
            result->message[0] != '\0' ? ": " : "", result->message);
  else if (strcmp (word, "unsatisfiable") == 0)
    printf ("solutions: none\n");
  else if (strcmp (word, "unique") == 0)
    {
      printf ("solutions: exactly one\n");
      print_one (puzzle, result->solutions[0]);
    }
  else if (strcmp (word, "several") == 0)
    {
      printf ("solutions: several (two of them below)\n");
      print_two (puzzle, result->solutions[0], result->solutions[1]);
      print_differences (puzzle, result->solutions[0], result->solutions[1]);
    }
  else
    printf ("solutions: unknown: the search stopped %s (--max-nodes or --time-limit)\n",
            result->solution_count > 0 ? "after one solution, before proving it unique"
                                       : "before finding any");
}

static void
print_json (const CliOptions      *options,
            const CliInput        *input,
            const FutoProblemList *problems,
            const FutoRunResult   *result,
            const char            *word)
{
  const FutoPuzzle *puzzle = input->game->puzzle;
  bool several = strcmp (word, "several") == 0;
  g_autoptr (JsonObject) json = json_object_new ();

  json_object_set_string_member (json, "status", word);
  json_object_set_string_member (json, "input", input->name);
  json_object_set_int_member (json, "size", puzzle->size);
  json_object_set_boolean_member (json, "valid", problems->len == 0);
  json_object_set_array_member (json, "problems", cli_json_problems_new (problems));
  json_object_set_boolean_member (json, "unique", strcmp (word, "unique") == 0);
  cli_json_object_set_uint_member (json, "solutions", result->solution_count);
  /* Exact unless the search stopped early: at two ("several") or at a limit. */
  json_object_set_boolean_member (json, "exact",
                                  problems->len > 0 || (result->exhausted && !several));
  if (strcmp (word, "unique") == 0)
    json_object_set_array_member (json, "solution",
                                  cli_json_grid_new (puzzle->size, result->solutions[0]));
  if (several)
    {
      const uint8_t *first = result->solutions[0], *second = result->solutions[1];
      JsonArray *examples = json_array_sized_new (2);

      json_array_add_array_element (examples, cli_json_grid_new (puzzle->size, first));
      json_array_add_array_element (examples, cli_json_grid_new (puzzle->size, second));
      json_object_set_array_member (json, "examples", examples);
      json_object_set_array_member (json, "differences",
                                    json_differences_new (puzzle, first, second));
    }
  if (result->message[0] != '\0')
    json_object_set_string_member (json, "message", result->message);
  cli_json_object_set_stats (json, options, &result->stats);
  cli_json_print (json);
}

int
cli_command_check (const CliOptions *options)
{
  FutoProblemList problems = { NULL, 0, 0 };
  FutoRunResult result;
  CliInput input;
  const char *word;
  int status;

  status = cli_require_complete (options);
  if (status != CLI_EXIT_OK)
    return status;
  status = cli_input_load (options, &input);
  if (status != CLI_EXIT_OK)
    return status;
  status = cli_require_mode (options, input.name, input.game->puzzle);
  if (status != CLI_EXIT_OK)
    {
      cli_input_clear (&input);
      return status;
    }

  futo_run_result_init (&result);
  /* Validation problems already rule out every solution; the search would
   * only repeat them as "unsatisfiable". */
  if (futo_puzzle_validate (input.game->puzzle, &problems) == 0)
    cli_run (options, input.game->puzzle, 2, &result);
  status = verdict (problems.len, &result, &word);

  if (options->json)
    print_json (options, &input, &problems, &result, word);
  else
    print_text (input.game->puzzle, &problems, &result, word);

  cli_stats_print (options, &result.stats);
  futo_run_result_clear (&result);
  futo_problem_list_clear (&problems);
  cli_input_clear (&input);
  return status;
}
