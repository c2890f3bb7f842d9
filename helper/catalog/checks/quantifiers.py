"""Who and how many a law text speaks of, a score's relation to another, a degree of fault: changed or dropped in a
translation (fix9ae, fresh tester 9l; issue 9 §2).  Each changes who gets which score and carries no number, so
neither the number checks nor :mod:`meaning` see it.

- A quantifier of a contestant, side, board, player, result, member, score or advantage (:data:`QUANTIFIERS`, one list of
  words per language): Law 86B2(c) "If both contestants were at fault" as 如果一方参赛者有过错 (one side: the other
  side's score changes); 12C3 "both members of the offending side" as 违规方的一名成员; 86B2(b) "for each board in
  question" as 就第一副有关的牌 (the first board only); 12C1(c) "a number of potential results" as 一个可能结果;
  86B2(a)/(c) "award one or more artificial adjusted scores" as 判给一个人为调整分 / μία … βαθμολογία (exactly one
  score: the rule narrowed; 一个或数个, 一个或一个以上 say "one or more"; fix9af, fresh tester 9n); 12B1 "any advantage" as 部分利益, "μέρος του
  πλεονεκτήματος": fix9bm).  The
  words fall in groups that say the same count of a noun (``all``: both, each, every, all, any, the two; 双方, 两名,
  每, 各, 所有, 任何; και οι δύο, κάθε, όλοι, οποιοσδήποτε; ``several``: a number of, several, one or more,
  multiple, some, a few; 若干, 多个, 一些; αρκετοί, μερικοί; ``one``: one, only one, a single; ``first``; ``none``: neither,
  双方都不, 双方无局, κανένας από τους δύο, ούτε ο ένας ούτε ο άλλος: fix9ag; ``either``: "either side", which an
  ``all`` or a ``one`` of the translation renders, οποιοσδήποτε άξονας, κάποιος άξονας, 任何一方, and a ``none``
  (κανένας άξονας, κανείς, κανέναν) changes: fix9az).  An English "a" counts as one for a
  one of the translation of its own kind of noun (Greek ένας αγωνιζόμενος renders "a contestant", not μία διανομή
  "multiple boards") but is never said missing.  A quantifier of two nouns joined by "or" (all boards or contestants,
  όλες τις διανομές ή όλους τους αγωνιζόμενους) counts twice; a Greek noun in the singular with no quantifier is one
  where the English's plural noun is quantified and the translation has no plural of it (86B2(c) "one or more
  artificial adjusted scores" as "τεχνητή επανορθωτική βαθμολογία").  A group
  of the English more often than in the translation while another group is there more often than in the English
  is a quantifier changed (:func:`changed_quantifiers`); a quantifier only left out or only added is wording
  (Chinese needs a measure word where English has "a").
- A relation of one score to another (:data:`RELATIONS`): 86B2(b) "the complement of the score awarded to their
  opponents" as 与其对手所得相同的分数 (the same score): the English's relation word missing and the other one
  there is an error (:func:`changed_relations`).  "More / less favourable" is :mod:`comparison`'s.
- A degree of fault (the ``words`` of :data:`interface_terms.DEGREES`): "only partly", "directly", "in no way",
  "wholly" at fault, each a category of its own in Law 12C2(a) and 12C3; 仅部分有过错 as 部分有过错 leaves out
  "only", 直接有过错 as 有过错 the degree (:func:`dropped_degrees`).  The official Greek of 12C2(a) says "only partly at fault" as "έσφαλε
  μερικώς" (partially, a degree of its own), which is kept; "εν μέρει" needs its μόνο.

Greek is matched on folded text (:func:`modality._fold_same_length`: no accents, lower case, final sigma as σ).
"""

from __future__ import annotations

import re
from collections import Counter
from typing import NamedTuple

from helper.catalog.checks.interface_terms import DEGREES, PER_ONE_EN
from helper.catalog.checks.modality import _fold_same_length

# the nouns a quantifier is compared for (Chinese 人 not in 人为 "artificial"; a side as 方, a board as 副/牌, not the
# 牌 of 桥牌 "bridge"; an adjusted score as 调整分, βαθμολογία, not the verb βαθμολογείται "is scored": "one or more
# adjusted scores", fix9af, fix9ag)
_NOUN = {
    "en": r"(?:contestants?|sides?|boards?|players?|results?|outcomes?|members?|pairs?|teams?|scores?|"
          r"advantages?|benefits?)\b",
    "zh": r"(?:参赛者|参赛队|方|副|牌手|(?<!桥)牌|结果|成员|人(?!为)|队|选手|搭档|调整分|分数|得分|利益|好处|优势|(?:违规|犯规)者)",
    "el": r"(?:(?:αγωνιζομεν|αξον|πλευρ|διανομ|παικτ|αποτελεσμ|μελ|ζευγ|ομαδ|πλεονεκτημ|οφελ|παραβατ)\w*|"
          r"υπαιτι(?:ο|οσ|ου|ον)(?!\w)(?!\s+(?:αξον|πλευρ))|"
          r"βαθμολογ(?:ι(?:α|ασ|εσ|ων)|ησ(?:η|ησ|εισ|εων))(?!\w))",
}
# how far a noun may stand after its quantifier: two words ("each board", "a number of potential results"), six
# characters in Chinese (若干种可能结果), three words in Greek (και των δύο αγωνιζόμενων)
_REACH = {
    "en": r"(?:\s+(?:of\s+)?(?:the\s+)?(?:[a-z-]+\s+){0,2}?)",
    "zh": r"[^，。；、,;：:（）()〔〕\[\]]{0,6}?",
    "el": r"(?:\s+(?:απο\s+)?(?:[^\W\d]+\s+){0,2}?)",
}

