"""Review screen confirmations a key could get past (issue 9 §3, tester t9au), fix9if:

1. ``r`` (mark reviewed) on an entry with open errors marked it at once, while ``a`` asked for a second ``a``: the file
   got the same ``# reviewed:`` line an approval writes. ``r`` asks now; a second ``r`` marks.
2. At that question ("any other key cancels") the cancelling key also ran as a command: ``a`` then ``r`` marked the
   entry. It only cancels now.
3. A key pressed twice in one burst (``aa``, F2 F2 in the editor) confirmed a question never drawn. The confirming key
   must come after the question is shown; one of the same burst is not taken, and the status line says so.

12C2(a) in Chinese with a text whose number differs from the English (60% only): open errors.
"""

from __future__ import annotations

from textual import events

from helper.catalog.review import save_review
from tests.support import po_entry
from tests.test_fix9hg import LAWS_ZH, QUICK, review
from tests.test_review_faults import status

WRONG = "平均负分（双人赛中最多为60%）。"
CTXT = "2017|12C2(a)"


def marked(checkout) -> bool:
    return "reviewed:" in (po_entry(checkout, LAWS_ZH, CTXT).tcomment or "")


async def burst(pilot, *keys: str) -> None:
    """``keys`` arriving in one read from the terminal (tmux send-keys ``aa``): every event made before any is
    handled."""
    app = pilot.app
    for key in keys:
        event = events.Key(key, key if len(key) == 1 else None)
        event.set_sender(app)
        app._driver.send_message(event)
    await pilot.pause(QUICK)


R_ASKS = ("This entry has 3 open errors (see Findings). Press r again to mark it reviewed all the same; any other "
          "key cancels.")


async def test_r_on_an_entry_with_open_errors_asks_and_a_second_r_marks_it(checkout):
    save_review("zh", CTXT, text=WRONG, root=checkout)
    async with review(checkout, "zh", "12C2(a)", reviewer="R") as (pilot, screen):
        await pilot.press("r")
        await pilot.pause(QUICK)
        assert status(screen) == R_ASKS
        assert not marked(checkout)
        await pilot.press("r")
        await pilot.pause(QUICK)
        assert marked(checkout)


async def test_r_question_in_chinese_and_greek(checkout):
    save_review("zh", CTXT, text=WRONG, root=checkout)
    for ui, expected in (("zh", "此条目有 3 个未解决的错误（见“发现”）。再按 r 仍标记为已审校；按其他键取消。"),
                         ("el", "Αυτή η καταχώριση έχει 3 ανοιχτά σφάλματα (βλ. Ευρήματα). Πατήστε ξανά r για να τη "
                                "σημειώσετε ως ελεγμένη παρ' όλα αυτά· οποιοδήποτε άλλο πλήκτρο ακυρώνει.")):
        async with review(checkout, "zh", "12C2(a)", reviewer="R", ui_lang=ui) as (pilot, screen):
            await pilot.press("r")
            await pilot.pause(QUICK)
            assert "".join(status(screen).split()) == "".join(expected.split())
    assert not marked(checkout)


async def test_the_key_that_cancels_the_question_only_cancels(checkout):
    save_review("zh", CTXT, text=WRONG, root=checkout)
    async with review(checkout, "zh", "12C2(a)", reviewer="R") as (pilot, screen):
        await pilot.press("a")
        await pilot.pause(QUICK)
        assert status(screen).startswith("This entry has 3 open errors (see Findings). Press a again")
        await pilot.press("r")  # cancels the approval; not run as the mark
        await pilot.pause(QUICK)
        assert screen.pending_approval is None and status(screen) == ""
        assert not marked(checkout)
        await pilot.press("l")  # cancels nothing now: switches to Greek
        await pilot.pause(QUICK)
        assert screen.target == "el"


