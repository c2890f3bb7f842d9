"""A restricting parenthesis of the English dropped in the translation (issue 9 §2, fix9fd).

"by an extremely serious error (unrelated to the infraction) or a gambling action" as 因极其严重的错误或冒险行为: the
parenthesis narrows which errors count; without it every serious error does, another ruling.  A parenthesis that
carries a number, a term or a placeholder is :func:`pair._dropped_parenthetical`'s; this one carries only words, and
the words that restrict are read: per kind of restriction (:data:`RESTRICTIONS`) the English's words and the words
that say it in Chinese and Greek (folded: no accents, lower case, final sigma as σ).  A parenthesis of an aligned
sentence pair (:func:`negation._sentence_pairs`) with a word of a kind is dropped when the translation's sentence has
no word of that kind anywhere, in brackets or not ("(unrelated to the infraction)" said 与违规无关的错误 is kept).
"""

from __future__ import annotations

import re

from helper.catalog.checks.conditions import _BRACKET_OR
from helper.catalog.checks.opposites import compiled_kinds, folded_pairs

RESTRICTIONS = {
    "unrelated": {"en": r"\bunrelated\b|\bnot\s+related\b|\bindependent(?:ly)?\s+of\b|\birrelevant\b",
                  "zh": r"无关|不相关|没有关系|不涉及|与.{0,12}无涉|独立于",
                  "el": r"(?<!\w)ασχετ\w*|(?<!\w)(?:δεν|μη)\s+σχετιζ\w*|(?<!\w)ανεξαρτητ\w*|(?<!\w)ασυνδετ\w*"},
    "only": {"en": r"\bonly\b|\bsolely\b|\bexclusively\b",
             "zh": r"仅|只|唯|单单|单纯",
             "el": r"(?<!\w)μονο(?:ν)?(?!\w)|(?<!\w)αποκλειστικ\w*|(?<!\w)μοναχ\w*"},
    "except": {"en": r"\bexcept\b|\bother\s+than\b|\bexcluding\b|\bbut\s+not\b",
               "zh": r"除|以外|之外|不包括|不含|排除",
               "el": r"(?<!\w)εκτοσ(?!\w)|(?<!\w)πλην(?!\w)|(?<!\w)εξαιρ\w*|(?<!\w)οχι\s+(?:και|ομωσ)(?!\w)"},
    "condition": {"en": r"\bif\b|\bunless\b|\bprovided\b|\bwhen\b|\bwhere\b",
                  "zh": r"如|若|假如|倘|当|时|只要|除非|在.{0,12}情况下",
                  "el": r"(?<!\w)(?:αν|εαν|εφοσον|οταν|οπου|εκτοσ\s+αν|υπο\s+την\s+προυποθεση)(?!\w)"},
}
"""``{kind: {lang: pattern}}``: the words of a parenthesis that restrict what the sentence says, the English's and
the Chinese and Greek (folded) words that say each kind."""

_COMPILED = compiled_kinds(RESTRICTIONS)


def dropped_restrictions(source: str, target: str, lang: str) -> list[str]:
    """The English parentheses (their text, brackets included) whose restricting words (:data:`RESTRICTIONS`) the
    aligned translation sentence does not say at all: "(unrelated to the infraction)" of a sentence translated
    without any 无关 / άσχετο.  Only where the translation's sentence has fewer bracket pairs than the English's (a
    parenthesis gone); ``[]`` for another language."""
    from helper.catalog.checks.brackets import parentheticals

    if lang not in ("zh", "el"):
        return []
    found = []
    for english, translation, folded in folded_pairs(source, target, lang):
        groups = parentheticals(english)
        if not groups or len(parentheticals(translation)) >= len(groups):
            continue
        for group in groups:
            kinds = [kind for kind, words in _COMPILED.items() if words["en"].search(group.content)]
            if kinds and not any(_COMPILED[kind][lang].search(folded) for kind in kinds):
                found.append(english[group.start:group.end])
    return found


