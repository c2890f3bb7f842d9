"""Words whose prefix negates them, per language, as data (issue 9 §2, fix9y): below :mod:`negation`, which reads them.

An English word whose prefix negates it ("unauthorised", "inadvertently", "illegal", "irregular", "incorrect",
"improper", "insufficient", "unable", "non-offending", "disqualified", "misinformation") carries a negation: a
translation may say it with a negated word (未经授权, 无意中, 不合法, 不正确, 不当, 不足, 不能; "μη εξουσιοδοτημένη",
"δεν ήταν νόμιμη", "δεν επαρκεί", "δεν μπορεί"; "if unsuccessful" as "αν δεν πετύχαινε", the verb, fix9ca) and adds no negation so; or with a word of its own that needs none
(非法, 错误信息, 取消资格; παράνομη, ακούσια, λανθασμένη).  Only the words listed here are read as prefixed: the same
letters with no prefix ("understand", "information", "interval", "discard", "missing") carry no negation.

``EN_PREFIXED``: the English words (each a regular expression of one word and its forms).  ``NEGATED_FORMS``: per
translation language, a negation and the word it negates that render one of them (Greek on folded text: accents
off, lower case, final sigma as σ).  ``STEMS``: for each English word whose opposite has a rendering (fix9ah: all
but the "mis-" words, "undue", "disqualified": their renderings need no negation, 错误信息, 过重, 取消资格), the word
without its negation in each language (授权 for "authorised", νομιμ- for "legal", 保存 for "saved", γνωστ- for
"known"): that word said without a negation where the English has the prefixed one (授权的 for "unauthorised",
已保存 for "unsaved") is a negation dropped.  "unable" and "impossible" said so are the interface's negated modal
(:func:`negation.interface_negations`), "non-offending" the sides swap (:func:`pair.swapped_side`): one finding each, theirs.
"""

from __future__ import annotations

import re

EN_PREFIXED = (
    # un-
    r"unauthori[sz]ed", r"unintentional(?:ly)?", r"unintended", r"unable", r"unaware", r"unchanged", r"unclear",
    r"unconditional(?:ly)?", r"undue", r"unduly", r"unescaped", r"unexpected(?:ly)?", r"unfair(?:ly)?",
    r"unfinished", r"unknown", r"unlikely", r"unreadable", r"unrecogni[sz]ed", r"unrelated", r"unsaved", r"unset",
    r"unsuccessful(?:ly)?", r"untranslated", r"unusual(?:ly)?", r"uncertain",
    # in-, im-, il-, ir-
    r"inadvertent(?:ly)?", r"incorrect(?:ly)?", r"insufficient(?:ly)?", r"invalid", r"invisible", r"incomplete",
    r"inconsistent", r"inappropriate(?:ly)?", r"inadequate(?:ly)?", r"improper(?:ly)?", r"impossible",
    r"illegal(?:ly|ity|ities)?", r"irregular(?:ly)?", r"irregularit(?:y|ies)",
    # non-
    r"non-?\s?offending", r"non-?balancing", r"non-?comparable",
    # dis-, mis-
    r"disqualif(?:y|ies|ied|ication)", r"dishonest(?:ly|y)?", r"disallow(?:s|ed)?",
    r"misinformation", r"misinformed", r"misexplanation", r"misplaced", r"misspel(?:t|led|ling)",
)
_EN = re.compile(r"(?<![\w-])(?:" + "|".join(EN_PREFIXED) + r")(?![\w-])", re.IGNORECASE)

NO_NEGATED_FORM = re.compile(r"(?<![\w-])(?:non-?\s?offending|undue|unduly|mis[a-z]+)(?![\w-])", re.IGNORECASE)
"""The prefixed words a translation says with no negated word (fix9ib): "non-offending" by the side's term (αναίτιος,
非违规方; named by what it did not do, "ο άξονας που δεν παρέβη", 未违规方, it is :data:`sides.SIDE_NAMES`' and left out
of the counts already), "undue"/"unduly" by 过重, 过于, υπερβολικά, the "mis-" words by 错误, λανθασμένη: they license
no negated form (:func:`negated_forms`) - a "δεν μπορεί" beside them is a negation added (12A1, 12B2)."""

