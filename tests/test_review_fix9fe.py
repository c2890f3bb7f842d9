"""Review screen (``helper review``, issue 9 §3, branch fix9fe). The kinds fixed:

1. QUIT WHILE READING: Ctrl+X, F10 or Escape while the catalogues were read and checked in the background left the
   terminal blank until the reading ended (~3 s idle while the law paragraphs were read, far more under load): the
   reading ran in asyncio's default executor, whose threads the end of ``App.run`` waits for, and the interpreter's
   teardown took ~0.4 s more. Now nothing waits for the reading (a daemon thread, its result dropped) and ``helper
   review`` ends without the teardown. Measured: benchmarks/review_quit.py. The other side: a reading let run
   still shows its list.
3. LABELS: the ``script`` check's findings were labelled 'script' in the zh and el screens (its id: no label): every
   check id now has one, in each language (tested over all ids).
4. TYPED TEXT QUOTED: a long text searched for (``/``) and not found was quoted whole in the status line ('Not
   found: ' and a pasted paragraph: six rows at 80x24); so were a go-to text (``g``) that names no law paragraph
   and one that no interface string contains. Now quoted on one line, cut to 30 cells with an ellipsis. The other
   side: a short text is quoted whole.
6. SEARCH SPEED: each entry folded the needle again (case, accents, width): a 2,400-character text searched for
   over the 1,325 interface strings took a second. Now the needle is folded once per search and each entry's
   texts once.
"""

from __future__ import annotations

import threading

import pytest

from helper.tui import review
from helper.tui.review import ReviewApp, ReviewScreen
from tests.support import checked, review_checked
from tests.test_review_fix9q import drawn_rows


# ---------------------------------------------------------------- 1. quitting does not wait for the reading

@pytest.fixture
def held_reading(monkeypatch):
    """``read_checked`` held until released: yields (started, release, threads): ``started`` set once the reading
    began, ``threads`` the threads it ran in. Released at the end whatever happened (no thread left waiting)."""
    started, release, threads = threading.Event(), threading.Event(), []
    real = review.read_checked

    def held(*args, **kwargs):
        threads.append(threading.current_thread())
        started.set()
        assert release.wait(120), "the reading was never released"
        return real(*args, **kwargs)

    monkeypatch.setattr(review, "read_checked", held)
    yield started, release, threads
    release.set()


@pytest.mark.parametrize("key", ["ctrl+x", "f10", "escape"])
async def test_quitting_while_the_reading_is_held_ends_the_app_and_leaves_the_reading_to_nobody(
        checkout, held_reading, key):
    started, release, threads = held_reading
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(100):
            await pilot.pause()
            if started.is_set():
                break
        assert started.is_set() and app.screen.checking
        await pilot.press(key)
        await pilot.pause()
    # the app has ended while the reading is still held: nothing waited for it
    assert not app.is_running and not release.is_set()
    [thread] = threads
    # and nothing will: not a thread of asyncio's executor (joined at the end of App.run and of the interpreter)
    assert thread.is_alive() and thread.daemon


async def test_a_reading_let_run_shows_its_list(checkout):
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        await checked(pilot, screen)
        assert len(screen.entries) == 28 and not screen.checking


@pytest.mark.parametrize("command, ends_at_once", [(["review"], True), (["score", "--help"], False)])
def test_helper_review_ends_without_the_interpreters_teardown(monkeypatch, command, ends_at_once):
    """``python -m helper review`` (``main()`` without ``argv``) ends the process once its screen has quit, as
    ``helper score`` does; a command with more to finish returns."""
    import sys

    import helper.cli as cli
    from helper.cli import catalog

    ended = []
    monkeypatch.setattr(catalog, "cmd_review", lambda args, lang: 0)  # the screen quit at once
    monkeypatch.setattr(cli, "_exit_at_once", ended.append)
    monkeypatch.setattr(sys, "argv", ["helper", *command])
    tracer = sys.gettrace()
    sys.settrace(None)  # coverage's tracer (if any) makes main() return, as it should under a tracer
    try:
        try:
            code = cli.main()
        except SystemExit as exc:  # --help
            code = exc.code
    finally:
        sys.settrace(tracer)
    assert ended == ([0] if ends_at_once else []) and code == 0


# ---------------------------------------------------------------- 3. every check's label in the screen's language

