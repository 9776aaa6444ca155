/* cli-help.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>

#include "config.h"

#include "cli-help.h"
#include "futo-export.h"

static const char input_text[] =
  "INPUT is a puzzle file in the grid format, a .futoshiki file or a game ID of\n"
  "Simon Tatham's Unequal; '-' reads standard input, and a game ID such as\n"
  "'4:1,0R,0,0,0,2,0,0,0,0,0U,0,0,0,0L,3L,' may be typed as the argument itself.\n"
  "The format is detected. Of a .futoshiki file only the puzzle is used, not the\n"
  "player's entries.\n";

static const char solver_options[] =
  "Solver options:\n"
  "  -a, --algorithm ID     use algorithm ID (see 'futoshiki algorithms')\n"
  "      --max-nodes N      stop after N search nodes (0: no limit)\n"
  "      --time-limit SECS  stop after SECS seconds (0: no limit)\n"
  "      --seed S           seed for stochastic algorithms and random choices\n"
  "      --params K=V,...   algorithm-specific parameters\n"
  "      --stats            print the search statistics on standard error\n"
  "      --trace FILE       (solve, count) write every event of the run to FILE\n"
  "                         in the trace format (docs/trace-format.md), with the\n"
  "                         puzzle, for 'tree --trace' and 'slides --trace'\n";

static const char trace_input_text[] =
  "With --trace FILE ('-': standard input) the run is not made but read: a trace\n"
  "written by 'solve --trace' or by any program (docs/trace-format.md), in place\n"
  "of INPUT and of the solver options. A trace of format 2 carries its puzzle and\n"
  "is checked as it is read: an event that does not hold on the board the events\n"
  "before it left (a removed value assigned, a removal whose cause does not hold,\n"
  "a solution that breaks a rule) is refused with exit 2 and\n"
  "'FILE:LINE:COLUMN: event N: ...'.\n";

static const char common_options[] =
  "Input and output:\n"
  "      --from FORMAT      read INPUT as grid, tatham or futoshiki, not detected\n"
  "      --json             print one JSON object on standard output, errors too\n"
  "  -h, --help             show this help\n";

static const char exit_text[] =
  "Exit status:\n"
  "  0  success: solved; counted one or more solutions; check found a valid\n"
  "     puzzle with exactly one solution; converted, shown or listed\n"
  "  1  the puzzle has no solution or is invalid; for check also: several solutions\n"
  "  2  usage error, or input that cannot be read or parsed (one line on stderr)\n"
  "  3  --max-nodes, --time-limit or an incomplete algorithm stopped the search\n"
  "     before it had an answer\n";

/* generate neither solves nor reads a puzzle: its own statuses. */
static const char generate_exit_text[] =
  "Exit status:\n"
  "  0  success: every puzzle asked for was made and printed\n"
  "  2  usage error: a missing or bad option, or a size the level does not offer\n"
  "     (one line on stderr)\n"
  "  3  the budget (--time-limit, or the default) ran out before a puzzle at\n"
  "     LEVEL was found\n";

void
cli_help_general (void)
{
  printf ("Usage: futoshiki COMMAND [OPTION...] [INPUT]\n"
          "\n"
          "Solve, count, check, convert and draw Futoshiki puzzles.\n"
          "\n"
          "Commands:\n"
          "  solve       print the solution in the grid format\n"
          "  count       print the number of solutions\n"
          "  check       report every problem, then whether the solution is unique\n"
          "  convert     write the puzzle in another format (--to grid|tatham|futoshiki)\n"
          "  show        draw the board in the terminal\n"
          "  algorithms  list the solving algorithms\n"
          "  bench paper reproduce the experiment of Sen & Diner (IJOCTA 2024)\n"
          "  bench sweep where the hard puzzles are: effort against the fraction of holes\n"
          "  export      draw the board as a PNG, PDF or SVG file (--to png|pdf|svg)\n"
          "  booklet     lay out many puzzles, and their solutions, as a PDF to print\n"
          "  generate    make new puzzles with one solution at a difficulty\n"
          "  grade       the difficulty of a puzzle, technique by technique\n"
          "  hint        the next step a person can take\n"
          "  lesson check a lesson file checked as the app reads it (docs/lesson-format.md)\n"
          "  slides      a recorded run as slides, a page a step (PDF, SVG or PNG)\n"
          "  tree        the search tree of a run: drawn (--to png|pdf|svg) or counted\n"
          "\n"
          "'futoshiki COMMAND --help' describes a command and its options.\n"
          "  -h, --help     show this help\n"
          "      --version  print the version\n"
          "\n"
          "%s\n%s", input_text, exit_text);
}

