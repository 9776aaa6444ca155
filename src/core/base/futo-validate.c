/* futo-validate.c: find every problem a puzzle shows on its face
 *
 * The checks look only at the givens and the signs, never search: a puzzle
 * that passes may still have no solution, which the solvers then prove.
 * Adjacent puzzles have no sign graph: their marks are checked pair by pair
 * (a mark between givens that are not consecutive, consecutive givens with
 * no mark); relations of the other mode's kind are reported in both modes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-sentence-private.h"
#include "futo-validate.h"

/* The sign graph: an edge u → w for every "u < w". */
typedef struct
{
  const FutoPuzzle *puzzle;
  int               n;
  int               cells;
  int              *order;   /* cells in topological order, when acyclic */
  int              *lo;      /* longest "<" chain ending at the cell, counted in cells */
  int              *hi;      /* n + 1 - longest chain starting at the cell */
  int              *lo_prev; /* the predecessor on that longest chain, -1 at its start */
} SignGraph;

/* Returns the new problem, NULL when there is no memory for it. */
static FutoProblem *
add_problem (FutoProblemList *problems,
             FutoProblemKind  kind,
             int              row,
             int              col,
             int              row2,
             int              col2,
             const char      *format,
             ...) __attribute__ ((format (printf, 7, 8)));

static FutoProblem *
add_problem (FutoProblemList *problems,
             FutoProblemKind  kind,
             int              row,
             int              col,
             int              row2,
             int              col2,
             const char      *format,
             ...)
{
  FutoProblem *problem;
  va_list args;

  if (problems->len == problems->capacity)
    {
      size_t capacity = problems->capacity ? problems->capacity * 2 : 16;
      FutoProblem *items = realloc (problems->items, capacity * sizeof *items);

      if (items == NULL)
        return NULL;
      problems->items = items;
      problems->capacity = capacity;
    }
  problem = &problems->items[problems->len++];
  problem->kind = kind;
  problem->row = row;
  problem->col = col;
  problem->row2 = row2;
  problem->col2 = col2;
  va_start (args, format);
  _futo_sentence_keep (&problem->sentence, format, args);
  vsnprintf (problem->message, sizeof problem->message, format, args);
  va_end (args);
  return problem;
}

/* See _futo_error_mark_words(). */
static void
mark_words (FutoProblem *problem,
            unsigned     words)
{
  if (problem != NULL && problem->sentence.format != NULL)
    problem->sentence.words = words;
}

void
futo_problem_list_clear (FutoProblemList *problems)
{
  FUTO_RETURN_IF_FAIL (problems != NULL);

  free (problems->items);
  problems->items = NULL;
  problems->len = 0;
  problems->capacity = 0;
}

/* The neighbours of cell across a sign whose relation, seen from cell, is rel:
 * LESS gives the cells greater than it, GREATER the cells smaller. */
static int
neighbours_across (const FutoPuzzle *puzzle,
                   int               cell,
                   FutoRelation      rel,
                   int               out[4])
{
  static const int dr[4] = { -1, 0, 1, 0 };
  static const int dc[4] = { 0, 1, 0, -1 };
  int n = puzzle->size, r = cell / n, c = cell % n, count = 0;

  for (int d = 0; d < 4; d++)
    if (futo_puzzle_get_relation (puzzle, r, c, (FutoDirection) d) == rel)
      out[count++] = (r + dr[d]) * n + c + dc[d];
  return count;
}

static int
successors (const FutoPuzzle *puzzle,
            int               cell,
            int               out[4])
{
  return neighbours_across (puzzle, cell, FUTO_REL_LESS, out);
}

static int
predecessors (const FutoPuzzle *puzzle,
              int               cell,
              int               out[4])
{
  return neighbours_across (puzzle, cell, FUTO_REL_GREATER, out);
}

static void
check_ranges (const FutoPuzzle *puzzle,
              FutoProblemList  *problems)
{
  int n = puzzle->size;

  for (int i = 0; i < n * n; i++)
    if (puzzle->givens[i] > n)
      add_problem (problems, FUTO_PROBLEM_VALUE_RANGE, i / n, i % n, -1, -1,
                   "%d is out of range: a %d×%d puzzle takes 1 to %d",
                   puzzle->givens[i], n, n, n);
}

