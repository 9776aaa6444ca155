/* cli-booklet.c: the booklet command: many puzzles, and their solutions, as one PDF
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli-commands.h"
#include "futoshiki-error-text.h"
#include "cli-input.h"
#include "cli-json.h"
#include "cli-report.h"
#include "cli-run.h"
#include "futo-booklet.h"
#include "futo-export.h"
#include "futo-generate.h"
#include "futo-grade.h"

/* Far more than anyone prints, small enough to stay a few seconds. */
#define MAX_COUNT 1000
/* A seed whose budget runs out is followed by this many others. */
#define GENERATE_TRIES 4
#define DEFAULT_LEVEL "medium"

typedef struct
{
  FutoBookletOptions layout;
  FutoLevel          level;
  uint64_t           seed;
  char               subject[160];
} Plan;

/* splitmix64: puzzle i of a booklet gets a seed of its own, so that
 * booklets from neighbouring seeds share no puzzle. */
static uint64_t
mix_seed (uint64_t seed,
          uint64_t index)
{
  uint64_t z = seed + (index + 1) * 0x9e3779b97f4a7c15ull;

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* "2x3" (or "2×3"): columns across, rows down. */
static bool
parse_per_page (const char *text,
                int        *columns,
                int        *rows)
{
  char *end;
  long c, r;

  if (text[0] < '1' || text[0] > '9')
    return false;
  c = strtol (text, &end, 10);
  if (*end == 'x' || *end == 'X')
    end += 1;
  else if (strncmp (end, "×", strlen ("×")) == 0)
    end += strlen ("×");
  else
    return false;
  if (*end < '1' || *end > '9')
    return false;
  r = strtol (end, &end, 10);
  if (*end != '\0' || c > FUTO_BOOKLET_MAX_PER_SIDE || r > FUTO_BOOKLET_MAX_PER_SIDE)
    return false;
  *columns = (int) c;
  *rows = (int) r;
  return true;
}

/* Checks what the generated-puzzle mode needs. */
static int
check_generate (const CliOptions *options,
                Plan             *plan)
{
  const char *level = options->difficulty != NULL ? options->difficulty : DEFAULT_LEVEL;
  int max_size;

  if (options->count == 0 || options->size == 0)
    return cli_fail (options, "booklet: give puzzle files, or --count K and --size N "
                     "to generate them");
  if (options->count > MAX_COUNT)
    return cli_fail (options, "booklet: --count must be at most %d", MAX_COUNT);
  if (!futo_level_from_id (level, &plan->level))
    return cli_fail (options, "booklet: unknown difficulty '%s'; use easy, medium, hard, "
                     "extreme or recursive", level);
  max_size = futo_generate_max_size (plan->level);
  if (options->size < FUTO_MIN_SIZE || options->size > (uint64_t) max_size)
    return cli_fail (options, "booklet: --size must be %d to %d for %s puzzles",
                     FUTO_MIN_SIZE, max_size, futo_level_id (plan->level));
  /* Without --seed every booklet differs; the seed goes into the PDF's
   * subject so that one can be made again. */
  plan->seed = options->seed_set ? options->seed
                                 : (uint64_t) time (NULL) * 1000003u ^ (uint64_t) getpid ();
  snprintf (plan->subject, sizeof plan->subject,
            "%d generated %d×%d %s puzzles, seed %llu", (int) options->count,
            (int) options->size, (int) options->size, futo_level_id (plan->level),
            (unsigned long long) plan->seed);
  plan->layout.subject = plan->subject;
  return CLI_EXIT_OK;
}

/* Everything that needs no puzzle: the layout and the mode. */
static int
plan_booklet (const CliOptions *options,
              Plan             *plan)
{
  const char *paper = options->paper != NULL ? options->paper : "a4";

  futo_render_booklet_options_init (&plan->layout);
  plan->layout.solutions = options->solutions;
  plan->layout.monochrome = options->mono;
  plan->layout.title = options->title != NULL ? options->title : "Futoshiki";
  if (options->output == NULL)
    return cli_fail (options, "booklet: missing -o OUT.pdf");
  if (strcmp (options->output, "-") == 0 && (options->json || isatty (STDOUT_FILENO)))
    return cli_fail (options, "booklet: not writing a PDF to %s; use -o FILE",
                     options->json ? "standard output with --json" : "a terminal");
  if (!futo_render_paper_size (paper, &plan->layout.page_width, &plan->layout.page_height))
    return cli_fail (options, "booklet: unknown paper '%s'; use a4 or letter", paper);
  if (options->per_page != NULL
      && !parse_per_page (options->per_page, &plan->layout.columns, &plan->layout.rows))
    return cli_fail (options, "booklet: invalid value '%s' for --per-page: expected WxH, "
                     "each 1 to %d, such as 2x3", options->per_page, FUTO_BOOKLET_MAX_PER_SIDE);

  if (options->n_inputs == 0)
    return check_generate (options, plan);
  if (options->count != 0 || options->size != 0)
    return cli_fail (options, "booklet: give puzzle files or --count and --size, not both");
  if (options->difficulty != NULL || options->seed_set)
    return cli_fail (options, "booklet: --%s applies to generated puzzles (--count, --size)",
                     options->difficulty != NULL ? "difficulty" : "seed");
  return CLI_EXIT_OK;
}

/* Adds puzzle with its solution when the booklet shows them. */
static int
add_puzzle (const CliOptions *options,
            FutoBooklet      *booklet,
            const char       *name,
            const FutoPuzzle *puzzle,
            const char       *difficulty)
{
  uint8_t *solution = NULL;
  bool unique = true;

  if (options->solutions)
    {
      solution = futo_render_export_solve (puzzle, &unique);
      if (solution == NULL)
        {
          cli_note ("booklet: %s: the puzzle has no solution", name);
          return CLI_EXIT_NO;
        }
      if (!unique)
        cli_note ("%s: the puzzle has more than one solution; one of them is shown", name);
    }
  futo_render_booklet_add (booklet, puzzle, solution, difficulty);
  free (solution);
  return CLI_EXIT_OK;
}

/* The difficulty a file states, or else its grade; NULL when neither. */
static const char *
file_difficulty (const FutoGame *game)
{
  FutoGrade grade;

  if (game->difficulty != NULL && game->difficulty[0] != '\0')
    return game->difficulty;
  if (futo_grade (game->puzzle, &grade) == FUTO_GRADE_OK)
    return futo_level_id (grade.level);
  return NULL;
}

static int
add_files (const CliOptions *options,
           FutoBooklet      *booklet)
{
  for (int i = 0; i < options->n_inputs; i++)
    {
      CliOptions one = *options;
      CliInput input;
      int status;

      one.input = options->inputs[i];
      status = cli_input_load (&one, &input);
      if (status != CLI_EXIT_OK)
        return status;
      if (cli_reject_invalid (options, input.name, input.game->puzzle))
        status = CLI_EXIT_NO;
      else
        status = add_puzzle (options, booklet, input.name, input.game->puzzle,
                             file_difficulty (input.game));
      cli_input_clear (&input);
      if (status != CLI_EXIT_OK)
        return status;
    }
  return CLI_EXIT_OK;
}

/* Generates puzzle number index; *puzzle is NULL when every try ran out. */
static FutoGenerateStatus
generate_one (const CliOptions   *options,
              const Plan         *plan,
              uint64_t            index,
              FutoPuzzle        **puzzle,
              FutoGenerateReport *report)
{
  FutoGenerateStatus status = FUTO_GENERATE_EXHAUSTED;

  for (uint64_t t = 0; t < GENERATE_TRIES && status == FUTO_GENERATE_EXHAUSTED; t++)
    status = futo_generate ((int) options->size, plan->level, FUTO_STYLE_BALANCED,
                            mix_seed (plan->seed, index + t * MAX_COUNT), NULL,
                            puzzle, report);
  return status;
}

static int
add_generated (const CliOptions *options,
               const Plan       *plan,
               FutoBooklet      *booklet)
{
  for (uint64_t i = 0; i < options->count; i++)
    {
      FutoGenerateReport report;
      FutoPuzzle *puzzle = NULL;
      char name[32];
      int status;

      if (generate_one (options, plan, i, &puzzle, &report) != FUTO_GENERATE_OK)
        {
          cli_fail (options, "booklet: puzzle %d: %s", (int) i + 1, report.message);
          return report.status == FUTO_GENERATE_EXHAUSTED ? CLI_EXIT_LIMIT : CLI_EXIT_USAGE;
        }
      snprintf (name, sizeof name, "puzzle %d", (int) i + 1);
      status = add_puzzle (options, booklet, name, puzzle, futo_level_id (report.level));
      futo_puzzle_free (puzzle);
      if (status != CLI_EXIT_OK)
        return status;
    }
  return CLI_EXIT_OK;
}

static cairo_status_t
write_stdout (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  return fwrite (data, 1, length, stdout) == length ? CAIRO_STATUS_SUCCESS
                                                    : CAIRO_STATUS_WRITE_ERROR;
}

static int
write_booklet (const CliOptions  *options,
               const Plan        *plan,
               const FutoBooklet *booklet)
{
  FutoError error;
  bool ok;

  futo_error_clear (&error);
  if (strcmp (options->output, "-") == 0)
    ok = futo_render_booklet_write_pdf (booklet, write_stdout, NULL, &error);
  else
    ok = futo_render_booklet_write_pdf_file (booklet, options->output, &error);
  if (!ok)
    {
      g_autofree char *message = futoshiki_error_message (&error);

      return cli_fail (options, "booklet: %s", message);
    }
  if (options->json)
    {
      g_autoptr (JsonObject) json = json_object_new ();

      json_object_set_string_member (json, "status", "written");
      json_object_set_string_member (json, "output", options->output);
      json_object_set_int_member (json, "puzzles", futo_render_booklet_get_n_puzzles (booklet));
      json_object_set_int_member (json, "pages", futo_render_booklet_get_n_pages (booklet));
      if (options->n_inputs == 0)
        cli_json_object_set_uint_member (json, "seed", plan->seed);
      cli_json_print (json);
    }
  return CLI_EXIT_OK;
}

int
cli_command_booklet (const CliOptions *options)
{
  FutoBooklet *booklet;
  Plan plan;
  int status;

  memset (&plan, 0, sizeof plan);
  status = plan_booklet (options, &plan);
  if (status != CLI_EXIT_OK)
    return status;
  booklet = futo_render_booklet_new (&plan.layout);
  if (booklet == NULL)
    return cli_fail (options, "booklet: %d×%d puzzles do not fit on a page of that paper",
                     plan.layout.columns, plan.layout.rows);

  if (options->n_inputs > 0)
    status = add_files (options, booklet);
  else
    status = add_generated (options, &plan, booklet);
  if (status == CLI_EXIT_OK)
    status = write_booklet (options, &plan, booklet);
  futo_render_booklet_free (booklet);
  return status;
}
