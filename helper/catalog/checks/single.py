"""Checks of one text alone: brackets, encoding damage, doubled words, misspelt terms."""

from __future__ import annotations

import re
import unicodedata
from typing import Iterable

from helper.catalog.checks.brackets import bracket_problems, mixed_widths, reversed_pair
from helper.catalog.checks.common import ERROR, WARNING, Finding, _, _context, _say, _where, halfwidth
from helper.catalog.checks.modality import article_disagreements
from helper.catalog.checks.script import LATIN_ACUTE, script_defects
from helper.catalog.checks.doubled_letters import doubled_greek_letters
from helper.catalog.checks.encoding import _MOJIBAKE_RE, _TOKEN_DAMAGE, _TOKEN_KINDS, _question_marks
from helper.catalog.checks.structure import (cp1253_words, doubled_zh_characters, doubled_zh_words, gbk_mojibake,
                                              gbk_mojibake_lost, _utf8_with_lost,
                                             legacy_latin1_runs, mojibake_words, word_spans)
from helper.catalog.checks.terminology import NOT_USED_WHY, _term_text, load_glossary, term_forms, term_used


_ZH_DOUBLED_RE = re.compile(r"(的)的(?!确)|(?<!不)(了)了(?!之)|([在和与及将被把其之于])\3")
_WORD_RE = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
# words English repeats on purpose: "had had", "that that"
_LEGIT_DOUBLES = {"had", "that", "is", "ha", "bye", "no", "so", "very"}
_GREEK_REDUPLICATIONS = frozenset({"σιγά", "λίγο", "γρήγορα", "αργά", "μόλις", "ίσα", "κάτω", "πάνω"})
"""The Greek adverbs said twice as one word (a closed list, tester t9at E-dbl2): "σιγά σιγά", "λίγο λίγο" (little by
little), "γρήγορα γρήγορα", "αργά αργά", "μόλις μόλις" (barely), "ίσα ίσα" (precisely), "κάτω κάτω" (after all),
"πάνω πάνω" (at the very top). Any other Greek word written twice is a word doubled."""
_GREEK_DISTRIBUTIVES = frozenset({"ένας", "ένα", "μία", "μια", "δύο", "δυο"})
"""The Greek numerals said twice as a distributive ("ένας ένας", "ένα ένα", "μία μία": one by one; "δύο δύο": two by
two): only where :func:`_distributive` reads one; else the article or numeral written twice ("μια μια τεχνητή")."""
_GREEK_ARTICLES = frozenset({"ο", "η", "το", "οι", "τα", "του", "της", "των", "τον", "την", "τους", "τις", "τη"})
_ONE_BY_ONE = re.compile(r"\b(?:one|two|three)\s+(?:by\s+(?:one|two|three)|at\s+a\s+time"
                         r"|after\s+(?:another|the\s+other))|\bin\s+twos\b|\beach\s+in\s+turn\b", re.IGNORECASE)
"""What an English distributive says ("one by one", "one at a time", "two by two", "one after another")."""


def _distributive(text: str, end: int, english: str | None) -> bool:
    """Whether a Greek numeral written twice, ending at ``end`` of ``text``, is the distributive ("τις διανομές ένα
    ένα.", "ένας ένας οι παίκτες", "one by one"): the English (``english``, when known) says one by one, or nothing
    but punctuation, the end or a definite article follows it. "μια μια τεχνητή βαθμολογία" (an adjective after
    it) is the indefinite article written twice (tester t9at E-dbl2: 12C1(d))."""
    if english is not None and _ONE_BY_ONE.search(english):
        return True
    rest = text[end:]
    following = _WORD_RE.match(text, end + len(rest) - len(rest.lstrip()))
    if following is None:
        return True  # punctuation or the end after it
    return following.group().casefold() in _GREEK_ARTICLES


def _legit_double(text: str, word: re.Match, end: int, english: str | None) -> bool:
    """Whether the word ``word`` of ``text``, written twice in a row up to ``end``, is said twice on purpose: an
    English "had had" (:data:`_LEGIT_DOUBLES`), a Greek reduplication of the closed list
    (:data:`_GREEK_REDUPLICATIONS`) or a distributive numeral (:func:`_distributive`)."""
    folded = word.group().casefold()
    if folded in _LEGIT_DOUBLES or folded in _GREEK_REDUPLICATIONS:
        return True
    return folded in _GREEK_DISTRIBUTIVES and _distributive(text, end, english)


_PHRASE = 4
"""The longest phrase, in words, whose doubling (``knock out knock out``) is found."""


_LISTED_TWICE_EN = re.compile(r"\b(\w+),\s+\1\b", re.IGNORECASE)
"""A word the English writes twice with a comma between ("ruling, ruling {id}", "Escape, Escape"): its translation's
copies are the English's."""


