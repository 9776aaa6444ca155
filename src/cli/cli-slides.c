/* cli-slides.c: the slides command: a recorded run, one page a step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pages and their words are the app's "Export Run…" ones
 * (src/text/futoshiki-slide-deck.c); this file turns the command line into a
 * choice of pages and says what went wrong in the CLI's manner.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <glib.h>
#include <glib/gi18n.h>

#include "cli-commands.h"
#include "cli-input.h"
#include "cli-report.h"
#include "cli-run.h"
#include "cli-trace.h"
#include "futoshiki-slide-deck.h"

typedef struct
{
  FutoExportFormat  format;
  FutoshikiSlideChoice    choice;
  FutoSlidesOptions page;
} SlidesPlan;

/* --to, or the -o name's extension, or a PDF. */
static int
resolve_format (const CliOptions *options,
                FutoExportFormat *format)
{
  if (options->output == NULL)
    return cli_fail (options, "slides: missing -o OUT.pdf (or -o OUT with --to svg or png)");
  if (strcmp (options->output, "-") == 0)
    return cli_fail (options, "slides: not writing slides to standard output; name a file with -o");
  if (options->export_to != NULL)
    {
      if (!futo_render_export_format_from_id (options->export_to, format))
        return cli_fail (options, "slides: unknown target '%s' for --to; use pdf, svg or png",
                         options->export_to);
      return CLI_EXIT_OK;
    }
  if (!futo_render_export_format_from_path (options->output, format))
    *format = FUTO_EXPORT_PDF;
  return CLI_EXIT_OK;
}

static int
parse_every (const CliOptions *options,
             FutoshikiSlideChoice   *choice)
{
  const char *every = options->every != NULL ? options->every : "decision";
  guint64 n;

  choice->every = 1;
  if (strcmp (every, "decision") == 0)
    choice->step = FUTOSHIKI_SLIDE_STEP_DECISION;
  else if (strcmp (every, "backtrack") == 0)
    choice->step = FUTOSHIKI_SLIDE_STEP_BACKTRACK;
  else if (strcmp (every, "event") == 0)
    choice->step = FUTOSHIKI_SLIDE_STEP_EVENTS;
  else if (g_ascii_string_to_unsigned (every, 10, 1, G_MAXUINT64, &n, NULL))
    {
      choice->step = FUTOSHIKI_SLIDE_STEP_EVENTS;
      choice->every = n;
    }
  else
    return cli_fail (options, "slides: invalid value '%s' for --every: expected decision, "
                     "backtrack, event or a number of events", every);
  return CLI_EXIT_OK;
}

/* Everything that needs no input. */
static int
plan (const CliOptions *options,
      SlidesPlan       *plan)
{
  int status = resolve_format (options, &plan->format);

  if (status == CLI_EXIT_OK)
    status = parse_every (options, &plan->choice);
  if (status != CLI_EXIT_OK)
    return status;
  if (options->from_event != 0 && options->to_event != 0 && options->from_event > options->to_event)
    return cli_fail (options, "slides: --from-event %" PRIu64 " comes after --to-event %" PRIu64,
                     options->from_event, options->to_event);
  plan->choice.first = options->from_event;
  plan->choice.last = options->to_event;
  futo_render_slides_options_init (&plan->page);
  plan->page.labels = options->labels;
  /* The letters the slides' sentences name cells with: Z and S in German. */
  plan->page.row_prefix = C_("cell", "r");
  plan->page.column_prefix = C_("cell", "c");
  if (options->paper != NULL && !futo_render_slides_paper (&plan->page, options->paper))
    return cli_fail (options, "slides: unknown paper '%s'; use a4 or letter", options->paper);
  return CLI_EXIT_OK;
}

/* The game's title, or the file's name without its folder. */
static char *
puzzle_name (const CliInput *input)
{
  if (input->game->title != NULL && input->game->title[0] != '\0')
    return g_strdup (input->game->title);
  return g_path_get_basename (input->name);
}

/* Refuses a deck longer than the pages allowed, naming its length and the
 * ways to a shorter one. */
static int
check_length (const CliOptions   *options,
              FutoshikiSlideDeck *deck,
              bool                local_search)
{
  guint64 n = futoshiki_slide_deck_get_n_pages (deck);

  if (options->max_pages == 0 && n > CLI_SLIDES_DEFAULT_MAX_PAGES)
    return cli_fail (options, "slides: the run makes %" PRIu64 " pages at --every %s, more than "
                     "%d; write them all with --max-pages %" PRIu64 ", or fewer with "
                     "%s or --from-event/--to-event", n,
                     options->every != NULL ? options->every : "decision",
                     CLI_SLIDES_DEFAULT_MAX_PAGES, n,
                     local_search ? "a larger --every N"
                     : options->every != NULL && strcmp (options->every, "backtrack") == 0
                     ? "--every N" : "--every backtrack, --every N");
  if (options->max_pages != 0 && n > options->max_pages)
    cli_note ("slides: the run makes %" PRIu64 " pages; writing the first %" PRIu64,
              n, options->max_pages);
  return CLI_EXIT_OK;
}

