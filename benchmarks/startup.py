"""Time to the first frame: the helper's UI against a bare Textual app, same run.

Each sample is a fresh process (as a Director starting the program): the wall
time from launch until the app's ``Ready`` event (the first frame is drawn),
headless at 80x24. Prints the median of N runs of each.

    python benchmarks/startup.py [N]
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

BARE = """
from textual.app import App
from textual.widgets import Static
class Bare(App):
    def compose(self):
        yield Static("hello")
    def on_ready(self):
        self.exit()
Bare().run(headless=True, size=(80, 24))
"""

HELPER = """
from helper.tui.app import HelperApp
class Timed(HelperApp):
    def on_ready(self):
        self.exit()
Timed(lang="{lang}").run(headless=True, size=(80, 24))
"""


def sample(code: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)
    return time.perf_counter() - start


def main(runs: int = 7) -> None:
    cases = {"bare Textual app": BARE}
    cases.update({f"helper ({lang})": HELPER.format(lang=lang) for lang in ("en", "zh", "el")})
    for name, code in cases.items():
        sample(code)  # warm the file cache
        times = [sample(code) for _ in range(runs)]
        print(f"{name:20} median {statistics.median(times) * 1000:7.1f} ms  (min {min(times) * 1000:.1f}, {runs} runs)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