NEGATED_FORMS = {
    "zh": re.compile(r"(?:未经过?|毫无|无法|不|未|无|非|没有?)(?:被|曾|太|要|再)?"
                     r"(?:授权|许可|批准|同意|故意|有意|经意|意|合法|合规|法|规范|规则|正常|正确|准确|恰当|适当|妥当|妥|当|"
                     r"足够|足|够|充分|充足|能够|能|可能|可见|有效|效|知道|知|明确|明|变|条件|必要|转义|预期|预料|"
                     r"完成|可读|读取|识别|改变|更改|修改|改动|比较|相关|关|保存|设置|成功|翻译|平衡|可比|完整|一致|公平|寻常|确定|清楚|(?:具备|具有|有)?资格|"
                     r"诚实|允许|准)"),
    "el": re.compile(r"(?<!\w)(?:δεν|δε|μην|μη|οχι)\s+(?:(?:ηταν|ειναι|θα|να|εχει|εχουν|ειχε|ειχαν|εχει\s+γινει|"
                     r"γινεται|ηταν\s+δυνατον)\s+)?(?:(?:καθολου|πια|πλεον|ακομη|ακομα)\s+)?(?:εξουσιοδοτ|εγκεκριμ|εγκρι|σκοπ|ηθελ|εσκεμμ|προθεσ|νομιμ|κανονικ|"
                     r"σωστ|ορθ|ακριβ|καταλληλ|ενδεδειγμ|επαρκ|αρκ|μπορ|δυνατ|ικαν|εγκυρ|ορατ|γνωστ|γνωρ|"
                     r"αλλα[ξζχγ]|μεταβ|ολοκληρ|αναγνω|διαβα|αποθηκευ|ορι[σζ]|επιτυχ|πετυχ|μεταφρασ|σχετι|συμπληρ|συγκρι|πληρ|"
                     r"συνεπ|δικαι|πιθαν|συνηθ|σαφ|βεβαι|επιτρεπ|τιμι|παρεβ|αναμεν|προβλεπ|ισοζυγ|ισορροπ)\w*"),
}

