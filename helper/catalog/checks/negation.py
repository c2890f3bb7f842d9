"""A negation of the English dropped in its translation, sentence by sentence (issue 9 §2, fix9e item 3).

"The Director may not award an adjusted score on the grounds that ..." (Law 12B2) translated as
"裁判可以以……为由判给调整分" permits what the Law forbids; ``modality.weakened_prohibitions`` only
catches "may not do" (可不).  Here the negations of each English sentence (not, no, never, nor,
cannot, unless: "may not", "shall not", "must not", "in no way") are counted against those of its
translation (Chinese 不/没/无/未/除非/禁止/勿: 不得, 不可, 不能, 不应, 无须 ...; Greek δεν/δε/μη/μην/
όχι/ούτε/εκτός αν ...): fewer in the translation is a finding.  English negation words a few
characters apart are one negation ("in no way", "not ... nor").  Not counted: the
prefix "non-" and what translates it (非违规方, non-offending; "μη συμπληρωματικές", non-balancing),
which carry no rule, nor the Chinese compounds whose 不 negates no modal or verb (不计 "without", 不论, 不仅, 不同:
``_NOT_A_NEGATION``; fix9l).  A modal negated in the translation (不得, 不可, δεν μπορεί) where the English negates
nothing is a negation added (:func:`negated_modals`).  Interface strings are compared on what cannot be a free
wording (:func:`interface_negations`).  Sentences are paired one to one when both texts have as many; otherwise the
whole texts are compared.  An English word whose prefix negates it ("inadvertently", "illegal": :mod:`prefixed`, a
list per language) lets as many of the translation's negated words that render one (无意中, δεν ήταν νόμιμη) go
uncounted, no more; said without its negation (授权的 for "unauthorised") it is a negation dropped
(:func:`prefix_negations_dropped`; fix9y).  An English word of implied negation the translation says by a word of
its own with no negation ("in the absence of" as ελλείψει, "varied from" as 不同于) licenses no negation added
elsewhere in the sentence, nor does a prefixed word said with no negated word ("non-offending" as αναίτιος) or one
rendered by another negated word than its own ("irregularity" beside "δεν μπορεί": :func:`prefixed.licensed_forms`;
fix9ib, tester t9as).

The words of each translation language are data, one table per language: :mod:`negation_words` (fix9ai).
"""

from __future__ import annotations

import re

from helper.catalog.checks.common import _spans_without
from helper.catalog.checks.condition_words import LIMITS, added_condition_parts
from helper.catalog.checks.helper_states import STATES
from helper.catalog.checks.keys import ANSWER_KEYS
from helper.catalog.checks.modality import _fold_same_length, lost_modals
from helper.catalog.checks.negation_words import HOLDERS, WORDS
from helper.catalog.checks.prefixed import (NO_NEGATED_FORM, licensed_forms, negated_forms, negation_dropped,
                                            prefixed_words)
from helper.catalog.checks.sides import SIDE_NAMES
from helper.catalog.checks.structure import Alignment, reordered_parts, sentences

# "no." is an abbreviation (number); "without" is no negation of a rule (除去, χωρίς are not counted either)
_EN = re.compile(r"\b(?:not|no(?!\.)|never|none|nor|neither|unless|cannot|nobody|nothing)\b|n't\b",
                 re.IGNORECASE)
# (the words of each translation language: :mod:`negation_words`, entry "negation")
_NEG = {lang: re.compile(words["negation"]) for lang, words in WORDS.items()}
# μη / μην inside a noun phrase, after its article (ο μη υπαίτιος): :data:`negation_words.EL`'s "not_a_negation"
# Chinese words with 不 that negate no modal or verb of the rule (fix9l; 不过 "however, but", 不妨 "might as well" and
# 不如 "less ... than", a comparison, fix9n): 不计 ("without": Law 86A "the final result
# of a match without that board" as 不计该副牌时…), 不论/不管 ("whatever", "no matter"), 不仅/不但 ("not only", left out
# of the English too), 不同 (different), 不足 (less than; 不足以 "not enough to" negates), 不止 (more than), 不断 (continually), 不久 (soon): counted,
# they stood in for the 不 of a 不得 made 可以 (a prohibition made a permission passed unnoticed)
# A-not-A questions (是不是, 能不能, 会不会, 有没有: "is it ...?", fresh tester 9j) ask yes or no, as 是否 does: no negation
_NOT_A_NEGATION = {lang: re.compile(words["not_a_negation"]) for lang, words in WORDS.items()}
_EN_NOT_A_NEGATION = re.compile(r"\bnot\s+only\b|\bno\s+matter\b", re.IGNORECASE)
_OR_NOT_ARTICLE = {lang: re.compile(words["or_not_article"]) for lang, words in WORDS.items()
                   if "or_not_article" in words}


def _not_a_negation_blanked(text: str, written: str, lang: str) -> str:
    """``text`` (``zh``, or ``el`` folded) with its words that hold a negation word but negate nothing
    (:data:`_NOT_A_NEGATION`: 不计, 不论; ο μη υπαίτιος) blanked, same length.  ``written``: the same text as written
    (Greek accents kept, same offsets): a Greek match opening with the conjunction ή ("or", folded to the article η) is
    kept, its μη a negation ("πολλές ή μη προφανείς", "numerous or not obvious"; fix9br, tester 9ab B2-1)."""
    if lang not in _NOT_A_NEGATION:
        return text
    conjunction = _OR_NOT_ARTICLE.get(lang)

    def blank(match: re.Match) -> str:
        if conjunction is not None and conjunction.match(written, match.start() + (text[match.start()] == "σ")):
            return match.group()
        return "同" * len(match.group())

    return _NOT_A_NEGATION[lang].sub(blank, text)
_JOIN = {"en": 16, **{lang: words["join"] for lang, words in WORDS.items()}}
"""Negation words at most this many characters apart are one negation ("in no way", "δεν ... κανένα";
Chinese is denser: only characters next to each other, 不无)."""


# English negations of a verb of their own ("were not taken and nothing was recorded": two) and the Greek ones
# (:mod:`negation_words`' "own_verb": "δεν ελήφθησαν, δεν καταγράφηκε"): two of them are never one (fix9ay)
_OWN_VERB = {"en": re.compile(r"not|n't|cannot|never|nothing|nobody|none", re.IGNORECASE),
             **{lang: re.compile(words["own_verb"]) for lang, words in WORDS.items() if "own_verb" in words}}


def _count(pattern: re.Pattern, text: str, lang: str) -> int:
    """How many negations ``pattern`` finds in ``text`` (``en``, ``zh`` or ``el`` folded): words at most
    :data:`_JOIN` characters apart are one ("in no way", "not ... nor", "δεν ... ούτε"), but two that each negate a
    verb of their own (:data:`_OWN_VERB`) are two."""
    own = _OWN_VERB.get(lang)
    count, last, last_own = 0, None, False
    for match in pattern.finditer(text):
        is_own = own is not None and own.fullmatch(match.group()) is not None
        if last is None or match.start() - last > _JOIN[lang] or (is_own and last_own):
            count += 1
        last, last_own = match.end(), is_own
    return count


def negation_count(text: str, lang: str) -> int:
    """How many negations ``text`` says (``en``, ``zh``, ``el`` as written): :func:`_count` of the language's words,
    those that negate nothing (:data:`_EN_NOT_A_NEGATION`, :func:`_not_a_negation_blanked`: 不论, "not only") left
    out; 0 for another language.  A piece of an English sentence and its translation compared: whether the
    translation says what that piece negates (:func:`structure.relative_dropped`: tester t9bz bz-rew18)."""
    if lang == "en":
        return _count(_EN, _EN_NOT_A_NEGATION.sub(lambda m: "_" * len(m.group()), text), "en")
    if lang not in _NEG:
        return 0
    folded = text if lang == "zh" else _fold_same_length(text)
    return _count(_NEG[lang], _not_a_negation_blanked(folded, text, lang), lang)


def _sentence_pairs(source: str, target: str, lang: str) -> list[tuple[str, str]]:
    """The English and translated sentences paired in order when both texts have as many; else, when the
    alignment pairs every sentence (two sentences translated as one, :func:`structure.alignment`), its groups,
    each group's sentences as one text; else the two whole texts as one pair (nothing is compared across a
    sentence missing)."""
    src, tgt = sentences(source, "en"), sentences(target, lang)
    if len(src) == len(tgt):
        groups = _joined_groups(source, target, lang, moved=True) if len(src) >= 2 else None
        # as many on each side, in order, unless a boundary between two moved (86B3 split at ", however": fix9v)
        return groups or list(zip((s.text for s in src), (t.text for t in tgt)))
    groups = _joined_groups(source, target, lang, added=len(tgt) > len(src))
    return groups if groups is not None else [(source, target)]


def _joined_groups(source: str, target: str, lang: str, moved: bool = False,
                   added: bool = False) -> list[tuple[str, str]] | None:
    """The groups of the sentence alignment of ``source`` (English) and ``target`` as ``(English, translation)``
    texts, two sentences of one side joined as they stand in their text, when it pairs every sentence; else None.
    The zh 12C2(c) (the 1997 text) is one long sentence translating both English sentences joined at a comma
    (fix9n): its two negations (并无错误, 并不是出于) are compared with those two sentences, not left unread
    because the counts differ (fix9o).  ``moved``: only when two sentences pair with two (a boundary moved), else
    None.  ``added``: the translation has more sentences; when every English sentence pairs and the others of the
    translation are added, the groups without them: an added sentence is the sentences check's one finding, its
    words ("裁判也可以另判人为调整分。", a "may") are not read again against the English (fix9cg, tester 9ag
    L-zh-l-def-93)."""
    from helper.catalog.checks.structure import alignment

    if lang not in _NEG:
        return None
    found = alignment(sentences(source, "en"), sentences(target, lang), lang, substitutions=True)
    if found.lost or (found.extra and not added) or not found.pairs:
        return None
    if moved and all(len(english) == 1 for english, _t in found.pairs):
        return None
    span = lambda text, group: text[group[0].start:group[-1].end]
    return [(span(source, english), span(target, translated)) for english, translated in found.pairs]


def dropped_negations(source: str, target: str, lang: str) -> list[tuple[str, int, int]]:
    """The English sentences whose negation is missing from the translation.

    ``source``: the English; ``target``: its Chinese (``lang`` ``zh``) or Greek (``el``) translation.
    Returns ``(english_sentence, negations_in_english, negations_in_translation)`` per sentence whose
    translation has fewer negations than it (the whole English text when the sentence counts differ);
    ``[]`` for another language.
    """
    return [(english, expected, counted) for english, _t, expected, counted in _negation_counts(source, target, lang)
            if counted < expected]


def added_negations(source: str, target: str, lang: str) -> list[tuple[str, int, int]]:
    """The English sentences whose translation negates more than the English does (fix9i): "may award"
    (Law 12A3) as 不可以判给 / δεν μπορεί να επιδικάσει, "shall cancel" (86B2(a)) as 不取消: a permission or a
    duty made a prohibition.

    Same arguments as :func:`dropped_negations`; returns ``(english_sentence, negations_in_english,
    negations_in_translation)`` per sentence whose translation has more negations; sentences are compared only
    when both texts have as many (else ``[]``: the sentences check names what is missing); ``[]`` for another
    language.  Degrees of fault (完全无过错 for "directly at fault") and bounds (不超过) are left out: they are
    compared as labels and bounds (:mod:`meaning`).  Two sentences translated as one (every sentence paired by the
    alignment) are compared as one (:func:`_joined_groups`).
    """
    if lang not in _NEG or (len(sentences(source, "en")) != len(sentences(target, lang))
                            and _joined_groups(source, target, lang) is None):
        return []  # a sentence dropped, added or left in English is the sentences check's finding
    found = []
    for english, translation, expected, counted in _negation_counts(source, target, lang, added=True):
        # what a negated modal may render: a modal negated, any "not" ("does not receive relief", 不能得到补偿), an
        # adjective of (in)ability ("non-comparable", 无法比较)
        english_left = _EN_NOT_A_NEGATION.sub(lambda m: "_" * len(m.group()), english)
        modals = (negated_modals(english, "en") + _count(_EN, english_left, "en")
                  + len(_EN_INABILITY.findall(english)) + len(_EN_FAILS.findall(english)),
                  negated_modals(_without_difference(english, _fold_same_length(translation) if lang == "el"
                                                     else translation, lang), lang))
        # (the English's adjectives of inability count as its negations: 86B2's "non-comparable results" as 无法比较的结果,
        # with its "or when these Laws otherwise require …" dropped, is the alternative's one finding, no negation
        # added; fix9mc, tester t9aw zh_laws098)
        inability = len(_EN_INABILITY.findall(english_left))
        only = only_restated(english, translation, lang)
        if counted > expected + inability + only or modals[1] > modals[0] + only:
            found.append((english, max(expected, modals[0]), max(counted, modals[1])))
    return found


_EN_ONLY = re.compile(r"(?<!\bnot\s)\bonly\b(?=[^.;:]*\b(?:may|can|could|shall|must)\b)", re.IGNORECASE)
"""An "only" that restricts what a rule allows or requires (12C1(c) "only outcomes … may be included"), not a
degree ("only partly at fault", 12C2(a), whose translation's negations are its own: test_check_fix9ib)."""
_ONLY_WORD = {"el": re.compile(r"(?<!\w)μόνο(?!\w)"), "zh": re.compile(r"只|仅|唯|才")}
_EXCEPT_WORD = {"el": re.compile(r"(?<!\w)(?:εκτός|παρά|άλλ[αοηε]ς?)(?!\w)"), "zh": re.compile(r"除|以外|之外|其他|其余")}


def only_restated(english: str, translation: str, lang: str) -> int:
    """How many negations the translation may add in saying the English's "only" the other way round, with no word
    for "only": "only outcomes that could have been achieved in a legal manner may be included" (Law 12C1(c)) as "δεν
    μπορούν να συμπεριληφθούν άλλα αποτελέσματα, εκτός από αυτά που …" (one: a negation and an exception) or as
    以合法方式不可能达到的结果不得包括在内 (two: a double negation).  0 where the English has no "only" or the
    translation keeps its word (μόνο, 只, 仅).  fix9na."""
    if lang not in _ONLY_WORD or not _EN_ONLY.search(english) or _ONLY_WORD[lang].search(translation):
        return 0
    folded = _fold_same_length(translation) if lang == "el" else translation
    need = 1 if _EXCEPT_WORD[lang].search(translation) else 2
    return need if _count(_NEG[lang], _not_a_negation_blanked(folded, translation, lang), lang) >= need else 0


# A condition negated (fix9bm, tester 9z N7, H4): "If time permits, a substitute board may be played instead" as
# 如时间不允许，… / "Αν δεν το επιτρέπει ο χρόνος, …": the condition reversed.  The sentence's "instead" (an implied
# negation, :data:`_EN_IMPLIED`) let the whole sentence's counts pass; read clause by clause, the English condition
# negates nothing and its translation does.  A condition runs from its word to the end of its clause.
_EN_CONDITION = re.compile(r"\b(?:if|when|whenever|once|provided\s+that)\b[^,;:.()]*", re.IGNORECASE)
_CONDITIONS = {lang: re.compile(words["condition_clause"]) for lang, words in WORDS.items()}
_CONDITIONS_NEGATED = {
    # 当…时 ("when": Law 86A 当参赛者可能知道…时) and a Greek condition with a phrase set off by commas inside it ("όταν το
    # τελικό αποτέλεσμα ενός αγώνα, χωρίς αυτήν τη διανομή, θα μπορούσε …"; Greek folded): fix9fg, tester 9am #314, #326
    "zh": re.compile(WORDS["zh"]["condition_clause"] + r"|(?<![应相适担正恰妥每便])当[^，。；：]*?时"),
    "el": re.compile(r"(?<!\w)(?:αν|εαν|εφοσον|οταν)(?!\w)[^,;·.:()]*"
                     r"(?:,\s*(?:χωρισ|μεταξυ|εκτοσ|μαζι|συμπεριλαμβανομενου)(?!\w)[^,;·.:()]*,[^,;·.:()]*)?"),
}
_EN_CONDITION_WITHOUT = re.compile(r"\bwithout\b", re.IGNORECASE)


def negated_conditions(source: str, target: str, lang: str) -> list[str]:
    """The English sentences of ``source`` whose conditions ("if …", "when …" to the end of their clause) negate
    nothing, not even by a word that implies a negation (:data:`_EN_IMPLIED`: "unless", "in the absence of",
    "fails"), while a condition of their translation ``target`` (``zh``, ``el``: :mod:`negation_words`'
    "condition_clause") has a negation (如时间不允许, "Αν δεν το επιτρέπει ο χρόνος") and the translation more
    negations than the English ("had the infraction not occurred" said as a condition, "αν δεν είχε συμβεί", is the
    English's own): a condition reversed.
    Sentences are paired as in :func:`dropped_negations`; ``[]`` for another language."""
    if lang not in _CONDITIONS:
        return []
    found = []
    for english, translation in _sentence_pairs(source, target, lang):
        mine = [m.group() for m in _EN_CONDITION.finditer(english)]
        # a "without" of the condition ("when the final result of a match without that board could be known", 86A) is
        # no negation of it where the translation's condition says it by its own word (除去, χωρίς): fix9fg
        if not mine or any(_EN.search(clause) or _EN_IMPLIED.search(_without_prefixed(
                _EN_CONDITION_WITHOUT.sub("_", clause))[0]) or prefixed_words(clause) for clause in mine):
            continue
        withouts = sum(len(_EN_CONDITION_WITHOUT.findall(clause)) for clause in mine)
        text = _fold_same_length(translation) if lang == "el" else translation
        text = _not_a_negation_blanked(text, translation, lang)
        text = _NOT_ADDED[lang].sub(lambda m: "同" * len(m.group()), text)
        # ("when the text was changed" as "όταν το κείμενο δεν έχει αποθηκευτεί": the same state, no condition
        # reversed; fjau)
        text = _not_saved_blanked(english, text, lang)
        # (a condition added, "…, και εφόσον κανείς δεν διαφωνεί": a limit added, the sentences check's one finding,
        # not this sentence's condition reversed by its δεν; fix9rb)
        for start, end in added_condition_parts(english, translation, lang):
            text = text[:start] + "同" * (end - start) + text[end:]
        # (an inability with no word of negation, "ήταν αδύνατο" for "could", negates the condition as "δεν θα
        # μπορούσε" does: 86A, fix9hc; Chinese 不可能 has its 不)
        impossible = [m.group() for m in _IMPOSSIBLE[lang].finditer(text)] if lang in _IMPOSSIBLE else []
        if _count(_NEG[lang], text, lang) + len(impossible) <= _count(_EN, _EN_NOT_A_NEGATION.sub("_", english), "en"):
            continue  # a negation of the English said in the condition ("had the infraction not occurred", 12B1, as
            # "αν δεν είχε συμβεί η παράβαση"): moved, not added
        conditions = [m.group() for m in _CONDITIONS[lang].finditer(text)]
        if withouts:
            conditions = [m.group() for m in _CONDITIONS_NEGATED[lang].finditer(text)]
            if sum(len(_WITHOUT[lang].findall(clause)) for clause in conditions) < withouts:
                continue  # the English's "without" said otherwise (不计该副牌, 若没有该副牌): its negation the English's
        if any(_NEG[lang].search(clause) or (lang in _IMPOSSIBLE and _IMPOSSIBLE[lang].search(clause))
               for clause in conditions):
            found.append(english)
    return found


_IMPOSSIBLE = {"el": re.compile(r"(?<!\w)αδυνατ\w*")}
"""An inability said with no word of negation (Greek folded: αδύνατο, "impossible"), which negates a condition as a
negated modal does (:func:`negated_conditions`)."""


# A modal negated (fix9l): "shall not", "may not", "cannot", "need not", "no ... may"; 不得, 不可, 不能, 不应, 无须,
# 无权, 无法; δεν μπορεί, δεν πρέπει, να μην.  A translation that negates a modal the English does not ("it might
# have hoped to recover", Law 12C1(e), as 它本不可希望…挽回) forbids what the Law allows, however many other words of
# the sentence carry a 不 or 无 of their own ("unsuccessful" as 失败 leaves the counts equal)
_EN_NEG_MODAL = re.compile(
    r"\b(?:shall|may|must|can|could|should|would|will|need|might)\s+(?:not|never)\b|\bcannot\b|"
    r"\b(?:can|could|must|should|would|need|shall)n[’']t\b|\bunable\b|\bimpossible\b|"
    r"\b(?:no|nor|neither|nothing|none)\b(?:\s+[\w’'-]+){0,4}?\s+(?:may|shall|must|can|could|need)\b",
    re.IGNORECASE)
# a verb negated (fix9p): "are not recorded", "does not exist", "was not saved", "isn't"; interface strings render it
# with a negation (不会被记录, 不存在, 未保存; δεν καταγράφονται) or a negated word (无效, 非空, μη έγκυρο)
# (fix9aq, fresh tester 9q) "has no X" / "there is no X" ("SQLite has no full-text search" as 支持全文搜索: the verb's
# negation dropped) and a participle negated with no verb before it ("(recorded when finished, not saved while in
# progress)" as （完成时记录）: the bracket's negated clause dropped); one match per negation ("are not saved" once);
# "nothing was recorded" / "nobody is" (fix9ay: "they were not taken and nothing was recorded" has two verbs negated,
# "δεν ελήφθησαν, δεν καταγράφηκε τίποτα" two δεν, one of them dropped was not found)
_OWN_SUBJECT_NOT = re.compile(r"\b(?:nothing|nobody|no\s+one)\s+(?:[a-z]{2,}ed|given|taken|shown|known|written|"
                              r"chosen|seen|done|kept|read|left|sent|said|told|lost|found|made)\b|"
                              r"\b(?:is|are|was|were|be|been|has|have|had|does|do|did)\s+never\b|"
                              r"\bnever\s+[a-z]{3,}(?:es|s|ed)\b", re.IGNORECASE)
