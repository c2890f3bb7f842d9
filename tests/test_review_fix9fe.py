"""Review screen (``helper review``, issue 9 §3, branch fix9fe). The kinds fixed:

1. QUIT WHILE READING: Ctrl+X, F10 or Escape while the catalogues were read and checked in the background left the
   terminal blank until the reading ended (~3 s idle while the law paragraphs were read, far more under load): the
   reading ran in asyncio's default executor, whose threads the end of ``App.run`` waits for, and the interpreter's
   teardown took ~0.4 s more. Now nothing waits for the reading (a daemon thread, its result dropped) and ``helper
   review`` ends without the teardown. Measured: benchmarks/review_quit.py. The other side: a reading let run
   still shows its list.
2. ROWS AT 60x16 / 60x15: the Greek keys line kept its five rows and a status question was cut to the rows left
   ('Τίποτα προς έγκριση: η καταχώριση δεν έχει ακόμη…' after ``a``): the keys line now shrinks to one row while a
   message needs its rows (whole: ``a``'s answer, F10's question on a note typed and not saved), and takes them
   back after. With the note, search or go-to line open, its hint was cut on the line's row ('…της μετάφρασης·
   Enter') and the keys line kept the main one's rows, blank under 'Enter/Esc': now the hint goes under the line,
   whole, the keys line takes only the rows it needs, and the file line one row (its short form). The other side:
   with no message every key is shown; on a wide screen the hint stays on the line as its placeholder.
3. LABELS: the ``script`` check's findings were labelled 'script' in the zh and el screens (its id: no label): every
   check id now has one, in each language (tested over all ids).
4. TYPED TEXT QUOTED: a long text searched for (``/``) and not found was quoted whole in the status line ('Not
   found: ' and a pasted paragraph: six rows at 80x24); so were a go-to text (``g``) that names no law paragraph
   and one that no interface string contains. Now quoted on one line, cut to 30 cells with an ellipsis. The other
   side: a short text is quoted whole.
5. EDITOR KEYS: End and Home went to the end and start of the wrapped row, not of the line as typed (a Chinese
   paragraph is one line on many rows); Ctrl+End and Ctrl+Home did nothing; F7 (all selected) was bound and named
   nowhere. Now End/Home (Shift: selecting) go to the line's end/start, Ctrl+End/Ctrl+Home (Ctrl+Shift: selecting)
   to the text's, and the keys line names F7 in each language, in two rows at 80x24 and 60x16.
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


# ---------------------------------------------------------------- 5. the editor's keys

FIRST = "甲乙丙丁戊己庚辛壬癸" * 12  # one line as typed: 120 characters, 240 cells, wrapped onto 4+ rows at 80x24
SECOND = "第二行"


async def editor_on(pilot, app, text: str):
    """``e`` on the entry shown, the editor's text set to ``text``: the text area."""
    from helper.tui.edit import EditScreen, TranslationArea

    await pilot.press("e")
    for _ in range(10):
        await pilot.pause()
        if isinstance(app.screen, EditScreen):
            break
    area = app.screen.query_one(TranslationArea)
    area.load_text(text)
    await pilot.pause()
    return area


@pytest.mark.parametrize("start, key, cursor, selected", [
    ((0, 70), "end", (0, 120), ""),                   # from the 2nd wrapped row: the end of the line, not of the row
    ((0, 5), "end", (0, 120), ""),                    # from the 1st
    ((0, 70), "home", (0, 0), ""),                    # the start of the line, not of its 2nd row
    ((1, 2), "home", (1, 0), ""),                     # the line after a newline: its own start
    ((1, 1), "end", (1, 3), ""),
    ((0, 70), "ctrl+end", (1, 3), ""),                # the end of the text
    ((1, 2), "ctrl+home", (0, 0), ""),                # its start
    ((0, 110), "shift+end", (0, 120), FIRST[110:]),   # selecting
    ((0, 70), "shift+home", (0, 0), FIRST[:70]),
    ((0, 118), "ctrl+shift+end", (1, 3), FIRST[118:] + "\n" + SECOND),
    ((1, 1), "ctrl+shift+home", (0, 0), FIRST + "\n" + SECOND[:1]),
])
async def test_home_and_end_go_to_the_line_as_typed_and_ctrl_to_the_text(checkout, start, key, cursor, selected):
    async with review_checked(checkout, ui_lang="zh", target="zh") as (app, pilot, screen):
        area = await editor_on(pilot, app, FIRST + "\n" + SECOND)
        assert area.wrapped_document.height >= 5  # the first line on several rows
        area.move_cursor(start)
        await pilot.press(key)
        await pilot.pause()
        assert area.cursor_location == cursor and area.selected_text == selected