QUANTIFIERS = {
    "en": (
        # "neither side": no contestant, not one, not both (fix9ag); "no contestant", as Greek κανένας αγωνιζόμενος
        # (fix9as)
        ("none", r"neither(?:\s+of)?|no(?=\s+(?:contestants?|sides?|players?|teams?)\b)"),
        # "at least one" is "one or more" (fix9ha, tester 9ao zh01: 86B2(c) as 至少一个人为调整分)
        ("several", r"one\s+or\s+more|at\s+least\s+one|a\s+number\s+of|"
                    r"several|multiple|a\s+series\s+of|a\s+few|some"),
        ("first", r"the\s+first"),
        # "either side": one side or the other, whichever (οποιοσδήποτε άξονας, κάποιος άξονας, 任何一方): a group of its
        # own, rendered by an "all" or a "one" of the translation, not by a "neither" (κανένας άξονας: fix9az); not
        # "either … or" (its noun right after it, "either of the two sides")
        ("either", r"either(?=\s+(?:of\s+(?:the\s+)?(?:two\s+)?)?(?:contestants?|sides?|players?|pairs?|teams?|boards?|"
                   r"members?)\b)"),
        ("all", r"both|each|every|all|any|the\s+two|no\s+two"),
        # not "more than one" (86B2's "more than one adjusted score": a count, the number checks')
        ("one", r"(?<!than\s)(?:only\s+one|one|a\s+single)"),
        # "a contestant": Greek says ένας αγωνιζόμενος; counted as one, never said missing (a generic "a")
        ("article", r"an?"),
    ),
    "zh": (
        # 双方都不 / 两方均不 / 双方参赛者都没有 / 任何一方都不 / 双方无局: neither, with its negation (fix9ag); 没有参赛者: "no
        # contestant" (fix9as)
        # (不同, 不一样: "different", no negation - 12C3 两名成员不同地执行, fix9hd)
        ("none", r"(?:(?:双方|两方|二者|两者|两名|任何(?:一方|一名)?)(?:参赛者|牌手|成员|选手)?(?:都|均|皆)?"
                 # (not 不是…就是 "either … or": 12B2 对任何一方不是过分严厉就是过分有利; fixyd)
                 r"(?:不(?!同|一样|是[^，。；：]{1,20}?(?:就是|便是))|没有|没|无|未))|"
                 r"(?:没有|无)(?:任何)?(?:一方|参赛者|牌手|选手)|"
                 # 各参赛者均无过错, 所有参赛者都没有, 每一方都不: "all … not" (都/均/皆 before the negation) is "none", the
                 # negation the quantifier's (fix9ff, tester 9am); not 不都 ("not all": 都 after the negation)
                 r"(?:各|所有|全部|每一?(?:个|名|位)?)(?:参赛者|牌手|成员|选手|方)(?:都|均|皆)(?:不|没有|没|无|未)"),
        # 至少一个 / 最少一个 / 起码一个 / 不少于一个: "at least one", "one or more" (fix9ha, tester 9ao zh01)
        ("several", r"一(?:个|名|副|方)或(?:更多|多|数|几)(?:个|名|副|方)?|(?:至少|最少|起码|不少于)一(?:个|名|副|方|种)?|"
                    r"一(?:个|名|副|方)(?:或一(?:个|名|副|方)|及|或)?以上|若干|多个|多名|多副|数个|数名|数副|几个|几副|一系列|"
                    r"一些|某些|有些|(?<![仅只])部分(?!有?过错|责任|负)"),
        ("first", r"第一(?:个|名|副|方)?"),
        # 任何一方 / 任一方 / 任何一名: "either side", one of them, whichever (12B2 "advantageous to either side"), not
        # "both": 86B2(c) "If both contestants were at fault" as 如果任何一方参赛者有过错 (fix9mb, tester t9aw
        # zh_laws087); tried before ``all`` (任何) and ``one`` (一方)
        ("either", r"任何一(?:方|名|位|个)|任一(?:方|名|位|个)"),
        # 两人 / 二人 ("the two of them": 12C3 "both members of the offending side" as 违规方两人, fix9bk, tester 9z), not
        # 两人以上 ("two or more", a count)
        # (not the 各 of one side, 其中一方各得 "one of them each gets" for 12C4's "assigned to each": one side, fix9rb)
        ("all", r"双方|两(?:名|个|位|副|方|队|对)|(?:两|二)人(?!以上|或)|二者|两者|每|(?<![一某]方)(?<![一某]人)各(?!自)|所有|"
                r"全部|一切|任何|任一"),
        # "only the offender" (仅对违规者, 只由违规者): one player, though no measure word counts him (12C3 "both members
        # of the offending side" as 仅对违规者, fix9ga, tester 9am)
        # 某一特定方 ("one particular side"; beside 任何一方, "either", since fix9mb)
        ("one", r"某一(?:特定的?)?(?:方|名|位|个)|"
                r"(?<![第另每十两二三四五六七八九〇零\d])(?:单一|一(?:名|个|位|副|方|人|队|对|种))|"
                r"(?:仅|只|唯)(?:对|向|给|由|于|有)?(?=(?:该)?(?:违规|犯规)(?:者|的?人|的?牌手))|"
                # 仅对负有责任的成员 ("only the responsible member": 12C3, fix9hd, tester 9ao e77)
                r"(?:仅|只|唯)(?:对|向|给|由|于)(?=(?:该)?(?:负有?|应负|有)(?:违规)?责任的?(?:成员|人|牌手|一方|者))"),
    ),
    "el": (
        # κανένας από τους δύο, ούτε ο ένας ούτε ο άλλος: neither (fix9ag); κανένας άξονας, κανένας αγωνιζόμενος, the
        # pronoun κανείς ("Κανείς τρωτός"): neither side, no contestant (fix9as) - not κανένα of a thing (κατά κανένα
        # τρόπο, καμία βαθμολογία, κανένα ζεύγος σκορ: "in no way", "no score", "no two scores")
        ("none", r"(?:κανεν\w*|κανεισ)\s+απο\s+(?:τουσ|τισ|τα|των)\s+δυο|καμια\s+απο\s+(?:τισ|των)\s+δυο|"
                 r"ουτε\s+(?:ο|η|το|του|τησ|τον|την)\s+(?:ενασ|ενοσ|εναν|ενα|μια|μιασ)\s+ουτε\s+(?:ο|η|το|του|τησ|τον|την)\s+αλλ\w*|"
                 r"(?:κανεν\w*|καμια\w*)\s+(?:αξον|πλευρ|αγωνιζομεν|παικτ|ομαδ)\w*|κανεισ|"
                 # the pronoun in another case ("ευνοϊκή για κανέναν": to neither side; fix9az), not κανενός of a noun
                 r"(?:κανεναν|κανενοσ)(?!\s+(?!(?:δεν|δε|μην|μη|ουτε|θα|να)(?!\w))[^\W\d])"),
        # ("μία και περισσότερες", "one and more": an accepted wording of "one or more", as 一个及以上, fix9cb)
        # "τουλάχιστον μία / ένα" ("at least one": "one or more", fix9ha)
        ("several", r"(?:ενα|ενασ|ενοσ|μια|μιασ|μια)\s+(?:η|και)\s+περισσοτερ\w*|"
                    r"τουλαχιστον\s+(?:ενα|ενασ|ενοσ|εναν|μια|μιασ|μιαν)|"
                    r"δυο\s+(?:η|και)\s+περισσοτερ\w*|αρκετ\w*|"
                    r"πολλαπλ\w*|λιγ(?:α|οι|εσ|ων)|ενοσ\s+συνολου|σειρα\s+απο|μερικ(?:οι|α|εσ|ουσ|ων)|ορισμεν\w*|"
                    # "part of the advantage" (μέρος του πλεονεκτήματος, fix9bm), not εκ μέρους / από μέρους ("on behalf
                    # of")
                    r"(?<!εκ\s)(?<!απο\s)μεροσ(?=\s+(?:του|τησ|των)(?!\w))"),
        ("first", r"πρωτ\w*"),
        ("all", r"και\s+(?:(?:οι|των|τα|τουσ|τισ|στα|στουσ|στισ|στο|στον|στη|στην)\s+)?δυο|αμφοτερ\w*|"
                r"καθε(?:\s+(?:μια|ενα|ενασ)\s+απο)?|"
                r"καθενασ|καθεμια|καθενα|ολ(?:οι|α|εσ|ουσ|ων|ο|η|ησ)|οποι\w*δηποτε"),
        # not "από μία" / "περισσότερα του ενός" (more than one: a count, the number checks'), see _MORE_THAN
        # κάποιος άξονας: some one side, whichever ("either side" where the English has no quantifier; "neither side"
        # made it, fix9as)
        # "only the offender" (μόνο στον υπαίτιο, μόνο τον παραβάτη): one player (12C3, fix9ga, tester 9am)
        ("one", r"(?<!απο\s)(?:μονο\s+)?(?:ενασ|ενοσ|εναν|ενα|μια|μιασ|μιαν)(?:\s+μονο)?|καποι(?:οσ|ου|ον|α|ασ)|"
                # "only the responsible member" (μόνο στο υπεύθυνο μέλος: 12C3, fix9hd, tester 9ao e77)
                r"μονο(?=\s+(?:σ?τ?(?:ον|ην|ο|η)\s+)?(?:υπαιτι|παραβατ|υπευθυν))"),
    ),
}
"""The quantifiers of each language, by group (the longer words of a group first; groups tried in this order, so
that "one or more" is ``several`` and not ``one``).  A quantifier counts only with a noun of :data:`_NOUN` after
it (:data:`_REACH`) or, in Chinese, as the noun itself (双方, 一方)."""

