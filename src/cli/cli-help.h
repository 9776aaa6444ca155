/* cli-help.h: --help and --version texts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cli-options.h"

void cli_help_general (void);
void cli_help_command (CliCommand command);
void cli_help_version (void);
