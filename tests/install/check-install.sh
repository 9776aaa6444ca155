#!/usr/bin/env bash
# Installs the build into a temporary DESTDIR and checks what a user (or a
# distribution package) gets: the executables run (futoshiki bench paper with
# the paper's figures installed beside it), and every data file is where the
# desktop looks for it and passes its validator.
#
# Usage: check-install.sh cli|app|library BUILD_DIR
# Environment (set by tests/install/meson.build): MESON, FUTO_BINDIR,
# FUTO_DATADIR, FUTO_LOCALEDIR, FUTO_APP_ID, FUTO_GETTEXT_PACKAGE,
# FUTO_BUILD_APP (true/false), FUTO_SOURCE_ROOT; for the library
# FUTO_LIBDIR, FUTO_INCLUDEDIR, FUTO_BUILD_LIBRARY and FUTO_BUILD_GIR
# (true/false), FUTO_CC, FUTO_SANITIZE (b_sanitize) and FUTO_PYTHON.
# Exit status: 0 all good, 1 something is missing or invalid, 77 skipped
# (the application or the shared library is not built, or a validator is
# not installed).
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

part=$1
build_dir=$2
meson=${MESON:-meson}

if [ "$part" = app ] && [ "$FUTO_BUILD_APP" != true ]; then
  echo "the application is not built (-Dapp=disabled or no GTK): nothing to check"
  exit 77
fi
if [ "$part" = library ] && [ "${FUTO_BUILD_LIBRARY:-false}" != true ]; then
  echo "the shared library is not built (-Dfuzzing=true, or no GIO or Cairo): nothing to check"
  exit 77
fi

destdir=$(mktemp -d)
trap 'rm -rf "$destdir"' EXIT

# --no-rebuild: meson test has built everything already, and a test must not
# run ninja in the build directory that other tests are using.
"$meson" install -C "$build_dir" --destdir "$destdir" --no-rebuild --quiet >"$destdir.log" 2>&1 ||
  { cat "$destdir.log"; rm -f "$destdir.log"; echo "meson install failed"; exit 1; }
rm -f "$destdir.log"

bindir=$destdir$FUTO_BINDIR
datadir=$destdir$FUTO_DATADIR
localedir=$destdir$FUTO_LOCALEDIR
app_id=$FUTO_APP_ID
failures=0
missing_tools=()