# the distributive 各 before its verb: 各按自己的结果计分 ("each scored from its own outcomes"), 各得, 各分别, 各依 - the
# pronoun "each" of the nouns just named, with no noun of its own (结果 there is what it is scored from; fix9cg,
# tester 9ag M-zh-m-ok-11)
_ZH_DISTRIBUTIVE_VERBS = r"按|得|分别|依|据|凭|以|从|由|计|自行"
_ZH_DISTRIBUTIVE = re.compile(r"各(?=" + _ZH_DISTRIBUTIVE_VERBS + ")")


def _pattern(lang: str) -> re.Pattern:
    bound = (r"\b", r"\b") if lang == "en" else ((r"(?<!\w)", r"(?!\w)") if lang == "el" else ("", ""))
    # a Chinese or Greek "neither" names its two and its negation (双方都不, ούτε ο ένας ούτε ο άλλος): no noun needed
    alone = [(group, words) for group, words in QUANTIFIERS[lang] if group == "none" and lang != "en"]
    parts = [f"(?P<{group}>{bound[0]}(?:{words}){bound[1]})" for group, words in QUANTIFIERS[lang]
             if (group, words) not in alone]
    noun = _NOUN[lang]
    # 双方, 一方, 一人: the quantifier with its noun; 各按, 各得: "each" of the nouns just named (_ZH_DISTRIBUTIVE)
    fused = r"|(?<=[方人])|(?<=各)(?=" + _ZH_DISTRIBUTIVE_VERBS + ")" if lang == "zh" else ""
    if lang == "en":  # "assigned to each", "both of them", "each scored": the pronoun for the nouns just named
        fused = (r"|(?<=\beach)(?=\s*(?:[.;:,)]|$|of\s+(?:them|these|those)\b|[a-z]+ed\b|(?:gets?|receives?)\b))"
                 r"|(?<=\bboth)(?=\s+of\s+them\b)|(?<=\bneither)(?=\s+of\s+(?:them|the\s+two)\b)"
                 # "only one of them" (12C3): one of the nouns just named, which 其中只有一人 renders (fix9bk)
                 r"|(?<=\bone)(?=\s+of\s+them\b)")
    if lang == "el":  # ο καθένας, ο πρώτος: the pronoun for the contestants just named ("each scored", fix9ag)
        fused = (r"|(?<=καθενασ)|(?<=καθεμια)|(?<=καθενα)|(?<=καθεναν)"
                 r"|(?<=\sο\sπρωτοσ)|(?<=\sη\sπρωτη)|(?<=\sτο\sπρωτο)"
                 # "μόνο ένα από αυτά": "only one of them" (12C3), of the nouns just named (fix9bk)
                 r"|(?=\s+απο\s+(?:αυτ|τουτ)(?:α|ουσ|εσ|ων|οι|ο|ον|η|ην)(?!\w))")
    counted = f"(?:{'|'.join(parts)})(?=(?:{_REACH[lang]}{noun}){fused})"
    if alone:
        counted = f"(?P<{alone[0][0]}>{bound[0]}(?:{alone[0][1]}){bound[1]})|{counted}"
    return re.compile(counted, re.IGNORECASE if lang == "en" else 0)


