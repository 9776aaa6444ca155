/* cli-generate.c: futoshiki generate — new puzzles at a difficulty
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli-commands.h"
#include "cli-json.h"
#include "cli-report.h"
#include "futo-format.h"
#include "futo-generate.h"

#define DEFAULT_LEVEL "medium"

typedef struct
{
  FutoMode      mode;
  FutoLevel     level;
  FutoClueStyle style;
  uint64_t      seed;
  uint64_t      count;
} Request;

static int
read_request (const CliOptions *options,
              Request          *request)
{
  const char *level = options->difficulty != NULL ? options->difficulty : DEFAULT_LEVEL;
  int low, high;

  if (!options->size_set)
    return cli_fail (options, "generate: missing --size N");
  if (!futo_level_from_id (level, &request->level))
    return cli_fail (options, "generate: unknown difficulty '%s'; use easy, medium, hard, "
                     "extreme or recursive", level);
  request->style = FUTO_STYLE_BALANCED;
  if (options->style != NULL && !futo_style_from_id (options->style, &request->style))
    return cli_fail (options, "generate: unknown style '%s'; use balanced, givens or signs",
                     options->style);
  request->mode = FUTO_MODE_UNEQUAL;
  if (options->mode != NULL && strcmp (options->mode, "adjacent") == 0)
    request->mode = FUTO_MODE_ADJACENT;
  else if (options->mode != NULL && strcmp (options->mode, "unequal") != 0)
    return cli_fail (options, "generate: unknown mode '%s'; use unequal or adjacent",
                     options->mode);
  /* A size no level makes is refused with the sizes the mode (and the
   * style, when one was asked for) offers at all; only a size that the
   * chosen level lacks names the level, and a default says it is one. */
  low = INT_MAX;
  high = 0;
  for (int l = 0; l < FUTO_N_LEVELS; l++)
    {
      int most = futo_generate_mode_max_size (request->mode, (FutoLevel) l);

      for (int s = 0; s < FUTO_N_STYLES; s++)
        {
          int least = futo_generate_mode_min_size (request->mode, (FutoLevel) l, (FutoClueStyle) s);

          if ((options->style != NULL && s != (int) request->style) || least <= 0 || most < least)
            continue;
          low = least < low ? least : low;
          high = most > high ? most : high;
        }
    }
  if (options->size < (uint64_t) low || options->size > (uint64_t) high)
    return cli_fail (options, "generate: %s%s puzzles come in sizes %d to %d, not %" PRIu64,
                     request->mode == FUTO_MODE_ADJACENT ? "Adjacent"
                     : options->style != NULL ? futo_style_id (request->style) : "generated",
                     request->mode == FUTO_MODE_ADJACENT || options->style == NULL ? "" : "-style",
                     low, high, options->size);
  low = futo_generate_mode_min_size (request->mode, request->level, request->style);
  high = futo_generate_mode_max_size (request->mode, request->level);
  if (options->size < (uint64_t) low || options->size > (uint64_t) high)
    {
      bool default_style = options->style == NULL && request->mode != FUTO_MODE_ADJACENT;

      return cli_fail (options, "generate: %s %s puzzles come in sizes %d to %d, not %" PRIu64 "%s%s%s%s",
                       futo_level_id (request->level),
                       request->mode == FUTO_MODE_ADJACENT ? "Adjacent"
                                                           : futo_style_id (request->style),
                       low, high, options->size,
                       options->difficulty == NULL || default_style ? " (" : "",
                       options->difficulty == NULL ? "medium is the default difficulty" : "",
                       options->difficulty == NULL && default_style ? ", " : "",
                       default_style ? (options->difficulty == NULL ? "balanced the default style)"
                                                                    : "balanced is the default style)")
                       : options->difficulty == NULL ? ")" : "");
    }
  /* Without --seed every run differs; the seed is printed so that a puzzle
   * can be made again. */
  request->seed = options->seed_set ? options->seed
                                    : ((uint64_t) time (NULL) * 1000003u) ^ (uint64_t) getpid ();
  request->count = options->count != 0 ? options->count : 1;
  return CLI_EXIT_OK;
}

