/* cli-interrupt.h: Ctrl+C as a request to stop a long run and report
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdatomic.h>
#include <stdbool.h>

/* From now on SIGINT and SIGTERM set the returned flag (a run's cancel
 * flag) instead of killing the command; a second signal kills it as
 * usual, for a run that does not stop. */
const atomic_int *cli_interrupt_catch   (void);
/* Whether a signal came since cli_interrupt_catch(). */
bool              cli_interrupt_caught  (void);
/* The default handlers again. */
void              cli_interrupt_release (void);
