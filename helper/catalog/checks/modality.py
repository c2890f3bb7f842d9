"""What a rule obliges, forbids or allows, and how many it concerns (issue 9 §2, sixth finding).

The Laws' force is in small words: "shall not" forbids, "may" allows, "usually" would make a rule a
default.  These checks compare such words of the English and of the translation:

- ``weakened_prohibitions``: the English forbids ("shall not", "must not", "may not", "cannot")
  and the translation only allows not to (可不, 可以不, "μπορεί να μη": the zh 12C3 fuzzy candidate, 1997
  Law 89, has 可不 for "shall not") or only says it is not required (不必, 不须, 不需要, 无须, 不用,
  "δεν χρειάζεται να", "δεν είναι απαραίτητο");
- ``added_hedges``: a softening word ("usually": συνήθως, 通常, 一般, 原则上) in the translation where
  the English has none: the official Greek 12C2(b) says the score is "usually" plus or minus 3 IMPs;
- ``added_counts``: the Greek "δύο" (two) where the English has no two (two, both, twice, pair ...):
  the official Greek 86B3 says "between two or more contestants" for "between the same or
  multiple contestants";
- ``article_disagreements``: a Greek article and the relative pronoun ``οποίος`` that do not agree
  ("κατά τις οποίος" for "οποίες", the official Greek 86B3).

Each returns ``(start, end, found)`` spans of the translation (or of the folded text: same offsets,
see :func:`_fold_same_length`); ``weakened_prohibitions`` adds the kind of weakening.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_PROHIBITION_EN = re.compile(r"\b(?:shall|must|may|will|can|is|are)\s+not\b|\bcannot\b|\bmust\s+never\b|"
                             r"\bshall\s+never\b|\bno\s+\w+\s+(?:shall|may)\b", re.IGNORECASE)
_PERMISSION_NOT_EN = re.compile(r"\bneed\s+not\b|\bneedn[’']t\b|\bdoes\s+not\s+have\s+to\b|\bdo\s+not\s+have\s+to\b|"
                                r"\b(?:is|are)\s+not\s+(?:required|needed|necessary)\b|\bunnecessary\b|\bno\s+need\b|"
                                r"\bmay\s+(?:choose|decide)\s+not\b|\bnot\s+obliged\b|\boptional\b", re.IGNORECASE)
# What a translation says for "need not" where the English forbids (fix9s, fresh tester 9h): the English forbids
# ("shall not", "must not", "may not", "cannot"; not "is not", which states a fact), the translation only says the
# thing is not required: 不须, 不需要, 不必, 无须, 不用 (not 不用于 "not used for"), "δεν χρειάζεται να", "δεν είναι
# απαραίτητο".  不得/不可/不应/禁止, "δεν πρέπει", "απαγορεύεται" forbid (no finding).
_FORBIDS_EN = re.compile(r"\b(?:shall|must|may|can)\s+(?:not|never)\b|\bcannot\b|\b(?:shan|mustn|can)[’']t\b|"
                         r"\bno\s+\w+\s+(?:shall|may|must)\b|"
                         # an instruction's "not both" ("Give --top or --results, not both") forbids giving both:
                         # 不须同时给出, "δεν χρειάζεται και τα δύο" only says both are not required (fixzc, tester t9be
                         # modazh17)
                         r"(?:^|(?<=[,;(])|(?<=[,;(]\s)|(?<=\bbut\s))not\s+both\b", re.IGNORECASE)
_NEED_NOT = {
    "zh": re.compile(r"不必|不须|不需要?|无须|无需|毋须|不一定要|不用(?![于作来])|没有必要|不是必须|并非必须"),
    "el": re.compile(r"(?<!\w)δεν\s+(?:χρειαζεται|χρειαζονται|απαιτειται|απαιτουνται|υποχρεου(?:ται|νται)|"
                     r"ειναι\s+(?:απαραιτητ|αναγκαι|υποχρεωτικ|υποχρεωμεν)\w*|εχει\s+υποχρεωση)(?!\w)"),
}
# "may not do" (可不, μπορεί να μη): a permission not to, where the English forbids
_MAY_NOT = {
    "zh": re.compile(r"可不|可以不"),
    "el": re.compile(r"(?<!\w)μπορει\s+να\s+μην?(?!\w)"),
}
# "should not", "had better not" (不宜, 最好不要, 不建议; "δεν συνιστάται", "καλύτερα να μη", "δεν θα έπρεπε"): advice, where
# the English forbids (t9bb may084: 12B2 "may not award" as 不宜…判给, "should not"); Greek folded
_ADVISE_NOT = {
    "zh": re.compile(r"不宜|不太宜|最好(?:不要|别|不)|尽(?:量|可能)(?:不要|别|不|避免)|不(?:建议|提倡|鼓励|推荐|主张)"),
    "el": re.compile(r"(?<!\w)(?:(?:δεν|δε)\s+(?:συνισταται|συνιστατε|ενδεικνυται|ειναι\s+(?:σκοπιμο|συνιστωμενο|"
                     r"ενδεδειγμενο|καλο)|προτεινεται|θα\s+επρεπε|θα\s+ηταν\s+σωστο)|(?:καλυτερα|προτιμοτερο|"
                     r"καλο\s+(?:θα\s+ηταν|ειναι))\s+(?:να\s+)?μην?|συνισταται\s+να\s+μην?|αποφευγ\w*)(?!\w)"),
}
# "should not" (不应, 不应该, 不应当) where the English says "cannot" or "must not" (not "shall not" nor "should not", which
# 不应 renders: 86A's fuzzy 不应使用 for "shall not exercise"; nor "may not": 12B2's 不应 is held clean by
# tests/test_check_fix9s.py), and the translation has no word that still forbids or says the thing impossible (不能, 不得,
# 不可, 无法, 禁止 ...): the Laws' own scale (their Introduction: "must" the strongest word, "shall" strong, "should"
# weaker still; "must not" the strongest prohibition) makes that a prohibition weakened to advice, the "advise" kind
# (tester t9cb cb-mod09: "the board cannot have been due fewer times" as 应打的次数不应少于).  Greek "δεν θα έπρεπε" is in
# _ADVISE_NOT already; an inability said as 不应 ("cannot be read" as 不应读取) is interface_modality's "unable", its one
# finding (pair leaves this one out there).
_STRONG_FORBIDS_EN = re.compile(r"\bcannot\b|\bcan[’']t\b|\bmust\s+(?:not|never)\b|\bmustn[’']t\b", re.IGNORECASE)
_OTHER_FORBIDS_EN = re.compile(r"\b(?:shall|should|may|will|would|need)\s+(?:not|never)\b|"
                               r"\b(?:shan|shouldn|won|wouldn)[’']t\b|\bno\s+\w+\s+(?:shall|should|may)\b",
                               re.IGNORECASE)
_SHOULD_NOT = {"zh": re.compile(r"不应(?:该|当)?(?![用对])")}
_STILL_FORBIDS = {"zh": re.compile(r"不能|不得|不可|无法|没法|禁止|不准|不许|严禁|切勿|请勿|绝不|决不|不允许|不要|别")}
# two negations that cancel, where the English forbids (t9bb neg462: 不得 as 并非不得, "not forbidden"): a permission
# (并非不得, 并不禁止, 没有禁止; "δεν απαγορεύεται", "δεν είναι απαγορευμένο") or a duty (不得不, 不能不, "cannot not": "δεν
# μπορεί να μη"); Greek folded.  Not 不得不得, a word written twice (the doubled finding's: t9ba dou15)
_DOUBLE = {
    "zh": re.compile(r"(?:并非|并不是|不是|并不|未必|绝非|非)\s*(?:不得|不可以?|不能|不准|不许|不允许|禁止)|"
                     r"(?:不|没有?|并未|未|无)\s*(?:禁止|不准|禁)|不得不(?!得)|不能不(?!能)|不可不(?!可)"),
    "el": re.compile(r"(?<!\w)(?:(?:δεν|δε|ουτε)\s+(?:(?:του|της|τους|τοις|θα)\s+)?(?:απαγορευ\w*|ειναι\s+απαγορευμεν\w*"
                     r"|θεωρειται\s+απαγορευμεν\w*)|(?:δεν|δε)\s+(?:ισχυει|ειναι)\s+(?:οτι|πωσ)\s+(?:δεν|δε|μην?)"
                     r"|(?:δεν|δε)\s+(?:μπορει|μπορουν|επιτρεπεται|γινεται)\s+να\s+μην?)(?!\w)"),
}

# the English's own word of the usual case: "usually", and "as usual" / "the usual way" / "as normal" (a message's "it
# is scored as usual" as "βαθμολογείται όπως συνήθως", 按通常方式计分: the English's "usual" said, no rule softened;
# fix9la, tester t9aw el_msgs108, zh_msgs108)
_HEDGE_EN = re.compile(r"\b(?:usual|usually|normally|generally|ordinarily|typically|as\s+a\s+rule|in\s+principle|"
                       r"in\s+general|customarily|as\s+normal|in\s+the\s+normal\s+way)\b", re.IGNORECASE)
_HEDGE = {
    "zh": re.compile(r"通常|一般(?:来说|而言|情况下)?|原则上|正常情况下"),
    "el": re.compile(r"(?<!\w)(?:συνηθωσ|κατα\s+κανονα|γενικα|καταρχην|κατα\s+βαση)(?!\w)"),
}
_TWO_EN = re.compile(r"\b(?:two|both|twice|second|double|pairs?|either|neither|duplicate|2)\b", re.IGNORECASE)
_TWO_EL = re.compile(r"(?<!\w)δυο(?!\w)")

# article (with or without the preposition σε fused: στις) -> the forms of οποίος that agree with it
_AGREE = {
    "ο": {"οποιοσ"}, "η": {"οποια"}, "το": {"οποιο"}, "του": {"οποιου"}, "τησ": {"οποιασ"},
    "τον": {"οποιο"}, "την": {"οποια"}, "τη": {"οποια"}, "οι": {"οποιοι", "οποιεσ"}, "τα": {"οποια"},
    "των": {"οποιων"}, "τουσ": {"οποιουσ"}, "τισ": {"οποιεσ"},
}
_ARTICLE_PRONOUN = re.compile(r"(?<!\w)σ?(ο|η|το|του|τησ|τον|την|τη|οι|τα|των|τουσ|τισ)\s+(οποι(?:οσ|ου|ο|οι|ων|ουσ|α|εσ|ασ))(?!\w)")


class _FoldTable(dict):
    """``str.translate`` table for :func:`_fold_same_length`, filled as characters are met."""

    def __missing__(self, code: int) -> str:
        char = chr(code)
        base = unicodedata.normalize("NFD", char)[0].casefold()
        self[code] = value = base if len(base) == 1 else char
        return value


_FOLD = _FoldTable()


@lru_cache(maxsize=16)
def _fold_same_length(text: str) -> str:
    """Accents off and lower case, one character for one (final ς as σ), so offsets stay valid.  The last texts
    folded are kept: the checks fold one entry's text again for each quantifier, label or sentence they look at."""
    return text.translate(_FOLD)