DEGREES = {
    "extremely": {"en": r"\b(?:extremely|exceptionally|grossly)\s+\w+",
                  "zh": r"极其|极为|极度|极端|非常|十分|特别|异常|格外|尤其|重大|严重至极",
                  "el": r"(?<!\w)(?:εξαιρετικ|ακραι|ιδιαιτερ|υπερβολικ|τρομερ|βαρυτατ|σοβαροτατ|υπερτατ)\w*"
                        r"|(?<!\w)πολυ(?!\w)"},
    "clearly": {"en": r"\b(?:clearly|plainly|obviously|manifestly|evidently)\s+\w+",
                "zh": r"明显|显然|明确|清楚|显著|无疑",
                "el": r"(?<!\w)(?:φανερ|σαφ|προφαν|εμφαν|ξεκαθαρ|προδηλ|καταφαν|αναμφισβητ)\w*"},
    # 86B1 "the result at the other table between the same contestants" as "το αποτέλεσμα στο άλλο τραπέζι" (fix9kd,
    # tester t9av v166; 相同参赛者之间 dropped, v333): any other table's result counts, the rule widened
    # (of whom: "the same contestants"; not "the same burst", "the same again", nor 86B3's "the same or multiple
    # contestants", an alternative's); 12C2(d) "on multiple boards during the same session" with 在同一节中 dropped
    # (fix9mb, tester t9aw zh_laws093): the boards of any sessions counted, the rule widened - as the official Greek
    # "της ίδιας ημερίδας" says it (fix9hd's "μιας ημερίδας" no longer stands)
    "same": {"en": r"\bthe\s+same\s+(?:contestants?|sides?|pairs?|teams?|players?|opponents?|partners?|sessions?|"
                   r"rounds?|match(?:es)?)\b",
             # (a session as "one session": "μιας ημερίδας", 一节, fix9hd; not 任何一节, 每一节)
             "zh": r"相同|同一|同样|同等|一样|(?<![任何每])一(?=节|轮|场)",
             "el": r"(?<!\w)ιδι(?:οσ|ου|ο|ον|α|ασ|η|ησ|ην|οι|ων|εσ|ουσ)(?!\w)|(?<!\w)αυτ(?:ων|ουσ|οι|εσ|α)\s+(?:των\s+)?"
                   r"(?:ιδιων|αγωνιζομεν\w*)|(?<!\w)εξ\s+ισου(?!\w)"
                   r"|(?<!\w)(?:μιασ|μια|μιαν)\s+(?=(?:\w+\s+)?(?:ημεριδ|γυρ))"
                   # "της αυτής ημερίδας" ("of the same session", the older word)
                   r"|(?<!\w)(?:τησ|του|τη|την|το|ο|η)\s+αυτ(?:ησ|ου|η|ην|ο|ον)\s+(?=ημεριδ|γυρ|αγων|διανομ)"},
    # 12A2 "no rectification … that will permit normal play of the board" as "το παίξιμο της διανομής", 打这副牌
    # (fix9mb, t9aw's leftover: a qualifier deleted outright): any play, the rule narrowed to where none at all is
    # possible.  Normal, usual, ordinary; the Chinese 正常 / 常规 / 通常 / 正规 / 一般, the Greek κανονικ-,
    # ομαλ-, συνηθ-, τακτικ-
    # (not "regular": "a regular file" is a kind of file, 普通文件)
    "normal": {"en": r"\b(?:normal|usual|ordinary)\s+(?!to\b)[a-z]+",
               "zh": r"正常|常规|通常|正规|一般|平常|照常",
               "el": r"(?<!\w)(?:κανονικ|ομαλ|συνηθ|τακτικ|φυσιολογικ)\w*"},
    # 12C1(b) "should seek to recover as nearly as possible the probable outcome" as 应还原…可能结果 (tester t9ba sen51):
    # the outcome recovered outright, the Director's approximation no longer allowed for; the official Greek "όσο το
    # δυνατόν πιο πιστά"
    "nearly": {"en": r"\bas\s+(?:nearly|closely|far|much|accurately|faithfully|exactly)\s+as\s+possible\b",
               "zh": r"尽可能|尽量|尽力|最大限度|接近|贴近",  # (not 力求, the "seek" of 12C1(b))
               "el": r"(?<!\w)δυνατ\w*|(?<!\w)οσο\s+(?:πιο|γινεται)(?!\w)|(?<!\w)πιστ\w*|(?<!\w)ακριβ\w*"
                     r"|(?<!\w)κοντ(?:α|υτερα)(?!\w)|(?<!\w)προσεγγ\w*"},
}
"""``{kind: {lang: pattern}}``: a degree that narrows what counts (Law 12C1(e) "an extremely serious error", 86B1
"clearly favourable"): the English's word with the word it qualifies, and the Chinese and Greek (folded) words that
say it."""