"""The verbs negated :data:`_EN_VERB_NOT` counts since fixzc ("nothing recorded", "was never opened"): their
negation word is the verb's own, no other negation of the sentence."""
_OWN_SUBJECT_AUX = re.compile(r"\b(?:nothing|nobody|no\s+one)\s+(?:is|are|was|were|has|have|had|will\s+be)\b",
                              re.IGNORECASE)
"""A verb negated by its own subject with its auxiliary ("nothing was changed"), which :data:`_EN_VERB_NOT` counts: its
"nothing" is the verb's own negation, no other negation of a group of sentences (tester t9bq bq-rew36, fiyy)."""
_OBJECT_NEGATED = r"\b(?<!to\s)[a-z]{3,}(?:ed|(?<!ing)(?<![su])s)\s+(?:none|nothing)\b"
"""An English verb whose object is "none" or "nothing" ("recorded none", "saves nothing", "changes nothing"): a verb
negated (:data:`_EN_VERB_NOT`), which Chinese and Greek negate as a verb (未记录任何, 不改变任何; "δεν κατέγραψε καμία")."""
_OBJECT_NEGATED_EN = re.compile(_OBJECT_NEGATED, re.IGNORECASE)
_EN_VERB_NOT = re.compile(r"\b(?:is|are|was|were|be|been|being|will|would|does|do|did|has|have|had)\s+not\b|"
                          r"\b(?:isn|aren|wasn|weren|doesn|don|didn|hasn|haven|hadn|won)[’']t\b|"
                          r"\b(?:has|have|had|(?:there\s+)?(?:is|are|was|were))\s+no\b(?!\.)|"
                          # "there is nothing to take over" (κάτι, "something", for τίποτα: tester t9bf neg12)
                          r"\b(?:has|have|had|there\s+(?:is|are|was|were))\s+nothing\b|"
                          # a verb whose object is "none" or "nothing" ("recorded none from this one", "saves nothing"):
                          # one negation of its own beside another of the sentence ("It has no ruling in progress and
                          # recorded none from this one" as 它没有进行中的裁决，也由此记录了裁决 / "… και κατέγραψε μία": the
                          # second negation dropped, the first's 没有 / Δεν counted for both; tester t9bw bw-neg06,
                          # bw-neg07)
                          + _OBJECT_NEGATED + "|"
                          r"\bnot\s+(?:yet\s+)?(?:[a-z]{2,}ed|given|taken|shown|known|written|chosen|seen|done)\b|"
                          r"\b(?:nothing|nobody|no\s+one)\s+(?:is|are|was|were|has|have|had|will\s+be)\b|"
                          # "nothing recorded", a participle negated by its subject, and "was never opened", a verb
                          # negated by "never" (fixzc, tester t9be negael10, negael12: "nothing recorded" as
                          # καταγράφηκε, "never opened" as "άνοιξε ποτέ")
                          r"\b(?:nothing|nobody|no\s+one)\s+(?:[a-z]{2,}ed|given|taken|shown|known|written|chosen|seen|"
                          r"done|kept|read|left|sent|said|told|lost|found|made)\b|"
                          r"\b(?:is|are|was|were|be|been|has|have|had|will|would|does|do|did)\s+never\b|"
                          # "never" before its verb ("the finder never fills it in" as "το συμπληρώνει πάντα",
                          # 总会代为填写: tester t9by by-neg16, by-neg19)
                          r"\bnever\s+[a-z]{3,}(?:es|s|ed)\b|"
                          # a verb left out after a label: "line {line}: not a PO line" says "it is not a PO line"
                          # ("δεν είναι γραμμή PO" made "είναι γραμμή PO": fix9hc, tester 9ao m13)
                          r"(?:^|(?<=[:;(])|(?<=[:;]\s))\s*not\s+(?:a|an)\b",
                          re.IGNORECASE)
_EN_NOTHING_VERB = re.compile(r"\b(?:has|have|had|there\s+(?:is|are|was|were))\s+nothing\b", re.IGNORECASE)
"""A verb whose object is "nothing" ("there is nothing to take over", "{entry} has nothing to look at"), a verb
negated of :data:`_EN_VERB_NOT` (tester t9bf neg12)."""
_NOTHING_ALONE = {"el": re.compile(r"(?:^|(?<=[:·;,.(])|(?<=[:·;,.(]\s))\s*τιποτ[αε](?!\w)")}
"""The translation's "nothing" opening its clause, with no verb before it ("{entry}: τίποτα προς έλεγχο"; Greek
folded): it says a :data:`_EN_NOTHING_VERB` by itself.  (After a verb, "υπάρχει τίποτα", it asks "is there anything":
the δεν dropped.)"""
# (fix9aq, fresh tester 9q) an inability said by a verb: "fails to obtain a result" (12C2(d)) as 无法得出结果 /
# 不能得出结果 / 未能得到结果, "lacks the means to" as 无法; the translation's negated modal renders it, as it renders
# "unable" (_EN_NEG_MODAL); "without" is no inability ("may award without consulting" as 不得咨询 is a negation added)
_EN_FAILS = re.compile(r"\b(?:fail(?:s|ed|ing)?\s+to|lack(?:s|ed|ing)?)\b", re.IGNORECASE)
_WITHOUT = {lang: re.compile(words["without"]) for lang, words in WORDS.items()}
# ... and a negation the translation must keep (fix9as): "each character it lacks" as 缺少的每个字符 / "που λείπει" (a
# word of lack, :mod:`negation_words`' "lack") or a negation (它没有的, "που δεν διαθέτει"), not "που διαθέτει" (it has)
_LACK = {lang: re.compile(words["lack"]) for lang, words in WORDS.items()}
# "leave out --nos", "omit", "Enter to skip": a verb that says "do not give", kept by a negation (请不要给出, μη δώσετε)
# or a verb of omission (跳过, 省略; παραλείψτε, παράλειψη: :mod:`negation_words`' "omit"); said as "give" (请给出 --nos,
# "δώστε το --nos") the negation is dropped (fix9bm, tester 9z N25, H22)
_EN_OMITS = re.compile(r"\b(?:leav(?:e|es|ing)\s+out|left\s+out|omit\w*|skip\w*)\b", re.IGNORECASE)
_OMIT = {lang: re.compile(words["omit"]) for lang, words in WORDS.items()}
# a negation just before a verb of omission (μην παραλείψετε, "να μην παραλειφθεί"; 不要省略, 请勿跳过, 不必略去), the text
# read up to the verb: the omission negated (fix9oa)
_OMIT_NEGATED = {"zh": re.compile(r"(?:不要|不用|不必|不能够?|不可以?|不得|不应该?|无须|无需|毋须|勿|别)$"),
                 # (and a modal negated before it, "δεν πρέπει να παραλείψετε" "you must not leave out", "δεν
                 # μπορείτε να παραλείψετε": fix9ra, the lead's probe after fix9oa)
                 "el": re.compile(r"(?<!\w)(?:μην?|δεν)\s+(?:(?:πρεπει|χρειαζεται|επιτρεπεται|μπορειτε|μπορει|"
                                  r"θα\s+πρεπει)\s+)?(?:(?:το|τα|τη|την|τον|να)\s+)?$")}
_EN_NEGATION_NEAR = re.compile(r"\b(?:not|never|don't|do\s+not)\b", re.IGNORECASE)
_GIVE = {lang: re.compile(words["give"]) for lang, words in WORDS.items()}
_GIVE_CONDITION = {
    "zh": re.compile(WORDS["zh"]["condition_clause"] + r"|(?<![应相适担正恰妥每便])当[^，。；：]*?时|在[^，。；：在]{1,20}?时"),
    "el": re.compile(r"(?<!\w)(?:αν|εαν|εφοσον|οταν|οποτε|καθε\s+φορα\s+που)(?!\w)[^,;·.:()]*"),
}
"""A condition's clause (当 --score 给出人为调整分时, 如果给出了 --score; "όταν δώσετε το --score", Greek folded): a verb of
giving inside it says when the instruction holds, it gives no instruction (fix9fb: "Leave out --nos when --score gives
an artificial score" as 当 --score 给出人为调整分时，无需 --nos was "the instruction reversed")."""


def reversed_omissions(source: str, target: str, lang: str) -> list[tuple[str, str, str, str]]:
    """The English instructions to leave something out ("leave out --nos", "omit", "Enter to skip": :data:`_EN_OMITS`)
    that the translation ``target`` (``zh``, ``el``) says as one to give it (请给出 --nos, 按 Enter 输入, "δώστε το
    --nos": :mod:`negation_words`' "give"), with no negation nor word of omission in that sentence (fix9br, tester 9ab
    Cmzh-4, Cmel-28).  Returns ``(english, verb, found, given)``: the English's clause of the verb ("leave out
    --nos", "Enter to skip"), the verb ("leave out", "skip"), the translation's clause of its verb ("请给出 --nos",
    "δώστε το --nos") and that verb as written (给出, δώστε).  Sentences are paired as :func:`_sentence_pairs` pairs
    them; ``[]`` for another language."""
    if lang not in _GIVE:
        return []
    found = []
    for english, translation in _sentence_pairs(source, target, lang):
        omit = _EN_OMITS.search(english)
        if omit is None:
            continue
        text = _fold_same_length(translation) if lang == "el" else translation
        # a verb inside brackets renders the English's bracket ("(Enter to skip)" as （按 Enter 输入）), one outside
        # them the rest: 输入 of "enter it in IMPs" (请输入…的 IMP（直接按 Enter 则取平均正分）) is no omission said
        # as "give" (fix9ca)
        inside = _bracketed(english, omit.start())
        conditions = [m.span() for m in _GIVE_CONDITION[lang].finditer(text)]
        gives = [m for m in _GIVE[lang].finditer(text) if _bracketed(text, m.start()) == inside
                 and not any(a <= m.start() < b for a, b in conditions)]
        # the omission itself negated ("leave out --nos" as "μην παραλείψετε το --nos", 不要省略 --nos): the instruction
        # reversed as surely as by "give" (fix9oa, tester t9ax el_msgs078); the English's own clause negates nothing
        if not _EN_NEGATION_NEAR.search(_clause_at(english, omit.start(), omit.end())):
            negated = next((m for m in _OMIT[lang].finditer(text)
                            if _bracketed(text, m.start()) == inside
                            and _OMIT_NEGATED[lang].search(text, 0, m.start())), None)
            if negated is not None:
                verb = _OMIT_NEGATED[lang].search(text, 0, negated.start())
                found.append((_clause_at(english, omit.start(), omit.end()), omit.group().casefold(),
                              _clause_at(translation, negated.start(), negated.end()),
                              translation[verb.start():negated.end()]))
                continue
        if not gives or _OMIT[lang].search(text):
            continue
        # the verb at the omission's place (as shares of the sentences): "使用 … 请给出 --nos" says 给出
        give = min(gives, key=lambda m: abs(m.start() / len(text) - omit.start() / len(english)))
        # a negation of the verb's own clause keeps the omission (请不要给出 --nos, "μη δώσετε"); one elsewhere in the
        # sentence does not (双方都不是违规方：请输入 --nos, fix9ca)
        if _NEG[lang].search(_clause_at(_not_a_negation_blanked(text, translation, lang), give.start(), give.end())):
            continue
        found.append((_clause_at(english, omit.start(), omit.end()), omit.group().casefold(),
                      _clause_at(translation, give.start(), give.end()), translation[give.start():give.end()]))
    return found


_CLAUSE_MARK = re.compile(r"[。；：，、（）.;:,·()]")


def _bracketed(text: str, at: int) -> bool:
    """Whether ``text[at]`` stands inside round brackets (ASCII or full-width)."""
    depth = 0
    for c in text[:at]:
        depth += c in "(（"
        depth -= c in ")）" and depth > 0
    return depth > 0


def _clause_at(text: str, start: int, end: int) -> str:
    """The clause of ``text`` holding ``text[start:end]``: from the mark before it (a stop, a comma, a colon, a
    bracket) to the mark after it, stripped ("leave out --nos", "Enter to skip", "请给出 --nos")."""
    before = [m.end() for m in _CLAUSE_MARK.finditer(text, 0, start)]
    after = _CLAUSE_MARK.search(text, end)
    return text[before[-1] if before else 0:after.start() if after else len(text)].strip()


# "without any" (χωρίς κανένα σφάλμα, χωρίς καμία ευθύνη; :mod:`negation_words`' "without_any") renders an English
# "no" ("in no way at fault", "no result"), no negation word of its own: counted for as many as the English says "no"
# (fix9bb, fresh tester 9x: 12C2(a) "to a contestant in no way at fault" as "στον αγωνιζόμενο χωρίς κανένα σφάλμα")
_WITHOUT_ANY = {lang: re.compile(words["without_any"]) for lang, words in WORDS.items() if "without_any" in words}
_PREFIX_ADJECTIVE = {lang: re.compile(words["prefix_adjective"]) for lang, words in WORDS.items()}
_EN_NO = re.compile(r"\bno\b(?!\.)", re.IGNORECASE)
_EN_NO_NOUN = re.compile(r"\bno\s+(?!(?:longer|more|less|one|matter|later|sooner|fewer)\b)[a-z]", re.IGNORECASE)


def _no_said_without(english: str, translation: str, lang: str) -> int:
    """How many of ``english``'s "no"s before a noun ("no redeal") the Greek ``translation`` (folded) says by a plain
    "without" (χωρίς νέο ανακάτεμα, άνευ): as many as the translation has "without"s beyond "without any" (χωρίς καμία)
    and beyond the English's own "without"s; a correct rewording (tester
    t9bi bi-rw48: "Yes: no redeal, award an adjusted score (Law 86A)" as "Ναι: χωρίς νέο ανακάτεμα, …"), while "με νέο
    ανακάτεμα" (with a redeal) still drops the "no".  ``0`` for another language than ``el``."""
    if lang != "el":
        return 0
    nouns = len(_EN_NO_NOUN.findall(english))
    plain = (len(_WITHOUT[lang].findall(translation)) - len(_WITHOUT_ANY[lang].findall(translation))
             - len(_EN_WITHOUT.findall(english)))
    return max(0, min(nouns, plain))
_EN_INABILITY = re.compile(r"\b(?:non-?|un|in|im)[a-z]+(?:able|ible)\b", re.IGNORECASE)
_NEG_MODAL = {lang: re.compile(words["negated_modal"]) for lang, words in WORDS.items()}


def negated_modals(text: str, lang: str) -> int:
    """How many modals ``text`` (``en``, ``zh`` or ``el``; Greek folded here) negates: "shall not", "cannot",
    "no ... may"; 不得, 不可, 无须; δεν μπορεί, να μην.  ``0`` for another language."""
    if lang == "en":
        return len(_EN_NEG_MODAL.findall(text))
    pattern = _NEG_MODAL.get(lang)
    if pattern is None:
        return 0
    # a negation word that negates nothing (:data:`_NOT_A_NEGATION`: "δεν μπορούν … παρά μόνο", "can only", fix9ha)
    folded = _fold_same_length(text) if lang == "el" else text
    return len(pattern.findall(_not_a_negation_blanked(folded, text, lang)))


# English words that say "not" in a verb or a preposition, which a translation words with its negation: "fails to
# obtain" (δεν καταφέρνει), "without", "unable", "differs from" (不同于), "otherwise" (或不正确的), "unrelated"
# (无关), "unsuccessful" (不成功), "non-balancing" (不平衡; not "non-offending", 非违规方 is no negation): counted on the
# English side only when looking for a negation the translation added
_EN_IMPLIED = re.compile(r"\b(?:fail\w*|without|unable|differ\w*|otherwise|except\w*|refus\w*|forbid\w*|"
                         r"prohibit\w*|depriv\w*|absen\w*|lack\w*|neither|other\s+than|instead|"
                         r"un(?!der|til|ion|it|ivers|iform|less)[a-z]{3,}|non-(?!offending)\w+)\b", re.IGNORECASE)
# Chinese words with 不 that are no negation of the rule: 不同 (different), 不论/不管 (whatever)
# 不利 (unfavourable) is a comparison (:mod:`comparison`: 较有利 made 较不利 is a comparison reversed);
# 不正确/不当/不合法/不适当/不完整/不足/无效 render an English adjective ("incorrect", "improper", "illegal",
# "insufficient", "invalid": 12A3's "an incorrect rectification" as 纠正不正确), no negation of what the rule does
# μη παραβάτης ("non-offending", the other Greek name of the αναίτιος side) is no negation either (fix9j)
# A side named by what it did or did not do (ο άξονας που δεν παρέβη, 没有违规的一方): :data:`sides.SIDE_NAMES`.
_NOT_ADDED = {lang: re.compile(words["not_added"] + "|" + SIDE_NAMES[lang][0]) for lang, words in WORDS.items()}
_SIDE_NAMED = {lang: re.compile(SIDE_NAMES[lang][0]) for lang in WORDS}

# A negated word of the translation that renders an English word with no "not" (不利 for "less favourable",
# 不正确 for "incorrect"): where the English sentence has that word, as many of them keep none of its "not"s (Law
# 12B1 "less favourable than … had the infraction not occurred" as 比没有发生违例时…更不利: its 没有 dropped was
# balanced by the 不 of 不利; fix9jb, tester t9at Z-cond15b).  The negation count of each aligned sentence is then
# that of its clauses' "not"s.
_IN_PROGRESS_EN = re.compile(r"\bin\s+progress\b|\bunfinished\b|\bpending\b|\bongoing\b|\bincomplete\b",
                             re.IGNORECASE)
_RENDERED_NEGATED = {"zh": (
    (re.compile(r"不利"), re.compile(r"\b(?:less|more)\s+(?:favou?rable|advantageous)|\bunfavou?rable|\bdisadvantag\w*"
                                  r"|\bworse\b|\badverse\w*", re.IGNORECASE)),
    (re.compile(r"不正确"), re.compile(r"\bincorrect\w*", re.IGNORECASE)),
    (re.compile(r"不合法"), re.compile(r"\billegal\w*", re.IGNORECASE)),
    (re.compile(r"无效"), re.compile(r"\binvalid\w*", re.IGNORECASE)),
    # ("no ruling in progress" as 没有未完成的裁决: its 未 is the "in progress"'s, not the "no"'s; t9bb sweep)
    (re.compile(r"尚?未(?:完成|结束|了结)"), _IN_PROGRESS_EN),
), "el": (
    (re.compile(r"(?<!\w)(?:δεν|δε)\s+(?:εχει\s+|ειχε\s+)?(?:ολοκληρωθ|τελειωσ)\w*|(?<!\w)μη\s+ολοκληρωμεν\w*"),
     _IN_PROGRESS_EN),
)}


def _rendered_negated_blanked(english: str, translation: str, lang: str) -> str:
    """``translation`` with its negated words that render an English word with no "not" (:data:`_RENDERED_NEGATED`)
    blanked, as many as ``english`` has of that word."""
    for negated, plain in _RENDERED_NEGATED.get(lang, ()):
        for m in list(negated.finditer(translation))[:len(plain.findall(english))]:
            translation = translation[:m.start()] + "同" * (m.end() - m.start()) + translation[m.end():]
    return translation


# "varied from X", "instead of X", "other than X" (12C2(d) "may be varied by regulation from those prescribed in (a)
# and (b) above", 86B3): a translation may say the difference as a negation, "need not use X" (不必采用/而不采用上述(a)项;
# "και όχι"), which restates the English's "from" and forbids nothing (fix9v); "may not be varied" (不得改变) is
# still a negation added
_DIFFERENCE_EN = re.compile(r"\bvar(?:y|ies|ied)\b[^.;:]{0,40}?\bfrom\b|\binstead\s+of\b|\b(?:other|rather)\s+than\b|"
                            r"\bdiffer\w*\s+from\b", re.IGNORECASE)
_DIFFERENCE = {lang: re.compile(words["difference"]) for lang, words in WORDS.items()}


# the English words of implied negation by kind, and the translations' words that say each with no negation word of
# their own (:mod:`negation_words`' "implied_said"; fix9ib, tester t9as EL30: 86B3's "in the absence of" said as
# ελλείψει, a δεν added to "the Director proceeds as above" passed as the "absence"'s negation)
_IMPLIED_KINDS_EN = {
    "absence": re.compile(r"\babsen\w*|\black\w*", re.IGNORECASE),
    "without": re.compile(r"\bwithout\b", re.IGNORECASE),
    "except": re.compile(r"\bexcept\w*|\bother\s+than\b", re.IGNORECASE),
    "instead": re.compile(r"\binstead\b", re.IGNORECASE),
    "otherwise": re.compile(r"\botherwise\b", re.IGNORECASE),
    "differ": re.compile(r"\bdiffer\w*", re.IGNORECASE),
    "fail": re.compile(r"\bfail\w*", re.IGNORECASE),
    "refuse": re.compile(r"\brefus\w*", re.IGNORECASE),
    "deprive": re.compile(r"\bdepriv\w*", re.IGNORECASE),
}
_IMPLIED_SAID = {lang: {kind: re.compile(pattern) for kind, pattern in words["implied_said"].items()}
                 for lang, words in WORDS.items() if "implied_said" in words}


