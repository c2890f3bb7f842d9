"""Review screen, issue 9 (what a fresh tester found, branch fix9f): every key of a burst acts in the
order it arrived in the editor, the note line and the go-to line (editing keys too); the note line
never replaces a note unseen; every terminal size down to the README's minimum shows the paragraph
and some text of both panes; `d` and the checks after a save say they are working and keep the
keys. Real catalogue files in a private copy of the checkout; Pilot, and tmux for the bursts."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import polib
import pytest
from textual import events
from textual.widgets import Input, Static

from helper.tui.review import EditScreen, ReviewApp, ReviewScreen, TranslationArea
from tests.support import checked, copy_checkout, on_screen, po_entry, squash, until
from tests.test_review_faults import goto, status

LAWS_ZH = Path("locales/zh_Hans/LC_MESSAGES/laws.po")


def burst(app, keys: list) -> None:
    """Post ``keys`` ((key, character) pairs, or a text: its characters) to the app at once, as a terminal
    delivers a burst: none is handled before the next arrives."""
    for key in keys:
        if isinstance(key, str):
            for char in key:
                app.post_message(events.Key(char, char))
        else:
            app.post_message(events.Key(*key))


async def settle(pilot, rounds: int = 10) -> None:
    for _ in range(rounds):
        await pilot.pause()


def set_note(root: Path, context: str, lines: list[str]) -> None:
    """Give the Chinese entry ``context`` a note of ``lines`` (``# note:`` comments, as a review saves them)."""
    path = root / LAWS_ZH
    po = polib.pofile(str(path), wrapwidth=0)
    [entry] = [e for e in po if e.msgctxt == context]
    entry.tcomment = "\n".join(["note: " + line for line in lines])
    po.save(str(path))


# ---------------------------------------------------------------- 1. a burst acts in arrival order

async def test_editing_keys_in_a_burst_act_in_order_in_the_editor(checkout):
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        await goto(pilot, "12B1")  # untranslated: the editor opens empty
        burst(app, [("e", "e"), "xy", ("backspace", "\x7f"), "z调整分", ("left", None), ("left", None), "1",
                    ("home", None), "0", ("end", None), "9", ("home", None), ("delete", None)])
        await settle(pilot)
        assert isinstance(app.screen, EditScreen)
        # x y ⌫ z -> "xz"; 调整分, ← ←, 1 -> "xz调1整分"; Home 0, End 9 -> "0xz调1整分9"; Home Delete drops the 0
        assert app.screen.query_one(TranslationArea).text == "xz调1整分9"


async def test_escape_glued_to_y_answers_the_editors_question(checkout):
    # "Esc y" in one write reaches Textual as alt+y: Escape asks (the text changed), y discards.
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, "12B1")
        burst(app, [("e", "e"), "xy", ("alt+y", "y"), ("n", "n"), "ab"])
        await settle(pilot)
        assert app.screen is screen  # the editor was closed by Esc, y
        box = screen.query_one("#review-input", Input)
        assert box.display and screen.prompt_kind == "note" and box.value == "ab"  # n opened the note line


async def test_twenty_backspaces_then_typing_save_the_text_typed(checkout):
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, "12B1")  # untranslated
        burst(app, [("e", "e"), "一二三四五六七八九十一二三四五六七八九十一二三四五", *[("backspace", "\x7f")] * 20,
                    "裁判可以判给调整分。", ("f2", None)])
        await settle(pilot, 20)
        if isinstance(app.screen, EditScreen):  # asked first (the text brings error findings): saved all the same
            burst(app, [("f2", None)])
            await settle(pilot, 20)
        assert app.screen is screen
    # 25 characters typed, the last 20 erased: the first five stay.
    assert po_entry(checkout, LAWS_ZH, "2017|12B1").msgstr == "一二三四五裁判可以判给调整分。"


