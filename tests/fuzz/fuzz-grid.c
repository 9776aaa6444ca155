/* fuzz-grid.c: the grid interchange format reader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  FutoError error;
  FutoPuzzle *puzzle = futo_grid_read ((const char *) data, size, &error);

  if (puzzle == NULL)
    fuzz_check_error (&error);
  else
    fuzz_check_puzzle (puzzle);
  futo_puzzle_free (puzzle);
  return 0;
}
