#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""What a screen reader hears of Run a Program…, read over AT-SPI.

Starts futoshiki-lab on a .trace file, as `futoshiki-lab run.trace`
does: the board must describe the run under the trace's solver name.
Then opens Watch the Solver's Run a Program… dialog with the window's
action: its command line, its buttons and the panel's button must have
names. TAP output; exit 77 (skip) without pyatspi.
"""

import os
import sys
import time

from atspi_util import activate, check, exit_status, find_all, find_app, find_board, start_app, wait_for


PLAN = 6


def named(app, roles, name):
    """GTK 4.8 names a labelled control by its label's text and markup alike
    ("_Run Run"): the name must end with the words a reader hears."""
    return find_all(app, lambda n: n.getRoleName() in roles
                    and ((n.name or "") == name or (n.name or "").endswith(" " + name)))


def main():
    trace = os.path.join(os.environ["G_TEST_SRCDIR"], "app", "data", "student-4x4.trace")

    print(f"1..{PLAN}", flush=True)
    process, scratch = start_app(trace)
    try:
        time.sleep(1)
        app = find_app("futoshiki")
        if not check(app is not None, "the application is on the AT-SPI bus"):
            return
        check(wait_for(lambda: find_board(app) is not None
                       and "recorded search of my-bt" in (find_board(app).name or "")),
              f"the board shows the trace's run under its solver's name: "
              f"{find_board(app).name if find_board(app) else None!r}")
        check(wait_for(lambda: named(app, ("push button", "button"), "Run a Program…")),
              "the panel's Run a Program… button has its name")

        activate("trace-run-program")
        entries = []
        check(wait_for(lambda: entries.extend(find_all(app, lambda n: n.getRoleName() in ("text", "entry")
                                               and (n.name or "").startswith("Command line")))
                       or entries),
              "the command line has a name")
        for name in ("Run", "Cancel"):
            dialogs = find_all(app, lambda n: n.getRoleName() in ("frame", "dialog") and n.name == "Run a Program")
            check(dialogs and named(dialogs[0], ("push button", "button"), name),
                  f"the dialog's {name} button has its name")
    finally:
        process.kill()
        process.wait()
        scratch.cleanup()


main()
sys.exit(exit_status(PLAN))
