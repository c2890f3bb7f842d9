"""Time and peak memory to the first frame: the helper's UI against a bare Textual app, same run.

Each sample is a fresh process (as a Director starting the program), headless
at 80x24; the app exits at its first frame. The main table gives two spans of
each process, with their ratios to the bare app's:

- launch -> first frame (issue 10's row, "first frame, headless 80x24, vs a
  bare Textual app in the same run"): from just before the process is started
  until its first frame is handed to Textual's terminal writer (``App._display``;
  the helper holds its start-up frames and writes one, after Textual's ``Ready``
  event, at which the children stopped until session 12). Wall time: the
  child's ``time.monotonic()`` at that moment (the system-wide monotonic clock)
  less the parent's just before the launch; CPU time: the child's
  ``time.process_time()`` then (user + system since the process began: the
  interpreter's start-up included, nothing after the frame);
- launch -> exit (the whole process, as until session 13 the only figure):
  wall time until the parent has reaped the child, CPU time the child's
  ``ru_utime + ru_stime``. It adds the app's exit (and whatever work was left
  to run after the first frame) to the span above.

and the process's peak resident memory at the first frame (``VmHWM`` of
``/proc/self/status``, which the child reports itself: a parent's ``ru_maxrss``
for a child counts the parent's own memory at the fork). The helper runs with
its bytecode compiled (``compileall``, as an installed package has it) and its
start-up cache (``HELPER_CACHE_DIR``, a temporary directory) warmed by a first
run, and imports its screen (``helper.tui.app``) before Textual's modules, as the command line
does (``helper.cli.ui``): the screen's module sets the start up (the collector's threshold,
``helper.tui.app._hold_collections``) before it imports Textual (until session 15 the children
imported Textual first). The cases run in turn (round robin), so a busy moment of this shared
machine falls on each alike; the CPU time is less swayed by that than the wall
time. Prints the median of N runs of each and the ratios to the bare app.

``--baseline DIR`` also times the helper of another checkout (``DIR``, e.g.
``git archive`` of the code before a change) in the same rounds, so that a
change is measured against the code before it under the same load.

Whole processes vary by more than a change of a few milliseconds on a busy
machine; ``--imports`` measures, in each fresh process, only the CPU time
(``time.process_time``) of importing the helper's screen (``helper.tui.app``)
once Textual's own modules (those the bare app imports) are loaded, and from
there to the first frame: the part of the start-up that is the helper's own,
alternating with the baseline.

``--phases`` splits each fresh process's CPU time to the first frame into
four phases, the bare app's beside the helper's (English, Chinese, Greek, and
the baseline's): importing Textual's modules, importing the screen
(``helper.tui.app``; nothing for the bare app), making the app object, and
running it to the first frame (Textual composing, styling and drawing the
widgets, and the app's own mount handlers). It shows which part of the
difference is the helper's own code and which is Textual's work on a larger
screen. Its total starts once the interpreter has started (the main table's
launch -> first frame CPU includes that).

``--instructions`` (needs valgrind) counts, under callgrind, the instructions each
fresh process runs from its launch to its first frame (the process ends there), the
bare app's beside the helper's in English, Chinese and Greek (and the baseline's):
the steadiest figure on this shared machine, which the load does not change. Two
things made it vary by 30 million instructions from run to run until session 15,
and both are fixed here for every case alike: Python's string hashing, random in
each process (the order of sets and dicts: ``PYTHONHASHSEED=0``), and the helper's
start-up hold (``START_HOLD_SECONDS``, 2 s): under callgrind, some 50 times slower,
the hold often ran out before the screen had settled, and the frame counted was an
early one, drawn before the screen's last layout and render that every real start
does (about 30 million instructions fewer). The hold is lengthened in the children,
so the frame counted is the settled one, as in a start without callgrind.

    python benchmarks/startup.py [N] [--baseline DIR] [--imports | --phases | --instructions]
"""

from __future__ import annotations

import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

NEUTRAL = tempfile.gettempdir()
"""The children's working directory: ``python -c`` puts it first on the path, so run from the
checkout it imported the checkout's package even for the baseline (``--baseline`` measured the
same code twice before session 10)."""

REPORT = """
import time
def frame_report():
    # At the first frame: the system-wide monotonic clock (wall, against the parent's launch time),
    # this process's CPU time since it began, and its peak resident memory.
    print(time.monotonic(), time.process_time(), peak_kib())
def peak_kib():
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
"""

