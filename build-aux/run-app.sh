#!/usr/bin/env bash
# Builds Futoshiki Lab and opens it (the first command of the README).
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
. build-aux/packages.sh

# shellcheck disable=SC2086
install_missing_packages $BUILD_PACKAGES
configure_build
meson compile -C build
# Run from the build tree: the settings schema is compiled there.
export GSETTINGS_SCHEMA_DIR="$PWD/build/data"
exec build/src/app/futoshiki-lab "$@"
