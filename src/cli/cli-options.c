/* cli-options.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "cli-options.h"
#include "cli-report.h"

enum
{
  OPT_HELP = 'h',
  OPT_OUTPUT = 'o',
  OPT_ALGORITHM = 'a',
  OPT_MAX_NODES = 256,
  OPT_TIME_LIMIT,
  OPT_SEED,
  OPT_PARAMS,
  OPT_STATS,
  OPT_JSON,
  OPT_LIMIT,
  OPT_TO,
  OPT_FROM,
  OPT_SOLUTION,
  OPT_ASCII,
  OPT_TRACE,
  OPT_STATE,
  OPT_CELL_MM,
  OPT_SIZE,
  OPT_SCALE,
  OPT_TRANSPARENT,
  OPT_DARK,
  OPT_MONO,
  OPT_TITLE,
  OPT_BARE,
  OPT_COUNT,
  OPT_DIFFICULTY,
  OPT_PER_PAGE,
  OPT_SOLUTIONS,
  OPT_PAPER,
  OPT_STYLE,
  OPT_MODE,
  OPT_FULL,
  OPT_APPLY,
  OPT_EVERY,
  OPT_MAX_PAGES,
  OPT_FROM_EVENT,
  OPT_TO_EVENT,
  OPT_VERSUS,
  OPT_LABELS,
  OPT_OVERVIEW,
  OPT_SIMILAR,
};

static const struct option long_options[] = {
  { "help",       no_argument,       NULL, OPT_HELP },
  { "algorithm",  required_argument, NULL, OPT_ALGORITHM },
  { "max-nodes",  required_argument, NULL, OPT_MAX_NODES },
  { "time-limit", required_argument, NULL, OPT_TIME_LIMIT },
  { "seed",       required_argument, NULL, OPT_SEED },
  { "params",     required_argument, NULL, OPT_PARAMS },
  { "stats",      no_argument,       NULL, OPT_STATS },
  { "json",       no_argument,       NULL, OPT_JSON },
  { "limit",      required_argument, NULL, OPT_LIMIT },
  { "to",         required_argument, NULL, OPT_TO },
  { "from",       required_argument, NULL, OPT_FROM },
  { "output",     required_argument, NULL, OPT_OUTPUT },
  { "solution",   no_argument,       NULL, OPT_SOLUTION },
  { "ascii",      no_argument,       NULL, OPT_ASCII },
  { "trace",      required_argument, NULL, OPT_TRACE },
  { "state",       no_argument,       NULL, OPT_STATE },
  { "cell-mm",     required_argument, NULL, OPT_CELL_MM },
  { "size",        required_argument, NULL, OPT_SIZE },
  { "scale",       required_argument, NULL, OPT_SCALE },
  { "transparent", no_argument,       NULL, OPT_TRANSPARENT },
  { "dark",        no_argument,       NULL, OPT_DARK },
  { "mono",        no_argument,       NULL, OPT_MONO },
  { "title",       required_argument, NULL, OPT_TITLE },
  { "bare",        no_argument,       NULL, OPT_BARE },
  { "count",       required_argument, NULL, OPT_COUNT },
  { "difficulty",  required_argument, NULL, OPT_DIFFICULTY },
  { "per-page",    required_argument, NULL, OPT_PER_PAGE },
  { "solutions",   no_argument,       NULL, OPT_SOLUTIONS },
  { "paper",       required_argument, NULL, OPT_PAPER },
  { "style",       required_argument, NULL, OPT_STYLE },
  { "mode",        required_argument, NULL, OPT_MODE },
  { "full",        no_argument,       NULL, OPT_FULL },
  { "apply",       no_argument,       NULL, OPT_APPLY },
  { "every",       required_argument, NULL, OPT_EVERY },
  { "max-pages",   required_argument, NULL, OPT_MAX_PAGES },
  { "from-event",  required_argument, NULL, OPT_FROM_EVENT },
  { "to-event",    required_argument, NULL, OPT_TO_EVENT },
  { "versus",      required_argument, NULL, OPT_VERSUS },
  { "labels",      no_argument,       NULL, OPT_LABELS },
  { "overview",    no_argument,       NULL, OPT_OVERVIEW },
  { "similar",     no_argument,       NULL, OPT_SIMILAR },
  { NULL, 0, NULL, 0 },
};

/* Which options each command takes, and whether it reads an INPUT. */
#define SOLVER_OPTIONS "algorithm max-nodes time-limit seed params stats "