# (English prefixed word, the English word(s) without the prefix - and those the translation's word also renders -,
# {language: the rendering of the word without its negation}).  Only words whose rendering is one word the negation
# sits right before (未经授权 / 授权; 不合法 / 合法; "μη έγκυρη" / έγκυρη); a word said whole with no negation
# (非法, 错误, 意外, 取消资格, 违规 for "irregularity"; παράνομη, λανθασμένη, ακούσια, άγνωστη, αναίτιος) matches none.
# A language left out has no such word: 过重 for "unduly", εσφαλμένη for "misinformed" (fix9ah: all of EN_PREFIXED
# whose opposite has a rendering)
STEMS = (
    (r"unauthori[sz]ed", r"authori[sz](?:ed|es?|ation)", {"zh": r"授权|许可|批准", "el": r"εξουσιοδοτ\w*|εγκεκριμεν\w*"}),
    (r"unintentional(?:ly)?|unintended|inadvertent(?:ly)?", r"intentional(?:ly)?|intended|deliberate(?:ly)?",
     {"zh": r"故意|有意", "el": r"σκοπιμ\w*|εσκεμμεν\w*|ηθελημεν\w*|εκουσι\w*"}),
    (r"illegal(?:ly|ity|ities)?", r"legal(?:ly|ity)?|lawful(?:ly)?", {"zh": r"合法", "el": r"νομιμ\w*"}),
    (r"incorrect(?:ly)?", r"correct(?:ly|ed|ion|s)?|right", {"zh": r"正确|准确", "el": r"σωστ\w*|ορθ(?:η|ο|οσ|α|εσ|ων|ου|ησ|ωσ)"}),
    (r"insufficient(?:ly)?|inadequate(?:ly)?", r"sufficient(?:ly)?|adequate(?:ly)?|enough",
     {"zh": r"足够|充分|充足", "el": r"επαρκ\w*"}),
    (r"invalid", r"valid(?:ity)?", {"zh": r"有效", "el": r"εγκυρ\w*"}),
    (r"unable", r"able|can|could|may|might|possibl[ey]", {"zh": r"(?<![可功只才技性智本])能够?(?![力源量])",
                                                           "el": r"μπορ\w*|ικαν\w*"}),
    (r"unaware", r"aware|know(?:s|n|ing)?", {"zh": r"知道|意识到|察觉", "el": r"γνωριζ\w*|γνωρι[σζ]ε\w*"}),
    (r"unchanged", r"chang(?:e|es|ed|ing)|alter(?:s|ed)?", {"zh": r"改变|更改|变动|变化", "el": r"αλλα[ξζχγ]\w*|μεταβλ\w*"}),
    (r"unclear", r"clear(?:ly)?", {"zh": r"清楚|明确|清晰", "el": r"σαφ\w*|ξεκαθαρ\w*"}),
    (r"unconditional(?:ly)?", r"condition(?:s|al|ally|ed)?|if|when|unless|provided", {"zh": r"条件"}),
    (r"unescaped", r"escap(?:e|es|ed|ing)", {"zh": r"转义", "el": r"διαφυγ\w*"}),
    (r"unexpected(?:ly)?", r"expect(?:s|ed|ing)?", {"zh": r"预期|预料", "el": r"αναμεν\w*|αναμεν|προβλεπ\w*"}),
    (r"unfair(?:ly)?", r"fair(?:ly|ness)?|equit\w+", {"zh": r"公平", "el": r"δικαι(?:ο|η|α|οσ|ων|ου|ησ|ωσ|εσ|α)"}),
    (r"unfinished|incomplete", r"finish(?:es|ed|ing)?|complet(?:e|es|ed|ing|ion)|done",
     {"zh": r"完成|完整", "el": r"ολοκληρ\w*|πληρ(?:ησ|η|εισ|εσ)"}),
    (r"unknown", r"known|know(?:s|ing)?", {"zh": r"知道|已知|(?<![通告须得认感])知(?=的|语言)", "el": r"γνωστ\w*"}),
    (r"unlikely|impossible", r"likely|possibl[ey]|may|might|can|could", {"zh": r"(?<![不])可能", "el": r"πιθαν\w*|δυνατ\w*"}),
    (r"unreadable", r"read(?:s|able|ing)?", {"zh": r"可读|读取|阅读", "el": r"αναγνωσιμ\w*|διαβα\w*"}),
    (r"unrecogni[sz]ed", r"recogni[sz](?:e|es|ed|ing)|know(?:s|n)?", {"zh": r"识别|认出|承认", "el": r"αναγνωρ\w*"}),
    (r"unrelated", r"relat(?:ed|es?|ing|ion)|concern(?:s|ed|ing)?", {"zh": r"相关|有关", "el": r"σχετ\w*"}),
    (r"unsaved", r"sav(?:e|es|ed|ing)|kept|keeps?|stor(?:e|es|ed)", {"zh": r"保存", "el": r"αποθηκευ\w*"}),
    (r"unset", r"set(?:s|ting|tings)?", {"zh": r"设置|设定", "el": r"ορισμεν\w*|ορι[σζ]\w*"}),
    (r"unsuccessful(?:ly)?", r"succe\w+", {"zh": r"成功", "el": r"επιτυχ\w*|πετυχ\w*"}),
    (r"untranslated", r"translat\w+", {"zh": r"翻译", "el": r"μεταφρασμεν\w*|μεταφρασ\w*"}),
    (r"unusual(?:ly)?", r"usual(?:ly)?", {"zh": r"寻常|平常|通常", "el": r"συνηθ\w*"}),
    (r"uncertain", r"certain(?:ly|ty)?|sure", {"zh": r"确定|肯定", "el": r"βεβαι\w*"}),
    (r"invisible", r"visible|see[ns]?|shows?|shown", {"zh": r"可见|看见|看到", "el": r"ορατ\w*"}),
    (r"inconsistent", r"consistent(?:ly)?|match(?:es|ed)?|agree(?:s|d)?", {"zh": r"一致", "el": r"συνεπ\w*"}),
    (r"inappropriate(?:ly)?|improper(?:ly)?", r"appropriate(?:ly)?|proper(?:ly)?|fit(?:ting)?",
     {"zh": r"恰当|适当|妥当|合适|正当", "el": r"καταλληλ\w*|ενδεδειγμεν\w*"}),
    (r"irregular(?:ly)?|irregularit(?:y|ies)", r"regular(?:ly)?|normal(?:ly)?", {"zh": r"正常|规范|合规",
                                                                                 "el": r"κανονικ\w*"}),
    # (the official Greek 12C4 says "μη συμπληρωματικές", not complementary: συμπληρωματικές alone is balancing;
    # fix9ga, tester 9am)
    (r"non-?balancing", r"balanc(?:e|es|ed|ing)|complementary",
     {"zh": r"平衡|持平", "el": r"ισοζυγ\w*|ισορροπ\w*|συμπληρωματικ\w*"}),
    # (可比 and 比较 said with a modal, 可以比较的结果 / 能够比较的结果, or bare, 比较的结果, for 86B2's "non-comparable
    # results": the negation dropped, not a duty made a permission; tester t9ay ZL-043, fix9rb)
    # (likewise the Greek verb with its modal, "αποτελέσματα που μπορούν να συγκριθούν", or bare, "που συγκρίνονται":
    # fix9sa, as fix9rb's 可以比较)
    (r"non-?comparable", r"compar(?:e|es|ed|ing|ison|able)",
     {"zh": r"可比|(?:可以|能够?)?比较",
      "el": r"(?:μπορ\w*\s+να\s+|ειναι\s+δυνατ\w*\s+να\s+)?συγκρ(?:ισ|ιθ|ιν)\w*"}),
    (r"dishonest(?:ly|y)?", r"honest(?:ly|y)?", {"zh": r"诚实", "el": r"τιμι\w*|ειλικριν\w*"}),
    (r"disallow(?:s|ed)?", r"allow(?:s|ed|ing)?|permit(?:s|ted)?|may", {"zh": r"允许|准许", "el": r"επιτρεπ\w*"}),
)
_STEMS = tuple((re.compile(r"(?<![\w-])(?:" + prefixed + r")(?![\w-])", re.IGNORECASE),
                re.compile(r"(?<![\w-])(?:" + bare + r")(?![\w-])", re.IGNORECASE),
                {lang: re.compile(pattern if lang == "zh" else r"(?<!\w)(?:" + pattern + r")(?!\w)")
                 for lang, pattern in renderings.items()})
               for prefixed, bare, renderings in STEMS)