_NOT_OTHERWISE = {lang: re.compile(words["not_otherwise"]) for lang, words in WORDS.items() if "not_otherwise" in words}
_EN_OTHERWISE_NEGATED = re.compile(r"\b(?:not|no|never|cannot)\b[^.;:]{0,40}?\b(?:otherwise|differently|other)\b|"
                                   r"n't\b[^.;:]{0,40}?\b(?:otherwise|differently|other)\b", re.IGNORECASE)


def _implied_said(english: str, translation: str, lang: str) -> int:
    """How many of the English's words of implied negation (:data:`_IMPLIED_KINDS_EN`) ``translation`` (Greek folded,
    as written otherwise: its 不计 not blanked) says by a word of their kind with no negation word (ελλείψει, χωρίς,
    除去): per kind, as many as both have."""
    said = _IMPLIED_SAID.get(lang, {})
    return sum(min(len(pattern.findall(english)), len(said[kind].findall(translation)))
               for kind, pattern in _IMPLIED_KINDS_EN.items() if kind in said)


def _without_difference(english: str, translation: str, lang: str, written: str | None = None) -> str:
    """``translation`` (Greek folded) with the negation that restates the English's "varied from" / "instead of"
    (:data:`_DIFFERENCE_EN`) blanked out, where the English says one; else as it is.  ``written``: the translation
    before its words that negate nothing were blanked (its 不同 read), when ``translation`` is not."""
    pattern = _DIFFERENCE.get(lang)
    if pattern is None or not _DIFFERENCE_EN.search(english):
        return translation
    # as many as the English says differences the translation does not say by a word of its own (不同于, διαφορετικά):
    # 86B3's "varied by regulation from that prescribed in B2" as 不同于B2的规定 leaves a 不按上述方法处理 added (fix9ib)
    # (not those that say an English "differently" / "instead" of their own: 86B3's first sentence "may provide
    # differently" as 作出不同规定, joined with the second, leaves its 而不采用 the "varied from"'s)
    said = _IMPLIED_SAID.get(lang, {})
    own = sum(max(0, len(said[kind].findall(written or translation)) - len(_IMPLIED_KINDS_EN[kind].findall(english)))
              for kind in ("differ", "instead") if kind in said)
    left = len(_DIFFERENCE_EN.findall(english)) - own
    spans = [m.span() for m in pattern.finditer(translation)][:max(left, 0)]
    for start, end in spans:
        translation = translation[:start] + "同" * (end - start) + translation[end:]
    return translation


def _negation_counts(source: str, target: str, lang: str, added: bool = False) -> list[tuple[str, str, int, int]]:
    """``(english, translation, negations_in_english, negations_in_translation)`` per aligned sentence pair;
    ``added``: count the English's implied negations too (``_EN_IMPLIED``) and leave out ``_NOT_ADDED``."""
    pattern = _NEG.get(lang)
    if pattern is None:
        return []
    fold = (lambda t: t) if lang == "zh" else _fold_same_length
    found = []
    for english, translation in _sentence_pairs(source, target, lang):
        # "in no way at fault" (毫无过错) is a degree of fault, compared as a label (polarity, meaning)
        shared = _shared_fault(english, translation, lang)
        if added:  # a degree of fault changed (直接有过错 -> 完全无过错) is a label changed (:mod:`meaning`)
            english_left = _without_fault(english, "en", shared)
            written = _without_fault(translation, lang, _all_fault(translation, lang))
        else:
            english_left = _without_fault(english, "en", shared)
            written = _without_fault(translation, lang, shared)
        translation_left = fold(written)
        # "in no way at fault, need not bear the blame" (毫无过错、无须负违规责任): one degree said twice, neither a negation
        # added nor one that keeps the English's "shall not" (…无须负违规责任，则可对其罚分 still drops it)
        translation_left = _without_restated_blame(translation_left, translation, lang)
        blank = lambda m: "_" * len(m.group())
        english_left = _EN_NOT_A_NEGATION.sub(blank, english_left)
        translation_left = _not_a_negation_blanked(translation_left, written, lang)
        expected = _count(_EN, english_left, "en")
        if added:
            # a bound is compared as a bound (:mod:`meaning`): 不超过60% for "at least 60%" is a bound flipped
            from helper.catalog.checks.meaning import _BOUNDS

            english_left = _BOUNDS["en"].sub(lambda m: "_" * len(m.group()), english_left)
            translation_left = _BOUNDS[lang].sub(lambda m: "_" * len(m.group()), translation_left)
            # a word whose prefix negates it ("inadvertently", "illegal") is said with a negated word (无意中, δεν ήταν
            # νόμιμη) or none (παράνομη): as many such negations left out as the English has such words (fix9y)
            # ... but not those said with no negated word ("non-offending" as αναίτιος / 非违规方, "unduly" as
            # υπερβολικά / 过于: :data:`prefixed.NO_NEGATED_FORM`): "Ο Διαιτητής δεν μπορεί να επιδικάσει … προς όφελος
            # του αναίτιου άξονα" (12A1), "ο Κώδικας δεν είναι είτε υπερβολικά αυστηρή" (12B2) add a negation (fix9ib)
            unnegated = len(NO_NEGATED_FORM.findall(english_left))
            words = prefixed_words(english_left)
            english_left, prefixed = _without_prefixed(english_left)
            prefixed -= unnegated
            expected = _count(_EN, english_left, "en") + len(_EN_IMPLIED.findall(english_left))
            # an implied negation said by its own word (ελλείψει, χωρίς, 除去) licenses no negation elsewhere (fix9ib)
            expected -= _implied_said(english_left, fold(written), lang)
            if _NOT_ADDED.get(lang) is not None:
                translation_left = _NOT_ADDED[lang].sub(lambda m: "同" * len(m.group()), translation_left)
            translation_left = _without_negated_forms(translation_left, lang, prefixed, words)
            translation_left = _without_difference(english, translation_left, lang, fold(written))
            # an exception the English does not make (他应改为判给调整分，除非…; "εκτός αν"): a limit added, the sentences
            # check's one finding (:func:`conditions.added_limits`), not also a negation added (fix9ib: its "instead"
            # said by 改为, "Αντ' αυτού", no longer takes that negation)
            exception = LIMITS["exception"]
            if lang in exception and not exception["en"].search(english):
                for m in exception[lang].finditer(written):
                    translation_left = (translation_left[:m.start()] + "同" * (m.end() - m.start())
                                        + translation_left[m.end():])
            # a part added to a condition ("，且双方均无异议时", and both sides raise no objection): a limit added, the
            # sentences check's one finding, not a negation added by its 无 (t9ax zh_laws104, fix9pb)
            for start, end in added_condition_parts(english, written, lang):
                translation_left = translation_left[:start] + "同" * (end - start) + translation_left[end:]
            # "does not act otherwise" for "proceeds as above": the same stated by a litotes (fix9ib)
            if lang in _NOT_OTHERWISE and not _EN_OTHERWISE_NEGATED.search(english_left):
                translation_left = _NOT_OTHERWISE[lang].sub(lambda m: "同" * len(m.group()), translation_left)
        without_any = 0
        if not added:  # a side named by what it did not do (没有过错的一方, "που δεν ευθύνεται") keeps no negation of
            # the English's: "had the infraction not occurred" dropped beside it is still dropped (fix9ay); its
            # "without any" (χωρίς καμία ευθύνη for "in no way to blame") says an English "no" all the same (fix9bb)
            without_any = min(len(_EN_NO.findall(english_left)), len(_WITHOUT_ANY[lang].findall(translation_left))
                              if lang in _WITHOUT_ANY else 0)
            translation_left = _SIDE_NAMED[lang].sub(lambda m: "同" * len(m.group()), translation_left)
            translation_left = _rendered_negated_blanked(english_left, translation_left, lang)
            # μη before an adjective that renders an English "un-"/"non-"/"il-" word keeps none of its "not"s
            # ("illegal and is not scored" as "μη νόμιμη και βαθμολογείται", fix9ca)
            translation_left = _spans_without(translation_left, [m.span() for m in _PREFIX_ADJECTIVE[lang].finditer(
                translation_left)][:len(_prefixed_spans(english_left))])
        counted = _count(pattern, translation_left, lang) + without_any
        if not added and lang in _WITHOUT:  # "had the infraction not occurred" as "χωρίς την παράβαση" (fix9ha)
            unless = len(_EN_COUNTERFACTUAL.findall(english_left))
            withouts = len(_WITHOUT[lang].findall(translation_left)) - (
                len(_WITHOUT_ANY[lang].findall(translation_left)) if lang in _WITHOUT_ANY else 0)
            counted += min(unless, max(withouts, 0))
        if not added and lang in _IMPOSSIBLE:  # "if no rectification can be made" as "αν είναι αδύνατον να γίνει"
            # (12A2): an inability said with no word of negation keeps the English's "no … can" (fix9ib)
            counted += min(max(expected - counted, 0), len(_IMPOSSIBLE[lang].findall(translation_left)))
        if not added:  # "fails to obtain", "lacks": a negation to keep, as a negation or a word of lack (fix9as)
            failing = len(_EN_FAILS.findall(english_left))
            expected += failing
            counted += min(failing, len(_LACK[lang].findall(translation_left))) if lang in _LACK else 0
        found.append((english, translation, expected, counted))
    return found


# A counterfactual condition negated, "had the infraction not occurred" / "if the infraction had not occurred" (Law
# 12B1): a translation may say it "without the infraction" (χωρίς την παράβαση; 缺少, 除去), the negation carried by its
# "without" as the English "but for" / "without" carries it (fix9ha, tester 9ao ec41); counted for as many of these
# English conditions as the translation has such words.  (若无违规, 如果没有违规 hold their own 无, 没.)
_EN_COUNTERFACTUAL = re.compile(r"\b(?:had|if|were)\b[^,.;:]{0,40}?\bnot\s+(?:have\s+)?(?:occurred|occur|happened|"
                                r"happen|been\s+committed|taken\s+place|existed)\b", re.IGNORECASE)


def _prefixed_spans(english: str) -> set[tuple[int, int]]:
    """The spans of ``english``'s words whose prefix negates them: those of :mod:`prefixed` and the "un-"/"non-" words
    of :data:`_EN_IMPLIED`."""
    return {m.span() for m in prefixed_words(english)} | {
        m.span() for m in _EN_IMPLIED.finditer(english) if m.group().lower().startswith(("un", "non"))}


def _without_prefixed(english: str) -> tuple[str, int]:
    """``english`` with its words whose prefix negates them (:mod:`prefixed`) blanked (same length), and how many."""
    words = prefixed_words(english)
    return _spans_without(english, [m.span() for m in words]) if words else english, len(words)


def _without_negated_forms(text: str, lang: str, count: int, words: list[re.Match] | None = None) -> str:
    """``text`` (``zh``, or ``el`` folded) with its first ``count`` negated words that render an English prefixed
    word (未经授权, 不合法, "δεν ηταν νομιμη": :func:`prefixed.negated_forms`) blanked (same length).  ``words``: the
    English's prefixed words, when given only the forms one of them may render are blanked (:func:`prefixed.
    licensed_forms`: "δεν μπορεί" renders "unable", not 12C2(a)'s "irregularity"; fix9ib)."""
    spans = (negated_forms(text, lang) if words is None else licensed_forms(words, text, lang))[:count]
    for start, end in spans:
        text = text[:start] + "同" * (end - start) + text[end:]
    return text


def prefix_negations_dropped(source: str, target: str, lang: str) -> list[tuple[str, str]]:
    """``(English word, translated word)`` per English word whose prefix negates it that the translation says without
    its negation (fix9y): "unauthorised" as 授权的 (no 未经), "illegal" as νόμιμη (no δεν, μη); :func:`prefixed.
    negation_dropped` on ``target`` (Greek folded).  ``[]`` for another language than ``zh``/``el``."""
    if lang not in _NEG:
        return []
    text = _fold_same_length(target) if lang == "el" else target
    return [(word, target[start:end]) for word, start, end in negation_dropped(source, text, lang)]


def _shared_fault(english: str, translation: str, lang: str) -> dict:
    """``{label: count}`` of the degrees of fault both texts have (in no way at fault / 完全无过错)."""
    from collections import Counter

    from helper.catalog.checks.polarity import polar_labels

    mine = Counter(p.label for p in polar_labels(english, "en") if p.pair == "fault")
    theirs = Counter(p.label for p in polar_labels(translation, lang) if p.pair == "fault")
    return dict(mine & theirs)


# A negated liability right after "in no way at fault" (毫无过错、无须负违规责任; "εντελώς ανεύθυνος και δεν φέρει ευθύνη"):
# the same degree of fault said again in other words, no negation of the rule's (fix9hf: Law 12C3's condition "if of the
# opinion that he is in no way to blame" as 如认为违规者的同伴毫无过错、无须负违规责任时 read as a negation added); Greek
# folded.  Its "need not" alone, with no degree before it, is still counted (fix9ha: there it renders the "no").
_RESTATED_BLAME = {
    "zh": re.compile(r"\s*[、，,]\s*(?:且|并且?|也|亦|而)?\s*(?:无须|无需|毋须|不必|不须|不需|不应|不用|不)\s*(?:负|承担|担)"
                     r"[^，。；、,;]{0,6}?责任?"),
    "el": re.compile(r"\s*(?:,\s*|\s+και\s+)(?:και\s+)?δεν\s+(?:(?:φερει|εχει)\s+(?:καμια\s+|καμμια\s+)?ευθυνη|"
                     r"ευθυνεται|ειναι\s+υπευθυνοσ)"),
}


_BLAME_NEGATED = {
    "zh": re.compile(r"(?:无须|无需|毋须|不必|不须|不需|不应该?|不用|不)\s*(?:对[^，。；、,;]{0,8}?)?(?:负|承担|担)"
                     r"[^，。；、,;]{0,6}?责任?"),
    "el": re.compile(r"(?<!\w)(?:δεν|δε)\s+(?:(?:φερει|εχει)\s+(?:καμια\s+|καμμια\s+)?ευθυνη|ευθυνεται|"
                     r"ειναι\s+(?:υπευθυνοσ|υπαιτιοσ))(?!\w)"),
}
"""A liability negated with no degree of fault before it (12C3's 1997 Chinese 如认为违规者的同伴，不应负违规责任时 for "if of
the opinion that he is in no way to blame"; "δεν ευθύνεται"): the English's degree said otherwise (Greek folded)."""


def without_blame_negations(text: str, lang: str, degrees: list[str]) -> str:
    """``text`` (``zh``, or ``el`` as written: folded here) with as many liabilities negated (:data:`_BLAME_NEGATED`:
    不应负违规责任, "δεν ευθύνεται") blanked, same length, as ``degrees`` (the English's degrees of fault said missing,
    as written) has negated ones ("in no way to blame"): where such a degree is said missing (its one finding, its
    "no" left out of the negations), the
    translation's negation that says it otherwise is left out too, so that the rule's own "shall not" is compared
    alone (12C3 可不对其做 made 可对其做, t9bb neg101: 不应 stood in for the "shall not" dropped)."""
    pattern = _BLAME_NEGATED.get(lang)
    count = sum(1 for degree in degrees if _EN.search(degree))
    if pattern is None or count <= 0:
        return text
    folded = _fold_same_length(text) if lang == "el" else text
    return _spans_without(text, [m.span() for m in pattern.finditer(folded)][:count])


def _without_restated_blame(folded: str, text: str, lang: str) -> str:
    """``folded`` (``text`` folded, same length) with each negated liability that restates a degree "in no way at
    fault" right before it (:data:`_RESTATED_BLAME`) blanked."""
    from helper.catalog.checks.common import _spans_without
    from helper.catalog.checks.polarity import polar_labels

    pattern = _RESTATED_BLAME.get(lang)
    if pattern is None:
        return folded
    spans = [m.span() for p in polar_labels(text, lang) if p.pair == "fault" and p.label == "in no way at fault"
             for m in [pattern.match(folded, p.end)] if m]
    return _spans_without(folded, spans) if spans else folded


# An affirmed liability right after "in no way at fault" (毫无过错、应负违规责任; "δεν είναι με κανένα τρόπο υπεύθυνος και
# φέρει ευθύνη"): the restated degree's second part reversed, the partner now to blame (fix9id, the mirror of
# :data:`_RESTATED_BLAME`: 无须负 made 应负).  Only a liability with no negation of its own: 无须负 / "δεν φέρει" do not
# match at the clause's start.  Greek folded.
_REVERSED_BLAME = {
    "zh": re.compile(r"\s*[、，,]\s*(?:且|并且?|也|亦|而|但|却)?\s*(?:仍|还|却)?\s*"
                     r"(?:应当|应该|必须|应|须|需|要|得)?\s*(?:对[^，。；、,;]{0,8}?)?(?:负有|负|承担|担)[^，。；、,;]{0,6}?责任?"),
    "el": re.compile(r"\s*(?:,\s*|\s+και\s+|\s+αλλα\s+|,\s*αλλα\s+)(?:και\s+)?(?:ομωσ\s+)?(?:(?:φερει|εχει)\s+(?:την\s+)?"
                     r"(?:ευθυνη|υπαιτιοτητα)|ευθυνεται|ειναι\s+(?:υπευθυνοσ|υπαιτιοσ))(?!\w)"),
}


def reversed_restated_blame(source: str, target: str, lang: str) -> tuple[str, str] | None:
    """``(English degree, translated liability)`` where the English says "in no way to blame" and the translation
    says that degree and then restates it as a liability affirmed (:data:`_REVERSED_BLAME`: Law 12C3 "if of the
    opinion that he is in no way to blame" as 毫无过错、应负违规责任): the degree's second part reversed, the partner
    now at fault; None when the English itself restates the degree so."""
    from helper.catalog.checks.polarity import polar_labels
    from helper.catalog.checks.terminology import _term_text

    pattern = _REVERSED_BLAME.get(lang)
    english = [p for p in polar_labels(source, "en") if p.pair == "fault" and p.label == "in no way at fault"]
    if pattern is None or not english:
        return None
    folded = _term_text(target, lang)
    degrees = [p for p in polar_labels(target, lang) if p.pair == "fault" and p.label == "in no way at fault"]
    for p in degrees:
        m = pattern.match(folded, p.end)
        if m:
            found = target[m.start():m.end()] if len(folded) == len(target) else m.group()
            return source[english[0].start:english[0].end], found.lstrip(" 、，,").strip()
    # the degree said by a liability negated alone (12C3's 1997 Chinese 如认为违规者的同伴，不应负违规责任时) with its
    # negation dropped (应负违规责任: tester t9bf neg22): the translation affirms one liability more than the English
    # ("may be responsible for the irregularity", 负责) and says neither the degree nor a liability negated
    if degrees or _BLAME_NEGATED[lang].search(folded) or len(folded) != len(target):
        return None
    affirmed = list(_AFFIRMED_BLAME[lang].finditer(folded))
    if len(affirmed) > len(_affirmed_blame_en(source)):
        at = (english[0].start + english[0].end) / 2 / max(len(source), 1)
        nearest = min(affirmed, key=lambda m: abs((m.start() + m.end()) / 2 / len(target) - at))
        return source[english[0].start:english[0].end], target[nearest.start():nearest.end()]
    return None


_AFFIRMED_BLAME = {
    "zh": re.compile(r"(?:应当|应该|必须|应|须|需|要)?(?:对[^，。；、,;]{0,8}?)?(?:负有|负|承担)[^，。；、,;]{0,6}?责任?"),
    "el": re.compile(r"(?<!\w)(?:(?:φερει|εχει)\s+(?:την\s+)?(?:ευθυνη|υπαιτιοτητα)|ευθυνεται|ευθυνονται|"
                     r"ειναι\s+(?:υπευθυν|υπαιτι)\w*)(?!\w)"),
}
"""A liability the translation affirms (应负违规责任, 负责, "ευθύνεται", "φέρει ευθύνη"; Greek folded), counted by
:func:`reversed_restated_blame` where no liability is negated (:data:`_BLAME_NEGATED`)."""
_LIABLE_EN = re.compile(r"\b(?:responsib\w*|liab\w*|to\s+blame|at\s+fault)\b", re.IGNORECASE)
_LIABLE_NEGATED_EN = re.compile(r"(?:\b(?:not|no|never)\b|n't)(?:\s+\w+){0,3}\s*$", re.IGNORECASE)


def _affirmed_blame_en(english: str) -> list[re.Match]:
    """The English's liabilities affirmed ("may be responsible for the irregularity"): not negated ("in no way to
    blame", "not at fault")."""
    return [m for m in _LIABLE_EN.finditer(english) if not _LIABLE_NEGATED_EN.search(english[:m.start()])]


def _all_fault(text: str, lang: str) -> dict:
    """``{label: count}`` of every degree of fault of ``text``."""
    from collections import Counter

    from helper.catalog.checks.polarity import polar_labels

    return dict(Counter(p.label for p in polar_labels(text, lang) if p.pair == "fault"))


def _without_fault(text: str, lang: str, shared: dict) -> str:
    """``text`` with the degrees of fault both texts have (``shared``) blanked (same length): "in no way at
    fault" as 完全无过错 is compared as a label (polarity, meaning); 完全无过错 made 完全过错 is a negation lost."""
    from helper.catalog.checks.common import _spans_without
    from helper.catalog.checks.polarity import polar_labels

    left, spans = dict(shared), []
    for p in polar_labels(text, lang):
        if p.pair == "fault" and left.get(p.label, 0) > 0:
            left[p.label] -= 1
            spans.append((p.start, p.end))
    return _spans_without(text, spans)


# ---------------------------------------------------------------- obligation and permission

