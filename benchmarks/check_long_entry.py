"""How long `catalog check` takes on one very long entry (issue 9 §2: a 640,000-character entry took
62 s when the sentence and parenthetical alignments were quadratic).  Not a test: run it by hand,

    .venv/bin/python benchmarks/check_long_entry.py [characters]

It repeats the official Greek 12C2(a) (and its English) until the entry has that many characters
(default 640,000) and prints the seconds check_pair takes for it and for one tenth of it: the two
times should be about ten times apart (linear work; the alignments look at a band of
structure._BAND sentences around the diagonal).

    .venv/bin/python benchmarks/check_long_entry.py --screen [characters]

makes such an entry (the Chinese 12C2(c) repeated) in a private copy of the checkout and prints, for
`helper review --lang zh` on it (headless, 80x24), the seconds until the screen is drawn saying it is
checking, and until the checks have ended and the entries are listed (issue 9: the screen was blank
for ~100 s; the checks now run in a process of their own: helper.tui.review.THREAD_BYTES)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import polib

from helper.catalog.checks import check_pair

REPO = Path(__file__).resolve().parent.parent


def main(size: int) -> None:
    [entry] = [e for e in polib.pofile(str(REPO / "locales/el/LC_MESSAGES/laws.po")) if e.msgctxt == "2017|12C2(a)"]
    for chars in (size // 10, size):
        times = chars // (len(entry.msgstr) + 1) + 1
        source, target = " ".join([entry.msgid] * times), " ".join([entry.msgstr] * times)
        start = time.perf_counter()
        check_pair(source, target, "el", "2017|12C2(a)", "laws")
        print(f"{len(target):>9} characters: {time.perf_counter() - start:6.1f} s")


def screen(size: int) -> None:
    import asyncio
    import shutil
    import tempfile

    from textual.widgets import Static

    from helper.tui.review import ReviewApp

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "checkout"
        for name in ("helper", "laws_text", "locales"):
            shutil.copytree(REPO / name, root / name, ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copy2(REPO / "pyproject.toml", root / "pyproject.toml")
        path = root / "locales/zh_Hans/LC_MESSAGES/laws.po"
        po = polib.pofile(str(path), wrapwidth=0)
        [entry] = [e for e in po if e.msgctxt == "2017|12C2(c)"]
        entry.msgstr = "".join([entry.msgstr] * (size // len(entry.msgstr) + 1))
        po.save(str(path))

        async def run() -> None:
            start = time.perf_counter()
            app = ReviewApp(ui_lang="en", target="zh", root=root, reviewer="B")
            async with app.run_test(size=(80, 24)) as pilot:
                shown = None
                while True:
                    await pilot.pause(0.05)
                    title = app.screen.query_one("#review-title", Static)
                    drawn = title.size.width and "".join(s.text for s in title.render_lines(title.region.reset_offset))
                    if shown is None and drawn and "checking" in drawn:
                        shown = time.perf_counter() - start
                        print(f"{len(entry.msgstr):>9} characters: drawn, saying it is checking, after {shown:6.1f} s")
                    if not app.screen.checking:
                        print(f"{len(entry.msgstr):>9} characters: checks ended, entries listed after "
                              f"{time.perf_counter() - start:6.1f} s")
                        break

        asyncio.run(run())


if __name__ == "__main__":
    if "--screen" in sys.argv:
        args = [a for a in sys.argv[1:] if a != "--screen"]
        screen(int(args[0]) if args else 640_000)
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 640_000)
