"""The law finder's Ctrl+G never answers for the Director (issue 11 trust items, issue 7 A).

The ruling starts at its first question with nothing answered; an answer the
finder can tell (the one way on to the paragraph) is a suggestion on the answer
line that only the Director's Enter records; facts of the table (side,
vulnerability, form of scoring, knockout) are never suggested. Pilot at 80x24
with a real SQLite record; the scores are worked by hand in the comments.
"""

from __future__ import annotations

import pytest
from textual import events
from textual.widgets import Input, Static

from helper.dialogue.engine import Dialogue
from helper.dialogue.guide import Guidance, guidance, reachable_from_start
from helper.laws import LawBook
from helper.rulings import RulingStore
from helper.scoring import MultipleBoards, Settings
from helper.tui.app import ConfirmScreen, HelperApp
from helper.tui.search import SearchScreen, start_paragraph
from tests.support import on_screen, squash, until_shown, walk


async def settle(pilot) -> None:
    """Three pauses, then, where the Director is back at the dialogue (no finder or box over it), until the
    question is shown, as a person reads before typing (the app refuses keys typed before as too early)."""
    from helper.tui.app import MainScreen

    for _ in range(3):
        await pilot.pause()
    if isinstance(pilot.app.screen, (MainScreen, ConfirmScreen)):
        await until_shown(pilot, pilot.app)


async def start_from(pilot, app: HelperApp, query: str) -> None:
    """Ctrl+F, ``query`` pasted, Ctrl+G: start from the first paragraph found."""
    await pilot.press("ctrl+f")
    await settle(pilot)
    app.post_message(events.Paste(query))
    await settle(pilot)
    await pilot.press("ctrl+g")
    await settle(pilot)


async def put(pilot, app: HelperApp, text: str) -> None:
    """``text`` pasted on the answer line, then Enter."""
    app.post_message(events.Paste(text))
    await settle(pilot)
    await pilot.press("enter")
    await settle(pilot)


async def choose(pilot, number: str) -> None:
    await settle(pilot)
    await pilot.press(number, "enter")
    await settle(pilot)


def answers(app: HelperApp) -> list[tuple[str, str]]:
    return [(a.node, a.value) for a in app.dialogue.answers]


def status(app: HelperApp) -> str:
    return squash(on_screen(app.query_one("#status", Static)))


def line(app: HelperApp) -> str:
    return app.query_one("#answer", Input).value


def records(path):
    with RulingStore.open(path) as store:
        return store.rulings()


def highlighted(app: HelperApp):
    return app.query_one("#choices").highlighted


# ------------------------------------------------------------ without the screen

def guide(answers_given, paragraph):
    dialogue = walk(answers_given)
    dialogue.started_from = paragraph
    return guidance(dialogue)


def test_the_finder_suggests_only_the_one_way_on_and_never_a_fact_of_the_table():
    # 12C1(e) is asked at nos_error, reached only through "A result was obtained ..." (choice 6).
    assert guide([], "12C1(e)") == Guidance("suggest", "12C1(e)", ("result_damage",))
    # Which side: NS or EW lead on; "Both" (Law 82C) goes to each side's outcomes, never to nos_error.
    assert guide(["result_damage"], "12C1(e)") == Guidance("some", "12C1(e)", ("ns", "ew"))
    # The form of scoring and the vulnerability: every answer leads on; nothing is suggested.
    assert guide(["result_damage", "ns"], "12C1(e)") == Guidance("any", "12C1(e)", ("mp", "imps", "ximps", "butler"))
    assert guide(["result_damage", "ns", "imps"], "12C1(e)").kind == "any"
    # The table result is typed: never invented.
    assert guide(["result_damage", "ns", "imps", "none"], "12C1(e)") == Guidance("type", "12C1(e)")
    assert guide(["result_damage", "ns", "imps", "none", "3SN="], "12C1(e)") == Guidance(
        "suggest", "12C1(e)", ("yes",))
    # At the paragraph's own question the Director decides; after it the finder is silent.
    assert guide(["result_damage", "ns", "imps", "none", "3SN=", "yes"], "12C1(e)") == Guidance("here", "12C1(e)")
    assert guide(["result_damage", "ns", "imps", "none", "3SN=", "yes", "no"], "12C1(e)") is None
    # Another way chosen: said, nothing more suggested.
    assert guide(["no_result"], "12C1(e)") == Guidance("lost", "12C1(e)")
    assert guide(["result_damage", "both"], "12C1(e)") == Guidance("lost", "12C1(e)")


