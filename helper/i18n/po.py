"""A strict reading of ``.po`` files: syntax as GNU msgfmt checks it, and plural forms.

polib and Babel are lenient where a reviewer needs to be told: both accept an
unterminated string (``msgstr "text`` with no closing quote) and silently
drop or merge entries after it, and Babel's strict reader rejects valid
obsolete entries written by msgmerge (``#~| msgid``).  This module reads the
text line by line as the PO format defines it
(https://www.gnu.org/software/gettext/manual/html_node/PO-Files.html):

- comments: ``#`` (translator), ``#.`` (extracted), ``#:`` (reference),
  ``#,`` (flags), ``#|`` (previous msgctxt/msgid/msgid_plural), and obsolete
  entries ``#~`` and ``#~|`` whose rest is itself a keyword or string line;
- keyword lines ``msgctxt``, ``msgid``, ``msgid_plural``, ``msgstr``,
  ``msgstr[N]`` followed by one C string, and continuation strings;
- an entry is ``[msgctxt] msgid (msgstr | msgid_plural msgstr[0..])``.

:func:`syntax_problems` lists what makes a file unreadable (it is then not
used at all: English is shown and the helper says so);
:func:`plural_problems` lists plural entries whose number of ``msgstr[N]``
differs from the header's ``nplurals`` (like ``msgfmt -c``): such an entry
is not used (English is shown for it), the rest of the catalogue is.
"""

from __future__ import annotations

import re
from typing import NamedTuple

_STRING = re.compile(r'"(?:[^"\\]|\\(?:[\\"abfnrtv?]|[0-7]{1,3}|x[0-9A-Fa-f]+))*"')
_KEYWORD = re.compile(r"(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)(?=\s|\"|$)\s*(.*)")


class PoProblem(NamedTuple):
    """One fault of a ``.po`` file.

    ``line``: 1-based line number; ``code``: ``unterminated`` (a string with no
    closing quote), ``string`` (an unescaped quote or a bad escape inside a
    string), ``line`` (a line that is no PO line), ``order`` (keywords out of
    order: msgstr before msgid, msgstr[N] in a singular entry ...), ``plural``
    (a plural entry with missing or extra forms); ``detail``: the text
    concerned (the line, or for ``plural`` "expected N, found M: msgid").
    """

    line: int
    code: str
    detail: str


def lines(text: str) -> list[str]:
    """The lines of a ``.po`` file's text as GNU msgfmt reads them: split at LF only.

    A CR before the LF is dropped (a file saved with CRLF ends).  ``str.splitlines``
    would also split at U+2028, U+2029, U+0085, form feed, vertical tab and the
    file/group/record separators, which in a PO file are characters of a string:
    one such character in a translation would make the whole catalogue unreadable
    (tester 9al: a U+2028 in one Greek msgstr, and the whole Greek interface fell
    back to English).

    Args:
        text: the whole file, decoded.

    Returns:
        The lines, without their line ends (a final LF gives no extra line).
    """
    parts = text.split("\n")
    if parts and parts[-1] == "":
        parts.pop()
    return [part[:-1] if part.endswith("\r") else part for part in parts]


class _PoText(str):
    """A ``.po`` file's text that polib splits into lines as :func:`lines` does.

    ``polib.pofile`` reads text given as a string with ``str.splitlines``; this
    type makes it split at LF only, as it does when it opens a file itself.
    """

    __slots__ = ()

    def splitlines(self, keepends: bool = False) -> list[str]:  # noqa: D401 - polib's use only
        if keepends:
            return [line + "\n" for line in lines(self)]
        return lines(self)


def pofile(text: str, **kwargs):
    """``polib.pofile`` of the decoded file ``text``, its lines split as :func:`lines` does.

    Args:
        text: the whole file, decoded; kwargs: passed to ``polib.pofile`` (``wrapwidth`` ...).

    Returns:
        The ``polib.POFile``.

    Raises:
        OSError, ValueError: as ``polib.pofile`` does.
    """
    import polib

    return polib.pofile(_PoText(text), **kwargs)


def _string_problem(text: str) -> str | None:
    """``None`` when ``text`` is exactly one valid C string, else ``unterminated``/``string``."""
    text = text.strip()
    if _STRING.fullmatch(text):
        return None
    if not text.startswith('"'):
        return "line"
    body = text[1:]
    # Closed when it ends in a quote preceded by an even number of backslashes.
    closed = body.endswith('"') and (len(body) - len(body.rstrip('"')) >= 1) and \
        (len(body[:-1]) - len(body[:-1].rstrip("\\"))) % 2 == 0
    return "string" if closed else "unterminated"


