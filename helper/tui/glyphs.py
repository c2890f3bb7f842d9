"""Characters a terminal counts otherwise than the helper: what the screen writes instead.

The helper lays its screen out with Rich's cell widths (Unicode East Asian Width: Chinese
two columns, everything else one). GNU screen does not always count so (issue 10, fix10h:
a fresh tester's Chinese screen under ``screen -U`` with ``LANG=C`` spilt a scrollbar block
onto the next line and lost its footer until Ctrl+L), and it draws what it counts on the
terminal it runs in, which counts as the helper does: once the two disagree, every later
cursor move lands elsewhere. Measured with screen 4.09 in tmux 3.3 (tests/test_terminal_glyphs.py):

- ``"ascii"``: screen's window is not UTF-8 (started without ``-U`` in a locale that is not
  UTF-8): every character beyond ASCII is garbled (a Chinese character's three bytes are
  three columns).
- ``"narrow"``: the window is UTF-8 (``-U``) but screen itself runs in a locale that is not
  UTF-8 (``LANG=C``): it counts each East Asian Wide or Fullwidth character (Chinese, ``１``)
  as one column; the terminal shows two.
- ``"ambiguous"``: screen runs in a Chinese, Japanese or Korean locale (its ``cjkwidth``):
  it counts each East Asian Ambiguous character (Greek letters, ``“”…``, box drawing, the
  scrollbar's blocks ``▁▂▃▄▅▆▇█``) as two columns; the terminal shows one.
- ``"tmux"``: a tmux client that is not UTF-8 (tmux 3.3 started without ``-u`` in a locale that
  is not UTF-8: helper.cli.ui.tmux_glyphs) draws every character beyond ASCII as ``_`` (one per
  column) and box lines by the terminal's line set: written as in ``"ascii"``, the fix said is tmux's.
  The only mode that can change while the helper runs (a client attached with ``-u`` since): F2 asks
  tmux again (helper.cli.ui.screen_glyphs_again, helper.tui.app.HelperApp._glyphs_changed).

In each mode the driver (:class:`helper.tui.driver.QuietLinuxDriver`) writes, in place of
each character that mode miscounts, ASCII of the width the helper gave it (:func:`filter_for`),
so every character on the terminal is counted alike by the helper, screen and the terminal.
"""

from __future__ import annotations

import os
import re
import unicodedata
from functools import lru_cache
from typing import Callable

GLYPH_MODES = ("ascii", "narrow", "ambiguous", "tmux")
"""The terminal modes that miscount characters (module docstring); None is a terminal that
counts as the helper does."""

STAND_INS = {
    "…": ".", "‘": "'", "’": "'", "“": '"', "”": '"', "«": '"', "»": '"', "–": "-", "—": "-", "−": "-",
    "→": ">", "←": "<", "↑": "^", "↓": "v", "·": "*", "•": "*", "×": "x", "÷": "/", "°": "o", "±": "+",
    "▶": ">", "◀": "<", "►": ">", "◄": "<", "▲": "^", "▼": "v", "✓": "v", "✔": "v", "✗": "x",
    "█": "#", "▉": "#", "▊": "#", "▋": "#", "▌": "#", "▐": "#", "▀": "#", "▄": "#",
    "\u00a0": " ",
}
"""ASCII stand-ins (one column each) for the one-column characters the screen draws:
punctuation of the messages, arrows, the scrollbar's blocks. Box drawing is by shape
(:func:`_narrow_stand_in`); any other character is ``?``."""


def _narrow_stand_in(char: str) -> str:
    """One ASCII character for a one-column ``char``: :data:`STAND_INS`, a line of the box-drawing
    block as ``-``, ``|`` or ``+``, other blocks a space, a letter's accent dropped (``é`` ``e``),
    else ``?``."""
    if char in STAND_INS:
        return STAND_INS[char]
    code = ord(char)
    if 0x2500 <= code <= 0x257F:  # box drawing: by name (LIGHT HORIZONTAL, HEAVY VERTICAL, ... corners)
        name = unicodedata.name(char, "")
        if "HORIZONTAL" in name and "VERTICAL" not in name:
            return "-"
        if "VERTICAL" in name and "HORIZONTAL" not in name:
            return "|"
        return "+"
    if 0x2580 <= code <= 0x259F:  # the other blocks (the scrollbar's eighths): a space
        return " "
    base = unicodedata.normalize("NFKD", char)[:1]
    return base if base.isascii() and base.isprintable() and base else "?"