static const struct
{
  const char *name;
  CliCommand  command;
  const char *options; /* space-separated long names besides help and json */
  bool        needs_input;
  const char *summary;
} commands[] = {
  { "solve",      CLI_COMMAND_SOLVE,      SOLVER_OPTIONS "from trace", true,
    "print the solution in the grid format" },
  { "count",      CLI_COMMAND_COUNT,      SOLVER_OPTIONS "from limit trace", true,
    "print the number of solutions" },
  { "check",      CLI_COMMAND_CHECK,      SOLVER_OPTIONS "from", true,
    "report every problem, then whether the solution is unique" },
  { "convert",    CLI_COMMAND_CONVERT,    "from to output", true,
    "write the puzzle in another format" },
  { "show",       CLI_COMMAND_SHOW,       SOLVER_OPTIONS "from solution ascii", true,
    "draw the board in the terminal" },
  { "algorithms", CLI_COMMAND_ALGORITHMS, "", false,
    "list the solving algorithms" },
  { "export",     CLI_COMMAND_EXPORT,     "from to output solution state cell-mm size scale "
    "transparent dark mono title bare paper labels", true,
    "draw the board as a PNG, PDF or SVG file" },
  { "booklet",    CLI_COMMAND_BOOKLET,    "from output count size difficulty per-page solutions "
    "paper seed mono title", false,
    "lay out many puzzles, and their solutions, as a PDF to print" },
  { "generate",   CLI_COMMAND_GENERATE,   "size difficulty style mode count seed time-limit",
    false,
    "make new puzzles with one solution at a difficulty" },
  { "grade",      CLI_COMMAND_GRADE,      "from", true,
    "the difficulty of a puzzle: the hardest technique a person needs" },
  { "hint",       CLI_COMMAND_HINT,       "from full apply output", true,
    "the next step a person can take, from a .futoshiki file's entries" },
  { "slides",     CLI_COMMAND_SLIDES,     "algorithm max-nodes time-limit seed params from to output "
    "every max-pages from-event to-event paper trace labels", true,
    "a recorded run as slides: a PDF page (or an SVG or PNG file) a step" },
  { "tree",       CLI_COMMAND_TREE,       SOLVER_OPTIONS "from limit to output size dark trace versus overview similar", true,
    "draw the search tree of a run, or count its nodes and dead ends" },
};

#define N_COMMANDS (sizeof commands / sizeof commands[0])

CliCommand
cli_command_from_name (const char *name)
{
  for (size_t i = 0; i < N_COMMANDS; i++)
    if (strcmp (commands[i].name, name) == 0)
      return commands[i].command;
  return CLI_COMMAND_NONE;
}

static size_t
command_index (CliCommand command)
{
  for (size_t i = 0; i < N_COMMANDS; i++)
    if (commands[i].command == command)
      return i;
  abort ();
}

const char *
cli_command_summary (CliCommand command)
{
  return commands[command_index (command)].summary;
}

bool
cli_args_want_json (int    argc,
                    char **argv)
{
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--") == 0)
        break;
      if (strcmp (argv[i], "--json") == 0)
        return true;
    }
  return false;
}

/* Whether the space-separated list holds word. */
static bool
list_has (const char *list,
          const char *word)
{
  size_t len = strlen (word);

  for (const char *p = list; (p = strstr (p, word)) != NULL; p += len)
    if ((p == list || p[-1] == ' ') && (p[len] == ' ' || p[len] == '\0'))
      return true;
  return false;
}

