/* cli-bench-args.h: the option parsing and output the benchmarks share
 *
 * The benchmarks (bench sweep, bench runs) parse their own options, which
 * are many and their own; these are the pieces they have in common. bench
 * is the benchmark's name for messages ("bench sweep").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

/* A finite number, all of text. */
bool cli_bench_parse_double (const char  *text,
                             double      *value);
/* A whole number, all of text, no sign. */
bool cli_bench_parse_uint   (const char  *text,
                             uint64_t    *value);

/* The value of option name at argv[*i], by "--name=value" or as the next
 * argument (then *i moves on): CLI_EXIT_OK, CLI_EXIT_USAGE (reported) when
 * the value is missing, or -1 when argv[*i] is not this option. */
int  cli_bench_option_value (const char  *bench,
                             int          argc,
                             char       **argv,
                             int         *i,
                             const char  *name,
                             const char **value);
/* Reports "BENCH: NAME: 'VALUE' is not EXPECTED" and returns CLI_EXIT_USAGE. */
int  cli_bench_bad_value    (const char  *bench,
                             const char  *name,
                             const char  *value,
                             const char  *expected);

/* Writes text (NULL: memory ran out) to path, or to standard output for
 * "-"; option names the option in a message. */
int  cli_bench_write_text   (const char  *bench,
                             const char  *text,
                             const char  *path,
                             const char  *option);
