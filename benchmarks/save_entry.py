"""Saving one entry on the review screen, measured inside the app (issue 9 §3: a save in the interface
strings took 8-10 s on a loaded 2-core machine: the whole catalogue was read and checked again).

A headless ``ReviewApp`` (Textual ``run_test``, 80x24, Chinese) on a private copy of the checkout's
``helper/``, ``laws_text/`` and ``locales/``, for the ``laws`` and the ``messages`` domain in turn: the
editor opened on a translated entry (``e``), one character typed, then F2. The span runs from F2 to the
review screen shown again with the entry saved (its status line says so, and the keys are its own again);
it holds F2's check of the new text, the save (the file read under its lock and written atomically) and
the entry shown again with its findings. The first save of each run is printed apart (it reads the
catalogue the screen's checks read in a process of their own); "again" is the next saves.

    python benchmarks/save_entry.py [N]                  # N saves per domain (default 5)
    python benchmarks/save_entry.py [N] --baseline DIR   # also DIR's helper (e.g. a `git archive` of main)

``--baseline DIR`` times another checkout's code in the same minutes: ``--rounds`` rounds (default 3), each
a fresh process of this checkout, then one of ``DIR`` (``PYTHONPATH=DIR``: it imports its own ``helper``);
the medians of each side are printed with the load average. Figures only; nothing is asserted.
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


async def _saves(root: Path, domain: str, runs: int) -> list[float]:
    from helper.i18n import get_translator
    from helper.tui.review import ReviewApp

    app = ReviewApp(ui_lang="zh", target="zh", root=root, reviewer="bench", domain=domain)
    saved = get_translator("zh").gettext("Saved in {file}").split("{file}")[0]
    times = []
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await _settle(pilot, lambda: not screen.checking and screen.keys_are_ready, 300)
        index = next(i for i, e in enumerate(screen.visible()) if e.langs.get("zh") and e.langs["zh"].text
                     and not e.langs["zh"].source and "\n" not in e.english and "\n" not in e.langs["zh"].text)
        screen.query_one("#review-list").highlighted = index
        await pilot.pause()
        for run in range(runs):
            await pilot.press("e")
            await _settle(pilot, lambda: app.screen is not screen, 30)
            await pilot.press("end", "x" if run % 2 == 0 else "backspace")
            screen.message = ""
            start = time.perf_counter()
            await pilot.press("f2")
            await _settle(pilot, lambda: app.screen is screen and screen.message.startswith(saved)
                          and screen.keys_are_ready and not screen.checking, 120)
            times.append(time.perf_counter() - start)
    return times


async def _settle(pilot, done, timeout: float) -> None:
    import asyncio

    deadline = time.monotonic() + timeout
    await pilot.pause()
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError("the screen did not get there")
        await asyncio.sleep(0.005)
        await pilot.pause()


def child(runs: int) -> dict:
    """This process's figures (the ``helper`` it imports: this checkout's or ``PYTHONPATH``'s)."""
    import asyncio

    import helper

    code = Path(helper.__file__).resolve().parent.parent
    figures = {}
    with tempfile.TemporaryDirectory(prefix="save-entry-") as tmp:
        root = Path(tmp) / "checkout"
        for name in ("helper", "laws_text", "locales"):
            shutil.copytree(code / name, root / name, ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copy2(code / "pyproject.toml", root / "pyproject.toml")
        for domain in ("laws", "messages"):
            figures[domain] = asyncio.run(_saves(root, domain, runs))
    return figures


def _run_child(code: Path, runs: int) -> dict:
    env = {**os.environ, "PYTHONPATH": str(code)}
    done = subprocess.run([sys.executable, __file__, str(runs), "--child"], env=env, cwd=code,
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def _line(name: str, times: list[float]) -> str:
    first, again = times[0], times[1:] or times
    return (f"{name:<22} first {first * 1000:7.1f} ms   again: median {statistics.median(again) * 1000:7.1f} ms, "
            f"best {min(again) * 1000:7.1f} ms, worst {max(again) * 1000:7.1f} ms ({len(again)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="?", type=int, default=5, help="saves per domain (default 5)")
    parser.add_argument("--baseline", metavar="DIR", help="also time the helper of this checkout, alternating")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds with --baseline (default 3)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(child(args.runs)))
        return
    sides = {"this checkout": REPO}
    if args.baseline:
        sides["baseline"] = Path(args.baseline).resolve()
    results: dict[str, dict[str, list[float]]] = {side: {"laws": [], "messages": []} for side in sides}
    firsts: dict[str, dict[str, list[float]]] = {side: {"laws": [], "messages": []} for side in sides}
    for _round in range(args.rounds if args.baseline else 1):
        for side, code in sides.items():
            for domain, times in _run_child(code, args.runs).items():
                firsts[side][domain].append(times[0])
                results[side][domain].extend(times[1:] or times)
    print(f"load average {os.getloadavg()[0]:.2f}")
    for side in sides:
        for domain in ("laws", "messages"):
            print(_line(f"{side} {domain}", [statistics.median(firsts[side][domain]), *results[side][domain]]))


if __name__ == "__main__":
    main()