_DEGREES = compiled_kinds(DEGREES)


def dropped_degrees(source: str, target: str, lang: str) -> list[tuple[str, str]]:
    """``(English sentence, its words of degree)`` for each degree of :data:`DEGREES` an aligned English sentence
    (:func:`negation._sentence_pairs`) says that its translation does not say at all: 12C1(e) "an extremely serious
    error" as 严重的错误 / "σοβαρό λάθος" (fix9ga, tester 9am: any serious error now counts, another ruling).  ``[]``
    for another language."""
    if lang not in ("zh", "el"):
        return []
    found = []
    for english, _translation, folded in folded_pairs(source, target, lang):
        for words in _DEGREES.values():
            said = words["en"].search(english)
            if said and not words[lang].search(folded):
                found.append((english, said.group()))
    return found


_BENEFICIARY_EN = re.compile(r"\b(?:in\s+favou?r\s+of|for\s+the\s+benefit\s+of|to\s+the\s+advantage\s+of)\s+(?:an?\s+|the\s+)?"
                             r"(?P<party>non-?offending|offending)\s+(?:contestants?|sides?|pairs?|teams?|players?)",
                             re.IGNORECASE)
PARTIES = {
    "non-offending": {"zh": r"非违规|未违规|无过错|无辜",
                      "el": r"(?<!\w)αναιτι\w*|(?<!\w)μη\s+υπαιτι\w*|(?<!\w)μη\s+παραβατ\w*"},
    "offending": {"zh": r"(?<![非未])违规(?:方|者|的一方|参赛者)|有过错|犯规方",
                  "el": r"(?<!\w)υπαιτι\w*|(?<!\w)παραβατ\w*"},
}
"""``{party: {lang: pattern}}``: the words that name the side a ruling favours (fix9hd), the Chinese and Greek
(folded)."""

_PARTIES = {party: {lang: re.compile(p) for lang, p in words.items()} for party, words in PARTIES.items()}


def dropped_beneficiaries(source: str, target: str, lang: str) -> list[tuple[str, str, str]]:
    """``(English sentence, its words, the side's word)`` for each phrase that limits whom a ruling favours ("in favour of a
    non-offending contestant", Law 12A1) whose side the aligned translation sentence names nowhere: "επανορθωτική
    βαθμολογία" with its "προς όφελος του αναίτιου άξονα" dropped (fix9hd, tester 9ao e66) - an adjusted score now for
    either side, the rule widened.  ``[]`` for another language."""
    from helper.catalog.checks.modality import _fold_same_length
    from helper.catalog.checks.negation import _sentence_pairs

    if lang not in ("zh", "el"):
        return []
    found = []
    for english, translation in _sentence_pairs(source, target, lang):
        folded = _fold_same_length(translation) if lang == "el" else translation
        for said in _BENEFICIARY_EN.finditer(english):
            party = "offending" if said.group("party").casefold() == "offending" else "non-offending"
            if not _PARTIES[party][lang].search(folded):
                found.append((english, said.group(), said.group("party")))
    return found


_CONTEST_FORM = {"en": re.compile(r"\bin\s+(?:pairs|teams|individual\s+events?)\b", re.IGNORECASE),
                 "zh": re.compile(r"双人赛|双人|对式赛|团体赛|队式赛|队式|团体|个人赛"),
                 "el": re.compile(r"(?<!\w)(?:ζευγ|ομαδ|ατομικ)\w*")}
_BRACKET_NUMBER = re.compile(r"\d+(?:[.,]\d+)?\s*[%％]")


