#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""What a screen reader hears of the visualizer, read over AT-SPI.

Starts futoshiki-lab on the 6x6 of the forward-checking lesson, records
fc and steps twice, as a user would with the window's actions; then the
board's cells must describe that frame (values still possible, each value
the step removed with its reason, the current event), the status under
the controls must name the position and be announced once when it
changes, the event log must say each sentence once, and hiding the
visualizer must give the game's descriptions back. TAP output; exit 77
(skip) without pyatspi.
"""

import os
import sys
import time

from atspi_util import (activate, check, exit_status, find_all, find_app, find_board, names_changed_during,
                        start_app, wait_for)


PLAN = 15


def status_of(app):
    statuses = find_all(app, lambda n: n.getRoleName() in ("status bar", "status")
                        and (n.name or "").startswith("Event "))
    return statuses[0] if statuses else None


def main():
    puzzle = os.path.join(os.environ["G_TEST_SRCDIR"], "app", "data", "lesson-6x6.txt")

    print(f"1..{PLAN}", flush=True)
    process, scratch = start_app(puzzle)
    try:
        time.sleep(1)
        app = find_app("futoshiki")
        if not check(app is not None, "the application is on the AT-SPI bus"):
            return
        if not check(wait_for(lambda: find_board(app) is not None and find_board(app).childCount == 36),
                     "the board with its 36 cells"):
            return
        board = find_board(app)
        game_first = board.getChildAtIndex(0).name
        check(board.name == "6 × 6 puzzle, playing", f"the board plays the game: {board.name!r}")

        activate("trace-record")
        check(wait_for(lambda: "recorded search of" in (board.name or "")),
              f"the board says it shows a recording: {board.name!r}")
        check(wait_for(lambda: status_of(app) is not None), "a status names the position")

        heard = names_changed_during(lambda: activate("trace-step"), ("status bar", "status", "table cell"))
        statuses = [n for n in heard if not n.startswith("Row ")]
        check(any(name.startswith("Event ") and "\n" in name for name in heard),
              f"a step is announced by the status: {statuses!r}")
        check(len(statuses) == 1, f"once: {len(statuses)}")
        check(any(name.startswith("Row ") for name in heard),
              f"cells that changed say so: {len([n for n in heard if n.startswith('Row')])} names")

        activate("trace-step")
        time.sleep(0.5)
        status = status_of(app)
        check(status is not None and status.name.startswith("Event 61 of "),
              f"the status after two steps: {status.name if status else None!r}")
        cells = [board.getChildAtIndex(i) for i in range(36)]
        names = [c.name for c in cells]
        for name in names:
            print(f"# {name}", flush=True)
        check(names[0] == "Row 1, column 1, holds 1, a guess, cause of the current event, less than the cell below",
              f"the guess and the cause of the event: {names[0]!r}")
        check(names[30].startswith("Row 6, column 1, ")
              and "current event: 1 removed from r6c1 because r1c1 = 1 (column)" in names[30],
              f"the cell of the current event, with its reason: {names[30]!r}")
        removed = [n for n in names if " removed from r" in n and " because " in n]
        check(len(removed) >= 5, f"cells name the values the step removed and why: {len(removed)}")

        logs = find_all(app, lambda n: n.getRoleName() == "list" and n.name == "Events")
        rows = find_all(logs[0], lambda n: n.getRoleName() == "label" and " removed from " in (n.name or "")) \
            if logs else []
        check(rows and all(not r.description for r in rows),
              f"the event log says each sentence once: {[(r.name, r.description) for r in rows[:2]]!r}")

        activate("visualize")
        check(wait_for(lambda: board.name == "6 × 6 puzzle, playing"),
              f"hiding the visualizer gives the game back: {board.name!r}")
        check(wait_for(lambda: board.getChildAtIndex(0).name == game_first),
              f"and the game's cell descriptions: {board.getChildAtIndex(0).name!r}")
    finally:
        process.kill()
        process.wait()
        scratch.cleanup()


main()
sys.exit(exit_status(PLAN))
