"""``helper`` with no command: the Director's screen."""

from __future__ import annotations

import os
import sys

from helper.cli.common import CliError, settings_from, is_utf8
from helper.i18n import get_translator
from helper.tui.glyphs import glyphs_warning


def cmd_ui(args, lang: str) -> None:
    _ = get_translator(lang).gettext
    if not (is_utf8(sys.stdout) and sys.stdout.isatty() and sys.stdin.isatty()):
        if not is_utf8(sys.stdout):
            raise CliError(_("The terminal's encoding is {encoding}; the helper's screen needs UTF-8: set a UTF-8 locale (export LANG=C.UTF-8) and leave PYTHONIOENCODING unset.").format(
                encoding=sys.stdout.encoding))
        raise CliError(_("The helper's screen needs a terminal; for scripts use: helper rule, helper score, helper laws."))
    settings = settings_from(args, lang)
    # GNU screen that counts some characters otherwise than the helper (issue 10, fix10h): those
    # are written as ASCII (helper.tui.glyphs) and a language they would hide is not used.
    # Asked once (helper.cli: the language asked was already given up there when hidden, fix10i); in the
    # "tmux" mode again on F2 (glyphs_again below, fix10r).
    glyphs, asked = getattr(args, "seen_glyphs", None) or (screen_glyphs(os.environ), lang)
    from helper.i18n import LANGS
    from helper.tui.glyphs import shown_languages

    hidden = asked not in shown_languages(glyphs, LANGS)
    glyph_note = glyphs_warning(glyphs, asked)
    if hidden:
        lang = "en"
    # Said at the start when the language asked is not shown, else once per screen or tmux session (not
    # again on every resume, issue 7, fix7e: 2-3 of 16 lines each time); said where the screen is
    # only ASCII even in English, elsewhere only when a language is not shown.
    only_ascii = glyphs in ("ascii", "tmux")  # GNU screen or a tmux client that is not UTF-8
    garbling = glyph_note if hidden or (only_ascii and first_warning_in_session(os.environ)) else None
    # The command line's notes for the user of the screen (English is used, no Traditional
    # Chinese interface): on the screen, not on standard error under it (issue 10).
    notes = [_without_prefix(note) for note in getattr(args, "startup_notes", ())]
    warning = " ".join([*notes, garbling] if garbling else notes) or None
    from helper.rulings import RulingStore, StoreError
    from helper.tui.app import run

    # A record that cannot be opened is said on the screen (and again here
    # once the screen is gone), never only before the screen covers it.
    store = store_error = None
    try:
        # Each Director's ruling in progress is their own: by name when
        # HELPER_DIRECTOR gives one (or the details form, F4), else by login session.
        store = RulingStore.open(director=os.environ.get("HELPER_DIRECTOR") or None)
    except StoreError as exc:
        store_error = exc
    try:
        problem = run(lang=lang, settings=settings, plain=args.plain, store=store, store_error=store_error,
                      warning=warning, after_lang="en" if only_ascii else None,
                      lang_given=bool(getattr(args, "lang_given", False)), glyphs=glyphs,
                      # A tmux client that is not UTF-8: asked again on F2, once one attached with -u (fix10r).
                      glyphs_again=(lambda: screen_glyphs_again(os.environ)) if glyphs == "tmux" else None,
                      asked_lang=asked)
    finally:
        if store is not None:
            store.close()
    if problem:
        print(f"helper: {problem}", file=sys.stderr)


def _without_prefix(note: str) -> str:
    """A command line note (``helper: ...``, ``helper：...``) as the screen says it: without ``helper:``."""
    for prefix in ("helper: ", "helper："):
        if note.startswith(prefix):
            return note[len(prefix):]
    return note


def in_gnu_screen_without_utf8(environ) -> bool:
    """Whether the helper runs inside GNU screen (``$STY``, or ``TERM=screen*`` outside tmux)
    with a locale that is not UTF-8 (the first set of ``LC_ALL``, ``LC_CTYPE``, ``LANG``;
    none set is the C locale; an ``LC_CTYPE`` of ``C.UTF-8`` is Python's own coercion of
    the C locale, PEP 538, and is passed over). Python then still writes UTF-8, but a screen
    started in that locale without ``-U`` shows it garbled."""
    import re

    term = environ.get("TERM", "")
    in_screen = bool(environ.get("STY")) or (term.startswith("screen") and not environ.get("TMUX"))
    ctype = environ.get("LC_CTYPE", "")
    if ctype in ("C.UTF-8", "C.utf8", "UTF-8"):  # how Python coerces the C locale (PEP 538): not the user's
        ctype = ""
    locale = environ.get("LC_ALL") or ctype or environ.get("LANG") or "C"
    return in_screen and not re.search(r"utf-?8", locale, re.IGNORECASE)