FIRST_FRAME = """
import textual.app
_display = textual.app.App._display
def _first_frame(app, screen, renderable):
    # The first frame handed to the terminal: the bare app's at its first layout, before its
    # Ready event; the helper's when its held start-up frame is written (HelperApp._draw_start),
    # after its Ready (until session 12 the children stopped at Ready, before the helper's frame).
    _display(app, screen, renderable)
    if renderable is not None and not getattr(app, "first_frame_seen", False):
        app.first_frame_seen = True
        app.first_frame()
textual.app.App._display = _first_frame
"""
"""Calls the app's ``first_frame()`` when its first frame is handed to Textual's terminal writer."""

BARE = REPORT + FIRST_FRAME + """
from textual.app import App
from textual.widgets import Static
class Bare(App):
    def compose(self):
        yield Static("hello")
    def first_frame(self):
        frame_report()
        self.exit()
Bare().run(headless=True, size=(80, 24))
"""

HELPER = REPORT + """
import helper.tui.app  # before Textual's modules, as the command line imports them (helper.cli.ui: it sets up the start)
""" + FIRST_FRAME + """
import os
from helper.cli.ui import screen_glyphs
from helper.tui.app import HelperApp
class Timed(HelperApp):
    def first_frame(self):
        frame_report()
        self.exit()
app = Timed(lang="{lang}")
# The terminal asked as the command line asks it before the screen (helper.cli.ui.cmd_ui): GNU screen,
# and tmux at every start inside tmux (fix9au); run the benchmark inside tmux to time that query.
app.glyphs = screen_glyphs(os.environ)
app.run(headless=True, size=(80, 24))
"""


IMPORTS = FIRST_FRAME + """
import time
import textual.app, textual.widgets, textual.drivers.linux_driver, textual.drivers.headless_driver
start = time.process_time()
import helper.tui.app
imported = time.process_time()
class Timed(helper.tui.app.HelperApp):
    def first_frame(self):
        print(round((imported - start) * 1e6), round((time.process_time() - start) * 1e6))
        self.exit()
Timed(lang="en").run(headless=True, size=(80, 24))
"""


def imports(runs: int, baseline: str | None) -> None:
    """The CPU time of importing ``helper.tui.app`` after Textual's modules, and from there to the
    first frame (English), fresh processes in turn."""
    compileall.compile_dir(str(ROOT / "helper"), quiet=1)
    with tempfile.TemporaryDirectory() as cache, tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "HELPER_CACHE_DIR": cache, "HELPER_DATA": data}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        cases = {"helper": env}
        if baseline:
            compileall.compile_dir(str(Path(baseline) / "helper"), quiet=1)
            cases["baseline"] = {**env, "PYTHONPATH": str(Path(baseline).resolve()),
                                 "HELPER_CACHE_DIR": str(Path(cache) / "baseline")}
        times: dict[str, list[tuple[float, float]]] = {name: [] for name in cases}
        for _ in range(runs + 1):
            for name, case_env in cases.items():
                done = subprocess.run([sys.executable, "-c", IMPORTS], env=case_env, stdin=subprocess.DEVNULL,
                                      cwd=NEUTRAL, capture_output=True, text=True, check=True)
                first, frame = done.stdout.split()[-2:]
                times[name].append((int(first) / 1000, int(frame) / 1000))
        for name, values in times.items():
            values = values[1:]  # the first round warms the file and start-up caches
            for label, column in (("importing helper.tui.app", [v[0] for v in values]),
                                  ("import to the first frame", [v[1] for v in values])):
                column = sorted(column)
                print(f"{name:9} {label:26} CPU median {statistics.median(column):6.1f} ms, "
                      f"best {column[0]:6.1f} ms, worst {column[-1]:6.1f} ms")
        print(f"({runs} runs of each after Textual's modules, fresh processes in turn; "
              f"load average {os.getloadavg()[0]:.1f})")


PHASES = """
import sys, time
start = time.process_time()
import textual.app, textual.widgets, textual.drivers.linux_driver, textual.drivers.headless_driver
textual_done = time.process_time()
""" + FIRST_FRAME + """
ready = []
if sys.argv[1] == "bare":
    from textual.widgets import Static
    imported = time.process_time()
    class Timed(textual.app.App):
        def compose(self):
            yield Static("hello")
        def first_frame(self):
            ready.append(time.process_time())
            self.exit()
    app = Timed()
else:
    import helper.tui.app
    imported = time.process_time()
    class Timed(helper.tui.app.HelperApp):
        def first_frame(self):
            ready.append(time.process_time())
            self.exit()
    app = Timed(lang=sys.argv[1])
made = time.process_time()
app.run(headless=True, size=(80, 24))
print(*(round((b - a) * 1e6) for a, b in ((start, textual_done), (textual_done, imported), (imported, made),
                                          (made, ready[0]), (start, ready[0]))))
"""


