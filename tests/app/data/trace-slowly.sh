#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A stand-in for a student's solver in the live-run tests: prints TRACE
# one line at a time with PAUSE seconds between lines, as a solver prints
# its events while it searches. PUZZLE is the file the app sends; without
# it the program fails as a solver that cannot read its puzzle would.
#
#   sh trace-slowly.sh TRACE PAUSE PUZZLE
set -eu
trace=$1
pause=$2
puzzle=$3
if [ ! -r "$puzzle" ]; then
  echo "trace-slowly.sh: cannot read the puzzle $puzzle" >&2
  exit 3
fi
while IFS= read -r line; do
  printf '%s\n' "$line"
  sleep "$pause"
done < "$trace"
