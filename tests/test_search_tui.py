"""The "find the law" screen (issue 11), driven with Textual's pilot at 80x24."""

from __future__ import annotations

import pytest
from textual import events
from textual.widgets import Input, OptionList, Static

from helper.dialogue.engine import Dialogue
from helper.laws import LawBook
from helper.tui.app import ConfirmScreen, HelperApp
from helper.tui.search import SearchScreen, start_paragraph
from tests.support import on_screen, squash


def answers(app: HelperApp) -> list[tuple[str, str]]:
    return [(a.node, a.value) for a in app.dialogue.answers]


def typed(app: HelperApp, text: str) -> None:
    """Characters as the terminal sends them (an IME commits Chinese the same way), one Key each."""
    for char in text:
        app.post_message(events.Key("space" if char == " " else char, char))


async def settle(pilot) -> None:
    for _ in range(3):
        await pilot.pause()


async def start_from(pilot, app: HelperApp, query: str) -> None:
    """Ctrl+F, ``query`` typed, Ctrl+G: start a ruling from the first paragraph found."""
    await pilot.press("ctrl+f")
    await settle(pilot)
    typed(app, query)
    await settle(pilot)
    await pilot.press("ctrl+g")
    await settle(pilot)


def results(app: HelperApp) -> str:
    return on_screen(app.screen.query_one("#search-results", OptionList))


def panel(app: HelperApp) -> str:
    return squash(on_screen(app.screen.query_one("#search-body", Static)))


def status(app: HelperApp) -> str:
    return squash(on_screen(app.screen.query_one("#search-status", Static)))


async def test_english_words_find_the_fouled_board_and_start_the_ruling_there():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+f")
        await settle(pilot)
        assert isinstance(app.screen, SearchScreen)
        typed(app, "cards in the wrong pockets")
        await settle(pilot)
        ids = [(h.edition, h.id) for h in app.screen.hits]
        assert ("1997", "87A") in ids[:3]
        assert "Law 87A  (1997 Chinese Laws)" in results(app)
        # Move to 87A, read it: the 1997 Laws are Chinese only, and say so in English.
        for _ in range(ids.index(("1997", "87A"))):
            await pilot.press("down")
        await pilot.press("enter")
        await settle(pilot)
        assert squash("The 1997 Laws are in Chinese only in our sources.") in panel(app)
        assert "该副牌即为错牌" in panel(app)
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert app.screen is app.screen_stack[0]
        # Nothing answered: the first question's choice 7 (the fouled board, Law 87), the one way on to
        # the question that cites 87A, is on the answer line for the Director's Enter.
        assert answers(app) == [] and app.dialogue.started_from == "87A"
        assert app.query_one("#answer", Input).value == "7"
        assert squash(on_screen(app.query_one("#status"))) == squash(
            "Suggested by the law finder for Law 87A: answer 7. Enter keeps it, or choose another.")
        await pilot.press("enter")
        await settle(pilot)
        assert answers(app) == [("situation", "fouled")] and app.dialogue.current.id == "fouled_versions"


async def test_greek_query_reads_in_every_language_and_asks_before_clearing_answers():
    app = HelperApp(lang="el")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("2", "enter")  # an answer to clear: "Η διόρθωση ... φαίνεται" is choice 2
        await settle(pilot)
        before = answers(app)
        assert before == [("situation", "rectification_unfair")]
        await pilot.press("f7")
        await settle(pilot)
        typed(app, "ο αγώνας είναι νοκ-άουτ, να ξαναμοιράσω")
        await settle(pilot)
        first = app.screen.hits[0]
        assert (first.edition, first.id) == ("2017", "86A")
        assert "Νόμος 86Α  (Κανονισμοί 2017)" in results(app)
        await pilot.press("enter")
        await settle(pilot)
        assert squash("Νόμος 86Α") in panel(app)
        assert squash("Ο Διαιτητής δε θα εξασκήσει την εξουσία") in panel(app)
        await pilot.press("f2")  # el -> en (the order is en, zh, el)
        await settle(pilot)
        assert squash("The Director shall not exercise his Law 6 authority") in panel(app)
        assert app.lang == "el"  # the screen language stays
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, SearchScreen) and answers(app) == before
        await pilot.press("ctrl+g")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert app.screen is app.screen_stack[0]
        # Cleared, nothing answered: "Knockout: the board would have to be redealt" (4) is suggested.
        assert answers(app) == [] and app.query_one("#answer", Input).value == "4"
        await pilot.press("enter")
        await settle(pilot)
        assert answers(app) == [("situation", "knockout_redeal")]
        assert app.dialogue.current.laws == ("86A",)


