"""``helper review`` of the law paragraphs: time to the first frame and to the first keys (issue 9, tester 9af:
the law paragraphs were read and checked before the first frame, the screen blank ~29 s under load).

Each sample is a fresh process (as a reviewer starting ``helper review``: nothing read or checked before in it),
headless at 80x24, Chinese, on a private copy of the checkout's ``helper/``, ``laws_text/`` and ``locales/``. Two
spans from just before the process is started (the parent's ``time.monotonic()``, the system-wide clock the child
reads too):

- launch -> first frame: the review screen's first frame handed to Textual's terminal writer (``App._display``;
  the app's blank default screen, drawn before, not counted);
- launch -> first keys: the screen takes keys (its catalogues read and checked, ``keys_are_ready``): a burst
  typed earlier (``g12C4`` Enter) has acted.

``--domain messages`` times the interface strings instead (about 590,000 bytes of catalogues: their checks are
most of the time; no burst is typed). ``--cold`` empties the private cache directory (``HELPER_CACHE_DIR``) before
each sample: the first open on a machine, or after the helper's code changed; without it every sample after the first
finds what the previous one kept there (issue 9 §3, fix9gc: the findings of the last reading, by the files' content).

``--edit``: before each sample but the first, one interface string of the Chinese catalogue is saved with
another text (as another reviewer's screen would): the next opening checks that entry again, the others' findings
kept.

``--baseline DIR`` also times the code of another checkout (``DIR``, e.g. ``git archive`` of main before a change)
in the same rounds (alternating), so that a change is measured against the code before it under the same load.

    python benchmarks/review_first_draw.py [N] [--baseline DIR] [--domain messages] [--cold] [--edit]   # N samples of each (default 5)

Figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, sys, time
import textual.app
from helper.tui.review import ReviewApp, ReviewScreen

launch, root, domain = float(sys.argv[1]), sys.argv[2], sys.argv[3]
marks = {}
_display = textual.app.App._display

def _first_frame(app, screen, renderable):
    if isinstance(screen, ReviewScreen) and "frame" not in marks:  # not the app's blank default screen
        marks["frame"] = time.monotonic() - launch
        marks["listed"] = len(screen.entries)  # 0: drawn before the catalogues were read
    _display(app, screen, renderable)

textual.app.App._display = _first_frame

class Timed(ReviewApp):
    def on_mount(self):  # after ReviewApp.on_mount (Textual calls each class's handler: no super() here)
        # a burst typed at once, before the list is ready: acts once it is
        for key in () if domain != "laws" else ("g", "1", "2", "C", "4", "enter"):
            self.post_message(textual.events.Key(key, "\r" if key == "enter" else key))

    def on_keys_ready(self, message):  # with ReviewApp's (Textual calls both): looked at once that one has run
        self.call_later(self.look)

    def look(self):
        screen = self.screen
        if isinstance(screen, ReviewScreen) and screen.keys_are_ready and not screen.checking:
            marks.setdefault("keys", time.monotonic() - launch)
            marks["shown"] = screen.current.id if screen.current else None
            self.exit()

import textual.events
Timed(ui_lang="zh", target="zh", root=root, reviewer="bench", domain=domain).run(headless=True, size=(80, 24))
print(json.dumps(marks))
"""


def sample(code_root: Path, data_root: Path, domain: str = "laws", cold: bool = False) -> dict:
    """One fresh process of the helper at ``code_root`` reviewing ``data_root``'s ``domain``: its marks (seconds).
    ``cold``: its cache directory emptied first."""
    if cold:
        shutil.rmtree(data_root / ".cache", ignore_errors=True)
    # run in code_root: ``python -c`` imports from the current directory first
    env = {**os.environ, "PYTHONPATH": str(code_root), "HELPER_CACHE_DIR": str(data_root / ".cache")}
    launch = time.monotonic()
    done = subprocess.run([sys.executable, "-c", CHILD, repr(launch), str(data_root), domain], env=env, cwd=code_root,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=900)
    if done.returncode:
        raise SystemExit(f"{code_root}: {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def private_copy(source: Path, target: Path) -> Path:
    """``helper/``, ``laws_text/``, ``locales/`` and ``pyproject.toml`` of ``source`` in ``target``."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("helper", "laws_text", "locales"):
        shutil.copytree(source / name, target / name, ignore=ignore)
    shutil.copy2(source / "pyproject.toml", target / "pyproject.toml")
    return target


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="?", type=int, default=5)
    parser.add_argument("--baseline", type=Path, help="another checkout's code, timed in the same rounds")
    parser.add_argument("--domain", choices=("laws", "messages"), default="laws")
    parser.add_argument("--cold", action="store_true", help="empty the cache directory before each sample")
    parser.add_argument("--edit", action="store_true", help="change one interface string before each sample but the first")
    options = parser.parse_args()
    cases = [("this checkout", REPO)] + ([("baseline", options.baseline.resolve())] if options.baseline else [])
    with tempfile.TemporaryDirectory() as tmp:
        roots = {name: private_copy(code, Path(tmp) / f"case{index}") for index, (name, code) in enumerate(cases)}
        marks: dict[str, list[dict]] = {name: [] for name, _ in cases}
        for round_ in range(options.runs):
            for name, code in cases:  # in turn: a busy moment of the machine falls on each alike
                if options.edit and round_:
                    sys.path.insert(0, str(REPO))
                    from helper.catalog.review import save_review

                    save_review("zh", "Saved in {file}", text=f"已保存到 {{file}}（第 {round_} 次）", root=roots[name],
                                reviewer="bench", domain="messages")
                marks[name].append(sample(code, roots[name], options.domain, options.cold))
    what = "the law paragraphs" if options.domain == "laws" else "the interface strings"
    cache = "cache emptied before each" if options.cold else "cache kept from the previous sample"
    cache += ", one entry changed before each but the first" if options.edit else ""
    print(f"({options.runs} fresh processes of each, headless 80x24, Chinese, {what}, {cache}; load average "
          f"{os.getloadavg()[0]:.1f})")
    for name, _ in cases:
        got = marks[name]
        frame = statistics.median(m["frame"] for m in got)
        keys = statistics.median(m["keys"] for m in got)
        each = ", ".join(f"{m['keys']:.2f}" for m in got)
        shown = {m.get("shown") for m in got}
        listed = {m.get("listed") for m in got}
        print(f"{name:14} launch -> first frame {frame:6.2f} s   launch -> first keys {keys:6.2f} s   "
              f"(entries in the first frame: {', '.join(map(str, listed))}; the burst went to "
              f"{', '.join(map(str, shown))}; first keys in each: {each} s)")


if __name__ == "__main__":
    main()
