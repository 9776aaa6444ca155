#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The app against the command line: the same solve, timed in both.

For each case (a puzzle and a method) it runs `futoshiki solve` and the built
app on the same machine in the same run, alternating, and prints the medians,
their ratio and how busy the app's main thread was while it solved. The app
runs as a user runs it: a fresh process per run, opened on the puzzle, left
until it is idle (its own uniqueness check done), then Solve With the method
through its window's actions over D-Bus, as a click would. The solve ends
when the window disables its cancel-solve action, which it does once the
result is on the board.

Run it from the source tree after building (see README.md here):
    bench/app/bench-app.py [--build build] [--runs 3] [--engine-runs 5]
Without a display it starts itself again under xvfb-run and dbus-run-session.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

APP_ID = "org.futoshikilab.FutoshikiLab"
WINDOW_PATH = "/org/futoshikilab/FutoshikiLab/window/1"
HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE_ROOT = os.path.dirname(os.path.dirname(HERE))

# Deterministic methods on puzzles they solve in 0.2 to 1.2 s here, and
# the default engine on the 50×50 of the issue that asked for this bench.
CASES = [
    ("bench/data/paper/paper_7_30_7_s1.txt", "bt"),
    ("bench/data/paper/paper_7_30_7_s1.txt", "color"),
    ("bench/data/paper/paper_50_400_2000_s1.txt", "fc"),
    ("bench/data/paper/paper_7_30_7_s1.txt", "ac3"),
    ("bench/data/paper/paper_9_35_18_s1.txt", "mac"),
    ("tests/data/paper_50_400_1600_s1.txt", "lab"),
]


def reexec_headless():
    """Under a fresh X server and session bus, unless there are both."""
    if os.environ.get("DISPLAY") and os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        return
    if os.environ.get("FUTOSHIKI_BENCH_APP_WRAPPED"):
        sys.exit("bench-app: no display or session bus even under xvfb-run")
    for tool in ("xvfb-run", "dbus-run-session"):
        if shutil.which(tool) is None:
            sys.exit(f"bench-app: {tool} is needed (apt-get install xvfb xauth dbus)")
    env = dict(os.environ, FUTOSHIKI_BENCH_APP_WRAPPED="1")
    argv = ["xvfb-run", "-a", "-s", "-screen 0 1280x1024x24", "dbus-run-session", "--",
            sys.executable, os.path.abspath(__file__)] + sys.argv[1:]
    os.execvpe("xvfb-run", argv, env)


