"""Degrees of fault and counts of an interface string changed in its translation (fix9am, tester 9o; issue 9 §2).

Interface strings carry no number where a dialogue choice or a score's label changes the score: the choice
"Partly at fault" said as ``Έσφαλε σαφώς`` (directly) or ``完全有过错`` (wholly) gives the contestant average minus
instead of average (Law 12C2(a)); "no entry is translated" said as ``μία καταχώριση`` (one entry) tells the
reviewer the catalogue is nearly done.  So two kinds of words are compared, each as a list per language
(:data:`DEGREES`, :data:`COUNTS`):

- a degree of fault, the terms of Law 12C2(a) and 12C3 as domain.md and the glossary name them ("in no way at
  fault" / "not at fault", "only partly" or "partly at fault", "directly at fault", "wholly at fault"):
  :func:`changed_degrees` pairs a degree of the English the translation says less often with one the translation
  says more often; an option value kept in English and glossed (``partly（部分过错）``, the ``--ns`` values of
  ``helper score``) must be glossed with its own degree (:func:`misglossed_options`);
- a count of an interface noun (an entry, a file, a ruling, a line ...): none, all or one
  (:func:`changed_counts`), the same pairing.

The laws' quantifiers are :mod:`quantifiers`'; the degrees' words of both are :data:`DEGREES`.  Greek is
compared on folded text (:func:`modality._fold_same_length`: no accents, lower case, final sigma as σ).
"""

from __future__ import annotations

import re
from collections import Counter

from helper.catalog.checks.common import _
from helper.catalog.checks.modality import _fold_same_length

_AT_FAULT = r"(?:\s+(?:at\s+fault|to\s+blame|responsible))"
_EL_PRIVATIVE = r"(?:ανευθυν|ανυπαιτι|αθω|αμεμπτ|ακαταλογιστ)\w*"
"""A Greek privative adjective of fault, folded: ανεύθυνος ("not responsible"), ανυπαίτιος, αθώος (blameless), άμεμπτος.
After "wholly" (εντελώς ανεύθυνος, "wholly blameless") it says "in no way to blame", no degree of fault (fix9ha, tester
9ao ec40: 12C3's "δεν είναι με κανένα τρόπο υπεύθυνος" as "είναι εντελώς ανεύθυνος" was read as "wholly at fault").
The Chinese says it with its own 无 (完全无责, 毫无过错), which "wholly" already leaves out (完全(?![无没不]))."""
_EL_WHOLLY = r"(?:εντελωσ|πληρωσ|ολοκληρωτικα|απολυτωσ|εξ\s+ολοκληρου)"
_EL_NOT_UNNEGATED = "".join(rf"(?<!(?<!δεν )(?<!δε )(?<!μην )(?<!μη ){verb} )"
                            for verb in ("εσφαλε", "ευθυνεται", "ευθυνονται", "ειναι", "ηταν"))
"""Not right after a verb with no δεν before it: Greek's κανένας there says "any" ("έσφαλε κατά κανένα τρόπο", "at
fault in any way"), no degree "in no way at fault": the negation dropped (tester t9bd neg26)."""

NO_FAULT_NEGATED = {
    "el": (r"(?<!\w)(?:δεν|δε)\s+(?:(?:φερει|φερουν|εχει|εχουν)\s+(?:καμια|καμμια|ουδεμια)\s+(?:απολυτωσ\s+)?"
           r"(?:ευθυνη|υπαιτιοτητα)|(?:φερει|φερουν|εχει|εχουν|εκανε|εκαναν)\s+(?:κανενα|ουδεν)\s+(?:απολυτωσ\s+)?"
           r"(?:σφαλμα|λαθοσ)|(?:ευθυνεται|ευθυνονται|ειναι|ηταν)\s+(?:καθολου|ουδολωσ|(?:κατα|με)\s+κανεναν?\s+τροπο|"
           r"σε\s+καμια\s+περιπτωση)(?:\s+(?:υπευθυν|υπαιτι)\w*)?)(?!\w)"
           # its negation in a privative adjective after "wholly": "(είναι) εντελώς ανεύθυνος" (fix9ha)
           rf"|(?<!\w){_EL_WHOLLY}\s+{_EL_PRIVATIVE}"),
}
""""In no way at fault" said whole with its own negation and a word of fault (Greek folded): "δεν έχει / φέρει καμία
(απολύτως) ευθύνη", "δεν φέρει ουδεμία ευθύνη", "δεν έκανε κανένα σφάλμα", "δεν ευθύνεται καθόλου / ουδόλως / κατά
κανένα τρόπο", "δεν είναι καθόλου υπεύθυνος" (fix9bj, tester 9x B2-2: 12C2(a) "στον αγωνιζόμενο που δεν έχει καμία
ευθύνη").  The degree's label here (:data:`DEGREES`) and the degree "in no way at fault" of :mod:`polarity`, whose
negation is the degree's, no negation of the rule (:mod:`negation` compares the degree as a label)."""