# "with both sides and contestants", 所有牌或参赛者, όλες τις διανομές ή τους αγωνιζόμενους: a second noun joined to a
# quantifier's noun by "and"/"or" is quantified too, counted again (fix9ag)
_JOINED = {
    "en": re.compile(r"\s+(?:or|and)\s+(?:the\s+)?" + _NOUN["en"], re.IGNORECASE),
    "zh": re.compile(r"(?:或者|或|和|及|与)" + _NOUN["zh"]),
    "el": re.compile(r"\s+(?:η|και)\s+(?:(?:ο|η|οι|τον|την|τουσ|τισ|τα|των|του|τησ)\s+)?" + _NOUN["el"]),
}
# "περισσότερα του ενός", "more than one": a count (the number checks'), no quantifier one (fix9af, fix9ag)
_MORE_THAN = re.compile(r"(?:περισσοτερ|λιγοτερ)\w*\s+(?:του|τησ)\s+\Z")
# 不改变任何分数 ("changes nothing"): the negation's "any", no count of all (fix9ag)
_NEGATED_ANY = re.compile(r"(?:不|没有|没|无|未)[^，。；、,;：:]{0,3}\Z")


_COMPILED = {lang: _pattern(lang) for lang in QUANTIFIERS}
_NONE = {lang: re.compile(dict(QUANTIFIERS[lang])["none"], re.IGNORECASE) for lang in QUANTIFIERS}
"""The words of a "neither" per language (Greek folded), matched where a quantifier's words begin."""

# "no side is offending" is "both sides are non-offending" (fix9by, tester 9ad: "both sides are non-offending" as
# "κανένας άξονας δεν είναι υπαίτιος", 双方都不是违规方, 没有一方是违规方): a "none" of the translation followed by the
# offending side (its negation the "none"'s own, Greek folded) renders an English "all" said of the non-offending side
_NON_OFFENDING_EN = re.compile(r"\bnon\s*-?\s*offending\b", re.IGNORECASE)
_NONE_OFFENDING = {
    "zh": re.compile(r"(?:是|为)?违规(?:方|一方|的一方|者)?(?![的记行])"),
    "el": re.compile(r"\s+(?:\w+\s+)?(?:δεν|δε)\s+(?:(?:ειναι|ηταν)\s+(?:ο\s+|η\s+)?(?:υπαιτι|παραβατ)\w*|παρεβ\w*)(?!\w)"),
}


def _none_offending_as_all(target: str, theirs: list[Quantifier], english: list[Quantifier],
                           lang: str) -> list[Quantifier]:
    """``theirs`` (the translation's quantifiers, groups keyed as in :func:`changed_quantifiers`) with each "none"
    followed by the offending side (:data:`_NONE_OFFENDING`: "κανένας άξονας δεν είναι υπαίτιος", 双方都不是违规方)
    relabelled ``all``, as many as the English (``english``, which names the non-offending side) has "all"s of that
    kind of noun beyond the translation's and the translation "none"s beyond the English's."""
    folded = _fold_same_length(target) if lang == "el" else target
    own, count = Counter(q.group for q in english), Counter(q.group for q in theirs)
    result = []
    for q in theirs:
        kind = q.group[1]
        if (q.group[0] == "none" and own[("all", kind)] > count[("all", kind)] and count[q.group] > own[q.group]
                and _NONE_OFFENDING[lang].match(folded, q.end)):
            count[q.group] -= 1
            count[("all", kind)] += 1
            q = q._replace(group=("all", kind))
        result.append(q)
    return result


class Quantifier(NamedTuple):
    """A quantifier of a noun: its group (``all``, ``several``, ``one``, ``first``; ``article`` for an English
    "a"), its words and place (Greek on the folded text, of the same length)."""

    group: str
    words: str
    start: int
    end: int


_ARTICLE_SCORE = re.compile(_REACH["en"] + r"scores?\b", re.IGNORECASE)
_TAIL = {lang: re.compile(_REACH[lang] + _NOUN[lang], re.IGNORECASE if lang == "en" else 0) for lang in _NOUN}
"""The noun of a quantifier after it (matched at the quantifier's end), per language."""
"""The noun "score" after an English "a": the score of a rule, not one score of several."""


def quantifiers(text: str, lang: str) -> list[Quantifier]:
    """The quantifiers of a contestant, side, board, player, result, member or score in ``text`` (``lang`` ``en``,
    ``zh`` or ``el``), in order of place; a quantifier of two nouns joined by "or"/"and" (all boards or contestants,
    所有牌或参赛者) is there twice, two next to each other of one group (任何两个桥牌得分) once.  ``[]`` for another
    language."""
    if lang not in _COMPILED:
        return []
    folded = _fold_same_length(text) if lang == "el" else text
    found: list[Quantifier] = []
    tail = _TAIL[lang]
    for match in _COMPILED[lang].finditer(folded):
        group = match.lastgroup
        if group == "article" and _ARTICLE_SCORE.match(text, match.end()):
            continue  # "an adjusted score": no count of scores (12C1(c)'s "An assigned adjusted score", fix9af)
        if lang == "el" and group == "one" and _MORE_THAN.search(folded, 0, match.start()):
            continue
        if lang == "zh" and match.group().startswith("任何") and group in ("all", "either") and _NEGATED_ANY.search(
                folded, 0, match.start()):
            continue
        if found and found[-1].group == group and found[-1].end == match.start() and group != "article":
            last = found.pop()  # 任何两个: one quantifier
            found.append(last._replace(words=text[last.start:match.end()], end=match.end()))
            continue
        quantifier = Quantifier(group, text[match.start():match.end()], match.start(), match.end())
        found.append(quantifier)
        noun = tail.match(folded, match.end())
        if group != "article" and noun and _JOINED[lang].match(folded, noun.end()):
            found.append(quantifier)
    return found


