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

NO_LINE_START = set("。，、；：？！）」』》〉】〕…—%％·.,;:?!)]}")
NO_LINE_END = set("（「『《〈【〔([{")

# A token: a run of spaces, one wide (CJK) character, or a run of other characters.
# Breakable spaces are ASCII space and tab only: a no-break space (U+00A0)
# keeps its neighbours together.
# A law citation is one token, never broken inside (issue 7): the Chinese
# form 第12条C款2项(b) (also with full-width brackets). A paragraph id such as
# 12C2(b), 12Γ2(β) or 12C1(e)(ii) is a run of non-wide characters, one token already.
CITATION = r"第[0-9]+条(?:[A-Z]款)?(?:[0-9]+项)?(?:\([a-z]+\)|（[a-z]+）)*"
# An ordinal with its measure word (第 1 号裁决, 第 12 行, 第 3-5 行): one token, never broken (issue 11).
ORDINAL = r"第 ?[0-9]+(?:-[0-9]+)? ?(?:号裁决|[\u4e00-\u9fff])"
_TOKEN = re.compile(CITATION + "|" + ORDINAL + r"|[ \t]+|[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]|[^ \t\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]+")


def wrap(text: str, width: int) -> list[str]:
    """Break ``text`` into lines of at most ``width`` cells (existing newlines kept).

    Args:
        text: any mix of CJK, Greek and Latin text.
        width: the line width in terminal cells (at least 2).

    Returns:
        The lines, without trailing spaces. Nothing is dropped except the
        spaces at which a line is broken.
    """
    return list(_wrap_cached(text, max(width, 2)))


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


def _tokens(paragraph: str) -> list[str]:
    tokens = _TOKEN.findall(paragraph)
    if not any(char in paragraph for char in _TERMS_BY_FIRST):
        return _numbers_with_units(tokens)
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
    return _numbers_with_units(merged)


_NUMBER = re.compile(r"[+\-−]?[0-9][0-9.,]*%?")


def _numbers_with_units(tokens: list[str]) -> list[str]:
    """A number and the word after it (``9.6 比赛分``, ``15,6 βαθμοί``, ``3 IMPs``)
    are one token: a line break between them separates a value from its unit
    (issue 10)."""
    joined: list[str] = []
    index = 0
    while index < len(tokens):
        token = tokens[index]
        if (_NUMBER.fullmatch(token) and index + 2 < len(tokens) and tokens[index + 1] == " "
                and tokens[index + 2].strip() and not _NUMBER.fullmatch(tokens[index + 2])
                and tokens[index + 2][0] not in "=+-−(（"):
            joined.append(token + " " + tokens[index + 2])
            index += 3
            continue
        joined.append(token)
        index += 1
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
        while current and current[-1].isspace():
            used -= cell_len(current.pop())
        carried: list[str] = []
        if token[0] in NO_LINE_START and current:
            carried.insert(0, current.pop())  # take the previous character down with it
        while current and current[-1][-1] in NO_LINE_END:
            carried.insert(0, current.pop())
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
        self.text = text
        self.hang = hang

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
        joined = Text("\n").join(self.lines(options.max_width))
        joined.no_wrap = True
        joined.overflow = "ignore"
        yield joined

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widths = [cell_len(line) for line in self.text.plain.split("\n")] or [0]
        return Measurement(min(2, options.max_width), min(max(widths), options.max_width))