EDITOR_WIDE_MARK = "\u3013"
"""The GETA MARK 〓 (two columns: typography's sign for a character that cannot be set): the review
editor draws each Chinese character the terminal cannot show as it (:func:`editor_line`), and the
driver writes it as ``[]`` (:func:`_wide_stand_in`)."""

EDITOR_NARROW_MARK = "_"
"""What the review editor draws, one column, for each Greek letter the terminal cannot show."""


def _wide_stand_in(char: str) -> str:
    """Two ASCII columns for a two-column ``char``: a full-width form (``１`` ``1 ``), the editor's
    mark for a character not shown (:data:`EDITOR_WIDE_MARK`) ``[]``, else ``??``."""
    if char == EDITOR_WIDE_MARK:
        return "[]"
    base = unicodedata.normalize("NFKC", char)
    if len(base) == 1 and base.isascii() and base.isprintable():
        return base + " "
    return "??"


def _width(char: str) -> int:
    from rich.cells import get_character_cell_size

    return get_character_cell_size(char)


def _ascii(char: str) -> str:
    width = _width(char)
    return "" if width == 0 else _wide_stand_in(char) if width == 2 else _narrow_stand_in(char)


def _narrow(char: str) -> str:
    return _wide_stand_in(char) if _width(char) == 2 else char


def _ambiguous(char: str) -> str:
    if unicodedata.east_asian_width(char) == "A" and _width(char) == 1:
        return _narrow_stand_in(char)
    return char


def filter_for(mode: str | None) -> Callable[[str], str] | None:
    """The function that rewrites what the screen writes (a ``str`` of text and escape
    sequences, which are ASCII) for a terminal in ``mode`` (:data:`GLYPH_MODES`): each
    character that mode miscounts becomes ASCII of the same width (one column: a stand-in
    or ``?``; two: ``??`` or a full-width digit's own digit and a space; zero: nothing).
    None when ``mode`` is None (nothing to rewrite).

    Raises:
        ValueError: ``mode`` is not one of :data:`GLYPH_MODES` nor None.
    """
    if mode is None:
        return None
    try:
        one = {"ascii": _ascii, "tmux": _ascii, "narrow": _narrow, "ambiguous": _ambiguous}[mode]
    except KeyError:
        raise ValueError(f"not a glyph mode: {mode!r}") from None
    cache: dict[str, str] = {}
    non_ascii = re.compile(r"[^\x00-\x7f]")  # here, not at import: only a terminal that miscounts needs it

    def rewrite(match: re.Match) -> str:
        char = match.group()
        if char not in cache:
            cache[char] = one(char)
        return cache[char]

    return lambda data: data if data.isascii() else non_ascii.sub(rewrite, data)


def shown_languages(mode: str | None, langs: tuple[str, ...]) -> tuple[str, ...]:
    """Of ``langs`` (codes ``en``, ``zh``, ``el``), those readable on a terminal in ``mode``:
    English always; Chinese unless ``mode`` is ``ascii``, ``tmux`` or ``narrow`` (its characters would
    be ``??``); Greek unless ``mode`` is ``ascii``, ``tmux`` or ``ambiguous`` (its letters would be ``?``)."""
    hidden = {"ascii": {"zh", "el"}, "tmux": {"zh", "el"}, "narrow": {"zh"}, "ambiguous": {"el"}}.get(mode or "", set())
    return tuple(lang for lang in langs if lang not in hidden)


