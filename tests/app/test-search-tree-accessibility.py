#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""What a screen reader hears of the search tree, read over AT-SPI.

Starts futoshiki-lab on the 6x6 of the forward-checking lesson, records
fc, and reads the tree's canvas in its pane beside the board (no tab to
open first): it is focusable, named after the node it is on (the root at the
start, then the decision of each step, a refuted node with its reason at
the first dead end), its name changes are announced, and it says how to
use it. TAP output; exit 77 (skip) without pyatspi.
"""

import os
import re
import sys
import time

from atspi_util import (activate, check, exit_status, find_all, find_app, find_board, names_changed_during,
                        start_app, wait_for)

from gi.repository import Atspi  # noqa: E402 (after atspi_util's version check)

PLAN = 10
DECISION = re.compile(r"^r\d+c\d+ = \d+, depth \d+, ")


def find_canvas(app):
    found = find_all(app, lambda n: n.getRoleName() == "tree item"
                     and "Enter goes to that moment" in (n.description or ""))
    return found[0] if found else None


def main():
    puzzle = os.path.join(os.environ["G_TEST_SRCDIR"], "app", "data", "lesson-6x6.txt")

    print(f"1..{PLAN}", flush=True)
    process, scratch = start_app(puzzle)
    try:
        time.sleep(1)
        app = find_app("futoshiki")
        if not check(app is not None, "the application is on the AT-SPI bus"):
            return
        if not check(wait_for(lambda: find_board(app) is not None), "the board"):
            return
        board = find_board(app)
        activate("trace-record")
        check(wait_for(lambda: "recorded search of" in (board.name or "")),
              f"a recording is shown: {board.name!r}")

        tabs = find_all(app, lambda n: n.name == "Search Tree" and n.getRoleName() == "page tab")
        check(not tabs, "the tree is in a pane of its own, not behind a tab")
        check(wait_for(lambda: find_canvas(app) is not None and find_canvas(app).name.startswith("The root")),
              f"the tree's canvas names the root: {find_canvas(app).name if find_canvas(app) else None!r}")
        canvas = find_canvas(app)
        check(canvas.getState().contains(Atspi.StateType.FOCUSABLE), "the canvas takes the keyboard focus")

        # The first step is forward checking's propagation of the givens,
        # still at the root; the second is the first decision.
        heard = names_changed_during(lambda: (activate("trace-step"), activate("trace-step")), ("tree item",), timeout=4)
        print(f"# heard {heard!r}", flush=True)
        check(any(DECISION.match(name) for name in heard),
              f"a step renames it after its decision: {heard!r}")

        activate("trace-next-backtrack")
        check(wait_for(lambda: ", refuted: " in (canvas.name or "")),
              f"at the dead end it says why: {canvas.name!r}")
        check(wait_for(lambda: "has no value left" in (canvas.name or "")),
              "forward checking's dead end is a cell left without a value")
        captions = find_all(app, lambda n: n.getRoleName() == "label" and n.name == canvas.name)
        check(captions, "the same words stand under the tree")
    finally:
        process.kill()
        process.wait()
        scratch.cleanup()


main()
sys.exit(exit_status(PLAN))
