"""The cost of the order of use of a term's forms (fix9bo, fix9bw, fix9cf): a term message names a term's forms
most used first in the shipped catalogue ("IMP / 国际比赛分"), which takes every translation of the language's
``laws.po`` and ``messages.po``.

Each sample is a fresh process (as ``helper catalog check`` or the review screen's check process starts):

- ``first term message``: the CPU time (``time.process_time``) of the process's first
  :func:`helper.catalog.checks.terminology.term_forms` (IMP in Chinese, then in Greek), the glossary read
  beforehand; with the start-up cache warm (``HELPER_CACHE_DIR``, a temporary directory, filled by a first
  run) and cold (a new empty directory each time: the first process after a catalogue was edited);
- ``catalog check --domain laws``: the command's wall and CPU time, launch to exit (warm cache).

``--baseline DIR`` times the code of another checkout (``git archive`` of the code before a change, with its
``locales/``) in the same rounds, alternating with this one's, so a change is measured under the same load.

    .venv/bin/python benchmarks/term_order.py [N] [--baseline DIR]

Figures only; nothing is asserted.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

FIRST = """
import time
from helper.catalog.checks.terminology import load_glossary, term_forms
imp = next(term for term in load_glossary() if term.en_text == "IMP")
start = time.process_time()
names = term_forms(imp, "zh"), term_forms(imp, "el")
print(time.process_time() - start, names)
"""


def first_message(root: Path, cache: str) -> float:
    """CPU seconds of the first term messages of a fresh process running ``root``'s code."""
    env = {**os.environ, "PYTHONPATH": str(root), "HELPER_CACHE_DIR": cache}
    done = subprocess.run([sys.executable, "-c", FIRST], env=env, capture_output=True, text=True, check=True,
                          cwd=root)
    return float(done.stdout.split()[0])


def check_command(root: Path, cache: str) -> tuple[float, float]:
    """Wall and CPU seconds of ``helper catalog check --domain laws`` run from ``root``, launch to exit."""
    env = {**os.environ, "PYTHONPATH": str(root), "HELPER_CACHE_DIR": cache}
    start = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "helper", "catalog", "check", "--domain", "laws"], env=env,
                               cwd=root, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(process.pid, 0)
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime


def main(runs: int, baseline: str | None) -> None:
    roots = {"this": REPO, **({"baseline": Path(baseline).resolve()} if baseline else {})}
    rows: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as temp:
        warm = {name: os.path.join(temp, name) for name in roots}
        for name, root in roots.items():
            first_message(root, warm[name])
            check_command(root, warm[name])
        for run in range(runs):  # round robin: a busy moment of the machine falls on every case alike
            for name, root in roots.items():
                rows.setdefault(f"{name}: first term message, warm cache (CPU)", []).append(
                    first_message(root, warm[name]))
                rows.setdefault(f"{name}: first term message, cold cache (CPU)", []).append(
                    first_message(root, os.path.join(temp, f"{name}-cold-{run}")))
                wall, cpu = check_command(root, warm[name])
                rows.setdefault(f"{name}: catalog check --domain laws (wall)", []).append(wall)
                rows.setdefault(f"{name}: catalog check --domain laws (CPU)", []).append(cpu)
    for name, values in sorted(rows.items()):
        print(f"{name:58} median {statistics.median(values) * 1000:8.1f} ms, best {min(values) * 1000:8.1f} ms")
    print(f"({runs} runs of each, fresh processes; load average {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="?", type=int, default=5, help="runs of each case (default 5)")
    parser.add_argument("--baseline", metavar="DIR", help="also time the code of this checkout")
    arguments = parser.parse_args()
    main(arguments.runs, arguments.baseline)
