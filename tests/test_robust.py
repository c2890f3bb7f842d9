"""No crash, whatever is typed or found on disk (issue 7, section C).

C1: characters Python calls digits (or that NFKC turns into digits) other than
0-9 and ０-９ are refused with a message everywhere a number is read; numbers
of more than 30 digits too. The characters are generated here from
``unicodedata`` over every code point: an oracle independent of
``helper.numbers``.
C2: an answers or settings file is read bounded: a FIFO, /dev/zero, a billion
laughs, deep nesting, an oversized file are each refused with exit 2.
C3: a translation whose placeholders do not fit the English is not used (the
English is shown for that message), and ``catalog check`` reports it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import unicodedata
from decimal import Decimal
from pathlib import Path

import pytest
from textual.widgets import Input, Static

from helper import i18n
from helper.dialogue.engine import AnswerError, Dialogue, check_number, check_text
from helper.dialogue.render import error_text, interpret
from helper.files import SMALL_FILE_LIMIT, FileRefused, read_limited
from helper.i18n import get_translator, parse_number, placeholder_problem
from helper.numbers import NumberError, parse_decimal, parse_int
from helper.rulings import RulingStore
from helper.scoring import ScoringError
from helper.scoring.contract import parse_result
from helper.scoring.notation import parse_field, parse_ns_score, parse_outcomes, parse_table_result
from helper.tui.app import HelperApp
from tests.support import ISSUE_ANSWERS_YAML, REPO, assert_user_error, copy_checkout, on_screen, run, squash

# ---------------------------------------------------------------- the oracle

_ALLOWED = set("0123456789") | {chr(0xFF10 + i) for i in range(10)}
ALL_CHARS = [chr(c) for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF]

# Every character for which str.isdigit() or str.isdecimal() is true, but that
# is neither an ASCII nor a full-width digit: 768 with Python 3.11's Unicode 14.
REFUSED_DIGITS = [c for c in ALL_CHARS if (c.isdigit() or c.isdecimal()) and c not in _ALLOWED]
# Of those, the ones int() cannot read (the fuzzer's crashes: ❶ ➊ ⓵ ፩ ...).
INT_CANNOT_READ = []
for _c in REFUSED_DIGITS:
    try:
        int(_c)
    except ValueError:
        INT_CANNOT_READ.append(_c)
# Characters NFKC turns into an ASCII digit without being digits themselves (㍘, ㎡ ...),
# and numerals (isnumeric: ½, Ⅻ, 三): none of them is read as a number either.
NFKC_DIGITS = [c for c in ALL_CHARS if c not in _ALLOWED and not c.isdigit()
               and any(d in "0123456789" for d in unicodedata.normalize("NFKC", c))]
NUMERALS = [c for c in ALL_CHARS if c.isnumeric() and not c.isdigit() and not c.isdecimal()]


def test_the_oracle_holds_the_fuzzers_characters():
    for char in "❶➊⓵፩❸":
        assert char in INT_CANNOT_READ
    for char in "²①٣𝟑":  # int() reads ٣ and 𝟑, NFKC makes ² and ① a digit: all refused
        assert char in REFUSED_DIGITS
    assert len(REFUSED_DIGITS) > 700 and len(INT_CANNOT_READ) > 69
    assert "0" not in REFUSED_DIGITS and "０" not in REFUSED_DIGITS


# ---------------------------------------------------------------- C1: the readers

def test_every_refused_digit_is_refused_by_every_reader():
    for char in REFUSED_DIGITS + NFKC_DIGITS + NUMERALS:
        for text in (char, "4" + char, char + "0"):
            with pytest.raises(NumberError) as caught:
                parse_int(text)
            assert caught.value.code == "digit", text
            with pytest.raises(NumberError) as caught:
                parse_decimal(text)
            assert caught.value.code == "digit", text
        for lang in ("en", "zh", "el"):
            with pytest.raises(NumberError) as caught:
                parse_number("2" + char, lang)
            assert caught.value.code == "digit"


def test_every_refused_digit_is_refused_in_results_outcomes_and_travellers():
    for char in REFUSED_DIGITS + NFKC_DIGITS:
        cases = [
            (parse_table_result, f"{char}SN="), (parse_table_result, f"4SN-{char}"),
            (parse_table_result, f"+42{char}"), (parse_ns_score, f"-{char}0"),
            (parse_field, f"420, {char}50"), (parse_outcomes, f"{char}0 4SN=; 40 4SN-1"),
            (parse_outcomes, f"60 4SN=; 40 4SN-{char}"), (parse_result, f"3NT{char}S="),
        ]
        for reader, text in cases:
            with pytest.raises(ScoringError) as caught:
                reader(text)
            assert caught.value.code == "digit", (reader.__name__, text)


def test_ascii_and_full_width_digits_are_read_exactly():
    assert parse_int("４２０") == 420
    assert parse_int(" -50 ") == -50
    assert parse_int("−50") == -50  # the Unicode minus
    assert parse_decimal("１５.６") == Decimal("15.6")
    assert parse_number("１５，６", "el") == Decimal("15.6")
    # 4S made by North, none vulnerable: 120 + 300 game bonus = +420 (Law 77)
    assert parse_table_result("４ＳＮ＝") == 420
    assert parse_table_result("4SN+１") == 450  # one overtrick: +30
    assert parse_field("４２０，４５０") == [420, 450]


def test_a_number_of_30_digits_is_read_and_31_refused():
    assert parse_int("9" * 30) == 10 ** 30 - 1
    with pytest.raises(NumberError) as caught:
        parse_int("9" * 31)
    assert caught.value.code == "length"
    assert parse_number("1" * 30, "en") == Decimal("1" * 30)
    for text in ("1" * 31, "1" * 16 + "." + "1" * 15, "1" * 5000):
        with pytest.raises(NumberError) as caught:
            parse_number(text, "en")
        assert caught.value.code == "length"
    for text in ("4S+" + "1" * 5000, "+" + "1" * 5000, "60 4SN=; " + "4" * 31 + " 4SN-1"):
        with pytest.raises(ScoringError) as caught:
            parse_table_result(text) if ";" not in text else parse_outcomes(text)
        assert caught.value.code == "length", text[:10]


def test_a_long_traveller_is_not_a_long_number():
    # 100 tables of +420: 300 digits in all, each number 3 digits long.
    assert parse_field(", ".join(["420"] * 100)) == [420] * 100
    assert parse_field(",".join(["420"] * 100)) == [420] * 100


# ---------------------------------------------------------------- C1: the dialogue

def _node(node_id: str):
    return Dialogue().graph[node_id]


def test_dialogue_answer_checks_refuse_them_with_a_message():
    top, table_result, situation = _node("top"), _node("table_result"), _node("situation")
    for char in INT_CANNOT_READ + ["²", "٣", "𝟑", "①"]:
        with pytest.raises(AnswerError) as caught:
            check_number(top, "2" + char)
        assert caught.value.code == "digit"
        for lang in ("en", "zh", "el"):
            with pytest.raises(AnswerError) as caught:
                interpret(top, char, lang)
            assert caught.value.code == "digit"
            with pytest.raises(AnswerError) as caught:
                interpret(situation, char, lang)  # a choice question
            assert caught.value.code == "digit"
        with pytest.raises(AnswerError) as caught:
            check_text(table_result, f"{char}SN=", {})
        assert caught.value.code == "parse" and caught.value.value.code == "digit"
    with pytest.raises(AnswerError) as caught:
        interpret(top, "1" * 31, "en")
    assert caught.value.code == "length"
    # Full-width digits still choose and count.
    assert interpret(situation, "１", "zh") == situation.choices[0].value
    assert interpret(top, "２４", "zh") == Decimal(24)


@pytest.mark.parametrize("lang, expected", [
    ("en", "❶ has a character that looks like a digit but is not one: type the digits 0-9."),
    ("zh", "❶ 含有看似数字但并非数字的字符：请输入数字 0-9。"),
    ("el", "Το ❶ έχει χαρακτήρα που μοιάζει με ψηφίο αλλά δεν είναι: πληκτρολογήστε τα ψηφία 0-9."),
])
def test_the_digit_message_in_each_language(lang, expected):
    with pytest.raises(AnswerError) as caught:
        interpret(_node("top"), "❶", lang)
    assert error_text(caught.value, lang) == expected


# ---------------------------------------------------------------- C1: the command line

def test_cli_score_contract_with_a_circled_digit_is_a_user_error(capsys):
    code, out, err = run(capsys, "score", "contract", "❸NT=", "--declarer", "S")
    assert_user_error(code, out, err, "❸NT=", "0-9")
    assert "internal error" not in err


@pytest.mark.parametrize("argv", [
    ["score", "contract", "3NT=❶", "--declarer", "S"],
    ["score", "contract", "4S+" + "1" * 5000, "--declarer", "N"],
    ["score", "imps", "❶"],
    ["score", "imps", "²"],  # NFKC would read it as 2: a silently wrong score
    ["score", "imps", "٣00"],
    ["score", "imps", "1" * 31],
    ["score", "matchpoints", "--field", "420,❶", "--score", "420"],
    ["score", "matchpoints", "--field", "420,450", "--score", "❸"],
    ["score", "matchpoints", "--field", "420,450", "--score", "420", "--scale", "٢"],
    ["score", "matchpoints", "--field", "420,450", "--score", "420", "--expected", "➊0"],
    ["score", "weighted", "--scoring", "mp", "--field", "420,450", "--outcome", "❶0:4SN=", "--outcome", "40:4SN-1"],
    ["score", "weighted", "--scoring", "imps", "--other-table", "+1⓻0", "--outcome", "100:4HS="],
    ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct", "--top", "❷4"],
    ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct", "--ns-session", "6፭"],
    ["score", "knockout", "--ns", "❺", "--ew", "2"],
])
def test_cli_refuses_digits_it_does_not_read(capsys, argv):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert "Traceback" not in err and "internal error" not in err
    assert out == ""


def test_cli_every_digit_int_cannot_read_is_a_user_error(capsys):
    for char in INT_CANNOT_READ:
        for argv in (["score", "contract", f"{char}NT=", "--declarer", "S"],
                     ["score", "matchpoints", "--field", f"420,{char}", "--score", "420"],
                     ["score", "imps", char]):
            code, out, err = run(capsys, *argv)
            assert code == 2, (char, argv, err)
            assert "internal error" not in err


def test_cli_digit_message_is_localized(capsys):
    code, out, err = run(capsys, "--lang", "zh", "score", "contract", "❸NT=", "--declarer", "S")
    assert_user_error(code, out, err, "❸NT= 含有看似数字但并非数字的字符")
    code, out, err = run(capsys, "--lang", "el", "score", "imps", "❶")
    assert code == 2 and "έχει χαρακτήρα που μοιάζει με ψηφίο" in err


def test_cli_full_width_digits_still_score(capsys):
    code, out, err = run(capsys, "score", "imps", "３００")
    assert code == 0 and out.strip() == "300 points = 7 IMPs (Law 78B)"  # 270-310 points: 7 IMPs
    code, out, err = run(capsys, "score", "contract", "4S+１", "--declarer", "N")
    assert code == 0 and out.strip() == "4SN+1: NS +450, EW -450 (Law 77)"


# ---------------------------------------------------------------- C1: the screen

FOULED_BOARD_KEYS = ["1", "1", "1", "1", "3"]  # no result, no director error, pairs, NS none, EW direct


async def test_screen_circled_digit_at_a_choice_and_a_number_question():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        status = app.query_one("#status", Static)
        answer = app.query_one("#answer", Input)
        for char in ("❶", "²", "٣"):
            await pilot.press(char)  # not a choice key: it goes on the line
            await pilot.pause()
            assert answer.value == char and app.dialogue.answers == []
            await pilot.press("enter")
            await pilot.pause()
            assert "looks like a digit" in " ".join(on_screen(status).split())
            assert app.dialogue.answers == [] and answer.value == char  # kept, nothing recorded
            await pilot.press("end", "ctrl+u")
        for key in FOULED_BOARD_KEYS:
            await pilot.press(key, "enter")  # a digit only fills the line: Enter answers
            await pilot.pause()
        assert app.dialogue.current.id == "board_results"
        for key in ("1", "❸"):
            await pilot.press(key)
        await pilot.pause()
        assert "looks like a digit" in " ".join(on_screen(status).split())  # said as typed
        await pilot.press("enter")
        await pilot.pause()
        assert app.dialogue.current.id == "board_results" and len(app.dialogue.answers) == 5


async def test_screen_circled_digit_in_a_result():
    app = HelperApp(lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        for key in ("6", "1", "1", "1"):  # result obtained, NS non-offending, pairs, none vulnerable
            await pilot.press(key, "enter")  # a digit only fills the line: Enter answers
            await pilot.pause()
        assert app.dialogue.current.id == "table_result"
        box = app.query_one("#answer", Input)
        for char in "❸SN=":
            box.insert_text_at_cursor(char)
            await pilot.pause()
        assert squash("含有看似数字但并非数字的字符") in squash(on_screen(app.query_one("#status", Static)))
        await pilot.press("enter")
        await pilot.pause()
        assert app.dialogue.current.id == "table_result" and len(app.dialogue.answers) == 4
        assert box.value == "❸SN="


# ---------------------------------------------------------------- C2: files

BILLION_LAUGHS = """\
a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
"""
GOOD_ANSWERS = ISSUE_ANSWERS_YAML


def test_answers_billion_laughs_is_refused(capsys, tmp_path):
    path = tmp_path / "lol.yaml"
    path.write_text(BILLION_LAUGHS, encoding="utf-8")
    assert path.stat().st_size < 600
    code, out, err = run(capsys, "rule", "--answers", str(path))
    assert_user_error(code, out, err, "YAML aliases (*name) are not accepted")
    code, out, err = run(capsys, "--lang", "el", "rule", "--answers", str(path))
    assert_user_error(code, out, err, "τα ψευδώνυμα YAML (*name) δεν γίνονται δεκτά")


def test_answers_nesting_is_bounded(capsys, tmp_path):
    deep = tmp_path / "deep.yaml"
    deep.write_text("situation: " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    code, out, err = run(capsys, "rule", "--answers", str(deep))
    assert_user_error(code, out, err, "nested more than 8 levels deep")
    # 8 levels (the mapping and 7 lists) are read: the answer is then merely wrong.
    ok = tmp_path / "eight.yaml"
    ok.write_text("situation: " + "[" * 7 + "]" * 7 + "\n", encoding="utf-8")
    code, out, err = run(capsys, "rule", "--answers", str(ok))
    assert code == 2 and "nested" not in err and "situation" in err


def test_answers_file_size_is_bounded_at_64_kib(capsys, tmp_path):
    padding = lambda size: "#" * (size - len(GOOD_ANSWERS) - 1) + "\n"  # noqa: E731
    exact = tmp_path / "exact.yaml"
    exact.write_text(GOOD_ANSWERS + padding(SMALL_FILE_LIMIT), encoding="utf-8")
    assert exact.stat().st_size == 64 * 1024
    code, out, err = run(capsys, "rule", "--answers", str(exact))
    assert code == 0, err
    assert out.splitlines()[0] == "12C2(a), 12C2(c): NS 65% = 15.6 MP, EW 40% = 9.6 MP"
    over = tmp_path / "over.yaml"
    over.write_text(GOOD_ANSWERS + padding(SMALL_FILE_LIMIT + 1), encoding="utf-8")
    code, out, err = run(capsys, "rule", "--answers", str(over))
    assert_user_error(code, out, err, "larger than 64 KiB")


def test_answers_from_dev_zero_and_a_directory_are_refused(capsys, tmp_path):
    for path in ("/dev/zero", str(tmp_path)):
        code, out, err = run(capsys, "rule", "--answers", path)
        assert_user_error(code, out, err, "not a regular file")


def test_answers_huge_integer_is_a_user_error(capsys, tmp_path):
    path = tmp_path / "big.yaml"
    path.write_text(GOOD_ANSWERS.replace("top: 24", "top: " + "9" * 5000), encoding="utf-8")
    code, out, err = run(capsys, "rule", "--answers", str(path))
    assert code == 2 and "internal error" not in err and "Traceback" not in err


def _helper(*argv, timeout=60):
    env = {**os.environ, "LANGUAGE": "en", "PYTHONIOENCODING": "utf-8"}
    return subprocess.run([sys.executable, "-m", "helper", *argv], capture_output=True, text=True,
                          timeout=timeout, env=env, cwd=REPO)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_does_not_hang(tmp_path):
    fifo = tmp_path / "answers.fifo"
    os.mkfifo(fifo)  # nobody ever writes to it: reading it would block forever
    result = _helper("rule", "--answers", str(fifo))  # subprocess.TimeoutExpired if it hung
    assert result.returncode == 2 and "not a regular file" in result.stderr
    result = _helper("--settings", str(fifo), "score", "knockout", "--ns", "5", "--ew", "2")
    assert result.returncode == 2 and "not a regular file" in result.stderr
    with pytest.raises(FileRefused) as caught:
        read_limited(fifo)
    assert caught.value.code == "not_regular"


def test_settings_file_bounded(capsys, tmp_path):
    deep = tmp_path / "deep.toml"
    deep.write_text("x = " + "[" * 30000 + "]" * 30000 + "\n", encoding="utf-8")
    assert deep.stat().st_size <= SMALL_FILE_LIMIT
    code, out, err = run(capsys, "--settings", str(deep), "score", "knockout", "--ns", "5", "--ew", "2")
    assert_user_error(code, out, err, "Settings file not usable")
    big = tmp_path / "big.toml"
    big.write_text("[adjusted]\naverage_pct = 50\n" + "#" * SMALL_FILE_LIMIT + "\n", encoding="utf-8")
    code, out, err = run(capsys, "--settings", str(big), "score", "knockout", "--ns", "5", "--ew", "2")
    assert_user_error(code, out, err, "larger than 64 KiB")
    code, out, err = run(capsys, "--settings", "/dev/zero", "score", "knockout", "--ns", "5", "--ew", "2")
    assert_user_error(code, out, err, "not a regular file")
    huge = tmp_path / "huge.toml"  # int() refuses more than 4300 digits
    huge.write_text("[adjusted]\naverage_pct = " + "9" * 5000 + "\n", encoding="utf-8")
    code, out, err = run(capsys, "--settings", str(huge), "score", "knockout", "--ns", "5", "--ew", "2")
    assert_user_error(code, out, err, "Settings file not usable")


def test_read_limited_boundary(tmp_path):
    path = tmp_path / "f"
    path.write_bytes(b"x" * 10)
    assert read_limited(path, limit=10) == b"x" * 10
    with pytest.raises(FileRefused) as caught:
        read_limited(path, limit=9)
    assert caught.value.code == "too_large" and caught.value.limit == 9


# ---------------------------------------------------------------- C3: translations

SUMMARY = "{laws}: NS {ns}, EW {ew}"


@pytest.mark.parametrize("translation, problem", [
    ("{laws}: ΒΝ {ns}, ΑΔ {ew}", None),
    ("{ew} {ns} {laws}", None),                       # order is free
    ("{laws}: ΒΝ {ns}, ΑΔ {eww}", "unknown"),         # the issue's misspelling
    ("{laws}: ΒΝ {ns.__class__}, ΑΔ {ew}", "unknown"),  # attribute access
    ("{laws}: ΒΝ {ns}, ΑΔ {ew} {0[1]}", "unknown"),   # index access
    ("{laws}: ΒΝ {ns}, ΑΔ {ew} {}", "unknown"),        # positional
    ("{laws}: ΒΝ {ns}, ΑΔ {ew:>999999999}", "unknown"),  # a format spec the English lacks
    ("{laws}: ΒΝ {ns}, ΑΔ {ew!r}", "unknown"),        # a conversion the English lacks
    ("{laws}: ΒΝ {ns}", "missing"),                   # EW's score would be lost
    ("{laws}: ΒΝ {ns}, ΑΔ {ew", "braces"),
    ("{laws}: ΒΝ {ns}, ΑΔ {ew} }", "braces"),
])
def test_placeholder_problem(translation, problem):
    assert placeholder_problem(SUMMARY, translation) == problem


def test_placeholder_problem_percent_and_plural():
    argparse_error = "%(prog)s: error: %(message)s\n"
    assert placeholder_problem(argparse_error, "%(prog)s: σφάλμα: %(message)s\n") is None
    assert placeholder_problem(argparse_error, "%(progg)s: σφάλμα: %(message)s\n") == "percent"
    assert placeholder_problem(argparse_error, "%(prog)s: σφάλμα: %(message\n") == "percent"
    assert placeholder_problem("unrecognized arguments: %s", "άγνωστα ορίσματα: %d") == "percent"
    assert placeholder_problem("60% of the matchpoints", "60% των βαθμών") is None  # no placeholder
    singular, plural = "{count} ruling written to {file}", "{count} rulings written to {file}"
    assert placeholder_problem(singular, "μία απόφαση γράφτηκε στο {file}", plural) is None
    assert placeholder_problem(singular, "{count} αποφάσεις γράφτηκαν", plural) is None  # a plural form may
    assert placeholder_problem(singular, "{count} αποφάσεις στο {fille}", plural) == "unknown"


def test_the_shipped_catalogues_have_no_rejected_translation():
    for lang in ("zh", "el"):
        assert get_translator(lang).rejected == ()


def _inject(root: Path, lang_dir: str, msgid: str, bad: str) -> None:
    import polib

    path = root / "locales" / lang_dir / "LC_MESSAGES" / "messages.po"
    catalogue = polib.pofile(str(path), wrapwidth=0)
    entry = catalogue.find(msgid)
    assert entry is not None and entry.msgstr
    entry.msgstr = bad
    catalogue.save(str(path))


@pytest.fixture
def bad_greek(tmp_path, monkeypatch):
    """A private checkout whose Greek catalogue misspells {ew} as {eww} in the ruling's
    summary and reaches for an attribute in the table-result line."""
    root = copy_checkout(tmp_path / "checkout")
    _inject(root, "el", SUMMARY, "{laws}: ΒΝ {ns}, ΑΔ {eww}")
    _inject(root, "el", "Table result: NS {ns}, EW {ew}", "Αποτέλεσμα τραπεζιού: ΒΝ {ns.__class__}, ΑΔ {ew}")
    _inject(root, "el", "%(prog)s: error: %(message)s\n", "%(progg)s: σφάλμα: %(message)s\n")
    monkeypatch.setattr(i18n, "locales_dir", lambda: root / "locales")
    i18n._cache.clear()
    yield root
    i18n._cache.clear()


def test_a_bad_translation_falls_back_to_english(bad_greek):
    translator = get_translator("el")
    assert translator.gettext(SUMMARY) == SUMMARY
    assert translator.gettext("Table result: NS {ns}, EW {ew}") == "Table result: NS {ns}, EW {ew}"
    assert set(translator.rejected) == {
        (SUMMARY, "unknown", ("{eww}",), ("{ew}",)),  # (the reason, the fields named: fix9ge)
        ("Table result: NS {ns}, EW {ew}", "unknown", ("{ns.__class__}",), ("{ns}",)),
        ("%(prog)s: error: %(message)s\n", "percent", (), ())}
    # the rest of the catalogue is still Greek
    assert translator.gettext("{laws}: no adjusted score") == "{laws}: καμία επανορθωτική βαθμολογία"


def test_a_bad_argparse_translation_is_not_a_traceback(bad_greek, capsys):
    code, out, err = run(capsys, "--lang", "el", "score", "imps")
    assert code == 2 and "Traceback" not in err
    assert "helper score imps: σφάλμα" not in err and "helper score imps: error: " in err


def test_catalog_check_reports_the_bad_translation(bad_greek):
    from helper.catalog.checks import check_catalogues

    findings = check_catalogues(bad_greek, langs=("el",), domains=("messages",))
    placeholders = {f.paragraph: f for f in findings if f.check == "placeholders"}
    assert set(placeholders) == {SUMMARY, "Table result: NS {ns}, EW {ew}", "%(prog)s: error: %(message)s\n"}
    assert all(f.severity == "error" for f in placeholders.values())
    assert placeholders[SUMMARY].message == ("a placeholder the English does not have: {eww} (a misspelt "
                                             "name, or a dot, bracket or colon in it); the helper shows the English instead")


async def test_a_ruling_in_greek_with_a_bad_translation_is_shown_and_recorded(bad_greek, tmp_path):
    # Greek, English fallback for the summary only: ΒΝ/ΑΔ become NS/EW, the
    # laws and numbers stay Greek (12Γ2(α), 15,6) - the Greek summary of
    # tests/test_tui.py with the English template.
    expected = "12Γ2(α), 12Γ2(γ): NS 65% = 15,6 βαθμοί αγώνα, EW 40% = 9,6 βαθμοί αγώνα"
    store = RulingStore.open(tmp_path / "rulings.sqlite3")
    try:
        app = HelperApp(lang="el", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            for key in FOULED_BOARD_KEYS:
                await pilot.press(key, "enter")  # a digit only fills the line: Enter answers
                await pilot.pause()
            for text in ("13", "65"):  # board played 13 times: top 2x(13-1) = 24
                for char in text:
                    await pilot.press(char)
                await pilot.press("enter")
                await pilot.pause()
            await pilot.press("enter")  # EW session: skipped
            await pilot.pause()
            assert app.dialogue.finished
            drawn = squash("".join(on_screen(w) for w in app.query("#transcript Static")))
            assert squash(expected) in drawn
        [record] = store.rulings()
        assert record.summary == expected and record.lang == "el"
    finally:
        store.close()


# ---------------------------------------------------------------- typed answers, fuzzed

def test_typed_answers_are_accepted_or_refused_never_a_crash():
    """Seeded random answers (digits of every kind, signs, separators, letters, long runs) at
    every question of the graph, in each language: each is an answer or an AnswerError."""
    import random

    rng = random.Random(7)
    alphabet = (list("0123456789+-.,%=:;/ SNEWXHDCTsnpa") + ["０", "５", "，", "＝", "−", "♠", "南", "Χ", "Ν"]
                + rng.sample(REFUSED_DIGITS, 40) + rng.sample(NUMERALS, 10) + rng.sample(NFKC_DIGITS, 10))
    questions = Dialogue().graph.questions()
    variables = {"vulnerability": "none"}
    for _round in range(100):
        for node in questions:
            length = rng.choice([1, 2, 3, 5, 8, 40])
            text = "".join(rng.choice(alphabet) for _ in range(length))
            if rng.random() < 0.05:
                text = rng.choice("123456789") * rng.choice([31, 4400])
            for lang in ("en", "zh", "el"):
                try:
                    value = interpret(node, text, lang)
                    if node.type == "text":
                        check_text(node, value, variables)
                    elif node.type == "number":
                        check_number(node, value)
                except AnswerError as exc:
                    assert error_text(exc, lang)  # a message in that language, no crash
