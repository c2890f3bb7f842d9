"""Helpers shared by the tests: running the command line, reading the screen."""

from __future__ import annotations

import json
import shutil
from contextlib import asynccontextmanager
from functools import cache
from pathlib import Path

import pytest
from textual.geometry import Region

from helper.cli import main


def walk(answers, settings=None, dialogue=None):
    """A dialogue (``dialogue``, else a new one with ``settings``) given ``answers`` in order."""
    from helper.dialogue.engine import Dialogue

    dialogue = dialogue or Dialogue(settings=settings)
    for answer in answers:
        dialogue.answer(answer)
    return dialogue


# The brief's case as a file of answers for ``helper rule --answers``: NS not at fault, EW
# directly at fault, NS's session 65%, a top of 24.
ISSUE_ANSWERS_YAML = """\
situation: no_result
director_error: "no"
form: pairs
ns_fault: none
ew_fault: direct
top: 24
ns_session_pct: 65
"""


def run(capsys, *argv):
    """Run the command line in-process; returns (exit code, stdout, stderr)."""
    try:
        code = main(list(argv))
    except SystemExit as exc:  # argparse exits on its own errors
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys, *argv):
    """Run a command with --json; it must succeed. Returns the parsed JSON."""
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0, err
    return json.loads(out)


def assert_user_error(code, out, err, *parts):
    """A bad input: exit 2, a message on stderr naming ``parts``, no traceback, nothing on stdout."""
    assert code == 2
    assert "Traceback" not in err and "Traceback" not in out
    assert out == ""
    assert err.strip(), "a message on stderr"
    for part in parts:
        assert part in err


def on_a_terminal(*argv: str, env: dict[str, str], timeout: float = 120):
    """Run ``python -m helper *argv`` (this checkout) with ``env``, its standard output on a
    pseudo-terminal, standard error a pipe. Returns (the finished process, the bytes written to the
    terminal). Skipped where there are no pseudo-terminals."""
    import os
    import subprocess
    import sys

    import pytest

    pty = pytest.importorskip("pty")
    master, slave = pty.openpty()
    done = subprocess.run([sys.executable, "-m", "helper", *argv], stdout=slave, stderr=subprocess.PIPE,
                          env=env, cwd=REPO, timeout=timeout)
    os.close(slave)
    shown = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        shown += chunk
    os.close(master)
    return done, shown


def on_screen(widget) -> str:
    """The text the widget draws (wrapped as on the terminal), padding included:
    its content size would cut the last column of a padded widget's lines."""
    strips = widget.render_lines(Region(0, 0, widget.outer_size.width, widget.outer_size.height))
    return "\n".join(strip.text.rstrip() for strip in strips)


def squash(text: str) -> str:
    """Text with all whitespace removed: compares drawn (wrapped) text with its source."""
    return "".join(text.split())


REPO = Path(__file__).resolve().parent.parent

PAIRS_TO_SCORE = ["1", "enter", "1", "enter", "1", "enter", "1", "enter", "3", "enter", "1", "3", "enter",
                  "6", "5", "enter", "enter"]
"""The keys of a pairs ruling walked to its score in the TUI: no result, not the Director's error,
pairs, NS not at fault, EW directly at fault, 13 results (top 24, Law 78A), NS session 65%, EW's
session skipped: NS 65% = 15.6 MP, EW 40% = 9.6 MP (Law 12C2(a), (c)); recorded at its score."""


def po_entry(root: Path, relative: Path, context: str | None = None, msgid: str | None = None):
    """The one live (not obsolete) entry of the catalogue ``root / relative`` with msgctxt
    ``context`` and/or msgid ``msgid`` (a polib entry); fails unless exactly one matches."""
    import polib

    [found] = [e for e in polib.pofile(str(root / relative))
               if (context is None or e.msgctxt == context) and (msgid is None or e.msgid == msgid)
               and not e.obsolete]
    return found