def weakened_prohibitions(source: str, target: str, lang: str) -> list[tuple[int, int, str, str]]:
    """A prohibition of the English made a mere permission or absence of duty in its translation.

    ``source``: the English; ``target``: its Chinese (``zh``) or Greek (``el``) translation.  Returns
    ``(start, end, found, kind)`` spans of ``target`` (Greek offsets as folded, the same): ``kind`` ``"may"`` for
    "may not do" (可不, μπορεί να μη) where the English forbids; ``"need"`` for "need not" (不必, 不须, 不需要, 无须,
    不用; "δεν χρειάζεται να", "δεν είναι απαραίτητο") where the English says "shall not", "must not", "may not" or
    "cannot" (Law 86A "shall not exercise" as 不须行使: the English forbids, the translation only says it is not
    required); ``"advise"`` for "should not" (不宜, 最好不要, 不建议; "δεν συνιστάται", "καλύτερα να μη", "δεν θα
    έπρεπε": :data:`_ADVISE_NOT`) where it forbids (12B2 不宜…判给, t9bb may084: a prohibition made advice); ``"double"``
    for two negations that cancel (并非不得, 不禁止, 不得不; "δεν απαγορεύεται", "δεν μπορεί να μη": :data:`_DOUBLE`)
    where it forbids (12B2 并非不得, t9bb neg462: a prohibition made a permission or a duty).  One kind a place (the
    first of double, advise, may, need).  Nothing when the English grants a "need not" itself
    (``_PERMISSION_NOT_EN``); ``[]`` for another language."""
    if lang not in _MAY_NOT or _PERMISSION_NOT_EN.search(source):
        return []
    folded = target if lang == "zh" else _fold_same_length(target)
    found = []
    for kind, patterns, english in (("double", _DOUBLE, _FORBIDS_EN), ("advise", _ADVISE_NOT, _FORBIDS_EN),
                                    ("may", _MAY_NOT, _PROHIBITION_EN), ("need", _NEED_NOT, _FORBIDS_EN)):
        if english.search(source):
            # (one finding a place: 不可不 is a double negation, not also 可不; 最好不要 advice, not also 不要)
            found += [(m.start(), m.end(), target[m.start():m.end()], kind) for m in patterns[lang].finditer(folded)
                      if not any(a < m.end() and m.start() < b for a, b, _f, _k in found)]
    if lang in _SHOULD_NOT and _STRONG_FORBIDS_EN.search(source) and not _OTHER_FORBIDS_EN.search(source) \
            and not _STILL_FORBIDS[lang].search(folded):
        # "cannot" / "must not" said "should not" (不应): advice, tester t9cb cb-mod09
        found += [(m.start(), m.end(), target[m.start():m.end()], "advise") for m in _SHOULD_NOT[lang].finditer(folded)
                  if not any(a < m.end() and m.start() < b for a, b, _f, _k in found)]
        found.sort()
    # a word of the translation's condition ("when he need not bear the blame", 12C3 无须负违规责任时) is no modal of
    # the main clause the English forbids in ("shall not award … if …"): fix9ha, tester 9ao zc14
    forbids = [m.start() for m in _PROHIBITION_EN.finditer(source)] + [m.start() for m in _FORBIDS_EN.finditer(source)]
    mine = [m.span() for m in _CONDITION_EN.finditer(source)]
    if forbids and not any(a <= at < b for at in forbids for a, b in mine):
        theirs = [m.span() for m in _CONDITION[lang].finditer(folded)]
        found = [f for f in found if not any(a <= f[0] < b for a, b in theirs)]
    return sorted(found)


