/* fuzz-common.h: what every fuzz target checks after a read
 *
 * Each target defines LLVMFuzzerTestOneInput(). Under -Dfuzzing=true it is
 * linked with libFuzzer; in every build it is also linked with replay.c,
 * which feeds it the corpus files so that each test run re-checks them.
 *
 * A broken invariant calls abort() with a line on stderr, which both
 * libFuzzer and the replay test report as a crash.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "futo-error.h"
#include "futo-format.h"
#include "futo-game.h"
#include "futo-trace.h"

int  LLVMFuzzerTestOneInput (const uint8_t *data,
                             size_t         size);

void fuzz_fail              (const char    *file,
                             int            line,
                             const char    *what) __attribute__ ((noreturn));

#define fuzz_assert(condition) \
  do { if (!(condition)) fuzz_fail (__FILE__, __LINE__, #condition); } while (0)

/* A rejection must come with a message and a sane place. */
void fuzz_check_error       (const FutoError  *error);
/* Validation runs, and every writer's output reads back to an equal puzzle,
 * through its own reader and through futo_game_read_any(). */
void fuzz_check_puzzle      (const FutoPuzzle *puzzle);
/* The puzzle checks, and the native file keeps the whole game. */
void fuzz_check_game        (const FutoGame   *game);
/* The text form reads back to the same events, and the cursor reaches the
 * same states by seeking, stepping forward and stepping back. */
void fuzz_check_trace       (const FutoTrace  *trace);
/* trace holds expected's events, by index and through readers both ways
 * (a recording made through futo_trace_record() packs some events several
 * to a word; one made through another sink has them one by one). */
void fuzz_check_same_events (const FutoTrace  *trace,
                             const FutoTrace  *expected);
