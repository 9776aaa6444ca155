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
# Run from the build tree: the settings schema and the translations are
# compiled there, the lessons are read from data/lessons (meson devenv -C
# build sets the same).
export GSETTINGS_SCHEMA_DIR="$PWD/build/data"
export FUTOSHIKI_LAB_LOCALEDIR="$PWD/build/po"
export FUTOSHIKI_LAB_LESSONDIR="$PWD/data/lessons"
exec build/src/app/futoshiki-lab "$@"
