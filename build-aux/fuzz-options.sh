# fuzz-options.sh: the libFuzzer options of each target besides its
# dictionary, for build-aux/fuzz.sh and build-aux/long-fuzz.sh (sourced).
#
# SPDX-License-Identifier: GPL-3.0-or-later

# Prints the options of one target, one a line.
fuzz_target_options ()
{
  case $1 in
    grid | tatham)
      # Their seeds hold a 64×64 puzzle (25.7 KB as a grid, 10 KB as a game
      # ID), so libFuzzer would let every input grow that large, and a large
      # input only costs parse time: perf put 51 % of fuzz-grid's time in
      # futo_grid_read. 4096 bytes still hold any 20×20 grid or game ID;
      # the replay test (fuzz-replay-TARGET) still reads the 64×64 seeds.
      echo -max_len=4096
      ;;
  esac
}
