"""Review screen, issue 9 (fresh tester 9p, branch fix9aj).

F1: an entry shown anew opened at the previous entry's scroll position in the side-by-side panes (80x24,
``helper review --lang el``: ``g86B3`` Enter, PgDn PgDn, ``g12A`` Enter showed the Greek of 12A from its
middle). Every way to another entry (go-to, Up/Down, ``]``/``[``, a search hit, ``l``, ``d``) now opens it at
the top of both texts; the same entry drawn again (a note saved) keeps the place the reviewer scrolled to.

F2: Escape at an approval's "press a again ... any other key cancels" question closed the whole program; it
closes only the question (README: Escape closes only the innermost dialog), as at the editor's "press F2
again" question. Real catalogue files in a private copy of the checkout; Textual's pilot."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from helper.tui.edit import EditScreen, TranslationArea
from helper.tui.review import ReviewApp
from tests.support import checked, on_screen
from tests.test_review_faults import goto, status, type_in
from tests.test_review_fix9q import drawn_rows

LAWS_ZH = Path("locales/zh_Hans/LC_MESSAGES/laws.po")
PANES = ("#scroll-en", "#scroll-target")


def offsets(screen) -> list[int]:
    """The scroll position (rows) of the English and the reviewed language's panes."""
    return [screen.query_one(pane).scroll_offset.y for pane in PANES]


async def scrolled_down(pilot, screen, both: bool = False) -> None:
    """PgDn twice, as the tester did: a pane scrolled down (``both``: both; the text longer than its pane)."""
    await pilot.press("pagedown", "pagedown")
    await pilot.pause()
    assert (all if both else any)(y > 0 for y in offsets(screen)), offsets(screen)


def first_words(app, screen, pane: str) -> str:
    """The first drawn row of ``pane`` (``#col-en`` or ``#col-target``'s scroll), its words joined by one space."""
    return " ".join(drawn_rows(app, screen.query_one(pane))[0].split())