@pytest.mark.parametrize("ui_lang, size, shown", [
    ("en", (80, 24), ["F2 saves; Esc closes without saving; Ctrl+↑↓ or Alt+↑↓ scroll the English;",
                      "F7 selects all"]),
    ("en", (60, 16), ["F2 saves; Esc closes without saving; Ctrl+↑↓ or Alt+↑↓",
                      "scroll the English; F7 selects all"]),
    ("zh", (60, 16), ["F2 保存；Esc 关闭而不保存；Ctrl+↑↓ 或 Alt+↑↓ 滚动英文；", "F7 全选"]),
    ("el", (80, 24), ["F2: αποθήκευση· Esc: κλείσιμο χωρίς αποθήκευση· Ctrl+↑↓ ή Alt+↑↓: κύλιση του",
                      "αγγλικού κειμένου· F7: επιλογή όλων"]),
    # too narrow for the long form in two rows: the short one
    ("en", (44, 16), ["F2 saves; Esc closes; Ctrl/Alt+↑↓ scroll", "the English; F7 selects all"]),
    ("el", (50, 16), ["F2: αποθήκευση· Esc: κλείσιμο· Ctrl/Alt+↑↓:",
                      "κύλιση αγγλικού· F7: επιλογή όλων"]),
])
async def test_the_editors_keys_line_names_f7(checkout, ui_lang, size, shown):
    async with review_checked(checkout, ui_lang=ui_lang, target="zh", size=size) as (app, pilot, screen):
        await editor_on(pilot, app, SECOND)
        await pilot.pause()
        assert [row.rstrip() for row in drawn_rows(app, app.screen.query_one("#edit-status"))
                if row.strip()] == shown


def test_f7_selects_all_in_the_editor():
    from helper.tui.edit import TranslationArea

    assert [b.action for b in TranslationArea.KEY_BINDINGS.key_to_bindings["f7"]] == ["select_all"]


# ---------------------------------------------------------------- 2. questions whole at 60x16 and 60x15; the open line

def rows_of(app, screen, name: str) -> list[str]:
    """The rows of ``name`` as drawn, not blank, the keys' no-break spaces as spaces."""
    return [row.rstrip().replace("\xa0", " ") for row in drawn_rows(app, screen.query_one(name)) if row.strip()]


@pytest.mark.parametrize("size", [(60, 16), (60, 15)])
async def test_a_status_answer_is_whole_and_the_list_gives_up_its_rows(checkout, size):
    async with review_checked(checkout, ui_lang="el", target="zh", size=size) as (app, pilot, screen):
        assert len(rows_of(app, screen, "#review-keys")) == 5  # no message: every key, five rows in Greek
        await pilot.press("a")  # on 12A, missing: nothing to approve
        await pilot.pause()
        await pilot.pause()
        assert rows_of(app, screen, "#review-status") == [
            "Τίποτα προς έγκριση: η καταχώριση δεν έχει ακόμη μετάφραση", "(το e την επεξεργάζεται)."]
        # the list lends its rows and the keys line keeps every key (fix9he, tester 9ap: it had shrunk to
        # "↑↓ Παράγραφος  d Νόμοι/διεπαφή  Esc Κλείσιμο"); a message needing more shrinks it: tests/test_fix9he.py
        assert len(rows_of(app, screen, "#review-keys")) == 5 and not screen.query_one("#review-list").display
        screen.message = ""  # the message gone: the list back
        screen.render_entry()
        await pilot.pause()
        await pilot.pause()
        assert len(rows_of(app, screen, "#review-keys")) == 5 and screen.query_one("#review-list").display