async def test_editing_keys_in_a_burst_act_in_order_on_the_goto_and_note_lines(checkout):
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        burst(app, [("g", "g"), "12C", ("backspace", "\x7f"), "B1", ("enter", "\r"),
                    ("n", "n"), "abc", ("backspace", "\x7f"), "d", ("left", None), ("left", None), "X",
                    ("home", None), ("delete", None), ("end", None), "9", ("enter", "\r")])
        await settle(pilot, 20)
        assert screen.current.id == "12B1"
        assert status(screen) == "已保存到 locales/zh_Hans/LC_MESSAGES/laws.po"
    # n: "abc" ⌫ "d" -> "abd"; ← ← X -> "aXbd"; Home Delete -> "Xbd"; End 9 -> "Xbd9"
    assert po_entry(checkout, LAWS_ZH, "2017|12B1").tcomment == "note: Xbd9"


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_a_burst_of_editing_keys_in_tmux(tmp_path):
    from tests.test_terminal import Terminal

    root = copy_checkout(tmp_path / "checkout")
    term = Terminal(tmp_path, [sys.executable, "-m", "helper", "review", "--lang", "zh", "--ui-lang", "en"],
                    {"HELPER_REVIEWER": "R", "PYTHONPATH": str(root)}, cwd=root)
    try:
        assert "Review: English and Chinese" in term.wait_for("Review:EnglishandChinese", timeout=60)
        # One send-keys per burst: tmux writes it all at once.
        term.burst("g", "1", "2", "C", "BSpace", "B", "1", "Enter", "e", "x", "y", "BSpace", "z",
                   "调", "整", "分", "Left", "Left", "1")
        shown = term.wait_for("xz调1整分", timeout=60)
        assert "xz调1整分" in shown, shown
        term.burst("Escape", "y")  # asked (changed), then discarded
        assert "12B1 - English" in term.wait_for("12B1-English", timeout=60)
    finally:
        term.close()
    assert po_entry(root, LAWS_ZH, "2017|12B1").msgstr == ""


# ---------------------------------------------------------------- 2. a note is never replaced unseen

async def note_added(checkout, lines: list[str], typed: str) -> str:
    """12A2's note set to ``lines``, then in the review (Chinese, reviewer R, 80x24) n, ``typed``,
    Enter in one burst: the entry's translator comment in the file afterwards."""
    set_note(checkout, "2017|12A2", lines)
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        await goto(pilot, "12A2")
        burst(app, [("n", "n"), typed, ("enter", "\r")])
        await settle(pilot, 20)
    return po_entry(checkout, LAWS_ZH, "2017|12A2").tcomment


async def test_the_note_line_opens_with_the_cursor_after_the_note_nothing_selected(checkout):
    assert await note_added(checkout, ["原有备注"], "新备注") == "note: 原有备注新备注"


async def test_a_note_of_several_lines_is_kept_when_added_to(checkout):
    # After a conflict answered with k the note holds the other reviewer's text on a line of its own.
    assert await note_added(checkout, ["第一行", "未审定：另一位审校员的译文"], " 新备注") == (
        "note: 第一行\nnote: 未审定：另一位审校员的译文 新备注")


async def test_replacing_a_note_not_seen_whole_asks_first(checkout):
    set_note(checkout, "2017|12A2", ["第一行", "未审定：另一位审校员的译文"])
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, "12A2")
        burst(app, [("n", "n"), *[("backspace", "\x7f")] * 30, "new", ("enter", "\r")])
        await settle(pilot, 20)
        box = screen.query_one("#review-input", Input)
        assert box.display and box.value == "new"  # not saved: asked
        # (compared without the line breaks: the status line may break between two Chinese characters)
        assert squash(status(screen)) == squash("This replaces the whole note, which held more than the line showed: "
                                                "第一行 未审定：另一位审校员的译文. Press Enter again to replace it; "
                                                "Esc cancels.")
        assert po_entry(checkout, LAWS_ZH, "2017|12A2").tcomment == "note: 第一行\nnote: 未审定：另一位审校员的译文"
        burst(app, [("enter", "\r")])
        await settle(pilot, 20)
        assert not box.display
    assert po_entry(checkout, LAWS_ZH, "2017|12A2").tcomment == "note: new"


async def test_a_short_note_seen_whole_is_replaced_without_asking(checkout):
    set_note(checkout, "2017|12A2", ["旧"])
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        await goto(pilot, "12A2")
        burst(app, [("n", "n"), ("backspace", "\x7f"), "新", ("enter", "\r")])
        await settle(pilot, 20)
    assert po_entry(checkout, LAWS_ZH, "2017|12A2").tcomment == "note: 新"


# ---------------------------------------------------------------- 3. small terminals