SCREEN_QUERY_SECONDS = 0.5
"""The longest the helper waits for ``screen -Q info`` (:func:`screen_window_utf8`): screen 4.09
answers in about 10 ms; one that does not answer in this time is taken for a window that is not
UTF-8 (the helper then shows ASCII English, readable on any screen) rather than hold the start."""


def screen_window_utf8(environ, timeout: float = SCREEN_QUERY_SECONDS) -> bool:
    """Whether GNU screen (``$STY``) says its window is UTF-8 (started with ``-U``, or ``encoding
    UTF-8``): ``screen -Q info`` names ``UTF-8`` then. The locale alone cannot tell (LANG=C under
    ``screen -U`` shows everything right). False when it cannot be asked (no ``$STY``, no
    ``screen`` program, an older screen without ``-Q``, no answer in ``timeout`` seconds).

    Asked once per process (:func:`screen_glyphs` keeps the answer), at the start, never on a key.
    The ``screen`` program runs in a session of its own (no controlling terminal: nothing it
    writes reaches the helper's screen), its input empty, its output read here; one that does not
    answer in ``timeout`` seconds is ended with everything it started (its process group)."""
    import shutil

    session, program = environ.get("STY"), shutil.which("screen")
    if not session or not program:
        return False
    answer = _answer_of([program, "-S", session, "-Q", "info"], timeout)
    return answer is not None and "UTF-8" in answer[1].decode("utf-8", "replace").split()


def _answer_of(command: list[str], timeout: float, env: dict[str, str] | None = None) -> tuple[int, bytes] | None:
    """What ``command`` (a terminal multiplexer asked about the helper's terminal) writes on its standard
    output, with its exit code: ``(code, output)``; None when it cannot be run or does not end in
    ``timeout`` seconds. It runs in a session of its own (no controlling terminal: nothing it writes
    reaches the helper's screen), its input empty, its standard error dropped, in ``env`` (None: the
    helper's); one that does not end in time is ended with everything it started (its process group)."""
    import signal
    import subprocess

    try:
        with subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              env=env, start_new_session=True) as query:
            try:
                answer, _ = query.communicate(timeout=timeout)
            except subprocess.TimeoutExpired:
                try:
                    os.killpg(query.pid, signal.SIGKILL)  # its own group (start_new_session): only what it started
                except OSError:
                    pass
                query.wait()
                return None
    except (OSError, subprocess.SubprocessError):
        return None
    return query.returncode, answer


def first_warning_in_session(environ) -> bool:
    """True the first time it is asked in this GNU screen session (``$STY``) or tmux session
    (``$TMUX``, with the tmux clients not UTF-8 that :func:`tmux_glyphs` found: a client attached
    later in a locale that is not UTF-8 is told again); without either, always: the garbling
    warning is said once per session, not at every start (a resume after a dropped link). Noted
    by an empty file in the user's cache directory; True when it cannot be noted."""
    import re

    from helper.paths import user_dir

    session = environ.get("STY")
    if environ.get("TMUX"):
        clients = _TMUX_NOT_UTF8.get(environ["TMUX"], ())
        session = ";".join([session or "", environ["TMUX"], *clients])
    if not session:
        return True
    try:
        folder = user_dir("cache") / "screen-warned"
        mark = folder / re.sub(r"[^A-Za-z0-9._-]", "_", session)[:200]
        if mark.exists():
            return False
        folder.mkdir(parents=True, exist_ok=True)
        mark.touch()
    except OSError:
        return True
    return True


