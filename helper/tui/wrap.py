"""Line breaking for mixed Chinese, Greek and English text.

Rich and Textual break lines at spaces only; a Chinese run has none, so it is
folded wherever the cell width runs out, and a line may then begin with a
closing mark such as "。" or "，". This wraps by terminal cells (CJK characters
are two cells wide) with the basic line-breaking rule of Chinese typography:
no line begins with closing punctuation and none ends with an opening one.
Latin and Greek words are never split unless longer than a line.
"""

from __future__ import annotations

import re
from functools import lru_cache

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions
from rich.measure import Measurement
from rich.text import Span, Text

NO_LINE_START = set("。，、；：？！）」』》〉】〕”’»…—%％·.,;:?!)]}'\"")
"""Characters no line begins with: closing punctuation (the Chinese full-width marks and quotation marks ” ’ too,
the Greek », the ASCII quotation marks ' " when closing: :data:`QUOTES`)."""
NO_LINE_END = set("（「『《〈【〔“‘«([{'\"")
"""Characters no line ends with: opening brackets and quotation marks (the Greek «, the ASCII ' " when opening)."""
QUOTES = frozenset("“”‘’«»'\"")
"""The quotation marks of :data:`NO_LINE_START` and :data:`NO_LINE_END`: those only when written against the text
(Chinese “另见本条”; the tokenized English of an older edition has "either “ artificial ” or"). A quotation mark
is a token of its own only next to a Chinese character or a space (``«字字»``, ``'字字'``: a Greek or English
finding quoting a Chinese text); there it ends no line when written against the text after it (it opens the
quote, tester 9aa: a Greek finding's line ended with «, the quote on the next), and begins none when written
against the text before it (it closes the quote): the ASCII ' and " too, which look the same either way."""

# A token: a run of spaces, one wide (CJK) character, or a run of other characters.
# Breakable spaces are ASCII space and tab only: a no-break space (U+00A0)
# keeps its neighbours together.
# A law citation is one token, never broken inside (issue 7): the Chinese
# form 第12条C款2项(b) (also with full-width brackets). A paragraph id such as
# 12C2(b), 12Γ2(β) or 12C1(e)(ii) is a run of non-wide characters, one token already.
CITATION = r"第[0-9]+条(?:[A-Z]款)?(?:[0-9]+项)?(?:\([a-z]+\)|（[a-z]+）)*"
WIDE_RANGES = (("\u2e80", "\u9fff"), ("\uf900", "\ufaff"), ("\uff00", "\uffef"))
"""The wide (CJK) characters, each a token of its own: CJK radicals to unified ideographs
(with the CJK punctuation U+3000-U+303F), compatibility ideographs, full-width forms."""
# A token is a run of spaces, a citation, one wide character or a run of other
# characters. The runs of spaces and of non-spaces are found by a small pattern and
# a run holding wide characters is split in Python: a pattern with the wide
# ranges as a character class took 2.4 ms to compile, at every start (issue 10).
_RUN = re.compile(r"[ \t]+|[^ \t]+")
_CITATION = re.compile(CITATION)
# An ordinal with its measure word (第 1 号裁决, 第 12 行, 第 3-5 行): one token, never broken (issue 11).
ORDINAL = r"第 ?[0-9]+(?:-[0-9]+)? ?(?:号裁决|[\u4e00-\u9fff])"
# Matched as ORDINAL_CANDIDATE, its last character then checked to be a unified ideograph in Python
# (_ordinals): ORDINAL compiled took 1.1 ms at every start, in every language, for its character
# class (issue 10; the same matches: the only match a candidate can give is its greedy one, and
# one whose last character is not an ideograph gives none - tests/test_wrap.py).
_ORDINAL_CANDIDATE = re.compile(r"第 ?[0-9]+(?:-[0-9]+)? ?(?:号裁决|.)")


def wrap(text: str, width: int) -> list[str]:
    """Break ``text`` into lines of at most ``width`` cells (existing newlines kept).

    Args:
        text: any mix of CJK, Greek and Latin text.
        width: the line width in terminal cells (at least 2).

    Returns:
        The lines, without trailing spaces. Nothing is dropped except the
        spaces at which a line is broken.
    """
    return list(_wrap_cached(drawn_controls(text), max(width, 2)))