async def test_another_entry_opens_at_the_top_of_both_texts(checkout):
    # The beginnings, from the shipped catalogues as a reviewer reads them (laws.po, 2017|12A and 2017|86B3).
    start_12a = {"#scroll-en": "On the application of a player", "#scroll-target": "Μετά από αίτημα οποιουδήποτε"}
    app = ReviewApp(ui_lang="el", target="el", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        # The tester's steps.
        await goto(pilot, "86B3")
        await scrolled_down(pilot, screen, both=True)
        await goto(pilot, "12A")
        await pilot.pause()
        assert screen.current.id == "12A"
        assert offsets(screen) == [0, 0]
        for pane, start in start_12a.items():
            assert first_words(app, screen, pane).startswith(start), (pane, first_words(app, screen, pane))
        # Down and Up in the list, a search hit: each entry shown anew is at its top (from 12C2(a), long in
        # both languages, in the middle of the list).
        await from_scrolled(pilot, screen, ("down",), ("up",), ("slash", *"Director", "enter"))
        # l: the same paragraph in the other reviewed language is shown anew, at its top.
        await goto(pilot, "86B3")
        await scrolled_down(pilot, screen)
        await pilot.press("l")
        await pilot.pause()
        assert screen.target == "zh" and screen.current.id == "86B3"
        assert offsets(screen) == [0, 0]
        # ] and [ (every shipped Greek paragraph is approved: no problem to go to; most Chinese ones are fuzzy)
        await from_scrolled(pilot, screen, ("right_square_bracket",), ("left_square_bracket",))
        # d: the interface strings.
        await goto(pilot, "12C2(a)")
        await scrolled_down(pilot, screen)
        await pilot.press("d")
        await checked(pilot, screen)
        assert screen.domain == "messages" and offsets(screen) == [0, 0]


async def from_scrolled(pilot, screen, *moves) -> None:
    """Each of ``moves`` (keys) from 12C2(a) scrolled down: another entry, shown at the top of both panes."""
    for keys in moves:
        await goto(pilot, "12C2(a)")
        await scrolled_down(pilot, screen)
        await pilot.press(*keys)
        await pilot.pause()
        assert screen.current.id != "12C2(a)", keys
        assert offsets(screen) == [0, 0], (keys, screen.current.msgctxt)


async def test_the_same_entry_saved_keeps_its_place(checkout):
    """A note saved on 86B3 draws the same entry again: the reviewer stays where they scrolled to."""
    app = ReviewApp(ui_lang="el", target="el", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        await goto(pilot, "86B3")
        await scrolled_down(pilot, screen)
        where = offsets(screen)
        await pilot.press("n")
        await type_in(pilot, "ok")
        await pilot.press("enter")
        await checked(pilot, screen)
        assert screen.current.id == "86B3" and screen.current.langs["el"].note == "ok"
        assert offsets(screen) == where


@pytest.mark.parametrize("paragraph, key, question", [
    # the tester's question (12B1 as they had translated it): a on a translation with open errors asks first
    ("12C2(a)", "a", "个未解决的错误（见“发现”）。再按 a 仍予审定；按其他键取消。"),
    # 12C2(c) is fuzzy: r (the reviewed mark clears fuzzy) and u (its text used) ask as approval does
    ("12C2(c)", "r", "再按 r 仍予标记；按其他键取消。"),
    ("12C2(c)", "u", "再按 u 仍予采用；按其他键取消。"),
])
async def test_escape_closes_only_the_question_of_an_approval(checkout, paragraph, key, question):
    from helper.catalog.review import save_review

    save_review("zh", "2017|12C2(a)", text="平均负分（双人赛中最多为60%）。", root=checkout)  # 40% for 60%: an error
    before = (checkout / LAWS_ZH).read_bytes()
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        await goto(pilot, paragraph)
        await pilot.press(key)
        await pilot.pause()
        assert status(screen).endswith(question)
        await pilot.press("escape")
        await pilot.pause()
        assert app.is_running and app.screen is screen and app.return_code is None  # the program goes on
        assert screen.pending_approval is None and status(screen) == ""  # the question is closed
        assert screen.current.id == paragraph
        await pilot.press(key)  # asked again: the Escape answered nothing
        await pilot.pause()
        assert status(screen).endswith(question)
        assert (checkout / LAWS_ZH).read_bytes() == before
        await pilot.press("escape", "escape")  # the question, then the screen: the program ends
        await pilot.pause()
        assert app.return_code == 0
    assert (checkout / LAWS_ZH).read_bytes() == before


async def test_escape_closes_only_the_editors_question_on_saving(checkout):
    """F2 on a text that brings errors asks "Press F2 again to save it all the same"; Escape closes that
    question only: the text stays in the editor, unsaved, and F2 asks again."""
    text = "当一次违规使非违规方受到损害时，裁判可以判给调整分。"  # 12C2(a) without its 60%, 50%, 40%
    before = (checkout / LAWS_ZH).read_bytes()
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        await goto(pilot, "12C2(a)")
        await pilot.press("e")
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, EditScreen)
        editor.query_one(TranslationArea).insert(text)

        async def f2_asks() -> None:
            await pilot.press("f2")
            for _ in range(3):
                await pilot.pause()
            assert app.screen is editor
            assert " ".join(on_screen(editor.query_one("#edit-status", Static)).split()).endswith(
                "Press F2 again to save it all the same; edit on to change it.")

        await f2_asks()
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is editor and editor.query_one(TranslationArea).text == text and not editor.asking
        assert " ".join(on_screen(editor.query_one("#edit-status", Static)).split()) == (
            "F2 saves; Esc closes without saving; Ctrl+↑↓ or Alt+↑↓ scroll the English; F7 selects all")  # (2 rows)
        await f2_asks()  # asked again: the Escape saved nothing
        assert (checkout / LAWS_ZH).read_bytes() == before
        await pilot.press("escape", "escape")  # the question, then the editor: it asks about the changed text
        await pilot.pause()
        assert editor.asking and "Discard the changes?" in on_screen(editor.query_one("#edit-status", Static))
    assert (checkout / LAWS_ZH).read_bytes() == before


# ---------------------------------------------------------------- F3: an installed copy shows its own catalogues

def installed_copy(site: Path) -> Path:
    """Lay the program out in ``site`` as ``pip install .`` does (pyproject.toml's wheel layout): the package,
    with the law texts and catalogues as its ``_data``. Returns ``site`` (for PYTHONPATH)."""
    import shutil

    from tests.support import REPO

    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(REPO / "helper", site / "helper", ignore=ignore)
    shutil.copytree(REPO / "locales", site / "helper" / "_data" / "locales")
    shutil.copytree(REPO / "laws_text", site / "helper" / "_data" / "laws_text")
    return site


def build_in(checkout: Path, site: Path | None, lang: str) -> list[str]:
    """``helper --lang LANG catalog build`` run in ``checkout`` by the installed copy in ``site`` (None: by the
    checkout's own program); its lines of output. ``-P``: the current directory's package is not imported first."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "PYTHONPATH": str(site or checkout)}
    done = subprocess.run([sys.executable, "-P", "-m", "helper", "--lang", lang, "catalog", "build"], cwd=checkout,
                          env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


NOTE = {
    "en": "Note: this helper is an installed copy; its screens show its own catalogues ({own}), which differ from "
          "those just built: to see your changes there, run python -m helper in {root}, or install it with pip "
          "install -e {root}.",
    "zh": "注意：此 helper 是已安装的副本，其界面显示它自己的翻译目录（{own}），与刚构建的不同：要在界面上看到您的修改，"
          "请在 {root} 中运行 python -m helper，或用 pip install -e {root} 安装。",
    "el": "Σημείωση: αυτό το helper είναι εγκατεστημένο αντίγραφο· οι οθόνες του δείχνουν τους δικούς του καταλόγους "
          "({own}), που διαφέρουν από όσους μόλις χτίστηκαν: για να δείτε τις αλλαγές σας εκεί, εκτελέστε "
          "python -m helper στο {root} ή εγκαταστήστε το με pip install -e {root}.",
}


def test_catalog_build_says_when_the_installed_copy_shows_other_texts(checkout, tmp_path):
    import polib

    site = installed_copy(tmp_path / "site")
    own = site / "helper" / "_data" / "locales"
    # The same catalogues in the clone as in the copy: nothing to say.
    lines = build_in(checkout, site, "en")
    assert lines and not any(line.startswith("Note:") for line in lines)
    # A reviewer's change in the clone (12A's Chinese in the law catalogue), rebuilt: the copy shows the old text.
    path = checkout / "locales/zh_Hans/LC_MESSAGES/laws.po"
    po = polib.pofile(str(path), wrapwidth=0)
    [entry] = [e for e in po if e.msgctxt == "2017|12A"]
    entry.msgstr += "。"
    po.save(str(path))
    for lang in ("en", "zh", "el"):
        assert build_in(checkout, site, lang)[-1] == NOTE[lang].format(own=own, root=checkout), lang
    # Run from the clone itself (python -m helper there): it shows what it built, nothing to say.
    assert not any("pip install -e" in line for line in build_in(checkout, None, "en"))