_SCRIPTS = (
    ("zh", r"[\u2e80-\u2fdf\u3040-\u30ff\u3100-\u312f\u3190-\u31ff\u3400-\u4dbf\u4e00-\u9fff"
           r"\uac00-\ud7af\uf900-\ufaff\U00020000-\U0003ffff]"),
    ("el", r"[\u0370-\u03ff\u1f00-\u1fff]"),
)
"""The scripts a mode may hide (:func:`shown_languages`), each a pattern (text) of one of its letters:
Chinese (CJK ideographs, kana, hangul and their radicals: East Asian Wide letters, written ``??`` in
``narrow`` and ``ascii``) and Greek (its letters, East Asian Ambiguous: ``?`` in ``ambiguous`` and
``ascii``). Compiled when a terminal first hides one (:func:`_letters`): the Chinese class took 2.4 ms,
with :func:`_hidden_run`'s 10 ms of every start's CPU (issue 10, first frame)."""


@lru_cache(maxsize=None)
def _letters(lang: str) -> re.Pattern:
    """One letter of ``lang``'s script (:data:`_SCRIPTS`), compiled once."""
    return re.compile(dict(_SCRIPTS)[lang])


def _hidden_letters(mode: str | None) -> list[tuple[str, re.Pattern]]:
    """The scripts a terminal in ``mode`` cannot show (:func:`shown_languages`), in :data:`_SCRIPTS`'
    order (Chinese first), each with its letter pattern (:func:`_letters`)."""
    shown = shown_languages(mode, tuple(lang for lang, _pattern in _SCRIPTS))
    return [(lang, _letters(lang)) for lang, _pattern in _SCRIPTS if lang not in shown]


def hidden_script(text: str, mode: str | None) -> str | None:
    """The language (``zh``, ``el``) whose letters in ``text`` a terminal in ``mode``
    (:data:`GLYPH_MODES`, or None) cannot show: they would reach it as ``??`` / ``?``
    (:func:`filter_for`). Chinese first when ``text`` has both; None when ``text`` has none
    (full-width punctuation ``：`` and ``“”`` have ASCII stand-ins and are not counted)."""
    if mode is None or text.isascii():
        return None
    return next((lang for lang, letters in _hidden_letters(mode) if letters.search(text)), None)


def _readable_lang(mode: str | None, lang: str) -> str:
    """``lang`` when a terminal in ``mode`` shows it, else English."""
    return lang if lang in shown_languages(mode, (lang,)) else "en"


def glyphs_warning(mode: str | None, lang: str, environ=None) -> str | None:
    """What the screen says of a terminal in ``mode`` (:data:`GLYPH_MODES`): which language it
    does not use and the fix (``LANG=C.UTF-8 screen -U``; for ``tmux``, attaching to the server the
    helper runs under with ``-u``: :func:`tmux_attach` of ``environ``, default ``os.environ``);
    None for None. In ``lang`` when the terminal shows it (Greek under ``narrow``), else in English
    (ASCII: readable in every mode)."""
    from helper.i18n import get_translator

    _ = get_translator(_readable_lang(mode, lang)).gettext
    if mode == "tmux":
        # The server's socket named (issue 9, tester 9y: a plain `tmux -u attach` finds no server run with -L).
        return _("A tmux client in a locale that is not UTF-8 shows only ASCII: English is used. For Chinese and "
                 "Greek, detach (Ctrl+B d) and attach with: {command}").format(command=tmux_attach(
                     os.environ if environ is None else environ))
    if mode == "ascii":
        return _("GNU screen in a locale that is not UTF-8 shows only ASCII: English is used. For Chinese and "
                 "Greek, start screen with: LANG=C.UTF-8 screen -U")
    if mode == "narrow":
        return _("GNU screen in a non-UTF-8 locale counts a Chinese character as one column, not two: "
                 "Chinese is not used. For it, start screen with: LANG=C.UTF-8 screen -U")
    if mode == "ambiguous":
        return _("GNU screen in a CJK locale counts a Greek letter as two columns, the terminal as one: Greek is not "
                 "used. For it, start screen with: LANG=C.UTF-8 screen -U")
    return None


