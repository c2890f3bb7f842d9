"""The translation review screen: law paragraphs side by side with their checks.

Reachable with Ctrl+R from the main screen and as ``helper review``. The data
and the saving live in :mod:`helper.catalog.review`; this module only shows
them. Texts are rendered as plain text (never markup).
"""

from __future__ import annotations

import getpass
import os
import re
import sys
import threading
from pathlib import Path

from rich.cells import cell_len
from rich.text import Text
from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from helper.i18n import get_translator, language_name, problem_words
from helper.laws import CitationError, LawBook, format_id, parse
from helper.laws.notes import confidence_text
from helper.tui.holdkeys import ConfirmsByKeyAgain, HoldsKeys, KeysReady, release_held, unglue
from helper.tui.common import SafeInput, keyboard_only, keys_line
from helper.tui.wrap import Wrapped, clip, wrap

# The catalogue machinery (helper.catalog: polib, the checks) and the editor
# (helper.tui.edit: Textual's TextArea) are imported where they are used: the
# Director's screen imports this module at start-up.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from helper.catalog.review import ReviewEntry
    from helper.i18n.po import UnreadableCatalogue

_EDITOR_NAMES = ("EditScreen", "TranslationArea")


def __getattr__(name: str):
    # ``from helper.tui.review import EditScreen`` as before the editor had a module of its own.
    if name in _EDITOR_NAMES:
        from helper.tui import edit

        return getattr(edit, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

WIDE = 120
"""From this width on, English, Greek and Chinese stand in three columns."""

SHORT = 24
WHERE_ROWS = 2
"""The rows of the line naming the file saved into (review.tcss ``#review-where``), at any height."""
"""Below this many lines (down to 60x18) the title, list and status give up lines so that
both panes show the paragraph id and some of its text (issue 9)."""

TARGETS = ("el", "zh")

NAMED_FILE = re.compile(r"(?:locales|laws_text)/[^\s()（）:：,，。]+\.(?:po|txt)")
"""A catalogue or source document a status message names (:meth:`ReviewScreen.message_forms` shortens it)."""

TITLE_ROWS = 2
"""The rows of the title (review.tcss ``#review-title``)."""

TEXT_ROWS = 2
"""The rows of text the panes keep under their headers however long the status message
(:meth:`ReviewScreen.status_rows`)."""

LIST_MARGIN = 3
"""The columns of the screen a list line leaves free: the scroll bar's two and a blank one before it
(review.tcss ``#review-list`` has no padding: Textual draws a right padding outside the scroll bar)."""

def _cut(text: str, cells: int) -> str:
    """``text`` cut to ``cells`` terminal cells, its last one an ellipsis when it is longer."""
    from rich.cells import set_cell_size

    return text if cell_len(text) <= cells else set_cell_size(text, max(cells - 1, 0)) + "…"


TYPED_SHOWN = 30
"""The most cells of a text typed on the search or go-to line that a status message quotes (:func:`typed`)."""


def typed(text: str) -> str:
    """``text`` typed (or pasted) on the search or go-to line as a status message quotes it: on one line, cut to
    :data:`TYPED_SHOWN` cells with an ellipsis (issue 9 §3: a pasted paragraph searched for and not found filled the
    status line, six rows of it at 80x24, and pushed the panes' text off the screen)."""
    return _cut(" ".join(text.split()), TYPED_SHOWN)


LONG_TEXT = 20_000
"""The most characters of one text a pane draws (the rest is said, not drawn: :meth:`ReviewScreen.bounded`)."""

EDIT_TITLE_CELLS = 24
"""The most cells of an interface string's English the editor's title quotes (:meth:`ReviewScreen.action_edit`)."""

DROPPED_SHOWN = 24
"""The most characters of the keys dropped after a refused ``e`` or ``n`` the status line repeats (the last ones)."""

CHECKS_NAMED = 5
"""The most kinds of error a question names (:meth:`ReviewScreen._checks_list`; one more is named rather than
counted); the others are counted."""

THREAD_BYTES = 1_000_000
"""Catalogues larger than this together (bytes; the shipped ones are under 600,000) are checked in a process of
their own even when most of their entries were checked before (:meth:`ReviewScreen._load_in_thread`): a
640,000-character entry takes half a minute to check."""

SCREEN_BYTES = 100_000
"""Catalogues up to this size together (bytes: the law paragraphs, about 40,000) are read and checked in the
screen's worker thread (about a second; a new process would take 4 s more to start and import the checks), after
the first frame is drawn (issue 9, tester 9af: read before it, the first frame came 13 s after the launch at load
9, 4 s now: benchmarks/review_first_draw.py); larger ones (the interface strings, about 590,000) in a process of
their own (:func:`_read_in_process`), unless their last reading is kept (:func:`reading_kept`) or
:data:`THREAD_BYTES` allows. A reading in the thread stops at the
next entry once the screen is gone (:class:`StoppableMemo`): quitting while it reads does not wait for it."""


async def review_takes(app, event) -> bool:
    """Route one key or paste ``event`` the app received (not forwarded) when a review screen may be
    concerned: held while the top screen opens (:class:`HoldsKeys`), or typed at once into the review
    screen's open line (:meth:`ReviewScreen.take_key`) or the editor (:meth:`EditScreen.take_key`), every key
    of a burst in arrival order. Returns True when taken here."""
    from textual import events

    if not isinstance(event, (events.Key, events.Paste)) or event.is_forwarded or not app._screen_stack:
        return False
    screen = app.screen
    if not isinstance(screen, HoldsKeys):
        return False
    keys = unglue(event)
    if len(keys) > 1:  # an Escape glued to the next key: the two keys, each routed as it comes
        for key in keys:
            await app.on_event(key)
        return True
    event = keys[0]
    if screen.hold(event):
        return True
    if isinstance(screen, ReviewScreen):
        return screen.drop_after_refusal(event) or screen.answer_pending(event) or await screen.take_key(event)
    edit = sys.modules.get("helper.tui.edit")  # imported when the editor first opened
    return bool(edit) and isinstance(screen, edit.EditScreen) and await screen.take_key(event)


def joined_lines(text: str, english: str) -> tuple[str, int]:
    """``text`` as the review editor saves it for an entry whose English is ``english``, and how many line
    breaks it joined: where the English has no line break, each typed or pasted one (with the spaces and
    blank lines around it) is joined: with nothing between two characters of a wide script (Chinese,
    full-width punctuation: ``句一。⏎句二。`` -> ``句一。句二。``), else with one space (issue 9, tester 9y: Enter
    between two Chinese sentences brought a line-break error at F2). Where the English has one, ``text`` is
    kept as typed (0 joined), and so is every character but the breaks."""
    import unicodedata

    if "\n" in english or "\n" not in text.strip("\n"):
        return text, 0
    pieces = re.split(r"[ \t\u3000]*\n\s*", text.strip("\n"))
    joined = pieces[0]
    for piece in pieces[1:]:
        wide = bool(joined and piece) and all(unicodedata.east_asian_width(c) in ("W", "F")
                                                for c in (joined[-1], piece[0]))
        joined += ("" if wide or not joined or not piece else " ") + piece
    return joined, len(pieces) - 1


def paragraph_of(entries: list, pid: str) -> int | None:
    """The index in ``entries`` (review entries, in the catalogue's order) of the law paragraph ``pid`` (a canonical
    id), not a title; else of the first paragraph under it (``12C1`` -> 12C1(a), ``86B`` -> 86B1, ``12`` -> 12A:
    an id going on from ``pid``, not a longer number, ``12C1`` never 12C10); None when there is neither."""
    def under(paragraph: str) -> bool:
        rest = paragraph[len(pid):]
        return paragraph.startswith(pid) and bool(rest) and not (pid[-1].isdigit() and rest[0].isdigit())

    exact = next((i for i, e in enumerate(entries) if e.id == pid and not e.title), None)
    return exact if exact is not None else next((i for i, e in enumerate(entries) if not e.title and under(e.id)), None)


def review_keys(lang: str, domain: str = "laws") -> list[tuple[str, str]]:
    """The review screen's keys and what they do, in ``lang``; ``domain``: ``laws`` (the arrows move
    between paragraphs) or ``messages`` (between interface strings)."""
    _ = get_translator(lang).gettext
    return [
        ("↑↓", _("Paragraph") if domain == "laws" else _("Entry")),
        ("[ ]", _("Previous/next to look at")),
        ("PgUp/Dn", _("Scroll texts")),
        ("e", _("Edit")),
        ("a", _("Approve")),
        ("u", _("Use the fuzzy text")),
        ("/", _("Search")),
        ("f", _("Problems only")),
        ("g", _("Go to")),
        ("n", _("Note")),
        ("r", _("Reviewed")),
        ("l", _("Language")),
        ("d", _("Laws/interface")),
        ("Esc", _("Close")),
    ]


def default_reviewer() -> str:
    """The name recorded with an approval: ``$HELPER_REVIEWER``, else the login name ("" if none)."""
    name = os.environ.get("HELPER_REVIEWER", "").strip()
    if name:
        return name
    try:
        return getpass.getuser()
    except Exception:  # no login name in a container: the date alone is recorded
        return ""


def saves_into(ui_lang: str, path: Path | str | None, how: str, short: bool | str = False) -> str:
    """The review screen's line naming the file it saves into, in ``ui_lang``; ``path`` and
    ``how`` as returned by :func:`helper.catalog.review.save_location`; ``short``: the shorter note
    of an installed copy (a narrow screen), ``"shortest"`` the shortest (one row of 60 columns beside a
    status message, its path shortened: fix9bh, tester 9y).

    An installed copy (``pip install .`` in a clone, not editable) run inside a checkout reads and saves that
    checkout's catalogues, not its own: the line says so, and that only the program is installed (fix9u, tester
    9j: "this is an installed copy" read as if the catalogues were the installed ones)."""
    _ = get_translator(ui_lang).gettext
    if how == "none":
        return _("Reads the installed copy's catalogues and saves nothing: the current directory is in no "
                 "checkout.")
    if how == "current" and short == "shortest":
        # TRANSLATORS: the review screen's file line at its narrowest (one row of 60 columns): keep it short.
        return _("Reads and saves {file} (current directory)").format(file=path)
    if how == "current" and short:
        return _("Reads and saves {file} (the current directory's checkout)").format(file=path)
    if how == "current":
        return _("Reads and saves {file}, in the checkout of the current directory (only the program is an "
                 "installed copy)").format(file=path)
    return _("Saves into {file}").format(file=path)


def shortened_paths(path: str) -> list[str]:
    """Shorter forms of ``path`` (a catalogue's, as the review screen's file line names it), longest first, each
    starting with "…": cut from its start at a directory up to the language's (``…/el/LC_MESSAGES/laws.po``), then
    its middle cut as well, the language's directory and the file name kept (``…/el/…/laws.po``; issue 9, fresh
    tester 9aa: at 60x16 "…SAGES/laws.po" no longer said which language's file is saved into); only then the file
    name alone (``…laws.po``). A path with no ``locales`` directory is cut from its start only."""
    parts = Path(path).parts
    name = parts[-1] if parts else path
    if "locales" not in parts[:-2]:
        return ["…" + path[cut:] for cut in range(1, len(path) - len(name) + 1)]
    at = len(parts) - 1 - parts[::-1].index("locales")  # the last one: locales/<language>/...
    kept = os.sep + str(Path(*parts[at + 1:]))  # /el/LC_MESSAGES/laws.po
    forms = ["…" + path[cut:] for cut in range(1, len(path) - len(kept) + 1) if path[cut] == os.sep]
    forms += [f"…{os.sep}{parts[at + 1]}{os.sep}…{os.sep}{name}"] if at + 2 < len(parts) - 1 else []
    return forms + ["…" + name]


def _read_catalogues(root: Path | None, domain: str, ui_lang: str, memo: dict | None = None
                     ) -> tuple[dict, list, str | None]:
    """(faults, entries, message or None) of :meth:`ReviewScreen._read`, as a function a process can run;
    ``memo``: the findings of entries already checked (:func:`helper.catalog.review.load_review`)."""
    from helper.catalog.review import catalogue_faults, load_review

    try:
        faults = catalogue_faults(root, TARGETS, domain, header_only_ok=True)  # a new catalogue is translated here
        langs = tuple(lang for lang in TARGETS if lang not in faults)
        return faults, load_review(root, langs, ui_lang=ui_lang, domain=domain, memo=memo), None
    except (OSError, ValueError) as exc:  # a catalogue damaged by hand: say which, keep going
        return {}, [], get_translator(ui_lang).gettext("A catalogue cannot be read: {reason}").format(reason=exc)


def _read_in_process(root: Path | None, domain: str, ui_lang: str, memo: dict | None = None
                     ) -> tuple[tuple[dict, list, str | None], dict]:
    """:func:`_read_catalogues` in a new Python process (the same interpreter and ``helper`` package),
    its result passed back pickled; waits for it. Returns ``(result, checked)``: ``checked`` the entries
    of ``memo`` the process added (those it checked). Where no process can be started or it fails, read
    here instead (slower to draw, never wrong)."""
    import pickle
    import subprocess

    import helper

    memo = {} if memo is None else memo
    code = ("import pickle, sys; from helper.tui.review import _read_catalogues; "
            "root, domain, ui_lang, memo = pickle.loads(sys.stdin.buffer.read()); known = set(memo); "
            "result = _read_catalogues(root, domain, ui_lang, memo); "
            "sys.stdout.buffer.write(pickle.dumps((result, {k: v for k, v in memo.items() if k not in known})))")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(Path(helper.__file__).resolve().parent.parent), *filter(None, [os.environ.get("PYTHONPATH")])])}
    try:
        child = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, env=env)
        with _RUNNING_LOCK:
            _RUNNING[child] = threading.get_ident()
        try:
            out, _err = child.communicate(pickle.dumps((root, domain, ui_lang, memo)))
        finally:
            with _RUNNING_LOCK:
                stopped = _RUNNING.pop(child, None) is None  # stop_checks took it: the screen is gone
        if stopped:
            raise ChecksStopped(child.returncode)
        if child.returncode:
            raise subprocess.CalledProcessError(child.returncode, sys.executable)
        return pickle.loads(out)
    except (OSError, subprocess.SubprocessError, pickle.UnpicklingError, EOFError):
        known = set(memo)
        result = _read_catalogues(root, domain, ui_lang, memo)
        return result, {key: value for key, value in memo.items() if key not in known}


class StoppableMemo(dict):
    """A memo of :func:`helper.catalog.checks.check_catalogues` (entries already checked) that stops the checks
    (:class:`ChecksStopped`) at the next entry once ``stop`` (a :class:`threading.Event`) is set: a reading in a
    worker thread cannot be killed as a process can (:func:`stop_checks`), and leaving the program waits for its
    threads (issue 9: quitting during the first reading must not hang)."""

    def __init__(self, items, stop: threading.Event):
        super().__init__(items)
        self.stop = stop

    def __contains__(self, key) -> bool:
        if self.stop.is_set():
            raise ChecksStopped(None)
        return super().__contains__(key)


class ChecksStopped(Exception):
    """The checks' process was stopped by :func:`stop_checks` (the screen that waited for them is gone): nothing to
    show, and no reading in this process instead. Its argument: the process's return code (negative: the signal)."""


_RUNNING: dict = {}
"""The checks' processes under way (:func:`_read_in_process`), each with the ident of the thread waiting for it."""
_RUNNING_LOCK = threading.Lock()


def stop_checks(thread: int | None = None) -> list:
    """Stop the checks' processes under way that the thread ``thread`` waits for (an ident of
    :func:`threading.get_ident`; ``None``: all of them): the review screen that would show their findings is gone,
    and leaving the program must not wait for them (issue 9, fresh tester 9aa: Escape or F10 during the first check
    of the interface strings left a blank screen for 30 s before the shell came back). The checks only read the
    catalogues: stopping one loses nothing. Returns the processes stopped (:class:`subprocess.Popen`)."""
    with _RUNNING_LOCK:
        stopped = [child for child, waiting in _RUNNING.items() if thread is None or waiting == thread]
        for child in stopped:
            del _RUNNING[child]
    for child in stopped:
        try:
            child.kill()
        except OSError:  # ended meanwhile
            pass
    return stopped


_CHECKED: dict[tuple, tuple[str, bytes]] = {}
"""The last reading of each (checkout, domain, screen language) in this process: the digest of the files it read
(:func:`helper.catalog.review.review_digest`) and its result, pickled (each use unpickles its own copy: the screen
changes the entries it shows)."""

_MEMO: dict = {}
"""The findings of every entry checked in this process, by what they depend on
(:func:`helper.catalog.checks.catalogues.entry_memo_key`): a reading checks only the entries an edit changed."""

_MEMO_LOCK = threading.Lock()

CHECK_HOOKS: list = []
"""Called as ``hook(domain, count)`` each time the review's checks run (``count``: the entries checked, not
found in :data:`_MEMO`); not called when a reading is reused whole. For tests and benchmarks."""


_MEMO_WORDS: dict[str, str] = {}
"""The :func:`_finding_words` digest that this process's :data:`_MEMO` and :data:`_CHECKED` entries of each screen
language were written with (:func:`_same_words`)."""


def _same_words(ui_lang: str) -> None:
    """Drop this process's findings (:data:`_MEMO`) and readings (:data:`_CHECKED`) in ``ui_lang`` when its
    translations of the checks' messages changed since they were written (:func:`_finding_words`: a catalogue
    edited, or another one read): their words are those of the old translations (CI of session 27: findings
    written while a test's Greek catalogue lacked "no translation yet" were shown in English on a later Greek
    screen). Never raises: a template that cannot be read leaves them as they are."""
    try:
        words = _finding_words(ui_lang)
    except OSError:
        return
    with _MEMO_LOCK:
        if _MEMO_WORDS.get(ui_lang, words) != words:
            for key in [key for key in _MEMO if key[2] == ui_lang]:
                del _MEMO[key]
            for key in [key for key in _CHECKED if key[2] == ui_lang]:
                del _CHECKED[key]
        _MEMO_WORDS[ui_lang] = words