DEGREES = {
    _("in no way at fault"): {
        "words": {
            "en": r"\bin\s+no\s+way" + _AT_FAULT,
            "zh": r"毫无|毫不|完全无|完全没有|完全不|没有任何|无任何|绝无|丝毫|一点儿?(?:过错|责任)(?:也|都)没有",
            # "no blame at all", "no fault at all" (12C3 "δεν φέρει καμία απολύτως ευθύνη"; fix9av, tester 9s)
            "el": r"(?<!\w)(?:" + _EL_NOT_UNNEGATED + r"(?:κατα|με)\s+κανεναν?\s+τροπο|καθολου|ουδολωσ|σε\s+καμια\s+περιπτωση|"
                  # the noun of fault too: "καμία υπαιτιότητα", "ουδεμία ευθύνη", "μηδενική υπαιτιότητα", "κανένα
                  # λάθος" (fixye, tester t9bd rew82)
                  r"(?:καμια|καμμια|ουδεμια)\s+(?:απολυτωσ\s+)?(?:ευθυνη|υπαιτιοτητα)σ?|μηδενικ(?:η|ησ)\s+"
                  r"(?:ευθυνη|υπαιτιοτητα)σ?|κανενα\s+(?:απολυτωσ\s+)?(?:σφαλμα|λαθοσ)|"
                  # "without (any) fault", "not culpable": χωρίς (καμία) υπαιτιότητα, ανυπαίτιος, ανεύθυνος
                  r"χωρισ\s+(?:(?:καμια|καμμια)\s+)?(?:απολυτωσ\s+)?(?:ευθυνη|υπαιτιοτητα)|(?:ανυπαιτι|ανευθυν)\w*)(?!\w)|"
                  # "wholly blameless" (εντελώς ανεύθυνος, fix9ha)
                  rf"(?<!\w){_EL_WHOLLY}\s+{_EL_PRIVATIVE}"},
        "labels": {
            "en": r"\bnot\s+(?:at\s+all\s+)?at\s+fault\b|\bno\s+fault\b",
            "zh": r"无过错|没有过错|不是过错方|无责任|没有责任|一点儿?(?:过错|责任)(?:也|都)没有",
            # "without any fault" ({side}: χωρίς κανένα σφάλμα, μέσος όρος συν; fix9av)
            "el": r"(?<!\w)(?:δεν\s+εσφαλε(?!\s+(?:μερικ|σαφ|ευθε|αμεσ|εντελ|πληρ|εν\s+μερει))|" + _EL_NOT_UNNEGATED + r"(?:κατα|με)\s+κανεναν?\s+τροπο|"
                  r"δεν\s+(?:ειναι|ηταν)\s+υπαιτι\w*|χωρισ\s+(?:κανενα\s+(?:σφαλμα|λαθοσ)|(?:(?:καμια|καμμια)\s+)?"
                  r"(?:απολυτωσ\s+)?(?:ευθυνη|υπαιτιοτητα))(?!\w)|"
                  + NO_FAULT_NEGATED["el"] + ")"}},
    _("only partly at fault"): {
        # the official Greek of 12C2(a) says "only partly at fault" as "έσφαλε μερικώς" (partially, a degree of its
        # own), which is kept; "εν μέρει" needs its μόνο or the verb έσφαλε before it, as μερικώς has it
        "words": {
            "en": r"\bonly\s+(?:partly|partially|in\s+part)" + _AT_FAULT,
            "zh": r"(?:仅仅|仅|只是|只)(?:是|负|承担|有)?(?:部分|局部)",
            # the adjective as the adverb ("φέρει μερική (μόνο) ευθύνη"), μόνο after ("ευθύνεται εν μέρει μόνο";
            # fix9cg, tester 9ag L-el-l-ok-43, ok-55)
            "el": r"(?<!\w)μονο\s+(?:εν\s+μερει|μερικωσ|μερικησ?\s+ευθυνησ?)(?!\w)|(?<!\w)εν\s+μερει\s+μονο(?!\w)|"
                  r"(?<!\w)(?:μερικωσ|μερικησ?\s+(?:μονο\s+)?(?:ευθυνη|υπαιτιοτητα)σ?)(?!\w)|"
                  # εν μέρει after the official text's own verb, as its μερικώς ("που έσφαλε εν μέρει"; fix9hh,
                  # tester t9aq el-l3-R-10)
                  r"(?<!\w)εσφαλε\s+εν\s+μερει(?!\w)"},
        "labels": {  # the choice "Partly at fault" (``helper score``), with no "only"
            "en": r"\b(?:partly|partially|in\s+part)" + _AT_FAULT,
            "zh": r"(?:是|负|承担|有)?部分(?:有)?(?:过错|责任)",
            "el": r"(?<!\w)(?:εσφαλε\s+εν\s+μερει|εν\s+μερει\s+(?:υπαιτι|υπευθυν)\w*)"}},
    _("directly at fault"): {
        "words": {
            "en": r"\bdirectly" + _AT_FAULT,
            "zh": r"直接",
            # the adjective as the adverb: "που φέρει άμεση ευθύνη" (fix9cg, tester 9ag L-el-l-ok-43)
            # ευθέως ("straight", closer to "directly" than the official σαφώς; fix9hh, tester t9aq el-l4-R-06)
            # and the noun of fault: "άμεση υπαιτιότητα", "σαφής ευθύνη" (fixye, tester t9bd rew83)
            "el": r"(?<!\w)(?:σαφωσ|ευθεωσ|αμεσα|αμεσωσ|(?:αμεσ|σαφ)(?:η|ησ)\s+(?:ευθυνη|υπαιτιοτητα)σ?)(?!\w)"},
        "labels": {}},
    _("wholly at fault"): {
        "words": {
            "en": r"\b(?:wholly|entirely|completely|fully)" + _AT_FAULT,
            "zh": r"完全(?![无没不])|全部|全然",
            "el": rf"(?<!\w)(?:εντελωσ|πληρωσ|ολοκληρωτικα|εξ\s+ολοκληρου)(?!\w)(?!\s+{_EL_PRIVATIVE})"},
        "labels": {"zh": r"全责"}},
}
"""The degrees of fault of Law 12C2(a) and 12C3, named as a reviewer reads them (the names are interface strings: a
message names the degree the translation says), with their words per language (Greek folded): one table, read by
this module and by :mod:`quantifiers`.

- ``words``: the degree's own words (the English with its fault: "directly at fault"; the translation's degree
  word alone: 直接, σαφώς), which :func:`quantifiers.dropped_degrees` counts in a law's text, where the fault words
  may stand apart from them.  "only partly" needs its "only" (仅, μόνο): 12C2(a) "only partly at fault" as
  部分有过错 leaves it out;
- ``labels``: what an interface string says the degree with besides its ``words`` followed by a fault
  (:func:`_label`: 直接有过错, "έσφαλε σαφώς", "σαφώς υπαίτιος"): 无过错, "not at fault", the choice "Partly at
  fault" with no "only" (:func:`changed_degrees`, :func:`misglossed_options`).  In a message a degree word needs
  its fault: 直接 alone says "directly" of anything ("enter the score directly").  The ``labels`` are not
  ``words``: a law's 部分有过错 would be "only partly" again."""

