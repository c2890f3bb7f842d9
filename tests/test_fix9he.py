"""Review screen leftovers of tester 9ap and check code cleanups (issue 9 §3, branch fix9he). The kinds fixed:

1. KEYS WHILE A MESSAGE SHOWS: at 60x16 a status message of 2-3 rows shrank the keys line to one row
   (``↑↓ Καταχώριση  d Νόμοι/διεπαφή  Esc Κλείσιμο``: most keys gone), though the README says every key shows from
   60x16 up. Now the list lends its rows to the message (hidden while it shows: the panes' headers name the entry)
   and the keys line keeps every key; only where that is still too few (60x15, a 3-row message) does the keys line
   shrink. The other side: with no message, or a message that fits beside every key, the list stays.
Real catalogue files in a private copy of the checkout; Textual's pilot, the screen's text as drawn."""

from __future__ import annotations

import pytest

from helper.tui.review import review_keys
from tests.support import review_checked
from tests.test_review_fix9q import drawn_rows


def rows_of(app, screen, name: str) -> list[str]:
    """The rows of ``name`` as drawn, not blank, the keys' no-break spaces as spaces."""
    return [row.rstrip().replace("\xa0", " ") for row in drawn_rows(app, screen.query_one(name)) if row.strip()]


def keys_shown(app, screen) -> list[str]:
    """The keys (not their labels) the keys line draws, in order."""
    text = " " + " ".join(rows_of(app, screen, "#review-keys")) + " "
    return [key for key, _ in review_keys(screen.ui_lang, screen.domain) if f" {key} " in text]


async def shown(pilot, screen, message: str) -> None:
    """``message`` in the status line, the entry drawn again (as a key's answer is)."""
    screen.message = message
    screen.render_entry()
    for _ in range(3):
        await pilot.pause()


# ---------------------------------------------------------------- 1. the keys keep their rows beside a message

# ``a`` on 12A (no translation yet): the answer, as drawn at 60 columns
NOTHING_TO_APPROVE = {
    "en": ["Nothing to approve: the entry has no translation yet (e", "edits it)."],
    "zh": ["无可审定：此条目尚无译文（按 e 编辑）。"],
    "el": ["Τίποτα προς έγκριση: η καταχώριση δεν έχει ακόμη μετάφραση", "(το e την επεξεργάζεται)."],
}
# the keys line's rows with every key at 60 columns (58 inside its padding), F1 last where it fits
KEY_ROWS = {"en": 5, "zh": 3, "el": 5}


@pytest.mark.parametrize("ui_lang", ["en", "zh", "el"])
async def test_at_60x16_a_two_row_answer_keeps_every_key_and_the_list_lends_its_rows(checkout, ui_lang):
    async with review_checked(checkout, ui_lang=ui_lang, target="zh", size=(60, 16)) as (app, pilot, screen):
        every = [key for key, _ in review_keys(ui_lang, "laws")]
        assert keys_shown(app, screen) == every and screen.query_one("#review-list").display
        await pilot.press("a")
        for _ in range(3):
            await pilot.pause()
        assert rows_of(app, screen, "#review-status") == NOTHING_TO_APPROVE[ui_lang]
        assert keys_shown(app, screen) == every  # was ['↑↓', 'd', 'Esc'] in el
        assert len(rows_of(app, screen, "#review-keys")) == KEY_ROWS[ui_lang]
        # the list lends its rows only where the message needs them: zh's answer is one row, beside every key
        assert screen.query_one("#review-list").display == (ui_lang == "zh")
        # the panes keep their headers and text rows (TEXT_ROWS = 2, at least)
        assert rows_of(app, screen, "#head-en")[0].startswith(("12A - ", "第12条A款 - ", "12Α - "))
        assert screen.query_one("#scroll-en").outer_size.height >= 2
        await shown(pilot, screen, "")  # the message gone: the list back, every key still
        assert screen.query_one("#review-list").display and keys_shown(app, screen) == every
        assert screen.query_one("#review-list").outer_size.height == 2