def _checked_key(root: Path | None, domain: str, ui_lang: str) -> tuple:
    """The key of :data:`_CHECKED` of a reading."""
    return (str(Path(root).resolve()) if root is not None else None, domain, ui_lang)


def reading_kept(root: Path | None, domain: str, ui_lang: str) -> bool:
    """Whether :func:`read_checked` would give the last reading of ``domain`` again at once: the files it read are
    unchanged since (their digest)."""
    from helper.catalog.review import review_digest

    _same_words(ui_lang)
    kept = _CHECKED.get(_checked_key(root, domain, ui_lang))
    return kept is not None and kept[0] == review_digest(root, domain, TARGETS)


KEPT_ENTRIES = 3
"""The disk store of a reading (:func:`load_kept`) keeps the findings of at most this many times the entries the
reading has (the older ones dropped first): each save adds its entry's new findings."""

_KEPT_LOADED: set = set()
"""The readings (:func:`_checked_key`) whose disk store this process has looked at (:func:`load_kept`): once each."""


def _kept_name(root: Path | None, domain: str, ui_lang: str) -> str:
    """The file name stem of the disk store of a reading (:func:`load_kept`), one per checkout, domain and
    screen language."""
    import hashlib

    where = str(Path(root).resolve()) if root is not None else "-"
    return f"review-{domain}-{ui_lang}-{hashlib.sha256(where.encode()).hexdigest()[:16]}"


def _kept_sources(ui_lang: str) -> list[Path]:
    """What the findings of a reading depend on besides the catalogues read (their content is in the stored
    value: :func:`read_checked`): the helper's code and data (the checks, their word lists, the glossary, the
    baseline). A change to any of them (their size or time) and the store is not used: everything is checked
    again. The screen language's translations of the checks' own messages are compared apart
    (:func:`_finding_words`): its catalogue is often the one under review, and an edit of another of its
    interface strings must not make the next review check all of them again (tester 9ap)."""
    import helper

    package = Path(helper.__file__).resolve().parent
    return sorted(p for p in package.rglob("*") if p.suffix in (".py", ".yaml", ".txt") and p.is_file())


_CHECK_MSGIDS: dict[tuple, tuple] = {}
"""The template's msgids written by the checks (:func:`_finding_words`), by the template's (path, mtime, size)."""


def _finding_words(ui_lang: str) -> str:
    """A digest of ``ui_lang``'s translations of the messages the checks and the review's reading write (the
    template's entries whose source is under ``helper/catalog/`` or ``helper/i18n/``): the findings kept on disk
    are in those words, and are used again only while they are the same. ``""`` for English. Reads the template
    (``locales/messages.pot``) once per process and change; raises OSError when it cannot be read."""
    import hashlib

    from helper.i18n import get_translator
    from helper.i18n.po import pofile
    from helper.paths import locales_dir

    if ui_lang == "en":
        return ""
    template = Path(locales_dir()) / "messages.pot"
    info = template.stat()
    stamp = (str(template), info.st_mtime_ns, info.st_size)
    if stamp not in _CHECK_MSGIDS:
        keys = []
        for entry in pofile(template.read_text(encoding="utf-8")):
            if any(where.startswith(("helper/catalog/", "helper/i18n/")) for where, _line in entry.occurrences):
                keys.append((entry.msgid, entry.msgid_plural) if entry.msgid_plural else
                            (entry.msgctxt, entry.msgid) if entry.msgctxt else entry.msgid)
        _CHECK_MSGIDS.clear()
        _CHECK_MSGIDS[stamp] = tuple(keys)
    messages = get_translator(ui_lang).messages
    return hashlib.sha256(repr([(key, messages.get(key)) for key in _CHECK_MSGIDS[stamp]]).encode()).hexdigest()


def load_kept(root: Path | None, domain: str, ui_lang: str) -> str | None:
    """Take the last reading of ``domain`` kept on disk (by an earlier review, in any process) into this process:
    :func:`read_checked` then gives it at once when the catalogues are unchanged (their content's digest), else
    checks only the entries changed since (issue 9 §3, tester 9an: each new review process checked the 1,147
    interface strings again, ~20 s of CPU, 45 s under load). Kept in the user's cache directory
    (:mod:`helper.cache`: ``HELPER_CACHE_DIR``, else ``~/.cache/helper``), valid while the helper's code and data
    are unchanged (:func:`_kept_sources`). Looked at once per process and reading.

    Returns ``"same"`` (the catalogues are as they were: nothing to check), ``"changed"`` (the findings of their
    entries as they were are kept: only the changed ones are checked), None (nothing kept: all are checked).
    Never raises for the store itself (:func:`helper.cache.lookup`)."""
    from helper.cache import lookup
    from helper.catalog.review import review_digest

    _same_words(ui_lang)
    key = _checked_key(root, domain, ui_lang)
    kept = _CHECKED.get(key)
    digest = review_digest(root, domain, TARGETS)
    if kept is not None and kept[0] == digest:
        return "same"
    if key in _KEPT_LOADED:
        return None if kept is None else "changed"
    _KEPT_LOADED.add(key)
    try:
        stored, _keep = lookup(_kept_name(root, domain, ui_lang), _kept_sources(ui_lang))
        if not (isinstance(stored, dict) and isinstance(stored.get("memo"), dict)
                and isinstance(stored.get("result"), bytes) and isinstance(stored.get("digest"), str)
                and stored.get("words") == _finding_words(ui_lang)):
            return None
    except Exception:  # a damaged store: checked as without one
        return None
    with _MEMO_LOCK:
        for memo_key, found in stored["memo"].items():
            _MEMO.setdefault(memo_key, found)
    if kept is None:
        _CHECKED[key] = (stored["digest"], stored["result"])
    return "same" if stored["digest"] == digest else "changed"


def _keep_on_disk(root: Path | None, domain: str, ui_lang: str, digest: str, data: bytes, entries: int) -> None:
    """Store a reading (:func:`load_kept`): its digest, its result pickled and the findings of the entries checked
    for ``domain`` in ``ui_lang`` (the newest :data:`KEPT_ENTRIES` times ``entries``)."""
    from helper.cache import lookup

    try:
        _stored, keep = lookup(_kept_name(root, domain, ui_lang), _kept_sources(ui_lang))
        with _MEMO_LOCK:
            # (entry_memo_key: lang, domain, ui_lang, ...)
            memo = [(k, v) for k, v in _MEMO.items() if k[1] == domain and k[2] == ui_lang]
        memo = dict(memo[-KEPT_ENTRIES * max(entries, 100):])
        keep({"digest": digest, "result": data, "memo": memo, "words": _finding_words(ui_lang)})
    except Exception:  # never a crash for the store: the next process checks again
        pass


def read_checked(root: Path | None, domain: str, ui_lang: str, in_process: bool = True,
                 stop: threading.Event | None = None) -> tuple[dict, list, str | None]:
    """:func:`_read_catalogues`, the result kept by the content of the files read: the same files give the last
    reading again without checking anything (issue 9: each ``d`` into the interface strings checked all of them
    again, 25-45 s on a loaded machine), and a changed file has only its changed entries checked again.
    ``in_process``: check here (the caller is a thread or the catalogues are small), else in a process of its own
    (:func:`_read_in_process`); ``stop``: set, the checks here stop at the next entry (:class:`StoppableMemo`).
    Returns (faults, entries, message or None), entries of their own to the caller."""
    import pickle

    from helper.catalog.review import review_digest

    _same_words(ui_lang)
    key = _checked_key(root, domain, ui_lang)
    digest = review_digest(root, domain, TARGETS)  # taken first: a file changed meanwhile is read again next time
    kept = _CHECKED.get(key)
    if kept is not None and kept[0] == digest:
        return pickle.loads(kept[1])
    with _MEMO_LOCK:  # a copy: the screen's thread and a worker thread may both be reading
        memo = dict(_MEMO)
    if in_process:
        known = set(memo)
        if stop is not None:
            memo = StoppableMemo(memo, stop)
        result = _read_catalogues(root, domain, ui_lang, memo)
        new = {k: v for k, v in memo.items() if k not in known}
    else:
        result, new = _read_in_process(root, domain, ui_lang, memo)
    with _MEMO_LOCK:
        _MEMO.update(new)
    checked = len(new)
    for hook in list(CHECK_HOOKS):
        hook(domain, checked)
    data = pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL)
    _CHECKED[key] = (digest, data)
    if not (stop is not None and stop.is_set()):
        _keep_on_disk(root, domain, ui_lang, digest, data, sum(len(entry.langs) for entry in result[1]))
    return pickle.loads(data)


class ReviewList(OptionList):
    """The review screen's list of entries: whenever its size changes (a resize of the terminal, the list's
    share of a short screen, a line of the title more or less), the selected entry's row is scrolled into
    view once the new size is laid out (issue 9, fresh tester 9g: at 60x16 after 80x24 its two rows showed
    other entries than the one in the panes)."""

    def _on_resize(self) -> None:
        super()._on_resize()
        self.call_after_refresh(self.scroll_to_highlight)