_CONDITION_EN = re.compile(r"\b(?:if|when|whenever|unless|provided\s+that)\b[^,;:.()]*", re.IGNORECASE)
_CONDITION = {
    # a condition to the end of its clause (如果/若/如 …), or to its 时/的话 across one comma (如认为违规者的同伴，无须负违规
    # 责任时), or a clause ending in 时 / 的话 before a comma (…无须负违规责任时，则…)
    "zh": re.compile(r"(?:如果|假如|倘若|假若|要是|若(?!干)|(?<![例比诸譬不])如(?![下上此同何前后实今])|一旦|当)"
                     r"(?:[^，。；：,;:（）()]*[，,]){0,1}?[^，。；：,;:（）()]*?(?:时|的话)(?=[，,])|"
                     r"(?:如果|假如|倘若|假若|要是|若(?!干)|(?<![例比诸譬不])如(?![下上此同何前后实今])|一旦)"
                     r"[^，。；：,;:（）()]*|"
                     r"(?:(?<=[，,。；;：:])|^)[^，。；：,;:（）()]*(?:时|的话)(?=[，,])"),
    # αν / εάν / εφόσον / όταν to the end of its clause, a phrase between commas right after it included ("αν, κατά
    # τη γνώμη του, δεν χρειάζεται να …"; folded)
    "el": re.compile(r"(?<!\w)(?:αν|εαν|εφοσον|οταν)(?!\w)(?:\s*,[^,;·.:()]*,)?[^,;·.:()]*"),
}
"""The conditions of a translation (fix9ha): a "need not" (无须, "δεν χρειάζεται") inside one says when the rule holds,
it weakens no prohibition of the English's main clause."""