async def test_aa_in_one_burst_does_not_approve_and_says_to_press_again(checkout):
    save_review("zh", CTXT, text=WRONG, root=checkout)
    async with review(checkout, "zh", "12C2(a)", reviewer="R") as (pilot, screen):
        await burst(pilot, "a", "a")
        assert not marked(checkout)
        assert status(screen) == ("This entry has 3 open errors (see Findings). Press a again to approve it all the "
                                  "same; any other key cancels. a came in the same burst as the key that asked, "
                                  "before the question was shown: not taken. Press a again.")
        await pilot.press("a")  # after a pause, with the question in view: approved
        await pilot.pause(QUICK)
        assert marked(checkout)


async def test_rr_in_one_burst_does_not_mark(checkout):
    save_review("zh", CTXT, text=WRONG, root=checkout)
    async with review(checkout, "zh", "12C2(a)", reviewer="R") as (pilot, screen):
        await burst(pilot, "r", "r")
        assert not marked(checkout)
        assert status(screen).startswith(R_ASKS)


NEGATED = "如对违规的纠正不正确，裁判不得判给调整分。"
"""12A3 in Chinese with a negation the English has not ("may award" as 不得判给): a new error (tester t9au's text)."""


async def test_f2_f2_in_one_burst_shows_the_question_and_saves_nothing(checkout):
    from helper.tui.edit import EditScreen, TranslationArea

    before = po_entry(checkout, LAWS_ZH, "2017|12A3").msgstr
    async with review(checkout, "zh", "12A3", reviewer="R") as (pilot, screen):
        await pilot.press("e")
        await pilot.pause(QUICK)
        editor = pilot.app.screen
        assert isinstance(editor, EditScreen)
        editor.query_one(TranslationArea).load_text(NEGATED)
        await burst(pilot, "f2", "f2")
        await pilot.pause(QUICK)
        assert pilot.app.screen is editor  # still editing: nothing saved
        assert po_entry(checkout, LAWS_ZH, "2017|12A3").msgstr == before
        assert editor.question.startswith("Once saved this text has 1 new open error")
        assert editor._status_line == (editor.question + " F2 came in the same burst as the key that asked, before "
                                       "the question was shown: not taken. Press F2 again.")
        await pilot.press("f2")  # after a pause, the question in view: saved
        await pilot.pause(QUICK)
        await pilot.pause(QUICK)
        assert pilot.app.screen is screen
    assert po_entry(checkout, LAWS_ZH, "2017|12A3").msgstr == NEGATED


# ---------------------------------------------------------------- 4. Escape at the note line's F10 question

async def test_escape_at_the_note_lines_quit_question_closes_only_that_question(checkout):
    from tests.test_fix9hg import LAWS_EL, space, type_slowly

    async with review(checkout, "el", "12A1", ui_lang="el") as (pilot, screen):
        await pilot.press("n")
        await pilot.pause(QUICK)
        await type_slowly(pilot, space(" προσθήκη"))
        box = screen.query_one("#review-input")
        typed = box.value
        assert typed.endswith(" προσθήκη")
        await pilot.press("f10")
        await pilot.pause(QUICK)
        assert status(screen) == ("Η σημείωση άλλαξε και δεν αποθηκεύτηκε: Enter για αποθήκευση· F10 ξανά για έξοδο "
                                  "χωρίς αποθήκευση.")
        await pilot.press("escape")  # closes the quit question only: no discard question, the line as it was
        await pilot.pause(QUICK)
        assert status(screen) == "" and box.display and box.value == typed
        await pilot.press("escape")  # now the note line's own question, as for any changed note
        await pilot.pause(QUICK)
        assert status(screen).startswith("Η σημείωση άλλαξε και δεν αποθηκεύτηκε: Enter για αποθήκευση, Esc ξανά")
        assert box.display and box.value == typed
        await pilot.press("enter")
        await pilot.pause(QUICK)
        assert not box.display
    assert po_entry(checkout, LAWS_EL, "2017|12A1").tcomment.endswith(" προσθήκη")
