"""Who and how many a law text speaks of, a score's relation to another, a degree of fault: changed or dropped in a
translation (fix9ae, fresh tester 9l; issue 9 §2).  Each changes who gets which score and carries no number, so
neither the number checks nor :mod:`meaning` see it.

- A quantifier of a contestant, side, board, player, result, member or score (:data:`QUANTIFIERS`, one list of
  words per language): Law 86B2(c) "If both contestants were at fault" as 如果一方参赛者有过错 (one side: the other
  side's score changes); 12C3 "both members of the offending side" as 违规方的一名成员; 86B2(b) "for each board in
  question" as 就第一副有关的牌 (the first board only); 12C1(c) "a number of potential results" as 一个可能结果;
  86B2(a)/(c) "award one or more artificial adjusted scores" as 判给一个人为调整分 / μία … βαθμολογία (exactly one
  score: the rule narrowed; 一个或数个, 一个或一个以上 say "one or more"; fix9af, fresh tester 9n).  The
  words fall in groups that say the same count of a noun (``all``: both, each, every, all, any, the two; 双方, 两名,
  每, 各, 所有, 任何; και οι δύο, κάθε, όλοι, οποιοσδήποτε; ``several``: a number of, several, one or more,
  multiple, some, a few; 若干, 多个, 一些; αρκετοί, μερικοί; ``one``: one, only one, a single; ``first``).  An
  English "a" counts as one (Greek ένας αγωνιζόμενος renders "a contestant") but is never said missing.  A group
  of the English more often than in the translation while another group is there more often than in the English
  is a quantifier changed (:func:`changed_quantifiers`); a quantifier only left out or only added is wording
  (Chinese needs a measure word where English has "a").
- A relation of one score to another (:data:`RELATIONS`): 86B2(b) "the complement of the score awarded to their
  opponents" as 与其对手所得相同的分数 (the same score): the English's relation word missing and the other one
  there is an error (:func:`changed_relations`).  "More / less favourable" is :mod:`comparison`'s.
- A degree of fault (:data:`DEGREES`): "only partly", "directly", "in no way", "wholly" at fault, each a
  category of its own in Law 12C2(a) and 12C3; 仅部分有过错 as 部分有过错 leaves out "only", 直接有过错 as 有过错
  the degree (:func:`dropped_degrees`).  The official Greek of 12C2(a) says "only partly at fault" as "έσφαλε
  μερικώς" (partially, a degree of its own), which is kept; "εν μέρει" needs its μόνο.

Greek is matched on folded text (:func:`modality._fold_same_length`: no accents, lower case, final sigma as σ).
"""

from __future__ import annotations

import re
from collections import Counter
from typing import NamedTuple

from helper.catalog.checks.modality import _fold_same_length

# the nouns a quantifier is compared for (Chinese 人 not in 人为 "artificial"; a side as 方, a board as 副/牌; an
# adjusted score as 调整分, βαθμολογία: "one or more adjusted scores", fix9af)
_NOUN = {
    "en": r"(?:contestants?|sides?|boards?|players?|results?|outcomes?|members?|pairs?|teams?|scores?)\b",
    "zh": r"(?:参赛者|参赛队|方|副|牌手|牌|结果|成员|人(?!为)|队|选手|搭档|调整分|分数|得分)",
    "el": r"(?:αγωνιζομεν|αξον|πλευρ|διανομ|παικτ|αποτελεσμ|μελ|ζευγ|ομαδ|βαθμολογ)\w*",
}
# how far a noun may stand after its quantifier: two words ("each board", "a number of potential results"), six
# characters in Chinese (若干种可能结果), three words in Greek (και των δύο αγωνιζόμενων)
_REACH = {
    "en": r"(?:\s+(?:of\s+)?(?:the\s+)?(?:[a-z-]+\s+){0,2}?)",
    "zh": r"[^，。；、,;：:（）()〔〕\[\]]{0,6}?",
    "el": r"(?:\s+(?:[^\W\d]+\s+){0,2}?)",
}

