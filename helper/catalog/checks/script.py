"""Characters of the wrong script, invisible characters and doubled punctuation (issue 9, fix9h).

A Chinese or Greek text can look right and be wrong: a look-alike letter of another alphabet (Latin
``o`` in the Greek ``τoυ``, Cyrillic ``т`` in ``Διαιтητής``, Cyrillic ``С`` for the Greek ``Γ`` of a
paragraph id), Japanese kana (``は``) or a Greek letter inside a Chinese word, an English word typed
in full-width letters (``ｄｉｒｅｃｔｏｒ``), Traditional characters in the Simplified catalogue
(``判給調整分``), an invisible character (a zero-width space splits a term so that search and
matching miss it), a doubled full stop or comma (``。。``, ``，，``), an ASCII ``?`` after a word of
a Greek text (Greek asks with ``;``) or of a Chinese one (``？``), a parenthetical written twice.

``script_defects(text, lang)`` returns each as ``(start, end, kind, detail)``: ``start``/``end``
are offsets into ``text`` (the defect's span, one span per defect however many characters it holds),
``kind`` one of ``KINDS``, ``detail`` what the span should probably read (the Simplified form of
Traditional characters, the ASCII of full-width letters, the Unicode name of an invisible
character), else ``""``.  The spans are what other checks skip (one defect, one finding).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from pathlib import Path

from helper.catalog.checks.common import _is_cjk, halfwidth

KINDS = ("fullwidth-latin", "kana", "cyrillic", "greek-in-chinese", "mixed-script", "traditional", "invisible",
         "doubled-punctuation", "question-mark", "doubled-parenthetical", "latin-in-chinese", "greek-lookalike",
         "greek-compatibility", "zh-lookalike", "hanzi-lookalike", "latin-word")

GREEK_LOOKALIKES = {"Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N",
                    "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "ο": "o", "Ϲ": "C", "Ϳ": "J"}
"""Greek letters that look like a Latin one, and the Latin letter each is read as (Ρ is P, Η is H, Χ is X; fixyb)."""

# a letter of Latin-1 or Latin Extended (Ã, ñ, ß, Œ, Ȩ, é; not × ÷) touching a Chinese character: a Chinese
# character garbled or lost in conversion (裁Ȩ判, 比赛Ã分; fixyb)
_LATIN_EXTENDED = re.compile("[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]+")

TRADITIONAL_PATH = Path(__file__).parent.parent.joinpath("traditional.txt")

_FULLWIDTH_LATIN = re.compile(r"[\uff21-\uff3a\uff41-\uff5a]+")
# kana, except the middle dot ・ and the prolonged sound mark ー that Chinese texts may borrow
_KANA = re.compile(r"[\u3041-\u309f\u30a0-\u30fa\u30fd-\u30ff\u31f0-\u31ff]+")
_CYRILLIC = re.compile(r"[\u0400-\u04ff\u0500-\u052f]+")
_GREEK = "\u0370-\u03ff\u1f00-\u1fff"
_GREEK_RUN = re.compile(f"[{_GREEK}]+")
LATIN_ACUTE = "áéíóúýÁÉÍÓÚÝ"
"""Latin vowels with an acute, look-alikes of the Greek vowels with a tonos (ó for ό, á for ά): inside a Greek word
a letter of another script typed for the Greek one (απóφασης, tester t9bj bj-moj22), no encoding's damage (UTF-8
Greek read as cp1252 gives Î or Ï and a symbol; cp1253 read as Latin-1 garbles the whole word)."""
_LETTERS = re.compile(f"[A-Za-z{_GREEK}\u0400-\u052f\u00c0-\u024f]+")
# (U+2028/U+2029, line and paragraph separators: no line end in a PO file, none on a terminal; tester 9al)
_INVISIBLE = re.compile("[\u200b-\u200f\u2028\u2029\u2060-\u2064\ufeff\u00ad\u202a-\u202e\u2066-\u2069]+")
_DOUBLED_PUNCT = {
    # "多少次？？" too (tester t9ba dou36); a space between the two ("， ，", ", ,": tester t9bb dou599), and a mark of
    # either width ("，,", ";；")
    "zh": re.compile(r"([。、])(?:\s*\1)+|([，,])(?:\s*[，,])+|([；;])(?:\s*[；;])+|([：:])(?:\s*[：:])+"
                     r"|(？)(?:\s*？)+|([！!])(?:\s*[！!])+"),
    # (". ." with a space between too, not a spaced ellipsis ". . .": fixya)
    # (and a colon, "με:: LANG=…", before a space or the end: not "::1" nor "std::string", nor ": :" where a
    # placeholder between them was dropped, "{path}: : το" (its finding); fixzb, t9be doubel11)
    "el": re.compile(r"(?<![.])([,;·])(?:\s*\1)+|(?<![.])\.\.(?![.])|(?<![.\s])\. \.(?! ?\.)"
                     r"|(?<![:])(:):+(?=\s|\Z)"),
}
_PARENS = re.compile(r"(\([^()]{2,}\)|（[^（）]{2,}）|〔[^〔〕]{2,}〕|\[[^\[\]]{2,}\])(\s*)(\1)")
# an ASCII "?" after a word, ending it (a "?" before a letter or at a line's start is a lost character:
# encoding._question_marks); "'?'" and "“?”" quoted (a reviewer's note about the sources) are no defect
_QUESTION = re.compile(r"(?<=[\w\u3400-\u9fff.。])\?+(?=\s|$|[)\]）」』”\"'.,;:。，；：])")


@lru_cache(maxsize=1)
def traditional_table() -> dict[str, str]:
    """Traditional character -> its Simplified form, from ``helper/catalog/traditional.txt``.

    Only characters that Simplified Chinese does not use are listed (see the file's provenance)."""
    table = {}
    with open(TRADITIONAL_PATH, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if len(line) == 2 and not line.startswith("#"):
                table[line[0]] = line[1]
    return table


def _cjk_around(text: str, start: int, end: int) -> bool:
    return (start > 0 and _is_cjk(text[start - 1])) or (end < len(text) and _is_cjk(text[end]))


def _lookalike_reading(word: str) -> str:
    """``word`` (Greek and Latin letters) as read with each Greek letter taken for the Latin one it looks like
    (:data:`GREEK_LOOKALIKES`: ΙΜΡs reads IMPs); ``""`` when a Greek letter of it looks like no Latin one."""
    if any(c not in GREEK_LOOKALIKES and not c.isascii() for c in word):
        return ""
    return "".join(GREEK_LOOKALIKES.get(c, c) for c in word)


def _lookalike_words(text: str, lang: str, english: str | None) -> list[tuple[int, int, str, str]]:
    """Latin words typed with Greek look-alike letters (fixyb): in Chinese, a word of two letters or more whose Greek
    letters all look like Latin ones (ΙΜΡ for IMP, ΝS for NS); in Greek, a word of Greek and Latin letters whose Greek
    letters all look like Latin ones (ΙΜΡs, ΝS, ΕW, --ΝS), or a word of Greek capitals only that reads as an
    all-capital word of the English ``english``, in the singular or plural (ΙΜΡ where the English has IMP or IMPs; not ΒΝ, ΕΟΜ, nor a paragraph's Β2).
    ``(start, end, "greek-lookalike", what it reads)`` each."""
    found = []
    for match in _LETTERS.finditer(text):
        word = match.group()
        greek = re.findall(f"[{_GREEK}]", word)
        if not greek or len(word) < 2:
            continue
        reading = _lookalike_reading(word)
        if not reading:
            continue
        latin = re.search(r"[A-Za-z]", word) is not None
        if lang == "zh" and (latin or word.isupper()):
            found.append((match.start(), match.end(), "greek-lookalike", reading))
        elif lang == "el" and latin:
            found.append((match.start(), match.end(), "greek-lookalike", reading))
        elif lang == "el" and english and word.isupper() and not re.match(r"\d", text[match.end():match.end() + 1]) \
                and re.search(rf"(?<![A-Za-z]){re.escape(reading)}s?(?![A-Za-z])", english):  # (IMP of the English's IMPs)
            found.append((match.start(), match.end(), "greek-lookalike", reading))
    return found


_LATIN_AS_GREEK = {latin: greek for greek, latin in GREEK_LOOKALIKES.items() if latin not in "CJ"}
"""Latin letters and the Greek letter each looks like (H is Η, o is ο): :data:`GREEK_LOOKALIKES` read back."""


def _latin_words(text: str, english: str | None) -> list[tuple[int, int, str, str]]:
    """Whole words of a Greek text typed in Latin look-alike letters (H for the article Η in "H ερώτηση", o for ο in
    "o Διαιτητής"; tester t9bl bl-moj23, fiyd): a word of Latin letters each with a Greek look-alike
    (:data:`_LATIN_AS_GREEK`) that, read as those Greek letters, is a word the project's Greek writes
    (:func:`doubled_letters.known_greek_words`), beside a Greek word, and no word of the English ``english`` (a
    seat's N, a suit's H left as the English writes them).  ``(start, end, "latin-word", the Greek word)`` each."""
    from helper.catalog.checks.doubled_letters import _fold, known_greek_words

    found = []
    # (not a key of a chord: "Το ^O την παίρνει πίσω", Ctrl+O, Alt+H: test_catalog_mutations add-sentence)
    for match in re.finditer(r"(?<![\w.\-/^+])[A-Za-z]+(?![\w\-/+])", text):
        word = match.group()
        if not all(c in _LATIN_AS_GREEK for c in word):
            continue
        greek = "".join(_LATIN_AS_GREEK[c] for c in word)
        if _fold(greek) not in known_greek_words():
            continue
        if english and re.search(rf"(?<![A-Za-z]){word}(?![A-Za-z])", english):
            continue
        before = re.search(r"([^\W\d_]+)\s+\Z", text[:match.start()])
        after = re.match(r"\s+([^\W\d_]+)", text[match.end():])
        if any(m and re.match(f"[{_GREEK}]", m.group(1)) for m in (before, after)):
            found.append((match.start(), match.end(), "latin-word", greek))
    return found


def _greek_compatibility(char: str) -> str:
    """The Greek letter ``char`` stands for when it is a character of another block that Unicode maps to one (its
    compatibility form, NFKC): the micro sign µ (U+00B5) is μ, the ohm sign Ω (U+2126) Ω, the mathematical 𝛼 α; ``""``
    for a Greek letter itself or any other character."""
    if re.fullmatch(f"[{_GREEK}]", char):
        return ""
    letter = unicodedata.normalize("NFKC", char)
    return letter if len(letter) == 1 and re.fullmatch(f"[{_GREEK}]", letter) and letter.isalpha() else ""


_COMPATIBILITY_CANDIDATES = re.compile("[\u00b5\u2126\U0001d6a8-\U0001d7cb]")
"""The characters of other blocks that stand for a Greek letter (:func:`_greek_compatibility`): the micro sign, the
ohm sign, the mathematical Greek letters."""


_HANZI_LOOKALIKES = {"\u30fc": "一", "\uff70": "一", "\u31d0": "一", "\u31d1": "丨"}
"""Characters of other blocks typed for a Chinese character they look like: the katakana prolonged sound mark ー and
its half-width ｰ for 一 (ー个结果, tester t9bl bl-moj05, fiyd), the CJK strokes ㇐ ㇑.  The Kangxi and CJK radicals
(⼈ for 人) and the compatibility ideographs are read by their compatibility form (:func:`hanzi_lookalike`)."""

_HANZI_LOOKALIKE_CANDIDATES = re.compile("[\u30fc\uff70\u31d0\u31d1\u2e80-\u2fdf\uf900-\ufaff]")


def hanzi_lookalike(text: str, at: int) -> str:
    """The Chinese character that ``text[at]`` is a look-alike of, typed in its place (:data:`_HANZI_LOOKALIKES`, a
    radical or compatibility ideograph's NFKC form: ⼈ is 人), when it touches a Chinese character and no kana (a
    Japanese word's ー, コーヒー, is kana's); ``""`` otherwise.  Tester t9bl bl-moj05 (ー个结果 for 一个结果)."""
    char = text[at]
    letter = _HANZI_LOOKALIKES.get(char) or unicodedata.normalize("NFKC", char)
    if letter == char or len(letter) != 1 or not "\u4e00" <= letter <= "\u9fff":
        return ""
    around = text[max(0, at - 1):at] + text[at + 1:at + 2]
    if re.search("[\u3040-\u30ff\uff66-\uff9f]", around.replace("\u30fc", "")) or not any(
            "\u3400" <= c <= "\u9fff" for c in around):
        return ""
    return letter


def _rare_hanzi(char: str) -> bool:
    """Whether ``char`` (a CJK ideograph) is no common hanzi: outside GB2312's level 1 (lead byte B0-D7, the 3,755
    characters of everyday text), as a look-alike typed by a handwriting or shape input method, or read by OCR, is
    (扃 for 局); a translator's own word is written with common ones."""
    try:
        raw = char.encode("gb2312")
    except UnicodeEncodeError:
        return True
    return len(raw) == 2 and raw[0] > 0xD7


def zh_lookalikes(text: str) -> list[tuple[int, int, str]]:
    """Chinese characters of ``text`` typed for a look-alike (双方有扃 for 双方有局, tester t9bi bi-moj26, fixzs):
    ``(start, end, known run)`` for each character the project's Chinese never writes (:func:`common._zh_known_text`:
    the laws, the glossary, the shipped catalogues), no common hanzi (:func:`_rare_hanzi`) nor a Traditional one (that
    kind's finding), where the project writes the characters around it with one other character in its place: a
    window of the text's run of hanzi holding it, held on each side by a known character or by the run's own end
    (then the known run ends there too), four such holds at least (双方有扃 at its run's end: 双方有 and the end;
    双方有局 is written).  The known run named is the longest that fits (the most often written of those).  A synonym
    the project happens not to write is a common character, or no run the project writes holds its neighbours so:
    no finding."""
    from collections import Counter

    from helper.catalog.checks.common import _zh_known_text

    candidates = [i for i, char in enumerate(text) if "\u4e00" <= char <= "\u9fff" and _rare_hanzi(char)]
    if not candidates:
        return []
    known = _zh_known_text()
    table = traditional_table()
    found = []
    for i in candidates:
        if text[i] in known or text[i] in table:
            continue
        first, last = i, i + 1  # the run of hanzi around it
        while first > 0 and "\u4e00" <= text[first - 1] <= "\u9fff":
            first -= 1
        while last < len(text) and "\u4e00" <= text[last] <= "\u9fff":
            last += 1
        runs: Counter = Counter()
        for start in range(max(first, i - 4), i + 1):
            for end in range(i + 1, min(last, start + 5) + 1):
                anchors = (start == first) + (end == last)
                held = (start < i or start == first) and (end > i + 1 or end == last)
                if not held or end - start - 1 + anchors < 4:
                    continue
                pattern = ("^" if start == first else "") + re.escape(text[start:i]) + "([\u4e00-\u9fff])" \
                    + re.escape(text[i + 1:end]) + ("$" if end == last else "")
                runs.update(text[start:i] + m.group(1) + text[i + 1:end] for m in re.finditer(pattern, known, re.M))
        if runs:
            found.append((i, i + 1, max(runs, key=lambda run: (len(run), runs[run]))))
    return found


def script_defects(text: str, lang: str, english: str | None = None) -> list[tuple[int, int, str, str]]:
    """Wrong-script, invisible and doubled-punctuation spans of a Chinese (``zh``) or Greek (``el``)
    ``text``, in order: ``(start, end, kind, detail)`` (module docstring).  English text gives none.
    ``english``: the English it translates, if known (a Greek word of look-alike capitals read as one of its words)."""
    if lang not in ("zh", "el"):
        return []
    found: list[tuple[int, int, str, str]] = []
    lookalikes = _lookalike_words(text, lang, english)
    found += lookalikes
    for match in _INVISIBLE.finditer(text):
        names = ", ".join(dict.fromkeys(f"U+{ord(c):04X} {unicodedata.name(c, '').lower()}".strip()
                                        for c in match.group()))
        found.append((match.start(), match.end(), "invisible", names))
    for match in _FULLWIDTH_LATIN.finditer(text):
        found.append((match.start(), match.end(), "fullwidth-latin", halfwidth(match.group())))
    for match in _CYRILLIC.finditer(text):
        found.append((match.start(), match.end(), "cyrillic", ""))
    if lang == "zh":
        for match in _HANZI_LOOKALIKE_CANDIDATES.finditer(text):  # ー个 for 一个 (tester t9bl bl-moj05, fiyd)
            letter = hanzi_lookalike(text, match.start())
            if letter:
                found.append((match.start(), match.end(), "hanzi-lookalike", letter))
        for match in _KANA.finditer(text):
            found.append((match.start(), match.end(), "kana", ""))
        for match in _GREEK_RUN.finditer(text):
            if any(a <= match.start() < b for a, b, _k, _d in lookalikes):
                continue  # ΙΜΡ: a Latin word typed with Greek look-alikes, said so (fixyb)
            if _cjk_around(text, match.start(), match.end()):  # 调Γ整分; "希腊文为 παράβαση）" is a quotation
                found.append((match.start(), match.end(), "greek-in-chinese", ""))
        # a rare character the project never writes, typed for a look-alike in a run it writes (fixzs, t9bi bi-moj26)
        found += [(start, end, "zh-lookalike", run) for start, end, run in zh_lookalikes(text)]
        for match in _LATIN_EXTENDED.finditer(text):
            if _cjk_around(text, match.start(), match.end()):  # 裁Ȩ判, 比赛Ã分: a character garbled (fixyb)
                found.append((match.start(), match.end(), "latin-in-chinese", ""))
        table = traditional_table()
        run: list[int] = []
        for i, char in enumerate(text + "\0"):
            if char in table:
                run.append(i)
                continue
            if run and _is_cjk(char) and i - run[-1] <= 2:
                continue  # 判給調整分: one run of Traditional characters with a Simplified one between
            if run:
                start, end = run[0], run[-1] + 1
                found.append((start, end, "traditional",
                              "".join(table.get(c, c) for c in text[start:end])))
                run = []
    if lang == "el":
        for match in _LETTERS.finditer(text):
            word = match.group()
            if any(a <= match.start() < b for a, b, _k, _d in lookalikes):
                continue  # ΙΜΡs: the Greek letters are the look-alikes, said so (fixyb)
            if re.search(f"[{_GREEK}]", word) and re.search(f"[A-Za-z{LATIN_ACUTE}]", word):
                # τoυ: the Latin o is the defect; απóφασης: the Latin ó for ό (tester t9bj bj-moj22, fixzs)
                for latin in re.finditer(f"[A-Za-z{LATIN_ACUTE}]+", word):
                    found.append((match.start() + latin.start(), match.start() + latin.end(), "mixed-script", word))
    if lang == "el":
        found += _latin_words(text, english)
        # a character of another block that looks like a Greek letter inside a Greek word: the micro sign µ for μ in
        # "διανοµές", "εκτιµήσετε" (tester t9bg bg-moj07, bg-moj18; fixzj), as a keyboard's AltGr+m or a font's
        # symbol set types it; search, sorting and spell checking miss the word.  Next to a Greek letter only (not a
        # unit "5 µs")
        for match in _COMPATIBILITY_CANDIDATES.finditer(text):
            start, end = match.span()
            letter = _greek_compatibility(match.group())
            if letter and (re.match(f"[{_GREEK}]", text[end:end + 1]) or re.match(f"[{_GREEK}]", text[start - 1:start])):
                found.append((start, end, "greek-compatibility", letter))
    for match in _DOUBLED_PUNCT[lang].finditer(text):
        found.append((match.start(), match.end(), "doubled-punctuation", ""))
    for match in _QUESTION.finditer(text):
        found.append((match.start(), match.end(), "question-mark", ""))
    for match in _PARENS.finditer(text):
        found.append((match.start(3), match.end(3), "doubled-parenthetical", match.group(1)))
    found.sort()
    return found