@pytest.mark.parametrize("ui_lang", ["en", "zh", "el"])
async def test_at_80x24_the_answer_takes_nothing_from_the_list_or_the_keys(checkout, ui_lang):
    async with review_checked(checkout, ui_lang=ui_lang, target="zh", size=(80, 24)) as (app, pilot, screen):
        await pilot.press("a")
        for _ in range(3):
            await pilot.pause()
        shown_rows = rows_of(app, screen, "#review-status")
        assert ("" if ui_lang == "zh" else " ").join(shown_rows) == screen.message
        assert screen.query_one("#review-list").display and not screen._keys_shrunk
        assert keys_shown(app, screen) == [key for key, _ in review_keys(ui_lang, "laws")]


async def test_the_arrows_move_while_the_list_lends_its_rows(checkout):
    """↑↓ moved only in a list shown (move_highlight): with the list lent to a message they did nothing."""
    async with review_checked(checkout, ui_lang="el", target="zh", size=(60, 16)) as (app, pilot, screen):
        await pilot.press("a")
        for _ in range(3):
            await pilot.pause()
        assert not screen.query_one("#review-list").display and screen.current.id == "12A"
        await pilot.press("down")
        for _ in range(3):
            await pilot.pause()
        assert screen.current.id == "12A1" and rows_of(app, screen, "#head-en")[0] == "12Α1 - αγγλικά"
        await shown(pilot, screen, "")  # the list back, the entry shown among its rows
        listed = rows_of(app, screen, "#review-list")
        assert screen.query_one("#review-list").display and any("12Α1" in row.split()[:2] for row in listed), listed


# a question of three rows at 60 columns in Greek (tester 9ap's, after a on an entry with findings)
THREE_ROWS = ("Αυτή η καταχώριση έχει 3 ανοιχτά σφάλματα (βλ. Ευρήματα). Πατήστε ξανά a για να την εγκρίνετε "
              "παρ' όλα αυτά· οποιοδήποτε άλλο πλήκτρο ακυρώνει.")


@pytest.mark.parametrize("size, listed, key_rows", [
    ((60, 16), False, 5),  # the list's 2 rows lent: the three rows and every key
    ((60, 15), True, 1),  # one row fewer: too few still, the keys line gives its rows as before (fix9fe)
    ((80, 24), True, 4),  # room for all: nothing lent
])
async def test_a_three_row_message_in_greek(checkout, size, listed, key_rows):
    async with review_checked(checkout, ui_lang="el", target="zh", size=size) as (app, pilot, screen):
        await shown(pilot, screen, THREE_ROWS)
        status = rows_of(app, screen, "#review-status")
        assert " ".join(status) == THREE_ROWS and len(status) == (3 if size[0] == 60 else 2)
        assert screen.query_one("#review-list").display == listed
        assert len(rows_of(app, screen, "#review-keys")) == key_rows
        if key_rows > 1:
            assert keys_shown(app, screen) == [key for key, _ in review_keys("el", "laws")]


# ---------------------------------------------------------------- 2. the help says the environment's rule as it is

HELP_SAYS = {
    "en": ("the interface language is taken from the environment: the locale is the first of "
           "LC_ALL, LC_MESSAGES and LANG that is set; C or POSIX means English (LANGUAGE is then ignored); otherwise "
           "LANGUAGE is tried first, then the locale"),
    "zh": ("界面语言取自环境变量：区域设置为 LC_ALL、LC_MESSAGES 和 LANG 中第一个已设置的；为 C 或 POSIX "
           "时用英文（此时忽略 LANGUAGE）；否则先试 LANGUAGE，再试该区域设置"),
    "el": ("η γλώσσα διεπαφής λαμβάνεται από το περιβάλλον: η τοπική ρύθμιση είναι η πρώτη από τις "
           "LC_ALL, LC_MESSAGES και LANG που έχει τιμή· C ή POSIX σημαίνει αγγλικά (τότε η LANGUAGE αγνοείται)· "
           "αλλιώς δοκιμάζεται πρώτα η LANGUAGE, μετά η τοπική ρύθμιση"),
}


def squashed(text: str, lang: str) -> str:
    """``text`` with argparse's line breaks undone (Chinese joined with no space where a break fell)."""
    import re

    joined = " ".join(text.split())
    return re.sub(r"(?<=[^\x00-\x7f]) (?=[^\x00-\x7f])", "", joined) if lang == "zh" else joined


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
def test_review_help_says_languages_rule_in_each_language(capsys, lang):
    from tests.support import run

    code, out, _err = run(capsys, "--lang", lang, "review", "--help")
    assert code == 0
    said, says = squashed(out, lang), squashed(HELP_SAYS[lang], lang)
    assert says in said
    assert "LANGUAGE, else" not in said  # the old wording: LANGUAGE first whatever the locale


