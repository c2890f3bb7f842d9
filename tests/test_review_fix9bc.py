"""Review screen, issue 9 (fresh tester 9y, branch fix9bc).

1. F10 on the note line with a typed note ("术语待查", "δοκιμή σημείωσης") quit at once, the note lost: any
quit key with text typed and not used on the note, search or go-to line asks first (a second quits); F10 in
the editor on a changed text asks "discard and quit?" and y quits (it went back to the list).
2. A tab pasted into the editor was kept and saved ("。\t其中包括") and the pane drew it as spaces, 包 hidden: a
pasted tab goes in as a space (nothing between Chinese characters), the panes draw a tab as one space, and
``catalog check`` says a control character the English has none of (check ``escapes``).
3. The Greek header at 60x16 dropped the reviewer's name ("μεταφρασμένο  ελέγχθηκε"): the name, cut with … when
long, has precedence over the long status word, which is cut instead.
4. ``helper review`` under a tmux client that is not UTF-8 said "English is used" and exited: no screen opens,
so it says a review of the language cannot be shown here and the attach command for the socket in $TMUX.
Real catalogue files in a private copy of the checkout; Textual's pilot."""

from __future__ import annotations


import pytest
from textual import events
from textual.widgets import Static

from helper.catalog.checks import check_catalogues
from helper.catalog.checks.pair import check_pair
from helper.catalog.review import save_review
from helper.tui.edit import EditScreen
from tests.support import director_review, on_screen, review_checked as review, squash
from tests.test_review_faults import goto, type_in
from tests.test_review_fix9ap import head_rows


# ---------------------------------------------------------------- 1. leaving with typed text

@pytest.mark.parametrize("ui_lang, target, note, asks", [
    ("zh", "zh", "术语待查", "备注已更改但尚未保存：按 Enter 保存；再按 F10 不保存而退出。"),
    ("el", "el", "δοκιμή σημείωσης",
     "Η σημείωση άλλαξε και δεν αποθηκεύτηκε: Enter για αποθήκευση· F10 ξανά για έξοδο χωρίς "
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
        await director_review(pilot, app, checkout)
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


# ---------------------------------------------------------------- 2. a pasted tab

TAB_12A = "在第92B条规定的期限内，经牌手申请或由裁判主动，裁判可以在本规则授权时判给调整分（队式赛见第86条B款）。\t其中包括："


@pytest.mark.parametrize("pasted, expected", [
    ("。\t其中包括：", "。其中包括："),  # the tester's paste (tmux paste-buffer -p): between Chinese, dropped
    ("B\tA\x07", "B A"),  # between Latin letters a space; another control character dropped
])
async def test_a_pasted_tab_goes_in_as_the_reviewer_expects(checkout, pasted, expected):
    async with review(checkout) as (app, pilot, screen):
        await goto(pilot, "12A")
        await pilot.press("e")
        await pilot.pause()
        area = app.screen.query_one("#edit-area")
        area.move_cursor(area.document.end)
        before = area.text
        app.post_message(events.Paste(pasted))
        await pilot.pause()
        await pilot.pause()
        assert area.text == before + expected


async def test_a_tab_in_a_translation_hides_no_character_and_is_a_finding(checkout):
    save_review("zh", "2017|12A", text=TAB_12A, root=checkout, reviewer="R")
    findings = [f for f in check_catalogues(checkout, ("zh",), ("laws",), pairs=False, laws_1997=False, ui_lang="zh")
                if f.paragraph == "2017|12A" and f.accepted is None and f.check != "fuzzy"]
    assert [(f.check, f.severity, f.fragment) for f in findings] == [("escapes", "error", "\\t")]
    assert findings[0].message == ("译文中有英文没有的控制字符（\\t）：终端会把制表符显示为若干空格或根本不显示；"
                                   "请改为一个空格（汉字之间则删去）")
    for correct in (TAB_12A.replace("\t", ""), TAB_12A.replace("\t", " ")):  # no control character: no such finding
        assert not [f for f in check_pair(findings[0].source_text, correct, "zh", "2017|12A", "laws")
                    if f.check == "escapes"]
    async with review(checkout, size=(80, 24)) as (app, pilot, screen):
        await goto(pilot, "12A")
        shown = squash(on_screen(screen.query_one("#col-target", Static)))
        assert "。其中包括：" in shown  # the tester's finding: "。   其中" / "括：", 包 hidden


# ---------------------------------------------------------------- 3. the reviewer's name in a narrow header

# (fix9bc cut the status word to keep the name: "μεταφρ… ελέγχθηκε από Νίκη", "μεταφρα… ελέγχθηκε από Νί…"; since
# fix9gc (tester 9an: "μετα…") the name goes first and the pane's text names the reviewer: tests/test_review_fix9gc.py)
@pytest.mark.parametrize("reviewer, status_line", [
    ("Νίκη", "μεταφρασμένο ελέγχθηκε"),
    ("Νίκος Κωνσταντινίδης", "μεταφρασμένο ελέγχθηκε"),
])
async def test_a_narrow_greek_header_shows_the_reviewers_name(checkout, reviewer, status_line):
    save_review("el", "2017|12A", reviewed=True, root=checkout, reviewer=reviewer)
    async with review(checkout, (60, 16), "el", "el", reviewer) as (app, pilot, screen):
        await goto(pilot, "12A")
        assert screen.current.langs["el"].reviewed.endswith(" by " + reviewer)
        assert head_rows(app, screen) == ["12Α - ελληνικά", status_line]
        assert f"από {reviewer}." in screen.column_body(screen.current, "el").plain  # the name said in the text


# ---------------------------------------------------------------- 4. no review under a tmux client not UTF-8

@pytest.mark.parametrize("environ, command", [
    ({"TMUX": "/tmp/tmux-0/t9y,4242,0"}, "tmux -L t9y -u attach"),  # the tester's named socket
    ({"TMUX": "/tmp/tmux-1000/default,4242,0"}, "tmux -u attach"),
    ({"TMUX": "/srv/sock,4242,0"}, "tmux -S /srv/sock -u attach"),
])
def test_a_review_that_cannot_be_shown_says_so_and_how_to_attach(environ, command):
    from helper.tui.glyphs import review_refused

    said = review_refused("tmux", "zh", ("zh",), environ)
    assert said == ("A tmux client in a locale that is not UTF-8 shows only ASCII: a review of Chinese cannot be "
                    "shown here. To review, detach (Ctrl+B d) and attach with: " + command)
    assert "English is used" not in said and said.isascii()


def test_helper_review_under_such_a_client_exits_with_that_message(monkeypatch, capsys):
    import helper.cli.ui
    from helper.cli import main

    monkeypatch.setenv("TMUX", "/tmp/tmux-0/t9y,4242,0")
    monkeypatch.setattr(helper.cli.ui, "screen_glyphs", lambda environ: "tmux")
    monkeypatch.setattr("sys.stdout.isatty", lambda: True, raising=False)
    monkeypatch.setattr("sys.stdin.isatty", lambda: True, raising=False)
    code = main(["--lang", "zh", "review", "--lang", "zh"])
    assert code == 2
    assert " ".join(capsys.readouterr().err.split()) == (
        "helper: A tmux client in a locale that is not UTF-8 shows only ASCII: a review of Chinese cannot be shown "
        "here. To review, detach (Ctrl+B d) and attach with: tmux -L t9y -u attach")