async def test_chinese_citation_first_and_a_start_on_the_way():
    app = HelperApp(lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+f")
        await settle(pilot)
        app.post_message(events.Paste("第12条C款1项(e)"))
        await settle(pilot)
        assert app.screen.query_one("#search-line", Input).value == "第12条C款1项(e)"
        assert [h.id for h in app.screen.hits[:3]] == ["12C1(e)", "12C1(e)(i)", "12C1(e)(ii)"]
        assert results(app).splitlines()[0].strip() == "第12条C款1项(e)  (2017 年规则)"
        await pilot.press("enter")
        await settle(pilot)
        # No Chinese 2017 text of 12C1(e) in the sources: the English, with the note.
        assert "extremelyseriouserror" in panel(app)
        await pilot.press("ctrl+g")
        await settle(pilot)
        # Nothing answered for the Director: "A result was obtained ..." (6) is the finder's suggestion.
        assert answers(app) == [] and app.query_one("#answer", Input).value == "6"
        assert squash(on_screen(app.query_one("#status"))) == squash(
            "查找规则对第12条C款1项(e)的建议：回答 6。按 Enter 保留，或选择其他回答。")


async def test_escape_goes_back_a_step_at_a_time_and_changes_nothing():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+f")
        await settle(pilot)
        typed(app, "84E")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("ctrl+g")  # no question decides on the 1997 Law 84E
        await settle(pilot)
        assert isinstance(app.screen, SearchScreen)
        assert squash("No question of the ruling starts from or decides on Law 84E") in status(app)
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen.reading is None and app.screen.query_one("#search-results").display
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is app.screen_stack[0] and answers(app) == []


@pytest.mark.parametrize("query, keys, question", [
    # 12A1 (the Laws prescribe no rectification) and 12A3 (an incorrect rectification): the
    # damage path's "Which side is non-offending?" (its third choice is the Director's wrong ruling).
    ("12A1", ["enter"], "nos_side"),
    ("12A3", ["enter"], "nos_side"),
    # 86B3 lets the Regulating Authority vary 86B2: 86B2's question (team play; knockout or not,
    # the Director says: "1" no).
    ("86B3", ["enter", "1", "enter"], "team_ns_fault"),
    # 1997 82C, the Director's error (no 2017 82C in the sources): no result (1) or a fouled board
    # both lead there, so nothing is suggested; the Director chooses 1.
    ("1997:82C", ["1", "enter"], "director_error"),
])
async def test_ctrl_g_leads_to_the_question_that_fits_a_paragraph_no_question_shows(query, keys, question):
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await start_from(pilot, app, query)
        assert app.screen is app.screen_stack[0]
        assert answers(app) == []
        for key in keys:
            await pilot.press(key)
            await settle(pilot)
        assert app.dialogue.current.id == question


async def test_an_id_that_does_not_exist_is_said_on_the_search_screen():
    app = HelperApp(lang="el")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+f")
        await settle(pilot)
        typed(app, "12Γ9")
        await settle(pilot)
        assert status(app) == squash(
            "Ο Νόμος 12Γ9 δεν υπάρχει στους Κανονισμούς 2017: κοντά του είναι οι 12Γ1, 12Γ2, 12Γ3, 12Γ4.")


async def test_nothing_found_and_nothing_to_read_are_said():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f7")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert squash("Nothing to read: type words or a paragraph id first.") in status(app)
        typed(app, "qqqqxxzz")
        await settle(pilot)
        assert app.screen.hits == []
        assert squash("No paragraph found: try other words") in status(app)


def test_the_paragraph_a_ruling_starts_from():
    dialogue = Dialogue()
    book, graph, settings = LawBook.load(), dialogue.graph, dialogue.settings
    assert start_paragraph(book, graph, settings, "2017", "12B2") == "12B2"
    # No node cites 12A1: its entry question is the damage path's nos_side (helper.dialogue.guide).
    assert start_paragraph(book, graph, settings, "2017", "12A1") == "12A1"
    # 1997 86C is 2017 86A (concordance); 1997 87A is reached as itself (no 2017 87 in the sources).
    assert start_paragraph(book, graph, settings, "1997", "86C") == "86A"
    assert start_paragraph(book, graph, settings, "1997", "87A") == "87A"
    # Nothing reaches the 1997-only 84E.
    assert start_paragraph(book, graph, settings, "1997", "84E") is None
