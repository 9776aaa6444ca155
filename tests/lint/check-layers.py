#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Holds the libraries to the layers docs/ARCHITECTURE.md draws.

The house stands on the core: src/core (plain C11) below src/render (Cairo
and Pango) below src/glib (GLib and GIO models) below src/app (GTK) and
src/cli. Each rule below is one test of the TAP output:

1. The core keeps its layers. Every file of src/core belongs to a layer: a
   file in src/core/LAYER/ to that layer, a public header at the top of
   src/core/ to the layer of its implementation (PUBLIC below). A file may
   include the headers of its own layer and of the layers it stands on
   (ALLOWED), nothing above, so the layers never know each other both ways.
   Private headers live beside their code (no *-private.h at the top).
2. Nothing outside src/core includes a private header of the core, but a
   test that says why in a comment just above the include.
3. The core stands on nothing of the house: no header of src/render,
   src/glib, src/app or src/cli, and no GLib, GTK, Cairo or Pango.
4. The renderer stands on the core alone: no header of src/glib, src/app or
   src/cli, and no GTK, GDK or libadwaita.
5. src/glib uses no GTK: no GTK, GDK, GSK, libadwaita or epoxy include and
   no header of src/app or src/cli; its own includes are the core's, the
   renderer's, its own and config.h, its system includes libc's and
   POSIX's, GLib's and GIO's, Cairo's and Pango's.
6. A feature folder of src/app (board, window, ...) keeps its private
   header to itself: no file outside src/app/FEATURE/ includes
   FEATURE's *-private.h; the others use its public header.

Usage: check-layers.py SOURCE_ROOT      checks the tree, prints TAP.
       check-layers.py --self-test      builds a small tree in a temporary
                                        folder with one break of each rule
                                        and checks that every rule catches
                                        its break and nothing else.
"""
import os
import re
import sys
import tempfile

# What each core layer may include besides itself. run and algo know each
# other only through the registry's declarations in run/: algo includes
# run, run includes no header of algo or engine.
ALLOWED = {
    'base': set(),
    'format': {'base'},
    'trace': {'base', 'format'},
    'run': {'base', 'trace'},
    'algo': {'base', 'trace', 'run'},
    'engine': {'base', 'trace', 'run'},
    'human': {'base', 'trace', 'run'},
    'generate': {'base', 'trace', 'run', 'human'},
    # Experiments run the methods (through run/) over generated instances:
    # they stand on generate (and read their runs files with the line
    # helpers of format/), and nothing in the library stands on them.
    'experiment': {'base', 'format', 'trace', 'run', 'human', 'generate'},
}

# The layer of each public header of the core.
PUBLIC = {
    'futo-atomic-file.h': 'base',
    'futo-error.h': 'base',
    'futo-puzzle.h': 'base',
    'futo-validate.h': 'base',
    'futo-game.h': 'base',
    'futo-random.h': 'base',
    'futo-format.h': 'format',
    'futo-event.h': 'trace',
    'futo-trace.h': 'trace',
    'futo-algorithm.h': 'run',
    'futo-search-tree.h': 'run',
    'futo-human.h': 'human',
    'futo-grade.h': 'human',
    'futo-hint.h': 'human',
    'futo-latin.h': 'generate',
    'futo-generate.h': 'generate',
    'futo-planted.h': 'generate',
    'futo-sweep.h': 'experiment',
    'futo-run-series.h': 'experiment',
}

# System includes by the family they belong to (the part before the first
# "/" or ".h"), for the rules that keep a toolkit out.
GLIB_FAMILY = {'glib', 'glib-object', 'gio', 'gobject', 'gmodule', 'json-glib'}
GTK_FAMILY = {'gtk', 'gdk', 'gsk', 'adwaita', 'epoxy', 'graphene'}
CAIRO_FAMILY = {'cairo', 'pango', 'pangocairo'}

INCLUDE = re.compile(r'^\s*#\s*include\s+([<"])([^">]+)[">]', re.M)


def includes(path):
    """(header, line, is_system, explained) of each #include of path."""
    with open(path, encoding='utf-8') as f:
        text = f.read()
    for m in INCLUDE.finditer(text):
        line = text.count('\n', 0, m.start()) + 1
        # The comment just above the include, for the tests' reasons.
        before = text[:m.start()].rstrip()
        yield m.group(2), line, m.group(1) == '<', before.endswith('*/')


def family(header):
    return re.split(r'[/.]', header, maxsplit=1)[0]


