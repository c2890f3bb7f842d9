"""Conditions, alternatives and cross-reference clauses of an English law text missing in its translation
(fix9w, fresh tester 9i; issue 9 §2).

A dropped condition makes a rule unconditional (86B2(a) "or, if time permits, play one or more substitute boards"
translated without 如果时间允许: the Director may always play substitute boards); a dropped alternative narrows it
(12C1(e) without "or by a gambling action, which if unsuccessful it might have hoped to recover through
rectification"); a dropped "(but see A above)" loses a limit.  Each is one finding naming the English clause, not a
missing reference, bracket or glossary term.

- a condition: "if", "unless", "provided that", "subject to" in the English; 如果, 若 (not 若干 "several": 86B3's
  若干参赛者 hid its "in the absence of" dropped, fix9af), 如, 除非, 只要, 即使, 经…批准,
  在…情况下, 时间允许 in Chinese; αν, εάν, εφόσον, εκτός αν, υπό την αίρεση/επιφύλαξη/προϋπόθεση in Greek.  The
  translation having fewer is a condition missing; which one is read from its own words where it has some a
  translation keeps (time: 时间/χρόνος; approval: 批准/έγκριση; unsuccessful: 失败/ανεπιτυχής), else one whose
  absence the translation's length shows (shorter than the English by about the condition, which is at least
  ``_SHARE`` of it), one not opening its
  sentence first ("Damage exists when, because of an infraction, …" as 损害是指… is a wording, no condition lost).
  Chinese says a condition as 凡…的 and 于…时 too, and "X exists when Y" as X是指 (指的是, 系指) with Y's cause
  (由于违规) kept; a condition ends before a bracket referring elsewhere that the translation keeps (fix9ak).
- an alternative: an English "or" opening a clause ("or by", "or for", "or, if": a preposition or a comma after
  it, not "one or more" nor "average plus or average minus"), when the translation has fewer "or" words (或, 还是,
  或者; ή, είτε) than the English has.  A condition inside a missing alternative is that alternative's finding;
  an alternative whose "or" and condition are lost while its words stay (the translation as long as the whole
  English: "…，改打…" for "or, if time permits, play …") is the condition's.
- a cross-reference clause: a bracket of the English opening with "see" or "but see" whose law references are
  all missing from the translation, which has fewer brackets.

The words of each translation language are data, one table per language: :mod:`condition_words` (fix9ai).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from helper.catalog.checks.condition_words import LIMITS as _LIMITS, WORDS, ZH_UNLESS, added_condition_parts
from helper.catalog.checks.helper_states import said as state_spans, words as state_words
from helper.catalog.checks.references import extract_refs, resolve_ref, same_family
from helper.catalog.checks.structure import _RATIO, _weight, sentences

_CONDITION = {
    # "in the absence of" / "failing" (86B3 "in the absence of a relevant regulation", fix9ae)
    "en": re.compile(r"\b(?:even\s+(?:if|though)|if|unless|provid(?:ed|ing)\s+that|subject\s+to|when(?:ever)?"
                     r"|in\s+the\s+absence\s+of|failing(?!\s+to\b))\b", re.IGNORECASE),
    **{lang: re.compile(words["condition"], words["flags"]) for lang, words in WORDS.items()},
}
"""What opens a condition, per language (the translations': :mod:`condition_words`, entry "condition")."""

_DEFINITION = {"en": re.compile(r"\b(?:exists?|occurs?|arises?)\s+when\b", re.IGNORECASE),
               **{lang: re.compile(words["definition"], words["flags"]) for lang, words in WORDS.items()}}
"""A condition said as a definition: "Damage exists when …" as 损害是指… (the translations': :mod:`condition_words`,
entry "definition")."""

_CAUSE = {"en": re.compile(r"\b(?:because|owing\s+to|due\s+to|as\s+a\s+result\s+of)\b", re.IGNORECASE),
          **{lang: re.compile(words["cause"], words["flags"]) for lang, words in WORDS.items()}}
"""The cause a condition of a definition names ("when, because of an infraction"), per language (the translations':
:mod:`condition_words`, entry "cause")."""

_SIGNATURES_EN = {"time": re.compile(r"\btime\b", re.IGNORECASE), "approval": re.compile(r"\bapprov", re.IGNORECASE),
                  "absence": re.compile(r"\babsence\b", re.IGNORECASE),
                  "unsuccessful": re.compile(r"\bunsuccessful|\bfail", re.IGNORECASE)}
"""The English words of a condition a translation may keep in its own words, by the name :mod:`condition_words`'s
entry "kept" gives their translations."""
_SIGNATURES = tuple((english, {lang: re.compile(words["kept"][name], words["flags"]) for lang, words in WORDS.items()})
                    for name, english in _SIGNATURES_EN.items())
"""Words of a condition a translation keeps in its own words, with those words per language."""

_OR = {"en": re.compile(r"\b(?:or|either)\b(?!\s+(?:more|less|fewer)\b)", re.IGNORECASE),
       **{lang: re.compile(words["or"], words["flags"]) for lang, words in WORDS.items()}}
"""The words of an alternative ("either ... or" counted twice, as είτε ... είτε); not those of a count ("two or
more", 一个或多个, ή περισσότερα: often 两个以上, without one)."""

_OR_CLAUSE = re.compile(r"\bor\b(?=\s*,|\s+(?:by|for|to|in|at|on|with|from|through|because|as|where|when|if|unless"
                        r"|after|before|during|under|without)\b)", re.IGNORECASE)
"""An "or" opening a clause of its own."""

_SEE = re.compile(r"[(\[]\s*(?:but\s+)?see\b[^()\[\]]*[)\]]", re.IGNORECASE)
"""A bracketed cross-reference clause: "(but see A above)", "[see Law 12C2]"."""

_SEE_ANY = re.compile(r"[(\[][^()\[\]]*\bsee\b[^()\[\]]*[)\]]", re.IGNORECASE)
"""A bracket referring elsewhere anywhere in it: "(in team play see Law 86B)"."""

_BRACKETS = re.compile(r"[(\[（〔【［]")


_SHARE = 0.15
"""A condition with no words of its own to look for is judged by length only when it is at least this share of
the English (:func:`structure._weight`): a shorter one is within the spread of translations' lengths."""


class Missing(NamedTuple):
    """A part of the English with no translation: ``kind`` is "condition" (a whole condition: the rule made
    unconditional), "condition-and" / "condition-or" (the second part of a condition, joined by "and" / "or", the
    rest of the condition kept: the rule applies in more / fewer cases, fix9ai), "condition-cause" (its cause or time,
    "because of an infraction": the rule applies in more cases, fix9oa), "alternative" or "clause";
    ``start``/``end`` index the English."""
    kind: str
    start: int
    end: int


def _clause_end(text: str, start: int, stops: str = ",;:.") -> int:
    """The end of the clause opening at ``start``: the first of ``stops`` (or a bracket closing one opened before)
    outside brackets after at least two words, else the text's end (trailing spaces left out)."""
    depth, words = 0, 0
    for i in range(start, len(text)):
        c = text[i]
        if c in "([":
            depth += 1
        elif c in ")]":
            if depth == 0:
                return i
            depth -= 1
        elif depth == 0 and c in stops and (c != "." or not text[i + 1:i + 2].isalnum()):
            if words >= 2:
                return i
        elif c == " " and text[i - 1:i] not in " ,":
            words += 1
    return len(text.rstrip())


def _alternative_end(text: str, start: int) -> int:
    """The end of the alternative opening at ``start``: its first comma after at least two words (a relative
    clause after it, ", which ...", included to its own comma), else its fifth word ("or on his own initiative"
    before the main clause resumes; not for a clause, "or when these Laws otherwise require …"); past a condition
    it opens with ("or, if time permits, play …"); never past ", then", a contrast (", not {value}", ", rather
    than": tester t9bo bo-alt07), ";", ":", a bracket or the sentence's full stop."""
    depth, words, i = 0, 0, start
    lead = re.match(r"or\s*,\s*(?:if|when|unless)\b[^,.;:]*,", text[start:], re.IGNORECASE)
    if lead:  # "or, if time permits, play …": the alternative goes on past its condition
        i = start + lead.end()
    clause = re.match(r"or\s+(?:because|as|where|when|if|unless)\b", text[start:], re.IGNORECASE) is not None
    while i < len(text):
        c = text[i]
        if depth == 0 and (c in ";:([" or (c == "." and not text[i + 1:i + 2].isalnum())
                           or re.match(r",\s*then\b", text[i:])):
            return len(text[:i].rstrip())
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif depth == 0 and c == "," and re.match(r",\s*(?:but\s+)?not\b|,\s*rather\s+than\b", text[i:]):
            return i  # a contrast of its own ("must be ns or ew, not {value}"): no part of the alternative, however
            # short ("or ew": tester t9bo bo-alt07, fiyo)
        elif depth == 0 and c == "," and words >= 2:
            relative = re.match(r",\s*(?:which|that|who|whose|where)\b", text[i:])
            if not relative:
                return i
            words, i = -100, i + relative.end()  # the relative clause: to its own comma
            continue
        elif c == " " and text[i - 1:i] not in " ,":
            words += 1
            if words == 5 and not clause and not lead and "," not in text[i:i + 40].split(".")[0] \
                    and not re.match(r"\s*(?:that|which|who|whose)\b", text[i:]):
                # (not before a relative clause of its own, "or for an offending contestant that obtains … 40% …",
                # nor in an alternative with its own condition, "or, if time permits, play …": to their clause's
                # end; fix9jb, tester t9at E-alt8, E-alt7)
                return i
        i += 1
    return len(text.rstrip())


def _unbracketed(text: str) -> str:
    """``text`` with what stands in round or square brackets (ASCII, full-width, 〔〕, 【】) blanked.  Not
    :func:`brackets.unbracketed`, which reads other groups: an unclosed bracket blanks the rest of the text there, an
    outer group is blanked whole, a broken item label is mended (a bracket dropped from the translation would hide its
    "or"s and limiting words here); this blanks the innermost closed groups, each to one space (fix9he)."""
    return re.sub(r"\([^()]*\)|（[^（）]*）|\[[^\[\]]*\]|〔[^〔〕]*〕|【[^【】]*】", " ", text)


def _conditions_short_in(source: str, target: str, lang: str) -> list[tuple[int, int]] | None:
    """The spans of the English sentences whose translation has fewer conditions (``_CONDITION``) than they have:
    the sentences paired in order when both texts have as many (or by :func:`structure.alignment`'s pairs).  None
    when no sentence shows it (one sentence each, or the counts do not say where)."""
    from helper.catalog.checks.structure import alignment

    mine, theirs = sentences(source, "en"), sentences(target, lang)
    if len(mine) < 2:
        return None
    pairs = list(zip(((s,) for s in mine), ((t,) for t in theirs))) if len(mine) == len(theirs) else [
        (a, b) for a, b in alignment(mine, theirs, lang).pairs]
    short = [(group[0].start, group[-1].end) for group, partner in pairs
             if sum(len(_CONDITION["en"].findall(s.text)) for s in group)
             > _conditions_kept(" ".join(s.text for s in group), "".join(t.text for t in partner), lang)]
    return short or None


_VERB = r"(?:is|are|was|were|has|have|had|can|could|may|might|does|did|do|will|would|shall|should|must)\b"
_CONJUNCT = re.compile(r"\s(?:and|or)\s+(?=" + _VERB + r"|(?:the|a|an|its|their|this|that)\s+(?:[\w-]+\s+){0,10}?"
                       + _VERB + r")", re.IGNORECASE)
"""An "and"/"or" joining a second predicate to a condition ("… is empowered … and is able to award …"), or a second
clause with its own subject (Law 86B1 "when the Director awards an adjusted score and the result at the other table
… is clearly favourable to one side": tester t9aq)."""


def _conjuncts_missing(source: str, target: str, lang: str) -> list[Missing]:
    """The second parts of the English's conditions (``_CONJUNCT`` to the condition's end) the translation ``target``
    lacks: the part holds a glossary term the English names nowhere else and the translation not at all, and the
    translation is nearer in length (:func:`structure._weight`, times the language's ratio) to the English without it
    than to the whole English.  As ``Missing("condition-and" or "condition-or", …)`` spans of the English, by the word
    that joins the part (the rule still has a condition, a wider or a narrower one; fix9ai).  fix9ad, fresh tester
    9l."""
    from helper.catalog.checks.modality import _fold_same_length
    from helper.catalog.checks.negation import _ABILITY, _LEAVE_EN, _LEAVE_VERB, _PERMISSION
    from helper.catalog.checks.terminology import _terms_at

    found: list[Missing] = []
    theirs = {name for _s, _e, name in _terms_at(target, lang)}
    mine = _terms_at(source, "en")
    whole, have = _weight(source) * _RATIO[lang], _weight(target)
    # ... or a word of leave or ability ("and is able to award …": 12C1(a), whose "he does so" a translation may
    # say with the part's term, 裁判即判给裁定调整分; fix9hh, tester t9aq zh-l-D-37) the translation has fewer of than
    # the English (授权, 能够; μπορεί, δικαίωμα)
    fold = (lambda t: t) if lang == "zh" else _fold_same_length
    leave = len({m.span() for pattern in (_ABILITY[lang], _PERMISSION[lang])
                 for m in pattern.finditer(fold(target))}) < len(_LEAVE_EN.findall(source))
    # (an ability the part says, "is able to", kept in the translation as often as the English says one, μπορεί,
    # 能够: the words of leave missing are another part's, "is empowered by these laws", not this part's; fixwc,
    # tester t9bb con481)
    able_kept = len(_ABLE[lang].findall(fold(target))) >= len(_ABLE_EN.findall(source)) if lang in _ABLE else False
    for m in _CONDITION["en"].finditer(source):
        end = _clause_end(source, m.start())
        for joint in _CONJUNCT.finditer(source, m.end(), end):
            start = joint.start() + 1
            inside = {name for a, _b, name in mine if start <= a < end}
            outside = {name for a, _b, name in mine if not start <= a < end}
            gone = _weight(source[start:end]) * _RATIO[lang]
            part_leave = [w.group() for w in _LEAVE_EN.finditer(source, start, end)]
            if able_kept and part_leave and all(_ABLE_EN.fullmatch(w) for w in part_leave):
                part_leave = []
                first = [w for w in _LEAVE_EN.finditer(source, m.end(), joint.start()) if not _ABLE_EN.fullmatch(w.group())]
                # (the leave said by a verb of permitting or forbidding, "επιτρέπει στον Διαιτητή", 禁止裁判: that part
                # is said, a prohibition the negation check's one finding; fix9be, fix9ia beside fixwc)
                said_leave = len({m.span() for pattern in (_ABILITY[lang], _PERMISSION[lang], _LEAVE_VERB[lang])
                                  for m in pattern.finditer(fold(target))}) >= len(_LEAVE_EN.findall(source)) \
                    if lang in _LEAVE_VERB else False
                if leave and first and not said_leave and not (inside - outside - theirs):
                    # the part before it, "is empowered by these laws to adjust a score", is the one missing (with
                    # its "after an irregularity" unless the translation says one: 发生违规后; t9ba con26, t9bb con481)
                    qualifier = _EN_QUALIFIER.match(source, m.end() + 1)
                    kept = qualifier is not None and _QUALIFIER["after" if qualifier.group("after") else "cause"][
                        lang].search(fold(target) if lang == "zh" else target)
                    begin = qualifier.end() if kept else m.end()
                    found.append(Missing("condition-and", begin + len(source[begin:]) - len(source[begin:].lstrip()),
                                         joint.start()))
                    break
            if (inside - outside - theirs or leave and part_leave) \
                    and abs(have - whole + gone) < abs(have - whole):
                found.append(Missing("condition-" + joint.group().split()[0].lower(), start, end))
                break
    return found


_ABLE_EN = re.compile(r"\b(?:can|could|able)\b", re.IGNORECASE)
"""The English's words of ability (not of leave: "empowered", "entitled")."""
_ABLE = {"zh": re.compile(r"(?<![可功性所])能(?!力|量|源)"),
         "el": re.compile(r"(?<!\w)(?:μπορει|μπορουν|μπορεσει|μπορεσουν|δυναται|δυνανται|ικαν\w*)(?!\w)")}
"""The translation's words of ability (Greek folded): 能, 能够; μπορεί, ικανός."""


_EN_QUALIFIER = re.compile(r"\b(?:(?P<cause>because\s+of|owing\s+to|due\s+to|as\s+a\s+result\s+of)|(?P<after>after|following))"
                           r"\s+(?:an?|the|this|that|its|such\s+an?)\s+(?:[\w-]+\s+){0,2}?"
                           r"(?:irregularity|infraction|infringement|error|violation)\b", re.IGNORECASE)
"""A cause or a time of a condition named by its irregularity ("when, because of an infraction, …", 12B1; "When owing
to an irregularity …", 12C2(a); "When after an irregularity …", 12C1(a)): the condition narrowed to what follows an
infraction (fix9oa, tester t9ax zh_laws090, zh_laws091)."""
_QUALIFIER = {"cause": {lang: re.compile(words["cause"], words["flags"]) for lang, words in WORDS.items()},
              "after": {"zh": re.compile(r"后|以来|随着|之?下"),
                        "el": re.compile(r"(?<!\w)(?:μετά|μετα|αφού|αφου|ύστερα|υστερα|κατόπιν|κατοπιν|έπειτα|επειτα"
                                         r"|λόγω|λογω|εξαιτίας|εξαιτιας)(?!\w)", re.IGNORECASE)}}
"""The translation's words of a cause (:mod:`condition_words`' "cause": 由于, 因为; λόγω, εξαιτίας) and of a time after
(…后, 之后; μετά, αφού; a cause word says it too in Greek, "λόγω παράβασης")."""
_CAUSED_BY = {"zh": re.compile(r"(?:违规|违例|犯规|不正常情况|错误)[^，。；：,;]{0,8}?(?:导致|致使|使得|造成|引起|引致|使(?!用))"),
              "el": re.compile(r"(?<!\w)(?:ανωμαλ|παρατυπ|παράβασ|παραβασ|σφάλμ|σφαλμ)\w*[^,.;·]{0,40}?"
                               r"(?<!\w)(?:έχει\s+ως\s+αποτέλεσμα|εχει\s+ως\s+αποτελεσμα|προκαλ|καθιστ|οδηγ|επιφέρ|επιφερ)",
                               re.IGNORECASE)}
"""The irregularity named as the subject of a verb of causing (当一次违规使…, 当违规导致无法得到结果时; "Όταν μια ανωμαλία
καθιστά αδύνατο …"): the English's "owing to an irregularity" said by its verb, not by a cause word (the lead's
merge of fix9oa: tests/test_review_fix9d.py's 12C2(a) text)."""


def _condition_qualifiers_missing(source: str, target: str, lang: str, found: list[Missing]) -> list[Missing]:
    """The causes and times of the English's conditions (:data:`_EN_QUALIFIER`, inside a condition's clause: "When after
    an irregularity", "when, because of an infraction,") its translation ``target`` has fewer words of
    (:data:`_QUALIFIER`; a time also said by a cause word: "发生违规后", "由于违规"), the condition kept: the condition
    applies in more cases (裁判…时 for "When after an irregularity the Director …": 12C1(a)), one
    ``Missing("condition-cause", …)`` each, the last ones (fix9oa, tester t9ax zh_laws090, zh_laws091).  Not inside a part
    already ``found``."""
    if lang not in _QUALIFIER["after"]:
        return []
    opened = [(m.start(), _clause_end(source, m.start())) for m in _CONDITION["en"].finditer(source)]
    qualifiers = [m for m in _EN_QUALIFIER.finditer(source)
                  if any(a <= m.start() <= b or 0 <= m.start() - b <= 2 for a, b in opened)
                  and not any(f.start <= m.start() < f.end for f in found)]
    missing: list[Missing] = []
    causes = [m for m in qualifiers if m.group("cause")]
    afters = [m for m in qualifiers if m.group("after")]
    have_cause = len(_QUALIFIER["cause"][lang].findall(target)) + len(_CAUSED_BY[lang].findall(target))
    have_after = len(_QUALIFIER["after"][lang].findall(target))
    english_causes = len(_CAUSE["en"].findall(source))
    if causes and have_cause < english_causes:
        missing += [Missing("condition-cause", m.start(), m.end()) for m in causes[have_cause - english_causes:]]
    if afters and have_after + max(0, have_cause - english_causes) < len(afters):
        short = len(afters) - have_after - max(0, have_cause - english_causes)
        missing += [Missing("condition-cause", m.start(), m.end()) for m in afters[-short:]]
    return missing


_REGARDLESS = {"zh": re.compile(r"无论|不论|不管"),
               "el": re.compile(r"(?<!\w)(?:ανεξαρτητα|ειτε)(?!\w)|(?<!\w)ή\s+οχι(?!\w)|(?<!\w)η\s+οχι(?!\w)")}
""""Whether or not", "regardless of" in the translation (Greek folded): a condition said so is changed, not dropped."""
_REGARDLESS_EN = re.compile(r"\b(?:whether|regardless|irrespective|either)\b", re.IGNORECASE)
"""The English's own "whether", "regardless", "either" (είτε): a :data:`_REGARDLESS` word of the translation says it."""


def _negated_conditions(source: str, target: str, lang: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Of the conditions ``spans`` of the English law text ``source``, those holding a negation ("no", "not") where
    the ``zh``/``el`` translation ``target`` says fewer negations than the English: one of them is gone with its
    negation (86B2(a) "If no contestant was at fault," dropped, fix9qb); the rest of the English keeps its own."""
    from helper.catalog.checks.modality import _fold_same_length
    from helper.catalog.checks.negation import _EN, _NEG, _count as _negations, _not_a_negation_blanked

    if lang not in _NEG:
        return []
    folded = _fold_same_length(target) if lang == "el" else target
    missing = _negations(_EN, source, "en") - _negations(_NEG[lang], _not_a_negation_blanked(folded, target, lang),
                                                         lang)
    if missing <= 0:
        return []
    # (not where the translation says "whether or not" instead: "当由于违规而无法取得结果时" as 无论能否取得结果, t9ax
    # zh_laws096, is the condition's negation made "whether or not", the negation's one finding)
    if _REGARDLESS[lang].search(folded):
        return []
    negated = [(a, b) for a, b in spans if _EN.search(source[a:b])]
    return negated if len(negated) <= missing else []


_INVERTED_EN = re.compile(r"\b(?:had|were|should)\s+(?:(?:the|a|an|this|that|his|their|its)\s+)?[a-z-]+\s+not\s+"
                          r"[a-z]+(?:ed|en|un|ne|wn)\b", re.IGNORECASE)
"""An English condition said by inversion with a negation: "had the infraction not occurred", "were the board not
replayed" (no "if" of :data:`_CONDITION`)."""


def _inverted_conditions_dropped(source: str, target: str, lang: str, found: list[Missing]) -> list[Missing]:
    """The English conditions said by inversion ("had the infraction not occurred", :data:`_INVERTED_EN`) the
    translation ``target`` dropped whole: it says fewer negations than the English (:func:`_negated_conditions`) AND
    names nowhere a glossary term the condition names (12C1(b) 恢复违规未发生时该副牌的可能结果 as 恢复该副牌的可能结果:
    neither its 未 nor its 违规, tester t9ay ZL-095; Law 12C1(b): the score "had the infraction not occurred" is the
    one restored).  Only its negation gone (违规未发生时 as 违规发生时: the term kept) is the negation's finding
    (tests/test_check_fix9jb.py); the rule withdrawn in fix9qb took that one too (fix9rb)."""
    from helper.catalog.checks.terminology import _term_text, load_glossary, named_alone

    inverted = [(m.start(), _clause_end(source, m.start())) for m in _INVERTED_EN.finditer(source)
                if not any(f.start <= m.start() < f.end for f in found)]
    if not inverted:
        return []
    said = named_alone(target, lang)
    # (a confusable word in the term's place, the official Greek 12C1(b)'s "αν δεν είχε συμβεί η ανωμαλία" for "the
    # infraction", keeps the condition: only its negation dropped is the negation's finding, t9ay EL-054)
    written = _term_text(target, lang)
    said |= {term.en_text for term in load_glossary()
             if any(p.search(written) for _form, p in term.confusable.get(lang, []))}
    whole = [(a, b) for a, b in inverted if (named_alone(source[a:b], "en") - said)]
    return [Missing("condition", a, b) for a, b in _negated_conditions(source, target, lang, whole)]


def _conditions_kept(english: str, text: str, lang: str) -> int:
    """How many conditions the translation ``text`` of ``english`` says: its condition words (:data:`_CONDITION`, and
    English left untranslated) and, for each English condition said as a definition ("Damage exists when, because of
    an infraction, …": :data:`_DEFINITION`), a definition word of the translation (损害是指：由于违规，…) that keeps the
    cause the English sentence names after it (:data:`_CAUSE`; 损害是指非违规方… without 由于违规 lost the condition).
    fix9ak, fresh testers 9o/9p."""
    defined = [m for m in _DEFINITION["en"].finditer(english)
               if not _CAUSE["en"].search(english, m.end(), _clause_end(english, m.end(), ".;"))
               or _CAUSE[lang].search(text)]
    # (an "only if" is a condition: 只有…才 has no condition word of its own; fix9jb)
    conditions = [m.span() for m in _CONDITION[lang].finditer(text)]
    only = [m for m in _ONLY_IF[lang].finditer(text) if not any(a < m.end() and m.start() < b for a, b in conditions)]
    # (and a concession for the English's "even though", "even if", conditions of :data:`_CONDITION`: 12C3's "even
    # though only one of them may be responsible" as "παρόλο που", 虽然 is no condition lost; fix9jb; one beyond the
    # English's is a condition made a concession, "when" as "αν και", :func:`reversed_conditions`' one finding, no
    # condition lost: fixwc, t9bb con126)
    conceded = len([m for m in _concessions(text, lang) if not any(a < m.end() and m.start() < b for a, b in conditions)])
    return _count(_CONDITION, text, lang) + len(only) + conceded + min(len(defined),
                                                                        len(_DEFINITION[lang].findall(text)))


def _condition_end(source: str, start: int, target: str, paragraph: str | None) -> int:
    """The end of the condition of ``source`` opening at ``start`` (:func:`_clause_end`), before a bracket that
    refers elsewhere ("when these Laws empower him to do so (in team play see Law 86B)") whose references the
    translation ``target`` keeps: that bracket is none of the condition (12A, fix9ak)."""
    end = _clause_end(source, start)
    see = _SEE_ANY.search(source, start, end)
    if see and see.start() > start:
        refs = [resolve_ref(r.key, paragraph) for r in extract_refs(see.group())]
        theirs = {resolve_ref(r.key, paragraph) for r in extract_refs(target)}
        if refs and all(key in theirs for key in refs):
            return len(source[:see.start()].rstrip())
    return end


def _count(patterns: dict, text: str, lang: str) -> int:
    """How many of ``patterns``' words of ``lang`` and of English (left untranslated) ``text`` has."""
    return len(patterns[lang].findall(text)) + len(patterns["en"].findall(text))


_PHRASE_OR_EN = re.compile(r"\bor\b(?!\s+(?:more|less|fewer|(?:average\s+)?(?:plus|minus))\b)"
                           r"(?!\s+(?:--?\w|\{|\^\w|(?![aAI]\b)\w\b))", re.IGNORECASE)
"""An English "or" of an alternative: not that of a count ("one or more") nor of a sign pair ("average plus or
average minus", "plus 3 IMPs or minus 3 IMPs": 分别为+3 IMP和-3 IMP says both), nor one before a key, an option or
a placeholder ("or n to leave it", "or --assigned-result …", "or {file}": the keys' and options' own; a message that
drops such a second half is :func:`pair._alternative_dropped`'s); "either" is not counted (its "or" is)."""
_WHETHER_OR_NOT = re.compile(r"\bwhether\b[^.;]*?\bor\s+not\b|\bwhether\s+or\s+not\b", re.IGNORECASE)
"""An English "whether … or not" (是否, αν … ή όχι): its "or" is no alternative a translation must say."""
_PHRASE_OR = {lang: re.compile(words["or"] + "|" + words["or_more"], words["flags"]) for lang, words in WORDS.items()}
"""The translation's words of an alternative, those of a count too (相同或多个 is "the same or multiple"; a
translation may say "one or more" with them or without: counted, they only hide), and of a negated alternative
("not A or B" as ούτε/μήτε, 也不): :mod:`condition_words` entries "or" and "or_more"."""
_EITHER = {lang: re.compile(words["either"], words["flags"]) for lang, words in WORDS.items()}
"""The translation's "either" (είτε, 要么): said twice ("είτε A είτε B") for the English's one "or"."""
_AND = {"en": re.compile(r"\band\b", re.IGNORECASE),
        **{lang: re.compile(words["and"], words["flags"]) for lang, words in WORDS.items()}}
"""The words of "and" (并且, 以及, και): an "or" said as one is no alternative lost here."""


_ZH_MAY_ALSO_MAY = re.compile(r"(?<![不许认])可(?:以)?(?![选能见比靠用读预])[^，,。；;：:！？!?]+[，,]\s*也可(?:以)?")
"""Two permissions of one subject in Chinese, "可以 A，也可以 B" ("you may A, you may also B"): the alternatives of
"A or B" ("go back or start over" as 可以返回，也可以重新开始: fix9qa, tester t9ay ZM-135 was "or start over" missing); the
first a permission within one clause (not 可选 "optional": "可选答案中没有 {value}：请输入 1-{count}，也可以输入…" says one
alternative, tests/test_check_fix9nb.py)."""


def _or_count(text: str, lang: str) -> int:
    """How many alternatives the translation ``text`` says outside brackets: its or-words, a series of "either"
    words (είτε … είτε) counting half, and in Chinese each "可以 A，也可以 B" (:data:`_ZH_MAY_ALSO_MAY`)."""
    bare = _unbracketed(text)
    either = len(_EITHER[lang].findall(bare))
    also = len(_ZH_MAY_ALSO_MAY.findall(bare)) if lang == "zh" else 0
    return len(_PHRASE_OR[lang].findall(bare)) - either + either // 2 + len(_PHRASE_OR_EN.findall(bare)) + also


def _phrase_alternatives_missing(source: str, target: str, lang: str, found: list[Missing]) -> list[Missing]:
    """The alternatives inside a clause of the English law text ``source`` (an "or" of :data:`_PHRASE_OR_EN`
    outside brackets, to :func:`_alternative_end`) that ``target`` lacks: each English sentence (paired with the
    translation's by :func:`structure.alignment` when their counts differ) whose translation says fewer alternatives
    (:func:`_or_count`) than it has "or"s, less those ``found`` already; the last of its "or"s are missing.  12C1(d)
    "numerous or not obvious" as πολλές (its negation is the alternative's, not a prohibition lost), 86B2(b) "either
    an artificial adjusted score … or an assigned adjusted score" as είτε μία τεχνητή … alone, 86B3 "the same or
    multiple contestants" as 相同参赛者 (fix9jb, tester t9at E-alt1, Z-alt1, E-alt3, Z-alt5)."""
    from helper.catalog.checks.structure import alignment

    mine, theirs = sentences(source, "en"), sentences(target, lang)
    if not mine or not theirs:
        return []
    pairs = list(zip(((s,) for s in mine), ((t,) for t in theirs))) if len(mine) == len(theirs) else [
        (a, b) for a, b in alignment(mine, theirs, lang).pairs]
    # (brackets blanked to their length: the offsets stay the English's)
    bare = re.sub(r"\([^()]*\)|\[[^\[\]]*\]", lambda m: " " * len(m.group()), source)
    from helper.catalog.checks.alternatives import dropped_alternatives, dropped_either_or

    listed = []
    for text, _count_en, _count_t in dropped_alternatives(source, target, lang) + dropped_either_or(source, target,
                                                                                                     lang):
        at = source.find(text)
        if at >= 0:
            listed.append((at, _alternative_end(source, at + len(text))))
    whether = [m.span() for m in _WHETHER_OR_NOT.finditer(source)]

    def counted(at: int, start: int = 0) -> bool:
        """Whether the English "or" at ``at`` (in a sentence from ``start``) says an alternative to look for: not the
        "or" of a "whether … or not", nor of a list's last item ("N, E, S or W": 、 or a comma says it), nor of a part
        already ``found`` missing."""
        return not any(a <= at < b for a, b in whether) and not any(f.start <= at < f.end for f in found) \
            and not re.search(r",\s*[^\s,]+\s+$", bare[max(start, at - 40):at])

    result: list[Missing] = []
    for group, partner in pairs:
        if not group or not partner:
            continue
        start, end = group[0].start, group[-1].end
        # (nor those of the lists of alternatives the opposites check finds with one dropped, "either unduly severe
        # or advantageous" as 过于严厉)
        ors = [m.start() for m in _PHRASE_OR_EN.finditer(bare, start, end)
               if counted(m.start(), start) and not any(a <= m.start() < b for a, b in listed)]
        translation = "".join(t.text for t in partner)
        # (an "or" said as "and", 很多并且不明显, is the opposites check's "or / and")
        if len(_AND[lang].findall(_unbracketed(translation))) > len(_AND["en"].findall(
                _unbracketed(source[start:end]))):
            continue
        # (a bracket of the translation may say an alternative the English writes outside one: the translation's
        # bracketed "or"s beyond the English's bracketed count)
        short = len(ors) - _or_count(translation, lang) - _bracketed_ors_beyond(source[start:end], translation, lang)
        if short > 0:
            # (the member before the "or" where the translation keeps the negation of the one after it, "numerous or
            # not obvious" as 不明显: :func:`alternatives.dropped_first_member`, fix9kb)
            from helper.catalog.checks.alternatives import (dropped_first_member, dropped_member_counted_otherwise,
                                                            dropped_member_holding_less, dropped_member_spelled)

            for at in ors[-short:]:
                stop = _alternative_end(source, at)
                first = dropped_first_member(source, at, stop, (start, end), translation, lang)
                # (or where the alternative after it carries a number or reference the translation keeps, the member
                # before none: "try other words, or a paragraph id such as 12C2(a)" as 请输入条款编号: fixzm, t9bg
                # bg-alt25)
                first = first or dropped_member_holding_less(source, at, (start, end), translation, lang)
                # (or where the translation counts as the alternative after it does, the member before counting
                # otherwise: "one result, or a few results" as "λίγα αποτελέσματα", tester t9bi bi-alt04, fixzt)
                first = first or dropped_member_counted_otherwise(source, at, (start, end), translation, lang)
                # (or where the alternative after it is a word to type the translation still writes, the member
                # before one it writes less often than the English: "csv or json (…, else csv)" as "json（…，否则为
                # csv）", "percent or matchpoints (--unit percent or --unit matchpoints)" as 以比赛分给出（--unit
                # matchpoints）; fjaw)
                first = first or dropped_member_spelled(source, at, stop, (start, end), translation, lang)
                result.append(Missing("alternative", *(first or (at, stop))))
    # no more than the whole translation lacks: a sentence paired otherwise ("No adjusted score: the Director may
    # not …" as 不判调整分。裁判不得…) does not move an "or" of one sentence to another
    english_ors = len([m for m in _PHRASE_OR_EN.finditer(bare) if counted(m.start())])
    whole = english_ors - _or_count(target, lang) - _bracketed_ors_beyond(source, target, lang)
    # and a count's "or more" dropped, "two or more" as δύο / 两个 (:func:`alternatives.dropped_count_bounds`; fix9kb)
    from helper.catalog.checks.alternatives import dropped_count_bounds

    result = result[:max(whole, 0)] + _bracketed_alternatives_missing(
        source, target, lang, found + [Missing("alternative", a, b) for a, b in listed + whether])
    return result + [Missing("alternative", a, b) for a, b in dropped_count_bounds(source, target, lang)
                     if not any(f.start <= a < f.end for f in found + result)]


_EN_BRACKET = re.compile(r"\(([^()]*)\)")
_TRANSLATED_BRACKET = re.compile(r"[(（]([^()（）]*)[)）]")


def _bracketed_alternatives_missing(source: str, target: str, lang: str, found: list[Missing]) -> list[Missing]:
    """The alternatives of a clause inside an English bracket that its translation's bracket lacks: "(the connection
    was lost or the helper was told to end)" as "(χάθηκε η σύνδεση στο πρόγραμμα εντολή τερματισμού)" (tester t9be
    be-alteel07; the sentences' "or"s are read with brackets blanked, :func:`_phrase_alternatives_missing`).  The
    brackets paired where both texts have as many, by their placeholders and numbers, else by order
    (:func:`_brackets_paired`: a clause moved first moves its "({time})"); a bracket whose translation says fewer alternatives
    (:func:`_or_count`) than its English "or"s (:data:`_PHRASE_OR_EN`: not of a list's last item, "A, B or C", nor of
    a part ``found``, a list said short or a "whether … or not") and no more "and"s (an "or" said as "and" is the
    opposites check's); a bracket of two alternatives alone ("(pair or team)") is
    :func:`restrictions.dropped_bracketed_alternatives`'.  Its last "or"s to their alternative's end
    (:func:`_alternative_end`, within the bracket) as ``Missing("alternative", …)``."""

    mine, theirs = list(_EN_BRACKET.finditer(source)), list(_TRANSLATED_BRACKET.finditer(target))
    if len(mine) != len(theirs):
        # (a bracket that is a placeholder's label, "({time})", said in the sentence, "您于 {time} 对 {entry} 的译文",
        # "στις {time}": the brackets of words still paired, their alternatives compared; fjav)
        mine, theirs = [m for m in mine if not _label_only(m)], [m for m in theirs if not _label_only(m)]
    if not mine or len(mine) != len(theirs):
        return []
    result = []
    for ours, their in _brackets_paired(mine, theirs):
        content = ours.group(1)
        if _BRACKET_OR.match(content) or not their.group(1).strip():
            continue
        ors = [m.start() + ours.start(1) for m in _PHRASE_OR_EN.finditer(content)
               if not re.search(r",\s*[^\s,]+\s+$", content[max(0, m.start() - 40):m.start()])]
        if len(_AND[lang].findall(their.group(1))) > len(_AND["en"].findall(content)):
            continue
        short = len(ors) - _or_count(their.group(1), lang)
        for at in ors[-short:] if short > 0 else []:
            if not any(f.start <= at < f.end for f in found):
                result.append(Missing("alternative", at, min(_alternative_end(source, at), ours.end(1))))
    return result


_BRACKET_TOKEN = re.compile(r"\{[^{}\s]*\}|\d+(?:[.,]\d+)?")


def _brackets_paired(mine: list[re.Match], theirs: list[re.Match]) -> list[tuple[re.Match, re.Match]]:
    """The English brackets ``mine`` paired with the translation's ``theirs`` (as many): a bracket holding
    placeholders or numbers with the translation's holding the same ones wherever the translation moved it, the
    others by order.  "… before your translation of {entry} was saved ({time})" with its "before" clause said first,
    "Πριν αποθηκευτεί … ({time}), … (χάθηκε η σύνδεση ή …)": the "({time})" is no bracket of alternatives said short
    (tester t9bx bx-rew21, fjah)."""
    def tokens(match: re.Match) -> tuple[str, ...]:
        return tuple(sorted(_BRACKET_TOKEN.findall(match.group(1))))

    free = list(range(len(theirs)))
    paired: dict[int, int] = {}
    for i, ours in enumerate(mine):
        held = tokens(ours)
        same = [j for j in free if held and tokens(theirs[j]) == held]
        if len(same) == 1:
            paired[i] = same[0]
            free.remove(same[0])
    # the rest by order, a bracket of words with a bracket of words, a label with a label, where both texts have as
    # many of each: "上次审校在您于 {time} 保存译文（{entry}）之前从外部结束（连接中断或…）", {entry}'s label in the place of
    # {time}'s, pairs "(the connection was lost or …)" with "（连接中断或…）", not with "（{entry}）" (fjav)
    left = [i for i in range(len(mine)) if i not in paired]
    kinds = lambda items: [_label_only(item) for item in items]  # noqa: E731
    if sorted(kinds([mine[i] for i in left])) == sorted(kinds([theirs[j] for j in free])):
        for label in (False, True):
            for i, j in zip([i for i in left if _label_only(mine[i]) == label],
                            [j for j in free if _label_only(theirs[j]) == label]):
                paired[i] = j
        return [(ours, theirs[paired[i]]) for i, ours in enumerate(mine)]
    rest = iter(free)
    return [(ours, theirs[paired[i]] if i in paired else theirs[next(rest)]) for i, ours in enumerate(mine)]


def _label_only(bracket: re.Match) -> bool:
    """Whether a bracket (of :data:`_EN_BRACKET`, :data:`_TRANSLATED_BRACKET`) holds placeholders or numbers and
    nothing else but marks: "({time})", "（{entry}）", the label of what it holds (:func:`structure._aside`), no
    clause whose alternatives a translation must say."""
    content = bracket.group(1)
    return bool(_BRACKET_TOKEN.search(content)) and not re.search(r"[^\W\d_]", _BRACKET_TOKEN.sub(" ", content))


def _bracketed_ors_beyond(english: str, translation: str, lang: str) -> int:
    """How many more "or"s ``translation`` says inside brackets than ``english`` does (0 at least): a bracket of the
    translation may say an alternative the English writes outside one (:func:`_phrase_alternatives_missing`)."""
    inside = lambda pattern, text: len(pattern.findall(text)) - len(pattern.findall(_unbracketed(text)))
    return max(0, inside(_PHRASE_OR[lang], translation) - inside(_OR["en"], english))


def missing_parts(source: str, target: str, lang: str, paragraph: str | None) -> list[Missing]:
    """The conditions, alternatives and cross-reference clauses of the English law text ``source`` that its
    translation ``target`` (``zh``/``el``) lacks, in the English's order; ``paragraph`` ("2017|86B2(a)") resolves
    relative references ("A above").  ``[]`` for another language.  See the module's docstring for the rules."""
    from helper.catalog.checks.modality import _fold_same_length

    if lang not in _CONDITION:
        return []
    found: list[Missing] = []
    # alternatives
    # (English left untranslated in the translation keeps its words: that is the untranslated-run finding)
    # (an "or" inside a bracket of the translation the English has not there, "该副（或该几副）牌" for "the board(s)",
    # is no alternative of the English's: tester t9aw zh_laws099, "or, if time permits, play …" dropped; fix9mc)
    ors = len(_OR[lang].findall(target)) + len(_OR["en"].findall(target))
    beyond = ors - len(_OR[lang].findall(_unbracketed(target))) - len(_OR["en"].findall(_unbracketed(target))) - (
        len(_OR["en"].findall(source)) - len(_OR["en"].findall(_unbracketed(source))))
    ors -= max(0, beyond)
    if _OR_CLAUSE.search(source) and ors < len(_OR["en"].findall(source)):
        short = len(_OR["en"].findall(source)) - ors
        # the "or"s of brackets the translation has fewer of ("(or the equivalent in IMPs)" dropped): an alternative
        # whose clause's numbers (one at least) all stand in the translation is there, the "or" missing the
        # bracket's (its one-language finding; fix9ad)
        bracketed = len(_OR["en"].findall(source)) - len(_OR["en"].findall(_unbracketed(source))) - (
            ors - len(_OR[lang].findall(_unbracketed(target))) - len(_OR["en"].findall(_unbracketed(target))))
        whole, have = _weight(source) * _RATIO[lang], _weight(target)
        for start in [m.start() for m in _OR_CLAUSE.finditer(source)][-short:]:
            end = _alternative_end(source, start)
            numbers = re.findall(r"\d+", source[start:_clause_end(source, start)])  # (to its clause's end)
            if bracketed > 0 and numbers and all(n in re.findall(r"\d+", target) for n in numbers):
                bracketed -= 1
                continue
            gone = _weight(source[start:end]) * _RATIO[lang]
            if (_CONDITION["en"].search(source, start, end) and abs(have - whole) <= abs(have - whole + gone)
                    and _count(_CONDITION, target, lang) < len(_CONDITION["en"].findall(source))):
                continue  # its "or" and its condition lost, its words there ("…，改打…" for "or, if time permits,
                # play …"): the condition is the finding
            found.append(Missing("alternative", start, end))
    # conditions (those inside a missing alternative are its)
    conditions = [m.start() for m in _CONDITION["en"].finditer(source)
                  if not any(f.start <= m.start() < f.end for f in found)]
    theirs = _conditions_kept(source, target, lang)
    short = len(_CONDITION["en"].findall(source)) - theirs - sum(
        1 for m in _CONDITION["en"].finditer(source) if any(f.start <= m.start() < f.end for f in found))
    if short > 0 and conditions:
        spans = [(at, _condition_end(source, at, target, paragraph)) for at in conditions]
        named = [(a, b) for a, b in spans
                 if any(en.search(source[a:b]) and not forms[lang].search(target) and not en.search(target)
                        for en, forms in _SIGNATURES)]
        # a sentence whose translation has fewer conditions than it has is where they are missing (12C3's "if of
        # the opinion that he is in no way to blame" dropped is not its first sentence's "even though …"; fix9ad)
        # (there its place says which: no length to weigh)
        short_in = _conditions_short_in(source, target, lang)
        if len(named) < short:
            # a condition holding a negation ("If no contestant was at fault") where the translation says fewer
            # negations than the English: that condition is the one gone, its negation with it (86B2(a) without "Αν
            # δεν επρόκειτο για σφάλμα κανενός αγωνιζόμενου,": tester t9ay EL-108)
            named += [x for x in _negated_conditions(source, target, lang, spans) if x not in named]
        if short_in is not None and len(named) < short:
            named += [x for x in spans if x not in named and any(a <= x[0] < b for a, b in short_in)]
        if len(named) < short:
            # no words of its own to look for: a condition the translation's length says is gone (the text nearer
            # the English without it than the whole English; "Damage exists when, …" as 损害是指… is a wording),
            # one not opening its sentence first
            heads = {s.start for s in sentences(source, "en")}
            whole, have = _weight(source) * _RATIO[lang], _weight(target)
            rest = [(a, b) for a, b in spans if (a, b) not in named
                    and _weight(source[a:b]) * _RATIO[lang] >= _SHARE * whole
                    and abs(have - whole + _weight(source[a:b]) * _RATIO[lang]) < abs(have - whole)]
            rest = [x for x in rest if x[0] not in heads] + [x for x in rest if x[0] in heads]
            named += rest[:short - len(named)]
        if len(named) < short and theirs == 0 and len(sentences(target, lang)) == len(sentences(source, "en")) and not (
                _REGARDLESS[lang].search(_fold_same_length(target) if lang == "el" else target)
                and not _REGARDLESS_EN.search(source)):
            # no condition left at all, its words there but for its opening ("when the Director awards an adjusted
            # score and" dropped from 86B1's "when … and the result at the other table … is clearly favourable": the
            # rest said as a fact; t9ba con13): the English's conditions in order (not where a sentence of its own
            # says the case, "这适用于…的情况": fix9mc's 12A3 split; nor where the condition is said "whether or not"
            # instead, 12C2(a)'s 当由于违规而无法取得结果时 as 无论能否取得结果, t9ax zh_laws096: the negation's one finding,
            # as :func:`_negated_conditions` reads it; fixg3)
            named += [x for x in spans if x not in named][:short - len(named)]
        found += [Missing("condition", a, b) for a, b in named[:short]]
    # a condition said by inversion ("had the infraction not occurred") dropped with its term (fix9rb)
    found += _inverted_conditions_dropped(source, target, lang, found)
    # a condition's second part dropped ("When … the Director is empowered … to adjust a score and is able to award
    # an assigned adjusted score" without 且裁判能够判给裁定调整分): the condition's finding, not a term missing
    found += [part for part in _conjuncts_missing(source, target, lang) if not any(
        f.start <= part.start < f.end or part.start <= f.start < part.end for f in found)]
    # the cause or time of a condition dropped ("when, because of an infraction," as 当…时; fix9oa)
    found += _condition_qualifiers_missing(source, target, lang, found)
    # an alternative inside a clause ("numerous or not obvious", "either … or an assigned adjusted score", "the same
    # or multiple contestants") its aligned sentence of the translation has no "or" for (fix9jb, tester t9at)
    # (after the parts of conditions: "or is able to award …" is one of those)
    found += _phrase_alternatives_missing(source, target, lang, found)
    # cross-reference clauses
    if len(_BRACKETS.findall(target)) < len(_BRACKETS.findall(source)):
        theirs_refs = {resolve_ref(r.key, paragraph) for r in extract_refs(target)}
        # a reference of the translation the English has not, of the same law as the clause's (or both relative),
        # is the clause's reference changed ("(but see A above)" as （但见上文C款）, "(αλλά βλ. Γ παραπάνω)"): the
        # law-reference finding, the clause is there (fix9fa)
        changed = theirs_refs - {resolve_ref(r.key, paragraph) for r in extract_refs(source)}
        for m in _SEE.finditer(source):
            refs = [resolve_ref(r.key, paragraph) for r in extract_refs(m.group())]
            if refs and not any(key in theirs_refs or any(same_family(key, other) for other in changed)
                                for key in refs) and not any(f.start <= m.start() < f.end for f in found):
                found.append(Missing("clause", m.start(), m.end()))
    return sorted(found, key=lambda f: f.start)


_AS_IF = re.compile(r"\b(?:as|even)\s+(?:if|though)\b", re.IGNORECASE)
""""as if", "even if": a comparison or a concession, no condition of an interface string."""

_IF_EN = re.compile(r"\b(?:if|unless|provid(?:ed|ing)\s+that|whenever)\b", re.IGNORECASE)
"""The conditions of an interface string ("when" there mostly says the time of a thing, not a condition)."""

_IF_MORE = {lang: re.compile(words["if_more"], words["flags"]) for lang, words in WORDS.items()}
"""A condition said with 时 alone (文件已存在时替换它, 必要时) or 的话 in an interface string, besides
:data:`_CONDITION`; and the "if" that asks "whether" (检查文件是否存在 for "check if the file exists"; Greek says it
with αν, a condition word already): :mod:`condition_words`, entry "if_more"."""


def missing_interface_conditions(source: str, target: str, lang: str) -> list[Missing]:
    """The conditions of an interface string (``source``, English) its translation ``target`` (``zh``/``el``)
    lacks (fix9ac, fresh tester 9m: "If you can assign an adjusted score, enter it …" as 请输入非违规方的裁定调整分 /
    Δώστε την … βαθμολογία: a question made an order).  The English's "if", "unless", "provided that",
    "whenever" (not "as if", "even if") are counted against the translation's condition words (:data:`_CONDITION`,
    and 时 alone, 的话): when it has none, each is missing; when it has fewer, those :func:`missing_parts` names as a
    law text's.  Conditions only: an interface string's alternatives and cross-references are worded freely.  A
    leading "With --option (…)" whose option the translation lacks is such a condition
    (:func:`_option_conditions_missing`, tester t9bg bg-con06); a part of a condition on a helper's state dropped, "with a
    ruling in progress" or "(its helper has ended or no longer responds)" (:func:`state_condition_parts_missing`,
    tester t9bn bn-con03, bn-con11); a condition said as a subject with its value, "the file - writes to standard
    output", whose value the translation lacks (:func:`_subject_conditions_missing`, tester t9bo bo-con11).
    ``Missing`` spans index ``source``; ``[]`` for another language."""
    if lang not in _CONDITION:
        return []
    options = _option_conditions_missing(source, target) or _empty_conditions_missing(source, target, lang)
    if options:
        return options
    masked = _AS_IF.sub(lambda m: "~" * len(m.group()), source)
    conditions = [m.span() for m in _CONDITION[lang].finditer(target)]
    # (a concession, "If" as "Μολονότι", is a condition reversed: :func:`reversed_conditions`' one finding; fixwc)
    conceded = [m for m in _concessions(target, lang) if not any(a < m.end() and m.start() < b for a, b in conditions)]
    theirs = _count(_CONDITION, target, lang) + len(_IF_MORE[lang].findall(target)) + len(conceded)
    mine = [m.start() for m in _IF_EN.finditer(masked)]
    if len(mine) <= theirs:
        # (and a condition said by inversion, "had the infraction not occurred", dropped whole, as a law text's:
        # tester t9bk bk-con21, fixzx)
        return _fallbacks_missing(source, target, lang) or _leading_times_missing(masked, target, lang, len(mine)) \
            or _places_missing(source, target, lang) or _wheres_missing(masked, target, lang, len(mine)) or [
            m._replace(end=m.start + len(source[m.start:m.end].rstrip("?!"))) for m in _inverted_conditions_dropped(
                source, target, lang, [])] \
            or _times_missing(masked, target, lang, len(mine)) \
            or _whiles_missing(masked, target, lang, len(mine)) or _scoring_conditions_missing(source, target, lang) \
            or _agains_missing(source, target, lang) or state_condition_parts_missing(source, target, lang) \
            or _subject_conditions_missing(source, target)
    if theirs == 0:
        return [Missing("condition", at, _clause_end(source, at)) for at in mine]
    return [part for part in missing_parts(masked, target, lang, None) if part.kind == "condition"
            and _IF_EN.match(masked, part.start)]


_SUBJECT_VALUE_EN = re.compile(r"\b(?P<part>the\s+(?:file|name|path|value|output|input|argument)\s+"
                               r"(?P<value>-|'[^'\s]+'|\"[^\"\s]+\"))\s+(?=[a-z]+s\b)", re.IGNORECASE)
"""A condition said as a subject with its value, a verb following: "the file - writes to standard output" (when the
file is "-", and only then), "the name '*' matches every file"."""


def _subject_conditions_missing(source: str, target: str) -> list[Missing]:
    """The English's conditions said as a subject with a value (:data:`_SUBJECT_VALUE_EN`: "the file - writes to
    standard output") whose value the translation ``target`` does not name ("-" standing alone, or the quoted value):
    the translation says what the value does as always done, 输出到标准输出 (tester t9bo bo-con11).  ``Missing``
    ("condition") spans over "the file -"."""
    found = []
    for match in _SUBJECT_VALUE_EN.finditer(source):
        value = match.group("value").strip("'\"")
        if not re.search(r"(?<![\w-])" + re.escape(value) + r"(?![\w-])", target.replace("－", "-")):
            found.append(Missing("condition", match.start("part"), match.end("part")))
    return found


_KEY_AGAIN_EN = re.compile(r"\s+again\b", re.IGNORECASE)
"""An "again" right after a key name ("F10 again quits", "Press Enter again to …")."""
_AGAIN_EN = re.compile(r"\bagain\b", re.IGNORECASE)
_REPEAT = {
    # 再 (再按, 再按一次, 再次), 重新, 又, 重复, 第二次 (a second time); not 不再 (no longer) nor 再见
    "zh": re.compile(r"(?<!不)再(?!见)|重新|又|重复|第二次"),
    # ξανά, πάλι, εκ νέου, ξανα- compounds (ξαναχτίστε), folded; "one more" of a key or a time ("με ένα ακόμη Esc",
    # "ακόμη μία φορά", "άλλο ένα Esc", "για δεύτερη φορά", "δεύτερο πάτημα": tester t9cb cb-rew46), not a bare ακόμη
    # ("still", "yet": "δεν αποθηκεύτηκαν ακόμη")
    "el": re.compile(r"(?<!\w)(?:ξανα\w*|παλι|εκ\s+νεου|(?:ενα|μια|ενασ)\s+ακομ[ηα]|ακομ[ηα]\s+(?:ενα|μια)(?=\s+φορα)"
                     r"|αλλ(?:ο|η)\s+(?:ενα|μια)|(?:για\s+)?δευτερη\s+φορα|δευτερο\s+(?:πατημα|πληκτρολογημα))(?!\w)"),
}
"""The translation's words of a repetition ("again"; Greek folded)."""


def _agains_missing(source: str, target: str, lang: str) -> list[Missing]:
    """The "again" after a key name (:data:`_KEY_AGAIN_EN`: "F10 again quits all the same", "Press Enter again to
    replace it") an interface translation has no word of repetition for (:data:`_REPEAT`: 再, 重新; ξανά, πάλι): "F10
    again quits" as 按 F10 仍然退出 (tester t9bl bl-con12, fiyb) quits on the first press, the second one the English
    asks for (the first only warns) no longer said.  The translation has fewer such words than the English has "again"s;
    the last of the keys' "again"s that many short, ``Missing("condition-and", …)`` each, the span of "again" (a part of
    the condition, the key kept)."""
    from helper.catalog.checks.keys import _KEY
    from helper.catalog.checks.modality import _fold_same_length

    if lang not in _REPEAT:
        return []
    keyed = []
    for key in list(_KEY.finditer(source)) + list(re.finditer(r"\{\w*key\w*\}", source)):
        again = _KEY_AGAIN_EN.match(source, key.end())
        # (the key said fewer times in the translation: the clause of "Press Enter again" lost whole, which the
        # sentences finding names: test_check_gaps13)
        if again is not None and target.count(key.group()) >= source.count(key.group()):
            keyed.append(Missing("condition-and", again.end() - len("again"), again.end()))
    if not keyed:
        return []
    folded = _fold_same_length(target) if lang == "el" else target
    short = len(_AGAIN_EN.findall(source)) - len(_REPEAT[lang].findall(folded))
    return sorted(keyed)[-short:] if short > 0 else []


_OPTION_CONDITION_EN = re.compile(r"(?:^|(?<=[.;:!?]\s))With\s+(?P<option>--[\w-]+)(?:[ =][\w{}<>-]+)?"
                                  r"(?:\s*\([^()]*(?:\([^()]*\)[^()]*)*\))?(?=,?\s)")
"""A leading condition of an option, opening a sentence: "With --director-error (Law 82C) give each side's
outcomes: …" (the rule of the sentence holds with that option), to the end of its bracket."""


_OPTION_WITH_EN = re.compile(r"(?:^|(?<=[.;:!?]\s))With\s+--[\w-]+(?![\w-])")
"""The words of an option's leading condition (:data:`_OPTION_CONDITION_EN`), "With --director-error": "when it is
given" (tester t9bt bt-con08)."""


def _option_conditions_missing(source: str, target: str) -> list[Missing]:
    """The leading conditions of an option (:data:`_OPTION_CONDITION_EN`) whose option the translation ``target``
    does not name: "With --director-error (Law 82C) give each side's outcomes: --ns-outcome and --ew-outcome." as
    请给出每一方的结果：… (tester t9bg bg-con06, fixzl) - the rule said for every ruling, not only with that option; one
    ``Missing("condition", …)`` each (its option and law reference are that finding's, not missing besides)."""
    return [Missing("condition", m.start(), m.end()) for m in _OPTION_CONDITION_EN.finditer(source)
            if not re.search(rf"(?<![\w-]){re.escape(m.group('option'))}(?![\w-])", target)]


_EMPTY_CONDITION_EN = re.compile(r"(?:^|(?<=[(;]))\s*(?P<part>empty)(?=\s*:)"
                                 r"|\b(?P<key>empty\s+(?:Enter|line|input|answer|field|value))\b"
                                 r"|\b(?P<line>on\s+an\s+empty\s+(?:line|field))\b", re.IGNORECASE)
"""A key hint's condition of an empty input: "Enter (empty: the same again)" (a label opening its bracket or clause,
not "the catalogue is empty: {file}"), "empty Enter skips", "Enter on an empty line: the standard penalty", "an
empty value removes one"."""
_EMPTY_SAID = {
    # 留空, 空行, 为空, 空值, 空白 (not 空格, a space), 直接按 Enter (Enter alone), 不输入 / 未输入 / 什么都不填
    "zh": re.compile(r"空(?!格|间)|直接按|(?:不|未|没有?|什么都不)(?:输入|填写?|键入)"),
    # κενό, κενή γραμμή, ασυμπλήρωτο, σκέτο Enter, χωρίς να γράψετε / κείμενο / τίποτα (folded)
    "el": re.compile(r"(?<!\w)(?:κεν|ασυμπληρωτ|σκετ)\w*|(?<!\w)χωρισ\s+(?:να\s+)?(?:γραψ|πληκτρολογ|εισαγ|κειμεν|τιποτ"
                     r"|τιμ)\w*|(?<!\w)τιποτα(?!\w)"),
}
"""The translation's words of an empty input (Greek folded)."""


def _empty_conditions_missing(source: str, target: str, lang: str) -> list[Missing]:
    """A key hint's condition of an empty input (:data:`_EMPTY_CONDITION_EN`) the translation ``target`` says no word
    of emptiness for (:data:`_EMPTY_SAID`): "words of the English or the translation; Enter (empty: the same again)" as
    按 Enter（重复上一次） (tester t9bz bz-con20, fjaq) - Enter with words typed now repeats the last search too.  One
    ``Missing("condition", …)`` per English condition beyond the translation's words of emptiness, over its words
    ("empty", "empty Enter", "on an empty line"); ``[]`` for another language."""
    if lang not in _EMPTY_SAID:
        return []
    from helper.catalog.checks.modality import _fold_same_length

    mine = list(_EMPTY_CONDITION_EN.finditer(source))
    said = len(_EMPTY_SAID[lang].findall(_fold_same_length(target) if lang == "el" else target))
    found = []
    for match in mine[said:]:
        name = next(group for group in ("part", "key", "line") if match.group(group) is not None)
        found.append(Missing("condition", match.start(name), match.end(name)))
    return found


_WHEN_EN = re.compile(r"(?<![:;.(]\s)(?<![:;.(])(?<!\bthe time )(?<!\btime )\bwhen\b", re.IGNORECASE)
"""An English "when" inside a clause, the time of what the clause says ("recorded when finished", "had unsaved text
when the helper ended"): not one opening a clause, the thing said ("when the ruling began … is not recorded",
"when it began is kept there": 开始的时间, πότε ξεκίνησε)."""
_WHEN = {"zh": re.compile(r"时|后|一旦|每当|之际|之前|以前|完成|结束"),
         "el": re.compile(r"(?<!\w)(?:όταν|οταν|μόλις|αφού|μετά|όποτε|με\s+το\s+που|αν|εάν|εφόσον|"
                          r"τη\s+στιγμή\s+που|την\s+ώρα\s+που|πριν|προτού|ολοκληρ\w*|τερματ\w*)(?!\w)",
                          re.IGNORECASE)}
"""The translation's words of a time ("when": 时, 后, 完成后; όταν, μόλις, αφού), or of the end a "when finished"
names (完成, 结束; ολοκληρωθεί, τερματίστηκε), "τη στιγμή που" (the moment when); a "before" (之前, πριν) too: a "when"
made "before" is :func:`opposites.before_added`'s one finding.  Where it has as many as the English's "when"s and
conditions, none is missing.  Not "while" (όσο, καθώς: "not saved while in progress" as "όσο είναι σε εξέλιξη" says no "when"), which
the English's count leaves out too."""


_PURPOSE = re.compile(r"(?:若|如|要)(?:要|想)")
"""A purpose said as a condition (若要收回本裁决，请改按 ^O: "to take this ruling back, press ^O"), no time word."""


def _times_missing(source: str, target: str, lang: str, conditions: int) -> list[Missing]:
    """The English's "when"s inside a clause (:data:`_WHEN_EN`) an interface translation has no words for: it has
    fewer time and condition words (:data:`_WHEN`, :data:`_CONDITION`: a "when" said "if", 如果…) than the English
    has "when"s and other conditions (``conditions``).  The missing ones (the last) as conditions: "when" to its clause's end ("recorded
    when finished" as 记录 or "καταγράφεται αμέσως", at once; "had unsaved text when the helper ended" without 结束时;
    tester t9bf bf-con11, bf-con12, bf-con24, fixzg).  A "when finished" said by a noun (:data:`helper_states.STATES`:
    "με την ολοκλήρωσή της", on its completion, for "It is recorded here when finished") is a time word (fizg)."""
    if lang not in _WHEN:
        return []
    mine = list(_WHEN_EN.finditer(source))
    # a time word or a condition word (如果, 除非; "εκτός αν") of the translation, each place once (时 and όταν are
    # both): a "when" said as "if" (如果得到了两个以上结果) is kept, and a long entry's 除非 count for its "unless"
    # (not a purpose's 若要 / 如想, "if you want to …", as a translation may say "instead": no "when")
    words = sorted([m.span() for table in (_WHEN, _CONDITION) for m in table[lang].finditer(target)
                    if not _PURPOSE.match(target, m.start())]
                   # (a "when finished" said by a noun, "με την ολοκλήρωσή της" (on its completion), "στο τέλος": the
                   # time kept; said "when started", "με την έναρξή της", the opposites' one finding; fizg)
                   + state_spans(target, lang, "when finished", "when started"))
    theirs, end = 0, -1
    for start, stop in words:
        if start >= end:
            theirs += 1
        end = max(end, stop)
    if len(mine) + conditions <= theirs or not mine:
        return []
    return [Missing("condition", m.start(), m.end() + len(re.match(r"[^,;:.()\[\]]*", source[m.end():]).group().rstrip()))
            for m in mine[max(0, theirs - conditions):]]


_WHILE_EN = re.compile(r"(?<![,;]\s)(?<![,;])\bwhile\s+(?=(?:this|that|these|those|the|a|an|another|it|its|he|his|she|"
                       r"her|they|their|you|your|we|one|someone|\{\w*\})\b|\{)", re.IGNORECASE)
"""An English "while" opening a clause with a subject of its own, the time during which the rule holds ("asks first
while that helper runs with a ruling in progress", "While this form was open"): not a verbless state ("not saved while
in progress", said 进行中不保存), nor one after a comma ("…, while the other side …", a contrast)."""
_WHILE = {"zh": re.compile(r"时|期间|之际|之中|仍在|正在|尚在|还在|同时"),
          "el": re.compile(r"(?<!\w)(?:όσο|οσο|ενώ|ενω|καθώς|καθως|κατά\s+τη\s+διάρκεια|όσην\s+ώρα|την\s+ώρα\s+που|"
                           r"εν\s+όσω|ενόσω)(?!\w)", re.IGNORECASE)}
"""The translation's words of a duration ("while": 时, 期间, 仍在, 正在; όσο, ενώ, καθώς, κατά τη διάρκεια)."""
_END_WORD = re.compile(r"完成|结束|(?:ολοκληρ|τερματ)\w*", re.IGNORECASE)
"""The words of an end among :data:`_WHEN` (完成, 结束; ολοκληρώθηκε, τερματίστηκε): they say a "when finished" with no
time word, but beside one (结束时, "όταν έχει τερματιστεί") no second time."""


def _whiles_missing(source: str, target: str, lang: str, conditions: int) -> list[Missing]:
    """The English's "while" clauses (:data:`_WHILE_EN`) an interface translation has no words for: it has fewer
    places of a duration, time or condition word (:data:`_WHILE`, :data:`_WHEN`, :data:`_CONDITION`; not a word of
    the end alone, :data:`_END_WORD`: "όταν έχει τερματιστεί" says one time) than the English has "while"s, "when"s (:data:`_WHEN_EN`) and other conditions
    (``conditions``).  The missing ones (the last) as conditions, "while" to its clause's end: "asks first while that
    helper runs with a ruling in progress; at once when it has ended" as 先询问；它已结束时立即接管 or "ρωτά πρώτα·
    αμέσως όταν έχει τερματιστεί" (tester t9bi bi-con23, bi-con24: asks first always)."""
    if lang not in _WHILE:
        return []
    mine = list(_WHILE_EN.finditer(source))
    if not mine:
        return []
    words = sorted(m.span() for table in (_WHILE, _WHEN, _CONDITION) for m in table[lang].finditer(target)
                   if not _PURPOSE.match(target, m.start()) and not _END_WORD.fullmatch(m.group()))
    theirs, end = 0, -1
    for start, stop in words:
        if start >= end:
            theirs += 1
        end = max(end, stop)
    wanted = len(mine) + len(_WHEN_EN.findall(source)) + conditions
    if wanted <= theirs:
        return []
    return [Missing("condition", m.start(), m.end() + len(re.match(r"[^,;:.()\[\]]*", source[m.end():]).group().rstrip()))
            for m in mine[max(0, len(mine) - (wanted - theirs)):]]


_STATE_EN = "(?:" + state_words("running", "ended", "responding", lang="en") + ")"
"""A helper's (a window's) state an interface condition asks for: it runs, has ended, no longer responds
(:data:`helper_states.STATES`)."""
_STATE = {lang: re.compile(state_words("running", "ended", "responding", lang=lang), re.IGNORECASE)
          for lang in ("zh", "el")}
"""The translation's words of such a state (Greek folded): 运行, 已结束, 不再响应; τρέχει, τερματίστηκε, δεν αποκρίνεται."""
_IN_PROGRESS = {"zh": re.compile(state_words("in progress", lang="zh")),
                "el": re.compile(state_words("in progress", "not finished", lang="el"), re.IGNORECASE)}
"""The translation's words of "in progress" (Greek folded): 进行中, 未完成; σε εξέλιξη, ημιτελής, μη ολοκληρωμένη."""
_IN_PROGRESS_EN = re.compile(state_words("in progress", lang="en"), re.IGNORECASE)
_STATE_WITH_EN = re.compile(_STATE_EN + r"\s*,?\s+(?P<part>with(?:out)?\s+(?:(?:no|a|an|the|any|its)\s+)?"
                            r"(?:[\w-]+\s+){0,3}?(?:in\s+progress|unfinished))\b", re.IGNORECASE)
"""The second part of a condition on a helper's state, on its ruling: "while that helper runs with a ruling in
progress", "The other helper no longer responds, with no ruling in progress: …"."""


def state_condition_parts_missing(source: str, target: str, lang: str) -> list[Missing]:
    """The parts of an interface string's conditions on a helper's state (:data:`_STATE_EN`: it runs, has ended, no
    longer responds) its translation ``target`` (``zh``/``el``) drops, the rest of the string kept (tester t9bn
    bn-con03, bn-con25, bn-con10, bn-con11, fiyj):

    - the second part, on its ruling (:data:`_STATE_WITH_EN`: "asks first while that helper runs with a ruling in
      progress" as 那个 helper 仍在运行时先询问 / "ρωτά πρώτα όσο εκείνο τρέχει"; "no longer responds, with no ruling
      in progress:" as 不再响应：): the translation says "in progress" (:data:`_IN_PROGRESS`: 进行中, σε εξέλιξη) fewer
      times than the English; the last such parts that many short, ``Missing("condition-and", …)`` (the rule
      applies in more cases); a negated one ("with no …") the negation check already names as a negation dropped
      (:func:`negation.interface_negations`, bn-con24) is that finding's;
    - a parenthetical saying the state in which the clause before it holds ("^O resumes that ruling here (its helper
      has ended or no longer responds)" as 按 ^O 在此继续该裁决；): the translation has fewer bracket pairs than the
      English and says such a state (:data:`_STATE`: 结束, 不再响应; τερματίστηκε, δεν αποκρίνεται) fewer times;
      ``Missing("condition", …)``, its brackets included (a rule made unconditional, no bracket nor negation missing
      besides).

    A part said another way (且没有进行中的裁决, "με απόφαση σε εξέλιξη", 有未完成的裁决) counts; ``[]`` for another
    language."""
    from helper.catalog.checks.brackets import bracket_pairs, parentheticals
    from helper.catalog.checks.modality import _fold_same_length

    if lang not in _STATE:
        return []
    folded = _fold_same_length(target) if lang == "el" else target
    found = []
    parts = list(_STATE_WITH_EN.finditer(source))
    short = len(_IN_PROGRESS_EN.findall(source)) - len(_IN_PROGRESS[lang].findall(folded))
    if parts and short > 0:
        from helper.catalog.checks.negation import interface_negations

        parts = parts[-short:]
        if any(re.match(r"with(?:out\b|\s+no\b)", m.group("part"), re.IGNORECASE) for m in parts):
            # (a negated part, "with no ruling in progress", the negation check names as its negation dropped:
            # that finding's, "δεν αποκρίνεται:" for "no longer responds, with no ruling in progress:", tester t9bn
            # bn-con24)
            dropped = interface_negations(source, target, lang)[0]
            parts = [m for m in parts if not any(m.group("part") in said for said in dropped)]
        found += [Missing("condition-and", m.start("part"), m.end("part")) for m in parts]
    states = [p for p in parentheticals(source) if re.search(_STATE_EN, p.content, re.IGNORECASE)]
    short = len(re.findall(_STATE_EN, source, re.IGNORECASE)) - len(_STATE[lang].findall(folded))
    if states and short > 0 and bracket_pairs(target) < bracket_pairs(source):
        found += [Missing("condition", p.start, p.end) for p in states[-short:]]
    return sorted(found)


_SCORING_EN = re.compile(r"(?:^|(?<=[:;.]\s))at\s+(?P<term>cross-IMPs|IMPs|matchpoints|VPs|Butler)\b(?:\s*\([^()]*\))?"
                         r"|(?<=\s)at\s+(?P<value>(?-i:mp|imps|ximps|vps))\b", re.IGNORECASE)
"""A condition on the form of scoring opening a clause: "At cross-IMPs give --results", "At IMPs (teams) give
--other-table", "…: at IMPs average plus and minus are IMPs"; or one naming a value of --scoring (lower case: mp,
imps, ximps, vps) anywhere: "the full top (Law 78A) at mp, the comparisons at ximps" (tester t9bv bv-con20).  "at
IMPs" inside a clause ("scores at IMPs are averaged") is the restriction rules' (test_check_fix9ub)."""
_SCORING_VALUE = {"mp": "matchpoints", "imps": "IMPs", "ximps": "cross-IMPs", "vps": "VPs"}
"""The --scoring values (mp, imps, ximps, vps) and the form of scoring each names."""
_SCORING_TERM_EN = {"cross-IMPs": re.compile(r"\bcross-IMPs?\b|\bximps\b", re.IGNORECASE),
                    "IMPs": re.compile(r"\bIMPs?\b|\bimps\b"),
                    "matchpoints": re.compile(r"\bmatchpoints?\b|\bmp\b", re.IGNORECASE),
                    "VPs": re.compile(r"\bVPs?\b|\bvps\b"), "Butler": re.compile(r"\bButler\b", re.IGNORECASE)}
_VALUE = r"(?<![A-Za-z]){}(?![A-Za-z])"
_SCORING_TERM = {"zh": {"cross-IMPs": re.compile(r"交叉|跨场|cross|" + _VALUE.format("ximps"), re.IGNORECASE),
                        "IMPs": re.compile(r"IMP|" + _VALUE.format("imps")),
                        "matchpoints": re.compile(r"比赛分|matchpoint|" + _VALUE.format("mp"), re.IGNORECASE),
                        "VPs": re.compile(r"VP|胜利分|" + _VALUE.format("vps")),
                        "Butler": re.compile(r"Butler|巴特勒", re.IGNORECASE)},
                 "el": {"cross-IMPs": re.compile(r"cross|διασταυρ|" + _VALUE.format("ximps"), re.IGNORECASE),
                        "IMPs": re.compile(r"IMP|" + _VALUE.format("imps")),
                        "matchpoints": re.compile(r"βαθμ\w*\s+αγώνα|matchpoint|" + _VALUE.format("mp"), re.IGNORECASE),
                        "VPs": re.compile(r"VP|" + _VALUE.format("vps")),
                        "Butler": re.compile(r"Butler|Μπάτλερ", re.IGNORECASE)}}
"""Each scoring form's words in the English ("IMPs" in "cross-IMPs" too; its --scoring value, "mp") and in each
translation."""
_SCORING_CONDITION = {"zh": re.compile(r"[^，。；：、]{0,8}?(?:计分|时|赛制|制下)"),
                      "el": re.compile(r"(?:^|[:;.·,]\s*)(?:σε|στα|στους|με|για)\s+(?:τα\s+|τους\s+)?$", re.IGNORECASE)}
"""A scoring form named as a condition: 交叉 IMP 计分时, IMP 计分（队式赛）, IMP 赛制下 (what follows the form); "Σε
IMPs …", "…: σε IMPs ο μέσος όρος" (what opens its clause before the form): the condition kept though the form is
named fewer times than in the English (its second "IMPs" said "βαθμοί αγώνα", another finding's: tester sco21)."""


def _scoring_conditions_missing(source: str, target: str, lang: str) -> list[Missing]:
    """The English's conditions on the form of scoring opening a clause (:data:`_SCORING_EN`, "At cross-IMPs give
    --results: artificial IMPs are on the scale of the comparisons.") whose form the translation names fewer times
    than the English (:data:`_SCORING_TERM`: "请给出 --results：人为调整分的 IMP …" without 交叉 IMP 计分时, "Δώστε
    --results: …" without "Σε cross-IMPs": the order given at every scoring; tester t9bf bf-con09, bf-con10, fixzg).
    A form named as often as in the English is kept, however said (IMP 计分（队式赛）, "Σε IMPs")."""
    if lang not in _SCORING_TERM:
        return []
    found = []
    for m in _SCORING_EN.finditer(source):
        term = _SCORING_VALUE[m.group("value")] if m.group("value") else next(
            k for k in _SCORING_TERM_EN if k.lower() == m.group("term").lower())
        named = _SCORING_TERM[lang][term]
        if any(len(_SCORING_TERM[lang][other].findall(target)) > len(_SCORING_TERM_EN[other].findall(source))
               for other in _SCORING_TERM[lang] if other != term):
            continue  # another form said in its place ("at IMPs" as 以比赛分计的): the terminology's one finding
            # (tester t9bs bs-sco05), no condition dropped
        if len(named.findall(target)) < len(_SCORING_TERM_EN[term].findall(source)) and not any(
                _SCORING_CONDITION["zh"].match(target, n.end()) if lang == "zh"
                else _SCORING_CONDITION["el"].search(target[:n.start()]) for n in named.finditer(target)):
            found.append(Missing("condition", m.start(), m.end()))
    return found


_ELSE_EN = re.compile(r"(?<!\bsomeone )(?<!\banyone )(?<!\bno one )(?<!\bnobody )(?<!\banything )"
                      r"(?<!\bsomething )(?<!\bnothing )(?<!\beverything )(?<!\bwhat )(?<!\bwho )(?<!\bwhere )"
                      r"\b(?:else|otherwise)\b(?!\s+(?:than|said|known)\b)", re.IGNORECASE)
"""An English fallback, "else" / "otherwise" ("default: from the file name's ending, else csv"), not "someone else"."""
_ELSE_NEGATED = {"zh": r"若无|如无|若没有|如没有|若未|如未|无法|不能|未能",
                 "el": r"(?<!\w)(?:αν|όταν|εάν)\s+δεν(?!\w)|(?<!\w)αν\s+όχι(?!\w)"}
"""The translation's fallbacks said as a negated condition (若未设定则…, 无法…时; "αν δεν", "αν όχι"): part of
:data:`_ELSE`, and no negation added (:func:`pair._fallback_negated`)."""
_ELSE = {"zh": re.compile(_ELSE_NEGATED["zh"] + r"|否则|不然|其他情况|其余情况|其它情况"),
         "el": re.compile(_ELSE_NEGATED["el"] + r"|(?<!\w)(?:αλλιώς|αλλιως|διαφορετικά|διαφορετικα|ειδάλλως|ειδαλλως|"
                          r"ειδεμή|αλλιώτικα|ελλείψει|σε\s+αντίθετη\s+περίπτωση)(?!\w)", re.IGNORECASE)}
"""The translation's words of a fallback (否则, 不然, 若无, 无法…时; αλλιώς, διαφορετικά, ειδάλλως, αν όχι)."""


def _fallbacks_missing(source: str, target: str, lang: str) -> list[Missing]:
    """The English's fallbacks ("default: from the file name's ending, else csv", :data:`_ELSE_EN`) an interface
    translation has fewer words of (:data:`_ELSE`): its condition dropped with its "else", the default made
    unconditional ("默认：csv", "προεπιλογή: csv"; tester t9bd con26, con35, fixza).  Each missing one (the last ones)
    as the clause it closes: from the start of the clause before it (after a colon, bracket, semicolon or full stop)
    to its own clause's end."""
    mine = list(_ELSE_EN.finditer(source))
    if len(mine) <= len(_ELSE[lang].findall(target)):
        return []
    found = []
    for match in mine[len(_ELSE[lang].findall(target)):]:
        head = max(source.rfind(mark, 0, match.start()) for mark in ":(;.[")
        start = head + 1 + len(source[head + 1:match.start()]) - len(source[head + 1:match.start()].lstrip())
        end = match.end() + len(re.match(r"[^,;:.()\[\]]*", source[match.end():]).group())
        found.append(Missing("condition", start, end))
    return found


_LEADING_TIME_EN = re.compile(r"(?:^|(?<=[.;:!?]\s))(?:After|Before|Until|Following)\s+(?!that\b|this\b|which\b)"
                              r"[^,;:.?!()]{3,60}(?=,)")
"""A time opening an English sentence, to its comma: "After the infraction, did the non-offending side …" (the
question asked of what followed the infraction only), "Before the next board, …"."""
_TIME_WORD = {"zh": re.compile(r"(?<![然])后|之前|以前|此前|前[，,]|直到|为止|起|以来|(?:完毕|完成|结束)(?=\s*[，,])"),
              "el": re.compile(r"(?<!\w)(?:μετά|μετα|έπειτα|επειτα|πριν|προτού|προτου|αφού|αφου|μέχρι|μεχρι|έως|εως|"
                               r"ώσπου|ωσπου|κατόπιν|κατοπιν)(?!\w)", re.IGNORECASE)}
"""The translation's words of a time before or after something (后, 之前, 直到; μετά, πριν, μέχρι; an action
finished before a comma, 更正完毕， "once corrected": test_check_fix9bf)."""


def _leading_times_missing(source: str, target: str, lang: str, conditions: int) -> list[Missing]:
    """The times opening an English sentence (:data:`_LEADING_TIME_EN`, "After the infraction, …") an interface
    translation has no words for: it has fewer places of a time or condition word (:data:`_TIME_WORD`,
    :data:`_WHEN`, :data:`_CONDITION`) than the English has such times, "when"s (:data:`_WHEN_EN`) and other
    conditions (``conditions``).  The missing ones (the last) as conditions: "After the infraction, did the
    non-offending side contribute to its own damage …?" as 非违规方是否…促成了自身的损害？ asks of the whole deal, not of
    what followed the infraction (tester t9bk bk-con20, fixzx)."""
    if lang not in _TIME_WORD:
        return []
    mine = list(_LEADING_TIME_EN.finditer(source))
    if not mine:
        return []
    words = sorted(m.span() for table in (_TIME_WORD, _WHEN, _CONDITION) for m in table[lang].finditer(target)
                   if not _PURPOSE.match(target, m.start()))
    theirs, end = 0, -1
    for start, stop in words:
        if start >= end:
            theirs += 1
        end = max(end, stop)
    wanted = len(mine) + len(_WHEN_EN.findall(source)) + conditions
    if wanted <= theirs:
        return []
    return [Missing("condition", m.start(), m.end()) for m in mine[max(0, len(mine) - (wanted - theirs)):]]


_PLACE_EN = re.compile(r"\b(?:on|at|in|for)\s+the\s+(?P<end>last|first)\s+(?:one|field|item|line|board|page|row)\b",
                       re.IGNORECASE)
"""A place in a list the English's rule holds at: "on the last one save" (only on the last field), "at the first
board"."""
_LIST_END = {"zh": re.compile(r"最后|最末|末尾|末一|第一|首个|首项|最前|首"),
             "el": re.compile(r"(?<!\w)(?:τελευταί|τελευται|πρώτ|πρωτ|αρχικ)\w*", re.IGNORECASE)}
"""The translation's words of either end of a list (最后, 第一; τελευταίο, πρώτο): another end said is
:func:`opposites.opposite_words`' finding ("last / first"), none at all the place dropped."""


def _places_missing(source: str, target: str, lang: str) -> list[Missing]:
    """The places in a list an English interface string's rule holds at (:data:`_PLACE_EN`, "on the last one") its
    translation has no word of a list's end for (:data:`_LIST_END`): "Enter: next field, on the last one save" as
    "Enter：下一项，保存" saves on every field (tester t9bk bk-con23, fixzx).  One ``Missing("condition", …)`` each, where
    the translation names fewer ends than the English."""
    if lang not in _LIST_END:
        return []
    mine = list(_PLACE_EN.finditer(source))
    if not mine or len(_LIST_END[lang].findall(target)) >= len(mine):
        return []
    return [Missing("condition", m.start(), m.end()) for m in mine[len(_LIST_END[lang].findall(target)):]]


_WHERE_EN = re.compile(r"(?:^|(?<=[.;:!?,]\s))(?:where|wherever)\b(?!\s+to\b)", re.IGNORECASE)
"""A "where" opening an English clause, a condition ("…: where a player in no way at fault has more than 60% …,
give …"); not one inside a clause ("the board where …") nor "where to"."""
_WHERE = {"zh": re.compile(r"凡"), "el": re.compile(r"(?<!\w)(?:όπου|οπου|Όπου|Οπου)(?!\w)")}
"""The translation's words of a "where" condition besides :data:`_CONDITION`'s: 凡 (凡…者), όπου."""


def _wheres_missing(source: str, target: str, lang: str, conditions: int) -> list[Missing]:
    """The conditions opened by an English "where" (:data:`_WHERE_EN`) an interface translation dropped whole: it has
    fewer places of a condition word (:data:`_CONDITION`, :data:`_IF_MORE`, :data:`_WHERE`) than the English has
    such "where"s and other conditions (``conditions``), and most of what the clause carries (its numbers, terms,
    degrees of fault, placeholders: :func:`structure._anchors`) is nowhere in the translation (tester t9bt bt-con04,
    bt-con15, fizi: "Each player is a contestant: where a player in no way at fault has more than 60% on the other
    boards of the session, or one directly at fault less than 40%, give that player his own percentage instead" as
    每名牌手都是参赛者：改按该牌手自己的百分比给分 - every player's own percentage, whatever he scored).  The clause runs
    to its comma or colon, over the alternatives of the condition (", or one directly at fault less than 40%") that a
    comma follows, the main clause after it; one ``Missing("condition", …)`` each, its parts that finding's.  A
    condition said otherwise (若/如果…, 凡…者, Όπου/Αν, or a relative clause keeping its numbers and terms) is none."""
    if lang not in _WHERE:
        return []
    mine = list(_WHERE_EN.finditer(source))
    if not mine:
        return []
    places = sorted(m.span() for table in (_CONDITION, _IF_MORE, _WHERE) for m in table[lang].finditer(target))
    theirs, last = 0, -1
    for start, stop in places:
        if start >= last:
            theirs += 1
        last = max(last, stop)
    if len(mine) + conditions <= theirs:
        return []
    from helper.catalog.checks.structure import Sentence, _anchors

    def carried(text: str, text_lang: str) -> frozenset:
        return frozenset(a for a in _anchors(Sentence(0, len(text), text), text_lang) if a[0] != "shape")

    have, found = carried(target, lang), []
    for match in mine:
        end = _clause_end(source, match.start())
        while re.match(r",\s*or\s", source[end:end + 5], re.IGNORECASE):
            stop = _clause_end(source, end + 1)
            if source[stop:stop + 1] != ",":
                break  # (an alternative to the sentence's end is the main clause's, not the condition's)
            end = stop
        mine_carried = carried(source[match.start():end], "en")
        if len(mine_carried - have) * 2 > len(mine_carried):
            found.append(Missing("condition", match.start(), end))
    return found


_BRACKET_OR = re.compile(r"^\s*((?!or\b)[\w.'’-]+(?:\s+[\w.'’-]+){0,3}),?\s+or\s+(?!(?:more|less|fewer|not)\b)"
                         r"([\w.'’-]+(?:\s+[\w.'’-]+){0,4})\s*$", re.IGNORECASE)
"""A bracket naming two alternatives and nothing else: "(pair or team)", "(csv or json)", "(.md or .html)", "(damaged,
or another kind of file)" (a comma before the "or", file endings, up to four words and five after it: fix9kb, tester
t9av v459, v467); not a count ("one or more") nor "or not"."""

_ABSENT_EN = re.compile(r"\b(?:in\s+(?:the\s+)?(?:absence|default)\s+of|failing(?!\s+to\b)|absent(?=\s+(?:a|an|any|the|such)\b)"
                        r")\b", re.IGNORECASE)
"""An English condition on an absence that holds no negation word ("in the absence of a relevant regulation", 86B3;
"failing such a regulation"): the negation check cannot see it made a presence, this check does ("unless", "if no"
are negations: the negation check's; "unless" is often said "omitted when …", 省略, with no absence word)."""
_CONCESSION_EN = re.compile(r"\b(?:even\s+(?:if|though|when|where)|although|though|regardless)\b", re.IGNORECASE)
"""An English concession ("even if", "even though")."""
_CONCESSION = {lang: re.compile(words["concession"], words["flags"]) for lang, words in WORDS.items()}
_ABSENT = {lang: re.compile(words["absent"], words["flags"]) for lang, words in WORDS.items()}
_ALTHOUGH = {lang: re.compile(words["although"], words["flags"]) for lang, words in WORDS.items()}
"""The translation's concessions of "although" (αν και, 虽然) besides :data:`_CONCESSION`'s."""
_ONLY_IF = {lang: re.compile(words["only_if"], words["flags"]) for lang, words in WORDS.items()}
_ONLY_IF_EN = re.compile(r"\bonly\s+(?:if|when|where|provided)\b", re.IGNORECASE)
"""An "only if" (μόνο αν, 只有…才), per language."""


class Reversed(NamedTuple):
    """A condition of the English the translation reverses: ``kind`` "absence" (an absence made a presence: "in the
    absence of" as 如有 / 即使有), "concession" (a condition made a concession: "if" as 即使, "even if") or
    "made-condition" (a concession made a condition: "even though" as μόνο αν, 只有…才; fix9jb) or "exception" (a
    condition made an exception: "if" as "εκτός αν", 除非; fixwc);
    ``english``: the English's condition words; ``found``: the translation's."""
    kind: str
    english: str
    found: str


def reversed_conditions(source: str, target: str, lang: str) -> list[Reversed]:
    """The conditions of ``source`` (English) that ``target`` (``lang``) reverses, at most one (the first): an English
    absence (:data:`_ABSENT_EN`) with fewer absences kept in the translation's conditions (:mod:`condition_words`
    "absent") while the translation still says a condition or a concession there; else a concession
    (:mod:`condition_words` "concession") the translation has beyond the English's (:data:`_CONCESSION_EN`) where
    the English says a condition (a "where" opening a clause one: :func:`_plain_conditions`; an "although", αν και,
    虽然, a concession: :func:`_concessions`, fixwc, t9bb con126, con490); else an exception (:data:`_EXCEPTION`) the
    translation has beyond the English's where it has fewer other conditions than the English (fixwc, t9bb con125;
    a condition by inversion, "had the infraction not occurred" as "εκτός αν δεν είχε συμβεί", and "when finished" as
    "εκτός αν ολοκληρωθεί" too: tester t9be be-condel17, be-condel07).
    A condition dropped whole is :func:`missing_parts`'s; "unless", "if no" the negation check's. [] for a language
    without tables."""
    if lang not in _ABSENT:
        return []
    absences = list(_ABSENT_EN.finditer(source))
    concessions = _concessions(target, lang)
    extra = len(concessions) - len(_CONCESSION_EN.findall(source))
    kept = len(_ABSENT[lang].findall(target))
    if absences and kept < len(absences) and (_CONDITION[lang].search(target) or concessions):
        english = absences[kept].group()
        found = concessions[-1] if concessions else None
        if found is None:
            conditions = list(_CONDITION[lang].finditer(target))
            found = conditions[min(kept, len(conditions) - 1)]
        return [Reversed("absence", english, _clause(target, found.start()))]
    # a concession made a condition ("even though only one of them may be responsible" as "μόνο αν ευθύνονται και τα
    # δύο", 即使只有其中一人 as 只有两人都…才: the rule that applied all the same now applies only then; fix9jb, tester
    # t9at E-cond18): the translation has fewer concessions (an "although", αν και, 虽然, counted) and more "only if"
    conceded = list(_CONCESSION_EN.finditer(source))
    said = len(concessions)
    only = list(_ONLY_IF[lang].finditer(target))
    if len(conceded) > said and len(only) > len(_ONLY_IF_EN.findall(source)):
        return [Reversed("made-condition", conceded[said].group(), _clause(target, only[-1].start()))]
    plain = _plain_conditions(source)
    if extra > 0 and plain:
        # the English condition at the place of the concession among the translation's conditions
        turned = concessions[-1]
        before = len([m for m in _CONDITION[lang].finditer(target) if m.start() < turned.start()
                      and not any(c.start() <= m.start() < c.end() for c in concessions)])
        return [Reversed("concession", plain[min(before, len(plain) - 1)].group(), _clause(target, turned.start()))]
    # a condition made an exception ("if of the opinion that he is in no way to blame" as "εκτός αν, κατά τη γνώμη
    # του, …", 如果 as 除非: the rule now applies in the cases it did not; t9bb con125, fixwc): the translation says
    # more exceptions than the English ("unless", "except", "otherwise") and fewer other conditions than it
    from helper.catalog.checks.modality import _fold_same_length

    folded = _fold_same_length(target) if lang == "el" else target
    excepted = [m for m in _EXCEPTION[lang].finditer(folded)]
    # ("除非…，否则" is one exception; an English condition on an absence or a negation, "in the absence of a relevant
    # regulation", "if no other table played it", is rightly said "unless there is one": 但除非有相关规程，否则)
    excepted = [m for m in excepted if not (m.group() == "否则" and any(
        e.group().startswith("除") and not re.search(r"[。；;]", folded[e.end():m.start()]) for e in excepted
        if e.start() < m.start()))]
    # (a condition said as a definition, "Damage exists when" as 损害是指, is kept: no exception said for it)
    if _DEFINITION[lang].search(target):
        defined = [m.span() for m in _DEFINITION["en"].finditer(source)]
        plain = [m for m in plain if not any(a <= m.start() < b for a, b in defined)]
    # (and a condition said by inversion, "had the infraction not occurred" as "εκτός αν δεν είχε συμβεί": tester t9be
    # be-condel17)
    plain = sorted(plain + list(_INVERTED_EN.finditer(source)), key=lambda m: m.start())
    # (and an option's leading condition, "With --director-error (Law 82C) both sides are …" as 除非使用
    # --director-error…, "εκτός αν δοθεί το --director-error": tester t9bt bt-con08, fizj)
    plain = sorted(plain + list(_OPTION_WITH_EN.finditer(source)), key=lambda m: m.start())
    if len(excepted) > len(_EXCEPTION_EN.findall(source)) and plain:
        others = [m for m in _CONDITION[lang].finditer(target) if not any(
            e.start() <= m.start() < e.end() or m.start() <= e.start() < m.end() for e in excepted)
            and not any(c.start() <= m.start() < c.end() for c in concessions)
            # (a 时 / 时候 closing the exception's own clause, 除非…时（参见本条c2），, is that exception's: 当…时 made
            # 除非…时, fixwc's row beside fixwa's clause-ending 时)
            and not (m.group().startswith("时") and any(
                e.end() <= m.start() and not re.search(r"[，,。；;：:]", target[e.end():m.start()]) for e in excepted))]
        if len(others) < len(plain):
            turned = excepted[len(_EXCEPTION_EN.findall(source))]
            before = len([m for m in others if m.start() < turned.start()])
            english = plain[min(before, len(plain) - 1)]
            # ("unless" says "if not": "if no other table played it" as "unless another did", 除非有其他牌桌打过, "in the
            # absence of a relevant regulation" as 但除非有相关规程，否则, keep the condition: the English condition's
            # negations (an absence one) and the translation's in the exception's clause, one more or less, keep it;
            # as many, "if of the opinion that he is in no way to blame" as "εκτός αν … δεν είναι με κανένα τρόπο
            # υπεύθυνος", reverse it)
            english_end = _clause_end(source, english.start())
            # (to its first comma after a word: "recorded when finished, not saved while in progress" - the "not" is
            # the next clause's; an aside opening it, "if, in his opinion, …", skipped; tester t9be be-condel07)
            opened = re.match(r"\s*,[^,.;:()]*,", source[english.end():])
            first = re.compile(r"[,;:()]|\.(?:\s|$)").search(source, english.end() + (opened.end() if opened else 0))
            if first is not None and re.search(r"\w", source[english.end():first.start()]):
                english_end = min(english_end, first.start())
            said = len(_OTHER_NEGATION_EN.findall(source, english.start(), english_end)) + len(
                [m for m in _ABSENT_EN.finditer(source, english.start(), english_end)])
            # (its clause after an aside set off by commas: "εκτός αν, κατά τη γνώμη του, δεν είναι …")
            opening = turned.end()
            aside = re.match(r"\s*[,，][^,，.;:·。；：]*[,，]", folded[opening:])
            opening += aside.end() if aside else 0
            cut = _CLAUSE_CUT.search(folded, opening)
            theirs = len(_UNLESS_NEGATION[lang].findall(folded, opening, cut.start() if cut else len(folded)))
            if (said + theirs) % 2 == 0:
                return [Reversed("exception", english.group(), _clause(target, turned.start()))]
    return []


_WHERE_EN = re.compile(r"(?:^|(?<=[:;,.]\s))where\b(?!\s+(?:is|are|was|were|do|does|did)\b)", re.IGNORECASE)
"""A "where" opening a clause, a condition ("…: where a player in no way at fault has more than 60% …, give that
player his own percentage"), not a question ("where is it?")."""
_EXCEPTION_EN = re.compile(r"\b(?:unless|except|otherwise|else)\b", re.IGNORECASE)
"""The English's words of an exception ("else": "otherwise", 否则, αλλιώς)."""
_EXCEPTION = {
    # 除非 (not 消除非违规方: :data:`condition_words.ZH_UNLESS`), 否则, 除…外; Greek folded: εκτός αν / εάν / άμα / όταν /
    # εφόσον / και αν, παρά μόνο (αν), αλλιώς, διαφορετικά
    "zh": re.compile(ZH_UNLESS + r"|否则|除(?![去掉])[^，。；]{1,12}?(?:之?外|以外)"),
    "el": re.compile(r"(?<!\w)(?:εκτοσ\s+(?:(?:και|κι)\s+)?(?:αν|εαν|αμα|οταν|εφοσον)|παρα\s+μονο(?:\s+(?:αν|εαν|οταν))?"
                     r"|αλλιωσ|διαφορετικα)(?!\w)"),
}
"""The translation's words of an exception ("unless", "except", "otherwise"; Greek folded)."""


def _plain_conditions(source: str) -> list[re.Match]:
    """The English ``source``'s conditions that are no concession (:data:`_CONDITION`, a "where" opening a clause:
    :data:`_WHERE_EN`), in order."""
    masked = _CONCESSION_EN.sub(lambda m: "_" * len(m.group()), source)
    return sorted(list(_CONDITION["en"].finditer(masked)) + list(_WHERE_EN.finditer(masked)), key=lambda m: m.start())


def _concessions(target: str, lang: str) -> list[re.Match]:
    """The concessions of the translation ``target``: "even if" and "although" (:data:`_CONCESSION`,
    :data:`_ALTHOUGH`: 即使, 虽然, "ακόμη κι αν", "αν και"), in order, one per place."""
    found = sorted(list(_CONCESSION[lang].finditer(target)) + list(_ALTHOUGH[lang].finditer(target)),
                   key=lambda m: m.start())
    return [m for i, m in enumerate(found) if not any(o.start() <= m.start() < o.end() for o in found[:i])]


_BECAUSE_EN = re.compile(r"\b(?:because|since|given\s+that|owing\s+to|due\s+to|as\s+a\s+result\s+of|in\s+view\s+of|"
                         r"after|following)\b", re.IGNORECASE)
"""The English's words of cause (and "after", said αφού as "since" is)."""
_BECAUSE = {lang: re.compile(words["because"], words["flags"]) for lang, words in WORDS.items()}
_AFTER_EN = re.compile(r"\b(?:after|following)\b", re.IGNORECASE)
_AFTER_CAUSE = {"zh": re.compile(r"(?!)"), "el": re.compile(r"(?<!\w)αφού(?!\w)", re.IGNORECASE)}
"""The translation's words of cause that may say "after" too (αφού; Chinese has none)."""


def condition_made_cause(source: str, target: str, lang: str) -> Reversed | None:
    """An English condition ("If the possibilities are numerous or not obvious, …") said as a cause in its ``zh`` or
    ``el`` translation (由于, "Επειδή", "Αφού": :mod:`condition_words` "because"): a fact stated, the rule applied
    always (t9ba con04, con17, con40, con41).  Read where the translation has fewer conditions (:data:`_CONDITION`)
    than the English (its concessions left out) and more such words of cause than the English (:data:`_BECAUSE_EN`);
    ``Reversed("cause", English condition word, the translation's clause)`` naming the English condition at the
    place of the first such word among the translation's conditions, else ``None``.  A condition said by inversion
    counts too (:data:`_INVERTED_EN`): "had the infraction not occurred" as 既然没有发生违规, "Αφού δεν έγινε η
    παράβαση" ("since it did not occur", for 假如/如果…没有, "Αν δεν είχε γίνει") is a counterfactual made a fact
    (tester t9bu bu-con10, fizs), where the cause keeps its negation (:func:`_when_clause_negated`; "αφού συνέβη η
    παράβαση" is the negation's finding)."""
    if lang not in _BECAUSE:
        return None
    plain = sorted(_plain_conditions(source) + list(_INVERTED_EN.finditer(source)), key=lambda m: m.start())
    conditions = list(_CONDITION[lang].finditer(target))
    # (only a word of cause opening its clause stands where an "if" did: 非违规方由于极其严重的错误…而造成了自己的损害,
    # 12C1(e)'s "by an extremely serious error", is the means, kept where the alternative and its "if unsuccessful"
    # were dropped: that alternative's one finding, tester t9ay's fill in tests/test_check_fix9qb.py; fixg3)
    # (Greek's are conjunctions wherever they stand: "(Enter επειδή δεν την έπαιξε άλλο τραπέζι)"; fixwc)
    causes = [m for m in _BECAUSE[lang].finditer(target) if lang == "el"
              or not target[:m.start()].rstrip() or target[:m.start()].rstrip()[-1] in ",，;；:：.。!！?？(（\n"]
    # (the English's "after" counted only as the translation's "since"s that may say it, αφού: "When after an
    # irregularity" as "Καθώς, έπειτα από κάποια ανωμαλία" made the condition a cause; fixwc)
    afters = len(_AFTER_EN.findall(source))
    said = len(_BECAUSE_EN.findall(source)) - afters + min(afters, len(_AFTER_CAUSE[lang].findall(target)))
    if len(conditions) >= len(plain) or len(causes) <= said:
        return None
    cause = causes[said]
    before = len([m for m in conditions if m.start() < cause.start()])
    english = plain[min(before, len(plain) - 1)]
    if english.re is _INVERTED_EN and not _when_clause_negated(target, cause.start(), cause.end(), lang):
        return None  # "αφού συνέβη η παράβαση" for "had the infraction not occurred": its negation dropped too, the
        # negation's one finding (testers t9bk bk-con11, t9bg bg-con16, con24)
    return Reversed("cause", english.group(), _clause(target, cause.start()))

_THEREFORE_EN = re.compile(r"\b(?:therefore|thus|hence|consequently|accordingly|so|as\s+a\s+result)\b", re.IGNORECASE)
"""The English's words of a consequence ("therefore", "so"; any "so" counted: the check asks for more in the
translation than these)."""
_THEREFORE = {"zh": re.compile(r"因此|因而|所以|故而|于是|从而"),
              "el": re.compile(r"(?<!\w)(?:επομένως|συνεπώς|άρα|οπότε|γι['’]\s*αυτό|ως\s+εκ\s+τούτου)(?!\w)",
                               re.IGNORECASE)}
"""The translation's words of a consequence opening a clause ("therefore": 因此, 所以; επομένως, άρα, οπότε "so", not
όποτε "whenever")."""


_TIME_CLAUSE_ZH = re.compile(r"(?<=[\u4e00-\u9fff])(?<![同及准按定当暂临届平随历即])时(?![间刻效限区段长差])")
"""A Chinese clause said "when" by the 时 closing it (完成时, 结束时, 运行时), not a word holding 时 (同时, 及时, 时间,
按时): a time the translation keeps (:func:`condition_made_consequence`)."""


def condition_made_consequence(source: str, target: str, lang: str) -> Reversed | None:
    """An English condition ("where a player in no way at fault has more than 60% …, give that player his own
    percentage") said in its ``zh`` or ``el`` translation as a fact and what follows it as its consequence (…超过60%
    …，因此改按该牌手自己的百分比给分; "…, επομένως …": :data:`_THEREFORE`): the condition stated as holding, the rule
    applied always (tester t9bo bo-con08).  Read as :func:`condition_made_cause`: where the translation has fewer
    conditions (:data:`_CONDITION`) than the English (its concessions left out) and more words of a consequence
    opening a clause than the English has (:data:`_THEREFORE_EN`); ``Reversed("consequence", English condition word,
    the translation's clause)`` naming the English condition before the first such word, else ``None``."""
    if lang not in _THEREFORE:
        return None
    plain = _plain_conditions(source)
    conditions = [m.span() for m in _CONDITION[lang].finditer(target)]
    # (a time kept by its own words is a condition kept: "recorded when finished" as 完成时记录, "όταν ολοκληρωθεί"
    # (:data:`helper_states.STATES`), a Chinese clause ending in 时 "when" without 当; the 因此 that joins two facts
    # elsewhere, "…持有，因此在此输入的答案不会被采用" for "…holds …: answers typed here are not applied", names no
    # condition made a fact: tester t9bx bx-rew16, fjah)
    conditions += [span for span in state_spans(target, lang, "when finished", "when started")
                   + ([m.span() for m in _TIME_CLAUSE_ZH.finditer(target)] if lang == "zh" else [])
                   if not any(a <= span[0] < b or span[0] <= a < span[1] for a, b in conditions)]
    conditions.sort()
    consequences = [m for m in _THEREFORE[lang].finditer(target)
                    if target[:m.start()].rstrip() and target[:m.start()].rstrip()[-1] in ",，;；:：.。!！?？"]
    said = len(_THEREFORE_EN.findall(source))
    if not plain or len(conditions) >= len(plain) or len(consequences) <= said:
        return None
    consequence = consequences[said]
    before = len([span for span in conditions if span[0] < consequence.start()])
    return Reversed("consequence", plain[min(before, len(plain) - 1)].group().strip(),
                    _clause(target, consequence.start()))


_IF_ONLY_EN = re.compile(r"(?<!\beven\s)(?<!\bas\s)(?<!\bonly\s)\bif\b", re.IGNORECASE)
"""The English's "if" (not "even if", "as if", "only if")."""
_WHEN_ANY_EN = re.compile(r"\b(?:when|whenever|once|as\s+soon\s+as)\b", re.IGNORECASE)
_IF_SAID = {lang: re.compile(words["if"], words["flags"]) for lang, words in WORDS.items()}
_WHEN_SAID = {lang: re.compile(words["when"], words["flags"]) for lang, words in WORDS.items()}


def condition_made_time(source: str, target: str, lang: str) -> Reversed | None:
    """An English "if" (:data:`_IF_ONLY_EN`) said "when" in its translation (:mod:`condition_words` "if" / "when":
    Greek όταν for αν): "If time permits, a substitute board may be played instead" as "Όταν το επιτρέπει ο χρόνος,
    …" - what may not happen said as what will, in time (tester t9bg bg-con12, fixzl).  Read where the translation
    has fewer "if"s than the English and more "when"s than the English's "when", "whenever", "once", "as soon as";
    ``Reversed("time", the English's "if", the translation's clause)`` naming the English "if" at the place of the
    first extra "when" among the translation's "if"s, else ``None`` (Chinese says an "if" with 时 too: not read)."""
    if lang not in _IF_SAID:
        return None
    ifs = list(_IF_ONLY_EN.finditer(source))
    said = list(_IF_SAID[lang].finditer(target))
    whens = list(_WHEN_SAID[lang].finditer(target))
    extra = len(whens) - len(_WHEN_ANY_EN.findall(source))
    if len(said) >= len(ifs) or extra <= 0:
        return None
    when = whens[-extra]
    if _when_clause_negated(target, when.start(), when.end(), lang):
        # "όταν δεν είναι δυνατόν" for "if it is not possible": a lack, the same whenever it holds (12A2); and "If
        # time permits" as "Όταν ο χρόνος δεν το επιτρέπει": the condition reversed, the negation check's one finding
        # (its "if" said "when" no second defect of the same condition: tester t9bs bs-con02, fizb)
        return None
    before = len([m for m in said if m.start() < when.start()])
    return Reversed("time", ifs[min(before, len(ifs) - 1)].group(), _clause_unbracketed(target, when.start()))


def _when_clause_negated(target: str, start: int, end: int, lang: str) -> bool:
    """Whether the translation's "when" clause (``target[start:end]`` its "when", the clause running to its next
    punctuation or bracket) has a negation (:mod:`negation_words` "negation", not one that negates nothing: "ο μη
    υπαίτιος"): "όταν δεν είναι δυνατόν", "Όταν ο χρόνος δεν το επιτρέπει" (tester t9bs bs-con02, fizb) - a lack or
    the condition reversed, not an "if" made a time."""
    from helper.catalog.checks.modality import _fold_same_length
    from helper.catalog.checks.negation import _NEG, _not_a_negation_blanked

    stop = re.search(r"[，。；：,;:.·(（\[〔【]", target[end:])
    close = end + stop.start() if stop is not None else len(target)
    text = _fold_same_length(target) if lang == "el" else target
    text = _not_a_negation_blanked(text, target, lang)
    return lang in _NEG and _NEG[lang].search(text[start:close]) is not None


_ANY_CONDITION_EN = re.compile(r"\b(?:if|unless|when(?:ever)?|where(?:ver)?|once|provid(?:ed|ing)|in\s+case|whether"
                               r"|as\s+long\s+as|should|otherwise|else|subject\s+to|absence|failing|suppose|assuming"
                               r"|given|only|even|before|until|after|to)\b|\bwith(?:out)?\s+(?:--|the\s+option)"
                               r"|\?", re.IGNORECASE)
"""Whatever in an English sentence a translation may say with "if": a condition, a time, an exception, a purpose
("To quit, press q" as 如果要退出…), an option's condition ("With --director-error", 如果使用 --director-error), a
question."""


def fact_made_condition(source: str, target: str, lang: str) -> str | None:
    """A fact of the English said as a condition in its translation: an aligned sentence (:func:`negation._sentence_pairs`)
    whose English has no word a condition may say (:data:`_ANY_CONDITION_EN`) and whose translation says "if"
    (:mod:`condition_words` "if": 如果, 若, 倘若; αν, εάν, εφόσον): "A result was obtained, but an infraction may have
    damaged the non-offending side" as 如果已取得结果，违规可能… (tester t9bg bg-con10, fixzl) - the result no longer
    said obtained, the rest asked only then.  The translation's clause from its "if", else ``None``."""
    from helper.catalog.checks.negation import _sentence_pairs

    if lang not in _IF_SAID:
        return None
    for english, translation in _sentence_pairs(source, target, lang):
        if _ANY_CONDITION_EN.search(english):
            continue
        said = _IF_SAID[lang].search(translation)
        if said is not None and not _circumstance_said(english, translation, said.start()):
            return _clause_unbracketed(translation, said.start())
    return None


CONDITION_STATES = (("changed", "saved"), ("garbled", "restored"))
"""The states an interface string's condition asks for (:data:`helper_states.STATES`), in groups of the states of one
thing: a text changed (not saved yet) or saved, the screen garbled or restored.  A condition asking for one of a group
said as asking for another of it is another condition (:func:`condition_made_other`; tester t9by by-con05, by-con11,
by-con17, fjam)."""
_STATE_CONDITION_EN = re.compile(r"\b(?:when(?:ever)?|if|unless|once|after|while|as\s+soon\s+as)\b", re.IGNORECASE)
"""The English words opening a condition or time whose state :func:`condition_made_other` reads."""
_STATE_CONDITION = {"zh": re.compile(r"(?<![同及准按定暂临届平随历即])时(?![间刻效限区段长差])|后|当|若(?!干)|如果|假如"
                                     r"|倘若|一旦|只要|每当|的话|情况下|除非"),
                    "el": re.compile(r"(?<!\w)(?:οταν|αν|εαν|εφοσον|μολισ|αφου|οποτε|μετα|εκτοσ\s+αν|σε\s+περιπτωση)"
                                     r"(?!\w)")}
"""A translation's clause holding a condition or a time (当…时, …时, …后, 若; όταν, αν, εφόσον, μόλις, αφού, μετά: Greek
folded)."""
_STATE_NEGATED = {"en": re.compile(r"\b(?:not|never|no|nothing)\s+(?:[a-z]+\s+)?$", re.IGNORECASE),
                  "zh": re.compile(r"(?:[未没不无非]|没有|尚未)[^\W\d]?$"),
                  "el": re.compile(r"(?<!\w)(?:δεν|δε|μη|μην|χωρισ)\s+(?:[^\W\d]+\s+)?$")}
"""A negation just before a state's word ("not saved", 未保存, "δεν αποθηκεύτηκε"): that state is not said."""
_STATE_CUT = {"zh": re.compile(r"[，。；：,;:（）()\[\]【】〔〕]"), "el": re.compile(r"[,;:.·()\[\]]")}


def _states_said(text: str, lang: str, state: str) -> list[tuple[int, int]]:
    """The spans of ``text`` (English, or a translation folded if Greek) saying ``state`` of
    :data:`helper_states.STATES`, not negated (:data:`_STATE_NEGATED`)."""
    from helper.catalog.checks.helper_states import STATES

    pattern = re.compile(STATES[state][lang], re.IGNORECASE if lang == "en" else 0)
    return [m.span() for m in pattern.finditer(text)
            if not _STATE_NEGATED[lang].search(text[max(0, m.start() - 20):m.start()])]


def condition_made_other(source: str, target: str, lang: str) -> Reversed | None:
    """An English condition asking for a state of a thing said in the translation as asking for another state of it
    (:data:`CONDITION_STATES`): "Quit (asks first when the text was changed)" as 退出（文本已保存时先询问）, "όταν το
    κείμενο αποθηκεύτηκε"; "Redraw the whole screen (when a bad connection garbled it)" as 重绘整个屏幕（连接恢复后）
    (tester t9by by-con05, by-con11, by-con17, fjam): the rule now applies in other cases.  An English condition or
    time (:data:`_STATE_CONDITION_EN`, to its clause's end) says one state of a group; the translation says that state
    nowhere (in any of its words: 修改, 更改, 改动; άλλαξε, τροποποιήθηκε, αλλάχτηκε, negated or not: "未修改" is a
    negation's), and another state of the group, not negated, more often than the English, in a clause of its own
    holding a condition or a time (:data:`_STATE_CONDITION`).  ``Reversed("other", the English's condition, the
    translation's clause)``, else ``None``."""
    from helper.catalog.checks.helper_states import STATES
    from helper.catalog.checks.modality import _fold_same_length

    if lang not in _STATE_CONDITION:
        return None
    folded = _fold_same_length(target) if lang == "el" else target
    for opening in _STATE_CONDITION_EN.finditer(source):
        clause = source[opening.start():_clause_end(source, opening.start())].strip()
        for group in CONDITION_STATES:
            # (not a state negated: "after it was taken over were not saved" asks for none)
            asked = [state for state in group if _states_said(clause, "en", state)]
            if len(asked) != 1 or re.search(STATES[asked[0]][lang], folded):
                continue
            for other in group:
                theirs = _states_said(folded, lang, other) if other != asked[0] else []
                if len(theirs) <= len(_states_said(source, "en", other)):
                    continue
                for start, end in theirs:
                    cuts = [m.end() for m in _STATE_CUT[lang].finditer(folded, 0, start)]
                    stop = _STATE_CUT[lang].search(folded, end)
                    a, b = (cuts[-1] if cuts else 0), (stop.start() if stop else len(folded))
                    if _STATE_CONDITION[lang].search(folded, a, b):
                        return Reversed("other", clause, target[a:b].strip())
    return None


_CIRCUMSTANCE_EN = re.compile(r"\b(?:on|in|under|with|at|over)\s+(?:a|an|any)\s+[\w-]+", re.IGNORECASE)
"""An English circumstance said by a preposition and an indefinite article, a case that may arise: "longer on a busy
machine" (= if the machine is busy)."""
_CLAUSE_STOP = re.compile(r"[,;:，；：·]")


_GERUND_SUBJECT_EN = re.compile(
    r"(?:^|(?<=[,;:.!?]\s)|(?<=\s[—–]\s))(?!(?:ruling|nothing|something|anything|everything|thing|string|setting|"
    r"meaning|heading|warning|evening|morning|during|king|ring|spring|bidding|opening|scoring|ending|pending)\b)"
    r"(?P<gerund>[A-Za-z]+ing)\s+(?:[\w{}^+'’-]+\s+){0,3}?"
    r"(?P<verb>is|does|will|would|can|cannot|may|might|must|[a-z]+[^su\W]s|[a-z]+(?:es|ys))\b", re.IGNORECASE)
"""An English gerund subject whose consequence follows in its clause: "saving it leaves the entry untranslated",
"Saving here does not …", "pressing Enter saves it" - doing it is what brings the consequence, so a translation may
say it "if" (若保存，…; αν το αποθηκεύσετε, …: tester t9by by-rew27, fjap).  Not the nouns in -ing ("Ruling {id} is
recorded", "Nothing is saved", "the string is …"), nor a gerund whose verb says how long it takes or what it needs
(:data:`_GERUND_OWN_VERBS`)."""
_GERUND_OWN_VERBS = frozenset({"takes", "lasts", "needs", "requires"})
"""Verbs that tell of the doing itself, not of a consequence: "Loading takes a moment, …" is a fact, and "如果加载需要片刻"
/ "Αν η φόρτωση διαρκεί λίγο" makes it a condition (test_check_fizj; fjap's gerund rule had let it pass)."""


def _circumstance_said(english: str, translation: str, at: int) -> bool:
    """Whether the translation's "if" at ``at`` says an English circumstance (:data:`_CIRCUMSTANCE_EN`) or a gerund
    subject (:data:`_GERUND_SUBJECT_EN`: "saving it leaves …" as 若保存，…, tester t9by by-rew27, fjap) of the same
    clause (counted by commas, semicolons and colons in each sentence): "This takes a few seconds, longer on a busy
    machine." as "…, περισσότερα αν το μηχάνημα είναι φορτωμένο" is a correct rewording (tester t9bt bt-rew37,
    fizj); an "if" in another clause ("Αν χρειαστούν λίγα δευτερόλεπτα, περισσότερα σε φορτωμένο μηχάνημα", "若译文为空，
    保存会…" for "The translation is empty: saving it leaves …") still makes a fact a condition."""
    clause = len(_CLAUSE_STOP.findall(translation, 0, at))
    return any(len(_CLAUSE_STOP.findall(english, 0, m.start())) == clause
               for regex in (_CIRCUMSTANCE_EN, _GERUND_SUBJECT_EN) for m in regex.finditer(english)
               if regex is not _GERUND_SUBJECT_EN or m.group("verb").lower() not in _GERUND_OWN_VERBS)


_IF_ABLE_EN = re.compile(r"\b(?:if|whether)\s+(?:[\w'-]+\s+){0,3}?(?:can|could|(?:is|are)\s+able)\b", re.IGNORECASE)
"""An English condition on what can be done: "If you can assign an adjusted score, …" (it asks whether one can)."""
_WHENEVER_EN = re.compile(r"\b(?:whenever|every\s+time|each\s+time)\b", re.IGNORECASE)
_WHENEVER = {"zh": re.compile(r"每当|每逢|每次"),
             "el": re.compile(r"(?<!\w)(?:όποτε|οποτεδήποτε|κάθε\s+φορά\s+που)(?!\w)", re.IGNORECASE)}
"""The translation's "whenever" (每当, 每次; όποτε, κάθε φορά που: not οπότε, "so")."""
_ABLE_ANY = {"zh": re.compile(r"能|可"), "el": re.compile(r"μπορ|δυνατ|ικαν")}
"""The translation's words of ability, any form (Greek folded: μπορείτε, δυνατόν)."""


def condition_made_rule(source: str, target: str, lang: str) -> Reversed | None:
    """An English condition on what can be done ("If you can assign an adjusted score, enter it …":
    :data:`_IF_ABLE_EN`) said "whenever" in the translation with no word of ability ("Όποτε επιδικάζετε …", 每当给出
    …时: :data:`_WHENEVER`, :data:`_ABLE_ANY`): the question whether one can made a rule for each time one does
    (tester t9bf bf-con25, fixzg).  ``Reversed("rule", the English's words, the translation's clause)``, else
    ``None``."""
    if lang not in _WHENEVER:
        return None
    from helper.catalog.checks.modality import _fold_same_length

    asked = _IF_ABLE_EN.search(source)
    every = list(_WHENEVER[lang].finditer(target))
    if asked is None or len(every) <= len(_WHENEVER_EN.findall(source)):
        return None
    if _ABLE_ANY[lang].search(_fold_same_length(target).lower() if lang == "el" else target):
        return None
    return Reversed("rule", asked.group(), _clause(target, every[-1].start()))


def _clause(text: str, start: int) -> str:
    """``text`` from ``start`` to the end of its clause (at most 30 characters)."""
    end = start
    while end < len(text) and (end - start < 30 or text[end].isalpha() and not "\u4e00" <= text[end] <= "\u9fff") \
            and text[end] not in "，。；：,;:.":
        end += 1
    return text[start:end].strip()


def _clause_unbracketed(text: str, start: int) -> str:
    """:func:`_clause`, up to a bracket opening after ``start`` ("όταν υπάρχει (τα δικαιώματά του": its clause only)."""
    return re.split(r"\s*[(（\[〔【]", _clause(text, start))[0]


_EN_NEGATED_CONDITION = re.compile(r"\b(?:if|when|whenever|once|where|provid(?:ed|ing)\s+that)\b[^,;:.()]*?"
                                   r"(?:\b(?:not|no|never|cannot|none|nothing|nobody)\b|n't\b)", re.IGNORECASE)
"""An English condition that negates ("if no rectification can be made", 12A2)."""

_NEGATED_CONDITIONAL = {"el": re.compile(r"εφόσον\s+δεν", re.IGNORECASE)}
"""The translation's words of an exception that are a conditional conjunction with its negation ("εφόσον δεν",
"provided that … not"): an "unless" where the English's conditions negate nothing, but the English's own "if … no"
worded with another conditional (12A2 "αν δεν είναι δυνατόν" as "εφόσον δεν είναι δυνατόν": αν, εάν, εφόσον, όταν
are all "if"), no limit added (fix9ib, tester t9as ELR17)."""


def added_limits(source: str, target: str, lang: str) -> list[str]:
    """The translation's words of a limit the English has none of (:data:`_LIMITS`): a clause added that narrows the
    rule, "Instead, he awards an adjusted score" as 他应改为判给调整分，除非比赛主办机构另有规定 / "…, εκτός αν ο
    Διοργανωτής Αγώνων ορίσει διαφορετικά", "The Director may not award" as 在队式赛中，裁判不得 (fix9gb, tester 9am).
    The first such words per kind, in the translation's order; ``[]`` for another language.  Words in brackets are
    not read: a bracket of the translation's own is the one-language check's, a citation's "（但 A 除外）" for "(but
    see A above)" that of the references (fix9fa)."""
    spans = []
    bare = re.sub(r"［[^［］]*］", " ", _unbracketed(target))  # (full-width square brackets too: ［本会另有规定者除外］)
    for kind, words in _LIMITS.items():
        if lang not in words or words["en"].search(source):
            continue
        # as many "εφόσον δεν" as the English has negated conditions render them (12A2's "if no rectification")
        said = len(_EN_NEGATED_CONDITION.findall(source)) if kind == "exception" else 0
        for match in words[lang].finditer(bare):
            conditional = _NEGATED_CONDITIONAL.get(lang)
            if said and conditional is not None and conditional.fullmatch(match.group()):
                said -= 1
                continue
            spans.append((match.start(), match.end()))
            break
    # a part joined to a condition the English's conditions have no "and" for (t9ax zh_laws104, fix9pb)
    spans += added_condition_parts(source, bare, lang)
    # the words of several kinds in one clause are one limit added, said once from the first to the last (12A1
    # "…, μόνο σε αγώνες ζευγών," adds "only" and "pairs"; fix9ic, tester t9as EL20)
    found: list[str] = []
    last = None
    for start, end in sorted(spans):
        if last is not None and not _CLAUSE_CUT.search(bare, last[0], start):
            last = (last[0], max(end, last[1]))
            found[-1] = bare[last[0]:last[1]]
            continue
        last = (start, end)
        found.append(bare[start:end])
    return found


_CLAUSE_CUT = re.compile(r"[,;:.!?，；：。！？、·]")
"""What ends a clause (:func:`added_limits`)."""


_WITHIN_EN = re.compile(r"\bwithin\s+(?:the\s+|a\s+|that\s+|this\s+|its\s+|his\s+|their\s+)?(?:[\w-]+\s+){0,2}?"
                        r"(?:period|time|deadline|limit|minutes?|hours?|days?|weeks?|months?|session|round)s?\b"
                        r"|\bno\s+later\s+than\b|\bby\s+the\s+end\s+of\b|\bbefore\s+the\s+end\s+of\b",
                        re.IGNORECASE)
_PAST_EN = re.compile(r"\b(?:after|following|beyond|past|outside)\s+(?:the\s+|that\s+|this\s+|its\s+)?"
                      r"(?:end|expiry|close|period|deadline|time\s+limit|lapse)\b|\bout\s+of\s+time\b|\blate\b",
                      re.IGNORECASE)
_TIME_LIMIT = {
    # (Greek folded) εντός, μέσα σε / στην / στο (within), το αργότερο (at the latest), έως / μέχρι το πέρας (until
    # the end), εμπρόθεσμα (in time)
    "el": (re.compile(r"(?<!\w)εντοσ(?!\w)|(?<!\w)μεσα\s+σ\w*|(?<!\w)το\s+αργοτερο(?!\w)|(?<!\w)εμπροθεσμ\w*"
                      r"|(?<!\w)(?:εωσ|μεχρι)\s+(?:και\s+)?(?:το|τη|την)\s+(?:περασ|ληξη|τελοσ|εκπνοη)\w*"),
           # after its end (μετά το πέρας / τη λήξη / την παρέλευση / το τέλος, έπειτα από …), late (εκπρόθεσμα),
           # "and / or after" (και μετά, ή αργότερα)
           re.compile(r"(?<!\w)(?:μετα|επειτα|υστερα)\s+(?:απο\s+)?(?:το|τη|την|τον)\s+(?:περασ|ληξη|παρελευση|τελοσ"
                      r"|εκπνοη)\w*|(?<!\w)εκπροθεσμ\w*|(?<!\w)(?:και|η)\s+(?:μετα|επειτα|αργοτερα|υστερα)(?!\w)"
                      r"(?:\s+(?:απο\s+)?(?:το|τη|την|τον)\s+(?:περασ|ληξη|παρελευση|τελοσ|εκπνοη)\w*)?")),
    # 期限内 / 期间内 / 时限内 / 之内 / 以内 / 届满前 (within, before it ends); after it (期限之后, 期满后, 逾期, 超过期限)
    "zh": (re.compile(r"(?:期限|期间|时限|时间|时段|规定时间)(?:之|以)?内|之内|以内|(?:届满|截止|期满)(?:之|以)?前"),
           re.compile(r"(?:期限|期间|时限|时段|期满|届满|截止(?:日期|时间)?)(?:之|以)?后|逾期|过期|超过(?:规定)?(?:期限|时限)"
                      r"|超出(?:规定)?(?:期限|时限)|[或和及]其?(?:之|以)后")),
}
"""The words of a time limit ("within the period established under Law 92B", 12A) and of a time past it, per
language (fix9kd, tester t9av v011, v224)."""


def time_limit_widened(source: str, target: str, lang: str) -> tuple[str, str] | None:
    """A time limit of the English (:data:`_WITHIN_EN`: "within the period", "no later than") its translation
    widens or drops: Law 12A "within the period established under Law 92B" as "εντός και μετά το πέρας της
    περιόδου", "και μετά το πέρας της περιόδου", 在…期限内或期限之后 (tester t9av v011, v224) - an application made
    after the period now admitted.  The translation says a time past a limit (:data:`_TIME_LIMIT`'s second pattern)
    more often than the English (:data:`_PAST_EN`): ``(the English's limit, the translation's words)``; else, the
    translation says fewer limits than the English and no other word of the text stands for it: ``(the English's
    limit, "")``.  None when the limits are kept, or for a language without tables."""
    if lang not in _TIME_LIMIT:
        return None
    limits = list(_WITHIN_EN.finditer(source))
    if not limits:
        return None
    from helper.catalog.checks.modality import _fold_same_length

    folded = _fold_same_length(target) if lang == "el" else target
    within, past = _TIME_LIMIT[lang]
    after = list(past.finditer(folded))
    if len(after) > len(_PAST_EN.findall(source)):
        return limits[0].group(), target[after[0].start():after[0].end()].strip()
    kept = len(within.findall(folded))
    if kept < len(limits):
        return limits[kept].group(), ""
    return None


def concession_negates(target: str, found: str, lang: str) -> bool:
    """Whether the translation's concession ``found`` (a condition of the English said "even if": :func:`reversed_conditions`
    "concession") negates its clause: "only if that ruling is still at the question" as "ακόμη κι αν εκείνη η απόφαση
    δεν βρίσκεται …" (fix9kd, tester t9av v503) - the condition reversed twice over, one finding (the concession's),
    not also a negation added.  Read from ``found`` to the end of its clause (:data:`_CLAUSE_CUT`), Greek folded."""
    from helper.catalog.checks.modality import _fold_same_length
    from helper.catalog.checks.negation import _NEG, _count

    at = target.find(found)
    if at < 0 or lang not in _NEG:
        return False
    cut = _CLAUSE_CUT.search(target, at + len(found))
    clause = target[at:cut.start() if cut else len(target)]
    return _count(_NEG[lang], _fold_same_length(clause) if lang == "el" else clause, lang) > 0


# ---------------------------------------------------------------- "unless" reversed (fix9tb, tester t9az)

_UNLESS_EN = re.compile(r"\bunless\b", re.IGNORECASE)
_OTHER_NEGATION_EN = re.compile(r"\b(?:not|no|never|none|nor|neither|cannot|without)\b|n't\b", re.IGNORECASE)
_UNLESS_SAID = {
    # 除非, 否则; "except" (除…外); Greek folded: εκτός αν / εάν / άμα / όταν / και αν, παρά μόνο
    "zh": re.compile(r"除非|否则|除[^，。；]{1,12}外"),
    "el": re.compile(r"(?<!\w)(?:εκτοσ\s+(?:(?:και|κι)\s+)?(?:αν|εαν|αμα|οταν|εφοσον)|παρα\s+μονο|αλλιωσ)(?!\w)"),
}
"""The words of an exception that render an English "unless" (Greek folded)."""
_OMITTED = {
    # "may be left out", "optional", "need not": "needed unless X" said as "omitted when X" (可省略, 无需, 不必)
    "zh": re.compile(r"(?:可以?|能)?省略|可以?不(?:写|填|给|输入|用)?|无需|无须|不必|不需要?|可选"),
    "el": re.compile(r"(?<!\w)(?:παραλειπ\w*|παραλειφθ\w*|προαιρετικ\w*|(?:δεν|δε)\s+(?:χρειαζεται|απαιτειται)"
                     r"|περιττ\w*)(?!\w)"),
}
"""Words that say what the English's "unless" negates left out ("needed unless the contract names it" as 定约中已写明时
可省略, "omitted when the contract names it": the condition kept, the duty reversed with it; Greek folded)."""
_UNLESS_IF = {
    # 时, 如果, 若, 当, 的话 (not 如 alone: 如 7NTXN= gives an example)
    "zh": re.compile(r"时|如果|若|假如|倘若|当|的话|只要"),
    "el": re.compile(r"(?<!\w)(?:αν|εαν|οταν|εφοσον|αμα)(?!\w)"),
}
"""A condition's words: the "unless" said as "if" keeps one; a translation with none dropped the condition whole
(:func:`missing_interface_conditions`' one finding, fix9ra)."""
_UNLESS_NEGATION = {
    "zh": re.compile(r"[不没未无非]"),
    "el": re.compile(r"(?<!\w)(?:δεν|δε|μη|μην|οχι|ουτε|χωρισ)(?!\w)"),
}


def unless_reversed(source: str, target: str, lang: str) -> list[tuple[str, str]]:
    """An interface string's English "unless" (its only negation) whose ``zh`` or ``el`` translation reverses the
    condition (tester t9az z505, z506): ``("dropped", the English from "unless" to its clause's end)`` where the
    translation says no exception (:data:`_UNLESS_SAID`), no omission (:data:`_OMITTED`) and no negation at all, but
    a condition (:data:`_UNLESS_IF`):
    "needed unless the contract names it" as "απαιτείται, αν τον αναφέρει το συμβόλαιο" (needed if it names it);
    ``("added", the clause after "unless")`` where it says the omission and negates besides (定约中未写明时可省略,
    "omitted when the contract does not name it").  One of these words is the "unless" kept ("εκτός αν", 除非,
    可省略 with no other negation, "απαιτείται όταν δεν τον αναφέρει").  Where the text negates or excepts elsewhere,
    its one "unless" standing in a bracket is read there, against the translation's bracket nearest its place ("(the
    score is 3 IMPs unless varied …)" as "（如果按第二句予以变更，…）"; tester t9be be-condzh09, 10, be-condel15).
    ``[]`` for another language or another English."""
    if lang not in _UNLESS_SAID:
        return []
    from helper.catalog.checks.modality import _fold_same_length

    if len(_UNLESS_EN.findall(source)) != 1 or _OTHER_NEGATION_EN.search(source) or _UNLESS_SAID[lang].search(
            _fold_same_length(target) if lang == "el" else target):
        # an "unless" in a bracket of its own, the text negating or excepting elsewhere ("the English has no
        # 'usually' (the score is 3 IMPs unless varied …)" as "（如果按第二句予以变更，…）", "(…, αν μεταβληθεί …)";
        # tester t9be be-condzh09, be-condzh10, be-condel15): that bracket read against the translation's bracket
        # nearest its place
        mine = [m for m in re.finditer(r"\(([^()]*)\)", source) if _UNLESS_EN.search(m.group(1))]
        theirs = list(re.finditer(r"[(（]([^()（）]*)[)）]", target))
        if len(mine) != 1 or not theirs or len(_UNLESS_EN.findall(source)) != 1 or len(theirs) > len(
                re.findall(r"\(", source)):
            return []
        share = lambda m, text: (m.start() + m.end()) / 2 / max(len(text), 1)
        partner = min(theirs, key=lambda m: abs(share(m, target) - share(mine[0], source)))
        if _OTHER_NEGATION_EN.search(mine[0].group(1)):
            return []
        return unless_reversed(mine[0].group(1), partner.group(1), lang)
    text = _fold_same_length(target) if lang == "el" else target
    if _UNLESS_SAID[lang].search(text) or not _UNLESS_IF[lang].search(text):
        return []
    unless = _UNLESS_EN.search(source)
    end = _clause_end(source, unless.start())
    omitted = [m.span() for m in _OMITTED[lang].finditer(text)]
    negations = [m for m in _UNLESS_NEGATION[lang].finditer(text)
                 if not any(a <= m.start() < b for a, b in omitted)]
    if not omitted and not negations:
        return [("dropped", source[unless.start():end].strip())]
    if omitted and negations:
        return [("added", source[unless.end():end].strip())]
    return []


_CASES = (
    # (name, {lang: (words of the first side, words of the second side)}); Greek folded
    # (the states of a helper and its ruling: :data:`helper_states.STATES`, fizg)
    ("running / ended", {lang: (state_words("running", lang=lang), state_words("ended", lang=lang))
                         for lang in ("en", "zh", "el")}),
    ("in progress / finished", {lang: (state_words("in progress", lang=lang), state_words("finished", lang=lang))
                                for lang in ("en", "zh", "el")}),
    ("asks first / at once", {
        "en": (r"\basks?\s+(?:you\s+)?first\b|\bconfirms?\s+first\b|\bafter\s+asking\b",
               r"\bat\s+once\b|\bimmediately\b|\bright\s+away\b|\bwithout\s+asking\b"),
        "zh": (r"先(?:询问|问|确认)|询问后|确认后", r"立即|立刻|马上|直接|无需询问|不询问|不经询问"),
        "el": (r"(?<!\w)ρωτα\w*\s+πρωτα(?!\w)|(?<!\w)πρωτα\s+ρωτα\w*|(?<!\w)(?:αφου|μολις)\s+ρωτησ\w*",
               r"(?<!\w)αμεσως(?!\w)|(?<!\w)αμεσα(?!\w)|(?<!\w)χωρις\s+(?:να\s+)?(?:ρωτ|ερωτ)\w*")}),
)
"""Opposite words that tell the cases of a rule apart (the state a condition asks for: running / ended, in progress /
finished) or what the rule does in each (asks first / at once), per language the words of each side: read by
:func:`swapped_conditions` clause by clause, not as :mod:`opposites` (a translation says both sides, each in its
place)."""
_CASE_WORDS = tuple((name, {lang: tuple(re.compile(side, re.IGNORECASE) for side in sides)
                            for lang, sides in table.items()}) for name, table in _CASES)
_CASE_CONDITION_EN = re.compile(r"\b(?:while|when(?:ever)?|if|once|as\s+long\s+as|until)\b", re.IGNORECASE)
"""An English condition or time opening a case ("asks first while that helper runs", "at once when it has ended")."""
_CASE_CUT = {"en": re.compile(r"[;:]|\.(?:\s|$)"), "zh": re.compile(r"[;；:：。]"),
             "el": re.compile(r"[;·\u0387:]|\.(?:\s|$)")}
"""Where the clauses of a sentence part, outside brackets, for :func:`swapped_conditions`."""


def _case_sides(text: str, lang: str) -> dict[str, int]:
    """``{pair name: 0 or 1}`` for each pair of :data:`_CASES` of which ``text`` (folded if Greek) says one side only."""
    sides = {}
    for name, table in _CASE_WORDS:
        said = [bool(pattern.search(text)) for pattern in table[lang]]
        if said.count(True) == 1:
            sides[name] = said.index(True)
    return sides


def _case_clauses(text: str, lang: str) -> list[tuple[str, dict[str, int]]]:
    """The clauses of ``text`` (cut at :data:`_CASE_CUT` outside brackets), each with :func:`_case_sides`."""
    from helper.catalog.checks.brackets import cut_outside
    from helper.catalog.checks.modality import _fold_same_length

    folded = _fold_same_length(text) if lang == "el" else text
    found = []
    for a, b in cut_outside(text, _CASE_CUT[lang]):
        clause = text[a:b].strip(" .。")
        if clause:
            found.append((clause, _case_sides(folded[a:b], lang)))
    return found


def swapped_conditions(source: str, target: str, lang: str) -> tuple[str, str] | None:
    """Two conditions of the English ``source`` each of whose actions the translation ``target`` (``zh``/``el``) gives
    the other (tester t9bl bl-con05, bl-con24, t9bk bk-con22, fiyb): "asks first while that helper runs …; at once
    when it has ended" as 那个 helper 仍在运行…时立即接管；它已结束时先询问 (or "…已结束时先询问；仍在运行…时立即接管", the
    conditions moved, their actions kept in place): the rule does in each case what it should do in the other.  Two
    clauses of the English (cut at ``; :`` and sentence ends) each open a condition (:data:`_CASE_CONDITION_EN`: while,
    when, if, once) and say opposite sides of two pairs of :data:`_CASES`, a state and an action (running / ended,
    asks first / at once); two clauses of the translation say those sides crosswise: the one with the first clause's
    state says the second's action, and the one with the second's state the first's action.  ``(the English clause,
    the translation's clause with its state)``, or ``None``."""
    if lang not in ("zh", "el"):
        return None
    mine = [(clause, sides) for clause, sides in _case_clauses(source, "en") if _CASE_CONDITION_EN.search(clause)]
    theirs = _case_clauses(target, lang)
    for i, (first, one) in enumerate(mine):
        for second, other in mine[i + 1:]:
            opposed = [name for name in one if name in other and one[name] != other[name]]
            for state in opposed:
                for action in opposed:
                    if action == state:
                        continue
                    crossed = [clause for clause, sides in theirs if state in sides and action in sides
                               and sides[action] != (one if sides[state] == one[state] else other)[action]]
                    if len({next(s for c, s in theirs if c == clause)[state] for clause in crossed}) == 2:
                        said = next(clause for clause, sides in theirs
                                    if clause in crossed and sides[state] == one[state])
                        return first.strip(), said
    return None


_ELSE_VALUE_EN = re.compile(r"\b(?:else|otherwise)\b", re.IGNORECASE)
"""The English's "else" of a condition's value ("zh when the interface language is Chinese, else el")."""
_ELSE_VALUE = {"zh": re.compile(r"否则|不然|其他情况下|其余情况下"),
               "el": re.compile(r"(?<!\w)(?:αλλιώς|διαφορετικά|ειδάλλως|ειδάλλιως)(?!\w)", re.IGNORECASE)}
"""The translation's "else" (否则; αλλιώς, διαφορετικά)."""
_VALUE_TOKEN = re.compile(r"(?<![\w.-])[A-Za-z0-9][\w.+-]*(?<![.])(?![\w-])")
"""A value as written (ASCII: zh, el, csv, 40, --ui-lang's words)."""
_VALUE_CUT = {"before": re.compile(r"[;；:：。(（\[]|\.(?:\s|$)"), "after": re.compile(r"[,，;；:：。()（）\[\]]|\.(?:\s|$)")}
"""Where the clause before an "else" opens and the one after it ends."""
_CONDITION_VALUE_EN = re.compile(r"\b(?:if|when|where|while|for)\b", re.IGNORECASE)
_NEGATED_VALUE = {"en": re.compile(r"\b(?:not|no|never|unless)\b|n't\b", re.IGNORECASE),
                  "zh": re.compile(r"不|非|未|没|无|除非"),
                  "el": re.compile(r"(?<!\w)(?:δεν|μην?|όχι|εκτός)(?!\w)", re.IGNORECASE)}
"""A negation of the condition before an "else" (a translation may negate the condition and swap its values)."""


def _around_else(text: str, lang: str, pattern: re.Pattern) -> list[tuple[str, str, int, int]]:
    """``(clause before, clause after, start, end)`` around each "else" of ``text`` (``pattern``): the clause before
    from the last :data:`_VALUE_CUT` "before" mark, the one after up to the first "after" mark."""
    found = []
    for match in pattern.finditer(text):
        cuts = [m.end() for m in _VALUE_CUT["before"].finditer(text, 0, match.start())]
        start = cuts[-1] if cuts else 0
        stop = _VALUE_CUT["after"].search(text, match.end())
        end = stop.start() if stop else len(text)
        found.append((text[start:match.start()], text[match.end():end], start, end))
    return found


def else_values_swapped(source: str, target: str, lang: str) -> tuple[str, str, str] | None:
    """The two values of an English condition and its "else" ("Default: zh when the interface language is Chinese,
    else el") given the other way round in the ``zh``/``el`` translation (界面语言为中文时为 el，否则为 zh): what the
    condition gives said for every other case, and back (tester t9bo bo-con12).  A value is an ASCII word written the
    same in both (:data:`_VALUE_TOKEN`); the English's clause before its "else" says a condition
    (:data:`_CONDITION_VALUE_EN`) and values the clause after does not; the translation's clause before its "else"
    (:data:`_ELSE_VALUE`) names only the English's after-values and its clause after only the before-values, the
    condition negated in neither or both (:data:`_NEGATED_VALUE`: 界面语言不是中文时为 el，否则为 zh is the same rule).
    ``(the value before, the value after, the translation's words)``, else ``None``."""
    if lang not in _ELSE_VALUE:
        return None
    theirs_all = set(_VALUE_TOKEN.findall(target))
    theirs = _around_else(target, lang, _ELSE_VALUE[lang])
    for before, after, _s, _e in _around_else(source, "en", _ELSE_VALUE_EN):
        if not _CONDITION_VALUE_EN.search(before):
            continue
        first = [v for v in _VALUE_TOKEN.findall(before) if v in theirs_all]
        second = [v for v in _VALUE_TOKEN.findall(after) if v in theirs_all]
        if not first or not second or set(first) & set(second):
            continue
        negated = bool(_NEGATED_VALUE["en"].search(before))
        for said_before, said_after, start, end in theirs:
            said_first = set(_VALUE_TOKEN.findall(said_before))
            said_second = set(_VALUE_TOKEN.findall(said_after))
            if bool(_NEGATED_VALUE[lang].search(said_before)) != negated:
                continue
            if said_first & set(second) and not said_first & set(first) \
                    and said_second & set(first) and not said_second & set(second):
                return first[0], second[0], target[start:end].strip()
    return None