def forbidding_words(source: str) -> str:
    """The English's words that forbid ("shall not", "cannot"), as written, in order and once each; "" if none."""
    return ", ".join(dict.fromkeys(" ".join(m.group().split()) for m in _FORBIDS_EN.finditer(source)))


def added_hedges(source: str, target: str, lang: str) -> list[tuple[int, int, str]]:
    """Spans of a softening word ("usually") in ``target`` where the English ``source`` has none."""
    pattern = _HEDGE.get(lang)
    if pattern is None or _HEDGE_EN.search(source):
        return []
    folded = target if lang == "zh" else _fold_same_length(target)
    return [(m.start(), m.end(), target[m.start():m.end()]) for m in pattern.finditer(folded)]


def added_counts(source: str, target: str, lang: str) -> list[tuple[int, int, str]]:
    """Spans of the Greek "δύο" (two) in ``target`` where the English ``source`` has no two.  The two just named
    ("των δύο", "και οι δύο", "όποια από τις δύο": :func:`numbers.el_two_named`, fix9cb) are left out by the caller
    (``pair``), so that this module does not import ``numbers`` (which imports it)."""
    if lang != "el" or _TWO_EN.search(source):
        return []
    folded = _fold_same_length(target)
    return [(m.start(), m.end(), target[m.start():m.end()]) for m in _TWO_EL.finditer(folded)]