static void
check_duplicates (const FutoPuzzle *puzzle,
                  FutoProblemList  *problems)
{
  int n = puzzle->size;
  char first[16];

  for (int line = 0; line < n; line++)
    for (int a = 0; a < n; a++)
      for (int b = a + 1; b < n; b++)
        {
          int ra = line * n + a, rb = line * n + b; /* along row `line` */
          int ca = a * n + line, cb = b * n + line; /* down column `line` */

          if (puzzle->givens[ra] != 0 && puzzle->givens[ra] == puzzle->givens[rb])
            add_problem (problems, FUTO_PROBLEM_DUPLICATE_ROW, line, b, line, a,
                         "%d appears twice in row %d (also at %s)", puzzle->givens[rb],
                         line + 1, futo_cell_name (line, a, first, sizeof first));
          if (puzzle->givens[ca] != 0 && puzzle->givens[ca] == puzzle->givens[cb])
            add_problem (problems, FUTO_PROBLEM_DUPLICATE_COLUMN, b, line, a, line,
                         "%d appears twice in column %d (also at %s)", puzzle->givens[cb],
                         line + 1, futo_cell_name (a, line, first, sizeof first));
        }
}

static void
check_broken_signs (const FutoPuzzle *puzzle,
                    FutoProblemList  *problems,
                    bool             *reported)
{
  int n = puzzle->size;
  char a_name[16], b_name[16];

  for (int u = 0; u < n * n; u++)
    {
      int next[4], count = successors (puzzle, u, next);

      for (int k = 0; k < count; k++)
        {
          int w = next[k];

          if (puzzle->givens[u] == 0 || puzzle->givens[w] == 0 || puzzle->givens[u] < puzzle->givens[w])
            continue;
          add_problem (problems, FUTO_PROBLEM_SIGN_BROKEN, u / n, u % n, w / n, w % n,
                       "the sign says %s < %s, but the givens are %d and %d",
                       futo_cell_name (u / n, u % n, a_name, sizeof a_name),
                       futo_cell_name (w / n, w % n, b_name, sizeof b_name),
                       puzzle->givens[u], puzzle->givens[w]);
          reported[u] = reported[w] = true;
        }
    }
}

static const char *
relation_word (FutoRelation rel,
               bool         horizontal)
{
  switch (rel)
    {
    case FUTO_REL_LESS:     return horizontal ? FUTO_N_("a '<' sign") : FUTO_N_("a '^' sign");
    case FUTO_REL_GREATER:  return horizontal ? FUTO_N_("a '>' sign") : FUTO_N_("a 'v' sign");
    case FUTO_REL_ADJACENT: return FUTO_N_("an Adjacent mark");
    case FUTO_REL_NONE:
    default:                return FUTO_N_("an unknown relation");
    }
}

/* A check of one pair of orthogonal neighbours, first being the left or
 * upper cell and rel the relation stored between them. */
typedef void (*PairCheck) (const FutoPuzzle *puzzle,
                           FutoProblemList  *problems,
                           int               first,
                           int               second,
                           FutoRelation      rel,
                           bool              horizontal);

/* Runs check on every pair of orthogonal neighbours, in row-major order. */
static void
for_each_pair (const FutoPuzzle *puzzle,
               FutoProblemList  *problems,
               PairCheck         check)
{
  int n = puzzle->size;

  for (int i = 0; i < n * n; i++)
    {
      if (i % n + 1 < n)
        check (puzzle, problems, i, i + 1, (FutoRelation) puzzle->right[i], true);
      if (i + n < n * n)
        check (puzzle, problems, i, i + n, (FutoRelation) puzzle->down[i], false);
    }
}