@pytest.mark.parametrize("ui_lang", ["en", "zh", "el"])
@pytest.mark.parametrize("size", [(60, 16), (60, 15)])
async def test_the_answer_to_a_on_an_entry_with_no_text_is_whole_in_each_language(checkout, ui_lang, size):
    async with review_checked(checkout, ui_lang=ui_lang, target="zh", size=size) as (app, pilot, screen):
        await pilot.press("a")
        await pilot.pause()
        await pilot.pause()
        shown = rows_of(app, screen, "#review-status")
        joined = ("" if ui_lang == "zh" else " ").join(shown)
        assert joined == screen.message and not shown[-1].endswith("…")


async def test_quitting_with_a_note_typed_asks_whole_at_60x15(checkout):
    async with review_checked(checkout, ui_lang="el", target="zh", size=(60, 15)) as (app, pilot, screen):
        await pilot.press("n", "x", "y", "z", "f10")
        await pilot.pause()
        await pilot.pause()
        assert app.is_running
        assert rows_of(app, screen, "#review-status") == [
            "Η σημείωση άλλαξε και δεν αποθηκεύτηκε: Enter για", "αποθήκευση· F10 ξανά για έξοδο χωρίς αποθήκευση."]


@pytest.mark.parametrize("ui_lang, key, hint, enter", [
    ("en", "slash", ["words of the English or the translation; Enter (empty: the", "same again)"],
     "Enter Search  Esc Cancel"),
    ("en", "g", ["paragraph id, e.g. 12C2(a), 12Γ2(α), 第12条C款2项(a);", "Enter"], "Enter Go to  Esc Cancel"),
    ("el", "slash", ["λέξεις του αγγλικού ή της μετάφρασης· Enter (κενό: ξανά το", "ίδιο)"],
     "Enter Αναζήτηση  Esc Ακύρωση"),
    ("el", "g", ["αριθμός παραγράφου, π.χ. 12Γ2(α), 12C2(a),", "第12条C款2项(a)· Enter"],
     "Enter Μετάβαση  Esc Ακύρωση"),
])
async def test_an_open_line_at_60x16_has_its_hint_under_it_and_no_blank_rows(checkout, ui_lang, key, hint, enter):
    async with review_checked(checkout, ui_lang=ui_lang, target="zh", size=(60, 16)) as (app, pilot, screen):
        await pilot.press(key)
        await pilot.pause()
        await pilot.pause()
        assert screen.query_one("#review-input").placeholder == ""  # not cut on the line's row
        keys = [row.rstrip().replace("\xa0", " ") for row in drawn_rows(app, screen.query_one("#review-keys"))]
        assert keys == [*hint, enter]  # no blank row
        where = rows_of(app, screen, "#review-where")
        assert len(where) == 1 and where[0].endswith("/locales/zh_Hans/LC_MESSAGES/laws.po")
        # the screen's rows: each of them drawn, none blank
        update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
        from textual.strip import Strip

        blank = [row for row in range(16) if not Strip.join(list(update.strips[row])).text.strip()]
        assert blank == []


async def test_on_a_wide_screen_the_hint_stays_on_the_line(checkout):
    async with review_checked(checkout, ui_lang="en", target="zh", size=(120, 30)) as (app, pilot, screen):
        await pilot.press("g")
        await pilot.pause()
        assert screen.query_one("#review-input").placeholder == "paragraph id, e.g. 12C2(a), 12Γ2(α), 第12条C款2项(a); Enter"
        assert rows_of(app, screen, "#review-keys") == ["Enter Go to  Esc Cancel"]
