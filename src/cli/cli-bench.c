/* cli-bench.c: futoshiki bench — the benchmarks the command ships
 *
 * Each benchmark (paper in paper/, sweep in cli-bench-sweep.c, runs in
 * cli-bench-runs.c) has options of its own (bench/README.md and
 * bench/sweep/README.md have their results) and parses them itself, so this
 * command only finds the one named and hands over the arguments.
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
      printf ("Usage: futoshiki bench paper|sweep|runs [OPTION...]\n"
              "\n"
              "Benchmarks:\n"
              "  paper  reproduce the experiment of Şen & Diner, \"List coloring based\n"
              "         algorithm for the Futoshiki puzzle\" (IJOCTA 2024): random instances\n"
              "         of the 54 (size, inequalities, givens) classes of its Table 1,\n"
              "         solved with 'color' and 'bt' (or --algorithms), printed as its\n"
              "         Tables 1 and 2 and beside the paper's published figures\n"
              "  sweep  where the hard puzzles are: the effort of solving against the\n"
              "         fraction of empty cells, the phase transition\n"
              "  runs   a method's runtime distribution: many seeded runs on one puzzle,\n"
              "         one row a run and the fraction solved within each number of steps\n"
              "\n"
              "'futoshiki bench paper --help', 'futoshiki bench sweep --help' and\n"
              "'futoshiki bench runs --help' list each benchmark's options.\n");
      return argc < 2 ? CLI_EXIT_USAGE : CLI_EXIT_OK;
    }
  if (strcmp (argv[1], "sweep") == 0)
    return cli_command_bench_sweep (argc - 1, argv + 1);
  if (strcmp (argv[1], "runs") == 0)
    return cli_command_bench_runs (argc - 1, argv + 1);
  if (strcmp (argv[1], "paper") != 0)
    return cli_fail (&options, "bench: unknown benchmark '%s'; the benchmarks are: paper, sweep, runs",
                     argv[1]);
  argv[1] = (char *) "futoshiki bench paper";
  return futo_bench_paper_main (argc - 1, argv + 1);
}
