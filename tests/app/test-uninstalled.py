#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The program started from the build tree, as the README's first command
and `meson devenv` start it.

Without its settings schema it must say in one sentence how to start it,
and exit 1, not abort with a GLib trap. With FUTOSHIKI_LAB_LOCALEDIR at the
build's catalogues it must speak German when LANGUAGE=de: read over AT-SPI,
the board's name is the German one. TAP output; exit 77 (skip) without
pyatspi.
"""

import os
import subprocess
import tempfile
import time

from atspi_util import check, exit_status, find_all, find_app, wait_for


def main():
    binary = os.environ["FUTOSHIKI_LAB_BIN"]
    puzzle = os.path.join(os.environ["G_TEST_SRCDIR"], "data", "examples", "unequal_4x4.txt")
    scratch = tempfile.TemporaryDirectory(prefix="futoshiki-lab-uninstalled-")
    print("1..4", flush=True)

    # No schema anywhere: neither the build's nor an installed one.
    env = dict(os.environ)
    env.pop("GSETTINGS_SCHEMA_DIR", None)
    env["XDG_DATA_DIRS"] = scratch.name
    env["XDG_DATA_HOME"] = scratch.name
    run = subprocess.run([binary, puzzle], env=env, capture_output=True, text=True, timeout=60)
    check(run.returncode == 1, f"without the schema it exits with 1 ({run.returncode})")
    check("run-app.sh" in run.stderr and "meson devenv" in run.stderr
          and run.stderr.count("\n") == 1,
          f"and says in one line how to start it: {run.stderr!r}")

    env = dict(os.environ)
    env["GTK_A11Y"] = "atspi"
    env.pop("NO_AT_BRIDGE", None)
    env["LANGUAGE"] = "de"
    env["LANG"] = "C.UTF-8"
    env["FUTOSHIKI_LAB_LOCALEDIR"] = os.environ["FUTOSHIKI_LAB_BUILD_LOCALEDIR"]
    env["FUTOSHIKI_LAB_SESSION_DIR"] = os.path.join(scratch.name, "session")
    process = subprocess.Popen([binary, puzzle], env=env)
    try:
        time.sleep(1)
        app = find_app("futoshiki")
        if not check(app is not None, "the application is on the AT-SPI bus"):
            return
        names = []

        def german_board():
            tables = find_all(app, lambda n: n.getRoleName() == "table")
            names[:] = [t.name for t in tables]
            return "4 × 4-Rätsel, Spielen" in names

        check(wait_for(german_board, 20),
              f"the board speaks German from the build's catalogue: {names!r}")
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()


if __name__ == "__main__":
    main()
    raise SystemExit(exit_status(4))
