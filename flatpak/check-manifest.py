#!/usr/bin/env python3
# Checks the Flatpak manifest offline, as CI does: flatpak-builder must read
# it with every warning fatal (an unknown or misspelt key is one), and what
# it reads must be an app on the GNOME runtime that asks for no more than a
# GTK app needs. Exit status 77 (skip) when flatpak-builder is missing.
#
# Usage: check-manifest.py MANIFEST APP_ID COMMAND
#
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import os
import shutil
import subprocess
import sys
import tempfile

# A GTK 4 app that reads and writes the files the user picks through the
# file chooser portal needs a display, its IPC and the GPU, nothing more.
ALLOWED_FINISH_ARGS = {
    '--share=ipc',
    '--socket=fallback-x11',
    '--socket=wayland',
    '--device=dri',
}


def fail(manifest, message):
    print(f'{manifest}: {message}', file=sys.stderr)
    sys.exit(1)


def main():
    if len(sys.argv) != 4:
        print('usage: check-manifest.py MANIFEST APP_ID COMMAND', file=sys.stderr)
        return 2
    manifest, app_id, command = sys.argv[1:]

    builder = shutil.which('flatpak-builder')
    if builder is None:
        print('flatpak-builder is not installed')
        return 77

    # flatpak-builder leaves a .flatpak-builder folder where it runs: in a
    # temporary one, not in the source or build tree.
    env = dict(os.environ, G_DEBUG='fatal-warnings')
    with tempfile.TemporaryDirectory() as scratch:
        shown = subprocess.run([builder, '--show-manifest', os.path.abspath(manifest)], env=env,
                               cwd=scratch, capture_output=True, text=True)
    if shown.returncode != 0:
        fail(manifest, 'flatpak-builder --show-manifest failed (status %d):\n%s'
             % (shown.returncode, shown.stderr.strip()))
    if shown.stderr.strip():
        fail(manifest, 'flatpak-builder warned:\n' + shown.stderr.strip())
    data = json.loads(shown.stdout)

    expected = {
        'id': app_id,
        'runtime': 'org.gnome.Platform',
        'sdk': 'org.gnome.Sdk',
        'command': command,
    }
    for key, value in expected.items():
        if data.get(key) != value:
            fail(manifest, f'"{key}" is {data.get(key)!r}, expected {value!r}')
    if not data.get('runtime-version'):
        fail(manifest, '"runtime-version" is missing')

    extra = [arg for arg in data.get('finish-args', []) if arg not in ALLOWED_FINISH_ARGS]
    if extra:
        fail(manifest, 'finish-args beyond what a GTK app needs: ' + ', '.join(extra))

    modules = data.get('modules', [])
    if not modules or modules[-1].get('buildsystem') != 'meson':
        fail(manifest, 'the last module must be this project, built with meson')
    base = os.path.dirname(os.path.abspath(manifest))
    for source in modules[-1].get('sources', []):
        if source.get('type') == 'dir' and not os.path.isfile(
                os.path.join(base, source.get('path', ''), 'meson.build')):
            fail(manifest, f'the source folder {source.get("path")!r} holds no meson.build')

    print(f'{manifest}: {data["id"]} on {data["runtime"]} {data["runtime-version"]}, '
          f'finish-args {" ".join(data.get("finish-args", []))}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
