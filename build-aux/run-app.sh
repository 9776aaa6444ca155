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
# A student's program run from Watch the Solver ▸ Run a Program… inherits
# these, so that its Python finds the build's Futoshiki typelib and
# library, as under meson devenv.
export GI_TYPELIB_PATH="$PWD/build/src/glib${GI_TYPELIB_PATH:+:$GI_TYPELIB_PATH}"
export LD_LIBRARY_PATH="$PWD/build/src/glib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
exec build/src/app/futoshiki-lab "$@"