def _label(words: str, lang: str) -> str:
    """The pattern of a degree's ``words`` in ``lang`` followed by a fault, as a label says it (直接有过错, 直接负责任;
    "έσφαλε σαφώς", "σαφώς υπαίτιος"); the English words carry their fault."""
    if lang == "zh":
        return f"(?:{words})(?:(?:有)?过错|(?:负有?)?责任)"
    if lang == "el":
        return rf"(?<!\w)(?:εσφαλε\s+(?:{words})|(?:{words})\s+(?:υπαιτι|υπευθυν)\w*)"
    return words


_DEGREES = {name: {lang: re.compile("|".join(filter(None, (_label(p, lang), degree["labels"].get(lang)))),
                                    re.IGNORECASE)
                   for lang, p in degree["words"].items()}
            for name, degree in DEGREES.items()}

OPTIONS = {"none": _("in no way at fault"), "partly": _("only partly at fault"), "direct": _("directly at fault")}
"""The option values of a side's responsibility (``helper score --ns``), which translations keep and gloss."""
_GLOSSED = re.compile(r"(?<![A-Za-z])(" + "|".join(OPTIONS) + r")\s*[(（]([^()（）]*)[)）]")

def _folded(text: str, lang: str) -> str:
    return _fold_same_length(text) if lang == "el" else text


