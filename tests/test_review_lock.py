"""`helper catalog build` and the review screen (issue 9): the build refuses while a
review screen is open (exit 2, a clear message, nothing written), waits for a save in
progress, and the screen says which file it saves into. Real catalogue files in a
private copy of the checkout; the review screen is driven with Textual's pilot."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from textual.widgets import Static

from helper.catalog.build import ReviewOpen, build_all
from helper.catalog.build import TRANSLATED_LANGS, catalog_path
from helper.catalog.locks import Busy, build_lock, catalog_lock
from helper.catalog.review import release_review_lock, review_lock, save_location
from helper.tui.review import ReviewApp, saves_into
from tests.support import checked
from tests.support import on_screen

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="flock is POSIX")


def dirs(root: Path) -> tuple[Path, list[Path]]:
    """The arguments of build_lock for the checkout ``root``, as build_all gives them."""
    return root / "locales", [catalog_path(root, lang, "laws").parent for lang in TRANSLATED_LANGS]


def snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted((root / "locales").rglob("*")) if p.is_file()}


def cli_build(root: Path, *argv: str) -> subprocess.CompletedProcess:
    """`helper catalog build` run from the checkout ``root`` (its own copy of the package)."""
    return subprocess.run([sys.executable, "-m", "helper", *argv, "catalog", "build"], cwd=root, capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": str(root)}, timeout=300)


async def test_build_refuses_while_a_review_screen_is_open_and_runs_after(checkout):
    # The English of the messages changes, so that a build would write (a stale catalogue).
    source = checkout / "helper" / "cli" / "catalog.py"
    source.write_text(source.read_text(encoding="utf-8").replace(
        '"print JSON"', '"print the findings as JSON"', 1), encoding="utf-8")
    before = snapshot(checkout)
    app = ReviewApp(ui_lang="en", target="zh", root=checkout)
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        await pilot.pause()
        with pytest.raises(ReviewOpen) as caught:
            build_all(checkout)
        assert caught.value.locales == checkout / "locales"
        result = cli_build(checkout)
        assert result.returncode == 2
        assert result.stdout == "" and "Traceback" not in result.stderr
        assert result.stderr == (f"helper: A review screen is open on the catalogues in {checkout / 'locales'}: "
                                 "close it (Esc), then build again. Nothing was written.\n")
        result = cli_build(checkout, "--lang", "zh")
        assert result.returncode == 2
        assert result.stderr == (f"helper: 审校界面正在使用 {checkout / 'locales'} 中的翻译目录：请先关闭它（Esc），"
                                 "再重新构建。未写入任何内容。\n")
        result = cli_build(checkout, "--lang", "el")
        assert result.returncode == 2
        assert result.stderr == (f"helper: Μια οθόνη ελέγχου είναι ανοιχτή στους καταλόγους του {checkout / 'locales'}: "
                                 "κλείστε την (Esc) και ξαναχτίστε. Δεν γράφτηκε τίποτα.\n")
        assert snapshot(checkout) == before  # nothing written
        await pilot.press("escape")
        await pilot.pause()
    # Closed: the build runs and writes the changed English.
    lines = build_all(checkout)
    assert "locales/messages.pot: " in lines[3] and lines[3].endswith("(written)")
    assert snapshot(checkout) != before


def test_two_review_screens_at_once_and_the_build_after_both(checkout):
    first, second = review_lock(checkout), review_lock(checkout)
    assert first is not None and second is not None  # reviewers do not shut each other out
    try:
        with pytest.raises(Busy):
            with build_lock(*dirs(checkout), wait=0.1):
                pass
        release_review_lock(first)
        with pytest.raises(Busy):
            with build_lock(*dirs(checkout), wait=0.1):
                pass
    finally:
        release_review_lock(second)
    with build_lock(*dirs(checkout), wait=0.1):
        assert review_lock(checkout, wait=0.2) is None  # a screen opened during a build waits, then goes on unmarked
    assert review_lock(checkout) is not None  # the build is over: the mark is taken at once


def test_the_build_waits_for_a_save_in_progress(checkout):
    path = checkout / "locales" / "el" / "LC_MESSAGES" / "laws.po"
    saving, release, done = threading.Event(), threading.Event(), []

    def save():  # a save holding its lock (as save_review does) until told to finish
        with catalog_lock(path):
            saving.set()
            release.wait(30)

    saver = threading.Thread(target=save)
    saver.start()
    saving.wait(30)
    builder = threading.Thread(target=lambda: done.append(build_all(checkout)))
    builder.start()
    builder.join(1.0)
    assert builder.is_alive() and done == []  # waiting for the save, not building under it
    release.set()
    saver.join(30)
    builder.join(120)
    # one line per catalogue written (6; fix9cf: no term order file beside them)
    assert len(done) == 1 and len(done[0]) == 6


def test_save_location_says_which_checkout(tmp_path, checkout):
    installed = tmp_path / "site-packages" / "helper"
    installed.mkdir(parents=True)
    po = Path("locales/zh_Hans/LC_MESSAGES/laws.po")
    # the checkout the package runs from
    assert save_location(None, "zh", "laws", package=checkout / "helper", cwd=tmp_path) == (checkout / po, "checkout")
    # an installed copy run inside a checkout: that checkout, said so
    inside = checkout / "laws_text"
    assert save_location(None, "zh", "laws", package=installed, cwd=inside) == (checkout / po, "current")
    # an installed copy elsewhere: nothing to save into
    assert save_location(None, "zh", "laws", package=installed, cwd=tmp_path) == (None, "none")
    assert save_location(checkout, "el", "messages") == (
        checkout / "locales/el/LC_MESSAGES/messages.po", "checkout")


def test_saves_into_texts():
    # an installed copy run inside a clone reads and saves the clone's catalogues: said so, and that only the
    # program is installed (fix9u, tester 9j: "this is an installed copy" read as the catalogues' origin)
    path = Path("/home/anna/helper/locales/zh_Hans/LC_MESSAGES/laws.po")
    assert saves_into("en", path, "checkout") == f"Saves into {path}"
    assert saves_into("en", path, "current") == (
        f"Reads and saves {path}, in the checkout of the current directory (only the program is an installed copy)")
    assert saves_into("en", path, "current", short=True) == f"Reads and saves {path} (the current directory's checkout)"
    assert saves_into("en", None, "none") == (
        "Reads the installed copy's catalogues and saves nothing: the current directory is in no checkout.")
    assert saves_into("zh", path, "checkout") == f"保存到 {path}"
    assert saves_into("zh", path, "current") == f"读写 {path}，位于当前目录所在的源代码副本中（只有程序本身是已安装的副本）"
    assert saves_into("zh", None, "none") == "读取已安装副本的翻译目录，不保存任何内容：当前目录不在任何源代码副本中。"
    assert saves_into("el", path, "checkout") == f"Αποθηκεύει στο {path}"
    assert saves_into("el", path, "current") == (
        f"Διαβάζει και αποθηκεύει το {path}, στο αντίγραφο του πηγαίου κώδικα του τρέχοντος φακέλου (μόνο το "
        "πρόγραμμα είναι εγκατεστημένο αντίγραφο)")
    assert saves_into("el", None, "none") == (
        "Διαβάζει τους καταλόγους του εγκατεστημένου αντιγράφου και δεν αποθηκεύει τίποτα: ο τρέχων φάκελος "
        "δεν ανήκει σε αντίγραφο του πηγαίου κώδικα.")


async def test_the_review_screen_names_the_file_it_saves_into(checkout):
    app = ReviewApp(ui_lang="en", target="zh", root=checkout)
    async with app.run_test(size=(160, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await pilot.pause()
        where = on_screen(screen.query_one("#review-where", Static)).strip()
        assert where == f"Saves into {checkout / 'locales/zh_Hans/LC_MESSAGES/laws.po'}"
        await pilot.press("l")  # Greek
        await pilot.pause()
        assert on_screen(screen.query_one("#review-where", Static)).strip() == (
            f"Saves into {checkout / 'locales/el/LC_MESSAGES/laws.po'}")
        await pilot.press("d")  # the interface strings
        await checked(pilot, app.screen)  # d checks in the background (issue 9)
        assert on_screen(screen.query_one("#review-where", Static)).strip() == (
            f"Saves into {checkout / 'locales/el/LC_MESSAGES/messages.po'}")