def _phrase(text: str, quantifier: Quantifier, lang: str) -> str:
    """The quantifier with its noun ("both contestants", 一方参赛者, "ενός αγωνιζόμενου")."""
    if lang == "zh" and _ZH_DISTRIBUTIVE.match(text, quantifier.start):
        return text[quantifier.start:quantifier.end]  # 各按…: no noun of its own
    folded = _fold_same_length(text) if lang == "el" else text
    tail = _TAIL[lang].match(folded, quantifier.end)
    return text[quantifier.start:tail.end() if tail else quantifier.end]


_KINDS = {  # the nouns of :data:`_NOUN` by kind: who (a contestant, side, player, member, pair, team), board, result,
    # score; a translator may say a contestant as a side, not a board as a result
    "en": (("board", r"boards?"), ("result", r"results?|outcomes?"), ("score", r"scores?")),
    "zh": (("board", r"副|牌(?!手)"), ("result", r"结果"), ("score", r"调整分|分数|得分")),
    "el": (("board", r"διανομ"), ("result", r"αποτελεσμ"), ("score", r"βαθμολογ")),
}


_ZH_SIDES_ACT = re.compile(r"(?:双方|两方|各方|每一?方)(?:各|都|均|皆)")
"""A Chinese quantifier of sides followed by its distributive or "all" adverb (双方各, 双方都): the sides are its
noun (:func:`_kind`)."""

_ZH_SIDES_GIVEN = re.compile(r"(?<=[给予])(?:双方|两方|各方|每一?方|一方|任何一方|任一方)")
"""A Chinese quantifier of sides right after a verb of giving (判给双方, 给予一方, 授予双方: 给, 予): the sides are who
is given, its noun (:func:`_kind`), not the score named after them (tester t9br br-rew10)."""


def _kind(text: str, quantifier: Quantifier, lang: str) -> str:
    """The kind of the noun of ``quantifier`` in ``text`` (:data:`_KINDS`; ``who`` for the others)."""
    if lang == "zh" and (quantifier.words.endswith("人") or quantifier.group == "either"):
        # (任何一方 / 任一方, "either side": a side, whatever noun follows: 12B2 对任何一方有利为由判给调整分 counts
        # sides, not the score six characters on; not 双方得分, "the two scores"; fix9mb)
        # 两人 / 一人 name their noun, persons: 12C3's 1997 "给予违规方两人以相同的调整分" ("award the two of them the
        # same adjusted score") counts the members, not the score six characters on (fix9hf)
        return "who"
    if lang == "zh" and _ZH_SIDES_ACT.match(text, quantifier.start, quantifier.end + 1):
        # 双方各得 / 双方各自得到 / 双方都得到 ("each side gets …"): the sides the subject of their own verb, sides
        # counted, not the scores they get (fix9nb); 双方得分 ("the two scores") stays the scores'
        return "who"
    if lang == "zh" and _ZH_SIDES_GIVEN.match(text, quantifier.start, quantifier.end):
        # 判给双方人为调整分 ("award both sides artificial adjusted scores"): the sides the ones given, their kind,
        # not the score after them (fresh tester t9br br-rew10: "average plus to both sides" as 判给双方…, fiza)
        return "who"
    phrase = _phrase(text, quantifier, lang)
    nouns = list(re.finditer(_NOUN[lang], _fold_same_length(phrase) if lang == "el" else phrase,
                             re.IGNORECASE if lang == "en" else 0))
    return _noun_kind(nouns[-1].group() if nouns else phrase, lang)


def _noun_kind(noun: str, lang: str) -> str:
    """The kind of ``noun`` (a word of :data:`_NOUN`, Greek folded): ``board``, ``result``, ``score`` or ``who``."""
    return next((kind for kind, words in _KINDS[lang] if re.match(words, noun, re.IGNORECASE)), "who")


_CONCERNS = (("advantage", r"advantages?|benefits?"), ("board", r"boards?"),
             ("score", r"results?|outcomes?|scores?"), ("who", r"\w+"))


def concerns(english: str) -> str:
    """What the English words of a quantifier changed (:func:`changed_quantifiers`' ``english_words``, "any
    advantage", "both contestants") count, so that its finding asks about that: ``advantage`` (an advantage or
    benefit), ``board``, ``score`` (a score, result or outcome), ``who`` (a contestant, side, player, member, pair or
    team), or ``""`` when the words name no noun ("each", "both of them": the nouns just named)."""
    nouns = re.findall(_NOUN["en"], english, re.IGNORECASE)
    if not nouns:
        return ""
    return next(kind for kind, words in _CONCERNS if re.fullmatch(words, nouns[-1], re.IGNORECASE))