def break_offsets(line: str, width: int) -> list[int] | None:
    """Where :func:`wrap` breaks ``line`` at ``width`` cells, as offsets into ``line``: the index at which each of
    its lines after the first begins (the form of Textual's soft wraps in a TextArea, ``compute_wrap_offsets``).
    The text is not changed: the spaces at a break stay at the end of the line before it.

    Args:
        line: one line of text (no line break in it).
        width: the line width in cells (at least 2).

    Returns:
        The offsets, increasing (empty when the line fits), or None when a line :func:`wrap` gives is not a piece
        of ``line`` as it stands (the caller then breaks it its own way).
    """
    drawn = drawn_controls(line)  # the offsets of ``line`` kept (one character for one)
    offsets: list[int] = []
    position = 0
    for index, piece in enumerate(wrap(drawn, width)):
        start = drawn.find(piece, position) if piece else position
        if start < 0 or (index and start <= (offsets[-1] if offsets else 0)):
            return None
        if index:
            offsets.append(start)
        position = start + len(piece)
    return offsets


_CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f]")
_CONTROL_DRAWN = {**{code: "\ufffd" for code in (*range(0x20), *range(0x7f, 0xa0))},
                  ord("\t"): " ", ord("\v"): " ", ord("\f"): " ", ord("\r"): " "}
del _CONTROL_DRAWN[ord("\n")]


def drawn_controls(text: str) -> str:
    """``text`` as it can be drawn: each control character but the line break replaced by one character of
    one cell, a tab (vertical tab, form feed, CR) by a space, any other by U+FFFD, so that the offsets stay
    those of ``text``. A tab drawn as it was took the terminal's 8 columns the wrapping did not count and hid
    the character after it (issue 9, tester 9y: "。\\t其中包括" shown as "。   其中" / "括：", 包 missing)."""
    return text.translate(_CONTROL_DRAWN) if _CONTROL.search(text) else text


@lru_cache(maxsize=1024)
def _wrap_cached(text: str, width: int) -> tuple[str, ...]:
    # Textual asks for the same text at the same width several times per
    # frame (height, then the lines) and again on every answer (the law panel,
    # the transcript's earlier lines): each is broken once (issue 10).
    lines: list[str] = []
    for paragraph in text.split("\n"):
        lines.extend(_wrap_paragraph(paragraph, width))
    return tuple(lines)


# Chinese terms of the domain kept on one line (a line break inside 比赛分
# reads as two words). Longest first.
UNBROKEN_TERMS = tuple(sorted((
    "比赛分", "调整分", "人为调整分", "裁定调整分", "平均正分", "平均负分", "平均分",
    "非违规方", "违规方", "参赛者", "主管单位", "比赛主办机构", "队式赛", "双人赛", "个人赛", "淘汰赛",
    "南北", "东西", "错牌",
), key=len, reverse=True))


# The terms by their first character: only a token that begins one is tried
# (trying every term at every token cost ~100 ms for a ruling with a long
# traveller, issue 10).
_TERMS_BY_FIRST: dict[str, tuple[str, ...]] = {}
for _term in UNBROKEN_TERMS:
    _TERMS_BY_FIRST[_term[0]] = _TERMS_BY_FIRST.get(_term[0], ()) + (_term,)
del _term


def _is_wide(char: str) -> bool:
    return any(low <= char <= high for low, high in WIDE_RANGES)


def _split_run(run: str, tokens: list[str]) -> None:
    """Append the tokens of a run without spaces that holds a wide character:
    each citation (:data:`CITATION`) and each wide character on its own, the
    characters between them as one token."""
    start = index = 0
    count = len(run)
    while index < count:
        char = run[index]
        if not _is_wide(char):
            index += 1
            continue
        if start < index:
            tokens.append(run[start:index])
        found = _CITATION.match(run, index) if char == "第" else None
        end = found.end() if found else index + 1
        tokens.append(run[index:end])
        start = index = end
    if start < count:
        tokens.append(run[start:])


NO_BREAK_SPACE = "\u00a0"
"""Joins what a line must not break inside (:func:`keep_whole`); drawn as a space."""