def sources(root, top):
    """(path, shown) of every .c and .h under root/top, sorted."""
    found = []
    for dirpath, dirnames, names in os.walk(os.path.join(root, top)):
        dirnames.sort()
        for name in sorted(names):
            if name.endswith(('.c', '.h')):
                path = os.path.join(dirpath, name)
                found.append((path, os.path.relpath(path, root)))
    return found


def headers_of(root, top):
    """The names of the headers under root/top: an include names them alone."""
    return {os.path.basename(p) for p, _ in sources(root, top) if p.endswith('.h')}


def check_core_layers(root, allowed, public):
    core = os.path.join(root, 'src', 'core')
    problems = []
    layer_of = {}
    files = []
    for name in sorted(os.listdir(core)):
        path = os.path.join(core, name)
        if os.path.isdir(path):
            if name not in allowed:
                problems.append(f'src/core/{name}/: not a layer: add it to ALLOWED of '
                                'tests/lint/check-layers.py with the layers it stands on')
                continue
            for sub in sorted(os.listdir(path)):
                if sub.endswith(('.c', '.h')):
                    layer_of[sub] = name
                    files.append((os.path.join(path, sub), f'src/core/{name}/{sub}', name))
        elif name.endswith('.h'):
            if name.endswith('-private.h'):
                problems.append(f'src/core/{name}: a private header lives beside its code: '
                                'move it into its layer\'s folder')
            elif name not in public:
                problems.append(f'src/core/{name}: a public header with no layer: '
                                'add it to PUBLIC of tests/lint/check-layers.py')
            else:
                layer_of[name] = public[name]
                files.append((path, f'src/core/{name}', public[name]))
    present = {f for f in os.listdir(core) if f.endswith('.h')}
    for name in sorted(set(public) - present):
        problems.append(f'PUBLIC of tests/lint/check-layers.py names src/core/{name}, '
                        'which does not exist: drop it there')

    for path, shown, layer in files:
        for header, line, system, _ in includes(path):
            target = layer_of.get(header)
            if system or target is None or target == layer:
                continue
            if target not in allowed[layer]:
                problems.append(f'{shown}:{line}: the {layer} layer includes {header} '
                                f'of the {target} layer, which stands on it: move the code '
                                'down a layer or pass what it needs in')
    return len(files), problems


def check_core_private(root):
    private = {os.path.basename(p) for p, _ in sources(root, 'src/core')
               if p.endswith('-private.h')}
    problems = []
    count = 0
    for top in ('src/app', 'src/cli', 'src/glib', 'src/render', 'bench', 'tests'):
        for path, shown in sources(root, top):
            count += 1
            for header, line, system, explained in includes(path):
                if system or os.path.basename(header) not in private:
                    continue
                if top == 'tests':
                    if not explained:
                        problems.append(f'{shown}:{line}: includes the core\'s private {header} '
                                        'without a comment just above that says why')
                else:
                    problems.append(f'{shown}:{line}: includes the core\'s private {header}: '
                                    'use a public header of src/core (or make the function public)')
    return count, problems


def check_core_above(root):
    above = {}
    for top in ('src/render', 'src/glib', 'src/app', 'src/cli'):
        for name in headers_of(root, top):
            above.setdefault(name, top)
    problems = []
    files = sources(root, 'src/core')
    for path, shown in files:
        for header, line, system, _ in includes(path):
            if system:
                if family(header) in GLIB_FAMILY | GTK_FAMILY | CAIRO_FAMILY:
                    problems.append(f'{shown}:{line}: the core includes <{header}>: it is plain C11 '
                                    '(libc and libm): do that work in src/glib or src/render')
            elif os.path.basename(header) in above:
                top = above[os.path.basename(header)]
                problems.append(f'{shown}:{line}: the core includes {header} of {top}, which '
                                'stands on it: the core returns codes and data, the code above '
                                'does the rest')
    return len(files), problems


def check_render(root):
    above = {}
    for top in ('src/glib', 'src/app', 'src/cli'):
        for name in headers_of(root, top):
            above.setdefault(name, top)
    problems = []
    files = sources(root, 'src/render')
    for path, shown in files:
        for header, line, system, _ in includes(path):
            if system:
                if family(header) in GTK_FAMILY:
                    problems.append(f'{shown}:{line}: the renderer includes <{header}>: it is '
                                    'Cairo and Pango only: do that in src/app')
            elif os.path.basename(header) in above:
                top = above[os.path.basename(header)]
                problems.append(f'{shown}:{line}: the renderer includes {header} of {top}, '
                                'which stands on it: pass what it needs in')
    return len(files), problems