BARE_SAID_OTHERWISE = {
    r"untranslated": {"zh": r"译文|译本|译稿"},
}
"""Words a translation says the English's bare word by where no rendering of :data:`STEMS` holds it: "in the
translation" as 译文中, no 翻译 (fixzc, tester t9be negazh09: "English left untranslated in the translation" as
译文中留有已翻译的英文, 未翻译 made 已翻译, was no finding: the bare "translation" counted for the 翻译 of 已翻译).  As many
of the English's bare words as the translation has of these are not counted (:func:`negation_dropped`)."""
_BARE_SAID_OTHERWISE = {prefixed: {lang: re.compile(pattern) for lang, pattern in renderings.items()}
                        for prefixed, renderings in BARE_SAID_OTHERWISE.items()}
_OTHERWISE = tuple(_BARE_SAID_OTHERWISE.get(prefixed, {}) for prefixed, _bare, _renderings in STEMS)

# what negates the word right after it (zh: the characters just before it, 无法识别, 不再具备, 不是合法; el: at most two
# words before it, "δεν ήταν καθόλου σωστή", "χωρίς διαφυγή", "μη-συγκρίσιμα")
_NEGATED_BEFORE = {"zh": re.compile(r"(?:不|未|无法?|无从|非|没有?|未经过?|毫无)(?:被|曾|太|再|要|能|可|会|是)?$"),
                   "el": re.compile(r"(?<!\w)(?:δεν|δε|μην|μη|οχι|χωρισ)[\s-]+(?:\w+\s+){0,2}$")}