def keep_whole(text: str) -> str:
    """``text`` (a numbered answer: "2 On NS", "1 东家") made one unbreakable token for :func:`wrap`:
    its spaces become no-break spaces (a token longer than the line is still cut)."""
    return text.replace(" ", NO_BREAK_SPACE)


def _split(paragraph: str) -> list[str]:
    """The tokens of ``paragraph``: runs of spaces (ASCII space and tab), citations,
    single wide characters and runs of other characters, in order."""
    tokens: list[str] = []
    for run in _RUN.findall(paragraph):
        if run.isascii() or run[0] in " \t" or max(run) < "\u2e80":
            tokens.append(run)  # spaces, or no wide character (English, Greek): one token
        else:
            _split_run(run, tokens)
    return tokens


def _ordinal_spans(paragraph: str) -> list[tuple[int, int]]:
    """The (start, end) of each :data:`ORDINAL` in ``paragraph``, as ``re.finditer(ORDINAL, ...)`` finds them."""
    return [match.span() for match in _ORDINAL_CANDIDATE.finditer(paragraph)
            if "\u4e00" <= match.group()[-1] <= "\u9fff"]


def _kept_whole(paragraph: str, tokens: list[str]) -> list[str]:
    """``tokens`` (:func:`_split`'s) with those of each run held together by no-break spaces
    (:func:`keep_whole`: a numbered answer, "1\u00a0东家", never "1 东" / "家") joined into one."""
    merged: list[str] = []
    index = 0
    for run in _RUN.findall(paragraph):
        taken, length = [], 0
        while index < len(tokens) and length < len(run):
            taken.append(tokens[index])
            length += len(tokens[index])
            index += 1
        if NO_BREAK_SPACE in run and length == len(run):
            merged.append(run)
        else:
            merged.extend(taken)
    merged.extend(tokens[index:])
    return merged


def _ordinals(paragraph: str, tokens: list[str]) -> list[str]:
    """``tokens`` with the tokens of each :data:`ORDINAL` in ``paragraph`` joined into one."""
    spans = _ordinal_spans(paragraph)
    if not spans:
        return tokens
    merged: list[str] = []
    position = 0
    index = 0
    for start, end in spans:
        while index < len(tokens) and position < start:
            merged.append(tokens[index])
            position += len(tokens[index])
            index += 1
        if position != start:
            continue  # the ordinal starts inside a token: left as it is
        run, reach = index, position
        while run < len(tokens) and reach < end:
            reach += len(tokens[run])
            run += 1
        if reach == end:
            merged.append("".join(tokens[index:run]))
            index, position = run, reach
    merged.extend(tokens[index:])
    return merged


def _tokens(paragraph: str) -> list[str]:
    tokens = _split(paragraph)
    if NO_BREAK_SPACE in paragraph:
        tokens = _kept_whole(paragraph, tokens)
    if "第" in paragraph:
        tokens = _ordinals(paragraph, tokens)
    if any(char in paragraph for char in _TERMS_BY_FIRST):
        merged: list[str] = []
        index = 0
        while index < len(tokens):
            for term in _TERMS_BY_FIRST.get(tokens[index], ()):  # longest first
                if "".join(tokens[index:index + len(term)]) == term:
                    merged.append(term)
                    index += len(term)
                    break
            else:
                merged.append(tokens[index])
                index += 1
        tokens = merged
    if not _DIGIT.search(paragraph):
        return tokens  # no number to keep with its unit (most text: start-up time)
    return _numbers_with_units(tokens)


_DIGIT = re.compile(r"[0-9０-９]")
_NUMBER = re.compile(r"[+\-−]?[0-9][0-9.,]*%?|第?[０-９]+")  # full-width digits: joined first (_numbers_with_units)
FULL_WIDTH_DIGITS = frozenset("０１２３４５６７８９")
"""The full-width digits: each a wide character, a token of its own until :func:`_numbers_with_units` joins them."""
_SCORE_COLON = re.compile(r"[+\-−]?[0-9][0-9.,]*:")
_STARTS_NUMBER = re.compile(r"[+\-−]?[0-9]")
_SCORE_COLON_ANY = re.compile(r"[+\-−]?[0-9][0-9.,]*[:：]")  # a score and its colon, ASCII or full-width

