#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Holds the app's features to calling each other one way, from its archive.

A feature of src/app is a folder (window, board, solving, …; the files at
the top are one more). When a file of one feature calls a function of
another and that one, through any chain of calls, calls back, the two can
be neither understood nor changed apart. The files of one widget may
share its private header and call each other (the board's parts); a
circle that takes in two features fails. The fix is an interface or a
signal of the called feature that the caller answers (LabLessonHost,
LabExperimentsWindow::open-game).

Usage: check-feature-circles.py NM ARCHIVE, or --self-test. Reads which
object defines and which uses each symbol with `NM -A ARCHIVE`; meson
names an object of src/app/FOLDER/ "FOLDER_lab-….c.o". Prints TAP.
"""
import subprocess
import sys


def graph_of(nm_lines):
    defines = {}
    uses = {}
    for line in nm_lines:
        # "archive:path/member.o:address type name", "…member.o:    U name"
        head, dot_o, rest = line.partition('.o:')
        if not dot_o:
            continue
        member = head.split(':')[-1].rsplit('/', 1)[-1] + '.o'
        fields = rest.split()
        uses.setdefault(member, set())
        if len(fields) == 3 and fields[1] in 'TDBR':
            defines[fields[2]] = member
        elif len(fields) == 2 and fields[0] == 'U':
            uses[member].add(fields[1])
    return {m: {defines[s] for s in u if s in defines and defines[s] != m} for m, u in uses.items()}


def circles(graph):
    """The strongly connected components of more than one member."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def feature_of(member):
    name = member[:-2] if member.endswith('.o') else member
    return name.split('_', 1)[0] if '_' in name else '(top)'


def problems_of(graph):
    problems = []
    for component in circles(graph):
        features = sorted({feature_of(m) for m in component})
        if len(features) > 1:
            problems.append('features ' + ', '.join(features) + ' call each other in a circle: '
                            + ' '.join(m[:-2] for m in component)
                            + '; let one answer the other through an interface or a signal')
    return problems


def self_test():
    nm = ['a.a:a.a.p/window_lab-window.c.o:0000000000000000 T lab_window_new',
          'a.a:a.a.p/window_lab-window.c.o:                 U lab_lesson_window_new',
          'a.a:a.a.p/window_lab-window.c.o:                 U _lab_window_part',
          'a.a:a.a.p/window_lab-window-part.c.o:0000000000000000 T _lab_window_part',
          'a.a:a.a.p/window_lab-window-part.c.o:                 U lab_window_new',
          'a.a:a.a.p/lessons_lab-lesson-window.c.o:0000000000000000 T lab_lesson_window_new',
          'a.a:a.a.p/lessons_lab-lesson-window.c.o:                 U lab_window_new']
    problems = problems_of(graph_of(nm))
    ok = len(problems) == 1 and 'lessons, window' in problems[0]
    # The same without the call back: the window's own circle stays allowed.
    clean = [line for line in nm if not ('lessons_' in line and ' U ' in line)]
    ok = ok and problems_of(graph_of(clean)) == []
    print('1..1')
    print(('ok' if ok else 'not ok') + ' 1 - a circle across two features is found, one inside a feature is not')
    return 0 if ok else 1


def main():
    if sys.argv[1:] == ['--self-test']:
        return self_test()
    if len(sys.argv) != 3:
        print('usage: check-feature-circles.py NM ARCHIVE | --self-test', file=sys.stderr)
        return 2
    out = subprocess.run([sys.argv[1], '-A', sys.argv[2]], capture_output=True, text=True, check=True).stdout
    graph = graph_of(out.splitlines())
    print('1..1')
    # An archive read wrong would have no calls at all, and pass.
    if sum(len(called) for called in graph.values()) == 0:
        print('not ok 1 - no call between the files of ' + sys.argv[2] + ' was read')
        return 1
    problems = problems_of(graph)
    if problems:
        print('not ok 1 - the features of src/app call each other one way')
        for problem in problems:
            print('# ' + problem)
        return 1
    print('ok 1 - the features of src/app call each other one way')
    return 0


if __name__ == '__main__':
    sys.exit(main())