def changed_quantifiers(source: str, target: str, lang: str) -> list[tuple[str, str]]:
    """``(english_words, translation_words)`` for each quantifier of the English whose group the translation has
    fewer times while it has another group more times than the English ("both contestants" / 一方参赛者, "each
    board" / 第一副有关的牌): pairs in the order of the English, each extra quantifier of the translation used once,
    with the English one nearest to its place; a Greek noun in the singular with no quantifier for an English plural
    one ("one or more … scores" as "τεχνητή επανορθωτική βαθμολογία", fix9ag).
    ``source``: the English; ``target``: its ``zh`` or ``el`` translation; ``[]`` for another language."""
    if lang not in ("zh", "el"):
        return []
    # a quantifier belongs to its own noun (fix9an, tester 9o): 该几副牌 ("the boards") counts boards, not the scores
    # of "one or more … scores" made 一个…调整分; a quantifier of a score or a result (κάθε αποτέλεσμα for "per score")
    # is compared with those of scores and results only: its group is (word group, of a score)
    def keyed(text: str, found: list[Quantifier], language: str) -> list[Quantifier]:
        return [q._replace(group=(q.group, _kind(text, q, language) in ("score", "result"))) for q in found]

    theirs = keyed(target, quantifiers(target, lang), lang)
    english_all = keyed(source, quantifiers(source, "en"), "en")
    mine = [q for q in english_all if q.group[0] != "article"]
    # an English "a" may be rendered by a one of the translation of its own kind of noun (a contestant: ένας
    # αγωνιζόμενος), not by a one of another (a contestant, a result / μία διανομή for "multiple boards", fix9ag)
    articles = Counter(_kind(source, q, "en") for q in english_all if q.group[0] == "article")
    # an English "either side" is rendered by an "all" (οποιοσδήποτε άξονας, 任何一方) or a "one" (κάποιος άξονας, 一方)
    # of the translation beyond those the English has: that one is counted as the "either" (fix9az)
    theirs = _either_rendered(english_all, theirs)
    if _NON_OFFENDING_EN.search(source) and lang in _NONE_OFFENDING:
        theirs = _none_offending_as_all(target, theirs, english_all, lang)
    for q in theirs:
        if q.group[0] == "one" and articles[_kind(target, q, lang)] > 0:
            articles[_kind(target, q, lang)] -= 1
            mine.append(q)
    count_s, count_t = Counter(q.group for q in mine), Counter(q.group for q in theirs)
    # an English "a" is no "one" the translation must keep ("a player" as οποιουδήποτε παίκτη, any player)
    strong = Counter(q.group for q in english_all if q.group[0] != "article")
    extra = [q for q in theirs if count_t[q.group] > count_s[q.group]]
    # the translation's quantifiers of an extra group: those left over when each of the English's own of that group
    # has taken the one nearest to its place (12C3 "both members … only one of them" as 违规方的一名成员…只有一人: the
    # 一人 renders "only one", 一名成员 is the one left over; fix9bk, tester 9z)
    spare: list[Quantifier] = []
    for group in dict.fromkeys(q.group for q in extra):
        spare += _left_over([q for q in mine if q.group == group], [q for q in theirs if q.group == group],
                            source, target)
    spare.sort(key=lambda q: q.start)
    short = Counter({group: strong[group] - count_t[group] for group in strong if strong[group] > count_t[group]})
    english = [q for q in english_all if short[q.group] > 0]
    # each extra quantifier of the translation, in order, with the English one of a short group nearest to its place
    # (as shares of the texts: "both sides …, each scored" / "και οι δύο άξονες …, ο πρώτος" names "each", fix9ag)
    place = lambda q, text: q.start / max(len(text), 1)
    chosen: dict[int, Quantifier | str] = {}
    # (first with one of the same noun, a score's for a score's, fix9an: 该几副牌 beside 一个…调整分 is no count of the
    # scores; then any)
    used: set[int] = set()
    for same in (True, False):
        for k, other in enumerate(spare):
            free = [i for i, q in enumerate(english) if i not in chosen and short[q.group] > 0
                    and (not same or q.group[1] == other.group[1])]
            if k in used or not free:
                continue
            i = min(free, key=lambda i: abs(place(english[i], source) - place(other, target)))
            short[english[i].group] -= 1
            # (the English's sides counted said as a score's quantifier, where the translation names a compass side
            # the English names nowhere: that side is what took the quantifier's place, "both sides are treated as
            # non-offending" as 南北视为非违规方 beside an unchanged 双方得分; tester t9ba sid51)
            compass = _compass_added(source, target) if english[i].group[1] != other.group[1] else None
            chosen[i] = compass or other
            used.add(k)
    for i, q in enumerate(english):
        if i in chosen or short[q.group] == 0 or q.group[0] not in ("all", "several") or lang != "el":
            continue
        single = _greek_singular(source, q, target, theirs)
        if single:  # "one or more … scores" as "τεχνητή επανορθωτική βαθμολογία": one score (fix9ag)
            short[q.group] -= 1
            chosen[i] = single
    # "IMPs on one board" as 每副牌的 IMP, "ανά διανομή": any one board, said "per" / "each" - no other count; 所有牌
    # ("all the boards", the total) still is one (fix9nb)
    chosen = {i: other for i, other in chosen.items()
              if not (english[i].group[0] == "one" and PER_ONE_EN.search(source, 0, english[i].start)
                      and not isinstance(other, str) and _PER_EACH[lang].match(
                          _fold_same_length(other.words) if lang == "el" else other.words))}
    found = [(_phrase(source, english[i], "en"), other if isinstance(other, str) else _phrase(target, other, lang))
             for i, other in sorted(chosen.items())]
    return found + _both_as_any(source, target, lang, english_all, theirs) if not found else found


_COMPASS_EN = re.compile(r"\b(?:N-?S|E-?W|north|south|east|west)\b", re.IGNORECASE)


def _compass_added(source: str, target: str) -> str | None:
    """The words of the translation ``target`` naming a compass side (NS, EW: :data:`placeholder_roles.SIDE_LABELS`,
    南北, ΑΔ) where the English ``source`` names none (:func:`changed_quantifiers`); ``None`` if there are none."""
    from helper.catalog.checks.placeholder_roles import SIDE_LABELS

    if _COMPASS_EN.search(source):
        return None
    found = [m for label in ("NS", "EW") for form in SIDE_LABELS[label]
             for m in [re.search(rf"(?<![A-Za-z\u0370-\u03ff]){re.escape(form)}(?![A-Za-z\u0370-\u03ff])", target)]
             if m]
    return min(found, key=lambda m: m.start()).group() if found else None


_PER_EACH = {"zh": re.compile(r"每|各"), "el": re.compile(r"καθε|ανα(?!\w)")}
"""The translation's distributive "each" / "per" (每, 各; κάθε, ανά: Greek folded), which says an English "on one
board" (:data:`interface_terms.PER_ONE_EN`)."""

_DUAL_EN = re.compile(r"both|the\s+two", re.IGNORECASE)
_DUAL_EL = re.compile(r"και\s|αμφοτερ")
_ANY_ONE_EL = re.compile(r"οποι(?:οσ|ου|ον|ασ)δηποτε")


