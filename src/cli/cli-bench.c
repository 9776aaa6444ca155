/* cli-bench.c: futoshiki bench paper — the benchmark of bench/, from the CLI
 *
 * The benchmark has options of its own (bench/README.md) and parses them
 * itself, so this command only finds it and hands over the arguments.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

#include "cli-commands.h"
#include "cli-report.h"
#include "paper-bench.h"

int
cli_command_bench (int    argc,
                   char **argv)
{
  CliOptions options;

  memset (&options, 0, sizeof options);
  if (argc < 2 || strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      printf ("Usage: futoshiki bench paper [OPTION...]\n"
              "\n"
              "Reproduce the experiment of Şen & Diner, \"List coloring based algorithm\n"
              "for the Futoshiki puzzle\" (IJOCTA 2024): random instances of the 54\n"
              "(size, inequalities, givens) classes of its Table 1, solved with\n"
              "'color' and 'bt' (or --algorithms), printed as its Tables 1 and 2\n"
              "and beside the paper's published figures.\n"
              "'futoshiki bench paper --help' lists the benchmark's options.\n");
      return argc < 2 ? CLI_EXIT_USAGE : CLI_EXIT_OK;
    }
  if (strcmp (argv[1], "sweep") == 0)
    return cli_command_bench_sweep (argc - 1, argv + 1);
  if (strcmp (argv[1], "paper") != 0)
    return cli_fail (&options, "bench: unknown benchmark '%s'; the one there is: paper", argv[1]);
  argv[1] = (char *) "futoshiki bench paper";
  return futo_bench_paper_main (argc - 1, argv + 1);
}