def screen_locale(environ) -> str:
    """The locale GNU screen counts characters by: the first set of ``LC_ALL``, ``LC_CTYPE``,
    ``LANG`` (none is ``C``) of screen's own server process when it can be read (``$STY`` names
    its process id: ``/proc/PID/environ`` of a process named screen), else of ``environ`` (screen
    passes its environment on to its windows; there an ``LC_CTYPE`` of ``C.UTF-8`` is taken for
    Python's coercion of the C locale, PEP 538, and passed over)."""
    import re

    match = re.match(r"(\d+)\.", environ.get("STY", ""))
    if match:
        try:
            with open(f"/proc/{match.group(1)}/comm", "rb") as handle:
                name = handle.read().strip().lower()
            if name.startswith(b"screen"):
                with open(f"/proc/{match.group(1)}/environ", "rb") as handle:
                    pairs = [item.split(b"=", 1) for item in handle.read().split(b"\0") if b"=" in item]
                own = {key.decode("utf-8", "replace"): value.decode("utf-8", "replace") for key, value in pairs}
                return own.get("LC_ALL") or own.get("LC_CTYPE") or own.get("LANG") or "C"
        except OSError:
            pass
    ctype = environ.get("LC_CTYPE", "")
    if ctype in ("C.UTF-8", "C.utf8", "UTF-8"):  # how Python coerces the C locale (PEP 538): not the user's
        ctype = ""
    return environ.get("LC_ALL") or ctype or environ.get("LANG") or "C"


_GLYPHS_SEEN: dict[tuple, str | None] = {}
"""screen_glyphs's answers in this process, by the variables it reads (screen and tmux are asked once; in the
``"tmux"`` mode again on F2, :func:`screen_glyphs_again`, which replaces the answer kept)."""


def screen_glyphs(environ) -> str | None:
    """How the terminal multiplexer the helper runs in shows characters, as a
    :data:`helper.tui.glyphs.GLYPH_MODES` mode; None outside one or where it shows them as the
    helper counts them. A tmux client that is not UTF-8 (:func:`tmux_glyphs`) gives ``"tmux"``;
    else the mode of GNU screen (``$STY``, or ``TERM=screen*`` outside tmux), or of a screen or
    tmux a tmux client runs in (:func:`tmux_glyphs`), the one that hides most (:func:`worst_glyphs`).

    By screen's locale (:func:`screen_locale`) and what it says of its window (:func:`screen_window_utf8`),
    as measured with screen 4.09: a locale that is not UTF-8 gives ``"narrow"`` when the window is UTF-8
    (``screen -U``: a Chinese character counted one column), else ``"ascii"`` (all but ASCII garbled);
    a Chinese, Japanese or Korean UTF-8 locale gives ``"ambiguous"`` (screen's ``cjkwidth``: Greek
    letters, box drawing and blocks counted two columns), or ``"ascii"`` where this system lacks that
    locale (screen then counts both kinds wrong)."""
    key = _glyphs_key(environ)
    if key not in _GLYPHS_SEEN:
        _GLYPHS_SEEN[key] = worst_glyphs(tmux_glyphs(environ), _screen_glyphs(environ))
    return _GLYPHS_SEEN[key]


def _glyphs_key(environ) -> tuple:
    """What :data:`_GLYPHS_SEEN` keeps an answer by: the variables :func:`screen_glyphs` reads."""
    return tuple(environ.get(name) for name in ("STY", "TERM", "TMUX", "TMUX_PANE", "LC_ALL", "LC_CTYPE", "LANG"))


def screen_glyphs_again(environ) -> str | None:
    """:func:`screen_glyphs` asked afresh, the answer kept in its place: for the Director's screen in the
    ``"tmux"`` mode (a tmux client that is not UTF-8), the only mode that can change while the helper
    runs - the Director detaches that client and attaches one with ``-u``, as the screen's note says
    (:func:`helper.tui.glyphs.glyphs_warning`), then presses F2 (lead over SSH, fix10r: the note came back and
    the screen stayed ASCII English until the helper was restarted). tmux is asked again
    (:func:`tmux_glyphs`: at most :data:`TMUX_QUERY_SECONDS`, detached), and GNU screen where the helper
    runs in one (:func:`_screen_glyphs`). Called on that one key, never on every key. Where tmux does not
    tell (no answer in time, an old tmux), the mode stays ``"tmux"``."""
    mode = worst_glyphs(tmux_glyphs(environ, untold="tmux"), _screen_glyphs(environ))
    _GLYPHS_SEEN[_glyphs_key(environ)] = mode
    return mode