def copy_checkout(target: Path) -> Path:
    """Copy what the catalogue build and the review read and write (helper/, laws_text/,
    locales/, pyproject.toml) into ``target``: a private checkout a test may change."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("helper", "laws_text", "locales"):
        shutil.copytree(REPO / name, target / name, ignore=ignore)
    shutil.copy2(REPO / "pyproject.toml", target / "pyproject.toml")
    return target


async def checked(pilot, screen, timeout: float = 900) -> None:
    """Wait until ``screen`` (a ReviewScreen) has read and checked its catalogues (its first reading, the law
    paragraphs' too, ``d``, a save into a large catalogue: the checks run in the background, issue 9) and the keys held meanwhile have acted: as a person
    waits while the title says it is checking. The checks take 8-10 s on an idle machine and minutes under a
    full run beside other work (over 120 s at load 22 on 2 cores): no fixed wait decides, the checking worker
    does - fails at once when it ended without the screen being loaded (an error, cancelled), and only after
    ``timeout`` seconds (a hung check) otherwise."""
    import asyncio
    import time

    from textual.worker import WorkerState

    def ended_unloaded() -> list:
        return [worker for worker in screen.workers if worker.group == "review-load"
                and worker.state in (WorkerState.ERROR, WorkerState.CANCELLED)]

    deadline = time.monotonic() + timeout
    await pilot.pause()
    while (screen.checking or not screen.keys_are_ready) and time.monotonic() < deadline:
        assert not (screen.checking and ended_unloaded()), f"the checks ended without a result: {ended_unloaded()}"
        await asyncio.sleep(0.05)
        await pilot.pause()
    await pilot.pause()
    assert not screen.checking


def settled(capture, quiet: float = 0.4, timeout: float = 15) -> str:
    """The screen ``capture()`` gives once it has stopped changing for ``quiet`` seconds (at most
    ``timeout`` seconds): a person reads the new question before typing its answer. Terminal
    tests wait for it where keys must reach a question already drawn (issue 7: keys that arrive
    before their question is drawn are refused, and a loaded machine draws late)."""
    import time

    deadline = time.monotonic() + timeout
    last, since = capture(), time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.1)
        now = capture()
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet:
            break
    return last


async def until(pilot, condition, seconds: float = 30.0) -> None:
    """Let the app run (``pilot`` pauses) until ``condition()`` is true, at most ``seconds`` (wall
    clock; a loaded machine is slow, a hung app is not waited for forever); fails if it never is.
    The one wait of the pilot tests: no fixed pause decides what has happened."""
    import asyncio
    import time

    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"not within {seconds} s: {condition.__doc__ or condition}"
        await asyncio.sleep(0.05)
        await pilot.pause()


def shown(app) -> bool:
    """Whether a person sees what ``app`` (a HelperApp) asks now: its first frame is written (the
    start-up frames are held, ``start_drawn``) and a take-over box on top is drawn (its ``shown``;
    one the Director's own key asked, ``known``, counts at once), else the question is
    (``_question_shown``, None until a frame shows it: issue 7)."""
    from helper.tui.common import ConfirmScreen

    if not getattr(app, "start_drawn", True):
        return False
    screen = app.screen
    if isinstance(screen, ConfirmScreen):
        return screen.known or screen.shown is not None
    return app._question_shown is not None


async def until_shown(pilot, app, seconds: float = 30.0) -> None:
    """Wait, as a Director reads before typing, until ``app`` shows what it asks (:func:`shown`): after
    a start, a resume, a take-over or take-back, Back or F2, a screen closed over the question. The app
    refuses keys typed before as too early (issue 7), and a loaded machine draws late (the CI run of
    8f7a019: "3 Enter Enter" typed in a taking-over helper before its first frame were refused)."""
    await until(pilot, lambda: shown(app), seconds)


@pytest.fixture
def log_data(tmp_path, monkeypatch):
    """A data directory of its own (``tmp_path / "data"``, made), no HELPER_DIRECTOR and the default
    settings (an empty settings file): the ruling log's tests. Returns ``tmp_path``. A test module
    takes it as its ``data`` fixture with ``data = log_data``."""
    monkeypatch.setenv("HELPER_DATA", str(tmp_path / "data"))
    monkeypatch.delenv("HELPER_DIRECTOR", raising=False)
    (tmp_path / "none.toml").write_text("", encoding="utf-8")
    monkeypatch.setenv("HELPER_SETTINGS", str(tmp_path / "none.toml"))
    (tmp_path / "data").mkdir()
    return tmp_path


async def press(pilot, keys) -> None:
    """Press each of ``keys`` in turn, then let the app settle (one pause)."""
    for key in keys:
        await pilot.press(key)
    await pilot.pause()


@asynccontextmanager
async def helper_app(store, keys=(), lang: str = "en", size: tuple[int, int] = (80, 24), glyphs: str | None = None):
    """The helper on ``store`` (an open RulingStore, or None) under Textual's pilot at ``size`` (columns,
    rows) in ``lang``, its heartbeat left to the test (3600 s: it beats only when the test calls
    ``app._heartbeat()``), on a terminal in ``glyphs`` mode (helper.tui.glyphs.GLYPH_MODES: a GNU
    screen that cannot show a script), ``keys`` pressed (see ``press``). Yields ``(app, pilot)``."""
    from helper.tui.app import HelperApp

    app = HelperApp(lang=lang, store=store, heartbeat_seconds=3600)
    app.glyphs = glyphs
    async with app.run_test(size=size) as pilot:
        await press(pilot, keys)
        yield app, pilot


async def six_typed(pilot, app):
    """At the first question (its law text needs the law panel's scrollbar at 80x24), 6 typed;
    returns the law panel."""
    await pilot.pause(0.1)
    laws = app.query_one("#laws")
    assert laws.show_vertical_scrollbar
    await pilot.press("6")
    await pilot.pause(0.1)
    return laws


async def enter_settled(pilot) -> None:
    """Enter, and time for its answer to be laid out and drawn."""
    await pilot.press("enter")
    for _ in range(6):
        await pilot.pause(0.05)


async def answer_12b1_counting_layouts(app, pilot) -> list:
    """At 80x24, with ``app`` started: check the first question's law text needs the panel's
    scrollbar, answer it ``6`` (the second's law text, 12B1, does not), and return the sizes of
    the whole layout passes (Compositor.reflow) that answer made (tests/test_answer_screens.py,
    tests/test_fix10j_internals.py)."""
    from textual._compositor import Compositor

    passes = []
    reflow = Compositor.reflow

    def counted(self, parent, size):
        passes.append(size)
        return reflow(self, parent, size)

    await six_typed(pilot, app)
    Compositor.reflow = counted
    try:
        await enter_settled(pilot)
    finally:
        Compositor.reflow = reflow
    return passes


async def review_shown(pilot, app):
    """The review screen (Ctrl+R, or ``helper review``'s app) once it lists its entries: its catalogues read and
    checked in the background (:func:`checked`; at most 60 pauses for the screen to open)."""
    from helper.tui.review import ReviewScreen

    for _ in range(60):
        await pilot.pause()
        if isinstance(app.screen, ReviewScreen):
            break
    assert isinstance(app.screen, ReviewScreen)
    await checked(pilot, app.screen)
    return app.screen


@asynccontextmanager
async def review_checked(checkout: Path, size=(80, 24), ui_lang: str = "zh", target: str = "zh", reviewer: str = "R"):
    """``helper review`` of ``target`` on ``checkout`` (a private copy: :func:`copy_checkout`) at ``size``, in
    ``ui_lang``, approvals by ``reviewer``, its catalogues read and checked (:func:`checked`): yields
    ``(app, pilot, screen)``."""
    from helper.tui.review import ReviewApp

    app = ReviewApp(ui_lang=ui_lang, target=target, root=checkout, reviewer=reviewer)
    async with app.run_test(size=size) as pilot:
        await checked(pilot, app.screen)
        yield app, pilot, app.screen


async def saved_in_editor(pilot, app, *typed: str, again: bool = False) -> str:
    """On the review screen of ``app`` (run by ``pilot``): ``e`` opens the editor on the entry shown, each of ``typed``
    goes in at the cursor (pasted; ``"\n"`` alone: Enter pressed) and F2 saves; ``again``: a second F2 when the
    editor asks first (the text brings findings). Returns the review screen's status message (``""`` when the
    editor is still open: not saved)."""
    from textual import events

    from helper.tui.edit import EditScreen

    review = app.screen
    await pilot.press("e")
    await pilot.pause()
    for piece in typed:
        if piece == "\n":
            await pilot.press("enter")
        else:  # (the pilot has no key names for "。" and "，")
            await app.screen.take_key(events.Paste(piece))
    await pilot.press("f2")
    await pilot.pause()
    await pilot.pause()
    if again and isinstance(app.screen, EditScreen):
        await pilot.press("f2")
        await pilot.pause()
    return "" if isinstance(app.screen, EditScreen) else review.message


async def director_review(pilot, app, checkout: Path):
    """On the Director's screen (``app``, a HelperApp run by ``pilot``): Ctrl+R, the review screen's catalogues read
    and checked, its saves sent to ``checkout`` (a private copy: :func:`copy_checkout`), and Chinese reviewed
    (``l`` from the English screen's Greek: the Greek 12A title is the official text, not edited). Returns the
    review screen."""
    from helper.tui.review import ReviewScreen

    await pilot.press("ctrl+r")
    await pilot.pause()
    review = app.screen
    assert isinstance(review, ReviewScreen)
    review.root = checkout  # edits go to the private copy
    await checked(pilot, review)
    if review.target != "zh":
        await pilot.press("l")
        await pilot.pause()
    assert review.target == "zh"
    return review


# ------------------------------------------------------------------ the translation checks' tables

@cache
def _greek_laws() -> dict:
    import polib

    return {entry.msgctxt: entry for entry in polib.pofile(str(REPO / "locales/el/LC_MESSAGES/laws.po"))}


def law_texts(lang: str, paragraph: str) -> tuple[str, str]:
    """The 2017 English of Law ``paragraph`` ("12C2(a)") and a correct translation into ``lang``: the official
    Greek of ``locales/el/LC_MESSAGES/laws.po``, or the Chinese written from the 2017 English
    (``tests/test_catalog_fix9e.py``'s ``ZH_2017``)."""
    from tests.test_catalog_fix9e import ZH_2017

    context = f"2017|{paragraph}"
    entry = _greek_laws()[context]
    return entry.msgid, (ZH_2017[context] if lang == "zh" else entry.msgstr)


def edit_findings(lang: str, paragraph: str, old: str, new: str,
                  clean: str | None = None) -> list[tuple[str, str, str]]:
    """``(check, severity, message)`` of the findings the edit ``old`` -> ``new`` (its first place) brings to the
    ``lang`` translation of Law ``paragraph`` (:func:`law_texts`, or ``clean``: a tester's own correct fill of an
    empty entry): those of the clean text left out."""
    from helper.catalog.checks import check_pair

    english, shipped = law_texts(lang, paragraph)
    clean = shipped if clean is None else clean
    assert old in clean, (lang, paragraph, old)
    context = f"2017|{paragraph}"
    before = {(f.check, f.message) for f in check_pair(english, clean, lang, context, "laws")}
    return [(f.check, f.severity, f.message)
            for f in check_pair(english, clean.replace(old, new, 1), lang, context, "laws")
            if (f.check, f.message) not in before]


def findings(english: str, text: str, lang: str, paragraph: str | None = None) -> list[tuple[str, str, str]]:
    """``(check, severity, message)`` of every finding on the translation ``text`` (a law paragraph of 2017 when
    ``paragraph`` is given, else an interface string)."""
    from helper.catalog.checks import check_pair

    domain = "laws" if paragraph else "messages"
    context = f"2017|{paragraph}" if paragraph else None
    return [(f.check, f.severity, f.message) for f in check_pair(english, text, lang, context, domain)]


def findings_test(rows, doc: str | None = None, paragraph: str | None = None):
    """A test of the translation checks, one case per row ``(english, text, lang, expected)``: the findings
    (:func:`findings`; of Law ``paragraph`` of 2017 when given) on ``text`` are exactly ``expected`` (a list of
    ``(check, severity, message)``); a row ``(english, text, lang)`` is a correct translation, no finding.
    Assign it to a ``test_...`` name; ``doc`` says what the table shows."""
    rows = [(*row, []) if len(row) == 3 else row for row in rows]

    @pytest.mark.parametrize("english, text, lang, expected", rows, ids=[f"{row[2]}-{row[1]}" for row in rows])
    def test(english, text, lang, expected):
        assert findings(english, text, lang, paragraph) == expected

    test.__doc__ = doc
    return test


def edits_test(rows, doc: str | None = None):
    """A test of the translation checks, one case per row ``(lang, paragraph, old, new, expected)``: the findings
    the edit brings to the law's translation (:func:`edit_findings`) are exactly ``expected``; a row
    ``(lang, paragraph, old, new)`` is a correct rewording, no finding. Assign it to a ``test_...`` name; ``doc``
    says what the table shows."""
    rows = [(*row, []) if len(row) == 4 else row for row in rows]

    @pytest.mark.parametrize("lang, paragraph, old, new, expected", rows,
                             ids=[f"{lang}-{paragraph}-{old}-{new}" for lang, paragraph, old, new, _ in rows])
    def test(lang, paragraph, old, new, expected):
        assert edit_findings(lang, paragraph, old, new) == expected

    test.__doc__ = doc
    return test


def label_moved(word: str, field: str, other: str) -> list[tuple[str, str, str]]:
    """The one finding of a label left next to the other placeholder (最新：{count} for "the latest: {latest}"): a
    ``placeholder-order`` error (a warning until fix9ah)."""
    return [("placeholder-order", "error",
             f"'{word}' goes with {field} in the English but with {other} in the translation: placeholders swapped?")]


def keys_swapped(first: str, second: str) -> list[tuple[str, str, str]]:
    """The one finding of two keys given each other's action ("^N next, ^P previous" as ^P 下一条，^N 上一条): a
    ``keys`` error naming them in the English's order (fix9ah, fix9ar)."""
    return [("keys", "error", f"the keys '{first}' and '{second}' each have the other's action in the translation: a "
                              "Director told the wrong key?")]


def comparison_reversed(said: str, found: str) -> list[tuple[str, str, str]]:
    """The one finding of a bound reversed: the English says ``said`` ("at most"), the translation ``found``."""
    return [("terminology", "error", f"the English says '{said}', the translation '{found}': the comparison reversed?")]


def quantifier_changed(english: str, found: str) -> list[tuple[str, str, str]]:
    """The one finding of a quantifier changed (:mod:`helper.catalog.checks.quantifiers`): the English says
    ``english`` ("both contestants"), the translation ``found`` (一方参赛者)."""
    return [("terminology", "error", f"the English says '{english}', the translation '{found}': "
                                     + quantifier_question(english))]


def neither_added(english: str, found: str) -> list[tuple[str, str, str]]:
    """The one finding of a quantifier of the English made a "neither" (fix9cb): "both contestants" as "κανενός από
    τους δύο αγωνιζόμενους", 双方都没有: a negation added."""
    return [("negation", "error", f"the English says '{english}', the translation '{found}' (none of them): a "
                                  f"negation added, '{english}' made 'neither'?")]


def neither_dropped(english: str, found: str) -> list[tuple[str, str, str]]:
    """The one finding of a "neither" of the English made another quantifier (fix9cb): "neither side" as 一方,
    "κάποιος άξονας": the negation dropped."""
    return [("negation", "error", f"the English says '{english}' (none of them), the translation '{found}': the "
                                  f"negation dropped, 'neither' made '{found}'?")]


def quantifier_question(english: str) -> str:
    """The question of a quantifier changed, by what the English's words ``english`` count (fix9bs): an advantage,
    boards, scores or results, the nouns just named ("each", "both of them"), else contestants."""
    last = english.split()[-1].casefold()
    if last in ("advantage", "advantages", "benefit", "benefits"):
        return "only part of the advantage taken away, or another one?"
    if last in ("board", "boards"):
        return "does the rule now concern other boards?"
    if last in ("score", "scores", "result", "results", "outcome", "outcomes"):
        return "another number of scores or results?"
    if last in ("each", "both", "them", "neither", "one"):
        return "does the rule now concern others than the English names?"
    return "does the rule now concern other contestants?"


def someone_else(found: str, other: str, term: str, expected: str) -> list[tuple[str, str, str]]:
    """The one "who acts" finding of a glossary member ``found`` (English ``other``) said where the English's ``term``
    is expected (its translations ``expected``): 12C1(a)'s Director as "Ρυθμιστική Αρχή"."""
    return [("terminology", "error", f"'{found}' ('{other}') where the term for '{term}' is expected ('{expected}'): "
                                     "someone else acts or decides?")]


def instead_of(found: str, other: str, english: str) -> list[tuple[str, str, str]]:
    """The one "who acts" finding of a member ``found`` (English ``other``) said where the English names ``english``,
    a member that is no glossary term (a player, a captain, a committee, a partner)."""
    return [("terminology", "error", f"'{found}' ('{other}') where the English has '{english}': someone else acts or "
                                     "decides?")]


def limit_widened(english: str, found: str) -> tuple[str, str, str]:
    """The one finding of a time limit of the English (``english``) loosened or reversed by the translation's words
    ``found`` (fix9kd: 12A "within the period" as "και μετά το πέρας")."""
    return ("terminology", "error", f"the English says '{english}', the translation '{found}': a limit loosened or "
                                    "reversed, the rule widened?")


def limit_missing(english: str) -> tuple[str, str, str]:
    """The one finding of a time limit of the English (``english``) the translation drops (fix9kd, fix9mb)."""
    return ("terminology", "error", f"the English's time limit '{english}' is missing in the translation: the rule "
                                    "applies at any time?")


def made_certain(english: str, found: str) -> tuple[str, str, str]:
    """The one finding of a possibility of the English (``english``: "could be known") said as a certainty (the
    translation's ``found``: "σίγουρα") (fix9kd)."""
    return ("terminology", "error", f"the English says it is only possible ('{english}'), the translation that it is "
                                    f"certain ('{found}'): a possibility made a certainty?")


def stated_as_fact(english: str) -> tuple[str, str, str]:
    """The one finding of a possibility of the English (``english``: "could be", "might have hoped") stated as a fact
    (fix9kd, fix9mb)."""
    return ("terminology", "error", f"the English says what may be ('{english}'), the translation states it as a fact: "
                                    "a possibility made certain?")


def restriction_dropped(text: str) -> tuple[str, str, str]:
    """The one finding of a restriction of the English (``text``: "the same contestants", "normal play") the
    translation drops (fix9kd, fix9mb)."""
    return ("terminology", "error", f"the English restricts by '{text}', the translation has no such words: the "
                                    "restriction dropped, the rule widened?")


@cache
def shipped_message(lang: str, msgid: str) -> str:
    """The shipped ``lang`` (``el``, ``zh``) translation of the interface string ``msgid`` (messages.po)."""
    import polib

    folder = "zh_Hans" if lang == "zh" else lang
    [entry] = [e for e in polib.pofile(str(REPO / "locales" / folder / "LC_MESSAGES" / "messages.po"))
               if e.msgid == msgid and not e.obsolete]
    return entry.msgstr


def interface_gained(lang: str, entry: str, msgstr: str) -> list:
    """The findings ``catalog check`` gains when the shipped interface string ``entry`` (its msgid) of language
    ``lang`` (``zh``/``el``) is translated ``msgstr`` instead, as the fresh testers measure them
    (:func:`tests.testers.measure.gained`): a list of :class:`helper.catalog.checks.common.Finding`."""
    from tests.testers.measure import gained

    return gained({"lang": lang, "domain": "messages", "entry": entry, "msgstr": msgstr})


def said(item: dict) -> list[tuple[str, str, str]]:
    """``(check, message, fragment)`` of each finding a fresh tester's input ``item`` (a dict with ``lang``,
    ``domain``, ``entry``, ``msgstr``) gains over the shipped entry (:func:`tests.testers.measure.gained`)."""
    from tests.testers.measure import gained

    return [(f.check, f.message, f.fragment) for f in gained(item)]


def interface_found(lang: str, entry: str, msgstr: str, domain: str = "messages") -> list[tuple[str, str, str]]:
    """:func:`said` of the shipped entry ``entry`` (an interface string's msgid, or a law paragraph's msgctxt with
    ``domain="laws"``) of language ``lang`` (``zh``/``el``) translated ``msgstr`` instead."""
    return said(interface_item(lang, entry, msgstr, domain))


def one_finding_tests(defects, rewordings):
    """Two tests over interface strings (:func:`interface_gained`): each defect row ``(lang, entry, msgstr, check,
    fragment, words)`` gains exactly one finding, of ``check``, quoting ``fragment``, its message holding ``words`` (a
    string, or a tuple of strings each held: :func:`one_gained`); each rewording row ``(lang, entry, msgstr)`` gains
    none.  Assign them to two ``test_...`` names."""
    @pytest.mark.parametrize("lang,entry,msgstr,check,fragment,words", defects)
    def test_defect(lang, entry, msgstr, check, fragment, words):
        found = one_gained(interface_item(lang, entry, msgstr), check, words)
        assert found.fragment == fragment, (found.fragment, found.message)

    @pytest.mark.parametrize("lang,entry,msgstr", rewordings)
    def test_rewording(lang, entry, msgstr):
        assert [f.message for f in interface_gained(lang, entry, msgstr)] == []

    return test_defect, test_rewording


def interface_item(lang: str, entry: str, msgstr, domain: str = "messages") -> dict:
    """A fresh tester's input (as :func:`tests.testers.measure.gained` reads it): the shipped entry ``entry`` (an
    interface string's msgid, or a law paragraph's msgctxt with ``domain="laws"``) of language ``lang``
    (``zh``/``el``) translated ``msgstr`` (a list of forms for a plural entry) instead."""
    return {"lang": lang, "domain": domain, "entry": entry, "msgstr": msgstr}


def law_item(lang: str, paragraph: str, old: str, new: str) -> dict:
    """The laws-domain variant of :func:`interface_item`: the official ``lang`` text of Law ``paragraph`` of 2017
    ("12C2(a)") with its first ``old`` made ``new``, as a fresh tester's input (``old`` must be in it)."""
    from tests.testers.measure import _catalogue

    entries, _n, official = _catalogue(lang, "laws")
    entry = entries[f"2017|{paragraph}"]
    text = official[entry.msgctxt]
    assert old in text, (paragraph, old)
    return interface_item(lang, f"2017|{paragraph}", text.replace(old, new, 1), "laws")


def gained_or_paired(item: dict) -> list:
    """The findings (:class:`helper.catalog.checks.common.Finding`) the fresh tester's input ``item`` gains over the
    shipped entry (:func:`tests.testers.measure.gained`); for a string not shipped, those of the pair itself
    (:func:`helper.catalog.checks.pair.check_pair`, no context)."""
    from tests.testers.measure import gained

    try:
        return gained(item)
    except KeyError:
        from helper.catalog.checks.pair import check_pair

        return check_pair(item["entry"], item["msgstr"], item["lang"], "", item["domain"])


def one_gained(item: dict, check: str, words, measure=None):
    """Assert that the fresh tester's input ``item`` (:func:`interface_item`, or a line of a tester's file) gains
    exactly one finding (by ``measure``: :func:`tests.testers.measure.gained` unless given), of ``check``, its
    message holding ``words`` (a string, or a tuple of strings each held). Returns that finding (a
    :class:`helper.catalog.checks.common.Finding`)."""
    if measure is None:
        from tests.testers.measure import gained as measure

    found = measure(item)
    assert [f.check for f in found] == [check], [f"{f.check}: {f.message}" for f in found]
    for part in (words,) if isinstance(words, str) else words:
        assert part in found[0].message, (part, found[0].message)
    return found[0]


def one_gained_tests(defects, rewordings, measure=None):
    """Two tests over fresh testers' inputs (dicts: :func:`interface_item`, or lines of a tester's file), the shape
    of :func:`one_finding_tests` for whole inputs: each defect row ``(item, check, words)`` gains exactly one
    finding, of ``check``, its message holding ``words`` (:func:`one_gained`); each rewording ``item`` gains none.
    ``measure`` as in :func:`one_gained`. Assign them to two ``test_...`` names."""
    if measure is None:
        from tests.testers.measure import gained as measure

    @pytest.mark.parametrize("item, check, words", defects, ids=[f"{i['lang']}-{i['msgstr']}" for i, _c, _w in defects])
    def test_defect(item, check, words):
        one_gained(item, check, words, measure)

    @pytest.mark.parametrize("item", rewordings, ids=[f"{i['lang']}-{i['msgstr']}" for i in rewordings])
    def test_rewording(item):
        found = measure(item)
        assert found == [], [f"{f.check}: {f.message}" for f in found]

    return test_defect, test_rewording


def fresh_inputs(name: str) -> dict[str, dict]:
    """The inputs of the fresh tester ``name`` (``t9bl``: the JSON lines of ``tests/testers/t9bl.jsonl``, blank
    lines skipped) by their ``id``: dicts as :func:`tests.testers.measure.gained` reads them."""
    lines = (REPO / "tests" / "testers" / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
    return {item["id"]: item for item in map(json.loads, filter(str.strip, lines))}