@pytest.mark.parametrize("size", [(60, 18), (60, 20), (80, 24)])
@pytest.mark.parametrize("ui_lang, target, head, text", [
    ("en", "zh", "12A2 - Chinese", "当一副牌局"),
    ("zh", "zh", "第12条A款2项 - 中文", "当一副牌局"),
    ("el", "el", "12Α2 - ελληνικά", "Ο Διαιτητής"),
])
async def test_both_panes_show_the_paragraph_and_some_text_at_every_size(size, ui_lang, target, head, text):
    app = ReviewApp(ui_lang=ui_lang, target=target, reviewer="R")  # reads only: the checkout's catalogues
    async with app.run_test(size=size) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, "12A2")
        await pilot.press("e")  # an official text: the longest status line (three lines at 60 columns)
        await settle(pilot)
        assert isinstance(app.screen, ReviewScreen) and status(screen)
        for pane, first_words in (("en", "The Director awards"), ("target", text)):
            scroll = screen.query_one(f"#scroll-{pane}")
            # At least one line of the text is on the screen, below the pane's header, above the status line.
            assert scroll.region.height >= 1, (pane, scroll.region)
            assert scroll.region.bottom <= screen.query_one("#review-status").region.y
            assert on_screen(screen.query_one(f"#col-{pane}", Static)).lstrip().startswith(first_words)
            assert screen.query_one(f"#head-{pane}").region.height >= 1
        # (every pane names the paragraph in the screen's language: fix9bv, tester 9ac)
        assert " ".join(on_screen(screen.query_one("#head-en", Static)).split()).startswith(head.split(" - ")[0] + " - ")
        assert " ".join(on_screen(screen.query_one("#head-target", Static)).split()).startswith(head)


# ---------------------------------------------------------------- 4, 5. d and the checks after a save

def title(screen) -> str:
    return " ".join(on_screen(screen.query_one("#review-title", Static)).split())


async def test_d_says_it_is_checking_and_keeps_the_keys_typed_meanwhile(checkout):
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        burst(app, [("d", "d"), ("g", "g"), "Saved in {file}", ("enter", "\r")])
        await pilot.pause()
        await pilot.pause()
        # At once: the interface strings are being checked (seconds), the screen says so.
        assert screen.checking and screen.domain == "messages"
        assert title(screen) == "Review of the interface strings: English and Chinese: checking the translations…"
        # (since fix9gc: what the reading does, nothing kept from an earlier check here, and how long it takes)
        await until(pilot, lambda: screen.loading_stage == "checking")
        assert " ".join(on_screen(screen.query_one("#col-en", Static)).split()).startswith(
            "Checking every translation: about half a minute, a minute or more on a busy machine")
        await checked(pilot, screen)
        assert title(screen).startswith("Review of the interface strings: English and Chinese, ")
        assert screen.current.id == "Saved in {file}"  # g, its text and Enter acted once the checks ended


async def test_a_save_into_a_large_catalogue_checks_only_the_entry_saved(checkout):
    # A 1,100,000-character note (not checked: fast to check) makes the Chinese catalogue large.
    set_note(checkout, "2017|12A1", ["x" * 1_100_000])
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)  # the first reading of a large catalogue: in the background
        await goto(pilot, "12B1")
        burst(app, [("n", "n"), "a note", ("enter", "\r"), ("g", "g"), "12A3", ("enter", "\r")])
        await pilot.pause()
        await pilot.pause()
        # saved, and only that entry checked again (fix9m: the whole catalogue was, in the background)
        assert not screen.checking  # (the status line's "Saved in" went with the jump to 12A3 that followed)
        assert po_entry(checkout, LAWS_ZH, "2017|12B1").tcomment == "note: a note"
        assert next(e for e in screen.entries if e.id == "12B1" and not e.title).langs["zh"].note == "a note"
        assert screen.current.id == "12A3"  # the keys typed after it acted, in order
    assert po_entry(checkout, LAWS_ZH, "2017|12B1").tcomment == "note: a note"


# ---------------------------------------------------------------- 6. the reviewers' wording

@pytest.mark.parametrize("side, expected", [
    ("source", "“(”没有闭合，位于英文中"),
    ("target", "“(”没有闭合，位于译文中"),
    ("both", "“(”没有闭合，位于两种文本中"),
    ("", "“(”没有闭合，位于文本中"),
])
def test_where_a_finding_is_said_without_a_second_bracket_group(side, expected):
    # /work/shared/review/interface-translations.md: "“(”没有闭合（英文中）" read as two bracket groups.
    from helper.catalog.checks.common import _say, _where

    assert _say("zh", "'{char}' is never closed {where}", char="(", where=_where("zh", side)) == expected
