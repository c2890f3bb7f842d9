"""The shape of a translation against its English (issue 9 §2).

- sentences: the English and the translation are split at sentence ends
  (ASCII ``. ! ?`` followed by a space or the end, CJK ``。！？``, the Greek
  question mark ``;``) and aligned by relative length, so a dropped or an
  added sentence is named;
- untranslated runs: English words left inside a Chinese or Greek text
  (a run of Latin-script words taken from the English), code, quoted names
  and the project's fixed tokens (IMPs, NS, Ctrl+N, TOML ...) aside;
- placeholders by position: ``{ns}`` and ``{ew}`` swapped, seen through the
  side label before each (NS/EW, 南北/东西, ΒΝ/ΑΔ) or, failing that,
  through their order;
- line breaks: a ``\\n`` of the English lost or added;
- doubled Chinese words (``裁判裁判``);
- numbers in order and with the terms they qualify (60% and 40% swapped
  between average plus and average minus in Law 12C2(a)).
"""

from __future__ import annotations

import os
import re
from functools import lru_cache
from typing import NamedTuple

from helper.catalog.checks.common import _is_cjk, halfwidth, zh_writes
from helper.catalog.checks.placeholder_roles import SIDE_LABELS

# ---------------------------------------------------------------- sentences

_LAW_NUMBER_END = re.compile(r"(?i)\b(?:laws?|νόμο[ςυν]?|νόμων|νόμους)\s+\d$")
_ABBREVIATIONS = {"e.g", "i.e", "etc", "cf", "vs", "no", "nos", "mr", "mrs", "dr", "st", "p", "pp", "ch",
                  "π.χ", "κ.λπ", "κλπ", "δηλ", "βλ", "σελ", "αρ", "κ.ά", "κ.α", "ό.π", "λ.χ"}


class Sentence(NamedTuple):
    start: int
    end: int
    text: str


def sentences(text: str, lang: str) -> list[Sentence]:
    """The sentences of ``text`` in ``lang``: see :func:`_sentences` (remembered for the last few texts: the
    comparisons of one entry ask for the same sentences several times)."""
    return list(_sentences(text, lang))


@lru_cache(maxsize=32)
def _sentences(text: str, lang: str) -> tuple[Sentence, ...]:
    """The sentences of ``text`` (``lang``: ``en``, ``zh`` or ``el``), in order.

    A sentence ends at ``。！？`` (full-width too), or at ``.``, ``!``, ``?``
    (and, in Greek, the question mark ``;``) followed by white space or the
    end of the text; closing quotes and brackets right after the mark belong
    to the sentence.  ``.`` after an abbreviation (``e.g.``, ``π.χ.``), after
    a single letter or digit (``(a).``, ``12.5``; not the end of a token such as ``UTF-8.``) or inside brackets (that
    close: :func:`_unclosed`) does not end one.  Empty pieces (only punctuation, spaces or placeholders) are not
    sentences; a last piece without a mark is one.
    """
    clean = halfwidth(text)
    found: list[Sentence] = []
    start, depth = 0, 0
    unclosed = _unclosed(clean)
    i = 0
    while i < len(clean):
        char = clean[i]
        if char in "([" and i not in unclosed:
            depth += 1
        elif char in ")]" and depth:
            depth -= 1
        end = None
        if char in "。!?" and (text[i] in "。！？" or char in "!?"):
            if char == "。" and depth:
                pass  # a full stop inside brackets that close ends no sentence, as an English '.' there ("［裁决已保留。按
                # F2 可修改。］" for "[The ruling is kept. Press F2 to change it.]"; fizl, tester t9bt bt-bra18's variants)
            elif text[i] in "。！？" or i + 1 == len(clean) or clean[i + 1].isspace() or _is_cjk(clean[i + 1]):
                end = i + 1
        elif char == "." and depth == 0 and (i + 1 == len(clean) or clean[i + 1].isspace() or (
                text[i] == "." and lang == "zh" and (text[i + 1] in "（「『“" or _is_cjk(text[i + 1])))):
            # (in Chinese an English sentence left untranslated ends at its '.' before the Chinese that follows:
            # "No answers have been given yet.（y / n）" is one sentence, "（y / n）" another; tester t9bf unt12)
            word = re.search(r"([\w.]*)$", clean[start:i]).group(1).casefold()
            # a single letter or digit is an initial or a list mark, not the end of a token (UTF-8. Start)
            single = re.fullmatch(r"\w", word) and not re.search(r"[-=]\w$", clean[start:i])
            # (but a law's number before a capital is a sentence's end: el msg "… σύμφωνα με τον Νόμο 6. Ενημερώστε
            # και τις δύο ομάδες." is two sentences; tester t9ba sen48)
            single = single and not (_LAW_NUMBER_END.search(clean[start:i])
                                     and re.match(r"\s+[^\W\d_a-z\u03ac-\u03ce]", clean[i + 1:]))
            if not (word in _ABBREVIATIONS or single or clean[max(0, i - 2):i] == ".."):
                end = i + 1
        elif char == ";" and lang == "el" and depth == 0 and _greek_question_end(clean[i + 1:]):
            end = i + 1
        if end is None and depth == 0 and _ellipsis_end(clean, i, lang):
            end = i + 1
        if end is not None:
            while end < len(clean) and clean[end] in "\"'”’»」』)]":
                end += 1
            _add(found, text, start, end)
            start, i = end, end
            continue
        i += 1
    _add(found, text, start, len(text))
    return tuple(found)


def sentences_bracket_mended(text: str, lang: str) -> list[Sentence] | None:
    """The sentences of ``text``, a translation one of whose brackets lost its partner, read as if the bracket were
    whole from the text's start or to its end: "The text is {count} characters long: … lists it whole.]" (its "["
    lost, tester t9bt bt-bra18, fizl) is one sentence as its English "[The text is … whole.]" is, the lost bracket
    the brackets check's one finding and no sentence added.  None when every bracket has its partner, or both an
    opening and a closing one lack it."""
    clean = halfwidth(text)
    depth, unopened = 0, False
    for char in clean:
        if char in "([":
            depth += 1
        elif char in ")]":
            if depth:
                depth -= 1
            else:
                unopened = True
    if unopened == bool(depth):
        return None
    if unopened:
        opener = "(" if next(c for c in clean if c in ")]") == ")" else "["
        return [Sentence(max(0, s.start - 1), s.end - 1, text[max(0, s.start - 1):s.end - 1].strip())
                for s in _sentences(opener + text, lang)]
    closer = ")" if [c for c in clean if c in "(["][-1] == "(" else "]"
    return [Sentence(s.start, min(s.end, len(text)), text[s.start:min(s.end, len(text))].strip())
            for s in _sentences(text + closer * depth, lang)]


def _ellipsis_end(clean: str, i: int, lang: str) -> bool:
    """Whether the ellipsis ending at ``clean[i]`` (``…``, ``……`` or ``...``) ends a sentence: a capital after white
    space starts the next one ("Reading and checking the catalogues… This takes a few seconds." is two sentences, so
    a translation that drops the second names it: tester t9bt bt-sen16, fizl), and in Chinese a character after it
    or a capital (正在读取并检查译文目录…需要几秒钟。).  A lower-case word after it ("may ... not") goes on with the
    sentence."""
    if clean[i] == "…":
        if clean[i + 1:i + 2] == "…":
            return False
    elif not (clean[i] == "." and clean[max(0, i - 2):i] == ".." and clean[i + 1:i + 2] != "."):
        return False
    rest = clean[i + 1:]
    if lang == "zh" and rest[:1] and rest[0].isalpha() and (_is_cjk(rest[0]) or rest[0].isupper()):
        return True  # (Chinese writes no space after it: 译文目录…需要几秒钟, 译文目录…Esc 关闭此画面)
    following = rest.lstrip()[:1]
    return bool(rest[:1]) and rest[0].isspace() and following.isalpha() and following.isupper()


def _unclosed(clean: str) -> frozenset[int]:
    """The places of the opening brackets of ``clean`` that no bracket after them closes: a lost ")" (el 12A's
    "(για αγώνες ομάδων, βλέπε Νόμο 86Β. Σε αυτά περιλαμβάνονται:") is the brackets' one finding; the sentences after
    it still end where they end, not read as inside the brackets (fix9mc, tester t9aw el_laws143)."""
    stack: list[int] = []
    for i, char in enumerate(clean):
        if char in "([":
            stack.append(i)
        elif char in ")]" and stack:
            stack.pop()
    return frozenset(stack)


_AFTER_BRACKET = re.compile(r"\s*[,，;；]\s*(?P<words>.*?)\s*[.。;；!！?？]?\s*\Z", re.DOTALL)
"""What follows a translated sentence's last bracket when it is a clause set off by a comma or a semicolon: its
words."""


def clause_added_at_end(aligned: "Alignment", lang: str) -> list[tuple[Sentence, str]]:
    """The translated sentences that go on after their last bracket where their English ends at its own last bracket
    ("… award one or more artificial adjusted scores [see Law 12C2]." as "…人为调整分[参见第12条C款2项]，并对双方各处以程序性罚
    分。", Law 86B2(c): "and give each side a procedural penalty" added; fix9mc, tester t9aw zh_laws117): ``[(translated
    sentence, the clause added)]``, each pair of the alignment one English sentence with one translated.

    The clause is one set off by a comma or a semicolon, holding words (two Chinese characters, a Greek word of
    three letters), carrying none of the English's numbers, references and terms (:func:`_anchors`) the rest of the
    translation lacks, and the translation nearer the English's length without it than with it: a part of the
    English said after a bracket put earlier ("…（见下文C2），裁判将判人为调整分。" for "The Director awards an artificial
    adjusted score if … (see C2 below).") is a rendering, no clause added; a reference put before its noun ("〔见…〕所述
    的调整分": no comma) gives none."""
    from helper.catalog.checks.brackets import parentheticals

    found = []
    for english, translated in aligned.pairs:
        if len(english) != 1 or len(translated) != 1:
            continue
        mine, theirs = english[0], translated[0]
        groups_en, groups = parentheticals(mine.text), parentheticals(theirs.text)
        if not groups_en or not groups or mine.text[groups_en[-1].end:].strip(" .;:!?"):
            continue
        last = groups[-1]
        if halfwidth(theirs.text[last.end - 1:last.end]) not in ")]〕】":
            continue  # never closed: the brackets check's
        match = _AFTER_BRACKET.match(theirs.text, last.end)
        if match is None:
            continue
        words = match.group("words")
        if not ((lang == "zh" and sum(1 for c in words if _is_cjk(c)) >= 2) or (
                lang == "el" and re.search(r"[\u0370-\u03ff\u1f00-\u1fff]{3}", words))):
            continue
        rest = Sentence(theirs.start, theirs.start + last.end, theirs.text[:last.end])
        clause = Sentence(theirs.start + match.start("words"), theirs.start + match.end("words"), words)
        if (_anchors(clause, lang) - _anchors(rest, lang)) & _anchors(mine, "en"):
            continue
        whole, have, gone = _weight(mine.text) * _RATIO.get(lang, 1.0), _weight(theirs.text), _weight(words)
        if abs(have - gone - whole) < abs(have - whole):
            found.append((theirs, words))
    return found


_AND_CLAUSE_EN = re.compile(r"(?<![^\W\d_])and\s+(?P<clause>[^\W\d_][^,;:.!?()]*?)\s*(?=[.!?]\s*$|[.!?]\s*[)\"']|$)")
"""An English sentence's last clause joined by "and", to its end ("Ruling {id} is recorded and stays in the record.")."""
_JOINING = {"zh": re.compile(r"[，,、；;：:]|并|且|和|及|与|同时|还|也|然后|随后"),
            "el": re.compile(r"[,;·:]|(?<![^\W\d_])(?:και|κι|ή|ενώ|έπειτα|μετά)(?![^\W\d_])", re.IGNORECASE)}
"""What joins a second clause or a second item in a translated sentence: a comma, "and", "then"."""
_ADDED_CLAUSE = {"zh": re.compile(r"[，,]\s*(?P<clause>(?:并且|并|然后|随后|同时)[^，,。；;！？!?]{2,})[。！？.!?]?\s*$"),
                 "el": re.compile(r",\s*(?P<clause>(?:και|κι|έπειτα|μετά)\s+[^,.;·!?]*[\u0370-\u03ff\u1f00-\u1fff]{3}"
                                  r"[^,.;·!?]*)[.!;]?\s*$", re.IGNORECASE)}
"""A last clause of a translated sentence joined by "and" / "then" after a comma (，并重新发牌; ", και ...")."""
_JOINED_EN = re.compile(r"[,;:]|(?<![^\W\d_])(?:and|then|also|or|while|but)(?![^\W\d_])", re.IGNORECASE)


def clauses_joined_changed(aligned: "Alignment", lang: str) -> tuple[list[str], list[str]]:
    """The "and" clauses at a sentence's end dropped or added in an interface translation, each pair of the alignment
    one English sentence with one translated: ``(English clauses dropped, translated clauses added)``.

    Dropped: the English sentence ends with a clause of three words or more joined by "and" (:data:`_AND_CLAUSE_EN`:
    "Ruling {id} is recorded and stays in the record."), its translation joins nothing (:data:`_JOINING`: no comma,
    并, 和, "και": "第 {id} 号裁决已记录。", tester t9bf sen04) and is nearer the English's length without the clause
    than with it (:func:`_weight`, :data:`_RATIO`).  Added: the English sentence joins nothing (:data:`_JOINED_EN`),
    its translation ends with a clause joined by 并, 然后, ", και" after a comma (:data:`_ADDED_CLAUSE`: "The board is
    cancelled." as "该副牌取消，并重新发牌。", bf-sen10), the translation nearer the English's length without it, the clause carrying nothing of the English's the rest
    lacks (:func:`_anchors`: a placeholder, a number, a term; "from {low} to below {high}" as "大于或等于 {low}，并且小于
    {high}", tester t9be rewozh53)."""
    dropped: list[str] = []
    added: list[str] = []
    if lang not in _JOINING:
        return dropped, added
    ratio = _RATIO.get(lang, 1.0)
    for english, translated in aligned.pairs:
        if len(english) != 1 or len(translated) != 1:
            continue
        mine, theirs = english[0].text, translated[0].text
        whole, have = _weight(mine) * ratio, _weight(theirs)
        match = _AND_CLAUSE_EN.search(mine)
        if match is not None and len(match.group("clause").split()) >= 3 and not _JOINING[lang].search(theirs):
            if abs(have - (whole - _weight("and " + match.group("clause")) * ratio)) < abs(have - whole):
                dropped.append(mine[match.start():match.end("clause")])
            continue
        match = _ADDED_CLAUSE[lang].search(theirs)
        if match is not None and not _JOINED_EN.search(mine):
            start = translated[0].start + match.start("clause")
            clause = Sentence(start, start + len(match.group("clause")), match.group("clause"))
            rest = Sentence(translated[0].start, start, theirs[:match.start("clause")])
            if (_anchors(clause, lang) - _anchors(rest, lang)) & _anchors(english[0], "en"):
                continue  # it says what the English says ("from {low} to below {high}" as "…，并且小于 {high}")
            if abs(have - _weight(match.group("clause")) - whole) < abs(have - whole):
                added.append(match.group("clause"))
    return dropped, added


_RELATIVE_END_EN = re.compile(r",\s+(?P<clause>(?:which|who|whom|whose)\s+[^\W\d_][^,;:.!?()]*?)\s*(?=[.!?]\s*$|$)",
                              re.IGNORECASE)
"""An English sentence's last clause, a relative after a comma, to its end ("…, which completes it.")."""
_LAST_BRACKET = re.compile(r"\s*[（(][^（）()]*[)）]\s*(?=[.。!！?？]?\s*$)")
"""A sentence's last bracket, before its end mark ("(Laws 92, 93)", "（第92条、第93条）"): read off the sentence when a
relative clause ends before it (:func:`relative_dropped`)."""
_RELATIVE_EL = re.compile(r"(?<!\w)(?:που|οποι\w*|οπου|οποτε)(?!\w)")
"""A Greek relative word, folded (που, ο οποίος, όπου)."""
_PLACEHOLDER_END = re.compile(r"\{\w+\}")


def relative_dropped(aligned: "Alignment", lang: str, negations=lambda text, lang: 0) -> list[str]:
    """The relative clause ending an English interface sentence (:data:`_RELATIVE_END_EN`: "…, which completes it.")
    that its ``zh``/``el`` translation drops, each pair of the alignment one English sentence with one translated
    (tester t9bh bh-sen11, bh-sen23, fixzo): what the English adds about the thing just named is gone.  The translated
    sentence is nearer the English's length without the clause than with it (:func:`_weight`, :data:`_RATIO`), and
    says no relative there: in Greek its last piece (:func:`_pieces`) holds no relative word (:data:`_RELATIVE_EL`:
    που, ο οποίος); in Chinese, where the English names the thing by a placeholder ("ruling {new}, which …"), that
    placeholder ends the sentence but for its noun (第 {new} 号裁决。) with no 的 in the four characters before it (a
    relative said before its noun, 已结束的进程 {pid}); where it names no placeholder, the translation's last piece is
    the English's main piece alone (:func:`_last_piece_is_main`: tester t9bl bl-sen11, fiyb).  A relative clause that
    ends before the sentence's last bracket (", which follows it (Laws 92, 93).") is read with both sentences' last
    brackets off (:data:`_LAST_BRACKET`: tester t9bn bn-sen12, t9bk bk-sen25, fiyl).  ``negations(text, lang)``
    counts a text's negations (:func:`helper.catalog.checks.negation.negation_count`, passed by the caller: see
    :func:`_relative_said`).  The English clauses, "which" included."""
    from helper.catalog.checks.modality import _fold_same_length

    found: list[str] = []
    if lang not in ("zh", "el"):
        return found
    ratio = _RATIO.get(lang, 1.0)
    for english, translated in aligned.pairs:
        if len(english) != 1 or len(translated) != 1:
            continue
        mine, theirs = english[0].text, translated[0].text
        match = _RELATIVE_END_EN.search(mine)
        if match is None and _LAST_BRACKET.search(mine):
            # (a relative clause ending before the sentence's last bracket, "…, which follows it (Laws 92, 93).":
            # both sentences read without their last bracket; tester t9bn bn-sen12, t9bk bk-sen25, fiyl)
            mine, theirs = _LAST_BRACKET.sub("", mine), _LAST_BRACKET.sub("", theirs)
            match = _RELATIVE_END_EN.search(mine)
        if match is None:
            continue
        whole, have = _weight(mine) * ratio, _weight(theirs)
        if not abs(have - (whole - _weight(match.group("clause")) * ratio)) < abs(have - whole):
            continue
        if _relative_said(mine, match, theirs, lang, negations):
            continue  # its negation or its term said: the relative made the main clause (tester t9bz bz-rew18, fjas)
        if lang == "el":
            pieces = _pieces(theirs, lang)
            last = _fold_same_length(theirs[pieces[-1][0]:pieces[-1][1]]) if pieces else ""
            if _RELATIVE_EL.search(last):
                continue
        else:
            named = _PLACEHOLDER_END.findall(" ".join(mine[:match.start()].split()[-2:]))
            at = theirs.find(named[-1]) if named else -1
            if at < 0 and not named and _last_piece_is_main(mine, match, theirs, ratio):
                found.append(match.group("clause"))
                continue
            if at < 0:
                continue
            after = theirs[at + len(named[-1]):].strip()
            if "的" in "".join(theirs[:at].split())[-4:] or not re.fullmatch(r"[^\W\d_]{0,4}[。.！!]?", after) \
                    or re.search(r"[A-Za-z]", after):
                continue
        found.append(match.group("clause"))
    return found


def _relative_said(mine: str, match: re.Match, theirs: str, lang: str, negations) -> bool:
    """Whether the translated sentence ``theirs`` says what the English sentence ``mine``'s last relative clause
    (``match``, :data:`_RELATIVE_END_EN`) says and the rest of ``mine`` does not: a negation (more negations than the
    rest has, counted by ``negations(text, lang)``: the caller passes :func:`negation.negation_count`, which this module
    cannot import, negation importing it through meaning) or a glossary term (:func:`terminology.named_alone`).  A translation
    may make the relative its main clause, the English's main clause its object, shorter than the English with both:
    "This paragraph's text is in Chinese, which this terminal cannot show." as "此终端无法显示本条文的中文文本。" or "Αυτό
    το τερματικό δεν μπορεί να δείξει το κινεζικό κείμενο αυτής της παραγράφου." (tester t9bz bz-rew18, fjas): its
    "cannot" (无法, δεν μπορεί) is there.  A relative saying neither ("which completes it") has no such witness: its
    length and place alone are read."""
    from helper.catalog.checks.terminology import named_alone

    clause = match.group("clause")
    rest = mine[:match.start()] + mine[match.end():]
    if negations(clause, "en") and negations(theirs, lang) > negations(rest, "en"):
        return True
    own = named_alone(clause, "en") - named_alone(rest, "en")
    return bool(own & named_alone(theirs, lang))


def _last_piece_is_main(mine: str, match: re.Match, theirs: str, ratio: float) -> bool:
    """Whether the Chinese sentence ``theirs`` ends with the English sentence ``mine``'s last main piece alone, its
    relative clause (``match``, :data:`_RELATIVE_END_EN`) said nowhere (tester t9bl bl-sen11, fiyb: "…kept with this
    Director's ruling in progress, which the next start resumes." as …保存在此裁判进行中的裁决里。): a relative after
    its noun is said in Chinese by a piece of its own after a comma (，下次启动时继续) or before the noun with 的 (下次启动
    时继续的…裁决), so the translation's last piece (:func:`_pieces`) is as long as the relative, or as the main piece
    and the relative together; here its length (:func:`_weight`, times ``ratio``) is nearer the English's main piece
    (from its last comma, semicolon or colon to the relative) than either.  Where the English names its noun by a
    placeholder, :func:`relative_dropped` reads that instead."""
    pieces_en = _pieces(mine[:match.start()], "en")
    pieces = _pieces(theirs, "zh")
    if not pieces_en or not pieces:
        return False
    main = _weight(mine[pieces_en[-1][0]:pieces_en[-1][1]]) * ratio
    relative = _weight(match.group("clause")) * ratio
    last = _weight(theirs[pieces[-1][0]:pieces[-1][1]])
    return abs(last - main) < min(abs(last - relative), abs(last - main - relative))


def bracket_only(aligned: "Alignment") -> list[str]:
    """The English words before a bracket whose translated sentence is that bracket alone, each pair of the alignment
    one English sentence with one translated: "The full top is computed from it (Enter to skip: give the top
    instead)" as "(Enter για παράλειψη: δώστε αντί γι' αυτό το top)" (tester t9bg bg-sen11, fixzm): the sentence
    before its parenthetical dropped, the parenthetical kept.  The English sentence has two words or more before its
    first bracket; the translated one is one bracket group and its end mark, nothing else."""
    from helper.catalog.checks.brackets import parentheticals

    found = []
    for english, translated in aligned.pairs:
        if len(english) != 1 or len(translated) != 1:
            continue
        mine, theirs = english[0].text, translated[0].text.rstrip(_JOINT_END)
        groups_en, groups = parentheticals(mine), parentheticals(theirs)
        if not groups_en or len(groups) != 1 or groups[0].start != 0 or groups[0].end != len(theirs):
            continue
        before = mine[:groups_en[0].start].strip(" ,;:")
        if len(re.findall(r"[^\W\d_]{2,}", before)) >= 2:
            found.append(before)
    return found


_COLON_TAIL_EN = re.compile(r":\s+(?P<tail>[^\W\d_][^:;()\[\]{}]*?)\s*[.!]?\s*$")
"""The last part of an English sentence after its colon, words alone to its end ("…: give one.")."""
_COLON = re.compile("[:：]")


def colon_tail_dropped(source: str, target: str, lang: str) -> list[tuple[int, int]]:
    """``(start, end)`` in ``source`` of each English sentence's last part after a colon that an interface translation
    drops, the sentences paired one with one by :func:`alignment`: "The contract names declarer {named}, --declarer
    says {given}: give one." as "定约写明庄家为 {named}，--declarer 却为 {given}。" (tester t9bg bg-sen12, fixzm): what the
    user is asked to do is gone.  The part is two words or more, words only (:data:`_COLON_TAIL_EN`: no placeholder,
    number or bracket), its translated sentence has no colon outside brackets, fewer pieces than the English's
    (:func:`_pieces`: "…：there is nothing to take over" as "…，没有什么可接管的" keeps it) and is nearer the English's length
    without the part than with it (:func:`_weight`, :data:`_RATIO`; "…，请只给出一个。" said with a comma is a rendering).
    ``[]`` for another language."""
    if lang not in _RATIO:
        return []
    found = []
    ratio = _RATIO[lang]
    for english, translated in alignment(sentences(source, "en"), sentences(target, lang), lang,
                                         substitutions=True).pairs:
        if len(english) != 1 or len(translated) != 1:
            continue
        mine, theirs = english[0].text, translated[0].text
        match = _COLON_TAIL_EN.search(re.sub(r"\([^()]*\)", lambda m: "_" * len(m.group()), mine))
        if match is None or len(match.group("tail").split()) < 2:
            continue
        if _COLON.search(re.sub(r"[(（][^()（）]*[)）]", "", theirs)):
            continue
        if len(_pieces(theirs, lang)) >= len(_pieces(mine, "en")):
            continue  # as many pieces as the English's: the part said after a comma ("本窗口无裁决记录，没有什么可接管的")
        whole, have, tail = _weight(mine) * ratio, _weight(theirs), _weight(match.group("tail")) * ratio
        if abs(have - (whole - tail)) < abs(have - whole):
            found.append((english[0].start + match.start("tail"), english[0].start + match.end("tail")))
    return found