static void
print_puzzle (const Request            *request,
              uint64_t                  index,
              const FutoPuzzle         *puzzle,
              const FutoGenerateReport *report)
{
  /* The grid format has no Adjacent marks: those puzzles go out as game IDs. */
  bool adjacent = request->mode == FUTO_MODE_ADJACENT;
  char *text = adjacent ? futo_tatham_write (puzzle) : futo_grid_write (puzzle);

  if (index > 0)
    printf ("\n");
  if (adjacent)
    printf ("# Futoshiki Lab puzzle %" PRIu64 ": %d×%d Adjacent, %s, seed %" PRIu64 "\n"
            "# %d %s and %d %s\n",
            index + 1, puzzle->size, puzzle->size, futo_level_id (report->level),
            request->seed + index, report->givens, report->givens == 1 ? "given" : "givens",
            report->signs, report->signs == 1 ? "mark" : "marks");
  else
    printf ("# Futoshiki Lab puzzle %" PRIu64 ": %d×%d, %s, %s style, seed %" PRIu64 "\n"
            "# %d %s and %d %s\n",
            index + 1, puzzle->size, puzzle->size, futo_level_id (report->level),
            futo_style_id (request->style), request->seed + index,
            report->givens, report->givens == 1 ? "given" : "givens",
            report->signs, report->signs == 1 ? "sign" : "signs");
  fputs (text != NULL ? text : "", stdout);
  if (adjacent)
    printf ("\n");
  free (text);
}

static JsonObject *
json_puzzle_new (const Request            *request,
                 uint64_t                  index,
                 const FutoPuzzle         *puzzle,
                 const FutoGenerateReport *report)
{
  char *grid = request->mode == FUTO_MODE_ADJACENT ? NULL : futo_grid_write (puzzle);
  char *id = futo_tatham_write (puzzle);
  JsonObject *json = json_object_new ();

  cli_json_object_set_uint_member (json, "seed", request->seed + index);
  json_object_set_string_member (json, "level", futo_level_id (report->level));
  json_object_set_int_member (json, "givens", report->givens);
  json_object_set_int_member (json, "signs", report->signs);
  cli_json_object_set_double_member (json, "elapsed", report->elapsed);
  if (request->mode != FUTO_MODE_ADJACENT)
    json_object_set_string_member (json, "grid", grid != NULL ? grid : "");
  json_object_set_string_member (json, "game_id", id != NULL ? id : "");
  free (grid);
  free (id);
  return json;
}

static void
print_json (const CliOptions *options,
            const Request    *request,
            JsonArray        *puzzles,
            int               status)
{
  g_autoptr (JsonObject) json = json_object_new ();

  json_object_set_int_member (json, "size", (int) options->size);
  json_object_set_string_member (json, "mode", futo_mode_name (request->mode));
  json_object_set_string_member (json, "style", futo_style_id (request->style));
  json_object_set_array_member (json, "puzzles", json_array_ref (puzzles));
  json_object_set_string_member (json, "status",
                                 status == CLI_EXIT_OK ? "generated" : "exhausted");
  cli_json_print (json);
}

int
cli_command_generate (const CliOptions *options)
{
  FutoGenerateBudget budget = { 0, options->time_limit, NULL };
  g_autoptr (JsonArray) puzzles = json_array_new ();
  Request request;
  int status = read_request (options, &request);

  if (status != CLI_EXIT_OK)
    return status;
  for (uint64_t i = 0; i < request.count && status == CLI_EXIT_OK; i++)
    {
      FutoGenerateReport report;
      FutoPuzzle *puzzle = NULL;
      FutoGenerateStatus made = futo_generate_mode ((int) options->size, request.mode,
                                                    request.level, request.style,
                                                    request.seed + i, &budget, &puzzle, &report);

      if (made == FUTO_GENERATE_OK && options->json)
        json_array_add_object_element (puzzles, json_puzzle_new (&request, i, puzzle, &report));
      else if (made == FUTO_GENERATE_OK)
        {
          /* Each puzzle as soon as it is made; the JSON object is one
           * line, printed whole at the end. */
          print_puzzle (&request, i, puzzle, &report);
          fflush (stdout);
        }
      else
        {
          /* Never an easier puzzle than asked for: say so and stop. */
          cli_note ("generate: no %s %d×%d puzzle with seed %" PRIu64 ": %s",
                    futo_level_id (request.level), (int) options->size, (int) options->size,
                    request.seed + i, report.message);
          status = made == FUTO_GENERATE_EXHAUSTED ? CLI_EXIT_LIMIT : CLI_EXIT_USAGE;
        }
      futo_puzzle_free (puzzle);
    }
  if (options->json)
    print_json (options, &request, puzzles, status);
  return status;
}