/* Writes the slides of trace, a run of method_name on puzzle. */
static int
write_deck (const CliOptions *options,
            const FutoTrace  *trace,
            const FutoPuzzle *puzzle,
            const char       *algorithm_id,
            const char       *puzzle_name,
            const char       *method_name,
            bool              local_search,
            const SlidesPlan *slides)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (FutoshikiSlideDeck) deck = NULL;
  guint64 pages;
  int status;

  deck = futoshiki_slide_deck_new (trace, puzzle, algorithm_id, puzzle_name, method_name, local_search,
                                   &slides->choice, &error);
  if (deck == NULL && g_error_matches (error, FUTOSHIKI_SLIDE_DECK_ERROR, FUTOSHIKI_SLIDE_DECK_ERROR_STEP))
    status = cli_fail (options, "slides: %s is a local search: it makes no decisions and never "
                       "backtracks; use --every event or --every N", algorithm_id);
  else if (deck == NULL)
    status = cli_fail (options, "slides: %s", error->message);
  else
    status = check_length (options, deck, local_search);
  if (status == CLI_EXIT_OK)
    {
      pages = futoshiki_slide_deck_get_n_pages (deck);
      if (options->max_pages != 0 && pages > options->max_pages)
        pages = options->max_pages;
      if (!futoshiki_slide_deck_write (deck, &slides->page, slides->format, options->output, pages,
                                       NULL, &error))
        status = cli_fail (options, "slides: %s", error->message);
      else if (slides->format == FUTO_EXPORT_PDF)
        printf ("%s: %" PRIu64 " pages\n", options->output, pages);
      else
        {
          g_autofree char *first = futo_render_slides_page_path (options->output, slides->format, 1, (int) pages);
          g_autofree char *last = futo_render_slides_page_path (options->output, slides->format,
                                                                (int) pages, (int) pages);

          printf ("%s … %s: %" PRIu64 " pages\n", first, last, pages);
        }
    }
  /* The deck reads the trace: it goes before it. */
  g_clear_pointer (&deck, futoshiki_slide_deck_free);
  return status;
}

/* Records the run and writes its slides. */
static int
record_and_write (const CliOptions *options,
                  const CliInput   *input,
                  const SlidesPlan *slides)
{
  const FutoPuzzle *puzzle = input->game->puzzle;
  g_autofree char *name = puzzle_name (input);
  FutoTrace *trace;
  FutoRunResult result;
  int status;

  trace = futo_trace_new (puzzle->size, CLI_TRACE_MAX_EVENTS);
  if (trace == NULL)
    return cli_fail (options, "slides: out of memory for the run's trace");
  futo_run_result_init (&result);
  cli_run_traced (options, puzzle, 1, trace, &result);
  futo_run_result_clear (&result);
  if (futo_trace_is_truncated (trace))
    cli_note ("slides: the run was longer than %d events; the slides show its beginning",
              CLI_TRACE_MAX_EVENTS);
  status = write_deck (options, trace, puzzle, options->algorithm->id, name, options->algorithm->name,
                       options->algorithm->stochastic, slides);
  futo_trace_free (trace);
  return status;
}

/* slides --trace FILE: the slides of a run recorded anywhere, on the
 * puzzle its header gives. */
static int
load_and_write (const CliOptions *options,
                const SlidesPlan *slides)
{
  const FutoAlgorithm *algorithm;
  const char *id;
  g_autofree char *name = NULL;
  FutoTrace *trace;
  bool local_search;
  int status;

  status = cli_trace_load (options, CLI_TRACE_MAX_EVENTS, &trace);
  if (status != CLI_EXIT_OK)
    return status;
  if (futo_trace_get_puzzle (trace) == NULL)
    {
      futo_trace_free (trace);
      return cli_fail (options, "slides: %s has no puzzle (a trace of format 1): the slides draw the "
                       "board, so record the run again with 'futoshiki solve --trace', which writes it",
                       options->trace_path);
    }
  if (futo_trace_is_truncated (trace))
    cli_note ("slides: the trace holds the beginning of its run only; so do the slides");
  id = futo_trace_get_algorithm (trace);
  algorithm = id != NULL ? futo_algorithm_find (id) : NULL;
  /* A local search moves cells and makes no decisions. */
  local_search = algorithm != NULL ? algorithm->node_count == FUTO_NODE_COUNT_NONE
                 : futo_trace_get_node_count (trace) == NULL
                   && futo_trace_find_next (trace, 0, 1u << FUTO_EVENT_MOVE, false) < futo_trace_get_length (trace);
  name = g_path_get_basename (options->trace_path);
  status = write_deck (options, trace, futo_trace_get_puzzle (trace), id != NULL ? id : "", name,
                       cli_trace_solver_name (trace), local_search, slides);
  futo_trace_free (trace);
  return status;
}

int
cli_command_slides (const CliOptions *options)
{
  SlidesPlan slides = { 0 };
  CliInput input;
  int status;

  status = plan (options, &slides);
  if (status != CLI_EXIT_OK)
    return status;
  if (options->trace_path != NULL)
    return load_and_write (options, &slides);
  status = cli_input_load (options, &input);
  if (status != CLI_EXIT_OK)
    return status;
  status = cli_require_mode (options, input.name, input.game->puzzle);
  if (status == CLI_EXIT_OK && cli_reject_invalid (options, input.name, input.game->puzzle))
    status = CLI_EXIT_NO;
  if (status == CLI_EXIT_OK)
    status = record_and_write (options, &input, &slides);
  cli_input_clear (&input);
  return status;
}
