/* bench-paper-main.c: the futoshiki-bench-paper program
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "paper-bench.h"

int
main (int    argc,
      char **argv)
{
  return futo_bench_paper_main (argc, argv);
}