@pytest.mark.parametrize("ui_lang", ["zh", "el"])
def test_every_check_id_has_a_label_in_the_screens_language(ui_lang):
    from helper.catalog.checks.common import CHECKS
    from helper.catalog.review import check_label

    untranslated = [check for check in CHECKS
                    if check_label(check, ui_lang) in (check, check_label(check, "en"))]
    assert untranslated == []


@pytest.mark.parametrize("ui_lang, label", [("en", "writing system"), ("zh", "文字体系"), ("el", "σύστημα γραφής")])
def test_the_script_checks_label(ui_lang, label):
    from helper.catalog.review import check_label

    assert check_label("script", ui_lang) == label


# ---------------------------------------------------------------- 4. a text typed is quoted short

LONG = "zzqx average plus to a contestant " * 80  # 2,720 characters pasted, in no entry


async def typed_on_the_line(pilot, screen, key: str, text: str) -> list[str]:
    """``key`` opens the line, ``text`` pasted into it, Enter: the status line's rows as drawn."""
    await pilot.press(key)
    screen.query_one("#review-input").value = text
    await pilot.press("enter")
    await pilot.pause()
    await pilot.pause()
    return [row.rstrip() for row in drawn_rows(pilot.app, screen.query_one("#review-status")) if row.strip()]


@pytest.mark.parametrize("ui_lang, key, text, shown", [
    ("en", "slash", LONG, ["Not found: zzqx average plus to a contes…"]),
    ("zh", "slash", LONG, ["未找到：zzqx average plus to a contes…"]),
    ("el", "slash", LONG, ["Δεν βρέθηκε: zzqx average plus to a contes…"]),
    ("en", "slash", "zzqx\n  average\tplus " * 20, ["Not found: zzqx average plus zzqx averag…"]),  # on one line
    # the other side: a short text whole
    ("en", "slash", "zzqx average", ["Not found: zzqx average"]),
    ("zh", "slash", "没有这段文字", ["未找到：没有这段文字"]),
])
async def test_a_text_searched_for_and_not_found_is_quoted_short(checkout, ui_lang, key, text, shown):
    async with review_checked(checkout, ui_lang=ui_lang, target="el") as (app, pilot, screen):
        assert await typed_on_the_line(pilot, screen, key, text) == shown


async def test_a_go_to_text_naming_no_paragraph_is_quoted_short(checkout):
    async with review_checked(checkout, ui_lang="en", target="el", size=(120, 30)) as (app, pilot, screen):
        rows = await typed_on_the_line(pilot, screen, "g", LONG)
        assert rows[0].startswith("Not a law paragraph id: zzqx average plus to a contes…. Type one as 12C2(a),")
        assert "contestant zzqx" not in " ".join(rows)
        # the other side: a short id quoted whole
        rows = await typed_on_the_line(pilot, screen, "g", "40A")
        assert rows[0].startswith("No law paragraph 40A here: this catalogue holds Laws")


async def test_a_go_to_text_in_no_interface_string_is_quoted_short(checkout):
    from helper.tui.review import ReviewApp

    app = ReviewApp(ui_lang="en", target="el", root=checkout, reviewer="R", domain="messages")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        assert await typed_on_the_line(pilot, screen, "g", LONG) == [
            "No interface string contains: zzqx average plus to a contes…"]


# ---------------------------------------------------------------- 6. the needle folded once

async def test_a_search_folds_its_text_once_and_each_entrys_texts_once(checkout, monkeypatch):
    from helper.catalog import review as data

    needle = "Μέσος Όρος " * 200  # 2,200 characters, accents and capitals to fold
    folded = []
    real = data.search_fold

    def counted(text):
        folded.append(text)
        return real(text)

    async with review_checked(checkout, ui_lang="en", target="el") as (app, pilot, screen):
        data._folded.cache_clear()
        monkeypatch.setattr(data, "search_fold", counted)
        screen.search(needle)
        first = list(folded)
        folded.clear()
        screen.search(needle + "x")
        again = list(folded)
    assert first.count(needle.strip()) == 1  # the needle once, not once for each of the 28 entries
    texts = {e.english for e in screen.entries} | {e.langs["el"].text for e in screen.entries if "el" in e.langs}
    assert len(first) == 1 + len(texts)  # and each text of the entries once
    assert again == [(needle + "x").strip()]  # a second search folds only its needle
