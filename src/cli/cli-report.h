/* cli-report.h: telling the user what went wrong, in one line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cli-options.h"
#include "futo-error.h"

/* Writes "futoshiki: MESSAGE" as one line on standard error (control
 * characters are replaced so that it stays one line) and, in JSON mode, an
 * error object on standard output. Returns CLI_EXIT_USAGE. options may be
 * NULL before they are known. */
int  cli_fail       (const CliOptions *options,
                     const char       *format,
                     ...) __attribute__ ((format (printf, 2, 3)));

/* Like cli_fail for input that could not be read or parsed:
 * "futoshiki: NAME: line 4, column 7: MESSAGE" or "… NAME: cell r2c3: …".
 * The JSON object carries line, column and cell apart. */
int  cli_fail_input (const CliOptions *options,
                     const char       *name,
                     const FutoError  *error);

/* Like cli_fail_input, in the compilers' form that editors jump to:
 * "futoshiki: NAME:LINE:COLUMN: MESSAGE" (NAME:LINE: without a column, NAME:
 * without a line). For traces, whose errors name the event. */
int  cli_fail_at    (const CliOptions *options,
                     const char       *name,
                     const FutoError  *error);

/* A one-line note on standard error that does not end the command. */
void cli_note       (const char       *format,
                     ...) __attribute__ ((format (printf, 1, 2)));
