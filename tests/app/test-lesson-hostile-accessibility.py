#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Hostile lessons in the running app, with a screen reader's bus.

Copies tests/data/lessons/hostile into a scratch folder, makes there what
git cannot hold (a FIFO lesson, a symlink to /dev/zero, a file past the
4 MiB limit, 20,000 steps, a title of a million characters, a FIFO and
symlinks as puzzle files), and starts futoshiki-lab with that folder as
its shipped lessons. The Lessons window must list every one of them: each
refused lesson's row reads, over AT-SPI, its error with the place
expected.txt gives, as valid text; the large ones are listed under their
titles, the long one cut short; the app must keep answering the bus and
never warn (Pango's and GLib's UTF-8 assertions are warnings). TAP output;
exit 77 (skip) without pyatspi.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

from atspi_util import APP_ID, activate, check, exit_status, find_all, find_app, wait_for

MANY_STEPS = 20000
LONG_TITLE_CHARS = 1000000
TOO_LARGE_BYTES = 4 * 1024 * 1024 + 1


def read_cases(source):
    cases = []
    with open(os.path.join(source, "expected.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            name, place, words = line.split("\t", 2)
            cases.append((name.removeprefix("made:"), place, words))
    return cases


def many_steps(bad_last):
    lines = ['<?xml version="1.0"?>', "<lesson>", "  <title>Many steps</title>",
             '  <puzzle id="p" file="ok-4x4.txt"/>']
    for i in range(MANY_STEPS):
        cell = "r5c5" if bad_last and i == MANY_STEPS - 1 else "r1c1"
        lines.append(f'  <step puzzle="p" highlight="{cell}"><p>Step {i + 1}.</p></step>')
    lines.append("</lesson>")
    return "\n".join(lines) + "\n"


def make_hostile(top):
    source = os.path.join(os.environ["G_TEST_SRCDIR"], "data", "lessons", "hostile")
    folder = os.path.join(top, "hostile")
    shutil.copytree(source, folder)
    shutil.copy(os.path.join(source, "ok-4x4.txt"), os.path.join(top, "outside.txt"))
    os.symlink("../outside.txt", os.path.join(folder, "escape.txt"))
    os.symlink("/dev/zero", os.path.join(folder, "zero.txt"))
    os.symlink("/dev/zero", os.path.join(folder, "dev-zero-link.lesson"))
    os.mkfifo(os.path.join(folder, "fifo.txt"))
    os.mkfifo(os.path.join(folder, "fifo.lesson"))
    with open(os.path.join(folder, "too-large.lesson"), "wb") as f:
        f.write(b" " * TOO_LARGE_BYTES)
    with open(os.path.join(folder, "many-steps.lesson"), "w", encoding="utf-8") as f:
        f.write(many_steps(False))
    with open(os.path.join(folder, "many-steps-last-bad.lesson"), "w", encoding="utf-8") as f:
        f.write(many_steps(True))
    with open(os.path.join(folder, "long-title.lesson"), "w", encoding="utf-8") as f:
        f.write("<lesson>\n  <title>" + "W" * LONG_TITLE_CHARS + "</title>\n  <summary>"
                + "S" * (LONG_TITLE_CHARS // 2) + "</summary>\n  <step><p>x</p></step>\n</lesson>\n")
    return source, folder


def text_of(node):
    """The text a screen reader asks for (the Text interface), else the name."""
    try:
        text = node.queryText()
        return text.getText(0, text.characterCount)
    except Exception:
        return node.name or ""


PLAN = []


def main():
    scratch = tempfile.TemporaryDirectory(prefix="futoshiki-lab-hostile-")
    source, folder = make_hostile(scratch.name)
    cases = read_cases(source)
    plan = len(cases) + 5
    PLAN.append(plan)
    print(f"1..{plan}", flush=True)

    env = dict(os.environ)
    env["GTK_A11Y"] = "atspi"
    env.pop("NO_AT_BRIDGE", None)
    env["FUTOSHIKI_LAB_SESSION_DIR"] = os.path.join(scratch.name, "session")
    env["XDG_DATA_HOME"] = scratch.name
    env["FUTOSHIKI_LAB_LESSONDIR"] = folder
    puzzle = os.path.join(os.environ["G_TEST_SRCDIR"], "data", "examples", "unequal_4x4.txt")
    log_path = os.path.join(scratch.name, "app.log")
    log = open(log_path, "w")
    process = subprocess.Popen([os.environ["FUTOSHIKI_LAB_BIN"], puzzle], env=env, stderr=log)
    try:
        time.sleep(1)
        app = find_app("futoshiki")
        if not check(app is not None, "the application is on the AT-SPI bus"):
            return
        started = time.monotonic()
        activate("lessons")
        labels = []

        def listed():
            labels.clear()
            labels.extend(find_all(app, lambda n: n.getRoleName() == "label"
                                   and (n.name or "").endswith(".lesson")))
            return len(labels) >= len([c for c in cases if c[1] != "read"])

        check(wait_for(listed, timeout=30),
              f"the Lessons window lists the hostile lessons ({len(labels)} file names) "
              f"after {time.monotonic() - started:.1f} s")
        texts = [text_of(n) for n in find_all(app, lambda n: n.getRoleName() == "label")]
        for name, place, words in cases:
            if place == "read":
                if name.startswith("many-steps"):
                    check(any(t == "Many steps" for t in texts), f"{name}: listed under its title")
                else:
                    cut = [t for t in texts if t.startswith("WWWW")]
                    check(cut and all(len(t) <= 201 and t.endswith("…") for t in cut),
                          f"{name}: its million-character title listed cut short "
                          f"({len(cut[0]) if cut else 0} characters)")
                continue
            start = f"{name}:{place}: " if place != "-" else ""
            found = [t for t in texts if words in t and (t.startswith(start) if start else name in t)]
            check(found, f"{name}: its row reads the error {start or name}… {words!r}")
        check(wait_for(lambda: app.childCount > 0 and find_app("futoshiki", timeout=2) is not None, timeout=5),
              "the app still answers the bus")
        process.poll()
        check(process.returncode is None, "the app is still running")
    finally:
        process.kill()
        process.wait()
        log.close()
        with open(log_path, encoding="utf-8", errors="replace") as f:
            warnings = [line for line in f if "CRITICAL" in line or "WARNING" in line or "assertion" in line]
        for line in warnings[:10]:
            print(f"# {line.rstrip()}", flush=True)
        check(not warnings, f"the app warned nothing ({len(warnings)} warnings)")
        scratch.cleanup()


if __name__ == "__main__":
    main()
    sys.exit(exit_status(PLAN[0] if PLAN else None))