_PIECE_CUT = {"en": re.compile(r"[,;:]"), "zh": re.compile(r"[,，、;；:：]"), "el": re.compile(r"[,;·:]")}
"""Where a sentence's pieces part, outside brackets: commas, semicolons and colons (and the Chinese enumeration
comma)."""


def _pieces(text: str, lang: str) -> list[tuple[int, int]]:
    """``(start, end)`` of the pieces of ``text`` between the commas, semicolons and colons of :data:`_PIECE_CUT` outside
    brackets, spaces and end marks stripped, empty ones left out."""
    from helper.catalog.checks.brackets import cut_outside

    found = []
    for a, b in cut_outside(text, _PIECE_CUT[lang]):
        piece = text[a:b]
        if piece.strip(_JOINT_END):
            lead = len(piece) - len(piece.lstrip())
            found.append((a + lead, a + len(piece.rstrip(_JOINT_END))))
    return found


def _greek_question_end(rest: str) -> bool:
    """A Greek ``;`` ends a question when the text ends or the next word starts a sentence
    (a capital, a bracket or a quote); ``60 4SN=; 40 4SN-1`` is a list, not two sentences.  A lower-case word after it
    does not end it (a ';' joining two clauses, test_check_fix9bn), so a question whose next sentence lost its
    capital (t9bk bk-sen20) is not read as two sentences here."""
    if not rest:
        return True
    following = rest.lstrip()[:1]
    return rest[0].isspace() and bool(following) and not following.isdigit() and not following.islower()


def _add(found: list[Sentence], text: str, start: int, end: int) -> None:
    piece = text[start:end]
    content = re.sub(r"\{[^{}]*\}|%\(?\w*\)?[sd]", "", piece)
    if any(c.isalpha() or _is_cjk(c) for c in content):
        lead = len(piece) - len(piece.lstrip())
        found.append(Sentence(start + lead, end, piece.strip()))


_CLOSING_END = " \t\n.。!！?？;；·\u0387\"'”’»」』)]）"
"""What may follow the last word of a sentence: its end mark, closing quotes and brackets, spaces."""


def english_joined(found: list[Sentence], text: str, left: list[tuple[int, int]]) -> list[Sentence]:
    """``found`` (the sentences of ``text``, a Chinese or Greek translation) with the English left untranslated in it
    (``left``: spans of ``text``) read inside the translation's sentences, never as sentences of their own (fix9bd,
    tester 9x): a sentence whose end mark closes English left runs on into the next one (如果 incorrect rectification？
    裁判可以判给调整分。 is one sentence: the English's ？ ends no sentence of the translation), and a piece holding
    nothing but English left (“procedural penalty” appended after the question) belongs to the sentence before it (to
    the next one when it comes first).  Returns a new list (``found`` itself when nothing is joined)."""
    if not left or len(found) < 2:
        return found

    def in_left(at: int) -> bool:
        return any(a <= at < b for a, b in left)

    def closes_english(one: Sentence) -> bool:
        last = len(text[one.start:one.end].rstrip(_CLOSING_END)) + one.start
        return last > one.start and in_left(last - 1) and last < one.end

    def only_english(one: Sentence) -> bool:
        return all(in_left(one.start + k) for k, c in enumerate(text[one.start:one.end]) if c.isalpha() or _is_cjk(c))

    groups: list[list[Sentence]] = []
    for one in found:
        if groups and (closes_english(groups[-1][-1]) or only_english(one)):
            groups[-1].append(one)
        elif len(groups) == 1 and len(groups[0]) == 1 and only_english(groups[0][0]):
            groups[-1].append(one)  # English first: it belongs to the sentence after it
        else:
            groups.append([one])
    if len(groups) == len(found):
        return found
    return [Sentence(group[0].start, group[-1].end, text[group[0].start:group[-1].end].strip()) for group in groups]


def _weight(text: str) -> float:
    """A length comparable across scripts: a CJK character counts as three letters."""
    return sum(3 if _is_cjk(c) else 1 for c in text if not c.isspace()) or 1


_RATIO = {"el": 1.2, "zh": 1.05}
"""The length of a translated sentence against its English (``_weight``), the median over the shipped
catalogues' sentence pairs (Greek laws 1.21 and interface 1.19, Chinese interface 1.05)."""

_SKIP = 0.4
"""The cost of leaving a sentence without a partner; a pair costs its length difference (0-1), plus
0.6 times the weighted share of its anchors not on both sides (``_ANCHOR_WEIGHT``; 0.42 more when
each side has anchors and they share none), plus 0.05 times
the difference of its places in the texts (a tie-breaker: with a sentence missing, places shift)."""

_ANCHOR_WEIGHT = {"num": 1.0, "ref": 1.0, "field": 1.0, "code": 1.0, "label": 0.5, "term": 0.3, "shape": 0.5}
"""Numbers, references and placeholders are translated exactly; labels (average plus ...) nearly;
glossary terms are sometimes paraphrased ("innocent side" is αναίτιος άξονας); a question stays a question and
a colon a colon, nearly always (``shape``)."""

_KEY_NAME = re.compile(r"\b(?:Enter|Esc|Escape|Tab|Backspace|PgUp|PgDn)\b|\b(?:Ctrl|Shift|Alt)\+\w+")
"""Key names, kept in Latin letters in every translation (``按 Enter``, ``το Esc``): they tie a sentence to its
translation, and tell apart two sentences that share their only other anchor."""

_JOINT = re.compile("[;；·\u0387]")
"""Joints: two sentences may be translated as one joined at a semicolon (``；``, ``;``, the Greek ano teleia ``·``)
or the other way (Law 12C2(d) in Chinese as one sentence with ``；``): that pair costs as one sentence against the
two, plus ``_JOINED``."""
_JOINT_END = " \t\n.。!！?？;；·\u0387"
_JOINED = 0.05
_COMMA = re.compile(r"[，,]|(?<=\s)(?:και|κι)(?=\s)|并且|而且|(?<=[，,])(?:并|且)")
_COMMA_OR_JOINT = re.compile(_COMMA.pattern + r"|[;；·\u0387]|\n")
"""Where the comma join (``_COMMA_JOINED``) may cut one translated sentence: a comma, and a semicolon or a line break
whose English first sentence has its own joint elsewhere (…shown; nothing recorded. Type the answer, then Enter. as
…到达，未记录任何内容；请输入答案，然后按 Enter。: its ； is not where the English's ; is, so the semicolon join refuses it,
and the two were read as a second sentence dropped; fix9id).  The comma join's conditions hold there too (what each
English sentence alone carries is kept, and a key both name is named twice)."""
_SENTENCE_JOINT_EN = re.compile(r"[;:](?=\s)|,\s+(?=which\s)")
"""Where one English sentence joins what a translation may say as sentences of their own: a semicolon, a colon
(followed by a space: not 12:30), and before a relative clause ", which …" (:func:`joint_pieces`)."""
_JOINT_PIECES_MOST = 4
"""The most sentences :func:`joint_pieces` cuts one English sentence into."""


def joint_pieces(text: str) -> list[tuple[tuple[int, int], ...]]:
    """The ways a translation may say one English sentence ``text`` as three or more sentences, cut at its own joints
    outside brackets (:data:`_SENTENCE_JOINT_EN`: "Note: this helper is an installed copy; its screens show …
    ({own}), which differ from those just built: to see your changes there, run …" as "Σημείωση: … αντίγραφο. Οι
    οθόνες του … χτίστηκαν. Για να δείτε … {root}.", a correct rewording that keeps every fact; tester t9cc cc-rw24,
    fjbc): each way the ``(start, end)`` offsets of its pieces, with the number of cuts made at a semicolon or a
    colon last, as ``(pieces, colons)``.  A way of two pieces is the one-two split's (``_COLON_JOINT``)."""
    from itertools import combinations

    inner = text.rstrip(_JOINT_END)
    cuts, depth, last = [], 0, 0
    for match in _SENTENCE_JOINT_EN.finditer(inner):
        before = inner[last:match.start()]
        depth += sum(before.count(c) for c in "([") - sum(before.count(c) for c in ")]")
        last = match.start()
        if depth == 0 and match.start() > 0 and inner[match.end():].strip():
            cuts.append((match.start(), match.end(), match.group() in (";", ":")))
    ways = []
    for k in range(2, min(len(cuts), _JOINT_PIECES_MOST - 1) + 1):
        for chosen in combinations(cuts, k):
            starts = [0] + [end for _a, end, _c in chosen]
            ends = [start for start, _e, _c in chosen] + [len(inner)]
            ways.append((tuple(zip(starts, ends)), sum(1 for *_x, colon in chosen if colon)))
    return ways


_COMMA_LANGS = ("zh", "el")
_COMMA_JOINED = 0.25
"""Two sentences translated as one joined at a comma (``_COMMA``, Chinese and Greek) pay this instead of
``_JOINED``: commas are everywhere, so only halves close in length to the two sentences pair (fix9n).  A conjunction
joins too ("…εμφανίζεται στα αγγλικά και το `helper catalog check` παραθέτει…", …显示，并且…: fix9p)."""
_COLON_JOINT = re.compile(r"[;；·\u0387]|:(?=\s)|：")
"""The joints of an English sentence where its translation may split it in two: a semicolon, and a colon ("…at most
{most}: shorten it." as …最多只能 {most} 个。请缩短。, fix9p); a colon of a time or a port (12:30) is no joint."""

_EN_CUT = re.compile(r"[,;](?=\s)|:(?=\s)")
"""Where a translation may move the boundary between two English sentences to (86B3 "…from that prescribed in B2,
however in the absence…" split at its comma): a comma, a semicolon or a colon inside one of them."""

_EN_SPLIT = re.compile(r",(?=\s)|\s+and\s+(?=to\s+[a-z]+\b)|"
                       r"\s+and\s+(?=(?:the|each|he|she|it|they)\s+(?:[\w’']+\s+){0,4}?(?:is|are|shall|must|may|will)\s)|"
                       r"\s+(?=(?:if|unless|when|whenever|had|which|who|whom|whose)\s+[a-z])")
"""Where a translation with more sentences may split one English sentence in two without a joint of its own: a
comma, the "and" of a second infinitive ("…to redress damage … and to take away any advantage …", Law 12B1) or of a
second main clause with its own subject and verb ("… is calculated separately and the average of them is assigned to
each", Law 12C4 as …分别计算。每一方都得到其平均值。: fix9pa), or
before a condition or a relative clause with no comma ("The Director may award an adjusted score if there has been
…", 12A3, as "…βαθμολογία. Αυτό ισχύει αν υπήρξε …"; "… the probable outcome of the board had the infraction not
occurred", 12C1(b): fix9mc; not "that", a demonstrative as often: 86B3's "from that prescribed in B2").  A split
before a clause only where the second translated sentence opens with no linking word (86B3 with "此外，裁判应当记录其理由…"
in place of its second part stays a sentence added)."""

_LINKS = {
    "contrast": (r"however|but|yet|although|though|nevertheless|whereas|still", "不过|但是|可是|然而|但",
                 r"Ωστόσο|Όμως|Αλλά|Εντούτοις|Παρ[όο]λα\s+αυτά"),
    "addition": (r"also|moreover|furthermore|in\s+addition|besides", "此外|另外|同时|并且|而且", "Επίσης|Εξάλλου|Επιπλέον"),
    "consequence": (r"therefore|thus|hence|so|consequently", "因此|因而|所以|从而", "Επομένως|Συνεπώς|Άρα"),
    "otherwise": (r"otherwise|or\s+else", "否则|不然", "Ειδάλλως|Αλλιώς|Διαφορετικά"),
}
"""Linking words by kind: English, Chinese, Greek.  A translated sentence opening with one may go on with the English
sentence before it, where that sentence has a link of the same kind after a comma or a joint of its own."""
_LINKED = {lang: [(kind, re.compile(rf"\s*(?:{words[k]})(?!\w)" if lang == "el"
                                    else rf"\s*(?:{words[k]})"))
                  for kind, words in _LINKS.items()] for lang, k in (("zh", 1), ("el", 2))}
_EN_LINKED = {kind: re.compile(rf"[,;:]\s+(?=(?:{words[0]})\b)", re.IGNORECASE) for kind, words in _LINKS.items()}


_RESTATES = {"el": re.compile(r"\s*(?:Αυτ[όήά]\s+(?:είναι|ισχύει|σημαίνει)|Πρόκειται(?:\s+δηλαδή)?\s+για|Δηλαδή)(?!\w)"),
             "zh": re.compile(r"\s*(?:这是指|这是|这指|此即|即|也就是说|所谓)")}
"""Openings of a translated sentence that name again what the sentence before it said ("Αυτό είναι το αποτέλεσμα
που …", 这是指…的结果): one English sentence split in two, the second restating the first's noun (12C1(b)'s "the
probable outcome of the board had the infraction not occurred" as "…της διανομής. Αυτό είναι το αποτέλεσμα που θα
είχε ληφθεί, αν δεν είχε συμβεί η ανωμαλία.", …结果。这是指如果违规没有发生时的结果。: fix9na)."""


def restates(text: str, lang: str) -> bool:
    """Whether translated sentence ``text`` (``lang``) opens naming again what the one before it said
    (:data:`_RESTATES`)."""
    regex = _RESTATES.get(lang)
    return bool(regex and regex.match(text))


def restated(cut: list, weight: float) -> list:
    """``cut`` (``[(weight, anchors)]`` of two halves of an English sentence) with the second half's weight grown
    towards ``weight`` (its translated sentence's) by at most half the first's: a sentence that restates
    (:func:`restates`) says again part of the first half."""
    (w0, a0), (w1, a1) = cut
    return [(w0, a0), (min(max(w1, weight), w1 + w0 / 2), a1)]


def link_kind(text: str, lang: str) -> str | None:
    """The kind of linking word (``_LINKS``: "contrast", "addition", …) ``text`` (``lang``: zh/el) opens with."""
    return next((kind for kind, regex in _LINKED.get(lang, ()) if regex.match(text)), None)


_CONSEQUENCE_SAID = {"zh": re.compile(r"因此|因而|所以|从而|于是|故"),
                     "el": re.compile(r"(?<!\w)(?:[Εε]πομένως|[Σσ]υνεπώς|[Άά]ρα|[Οο]πότε|[Εε]ξού)(?!\w)")}


def consequence_by_order(one: Sentence, first: Sentence, second: Sentence, lang: str, sides: bool = True) -> bool:
    """Whether an English sentence ``one`` with a consequence after a comma ("…, so Law {law} changes nothing") may be
    said by two translated sentences ``first`` and ``second`` in order, with no linking word ("…平衡的。{law}不改变任何
    分数。": fiyt's gap, fiyy): ``first`` says no consequence word itself (``_CONSEQUENCE_SAID``: "…συμπληρωματικές,
    οπότε ο Νόμος {law} …" says the whole, and a sentence after it is added, tester t9bg bg-sen20), and the
    placeholders, numbers, references and keys of the English after the cut are all in ``second``."""
    cut = _EN_LINKED["consequence"].search(one.text)
    if cut is None or _CONSEQUENCE_SAID[lang].search(first.text):
        return False
    tail = Sentence(one.start + cut.end(), one.end, one.text[cut.end():])
    exact = {a for a in _anchors(tail, "en", sides) if a[0] in ("num", "ref", "field", "code")}
    return exact <= _anchors(second, lang, sides)


def continued_split(cuts: list, two: list, whole: frozenset, price, place: float) -> float | None:
    """The cost of one English sentence translated as ``two`` sentences (``[(weight, anchors), (weight, anchors)]``),
    the second opening with a linking word (不过, 但是, 此外; Ωστόσο, Επίσης: ``_LINKS``): the best of the English
    sentence's ``cuts`` (its halves at a comma or a joint before a link of the same kind, "…, however …"; ``[(weight,
    anchors), (weight, anchors)]`` each), priced with ``price(a, b, mine, theirs, place)`` (:func:`_alignment`'s), part
    against sentence, by length; the parts' anchors taken together against the whole sentence's (``whole``): a term
    said in the other part is no difference.  None when the English sentence has no such cut or a translated sentence
    brings more terms than it shares with its part (:func:`_own_terms`).  fix9ad, fresh tester 9l."""
    anchors = two[0][1] | two[1][1]
    costs = [sum(abs(w2 - w1) / (w2 + w1) for (w2, _a2), (w1, _a1) in zip(two, cut))
             + price(1.0, 1.0, whole, anchors, place)
             for cut in cuts if _own_terms(two[0][1], cut[0][1]) and _own_terms(two[1][1], cut[1][1])]
    return min(costs, default=None)


def without_condition(aligned: "Alignment", conditions: list[tuple[int, int]], lang: str,
                      negations=lambda text, lang: 0) -> "Alignment":
    """``aligned`` (:func:`alignment`) with each English sentence holding one of ``conditions`` (``(start, end)``
    spans of the English found missing in the translation) and the translated sentence in its place (as many unpaired
    on each side, taken in order) paired again, when the translation reads as that sentence without its condition:
    no exact anchor (:data:`_EXACT`) the English sentence has not and fewer terms and labels of its own than it shares
    (:func:`_own_terms`: 调整分 read in 调整分数 for "score adjustment", zh 12B1, tester t9av v237), as many negations (``negations(text, lang)``: a
    count) as the sentence without the condition (a sentence of its own put in its place, "此外，裁判应当记录…" for
    "But the Director shall not award …", keeps no "not": it stays a sentence lost and one added), its length
    (:func:`_weight` times the language's ratio) shorter than the whole sentence's and within a third of the
    sentence's without the condition (or less than a quarter of the way from it to the whole: fixwc).  12C3's
    "But the Director shall not award a procedural penalty … if of the opinion that he is in no way to blame." as
    但不得对该同伴给予程序性罚分。 is the condition dropped (one finding, the condition's), not a sentence lost and one
    added.  fix9ad, fresh tester 9l."""
    if not conditions or not aligned.lost or len(aligned.lost) > len(aligned.extra):
        return aligned
    ratio = _RATIO.get(lang, 1.0)
    paired = []
    # (more translated sentences unpaired than English ones: each English sentence tried with each, the first that
    # reads as it without its condition taken; the rest stay added, "裁判可判给调整分。双方各得60%。" for 12A3: fix9na)
    candidates = list(zip(aligned.lost, aligned.extra)) if len(aligned.lost) == len(aligned.extra) else [
        (english, translation) for english in aligned.lost for translation in aligned.extra]
    for english, translation in candidates:
        if any(english is e or translation is t for e, t in paired):
            continue
        inside = [(a, b) for a, b in conditions if english.start <= a < english.end]
        if not inside:
            continue
        rest = "".join(" " if any(a <= english.start + k < b for a, b in inside) else c
                       for k, c in enumerate(english.text))
        whole, short, have = _weight(english.text) * ratio, _weight(rest) * ratio, _weight(translation.text)
        mine, theirs = _anchors(english, "en"), _anchors(translation, lang)
        if {a for a in theirs if a[0] in _EXACT} <= mine and _own_terms(mine, theirs) and have < whole \
                and negations(rest, "en") == negations(translation.text, lang) \
                and (abs(have - short) / (have + short) <= 1 / 3 or have <= short + (whole - short) / 4):
            # (or nearer the sentence without its condition than a quarter of the way to the whole: "he does so"
            # said with the condition's terms, 裁判就判给裁定调整分。 for 12C1(a) without its "When …": fixwc, t9bb
            # con475)
            paired.append((english, translation))
    if not paired:
        return aligned
    done = {x for pair in paired for x in pair}
    pairs = sorted(aligned.pairs + [((e,), (t,)) for e, t in paired], key=lambda p: p[0][0].start)
    return Alignment([x for x in aligned.lost if x not in done], [x for x in aligned.extra if x not in done], pairs)


def _own_terms(mine: frozenset, theirs: frozenset) -> bool:
    """Whether a translated part (anchors ``theirs``) has no more terms and labels the English part (``mine``) lacks
    than it shares with it (a boundary moved, :func:`_moved`)."""
    loose = lambda x: {a for a in x if a[0] in ("term", "label")}
    return len(loose(theirs) - loose(mine)) <= len(loose(theirs) & loose(mine))


_MOVED = 0.5
"""A boundary moved is looked for only where the two sentences paired in order cost more than this together (a
translation in order costs far less: linear work kept, benchmarks/check_long_entry.py)."""

_COLON_KIND = (re.compile(r":(?=\s)|："), re.compile(r"[;；·\u0387]"))


def clause_split_cuts(one: Sentence, first: Sentence, second: Sentence) -> list[tuple[Sentence, Sentence]]:
    """The halves of ``one`` (an English sentence) cut at a colon or semicolon of its own (:data:`_COLON_JOINT`,
    outside brackets) that two translated sentences ``first`` and ``second`` say clause by clause: ``first`` has no
    more colons and semicolons than the English half before the cut, ``second`` no more than the half after it has
    colons, semicolons and commas (a comma of the English said as a colon: "…to be compared: artificial adjusted
    scores, average plus to both sides" as "…για να συγκριθεί. Επιδικάζεται τεχνητή επανορθωτική βαθμολογία: μέσος
    όρος συν …", tester t9bp bp-rw20, fiyt).  The English's colon kept inside ``first`` ("X: Y." as "X：Y。Z。") is no
    split there: a sentence added stays found.  ``[]`` when no cut fits."""
    text = one.text.rstrip(_JOINT_END)
    marks = lambda piece: len(_COLON_JOINT.findall(piece.rstrip(_JOINT_END + ":：")))
    found = []
    for match in _COLON_JOINT.finditer(text):
        before = one.text[:match.start()]
        if sum(before.count(c) for c in "(（[【〔") > sum(before.count(c) for c in ")）]】〕"):
            continue
        head, tail = one.text[:match.end()], one.text[match.end():]
        if marks(first.text) <= marks(head) and marks(second.text) <= marks(tail) + len(_EN_COMMA.findall(tail)):
            found.append((Sentence(one.start, one.start + match.end(), head.strip()),
                          Sentence(one.start + match.end(), one.end, tail.strip())))
    return found


_EN_COMMA = re.compile(r",(?=\s)")

_PARTICIPLE_CLAUSE = re.compile(
    r",\s+(?=(?:(?:now|still|already|just|first|last|then|since|once)\s+)?(?:[a-z]+(?:ed|ing)|held|made|kept|left|set"
    r"|put|shown|taken|given|done|known|seen|built|written|chosen|begun|sent|found|lost|read|run|won|bid|dealt|"
    r"played|withdrawn|drawn|thrown|broken|frozen|hidden|struck|stuck|told|sold)\b)")
"""Where an English question's participle clause opens (", started at {time}", ", now held by process {pid}"): its
translation may ask the question first and say the clause as a statement after it (:func:`question_split_cuts`)."""


def _question(text: str, lang: str) -> bool:
    """Whether ``text`` (a sentence in ``lang``) ends with a question mark (the Greek ``;`` too)."""
    end = text.rstrip(" \"'”’»」』)]）")
    return end.endswith(("?", "？")) or (lang == "el" and end.endswith((";", "\u037e")))


def question_split_cuts(one: Sentence, first: Sentence, second: Sentence, lang: str) -> list[tuple[Sentence, Sentence]]:
    """The halves of ``one`` (an English question) cut at a comma before a participle clause of its own
    (:data:`_PARTICIPLE_CLAUSE`, outside brackets) that two translated sentences say as a question and a statement:
    "Take over the ruling in progress, started at {time} (UTC), now held by process {pid} on {host}?" as
    要接管这项进行中的裁决吗？它开始于 {time}（UTC），现由 {host} 上的进程 {pid} 持有。 (tester t9by by-rew23, fjap).  The
    question mark goes with the question's half (the first half ends "?", the second is a statement), so that each
    half is priced against its sentence's shape; ``first`` must be a question and ``second`` not, ``second`` must
    carry every placeholder, number, reference and code (:data:`_EXACT`) of the English after the cut, none of them
    absent from the English, and ``first`` none of them the half before the cut lacks (a question added after the
    English's, or a statement of the translator's own, carries none of the clause's).  ``[]`` when no cut fits."""
    text = one.text.rstrip()
    if not text.endswith("?") or not _question(first.text, lang) or _question(second.text, lang):
        return []
    exact = lambda sentence, sentence_lang: {a for a in _anchors(sentence, sentence_lang) if a[0] in _EXACT}
    found = []
    for match in _PARTICIPLE_CLAUSE.finditer(text):
        before = text[:match.start()]
        if sum(before.count(c) for c in "([") > sum(before.count(c) for c in ")]"):
            continue
        head = Sentence(one.start, one.start + match.start(), before.strip() + "?")
        tail = Sentence(one.start + match.end(), one.start + len(text), text[match.end():-1].strip() + ".")
        theirs = exact(second, lang)
        if exact(tail, "en") and exact(tail, "en") <= theirs and theirs <= exact(tail, "en") | exact(head, "en") \
                and exact(first, lang) <= exact(head, "en"):
            found.append((head, tail))
    return found


def _outer_joints(one: Sentence) -> list[int]:
    """Where ``one`` has a semicolon (or the Greek ano teleia, :data:`_JOINT`) inside it and outside brackets: the
    places its clauses meet."""
    text, found = one.text.rstrip(_JOINT_END), []
    for match in _JOINT.finditer(text):
        before = text[:match.start()]
        if sum(before.count(c) for c in "(（[【〔") <= sum(before.count(c) for c in ")）]】〕"):
            found.append(match.end())
    return found