def _both_as_any(source: str, target: str, lang: str, english: list[Quantifier],
                 theirs: list[Quantifier]) -> list[tuple[str, str]]:
    """``(English words, translation words)`` for an English "both" (of two) the Greek says as "any one"
    (οποιουδήποτε αγωνιζόμενου, singular): 86B2(c) "If both contestants were at fault" as "Αν επρόκειτο για σφάλμα
    οποιουδήποτε αγωνιζόμενου" (fix9mb, the Greek of t9aw zh_laws087) - both groups ``all``, so counted alike, yet
    one side at fault now suffices.  Only where the translation says fewer "both"s (και οι δύο, αμφότεροι) than the
    English, each English one with the nearest (as shares of the texts) such "any"."""
    if lang != "el":
        return []
    folded = _fold_same_length(target)
    duals = [q for q in english if q.group[0] == "all" and _DUAL_EN.match(q.words)]
    kept = [q for q in theirs if q.group[0] == "all" and _DUAL_EL.match(folded, q.start)]
    anys = [q for q in theirs if q.group[0] == "all" and _ANY_ONE_EL.fullmatch(folded, q.start, q.end)]
    found = []
    place = lambda q, text: q.start / max(len(text), 1)
    for q in duals[len(kept):]:
        if not anys:
            break
        other = min(anys, key=lambda t: abs(place(q, source) - place(t, target)))
        anys.remove(other)
        found.append((_phrase(source, q, "en"), _phrase(target, other, lang)))
    return found


def _left_over(mine: list[Quantifier], theirs: list[Quantifier], source: str, target: str) -> list[Quantifier]:
    """The quantifiers of ``theirs`` (of the translation ``target``, one group) that render none of ``mine`` (the
    English ``source``'s of that group, and those of ``theirs`` already taken for an English "a": those render
    themselves): each English one takes the translation's nearest to its place (as shares of the texts), the nearest
    pairs first; the others are left over, in order of place."""
    free = [q for q in theirs if not any(q is taken for taken in mine)]
    english = [q for q in mine if not any(q is taken for taken in theirs)]
    place = lambda q, text: q.start / max(len(text), 1)
    pairs = sorted((abs(place(e, source) - place(t, target)), i, j)
                   for i, e in enumerate(english) for j, t in enumerate(free))
    used_e: set[int] = set()
    used_t: set[int] = set()
    for _distance, i, j in pairs:
        if i not in used_e and j not in used_t:
            used_e.add(i)
            used_t.add(j)
    return [t for j, t in enumerate(free) if j not in used_t]


def _either_rendered(english: list[Quantifier], theirs: list[Quantifier]) -> list[Quantifier]:
    """``theirs`` (the translation's quantifiers, groups keyed as in :func:`changed_quantifiers`) with each one of
    group ``all`` or ``one`` that renders an English "either" of ``english`` (of the same kind of noun) relabelled
    ``either``: those of a group beyond the English's own count of it, in order, one per English "either"."""
    wanted = Counter(q.group[1] for q in english if q.group[0] == "either")
    if not wanted:
        return theirs
    own = Counter(q.group for q in english)
    count = Counter(q.group for q in theirs)
    result = []
    for q in theirs:
        if q.group[0] in ("all", "one") and wanted[q.group[1]] > 0 and count[q.group] > own[q.group]:
            wanted[q.group[1]] -= 1
            count[q.group] -= 1
            q = q._replace(group=("either", q.group[1]))
        result.append(q)
    return result


def neither_changed(source: str, target: str, lang: str,
                    changed: list[tuple[str, str]] | None = None) -> list[str]:
    """The English quantifiers (with their nouns) that the ``zh`` or ``el`` translation changes into a "neither" or
    from one (:func:`changed_quantifiers`): "both sides" as 双方都没有 or κανένας άξονας … δεν, "no contestant" as
    一方参赛者 or κάποιος αγωνιζόμενος (fix9as).  A "neither" carries its negation: the negation then added or
    dropped is the quantifier's, whose change is the one finding.  ``changed``: :func:`changed_quantifiers` of the
    same texts when the caller has it already (computed anew when ``None``).  ``[]`` for another language."""
    if lang not in ("zh", "el"):
        return []
    if changed is None:
        changed = changed_quantifiers(source, target, lang)
    return [english for english, found in changed if neither_made(english, found, lang)]


def neither_made(english: str, found: str, lang: str) -> str:
    """How a quantifier changed (:func:`changed_quantifiers`' ``english`` words said as ``found`` in ``lang``,
    ``zh`` or ``el``) concerns a "neither": ``"added"`` when the translation's is one and the English's not ("both
    contestants" as "κανενός από τους δύο αγωνιζόμενους", 双方都没有: a negation added), ``"dropped"`` when the
    English's is one and the translation's not ("neither side" as 一方: the negation dropped), else ``""`` (fix9cb)."""
    english_none = bool(_NONE["en"].match(english))
    found_none = bool(_NONE[lang].match(_fold_same_length(found) if lang == "el" else found))
    return "added" if found_none and not english_none else ("dropped" if english_none and not found_none else "")


# Greek nouns of :data:`_NOUN` in the singular (folded), by kind (:data:`_KINDS`): a noun in the singular with no
# quantifier says one, where the English has "one or more … scores", "both contestants" (fix9ag)
_EL_SINGULAR = {
    "score": r"βαθμολογι(?:α|ασ)|βαθμολογηση(?:σ)?",
    "board": r"διανομ(?:η|ησ)",
    "result": r"αποτελεσμα(?:τοσ)?",
    "who": r"αγωνιζομεν(?:οσ|ου|ο)|παικτ(?:ησ|η)|αξον(?:ασ|α)|πλευρ(?:α|ασ)|μελ(?:οσ|ουσ)|ζευγ(?:οσ|ουσ)|ομαδ(?:α|ασ)",
}
_EL_ADJECTIVE = re.compile(r"(?:[^\W\d]{4,}(?:η|α|οσ|ο|ου|ησ)\s+){0,2}\Z")