@pytest.mark.parametrize("environ, chosen", [
    ({"LANG": "C", "LANGUAGE": "zh_CN"}, "en"),  # tester 9ap's: C, LANGUAGE ignored
    ({"LC_ALL": "POSIX", "LANGUAGE": "el", "LANG": "zh_CN.UTF-8"}, "en"),  # LC_ALL first, POSIX
    ({"LANG": "el_GR.UTF-8", "LANGUAGE": "zh_CN"}, "zh"),  # otherwise LANGUAGE first
    ({"LANG": "zh_CN.UTF-8", "LANGUAGE": "fr:el"}, "el"),  # its first known language
    ({"LANG": "zh_CN.UTF-8", "LANGUAGE": "fr"}, "zh"),  # then the locale
    ({"LC_MESSAGES": "el_GR.UTF-8", "LANG": "C"}, "el"),  # the first set of the three, not C
])
def test_the_rule_the_help_says_is_negotiates(environ, chosen):
    from helper.i18n import negotiate

    assert negotiate(None, environ) == chosen


def test_review_help_under_lang_c_with_language_set_is_english(capsys, monkeypatch):
    from tests.support import run

    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C")
    monkeypatch.setenv("LANGUAGE", "zh_CN")
    code, out, _err = run(capsys, "review", "--help")
    assert code == 0 and HELP_SAYS["en"] in squashed(out, "en")


# ---------------------------------------------------------------- 3. the help box looks the same in both apps

def help_box(app) -> tuple:
    """The help's box as drawn: its region (x, y, width, height), its first row's ends, the border's style."""
    from textual.strip import Strip

    box = app.screen.query_one("#help-scroll")
    region = box.region
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    top = Strip.join(list(update.strips[region.y])).text[region.x:region.right]
    return (tuple(region), top[0], top[-1], box.styles.border_top[0])