QUANTIFIERS = {
    "en": (
        ("several", r"one\s+or\s+more|a\s+number\s+of|"
                    r"several|multiple|a\s+series\s+of|a\s+few|some"),
        ("first", r"the\s+first"),
        # not "either": "either side" is each side or one side, whichever (κάποιον άξονα)
        ("all", r"both|each|every|all|any|the\s+two"),
        # not "more than one" (86B2's "more than one adjusted score": a count, the number checks')
        ("one", r"(?<!than\s)(?:only\s+one|one|a\s+single)"),
        # "a contestant": Greek says ένας αγωνιζόμενος; counted as one, never said missing (a generic "a")
        ("article", r"an?"),
    ),
    "zh": (
        ("several", r"一(?:个|名|副|方)或(?:更多|多|数|几)(?:个|名|副|方)?|"
                    r"一(?:个|名|副|方)(?:或一(?:个|名|副|方))?以上|若干|多个|多名|多副|数个|数名|数副|几个|几副|一系列|"
                    r"一些|某些|有些|(?<![仅只])部分(?!有?过错|责任|负)"),
        ("first", r"第一(?:个|名|副|方)?"),
        ("all", r"双方|两(?:名|个|位|副|方|队|对)|二者|两者|每|各(?!自)|所有|全部|一切|任何|任一"),
        ("one", r"(?<![第另每十两二三四五六七八九〇零\d])(?:单一|一(?:名|个|位|副|方|人|队|对|种))"),
    ),
    "el": (
        ("several", r"(?:ενα|ενασ|ενοσ|μια|μιασ|μια)\s+η\s+περισσοτερ\w*|"
                    r"δυο\s+η\s+περισσοτερ\w*|αρκετ\w*|"
                    r"πολλαπλ\w*|λιγ(?:α|οι|εσ|ων)|ενοσ\s+συνολου|σειρα\s+απο|μερικ(?:οι|α|εσ|ουσ|ων)|ορισμεν\w*"),
        ("first", r"πρωτ\w*"),
        ("all", r"και\s+(?:(?:οι|των|τα|τουσ|τισ|στα|στουσ|στισ|στο|στον|στη|στην)\s+)?δυο|αμφοτερ\w*|"
                r"καθε(?:\s+(?:μια|ενα|ενασ)\s+απο)?|"
                r"καθενασ|καθεμια|καθενα|ολ(?:οι|α|εσ|ουσ|ων|ο|η|ησ)|οποι\w*δηποτε"),
        ("one", r"(?<!απο\s)(?<!του\s)(?<!τησ\s)(?:μονο\s+)?(?:ενασ|ενοσ|ενα|μια|μιασ|μιαν)(?:\s+μονο)?"),
    ),
}
"""The quantifiers of each language, by group (the longer words of a group first; groups tried in this order, so
that "one or more" is ``several`` and not ``one``).  A quantifier counts only with a noun of :data:`_NOUN` after
it (:data:`_REACH`) or, in Chinese, as the noun itself (双方, 一方)."""

def _pattern(lang: str) -> re.Pattern:
    bound = (r"\b", r"\b") if lang == "en" else ((r"(?<!\w)", r"(?!\w)") if lang == "el" else ("", ""))
    parts = [f"(?P<{group}>{bound[0]}(?:{words}){bound[1]})" for group, words in QUANTIFIERS[lang]]
    noun = _NOUN[lang]
    fused = r"|(?<=[方人])" if lang == "zh" else ""  # 双方, 一方, 一人: the quantifier with its noun
    if lang == "en":  # "assigned to each", "both of them": the pronoun for the nouns just named
        fused = r"|(?<=\beach)(?=\s*(?:[.;:,)]|$|of\s+(?:them|these|those)\b))|(?<=\bboth)(?=\s+of\s+them\b)"
    return re.compile(f"(?:{'|'.join(parts)})(?=(?:{_REACH[lang]}{noun}){fused})",
                      re.IGNORECASE if lang == "en" else 0)


_COMPILED = {lang: _pattern(lang) for lang in QUANTIFIERS}


class Quantifier(NamedTuple):
    """A quantifier of a noun: its group (``all``, ``several``, ``one``, ``first``; ``article`` for an English
    "a"), its words and place (Greek on the folded text, of the same length)."""

    group: str
    words: str
    start: int
    end: int


_ARTICLE_SCORE = re.compile(_REACH["en"] + r"scores?\b", re.IGNORECASE)
"""The noun "score" after an English "a": the score of a rule, not one score of several."""


