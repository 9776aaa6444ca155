# SPDX-License-Identifier: GPL-3.0-or-later
"""What the AT-SPI tests share: TAP checks, walking the accessible tree of
the running app, waiting for it, and activating the window's actions over
D-Bus as a user's click would. Importing it without pyatspi prints the TAP
skip line and exits 77."""

import os
import subprocess
import sys
import tempfile
import time

try:
    import gi
    gi.require_version("Atspi", "2.0")
    import pyatspi
except (ImportError, ValueError) as error:
    print(f"1..0 # SKIP pyatspi is not available: {error}")
    sys.exit(77)

APP_ID = "org.futoshikilab.FutoshikiLab"
WINDOW_PATH = "/org/futoshikilab/FutoshikiLab/window/1"

results = []


def check(condition, what):
    results.append((bool(condition), what))
    print(("ok" if condition else "not ok") + f" {len(results)} {what}", flush=True)
    return condition


def exit_status(plan=None):
    """0 when every check passed (and, given a plan, when all of them ran)."""
    complete = len(results) == plan if plan is not None else bool(results)
    return 0 if complete and all(ok for ok, _ in results) else 1


def find_all(node, predicate, found=None, depth=0):
    found = [] if found is None else found
    if node is None or depth > 40:
        return found
    try:
        if predicate(node):
            found.append(node)
        for i in range(node.childCount):
            find_all(node.getChildAtIndex(i), predicate, found, depth + 1)
    except Exception:  # nodes can vanish while walked
        pass
    return found


def wait_for(predicate, timeout=20):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if predicate():
                return True
        except Exception:  # a node may be gone for a moment
            pass
        time.sleep(0.1)
    return False


def find_app(name_fragment, timeout=20):
    found = []

    def look():
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and name_fragment in (app.name or "").lower():
                found.append(app)
                return True
        return False

    return found[0] if wait_for(look, timeout) else None


def find_board(app):
    tables = find_all(app, lambda n: n.getRoleName() == "table" and "puzzle" in (n.name or ""))
    return tables[0] if tables else None


def activate(action, parameter="[]"):
    subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID,
                    "--object-path", WINDOW_PATH,
                    "--method", "org.gtk.Actions.Activate", action, parameter, "{}"],
                   check=True, stdout=subprocess.DEVNULL)


def start_app(puzzle):
    """Starts FUTOSHIKI_LAB_BIN on puzzle with the AT-SPI bridge and a
    scratch session and data folder; returns the process and the scratch
    folder, for the caller to kill and clean up."""
    scratch = tempfile.TemporaryDirectory(prefix="futoshiki-lab-a11y-")
    env = dict(os.environ)
    env["GTK_A11Y"] = "atspi"
    env.pop("NO_AT_BRIDGE", None)
    env["FUTOSHIKI_LAB_SESSION_DIR"] = os.path.join(scratch.name, "session")
    env["XDG_DATA_HOME"] = scratch.name
    return subprocess.Popen([os.environ["FUTOSHIKI_LAB_BIN"], puzzle], env=env), scratch


def names_changed_during(action, role_names, timeout=5):
    """The new names of objects of those roles announced while action runs."""
    from gi.repository import Atspi, GLib

    heard = []
    loop = GLib.MainLoop()

    def on_event(event):
        try:
            if event.source.getRoleName() in role_names:
                heard.append(str(event.any_data))
        except Exception:
            pass

    listener = Atspi.EventListener.new(on_event)
    listener.register("object:property-change:accessible-name")
    GLib.timeout_add(300, lambda: (action(), False)[1])
    GLib.timeout_add(timeout * 1000, loop.quit)
    loop.run()
    listener.deregister("object:property-change:accessible-name")
    return heard