def regrouped_cuts(first_s: Sentence, second_s: Sentence, first_t: Sentence,
                   second_t: Sentence) -> list[tuple[Sentence, ...]] | None:
    """The clauses of two English sentences and of their two translated ones where a sentence boundary moved to a
    semicolon, every clause kept: "A; B. C." said as "A. B· C." or "A。B；C。" (or "A. B; C." as "A· B. C."), each
    side cut at its semicolons (or ano teleia, outside brackets) into as many clauses as the other; the one
    sentence's last joint becomes the boundary and the other's boundary its first joint ("helper: internal error
    ({kind}: {detail}); nothing was changed. Please report it." as "… ({kind}: {detail}). Δεν έγινε καμία αλλαγή·
    παρακαλούμε να το αναφέρετε.", tester t9bq bq-rew36, fiyy).  ``(A, B, C, A', B', C')`` with the English pieces
    first (the middle clause ``B`` the one that moved), ``None`` where the joints do not match so (a clause added
    or dropped in the regrouping gives the two sides different counts, and stays found)."""
    js = [_outer_joints(x) for x in (first_s, second_s)]
    jt = [_outer_joints(x) for x in (first_t, second_t)]
    piece = lambda one, a, b: Sentence(one.start + a, one.start + b, one.text[a:b].strip())
    if len(js[0]) == len(jt[0]) + 1 and len(jt[1]) == len(js[1]) + 1:
        cut_s, cut_t = js[0][-1], jt[1][0]
        return (piece(first_s, 0, cut_s), piece(first_s, cut_s, len(first_s.text)), second_s,
                first_t, piece(second_t, 0, cut_t), piece(second_t, cut_t, len(second_t.text)))
    if len(jt[0]) == len(js[0]) + 1 and len(js[1]) == len(jt[1]) + 1:
        cut_t, cut_s = jt[0][-1], js[1][0]
        return (first_s, piece(second_s, 0, cut_s), piece(second_s, cut_s, len(second_s.text)),
                piece(first_t, 0, cut_t), piece(first_t, cut_t, len(first_t.text)), second_t)
    return None


def _joint_kinds(text: str) -> tuple[int, ...]:
    """How many colons and how many semicolons ``text`` has inside it (:data:`_COLON_JOINT`, by kind)."""
    inner = text.rstrip(_JOINT_END)
    return tuple(len(kind.findall(inner)) for kind in _COLON_KIND)


def _moved(mine: frozenset, theirs: frozenset) -> bool:
    """Whether two English sentences (anchors ``mine``) and two translated ones (``theirs``) carry the same numbers,
    references, placeholders and codes (but one changed) and share at least half of their terms and labels: a
    boundary moved between them (fix9v), not a sentence dropped and another added (whose anchors differ)."""
    exact = lambda x: {a for a in x if a[0] in ("num", "ref", "field", "code")}
    loose = lambda x: {a for a in x if a[0] in ("term", "label")}
    shared, union = loose(mine) & loose(theirs), loose(mine) | loose(theirs)
    # one number or reference changed (B2 made B3) is the references or numbers check's finding, not a sentence lost
    if len(exact(mine) - exact(theirs)) > 1 or len(exact(theirs) - exact(mine)) > 1:
        return False
    return bool(shared) and len(shared) * 2 >= len(union)


_LIST_MOST = 6
"""The most sentences one English sentence with a list after its colon is paired with (:func:`colon_list_pieces`)."""


def colon_list_pieces(text: str) -> list[tuple[int, int]]:
    """The pieces a translation may make sentences of, of one English sentence ``text`` that opens a list at its
    colon: the part before the colon, then each item of the list after it, cut at its semicolons, or where it has
    none at its commas outside brackets (12C2(a) "…according to responsibility for the irregularity: average minus
    (…) to a contestant directly at fault, average (50% in pairs) to …, and average plus (…) to …": four pieces, its
    zh translation split into four sentences at the colon and at each alternative, fix9aa).  ``(start, end)``
    offsets of ``text``, at least three pieces (two are the one-two split at a colon), else ``[]``."""
    inner = text.rstrip(_JOINT_END)
    colon, depth = None, 0
    for i, c in enumerate(inner):
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif depth == 0 and c == ":" and inner[i + 1:i + 2].isspace():
            colon = i
            break
    if colon is None:
        return []
    cuts = ";" if ";" in inner[colon:] else ","
    pieces, start, depth = [(0, colon)], colon + 1, 0
    for i in range(colon + 1, len(inner)):
        c = inner[i]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif depth == 0 and c in cuts and inner[i + 1:i + 2].isspace() and not (
                cuts == "," and _EN_CLAUSE_LINK.match(inner, i + 1)):
            pieces.append((start, i))
            start = i + 1
    pieces.append((start, len(inner)))
    return pieces if 3 <= len(pieces) <= _LIST_MOST else []


_EN_CLAUSE_LINK = re.compile(r"\s+(?:so|but|because|since|hence|thus|therefore|then|which|unless|if|when|while)\b",
                             re.IGNORECASE)
"""A comma that joins a clause to the one before it ("the two scores balance, so Law {law} changes nothing"): no cut
between a list's items (:func:`colon_list_pieces`), the clause and its consequence one piece (a sentence added after
it, 淘汰赛：两个得分是平衡的。{law}不改变任何分数。该副牌作废。, is found: fiyt's gap, fiyy)."""


_RIVAL = 0.5
"""With as many sentences on each side (``align_sentences(..., substitutions=True)``), a pair costs this share more
for each of its sentences' better partner: its price less the lowest price of that sentence with any other."""


def _carries_both(first: frozenset, second: frozenset, one: frozenset) -> bool:
    """Whether one translated sentence (anchors ``one``) carries what each of two English sentences alone carries:
    each has a number, reference, placeholder or term the other has not, and the one sentence has them all, or all
    but one of the three or more one of them has: a reference or number changed (86A 第6条 made 第7条) is the
    references or numbers check's finding, not a sentence lost too (fix9n)."""
    own = lambda mine, theirs: {a for a in mine - theirs if a[0] != "shape"}
    first_own, second_own = own(first, second), own(second, first)
    carried = lambda mine: len(mine - one) <= (len(mine) - 1) // 2
    return bool(first_own) and bool(second_own) and carried(first_own) and carried(second_own)


_KIN_TERMS = {("term", "infraction"): ("term", "irregularity")}
"""Terms the Laws' translations say one for the other (违规 names both; the official Greek of 12C1(b) says "had the
infraction not occurred" as "αν δεν είχε συμβεί η ανωμαλία"): one anchor where a split sentence's parts are matched
(:func:`_kin`)."""


def _content(text: str, lang: str) -> frozenset:
    """What a half of an English sentence with no anchor of its own may still say that its translated sentence says
    too (fix9pa, 12C4 split at "and the average of them is assigned to each"): the members of a family of terms that
    are no term of their own (the plain average: 平均值, "μέσος όρος") and a side named generally (each, both sides:
    每一方, "σε κάθε άξονα"; :data:`sides.GENERAL_SIDES`)."""
    from helper.catalog.checks.modality import _fold_same_length
    from helper.catalog.checks.sides import GENERAL_SIDES
    from helper.catalog.checks.terminology import GLOSSARY_PATH, _load_families, _term_text

    found = set()
    folded = _term_text(text, lang)
    for name, members in _load_families(str(GLOSSARY_PATH)).items():
        for member in members:
            if name != "who" and (member.en.search(folded) if lang == "en"
                                  else any(form.search(folded) for form in member.forms.get(lang, []))):
                found.add(("member", member.label))
    if lang in GENERAL_SIDES and re.search(GENERAL_SIDES[lang], _fold_same_length(text) if lang == "el" else text,
                                           re.IGNORECASE):
        found.add(("side", "general"))
    return frozenset(found)


def _kin(anchors) -> set:
    """``anchors`` with each term of :data:`_KIN_TERMS` read as its kin: a translated part names its half's
    "infraction" by the word for "irregularity" (fix9mc: el 12C1(b) split before "had the infraction not occurred")."""
    return {_KIN_TERMS.get(a, a) for a in anchors}


def _each_carried(first: frozenset, second: frozenset, one: frozenset) -> bool:
    """Whether one translated sentence (anchors ``one``) carries something of what each of two English sentences
    alone carries (a number, reference, placeholder, term or label the other has not), where it has any: a sentence
    whose own anchors are all missing is not in the one (el 86A's "Instead, he awards an adjusted score." dropped,
    fix9gb)."""
    own = lambda mine, theirs: {a for a in mine - theirs if a[0] != "shape"}
    return all(not mine or mine & one for mine in (own(first, second), own(second, first)))


def _repeats_kept(first: str, second: str, one: str) -> bool:
    """Whether one translated sentence ``one`` names each key (Enter, Esc) and placeholder that both English sentences
    ``first`` and ``second`` name as often as the two together: what both name is their only tie to the one, and
    said once it is what the first says ("Too early: Enter came before this question was shown; nothing recorded.
    Type the answer, then Enter." as 太早了：这次 Enter 在本问题显示之前到达，未记录任何内容。: its comma, where the
    English has its semicolon, made halves fitting both sentences and hid the second's loss; fix9hf)."""
    def counts(text: str) -> dict[str, int]:
        found: dict[str, int] = {}
        for m in list(_KEY_NAME.finditer(text)) + list(_BRACE.finditer(text)):
            found[m.group()] = found.get(m.group(), 0) + 1
        return found

    a, b, c = counts(first), counts(second), counts(one)
    return all(c.get(token, 0) >= a[token] + b[token] for token in a.keys() & b.keys())


_BAND = 15
"""The alignment looks at most this many sentences (plus the difference of the counts, up to :data:`_SLACK`) away
from the diagonal: linear work however long the entry (an entry of 640,000 characters is some thousands of
sentences; a sentence that far out of place is no translation of its partner anyway)."""

_SLACK = 2 * _BAND
"""At most this many sentences more of band for counts that differ (:func:`band`): the whole difference made a long
entry whose translation joins its sentences in pairs quadratic (800 English sentences as 400 took 65 s, 200 as 100
5.7 s; fix9bf)."""


def band(n: int, m: int) -> int:
    """How far from the diagonal (the line from the first pair to the last) an alignment of ``n`` with ``m`` items
    looks: :data:`_BAND` and the difference of the counts, at most :data:`_SLACK` of it (a constant: linear work)."""
    return _BAND + min(abs(n - m), _SLACK)


def _anchors(sentence: Sentence, lang: str, sides: bool = True) -> frozenset:
    """What a sentence and its translation share whatever the language: numbers, law references,
    opposite labels (average plus ...), glossary terms, placeholders, Latin tokens such as IMPs and key names
    (Enter, Esc), and its shape: a question, a colon.  ``sides`` false: a label or a side by its pair, not its
    side ("offending" and "non-offending" one anchor; :func:`alignment`'s second reading)."""
    from helper.catalog.checks.numbers import extract_numbers
    from helper.catalog.checks.terminology import _terms_at
    from helper.catalog.checks.polarity import polar_labels
    from helper.catalog.checks.references import extract_refs

    text = sentence.text
    refs = extract_refs(text)
    found = {("ref", r.key.lstrip("§")) for r in refs}
    found |= {("num", n.key) for n in extract_numbers(text, lang, [(r.start, r.end) for r in refs])}
    found |= {("label", p.label if sides else p.pair) for p in polar_labels(text, lang)}
    found |= {("term", t[2] if sides else _SIDE_TERM.sub("", t[2])) for t in _terms_at(text, lang)}
    found |= {("field", m.group()) for m in _BRACE.finditer(text)}
    # ("y/n" and "y / n" one token: the answer keys written without spaces, fix9rb)
    found |= {("code", re.sub(r"\s+", "", m.group())) for m in _CODE_TOKEN.finditer(text)}
    found |= {("code", m.group()) for m in _KEY_NAME.finditer(text)}
    keys = list(_KEY_LABEL.finditer(text))
    found |= {("code", (m.group("key") or m.group("pressed")).lower()) for m in keys}
    found |= {("code", m.group()) for m in _KEY_SUBJECT.finditer(text)}
    end = text.rstrip(" \"'”’»」』)]）")
    if end.endswith(("?", "？")) or (lang == "el" and end.endswith(";")):
        found.add(("shape", "?"))
    if re.search("[:：]", _KEY_LABEL.sub(lambda m: "_" * len(m.group()), text)):
        found.add(("shape", ":"))
    return frozenset(found)


_SIDE_TERM = re.compile(r"^non-(?=offending\b)")

_CODE_TOKEN = re.compile(r"\^[A-Z]|(?<![\w-])-[A-Za-z](?![\w-])|\b[A-Z]{2,}[A-Za-z]*(?:[=.-][\w.-]*\w)+|\bF\d{1,2}\b|"
                         r"\by\s*/\s*n\b")
"""Tokens every translation keeps as they are, so that they tie a sentence to its translation: keys
(^P, F2), command options (-U), settings (LANG=C.UTF-8), the answer keys (y / n)."""


_KEY_LABEL = re.compile(r"(?<![\w-])(?P<key>[A-Za-z])\s*(?::(?!\S)|：)|(?:\b[Pp]ress\s+|按下?\s*|键入\s*|[Ππ]ατ[ήη]στε\s+(?:ξαν[άα]\s+)?|"
                        r"[Ππ]λήκτρο\s+)(?P<pressed>[A-Za-z])(?![\w-])(?!\s+(?:key|button|letter|different|number)\b)")
"""A one-letter key and its action, its colon no shape of the sentence: "y: discard, n: go on editing" as
按 y 放弃，按 n 继续编辑 or y：放弃, "Press a again" as 再按 a, "πατήστε y για απόρριψη" (fix9cg, tester 9ag X-zh-m-ok-27): the letters anchor the sentence."""

_KEY_SUBJECT = re.compile(r"(?:\A|(?<=[;:]\s))[b-z](?=\s+[a-z]{2,}s\b)|(?:\A|(?<=[。；：，]))[a-z](?=\s*[\u4e00-\u9fff])"
                          r"|(?<=\b[Ττ]ο\s)[a-z](?=\s)")
"""A one-letter key the subject of its clause: "f lists all the entries again." (its verb in -s), f 列出全部, "Το f
δείχνει ξανά…": it anchors the sentence as 按 f does (:data:`_KEY_LABEL`; tester t9bp bp-rw21, fiyt)."""


class Alignment(NamedTuple):
    """Two sentence lists aligned (:func:`alignment`): the English sentences with no partner (``lost``), the
    translated ones with no partner (``extra``), and the groups paired, in order: ``(English sentences,
    translated sentences)``, one or two on each side (two sentences translated as one, or the other way, or two as two
    with the boundary between them moved)."""
    lost: list[Sentence]
    extra: list[Sentence]
    pairs: list[tuple[tuple[Sentence, ...], tuple[Sentence, ...]]]


def same_but_sides(english: Sentence, translation: Sentence, lang: str) -> bool:
    """Whether ``translation`` (``lang``) reads as ``english`` but for its sides (fix9p): their lengths
    (:func:`_weight`, times the language's ratio) within a ratio of 1.5, and at least half of their anchors other
    than labels and terms of sides (:func:`_anchors`) shared.  86B2(b)'s "The offending side shall receive …" and
    "Ο αναίτιος άξονας θα λάβει …" are; the fuzzy 12C3's first sentence and 12A1's, put in its place, are not.
    A translation naming exactly the other side wherever the English names one (its side labels and terms those of
    the English with "offending" and "non-offending" exchanged) may be shorter or longer, within a ratio of 2: a
    short sentence's translation varies more in length (86B2(b)'s "The offending side shall receive the complement
    of the score awarded to their opponents." as 非违规方得到判给其对手得分的补数。, with both sentences' sides swapped:
    fresh tester 9h, fix9s)."""
    side = lambda x: x[0] == "label" or (x[0] == "term" and "offending" in x[1])
    found_en, found_tr = _anchors(english, "en"), _anchors(translation, lang)
    sides_en = {x for x in found_en if side(x)}
    other = lambda x: (x[0], x[1][4:] if x[1].startswith("non-") else "non-" + x[1])
    mirrored = bool(sides_en) and {other(x) for x in sides_en} == {x for x in found_tr if side(x)}
    a, b = _weight(english.text) * _RATIO.get(lang, 1.0), _weight(translation.text)
    if abs(a - b) / (a + b) > (1 / 3 if mirrored else 0.2):
        return False
    # (terms the Laws' translations say one for the other read as one: 违规 for "infraction", :func:`_kin`; fix9pa,
    # 12B1's second sentence with 有过错的一方 for its innocent side)
    mine = _kin(x for x in found_en if not side(x))
    theirs = _kin(x for x in found_tr if not side(x))
    return not (mine | theirs) or len(mine & theirs) * 2 >= len(mine | theirs)


def _parenthetical_moves(one: Sentence, joint: re.Pattern) -> list[tuple[Sentence, Sentence]]:
    """The halves of ``one`` (an English sentence) cut at each ``joint`` inside it, with one of its outermost bracketed
    remarks moved to the other half: a translation that splits the sentence there may say the remark in its other
    sentence ("…; fix it, then rebuild (nothing was written)" as 未写入任何内容：…。请先修正，再重新构建。, fix9al).
    ``[(first half, second half)]``, the halves' text as they would read (offsets those of the cut), ``[]`` when
    ``one`` has no joint outside brackets or no bracketed remark."""
    from helper.catalog.checks.brackets import parentheticals

    text = one.text.rstrip(_JOINT_END)
    remarks = parentheticals(text)
    found = []
    for match in joint.finditer(text):
        if any(p.start < match.start() < p.end for p in remarks):
            continue  # inside brackets: no sentence ends there
        cut = match.end()
        first, second = one.text[:cut], one.text[cut:]
        for p in remarks:
            remark = text[p.start:p.end]
            if p.end <= match.start():  # from the first half to the second
                pieces = (first[:p.start] + first[p.end:], remark + " " + second)
            else:  # from the second half to the first
                pieces = (remark + " " + first, second[:p.start - cut] + second[p.end - cut:])
            if all(piece.strip(" ,;:") for piece in pieces):
                found.append((Sentence(one.start, one.start + cut, pieces[0].strip()),
                              Sentence(one.start + cut, one.end, pieces[1].strip())))
    return found


def align_sentences(source: list[Sentence], target: list[Sentence], lang: str | None = None,
                    *, substitutions: bool = False) -> tuple[list[Sentence], list[Sentence]]:
    """Align two sentence lists in order; return (source sentences with no partner, target sentences
    with no partner): :func:`alignment`'s ``lost`` and ``extra``."""
    found = alignment(source, target, lang, substitutions=substitutions)
    return found.lost, found.extra


def alignment(source: list[Sentence], target: list[Sentence], lang: str | None = None,
              *, substitutions: bool = False, sides: bool = True) -> Alignment:
    """Align two sentence lists in order (remembered for the last few lists: the checks of one entry ask for the
    same alignment several times).  Returns an :class:`Alignment`: the sentences with no partner on each side and
    the groups paired.

    ``lang``: the target's language (``el``/``zh``: the expected length ratio; else the ratio of the
    totals).  Sentences are paired by length, by their anchors (numbers, references, labels, terms,
    placeholders, see ``_anchors``) and by place; a sentence costs ``_SKIP`` left alone; two sentences may pair
    with one that joins them at a semicolon (``_JOINT``).  With equal
    counts a dropped sentence hidden by an added one (junk appended) is found only when
    ``substitutions`` is true: then one lost and one extra sentence are returned, else none; a pair
    then also pays for the better partner either of its sentences has (``_RIVAL``), so that a loose
    translation (a fuzzy older text) does not hide the loss by shifting its pairs.  ``sides`` false: a label or
    a side is anchored by its pair, not its side (:func:`_anchors`), for a translation whose sides are swapped
    (fix9p).  Work is linear in the number of sentences (``_BAND``).  With ``substitutions``, a sentence lost or
    added that the translation says elsewhere, its parts in another order, is paired there (:func:`reordered`):
    those pairs may cross.
    """
    found = _alignment(tuple(source), tuple(target), lang, substitutions, sides)
    found = Alignment(list(found.lost), list(found.extra), list(found.pairs))
    # (the same parts in another order pair by what they say: :func:`reordered`, tester t9bl bl-rew27, fiyc)
    return reordered(found, source, target, lang) if substitutions else found


_EXACT = ("num", "ref", "field", "code")
"""The anchors a translation keeps exactly (:func:`_anchors`): numbers, references, placeholders, codes."""


def _misfit(english: Sentence, translation: Sentence, lang: str, negations) -> int:
    """How many of the exact anchors (:data:`_EXACT`) of one sentence the other lacks, plus one when only one of
    them negates (``negations(text, lang)``, a count): what tells a translated sentence from another of the same
    length."""
    exact = lambda anchors: {a for a in anchors if a[0] in _EXACT}
    differ = len(exact(_anchors(english, "en")) ^ exact(_anchors(translation, lang)))
    return differ + (bool(negations(english.text, "en")) != bool(negations(translation.text, lang)))


def _shared_terms(english: Sentence, translation: Sentence, lang: str) -> int:
    """How many of the glossary terms of ``english`` ``translation`` (``lang``) names too: a partner that names them
    all is its translation even where a word of it reads as a negation the English has not (el 12C4's "μη
    συμπληρωματικές" for "non-balancing"; fix9mc, tester t9aw el_laws114)."""
    terms = lambda anchors: {a for a in anchors if a[0] == "term"}
    return len(terms(_anchors(english, "en")) & terms(_anchors(translation, lang)))


def added_named(found: Alignment, target: list[Sentence], lang: str | None,
                negations=lambda text, lang: 0) -> Alignment:
    """``found`` (:func:`alignment` of some English sentences and ``target``, the translated ones) with each added
    sentence (``extra``) told from its neighbour paired alone with an English sentence by content: where the English
    sentence fits the added one better than its partner by its numbers, references, placeholders, codes and negation
    (``negations(text, lang)``: a count; :func:`_misfit`) and names no fewer of its glossary terms
    (:func:`_shared_terms`), the partner is the sentence added.  Length and place cannot
    tell them apart when they are alike ("…Nothing was written." with "Τα αρχεία διαγράφηκαν." appended named
    "Δεν γράφτηκε τίποτα.", fix9al, tester 9o); the count of sentences is unchanged, only the one named."""
    if not found.extra or lang not in ("zh", "el"):
        return found
    pairs, extra = list(found.pairs), list(found.extra)
    place = {sentence: k for k, sentence in enumerate(target)}
    for x, added in enumerate(extra):
        for y, (english, translated) in enumerate(pairs):
            if len(english) != 1 or len(translated) != 1 or abs(place[translated[0]] - place[added]) != 1:
                continue
            misfit_added = _misfit(english[0], added, lang, negations)
            misfit_partner = _misfit(english[0], translated[0], lang, negations)
            terms_added = _shared_terms(english[0], added, lang)
            terms_partner = _shared_terms(english[0], translated[0], lang)
            if (misfit_added < misfit_partner and terms_added >= terms_partner) or (
                    misfit_added == misfit_partner and terms_added == terms_partner
                    and _shared_nouns(english[0], added, lang) > _shared_nouns(english[0], translated[0], lang)):
                pairs[y], extra[x] = (english, (added,)), translated[0]
                break
    return Alignment(found.lost, sorted(extra, key=lambda s: s.start), pairs)


_INTERFACE_NOUNS = (
    (r"\bentr(?:y|ies)\b", "条目", "καταχωρ"),
    (r"\bfiles?\b", "文件", "αρχει"),
    (r"\brulings?\b", "裁决", "αποφασ"),
    (r"\bboards?\b", "牌", "διανομ"),
    (r"\bfindings?\b", "发现", "ευρημα"),
    (r"\bcatalogues?\b", "目录", "καταλογ"),
    (r"\bparagraphs?\b", "段落", "παραγραφ"),
    (r"\btranslations?\b", "译文|翻译", "μεταφρασ"),
)
"""Nouns of the interface strings with their Chinese word and Greek stem (folded): what tells which of two sentences
alike in length, anchors and negation translates the English one (:func:`added_named`)."""


def _shared_nouns(english: Sentence, translation: Sentence, lang: str) -> int:
    """How many of the interface nouns (:data:`_INTERFACE_NOUNS`) of ``english`` ``translation`` (``lang``) names too:
    "No rulings recorded yet." with 此操作无法撤销。 appended is 尚无已记录的裁决。, which names the rulings, the
    sentence added the other (tester t9be sentzh17: alike in length and negation, the added one was named)."""
    from helper.catalog.checks.modality import _fold_same_length

    text = translation.text if lang == "zh" else _fold_same_length(translation.text).lower()
    return sum(1 for en, zh, el in _INTERFACE_NOUNS
               if re.search(en, english.text, re.IGNORECASE) and re.search(zh if lang == "zh" else el, text))


_CLAUSE_CUTS = re.compile(r"[,;:，；：、·\u0387]")
_BRACKETED = re.compile(r"[(（〔\[][^()（）〔〕\[\]]*[)）〕\]]")


def _clauses(text: str) -> int:
    """How many clauses ``text`` has: its commas, semicolons and colons (outside brackets) plus one."""
    return len(_CLAUSE_CUTS.findall(_BRACKETED.sub("", text))) + 1


def negated_left_out(found: Alignment, lang: str | None, negations=lambda text, lang: 0) -> Alignment:
    """``found`` with a negated English sentence the alignment joined to its neighbour in one translated sentence that
    negates nothing, where that neighbour alone fits the translated sentence (no exact anchor nor clause more: its
    numbers, references, placeholders and codes, :func:`_misfit`; as many clauses, :func:`_clauses`), made a sentence
    lost: "…: close it (Esc), then build again. Nothing was written." as "…：请先关闭它（Esc），再重新构建。" has no
    translation of "Nothing was written." (t9bb sen187: length alone joined the short sentence, and its negation was
    said missing in the translation instead).  ``negations(text, lang)``: a count (:func:`pair._negations`); a
    translation with more clauses than the neighbour (its own clause for the negated sentence, its negation dropped)
    stays joined: the negation finding names that."""
    if lang not in ("zh", "el"):
        return found
    lost, pairs = list(found.lost), []
    for english, translated in found.pairs:
        if len(english) == 2 and len(translated) == 1 and not negations(translated[0].text, lang):
            negated = [k for k in (0, 1) if negations(english[k].text, "en")]
            if len(negated) == 1:
                gone, kept = english[negated[0]], english[1 - negated[0]]
                if not _misfit(kept, translated[0], lang, negations) \
                        and _clauses(translated[0].text) <= _clauses(kept.text):
                    lost.append(gone)
                    pairs.append(((kept,), translated))
                    continue
        pairs.append((english, translated))
    if len(lost) == len(found.lost):
        return found
    return Alignment(sorted(lost, key=lambda s: s.start), found.extra, pairs)


