"""Brackets and quotes paired with a stack; parentheticals."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from typing import NamedTuple

from helper.catalog.checks.common import _spans_without, halfwidth
from helper.catalog.checks.references import enclosing_bracket


_OPEN = {"(": ")", "[": "]", "{": "}", "「": "」", "『": "』", "“": "”", "‘": "’", "«": "»",
         "【": "】", "〔": "〕", "《": "》", "〈": "〉"}
_CLOSE = {close: open_ for open_, close in _OPEN.items()}
_KIND = {"(": "()", "[": "[]", "{": "{}", "〔": "[]", "【": "[]"}
"""Bracket kinds compared between source and translation (quotes may legitimately change);
Chinese 〔〕 and 【】 render square brackets."""


def closing_of(opening: str) -> str:
    """The closing bracket of ``opening`` in the same width: ``）`` for ``（``, ``〕`` for ``〔``, ``)`` for ``(``;
    ``""`` when ``opening`` opens no bracket (:data:`_OPEN`)."""
    closing = _OPEN.get(halfwidth(opening), "")
    return chr(ord(closing) + 0xFEE0) if closing and opening != halfwidth(opening) else closing


def cut_outside(text: str, cut: re.Pattern, start: int = 0, end: int | None = None, opening: str = "([（【〔",
                closing: str = ")]）】〕") -> list[tuple[int, int]]:
    """``(start, end)`` of the parts of ``text[start:end]`` between the matches of ``cut`` (tried at each offset,
    ``cut.match(text, at, end)``; a part resumes after the match) that stand outside the brackets ``opening`` /
    ``closing`` (nested ones counted; a closing bracket with none open ignored).  Raw parts, spaces and empty ones
    kept: the one splitter of a sentence's pieces (:func:`structure._pieces`), a bracket's items and a clause's list
    items (:mod:`pair`)."""
    end = len(text) if end is None else end
    parts, depth, first = [], 0, start
    for at in range(start, end):
        char = text[at]
        if char in opening:
            depth += 1
        elif char in closing and depth:
            depth -= 1
        elif not depth and at >= first and (match := cut.match(text, at, end)):
            parts.append((first, at))
            first = match.end()
    parts.append((first, end))
    return parts


class BracketProblem(NamedTuple):
    char: str
    position: int
    kind: str  # "unclosed" | "unopened" | "mismatch"
    expected: str = ""


_ROUND_SQUARE_OPEN, _ROUND_SQUARE_CLOSE = "([〔【", ")]〕】"
"""The round and square brackets (after full-width -> ASCII): a translation may close one of them with another kind
by mistake (``【…）``, ``（…］``, ``〔…)``)."""
_MISMATCH_OPEN, _MISMATCH_CLOSE = _ROUND_SQUARE_OPEN + "「『", _ROUND_SQUARE_CLOSE + "」』"
"""The brackets one pair of two kinds is read among (:func:`bracket_problems`): the round and square ones and the
Chinese corner brackets, "（…」" or "「…）" one pair closed by the wrong kind, not one never closed plus one never
opened (tester t9bx bx-brk10, fjaf)."""


def _closed_later(clean: str, start: int, opening: str) -> bool:
    """Whether a bracket ``opening`` open before ``start`` of ``clean`` (a text made half-width) is closed by its own
    kind from there: a closing bracket of that kind not taken by a pair opened after ``start`` (fix9vb, tester t9ba
    bra40: the ``）`` of "（{terminal}，进程 {pid}）" later closes its own pair, not the "（UTC〕" one)."""
    depth = 0
    for char in clean[start:]:
        if char == opening:
            depth += 1
        elif char == _OPEN[opening]:
            if not depth:
                return True
            depth -= 1
    return False


def _closes_outer(written: str, clean: str, stack: list[tuple[str, int]], at: int) -> bool:
    """Whether the closing bracket at ``at`` of ``written`` (``clean`` its half-width form), of the kind of the
    bracket open on top of ``stack`` but not of its width, closes an outer bracket of its own kind and width instead,
    one that is never closed later (:func:`_closed_later`): the inner bracket's own closing was dropped, "（第12条C款1项
    (e）" for "(Law 12C1(e))" ('(' of (e) never closed, tester t9bn bn-brk04, fiyk), not '（' never closed plus a pair
    opened ASCII and closed full-width.  A pair of two widths with no such outer bracket ("（但参见上述A款)"), or one whose
    outer bracket is closed later ("（见(a）和(b)）"), is one pair of mixed widths (:func:`mixed_widths`)."""
    full = written[at] != clean[at]
    if not stack or (written[stack[-1][1]] != clean[stack[-1][1]]) == full:
        return False
    for _char, start in reversed(stack[:-1]):
        if clean[start] == _CLOSE[clean[at]] and (written[start] != clean[start]) == full:
            return not _closed_later(clean, at + 1, clean[start])
    return False


def bracket_problems(text: str) -> list[BracketProblem]:
    """Pair brackets and quotes with a stack (not by counting) after full-width -> ASCII.

    ``’`` closes a ``‘`` only when one is open; otherwise it is an apostrophe.  A round or square bracket closed
    by another kind of them (``【见第12条C款1项(c)…B2）``, ``（见第12条C款2项］``: no bracket of the closing kind is
    open, the one open is never closed by its own kind later, :func:`_closed_later`) is one problem of kind ``"mismatch"``: ``char`` the
    closing bracket as written, ``position`` its index, ``expected`` the opening bracket as written (fix9bt), not
    one never closed plus one never opened.  ``char`` is the bracket as written, full-width or not (``（`` never
    closed, ``）`` never opened: fix9cd).  Returns the problems in order of position.
    """
    clean = halfwidth(text)
    written = text if len(text) == len(clean) else clean  # (a text not in NFC: its positions are the clean one's)
    stack: list[tuple[str, int]] = []
    problems: list[BracketProblem] = []
    for i, char in enumerate(clean):
        if char in _OPEN:
            stack.append((char, i))
        elif char in _CLOSE:
            if char == "’" and not any(c == "‘" for c, _i in stack):
                continue
            if stack and stack[-1][0] == _CLOSE[char] and _closes_outer(written, clean, stack, i):
                _opened, at = stack.pop()  # "（…(e）": the inner '(' never closed, the outer '（' closed
                problems.append(BracketProblem(written[at], at, "unclosed"))
                while stack[-1][0] != _CLOSE[char] or (written[stack[-1][1]] != clean[stack[-1][1]]) != (
                        written[i] != char):
                    _opened, at = stack.pop()
                    problems.append(BracketProblem(written[at], at, "unclosed"))
                stack.pop()
            elif stack and stack[-1][0] == _CLOSE[char]:
                stack.pop()
            elif any(c == _CLOSE[char] for c, _i in stack):
                while stack and stack[-1][0] != _CLOSE[char]:
                    _opened, at = stack.pop()
                    problems.append(BracketProblem(written[at], at, "unclosed"))
                stack.pop()
            elif (stack and stack[-1][0] in _MISMATCH_OPEN and char in _MISMATCH_CLOSE
                  and not _closed_later(clean, i + 1, stack[-1][0])):
                _opened, at = stack.pop()  # 【 … ）: one bracket pair of two kinds
                problems.append(BracketProblem(written[i], i, "mismatch", written[at]))
            else:
                expected = _OPEN[stack[-1][0]] if stack else ""
                problems.append(BracketProblem(written[i], i, "unopened", expected))
    problems.extend(BracketProblem(written[at], at, "unclosed") for _c, at in stack)
    return sorted(problems, key=lambda p: p.position)


def reversed_pair(problems: list[BracketProblem]) -> tuple[BracketProblem, BracketProblem] | None:
    """The one bracket pair written the wrong way round: ``problems`` (:func:`bracket_problems`) are exactly a
    closing bracket never opened and, after it, an opening bracket of the same kind never closed ("按 F10）进行中的裁决
    会保留（。" for "press F10 (the ruling in progress is kept).": tester t9bl bl-brk11, fiye), one defect, not a stray
    closing bracket plus one never closed.  ``(closing, opening)`` or ``None``."""
    if len(problems) != 2:
        return None
    closing, opening = problems
    if (closing.kind, opening.kind) != ("unopened", "unclosed") or closing.position >= opening.position:
        return None
    return (closing, opening) if _OPEN.get(halfwidth(opening.char)) == halfwidth(closing.char) else None


_LABEL = r"(?:[a-zα-ω]|[ivx]{1,4}|\d{1,2})"
_LETTER = r"[A-Za-z0-9\u0370-\u03ff\u1f00-\u1fff]"  # Latin, digits, Greek (not Chinese: 上述(a项's 项 ends the label)
_UNCLOSED_LABEL = re.compile(_LABEL + rf"(?!{_LETTER}|[)）])", re.IGNORECASE)
_UNOPENED_LABEL = re.compile(rf"(?<!{_LETTER})(?<![(（])" + _LABEL + r"\Z", re.IGNORECASE)


_LAW_BEFORE = re.compile(r"(?:(?<![^\W\d_])(?:laws?|ν[όο]μο[ςυι]?|ν[όο]μων|ν[όο]μους)\s*|第\s*)\Z", re.IGNORECASE)
"""A law's word before a number: "Νόμος 90)" is the law 90 with its '(' lost, no item label (fix9vb, tester t9ba
bra35)."""


def mended_labels(text: str) -> tuple[str, list[int]]:
    """``text`` with each item label whose bracket is broken given its bracket back (fix9cd): ``上述(a项`` as
    ``上述(a)项``, ``上述a)项`` as ``上述(a)项`` ('(' never closed or ')' never opened, :func:`bracket_problems`, next to
    a letter, a roman or an arabic number; not a law's number, "Νόμος 90)", :data:`_LAW_BEFORE`), so the reference
    is still read (the bracket's error is the one finding, not the reference missing too).  Returns the mended text and the indices (in it) of the characters inserted, in
    order; ``(text, [])`` when no bracket is broken so."""
    inserts: list[tuple[int, str]] = []  # (index in text, character inserted before it)
    if len(halfwidth(text)) != len(text):  # not NFC: the problems' positions are not the text's
        return text, []
    for problem in bracket_problems(text):
        if problem.kind == "unclosed" and halfwidth(problem.char) == "(":
            label = _UNCLOSED_LABEL.match(text, problem.position + 1)
            if label:
                inserts.append((label.end(), ")" if text[problem.position] == "(" else "）"))
        elif problem.kind == "unopened" and halfwidth(problem.char) == ")":
            label = _UNOPENED_LABEL.search(text, max(0, problem.position - 4), problem.position)
            if label and not (label.group().isdigit() and _LAW_BEFORE.search(text, 0, label.start())):
                inserts.append((label.start(), "(" if text[problem.position] == ")" else "（"))
    if not inserts:
        return text, []
    parts, last, at = [], 0, []
    for index, char in sorted(inserts):
        parts.append(text[last:index])
        at.append(index + len(at))
        parts.append(char)
        last = index
    parts.append(text[last:])
    return "".join(parts), at


def mixed_widths(text: str) -> list[tuple[str, str, int]]:
    """``(opening, closing, position of the closing)`` of each bracket pair of ``text`` opened in one width and
    closed in the other: a full-width ``（`` closed by an ASCII ``)`` ("（但参见上述A款)", tester 9z ZD65) or back.
    The pairs are matched as :func:`bracket_problems` matches them (after full-width -> ASCII); only the round and
    square brackets have both widths."""
    clean = halfwidth(text)
    stack: list[tuple[str, int]] = []
    found = []
    for i, char in enumerate(text):
        plain = halfwidth(char)
        if plain in "([":
            stack.append((char, i))
        elif plain in ")]" and any(halfwidth(c) == _CLOSE[plain] for c, _at in stack):
            if len(clean) == len(text) and _closes_outer(text, clean, [(halfwidth(c), at) for c, at in stack], i):
                stack.pop()  # its own closing dropped, an outer one of this width closed: bracket_problems' finding
            while halfwidth(stack[-1][0]) != _CLOSE[plain]:
                stack.pop()  # an unclosed one inside: bracket_problems' finding
            opened, _at = stack.pop()
            if (opened != halfwidth(opened)) != (char != plain):
                found.append((opened, char, i))
    return found


def bracket_kinds(text: str) -> set[str]:
    """The bracket kinds used (``()`` includes full-width ``（）``)."""
    clean = halfwidth(text)
    return {_KIND[c] for c in clean if c in _KIND}


def written_kind(text: str, kind: str) -> str:
    """The brackets of ``kind`` (a value of :func:`bracket_kinds`: ``"[]"``) as ``text`` writes them: its first
    opening bracket of that kind and its closing one (``〔〕`` for 〔第12条C款3项〕, ``【】``, ``[]``; fix9hh, tester
    t9aq zh-m-R-10: a finding named ``[]`` where the text had 〔〕).  ``kind`` itself when ``text`` has none."""
    for char in halfwidth(text):
        if _KIND.get(char) == kind:
            return char + _OPEN[char]
    return kind


def same_content_reshaped(source: str, target: str, source_refs, target_refs) -> bool:
    """Whether each square bracket pair of the ``target`` (``[``, 〔, 【; :func:`parentheticals`) holds a law
    reference (``target_refs``: spans with ``start``, ``end``) and the English ``source`` has at least as many round
    pairs holding one (``source_refs``): "individual event (Law 12C3)" as 个人赛〔第12条C款3项〕 is the English's
    bracket in another shape around the same content, as the laws accept it (fix9k), no bracket added (fix9hh, tester
    t9aq zh-m-R-10).  ``False`` when the target has no square pair."""
    def holding(text: str, refs, shapes: str) -> list[Parenthetical]:
        return [p for p in parentheticals(text) if halfwidth(text[p.start]) in shapes
                and any(p.start < r.start and r.end <= p.end for r in refs)]

    square = [p for p in parentheticals(target) if halfwidth(target[p.start]) in "[〔【"]
    return bool(square) and len(holding(target, target_refs, "[〔【")) == len(square) \
        and len(holding(source, source_refs, "(")) >= len(square)


def bracket_pairs(text: str) -> int:
    """How many round or square brackets (``(``, ``[``, ``〔``, ``【``, full-width too) ``text`` opens.

    A translation may render any pair of the English with any of these (``[see C2 below]`` as
    ``（见下文C2）`` or ``〔见下述C2〕``): their count, not their shape, is compared (fix9k).
    """
    return sum(1 for c in halfwidth(text) if c in "([〔【")


class Parenthetical(NamedTuple):
    start: int
    end: int
    content: str


_CLAUSE_END = re.compile(r"[，,。;；：:!！?？]|\.(?=\s|$)")
"""Where a clause ends: a bracket left open closes there at the latest (:func:`closed_at_clause`)."""


def _clause_end(clean: str, start: int) -> int:
    """Where the clause going on at ``start`` of ``clean`` (a text made half-width) ends: its clause punctuation, a
    closing bracket, or a bracket opened after a space (another parenthetical); a bracket glued to the word before it
    ("12Γ1(γ)", "(δ)") is skipped whole. The end of the text else."""
    at = start
    while at < len(clean):
        char = clean[at]
        if _CLAUSE_END.match(clean, at) or char in _ROUND_SQUARE_CLOSE:
            return at
        if char in _ROUND_SQUARE_OPEN:
            closing = clean.find(_OPEN[char], at + 1)
            if at == 0 or clean[at - 1].isspace() or closing < 0:
                return at
            at = closing
        at += 1
    return len(clean)


def closed_at_clause(text: str) -> str:
    """``text`` with each round or square bracket never closed closed where its clause ends (:func:`_clause_end`)
    and each one never opened opened where its clause begins (:func:`bracket_problems`): the parentheticals a broken
    bracket stands for (12C2(a)'s （双人赛中为50% with its ）lost renders "(50% in pairs)"), not one group swallowing
    the rest of the text. Its positions are not ``text``'s: for pairing the English's parentheticals only. ``text``
    itself when no bracket is broken."""
    clean = halfwidth(text)
    problems = [p for p in bracket_problems(text) if p.kind in ("unclosed", "unopened")
                and halfwidth(p.char) in _ROUND_SQUARE_OPEN + _ROUND_SQUARE_CLOSE]
    if not problems or len(clean) != len(text):
        return text
    inserts: list[tuple[int, str]] = []
    for problem in problems:
        char = clean[problem.position]
        if problem.kind == "unclosed":
            inserts.append((_clause_end(clean, problem.position + 1), _OPEN[char]))
        else:
            before = [m.end() for m in re.finditer(_CLAUSE_END.pattern + r"|[\[\]()〔〕【】]", clean[:problem.position])]
            at = before[-1] if before else 0
            while at < problem.position and clean[at].isspace():
                at += 1
            inserts.append((at, _CLOSE[char]))
    for at, char in sorted(inserts, reverse=True):
        text = text[:at] + char + text[at:]
    return text


def parentheticals(text: str) -> list[Parenthetical]:
    """Outermost ( ), [ ], 〔 〕 and 【 】 groups (ASCII or full-width), in order; an unclosed one runs to the end.  An
    item label whose bracket is broken ("(α και (β) παραπάνω", 上述a)项) is read with its bracket mended
    (:func:`mended_labels`, fix9cd): a label, not a parenthetical swallowing the rest of the text (a national note
    after it included); the groups' places are the text's as written, their content the mended one's."""
    mended, inserted = mended_labels(text)
    if inserted:
        back = lambda at: at - sum(1 for i in inserted if i < at)  # noqa: E731
        return [Parenthetical(back(p.start), back(p.end), p.content) for p in parentheticals(mended)]
    clean = halfwidth(text)
    found: list[Parenthetical] = []
    stack: list[tuple[str, int]] = []
    for i, char in enumerate(clean):
        if char in "([〔【":  # 〔〕 and 【】: Chinese square brackets
            stack.append((char, i))
        elif char in ")]〕】" and stack and (stack[-1][0] == _CLOSE[char] or _OPEN[stack[-1][0]] not in clean[i:]):
            # a bracket of another kind where the open one's own never comes ("（与违规无关]", tester t9aw
            # zh_laws149): the group ends there, the brackets check's one finding; not a parenthetical running on
            # to the end, the English's said missing beside it (fix9mc)
            _c, start = stack.pop()
            if not stack:
                found.append(Parenthetical(start, i + 1, text[start + 1:i]))
    if stack and stack[0][0] in "([〔【":  # unclosed: runs to the end (the brackets check reports it)
        start = stack[0][1]
        found.append(Parenthetical(start, len(text), text[start + 1:]))
    return found


def unbracketed(text: str) -> str:
    """``text`` with each bracketed group (a gloss, a law reference: :func:`parentheticals`) blanked, its length
    kept (so that positions in it are positions in ``text``)."""
    for group in parentheticals(text):
        text = text[:group.start] + " " * (group.end - group.start) + text[group.end:]
    return text


_ITEM_LABEL = re.compile(r"\s*(?:[a-zα-ω]|[ivx]{1,4}|\d{1,3}(?:\.\d+)?%?)\s*", re.IGNORECASE)
_WORDS_OF_TEXT = re.compile(r"[\u4e00-\u9fff\u0370-\u03ff\u1f00-\u1fff]")


_LATIN_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9+]*|F\d{1,2}")


def _english_tokens_inside(content: str, source_bare: str) -> bool:
    """Whether ``content`` holds two or more Latin tokens the English says outside brackets (Escape, Enter, F1): the
    English's own words bracketed (Πατήστε (Escape, Enter, F1 ή q)), not a gloss a message adds."""
    english = set(_LATIN_TOKEN.findall(unbracketed(source_bare)))
    return sum(token in english for token in _LATIN_TOKEN.findall(content)) >= 2


def _whole_text(text: str, group: Parenthetical) -> bool:
    """Whether the bracket pair ``group`` holds the whole of ``text`` but its white space and end punctuation: "(Για
    κλείσιμο πατήστε Escape, Enter, F1 ή q)", the message's own shape (fix9la's row), not a phrase bracketed."""
    return not text[:group.start].strip() and not text[group.end:].strip(" \t\n.。;；:：!！?？")


_CLAUSE_BEFORE = re.compile(r"(?:\A|[：:，,；;。!！?？])\s*\Z")
_SENTENCE_END = re.compile(r"[.!?]\s*\Z")


def _glosses_nothing(text: str, group: Parenthetical, source_bare: str) -> bool:
    """Whether the round pair ``group`` of the interface string ``text`` (an English ``source_bare`` with no round
    bracket) is no gloss of a word before it (fixzb, tester t9be braczh02-18): it holds the whole of a label or phrase
    ("（桌号）" for "the table", "（跳转到）：" for "Go to:"; a sentence of the English, "Press … to close.", may be set
    whole in brackets as a hint), it opens the text or a clause ("（占位符顺）序", "：（缺少） {missing}": a gloss comes
    after its word), or a full-width one stands after a space ("不是 UTF-8 （编码）": Chinese glues a gloss to its
    word, 节（一节比赛）, none（无过错）), or it cuts words the project's Chinese writes in a row (:func:`_cuts_a_phrase`:
    "出现（无法比较的结果）", fixzj, tester t9bg bg-bra13)."""
    if _whole_text(text, group):
        return not _SENTENCE_END.search(source_bare)
    before = text[:group.start]
    return bool(_CLAUSE_BEFORE.search(before)) or (text[group.start] == "（" and before[-1:].isspace()
                                                    and bool(before.strip())) or _cuts_a_phrase(text, group)


def _sentence_word_bracketed(text: str, group: Parenthetical, source_bare: str) -> bool:
    """Whether the round pair ``group`` of the interface translation ``text`` holds a word of the English's sentence
    (:data:`_SENTENCE_WORDS`) that the English ``source_bare`` says outside its brackets and not inside them, and that
    the translation says nowhere outside its brackets: the word set in brackets, no gloss of one said before it
    ("αρχείο ρυθμίσεων (κανονισμών) (TOML)" for "regulation settings file (TOML)", tester t9bx bx-brk19, fjaf; not
    "规程设置文件（规程）", the word said and glossed).  A clause of the English's sentence set in brackets so too, in
    words of the translation's script only: "牌张放错位置（各桌所打的牌不同）（第87条）", "(τα τραπέζια έπαιξαν
    διαφορετικές διανομές)" for "cards misplaced, so tables played different deals (Law 87)" (tester t9ca ca-brac08,
    fjat)."""
    content = group.content.strip()
    lang = "zh" if re.fullmatch(r"[\u4e00-\u9fff]+(?:[，、][\u4e00-\u9fff]+)*", content) else "el" if re.fullmatch(
        r"[\u0370-\u03ff\u1f00-\u1fff]+(?:,?\s+[\u0370-\u03ff\u1f00-\u1fff]+)*", content) else ""
    if not lang:
        return False  # (words only: "（属第 {id} 号裁决）" for "of ruling {id}" is a phrase the Chinese sets apart)
    english = parentheticals(source_bare)
    said = _outside(source_bare, english)
    if not re.fullmatch(r"[\u4e00-\u9fff]{1,4}|[\u0370-\u03ff\u1f00-\u1fff]+", content):
        # (a clause: not one the English sets apart by a comma as a note of use or a condition, which Chinese sets in
        # brackets by custom, the shipped "ASCII 边框（适用于无法正确显示框线字符的终端）" for "ASCII borders, for
        # terminals that …": :func:`bracketed_comma_phrases`; nor a contrast it sets apart, ", not an artificial one"
        # as "(όχι τεχνητή)": test_check_fjad's rewording, read as a clause bracketed by fjat's rule on m62's CI)
        said = re.sub(rf"[,;:]\s*(?:{'|'.join(_PHRASE_OPENS['en'].values())}|not|but\s+not|rather\s+than)"
                      r"(?![^\W\d_])[^,;:.!?()]*",
                      lambda m: " " * len(m.group()), said, flags=re.IGNORECASE)
    english_outside = {name for *_span, name in _sentence_words(said, "en")}
    english_inside = {name for p in english for *_span, name in _sentence_words(p.content, "en")}
    outside = {name for *_span, name in _sentence_words(_outside(text, parentheticals(text)), lang)}
    return any(name in english_outside and name not in english_inside and name not in outside
               for *_span, name in _sentence_words(content, lang))


def _cuts_a_phrase(text: str, group: Parenthetical) -> bool:
    """Whether the bracket pair ``group`` of the Chinese ``text`` is opened or closed inside words the project's
    Chinese writes in a row (:func:`common.zh_writes`: the two characters before its opening bracket and the two
    after it, or the two before its closing bracket and the two after it): "之间出现（无法比较的结果）" cuts 出现无法 of
    86B2's 相同参赛者之间出现无法比较的结果, the object of its verb set apart (tester t9bg bg-bra13; fixzj), where a gloss
    follows a word of its own (节（一节比赛）: 节一节 is no such run)."""
    from helper.catalog.checks.common import zh_writes

    opening = text[max(0, group.start - 2):group.start] + text[group.start + 1:group.start + 3]
    closing = text[max(0, group.end - 3):group.end - 1] + text[group.end:group.end + 2]
    return any(len(run) == 4 and zh_writes(run) for run in (opening, closing))


_VALUE = re.compile(r"\{[^{}]*\}|%\(\w+\)[sd]|\d+(?:[.,]\d+)?%?")
"""A value of an interface string: a placeholder or a number."""
_ITEM_CUT = re.compile(r"[，、,]\s*")


def apposed_values(content: str, source_bare: str) -> bool:
    """Whether ``content`` (a round pair of a ``zh``/``el`` translation) holds only values the English ``source_bare``
    sets off by commas right after the words they detail: a clause of the English (cut at its semicolons, colons and
    full stops) whose items after one of its commas each hold one value (a placeholder or a number: :data:`_VALUE`),
    and the pair the same values in as many items ("…calculated separately, NS {ns}, EW {ew}; …" as "（南北 {ns}，
    东西 {ew}）", "(ΒΝ {ns}, ΑΔ {ew})"): that same apposition set in brackets, no word glossed and nothing lost
    (tester t9bl bl-rew07, bl-rew39, fiyc).  A pair around a translated word ("（桌号）" for "the table", tester t9be
    braczh02) or a phrase ("(για τερματικά …)", t9bk bk-brk25) holds no value: still added."""
    values = sorted(_VALUE.findall(content))
    items = [item for item in _ITEM_CUT.split(content.strip()) if item.strip()]
    if not values or len(items) != len(values) or any(len(_VALUE.findall(item)) != 1 for item in items):
        return False
    for clause in re.split(r"[;:.](?=\s|$)", unbracketed(source_bare)):
        english = [item for item in re.split(r",\s+", clause.strip())]
        for k in range(1, len(english)):
            tail = english[k:]
            if len(tail) == len(items) and all(len(_VALUE.findall(item)) == 1 for item in tail) \
                    and sorted(v for item in tail for v in _VALUE.findall(item)) == values:
                return True
    return False


def _nearest_pairs(source: str, english: list[Parenthetical], target: str) -> list[Parenthetical]:
    """The bracket pairs of ``target`` (:func:`parentheticals`) that render the pairs ``english`` of ``source``: for
    each in turn, the one of the translation not yet taken whose middle stands nearest its middle, each as a share
    of its text (fixzn)."""
    middle = lambda p, text: (p.start + p.end) / 2 / max(len(text), 1)  # noqa: E731
    free, taken = list(parentheticals(target)), []
    for pair in english:
        if not free:
            break
        best = min(free, key=lambda q: abs(middle(q, target) - middle(pair, source)))
        free.remove(best)
        taken.append(best)
    return taken


def added_parentheticals(source_bare: str, target_bare: str, domain: str = "laws") -> list[Parenthetical]:
    """The round pairs of ``target_bare`` (a translation with its law references, glosses and the English's own
    parentheticals rendered blanked: :func:`unbracketed`-style) around words of the text (a Chinese or Greek letter in
    them; not an item label "(d)", a number or a Latin gloss) beyond the bracket pairs of ``source_bare`` (the English
    so blanked): "（经主管单位批准），比赛主办机构可…" for "Subject to approval by the Regulating Authority, …", "Πατήστε
    (Escape, Enter, F1 ή q)", "按 （Escape、Enter、F1 或 q） 关闭" (fixyg, tester t9bd brk10, brk22, brk32).  The
    square and lenticular brackets 〔〕【】 are the project's citation style, not counted here.  When the English has
    pairs too, the pairs furthest from any of theirs (by place in the text, as a share of its length) are given.
    In an interface string (``domain`` "messages"), which may gloss freely (（无过错）, (φάκελος)), only a pair around
    two or more of the English's Latin tokens (:func:`_english_tokens_inside`: key names) or one that glosses no word
    before it (:func:`_glosses_nothing`: "（桌号）", "：（缺少） {missing}"; fixzb) counts, and each pair of the English there is
    rendered by the translation's pair nearest its place, counted or not (:func:`_nearest_pairs`):
    "（裁判）调整分助手（第12条和第86条）。" for "A tournament director's helper for adjusted scores (Laws 12 and 86)." adds
    （裁判） (tester t9bh bh-brk12, fixzn)."""
    words = [p for p in parentheticals(target_bare) if halfwidth(target_bare[p.start]) == "("
             and _WORDS_OF_TEXT.search(p.content) and not _ITEM_LABEL.fullmatch(p.content)
             and ((domain != "messages" or _english_tokens_inside(p.content, source_bare))
                  and not _whole_text(target_bare, p)
                  or domain == "messages" and (_glosses_nothing(target_bare, p, source_bare)
                                               or _sentence_word_bracketed(target_bare, p, source_bare)))
             # (the English's values set off by commas, said in brackets: the same apposition, tester t9bl bl-rew07)
             and not (domain == "messages" and apposed_values(p.content, source_bare))]
    english = parentheticals(source_bare)
    extra = len(words) - len(english)
    if domain == "messages" and english:
        # each pair of the English rendered by the translation's pair nearest its place (as a share of the text),
        # counted here or not (a law reference's （第12条和第86条）): those counted and left over are added (tester
        # t9bh bh-brk12, fixzn)
        return [p for p in words if p not in _nearest_pairs(source_bare, english, target_bare)]
    if extra <= 0:
        return []
    at = [p.start / max(len(source_bare), 1) for p in english]
    distance = lambda p: min((abs(p.start / max(len(target_bare), 1) - a) for a in at), default=1.0)  # noqa: E731
    return sorted(sorted(words, key=distance, reverse=True)[:extra], key=lambda p: p.start)


_SPLIT_BEFORE = {
    "zh": re.compile(r"(?<![您你我他她它们方])(?:的|之)\s*$"),
    "el": re.compile(r"(?<![^\W\d_])(?:ο|η|το|οι|τα|τις|στο|στη|στην|στον|στα|στις|στους)\s*$", re.IGNORECASE),
}
_SPLIT_BEFORE_EN = re.compile(r"(?<![^\W\d_])(?:the|a|an|of|its|their|his|her)\s*$", re.IGNORECASE)


def split_phrases(source: str, target: str, lang: str, domain: str = "laws") -> list[Parenthetical]:
    """The round pairs of ``target`` opened right after a word that cannot end a phrase, its noun inside the bracket:
    Chinese 的 or 之 (极其严重的（错误与违规无关）, a modifier cut from its noun), a Greek article (ένα σοβαρό
    (λάθος άσχετο…) is not it; "το (λάθος …)" is) (fixyg, tester t9bd brk08: the bracket moved into a phrase).  Nothing
    when the English opens a bracket after "the", "a", "of" too (the text's own shape), nor after a pronoun's 的
    (您的（…）, "yours (…)"), nor in an interface string (its brackets gloss freely: ``domain`` "messages")."""
    pattern = _SPLIT_BEFORE.get(lang)
    if domain == "messages" or pattern is None or any(_SPLIT_BEFORE_EN.search(source[:p.start]) for p in parentheticals(source)
                              if source[p.start] == "("):
        return []
    return [p for p in parentheticals(target) if halfwidth(target[p.start]) == "("
            and pattern.search(target[:p.start]) and not _ITEM_LABEL.fullmatch(p.content)]


_WORDS_AFTER = {"zh": re.compile(r"[\u4e00-\u9fff]+"), "el": re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]+")}
"""The word right after a closing bracket: Chinese characters in a row, a Greek word."""


_POSTPOSED_EN = re.compile(r"\s*(?!(?:the|a|an|this|that|these|those|its|their|his|her|each|every|all|no|some|any)"
                           r"(?![^\W\d_]))[A-Za-z-]+\s+(?:to|with|from|of|by|for|in|on|at|as|than)(?![^\W\d_])",
                           re.IGNORECASE)
"""An English parenthetical that opens as a modifier of the word before it, a word and its preposition ("unrelated to
the infraction", "subject to approval"), no noun of its own ("the ruling in progress is kept"): a translation may set
it before that word (:func:`closed_before_its_word`)."""


def closed_before_its_word(source: str, target: str, lang: str) -> str | None:
    """The word of the ``zh``/``el`` translation ``target`` that stands right after a round bracket which closes on
    a word that cannot end a phrase (Chinese 的 or 之, a Greek article: :data:`_SPLIT_BEFORE`), the noun it goes with
    left outside: "退出（保留进行中的）裁决" for "Quit (the ruling in progress is kept)", 裁决 (tester t9bk bk-brk23,
    fixzz), the mirror of a bracket opened after such a word (:func:`split_phrases`).  Only where the English
    ``source`` has round brackets of its own, none closing after "the", "a", "of" (the text's own shape); nor after
    a pronoun's 的 (（您的）).  ``None`` when none is so."""
    pattern, word = _SPLIT_BEFORE.get(lang), _WORDS_AFTER.get(lang)
    english = [p for p in parentheticals(source) if source[p.start] == "("]
    if pattern is None or not english or any(_SPLIT_BEFORE_EN.search(p.content) for p in english):
        return None
    translated = parentheticals(target)
    paired = dict(zip(translated, parentheticals(source))) if len(translated) == len(parentheticals(source)) else {}
    for p in translated:
        if halfwidth(target[p.start]) != "(" or halfwidth(target[p.end - 1:p.end]) != ")":
            continue
        if p in paired and _POSTPOSED_EN.match(paired[p].content):
            continue  # (a modifier of the English's word set before it, as Chinese does: "因（与违规无关的）极其严重的错误"
            # for "by an extremely serious error (unrelated to the infraction)", tester t9ca's rewording, fjat)
        after = word.match(target, p.end + len(target[p.end:]) - len(target[p.end:].lstrip(" ")))
        if after is not None and pattern.search(p.content) and _WORDS_OF_TEXT.search(p.content[:-1]):
            return after.group()
    return None


_GREEK_RUN_ON = re.compile(r"\s*(?!(?:και|κι|ή|αλλά|ενώ)(?![^\W\d_]))"
                           r"(?P<words>[\u03b1-\u03c9\u03ac-\u03ce\u1f00-\u1fff][^\W\d_]*(?:\s+[^\W\d_]+)*)"
                           r"\s*[.!;\u037e]?\s*\Z")
"""Greek words in lower case right after a closing bracket, with no mark among them, to the text's end: the same
clause going on past the bracket; none that opens with a conjunction (και, ή, αλλά, ενώ): a clause of its own,
"Διαβάζει το {file} (τρέχων φάκελος) και το αποθηκεύει" (test_check_fix9nb)."""


def closed_before_its_clause(source: str, target: str, lang: str) -> str | None:
    """The words of the ``el`` interface translation ``target`` that stand after its last round bracket, the rest of
    the clause it closed on, where the English ``source`` ends with its parenthetical: "Έξοδος (η απόφαση) σε εξέλιξη
    διατηρείται" for "Quit (the ruling in progress is kept)" (tester t9bo bo-bra24, fiyp), the bracket closed after
    the subject, the clause's verb left outside; the Greek counterpart of a bracket closed on an article or on 的
    (:func:`closed_before_its_word`), where the noun closes the bracket.  Read where both texts have as many
    parentheticals, none broken; the English's last one, round, follows words of the English, is no one-word gloss
    (:data:`_ONE_WORD_GLOSS`: "(teams)" may move with its word) and ends the text (nothing but end marks after it);
    the translation's last round pair follows Greek words and holds some, and after it only lower-case Greek words
    with no mark among them run to the end (:data:`_GREEK_RUN_ON`: a new sentence or a clause set apart by a comma
    is none); a bracket that opens a clause (after a colon, a comma) where the English's does not moved onto another
    clause (:func:`bracket_moved_to_clause`).  Greek keeps a closing parenthetical at the end as the English does; Chinese sets a gloss before its
    noun (导入（.pbn 或 .lin）文件), so it is not read here.  The words after the bracket (``σε εξέλιξη
    διατηρείται``) or ``None``."""
    if lang != "el" or bracket_problems(source) or bracket_problems(target):
        return None
    english, translated = parentheticals(source), parentheticals(target)
    if not english or len(english) != len(translated):
        return None
    mine, theirs = english[-1], translated[-1]
    if source[mine.start] != "(" or source[mine.end - 1:mine.end] != ")" or source[mine.end:].strip(" .!?;:") \
            or not _WORDS_EN.search(source[:mine.start]) or not _WORDS_EN.search(mine.content) \
            or _ONE_WORD_GLOSS.fullmatch(mine.content.strip()):
        return None
    if halfwidth(target[theirs.start]) != "(" or halfwidth(target[theirs.end - 1:theirs.end]) != ")" \
            or not _WORDS_OF_TEXT.search(target[:theirs.start]) or not _WORDS_OF_TEXT.search(theirs.content):
        return None
    if _CLAUSE_MARK_BEFORE.search(target[:theirs.start]) and not _CLAUSE_MARK_BEFORE.search(source[:mine.start]):
        # (a bracket opening a clause the English's does not: moved onto another clause, "Όχι: (όλα τα τραπέζια …)
        # βαθμολογείται κανονικά", :func:`bracket_moved_to_clause`'s finding, tester t9bn bn-brk07)
        return None
    after = _GREEK_RUN_ON.match(target, theirs.end)
    return None if after is None else after.group("words")


_LIST_MARKS = {"en": re.compile(r",|(?<![^\W\d_])and(?![^\W\d_])", re.IGNORECASE),
               "zh": re.compile(r"[、，,]|(?:以及|和|及)"),
               "el": re.compile(r",|(?<![^\W\d_])και(?![^\W\d_])", re.IGNORECASE)}
"""What joins the items of a list (no "or": an alternative cut off is the alternatives' finding)."""
_ITEM_AFTER = {"zh": re.compile(r"\s*(?:[、，,]|以及|和|及)\s*(?P<words>[^。！？!?；;（(]*[\u4e00-\u9fff]{2}[^。！？!?；;（(]*?)"
                                r"\s*[。！？.!?]?\s*\Z"),
               "el": re.compile(r"\s*(?:,|(?<![^\W\d_])και(?![^\W\d_]))\s*(?P<words>[^.!?;·(]*"
                                r"[\u0370-\u03ff\u1f00-\u1fff]{3}[^.!?;·(]*?)\s*[.!?;]?\s*\Z")}
"""A list mark (a comma, "and") right after a closing bracket and the words after it to the text's end."""
_OR_AFTER = {"zh": re.compile(r"\s*[，,]?\s*(?P<words>(?:或者|或是|或)[^。！？!?；;（(]*[\u4e00-\u9fff][^。！？!?；;（(]*?)"
                              r"\s*[。！？.!?]?\s*\Z"),
             "el": re.compile(r"\s*,?\s*(?P<words>(?<![^\W\d_])(?:ή|Ή|είτε)(?![^\W\d_])[^.!?;·(]*"
                              r"[\u0370-\u03ff\u1f00-\u1fff]{3}[^.!?;·(]*?)\s*[.!?;]?\s*\Z")}
"""An "or" right after a closing bracket (a comma at most before it) and the words after it to the text's end: the
English parenthetical's last alternative left outside ("（已损坏）或其他类型的文件" for "(damaged, or another kind of
file)", tester t9cb cb-brk06, fjaz)."""
_OR_INSIDE = {"zh": re.compile(r"或|还是"), "el": re.compile(r"(?<![^\W\d_])(?:ή|Ή|είτε)(?![^\W\d_])")}
_TERM_AFTER = re.compile(r"\s*[,，、]\s*(?P<words>[A-Za-z][A-Za-z0-9.-]*(?:\s+[A-Za-z][A-Za-z0-9.-]*){0,2})"
                         r"\s*[.!?;。]?\s*\Z")
"""A comma right after a closing bracket and a term in Latin letters after it to the text's end (", VP"): a gloss
of the English's term (its "vps"), no clause of the translation's own."""


def closing_moved_out(source: str, target: str, lang: str) -> str | None:
    """The words of the English's last parenthetical that the ``zh``/``el`` translation ``target`` says after its
    closing bracket, the bracket closed too early: the English ``source`` ends with a parenthetical listing two items
    or more (a comma or "and" inside it, no "or": "(cards mixed, board not played)"), the translation's last bracket pair
    holds fewer of them and is followed by a list mark (、 ，, ",") and words to its end ("（牌张混乱）、这副牌未打":
    tester t9bf bra07).  ``None`` otherwise; the translation's text after the bracket when so.  A translation with
    as many bracket pairs as the English, only the last read; "（牌张混乱、这副牌未打）" and a list whose English
    item after the bracket is the English's own ("A (x), B") are none.  Whatever the English's parenthetical holds, a
    term of the English in Latin letters set after the translation's last bracket, after a comma, to its end, is the
    bracket's gloss left outside (:data:`_TERM_AFTER`: "… ή vps (αγώνας σε βαθμούς νίκης), VP" for "…, or vps (a match
    in victory points)", whose "VP" belongs in the bracket; tester t9bj bj-brk17): no item of a list that ends with
    the English's.  An "or" of the English's parenthetical said right after the translation's bracket, which holds
    none, with words to the end (:data:`_OR_AFTER`) is its last alternative so left outside: the words from the "or"
    ("或其他类型的文件", tester t9cb cb-brk06, fjaz)."""
    pattern = _ITEM_AFTER.get(lang)
    english, translated = parentheticals(source), parentheticals(target)
    if pattern is None or not english or len(english) != len(translated) or source[english[-1].end:].strip(" .!?;:"):
        return None
    last, theirs = english[-1], translated[-1]
    if halfwidth(target[theirs.end - 1:theirs.end]) not in ")]":
        return None
    term = _TERM_AFTER.match(target, theirs.end)
    if term is not None and all(re.search(rf"(?<![^\W\d_]){re.escape(word)}s?(?![^\W\d_])", source, re.IGNORECASE)
                                for word in term.group("words").split()):
        return term.group("words")
    if re.search(r"(?<![^\W\d_])or(?![^\W\d_])", last.content, re.IGNORECASE) \
            and not _OR_INSIDE[lang].search(theirs.content) and _WORDS_OF_TEXT.search(theirs.content):
        # (its last alternative after an "or" said after the bracket, "（已损坏）或其他类型的文件" for "(damaged, or another
        # kind of file)": the bracket closed too early, not an alternative dropped; tester t9cb cb-brk06, fjaz)
        alternative = _OR_AFTER[lang].match(target, theirs.end)
        if alternative is not None:
            return alternative.group("words")
    items_en = len(_LIST_MARKS["en"].findall(last.content))
    if not items_en or len(_LIST_MARKS[lang].findall(theirs.content)) >= items_en:
        return None
    match = pattern.match(target, theirs.end)
    return None if match is None else match.group("words")


def opening_moved_in(source: str, target: str, lang: str) -> str | None:
    """The words of the ``zh``/``el`` translation ``target`` that its last bracket takes in before the English's
    parenthetical, the bracket opened too early: the English ``source`` ends with a round parenthetical of one word
    (:data:`_ONE_WORD_GLOSS`: "(teams)"; no clause, "(default: both)", value nor reference) after words of its own,
    and the translation's last round pair, ending it too with words before it, holds two items or more cut by commas
    (，、), each in the translation's script, the last one the English's content: "η βαθμολογία ΒΝ (στο άλλο τραπέζι, ομάδες)" for "the NS score at the other table
    (teams)", "στο άλλο τραπέζι" moved in (tester t9bm bm-brk12, fiyf), the mirror of a bracket closed too early
    (:func:`closing_moved_out`).  As many parentheticals on each side.  The words before the translation's last item
    (``στο άλλο τραπέζι``) or ``None``."""
    marks = _COMMAS if lang in ("zh", "el") else None
    english, translated = parentheticals(source), parentheticals(target)
    if marks is None or not english or len(english) != len(translated):
        return None
    last, theirs = english[-1], translated[-1]
    ends = " .。!！?？;；"
    if source[last.start] != "(" or source[last.end - 1:last.end] != ")" or source[last.end:].strip(ends) \
            or not _WORDS_EN.search(source[:last.start]) or not _ONE_WORD_GLOSS.fullmatch(last.content.strip()):
        return None
    if halfwidth(target[theirs.start]) != "(" or halfwidth(target[theirs.end - 1:theirs.end]) != ")" \
            or target[theirs.end:].strip(ends) or not _WORDS_OF_TEXT.search(target[:theirs.start]):
        return None
    items = [item for item in marks.split(theirs.content) if item.strip()]
    if len(items) < 2 or not all(_WORDS_OF_TEXT.search(item) for item in items):
        return None
    cut = max(m.start() for m in marks.finditer(theirs.content))
    return theirs.content[:cut].strip() or None


_WORDS_EN = re.compile(r"[A-Za-z]{2}")
_ONE_WORD_GLOSS = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)?")
"""A parenthetical of one English word ("teams", "cross-IMPs"): a gloss, no clause, value nor reference."""
_COMMAS = re.compile(r"[,，、]")


_END_MARKS = {"zh": "？！。?!", "el": ";\u037e?!"}
"""The marks that end a sentence, per translation language (Greek: its question mark ``;`` and U+037E; no full stop,
which ends an abbreviation inside a bracket too, "(κ.λπ.)")."""


def end_mark_moved_in(source: str, target: str, lang: str) -> str | None:
    """The sentence's end mark that the ``zh``/``el`` translation ``target`` sets inside its last bracket where the
    English ``source`` sets it after: "(Law 90)?" as "（第90条？）", the closing bracket moved over the question mark
    (tester t9bl bl-brk06, fiye).  Read where the English ends with a round bracket followed by its end mark (? ! .),
    its content ending with no such mark, both texts have as many parentheticals, and the translation's last one
    ends the text (nothing but spaces after it) with a mark of :data:`_END_MARKS` right before its closing bracket.
    The translation's bracket content with the mark (``第90条？``) or ``None``."""
    marks = _END_MARKS.get(lang)
    english, translated = parentheticals(source), parentheticals(target)
    if marks is None or not english or len(english) != len(translated):
        return None
    last, theirs = english[-1], translated[-1]
    if halfwidth(source[last.end - 1:last.end]) != ")" or not re.fullmatch(r"\s*[?!.]\s*", source[last.end:]) \
            or last.content.rstrip()[-1:] in "?!.":
        return None
    if halfwidth(target[theirs.end - 1:theirs.end]) != ")" or target[theirs.end:].strip():
        return None
    content = theirs.content.rstrip()
    return content if content[-1:] and content[-1] in marks and content[:-1].strip() else None


_OR_OPENS = {"en": re.compile(r"\s*or(?![^\W\d_])", re.IGNORECASE), "zh": re.compile(r"\s*(?:或者|或是|或)"),
             "el": re.compile(r"\s*(?:ή|Ή)(?![^\W\d_])")}
"""An alternative's "or" opening a bracket's content: "(ή παίκτης που έσφαλε …)", "（或…）"."""


def bracketed_alternatives(source_bare: str, target_bare: str, lang: str) -> list[Parenthetical]:
    """The round pairs of the ``zh``/``el`` translation ``target_bare`` whose content opens with "or" (ή, 或:
    :data:`_OR_OPENS`) where the English ``source_bare`` says its alternatives outside brackets ("…, or one directly at
    fault less than 40%, …") and no parenthetical of its own opens with "or" (the laws' "(or the equivalent in IMPs)"
    is the English's shape): an alternative the translation set apart as if it were an aside, "(ή παίκτης που έσφαλε
    σαφώς κάτω από 40%)" (tester t9bf bra14; fixzh)."""
    pattern = _OR_OPENS.get(lang)
    english = parentheticals(source_bare)
    if pattern is None or any(_OR_OPENS["en"].match(p.content) for p in english):
        return []
    outside = source_bare
    for p in english:
        outside = outside[:p.start] + " " * (p.end - p.start) + outside[p.end:]
    if not re.search(r"(?<![^\W\d_])or(?![^\W\d_])", outside, re.IGNORECASE):
        return []
    return [p for p in parentheticals(target_bare) if halfwidth(target_bare[p.start]) == "("
            and pattern.match(p.content) and _WORDS_OF_TEXT.search(p.content)]


_PHRASE_OPENS = {
    "en": {"for": r"for", "when": r"when", "if": r"if", "because": r"because"},
    "el": {"for": r"για", "when": r"όταν", "if": r"αν|εάν", "because": r"επειδή|γιατί|διότι"},
}
"""The words that open a phrase or clause an English sentence sets apart by a comma (", for terminals that …"), and
those that open it in a Greek translation."""


def bracketed_comma_phrases(source_bare: str, target_bare: str, lang: str) -> list[Parenthetical]:
    """The round pairs of the ``el`` interface translation ``target_bare`` whose content opens with the word
    of a phrase the English ``source_bare`` sets apart by a comma, outside brackets (", for", ", when", ", if",
    ", because": :data:`_PHRASE_OPENS`), where no parenthetical of the English opens with it: the phrase of the
    English's sentence set in brackets as if it were an aside, "περιγράμματα ASCII (για τερματικά που δείχνουν άσχημα
    …)" for "ASCII borders, for terminals that draw box characters badly" (tester t9bk bk-brk25, fixzz), as an
    alternative is (:func:`bracketed_alternatives`).  A gloss of a word ("(φάκελος)", （无过错）) opens with none of
    those words.  Greek only: Chinese sets such a note of use in full-width brackets by custom, the shipped
    "ASCII 边框（适用于无法正确显示框线字符的终端）" (tester t9bk bk-brk24 judged its brackets correct)."""
    if lang != "el":
        return []
    english = parentheticals(source_bare)
    outside = source_bare
    for p in english:
        outside = outside[:p.start] + " " * (p.end - p.start) + outside[p.end:]
    found = []
    for name, word in _PHRASE_OPENS["en"].items():
        if not re.search(rf"[,;:]\s*{word}(?![^\W\d_])", outside, re.IGNORECASE) or any(
                re.match(rf"\s*{word}(?![^\W\d_])", p.content, re.IGNORECASE) for p in english):
            continue
        opens = re.compile(rf"\s*(?:{_PHRASE_OPENS[lang][name]})(?![^\W\d_])", re.IGNORECASE)
        found += [p for p in parentheticals(target_bare) if halfwidth(target_bare[p.start]) == "("
                  and opens.match(p.content) and _WORDS_OF_TEXT.search(p.content)]
    return sorted(set(found), key=lambda p: p.start)


_ITEM_MARKS = {"en": re.compile(r"\s*[,;]\s*(?:(?:and|or)(?![^\W\d_])\s*)?|\s+(?:and|or)\s+", re.IGNORECASE),
               "zh": re.compile(r"\s*[，,、；;]\s*|以及|或者|或|和|及"),
               "el": re.compile(r"\s*[,;·]\s*|\s+(?:και|ή|Ή)\s+")}
"""What cuts a label or a clause into its items: a comma or a semicolon, "and", "or" (和, 或, και, ή)."""
_PHRASE_WORD = re.compile(r"\s*(?:for|when|if|unless|because|since|as|while|where|which|who|that|so|to|with|"
                          r"without|by|in|on|at|from|after|before|until|then|but|e\.g\.|i\.e\.)(?![^\W\d_])",
                          re.IGNORECASE)
"""A word that opens a phrase or a clause of the English, no item of a list: "for terminals that …", "when …"."""
_SCRIPT_END = {"zh": re.compile(r"[\u4e00-\u9fff]\s*\Z"), "el": re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]\s*\Z")}


def bracketed_comma_item(source_bare: str, target_bare: str, lang: str) -> Parenthetical | None:
    """The round pair ending the ``zh``/``el`` interface translation ``target_bare`` that stands for the last item of
    the English ``source_bare``, set apart there by a comma, as if it were a gloss of the word before it: "双人赛
    （比赛分）", "Αγώνες ζευγών (βαθμοί αγώνα)" for "Pairs, matchpoints" (tester t9bm bm-brk11, bm-brk20, fiyf; the
    shipped "双人赛，比赛分"), which the added-brackets rule reads as a gloss (:func:`added_parentheticals`).  Read
    where the English has no round bracket, its last item (after its last comma, "and" or "or": :data:`_ITEM_MARKS`)
    opens with no word of a phrase (:data:`_PHRASE_WORD`: ", for terminals that …" is a note of use, which Chinese sets
    in brackets by custom, tester t9bk bk-brk24), the pair follows a word of the translation's script (a gloss of a
    kept English word, "Enter（回车键）", is none) with nothing but end punctuation after it, and the translation
    outside its brackets has fewer items than the English: the comma became the bracket.  ``None`` otherwise."""
    marks, end = _ITEM_MARKS.get(lang), _SCRIPT_END.get(lang)
    if marks is None or any(halfwidth(source_bare[p.start]) == "(" for p in parentheticals(source_bare)):
        return None
    english = [item for item in _ITEM_MARKS["en"].split(unbracketed(source_bare).strip(" .!?:")) if item.strip()]
    translated = parentheticals(target_bare)
    if len(english) < 2 or _PHRASE_WORD.match(english[-1]) or not translated:
        return None
    last = translated[-1]
    if halfwidth(target_bare[last.start]) != "(" or halfwidth(target_bare[last.end - 1:last.end]) != ")" \
            or target_bare[last.end:].strip(" .。!！?？;；") or not end.search(target_bare[:last.start]) \
            or not _WORDS_OF_TEXT.search(last.content) or _ITEM_LABEL.fullmatch(last.content):
        return None
    theirs = [item for item in marks.split(unbracketed(target_bare).strip(" .。!！?？:：")) if item.strip()]
    return last if len(theirs) < len(english) else None


_FIELD = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?:[.!:][^{}]*)?\}|(?<![\w$])\$[A-Z_][A-Z0-9_]*(?![\w])"
                    r"|(?<!\w)[1-7](?:NT|[SHDC])X{0,2}[NESW](?:=|[+-]\d{1,2})(?![\w=+-])")
"""A placeholder (``{law}``), an environment variable (``$HELPER_DIRECTOR``, fixzn) or a contract in the program's
notation (``7NTXN=``, tester t9bi bi-brk24): what a translation writes as it is."""
_JUST_CLOSED = re.compile(r"[)\]）］〕】][\s:：,，;；]*\Z")
"""A closing bracket with nothing but white space or a colon or comma after it: what stands next is set right after
the bracket (（默认）：$HELPER_DIRECTOR)."""
_OPENED_MID = re.compile(r"\s*[:：,，;；、]")
"""What an opening bracket set in the middle of a phrase begins with: the punctuation of the phrase it was moved into."""
_QUOTED_FIELD = "'\"“‘«「『"
"""What opens a quoted placeholder ('{open}', “{open}”, «{open}», 「{open}」): the English's "('{open}')" may be the
translation's quotes alone, no bracket of the text."""


def field_out_of_brackets(source: str, target: str) -> tuple[str, Parenthetical, bool] | None:
    """The first placeholder (``{law}``, ``{detail}``) that the interface string ``source`` sets inside a round or
    square bracket pair and its translation ``target`` outside every bracket pair (:func:`parentheticals`), as
    ``(placeholder, the English's parenthetical, moved)``: ``moved`` when the translation's brackets still hold
    another placeholder of that parenthetical (内部错误（{kind}）：{detail} for "internal error ({kind}: {detail})": its
    closing bracket moved, tester t9bg bg-bra07), not when they hold none of them ("两名牌手{law}。" for "… (Law
    {law})": the brackets dropped, tester t9bg bg-bra20).  ``None`` when none is so, when a bracket of the translation
    is broken (:func:`bracket_problems`: that is its finding), when the translation's brackets hold a placeholder the
    English writes outside its own (two placeholders swapped: the placeholder order's finding), or for a placeholder
    either text writes more than once or the translation quotes (“{open}” for "('{open}')").  An environment
    variable is read as a placeholder (:data:`_FIELD`), and one set right after a closing bracket of a translation
    with as many pairs as the English is ``moved`` too (裁判姓名（默认）：$HELPER_DIRECTOR for "the Director's name
    (default: $HELPER_DIRECTOR)": tester t9bh bh-brk11, fixzn)."""
    if bracket_problems(target) or bracket_problems(source):
        return None
    in_target = parentheticals(target)
    fields_target = _FIELD.findall(target)
    fields_source = _FIELD.findall(source)
    bracketed_source = {f for p in parentheticals(source) for f in _FIELD.findall(source[p.start:p.end])}
    if any(f in fields_source and f not in bracketed_source for p in in_target
           for f in _FIELD.findall(target[p.start:p.end])):
        return None  # a placeholder of the English's outside brackets inside the translation's: two swapped, the
        # placeholder order's finding ("（{kind}），{law}" for "(Law {law}), {kind}": tester t9be placzh11)
    for group in parentheticals(source):
        inside = _FIELD.findall(source[group.start:group.end])
        for field in inside:
            if fields_source.count(field) != 1 or fields_target.count(field) != 1:
                continue
            at = target.index(field)
            if at and target[at - 1] in _QUOTED_FIELD:
                continue
            if any(p.start < at < p.end for p in in_target):
                continue
            holding = [p for other in inside if other != field and fields_target.count(other) == 1
                       for p in in_target if p.start < target.find(other) < p.end]
            if holding and all(at < p.start and not _OPENED_MID.match(target, p.start + 1) for p in holding):
                continue  # set before the brackets that keep the others, which open on a word of their own: a
                # reordering ("已由 {name} 修订（第 {number} 次修订）" for "amended (amendment {number}, by {name})",
                # test_check_fix9nb), not a bracket moved
            moved = bool(holding) or (
                # or set right after a closing bracket, as many pairs on each side: "（默认）：$HELPER_DIRECTOR" for
                # "(default: $HELPER_DIRECTOR)", the bracket closed before it (tester t9bh bh-brk11, fixzn)
                len(in_target) == len(parentheticals(source)) and bool(_JUST_CLOSED.search(target[:at])))
            return field, group, moved
    return None


def refs_unbracketed(source: str, target: str, src_refs, tgt_refs) -> list[tuple[str, str, str]]:
    """The law references an interface string's English (``source``) sets in brackets ("(Law 90)", "(see Law 12C2)")
    that its translation ``target`` says outside any bracket (第90条, "Νόμος 90": the brackets dropped, fixya): for
    each reference key bracketed fewer times in the translation than in the English, said there unbracketed,
    ``(key, the English bracket, the translation's reference)``; one per key."""
    found = []
    for key in dict.fromkeys(r.key for r in src_refs):
        mine = [enclosing_bracket(source, r.start) for r in src_refs if r.key == key]
        theirs = [(r, enclosing_bracket(target, r.start)) for r in tgt_refs if r.key == key]
        bare = [r for r, span in theirs if span is None]
        if bare and sum(1 for span in mine if span) > sum(1 for _r, span in theirs if span):
            span = next(span for span in mine if span)
            found.append((key, source[span[0]:span[1]], bare[0].text))
    return found


REF_WORDS = {"zh": re.compile(r"参见|另见|见|参阅|依据|依照|根据|按照|参照|第|条|款|项|和|及|与|或|、|，|,|\s"),
             "el": re.compile(r"(?<!\w)(?:βλέπε|επίσης|σύμφωνα\s+με|βάσει|κατά|Νόμο[ςιυ]?|Νόμων|Νόμους|τον|του|το|"
                              r"τους|των|και|ή)(?!\w)|[,\s]", re.IGNORECASE)}
"""What a translated reference bracket may hold besides its references: "see", "according to", "Law", "and", "or"
and their punctuation (见第90条, "βλέπε Νόμο 12Γ και 86"); "according to" (依据, 根据, 按照, 参照; "σύμφωνα με τον",
"βάσει του", "κατά τον") renders "(Law 90)" fairly, no word of the sentence taken in (fize: "（依据第90条）" for "a
procedural penalty (Law 90)" was said widened)."""


def ref_bracket_widened(source: str, target: str, src_refs, tgt_refs, lang: str) -> list[tuple[str, str]]:
    """The English brackets holding law references alone ("(Law 90)", :data:`REF_ALONE`) whose translated bracket
    (the one around a reference of the same key) holds other words besides (:data:`REF_WORDS`): "（程序性罚分第90条）"
    for "a procedural penalty (Law 90)", a bracket moved to take in the words before it (tester t9bi bi-brk11).
    Each as ``(the English bracket, the translation's)``; none where either text has a broken bracket."""
    if lang not in REF_WORDS or bracket_problems(source) or bracket_problems(target):
        return []
    found = []
    for p in parentheticals(source):
        inside = [r for r in src_refs if p.start < r.start < p.end]
        if not inside or not REF_ALONE.fullmatch(_spans_without(source[p.start:p.end], [
                (r.start - p.start, r.end - p.start) for r in inside])):
            continue
        keys = {r.key for r in inside}
        for q in parentheticals(target):
            theirs = [r for r in tgt_refs if q.start < r.start < q.end]
            if not theirs or not keys & {r.key for r in theirs}:
                continue
            rest = _spans_without(target[q.start + 1:q.end - 1], [(r.start - q.start - 1, r.end - q.start - 1)
                                                                   for r in theirs])
            # (only the clause of the reference: "（含本副，第12条C款2项(d)）" for "counting this one (Law 12C2(d))" sets
            # its words apart by a comma, a gloss of its own, fix9vb's kind)
            content = target[q.start + 1:q.end - 1]
            rest = "".join(part for part, whole in zip(re.split(r"[，,；;：:]", rest), re.split(r"[，,；;：:]", content))
                           if part != whole)
            rest = REF_WORDS[lang].sub("", rest)
            if len(re.findall(r"[^\W\d_]", rest)) >= (2 if lang == "zh" else 4) or _edge_word_taken_in(
                    content, min(r.start for r in theirs) - q.start - 1, max(r.end for r in theirs) - q.start - 1, lang):
                found.append((source[p.start:p.end], target[q.start:q.end]))
            break
    return found


_EDGE_WORDS = {
    "zh": (re.compile(r"\s*(?:当|和|及|与|或|而)\s*"),
           re.compile(r"\s*(?:时候|时|之中|中|之后|以后|后|之前|以前|前|期间|的|里|内|和|及|与|或|而)\s*")),
    "el": (re.compile(r"\s*(?:και|κι|ή|όταν|ενώ|αν|εάν|που|ότι|με|σε|για)\s+(?:(?:Νόμο[ςιυ]?|Νόμων|Νόμους)\s*)?",
                      re.IGNORECASE),
           re.compile(r"\s*(?:,\s*)?(?:και|κι|ή|όταν|ενώ|αν|εάν|που|ότι|με|σε|για|ο|η|οι|το|τα|τον|την|της|του|των|τους|τις)"
                      r"\s*", re.IGNORECASE)),
}
"""A word of the sentence that a law-reference bracket takes in at its edge, before its first reference (the
opening edge: "when", "and", "or") or after its last (the closing edge: Chinese postpositions 时, 中, 后, 的 that close
the phrase the bracket stands in; Greek conjunctions, prepositions and articles that open the words after it): with
no reference on that side, it joins nothing inside the bracket."""


def _edge_word_taken_in(content: str, first: int, last: int, lang: str) -> bool:
    """Whether the translated reference bracket ``content`` (its first reference starting at ``first``, its last
    ending at ``last``) holds a word of the sentence at an edge (:data:`_EDGE_WORDS`), the bracket moved by a word:
    "使用 --director-error（第82条C款时）" for "With --director-error (Law 82C)", the 时 ("when") of "With …" taken in
    (tester t9bp bp-br03, fiys); "(Νόμος 82Γ και) οι δύο πλευρές" for "(Law 82C) both sides"."""
    if lang not in _EDGE_WORDS:
        return False
    opening, closing = _EDGE_WORDS[lang]
    return bool(opening.fullmatch(content[:first]) or closing.fullmatch(content[last:]))


REF_ALONE = re.compile(r"[(\[]\s*(?:see\s+(?:also\s+)?)?(?:laws?\s*)?[\s,]*[)\]]", re.IGNORECASE)
"""An English bracket (its references blanked) that holds nothing but them: "(Law 12C2(d))", "[see also C1(d)]"."""


_MARK_FAMILY = {":": ":：", ";": ";；", ",": ",，、"}
"""A clause mark of the English and the marks that render it (either width; Chinese 、 for a comma)."""


_PLACEHOLDER = re.compile(r"\{[^{}]*\}")
_DETAILS_BEFORE = re.compile(r"(?:\{[^{}]*\}|(?:,\s*[^,;:.!?(){}]*\{[^{}]*\}\s*)+)\s*\Z")
"""What an English sets right before a bracket as details of its own: a placeholder ("on {host} ({terminal})") or
items set apart by commas, each ending with its placeholder (", started at {time}, recorded at {at} (UTC)")."""
_KEPT_TOKEN = re.compile(r"\{[^{}]*\}|\d+|[A-Za-z][A-Za-z0-9]*")
"""What a translation writes as the English does: a placeholder, a number, a word in Latin letters (UTC)."""


def _pairs_in_order(source: str, target: str, lang: str) -> list[tuple[Parenthetical, Parenthetical]]:
    """The parentheticals of the English ``source`` and of its ``zh``/``el`` translation ``target`` paired in order,
    where both texts have as many (at least one) and none is broken; else none (another language, a bracket never
    closed: the bracket-moved rules read only whole pairs, :func:`closing_moved_past_mark`,
    :func:`closing_moved_over_join`)."""
    if lang not in ("zh", "el") or bracket_problems(source) or bracket_problems(target):
        return []
    english, translated = parentheticals(source), parentheticals(target)
    if not english or len(english) != len(translated):
        return []
    return list(zip(english, translated))


def closing_moved_past_mark(source: str, target: str, lang: str) -> str | None:
    """The words of the ``zh``/``el`` translation ``target`` that a bracket takes in past the clause mark the English
    ``source`` sets right after its closing bracket: "{appeal}（{date}：维持原裁决。）" for "{appeal} ({date}): the ruling is
    upheld.", the closing bracket moved from before the colon to the end (tester t9bn bn-brk09, fiyk).  Read where
    both texts have as many parentheticals (none broken); for each round pair of the English followed by a colon, a
    semicolon or a comma and words (:data:`_MARK_FAMILY`), its content holding none of those marks, the translation's
    pair in the same place holding such a mark with words of the translation's script after it, the English content's
    placeholders, numbers and Latin words (:data:`_KEPT_TOKEN`, one at least) all before the mark and none after it
    (not "（开始于 {time}，记录于 {at}，UTC）" for "started at {time}, recorded at {at} (UTC), is shown": the English's
    list set in brackets around its "(UTC)", a reordering), and no such mark
    right after it (the mark moved in, not one of the translation's own).  The words after the mark (``维持原裁决。``)
    or ``None``."""
    for mine, theirs in _pairs_in_order(source, target, lang):
        after = re.match(r"\s*([:;,])\s*[^\W\d_]", source[mine.end:])
        if source[mine.start] != "(" or after is None or re.search(r"[:;,，：；、]", mine.content) \
                or halfwidth(target[theirs.start]) != "(":
            continue
        family = _MARK_FAMILY[after.group(1)]
        if re.match(rf"\s*[{family}]", target[theirs.end:]):
            continue  # the mark kept after the bracket: a mark of the translation's own inside ("（{reason}，…）；")
        inside = re.search(rf"[{family}]\s*(?P<words>.*\S)", theirs.content)
        kept = set(_KEPT_TOKEN.findall(mine.content))
        if inside and kept and kept <= set(_KEPT_TOKEN.findall(theirs.content[:inside.start()])) \
                and not kept & set(_KEPT_TOKEN.findall(inside.group("words"))) \
                and _WORDS_OF_TEXT.search(inside.group("words")):
            return inside.group("words")
    return None


_JOINS = {"en": re.compile(r"\s*(?P<join>or|and)\s+[A-Za-z]", re.IGNORECASE),
          "or": {"zh": r"或者|或是|或", "el": r"(?<![^\W\d_])(?:ή|Ή)(?![^\W\d_])"},
          "and": {"zh": r"以及|和|及", "el": r"(?<![^\W\d_])(?:και|κι)(?![^\W\d_])"}}
"""The "or" / "and" that joins words to a parenthetical's phrase in the English (") or a gambling action") and what
renders it in a translation (或, ή; 和, και; not Chinese 与, which is "with" too: 与违规无关)."""


def closing_moved_over_join(source: str, target: str, lang: str) -> str | None:
    """The words of the ``zh``/``el`` translation ``target`` that a bracket takes in past the "or" / "and" the
    English ``source`` sets right after its closing bracket (:data:`_JOINS`): "因极其严重的错误（与违规无关或冒险行为）而" for
    "by an extremely serious error (unrelated to the infraction) or a gambling action", the alternative of the sentence
    now inside the parenthetical (tester t9bs bs-bra07, fize), as :func:`closing_moved_past_mark` reads a clause mark.
    Read where both texts have as many parentheticals (none broken), paired in order; for each round pair of the
    English followed by "or"/"and" and a word, its content holding no "or"/"and" of its own, the translation's pair
    in the same place holding that word's rendering after some of its content ("（1-{count} 或用 ↑ ↓ 移动）"; one
    opening the bracket is :func:`bracketed_alternatives`'s) and before words of the translation's script, and no such
    word right after it (the alternative kept outside: "（与违规无关）或冒险行为", a rewording in place).  The rendering
    and the words after it (``或冒险行为``) or ``None``."""
    for mine, theirs in _pairs_in_order(source, target, lang):
        after = _JOINS["en"].match(source, mine.end)
        if source[mine.start] != "(" or after is None or re.search(r"(?<![^\W\d_])(?:or|and)(?![^\W\d_])",
                                                                   mine.content, re.IGNORECASE) \
                or halfwidth(target[theirs.start]) != "(" or halfwidth(target[theirs.end - 1:theirs.end]) != ")":
            continue
        join = _JOINS[after.group("join").lower()][lang]
        if re.match(rf"\s*(?:{join})", target[theirs.end:]):
            continue
        inside = re.search(rf"(?:{join})\s*(?P<words>.*\S)", theirs.content)
        if inside and theirs.content[:inside.start()].strip() and _WORDS_OF_TEXT.search(inside.group("words")):
            return inside.group().strip()
    return None


_CLAUSE_MARKS = re.compile(r"[：:，,；;。!！?？\u037e()（）\[\]]")
"""What ends the clause a bracket stands in, read back from the bracket (:func:`bracket_moved_over_join`)."""


def bracket_moved_over_join(source: str, target: str, lang: str) -> str | None:
    """The "or" / "and" and the words after it that a bracket of the ``zh``/``el`` translation ``target`` now
    follows, where the English ``source`` sets its bracket before them: "因极其严重的错误或冒险行为（与违规无关）而" for "by
    an extremely serious error (unrelated to the infraction) or a gambling action", the parenthetical moved from the
    word it qualifies to the alternative after it (tester t9ca ca-brac05, fjat); the whole pair moved, where
    :func:`closing_moved_over_join` reads its closing bracket moved alone.  Read where both texts have as many
    parentheticals (none broken), paired in order: a round pair of the English right after words of its own and
    followed by "or"/"and" and a word (:data:`_JOINS`), the translation's round pair followed by no rendering of it,
    and in the translation's clause before its pair (back to a clause mark or a bracket: :data:`_CLAUSE_MARKS`) more
    renderings of it than the English's clause before its pair has "or"/"and", the last one followed by words of the
    translation's script up to the bracket that render a word of :data:`_SENTENCE_WORDS` the English says after its
    "or"/"and" (the action) and none it says before its bracket (the error): alternatives swapped around a bracket
    kept on its word ("冒险行为或极其严重的错误（与违规无关）") or a list's item dropped ("维持或变更（…）" for "upheld,
    changed (…) or withdrawn") moved nothing, and words no row knows tell nothing.  A parenthetical set before its word, where the language puts modifiers
    first ("因（与违规无关的）极其严重的错误或冒险行为"), or kept after it ("错误（与违规无关）或冒险行为") moved over none.
    The rendering and the words after it up to the bracket (``或冒险行为``) or ``None``."""
    for mine, theirs in _pairs_in_order(source, target, lang):
        after = _JOINS["en"].match(source, mine.end)
        if source[mine.start] != "(" or after is None or halfwidth(target[theirs.start]) != "(":
            continue
        join = _JOINS[after.group("join").lower()][lang]
        if re.match(rf"\s*(?:{join})", target[theirs.end:]):
            continue
        clause_en = source[max([m.end() for m in _CLAUSE_MARKS.finditer(source, 0, mine.start)], default=0):mine.start]
        clause = max([m.end() for m in _CLAUSE_MARKS.finditer(target, 0, theirs.start)], default=0)
        if not _WORDS_EN.search(clause_en):
            continue
        joins = list(re.finditer(join, target[clause:theirs.start]))
        said_en = re.findall(rf"(?<![^\W\d_]){after.group('join')}(?![^\W\d_])", clause_en, re.IGNORECASE)
        if len(joins) <= len(said_en) or not _WORDS_OF_TEXT.search(target, clause + joins[-1].end(), theirs.start):
            continue
        # (the words between the rendering and the bracket render a word the English says after its "or" and none it
        # says before its bracket: the alternatives swapped around a bracket kept on its word, "冒险行为或极其严重的错误
        # （与违规无关）" (tester t9bp bp-rw16, t9bx bx-rew05), or an item of a list dropped, "维持或变更（…）" for
        # "upheld, changed (…) or withdrawn", moved nothing; words no vocabulary knows tell nothing)
        rest_en = source[after.end() - 1:]
        rest_en = rest_en[:(_CLAUSE_MARKS.search(rest_en) or re.search(r"\Z", rest_en)).start()]
        between = {name for *_span, name in _sentence_words(target[clause + joins[-1].end():theirs.start], lang)}
        before_en = {name for *_span, name in _sentence_words(clause_en, "en")}
        after_en = {name for *_span, name in _sentence_words(rest_en, "en")} - before_en
        if between & after_en and not between & before_en:
            return target[clause + joins[-1].start():theirs.start].strip() or None
    return None


_DRAWN_TOKEN = re.compile(r"\{[^{}]*\}|(?<![\w-])--?[A-Za-z][A-Za-z0-9-]*|\d+|(?<![\w-])[A-Za-z][A-Za-z0-9]*")
"""What a translation writes as the English does, an option whole ("--other-table"): a placeholder, an option, a
number, a word in Latin letters (:data:`_KEPT_TOKEN`'s, read by :func:`closing_moved_over_words`)."""


def closing_moved_over_words(source: str, target: str, lang: str) -> str | None:
    """The words of the ``zh``/``el`` translation ``target`` that a bracket takes in past its English closing
    bracket, with no mark or "or"/"and" between (:func:`closing_moved_past_mark`, :func:`closing_moved_over_join`):
    "IMP 计分（队式赛请给出 --other-table）。", "Σε IMPs (ομάδες δώστε --other-table)." for "At IMPs (teams) give
    --other-table.", the instruction drawn into the gloss (tester t9bz bz-brk09, bz-brk10; fjar), the mirror of a
    bracket closed too early (:func:`closing_moved_before_kept`).  Read by what a translation writes as the English
    does (:data:`_DRAWN_TOKEN`: placeholders, options, numbers, Latin words) where both texts have as many
    parentheticals (none broken), paired in order: in a round pair of the translation, after words of its script
    (the bracket's own), a token the English says after its paired bracket in the same sentence and not inside it,
    which the translation says outside its brackets fewer times than the English does (a gloss repeating a token said
    outside takes nothing in; "（队式赛）请给出 --other-table" keeps it outside).  The words drawn in, from the rendering
    of the English's verb before the token (:data:`keys.ACTIONS`: 给出, δώστε; a Chinese 请 before it) or from the first
    token, to the last token (``请给出 --other-table``), or ``None``."""
    from helper.catalog.checks.keys import ACTIONS

    pairs = _pairs_in_order(source, target, lang)
    outside_en = _DRAWN_TOKEN.findall(_outside(source, [mine for mine, _t in pairs]))
    outside_tr = _DRAWN_TOKEN.findall(_outside(target, [theirs for _m, theirs in pairs]))
    for mine, theirs in pairs:
        if source[mine.start] != "(" or halfwidth(target[theirs.start]) != "(" \
                or halfwidth(target[theirs.end - 1:theirs.end]) != ")":
            continue
        after_en = source[mine.end:]
        after_en = after_en[:_SENTENCE_ENDS.search(after_en).start()]
        own = set(_DRAWN_TOKEN.findall(mine.content))
        if any(token not in theirs.content for token in own if not token[0].isalpha()):
            continue  # (a placeholder, option or number of the English's bracket gone from the translation's: two
            # placeholders swapped, placeholder-order's finding, test_check_fiyw)
        later = [m for m in _DRAWN_TOKEN.finditer(after_en) if m.group() not in own]
        drawn = [m for m in _DRAWN_TOKEN.finditer(theirs.content)
                 if any(m.group() == n.group() for n in later)
                 and outside_tr.count(m.group()) < outside_en.count(m.group())
                 and _WORDS_OF_TEXT.search(theirs.content[:m.start()])]
        if not drawn:
            continue
        start = drawn[0].start()
        before_en = _plain(after_en[:min(n.start() for n in later if n.group() == drawn[0].group())])
        plain = _plain(theirs.content[:start])
        verbs = [m.start() for forms in ACTIONS.values() if re.search(forms[0], before_en)
                 for m in re.finditer(forms[1 if lang == "zh" else 2], plain)]
        verbs = [at for at in verbs if _WORDS_OF_TEXT.search(theirs.content[:at])]
        if verbs:
            start = min(verbs)
            if lang == "zh" and theirs.content[start - 1:start] == "请":
                start -= 1
            elif lang == "el":  # (to the word's start: a Greek stem matched, "δώσ|τε")
                start = re.compile(r"[^\W\d_]*\Z").search(theirs.content, 0, start).start()
        return theirs.content[start:drawn[-1].end()].strip() or None
    return None


_SENTENCE_ENDS = re.compile(r"[。！？!?;；\u037e()（）]|\.(?=\s*\Z|\s+[A-ZΑ-ΩΆ-Ώ{])|\Z")
"""Where a sentence ends, or a bracket stands: not at an abbreviation's full stop ("π.χ. 4S")."""


def closing_moved_before_kept(source: str, target: str, lang: str) -> str | None:
    """The words of the English's parenthetical that the ``zh``/``el`` translation ``target`` says right after its
    closing bracket, the bracket closed before them where the English ``source``'s closes after them: "{value}
    (επίπεδο 1-7 και χρώμα C, D, H, S ή NT), π.χ. 4S, 3NT, 4♠X." for "{value} (a level 1-7 and a strain C, D, H, S or
    NT, e.g. 4S, 3NT, 4♠X)." (tester t9bt bt-bra20, fizn), the mirror of a bracket closed after words the English
    says outside it (:func:`closing_moved_over_join`, :func:`closing_moved_past_mark`).  Read by what a translation
    writes as the English does (:data:`_KEPT_TOKEN`: placeholders, numbers, Latin words), where both texts have as
    many parentheticals (none broken), paired in order: for a round pair of the English with words of its own in
    parts (a comma or a semicolon inside it, where the bracket can close too early; not "(default: $HELPER_DIRECTOR)"
    as "（裁判姓名）默认：$HELPER_DIRECTOR", brackets moved around other words: tester t9bq bq-brk07), the
    last such token of its content is one the translation's pair holds fewer times than the English's, and the
    translation's sentence goes on after its closing bracket (a comma, a colon or a semicolon, the English's "; e.g."
    at most, then its words, to the sentence's end)
    holding it, each token so said after the bracket being one the English's pair holds and its sentence after the
    bracket does not (a token of the English's after its bracket is the English's own).  The words after the
    bracket's mark to the last such token (``π.χ. 4S, 3NT, 4♠X``) or ``None``.

    Words the translation renders are read too, by :data:`_SENTENCE_WORDS` (:func:`_closed_before_words`): "以 IMP
    计的罚分（空行按 Enter）：规程规定的标准罚分" for "The penalty in IMPs (Enter on an empty line: the standard penalty of
    the regulations)", the bracket closed before "the regulations" (tester t9bz bz-brk17, bz-brk18; fjar)."""
    pairs = _pairs_in_order(source, target, lang)
    for mine, theirs in pairs:
        kept_en = _KEPT_TOKEN.findall(mine.content)
        if source[mine.start] != "(" or not kept_en or not _WORDS_EN.search(mine.content) \
                or not re.search(r"[,;]", mine.content) \
                or halfwidth(target[theirs.start]) != "(" or halfwidth(target[theirs.end - 1:theirs.end]) != ")":
            continue
        inside = _KEPT_TOKEN.findall(theirs.content)
        if inside.count(kept_en[-1]) >= kept_en.count(kept_en[-1]):
            continue
        rest = re.match(r"\s*[,，、:：；·\u0387]?\s*" if lang == "el" else r"\s*[,，、:：;；]?\s*", target[theirs.end:])
        words = target[theirs.end + rest.end():]
        words = words[:_SENTENCE_ENDS.search(words).start()]  # (to the sentence's end: "π.χ." goes on)
        after_en = re.split(r"[.!?](?:\s|\Z)", source[mine.end:])[0]
        said = list(_KEPT_TOKEN.finditer(words))
        if not said or not any(m.group() == kept_en[-1] for m in said):
            continue
        if any(m.group() not in kept_en or m.group() in _KEPT_TOKEN.findall(after_en) for m in said):
            continue
        return words[:said[-1].end()].strip() or None
    return _closed_before_words(source, target, lang, pairs)


def _closed_before_words(source: str, target: str, lang: str,
                         pairs: list[tuple[Parenthetical, Parenthetical]]) -> str | None:
    """The words of the ``zh``/``el`` translation ``target`` said right after a closing bracket (a comma, a colon or a
    semicolon at most between) to the sentence's end, holding a rendering of a word of :data:`_SENTENCE_WORDS` that
    the English ``source`` says inside the paired parenthetical and nowhere outside its brackets, and that the
    translation's bracket does not render: the bracket closed before them ("（空行按 Enter）：规程规定的标准罚分", "(Enter
    σε κενή γραμμή): η τυπική ποινή των κανονισμών" for "(Enter on an empty line: the standard penalty of the
    regulations)", tester t9bz bz-brk17, bz-brk18; fjar), the part of :func:`closing_moved_before_kept` read by
    rendered words where it reads kept tokens.  The English's bracket holds words besides (a one-word gloss may move
    with its word) and the translation's holds words of its script.  ``pairs``: :func:`_pairs_in_order`'s.  The
    words after the bracket's mark, end marks off, or ``None``; ``None`` too where the bracket moved onto another
    clause, none of the English's content left inside ("不能：（可能性很多或不明显）人为调整分" for "No: the possibilities
    are … (artificial score)": :func:`bracket_moved_to_clause`'s finding, tester t9bw bw-brk08) or closed on a word
    that cannot end a phrase ("Έξοδος (διατηρείται η) απόφαση σε εξέλιξη": :func:`closed_before_its_word`'s, its noun
    named; test_check_fixzz)."""
    if bracket_moved_to_clause(source, target, lang) is not None or closed_before_its_word(source, target,
                                                                                           lang) is not None:
        return None
    said_en = {name for _s, _e, name in _sentence_words(_outside(source, [mine for mine, _t in pairs]), "en")}
    for mine, theirs in pairs:
        if source[mine.start] != "(" or halfwidth(target[theirs.start]) != "(" \
                or halfwidth(target[theirs.end - 1:theirs.end]) != ")" or _ONE_WORD_GLOSS.fullmatch(mine.content.strip()) \
                or not _WORDS_OF_TEXT.search(theirs.content):
            continue
        own = {name for _s, _e, name in _sentence_words(mine.content, "en")} - said_en \
            - {name for _s, _e, name in _sentence_words(theirs.content, lang)}
        if not own:
            continue
        rest = re.match(r"\s*[,，、:：；·\u0387]?\s*" if lang == "el" else r"\s*[,，、:：;；]?\s*", target[theirs.end:])
        words = target[theirs.end + rest.end():]
        words = words[:_SENTENCE_ENDS.search(words).start()].strip()
        if own & {name for _s, _e, name in _sentence_words(words, lang)} and _WORDS_OF_TEXT.search(words):
            return words
    return None


_SENTENCE_WORDS = (
    # (English, Chinese, Greek: accents off, lower case); interface words a translation renders the same way each time
    ("result", r"\bresults?\b", r"结果|成绩", r"αποτελεσμ"),
    # ("scored", "scoring" too: "否：各桌打的是同一版本（照常）计分" for "(it is scored as usual)", the bracket closed before
    # the parenthetical's verb, tester t9cb cb-brk10, fjaz)
    ("score", r"\bscor(?:e[sd]?|ing)\b", r"分数|得分|计分|调整分|比分", r"βαθμολογ|σκορ"),
    ("artificial", r"\bartificial", r"人为", r"τεχνητ"),
    ("ruling", r"\brulings?\b", r"裁决|裁定", r"αποφασ"),
    ("recorded", r"\brecord(?:ed|s)?\b", r"记录|记下|登记", r"καταγραφ|καταγεγραμμ"),
    ("obtained", r"\bobtain", r"得出|获得|取得|得到", r"επιτευχθ|ληφθ|αποκτ"),
    ("corrects", r"\bcorrect(?:s|ed|ing)?\b", r"更正|纠正|修正", r"διορθων|διορθωσ"),
    ("saved", r"\bsaved?\b", r"保存", r"αποθηκευ"),
    ("regulation", r"\bregulations?\b", r"规程|规章|规则|章程", r"κανονισμ"),
    ("settings", r"\bsettings?\b", r"设置", r"ρυθμισ"),
    ("file", r"\bfiles?\b", r"文件", r"αρχει"),
    ("entry", r"\bentr(?:y|ies)\b", r"条目", r"καταχωρ"),
    ("table", r"\btables?\b", r"桌", r"τραπεζ"),
    ("board", r"\bboards?\b", r"牌", r"διανομ"),
    ("session", r"\bsessions?\b", r"节|场次", r"ημεριδ|συνεδρ"),
    ("player", r"\bplayers?\b", r"牌手|选手", r"παικτ"),
    # the alternatives of 12C1(e)'s "an extremely serious error … or a gambling action", which an interface string
    # asks about: which of them a bracket follows (:func:`bracket_moved_over_join`, tester t9ca ca-brac05, fjat)
    ("error", r"\berrors?\b", r"错误|失误|过失|差错", r"λαθ|σφαλμα"),
    ("action", r"\bactions?\b", r"行为|行动|举动", r"ενεργει|πραξ"),
    # what a helper shows and runs on: "Redraw the whole screen (when a bad connection garbled it)" as "Επανασχεδίαση
    # (όλης της οθόνης όταν μια κακή σύνδεση …)", the opening bracket moved over "the whole screen" (tester t9ca
    # ca-brac20, fjat)
    ("screen", r"\bscreens?\b", r"屏幕|画面", r"οθον"),
    ("window", r"\bwindows?\b", r"窗口", r"παραθυρ"),
    ("connection", r"\bconnect(?:ion|ions|ed)?\b", r"连接|联网", r"συνδεσ|συνδεθ|συνδεδεμ"),
    ("terminal", r"\bterminals?\b", r"终端", r"τερματικ"),
    # the review screen's editor and the text it edits: "Close the editor (asks first when the text was changed)" as
    # "Κλείσιμο (του επεξεργαστή ρωτά πρώτα …)", the opening bracket moved over "the editor" (tester t9cb cb-brk18,
    # fjaz)
    ("editor", r"\beditors?\b", r"编辑器", r"επεξεργαστ"),
    ("text", r"\btexts?\b", r"文本|文字|正文", r"κειμεν"),
)
"""Words of an interface string's sentence and what renders them, per language, by which a bracket of the
translation is read as holding words the English says outside its brackets (:func:`opening_moved_before_words`:
"（结果人为调整分）" for "no result … (artificial score)", tester t9bx bx-brk05; :func:`bracketed_sentence_word`:
"(κανονισμών)" for the "regulation" of "regulation settings file (TOML)", bx-brk19; fjaf).  A new word is one row."""

_SENTENCE_PATTERNS = {lang: [(name, re.compile(forms[i], re.IGNORECASE)) for name, *forms in _SENTENCE_WORDS]
                      for i, lang in enumerate(("en", "zh", "el"))}


def _plain(text: str) -> str:
    """``text`` with accents off and lower case, one character for one (its positions kept)."""
    return "".join(unicodedata.normalize("NFD", char)[0].lower() for char in text)


def _sentence_words(text: str, lang: str) -> list[tuple[int, int, str]]:
    """The words of :data:`_SENTENCE_WORDS` ``text`` says in ``lang`` (``"en"``, ``"zh"``, ``"el"``): ``(start, end,
    English name)`` in order of place."""
    plain = _plain(text)
    return sorted((m.start(), m.end(), name) for name, pattern in _SENTENCE_PATTERNS.get(lang, ())
                  for m in pattern.finditer(plain))


def _outside(text: str, pairs: list[Parenthetical]) -> str:
    """``text`` with the contents of ``pairs`` blanked (as many spaces)."""
    return _spans_without(text, [(p.start, p.end) for p in pairs])


def opening_moved_before_words(source: str, target: str, lang: str) -> str | None:
    """The words of the ``zh``/``el`` translation ``target`` that a bracket takes in before what renders the English's
    parenthetical, the bracket opened too early: "本桌在这副牌上无法得出（结果人为调整分）" for "At this table no result
    could be obtained on it (artificial score)" (tester t9bx bx-brk05, bx-brk15), "第 {id} 号裁决（已记录更正第 {old}
    号裁决）" for "Ruling {id} recorded (corrects ruling {old})" (bx-brk08, bx-brk18; fjaf), the mirror of a bracket
    closed too early (:func:`closing_moved_before_kept`).  Read where both texts have as many parentheticals (none
    broken), paired in order: in a round pair of the translation, before the first rendering of what the English's
    content says (a word of :data:`_SENTENCE_WORDS`, a placeholder, a number, a Latin word: :data:`_KEPT_TOKEN`),
    a rendering of a word the English says outside its brackets and not inside that one, which the translation does
    not say outside its brackets (a gloss repeats a word said outside; "（即更正第 {old} 号裁决）" or word order changed
    inside the bracket takes nothing in), or such a placeholder ("第（{id} 号裁决已记录，更正第 {old} 号裁决）", fjan; not
    one the English sets right before its bracket, :data:`_DETAILS_BEFORE`: "（{host} 上，终端 {terminal}）" for "on {host}
    ({terminal})").  The bracket's content up to the last word so taken in (``已记录``) or
    ``None``."""
    pairs = _pairs_in_order(source, target, lang)
    english_outside = _outside(source, [mine for mine, _t in pairs])
    target_outside = _outside(target, [theirs for _m, theirs in pairs])
    for mine, theirs in pairs:
        if source[mine.start] != "(" or halfwidth(target[theirs.start]) != "(":
            continue
        own_words = {name for _s, _e, name in _sentence_words(mine.content, "en")}
        own_tokens = set(_KEPT_TOKEN.findall(mine.content))
        said_words = {name for _s, _e, name in _sentence_words(english_outside, "en")}
        rendered_outside = {name for _s, _e, name in _sentence_words(target_outside, lang)}
        words = _sentence_words(theirs.content, lang)
        # (a word the English says both outside and inside that bracket, which the translation's bracket says more
        # often than the English's and its text outside brackets less often than the English's: its first renderings
        # in the bracket are the outside one's, the 裁决 of "第（{id} 号裁决已记录，更正第 {old} 号裁决）" for "Ruling {id}
        # recorded (corrects ruling {old})", fjan)
        inside_en = Counter(name for *_span, name in _sentence_words(mine.content, "en"))
        outside_en = Counter(name for *_span, name in _sentence_words(english_outside, "en"))
        outside_theirs = Counter(name for *_span, name in _sentence_words(target_outside, lang))
        inside_theirs = Counter(name for *_span, name in words)
        lent = {name: min(outside_en[name] - outside_theirs[name], inside_theirs[name] - inside_en[name])
                for name in own_words & said_words}
        borrowed = []
        for s, e, name in words:
            if lent.get(name, 0) > 0:
                lent[name] -= 1
                borrowed.append((s, e, name))
        tokens = [(m.start(), m.end(), m.group()) for m in _KEPT_TOKEN.finditer(theirs.content)]
        first_own = min([s for s, e, name in words if name in own_words and (s, e, name) not in borrowed]
                        + [s for s, _e, token in tokens if token in own_tokens], default=None)
        if first_own is None:
            continue
        taken = [e for s, e, name in words if e <= first_own and (name in said_words - own_words - rendered_outside
                                                                    or (s, e, name) in borrowed)]
        # and a placeholder of the English's said outside its brackets, not in that one nor outside the translation's:
        # "第（{id} 号裁决已记录，更正第 {old} 号裁决）" for "Ruling {id} recorded (corrects ruling {old})" (tester t9by's
        # open point, fjan); not one the English sets right before its bracket, nor one of the details it sets apart
        # by commas right before it, each with its placeholder: what the project's Chinese draws in beside it,
        # "（{host} 上，终端 {terminal}）" for "on {host} ({terminal})", "（开始于 {time}，记录于 {at}，UTC）" for ", started at
        # {time}, recorded at {at} (UTC)"
        beside = _DETAILS_BEFORE.search(source, 0, mine.start)
        drawn = set(_PLACEHOLDER.findall(english_outside)) - own_tokens - set(_PLACEHOLDER.findall(target_outside)) \
            - set(_PLACEHOLDER.findall(beside.group() if beside else ""))
        taken += [e for s, e, token in tokens if e <= first_own and token in drawn]
        if taken:
            end = max(taken)
            if lang == "el":  # (to the word's end: a Greek stem matched, "καταγράφ|ηκε")
                end = re.compile(r"[^\W\d_]*").match(theirs.content, end).end()
            return theirs.content[:end].strip() or None
    return None


_CLAUSE_MARK_BEFORE = re.compile(r"[：:，,；;。!！?？]\s*\Z")


def bracket_moved_to_clause(source: str, target: str, lang: str) -> tuple[str, str] | None:
    """The last round pair of the ``zh``/``el`` interface translation ``target`` moved onto another clause than the
    English's: the English ``source`` ends with a parenthetical (nothing but end marks after it) that follows words of
    its clause and is no one-word gloss (:data:`_ONE_WORD_GLOSS`: "(teams)" may move with its word when the word order
    changes), and the translation's last pair opens a clause (right after a colon, a comma, a semicolon, after words)
    with words of its script after it to the end: "否：（各桌打的是同一版本）照常计分" for "No: every table played the same
    version (it is scored as usual)", the brackets around the clause the English says outside them (tester t9bn
    bn-brk07, fiyk).  As many parentheticals on each side, none broken.  ``(the translation's bracket content, the
    English's parenthetical)`` or ``None``."""
    if lang not in ("zh", "el") or bracket_problems(source) or bracket_problems(target):
        return None
    english, translated = parentheticals(source), parentheticals(target)
    if not english or len(english) != len(translated):
        return None
    mine, theirs = english[-1], translated[-1]
    if source[mine.start] != "(" or source[mine.end:].strip(" .!?;:") or _CLAUSE_MARK_BEFORE.search(
            source[:mine.start]) or not _WORDS_EN.search(source[:mine.start]) \
            or _ONE_WORD_GLOSS.fullmatch(mine.content.strip()) or not _WORDS_EN.search(mine.content):
        return None
    before, rest = target[:theirs.start], target[theirs.end:]
    if halfwidth(target[theirs.start]) != "(" or not _CLAUSE_MARK_BEFORE.search(before) \
            or not _WORDS_OF_TEXT.search(before) or not _WORDS_OF_TEXT.search(theirs.content) \
            or not _WORDS_OF_TEXT.search(rest) or re.search(r"[：:，,；;。!！?？]", rest.rstrip(" .。!！?？;；")):
        return None
    return theirs.content.strip(), source[mine.start:mine.end]
