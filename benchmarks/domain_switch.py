"""``d`` on the review screen, measured inside the app (issue 9 §1: each ``d`` into the interface strings
checked the whole messages catalogue again, 25-45 s on a loaded 2-core machine).

A headless ``ReviewApp`` (Textual ``run_test``, 80x24, Chinese) on a private copy of the checkout's
``helper/``, ``laws_text/`` and ``locales/``. The span runs from ``d`` to the screen showing the other
domain's entries, its checks ended and its keys its own again. The first ``d`` into the interface strings
checks them (in a process of its own); the next ones reuse that reading while the files are unchanged
(:func:`helper.tui.review.read_checked`). Then one interface string is saved into the file from outside the
screen (as another review screen would) and ``d`` is timed again: only that entry is checked.

    python benchmarks/domain_switch.py [N]     # N round trips laws -> messages -> laws (default 3)

Figures only; nothing is asserted.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _timing import ms  # noqa: E402
from save_entry import _settle  # noqa: E402

REPO = Path(__file__).resolve().parent.parent


async def _switches(root: Path, trips: int) -> list[tuple[str, float, int]]:
    """(what, seconds, entries checked) of each ``d``."""
    from helper.catalog.review import save_review
    from helper.tui import review

    checked: list[int] = []
    review.CHECK_HOOKS.append(lambda domain, count: checked.append(count))
    app = review.ReviewApp(ui_lang="zh", target="zh", root=root, reviewer="bench")
    rows = []
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        ready = lambda: not screen.checking and screen.keys_are_ready  # noqa: E731

        async def switch(what: str) -> None:
            checked.clear()
            start = time.perf_counter()
            await pilot.press("d")
            await _settle(pilot, ready, 600)
            rows.append((what, time.perf_counter() - start, sum(checked)))

        await _settle(pilot, ready, 600)
        for trip in range(trips):
            await switch(f"d -> messages #{trip + 1}")
            await switch(f"d -> laws #{trip + 1}")
        await switch("d -> messages (shown: keys)")
        entry = next(e for e in screen.entries if e.langs["zh"].text)
        await switch("d -> laws")
        save_review("zh", entry.msgctxt, note="benchmark", root=root, reviewer="bench", domain="messages")
        await switch("d -> messages, one entry edited")
    return rows


def main() -> None:
    trips = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    with tempfile.TemporaryDirectory(prefix="domain-switch-") as tmp:
        root = Path(tmp) / "checkout"
        for name in ("helper", "laws_text", "locales"):
            shutil.copytree(REPO / name, root / name, ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copy2(REPO / "pyproject.toml", root / "pyproject.toml")
        rows = asyncio.run(_switches(root, trips))
    print(f"load average {os.getloadavg()[0]:.2f}")
    for what, seconds, count in rows:
        print(f"{what:<34} {ms(seconds):>12}   entries checked: {count}")


if __name__ == "__main__":
    main()