def tmux_attach(environ) -> str:
    """The command that attaches to the tmux server the helper runs under (``$TMUX`` in ``environ``:
    ``SOCKET,PID,SESSION``) with a UTF-8 client: ``tmux -u attach`` for the default socket (or ``$TMUX``
    unknown), ``tmux -L NAME -u attach`` for a socket named with ``-L`` (in tmux's own ``tmux-UID``
    directory), ``tmux -S PATH -u attach`` for another socket path."""
    import shlex
    from pathlib import Path

    socket = (environ.get("TMUX") or "").split(",")[0]
    path = Path(socket)
    if not socket or path.name == "default":
        return "tmux -u attach"
    if path.parent.name.startswith("tmux-"):
        return f"tmux -L {shlex.quote(path.name)} -u attach"
    return f"tmux -S {shlex.quote(socket)} -u attach"


def review_refused(mode: str | None, lang: str, targets, environ) -> str:
    """Why ``helper review`` of ``targets`` (``zh``, ``el``) opens no screen in a terminal in ``mode``
    (:data:`GLYPH_MODES`) that shows none of them, and how to get it: under a tmux client that is not
    UTF-8, detaching and attaching with :func:`tmux_attach` (``environ``: the socket from ``$TMUX``); under
    GNU screen, starting it with ``LANG=C.UTF-8 screen -U``. In ``lang`` when the terminal shows it, else in
    English. Not "English is used" (:func:`glyphs_warning`, for the screens that do open): nothing opens
    (issue 9, tester 9y)."""
    from helper.i18n import get_translator, language_name

    shown = _readable_lang(mode, lang)
    _ = get_translator(shown).gettext
    names = [language_name(target, shown) for target in targets]
    language = names[0] if len(names) == 1 else _("{first} and {second}").format(first=names[0], second=names[1])
    if mode == "tmux":
        return _("A tmux client in a locale that is not UTF-8 shows only ASCII: a review of {language} cannot be "
                 "shown here. To review, detach (Ctrl+B d) and attach with: {command}").format(
            language=language, command=tmux_attach(environ))
    return _("This terminal cannot show {language} (GNU screen in a locale that is not UTF-8): a review of "
             "{language} cannot be shown here. To review, start screen with: LANG=C.UTF-8 screen -U").format(
        language=language)


def unreadable_law_text(script: str, lang: str, command: str, mode: str | None = None, environ=None) -> str:
    """The line shown in place of a law text in ``script`` (``zh``, ``el``: :func:`hidden_script`)
    that this terminal cannot show, in ``lang`` (the screen's language, which it shows): that the
    text is Chinese (Greek), and the two ways to read it: GNU screen started with
    ``LANG=C.UTF-8 screen -U`` (in ``mode`` ``tmux``: tmux attached with ``-u`` to the server the
    helper runs under, :func:`tmux_attach` of ``environ``, default ``os.environ``), or
    ``helper laws show COMMAND --output FILE`` (a UTF-8 file). ``command``: the arguments of
    ``laws show`` that give this text (``90A``, ``86A --edition 1997``, ``--lang el 12C1``)."""
    from helper.i18n import get_translator

    _ = get_translator(lang).gettext
    attach = tmux_attach(os.environ if environ is None else environ) if mode == "tmux" else ""
    if mode == "tmux" and script == "zh":
        return _("This paragraph's text is in Chinese, which this terminal cannot show. To read it, detach tmux "
                 "and attach with: {attach}, or write it to a file: helper laws show {command} "
                 "--output FILE.").format(command=command, attach=attach)
    if mode == "tmux":
        return _("This paragraph's text is in Greek, which this terminal cannot show. To read it, detach tmux "
                 "and attach with: {attach}, or write it to a file: helper laws show {command} "
                 "--output FILE.").format(command=command, attach=attach)
    if script == "zh":
        return _("This paragraph's text is in Chinese, which this terminal cannot show. To read it, start GNU "
                 "screen with: LANG=C.UTF-8 screen -U, or write it to a file: helper laws show {command} "
                 "--output FILE.").format(command=command)
    return _("This paragraph's text is in Greek, which this terminal cannot show. To read it, start GNU "
             "screen with: LANG=C.UTF-8 screen -U, or write it to a file: helper laws show {command} "
             "--output FILE.").format(command=command)