SIDES = frozenset(("NS", "EW", "ΒΝ", "ΑΔ", "南北", "东西"))
"""The sides' names in the three languages: kept with the score after them (``ΒΝ 65%``)."""

LAW_WORDS = frozenset(("Law", "Laws", "Νόμος", "Νόμου", "Νόμοι", "Νόμων", "Νόμο", "Νόμους"))
"""The word that cites a law in English and Greek: kept with the paragraph id after it
(``Law 78A``, ``(Νόμος 83)``; the Chinese citation is one token already, :data:`CITATION`)."""

UNIT_SECOND_WORDS = {
    "βαθμοί": "αγώνα", "βαθμός": "αγώνα", "βαθμούς": "αγώνα", "βαθμών": "αγώνα",
    "μονάδες": "αγώνα", "μονάδα": "αγώνα", "μονάδων": "αγώνα",
}
"""Greek units of two words (``βαθμοί αγώνα``, matchpoints): a number keeps both."""


def _numbers_with_units(tokens: list[str]) -> list[str]:
    """Tokens that must not be parted by a line break, joined into one (issue 10):

    - the full-width digits of a number (``６０``), with the 第 before them (``第１２条``);
    - a number and the percent sign right after it (``60％``, ``６０％``);
    - a number and the word after it (``9.6 比赛分``, ``3 IMPs``, ``5 个``) or the Chinese character right after
      it (``5个``), and
      the second word of a Greek two-word unit (``15,6 βαθμοί αγώνα``);
    - a score and the value after its colon, with the value's unit (``+400: 21``,
      another table's score and its recomputed matchpoints; ``+420: 10 MP``; the
      full-width colon too: ``+420：+2 IMP``);
    - a weight and the outcome after it (``40% -50: 3 MP``);
    - a side's name and the score after it (``ΒΝ 65%``, ``EW -3 IMPs``);
    - ``Law`` / ``Νόμος`` and the paragraph id after it (``(Law 78A).``).

    The spaces inside a joined token are not break opportunities; a line
    may still break before and after it (and a token longer than the line is cut).
    """
    joined: list[str] = []
    index = 0
    count = len(tokens)

    def word_after(at: int) -> str | None:
        # The word after the single space at ``at``, if any.
        if at + 1 < count and tokens[at] == " " and tokens[at + 1].strip():
            return tokens[at + 1]
        return None

    while index < count:
        token = tokens[index]
        index += 1
        if token in FULL_WIDTH_DIGITS:  # ``６０％``, ``第１２条``: never parted (issue 9, tester 9y)
            while index < count and tokens[index] in FULL_WIDTH_DIGITS:
                token += tokens[index]
                index += 1
            if joined and joined[-1] == "第":
                token = joined.pop() + token
        value = token if _NUMBER.fullmatch(token) else None
        if value is not None and index + 1 < count and tokens[index] == "：" and _STARTS_NUMBER.match(
                tokens[index + 1]):
            # The Chinese full-width colon, a token of its own: ``+420：23`` is kept whole as ``+420: 23``.
            value = tokens[index + 1]
            token += "：" + value
            index += 2
        elif _SCORE_COLON.fullmatch(token):
            after = word_after(index)
            if after is not None and _STARTS_NUMBER.match(after):
                token += " " + after
                index += 2
                value = after
        if value is not None and index < count and tokens[index] in ("％", "%"):  # 60％ (fix9bh)
            token += tokens[index]
            index += 1
        elif value is not None and index < count and len(tokens[index]) == 1 and "\u4e00" <= tokens[index] <= "\u9fff":
            # a number and the Chinese measure word or unit right after it (``5个``, ``12副``): one token (fix9at)
            token += tokens[index]
            index += 1
        elif value is not None:
            unit = word_after(index)
            if unit is not None and unit[0] not in "=+-−(（" and not _NUMBER.fullmatch(unit) \
                    and not _SCORE_COLON.fullmatch(unit) and not _STARTS_NUMBER.match(unit):
                token += " " + unit
                index += 2
                second = UNIT_SECOND_WORDS.get(unit)
                after = word_after(index) if second else None
                if after is not None and after.startswith(second):
                    token += " " + after
                    index += 2
        if len(joined) >= 2 and joined[-1] == " ":
            before = joined[-2]
            if ((before in SIDES or before.lstrip("(") in LAW_WORDS) and _STARTS_NUMBER.match(token)) \
                    or (before.endswith("%") and _NUMBER.fullmatch(before) and _SCORE_COLON_ANY.match(token)):
                joined.pop()
                joined[-1] += " " + token
                continue
        joined.append(token)
    return joined