def _degrees(text: str, lang: str) -> list[tuple[int, int, str]]:
    """``(start, end, degree)`` of each degree of fault of ``text`` (``en``, ``zh`` or ``el``), in order."""
    folded = _folded(text, lang)
    found = []
    for name, patterns in _DEGREES.items():
        found += [(m.start(), m.end(), name) for m in patterns[lang].finditer(folded)]
    found.sort()
    kept: list[tuple[int, int, str]] = []
    for item in found:  # 完全无过错 is "in no way", not also 无过错 inside it
        if not any(s < item[1] and item[0] < e for s, e, _n in kept):
            kept.append(item)
    return kept


def _paired(mine: list[tuple[int, int, str]], theirs: list[tuple[int, int, str]]) -> list[tuple[int, int]]:
    """Indexes ``(i, j)`` pairing each of ``mine`` whose kind ``theirs`` has fewer times with one of ``theirs``
    whose kind is there more times than in ``mine``, each in order of place."""
    count_s, count_t = Counter(k for *_p, k in mine), Counter(k for *_p, k in theirs)
    spare = [j for j, (*_p, kind) in enumerate(theirs)
             if count_t[kind] > count_s[kind] and [k for *_q, k in theirs[:j + 1]].count(kind) > count_s[kind]]
    short = Counter({kind: count_s[kind] - count_t[kind] for kind in count_s if count_s[kind] > count_t[kind]})
    pairs = []
    for i, (*_p, kind) in enumerate(mine):
        if short[kind] > 0 and spare:
            short[kind] -= 1
            pairs.append((i, spare.pop(0)))
    return pairs


def changed_degrees(source: str, target: str, lang: str) -> list[tuple[str, str, str]]:
    """The degrees of fault of the English ``source`` its ``zh`` or ``el`` translation ``target`` says as another
    degree ("Partly at fault" as ``Έσφαλε σαφώς``, ``完全有过错``; "{side}: partly at fault, average" as
    ``{side}：直接有过错，平均分``).  Returns ``(english_words, translation_words, translation_degree)`` in the
    English's order; a degree only dropped or only added is none (:mod:`quantifiers` finds a law's dropped one);
    option values glossed are :func:`misglossed_options`'.  ``[]`` for another language."""
    if lang not in ("zh", "el"):
        return []
    glosses = [m.span(2) for m in _GLOSSED.finditer(target)] if _GLOSSED.search(source) is None else []
    mine = _degrees(source, "en")
    theirs = [d for d in _degrees(target, lang) if not any(a <= d[0] < b for a, b in glosses)]
    return [(source[mine[i][0]:mine[i][1]], target[theirs[j][0]:theirs[j][1]], theirs[j][2])
            for i, j in _paired(mine, theirs)]