static const char *
option_name (int code)
{
  for (const struct option *o = long_options; o->name != NULL; o++)
    if (o->val == code)
      return o->name;
  return "?";
}

/* A whole decimal number: no sign, no spaces, no trailing text. */
static bool
parse_uint (const char *text,
            uint64_t   *value)
{
  guint64 v;

  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, &v, NULL))
    return false;
  *value = v;
  return true;
}

static bool
parse_seconds (const char *text,
               double     *value)
{
  char *end;
  double v;

  if ((text[0] < '0' || text[0] > '9') && text[0] != '.')
    return false;
  errno = 0;
  v = g_ascii_strtod (text, &end);
  if (errno != 0 || *end != '\0' || !isfinite (v) || v < 0)
    return false;
  *value = v;
  return true;
}

static int
bad_value (const CliOptions *options,
           int               code,
           const char       *value,
           const char       *expected)
{
  return cli_fail (options, "%s: invalid value '%s' for --%s: expected %s",
                   options->command_name, value, option_name (code), expected);
}

static int
parse_format (CliOptions *options,
              int         code,
              const char *value,
              FutoFormat *format)
{
  *format = futo_format_from_name (value);
  if (*format == FUTO_FORMAT_UNKNOWN)
    return cli_fail (options, "%s: unknown format '%s' for --%s; use grid, tatham or futoshiki",
                     options->command_name, value, option_name (code));
  return CLI_EXIT_OK;
}

/* Stores the value of an option of export or booklet. */
static int
apply_render_option (CliOptions *options,
                     int         code,
                     const char *value)
{
  switch (code)
    {
    case OPT_STATE:       options->state = true;       break;
    case OPT_TRANSPARENT: options->transparent = true; break;
    case OPT_DARK:        options->dark = true;        break;
    case OPT_OVERVIEW:    options->overview = true;    break;
    case OPT_SIMILAR:     options->similar = true;     break;
    case OPT_MONO:        options->mono = true;        break;
    case OPT_LABELS:      options->labels = true;      break;
    case OPT_BARE:        options->bare = true;        break;
    case OPT_SOLUTIONS:   options->solutions = true;   break;
    case OPT_TITLE:       options->title = value;      break;
    case OPT_PAPER:       options->paper = value;      break;
    case OPT_PER_PAGE:    options->per_page = value;   break;
    case OPT_DIFFICULTY:  options->difficulty = value; break;
    case OPT_STYLE:       options->style = value;      break;
    case OPT_MODE:        options->mode = value;       break;
    case OPT_FULL:        options->full = true;        break;
    case OPT_APPLY:       options->apply = true;       break;
    case OPT_EVERY:       options->every = value;      break;
    case OPT_MAX_PAGES:
      if (!parse_uint (value, &options->max_pages) || options->max_pages == 0)
        return bad_value (options, code, value, "a positive whole number");
      break;
    case OPT_FROM_EVENT:
    case OPT_TO_EVENT:
      if (!parse_uint (value, code == OPT_FROM_EVENT ? &options->from_event : &options->to_event)
          || (code == OPT_FROM_EVENT ? options->from_event : options->to_event) == 0)
        return bad_value (options, code, value, "an event number (1 is the first)");
      break;
    case OPT_CELL_MM:
      if (!parse_seconds (value, &options->cell_mm) || options->cell_mm <= 0)
        return bad_value (options, code, value, "a number of millimetres");
      break;
    case OPT_SCALE:
      if (!parse_seconds (value, &options->scale) || options->scale <= 0)
        return bad_value (options, code, value, "a positive number");
      break;
    case OPT_SIZE:
      /* generate names the sizes it can make, which a bare "positive
       * whole number" did not (1 is refused as well). */
      if (!parse_uint (value, &options->size)
          || (options->size == 0 && options->command != CLI_COMMAND_GENERATE))
        return bad_value (options, code, value,
                          options->command == CLI_COMMAND_GENERATE ? "a board size"
                                                                   : "a positive whole number");
      options->size_set = true;
      break;
    case OPT_COUNT:
      if (!parse_uint (value, &options->count) || options->count == 0)
        return bad_value (options, code, value, "a positive whole number");
      break;
    default:
      abort ();
    }
  return CLI_EXIT_OK;
}