def _wrap_paragraph(paragraph: str, width: int) -> list[str]:
    lines: list[str] = []
    current: list[str] = []
    used = 0
    for token in _tokens(paragraph):
        size = cell_len(token)
        if not token.strip(" \t"):
            if current:
                current.append(token)
                used += size
            continue
        if used + size <= width:
            current.append(token)
            used += size
            continue
        # The token does not fit: break before it.
        spaces: list[str] = []
        while current and current[-1].isspace():
            spaces.insert(0, current.pop())
            used -= cell_len(spaces[0])
        carried = _carried(current, spaces, token)
        if current:
            lines.append("".join(current).rstrip())
        current, used = carried, sum(cell_len(t) for t in carried)
        while size > width - used and len(token) > 1:  # a word longer than a line
            cut = _fit(token, width - used)
            lines.append("".join(current) + token[:cut])
            token, current, used = token[cut:], [], 0
            size = cell_len(token)
        current.append(token)
        used += size
    if current or not lines:
        lines.append("".join(current).rstrip())
    return lines


def _carried(current: list[str], spaces: list[str], token: str) -> list[str]:
    """The tokens taken off the end of ``current`` (the line being filled, its trailing ``spaces`` taken off
    already) to begin the next line with ``token``, which does not fit: none unless a rule of line breaking
    asks for them. ``current`` is shortened in place.

    A ``token`` no line begins with (:data:`NO_LINE_START`) takes the token before it down with it (and the
    spaces after that one: "saves …laws.po" lost its space, fix9at); a Chinese closing mark so taken down takes
    the token before it too, and so on, as long as the line keeps a token: a closing mark after a closing
    mark ("）。", "：%(message)s", "） · ↑") began the next line (issue 9, tester 9y). Then the tokens no line
    ends with (:data:`NO_LINE_END`, :func:`_no_end`) at the end of the line go down too. A quotation mark
    (:data:`QUOTES`) counts only when written against the text it quotes (“另见本条”, «字字»), not standing between
    spaces."""
    carried: list[str] = []
    if _no_start(token, spaces) and current:
        carried = [current.pop(), *spaces]
        while len(carried[0]) == 1 and (_is_wide(carried[0]) or carried[0] in QUOTES) and carried[0] in NO_LINE_START:
            end = len(current)
            while end and current[end - 1].isspace():
                end -= 1
            if end < 2 or (carried[0] in QUOTES and end < len(current)):  # the line would be left empty, or the
                break  # quotation mark stands after a space: the rule gives way
            carried[:0] = current[end - 1:]
            del current[end - 1:]
    while current and _no_end(current[-1]) and (current[-1][-1] not in QUOTES or carried or not spaces):
        carried.insert(0, current.pop())
    return carried


def _no_end(token: str) -> bool:
    """Whether ``token`` may not end a line: it ends with an opening mark (:data:`NO_LINE_END`); an ASCII quotation
    mark (the same mark opens and closes) only when nothing but an opening mark is before it in the token (``'``,
    ``('`` before a quoted Chinese text; not the closing one of ``'shall'``)."""
    last = token[-1]
    if last not in NO_LINE_END:
        return False
    return last not in "'\"" or len(token) == 1 or token[-2] in NO_LINE_END


def _no_start(token: str, spaces: list[str]) -> bool:
    """Whether ``token``, after ``spaces`` (none: written against the text before it), may not begin a line."""
    return token[0] in NO_LINE_START and (token[0] not in QUOTES or not spaces)


def _fit(token: str, room: int) -> int:
    count = 0
    for index, char in enumerate(token):
        count += cell_len(char)
        if count > room:
            return max(index, 1)
    return len(token)


