/* cli-input.h: turning the INPUT argument into a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cli-options.h"
#include "futo-format.h"

typedef struct
{
  char       *name;   /* for messages: the path, "standard input" or "game ID" */
  FutoGame   *game;
  FutoFormat  format; /* the format the input was read as */
} CliInput;

/* Loads options->input: a path, "-" for standard input, or a game ID typed on
 * the command line (an argument that is not an existing file and looks like
 * "N:…"). The format is detected unless --from names it. Returns CLI_EXIT_OK,
 * or reports the problem in one line and returns CLI_EXIT_USAGE. */
int  cli_input_load  (const CliOptions *options,
                      CliInput         *input);
void cli_input_clear (CliInput         *input);