static void
check_relation_kind (const FutoPuzzle *puzzle,
                     FutoProblemList  *problems,
                     int               first,
                     int               second,
                     FutoRelation      rel,
                     bool              horizontal)
{
  int n = puzzle->size;
  char a_name[16], b_name[16];
  FutoProblem *problem;

  if (futo_mode_allows (puzzle->mode, rel))
    return;
  problem = add_problem (problems, FUTO_PROBLEM_WRONG_RELATION, first / n, first % n, second / n, second % n,
               "between %s and %s there is %s, which %s cannot hold",
               futo_cell_name (first / n, first % n, a_name, sizeof a_name),
               futo_cell_name (second / n, second % n, b_name, sizeof b_name),
               relation_word (rel, horizontal),
               puzzle->mode == FUTO_MODE_ADJACENT ? FUTO_N_("an Adjacent puzzle")
                                                  : FUTO_N_("a puzzle of '<' and '>' signs"));
  mark_words (problem, 1u << 2 | 1u << 3);
}

/* Adjacent mode: marks between givens that are not consecutive, and
 * consecutive givens without a mark. */
static void
check_mark (const FutoPuzzle *puzzle,
            FutoProblemList  *problems,
            int               first,
            int               second,
            FutoRelation      rel,
            bool              horizontal)
{
  int n = puzzle->size, a = puzzle->givens[first], b = puzzle->givens[second];
  bool consecutive = a - b == 1 || b - a == 1;
  char a_name[16], b_name[16];

  if (a == 0 || b == 0 || a > n || b > n)
    return;
  futo_cell_name (first / n, first % n, a_name, sizeof a_name);
  futo_cell_name (second / n, second % n, b_name, sizeof b_name);
  if (rel == FUTO_REL_ADJACENT && !consecutive)
    add_problem (problems, FUTO_PROBLEM_MARK_BROKEN, first / n, first % n, second / n, second % n,
                 "the mark says %s and %s differ by 1, but the givens are %d and %d",
                 a_name, b_name, a, b);
  else if (rel == FUTO_REL_NONE && consecutive)
    add_problem (problems, FUTO_PROBLEM_MARK_MISSING, first / n, first % n, second / n, second % n,
                 "the givens %d and %d of %s and %s differ by 1, but there is no mark between "
                 "them (an Adjacent puzzle marks every such pair)", a, b, a_name, b_name);
}

/* Kahn's algorithm: fills graph->order and returns how many cells it could
 * order; the others lie on a cycle or after one. */
static int
topological_order (SignGraph *graph)
{
  int *indegree = calloc ((size_t) graph->cells, sizeof *indegree);
  int head = 0, tail = 0;

  if (indegree == NULL)
    return graph->cells;
  for (int u = 0; u < graph->cells; u++)
    {
      int next[4], count = successors (graph->puzzle, u, next);
      for (int k = 0; k < count; k++)
        indegree[next[k]]++;
    }
  for (int u = 0; u < graph->cells; u++)
    if (indegree[u] == 0)
      graph->order[tail++] = u;
  while (head < tail)
    {
      int u = graph->order[head++], next[4], count = successors (graph->puzzle, u, next);

      for (int k = 0; k < count; k++)
        if (--indegree[next[k]] == 0)
          graph->order[tail++] = next[k];
    }
  free (indegree);
  return tail;
}

/* Appends " < rXcY" while it fits, then " …" once. */
static void
append_cell (char   *buf,
             size_t  len,
             int     cell,
             int     n,
             bool    first)
{
  char name[16];
  size_t used = strlen (buf);

  futo_cell_name (cell / n, cell % n, name, sizeof name);
  if (used + strlen (name) + 8 >= len)
    {
      if (used + 5 < len && strstr (buf, "…") == NULL)
        strcat (buf, " …");
      return;
    }
  if (!first)
    strcat (buf, " < ");
  strcat (buf, name);
}

static void
report_cycle (const SignGraph *graph,
              FutoProblemList *problems,
              const int       *cycle,
              int              length)
{
  int n = graph->n, first = 0;
  char text[160] = "";

  for (int k = 1; k < length; k++)
    if (cycle[k] < cycle[first])
      first = k;
  /* cycle[] runs from greater to smaller cells; print it the other way,
   * from its lowest-numbered cell and back to it. */
  for (int k = 0; k <= length; k++)
    append_cell (text, sizeof text, cycle[((first - k) % length + length) % length], n, k == 0);
  add_problem (problems, FUTO_PROBLEM_SIGN_CYCLE, cycle[first] / n, cycle[first] % n, -1, -1,
               "the signs form a cycle that no values can satisfy: %s", text);
}