class ReviewScreen(ConfirmsByKeyAgain, HoldsKeys, Screen):
    """Paragraphs side by side (two languages; three from 120 columns)."""

    CSS_PATH = Path(__file__).with_name("review.tcss")

    # Priority: a key is taken in the order it arrived, before the next one is routed, so that "g12C2(a)" or
    # "/penalty" sent in one burst (a paste, a laggy SSH link) opens the line and goes into it whole; with
    # ordinary bindings the key that opened the line was acted on after the next keys had reached the screen
    # and were lost. While the line is open only Escape (close) is bound: the rest is typed (check_action).
    BINDINGS = [
        Binding("up", "move(-1)", show=False, priority=True),
        Binding("down", "move(1)", show=False, priority=True),
        Binding("pageup", "scroll(-1)", show=False, priority=True),
        Binding("pagedown", "scroll(1)", show=False, priority=True),
        # Home and End go to the first and last entry (a step of 1,000 stopped at the 1,001st of the 1,147
        # interface strings): the step is cut at the ends (action_move).
        Binding("home", "move(-1_000_000)", show=False, priority=True),
        Binding("end", "move(1_000_000)", show=False, priority=True),
        Binding("f", "filter", show=False, priority=True),
        Binding("g", "prompt('goto')", show=False, priority=True),
        Binding("n", "prompt('note')", show=False, priority=True),
        Binding("r", "reviewed", show=False, priority=True),
        Binding("l", "language", show=False, priority=True),
        Binding("d", "domain", show=False, priority=True),
        Binding("e", "edit", show=False, priority=True),
        Binding("a", "reviewed(True)", show=False, priority=True),
        Binding("u", "accept", show=False, priority=True),
        Binding("right_square_bracket", "next_problem(1)", show=False, priority=True),
        Binding("left_square_bracket", "next_problem(-1)", show=False, priority=True),
        Binding("slash", "prompt('search')", show=False, priority=True),
        Binding("escape", "close", show=False, priority=True),
        Binding("f1", "help", show=False, priority=True),
    ]

    def __init__(self, ui_lang: str = "en", target: str | None = None, root: Path | None = None,
                 reviewer: str | None = None, domain: str = "laws", glyphs: str | None = None):
        super().__init__()
        self.ui_lang = ui_lang
        # ``glyphs``: the terminal's mode (helper.tui.glyphs.GLYPH_MODES): a language it cannot
        # show is neither reviewed nor shown (issue 10, fix10i); the caller offers one it shows.
        self.glyphs = glyphs
        self.target = target or ("zh" if ui_lang == "zh" else "el")
        if self.target not in self.targets and self.targets:
            self.target = self.targets[0]
        self.root = root
        # A blank name (--reviewer "", "   ") is a missing one: $HELPER_REVIEWER, else the login name (README), never
        # "Approved by    " (issue 9, tester t9ar); the command line refuses it first (helper.cli.catalog).
        self.reviewer = reviewer.strip() if reviewer and reviewer.strip() else default_reviewer()
        self.domain = domain
        self.last_search = ""
        self.only_problems = False
        self.entries: list[ReviewEntry] = []
        self.prompt_kind: str | None = None
        self.message = ""
        self.faults: dict[str, UnreadableCatalogue] = {}
        self.pending_approval: str | None = None  # the entry whose approval, use or mark waits for its key again
        self.pending_key = "a"  # that key: a (approve), r (reviewed mark on a fuzzy entry), u (use the fuzzy text)
        self.stale = False  # the last save was refused: the entry changed in the file since it was shown
        self.note_escape = False  # Escape was pressed once on a changed note (a second discards it)
        self.note_escape_text = ""  # the note's text when Escape warned (note_escape)
        self.quit_asked: str | None = None  # the line's text when a quit key asked about it (a second quits)
        self.note_before = ""  # the entry's note when the note line opened (its line breaks kept)
        self.note_asked: str | None = None  # the line whose removal of the old note was asked about (Enter saves it)
        # the note line was given back after a save refused as stale: the entry's note now is one the line never showed
        self.note_unseen = False
        self.checking = False  # the catalogues are being read and checked (a worker thread: on_mount)
        self.loading_stage: str | None = None  # what that reading does now (loading_text)
        self._stop = threading.Event()  # set once the screen is gone: a reading in its thread stops (StoppableMemo)
        self._shown: tuple | None = None  # (domain, language, entry) the panes show: another opens at their top
        self._keys_shrunk = False  # the keys line on one row, its rows lent to a status message (fit_keys)
        self._list_lent = False  # the list hidden, its rows lent to a status message (fit_keys)
        # domain -> the msgctxt of the entry last shown in it: ``d`` comes back to it, and a list that showed
        # nothing (``f`` or ``l`` with no entry to look at) gives it back once listed again (fresh tester 9t)
        self._places: dict[str, str] = {}
        # a status message -> its short form, said where the message would be cut (a short screen: status_rows;
        # message_forms)
        self.shorter: dict[str, str] = {}
        # a status message -> its shortest form, one row at 60 columns, said only where the status line has fewer
        # rows than any form of shorter needs (shown_message; issue 9, tester 9af: at 60x16 in tmux, its status bar
        # leaving 15 rows, the official text's message was cut to one row mid-sentence)
        self.shortest: dict[str, str] = {}

    def compose(self) -> ComposeResult:
        yield Static(id="review-title")
        yield ReviewList(id="review-list")
        with Horizontal(id="review-columns"):
            for name in ("en", "target", "third"):
                # The pane's header (paragraph id, status) stays put while its text scrolls.
                with Vertical(id=f"pane-{name}", classes="pane"):
                    yield Static(id=f"head-{name}", classes="pane-head")
                    yield VerticalScroll(Static(id=f"col-{name}"), id=f"scroll-{name}", classes="pane-scroll")
        yield Static(id="review-status")
        yield Static(id="review-where")
        # The note, search or go-to line: its label stays while typing (fresh tester 9t: the placeholder, the only
        # word saying what the line is for, went with the first key typed).
        with Horizontal(id="review-line"):
            yield Static(id="review-prompt")
            yield SafeInput(id="review-input")
        yield Static(id="review-keys")

    def check_action(self, action: str, parameters) -> bool | None:
        """While the note, search or go-to line is open, its keys are typed into it (only Escape closes it);
        otherwise every key is the screen's, and any key but ``a`` cancels an approval waiting to be confirmed."""
        try:
            line_open = self.query_one("#review-input", Input).display
        except Exception:  # not mounted yet
            line_open = False
        if line_open:
            return action == "close"
        key = {"reviewed": "a" if parameters and parameters[0] else "r", "accept": "u"}.get(action)
        if action != "close" and key != self.pending_key and self.pending_approval is not None:
            self.pending_approval = None
            if self.message.startswith(self._confirm_start()):
                self.message = ""
        return True

    def on_mount(self) -> None:
        keyboard_only(self)
        self.show_line(False)
        # A note opens with the cursor after its text, nothing selected: a key typed adds to it, never
        # replaces it unseen (issue 9: Textual's Input selects its whole value when focused).
        self.query_one("#review-input", Input).select_on_focus = False
        # While the screen is open `helper catalog build` refuses to run (it could rewrite a file being saved).
        from helper.catalog.review import review_lock

        self._review_lock = review_lock(self.root, wait=1.0)  # a build in progress: wait a moment, not 5 s
        if self.reads_at_once():
            self._loaded(self._read())
            return
        # The checks run in the background: the screen is drawn at once and says so (issue 9: the law paragraphs,
        # read here before the first draw, kept the screen blank ~29 s under load; a huge entry takes minutes).
        self.load_in_background()

    def reads_at_once(self) -> bool:
        """Whether the catalogues are read here and now, before the screen is drawn: only when their last reading is
        kept (:func:`reading_kept`: nothing is checked, the files' digest only). Otherwise, the law paragraphs too
        (about a second idle, half a minute on a loaded machine, the screen left blank and deaf meanwhile: issue 9,
        fresh tester 9aa, tester 9af), :meth:`load_in_background` reads them while the screen says so."""
        return reading_kept(self.root, self.domain, self.ui_lang)

    def load_in_background(self, keep: str | None = None, clear: bool = False) -> None:
        """Read and check the catalogues in a worker thread (the checks in a process of their own:
        :meth:`_load_in_thread`): the screen stays drawn and responsive, its title says it is checking,
        Escape closes it, and the keys typed meanwhile are kept and act in order once the checks end
        (:class:`HoldsKeys`). ``keep``: the msgctxt to show once loaded; ``clear``: the entries shown
        are dropped meanwhile (``d``: they are of the other domain). Used for the first reading of a
        large catalogue, ``d`` and the checks after a save into a large catalogue (issue 9)."""
        self.checking = True
        self.loading_stage = None  # what the reading does (loading_text), told by its thread (_say_stage)
        self.keys_are_ready = False  # keys are held until _loaded
        self._keep_after_load = keep
        if clear:
            self.entries = []
        self.render_list(keep)
        # Started once the first frame is drawn: the thread shares the interpreter with the screen.
        self.call_after_refresh(self.run_worker, self._load_waiting, exclusive=True, group="review-load")

    def _checked_key(self) -> tuple:
        """The key of this screen's reading of its domain in :data:`_CHECKED`."""
        return _checked_key(self.root, self.domain, self.ui_lang)

    def _catalogue_bytes(self) -> int:
        """The size of the catalogues the screen reads (bytes; 0 for a file missing)."""
        from helper.catalog.build import catalog_path
        from helper.catalog.checks import _data_root

        total = 0
        for lang in TARGETS:
            try:
                total += catalog_path(_data_root(self.root), lang, self.domain).stat().st_size
            except (OSError, ValueError):
                pass
        return total

    def on_unmount(self) -> None:
        from helper.catalog.review import release_review_lock

        if self.checking:  # closed or quit while checking: its checks are not waited for
            self._stop.set()  # a reading in the worker thread stops at its next entry
            if getattr(self, "_check_thread", None) is not None:
                stop_checks(self._check_thread)  # one in a process is killed

        release_review_lock(getattr(self, "_review_lock", None))
        self._review_lock = None

    def where_text(self) -> str:
        """The line saying which file the screen saves into (issue 9: an installed copy saves into the
        checkout of the current directory, which surprised a reviewer).

        It fits the line's two rows at the screen's width (60x16 to 80x24 and wider), the path and its
        note whole (fix9j: "…laws.po（当" at 60 columns): the checkout of the current directory is named
        by a path relative to that directory, the note is shortened when the long one does not fit, and
        only then is the path shortened from its start, its file name kept whole."""
        from helper.catalog.review import save_location

        if self.target in self.faults:  # nothing is saved into a catalogue that cannot be read: no file named
            return ""
        path, how = save_location(self.root, self.target, self.domain)
        room = self.size.width - 2  # the line's padding
        rows = self.where_rows()
        try:
            self.query_one("#review-where", Static).styles.max_height = rows
        except Exception:  # not mounted yet
            pass
        if not rows:  # its row lent to the status message (where_rows)
            return ""
        if path is None or room <= 0:
            return saves_into(self.ui_lang, path, how)
        shown = str(path)
        if how == "current":  # inside the current directory's checkout: relative to where the reviewer is
            try:
                shown = min(shown, os.path.relpath(path), key=len)
            except ValueError:  # another drive (Windows)
                pass
        def fits(text: str, file: str) -> bool:
            """In the rows, the path unbroken on one row, a space before it, and the words before it unbroken: on
            its row or whole on the row above (the path's leading "…" takes the word before it down with it, and
            "保存" / "到 …laws.po" or "Αποθηκεύει" / "στο …messages.po" parted the label)."""
            lines = wrap(text, room)
            label = text[:text.find(file)].strip()
            return len(lines) <= rows and any(
                line.startswith(file) and (not label or (index and lines[index - 1].strip() == label))
                or (label + " " + file in line if label else line.startswith(file))
                for index, line in enumerate(lines))

        candidates = [saves_into(self.ui_lang, shown, how)]
        if how == "current":
            candidates.append(saves_into(self.ui_lang, shown, how, short=True))
        for text in candidates:
            if fits(text, shown):
                return text
        text = candidates[-1]
        # the path shortened, its language's directory kept; an installed copy's note, short, then shortest (one
        # row at 60 columns beside a status message: "…laws.po (the current directory's…" was cut, fix9bh, tester 9y)
        for short in ((True, "shortest") if how == "current" else (False,)):
            for cut in shortened_paths(shown):
                text = saves_into(self.ui_lang, cut, how, short=short)
                if fits(text, cut):
                    return text
        # Not even so (one row at 60x16 in Greek beside a status message): cut at a word, an ellipsis saying so
        # (fresh tester 9t: "…laws.po (το αντίγραφο του" cut by the line's height mid-phrase).
        return clip(text, room, rows)

    def where_rows(self) -> int:
        """The rows the file line (:meth:`where_text`) has: :data:`WHERE_ROWS`, one on a short screen showing a status
        message (:meth:`status_rows` keeps the panes their text rows), and with no message one where two would leave
        the panes fewer text rows under their headers than they should keep (:data:`TEXT_ROWS`, one more on a short
        screen: issue 9, tester 9ac: the Greek long form took 2 rows of the first screen at 60x16 and left each pane
        one text row), measured on the screen as last laid out."""
        try:
            line_open = self.query_one("#review-input", Input).display
        except Exception:  # not mounted yet
            line_open = False
        if line_open and self.has_class("short"):
            # the note, search or go-to line and its hint under it take rows of a short screen: the file line one, in
            # its short form (issue 9 §3: at 60x16 its two rows left the panes their headers and a row)
            return 1
        if self.message and not self.has_class("short"):  # the status line has its rows (status_rows), the panes theirs
            return WHERE_ROWS
        if self.message:
            # A message naming a file whose shortest form wants one row more than the status line has beside the file
            # line (the official text's at 60x16 in Greek: its source file): the file line gives its row for as long.
            width = max(self.size.width - 2, 2)
            forms = self.message_forms(self.message)
            need = min(len(wrap(text, width)) for text in forms)
            has = self.status_rows(where=1)
            return 0 if len(forms) > 1 and has < need <= has + 1 else 1
        try:
            where = self.query_one("#review-where").outer_size.height
            text = min(self.query_one(f"#scroll-{name}").outer_size.height for name in ("en", "target"))
        except Exception:  # not mounted yet
            return WHERE_ROWS
        if not self.size.height or not where and not text:  # not laid out yet
            return WHERE_ROWS
        wanted = TEXT_ROWS + 1 if self.has_class("short") else TEXT_ROWS
        return WHERE_ROWS if text + where - WHERE_ROWS >= wanted else 1

    def on_screen_resume(self) -> None:
        # Back from the editor: Textual gives the focus back to the widget that had
        # it last, which may be the hidden note/search line; keys must reach the screen.
        if not self.query_one("#review-input", Input).display:
            self.call_after_refresh(self.set_focus, None)

    def on_resize(self, event) -> None:
        self.query_one("#pane-third").display = event.size.width >= WIDE
        if getattr(self, "_list_width", event.size.width) != event.size.width and self.entries:
            self.render_list()  # the list's lines fit the new width (_label)
        self._list_width = event.size.width
        # Under SHORT lines the other parts give up lines to the panes (review.tcss: ReviewScreen.short).
        self.set_class(event.size.height < SHORT, "short")
        if not self.query_one("#review-input", Input).display:
            self.query_one("#review-keys", Static).update(self.main_keys())  # F1 where it fits this width
        self.render_entry()

    # ------------------------------------------------------------ data
    def reload(self, keep: str | None = None) -> None:
        """Read the catalogues again (after a save) and re-render."""
        self._show_loaded(*self._read(), keep=keep)

    def _read(self) -> tuple[dict, list, str | None]:
        """Read and check the catalogues: (faults, entries, message or None)."""
        return read_checked(self.root, self.domain, self.ui_lang)

    def _show_loaded(self, faults: dict, entries: list, message: str | None, keep: str | None = None) -> None:
        self.checking = False
        self.faults, self.entries = faults, entries
        if message is not None:
            self.message = message
        if self.target in self.faults:
            self.message = self.fault_message(self.faults[self.target])
        elif not self.message and entries and all(
                e.langs.get(self.target) is not None and e.langs[self.target].loaded == () for e in entries):
            _ = get_translator(self.ui_lang).gettext
            self.message = _("The {language} catalogue has no entries yet: the template's are listed untranslated, "
                             "and each one you save is added to it.").format(
                language=language_name(self.target, self.ui_lang))
        if not self.message:
            self.message = self.interface_note()
        self._stamp = self._disk_stamp()
        self.render_list(keep)
        # the file line's rows are measured on the screen as last laid out (where_rows): its line is written again
        # once the list and the entry are laid out, in the form of the screen as read, not as while reading
        self.call_after_refresh(self._rewrite_where)

    def _rewrite_where(self) -> None:
        """The file line (:meth:`where_text`) written again for the screen as now laid out."""
        try:
            self.query_one("#review-where", Static).update(Wrapped(Text(self.where_text())))
        except Exception:  # the screen closed meanwhile
            pass

    async def _load_waiting(self) -> None:
        """The worker of :meth:`load_in_background`: :meth:`_load_in_thread` runs in a daemon thread of its own,
        this waits for its result and shows it (:meth:`_loaded`). Not a thread worker: Textual runs those in
        asyncio's default executor, whose threads the end of ``App.run`` (``asyncio.run``) and of the interpreter
        wait for, so quitting while the law paragraphs were read left a blank terminal until the reading came to a
        place where :class:`StoppableMemo` stops it (the catalogues parsed, the checks' word lists loaded and their
        patterns compiled, a whole entry checked: issue 9 §3, ~3 s idle, far more under load). A daemon thread is waited for by nothing: quitting ends at once and the
        reading, its result unwanted, ends with the process (it only reads files). Cancelled (the screen
        closed, another reading started: ``exclusive``), its result is dropped."""
        import asyncio

        loop = self._reading_loop = asyncio.get_running_loop()
        done = loop.create_future()

        def give(result) -> None:
            if not done.done():
                done.set_result(result)

        def run() -> None:
            result = self._load_in_thread()
            try:
                loop.call_soon_threadsafe(give, result)
            except RuntimeError:  # the loop closed: the program quit meanwhile
                pass

        threading.Thread(target=run, name="review-reading", daemon=True).start()
        result = await done
        if result is not None:
            self._loaded(result)

    def _load_in_thread(self) -> tuple[dict, list, str | None] | None:
        """The first reading (a daemon thread: :meth:`_load_waiting`): the screen is up meanwhile, says it is
        checking, and Escape or quit work (issue 9: a 640,000-character entry kept the screen blank for ~100 s).
        The checks run in a process of their own (:func:`_read_in_process`): in this one their long
        regular-expression scans would hold the interpreter and the screen would not be drawn. Returns the
        reading, None when it was stopped (the screen is gone)."""
        self._check_thread = threading.get_ident()  # the checks' process this thread waits for: stop_checks
        try:
            # Checked here once this domain was read before (only entries an edit changed are checked: parsing
            # is most of it), unless the catalogues are large (one huge entry would hold the screen).
            # The law paragraphs are read here too (SCREEN_BYTES): a process would take longer to start.
            size = self._catalogue_bytes()
            # The findings an earlier review kept on disk (load_kept): the catalogues unchanged, nothing is checked;
            # changed, only their changed entries are (here, not in a process: few). Said while it reads.
            if size > SCREEN_BYTES:
                self._say_stage(load_kept(self.root, self.domain, self.ui_lang) or "checking")
            warm = (self._checked_key() in _CHECKED) and size <= THREAD_BYTES or size <= SCREEN_BYTES
            result = read_checked(self.root, self.domain, self.ui_lang, in_process=warm, stop=self._stop)
        except ChecksStopped:  # the screen closed or the program quit meanwhile (stop_checks): nothing to show
            return None
        except Exception as exc:  # never a traceback on the screen: said on the status line
            result = ({}, [], get_translator(self.ui_lang).gettext("A catalogue cannot be read: {reason}").format(
                reason=exc))
        return result

    def _say_stage(self, stage: str) -> None:
        """From the reading's thread: what the reading does now (:meth:`loading_text`: ``"same"``, ``"changed"``,
        ``"checking"``), shown on the screen."""
        def show() -> None:
            if self.is_attached and self.checking and self.loading_stage != stage:
                self.loading_stage = stage
                self.render_entry()

        try:  # not waited for (App.call_from_thread would wait, for ever once the app has quit)
            self._reading_loop.call_soon_threadsafe(show)
        except (AttributeError, RuntimeError):  # no loop, or it closed: the program quit meanwhile
            pass

    def _loaded(self, result: tuple[dict, list, str | None]) -> None:
        if not self.is_attached:  # closed while checking
            return
        first = not getattr(self, "_watching", False)
        if first:
            self.message = ""  # later loads (d, after a save) keep what the status line says
        self._show_loaded(*result, keep=getattr(self, "_keep_after_load", None))
        self._keep_after_load = None
        if first:
            # Another review screen or an editor may save into the same catalogue: shown again when it changes.
            self._watching = True
            self.set_interval(2.0, self.check_disk)
        self.keys_ready()  # the keys typed while it loaded, in order (HoldsKeys)
        self.call_after_refresh(self.offer_recovery)

    def _disk_stamp(self) -> tuple | None:
        """The reviewed catalogue's modification time, size, inode and content digest as read
        (:func:`helper.catalog.locks.file_stamp`: an edit of the same size that keeps the file's time is a change
        too), or None (missing, unreadable)."""
        from helper.catalog.build import catalog_path
        from helper.catalog.checks import _data_root
        from helper.catalog.locks import file_stamp

        try:
            return file_stamp(catalog_path(_data_root(self.root), self.target, self.domain))
        except (OSError, ValueError):
            return None

    def check_disk(self) -> None:
        """Read the catalogue again when it changed on disk since it was shown (not while a dialog is open),
        so the screen never shows a text another screen has replaced as if it were saved."""
        _ = get_translator(self.ui_lang).gettext
        if self.checking or self.app.screen is not self or self.query_one("#review-input", Input).display:
            return  # (while checking: the load under way reads the file as it is now)
        stamp = self._disk_stamp()
        if stamp is not None and getattr(self, "_stamp", None) not in (None, stamp):
            self.reload()
            self.message = _("The catalogue was changed on disk (another review screen or an editor): "
                             "shown again as it is now.")
            self.render_entry()

    def interface_note(self) -> str:
        """That the screen's or the reviewed language's interface catalogue cannot be read (English is
        shown in its place), or "" (fresh tester 9b: the screen was silent about it).  About the screen's
        own language it is in English, as the Director's screen says it: that catalogue is the one
        unreadable."""
        from helper.rulings.messages import LANGUAGE_NAMES_IN

        for lang in dict.fromkeys((self.ui_lang, self.target)):
            translator = get_translator(lang)
            if lang == "en" or lang is None or not translator.damaged:
                continue
            if lang == self.ui_lang:
                return (f"The {LANGUAGE_NAMES_IN['en'].get(lang, lang)} interface catalogue cannot be read "
                        f"({translator.problem}): English is shown.")
            _ = get_translator(self.ui_lang).gettext
            return _("The {language} interface catalogue cannot be read ({problem}): the helper shows English in "
                     "its place.").format(language=language_name(lang, self.ui_lang),
                                                 problem=problem_words(translator.problem, self.ui_lang))
        return ""

    def fault_message(self, fault: UnreadableCatalogue) -> str:
        """Why ``fault``'s catalogue is neither shown nor saved into, naming its file and line, in the screen's language."""
        _ = get_translator(self.ui_lang).gettext
        kinds = {"unterminated": _("a string with no closing quote"),
                 "string": _("an unescaped quote or a bad escape in a string"),
                 "line": _("a line that is no PO line"),
                 "order": _("keywords out of order"),
                 "plural": _("missing or extra plural forms")}
        parts = Path(fault.path).parts  # locales/<lang>/LC_MESSAGES/<domain>.po: short enough for 80 columns
        file = Path(*parts[len(parts) - 1 - parts[::-1].index("locales"):]) if "locales" in parts else fault.path
        from helper.i18n import EMPTY_CATALOGUE

        if fault.problem is None and fault.detail == EMPTY_CATALOGUE:
            where = _("the catalogue is empty: {file}").format(file=file)
        elif fault.problem is None:
            where = _("{file}: not UTF-8").format(file=file)
        else:
            where = _("{file}, line {line}: {fault}").format(
                file=file, line=fault.problem.line, fault=kinds.get(fault.problem.code, fault.problem.code))
        message = _("The {language} catalogue cannot be read exactly ({where}): it is not shown and nothing is "
                    "saved into it. Fix the file (helper catalog check lists the faults).").format(
            language=language_name(self.target, self.ui_lang), where=where)
        # Its last resort (shown_message: where no other form fits the rows; at 60x16 in Greek with the keys dropped
        # after a refused n said after it, fix9ie): the fault alone, the file by its name.
        where = where.replace(str(file), Path(file).name, 1)
        # TRANSLATORS: the message above in its shortest form, where the screen is short: the fault only.
        self.shortest[message] = _("The {language} catalogue cannot be read exactly ({where}).").format(
            language=language_name(self.target, self.ui_lang), where=where)
        return message

    def visible(self) -> list[ReviewEntry]:
        """The entries shown in the list (all, or only those needing a look)."""
        if not self.only_problems:
            return self.entries
        return [e for e in self.entries if e.needs_look(self.target)]

    def shown_msgctxt(self) -> str | None:
        """The msgctxt of the entry the list highlights (its option's id), or None (an empty list, nothing
        highlighted). The list's own rows say which entry the reviewer is reading, also between a change of
        what :meth:`visible` lists (``f``, ``l``, the entries read again) and the list made again."""
        option_list = self.query_one("#review-list", OptionList)
        index = option_list.highlighted
        if index is None or not 0 <= index < option_list.option_count:
            return None
        return option_list.get_option_at_index(index).id

    @property
    def current(self) -> ReviewEntry | None:
        """The entry the list highlights (by its msgctxt, never by its row: issue 9, fresh tester 9t), or None."""
        msgctxt = self.shown_msgctxt()
        if msgctxt is None:
            return None
        entries = self.visible()
        index = self.query_one("#review-list", OptionList).highlighted
        if index < len(entries) and entries[index].msgctxt == msgctxt:
            return entries[index]
        return next((e for e in self.entries if e.msgctxt == msgctxt), None)

    # ------------------------------------------------------------ rendering
    def _entry_name(self, entry: ReviewEntry, limit: int | None = 28, lang: str | None = None) -> str:
        """The entry as its list line, a note's line and a question name it: a law paragraph's id in ``lang``'s
        citation form (None: the screen's language's, as every id the screen draws: issue 9, tester 9ac: the
        English screen reviewing Chinese listed "第12条C款1项(e)" while its messages said 12A1), an interface
        string's first line, cut to ``limit`` cells (None: whole)."""
        _ = get_translator(self.ui_lang).gettext
        if entry.domain == "messages":  # an interface string: its first words
            first = entry.id.splitlines()[0] if entry.id else ""
            return first if limit is None or cell_len(first) <= limit else _cut(first, limit)
        if not entry.title:
            return format_id(entry.id, lang or self.ui_lang)
        mark = _("(title)")  # no space before a full-width bracket (tester 9an: "第86条B款2项 （标题）")
        return format_id(entry.id, lang or self.ui_lang) + ("" if mark.startswith("（") else " ") + mark

    def said_name(self, entry: ReviewEntry) -> str:
        """The entry as a sentence of the screen names it (the status line, a title, the note line's label): a law
        paragraph's id in the screen's language (issue 9, fresh tester 9aa: the English screen reviewing Chinese
        said "第12条A款1项 has nothing left to look at"; 12A1 in English, 12Α1 in Greek), an interface string's
        first words."""
        return self._entry_name(entry, lang=self.ui_lang)

    def _fuzzy_label(self, entry: ReviewEntry, view) -> str:
        """A fuzzy entry's status: a reviewer's own translation the build kept as fuzzy because its
        English changed (build.REVIEWER_KEPT_FUZZY) is not an older edition's text (issue 9)."""
        from helper.catalog.build import REVIEWER_KEPT_FUZZY

        _ = get_translator(self.ui_lang).gettext
        if view is not None and REVIEWER_KEPT_FUZZY.split(": ", 1)[1].split(":")[0] in (view.origin or ""):
            return _("fuzzy (English changed)")
        return _("fuzzy (older edition)") if entry.domain == "laws" else _("fuzzy")

    def _state(self, entry: ReviewEntry) -> tuple[str, str]:
        """The status column of ``entry``'s list line and its count of open findings ("" for none)."""
        _ = get_translator(self.ui_lang).gettext
        view = entry.langs.get(self.target)
        status = {"translated": _("translated"), "fuzzy": self._fuzzy_label(entry, view), "missing": _("missing")}
        open_findings = sum(1 for f in view.findings if f.accepted is None) if view else 0
        findings = ("  " + get_translator(self.ui_lang).ngettext(
            "{count} finding", "{count} findings", open_findings).format(count=open_findings)) if open_findings else ""
        return (status[view.status] if view else "-"), findings

    def _name_width(self, entries: list[ReviewEntry], states: list[tuple[str, str]] | None = None) -> int:
        """The width of the list's name column (cells): the longest name; an interface string's first line takes
        the width the list has beside the mark and the widest status and count of findings (fresh tester 9h: at 110
        columns the lines were cut at 28 cells, half the list blank; fix9s), never under 28 cells.  ``states``: the
        entries' :meth:`_state`, when already known."""
        if not entries:
            return 0
        if entries[0].domain != "messages":
            return max(cell_len(self._entry_name(e)) for e in entries)
        longest = max(cell_len(self._entry_name(e, None)) for e in entries)
        tail = max(cell_len(state + findings) for state, findings in (states or map(self._state, entries)))
        room = self.app.size.width - LIST_MARGIN - len("✓ ") - 2 - tail
        return min(longest, max(room, 28))

    def _label(self, entry: ReviewEntry, width: int, state: tuple[str, str] | None = None) -> str:
        _ = get_translator(self.ui_lang).gettext
        view = entry.langs.get(self.target)
        mark = "✓" if view and view.reviewed else ("!" if entry.needs_look(self.target) else " ")
        name = self._entry_name(entry, max(width, 1))
        shown, findings = state or self._state(entry)
        # The line fits the list's width, a blank column before the scroll bar (issue 9: "1 finding▆▆" at 60
        # columns; in Greek the Chinese list ran to 63 cells): the columns close up, a fuzzy status loses
        # its "(older edition)", and only then is the line cut.
        room = self.app.size.width - LIST_MARGIN
        text = ""
        for gap, state in ((2, shown), (1, shown), (1, _("fuzzy") if view and view.status == "fuzzy" else shown)):
            text = f"{mark} {name}{' ' * (width - cell_len(name) + gap)}{state}{findings}"
            if cell_len(text) <= room:
                return text
        cut = Text(text)
        cut.truncate(max(room, 1), overflow="ellipsis")
        return cut.plain

    def render_list(self, keep: str | None = None) -> None:
        """Make the list again (what :meth:`visible` lists now) and highlight ``keep`` (a msgctxt), else the entry
        highlighted until now: the same entry, never the same row (issue 9, fresh tester 9t: ``f`` at 12C2(a)
        selected 12C2(b)); an entry no longer listed gives way to the next one in the catalogue's order, else the
        previous one (:meth:`_next_shown`)."""
        option_list = self.query_one("#review-list", OptionList)
        current = keep or self.shown_msgctxt() or self._places.get(self.domain)
        option_list.clear_options()
        entries = self.visible()
        states = [self._state(e) for e in entries]
        self._list_tail = max((cell_len(state + findings) for state, findings in states), default=0)
        width = self._list_name_width = self._name_width(entries, states)
        option_list.add_options(Option(Text(self._label(e, width, state)), id=e.msgctxt)
                                for e, state in zip(entries, states))
        index = next((i for i, e in enumerate(entries) if e.msgctxt == current), None)
        if index is None:
            index = self._next_shown(entries, current)
        option_list.highlighted = index if entries else None
        self.render_title()

    def _next_shown(self, entries: list[ReviewEntry], keep: str | None) -> int:
        """The index in ``entries`` (the list shown) to highlight when ``keep`` (a msgctxt) is not in it: an entry
        that left the list of those needing a look (``f``) when accepted, approved or marked (issue 9, fresh tester
        9r: ``u`` on 86A showed 12A, the first, not 86B1) gives way to the next shown after it in the catalogue's
        order, else the last one; 0 when ``keep`` is None or not an entry."""
        order = {e.msgctxt: i for i, e in enumerate(self.entries)}
        if keep is None or keep not in order or not entries:
            return 0
        place = order[keep]
        return next((i for i, e in enumerate(entries) if order.get(e.msgctxt, -1) > place), len(entries) - 1)

    def render_one(self, entry: ReviewEntry) -> None:
        """Show ``entry`` changed (saved): its line of the list, the title's counts and the panes, the other
        lines left as they are (rebuilding a list of 1,100 interface strings took half a second)."""
        entries = self.visible()
        if entry not in entries or (self.only_problems and not entry.needs_look(self.target)):
            self.render_list(entry.msgctxt)  # it leaves the list of problems: the list is made again
            return
        state = self._state(entry)
        if entry.domain == "messages" and cell_len("".join(state)) > getattr(self, "_list_tail", 0):
            # a status or count of findings wider than the list's status column ("已翻译  1 个发现" where no entry
            # had a finding): the name column narrows for every line, the list is made again (fix9s)
            self.render_list(entry.msgctxt)
            return
        # the name column as the list was made (the other lines are left as they are)
        width = getattr(self, "_list_name_width", None) or self._name_width(entries)
        self.query_one("#review-list", OptionList).replace_option_prompt(entry.msgctxt,
                                                                         Text(self._label(entry, width, state)))
        self.render_title()

    def render_title(self) -> None:
        """The title (the counts of entries, of those to look at and with findings), the keys line and
        the entry shown."""
        _ = get_translator(self.ui_lang).gettext
        ngettext = get_translator(self.ui_lang).ngettext
        problems = sum(1 for e in self.entries if e.problems(self.target))
        # Findings count on their own: an approved entry keeps its open findings (issue 9).
        with_findings = sum(1 for e in self.entries if e.open_findings(self.target))
        title = (_("Review of the interface strings: English and {language}, {entries}, {problems}")
                 if self.domain == "messages" else _("Review: English and {language}, {entries}, {problems}")).format(
            language=language_name(self.target, self.ui_lang),
            entries=ngettext("{count} entry", "{count} entries", len(self.entries)).format(count=len(self.entries)),
            problems=ngettext("{count} to look at", "{count} to look at", problems).format(count=problems))
        shorter = title  # the title without its count of entries with findings, where the label needs the room
        if with_findings:
            # TRANSLATORS: the review screen's title, then how many entries have findings (the comma as in
            # the title itself).
            title = _("{title}, {findings}").format(title=title, findings=ngettext(
                "{count} with findings", "{count} with findings", with_findings).format(count=with_findings))
        if self.entries and all(e.langs.get(self.target) is None or e.langs[self.target].status == "missing"
                                for e in self.entries):  # a catalogue with every msgstr empty: said once (fix9j)
            title = _("{title}: no entry is translated").format(title=title)
            shorter = _("{title}: no entry is translated").format(title=shorter)
        titles = dict.fromkeys([title, shorter])
        if self.target in self.faults:  # nothing of it was read: no count to give (fresh tester 9b: "0 to look at")
            # (the status line names its file and line)
            title = (_("Review of the interface strings: English and {language}: the catalogue cannot be read")
                     if self.domain == "messages" else _("Review: English and {language}: the catalogue cannot be read")
                     ).format(language=language_name(self.target, self.ui_lang))
        if self.checking:  # the interface strings said as such while they are checked (tester 9y)
            title = (_("Review of the interface strings: English and {language}: checking the translations…")
                     if self.domain == "messages" else _("Review: English and {language}: checking the translations…")
                     ).format(language=language_name(self.target, self.ui_lang))
        # Broken as the panes are (wrap): Rich broke it at spaces only, "共 1251 条，1251" / "条待查看" (issue 9)
        self.query_one("#review-title", Static).update(Wrapped(Text(self.labelled_title(
            list(titles) if title in titles else [title], "[" + _("problems only") + "]" if self.only_problems else ""))))
        line_open = self.query_one("#review-input", Input).display
        if not line_open:  # (the open line's keys, and its hint, are show_line's)
            self.query_one("#review-keys", Static).update(self.main_keys())
        self.render_entry()

    def labelled_title(self, titles: list[str], label: str) -> str:
        """The title drawn with ``label`` (``[problems only]``, or ""), never split: two spaces after the title on its
        last row, else on a row of its own (issue 9, tester 9ac: "…24 条有发现  [只" / "看问题]" at 60x16); the first
        of ``titles`` (the title's forms, longest first) whose rows and label fit the title's rows, else the last."""
        width = self.size.width - 2  # the title's padding
        if not label or width < 2:
            return titles[0] + ("  " + label if label else "")
        text = ""
        for title in titles:
            lines = wrap(title, width)
            if lines and cell_len(lines[-1]) + 2 + cell_len(label) <= width:
                lines[-1] += "  " + label
            else:
                lines.append(label)
            text = "\n".join(lines)
            if len(lines) <= TITLE_ROWS:
                return text
        return text

    def column_text(self, entry: ReviewEntry, lang: str) -> Text:
        """One language's column, its header line(s) and its text."""
        head, body = self.column_parts(entry, lang)
        return Text("\n").join([head, body])

    def column_head(self, entry: ReviewEntry, lang: str) -> Text:
        """A pane's header: the paragraph id (in the screen's language, as every id it draws: tester 9ac, "第12条B款2项
        - Chinese" on the English screen) and the pane's language; the status and reviewed mark."""
        _ = get_translator(self.ui_lang).gettext
        text = Text()
        name = format_id(entry.id, self.ui_lang) if entry.domain == "laws" else _("Interface string")
        text.append(f"{name} - {language_name(lang, self.ui_lang)}", style="bold")
        view = entry.langs.get(lang)
        if lang == "en" or view is None:
            return text
        status = {"translated": _("translated"), "fuzzy": self._fuzzy_label(entry, view), "missing": _("missing")}
        text.append("\n")
        shown, mark = self.status_and_mark(view.reviewed, status[view.status], self._head_width(lang))
        text.append(shown, style="italic")
        if mark:
            text.append("  " + mark, style="green")
        return text

    def status_and_mark(self, reviewed: str, status: str, width: int) -> tuple[str, str]:
        """A pane header's status line as ``(status, mark)``: the status word (``status``) and the reviewed mark
        (:meth:`reviewed_mark`; ``""`` when ``reviewed`` is empty) that fit ``width`` cells with two spaces
        between. The status word is kept whole: the mark is shortened first (the date, then the name cut with an
        ellipsis, then the name left out: issue 9 §3, tester 9an: Greek at 60x16 cut the status word, "μετα…",
        to keep the name, since fix9bc); the name the header leaves out or cuts is said whole in the pane's text
        (:meth:`reviewed_line`). Only when the word "reviewed" alone does not fit beside it is the status word
        cut (three cells of it and an ellipsis at least)."""
        if not reviewed:
            return status, ""
        mark = self.reviewed_mark(reviewed, status, width)
        room = width - cell_len("  ") - cell_len(mark)
        if room < cell_len(status) and room >= 4:
            return _cut(status, room), mark
        return status, mark

    def reviewed_line(self, entry: ReviewEntry, lang: str) -> str:
        """The reviewed mark whole ("Reviewed on DATE by NAME."), for the pane's text when its header could not
        show the reviewer's name whole (:meth:`status_and_mark`), else ``""``."""
        view = entry.langs.get(lang)
        if view is None or not view.reviewed:
            return ""
        date, by, name = view.reviewed.partition(" by ")
        if not by or not name:
            return ""
        _ = get_translator(self.ui_lang).gettext
        word = {"translated": _("translated"), "fuzzy": self._fuzzy_label(entry, view), "missing": _("missing")}
        _shown, mark = self.status_and_mark(view.reviewed, word[view.status], self._head_width(lang))
        if name in mark:
            return ""
        return _("Reviewed on {date} by {name}.").format(date=date, name=name)

    def reviewed_mark(self, reviewed: str, status: str, width: int) -> str:
        """The reviewed mark of a pane header's status line (``reviewed``: ``DATE`` or ``DATE by NAME``, as the
        ``.po`` comment has it), so that ``status``, two spaces and the mark fit ``width`` cells on one line in
        every language and at every size (issue 9, fresh tester 9t: at 60x16 "translated  reviewed by" lost the
        name to a hidden third row; at 80x24 the Chinese wrapped 审校 onto a row of its own). Shortened by a
        rule: the date and the name; the name without the date; the name cut with an ellipsis (at least two
        cells of it kept); the word alone - never "by" with no name."""
        _ = get_translator(self.ui_lang).gettext
        date, by, name = reviewed.partition(" by ")
        room = width - cell_len(status + "  ")
        mark = _("reviewed {date}").format(date=reviewed.replace(" by ", " · "))
        if cell_len(mark) <= room or not by:
            return mark
        without_name = cell_len(_("reviewed by {name}").format(name=""))
        if without_name + cell_len(name) <= room:
            return _("reviewed by {name}").format(name=name)
        if room - without_name >= 3:  # two cells of the name and the ellipsis
            return _("reviewed by {name}").format(name=_cut(name, room - without_name))
        # TRANSLATORS: a pane header's mark of a reviewed entry too narrow for the reviewer's name.
        return _("reviewed")

    def _head_width(self, lang: str) -> int:
        """The cells a line of ``lang``'s pane header has (its width less the padding); a large number before
        the screen is laid out."""
        pane = "target" if lang == self.target else "third"
        width = self.query_one(f"#head-{pane}", Static).content_region.width
        return width if width > 0 else 1_000

    def column_parts(self, entry: ReviewEntry, lang: str) -> tuple[Text, Text]:
        """A pane's header (:meth:`column_head`) and its body: the text, older text and diff, findings, note."""
        return self.column_head(entry, lang), self.column_body(entry, lang)

    def column_body(self, entry: ReviewEntry, lang: str) -> Text:
        from helper.catalog.origin import origin_text
        from helper.catalog.review import check_label, finding_line, word_diff

        _ = get_translator(self.ui_lang).gettext
        text = Text()
        if lang == "en":
            text.append_text(self.bounded(entry.english))
            return text
        view = entry.langs.get(lang)
        if view is None:
            return text
        text.append_text(self.bounded(view.text) if view.text else Text(_("(no text)")))
        if lang == "zh" and entry.domain == "laws":
            for pair in LawBook.load().pairs_for(entry.id):
                text.append("\n\n")
                text.append(_("Sentence pair {pair} (older edition), its English {match} the 2017 text:").format(
                    pair=pair.id, match=_("identical to") if pair.match == "exact" else _("close to")), style="bold")
                text.append("\n" + pair.en.text + "\n" + pair.zh.text)
            for old_id, confidence, old_text in entry.older:
                text.append("\n\n")
                text.append(_("1997 Laws, Law {old} ({confidence}):").format(
                    old=format_id(old_id, self.ui_lang), confidence=confidence_text(confidence, self.ui_lang)), style="bold")
                text.append("\n" + old_text)
        if view.status == "fuzzy" and view.previous:
            text.append("\n\n")
            # an older edition's English against the 2017 text; a reviewer's translation kept as fuzzy after a
            # rebuild: its previous English (a 2017 text too) against the current one (fix9j)
            older_edition = entry.domain == "laws" and self._fuzzy_label(entry, view) != _("fuzzy (English changed)")
            text.append((_("Its English against 2017 ({added} added, {removed} removed):") if older_edition
                         else _("Its previous English against the current one ({added} added, {removed} removed):")
                         ).format(added="{+…+}", removed="[-…-]"), style="bold")
            text.append("\n")
            # A long text: the difference of its start (the word diff of two huge texts is slow).
            for tag, piece in word_diff(view.previous[:LONG_TEXT], entry.english[:LONG_TEXT]):
                if tag == "equal":
                    text.append(piece)
                elif tag == "delete":
                    text.append("[-" + piece + "-]", style="red strike")
                else:
                    text.append("{+" + piece + "+}", style="green bold")
        if view.findings:
            text.append("\n\n")
            text.append(_("Findings:"), style="bold")
            for finding in view.findings:
                severity = {"error": _("error"), "warning": _("warning")}
                label = severity.get(finding.severity, finding.severity) if finding.accepted is None else _("accepted")
                message = finding.message
                if finding.check == "fuzzy" and view.origin and "a reviewer's translation" not in view.origin:
                    # the build's origin note is English: reword it
                    origin = next((line for line in view.origin.splitlines() if line.startswith("zh: ")
                                   and ("sentence pair" in line or "1997 Law" in line)), "")
                    if origin:
                        message = _("an older text awaiting review ({origin})").format(
                            origin=origin_text(origin, self.ui_lang))
                text.append("\n- " + finding_line(label, check_label(finding.check, self.ui_lang), message, self.ui_lang),
                            style="red" if finding.accepted is None and finding.severity == "error" else "")
                if finding.accepted:  # the baseline's reason, in the screen's language
                    from helper.catalog.checks import reason_text

                    # TRANSLATORS: an accepted finding's reason after it, in brackets (Chinese: full-width ones).
                    reason = _("({reason})").format(reason=reason_text(finding.accepted, self.ui_lang))
                    text.append(("" if reason.startswith("（") else " ") + reason, style="dim")
        reviewed = self.reviewed_line(entry, lang)
        if reviewed:  # the header had no room for the reviewer's name (status_and_mark)
            text.append("\n\n")
            text.append(reviewed, style="green")
        if view.note:
            text.append("\n\n")
            label = _("Note:")
            text.append(label, style="bold")
            text.append(("" if label.endswith("：") else " "))
            text.append_text(self.bounded(view.note))  # no space after a full-width colon
        return text

    @property
    def targets(self) -> tuple[str, ...]:
        """The reviewed languages offered: of :data:`TARGETS`, those the terminal shows (issue 10,
        fix10i: under ``screen -U`` with ``LANG=C`` a Chinese translation reached it as ``??``)."""
        from helper.tui.glyphs import shown_languages

        return shown_languages(self.glyphs, TARGETS)

    def render_entry(self) -> None:
        from helper.tui.glyphs import shown_languages, unreadable_value

        _ = get_translator(self.ui_lang).gettext
        entry = self.current
        wide = self.size.width >= WIDE
        other = "zh" if self.target == "el" else "el"
        for name, lang in (("en", "en"), ("target", self.target), ("third", other)):
            head, content = self.column_parts(entry, lang) if entry else (
                Text(""), Text((self.loading_text() if self.checking else _("Nothing to look at.")) if name == "en"
                               else ""))
            if entry and lang not in shown_languages(self.glyphs, (lang,)):
                # The other language's text, which this terminal cannot show: said, not ?? (fix10i).
                head, content = Text(language_name(lang, self.ui_lang), style="bold"), Text(
                    unreadable_value(lang, self.ui_lang), style="italic")
            if name == "third" and not wide:
                head, content = Text(""), Text("")
            self.query_one(f"#head-{name}", Static).update(Wrapped(head))
            self.query_one(f"#col-{name}", Static).update(Wrapped(content))
        # Broken as every pane is (wrap: "5 个" is never parted; fresh tester 9t: Rich broke the Chinese question
        # at the space before 个) and cut, if need be, at a word with an ellipsis to the rows it has (review.tcss).
        rows, width = self.fit_keys(), self.size.width - 2
        message = self.shown_message(rows, max(width, 2))
        status = self.query_one("#review-status", Static)
        status.update(Wrapped(Text(clip(message, width, rows))))
        # an empty status line on a short screen gives its row to the panes (issue 9, tester 9ac: at 60x16 the first
        # screen left the Greek pane 2 rows of text under its 2-row header; 3 now)
        status.display = bool(message) or not self.has_class("short")
        self.query_one("#review-where", Static).update(Wrapped(Text(self.where_text())))
        # An entry shown anew (another entry, the other reviewed language or domain) opens at the top of
        # every pane: the panes kept the previous entry's position, and the new one opened scrolled down,
        # its beginning hidden (issue 9, fresh tester 9p). The same entry drawn again (a save, an approval,
        # a note, a message, the file read again) keeps the place the reviewer scrolled to.
        if entry is not None:
            self._places[entry.domain] = entry.msgctxt
        shown = (self.domain, self.target, entry.msgctxt) if entry else None
        if shown != self._shown:
            self._shown = shown
            for pane in self.query("#review-columns .pane-scroll"):
                pane.scroll_home(animate=False, immediate=True)

    def message_forms(self, message: str) -> list[str]:
        """``message`` and its shorter forms, longest first: its short form (:attr:`shorter`), and each with the
        file it names (a catalogue, a source document) shortened as the file line shortens it
        (:func:`shortened_paths`, cut at a directory, else to the file's name)."""
        forms: list[str] = []
        for text in [message, *([self.shorter[message]] if message in self.shorter else [])]:
            forms.append(text)
            found = NAMED_FILE.search(text)
            if found:
                path = found.group(0)
                forms += [text.replace(path, cut, 1) for cut in shortened_paths(path)
                          if cut.startswith("…" + os.sep) or cut == "…" + Path(path).name]
        return forms

    def shown_message(self, rows: int, width: int) -> str:
        """The form of the status message drawn in ``rows`` rows of ``width`` cells (:meth:`message_forms`): the
        longest that fits two rows (issue 9, tester 9ac: after ``a`` at 60x16 the full path
        "locales/zh_Hans/LC_MESSAGES/laws.po" took the status to 3 rows), else the longest that fits ``rows``, else
        its last resort (:attr:`shortest`: the file it names left out) where that fits, else the shortest (cut by
        :func:`clip`)."""
        forms = self.message_forms(self.message)
        for limit in (min(rows, WHERE_ROWS), rows):
            fitting = next((text for text in forms if len(wrap(text, width)) <= limit), None)
            if fitting is not None:
                return fitting
        last = self.shortest.get(self.message)
        if last is not None and len(wrap(last, width)) <= rows:
            return last
        return forms[-1]

    def main_keys(self) -> Wrapped:
        """The keys line of the screen (the note, search or go-to line closed): every key, or where a status message
        needs its rows (:meth:`fit_keys`) the one row of the keys that fit it."""
        hints = review_keys(self.ui_lang, self.domain)
        if self._keys_shrunk:
            return keys_line(hints, width=max(self.size.width - 2, 2))
        return keys_line(self.full_keys())

    def full_keys(self) -> list[tuple[str, str]]:
        """Every key of the keys line, and F1 (the help: :class:`helper.tui.common.HelpScreen` with these keys) after
        them where it takes no row more at this width (fix9ge, tester 9ap: F1 did nothing; at 60x16 the keys take
        every row they have, and no key may be hidden for it). The one-row line of :meth:`fit_keys` leaves it out."""
        hints = review_keys(self.ui_lang, self.domain)
        width = max(self.size.width - 2, 2)
        with_help = [*hints, ("F1", get_translator(self.ui_lang).gettext("Help"))]
        if self.size.width and len(keys_line(with_help).lines(width)) > len(keys_line(hints).lines(width)):
            return hints
        return with_help

    def action_help(self) -> None:
        """F1: every key of the screen with what it does, in a box that Escape, Enter, F1 or q closes (the
        Director's screen's help: fix9ge, tester 9ap: F1 did nothing here)."""
        from helper.tui.common import HelpScreen

        _ = get_translator(self.ui_lang).gettext
        entries = [*review_keys(self.ui_lang, self.domain), ("Home End", _("First/last entry")),
                   ("F1", _("This help")), ("^X F10", _("Quit"))]
        self.app.push_screen(HelpScreen(self.ui_lang, entries))

    def fit_keys(self) -> int:
        """The rows the status message has (:meth:`status_rows`). Where the message's shortest form needs more than
        the status line has beside every key, the list lends it its rows (hidden while the message shows: the entry
        shown is named in the panes' headers), and only where that is still too few does the keys line shrink to
        one row (issue 9 §3: at 60x16 and 60x15 the Greek keys line took five rows and a question, ``a``'s on an
        entry with findings, F10's on a note typed and not saved, was cut to one row: ``Τίποτα προς έγκριση: η
        καταχώριση δεν έχει ακόμη…``, fix9fe; tester 9ap: the keys line then dropped most keys at 60x16 while a
        message of 2-3 rows showed, though every key shows from 60x16 up: fix9he). Both are given back once the
        message is gone or fits."""
        width = max(self.size.width - 2, 2)
        try:
            line_open = self.query_one("#review-input", Input).display
            keys = self.query_one("#review-keys", Static)
            entries = self.query_one("#review-list", OptionList)
        except Exception:  # not mounted yet
            return self.status_rows()
        shrink = lend = False
        rows = self.status_rows()
        if not line_open and self.size.height:
            full = len(keys_line(self.full_keys()).lines(width))
            listed = self.list_rows()
            rows = self.status_rows(keys=full, listed=listed)
            if self.message and self.current is not None and self.target not in self.faults:
                # (its last resort too, the file it names left out: a message whole in it keeps every key, fix9ce)
                forms = [*self.message_forms(self.message), *filter(None, [self.shortest.get(self.message)])]
                need = min(len(wrap(text, width)) for text in forms)
                if need > rows:
                    lend, rows = True, self.status_rows(keys=full, listed=0)
                if need > rows:  # too few still: the list stays, the keys line gives its rows
                    lend, shrink, rows = False, True, self.status_rows(keys=1, listed=listed)
            if shrink != self._keys_shrunk:
                self._keys_shrunk = shrink
                keys.update(self.main_keys())
            if lend != self._list_lent:
                self._list_lent = lend
                entries.display = not lend
        return rows

    def list_rows(self) -> int:
        """The rows the list takes where it is shown: as laid out, or (hidden: :meth:`fit_keys`) as review.tcss
        gives it at this screen's height (its share, at least its minimum)."""
        entries = self.query_one("#review-list", OptionList)
        if entries.display and entries.outer_size.height:
            return entries.outer_size.height
        styles, size = entries.styles, self.size
        rows = int(styles.height.resolve(size, size)) if styles.height is not None else 0
        if styles.min_height is not None:
            rows = max(rows, int(styles.min_height.resolve(size, size)))
        return rows

    def status_rows(self, where: int | None = None, keys: int | None = None, listed: int | None = None) -> int:
        """The most rows the status line has: 6, 5 on a short screen (review.tcss), fewer where the panes would
        keep less than :data:`TEXT_ROWS` rows of text under their headers (issue 9, fresh tester 9aa: at 60x16 in
        Greek the 4 rows of ``e``'s message on an official text left the panes their headers only), measured on
        the screen as last laid out; at least 1.  With no entry shown (an empty list) or the reviewed catalogue
        unreadable (its text is not shown; the message names the file and line to fix: test_check_fix9i at 60x18)
        the message gets all its rows.  ``where``: the file line's rows (None: :meth:`where_rows`); ``keys``: the keys
        line's, ``listed`` the list's (None: as laid out; :meth:`fit_keys`)."""
        rows = 5 if self.has_class("short") else 6
        if not self.size.height:
            return rows
        try:
            if self.current is None or self.target in self.faults:
                return rows
            used = sum(widget.outer_size.height for widget in (self.query_one(name) for name in (
                "#review-title", "#review-list", "#review-keys", "#review-line")) if widget.display)
            if keys is not None:
                used += keys - self.query_one("#review-keys").outer_size.height
            if listed is not None:
                entries = self.query_one("#review-list")
                used += listed - (entries.outer_size.height if entries.display else 0)
            heads = max(self.query_one(f"#head-{name}").outer_size.height for name in ("en", "target"))
            border = self.query_one("#review-columns").styles.border_top[0] not in ("", "none")
        except Exception:  # not mounted yet
            return rows
        where = self.where_rows() if where is None else where  # where_text
        room = self.size.height - used - heads - int(border) - where - TEXT_ROWS
        return max(1, min(rows, room))

    def loading_text(self) -> str:
        """What the screen says while its catalogues are read and checked (a worker thread): what is under way,
        not why it takes time (issue 9, tester 9r: the Greek said "a very large entry" of an ordinary interface
        string checked on a loaded machine)."""
        _ = get_translator(self.ui_lang).gettext
        keys = _("Esc closes this screen; other keys typed meanwhile are kept and act, in order, once the checks end.")
        stage = self.loading_stage
        if self.domain == "laws":  # the law paragraphs: read and checked in the screen's thread, about a second
            return _("Reading and checking the catalogues… This takes a few seconds, longer on a busy machine. Esc "
                     "closes this screen; other keys typed meanwhile are kept and act, in order, once the checks end.")
        # The interface strings (issue 9 §3, tester 9an: "a few seconds" was 45 s under load): what is under way.
        if stage is None:  # the reading's thread has not looked yet
            said = _("Reading the catalogues and the findings kept from their last check…")
        elif stage == "same":
            said = _("Reading the catalogues; they are unchanged since their last check, whose findings are kept…")
        elif stage == "changed":
            said = _("Checking the entries changed since the last check (the findings of the others are kept)…")
        else:
            # (what it takes first: at 60x16 the pane shows three rows of it)
            said = _("Checking every translation: about half a minute, a minute or more on a busy machine (nothing "
                     "was kept from an earlier check, or the helper changed since); the findings are then kept for "
                     "the next time.")
        return said + ("" if self.ui_lang == "zh" else " ") + keys  # (no space after Chinese punctuation)

    def bounded(self, text: str) -> Text:
        """``text`` as shown in a pane: whole up to :data:`LONG_TEXT` characters, else its start and a line
        saying how long it is and where to see it whole (drawing and wrapping 640,000 characters took
        minutes: issue 9)."""
        if len(text) <= LONG_TEXT:
            return Text(text)
        from helper.i18n import format_number

        _ = get_translator(self.ui_lang).gettext
        shown = Text(text[:LONG_TEXT] + "…\n")
        shown.append(_("[The text is {count} characters long: the first {shown} are shown. e opens it whole in "
                       "the editor; helper catalog report lists it whole.]").format(
            count=format_number(len(text), self.ui_lang, decimals=0),
            shown=format_number(LONG_TEXT, self.ui_lang, decimals=0)), style="bold")
        return shown

    # ------------------------------------------------------------ actions
    @on(OptionList.OptionHighlighted, "#review-list")
    def on_highlight(self, _event) -> None:
        self.render_entry()

    def action_scroll(self, direction: int) -> None:
        for pane in self.query("#review-columns .pane-scroll"):
            (pane.scroll_page_down if direction > 0 else pane.scroll_page_up)(animate=False)

    def action_move(self, step: int) -> None:
        """↑↓: the entry before or after, the list shown or not (hidden while it lends its rows to a status message:
        :meth:`fit_keys`; :func:`helper.tui.common.move_highlight` moves only in a list shown)."""
        options = self.query_one("#review-list", OptionList)
        if options.option_count:
            options.highlighted = max(0, min(options.option_count - 1, (options.highlighted or 0) + step))

    def action_filter(self) -> None:
        """``f``: list only the entries needing a look, or all again. The entry shown stays when it is listed; one
        that is not gives way to the next one listed, and the status line says so (issue 9 §3, tester 9an: ``f``
        moved off the entry shown without a word)."""
        _ = get_translator(self.ui_lang).gettext
        before = self.current
        self.only_problems = not self.only_problems
        self.message = ""
        self.render_list()
        after = self.current
        if before is not None and (after is None or after.msgctxt != before.msgctxt):
            if after is None:
                self.message = _("No entry needs a look: the list is empty. f lists all the entries again.")
            else:
                self.message = _("{name} needs no look and is not listed now: {other} is shown. f lists all the "
                                 "entries again.").format(name=self.said_name(before), other=self.said_name(after))
                # TRANSLATORS: the message above where the screen is short (60x16)
                self.shorter[self.message] = _("{name} is not listed: {other} is shown. f lists all.").format(
                    name=self.said_name(before), other=self.said_name(after))
            self.render_entry()

    def action_language(self) -> None:
        targets = self.targets
        if len(targets) < len(TARGETS):  # the other is one this terminal cannot show: said why (fix10i)
            from helper.tui.glyphs import glyphs_warning

            self.message = glyphs_warning(self.glyphs, self.ui_lang)
            self.render_entry()
            return
        self.target = "zh" if self.target == "el" else "el"
        self.message = ""
        self._stamp = self._disk_stamp()
        self.render_list()
        self.offer_recovery()

    def action_domain(self) -> None:
        """Switch between the law paragraphs and the interface strings (messages domain). The checks of the
        interface strings take seconds: they run in the background while the screen says so and keeps the
        keys typed meanwhile (:meth:`load_in_background`, issue 9)."""
        self.domain = "messages" if self.domain == "laws" else "laws"
        self.message = ""
        self.load_in_background(keep=self._places.get(self.domain), clear=True)

    def offer_recovery(self) -> None:
        """Text typed here and not saved when a review of this catalogue was ended from outside (an SSH drop:
        :func:`helper.tui.recovery.keep_unsaved_review`) is offered back, one kept text at a time, each once
        while the screen is open (issue 9, tester 9y: it was lost silently)."""
        if self.checking or not self.is_attached or self.app.screen is not self or self.target in self.faults:
            return
        from helper.catalog.build import catalog_path
        from helper.catalog.checks import _data_root
        from helper.catalog.recovery import kept
        from helper.tui.recovery import RecoveryScreen

        offered = self.__dict__.setdefault("_offered", set())
        for path, record in kept(catalog_path(_data_root(self.root), self.target, self.domain)):
            if path not in offered and record["lang"] == self.target and record["domain"] == self.domain:
                offered.add(path)
                # the entry named as this screen names it (its language may not be the one the text was kept under)
                entry = next((e for e in self.entries if e.msgctxt == record["msgctxt"]), None)
                record = {**record, "name": self.said_name(entry)} if entry is not None else record
                self.app.push_screen(RecoveryScreen(self.ui_lang, record),
                                     lambda choice: self._recovered(path, record, choice))
                return

    def _recovered(self, path: Path, record: dict, choice: str | None) -> None:
        """The reviewer's answer to :class:`helper.tui.recovery.RecoveryScreen` on the text kept in ``path``."""
        from helper.catalog.recovery import drop

        _ = get_translator(self.ui_lang).gettext
        if choice is None:  # decided at the next review: kept
            self.offer_recovery()
            return
        if choice == "discard":
            drop(path)
            self.message = _("The kept text was discarded.")
            self.render_entry()
            self.offer_recovery()
            return
        if not any(e.msgctxt == record["msgctxt"] for e in self.entries):
            self.message = _("The entry of the kept text is no longer in the catalogue; the text is kept for the "
                             "next review: {text}").format(text=" | ".join(record["text"].splitlines()))
            self.render_entry()
            return
        drop(path)  # in the editor or on the note line now: kept again if this review ends from outside too
        if self.only_problems and not any(e.msgctxt == record["msgctxt"] for e in self.visible()):
            self.only_problems = False
            self.message = self.filter_off_message(next(e for e in self.entries if e.msgctxt == record["msgctxt"]))
        self.render_list(record["msgctxt"])
        if record["kind"] == "text":
            self.action_edit(edited=record["text"])
            return
        self.action_prompt("note")
        box = self.query_one("#review-input", Input)
        box.value = record["text"]
        box.cursor_position = len(box.value)

    def action_next_problem(self, step: int) -> None:
        """Move to the next (step 1) or previous (-1) entry that is untranslated, fuzzy or has findings."""
        _ = get_translator(self.ui_lang).gettext
        entries = self.visible()
        index = self.query_one("#review-list", OptionList).highlighted
        start = -1 if index is None and step > 0 else (len(entries) if index is None else index)
        found = next((i for i in range(start + step, len(entries) if step > 0 else -1, step)
                      if entries[i].needs_look(self.target)), None)
        if found is None:
            self.message = _("Nothing more to look at in this direction.")
            self.render_entry()
        else:
            self.message = ""
            self.query_one("#review-list", OptionList).highlighted = found

    def search(self, needle: str) -> None:
        """Highlight the next entry (after the current one, wrapping) whose English or translation holds ``needle``."""
        _ = get_translator(self.ui_lang).gettext
        needle = needle.strip() or self.last_search
        if not needle:
            return
        self.last_search = needle
        entries = self.visible()
        index = self.query_one("#review-list", OptionList).highlighted
        index = -1 if index is None else index
        order = [*range(index + 1, len(entries)), *range(0, index + 1)]
        from helper.catalog.review import search_fold

        folded = search_fold(needle)  # once, not for each entry (a pasted text of 2,000 characters and more)
        found = next((i for i in order if entries[i].matches(self.target, folded, folded=True)), None)
        if found is None:
            self.message = _("Not found: {text}").format(text=typed(needle))
            self.render_entry()
        else:
            self.message = ""
            self.query_one("#review-list", OptionList).highlighted = found
            self.render_entry()  # also when the only match is the entry shown: no "Not found" left over

    def action_edit(self, edited: str | None = None) -> None:
        """Open the editor on the current entry's translation in the reviewed language (``edited``: the text to
        edit instead, a kept one restored: :meth:`offer_recovery`)."""
        from helper.tui.edit import ApproveConflictScreen, EditScreen

        _ = get_translator(self.ui_lang).gettext
        entry = self.current
        if self.refused(entry) or self.official(entry):
            # The keys typed next were meant for the editor: not run as commands, and said beside the reason (fix9ie).
            self.refuse_opening("e", self.message)
            return
        view = entry.langs[self.target]
        if entry.domain == "laws":
            title = _("Translation of {id} ({language})").format(
                id=self._entry_name(entry), language=language_name(self.target, self.ui_lang))
        else:  # the interface string named by its first words (issue 9 §3, tester 9an: the title named no entry)
            title = _("Translation of the interface string “{text}” ({language})").format(
                text=self._entry_name(entry, EDIT_TITLE_CELLS), language=language_name(self.target, self.ui_lang))
        plural = "\n" in entry.english and entry.domain == "messages"
        if plural:
            title += " - " + _("one plural form a line")

        def done(text: str | None) -> None:
            saved(text)
            self.keys_after_editor()

        def saved(text: str | None) -> None:
            joined, breaks = joined_lines(text or "", entry.english)
            if text is None:
                self.render_entry()
            elif self.save(text=joined):
                if not joined.strip():  # emptied, asked first in the editor (rev46 fault 1): said, not only "saved"
                    self.message = _("Translation removed: the entry is untranslated. Saved in {file}").format(
                        file=self._saved_file(entry))
                    self.render_entry()
                elif breaks:  # said, as well as where it was saved (and that it left the filtered list)
                    self.message = get_translator(self.ui_lang).ngettext(
                        "{saved}. The English has no line break: {count} typed line break was joined, the text "
                        "kept whole.",
                        "{saved}. The English has no line break: {count} typed line breaks were joined, the text "
                        "kept whole.", breaks).format(saved=self.message.rstrip(".。"), count=breaks)
                    self.render_entry()
            else:
                # Not saved (an installed copy, a read-only file, changed by someone else ...): the edit is
                # given back, not lost, beside the text as the file now holds it.
                now = self.current.langs.get(self.target) if self.current else None
                if self.stale and now is not None:
                    # Another reviewer saved meanwhile (issue 9): both texts side by side and the reviewer
                    # chooses; a second F2 never replaces their text unseen.
                    self.app.push_screen(ApproveConflictScreen(self.ui_lang, title, text, now.text, mode="edit"),
                                         lambda choice: conflict(choice, text, now))
                    return
                self.app.push_screen(EditScreen(self.ui_lang, title, entry.english, now.text if now else view.text,
                                                edited=text, problem=self.message, judge=judge, plural=plural), done)

        def conflict(choice: str | None, yours: str, theirs) -> None:
            if choice == "keep":
                line = _("Not saved: {reviewer} was saving this text when it was changed: {text}").format(
                    reviewer=self.reviewer or _("a reviewer"), text=" | ".join(yours.splitlines()))
                if self.save(note=(theirs.note + "\n" + line) if theirs.note else line):
                    self.message = _("Their text is kept; the text you were saving is in the entry's note.")
                    self.render_entry()
                elif self.stale:  # changed again meanwhile: the same question on the newest text
                    now = self.current.langs.get(self.target) if self.current else None
                    if now is not None:
                        self.app.push_screen(ApproveConflictScreen(self.ui_lang, title, yours, now.text,
                                                                   mode="edit"),
                                             lambda again: conflict(again, yours, now))
                return
            self.app.push_screen(EditScreen(
                self.ui_lang, title, entry.english, theirs.text, edited=yours, theirs=theirs.text,
                problem=_("Your text; theirs is shown under the English. F2 replaces theirs with this text; "
                          "Esc closes without saving"), judge=judge, plural=plural), done)

        def judge(text: str) -> str | None:
            now = self.current
            if now is None or now.msgctxt != entry.msgctxt:
                return None
            if entry.domain == "messages":  # a plural entry's number of forms first: no save takes another
                from helper.catalog.review import forms_wanted
                from helper.tui.edit import Refusal

                try:
                    wanted = forms_wanted(self.target, entry.msgctxt, self.root, entry.domain, text=text)
                except (OSError, ValueError):
                    wanted = None  # the save reports the unreadable file
                if wanted is not None:
                    return Refusal(get_translator(self.ui_lang).ngettext(
                        "Not saved: this entry needs {count} form, one a line.",
                        "Not saved: this entry needs {count} plural forms, one a line.", wanted).format(count=wanted))
            return self.new_errors_question(now, joined_lines(text, entry.english)[0])  # judged as it is saved

        self.app.push_screen(EditScreen(self.ui_lang, title, entry.english, view.text, edited=edited, judge=judge,
                                        plural=plural), done)

    def keys_after_editor(self) -> None:
        """The keys held while the editor's F2 checked and saved (:meth:`EditScreen.action_save`) act now,
        in order: on this screen, or on the editor opened again when the text was not saved."""
        if self.keys_are_ready or self.checking:
            return  # none held, or the reading under way gives them back once done (_loaded)
        top = self.app.screen
        if top is not self and isinstance(top, HoldsKeys) and not top.keys_are_ready:
            top.hold_first(self.release())
        else:
            self.keys_ready()

    def action_accept(self) -> None:
        """Accept the fuzzy candidate as it is (no reviewed mark)."""
        _ = get_translator(self.ui_lang).gettext
        entry = self.current
        if self.refused(entry):
            return
        pending, self.pending_approval = self.pending_approval, None
        view = entry.langs.get(self.target) if entry else None
        if view is None or view.status != "fuzzy":
            self.message = _("Only a fuzzy entry has a candidate to accept.")
            self.render_entry()
            return
        # Using the text clears the fuzzy flag, as an approval does: judged as it will be, asked first (issue 9).
        findings = self._after_clearing_fuzzy(entry, view)
        errors = sum(1 for f in findings if f.accepted is None and f.severity == "error")
        if errors and pending != entry.msgctxt:
            self.pending_approval, self.pending_key = entry.msgctxt, "u"
            self.question_asked(self.key_time)
            self.message = get_translator(self.ui_lang).ngettext(
                "Once used (fuzzy cleared) this entry has {count} open error: {checks}. Press u again to use "
                "it all the same; any other key cancels.",
                "Once used (fuzzy cleared) this entry has {count} open errors: {checks}. Press u again to use "
                "it all the same; any other key cancels.", errors).format(count=errors, checks=self._checks_list(findings))
            self.render_entry()
            return
        self.save(accept=True)

    def action_prompt(self, kind: str) -> None:
        _ = get_translator(self.ui_lang).gettext
        if kind == "note" and self.refused(self.current):
            self.refuse_opening("n", self.message)  # the keys typed next were meant for the note line
            return
        box = self.query_one("#review-input", Input)
        self.prompt_kind = kind
        # The placeholder goes on from the line's label ("Go to:", "Search:", "Note:", show_line): it never says
        # the label's word again (tester 9y: "跳转到：跳转到条款：12C2(a)、…").
        if kind == "goto" and self.domain == "messages":
            box.placeholder = _("the start or some words of an interface string's English; Enter")
            box.value = ""
        elif kind == "goto":
            from helper.tui.glyphs import without_hidden_examples

            # Not an example this terminal would show as ?? (GNU screen, issue 10, fix10i).
            box.placeholder = without_hidden_examples(
                _("paragraph id, e.g. 12C2(a), 12Γ2(α), 第12条C款2项(a); Enter"), self.glyphs)
            box.value = ""
        elif kind == "search":
            box.placeholder = _("words of the English or the translation; Enter (empty: the same again)")
            box.value = ""
        else:
            view = self.current.langs.get(self.target)
            box.placeholder = _("about {id} ({language}); Enter saves, Esc cancels").format(
                id=self.said_name(self.current), language=language_name(self.target, self.ui_lang))
            self.note_before = view.note if view else ""
            box.value = self.note_before.replace("\n", " ")
        box.cursor_position = len(box.value)  # at the end, nothing selected: typing adds to the note
        self.note_asked = None
        self.note_unseen = False
        self.quit_asked = None
        self.show_line(True)
        self.note_escape = False
        # Focused now, not after the keys already received: "g12C2(a)" typed or sent in one burst (a laggy SSH
        # link) goes whole into the line (box.focus() waited for the queue, and the "12" reached the screen).
        self.set_focus(box)

    def line_keys(self) -> list[tuple[str, str]]:
        """The keys line while the note, search or go-to line is open: what Enter and Escape do there, in the
        screen's language (fresh tester 9t: the main keys stayed, though typed into the line)."""
        _ = get_translator(self.ui_lang).gettext
        enter = {"goto": _("Go to"), "search": _("Search"), "note": _("Save")}.get(self.prompt_kind, _("Go to"))
        return [("Enter", enter), ("Esc", _("Cancel"))]

    def show_line(self, shown: bool) -> None:
        """Open (``shown``) or close the note, search or go-to line (:attr:`prompt_kind` says which): its label
        and the keys line with it."""
        _ = get_translator(self.ui_lang).gettext
        self.query_one("#review-input", Input).display = shown
        self.query_one("#review-line").display = shown
        label = {"goto": _("Go to:"), "search": _("Search:"), "note": _("Note:")}.get(self.prompt_kind, "")
        # (a full-width colon ends the Chinese label: no space after it)
        label += "" if label.endswith("：") else " "
        self.query_one("#review-prompt", Static).update(Text(label))
        keys = self.query_one("#review-keys", Static)
        box = self.query_one("#review-input", Input)
        panes = [pane for pane in self.query("#review-columns .pane-scroll")]
        if shown:
            # The line's hint (what to type) goes under it, whole, where it does not fit the line's row beside the
            # label (issue 9 §3: at 60 columns it was cut, "…της μετάφρασης· Enter"), then Enter and Esc; the keys
            # line takes the rows these take, no more: the main keys line's rows stood blank under them. The panes
            # take the rows given up; the place the reviewer scrolled to is put back when the line closes.
            hint = box.placeholder
            room = self.size.width - cell_len(label) - 2  # the label's left padding, the line's right one
            if hint and self.size.width and cell_len(hint) >= room:
                box.placeholder = ""
                keys.update(Wrapped(Text(hint + "\n").append_text(keys_line(self.line_keys()).text)))
            else:
                keys.update(keys_line(self.line_keys()))
            keys.styles.min_height = None
            self._line_places = (self._shown, [pane.scroll_y for pane in panes])
        else:
            keys.styles.min_height = None
            keys.update(self.main_keys())
            places, self._line_places = getattr(self, "_line_places", None), None
            if places is not None:
                self.call_after_refresh(self._put_back_places, *places)

    def _put_back_places(self, shown, offsets: list[float]) -> None:
        """Scroll the panes back to ``offsets`` (each pane's, as the note, search or go-to line opened) when the entry
        ``shown`` then (:attr:`_shown`) is still the one shown: the line's rows given back, each pane keeps the place the
        reviewer scrolled to (test_review_fix9aj)."""
        if shown is None or shown != self._shown:
            return
        for pane, offset in zip(self.query("#review-columns .pane-scroll"), offsets):
            pane.scroll_to(y=offset, animate=False, immediate=True)

    @on(Input.Submitted, "#review-input")
    def on_prompt_submitted(self, event: Input.Submitted) -> None:
        self.submit_line(event.value)

    key_time: float | None = None
    """When the key being handled arrived (Textual's clock; None: not a key read from the terminal)."""

    def answer_pending(self, event) -> bool:
        """While an approval, a use or a reviewed mark waits for its key again (``a``, ``u``, ``r``): ``event`` is
        that key, taken when it came after the question was drawn (:meth:`ConfirmsByKeyAgain.confirm_seen`; one
        of the same burst is not taken and the status line says to press it again), or any other key or paste,
        which only cancels (issue 9, tester t9au: ``a`` then ``r``, the "cancelling" ``r`` then marked the entry).
        Returns True when ``event`` was taken here (not to run as a command)."""
        from textual import events

        self.key_time = getattr(event, "time", None) if isinstance(event, events.Key) else None
        if self.pending_approval is None:
            return False
        key = getattr(event, "key", None)
        if key == self.pending_key:
            if self.confirm_seen(self.key_time):
                return False  # the action confirms it
            _ = get_translator(self.ui_lang).gettext
            from helper.rulings.messages import sentences

            # TRANSLATORS: {key} is the key (a, r or u) that confirms the question before this sentence
            note = _("{key} came in the same burst as the key that asked, before the question was shown: not "
                     "taken. Press {key} again.").format(key=key)
            if not self.message.endswith(note):
                self.message = sentences(self.message, note)
            self.render_entry()
            return True
        if key in ("ctrl+x", "f10", "ctrl+c", "f1"):  # quitting and help: the question is cancelled, the key acts
            self.pending_approval = None
            return False
        self.pending_approval = None
        if self.message.startswith(self._confirm_start()):  # the question is gone with it
            self.message = ""
        self.render_entry()
        return True

    def drop_after_refusal(self, event) -> bool:
        """True when ``event`` (a key or a paste) is dropped as typed after a refused ``e`` or ``n``
        (:meth:`HoldsKeys.dropped`): the status line says which keys were not run as commands, and why."""
        refused = self.dropped(event)
        if refused is None:
            return False
        if refused["typed"]:
            from helper.rulings.messages import sentences

            _ = get_translator(self.ui_lang).gettext
            typed = refused["typed"] if len(refused["typed"]) <= DROPPED_SHOWN else \
                "…" + refused["typed"][-DROPPED_SHOWN:]
            # TRANSLATORS: the keys typed just after e (edit) or n (note) was refused; {key} is that key.
            said = _("“{keys}” typed after a refused {key}: not run as commands. Pause a moment before "
                     "the next command.").format(keys=typed, key=refused["key"])
            # TRANSLATORS: the message above where the screen is short (60x16)
            short = _("“{keys}” after a refused {key}: not run as commands.").format(keys=typed, key=refused["key"])
            # The refusal's reason stays first (why e or n did nothing: an official text, a catalogue that cannot be
            # read), the keys dropped after it (fix9ie: they replaced it, and the reviewer lost why), each in its
            # shorter forms where the screen is short.
            reason = refused["reason"]
            if reason:
                self.message = sentences(reason, said)
                self.shorter[self.message] = sentences(self.shorter.get(reason, reason), short)
                if reason in self.shortest:
                    self.shortest[self.message] = sentences(self.shortest[reason], short)
            else:
                self.message = said
                self.shorter[self.message] = short
            self.render_entry()
        return True

    async def take_key(self, event) -> bool:
        """Type ``event`` (a key or a paste the app received) into the open note, search or go-to line at
        once, Enter submitting it, rather than through the line's queue: in one burst (``g``, ``12C2(a)``,
        Enter, ``e``) the ``e`` then finds the line closed and opens the editor (issue 9). Returns False
        when the line is closed or the key is not the line's (Escape: the screen's)."""
        from textual import events

        box = self.query_one("#review-input", Input)
        if not box.display:
            return False
        before = box.value
        if isinstance(event, events.Paste):
            box._on_paste(event)  # SafeInput: the lines joined, control characters removed
            self.note_typed(before)
            return True
        if event.key == "enter":
            self.submit_line(box.value)
            return True
        from helper.tui.holdkeys import type_key

        taken = await type_key(box, event, skip=("escape",))
        self.note_typed(before)
        return taken

    def note_typed(self, before: str) -> None:
        """A key or paste went into the open line, whose text was ``before``: when it changed the note after
        Escape's "Esc again discards it", that warning no longer holds (rev46 fault 2: ``abc`` Esc ``def`` Esc
        threw the whole ``abcdef`` away, the text typed after the warning too): the next Escape warns again."""
        if not self.note_escape or self.query_one("#review-input", Input).value == before:
            return
        _ = get_translator(self.ui_lang).gettext
        self.note_escape = False
        if self.message == _("The note was changed and not saved: Enter saves it, Esc again discards it."):
            self.message = ""
            self.render_entry()

    def submit_line(self, value: str) -> None:
        """The note, search or go-to line was submitted with ``value``: close it and act. A note that
        would lose text of the old note the reviewer did not see whole asks first (:meth:`note_loses`)."""
        if self.prompt_kind == "note" and self.note_loses(value):
            return
        event = Input.Submitted(self.query_one("#review-input", Input), value)
        kind, self.prompt_kind = self.prompt_kind, None
        self.note_escape = False
        self.show_line(False)
        self.set_focus(None)
        if kind == "goto" and not event.value.strip():
            # nothing typed: the line closes quietly (tester 9an: "Not a law paragraph id: ."); an empty search is
            # the same search again, from the next entry (test_review_edit)
            self.render_entry()
        elif kind == "goto":
            self.goto(event.value)
        elif kind == "search":
            self.search(event.value)
        elif kind == "note":
            before = self.note_before.replace("\n", " ")
            # The old note kept at the start of the line keeps its line breaks (a conflict's note is several lines).
            note = self.note_before + event.value[len(before):] if before and event.value.startswith(before) \
                else event.value
            if not self.save(note=note) and self.current is not None and self.target not in self.faults:
                # Not saved (a read-only file, a full disk): the note typed is given back on the line, not lost
                # (issue 9, tester t9ar), the reason kept on the status line.
                self.action_prompt("note")
                box = self.query_one("#review-input", Input)
                box.value = event.value
                box.cursor_position = len(box.value)
                # Changed in the file meanwhile (another screen saved a note): the line holds the note typed, not
                # that one, which Enter would replace unseen; it asks first (fix9ie: the other's note was lost).
                self.note_unseen = self.stale

    def note_loses(self, value: str) -> bool:
        """True when saving the note line ``value`` would remove text of the entry's old note that the
        reviewer did not see whole (longer than the line, or several lines joined: e.g. the other reviewer's
        text kept after a conflict) and was not asked about yet: the line stays open and the status line
        asks; Enter again on the same line saves it (issue 9: never lose a note's text silently)."""
        _ = get_translator(self.ui_lang).gettext
        before = " ".join(self.note_before.split())
        if not before or before in " ".join(value.split()) or value == self.note_asked:
            return False
        box = self.query_one("#review-input", Input)
        # The line's width before its first layout (opened in the same burst): the screen's, less its padding.
        width = box.content_size.width or self.size.width - 2
        if not self.note_unseen and "\n" not in self.note_before.strip() and cell_len(self.note_before) < width:
            return False  # the old note was on the line whole: the reviewer saw what they removed
        self.note_asked = value
        shown = before if len(before) <= 160 else before[:159] + "…"
        if self.note_unseen:
            self.message = _("This replaces the note saved meanwhile (another review screen or an editor): {text}. "
                             "Press Enter again to replace it; Esc cancels.").format(text=shown)
        else:
            self.message = _("This replaces the whole note, which held more than the line showed: {text}. Press "
                             "Enter again to replace it; Esc cancels.").format(text=shown)
        self.render_entry()
        return True

    def goto(self, text: str) -> None:
        """Highlight the paragraph cited in ``text`` (any language's citation form, any case and spacing:
        ``12c2 (a)``, ``12Γ1``, ``Άρθρο 12``, ``第十二条``, ``12条C1``); a parent id (``12C1``, ``86B``, ``12``) goes
        to its first paragraph in the catalogue (12C1(a)); in the messages domain, the first interface string
        whose English starts with ``text``, else the next one containing it. An id that is not a paragraph
        here is said with an example (tester 9y: ``g 12C1`` said "no such paragraph")."""
        _ = get_translator(self.ui_lang).gettext
        if self.domain == "messages":
            self.goto_message(text)
            return
        try:
            _edition, pid = parse(text)
        except CitationError:
            self.message = _("Not a law paragraph id: {id}. Type one as {examples}").format(
                id=typed(text), examples=self._goto_examples())
            self.render_entry()
            return
        filtered = self.only_problems and paragraph_of(self.visible(), pid) is None
        if filtered and paragraph_of(self.entries, pid) is not None:
            self.only_problems = False
        entries = self.visible()
        index = paragraph_of(entries, pid)
        if index is None:
            from helper.laws.citation import law_list

            laws = list(dict.fromkeys(re.match(r"\d+", e.id).group() for e in self.entries if re.match(r"\d+", e.id)))
            self.message = _("No law paragraph {id} here: this catalogue holds Laws {laws}. Type one as "
                             "{examples}").format(id=typed(text), laws=law_list(laws, self.ui_lang),
                                                  examples=self._goto_examples())
            self.render_entry()
        else:
            self.message = self.filter_off_message(entries[index]) if filtered else ""
            self.render_list(entries[index].msgctxt)

    def filter_off_message(self, entry: ReviewEntry) -> str:
        """The status line's words when going to ``entry`` (``g``, a kept text restored) turned the filter off: it
        has nothing to look at, so the list shows every entry again (issue 9, fresh tester 9aa: ``g`` with the
        filter on turned it off silently, where an entry leaving the list is said)."""
        _ = get_translator(self.ui_lang).gettext
        return _("{entry} has nothing to look at: the list shows every entry again (f: problems only).").format(
            entry=self.said_name(entry))

    def _goto_examples(self) -> str:
        """Ids to type at ``g``, in the screen's language and the others, as a list (those this terminal shows)."""
        from helper.tui.glyphs import without_hidden_examples

        _ = get_translator(self.ui_lang).gettext
        forms = dict.fromkeys(format_id(pid, lang) for lang in (self.ui_lang, "en", "el", "zh")
                              for pid in ("12C2(a)", "12C1"))
        return without_hidden_examples(_(", ").join(forms), self.glyphs)

    def goto_message(self, text: str) -> None:
        """``g`` in the messages domain: the interface string whose English starts with ``text``
        (case-insensitively), else the next one (wrapping) whose English contains it."""
        _ = get_translator(self.ui_lang).gettext
        needle = text.strip().casefold()
        if not needle:
            return
        filtered = self.only_problems and not any(needle in e.id.casefold() for e in self.visible())
        if filtered and any(needle in e.id.casefold() for e in self.entries):
            self.only_problems = False
        entries = self.visible()
        # after the current entry in the list as it is now (the filter may have just been turned off)
        shown = self.shown_msgctxt()
        index = next((i for i, e in enumerate(entries) if e.msgctxt == shown), -1)
        order = [*range(index + 1, len(entries)), *range(0, index + 1)]
        found = next((i for i in order if entries[i].id.casefold().startswith(needle)), None)
        if found is None:
            found = next((i for i in order if needle in entries[i].id.casefold()), None)
        if found is None:
            self.message = _("No interface string contains: {text}").format(text=typed(text))
            self.render_entry()
        else:
            self.message = self.filter_off_message(entries[found]) if filtered else ""
            self.render_list(entries[found].msgctxt)

    def official(self, entry: ReviewEntry) -> bool:
        """True (and the reason on the status line) when ``entry``'s translation in the reviewed language is the
        official text of a source document: law text is never typed here, the build takes it from that document."""
        _ = get_translator(self.ui_lang).gettext
        view = entry.langs[self.target]
        if not view.source:
            return False
        self.message = _("This is the official text of the source document ({file}): it is not edited here. "
                         "Press n to propose a correction in a note.").format(file=view.source.split(",")[0])
        # (issue 9, tester 9ac: the short form named no file, though the README says e names it; the file is
        # shortened as the file line's is where it does not fit: message_forms)
        # TRANSLATORS: the message above where the screen is short (60x16): keep it short, the file named.
        self.shorter[self.message] = _("Official text ({file}), not edited here: n adds a note.").format(
            file=view.source.split(",")[0])
        # TRANSLATORS: the message above where the screen has one row for it: one row at 60 columns, no file
        self.shortest[self.message] = _("Official text, not edited here: n adds a note.")
        self.render_entry()
        return True

    def refused(self, entry: ReviewEntry | None) -> bool:
        """True (and the reason on the status line) when nothing can be done on ``entry`` in the reviewed
        language: no entry, its catalogue cannot be read, or it has no entry in that language."""
        _ = get_translator(self.ui_lang).gettext
        if self.target in self.faults:
            self.message = self.fault_message(self.faults[self.target])
        elif entry is None:
            self.message = _("Nothing to look at.")
        elif self.target not in entry.langs:
            self.message = _("This entry is not in the {language} catalogue (helper catalog build adds it).").format(
                language=language_name(self.target, self.ui_lang))
        else:
            return False
        self.render_entry()
        return True

    def save(self, note: str | None = None, reviewed: bool | None = None, text: str | None = None,
             accept: bool = False, approve: bool = False) -> bool:
        """Save the note / mark / text of the current entry into the ``.po`` and reload; ``approve``: the mark is
        an approval (``a``), said so on the status line (:meth:`saved_message`).
        Returns False (the reason in :attr:`message`) when it could not be saved."""
        from helper.catalog.build import CatalogError
        from helper.catalog.review import StaleEntry, save_review
        from helper.i18n.po import UnreadableCatalogue

        _ = get_translator(self.ui_lang).gettext
        entry = self.current
        self.stale = False
        if self.refused(entry):
            return False
        # another screen or an editor wrote the file since it was read: all of it is read again after the save
        elsewhere = getattr(self, "_stamp", None) not in (None, self._disk_stamp())
        try:
            saved = save_review(self.target, entry.msgctxt, note=note, reviewed=reviewed, root=self.root,
                                text=text, accept=accept, reviewer=self.reviewer, domain=entry.domain,
                                expected=entry.langs[self.target].loaded)
        except StaleEntry:
            self.stale = True
            self.message = _("Not saved: this entry was changed in the file since it was shown (another review "
                             "screen or an editor); it is shown again as the file holds it now.")
            self.reload(entry.msgctxt)
            if reviewed is True and note is None and text is None and not accept:
                self.ask_stale_approval(entry, entry.langs[self.target])  # an approval asks (issue 9)
            return False
        except UnreadableCatalogue as exc:
            self.message = self.fault_message(exc)
            self.render_entry()
            return False
        except CatalogError:
            self.message = _("Not saved: translations, marks and notes are saved in a source checkout's locales/; "
                             "run the helper from inside the checkout (this is an installed copy).")
            self.render_entry()
            return False
        except ValueError as exc:  # a plural entry with the wrong number of forms
            count = exc.args[0]
            self.message = get_translator(self.ui_lang).ngettext(
                "Not saved: this entry needs {count} form, one a line.",
                "Not saved: this entry needs {count} plural forms, one a line.", count).format(count=count)
            self.render_entry()
            return False
        except (OSError, KeyError) as exc:  # a read-only file, a full disk: say so (in words), keep the screen
            from helper.catalog.review import os_error_text

            self.message = _("Not saved: {reason}").format(
                reason=os_error_text(exc, self.ui_lang) if isinstance(exc, OSError) else exc)
            self.render_entry()
            return False
        self.message = self.saved_message(entry, reviewed, accept, approve)
        if not elsewhere and self.refresh_saved(entry, saved):
            self.say_left(entry)
            return True
        if self._catalogue_bytes() > THREAD_BYTES:
            # A large catalogue: checked again in the background as on the first reading (the title says
            # so; keys typed meanwhile are kept and act in order once the checks end), not blocking each save.
            self.load_in_background(keep=entry.msgctxt)
        else:
            self.reload(entry.msgctxt)
            self.say_left(entry)
        return True

    def saved_message(self, entry: ReviewEntry, reviewed: bool | None, accept: bool, approve: bool) -> str:
        """The status line after a save of ``entry``: where it was saved and, for an approval (``approve``), a
        reviewed mark set or removed (``reviewed``) or a fuzzy text used (``accept``), what was done and by whom
        (issue 9, fresh tester 9aa: after ``a`` it said only "saved to …", never that it was approved, nor by
        whom). Without a reviewer's name (no login name) the act is said without one."""
        _ = get_translator(self.ui_lang).gettext
        file, name = self._saved_file(entry), self.reviewer
        if accept:
            return _("Fuzzy text used (not marked reviewed) and saved in {file}").format(file=file)
        if reviewed is False:
            return _("Reviewed mark removed and saved in {file}").format(file=file)
        if reviewed and approve:
            return (_("Approved by {name} and saved in {file}") if name else
                    _("Approved and saved in {file}")).format(name=name, file=file)
        if reviewed:
            return (_("Marked reviewed by {name} and saved in {file}") if name else
                    _("Marked reviewed and saved in {file}")).format(name=name, file=file)
        return _("Saved in {file}").format(file=file)

    def say_left(self, entry: ReviewEntry) -> None:
        """After ``entry`` was saved: when the list shows only the entries to look at (``f``) and it has nothing
        left to look at, the status line says that it left the list as well as where it was saved (tester 9y:
        fixed, approved or used, it vanished and the next entry was shown without a word)."""
        if not self.only_problems or any(e.msgctxt == entry.msgctxt for e in self.visible()):
            return
        _ = get_translator(self.ui_lang).gettext
        file, name = self._saved_file(entry), self.said_name(entry)
        if self.message == _("Saved in {file}").format(file=file):  # a text or a note saved: one sentence to translate
            self.message = _("Saved in {file}. {entry} has nothing left to look at: it left the list (problems "
                             "only).").format(file=file, entry=name)
        else:  # an approval, a mark, a fuzzy text used: what was done said first (saved_message)
            # TRANSLATORS: {saved}: what was done and where it was saved ("Approved by Wang Wei and saved in …").
            self.message = _("{saved}. {entry} has nothing left to look at: it left the list (problems only).").format(
                saved=self.message.rstrip(".。"), entry=name)
        self.render_entry()

    def _saved_file(self, entry: ReviewEntry) -> str:
        """The catalogue a save of ``entry`` in the reviewed language went into, as the status line names it."""
        return f"locales/{'zh_Hans' if self.target == 'zh' else 'el'}/LC_MESSAGES/{entry.domain}.po"

    def refresh_saved(self, entry: ReviewEntry, saved) -> bool:
        """Show ``entry`` as :func:`helper.catalog.review.save_review` wrote it (``saved``), only it checked
        again: a save changes one entry, whose findings depend on it alone (issue 9: re-reading and
        re-checking the whole interface catalogue took 8-10 s a save). Returns False, nothing changed,
        when the saved text is too long to check here at once (:data:`LONG_TEXT`: the whole catalogue is
        then read again, in the background when large) or the check fails."""
        from helper.catalog.review import saved_view

        texts = [saved.entry.msgstr, *saved.entry.msgstr_plural.values()]
        if sum(len(t) for t in texts) > LONG_TEXT:
            return False
        try:
            view = saved_view(self.target, saved, self.root, self.ui_lang, entry.domain)
        except Exception:  # never a traceback: the whole catalogue is read again instead
            return False
        entry.langs[self.target] = view
        self._stamp = self._disk_stamp()
        self.render_one(entry)
        return True

    def action_reviewed(self, approve: bool = False) -> None:
        """``r`` toggles the reviewed mark; ``a`` approves (marks it, clears fuzzy, records the reviewer)."""
        _ = get_translator(self.ui_lang).gettext
        entry = self.current
        pending, self.pending_approval = self.pending_approval, None
        if self.refused(entry):
            return
        view = entry.langs[self.target]
        marking = approve or not view.reviewed  # `r` on an unmarked entry marks it: it clears fuzzy too
        if marking and not view.text.strip():
            # nothing to mark either: `r` on a missing translation marked it reviewed and took it off the count of
            # entries to look at (tester 9an); taking a mark off such an entry stays possible
            self.message = (_("Nothing to approve: the entry has no translation yet (e edits it).") if approve else
                            _("Nothing to mark reviewed: the entry has no translation yet (e edits it)."))
            self.render_entry()
            return
        findings = view.findings
        if marking and view.status == "fuzzy":
            # Approval clears the fuzzy flag, and with it the comparisons' leniency: judge the entry as it
            # will be once approved, as `catalog check` will (issue 9).
            findings = self._after_clearing_fuzzy(entry, view)
        errors = sum(1 for f in findings if f.accepted is None and f.severity == "error")
        if marking and errors and pending != entry.msgctxt and view.status == "fuzzy":
            self.pending_approval, self.pending_key = entry.msgctxt, "a" if approve else "r"
            self.question_asked(self.key_time)
            ngettext = get_translator(self.ui_lang).ngettext
            self.message = (ngettext(
                "Once approved (fuzzy cleared) this entry has {count} open error: {checks}. Press a again to "
                "approve it all the same; any other key cancels.",
                "Once approved (fuzzy cleared) this entry has {count} open errors: {checks}. Press a again to "
                "approve it all the same; any other key cancels.", errors) if approve else ngettext(
                "Once marked reviewed (fuzzy cleared) this entry has {count} open error: {checks}. Press r again "
                "to mark it all the same; any other key cancels.",
                "Once marked reviewed (fuzzy cleared) this entry has {count} open errors: {checks}. Press r again "
                "to mark it all the same; any other key cancels.", errors)).format(
                count=errors, checks=self._checks_list(findings))
            self.render_entry()
            return
        if marking and errors and pending != entry.msgctxt:
            # An approval, or a reviewed mark (the same mark in the file), must not hide errors: ask first (a
            # second `a` approves, a second `r` marks; any other key does not). Issue 9, tester t9au: one `r`
            # marked 12C2(a) with its 60%/40% swap reviewed, while `a` asked.
            self.pending_approval, self.pending_key = entry.msgctxt, "a" if approve else "r"
            self.question_asked(self.key_time)
            ngettext = get_translator(self.ui_lang).ngettext
            self.message = (ngettext(
                "This entry has {count} open error (see Findings). Press a again to approve it all the same; "
                "any other key cancels.",
                "This entry has {count} open errors (see Findings). Press a again to approve it all the same; "
                "any other key cancels.", errors) if approve else ngettext(
                "This entry has {count} open error (see Findings). Press r again to mark it reviewed all the "
                "same; any other key cancels.",
                "This entry has {count} open errors (see Findings). Press r again to mark it reviewed all the "
                "same; any other key cancels.", errors)).format(count=errors)
            self.render_entry()
            return
        self.save(reviewed=True if approve else not view.reviewed, approve=approve)

    def _after_clearing_fuzzy(self, entry: ReviewEntry, view) -> list:
        """``entry``'s findings once its fuzzy flag is cleared (approved, marked reviewed, its fuzzy text
        used): the checks' comparisons then are errors, as `catalog check` will report them (issue 9)."""
        from helper.catalog.review import findings_after_approval

        try:
            after = findings_after_approval(self.target, entry.msgctxt, self.root, self.ui_lang, entry.domain)
        except (OSError, ValueError):
            after = []  # the save that follows reports the unreadable file
        return [f for f in view.findings if f.check == "plural-forms"] + after

    def new_errors_question(self, entry: ReviewEntry, text: str) -> str | None:
        """The editor's question before F2 saves ``text`` into ``entry`` when the text brings error findings
        the entry has not now (its fuzzy flag kept as it is); None when it brings none (issue 9)."""
        from collections import Counter

        from helper.catalog.review import findings_after

        view = entry.langs.get(self.target)
        if view is None:
            return None
        try:
            after = findings_after(self.target, entry.msgctxt, self.root, self.ui_lang, entry.domain, text=text)
        except (OSError, ValueError):
            return None  # the save reports the unreadable file
        def open_errors(findings) -> list:
            return [f for f in findings if f.accepted is None and f.severity == "error"]

        before = Counter(f.check for f in open_errors(view.findings))
        new = []
        for finding in open_errors(after):
            if before[finding.check]:
                before[finding.check] -= 1
            else:
                new.append(finding)
        if not new:
            return None
        return get_translator(self.ui_lang).ngettext(
            "Once saved this text has {count} new open error: {checks}. Press F2 again to save it all the same; "
            "edit on to change it.",
            "Once saved this text has {count} new open errors: {checks}. Press F2 again to save it all the same; "
            "edit on to change it.", len(new)).format(count=len(new), checks=self._checks_list(new))

    def ask_stale_approval(self, entry: ReviewEntry, yours) -> None:
        """An approval found ``entry`` changed in the file since it was shown: show the text approved
        (``yours``, a LangView as shown) and the file's (theirs) with the words that changed, and let the
        reviewer approve theirs, keep theirs unapproved with yours put into the entry's note, or cancel.
        Neither text is lost without the reviewer seeing it."""
        from helper.tui.edit import ApproveConflictScreen

        _ = get_translator(self.ui_lang).gettext
        now = self.current
        if now is None or now.msgctxt != entry.msgctxt or self.target not in now.langs:
            return  # the entry is gone from the file: the message already says it was not saved
        theirs = now.langs[self.target]
        title = _("Approve {id} ({language})?").format(id=self.said_name(entry),
                                                       language=language_name(self.target, self.ui_lang))

        def done(choice: str | None) -> None:
            if choice == "approve":
                self.action_reviewed(approve=True)  # theirs as now loaded; asks again if open errors
            elif choice == "keep":
                line = _("Not approved: {reviewer} was approving this text when it was changed: {text}").format(
                    reviewer=self.reviewer or _("a reviewer"), text=" | ".join(yours.text.splitlines()))
                if self.save(note=(theirs.note + "\n" + line) if theirs.note else line):
                    self.message = _("Their text is kept, not approved; the text you were approving is in the "
                                     "entry's note.")
                    self.render_entry()
            else:
                self.message = _("Not approved: nothing was saved; the entry is shown as the file holds it now.")
                self.render_entry()

        self.app.push_screen(ApproveConflictScreen(self.ui_lang, title, yours.text, theirs.text), done)

    def on_key(self, event) -> None:
        # Any key but the one asked for again (a, r or u) cancels the action waiting for its confirmation.
        if self.pending_approval is not None and event.key != self.pending_key:
            self.pending_approval = None
            if self.message.startswith(self._confirm_start()):  # the question is gone with it
                self.message = ""
                self.render_entry()

    def _confirm_start(self) -> tuple[str, ...]:
        """The beginnings of the approval questions (a message starting so is the open question)."""
        ngettext = get_translator(self.ui_lang).ngettext
        return (ngettext(
            "This entry has {count} open error (see Findings). Press a again to approve it all the same; "
            "any other key cancels.",
            "This entry has {count} open errors (see Findings). Press a again to approve it all the same; "
            "any other key cancels.", 2).split("{count}")[0],
            ngettext(
                "This entry has {count} open error (see Findings). Press r again to mark it reviewed all the "
                "same; any other key cancels.",
                "This entry has {count} open errors (see Findings). Press r again to mark it reviewed all the "
                "same; any other key cancels.", 2).split("{count}")[0],
            ngettext(
                "Once approved (fuzzy cleared) this entry has {count} open error: {checks}. Press a again to "
                "approve it all the same; any other key cancels.",
                "Once approved (fuzzy cleared) this entry has {count} open errors: {checks}. Press a again to "
                "approve it all the same; any other key cancels.", 2).split("{count}")[0],
            ngettext(
                "Once marked reviewed (fuzzy cleared) this entry has {count} open error: {checks}. Press r again "
                "to mark it all the same; any other key cancels.",
                "Once marked reviewed (fuzzy cleared) this entry has {count} open errors: {checks}. Press r again "
                "to mark it all the same; any other key cancels.", 2).split("{count}")[0],
            ngettext(
                "Once used (fuzzy cleared) this entry has {count} open error: {checks}. Press u again to use "
                "it all the same; any other key cancels.",
                "Once used (fuzzy cleared) this entry has {count} open errors: {checks}. Press u again to use "
                "it all the same; any other key cancels.", 2).split("{count}")[0])

    def _checks_list(self, findings, most: int = CHECKS_NAMED) -> str:
        """The kinds (checks) of ``findings``' open errors as a list in the interface language (Chinese enumerates
        with 、): each kind once, with its number of errors where it has more than one ("sentences (2)"), so that
        the list accounts for the count the question gives (issue 9, tester 9af: "2 个新的未解决错误：句子" named one
        kind of two errors); beyond ``most`` kinds (and one more) the rest are counted ("… and 2 more kinds")."""
        from collections import Counter

        from helper.catalog.review import check_label

        translator = get_translator(self.ui_lang)
        kinds = Counter(check_label(f.check, self.ui_lang) for f in findings
                        if f.accepted is None and f.severity == "error")
        # TRANSLATORS: a kind of error (a check's name) and how many errors of it the entry has, in a list
        named = [name if count == 1 else translator.gettext("{check} ({count})").format(check=name, count=count)
                 for name, count in list(kinds.items())[:most + 1 if len(kinds) == most + 1 else most]]
        listed = ("、" if self.ui_lang == "zh" else ", ").join(named)
        more = len(kinds) - len(named)
        if not more:
            return listed
        # TRANSLATORS: {checks}: a list of kinds of errors (check names); {count}: the kinds not named
        return translator.ngettext("{checks} and {count} more kind", "{checks} and {count} more kinds", more).format(
            checks=listed, count=more)

    def quit_asks(self) -> bool:
        """Ctrl+X or F10 pressed: True when the note, search or go-to line holds text typed and not used (a
        note unlike the saved one, a search or a go-to not empty) and this quit was not asked about yet: the
        status line asks, a second F10 on the same line quits (Ctrl+X cuts there), Enter uses it (issue 9, tester 9y: F10 on a
        typed note quit at once and the note was lost). False when leaving loses nothing typed."""
        _ = get_translator(self.ui_lang).gettext
        box = self.query_one("#review-input", Input)
        if not box.display:
            return False
        if self.prompt_kind == "note":
            view = self.current.langs.get(self.target) if self.current else None
            unsaved = box.value.strip() != (view.note.replace("\n", " ").strip() if view else "")
        else:
            unsaved = bool(box.value.strip())
        if not unsaved or self.quit_asked == box.value:
            return False
        self.quit_asked = box.value
        self.message = (_("The note was changed and not saved: Enter saves it; F10 again quits without "
                          "saving it.") if self.prompt_kind == "note" else
                        _("The line holds text typed and not used: Enter uses it; F10 again quits all the "
                          "same."))
        self.render_entry()
        return True

    def action_close(self) -> None:
        """Escape closes the innermost thing open: the question of an approval, a use or a mark waiting for
        its key again (issue 9, fresh tester 9p: Escape there left the program), else the note, search or
        go-to line (a changed note asks first), else the screen (``helper review``: the program)."""
        _ = get_translator(self.ui_lang).gettext
        if self.pending_approval is not None:
            self.pending_approval = None
            if self.message.startswith(self._confirm_start()):
                self.message = ""
            self.render_entry()
            return
        box = self.query_one("#review-input", Input)
        if box.display and self.quit_asked is not None and self.message in (
                _("The note was changed and not saved: Enter saves it; F10 again quits without saving it."),
                _("The line holds text typed and not used: Enter uses it; F10 again quits all the same.")):
            # F10's "Enter saves; F10 again quits": Escape closes that question only, the line and its text stay
            # (README: Escape closes only the innermost dialog; tester t9au: it also started the note's own discard
            # question, so a second Escape threw the note away)
            self.quit_asked = None
            self.message = ""
            self.render_entry()
            return
        if box.display and self.prompt_kind == "note" and self.note_asked is not None:
            # "This replaces the whole note … Esc cancels": Escape cancels that question only, the line and its text
            # stay (tester 9an: it also armed the discard, so a second Escape threw the edit away)
            self.note_asked = None
            self.message = ""
            self.render_entry()
            return
        if box.display and self.prompt_kind == "note" and self.note_escape and box.value != self.note_escape_text:
            self.note_escape = False  # the note was changed after the warning (note_typed): warned again
        if box.display and self.prompt_kind == "note" and not self.note_escape:
            view = self.current.langs.get(self.target) if self.current else None
            if box.value.strip() != (view.note.replace("\n", " ").strip() if view else ""):
                # A note typed is not dropped by one Escape (issue 9): the first asks, the second discards.
                self.note_escape = True
                self.note_escape_text = box.value  # the text warned about: another one is warned about again
                self.message = _("The note was changed and not saved: Enter saves it, Esc again discards it.")
                self.render_entry()
                return
        if box.display:  # Escape first cancels a note or a jump being typed
            if self.note_escape:
                self.note_escape = False
                self.message = ""
                self.render_entry()
            self.prompt_kind = None
            self.show_line(False)
            self.set_focus(None)
            return
        if isinstance(self.app, ReviewApp):
            self.app.exit()  # `helper review`: Escape leaves the program
        else:
            self.app.pop_screen()  # Ctrl+R from the ruling: back to it