fail ()
{
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# check_file PATH: the file must be installed.
check_file ()
{
  if [ -f "$1" ]; then
    echo "ok: ${1#"$destdir"}"
    return 0
  fi
  fail "${1#"$destdir"} is not installed"
  return 1
}

# validate TOOL ARGS...: runs a validator when it is installed.
validate ()
{
  local tool=$1
  shift
  if ! command -v "$tool" >/dev/null 2>&1; then
    missing_tools+=("$tool")
    return 0
  fi
  if ! "$tool" "$@" >"$destdir/validate.log" 2>&1; then
    sed 's/^/    /' "$destdir/validate.log"
    fail "$tool $*"
  fi
}

check_cli ()
{
  local cli=$bindir/futoshiki
  local version

  check_file "$cli" || return 0
  [ -x "$cli" ] || fail "futoshiki is not executable"
  # The installed copy must run on its own, away from the build tree.
  if ! version=$("$cli" --version 2>&1); then
    fail "futoshiki --version: $version"
  else
    echo "ok: futoshiki --version: $version"
  fi
  check_published "$cli"
  return 0
}

# check_published CLI: the paper's figures are installed, and the installed
# futoshiki prints them beside its own from there, not from the source tree.
check_published ()
{
  local cli=$1
  local published=$datadir/$FUTO_GETTEXT_PACKAGE/paper-published
  local file out

  for file in table1-time-ms.tsv table2-nodes.tsv README.md; do
    check_file "$published/$file" || return 0
  done
  if ! out=$("$cli" bench paper --classes 6_6_1 --instances 1 2>&1); then
    fail "futoshiki bench paper: $out"
    return 0
  fi
  if grep -q "Table 3. Time beside the paper's Table 1" <<<"$out" &&
     grep -Eq '^ +6 +6 +1 \| +1\.54 ' <<<"$out"; then
    echo "ok: futoshiki bench paper prints the paper's figures"
  else
    fail "futoshiki bench paper does not print the paper's figures beside its own"
  fi
  # A row the reader refuses in the installed copy must stop the installed
  # program: the proof that it reads that copy.
  printf '6\t6\t1\tbroken\n' >>"$published/table1-time-ms.tsv"
  if out=$("$cli" bench paper --classes 6_6_1 --instances 1 2>&1); then
    fail "futoshiki bench paper did not read the installed figures (a broken copy went unnoticed)"
  elif grep -qF "$published/table1-time-ms.tsv" <<<"$out"; then
    echo "ok: futoshiki bench paper reads ${published#"$destdir"}"
  else
    fail "futoshiki bench paper failed without naming the installed figures: $out"
  fi
  return 0
}

check_app ()
{
  local desktop=$datadir/applications/$app_id.desktop
  local metainfo=$datadir/metainfo/$app_id.metainfo.xml
  local schema=$datadir/glib-2.0/schemas/$app_id.gschema.xml
  local mime=$datadir/mime/packages/$app_id.xml
  local scalable=$datadir/icons/hicolor/scalable/apps/$app_id.svg
  local symbolic=$datadir/icons/hicolor/symbolic/apps/$app_id-symbolic.svg
  local lang langs

  if check_file "$bindir/futoshiki-lab"; then
    [ -x "$bindir/futoshiki-lab" ] || fail "futoshiki-lab is not executable"
  fi

  if check_file "$desktop"; then
    validate desktop-file-validate "$desktop"
    grep -q '^Exec=futoshiki-lab\b' "$desktop" || fail "the desktop file does not start futoshiki-lab"
    grep -q "^Icon=$app_id\$" "$desktop" || fail "the desktop file's icon is not $app_id"
  fi
  if check_file "$metainfo"; then
    validate appstreamcli validate --no-net "$metainfo"
    grep -q "$app_id.desktop" "$metainfo" || fail "the metainfo does not name $app_id.desktop"
  fi
  # Only the installed schema directory: what GLib will compile there.
  check_file "$schema" && validate glib-compile-schemas --strict --dry-run "$(dirname "$schema")"
  check_file "$mime" && validate xmllint --noout "$mime"
  check_file "$scalable" && validate xmllint --noout "$scalable"
  check_file "$symbolic" && validate xmllint --noout "$symbolic"

  # Every shipped lesson and the puzzles it reads, where the app looks
  # (LESSONDIR, docs/lesson-format.md).
  local lesson
  for lesson in "$FUTO_SOURCE_ROOT"/data/lessons/*; do
    local installed=$datadir/$FUTO_GETTEXT_PACKAGE/lessons/${lesson##*/}
    if check_file "$installed" && [ "${lesson##*.}" = lesson ]; then
      validate xmllint --noout "$installed"
    fi
  done

  # Every translation the project lists, compiled and readable.
  langs=$(sed 's/#.*//' "$FUTO_SOURCE_ROOT/po/LINGUAS")
  for lang in $langs; do
    local mo=$localedir/$lang/LC_MESSAGES/$FUTO_GETTEXT_PACKAGE.mo
    check_file "$mo" && validate msgunfmt --output-file=/dev/null "$mo"
  done
  return 0
}

