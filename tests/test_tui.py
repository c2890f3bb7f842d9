"""The Textual UI, driven with Textual's pilot at 80x24 as a Director would."""

from __future__ import annotations

import pytest
from textual.widgets import Input, OptionList, Static

from helper.laws import LawBook
from helper.tui.app import ConfirmScreen, HelpScreen, HelperApp
from tests.support import on_screen, squash

# The case: a board fouled at one table; NS in no way at fault, EW
# directly at fault; pairs, the board due 13 times (top 24); NS on 65% for the session.
FOULED_BOARD_KEYS = ["1", "1", "1", "1", "3"]  # no result, no director error, pairs, NS none, EW direct
EXPECTED = {
    "en": "12C2(a), 12C2(c): NS 65% = 15.6 MP, EW 40% = 9.6 MP",
    "zh": "第12条C款2项(a)、第12条C款2项(c)：南北 65% = 15.6 比赛分，东西 40% = 9.6 比赛分",
    "el": "12Γ2(α), 12Γ2(γ): ΒΝ 65% = 15,6 βαθμοί αγώνα, ΑΔ 40% = 9,6 βαθμοί αγώνα",
}


def transcript(app: HelperApp) -> list[str]:
    """Each transcript entry as drawn, line breaks of the wrapping removed."""
    return [" ".join(on_screen(w).split("\n")) for w in app.query("#transcript Static")]


def transcript_squashed(app: HelperApp) -> str:
    return squash("".join(on_screen(w) for w in app.query("#transcript Static")))


def law_panel(app: HelperApp) -> str:
    return on_screen(app.query_one("#law-text", Static))


async def type_line(pilot, text: str) -> None:
    for char in text:
        await pilot.press(char)
    await pilot.press("enter")
    await pilot.pause()


async def choose(pilot, *keys: str) -> None:
    """Answer choice questions by number: each number key, then Enter."""
    for key in keys:
        await pilot.press(key, "enter")
        await pilot.pause()