def quit_asks(app, key: str) -> bool:
    """The quit key ``key`` (``ctrl+x`` or ``f10``) was pressed in ``app`` (``helper review`` or the Director's
    screen): True when it asks first and must not quit yet: a changed translation open in the editor (y to
    its question then discards and quits, :meth:`EditScreen.ask`), or text typed on the review screen's note,
    search or go-to line (:meth:`ReviewScreen.quit_asks`). False when nothing typed is lost by quitting."""
    from helper.tui.edit import EditScreen

    screen = app.screen
    if isinstance(screen, EditScreen) and screen.changed:
        screen.ask(quit_key=key)
        return True
    return isinstance(screen, ReviewScreen) and screen.quit_asks()


class ReviewApp(App[None], inherit_bindings=False):
    """``helper review``: the review screen on its own."""

    ENABLE_COMMAND_PALETTE = False
    # The quit keys of the Director's screen (helper.tui.app.COMMAND_KEYS), never Ctrl+Q: GNU
    # screen and terminals take it for flow control (helper.tui.common.FORBIDDEN_KEYS).
    BINDINGS = [Binding("ctrl+x", "quit('ctrl+x')", priority=True, show=False),
                Binding("f10", "quit('f10')", priority=True, show=False),
                Binding("ctrl+c", "help_quit", show=False, system=True)]

    def __init__(self, ui_lang: str = "en", target: str | None = None, root: Path | None = None,
                 reviewer: str | None = None, domain: str = "laws", glyphs: str | None = None):
        super().__init__()
        self.ui_lang = ui_lang
        self.target = target
        self.root = root
        self.reviewer = reviewer
        self.domain = domain
        self.glyphs = glyphs  # GNU screen that miscounts characters: written as ASCII (the driver, fix10i)

    def get_driver_class(self):
        """The Director's screen's driver (:func:`helper.tui.common.quiet_driver_class`): quiet between
        keys, and writing what this terminal miscounts (``glyphs``) as ASCII."""
        from helper.tui.common import quiet_driver_class

        return quiet_driver_class(super().get_driver_class())

    def on_mount(self) -> None:
        self.push_screen(ReviewScreen(self.ui_lang, self.target, self.root, self.reviewer, self.domain,
                                      glyphs=self.glyphs))
        from helper.tui.common import install_hang_up

        # SIGHUP (an SSH drop), SIGTERM: the text typed and not saved is kept (hang_up), the helper ends.
        install_hang_up(self, self._hang_up)

    def hang_up(self, number: int) -> Path | None:
        """The helper is ended from outside by signal ``number`` (SIGHUP, SIGTERM): the editor's or the note
        line's text not saved is written to a recovery file, which the next review of the catalogue offers
        back (:func:`helper.tui.recovery.keep_unsaved_review`; issue 9, tester 9y: it was lost silently),
        and the app exits (return code 128 + ``number`` for SIGHUP, else 0). Returns the file written, or None."""
        import signal

        from helper.tui.recovery import keep_unsaved_review

        kept = keep_unsaved_review(self)
        self.exit(return_code=128 + number if number == getattr(signal, "SIGHUP", None) else 0)
        return kept

    def _hang_up(self, number: int) -> None:
        import threading

        self.hang_up(number)
        # If the terminal is gone, restoring it may block: end anyway shortly.
        timer = threading.Timer(3.0, os._exit, (128 + number,))
        timer.daemon = True
        timer.start()

    async def on_event(self, event) -> None:
        """Keys and pastes that arrive while a screen opens (the review screen loading, the editor) are
        held and given to it in order once it can take them (:class:`HoldsKeys`): ``e`` then ``R1`` in
        one burst opens the editor with ``R1`` in it (issue 9)."""
        if await review_takes(self, event):
            return
        await super().on_event(event)

    async def on_keys_ready(self, message: KeysReady) -> None:
        """A screen can take keys: those held while it opened go to it, in order, before any later key."""
        await release_held(self, message, self.on_event)  # routed as any key (the open line takes its keys)

    def action_quit(self, key: str = "") -> None:
        """Ctrl+X or F10 (``key``): asks first when a changed translation is open in the
        editor, where Ctrl+X cuts (F10 quits)."""
        from textual.actions import SkipAction

        from helper.tui.common import in_text_editor

        if key == "ctrl+x" and in_text_editor(self):
            raise SkipAction()
        if not quit_asks(self, key):
            self.exit()

    def action_help_quit(self) -> None:
        """Ctrl+C does not quit (it copies in the editor): say how."""
        self.notify(get_translator(self.ui_lang).gettext("To quit, press Ctrl+X or F10."), markup=False)
