# fuzz-options.sh: the environment the fuzz targets run in, and the
# libFuzzer options of each target besides its dictionary, for
# build-aux/fuzz.sh and build-aux/long-fuzz.sh (sourced).
#
# SPDX-License-Identifier: GPL-3.0-or-later

# GLib 2.74 hands out small blocks from GSlice's own chunks, which it never
# gives back to malloc. LeakSanitizer then cannot see a GVariant or a GBytes
# that was never freed (a leak in the history's text reader hid this way),
# and libFuzzer, counting more mallocs than frees after nearly every input,
# scans the whole heap for leaks after each one: fuzz-history ran at 1,379
# inputs a second, and slower as its corpus grew; with GSlice handing every
# block to malloc it runs at 17,000, leak checks and all.
export G_SLICE=always-malloc

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
    trace)
      # The fuzzing build keeps a keyframe every 256 events on small boards
      # (src/core/trace/futo-trace-private.h), so 8 KB of trace text crosses
      # one, and the seed v2-unequal-5-sa-energies.trace (7 KB) takes the
      # wide events past their first 256 words. Without a bound libFuzzer
      # grew inputs to the 142 KB of unequal-9-fc-energies.trace, which the
      # fuzzer now reads cut to 8 KB and the replay test reads whole.
      echo -max_len=8192
      ;;
  esac
}
