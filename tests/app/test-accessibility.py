#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads the running app's board the way a screen reader does: over AT-SPI.

Starts futoshiki-lab on a 4x4 puzzle, finds the board (a grid, shown as a
"table") and walks its 16 cells, checking that each says its row, column,
value or candidates and its signs; then changes a cell over D-Bus and
checks that the cell's description follows. TAP output; exit 77 (skip)
without pyatspi.
"""

import os
import subprocess
import sys
import tempfile
import time

from atspi_util import activate, check, exit_status, find_all, find_app, find_board, pyatspi, wait_for


def find_board_with_cells(app, timeout=20):
    board = []

    def look():
        found = find_board(app)
        if found is not None and found.childCount > 0:
            board.append(found)
            return True
        return False

    return board[0] if wait_for(look, timeout) else None


def wait_for_name(node, expected, timeout=10):
    return wait_for(lambda: node.name == expected, timeout)


def main():
    binary = os.environ["FUTOSHIKI_LAB_BIN"]
    puzzle = os.path.join(os.environ["G_TEST_SRCDIR"], "data", "examples", "unequal_4x4.txt")
    scratch = tempfile.TemporaryDirectory(prefix="futoshiki-lab-a11y-")
    env = dict(os.environ)
    env["GTK_A11Y"] = "atspi"
    env.pop("NO_AT_BRIDGE", None)
    env["FUTOSHIKI_LAB_SESSION_DIR"] = os.path.join(scratch.name, "session")
    env["XDG_DATA_HOME"] = scratch.name

    print("1..24", flush=True)
    process = subprocess.Popen([binary, puzzle], env=env)
    try:
        time.sleep(1)
        app = find_app("futoshiki")
        if not check(app is not None, "the application is on the AT-SPI bus"):
            return
        board = find_board_with_cells(app)
        if not check(board is not None, "a table (the grid role) named as a puzzle"):
            return
        check(board.name == "4 × 4 puzzle, playing", f"the board says what it is: {board.name!r}")
        cells = [board.getChildAtIndex(i) for i in range(board.childCount)]
        check(len(cells) == 16, f"the board has 16 cells ({len(cells)})")
        check(all(c.getRoleName() == "table cell" for c in cells), "every cell is a table cell")

        names = [c.name for c in cells]
        for i, name in enumerate(names):
            row, col = divmod(i, 4)
            if not name.startswith(f"Row {row + 1}, column {col + 1}, "):
                check(False, f"cell {i} names its row and column: {name!r}")
                break
        else:
            check(True, "every cell names its row and column, in reading order")

        check(names[0] == "Row 1, column 1, given 1", f"a given: {names[0]!r}")
        check(names[1] == "Row 1, column 2, empty, greater than the cell to the right",
              f"a sign: {names[1]!r}")
        check(names[2] == "Row 1, column 3, empty, less than the cell to the left",
              f"the same sign, seen from the other cell: {names[2]!r}")
        check(names[6] == "Row 2, column 3, empty, less than the cell below",
              f"a vertical sign: {names[6]!r}")
        check(names[15] == "Row 4, column 4, given 3, greater than the cell to the left",
              f"the last cell: {names[15]!r}")

        # The cursor's cell has the keyboard focus.
        focused = [c for c in cells if c.getState().contains(pyatspi.STATE_FOCUSED)]
        check(len(focused) == 1 and focused[0] == cells[0], "the cursor's cell is focused")
        check(all(c.getState().contains(pyatspi.STATE_FOCUSABLE) for c in cells),
              "every cell is focusable")

        # Descriptions follow changes.
        activate("set-cell", "[<(0, 1, 4)>]")
        check(wait_for_name(cells[1], "Row 1, column 2, 4, greater than the cell to the right"),
              f"an entry is heard: {cells[1].name!r}")
        activate("set-cell", "[<(0, 3, 4)>]")
        check(wait_for_name(cells[3], "Row 1, column 4, 4, breaks a rule"),
              f"a conflict is heard: {cells[3].name!r}")
        check(wait_for_name(cells[1], "Row 1, column 2, 4, greater than the cell to the right, breaks a rule"),
              f"on both cells: {cells[1].name!r}")
        activate("set-cell", "[<(0, 3, 0)>]")
        check(wait_for_name(cells[3], "Row 1, column 4, empty"), f"and goes: {cells[3].name!r}")

        activate("fill-candidates", "[]")
        check(wait_for_name(cells[2], "Row 1, column 3, empty, candidates 2 and 3, less than the cell to the left"),
              f"candidates are heard: {cells[2].name!r}")

        activate("toggle-mode", "[]")
        check(wait_for_name(board, "4 × 4 puzzle, editing"), f"the mode is heard: {board.name!r}")

        # The status line is there to be read too.
        statuses = find_all(app, lambda n: n.getRoleName() in ("status bar", "status"))
        check(len(statuses) >= 1, "the status line has the status role")
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not any("solution" in (s.name or "") for s in statuses):
            time.sleep(0.1)
        check(any("solution" in (s.name or "") for s in statuses),
              f"the status line speaks of solutions while editing: {[s.name for s in statuses]!r}")

        check(wait_for(lambda: "solution" in (board.description or "")),
              f"the board's description carries the status: {board.description!r}")

        # Undo is reachable and works for a screen reader user as for others.
        activate("undo", "[]")
        check(wait_for_name(cells[2], "Row 1, column 3, empty, less than the cell to the left"),
              f"undo is heard: {cells[2].name!r}")
        undo_buttons = find_all(app, lambda n: n.getRoleName() == "push button" and n.name == "Undo")
        check(len(undo_buttons) == 1, "the Undo button is labelled")
    finally:
        process.kill()
        process.wait()
        scratch.cleanup()


main()
sys.exit(exit_status())