def test_86b1_leaves_the_knockout_question_to_the_director():
    # No result (1), knockout redeal (4) and a fouled board (7) all come to 86B1: none is suggested.
    assert guide([], "86B1") == Guidance("some", "86B1", ("no_result", "knockout_redeal", "fouled"))
    assert guide(["no_result"], "86B1").kind == "any"  # Director's error or not
    assert guide(["no_result", "no"], "86B1") == Guidance("suggest", "86B1", ("teams",))  # 86B1 is team play
    assert guide(["no_result", "no", "teams"], "86B1") == Guidance("any", "86B1", ("no", "yes"))  # knockout?
    assert guide(["no_result", "no", "teams", "no"], "86B1") == Guidance("here", "86B1")


def test_paragraphs_no_question_shows_and_those_at_an_end():
    # 12A1 and 12A3 at "Which side is non-offending?", 86B3 at 86B2's question, the 1997 82C at
    # "Was the irregularity caused by a Director's error?" (helper.dialogue.guide.ENTRY_QUESTIONS).
    assert guide(["result_damage"], "12A1") == Guidance("here", "12A1")
    assert guide(["result_damage"], "12A3") == Guidance("here", "12A3")
    assert guide(["teams_multiple", "no"], "86B3") == Guidance("here", "86B3")
    assert guide(["no_result"], "82C") == Guidance("here", "82C")
    # The 1997 82C is also reached after a result: "Which side is non-offending?" answer 3, "Both: a
    # ruling of the Director that let play go on was wrong (Law 82C)" (a tester was told it could not be).
    assert guide([], "82C") == Guidance("some", "82C", ("no_result", "result_damage", "fouled"))
    assert guide(["result_damage"], "82C") == Guidance("suggest", "82C", ("both",))
    assert guide(["result_damage", "both"], "82C") is None
    assert guide(["result_damage", "ns"], "82C") == Guidance("lost", "82C")
    # 12B2 is shown at an end (advice): the finder suggests its way, the Director's Enter finishes.
    assert guide([], "12B2") == Guidance("suggest", "12B2", ("rectification_unfair",))
    assert guide(["rectification_unfair"], "12B2") is None
    # The 1997-only 84E: no question comes to it.
    dialogue = Dialogue()
    assert not reachable_from_start(dialogue.graph, dialogue.settings, "84E")
    assert reachable_from_start(dialogue.graph, dialogue.settings, "90A")  # the penalty question, after a score
    # 12C2(d) is asked only where the Regulating Authority regulates several boards missed (a setting).
    assert not reachable_from_start(dialogue.graph, dialogue.settings, "12C2(d)")
    assert reachable_from_start(dialogue.graph, Settings(multiple_boards=MultipleBoards()), "12C2(d)")


# ------------------------------------------------------------ on the screen