void
cli_help_version (void)
{
  printf ("futoshiki (Futoshiki Lab) %s\n", PACKAGE_VERSION);
}

static void
help_solve (void)
{
  printf ("Usage: futoshiki solve [OPTION...] INPUT\n"
          "\n"
          "Print the solution of the puzzle in the grid format, which the other\n"
          "commands read back. With --json: status \"solved\", \"unsatisfiable\",\n"
          "\"invalid\", \"limit\" or \"gave-up\", the solution as rows of numbers, stats.\n"
          "\n%s\n%s\n%s\n%s", input_text, solver_options, common_options, exit_text);
}

static void
help_count (void)
{
  printf ("Usage: futoshiki count [OPTION...] INPUT\n"
          "\n"
          "Print the number of solutions. A count cut short by --max-nodes or\n"
          "--time-limit is not printed (exit 3); --json gives it with \"exact\": false.\n"
          "\n%s\n%s"
          "      --limit N          stop counting at N solutions (0, the default: all)\n"
          "\n%s\n%s", input_text, solver_options, common_options, exit_text);
}

static void
help_check (void)
{
  printf ("Usage: futoshiki check [OPTION...] INPUT\n"
          "\n"
          "Report every problem of the puzzle, one line each with its cell\n"
          "(\"r3c5: ...\"), then whether it has no solution, exactly one, or several;\n"
          "for several, two of them are shown and the cells where they differ listed.\n"
          "Only a valid puzzle with exactly one solution passes (exit 0).\n"
          "With --json: status \"unique\", \"several\", \"unsatisfiable\", \"invalid\" or\n"
          "\"limit\", with valid, problems, unique, solutions, solution or examples.\n"
          "\n%s\n%s\n%s\n%s", input_text, solver_options, common_options, exit_text);
}

static void
help_convert (void)
{
  printf ("Usage: futoshiki convert --to FORMAT [OPTION...] INPUT\n"
          "\n"
          "Write the puzzle in another format: grid (the grid interchange format),\n"
          "tatham (a game ID of Simon Tatham's Unequal) or futoshiki (the native file,\n"
          "which alone keeps metadata and the player's entries).\n"
          "\n%s\n"
          "Options:\n"
          "      --to FORMAT        grid, tatham or futoshiki (required)\n"
          "  -o, --output FILE      write to FILE instead of standard output\n"
          "\n%s\n%s", input_text, common_options, exit_text);
}

static void
help_show (void)
{
  printf ("Usage: futoshiki show [OPTION...] INPUT\n"
          "\n"
          "Draw the board with box-drawing characters: givens in their cells, '<' and\n"
          "'>' between cells of a row, '∧' (upper smaller) and '∨' (upper greater)\n"
          "between rows. Boards up to 64×64 are drawn; cells widen for two digits.\n"
          "\n%s\n"
          "Options:\n"
          "      --solution         draw the solved board (givens in bold on a terminal)\n"
          "      --ascii            use only ASCII: +, -, |, ^ and v\n"
          "\n%s\n%s\n%s", input_text, solver_options, common_options, exit_text);
}

static void
help_algorithms (void)
{
  printf ("Usage: futoshiki algorithms [--json]\n"
          "\n"
          "List the solving algorithms: id (for --algorithm), name, whether it is\n"
          "complete (can prove there is no solution, count and check) and stochastic,\n"
          "a description and the literature reference. The default comes first.\n"
          "\n"
          "Options:\n"
          "      --json             print one JSON object\n"
          "  -h, --help             show this help\n");
}

