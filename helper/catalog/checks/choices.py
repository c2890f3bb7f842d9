"""A choice between two things, and two things asked together, changed in a translation (issue 9 §2, fix9bs).

- "not both" (:data:`NOT_BOTH`): "Give --top or --results, not both." forbids giving both.  Its translation keeps the
  limit with a negated "both" or "at the same time" (不要同时给出, 不可同时, 不能两者都; "όχι και τα δύο", "όχι
  ταυτόχρονα") or by asking for one of them (只能给出其中一个, A 和 B 中的一个, 二者选一; "μόνο ένα από", "ένα από τα
  A και B").  A translation with none of these left the limit out (请给出 --top 或 --results。), and one that says
  "both" or "at the same time" unnegated (也可以同时给出, "και τα δύο") allows or asks for both
  (:func:`not_both_changed`, tester 9ab Cmzh-3, Cmel-29).
- "and" between two keys or placeholders said as "or" (:func:`and_made_or`): "--ns-outcome and --ew-outcome" as
  "--ns-outcome 或 --ew-outcome" asks for one of two things the English needs together (tester 9ab Cmzh-19).  Keys
  and placeholders stand as written in both texts, so what stands between the two in the translation is the word
  that joins them.  Law text names no keys; its "NS and EW" (never written so in the 2017 Laws 12 and 86) would be
  translated sides (南北, Βορράς-Νότος) whose 或 may be a list's: not compared.
- The members of a choice joined by "and" ("one of A and B", "ένα από τα A και B"; 与 / 和 in 中的一个 are no
  word of "and" the checks read) are no "or" said as "and": :data:`CHOICE_MEMBERS` (used by :mod:`opposites`).

- An answer label reversed (:func:`answer_reversed`): a dialogue choice "Yes: no redeal, award an adjusted score (Law
  86A)" said as "Όχι: …", or "No: every table played the same version" as 是：… (tester t9az z496, z497): the Director
  picks the answer to the opposite question.  The label is the text before the first colon (":", "："), compared with
  the words of :data:`ANSWER_LABELS`; a label of none of them is not read.

Greek is matched on folded text (:func:`modality._fold_same_length`: no accents, lower case, final sigma as σ).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from helper.catalog.checks.modality import _fold_same_length

NOT_BOTH = {
    # "not both", "but not both", "never both"
    "en": r"\b(?:not|never)\s+both\b",
    # kept: a negation before 同时 / 两者都 / 都 (不要同时给出, 不可同时, 不能两个都给), or one of them asked (只能…一个, 其中
    # 一个, 中的一个, 之一, 二者选一, 任选其一, 择一)
    "zh": r"(?:不|勿|别|禁止|切勿)(?:要|可|能|得|应|许|可以|能够)?(?:[^，。；、]{0,4}?)(?:同时|一起|一并|两者都|二者都|两个都|都)"
          r"|(?:只|仅)(?:能|可|可以|需|要)?[^，。；]{0,12}?(?:一个|一项|一种|其一|之一)"
          r"|(?:其中|中的|之中)(?:任)?一(?:个|项|种)?|之一|[二两]者?选一|任选其一|择一|二选一"
          # "cannot have both": 二者不可兼得, 不能兼有 (fix9cb)
          r"|(?:不可|不能|不得|无法)兼(?:得|有|用|顾|备)?",
    # kept: όχι / μη(ν) / δεν before και τα δύο / ταυτόχρονα / αμφότερα; "μόνο ένα", "ένα από", "ένα εκ"
    "el": r"(?<!\w)(?:οχι|μη|μην|δεν|ουτε)\s+(?:[^\W\d]+\s+){0,3}?(?:και\s+(?:τα|οι|τισ|τουσ)\s+δυο|ταυτοχρονα|αμφοτερ\w*)"
          r"|(?<!\w)(?:μονο\s+)?(?:ενα|εναν|μια|μιαν|μονο)\s+(?:απο|εκ)(?!\w)",
}
"""The English's "not both", and the words that keep it in each language (Greek folded)."""

BOTH = {
    # 同时 / 一起 / 两者都 / 都 unnegated: both allowed or asked
    "zh": r"同时|一起|一并|两者都|二者都|两个都|两项都|都",
    "el": r"(?<!\w)(?:και\s+(?:τα|οι|τισ|τουσ)\s+δυο|ταυτοχρονα|αμφοτερ\w*|μαζι)(?!\w)",
}
"""Words saying "both" or "at the same time" in a translation (Greek folded): found with no negation where the English
says "not both", they allow or ask for both."""