def prefixed_words(english: str) -> list[re.Match]:
    """The words of ``english`` whose prefix negates them (:data:`EN_PREFIXED`), in order."""
    return list(_EN.finditer(english))


def negated_forms(text: str, lang: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each negation of ``text`` (``zh``, or ``el`` folded) that renders a prefixed English word
    with the word it negates (未经授权, 不合法, 无意; "μη εξουσιοδοτημενη", "δεν ηταν νομιμη"); ``[]`` for another
    language."""
    pattern = NEGATED_FORMS.get(lang)
    return [m.span() for m in pattern.finditer(text)] if pattern is not None else []


_INABILITY = {"zh": re.compile(r"^(?:无法|不能|不可|未能)"), "el": re.compile(r"(?<!\w)(?:μπορ|δυνατ)\w*")}
"""A negated form that says an inability (无法, 不能; "δεν μπορεί", "δεν είναι δυνατό"): it renders "unable",
"impossible", "unlikely", "disallowed" only (:func:`licensed_forms`)."""
_INABILITY_EN = re.compile(r"unable|impossible|unlikely|disallow\w*", re.IGNORECASE)


def licensed_forms(words: list[re.Match], text: str, lang: str) -> list[tuple[int, int]]:
    """The negated forms of ``text`` (:func:`negated_forms`) that the English's prefixed ``words`` (:func:`
    prefixed_words`) may render, in order, one per word: a form whose word renders a word of :data:`STEMS` (不合法:
    合法, "illegal"; "μη έγκυρη": έγκυρ-, "invalid") only for that English word, an inability (无法, "δεν μπορεί":
    :data:`_INABILITY`) only for "unable" and its kind, any other form for any word.  Law 12C2(a)'s "irregularity"
    licenses no 无法 nor "δεν μπορεί", which say its "no result can be obtained": a negation added beside them is
    counted (fix9ib)."""
    stems = [{i for i, (prefixed, _bare, renderings) in enumerate(_STEMS)
              if lang in renderings and prefixed.fullmatch(word.group())}
             | ({-1} if _INABILITY_EN.fullmatch(word.group()) else set())
             for word in words if not NO_NEGATED_FORM.fullmatch(word.group())]
    used = [False] * len(stems)
    found = []
    for start, end in negated_forms(text, lang):
        form = text[start:end]
        kinds = {i for i, (_p, _b, renderings) in enumerate(_STEMS)
                 if lang in renderings and renderings[lang].search(form)}
        if lang in _INABILITY and _INABILITY[lang].search(form):
            kinds.add(-1)
        for k, own in enumerate(stems):
            if not used[k] and (not kinds or own & kinds):
                used[k] = True
                found.append((start, end))
                break
    return found


def negation_dropped(english: str, text: str, lang: str) -> list[tuple[str, int, int]]:
    """``(English word, start, end of the translated word)`` for each prefixed word of :data:`STEMS` that ``text`` (``zh``, or ``el``
    folded) says without its negation: "unauthorised" as 授权的 (the translation has more bare 授权 than the English
    has "authorised" outside its prefixed words, and fewer negated ones than it has "unauthorised").  ``[]`` for
    another language."""
    before = _NEGATED_BEFORE.get(lang)
    if before is None:
        return []
    found = []
    # "non offending" holds "offending": the bare words are counted outside the prefixed ones
    unprefixed = _EN.sub(lambda m: " " * len(m.group()), english)
    for (prefixed, bare, renderings), otherwise in zip(_STEMS, _OTHERWISE):
        words = prefixed.findall(english)
        if not words or lang not in renderings:
            continue
        # (the English's bare words the translation says by another word, "translation" as 译文: fixzc)
        said_otherwise = len(otherwise[lang].findall(text)) if lang in otherwise else 0
        negated, plain = 0, []
        for match in renderings[lang].finditer(text):
            if before.search(text[max(0, match.start() - 30):match.start()]):
                negated += 1
            else:
                plain.append(match.span())
        if negated < len(words) and len(plain) > max(0, len(bare.findall(unprefixed)) - said_otherwise):
            found.append((words[0], *plain[0]))
    return found
