/* cli-interrupt.c: Ctrl+C as a request to stop a long run and report
 *
 * The handler does only what a signal handler may: it stores to a
 * lock-free atomic, which the runner polls as its cancel flag, and puts
 * the default action back so that a second Ctrl+C ends a command that
 * does not listen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <signal.h>
#include <string.h>

#include "cli-interrupt.h"

static atomic_int caught;

static void
on_signal (int number)
{
  atomic_store (&caught, 1);
  signal (number, SIG_DFL);
}

static void
set_handler (void (*handler) (int))
{
  struct sigaction action;

  memset (&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset (&action.sa_mask);
  sigaction (SIGINT, &action, NULL);
  sigaction (SIGTERM, &action, NULL);
}

const atomic_int *
cli_interrupt_catch (void)
{
  atomic_store (&caught, 0);
  set_handler (on_signal);
  return &caught;
}

bool
cli_interrupt_caught (void)
{
  return atomic_load (&caught) != 0;
}

void
cli_interrupt_release (void)
{
  set_handler (SIG_DFL);
}