def degree_replaced(source: str, target: str, lang: str, expected: str, found: str) -> tuple[str, str] | None:
    """The words of the degree of fault ``expected`` (a name of :data:`DEGREES`) in the English ``source`` and of
    the degree ``found`` in its ``zh`` or ``el`` translation ``target``, when the translation says ``found`` in place
    of ``expected``: ``expected`` nowhere in the translation, ``found`` nowhere in the English ("{side}: in no way at
    fault, average plus" as "{side}: έσφαλε μόνο μερικώς, μέσος όρος συν", tester 9z H24, N28): ``(english_words,
    translation_words)``.  ``None`` when either is no degree, or the degrees were moved rather than replaced (each
    side says both)."""
    if expected not in DEGREES or found not in DEGREES or lang not in ("zh", "el"):
        return None
    mine, theirs = _degrees(source, "en"), _degrees(target, lang)
    if any(name == expected for *_p, name in theirs) or any(name == found for *_p, name in mine):
        return None
    english = next((source[a:b] for a, b, name in mine if name == expected), None)
    said = next((target[a:b] for a, b, name in theirs if name == found), None)
    return (english, said) if english and said else None


def degree_at(target: str, lang: str, start: int, end: int) -> tuple[int, int]:
    """The span of the degree of fault with its fault word (:data:`DEGREES`' labels: 完全有过错, "έσφαλε μόνο
    μερικώς") that holds the degree's own words at ``start``-``end`` of the ``zh`` or ``el`` ``target``, else
    ``(start, end)``."""
    return next(((a, b) for a, b, _name in _degrees(target, lang) if a <= start and end <= b), (start, end))


def misglossed_options(source: str, target: str, lang: str) -> list[tuple[str, str, str]]:
    """Option values of :data:`OPTIONS` the English names (``none, partly or direct``) that the translation keeps
    and glosses with another degree of fault (``partly（直接过错）``).  Returns ``(option, gloss, gloss_degree)``
    in the translation's order; ``[]`` for another language."""
    if lang not in ("zh", "el"):
        return []
    found = []
    for match in _GLOSSED.finditer(target):
        option, gloss = match.group(1), match.group(2)
        if re.search(rf"(?<![A-Za-z]){option}(?![A-Za-z])", source) is None:
            continue
        said = _degrees(gloss, lang)
        if said and all(name != OPTIONS[option] for *_p, name in said):
            found.append((option, gloss, said[0][2]))
    return found


# ---------------------------------------------------------------- counts of an interface noun

_NOUN = {
    "en": r"(?:entr(?:y|ies)|files?|rulings?|lines?|boards?|sessions?|catalogues?|terms?|paragraphs?|findings?|"
          r"results?|scores?|tables?|strings?|messages?|translations?|answers?|choices?|records?|items?)\b",
    "zh": r"(?:条目|文件|裁决|行|牌|节|目录|术语|段落|发现|结果|分数|桌|字符串|消息|译文|答案|选项|记录|项)",
    "el": r"(?:καταχωρ|αρχει|αποφασ|γραμμ|διανομ|ημεριδ|καταλογ|παραγραφ|ευρημα|αποτελεσμ|βαθμολογ|τραπεζ|"
          r"μηνυμα|μεταφρασ|απαντησ|επιλογ|εγγραφ)\w*",
}
_REACH = {
    "en": r"(?:\s+(?:of\s+)?(?:the\s+|its\s+|these\s+|this\s+)?(?:[a-z-]+\s+){0,2}?)",
    "zh": r"[^，。；、,;：:（）()\s]{0,4}?",
    "el": r"(?:\s+(?:[^\W\d]+\s+){0,2}?)",
}
COUNTS = {
    "en": (("none", r"no|none\s+of|not\s+a\s+single"),
           ("several", r"one\s+or\s+more|several|some|a\s+few"),
           ("all", r"all|every|each|both"),
           # not "one a line", "one per line" (one of something else on each line)
           ("one", r"(?:only\s+)?(?:one|a\s+single)(?!\s+(?:a|an|per|each)\b)")),
    "zh": (("none", r"没有任何|没有一(?:个|条|项)|无任何|无一|没有|尚无|并无|未有"),
           ("several", r"一(?:个|条|项)或(?:多|数|几)(?:个|条|项)?|若干|多个|多条|一些|某些|部分"),
           ("all", r"所有|全部|每一?(?:个|条|项)?|各|一切|两个"),
           ("one", r"(?:只有|仅有|仅|只)?(?:一个|一条|一项|一份|一行|单个|一名|一副)")),
    "el": (("none", r"ουτε\s+(?:ενα|μια)|καμια|καμιασ|κανενα|κανενασ|κανενοσ|ουδεμια"),
           ("several", r"(?:ενα|μια)\s+η\s+περισσοτερ\w*|αρκετ\w*|μερικ(?:οι|α|εσ|ουσ|ων)|ορισμεν\w*"),
           ("all", r"ολ(?:οι|α|εσ|ουσ|ων|ο|η|ησ)|καθε|καθεμια|καθενα|και\s+(?:οι|τα|τισ)\s+δυο"),
           ("one", r"(?:μονο\s+)?(?:ενα|ενασ|ενοσ|μια|μιασ|μιαν)(?:\s+μονο)?")),
}
"""How many of an interface noun (:data:`_NOUN`) a message speaks of, by group per language: ``none`` (no entry,
没有任何条目, καμία καταχώριση), ``all``, ``one`` (one, only one, a single; 一个, 只有一个; μία), ``several``
(one or more, some: no count compared, it keeps "one or more" from being "one").  Greek folded."""


