#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Your own variable-ordering heuristic, in forward checking, against MRV.

    python3 examples/python/my_heuristic.py PUZZLE [--trace FILE] [--all]

Forward checking (forward_checking.py) fills the cells in reading order. Which
cell to fill next is the one choice a search makes that no rule forces, and it
can change the size of the tree by orders of magnitude. Write that choice in
my_choice() below, run this file on a puzzle, and it prints the size of your
tree next to those of reading order (`fc`) and of minimum remaining values
(`fc-mrv1`, the built-in MRV). Open the trace in Futoshiki Lab (or run this
program from Watch the Solver ▸ Run a Program…) to see where your tree grows.
"""

import example_run
import forward_checking
from example_run import Futoshiki


def my_choice(values, domains, n):
    """The next cell to fill: an index row * n + col whose value is 0 (empty),
    or None when every cell is filled.

    values[cell] is the cell's value (0 while empty) and domains[cell] the set
    of values it can still take. This one is "minimum remaining values": the
    empty cell with the fewest candidates, the first in reading order on a tie.
    Ideas to try instead: break ties by the number of signs around the cell
    (the degree heuristic), prefer cells next to filled ones, or take the most
    candidates first and see how much worse it gets."""
    best = None
    for cell in range(n * n):
        if values[cell] == 0 and (best is None or len(domains[cell]) < len(domains[best])):
            best = cell
    return best


def solve(run, puzzle, find_all):
    forward_checking.solve(run, puzzle, find_all, choose_cell=my_choice)


def built_in_nodes(puzzle, algorithm, find_all):
    """The node count of a built-in method on the same puzzle."""
    solver = Futoshiki.Solver(algorithm=algorithm, solution_limit=0 if find_all else 1)
    return solver.solve(puzzle, None).props.nodes


if __name__ == "__main__":
    run = example_run.main(solve, "my_heuristic.py", Futoshiki.NodeCount.CONSISTENT_STATES,
                           __doc__.splitlines()[0])
    tree = run.trace.build_tree(None)
    find_all = run.find_all
    run.out.write("\nnodes of the search tree (the start and every assignment the forward check let stand):\n")
    run.out.write("  my_choice()                  %10d\n" % tree.props.nodes)
    run.out.write("  reading order (fc)           %10d\n" % built_in_nodes(run.puzzle, "fc", find_all))
    # fc-mrv1 counts every call of its search, refuted or not, and tries the
    # values in descending order: close to the same idea, counted a little
    # differently; `futoshiki tree -a fc-mrv1 PUZZLE` draws its tree.
    run.out.write("  minimum remaining (fc-mrv1)  %10d\n" % built_in_nodes(run.puzzle, "fc-mrv1", find_all))