_TIES = _INTERFACE_NOUNS + (
    (r"\btexts?\b", "文本", "κειμεν"),
    (r"\banswers?\b", "回答|答案", "απαντ"),
    (r"\byet\b", "尚未|尚无|还未|还没|仍未", "ακομη|ακομα"),
)
"""What ties an interface sentence (or a part of one) to its translation when the two stand in another order
(:func:`reordered`): the interface nouns (:data:`_INTERFACE_NOUNS`), the text and the answers, and "yet" (尚未,
ακόμη): a sentence with none of them and no anchor is never paired out of its place."""

_REORDER_MOST = 6
"""The most parts (sentences cut at their colons and semicolons) on each side :func:`reordered` pairs: every order of
them is tried."""


def _parts(sentence: Sentence) -> list[Sentence]:
    """``sentence`` cut at each colon and semicolon (:data:`_COLON_JOINT`) outside brackets: its parts, which a
    translation may say in another order or in other sentences."""
    text = sentence.text.rstrip(_JOINT_END)
    cuts = [0]
    for match in _COLON_JOINT.finditer(text):
        before = text[:match.start()]
        if sum(before.count(c) for c in "(（[【〔") > sum(before.count(c) for c in ")）]】〕"):
            continue
        cuts.append(match.end())
    cuts.append(len(sentence.text))
    found = []
    for a, b in zip(cuts, cuts[1:]):
        piece = sentence.text[a:b].strip()
        if piece.strip(" ,;:：；·\u0387.。!！?？"):
            found.append(Sentence(sentence.start + a, sentence.start + b, piece))
    return found or [sentence]


def _ties(text: str, lang: str) -> set[int]:
    """Which of :data:`_TIES` ``text`` (``lang``: en, zh, el) names, by index."""
    from helper.catalog.checks.modality import _fold_same_length

    if lang == "el":
        text = _fold_same_length(text).lower()
    return {k for k, words in enumerate(_TIES)
            if re.search(words[0] if lang == "en" else words[1 if lang == "zh" else 2], text,
                         re.IGNORECASE if lang == "en" else 0)}


def _part_fits(english: Sentence, translation: Sentence, lang: str) -> bool:
    """Whether a translated part fits an English part by what it says, wherever it stands: the same numbers,
    references, placeholders and codes (:data:`_EXACT`), a question where the English asks one, no interface nouns
    of its own where the English names others (:data:`_TIES`), and something shared that ties them (an anchor or one
    of :data:`_TIES`), or both a question with nothing else of that kind ("Start over?" as 要重新开始吗？); of their
    glossary terms and labels, at least half shared.  Its negation may differ: a negation added is the negation
    check's finding."""
    mine, theirs = _anchors(english, "en"), _anchors(translation, lang)
    exact = lambda anchors: {a for a in anchors if a[0] in _EXACT}
    if exact(mine) != exact(theirs) or (("shape", "?") in mine) != (("shape", "?") in theirs):
        return False
    words_en, words_tr = _ties(english.text, "en"), _ties(translation.text, lang)
    if words_en and words_tr and not words_en & words_tr:
        return False
    # (terms and labels, where either has some: at least half of them shared, as a boundary moved asks, :func:`_moved`;
    # a law's sentences share the Director and the adjusted score widely: the fuzzy zh 12C3's first sentence is not
    # 12A1's put after its second, tests/test_check_gaps13.py)
    loose = lambda anchors: {a for a in _kin(anchors) if a[0] in ("term", "label")}
    if (loose(mine) | loose(theirs)) and len(loose(mine) & loose(theirs)) * 2 < len(loose(mine) | loose(theirs)):
        return False
    own = lambda anchors: {a for a in anchors if a[0] != "shape"}
    if ("shape", "?") in mine and not (own(mine) | own(theirs) | words_en | words_tr):
        return True  # a bare question, "Start over?" as 要重新开始吗？: the one question there is
    return bool(own(mine & theirs) or words_en & words_tr)


@lru_cache(maxsize=16)
def _reordered_parts(source: tuple[Sentence, ...], target: tuple[Sentence, ...], lang: str | None) -> tuple | None:
    """``((English sentence index, English part), (translated sentence index, translated part))`` for each part of
    ``source`` paired with one of ``target`` in an order other than theirs, each fitting by what it says
    (:func:`_part_fits`): the best such order by length, or None (counts of parts that differ, or no order fits
    them all)."""
    from itertools import permutations

    parts_s = [(k, part) for k, one in enumerate(source) for part in _parts(one)]
    parts_t = [(k, part) for k, one in enumerate(target) for part in _parts(one)]
    if len(parts_s) != len(parts_t) or not 2 <= len(parts_s) <= _REORDER_MOST:
        return None
    n = len(parts_s)
    fits = [[_part_fits(parts_s[i][1], parts_t[j][1], lang) for j in range(n)] for i in range(n)]
    ratio = _RATIO.get(lang or "", 1.0)
    ws = [_weight(p.text) * ratio for _k, p in parts_s]
    wt = [_weight(p.text) for _k, p in parts_t]
    best, chosen = None, None
    for order in permutations(range(n)):
        if order == tuple(range(n)) or not all(fits[i][order[i]] for i in range(n)):
            continue
        cost = sum(abs(ws[i] - wt[j]) / (ws[i] + wt[j]) for i, j in enumerate(order))
        if best is None or cost < best:
            best, chosen = cost, order
    return None if chosen is None else tuple((parts_s[i], parts_t[j]) for i, j in enumerate(chosen))


def reordered(found: "Alignment", source: list[Sentence], target: list[Sentence], lang: str | None) -> "Alignment":
    """``found`` (:func:`alignment`, a sentence lost or added) paired again where the translation says the same parts in
    another order: both texts cut into parts at their sentences' ends, colons and semicolons (:func:`_parts`), as many
    on each side, each English part paired with one translated part that fits it by what it says
    (:func:`_part_fits`) in some order other than theirs (:func:`_reordered_parts`); the sentences whose parts pair
    are then one group.  "Start a new ruling? No answers have been given yet. (y / n)" as 尚未回答任何问题。要开始新的
    裁决吗？（y / n）(tester t9bl bl-rew27, bl-rew58), two sentences said as one, the second first, at a colon
    (bl-rew14, bl-rew46), and the part after a colon said after the next sentence (bl-rew34) are no sentence lost.
    A sentence replaced by another, dropped, or with brackets that gloss nothing keeps its finding: its parts do not
    fit or do not count alike."""
    if not (found.lost or found.extra) or lang not in ("zh", "el"):
        return found
    chosen = _reordered_parts(tuple(source), tuple(target), lang)
    if chosen is None:
        return found
    # the sentences tied by a pair of parts, one group each
    group = {("s", k): ("s", k) for k in range(len(source))} | {("t", k): ("t", k) for k in range(len(target))}

    def root(x):
        while group[x] != x:
            x = group[x]
        return x
    for (k, _p), (h, _q) in chosen:
        a, b = root(("s", k)), root(("t", h))
        if a != b:
            group[a] = b
    groups: dict = {}
    for key in group:
        groups.setdefault(root(key), []).append(key)
    pairs = []
    for members in groups.values():
        mine = tuple(source[k] for side, k in sorted(members) if side == "s")
        theirs = tuple(target[k] for side, k in sorted(members) if side == "t")
        pairs.append((mine, theirs))
    pairs.sort(key=lambda p: p[0][0].start)
    return Alignment([], [], pairs)


def reordered_parts(source: list[Sentence], target: list[Sentence], lang: str | None) -> list | None:
    """``[(English part, translated part)]`` where the alignment of ``source`` and ``target`` holds a sentence lost or
    added that only :func:`reordered` pairs (the same parts in another order; two sentences said as one, the second
    first: tester t9bl bl-rew14, bl-rew27), else None: what the negation check reads part by part there, so that a
    negation added to one of them stays found."""
    if lang not in ("zh", "el"):
        return None
    raw = _alignment(tuple(source), tuple(target), lang, True)
    if not (raw.lost or raw.extra):
        return None
    chosen = _reordered_parts(tuple(source), tuple(target), lang)
    return None if chosen is None else [(p, q) for (_k, p), (_h, q) in chosen]

@lru_cache(maxsize=16)
def _alignment(source: tuple[Sentence, ...], target: tuple[Sentence, ...], lang: str | None,
               substitutions: bool, sides: bool = True) -> Alignment:
    n, m = len(source), len(target)
    if not n or not m:
        return Alignment(list(source), list(target), [])
    total_s = sum(_weight(s.text) for s in source)
    total_t = sum(_weight(t.text) for t in target)
    ratio = _RATIO.get(lang or "", total_t / total_s)
    ws = [_weight(s.text) * ratio for s in source]
    wt = [_weight(t.text) for t in target]
    start_s, start_t, acc = [], [], 0.0
    for w in ws:
        start_s.append(acc / (total_s * ratio))
        acc += w
    acc = 0.0
    for w in wt:
        start_t.append(acc / total_t)
        acc += w
    anchors_s = [_anchors(s, "en", sides) for s in source]
    anchors_t = [_anchors(t, lang or "en", sides) for t in target]
    # a glossary term the translation names and the English nowhere ties no translated sentence to an English one:
    # 修正 ("rectification") in "请修正该文件" (fix the file) paired its sentence with none, and an added sentence after
    # it took its English (fix9pa, tester t9ax zh_msgs046).  (Not the other way: a term of the English the
    # translation lacks is what marks its sentence dropped, 86A's "Instead, he awards an adjusted score.")
    # Only a lone one, the sentence's only anchor: two terms of its own (86B3's second half replaced by "裁判不得以本规则
    # 规定的纠正过于严厉为由判给调整分。") are a content of its own, test_check_fix9v.
    terms_s = {a for one in anchors_s for a in one if a[0] == "term"}
    # (Chinese only, whose terms are substrings of other words: a Greek term is read by its stem, test_check_fix9j)
    if lang == "zh":
        anchors_t = [frozenset() if len(one) == 1 and next(iter(one))[0] == "term" and not _kin(one) & _kin(terms_s)
                     else one for one in anchors_t]

    def price(a: float, b: float, mine: frozenset, theirs: frozenset, place: float) -> float:
        union = sum(_ANCHOR_WEIGHT[k] for k, _v in mine | theirs)
        differ = sum(_ANCHOR_WEIGHT[k] for k, _v in mine ^ theirs)
        anchor = differ / union if union else 0.0
        if mine and theirs and not mine & theirs and any(k in _EXACT for k, _v in mine | theirs):
            # both have anchors and share none, a number, reference, placeholder or code among them: no translation
            # of each other.  Terms, labels and shape alone may all differ in a translation that words a term
            # otherwise (12B1's "innocent side" as 受害方, "infraction" as 过失; fix9av): a terminology finding at
            # most, never a sentence missing and another added
            anchor += 0.7
        return abs(a - b) / (a + b) + 0.6 * anchor + 0.05 * place

    def raw(i: int, j: int) -> float:
        return price(ws[i], wt[j], anchors_s[i], anchors_t[j], abs(start_s[i] - start_t[j]))

    if substitutions and n == m and n >= 2:
        # With as many sentences on each side, a dropped sentence hidden by an added one is told from a
        # translation in order by where each sentence fits best: a pair costs, besides its price, _RIVAL times
        # how much worse it is than the best partner of each of its two sentences.  A loose translation (an
        # older edition's text, fuzzy: zh 12C3 from 1997 Law 89) prices even its right pairs high, so the
        # kept sentence paired with the lost one's English cost little more than the skips that name the loss
        # (the mutation test's drop-and-add-sentence, session 13); a translation in order pairs each sentence
        # with its best partner and pays nothing more.
        table = {(i, j): raw(i, j) for i in range(n) for j in range(max(0, i - _BAND), min(m, i + _BAND + 1))}
        best_s, best_t = [float("inf")] * n, [float("inf")] * m
        for (i, j), value in table.items():
            best_s[i], best_t[j] = min(best_s[i], value), min(best_t[j], value)

        def cost(i: int, j: int) -> float:
            value = table[(i, j)]
            return value + _RIVAL * ((value - best_s[i]) + (value - best_t[j]))
    else:
        cost = raw

    def halves(one: Sentence, one_lang: str, scale: float, joint: re.Pattern = _JOINT) -> list:
        """``[(weight, anchors) of the first half, (weight, anchors) of the second)]`` for each cut of ``one``
        at a joint (``joint``, by default ``_JOINT``) inside it."""
        cuts = []
        for match in joint.finditer(one.text.rstrip(_JOINT_END)):
            before = one.text[:match.start()]
            if sum(before.count(c) for c in "(（[【〔") > sum(before.count(c) for c in ")）]】〕"):
                continue  # inside brackets ("（{host} 上，终端 {terminal}）"): no sentence ends there
            parts = (Sentence(one.start, one.start + match.end(), one.text[:match.end()].strip()),
                     Sentence(one.start + match.end(), one.end, one.text[match.end():].strip()))
            cuts.append([(_weight(h.text) * scale, _anchors(h, one_lang, sides)) for h in parts])
        return cuts

    halves_s = [halves(x, "en", ratio, _COLON_JOINT) for x in source]
    moves_memo: dict = {}

    def moved_s(k: int) -> list:
        """``source[k]``'s halves at a joint with one bracketed remark moved to the other half
        (:func:`_parenthetical_moves`), worked out when first asked for."""
        if k not in moves_memo:
            moves_memo[k] = [[(_weight(h.text) * ratio, _anchors(h, "en", sides)) for h in cut]
                             for cut in _parenthetical_moves(source[k], _COLON_JOINT)]
        return moves_memo[k]
    halves_t = [halves(x, lang or "en", 1.0) for x in target]
    commas_t = [halves(x, lang or "en", 1.0, _COMMA_OR_JOINT) for x in target] if lang in _COMMA_LANGS else [[]] * m
    cuts_memo: dict = {}

    def cuts_s(k: int) -> list:
        """``source[k]``'s halves at each comma or joint (``_EN_CUT``), worked out when first asked for."""
        if k not in cuts_memo:
            cuts_memo[k] = halves(source[k], "en", ratio, _EN_CUT)
        return cuts_memo[k]
    splits_memo: dict = {}
    contents_memo: dict = {}

    def content_t(k: int) -> frozenset:
        """:func:`_content` of ``target[k]``, worked out when first asked for."""
        if k not in contents_memo:
            contents_memo[k] = _content(target[k].text, lang or "en")
        return contents_memo[k]

    def splits_s(k: int) -> list:
        """``source[k]``'s halves at each comma (``plain``) or "and to" (``_EN_SPLIT``) outside brackets that no linking
        word follows (:data:`_EN_LINKED`), as ``(cut, plain)``, worked out when first asked for."""
        if k not in splits_memo:
            one, found = source[k], []
            for match in _EN_SPLIT.finditer(one.text.rstrip(_JOINT_END)):
                before = one.text[:match.start()]
                if sum(before.count(c) for c in "([") > sum(before.count(c) for c in ")]") or any(
                        regex.match(one.text, match.start()) for regex in _EN_LINKED.values()):
                    continue
                parts = (Sentence(one.start, one.start + match.end(), one.text[:match.end()].strip()),
                         Sentence(one.start + match.end(), one.end, one.text[match.end():].strip()))
                # (plain: True at a comma, False at "and to", None before a clause: fix9mc)
                found.append(([(_weight(h.text) * ratio, _anchors(h, "en", sides)) for h in parts],
                              True if match.group().startswith(",") else (False if "and" in match.group() else None),
                              [_content(h.text, "en") for h in parts]))
            splits_memo[k] = found
        return splits_memo[k]
    # A sentence joins two only at a joint of its own: one with no more joints than the two it would join
    # have between them keeps theirs (";" inside an English sentence, "；" at the same place in its
    # translation), and pairing it with both hid a lost sentence (the mutation test, session 12).
    joints_s = [len(_JOINT.findall(x.text.rstrip(_JOINT_END))) for x in source]
    joints_t = [len(_JOINT.findall(x.text.rstrip(_JOINT_END))) for x in target]
    colons_s = [len(_COLON_JOINT.findall(x.text.rstrip(_JOINT_END))) for x in source]
    colons_t = [len(_COLON_JOINT.findall(x.text.rstrip(_JOINT_END))) for x in target]
    # an English sentence splits at a joint kind of its own: a colon the translation does not keep (12C2(a) split at
    # its colon, its list of three joined with ；: fix9v), or a semicolon
    kinds_s = [_joint_kinds(x.text) for x in source]
    kinds_t = [_joint_kinds(x.text) for x in target]
    # an English sentence opening a list at its colon, translated as one sentence for the part before the colon and
    # one for each item (12C2(a) in four zh sentences, fix9aa): the pieces' (weight, anchors)
    joints_memo: dict = {}

    def joint_ways(k: int) -> list:
        """:func:`joint_pieces` of ``source[k]``, worked out when first asked for."""
        if k not in joints_memo:
            one = source[k]
            joints_memo[k] = [([(_weight(one.text[a:b]) * ratio or 1.0,
                                 _anchors(Sentence(one.start + a, one.start + b, one.text[a:b]), "en", sides))
                                for a, b in pieces], colons) for pieces, colons in joint_pieces(one.text)]
        return joints_memo[k]
    lists_s = [[(_weight(x.text[a:b]) * ratio, _anchors(Sentence(x.start + a, x.start + b, x.text[a:b]), "en", sides))
                for a, b in colon_list_pieces(x.text)] if m > n else [] for x in source]

    def joined(cuts: list, two: list, place: float, whole: frozenset) -> float | None:
        """The cost of ``two`` sentences (``(weight, anchors)``) against the halves of one sentence cut at one of
        its joints (``cuts``), the best cut; None when it has no joint inside.  The halves' lengths are priced
        each; their anchors once, the two sentences' together against the whole one's (``whole``): a term said
        in the other half (12B1's "infraction" of "Damage exists when..." named in the first half too) is no
        difference (fix9n)."""
        anchors = two[0][1] | two[1][1]
        return min((sum(abs(w2 - w1) / (w2 + w1) for (w2, _a2), (w1, _a1) in zip(two, cut))
                    + price(1.0, 1.0, anchors, whole, place) for cut in cuts), default=None)

    width = band(n, m)
    best: dict[tuple[int, int], float] = {(0, 0): 0.0}
    move: dict[tuple[int, int], str] = {}
    for i in range(n + 1):
        centre = i * m / n
        for j in range(max(0, int(centre) - width), min(m, int(centre) + width) + 1):
            if i == 0 and j == 0:
                continue
            options = []
            if i and j and (i - 1, j - 1) in best:
                options.append((best[(i - 1, j - 1)] + cost(i - 1, j - 1), "pair"))
            if i and (i - 1, j) in best:
                options.append((best[(i - 1, j)] + _SKIP, "source"))
            if j and (i, j - 1) in best:
                options.append((best[(i, j - 1)] + _SKIP, "target"))
            # two sentences translated as one joined at a semicolon (or the other way), each half the
            # translation of one of them: two pairs, not a loss
            if i >= 2 and j and halves_t[j - 1] and (i - 2, j - 1) in best \
                    and joints_t[j - 1] > joints_s[i - 2] + joints_s[i - 1]:
                price2 = joined(halves_t[j - 1], [(ws[k], anchors_s[k]) for k in (i - 2, i - 1)],
                                abs(start_s[i - 2] - start_t[j - 1]), anchors_t[j - 1])
                options.append((best[(i - 2, j - 1)] + price2 + _JOINED, "two-one"))
            # joined at a comma (12C1(a) "…裁判应这样做，该得分取代…"): the halves must fit closer (_COMMA_JOINED), and
            # only where the translation has fewer sentences (with as many, a comma join hid one dropped and one added)
            # and neither English sentence has all of its own numbers, references and terms missing from the one
            # (el 86A "Instead, he awards an adjusted score." dropped: the rest cut at a comma fitted both, and the
            # one finding was the term missing; fix9gb)
            if n > m and i >= 2 and j and commas_t[j - 1] and (i - 2, j - 1) in best \
                    and _each_carried(anchors_s[i - 2], anchors_s[i - 1], anchors_t[j - 1]) \
                    and _repeats_kept(source[i - 2].text, source[i - 1].text, target[j - 1].text):
                price2 = joined(commas_t[j - 1], [(ws[k], anchors_s[k]) for k in (i - 2, i - 1)],
                                abs(start_s[i - 2] - start_t[j - 1]), anchors_t[j - 1])
                options.append((best[(i - 2, j - 1)] + price2 + _COMMA_JOINED, "two-one"))
            # two sentences translated as one joined otherwise (86A "...the board. Instead, he awards an adjusted
            # score." as …重发该副牌，而应判给调整分。): the one sentence carries what each of the two alone
            # carries (its numbers, references, terms), so it is a translation of both, no loss (fix9k)
            if i >= 2 and j and (i - 2, j - 1) in best and _carries_both(anchors_s[i - 2], anchors_s[i - 1],
                                                                         anchors_t[j - 1]):
                price2 = price(ws[i - 2] + ws[i - 1], wt[j - 1], anchors_s[i - 2] | anchors_s[i - 1],
                               anchors_t[j - 1], abs(start_s[i - 2] - start_t[j - 1]))
                options.append((best[(i - 2, j - 1)] + price2 + _JOINED, "two-one"))
            if i and j >= 2 and halves_s[i - 1] and (i - 1, j - 2) in best \
                    and (colons_s[i - 1] > colons_t[j - 2] + colons_t[j - 1]
                         or any(a > b + c for a, b, c in zip(kinds_s[i - 1], kinds_t[j - 2], kinds_t[j - 1]))):
                # (a bracketed remark may move to the other sentence: "{path}, {fault} ({text}); fix it, then rebuild
                # (nothing was written)" as 未写入任何内容：{path} 中{fault}（{text}）。请先修正，再重新构建。, fix9al)
                price2 = joined(halves_s[i - 1] + moved_s(i - 1), [(wt[k], anchors_t[k]) for k in (j - 2, j - 1)],
                                abs(start_s[i - 1] - start_t[j - 2]), anchors_s[i - 1])
                options.append((best[(i - 1, j - 2)] + price2 + _JOINED, "one-two"))
            elif i and j >= 2 and halves_s[i - 1] and (i - 1, j - 2) in best and lang in ("zh", "el"):
                # split at the English's colon, the second sentence with a colon of its own where the English has a
                # comma: clause by clause, no sentence added (:func:`clause_split_cuts`, tester t9bp bp-rw20, fiyt)
                cuts = [[(_weight(h.text) * ratio, _anchors(h, "en", sides)) for h in cut]
                        for cut in clause_split_cuts(source[i - 1], target[j - 2], target[j - 1])]
                if cuts:
                    price2 = joined(cuts, [(wt[k], anchors_t[k]) for k in (j - 2, j - 1)],
                                    abs(start_s[i - 1] - start_t[j - 2]), anchors_s[i - 1])
                    options.append((best[(i - 1, j - 2)] + price2 + _JOINED, "one-two"))
            # a question asked first, its participle clauses said after it as a statement ("Take over the ruling in
            # progress, started at {time}, now held by process {pid}?" as 要接管这项进行中的裁决吗？它开始于 {time}，现由进程
            # {pid} 持有。: :func:`question_split_cuts`, tester t9by by-rew23, fjap)
            if m > n and i and j >= 2 and (i - 1, j - 2) in best and lang in ("zh", "el"):
                cuts = [[(_weight(h.text) * ratio, _anchors(h, "en", sides)) for h in cut]
                        for cut in question_split_cuts(source[i - 1], target[j - 2], target[j - 1], lang)]
                if cuts:
                    price2 = joined(cuts, [(wt[k], anchors_t[k]) for k in (j - 2, j - 1)],
                                    abs(start_s[i - 1] - start_t[j - 2]), anchors_s[i - 1])
                    options.append((best[(i - 1, j - 2)] + price2 + _COMMA_JOINED, "one-two"))
            # one English sentence translated as two, split at a plain comma or at "and to" (12B1's "…to redress damage
            # to a non-offending side and to take away any advantage…" as …损害。同时要取消…): where the translation has
            # more sentences, the halves fitting closely (_COMMA_JOINED) and each translated sentence carrying something
            # of what its half alone carries (a half that carries nothing of its own, "then build again.", would let
            # an added sentence pass as the split's: test_check_fix9al) (tester t9av: a correct split was found)
            # (not where the English's second half or the translation's second sentence opens with a linking word:
            # the link's own split below decides, 86B3's "…B2, however …" with a sentence of the translator's own
            # "此外，裁判应当记录其理由…" in its place stays a sentence added; "and to" is an addition: 同时, Επίσης)
            opening = link_kind(target[j - 1].text, lang or "") if m > n and i and j >= 2 else None
            if m > n and lang in _COMMA_LANGS and i and j >= 2 and (i - 1, j - 2) in best \
                    and opening in (None, "addition"):
                own = lambda mine, theirs: {a for a in mine - theirs if a[0] != "shape"}
                # (a half with nothing of its own, "and the average of them is assigned to each" (12C4), is carried by
                # a sentence that says all it says of a score and of the sides: 每一方都得到其平均值, not an added
                # 平均值向上取整; fix9pa, :func:`_content`)
                cuts = [cut for cut, plain, said in splits_s(i - 1) if (plain is not False and opening is None) or (
                            plain is False and opening in (None, "addition"))
                        if all(_kin(own(a[1], b[1])) & _kin(anchors_t[t])
                               or (not own(a[1], b[1]) and said[h] and said[h] <= content_t(t)
                                   # (what only that half says not said by the other sentence already: 取计算均值。
                                   # 每一方的平均值向上取整。 is the whole and a sentence added)
                                   and not (said[h] - said[1 - h] and said[h] - said[1 - h] <= content_t(u)))
                               for h, (a, b, t, u) in enumerate(((cut[0], cut[1], j - 2, j - 1),
                                                                 (cut[1], cut[0], j - 1, j - 2))))]
                if cuts:
                    price2 = joined(cuts, [(wt[k], anchors_t[k]) for k in (j - 2, j - 1)],
                                    abs(start_s[i - 1] - start_t[j - 2]), anchors_s[i - 1])
                    if restates(target[j - 1].text, lang or ""):
                        # the second sentence names again what the first said ("…της διανομής. Αυτό είναι το
                        # αποτέλεσμα που θα είχε ληφθεί, αν …", 12C1(b)): its half priced with what it restates
                        price2 = min(price2, joined([restated(cut, wt[j - 1]) for cut in cuts],
                                                    [(wt[k], anchors_t[k]) for k in (j - 2, j - 1)],
                                                    abs(start_s[i - 1] - start_t[j - 2]), anchors_s[i - 1]))
                    options.append((best[(i - 1, j - 2)] + price2 + _COMMA_JOINED, "one-two"))
            # one English sentence translated as two, the second opening with a linking word (86B3's "…from that
            # prescribed in B2, however in the absence of a relevant regulation, …" as …B2所规定的分数。不过，在没有…):
            # aligned by content, each part of the English against one of the two (:func:`continued_split`; fix9ad)
            # (only at a link of the same kind in the English: a sentence of its own put in place of the English's
            # second part, "此外，裁判应当记录其理由。" for "however … the Director proceeds as above", stays found)
            kind = link_kind(target[j - 1].text, lang or "") if i and j >= 2 and (i - 1, j - 2) in best else None
            # (and a consequence said by the order alone, "Knockout match: the two scores balance, so Law {law} changes
            # nothing." as 淘汰赛：两个得分是平衡的。{law}不改变任何分数。, the translation's second sentence with no 因此: a
            # sentence added after them stays found, fiyy)
            if kind is None and m > n and i and j >= 2 and (i - 1, j - 2) in best and lang in ("zh", "el") \
                    and consequence_by_order(source[i - 1], target[j - 2], target[j - 1], lang or "", sides):
                kind = "consequence"
            if kind is not None:
                price2 = continued_split(halves(source[i - 1], "en", ratio, _EN_LINKED[kind]),
                                         [(wt[k], anchors_t[k]) for k in (j - 2, j - 1)],
                                         anchors_s[i - 1], price, abs(start_s[i - 1] - start_t[j - 2]))
                if price2 is not None:
                    options.append((best[(i - 1, j - 2)] + price2 + _JOINED, "one-two"))
            # a boundary moved (86B3: the English's first sentence and the first half of its second, up to
            # ", however", as one sentence; the rest as another; or back): two sentences against two, one English
            # sentence cut at a comma or a joint (``_EN_CUT``), each part priced against its translation, and the
            # four's anchors the same but one (:func:`_moved`)
            if i >= 2 and j >= 2 and (i - 2, j - 2) in best and raw(i - 2, j - 2) + raw(i - 1, j - 1) > _MOVED \
                    and _moved(anchors_s[i - 2] | anchors_s[i - 1], anchors_t[j - 2] | anchors_t[j - 1]) \
                    and (cuts_s(i - 2) or cuts_s(i - 1)):
                place = abs(start_s[i - 2] - start_t[j - 2])
                one, two = (wt[j - 2], anchors_t[j - 2]), (wt[j - 1], anchors_t[j - 1])
                group = lambda a, b: (a[0] + b[0], a[1] | b[1])
                parts = [(group((ws[i - 2], anchors_s[i - 2]), first), second) for first, second in cuts_s(i - 1)]
                parts += [(first, group(second, (ws[i - 1], anchors_s[i - 1]))) for first, second in cuts_s(i - 2)]
                # each translated part adds no more terms than it shares with its English part (a sentence put in
                # the place of the second half brings its own: "…调整分…纠正…" for "the Director proceeds as above")
                parts = [(a, b) for a, b in parts if _own_terms(a[1], one[1]) and _own_terms(b[1], two[1])]
                if parts:
                    price4 = min(price(a[0], one[0], a[1], one[1], place) + price(b[0], two[0], b[1], two[1], place)
                                 for a, b in parts)
                    options.append((best[(i - 2, j - 2)] + price4 + 2 * _JOINED, "two-two"))
            # one sentence split at its colon and the next joined to the second half at a semicolon, in one entry
            # ("No adjusted score: the Director may not … . Apply …" as 不判调整分。裁判不得…；应执行…。): three pieces
            # paired across two sentences on each side, no loss (fresh tester 9j); and the mirror image (the
            # translation's colon, the English's semicolon)
            if i >= 2 and j >= 2 and (i - 2, j - 2) in best:
                place = abs(start_s[i - 2] - start_t[j - 2])
                whole_s, whole_t = anchors_s[i - 2] | anchors_s[i - 1], anchors_t[j - 2] | anchors_t[j - 1]
                crossing = []
                # only at a colon and a semicolon of their own: the split sentence's colon is in neither of the two
                # it pairs with, the joining semicolon in neither of the two it joins (a ";" the English sentence has
                # too kept in place hid a sentence dropped and one added: tests/test_check_fix9j.py)
                only_s = [c - k for c, k in zip(colons_s[i - 2:i], joints_s[i - 2:i])]
                only_t = [c - k for c, k in zip(colons_t[j - 2:j], joints_t[j - 2:j])]
                if only_s[0] > sum(only_t) and joints_t[j - 1] > sum(joints_s[i - 2:i]):
                    crossing.append((halves_s[i - 2], wt[j - 2], halves_t[j - 1], ws[i - 1]))
                if only_t[0] > sum(only_s) and joints_s[i - 1] > sum(joints_t[j - 2:j]):
                    crossing.append((halves(target[j - 2], lang or "en", 1.0, _COLON_JOINT), ws[i - 2],
                                     halves(source[i - 1], "en", ratio), wt[j - 1]))
                for split, alone, joined_cuts, last in crossing:
                    for (wa, _a), (wb, _b) in split:
                        for (wc, _c), (wd, _d) in joined_cuts:
                            price4 = (abs(wa - alone) / (wa + alone) + abs(wb - wc) / (wb + wc)
                                      + abs(last - wd) / (last + wd) + price(1.0, 1.0, whole_s, whole_t, place))
                            options.append((best[(i - 2, j - 2)] + price4 + 2 * _JOINED, "two-two"))
            # a sentence boundary moved to a semicolon, every clause kept ("A; B. C." as "A. B· C."): three clauses
            # paired across two sentences on each side, no sentence added or dropped (:func:`regrouped_cuts`, tester
            # t9bq bq-rew36, fiyy)
            if i >= 2 and j >= 2 and (i - 2, j - 2) in best and lang in ("zh", "el"):
                regroup = regrouped_cuts(source[i - 2], source[i - 1], target[j - 2], target[j - 1])
                if regroup is not None:
                    # (each clause priced against its partner, anchors too: a sentence of the translator's own
                    # before the English's first, "按第一种语言的编号（Escape：取消）。helper：内部错误…；没有任何改动。", is no
                    # clause of it moved, test_check_fix9j)
                    place = abs(start_s[i - 2] - start_t[j - 2])
                    price4 = sum(price(_weight(a.text) * ratio, _weight(b.text) or 1.0, _anchors(a, "en", sides),
                                       _anchors(b, lang, sides), place) for a, b in zip(regroup[:3], regroup[3:]))
                    # (one boundary moved, one join: a translation in order pays for the joint each side has where
                    # the other has none only in its lengths)
                    options.append((best[(i - 2, j - 2)] + price4 + _JOINED, "two-two"))
            # one English sentence split at its colon and at each item of its list, a sentence each: as many
            # sentences as pieces, each piece priced against its sentence, the anchors of all once (fix9aa)
            k = len(lists_s[i - 1]) if i else 0
            if k and j >= k and (i - 1, j - k) in best:
                pieces = lists_s[i - 1]
                price_k = sum(abs(w - wt[j - k + x]) / (w + wt[j - k + x]) for x, (w, _a) in enumerate(pieces))
                theirs = frozenset().union(*anchors_t[j - k:j])
                price_k += price(1.0, 1.0, anchors_s[i - 1], theirs, abs(start_s[i - 1] - start_t[j - k]))
                options.append((best[(i - 1, j - k)] + price_k + (k - 1) * _JOINED, f"one-{k}"))
            # one English sentence said as three or more sentences cut at its own semicolons, colons and ", which"
            # (:func:`joint_pieces`, tester t9cc cc-rw24, fjbc): each piece priced against its sentence, its length
            # and its anchors; the translation's sentences keep none of the colons and semicolons cut (an added
            # sentence next to a translation that keeps the English's joints is no piece of it)
            if m > n and i and j >= 3 and lang in ("zh", "el"):
                for pieces, colons in joint_ways(i - 1):
                    k = len(pieces)
                    if j < k or (i - 1, j - k) not in best or colons_s[i - 1] - sum(colons_t[j - k:j]) < colons:
                        continue
                    # (each piece against its sentence, anchors too: a sentence of the translator's own put between
                    # the pieces takes the place of a piece whose placeholder, number or term it does not have)
                    place = abs(start_s[i - 1] - start_t[j - k])
                    price_k = sum(price(w, wt[j - k + x] or 1.0, mine, anchors_t[j - k + x], place)
                                  for x, (w, mine) in enumerate(pieces))
                    options.append((best[(i - 1, j - k)] + price_k + (k - 1) * _JOINED, f"one-{k}"))
            if options:
                best[(i, j)], move[(i, j)] = min(options)
    lost, extra, pairs = [], [], []
    i, j = n, m
    if (i, j) not in best:  # cannot happen with the band around the diagonal; all unpaired if it did
        return Alignment(list(source), list(target), [])
    while i or j:
        step = move[(i, j)]
        if step in ("pair", "two-one", "one-two", "two-two") or step.startswith("one-"):  # "one-4": fix9aa
            di, dj = {"pair": (1, 1), "two-one": (2, 1), "one-two": (1, 2), "two-two": (2, 2)}.get(
                step, (1, int(step[len("one-"):]) if step[len("one-"):].isdigit() else 0))
            pairs.append((source[i - di:i], target[j - dj:j]))
            i, j = i - di, j - dj
        elif step == "source":
            lost.append(source[i - 1])
            i -= 1
        else:
            extra.append(target[j - 1])
            j -= 1
    if n == m and (not substitutions or n < 2):  # one sentence each: a poor translation, not a lost one
        return Alignment([], [], pairs[::-1])
    return Alignment(lost[::-1], extra[::-1], pairs[::-1])