def dropped_contest_forms(source: str, target: str, lang: str) -> list[tuple[str, str]]:
    """``(the English parenthesis, its form of contest)`` for each English parenthesis that gives a percentage for a
    form of contest ("(50% in pairs)", Law 12C2(a)) whose translation's parenthesis with that percentage names no form
    of contest ("(50%)": fix9hd, tester 9ao's leftover of e62) while another such parenthesis keeps its form - the
    number now given for every form of contest, the rule widened.  The parentheses are paired by their percentage
    (one of each in both texts); ``[]`` for another language."""
    from helper.catalog.checks.brackets import parentheticals
    from helper.catalog.checks.common import halfwidth
    from helper.catalog.checks.modality import _fold_same_length

    if lang not in ("zh", "el"):
        return []
    number = lambda text: [m.group().replace(" ", "").replace("％", "%").replace(",", ".")  # noqa: E731
                           for m in _BRACKET_NUMBER.finditer(halfwidth(text))]
    mine = [(p, number(p.content)) for p in parentheticals(source)]
    theirs = [(p, number(p.content)) for p in parentheticals(target)]
    paired = []  # (English parenthesis, its form, whether the translation's says a form)
    for group, numbers in mine:
        form = _CONTEST_FORM["en"].search(group.content)
        if form is None or len(numbers) != 1 or sum(numbers == other for _p, other in mine) != 1:
            continue
        same = [p for p, other in theirs if other == numbers]
        if len(same) == 1:
            content = _fold_same_length(same[0].content) if lang == "el" else same[0].content
            paired.append((source[group.start:group.end], form.group(), bool(_CONTEST_FORM[lang].search(content))))
    # only where another of those brackets keeps its form: a translation may say it once for all of them, before
    # them (12C2(a) "双人赛中，…（至多为可得比赛分的40%）…（50%）…（至少为60%）", tests/test_check_fix9w.py)
    if not any(kept for _e, _f, kept in paired):
        return []
    return [(english, form) for english, form, kept in paired if not kept]


_BRACKETS = {"en": re.compile(r"\(([^()]*)\)"), "zh": re.compile(r"[(（]([^()（）]*)[)）]"),
             "el": re.compile(r"\(([^()]*)\)")}
# _BRACKET_OR: in conditions (read there too, fixzd; here it made an import cycle)

_ALTERNATIVE_MARKS = {"zh": re.compile(r"或|还是|/|／|、|，|,|与|和|及"),
                      "el": re.compile(r"(?<!\w)(?:ή|Ή|και|είτε)(?!\w)|/|,")}


def dropped_bracketed_alternatives(source: str, target: str, lang: str, pushed_out: str = "") -> list[str]:
    """The English brackets that name two alternatives and nothing else ("the NS contestant's number (pair or
    team)") whose translation's bracket of the same place names one: no "or", slash, comma or "and" in it ("(ζεύγος)";
    issue 9 §2, fix9ic, tester t9as EM18): a choice the reader no longer has, the other form left out.  The brackets
    are paired by their order, so only where both texts have as many; ``[]`` for another language.  (The lists of
    :func:`alternatives.dropped_alternatives` and :func:`alternatives.dropped_either_or` leave brackets out: their "or"s
    are not counted.)  ``pushed_out``: the words of the English's parenthetical that a bracket of the translation
    closed too early leaves after it (the brackets check's finding: :func:`pair._closed_early_words`); an alternative
    said there is said, not dropped: "（已损坏），或是其他类型的文件" for "(damaged, or another kind of file)" (tester t9cb
    cb-brk06, fjaz)."""
    if lang not in _ALTERNATIVE_MARKS:
        return []
    english = list(_BRACKETS["en"].finditer(source))
    translated = list(_BRACKETS[lang].finditer(target))
    if not english or len(english) != len(translated):
        return []
    if pushed_out and _ALTERNATIVE_MARKS[lang].search(pushed_out):
        return []  # (the alternative stands after a bracket closed too early: the brackets check's one finding)
    said = sum(1 for m in translated if _ALTERNATIVE_MARKS[lang].search(m.group(1)))
    if said >= sum(1 for m in english if _BRACKET_OR.match(m.group(1))):
        return []  # (as many brackets of alternatives: in another order, none dropped)
    found = []
    for ours, theirs in zip(english, translated):
        if _BRACKET_OR.match(ours.group(1)) and theirs.group(1).strip() \
                and not _ALTERNATIVE_MARKS[lang].search(theirs.group(1)) and not re.search(r"[{}\d]", theirs.group(1)):
            found.append(ours.group(0))
    return found