_OBLIGATION_EN = re.compile(r"\b(?:shall|must|should)\b(?!\s+(?:not|never)\b)", re.IGNORECASE)
_PERMISSION_EN = re.compile(r"\bmay\b(?!\s+(?:not|never)\b)", re.IGNORECASE)
# "may have" + participle and "may be" + adjective say what is possible, not what is allowed (fix9n): Law 12C3 "only
# one of them may be responsible" grants nothing; a translation that keeps the possibility (可能, ίσως, μπορεί) keeps
# that "may", so 裁判也应 beside 可能负责 is no permission made an obligation (θα ευθύνεται for μπορεί να ευθύνεται is)
_EPISTEMIC_EN = re.compile(
    r"\bmay\s+(?:have\b|be\s+(?:\w+ly\s+)?(?:responsible|liable|aware|able|unable|possible|likely|unlikely|right|"
    r"wrong|due|at\s+fault|\w+ful|\w+ous|\w+ible|\w+able|\w+ant|\w+ent)\b)", re.IGNORECASE)
_POSSIBLE = {lang: re.compile(words["possible"]) for lang, words in WORDS.items()}
# ... or a Chinese concession (fix9p, tester 9g): "even though only one of them may be responsible" as
# 即使仅其中一人应对违规负责 / 虽仅一人对违规负责: the clause of 即使/虽/尽管/哪怕 that names the responsibility renders the
# possibility; its 应/须 says who is responsible, and grants nothing.  Not Greek: "ακόμη και αν μόνο ένας θα ευθύνεται"
# says "will be", and θα for μπορεί there is the mutation test's permission made an obligation
_CONCESSION = {lang: re.compile(words["concession"]) for lang, words in WORDS.items() if "concession" in words}
_OBLIGATION = {lang: re.compile(words["obligation"]) for lang, words in WORDS.items()}
_MIGHT = {"zh": re.compile(r"可能|也许|或许|说不定"),
          "el": re.compile(r"(?<!\w)(?:μπορει|μπορουν|μπορουσ\w*|ισωσ|ενδεχεται|ενδεχομενωσ|πιθαν(?:ον|ωσ|ο))(?!\w)")}
"""The words of a possibility, "might" (可能, 或许; "ενδέχεται να", ίσως, "θα μπορούσε"; Greek folded, final ς as σ):
a "shall" said with one the English has no word of possibility for is a duty weakened (:func:`changed_obligations`)."""
_MAY_DE = WORDS["zh"]["may_de"]
"""得 as a modal, "may" (裁判得判给调整分, 可得要求), before the verb it allows: not 不得 ("may not", a
prohibition: a negation, :data:`_NEG`), not the 得 of "obtain" and "score" (得到, 获得, 取得, 赢得, 所得, 得分, 得出,
得知; 均得平均正分, 得 1 比赛分: 得 before what is got), nor a complement (打得好), nor 可得比赛分 (the available
matchpoints), nor 应得 (what is due)."""
_PERMISSION = {lang: re.compile(words["permission"]) for lang, words in WORDS.items()}


# "shall" governing a choice of two courses (86B2(a) "shall cancel ... or, if time permits, play ..."): the Director
# chooses the second only when its condition holds, so a translation may word that alternative as allowed (如时间允许，
# 也可以打替补牌; ή, αν το επιτρέπει ο χρόνος, μπορεί να ζητήσει), the duty kept before it (fresh tester 9f).  The
# alternative starts where the translation says "or, if" (或者如果, ；如, ή αν); a permission before it, on the first
# course, is still a rule weakened (fix9o; session 13's exemption let any permission after any duty pass)
# (its "if …" blanked, ", , play": the condition the translation dropped is the conditions check's finding, fix9ak)
_SHALL_OR_IF = re.compile(r"\b(?:shall|must)\b[^.;]*?\bor\b,?\s+(?:if\b|,)", re.IGNORECASE)
# (or with no "or": the alternative's own condition before its "may also", ；时间允许时，也可以改打…, or that condition
# dropped, ；也可以改打…: the condition's finding, not the duty's; fix9ak)
_OR_IF = {lang: re.compile(words["or_if"]) for lang, words in WORDS.items()}


def _may_on_the_alternative(english: str, text: str, lang: str) -> bool:
    """Whether ``text`` (the translation, Greek folded) keeps the English's "shall ... or, if ..." as a duty before
    its "or, if" and allows only after it (:data:`_SHALL_OR_IF`)."""
    if not _SHALL_OR_IF.search(english):
        return False
    alternative = _OR_IF[lang].search(text)
    if alternative is None:
        return False
    at = alternative.start()
    duties = [m.start() for m in _OBLIGATION[lang].finditer(text)]
    permissions = [m.start() for m in _PERMISSION[lang].finditer(text)]
    return any(d < at for d in duties) and all(p > at for p in permissions)


# a sentence that states what is done (12C1(a) "…, he does so."): no modal of any kind; its words of ability and leave
# ("is empowered … and is able to award") are what a translation's permissions and abilities may render (fix9be)
_ANY_MODAL_EN = re.compile(r"\b(?:shall|must|should|may|might|will|would|need|ought)\b", re.IGNORECASE)
_LEAVE_EN = re.compile(r"\b(?:can|could|able|allow\w*|permit\w*|entitle\w*|empower\w*|authori[sz]\w*|right\s+to|"
                       r"power\s+to|option|let|lets|letting)\b", re.IGNORECASE)
# ("a ruling that let play go on" as 允许继续打牌的判决: a leave the English gives, t9ba rew008)
_ABILITY = {lang: re.compile(words["ability"]) for lang, words in WORDS.items()}
# the verbs that give or refuse leave (允许, 禁止; επιτρέπει, απαγορεύει: :mod:`negation_words`' "leave")
_LEAVE_VERB = {lang: re.compile(words["leave"]) for lang, words in WORDS.items()}
# an inability said of a thing (无法比较的结果, "non-comparable results"): no ability to count (fix9by)
_PROPERTY = {lang: re.compile(words["property"]) for lang, words in WORDS.items()}
# what might have been, in a clause of its own ("the score it would have been allotted", 12C1(e)(i); "could have been
# achieved"): no modal of the sentence's act, which the sentence still states ("The offending side is awarded the
# score …" made 违规方可以得到…: fix9bm, tester 9z ZD73)
_COUNTERFACTUAL_EN = re.compile(r"\b(?:would|could|might|should)\s+(?:not\s+)?have\b", re.IGNORECASE)
# a future in a relative clause of its own, up to the clause's end: it describes a thing, not the sentence's act, which
# the sentence still states (Law 12A2 "The Director awards an artificial adjusted score if no rectification can be made
# that will permit normal play of the board": his duty, whose "awards" made 裁判可判 / "μπορεί να επιδικάσει" is a duty
# made a permission; its "will" and "permit" are the rectification's, no modal nor leave of the Director's; fix9hc,
# tester 9ao e07, z11)
_RELATIVE_FUTURE_EN = re.compile(r"\b(?:that|which|who)\s+(?:will|would)\b[^,;:.()]*", re.IGNORECASE)


_HOLDERS = tuple((re.compile(pattern), names) for pattern, names in HOLDERS)
_PASSIVE_BY = re.compile(r"\s+be\s+\w+\s+(?:\w+\s+)?by\s+")


def discretion_holder(english: str, at: int | None = None, ui_lang: str = "en") -> str:
    """Who the English sentence ``english`` says may do what its "may" at offset ``at`` (default: its first "may")
    allows, named as a discretion finding of the messages' language ``ui_lang`` says it
    (:data:`negation_words.HOLDERS`): the agent of a passive ("this may be varied by the Tournament Organizer", "may
    be varied by regulation"), else the holder named last before the "may" ("The Regulating Authority may provide"),
    else the Director (12C1(c) "An assigned adjusted score may be weighted")."""
    if at is None:
        first = _PERMISSION_EN.search(english)
        at = first.start() if first else len(english)
    language = "zh" if ui_lang.startswith("zh") else "el" if ui_lang.startswith("el") else "en"
    passive = _PASSIVE_BY.match(english, at + 3)
    if passive:
        for pattern, names in _HOLDERS:
            if pattern.match(english, passive.end() + (4 if english.startswith("the ", passive.end()) else 0)):
                return names[language]
    before = [(m.start(), names) for pattern, names in _HOLDERS for m in pattern.finditer(english, 0, at)]
    return max(before, key=lambda found: found[0])[1][language] if before else HOLDERS[-1][1][language]


def changed_obligations(source: str, target: str, lang: str) -> list[tuple[str, str]]:
    """English sentences whose obligation or permission the translation changed (Laws 12 and 86 say
    "shall" for what the Director must do, "may" for what he may do).

    Returns ``(kind, english_sentence)``: ``"weakened"`` when the English says shall/must/should and
    not may, and the translation has a permission (可, 得 before a verb: :data:`_MAY_DE`; μπορεί; not 不可/不得,
    "may not");
    ``"strengthened"`` when the English only says may and the translation has an obligation and no
    permission; ``"stated"`` when the English states what is done (no modal: 12C1(a) "he does so") and the
    translation has more permissions and abilities (可, 能, 授权; μπορεί, δικαίωμα) than the English has words of
    ability and leave ("empowered", "is able to", "can"): 裁判就可以这样做, "μπορεί να το κάνει" (fix9be).
    Sentences are paired as in :func:`dropped_negations`; ``[]`` for another language.
    """
    if lang not in _OBLIGATION:
        return []
    fold = (lambda t: t) if lang == "zh" else _fold_same_length
    pairs = _sentence_pairs(source, target, lang)
    found = []
    for english, translation in pairs:
        text = fold(translation)
        must, may = bool(_OBLIGATION_EN.search(english)), bool(_PERMISSION_EN.search(english))
        has_must, has_may = bool(_OBLIGATION[lang].search(text)), bool(_PERMISSION[lang].search(text))
        if may and len(_EPISTEMIC_EN.findall(english)) == len(_PERMISSION_EN.findall(english)):
            # only a possibility, kept (12C3 可能负责) or rendered as a concession (即使仅一人应对违规负责)
            has_may = has_may or bool(_POSSIBLE[lang].search(text)) or bool(
                lang in _CONCESSION and _CONCESSION[lang].search(text))
        # ... or "shall" said as a possibility ("ο Διαιτητής ενδέχεται να ακυρώσει", ίσως, 可能, 或许 for "shall
        # cancel": fix9pa, tester t9ax el_laws036): more words of possibility than the English has ("potential
        # results", "could have been")
        has_may = has_may or (must and not may and len(_MIGHT[lang].findall(text))
                              > len(_POSSIBILITY_EN.findall(english)))
        if must and not may and has_may:  # "shall cancel ... and award" -> "θα ακυρώσει ... και μπορεί να"
            if _may_on_the_alternative(english, text, lang):
                continue  # 86B2(a): 应取消…；如时间允许，也可以打替补牌
            found.append(("weakened", english))
        elif may and not must and has_must and (not has_may or _permissions_lost(english, text, lang)):
            found.append(("strengthened", english))
        elif not _ANY_MODAL_EN.search(_EPISTEMIC_EN.sub("", main := _RELATIVE_FUTURE_EN.sub(
                "", _COUNTERFACTUAL_EN.sub("", english)))) \
                and len(_leave_given(text, lang)) > len(_leave_given_en(main)) + (
                    len(_EPISTEMIC_EN.findall(main)) if lang == "el" else 0):
            # (a "may" of a possibility is no modal of the act either, but Greek says it with its word of leave: 12C3
            # "enforces … even though only one of them may be responsible" as "μπορεί να ευθύνεται" keeps it, where
            # Chinese has 可能, no word of leave; 裁判可按照 for "enforces" does not; fix9hc, tester 9ao z52)
            found.append(("stated", english))
    return found


def _permissions_lost(english: str, text: str, lang: str) -> bool:
    """Whether the translation ``text`` (Greek folded) has fewer words of permission than the English sentence has
    "may"s that allow (not those of a possibility, :data:`_EPISTEMIC_EN`): one "may" of two made a duty beside a
    word of duty ("may be weighted …, but only outcomes … may be included" as "πρέπει να σταθμιστεί …, αλλά μπορούν
    να συμπεριληφθούν": Law 12C1(c)'s weighting made compulsory; fix9ga, tester 9am)."""
    allowed = len(_PERMISSION_EN.findall(english)) - len(_EPISTEMIC_EN.findall(english))
    # (a "may" said as possible or as a right: "είναι δυνατό να σταθμιστεί", "δικαιούται", 有权)
    said = {m.span() for pattern in (_PERMISSION[lang], _ABILITY[lang], _MAY_POSSIBLE.get(lang))
            if pattern is not None for m in pattern.finditer(text)}
    # a word of possibility renders the English's own first ("a number of potential results", "outcomes that could
    # have been achieved" as 若干可能结果, 可能达到): only those beyond them say a "may" (fix9hh, tester t9aq zh-l-D-09:
    # 12C1(c) 可以加权 made 必须加权 beside 只可包括 had its two 可能 counted as the weighting's permission)
    possible = [m.span() for m in _POSSIBLE[lang].finditer(text) if m.span() not in said]
    return len(said) + max(0, len(possible) - len(_POSSIBILITY_EN.findall(english))) < allowed


_POSSIBILITY_EN = re.compile(r"\b(?:potential\w*|possibl\w*|could|might|likely|probabl[ey])\b", re.IGNORECASE)
"""The English's words of a possibility that are no "may" ("potential results", "could have been achieved"): a
translation's 可能 / δυνατό says them (:func:`_permissions_lost`)."""


_MAY_POSSIBLE = {"el": re.compile(r"(?<!\w)(?:ειναι|ηταν|θα\s+ειναι)\s+δυνατ\w*"), "zh": re.compile(r"允许|准许|得以")}


_POSSIBLY_EN = re.compile(r"\b(?:possibl\w*|impossibl\w*|perhaps|maybe|optional\w*|if\s+any|whether|unable"
                          r"|incapabl\w*)\b", re.IGNORECASE)
_MAY_THIRD_EL = re.compile(r"(?<!\w)μπορ(?:ει|ουν|ουσε|ουσαν)\s+να(?!\w)")
_NEGATED_EL = re.compile(r"(?<!\w)(?:δεν|δε|μη|μην|ουτε)\s+(?:\w+\s+)?$")


def stated_made_possible(source: str, target: str, lang: str) -> list[str]:
    """The sentences of an interface string's English ``source`` that state what is done, with no modal nor word of
    leave ("its assigned score comes from these outcomes", "the Director assigns an adjusted score"), whose Greek
    translation ``target`` says it "μπορεί να" (may, can: a third person, not negated; "μπορείτε", you can, words an
    instruction): a fact or a duty made a possibility (fix9fd; the laws' are :func:`changed_obligations`' "stated").
    Chinese 可, 能 word too many interface instructions ("F2 changes it" as F2 可切换): a Chinese sentence is read only
    where its English states a rule of the Laws (:data:`_RULE_STATED_EN`: a score, a rectification, a side, the
    Director) and its word of leave (:data:`_MAY_STATED`: 可以, 可, 能够, 允许, 得以, 有权) is not negated ("the
    rectification and adjusted score apply equally to both members" as 可以适用于, t9bb may454).  A sentence whose
    English negates is left out (its negation dropped is that finding), but not for a contrast's "not"
    (:data:`_CONTRASTED_EN`: "…: an assigned adjusted score, not an artificial one" as 可判给裁定调整分，而非人为调整分,
    tester t9cc cc-mod08); a word of possibility (:data:`_MIGHT_STATED`: 可能, "ενδέχεται να") counts where the English
    has none.  ``[]`` for another language."""
    if lang not in _MAY_STATED:
        return []
    found = []
    for english, translation in _sentence_pairs(source, target, lang):
        if _ANY_MODAL_EN.search(_COUNTERFACTUAL_EN.sub("", english)) or _LEAVE_EN.search(english) \
                or _POSSIBLY_EN.search(english) or _EN.search(_CONTRASTED_EN.sub("", english)):
            # (an ability or a negation of the English: "is unable to continue" as "μπορεί να συνεχίσει" is the
            # negation dropped; not a contrast's "not", which negates no act: "…: an assigned adjusted score, not an
            # artificial one" as 可判给裁定调整分，而非人为调整分 makes the rule's answer a "may", tester t9cc cc-mod08)
            continue
        if lang == "zh" and not _RULE_STATED_EN.search(english):
            continue
        text = _fold_same_length(translation) if lang == "el" else translation
        words = [_MAY_STATED[lang]] + ([_MIGHT_STATED[lang]] if not _POSSIBILITY_EN.search(english) else [])
        if any(not _MAY_NEGATED[lang].search(text[max(0, m.start() - 30):m.start()])
               for pattern in words for m in pattern.finditer(text)):
            found.append(english)
    return found


_MAY_STATED = {"el": _MAY_THIRD_EL,
               "zh": re.compile(r"可以(?!预[期见料计])|(?<![不许认])可(?![能见读靠比以预])|能够|允许|得以|有权|" + _MAY_DE)}
"""A word of leave that makes a statement a possibility (:func:`stated_made_possible`): the Greek "μπορεί να" of a
third person; the Chinese 可以, 可, 能够, 允许, 得以, 有权 and the 得 of the Laws' Chinese, "may" before its verb (得判给:
:data:`_MAY_DE`, not 得到, 得分, 均得平均正分; tester t9cc cc-mod08's kind) (not 可能, 可见, 可靠; not 能 alone, "is able")."""
_MIGHT_STATED = {"el": re.compile(r"(?<!\w)ενδεχεται\s+να(?!\w)"), "zh": re.compile(r"(?<![尽])可能(?![性])")}
"""A word of possibility that makes a statement a "may" (:func:`stated_made_possible`: 可能判给裁定调整分, "ενδέχεται να
επιδικαστεί" for "an assigned adjusted score", tester t9cc cc-mod08's kind), read only where the English has no word of
a possibility itself (:data:`_POSSIBILITY_EN`: "potential", "likely", which 可能 renders); not 尽可能 ("as far as
possible"), 可能性 ("the possibility"); 不可能 is negated (:data:`_MAY_NEGATED`)."""
_CONTRASTED_EN = re.compile(r"[,;]\s*(?:and\s+|but\s+)?not\s+(?:(?:an?|the|one|both|this|that|these|those|its|his|"
                            r"her|their|your|any)\b|\{|\d)[^,;:.()]*", re.IGNORECASE)
"""A contrast of the English after a comma, a thing set against another, to its clause's end ("…: an assigned adjusted
score, not an artificial one", "not {value}", "not both"): its "not" negates no act, so the sentence still states what
is done (:func:`stated_made_possible`; tester t9cc cc-mod08).  Only a noun phrase after the "not" (an article, a
placeholder, a number): ", not edited here", ", not approved", ", not if …" negate an act or a condition."""
_MAY_NEGATED = {"el": _NEGATED_EL, "zh": re.compile(r"(?:不|未|没|无|非|勿|别)$")}
"""A negation right before such a word (``δεν μπορεί να``, 不可以): no leave given."""
_RULE_STATED_EN = re.compile(r"\b(?:Director|adjusted\s+scores?|rectifications?|(?:non-)?offending|contestants?|"
                             r"sides?|penalt(?:y|ies)|awarded|procedural)\b", re.IGNORECASE)
"""An interface string's English that states a rule of the Laws (a score, a rectification, a side, the Director: "the
rectification and adjusted score apply equally to both members of the offending side"): a Chinese 可以 there makes the
rule a permission (t9bb may454), where elsewhere it words an instruction (F2 可切换, "F2 changes it")."""


def _leave_given_en(english: str) -> list[str]:
    """The English's words of ability and leave (:data:`_LEAVE_EN`) a negation does not take: 12C2(a) "no result can
    be obtained" (a negated modal, :data:`_EN_NEG_MODAL`) is no leave, as 无法取得结果 is none in the translation
    (:func:`_leave_given`); fix9br."""
    negated = [m.span() for m in _EN_NEG_MODAL.finditer(english)]
    return [m.group() for m in _LEAVE_EN.finditer(english)
            if not any(a < m.end() and m.start() < b for a, b in negated)]


def _leave_given(text: str, lang: str) -> list[str]:
    """The words of permission and ability (:data:`_PERMISSION`, :data:`_ABILITY`) of ``text`` (``zh``, or ``el``
    folded) that allow: not those a negation takes (a negated modal, :data:`_NEG_MODAL`: 不能, 无法, δεν μπορεί; a
    negation right before: 未能, 没能).  "does not receive relief" as 不能…得到补偿 / 无法得到补偿 says the receipt
    negated, no duty made a permission (fix9br, tester 9ab B1b-14); 可不获补偿 ("may go without") still allows.  Nor
    those of a property (:data:`_PROPERTY`: 无法比较的结果, "non-comparable results", an inability of a thing; fix9by),
    read here, the one place of "a modal that allows nothing" (fix9ca)."""
    negated = [m.span() for pattern in (_NEG_MODAL[lang], _PROPERTY[lang]) for m in pattern.finditer(text)]
    before = 1 if lang == "zh" else 0  # 未能, 没能: the negation written next to the modal
    words = [m for pattern in (_PERMISSION[lang], _ABILITY[lang]) for m in pattern.finditer(text)]
    return [m.group() for m in words
            if not any(a < m.end() and m.start() < b for a, b in negated)
            and not (before and _NEG[lang].match(text, max(0, m.start() - before), m.start()))]


# ---------------------------------------------------------------- restriction and discretion dropped