static void
help_export (void)
{
  printf ("Usage: futoshiki export [--to png|pdf|svg] [OPTION...] INPUT\n"
          "\n"
          "Draw the board as a picture: a PNG, or a PDF or SVG in vector form, crisp\n"
          "at any zoom (text stays text in a PDF). A title line goes above the board\n"
          "(the puzzle's title) and a caption below (size, difficulty, author, source).\n"
          "Every size from 2×2 to 64×64 is drawn.\n"
          "\n"
          "INPUT is read as by the other commands (see 'futoshiki --help'); of a\n"
          ".futoshiki file --state also draws the player's entries and pencil marks.\n"
          "\n"
          "Options:\n"
          "      --to FORMAT        png, pdf or svg; without it the -o name's extension\n"
          "  -o, --output FILE      write to FILE ('-' for standard output); without it\n"
          "                         INPUT's name with the format's extension\n"
          "      --solution         draw the solved board (givens stay bold)\n"
          "      --state            draw the player's entries and pencil marks\n"
          "      --title T          the title line (default: the puzzle's title)\n"
          "      --bare             the board alone: no title, no caption\n"
          "      --cell-mm MM       the side of a cell in millimetres, %g to %g (default 10)\n"
          "      --paper a4|letter  (pdf) a page of that paper, the board centred on it\n"
          "      --size PIXELS      (png) the image's width; its height follows\n"
          "      --scale S          (png) S times 96 dpi (default 1)\n"
          "      --transparent      (png, svg) no background\n"
          "      --dark             (png, svg) the dark style\n"
          "      --mono             greys only, no colour or shadows: for printing\n"
          "      --labels           row and column labels beside the board (r1…, c1…)\n"
          "      --from FORMAT      read INPUT as grid, tatham or futoshiki, not detected\n"
          "      --json             print one JSON object (output, format, size)\n"
          "  -h, --help             show this help\n"
          "\n%s", FUTO_EXPORT_MIN_CELL_MM, FUTO_EXPORT_MAX_CELL_MM, exit_text);
}

static void
help_booklet (void)
{
  printf ("Usage: futoshiki booklet --count K --size N [OPTION...] -o OUT.pdf\n"
          "       futoshiki booklet [OPTION...] -o OUT.pdf INPUT...\n"
          "\n"
          "Lay out puzzles on paper pages as one PDF: generated ones (K puzzles of\n"
          "N×N at one difficulty) or the INPUT files, W×H to a page, each under a\n"
          "line such as \"Puzzle 7 · 7×7 · hard\", with page numbers and, with\n"
          "--solutions, a section of smaller solved boards at the end. Without\n"
          "--seed the puzzles differ every time; the seed used is the PDF's subject.\n"
          "\n%s\n"
          "Options:\n"
          "  -o, --output FILE      the PDF to write (required; '-' for standard output)\n"
          "      --count K          generate K puzzles (at most 1000)\n"
          "      --size N           of N×N\n"
          "      --difficulty L     easy, medium (default), hard, extreme or recursive\n"
          "      --seed S           make the same puzzles again\n"
          "      --per-page WxH     W puzzles across and H down each page (default 2x3)\n"
          "      --solutions        end with the solutions\n"
          "      --paper a4|letter  the paper (default a4)\n"
          "      --title T          the heading of the puzzle pages (default Futoshiki)\n"
          "      --mono             greys only, no colour or shadows\n"
          "      --from FORMAT      read every INPUT as grid, tatham or futoshiki\n"
          "      --json             print one JSON object (output, puzzles, pages, seed)\n"
          "  -h, --help             show this help\n"
          "\n%s", input_text, exit_text);
}

static void
help_generate (void)
{
  printf ("Usage: futoshiki generate --size N [--difficulty LEVEL] [--style STYLE]\n"
          "                          [--mode MODE] [--count K] [--seed S]\n"
          "                          [--time-limit SECS]\n"
          "\n"
          "Make new puzzles with exactly one solution that are minimal (no clue can go\n"
          "without a second solution appearing) and grade exactly at LEVEL, printed in\n"
          "the grid format. When the budget runs out first the command says so and\n"
          "exits 3: it never prints an easier puzzle than asked for.\n"
          "\n"
          "  --size N           the board size; the sizes each level offers are listed in\n"
          "                     docs/difficulty.md\n"
          "  --difficulty LEVEL easy, medium (default), hard, extreme or recursive\n"
          "  --style STYLE      balanced (default), givens (mostly givens) or signs\n"
          "                     (mostly signs, the style of Simon Tatham's Unequal)\n"
          "  --mode MODE        unequal (default) or adjacent: Unequal's Adjacent mode,\n"
          "                     every consecutive pair marked, the givens the only\n"
          "                     clues; printed as game IDs (the grid format has no marks)\n"
          "  --count K          make K puzzles (seeds S, S+1, …)\n"
          "  --seed S           the same seed always gives the same puzzle; without it\n"
          "                     the seed is random and printed in a comment\n"
          "  --time-limit SECS  the budget for each puzzle\n"
          "      --json         one JSON object: every puzzle as grid text and game ID\n"
          "                     (Adjacent puzzles: game ID only)\n"
          "\n%s", generate_exit_text);
}