/* Reports each cycle once. */
static void
check_cycles (const SignGraph *graph,
              FutoProblemList *problems,
              const bool      *left_over)
{
  int *prev = malloc ((size_t) graph->cells * sizeof *prev);
  int *mark = calloc ((size_t) graph->cells, sizeof *mark);
  int *cycle = malloc ((size_t) graph->cells * sizeof *cycle);

  if (prev == NULL || mark == NULL || cycle == NULL)
    goto out;

  /* Every cell that Kahn's algorithm left over has a left-over predecessor,
   * so walking predecessors from one always closes a cycle. A walk that meets
   * an earlier walk's cells finds nothing new. */
  for (int start = 0; start < graph->cells; start++)
    {
      int u = start, stamp = start + 1, length = 0, at;

      if (!left_over[start] || mark[start] != 0)
        continue;
      while (mark[u] == 0)
        {
          int before[4], count = predecessors (graph->puzzle, u, before);

          mark[u] = stamp;
          prev[u] = -1;
          for (int k = 0; k < count && prev[u] < 0; k++)
            if (left_over[before[k]])
              prev[u] = before[k];
          if (prev[u] < 0)
            break;
          u = prev[u];
        }
      if (mark[u] != stamp || prev[u] < 0)
        continue;
      at = u;
      do
        {
          cycle[length++] = at;
          at = prev[at];
        }
      while (at != u);
      report_cycle (graph, problems, cycle, length);
    }

out:
  free (prev);
  free (mark);
  free (cycle);
}

static void
compute_chains (SignGraph *graph)
{
  for (int i = 0; i < graph->cells; i++)
    {
      graph->lo[i] = 1;
      graph->hi[i] = graph->n;
      graph->lo_prev[i] = -1;
    }
  for (int k = 0; k < graph->cells; k++)
    {
      int u = graph->order[k], next[4], count = successors (graph->puzzle, u, next);

      for (int j = 0; j < count; j++)
        if (graph->lo[u] + 1 > graph->lo[next[j]])
          {
            graph->lo[next[j]] = graph->lo[u] + 1;
            graph->lo_prev[next[j]] = u;
          }
    }
  for (int k = graph->cells - 1; k >= 0; k--)
    {
      int u = graph->order[k], next[4], count = successors (graph->puzzle, u, next);

      for (int j = 0; j < count; j++)
        if (graph->hi[next[j]] - 1 < graph->hi[u])
          graph->hi[u] = graph->hi[next[j]] - 1;
    }
}

static void
describe_chain_to (const SignGraph *graph,
                   int              cell,
                   char            *text,
                   size_t           len)
{
  int path[FUTO_MAX_SIZE * FUTO_MAX_SIZE];
  int count = 0;

  text[0] = '\0';
  for (int v = cell; v >= 0 && count < graph->cells; v = graph->lo_prev[v])
    path[count++] = v;
  for (int k = count - 1; k >= 0; k--)
    append_cell (text, len, path[k], graph->n, k == count - 1);
}