_SCORING_FORM_EN = re.compile(r"\b(?:at|in)\s+IMP\s+(?:play|scoring|matches|events?)\b|\bat\s+IMPs\b", re.IGNORECASE)
"""A form of scoring that restricts a rule: "at IMP play" (Law 12C2(b)), "at IMPs"; not a unit ("the equivalent in
IMPs", "3 IMPs")."""


def dropped_scoring_forms(source: str, target: str, lang: str) -> list[str]:
    """The English's forms of scoring that restrict its rule ("at IMP play", :data:`_SCORING_FORM_EN`) where the
    ``zh``/``el`` translation names IMPs only as the unit of a number ("+3 IMP", "συν 3 IMPs"): 12C2(b) without "σε
    αγώνες με IMPs" (tester t9ay EL-117), the average plus or minus of 3 IMPs now given at any form of scoring, the
    rule widened.  ``[]`` for another language or where the translation says IMPs otherwise (IMP赛, "με IMPs")."""
    if lang not in ("zh", "el"):
        return []
    said = [m.group() for m in _SCORING_FORM_EN.finditer(source)]
    if not said:
        return []
    if re.search(r"国际比赛分|(?<!\w)ιμπ", target, re.IGNORECASE):
        return []  # IMPs said in words (国际比赛分赛)
    if re.search(r"VP|胜利分|(?<!国际)比赛分|(?<!\w)βαθμ\w*\s+αγώνα|ματσπ|matchpoint|victory", target, re.IGNORECASE):
        return []  # another unit in the IMPs' place (VP赛, "με βαθμούς αγώνα"): that term's one finding (fix9ga)
    for m in re.finditer(r"IMPs?", target, re.IGNORECASE):
        before = target[:m.start()].rstrip()
        if not before or not before[-1].isdigit():
            return []  # IMPs named other than as a number's unit: the form said
    return said


def dropped_member_before(source: str, at: int, translation: str, lang: str) -> tuple[int, int] | None:
    """Where an "or" clause of the English law text ``source`` (its "or" at ``at``, a preposition after it: "or by a
    gambling action") is short in the ``zh``/``el`` ``translation`` and the member before it, from the same
    preposition in its clause to the "or" ("by an extremely serious error (unrelated to the infraction)"), holds a
    restricting word (:data:`restrictions.DEGREES`, :data:`restrictions.RESTRICTIONS`: "extremely serious",
    "unrelated") that the translation says nowhere: that member is the alternative gone, its span; the one after the
    "or" stays. Law 12C1(e) without 由于极其严重的错误（与违规无关）或者 / "ένα εξαιρετικά σοβαρό λάθος (άσχετο με
    την παράβαση) ή" (tester t9ay ZL-110, EL-130) named "or by a gambling action" missing, and its "extremely serious"
    and bracket besides. ``None`` otherwise (12C1(e) without its gambling action keeps 极其 and 无关)."""
    from helper.catalog.checks.modality import _fold_same_length

    if lang not in ("zh", "el"):
        return None
    word = re.match(r"or\s+([a-z]+)\b", source[at:], re.IGNORECASE)
    if word is None:
        return None
    clause = max(source.rfind(mark, 0, at) for mark in ",;:.")  # (its clause: after the last comma before the "or")
    same = list(re.finditer(r"\b" + re.escape(word.group(1)) + r"\b", source[clause + 1:at], re.IGNORECASE))
    if not same:
        return None
    start, end = clause + 1 + same[-1].start(), len(source[:at].rstrip())
    member = source[start:end]
    folded = _fold_same_length(translation) if lang == "el" else translation
    for words in list(_DEGREES.values()) + list(_COMPILED.values()):
        if words["en"].search(member) and not words["en"].search(source[at:]) and not words[lang].search(folded):
            return start, end
    return None