def worst_glyphs(*modes: str | None) -> str | None:
    """Of terminal modes (:data:`helper.tui.glyphs.GLYPH_MODES`, None) met one inside another (a GNU
    screen in tmux, tmux in tmux), the one that hides most: ``"tmux"`` (a tmux client that is not
    UTF-8: fixed first, nothing beyond ASCII reaches what is outside it), else ``"ascii"``, also for
    ``"narrow"`` with ``"ambiguous"`` (each hides a language); else the one given; None for none."""
    found = {mode for mode in modes if mode}
    for mode in ("tmux", "ascii"):
        if mode in found:
            return mode
    if len(found) > 1:
        return "ascii"
    return found.pop() if found else None


TMUX_QUERY_SECONDS = 0.5
"""The longest the helper waits for tmux's list of the clients showing its pane (:func:`tmux_clients`):
tmux 3.3 answers in 5 to 15 ms; one that does not answer in this time is left to the locale."""

_TMUX_NOT_UTF8: dict[str, tuple[str, ...]] = {}
"""By ``$TMUX``: the process ids of the clients :func:`tmux_glyphs` found not UTF-8 (the once-per-session
note is said again for another such client: :func:`first_warning_in_session`)."""


def tmux_clients(environ, timeout: float = TMUX_QUERY_SECONDS) -> list[tuple[bool | None, str]] | None:
    """The tmux clients attached to the session showing the helper's pane (``$TMUX_PANE`` of the
    server ``$TMUX`` names; every client of that server without ``$TMUX_PANE``), as tmux says them:
    each a pair (UTF-8: True, False, or None where tmux does not give its ``client_utf8``, an old
    tmux; the client's process id as text). [] for a detached session; None when it cannot be asked
    (no ``$TMUX``, no ``tmux`` program, an error, no answer in ``timeout`` seconds).

    Asked once per process (:func:`screen_glyphs` keeps the answer), at the start, and on F2 while in
    the ``"tmux"`` mode (:func:`screen_glyphs_again`: a client attached with ``-u`` since), never on
    every key, as GNU screen is (:func:`screen_window_utf8`): ``tmux list-clients`` runs in a session of its own
    (nothing it writes reaches the terminal), its input empty; one that does not answer is ended with
    everything it started."""
    import shutil

    server, program = environ.get("TMUX"), shutil.which("tmux")
    if not server or not program:
        return None
    pane = environ.get("TMUX_PANE")
    command = [program, "list-clients", "-F", "#{client_utf8} #{client_pid}", *(["-t", pane] if pane else [])]
    answer = _answer_of(command, timeout, {**os.environ, "TMUX": server})
    if answer is None or answer[0] != 0:
        return None
    clients = []
    for line in answer[1].decode("utf-8", "replace").splitlines():
        flag, _, pid = line.rstrip().partition(" ")  # an empty flag (an old tmux) keeps its space
        clients.append(({"1": True, "0": False}.get(flag), pid.strip()))
    return clients


def _utf8_locale(environ) -> bool:
    """Whether ``environ``'s locale is UTF-8: the first set of ``LC_ALL``, ``LC_CTYPE``, ``LANG``
    (an ``LC_CTYPE`` of ``C.UTF-8`` is Python's coercion of the C locale, PEP 538: passed over)."""
    import re

    ctype = environ.get("LC_CTYPE", "")
    if ctype in ("C.UTF-8", "C.utf8", "UTF-8"):
        ctype = ""
    return bool(re.search(r"utf-?8", environ.get("LC_ALL") or ctype or environ.get("LANG") or "C", re.IGNORECASE))


def _client_environ(pid: str) -> dict[str, str] | None:
    """The environment of the process ``pid`` (a tmux client: ``/proc/PID/environ``), None when unreadable."""
    if not pid.isdigit():
        return None
    try:
        with open(f"/proc/{pid}/environ", "rb") as handle:
            pairs = [item.split(b"=", 1) for item in handle.read().split(b"\0") if b"=" in item]
    except OSError:
        return None
    return {key.decode("utf-8", "replace"): value.decode("utf-8", "replace") for key, value in pairs}