def glib_may_include(header):
    """libc and POSIX (<string.h>, <sys/stat.h>), GLib and GIO, Cairo and
    Pango (the renderer's, in its headers' types)."""
    if family(header) in (GLIB_FAMILY - {'json-glib'}) | CAIRO_FAMILY:
        return True
    return '/' not in header or header.startswith('sys/')


def check_glib(root):
    own = (headers_of(root, 'src/core') | headers_of(root, 'src/render')
           | headers_of(root, 'src/glib') | {'config.h'})
    app = headers_of(root, 'src/app') | headers_of(root, 'src/cli')
    problems = []
    files = sources(root, 'src/glib')
    for path, shown in files:
        for header, line, system, _ in includes(path):
            name = os.path.basename(header)
            if system:
                if family(header) in GTK_FAMILY:
                    problems.append(f'{shown}:{line}: src/glib includes <{header}>: the library '
                                    'is GLib and GIO only: move the widget code to src/app')
                elif not glib_may_include(header):
                    problems.append(f'{shown}:{line}: src/glib includes <{header}>: it stands on '
                                    'libc, GLib, GIO and the renderer\'s Cairo and Pango only: '
                                    'do that work in the command or the app')
            elif name in app:
                problems.append(f'{shown}:{line}: src/glib includes {header} of the app or the '
                                'command, which stand on it: move what it needs into src/glib')
            elif name not in own:
                problems.append(f'{shown}:{line}: src/glib includes {header}, which is neither '
                                'the core\'s, the renderer\'s nor its own')
    return len(files), problems


def check_app_features(root):
    app = os.path.join(root, 'src', 'app')
    owner = {}
    files = sources(root, 'src/app')

    def folder_of(shown):
        parts = shown.split(os.sep)
        # src/app/FEATURE/file or src/app/file (the top, no feature).
        return parts[2] if len(parts) > 3 else None

    for path, shown in files:
        if path.endswith('-private.h'):
            owner[os.path.basename(path)] = folder_of(shown)
    problems = []
    for path, shown in files:
        here = folder_of(shown)
        for header, line, system, _ in includes(path):
            name = os.path.basename(header)
            if system or name not in owner or owner[name] == here:
                continue
            feature = owner[name]
            public = name.replace('-private.h', '.h')
            where = f'the {here} folder' if here else 'the top of src/app'
            if feature is None:
                problems.append(f'{shown}:{line}: {where} includes {header}, a private header at '
                                'the top of src/app: move it beside its code')
            else:
                problems.append(f'{shown}:{line}: {where} includes {header}, the private header '
                                f'of {feature}/: use its public {public} (add what is missing '
                                f'there) or move the code into {feature}/')
    if not os.path.isdir(app):
        problems.append('src/app does not exist')
    return len(files), problems


RULES = [
    ('the core keeps its layers', lambda root: check_core_layers(root, ALLOWED, PUBLIC)),
    ('no one but an explained test includes a private header of the core', check_core_private),
    ('the core includes nothing of the house above it', check_core_above),
    ('the renderer includes nothing of src/glib, src/app or GTK', check_render),
    ('src/glib includes no GTK, GDK, libadwaita or app header', check_glib),
    ('a feature folder of src/app includes no other\'s private header', check_app_features),
]


def run(root):
    print(f'1..{len(RULES)}')
    failed = False
    for number, (title, rule) in enumerate(RULES, 1):
        count, problems = rule(root)
        if problems:
            failed = True
            for p in problems:
                print('# ' + p)
            print(f'not ok {number} - {title}')
        else:
            print(f'ok {number} - {title} ({count} files)')
    return 1 if failed else 0