static void
check_chains (SignGraph       *graph,
              FutoProblemList *problems,
              const bool      *sign_broken)
{
  const FutoPuzzle *puzzle = graph->puzzle;
  int n = graph->n;
  char text[160];

  compute_chains (graph);
  for (int i = 0; i < graph->cells; i++)
    {
      int given = puzzle->givens[i];

      /* Report a chain where it first runs out of values, not at every cell after. */
      if (graph->lo[i] == n + 1)
        {
          describe_chain_to (graph, i, text, sizeof text);
          add_problem (problems, FUTO_PROBLEM_CHAIN_TOO_LONG, i / n, i % n, -1, -1,
                       "a chain of %d signed cells needs %d different values, but the puzzle has only %d: %s",
                       n + 1, n + 1, n, text);
        }
      else if (given != 0 && given <= n && !sign_broken[i] && graph->lo[i] <= n && graph->hi[i] >= 1)
        {
          if (given < graph->lo[i])
            {
              describe_chain_to (graph, i, text, sizeof text);
              add_problem (problems, FUTO_PROBLEM_GIVEN_OUT_OF_CHAIN, i / n, i % n, -1, -1,
                           "the given %d is too small: the signs %s need at least %d here",
                           given, text, graph->lo[i]);
            }
          else if (given > graph->hi[i])
            {
              /* Two sentences, not an "s" glued on, so that a translation
               * can say them its own way. */
              if (n - graph->hi[i] == 1)
                add_problem (problems, FUTO_PROBLEM_GIVEN_OUT_OF_CHAIN, i / n, i % n, -1, -1,
                             "the given %d is too large: %d cell after it must be greater, so at most %d fits",
                             given, n - graph->hi[i], graph->hi[i]);
              else
                add_problem (problems, FUTO_PROBLEM_GIVEN_OUT_OF_CHAIN, i / n, i % n, -1, -1,
                             "the given %d is too large: %d cells after it must be greater, so at most %d fits",
                             given, n - graph->hi[i], graph->hi[i]);
            }
        }
    }
}

static int
compare_problems (const void *a,
                  const void *b)
{
  const FutoProblem *pa = a, *pb = b;

  if (pa->row != pb->row)
    return pa->row - pb->row;
  if (pa->col != pb->col)
    return pa->col - pb->col;
  return (int) pa->kind - (int) pb->kind;
}

static void
check_sign_graph (SignGraph       *graph,
                  FutoProblemList *problems,
                  const bool      *sign_broken)
{
  int ordered = topological_order (graph);
  bool *left_over;

  if (ordered == graph->cells)
    {
      check_chains (graph, problems, sign_broken);
      return;
    }
  /* With a cycle there is no longest chain to speak of: report the cycles. */
  left_over = malloc ((size_t) graph->cells * sizeof *left_over);
  if (left_over == NULL)
    return;
  for (int i = 0; i < graph->cells; i++)
    left_over[i] = true;
  for (int k = 0; k < ordered; k++)
    left_over[graph->order[k]] = false;
  check_cycles (graph, problems, left_over);
  free (left_over);
}

size_t
futo_puzzle_validate (const FutoPuzzle *puzzle,
                      FutoProblemList  *problems)
{
  FutoProblemList local = { 0 };
  FutoProblemList *out = problems ? problems : &local;
  size_t before = out->len, found;
  SignGraph graph;
  bool *sign_broken;

  FUTO_RETURN_VAL_IF_FAIL (puzzle != NULL, 0);

  graph = (SignGraph) { puzzle, puzzle->size, puzzle->size * puzzle->size, NULL, NULL, NULL, NULL };
  sign_broken = calloc ((size_t) graph.cells, sizeof *sign_broken);
  graph.order = malloc ((size_t) graph.cells * sizeof *graph.order);
  graph.lo = malloc ((size_t) graph.cells * sizeof *graph.lo);
  graph.hi = malloc ((size_t) graph.cells * sizeof *graph.hi);
  graph.lo_prev = malloc ((size_t) graph.cells * sizeof *graph.lo_prev);

  if (sign_broken && graph.order && graph.lo && graph.hi && graph.lo_prev)
    {
      check_ranges (puzzle, out);
      check_duplicates (puzzle, out);
      for_each_pair (puzzle, out, check_relation_kind);
      if (puzzle->mode == FUTO_MODE_ADJACENT)
        for_each_pair (puzzle, out, check_mark);
      else
        {
          check_broken_signs (puzzle, out, sign_broken);
          check_sign_graph (&graph, out, sign_broken);
        }
    }

  found = out->len - before;
  if (found > 1)
    qsort (out->items + before, found, sizeof *out->items, compare_problems);
  futo_problem_list_clear (&local);
  free (sign_broken);
  free (graph.order);
  free (graph.lo);
  free (graph.hi);
  free (graph.lo_prev);
  return found;
}
