#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# How long the app takes to show a student's run: from the start of
# futoshiki-lab TRACE until the panel names the loaded run, read through
# the accessibility tree (what a user sees, not a library call). The
# same puzzle solved by forward checking, measured in the same run, is the
# reference: the difference is what the long run costs.
#
#   bench/python/bench-open-trace.sh [BUILD] [RUNS]   (under Xvfb; needs pyatspi)
set -eu
build=${1:-build}
runs=${2:-5}
here=$(cd "$(dirname "$0")/../.." && pwd)
export GI_TYPELIB_PATH=$here/$build/src/glib LD_LIBRARY_PATH=$here/$build/src/glib
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
/usr/bin/python3 "$here/examples/python/backtracking.py" "$here/bench/data/python/bt-111475.txt" --trace "$scratch/big.trace" >/dev/null
# The same 7×7 by forward checking: the same board, a far shorter run.
/usr/bin/python3 "$here/examples/python/forward_checking.py" "$here/bench/data/python/bt-111475.txt" --trace "$scratch/small.trace" >/dev/null
export GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR=$here/$build/data GSK_RENDERER=cairo GDK_DEBUG=gl-disable
exec xvfb-run -a -s '-screen 0 1280x1024x24' dbus-run-session -- /usr/bin/python3 - "$here/$build/src/app/futoshiki-lab" "$scratch" "$runs" <<'PY'
import os, statistics, subprocess, sys, time, tempfile
import pyatspi

app, scratch, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])

def find_label(node, words, depth=0):
    if node is None or depth > 40:
        return False
    try:
        if words in (node.name or ''):
            return True
        for i in range(node.childCount):
            if find_label(node.getChildAtIndex(i), words, depth + 1):
                return True
    except Exception:
        pass
    return False

def time_to_show(trace):
    env = dict(os.environ, FUTOSHIKI_LAB_SESSION_DIR=tempfile.mkdtemp(dir=scratch))
    start = time.perf_counter()
    process = subprocess.Popen([app, trace], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while time.perf_counter() - start < 60:
            desktop = pyatspi.Registry.getDesktop(0)
            for i in range(desktop.childCount):
                candidate = desktop.getChildAtIndex(i)
                if candidate is not None and find_label(candidate, '.trace”: a run of '):
                    return time.perf_counter() - start
            time.sleep(0.02)
        raise SystemExit('the run was not shown within 60 s')
    finally:
        process.terminate()
        process.wait()

rows = {}
for name in ('small', 'big'):
    rows[name] = [time_to_show(os.path.join(scratch, name + '.trace')) for _ in range(runs)]
small, big = statistics.median(rows['small']), statistics.median(rows['big'])
print('start of the app until the run is shown, median of %d:' % runs)
print('  7×7 by forward_checking.py (short)        %6.3f s' % small)
print('  7×7 trace (111,475 nodes, 238,853 events) %6.3f s' % big)
print('  what the big trace adds             %6.3f s' % (big - small))
PY