@pytest.mark.parametrize("size, width", [((80, 24), 78), ((60, 16), 60)])
async def test_the_help_box_in_the_review_app_is_the_directors(size, width):
    """F1 in ``helper review`` (review.tcss only, not helper.tcss): the help was drawn full screen with no box;
    now its own style (HelpScreen.DEFAULT_CSS): at most 78 columns wide, centred, bordered, as in the helper."""
    from helper.tui.app import HelperApp
    from helper.tui.common import HelpScreen
    from helper.tui.review import ReviewApp
    from tests.support import checked

    review = ReviewApp(ui_lang="en", target="el", reviewer="R")  # reads only
    async with review.run_test(size=size) as pilot:
        await checked(pilot, review.screen)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(review.screen, HelpScreen)
        (x, y, w, h), left, right, border = help_box(review)
    assert (x, w, left, right, border) == ((size[0] - width) // 2, width, "┌", "┐", "solid")
    # the help's rows (19 and its border) fit 24 rows: centred, not full height; at 16 rows it scrolls
    assert (y, h) == ((1, 21) if size == (80, 24) else (0, 16))
    director = HelperApp(lang="en")
    async with director.run_test(size=size) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(director.screen, HelpScreen)
        (dx, _dy, dw, _dh), dleft, dright, dborder = help_box(director)
    assert (dx, dw, dleft, dright, dborder) == (x, w, left, right, border)


async def test_the_help_box_keeps_its_ascii_border_under_plain():
    """``--plain`` (the app's class ``plain``): the help's border is ASCII, as helper.tcss had it."""
    from helper.tui.app import HelperApp
    from helper.tui.common import HelpScreen

    app = HelperApp(lang="en", plain=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert help_box(app)[1:] == ("+", "+", "ascii")


# ---------------------------------------------------------------- 4. cleanups: the same results, less work

# the control-character check's inputs (English, translation): a tab, a C1 control alone, one inside a Latin-1 word
# and one beside a Chinese word read as GBK (瑁佸垽 for 裁判), with what it says (its fragment), by hand
CONTROL_ROWS = [
    ("The Director rules.", "裁判\t作出裁定。", "zh", "\\t"),
    ("The Director rules.", "裁判作出裁定。\x85", "zh", "U+0085"),
    ("The Director rules.", "瑁佸垽\t浣滃嚭瑁佸畾銆", "zh", "\\t"),  # GBK damage hides no control character
    ("The Director rules.", "Ο Διαιτητής Ã\x85 αποφασίζει.", "el", None),  # inside the encoding's marks: its finding
    ("The Director rules.\tNext.", "Ο Διαιτητής αποφασίζει.\tΕπόμενο.", "el", None),  # the English has it too
    ("The Director rules.", "Ο Διαιτητής\x07 αποφασίζει.", "el", "U+0007"),
]


@pytest.mark.parametrize("source, target, lang, fragment", CONTROL_ROWS)
def test_control_faults_with_the_damaged_words_given_are_those_found_alone(source, target, lang, fragment):
    from helper.catalog.checks.pair import _control_faults
    from helper.catalog.checks.single import damaged_word_spans

    alone = _control_faults(source, target)
    given = _control_faults(source, target, damaged_word_spans(target, gbk=lang == "zh"))
    assert given == alone
    assert [found for _message, _values, found in given] == ([fragment] if fragment else [])


@pytest.mark.parametrize("source, target, lang, fragment", CONTROL_ROWS)
def test_check_pair_finds_the_damaged_words_once(monkeypatch, source, target, lang, fragment):
    """check_pair found the damaged words and _control_faults found them again: once now, the findings the same."""
    from helper.catalog.checks import pair

    calls = []
    real = pair.damaged_word_spans

    def counted(text, gbk=False):
        calls.append(text)
        return real(text, gbk=gbk)

    monkeypatch.setattr(pair, "damaged_word_spans", counted)
    found = pair.check_pair(source, target, lang, "T1", "messages")
    assert calls == [target]
    escapes = [f.fragment for f in found if f.check == "escapes"]
    assert escapes == ([fragment] if fragment else [])


def test_the_tables_of_words_compile_as_before():
    """restrictions' and opposites' tables (``{kind: {lang: pattern}}``) compiled by one function: the English
    case-blind, the others as written - the patterns as they were."""
    import re

    from helper.catalog.checks import opposites, restrictions

    for compiled, table in ((restrictions._COMPILED, restrictions.RESTRICTIONS),
                            (restrictions._DEGREES, restrictions.DEGREES),
                            (opposites._COMPUTATIONS, opposites.COMPUTATIONS)):
        assert {kind: {lang: (p.pattern, p.flags & re.IGNORECASE) for lang, p in words.items()}
                for kind, words in compiled.items()} == {
            kind: {lang: (p, re.IGNORECASE if lang == "en" else 0) for lang, p in words.items()}
            for kind, words in table.items()}


@pytest.mark.parametrize("source, target, lang, restrictions, degrees, without", [
    # 12C1(e)'s parenthesis and degree dropped (zh): both; kept: neither
    ("The score is adjusted for an extremely serious error (unrelated to the infraction) or a gambling action.",
     "对于严重的错误或冒险行为，调整计分。", "zh",
     ["(unrelated to the infraction)"], ["extremely serious"], []),
    ("The score is adjusted for an extremely serious error (unrelated to the infraction) or a gambling action.",
     "对于与违规无关的极其严重的错误或冒险行为，调整计分。", "zh", [], [], []),
    # Greek, accents and capitals folded: "Άσχετο" and "ΕΞΑΙΡΕΤΙΚΑ" say them; "χωρίς" dropped is found
    ("The score is adjusted for an extremely serious error (unrelated to the infraction).",
     "Η βαθμολογία προσαρμόζεται για ΕΞΑΙΡΕΤΙΚΑ σοβαρό λάθος, Άσχετο με την παράβαση.", "el", [], [], []),
    ("The result is calculated without the dropped results.",
     "Το αποτέλεσμα υπολογίζεται με τα αποτελέσματα.", "el", [], [], ["without the dropped"]),
])
def test_the_sentence_pairs_read_folded(source, target, lang, restrictions, degrees, without):
    from helper.catalog.checks.opposites import without_dropped
    from helper.catalog.checks.restrictions import dropped_degrees, dropped_restrictions

    assert dropped_restrictions(source, target, lang) == restrictions
    assert [words for _sentence, words in dropped_degrees(source, target, lang)] == degrees
    assert without_dropped(source, target, lang) == without
