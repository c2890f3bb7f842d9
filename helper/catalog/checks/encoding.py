"""Footnote markers, mojibake, lost characters and tokenisation damage."""

from __future__ import annotations

import re
from collections import Counter

from helper.catalog.checks.common import _, _is_cjk
from helper.catalog.checks.numbers import _PLACEHOLDER_RE


_MARKER_RE = re.compile(r"[⁰¹²³⁴⁵⁶⁷⁸⁹]+⁾?|⁽[⁰¹²³⁴⁵⁶⁷⁸⁹]+⁾|[*†‡§](?!\w*\})")
_MOJIBAKE_RE = re.compile(
    "Ã[\u0080-\u00bf]|Â[\u0080-\u00bf]|â€[\u0080-\u00ff\u2018-\u201e\u2020-\u2122\u0152-\u0178]?"
    "|Î[\u0080-\u00bf\u2018-\u2122]|Ï[\u0080-\u00bf\u2018-\u2122]|ï¼|ï½|ã€|[åæç][\u0080-\u00bf]{2}"
    "|\ufffd")
_TOKEN_DAMAGE = (
    (re.compile(r"\w ' \w|\w '\s?s\b(?<!\w's)"), "apostrophe"),
    (re.compile(r"\b(?:non|self|semi|anti|co|counter|multi|pre|re|sub|well|part|over|under|inter)"
                r" - \w", re.I), "hyphen"),
    (re.compile(r"[(\[“] | [)\]”]"), "bracket"),
    (re.compile(r"\w [.,;:](?=\s|$)"), "punctuation"),
    (re.compile(r"\S[ \u3000]+[，。；：）」』、]"), "full-width"),
)
_TOKEN_KINDS = {"apostrophe": _("apostrophe"), "hyphen": _("hyphen"), "bracket": _("bracket or quote"),
                "punctuation": _("punctuation"), "full-width": _("full-width punctuation")}


def markers(text: str) -> Counter:
    """Footnote markers (``*``, ``†``, superscripts ``¹⁾``) and how often each occurs."""
    clean = _PLACEHOLDER_RE.sub(" ", text)
    return Counter(m.group() for m in _MARKER_RE.finditer(clean))


_BULLETS = re.compile(r"(?m)^[ \t]*[-*•·▪◦‣–—]")
"""A line of an English text that a bullet or dash opens: where the translation's ``?`` at a line's start is that
bullet lost."""


_ASKING = frozenset("吗呢吧么")
"""The particles that end a Chinese question (是吗?): a '?' after one asks."""

_PHRASE_GOES_ON = frozenset("（(，、；：,;:")
"""What follows a word inside its sentence (an opening bracket, a comma, a colon), never a question's end."""


def _question_marks(text: str, lang: str, english: str | None = None) -> list[tuple[int, int, str]]:
    """Suspicious ``?``: a lost dash, bullet, letter or characters.  Returns (start, end, kind) per run, kind
    ``whole`` (the text is nothing but ``?``: all its characters lost, tester t9bt bt-moj06, fizl), ``bullet`` (one
    at a line's start), ``lost`` (several in a row: a word's characters), ``dash`` (one between spaces) or
    ``letter`` (one inside a word, before one, or ending one before a bracket: 裁?判, ?在国际,
    διανομ?(ες); fixyb).  ``english``: the English of an interface string, if known: a ``?`` opening a line of it
    glued to a Chinese character ("?目" for 条目, tester t9bh bh-moj09) is a lost character of that word, no bullet,
    unless a line of the English opens with a bullet or dash (the law texts' published Chinese lost its bullets as
    ``?``, "?在国际比赛分制": those stay bullets; their English is not given here).  A Chinese ``?`` glued to a
    character and followed by a bracket or a comma where ``english`` asks nothing (no ``?``) is a ``letter`` too:
    a character lost inside its phrase (裁决详?（各项均可留空）, tester t9bj bj-moj21), unless a particle that asks
    (吗, 呢) stands before it."""
    found = []
    whole = text.strip()
    if lang != "en" and whole and not whole.strip("? \t") and (english is None or english.strip("? \t")):
        # a translation that is nothing but '?' ("session" as "?", tester t9bt bt-moj06, fizl): its whole text lost
        # in conversion, kind ``whole``; no bullet (a bullet opens a line of text) and no sentence missing besides
        start = text.index(whole)
        return [(start, start + len(whole), "whole")]
    glued_letter = english is not None and not _BULLETS.search(english)
    for match in re.finditer(r"\?(?:[ \t]*\?)*", text):
        start, end = match.span()
        before = text[:start]
        line_start = before.rstrip(" \t\u3000\u00a0").endswith("\n") or not before.strip(" \t\u3000\u00a0")
        if line_start and match.group() == "?" and end < len(text) and text[end].isalpha() and (
                not _is_cjk(text[end]) or glued_letter):
            # "?σφαλε" for Έσφαλε (tester t9bf moj04): a letter of the word lost, not a bullet (one stands apart)
            found.append((start, end, "letter"))
        elif line_start and len(match.group().replace(" ", "").replace("\t", "")) == 1:
            found.append((start, end, "bullet"))
        elif line_start:  # "????可以对…" (主管单位 lost, t9ax zh_laws148), "???? μπορεί": a word's characters lost, no
            # bullet (a bullet is one character; fix9pb)
            found.append((start, end, "lost"))
        elif len(match.group().replace(" ", "").replace("\t", "")) >= 2 and "??" in match.group():
            # '?????????' for ανακτήσει, 'ο υπαίτιος ????????????' (tester t9az z166, z640, z648): question marks in a
            # row, before punctuation or at the end too, are a word's characters lost (a question ends in one)
            found.append((start, end, "lost"))
        elif start > 0 and text[start - 1] in " \t" and end < len(text) and text[end] in " \t":
            found.append((start, end, "dash"))
        elif end < len(text) and (text[end].isalpha() or _is_cjk(text[end])):
            found.append((start, end, "letter"))
        elif start > 0 and (text[start - 1].isalpha() or _is_cjk(text[start - 1])) and re.match(
                r"[(（][^\W\d_]{1,4}[)）]", text[end:end + 6]):  # (a word's ending in brackets; not "吗?（y / n）")
            found.append((start, end, "letter"))  # διανομ?(ες): the word's last letter lost before its ending (fixyb)
        elif (lang == "zh" and english is not None and "?" not in english and match.group() == "?" and start > 0
              and _is_cjk(text[start - 1]) and text[start - 1] not in _ASKING and end < len(text)
              and text[end] in _PHRASE_GOES_ON):
            # 裁决详?（各项均可留空） for 裁决详情 (tester t9bj bj-moj21, fixzs): a '?' glued to a character before a
            # bracket or a comma, where the English asks nothing, is a character lost: a question ends its sentence
            found.append((start, end, "letter"))
        elif lang == "zh" and end < len(text) and text[end] == " " and end + 1 < len(text):
            found.append((start, end, "dash"))
    return found
