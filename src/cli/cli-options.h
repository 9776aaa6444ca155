/* cli-options.h: the commands, their options, and parsing them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "futo-algorithm.h"
#include "futo-format.h"
#include "futoshiki-slide-deck.h"

/* Exit statuses, the same for every command (documented in --help). */
enum
{
  CLI_EXIT_OK = 0,    /* the command did what was asked */
  CLI_EXIT_NO = 1,    /* no solution, an invalid puzzle, or (check) not unique */
  CLI_EXIT_USAGE = 2, /* bad command line or unreadable/malformed input */
  CLI_EXIT_LIMIT = 3, /* a limit or an incomplete algorithm stopped before an answer */
};

/* slides refuses more pages than this unless --max-pages says how many:
 * the limit of the app's Export Run (futoshiki-slide-deck.h). */
#define CLI_SLIDES_DEFAULT_MAX_PAGES FUTOSHIKI_SLIDE_DECK_DEFAULT_MAX_PAGES

typedef enum
{
  CLI_COMMAND_NONE = 0,
  CLI_COMMAND_SOLVE,
  CLI_COMMAND_COUNT,
  CLI_COMMAND_CHECK,
  CLI_COMMAND_CONVERT,
  CLI_COMMAND_SHOW,
  CLI_COMMAND_ALGORITHMS,
  CLI_COMMAND_EXPORT,
  CLI_COMMAND_BOOKLET,
  CLI_COMMAND_GENERATE,
  CLI_COMMAND_GRADE,
  CLI_COMMAND_HINT,
  CLI_COMMAND_SLIDES,
  CLI_COMMAND_TREE,
} CliCommand;

typedef struct
{
  CliCommand           command;
  const char          *command_name; /* "solve", … ; NULL before one is known */
  const char          *input;        /* the INPUT argument, NULL when absent */
  const FutoAlgorithm *algorithm;    /* resolved from --algorithm, or the default */
  uint64_t             max_nodes;    /* 0 = none */
  double               time_limit;   /* seconds, 0 = none */
  uint64_t             seed;
  const char          *params;       /* --params, passed to the algorithm */
  uint64_t             limit;        /* count, tree: stop after this many solutions, 0 = all */
  bool                 limit_set;    /* --limit was given */
  FutoFormat           to;           /* convert: target format */
  FutoFormat           from;         /* force the input format; UNKNOWN = detect */
  const char          *output;       /* convert: -o file, NULL = standard output */
  const char          *trace_path;   /* solve, count: --trace FILE, NULL = none */
  const FutoAlgorithm *versus;       /* tree: --versus ID, the second run's method; NULL = none */
  bool                 overview;     /* tree: draw the compressed pixel tree, not the tree */
  bool                 stats;
  bool                 json;
  bool                 solution;     /* show: draw the solved board */
  bool                 ascii;        /* show: plain ASCII instead of box drawing */
  bool                 help;
  /* export and booklet (cli-export.c, cli-booklet.c check what they mean) */
  const char          *export_to;    /* export, tree: --to png|pdf|svg as typed */
  bool                 state;        /* export: the player's entries and pencil marks */
  bool                 solutions;    /* booklet: end with the solutions */
  bool                 transparent;
  bool                 dark;
  bool                 similar;       /* tree: --similar, the groups of alike failed subtrees */
  bool                 mono;
  bool                 labels;       /* export, slides: row and column labels */
  bool                 bare;         /* export: no title line and no caption */
  bool                 seed_set;     /* --seed was given */
  bool                 size_set;     /* --size was given (generate takes 0, to refuse it by range) */
  const char          *title;
  const char          *paper;        /* --paper as typed */
  const char          *per_page;     /* booklet: --per-page WxH as typed */
  const char          *difficulty;   /* booklet: --difficulty as typed */
  double               cell_mm;      /* export: 0 = the default */
  double               scale;        /* export: 0 = the default */
  uint64_t             size;         /* export: pixels; booklet: the board size; 0 = unset */
  uint64_t             count;        /* booklet: puzzles to generate; 0 = unset */
  const char          *style;        /* generate: --style as typed */
  const char          *mode;         /* generate: --mode as typed */
  bool                 full;         /* hint: explain fully, not just where to look */
  bool                 apply;        /* hint: write the game with the hint applied */
  /* slides (cli-slides.c checks what they mean) */
  const char          *every;        /* --every decision|backtrack|event|N as typed */
  uint64_t             max_pages;    /* 0 = unset: CLI_SLIDES_DEFAULT_MAX_PAGES at most */
  uint64_t             from_event;   /* 0 = the start */
  uint64_t             to_event;     /* 0 = the end */
  char               **inputs;       /* booklet: every INPUT argument */
  int                  n_inputs;
} CliOptions;

/* "solve" → CLI_COMMAND_SOLVE; NONE when unknown. */
CliCommand  cli_command_from_name (const char  *name);
const char *cli_command_summary   (CliCommand   command);

/* Whether "--json" appears among the arguments, so that even errors found
 * before it is parsed are reported as JSON. */
bool        cli_args_want_json    (int          argc,
                                   char       **argv);

/* Parses the options of the command in argv[0] (argv[0] is the command
 * name). Returns CLI_EXIT_OK, or reports the problem and returns
 * CLI_EXIT_USAGE. options->command must be set. */
int         cli_options_parse     (CliOptions  *options,
                                   int          argc,
                                   char       **argv);