_NEGATION_BEFORE = {
    "zh": re.compile(r"(?:不|勿|别|禁止|切勿|不要|不可|不能|不得)[^，。；、]{0,5}$"),
    "el": re.compile(r"(?<!\w)(?:οχι|μη|μην|δεν|ουτε)\s+(?:[^\W\d]+\s+){0,3}$"),
}

CHOICE_MEMBERS = {
    # "ένα από τα --top και --results": the members of the choice, joined by και
    # (a list of short items separated by commas before its και: "ένα από τα none, partly και direct", fixyc; "any of",
    # οποιοδήποτε / οποιαδήποτε από, too)
    "el": r"(?<!\w)(?:μονο\s+)?(?:ενα|εναν|ενασ|μια|μιαν|καποιο|καποιον|καποια|οποιοδηποτε|οποιαδηποτε|οποιονδηποτε)"
          r"\s+(?:απο|εκ)\s+(?:(?:τα|τουσ|τισ|των|το|τον|την)\s+)?(?:(?:εξησ|ακολουθα)\s*:\s*)?(?:[^,.;:·]{1,40}?,\s*){0,8}[^,.;:·]{1,100}?\s+και(?=\s)"
          # "και τα δύο", "και οι δύο": "both", no "and" (the "not both" of the English is :func:`not_both_changed`'s)
          r"|(?<!\w)και(?=\s+(?:τα|οι|τισ|τουσ|των)\s+δυο(?!\w))",
    # "A 并且 B 中的一个" (rare): the and-word before 中的一个 / 其中一个 / 之一 in its clause
    "zh": r"(?:并且|而且|且|同时)(?=[^，。；：]{1,40}?(?:中的|之中|其中)(?:任)?一|[^，。；：]{1,40}?之一)",
}
"""Words of "and" (:data:`opposites.OPPOSITES` "or / and") that join the members of a choice, one of them to be given
("one of A and B"), or say "both" (Greek "και τα δύο"): no "and" said for an "or" (tester 9ab B3e-5).  Greek
folded."""

AND_WORDS = {
    "zh": r"和|与|及|以及|并且|并|且|同|跟|、|加上",
    "el": r"(?<!\w)(?:και|κι|&)(?!\w)",
}
"""The words that join two keys or placeholders as "and" (Greek folded): what stands between the two in a
translation that keeps the English's "and"."""

OR_WORDS = {
    "zh": r"或者|或|还是|抑或|要么|或是",
    "el": r"(?<!\w)(?:η|ειτε)(?!\w)",
}
"""The words that join two keys or placeholders as "or" (Greek folded: ή folds to η; between two keys it is no
article)."""

_COMPILED = {name: {lang: re.compile(p, re.IGNORECASE if lang == "en" else 0) for lang, p in words.items()}
             for name, words in (("not_both", NOT_BOTH), ("both", BOTH), ("members", CHOICE_MEMBERS),
                                 ("and", AND_WORDS), ("or", OR_WORDS))}

_TOKEN = r"(?:--[A-Za-z][\w-]*|\{[^{}\s]*\}|(?:Ctrl|Alt|Shift)\+\w+|F\d{1,2})"
_ENUMERATION_COMMAS = "、 \u3000"
_LIST_OR_AFTER = re.compile(r"[\s、]*(?:或者|或是|或)\s*[^\s，。；：,;:、（）()]")
"""A Chinese list's closing 或 / 或者 right after an item, another item after it: "F10 或 Esc" of "Ctrl+X、F10 或
Esc" (:func:`_joined_otherwise`; fizc, tester t9bs bs-alt07)."""
_EN_JOINED = re.compile(rf"(?<![\w-])({_TOKEN})\s+(and|or)\s+(?:the\s+)?({_TOKEN})(?![\w-])", re.IGNORECASE)
"""Two keys, keystrokes ("Ctrl+X", "F10") or placeholders the English joins by "and" ("--ns-outcome and
--ew-outcome"; not "and/or") or "or" ("Ctrl+X or F10")."""


class Changed(NamedTuple):
    """A choice or a pair changed: the English's words and the translation's (``""`` when it has none)."""

    english: str
    found: str


def choice_members(text: str, lang: str) -> list[tuple[int, int]]:
    """The spans of the words of ``text`` (``zh`` or ``el``, Greek as folded) that join the members of a choice
    or say "both" (:data:`CHOICE_MEMBERS`): their "and" is none said for an "or".  ``[]`` for another language."""
    pattern = _COMPILED["members"].get(lang)
    return [m.span() for m in pattern.finditer(text)] if pattern is not None else []