# ---------------------------------------------------------------- untranslated runs

_FIXED_TOKENS = {"imp", "imps", "ns", "ew", "nos", "os", "mp", "mps", "toml", "json", "csv", "html", "md", "utf",
                 "po", "pot", "mo", "ctrl", "alt", "shift", "enter", "esc", "escape", "tab", "f1", "helper", "sqlite",
                 "knock", "out", "msgfmt", "msgid", "msgstr", "msgctxt", "pdf", "ok", "ascii", "ssh", "tty", "utc",
                 "wbf", "ebl", "id", "ids"}
# (an option's value is Latin letters, digits and dots: "--top 仅用于matchpoints" is the option, then Chinese prose and
# English left in it, not an option with a value of Chinese and English words; fixwe, tester t9bb unt552)
_CODE_SPANS = re.compile(r"--[A-Za-z][\w-]*(?:[ =][A-Za-z0-9_.,]+)?|`[^`]*`|«[^»]*»|“[^”]*”|\"[^\"]*\"|(?<!\w)'[^'\n]*'(?!\w)|「[^」]*」|\{[^{}]*\}|%\(\w+\)[sd]|"
                         r"(?:--|-)?[\w.-]*[_/=+<>\\][\w./=+<>\\-]*|\bhelper(?: (?:laws|score|rule|rulings|catalog|review|ui|build|check|stats|report|list|show|export|details|record|search)\b)+|\b[\w-]+\.(?:py|po|pot|toml|yaml|json|csv|md|html)\b")
_LATIN_RUN = re.compile(r"[A-Za-z][A-Za-z'’-]*(?:[ ,]+[A-Za-z][A-Za-z'’-]*)+")


def english_runs(source: str, target: str) -> list[tuple[int, int]]:
    """Spans of ``target`` (Chinese or Greek) that are English left untranslated.

    A run of Latin-script words counts when at least three of its words (of
    two letters or more, not fixed tokens such as IMPs, NS, Ctrl, TOML) are
    words of the English ``source``.  Code, file names, options, quoted or
    bracketed names and placeholders are ignored (a quotation holding English
    left is opened by the caller first: :func:`quoted_english`).
    """
    source_words = {w.casefold() for w in re.findall(r"[A-Za-z][A-Za-z'’-]*", source)}
    source_words |= {part for word in list(source_words) if "-" in word for part in word.split("-") if part}
    blanked = _CODE_SPANS.sub(lambda m: " " * len(m.group()), target)
    found = []
    for match in _LATIN_RUN.finditer(blanked):
        words = re.findall(r"[A-Za-z][A-Za-z'’-]*", match.group())
        english = [w for w in words if len(w) >= 2 and w.casefold() in source_words
                   and w.casefold() not in _FIXED_TOKENS]
        if len(english) >= 3:
            found.append(match.span())
    return found


_QUOTATION = re.compile(r"«[^»]*»|“[^”]*”|\"[^\"]*\"|(?<!\w)'[^'\n]*'(?!\w)|「[^」]*」")
"""A quotation (of a name, a command, a term, a placeholder's value)."""


_LISTED = re.compile(r"[(（]\s*([A-Za-z][A-Za-z'’-]*(?:\s*[,/]\s*[A-Za-z][A-Za-z'’-]*)*)\s*[)）]")
"""A bracket of the English holding Latin words only, one or a list ("(usually)", "(not, no, unless)"): words the
English mentions, as if quoted."""


def _english_quotations(source: str, target: str, least: int, lower: bool = False,
                        single: bool = False) -> list[tuple[int, int, str]]:
    """The quotations of ``target`` that hold ``least`` words or more of the English ``source``'s prose that no
    quotation or code span of the English holds: ``(start, end, inside)`` per quotation, ``inside`` its text with
    placeholders blanked.  The English quotes a placeholder ("'{text}'") or nothing; such a quotation of the
    translation ("“{text} word in Latin script ”", 违规方得到“the score it would have been allotted”) is English
    left untranslated, not a quoted name (issue 9 §2, the mutation test's english-run; fresh tester 9x).
    ``lower`` (a law text, fix9be): a quotation of Latin-script words only, one in lower case (not a fixed token),
    counts whatever the English says: a Chinese or Greek law text quotes no English, and a lower-case word is no
    name (Butler) nor abbreviation (WBF, IMP, NS): «scope» in the Greek 12B1, whose English says "objective".
    ``single`` (an interface string, fix9bo): one lower-case word of the English's prose is enough (哪一方是
    “non-offending”？, tester 9z N27) unless the English quotes it or mentions it in a bracket of Latin words only
    ("(not, no, unless)": :data:`_LISTED`), or it is an option value or a token kept in Latin script (none, ximps)."""
    if not any(mark in target for mark in "«“\"'「"):
        return []
    prose = {w.casefold() for w in re.findall(r"[A-Za-z][A-Za-z'’-]*", _CODE_SPANS.sub(" ", source))}
    # the words the English quotes, without the quote's own marks ('usually': usually, not "usually'")
    quoted = {w.casefold().strip("'’") for span in _CODE_SPANS.findall(source)
              for w in re.findall(r"[A-Za-z][A-Za-z'’-]*", span)}
    if single:
        from helper.catalog.checks.interface_terms import OPTIONS
        from helper.catalog.checks.kept_latin import INTERFACE_TOKENS, KEPT_NAMES

        mentioned = quoted | {w.casefold() for m in _LISTED.finditer(source) for w in re.findall(r"[A-Za-z][A-Za-z'’-]*",
                                                                                                  m.group(1))}
        from helper.catalog.checks.values import typed_values

        # (and the values the English lists to type, "none, ns, ew or both": 或者 'both' quotes one, fixyb)
        kept = (mentioned | set(OPTIONS) | set(INTERFACE_TOKENS) | set(KEPT_NAMES) | _FIXED_TOKENS
                | set(typed_values(source)))
    found = []
    for match in _QUOTATION.finditer(target):
        inside = _BRACE.sub(lambda m: " " * len(m.group()), match.group()[1:-1])
        english = [w for w in re.findall(r"[A-Za-z][A-Za-z'’-]*", inside) if len(w) >= 2 and w.casefold() in prose
                   and w.casefold() not in quoted and w.casefold() not in _FIXED_TOKENS]
        words = re.findall(r"[A-Za-z][A-Za-z'’-]*", inside)
        if len(english) >= least or (lower and words and not re.search(r"[^\sA-Za-z'’,.;:!?-]", inside) and any(
                w.islower() and len(w) >= 2 and w.casefold() not in _FIXED_TOKENS for w in words)) or (
                single and any(w.islower() and len(w) >= 3 and w.casefold() not in kept for w in english)):
            found.append((match.start(), match.end(), inside))
    return found


def quoted_english(source: str, target: str, domain: str) -> str:
    """``target`` with the marks of each quotation that holds English left untranslated (:func:`_english_quotations`)
    blanked, offsets kept, so that the untranslated-run check reads its words.  A law text quotes no English: one
    word is enough («relief», “procedural penalty”); an interface string, which may quote a flag or a value, needs
    two words or more (fresh tester 9x), or one lower-case word of the English's prose the English neither quotes nor
    mentions in brackets, nor an option value (“non-offending”, fix9bo)."""
    out = list(target)
    for start, end in quoted_english_spans(source, target, domain):
        out[start] = out[end - 1] = " "
    return "".join(out)


def quoted_english_spans(source: str, target: str, domain: str) -> list[tuple[int, int]]:
    """The spans (marks included) of the quotations of ``target`` that :func:`quoted_english` opens: English left
    untranslated inside quotation marks; in a law text (``laws``, ``pairs``) one word of the English's prose is
    enough, or a lower-case Latin word of any English («scope», fix9be); in an interface string two words of the
    English's prose, or one as :func:`_english_quotations` says (``single``, fix9bo)."""
    law = domain in ("laws", "pairs")
    return [(start, end) for start, end, _inside in _english_quotations(source, target, 1 if law else 2, lower=law,
                                                                         single=not law)]


_LATIN_WORD = re.compile(r"(?<![0-9A-Za-z_'’-])(?<![\u00c0-\u024f\u0370-\u03ff])[A-Za-z]{3,}"
                         r"(?![0-9A-Za-z_'’-])(?![\u00c0-\u024f\u0370-\u03ff])")
"""A Latin word, not part of a longer Latin or Greek word; Chinese characters around it are no word
characters here (Python's \\w counts them)."""


def latin_words(source: str, target: str, domain: str, runs: list[tuple[int, int]] = ()) -> list[tuple[int, int, bool]]:
    """Single Latin-script words of a Chinese or Greek ``target`` that a run (``english_runs``) does not cover.

    Returns ``(start, end, in_english)`` per word: ``in_english`` when the word is a word of the English
    ``source``.  Counted: in a law text (``domain`` ``laws`` or ``pairs``) a word of the English written
    in lower case (``contestant``: law texts keep no English word but the fixed tokens such as IMPs and
    knock out, and proper names, capitalised, such as Butler); in any text a word that is not in the
    English at all (``FIRSTREVIEWER``).  Interface strings keep lower-case English words on purpose:
    option values (``none, partly or direct``), commands (``rulings list``), so those are not counted.
    Code, options, quoted names and placeholders are ignored (as in ``english_runs``).
    """
    source_words = {w.casefold() for w in re.findall(r"[A-Za-z][A-Za-z'’-]*", source)}
    source_words |= {part for word in list(source_words) for part in re.split(r"[-'’]", word) if part}
    blanked = _CODE_SPANS.sub(lambda m: " " * len(m.group()), target)
    found = []
    for match in _LATIN_WORD.finditer(blanked):
        word = match.group()
        folded = word.casefold()
        if folded in _FIXED_TOKENS or any(a <= match.start() < b for a, b in runs):
            continue
        if folded not in source_words:
            found.append((match.start(), match.end(), False))
        elif domain in ("laws", "pairs") and word.islower():
            found.append((match.start(), match.end(), True))
    return found


# ---------------------------------------------------------------- placeholders

_BRACE = re.compile(r"\{[^{}\s]*\}")
_FIELD = re.compile(r"\{[^{}\s]*\}|%\(\w+\)[a-z]")
"""A placeholder whose order :func:`placeholder_swaps` compares: a brace field or a named printf one (argparse's
``argument %(argument_name)s: %(message)s`` with the two swapped, tester t9bd pla18)."""


def _label_before(text: str, start: int) -> str | None:
    """The side label (``NS``, ``EW`` ...) written just before position ``start`` (same clause)."""
    before = text[max(0, start - 12):start].rstrip(" \u3000:：")
    best = None
    for label, forms in SIDE_LABELS.items():
        for form in forms:
            if before.endswith(form) and (best is None or len(form) > best[1]):
                if form in ("OS",) and before.endswith("NOS"):
                    continue
                best = (label, len(form))
    if best is None:  # a command-line option naming it ("--player {player}": fix9qa, tester t9ay EM-113)
        option = _OPTION_BEFORE.search(text, max(0, start - 40), start)
        return option.group(1) if option else None
    return best[0]


_OPTION_BEFORE = re.compile(r"(?<![\w-])(--[a-z][a-z0-9]*(?:-[a-z0-9]+)*)[ =]?\Z")
"""A command-line option just before a placeholder, its value ("--player {player}", "--side={side}"): the
placeholder's label, so two options given each other's value ("--side {player} … --player {side}") are a swap."""


def _polar_before(text: str, start: int, lang: str) -> str | None:
    """The opposite label (average plus/minus ...: :mod:`polarity`) ending just before position ``start``."""
    from helper.catalog.checks.polarity import polar_labels

    near = [p for p in polar_labels(text[max(0, start - 40):start], lang)
            if not text[max(0, start - 40):start][p.end:].strip(" \u3000:：=")]
    return near[-1].label if near else None


def placeholder_swaps(source: str, target: str, lang: str = "", bound_before=None) -> tuple[
        list[tuple[str, str, str]], tuple[list[str], list[str]] | None]:
    """Placeholders of ``target`` in another place than in ``source``.

    Returns ``(by_label, order)``: ``by_label`` lists ``(placeholder,
    label in the English, label in the translation)`` where a side label
    (NS/EW, 南北/东西, ΒΝ/ΑΔ) or, with ``lang`` (``zh``/``el``), an opposite label (average plus
    {plus}: 平均正分 {plus}) right before the placeholder differs;
    ``order`` is ``(English order, translation order)`` of the distinct
    placeholders when it differs (None when the same, when a label already
    explains the difference, or when every placeholder out of order stays with the same label).
    ``bound_before``: ``(text, position, lang) -> bound label or None`` (:func:`meaning.bound_before`, given by
    the caller: :mod:`meaning` reads sentences from here), a bound before a placeholder counted as its label.
    """
    def label(text, at, text_lang):
        return _label_before(text, at) or (_polar_before(text, at, text_lang) if lang else None)

    source_fields = [(m.group(), label(source, m.start(), "en")) for m in _FIELD.finditer(source)]
    target_fields = [(m.group(), label(target, m.start(), lang)) for m in _FIELD.finditer(target)]
    source_labels, target_labels = {}, {}
    for field, found in source_fields:
        source_labels.setdefault(field, found)
    for field, found in target_fields:
        target_labels.setdefault(field, found)
    by_label = []
    for field, found in target_fields:
        expected = source_labels.get(field)
        if expected and found and expected != found and (field, expected, found) not in by_label:
            by_label.append((field, expected, found))
    source_order = list(dict.fromkeys(f for f, _l in source_fields))
    target_order = list(dict.fromkeys(f for f, _l in target_fields if f in source_labels))
    common = [f for f in source_order if f in target_order]
    if by_label or common == target_order or len(common) < 2:
        return by_label, None
    moved = [f for f in common if common.index(f) != target_order.index(f)]
    kept = [f for f in moved if source_labels.get(f) and source_labels.get(f) == target_labels.get(f)]
    if lang:  # a bound before it ("at most {high}" as 不得超过 {high}, δεν πρέπει να ξεπερνά το {high}) is its label too
        if bound_before is not None:
            source_bounds = {m.group(): bound_before(source, m.start(), "en") for m in _BRACE.finditer(source)}
            target_bounds = {m.group(): bound_before(target, m.start(), lang) for m in _BRACE.finditer(target)}
            # (not a bound two moved placeholders share: "at least {low} in pairs and at least {high} in teams" with
            # the two swapped keeps each after "at least", in the other's place, fix9aa)
            shared = [source_bounds.get(f) for f in moved]
            kept += [f for f in moved if f not in kept and source_bounds.get(f)
                     and source_bounds[f] == target_bounds.get(f) and shared.count(source_bounds[f]) == 1]
        # its own label ("the latest: {latest}" as 最新：{latest}; "corrected by ruling {by}" as 被第 {by} 号裁决更正,
        # fresh tester 9k; 于 {date}, 第 {number} 条, fix9bf; --declarer or 定约 in its clause, fix9bl) goes with it
        # wherever the sentence puts it: :func:`placeholder_roles.bindings`, the one reading of the labels
        kept += [f for f in binding_verdict(source, target, lang, common)[0] if f in moved and f not in kept]
        # an option name, a key or a quoted name right before it ("--side {side}", "top={top}", "'{name}'") is its
        # label, written alike in both languages (fix9ab, fresh tester 9m)
        source_names, target_names = name_labels(source), name_labels(target)
        kept += [f for f in moved if f not in kept and source_names.get(f, set()) & target_names.get(f, set())]
        # the one placeholder the English sets in a bracket of its own ("was saved ({time})") set so in the translation
        # too: the aside moved with it (tester t9bz bz-rew17, fjas)
        aside = _aside(source)
        kept += [f for f in moved if f not in kept and f == aside == _aside(target)]
        if _same_clauses(source, target, lang, kept):
            return by_label, None  # the clauses in another order, each placeholder in its own (fresh tester 9j)
    if all(f in kept or _mirrors(f, moved, kept, common, target_order) for f in moved):
        # the sentence's order changed, each placeholder with its own label; an unlabelled parallel pair
        # ({plus_imps} / {minus_imps}) reordered as its labelled pair ({plus} / {minus}) was (fix9j)
        return by_label, None
    # a placeholder kept with its label (南北 {ns}) is in its place wherever the sentence puts it: the order
    # compared is that of the others (东西 {ew}，南北 {ns}（{date}，{appeal}）: {appeal} and {date} only; fix9k)
    explained = [f for f in moved if f in kept or _mirrors(f, moved, kept, common, target_order)]
    source_rest = [f for f in common if f not in explained]
    target_rest = [f for f in target_order if f not in explained]
    if source_rest == target_rest or len(source_rest) < 2:
        return by_label, None
    return by_label, (source_rest, target_rest)