def quantifiers(text: str, lang: str) -> list[Quantifier]:
    """The quantifiers of a contestant, side, board, player, result or member in ``text`` (``lang`` ``en``, ``zh``
    or ``el``), in order of place.  ``[]`` for another language."""
    if lang not in _COMPILED:
        return []
    folded = _fold_same_length(text) if lang == "el" else text
    found = []
    for match in _COMPILED[lang].finditer(folded):
        group = match.lastgroup
        if group == "article" and _ARTICLE_SCORE.match(text, match.end()):
            continue  # "an adjusted score": no count of scores (12C1(c)'s "An assigned adjusted score", fix9af)
        found.append(Quantifier(group, text[match.start():match.end()], match.start(), match.end()))
    return found


def _phrase(text: str, quantifier: Quantifier, lang: str) -> str:
    """The quantifier with its noun ("both contestants", 一方参赛者, "ενός αγωνιζόμενου")."""
    folded = _fold_same_length(text) if lang == "el" else text
    flags = re.IGNORECASE if lang == "en" else 0
    tail = re.compile(_REACH[lang] + _NOUN[lang], flags).match(folded, quantifier.end)
    return text[quantifier.start:tail.end() if tail else quantifier.end]


_SCORE = {"en": re.compile(r"(?:scores?|results?|outcomes?)$", re.IGNORECASE), "zh": re.compile(r"(?:调整分|分数|得分|结果)$"),
          "el": re.compile(r"(?:βαθμολογ|αποτελεσμ)\w*$")}
"""A noun phrase (:func:`_phrase`, Greek folded) that ends in a score or a result (a score is often said as a result,
κάθε αποτέλεσμα for "per score"): its quantifier counts scores, not boards nor contestants."""


def _of_score(text: str, quantifier: Quantifier, lang: str) -> bool:
    """Whether ``quantifier`` of ``text`` counts scores ("one or more artificial adjusted scores", 一个人为调整分)."""
    phrase = _phrase(text, quantifier, lang)
    return bool(_SCORE[lang].search(_fold_same_length(phrase) if lang == "el" else phrase))


def changed_quantifiers(source: str, target: str, lang: str) -> list[tuple[str, str]]:
    """``(english_words, translation_words)`` for each quantifier of the English whose group the translation has
    fewer times while it has another group more times than the English ("both contestants" / 一方参赛者, "each
    board" / 第一副有关的牌): pairs in the order of the English, each extra group of the translation used once.
    ``source``: the English; ``target``: its ``zh`` or ``el`` translation; ``[]`` for another language."""
    if lang not in ("zh", "el"):
        return []
    # a quantifier belongs to its own noun (fix9an, tester 9o): 该几副牌 ("the boards") counts boards, not the scores
    # of "one or more … scores" made 一个…调整分; a quantifier of a score is compared with those of scores only
    theirs = [q._replace(group=(q.group, _of_score(target, q, lang))) for q in quantifiers(target, lang)]
    english = [q._replace(group=(q.group, _of_score(source, q, "en"))) for q in quantifiers(source, "en")]
    mine = [q._replace(group=("one", q.group[1])) if q.group[0] == "article" else q for q in english]
    count_s, count_t = Counter(q.group for q in mine), Counter(q.group for q in theirs)
    # an English "a" is no "one" the translation must keep ("a player" as οποιουδήποτε παίκτη, any player)
    strong = Counter(q.group for q in english if q.group[0] != "article")
    extra = [q for q in theirs if count_t[q.group] > count_s[q.group]]
    # the translation's quantifiers of an extra group: the last ones of that group (the first may render the
    # English's own); one per group left over
    spare: list[Quantifier] = []
    for group in dict.fromkeys(q.group for q in extra):
        spare += [q for q in theirs if q.group == group][count_s[group]:]
    spare.sort(key=lambda q: q.start)
    found = []
    short = Counter({group: strong[group] - count_t[group] for group in strong if strong[group] > count_t[group]})
    for q in english:
        if short[q.group] > 0 and spare:
            short[q.group] -= 1
            # a spare of the same noun first (a score's for a score's)
            other = spare.pop(next((i for i, t in enumerate(spare) if t.group[1] == q.group[1]), 0))
            found.append((_phrase(source, q, "en"), _phrase(target, other, lang)))
    return found


# ---------------------------------------------------------------- a score's relation to another