def not_both_changed(source: str, target: str, lang: str) -> list[Changed]:
    """Each English "not both" (:data:`NOT_BOTH`) whose ``zh`` or ``el`` translation keeps no word of it: the
    translation's unnegated "both" / "at the same time" word (:data:`BOTH`) as ``found`` when it has one (both
    allowed or asked: 也可以同时给出, "και τα δύο"), else ``""`` (the limit left out).  Sentences paired as
    :func:`negation._sentence_pairs` pairs them.  ``[]`` for another language."""
    from helper.catalog.checks.negation import _sentence_pairs

    if lang not in NOT_BOTH or lang == "en" or not _COMPILED["not_both"]["en"].search(source):
        return []
    found = []
    for english, translation in _sentence_pairs(source, target, lang):
        said = _COMPILED["not_both"]["en"].search(english)
        if not said:
            continue
        text = _fold_same_length(translation) if lang == "el" else translation
        if _COMPILED["not_both"][lang].search(text):
            continue
        both = [m for m in _COMPILED["both"][lang].finditer(text)
                if not _NEGATION_BEFORE[lang].search(text[max(0, m.start() - 30):m.start()])]
        found.append(Changed(said.group(), translation[slice(*both[0].span())] if both else ""))
    return found


def and_made_or(source: str, target: str, lang: str) -> list[Changed]:
    """The English's two keys or placeholders joined by "and" ("--ns-outcome and --ew-outcome", "{low} and {high}")
    that the ``zh`` or ``el`` translation joins by "or" (:data:`OR_WORDS`: "--ns-outcome 或 --ew-outcome"): what stands
    between the two in the translation holds an "or" word and no "and" word (:data:`AND_WORDS`).  ``found``: the
    translation's words from the first to the second.  ``[]`` for another language or when either is not in the
    translation."""
    return _joined_otherwise(source, target, lang, "and")


def or_made_and(source: str, target: str, lang: str) -> list[Changed]:
    """The English's two keys, keystrokes or placeholders joined by "or" ("press Ctrl+X or F10") that the ``zh`` or
    ``el`` translation joins by "and" (:data:`AND_WORDS`: "Ctrl+X 和 F10"; fix9vd, tester t9ba alt37): both asked
    where either is enough.  As :func:`and_made_or` (the mirror): ``[Changed(the English's words, the
    translation's)]``."""
    return _joined_otherwise(source, target, lang, "or")


_EN_OR_BETWEEN = re.compile(r"\s+or\s+(?:an?\s+|the\s+)?", re.IGNORECASE)
_ONE_OF_AFTER = {"zh": re.compile(r"^[^，。；：,;:]{0,12}?(?:中的?|其中|之)(?:任)?一"),
                 "el": re.compile(r"(?!)")}


def terms_or_made_and(source: str, target: str, lang: str) -> list[Changed]:
    """The English's two glossary terms joined by "or" ("average plus or average minus", 12C2(b)) whose renderings
    the ``zh`` or ``el`` translation joins by "and" only (平均正分和平均负分; tester t9bf alt22, t9bd alt08): both
    awarded where the English awards one.  The two terms stand next to each other on each side (the English's
    "or", an article after it, nothing else; the translation's words between them a few characters holding an "and"
    word, :data:`AND_WORDS`, and no "or" word), not "one of" them (其中一个).  ``[Changed(the English's words, the
    translation's)]``; ``[]`` for another language."""
    from helper.catalog.checks.terminology import _term_text, _terms_at

    if lang not in OR_WORDS:
        return []
    english = _terms_at(source, "en")
    pairs = [(a, b) for a, b in zip(english, english[1:])
             if a[2] != b[2] and _EN_OR_BETWEEN.fullmatch(source, a[1], b[0])]
    if not pairs:
        return []
    folded = _term_text(target, lang)
    theirs = _terms_at(target, lang)
    found = []
    for a, b in pairs:
        for x, y in zip(theirs, theirs[1:]):
            if {x[2], y[2]} != {a[2], b[2]} or y[0] - x[1] > 12 or len(folded) != len(target):
                continue
            between = folded[x[1]:y[0]]
            if not _COMPILED["and"][lang].search(between) or _COMPILED["or"][lang].search(between) \
                    or _ONE_OF_AFTER[lang].search(folded[y[1]:]):
                continue
            found.append(Changed(source[a[0]:b[1]], target[x[0]:y[1]]))
            break
    return found