def tmux_glyphs(environ, depth: int = 0, untold: str | None = None) -> str | None:
    """How the tmux the helper runs in (``$TMUX``) shows characters: ``"tmux"`` when a client attached
    to the session showing its pane is not UTF-8 (tmux 3.3 takes a client for UTF-8 only with ``-u``
    or a UTF-8 ``LC_ALL``/``LC_CTYPE``/``LANG``, else draws each character beyond ASCII as ``_``, one
    per column, and box lines by the terminal's line set), whatever the helper's own locale (a client
    attached later in another one); None outside tmux or when every client is UTF-8.

    Where tmux does not tell (no answer in :data:`TMUX_QUERY_SECONDS`, an old tmux without
    ``client_utf8``), the locale says, as tmux decides for a client started in it: ``"tmux"`` unless
    it is UTF-8. A detached session (no client) is None, as outside tmux: nothing shows the pane, and
    a client attached later is asked of at the helper's next start (or, in the ``"tmux"`` mode, at F2:
    :func:`screen_glyphs_again`). Where every client is
    UTF-8, each runs in a terminal of its own that may hide characters too (a tmux client inside a
    GNU screen or another tmux: its environment's ``$STY``, ``$TMUX``): the mode of that, the worst
    (:func:`worst_glyphs`), asked in the same way up to three levels out. ``untold``: the mode given
    instead of the locale's where tmux does not tell (asked again, :func:`screen_glyphs_again`: the
    mode already in use, not the helper's own locale, which is not the client's)."""
    server = environ.get("TMUX")
    if not server:
        return None
    clients = tmux_clients(environ)
    if clients is None or any(utf8 is None for utf8, _pid in clients):
        if untold is not None:
            return untold
        return None if _utf8_locale(environ) else "tmux"
    not_utf8 = tuple(pid for utf8, pid in clients if not utf8)
    if not_utf8:
        _TMUX_NOT_UTF8[server] = not_utf8
        return "tmux"
    _TMUX_NOT_UTF8.pop(server, None)  # asked again (F2, screen_glyphs_again): none is now
    outer: list[str | None] = []
    for _utf8, pid in clients if depth < 3 else ():
        client = _client_environ(pid)
        if client is None:
            continue
        if client.get("TMUX") and client["TMUX"] != server:  # a tmux client in another tmux's pane
            outer.append(tmux_glyphs(client, depth + 1))
        if client.get("STY") and client["STY"] != environ.get("STY"):  # in a GNU screen of its own
            outer.append(_screen_glyphs({**client, "TMUX": ""}))
    return worst_glyphs(*outer)


def _screen_glyphs(environ) -> str | None:
    import re

    term = environ.get("TERM", "")
    if not (environ.get("STY") or (term.startswith("screen") and not environ.get("TMUX"))):
        return None
    locale = screen_locale(environ)
    if not re.search(r"utf-?8", locale, re.IGNORECASE):
        return "narrow" if screen_window_utf8(environ) else "ascii"
    if re.match(r"(zh|ja|ko)(_|\.|$)", locale):
        return "ambiguous" if _locale_exists(locale) else "ascii"
    return None


def _locale_exists(name: str) -> bool:
    """Whether this system has the locale ``name`` (``zh_CN.UTF-8``): ``setlocale`` takes it."""
    import locale

    previous = locale.setlocale(locale.LC_CTYPE)
    try:
        locale.setlocale(locale.LC_CTYPE, name)
        return True
    except locale.Error:
        return False
    finally:
        locale.setlocale(locale.LC_CTYPE, previous)


def garbling_screen_note(lang: str, environ=None) -> str | None:
    """For a text command in ``lang`` inside GNU screen (:func:`screen_glyphs`) that would show
    ``lang`` wrong (Chinese under ``screen -U`` with ``LANG=C``: one column per character, the
    terminal two; anything but ASCII without ``-U``; Greek in a CJK locale): the note that English
    is used, with the fix that works for it (``LANG=C.UTF-8 screen -U``), as the screen says it
    (:func:`helper.tui.glyphs.glyphs_warning`: in ``lang`` where shown, else English); None where
    ``lang`` is shown as it is."""
    from helper.tui.glyphs import shown_languages

    environ = os.environ if environ is None else environ
    mode = screen_glyphs(environ)
    if mode is None or lang in shown_languages(mode, (lang,)):
        return None
    return "helper: " + glyphs_warning(mode, lang, environ)