def phases(runs: int, baseline: str | None) -> None:
    """The CPU time of each phase to the first frame (see the module's docstring), medians of
    fresh processes in turn, the bare app's beside the helper's."""
    compileall.compile_dir(str(ROOT / "helper"), quiet=1)
    with tempfile.TemporaryDirectory() as cache, tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "HELPER_CACHE_DIR": cache, "HELPER_DATA": data}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        cases = {"bare Textual app": ("bare", env)}
        cases.update({f"helper ({lang})": (lang, env) for lang in ("en", "zh", "el")})
        if baseline:
            compileall.compile_dir(str(Path(baseline) / "helper"), quiet=1)
            other = {**env, "PYTHONPATH": str(Path(baseline).resolve()), "HELPER_CACHE_DIR": str(Path(cache) / "baseline")}
            cases.update({f"baseline ({lang})": (lang, other) for lang in ("en", "zh", "el")})
        times: dict[str, list[list[float]]] = {name: [] for name in cases}
        for round_ in range(runs + 1):
            for name, (mode, case_env) in cases.items():
                done = subprocess.run([sys.executable, "-c", PHASES, mode], env=case_env, stdin=subprocess.DEVNULL,
                                      cwd=NEUTRAL, capture_output=True, text=True, check=True)
                if round_:  # the first round warms the file and start-up caches
                    times[name].append([int(value) / 1000 for value in done.stdout.split()[-5:]])
        print(f"{'CPU ms, medians':18} {'Textual':>8} {'screen':>8} {'app':>8} {'to frame':>9} {'total':>8}")
        for name, values in times.items():
            print(f"{name:18} " + " ".join(f"{statistics.median(column):8.1f}" for column in zip(*values)))
        print(f"({runs} runs of each, fresh processes in turn; load average {os.getloadavg()[0]:.1f})")


EXIT_AT_FRAME = """
import os
def frame_report():
    os._exit(0)  # the instructions to the first frame: nothing after it
"""

HOLD = """
import helper.tui.app
helper.tui.app.START_HOLD_SECONDS = 3600  # under callgrind: the settled frame, as without it (see above)
"""
"""Put before :data:`HELPER` (which imports ``helper.tui.app`` first too)."""


def instructions(runs: int, baseline: str | None) -> None:
    """Instructions from launch to the first frame under callgrind (see the module's docstring):
    the median, least and most of ``runs`` fresh processes of each case, in turn, and the ratios
    of the medians to the bare app's."""
    import re

    compileall.compile_dir(str(ROOT / "helper"), quiet=1)
    if baseline:
        compileall.compile_dir(str(Path(baseline) / "helper"), quiet=1)
    with tempfile.TemporaryDirectory() as cache, tempfile.TemporaryDirectory() as data, \
            tempfile.TemporaryDirectory() as dumps:
        cases = _cases(cache, data, baseline, PYTHONHASHSEED="0")
        for code, case_env in cases.values():
            sample(code, case_env)  # warm the file cache and the start-up cache (CSS rules kept after the frame)
        counts: dict[str, list[int]] = {name: [] for name in cases}
        for round_ in range(runs):
            for number, (name, (code, case_env)) in enumerate(cases.items()):
                code = code.replace(REPORT, EXIT_AT_FRAME)
                if name != "bare Textual app":
                    code = HOLD + code
                out = str(Path(dumps) / f"{round_}.{number}")
                subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c",
                                code], env=case_env, stdin=subprocess.DEVNULL, cwd=NEUTRAL, capture_output=True,
                               check=True)
                with open(out) as dump:
                    counts[name].append(int(re.search(r"^(?:summary|totals): (\d+)", dump.read(), re.M).group(1)))
        bare = statistics.median(next(iter(counts.values())))
        print(f"{'instructions, millions':22} {'median':>9} {'least':>9} {'most':>9} {'ratio':>7}")
        for name, values in counts.items():
            median = statistics.median(values)
            print(f"{name:22} {median / 1e6:9.1f} {min(values) / 1e6:9.1f} {max(values) / 1e6:9.1f} "
                  f"{median / bare:6.3f}x")
        print(f"({runs} runs of each under callgrind, fresh processes in turn, headless 80x24, launch to the "
              f"first frame; load average {' '.join(f'{load:.1f}' for load in os.getloadavg())})")