def _aside(text: str) -> str | None:
    """The one placeholder of ``text`` that stands in a bracket (:func:`brackets.parentheticals`) holding no other
    placeholder, at each of its places ("… was saved ({time}); …", "…（{time}）…", "(at {time})"), or None (none, or
    two such: "({a}) … ({b})" swapped would keep each in a bracket).  The bracket is its label, written alike in every
    language: a translation that moves the aside elsewhere in the sentence ("τερματίστηκε από έξω ({time}) πριν
    αποθηκευτεί η μετάφρασή σας για {entry}" for "… before your translation of {entry} was saved ({time})") puts the
    placeholder in another order, its role kept (tester t9bz bz-rew17, fjas); swapped, the other stands in the
    bracket and this one outside it."""
    from helper.catalog.checks.brackets import parentheticals

    groups = [(group.start, group.end, {m.group() for m in _FIELD.finditer(text, group.start, group.end)})
              for group in parentheticals(text)]
    found = {next(iter(fields)) for _a, _b, fields in groups if len(fields) == 1}
    found = {field for field in found
             if all(any(a <= m.start() < b and fields == {field} for a, b, fields in groups)
                    for m in re.finditer(re.escape(field), text))}
    return found.pop() if len(found) == 1 else None


# A name that labels the placeholder right after it and that no translation translates (fix9ab): an option
# (``--side {side}``, ``--side: {side}``), a key (``top={top}``) or a quoted name (``'top' {top}``, ``“top” {top}``).
_NAME_LABEL = re.compile(r"(?:(?<![\w-])(--?[A-Za-z][\w-]*)|(?<![\w-])([A-Za-z_][\w.-]*)\s*=|"
                         r"['\u2018\u201c\u00ab]([^'\u2019\u201d\u00bb\n]{1,40})['\u2019\u201d\u00bb])"
                         r"[ \t\u00a0]*[:：=]?[ \t\u00a0]*(?=\{[^{}\s]*\})")


def name_labels(text: str) -> dict[str, set[str]]:
    """``{placeholder: {name}}``: the option names (``--side``), keys (``top=``) and quoted names written right
    before any occurrence of each placeholder of ``text`` (:data:`_NAME_LABEL`), in any language: the same name
    before a placeholder in the English and in its translation keeps that placeholder in its place, wherever the
    sentence puts it.  A placeholder with none is left out."""
    found: dict[str, set[str]] = {}
    for match in _NAME_LABEL.finditer(text):
        field = _BRACE.match(text, match.end())
        if field is not None:
            found.setdefault(field.group(), set()).add(next(g for g in match.groups() if g))
    return found


_MEASURE = " \u3000副个項项张張桌号號场場轮輪"
"""What may stand between a number's placeholder and the term after it: a space, a Chinese measure word (第 {board}
副牌, {count} 项)."""


def _term_labels(text: str, lang: str) -> dict[str, set[str]]:
    """``{placeholder: {English glossary term}}``: the glossary terms (:mod:`terminology`) that stand right before
    or right after a placeholder of ``text`` in its clause, as :func:`placeholder_roles.label_words` reads its
    labels ("board {board}", 第 {board} 副牌 past its measure word, "{count} contestants")."""
    from helper.catalog.checks.placeholder_roles import _AFTER_CUT, _BEFORE_CUT
    from helper.catalog.checks.terminology import _term_text, _terms_at

    folded = _term_text(text, lang)
    terms = _terms_at(text, lang)
    found: dict[str, set[str]] = {}
    for match in _BRACE.finditer(folded):
        before = folded[max(0, match.start() - 20):match.start()]
        before_from = match.start() - len(_BEFORE_CUT.sub("", before))
        after_to = match.end() + len(_AFTER_CUT.sub("", folded[match.end():match.end() + 8]))
        for start, end, term in terms:
            if before_from <= start and end <= match.start() and not folded[end:match.start()].strip(" \u3000:：=的"):
                found.setdefault(match.group(), set()).add(term)
            elif match.end() <= start and end <= after_to and not folded[match.end():start].strip(_MEASURE):
                found.setdefault(match.group(), set()).add(term)
    return found


def binding_verdict(source: str, target: str, lang: str, fields: list[str] | None = None) -> tuple[
        set[str], list[tuple[str, str, str, bool]]]:
    """``(told, swapped)`` of :func:`placeholder_roles.bindings` for translation ``target`` (``zh``, ``el``) of
    ``source``, over ``fields`` (default: the placeholders both texts hold, in the English's order), the glossary
    terms next to the placeholders (:func:`_term_labels`) read as labels too: the placeholders its labels tell apart,
    and ``(word, placeholder, other, in the English)`` per pair its labels say swapped (``于`` at ``{reviewer}`` where
    the English has ``{date}``; "byte" the English put at ``{byte}``, at ``{reason}`` in the translation).
    ``(set(), [])`` for another language or fewer than two placeholders."""
    from helper.catalog.checks.placeholder_roles import bindings

    if lang not in ("zh", "el"):
        return set(), []
    if fields is None:
        in_target = {m.group() for m in _BRACE.finditer(target)}
        fields = [f for f in dict.fromkeys(m.group() for m in _BRACE.finditer(source)) if f in in_target]
    if len(fields) < 2:
        return set(), []
    return bindings(source, target, lang, fields, (_term_labels(source, "en"), _term_labels(target, lang)))


_CLAUSE_CUT = ";:；：·"
_CLAUSE_OPEN, _CLAUSE_CLOSE = "([（〔【{", ")]）〕】}"


def placeholder_clauses(text: str, lang: str) -> list[tuple[str, ...]]:
    """The placeholders of each clause of ``text`` (``en``, ``zh``, ``el``), in order: its sentences cut at
    ``; : ； ： ·`` outside brackets; a bracketed law reference belongs to its clause.  Clauses with no placeholder
    are left out."""
    groups = []
    for sentence in sentences(text, lang) or [None]:
        start, end = (sentence.start, sentence.end) if sentence else (0, len(text))
        depth, first = 0, start
        cuts = []
        for i in range(start, end):
            if text[i] in _CLAUSE_OPEN:
                depth += 1
            elif text[i] in _CLAUSE_CLOSE and depth:
                depth -= 1
            elif text[i] in _CLAUSE_CUT and depth == 0:
                cuts.append((first, i))
                first = i + 1
        cuts.append((first, end))
        for a, b in cuts:
            fields = tuple(m.group() for m in _BRACE.finditer(text, a, b))
            if fields:
                groups.append(fields)
    return groups


def _same_clauses(source: str, target: str, lang: str, kept: list[str]) -> bool:
    """Whether the translation has the English's clauses in another order, each with the same placeholders in the
    same order (the appeal notice's two clauses swapped, each with its law reference): at least one clause holds two
    placeholders, and no two clauses of one placeholder each (other than one kept with its label) could have
    changed places unseen."""
    mine, theirs = placeholder_clauses(source, "en"), placeholder_clauses(target, lang)
    if sorted(mine) != sorted(theirs) or len(set(mine)) != len(mine) or not any(len(g) > 1 for g in mine):
        return False
    return sum(1 for g in mine if len(g) == 1 and g[0] not in kept) <= 1


def clause_swaps(source: str, target: str, lang: str) -> list[tuple[str, str]]:
    """Two placeholders each in the other's clause (``(first, second)`` in the English's order), where exchanging
    them gives the translation the English's clauses: the appeal notice's {law83} and {law92} swapped (fix9u's
    miss 5, fresh tester 9j), an error, told apart from the clauses reordered (:func:`_same_clauses`)."""
    mine, theirs = placeholder_clauses(source, "en"), placeholder_clauses(target, lang)
    if sorted(mine) == sorted(theirs) or sorted(map(len, mine)) != sorted(map(len, theirs)):
        return []
    fields = [f for group in mine for f in group]
    if sorted(fields) != sorted(f for group in theirs for f in group) or len(set(fields)) != len(fields):
        return []
    home = {f: i for i, group in enumerate(mine) for f in group}
    found = []
    for i, a in enumerate(fields):
        for b in fields[i + 1:]:
            if home[a] == home[b]:
                continue
            exchanged = [tuple(b if f == a else a if f == b else f for f in group) for group in theirs]
            if sorted(exchanged) == sorted(mine):
                found.append((a, b))
    return found


def _mirrors(field: str, moved: list[str], kept: list[str], source: list[str], target: list[str]) -> bool:
    """Whether unlabelled ``field`` ({plus_imps}) and its parallel partner ({minus_imps}) change places as a
    parallel labelled pair of the same opposites ({plus} / {minus}, each kept with its label) does."""
    def flipped(a, b):
        return (source.index(a) < source.index(b)) != (target.index(a) < target.index(b))

    def opposites(a, b):
        x, y = a.strip("{}").casefold().split("_"), b.strip("{}").casefold().split("_")
        return [(p, q) for p, q in zip(x, y) if p != q]

    for partner in moved:
        if partner == field or partner in kept or not parallel(field, partner) or not flipped(field, partner):
            continue
        names = opposites(field, partner)
        if any(parallel(a, b) and opposites(a, b) == names and flipped(a, b) for a in kept for b in kept if a != b):
            return True
    return False


_OPPOSITE_NAMES = [frozenset(pair) for pair in (
    ("ns", "ew"), ("plus", "minus"), ("nos", "os"), ("first", "last"), ("from", "to"), ("min", "max"),
    ("old", "new"), ("before", "after"), ("source", "target"), ("home", "away"), ("north", "south"),
    ("east", "west"), ("left", "right"), ("start", "end"), ("high", "low"), ("top", "bottom"), ("a", "b"),
    ("x", "y"), ("ours", "theirs"), ("mine", "theirs"), ("expected", "found"), ("winner", "loser"),
    ("offending", "non_offending"), ("won", "lost"), ("more", "less"), ("most", "least"))]


def parallel(a: str, b: str) -> bool:
    """Two placeholders of the same role whose meanings are opposite ({ns}/{ew}, {plus}/{minus},
    {plus_imps}/{minus_imps}, {first}/{last}): swapped, each takes the other's value and the text still reads
    well, so the order of the English is the only witness."""
    x, y = a.strip("{}").casefold().split("_"), b.strip("{}").casefold().split("_")
    if len(x) != len(y):
        return False
    differ = [(p, q) for p, q in zip(x, y) if p != q]
    return len(differ) == 1 and frozenset(differ[0]) in _OPPOSITE_NAMES


def parallel_swaps(order: tuple[list[str], list[str]]) -> list[tuple[str, str]]:
    """The pairs of parallel placeholders (:func:`parallel`) whose order the translation reverses."""
    source, target = order
    return [(a, b) for i, a in enumerate(source) for b in source[i + 1:]
            if parallel(a, b) and target.index(a) > target.index(b)]


# ---------------------------------------------------------------- doubled Chinese words

_ZH_WORD_DOUBLED = re.compile(r"([\u4e00-\u9fff]{2,4})\1")
_A_NOT_A = re.compile(r"[\u4e00-\u9fff][不没]")
_ZH_ITEM_DOUBLED = re.compile(r"(?<![\u4e00-\u9fff])([\u4e00-\u9fff]{2,4})[、，,]\s*\1(?![^、，,和及与并或])")
"""A word of two to four characters opening a list's item (after no other character) and written again as the next
item, its list mark between (检查、检查), the copy ending its item (not 定约、定约人: test_check_fixze)."""
_ZH_LEGIT_DOUBLES = {"研究", "讨论", "考虑", "商量", "看看", "一个", "一副", "一一", "常常", "渐渐", "慢慢"}


_ZH_REDUPLICATIONS = frozenset(
    "常常 人人 一一 渐渐 往往 刚刚 慢慢 看看 试试 想想 说说 谈谈 等等 个个 天天 年年 月月 日日 处处 事事 样样 件件 "
    "次次 回回 步步 层层 句句 条条 种种 家家 户户 时时 每每 稍稍 仅仅 偏偏 默默 明明 轻轻 悄悄 纷纷 频频 屡屡 久久 "
    "统统 通通 白白 好好 多多 大大 早早 匆匆 紧紧 深深 牢牢 静静 缓缓 略略 恰恰 区区 足足 整整 满满 远远 高高 "
    "长长 快快 哈哈 呵呵 嘻嘻 谢谢 爸爸 妈妈 哥哥 姐姐 弟弟 妹妹 宝宝 星星 片片 点点 滴滴 丝丝 声声 张张 场场 "
    "局局 轮轮 副副 桌桌 方方 面面 头头 生生 世世 代代 岁岁 平平 常常 微微 隐隐 连连 暗暗 渐渐 忙忙 急急 叨叨 "
    "楚楚 彬彬 冉冉 熊熊 蒙蒙 滔滔 姗姗 翩翩 津津 历历 井井 奄奄 苦苦 活活 断断 万万 千千 区区 了了 字字".split())
"""Characters a Chinese text writes twice on purpose (fix9ib): reduplications (常常, 人人, 一一, 渐渐, 往往, 刚刚 of the
brief; the messages' 刚刚 "has just"), measure words of "each" (条条, 个个, 次次), adverbs (仅仅, 稍稍, 足足)."""

_ZH_WORD_ENDS = ("裁判", "仲裁", "中文", "英文", "希腊文", "原文", "译文", "正文", "条文", "全文", "得分", "比赛分",
                 "调整分", "平均分", "正分", "负分", "比分", "总分", "罚分", "积分", "评分", "个人赛", "双人赛", "队式赛", "团体赛", "淘汰赛",
                 "比赛", "联赛", "锦标赛", "委员会", "协会", "大会", "一方", "双方", "对方", "各方", "违规方",
                 "主办方", "同时", "当时", "届时", "到时", "按时", "及时", "有时", "不如", "例如", "比如", "譬如",
                 "诸如", "正如", "犹如", "假如", "有关", "相关", "机关", "规定", "决定", "判定", "确定", "约定",
                 "更正", "纠正", "修正", "改正", "公正", "除非")
_ZH_WORD_STARTS = ("判罚", "判给", "判定", "判决", "判断", "判分", "文本", "文件", "文字", "分别", "分开", "分数",
                   "分配", "分摊", "分为", "赛事", "赛程", "赛制", "条款", "会议", "会员", "方面", "方案", "方式",
                   "方法", "方向", "时间", "时候", "时段", "时限", "如果", "如何", "如此", "如下", "如同", "如无",
                   "如有", "关于", "关系", "定义", "定为", "正确", "正常", "正当", "正式", "对手", "对方", "对于",
                   "对应", "以上", "以下", "以及", "以后", "以前", "以内", "为止", "在场", "在内", "由于", "从而", "给予",
                   "将来", "同伴", "同一", "同样", "和解", "非违规",
                   # (方可 "only then may", 方块 "diamonds", 时刻: after 双方, 对方, 同时 no 方 nor 时 doubled; fixwd)
                   "方可", "方能", "方才", "方为", "方便", "方块", "方针", "方位", "时刻", "时期", "时机", "时效", "时长")
"""Words that end in a character and words that start with it (fix9ib): a character written twice where one word ends
and the next begins (裁判判罚, 中文文本, 得分分别计算, 个人赛赛事 of the shipped catalogues; 除非非违规方, "unless the non-offending
side": t9ba con25), no character doubled."""

_ZH_ENDS_ANY = "分"
"""Characters that end so many words (a score: 得分, 该分, 比赛分, 平均正分) that one of them before a word of
:data:`_ZH_WORD_STARTS` it starts (分别, 分开) is two words meeting: 该分分别为正3 (fix9ib)."""

_ZH_FUNCTION_ENDS = ("可以", "所以", "加以", "予以", "得以", "难以", "足以", "用以", "借以", "认为", "作为", "成为",
                     "以为", "因为", "称为", "视为", "行为", "关于", "由于", "对于", "等于", "属于", "位于", "相对",
                     "面对", "针对", "理由", "自由", "经由", "就是", "但是", "或是", "还是", "总是", "凡是", "只是",
                     "于是", "交给", "付给", "判给", "发给", "分给", "送给", "面向", "方向", "转向", "自从", "服从",
                     "遵从", "即使", "假使", "促使", "迫使", "应该", "本该", "委员会", "协会", "大会", "理事会", "不会",
                     "将会", "需要", "只要", "主要", "重要", "不要", "可能", "不能", "只能", "才能", "所有", "没有",
                     "只有", "具有", "拥有", "持有", "享有", "也就", "成就", "早就", "反之", "总之", "之间")
"""Words ending in a character that is also a word of its own, a preposition, verb or modal of one character (以, 为,
于, 对, 由, 是, 给, 向, 从, 使, 该, 会, 要, 能, 有, 就, 之): 裁判可以以…为由 ("may … on the grounds that", 12B2),
对于于…: the word and the next word meet (fix9ib, tester t9as ZL10's 可以以 read as 以 written twice)."""

_ZH_GOVERNING_ENDS = ("关于", "由于", "对于", "等于", "属于", "位于", "交给", "付给", "判给", "发给", "分给", "送给",
                      "面向", "转向", "自从", "服从", "遵从", "经由", "认为", "作为", "成为", "以为", "称为", "视为",
                      "面对", "针对", "相对", "即使", "假使", "促使", "迫使", "加以", "予以", "用以", "借以", "具有",
                      "拥有", "持有", "享有", "也就", "早就", "反之", "总之")
"""Words of :data:`_ZH_FUNCTION_ENDS` whose last character is the preposition or complement that already takes what
follows (判给 "awarded to", 关于 "about", 属于 "belonging to", 认为 "consider as", 具有 "having"): the object comes
next, never that character standing alone again, so the character written twice after one of them is a slip (已判给给
不平衡的调整分, tester t9cc cc-dbl05; 关于于本条, 属于于违规方) unless the second copy starts a word
(:data:`_ZH_GOVERNED_STARTS`, :func:`_starts_word`: 针对对方, 面对对手, 即使使用, 分给给定的; not 判给给予, two verbs
of giving).  The other words of the list (modals, nouns, conjunctions: 可以 + 以…为由, 行为 + 为 "is", 理由 + 由 "by",
所以 + 以, 委员会 + 会) may have the character stand as a word of its own after them."""
_ZH_GOVERNED_STARTS = ("给出", "给定", "于是", "对方", "对手", "对应", "对于", "以上", "以下", "以及", "以后",
                       "以前", "以内", "以外", "为了", "为止", "为何", "使用", "使得", "有关", "有效", "有权", "有时",
                       "从而", "从中", "从事", "从未", "从来", "向前", "向后", "之前", "之后", "之间", "之内", "之外",
                       "就是", "由此")


def _governed_written_again(text: str, start: int) -> bool:
    """Whether the character written twice at ``text[start:start + 2]`` ends a word of :data:`_ZH_GOVERNING_ENDS`
    and stands alone again after it, starting no word (判给给不平衡, tester t9cc cc-dbl05)."""
    if not any(text.endswith(word, 0, start + 1) for word in _ZH_GOVERNING_ENDS if word[-1] == text[start]):
        return False
    if text.startswith("给予", start + 1):
        return True  # 判给给予: "award" said by two verbs of giving, 给 written twice (给定 "given" is a word after it)
    return not (text.startswith(_ZH_GOVERNED_STARTS, start + 1) or _starts_word(text, start + 1)
                or text.startswith(_ZH_MODAL_STARTS, start + 1))


_ZH_PREPOSITIONS = frozenset("对以为于由从向给被把将在与和跟同")
"""Characters that are a preposition or conjunction of their own, before a word they start (对 + 对手, 在 + 在场,
以 + 以上): no character doubled."""

_ZH_CLASSIFIED = re.compile(r"(?:[\d\}０-９一二两三四五六七八九十百几每各]\s*)$")
"""A number or placeholder before a measure word ("{count} 条条款": 条 counts 条款, fix9ib)."""


_ZH_FUNCTION_CHARACTERS = frozenset("那这的了在是和或与及此其之将被把应可该会能要也都就还又并而则若即但从向于以为对由给让使所者"
                                    "等各每些个")
"""Characters of grammar (demonstratives, particles, modals, conjunctions, prepositions, measure words): one of them
written twice is a slip (那那部分, 应应判给, 可可以) unless the lists above read two words meeting (可以 + 以)."""


@lru_cache(maxsize=1)
def _zh_law_bigrams() -> frozenset[str]:
    """Every two Chinese characters in a row in the Chinese texts of ``laws_text/`` (the sources as published, the
    1997 paragraphs, the sentence pairs) and of the glossary: the laws' own words (结果, 其他, 时间, 判罚, 记录), read
    from the sources, never from a catalogue a reviewer edits.  Empty when there are none.  Read once per process."""
    from helper.catalog.checks.common import GLOSSARY_PATH
    from helper.paths import laws_text_dir

    root = laws_text_dir()
    paths = [*sorted(root.glob("*.yaml")), *sorted(root.glob("sources/*.txt")), GLOSSARY_PATH]
    pairs: set[str] = set()
    for path in paths:
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        for run in re.findall(r"[\u4e00-\u9fff]{2,}", text):
            pairs.update(run[i:i + 2] for i in range(len(run) - 1))
    return frozenset(pairs)


_ZH_ADVERBS_ALIKE = frozenset("刚刚 仅仅 常常 渐渐 稍稍 略略 恰恰 偏偏 屡屡 频频 早早 往往 每每 时时".split())
"""Adverbs said alike once or twice (刚构建 and 刚刚构建 both "just built", 仅 and 仅仅 "only"): the reduplication where
the project's Chinese writes the character once is a correct wording, no character doubled (tester t9cc cc-rw11:
"与刚刚构建的目录不同" for the shipped 与刚构建的).  Not 大大 ("greatly", 大 "big"): 多大大责任 stays doubled."""


def _written_once_elsewhere(text: str, start: int) -> bool:
    """Whether the character written twice at ``text[start:start + 2]``, written once, makes with the characters
    either side of it three the project's Chinese writes in a row (:func:`zh_writes`): 重新发发牌 (新发牌 of
    重新发牌), 其他他牌 (其他牌), 多大大责任 (多大责 of 多大责任) are that character doubled, where the laws' pairs 新发
    and 发牌, 其他, or the reduplication 大大 read two words meeting (tester t9bg bg-dou09, bg-dou13, bg-dou20).  Not
    where the second copy starts a word of the lists (:func:`_starts_word`, :data:`_ZH_MEASURE_STARTS`): 违规方方可
    is 违规方 + 方可 and 一个个人赛 一个 + 个人赛, though 违规方可 and 一个人 are runs the Chinese writes too."""
    if start == 0 or start + 3 > len(text) or text[start:start + 2] in _ZH_ADVERBS_ALIKE:
        return False
    if _starts_word(text, start + 1) or text.startswith(_ZH_MEASURE_STARTS, start + 1):
        return False  # 违规方 + 方可, 一个 + 个人赛: the second copy starts a word the lists know, two words meeting
    return zh_writes(text[start - 1] + text[start] + text[start + 2])


@lru_cache(maxsize=1)
def _zh_term_words() -> tuple[str, ...]:
    """The words a character ends that :func:`doubled_zh_characters` reads a reduplication after: the glossary's
    Chinese terms as a reviewer reads them (违规方, 非违规方, 参赛方) and :data:`_ZH_WORD_ENDS` (双方, 对方, 同时)."""
    from helper.catalog.checks.terminology import load_glossary

    forms = {form for term in load_glossary() for form in term.shown.get("zh", ())
             if re.fullmatch(r"[\u4e00-\u9fff]{2,}", form)}
    return tuple(sorted(forms | set(_ZH_WORD_ENDS)))