_INCLUSION = {
    # "Counting this one, on how many boards …", "including this board", "this one included", "together with it"
    "en": re.compile(r"\b(?:counting|including|together\s+with)\s+[^,;:.?!()]+|\b(?:this|that|the\s+\w+)\s+(?:one\s+)?"
                     r"included\b", re.IGNORECASE),
    # 连同这副牌在内, 包括本副, （含本副）, 算上这一副, 计入本副
    "zh": re.compile(r"连同|包括|在内|算上|计入|包含|(?<![包隐蕴])含(?![义意糊])"),
    # (folded) "Μαζί με αυτήν", "μαζί και αυτήν", "συμπεριλαμβανομένης αυτής", "μετρώντας και αυτήν"
    "el": re.compile(r"(?<!\w)μαζι\s+(?:με|και|κι)(?!\w)|(?<!\w)(?:συμπεριλαμβαν|περιλαμβαν|μετρωντασ|"
                     r"υπολογιζοντασ)\w*"),
}
"""The English's words that count a thing in (the board at hand among "how many boards", Law 12C2(d)) and the words
of the Chinese and Greek (folded) that say so."""
_EXCLUSION = {"zh": re.compile(r"不计|除去|除了|除开|不包括|不含|扣除|排除"),
              "el": re.compile(r"(?<!\w)(?:χωρισ|εκτοσ|πλην|ανευ)(?!\w)|(?<!\w)εξαιρ\w*")}
"""The words that count it out (不计这副牌, "Χωρίς αυτήν"): the English's inclusion said by its opposite, that word's
one finding (tests/test_check_s29.py), not an inclusion dropped."""


_EACH = {
    # "for each board in question", "on each board", "for every session" (not "each other", "each side"; nor "in every
    # form", a scope said by the whole text)
    "en": re.compile(r"\b(?:for|on)\s+(?:each|every)\s+(?!(?:of|other|side|one)\b)\w+(?:\s+(?:in\s+question|"
                     r"concerned|involved|affected))?", re.IGNORECASE),
    # 就每副有关的牌, 各副, 逐副, 所有有关的牌
    "zh": re.compile(r"每|各|逐|所有|全部"),
    # (folded) "για κάθε διανομή υπό εξέταση", "για καθεμία", "ανά διανομή", "εκάστης", "για όλες τις διανομές"
    "el": re.compile(r"(?<!\w)(?:καθε(?:μια|μιασ|νασ|νοσ|να)?|ανα|εκαστ\w*|ολεσ\s+τισ|ολα\s+τα|ολων\s+των)(?!\w)"),
}
"""The English's phrases that give a ruling board by board (86B2(b) "for each board in question") and the words of
the Chinese and Greek (folded) that say "each"."""

_PHRASES = {"inclusion": (_INCLUSION, _EXCLUSION), "each": (_EACH, None)}
"""Per kind of phrase a translation may drop: its words (:data:`_INCLUSION`, :data:`_EACH`) and the words that say it
otherwise, counted as saying it (:data:`_EXCLUSION`: its opposite, another finding's), or None."""


def dropped_phrases(source: str, target: str, lang: str) -> list[str]:
    """The English's phrases of a kind (:data:`_PHRASES`) that the aligned ``zh``/``el`` translation sentence
    (:func:`opposites.folded_pairs`) has fewer words of that kind for: a phrase that counts a thing in ("Counting this
    one, on how many boards of this session has the contestant failed to obtain a result?" without 连同这副牌在内 /
    "Μαζί με αυτήν": tester t9ay ZM-068, EM-071; fix9ra), the count asked now of the other boards, one fewer; one that
    gives the ruling board by board (86B2(b) "for each board in question" without 就每副有关的牌 / "για κάθε διανομή υπό
    εξέταση": fix9ua, tester t9az y050), one score for them all.  The English phrases past the translation's count, as
    written, in order; ``[]`` for another language."""
    if lang not in ("zh", "el"):
        return []
    found = []
    for english, _translation, folded in folded_pairs(source, target, lang):
        for words, otherwise in _PHRASES.values():
            mine = [m.group().strip() for m in words["en"].finditer(english)]
            said = len(words[lang].findall(folded)) + (len(otherwise[lang].findall(folded)) if otherwise else 0)
            found += mine[said:]
    return found