def article_disagreements(text: str) -> list[tuple[int, int, str]]:
    """Spans of a Greek article and a form of ``οποίος`` that do not agree ("τις οποίος")."""
    folded = _fold_same_length(text)
    found = []
    for match in _ARTICLE_PRONOUN.finditer(folded):
        if match.group(2) not in _AGREE[match.group(1)]:
            found.append((match.start(), match.end(), text[match.start():match.end()]))
    return found


_CLAUSE_MARK = re.compile(r"[,;:.，；：。、·\u0387]")
_TOLD = 0.1
"""Two English modals whose clauses lie this near (as shares of the text) to the translation's nearest modal cannot be
told apart: which was lost is not said (:func:`lost_modals`)."""


def _share(text: str, end: int) -> float:
    """How far into ``text`` offset ``end`` lies, as a share of its length (a CJK character counts as three letters,
    as :func:`structure._weight` counts)."""
    weigh = lambda part: sum(3 if "\u3400" <= c <= "\u9fff" else 1 for c in part if not c.isspace())
    return weigh(text[:end]) / (weigh(text) or 1)


def _clause_middle(text: str, at: int) -> float:
    """The middle of the clause (cut at commas, semicolons, colons, full stops) holding offset ``at`` of ``text``,
    as a share of the text (:func:`_share`)."""
    start = max((m.end() for m in _CLAUSE_MARK.finditer(text, 0, at)), default=0)
    end = next((m.start() for m in _CLAUSE_MARK.finditer(text, at)), len(text))
    return (_share(text, start) + _share(text, end)) / 2


def lost_modals(english: str, modals: list[int], translation: str, kept: list[int], short: int) -> list[int] | None:
    """Which of the English modals (offsets ``modals`` of ``english``: its "may"s) the translation lost, ``short`` of
    them, told by clause: those whose clause lies farthest from the clause of any modal the translation has (offsets
    ``kept`` of ``translation``), each text's clauses placed by their middle as a share of their text (86B3 "The
    Regulating Authority may provide …. The score … may be varied by regulation …" as 主管单位得作出不同规定，每副此类牌的
    判分通过规章改变…: the second "may" lost, fix9aa).  Returns the indexes of ``modals`` lost, in order; None when
    the clauses cannot tell them (the ``short``-th farthest and the next within ``_TOLD``)."""
    places = [_clause_middle(translation, at) for at in kept]
    distance = [min((abs(_clause_middle(english, at) - place) for place in places), default=1.0) for at in modals]
    order = sorted(range(len(modals)), key=lambda i: -distance[i])
    if short < len(order) and distance[order[short - 1]] - distance[order[short]] < _TOLD:
        return None
    return sorted(order[:short])


_POSSIBLE_EN = re.compile(r"\b(?:could|might|may)\s+(?:(?:not\s+|never\s+)?(?:have\s+)?(?:be|been)|have)\b"
                          r"|\bpossibl[ey]\b|\bperhaps\b|\bmaybe\b|\blikely\b|\bprobabl[ey]\b|\bpotential(?:ly)?\b",
                          re.IGNORECASE)
"""The English's words of what is only possible ("could be known", 86A; "might have hoped", "likely")."""
_CERTAIN_EN = re.compile(r"\b(?:certain(?:ly)?|sure(?:ly)?|definite(?:ly)?|undoubtedly|necessarily|inevitabl[ey]"
                         r"|bound\s+to|without\s+(?:a\s+)?doubt|always)\b", re.IGNORECASE)
_CERTAIN = {
    # σίγουρα, βέβαια / βεβαίως, οπωσδήποτε, ασφαλώς, αναμφίβολα, αναγκαστικά, "χωρίς αμφιβολία" (folded; not
    # βεβαιωθείτε, "make sure")
    "el": re.compile(r"(?<!\w)(?:σιγουρ(?:α|ο|η|οσ)|βεβαι(?:α|ωσ|ο|η|οσ)|οπωσδηποτε|ασφαλωσ|αναμφιβολ(?:α|ωσ)"
                     r"|αναμφισβητητ(?:α|ωσ)|αναποφευκτ(?:α|ωσ)|αναγκαστικα)(?!\w)|(?<!\w)χωρισ\s+(?:καμια\s+)?αμφιβολια"),
    # 肯定, 必定, 必然, 一定 (not 一定程度 / 一定的, "a certain"), 无疑, 势必, 注定, 确实 (not 确定, "confirm")
    "zh": re.compile(r"肯定|必定|必然|一定(?![程的数量范时])|无疑|毫无疑问|势必|注定|确实|必将"),
}
"""The translation's words of certainty (fix9kd)."""