def _term_written_again(text: str, start: int) -> bool:
    """Whether the two same characters at ``text[start:start + 2]`` are the last character of a term
    (:func:`_zh_term_words`: 违规方, 非违规方, 同时) written again, the second starting no word
    (:data:`_ZH_WORD_STARTS`: 方可, 方案, 时间): 违规方方得到, 非违规方方调整分 (fixwd, tester t9bb dou249, dou251), where
    方方 alone is a reduplication (方方面面)."""
    char = text[start]
    return any(text.endswith(word, 0, start + 1) for word in _zh_term_words() if word.endswith(char)) \
        and not any(text.startswith(word, start + 1) for word in _ZH_WORD_STARTS if word.startswith(char))


_ZH_CLAUSE_END = frozenset("，。；：、（）()「」『』“”？！,.;:?!\n")
"""What ends a clause or a word after a character (，。；：、（ ）): a doubled character's second copy before one
stands alone (fixya)."""

_ZH_MEASURE_WORDS = frozenset("个次回件条种张场局轮副桌家户层句片步样位节页项款")
"""Measure words whose doubling after 一 is a reduplication, "one after another" (一桌桌, 一副副, 一轮轮; fixya)."""

_ZH_DETERMINERS = frozenset("另同这那该本此各每其某哪几第唯两二三四五六七八九十百千0123456789０１２３４５６７８９}")
"""What makes a measure word doubled after it no reduplication: a demonstrative or a number other than 一 before it
(该副副牌, 两桌桌, 每局局), or before its 一 (另一桌桌, 同一副副, 每一轮轮, 第一局局: 另一 is a word; fixya)."""

_ZH_NUMBER_AFTER = re.compile(r"\s*(?:[\u4e00-\u9fff]?[了有是为达]\s*)?[\d０-９{一二两三四五六七八九十百千几半]")
"""A number (digits, a placeholder, a Chinese numeral) right after 整整, 足足 or 区区, or after a verb and its 了, 有, 是
(整整两副, 足足 {count} 副, 足足等了 3 分钟): the reduplication "fully", "as many as", "a mere" it needs (fixya)."""

_ZH_DATE_UNITS_DOUBLED = frozenset({"年年", "月月", "日日", "天天"})
_ZH_DATE_NUMBER = re.compile(r"(?:[\d\}０-９]|[两二三四五六七八九十百千])\s*\Z")
_ZH_DATE_UNIT_STARTS = ("年底", "年初", "年中", "年末", "年度", "年内", "年间", "年份", "年龄", "月底", "月初",
                        "月中", "月末", "月份", "日期", "天数")
"""A unit of dates written twice after a number (1997年年版 for 1997年版, 3天天: fixzb, tester t9be doubzh05): a
character doubled, not 年年 "every year"; not where the second starts a word (1997年年底, "at the end of 1997")."""

_ZH_BEFORE_NUMBER = frozenset({"整整", "足足", "区区"})
"""Reduplications that stand only before a number (整整两副); 整整数 (for 整数, "a whole number") is 整 doubled."""

_ZH_MORE_STARTS = ("分差", "分值", "分组", "分段", "分成", "分担", "分享", "分析", "分布", "分项", "分发", "分级", "分钟",
                   "分制", "分割", "赛季", "赛区", "赛场", "赛前", "赛后", "赛况", "赛果", "判例", "判处", "判为", "判负",
                   "判胜", "规则", "规范", "规程", "规章", "定约", "定案", "正在", "正好", "会期", "员工", "衡量", "关键",
                   "位置", "构成", "裁定", "裁决", "文档", "方法", "方面")
"""Words starting with the last character of a glossary term (分, 赛, 判, 规, 定 …) besides :data:`_ZH_WORD_STARTS`:
调整分分差 is 调整分 + 分差 ("the adjusted score's difference"), no 分 doubled (fixya)."""


@lru_cache(maxsize=1)
def _zh_glossary_words() -> tuple[str, ...]:
    """The glossary's Chinese terms of two characters or more as a reviewer reads them (调整分, 队式赛, 裁判, 违规方)."""
    from helper.catalog.checks.terminology import load_glossary

    return tuple(sorted({form for term in load_glossary() for form in term.shown.get("zh", ())
                         if re.fullmatch(r"[\u4e00-\u9fff]{2,}", form)}))


def _starts_word(text: str, at: int) -> bool:
    """Whether a word of the lists (:data:`_ZH_WORD_STARTS`, :data:`_ZH_MORE_STARTS`, :data:`_ZH_WORD_ENDS`, the
    glossary's terms) starts at ``text[at]``."""
    return any(text.startswith(word, at) for word in (*_ZH_WORD_STARTS, *_ZH_MORE_STARTS, *_ZH_WORD_ENDS,
                                                      *_zh_glossary_words()) if word[0] == text[at])


def _term_char_doubled(text: str, start: int) -> bool:
    """Whether the two same characters at ``text[start:start + 2]`` are a glossary term's last character written again,
    the second copy starting no word (:func:`_starts_word`: 调整分分时, 队式赛赛事 is 队式赛 + 赛事), or its first
    character written again before the rest of the term, the first copy ending no word (裁裁判, 调调整分, 个个人赛 but
    not 每个个人赛, 一个 + 个人赛; fixya), or a character inside a term written again (平均正正分: fixzb)."""
    char = text[start]
    terms = _zh_glossary_words()
    if any(text.endswith(word, 0, start + 1) for word in terms if word[-1] == char) and not _starts_word(text, start + 1):
        return True
    # a character inside a term of three or more written twice (平均正正分 for 平均正分: fixzb, tester t9be doubzh10)
    if any(len(word) > 2 and 0 < word.index(char) < len(word) - 1 and text.endswith(word[:word.index(char) + 1], 0,
                                                                                     start + 1)
           and text.startswith(word[word.index(char):], start + 1) for word in terms if char in word[1:-1]):
        return True
    if not any(text.startswith(word, start + 1) for word in terms if word[0] == char):
        return False
    if char in _ZH_MEASURE_WORDS and start > 0 and (text[start - 1] in _ZH_DETERMINERS or text[start - 1] == "一"):
        return False  # 每个个人赛, 一个个人赛: the measure word of a number before the term
    return not any(text.endswith(word, 0, start + 1) for word in (*terms, *_ZH_WORD_ENDS, *_ZH_FUNCTION_ENDS)
                   if word[-1] == char)


def _false_reduplication(text: str, start: int) -> bool:
    """Whether the reduplication at ``text[start:start + 2]`` (:data:`_ZH_REDUPLICATIONS`) cannot stand there: a
    measure word doubled after a demonstrative or a number other than 一, or after an 一 of a word (另一, 同一, 每一:
    另一桌桌, 该副副牌), not 一桌桌 ("table after table"); 整整, 足足, 区区 with no number after them (整整数 for 整数;
    fixya)."""
    pair = text[start:start + 2]
    if pair in _ZH_BEFORE_NUMBER:
        return not _ZH_NUMBER_AFTER.match(text, start + 2)
    if pair in _ZH_DATE_UNITS_DOUBLED:
        return bool(_ZH_DATE_NUMBER.search(text[:start])) and not text.startswith(_ZH_DATE_UNIT_STARTS, start + 1)
    if pair[0] not in _ZH_MEASURE_WORDS or start == 0 or _starts_word(text, start + 1):
        return False  # (每个个人赛: 每个 + 个人赛, two words meeting)
    before = text[start - 1]
    if before == "一":
        return start > 1 and text[start - 2] in _ZH_DETERMINERS
    return before in _ZH_DETERMINERS


_ZH_MEASURES_DOUBLED = frozenset("条条 个个 次次 件件 种种 句句 片片 张张 场场 局局 轮轮 副副 桌桌 回回 步步 层层 "
                                  "项项 款款 名名 位位 份份 组组".split())
"""Measure words written twice meaning "each" (条条, 副副): a reduplication alone, never after a demonstrative or a
number, which takes the measure word once (该副牌, 这条规则, 3 副牌): 该副副牌 is 副 written twice (fixyg, t9bd dbl27)."""

_ZH_BEFORE_MEASURE = re.compile(r"(?:[该这那此本每各某任同上下首末前后几哪]|[\d\}０-９一二两三四五六七八九十百千])\s*$")


def _one_before(text: str, start: int) -> bool:
    """Whether the measure word doubled at ``text[start]`` follows a lone 一 (一桌桌, 一副副: "one after another", a
    reduplication; 另一桌桌 and 同一副副 are :func:`_false_reduplication`'s)."""
    return start > 0 and text[start - 1] == "一" and not (start > 1 and text[start - 2] in _ZH_DETERMINERS)


def _measure_after_determiner(text: str, start: int) -> bool:
    """Whether the measure word written twice at ``text[start:start + 2]`` (:data:`_ZH_MEASURES_DOUBLED`) follows a
    demonstrative or a number (:data:`_ZH_BEFORE_MEASURE`: 该副副牌, 这条条规则, 3 副副牌): a character doubled (fixyg)."""
    return text[start:start + 2] in _ZH_MEASURES_DOUBLED and bool(_ZH_BEFORE_MEASURE.search(text[:start])) \
        and not any(text.startswith(word, start + 1) for word in _ZH_MEASURE_STARTS)


def _bare_measure_before_its_word(text: str, start: int) -> bool:
    """Whether the measure word written twice at ``text[start:start + 2]`` (:data:`_ZH_MEASURES_DOUBLED`) has its
    second copy start a word that measure word starts (:data:`_ZH_MEASURE_STARTS`: 桌号, 条款, 名单) with no number nor
    demonstrative before it (:data:`_ZH_BEFORE_MEASURE`): 桌桌号 at the text's start or after a mark, 记录桌桌号, is 桌号
    with its 桌 written twice (tester t9bl bl-dbl09, fiyd), as a bare measure word counts nothing; "{count} 条条款" is
    条 counting 条款, 桌桌都 "every table" a reduplication."""
    return text[start:start + 2] in _ZH_MEASURES_DOUBLED and text.startswith(_ZH_MEASURE_STARTS, start + 1) \
        and not _ZH_BEFORE_MEASURE.search(text[:start])


_ZH_MEASURE_STARTS = ("条款", "条文", "条件", "条例", "项目", "次序", "组别", "位置", "名单", "名称", "份额", "局面", "轮次",
                      "桌号", "张数", "场次", "个人", "种类", "层次", "步骤", "回合", "件数", "款项")
"""Words a measure word starts (条文, 条款, 个人赛): "{count} 条条文" is 条 counting 条文, no 条 doubled (fixyg)."""


_ZH_MODALS = "能会要"
"""Modals ending a word of :data:`_ZH_FUNCTION_ENDS` (可能, 不能, 将会, 需要) that are no word of their own after it:
可能能结果, 不能能判给 hold 能 written twice (fixyg, tester t9bd dbl03), unless the second starts a word
(:data:`_ZH_MODAL_STARTS`: 可能能够, 不会会议)."""
_ZH_MODAL_STARTS = ("能够", "能力", "会议", "会员", "会上", "会场", "会后", "要求", "要点", "要素", "要么")


def _modal_written_again(text: str, start: int) -> bool:
    """Whether the character written twice at ``text[start:start + 2]`` is a modal (:data:`_ZH_MODALS`) ending a word
    and written again, the second copy starting no word (:data:`_ZH_MODAL_STARTS`): 可能能结果 (fixyg, t9bd dbl03).
    Not 会 ending a noun (委员会会在赛后决定: the committee will decide)."""
    return text[start] in _ZH_MODALS and not any(text.startswith(word, start + 1) for word in _ZH_MODAL_STARTS) \
        and not any(text.endswith(noun, 0, start + 1) for noun in ("委员会", "协会", "大会", "理事会", "学会", "议会"))


def doubled_zh_characters(text: str, handled: re.Pattern | None = None) -> list[tuple[int, int]]:
    """Spans of a single Chinese character written twice in a row (那那部分损害, fix9ib, tester t9as ZL27): not a
    reduplication (:data:`_ZH_REDUPLICATIONS`), an AABB word (清清楚楚: a doubled character beside another), a
    character ending one word and starting the next (:data:`_ZH_WORD_ENDS`, :data:`_ZH_WORD_STARTS`: 裁判判罚), a
    measure word after its number before a word it starts (3 条条款), nor inside a word written twice (:func:`
    doubled_zh_words`) or a match of ``handled`` (the characters another expression reads: 的的, 了了)."""
    words = doubled_zh_words(text)
    taken = [m.span() for m in handled.finditer(text)] if handled is not None else []
    found = []
    for m in re.finditer(r"([\u4e00-\u9fff])\1", text):
        start, end = m.span()
        char = m.group(1)
        if any(a <= start < b or a < end <= b for a, b in words + taken):
            continue
        # a reduplication that is a term's last character written again (违规方方; fixwd): a character doubled
        again = m.group() in _ZH_REDUPLICATIONS and (_term_written_again(text, start)
                                                     or _false_reduplication(text, start)
                                                     or (_measure_after_determiner(text, start)
                                                         and not _one_before(text, start))
                                                     # (多大大责任 where the rest of the Chinese writes 多大责任: tester
                                                     # t9bg bg-dou13)
                                                     or _written_once_elsewhere(text, start)
                                                     # (桌桌号 for 桌号: tester t9bl bl-dbl09)
                                                     or _bare_measure_before_its_word(text, start)
                                                     # (刚刚刚: a reduplication has two, never three; t9cc cc-rw11's
                                                     # other side)
                                                     or text[end:end + 1] == char)
        if m.group() in _ZH_REDUPLICATIONS and not again:
            continue
        if m.group() == "对对" and _one_before(text, start):
            continue  # 一对对 "pair after pair" (一对对牌手), the measure word 对 reduplicated after a lone 一
        if re.match(r"([\u4e00-\u9fff])\1", text[end:end + 2]) or (
                start >= 2 and text[start - 2] == text[start - 1] != char and "\u4e00" <= text[start - 1] <= "\u9fff"):
            continue  # AABB (清清楚楚, 的的确确)
        if start > 0 and text[start - 1] == char:
            continue  # a run of three or more: the first pair is read
        if text[end:end + 1] == char or again:
            found.append((start, end))  # three in a row (裁判判判给): no two words meet so
            continue
        if _term_char_doubled(text, start):
            found.append((start, end))  # a glossary term's last or first character written again (fixya)
            continue
        ends = char in _ZH_ENDS_ANY or any(text[:start + 1].endswith(word) for word in _ZH_WORD_ENDS
                                           if word.endswith(char))
        starts = any(text.startswith(word, start + 1) for word in _ZH_WORD_STARTS if word.startswith(char))
        if starts and (ends or _ZH_CLASSIFIED.search(text[:start])):
            continue
        if _governed_written_again(text, start):
            found.append((start, end))  # 判给 + 给 alone: the preposition it holds written again (t9cc cc-dbl05)
            continue
        if any(text[:start + 1].endswith(word) for word in _ZH_FUNCTION_ENDS if word.endswith(char)) \
                and not _modal_written_again(text, start):
            continue  # 可以 + 以 (a preposition of its own)
        if char in _ZH_PREPOSITIONS and (starts or (text[start + 1:start + 3] in _zh_law_bigrams()
                                                    and not _starts_word(text, start + 2))):
            continue  # 对 + 对手 (a preposition before a word it starts: 对对手造成的, tester t9at Z-cond10); not
            # where a word of the lists or a glossary term starts right after the second copy: 对对非违规方 is the
            # preposition 对 written twice before 非违规方, the pair 对非 of the laws no word (tester t9bt bt-dbl07)
        # (the second copy starts a word: a word of the laws with it, not it and a particle, 牌的)
        second_starts = text[start + 1:start + 3] in _zh_law_bigrams() \
            and text[start + 2:start + 3] not in _ZH_FUNCTION_CHARACTERS
        # (the second copy alone before punctuation, a closing bracket or the text's end starts no word: 队式赛赛，
        # 平均数数（ is a character doubled; fixya)
        alone = not text[end:end + 1] or text[end] in _ZH_CLAUSE_END
        if (char not in _ZH_FUNCTION_CHARACTERS and start > 0 and text[start - 1:start + 1] in _zh_law_bigrams()
                and not alone and not _written_once_elsewhere(text, start)
                and not (not second_starts and (text[end:end + 2] in _zh_law_bigrams()
                                                or text[end:end + 1] in _ZH_FUNCTION_CHARACTERS))):
            # (not where the second copy starts no word and a word of the laws or a particle comes right after it:
            # 该副牌牌取消 is 副牌 + 牌 + 取消, tester t9az z566; 该副牌牌的满分 副牌 + 牌 + 的, fix9ub's probe: a
            # character doubled)
            continue  # a word of the laws ending in a character of content, the next starting with it (结果果然, 时间间隔)
        found.append((start, end))
    return found


_ZH_ONE_MEASURE = frozenset({"一个", "一副"})
"""一 and a measure word: written twice it is the reduplication "one by one" (一个一个地检查, 一副一副打), or the
measure word of one thing written twice (选择一个一个条款), :func:`_one_counted_twice`."""

_EN_ONE = re.compile(r"(?<![A-Za-z'’-])(?:a|an|one)(?![A-Za-z'’-])", re.IGNORECASE)
_EN_DISTRIBUTIVE = re.compile(r"(?<![A-Za-z])(?:(?:one|two|three)\s+(?:by|at\s+a\s+time|after)|each|every|in\s+turn"
                              r"|individually|separately)(?![A-Za-z])", re.IGNORECASE)
"""What an English reduplication "one by one" translates: one by one, one at a time, one after another, each, every, in
turn, individually, separately."""


def _one_counted_twice(text: str, end: int, english: str | None) -> bool:
    """Whether 一个一个 (or 一副一副) ending at ``end`` of ``text`` is the measure word of one thing written twice, not
    the reduplication "one by one": the English (``english``, when known) counts a single thing (a, an, one) and says
    nothing one by one (:data:`_EN_DISTRIBUTIVE`), and a noun follows (a Chinese character, not 地, 的, 都, 来 nor 去,
    the reduplication's adverb and verbs).  "Choose a paragraph first." as 请先选择一个一个条款 (tester t9bm bm-dbl21,
    fiyg); 一个一个地检查 and "check them one by one" as 一个一个检查 are the reduplication."""
    if english is None or not _EN_ONE.search(english) or _EN_DISTRIBUTIVE.search(english):
        return False
    following = text[end:end + 1]
    return "\u4e00" <= following <= "\u9fff" and following not in "地的都来去"


def doubled_zh_words(text: str, english: str | None = None) -> list[tuple[int, int]]:
    """Spans of a Chinese word of two to four characters written twice in a row (``裁判裁判``); 一个一个 only where it
    counts one thing the English (``english``, when known) names with "a" (:func:`_one_counted_twice`, tester t9bm
    bm-dbl21), not the reduplication "one by one"."""
    # 是不是不止 is an A-not-A question (是不是) before 不止, no word written twice (fresh tester 9j)
    found = [m.span() for m in _ZH_WORD_DOUBLED.finditer(text)
             if (m.group(1) not in _ZH_LEGIT_DOUBLES
                 or (m.group(1) in _ZH_ONE_MEASURE and _one_counted_twice(text, m.end(), english)))
             and not _A_NOT_A.fullmatch(m.group(1))]
    # an item of a list written twice, its list mark between (生成、检查、检查翻译目录: tester t9bz bz-dbl08's kind, fjaq),
    # where the English, known, writes no word twice with a comma between
    if english is not None and not re.search(r"\b(\w+),\s+\1\b", english, re.IGNORECASE):
        found += [m.span() for m in _ZH_ITEM_DOUBLED.finditer(text)
                  if not any(a < m.end() and m.start() < b for a, b in found)]
    return sorted(found)


# ---------------------------------------------------------------- mojibake words

_CP1252_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"
_MOJI_CHARS = re.compile(f"[\u0080-\u00ff{_CP1252_EXTRA}]{{2,}}")


def _utf8_beyond_ascii(run: str) -> bool | None:
    """Whether ``run`` (Latin-1/cp1252 characters) written back in that encoding is UTF-8 with a character beyond
    ASCII; None when it is no UTF-8 at all."""
    # cp1252 as Windows tools read it: its five undefined bytes pass through as U+0081 ...
    raw = bytes(_CP1252_BYTE.get(c, ord(c)) for c in run)
    try:
        return any(ord(c) > 127 for c in raw.decode("utf-8"))
    except UnicodeDecodeError:
        return None


_TEXT_PUNCTUATION = "“”‘’„…–—•«»"
"""cp1252 characters a text writes for themselves (quotes, dashes), next to a damaged word."""


def _mojibake_span(run: str, at: int) -> tuple[int, int] | None:
    """The span (from offset ``at`` of the run) of the mojibake in ``run``, a run of Latin-1/cp1252 characters, or
    None: the run when it writes back as UTF-8 beyond ASCII; else the run without a quotation mark or dash of the
    text's own at either end ('è‹±æ–‡ä»¥“' is 英文以 before “: the word only, the “ still a quotation mark); else, a
    tool having dropped one of cp1252's undefined bytes (0x81 of 裁 = E8 A3 81) and left a character cut short, the
    run when the rest reads as at least as many whole characters beyond ASCII as cut ones, in four characters or
    more (tester 9ao z21: 'è£åˆ¤åˆ¤ç½š' for 裁判判罚 read as no mojibake)."""
    found = _utf8_beyond_ascii(run)
    if found is not None:
        return (at, at + len(run)) if found else None
    for first, last in ((0, 1), (1, 0), (1, 1)):
        part, ends = run[first:len(run) - last], run[:first] + run[len(run) - last:]
        if all(c in _TEXT_PUNCTUATION for c in ends) and len(part) >= 2 and _utf8_beyond_ascii(part):
            return at + first, at + len(run) - last
    if len(run) < 4 or run[0] in _TEXT_PUNCTUATION or run[-1] in _TEXT_PUNCTUATION:
        return None
    raw = bytes(_CP1252_BYTE.get(c, ord(c)) for c in run)
    decoded = raw.decode("utf-8", errors="replace")
    whole = sum(127 < ord(c) != 0xFFFD for c in decoded)
    return (at, at + len(run)) if whole and decoded.count("\ufffd") <= whole else None


def mojibake_words(text: str) -> list[tuple[int, int]]:
    """Spans of words damaged by reading UTF-8 as Latin-1 or cp1252 (``è£åˆ¤``, ``Î”Î¹Î±``), one per word.

    A run of Latin-1/cp1252 characters counts when, written back in that
    encoding, it is valid UTF-8 with a character beyond ASCII.  Runs in one
    white-space-delimited word make one span: the whole word.
    """
    spans = []
    for match in _MOJI_CHARS.finditer(text):
        span = _mojibake_span(match.group(), match.start())
        if span is not None:
            spans.append(span)
    return spans


_GBK_RUN = re.compile(r"[^\x00-\x7f\s]{3,}")


def _gb2312_common(char: str) -> bool:
    """True for a character of GB2312 level 1 (the 3,755 commonest hanzi: lead byte B0-D7)."""
    try:
        raw = char.encode("gb2312")
    except UnicodeEncodeError:
        return False
    return len(raw) == 2 and 0xB0 <= raw[0] <= 0xD7


_ZH_MARKS = "，。、；：？！（）「」『』《》“”‘’"
"""Chinese punctuation a text misread as GBK holds between its words (；但 as 锛涗絾, fixyg, tester t9bd moj13): its
UTF-8 (E3 80 xx, EF BC xx, E2 80 xx) reads as GBK too, beside the hanzi."""


def _hanzi_or_marks(decoded: str) -> bool:
    """Whether ``decoded`` is hanzi and Chinese punctuation (:data:`_ZH_MARKS`) only, with two hanzi, or one hanzi and
    a mark (；但: fixyg, tester t9bd moj13)."""
    hanzi = sum("\u4e00" <= c <= "\u9fff" for c in decoded)
    return hanzi >= 1 and hanzi + sum(c in _ZH_MARKS for c in decoded) == len(decoded) \
        and (hanzi >= 2 or len(decoded) >= 2)


@lru_cache(maxsize=8192)
def _gbk_hanzi_lead(char: str) -> bool:
    """Whether ``char`` written in GBK begins with a byte that begins a hanzi (U+4E00-U+9FFF) in UTF-8 (E4-E9): a piece
    of text starting with any other character cannot re-decode to hanzi (:func:`gbk_mojibake` skips it, so a long
    Chinese text is read in linear time with a small factor)."""
    try:
        return 0xE4 <= char.encode("gbk")[0] <= 0xE9 or char.encode("gbk")[0] in (0xE2, 0xE3, 0xEF)
    except UnicodeEncodeError:
        return False


_FFFD_AS_GBK = "\ufffd\ufffd".encode("utf-8").decode("gbk")
"""锟斤拷: two U+FFFD written in UTF-8 and read as GBK, the classic Chinese mojibake (the text was lost before)."""