def unreadable_value(script: str, lang: str) -> str:
    """What is shown, in ``lang``, in place of a value typed or recorded in ``script`` (a name in
    Chinese) that this terminal cannot show; it is kept as it is."""
    from helper.i18n import get_translator

    _ = get_translator(lang).gettext
    return _("(in Chinese: not shown on this terminal)") if script == "zh" else \
        _("(in Greek: not shown on this terminal)")


def readable_law_text(text: str, mode: str | None, lang: str, law_id: str, edition: str = "2017") -> str:
    """A law text as shown on a terminal in ``mode``: ``text`` itself, or, where it is in a script
    the terminal cannot show (:func:`hidden_script`: the 1997 Chinese of Law 90A in an English
    ruling under ``screen -U`` with ``LANG=C``), the line of :func:`unreadable_law_text` in
    ``lang`` naming the command that writes it to a file: ``laws show`` of ``law_id`` (quoted for
    the shell: ``'12C2(a)'``), with ``--edition 1997`` for a 1997 paragraph and ``--lang`` for a
    language other than English."""
    script = hidden_script(text, mode)
    if script is None:
        return text
    import shlex

    command = " ".join([shlex.quote(law_id)] + (["--edition", "1997"] if edition == "1997" else [])
                       + (["--lang", lang] if lang != "en" else []))
    return unreadable_law_text(script, lang, command, mode)


_EXAMPLE = r"[,，、]\s*[^\s,，、;；·]+"
"""An example in a hint with the separator before it (a pattern's text: compiled when first used, not at
every start: 0.6 ms)."""


def without_hidden_examples(text: str, mode: str | None) -> str:
    """``text`` (a hint listing examples: "12C2(a), 12Γ2(α), 第12条C款2项(a); Enter") without the
    examples a terminal in ``mode`` cannot show (:func:`hidden_script`), each with the separator
    before it (``,`` ``，`` ``、``): "12C2(a), 12Γ2(α); Enter" under ``narrow``. The first example
    of a list is kept whatever it is (nothing is before it to take away)."""
    if mode is None or hidden_script(text, mode) is None:
        return text
    return re.sub(_EXAMPLE, lambda match: "" if hidden_script(match.group(), mode) else match.group(), text)


_FULL_WIDTH_PUNCTUATION = "\u3000-\u303f\uff00-\uffef"


@lru_cache(maxsize=None)
def _hidden_run(lang: str) -> re.Pattern:
    """A run of ``lang``'s script's letters (:data:`_SCRIPTS`) with what stands between them in a sentence
    or a citation (full-width punctuation, spaces, digits, brackets, a capital letter alone):
    ``裁判除按照本规则执行判罚外，并可...。``, ``第12条C款2项(a)`` and ``Νόμος 12Γ2(α)`` are each one run;
    ``王伟, EW: 李娜`` two. Compiled once, when first used."""
    inner = dict(_SCRIPTS)[lang][1:-1]  # the character class's ranges
    return re.compile(f"[{inner}](?:(?:[{inner}{_FULL_WIDTH_PUNCTUATION}\\d\\s()]|[A-Z](?![a-z]))*[{inner})])?"
                      f"[{_FULL_WIDTH_PUNCTUATION}]*")


def hide_scripts(text: str, mode: str | None, lang: str) -> str:
    """``text`` with each run (:func:`_hidden_run`) of a script a terminal in ``mode`` cannot show
    replaced by :func:`unreadable_value` in ``lang`` ("(in Chinese: not shown on this terminal)"):
    what a text command prints to such a GNU screen (a name recorded in Chinese, issue 10, fix10i)."""
    for script in ("zh", "el"):
        if hidden_script(text, mode) is None:
            break
        if script not in shown_languages(mode, (script,)):
            text = _hidden_run(script).sub(unreadable_value(script, lang), text)
    return text