/* Stores one option's value. */
static int
apply_option (CliOptions *options,
              int         code,
              const char *value,
              const char **algorithm_id)
{
  switch (code)
    {
    case OPT_HELP:
      options->help = true;
      break;
    case OPT_ALGORITHM:
      *algorithm_id = value;
      break;
    case OPT_MAX_NODES:
      if (!parse_uint (value, &options->max_nodes))
        return bad_value (options, code, value, "a whole number");
      break;
    case OPT_TIME_LIMIT:
      if (!parse_seconds (value, &options->time_limit))
        return bad_value (options, code, value, "a number of seconds");
      break;
    case OPT_SEED:
      if (!parse_uint (value, &options->seed))
        return bad_value (options, code, value, "a whole number");
      options->seed_set = true;
      break;
    case OPT_PARAMS:
      options->params = value;
      break;
    case OPT_STATS:
      options->stats = true;
      break;
    case OPT_JSON:
      options->json = true;
      break;
    case OPT_LIMIT:
      if (!parse_uint (value, &options->limit))
        return bad_value (options, code, value, "a whole number (0 for no limit)");
      options->limit_set = true;
      break;
    case OPT_TO:
      /* export's, slides' and tree's targets are not puzzle formats;
       * they check them themselves. */
      if (options->command == CLI_COMMAND_EXPORT || options->command == CLI_COMMAND_SLIDES
          || options->command == CLI_COMMAND_TREE)
        {
          options->export_to = value;
          break;
        }
      return parse_format (options, code, value, &options->to);
    case OPT_FROM:
      return parse_format (options, code, value, &options->from);
    case OPT_OUTPUT:
      if (value[0] == '\0')
        return bad_value (options, code, value, "a file name");
      options->output = value;
      break;
    case OPT_SOLUTION:
      options->solution = true;
      break;
    case OPT_ASCII:
      options->ascii = true;
      break;
    case OPT_VERSUS:
      options->versus = futo_algorithm_find (value);
      if (options->versus == NULL)
        return cli_fail (options, "%s: --versus: unknown algorithm '%s'; 'futoshiki algorithms' lists them",
                         options->command_name, value);
      break;
    case OPT_TRACE:
      if (value[0] == '\0')
        return bad_value (options, code, value, "a file name");
      options->trace_path = value;
      break;
    default:
      return apply_render_option (options, code, value);
    }
  return CLI_EXIT_OK;
}

/* Reports an option getopt refused: unknown, ambiguous, or missing its value. */
static int
refused_option (const CliOptions *options,
                int               result,
                char            **argv)
{
  const char *arg = argv[optind - 1];
  char shortopt[3] = { '-', (char) optopt, '\0' };

  /* An unknown short option may sit inside a group ("-xq") that getopt has
   * not stepped past yet, so name the letter, not argv[optind - 1]. A
   * missing value always ends argv, so there argv[optind - 1] is the option
   * as typed, unless it was a short one in a group. */
  if (result == '?' && optopt != 0)
    arg = shortopt;
  else if (result == ':' && strncmp (arg, "--", 2) != 0)
    arg = shortopt;
  if (result == ':')
    return cli_fail (options, "%s: option '%s' needs a value", options->command_name, arg);
  return cli_fail (options, "%s: unknown option '%s'; 'futoshiki %s --help' lists them",
                   options->command_name, arg, options->command_name);
}

/* tree and slides: --trace FILE is the run to show, in place of a puzzle to
 * run a method on, so nothing that says how to run one applies. */