def gbk_mojibake(text: str) -> list[tuple[int, int, str]]:
    """Chinese damaged by reading UTF-8 as GBK (``裁判`` -> ``瑁佸垽``), the commonest Chinese mojibake.

    A run of characters counts when, written back in GBK, it is valid UTF-8 of at least two common
    hanzi (GB2312 level 1) while the run itself holds rarer characters: correct Chinese almost never
    re-decodes so (no finding on the shipped catalogues and sources; a test keeps it so).

    Returns:
        ``(start, end, repaired text)`` per damaged run, longest first at a place.
    """
    found = []
    for run in _GBK_RUN.finditer(text):
        chars, i = run.group(), 0
        while i < len(chars):
            if chars.startswith(_FFFD_AS_GBK, i):  # 锟斤拷: U+FFFD's UTF-8 read as GBK, always garbled (t9az z647)
                length = len(_FFFD_AS_GBK)
                while chars.startswith(_FFFD_AS_GBK, i + length):
                    length += len(_FFFD_AS_GBK)
                found.append((run.start() + i, run.start() + i + length, "\ufffd" * (length // 3 * 2)))
                i += length
                continue
            if not _gbk_hanzi_lead(chars[i]):
                i += 1  # no piece from here re-decodes to hanzi: its first byte would lead no hanzi (fix9bf)
                continue
            for length in range(min(len(chars) - i, 30), 2, -1):
                piece = chars[i:i + length]
                try:
                    decoded = piece.encode("gbk").decode("utf-8")
                except (UnicodeEncodeError, UnicodeDecodeError):
                    continue
                if (len(decoded) >= 2 and _hanzi_or_marks(decoded)
                        and all(_gb2312_common(c) for c in decoded if c not in _ZH_MARKS)
                        and not all(_gb2312_common(c) for c in piece)):
                    found.append((run.start() + i, run.start() + i + length, decoded))
                    i += length
                    break
            else:
                i += 1
    return found



_GBK_LOST_RUN = re.compile("[\u3400-\u9fff\uff01-\uff5e?]*\\?[\u3400-\u9fff\uff01-\uff5e?]*")


def _utf8_with_lost(raw: list[int | None]) -> str | None:
    """``raw`` (bytes, ``None`` for one a conversion could not write) read as UTF-8 of Chinese: each character three
    bytes led by E4-E9, at most one of them unknown and then some byte in its place making a common hanzi (GB2312
    level 1) or a Chinese mark (:data:`_ZH_MARKS`: 锛? for the full-width colon's EF BC | 9A, tester t9bl bl-moj08,
    fiyd), written ``?``; every known character a common hanzi or a Chinese mark.  ``None`` when the bytes are no
    such UTF-8."""
    out, i = [], 0
    while i < len(raw):
        group = raw[i:i + 3]
        if len(group) < 3 or group.count(None) > 1 or (group[0] is not None and not 0xE2 <= group[0] <= 0xEF) or any(
                b is not None and not 0x80 <= b <= 0xBF for b in group[1:]):
            return None
        if None in group:
            at = group.index(None)
            fills = (*range(0xE4, 0xEA), 0xE2, 0xE3, 0xEF) if at == 0 else range(0x80, 0xC0)
            if not any(_gb2312_common(char) or char in _ZH_MARKS
                       for fill in fills
                       for char in [bytes(group[:at] + [fill] + group[at + 1:]).decode("utf-8", "replace")]):
                return None
            out.append("?")
        else:
            try:
                char = bytes(group).decode("utf-8")
            except UnicodeDecodeError:
                return None
            if not (_gb2312_common(char) or char in _ZH_MARKS):
                return None
            out.append(char)
        i += 3
    return "".join(out)


def gbk_mojibake_lost(text: str) -> list[tuple[int, int, str]]:
    """Chinese UTF-8 read as GBK whose bytes GBK could not read were written ``?`` (``甯?鍔?`` for 帮助: E5 B8 | AE | E5
    8A | A9, tester t9bk bk-moj17), which :func:`gbk_mojibake` cannot re-decode: a run of CJK characters and ``?``
    that, written back in GBK with each ``?`` one unknown byte, is UTF-8 of two characters or more, each a common
    hanzi (or one byte from being one), while the run's own characters are not all common.  Returns ``(start, end,
    what it reads, '?' for a character not known)`` per run."""
    found = []
    for run in _GBK_LOST_RUN.finditer(text):
        chars, i = run.group(), 0
        while i < len(chars):
            if chars[i] == "?" or not _gbk_hanzi_lead(chars[i]):
                i += 1
                continue
            for length in range(min(len(chars) - i, 30), 2, -1):
                piece = chars[i:i + length]
                if "?" not in piece or all(_gb2312_common(c) for c in piece if c != "?"):
                    continue
                try:
                    raw = [None if c == "?" else b for c in piece for b in ([None] if c == "?" else c.encode("gbk"))]
                except UnicodeEncodeError:
                    continue
                decoded = _utf8_with_lost(raw)
                if decoded is not None and len(decoded) >= 2:
                    found.append((run.start() + i, run.start() + i + length, decoded))
                    i += length
                    break
            else:
                i += 1
    return found

_CP1253_CONTINUATION = "".join(bytes([b]).decode("cp1253") for b in range(0x80, 0xC0)
                               if b not in (0x81, 0x88, 0x8A, 0x8C, 0x8D, 0x8E, 0x8F, 0x90, 0x98, 0x9A, 0x9C, 0x9D,
                                            0x9E, 0x9F, 0xAA))
_CP1253_GREEK = re.compile("(?:[\u039e\u039f][" + re.escape(_CP1253_CONTINUATION) + "\ufffd])+")
"""Greek UTF-8 read as cp1253 / ISO-8859-7: each Greek letter (lead byte CE or CF, read as Ξ or Ο) becomes Ξ or Ο
followed by a continuation byte read as a symbol or an accented capital (``Δια`` -> ``Ξ”ΞΉΞ±``); the bytes cp1253
does not define (``ρ`` is CF 81) come out as U+FFFD."""


def cp1253_words(text: str) -> list[tuple[int, int]]:
    """Spans of Greek damaged by reading its UTF-8 as cp1253 / ISO-8859-7 (``Ξ”ΞΉΞ±`` for ``Δια``).

    A run of two or more letter pairs (``Ξ``/``Ο`` and a continuation byte as cp1253 reads it) counts;
    correct Greek never has Ξ or Ο directly before such a symbol or accented capital, and a run of
    one pair counts only when its continuation is no letter (``ΟΞ``, ``Ξ¬`` are no Greek words).
    """
    spans = []
    for match in _CP1253_GREEK.finditer(text):
        if len(match.group()) >= 4 or not match.group()[1].isalpha():
            spans.append(match.span())
    return spans


_LATIN1_RUN = re.compile("[\u00a1-\u00ff]+(?: [\u00a1-\u00ff]+)*")
"""Latin-1 characters beyond ASCII (letters, ``²``, ``µ``, ``·``...), words of them separated by single spaces."""


def _greek_word(decoded: str) -> bool:
    """Whether ``decoded`` is Greek words only (letters U+0386-U+03CE, single spaces)."""
    return all("\u0386" <= c <= "\u03ce" or c == " " for c in decoded)


def _common_hanzi(decoded: str) -> bool:
    """Whether ``decoded`` is common hanzi only (GB2312 level 1, lead byte B0-D7)."""
    if not decoded:
        return False
    for char in decoded:
        try:
            raw = char.encode("gb2312")
        except UnicodeEncodeError:
            return False
        if len(raw) != 2 or not 0xB0 <= raw[0] <= 0xD7:
            return False
    return True


_CHINESE_PUNCTUATION = frozenset("。，、：；！？（）「」『』【】《》")
"""Punctuation only Chinese text writes (full-width, ideographic): a text holding it is Chinese though it holds no
other hanzi (a short message whose words were all damaged).  (“” are also Greek and English typography: kept out.)"""


def legacy_latin1_runs(text: str, chinese: bool = False) -> list[tuple[int, int, str, str]]:
    """Greek or Chinese written in its legacy 8-bit encoding and read as Latin-1: ``áíáßôéïò`` for ``αναίτιος``
    (cp1253 bytes), ``²ÃÅÐ`` for ``裁判`` (GBK bytes; tester t9ba moj29, moj47).

    A run of Latin-1 characters beyond ASCII (:data:`_LATIN1_RUN`, two or more) counts when, written back in
    Latin-1, it is no UTF-8 beyond ASCII nor touches a word :func:`mojibake_words` finds (that kind's) and reads in
    cp1253 as Greek words (in a text holding other Greek, or of three letters or more in one holding no Chinese) or
    in GBK as common hanzi (GB2312 level 1, in a text holding other Chinese, hanzi or Chinese punctuation: tester t9bf
    moj11): correct Greek and Chinese hold no such run (the catalogues' Latin words are ASCII; a ``©`` or ``º``
    stands alone).  ``chinese``: ``text`` is a Chinese translation (its catalogue's language), its runs read as GBK
    though it holds no other Chinese: a short string garbled whole (``ºÁÎÞ¹ý´í`` for 毫无过错, tester t9bj bj-moj09).

    Returns:
        ``(start, end, encoding, what it reads)`` per run, ``encoding`` ``"cp1253"`` or ``"gbk"``, in text order.
    """
    if not any("\u00a1" <= c <= "\u00ff" for c in text):
        return []
    outside = _LATIN1_RUN.sub(" ", text)
    greek = any("\u0386" <= c <= "\u03ce" for c in outside)
    # (Chinese punctuation counts as Chinese: '{field}：²»ÊÇÊý×Ö：{value}。' holds no other hanzi, its only words
    # the damaged ones - 不是数字 in GBK read as Latin-1, tester t9bf moj11)
    chinese = chinese or any(_is_cjk(c) or c in _CHINESE_PUNCTUATION for c in outside)
    utf8 = mojibake_words(text)
    found = []
    for match in _LATIN1_RUN.finditer(text):
        run = match.group()
        letters = run.replace(" ", "")
        if len(letters) < 2 or any(a < match.end() and match.start() < b for a, b in utf8):
            continue  # (a piece of UTF-8 read as cp1252, '±æ' of 'è‹±æ–‡ä»¥': mojibake_words' kind)
        raw = run.encode("latin-1")
        try:
            raw.decode("utf-8")
            continue  # UTF-8 read as Latin-1 (or no damage): mojibake_words' kind
        except UnicodeDecodeError:
            pass
        # (a run in a Chinese text is read as GBK only: 'ÅÆºÅ' for 牌号 reads as cp1253 letters too)
        for encoding, fits, context in (("cp1253", _greek_word, greek or (len(letters) >= 3 and not chinese)),
                                        ("gbk", _common_hanzi, chinese)):
            try:
                decoded = raw.decode(encoding)
            except UnicodeDecodeError:
                continue
            if context and fits(decoded):
                found.append((match.start(), match.end(), encoding, decoded))
                break
    return found


_CP1252_BYTE = {bytes([b]).decode("cp1252"): b for b in range(0x80, 0xA0) if b not in (0x81, 0x8D, 0x8F, 0x90, 0x9D)}


def _damaged_word_char(char: str) -> bool:
    """A character that can belong to a damaged word: a letter or digit (not CJK), or a Latin-1/cp1252 one."""
    return ((char.isalnum() and not _is_cjk(char)) or "\u0080" <= char <= "\u00ff" or char in _CP1252_EXTRA
            or char == "\ufffd" or char in _CP1253_CONTINUATION)


_QUOTES = "“”‘’"


def word_spans(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Each span widened to the word around it (letters, digits, Latin-1/cp1252 characters); overlaps merged."""
    widened = []
    for start, end in sorted(spans):
        # a curly quote (a cp1252 character too) belongs to the word only inside it, not at its edge:
        # the real quotes around a damaged word stay quotes (the bracket check pairs them)
        while start > 0 and _damaged_word_char(text[start - 1]) and (
                text[start - 1] not in _QUOTES or (start > 1 and _damaged_word_char(text[start - 2])
                                                   and text[start - 2] not in _QUOTES)):
            start -= 1
        while end < len(text) and _damaged_word_char(text[end]) and (
                text[end] not in _QUOTES or (end + 1 < len(text) and _damaged_word_char(text[end + 1])
                                             and text[end + 1] not in _QUOTES)):
            end += 1
        if widened and start <= widened[-1][1]:
            widened[-1] = (widened[-1][0], max(end, widened[-1][1]))
        else:
            widened.append((start, end))
    return widened


# ---------------------------------------------------------------- a clause after a semicolon dropped

_EN_SEMICOLON = re.compile(r";(?=\s)")
_PLACE_TOKEN = re.compile(r"\{[^{}\s]*\}|\d+(?:[.,]\d+)?%?|" + _CODE_TOKEN.pattern + "|" + _KEY_NAME.pattern)
"""What pins a place in a sentence and its translation alike: placeholders, numbers, keys and codes (F2, -c, Esc)."""
_CLAUSE_JOINTS = {"en": re.compile(r"[,:]|(?<!\w)(?:and|but|so|while|whereas)(?!\w)"),
                  "zh": re.compile(r"[，,:：—]|(?<![，,])(?:并且|而且|并|且|而|但|因此|所以)"),
                  "el": re.compile(r"[,:—]|(?<![,\w])(?:και|κι|ενώ|ενω|αλλά|αλλα|οπότε|οποτε|ώστε|ωστε)(?!\w)",
                                   re.IGNORECASE)}
"""Where a clause may begin inside a sentence: a comma, a colon or a dash, or a word that joins two clauses ("and",
"but", "so": 并, 而, 但, 因此; και, ενώ, αλλά, οπότε) not right after a comma."""
_PRIOR = 20
"""The English letters the language's ratio (:data:`_RATIO`) counts for in the entry's own ratio
(:func:`semicolon_clause_dropped`): a short part before the anchor says little about the entry's ratio."""
_NO_JOINT_FIT, _JOINT_FIT = 0.75, 0.5
"""How far (0 the part before the semicolon alone, 1 with the clause after it) the translation after its anchor may
reach and the clause still count as dropped: with no more joints than the English has there, and with more (a clause
joined at a comma).  Of the shipped catalogues' ten semicolons said with a comma, the two weighed at all reach 0.66
and 0.93, each with a joint more; the 112 last clauses the mutation test can drop from them reach 0.72 or less, the
two with a joint more 0.16."""
_TAIL_LETTERS = 10
"""A clause shorter than this (letters) is not weighed: its length is within the noise of a translation's."""


@lru_cache(maxsize=4)
def _term_heads(lang: str) -> tuple[tuple[str, re.Pattern], ...]:
    """``(English word, pattern of its rendering)`` for each word that begins two or more glossary terms, with the
    part their first accepted ``lang`` forms begin with alike: "average" (average plus, average minus) as 平均 and
    μέσος όρος (Greek words matched by their stems, :func:`terminology._form_pattern`)."""
    from helper.catalog.checks.terminology import _form_pattern, load_glossary

    forms: dict[str, list[str]] = {}
    for term in load_glossary():
        words = term.en_text.split()
        if len(words) > 1 and term.right.get(lang):
            forms.setdefault(words[0].casefold(), []).append(term.right[lang])
    heads = []
    for word, renderings in forms.items():
        if len(renderings) < 2:
            continue
        if lang == "zh":
            common = os.path.commonprefix(renderings)
        else:
            common = " ".join(os.path.commonprefix([r.split() for r in renderings]))
        if len(common) >= (2 if lang == "zh" else 4):
            heads.append((re.escape(word), _form_pattern(common, lang)))
    return tuple(heads)


def _bracketless(text: str) -> str:
    """``text`` with what stands in brackets, brackets included, blanked out (same length, so offsets stay valid):
    （{path}：{reason}） holds no joint of the sentence."""
    return re.sub(r"\([^()]*\)|（[^（）]*）|\[[^\[\]]*\]", lambda m: " " * len(m.group()), text)


def _letters(text: str) -> int:
    """The letters and digits of ``text`` (a CJK character counts three, :func:`_weight`), placeholders aside."""
    return sum(3 if _is_cjk(c) else 1 for c in _BRACE.sub("", text) if c.isalnum())


def semicolon_clause_dropped(english: str, translation: str, lang: str) -> tuple[int, int] | None:
    """``(start, end)`` in ``english`` (one sentence) of its last clause after a semicolon when ``translation`` (one
    sentence, ``zh``/``el``) has no place for it (fix9z, issue 9: "…{path}); a new ruling begins." as …{path}).), else
    ``None``.  A clause with nothing of its own (no number, placeholder, term) is found by where the translation ends:

    - the translation has fewer semicolons (``；``, ``;``, ``·``) than the English, outside brackets;
    - the anchors are the placeholders, numbers, keys and codes of the part before the semicolon (the head) found
      once in the translation: the last of them in the English and the last in the translation, which may be two
      (none: the sentences' starts);
    - the entry's own ratio of lengths (:func:`_letters`) is measured on the parts before the anchor, drawn towards
      the language's (:data:`_RATIO`, as if ``_PRIOR`` more letters had it);
    - the translation after its anchor is weighed against the head after the anchor (0) and the head and the clause
      (1): below ``_NO_JOINT_FIT``, or ``_JOINT_FIT`` when the translation has more joints there than the head
      (``_CLAUSE_JOINTS``: the clause said after a comma, 并 or και), the clause is dropped;
    - unless the clause carries a placeholder, code, label or glossary term the head does not (or a word that begins
      glossary terms, :func:`_term_heads`: average) and the translation has it (the clause said elsewhere, before
      the anchor; not a number: "one per tie" may be written 计1分), or the whole translation is as long as the whole
      English times the language's ratio (the clause said somewhere), or the clause is under ``_TAIL_LETTERS``.
      (A clause that negates, with the translation negating as often as the whole English, is the caller's to keep:
      :func:`pair._dropped_clauses`.)
    """
    from helper.catalog.checks.terminology import _term_text

    if lang not in _RATIO:
        return None
    semicolons = list(_EN_SEMICOLON.finditer(_bracketless(english)))
    if not semicolons or len(_JOINT.findall(_bracketless(translation))) >= len(semicolons):
        return None
    cut = semicolons[-1]
    head, tail = english[:cut.start()], english[cut.end():].rstrip(" .!")
    ratio = _RATIO[lang]
    if _letters(tail) < _TAIL_LETTERS or _letters(translation) >= (_letters(head) + _letters(tail)) * ratio:
        return None
    own = {a for a in _anchors(Sentence(0, len(tail), tail), "en") - _anchors(Sentence(0, len(head), head), "en")
           if a[0] in ("field", "code", "ref", "label", "term")}
    if own & _anchors(Sentence(0, len(translation), translation), lang) or any(
            re.search(rf"\b{word}\b", tail, re.IGNORECASE) and not re.search(rf"\b{word}\b", head, re.IGNORECASE)
            and form.search(_term_text(translation, lang)) for word, form in _term_heads(lang)):
        return None
    # each side's last anchor, which may be two of them: 的 damaged_draft 表中第 {number} 条 for "no. {number} in
    # the damaged_draft table of {path}" (the English after its last anchor and the translation after its own are
    # the same words)
    at_en, at_tr = 0, 0
    for match in _PLACE_TOKEN.finditer(head):
        token = match.group()
        if translation.count(token) == 1:
            at_en, at_tr = match.end(), max(at_tr, translation.index(token) + len(token))
    entry_ratio = (_letters(translation[:at_tr]) + _PRIOR * ratio) / (_letters(head[:at_en]) + _PRIOR)
    rest, whole = _letters(head[at_en:]) * entry_ratio, _letters(english[at_en:]) * entry_ratio
    reach = (_letters(translation[at_tr:]) - rest) / (whole - rest)
    joints = lambda text, language: len(_CLAUSE_JOINTS[language].findall(_bracketless(text)))
    more = joints(translation[at_tr:], lang) > joints(head[at_en:], "en")
    if reach < (_JOINT_FIT if more else _NO_JOINT_FIT):
        return cut.end(), len(english)
    return None


_ADDED_CONTENT = {
    # a penalty of its own (12C1(e)(i) "…应得的分数，并处以程序性罚分。": tester t9ba sen27)
    "penalty": {"en": r"\bpenalt|\bpenalis|\bpenaliz|\bfined?\b", "zh": r"罚", "el": r"(?<!\w)ποιν\w*|(?<!\w)τιμωρ\w*"},
    # a rounding (12C4 "…ο μέσος όρος των βαθμολογιών, στρογγυλοποιημένος στον πλησιέστερο ακέραιο.": t9ba sen14)
    "rounding": {"en": r"\bround(?:ed|ing|s)?\b|\binteger|\bwhole\s+number",
                 "zh": r"舍入|四舍五入|取整|整数", "el": r"(?<!\w)στρογγυλ\w*|(?<!\w)ακεραι\w*"},
    # an average (the message "The board is cancelled." as 该副牌取消，双方均得平均分。: t9ba sen41)
    "average": {"en": r"\baverage|\bmean\b", "zh": r"平均|均值|均分",
                "el": r"(?<!\w)μεσ\w*\s+ορ\w*|(?<!\w)μεσο\w*\s+βαθμολογ\w*"},
    # the board cancelled ("…: an assigned adjusted score, not an artificial one (Law {law})." as "…，并取消该副牌（{law}）。":
    # tester t9bj bj-sen22, fixzt)
    "cancellation": {"en": r"\bcancel|\bvoid\b|\bannul",
                     "zh": r"取消(?:该|此|这|本)?(?:副|场|桌)?牌|(?:该|此|这|本)?副?牌(?:被|予以)?(?:取消|作废)",
                     "el": r"(?<!\w)ακυρ\w*(?:\s+\w+){0,2}?\s+διανομ\w*|(?<!\w)διανομ\w*(?:\s+\w+){0,2}?\s+ακυρ\w*"},
    # the board replayed or dealt again ("The board is cancelled." as "Η διανομή ακυρώνεται και ξαναπαίζεται.", 该副牌取消
    # 并重新发牌: tester t9bq bq-sen18, fiyw): a rule of its own where the English says no replay, no new deal, no
    # substitute board
    "replay": {"en": r"\breplay|\bre-?deal|\b(?:played|play|dealt|deal)\s+(?:it\s+)?again\b|\bsubstitute\s+board",
               "zh": r"重新(?:发牌|打|比赛|进行比赛)|重发(?:该|此|这|本)?副?牌|重打|重赛|再(?:打|发)一(?:次|遍)",
               "el": r"(?<!\w)ξαναπαι\w*|(?<!\w)ξαναμοιρα\w*|(?<!\w)παι(?:ζ|χτ)\w*\s+(?:\w+\s+)?ξανα(?!\w)|"
                     r"(?<!\w)ξανα\s+παι\w*|(?<!\w)νεα\s+διανομ\w*"},
}
"""``{kind: {lang: pattern}}`` (Greek folded): what a clause says that is a rule of its own - a penalty, a rounding,
an average, the board cancelled, the board replayed - where :func:`clause_added_saying` looks for one the English does not say anywhere."""

_LAST_CLAUSE = {"zh": re.compile(r"[，,]\s*(?P<words>[^，,。；;：:（）()\[\]]+?)\s*[。；;！!？?]?\s*\Z"),
                "el": re.compile(r",\s*(?P<words>[^,;·:()\[\]]+?)\s*[.;·!]?\s*\Z")}
"""A translated sentence's last clause: after its last comma (outside brackets)."""

_LAST_AND_CLAUSE = {
    "zh": re.compile(r"(?s).*(?P<joint>并且|而且|(?<![合兼吞])并(?![不非没未且]))\s*(?P<words>[^，,。；;：:（）()\[\]]+?)\s*"
                     r"[。；;！!？?]?\s*\Z"),
    "el": re.compile(r"(?s).*\s(?P<joint>και|κι)\s+(?P<words>[^,;·:()\[\]]+?)\s*[.;·!]?\s*\Z")}
"""A translated sentence's last clause joined by its last "and" with no comma before it ("Η διανομή ακυρώνεται και οι
δύο άξονες λαμβάνουν μέσο όρο.", 该副牌取消并且双方均得平均分: tester t9bn bn-sen22, fiyl): read before the clause after
the last comma (:data:`_LAST_CLAUSE`), which may hold it."""


_TRAILING_REFERENCE = re.compile(r"\s*[（(](?:[^（）()]*\{[^{}()（）]*\}|[^（）()]*\d)[^（）()]*[)）]\s*(?P<end>[。.;；!！?？]?\s*)\Z")
"""A bracket closing a sentence that holds a placeholder or a number (its law reference, "（{law}）", "(Νόμος 12Γ1)"):
the clause before it is the sentence's last (:func:`clause_added_saying`)."""


def clause_added_saying(aligned: "Alignment", source: str, lang: str) -> list[tuple[Sentence, str, str]]:
    """The translated sentences whose last clause (after their last comma, outside brackets: :data:`_LAST_CLAUSE`; or
    after their last "and", no comma before it: :data:`_LAST_AND_CLAUSE`, tester t9bn bn-sen22) says a penalty, a
    rounding or an average (:data:`_ADDED_CONTENT`) the whole English ``source`` says nowhere:
    a rule of its own added, whatever the lengths (12C1(e)(i)'s Chinese with "，并处以程序性罚分" is still shorter than
    the English; tester t9ba sen14, sen27, sen41).  ``aligned``: the alignment of the English's sentences with the
    translation's (each pair of one English sentence with one translated read); ``lang``: ``zh`` or ``el``.  Returns
    ``[(translated sentence, the clause, its word of that kind)]``; ``[]`` for another language."""
    from helper.catalog.checks.modality import _fold_same_length

    if lang not in _LAST_CLAUSE:
        return []
    found = []
    for english, translated in aligned.pairs:
        if len(english) != 1 or len(translated) != 1:
            continue
        theirs = translated[0]
        # (the clause before a last bracket of a reference or a placeholder, "…，并取消该副牌（{law}）。": tester t9bj
        # bj-sen22, fixzt)
        # (the clause after the last "and" first, then the one after the last comma: the narrowest that says it)
        text = _TRAILING_REFERENCE.sub(lambda m: m.group("end"), theirs.text)
        said = words = None
        joined, comma = _LAST_AND_CLAUSE[lang].match(text), _LAST_CLAUSE[lang].search(text)
        if joined is not None and comma is not None and not text[comma.start("words"):joined.start("joint")].strip():
            joined = None  # the "and" right after the comma ("，并处以程序性罚分"): the comma's clause, its "and" with it
        for match in (joined, comma):
            if match is None or _unclosed(halfwidth(theirs.text[:match.start("words")])):
                continue
            words = match.group("words")
            folded = _fold_same_length(words) if lang == "el" else words
            said = next((m.group() for kind in _ADDED_CONTENT.values()
                         if not re.search(kind["en"], source, re.IGNORECASE)
                         for m in [re.search(kind[lang], folded, re.IGNORECASE)] if m), None)
            if said is not None:
                break
        if said is None:
            continue
        at = folded.find(said)
        found.append((theirs, words, words[at:at + len(said)]))
    return found
