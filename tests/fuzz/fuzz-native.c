/* fuzz-native.c: the .futoshiki file reader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  FutoError error;
  FutoGame *game = futo_native_read ((const char *) data, size, &error);

  if (game == NULL)
    fuzz_check_error (&error);
  else
    fuzz_check_game (game);
  futo_game_free (game);
  return 0;
}
