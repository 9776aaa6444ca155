#!/usr/bin/env bash
# Builds Futoshiki Lab and runs every test (the second command of the README).
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
. build-aux/packages.sh

# shellcheck disable=SC2086
install_missing_packages $BUILD_PACKAGES $TEST_PACKAGES
# shellcheck disable=SC2086
install_missing_packages --no-install-recommends $LEAN_TEST_PACKAGES
configure_build
meson compile -C build
status=0
meson test -C build --print-errorlogs --num-processes 2 "$@" || status=$?
python3 build-aux/test-summary.py build/meson-logs/testlog.json
exit $status
