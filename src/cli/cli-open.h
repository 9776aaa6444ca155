/* cli-open.h: opening a file the user names, refusing what is not a file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdio.h>

#include "cli-options.h"

/* Opens path for reading when it is a regular file. A device (/dev/zero),
 * a FIFO or a socket is refused at once, without waiting for a writer, in
 * one line that names it ("NAME: …"), as is a folder; so is a file that
 * cannot be opened. On refusal returns NULL and sets *status to
 * CLI_EXIT_USAGE (the line is already written). */
FILE *cli_open_regular (const CliOptions *options,
                        const char       *name,
                        const char       *path,
                        int              *status);