def thread_cpu(pid, tid):
    """Seconds on a CPU of one thread: schedstat (ns) where the kernel keeps
    it, else utime + stime in clock ticks."""
    try:
        with open(f"/proc/{pid}/task/{tid}/schedstat") as f:
            return int(f.read().split()[0]) / 1e9
    except (OSError, ValueError, IndexError):
        with open(f"/proc/{pid}/task/{tid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def process_cpu(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def cli_run(cli, puzzle, method):
    start = time.perf_counter()
    run = subprocess.run([cli, "solve", "--json", "-a", method, puzzle],
                         capture_output=True, text=True)
    wall = time.perf_counter() - start
    result = json.loads(run.stdout.splitlines()[0])
    if result["status"] != "solved":
        sys.exit(f"bench-app: the command did not solve {puzzle} with {method}: {result['status']}")
    return wall, result["stats"]["nodes"]


class App:
    """One app process, its window's actions on the session bus."""

    def __init__(self, binary, puzzle, env):
        from gi.repository import Gio, GLib
        self.Gio, self.GLib = Gio, GLib
        self.process = subprocess.Popen([binary, puzzle], env=env,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self.bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        self.loop = GLib.MainLoop()
        self.running = None
        self.changed_at = None
        self.subscription = self.bus.signal_subscribe(
            None, "org.gtk.Actions", "Changed", WINDOW_PATH, None,
            Gio.DBusSignalFlags.NONE, self._on_changed)

    def _on_changed(self, connection, sender, path, interface, signal, parameters):
        enabled = parameters.unpack()[1]
        if "cancel-solve" in enabled:
            self.running = enabled["cancel-solve"]
            self.changed_at = time.perf_counter()
            if not self.running:
                self.loop.quit()

    def _call(self, method, args, reply="()"):
        return self.bus.call_sync(APP_ID, WINDOW_PATH, "org.gtk.Actions", method, args,
                                  self.GLib.VariantType.new(reply),
                                  self.Gio.DBusCallFlags.NONE, 5000, None)

    def _iterate(self, seconds):
        context = self.loop.get_context()
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            context.iteration(False)
            time.sleep(0.005)

    def wait_ready(self, timeout=30):
        end = time.perf_counter() + timeout
        while time.perf_counter() < end:
            if self.process.poll() is not None:
                sys.exit("bench-app: the app ended: " + self.process.stderr.read().decode())
            try:
                actions = self._call("DescribeAll", None, "(a{s(bgav)})").unpack()[0]
                if actions.get("solve-with", (False,))[0]:
                    return
            except self.GLib.Error:
                pass
            self._iterate(0.1)
        sys.exit("bench-app: the app did not offer solve-with in time")

    def wait_idle(self, timeout=60, window=0.5, busy=0.05):
        """Until the whole process used under busy of a core over window s
        (its background uniqueness check has ended)."""
        end = time.perf_counter() + timeout
        before = process_cpu(self.process.pid)
        while time.perf_counter() < end:
            self._iterate(window)
            after = process_cpu(self.process.pid)
            if after - before < busy * window:
                return True
            before = after
        return False

    def solve(self, method, timeout=120):
        pid = self.process.pid
        main_before = thread_cpu(pid, pid)
        process_before = process_cpu(pid)
        self.running = None
        timer = self.GLib.timeout_add_seconds(timeout, self.loop.quit)
        start = time.perf_counter()
        self._call("Activate", self.GLib.Variant("(sava{sv})",
                                                 ("solve-with", [self.GLib.Variant("s", method)], {})))
        self.loop.run()
        self.GLib.source_remove(timer)
        if self.running is not False:
            sys.exit(f"bench-app: the app did not finish solving with {method} in {timeout} s")
        wall = self.changed_at - start
        main = thread_cpu(pid, pid) - main_before
        return wall, main, process_cpu(pid) - process_before - main

    def close(self):
        self.bus.signal_unsubscribe(self.subscription)
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def main():
    reexec_headless()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=os.path.join(SOURCE_ROOT, "build"))
    parser.add_argument("--runs", type=int, default=3, help="runs of each deterministic case")
    parser.add_argument("--engine-runs", type=int, default=5, help="runs of the engine's case")
    parser.add_argument("--renderer", help="GSK_RENDERER for the app (default: GTK's own choice)")
    parser.add_argument("--only", help="methods to run, comma-separated")
    options = parser.parse_args()

    cli = os.path.join(options.build, "src", "cli", "futoshiki")
    binary = os.path.join(options.build, "src", "app", "futoshiki-lab")
    for path in (cli, binary):
        if not os.access(path, os.X_OK):
            sys.exit(f"bench-app: {path} is missing; build first (meson compile -C {options.build})")
    scratch = tempfile.TemporaryDirectory(prefix="futoshiki-bench-app-")
    env = dict(os.environ, GDK_BACKEND="x11", GSETTINGS_BACKEND="memory",
               GSETTINGS_SCHEMA_DIR=os.path.join(options.build, "data"),
               FUTOSHIKI_LAB_SESSION_DIR=os.path.join(scratch.name, "session"),
               XDG_DATA_HOME=scratch.name, NO_AT_BRIDGE="1", GTK_A11Y="none")
    if options.renderer:
        env["GSK_RENDERER"] = options.renderer

    print("Futoshiki Lab: the app against the command line (bench/app/bench-app.py)")
    print(f"cores: {os.cpu_count()}, renderer: {options.renderer or 'default'}, "
          f"runs: {options.runs} ({options.engine_runs} for the engine)\n")
    print(f"{'puzzle':<22} {'method':<6} {'nodes':>10} {'cli s':>8} {'app s':>8} {'app/cli':>8} "
          f"{'main busy':>10} {'others s':>9} {'idle':>5}")
    ratios, busy_shares = [], []
    only = set(options.only.split(",")) if options.only else None
    for relative, method in CASES:
        if only and method not in only:
            continue
        puzzle = os.path.join(SOURCE_ROOT, relative)
        runs = options.engine_runs if method == "lab" else options.runs
        cli_times, app_times, main_times, other_times, all_idle = [], [], [], [], True
        nodes = None
        for _ in range(runs):
            wall, nodes = cli_run(cli, puzzle, method)
            cli_times.append(wall)
            app = App(binary, puzzle, env)
            try:
                app.wait_ready()
                all_idle &= app.wait_idle()
                wall, main, other = app.solve(method)
            finally:
                app.close()
            app_times.append(wall)
            main_times.append(main)
            other_times.append(other)
        cli_median = statistics.median(cli_times)
        app_median = statistics.median(app_times)
        ratio = app_median / cli_median
        busy = statistics.median(m / w for m, w in zip(main_times, app_times))
        others = statistics.median(other_times)
        ratios.append(ratio)
        busy_shares.append(busy)
        name = os.path.basename(relative).removesuffix(".txt")
        shown_nodes = "varies" if method == "lab" else str(nodes)
        print(f"{name:<22} {method:<6} {shown_nodes:>10} {cli_median:8.3f} {app_median:8.3f} "
              f"{ratio:8.2f} {busy * 100:9.1f}% {others:9.2f} {'yes' if all_idle else 'no':>5}", flush=True)

    if not ratios:
        sys.exit("bench-app: no case ran")
    print("\ncli s, app s: medians of wall time, the command's whole process and the app's solve "
          "from the action to the result on the board;\nmain busy: the app's main thread's CPU "
          "time over the solve's wall time;\nothers s: CPU seconds of the app's other threads "
          "(the solver's among them) during the solve; idle: the app was idle before each solve.")
    print(f"app/cli time ratio: {statistics.median(ratios):.2f} (worst {max(ratios):.2f}); "
          f"main thread busy: {statistics.median(busy_shares) * 100:.1f}% of the solve")


if __name__ == "__main__":
    main()