RELATIONS = {
    "complement": {"en": r"\bcomplement\w*", "zh": r"补数|互补|补分",
                   "el": r"(?<!\w)συμπληρωμα\w*|(?<!\w)συμπληρωματ\w*"},
    "same": {"en": r"\bthe\s+same\s+(?:as|score|result)\b|\bidentical\b|\bequal\s+to\b",
             "zh": r"相同|同样|一样|相等", "el": r"(?<!\w)(?:ιδι|ισ)(?:ο|α|οσ|ων|εσ|η|ησ)(?!\w)"},
}
"""Words relating a score to another, per relation and language (Greek folded): the complement of the opponents'
score, or the same as it."""
_RELATIONS = {kind: {lang: re.compile(p, re.IGNORECASE) for lang, p in words.items()}
              for kind, words in RELATIONS.items()}
_RELATION_NAMES = {"complement": "complement", "same": "the same as"}


def changed_relations(source: str, target: str, lang: str) -> list[tuple[str, str]]:
    """``(english_words, translation_words)`` when the English relates a score to another by one relation of
    :data:`RELATIONS` ("the complement of the score awarded to their opponents": Law 86B2(b)), the translation
    has no word of it and has the other relation's words, which the English has not (相同的分数: the same score).
    ``[]`` for another language."""
    if lang not in ("zh", "el"):
        return []
    folded = _fold_same_length(target) if lang == "el" else target
    found = []
    for kind, other in (("complement", "same"), ("same", "complement")):
        english = _RELATIONS[kind]["en"].search(source)
        said = _RELATIONS[other][lang].search(folded)
        if (english and not _RELATIONS[kind][lang].search(folded) and said
                and not _RELATIONS[other]["en"].search(source)):
            found.append((english.group(), target[said.start():said.end()]))
    return found


# ---------------------------------------------------------------- a degree of fault

_TO_BLAME = r"(?:\s+(?:at\s+fault|to\s+blame|responsible))"
DEGREES = {
    "only partly": {"en": r"\bonly\s+(?:partly|partially|in\s+part)" + _TO_BLAME,
                    "zh": r"(?:仅仅|仅|只是|只)(?:是|负|承担|有)?(?:部分|局部)",
                    "el": r"(?<!\w)μονο\s+(?:εν\s+μερει|μερικωσ)|(?<!\w)μερικωσ(?!\w)"},
    "directly": {"en": r"\bdirectly" + _TO_BLAME, "zh": r"直接", "el": r"(?<!\w)(?:σαφωσ|αμεσα|αμεσωσ)(?!\w)"},
    "in no way": {"en": r"\bin\s+no\s+way" + _TO_BLAME,
                  "zh": r"毫无|毫不|完全无|完全没有|完全不|没有任何|无任何|绝无|丝毫",
                  "el": r"(?<!\w)(?:(?:κατα|με)\s+κανενα\s+τροπο|καθολου|σε\s+καμια\s+περιπτωση)(?!\w)"},
    "wholly": {"en": r"\b(?:wholly|entirely|completely|fully)" + _TO_BLAME,
               "zh": r"完全(?![无没不])|全部|全然", "el": r"(?<!\w)(?:εντελωσ|πληρωσ|ολοκληρωτικα|εξ\s+ολοκληρου)(?!\w)"},
}
"""The degrees of fault (Law 12C2(a), 12C3) and their words per language (Greek folded); "only partly" in the
official Greek is "έσφαλε μερικώς"."""
_DEGREES = {kind: {lang: re.compile(p, re.IGNORECASE) for lang, p in words.items()} for kind, words in DEGREES.items()}


def dropped_degrees(source: str, target: str, lang: str) -> list[str]:
    """The English words of each degree of fault (:data:`DEGREES`) the translation says fewer times than the
    English ("only partly at fault" as 部分有过错, "directly at fault" as 有过错), in the English's order.  ``[]``
    when the translation says a degree more times than the English (a degree changed into another is
    :func:`meaning.differences`' finding) and for another language."""
    if lang not in ("zh", "el"):
        return []
    folded = _fold_same_length(target) if lang == "el" else target
    english = {kind: list(words["en"].finditer(source)) for kind, words in _DEGREES.items()}
    theirs = {kind: len(words[lang].findall(folded)) for kind, words in _DEGREES.items()}
    if any(theirs[kind] > len(english[kind]) for kind in _DEGREES):
        return []  # a degree said as another (直接有过错 as 完全无过错): :mod:`meaning` finds what it goes with
    found = [(english[kind][0].start(), english[kind][0].group()) for kind in _DEGREES
             if len(english[kind]) > theirs[kind]]
    return [words for _start, words in sorted(found)]