static int
check_trace_input (const CliOptions *options,
                   const char       *algorithm_id)
{
  const char *solver_option = algorithm_id != NULL ? "--algorithm"
                              : options->max_nodes != 0 ? "--max-nodes"
                              : options->time_limit != 0 ? "--time-limit"
                              : options->seed_set ? "--seed"
                              : options->params != NULL ? "--params"
                              : options->limit_set ? "--limit"
                              : options->stats ? "--stats"
                              : options->from != FUTO_FORMAT_UNKNOWN ? "--from" : NULL;

  if (options->input != NULL)
    return cli_fail (options, "%s: give either a puzzle ('%s') or --trace %s, not both: the trace "
                     "carries its own puzzle", options->command_name, options->input, options->trace_path);
  if (solver_option != NULL)
    return cli_fail (options, "%s: %s does not apply with --trace: the run is the trace's",
                     options->command_name, solver_option);
  return CLI_EXIT_OK;
}

int
cli_options_parse (CliOptions  *options,
                   int          argc,
                   char       **argv)
{
  const size_t index = command_index (options->command);
  const char *algorithm_id = NULL;
  int code;

  options->command_name = commands[index].name;
  opterr = 0;
  optind = 1;
  while ((code = getopt_long (argc, argv, ":ho:a:", long_options, NULL)) != -1)
    {
      int status;

      if (code == '?' || code == ':')
        return refused_option (options, code, argv);
      if (code != OPT_HELP && code != OPT_JSON
          && !list_has (commands[index].options, option_name (code)))
        return cli_fail (options, "%s: option '--%s' does not apply to this command; "
                         "'futoshiki %s --help' lists the ones that do",
                         options->command_name, option_name (code), options->command_name);
      status = apply_option (options, code, optarg, &algorithm_id);
      if (status != CLI_EXIT_OK)
        return status;
    }
  if (options->help)
    return CLI_EXIT_OK;

  if (options->command == CLI_COMMAND_BOOKLET)
    {
      options->inputs = argv + optind;
      options->n_inputs = argc - optind;
      optind = argc;
    }
  if (optind < argc)
    options->input = argv[optind++];
  /* solve and count write a trace; '-' would become a file of that name
   * beside the user's, while standard output carries the answer. */
  if (options->trace_path != NULL && strcmp (options->trace_path, "-") == 0
      && options->command != CLI_COMMAND_TREE && options->command != CLI_COMMAND_SLIDES)
    return cli_fail (options, "%s: --trace -: standard output carries the answer; name a file for the trace "
                     "(for example --trace run.trace)", options->command_name);
  if (options->trace_path != NULL
      && (options->command == CLI_COMMAND_TREE || options->command == CLI_COMMAND_SLIDES))
    {
      int status = check_trace_input (options, algorithm_id);

      if (status != CLI_EXIT_OK)
        return status;
    }
  else if (!commands[index].needs_input && options->input != NULL)
    return cli_fail (options, "%s: unexpected argument '%s'", options->command_name,
                     options->input);
  else if (commands[index].needs_input && options->input == NULL)
    return cli_fail (options, "%s: missing INPUT (a file, '-' or a game ID); "
                     "'futoshiki %s --help' explains", options->command_name,
                     options->command_name);
  if (optind < argc)
    return cli_fail (options, "%s: unexpected argument '%s' after INPUT", options->command_name,
                     argv[optind]);
  if (options->command == CLI_COMMAND_CONVERT && options->to == FUTO_FORMAT_UNKNOWN)
    return cli_fail (options, "convert: missing --to FORMAT (grid, tatham or futoshiki)");

  if (algorithm_id != NULL)
    {
      options->algorithm = futo_algorithm_find (algorithm_id);
      if (options->algorithm == NULL)
        return cli_fail (options, "unknown algorithm '%s'; 'futoshiki algorithms' lists them",
                         algorithm_id);
    }
  else
    options->algorithm = futo_algorithm_default ();
  return CLI_EXIT_OK;
}
