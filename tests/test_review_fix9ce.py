"""Review screen: the first frame before the checks, a message in the rows there are, the kinds of errors asked
about (issue 9, tester 9af, branch fix9ce). The kinds:

1. START: the law paragraphs were read and checked before the first frame (~29 s blank under load): the screen is
   drawn first, says it is reading, keeps the keys typed meanwhile (a burst: g, the id, Enter, in el and zh) and
   acts on them in order once read; quitting while it reads ends at once. The other side: a reading kept (the
   same files read before) is shown at once, nothing said of reading.
2. A status message with one row (60x16 in tmux, its status bar leaving the screen 15 rows): ``e`` on an official
   text was cut mid-sentence ('Επίσημο κείμενο (…001_….txt), δεν…'): its shortest form, one row, whole in el, en
   and zh. The other side: with two rows (60x16, 80x24) the message still names the source file.
3. The F2 (and approval) question counted errors but named one kind ('2 个新的未解决错误：句子'): each kind with its
   number where it has more than one, the kinds beyond five counted ('… and 2 more kinds'), in the UI's
   language, plural forms. The other side: one error of each kind, each named once, no count.
Real catalogue files in a private copy of the checkout; Textual's pilot, the screen's text as drawn."""

from __future__ import annotations

import threading
import time
from types import SimpleNamespace

import pytest

from helper.tui import review
from helper.tui.review import ReviewApp, ReviewScreen
from tests.support import checked
from tests.test_review_fix9d import burst, chars
from tests.test_review_fix9q import drawn_rows


# ---------------------------------------------------------------- 1. drawn first, read in the background

@pytest.mark.parametrize("ui_lang, target, says, goto", [
    ("el", "el", "γίνεται έλεγχος των μεταφράσεων…", "12Γ2(α)"),
    ("zh", "zh", "正在检查译文…", "12C2(a)"),
])
async def test_the_law_paragraphs_are_read_after_the_first_frame_and_keys_typed_meanwhile_act(
        checkout, ui_lang, target, says, goto, monkeypatch):
    # The reading is held until the keys are typed and the title read: a reading kept from an earlier test of the
    # same run (the same files) ends within a frame, and the keys would then come after it (the CI run of session
    # 23 failed so). The real reading of the real files follows once released.
    release = threading.Event()
    real = review.read_checked

    def held(*args, **kwargs):
        assert release.wait(60), "the reading was never released"
        return real(*args, **kwargs)

    monkeypatch.setattr(review, "read_checked", held)
    app = ReviewApp(ui_lang=ui_lang, target=target, root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, ReviewScreen) and screen.checking and screen.entries == []
        burst(app, [("g", "g"), *chars(goto), ("enter", "\r"), ("down", None)])  # typed before the list is ready
        await pilot.pause()
        title = " ".join(row.strip() for row in drawn_rows(app, screen.query_one("#review-title")))
        assert says in title and screen.checking and screen.entries == []
        release.set()
        await checked(pilot, screen)
        assert len(screen.entries) == 28
        assert screen.current.id == "12C2(b)"  # g 12C2(a) Enter, then down: in order


async def test_a_reading_kept_is_shown_at_once(checkout):
    said = []
    for _ in range(2):  # the second screen: the same files, their reading kept
        app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
        async with app.run_test(size=(80, 24)) as pilot:
            said.append((app.screen.checking, len(app.screen.entries)))
            await checked(pilot, app.screen)
            assert len(app.screen.entries) == 28
    assert said == [(True, 0), (False, 28)]


@pytest.mark.parametrize("key", ["ctrl+x", "f10", "escape"])
async def test_quitting_while_the_law_paragraphs_are_read_does_not_wait(checkout, key, monkeypatch):
    # Read anew, in the background: a reading of the same files kept by an earlier test of the run would be shown at
    # once, nothing left to quit from (m62's CI: the f10 case after the ctrl+x one, its reading kept meanwhile).
    monkeypatch.setattr(review, "reading_kept", lambda *args: False)
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    start = time.monotonic()
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.screen.checking
        await pilot.press(key)
        await pilot.pause()
    assert not app.is_running and time.monotonic() - start < 20


# ---------------------------------------------------------------- 2. a message readable whole in the rows there are

@pytest.mark.parametrize("ui_lang, size, shown", [
    # one row (tmux's status bar: 60x16 less a row): the shortest form, whole
    ("el", (60, 15), ["Επίσημο κείμενο, δεν επεξεργάζεται εδώ: n για σημείωση."]),
    ("en", (60, 14), ["Official text, not edited here: n adds a note."]),
    ("zh", (60, 12), ["正式文本，不在此处编辑：按 n 添加备注。"]),
    # two rows and more: the source file named
    ("el", (60, 16), ["Επίσημο κείμενο (…/sources/001_8288f277c47d1c23.txt), δεν",
                      "επεξεργάζεται εδώ: n για σημείωση."]),
    ("en", (60, 15), ["Official text (…/sources/001_8288f277c47d1c23.txt), not",
                      "edited here: n adds a note."]),
])
async def test_e_on_an_official_text_says_its_message_whole(checkout, ui_lang, size, shown):
    app = ReviewApp(ui_lang=ui_lang, target="el", root=checkout, reviewer="R")
    async with app.run_test(size=size) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        await pilot.press("e")
        await pilot.pause()
        await pilot.pause()
        assert [row.rstrip() for row in drawn_rows(app, screen.query_one("#review-status"))] == shown


# ---------------------------------------------------------------- 3. the kinds of the errors asked about

def errors(*checks: str, severity: str = "error") -> list:
    return [SimpleNamespace(check=check, accepted=None, severity=severity) for check in checks]


@pytest.mark.parametrize("ui_lang, findings, said", [
    ("zh", errors("sentences", "sentences"), "句子（2）"),  # tester 9af's: 2 errors, one kind named
    ("el", errors("sentences", "sentences"), "προτάσεις (2)"),
    ("en", errors("sentences", "number", "sentences"), "sentences (2), number"),
    ("en", errors("sentences", "number", "negation", "brackets", "law-reference", "number", "terminology",
                  "doubled"),
     "sentences, number (2), negation, brackets, law reference and 2 more kinds"),
    ("el", errors("sentences", "number", "negation", "brackets", "law-reference", "terminology", "doubled"),
     "προτάσεις, αριθμός, άρνηση, παρενθέσεις, παραπομπή σε Νόμο και 2 ακόμη είδη"),
    ("zh", errors("sentences", "number", "negation", "brackets", "law-reference", "terminology", "doubled"),
     "句子、数字、否定、括号、条文引用及另外 2 类"),
    ("el", errors("sentences", "number", "negation", "brackets", "law-reference", "terminology", "doubled",
                  "markers"), "προτάσεις, αριθμός, άρνηση, παρενθέσεις, παραπομπή σε Νόμο και 3 ακόμη είδη"),
    # six kinds: the sixth named rather than counted as "1 more"
    ("en", errors("sentences", "number", "negation", "brackets", "law-reference", "terminology"),
     "sentences, number, negation, brackets, law reference, terminology"),
    # the other side: one error of each kind, no count; warnings not listed
    ("en", errors("sentences", "number") + errors("terminology", severity="warning"), "sentences, number"),
    ("zh", errors("sentences", "number"), "句子、数字"),
])
def test_the_question_names_each_kind_and_counts_the_rest(ui_lang, findings, said):
    assert ReviewScreen(ui_lang=ui_lang, target="zh")._checks_list(findings) == said

