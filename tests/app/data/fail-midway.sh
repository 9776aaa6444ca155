#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A student's solver that crashes: prints the first LINES lines of TRACE,
# then a Python-like complaint on its standard error, and exits 1.
#
#   sh fail-midway.sh TRACE LINES PUZZLE
set -eu
head -n "$2" "$1"
echo "Traceback (most recent call last):" >&2
echo "ZeroDivisionError: division by zero" >&2
exit 1
