/* cli-commands.h: one function per command; each returns the exit status
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cli-options.h"

int cli_command_solve      (const CliOptions *options);
int cli_command_count      (const CliOptions *options);
int cli_command_check      (const CliOptions *options);
int cli_command_convert    (const CliOptions *options);
int cli_command_show       (const CliOptions *options);
int cli_command_algorithms (const CliOptions *options);
int cli_command_export     (const CliOptions *options);
int cli_command_booklet    (const CliOptions *options);
int cli_command_slides     (const CliOptions *options);

/* Shared by the commands that must search the whole space (count, check):
 * refuses an incomplete algorithm with a usage error. */
int cli_require_complete   (const CliOptions *options);
/* Shared by the commands that run an algorithm: refuses, with a usage error
 * naming the algorithms that can, one that does not support the puzzle's
 * mode (Adjacent puzzles). */
int cli_require_mode       (const CliOptions *options,
                            const char       *name,
                            const FutoPuzzle *puzzle);

/* futoshiki bench paper|sweep [OPTION...]: argv[0] is "bench". */
int cli_command_bench (int    argc,
                       char **argv);
/* futoshiki bench sweep [OPTION...]: argv[0] is "sweep" (cli-bench-sweep.c). */
int cli_command_bench_sweep (int    argc,
                             char **argv);
int cli_command_bench_runs (int    argc,
                           char **argv);

/* futoshiki lesson check FILE: argv[0] is "lesson" (cli-lesson.c). */
int cli_command_lesson (int    argc,
                        char **argv);

int cli_command_generate (const CliOptions *options);
int cli_command_grade    (const CliOptions *options);
int cli_command_hint     (const CliOptions *options);
int cli_command_tree     (const CliOptions *options);
/* tree --versus: the two runs' trees merged (cli-tree-versus.c). */
int cli_command_tree_versus (const CliOptions *options);