# check_library: the scripting library as a program outside the build
# uses it. A C program built against the installed headers and library
# alone (pkg-config), which proves the headers complete; Python through the
# installed typelib.
check_library ()
{
  local libdir=$destdir$FUTO_LIBDIR
  local include=$destdir$FUTO_INCLUDEDIR/futoshiki-glib-1.0
  local pc=$libdir/pkgconfig/futoshiki-glib-1.0.pc
  local flags out sanitize=()

  check_file "$libdir/libfutoshiki-glib-1.0.so.0" || return 0
  check_file "$include/futoshiki-glib.h" || return 0
  check_file "$pc" || return 0
  cat >"$destdir/program.c" <<'PROGRAM'
#include <futoshiki-glib.h>

int
main (void)
{
  g_autoptr(FutoshikiPuzzle) puzzle = futoshiki_puzzle_new (4);
  g_autoptr(FutoshikiSolver) solver = futoshiki_solver_new ("bt");
  g_autoptr(FutoshikiSolveResult) result = NULL;

  futoshiki_solver_set_solution_limit (solver, 0);
  result = futoshiki_solver_solve (solver, puzzle, NULL, NULL);
  g_print ("%" G_GUINT64_FORMAT " %d\n", futoshiki_solve_result_get_n_solutions (result),
           futoshiki_puzzle_get_core (puzzle)->size);
  return 0;
}
PROGRAM
  # The installed .pc moved under DESTDIR with its prefix; GIO's stays
  # the system's.
  mkdir -p "$destdir/pkgconfig"
  sed "s|^prefix=|prefix=$destdir|" "$pc" >"$destdir/pkgconfig/futoshiki-glib-1.0.pc"
  if ! flags=$(PKG_CONFIG_PATH=$destdir/pkgconfig pkg-config --cflags --libs futoshiki-glib-1.0 2>&1); then
    fail "pkg-config futoshiki-glib-1.0: $flags"
    return 0
  fi
  # A sanitized library wants a sanitized program (its runtime first).
  if [ "${FUTO_SANITIZE:-none}" != none ]; then
    sanitize=("-fsanitize=$FUTO_SANITIZE")
  fi
  # shellcheck disable=SC2086 # the compiler and the flags are words
  if ! out=$($FUTO_CC "${sanitize[@]}" -o "$destdir/program" "$destdir/program.c" $flags 2>&1); then
    fail "a program against the installed headers and library does not build: $out"
  # Leaks are the sanitizer suite's to find, not this check's.
  elif ! out=$(LD_LIBRARY_PATH=$libdir ASAN_OPTIONS=detect_leaks=0 "$destdir/program" 2>&1) ||
       [ "$out" != "576 4" ]; then
    fail "the program against the installed library printed '$out', not '576 4'"
  else
    echo "ok: a C program builds and runs against the installed library alone"
  fi

  [ "$FUTO_BUILD_GIR" = true ] || return 0
  check_file "$libdir/girepository-1.0/Futoshiki-1.0.typelib" || return 0
  check_file "$datadir/gir-1.0/Futoshiki-1.0.gir" || return 0
  # An uninstrumented interpreter cannot load a sanitized library without
  # preloading its runtime; tests/python does that, against the build.
  if [ "${FUTO_SANITIZE:-none}" != none ]; then
    echo "not run under $FUTO_SANITIZE: Python through the installed typelib"
    return 0
  fi
  if ! "$FUTO_PYTHON" -c 'import gi' 2>/dev/null; then
    missing_tools+=("python3-gi")
    return 0
  fi
  if out=$(GI_TYPELIB_PATH=$libdir/girepository-1.0 LD_LIBRARY_PATH=$libdir "$FUTO_PYTHON" -c '
import gi
gi.require_version("Futoshiki", "1.0")
from gi.repository import Futoshiki
print(Futoshiki.Solver(algorithm="bt", solution_limit=0).solve(Futoshiki.Puzzle.new(4), None).props.n_solutions)
' 2>&1) && [ "$out" = 576 ]; then
    echo "ok: Python solves through the installed typelib"
  else
    fail "Python through the installed typelib printed '$out', not 576"
  fi
  return 0
}

case $part in
  cli) check_cli ;;
  app) check_app ;;
  library) check_library ;;
  *) echo "usage: $0 cli|app|library BUILD_DIR" >&2; exit 2 ;;
esac

if [ "$failures" -gt 0 ]; then
  echo "$failures problem(s) with the installed files"
  exit 1
fi
if [ ${#missing_tools[@]} -gt 0 ]; then
  echo "not checked, since these validators are not installed: ${missing_tools[*]}"
  exit 77
fi
echo "everything is installed and valid"