# "only" restricts (Law 12C1(c): "only outcomes that could have been achieved in a legal manner may be included"),
# but not in "only partly at fault" (a degree of fault, polarity) nor in "not only ... but"
_ONLY_EN = re.compile(r"(?<!not\s)\bonly\b(?!\s+partly\b)|\bsolely\b|\bexclusively\b", re.IGNORECASE)
# "merely" (απλώς επιτρέπει, "only allows"; fix9u); "none but" (除…外…都不, κανείς … εκτός από … δεν) is a restriction
# with its negation (_NONE_BUT, :func:`restrictions`): 除违规者外，其他人都受罚 ("all but the offender") is none
_ONLY = {lang: re.compile(words["only"]) for lang, words in WORDS.items()}
# "only X" said as "none but X" (fresh tester 9j): 除违规者外，其他人都不受罚, "κανείς άλλος εκτός από τον παραβάτη δεν
# τιμωρείται", "δεν τιμωρείται κανείς εκτός από τον παραβάτη": a restriction, its negation part of it (Greek folded)
_NONE_BUT = {lang: re.compile(words["none_but"]) for lang, words in WORDS.items()}


def restrictions(text: str, lang: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each restriction ("only") in ``text`` (``zh``, or ``el`` folded): 只, 仅, 唯; μόνο,
    αποκλειστικά; and "none but" (除…外…都不, κανείς … εκτός από … δεν), the one form of "only" that carries a
    negation.  ``[]`` for another language."""
    if lang not in _ONLY:
        return []
    found = [m.span() for m in _ONLY[lang].finditer(text)] + [m.span() for m in _NONE_BUT[lang].finditer(text)]
    return sorted(found)


# a modal of any kind: what allows, what may be, what obliges (a "may" made "shall" is changed_obligations')
_MODAL = {lang: re.compile(words["modal"]) for lang, words in WORDS.items()}
# "may allow" is "allows" (允许, επιτρέπει): the verb itself grants the permission
_MAY_EN = re.compile(r"\bmay\b(?!\s+(?:not|never|allow|permit|authori[sz]e)\b)", re.IGNORECASE)


def dropped_qualifiers(source: str, target: str, lang: str) -> list[tuple[str, str, str]]:
    """English sentences whose restriction ("only") or discretion ("may") the translation dropped.

    ``source``: the English; ``target``: its Chinese (``zh``) or Greek (``el``) translation.  Returns ``(kind,
    english_sentence, words)``, ``words`` the English word and the four after it ("only outcomes that could have"):
    ``"only"`` when the translation has fewer restriction words (只, 仅, 唯; μόνο,
    αποκλειστικά) than the English has "only", "solely", "exclusively" (Law 12C1(c) 只能包括 made 可以包括:
    outcomes that could not have been achieved legally let in); ``"may"`` when the English allows ("may",
    not "may not") and the translation has no modal at all (Law 12A3 "may award" as 判给 / επιδικάζει: the
    Director's discretion made a duty).  Sentences are paired as in :func:`dropped_negations`; "may" is
    compared only when the sentences pair one to one.  ``[]`` for another language.
    """
    if lang not in _ONLY:
        return []
    fold = (lambda t: t) if lang == "zh" else _fold_same_length
    paired = len(sentences(source, "en")) == len(sentences(target, lang))
    found = []
    for english, translation in _sentence_pairs(source, target, lang):
        text = fold(translation)
        # (an "only" said the other way round, "no other … than", "不可能…不得": fix9na, :func:`only_restated`)
        if len(_ONLY_EN.findall(english)) > len(restrictions(text, lang)) \
                and not only_restated(english, translation, lang):
            found.append(("only", english, _words_from(english, _ONLY_EN.search(english).start())))
        # two English sentences paired with two (a boundary moved, fix9v): a modal for each sentence that allows
        allowing = [m for m in (_MAY_EN.search(english, one.start, one.end) for one in sentences(english, "en")) if m]
        kept = [m.start() for m in _MODAL[lang].finditer(text)]
        # a sentence whose every "may" says a possibility (:data:`_EPISTEMIC_EN`: 12C3 "even though only one of them
        # may be responsible") grants no discretion to take away: 裁判应按照 stated 裁判按照 beside 虽仅一人对违规负责
        # (a duty still, as a statement) is no "may" made a fact (fix9hf)
        possible = sum(1 for one in sentences(english, "en") for _m in _EPISTEMIC_EN.finditer(one.text))
        if paired and allowing and len(allowing) > len(kept) and len(allowing) > possible:
            # the "may" whose clause has no modal in the translation, or one of them said honestly (fix9aa)
            lost = lost_modals(english, [m.start() for m in allowing], text, kept, len(allowing) - len(kept))
            if lost is None:
                found.append(("may-one-of", english, " / ".join(_words_from(english, m.start()) for m in allowing)))
            else:
                found += [("may", english, _words_from(english, allowing[i].start())) for i in lost]
    return found


# a restriction to a part (fix9cd): "such part of its damage as is self-inflicted" (12C1(e)(ii)), "that part of … which",
# "in so far as", "to the extent that"; not "this part of the English" nor "a part of the path" (no restriction)
_PART_EN = re.compile(r"\bsuch\s+parts?\s+of\b[^.;:]{0,80}?\bas\b|\b(?:that|the|those)\s+parts?\s+of\b[^.;:]{0,80}?"
                      r"\b(?:that|which|as)\b|\bin\s+so\s+far\s+as\b|\binsofar\s+as\b|\bto\s+the\s+extent\s+that\b",
                      re.IGNORECASE)
_PART = {lang: re.compile(words["part"]) for lang, words in WORDS.items()}
_WHOLE = {lang: re.compile(words["whole"]) for lang, words in WORDS.items()}


def dropped_parts(source: str, target: str, lang: str) -> list[tuple[str, str, str]]:
    """English sentences that restrict a rule to a part ("such part of its damage as is self-inflicted", "in so far
    as", "to the extent that": :data:`_PART_EN`) whose translation says no part (:mod:`negation_words`' ``part``:
    部分, 仅, 限度; το μέρος, στο μέτρο, μόνο): Law 12C1(e)(ii) as 非违规方所受的全部损害，均不予补偿 or "για όλη τη
    ζημιά του" (fix9cd): all the damage left without relief.  ``source``: the English; ``target``: its Chinese
    (``zh``) or Greek (``el``) translation.  Returns ``(english_sentence, words, whole)``, ``words`` the English's
    restriction as written ("such part of its damage as"), ``whole`` the translation's first universal in its place
    (全部, όλη: ``whole``) as written, "" when it has none.  Sentences are paired as in :func:`dropped_negations`.
    ``[]`` for another language."""
    if lang not in _PART:
        return []
    fold = (lambda t: t) if lang == "zh" else _fold_same_length
    found = []
    for english, translation in _sentence_pairs(source, target, lang):
        restriction = _PART_EN.search(english)
        text = fold(translation)
        if restriction is None or _PART[lang].search(text):
            continue
        whole = _WHOLE[lang].search(text)
        found.append((english, " ".join(restriction.group().split()),
                      translation[whole.start():whole.end()] if whole else ""))
    return found


# what keeps a duty in a translation (fix9o): an obligation or a permission (a "shall" made "may" is
# changed_obligations' finding), 要 (not 要求 "require", 主要/重要/只要/要么/要是), 务必, 一律, 将 of a rule (裁判将判给:
# "shall", as the official pair S10 says it; not 将其 / 将该, "takes ... and"); Greek να of an injunction (not για να /
# ώστε να, "so that"), δέον, υποχρεούται, καλείται.  Not 可能 (possibly) nor 能 (can), nor 需 (如需, "if need be")
_DUTY_KEPT = {lang: re.compile(_OBLIGATION[lang].pattern + "|" + _PERMISSION[lang].pattern + "|" + words["duty_more"])
              for lang, words in WORDS.items()}


DUTY_WORDS = {lang: words["duty_words"] for lang, words in WORDS.items()}
"""The words of duty a finding names for a translation in each language (fix9s: a Chinese text's message names
Chinese words only, a Greek text's Greek ones); :data:`_DUTY_KEPT` knows more."""


# a duty on a recipient (fix9br; the lead's judgement, tester 9z Z25): "The offending side shall receive the
# complement" (86B2(b)) says what the side gets, no act it must do; stated as a receipt (违规方得到…, "λαμβάνει") it is
# kept.  A duty of an actor ("the Director shall award", 裁判应判给 made 裁判判给) dropped is still a warning
_RECIPIENT_DUTY_EN = re.compile(r"\b(?:shall|must|should)\s+(?:\w+ly\s+)?(?:receive|get|obtain|be\s+(?:awarded|given|"
                                r"allotted|assigned|credited))\b", re.IGNORECASE)
_RECEIPT = {lang: re.compile(words["receipt"]) for lang, words in WORDS.items()}
_LEGAL_PRESENT = {lang: re.compile(words["legal_present"]) for lang, words in WORDS.items()}
_SUBORDINATE = {"zh": re.compile(r"(?!)"),
                "el": re.compile(WORDS["el"]["condition_clause"] + r"|(?<!\w)(?:που|οποτε|οπου|ενω)(?!\w)[^,;·.:()]*")}
"""A clause that is not the sentence's main one (a condition: όταν ο Διαιτητής επιδικάζει …; a relative: που
επιδικάστηκε): its present states no duty."""


def dropped_obligations(source: str, target: str, lang: str) -> list[tuple[str, str]]:
    """English sentences that oblige ("shall", "must", "should"; not "shall not", and not with a "may" of their own,
    which :func:`dropped_qualifiers` compares) whose translation has no word of duty nor any other modal (fix9o): Law
    86B2(b) "The offending side shall receive the complement" as 违规方得到其补数 (应 dropped), Greek "θα λάβει" as
    "λαμβάνει".  ``source``: the English; ``target``: its Chinese (``zh``) or Greek (``el``) translation.  Returns
    ``(english_sentence, words)``, ``words`` the English modal and the four words after it ("shall receive the
    complement of the").  Sentences are paired as in :func:`dropped_negations` (two joined as one compared as one).
    A warning, not an error: Chinese and Greek law style may state a duty as a fact, as the English does elsewhere
    ("the Director awards", Law 12C2(a)); the reviewer judges whether the duty is still read.  A sentence whose every
    duty is a recipient's ("shall receive", "shall be awarded": :data:`_RECIPIENT_DUTY_EN`) is kept by a receipt
    stated (违规方得到, λαμβάνει: :mod:`negation_words`' "receipt"; fix9br), and so is a Greek duty stated in the
    legal present of the main clause ("ο Διαιτητής ορίζει", "επιδικάζει": :mod:`negation_words`' "legal_present";
    fix9fb); a past (επιδίκασε) or no verb of its own is still found.  ``[]`` for another language.
    """
    if lang not in _DUTY_KEPT:
        return []
    fold = (lambda t: t) if lang == "zh" else _fold_same_length
    found = []
    for english, translation in _sentence_pairs(source, target, lang):
        duty = _OBLIGATION_EN.search(english)
        if duty is None or _PERMISSION_EN.search(english) or _DUTY_KEPT[lang].search(fold(translation)):
            continue
        if len(_MIGHT[lang].findall(fold(translation))) > len(_POSSIBILITY_EN.findall(english)):
            continue  # "shall cancel" as 裁判可能取消: the duty said as a possibility, changed_obligations' one finding
        if len(_RECIPIENT_DUTY_EN.findall(english)) == len(_OBLIGATION_EN.findall(english)) \
                and _RECEIPT[lang].search(fold(translation)):
            continue  # "shall receive" as 违规方得到 / λαμβάνει: the receipt stated keeps it
        main = _SUBORDINATE[lang].sub(lambda m: " " * len(m.group()), fold(translation))
        if _LEGAL_PRESENT[lang].search(main):
            continue  # "the Director shall assign" as "ο Διαιτητής ορίζει": the Greek legal present (fix9fb)
        found.append((english, _words_from(english, duty.start())))
    return found


def _words_from(text: str, start: int, count: int = 5) -> str:
    """The word at ``start`` and the ones after it, ``count`` in all (fewer at the sentence's end)."""
    return " ".join(text[start:].split()[:count]).rstrip(".,;:")


# ---------------------------------------------------------------- interface strings (fix9l)

# what an interface string's English says with a word a translation words with a negation: "invisible" (不可见),
# "ambiguous" (不明确), "split" (不平衡), "in progress" / "still open" (未完成), "bad(ly)" (不良, 无法正确显示),
# "impossible" (不可能), "denied" (δεν επιτρέπεται), "invalid" (μη έγκυρη), "left out" (未被输入, 不要给出), "at most" /
# "at least" (不能大于 / 不能小于), "kept" / "stays" (保留不变), "too few ... to" (太少，无法比较), "more than the line
# showed" (未能完整显示), "{low} or more" / "below {high}" (不小于 / 不超过), "open" (未解决, 未完成), "(may be) left empty" /
# "optional" (可以不填, 可不填写, μπορεί να μη συμπληρωθεί: a permission not to fill in; fix9ba, tester 9x), "with the
# field empty" (不填写任何内容, 不带理由: fix9cc), "leave the field empty" / "left unknown" with up to three words between
# (该栏不填写, 留作未知: fix9fb)
_EN_STANDS = re.compile(r"\b(?:stands?|stays?|remains?|unchanged|(?:is|are|be|been|was|were)\s+(?:upheld|maintained|"
                        r"retained|confirmed))\b(?!\s+for\b)", re.IGNORECASE)
"""What the English says stays as it is ("the table result stands"; "the ruling is upheld", "is maintained"): a
translation may say it "does not change" (牌桌结果不变, 保持不变, 原裁决维持不变; "δεν αλλάζει"), a sameness, no negation
added; any other negation (不维持, 不予维持, "δεν ισχύει") still is one (fix9qa, tester t9ay ZM-138: 维持牌桌结果 as 牌桌结果不变
was "the translation negates"; fiya, tester t9bl bl-rew25: "the ruling is upheld" as 原裁决维持不变)."""
_SAME_NEGATED = {
    "zh": re.compile(r"(?:保持)?(?:不|未|没有?)(?:会)?(?:变|改变|变化|变动)"),
    "el": re.compile(r"(?<!\w)(?:δεν|δε)\s+(?:θα\s+)?(?:αλλαζ|αλλαξ|μεταβαλλ|τροποποι)\w*"),
}
"""A change negated, said of what stays as it is: 不变, 保持不变, 不会改变; "δεν αλλάζει" (Greek folded)."""

_EN_CHANGED = re.compile(r"\b(?:when(?:ever)?|if|once|after|while|as\s+soon\s+as)\b[^,;:.()]*?"
                         r"\b(?:changed|modified|edited|altered)\b", re.IGNORECASE)
_EN_SAVED = re.compile(r"\b(?:un)?(?:sav|stor)(?:e|es|ed|ing)\b", re.IGNORECASE)
_NOT_SAVED = {lang: re.compile(STATES["not saved"][lang]) for lang in ("zh", "el")}
"""A text "changed" in a condition or time ("when the text was changed": :data:`helper_states.STATES`' "changed", its
edits not saved yet; :data:`conditions.CONDITION_STATES`) the translation may say "not saved" (:data:`helper_states.
STATES`' "not saved": 未保存, 尚未保存; "δεν έχει αποθηκευτεί", "μη αποθηκευμένες αλλαγές"; Greek folded), a state's
wording, no negation added: "Quit (asks first when the text was changed)" as 退出（有未保存的修改时先询问）, "Έξοδος (ρωτά
πρώτα αν υπάρχουν μη αποθηκευμένες αλλαγές)" (tester t9by's rewordings, noted by fjam; fjau).  As many as the English
says so, and only where it says nothing of saving: "changed and saved" as 已修改但未保存 is a negation added."""


def _not_saved_blanked(english: str, text: str, lang: str) -> str:
    """``text`` (a translation, Greek folded) with as many "not saved" (:data:`_NOT_SAVED`) blanked, same length, as
    the English sentence ``english`` says "changed" with no word of saving: a changed text said as one not saved
    (fjau); ``text`` as it is otherwise."""
    if lang not in _NOT_SAVED or _EN_SAVED.search(english):
        return text
    spans = [m.span() for m in _NOT_SAVED[lang].finditer(text)]
    return _spans_without(text, spans[:len(_EN_CHANGED.findall(english))])


_EN_IMPLIED_INTERFACE = re.compile(
    r"\b(?:invisible|ambiguous|split|in\s+progress|still\s+open|bad(?:ly)?|impossible|denied|invalid|"
    r"left\s+out|leave\s+out|at\s+(?:most|least)|or\s+(?:more|less|fewer)|below|above|open|kept|stays?|"
    r"too\s+\w+(?:\s+\w+){0,3}?\s+to|more\s+than|"
    r"(?:left|leave|be|stays?|remains?)\s+(?:[\w-]+\s+){0,3}?(?:empty|blank|unfilled|unset|unknown)|optional|"
    r"with\s+(?:(?:the|a|an|its|their|this|that|your)\s+)?(?:[\w-]+\s+){0,2}?(?:empty|blank|unfilled|unset))\b",
    re.IGNORECASE)
# Negations no word of the English implies when it negates nothing (fix9n): a keeping negated ("the ruling in progress
# is kept" as 不保留 / δεν διατηρείται: "kept" implies 保留不变, not its opposite), an imperative negated ("Give at least
# one --outcome" as 请不要给出: only "leave out" / "omit" is worded so); ``(translation pattern, English licence or
# None)``
_NEVER_IMPLIED = {lang: tuple((re.compile(pattern), licence and re.compile(licence, re.I))
                            for pattern, licence in words["never_implied"]) for lang, words in WORDS.items()}
# A restriction the English carries in one word, which a translation may restate as a negation of what it rules out
# (fix9r, tester 9h): "read-only" as 只能读取，不能写入 / "μόνο για ανάγνωση, δεν μπορεί να γραφτεί" (cannot be
# written): ``(English word, {language: the negation restating it})``; any other negation is still added
_EN_WITHOUT = re.compile(r"\bwithout\b", re.IGNORECASE)
"""The English's own "without": a "without" of the translation renders it, not another negation (fix9fg)."""
_EN_WITHOUT_DOING = re.compile(r"\bwithout\s+\w+ing\b", re.IGNORECASE)
"""The English "without" of an action ("quits without saving it")."""
_NO_NOUN_EN = re.compile(r"\b[Nn]o\s+(?!matter\b|doubt\b|way\b)(?=[a-z])|(?<![/|]\s)(?<![/|])\bno\s+(?=[A-Z][a-z])")
"""The English determiner "no" before a word ("No damage: …", "no result", "hold no English or Greek text": tester
t9bh bh-neg25): not the answer "No", not "no matter", not the degree of fault "in no way at fault" (compared as a
label: :mod:`meaning`)."""
_NOUN_NEGATED_EN = re.compile(r"\b(?<!to\s)[a-z]{3,}(?<!ing)s\s+nothing\b")
"""An English verb whose object is "nothing" ("Law {law} changes nothing"): a negation of an interface string counted
as its "no <noun>" (:func:`interface_negations`; fix9ra, tester t9ay EM-037). ("without a result" dropped is
:func:`opposites.without_dropped`'s.)"""
_NEITHER_EN = re.compile(r"\bneither\b(?![^.;:]*\bnor\b)", re.IGNORECASE)
"""An English "neither" of its own, no "neither … nor" ("both must, or neither", "Neither side vulnerable"): a
negation counted as its "no <noun>" (fixzc, tester t9be negazh07: "or neither" as 或都有, 没有 made 有)."""
_NOT_HEAD_EN = re.compile(r"\bnot\b(?!\s+(?:only|yet|even)\b)(?=\s+[A-Za-z{])", re.IGNORECASE)
_CLAUSE_OPEN_EN = re.compile(r"(?:^|[:;.!?])\s*$")
"""The start of an English clause: of the text or after a colon, a semicolon or a sentence's end (not a bracket's:
"(not, no, unless)" lists words)."""


def _not_heads(english: str) -> list[re.Match]:
    """The English's "Not" opening a clause with no verb ("Not one of the choices: {value}", "Not a number: {value}",
    "…. Not the 2017 text."): a statement negated whole, counted as its "no <noun>" by :func:`interface_negations`
    (tester t9bg bg-neg18: "Not one of the choices" as 是可选答案之一, its 不是 dropped).  Not "Not saved", "Not found":
    a participle negated, :data:`_EN_VERB_NOT`'s."""
    verbs = [m.span() for m in _EN_VERB_NOT.finditer(english)]
    return [m for m in _NOT_HEAD_EN.finditer(english) if _CLAUSE_OPEN_EN.search(english, 0, m.start())
            and not any(a <= m.start() < b for a, b in verbs)]


_NOTHING_HEAD_EN = re.compile(r"\b(?:nothing|none|no\s+(?!matter\b|doubt\b|way\b|longer\b)(?=[a-z]))", re.IGNORECASE)


def _verbless_heads(english: str) -> list[re.Match]:
    """The English's negations that open a clause with no verb negated ("Nothing to approve: …", "No entry: …", "Not
    a number: …"): a heading's negation, besides its sentence's verbs negated (:data:`_EN_VERB_NOT`: "Nothing is
    saved" is a verb's).  :func:`interface_negations` lets each take one of the translation's negations, so a verb
    negated beside one needs its own (tester t9bg bg-neg22: "Nothing to approve: the entry has no translation yet"
    as 无可审定：此条目已有译文)."""
    verbs = [m.span() for m in _EN_VERB_NOT.finditer(english)]
    heads = [m for m in _NOTHING_HEAD_EN.finditer(english) if _CLAUSE_OPEN_EN.search(english, 0, m.start())
             and not any(a <= m.start() < b for a, b in verbs)]
    return sorted(heads + _not_heads(english), key=lambda m: m.start())


_NO_NOUN = {lang: re.compile(words["no_noun"]) for lang, words in WORDS.items() if "no_noun" in words}
_NOR = {"el": re.compile(r"(?<!\w)(?:ουτε|μηδε)(?!\w)")}
_NOR_OPENS = {"el": re.compile(r"(?:^|[:·;,.()«»\"]|(?<!\w)(?:και|αλλα|η))\s*$")}


def _continuing_nor(text: str, lang: str) -> list[re.Match]:
    """The Greek "ούτε" / "μηδέ" (``text`` folded) that carry on a negation before them ("δεν έχουν αγγλικό ούτε
    ελληνικό κείμενο", the second of "ούτε … ούτε"): the English's "or" under its "no", no negation of its own.
    One that opens its clause or the first of a pair negates by itself ("Ούτε αγγλικό ούτε ελληνικό κείμενο
    υπάρχει"); so :func:`interface_negations` does not let the ούτε left after a "δεν" dropped ("Οι πηγές έχουν
    αγγλικό ούτε ελληνικό κείμενο" for "hold no English or Greek text") keep the English's "no" (fixzq, tester t9bh
    bh-neg25).  ``[]`` for another language."""
    if lang not in _NOR:
        return []
    words = list(_NOR[lang].finditer(text))
    return [m for i, m in enumerate(words)
            if not (_NOR_OPENS[lang].search(text, 0, m.start())
                    or (i + 1 < len(words) and not re.search(r"[.;:·]", text[m.end():words[i + 1].start()])))]
_EN_FAILURE = re.compile(r"\b(?:missing|absent|not\s+(?:be\s+)?found|cannot|could\s+not|can[’']t|couldn[’']t|unable|"
                         r"fail(?:s|ed|ing)?\s+to)\b", re.IGNORECASE)
"""An English interface string that states a failure or an absence ("the catalogue file is missing"): a translation
may say it by a failure negated (找不到, 打不开, "δεν βρέθηκε": :mod:`negation_words`' "failure"; fix9ha, tester 9ao
mc01), no negation added."""
_FAILURE = {lang: re.compile(words["failure"]) for lang, words in WORDS.items()}
_EN_CANNOT = re.compile(r"\b(?:cannot|can[’']t|could\s+not|couldn[’']t|unable\s+to)\b", re.IGNORECASE)
"""A negated modal of capability ("Cannot read {file}", "Ruling {id} cannot be read"), not of permission ("may not"):
a translation may say it as a failure (读取失败, "η ανάγνωση απέτυχε": :mod:`negation_words`' "failed"; fix9hh)."""
_FAILED = {lang: re.compile(words["failed"]) for lang, words in WORDS.items()}
# (a bare "instead", not "instead of X", is no negative word: "the helper shows the English instead" as "δεν θα
# δείξει", 不会改为显示, is a negation added, t9az's probe; only what is not done said as a contrast, 而不是译文, "και όχι
# τη μετάφραση", restates it: fix9ub)
_RESTATED_EN = {"read-only": re.compile(r"\bread[-\s]only\b", re.IGNORECASE),
                "instead": re.compile(r"\binstead\b(?!\s+of\b)", re.IGNORECASE)}
_RESTATED = tuple((english, {lang: re.compile(words["restated"][name]) for lang, words in WORDS.items()})
                  for name, english in _RESTATED_EN.items())
_RESTATED_BY_NAME = dict(zip(_RESTATED_EN, _RESTATED))
""":data:`_RESTATED` by the name of its English word ("read-only", "instead"), built once."""


def _bare_instead_blanked(english: str, text: str, lang: str) -> tuple[str, str]:
    """``(english, text)`` with the English's bare "instead" (:data:`_RESTATED_EN`: no negative word) blanked and,
    where it has one, the translation's contrast that restates it (而不是译文, "και όχι τη μετάφραση") blanked too, same
    lengths (fix9ub); ``text``: the translation as the negations are counted (Greek folded)."""
    instead = _RESTATED_EN["instead"]
    if not instead.search(english):
        return english, text
    said = _RESTATED_BY_NAME["instead"][1].get(lang)
    english = instead.sub(lambda m: "_" * len(m.group()), english)
    return english, said.sub(lambda m: "同" * len(m.group()), text) if said else text
# A yes/no choice (fix9aq, fresh tester 9q): "Press y to take it over, or n to leave it there": the translation may say
# the n option as the y option's action negated (按 n 不接管, "n για να μην την αναλάβετε"): :data:`negation_words.ZH`'s
# "no_option"; a negation anywhere else (按 y 不接管) is still added
_YES_NO_EN = re.compile(r"\b[yY]\b[^.]{0,80}?\b[nN]\s+(?:to|for)\b")
_NO_OPTION = {lang: re.compile(words["no_option"]) for lang, words in WORDS.items()}
_ANSWERS = re.compile(r"[(（][^()（）]*/[^()（）]*[)）]")
"""A bracket of answers (a slash in it) of a translation where the English has answer keys, "(y / n)" (fix9sa)."""
# A translator's bracketed gloss where the English has no brackets (请输入整数（不带小数）for "Enter a whole number."):
# "gloss"; the English's own brackets keep their negations counted
_BRACKET_EN = re.compile(r"[()]")
_GLOSS = {lang: re.compile(words["gloss"]) for lang, words in WORDS.items()}
_QUOTED = re.compile("'[^'\\n]*'|\u2018[^\u2019\\n]*\u2019|\u201c[^\u201d\\n]*\u201d|\u00ab[^\u00bb\\n]*\u00bb")


# A value's bound said as a comparison negated (fresh tester 9j): "cannot be below 0" is "at least 0" (至少为 0, 0 或以上,
# τουλάχιστον 0, μηδέν ή μεγαλύτερη), "from 1 to 999" is "not below 1 and not above 999" (不小于 1、不大于 999, όχι
# μικρότερος από 1 ούτε μεγαλύτερος από 999).  A value is a placeholder, digits or a number word (Greek folded).
_VALUE = (r"(\{[^{}\s]*\}|[-−]?\d+(?:[.,]\d+)?\s?%?|zero|"
          + "|".join(word for words in WORDS.values() for word in words["zero"]) + ")")
_EN_RANGE = re.compile(r"\b(?:from|between)\s+" + _VALUE + r"\s+(?:to|and)\s+" + _VALUE, re.IGNORECASE)
_EN_NO_SUBJECT = (r"(?:\bno\s+[a-z]+(?:\s+[a-z]+){0,2}?|\bnone(?:\s+of\s+(?:the|them|its|their|these|those)"
                  r"(?:\s+[a-z]+)?)?|\bnothing|\bnobody|\bno\s+one)"
                  r"(?:\s+(?:is|are|was|were|can|could|may|might|will|would|shall|should|must))?\s+(?:be\s+)?")
"""A comparison negated by its subject: "no difference exceeds {most}" is "every difference is at most {most}" (差额
最多为 {most}, 至多, 不超过; "το πολύ", "έως", "μέχρι", "δεν υπερβαίνει"), "no score is below 0" "every score is at least
0" (tester t9bw bw-rew19): the English's "no" said by the bound, no negation dropped (:func:`_bounds_restated`,
:func:`_comparisons_restated`); "差额超过 {most}" (exceeds) is still the negation dropped."""
_EN_NEGATED_BOUND = re.compile(
    r"(?:\b(?:cannot|can't|(?:must|may|shall|should|can|will|is|are|was|were)\s+not|not|never)\s+(?:be\s+)?|"
    + _EN_NO_SUBJECT + r")"
    r"(?:(?P<min>below|under|less\s+than|lower\s+than|fewer\s+than|smaller\s+than)|"
    r"(?P<max>above|over|more\s+than|greater\s+than|higher\s+than|exceed\w*))\s+" + _VALUE, re.IGNORECASE)
_EN_BOUND = re.compile(r"\b(?:(?P<min>at\s+least|a\s+minimum\s+of)|(?P<max>at\s+most|a\s+maximum\s+of|up\s+to))\s+"
                       + _VALUE + r"|" + _VALUE.replace("(", "(?P<value>", 1) + r"\s+or\s+(?:(?P<min2>more|greater|above)|"
                       r"(?P<max2>less|fewer|below))\b", re.IGNORECASE)
# the negation before a comparison (不得, δεν πρέπει να είναι) and the Greek article before its value
_NEGATED_BOUND = {lang: re.compile(words["negated_be"]
                                   + words["negated_bound"].replace("{article}", words.get("article", "")) + _VALUE)
                  for lang, words in WORDS.items()}
_POSITIVE_BOUND = {lang: re.compile(words["positive_bound"]
                                    .replace("{value_named}", _VALUE.replace("(", "(?P<value>", 1))
                                    .replace("{value}", _VALUE)) for lang, words in WORDS.items()}
_ZERO = {"zero": "0", **{word: "0" for words in WORDS.values() for word in words["zero"]}}


def _value(word: str) -> str:
    """A value as compared: a placeholder as written, a number without its spaces, sign or decimal comma, a
    number word as its digits."""
    word = word.strip().lower().replace(" ", "").replace("−", "-").replace(",", ".")
    return _ZERO.get(word, word)


def _roles(pattern: re.Pattern, text: str) -> list[tuple[str, str, int, int]]:
    """``(value, "min" or "max", start, end)`` of each bound ``pattern`` (named groups min/max, min2/max2 with the
    value in group ``value`` before them) finds in ``text``."""
    found = []
    for match in pattern.finditer(text):
        groups = match.groupdict()
        kind = "min" if groups.get("min") or groups.get("min2") else "max"
        value = groups.get("value") or next(g for g in reversed(match.groups()) if g)
        found.append((_value(value), kind, match.start(), match.end()))
    return found


def english_bounds(english: str) -> dict[str, str]:
    """``{value: "min" or "max"}``: what bounds each value of ``english`` from below or above: "from {low} to
    {high}", "between 1 and 999", "at least {low}", "{low} or more", "cannot be below 0" (min); "at most {high}",
    "cannot exceed {most}" (max)."""
    roles = {}
    for match in _EN_RANGE.finditer(english):
        roles[_value(match.group(1))], roles[_value(match.group(2))] = "min", "max"
    for value, kind, _s, _e in _roles(_EN_BOUND, english) + _roles(_EN_NEGATED_BOUND, english):
        roles[value] = kind
    return roles


def negated_bounds(text: str, lang: str) -> list[tuple[str, str, int, int]]:
    """``(value, "min" or "max", start, end)`` of each comparison negated before a value in ``text`` (``zh``, or
    ``el`` folded): 不小于 1 and όχι μικρότερος από 1 bound 1 from below, 不得超过 {high} and ούτε πάνω από {high}
    from above.  ``[]`` for another language."""
    pattern = _NEGATED_BOUND.get(lang)
    return _roles(pattern, text) if pattern is not None else []


# A change negated said as a sameness (fix9by, tester 9ad): "the score of {other} does not change" as "η βαθμολογία του
# {other} μένει ίδια" / παραμένει αμετάβλητη / 维持原状 / 照旧 (the translation's words: :data:`negation_words.ZH`'s
# "unchanged"; 保持不变, "δεν αλλάζει" keep a negation of their own)
_EN_NOT_CHANGED = re.compile(r"\b(?:(?:does|do|did|will|would|shall|must|should|is|are|was|were)\s+not|doesn't|don't|"
                             r"won't)\s+(?:be\s+)?(?:chang|vary|varie|alter|modif)\w*", re.IGNORECASE)
_UNCHANGED = {lang: re.compile(words["unchanged"]) for lang, words in WORDS.items()}


def _sameness_restated(english: str, text: str, lang: str) -> int:
    """How many changes the English negates ("does not change", "is not altered") the translation ``text`` (Greek
    folded) says as a sameness with no negation ("μένει ίδια", "παραμένει αμετάβλητη", 维持原状, 照旧)."""
    if lang not in _UNCHANGED:
        return 0
    return min(len(_EN_NOT_CHANGED.findall(english)), len(_UNCHANGED[lang].findall(text)))


def _bounds_restated(english: str, text: str, lang: str) -> int:
    """How many comparisons the English negates before a value ("cannot be below 0") the translation ``text``
    (folded) states as the same bound, positively (至少为 0, 0 或以上, τουλάχιστον 0, μηδέν ή μεγαλύτερη)."""
    negated = _roles(_EN_NEGATED_BOUND, english)
    if not negated or lang not in _POSITIVE_BOUND:
        return 0
    stated = {(value, kind) for value, kind, _s, _e in _roles(_POSITIVE_BOUND[lang], text)}
    return sum(1 for value, kind, _s, _e in negated if (value, kind) in stated)


# A comparison negated with no value after it (fix9ab, fresh tester 9m): "the board cannot have been due fewer times
# than the results given" is "at least as many times" (至少要等于, 大于或等于, τουλάχιστον τόσες ... όσα); "cannot be more
# than" is "at most" (至多, 小于或等于, το πολύ): the negation is absorbed into the complementary bound, not dropped.
# Word lists per language: ``_COMPLEMENT`` (the bound that restates each negated comparison, on the translation's
# folded text).  The opposite bound (至多等于 for "cannot be fewer") absorbs nothing: the negation stays missing.
_EN_NEGATED_COMPARISON = re.compile(
    r"(?:\b(?:cannot|can't|(?:must|may|shall|should|can|could|will|would|is|are|was|were|has|have|had)\s+not|not|"
    r"never)\s+(?:[a-z]+\s+){0,4}?|" + _EN_NO_SUBJECT + r")(?:(?P<min>below|under|less|lower|fewer|smaller)|"
    r"(?P<max>above|over|more|greater|higher|exceed\w*))\b(?!\s+favou?rable)", re.IGNORECASE)
_COMPLEMENT = {lang: re.compile(words["complement"]) for lang, words in WORDS.items()}


def _comparisons_restated(english: str, text: str, lang: str) -> int:
    """How many comparisons the English negates with no value after them ("cannot have been due fewer times than
    the results given", "must not be more than the others") the translation ``text`` (``zh``, or ``el`` folded)
    states as the complementary bound, positively: "fewer" negated as at least (至少, 大于或等于, τουλάχιστον,
    μεγαλύτερος ή ίσος), "more" negated as at most (至多, 小于或等于, το πολύ).  A comparison negated before a value
    is :func:`_bounds_restated`'s; the bounds with a value it counted are not counted again."""
    pattern = _COMPLEMENT.get(lang)
    if pattern is None:
        return 0
    with_value = [(a, b) for _v, _k, a, b in _roles(_EN_NEGATED_BOUND, english)]
    mine = {"min": 0, "max": 0}
    for match in _EN_NEGATED_COMPARISON.finditer(english):
        if not any(a < match.end() and match.start() < b for a, b in with_value):
            mine["min" if match.group("min") else "max"] += 1
    if not any(mine.values()):
        return 0
    theirs = {"min": 0, "max": 0}
    for match in pattern.finditer(text):
        theirs["min" if match.group("min") else "max"] += 1
    for _value_, kind, _s, _e in _roles(_POSITIVE_BOUND[lang], text):
        theirs[kind] -= 1  # a bound of a value: :func:`_bounds_restated`'s
    return sum(min(mine[kind], max(0, theirs[kind])) for kind in mine)


# A strict bound said as the other comparison, negated with "or equal" (fix9ab, fresh tester 9m): "must be greater than
# 0" is "cannot be 0 or less" (不能小于或等于 0, δεν πρέπει να είναι μικρότερος ή ίσος με 0), as the two-bound form
# (不能小于或等于 {low}，也不能大于 {high}) already says; on the other side of the value (不能大于或等于 0) it is a negation
# added.  ``"min>"``: bounded from below, the value excluded; ``"max<"`` from above.
_EN_STRICT_BOUND = re.compile(r"\b(?:(?P<min>above|over|more\s+than|greater\s+than|higher\s+than)|"
                              r"(?P<max>below|under|less\s+than|fewer\s+than|lower\s+than|smaller\s+than))\s+"
                              + _VALUE, re.IGNORECASE)
_NEGATED_STRICT_BOUND = {lang: re.compile(words["negated_be"]
                                          + words["strict_bound"].replace("{article}", words.get("article", ""))
                                          + _VALUE) for lang, words in WORDS.items()}


def strict_bounds_negated(english: str, text: str, lang: str) -> list[tuple[int, int]]:
    """``(start, end)`` in ``text`` (``zh``, or ``el`` folded) of each comparison negated with "or equal" that
    states a strict bound of the English on the same side of the same value: "greater than 0" / "above {low}" as
    不能小于或等于 0 / δεν πρέπει να είναι μικρότερο ή ίσο με 0; "less than {high}" as 不得大于或等于 {high}.  ``[]``
    for another language or a bound on the other side."""
    pattern = _NEGATED_STRICT_BOUND.get(lang)
    if pattern is None:
        return []
    roles = {_value(value): "min" if kind else "max"
             for kind, _max, value in _EN_STRICT_BOUND.findall(english)}
    return [(a, b) for value, kind, a, b in _roles(pattern, text) if roles.get(value) == kind]


def _interface_pairs(source: str, target: str, lang: str, src: list, tgt: list) -> list[tuple[int, str, str]]:
    """``(start, English, translation)`` of each pair of as many sentences ``src`` and ``tgt`` (of ``source`` and
    ``target``): in order, one to one; where the alignment pairs every sentence but across two on each side (one
    split at its colon, the next joined to its second half at a semicolon: fresh tester 9j), that group as one."""
    from helper.catalog.checks.structure import alignment

    found = alignment(src, tgt, lang, substitutions=True)
    if found.lost or found.extra or all(len(mine) == len(theirs) == 1 for mine, theirs in found.pairs):
        return [(s.start, s.text, t.text) for s, t in zip(src, tgt)]
    return [(mine[0].start, source[mine[0].start:mine[-1].end], target[theirs[0].start:theirs[-1].end])
            for mine, theirs in found.pairs]


# What may stand for a negated modal in the English besides "not" and "no": a prohibition, a refusal, an inability
# ("forbidden" as 禁止 / 不得, "fails to" as 未能 / δεν μπορεί, "unable" as 无法)
_EN_FORBIDS = re.compile(r"\b(?:forbid\w*|prohibit\w*|refus\w*|fail\w*|unable|impossible|bar(?:s|red)?|only)\b",
                         re.IGNORECASE)


_ALLOWS_EN = re.compile(r"\b(?:may|can)\b(?!\s+(?:not|never)\b)", re.IGNORECASE)


def _permission_forbidden(english: str, translation: str, lang: str) -> bool:
    """Whether the translation (``zh``/``el``) of an English sentence that allows ("may", "can") negates a
    modal where the English negates none (fix9u, tester 9j): "If time permits, a substitute board may be played
    instead" as 如时间允许，不可改打一副替代牌 / 不得改打替代牌 / δεν μπορεί να παιχτεί, a permission made a
    prohibition.  Words that imply a negation of another kind ("instead" as 而不是, "without" as 不计, "otherwise") do
    not license a negated modal (不可, 不得, 不能, δεν μπορεί); "not", "no", "cannot", "unless", a prohibition,
    a refusal or an inability (``_EN_FORBIDS``) and "only" (只能 … 不能) do."""
    if not _ALLOWS_EN.search(english) or _EN.search(english) or _EN_FORBIDS.search(english):
        return False
    return negated_modals(translation, lang) > negated_modals(english, "en") + len(_EN_INABILITY.findall(english))


def _modals_unnegated(translation: str, lang: str) -> int:
    """How many negated modals ``translation`` says with no negation word in them: "αδύνατο" (impossible), not
    "δεν μπορεί" nor 不得, whose negation word the negations count already (fix9fg)."""
    pattern = _NEG_MODAL.get(lang)
    if pattern is None or lang not in _NEG:
        return 0
    text = _fold_same_length(translation) if lang == "el" else translation
    return sum(1 for m in pattern.finditer(text) if not _NEG[lang].search(m.group()))


def _verbs_negated(english: str) -> int:
    """How many verbs ``english`` negates (:data:`_EN_VERB_NOT`: "are not recorded", "has no", "not saved") besides
    its negated modals (:data:`_EN_NEG_MODAL`: "would not be saved" is one negation, not two)."""
    modal_spans = [m.span() for m in _EN_NEG_MODAL.finditer(english)]
    return sum(1 for m in _EN_VERB_NOT.finditer(english)
               if not any(a < m.end() and m.start() < b for a, b in modal_spans))


_CLAUSES = {"en": re.compile(r";"), "zh": re.compile(r"[；;]"), "el": re.compile(r"·")}
"""What parts a sentence into clauses: a semicolon (Greek: the ano teleia; its ";" asks a question)."""


_NO_LONGER_EN = re.compile(r"\bno\s+longer\b|\bnot\s+any\s+(?:more|longer)\b", re.IGNORECASE)
_CEASED = {"zh": re.compile(r"停止|不再"),
           "el": re.compile(r"(?<!\w)(?:επαψ|παυ|σταματησ|σταματα)\w*\s+να(?!\w)")}
"""An English "no longer" and the translation's "ceased to" (Greek folded: "έπαψε να", "σταμάτησε να"; 停止), which says
it without a negation word (:func:`interface_negations`, fix9nb)."""


_YES_NO_QUESTION_EN = re.compile(r"^\W*(?:could|can|would|will|should|shall|may|might|must|is|are|was|were|do|does|"
                                 r"did|has|have|had)\b[^?]*\?\s*$", re.IGNORECASE)
"""An English yes/no question, opening with its auxiliary ("Could the final result … be known to a contestant?")."""


def _question_negated(english: str, text: str, translation: str, lang: str) -> bool:
    """Whether the translation of an English yes/no question with no negation (:data:`_YES_NO_QUESTION_EN`; ``english``
    with its words that negate nothing blanked, its "un-"/"non-" words kept: "unrelated" as 无关, tester t9bk bk-con20)
    negates more than the English's words implying a negation can take ("Could the final result of the match without
    this board be known to a contestant?" as "Δεν θα μπορούσε … χωρίς αυτή τη διανομή;", "Could it not be known?": the
    question reversed, its answer with it; fiya, tester t9bl bl-neg20).  ``text``: the translation folded, the words
    that negate nothing blanked.  Each English word implying a negation (:data:`_EN_IMPLIED`: "without", "unable",
    "unrelated", "otherwise") takes one negation, a "without" said by a word of its own
    (χωρίς, 不计, 除去) none."""
    if not _YES_NO_QUESTION_EN.search(english):
        return False
    implied = len(_EN_IMPLIED.findall(english))
    withouts = max(len(_WITHOUT[lang].findall(text)) if lang in _WITHOUT else 0,
                   len(_IMPLIED_SAID[lang]["without"].findall(_fold_same_length(translation)))
                   if "without" in _IMPLIED_SAID.get(lang, {}) else 0)
    implied -= min(withouts, len(_EN_WITHOUT.findall(english)))
    return _count(_NEG[lang], text, lang) > implied


_STILL_EN = re.compile(r"\b(?:still|yet)\b", re.IGNORECASE)
_NO_LONGER_SAID = {"zh": re.compile(r"不再|再也|已不|已经不|停止|不复"),
                   "el": re.compile(r"(?<!\w)(?:πια|πλεον|επαψ\w*|σταματ\w*|παυ\w*)(?!\w)")}
"""The translation's words of "no longer" (不再, 已不, 停止; πια, πλέον, "έπαψε"; Greek folded)."""


def _no_longer_made_not_yet(english: str, translation: str, lang: str) -> int | None:
    """The offset of the English's "no longer" (:data:`_NO_LONGER_EN`) when ``translation`` says "not yet" / "still
    not" instead (:data:`_NOT_YET`: 仍未, 尚未, 还没; "δεν … ακόμη") with no word of "no longer" (:data:`_NO_LONGER_SAID`)
    and the English has no "still" or "yet" of its own: "The ruling … is no longer open there" as 裁决仍未完成 ("is still
    unfinished"), the negation of "open" (未完成) counted for the "no longer" dropped (fiya, tester t9bl bl-neg13);
    else None."""
    longer = _NO_LONGER_EN.search(english)
    if longer is None or lang not in _NO_LONGER_SAID or _STILL_EN.search(english):
        return None
    folded = _fold_same_length(translation) if lang == "el" else translation
    if _NOT_YET[lang].search(translation) and not _NO_LONGER_SAID[lang].search(folded):
        return longer.start()
    return None


def _clause_negation_dropped(english: str, text: str, lang: str) -> str | None:
    """The clause of the English sentence ``english`` that negates a verb or a modal ("the score of {other} does not
    change") whose clause of the translation ``text`` (Greek folded; the clauses paired in order, as many on each side)
    says no negation nor any wording of one (a word of omission, lack, "without", a sameness, a bound or comparison
    restated): a negation dropped that a negation of another clause hid ("apart from the board's score" as
    与该副牌得分无关, "does not change" as 改变; fix9ca, fix9by's LEFT).  None when every clause keeps its own."""
    if lang not in _CLAUSES:
        return None
    mine, theirs = _CLAUSES["en"].split(english), _CLAUSES[lang].split(text)
    whole_s, whole_t = sentences(english, "en"), sentences(text, lang)
    if len(whole_s) == len(whole_t) > 1:
        # a group of sentences paired across (a boundary moved to a semicolon, "A; B. C." as "A. B· C."): its clauses
        # end at the sentence ends too, each side read clause by clause (tester t9bq bq-rew36, fiyy)
        mine = [c for one in whole_s for c in _CLAUSES["en"].split(one.text)]
        theirs = [c for one in whole_t for c in _CLAUSES[lang].split(one.text)]
    if len(mine) < 2 or len(mine) != len(theirs):
        return None
    for clause, said in zip(mine, theirs):
        # (a verb negated by its own subject or by "never", "nothing recorded", counted since fixzc, is left to the
        # sentence's count: a translation joining the next sentence at its own semicolon, "…未记录任何内容；请输入答案",
        # cuts its clauses elsewhere, test_check_fix9id)
        if not negated_modals(clause, "en") + _verbs_negated(clause) - len(_OWN_SUBJECT_NOT.findall(clause)) \
                or "__" in clause + said:
            continue  # (a clause quoting words, blanked, may say its negation inside them: 'μπορεί να μην')
        if (_NEG[lang].search(said) or _OMIT[lang].search(said) or _LACK[lang].search(said)
                or _WITHOUT[lang].search(said) or (lang in _NO_NOUN and _NO_NOUN[lang].search(said))
                or _sameness_restated(clause, said, lang) or _bounds_restated(clause, said, lang)
                or _comparisons_restated(clause, said, lang)
                or (_NO_LONGER_EN.search(clause) and _CEASED[lang].search(said))):
            continue
        return clause.strip()
    return None


_CLAUSE_CUT = {"en": re.compile(r"[,;:]\s"), "zh": re.compile(r"[，；：]|[,;:]\s"), "el": re.compile(r"[,;:·]\s")}


def _fields_in_step(english: str, text: str, lang: str) -> bool:
    """Whether the clauses of ``english`` and of its translation ``text`` (:data:`_CLAUSE_CUT`, brackets left out) are
    as many and name the same placeholders in the same order, clause by clause: clauses read by rank say the same
    thing ("must be at most {high}: {value}" as "{value}：不得少于 {high}" has its clauses the other way round)."""
    from helper.catalog.checks.brackets import unbracketed as _unbracketed

    mine, theirs = _CLAUSE_CUT["en"].split(_unbracketed(english)), _CLAUSE_CUT[lang].split(_unbracketed(text))
    fields = re.compile(r"\{[^{}\s]*\}")
    both = set(fields.findall(english)) & set(fields.findall(text))  # (not one quoted away: «{name}»)

    def named(clause: str) -> list[str]:
        return [field for field in fields.findall(clause) if field in both]

    return len(mine) == len(theirs) and all(named(a) == named(b) for a, b in zip(mine, theirs))


_APART_EN = re.compile(r"\b(?:apart|aside)\s+from\b|\bregardless\b|\bindependent\w*|\bunrelated\b|\bother\s+than\b"
                       r"|\bonly\b|\bexcluding\b|\bwithout\b", re.IGNORECASE)
"""Words of a clause a translation may say with a negation ("apart from the board's score" as 与该副牌得分无关, "only"
as 只…不…): no negation added to that clause (:func:`_clause_negation_added`)."""


def _clause_negation_added(english: str, text: str, lang: str) -> str | None:
    """The clause of interface sentence ``english`` (which negates something) that negates nothing while the clause of
    the same rank of its translation ``text`` (folded, its non-negations blanked) has a negation, the translation
    having more negations than the English: "the two scores balance, so Law {law} changes nothing" as 两个得分并不
    平衡，因此{law}不改变任何分数 ("balance" said "do not balance", fix9fd).  Read only where both sentences have as
    many clauses (commas, semicolons, colons), two or more, their parentheses left out (but counted among the
    negations of each text); ``None`` when there is no such clause."""
    from helper.catalog.checks.brackets import parentheticals as _parentheticals, unbracketed as _unbracketed

    english, text = _bare_instead_blanked(english, text, lang)  # (a bare "instead" negates nothing)
    text = _NOT_ADDED[lang].sub(lambda m: "同" * len(m.group()), text) if _NOT_ADDED.get(lang) is not None else text
    # a parenthesis is read as a gloss, worded freely ("(it may be stopped or hung)" as （它可能已停止或无响应）)
    # (the negations counted with the parentheses': a bracket's negation of the English said in a clause of its own,
    # "fix it, then rebuild (nothing was written)" as 未写入任何内容，请修正后重新构建, is no negation added: fix9nb)
    more = _count(_NEG[lang], text, lang) > _count(_EN, english, "en") + len(_EN_IMPLIED.findall(english)) \
        + len(_EN_OMITS.findall(english)) + len(_EN_FAILS.findall(english))
    whole, bracketed = english, text
    english, text = _unbracketed(english), _unbracketed(text)
    mine, theirs = _CLAUSE_CUT["en"].split(english), _CLAUSE_CUT[lang].split(text)

    def negates(clause: str) -> bool:
        return bool(_EN.search(clause) or _EN_IMPLIED.search(_without_prefixed(clause)[0]) or prefixed_words(clause)
                    or _EN_IMPLIED_INTERFACE.search(clause) or _EN_OMITS.search(clause) or _EN_FAILS.search(clause)
                    or _APART_EN.search(clause))

    if more and not negates(english) and _NEG[lang].search(text) and not (
            len(_parentheticals(bracketed)) < len(_parentheticals(whole))
            and any(negates(p.content) for p in _parentheticals(whole))):
        # the English negating only inside its brackets, the translation outside them too, its clauses joined
        # otherwise ("fix it, then rebuild (nothing was written)" as "διορθώστε το και μην ξαναχτίσετε (δεν γράφτηκε
        # τίποτα)": the rebuild forbidden; fix9pb, left by fix9nb); not where the translation dropped brackets of the
        # English's that negate or imply a negation: their words run on outside ("(when a bad connection garbled
        # it)" as 重绘整个屏幕当网络连接不好…时, tester t9bo bo-bra10's kind, fiyp; the brackets' finding)
        return english.strip()
    if len(mine) < 2 or len(mine) != len(theirs) or not more:
        return None
    for clause, translated in zip(mine, theirs):
        if negates(clause):
            continue
        if _NEG[lang].search(translated):
            return clause
    return None


_PARTS = {"en": re.compile(r"[:;]\s"), "zh": re.compile(r"[：；]|[:;]\s"), "el": re.compile(r"[:;·]\s")}


def _bare_part(english: str, text: str, lang: str, where: int) -> int:
    """Where in ``english`` the negation its translation ``text`` dropped is: the first part (cut at colons and
    semicolons, as many on each side) that negates a verb or a modal while its part of the translation has fewer
    negations and words of omission, lack or "without" than it has ("Law 86A does not prevent a redeal here: the match result … could not be known" as 第86条A款不妨碍…：
    参赛者可能知道…, the second: fix9fg); else ``where``."""
    cuts = list(_PARTS["en"].finditer(english))
    theirs = _PARTS[lang].split(text) if lang in _PARTS else []
    if not cuts or len(cuts) + 1 != len(theirs):
        return where
    starts = [0] + [m.end() for m in cuts]
    for start, end, said in zip(starts, [m.start() for m in cuts] + [len(english)], theirs):
        part = english[start:end]
        if not (negated_modals(part, "en") or _verbs_negated(part)):
            continue
        # the part's negations, "without" and omissions each rendered by a negation or a word of omission, lack or
        # "without" of its part of the translation ("it is left out" as 已略去, "a client without UTF-8" as 非 UTF-8)
        english_said = _count(_EN, part, "en") + len(_EN_WITHOUT.findall(part)) + len(_EN_OMITS.findall(part)) \
            + len(_EN_FAILS.findall(part))
        rendered = _count(_NEG[lang], said, lang) + sum(len(words[lang].findall(said))
                                                         for words in (_OMIT, _LACK, _WITHOUT) if lang in words)
        if english_said > rendered:
            return start + (len(part) - len(part.lstrip()))
    return where


_PIECES = {"en": re.compile(r",\s|\s(?:and|but)\s"), "zh": re.compile(r"[，、,]"),
           "el": re.compile(r",\s|\s(?:και|αλλα|ουτε)\s")}
"""What cuts a clause into pieces: commas and "and" / "but" (Greek folded: και, αλλά, ούτε)."""


def _dropped_piece(english: str, text: str, lang: str, start: int, end: int) -> tuple[int, int]:
    """``(start, end)`` in ``english`` of the negation dropped within its clause ``english[start:end]`` when that clause
    holds a verb whose object is "none" or "nothing" (:data:`_OBJECT_NEGATED_EN`): the clause
    and its part of the translation ``text`` (Greek folded; parts cut at colons and semicolons, as many on each side)
    cut into as many pieces (:data:`_PIECES`), the one piece whose negations its translation lacks (a bound restated,
    "no difference exceeds {most}" as 差额最多为 {most}, lacks none), from its verb negated or its first negation ("It
    has no ruling in progress and recorded none from this one" as 它没有进行中的裁决，也由此记录了裁决: "recorded none
    from this one", tester t9bw bw-neg06, bw-neg07; "so Law {law} changes nothing" as 因此{law}改变分数: "changes
    nothing").  A bracket is not cut (:func:`_pieces`).  Else ``(start, end)``: the whole clause."""
    clause = english[start:end]
    if lang not in _PIECES or not _OBJECT_NEGATED_EN.search(clause):
        return start, end
    parts = _PARTS[lang].split(text)
    if len(parts) != len(_PARTS["en"].split(english)):
        return start, end
    said = parts[sum(1 for cut in _PARTS["en"].finditer(english) if cut.start() < start)]
    mine, theirs = _pieces(clause, "en"), _pieces(said, lang)
    if len(mine) < 2 or len(mine) != len(theirs):
        return start, end
    lacking = [(a, b) for (a, b), (c, d) in zip(mine, theirs)
               if _count(_EN, clause[a:b], "en") > _count(_NEG[lang], said[c:d], lang)
               + _bounds_restated(clause[a:b], said[c:d], lang) + _comparisons_restated(clause[a:b], said[c:d], lang)]
    if len(lacking) != 1:
        return start, end
    [(a, b)] = lacking
    piece = clause[a:b].rstrip(" .!?")
    verb = _EN_VERB_NOT.search(piece) or _EN.search(piece)
    return start + a + (verb.start() if verb else 0), start + a + len(piece)


def _pieces(text: str, lang: str) -> list[tuple[int, int]]:
    """``(start, end)`` of the pieces of ``text`` cut at :data:`_PIECES` outside brackets (a bracket is one piece with
    the words around it: "No result can be obtained (cards mixed, board not played)" is one)."""
    cuts = []
    marks = {i: ch for i, ch in enumerate(text) if ch in "()（）"}
    for cut in _PIECES[lang].finditer(text):
        depth = sum(1 if ch in "(（" else -1 for i, ch in marks.items() if i < cut.start())
        if depth == 0:
            cuts.append(cut)
    starts = [0] + [cut.end() for cut in cuts]
    ends = [cut.start() for cut in cuts] + [len(text)]
    return list(zip(starts, ends))


_CONTRAST_VALUE_EN = re.compile(r"(?:^|(?<=[,;(])|(?<=[,;(]\s))not\s+(\{[^{}\s]*\})")
"""The English's contrast on a placeholder value (", not {value}": "must be above 0 and at most 100, not {value}")."""
_CONTRAST_AFFIRMED = {
    "zh": r"(?:而|却|但)(?:是|为)\s*",
    "el": r"(?<!\w)αλλα\s+(?:(?:να\s+)?ειναι\s+)?",
}
"""A contrast said as what the value is (而是 {value}, 却是, "αλλά {value}", "αλλά είναι {value}"; Greek folded)."""


def _contrast_affirmed(english: str, text: str, lang: str) -> str | None:
    """The English's contrast ", not {value}" (:data:`_CONTRAST_VALUE_EN`) when its translation ``text`` (Greek folded)
    says instead that it is the value (:data:`_CONTRAST_AFFIRMED`: 而是 {value}, "αλλά {value}") with no negation in
    that clause: "must be above 0 and at most 100, not {value}" as 必须大于 0 且不超过 100，而是 {value}, 而不是 made
    而是 (fixzc, tester t9be negazh16; the 不 of 不超过 is the bound's, another clause).  The English's words ("not
    {value}"), or None."""
    if lang not in _CONTRAST_AFFIRMED:
        return None
    for match in _CONTRAST_VALUE_EN.finditer(english):
        said = re.search(_CONTRAST_AFFIRMED[lang] + re.escape(match.group(1)), text)
        if said is None:
            continue
        start = max((m.end() for m in _CLAUSE_CUT[lang].finditer(text, 0, said.start())), default=0)
        if not _NEG[lang].search(text, start, said.end()):
            return match.group()
    return None


def interface_negations(source: str, target: str, lang: str) -> tuple[list[str], list[str]]:
    """Negations an interface string's translation dropped or added (fix9l), as ``(dropped, added)`` lists of English
    text: for a negation dropped, the clause of the English that negates its modal ("the scores need not
    balance."); for one added, the English sentence (the whole English when the sentence counts differ).

    Interface strings word their negations freely ("No" as 否, "none" as κανένα, "kept" as 保留不变), so only
    what cannot be a wording is counted: *dropped*, a modal the English negates ("need not", "may not", "cannot")
    with no negated modal nor as many negations in its translation ("the scores need not balance" as "χρειάζεται να είναι
    συμπληρωματικές"); *added*, any negation (不, 没, 无, 未; δεν, μη, όχι) in the translation of an English sentence
    with no negation at all, nor a word that implies one (``_EN_IMPLIED``, ``_EN_IMPLIED_INTERFACE``): "only the
    offender is penalised" as 违规者不受罚 (sentences compared only when both texts have as many).  Quoted words
    ('shall not') are left out on both sides.  Two empty lists for another language.
    """
    if lang not in _NEG:
        return [], []
    blank = lambda m: "_" * len(m.group())
    original, source, target = source, _QUOTED.sub(blank, source), _QUOTED.sub(blank, target)
    dropped, added = [], []
    src, tgt = sentences(source, "en"), sentences(target, lang)
    paired = len(src) == len(tgt)
    pairs = _interface_pairs(source, target, lang, src, tgt) if paired else [(0, source, target)]
    if (parts := reordered_parts(src, tgt, lang)) is not None:
        # the same parts in another order, two sentences said as one ("…changed in the file since you opened the
        # editor (…). Your text is not saved yet." as 您的文本尚未保存：自您打开编辑器以来，此条目已在文件中被更改…): read
        # part by part as they pair, so a negation added to one of them stays found (tester t9bl bl-rew14, fiyc)
        paired = True
        pairs = [(english.start, english.text, translation.text) for english, translation in parts]
    for at, english, translation in pairs:
        text = _fold_same_length(translation) if lang == "el" else translation
        text = _not_a_negation_blanked(text, translation, lang)
        # μη before an adjective that renders an English "un-"/"non-"/"il-" word keeps none of its "not"s (fix9ca)
        text = _spans_without(text, [m.span() for m in _PREFIX_ADJECTIVE[lang].finditer(text)][
            :len(_prefixed_spans(english))])
        # Greek says "cannot be read" as "δεν διαβάζεται": any negation renders a negated modal
        # ("would not", "will not" are a modal negated, counted once: fix9aq)
        modals, verbs = negated_modals(english, "en"), _verbs_negated(english)
        # "each character it lacks", "has failed to obtain": a verb negated, rendered by a negation or a word of lack
        # (缺少, λείπει, αποτυγχάνει; fix9as)
        failing = list(_EN_FAILS.finditer(english)) + list(_EN_OMITS.finditer(english))
        verbs += len(failing)
        if failing:  # the English's other negations ("nothing is lost") keep theirs: each one counted
            verbs = max(verbs, _count(_EN, _EN_NOT_A_NEGATION.sub(blank, english), "en") + len(failing) - modals)
        # a negated word that renders an English word with no "not" ("unfinished", "in progress" as 未完成, "μη
        # ολοκληρωμένη": :data:`_RENDERED_NEGATED`) renders no negated verb or modal: "The unfinished ruling … was not
        # saved" as 屏幕上未完成的裁决已经保存 drops the "not saved", the 未 of 未完成 being the "unfinished"'s (tester
        # t9ca ca-nega07, fjau); where the English says "no <noun>" the nouns' count below reads them so already
        taken = _count(_NEG[lang], text, lang) - _count(_NEG[lang], _rendered_negated_blanked(english, text, lang), lang)
        rendered = max(negated_modals(translation, lang), _count(_NEG[lang], text, lang))
        if modals + verbs >= 2:  # two verbs negated, as "δεν ελήφθησαν ούτε καταγράφηκε" ("not ... nor"): each word
            # (a negated modal said with no negation word, "ήταν αδύνατο", one of them: fix9fg)
            rendered = max(rendered, len(_NEG[lang].findall(text)) + _modals_unnegated(translation, lang))
        rendered += _bounds_restated(english, text, lang)  # "cannot be below 0" as 至少为 0 (fresh tester 9j)
        rendered += _sameness_restated(english, text, lang)  # "does not change" as "μένει ίδια" (fix9by)
        rendered += _comparisons_restated(english, text, lang)  # "cannot be fewer" as 至少要等于 (fix9ab)
        if paired and len(sentences(english, "en")) > 1:
            # two sentences paired across (_interface_pairs): the English's other negations ("No adjusted score")
            # take their share of the translation's (不判调整分), the negated modal needs one of its own
            others = max(0, _count(_EN, _EN_NOT_A_NEGATION.sub(blank, english), "en") - modals)
            # (a verb negated by its own subject, "nothing recorded", is no other: its "nothing" is the verb's
            # negation, rendered by the translation's 未记录, fixzc)
            # (nor one with its auxiliary, "nothing was changed" as "Δεν έγινε καμία αλλαγή" in a group of two sentences
            # regrouped at a semicolon: tester t9bq bq-rew36, fiyy)
            others = max(0, others - len(_OWN_SUBJECT_NOT.findall(english)) - len(_OWN_SUBJECT_AUX.findall(english)))
            rendered = max(negated_modals(translation, lang), _count(_NEG[lang], text, lang) - others)
        elif modals:
            # likewise in one sentence: the English's "No adjusted score: the Director may not award one" has its "no"
            # rendered by 不判调整分, "a tmux client without UTF-8" its "without" by 非 UTF-8 (not by a word of
            # "without": 缺少, χωρίς); the negated modal needs a negation of its own (裁判不得以 made 裁判可以: fix9fg,
            # tester 9am #183, which the laws' count finds in 12B2)
            heads = [m for m in _NO_NOUN_EN.finditer(english)
                     if not any(a <= m.start() < b for a, b in (n.span() for n in _EN_NEG_MODAL.finditer(english)))]
            # (a "without" said by a word of its own that holds no negation, 不计这副牌, takes none: t9ba rew100)
            withouts = max(len(_WITHOUT[lang].findall(text)) if lang in _WITHOUT else 0,
                           len(_IMPLIED_SAID[lang]["without"].findall(_fold_same_length(translation)))
                           if "without" in _IMPLIED_SAID.get(lang, {}) else 0)
            others = len(heads) + max(0, len(_EN_WITHOUT.findall(english)) - withouts)
            if others:
                rendered = max(negated_modals(translation, lang), _count(_NEG[lang], text, lang) - others)
        elif verbs and _EN_WITHOUT.search(english):
            # a verb negated beside a "without": the "without" said by a negation (没有裁决记录) takes it, the verb needs
            # one of its own ("without a ruling record: there is nothing to take over" as 没有裁决记录：有可接管的裁决;
            # tester t9bf neg12)
            withouts = max(len(_WITHOUT[lang].findall(text)) if lang in _WITHOUT else 0,
                           len(_IMPLIED_SAID[lang]["without"].findall(_fold_same_length(translation)))
                           if "without" in _IMPLIED_SAID.get(lang, {}) else 0)
            # (not a "without" of an action, "quits without saving it": 不保存而退出, 放弃修改并退出, or made 保存而退出,
            # :func:`interface_modality.with_without`'s one finding; the verb's own negation is counted as before)
            others = max(0, len(_EN_WITHOUT.findall(english)) - len(_EN_WITHOUT_DOING.findall(english)) - withouts)
            if others:
                rendered = _count(_NEG[lang], text, lang) - others
        elif verbs and not modals and (heads := _verbless_heads(english)):
            # a verb negated beside a clause with no verb that negates ("Nothing to approve: the entry has no
            # translation yet" as 无可审定：此条目已有译文): the heading's "nothing" takes the translation's 无 (or a
            # word of its own, "Τίποτα προς έγκριση", κανένα), the verb needs one of its own (tester t9bg bg-neg22)
            own = len(_NOTHING_ALONE[lang].findall(text)) if lang in _NOTHING_ALONE else 0
            own += len([m for m in _NO_NOUN[lang].finditer(text) if not _NEG[lang].search(m.group())]) \
                if lang in _NO_NOUN else 0
            rendered = _count(_NEG[lang], text, lang) + min(own, len(heads)) - len(heads)
        # "no longer responds" as "έπαψε να αποκρίνεται", 停止响应 (ceased to): the negation said by the verb (fix9nb)
        rendered += min(len(_NO_LONGER_EN.findall(english)), len(_CEASED[lang].findall(text)))
        if modals:  # "Cannot read {file}" as 读取 {file} 失败: the incapacity said as a failure (fix9hh, tester t9aq)
            rendered += min(len(_EN_CANNOT.findall(english)), len(_FAILED[lang].findall(text)))
        if verbs and lang in _WITHOUT:  # "do not name its origin" as "χωρίς αναφορά προέλευσης" (without): a verb
            # negated so rendered; the English's own "without"s keep theirs ("the match result without this board
            # could not be known" as 除去这副牌后…可能知道 is the negation dropped: fix9fg, tester 9am #264)
            rendered += max(0, len(_WITHOUT[lang].findall(text)) - len(_EN_WITHOUT.findall(english)))
        if verbs and lang in _NOTHING_ALONE:  # "has nothing to look at" as "{entry}: τίποτα προς έλεγχο": the
            # "nothing" said by a pronoun opening its clause, no verb to negate (tester t9bf neg12: "there is nothing"
            # as "υπάρχει κάτι" is the negation dropped)
            rendered += min(len(_EN_NOTHING_VERB.findall(english)), len(_NOTHING_ALONE[lang].findall(text)))
        if verbs and lang in _LACK:  # a word of lack renders "fails to", "lacks" and a plain verb negated too: "a
            # string is not closed with a quote" as "λείπουν τα εισαγωγικά", "is not named" as "λείπει" (fix9bb)
            rendered += min(verbs, len([m for m in _LACK[lang].finditer(text)
                                        if not _WITHOUT[lang].fullmatch(m.group())]))
        omits = len(_EN_OMITS.findall(english))
        if omits:  # "leave out", "Enter to skip" as 跳过, 省略, παραλείψτε, "για παράλειψη" (fix9bm)
            # (English left in the translation, "(Enter to skip)", keeps its own: the untranslated run's finding,
            # tester t9ay EM-097, ZM-092)
            rendered += min(omits, len(_OMIT[lang].findall(text)) + len(_EN_OMITS.findall(text)))
        # the omission said as "give" in its own clause (双方都不是违规方：请输入 --nos): a negation elsewhere in the
        # sentence renders another word of the English ("non-offending"), not the omission (fix9ca)
        reversed_here = omits and reversed_omissions(english, translation, lang)
        short = verbs and not _NO_NOUN_EN.search(english) and modals + verbs > rendered - taken  # (fjau)
        if modals > rendered or (verbs and modals + verbs > rendered) or reversed_here or short:
            # the clause of the negated modal, as the English writes it ("the scores need not balance."), or of the
            # last verb negated when the modals are rendered ("…cannot be opened …: the rulings … are not recorded."
            # as …无法打开…：…裁决会被记录。, fix9p)
            where = (_EN_NEG_MODAL.search(english) if modals > rendered
                     else max([*_EN_VERB_NOT.finditer(english), *failing], key=lambda m: m.start())).start()
            where = _bare_part(english, text, lang, where)
            start = max(english.rfind(mark, 0, where) for mark in ";:") + 1
            ends = [i for i in (english.find(mark, where) for mark in ";:") if i >= 0]
            end = min(ends) if ends else len(english)
            start, end = _dropped_piece(english, text, lang, start, end)  # (t9bw bw-neg06)
            offset = source.find(english, at)
            dropped.append(original[offset + start:offset + end].strip())
        elif clause := _clause_negation_dropped(english, text, lang):
            offset = source.find(english, at)
            start = english.find(clause)
            dropped.append(original[offset + start:offset + start + len(clause)].strip())
        elif lang in _NO_NOUN:
            # "No damage: …" as 有损害 / Υπάρχει ζημιά: the English's "no <noun>" with fewer negations in its
            # translation (fix9aw, fresh tester 9s); the clause of the first such "no", as the English writes it
            # (and "changes nothing": an object negated the same way, the negation dropped with its δεν / 不: "changes
            # nothing" as "αλλάζει κάτι"; tester t9ay EM-037, fix9ra)
            nouns = [*_NO_NOUN_EN.finditer(english), *_NOUN_NEGATED_EN.finditer(english),
                     *_NEITHER_EN.finditer(english), *_not_heads(english)]
            # (and a heading's "Nothing", "Nothing to look at." as 有需要查看的内容: tester t9bh bh-neg10; not "none",
            # which may be a value the Director types: "NS responsibility: none, partly or direct")
            nouns = sorted(nouns + [m for m in _verbless_heads(english) if m.group().casefold() == "nothing"
                                    and not any(n.start() <= m.start() < n.end() for n in nouns)],
                           key=lambda m: m.start())
            # (a negated word that renders one of the English with no "not", "no ruling in progress" as 没有未完成的裁决,
            # keeps none of its "no"s)
            rest = _rendered_negated_blanked(english, text, lang)
            # (a Greek ούτε that carries on a negation is none of its own: left out, tester t9bh bh-neg25)
            said = _count(_NEG[lang], _spans_without(rest, [m.span() for m in _continuing_nor(rest, lang)]), lang) + \
                len(_NO_NOUN[lang].findall(rest)) + \
                (len(_WITHOUT[lang].findall(rest)) if lang in _WITHOUT else 0) + \
                min(len(_NO_LONGER_EN.findall(english)), len(_CEASED[lang].findall(rest))) + \
                (len(_NOTHING_ALONE[lang].findall(rest)) if lang in _NOTHING_ALONE else 0)
            # "no difference exceeds {most}" as 差额最多为 {most} / "το πολύ {most}": the "no" said by the bound (tester
            # t9bw bw-rew19)
            said += _bounds_restated(english, rest, lang) + _comparisons_restated(english, rest, lang)
            # the English's negated modals apart from its "no"s keep a negation of their own ("No adjusted score: the
            # Director may not award one" as 判给调整分：裁判不得…: its 不得 is the "may not"'s, the "No" dropped; t9ba
            # neg34); "No result can be obtained" is one negation, its modal's
            said -= min(modals, len([m for m in _EN_NEG_MODAL.finditer(english)
                                     if not any(m.start() <= n.start() < m.end() for n in nouns)]))
            if nouns and said < len(nouns):
                where = nouns[0].start()
                ends = [i for i in (english.find(mark, where) for mark in ";:.") if i >= 0]
                end = min(ends) if ends else len(english)
                # (the piece whose negation is dropped of a clause with a verb whose object is negated, "has no …
                # and changes nothing": t9bw bw-neg06's kind)
                start = max(english.rfind(mark, 0, where) for mark in ";:") + 1
                if (piece := _dropped_piece(english, text, lang, start, end)) != (start, end):
                    where, end = piece
                offset = source.find(english, at)
                dropped.append(original[offset + where:offset + end].strip())
        if (longer := _no_longer_made_not_yet(english, translation, lang)) is not None and not dropped:
            # "is no longer open" as 仍未完成 ("is still open"): the "no longer" made "not yet" (fiya, t9bl bl-neg13)
            start = max(english.rfind(mark, 0, longer) for mark in ";:") + 1
            ends = [i for i in (english.find(mark, longer) for mark in ";:") if i >= 0]
            offset = source.find(english, at)
            dropped.append(original[offset + start:offset + (min(ends) if ends else len(english))].strip())
        if (contrast := _contrast_affirmed(english, text, lang)) is not None and not any(
                contrast in clause for clause in dropped):
            dropped.append(contrast)  # ", not {value}" as 而是 {value} (fixzc)
        if not paired:
            continue
        english_left = _EN_NOT_A_NEGATION.sub(blank, english)
        # a bound of the English said as a comparison negated, on the same side of the same value ("from {low} to
        # {high}" as 不小于 {low} 且不大于 {high}, δεν ... κάτω από {low} ούτε πάνω από {high}): no negation added;
        # on the other side (不大于 {low}) it still is one (fresh tester 9j)
        roles = english_bounds(english_left)
        text = _spans_without(text, [(a, b) for value, kind, a, b in negated_bounds(text, lang)
                                     if roles.get(value) == kind])
        text = _spans_without(text, strict_bounds_negated(english_left, text, lang))  # 不能小于或等于 0 (fix9ab)
        if _EN_FAILURE.search(english_left):  # "is missing" as 找不到 / "δεν βρέθηκε": the failure said (fix9ha)
            text = _spans_without(text, [m.span() for m in _FAILURE[lang].finditer(text)])
        if _EN_STANDS.search(english_left):  # "the table result stands" as 牌桌结果不变 (fix9qa)
            text = _spans_without(text, [m.span() for m in _SAME_NEGATED[lang].finditer(text)])
        text = _not_saved_blanked(english_left, text, lang)  # "when the text was changed" as 文本未保存时 (fjau)
        if _permission_forbidden(english_left, translation, lang):
            added.append(english)  # "may be played instead" as 不可改打 / δεν μπορεί να παιχτεί (fix9u)
            continue
        english_rest, prefixed = _without_prefixed(_bare_instead_blanked(english_left, text, lang)[0])
        if not _EN.search(english_left) and _question_negated(english_left, text, translation, lang):
            added.append(english)  # "Could … be known …?" as "Δεν θα μπορούσε …;" (fiya, tester t9bl bl-neg20)
            continue
        if _EN.search(english_left) or _EN_IMPLIED.search(english_rest):
            # a negation added to a clause stating a fact of a sentence that negates another ("the two scores
            # balance, so Law {law} changes nothing" as 两个得分并不平衡，因此{law}不改变任何分数; fix9fd)
            if _clause_negation_added(english_left, _without_negated_forms(text, lang, prefixed), lang):
                added.append(english)
            continue
        text = _without_negated_forms(text, lang, prefixed)  # "unsaved" as 未保存, "invalid" as μη έγκυρο (fix9y)
        if _EN_IMPLIED_INTERFACE.search(english_left):
            if any(pattern.search(text) and not (licence and licence.search(english_left))
                   for pattern, licence in _NEVER_IMPLIED.get(lang, ())):
                added.append(english)  # "is kept" as 不保留, "give at least one" as 不要给出: no wording of the English
            elif _fields_in_step(english_left, text, lang) and _clause_negation_added(english_left, text, lang):
                # the word implying a negation licenses its own clause only: "… is still open: take it over?" as
                # "… είναι ακόμη ανοιχτή: να μην αναληφθεί;", 仍未完成：是否不接管？ (the question negated; fix9sa)
                added.append(english)
            continue
        if _NOT_ADDED.get(lang) is not None:
            text = _NOT_ADDED[lang].sub(lambda m: "同" * len(m.group()), text)
        if _ONLY_EN.search(english_left):  # "only the offender" as "none but the offender" (fresh tester 9j)
            text = _NONE_BUT[lang].sub(lambda m: "同" * len(m.group()), text)
        if _YES_NO_EN.search(english_left):  # "or n to leave it there" as 按 n 不接管 (fix9aq)
            text = _NO_OPTION[lang].sub(lambda m: "同" * len(m.group()), text)
        if ANSWER_KEYS.search(english_left):
            # the answers of "(y / n)" explained or said in words, "（y 接管 / n 不接管）", "（是的 / 不是）": the "no"
            # of the n answer, no negation added (a key said as a word is the keys check's one finding; fix9sa)
            text = _ANSWERS.sub(lambda m: "同" * len(m.group()), text)
        if not _BRACKET_EN.search(english_left):  # 整数（不带小数）: a gloss of "whole" (fix9aq)
            text = _GLOSS[lang].sub(lambda m: "同" * len(m.group()), text)
        for word, restated in _RESTATED:
            if word.search(english_left):
                text = restated[lang].sub(lambda m: "同" * len(m.group()), text)
        if _NEG[lang].search(text):
            added.append(english)
    return dropped, added



def answer_negation_dropped(source: str, target: str, lang: str) -> list[str]:
    """The answer of a dialogue choice (``source``, its label "No" / "Yes" blanked: :func:`choices.answer_agreed`)
    whose ``zh`` or ``el`` translation ``target`` (its label blanked too) has fewer negations of any kind: an answer
    is a short statement the Director picks, so its "not" counts as a law's does (:func:`_count`), not only a modal
    negated ("No: the possibilities are numerous or not obvious" as "…πολλές ή προφανείς", 可能性很多或明显: the
    answer to the other question; t9ba neg37, neg38); an English "no" before a noun said by a plain "without" is kept
    (:func:`_no_said_without`, tester t9bi bi-rw48).  Returns the English answer up to its bracket (one item), or
    ``[]``."""
    if lang not in _NEG:
        return []
    blank = lambda m: "_" * len(m.group())
    text = _fold_same_length(target) if lang == "el" else target
    text = _not_a_negation_blanked(text, target, lang)
    # an English "no" before a noun said by a plain "without" ("Yes: no redeal, …" as "Ναι: χωρίς νέο ανακάτεμα, …"):
    # the "no" kept (tester t9bi bi-rw48); "με νέο ανακάτεμα" (with a redeal) still drops it
    english = _EN_NOT_A_NEGATION.sub(blank, source)
    said = _count(_NEG[lang], text, lang) + _no_said_without(english, text, lang)
    if said >= _count(_EN, english, "en"):
        return []
    return [source.split("(")[0].strip()]

_YET_EN = re.compile(r"\byet\b", re.IGNORECASE)
_NOT_YET = {
    # 尚未, 还没(有), 还未, 仍未 ("not yet")
    "zh": re.compile(r"尚(?:未|没有?)|还(?:未|没有?)|仍未"),
    # δεν / μη(ν) / όχι with ακόμη / ακόμα within three words after it or right before it: the negation word alone
    # is matched (the rest are lookarounds)
    "el": re.compile(r"(?<!\w)(?:δεν|δε|μην|μη|όχι|οχι)(?=(?:\s+\w+){0,3}?\s+ακ[οό]μ[ηαή](?!\w))"
                     r"|(?<=ακόμ[ηα]\s)(?:δεν|μην|μη)(?!\w)", re.IGNORECASE),
}
"""The translation's "not yet" (lead, session 32): "before the question was shown" said as 在问题还没有
显示时 / "όταν η ερώτηση δεν είχε ακόμη εμφανιστεί", the English's time said from the other side."""


def not_yet_for_before(source: str, target: str, lang: str) -> list[tuple[int, int]]:
    """Spans of ``target``'s negation words of a "not yet" (:data:`_NOT_YET`) that say an English "before" /
    "until" / "prior to" of ``source`` ("before the question was shown" as 问题尚未显示时, "πριν εμφανιστεί" as "δεν
    είχε ακόμη εμφανιστεί"): no negation added.  At most one per such English word, and only those beyond the
    English's own "yet"s (a "not yet" of the English keeps its negation); ``[]`` for another language."""
    if lang not in _NOT_YET:
        return []
    from helper.catalog.checks.condition_words import BEFORE_EN

    spans = [match.span() for match in _NOT_YET[lang].finditer(target)]
    return spans[:max(0, min(len(BEFORE_EN.findall(source)), len(spans) - len(_YET_EN.findall(source))))]


# an English participle negated by its prefix ("unsaved", "unrecorded", "unfinished"): a negation a translation
# says in words (没保存, "δεν είχε αποθηκευτεί"; tester t9bk bk-rw18, bk-rw46, fixzy); not "united"
_EN_UN_PARTICIPLE = re.compile(r"\bun(?!it)[a-z]{3,}ed\b", re.IGNORECASE)


def negated_piece_added(aligned: "Alignment", lang: str) -> list[tuple[str, str]]:
    """The pieces a ``zh``/``el`` translation adds to a sentence, in its middle as at its end, that negate what the
    English never negates, each pair of the alignment one English sentence with one translated: "The board was
    fouled: cards misplaced, so tables played different deals (Law 87)" as "Αλλοιωμένη διανομή: φύλλα σε λάθος θέση,
    δεν μετρά η διανομή, τα τραπέζια έπαιξαν …" (tester t9bg bg-sen13, fixzm): a rule of the translator's own (the
    board does not count).  The English sentence holds no negation (:data:`_EN`); the translated one has one
    piece more than it (:func:`_pieces`: parts between commas, semicolons and colons outside brackets), that piece the only
    one holding a negation (:data:`_NEG`, words that negate nothing blanked) and carrying nothing of the
    English's the rest lacks (:func:`_anchors`), and the translation nearer the English's length without it: ``[(the
    English sentence, the piece added)]``."""
    from helper.catalog.checks.structure import _PIECE_CUT, _RATIO, Sentence, _anchors, _pieces, _weight

    found: list[tuple[str, str]] = []
    if lang not in _PIECE_CUT or lang not in _NEG:
        return found
    ratio = _RATIO.get(lang, 1.0)
    for english, translated in aligned.pairs:
        if len(english) != 1 or len(translated) != 1 or _EN.search(english[0].text) \
                or _EN_IMPLIED_INTERFACE.search(english[0].text) or re.search(r"\bonly\b", english[0].text, re.I) \
                or _EN_UN_PARTICIPLE.search(english[0].text):
            # ("only the offender is penalised" as 除了违规者以外，任何人均不受罚: the "only" said by its negation;
            # "had unsaved text" as 还有没保存的内容 / "κείμενο που δεν είχε αποθηκευτεί": the "un-" said by a
            # negation, the piece moved before the when-clause a rendering: tester t9bk bk-rw18, bk-rw46, fixzy)
            continue  # (a negation of the English's, or a word implying one, "leave it unset": its rendering)
        mine, theirs = english[0].text, translated[0].text
        pieces = _pieces(theirs, lang)
        if len(pieces) != len(_pieces(mine, "en")) + 1:
            continue
        folded = _fold_same_length(theirs) if lang == "el" else theirs
        blanked = _not_a_negation_blanked(folded, theirs, lang)
        blanked = _NOT_ADDED[lang].sub(lambda m: "同" * len(m.group()), blanked)  # 不同 "different": no negation
        negated = [(a, b) for a, b in pieces if _count(_NEG[lang], blanked[a:b], lang)]
        if len(negated) != 1:
            continue
        a, b = negated[0]
        if any(w.casefold() in mine.casefold() for w in re.findall(r"[A-Za-z][A-Za-z_]+", theirs[a:b])):
            continue  # it says a word of the English's ("不要设置 PYTHONIOENCODING"): a rendering
        piece = Sentence(translated[0].start + a, translated[0].start + b, theirs[a:b])
        rest = Sentence(translated[0].start, translated[0].end, theirs[:a] + " " * (b - a) + theirs[b:])
        if (_anchors(piece, lang) - _anchors(rest, lang)) & _anchors(english[0], "en"):
            continue
        whole, have = _weight(mine) * ratio, _weight(theirs)
        if abs(have - _weight(piece.text) - whole) < abs(have - whole):
            found.append((mine, piece.text))
    return found