def typed_mark(script: str, count: int, lang: str) -> str:
    """What is shown, in ``lang``, in place of ``count`` letters of ``script`` (``zh``, ``el``)
    typed or pasted where the terminal cannot show them: "[2 Chinese characters]",
    "[3 Greek letters]" (ASCII brackets: one column in every mode). Issue 10, fix10j."""
    from helper.i18n import get_translator

    ngettext = get_translator(lang).ngettext
    if script == "zh":
        return ngettext("[{count} Chinese character]", "[{count} Chinese characters]", count).format(count=count)
    return ngettext("[{count} Greek letter]", "[{count} Greek letters]", count).format(count=count)


def typed_pieces(text: str, mode: str | None, lang: str, cuts: tuple[int, ...] = ()) -> list[tuple[int, int, str]]:
    """``text`` (typed or pasted by the Director) as drawn on a terminal in ``mode``: its pieces
    ``(start, end, drawn)``, indices into ``text`` in order and covering it: each character as
    itself, except each run of letters of a script the terminal cannot show (:func:`hidden_script`:
    Chinese under ``narrow``), which is one piece drawn as :func:`typed_mark` in ``lang``. A run is
    also cut at each index of ``cuts`` (an editor's cursor and selection: they always fall between
    two pieces). ``text`` itself is not changed: it is kept and used as typed."""
    if hidden_script(text, mode) is None:
        return [(index, index + 1, char) for index, char in enumerate(text)]
    hidden = _hidden_letters(mode)
    pieces: list[tuple[int, int, str]] = []
    run_start, run_script = 0, None

    def close(end: int) -> None:
        if run_script is not None and end > run_start:
            pieces.append((run_start, end, typed_mark(run_script, end - run_start, lang)))

    for index, char in enumerate(text):
        script = next((name for name, letters in hidden if letters.match(char)), None)
        if run_script is not None and (script != run_script or index in cuts):
            close(index)
            run_script = None
        if script is None:
            pieces.append((index, index + 1, char))
        elif run_script is None:
            run_start, run_script = index, script
    close(len(text))
    return pieces


def typed_echo(text: str, mode: str | None, lang: str) -> str:
    """``text`` typed by the Director as echoed on a terminal in ``mode``: each run of a script it
    cannot show as :func:`typed_mark` in ``lang`` ("王伟 Smith" under ``narrow``: "[2 Chinese
    characters] Smith"); ``text`` itself where there is none."""
    if hidden_script(text, mode) is None:
        return text
    return "".join(drawn for _, _, drawn in typed_pieces(text, mode, lang))


def editor_line(line: str, mode: str | None) -> tuple[str, list[int]]:
    """A line of the review editor as drawn on a terminal in ``mode``: each letter of a script it
    cannot show (:func:`hidden_script`) as a mark of the same width - a Chinese character (two
    columns) :data:`EDITOR_WIDE_MARK`, written ``[]``; a Greek letter ``_`` - so the editor's
    wrapping and cursor stay those of the text itself, which is kept as typed. Returns the drawn
    line (as long as ``line``) and the indices of the marks. Issue 10, fix10j."""
    if hidden_script(line, mode) is None:
        return line, []
    hidden = [letters for _script, letters in _hidden_letters(mode)]
    drawn, marks = [], []
    for index, char in enumerate(line):
        if any(letters.match(char) for letters in hidden):
            drawn.append(EDITOR_WIDE_MARK if _width(char) == 2 else EDITOR_NARROW_MARK)
            marks.append(index)
        else:
            drawn.append(char)
    return "".join(drawn), marks


def editor_note(text: str, mode: str | None, lang: str) -> str:
    """What the review editor says, in ``lang``, of ``text`` holding letters a terminal in ``mode``
    cannot show (:func:`editor_line`): what its marks stand for and how many there are; "" when none."""
    script = hidden_script(text, mode)
    if script is None:
        return ""
    from helper.i18n import get_translator

    _ = get_translator(lang).gettext
    count = len(_letters(script).findall(text))
    if script == "zh":
        return _("Each [] is a Chinese character this terminal cannot show ({count} in this text), kept as "
                 "typed.").format(count=count)
    return _("Each _ is a Greek letter this terminal cannot show ({count} in this text), kept as "
             "typed.").format(count=count)
