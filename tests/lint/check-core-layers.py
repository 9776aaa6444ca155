#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Holds src/core to its layers (docs/ARCHITECTURE.md, "The core").

Every file of the library belongs to a layer: a file in src/core/LAYER/ to
that layer, a public header at the top of src/core/ to the layer of its
implementation (PUBLIC below). A file may include the headers of its own
layer and of the layers it stands on (ALLOWED), nothing above: so the
layers never know each other both ways, and a newcomer can trust the
picture. It also checks that every private header lives beside its code
(no *-private.h at the top) and that nothing outside src/core includes a
private header of the core, but the tests that say why at the include.

Usage: check-core-layers.py SOURCE_ROOT. Prints TAP.
"""
import os
import re
import sys

# What each layer may include besides itself. run and algo know each other
# only through the registry's declarations in run/: algo includes run,
# run includes no header of algo or engine.
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
    # they stand on generate, and nothing in the library stands on them.
    'experiment': {'base', 'trace', 'run', 'human', 'generate'},
}

# The layer of each public header.
PUBLIC = {
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
}

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def includes(path):
    with open(path, encoding='utf-8') as f:
        text = f.read()
    for m in INCLUDE.finditer(text):
        line = text.count('\n', 0, m.start()) + 1
        # The comment just above the include, for the tests' reasons.
        before = text[:m.start()].rstrip()
        yield m.group(1), line, before.endswith('*/')


def main():
    root = sys.argv[1]
    core = os.path.join(root, 'src', 'core')
    problems = []
    layer_of = {}
    files = []
    for name in sorted(os.listdir(core)):
        path = os.path.join(core, name)
        if os.path.isdir(path):
            if name not in ALLOWED:
                problems.append(f'src/core/{name}/ is not a layer of ALLOWED')
                continue
            for sub in sorted(os.listdir(path)):
                if sub.endswith(('.c', '.h')):
                    layer_of[sub] = name
                    files.append((os.path.join(path, sub), f'src/core/{name}/{sub}', name))
        elif name.endswith('.h'):
            if name.endswith('-private.h'):
                problems.append(f'src/core/{name}: a private header lives beside its code, in its layer')
            elif name not in PUBLIC:
                problems.append(f'src/core/{name}: a public header with no layer in PUBLIC')
            else:
                layer_of[name] = PUBLIC[name]
                files.append((path, f'src/core/{name}', PUBLIC[name]))
    missing = set(PUBLIC) - {f for f in os.listdir(core) if f.endswith('.h')}
    for name in sorted(missing):
        problems.append(f'PUBLIC names src/core/{name}, which does not exist')

    for path, shown, layer in files:
        for header, line, _ in includes(path):
            target = layer_of.get(header)
            if target is None or target == layer:
                continue
            if target not in ALLOWED[layer]:
                problems.append(f'{shown}:{line}: the {layer} layer includes {header} '
                                f'of the {target} layer, which stands on it')

    private = {h for h, l in layer_of.items() if h.endswith('-private.h')}
    for top in ('src/app', 'src/cli', 'src/render', 'bench', 'tests'):
        for dirpath, _, names in os.walk(os.path.join(root, top)):
            for name in sorted(names):
                if not name.endswith(('.c', '.h')):
                    continue
                path = os.path.join(dirpath, name)
                shown = os.path.relpath(path, root)
                for header, line, explained in includes(path):
                    if header not in private:
                        continue
                    if top == 'tests' and explained:
                        continue
                    problems.append(f'{shown}:{line}: includes the core\'s private {header}'
                                    + (' without a comment that says why' if top == 'tests' else ''))

    print('1..1')
    if problems:
        for p in problems:
            print('# ' + p)
        print('not ok 1 - the core keeps its layers')
        return 1
    print(f'ok 1 - the core keeps its layers ({len(files)} files)')
    return 0


if __name__ == '__main__':
    sys.exit(main())
