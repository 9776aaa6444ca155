#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads the completion view the way a screen reader does: over AT-SPI.

Starts futoshiki-lab on a 4x4 puzzle, enters its solution over D-Bus
(win.set-cell), and checks that the view that comes is named, says the
time and the hints, and that its three buttons are labelled and that the
first has the keyboard focus; then Keep Editing over D-Bus takes it
away. TAP output; exit 77 (skip) without pyatspi.
"""

import sys
import time

from atspi_util import activate, check, exit_status, find_all, find_app, find_board, pyatspi, start_app, wait_for

# The one solution of tests/data/examples/unequal_4x4.txt (futoshiki solve).
SOLUTION = [
    [1, 4, 3, 2],
    [3, 2, 1, 4],
    [2, 3, 4, 1],
    [4, 1, 2, 3],
]


def main():
    import os

    puzzle = os.path.join(os.environ["G_TEST_SRCDIR"], "data", "examples", "unequal_4x4.txt")
    print("1..8", flush=True)
    process, scratch = start_app(puzzle)
    try:
        time.sleep(1)
        app = find_app("futoshiki")
        if not check(app is not None, "the application is on the AT-SPI bus"):
            return
        board = []
        wait_for(lambda: (find_board(app) is not None and find_board(app).childCount == 16
                          and board.append(find_board(app)) is None))
        if not check(len(board) == 1, "the board and its 16 cells"):
            return
        cells = [board[0].getChildAtIndex(i) for i in range(16)]
        for i, cell in enumerate(cells):
            if ", given " not in (cell.name or ""):
                row, col = divmod(i, 4)
                activate("set-cell", f"[<({row}, {col}, {SOLUTION[row][col]})>]")

        def cards():
            return find_all(app, lambda n: n.name == "Puzzle solved")

        check(wait_for(lambda: len(cards()) == 1), "the completion view is named")
        card = cards()[0] if cards() else None
        check(card is not None and (card.description or "").startswith("Time: ")
              and "No hints used" in (card.description or ""),
              f"it says the time and the hints: {card.description if card else None!r}")

        labels = ["New Puzzle With the Same Settings", "Play Again", "Keep Editing"]
        # GTK 4.8's bridge joins the button's label to its child label's
        # text ("Play Again Play Again"); what is heard first is the label,
        # without the mnemonic's underline (data/ui/completion/).
        buttons = {label: find_all(app, lambda n, label=label: n.getRoleName() == "push button"
                                   and (n.name or "").startswith(label) and "_" not in n.name)
                   for label in labels}
        check(all(len(found) == 1 for found in buttons.values()),
              f"its buttons are labelled: {[(k, len(v)) for k, v in buttons.items()]!r}")
        first = buttons[labels[0]]
        check(len(first) == 1 and wait_for(lambda: first[0].getState().contains(pyatspi.STATE_FOCUSED), 5),
              "the first button has the keyboard focus")

        activate("keep-editing", "[]")
        check(wait_for(lambda: not cards() or not cards()[0].getState().contains(pyatspi.STATE_SHOWING), 10),
              "Keep Editing takes the view away")
        check(wait_for(lambda: any(c.getState().contains(pyatspi.STATE_FOCUSED) for c in cells), 10),
              "the focus is back on the board")
    finally:
        process.kill()
        process.wait()
        scratch.cleanup()


main()
sys.exit(exit_status())