def certainty_for_possibility(source: str, target: str, lang: str, fact: bool = True) -> tuple[str, str] | None:
    """A possibility of the English said as a certainty (Law 86A "when the final result … could be known to a
    contestant" as "είναι σίγουρα γνωστό", "is surely known": fix9kd, tester t9av v159): the English says what is
    only possible (:data:`_POSSIBLE_EN`) and no certainty, the translation a word of certainty (:data:`_CERTAIN`)
    - the rule now needs the result known, not knowable; or with no word of certainty, fewer words of what is possible
    (:data:`_MAYBE`) than the English's: ``(the English's words, the translation's)``, ``(the English's words, "")``
    for the possibility stated as a fact (only if ``fact``), or None; None for a language without tables."""
    if lang not in _CERTAIN or _CERTAIN_EN.search(source):
        return None
    possibles = list(_POSSIBLE_EN.finditer(source))
    if not possibles:
        return None
    folded = target if lang == "zh" else _fold_same_length(target)
    certain = _CERTAIN[lang].search(folded)
    if certain is not None:
        # the English's possibility nearest the certainty's place (as shares of the texts), not the text's first
        # (fix9mb, t9aw's leftover: the finding quoted the first word of possibility of a text that has several)
        possible = min(possibles, key=lambda m: abs(_share(source, m.start()) - _share(target, certain.start())))
        return possible.group(), target[certain.start():certain.end()]
    # the possibility left out, the thing stated ("θα μπορούσε να είναι γνωστό" as "είναι γνωστό", 可能知道 as 知道):
    # fewer words of possibility or leave (:data:`_MAYBE`) than the English's possibilities
    # (``fact``: the law texts; an interface string's "could not be read", "not a possible number" say no possibility,
    # and its "may be" said as a fact is :mod:`interface_modality`'s)
    # (only "could be", "might have been": not a "may be applied" that allows, nor 12C3's "only one of them may be
    # responsible", which a concession says without its "may", 即使仅其中一人应对违规负责: tests/test_check_fix9p.py,
    # tests/test_check_fix9hf.py)
    maybe = list(_STATED_EN.finditer(source))
    if fact and maybe and len(_MAYBE[lang].findall(folded)) < len(maybe):
        return maybe[0].group(), ""
    return None


_STATED_EN = re.compile(r"\b(?:could|might)\s+(?:have\s+)?(?:be(?:en)?\b(?!\s+not\b)|hoped?\b|expected?\b)",
                        re.IGNORECASE)
"""The English's "could be", "might have been", "might have hoped" (12C1(e): its Greek "θα μπορούσε να ελπίζει" made
"ελπίζει", "hopes", fix9mb, t9aw's leftover): a possibility a law text may state as a fact (not "could not be")."""

_MAYBE = {
    # (folded) μπορεί / μπορούσε / μπορούν, ενδέχεται, ίσως, πιθανό-, δυνατό-, ενδεχόμενο-, ελπίζ- (of "might have hoped")
    # (a hope itself is no possibility: "ελπίζει" states it; "θα ήλπιζε", the conditional, is one: fix9mb)
    "el": re.compile(r"(?<!\w)(?:μπορ|ενδεχ|πιθαν|δυνατ|ισωσ|επιτρεπ|δικαιου)\w*|(?<!\w)θα\s+(?:ελπιζ|ηλπιζ)\w*"),
    # 可能, 或许, 也许, 说不定, 潜在, 有望, 能 / 可 / 得以 (the words of leave, which a "may be" of the English may be);
    # 本会 / 原本会 / 本想 / 原想 (would have: "it might have hoped", 它原本会希望; fix9mb)
    "zh": re.compile(r"可能|或许|也许|大概|说不定|潜在|有望|得以|能|可|或然|概率|本会|本想|原想"),
}
"""The translation's words of what is possible or allowed (:func:`certainty_for_possibility`)."""