def _doubled_words(text: str, lang: str, english: str | None = None) -> list[tuple[int, int]]:
    """Spans of a Latin/Greek word or phrase of up to ``_PHRASE`` words written twice in a row ("the the", "του
    του", "knock out knock out"; fix9u: a phrase too, and in Latin words inside a Chinese or Greek text), the words
    of each copy parted by spaces only, the copies by spaces, or a word of a Greek or Chinese list by its comma
    before the list's next item ("Πατήστε Escape, Escape, Enter": an item of a list written twice, tester t9ba
    dou46).  Legitimate repeats (:func:`_legit_double`: "had had", "σιγά σιγά", "ένα ένα" as one by one;
    ``english``, the text's English when known) are no finding; a phrase is named once, not also as its words."""
    if lang == "zh" and not re.search(r"[A-Za-z\u0370-\u03ff]", text):
        return []
    # Our own word test always runs: translate-toolkit's doublewords lets "[βλέπε βλέπε" pass.
    spans: list[tuple[int, int]] = []
    words = list(_WORD_RE.finditer(text))
    folded = [w.group().casefold() for w in words]
    spaced = [bool(re.fullmatch(r"\s+", text[a.end():b.start()])) for a, b in zip(words, words[1:])]
    # an item of a translation's list written twice: one word, its copy followed by the list's next comma ("Escape,
    # Escape, Enter"); not "ruling, ruling {id}", "a minute, a minute or more", "msgid, msgid_plural" (the English's)
    # ... or by the list's last "and" / "or" ("δημιουργία, έλεγχος, έλεγχος και αναφορά", tester t9bz bz-dbl08, fjaq),
    # where the English, known, writes no word twice with a comma between (its own "ruling, ruling" kept)
    last = re.compile(r"\s*[,，、]\s*\w" + (r"|\s+(?:και|κι|ή|and|or)\s+\w" if english is not None
                                            and not _LISTED_TWICE_EN.search(english) else ""), re.IGNORECASE)
    listed = [lang in ("zh", "el") and bool(re.fullmatch(r"\s*[,，、]\s*", text[a.end():b.start()]))
              and last.match(text, b.end()) is not None for a, b in zip(words, words[1:])]
    i = 0
    while i < len(words):
        for size in range(min(_PHRASE, (len(words) - i) // 2), 0, -1):
            if (folded[i:i + size] == folded[i + size:i + 2 * size] and all(spaced[i:i + size - 1])
                    and all(spaced[i + size:i + 2 * size - 1]) and (spaced[i + size - 1] or (size == 1 and listed[i]))
                    and not (size == 1 and _legit_double(text, words[i], words[i + 1].end(), english))):
                spans.append((words[i].start(), words[i + 2 * size - 1].end()))
                i += 2 * size - 1
                break
        i += 1
    return spans


def doubled_copies(text: str, lang: str, english: str | None = None) -> list[tuple[int, int]]:
    """Spans of the second copy of each word or phrase written twice (:func:`_doubled_words`, and in Chinese
    ``_ZH_DOUBLED_RE`` and :func:`structure.doubled_zh_words`): the doubled finding's, which the comparisons leave
    out (tester 9ao e37: 'δε δε λαμβάνει' is a word written twice, not a negation the English does not have); a
    Latin/Greek copy with what parts it from the first (the comma of a list's item written twice, "Escape, Escape,":
    the list keeps its items, tester t9ba dou46)."""
    copies = []
    for start, end in _doubled_words(text, lang, english):
        words = list(_WORD_RE.finditer(text, start, end))
        copies.append((words[len(words) // 2 - 1].end(), end))
    if lang == "zh":
        copies += [(m.end() - 1, m.end()) for m in _ZH_DOUBLED_RE.finditer(text)]
        copies += [(end - 1, end) for _start, end in doubled_zh_characters(text, _ZH_DOUBLED_RE)]
        copies += [(start + (end - start) // 2, end) for start, end in doubled_zh_words(text, english)]
    return copies


def _short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


_LATIN1_IN_GREEK = re.compile("(?<=[\u0370-\u03ff])[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff]"
                              "|[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff](?=[\u0370-\u03ff])")
"""A Latin-1 letter touching a Greek letter inside a word ('διαπÏάττοντας': ρ is CF 81 in UTF-8, CF read as cp1252 Ï
and the undefined 81 dropped; tester t9az y012): one Greek character mis-decoded, no Greek word holds one.  A Latin
vowel with an acute (απóφασης) is a look-alike letter, :data:`script.LATIN_ACUTE`, script's finding (tester t9bj
bj-moj22)."""


def damaged_word_spans(text: str, gbk: bool = False, chinese: bool = False) -> list[tuple[int, int]]:
    """Spans of the words of ``text`` damaged by a wrong encoding (mojibake), one per word.

    ``gbk``: also Chinese UTF-8 read as GBK (``瑁佸垽`` for ``裁判``; a Chinese text only), as the
    comparisons need them hidden (the damaged word may be the term compared).  ``chinese`` (or ``gbk``): ``text`` is
    a Chinese translation, its Latin-1 runs read as GBK though no other Chinese is left (``ºÁÎÞ¹ý´í``, tester t9bj
    bj-moj09: :func:`structure.legacy_latin1_runs`)."""
    damaged = ([m.span() for m in _MOJIBAKE_RE.finditer(text) if m.group() != "\ufffd"] + mojibake_words(text)
               + cp1253_words(text) + [m.span() for m in _LATIN1_IN_GREEK.finditer(text) if m.group() not in LATIN_ACUTE]
               + [(start, end) for start, end, _encoding, _reads in legacy_latin1_runs(text, chinese or gbk)])
    spans = word_spans(text, damaged)
    if gbk:
        spans = sorted(spans + [(start, end) for start, end, _repaired in gbk_mojibake(text)])
    return spans


_HIDING_KINDS = frozenset({"fullwidth-latin", "kana", "cyrillic", "greek-in-chinese", "mixed-script", "traditional",
                           "invisible", "question-mark", "latin-in-chinese", "greek-lookalike",
                           "greek-compatibility", "zh-lookalike", "hanzi-lookalike", "latin-word"})


def lost_character_spans(text: str, lang: str, english: str | None = None) -> list[tuple[int, int]]:
    """Spans of ``text`` (a ``zh``/``el`` translation) where a character was lost or is of the wrong script:
    a ``?`` standing for a lost character, U+FFFD, an invisible character, a look-alike letter, kana,
    Traditional or full-width letters (:func:`script.script_defects`).  Each is reported once by
    :func:`check_single`; the comparisons skip them (a term, sentence end or reference they break is
    that one defect, not another finding)."""
    # (a "?" for a lost bullet at a line's start breaks no word: it is no span of another check)
    spans = [(start, end) for start, end, kind in _question_marks(text, lang) if kind != "bullet"]
    spans += [m.span() for m in re.finditer("\ufffd+", text)]
    spans += [_whole_latin_word(text, start, end) if kind == "cyrillic" else (start, end)
              for start, end, kind, _detail in script_defects(text, lang, english) if kind in _HIDING_KINDS]
    spans += [m.span() for m in _COPYRIGHT_IN_CHINESE.finditer(text)] if lang == "zh" else []
    return sorted(spans)


def _whole_latin_word(text: str, start: int, end: int) -> tuple[int, int]:
    """The span ``start``-``end`` of ``text`` (a Cyrillic look-alike letter) widened over the Latin letters right
    around it: the word it was typed into ("Вutler" for "Butler", "Neubеrg"), whose Latin rest ("utler") is that one
    damaged word, no Latin word the English lacks (tester t9bq bq-moj07, fiyx).  Greek and Chinese letters stay out."""
    while start > 0 and re.match(r"[A-Za-z\u0400-\u04ff]", text[start - 1]):
        start -= 1
    while end < len(text) and re.match(r"[A-Za-z\u0400-\u04ff]", text[end]):
        end += 1
    return start, end


_COPYRIGHT_IN_CHINESE = re.compile("(?<=[\u3400-\u9fff])[©®]")
"""A ``©`` or ``®`` right after a Chinese character (裁判©): a character garbled in conversion (fixyb)."""


def _legacy_run(text: str, start: int, end: int, legacy: list[tuple[int, int, str, str]]
                ) -> tuple[int, int, str, str] | None:
    """The damaged run ``text[start:end]`` as ``(start, end, kind, what it reads)`` when it holds Greek cp1253 or
    Chinese GBK bytes read as Latin-1 (``legacy``: :func:`structure.legacy_latin1_runs`' runs), kind
    ``latin1-cp1253`` / ``latin1-gbk`` (a key of :data:`_MOJIBAKE_MESSAGES`); None for another mojibake."""
    inside = [run for run in legacy if start <= run[0] and run[1] <= end]
    if not inside:
        return None
    encoding = inside[0][2]
    try:
        reads = text[start:end].encode("latin-1").decode(encoding)
    except (UnicodeEncodeError, UnicodeDecodeError):
        reads = " ".join(run[3] for run in inside)
    return start, end, "latin1-" + encoding, reads


_FULLWIDTH_BRACKET = re.compile("[（）［］]")
"""The full-width forms of the ASCII brackets: none in a Greek text (tester t9bn bn-brk25, fiyk; 【】 and 〔〕 are
another kind of bracket than the English's, the brackets' kinds' finding)."""
_CJK_NEAR = re.compile("[\u3400-\u9fff\uf900-\ufaff]")
_BRACKETS = frozenset("()[]{}（）［］【】〔〕｛｝〈〉《》「」『』")


def _damaged_brackets(word: str) -> str:
    """The brackets of the mojibake ``word`` once repaired (its characters back to the bytes cp1252 or Latin-1 gave
    them, read as UTF-8): 'ï¼‰' is the full-width '）' read as cp1252.  The bracket is the text's still, damaged;
    the damage is one finding (the encoding's), not also a bracket never closed (tester t9bd moj12: a closing
    full-width bracket garbled gave brackets and encoding).  Empty when the word holds no bracket or is no
    UTF-8 read as cp1252 / Latin-1 (a Greek word read as cp1253: its brackets are ASCII, kept as they are)."""
    raw = bytearray()
    for char in word:
        try:
            raw += char.encode("cp1252")
        except UnicodeEncodeError:
            if ord(char) > 0xff:
                return ""
            raw.append(ord(char))
    repaired = raw.decode("utf-8", errors="ignore")
    return "".join(c for c in repaired if c in _BRACKETS)[:len(word)]


def _joined(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """``spans`` with neighbours separated by white space only joined: damaged words in a row
    (``μέσος όρος συν`` read as Latin-1) are one damaged run, one finding."""
    joined: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if joined and not text[joined[-1][1]:start].strip():
            joined[-1] = (joined[-1][0], max(end, joined[-1][1]))
        else:
            joined.append((start, end))
    return joined


def _ends_english(text: str, start: int, end: int, english_left: Iterable[tuple[int, int]]) -> bool:
    """Whether the ``?`` at ``text[start:end]`` is the question mark of English left in the text (a span of
    ``english_left``): right after its last letter ("调整分。Is that so?") or before it with only spaces between
    ("（第90条）? Is there"); not one standing apart before other text ("this may be varied ?在国际": a lost
    character beside English left).  Nor only right after it: after the English words that follow it in the same
    clause ("Start over? Οι απαντήσεις …" whose "Start" is the English left, "over" a word too common to be named
    alone: the English question left, its '?' no Greek word's; tester t9bk bk-unt20, fixzw)."""
    return any(b == start or (a >= end and not text[end:a].strip())
               or (b < start and re.fullmatch(r"(?:[ \t]+[A-Za-z][A-Za-z'’-]*)+", text[b:start]))
               for a, b in english_left)


def check_single(text: str, lang: str, paragraph: str, domain: str, *, ui_lang: str = "en",
                 side: str = "target", source_text: str | None = None,
                 english_left: Iterable[tuple[int, int]] = ()) -> list[Finding]:
    """Checks that need no counterpart: brackets, encoding damage, doubled, misspelt terms.

    ``lang`` is the language of ``text`` (``en``, ``el`` or ``zh``); findings
    are reported for catalogue language ``lang`` unless the caller changes it.  ``english_left``: spans of
    ``text`` that are English left untranslated (the caller's untranslated-run finding): a ``?`` ending or
    opening one is the English's question mark, that one finding, not a lost character (fix9be, tester 9x:
    "调整分。Is that so?", "（第90条）? Is there").
    """
    english_left = list(english_left)
    findings: list[Finding] = []
    where = _where(ui_lang, side)

    def add(check, severity, message, fragment):
        findings.append(Finding(lang, paragraph, check, severity, message, fragment, domain,
                                source_text, side))

    # A word damaged by a wrong encoding is one finding (below), not also a stray quote or marker.
    damaged_words = damaged_word_spans(text, chinese=lang == "zh")
    # (filled with letters, not spaces, so no spacing damage appears where the word was)
    undamaged = "".join("x" if any(s <= i < e for s, e in damaged_words) else c for i, c in enumerate(text)) \
        if damaged_words else text
    for start, end in damaged_words:  # a bracket the damage holds is still that bracket (tester t9bd moj12)
        kept = _damaged_brackets(text[start:end])
        if kept:
            undamaged = undamaged[:start] + kept + undamaged[start + len(kept):]
    # a bracket made by text read as GBK ('详鎯呴」' for 详情项: tester t9be mojizh16) is the mojibake's finding
    gbk = gbk_mojibake(text) if lang == "zh" else []
    # and text read as GBK whose unreadable bytes were written '?' (甯?鍔? for 帮助, tester t9bk bk-moj17, fixzw): the
    # runs no other reading found are that mojibake; all of them hold '?' that are its own, no lost letter besides
    gbk_lost = gbk_mojibake_lost(text) if lang == "zh" else []
    gbk_new = [run for run in gbk_lost if not any(a < run[1] and run[0] < b for a, b, _r in gbk)]
    for start, end, repaired in gbk:
        undamaged = undamaged[:start] + "x" * (end - start) + undamaged[end:]
    clean = halfwidth(undamaged)
    problems = bracket_problems(undamaged)
    backwards = reversed_pair(problems)
    if backwards is not None:  # "）…（": one pair reversed, one finding (tester t9bl bl-brk11, fiye)
        closing, opening = backwards
        problems = []
        message = _say(ui_lang, _("brackets written the wrong way round {where}: '{close}' before '{open}'"),
                       close=closing.char, open=opening.char, where=where)
        add("brackets", ERROR, message, text[closing.position:opening.position + 1])
    for problem in problems:
        fragment = _context(text, problem.position, problem.position + 1, 0, 24) \
            if problem.kind == "unclosed" else _context(text, problem.position, problem.position + 1, 24, 0)
        if problem.kind == "unclosed":
            message = _say(ui_lang, _("'{char}' is never closed {where}"), char=problem.char, where=where)
        elif problem.kind == "mismatch":  # 【 … ）: one pair of two kinds, one finding (fix9bt, tester 9ab Cz-37)
            message = _say(ui_lang, _("'{open}' closed by '{close}' {where}: brackets of two kinds"),
                           open=problem.expected, close=problem.char, where=where)
        else:
            message = _say(ui_lang, _("'{char}' closes a bracket that was never opened {where}"),
                           char=problem.char, where=where)
        add("brackets", ERROR, message, fragment)
    # a pair opened full-width and closed ASCII ("（但参见上述A款)", tester 9z ZD65) or back: one warning (fix9bn)
    for opened, closing, at in mixed_widths(undamaged):
        fragment = _context(text, at, at + 1, 24, 0)
        if opened != halfwidth(opened):
            message = _say(ui_lang, _("brackets opened full-width ('{open}'), closed ASCII ('{close}') {where}"),
                           open=opened, close=closing, where=where)
        else:
            message = _say(ui_lang, _("brackets opened ASCII ('{open}'), closed full-width ('{close}') {where}"),
                           open=opened, close=closing, where=where)
        add("brackets", WARNING, message, fragment)
    # a Chinese full-width bracket in a Greek text ("(Νόμος 87)" as "（Νόμος 87）", tester t9bn bn-brk25, fiyk): Greek
    # writes ASCII brackets; one warning for the text, at its first (not one quoting Chinese, a bracket next to a
    # Chinese character, nor one the English writes full-width too), and none where a bracket's finding above names it
    if lang == "el" and not any(f.check == "brackets" for f in findings):
        for match in _FULLWIDTH_BRACKET.finditer(undamaged):
            at = match.start()
            if _CJK_NEAR.search(text[max(0, at - 1):at + 2]) or (source_text is not None and (
                    match.group() in source_text or halfwidth(match.group()) not in source_text)):
                continue  # (a kind of bracket the English has not, "［Νόμος 78Α］" for "(Law 78A)": the kinds' finding)
            message = _say(ui_lang, _("full-width bracket '{char}' {where}: Greek writes the ASCII '{ascii}'"),
                           char=match.group(), ascii=halfwidth(match.group()),
                           where=where)
            add("brackets", WARNING, message, _context(text, at, at + 1, 0, 24) if match.group() in "（［"
                else _context(text, at, at + 1, 24, 0))
            break

    # One finding per damaged word, however many damaged characters it holds.
    greek = cp1253_words(text)
    reported = _joined(text, damaged_words)
    if len(reported) > 3:  # a whole text read in a wrong encoding: one finding, from its first damaged word on
        reported = [(damaged_words[0][0], damaged_words[-1][1])]
    # mojibake is one defect of the text however many runs it damaged: one finding, naming its first run and how many
    # more (fix9ch, tester 9ag: 12A3 read as GBK gave 4 findings, a Greek message read as cp1252 2)
    # Greek cp1253 or Chinese GBK bytes read as Latin-1 ('áíáßôéïò', '²ÃÅÐ'): named with what they read (tester t9ba
    # moj29, moj47)
    legacy = legacy_latin1_runs(text, lang == "zh")
    runs = [_legacy_run(text, start, end, legacy)
            or (start, end, "cp1253" if any(start <= a < end for a, _b in greek) else "cp1252", "")
            for start, end in reported]
    runs += [(start, end, "gbk", repaired) for start, end, repaired in gbk]
    runs += [(start, end, "gbk-lost", repaired) for start, end, repaired in gbk_new]
    if runs:
        start, end, kind, repaired = min(runs)
        chars = _short(text[start:end]) if kind != "gbk" else text[start:end]
        message = _say(ui_lang, _MOJIBAKE_MESSAGES[kind][len(runs) > 1], chars=chars, repaired=repaired,
                       count=len(runs) - 1, where=where)
        add("encoding", ERROR, message, text[start:end])
    misread = _gbk_stretches(text, gbk)
    lost = []
    for match in re.finditer("\ufffd+", text):  # a run of them is one lost stretch, one finding
        if any(s <= match.start() < e for s, e in damaged_words):
            continue  # inside a damaged word: that word is the one finding
        if any(s <= match.start() < e for s, e in misread):
            continue  # a byte GBK could not read inside the text it misread: the mojibake's finding (fix9fc)
        if any(0 <= match.start() - e <= _GBK_REACH and not re.search(r"[\s\W]", text[e:match.start()])
               for _s, e, _r in gbk):
            continue  # the bytes GBK could not read of a word it misread (娌℃湁鎹熷��): that word is the finding
        lost.append(match)
    if lost:  # one defect of the text however many stretches it lost: one finding, at the first (tester t9av v382:
        # UTF-8 read as GBK with U+FFFD for its unreadable bytes, 涓荤�″崟浣�, gave two identical findings)
        message = _say(ui_lang, _("replacement character U+FFFD (a character lost in conversion) {where}"),
                       where=where)
        add("encoding", ERROR, message, _context(text, lost[0].start(), lost[0].end(), 4, 4))
    inside_english = lambda at: any(a <= at < b for a, b in english_left)  # noqa: E731
    for match in re.finditer(r"(?<=[0-9A-Za-z\u0391-\u03a9])©", text):
        if inside_english(match.start()) and lang != "en":
            continue  # "[see also C1©]" of English left: the untranslated-run's one finding (fixyb)
        message = _say(ui_lang, _("'©' after a law reference {where}: '(c)' damaged"), where=where)
        add("encoding", ERROR, message, _context(text, match.start(), match.end(), 5, 0))
    if lang == "zh":
        for match in _COPYRIGHT_IN_CHINESE.finditer(text):
            message = _say(ui_lang, _("'{char}' right after Chinese text in '{context}': a character garbled in "
                                      "conversion (a stray symbol) {where}"), char=match.group(),
                           context=_context(text, match.start(), match.end(), 4, 4), where=where)
            add("encoding", ERROR, message, _context(text, match.start(), match.end(), 4, 4))
    # the English of an interface string: a '?' opening it glued to a Chinese character is a lost character, no bullet
    # (tester t9bh bh-moj09, fixzp)
    interface_english = source_text if domain == "messages" and side == "target" and lang != "en" else None
    # each '?' for a lost letter, character or dash: (start, end, its own message, fragment); said as one finding, one
    # conversion's (below, after the script findings add theirs)
    lost_marks: list[tuple[int, int, str, str]] = []
    lost_at = None
    # a '?' inside a garbled run or glued to one ('Ξ?ΞΎΞΏΞ΄ΞΏΟ‚' for Έξοδος read as cp1253, 鎴? after 瑁佸喅宸插畬 read as
    # GBK: a byte the wrong decoding could not read) is part of that mojibake, its one finding (tester t9bk bk-moj08,
    # bk-moj18, bk-moj21; fixzw)
    garbled = reported + damaged_words + [(a, b) for a, b, _r in gbk + gbk_lost] + misread
    # and a word of a Greek or Latin text the wrong decoding damaged in part is damaged whole ('Ο?Ο?ΞΏΟ‚' for όρος read
    # as cp1253: its '?' and look-alikes are that damage)
    garbled_words = [word.span() for word in re.finditer(r"\S+", text)
                     if any(a < word.end() and word.start() < b for a, b in garbled)] if lang != "zh" and garbled else []
    garbled += garbled_words
    for start, end, kind in _question_marks(text, lang, interface_english):
        if _ends_english(text, start, end, english_left):
            continue
        if any(a <= end and start <= b for a, b in garbled):
            continue
        if (gbk or gbk_lost) and start and _gbk_lost_byte(text[start - 1]):
            continue  # in a text read as GBK, the byte after a character it garbled ('绗?' for 第): that misreading's
        context = _context(text, start, end, 4, 3)
        if kind == "bullet":
            message = _say(ui_lang, _("'?' at the start of a line (a lost bullet or space) {where}"),
                           where=where)
            add("encoding", ERROR, message, "?")
            continue
        if kind == "whole":
            message = _say(ui_lang, _("'{chars}' is all the text {where}: its characters lost in conversion (each '?' "
                                      "one the encoding could not write)"), chars=text[start:end], where=where)
            add("encoding", ERROR, message, text[start:end])
            continue
        if kind == "letter":
            message = _say(ui_lang, _("'{chars}' in '{context}' stands for a lost letter or character (one the "
                                      "conversion could not write) {where}"), chars=text[start:end], context=context,
                           where=where)
        elif kind == "lost":
            message = _say(ui_lang, _("'{chars}' in '{context}': characters lost in conversion (each '?' one the "
                                      "encoding could not write) {where}"), chars=text[start:end].strip(),
                           context=context, where=where)
        else:
            message = _say(ui_lang, _("'?' between spaces in '{context}' stands for a lost dash ('–') {where}"),
                           context=context, where=where)
        lost_marks.append((start, end, message, context))
        lost_at = len(findings) if lost_at is None else lost_at
    # a '?' just after a word GBK misread is the byte it could not read (銆? for 。), the mojibake's own (fix9ch)
    gbk = [(start, end + (len(m.group()) if (m := re.match(rf"\w{{0,{_GBK_REACH}}}\?", text[end:])) else 0))
           for start, end, _repaired in gbk]
    gbk += [(a, b) for a, b, _r in gbk_lost]
    _script_findings(text, lang, ui_lang, where, add, reported + damaged_words + gbk + misread + _lost_stretches(text)
                     + garbled_words,
                     source_text,
                     [(a, b) for a, b, _k in _question_marks(text, lang, interface_english) + [
                         (m.start(), m.end(), "") for m in re.finditer(r"\?", text)]
                      if _ends_english(text, a, b, english_left)], lost_marks, interface_english)
    if lost_marks:
        _lost_marks_finding(text, lang, lost_marks, ui_lang, where, add)
        if lost_at is not None:  # (said where the first '?' of _question_marks was, before the script findings)
            findings.insert(lost_at, findings.pop())
    damage = list(_TOKEN_DAMAGE[:-1]) if lang in ("en", "el") else [_TOKEN_DAMAGE[-1]]
    doubled_marks = [(start, end) for start, end, kind, _d in script_defects(text, lang)
                     if kind == "doubled-punctuation"]
    for regex, kind in damage:
        matches = list(regex.finditer(clean if kind != "full-width" else text))
        # a match whose context reaches into a damaged word is the damage's, reported once (above)
        matches = [m for m in matches if not any(m.start() - 12 < e and s < m.end() + 12 for s, e in damaged_words)]
        # the space inside punctuation written twice ("， ，", "。 。") is that doubling's one finding (fixya)
        matches = [m for m in matches if not any(s < m.end() and m.start() < e for s, e in doubled_marks)]
        if matches:
            first_match = matches[0]
            message = _say(ui_lang, _("tokenisation damage ({kind} spacing, {count}×) {where}"),
                           kind=_say(ui_lang, _TOKEN_KINDS[kind]), count=len(matches), where=where)
            add("encoding", WARNING, message,
                _context(text, first_match.start(), first_match.end(), 6, 4))

    # (a word meeting the first letter of a garbled one, "ο Ο„Ο�Ο�Ο€ΞΏΟ‚" for "ο τρόπος", is the damage's: tester t9bw
    # bw-moj02)
    garbled = reported + damaged_words + misread + gbk + garbled_words
    for start, end in _doubled_words(text, lang, source_text):
        if any(a < end and start < b for a, b in garbled):
            continue
        message = _say(ui_lang, _("word written twice: '{words}' {where}"), words=text[start:end], where=where)
        add("doubled", ERROR, message, text[start:end])
    if lang == "el":  # a letter written twice inside a word (Νόμουυ, ππατήστε: fixyg, tester t9bd dbl23-dbl26)
        for start, end, once in doubled_greek_letters(text):
            message = _say(ui_lang, _("letter written twice in '{word}' (for '{once}') {where}"),
                           word=text[start:end], once=once, where=where)
            add("doubled", ERROR, message, text[start:end])
    if lang == "zh":
        for match in _ZH_DOUBLED_RE.finditer(text):
            message = _say(ui_lang, _("character written twice: '{chars}' {where}"), chars=match.group(),
                           where=where)
            add("doubled", ERROR, message, match.group())
        # any other character written twice, not a reduplication nor two words meeting (那那部分, fix9ib)
        for start, end in doubled_zh_characters(text, _ZH_DOUBLED_RE):
            message = _say(ui_lang, _("character written twice: '{chars}' {where}"), chars=text[start:end],
                           where=where)
            add("doubled", ERROR, message, text[start:end])
        for start, end in doubled_zh_words(text, source_text):
            message = _say(ui_lang, _("word written twice: '{words}' {where}"), words=text[start:end], where=where)
            add("doubled", ERROR, message, text[start:end])

    if lang == "el":
        for start, end, found in article_disagreements(text):
            message = _say(ui_lang, _("'{found}': the article and the relative pronoun do not agree (a "
                                      "misspelling?) {where}"), found=found, where=where)
            add("terminology", ERROR, message, found)
    if lang in ("zh", "el"):
        folded = _term_text(text, lang)
        glossary = load_glossary()
        for term in glossary:
            for form, pattern in term.near_miss.get(lang, []):
                for match in pattern.finditer(folded):
                    message = _say(ui_lang, _("'{found}' is a misspelling of the term for '{term}' ('{expected}') "
                                              "{where}"), found=form, term=_term_named(term, glossary, lang, source_text),
                                   expected=term_forms(term, lang), where=where)
                    add("terminology", ERROR, message, form)
            for form, pattern, why, source in term.not_used.get(lang, []):
                if form in term.not_used_en and source_text and term.not_used_en[form].search(_term_text(source_text, "en")):
                    continue  # the English's own word said word for word ("innocent side" as αθώος άξονας, fix9fb)
                if pattern.search(folded):  # a choice the project made, not a misspelling: one warning per text
                    # said as what this text does (it uses the form), not as if the form were absent (tester t9at:
                    # "'违例' (domain.md) is not used" read as the text wrong on a fill that uses 违例)
                    said = _("this translation uses '{found}' ({source}'s term) for '{term}' where the rest of the "
                             "catalogue uses '{right}', {why}: keep one term across the catalogue") if source else \
                        _("this translation uses '{found}' for '{term}' where the rest of the catalogue uses "
                          "'{right}', {why}: keep one term across the catalogue")
                    message = _say(ui_lang, said, right=term_used(term, lang),
                                   term=_term_named(term, glossary, lang, source_text), found=form,
                                   why=_say(ui_lang, NOT_USED_WHY[why]), source=source, where=where)
                    add("terminology", WARNING, message, form)
    return findings


def _term_named(term, glossary: list, lang: str, source: str | None) -> str:
    """The English word a finding about ``term``'s form names (fix9as): the term's own, unless the English ``source``
    says not it but a sibling term rendered by one of the same accepted forms in ``lang`` (违例, a misspelling of 违规
    for "infraction", in Law 12A3 whose English says "irregularity", 违规 too): the paragraph's word then."""
    if not source or lang not in term.accepted:
        return term.en_text
    english = _term_text(source, "en")
    if term.en.search(english):
        return term.en_text
    forms = {p.pattern for p in term.accepted[lang]}
    sibling = next((other for other in glossary if other is not term and other.en.search(english)
                    and forms & {p.pattern for p in other.accepted.get(lang, [])}), None)
    return sibling.en_text if sibling else term.en_text


_GBK_REACH = 6

_MOJIBAKE_MESSAGES = {
    "cp1252": (_("mojibake '{chars}' (UTF-8 read as Latin-1 or cp1252) {where}"),
               _("mojibake '{chars}' and {count} more (UTF-8 read as Latin-1 or cp1252) {where}")),
    "cp1253": (_("mojibake '{chars}' (Greek UTF-8 read as cp1253 or ISO-8859-7) {where}"),
               _("mojibake '{chars}' and {count} more (Greek UTF-8 read as cp1253 or ISO-8859-7) {where}")),
    "gbk": (_("mojibake '{chars}' (UTF-8 read as GBK; it reads '{repaired}') {where}"),
            _("mojibake '{chars}' and {count} more (UTF-8 read as GBK; the first reads '{repaired}') {where}")),
    "gbk-lost": (_("mojibake '{chars}' (UTF-8 read as GBK, each '?' a byte it could not read) {where}"),
                 _("mojibake '{chars}' and {count} more (UTF-8 read as GBK, each '?' a byte it could not read) "
                   "{where}")),
    "latin1-cp1253": (_("mojibake '{chars}' (Greek cp1253 read as Latin-1; it reads '{repaired}') {where}"),
                      _("mojibake '{chars}' and {count} more (Greek cp1253 read as Latin-1; the first reads "
                        "'{repaired}') {where}")),
    "latin1-gbk": (_("mojibake '{chars}' (Chinese GBK read as Latin-1; it reads '{repaired}') {where}"),
                   _("mojibake '{chars}' and {count} more (Chinese GBK read as Latin-1; the first reads '{repaired}') "
                     "{where}")),
}
"""``{encoding: (the message of one damaged run, of several)}``: the text's mojibake, one finding (fix9ch)."""
"""How many characters after Chinese UTF-8 read as GBK (:func:`structure.gbk_mojibake`) a U+FFFD may stand and still
be the same damage, nothing but letters between (``娌℃湁鎹熷��`` for 没有损害: the bytes GBK could not read became
U+FFFD; fix9av, tester 9s)."""

_GBK_STRAY = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff5e\ufffd]+")
"""What UTF-8 read as GBK turns Chinese into besides the runs :func:`structure.gbk_mojibake` recognises: other CJK
characters (級, 紝, 鐨: Traditional-looking), kana (GBK's rows A4, A5: 'ュ' in 浠ュ姞 for 以加, tester t9ba moj45),
full-width letters (璐ｄ) and U+FFFD for the bytes GBK could not read."""


def _gbk_stretches(text: str, gbk) -> list[tuple[int, int]]:
    """The stretches of ``text`` around its GBK mojibake runs (``gbk``: :func:`structure.gbk_mojibake`'s) that are
    all such characters (:data:`_GBK_STRAY`), or the whole text when the runs are a third of its Chinese characters
    or more (the text read as GBK whole, its runs broken by digits, spaces and marks): the misread text, one defect.  A U+FFFD, a Traditional-looking
    character or a full-width letter inside it is the mojibake's, said by its one finding, not found again
    (fix9fc: 12C2(a) read as GBK gave the mojibake, six U+FFFD and 'Traditional characters 氫紝紙嗚級')."""
    if not gbk:
        return []
    chinese = len(re.findall("[\u4e00-\u9fff]", text))
    if 3 * sum(end - start for start, end, _r in gbk) >= chinese:
        return [(0, len(text))]  # the text read as GBK whole (its runs a third of its characters or more)
    return [(m.start(), m.end()) for m in _GBK_STRAY.finditer(text)
            if any(m.start() <= start and end <= m.end() for start, end, _r in gbk)]


_LOST_STRETCH = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff5e]{0,%d}\ufffd+"
                           "[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff5e\ufffd]{0,%d}"
                           % (_GBK_REACH, _GBK_REACH))
"""A U+FFFD run with the characters touching it that a wrong decoding writes (CJK, kana, full-width letters; no
space or punctuation between, at most :data:`_GBK_REACH` each side): UTF-8 read as GBK keeps some bytes as kana (接管
as 鎺ョ��, tester t9av v556)."""


def _lost_stretches(text: str) -> list[tuple[int, int]]:
    """The stretches of ``text`` around its U+FFFD runs (:data:`_LOST_STRETCH`): the text damaged there, said by the
    replacement character's one finding; kana, full-width or Traditional-looking characters inside it are that
    damage, not a wrong script too (tester t9av v556: 鎺ョ�� gave U+FFFD and "Japanese kana 'ョ'")."""
    return [m.span() for m in _LOST_STRETCH.finditer(text)]


_SCRIPT_MESSAGES = {
    "fullwidth-latin": ("script", _("'{chars}' in full-width letters (reads '{detail}'), as a Chinese input "
                                    "method types them {where}")),
    "kana": ("script", _("Japanese kana '{chars}' in a Chinese text: '{context}' {where}")),
    "cyrillic": ("script", _("Cyrillic '{chars}' in '{context}', a look-alike of a Latin or Greek letter {where}")),
    "cyrillic-letter": ("script", _("Cyrillic letter '{chars}' in '{context}' {where}")),
    "greek-in-chinese": ("script", _("Greek letter '{chars}' inside Chinese text: '{context}' {where}")),
    "mixed-script": ("script", _("Latin '{chars}' inside the Greek word '{detail}': a look-alike letter {where}")),
    "latin-word": ("script", _("Latin '{chars}' in '{context}' typed for the Greek word '{detail}': look-alike "
                               "letters of another script {where}")),
    "mixed-script-words": ("script", _("Latin '{chars}' inside the Greek words {detail}: look-alike letters {where}")),
    "latin-in-chinese": ("encoding", _("Latin letter '{chars}' inside Chinese text: '{context}', a Chinese character "
                                       "garbled or lost in conversion {where}")),
    "greek-lookalike": ("script", _("'{chars}' reads '{detail}' but is typed with Greek letters that look like the "
                                    "Latin ones: retype it in Latin letters {where}")),
    "traditional": ("script", _("Traditional characters '{chars}' in a Simplified Chinese text (Simplified: "
                                "'{detail}') {where}")),
    "invisible": ("encoding", _("invisible character ({detail}) in '{context}' {where}")),
    "doubled-punctuation": ("doubled", _("punctuation written twice: '{context}' {where}")),
    "doubled-parenthetical": ("doubled", _("parenthetical written twice: '{detail}' {where}")),
}
_CYRILLIC_LOOKALIKES = frozenset("АВЕЗІЈКМНОРСТУХЅаеіјорсуххѕԁԛԝгпт")
"""Cyrillic letters that look like a Latin or Greek one (А/A/Α, В/B/Β, Е, К, М, Н, О, Р, С, Т, Х, У, а, е, о, р, с, у,
х, і, ј, ѕ; г/γ-like г, п/π, т/τ in italics)."""
_QUESTION_MESSAGES = {
    "zh": _("'?' after Chinese text (Chinese uses the full-width question mark): a stray or lost character: "
            "'{context}' {where}"),
    "el": _("'?' after a Greek word (Greek asks with ';'): a stray or lost character: '{context}' {where}"),
}


def _gbk_lost_byte(char: str) -> bool:
    """Whether ``char`` followed by one byte GBK could not read (written ``?``) is UTF-8 of a common hanzi read as GBK
    (``绗?`` for 第: E7 AC | AC, ``琛?`` for 行), the byte after a character the misreading garbled (fixzw)."""
    try:
        raw = list(char.encode("gbk"))
    except UnicodeEncodeError:
        return False
    return len(raw) == 2 and _utf8_with_lost(raw + [None]) is not None


def _lost_marks_finding(text: str, lang: str, marks: list[tuple[int, int, str, str]], ui_lang: str, where: str, add) -> None:
    """The one finding of the ``?`` of ``text`` that stand for lost letters, characters or a dash (``marks``: ``(start,
    end, the message of that one, its fragment)``): one conversion that could not write them (a Greek text saved in an
    encoding without its accented letters, "Η διανομ? ακυρ?νεται", tester t9bh bh-moj16).  One ``?`` keeps its own
    message; several are one finding naming each word they stand in."""
    marks = sorted(marks)
    if len(marks) == 1:
        add("encoding", ERROR, marks[0][2], marks[0][3])
        return
    words = []
    for start, end, _message, context in marks:
        if lang == "zh":
            word = _context(text, start, end, 2, 1)  # Chinese writes no spaces between words: the characters around
        elif text[start:end].strip() == "?" and text[start - 1:start] == " " and text[end:end + 1] == " ":
            word = context  # a dash lost between spaces: its context
        else:
            word = (re.search(r"[^\W\d_]{0,12}\Z", text[:start]).group() + text[start:end]
                    + re.match(r"[^\W\d_?]{0,12}", text[end:]).group())
        words.append(word.strip())
    words = list(dict.fromkeys(words))
    message = _say(ui_lang, _("'?' stands for a lost letter or character in {count} places ({words}): one conversion "
                              "could not write them {where}"),
                   count=len(marks), words=", ".join(f"'{w}'" for w in words), where=where)
    add("encoding", ERROR, message, words[0])


def _script_findings(text: str, lang: str, ui_lang: str, where: str, add, damaged=(), source: str | None = None,
                     english=(), lost_marks: list | None = None, interface_english: str | None = None) -> None:
    """One finding per span of :func:`script.script_defects`; Traditional characters are one finding
    per text, naming each of them once; Latin look-alikes inside Greek words one finding per text, naming each word
    (tester t9be mojiel13, t9bh bh-moj17).  ``damaged``: spans of damage said already (no finding inside them);
    ``english``: spans of the question marks of English left (:func:`_ends_english`), no lost character; ``source``:
    the English translated, if known (a word of look-alike letters read as one of its words; a '?' ending a word
    where it asks nothing is a lost letter, fixyb).  ``lost_marks``: when given, a '?' found a lost letter is
    appended to it as ``(start, end, message, fragment)``, not said: the caller says all the text's lost '?' as one
    finding (tester t9bh bh-moj16).  ``interface_english``: as :func:`encoding._question_marks` takes it."""
    # a "?" already said as a lost character is not said again
    lost = _question_marks(text, lang, interface_english)
    defects = [d for d in script_defects(text, lang, source)
               if (d[2] != "question-mark" or not any(a < d[1] and d[0] < b for a, b, _k in lost))
               and not any(a < d[1] and d[0] < b for a, b in damaged)  # inside mojibake: that is the finding
               and not (d[2] == "question-mark" and any(a < d[1] and d[0] < b for a, b in english))]
    traditional = [d for d in defects if d[2] == "traditional"]
    if traditional:  # a text typed with a Traditional input method is one defect: one finding, its characters
        from helper.catalog.checks.script import traditional_table

        table = traditional_table()
        chars = "".join(dict.fromkeys(c for start, end, _k, _d in traditional for c in text[start:end] if c in table))
        defects = [d for d in defects if d[2] != "traditional"]
        add("script", ERROR, _say(ui_lang, _SCRIPT_MESSAGES["traditional"][1], chars=_short(chars),
                                  detail=_short("".join(table[c] for c in chars)), where=where), chars)
    # two look-alike letters of one Greek word ('ευχέpειa': Latin p and a) are one garbled word: one finding naming
    # its Latin letters (tester t9be mojiel13)
    merged: list[tuple[int, int, str, str, str]] = []
    for start, end, kind, detail in defects:
        last = merged[-1] if merged else None
        if (kind == "mixed-script" and last and last[2] == kind and last[3] == detail
                and re.fullmatch(r"[^\W\d_]*", text[last[1]:start])):
            merged[-1] = (last[0], end, kind, detail, f"{last[4]}, {text[start:end]}")
        else:
            merged.append((start, end, kind, detail, text[start:end]))
    # and look-alikes in several words ('πρoς έλεγχo': Latin o for ο in both) are one substitution across the text (a
    # Latin keyboard, a font's or OCR's confusion): one finding naming each word (tester t9bh bh-moj17)
    # (a whole word in Latin look-alikes, "H ερώτηση", is one of them: tester t9bl bl-moj23, fiyd)
    mixed = [m for m in merged if m[2] in ("mixed-script", "latin-word")]
    if len(mixed) > 1:
        merged = [m for m in merged if m[2] not in ("mixed-script", "latin-word")]
        chars = ", ".join(dict.fromkeys(c.strip() for m in mixed for c in m[4].split(",")))
        words = ", ".join(f"'{w}'" for w in dict.fromkeys(m[3] if m[2] == "mixed-script" else m[4] for m in mixed))
        merged.append((mixed[0][0], mixed[0][1], "mixed-script-words", words, chars))
        merged.sort()
    for start, end, kind, detail, chars in merged:
        context = _context(text, start, end, 4, 4)
        if kind == "question-mark":
            asks = source is None or "?" in source or "？" in source
            if not asks and start and text[start - 1].isalnum():
                # the English asks nothing: 'αποτέλεσμ?', '主管单?' lost a letter (fixyb); after a full stop
                # ('ανωμαλίας.?') it is a stray character, said by the language's message
                message = _say(ui_lang, _("'?' ending a word in '{context}' where the English asks no question: a "
                                          "lost letter or character {where}"), context=context, where=where)
                if lost_marks is not None:
                    lost_marks.append((start, end, message, context))
                else:
                    add("encoding", ERROR, message, context)
                continue
            add("encoding", ERROR, _say(ui_lang, _QUESTION_MESSAGES[lang], context=context, where=where), context)
            continue
        if kind == "greek-compatibility":  # µ for μ (tester t9bg bg-moj07, bg-moj18; fixzj)
            word = re.search(r"[^\W\d_]*\Z", text[:start]).group() + chars + re.match(r"[^\W\d_]*", text[end:]).group()
            add("script", ERROR, _say(ui_lang, _("'{chars}' in '{word}' is the {name} (U+{code}), a look-alike of the "
                                                 "Greek letter '{letter}': retype it as the Greek letter {where}"),
                                      chars=chars, word=word, name=unicodedata.name(chars, "").lower(),
                                      code=f"{ord(chars):04X}", letter=detail, where=where), word)
            continue
        if kind == "hanzi-lookalike":  # ー个 for 一个 (tester t9bl bl-moj05, fiyd)
            add("script", ERROR, _say(ui_lang, _("'{chars}' in '{context}' is the {name} (U+{code}), a look-alike of "
                                                 "the Chinese character '{letter}': retype it as the Chinese character "
                                                 "{where}"),
                                      chars=chars, context=context, name=unicodedata.name(chars, "").lower(),
                                      code=f"{ord(chars):04X}", letter=detail, where=where), chars)
            continue
        if kind == "zh-lookalike":  # 扃 in 双方有扃 where the project writes 双方有局 (tester t9bi bi-moj26, fixzs)
            right = next(detail[k] for k in range(min(len(detail), start + 1))
                         if text[start - k:start - k + len(detail)][:k] == detail[:k]
                         and text[start - k:start - k + len(detail)][k + 1:] == detail[k + 1:])
            add("script", ERROR, _say(ui_lang, _("'{chars}' in '{context}': a rare character, where the laws' Chinese "
                                                 "and the catalogues write '{known}': a look-alike character typed "
                                                 "for '{right}'? {where}"),
                                      chars=chars, context=context, known=detail, right=right, where=where), chars)
            continue
        if kind == "cyrillic" and not all(c in _CYRILLIC_LOOKALIKES for c in chars):
            kind = "cyrillic-letter"  # Ж looks like no Latin or Greek letter: a Cyrillic letter, no look-alike (fix9i)
        check, message = _SCRIPT_MESSAGES[kind]
        shown = _short(chars) if kind != "invisible" else context.replace(chars, "")
        fragment = text[start:end] if kind not in ("invisible", "doubled-punctuation") else context
        add(check, ERROR, _say(ui_lang, message, chars=shown, detail=_short(detail), context=_short(context),
                               where=where), fragment)