class Wrapped:
    """A Rich renderable: a styled :class:`rich.text.Text` broken by :func:`wrap`.

    It re-wraps to whatever width it is given, so a resize re-flows it, and it
    is never parsed as markup. ``str()`` gives the plain text.
    """

    def __init__(self, text: Text, hang: int = 0):
        plain = text.plain
        if drawn_controls(plain) != plain:  # a tab drawn as a space, not as the terminal's columns (drawn_controls)
            text = text.copy()
            text.plain = drawn_controls(plain)
        self.text = text
        self.hang = hang
        # The segments drawn, by (console, width, justification): Textual asks
        # for the same ones several times per answer (the height at each
        # layout pass, then the lines; again after a scrollbar comes or goes),
        # and turning the styled lines into segments was a fifth of the time
        # a ruling with a long traveller took to appear (issue 10).
        self._segments: dict[tuple, tuple] = {}

    def __str__(self) -> str:
        return self.text.plain

    def lines(self, width: int) -> list[Text]:
        """The styled lines at ``width`` cells; lines after the first are
        indented by ``hang`` cells (e.g. under a numbered answer's text)."""
        plain = self.text.plain
        result: list[Text] = []
        position = 0
        broken = wrap(plain, width)
        if self.hang and len(broken) > 1:
            first = broken[0]
            rest = plain[plain.find(first) + len(first):].lstrip(" ")
            broken = [first] + wrap(rest, max(width - self.hang, 2))
        bounds = []
        for line in broken:
            start = plain.find(line, position) if line else position
            bounds.append((start, start + len(line)))
            if start >= 0:
                position = start + len(line)
        position = 0
        # Each line cut from the plain text with the styles over it: slicing
        # the Text once per line copied the whole text each time (a
        # 10,001-result traveller took 7 s to draw, issue 10).
        text = self.text
        spans = [span for span in text.spans if span.end > span.start]
        for index, ((start, end), line) in enumerate(zip(bounds, broken)):
            if start < 0:
                # Not a piece of the text as it stands (a closing mark carried
                # to the word before it, its spaces dropped): shown unstyled
                # rather than lost.
                start, end = position, position
                piece = Text(line, style=text.style, justify=text.justify, overflow=text.overflow)
            else:
                piece = Text(plain[start:end], style=text.style, justify=text.justify, overflow=text.overflow)
                position = end
            for span_start, span_end, style in spans:
                if span_start < end and span_end > start:
                    piece.spans.append(Span(max(span_start, start) - start, min(span_end, end) - start, style))
            if index and self.hang:
                piece = Text(" " * self.hang) + piece
            result.append(piece)
        return result

    def __rich_console__(self, console: Console, options: ConsoleOptions):
        """The lines at ``options.max_width`` cells, as Rich draws a :class:`Text`
        of them (no further wrapping): the segments are made once per width and
        justification and kept, so the text must not be changed afterwards."""
        # A Text without wrapping depends only on these (its own overflow and
        # no_wrap are set here; styles are resolved by the console).
        key = (id(console), options.max_width, options.justify)
        segments = self._segments.get(key)
        if segments is None:
            joined = Text("\n").join(self.lines(options.max_width))
            joined.no_wrap = True
            joined.overflow = "ignore"
            segments = self._segments[key] = tuple(console.render(joined, options))
        yield from segments

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widths = [cell_len(line) for line in self.text.plain.split("\n")] or [0]
        return Measurement(min(2, options.max_width), min(max(widths), options.max_width))


def clip(text: str, width: int, rows: int) -> str:
    """``text`` as it fits ``rows`` lines of ``width`` cells broken by :func:`wrap`: whole when it fits, else
    its first lines, the last one cut at a word (for Chinese, at a character; never inside a number and its
    unit) and ended with "…" (issue 9, fresh tester 9t: a line the widget's height cut ended mid-phrase,
    "(το αντίγραφο του", with nothing saying that more was there).

    Args:
        text: the text (its newlines kept).
        width: the line width in cells (at least 2).
        rows: the most lines (at least 1).

    Returns:
        ``text`` itself, or its clipped lines joined by newlines.
    """
    width, rows = max(width, 2), max(rows, 1)
    lines = wrap(text, width)
    if len(lines) <= rows:
        return text
    last = wrap(lines[rows - 1], width - 1)[0].rstrip(" \t(（[【〔“‘«-–—,，、:：;；")
    return "\n".join([*lines[:rows - 1], last + "…"])