static void
help_grade (void)
{
  printf ("Usage: futoshiki grade [OPTION...] INPUT\n"
          "\n"
          "Solve the puzzle the way a person does, one named deduction at a time, and\n"
          "print its difficulty: the level of the hardest technique it needs, then how\n"
          "often each technique was used. docs/difficulty.md describes the levels.\n"
          "\n%s\n%s\n%s", input_text, common_options, exit_text);
}

static void
help_tree (void)
{
  printf ("Usage: futoshiki tree [OPTION...] INPUT\n"
          "       futoshiki tree --to png|pdf|svg -o FILE [OPTION...] INPUT\n"
          "       futoshiki tree [--to png|pdf|svg -o FILE] --trace FILE\n"
          "       futoshiki tree -a A --versus B [--json | --to png|pdf|svg -o FILE] INPUT\n"
          "       futoshiki tree -a A --similar [--json] INPUT\n"
          "\n"
          "Run an algorithm as 'solve' does (or as 'count' does, with --limit) and build\n"
          "its search tree: one node per decision (r3c5 = 4), its children in the order\n"
          "tried, a cross for each dead end, a diamond for each solution. Without --to\n"
          "or -o it prints the counts; 'nodes' counts as 'solve --stats' counts nodes\n"
          "for the same algorithm (each value tried for bt and color, each call of the\n"
          "search for the others), and 'decisions' is the tree's nodes but its root.\n"
          "With --to or -o it draws the whole tree; subtrees too small to draw apart\n"
          "become one triangle labelled with their size. With --overview it draws the\n"
          "compressed pixel tree instead, which stays readable at 10^7 nodes: a row\n"
          "for each depth, the nodes in preorder binned into the columns, each bin\n"
          "shaded by how many nodes it holds, red by its share of dead ends, green\n"
          "when it holds a solution.\n"
          "\n"
          "With --versus B the puzzle is run with both methods and their trees are\n"
          "laid over each other: a node is shared when the decisions from the root to\n"
          "it are the same in both. It prints the tree nodes of each (every decision\n"
          "and the root), the shared ones, each run's own, and the first divergence:\n"
          "the shared node, in A's order, under which one run tries what the other\n"
          "does not. With --to or -o it draws the merged tree: the shared part once,\n"
          "A's own branches solid blue, B's dashed orange, a legend, and the first\n"
          "divergence named on the drawing.\n"
          "\n"
          "With --similar it lists repeated failures: groups of failed subtrees (of 3\n"
          "nodes or more) that make the same decisions below their roots and fail the\n"
          "same way, with their count and the cell they fail at (\"349 subtrees of 7\n"
          "nodes fail at r4c5 the same way\"), the largest share of the tree first; a\n"
          "group whose every subtree hangs under one of another group is left out.\n"
          "\n"
          "The local searches (sa, cso) make no decisions and build no tree: they are\n"
          "refused. For the lab engine, --seed makes the run the one 'solve --seed'\n"
          "makes (a run without it may use a second search that records nothing).\n"
          "\n%s\n"
          "The tree of a trace counts nodes as its 'nodes' line says, else as its\n"
          "'algorithm' does, else one node per decision; a trace of format 1 (no\n"
          "puzzle) is counted and drawn unchecked.\n"
          "\n"
          "Options:\n"
          "      --trace FILE       the run: a trace, in place of INPUT\n"
          "      --versus ID        merge the tree of a second method's run with it\n"
          "      --similar          list the groups of alike failed subtrees\n"
          "      --limit N          stop after N solutions (0: all; default 1, as solve)\n"
          "      --to FORMAT        png, pdf or svg; without it the -o name's extension\n"
          "  -o, --output FILE      write the drawing to FILE\n"
          "      --size N           the drawing's width (pixels for png, points else);\n"
          "                         by default it follows the tree, up to 4096\n"
          "      --dark             (png, svg) the dark style\n"
          "      --overview         draw the compressed pixel tree (1200 wide by default)\n"
          "\n%s\n%s\n%s\n%s", trace_input_text, solver_options, input_text, common_options, exit_text);
}