async def walk_fouled_board(pilot) -> None:
    await choose(pilot, *FOULED_BOARD_KEYS)
    await type_line(pilot, "13")
    await type_line(pilot, "65")
    await pilot.press("enter")  # EW session: skipped
    await pilot.pause()


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
async def test_fouled_board_ruling_in_each_language(lang):
    app = HelperApp(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_fouled_board(pilot)
        assert app.dialogue.finished
        assert squash(EXPECTED[lang]) in transcript_squashed(app)
        # The law text of the ruling's first paragraph is beside it, verbatim.
        shown = LawBook.load().display("12C2(a)", lang)
        assert squash(shown.text) in squash(law_panel(app))
        if lang == "el":
            assert "Νόμος 12Γ2(α)" in law_panel(app)
            assert squash("[βλέπε επίσης την παράγραφο Γ1(δ)]") in squash(law_panel(app))
        if lang == "en":
            assert "[see also C1(d)]" in law_panel(app)


async def test_switch_language_midway_rerenders_transcript():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await choose(pilot, "1", "1", "1")
        assert "How far is North-South responsible for the irregularity?" in transcript(app)
        await pilot.press("f2")  # -> Chinese
        await pilot.pause()
        lines = transcript(app)
        assert "How far is North-South responsible for the irregularity?" not in lines
        assert any("南北" in line for line in lines)
        await pilot.press("ctrl+t")  # -> Greek (the second language key)
        await pilot.pause()
        assert app.lang == "el"
        await choose(pilot, "1", "3")
        await type_line(pilot, "13")
        await type_line(pilot, "65")
        await pilot.press("enter")
        await pilot.pause()
        assert squash(EXPECTED["el"]) in transcript_squashed(app)
        await pilot.press("f2")  # -> English again: the ruling re-renders too
        await pilot.pause()
        assert squash(EXPECTED["en"]) in transcript_squashed(app)


async def test_typing_an_answer_in_greek_and_arrows_and_enter():
    app = HelperApp(lang="el")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down", "down", "enter")  # second choice: the rectification seems unfair
        await pilot.pause()
        assert app.dialogue.finished
        assert app.dialogue.ruling().laws == ("12B2",)
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press("ctrl+u")  # the earlier answer is on the line: replace it
        await choose(pilot, "1", "1", "1")
        # "Έσφαλε μερικώς" (partly at fault), typed without the accent.
        await type_line(pilot, "μερικ")
        assert app.dialogue.variables["ns_fault"] == "partly"


async def test_bad_number_is_explained_and_nothing_is_lost():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await choose(pilot, *FOULED_BOARD_KEYS)
        before = list(app.dialogue.answers)
        await type_line(pilot, "abc")
        assert "Not a number: abc" in on_screen(app.query_one("#status", Static))
        assert app.query_one("#answer", Input).value == "abc"  # kept, to be corrected
        await pilot.press("ctrl+u")  # the typed text is kept after an error; clear it
        await type_line(pilot, "-5")
        assert "from 2 to 10,000" in on_screen(app.query_one("#status", Static))
        assert app.dialogue.answers == before
        await pilot.press("f2")  # the error is dropped, the state kept
        await pilot.pause()
        assert app.dialogue.answers == before
        await pilot.press("ctrl+u")
        await type_line(pilot, "13")
        assert app.dialogue.variables["board_results"] == 13


async def test_start_over_asks_first_and_back_goes_one_step():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await choose(pilot, "1", "1")
        assert len(app.dialogue.answers) == 2
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert len(app.dialogue.answers) == 1
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await pilot.pause()
        assert len(app.dialogue.answers) == 1
        await pilot.press("ctrl+n")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert app.dialogue.answers == []
        assert app.query_one("#choices", OptionList).option_count == len(app.dialogue.graph["situation"].choices)


async def test_help_lists_every_key_in_the_current_language():
    app = HelperApp(lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        body = on_screen(app.screen.query_one("#help-body", Static))
        for key in ("^P F3", "^N", "F2 ^T", "^L", "^R", "F1", "^X F10", "PgUp", "^↑ ^↓", "1-9"):
            assert key in body
        assert "下一种语言" in body
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, HelpScreen)
        assert app.focused is app.query_one("#answer", Input)


async def test_every_2017_paragraph_renders_verbatim_in_the_law_panel():
    """No law text is swallowed as markup (they contain square brackets)."""
    book = LawBook.load()
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        for lang in ("en", "el", "zh"):
            app.lang = lang
            for paragraph in book.paragraphs("2017"):
                app.law_ids = lambda pid=paragraph.id: (pid,)
                app.refresh_all()
                await pilot.pause()
                expected = book.display(paragraph.id, lang).text
                assert squash(expected) in squash(law_panel(app))


async def test_chinese_lines_fit_80_columns_and_never_start_with_closing_punctuation():
    from rich.cells import cell_len

    app = HelperApp(lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_fouled_board(pilot)
        await pilot.press("ctrl+p")  # back to the 12C2(c) question: 1997 Law 88 in Chinese
        await pilot.pause()
        panel = law_panel(app)
        assert "第88条" in panel and "1997" in panel
        lines = panel.split("\n") + [line for w in app.query("#transcript Static") for line in on_screen(w).split("\n")]
        for line in lines:
            assert cell_len(line) <= 80
            assert not line.strip()[:1] in set("。，、；：？！）")


async def test_ruling_in_progress_survives_a_dropped_connection_and_rulings_are_recorded(tmp_path):
    from helper.rulings import RulingStore

    path = tmp_path / "rulings.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await choose(pilot, *FOULED_BOARD_KEYS)
            await type_line(pilot, "13")
        # The process ends here as if the SSH connection had dropped.
    with RulingStore.open(path) as store:
        app = HelperApp(lang="el", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            assert [a.node for a in app.dialogue.answers][-1] == "board_results"
            assert app.dialogue.variables["board_results"] == 13
            assert "^N" in on_screen(app.query_one("#status", Static))
            await pilot.pause(0.1)  # a resumed question takes keys once drawn (issue 7, fix7e)
            await type_line(pilot, "65")
            await pilot.press("enter")
            await pilot.pause()
            assert app.dialogue.finished
        records = store.rulings()
    assert len(records) == 1
    assert records[0].laws == ("12C2(a)", "12C2(c)")
    assert records[0].summary == EXPECTED["el"]
    assert records[0].score["ns"]["matchpoints"] == "78/5"


async def test_keys_arriving_in_one_burst_are_kept_in_order():
    """A paste or a laggy SSH link delivers keys together: each Enter submits
    exactly what was typed before it, and no key is lost."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*(k for key in FOULED_BOARD_KEYS for k in (key, "enter")),
                          "1", "3", "enter", "6", "5", "enter", "enter")
        await pilot.pause()
        assert app.dialogue.finished
        assert app.dialogue.variables["board_results"] == 13
        assert app.dialogue.variables["ns_session_pct"] == 65
        assert squash(EXPECTED["en"]) in transcript_squashed(app)


def test_chinese_wrapping_keeps_domain_terms_and_punctuation_rules():
    from helper.tui.wrap import wrap

    text = "第12条C款2项(a)、第12条C款2项(c)：南北 65% = 15.6 比赛分，东西 40% = 9.6 比赛分"
    for width in range(20, 80):
        lines = wrap(text, width)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")  # nothing lost
        assert not any(line.startswith(("赛分", "分", "，", "。", "：")) for line in lines)


async def test_a_damaged_catalogue_is_said_on_screen_and_english_is_shown(tmp_path, monkeypatch):
    from helper import i18n

    directory = tmp_path / "zh_Hans" / "LC_MESSAGES"
    directory.mkdir(parents=True)
    (directory / "messages.po").write_text("not a po file {{{\n", encoding="utf-8")
    monkeypatch.setattr(i18n, "locales_dir", lambda: tmp_path)
    i18n._cache.clear()
    try:
        app = HelperApp(lang="zh")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert "catalogue cannot be read" in " ".join(on_screen(app.query_one("#status", Static)).split())
            assert "What happened on this board?" in transcript(app)
    finally:
        i18n._cache.clear()


async def test_plain_mode_draws_ascii_borders_and_no_scrollbars():
    app = HelperApp(lang="el", plain=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.query_one("#laws").styles.border_top[0] == "ascii"
        assert app.query_one("#laws").styles.scrollbar_size_vertical == 0
        await pilot.press("f1")
        await pilot.pause()
        assert app.screen.query_one("#help-scroll").styles.border_top[0] == "ascii"