def _cases(cache: str, data: str, baseline: str | None, **extra_env: str) -> dict[str, tuple[str, dict]]:
    """The main table's cases, by name: the child's code and environment (``extra_env`` added), the
    bare app first, then the helper in each language, and the baseline's when given."""
    env = {**os.environ, "HELPER_CACHE_DIR": cache, "HELPER_DATA": data, **extra_env}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    cases = {"bare Textual app": (BARE, env)}
    cases.update({f"helper ({lang})": (HELPER.format(lang=lang), env) for lang in ("en", "zh", "el")})
    if baseline:
        # The other checkout's package first on the path (before this one's installed copy).
        # Its own start-up cache: the two would overwrite each other's entries (same names).
        other = {**env, "PYTHONPATH": str(Path(baseline).resolve()), "HELPER_CACHE_DIR": str(Path(cache) / "baseline")}
        cases.update({f"baseline ({lang})": (HELPER.format(lang=lang), other) for lang in ("en", "zh", "el")})
    return cases


def sample(code: str, env: dict[str, str]) -> tuple[float, float, float, float, int]:
    """One fresh process (the app exits at its first frame): wall and CPU seconds from launch to
    the first frame, wall and CPU seconds from launch to exit (CPU: user + system, less swayed by the
    machine's other work), and peak KiB at the first frame."""
    start = time.monotonic()
    process = subprocess.Popen([sys.executable, "-c", code], env=env, stdin=subprocess.DEVNULL, cwd=NEUTRAL,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    output = process.stdout.read()
    process.stdout.close()
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.monotonic() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"exit code {process.returncode}:\n{code}")
    frame_clock, frame_cpu, peak = output.split()[-3:]
    return float(frame_clock) - start, float(frame_cpu), elapsed, usage.ru_utime + usage.ru_stime, int(peak)


def main(runs: int = 7, baseline: str | None = None) -> None:
    compileall.compile_dir(str(ROOT / "helper"), quiet=1)
    if baseline:
        compileall.compile_dir(str(Path(baseline) / "helper"), quiet=1)
    with tempfile.TemporaryDirectory() as cache, tempfile.TemporaryDirectory() as data:
        cases = _cases(cache, data, baseline)
        samples: dict[str, list[tuple[float, float, float, float, int]]] = {name: [] for name in cases}
        for code, case_env in cases.values():
            sample(code, case_env)  # warm the file cache and the start-up cache
        for _ in range(runs):
            for name, (code, case_env) in cases.items():
                samples[name].append(sample(code, case_env))
        table(samples)
        print(f"({runs} runs of each, fresh processes in turn, headless 80x24; load average "
              f"{' '.join(f'{load:.1f}' for load in os.getloadavg())})")


def table(samples: dict[str, list[tuple[float, float, float, float, int]]]) -> None:
    """Print the medians of ``samples`` (see :func:`sample`; the first case is the bare app) and
    their ratios to the bare app's: launch -> first frame (issue 10's row), launch -> exit, peak memory."""
    medians = {name: [statistics.median(column) for column in zip(*values)] for name, values in samples.items()}
    bare = next(iter(medians.values()))
    print(f"{'medians':18} {'launch -> first frame (issue 10)':^33} {'launch -> exit (whole process)':^33}"
          f" {'peak memory':^17}")
    print(f"{'':18}" + f" {'wall':>8} {'ratio':>6} {'CPU':>10} {'ratio':>6}" * 2 + f" {'at frame':>10} {'ratio':>6}")
    for name, values in medians.items():
        cells = [f"{value * 1000:5.1f} ms {value / base:5.2f}x" for value, base in zip(values[:4], bare[:4])]
        cells[1], cells[3] = "  " + cells[1], "  " + cells[3]
        print(f"{name:18} " + " ".join(cells) + f" {values[4] / 1024:6.1f} MiB {values[4] / bare[4]:5.2f}x")


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="?", type=int, default=7, help="runs of each case (default 7)")
    parser.add_argument("--baseline", metavar="DIR", help="also time the helper of this checkout")
    parser.add_argument("--imports", action="store_true",
                        help="only the CPU time of importing the helper's screen after Textual's modules")
    parser.add_argument("--phases", action="store_true",
                        help="the CPU time of each phase to the first frame, the bare app's beside the helper's")
    parser.add_argument("--instructions", action="store_true",
                        help="instructions from launch to the first frame under callgrind (needs valgrind)")
    arguments = parser.parse_args()
    if arguments.instructions:
        instructions(arguments.runs, arguments.baseline)
    elif arguments.phases:
        phases(arguments.runs, arguments.baseline)
    elif arguments.imports:
        imports(arguments.runs, arguments.baseline)
    else:
        main(arguments.runs, arguments.baseline)