PER_ONE_EN = re.compile(r"\b(?:IMPs?|points?|tricks?|matchpoints?|MPs?|VPs?)\s+(?:on|per|in|for)\s+\Z",
                        re.IGNORECASE)
"""A unit counted "on one board" ("IMPs on one board must be from -24 to 24"): any one board, said by 每副牌 or
"μιας διανομής" alike: a distributive of the translation (每, κάθε) is no other count of it, here
(:func:`changed_counts`) nor in :func:`quantifiers.changed_quantifiers` (fix9nb)."""


def _count_pattern(lang: str) -> re.Pattern:
    bound = (r"\b", r"\b") if lang == "en" else ((r"(?<!\w)", r"(?!\w)") if lang == "el" else ("", ""))
    parts = [f"(?P<{group}>{bound[0]}(?:{words}){bound[1]})" for group, words in COUNTS[lang]]
    return re.compile(f"(?:{'|'.join(parts)})(?={_REACH[lang]}{_NOUN[lang]})", re.IGNORECASE if lang == "en" else 0)


_COUNTS = {lang: _count_pattern(lang) for lang in COUNTS}
_TAIL = {lang: re.compile(_REACH[lang] + _NOUN[lang], re.IGNORECASE if lang == "en" else 0) for lang in _NOUN}
"""The noun of a count after it (matched at the count's end), per language."""


def _counts(text: str, lang: str) -> list[tuple[int, int, str]]:
    folded = _folded(text, lang)
    return [(m.start(), m.end(), m.lastgroup) for m in _COUNTS[lang].finditer(folded)]


def _with_noun(text: str, at: tuple[int, int, str], lang: str) -> str:
    """The count's words with their noun ("no entry", 只有一个条目, "μία καταχώριση")."""
    tail = _TAIL[lang].match(_folded(text, lang), at[1])
    return text[at[0]:tail.end() if tail else at[1]]


def changed_counts(source: str, target: str, lang: str) -> list[tuple[str, str]]:
    """``(english_words, translation_words)`` for each count of an interface noun of the English (none, all, one)
    said as another count in the ``zh`` or ``el`` translation ("no entry is translated" as ``μία καταχώριση δεν
    έχει μεταφραστεί``, ``όλες οι καταχωρίσεις δεν…``, ``只有一个条目未翻译``), in the English's order.  A count
    only dropped or only added is wording (Chinese counts with a measure word where English has none); ``[]``
    for another language."""
    if lang not in ("zh", "el"):
        return []
    mine = [c for c in _counts(source, "en") if c[2] != "several"]
    theirs = _counts(target, lang)
    # ("IMPs on one board" as 每副牌的 IMP / κάθε διανομής: any one board, no other count; 所有牌 still is one: fix9nb)
    each = re.compile(r"每|各|καθε")
    return [(_with_noun(source, mine[i], "en"), _with_noun(target, theirs[j], lang)) for i, j in _paired(mine, theirs)
            if not (mine[i][2] == "one" and PER_ONE_EN.search(source, 0, mine[i][0])
                    and each.match(_folded(target, lang), theirs[j][0]))]