# The self-test's tree: each file is clean but for the includes marked
# BREAK, and each rule must name exactly the lines its breaks are on.
FAKE_ALLOWED = {'base': set(), 'trace': {'base'}}
FAKE_PUBLIC = {'futo-a.h': 'base', 'futo-t.h': 'trace'}
FAKE_TREE = {
    'src/core/futo-a.h': '#include <stddef.h>\n',
    'src/core/futo-t.h': '#include "futo-a.h"\n',
    'src/core/base/futo-a.c': ('#include "futo-a.h"\n'
                               '#include "futo-t-private.h"\n'),              # BREAK 1
    'src/core/base/futo-b.c': ('#include <string.h>\n'
                               '#include <glib.h>\n'                          # BREAK 3
                               '#include "futoshiki-doc.h"\n'                 # BREAK 3
                               '#include "futo-a.h"\n'),
    'src/core/trace/futo-t-private.h': '#include "futo-a.h"\n',
    'src/core/trace/futo-t.c': ('#include "futo-a.h"\n'
                                '#include "futo-t-private.h"\n'),
    'src/render/futo-render.h': '#include "futo-a.h"\n',
    'src/render/futo-render.c': ('#include <glib.h>\n'
                                 '#include <cairo.h>\n'
                                 '#include <gtk/gtk.h>\n'                     # BREAK 4
                                 '#include "futo-render.h"\n'
                                 '#include "futoshiki-doc.h"\n'),             # BREAK 4
    'src/glib/futoshiki-doc.h': '#include <glib-object.h>\n#include "futo-a.h"\n',
    'src/glib/futoshiki-doc.c': ('#include "config.h"\n'
                                 '#include <gio/gio.h>\n'
                                 '#include "futoshiki-doc.h"\n'
                                 '#include "futo-render.h"\n'
                                 '#include <gdk/gdk.h>\n'                     # BREAK 5
                                 '#include <adwaita.h>\n'                     # BREAK 5
                                 '#include "lab-board.h"\n'                   # BREAK 5
                                 '#include "stray.h"\n'                       # BREAK 5
                                 '#include <json-glib/json-glib.h>\n'         # BREAK 5
                                 '#include <sys/stat.h>\n'
                                 '#include <stdatomic.h>\n'),
    'src/app/lab-top.c': ('#include <gtk/gtk.h>\n'
                          '#include "lab-board.h"\n'
                          '#include "board/lab-board-private.h"\n'),          # BREAK 6
    'src/app/board/lab-board.h': '#include <gtk/gtk.h>\n',
    'src/app/board/lab-board-private.h': '#include "lab-board.h"\n',
    'src/app/board/lab-board.c': '#include "lab-board-private.h"\n',
    'src/app/window/lab-window.c': ('#include "lab-board.h"\n'
                                    '#include "futoshiki-doc.h"\n'
                                    '#include "lab-board-private.h"\n'),      # BREAK 6
    'src/cli/cli-x.c': '#include "futo-a.h"\n#include "futo-t-private.h"\n',  # BREAK 2
    'tests/test-x.c': '/* Reaches inside on purpose. */\n#include "futo-t-private.h"\n',
    'tests/test-y.c': '#include "futo-a.h"\n#include "futo-t-private.h"\n',  # BREAK 2
}
FAKE_BREAKS = {
    1: ['src/core/base/futo-a.c:2:'],
    2: ['src/cli/cli-x.c:2:', 'tests/test-y.c:2:'],
    3: ['src/core/base/futo-b.c:2:', 'src/core/base/futo-b.c:3:'],
    4: ['src/render/futo-render.c:3:', 'src/render/futo-render.c:5:'],
    5: ['src/glib/futoshiki-doc.c:5:', 'src/glib/futoshiki-doc.c:6:',
        'src/glib/futoshiki-doc.c:7:', 'src/glib/futoshiki-doc.c:8:',
        'src/glib/futoshiki-doc.c:9:'],
    6: ['src/app/lab-top.c:3:', 'src/app/window/lab-window.c:3:'],
}


def self_test():
    rules = list(RULES)
    rules[0] = (rules[0][0], lambda root: check_core_layers(root, FAKE_ALLOWED, FAKE_PUBLIC))
    print(f'1..{len(rules)}')
    failed = False
    with tempfile.TemporaryDirectory(prefix='check-layers-') as root:
        for shown, text in FAKE_TREE.items():
            path = os.path.join(root, shown)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, 'w', encoding='utf-8') as f:
                f.write(text)
        for number, (title, rule) in enumerate(rules, 1):
            _, problems = rule(root)
            expected = FAKE_BREAKS[number]
            caught = [e for e in expected if any(p.startswith(e) for p in problems)]
            if caught == expected and len(problems) == len(expected):
                print(f'ok {number} - "{title}" catches its {len(expected)} breaks, nothing else')
            else:
                failed = True
                for p in problems:
                    print(f'# found: {p}')
                for e in expected:
                    print(f'# expected a problem at {e}')
                print(f'not ok {number} - "{title}" catches its breaks, nothing else')
    return 1 if failed else 0


def main():
    if sys.argv[1:] == ['--self-test']:
        return self_test()
    if len(sys.argv) != 2:
        print('usage: check-layers.py SOURCE_ROOT | --self-test', file=sys.stderr)
        return 2
    return run(sys.argv[1])


if __name__ == '__main__':
    sys.exit(main())