def syntax_problems(text: str) -> list[PoProblem]:
    """The syntax faults of the ``.po`` file content ``text`` (empty when it is valid).

    Args:
        text: the whole file, decoded.

    Returns:
        One :class:`PoProblem` per faulty line (codes ``unterminated``,
        ``string``, ``line``, ``order``), in line order.
    """
    problems: list[PoProblem] = []
    state = {False: [], True: []}  # keywords of the current entry, live and obsolete
    for number, raw in enumerate(lines(text), 1):
        line = raw.rstrip("\r").strip()
        obsolete = False
        if not line:
            state = {False: [], True: []}
            continue
        if line.startswith("#~"):
            obsolete = True
            line = line[2:]
            if line.startswith("|"):  # previous msgid of an obsolete entry
                line = line[1:].strip()
                if line:
                    problem = _line_problem(line)
                    if problem:
                        problems.append(PoProblem(number, problem, raw))
                continue
            line = line.strip()
            if not line:
                continue
        elif line.startswith("#|"):
            problem = _line_problem(line[2:].strip()) if line[2:].strip() else None
            if problem:
                problems.append(PoProblem(number, problem, raw))
            continue
        elif line.startswith("#"):
            continue
        match = _KEYWORD.match(line)
        if match:
            keyword, _index, rest = match.groups()
            problem = _string_problem(rest) if rest else "unterminated"
            if problem:
                problems.append(PoProblem(number, "unterminated" if problem == "line" and not rest else problem, raw))
            seen = state[obsolete]
            base = "msgstr[]" if keyword.startswith("msgstr[") else keyword
            if base in ("msgctxt", "msgid") and ("msgstr" in seen or "msgstr[]" in seen):
                seen.clear()  # a new entry without a blank line before it
            order_fault = (
                (base == "msgid" and "msgid" in seen)
                or (base == "msgctxt" and bool(seen))
                or (base == "msgid_plural" and ("msgid" not in seen or "msgid_plural" in seen))
                or (base == "msgstr" and ("msgid" not in seen or "msgid_plural" in seen or "msgstr" in seen))
                or (base == "msgstr[]" and "msgid_plural" not in seen))
            if order_fault:
                problems.append(PoProblem(number, "order", raw))
            seen.append(base)
            continue
        problem = _string_problem(line)
        if problem:
            problems.append(PoProblem(number, problem, raw))
    return problems


def _line_problem(line: str) -> str | None:
    match = _KEYWORD.match(line)
    if match:
        rest = match.group(3)
        return _string_problem(rest) if rest else "unterminated"
    return _string_problem(line)


def nplurals(metadata: dict[str, str]) -> int | None:
    """``nplurals`` of a catalogue's ``Plural-Forms`` header, or None when it has none."""
    match = re.search(r"nplurals\s*=\s*(\d+)", metadata.get("Plural-Forms", ""))
    return int(match.group(1)) if match else None


def plural_problems(po) -> list[PoProblem]:
    """Plural entries of a polib file whose forms do not match ``nplurals`` (like ``msgfmt -c``).

    An untranslated plural entry (all forms empty) is no problem. Obsolete
    entries are not looked at.

    Returns:
        ``PoProblem(line, "plural", "expected N, found M: <msgid>")`` per entry.
    """
    expected = nplurals(po.metadata)
    if expected is None:
        return []
    problems = []
    for entry in po:
        if entry.obsolete or not entry.msgid_plural:
            continue
        forms = entry.msgstr_plural
        if not any(forms.values()):
            continue
        if sorted(forms) != list(range(expected)):
            problems.append(PoProblem(entry.linenum, "plural",
                                      f"expected {expected}, found {len(forms)}: {entry.msgid}"))
    return problems


def plural_ok(entry, expected: int | None) -> bool:
    """True when a plural polib ``entry`` has exactly the forms ``0..expected-1``."""
    return expected is None or sorted(entry.msgstr_plural) == list(range(expected))


class UnreadableCatalogue(ValueError):
    """A ``.po`` file that cannot be read safely: not UTF-8 or a syntax fault.

    ``path`` and ``problem`` (a :class:`PoProblem`, or None for an encoding
    fault) say where; the message names the file and line.
    """

    def __init__(self, path, problem: PoProblem | None, detail: str = ""):
        where = f"{path}, line {problem.line}: {problem.code} ({problem.detail.strip()})" if problem else f"{path}: {detail}"
        super().__init__(where)
        self.path, self.problem, self.detail = path, problem, detail

    def __reduce__(self):
        # passed between processes (the review screen reads its catalogues in one of its own): rebuilt
        # from its arguments, not from the message alone (fix9h: "__init__() missing ... 'problem'")
        return type(self), (self.path, self.problem, self.detail)


def read_strict(path, wrapwidth: int = 0):
    """Read the ``.po`` file at ``path`` with polib after checking its syntax strictly.

    Use it wherever a catalogue is read: polib alone swallows an
    unterminated string and the entries after it.

    Returns:
        The ``polib.POFile``.

    Raises:
        UnreadableCatalogue: not UTF-8, or a syntax fault (the first is named).
        OSError: the file cannot be opened.
    """
    data = open(path, "rb").read()
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise UnreadableCatalogue(path, None, f"not UTF-8 ({exc.reason} at byte {exc.start})") from None
    problems = syntax_problems(text)
    if problems:
        raise UnreadableCatalogue(path, problems[0])
    return pofile(text, wrapwidth=wrapwidth)
