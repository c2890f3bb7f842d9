"""Review screen, issue 9 (fresh tester 9y, branch fix9bc).

1. F10 on the note line with a typed note ("术语待查", "δοκιμή σημείωσης") quit at once, the note lost: any
quit key with text typed and not used on the note, search or go-to line asks first (a second quits); F10 in
the editor on a changed text asks "discard and quit?" and y quits (it went back to the list).
Real catalogue files in a private copy of the checkout; Textual's pilot."""

from __future__ import annotations

from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from textual.widgets import Static

from helper.tui.edit import EditScreen
from helper.tui.review import ReviewApp, ReviewScreen
from tests.support import checked, copy_checkout, on_screen
from tests.test_review_faults import goto, type_in


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    return copy_checkout(tmp_path / "checkout")


@asynccontextmanager
async def review(checkout: Path, size=(80, 24), ui_lang: str = "zh", target: str = "zh", reviewer: str = "R"):
    """The review screen of ``target`` on ``checkout``, its catalogues read and checked: yields
    ``(app, pilot, screen)``."""
    app = ReviewApp(ui_lang=ui_lang, target=target, root=checkout, reviewer=reviewer)
    async with app.run_test(size=size) as pilot:
        await checked(pilot, app.screen)
        yield app, pilot, app.screen


# ---------------------------------------------------------------- 1. leaving with typed text

@pytest.mark.parametrize("ui_lang, target, note, asks", [
    ("zh", "zh", "术语待查", "备注已更改但尚未保存：按 Enter 保存，再按 F10 不保存而退出。"),
    ("el", "el", "δοκιμή σημείωσης",
     "Η σημείωση άλλαξε και δεν αποθηκεύτηκε: Enter για αποθήκευση, F10 ξανά για έξοδο χωρίς "
     "αποθήκευση."),
])
async def test_a_quit_key_on_a_typed_note_asks_first(checkout, ui_lang, target, note, asks, key="f10"):
    async with review(checkout, ui_lang=ui_lang, target=target) as (app, pilot, screen):
        await goto(pilot, "12A1")
        await pilot.press("n")
        await type_in(pilot, note)
        await pilot.press(key)
        await pilot.pause()
        assert not app._exit  # the tester's finding: the review closed at once, the note lost
        assert screen.message == asks
        assert screen.query_one("#review-input").value.endswith(note)
        await pilot.press("enter")  # Enter still saves it
        await pilot.pause()
        assert screen.current.langs[target].note.endswith(note)
        await pilot.press(key)  # nothing typed left: quits at once
        await pilot.pause()
        assert app._exit


async def test_a_second_quit_key_on_the_same_typed_line_quits(checkout):
    async with review(checkout, ui_lang="en") as (app, pilot, screen):
        await pilot.press("slash")
        await type_in(pilot, "penalty")
        await pilot.press("f10")
        await pilot.pause()
        assert not app._exit
        assert screen.message == ("The line holds text typed and not used: Enter uses it; F10 again "
                                  "quits all the same.")
        await pilot.press("f10")
        await pilot.pause()
        assert app._exit


@pytest.mark.parametrize("ui_lang, asks", [
    ("zh", "译文已修改但尚未保存。放弃修改并退出吗？y：放弃并退出，n：继续编辑"),
    ("en", "The translation was changed and not saved. Discard the changes and quit? y: discard and quit, "
           "n: go on editing"),
])
async def test_y_to_the_editors_quit_question_quits(checkout, ui_lang, asks):
    async with review(checkout, ui_lang=ui_lang) as (app, pilot, screen):
        await goto(pilot, "12A1")
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, EditScreen)
        await type_in(pilot, "x")
        await pilot.press("f10")
        await pilot.pause()
        assert " ".join(on_screen(app.screen.query_one("#edit-status", Static)).split()) == asks
        await pilot.press("y")
        await pilot.pause()
        await pilot.pause()
        assert app._exit  # the tester's finding: y went back to the list, the program still running


async def test_y_to_the_editors_quit_question_quits_the_directors_screen(checkout):
    from helper.tui.app import HelperApp

    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+r")
        await pilot.pause()
        review = app.screen
        assert isinstance(review, ReviewScreen)
        review.root = checkout  # edits go to the private copy
        await checked(pilot, review)
        await pilot.press("l")  # Chinese (the Greek 12A title is the official text)
        await pilot.press("e")
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, EditScreen)
        await type_in(pilot, "x")
        await pilot.press("f10")
        await pilot.pause()
        assert "Discard the changes and quit?" in on_screen(editor.query_one("#edit-status", Static))
        await pilot.press("y")
        await pilot.pause()
        await pilot.pause()
        assert app._exit