def _greek_singular(source: str, quantifier: Quantifier, target: str, theirs: list[Quantifier]) -> str:
    """The words of a Greek noun in the singular (with up to two adjectives before it) of the kind of the English
    ``quantifier``'s noun, a plural ("one or more artificial adjusted scores", "both contestants"), when ``target``
    says that noun in the singular only and outside its quantifiers ``theirs``: "τεχνητή επανορθωτική βαθμολογία",
    one score.  ``""`` when the English noun is no plural or the translation has the plural (the count left out:
    wording)."""
    english = _phrase(source, quantifier, "en")
    if not english.lower().endswith("s"):
        return ""
    kind = _kind(source, quantifier, "en")
    folded = _fold_same_length(target)
    nouns = list(re.finditer(r"(?<!\w)" + _NOUN["el"], folded))
    covered = [(q.start, len(_phrase(target, q, "el")) + q.start) for q in theirs]
    mine = [m for m in nouns if _noun_kind(m.group(), "el") == kind]
    single = [m for m in mine if re.fullmatch(_EL_SINGULAR[kind], m.group())]
    if not single or len(single) != len(mine):
        return ""
    free = [m for m in single if not any(a <= m.start() < b for a, b in covered)]
    if not free:
        return ""
    noun = free[0]
    before = _EL_ADJECTIVE.search(folded, 0, noun.start())
    return target[before.start() if before else noun.start():noun.end()]


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

_DEGREES = {kind: {lang: re.compile(p, re.IGNORECASE) for lang, p in words["words"].items()}
            for kind, words in DEGREES.items()}
"""The degrees of fault (Law 12C2(a), 12C3) and their words per language as a law says them (Greek folded):
the ``words`` of :data:`interface_terms.DEGREES`, the one table of them."""


def dropped_degrees(source: str, target: str, lang: str) -> list[str]:
    """The English words of each degree of fault (:data:`interface_terms.DEGREES`) the translation says fewer
    times than the English ("only partly at fault" as 部分有过错, "directly at fault" as 有过错), in the English's
    order.  ``[]`` when the translation says a degree of the English more times than the English (a degree changed
    into another of the English's is :func:`meaning.differences`' finding) and for another language."""
    return [words for _start, _end, words in dropped_degree_spans(source, target, lang)]


def replaced_degrees(source: str, target: str, lang: str) -> dict[str, tuple[str, str]]:
    """What the translation says in place of a degree of fault :func:`dropped_degrees` finds, when that is another
    degree the English never names (12C2(a) "only partly at fault" as 完全有过错, tester 9z ZD23): ``{english_words:
    (translation_words, degree)}``, the translation's words with their fault word (:func:`interface_terms.degree_at`)
    and the degree's name (:data:`interface_terms.DEGREES`).  Only for one degree dropped and one degree of the
    translation the English does not name (else which replaced which is a guess): ``{}`` otherwise."""
    from helper.catalog.checks.interface_terms import degree_at

    dropped = dropped_degree_spans(source, target, lang)
    if len(dropped) != 1:
        return {}
    folded = _fold_same_length(target) if lang == "el" else target
    added = [(kind, match.span()) for kind, words in _DEGREES.items() if not words["en"].search(source)
             for match in words[lang].finditer(folded)]
    if len(added) != 1:
        return {}
    kind, (start, end) = added[0]
    start, end = degree_at(target, lang, start, end)
    return {dropped[0][2]: (target[start:end], kind)}


def dropped_degree_spans(source: str, target: str, lang: str) -> list[tuple[int, int, str]]:
    """:func:`dropped_degrees` with where each stands in the English ``source``: ``(start, end, words)``, the first
    place the English says that degree (the checks that read its words, a negation's "in no way", leave them to the
    degree's one finding: fix9bd)."""
    if lang not in ("zh", "el"):
        return []
    folded = _fold_same_length(target) if lang == "el" else target
    english = {kind: list(words["en"].finditer(source)) for kind, words in _DEGREES.items()}
    theirs = {kind: len(words[lang].findall(folded)) for kind, words in _DEGREES.items()}
    if any(theirs[kind] > len(english[kind]) and english[kind] for kind in _DEGREES):
        return []  # a degree said as another (直接有过错 as 完全无过错): :mod:`meaning` finds what it goes with
    # a degree the English never names ("only partly" as "wholly", μερικώς as πλήρως, fix9as): no label of meaning's
    # to bind, so the English's degree is said missing here
    found = [english[kind][0].span() + (english[kind][0].group(),) for kind in _DEGREES
             if len(english[kind]) > theirs[kind]]
    return sorted(found)


class DegreeForDegree(NamedTuple):
    """A degree of fault of the English said as another degree the English also names (:func:`degree_for_degree`):
    where the English says it (``start``, ``end``, its ``words``), its name (``expected``) and the name of the
    degree the translation says in its place (``found``), names of :data:`interface_terms.DEGREES`."""

    start: int
    end: int
    words: str
    expected: str
    found: str


def degree_for_degree(source: str, target: str, lang: str) -> DegreeForDegree | None:
    """A degree of fault of the English said as another of the English's degrees in the ``zh`` or ``el``
    translation: one degree (:func:`polarity.polar_labels`' ``fault`` labels) said fewer times than in the English
    and one other said more times, all else as many times (12C2(a) "in no way at fault" as 仅部分有过错 beside the
    仅部分有过错 of the 50% case, tester 9ab Cz-5; "only partly at fault" as "έσφαλε σαφώς").  The number of that case
    goes with its degree: the degree replaced is the defect (numbers moved between degrees that all keep their count
    are the numbers').  ``None`` for another language or when the counts say no such one-for-one replacement."""
    from helper.catalog.checks.polarity import polar_labels

    if lang not in ("zh", "el"):
        return None
    english = [p for p in polar_labels(source, "en") if p.pair == "fault"]
    theirs = Counter(p.label for p in polar_labels(target, lang) if p.pair == "fault")
    mine = Counter(p.label for p in english)
    fewer = [label for label in mine if theirs[label] < mine[label]]
    more = [label for label in theirs if theirs[label] > mine[label]]
    if len(fewer) != 1 or len(more) != 1 or mine[more[0]] == 0:
        return None
    if mine[fewer[0]] - theirs[fewer[0]] != 1 or theirs[more[0]] - mine[more[0]] != 1:
        return None
    first = next(p for p in english if p.label == fewer[0])
    return DegreeForDegree(first.start, first.end, source[first.start:first.end], fewer[0], more[0])