static void
help_hint (void)
{
  printf ("Usage: futoshiki hint [--full] [--apply [-o OUT]] INPUT\n"
          "\n"
          "The next step a person can take from the player's state in a .futoshiki\n"
          "file (givens, entries and pencil marks; a grid file or game ID starts\n"
          "empty). Wrong entries are reported first.\n"
          "\n"
          "  (default)  where to look, such as 'Look at where 6 can go in row 1.'\n"
          "  --full     the technique, the cells it uses and what it concludes\n"
          "  --apply    write the .futoshiki file with the step applied to OUT\n"
          "             (standard output without -o)\n"
          "\n%s\n%s\n%s", input_text, common_options, exit_text);
}

static void
help_slides (void)
{
  printf ("Usage: futoshiki slides INPUT --algorithm ID [--every STEP] [OPTION...]\n"
          "                        -o OUT.pdf\n"
          "       futoshiki slides --trace FILE [--every STEP] [OPTION...] -o OUT.pdf\n"
          "\n"
          "Record a run of the algorithm and put it on slides, one page a step, to\n"
          "project in class: the board as the visualizer draws it (candidates, the\n"
          "values the step removed struck through, decisions underlined, the current\n"
          "cell ringed, the cause dashed, dead ends hatched), the step's sentence in\n"
          "large type, the running counts (nodes, backtracks, removed values) and\n"
          "\"Event N of M\". Pages are A4 landscape, numbered, headed by the puzzle and\n"
          "the method.\n"
          "\n%s\n%s\n"
          "A trace of format 1 has no puzzle, so it makes no slides.\n"
          "\n"
          "Options:\n"
          "      --trace FILE       the run: a trace of format 2, in place of INPUT\n"
          "  -o, --output FILE      the PDF to write (required); with --to svg or png the\n"
          "                         pages go to numbered files beside it: OUT-001.svg, …\n"
          "      --to FORMAT        pdf (default, or from the -o name's extension), svg\n"
          "                         or png (one file a page)\n"
          "      --every STEP       where a page goes:\n"
          "                           decision   before each decision or backtrack, as\n"
          "                                      the visualizer steps (default)\n"
          "                           backtrack  at each dead end, before its backtrack\n"
          "                           event      after every event\n"
          "                           N          after every N events\n"
          "                         The local searches (sa, cso) take event or N only.\n"
          "      --from-event N     start at event N (events count from 1)\n"
          "      --to-event N       end at event N (default: the end of the run)\n"
          "      --max-pages N      write at most N pages; without it more than %d\n"
          "                         pages is refused, with their count\n"
          "      --paper a4|letter  the paper, landscape (default a4)\n"
          "      --labels           row and column labels beside the board (r1…, c1…)\n"
          "      --from FORMAT      read INPUT as grid, tatham or futoshiki, not detected\n"
          "  -a, --algorithm ID     the method to record (see 'futoshiki algorithms')\n"
          "      --max-nodes N, --time-limit SECS, --seed S, --params K=V,...\n"
          "                         as for solve: a run cut short is shown as far as it went\n"
          "  -h, --help             show this help\n"
          "\n%s", input_text, trace_input_text, CLI_SLIDES_DEFAULT_MAX_PAGES, exit_text);
}

void
cli_help_command (CliCommand command)
{
  switch (command)
    {
    case CLI_COMMAND_SOLVE:      help_solve (); break;
    case CLI_COMMAND_COUNT:      help_count (); break;
    case CLI_COMMAND_CHECK:      help_check (); break;
    case CLI_COMMAND_CONVERT:    help_convert (); break;
    case CLI_COMMAND_SHOW:       help_show (); break;
    case CLI_COMMAND_ALGORITHMS: help_algorithms (); break;
    case CLI_COMMAND_EXPORT:     help_export (); break;
    case CLI_COMMAND_BOOKLET:    help_booklet (); break;
    case CLI_COMMAND_GENERATE:   help_generate (); break;
    case CLI_COMMAND_GRADE:      help_grade (); break;
    case CLI_COMMAND_HINT:       help_hint (); break;
    case CLI_COMMAND_SLIDES:     help_slides (); break;
    case CLI_COMMAND_TREE:       help_tree (); break;
    case CLI_COMMAND_NONE:
    default:                     cli_help_general (); break;
    }
}