def _joined_otherwise(source: str, target: str, lang: str, word: str) -> list[Changed]:
    """The English's two tokens (:data:`_EN_JOINED`) joined by ``word`` ("and", "or") that the translation joins by
    the other word only (:func:`and_made_or`, :func:`or_made_and`)."""
    if lang not in OR_WORDS:
        return []
    said, other = ("and", "or") if word == "and" else ("or", "and")
    folded = _fold_same_length(target) if lang == "el" else target
    found = []
    for match in _EN_JOINED.finditer(source):
        first, second = match.group(1), match.group(3)
        if match.group(2).casefold() != word or source[match.end():match.end() + 3] == "/or" or first == second:
            continue
        at = [m.end() for m in re.finditer(re.escape(first) + r"(?![A-Za-z0-9_-])", target)]
        to = [m.start() for m in re.finditer(re.escape(second) + r"(?![A-Za-z0-9_-])", target)]
        spans = sorted((b - a, a, b) for a in at for b in to if b > a)
        if not spans:
            continue
        _gap, a, b = spans[0]
        between = folded[a:b]
        if len(between) > 12 or not _COMPILED[other][lang].search(between) or _COMPILED[said][lang].search(between):
            continue
        if word == "or" and _COMPILED["not_both"][lang].search(folded):
            continue  # "μόνο ένα από τα --top και --results", "--top 和 --results 中的一个": one of the two asked, the
            # members of the choice joined by "and" (:data:`NOT_BOTH`'s words that keep the choice; fix9bs)
        if word == "or" and re.match(rf"[\s、,，]*(?:{OR_WORDS[lang]})\s*{_TOKEN}", folded[b + len(second):]):
            continue  # a list whose last item the "or" opens: "Ctrl+X、F10 或 F1" (fix9ac: the key added its finding)
        if word == "or" and lang == "zh" and _LIST_OR_AFTER.match(folded, b + len(second)) \
                and not between.strip(_ENUMERATION_COMMAS):
            continue  # a Chinese list "A、B 或 C": its 、 joins items of the list its 或 closes, an "or" list whatever
            # its last item ("Ctrl+X、F10 或 Esc", "Escape、Enter、、F1 或 q"; fizc, tester t9bs bs-alt07, bs-dou05)
        found.append(Changed(match.group(), target[a - len(first):b + len(second)]))
    return found


ANSWER_LABELS = {
    "el": {"yes": {"ναι"}, "no": {"οχι"}},
    # 是 / 能 / 对 / 有 / 可以 / 会 (是：, 能：), 否 / 不 / 不能 / 不是 / 没有 / 不会 / 无 (否：, 不能：)
    "zh": {"yes": {"是", "是的", "能", "可以", "对", "有", "会"},
           "no": {"否", "不", "不是", "不能", "不可以", "不对", "没有", "无", "不会"}},
}
"""The words of an answer label "Yes" / "No" in each language (Greek folded)."""

_EN_LABEL = re.compile(r"\s*(Yes|No)\s*(?::|$)")
_LABEL = re.compile(r"\s*([^:：\s]{1,4})\s*(?:[:：]|$)")


def answer_reversed(source: str, target: str, lang: str) -> Changed | None:
    """The English's answer label "Yes" or "No" (the whole text, or its words before the first colon: "Yes: no redeal,
    award an adjusted score (Law 86A)") said in the ``zh`` or ``el`` translation by a word of the other answer
    (:data:`ANSWER_LABELS`: "Όχι: …", 是：… for "No: …"): the English's label and the translation's.  ``None`` when
    the labels agree, the translation's label is no answer word, or for another language."""
    labels = ANSWER_LABELS.get(lang)
    said = _EN_LABEL.match(source)
    if labels is None or not said:
        return None
    found = _LABEL.match(target)
    if not found:
        return None
    word = _fold_same_length(found.group(1)) if lang == "el" else found.group(1)
    other = "no" if said.group(1) == "Yes" else "yes"
    if word in labels[other]:
        return Changed(said.group(1), found.group(1))
    return None


def answer_agreed(source: str, target: str, lang: str) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """The spans ``(English label, translation's label)``, colon included, of an answer label the ``zh`` or ``el``
    translation says by a word of the same answer (:data:`ANSWER_LABELS`: "No: …" as "Όχι: …", 否：…, 不能：…): the
    label's own "No" / Όχι / 不能 negates no word of the answer, whose other words are compared as any others ("No:
    the possibilities are numerous or not obvious" as "Όχι: … πολλές ή προφανείς": a negation dropped; t9ba neg37,
    neg60).  ``None`` when the English has no label, the translation's is no word of the same answer, or for another
    language."""
    labels = ANSWER_LABELS.get(lang)
    said = _EN_LABEL.match(source)
    found = _LABEL.match(target) if labels is not None and said else None
    if not found:
        return None
    word = _fold_same_length(found.group(1)) if lang == "el" else found.group(1)
    if word not in labels["yes" if said.group(1) == "Yes" else "no"]:
        return None
    return said.span(), found.span()