async def test_12c1e_every_recorded_answer_is_one_the_director_gave(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await start_from(pilot, app, "12C1(e)")
            assert app.screen is app.screen_stack[0]
            assert answers(app) == [] and app.dialogue.current.id == "situation"
            # The suggestion: on the line and highlighted, and said to be the finder's.
            assert line(app) == "6" and highlighted(app) == 5
            assert status(app) == squash("Suggested by the law finder for Law 12C1(e): answer 6. Enter keeps it, "
                                         "or choose another.")
            assert app.law_ids()[0] == "12C1(e)"  # the paragraph started from, first in the law panel
            await pilot.press("enter")
            await settle(pilot)
            assert answers(app) == [("situation", "result_damage")]
            # Which side: nothing is on the line; Enter answers nothing.
            assert line(app) == "" and highlighted(app) is None
            assert status(app) == squash("Law finder, Law 12C1(e): answers 1, 2 lead on to it. Choose what "
                                         "happened at the table.")
            await pilot.press("enter")
            await settle(pilot)
            assert answers(app) == [("situation", "result_damage")]
            await choose(pilot, "1")  # NS non-offending
            assert line(app) == "" and squash("every answer leads on to it") in status(app)
            await choose(pilot, "2")  # teams, IMPs
            assert line(app) == ""
            await choose(pilot, "1")  # neither vulnerable: the Director's own answer
            assert status(app) == squash("Law finder, Law 12C1(e): type what this question asks; the finder never "
                                         "fills it in.")
            assert line(app) == ""
            await put(pilot, app, "3SN=")
            assert line(app) == "1"  # "Yes: one result ..." is the one way on to 12C1(e)
            await pilot.press("enter")
            await settle(pilot)
            assert app.dialogue.current.id == "nos_error" and line(app) == ""
            assert status(app) == squash("This question is on Law 12C1(e), where you started from the law finder: "
                                         "your answer decides.")
            await choose(pilot, "1")  # no extremely serious error
            assert status(app) == ""  # past the paragraph: the finder says no more
            await put(pilot, app, "4SN=")
            assert records(path) == []  # nothing recorded before the last answer
            await put(pilot, app, "+170")
            [record] = records(path)
            assert record.answers == (("situation", "result_damage"), ("nos_side", "ns"), ("scoring", "imps"),
                                      ("vulnerability", "none"), ("table_result", "3SN="), ("possibilities", "yes"),
                                      ("nos_error", "no"), ("outcomes", "4SN="), ("other_table", "+170"))
            # 4S by N making, not vulnerable: 420; the other table +170: 250 -> 6 IMPs (Law 78B) to NS.
            assert record.score["ns"]["imps"] == "6" and record.score["ew"]["imps"] == "-6"


async def test_another_vulnerability_gives_the_score_of_that_vulnerability(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await start_from(pilot, app, "12C1(e)")
            await pilot.press("enter")  # the suggestion kept
            await settle(pilot)
            for number in ("1", "2", "2"):  # NS, teams, North-South vulnerable
                await choose(pilot, number)
            await put(pilot, app, "3SN=")
            await pilot.press("enter")  # "Yes: one result" kept
            await settle(pilot)
            await choose(pilot, "1")
            await put(pilot, app, "4SN=")
            await put(pilot, app, "+170")
            [record] = records(path)
            assert ("vulnerability", "ns") in record.answers
            # 4S by N making, vulnerable: 620; against +170: 450 -> 10 IMPs (Law 78B) to NS.
            assert record.score["ns"]["imps"] == "10" and record.score["ew"]["imps"] == "-10"


async def test_86b1_a_swiss_match_cites_86b1_not_86a(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await start_from(pilot, app, "86B1")
            assert answers(app) == [] and line(app) == ""
            assert status(app) == squash("Law finder, Law 86B1: answers 1, 4, 7 lead on to it. Choose what "
                                         "happened at the table.")
            await choose(pilot, "1")  # no result could be obtained
            await choose(pilot, "1")  # not a Director's error
            assert line(app) == "2"  # teams: the one way on to 86B1, suggested
            await pilot.press("enter")
            await settle(pilot)
            assert app.dialogue.current.id == "knockout_match" and line(app) == ""  # the Director's own answer
            await pilot.press("enter")
            await settle(pilot)
            assert app.dialogue.current.id == "knockout_match"  # Enter alone answered nothing
            await choose(pilot, "1")  # No: a Swiss match
            assert squash("This question is on Law 86B1") in status(app)
            await choose(pilot, "2")  # the other table clearly favourable
            await choose(pilot, "1")  # neither vulnerable
            await put(pilot, app, "4SN=")
            await put(pilot, app, "+170")
            [record] = records(path)
            assert ("knockout_match", "no") in record.answers
            assert "86B1" in record.laws and "86A" not in record.laws and "12C4" not in record.laws
            # Assigned 4S by N making NV (+420) against +170: 250 -> 6 IMPs to NS's team (Law 86B1, 78B).
            assert record.score["ns"]["imps"] == "6" and record.score["ew"]["imps"] == "-6"


async def test_12b2_records_nothing_until_the_director_answers(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await start_from(pilot, app, "12B2")
            assert answers(app) == [] and not app.dialogue.finished
            assert records(path) == []
            assert line(app) == "2"
            await pilot.press("enter")  # the Director's Enter on the suggestion
            await settle(pilot)
            [record] = records(path)
            assert record.answers == (("situation", "rectification_unfair"),) and record.laws == ("12B2",)


def _every_paragraph():
    """Every paragraph of the sources: the 2017 Laws 12 and 86 and the 1997 Laws the concordance maps (81-91)."""
    book = LawBook.load()
    return [("2017", p.id) for p in book.paragraphs("2017")] + [("1997", p.id) for p in book.paragraphs("1997")]


def test_the_walk_covers_the_laws_12_and_86_and_the_concordance():
    ids = _every_paragraph()
    assert len(ids) == 26 + 51
    assert {law[:2] for _, law in ids} == {"12", "86", "81", "82", "83", "84", "85", "87", "88", "89", "90", "91"}
    assert {("1997", row.old) for row in LawBook.load().concordance} - set(ids) == {
        ("1997", "12C1"), ("1997", "81"), ("1997", "82"), ("1997", "87"), ("1997", "90"), ("1997", "91")}  # laws


async def test_no_paragraph_the_finder_starts_from_answers_or_records_anything(tmp_path):
    path = tmp_path / "r.sqlite3"
    book = LawBook.load()
    started, unlisted = 0, []
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            for edition, paragraph in _every_paragraph():
                await pilot.press("ctrl+f")
                await settle(pilot)
                app.post_message(events.Paste(paragraph if edition == "2017" else f"1997:{paragraph}"))
                await settle(pilot)
                found = [(hit.edition, hit.id) for hit in app.screen.hits]
                if (edition, paragraph) not in found:
                    unlisted.append((edition, paragraph))
                    await pilot.press("escape")
                    await settle(pilot)
                    continue
                for _ in range(found.index((edition, paragraph))):
                    await pilot.press("down")
                assert (app.screen.chosen().edition, app.screen.chosen().id) == (edition, paragraph)
                await pilot.press("ctrl+g")
                await settle(pilot)
                target = start_paragraph(book, app.dialogue.graph, app.dialogue.settings, edition, paragraph)
                if target is None:  # said on the finder's screen; Escape twice goes back
                    assert isinstance(app.screen, SearchScreen)
                    await pilot.press("escape", "escape")
                    await settle(pilot)
                else:
                    started += 1
                    assert app.dialogue.started_from == target
                assert app.screen is app.screen_stack[0], paragraph
                assert answers(app) == [] and not app.dialogue.finished, paragraph
                assert records(path) == [], paragraph
    assert started > 30
    # The search lists 81B's sub-paragraphs (81B1, 81B2) for "1997:81B", not 81B itself (the finder's ranking).
    assert set(unlisted) <= {("1997", "81B")}


async def test_back_after_a_suggestion_offers_the_answer_given(tmp_path):
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await start_from(pilot, app, "12C1(e)")
        await pilot.press("enter")
        await settle(pilot)
        await choose(pilot, "2")  # EW non-offending
        await pilot.press("ctrl+p")
        await settle(pilot)
        assert line(app) == "2" and highlighted(app) == 1
        assert status(app) == squash("Your earlier answer is on the answer line: Enter keeps it.")
        await pilot.press("ctrl+p")
        await settle(pilot)
        assert answers(app) == [] and line(app) == "6"
        await pilot.press("enter", "enter")
        await settle(pilot)
        assert answers(app) == [("situation", "result_damage"), ("nos_side", "ew")]


async def test_another_way_chosen_is_said_and_nothing_is_suggested():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await start_from(pilot, app, "12C1(e)")
        await choose(pilot, "1")  # no result: away from 12C1(e)
        assert line(app) == ""
        assert status(app) == squash("Law 12C1(e), where you started from the law finder, is not reached from "
                                     "these answers: ^P goes back.")
        assert app.law_ids() == app.dialogue.current.laws


@pytest.mark.parametrize("query", ["12A1", "12A3"])
async def test_the_law_panel_shows_the_paragraph_started_from_in_every_language(query):
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await start_from(pilot, app, query)
        panel = on_screen(app.query_one("#law-text"))
        assert panel.splitlines()[0] == f"Law {query}"
        await pilot.press("enter")  # the suggestion: a result was obtained
        await settle(pilot)
        assert app.dialogue.current.id == "nos_side"
        assert app.law_ids() == (query, "12B1")
        assert on_screen(app.query_one("#law-text")).splitlines()[0] == f"Law {query}"
        assert squash(f"This question is on Law {query}, where you started") in status(app)
        await pilot.press("f2")  # the line follows the language
        await settle(pilot)
        assert status(app) == squash(f"本问题涉及第12条A款{query[-1]}项，即您从查找规则开始的条款：由您的回答决定。")
        await pilot.press("f2")
        await settle(pilot)
        assert squash(f"Νόμο 12Α{query[-1]}") in status(app)


async def test_ctrl_g_over_a_ruling_in_progress_asks_and_n_keeps_everything(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            app.details = {"event": "Spring Pairs", "board": 7, "table": "3"}
            await choose(pilot, "6")  # a result was obtained
            await pilot.press("1")  # on the line, not entered
            await settle(pilot)
            await start_from(pilot, app, "86B1")
            assert isinstance(app.screen, ConfirmScreen)
            assert squash("Start this ruling again from Law 86B1? Its answers so far will be cleared (its details "
                          "are kept). (y / n)") in squash(app.screen.message)
            await pilot.press("n")
            await settle(pilot)
            await pilot.press("escape")
            await settle(pilot)
            assert app.screen is app.screen_stack[0]
            assert answers(app) == [("situation", "result_damage")] and line(app) == "1"
            assert app.dialogue.started_from is None
            await start_from(pilot, app, "86B1")
            await pilot.press("y")
            await settle(pilot)
            assert answers(app) == [] and app.dialogue.started_from == "86B1"
            assert app.details == {"event": "Spring Pairs", "board": 7, "table": "3"}  # the same table's ruling
            assert records(path) == []


async def test_ctrl_g_after_a_recorded_ruling_starts_a_new_one_not_a_correction(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            app.details = {"event": "Spring Pairs", "board": 7, "table": "3"}
            await choose(pilot, "2")  # 12B2: recorded
            [first] = records(path)
            await start_from(pilot, app, "12B2")
            assert squash(f"Start a new ruling from Law 12B2? Ruling {first.id} stays recorded as it is; its answers "
                          "leave the screen. (y / n)") in squash(app.screen.message)
            await pilot.press("y")
            await settle(pilot)
            assert answers(app) == [] and app.details == {"event": "Spring Pairs"}
            await pilot.press("enter")
            await settle(pilot)
            first, second = records(path)
            assert second.corrects is None and first.corrected_by is None
            assert second.details == {"event": "Spring Pairs"}


@pytest.mark.parametrize("lang, query", [("el", "12C1(e)"), ("el", "86B1"), ("zh", "12C1(e)"), ("zh", "86B1"),
                                         ("el", "12A3"), ("zh", "12A3"), ("en", "86B1"), ("el", "12C1(e)(ii)"),
                                         ("zh", "12C1(e)(ii)"), ("el", "12C2(c)"), ("zh", "12C2(c)"),
                                         ("el", "86B2(c)")])
async def test_the_finder_line_fits_the_status_lines_at_80x24(lang, query):
    from textual.geometry import Region

    from helper.tui.guide import guide_line

    app = HelperApp(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_from(pilot, app, query)
        for step in range(2):
            expected = guide_line(app.dialogue, lang)
            assert expected, (query, step)
            widget = app.query_one("#status")
            drawn = widget.render_lines(Region(0, 0, widget.outer_size.width, widget.outer_size.height))
            assert widget.outer_size.height <= 2
            assert squash("".join(strip.text for strip in drawn)) == squash(expected)
            await pilot.press("6" if query.startswith("12") else "1", "enter")
            await settle(pilot)


@pytest.mark.parametrize("settings", [Settings(), Settings(multiple_boards=MultipleBoards())])
def test_reachability_agrees_with_every_path_of_the_validators_walk(settings):
    """Each paragraph a question, end or choice shows is reachable from the start exactly when one of
    the complete paths (helper.dialogue.engine.walk_all) shows it; and at the first question, the
    choices the finder says lead on are exactly the first answers of those paths."""
    from helper.dialogue.engine import walk_all
    from helper.dialogue.guide import ENTRY_CHOICES, ENTRY_QUESTIONS, shows

    dialogue = Dialogue(settings=settings)
    graph = dialogue.graph
    paths = list(walk_all(graph, settings))
    ids = (graph.law_ids() | set(ENTRY_QUESTIONS)) - {"90A"}  # 90A: asked after every score (below)

    def on(path, variables, paragraph):
        for node_id in path:
            node = graph[node_id]
            if shows(node, paragraph):
                return True
            if node.type == "choice" and not node.repeat and paragraph in node.choice(variables[node_id]).adds_laws:
                return True
            if node.type == "choice" and not node.repeat and (node_id, variables[node_id]) in ENTRY_CHOICES.get(paragraph, ()):
                return True
        return False

    for paragraph in sorted(ids):
        on_paths = [variables["situation"] for path, variables in paths if on(path, variables, paragraph)]
        assert reachable_from_start(graph, settings, paragraph) == bool(on_paths), paragraph
        dialogue.started_from = paragraph
        found = guidance(dialogue, paragraph)
        if found is not None and found.kind in ("suggest", "some", "any"):
            assert set(found.choices) == set(on_paths), paragraph
    assert reachable_from_start(graph, settings, "90A") == any(graph[p[-1]].type == "result" for p, _ in paths)


async def test_keys_typed_in_one_burst_with_ctrl_f_go_on_the_search_line():
    # Ctrl+F and the query in one write (a fast typist, a laggy SSH link): the keys that come
    # before the search line has the focus are not lost; the ruling's answer line gets none.
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.post_message(events.Key("ctrl+f", None))
        for char in "86B1":
            app.post_message(events.Key(char, char))
        await settle(pilot)
        assert isinstance(app.screen, SearchScreen)
        assert app.screen.query_one("#search-line", Input).value == "86B1"
        assert app.screen_stack[0].query_one("#answer", Input).value == ""
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert app.dialogue.started_from == "86B1" and answers(app) == []
